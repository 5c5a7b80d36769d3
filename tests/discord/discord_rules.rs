//! The local Discord keeps the rules Discord documents (tests/support/discord/DISCORD.md),
//! checked through serenity's own REST client with no bot running: a message is addressed
//! through its own channel, an interaction has 3 seconds for its first response in every
//! [`World`](support::discord::World) and its token works for 15 minutes, and every request
//! is stamped with when it was answered.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::time::Duration;

use hextable::adapters::discord::connect::build_http;
use serde_json::json;
use serenity::{
    all::{ApplicationId, ChannelId, CreateMessage, EditMessage, MessageId},
    http::Http,
};
use support::discord::World;

/// The server alone (no bot), and serenity's client pointed at it.
async fn server() -> (World<()>, Http) {
    let w = World::builder().build_without_bot().await;
    let http = build_http(w.fake.token(), &w.fake.api_target()).unwrap();
    http.set_application_id(ApplicationId::new(w.fake.application_id()));
    (w, http)
}

/// The JSON error code of a refused call; panics if it went through.
fn refused_code<T: std::fmt::Debug>(result: serenity::Result<T>) -> isize {
    match result {
        Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r))) => {
            r.error.code
        }
        other => panic!("expected a refusal, got {other:?}"),
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_message_is_addressed_through_its_own_channel() {
    let (w, http) = server().await;
    let games = ChannelId::new(w.channel);
    let chat = ChannelId::new(w.other);
    let sent = games
        .send_message(&http, CreateMessage::new().content("a board"))
        .await
        .unwrap();

    // The same message id under another channel is an unknown message, for edits and deletes.
    let edit = chat
        .edit_message(&http, sent.id, EditMessage::new().content("changed"))
        .await;
    assert_eq!(refused_code(edit), 10008);
    let delete = chat.delete_message(&http, sent.id).await;
    assert_eq!(refused_code(delete), 10008);
    let kept = w.fake.message(sent.id.get()).expect("still there");
    assert_eq!(kept["content"], "a board");

    // Through its own channel both work.
    games
        .edit_message(&http, sent.id, EditMessage::new().content("changed"))
        .await
        .unwrap();
    assert_eq!(w.fake.message(sent.id.get()).unwrap()["content"], "changed");
    games.delete_message(&http, sent.id).await.unwrap();
    assert!(w.fake.message(sent.id.get()).is_none());
    let missing = games
        .delete_message(&http, MessageId::new(sent.id.get()))
        .await;
    assert_eq!(refused_code(missing), 10008);

    // Every request is stamped, in the order answered.
    let record = w.fake.record();
    assert!(record.requests.len() >= 6);
    assert!(record.requests.windows(2).all(|p| p[0].at <= p[1].at));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_world_gives_an_interaction_three_seconds() {
    let (w, http) = server().await;
    let on_time = w.fake.slash_command(w.bob, w.channel, "hex", json!([]));
    let late = w.fake.slash_command(w.bob, w.channel, "hex", json!([]));
    let ack = json!({"type": 5, "data": {"flags": 64}});
    http.create_interaction_response(on_time.id.into(), &on_time.token, &ack, vec![])
        .await
        .expect("answered within 3 s");
    tokio::time::sleep(Duration::from_millis(3200)).await;
    let result = http
        .create_interaction_response(late.id.into(), &late.token, &ack, vec![])
        .await;
    assert_eq!(refused_code(result), 10062);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_interaction_token_works_for_fifteen_minutes_only() {
    let (w, http) = server().await;
    let i = w.fake.slash_command(w.bob, w.channel, "hex", json!([]));
    let ack = json!({"type": 5, "data": {"flags": 64}});
    http.create_interaction_response(i.id.into(), &i.token, &ack, vec![])
        .await
        .unwrap();
    let followup = json!({"content": "within the lifetime", "flags": 64});
    http.create_followup_message(&i.token, &followup, vec![])
        .await
        .expect("a fresh token works");
    // As if fifteen minutes had passed.
    w.fake.set_token_lifetime(Duration::ZERO);
    let expired = http
        .create_followup_message(&i.token, &json!({"content": "too late"}), vec![])
        .await;
    assert_eq!(refused_code(expired), 10015);
    let edit = http
        .edit_original_interaction_response(&i.token, &json!({"content": "too late"}), vec![])
        .await;
    assert_eq!(refused_code(edit), 10015);
}
