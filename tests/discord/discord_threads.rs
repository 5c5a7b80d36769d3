//! Game threads as Discord keeps them: an archive duration fitting the game's clock, threads
//! that archive themselves when idle, and edits refused there (50083) until the bot
//! unarchives the thread.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::time::Duration;

use serde_json::json;
use support::discord::{
    button, challenge_accepted_by_button, slash, typed, wait_disabled, wait_dm, wait_post,
    wait_private, world, Sent, World,
};

/// Alice turns on a thread per game for the server.
async fn threads_on(w: &World) {
    let i = slash(
        w,
        w.alice,
        w.channel,
        "settings",
        json!([{"name": "threads", "type": 5, "value": true}]),
    );
    wait_private(w, &i, "Saved.").await;
}

/// The thread of game 1 and the archive duration it was opened with.
async fn game_thread(w: &World) -> (u64, Option<u64>) {
    w.fake
        .wait_for("the game's thread", |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::ThreadCreated {
                    thread_id,
                    parent_id,
                    auto_archive_duration,
                    ..
                } if *parent_id == w.channel => Some((*thread_id, *auto_archive_duration)),
                _ => None,
            })
        })
        .await
}

fn archived(w: &World, thread: u64) -> bool {
    w.fake
        .thread_metadata(thread)
        .is_some_and(|m| m["archived"] == true)
}

/// A correspondence game (3 days a move) gets a thread listed for 3 days; idle that long it
/// archives itself; a move still posts there (sending unarchives), and a stale button in the
/// archived thread is still disabled: the bot meets 50083, unarchives, and edits again.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_correspondence_games_thread_keeps_working_after_it_archives() {
    let w = world().await;
    threads_on(&w).await;
    challenge_accepted_by_button(&w, "hex 7 3d", 1).await;
    let (thread, duration) = game_thread(&w).await;
    assert_eq!(duration, Some(4320), "3 days a move: a 3-day thread");
    tokio::time::sleep(Duration::from_millis(300)).await;

    // Alice (Red) opens; Blue's Swap / Place buttons come in the thread and by DM.
    w.fake.user_says(w.alice, thread, "c3");
    let first = wait_post(&w, thread, "Game #1, move 1:").await;
    let prompt = wait_dm(&w, w.bob, "Game #1: Alice played c3").await;
    // Bob swaps from his DM: the thread's buttons are now stale (disabled when clicked).
    let swap_dm = button(&w, prompt.message_id, "Swap");
    w.fake.click_button(w.bob, prompt.message_id, &swap_dm);
    wait_post(&w, thread, "Game #1, move 2:").await;

    // Three quiet days: Discord archives the thread.
    w.fake.pass_time(Duration::from_secs(4320 * 60));
    assert!(archived(&w, thread));

    // The stale Swap in the archived thread: disabled all the same, after one unarchive.
    let swap = button(&w, first.message_id, "Swap");
    let late = w.fake.click_button(w.bob, first.message_id, &swap);
    wait_private(&w, &late, "expired").await;
    wait_disabled(&w, first.message_id).await;
    let r = w.fake.record();
    assert!(
        r.refusals.iter().any(|f| f.code == 50083),
        "the first edit met the archived thread: {:?}",
        r.refusals
    );
    let unarchives = r
        .sent
        .iter()
        .filter(|s| {
            matches!(s, Sent::ThreadModified { thread_id, archived: Some(false), .. } if *thread_id == thread)
        })
        .count();
    assert_eq!(unarchives, 1);
    assert!(!archived(&w, thread));

    // Archived again, the game goes on: the bot's post unarchives the thread by itself.
    w.fake.pass_time(Duration::from_secs(4320 * 60));
    assert!(archived(&w, thread));
    w.fake.user_says(w.alice, thread, "d4");
    wait_post(&w, thread, "Game #1, move 3:").await;
    assert!(!archived(&w, thread));
    w.bot.shards.shutdown_all().await;
}

/// A thread per game, but the bot may not create public threads in #games: the game is
/// played in the channel, and the bot does not ask Discord again for every post.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_create_public_threads_the_game_is_played_in_the_channel() {
    let w = world().await;
    threads_on(&w).await;
    w.fake.overwrite(
        w.channel,
        w.fake.bot_role(w.guild),
        0,
        support::discord::permissions::CREATE_PUBLIC_THREADS,
    );
    challenge_accepted_by_button(&w, "hex 7 swap=off", 1).await;
    typed(&w, w.channel, w.alice, 1, 1, "c3").await;
    typed(&w, w.channel, w.bob, 1, 2, "e5").await;
    let r = w.fake.record();
    let refused = r
        .refusals
        .iter()
        .filter(|f| f.code == 50013 && f.path.ends_with("/threads"))
        .count();
    assert_eq!(refused, 1, "asked once: {:?}", r.refusals);
    assert!(!r
        .sent
        .iter()
        .any(|s| matches!(s, Sent::ThreadCreated { .. })));
    w.bot.shards.shutdown_all().await;
}
