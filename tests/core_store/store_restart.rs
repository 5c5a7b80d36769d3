//! The store: restart recovery, outbox, duplicate messages, on SQLite always and on
//! PostgreSQL when `HEXTABLE_TEST_POSTGRES_URL` is set (see `scripts/test`).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::time::{Duration, Instant};

use hextable::core::GameId;
use hextable::{
    core::{CoreConfig, ImageView, Place},
    runtime::{Delivery, Service},
    store::{Store, StoreError, LOCK_WAIT},
};
use support::{
    chat::{ch, msg, Recorder, T0},
    fresh_postgres, temp_sqlite,
};

/// Stops a service as a restart does. On PostgreSQL the stop is clean (its store is closed):
/// the outbox rows a process claimed wait for PostgreSQL to notice that it died before another
/// takes them over, which `store_processes.rs` tests with a process really killed.
async fn stop(service: Service, url: &str) {
    if url.starts_with("postgres") {
        service.store().close().await;
    }
    drop(service);
}

async fn play(service: &Service, who: &str, id: &str, text: &str, t: i64) -> Vec<Delivery> {
    service
        .handle(&msg(who, Place::Dm, id, text), t)
        .await
        .unwrap()
}

/// The whole story against one database URL (a fresh, empty database).
async fn restart_story(url: &str) {
    let service = Service::open(url, CoreConfig::default()).await.unwrap();
    let mut started = service
        .handle(
            &msg("alice", ch(), "1", "hex challenge @bob darkhex 7 red 1d"),
            T0,
        )
        .await
        .unwrap();
    assert_eq!(started.len(), 1, "{started:#?}");
    started.extend(
        service
            .handle(&msg("bob", ch(), "2", "hex accept"), T0)
            .await
            .unwrap(),
    );
    assert_eq!(started.len(), 4, "{started:#?}");
    let all_ok = Recorder {
        seen: Default::default(),
        fail_on: None,
    };
    assert_eq!(service.dispatch(&all_ok, &started, T0).await.unwrap(), 4);

    let d = play(&service, "alice", "3", "a1", T0 + 1).await;
    assert_eq!(d.len(), 3);
    // The same platform message again: ignored, nothing written.
    assert!(play(&service, "alice", "3", "a1", T0 + 2).await.is_empty());
    let d2 = play(&service, "bob", "4", "a1", T0 + 3).await; // a hit
    let mut delivered = d.clone();
    delivered.extend(d2);
    // Bob's DMs fail to go out (network down): they stay in the outbox.
    let flaky = Recorder {
        seen: Default::default(),
        fail_on: Some("found one of your"),
    };
    let sent = service.dispatch(&flaky, &delivered, T0 + 3).await.unwrap();
    assert_eq!(sent, delivered.len() - 1);
    let outbox_before = service.store().outbox_count().await.unwrap();
    stop(service, url).await;

    // Restart: same database.
    let service = Service::open(url, CoreConfig::default()).await.unwrap();
    let ply = service
        .with_core(|c| c.table(GameId(1)).map(|t| t.game.ply()))
        .await;
    assert_eq!(ply, Some(2));
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 2);
    let pending = service.pending().await.unwrap();
    assert_eq!(pending.len(), 1, "{pending:#?}");
    assert!(pending[0]
        .effect
        .text()
        .unwrap()
        .contains("bob found one of your stones"));
    // Its image is rebuilt from the log: Alice's view, with her a1 stone.
    match pending[0].effect.image().map(|i| &i.view) {
        Some(ImageView::Player(view)) => {
            assert_eq!(view.ply(), 2);
            assert_eq!(view.to_rows()[0].chars().next(), Some('x'));
        }
        other => panic!("{other:?}"),
    }
    let ok = Recorder {
        seen: Default::default(),
        fail_on: None,
    };
    assert_eq!(service.dispatch(&ok, &pending, T0 + 4).await.unwrap(), 1);
    assert!(service.pending().await.unwrap().is_empty());
    // Redelivery after the restart is still ignored.
    assert!(play(&service, "bob", "4", "a1", T0 + 5).await.is_empty());
    assert_eq!(service.store().outbox_count().await.unwrap(), outbox_before);

    // The game goes on where it was: Bob (classic, after a hit) moves again.
    assert_eq!(play(&service, "bob", "5", "g7", T0 + 6).await.len(), 3);
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 3);
    // Timeout through the scheduler, persisted.
    let d = service.tick(T0 + 6 + 86_400_000).await.unwrap();
    assert!(
        d.iter()
            .any(|d| d.effect.text().unwrap().contains("ran out of time")),
        "{d:#?}"
    );
    stop(service, url).await;
    let service = Service::open(url, CoreConfig::default()).await.unwrap();
    assert_eq!(
        service.with_core(|c| c.games_in_memory()).await,
        0,
        "finished games are not loaded"
    );
    let d = service
        .handle(&msg("carol", ch(), "6", "hex replay 1"), T0 + 10)
        .await
        .unwrap();
    assert!(matches!(
        d[0].effect.image().map(|i| &i.view),
        Some(ImageView::Replay(_))
    ));
    // Numbers continue after a restart.
    service
        .handle(&msg("alice", ch(), "7", "hex open hex 7"), T0 + 11)
        .await
        .unwrap();
    let d = service
        .handle(&msg("carol", ch(), "8", "hex accept"), T0 + 11)
        .await
        .unwrap();
    assert!(
        d.iter()
            .any(|d| d.effect.text().unwrap().contains("Game #2 begins")),
        "{d:#?}"
    );
    // Open challenges survive restarts.
    service
        .handle(&msg("alice", ch(), "9", "hex open rex 9"), T0 + 12)
        .await
        .unwrap();
    stop(service, url).await;
    let service = Service::open(url, CoreConfig::default()).await.unwrap();
    assert_eq!(service.with_core(|c| c.challenges().count()).await, 1);
    // A week later the scheduler forgets delivered rows and old message ids, nothing else.
    let before = service.store().outbox_count().await.unwrap();
    assert!(service.store().prune(T0 + 5).await.unwrap() > 0);
    let after = service.store().outbox_count().await.unwrap();
    assert!(after < before, "{after} < {before}");
    assert_eq!(
        service.store().event_count(GameId(1)).await.unwrap(),
        4,
        "3 moves and the timeout"
    );
    assert!(
        !service.pending().await.unwrap().is_empty(),
        "undelivered rows stay"
    );
    let d = service
        .handle(&msg("dave", ch(), "10", "hex accept"), T0 + 13)
        .await
        .unwrap();
    assert!(
        d.iter()
            .any(|d| d.effect.text().unwrap().contains("Game #3 begins")),
        "{d:#?}"
    );
    service.store().close().await;
}

#[tokio::test]
async fn sqlite_restart_loses_and_duplicates_nothing() {
    let (_dir, url) = temp_sqlite("test.db");
    restart_story(&url).await;
}

/// A second process on the same SQLite file is refused at start with a clear message (each
/// would keep its own games in memory); once the first has gone, the file opens again.
#[tokio::test]
async fn sqlite_refuses_a_second_process_on_the_same_file() {
    let (_dir, url) = temp_sqlite("one.db");
    let first = Service::open(&url, CoreConfig::default()).await.unwrap();
    // (The wait for a lock let go a moment later is the next test's; this one is not.)
    let refused = Store::connect_waiting(&url, Duration::from_millis(300))
        .await
        .unwrap_err();
    let text = refused.to_string();
    assert!(
        text.contains("another hextable process")
            && text.contains(&format!("pid {}", std::process::id()))
            && text.contains("PostgreSQL"),
        "{text}"
    );
    drop(first);
    let again = Service::open(&url, CoreConfig::default()).await.unwrap();
    assert!(again.pending().await.unwrap().is_empty());
}

/// The lock beside `db` (a SQLite URL), taken through a handle of its own as another process
/// would hold it, with `pid` written into it as hextable writes its own.
fn hold_lock(url: &str, pid: u32) -> std::fs::File {
    use std::io::Write;
    let path = format!("{}.lock", url.trim_start_matches("sqlite://"));
    let mut file = std::fs::OpenOptions::new()
        .create(true)
        .truncate(true)
        .write(true)
        .open(path)
        .unwrap();
    file.try_lock().unwrap();
    writeln!(file, "{pid}").unwrap();
    file
}

/// Right after a `kill -9` the old process holds the lock while its last threads exit: a
/// restart at once waits for it (up to [`LOCK_WAIT`], 15 s) instead of refusing, and then
/// writes its own process id into the lock file for the next one to name.
#[tokio::test]
async fn sqlite_waits_for_a_lock_let_go_a_moment_later() {
    assert_eq!(LOCK_WAIT, Duration::from_secs(15));
    let (_dir, url) = temp_sqlite("restart.db");
    let held = hold_lock(&url, 4242);
    let letting_go = std::thread::spawn(move || {
        std::thread::sleep(Duration::from_secs(1));
        drop(held);
    });
    let started = Instant::now();
    let store = Store::connect_waiting(&url, Duration::from_secs(10))
        .await
        .unwrap();
    let waited = started.elapsed();
    assert!(waited >= Duration::from_millis(900), "{waited:?}");
    assert!(waited < Duration::from_secs(5), "{waited:?}");
    letting_go.join().unwrap();
    let path = format!("{}.lock", url.trim_start_matches("sqlite://"));
    let holder = std::fs::read_to_string(path).unwrap();
    assert_eq!(holder.trim(), std::process::id().to_string());
    store.close().await;
}

/// A lock held for longer than the wait is refused clearly, naming the holder's process id.
#[tokio::test]
async fn sqlite_refuses_a_lock_held_past_the_wait() {
    let (_dir, url) = temp_sqlite("held.db");
    let _held = hold_lock(&url, 4242);
    let started = Instant::now();
    let refused = Store::connect_waiting(&url, Duration::from_millis(700))
        .await
        .unwrap_err();
    assert!(started.elapsed() >= Duration::from_millis(700));
    match &refused {
        StoreError::InUse { holder, waited, .. } => {
            assert_eq!(*holder, Some(4242));
            assert!(*waited >= Duration::from_millis(700), "{waited:?}");
        }
        other => panic!("{other:?}"),
    }
    let text = refused.to_string();
    assert!(
        text.contains("another hextable process (pid 4242) is using")
            && text.contains("held.db")
            && text.contains("PostgreSQL"),
        "{text}"
    );
}

#[tokio::test]
#[ignore = "needs PostgreSQL; run scripts/test"]
async fn postgres_restart_loses_and_duplicates_nothing() {
    let url = std::env::var("HEXTABLE_TEST_POSTGRES_URL")
        .expect("HEXTABLE_TEST_POSTGRES_URL must point at an empty PostgreSQL database");
    fresh_postgres(&url).await;
    restart_story(&url).await;
}

/// A finished game leaves memory an hour after it ends (memory holds the games being
/// played), and commands that name it still find it in the store.
#[tokio::test]
async fn finished_games_leave_memory_but_not_the_store() {
    let (_dir, url) = temp_sqlite("evict.db");
    let service = Service::open(&url, CoreConfig::default()).await.unwrap();
    service
        .handle(&msg("alice", ch(), "1", "hex challenge @bob hex 7 red"), T0)
        .await
        .unwrap();
    service
        .handle(&msg("bob", ch(), "2", "hex accept"), T0)
        .await
        .unwrap();
    play(&service, "alice", "3", "d4", T0 + 1).await;
    play(&service, "bob", "4", "resign", T0 + 2).await;
    async fn in_memory(s: &Service) -> bool {
        s.with_core(|c| c.table(GameId(1)).is_some()).await
    }
    // Within the grace period a plain `hex rematch` in the channel still finds it.
    service.tick(T0 + 60_000).await.unwrap();
    assert!(in_memory(&service).await);
    service.tick(T0 + 2 + 3_600_000).await.unwrap();
    assert!(
        !in_memory(&service).await,
        "a game over for an hour stays in memory"
    );
    let d = service
        .handle(&msg("carol", ch(), "5", "hex replay 1"), T0 + 3_700_000)
        .await
        .unwrap();
    assert!(
        d.iter().any(
            |d| d.effect.image().is_some() && d.effect.text().is_some_and(|t| t.contains("#1"))
        ),
        "{d:#?}"
    );
}
