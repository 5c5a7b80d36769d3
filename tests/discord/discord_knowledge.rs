//! The knowledge replay on Discord (issue #32, part 1): `/hex replay views:true` is refused,
//! privately, while a Dark Hex game is being played; the result post has a Replay button, and
//! pressing it answers (privately) with the animated picture; the button stays usable.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use serde_json::json;
use support::discord::{button, slash, wait_post, wait_private, world};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_result_of_a_dark_hex_game_offers_its_knowledge_replay() {
    let w = world().await;
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> darkhex 7 red", w.bob),
    );
    let post = wait_post(&w, w.channel, "challenges").await;
    let accept = button(&w, post.message_id, "Accept");
    w.fake.click_button(w.bob, post.message_id, &accept);
    wait_post(&w, w.channel, "Game #1 begins").await;
    // Alice runs down column a; Bob hits a1 once on the way.
    let moves = [
        (w.alice, "a1"),
        (w.bob, "a1"),
        (w.bob, "b1"),
        (w.alice, "a2"),
        (w.bob, "c1"),
        (w.alice, "a3"),
        (w.bob, "c2"),
        (w.alice, "a4"),
        (w.bob, "c3"),
        (w.alice, "a5"),
        (w.bob, "c4"),
        (w.alice, "a6"),
        (w.bob, "c5"),
    ];
    for (ply, (user, mv)) in moves.iter().enumerate() {
        w.fake.user_dms(*user, mv);
        wait_post(&w, w.channel, &format!("Game #1, move {}:", ply + 1)).await;
    }
    // During the game: refused, privately, with no picture.
    let options = json!([
        {"name": "game", "type": 4, "value": 1},
        {"name": "views", "type": 5, "value": true},
    ]);
    let early = slash(&w, w.carol, w.channel, "replay", options.clone());
    let no = wait_private(&w, &early, "still being played").await;
    assert!(no.files.is_empty(), "{no:#?}");

    w.fake.user_dms(w.alice, "a7");
    let over = wait_post(&w, w.channel, "Game #1 is over").await;
    let replay = button(&w, over.message_id, "Replay");
    // Anyone in the channel may press it, more than once.
    for _ in 0..2 {
        let click = w.fake.click_button(w.carol, over.message_id, &replay);
        let answer = wait_private(&w, &click, "What each player knew").await;
        assert_eq!(answer.files.len(), 1, "{answer:#?}");
        let file = &answer.files[0];
        assert!(file.filename.ends_with(".gif"), "{answer:#?}");
        assert!(file.bytes.starts_with(b"GIF89a"), "{answer:#?}");
    }
    let enabled = w.fake.buttons(over.message_id);
    assert!(
        enabled.iter().all(|(_, _, disabled)| !disabled),
        "{enabled:?}"
    );
    // The slash command answers the same after the end.
    let late = slash(&w, w.carol, w.channel, "replay", options);
    let answer = wait_private(&w, &late, "What each player knew").await;
    assert!(answer.files[0].bytes.starts_with(b"GIF89a"));
    w.bot.shards.shutdown_all().await;
}
