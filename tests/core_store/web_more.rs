//! The tournament, player and leaderboard pages (`/t/`, `/p/`, `/l/`), over real HTTP on a
//! loopback port: every route answers, names are escaped and platform ids never shown, the
//! links appear in the standings post, `hex profile` and `hex leaderboard`, bad tokens and
//! `web=off` answer 404, and a tournament whose Dark Hex games differ only in hidden stones
//! gives the same bytes on its tournament and player pages. On SQLite always, on PostgreSQL
//! when `HEXTABLE_TEST_POSTGRES_URL` is set (`scripts/test`).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{net::SocketAddr, sync::Arc};

use hextable::{
    core::{tournament::Pairing, GameId, Incoming, Place, Platform, TournamentId},
    runtime::{Delivery, Service},
};

use crate::support::{
    chat::{ch, T0},
    fresh_postgres, temp_sqlite,
    web::{self, get, EVIL, SITE},
};

/// A service with the pages on, and its site on a loopback port (its clock stands still).
async fn site(url: &str) -> (Arc<Service>, SocketAddr) {
    web::site(url, T0 + 3_600_000, Some(100_000)).await
}

/// A conversation in server `g1`: each message gets the next id and second.
struct Club {
    service: Arc<Service>,
    n: u64,
}

impl Club {
    /// `text` from `user` (shown as `name`) in `place`; the organiser `org` manages `g1`.
    async fn say(&mut self, user: &str, name: &str, place: Place, text: &str) -> Vec<Delivery> {
        self.n += 1;
        let incoming = Incoming::text(
            Platform::Discord,
            user,
            name,
            place,
            Some(&format!("m{}", self.n)),
            // Typed on Discord: its mentions reach the core as marks.
            &hextable::adapters::discord_syntax::marks_from_typed(text),
        )
        .in_server(Some("g1".to_owned()), user == "org");
        self.service
            .handle(&incoming, T0 + 1_000 * self.n as i64)
            .await
            .unwrap()
    }

    async fn ch(&mut self, user: &str, text: &str) -> Vec<Delivery> {
        let name = display(user);
        self.say(user, &name, ch(), text).await
    }

    async fn dm(&mut self, user: &str, text: &str) -> Vec<Delivery> {
        let name = display(user);
        self.say(user, &name, Place::Dm, text).await
    }

    /// The games of the current round still being played: game, first, second (user ids).
    async fn open_games(&self, id: u64) -> Vec<(GameId, String, String)> {
        let record = self
            .service
            .with_core(|c| c.tournament(TournamentId(id)).cloned())
            .await
            .unwrap();
        let round = record.tournament.current_round();
        let boards = record
            .tournament
            .rounds()
            .last()
            .cloned()
            .unwrap_or_default();
        record
            .games
            .iter()
            .filter(|b| b.round == round && !boards[b.board].is_decided())
            .map(|b| {
                let Pairing::Game { first, second, .. } = boards[b.board] else {
                    panic!("a game on a bye")
                };
                let user = |e| record.user_of(e).unwrap().id.clone();
                (b.game, user(first), user(second))
            })
            .collect()
    }

    async fn tournament_token(&self, id: u64) -> String {
        self.service
            .with_core(|c| c.tournament(TournamentId(id)).and_then(|t| t.link.clone()))
            .await
            .expect("the tournament has a page")
    }
}

/// The display name of test user `id`: `uid-1` is shown as the evil name, the others as
/// `Player N` (ids never appear on a page).
fn display(id: &str) -> String {
    match id {
        "uid-1" => EVIL.to_owned(),
        "org" => "Organiser".to_owned(),
        other => format!("Player {}", other.trim_start_matches("uid-")),
    }
}

/// The texts of `deliveries`.
fn texts(deliveries: &[Delivery]) -> Vec<String> {
    deliveries
        .iter()
        .filter_map(|d| d.effect.text().map(str::to_owned))
        .collect()
}

/// The token of the first `{SITE}/{letter}/…` address in `texts`.
fn link_in(texts: &[String], letter: char) -> Option<String> {
    let prefix = format!("{SITE}/{letter}/");
    texts.iter().find_map(|text| {
        let at = text.find(&prefix)? + prefix.len();
        Some(text[at..at + 32].to_owned())
    })
}

/// `body` with every page token (32 hex digits after `/g/`, `/t/`, `/p/`, `/l/`) written
/// `TOKEN`: two databases give two sets of tokens.
fn tokens_out(body: &str) -> String {
    let mut out = String::with_capacity(body.len());
    let mut rest = body;
    while let Some(at) = ["/g/", "/t/", "/p/", "/l/"]
        .iter()
        .filter_map(|p| rest.find(p))
        .min()
    {
        out.push_str(&rest[..at + 3]);
        rest = &rest[at + 3..];
        let hex = rest.bytes().take_while(|b| b.is_ascii_hexdigit()).count();
        if hex == 32 {
            out.push_str("TOKEN");
            rest = &rest[32..];
        }
    }
    out.push_str(rest);
    out
}

/// Where the pages are written for a person to look at.
fn out_dir() -> std::path::PathBuf {
    let dir = std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("target/web-pages");
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// A Swiss of four (one with the evil name) played for two rounds, and its pages.
async fn tournament_story(url: &str) {
    let (service, addr) = site(url).await;
    let mut club = Club { service, n: 0 };
    club.ch("org", "hex tournament create darkhex 7 swiss 3")
        .await;
    let players: Vec<String> = (1..=4).map(|i| format!("uid-{i}")).collect();
    for p in &players {
        club.ch(p, "hex tournament join").await;
    }
    let token = club.tournament_token(1).await;
    let open = get(addr, &format!("/t/{token}")).await;
    assert_eq!(open.status, 200, "{}", open.body);
    assert!(open.body.contains("Swiss, 3 rounds"), "{}", open.body);
    assert!(
        open.body.contains("http-equiv=\"refresh\""),
        "live: reloads"
    );
    club.ch("org", "hex tournament start").await;
    let mut standings_posts = Vec::new();
    for _round in 1..=2 {
        for (game, first, second) in club.open_games(1).await {
            club.dm(&first, &format!("#{game} a1")).await;
            club.dm(&second, &format!("#{game} g7")).await;
            let last = club.dm(&second, &format!("#{game} resign")).await;
            standings_posts.extend(texts(&last));
        }
    }
    // The standings post links to the page.
    assert_eq!(
        link_in(&standings_posts, 't').as_deref(),
        Some(token.as_str()),
        "{standings_posts:#?}"
    );
    let page = get(addr, &format!("/t/{token}")).await;
    assert_eq!(page.status, 200);
    assert!(
        page.head.contains("content-security-policy"),
        "{}",
        page.head
    );
    let body = &page.body;
    std::fs::write(out_dir().join("tournament-swiss-4.html"), body).unwrap();
    assert!(!body.contains(EVIL) && body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(!body.contains("uid-"), "no platform id: {body}");
    for words in ["Crosstable", "BH-C1", "Buchholz Cut-1: ", "Round 3", "/g/"] {
        assert!(body.contains(words), "{words}: {body}");
    }
    // In German, by the address.
    let german = get(addr, &format!("/t/{token}?lang=de")).await;
    assert!(german.body.contains("Kreuztabelle"), "{}", german.body);

    // `hex profile` gives the player's page; `hex leaderboard` the community's.
    let profile = texts(&club.ch("uid-1", "hex profile").await);
    let player = link_in(&profile, 'p').expect("a player link");
    let page = get(addr, &format!("/p/{player}")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    std::fs::write(out_dir().join("player-evil.html"), &page.body).unwrap();
    assert!(!page.body.contains(EVIL), "{}", page.body);
    assert!(page.body.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(!page.body.contains("uid-"), "{}", page.body);
    assert!(page.body.contains("/g/"), "{}", page.body);
    // The same player asked again: the same link.
    let again = texts(&club.ch("uid-2", "hex profile <@uid-1>").await);
    assert_eq!(link_in(&again, 'p'), Some(player.clone()));
    let board = texts(&club.ch("uid-2", "hex leaderboard darkhex").await);
    let leaderboard = link_in(&board, 'l').expect("a leaderboard link");
    let page = get(addr, &format!("/l/{leaderboard}?kind=darkhex-classic")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("Leaderboard"), "{}", page.body);

    // Bad tokens, and tokens of another kind of page.
    for path in [
        format!("/t/{}", "0".repeat(32)),
        "/t/nothex".to_owned(),
        format!("/t/{player}"),
        format!("/p/{token}"),
        format!("/l/{token}"),
        format!("/t/{}", token.to_uppercase()),
        format!("/t/{token}/x"),
    ] {
        let got = get(addr, &path).await;
        assert_eq!(got.status, 404, "{path}");
        assert_eq!(got.body, "404 Not Found\n", "{path}");
    }

    // `web=off`: every page answers 404, and no new post links to one.
    club.ch("org", "hex settings web=off").await;
    for path in [
        format!("/t/{token}"),
        format!("/p/{player}"),
        format!("/l/{leaderboard}"),
    ] {
        assert_eq!(get(addr, &path).await.status, 404, "{path}");
    }
    let profile = texts(&club.ch("uid-1", "hex profile").await);
    assert_eq!(link_in(&profile, 'p'), None, "{profile:#?}");
    let standings = texts(&club.ch("uid-1", "hex tournament standings").await);
    assert_eq!(link_in(&standings, 't'), None, "{standings:#?}");
    club.ch("org", "hex settings web=on").await;
    assert_eq!(get(addr, &format!("/t/{token}")).await.status, 200);
}

#[tokio::test]
async fn a_tournament_its_players_and_its_leaderboard_have_pages() {
    let (_dir, url) = temp_sqlite("web-more.db");
    tournament_story(&url).await;
}

#[tokio::test]
#[ignore = "needs PostgreSQL; run scripts/test"]
async fn postgres_a_tournament_its_players_and_its_leaderboard_have_pages() {
    let url = std::env::var("HEXTABLE_TEST_POSTGRES_URL")
        .expect("HEXTABLE_TEST_POSTGRES_URL must point at an empty PostgreSQL database");
    fresh_postgres(&url).await;
    tournament_story(&url).await;
}

/// A double round-robin of two in Dark Hex: the first game played to the same end, the
/// second in play with `stones` (cells the opponent never tries). The tournament and player
/// pages, tokens written out.
async fn hidden_pages(url: &str, stones: [&str; 2]) -> Vec<String> {
    let (service, addr) = site(url).await;
    let mut club = Club { service, n: 0 };
    club.ch("org", "hex tournament create darkhex 7 drr").await;
    for p in ["uid-1", "uid-2"] {
        club.ch(p, "hex tournament join").await;
    }
    club.ch("org", "hex tournament start").await;
    let (game, first, second) = club.open_games(1).await.remove(0);
    club.dm(&first, &format!("#{game} d4")).await;
    club.dm(&second, &format!("#{game} a7")).await;
    club.dm(&second, &format!("#{game} resign")).await;
    let (game, first, second) = club.open_games(1).await.remove(0);
    club.dm(&first, &format!("#{game} {}", stones[0])).await;
    club.dm(&second, &format!("#{game} {}", stones[1])).await;
    let token = club.tournament_token(1).await;
    let profile = texts(&club.ch("uid-1", "hex profile").await);
    let player = link_in(&profile, 'p').expect("a player link");
    let mut pages = Vec::new();
    for path in [
        format!("/t/{token}"),
        format!("/t/{token}?lang=fi"),
        format!("/p/{player}"),
    ] {
        let got = get(addr, &path).await;
        assert_eq!(got.status, 200, "{path}");
        pages.push(tokens_out(&got.body));
    }
    pages
}

/// The privacy property on the tournament's pages: two tournaments whose Dark Hex games in
/// play differ only in hidden stones give the same bytes.
#[tokio::test]
async fn hidden_stones_change_no_byte_of_a_tournament_or_player_page() {
    let (_a, url_a) = temp_sqlite("hidden-a.db");
    let (_b, url_b) = temp_sqlite("hidden-b.db");
    let a = hidden_pages(&url_a, ["b2", "f6"]).await;
    let b = hidden_pages(&url_b, ["c2", "e6"]).await;
    assert_eq!(a.len(), b.len());
    for (a, b) in a.iter().zip(&b) {
        assert_eq!(a, b);
    }
    assert!(a[0].contains("being played"), "{}", a[0]);
}

/// A knockout shows its bracket, an arena its leaderboard; both answer before the start too.
#[tokio::test]
async fn a_knockout_has_its_bracket_and_an_arena_its_leaderboard() {
    let (_dir, url) = temp_sqlite("formats.db");
    let (service, addr) = site(&url).await;
    let mut club = Club { service, n: 0 };
    let created = texts(
        &club
            .ch("org", "hex tournament create hex 7 knockout casual")
            .await,
    );
    assert!(created.iter().any(|t| t.contains("t1")), "{created:#?}");
    for i in 1..=5 {
        club.ch(&format!("uid-{i}"), "hex tournament join").await;
    }
    let knockout = club.tournament_token(1).await;
    assert_eq!(get(addr, &format!("/t/{knockout}")).await.status, 200);
    club.ch("org", "hex tournament start").await;
    let page = get(addr, &format!("/t/{knockout}")).await;
    assert_eq!(page.status, 200);
    assert!(
        page.body.contains("Bracket") && page.body.contains("class=\"match"),
        "{}",
        page.body
    );
    assert!(page.body.contains("&lt;script&gt;") && !page.body.contains(EVIL));
    std::fs::write(out_dir().join("tournament-knockout-5.html"), &page.body).unwrap();

    // One live tournament per channel: the arena in another.
    let room = || Place::Channel("arena".into());
    club.say(
        "org",
        "Organiser",
        room(),
        "hex tournament create hex 7 arena 20m",
    )
    .await;
    for i in 6..=9 {
        let user = format!("uid-{i}");
        club.say(&user, &display(&user), room(), "hex tournament join")
            .await;
    }
    let arena = club.tournament_token(2).await;
    club.say("org", "Organiser", room(), "hex tournament start")
        .await;
    let page = get(addr, &format!("/t/{arena}")).await;
    assert_eq!(page.status, 200, "{}", page.body);
    assert!(page.body.contains("Arena, 20 minutes"), "{}", page.body);
    assert!(page.body.contains("Games, newest first"), "{}", page.body);
}
