//! A Dark Hex game's page in a real browser (issue #32): Debian's Chromium, driven through
//! WebDriver (`chromedriver`, which `scripts/test` installs and starts; its address in
//! `HEXTABLE_TEST_WEBDRIVER_URL`) with fantoccini.
//!
//! The page of a game in play gets each move without a reload and never shows a stone; at the
//! end it turns into the replay by itself; the arrow keys step the replay; the views show what
//! each player knew and the true board. Screenshots at desktop and phone widths are written to
//! `target/web-pages/browser-*.png` for a person to look at.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::Duration;

use fantoccini::{Client, ClientBuilder, Locator};
use hextable::core::Place;
use hyper_util::client::legacy::connect::HttpConnector;
use serde_json::{json, Value};

use crate::{
    support::{chat::T0, temp_sqlite},
    web_pages::{out_dir, play, said, site, start, token_of},
};

/// Desktop and phone window sizes.
const DESKTOP: (u32, u32) = (1280, 900);
const PHONE: (u32, u32) = (390, 844);

/// A headless Chromium through the WebDriver at `webdriver`.
async fn browser(webdriver: &str) -> Client {
    let mut capabilities = serde_json::Map::new();
    capabilities.insert(
        "goog:chromeOptions".to_owned(),
        json!({
            "args": ["--headless=new", "--no-sandbox", "--disable-gpu",
                     "--disable-dev-shm-usage", "--lang=en-GB"],
        }),
    );
    ClientBuilder::new(HttpConnector::new())
        .capabilities(capabilities)
        .connect(webdriver)
        .await
        .expect("a browser session")
}

/// Runs `script` in the page and gives its value.
async fn eval(client: &Client, script: &str) -> Value {
    client.execute(script, Vec::new()).await.unwrap()
}

/// The stones drawn on the page's board: (Red's, Blue's).
async fn stones(client: &Client) -> (u64, u64) {
    let count = |player: u8| {
        format!("return document.querySelectorAll('figure svg use[href^=\"#s{player}\"]').length")
    };
    let red = eval(client, &count(0)).await.as_u64().unwrap();
    let blue = eval(client, &count(1)).await.as_u64().unwrap();
    (red, blue)
}

/// Waits (up to 10 s) until `check` holds of the page.
async fn until<F, Fut>(client: &Client, what: &str, check: F)
where
    F: Fn(Client) -> Fut,
    Fut: std::future::Future<Output = bool>,
{
    for _ in 0..100 {
        if check(client.clone()).await {
            return;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    let url = client.current_url().await.unwrap();
    let source = client.source().await.unwrap_or_default();
    let body = source.split_once("<body").map_or(&source[..], |(_, b)| b);
    panic!(
        "{what} did not happen on {url}: {}",
        &body[..body.len().min(1500)]
    );
}

/// The text of the element `css`, or "" if there is none.
async fn text_of(client: &Client, css: &str) -> String {
    match client.find(Locator::Css(css)).await {
        Ok(element) => element.text().await.unwrap_or_default(),
        Err(_) => String::new(),
    }
}

/// The replay's position, from its `data-ply`.
async fn ply(client: &Client) -> Option<u64> {
    eval(
        client,
        "var r = document.getElementById('replay'); return r ? Number(r.dataset.ply) : null",
    )
    .await
    .as_u64()
}

/// Screenshots of the page at both widths, as `target/web-pages/browser-{name}-….png`.
async fn screenshots(client: &Client, name: &str) {
    for (size, (width, height)) in [("desktop", DESKTOP), ("phone", PHONE)] {
        client.set_window_size(width, height).await.unwrap();
        let png = client.screenshot().await.unwrap();
        assert!(png.starts_with(b"\x89PNG"), "a PNG screenshot");
        std::fs::write(out_dir().join(format!("browser-{name}-{size}.png")), png).unwrap();
    }
    client.set_window_size(DESKTOP.0, DESKTOP.1).await.unwrap();
}

/// Clicks the view link `words` and waits for the address to carry `query`.
async fn switch_view(client: &Client, words: &str, query: &'static str) {
    let link = client.find(Locator::LinkText(words)).await.unwrap();
    link.click().await.unwrap();
    until(client, words, |c| async move {
        c.current_url()
            .await
            .is_ok_and(|u| u.as_str().contains(query))
    })
    .await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs chromedriver (HEXTABLE_TEST_WEBDRIVER_URL); run scripts/test"]
async fn a_dark_hex_page_in_a_browser_follows_the_game_and_steps_its_replay() {
    let webdriver = std::env::var("HEXTABLE_TEST_WEBDRIVER_URL").expect("the WebDriver's URL");
    let (_dir, url) = temp_sqlite("browser.db");
    let (service, addr) = site(&url).await;
    start(&service, "Alice").await;
    let token = token_of(&service).await;
    let mut n = 10;
    play(&service, &[("alice", "c3")], &mut n).await;

    let client = browser(&webdriver).await;
    let page = format!("http://{addr}/g/{token}?lang=en");
    client.goto(&page).await.unwrap();
    until(&client, "the live part", |c| async move {
        text_of(&c, "#live .counts").await.contains("Move 1")
    })
    .await;
    // A mark the page keeps only as long as it is not loaded again.
    eval(&client, "window.hextableMark = 'kept'; return 1").await;

    // Blue plays onto Red's hidden stone: the page hears of the move and of the hit, and
    // shows no stone.
    play(&service, &[("bob", "c3")], &mut n).await;
    until(&client, "the second move", |c| async move {
        let counts = text_of(&c, "#live .counts").await;
        counts.contains("Move 2") && counts.contains("hits: 1")
    })
    .await;
    assert_eq!(
        eval(&client, "return window.hextableMark || null").await,
        json!("kept"),
        "the move arrived without a reload"
    );
    assert_eq!(
        stones(&client).await,
        (0, 0),
        "no stone while the game is played"
    );
    assert!(!client.source().await.unwrap().contains("href=\"#s"));
    screenshots(&client, "live").await;

    // Blue e5, Red d4, Blue resigns: the page turns into the replay by itself.
    play(&service, &[("bob", "e5"), ("alice", "d4")], &mut n).await;
    let resign = said("bob", "Bob", Place::Dm, "m99", "hex resign");
    service.handle(&resign, T0 + 99_000).await.unwrap();
    until(&client, "the replay", |c| async move {
        ply(&c).await == Some(4)
    })
    .await;
    assert_eq!(
        eval(&client, "return window.hextableMark || null").await,
        Value::Null,
        "the page was loaded again as the replay"
    );
    // The true board at the end: Red c3 and d4, Blue e5.
    assert_eq!(stones(&client).await, (2, 1));

    // The left arrow steps back one move; the true board then has Red c3 and Blue e5.
    let body = client.find(Locator::Css("body")).await.unwrap();
    body.send_keys("\u{E012}").await.unwrap();
    until(&client, "a step back", |c| async move {
        ply(&c).await == Some(3)
    })
    .await;
    assert!(text_of(&client, "#position").await.contains("3 of 4"));
    assert_eq!(stones(&client).await, (1, 1));
    // End goes to the last position.
    let body = client.find(Locator::Css("body")).await.unwrap();
    body.send_keys("\u{E010}").await.unwrap();
    until(
        &client,
        "the end",
        |c| async move { ply(&c).await == Some(4) },
    )
    .await;

    // What Red knew: its own two stones, nothing of Blue's.
    switch_view(&client, "What Red knew", "view=red").await;
    assert_eq!(stones(&client).await, (2, 0));
    // What Blue knew: its own stone and the Red stone it hit.
    switch_view(&client, "What Blue knew", "view=blue").await;
    assert_eq!(stones(&client).await, (1, 1));
    // The arrow keys keep the view.
    let body = client.find(Locator::Css("body")).await.unwrap();
    body.send_keys("\u{E012}").await.unwrap();
    until(&client, "a step back in Blue's view", |c| async move {
        ply(&c).await == Some(3)
    })
    .await;
    assert!(client
        .current_url()
        .await
        .unwrap()
        .as_str()
        .contains("view=blue"));
    screenshots(&client, "replay-blue").await;
    client.close().await.unwrap();
}
