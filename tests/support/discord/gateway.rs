//! The gateway websocket: Hello, Identify → READY + GUILD_CREATE, Heartbeat → ACK,
//! Resume → replay by sequence number + RESUMED, Invalid Session, and the server-side
//! Reconnect / close that [`super::FakeDiscord`] triggers. Each shard identifies its own
//! session (which events it gets: `shards.rs`).

use std::sync::Arc;

use axum::{
    extract::{
        ws::{CloseFrame, Message, WebSocket, WebSocketUpgrade},
        State,
    },
    response::Response,
};
use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::sync::mpsc;

use super::{
    intents,
    model::{self, current_user_json, guild_create_json, member_json, snowflake},
    Conn, ConnCmd, GatewayEvent, Session, Shared, State as FakeState,
};

/// The path of the URL READY gives as `resume_gateway_url` (the same server, another URL, so
/// that a test sees where a Resume came).
pub(super) const RESUME_PATH: &str = "/resume";

pub(super) async fn upgrade(
    State(shared): State<Arc<Shared>>,
    uri: axum::http::Uri,
    ws: WebSocketUpgrade,
) -> Response {
    let path = uri.path().to_owned();
    ws.max_message_size(4096 * 1024)
        .on_upgrade(move |socket| serve(shared, socket, path))
}

async fn serve(shared: Arc<Shared>, socket: WebSocket, path: String) {
    let mut hold = shared.hold.subscribe();
    while *hold.borrow_and_update() {
        if hold.changed().await.is_err() {
            return;
        }
    }
    let (tx, mut rx) = mpsc::unbounded_channel();
    let (conn_id, hello) = {
        let mut st = shared.lock();
        st.next_conn += 1;
        let id = st.next_conn;
        st.record.gateway.push(GatewayEvent::Connected(id));
        let hello = json!({
            "op": 10,
            "s": null,
            "t": null,
            "d": {"heartbeat_interval": st.heartbeat_interval_ms},
        });
        (id, hello)
    };
    shared.bump();
    let (mut sink, mut stream) = socket.split();
    if sink
        .send(Message::Text(hello.to_string().into()))
        .await
        .is_err()
    {
        return;
    }
    loop {
        tokio::select! {
            cmd = rx.recv() => match cmd {
                Some(ConnCmd::Send(text)) => {
                    if sink.send(Message::Text(text.into())).await.is_err() {
                        break;
                    }
                }
                Some(ConnCmd::Close(code, reason)) => {
                    let frame = CloseFrame { code, reason: reason.into() };
                    let _ = sink.send(Message::Close(Some(frame))).await;
                    break;
                }
                None => break,
            },
            msg = stream.next() => match msg {
                Some(Ok(Message::Text(text))) => {
                    on_client_payload(&shared, conn_id, &path, &tx, text.as_str());
                    shared.bump();
                }
                Some(Ok(Message::Binary(_))) => {
                    // Discord closes with 4002 (decode error) for payloads it cannot read.
                    let _ = tx.send(ConnCmd::Close(4002, "Error while decoding payload."));
                }
                // Closing with 1000 or 1001 ends the session (the bot goes offline); any
                // other end leaves it resumable (`DISCORD.md` §3, close codes).
                Some(Ok(Message::Close(Some(frame))))
                    if matches!(frame.code, 1000 | 1001) =>
                {
                    let mut st = shared.lock();
                    st.sessions
                        .retain(|s| s.conn.as_ref().is_none_or(|c| c.id != conn_id));
                    break;
                }
                Some(Ok(Message::Close(_)) | Err(_)) | None => break,
                Some(Ok(_)) => {}
            },
        }
    }
    let mut st = shared.lock();
    for session in &mut st.sessions {
        if session.conn.as_ref().is_some_and(|c| c.id == conn_id) {
            session.conn = None;
        }
    }
    st.record.gateway.push(GatewayEvent::Disconnected(conn_id));
    drop(st);
    shared.bump();
}

fn token_ok(st: &FakeState, token: &Value) -> bool {
    token
        .as_str()
        .is_some_and(|t| t.strip_prefix("Bot ").unwrap_or(t) == st.token)
}

fn on_client_payload(
    shared: &Shared,
    conn_id: u64,
    path: &str,
    tx: &mpsc::UnboundedSender<ConnCmd>,
    text: &str,
) {
    let Ok(payload) = serde_json::from_str::<Value>(text) else {
        let _ = tx.send(ConnCmd::Close(4002, "Error while decoding payload."));
        return;
    };
    let d = &payload["d"];
    let mut st = shared.lock();
    match payload["op"].as_u64() {
        // Heartbeat: d is the last sequence number the client received (or null).
        Some(1) => {
            st.record.gateway.push(GatewayEvent::Heartbeat(d.as_u64()));
            let _ = tx.send(ConnCmd::Send(
                json!({"op": 11, "s": null, "t": null, "d": null}).to_string(),
            ));
        }
        // Identify.
        Some(2) => {
            if !token_ok(&st, &d["token"]) {
                let _ = tx.send(ConnCmd::Close(4004, "Authentication failed."));
                return;
            }
            // Intents: undefined bits are 4013, privileged ones not enabled for the app 4014;
            // neither is reconnectable (the client must change what it asks for).
            let asked = d["intents"].as_u64().unwrap_or(0);
            let refusal = if asked & !intents::DEFINED != 0 {
                Some((4013, "Invalid intent(s)."))
            } else if asked & intents::PRIVILEGED & !st.allowed_intents != 0 {
                Some((4014, "Disallowed intent(s)."))
            } else {
                None
            };
            // A shard outside its total (or a total of 0) is 4010, not reconnectable either.
            let refusal = refusal.or_else(|| {
                (!d["shard"].is_null() && shard_of_identify(&d["shard"]).is_none())
                    .then_some((4010, "Invalid shard."))
            });
            if let Some((code, reason)) = refusal {
                let _ = tx.send(ConnCmd::Close(code, reason));
                st.record.gateway.push(GatewayEvent::ServerClosed {
                    conn: conn_id,
                    code,
                });
                return;
            }
            identify(&mut st, conn_id, path, tx, d);
        }
        // Resume.
        Some(6) => {
            let session_id = d["session_id"].as_str().unwrap_or_default().to_owned();
            let seq = d["seq"].as_u64().unwrap_or(0);
            let index = st.session_index(&session_id);
            let resumable = token_ok(&st, &d["token"]) && index.is_some();
            let (true, Some(index)) = (resumable, index) else {
                st.record.gateway.push(GatewayEvent::InvalidSession);
                let _ = tx.send(ConnCmd::Send(
                    json!({"op": 9, "s": null, "t": null, "d": false}).to_string(),
                ));
                return;
            };
            let session = &mut st.sessions[index];
            let mut replayed = 0;
            for (s, event) in &session.events {
                if *s > seq {
                    let _ = tx.send(ConnCmd::Send(event.clone()));
                    replayed += 1;
                }
            }
            session.conn = Some(Conn {
                id: conn_id,
                tx: tx.clone(),
            });
            st.record.gateway.push(GatewayEvent::Resume {
                session_id,
                seq,
                replayed,
                path: path.to_owned(),
            });
            st.dispatch_to(index, "RESUMED", json!({}));
        }
        // Presence update, voice state update, request guild members, request soundboard
        // sounds: accepted and ignored.
        Some(3 | 4 | 8 | 31) => {}
        _ => {
            let _ = tx.send(ConnCmd::Close(4001, "Unknown opcode."));
        }
    }
}

/// `[id, num_shards]` of an Identify's `shard`, if it is one Discord accepts.
fn shard_of_identify(shard: &Value) -> Option<[u64; 2]> {
    let id = shard.get(0)?.as_u64()?;
    let total = shard.get(1)?.as_u64()?;
    (shard.as_array()?.len() == 2 && total > 0 && id < total).then_some([id, total])
}

/// A new session: READY, then one GUILD_CREATE per guild the bot is in on that shard. Other
/// sessions of the same shard live on (Discord allows several, each getting the shard's
/// events); a session this connection carried before is replaced.
fn identify(
    st: &mut FakeState,
    conn_id: u64,
    path: &str,
    tx: &mpsc::UnboundedSender<ConnCmd>,
    d: &Value,
) {
    let intents = d["intents"].as_u64().unwrap_or(0);
    let shard = shard_of_identify(&d["shard"]);
    let session_id = format!("{:032x}", u128::from(snowflake()) * 0x9e37_79b9_7f4a_7c15);
    st.sessions
        .retain(|s| s.conn.as_ref().is_none_or(|c| c.id != conn_id));
    st.sessions.push(Session {
        id: session_id.clone(),
        intents,
        shard,
        seq: 0,
        events: Vec::new(),
        conn: Some(Conn {
            id: conn_id,
            tx: tx.clone(),
        }),
    });
    let index = st.sessions.len() - 1;
    st.record.gateway.push(GatewayEvent::Identify {
        intents,
        session_id: session_id.clone(),
        shard,
        path: path.to_owned(),
    });
    let bot_id = st.bot.id;
    let session = &st.sessions[index];
    let guild_ids: Vec<u64> = st
        .guilds
        .values()
        .filter(|g| g.members.contains(&bot_id) && session.receives(Some(g.id)))
        .map(|g| g.id)
        .collect();
    let mut ready = json!({
        "v": 10,
        "user": current_user_json(&st.bot),
        "guilds": guild_ids
            .iter()
            .map(|id| json!({"id": id.to_string(), "unavailable": true}))
            .collect::<Vec<_>>(),
        "session_id": session_id,
        "resume_gateway_url": format!("{}{RESUME_PATH}", st.ws_url),
        "application": {"id": bot_id.to_string(), "flags": 0},
        "private_channels": [],
        "relationships": [],
        "user_settings": {},
        "presences": [],
        "geo_ordered_rtc_regions": [],
        "guild_join_requests": [],
    });
    if let Some(shard) = shard {
        ready["shard"] = json!(shard);
    }
    st.dispatch_to(index, "READY", ready);
    if intents & intents::GUILDS != 0 {
        for guild_id in guild_ids {
            let payload = guild_create(st, guild_id);
            st.dispatch_to(index, "GUILD_CREATE", payload);
        }
    }
}

fn guild_create(st: &FakeState, guild_id: u64) -> Value {
    let Some(guild) = st.guilds.get(&guild_id) else {
        return Value::Null;
    };
    let members: Vec<Value> = guild
        .members
        .iter()
        .filter_map(|u| st.users.get(u))
        .map(|u| {
            let mut member = member_json(u, guild.created_ms, true);
            // The bot holds its managed role, as an invited bot does.
            if u.id == st.bot.id {
                member["roles"] = json!([st.bot_role(guild_id).to_string()]);
            }
            member
        })
        .collect();
    let channels: Vec<Value> = guild
        .channels
        .iter()
        .filter_map(|c| st.channel_json(*c))
        .collect();
    let mut v = guild_create_json(guild, &members, &channels);
    // Threads in the guild the bot can see.
    let threads: Vec<Value> = st
        .channels
        .values()
        .filter(
            |c| matches!(c.kind, model::ChannelKind::Thread { guild_id: g, .. } if g == guild_id),
        )
        .filter_map(|c| st.channel_json(c.id))
        .collect();
    v["threads"] = json!(threads);
    v
}
