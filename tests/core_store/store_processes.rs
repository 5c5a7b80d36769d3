//! Several processes on one PostgreSQL database (issue #19), each played here by a `Service`
//! with its own store, connections and memory: any of them takes any command for any game,
//! one runs the clocks, and the outbox rows of one that died are taken over. Needs
//! `HEXTABLE_TEST_POSTGRES_URL` (see `scripts/test`); the whole bot in two real processes is
//! `serve_processes.rs`.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::time::Duration;

use hextable::{
    core::{CoreConfig, GameId, Incoming, Place, Platform, Status},
    runtime::{Delivery, Service},
};
use support::{
    chat::{ch, msg, T0},
    fresh_postgres,
};

const DAY: i64 = 86_400_000;

/// The tests share one database, which each empties first: they take turns.
static DATABASE: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

fn url() -> String {
    std::env::var("HEXTABLE_TEST_POSTGRES_URL")
        .expect("HEXTABLE_TEST_POSTGRES_URL must point at a PostgreSQL database")
}

async fn open(url: &str) -> Service {
    Service::open(url, CoreConfig::default()).await.unwrap()
}

async fn say(service: &Service, who: &str, id: &str, text: &str, t: i64) -> Vec<Delivery> {
    service.handle(&msg(who, ch(), id, text), t).await.unwrap()
}

fn texts(deliveries: &[Delivery]) -> String {
    deliveries
        .iter()
        .filter_map(|d| d.effect.text())
        .collect::<Vec<_>>()
        .join("\n")
}

async fn status(service: &Service, game: u64) -> Option<Status> {
    service
        .with_core(|core| core.table(GameId(game)).map(|t| t.meta.status))
        .await
}

/// A challenge made through one process is accepted through the other, and a Hex game's
/// moves arrive alternately at both: each process plans from the other's moves, none is
/// refused or lost, and new game numbers never collide.
#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn any_process_takes_any_command_for_any_game() {
    let _turn = DATABASE.lock().await;
    let url = url();
    fresh_postgres(&url).await;
    let a = open(&url).await;
    let b = open(&url).await;
    assert_ne!(a.store().process(), b.store().process());

    assert!(
        !say(&a, "alice", "1", "hex challenge @bob hex 7 red noswap", T0)
            .await
            .is_empty()
    );
    let started = say(&b, "bob", "2", "hex accept", T0 + 1).await;
    assert!(texts(&started).contains("#1"), "{}", texts(&started));
    let moves = ["d4", "c5", "e3", "b6", "f2", "a7", "g1"];
    for (i, cell) in moves.iter().enumerate() {
        let (service, who) = match i % 2 {
            0 => (if i % 4 == 0 { &a } else { &b }, "alice"),
            _ => (if i % 4 == 1 { &b } else { &a }, "bob"),
        };
        let id = format!("m{i}");
        let out = say(service, who, &id, cell, T0 + 10 + i as i64).await;
        let stored = a.store().event_count(GameId(1)).await.unwrap();
        assert_eq!(
            stored,
            i as i64 + 1,
            "move {i} ({who} {cell}) through {}: {}",
            if std::ptr::eq(service, &a) { "a" } else { "b" },
            texts(&out)
        );
    }
    assert_eq!(
        a.store().event_count(GameId(1)).await.unwrap(),
        moves.len() as i64
    );
    // A repeated message id is ignored by the other process too.
    assert!(say(&b, "alice", "m0", "d4", T0 + 50).await.is_empty());
    // A second game, started through the process that did not make the first: number 2.
    say(&b, "carol", "c1", "hex challenge @dave hex 7", T0 + 60).await;
    let second = say(&a, "dave", "c2", "hex accept", T0 + 61).await;
    assert!(texts(&second).contains("#2"), "{}", texts(&second));
    // Both memories agree with the store.
    assert_eq!(status(&a, 2).await, Some(Status::Active));
    b.pending().await.unwrap();
    assert_eq!(status(&b, 2).await, Some(Status::Active));
    a.store().close().await;
    b.store().close().await;
}

/// How many events process `service` has in memory for `game`.
async fn events_in_memory(service: &Service, game: u64) -> Option<usize> {
    service
        .with_core(|core| core.table(GameId(game)).map(|t| t.events.len()))
        .await
}

/// A process does not read again every game another one moves: a game moved elsewhere is
/// only marked, and read (its new events) when this process is about to show it or write it,
/// or at its clock's next round. A command of another game through it reads nothing of the
/// first.
#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn a_game_moved_elsewhere_is_read_again_only_when_it_is_needed() {
    let _turn = DATABASE.lock().await;
    let url = url();
    fresh_postgres(&url).await;
    let a = open(&url).await;
    let b = open(&url).await;
    say(&a, "alice", "1", "hex challenge @bob hex 7 red noswap", T0).await;
    say(&a, "bob", "2", "hex accept", T0 + 1).await;
    // b learns of the game (new to it: read at once).
    say(&b, "carol", "3", "hex help", T0 + 2).await;
    assert_eq!(events_in_memory(&b, 1).await, Some(0));
    for (i, (who, cell)) in [("alice", "d4"), ("bob", "c5"), ("alice", "e3")]
        .into_iter()
        .enumerate()
    {
        say(&a, who, &format!("m{i}"), cell, T0 + 10 + i as i64).await;
    }
    // Another player's command through b, in another channel: game 1 stays as b read it.
    let elsewhere = Incoming::text(
        Platform::Discord,
        "carol",
        "carol",
        Place::Channel("elsewhere".into()),
        Some("4"),
        "hex challenge @dave hex 7",
    );
    b.handle(&elsewhere, T0 + 20).await.unwrap();
    assert_eq!(events_in_memory(&b, 1).await, Some(0));
    // A look at the board through b shows a's moves.
    let board = say(&b, "carol", "5", "hex board #1", T0 + 21).await;
    assert!(!board.is_empty());
    assert_eq!(events_in_memory(&b, 1).await, Some(3));
    // Bob's move typed in the game's channel through b, after another move through a: b
    // reads the game first (its channel), and the move is the game's fifth.
    say(&a, "bob", "m3", "b6", T0 + 30).await;
    say(&a, "alice", "m4", "f2", T0 + 31).await;
    let out = say(&b, "bob", "m5", "a7", T0 + 32).await;
    assert!(texts(&out).contains("a7"), "{}", texts(&out));
    assert_eq!(a.store().event_count(GameId(1)).await.unwrap(), 6);
    // A move through a, then b's clock round: b catches up.
    say(&a, "alice", "m6", "g1", T0 + 40).await;
    assert_eq!(events_in_memory(&b, 1).await, Some(6));
    b.tick(T0 + 41).await.unwrap();
    assert_eq!(events_in_memory(&b, 1).await, Some(7));
    a.store().close().await;
    b.store().close().await;
}

/// Both processes find the computer's move due and think about it; it is played once: the
/// second submission is planned after the first one's reload, finds the turn taken, and
/// writes nothing (its message id would be refused as a duplicate besides).
#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn a_computer_move_found_due_by_both_processes_is_played_once() {
    let _turn = DATABASE.lock().await;
    let url = url();
    fresh_postgres(&url).await;
    let a = open(&url).await;
    say(&a, "alice", "1", "hex play-bot hex 7 blue easy", T0).await;
    let b = open(&url).await;
    let turn_a = a.computer_turns().await.pop().unwrap();
    let turn_b = b.computer_turns().await.pop().unwrap();
    assert_eq!(turn_a.events, turn_b.events);
    let move_a = a.think(&turn_a).await.unwrap();
    let move_b = b.think(&turn_b).await.unwrap();
    assert!(!a
        .submit_computer_move(&turn_a, move_a, T0 + 1)
        .await
        .unwrap()
        .is_empty());
    let again = b
        .submit_computer_move(&turn_b, move_b, T0 + 2)
        .await
        .unwrap();
    assert!(again.is_empty(), "{again:#?}");
    assert_eq!(a.store().event_count(GameId(1)).await.unwrap(), 1);
    // And b goes on from the move a played: Alice's answer through b is the game's second.
    let view = turn_a.view.hex().unwrap().clone();
    let reply = view
        .settings()
        .size
        .cells()
        .find(|&c| {
            view.may_try(c)
                && hextable::core::ComputerMove::Hex(hextable::rules::Move::Place(c)) != move_a
        })
        .unwrap();
    say(&b, "alice", "2", &reply.to_string(), T0 + 3).await;
    assert_eq!(a.store().event_count(GameId(1)).await.unwrap(), 2);
    a.store().close().await;
    b.store().close().await;
}

/// One process runs the clocks; the other's tick does nothing until the first has gone, and
/// then takes over: a deadline fires once, in whichever process runs the clocks then.
#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn one_process_runs_the_clocks_and_another_takes_over() {
    let _turn = DATABASE.lock().await;
    let url = url();
    fresh_postgres(&url).await;
    let a = open(&url).await;
    let b = open(&url).await;
    assert!(a.runs_clocks().await.unwrap());
    assert!(!b.runs_clocks().await.unwrap());

    // Two correspondence games (a day a move), started through b and moved through a: Bob's
    // move in game 1 is due at T0 + 1 day, Dave's in game 2 at T0 + 1.5 days.
    for (game, (red, blue)) in [("alice", "bob"), ("carol", "dave")]
        .into_iter()
        .enumerate()
    {
        let id = format!("g{game}");
        let challenge = format!("hex challenge @{blue} hex 7 red 1d");
        say(&b, red, &format!("{id}c"), &challenge, T0).await;
        say(&b, blue, &format!("{id}a"), "hex accept", T0).await;
    }
    say(&a, "alice", "x1", "d4", T0).await;
    say(&a, "carol", "x2", "d4", T0 + DAY / 2).await;
    let late = T0 + DAY + DAY / 4;
    assert!(
        b.tick(late).await.unwrap().is_empty(),
        "b does not run the clocks"
    );
    let fired = texts(&a.tick(late).await.unwrap());
    assert!(
        fired.contains("Game #1 is over: bob ran out of time"),
        "{fired}"
    );
    assert!(!fired.contains("Game #2 is over"), "{fired}");
    assert!(!texts(&a.tick(late + 1).await.unwrap()).contains("is over"));

    // a goes; b takes over the clocks and runs game 2's deadline, but not game 1's again.
    a.store().close().await;
    drop(a);
    assert!(b.runs_clocks().await.unwrap());
    let fired = texts(&b.tick(T0 + 2 * DAY).await.unwrap());
    assert!(
        fired.contains("Game #2 is over: dave ran out of time"),
        "{fired}"
    );
    assert!(!fired.contains("Game #1 is over"), "{fired}");
    assert_ne!(status(&b, 1).await, Some(Status::Active));
    assert_ne!(status(&b, 2).await, Some(Status::Active));
    b.store().close().await;
}

/// The outbox rows a process wrote are its own to deliver while it lives; when it dies
/// without a word (its connections just drop, as after `kill -9`), another process takes
/// them over as soon as PostgreSQL sees it gone.
#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn a_dead_process_leaves_its_outbox_rows_to_the_living() {
    let _turn = DATABASE.lock().await;
    let url = url();
    fresh_postgres(&url).await;
    let a = open(&url).await;
    let b = open(&url).await;
    let written = say(&a, "alice", "1", "hex challenge @bob hex 7", T0).await;
    assert_eq!(written.len(), 1);
    // Not delivered by a (say a crash right after the commit): b leaves it to a while a
    // lives.
    assert!(b.pending().await.unwrap().is_empty());
    drop(a);
    let mut taken = Vec::new();
    for _ in 0..100 {
        taken = b.pending().await.unwrap();
        if !taken.is_empty() {
            break;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(taken.len(), 1, "taken over within 10 s");
    assert_eq!(taken[0].outbox_id, written[0].outbox_id);
    assert_eq!(taken[0].effect, written[0].effect);
    b.store().close().await;
}

/// A row for a network this process does not deliver to is left unclaimed and announced:
/// the process that delivers there hears of it at once (`LISTEN`/`NOTIFY`), not at its
/// clock's next round.
#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn rows_for_another_network_are_announced_to_the_process_that_delivers_there() {
    let _turn = DATABASE.lock().await;
    let url = url();
    fresh_postgres(&url).await;
    let discord = open(&url).await;
    let matrix = open(&url).await;
    discord.set_delivers(Platform::Discord, true).await;
    matrix.set_delivers(Platform::Matrix, true).await;
    // A third process run by a pump with no network attached yet (a standby for the Matrix
    // account) claims nothing.
    let standby = hextable::runtime::Pump::new(std::sync::Arc::new(open(&url).await));
    let news = matrix.outbox_news();
    // The listener connects in the background: give it a moment before the commit.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let room = Place::Channel("!room:example.org".to_owned());
    let challenge = Incoming::text(
        Platform::Matrix,
        "@alice:example.org",
        "alice",
        room,
        Some("$e1"),
        "hex open hex 7",
    );
    let written = discord.handle(&challenge, T0).await.unwrap();
    assert_eq!(written.len(), 1);
    tokio::time::timeout(Duration::from_secs(5), news.notified())
        .await
        .expect("the Matrix process was told of the row");
    assert!(discord.pending().await.unwrap().is_empty());
    assert!(standby.service().pending().await.unwrap().is_empty());
    let taken = matrix.pending().await.unwrap();
    assert_eq!(taken.len(), 1);
    assert_eq!(taken[0].outbox_id, written[0].outbox_id);
    discord.store().close().await;
    matrix.store().close().await;
    standby.service().store().close().await;
}

/// One writer per game across processes: while another process (here the test, holding the
/// game's advisory lock in a transaction) is writing game 1, a move in game 1 waits for it;
/// moves in game 2 go through at once, through the same process and through another, and
/// `hex board` for game 1 is answered at once.
#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn a_game_being_written_elsewhere_holds_up_no_other_game() {
    use hextable::{core::WriteKey, store::Store};
    use sqlx::Connection;

    let _turn = DATABASE.lock().await;
    let url = url();
    fresh_postgres(&url).await;
    let a = std::sync::Arc::new(open(&url).await);
    let b = open(&url).await;
    let second = Place::Channel("second".to_owned());
    say(&a, "alice", "1", "hex challenge @bob hex 7 red noswap", T0).await;
    say(&a, "bob", "2", "hex accept", T0 + 1).await;
    a.handle(
        &msg(
            "carol",
            second.clone(),
            "3",
            "hex challenge @dave hex 7 red noswap",
        ),
        T0 + 2,
    )
    .await
    .unwrap();
    let started = a
        .handle(&msg("dave", second.clone(), "4", "hex accept"), T0 + 3)
        .await
        .unwrap();
    assert!(texts(&started).contains("#2"), "{}", texts(&started));

    // "Another process" writes game 1 and takes its time.
    let mut other = sqlx::PgConnection::connect(&url).await.unwrap();
    let mut writing = other.begin().await.unwrap();
    sqlx::query("SELECT pg_advisory_xact_lock($1)")
        .bind(Store::key_lock(&WriteKey::Game(GameId(1))))
        .execute(&mut *writing)
        .await
        .unwrap();

    let held_up = {
        let a = std::sync::Arc::clone(&a);
        tokio::spawn(async move { say(&a, "alice", "5", "d4", T0 + 4).await })
    };
    tokio::time::sleep(Duration::from_millis(300)).await;
    assert!(!held_up.is_finished(), "game 1 was written past its writer");

    // Game 2 moves through the same process (whose game 1 write is waiting) and the other.
    let quick = Duration::from_secs(5);
    let moved = tokio::time::timeout(
        quick,
        a.handle(&msg("carol", second.clone(), "6", "d4"), T0 + 5),
    )
    .await
    .expect("game 2 waited for game 1's writer")
    .unwrap();
    assert!(!moved.is_empty());
    let moved = tokio::time::timeout(quick, b.handle(&msg("dave", second, "7", "c5"), T0 + 6))
        .await
        .expect("game 2 waited for game 1's writer in the other process")
        .unwrap();
    assert!(!moved.is_empty());
    assert_eq!(a.store().event_count(GameId(2)).await.unwrap(), 2);
    assert_eq!(a.store().event_count(GameId(1)).await.unwrap(), 0);
    // A read-only command about game 1 enters no writer: answered from memory at once.
    let board = tokio::time::timeout(quick, a.handle(&msg("bob", ch(), "8", "hex board"), T0 + 7))
        .await
        .expect("hex board waited for the game's writer")
        .unwrap();
    assert!(texts(&board).contains("#1"), "{}", texts(&board));

    // The other writer is done: game 1's move goes through.
    writing.rollback().await.unwrap();
    let played = tokio::time::timeout(quick, held_up).await.unwrap().unwrap();
    assert!(!played.is_empty());
    assert_eq!(a.store().event_count(GameId(1)).await.unwrap(), 1);
    a.store().close().await;
    b.store().close().await;
}

/// An open challenge accepted at the same moment through two processes starts one game: the
/// challenge's writer lets one accept in, and the other process, finding the challenge changed
/// under its plan, reloads it and answers that it is gone. Many rounds, so the race is run.
#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn an_open_challenge_accepted_through_two_processes_at_once_starts_one_game() {
    let _turn = DATABASE.lock().await;
    let url = url();
    fresh_postgres(&url).await;
    let a = open(&url).await;
    let b = open(&url).await;
    let rounds = 12;
    for round in 0..rounds {
        let t = T0 + round * 100;
        let place = Place::Channel(format!("room{round}"));
        let host = format!("host{round}");
        let posted = a
            .handle(
                &msg(&host, place.clone(), &format!("o{round}"), "hex open hex 7"),
                t,
            )
            .await
            .unwrap();
        assert!(!posted.is_empty());
        let first = msg(
            &format!("x{round}"),
            place.clone(),
            &format!("x{round}"),
            "hex accept",
        );
        let second = msg(
            &format!("y{round}"),
            place.clone(),
            &format!("y{round}"),
            "hex accept",
        );
        let (one, two) = tokio::join!(a.handle(&first, t + 1), b.handle(&second, t + 1));
        let (one, two) = (one.unwrap(), two.unwrap());
        let begun = [texts(&one), texts(&two)]
            .iter()
            .filter(|t| t.contains("begins"))
            .count();
        assert_eq!(
            begun,
            1,
            "round {round}:\n{}\n--\n{}",
            texts(&one),
            texts(&two)
        );
    }
    // One game per challenge in the store.
    let games = a.store().load().await.unwrap().tables.len();
    assert_eq!(games, rounds as usize);
    a.store().close().await;
    b.store().close().await;
}
