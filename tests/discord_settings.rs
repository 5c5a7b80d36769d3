//! `/hex settings` through the local Discord: the member's permissions come with the
//! interaction, only a manager changes the settings, the answer is private, and a challenge
//! typed in the server then gets the server's default game and size.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use hextable::core::Platform;
use serde_json::json;
use support::discord::{slash, wait_private, world};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn only_a_manager_changes_the_settings_and_challenges_follow_them() {
    let w = world().await;

    let refused = slash(
        &w,
        w.bob,
        w.channel,
        "settings",
        json!([{"name": "size", "type": 4, "value": 9}]),
    );
    let answer = wait_private(&w, &refused, "Manage Server").await;
    assert!(answer.is_ephemeral(), "{answer:#?}");
    let settings = w
        .bot
        .service
        .guild_settings(Platform::Discord, &w.guild.to_string())
        .await;
    assert_eq!(settings.size, None);

    // Alice owns the server: her interactions carry every permission.
    let saved = slash(
        &w,
        w.alice,
        w.channel,
        "settings",
        json!([
            {"name": "game", "type": 3, "value": "rex"},
            {"name": "size", "type": 4, "value": 9}
        ]),
    );
    let answer = wait_private(&w, &saved, "Saved.").await;
    assert!(answer.is_ephemeral(), "{answer:#?}");
    assert!(answer.text().contains("rex 9"), "{answer:#?}");

    w.fake.user_says(w.bob, w.channel, "hex open red");
    let post = w
        .fake
        .wait_for("the open challenge", |r| {
            r.public_in(w.channel)
                .find(|p| p.text().contains("challenge"))
                .cloned()
        })
        .await;
    assert!(post.text().contains("rex 9×9"), "{post:#?}");
    // The settings were written with the answer.
    let stored = w
        .bot
        .service
        .store()
        .guild_settings(Platform::Discord, &w.guild.to_string())
        .await
        .unwrap();
    assert_eq!(stored.game.as_deref(), Some("rex"));
    w.bot.shards.shutdown_all().await;
}
