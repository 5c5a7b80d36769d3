//! Profiles, leaderboards and histories: the store's queries (order, the provisional and
//! 90-day filters, own rank, paging, the global board) and the commands through the core and
//! the service, on rows written with `Store::seed_records`. SQLite always; PostgreSQL when
//! `HEXTABLE_TEST_POSTGRES_URL` is set (see `scripts/test`).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::{
    core::{
        ratings::{
            records::{GameResult, OwnRank, Records, RecordsQuery, INACTIVE_AFTER},
            RatingKind,
        },
        Content, Core, CoreConfig, Effect, ImageView, Incoming, Name, Place, Platform,
    },
    runtime::Service,
    store::{PlayerGameRow, PlayerRow, RatingRow, RecordRows, ServerRatingRow, Store},
};
use support::{
    chat::{ch, msg, T0},
    temp_sqlite,
};

const DAY: i64 = 86_400_000;
const HOUR: i64 = 3_600_000;
const CLASSIC: &str = "darkhex-classic";

/// A player on the board: `(id, name, rating, deviation, days since the last rated game,
/// servers)`.
type Entry = (
    &'static str,
    &'static str,
    f64,
    f64,
    i64,
    &'static [&'static str],
);

const BOARD: [Entry; 7] = [
    ("id-alice", "Alice", 1700.0, 60.0, 1, &["S1"]),
    ("id-bob", "Bob", 1650.0, 70.0, 2, &["S1"]),
    ("id-carol", "Carol", 1600.0, 80.0, 3, &["S1", "S2"]),
    ("id-dave", "Dave", 1550.0, 90.0, 4, &["S2"]),
    ("id-erin", "Erin", 1500.0, 99.0, 89, &["S1"]),
    // Provisional: off the boards, however high.
    ("id-fred", "Fred", 1800.0, 100.0, 1, &["S1"]),
    // Inactive for 91 days: off the boards.
    ("id-gina", "Gina", 1900.0, 50.0, 91, &["S1"]),
];

/// The rows the end of each game would have written: the board above (Dark Hex classic), and
/// Alice's 25 games (#1–#25, an hour apart, the last at T0): 20 of Dark Hex classic, 5 of Hex
/// (#5, #10, …), won but for #22, the first rated ones counting from her first rating.
fn fixture() -> RecordRows {
    let mut rows = RecordRows::default();
    for (id, name, rating, deviation, days, servers) in BOARD {
        rows.players.push(PlayerRow {
            platform: "discord".into(),
            user_id: id.into(),
            display_name: name.into(),
            seen_ms: T0,
        });
        let last_ms = T0 - days * DAY;
        rows.ratings.push(RatingRow {
            platform: "discord".into(),
            user_id: id.into(),
            kind: CLASSIC.into(),
            rating,
            deviation,
            volatility: 0.06,
            games: if id == "id-alice" { 20 } else { 5 },
            wins: 3,
            losses: 2,
            draws: 0,
            last_ms,
        });
        for server in servers {
            rows.server_ratings.push(ServerRatingRow {
                platform: "discord".into(),
                server: (*server).into(),
                kind: CLASSIC.into(),
                user_id: id.into(),
                rating,
                deviation,
                last_ms,
            });
        }
    }
    rows.ratings.push(RatingRow {
        platform: "discord".into(),
        user_id: "id-alice".into(),
        kind: "hex".into(),
        rating: 1520.0,
        deviation: 200.0,
        volatility: 0.06,
        games: 5,
        wins: 5,
        losses: 0,
        draws: 0,
        last_ms: T0 - 5 * HOUR,
    });
    let (mut classic_n, mut hex_n) = (0, 0);
    for game in 1..=25_i64 {
        let hex = game % 5 == 0;
        let n = if hex {
            hex_n += 1;
            hex_n
        } else {
            classic_n += 1;
            classic_n
        };
        let before = 1500.0 + 10.0 * (n - 1) as f64;
        let won = game != 22;
        rows.player_games.push(PlayerGameRow {
            platform: "discord".into(),
            user_id: "id-alice".into(),
            game_id: game,
            kind: if hex { "hex" } else { CLASSIC }.into(),
            server: Some("S1".into()),
            ended_ms: T0 - (25 - game) * HOUR,
            result: if won { "win" } else { "loss" }.into(),
            reason: "connection".into(),
            opponent_id: Some("id-bob".into()),
            opponent_name: "Bob".into(),
            rated_n: Some(n),
            rating_before: Some(before),
            rating_after: Some(before + if won { 10.0 } else { -10.0 }),
            deviation_after: Some(300.0 - 10.0 * n as f64),
        });
    }
    rows
}

async fn seeded(url: &str) -> Store {
    let store = Store::connect(url).await.unwrap();
    store.seed_records(&fixture()).await.unwrap();
    store
}

fn names(board: &hextable::core::ratings::records::Leaderboard) -> Vec<&str> {
    board.rows.iter().map(|r| r.name.as_str()).collect()
}

/// Every query against one fresh database.
async fn query_story(url: &str) {
    let store = seeded(url).await;
    let since = T0 - INACTIVE_AFTER;
    let d = Platform::Discord;
    let kind = RatingKind::DarkHexClassic;

    // S1: best first, the provisional and the inactive left out.
    let board = store
        .leaderboard(d, Some("S1"), kind, "id-carol", since)
        .await
        .unwrap();
    assert_eq!(names(&board), ["Alice", "Bob", "Carol", "Erin"]);
    assert_eq!(
        board.rows.iter().map(|r| r.rank).collect::<Vec<_>>(),
        [1, 2, 3, 4]
    );
    assert!(!board.global);
    assert!(matches!(board.own, OwnRank::Ranked { rank: 3, .. }));
    let own = |user: &'static str, server: Option<&'static str>| {
        let store = &store;
        async move {
            store
                .leaderboard(d, server, kind, user, since)
                .await
                .unwrap()
                .own
        }
    };
    assert!(matches!(
        own("id-fred", Some("S1")).await,
        OwnRank::Provisional(_)
    ));
    assert!(matches!(
        own("id-gina", Some("S1")).await,
        OwnRank::Inactive(_)
    ));
    assert_eq!(own("id-dave", Some("S1")).await, OwnRank::NoGames);
    assert!(matches!(
        own("id-dave", Some("S2")).await,
        OwnRank::Ranked { rank: 2, .. }
    ));
    // Another kind, another network: nobody.
    let hexdame = store
        .leaderboard(
            d,
            Some("S1"),
            RatingKind::Family(hextable::rules::Family::Hexdame),
            "id-alice",
            since,
        )
        .await
        .unwrap();
    assert!(hexdame.rows.is_empty() && hexdame.own == OwnRank::NoGames);
    let matrix = store
        .leaderboard(Platform::Matrix, None, kind, "id-alice", since)
        .await
        .unwrap();
    assert!(matrix.rows.is_empty());

    // The network's board: everyone settled and active, wherever they play.
    let global = store
        .leaderboard(d, None, kind, "id-erin", since)
        .await
        .unwrap();
    assert!(global.global);
    assert_eq!(names(&global), ["Alice", "Bob", "Carol", "Dave", "Erin"]);
    assert!(matches!(global.own, OwnRank::Ranked { rank: 5, .. }));
    // 89 days is active; 91 days later it is not.
    let later = store
        .leaderboard(d, None, kind, "id-erin", since + 2 * DAY)
        .await
        .unwrap();
    assert!(matches!(later.own, OwnRank::Inactive(_)));
    assert_eq!(names(&later), ["Alice", "Bob", "Carol", "Dave"]);

    // A profile: both ratings, the streak since #22, the newest ten games, the history of
    // the most played rating from the start.
    let profile = store.profile(d, "id-alice").await.unwrap().unwrap();
    assert_eq!(profile.name, "Alice");
    assert_eq!(
        profile.ratings.iter().map(|r| r.kind).collect::<Vec<_>>(),
        [RatingKind::DarkHexClassic, RatingKind::Hex]
    );
    let streak = profile.streak.unwrap();
    assert_eq!(
        (streak.result, streak.count, streak.longer),
        (GameResult::Win, 3, false)
    );
    assert_eq!(
        profile.recent.iter().map(|g| g.game.0).collect::<Vec<_>>(),
        (16..=25).rev().collect::<Vec<_>>()
    );
    assert_eq!(profile.recent[3].result, GameResult::Loss);
    assert_eq!(profile.recent[0].opponent, Name::person("Bob"));
    let (chart_kind, points) = profile.chart.unwrap();
    assert_eq!(chart_kind, RatingKind::DarkHexClassic);
    assert_eq!(points.len(), 21, "the start and 20 games");
    assert_eq!((points[0].rating, points[0].deviation), (1500, 350));
    assert_eq!(points[1].rating, 1510);
    // Bob has a rating and no games; nobody knows "id-zed".
    let bob = store.profile(d, "id-bob").await.unwrap().unwrap();
    assert!(bob.recent.is_empty() && bob.streak.is_none() && bob.chart.is_some());
    assert_eq!(store.profile(d, "id-zed").await.unwrap(), None);

    // History: 25 games, 10 a page, newest first; a kind; past the end, the last page.
    let page = store
        .history(d, "id-alice", None, 2)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((page.page, page.pages), (2, 3));
    assert_eq!(
        page.games.iter().map(|g| g.game.0).collect::<Vec<_>>(),
        (6..=15).rev().collect::<Vec<_>>()
    );
    let last = store
        .history(d, "id-alice", None, 9)
        .await
        .unwrap()
        .unwrap();
    assert_eq!((last.page, last.games.len()), (3, 5));
    let hex = store
        .history(d, "id-alice", Some(RatingKind::Hex), 1)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(hex.pages, 1);
    assert_eq!(
        hex.games.iter().map(|g| g.game.0).collect::<Vec<_>>(),
        [25, 20, 15, 10, 5]
    );
    let none = store.history(d, "id-bob", None, 1).await.unwrap().unwrap();
    assert_eq!((none.pages, none.games.len()), (1, 0));
    assert_eq!(store.history(d, "id-zed", None, 1).await.unwrap(), None);
    // `records` answers each query with the same functions.
    let read = store
        .records(&RecordsQuery::History {
            platform: d,
            user: "id-alice".into(),
            kind: None,
            page: 2,
        })
        .await
        .unwrap();
    assert_eq!(read, Records::History(Some(page)));
    store.close().await;
}

#[tokio::test]
async fn sqlite_records_queries() {
    let (_dir, url) = temp_sqlite("records.db");
    query_story(&url).await;
}

#[tokio::test]
#[ignore = "needs PostgreSQL; run scripts/test"]
async fn postgres_records_queries() {
    let url = std::env::var("HEXTABLE_TEST_POSTGRES_URL")
        .expect("HEXTABLE_TEST_POSTGRES_URL must point at a PostgreSQL database");
    support::fresh_postgres(&url).await;
    query_story(&url).await;
    support::fresh_postgres(&url).await;
    command_story(&url).await;
}

fn in_s1(user: &str, id: &str, text: &str) -> Incoming {
    msg(user, ch(), id, text).in_server(Some("S1".into()), false)
}

/// The one effect of a command, its text.
fn only(effects: &[hextable::runtime::Delivery]) -> &Effect {
    assert_eq!(effects.len(), 1, "{effects:#?}");
    &effects[0].effect
}

/// The commands through the service (which reads the records) and the core.
async fn command_story(url: &str) {
    let store = seeded(url).await;
    store.close().await;
    let service = Service::open(url, CoreConfig::default()).await.unwrap();

    // The leaderboard is posted in the channel; names, never ids.
    let d = service
        .handle(&in_s1("id-carol", "m1", "hex leaderboard"), T0)
        .await
        .unwrap();
    let Effect::Post { channel, text, .. } = only(&d) else {
        panic!("{d:#?}")
    };
    assert_eq!(channel, "general");
    assert!(
        text.contains("1. Alice 1700\n2. Bob 1650\n3. Carol 1600\n4. Erin 1500"),
        "{text}"
    );
    assert!(text.contains("You: #3 (1600)"), "{text}");
    assert!(
        !text.contains("id-") && !text.contains("Fred") && !text.contains("Gina"),
        "{text}"
    );
    let d = service
        .handle(&in_s1("id-fred", "m2", "hex leaderboard darkhex"), T0)
        .await
        .unwrap();
    assert!(only(&d).text().unwrap().contains("provisional"), "{d:#?}");
    // In a DM there is no server: the network's board, said so.
    let d = service
        .handle(&msg("id-dave", Place::Dm, "m3", "hex leaderboard"), T0)
        .await
        .unwrap();
    let Effect::Reply { text, .. } = only(&d) else {
        panic!("{d:#?}")
    };
    assert!(
        text.contains("a DM has no server board") && text.contains("You: #4 (1550)"),
        "{text}"
    );

    // A profile answers privately, with the rating picture.
    let d = service
        .handle(&in_s1("id-bob", "m4", "hex profile <@id-alice>"), T0)
        .await
        .unwrap();
    let Effect::Reply {
        user, text, image, ..
    } = only(&d)
    else {
        panic!("{d:#?}")
    };
    assert_eq!(user.id, "id-bob");
    assert!(text.starts_with("**Alice**"), "{text}");
    assert!(
        text.contains("Dark Hex (classic): 1700 (RD 60) · 3 wins, 2 losses, 0 draws"),
        "{text}"
    );
    assert!(text.contains("Hex: 1520? (RD 200)"), "{text}");
    assert!(text.contains("Current streak: 3 wins."), "{text}");
    assert!(
        text.contains("#25 · Hex · won against Bob (connection) · +10 · today · `hex replay 25`"),
        "{text}"
    );
    assert!(
        text.contains("#22 · Dark Hex (classic) · lost against Bob"),
        "{text}"
    );
    assert!(!text.contains("#15 "), "ten games only: {text}");
    match image.as_ref().map(|i| &i.view) {
        Some(ImageView::RatingChart(points)) => assert_eq!(points.len(), 21),
        other => panic!("{other:?}"),
    }
    // The outbox keeps the chart's points: a row sent again (it was not delivered) still
    // has its picture.
    service.release(&d);
    let pending = service.pending().await.unwrap();
    let again = pending
        .iter()
        .find(|p| p.outbox_id == d[0].outbox_id)
        .unwrap();
    assert_eq!(again.effect, d[0].effect);

    // Unknown players and players without games: a private error.
    let d = service
        .handle(&in_s1("id-bob", "m5", "hex profile <@id-zed>"), T0)
        .await
        .unwrap();
    assert!(
        matches!(only(&d), Effect::Reply { text, .. } if text.contains("I know no finished game"))
    );
    let d = service
        .handle(&in_s1("id-newbie", "m6", "hex history"), T0)
        .await
        .unwrap();
    assert!(
        matches!(only(&d), Effect::Reply { text, .. } if text.contains("You have no finished games"))
    );

    // History, paged, with the command for the next page.
    let d = service
        .handle(&in_s1("id-alice", "m7", "hex history page 2"), T0)
        .await
        .unwrap();
    let text = only(&d).text().unwrap();
    assert!(
        text.starts_with("**Games of Alice** · page 2 of 3"),
        "{text}"
    );
    assert!(
        text.contains("#15 · Hex · won against Bob (connection) · +10 · 10 hours ago")
            || text.contains("#15 · Hex · won against Bob (connection) · +10 · today"),
        "{text}"
    );
    assert!(text.ends_with("Next page: `hex history page 3`"), "{text}");
    let d = service
        .handle(
            &in_s1("id-bob", "m8", "hex history <@id-alice> darkhex"),
            T0,
        )
        .await
        .unwrap();
    let text = only(&d).text().unwrap();
    assert!(text.contains("page 1 of 2"), "{text}");
    assert!(
        text.ends_with(&format!(
            "`hex history {} darkhex-classic page 2`",
            hextable::core::marks::Mark::User("id-alice")
        )),
        "{text}"
    );
    // The slash form is the same command.
    let slash = Incoming {
        content: Content::Command(hextable::core::Command::History {
            user: None,
            kind: Some(RatingKind::Hex),
            page: 1,
        }),
        ..in_s1("id-alice", "m9", "")
    };
    let d = service.handle(&slash, T0).await.unwrap();
    assert!(only(&d)
        .text()
        .unwrap()
        .contains("**Games of Alice · Hex** · page 1 of 1"));
}

/// Issue #29, item 16: a game against the computer is stored with the computer's level as
/// data (not "computer (easy)" in English) and each reader's profile names it in their own
/// language; a row written before, with the English name, still loads and is named the same.
#[tokio::test]
async fn the_computer_in_a_record_is_named_in_the_readers_language() {
    let (_dir, url) = temp_sqlite("computer.db");
    let service = Service::open(&url, CoreConfig::default()).await.unwrap();
    let said = |text: &str, id: &str| msg("id-hans", Place::Dm, id, text);
    service
        .handle(&said("hex language de", "m1"), T0)
        .await
        .unwrap();
    service
        .handle(&said("hex play-bot hex 7 easy red", "m2"), T0)
        .await
        .unwrap();
    service.handle(&said("hex resign", "m3"), T0).await.unwrap();
    let rows = service.store().results_of_game(1_u64.into()).await.unwrap();
    assert_eq!(rows.len(), 1, "{rows:#?}");
    assert_eq!(
        (
            rows[0].opponent_id.as_deref(),
            rows[0].opponent_name.as_str()
        ),
        (None, "easy")
    );
    // An older row: the English name, as rows were written before the level was data.
    let mut old = RecordRows::default();
    old.player_games.push(PlayerGameRow {
        game_id: 90,
        ended_ms: T0 - DAY,
        opponent_name: "computer (medium)".into(),
        rated_n: None,
        rating_before: None,
        rating_after: None,
        deviation_after: None,
        ..rows[0].clone()
    });
    service.store().seed_records(&old).await.unwrap();
    let profile = service
        .handle(&said("hex profile", "m4"), T0 + 1_000)
        .await
        .unwrap();
    let text = only(&profile).text().unwrap();
    assert!(text.contains("Computer (leicht)"), "{text}");
    assert!(text.contains("Computer (mittel)"), "{text}");
    assert!(!text.contains("computer ("), "{text}");
}

#[tokio::test]
async fn sqlite_records_commands() {
    let (_dir, url) = temp_sqlite("commands.db");
    command_story(&url).await;
}

/// The core alone (no store behind it) says so instead of inventing records.
#[test]
fn the_core_alone_has_no_records() {
    let mut core = Core::default();
    let effects = core.handle(&msg("a", Place::Dm, "1", "hex profile"), T0);
    assert!(
        effects[0]
            .text()
            .unwrap()
            .contains("need the bot's database"),
        "{effects:#?}"
    );
    assert_eq!(
        Core::records_needed(&msg("a", Place::Dm, "1", "hex games"), T0),
        None
    );
}
