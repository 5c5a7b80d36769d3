//! The privileged Message Content intent as Discord handles it (issue #17, finding 4): asked
//! for without being enabled in the Developer Portal, the gateway closes with 4014; without it,
//! guild messages arrive empty unless they mention the bot. hextable's bot falls back to
//! running without the intent, and plays moves addressed to it by mention.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::time::Duration;

use serde_json::json;
use support::discord::{button, intents, slash, start_bot, wait_post, GatewayEvent, World};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_message_content_intent_leaves_the_bot_running_on_mentions() {
    let w = World::builder().build_without_bot().await;
    // The portal toggle is off: Message Content may not be asked for.
    w.fake.allow_intents(0);
    let bot = start_bot(&w.fake, &w.url, w.guild).await;
    let w = w.with_bot(bot);

    // The first Identify (with Message Content) was closed with 4014, the next one did
    // without it.
    let record = w.fake.record();
    assert!(
        record
            .gateway
            .iter()
            .any(|g| matches!(g, GatewayEvent::ServerClosed { code: 4014, .. })),
        "{:#?}",
        record.gateway
    );
    let identified: Vec<u64> = record
        .gateway
        .iter()
        .filter_map(|g| match g {
            GatewayEvent::Identify { intents, .. } => Some(*intents),
            _ => None,
        })
        .collect();
    assert_eq!(identified.len(), 1, "{identified:?}");
    assert_eq!(identified[0] & intents::MESSAGE_CONTENT, 0);
    assert_ne!(identified[0] & intents::GUILD_MESSAGES, 0);

    // Slash commands and buttons work as ever.
    slash(
        &w,
        w.alice,
        w.channel,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": w.bob.to_string()}, {"name": "game", "type": 3, "value": "hex"}, {"name": "size", "type": 4, "value": 7}, {"name": "colour", "type": 3, "value": "red"}]),
    );
    let challenge = wait_post(&w, w.channel, "challenges").await;
    let accept = button(&w, challenge.message_id, "Accept");
    w.fake.click_button(w.bob, challenge.message_id, &accept);
    wait_post(&w, w.channel, "Game #1 begins").await;

    // A move typed without mentioning the bot arrives empty: nothing happens.
    w.fake.user_says(w.alice, w.channel, "c3");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    let r = w.fake.record();
    let answered: Vec<_> = r
        .posts()
        .filter(|p| p.text().contains("c3") || p.text().contains("move 1"))
        .collect();
    assert!(
        answered.is_empty(),
        "an empty message was answered: {answered:#?}"
    );
    // Addressed to the bot, it is read.
    let bot_id = w.fake.bot_id();
    w.fake
        .user_says(w.alice, w.channel, &format!("<@{bot_id}> c3"));
    let moved = wait_post(&w, w.channel, "Game #1, move 1:").await;
    assert!(moved.text().contains("c3"), "{moved:#?}");
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn intents_not_allowed_or_not_defined_close_the_gateway() {
    use hextable::adapters::discord::connect::build_http;
    use serenity::all::{ClientBuilder, GatewayIntents};
    let w = World::builder().build_without_bot().await;
    w.fake.allow_intents(intents::MESSAGE_CONTENT);
    for (asked, code) in [
        (GatewayIntents::GUILD_MEMBERS, 4014),
        (GatewayIntents::from_bits_retain(1 << 30), 4013),
    ] {
        let http = build_http(w.fake.token(), &w.fake.api_target()).unwrap();
        let mut client = ClientBuilder::new_with_http(http, GatewayIntents::GUILDS | asked)
            .await
            .unwrap();
        let ended = tokio::time::timeout(Duration::from_secs(20), client.start())
            .await
            .expect("serenity gives up on a closed gateway");
        assert!(ended.is_err(), "{ended:?}");
        w.fake
            .wait_for(&format!("close {code}"), |r| {
                r.gateway
                    .iter()
                    .any(|g| matches!(g, GatewayEvent::ServerClosed { code: c, .. } if *c == code))
                    .then_some(())
            })
            .await;
    }
    assert_eq!(w.fake.record().identifies(), 0);
}
