//! Issue #19's "done when", end to end: two `hextable serve` processes (the binary Cargo built,
//! as child processes) on one PostgreSQL database, against the local Discord with two shards,
//! one shard each. A whole Dark Hex game whose channel is on shard 1 (process B) and whose DMs
//! come in on shard 0 (process A); a Hex game whose moves arrive alternately at both; then
//! `kill -9` of the process running the clocks in the middle of two games: the other takes
//! over, a live clock's timeout fires once, the games finish, and every message the local
//! Discord recorded arrived exactly once. Needs `HEXTABLE_TEST_POSTGRES_URL` (see
//! `scripts/test`); the same story through two `Service`s in one process is
//! `store_processes.rs`.
//!
//! "Exactly once" is counted in the local Discord's record of new messages: a row delivered
//! again after a process died carries the same nonce (the bot sends `enforce_nonce`), which
//! the local Discord answers with the first message instead of a new one, as Discord does.
//!
//! The first test, of the local Discord's routing by shard that the story relies on, needs no
//! database and runs with the others.

#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::{
    collections::BTreeSet,
    path::Path,
    time::{Duration, Instant},
};

use hextable::adapters::discord::connect::{build_http, ApiTarget};
use serenity::all::{ClientBuilder, GatewayIntents};
use support::{
    discord::{shard_of, FakeDiscord, GatewayEvent, Post, Record, Sent},
    fresh_postgres,
    serve::Served,
    DARK_7_WON,
};

/// The bot's shards: two, one per process.
const SHARDS: u64 = 2;

/// The live clock of the game that times out: short, because the real clock runs (and long
/// enough for game #2 to finish before it runs out, on a loaded machine).
const CLOCK: &str = "20s";
const CLOCK_MS: i64 = 20_000;

/// The dispatches of `kind` the record shows for each shard, in order.
fn dispatches(r: &Record, kind: &str) -> Vec<Option<[u64; 2]>> {
    r.gateway
        .iter()
        .filter_map(|g| match g {
            GatewayEvent::Dispatch { kind: k, shard, .. } if k == kind => Some(*shard),
            _ => None,
        })
        .collect()
}

/// The local Discord routes as Discord does with `shard: [id, 2]`: each guild's events to its
/// own shard only, DMs to shard 0 only; READY and GUILD_CREATE name a shard's own guilds; two
/// sessions of one shard both get its events. Three serenity clients, one shard each, as
/// processes run them (shard 0 twice); a client's shutdown (close 1000) ends its session.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_discord_routes_events_by_shard() {
    let fake = FakeDiscord::start().await;
    let alice = fake.add_user("Alice");
    let zero = fake.add_guild_on_shard("Zero", alice, 0, SHARDS);
    let one = fake.add_guild_on_shard("One", alice, 1, SHARDS);
    assert_eq!((shard_of(zero, SHARDS), shard_of(one, SHARDS)), (0, 1));
    let (ch0, ch1) = (
        fake.add_text_channel(zero, "games"),
        fake.add_text_channel(one, "games"),
    );
    let intents = GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT;
    let mut managers = Vec::new();
    for shard in [0, 1, 0] {
        let http = build_http(fake.token(), &ApiTarget::Proxy(fake.proxy_base())).unwrap();
        let mut client = ClientBuilder::new_with_http(http, intents).await.unwrap();
        managers.push(client.shard_manager.clone());
        tokio::spawn(async move {
            // serenity's range end is the last shard, inclusive.
            let _ = client.start_shard_range(shard..shard, SHARDS as u32).await;
        });
    }
    let (s0, s1) = (Some([0, SHARDS]), Some([1, SHARDS]));
    fake.wait_for("each session's GUILD_CREATE", |r| {
        let mut created = dispatches(r, "GUILD_CREATE");
        created.sort();
        (created == [s0, s0, s1]).then_some(())
    })
    .await;
    assert_eq!(fake.sessions().len(), 3);

    // Each injected event is dispatched (and recorded) before `user_says` returns.
    let routed = |act: &dyn Fn() -> u64| {
        let before = dispatches(&fake.record(), "MESSAGE_CREATE").len();
        act();
        dispatches(&fake.record(), "MESSAGE_CREATE")[before..].to_vec()
    };
    assert_eq!(routed(&|| fake.user_says(alice, ch0, "zero")), [s0, s0]);
    assert_eq!(routed(&|| fake.user_says(alice, ch1, "one")), [s1]);
    assert_eq!(routed(&|| fake.user_dms(alice, "dm")), [s0, s0]);
    for manager in managers {
        manager.shutdown_all().await;
    }
    // Polled: `wait_for` holds the local Discord's state while it checks.
    support::serve::wait_for("every session ended", || {
        fake.sessions().is_empty().then_some(())
    })
    .await;
}

// ----- two processes on PostgreSQL -----

fn postgres_url() -> String {
    std::env::var("HEXTABLE_TEST_POSTGRES_URL")
        .expect("HEXTABLE_TEST_POSTGRES_URL must point at a PostgreSQL database")
}

/// The local Discord with a server on each shard, and the two processes.
struct Table {
    fake: FakeDiscord,
    url: String,
    alice: u64,
    bob: u64,
    carol: u64,
    dave: u64,
    /// #games of the server on shard 0.
    ch0: u64,
    /// #games of the server on shard 1.
    ch1: u64,
    /// The process running shard 0 (DMs arrive there).
    a: Served,
    /// The process running shard 1.
    b: Served,
}

impl Table {
    /// The local Discord and both processes, the one of shard `first` started first (it takes
    /// the clocks: a process asks for them as soon as it starts, before connecting to Discord).
    async fn new(first: u64) -> Self {
        let url = postgres_url();
        fresh_postgres(&url).await;
        let fake = FakeDiscord::start().await;
        let alice = fake.add_user("Alice");
        let bob = fake.add_user("Bob");
        let carol = fake.add_user("Carol");
        let dave = fake.add_user("Dave");
        let zero = fake.add_guild_on_shard("Shard Zero Club", carol, 0, SHARDS);
        let one = fake.add_guild_on_shard("Shard One Club", alice, 1, SHARDS);
        for user in [alice, bob, dave] {
            fake.add_member(zero, user);
        }
        for user in [bob, carol, dave] {
            fake.add_member(one, user);
        }
        let ch0 = fake.add_text_channel(zero, "games");
        let ch1 = fake.add_text_channel(one, "games");
        let process = |shard: u64| {
            let (token, base) = (fake.token(), fake.proxy_base());
            Served::on(&url, |_: &Path| {
                format!(
                    "database_url = \"{url}\"\ntick_secs = 1\n\n[discord]\ntoken = \"{token}\"\n\
                     api_base = \"{base}\"\nshards = {SHARDS}\nshard_range = [{shard}, {shard}]\n"
                )
            })
        };
        let (a, b) = (process(0), process(1));
        let mut table = Self {
            fake,
            url,
            alice,
            bob,
            carol,
            dave,
            ch0,
            ch1,
            a,
            b,
        };
        table.start(first).await;
        table.start(1 - first).await;
        table
    }

    /// Starts the process of `shard` and waits until it identified on that shard and
    /// registered `/hex`.
    async fn start(&mut self, shard: u64) {
        let before = self.fake.record().registrations();
        let process = if shard == 0 { &mut self.a } else { &mut self.b };
        process.start(None);
        let wanted = Some([shard, SHARDS]);
        self.fake
            .wait_for(
                &format!("shard {shard} identified and registered /hex"),
                |r| {
                    let identified = r.gateway.iter().any(
                        |g| matches!(g, GatewayEvent::Identify { shard, .. } if *shard == wanted),
                    );
                    (identified && r.registrations() > before).then_some(())
                },
            )
            .await;
    }

    /// Waits up to `limit` for `check` to find something in the record (the local Discord's
    /// own wait stops at 20 s; a clock runs longer).
    async fn wait_long<T>(
        &self,
        what: &str,
        limit: Duration,
        mut check: impl FnMut(&Record) -> Option<T>,
    ) -> T {
        let start = Instant::now();
        loop {
            if let Some(found) = check(&self.fake.record()) {
                return found;
            }
            assert!(start.elapsed() < limit, "timed out waiting for {what}");
            tokio::time::sleep(Duration::from_millis(100)).await;
        }
    }

    /// The first new message in `channel` containing `needle` (waits for it).
    async fn wait_post(&self, channel: u64, needle: &str) -> Post {
        self.fake.wait_post(channel, needle).await
    }

    /// Waits until `n` new messages in `channel` contain `needle`.
    async fn wait_count(&self, channel: u64, needle: &str, n: usize) {
        self.fake
            .wait_for(&format!("{n} posts with {needle:?}"), |r| {
                (in_channel(r, channel, &[needle]) >= n).then_some(())
            })
            .await;
    }

    /// `user`'s DM moves arrive at shard 0's process; their channel moves at the channel's.
    fn dm(&self, user: u64, text: &str) {
        self.fake.user_dms(user, text);
    }

    fn say(&self, user: u64, channel: u64, text: &str) {
        self.fake.user_says(user, channel, text);
    }
}

/// New messages (not edits) the bot made, in order.
fn messages(r: &Record) -> impl Iterator<Item = &Post> {
    r.sent.iter().filter_map(|s| match s {
        Sent::Message(p) => Some(p),
        _ => None,
    })
}

/// How many new messages in `channel` contain every one of `needles`.
fn in_channel(r: &Record, channel: u64, needles: &[&str]) -> usize {
    messages(r)
        .filter(|p| p.channel_id == channel && needles.iter().all(|n| p.text().contains(n)))
        .count()
}

/// How many new DMs to `user` contain every one of `needles`.
fn dms(r: &Record, user: u64, needles: &[&str]) -> usize {
    messages(r)
        .filter(|p| p.dm_recipient == Some(user) && needles.iter().all(|n| p.text().contains(n)))
        .count()
}

/// Lower-case words of `text` (to find cell names such as `a1`).
fn words(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .map(str::to_lowercase)
        .collect()
}

/// One Dark Hex move: who, where, and whether it hit a hidden enemy stone (then, in the
/// classic version, the same player moves again).
#[derive(Clone, Copy, Debug)]
struct DarkMove<'a> {
    red: bool,
    cell: &'a str,
    hit: bool,
}

/// The moves of [`DARK_7_WON`], the hits worked out as the game goes.
fn dark_moves() -> Vec<DarkMove<'static>> {
    let (mut reds, mut blues) = (BTreeSet::new(), BTreeSet::new());
    let mut red = true;
    DARK_7_WON
        .split_whitespace()
        .map(|cell| {
            let (mine, theirs) = if red {
                (&mut reds, &blues)
            } else {
                (&mut blues, &reds)
            };
            let hit = theirs.contains(cell);
            let played = DarkMove { red, cell, hit };
            if !hit {
                mine.insert(cell);
                red = !red;
            }
            played
        })
        .collect()
}

/// The games' moves and results as PostgreSQL holds them: per game, the kinds of its events
/// (`move`, `timeout`, …) with when, and its status.
async fn stored(url: &str) -> Vec<(i64, String, Vec<(String, i64)>)> {
    let pool = sqlx::PgPool::connect(url).await.unwrap();
    let games: Vec<(i64, String)> = sqlx::query_as("SELECT id, status FROM games ORDER BY id")
        .fetch_all(&pool)
        .await
        .unwrap();
    let mut out = Vec::new();
    for (id, status) in games {
        let rows: Vec<(String,)> =
            sqlx::query_as("SELECT event FROM game_events WHERE game_id = $1 ORDER BY seq")
                .bind(id)
                .fetch_all(&pool)
                .await
                .unwrap();
        let events = rows
            .iter()
            .map(|(event,)| {
                let v: serde_json::Value = serde_json::from_str(event).unwrap();
                (
                    v["kind"].as_str().unwrap_or_default().to_owned(),
                    v["at"].as_i64().unwrap_or_default(),
                )
            })
            .collect();
        out.push((id, status, events));
    }
    pool.close().await;
    out
}

/// The clocks start in process A (shard 0, the DMs) and are killed with it: game #2 ends with
/// both players typing in the channel on shard 1, which B still runs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn two_processes_and_kill_9_of_shard_0_running_the_clocks() {
    story(0).await;
}

/// The clocks start in process B (shard 1, the channel of games #1 and #2) and are killed with
/// it: game #2 ends with both players moving by DM, on shard 0, which A still runs.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn two_processes_and_kill_9_of_shard_1_running_the_clocks() {
    story(1).await;
}

/// One story at a time: both empty and fill the one database (`scripts/test` runs this
/// binary's tests in parallel, as `cargo test` does by default).
static DATABASE: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// The whole story, the process of shard `first` started first (so running the clocks).
async fn story(first: u64) {
    let _alone = DATABASE.lock().await;
    let started = Instant::now();
    let mut t = Table::new(first).await;
    let (alice, bob, carol, dave, ch0, ch1) = (t.alice, t.bob, t.carol, t.dave, t.ch0, t.ch1);
    let startup = started.elapsed();

    // ----- Game #1, Dark Hex: challenge and accept in a channel on shard 1 (process B), every
    // move a DM, on shard 0 (process A). -----
    t.say(
        alice,
        ch1,
        &format!("hex challenge <@{bob}> darkhex 7 red swap=off"),
    );
    t.wait_count(ch1, "challenges", 1).await;
    t.say(bob, ch1, "hex accept");
    t.wait_post(ch1, "Game #1 begins").await;
    t.fake.wait_dm(alice, "Game #1: you play Red").await;
    t.fake.wait_dm(bob, "Game #1: you play Blue").await;
    let moves = dark_moves();
    let cells: BTreeSet<&str> = moves.iter().map(|m| m.cell).collect();
    let (last, before_last) = moves.split_last().unwrap();
    for (ply, m) in before_last.iter().enumerate() {
        let (mover, other) = if m.red { (alice, bob) } else { (bob, alice) };
        let (mine, theirs) = {
            let r = t.fake.record();
            (dms(&r, mover, &["Game #1"]), dms(&r, other, &["Game #1"]))
        };
        t.dm(mover, m.cell);
        t.wait_post(ch1, &format!("Game #1, move {}:", ply + 1))
            .await;
        t.wait_long("both players told", Duration::from_secs(20), |r| {
            (dms(r, mover, &["Game #1"]) > mine && dms(r, other, &["Game #1"]) > theirs)
                .then_some(())
        })
        .await;
    }
    // Before the winning move nothing hidden reached the channel: no cell, no board.
    let r = t.fake.record();
    let seen = words(&r.public_text_in(ch1));
    for cell in &cells {
        assert!(!seen.contains(*cell), "hidden cell {cell} in the channel");
    }
    assert!(
        r.public_in(ch1).all(|p| p.files.is_empty()),
        "a board picture in the channel during Dark Hex"
    );
    t.dm(alice, last.cell);
    let over = t.wait_post(ch1, "Game #1 is over").await;
    assert!(over.text().contains("(Red) wins"), "{over:#?}");
    let dark_done = started.elapsed();

    // ----- Game #2, Hex: its moves arrive alternately at both processes. A game lives in one
    // channel, and a guild's messages all go to its one shard; but a Hex move may be typed in
    // the game's channel or sent by DM (DMs always come in on shard 0). So Alice (Red) types
    // hers in the channel on shard 1 (process B), and Bob (Blue) DMs his (process A): each
    // move is planned by the process that did not plan the one before. -----
    t.say(
        alice,
        ch1,
        &format!("hex challenge <@{bob}> hex 7 red swap=off"),
    );
    t.wait_count(ch1, "challenges", 2).await;
    t.say(bob, ch1, "hex accept");
    t.wait_post(ch1, "Game #2 begins").await;
    let hex = [
        "a1", "b1", "a2", "b2", "a3", "b3", "a4", "b4", "a5", "b5", "a6", "b6", "a7",
    ];
    for (ply, cell) in hex.iter().enumerate().take(6) {
        if ply % 2 == 0 {
            t.say(alice, ch1, cell);
        } else {
            t.dm(bob, cell);
        }
        t.wait_post(ch1, &format!("Game #2, move {}:", ply + 1))
            .await;
    }

    // ----- Game #3, Hex with a live clock, in the channel on shard 0 (process A): Carol moves,
    // and Dave's clock ([`CLOCK`]) starts. -----
    t.say(
        carol,
        ch0,
        &format!("hex challenge <@{dave}> hex 7 red swap=off {CLOCK}"),
    );
    t.wait_count(ch0, "challenges", 1).await;
    t.say(dave, ch0, "hex accept");
    t.wait_post(ch0, "Game #3 begins").await;
    t.say(carol, ch0, "d4");
    t.wait_post(ch0, "Game #3, move 1:").await;

    // ----- kill -9 of the process running the clocks -----
    let holds = |p: &Served| p.logged(&["took the lease", "lease=Clocks"]);
    let holder_is_a = support::serve::wait_for("a process to take the clocks", || {
        match (holds(&t.a), holds(&t.b)) {
            (true, false) => Some(true),
            (false, true) => Some(false),
            (true, true) => panic!("both processes took the clocks"),
            (false, false) => None,
        }
    })
    .await;
    assert_eq!(
        holder_is_a,
        first == 0,
        "the first process started runs the clocks"
    );
    let killed_at = Instant::now();
    let survivor = if holder_is_a {
        t.a.kill();
        &t.b
    } else {
        t.b.kill();
        &t.a
    };
    eprintln!(
        "killed process {} (the clocks); {} goes on",
        if holder_is_a {
            "A (shard 0)"
        } else {
            "B (shard 1)"
        },
        if holder_is_a {
            "B (shard 1)"
        } else {
            "A (shard 0)"
        },
    );
    support::serve::wait_for("the survivor to take the clocks", || {
        holds(survivor).then_some(())
    })
    .await;
    let takeover = killed_at.elapsed();
    assert!(
        takeover < Duration::from_secs(10),
        "the clocks were taken over after {takeover:?}"
    );

    // Game #2 finishes through the process left: its moves reach it only on its own shard
    // (shard 0 is DMs, shard 1 the channel).
    for (ply, cell) in hex.iter().enumerate().skip(6) {
        let mover = if ply % 2 == 0 { alice } else { bob };
        if holder_is_a {
            t.say(mover, ch1, cell);
        } else {
            t.dm(mover, cell);
        }
        if ply + 1 < hex.len() {
            t.wait_post(ch1, &format!("Game #2, move {}:", ply + 1))
                .await;
        }
    }
    t.wait_post(ch1, "Game #2 is over").await;

    // Game #3's clock runs out in the survivor.
    let timeout = t
        .wait_long(
            "game #3's timeout",
            Duration::from_millis(CLOCK_MS as u64) + Duration::from_secs(20),
            |r| {
                messages(r)
                    .find(|p| p.channel_id == ch0 && p.text().contains("Game #3 is over"))
                    .cloned()
            },
        )
        .await;
    assert!(timeout.text().contains("ran out of time"), "{timeout:#?}");
    let timed_out_after_kill = timeout.at.duration_since(killed_at);
    // Late duplicates, if any, would come with the clock's next rounds and outbox retries.
    survivor.wait_idle().await;
    tokio::time::sleep(Duration::from_secs(3)).await;
    let r = t.fake.record();

    // ----- every message exactly once -----
    // Game #1: the challenge, the start, one announcement per move but the last, the end.
    // (Two challenges in #games of shard 1, game #1's and game #2's.)
    assert_eq!(in_channel(&r, ch1, &["challenges"]), 2);
    assert_eq!(in_channel(&r, ch1, &["Game #1 begins"]), 1);
    for ply in 1..moves.len() {
        assert_eq!(
            in_channel(&r, ch1, &[&format!("Game #1, move {ply}:")]),
            1,
            "game 1 move {ply}"
        );
    }
    assert_eq!(
        in_channel(&r, ch1, &[&format!("Game #1, move {}:", moves.len())]),
        0
    );
    assert_eq!(in_channel(&r, ch1, &["Game #1 is over"]), 1);
    // Its DMs: each player's start, each move's answer to its mover, and the opponent's
    // notice, and the end.
    for (game, red, blue) in [(1, alice, bob), (2, alice, bob), (3, carol, dave)] {
        assert_eq!(dms(&r, red, &[&format!("Game #{game}: you play Red")]), 1);
        assert_eq!(dms(&r, blue, &[&format!("Game #{game}: you play Blue")]), 1);
    }
    let (mut moved, mut found) = ([0, 0], [0, 0]);
    for m in before_last {
        let (mover, side) = if m.red { (alice, 0) } else { (bob, 1) };
        let answer = if m.hit {
            format!("Game #1: {} holds an enemy stone", m.cell)
        } else {
            format!("Game #1: you played {}.", m.cell)
        };
        assert_eq!(dms(&r, mover, &[&answer]), 1, "{answer}");
        if m.hit {
            found[side] += 1;
        } else {
            moved[side] += 1;
        }
    }
    assert_eq!(dms(&r, bob, &["Game #1:", "has moved"]), moved[0]);
    assert_eq!(dms(&r, alice, &["Game #1:", "has moved"]), moved[1]);
    assert_eq!(
        dms(&r, bob, &["Game #1:", "found one of your stones"]),
        found[0]
    );
    assert_eq!(
        dms(&r, alice, &["Game #1:", "found one of your stones"]),
        found[1]
    );
    for user in [alice, bob] {
        assert_eq!(dms(&r, user, &["Game #1 is over"]), 1);
    }

    // Game #2: every move announced once, each player told of the other's moves once.
    assert_eq!(in_channel(&r, ch1, &["Game #2 begins"]), 1);
    for ply in 1..hex.len() {
        assert_eq!(
            in_channel(&r, ch1, &[&format!("Game #2, move {ply}:")]),
            1,
            "game 2 move {ply}"
        );
    }
    assert_eq!(in_channel(&r, ch1, &["Game #2 is over"]), 1);
    for (ply, cell) in hex.iter().enumerate().take(hex.len() - 1) {
        let to = if ply % 2 == 0 { bob } else { alice };
        let notice = format!("played {cell}. Your move.");
        assert_eq!(dms(&r, to, &["Game #2:", &notice]), 1, "{notice}");
    }
    for user in [alice, bob] {
        assert_eq!(dms(&r, user, &["Game #2 is over"]), 1);
    }

    // Game #3: started, one move, warned once, timed out once.
    assert_eq!(in_channel(&r, ch0, &["challenges"]), 1);
    assert_eq!(in_channel(&r, ch0, &["Game #3 begins"]), 1);
    assert_eq!(in_channel(&r, ch0, &["Game #3, move 1:"]), 1);
    // Sent by A or B; perhaps still undelivered when A died, if A was killed.
    assert_eq!(dms(&r, dave, &["Game #3:", "played d4. Your move."]), 1);
    assert_eq!(in_channel(&r, ch0, &["Game #3:", "left to move"]), 1);
    assert_eq!(dms(&r, dave, &["Game #3: your time runs out"]), 1);
    assert_eq!(
        in_channel(&r, ch0, &["Game #3 is over", "ran out of time"]),
        1
    );
    for user in [carol, dave] {
        assert_eq!(dms(&r, user, &["Game #3 is over"]), 1);
    }

    // And nothing else: for each game its challenge, start and end in the channel, its start
    // and end to both players by DM, and for each move announced (all but a winning move) its
    // announcement and DMs: two in Dark Hex (the mover's answer, the opponent's notice), one in
    // Hex (the opponent's turn); and game #3's warning, in the channel and to Dave.
    let game = |announced: usize, dms_per_move: usize| 3 + 4 + announced * (1 + dms_per_move);
    let expected = game(moves.len() - 1, 2) + game(hex.len() - 1, 1) + game(1, 1) + 2;
    let made: Vec<String> = messages(&r).map(Post::text).collect();
    assert_eq!(made.len(), expected, "{made:#?}");
    assert!(r.refusals.is_empty(), "{:#?}", r.refusals);

    // ----- no accepted move lost or doubled, as the database holds them -----
    let games = stored(&t.url).await;
    let kinds =
        |game: usize| -> Vec<&str> { games[game].2.iter().map(|(k, _)| k.as_str()).collect() };
    assert_eq!(games.len(), 3, "{games:?}");
    assert!(
        games.iter().all(|(_, status, _)| status == "over"),
        "{games:?}"
    );
    assert_eq!(kinds(0), vec!["move"; moves.len()]);
    assert_eq!(kinds(1), vec!["move"; hex.len()]);
    assert_eq!(kinds(2), ["move", "timeout"]);
    // The deadline is Carol's move plus Dave's whole clock; the survivor's clock is 1 s.
    let (moved_at, timed_out_at) = (games[2].2[0].1, games[2].2[1].1);
    let late = timed_out_at - (moved_at + CLOCK_MS);
    assert!(
        (0..10_000).contains(&late),
        "the timeout fired {late} ms after the deadline"
    );

    // Nothing went wrong quietly in the process left (a delivery refused, a commit failed).
    let errors: Vec<String> = survivor
        .lines_of_run(1)
        .into_iter()
        .filter(|l| l.contains(" ERROR "))
        .collect();
    assert!(errors.is_empty(), "{errors:#?}");

    println!(
        "start-up {startup:?}, Dark Hex game done at {dark_done:?}, clocks taken over \
         {takeover:?} after the kill, timeout {late} ms after its deadline and announced \
         {timed_out_after_kill:?} after the kill; {} messages and {} requests in all",
        messages(&r).count(),
        r.requests.len()
    );
}
