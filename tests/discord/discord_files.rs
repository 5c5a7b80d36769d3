//! Files as Discord takes them: a game's SGF record sent whole as `game-N.sgf`, and pictures
//! over the upload limit (413 / 40005) left out with a word why instead of lost.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use serde_json::json;
use support::discord::{
    challenge_accepted_by_button, slash, typed, wait_post, wait_private, world,
};

/// Alice and Bob play three moves of Hex 7 in #games and Bob resigns.
async fn a_finished_game(w: &support::discord::World) {
    challenge_accepted_by_button(w, "hex 7 swap=off", 1).await;
    typed(w, w.channel, w.alice, 1, 1, "c3").await;
    typed(w, w.channel, w.bob, 1, 2, "e5").await;
    typed(w, w.channel, w.alice, 1, 3, "d4").await;
    w.fake.user_says(w.bob, w.channel, "resign");
    wait_post(w, w.channel, "resigned").await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hex_export_sends_the_sgf_whole_as_a_file() {
    let w = world().await;
    a_finished_game(&w).await;
    let i = slash(
        &w,
        w.alice,
        w.channel,
        "export",
        json!([{"name": "game", "type": 4, "value": 1}]),
    );
    let answer = wait_private(&w, &i, "Game #1 as Hex SGF").await;
    assert!(answer.text().contains("attached"), "{answer:#?}");
    assert!(
        !answer.text().contains("```"),
        "no record in the text: {answer:#?}"
    );
    let file = answer.files.iter().find(|f| f.filename == "game-1.sgf");
    let file = file.unwrap_or_else(|| panic!("no game-1.sgf: {answer:#?}"));
    let sgf = String::from_utf8(file.bytes.clone()).unwrap();
    assert!(sgf.starts_with("(;"), "{sgf}");
    assert!(sgf.trim_end().ends_with(')'), "whole, not cut: {sgf}");
    for played in ["[c3]", "[e5]", "[d4]"] {
        assert!(sgf.contains(played), "{played} in {sgf}");
    }
    w.bot.shards.shutdown_all().await;
}

/// With an upload limit below a replay's size, Discord would refuse the file (413 / 40005):
/// the bot checks the interaction's `attachment_size_limit` first and answers without the
/// picture, saying why; the answer is not refused.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_over_the_upload_limit_is_answered_without_it_and_says_why() {
    let w = world().await;
    a_finished_game(&w).await;
    w.fake.set_upload_limit(1024);
    let i = slash(
        &w,
        w.alice,
        w.channel,
        "replay",
        json!([{"name": "game", "type": 4, "value": 1}]),
    );
    let answer = wait_private(&w, &i, "larger than Discord lets me upload").await;
    assert!(answer.files.is_empty(), "{answer:#?}");
    let r = w.fake.record();
    assert!(
        !r.refusals
            .iter()
            .any(|f| f.code == 40005 && f.path.starts_with("/webhooks")),
        "{:?}",
        r.refusals
    );

    // A DM is checked against Discord's default (10 MiB): the local Discord, set lower,
    // refuses the board (40005) and the bot sends the DM again without it.
    w.fake.user_says(w.alice, w.channel, "hex replay 1");
    let dm = support::discord::wait_dm(&w, w.alice, "larger than Discord lets me upload").await;
    assert!(dm.files.is_empty(), "{dm:#?}");
    let r = w.fake.record();
    assert!(
        r.refusals
            .iter()
            .any(|f| f.code == 40005 && f.status == 413),
        "{:?}",
        r.refusals
    );
    w.bot.shards.shutdown_all().await;
}
