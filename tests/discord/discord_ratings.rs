//! Rated and casual games through the local Discord: `/hex challenge` has a `rated` option
//! (not `/hex play-bot`), `rated:false` makes a casual game whose result changes no rating,
//! and a challenge that leaves it out is rated, its result post showing both changes and its
//! rows on the server's leaderboard.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::core::{ratings::RatingKind, GameId, Platform, UserId};
use serde_json::json;
use support::discord::{slash, wait_post, world, World};

/// Alice challenges Bob to Hex 7×7 by slash command with `extra` options; Bob accepts by
/// typing; Alice plays a1 and Bob resigns. The challenge, start and result posts.
async fn hex_game_bob_resigns(w: &World, game: u64, extra: serde_json::Value) -> [String; 3] {
    let mut options = vec![
        json!({"name": "opponent", "type": 6, "value": w.bob.to_string()}),
        json!({"name": "game", "type": 3, "value": "hex"}),
        json!({"name": "size", "type": 4, "value": 7}),
        json!({"name": "colour", "type": 3, "value": "red"}),
    ];
    if !extra.is_null() {
        options.push(extra);
    }
    slash(w, w.alice, w.channel, "challenge", json!(options));
    let challenge = wait_post(w, w.channel, &format!("Challenge {game}:")).await;
    w.fake.user_says(w.bob, w.channel, "hex accept");
    let start = wait_post(w, w.channel, &format!("Game #{game} begins")).await;
    w.fake.user_says(w.alice, w.channel, "a1");
    wait_post(w, w.channel, &format!("Game #{game}, move 1:")).await;
    w.fake.user_says(w.bob, w.channel, "resign");
    let result = wait_post(w, w.channel, &format!("Game #{game} is over")).await;
    [challenge.text(), start.text(), result.text()]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rated_false_makes_a_casual_game_and_the_default_is_rated() {
    let w = world().await;
    // The option is offered to challenges between people only.
    let commands = w.fake.commands(Some(w.guild));
    let subs = commands[0]["options"].as_array().unwrap().clone();
    let has_rated = |name: &str| {
        subs.iter()
            .find(|s| s["name"] == name)
            .and_then(|s| s["options"].as_array())
            .is_some_and(|o| o.iter().any(|o| o["name"] == "rated" && o["type"] == 5))
    };
    assert!(has_rated("challenge") && has_rated("open"));
    assert!(!has_rated("play-bot"));

    let [challenge, start, result] =
        hex_game_bob_resigns(&w, 1, json!({"name": "rated", "type": 5, "value": false})).await;
    assert!(challenge.contains(", casual"), "{challenge}");
    assert!(start.contains(", casual"), "{start}");
    assert!(!result.contains("Rated"), "{result}");
    let store = w.bot.service.store();
    let rows = store.results_of_game(GameId(1)).await.unwrap();
    assert_eq!(rows.len(), 2, "{rows:#?}");
    assert!(rows.iter().all(|r| r.rated_n.is_none()));
    let alice = UserId::new(Platform::Discord, w.alice.to_string());
    let stored = store
        .load_ratings(&[(alice.clone(), RatingKind::Hex)])
        .await
        .unwrap();
    assert_eq!(stored[0].2.games, 0, "a casual game changes no rating");

    let [challenge, start, result] = hex_game_bob_resigns(&w, 2, json!(null)).await;
    assert!(challenge.contains(", rated") && start.contains(", rated"));
    assert!(
        result.contains("Rated: ") && result.contains("1662? (+162)"),
        "{result}"
    );
    let rows = store.results_of_game(GameId(2)).await.unwrap();
    assert!(rows.iter().all(|r| r.rated_n == Some(1)), "{rows:#?}");
    assert_eq!(rows[0].server, Some(w.guild.to_string()));
    let board = store
        .community_rating(&alice, &w.guild.to_string(), RatingKind::Hex)
        .await
        .unwrap();
    assert_eq!(board.map(|(r, _)| r.round()), Some(1662.0));
    w.bot.shards.shutdown_all().await;
}
