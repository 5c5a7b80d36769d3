//! Live pages' feeds (`src/web/live.rs`): however many readers follow a game's page, the game
//! is read and its live part drawn once a second for all of them (one feed per game and
//! language), and the feed stops when its last reader leaves.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{sync::Arc, time::Duration};

use hextable::{core::CoreConfig, runtime::Service, web::Web};

use crate::{
    support::{
        chat::{ch, T0},
        temp_sqlite,
        web::SITE,
    },
    web_pages::{said, token_of, Events},
};

/// Waits up to five seconds for the site to run `n` feeds.
async fn feeds_come_to(web: &Web, n: usize) {
    for _ in 0..50 {
        if web.live_feeds() == n {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    assert_eq!(web.live_feeds(), n, "live feeds");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn many_readers_of_a_live_page_share_one_look_at_the_game() {
    let (_dir, url) = temp_sqlite("feeds.db");
    let config = CoreConfig {
        web: Some(SITE.to_owned()),
        ..CoreConfig::default()
    };
    let service = Arc::new(Service::open(&url, config).await.unwrap());
    let web = Web::new(Arc::clone(&service)).with_clock(|| T0 + 60_000);
    let (addr, _server) = web.clone().start(([127, 0, 0, 1], 0).into()).await.unwrap();
    let challenge = said(
        "alice",
        "Alice",
        ch(),
        "m1",
        "hex challenge @bob hex 7 red swap=off",
    );
    service.handle(&challenge, T0).await.unwrap();
    service
        .handle(&said("bob", "Bob", ch(), "m2", "hex accept"), T0)
        .await
        .unwrap();
    let token = token_of(&service).await;
    assert_eq!(web.live_feeds(), 0, "nobody follows the game yet");

    // Fifty readers in English and one in Finnish: two feeds.
    let mut readers = Vec::new();
    for _ in 0..50 {
        readers.push(Events::open(addr, &format!("/g/{token}/events")).await);
    }
    let mut finnish = Events::open(addr, &format!("/g/{token}/events?lang=fi")).await;
    for reader in &mut readers {
        let (name, first) = reader.next().await;
        assert_eq!(name, "live");
        assert!(!first.contains("href=\"#s"), "no stone yet: {first}");
    }
    let (name, _) = finnish.next().await;
    assert_eq!(name, "live");
    assert_eq!(
        web.live_feeds(),
        2,
        "one feed per language, whatever the readers"
    );

    // A move reaches every reader, each once.
    service
        .handle(&said("alice", "Alice", ch(), "m3", "d4"), T0 + 1_000)
        .await
        .unwrap();
    for reader in &mut readers {
        let (name, part) = reader.next().await;
        assert_eq!(name, "live");
        assert!(part.contains("Red d4"), "{part}");
    }
    let (_, part) = finnish.next().await;
    assert!(part.contains("d4"), "{part}");

    // The English readers leave: their feed stops; the Finnish one runs on, and hears the end.
    drop(readers);
    feeds_come_to(&web, 1).await;
    service
        .handle(&said("bob", "Bob", ch(), "m4", "hex resign"), T0 + 2_000)
        .await
        .unwrap();
    let (name, data) = finnish.next().await;
    assert_eq!((name.as_str(), data.as_str()), ("end", "over"));
    feeds_come_to(&web, 0).await;
}
