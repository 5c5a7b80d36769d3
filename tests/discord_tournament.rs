//! `/hex tournament …` on the local Discord: the group is registered within Discord's limits,
//! the owner creates a tournament, two members join and the owner starts it; its game begins
//! in the channel, each player hears that their game is ready, and the end brings the final
//! standings as a picture.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use serde_json::{json, Value};
use support::discord::{has_png, wait_dm, wait_post, wait_private, world, World};

/// `/hex tournament <sub>` with `options`, as `user`.
fn tournament(w: &World, user: u64, sub: &str, options: Value) -> support::discord::Interaction {
    w.fake.slash_command(
        user,
        w.channel,
        "hex",
        json!([{"name": "tournament", "type": 2, "options": [
            {"name": sub, "type": 1, "options": options}
        ]}]),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_from_slash_commands_to_the_final_standings_picture() {
    let w = world().await;
    let commands = w.fake.commands(Some(w.guild));
    let hex = commands.iter().find(|c| c["name"] == "hex").expect("/hex");
    let group = hex["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "tournament")
        .expect("the tournament group is registered");
    assert_eq!(group["options"].as_array().unwrap().len(), 13);

    let refused = tournament(&w, w.bob, "create", json!([]));
    wait_private(&w, &refused, "Only organisers").await;
    let created = tournament(
        &w,
        w.alice,
        "create",
        json!([
            {"name": "game", "type": 3, "value": "hex"},
            {"name": "size", "type": 4, "value": 7},
            {"name": "format", "type": 3, "value": "rr"}
        ]),
    );
    let _ = created;
    wait_post(&w, w.channel, "Tournament t1 is open").await;
    for user in [w.bob, w.carol] {
        let joined = tournament(
            &w,
            user,
            "join",
            json!([{"name": "tournament", "type": 4, "value": 1}]),
        );
        let _ = joined;
    }
    wait_post(&w, w.channel, "(2 players)").await;
    tournament(&w, w.alice, "start", json!([]));
    wait_post(&w, w.channel, "round 1 of 1").await;
    wait_post(&w, w.channel, "Game #1 begins").await;
    wait_dm(&w, w.bob, "your game #1").await;
    wait_dm(&w, w.carol, "your game #1").await;
    w.fake.user_dms(w.bob, "#1 resign");
    let standings = wait_post(&w, w.channel, "final standings").await;
    assert!(has_png(&standings), "{standings:#?}");
    w.bot.shards.shutdown_all().await;
}
