//! Ratings, the write side: rated and casual games through the core, the rows a finished game
//! writes (on SQLite always, on PostgreSQL when `HEXTABLE_TEST_POSTGRES_URL` is set; see
//! `scripts/test`), a result applied exactly once across a restart, and the stale-rating
//! guard of the store.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::{
    core::{
        ratings::{rated_game, GameResult, PlayerGame, RatingChange, RatingKind, Score, Standing},
        CoreConfig, Effect, GameId, Incoming, Place, Plan, Platform, UserId,
    },
    rules::Reason,
    runtime::{Delivery, Service},
    store::{PlayerGameRow, Store},
};
use support::{
    chat::{capitalise, channel, text, to, user, Chat, CH, T0},
    fresh_postgres, temp_sqlite,
};

const DAY: i64 = 86_400_000;
const GUILD: &str = "guild-1";

fn discord(id: &str) -> UserId {
    UserId::new(Platform::Discord, id)
}

/// The texts of `effects` addressed to `who`.
fn texts_to(effects: &[Effect], who: &hextable::core::Recipient) -> Vec<String> {
    to(effects, who)
        .iter()
        .map(|e| text(e).to_owned())
        .collect()
}

impl Chat {
    /// `alice` (Red) challenges `bob` with `options`; bob accepts. The game's number.
    fn rated_start(&mut self, options: &str) -> (u64, Vec<Effect>) {
        let mut e = self.ch("alice", &format!("hex challenge @bob {options} red"));
        e.extend(self.ch("bob", "hex accept"));
        (self.core.games_in_memory() as u64, e)
    }

    /// Alice joins a7 to a1 in a 7×7 Dark Hex game by DM while Bob plays the g file: the
    /// effects of the winning move.
    fn alice_connects(&mut self) -> Vec<Effect> {
        for row in 1..=6 {
            self.dm("alice", &format!("a{row}"));
            self.dm("bob", &format!("g{row}"));
        }
        self.dm("alice", "a7")
    }
}

#[test]
fn a_rated_dark_hex_win_shows_both_changes_to_the_channel_and_each_player() {
    let mut chat = Chat::new();
    let (id, started) = chat.rated_start("darkhex 7");
    let posts = texts_to(&started, &channel());
    assert!(posts[0].contains(", rated"), "{posts:?}");
    assert!(posts[1].contains(&format!("Game #{id} begins")) && posts[1].contains(", rated"));
    let end = chat.alice_connects();
    let expected = "Rated: Alice 1662? (+162), Bob 1338? (-162).";
    let post = &texts_to(&end, &channel())[0];
    assert!(
        post.starts_with("Game #1 is over: Alice joined their edges. Alice (Red) wins.")
            && post.ends_with(expected),
        "{post}"
    );
    for who in ["alice", "bob"] {
        let dm = texts_to(&end, &user(who));
        assert!(dm.iter().any(|t| t.ends_with(expected)), "{who}: {dm:?}");
    }
    let kind = RatingKind::DarkHexClassic;
    let alice = chat.core.rating(&discord("alice"), kind).unwrap();
    let bob = chat.core.rating(&discord("bob"), kind).unwrap();
    assert_eq!(
        (alice.games, alice.wins, bob.games, bob.losses),
        (1, 1, 1, 1)
    );
    assert_eq!(alice.last, Some(chat.now));
    assert_eq!(alice.rating.rating.round(), 1662.0);

    // The second game is rated from what the first left: both are less uncertain now.
    let (_, _) = chat.rated_start("darkhex 7");
    let end = chat.alice_connects();
    let post = &texts_to(&end, &channel())[0];
    assert!(
        post.contains("Rated: Alice 1720? (+58), Bob 1280? (-58)."),
        "{post}"
    );
    assert_eq!(chat.core.rating(&discord("alice"), kind).unwrap().games, 2);
}

#[test]
fn casual_computer_and_one_device_games_are_not_rated() {
    let mut chat = Chat::new();
    let (_, started) = chat.rated_start("darkhex 7 casual");
    assert!(texts_to(&started, &channel())
        .iter()
        .all(|t| t.contains(", casual")));
    let end = chat.alice_connects();
    let post = &texts_to(&end, &channel())[0];
    assert!(post.ends_with("Alice (Red) wins."), "{post}");
    assert!(!post.contains("Rated"), "{post}");
    assert!(chat
        .core
        .rating(&discord("alice"), RatingKind::DarkHexClassic)
        .is_none());

    // Against the computer: never rated, and asking for it is a clear mistake.
    let e = chat.ch("carol", "hex play-bot hex 7 rated");
    assert_eq!(e.len(), 1, "{e:#?}");
    assert!(
        text(&e[0]).contains("against the computer are never rated"),
        "{e:#?}"
    );
    let e = chat.ch("carol", "hex play-bot hex 7");
    assert!(texts_to(&e, &channel())[0].contains(", casual"), "{e:#?}");

    // Two people on one device (local mode's hotseat) neither.
    let local = |user: &str, text: &str, id: &str| {
        Incoming::text(
            Platform::Local,
            user,
            user,
            Place::Channel("local".into()),
            Some(id),
            text,
        )
    };
    let e = chat
        .core
        .handle(&local("red", "hex challenge @blue hex 7 rated", "l1"), T0);
    assert!(text(&e[0]).contains("one device are never rated"), "{e:#?}");
    let e = chat
        .core
        .handle(&local("red", "hex challenge @blue hex 7", "l2"), T0);
    assert!(text(&e[0]).contains(", casual"), "{e:#?}");
}

#[test]
fn a_finished_rated_game_cannot_be_taken_back() {
    let mut chat = Chat::new();
    let (id, _) = chat.rated_start("hex 7");
    chat.ch("alice", "a1");
    let e = chat.ch("bob", "resign");
    assert!(
        texts_to(&e, &channel())[0].contains("Rated: Alice"),
        "{e:#?}"
    );
    for typed in ["hex takeback".to_owned(), format!("#{id} takeback")] {
        let e = chat.ch("alice", &typed);
        assert_eq!(e.len(), 1, "{e:#?}");
        assert_eq!(
            text(&e[0]),
            format!("Game #{id} was rated and its result has counted: it cannot be taken back.")
        );
    }
    // A casual game over stays refused as before.
    let (id, _) = chat.rated_start("hex 7 casual");
    chat.ch("alice", "a1");
    chat.ch("bob", "resign");
    let e = chat.ch("alice", &format!("#{id} takeback"));
    assert!(text(&e[0]).contains("is over"), "{e:#?}");
}

/// A conversation with a service in one Discord server ([`GUILD`]): message ids `r1`, `r2`, …
struct Room {
    service: Service,
    n: u64,
}

impl Room {
    async fn open(url: &str) -> Self {
        Self {
            service: Service::open(url, CoreConfig::default()).await.unwrap(),
            n: 0,
        }
    }

    fn incoming(&mut self, who: &str, place: Place, typed: &str) -> Incoming {
        self.n += 1;
        Incoming::text(
            Platform::Discord,
            who,
            &capitalise(who),
            place,
            Some(&format!("r{}", self.n)),
            typed,
        )
        .in_server(Some(GUILD.to_owned()), false)
    }

    async fn say(&mut self, who: &str, place: Place, typed: &str, t: i64) -> Vec<Delivery> {
        let incoming = self.incoming(who, place, typed);
        self.service.handle(&incoming, t).await.unwrap()
    }

    async fn ch(&mut self, who: &str, typed: &str, t: i64) -> Vec<Delivery> {
        self.say(who, Place::Channel(CH.into()), typed, t).await
    }

    async fn dm(&mut self, who: &str, typed: &str, t: i64) -> Vec<Delivery> {
        self.say(who, Place::Dm, typed, t).await
    }

    /// Alice (Red) challenges Bob with `options`, Bob accepts: the game's number.
    async fn start(&mut self, options: &str, t: i64) -> GameId {
        self.ch("alice", &format!("hex challenge @bob {options} red"), t)
            .await;
        let d = self.ch("bob", "hex accept", t).await;
        let begins = d
            .iter()
            .find_map(|d| d.effect.text()?.split("Game #").nth(1).map(str::to_owned))
            .unwrap();
        GameId(begins.split(' ').next().unwrap().parse().unwrap())
    }

    async fn results(&self, game: GameId) -> Vec<PlayerGameRow> {
        self.service.store().results_of_game(game).await.unwrap()
    }

    async fn standing(&self, who: &str, kind: RatingKind) -> Standing {
        let got = self
            .service
            .store()
            .load_ratings(&[(discord(who), kind)])
            .await
            .unwrap();
        got[0].2
    }
}

fn post_of(d: &[Delivery]) -> String {
    d.iter()
        .find(|d| {
            d.effect.text().is_some_and(|t| {
                t.contains("Rated:") || t.contains("is over") || t.contains("drawn")
            })
        })
        .and_then(|d| d.effect.text())
        .unwrap_or_default()
        .to_owned()
}

/// Every way a game ends, and what each writes, against one fresh database.
async fn rows_story(url: &str) {
    let mut room = Room::open(url).await;
    let mut t = T0;

    // 1. Dark Hex to a connection: both rows, both ratings, the server's leaderboard.
    let dark = room.start("darkhex 7", t).await;
    for row in 1..=6 {
        room.dm("alice", &format!("a{row}"), t).await;
        room.dm("bob", &format!("g{row}"), t).await;
    }
    t += 1;
    let end = room.dm("alice", "a7", t).await;
    assert!(post_of(&end).ends_with("Rated: Alice 1662? (+162), Bob 1338? (-162)."));
    let rows = room.results(dark).await;
    assert_eq!(rows.len(), 2, "{rows:#?}");
    let (alice, bob) = (&rows[0], &rows[1]);
    assert_eq!(
        (
            alice.user_id.as_str(),
            alice.result.as_str(),
            alice.reason.as_str()
        ),
        ("alice", "win", "connection")
    );
    assert_eq!(
        (bob.result.as_str(), bob.opponent_id.as_deref()),
        ("loss", Some("alice"))
    );
    assert_eq!(alice.opponent_name, "Bob");
    assert_eq!(alice.kind, "darkhex-classic");
    assert_eq!(alice.server.as_deref(), Some(GUILD));
    assert_eq!((alice.rated_n, bob.rated_n), (Some(1), Some(1)));
    assert_eq!(alice.rating_before, Some(1500.0));
    assert_eq!(alice.rating_after.map(f64::round), Some(1662.0));
    let kind = RatingKind::DarkHexClassic;
    let standing = room.standing("alice", kind).await;
    assert_eq!(
        (standing.games, standing.wins, standing.last),
        (1, 1, Some(t))
    );
    let store = room.service.store();
    let (on_board, _) = store
        .community_rating(&discord("bob"), GUILD, kind)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(on_board.round(), 1338.0);
    assert_eq!(
        store
            .seen_name(Platform::Discord, "bob")
            .await
            .unwrap()
            .as_deref(),
        Some("Bob")
    );

    // 2. Hex, a resignation: its own kind, its first rated game.
    let hex = room.start("hex 7", t).await;
    room.ch("alice", "a1", t).await;
    let end = room.ch("bob", "resign", t).await;
    assert!(post_of(&end).contains("Bob resigned"), "{end:#?}");
    let rows = room.results(hex).await;
    assert_eq!(
        rows.iter()
            .map(|r| (r.reason.as_str(), r.rated_n))
            .collect::<Vec<_>>(),
        [("resignation", Some(1)), ("resignation", Some(1))]
    );
    assert_eq!(rows[0].kind, "hex");

    // 3. Dark Hex on a clock, a timeout through the tick: Alice's second rated Dark Hex
    // game, rated from where the first left her.
    let timed = room.start("darkhex 7 1d", t).await;
    room.dm("alice", "d4", t).await;
    t += DAY + 1;
    let end = room.service.tick(t).await.unwrap();
    assert!(post_of(&end).contains("ran out of time"), "{end:#?}");
    let rows = room.results(timed).await;
    assert_eq!(rows[0].reason, "timeout");
    assert_eq!((rows[0].result.as_str(), rows[0].rated_n), ("win", Some(2)));
    assert_eq!(rows[0].rating_before.map(f64::round), Some(1662.0));
    assert_eq!(room.standing("alice", kind).await.games, 2);
    assert_eq!(room.standing("bob", kind).await.losses, 2);

    // 4. Hexdame, a draw by agreement: a draw for both.
    let dame = room.start("hexdame white", t).await;
    room.ch("alice", "d4-e5", t).await;
    room.ch("alice", "hex draw", t).await;
    let end = room.ch("bob", "hex draw accept", t).await;
    assert!(post_of(&end).contains("drawn by agreement"), "{end:#?}");
    assert!(post_of(&end).contains("Rated: Alice 1500? (±0), Bob 1500? (±0)."));
    let rows = room.results(dame).await;
    assert_eq!(
        rows.iter().map(|r| r.result.as_str()).collect::<Vec<_>>(),
        ["draw", "draw"]
    );
    assert_eq!(
        room.standing("bob", RatingKind::Family(hextable::rules::Family::Hexdame))
            .await
            .draws,
        1
    );

    // 5. Casual, and against the computer: history rows, no rating.
    let casual = room.start("rex 7 casual", t).await;
    room.ch("alice", "a1", t).await;
    room.ch("alice", "resign", t).await;
    let rows = room.results(casual).await;
    assert_eq!(rows.len(), 2);
    assert!(rows
        .iter()
        .all(|r| r.rated_n.is_none() && r.rating_after.is_none()));
    assert_eq!(room.standing("alice", RatingKind::Rex).await, Standing::NEW);
    room.ch("carol", "hex play-bot hex 7", t).await;
    let bot_game = GameId(6);
    room.ch("carol", "resign", t).await;
    let rows = room.results(bot_game).await;
    assert_eq!(rows.len(), 1, "{rows:#?}");
    assert_eq!(rows[0].opponent_id, None);
    // The computer's seat is stored as data (its level), named when shown in the reader's
    // language (issue #29 item 16).
    assert_eq!(rows[0].opponent_name, "medium");
    assert!(rows[0].rated_n.is_none());

    // 6. Aborted (nobody moved): nothing.
    let idle = room.start("hex 7", t).await;
    t += 8 * DAY;
    let d = room.service.tick(t).await.unwrap();
    assert!(d
        .iter()
        .any(|d| d.effect.text().unwrap_or("").contains("aborted")));
    assert!(room.results(idle).await.is_empty());
    room.service.store().close().await;
}

#[tokio::test]
async fn sqlite_every_ending_writes_its_rows() {
    let (_dir, url) = temp_sqlite("ratings.db");
    rows_story(&url).await;
}

/// A rated result is applied once: after a restart, the same message again and more ticks
/// change nothing.
async fn exactly_once_story(url: &str) {
    let mut room = Room::open(url).await;
    let game = room.start("darkhex 7 1d", T0).await;
    for row in 1..=6 {
        room.dm("alice", &format!("a{row}"), T0).await;
        room.dm("bob", &format!("g{row}"), T0).await;
    }
    let last = room.incoming("alice", Place::Dm, "a7");
    let end = room.service.handle(&last, T0 + 1).await.unwrap();
    assert!(post_of(&end).contains("Rated:"));
    let kind = RatingKind::DarkHexClassic;
    let before = [
        room.standing("alice", kind).await,
        room.standing("bob", kind).await,
    ];
    // A second rated game is on when the process stops.
    let on = room.start("darkhex 7", T0 + 1).await;
    drop(room.service);

    let service = Service::open(url, CoreConfig::default()).await.unwrap();
    assert!(service.handle(&last, T0 + 2).await.unwrap().is_empty());
    assert!(service.tick(T0 + 2 * DAY).await.unwrap().is_empty());
    assert!(service.tick(T0 + 3 * DAY).await.unwrap().is_empty());
    let room = Room { service, n: 100 };
    assert_eq!(
        [
            room.standing("alice", kind).await,
            room.standing("bob", kind).await
        ],
        before
    );
    assert_eq!(before[0].games, 1);
    let rows = room.results(game).await;
    assert_eq!(rows.len(), 2, "one row per player: {rows:#?}");

    // The game left on is rated from the stored ratings (loaded with it at start), and a
    // game started after the restart from the stored ones too (loaded when it starts).
    let mut room = room;
    let end = room.dm("bob", "hex resign", T0 + 3 * DAY).await;
    assert!(
        post_of(&end).contains("Rated: Alice 1720? (+58)"),
        "{end:#?}"
    );
    assert_eq!(room.results(on).await[0].rated_n, Some(2));
    drop(room.service);
    let mut room = Room {
        service: Service::open(url, CoreConfig::default()).await.unwrap(),
        n: 200,
    };
    let third = room.start("darkhex 7", T0 + 3 * DAY).await;
    room.dm("alice", "a1", T0 + 3 * DAY).await;
    room.dm("bob", "hex resign", T0 + 3 * DAY).await;
    let rows = room.results(third).await;
    assert_eq!(
        (rows[0].user_id.as_str(), rows[0].rated_n),
        ("alice", Some(3))
    );
    assert_eq!(room.standing("alice", kind).await.wins, 3);
    room.service.store().close().await;
}

#[tokio::test]
async fn sqlite_a_result_counts_once_across_a_restart() {
    let (_dir, url) = temp_sqlite("once.db");
    exactly_once_story(&url).await;
}

/// Two processes on one PostgreSQL database end two rated games of one player: the second
/// process takes in the first one's result before it plans (its memory is refreshed under the
/// write lock), so its game is rated from Alice's rating after the first and counts second.
/// Nothing is applied twice or lost. (Were it planned from the rating it had loaded, the
/// commit's guard would refuse it: `stale_story`.)
async fn race_story(url: &str) {
    let mut a = Room::open(url).await;
    let first = a.start("hex 7", T0).await;
    let mut b = Room {
        service: Service::open(url, CoreConfig::default()).await.unwrap(),
        n: 500,
    };
    b.ch("alice", "hex challenge @carol hex 7 red", T0).await;
    b.ch("carol", "hex accept", T0).await;
    let second = GameId(first.0 + 1);
    a.ch("alice", "a1", T0).await;
    b.dm("alice", &format!("#{second} a1"), T0).await;
    a.ch("bob", "resign", T0 + 1).await;
    // B loaded Alice's rating from before her first game ended; it reads the change first.
    let end = b.dm("carol", "hex resign", T0 + 3).await;
    assert!(post_of(&end).contains("Rated: Alice"), "{end:#?}");
    let rows = b.results(second).await;
    assert_eq!(
        (rows[0].user_id.as_str(), rows[0].rated_n),
        ("alice", Some(2))
    );
    let after_first = a.results(first).await[0].rating_after;
    assert_eq!(rows[0].rating_before, after_first);
    let alice = b.standing("alice", RatingKind::Hex).await;
    assert_eq!((alice.games, alice.wins), (2, 2));
    a.service.store().close().await;
}

/// Alice's result of `game`, rated from `before`, against Bob (unrated bookkeeping aside).
fn alice_wins(game: u64, before: Standing, at: i64) -> Plan {
    let [after, _] = rated_game(&before, &Standing::NEW, Score::Win, at);
    Plan {
        records: vec![PlayerGame {
            user: discord("alice"),
            name: "Alice".into(),
            game: GameId(game),
            kind: RatingKind::Hex,
            server: Some(GUILD.into()),
            ended: at,
            result: GameResult::Win,
            reason: Reason::Connection,
            opponent: Some(discord("bob")),
            opponent_name: "Bob".into(),
            rated: Some(RatingChange { before, after }),
        }],
        ..Plan::default()
    }
}

/// Two plans computed from the same rating: the second commit fails and changes nothing.
async fn stale_story(url: &str) {
    let store = Store::connect(url).await.unwrap();
    let first = alice_wins(100, Standing::NEW, T0);
    let second = alice_wins(101, Standing::NEW, T0 + 5);
    store
        .commit(&first, Some((Platform::Discord, "s1")), T0)
        .await
        .unwrap();
    let after_first = store
        .load_ratings(&[(discord("alice"), RatingKind::Hex)])
        .await
        .unwrap()[0]
        .2;
    assert_eq!(after_first.games, 1);
    let refused = store
        .commit(&second, Some((Platform::Discord, "s2")), T0 + 5)
        .await;
    assert!(refused.is_err(), "{refused:?}");
    let now = store
        .load_ratings(&[(discord("alice"), RatingKind::Hex)])
        .await
        .unwrap()[0]
        .2;
    assert_eq!(now, after_first);
    assert!(store.results_of_game(GameId(101)).await.unwrap().is_empty());
    let (on_board, _) = store
        .community_rating(&discord("alice"), GUILD, RatingKind::Hex)
        .await
        .unwrap()
        .unwrap();
    assert_eq!(on_board, after_first.rating.rating);
    // Nor was its message id taken: planned again from the stored rating, it goes in.
    assert!(!store.is_processed(Platform::Discord, "s2").await.unwrap());
    let again = alice_wins(101, now, T0 + 6);
    store
        .commit(&again, Some((Platform::Discord, "s2")), T0 + 6)
        .await
        .unwrap();
    assert_eq!(
        store.results_of_game(GameId(101)).await.unwrap()[0].rated_n,
        Some(2)
    );
    // And the same game counted twice is refused by the primary key.
    let twice = alice_wins(
        101,
        store
            .load_ratings(&[(discord("alice"), RatingKind::Hex)])
            .await
            .unwrap()[0]
            .2,
        T0 + 7,
    );
    assert!(store.commit(&twice, None, T0 + 7).await.is_err());
    store.close().await;
}

#[tokio::test]
async fn sqlite_a_result_planned_from_a_stale_rating_is_refused() {
    let (_dir, url) = temp_sqlite("stale.db");
    stale_story(&url).await;
}

/// Alice's rated win of `game` in `server`, from the stored rating she has now.
async fn alice_wins_in(store: &Store, game: u64, server: &str, at: i64) {
    let before = store
        .load_ratings(&[(discord("alice"), RatingKind::Hex)])
        .await
        .unwrap()
        .first()
        .map_or(Standing::NEW, |row| row.2);
    let mut plan = alice_wins(game, before, at);
    plan.records[0].server = Some(server.into());
    store.commit(&plan, None, at).await.unwrap();
}

/// A community's leaderboard shows each member's current rating: after Alice's games in
/// another server, the board of the first one (where she played once) shows where she
/// stands now, not the copy kept from her game there.
async fn current_rating_story(url: &str) {
    use hextable::core::ratings::records::OwnRank;
    let store = Store::connect(url).await.unwrap();
    alice_wins_in(&store, 200, GUILD, T0).await;
    for game in 201..=203 {
        alice_wins_in(&store, game, "guild-2", T0 + (game as i64 - 200) * 1_000).await;
    }
    let now = store
        .load_ratings(&[(discord("alice"), RatingKind::Hex)])
        .await
        .unwrap()[0]
        .2;
    assert_eq!(now.games, 4);
    for server in [Some(GUILD), Some("guild-2"), None] {
        let board = store
            .leaderboard(
                Platform::Discord,
                server,
                RatingKind::Hex,
                "alice",
                T0 - DAY,
            )
            .await
            .unwrap();
        let shown = match board.own {
            OwnRank::Ranked { rating, .. }
            | OwnRank::Provisional(rating)
            | OwnRank::Inactive(rating) => rating,
            OwnRank::NoGames => panic!("{server:?}: Alice is not on the board"),
        };
        assert_eq!(shown.rating, now.rating.rating, "{server:?}");
        assert_eq!(shown.deviation, now.rating.deviation, "{server:?}");
    }
    // Filtered to the community: a server where she never played does not list her.
    let elsewhere = store
        .leaderboard(
            Platform::Discord,
            Some("guild-3"),
            RatingKind::Hex,
            "alice",
            T0 - DAY,
        )
        .await
        .unwrap();
    assert!(matches!(elsewhere.own, OwnRank::NoGames));
    store.close().await;
}

#[tokio::test]
async fn sqlite_a_community_leaderboard_shows_current_ratings() {
    let (_dir, url) = temp_sqlite("current.db");
    current_rating_story(&url).await;
}

/// The stories on PostgreSQL, one after the other on the one test database (each on
/// emptied tables).
#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn postgres_rows_exactly_once_and_the_stale_guard() {
    let url = std::env::var("HEXTABLE_TEST_POSTGRES_URL")
        .expect("HEXTABLE_TEST_POSTGRES_URL must point at a PostgreSQL database");
    fresh_postgres(&url).await;
    rows_story(&url).await;
    fresh_postgres(&url).await;
    exactly_once_story(&url).await;
    fresh_postgres(&url).await;
    stale_story(&url).await;
    fresh_postgres(&url).await;
    race_story(&url).await;
    fresh_postgres(&url).await;
    current_rating_story(&url).await;
}
