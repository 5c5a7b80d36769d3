//! Playing the computer through the service with the SQLite store: every level, the move
//! computed off the core lock (another game goes on meanwhile), a restart with a computer move
//! due, and a computer move made stale by a resignation.
//!
//! No test here measures time: ordering is asserted by events (outbox order, log lengths), and
//! a gate held by the test decides when the computer may finish thinking.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::core::GameId;
use std::sync::{mpsc, Arc, Mutex};

use hextable::{
    ai::Level,
    core::{parse, Ai, Command, ComputerMove, CoreConfig, Effect, Place, Platform, SearchAi, Seat},
    rules::{Move, Player, PlayerView},
    runtime::{Delivery, Service},
};
use support::{
    chat::{ch, msg, T0},
    sqlite_url,
};

fn url(dir: &tempfile::TempDir) -> String {
    sqlite_url(dir.path(), "ai.db")
}

async fn say(service: &Service, who: &str, place: Place, id: &str, text: &str) -> Vec<Delivery> {
    service
        .handle(&msg(who, place, id, text), T0)
        .await
        .unwrap()
}

fn texts(deliveries: &[Delivery]) -> Vec<String> {
    deliveries
        .iter()
        .filter_map(|d| d.effect.text().map(str::to_owned))
        .collect()
}

/// The real AI behind a gate: each call reports its game's view and then waits until the test
/// opens the gate once.
struct Gated {
    started: Mutex<mpsc::Sender<Level>>,
    release: Mutex<mpsc::Receiver<()>>,
}

impl Ai for Gated {
    fn choose(&self, view: &PlayerView, level: Level, seed: u64) -> Option<Move> {
        self.started.lock().unwrap().send(level).unwrap();
        self.release.lock().unwrap().recv().unwrap();
        SearchAi.choose(view, level, seed)
    }
}

/// A gated AI, the receiver of its "started" reports, and the gate.
fn gated() -> (Gated, mpsc::Receiver<Level>, mpsc::Sender<()>) {
    let (started_tx, started_rx) = mpsc::channel();
    let (release_tx, release_rx) = mpsc::channel();
    let ai = Gated {
        started: Mutex::new(started_tx),
        release: Mutex::new(release_rx),
    };
    (ai, started_rx, release_tx)
}

/// Waits for the gated AI to start thinking, without blocking the runtime.
async fn wait_started(started: mpsc::Receiver<Level>) -> (Level, mpsc::Receiver<Level>) {
    tokio::task::spawn_blocking(move || {
        let level = started.recv().unwrap();
        (level, started)
    })
    .await
    .unwrap()
}

#[test]
fn the_level_is_parsed_for_the_computer_only() {
    let Ok(Some(Command::PlayBot(options))) = parse("hex play-bot darkhex 9 hard") else {
        panic!("play-bot with a level");
    };
    assert_eq!(options.level, Some(Level::Hard));
    let Ok(Some(Command::PlayBot(options))) = parse("hex play-bot hex 7") else {
        panic!("play-bot without a level");
    };
    assert_eq!(options.level, None);
    assert!(parse("hex challenge @bob hex 7 easy").is_err());
    assert!(parse("hex open hex 7 beginner").is_err());
    assert!(parse("hex play-bot hex 7 grandmaster").is_err());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_against_each_level_runs_to_the_end_and_keeps_its_level() {
    let games = [
        (Level::Beginner, "darkhex 7"),
        (Level::Easy, "rex 7"),
        (Level::Medium, "hex 7"),
        (Level::Hard, "darkhex-abrupt 7"),
    ];
    let dir = tempfile::tempdir().unwrap();
    let service = Service::open(&url(&dir), CoreConfig::default())
        .await
        .unwrap();
    let mut n = 0;
    for (game, (level, options)) in (1u64..).zip(games) {
        let user = format!("player{game}");
        n += 1;
        let started = say(
            &service,
            &user,
            ch(),
            &n.to_string(),
            &format!("hex play-bot {options} blue {level}"),
        )
        .await;
        let announced = texts(&started).join("\n");
        assert!(
            announced.contains(&format!("computer ({level})")),
            "{announced}"
        );
        // The computer is Red: its first move is due, not yet played.
        let turns = service.computer_turns().await;
        assert_eq!(turns.len(), 1, "{turns:?}");
        assert_eq!((turns[0].game.0, turns[0].level), (game, level));
        let mut guard = 0;
        loop {
            service.play_computers(|| T0).await.unwrap();
            let view = service
                .with_core(|core| {
                    let table = core.table(GameId(game)).unwrap();
                    (!table.game.is_over())
                        .then(|| table.game.hex().unwrap().player_view(Player::Blue))
                })
                .await;
            let Some(view) = view else { break };
            assert_eq!(view.to_move(), Some(Player::Blue), "the computer has moved");
            let cell = view
                .settings()
                .size
                .cells()
                .find(|&c| view.may_try(c))
                .unwrap();
            n += 1;
            let d = say(
                &service,
                &user,
                Place::Dm,
                &n.to_string(),
                &cell.to_string(),
            )
            .await;
            assert!(!d.is_empty());
            guard += 1;
            assert!(guard < 60, "game {game} does not end");
        }
        let over = service
            .with_core(|core| core.table(GameId(game)).unwrap().meta.status)
            .await;
        assert_eq!(over, hextable::core::Status::Over);
    }
    assert!(service.computer_turns().await.is_empty());
    // The level survives a restart: it is stored in the computer's seat.
    service.store().close().await;
    drop(service);
    let again = Service::open(&url(&dir), CoreConfig::default())
        .await
        .unwrap();
    for (game, (level, _)) in (1u64..).zip(games) {
        let table = again
            .store()
            .load_game(GameId(game))
            .await
            .unwrap()
            .unwrap();
        assert_eq!(table.meta.first, Seat::Computer { level });
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_service_serves_another_game_while_a_hard_move_is_computed() {
    let dir = tempfile::tempdir().unwrap();
    let (ai, started, release) = gated();
    let service = Arc::new(
        Service::open(&url(&dir), CoreConfig::default())
            .await
            .unwrap()
            .with_ai(Box::new(ai)),
    );
    say(&service, "alice", ch(), "1", "hex play-bot hex 7 red hard").await;
    say(&service, "alice", Place::Dm, "2", "#1 d4").await;
    say(&service, "bob", ch(), "3", "hex challenge @carol hex 7 red").await;
    say(&service, "carol", ch(), "4", "hex accept").await;

    let thinker = {
        let service = Arc::clone(&service);
        tokio::spawn(async move { service.play_computers(|| T0).await.unwrap() })
    };
    let (level, _started) = wait_started(started).await;
    assert_eq!(level, Level::Hard);
    // The computer is thinking (held at the gate): another game's move goes through.
    let other = tokio::time::timeout(
        std::time::Duration::from_secs(120),
        service.handle(&msg("bob", Place::Dm, "5", "#2 a1"), T0),
    )
    .await
    .expect("the service is blocked while the computer thinks")
    .unwrap();
    assert!(!other.is_empty());
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 1);
    assert_eq!(service.store().event_count(GameId(2)).await.unwrap(), 1);

    release.send(()).unwrap();
    let computer = thinker.await.unwrap();
    assert!(!computer.is_empty());
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 2);
    // Written after Bob's move: every outbox row of the computer's move comes later.
    let last_other = other.iter().map(|d| d.outbox_id).max().unwrap();
    assert!(computer.iter().all(|d| d.outbox_id > last_other));
    // Alice is told about it.
    let told = texts(&computer).join("\n");
    assert!(told.contains("computer (hard)"), "{told}");
}

#[tokio::test]
async fn a_restart_with_a_computer_move_due_resumes_it() {
    let dir = tempfile::tempdir().unwrap();
    {
        let service = Service::open(&url(&dir), CoreConfig::default())
            .await
            .unwrap();
        // The computer is Red in game 1 and must open; in game 2 it must answer Alice.
        say(
            &service,
            "alice",
            ch(),
            "1",
            "hex play-bot darkhex 7 blue beginner",
        )
        .await;
        say(
            &service,
            "bob",
            ch(),
            "2",
            "hex play-bot hex 7 red beginner",
        )
        .await;
        say(&service, "bob", Place::Dm, "3", "#2 b2").await;
        let due: Vec<_> = service
            .computer_turns()
            .await
            .into_iter()
            .map(|t| (t.game.0, Player::from(t.player), t.events))
            .collect();
        assert_eq!(due, vec![(1, Player::Red, 0), (2, Player::Blue, 1)]);
        // The process stops before the computer has moved.
        service.store().close().await;
    }
    let service = Service::open(&url(&dir), CoreConfig::default())
        .await
        .unwrap();
    let due: Vec<_> = service
        .computer_turns()
        .await
        .into_iter()
        .map(|t| (t.game.0, t.level))
        .collect();
    assert_eq!(due, vec![(1, Level::Beginner), (2, Level::Beginner)]);
    // Another network's computer games are not this adapter's to play.
    let elsewhere = service
        .play_computers_on(Some(Platform::Matrix), || T0)
        .await
        .unwrap();
    assert!(elsewhere.is_empty());
    assert_eq!(service.computer_turns().await.len(), 2);
    let moved = service
        .play_computers_on(Some(Platform::Discord), || T0)
        .await
        .unwrap();
    assert!(!moved.is_empty());
    assert!(service.store().event_count(GameId(1)).await.unwrap() >= 1);
    assert_eq!(service.store().event_count(GameId(2)).await.unwrap(), 2);
    assert!(service.computer_turns().await.is_empty());
    // Nothing is due any more: a second pass does nothing.
    assert!(service.play_computers(|| T0).await.unwrap().is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_computer_move_made_stale_by_a_resignation_is_dropped() {
    let dir = tempfile::tempdir().unwrap();
    let (ai, started, release) = gated();
    let service = Arc::new(
        Service::open(&url(&dir), CoreConfig::default())
            .await
            .unwrap()
            .with_ai(Box::new(ai)),
    );
    say(
        &service,
        "alice",
        ch(),
        "1",
        "hex play-bot hex 7 red beginner",
    )
    .await;
    say(&service, "alice", Place::Dm, "2", "d4").await;
    let thinker = {
        let service = Arc::clone(&service);
        tokio::spawn(async move { service.play_computers(|| T0).await.unwrap() })
    };
    let (_, _started) = wait_started(started).await;
    let resigned = say(&service, "alice", Place::Dm, "3", "resign").await;
    assert!(
        texts(&resigned).iter().any(|t| t.contains("over")),
        "{resigned:#?}"
    );
    release.send(()).unwrap();
    // The move was computed for a game that has ended: nothing is written or sent.
    assert!(thinker.await.unwrap().is_empty());
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 2);
    let events = service
        .with_core(|core| core.table(GameId(1)).unwrap().events.len())
        .await;
    assert_eq!(events, 2);
}

#[tokio::test]
async fn a_computer_move_is_accepted_once() {
    let dir = tempfile::tempdir().unwrap();
    let service = Service::open(&url(&dir), CoreConfig::default())
        .await
        .unwrap();
    say(&service, "alice", ch(), "1", "hex play-bot hex 7 blue easy").await;
    // (Two processes each submitting the move: `store_processes.rs`, on PostgreSQL; SQLite
    // serves one process.)
    let turn = service.computer_turns().await.pop().unwrap();
    // The computer sees only its own view.
    assert_eq!(turn.view.hex().unwrap().viewer(), Player::Red);
    let mv = service.think(&turn).await.unwrap();
    let first = service.submit_computer_move(&turn, mv, T0).await.unwrap();
    assert!(!first.is_empty());
    assert!(first
        .iter()
        .any(|d| matches!(&d.effect, Effect::Post { .. })));
    // The same turn submitted again (a second thinker, a retry): dropped as stale.
    assert!(service
        .submit_computer_move(&turn, mv, T0)
        .await
        .unwrap()
        .is_empty());
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 1);

    // Alice answers; the computer is due again. The old turn, even with a move that is legal
    // now, is refused by the core: it was taken for another state of the game.
    let view = turn.view.hex().unwrap().clone();
    let reply = view
        .settings()
        .size
        .cells()
        .find(|&c| view.may_try(c) && ComputerMove::Hex(Move::Place(c)) != mv)
        .unwrap();
    say(&service, "alice", Place::Dm, "2", &reply.to_string()).await;
    let now_due = service.computer_turns().await.pop().unwrap();
    assert_eq!(now_due.events, 2);
    let due_view = now_due.view.hex().unwrap();
    let legal = due_view
        .settings()
        .size
        .cells()
        .find(|&c| due_view.may_try(c))
        .unwrap();
    let stale = service
        .with_core(|core| core.plan_computer_move(&turn, ComputerMove::Hex(Move::Place(legal)), T0))
        .await;
    assert!(!stale.changes_state() && stale.effects.is_empty());
    let fresh = service
        .with_core(|core| {
            core.plan_computer_move(&now_due, ComputerMove::Hex(Move::Place(legal)), T0)
        })
        .await;
    assert!(fresh.changes_state());
}
