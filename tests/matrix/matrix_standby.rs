//! The Matrix account's standby (issue #19): two `hextable serve` processes on one PostgreSQL
//! database share the Matrix account and its data directory. The first holds the account's
//! lease and runs Matrix; the second stands by. When the first is killed with SIGKILL in the
//! middle of a Dark Hex game, the second takes the account over (within 10 s), the game goes
//! on, and every answer arrives exactly once.
//! Ignored unless `HEXTABLE_TEST_MATRIX_URL` and `HEXTABLE_TEST_POSTGRES_URL` are set
//! (`scripts/test` starts Synapse and PostgreSQL).

#![cfg(feature = "matrix")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::matrix_support;
use crate::support;

use std::{
    path::Path,
    time::{Duration, Instant},
};

use matrix_sdk::ruma::{OwnedUserId, RoomId};
use matrix_support::{game_one_begins, homeserver, register, unique, Human, PASSWORD};
use support::{fresh_postgres, serve::Served};

/// How long the standby may take to run Matrix after the holder died.
const TAKEOVER: Duration = Duration::from_secs(10);

/// Sends `cell` in `dm` and waits for the bot's answer there.
async fn play(human: &Human, dm: &RoomId, bot: &OwnedUserId, cell: &str) {
    let mark = human.mark();
    human.say(dm, cell).await;
    let answer = human
        .expect_after(mark, dm, &format!("you played {cell}."))
        .await;
    assert_eq!(&answer.sender, bot);
}

/// The bot's messages in `room` containing `needle`, as `human` saw them.
fn count(human: &Human, room: &RoomId, bot: &OwnedUserId, needle: &str) -> usize {
    human
        .seen()
        .iter()
        .filter(|s| &s.sender == bot && s.room == room && s.body.contains(needle))
        .count()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse and PostgreSQL (HEXTABLE_TEST_MATRIX_URL, HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn a_standby_takes_over_the_matrix_account_when_its_holder_dies() {
    let postgres = std::env::var("HEXTABLE_TEST_POSTGRES_URL")
        .expect("HEXTABLE_TEST_POSTGRES_URL must point at a PostgreSQL database");
    fresh_postgres(&postgres).await;
    let bot = register(&unique("hexbot")).await;
    // The account's end-to-end keys live in its data directory: both processes see the same.
    let shared = tempfile::tempdir().unwrap();
    let data = shared.path().join("matrix");
    let config = |_: &Path| {
        format!(
            "database_url = \"{postgres}\"\ntick_secs = 1\n\n[matrix]\nhomeserver = \"{hs}\"\n\
             user_id = \"{bot}\"\npassword = \"{PASSWORD}\"\ndata_dir = \"{data}\"\n\
             prefix = \"!hex\"\n",
            hs = homeserver(),
            data = data.display(),
        )
    };
    let mut holder = Served::new(config);
    holder.start(None);
    holder.wait_line("matrix bot running").await;
    let mut standby = Served::new(config);
    standby.start(None);
    standby.wait_line("standing by").await;

    let (alice, bob, carol, room) = game_one_begins(&bot, true).await;
    let alice_dm = alice.dm_from(&bot, &room, "Game #1: you play Red").await;
    let bob_dm = bob.dm_from(&bot, &room, "Game #1: you play Blue").await;
    alice.sees_joined(&alice_dm, &bot).await;
    bob.sees_joined(&bob_dm, &bot).await;
    play(&alice, &alice_dm, &bot, "a1").await;
    play(&bob, &bob_dm, &bot, "g7").await;

    // The holder dies without a word; the standby takes the account over.
    holder.kill();
    let killed = Instant::now();
    standby.wait_line("matrix bot running").await;
    let took = killed.elapsed();
    eprintln!(
        "the standby ran Matrix {} ms after the kill",
        took.as_millis()
    );
    assert!(took < TAKEOVER, "took {took:?}");

    // The game goes on through the standby, on the same rooms and keys.
    play(&alice, &alice_dm, &bot, "a2").await;
    play(&bob, &bob_dm, &bot, "g6").await;
    play(&alice, &alice_dm, &bot, "a3").await;

    // Nothing lost, nothing twice (a moment for a late duplicate to show).
    tokio::time::sleep(Duration::from_secs(2)).await;
    for cell in ["a1", "a2", "a3"] {
        let n = count(&alice, &alice_dm, &bot, &format!("you played {cell}."));
        assert_eq!(n, 1, "alice's {cell} answered {n} times");
    }
    for cell in ["g7", "g6"] {
        let n = count(&bob, &bob_dm, &bot, &format!("you played {cell}."));
        assert_eq!(n, 1, "bob's {cell} answered {n} times");
    }
    // The room heard of the five moves, once each, and never where.
    for ply in 1..=5 {
        let n = count(&carol, &room, &bot, &format!("Game #1, move {ply}:"));
        assert_eq!(n, 1, "move {ply} announced {n} times");
    }
    for cell in ["a1", "a2", "a3", "g7", "g6"] {
        assert_eq!(
            count(&carol, &room, &bot, cell),
            0,
            "{cell} named in the room"
        );
    }
    standby.kill();
}
