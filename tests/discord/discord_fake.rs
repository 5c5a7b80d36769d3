//! The local Discord (tests/support/discord) proven against the real serenity client: a
//! serenity `Client` connects to it over loopback (REST over TLS as `discord.com`, gateway over
//! a websocket) and a tiny test-only handler answers messages, DMs and interactions.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::time::Duration;

use hextable::adapters::discord::connect::{build_http, ApiTarget};
use serenity::{
    all::{
        ActionRowComponent, ChannelId, ChannelType, ClientBuilder, CommandOptionType,
        ComponentInteraction, Context, CreateActionRow, CreateAttachment,
        CreateAutocompleteResponse, CreateButton, CreateCommand, CreateCommandOption,
        CreateInputText, CreateInteractionResponse, CreateInteractionResponseFollowup,
        CreateInteractionResponseMessage, CreateMessage, CreateModal, CreateThread,
        EditInteractionResponse, EventHandler, GatewayIntents, GuildId, InputTextStyle,
        Interaction, Message, Ready, ShardManager, UserId,
    },
    async_trait,
    model::event::GatewayEvent as SerenityGatewayEvent,
};
use support::discord::{FakeDiscord, GatewayEvent, Post, Record, Sent, TEST_CA_DER, WAIT};
use tokio::sync::mpsc;

/// A 1×1 PNG.
const PNG: &[u8] = &[
    0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0x00, 0x00, 0x00, 0x0d, 0x49, 0x48, 0x44, 0x52,
    0x00, 0x00, 0x00, 0x01, 0x00, 0x00, 0x00, 0x01, 0x08, 0x02, 0x00, 0x00, 0x00, 0x90, 0x77, 0x53,
    0xde, 0x00, 0x00, 0x00, 0x0c, 0x49, 0x44, 0x41, 0x54, 0x78, 0x9c, 0x63, 0x38, 0xa3, 0xa4, 0x04,
    0x00, 0x02, 0xce, 0x01, 0x11, 0x5a, 0xea, 0x98, 0x59, 0x00, 0x00, 0x00, 0x00, 0x49, 0x45, 0x4e,
    0x44, 0xae, 0x42, 0x60, 0x82,
];

/// What the handler tells the test besides its API calls (errors it saw).
type Reports = mpsc::UnboundedSender<String>;

/// A test-only bot: "ping" → "pong" with a PNG and a button, plus a DM to the author; the
/// `/ping` command → an ephemeral answer and a follow-up; the button → an updated message.
struct Handler {
    guild: GuildId,
    reports: Reports,
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, _ready: Ready) {
        let command = CreateCommand::new("ping")
            .description("Ask the bot for a pong")
            .add_option(
                CreateCommandOption::new(CommandOptionType::Integer, "size", "Board size")
                    .min_int_value(7)
                    .max_int_value(19),
            );
        let slow = CreateCommand::new("slow").description("A deferred answer");
        if let Err(e) = self
            .guild
            .set_commands(&ctx.http, vec![command, slow])
            .await
        {
            let _ = self.reports.send(format!("register failed: {e}"));
        }
    }

    async fn message(&self, ctx: Context, msg: Message) {
        if msg.author.bot || msg.content != "ping" {
            return;
        }
        let pong = CreateMessage::new()
            .content("pong")
            .add_file(CreateAttachment::bytes(PNG, "pong.png"))
            .components(vec![CreateActionRow::Buttons(vec![CreateButton::new(
                "again",
            )
            .label("Again")])]);
        if let Err(e) = msg.channel_id.send_message(&ctx.http, pong).await {
            let _ = self.reports.send(format!("pong failed: {e}"));
        }
        if msg.guild_id.is_some() {
            let dm = CreateMessage::new()
                .content("you said ping")
                .add_file(CreateAttachment::bytes(PNG, "view.png"));
            if let Err(e) = msg.author.direct_message(&ctx, dm).await {
                let code = match &e {
                    serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) => {
                        r.error.code
                    }
                    _ => -1,
                };
                let _ = self.reports.send(format!("dm failed: {code}"));
            }
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(cmd) if cmd.data.name == "settings" => {
                // Restricted to Manage Server, from the member's computed permissions.
                let perms = cmd.member.as_ref().and_then(|m| m.permissions);
                let allowed = perms.is_some_and(|p| p.manage_guild());
                let text = if allowed {
                    "settings open"
                } else {
                    "Manage Server needed"
                };
                let answer = CreateInteractionResponseMessage::new()
                    .content(text)
                    .ephemeral(true);
                if let Err(e) = cmd
                    .create_response(&ctx.http, CreateInteractionResponse::Message(answer))
                    .await
                {
                    let _ = self.reports.send(format!("settings failed: {e}"));
                }
            }
            Interaction::Command(cmd) if cmd.data.name == "resign" => {
                // Type 9: a modal asking for confirmation.
                let input = CreateInputText::new(InputTextStyle::Short, "Type yes", "confirm");
                let modal = CreateModal::new("resign-modal", "Resign?")
                    .components(vec![CreateActionRow::InputText(input)]);
                if let Err(e) = cmd
                    .create_response(&ctx.http, CreateInteractionResponse::Modal(modal))
                    .await
                {
                    let _ = self.reports.send(format!("modal failed: {e}"));
                }
            }
            Interaction::Modal(submit) => {
                let value = submit
                    .data
                    .components
                    .iter()
                    .flat_map(|row| &row.components)
                    .find_map(|c| match c {
                        ActionRowComponent::InputText(t) if t.custom_id == "confirm" => {
                            t.value.clone()
                        }
                        _ => None,
                    });
                let text = format!(
                    "{} confirmed: {}",
                    submit.data.custom_id,
                    value.unwrap_or_default()
                );
                let answer = CreateInteractionResponseMessage::new().content(text);
                if let Err(e) = submit
                    .create_response(&ctx.http, CreateInteractionResponse::Message(answer))
                    .await
                {
                    let _ = self.reports.send(format!("modal answer failed: {e}"));
                }
            }
            Interaction::Command(cmd) if cmd.data.name == "slow" => {
                // Type 5 (deferred, ephemeral), then PATCH @original with the result.
                if let Err(e) = cmd.defer_ephemeral(&ctx.http).await {
                    let _ = self.reports.send(format!("defer failed: {e}"));
                    return;
                }
                let done = EditInteractionResponse::new()
                    .content("done")
                    .new_attachment(CreateAttachment::bytes(PNG, "late.png"));
                if let Err(e) = cmd.edit_response(&ctx.http, done).await {
                    let _ = self.reports.send(format!("edit failed: {e}"));
                }
            }
            Interaction::Command(cmd) => {
                let size = cmd.data.options.iter().find(|o| o.name == "size");
                let size = size.and_then(|o| o.value.as_i64()).unwrap_or(11);
                let answer = CreateInteractionResponseMessage::new()
                    .content(format!("only for {} ({size}x{size})", cmd.user.name))
                    .ephemeral(true);
                if let Err(e) = cmd
                    .create_response(&ctx.http, CreateInteractionResponse::Message(answer))
                    .await
                {
                    let _ = self.reports.send(format!("response failed: {e}"));
                    return;
                }
                let followup = CreateInteractionResponseFollowup::new()
                    .content("follow-up")
                    .ephemeral(true)
                    .add_file(CreateAttachment::bytes(PNG, "private.png"));
                if let Err(e) = cmd.create_followup(&ctx.http, followup).await {
                    let _ = self.reports.send(format!("follow-up failed: {e}"));
                }
            }
            Interaction::Component(click) => on_click(&ctx, &click, &self.reports).await,
            Interaction::Autocomplete(ac) => {
                let typed = ac
                    .data
                    .autocomplete()
                    .map(|o| o.value.to_owned())
                    .unwrap_or_default();
                let choices = CreateAutocompleteResponse::new()
                    .add_int_choice(format!("{typed}x{typed}"), 7)
                    .add_int_choice("11x11", 11);
                let reply = CreateInteractionResponse::Autocomplete(choices);
                if let Err(e) = ac.create_response(&ctx.http, reply).await {
                    let _ = self.reports.send(format!("autocomplete failed: {e}"));
                }
            }
            _ => {}
        }
    }
}

async fn on_click(ctx: &Context, click: &ComponentInteraction, reports: &Reports) {
    let update = CreateInteractionResponseMessage::new()
        .content(format!(
            "{} clicked {}",
            click.user.name, click.data.custom_id
        ))
        .components(vec![]);
    if let Err(e) = click
        .create_response(&ctx.http, CreateInteractionResponse::UpdateMessage(update))
        .await
    {
        let _ = reports.send(format!("update failed: {e}"));
    }
}

/// This file's bots are its own serenity clients: its world is the server without hextable's.
type World = support::discord::World<()>;

async fn world(heartbeat: Duration) -> World {
    support::discord::World::builder()
        .heartbeat(heartbeat)
        .build_without_bot()
        .await
}

/// Starts a real serenity client against the fake; returns its shard manager and the
/// handler's reports.
async fn start_bot(
    w: &World,
) -> (
    std::sync::Arc<ShardManager>,
    mpsc::UnboundedReceiver<String>,
) {
    let intents = GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT;
    start_bot_with(w, intents).await
}

async fn start_bot_with(
    w: &World,
    intents: GatewayIntents,
) -> (
    std::sync::Arc<ShardManager>,
    mpsc::UnboundedReceiver<String>,
) {
    let target = ApiTarget::Pinned {
        addr: w.fake.tls_addr(),
        root_certificate_der: TEST_CA_DER.to_vec(),
    };
    let http = build_http(w.fake.token(), &target).expect("serenity Http");
    let (tx, rx) = mpsc::unbounded_channel();
    let handler = Handler {
        guild: GuildId::new(w.guild),
        reports: tx,
    };
    let mut client = ClientBuilder::new_with_http(http, intents)
        .event_handler(handler)
        .await
        .expect("client");
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        if let Err(e) = client.start().await {
            eprintln!("serenity client stopped: {e}");
        }
    });
    w.fake.wait_ready().await;
    (shards, rx)
}

fn pongs_in(record: &Record, channel: u64) -> Vec<Post> {
    record
        .sent
        .iter()
        .filter_map(|s| match s {
            Sent::Message(p) if p.channel_id == channel && p.content == "pong" => Some(p.clone()),
            _ => None,
        })
        .collect()
}

async fn wait_pong(w: &World, channel: u64) -> Post {
    w.fake
        .wait_for("pong", |r| pongs_in(r, channel).into_iter().next())
        .await
}

fn dm_to(record: &Record, user: u64) -> Option<Post> {
    record.sent.iter().find_map(|s| match s {
        Sent::Message(p) if p.dm_recipient == Some(user) => Some(p.clone()),
        _ => None,
    })
}

async fn next_report(rx: &mut mpsc::UnboundedReceiver<String>) -> String {
    tokio::time::timeout(WAIT, rx.recv())
        .await
        .expect("a handler report")
        .expect("open")
}

/// Every event the fake dispatched must deserialize into serenity's gateway model: a payload
/// serenity cannot read would be dropped silently by the client.
fn assert_dispatches_parse(fake: &FakeDiscord) {
    let dispatched = fake.dispatched();
    assert!(!dispatched.is_empty());
    for payload in dispatched {
        if let Err(e) = serde_json::from_str::<SerenityGatewayEvent>(&payload) {
            panic!("serenity cannot read {payload}: {e}");
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_bot_talks_to_the_local_discord() {
    let w = world(Duration::from_millis(500)).await;
    let (shards, mut reports) = start_bot(&w).await;

    // (d) On Ready the bot registered its guild command.
    let commands = w
        .fake
        .wait_for("guild command registration", |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::Commands {
                    guild_id: Some(g),
                    commands,
                } if *g == w.guild => Some(commands.clone()),
                _ => None,
            })
        })
        .await;
    assert_eq!(commands.len(), 2);
    assert_eq!(commands[0]["name"], "ping");
    assert_eq!(commands[0]["options"][0]["name"], "size");
    assert_eq!(commands[0]["options"][0]["type"], 4);
    assert_eq!(commands[1]["name"], "slow");
    assert_eq!(w.fake.commands(Some(w.guild))[0]["name"], "ping");

    // (a) A typed "ping" in the channel → "pong" with a PNG attachment and a button.
    w.fake.user_says(w.alice, w.channel, "ping");
    let pong = wait_pong(&w, w.channel).await;
    assert_eq!(pong.files.len(), 1);
    assert_eq!(pong.files[0].field, "files[0]");
    assert_eq!(pong.files[0].filename, "pong.png");
    assert_eq!(pong.files[0].bytes, PNG);
    assert!(pong.files[0].is_png());
    assert_eq!(pong.components[0]["components"][0]["custom_id"], "again");
    let stored = w.fake.message(pong.message_id).expect("stored pong");
    assert_eq!(stored["attachments"][0]["filename"], "pong.png");

    // (b) ... and a DM to the author, with its own PNG.
    let dm = w.fake.wait_for("DM to Alice", |r| dm_to(r, w.alice)).await;
    assert_eq!(dm.content, "you said ping");
    assert_eq!(dm.files[0].bytes, PNG);
    assert_eq!(w.fake.dm_channel_of(w.alice), Some(dm.channel_id));
    assert!(w
        .fake
        .record()
        .sent
        .iter()
        .any(|s| matches!(s, Sent::DmOpened { recipient, .. } if *recipient == w.alice)));

    // (c) The slash command → an ephemeral response (type 4, flags 64) and a follow-up.
    let options = serde_json::json!([{"name": "size", "type": 4, "value": 7}]);
    let call = w.fake.slash_command(w.bob, w.channel, "ping", options);
    let response = w
        .fake
        .wait_for("interaction response", |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::InteractionResponse {
                    interaction_id,
                    kind,
                    post,
                    ..
                } if *interaction_id == call.id => Some((*kind, post.clone())),
                _ => None,
            })
        })
        .await;
    assert_eq!(response.0, 4);
    let answer = response.1.expect("a message");
    assert!(answer.is_ephemeral());
    assert_eq!(answer.content, "only for bob (7x7)");
    let followup = w
        .fake
        .wait_for("follow-up", |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::Followup {
                    interaction_id,
                    post,
                } if *interaction_id == call.id => Some(post.clone()),
                _ => None,
            })
        })
        .await;
    assert_eq!(followup.content, "follow-up");
    assert!(followup.is_ephemeral());
    assert_eq!(followup.files[0].filename, "private.png");

    // A deferred response (type 5, ephemeral) completed by editing @original.
    let slow = w
        .fake
        .slash_command(w.alice, w.channel, "slow", serde_json::json!([]));
    let edited = w
        .fake
        .wait_for("the deferred answer", |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::InteractionEdit {
                    interaction_id,
                    post,
                } if *interaction_id == slow.id => Some(post.clone()),
                _ => None,
            })
        })
        .await;
    assert_eq!(edited.content, "done");
    assert!(edited.is_ephemeral());
    assert_eq!(edited.flags & 128, 0, "no longer loading");
    assert_eq!(edited.files[0].bytes, PNG);
    assert!(w.fake.record().sent.iter().any(|s| matches!(
        s,
        Sent::InteractionResponse { interaction_id, kind: 5, .. } if *interaction_id == slow.id
    )));

    // Autocomplete (interaction type 4) → choices (callback type 8).
    let typing = serde_json::json!([{"name": "size", "type": 4, "value": "7"}]);
    let ac = w
        .fake
        .autocomplete(w.alice, w.channel, "ping", typing, "size");
    let choices = w.fake.wait_response("autocomplete choices", &ac, 8).await["choices"].clone();
    assert_eq!(choices[0]["name"], "7x7");
    assert_eq!(choices[0]["value"], 7);
    assert_eq!(choices[1]["value"], 11);

    // A button click (component_type 2) → the message is updated (type 7).
    let click = w.fake.click_button(w.bob, pong.message_id, "again");
    let updated = w.fake.wait_response_post("button update", &click, 7).await;
    assert_eq!(updated.message_id, pong.message_id);
    assert_eq!(updated.content, "bob clicked again");
    assert_eq!(
        w.fake.message(pong.message_id).unwrap()["content"],
        "bob clicked again"
    );

    // Heartbeats carry the last sequence number and are acknowledged (no zombie reconnect).
    w.fake
        .wait_for("a heartbeat", |r| {
            r.gateway
                .iter()
                .find(|g| matches!(g, GatewayEvent::Heartbeat(Some(_))))
                .cloned()
        })
        .await;

    let record = w.fake.record();
    assert_eq!(pongs_in(&record, w.channel).len(), 1, "{record:#?}");
    // Ephemeral answers never count as public; DMs are the user's.
    let public = record.public_text_in(w.channel);
    assert!(
        public.contains("pong.png") && public.contains("bob clicked again"),
        "{public}"
    );
    assert!(
        !public.contains("only for") && !public.contains("follow-up"),
        "{public}"
    );
    assert_eq!(record.dms_to(w.alice).count(), 1);
    assert!(record.refusals.is_empty(), "{:#?}", record.refusals);
    assert_eq!(
        record
            .gateway
            .iter()
            .filter(|g| matches!(g, GatewayEvent::Identify { .. }))
            .count(),
        1
    );
    assert!(reports.try_recv().is_err(), "the handler reported an error");
    assert_dispatches_parse(&w.fake);
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rate_limited_post_is_retried_and_delivered_once() {
    let w = world(Duration::from_secs(41)).await;
    let (shards, mut reports) = start_bot(&w).await;
    let path = format!("/channels/{}/messages", w.channel);
    w.fake.rate_limit("POST", &path, 1, 0.2);

    w.fake.user_says(w.alice, w.channel, "ping");
    wait_pong(&w, w.channel).await;
    // The DM is sent after the pong, so once it is there the pong's retries are over.
    w.fake.wait_for("DM to Alice", |r| dm_to(r, w.alice)).await;

    let record = w.fake.record();
    assert_eq!(pongs_in(&record, w.channel).len(), 1, "{record:#?}");
    let posts: Vec<u16> = record
        .requests
        .iter()
        .filter(|r| r.method == "POST" && r.path == path)
        .map(|r| r.status)
        .collect();
    assert_eq!(posts, [429, 200], "one 429, then the retry");
    let limited: Vec<_> = record.refusals.iter().filter(|r| r.status == 429).collect();
    assert_eq!(limited.len(), 1, "{:#?}", record.refusals);
    assert_eq!(limited[0].method, "POST");
    assert_eq!(limited[0].path, path);
    assert!(reports.try_recv().is_err(), "the handler saw an error");
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_dm_surfaces_as_error_50007() {
    let w = world(Duration::from_secs(41)).await;
    w.fake.close_dms(w.bob);
    let (shards, mut reports) = start_bot(&w).await;

    w.fake.user_says(w.bob, w.channel, "ping");
    assert_eq!(next_report(&mut reports).await, "dm failed: 50007");

    let record = w.fake.record();
    assert_eq!(pongs_in(&record, w.channel).len(), 1);
    assert!(
        dm_to(&record, w.bob).is_none(),
        "no DM may be recorded as delivered"
    );
    let refused = record
        .refusals
        .iter()
        .find(|r| r.code == 50007)
        .expect("a 50007");
    assert_eq!(refused.status, 403);
    assert_eq!(refused.method, "POST");
    let dm_channel = w
        .fake
        .dm_channel_of(w.bob)
        .expect("the DM channel was opened");
    assert_eq!(refused.path, format!("/channels/{dm_channel}/messages"));
    shards.shutdown_all().await;
}

/// Counts the Resume payloads recorded so far.
fn resumes(record: &Record) -> Vec<(u64, usize)> {
    record
        .gateway
        .iter()
        .filter_map(|g| match g {
            GatewayEvent::Resume { seq, replayed, .. } => Some((*seq, *replayed)),
            _ => None,
        })
        .collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dropped_gateway_is_resumed_and_nothing_is_lost_or_doubled() {
    let w = world(Duration::from_secs(41)).await;
    let (shards, mut reports) = start_bot(&w).await;
    let second = w.fake.add_text_channel(w.guild, "second");

    // 1. The connection is closed (4000) and reconnects are held: the message typed now is
    //    certainly sent while the bot is disconnected, and must come with the Resume.
    w.fake.hold_connections(true);
    w.fake.drop_gateway();
    w.fake
        .wait_for("the disconnect", |r| {
            r.gateway
                .iter()
                .find(|g| matches!(g, GatewayEvent::Disconnected(_)))
                .cloned()
        })
        .await;
    assert!(!w.fake.gateway_connected());
    w.fake.user_says(w.alice, w.channel, "ping");
    w.fake.hold_connections(false);
    let resumed = w
        .fake
        .wait_for("a Resume", |r| resumes(r).first().copied())
        .await;
    assert!(
        resumed.1 >= 1,
        "the missed MESSAGE_CREATE is replayed: {resumed:?}"
    );
    wait_pong(&w, w.channel).await;
    w.fake.wait_for("DM to Alice", |r| dm_to(r, w.alice)).await;

    // 2. Reconnect (op 7): the client resumes again; an event sent meanwhile arrives once.
    w.fake.request_reconnect();
    w.fake.user_says(w.bob, second, "ping");
    w.fake
        .wait_for("a second Resume", |r| resumes(r).get(1).copied())
        .await;
    wait_pong(&w, second).await;
    w.fake.wait_for("DM to Bob", |r| dm_to(r, w.bob)).await;

    // Settle: one more round trip after everything, then count.
    w.fake.user_dms(w.alice, "ping");
    let alice_dm = w.fake.dm_channel_of(w.alice).unwrap();
    wait_pong(&w, alice_dm).await;

    let record = w.fake.record();
    assert_eq!(pongs_in(&record, w.channel).len(), 1, "{record:#?}");
    assert_eq!(pongs_in(&record, second).len(), 1, "{record:#?}");
    assert_eq!(
        record
            .gateway
            .iter()
            .filter(|g| matches!(g, GatewayEvent::Identify { .. }))
            .count(),
        1,
        "resumed, not re-identified: {:#?}",
        record.gateway
    );
    assert!(!record.gateway.contains(&GatewayEvent::InvalidSession));
    assert!(reports.try_recv().is_err(), "the handler saw an error");
    assert_dispatches_parse(&w.fake);
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn serenity_reaches_the_fake_through_its_proxy_setting() {
    let w = world(Duration::from_secs(41)).await;
    let http = build_http(w.fake.token(), &ApiTarget::Proxy(w.fake.proxy_base())).unwrap();
    let me = http.get_current_user().await.expect("GET /users/@me");
    assert_eq!(me.id.get(), w.fake.bot_id());
    assert!(me.bot);
    let gateway = http.get_gateway().await.expect("GET /gateway");
    assert_eq!(gateway.url, w.fake.gateway_url());
    let bot_gateway = http.get_bot_gateway().await.expect("GET /gateway/bot");
    assert_eq!(bot_gateway.shards, 1);

    let sent = ChannelId::new(w.channel)
        .send_message(&http, CreateMessage::new().content("hello via proxy"))
        .await
        .expect("POST message");
    assert_eq!(sent.content, "hello via proxy");
    assert_eq!(sent.channel_id.get(), w.channel);
    let edited = ChannelId::new(w.channel)
        .edit_message(
            &http,
            sent.id,
            serenity::all::EditMessage::new().content("edited"),
        )
        .await
        .expect("PATCH message");
    assert_eq!(edited.content, "edited");
    assert!(edited.edited_timestamp.is_some());
    let thread = ChannelId::new(w.channel)
        .create_thread_from_message(&http, sent.id, CreateThread::new("game 1"))
        .await
        .expect("thread from message");
    assert_eq!(thread.id.get(), sent.id.get());
    let plain = ChannelId::new(w.channel)
        .create_thread(
            &http,
            CreateThread::new("lobby").kind(ChannelType::PublicThread),
        )
        .await
        .expect("thread without a message");
    assert_eq!(plain.name, "lobby");
    assert_eq!(plain.parent_id.map(|p| p.get()), Some(w.channel));
    ChannelId::new(w.channel)
        .delete_message(&http, sent.id)
        .await
        .expect("DELETE message");

    http.set_application_id(serenity::all::ApplicationId::new(w.fake.application_id()));
    let global = serenity::all::Command::set_global_commands(
        &http,
        vec![CreateCommand::new("hex").description("Hex games")],
    )
    .await
    .expect("PUT global commands");
    assert_eq!(global[0].name, "hex");
    assert_eq!(w.fake.commands(None)[0]["name"], "hex");
    let alice = http
        .get_user(UserId::new(w.alice))
        .await
        .expect("GET /users/{id}");
    assert_eq!(alice.name, "alice");
    assert_eq!(alice.global_name.as_deref(), Some("Alice"));
    let member = http
        .get_member(GuildId::new(w.guild), UserId::new(w.bob))
        .await
        .expect("GET /guilds/{id}/members/{id}");
    assert_eq!(member.user.id.get(), w.bob);
    let nobody = http
        .get_user(UserId::new(1))
        .await
        .expect_err("unknown user");
    assert!(matches!(
        nobody,
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(ref r)) if r.error.code == 10013
    ));

    // A wrong token is refused with 401, as Discord does.
    let bad = build_http("not-the-token", &ApiTarget::Proxy(w.fake.proxy_base())).unwrap();
    let err = bad.get_current_user().await.expect_err("401");
    match err {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) => {
            assert_eq!(r.status_code.as_u16(), 401);
        }
        other => panic!("unexpected error {other:?}"),
    }

    let record = w.fake.record();
    assert!(matches!(&record.sent[0], Sent::Message(p) if p.content == "hello via proxy"));
    assert!(matches!(&record.sent[1], Sent::Edit(p) if p.content == "edited"));
    assert!(matches!(
        &record.sent[2],
        Sent::ThreadCreated {
            from_message: Some(_),
            ..
        }
    ));
    assert!(matches!(
        &record.sent[3],
        Sent::ThreadCreated {
            from_message: None,
            ..
        }
    ));
    assert!(matches!(&record.sent[4], Sent::Delete { .. }));
    assert!(matches!(
        &record.sent[5],
        Sent::Commands { guild_id: None, .. }
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_invalidated_session_makes_the_bot_identify_again() {
    let w = world(Duration::from_secs(41)).await;
    let (shards, mut reports) = start_bot(&w).await;
    let identifies = |r: &Record| {
        r.gateway
            .iter()
            .filter(|g| matches!(g, GatewayEvent::Identify { .. }))
            .count()
    };

    w.fake.invalidate_session();
    w.fake
        .wait_for("Invalid Session", |r| {
            r.gateway
                .contains(&GatewayEvent::InvalidSession)
                .then_some(())
        })
        .await;
    w.fake
        .wait_for("a second Identify", |r| (identifies(r) == 2).then_some(()))
        .await;
    // The new session works: READY and GUILD_CREATE again, and messages get answers.
    w.fake.user_says(w.alice, w.channel, "ping");
    wait_pong(&w, w.channel).await;
    assert!(reports.try_recv().is_err(), "the handler saw an error");
    assert_dispatches_parse(&w.fake);
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_the_message_content_intent_guild_messages_arrive_empty() {
    let w = world(Duration::from_secs(41)).await;
    let intents =
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    let (shards, _reports) = start_bot_with(&w, intents).await;
    let identified = w.fake.record().gateway.iter().find_map(|g| match g {
        GatewayEvent::Identify { intents, .. } => Some(*intents),
        _ => None,
    });
    assert_eq!(identified, Some(intents.bits()));

    w.fake.user_says(w.alice, w.channel, "ping");
    w.fake.user_dms(w.alice, "ping");
    let alice = w.alice.to_string();
    let created: Vec<serde_json::Value> = w
        .fake
        .dispatched()
        .iter()
        .map(|p| serde_json::from_str::<serde_json::Value>(p).unwrap())
        .filter(|p| {
            p["t"] == "MESSAGE_CREATE" && p["d"]["author"]["id"].as_str() == Some(alice.as_str())
        })
        .collect();
    assert_eq!(created.len(), 2);
    assert_eq!(
        created[0]["d"]["content"], "",
        "guild message without MESSAGE_CONTENT"
    );
    assert_eq!(
        created[1]["d"]["content"], "ping",
        "DMs always carry their content"
    );
    // The bot still answers the DM.
    let dm = w.fake.dm_channel_of(w.alice).unwrap();
    wait_pong(&w, dm).await;
    assert!(pongs_in(&w.fake.record(), w.channel).is_empty());
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_late_interaction_response_is_unknown_interaction_10062() {
    let w = world(Duration::from_secs(41)).await;
    let (shards, mut reports) = start_bot(&w).await;
    // No bot answers within zero seconds: the callback comes too late, as after 3 s on Discord.
    w.fake.enforce_interaction_deadline(Some(Duration::ZERO));
    w.fake
        .slash_command(w.bob, w.channel, "ping", serde_json::json!([]));
    let report = next_report(&mut reports).await;
    assert!(report.starts_with("response failed"), "{report}");
    let record = w.fake.record();
    let refused = record
        .refusals
        .iter()
        .find(|r| r.code == 10062)
        .expect("a 10062");
    assert_eq!(refused.status, 404);
    assert!(refused.path.ends_with("/callback"));
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn interactions_carry_the_members_permissions() {
    let w = world(Duration::from_secs(41)).await;
    let (shards, mut reports) = start_bot(&w).await;
    let answer_to = |fake: &FakeDiscord, id: u64| {
        let fake = fake.clone();
        async move {
            fake.wait_for("settings answer", |r| {
                r.sent.iter().find_map(|s| match s {
                    Sent::InteractionResponse {
                        interaction_id,
                        post: Some(p),
                        ..
                    } if *interaction_id == id => Some(p.content.clone()),
                    _ => None,
                })
            })
            .await
        }
    };
    let no = settings_call(&w, w.bob);
    assert_eq!(answer_to(&w.fake, no).await, "Manage Server needed");
    let owner = settings_call(&w, w.alice);
    assert_eq!(answer_to(&w.fake, owner).await, "settings open");
    w.fake
        .grant_permissions(w.guild, w.bob, support::discord::model::MANAGE_GUILD);
    let yes = settings_call(&w, w.bob);
    assert_eq!(answer_to(&w.fake, yes).await, "settings open");
    assert!(reports.try_recv().is_err(), "the handler saw an error");
    shards.shutdown_all().await;
}

fn settings_call(w: &World, user: u64) -> u64 {
    w.fake
        .slash_command(user, w.channel, "settings", serde_json::json!([]))
        .id
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_modal_is_shown_and_its_submission_answered() {
    let w = world(Duration::from_secs(41)).await;
    let (shards, mut reports) = start_bot(&w).await;
    let call = w
        .fake
        .slash_command(w.bob, w.channel, "resign", serde_json::json!([]));
    let modal = w.fake.wait_response("the modal", &call, 9).await;
    assert_eq!(modal["custom_id"], "resign-modal");
    assert_eq!(
        modal["components"][0]["components"][0]["custom_id"],
        "confirm"
    );

    let submit = w
        .fake
        .submit_modal(w.bob, w.channel, "resign-modal", &[("confirm", "yes")]);
    let answer = w
        .fake
        .wait_response_post("the modal's answer", &submit, 4)
        .await;
    assert_eq!(answer.content, "resign-modal confirmed: yes");
    assert!(!answer.is_ephemeral());
    assert!(reports.try_recv().is_err(), "the handler saw an error");
    assert_dispatches_parse(&w.fake);
    shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_rate_limit_is_waited_out_and_everything_delivered_once() {
    let w = world(Duration::from_secs(41)).await;
    let (shards, mut reports) = start_bot(&w).await;
    w.fake
        .wait_for("command registration", |r| {
            r.sent
                .iter()
                .find(|s| matches!(s, Sent::Commands { .. }))
                .cloned()
        })
        .await;
    w.fake.rate_limit_global(2, 0.2);

    w.fake.user_says(w.alice, w.channel, "ping");
    wait_pong(&w, w.channel).await;
    w.fake.wait_for("DM to Alice", |r| dm_to(r, w.alice)).await;

    let record = w.fake.record();
    assert_eq!(pongs_in(&record, w.channel).len(), 1, "{record:#?}");
    assert_eq!(record.dms_to(w.alice).count(), 1);
    let limited = record.refusals.iter().filter(|r| r.status == 429).count();
    assert_eq!(limited, 2, "{:#?}", record.refusals);
    let posts: Vec<u16> = record
        .requests
        .iter()
        .filter(|r| r.path == format!("/channels/{}/messages", w.channel))
        .map(|r| r.status)
        .collect();
    assert_eq!(
        posts,
        [429, 429, 200],
        "the pong waited out the global limit twice"
    );
    assert!(reports.try_recv().is_err(), "the handler saw an error");
    shards.shutdown_all().await;
}

/// The code of a refused REST call, or a panic if it went through.
fn refused_code<T: std::fmt::Debug>(result: serenity::Result<T>) -> isize {
    match result {
        Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r))) => {
            r.error.code
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn embeds_are_checked_like_discord_does() {
    let w = world(Duration::from_secs(41)).await;
    let http = build_http(w.fake.token(), &ApiTarget::Proxy(w.fake.proxy_base())).unwrap();
    let channel = ChannelId::new(w.channel);
    let embed = serenity::all::CreateEmbed::new;

    // An embed showing the file uploaded with it is fine.
    let sent = channel
        .send_message(
            &http,
            CreateMessage::new()
                .embed(
                    embed()
                        .description("the board")
                        .image("attachment://board.png"),
                )
                .add_file(CreateAttachment::bytes(PNG.to_vec(), "board.png")),
        )
        .await
        .expect("an embed with its own file");
    assert_eq!(sent.embeds[0].description.as_deref(), Some("the board"));
    assert_eq!(sent.attachments[0].filename, "board.png");

    // An `attachment://` URL naming a file that is not in the request.
    let missing = channel
        .send_message(
            &http,
            CreateMessage::new()
                .embed(embed().description("x").image("attachment://board.png"))
                .add_file(CreateAttachment::bytes(PNG.to_vec(), "other.png")),
        )
        .await;
    assert_eq!(refused_code(missing), 50035);
    let none = channel
        .send_message(
            &http,
            CreateMessage::new().embed(embed().image("attachment://board.gif")),
        )
        .await;
    assert_eq!(refused_code(none), 50035);

    // Over-long fields, an empty embed, too much text in all.
    for bad in [
        embed().description("x".repeat(4097)),
        embed().title("x".repeat(257)),
        embed(),
    ] {
        let result = channel
            .send_message(&http, CreateMessage::new().embed(bad))
            .await;
        assert_eq!(refused_code(result), 50035);
    }
    let long = channel
        .send_message(
            &http,
            CreateMessage::new().embeds(vec![
                embed().description("x".repeat(4000)),
                embed().description("x".repeat(2001)),
            ]),
        )
        .await;
    assert_eq!(refused_code(long), 50035);
    let fits = channel
        .send_message(
            &http,
            CreateMessage::new().embed(embed().description("x".repeat(4096))),
        )
        .await;
    assert!(fits.is_ok(), "{fits:?}");

    // An edit may show a file the message already has.
    let edited = channel
        .edit_message(
            &http,
            sent.id,
            serenity::all::EditMessage::new().embed(
                embed()
                    .description("still the board")
                    .image("attachment://board.png"),
            ),
        )
        .await
        .expect("an edit showing a kept file");
    assert_eq!(
        edited.embeds[0].description.as_deref(),
        Some("still the board")
    );
    let wrong = channel
        .edit_message(
            &http,
            sent.id,
            serenity::all::EditMessage::new().embed(embed().image("attachment://nope.png")),
        )
        .await;
    assert_eq!(refused_code(wrong), 50035);

    // Only the accepted requests were recorded.
    let record = w.fake.record();
    let made: Vec<&Post> = record
        .sent
        .iter()
        .filter_map(|s| match s {
            Sent::Message(p) => Some(p),
            _ => None,
        })
        .collect();
    assert_eq!(made.len(), 2, "{made:#?}");
    assert_eq!(made[0].embed_images(), ["attachment://board.png"]);
    assert_eq!(made[0].files[0].filename, "board.png");
}
