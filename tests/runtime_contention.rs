//! No player waits for another game (issue #30): one game has a computer whose every search
//! is slow and a channel whose every delivery is slow; the answers of another game, played by
//! two people meanwhile, still come at once. Prints the move → first answer latencies.
//!
//! The slow parts are made slow on purpose (a search that sleeps, a sink that sleeps for one
//! channel), so the test asserts an order of magnitude, not a machine's speed: each answer of
//! the quick game must come well before one slow step could have ended.

#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::{
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use hextable::{
    ai::Level,
    core::{Ai, CoreConfig, Effect, Place, Recipient, SearchAi},
    rules::{Move, PlayerView},
    runtime::{Outcome, Pump, Service, Sink},
};
use support::{chat::msg, sqlite_url};

/// How long each slow step takes: one search of the slow game's computer, one delivery to the
/// slow game's channel.
const SLOW: Duration = Duration::from_millis(1500);

/// The computer of the slow game: thinks for [`SLOW`], then plays at random.
struct SlowAi;

impl Ai for SlowAi {
    fn choose(&self, view: &PlayerView, level: Level, seed: u64) -> Option<Move> {
        std::thread::sleep(SLOW);
        let _ = level;
        SearchAi.choose(view, Level::Beginner, seed)
    }
}

/// Records when each effect was delivered; deliveries to the channel `slow` take [`SLOW`].
#[derive(Default)]
struct Timed {
    seen: Mutex<Vec<(Recipient, Instant)>>,
}

impl Sink for Timed {
    async fn deliver(&self, effect: &Effect) -> Outcome {
        let recipient = effect.recipient();
        if matches!(&recipient, Recipient::Channel(_, channel) if channel == "slow") {
            tokio::time::sleep(SLOW).await;
        }
        self.seen.lock().unwrap().push((recipient, Instant::now()));
        Outcome::Done
    }
}

impl Timed {
    /// The first delivery to the channel `channel` at or after `since`.
    fn first_post_after(&self, channel: &str, since: Instant) -> Option<Instant> {
        self.seen
            .lock()
            .unwrap()
            .iter()
            .filter(|(r, at)| *at >= since && matches!(r, Recipient::Channel(_, c) if c == channel))
            .map(|(_, at)| *at)
            .min()
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let rank = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[rank.min(sorted.len() - 1)]
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_search_and_a_slow_channel_hold_up_no_other_game() {
    let dir = tempfile::tempdir().unwrap();
    let service = Service::open(
        &sqlite_url(dir.path(), "contention.db"),
        CoreConfig::default(),
    )
    .await
    .unwrap()
    .with_ai(Box::new(SlowAi));
    let pump = Arc::new(Pump::new(Arc::new(service)));
    let sink = Arc::new(Timed::default());
    pump.attach(hextable::core::Platform::Discord, Arc::clone(&sink));
    let slow = || Place::Channel("slow".into());
    let fast = || Place::Channel("fast".into());

    // The slow game: Carol against the computer, which is Red and moves first; Carol then
    // keeps answering, so the computer keeps thinking and the slow channel keeps posting.
    pump.process(&msg("carol", slow(), "s0", "hex play-bot hex 7 blue"))
        .await
        .unwrap();
    let carol = {
        let pump = Arc::clone(&pump);
        tokio::spawn(async move {
            for (n, cell) in ["b2", "c3", "d4", "e5", "f6", "g7", "a3", "b4"]
                .iter()
                .enumerate()
            {
                tokio::time::sleep(SLOW + Duration::from_millis(100)).await;
                let _ = pump
                    .process(&msg("carol", slow(), &format!("s{}", n + 1), cell))
                    .await;
            }
        })
    };

    // The quick game: two people, moves that never connect, each answered in the channel.
    pump.process(&msg(
        "alice",
        fast(),
        "f0",
        "hex challenge @bob hex 7 red swap=off",
    ))
    .await
    .unwrap();
    pump.process(&msg("bob", fast(), "f1", "hex accept"))
        .await
        .unwrap();
    let moves = [
        ("alice", "a1"),
        ("bob", "a5"),
        ("alice", "c1"),
        ("bob", "c5"),
        ("alice", "e1"),
        ("bob", "e5"),
        ("alice", "g1"),
        ("bob", "g5"),
        ("alice", "b3"),
        ("bob", "b7"),
        ("alice", "d3"),
        ("bob", "d7"),
    ];
    let mut latencies = Vec::new();
    for (n, (who, cell)) in moves.iter().enumerate() {
        tokio::time::sleep(Duration::from_millis(150)).await;
        let sent = Instant::now();
        pump.process(&msg(who, fast(), &format!("f{}", n + 2), cell))
            .await
            .unwrap();
        let deadline = sent + 4 * SLOW;
        let answered = loop {
            if let Some(at) = sink.first_post_after("fast", sent) {
                break at;
            }
            assert!(
                Instant::now() < deadline,
                "move {cell} by {who} was never answered"
            );
            tokio::time::sleep(Duration::from_millis(2)).await;
        };
        latencies.push(answered - sent);
    }
    carol.await.unwrap();
    let computer_moves = sink
        .seen
        .lock()
        .unwrap()
        .iter()
        .filter(|(r, _)| matches!(r, Recipient::Channel(_, c) if c == "slow"))
        .count();
    latencies.sort();
    let (p50, p99) = (percentile(&latencies, 0.5), percentile(&latencies, 0.99));
    println!(
        "contention: move → first answer in the quick game, {} moves: p50 {:.1} ms, p99 {:.1} ms \
         (beside a computer thinking {} ms a move and a channel taking {} ms a post; {} slow posts)",
        latencies.len(),
        p50.as_secs_f64() * 1e3,
        p99.as_secs_f64() * 1e3,
        SLOW.as_millis(),
        SLOW.as_millis(),
        computer_moves,
    );
    assert!(computer_moves >= 2, "the slow game went on meanwhile");
    assert!(
        p99 < SLOW / 3,
        "an answer waited for another game: p99 {p99:?}, all {latencies:?}"
    );
    pump.settle().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_turn_is_thought_about_once_however_often_it_is_started() {
    let dir = tempfile::tempdir().unwrap();
    let service = Service::open(&sqlite_url(dir.path(), "once.db"), CoreConfig::default())
        .await
        .unwrap()
        .with_ai(Box::new(SlowAi));
    let pump = Arc::new(Pump::new(Arc::new(service)));
    pump.attach(
        hextable::core::Platform::Discord,
        Arc::new(Timed::default()),
    );
    pump.process(&msg(
        "carol",
        Place::Channel("c".into()),
        "o1",
        "hex play-bot hex 7 blue",
    ))
    .await
    .unwrap();
    for _ in 0..5 {
        pump.cycle().await;
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    tokio::time::sleep(Duration::from_millis(100)).await;
    assert_eq!(pump.service().searches(), (1, 0), "one search for one turn");
    pump.settle().await;
}

/// A sink whose deliveries to the channel `stuck` never finish (a network that stopped
/// answering), and whose others are done at once.
#[derive(Default)]
struct Stuck {
    delivered: Mutex<Vec<Recipient>>,
}

impl Sink for Stuck {
    async fn deliver(&self, effect: &Effect) -> Outcome {
        let recipient = effect.recipient();
        if matches!(&recipient, Recipient::Channel(_, channel) if channel == "stuck") {
            std::future::pending::<()>().await;
        }
        self.delivered.lock().unwrap().push(recipient);
        Outcome::Done
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_delivery_that_never_ends_holds_detach_only_for_the_grace_period() {
    let dir = tempfile::tempdir().unwrap();
    let service = Service::open(&sqlite_url(dir.path(), "stuck.db"), CoreConfig::default())
        .await
        .unwrap();
    let grace = Duration::from_millis(400);
    let pump = Pump::new(Arc::new(service)).with_detach_grace(grace);
    let sink = Arc::new(Stuck::default());
    pump.attach(hextable::core::Platform::Discord, Arc::clone(&sink));
    pump.process(&msg(
        "alice",
        Place::Channel("stuck".into()),
        "x1",
        "hex challenge @bob hex 7 red swap=off",
    ))
    .await
    .unwrap();
    // The challenge's post is in flight, and stays there.
    tokio::time::sleep(Duration::from_millis(100)).await;
    let started = Instant::now();
    tokio::time::timeout(
        Duration::from_secs(10),
        pump.detach(hextable::core::Platform::Discord),
    )
    .await
    .expect("detach returned after its grace period");
    let waited = started.elapsed();
    assert!(
        waited >= grace,
        "detach waited for the delivery in flight: {waited:?}"
    );
    assert!(
        !sink
            .delivered
            .lock()
            .unwrap()
            .iter()
            .any(|r| matches!(r, Recipient::Channel(_, c) if c == "stuck")),
        "the stuck post was never delivered"
    );
    // Not marked delivered: the next process to deliver sends it.
    let pending = pump.service().store().pending_outbox().await.unwrap();
    assert!(
        pending.iter().any(
            |(_, _, effect)| matches!(effect.recipient(), Recipient::Channel(_, c) if c == "stuck")
        ),
        "the post in flight stays in the outbox"
    );
}
