//! Answers under load on the local Discord (issue #30): a human's move in one game, typed in
//! its channel, against the bot's announcement of it, measured three ways: quiet, while four
//! other games against the `hard` computer think without pause, and while five other human
//! games move as fast as the bot answers them. Prints p50 and p99 of each phase.
//!
//! The figures are the point (`scripts/test` prints them; the note of issue #30 cites them);
//! the assertion only catches the old shape, where an answer waited seconds behind another
//! game's search or deliveries, and leaves room for a loaded debug build.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::{
    sync::{
        atomic::{AtomicBool, Ordering},
        Arc,
    },
    time::{Duration, Instant},
};

use support::discord::{wait_post, World};

/// The moves of the probe game: Red along row 1 and 3, Blue along row 5 and 7 (never a chain).
const PROBE: [&str; 16] = [
    "a1", "a5", "c1", "c5", "e1", "e5", "g1", "g5", "i1", "i5", "b3", "b7", "d3", "d7", "f3", "f7",
];

/// Every cell of an 11×11 board, in an order that wanders (the loads' moves).
fn cells() -> Vec<String> {
    let mut all = Vec::new();
    for step in 0..121u32 {
        let n = (step * 37) % 121;
        let (col, row) = (n % 11, n / 11);
        all.push(format!("{}{}", char::from(b'a' + col as u8), row + 1));
    }
    all
}

/// The newest ply announced for game `game` in `channel`, if any.
fn announced_ply(w: &World, channel: u64, game: u64) -> usize {
    let prefix = format!("Game #{game}, move ");
    w.fake
        .record()
        .public_in(channel)
        .filter_map(|p| {
            let text = p.text();
            let rest = text.split(&prefix).nth(1)?;
            rest.split(':').next()?.trim().parse::<usize>().ok()
        })
        .max()
        .unwrap_or(0)
}

/// Plays `moves` in the probe game #`game` (already started, Alice Red and Bob Blue) from ply
/// `first`, a move every `pause`; returns each move's time to its announcement.
async fn probe(w: &World, game: u64, first: usize, moves: &[&str]) -> Vec<Duration> {
    let mut latencies = Vec::new();
    for (n, mv) in moves.iter().enumerate() {
        let ply = first + n;
        let who = if ply % 2 == 1 { w.alice } else { w.bob };
        // Discord allows a channel about five posts in five seconds: the probe stays under.
        tokio::time::sleep(Duration::from_millis(1100)).await;
        let sent = Instant::now();
        w.fake.user_says(who, w.channel, mv);
        let post = wait_post(w, w.channel, &format!("Game #{game}, move {ply}:")).await;
        latencies.push(post.at.saturating_duration_since(sent));
    }
    latencies
}

fn summary(name: &str, latencies: &[Duration]) -> (Duration, Duration) {
    let mut sorted = latencies.to_vec();
    sorted.sort();
    let at = |p: f64| sorted[(((sorted.len() - 1) as f64) * p).round() as usize];
    let (p50, p99) = (at(0.5), at(0.99));
    println!(
        "latency on the local Discord, {name}: move → announcement over {} moves: p50 {:.1} ms, \
         p99 {:.1} ms",
        sorted.len(),
        p50.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3
    );
    (p50, p99)
}

/// A user who keeps playing game #`game` in `channel`: each time it is their turn (the
/// announced ply has their `parity`: 0 for Red, 1 for Blue), the next cell of a wandering
/// order; refused cells (taken) are skipped.
fn keep_playing(
    w: Arc<World>,
    user: u64,
    channel: u64,
    game: u64,
    parity: usize,
    stop: Arc<AtomicBool>,
) -> tokio::task::JoinHandle<usize> {
    tokio::spawn(async move {
        let cells = cells();
        let mut next = 0;
        let mut played = 0;
        while !stop.load(Ordering::SeqCst) && next < cells.len() {
            let ply = announced_ply(&w, channel, game);
            if ply % 2 != parity {
                // The opponent's (or the computer's) move is next: wait for it.
                tokio::time::sleep(Duration::from_millis(20)).await;
                continue;
            }
            w.fake.user_says(user, channel, &cells[next]);
            next += 1;
            // Answered (announced) or refused (the cell was taken): either way, on.
            let deadline = Instant::now() + Duration::from_secs(3);
            while announced_ply(&w, channel, game) == ply && Instant::now() < deadline {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
            if announced_ply(&w, channel, game) > ply {
                played += 1;
            }
        }
        played
    })
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_answer_waits_for_another_games_search_or_deliveries() {
    let w = Arc::new(World::builder().build().await);
    // The probe game, #1: Alice (Red) against Bob in #games.
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> hex 11 red swap=off", w.bob),
    );
    wait_post(&w, w.channel, "challenges").await;
    w.fake.user_says(w.bob, w.channel, "hex accept");
    wait_post(&w, w.channel, "Game #1 begins").await;
    let quiet = probe(&w, 1, 1, &PROBE[..6]).await;

    // Four players against the hard computer, each in a channel of their own (games #2–#5):
    // the computer is Red and moves first, and every answer makes it think again.
    let stop = Arc::new(AtomicBool::new(false));
    let mut computers = Vec::new();
    for n in 0..4u64 {
        let user = w.fake.add_user(&format!("Solo{n}"));
        w.fake.add_member(w.guild, user);
        let channel = w.fake.add_text_channel(w.guild, &format!("solo-{n}"));
        w.fake
            .user_says(user, channel, "hex play-bot hex 11 blue hard");
        let game = 2 + n;
        wait_post(&w, channel, &format!("Game #{game} begins")).await;
        computers.push(keep_playing(
            Arc::clone(&w),
            user,
            channel,
            game,
            1,
            Arc::clone(&stop),
        ));
    }
    // Let the searches get going.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let (running, waiting) = w.bot.service.searches();
    let with_computers = probe(&w, 1, 7, &PROBE[6..11]).await;
    stop.store(true, Ordering::SeqCst);
    let mut computer_moves = 0;
    for task in computers {
        computer_moves += task.await.unwrap();
    }

    // Five human games moving as fast as the bot answers (games #6–#10).
    let stop = Arc::new(AtomicBool::new(false));
    let mut humans = Vec::new();
    for n in 0..5u64 {
        let red = w.fake.add_user(&format!("Red{n}"));
        let blue = w.fake.add_user(&format!("Blue{n}"));
        w.fake.add_member(w.guild, red);
        w.fake.add_member(w.guild, blue);
        let channel = w.fake.add_text_channel(w.guild, &format!("duel-{n}"));
        w.fake.user_says(
            red,
            channel,
            &format!("hex challenge <@{blue}> hex 11 red swap=off"),
        );
        wait_post(&w, channel, "challenges").await;
        w.fake.user_says(blue, channel, "hex accept");
        let game = 6 + n;
        wait_post(&w, channel, &format!("Game #{game} begins")).await;
        humans.push(keep_playing(
            Arc::clone(&w),
            red,
            channel,
            game,
            0,
            Arc::clone(&stop),
        ));
        humans.push(keep_playing(
            Arc::clone(&w),
            blue,
            channel,
            game,
            1,
            Arc::clone(&stop),
        ));
    }
    let with_humans = probe(&w, 1, 12, &PROBE[11..16]).await;
    stop.store(true, Ordering::SeqCst);
    let mut human_moves = 0;
    for task in humans {
        human_moves += task.await.unwrap();
    }

    let (_, quiet_p99) = summary("quiet", &quiet);
    let (_, computers_p99) = summary(
        &format!(
            "4 games against hard thinking ({computer_moves} human answers to them; searches \
             running {running}, waiting {waiting} at the start)"
        ),
        &with_computers,
    );
    let (_, humans_p99) = summary(
        &format!("5 human games at full speed ({human_moves} moves meanwhile)"),
        &with_humans,
    );
    assert!(computer_moves >= 4, "the computers' games went on");
    assert!(human_moves >= 10, "the human games went on");
    // Before the reshaping these were seconds (one lane held across every delivery and the
    // computers' turns); the goal is within 100 ms of quiet, with room here for a debug build
    // sharing two cores with four searches.
    let allowed = quiet_p99 + Duration::from_millis(750);
    assert!(
        computers_p99 < allowed,
        "{with_computers:?} against quiet {quiet:?}"
    );
    assert!(
        humans_p99 < allowed,
        "{with_humans:?} against quiet {quiet:?}"
    );
}
