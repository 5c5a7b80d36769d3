//! Answers under load on a real Synapse (issue #30), as `discord_latency` measures them on the
//! local Discord: a human's move in a Hex game, typed in its room, against the bot's
//! announcement of it, three ways: quiet, while four other games against the `hard` computer
//! think without pause, and while five other human games move as fast as the bot answers.
//! Prints p50 and p99 of each phase.
//!
//! A latency is the homeserver's own timestamps: the bot's announcement's `origin_server_ts`
//! minus the time the move was sent (taken on this machine, the homeserver's clock), so the
//! players' own syncs, which are slow on a loaded machine, do not count.
//!
//! The figures are the point (`scripts/test` prints them; the note of issue #30 cites them);
//! the assertion catches the old shape, where an answer waited seconds behind another game's
//! search or deliveries, and leaves room for a loaded debug build.

#![cfg(feature = "matrix")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use matrix_sdk::ruma::{OwnedRoomId, OwnedUserId};

use crate::matrix_support::{Bot, Human};

/// The moves of the probe game: Red along rows 1 and 3, Blue along rows 5 and 7 (never a chain).
const PROBE: [&str; 16] = [
    "a1", "a5", "c1", "c5", "e1", "e5", "g1", "g5", "i1", "i5", "b3", "b7", "d3", "d7", "f3", "f7",
];

/// Every cell of an 11×11 board, in an order that wanders (the loads' moves).
fn cells() -> Vec<String> {
    (0..121u32)
        .map(|step| {
            let n = (step * 37) % 121;
            let (col, row) = (n % 11, n / 11);
            format!("{}{}", char::from(b'a' + col as u8), row + 1)
        })
        .collect()
}

/// Milliseconds since the epoch (the homeserver's timestamps are on this machine's clock).
fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// The newest ply of game `game` that `who` saw the bot announce in `room`.
fn announced_ply(who: &Human, bot: &OwnedUserId, room: &OwnedRoomId, game: u64) -> usize {
    let prefix = format!("Game #{game}, move ");
    who.seen()
        .iter()
        .filter(|s| &s.sender == bot && &s.room == room)
        .filter_map(|s| {
            let rest = s.body.split(&prefix).nth(1)?;
            rest.split(':').next()?.trim().parse::<usize>().ok()
        })
        .max()
        .unwrap_or(0)
}

/// The probe game: Alice (Red) and Bob in a room of their own with the bot.
struct Probe {
    alice: Human,
    bob: Human,
    room: OwnedRoomId,
    bot: OwnedUserId,
}

impl Probe {
    /// Plays `moves` from ply `first`, a move every 300 ms; returns each move's time to its
    /// announcement, from the moment it was sent and from the moment the homeserver took it
    /// (the move's own `origin_server_ts`: what the bot's sync, handling and sending add).
    async fn play(&self, first: usize, moves: &[&str]) -> (Vec<Duration>, Vec<Duration>) {
        let mut latencies = Vec::new();
        let mut at_server = Vec::new();
        for (n, mv) in moves.iter().enumerate() {
            let ply = first + n;
            let who = if ply % 2 == 1 { &self.alice } else { &self.bob };
            tokio::time::sleep(Duration::from_millis(300)).await;
            let mark = self.alice.mark();
            let sent = now_ms();
            let id = who.say(&self.room, mv).await;
            let post = self
                .alice
                .expect_after(mark, &self.room, &format!("Game #1, move {ply}:"))
                .await;
            assert_eq!(post.sender, self.bot);
            latencies.push(Duration::from_millis(post.ts.saturating_sub(sent)));
            let own = self
                .alice
                .expect("the move itself", |s| s.event_id == id)
                .await;
            at_server.push(Duration::from_millis(post.ts.saturating_sub(own.ts)));
        }
        (latencies, at_server)
    }
}

/// Prints p50 and p99 of both measures; returns the p99 from the moment of sending.
fn summary(name: &str, (latencies, at_server): &(Vec<Duration>, Vec<Duration>)) -> Duration {
    let percentiles = |all: &[Duration]| {
        let mut sorted = all.to_vec();
        sorted.sort();
        let at = |p: f64| sorted[(((sorted.len() - 1) as f64) * p).round() as usize];
        (at(0.5).as_secs_f64() * 1e3, at(0.99).as_secs_f64() * 1e3)
    };
    let (p50, p99) = percentiles(latencies);
    let (server_p50, server_p99) = percentiles(at_server);
    println!(
        "latency on Synapse, {name}: move → announcement over {} moves: p50 {p50:.1} ms, \
         p99 {p99:.1} ms from sending (from the homeserver's receipt: p50 {server_p50:.1} ms, \
         p99 {server_p99:.1} ms)",
        latencies.len(),
    );
    Duration::from_secs_f64(p99 / 1e3)
}

/// A player who keeps playing game #`game` in `room`: each time it is their turn (the announced
/// ply has their `parity`: 0 for Red, 1 for Blue), the next cell of a wandering order; refused
/// cells (taken) are skipped.
fn keep_playing(
    who: Arc<Human>,
    bot: OwnedUserId,
    room: OwnedRoomId,
    game: u64,
    parity: usize,
    stop: Arc<AtomicBool>,
) -> tokio::task::JoinHandle<usize> {
    tokio::spawn(async move {
        let cells = cells();
        let (mut next, mut played) = (0, 0);
        while !stop.load(Ordering::SeqCst) && next < cells.len() {
            let ply = announced_ply(&who, &bot, &room, game);
            if ply % 2 != parity {
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
            who.say(&room, &cells[next]).await;
            next += 1;
            // Answered (announced) or refused (the cell was taken): either way, on.
            let deadline = Instant::now() + Duration::from_secs(5);
            while announced_ply(&who, &bot, &room, game) == ply && Instant::now() < deadline {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            if announced_ply(&who, &bot, &room, game) > ply {
                played += 1;
            }
        }
        played
    })
}

/// A room of `players` with the bot, every member seen joined by the first.
async fn room_with_bot(players: &[&Human], bot: &OwnedUserId) -> OwnedRoomId {
    let others: Vec<&OwnedUserId> = players[1..].iter().map(|p| &p.id).chain([bot]).collect();
    let room = players[0].create_room(&others, false).await;
    for user in others {
        players[0].sees_joined(&room, user).await;
    }
    for p in &players[1..] {
        p.room(&room).await;
    }
    room
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs a Synapse homeserver (HEXTABLE_TEST_MATRIX_URL); run scripts/test"]
async fn no_answer_waits_for_another_games_search_or_deliveries() {
    let mut bot = Bot::new().await;
    let (alice, bob) = tokio::join!(Human::new("alice"), Human::new("bob"));
    let room = room_with_bot(&[&alice, &bob], &bot.id).await;
    alice
        .say(
            &room,
            &format!("!hex challenge {} hex 11 red swap=off", bob.id.as_str()),
        )
        .await;
    alice.expect_after(0, &room, "Challenge").await;
    bob.say(&room, "!hex accept").await;
    alice.expect_after(0, &room, "Game #1 begins").await;
    let probe = Probe {
        alice,
        bob,
        room,
        bot: bot.id.clone(),
    };
    let quiet = probe.play(1, &PROBE[..6]).await;

    // Four players against the hard computer, each in a room of their own (games #2–#5): the
    // computer is Red and moves first, and every answer makes it think again.
    let stop = Arc::new(AtomicBool::new(false));
    let mut computers = Vec::new();
    let mut solos = Vec::new();
    // A room of two with the bot is taken for a DM: a watcher makes each solo room a channel.
    let watcher = Human::new("watcher").await;
    for n in 0..4u64 {
        let solo = Arc::new(Human::new(&format!("solo{n}")).await);
        let room = room_with_bot(&[&solo, &watcher], &bot.id).await;
        solo.say(&room, "!hex play-bot hex 11 blue hard").await;
        let game = 2 + n;
        solo.expect_after(0, &room, &format!("Game #{game} begins"))
            .await;
        computers.push(keep_playing(
            Arc::clone(&solo),
            bot.id.clone(),
            room,
            game,
            1,
            Arc::clone(&stop),
        ));
        solos.push(solo);
    }
    // Let the searches get going.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let with_computers = probe.play(7, &PROBE[6..11]).await;
    stop.store(true, Ordering::SeqCst);
    let mut computer_moves = 0;
    for task in computers {
        computer_moves += task.await.unwrap();
    }

    // Five human games moving as fast as the bot answers (games #6–#10).
    let stop = Arc::new(AtomicBool::new(false));
    let mut humans = Vec::new();
    let mut pairs = Vec::new();
    for n in 0..5u64 {
        let (red_name, blue_name) = (format!("red{n}"), format!("blue{n}"));
        let (red, blue) = tokio::join!(Human::new(&red_name), Human::new(&blue_name));
        let (red, blue) = (Arc::new(red), Arc::new(blue));
        let room = room_with_bot(&[&red, &blue], &bot.id).await;
        red.say(
            &room,
            &format!("!hex challenge {} hex 11 red swap=off", blue.id.as_str()),
        )
        .await;
        red.expect_after(0, &room, "Challenge").await;
        blue.say(&room, "!hex accept").await;
        let game = 6 + n;
        red.expect_after(0, &room, &format!("Game #{game} begins"))
            .await;
        for (who, parity) in [(&red, 0), (&blue, 1)] {
            humans.push(keep_playing(
                Arc::clone(who),
                bot.id.clone(),
                room.clone(),
                game,
                parity,
                Arc::clone(&stop),
            ));
        }
        pairs.push((red, blue));
    }
    let with_humans = probe.play(12, &PROBE[11..16]).await;
    stop.store(true, Ordering::SeqCst);
    let mut human_moves = 0;
    for task in humans {
        human_moves += task.await.unwrap();
    }

    let quiet_p99 = summary("quiet", &quiet);
    let computers_p99 = summary(
        &format!("4 games against hard thinking ({computer_moves} human answers to them)"),
        &with_computers,
    );
    let humans_p99 = summary(
        &format!("5 human games at full speed ({human_moves} moves meanwhile)"),
        &with_humans,
    );
    assert!(computer_moves >= 4, "the computers' games went on");
    assert!(human_moves >= 10, "the human games went on");
    // Before the reshaping: +10 s and +3.4 s (issue #30). The goal is within 100 ms of quiet;
    // the room here is for a debug build sharing two cores with four searches and Synapse.
    let allowed = quiet_p99 + Duration::from_millis(750);
    assert!(
        computers_p99 < allowed,
        "{with_computers:?} against quiet {quiet:?}"
    );
    assert!(
        humans_p99 < allowed,
        "{with_humans:?} against quiet {quiet:?}"
    );
    bot.stop().await;
}
