//! The games' web pages (`src/web/`), over real HTTP on a loopback port: every route, the
//! security headers, escaping, 404s, the link in the result post, and the privacy property of
//! Dark Hex (two games that differ only in hidden stones give the same bytes on every route,
//! at every move). On SQLite always, on PostgreSQL when `HEXTABLE_TEST_POSTGRES_URL` is set.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{net::SocketAddr, sync::Arc, time::Duration};

use hextable::{
    core::{CoreConfig, GameId, Incoming, Place, Platform},
    runtime::Service,
    web::{Web, CONTENT_SECURITY_POLICY},
};
use tokio::io::{AsyncReadExt, AsyncWriteExt};

use crate::support::{
    chat::{ch, channel, T0},
    fresh_postgres, temp_sqlite,
    web::{self, get, get_with, EVIL, SITE},
};

/// A service with the pages on, and its site on a loopback port (its clock stands at `T0`).
pub(crate) async fn site(url: &str) -> (Arc<Service>, SocketAddr) {
    web::site(url, T0 + 60_000, None).await
}

/// `text` from `user` (shown as `name`) in `place`, as Discord message `id`, in server `g1`.
pub(crate) fn said(user: &str, name: &str, place: Place, id: &str, text: &str) -> Incoming {
    Incoming::text(Platform::Discord, user, name, place, Some(id), text)
        .in_server(Some("g1".to_owned()), false)
}

/// The page token of game 1.
pub(crate) async fn token_of(service: &Service) -> String {
    service
        .with_core(|core| core.table(GameId(1)).and_then(|t| t.meta.link.clone()))
        .await
        .expect("game 1 has a page")
}

/// Plays `moves` (`who`, `cell`) by DM, numbering the messages from `n`.
pub(crate) async fn play(service: &Service, moves: &[(&str, &str)], n: &mut u64) -> Vec<String> {
    let mut texts = Vec::new();
    for (who, cell) in moves {
        *n += 1;
        let incoming = said(who, who, Place::Dm, &format!("m{n}"), cell);
        let delivered = service
            .handle(&incoming, T0 + 1_000 * *n as i64)
            .await
            .unwrap();
        texts.extend(
            delivered
                .iter()
                .filter_map(|d| d.effect.text().map(str::to_owned)),
        );
    }
    texts
}

/// Starts a Dark Hex game between `alice` (shown as `red_name`) and `bob` on 7×7.
pub(crate) async fn start(service: &Service, red_name: &str) {
    let challenge = said(
        "alice",
        red_name,
        ch(),
        "m1",
        "hex challenge @bob darkhex 7 red 1d",
    );
    service.handle(&challenge, T0).await.unwrap();
    let accept = said("bob", "Bob", ch(), "m2", "hex accept");
    service.handle(&accept, T0).await.unwrap();
}

/// Where the page files are written for a person to look at.
pub(crate) fn out_dir() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-pages");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The whole story of a finished game's page on the database at `url`.
async fn finished_game_story(url: &str) {
    let (service, addr) = site(url).await;
    start(&service, EVIL).await;
    let token = token_of(&service).await;
    assert_eq!(token.len(), 32, "{token}");
    let mut n = 10;
    // Red c3; Blue finds it (a hit, Blue moves again) and plays e5; Red d4; Blue resigns.
    play(
        &service,
        &[
            ("alice", "c3"),
            ("bob", "c3"),
            ("bob", "e5"),
            ("alice", "d4"),
        ],
        &mut n,
    )
    .await;

    // In play: the page shows no stone, and no record is given.
    let page = get(addr, &format!("/g/{token}")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(!page.body.contains("<circle"), "{}", page.body);
    assert!(!page.body.contains("href=\"#s"), "{}", page.body);
    assert!(page.body.contains("data-live"), "{}", page.body);
    assert_eq!(get(addr, &format!("/g/{token}/sgf")).await.status, 404);

    let resigned = said("bob", "Bob", Place::Dm, "m99", "hex resign");
    let result = service.handle(&resigned, T0 + 99_000).await.unwrap();
    let link = format!("{SITE}/g/{token}");
    let posts: Vec<&str> = result
        .iter()
        .filter(|d| d.effect.recipient() == channel())
        .filter_map(|d| d.effect.text())
        .collect();
    assert!(
        posts.iter().any(|text| text.contains(&link)),
        "the result post links to the page: {posts:#?}"
    );

    // The page: headers, the escaped name, the replay at its end, the record.
    let page = get(addr, &format!("/g/{token}")).await;
    assert_eq!(page.status, 200);
    let csp = format!(
        "content-security-policy: {}",
        CONTENT_SECURITY_POLICY.to_lowercase()
    );
    assert!(page.head.contains(&csp), "{}", page.head);
    assert!(page.head.contains("x-content-type-options: nosniff"));
    assert!(page.head.contains("referrer-policy: no-referrer"));
    assert!(page.head.contains("content-type: text/html"));
    assert!(!page.body.contains(EVIL), "{}", page.body);
    assert!(page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(
        !page.body.contains("<script>"),
        "no inline script: {}",
        page.body
    );
    assert!(page.body.contains("id=\"replay\""));
    assert!(page.body.contains("What Red knew"));
    // No platform id anywhere: the players are `alice` and `bob` to the network, shown by
    // their display names; `alice` has none but the evil one.
    assert!(!page.body.contains("alice"), "{}", page.body);
    std::fs::write(out_dir().join("finished-dark-hex.html"), &page.body).unwrap();

    // Each position in each view, with or without JavaScript.
    let mut seen = Vec::new();
    for ply in 0..=5 {
        for view in ["truth", "red", "blue"] {
            let got = get(addr, &format!("/g/{token}?ply={ply}&view={view}&lang=de")).await;
            assert_eq!(got.status, 200);
            assert!(got.body.contains("lang=\"de\""), "{}", got.body);
            let svg = svg_of(&got.body);
            if ply == 1 && view != "truth" {
                std::fs::write(out_dir().join(format!("dark-hex-ply1-{view}.svg")), &svg).unwrap();
            }
            seen.push((ply, view, svg));
        }
    }
    // After Red's c3, Red knows it and Blue knows nothing; after Blue's hit both know it.
    let stones = |ply: usize, view: &str| {
        let svg = &seen
            .iter()
            .find(|(p, v, _)| *p == ply && *v == view)
            .unwrap()
            .2;
        svg.matches("href=\"#s").count()
    };
    assert_eq!(stones(0, "truth"), 0);
    assert_eq!(stones(1, "red"), 1, "Red sees its stone");
    assert_eq!(stones(1, "blue"), 0, "Blue does not");
    assert_eq!(stones(2, "blue"), 1, "Blue found it");
    assert_eq!(stones(3, "blue"), 2, "and placed its own");
    assert_eq!(stones(3, "red"), 1, "which Red does not see");
    assert_eq!(stones(4, "truth"), 3);
    std::fs::write(out_dir().join("dark-hex-end.svg"), svg_of(&page.body)).unwrap();

    let sgf = get(addr, &format!("/g/{token}/sgf")).await;
    assert_eq!(sgf.status, 200);
    assert!(sgf.body.contains("(;FF[4]GM[11]"), "{}", sgf.body);
    assert!(sgf.head.contains("attachment"), "{}", sgf.head);

    // The languages: the address, else the browser's.
    let german = get_with(
        addr,
        &format!("/g/{token}"),
        "Accept-Language: de-DE,de;q=0.9\r\n",
        false,
    )
    .await;
    assert!(german.body.contains("Was Rot wusste"), "{}", german.body);
    let finnish = get(addr, &format!("/g/{token}?lang=fi")).await;
    assert!(
        finnish.body.contains("Mitä Punainen tiesi"),
        "{}",
        finnish.body
    );

    // The static files; everything else a plain 404.
    let js = get(addr, "/static/web.js").await;
    assert_eq!(js.status, 200);
    assert!(js.head.contains("text/javascript"));
    assert_eq!(get(addr, "/static/web.css").await.status, 200);
    let wrong = "0123456789abcdef0123456789abcdef";
    for path in [
        format!("/g/{wrong}"),
        format!("/g/{wrong}/sgf"),
        format!("/g/{wrong}/events"),
        "/g/1".to_owned(),
        "/g/".to_owned(),
        "/".to_owned(),
        format!("/g/{}", token.to_uppercase()),
        format!("/g/{token}/nope"),
        "/static/nope.js".to_owned(),
        "/g/%ZZ".to_owned(),
        "/g/%FF%FE/sgf".to_owned(),
        format!("/g/{token}%00"),
    ] {
        let got = get(addr, &path).await;
        assert_eq!(got.status, 404, "{path}");
        assert!(got.head.contains("content-security-policy"), "{path}");
    }
}

/// The board of a page (its first SVG).
fn svg_of(page: &str) -> String {
    let start = page.find("<svg").unwrap();
    let end = page[start..].find("</svg>").unwrap() + start + "</svg>".len();
    page[start..end].to_owned()
}

#[tokio::test]
async fn a_finished_dark_hex_game_has_its_page_replay_and_record() {
    let (_dir, url) = temp_sqlite("web.db");
    finished_game_story(&url).await;
}

#[tokio::test]
#[ignore = "needs PostgreSQL; run scripts/test"]
async fn postgres_a_finished_dark_hex_game_has_its_page_replay_and_record() {
    let url = std::env::var("HEXTABLE_TEST_POSTGRES_URL")
        .expect("HEXTABLE_TEST_POSTGRES_URL must point at an empty PostgreSQL database");
    fresh_postgres(&url).await;
    finished_game_story(&url).await;
}

/// Every route's answer for a game in play, its token written as `TOKEN`.
async fn answers(addr: SocketAddr, token: &str) -> Vec<(String, u16, String)> {
    let mut out = Vec::new();
    for (route, sse) in [
        ("", false),
        ("?lang=cs", false),
        ("/events", true),
        ("/sgf", false),
    ] {
        let got = get_with(addr, &format!("/g/{token}{route}"), "", sse).await;
        let body = if sse {
            // The first event, without the chunk's length line.
            got.body
                .lines()
                .skip_while(|l| !l.starts_with("event:"))
                .take_while(|l| !l.is_empty())
                .collect::<Vec<_>>()
                .join("\n")
        } else {
            got.body
        };
        out.push((route.to_owned(), got.status, body.replace(token, "TOKEN")));
    }
    out
}

/// The privacy property: two Dark Hex games whose hidden stones differ (cells the opponent
/// never tries) answer byte for byte the same on every route after every move.
#[tokio::test]
async fn two_games_that_differ_only_in_hidden_stones_look_the_same() {
    // Blue finds Red's c3 in both games (a hit: Blue moves again); the other stones of each
    // side stand on cells the other side never tries.
    let a = [
        ("alice", "c3"),
        ("bob", "c3"),
        ("bob", "e5"),
        ("alice", "a1"),
        ("bob", "g7"),
        ("alice", "b6"),
        ("bob", "f2"),
    ];
    let b = [
        ("alice", "c3"),
        ("bob", "c3"),
        ("bob", "e4"),
        ("alice", "a2"),
        ("bob", "g6"),
        ("alice", "b7"),
        ("bob", "f1"),
    ];
    let (dir_a, url_a) = temp_sqlite("a.db");
    let (dir_b, url_b) = temp_sqlite("b.db");
    let (service_a, addr_a) = site(&url_a).await;
    let (service_b, addr_b) = site(&url_b).await;
    start(&service_a, "Alice").await;
    start(&service_b, "Alice").await;
    let (token_a, token_b) = (token_of(&service_a).await, token_of(&service_b).await);
    assert_ne!(token_a, token_b);
    let (mut n_a, mut n_b) = (10, 10);
    let mut compared = 0;
    for step in 0..=a.len() {
        let seen_a = answers(addr_a, &token_a).await;
        let seen_b = answers(addr_b, &token_b).await;
        assert_eq!(seen_a, seen_b, "after {step} moves");
        assert_eq!(seen_a[0].1, 200);
        assert_eq!(seen_a[2].1, 200, "the event stream");
        assert!(seen_a[2].2.starts_with("event: live"), "{}", seen_a[2].2);
        assert_eq!(seen_a[3].1, 404, "no record while in play");
        compared += 1;
        if step < a.len() {
            play(&service_a, &a[step..=step], &mut n_a).await;
            play(&service_b, &b[step..=step], &mut n_b).await;
        }
    }
    assert_eq!(compared, a.len() + 1);
    // The test can fail: the games' ends (which reveal them) differ.
    for (service, n) in [(&service_a, &mut n_a), (&service_b, &mut n_b)] {
        *n += 1;
        let resign = said("bob", "Bob", Place::Dm, &format!("m{n}"), "hex resign");
        service
            .handle(&resign, T0 + 1_000 * *n as i64)
            .await
            .unwrap();
    }
    let end_a = get(addr_a, &format!("/g/{token_a}"))
        .await
        .body
        .replace(&token_a, "TOKEN");
    let end_b = get(addr_b, &format!("/g/{token_b}"))
        .await
        .body
        .replace(&token_b, "TOKEN");
    assert_ne!(
        end_a, end_b,
        "the finished games show their different stones"
    );
    drop((dir_a, dir_b));
}

/// `hex settings web=off` by a manager of the community: its games' links answer 404 (the
/// page, the stream, the record), until `web=on`, and a game ending meanwhile posts none.
#[tokio::test]
async fn a_community_that_turns_its_pages_off_gets_404s() {
    let (_dir, url) = temp_sqlite("off.db");
    let (service, addr) = site(&url).await;
    start(&service, "Alice").await;
    let token = token_of(&service).await;
    let mut n = 10;
    play(&service, &[("alice", "c3")], &mut n).await;
    let routes = ["", "/events", "?ply=1"];
    for route in routes {
        let got = get_with(addr, &format!("/g/{token}{route}"), "", route == "/events").await;
        assert_eq!(got.status, 200, "{route}");
    }
    let manager = |id: &str, text: &str| {
        Incoming::text(Platform::Discord, "carol", "Carol", ch(), Some(id), text)
            .in_server(Some("g1".to_owned()), true)
    };
    let saved = service
        .handle(&manager("s1", "hex settings web=off"), T0)
        .await
        .unwrap();
    let answer = saved[0].effect.text().unwrap_or_default().to_owned();
    assert!(answer.contains("Game pages on the web: off"), "{answer}");
    for route in routes.iter().chain(&["/sgf"]) {
        let got = get(addr, &format!("/g/{token}{route}")).await;
        assert_eq!(got.status, 404, "{route}");
        assert!(!got.body.contains("Alice"), "{route}");
    }
    // Not a manager: refused, and still off.
    let refused = said("bob", "Bob", ch(), "s2", "hex settings web=on");
    service.handle(&refused, T0).await.unwrap();
    assert_eq!(get(addr, &format!("/g/{token}")).await.status, 404);
    // The result post gives no link that would answer 404.
    let resigned = said("bob", "Bob", Place::Dm, "m99", "hex resign");
    let result = service.handle(&resigned, T0 + 1_000).await.unwrap();
    let texts: Vec<&str> = result.iter().filter_map(|d| d.effect.text()).collect();
    assert!(texts.iter().any(|t| t.contains("resign")), "{texts:#?}");
    assert!(texts.iter().all(|t| !t.contains("/g/")), "{texts:#?}");
    service
        .handle(&manager("s3", "hex settings web=on"), T0)
        .await
        .unwrap();
    assert_eq!(get(addr, &format!("/g/{token}")).await.status, 200);
}

/// A server-sent event stream being read.
pub(crate) struct Events {
    stream: tokio::net::TcpStream,
    seen: String,
}

impl Events {
    pub(crate) async fn open(addr: SocketAddr, path: &str) -> Self {
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        let request =
            format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nAccept: text/event-stream\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        Self {
            stream,
            seen: String::new(),
        }
    }

    /// The next event's name and data (comments and keep-alives skipped).
    pub(crate) async fn next(&mut self) -> (String, String) {
        let mut buffer = [0u8; 65536];
        loop {
            let body_start = self.seen.find("\r\n\r\n").map(|i| i + 4);
            if let Some(start) = body_start {
                let body = &self.seen[start..];
                if let Some(at) = body.find("event:") {
                    if let Some(end) = body[at..].find("\n\n") {
                        let block = body[at..at + end].to_owned();
                        self.seen = format!("{}{}", &self.seen[..start], &body[at + end + 2..]);
                        let name = block.lines().next().unwrap_or_default();
                        let name = name.trim_start_matches("event:").trim().to_owned();
                        let data: Vec<&str> = block
                            .lines()
                            .filter_map(|l| l.strip_prefix("data:"))
                            .map(str::trim_start)
                            .collect();
                        return (name, data.join("\n"));
                    }
                }
            }
            let n = tokio::time::timeout(Duration::from_secs(5), self.stream.read(&mut buffer))
                .await
                .expect("an event in time")
                .unwrap();
            assert!(n > 0, "the stream ended: {}", self.seen);
            self.seen.push_str(&String::from_utf8_lossy(&buffer[..n]));
        }
    }
}

/// An open game's page follows it: a move arrives on the event stream without a reload, and
/// the end sends `end` (the page then reloads into the replay).
#[tokio::test]
async fn a_live_page_gets_each_move_and_the_end() {
    let (_dir, url) = temp_sqlite("live.db");
    let (service, addr) = site(&url).await;
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
    let page = get(addr, &format!("/g/{token}")).await;
    assert!(page.body.contains("data-live"), "{}", page.body);
    let mut events = Events::open(addr, &format!("/g/{token}/events")).await;
    let (name, first) = events.next().await;
    assert_eq!(name, "live");
    assert!(!first.contains("href=\"#s"), "no stone yet: {first}");
    // Open games are played in the channel.
    let moved = said("alice", "Alice", ch(), "m3", "d4");
    service.handle(&moved, T0 + 1_000).await.unwrap();
    let (name, second) = events.next().await;
    assert_eq!(name, "live");
    assert!(second.contains("href=\"#s"), "the stone arrived: {second}");
    assert!(second.contains("Red d4"), "{second}");
    // An open game in play has its record already.
    assert_eq!(get(addr, &format!("/g/{token}/sgf")).await.status, 200);
    let resign = said("bob", "Bob", ch(), "m99", "hex resign");
    service.handle(&resign, T0 + 2_000).await.unwrap();
    let (name, data) = events.next().await;
    assert_eq!(name, "end");
    // A browser drops an event whose data is empty: the page would never reload.
    assert!(!data.is_empty(), "the end carries data");
    let page = get(addr, &format!("/g/{token}")).await;
    assert!(page.body.contains("id=\"replay\""), "{}", page.body);
    assert!(
        !page.body.contains("What Red knew"),
        "no knowledge views in Hex"
    );
    // A finished game has no stream.
    assert_eq!(get(addr, &format!("/g/{token}/events")).await.status, 404);
}

/// A 19×19 Dark Hex game of about 300 moves: its finished page stays under 100 KB before
/// compression (issue #32), in every view, and is written under `target/web-pages/`.
#[tokio::test]
async fn a_long_19_by_19_game_page_stays_light() {
    use hextable::{core::ai::mix, rules::Player};
    let (_dir, url) = temp_sqlite("long.db");
    let (service, addr) = site(&url).await;
    let challenge = said(
        "alice",
        "Alice",
        ch(),
        "m1",
        "hex challenge @bob darkhex 19 red",
    );
    service.handle(&challenge, T0).await.unwrap();
    service
        .handle(&said("bob", "Bob", ch(), "m2", "hex accept"), T0)
        .await
        .unwrap();
    let token = token_of(&service).await;
    let mut rng = 7u64;
    for n in 0..300u64 {
        let pick = service
            .with_core(|core| {
                let table = core.table(GameId(1))?;
                let player = table.game.to_move().map(Player::from)?;
                let view = table.game.hex()?.player_view(player);
                let cells: Vec<_> = view
                    .settings()
                    .size
                    .cells()
                    .filter(|&c| view.may_try(c))
                    .collect();
                Some((player, cells))
            })
            .await;
        let Some((player, cells)) = pick else {
            break;
        };
        rng = mix(rng);
        let cell = cells[(rng % cells.len() as u64) as usize];
        let who = if player == Player::Red {
            "alice"
        } else {
            "bob"
        };
        let typed = said(who, who, Place::Dm, &format!("p{n}"), &cell.to_string());
        service.handle(&typed, T0 + n as i64).await.unwrap();
    }
    let over = service
        .with_core(|core| core.table(GameId(1)).map(|t| t.game.is_over()))
        .await;
    if over != Some(true) {
        let resign = said("bob", "Bob", Place::Dm, "end", "hex resign");
        service.handle(&resign, T0 + 1_000).await.unwrap();
    }
    for (view, file) in [
        ("truth", "long-19-truth"),
        ("red", "long-19-red"),
        ("blue", "long-19-blue"),
    ] {
        let started = std::time::Instant::now();
        let page = get(addr, &format!("/g/{token}?view={view}")).await;
        let took = started.elapsed();
        assert_eq!(page.status, 200);
        let moves = page.body.matches("<li class=").count();
        assert!(moves >= 200, "{moves} moves");
        assert!(
            page.body.len() <= 100_000,
            "{view}: {} bytes for {moves} moves",
            page.body.len()
        );
        eprintln!(
            "19×19, {moves} moves, {view}: {} bytes, {took:?} (debug build)",
            page.body.len()
        );
        std::fs::write(out_dir().join(format!("{file}.html")), &page.body).unwrap();
        std::fs::write(out_dir().join(format!("{file}.svg")), svg_of(&page.body)).unwrap();
    }
}

/// Past its requests of the minute, an address gets 429 (a loopback proxy's
/// `X-Forwarded-For` names the reader); everyone else is still answered.
#[tokio::test]
async fn too_many_requests_from_one_address_get_429() {
    let (_dir, url) = temp_sqlite("limit.db");
    let service = Arc::new(Service::open(&url, CoreConfig::default()).await.unwrap());
    let web = Web::new(service).with_limit(3);
    let (addr, _server) = web.start(([127, 0, 0, 1], 0).into()).await.unwrap();
    for _ in 0..3 {
        assert_eq!(get(addr, "/static/web.css").await.status, 200);
    }
    let refused = get(addr, "/static/web.css").await;
    assert_eq!(refused.status, 429);
    assert!(refused.head.contains("retry-after: 60"), "{}", refused.head);
    assert!(
        refused.head.contains("content-security-policy"),
        "{}",
        refused.head
    );
    let other = get_with(
        addr,
        "/static/web.css",
        "X-Forwarded-For: 203.0.113.9\r\n",
        false,
    )
    .await;
    assert_eq!(other.status, 200);
}

/// A reader that accepts gzip gets the page gzipped, one that does not gets it plain; the
/// event stream stays plain either way.
#[tokio::test]
async fn pages_go_gzipped_to_readers_that_accept_it() {
    let (_dir, url) = temp_sqlite("gzip.db");
    let (service, addr) = site(&url).await;
    start(&service, "Alice").await;
    let token = token_of(&service).await;
    let plain = get(addr, &format!("/g/{token}")).await;
    assert!(!plain.head.contains("content-encoding"), "{}", plain.head);
    let packed = get_with(
        addr,
        &format!("/g/{token}"),
        "Accept-Encoding: gzip\r\n",
        false,
    )
    .await;
    assert_eq!(packed.status, 200);
    assert!(
        packed.head.contains("content-encoding: gzip"),
        "{}",
        packed.head
    );
    let events = get_with(
        addr,
        &format!("/g/{token}/events"),
        "Accept-Encoding: gzip\r\n",
        true,
    )
    .await;
    assert!(!events.head.contains("content-encoding"), "{}", events.head);
    assert!(events.body.contains("event: live"), "{}", events.body);
}

/// A Hexdame game's page: its players, who is to move, its board drawn as in the chat's picture
/// (every piece, then the last move's path), its record (no SGF: Hexdame records are
/// notation), and its result.
#[tokio::test]
async fn a_hexdame_game_has_a_page_with_its_record() {
    let (_dir, url) = temp_sqlite("dame.db");
    let (service, addr) = site(&url).await;
    let challenge = said(
        "alice",
        "Alice",
        ch(),
        "m1",
        "hex challenge @bob hexdame white",
    );
    service.handle(&challenge, T0).await.unwrap();
    service
        .handle(&said("bob", "Bob", ch(), "m2", "hex accept"), T0)
        .await
        .unwrap();
    let token = token_of(&service).await;
    let page = get(addr, &format!("/g/{token}")).await;
    assert_eq!(page.status, 200);
    for words in [
        "Hexdame",
        "White",
        "Black",
        "Alice",
        "Bob",
        "White to move",
        "Moves",
    ] {
        assert!(page.body.contains(words), "{words}: {}", page.body);
    }
    assert_eq!(
        page.body.matches("class=\"man side0\"").count(),
        16,
        "{}",
        page.body
    );
    assert_eq!(page.body.matches("class=\"man side1\"").count(), 16);
    assert!(!page.body.contains("<polyline"), "no move yet");
    assert_eq!(get(addr, &format!("/g/{token}/sgf")).await.status, 404);
    let moved = said("alice", "Alice", ch(), "m3", "d4-e5");
    service.handle(&moved, T0 + 500).await.unwrap();
    let page = get(addr, &format!("/g/{token}")).await;
    assert!(
        page.body.contains("<polyline"),
        "the last move: {}",
        page.body
    );
    assert!(page.body.contains("d4-e5"), "{}", page.body);
    assert_eq!(page.body.matches("class=\"man side0\"").count(), 16);
    std::fs::write(out_dir().join("hexdame.html"), &page.body).unwrap();
    let resigned = said("alice", "Alice", ch(), "m4", "hex resign");
    service.handle(&resigned, T0 + 1_000).await.unwrap();
    let page = get(addr, &format!("/g/{token}?lang=da")).await;
    assert!(page.body.contains("Sort"), "{}", page.body);
    assert!(!page.body.contains("data-live"), "{}", page.body);
}

/// Live pages' streams open at once are bounded: past them a stream gets 503 (its page stays
/// as loaded); one that ends gives its place back.
#[tokio::test]
async fn open_streams_are_bounded() {
    let (_dir, url) = temp_sqlite("streams.db");
    let config = CoreConfig {
        web: Some(SITE.to_owned()),
        ..CoreConfig::default()
    };
    let service = Arc::new(Service::open(&url, config).await.unwrap());
    let web = Web::new(Arc::clone(&service)).with_streams(1);
    let (addr, _server) = web.start(([127, 0, 0, 1], 0).into()).await.unwrap();
    start(&service, "Alice").await;
    let token = token_of(&service).await;
    let mut first = Events::open(addr, &format!("/g/{token}/events")).await;
    assert_eq!(first.next().await.0, "live");
    let refused = get(addr, &format!("/g/{token}/events")).await;
    assert_eq!(refused.status, 503);
    drop(first);
    // The server notices the closed connection at its next write (a poll or a keep-alive).
    let mut status = 503;
    for _ in 0..50 {
        tokio::time::sleep(Duration::from_millis(100)).await;
        status = get_with(addr, &format!("/g/{token}/events"), "", true)
            .await
            .status;
        if status == 200 {
            break;
        }
    }
    assert_eq!(status, 200);
}
