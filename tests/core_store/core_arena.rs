//! Arena tournaments and check-in through the core and a real SQLite store: a 20-minute arena
//! of 5 players played from creation to its final leaderboard (players paired again as they
//! finish, never the same opponent twice in a row, streak points, the leaderboard posted
//! during and at the end, no game started after the end while the one being played then still
//! counts), restarts in the middle and after the time is up that keep it going, late joiners,
//! pauses and comebacks, first-move deadlines, the last two players, and a check-in that drops
//! the players who did not confirm and tells them.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::collections::BTreeMap;

use hextable::{
    core::{
        effect::ActionKind,
        render_image,
        tournament::{EntryId, GameResult},
        ArenaBoard, CoreConfig, Effect, ImageView, Incoming, Place, TournamentId, TournamentRecord,
        TournamentStatus,
    },
    rules::Side,
    runtime::{Delivery, Service},
};
use support::{
    chat::{ch, msg, T0},
    temp_sqlite,
};

const SERVER: &str = "g1";
const ORGANISER: &str = "org";
const MINUTE: i64 = 60_000;

/// A conversation with a service: each message gets the next id.
struct Club {
    service: Service,
    n: u64,
    now: i64,
}

impl Club {
    async fn open(url: &str, now: i64, n: u64) -> Self {
        Self {
            service: Service::open(url, CoreConfig::default()).await.unwrap(),
            n,
            now,
        }
    }

    fn incoming(&mut self, user: &str, text: &str) -> Incoming {
        self.n += 1;
        let manages = user == ORGANISER;
        msg(user, ch(), &format!("m{}", self.n), text).in_server(Some(SERVER.into()), manages)
    }

    async fn say(&mut self, user: &str, text: &str) -> Vec<Delivery> {
        let incoming = self.incoming(user, text);
        self.service.handle(&incoming, self.now).await.unwrap()
    }

    async fn dm(&mut self, user: &str, text: &str) -> Vec<Delivery> {
        self.n += 1;
        let incoming = msg(user, Place::Dm, &format!("m{}", self.n), text);
        self.service.handle(&incoming, self.now).await.unwrap()
    }

    async fn tick(&mut self, at: i64) -> Vec<Delivery> {
        self.now = at;
        self.service.tick(at).await.unwrap()
    }

    async fn tournament(&self) -> TournamentRecord {
        self.service
            .with_core(|c| c.tournament(TournamentId(1)).cloned())
            .await
            .expect("the tournament is in memory")
    }

    /// The arena's games being played, oldest first.
    async fn in_play(&self) -> Vec<ArenaBoard> {
        let record = self.tournament().await;
        let state = record.arena.expect("started");
        state
            .games
            .into_iter()
            .filter(|b| b.pairing.result.is_none())
            .collect()
    }

    fn user(record: &TournamentRecord, entry: EntryId) -> String {
        record.user_of(entry).unwrap().id.clone()
    }

    /// Both players move, then the one of the higher player number resigns (so `p1` wins
    /// every game it plays, and streaks build).
    async fn play(&mut self, board: &ArenaBoard) -> Vec<Delivery> {
        let record = self.tournament().await;
        let first = Self::user(&record, board.pairing.first);
        let second = Self::user(&record, board.pairing.second);
        let id = board.game;
        self.dm(&first, &format!("#{id} a1")).await;
        self.dm(&second, &format!("#{id} b2")).await;
        let loser = first.clone().max(second.clone());
        self.dm(&loser, &format!("#{id} resign")).await
    }
}

fn texts(deliveries: &[Delivery]) -> Vec<String> {
    deliveries
        .iter()
        .filter_map(|d| d.effect.text().map(str::to_owned))
        .collect()
}

fn dms_to(deliveries: &[Delivery], user: &str) -> Vec<String> {
    deliveries
        .iter()
        .filter_map(|d| match &d.effect {
            Effect::Dm { user: to, text, .. } if to.id == user => Some(text.clone()),
            _ => None,
        })
        .collect()
}

/// The leaderboards among `deliveries` (posts, answers): their text, and the picture
/// (rendered).
fn leaderboards(deliveries: &[Delivery]) -> Vec<(String, Vec<u8>)> {
    deliveries
        .iter()
        .filter_map(|d| {
            let image = d.effect.image()?;
            if !matches!(image.view, ImageView::Standings(_)) {
                return None;
            }
            let (png, ext) = render_image(image).expect("the leaderboard renders");
            assert_eq!(ext, "png");
            Some((d.effect.text()?.to_owned(), png))
        })
        .collect()
}

/// Saves a picture where a person can look at it (`HEXTABLE_LOOK=dir`).
fn look(name: &str, png: &[u8]) {
    if let Ok(dir) = std::env::var("HEXTABLE_LOOK") {
        std::fs::write(format!("{dir}/{name}.png"), png).unwrap();
    }
}

fn players(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("p{i}")).collect()
}

/// The points (whole) each player should have, counted here as lichess counts them: 2 a
/// win, doubled from the third win in a row until a game that is not a win.
fn expected_points(record: &TournamentRecord) -> BTreeMap<EntryId, u32> {
    let mut out = BTreeMap::new();
    let mut streaks: BTreeMap<EntryId, u32> = BTreeMap::new();
    for board in &record.arena.as_ref().unwrap().games {
        let Some(result) = board.pairing.result else {
            continue;
        };
        for (entry, side) in [
            (board.pairing.first, Side::First),
            (board.pairing.second, Side::Second),
        ] {
            let streak = streaks.entry(entry).or_default();
            let points = out.entry(entry).or_default();
            if result == GameResult::Win(side) {
                *points += if *streak >= 2 { 4 } else { 2 };
                *streak += 1;
            } else {
                *streak = 0;
            }
        }
    }
    out
}

/// No player met the same opponent in two games in a row.
fn assert_no_repeat(record: &TournamentRecord) {
    let games = &record.arena.as_ref().unwrap().games;
    for entry in record.tournament.entries() {
        let opponents: Vec<EntryId> = games
            .iter()
            .filter_map(|b| {
                if b.pairing.first == entry.id {
                    Some(b.pairing.second)
                } else if b.pairing.second == entry.id {
                    Some(b.pairing.first)
                } else {
                    None
                }
            })
            .collect();
        for pair in opponents.windows(2) {
            assert_ne!(
                pair[0], pair[1],
                "{} met {:?} twice in a row",
                entry.name, pair[0]
            );
        }
    }
}

/// Every two minutes until `until`, ticks the clock and plays every game being played (each
/// within the 3 minutes an arena's game waits for its first moves); returns everything that
/// was answered and posted.
async fn play_until(club: &mut Club, until: i64) -> Vec<Delivery> {
    let mut all = Vec::new();
    while club.now + 2 * MINUTE < until {
        let at = club.now + 2 * MINUTE;
        all.extend(club.tick(at).await);
        for board in club.in_play().await {
            all.extend(club.play(&board).await);
        }
        assert_no_repeat(&club.tournament().await);
    }
    all
}

#[tokio::test]
async fn a_twenty_minute_arena_of_five_runs_to_its_final_leaderboard() {
    let (_dir, url) = temp_sqlite("arena5.db");
    let mut club = Club::open(&url, T0, 0).await;
    let created = club
        .say(ORGANISER, "hex tournament create hex 7 arena 20m")
        .await;
    assert!(
        texts(&created)
            .iter()
            .any(|t| t.contains("Tournament t1 is open") && t.contains("arena of 20 minutes")),
        "{:#?}",
        texts(&created)
    );
    for p in players(5) {
        club.say(&p, "hex tournament join").await;
    }
    let started = club.say(ORGANISER, "hex tournament start").await;
    let said = texts(&started);
    assert!(
        said.iter()
            .any(|t| t.contains("Arena t1 begins with 5 players and runs for 20 minutes")),
        "{said:#?}"
    );
    assert!(said.iter().any(|t| t.contains("games beginning now")));
    assert_eq!(club.in_play().await.len(), 2, "four play, one waits");
    assert!(dms_to(&started, "p1")
        .iter()
        .any(|t| t.contains("Arena t1: your game #")));

    // Play until a minute before the end: every finished game frees its players at once.
    let during = play_until(&mut club, T0 + 19 * MINUTE).await;
    let record = club.tournament().await;
    let state = record.arena.clone().unwrap();
    let finished = state
        .games
        .iter()
        .filter(|b| b.pairing.result.is_some())
        .count();
    assert!(finished >= 8, "{finished} games finished");
    assert!(!club.in_play().await.is_empty());
    let posted = leaderboards(&during);
    assert!(posted.len() >= 3, "a leaderboard every 5 minutes");
    assert!(
        posted[0].0.contains("Arena t1: leaderboard, "),
        "{}",
        posted[0].0
    );
    assert!(posted[0].0.contains(" left"), "{}", posted[0].0);

    // The streak: p1 wins every game, so from its third game each win is worth 4.
    let p1 = record.entry_of(&hextable::core::UserId::new(
        hextable::core::Platform::Discord,
        "p1",
    ));
    let expected = expected_points(&record);
    let p1 = p1.unwrap();
    assert!(expected[&p1] > 2 * 3, "p1 is on a streak: {expected:?}");
    look("arena-during", &posted.last().unwrap().1);
    let asked = club.say("p3", "hex tournament standings").await;
    let (text, _) = leaderboards(&asked)
        .pop()
        .expect("the leaderboard, privately");
    let p1_line = text.lines().find(|l| l.contains("p1")).unwrap();
    assert!(
        p1_line.starts_with(&format!("1. p1: {} (", expected[&p1])),
        "{p1_line}\n{text}"
    );

    // The time is up with games being played: no new game starts, they still count.
    let games_before = club.tournament().await.arena.unwrap().games.len();
    let up = club.tick(T0 + 20 * MINUTE).await;
    let said = texts(&up);
    assert!(
        said.iter()
            .any(|t| t.contains("time is up, no new games begin")),
        "{said:#?}"
    );
    let playing = club.in_play().await;
    assert!(!playing.is_empty());
    let mut last = Vec::new();
    for board in &playing {
        last = club.play(board).await;
        assert_eq!(
            club.tournament().await.arena.unwrap().games.len(),
            games_before,
            "no game begins after the end"
        );
    }
    let record = club.tournament().await;
    assert_eq!(record.status, TournamentStatus::Finished);
    assert!(record
        .arena
        .as_ref()
        .unwrap()
        .games
        .iter()
        .all(|b| b.pairing.result.is_some()));
    let said = texts(&last);
    assert!(
        said.iter()
            .any(|t| t.contains("Tournament t1 is over. Congratulations to p1")),
        "{said:#?}"
    );
    let finals = leaderboards(&last);
    let (text, png) = finals.last().unwrap();
    look("arena-final", png);
    assert!(text.starts_with("Arena t1: final leaderboard"), "{text}");
    let expected = expected_points(&record);
    for entry in record.tournament.entries() {
        let line = text.lines().find(|l| l.contains(&entry.name)).unwrap();
        assert!(
            line.contains(&format!("{}: {} (", entry.name, expected[&entry.id])),
            "{line}: {expected:?}"
        );
    }
    // Later ticks do nothing more.
    assert!(leaderboards(&club.tick(T0 + 40 * MINUTE).await).is_empty());
}

#[tokio::test]
async fn a_restart_in_the_middle_keeps_the_arena_going() {
    let (_dir, url) = temp_sqlite("arenar.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create hex 7 arena 20m")
        .await;
    for p in players(5) {
        club.say(&p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament start").await;
    play_until(&mut club, T0 + 8 * MINUTE).await;
    let before = club.tournament().await;
    let (n, now) = (club.n, club.now);
    club.service.store().close().await;
    drop(club);

    let mut club = Club::open(&url, now, n).await;
    let after = club.tournament().await;
    assert_eq!(after, before, "the arena loads as it was");
    // It goes on: finished games pair their players again, the leaderboard comes, the end.
    let during = play_until(&mut club, T0 + 19 * MINUTE).await;
    assert!(club.tournament().await.arena.unwrap().games.len() > before.arena.unwrap().games.len());
    assert!(!leaderboards(&during).is_empty());
    club.tick(T0 + 20 * MINUTE).await;
    // A second restart after the time is up: the games still being played end it.
    let (n, now) = (club.n, club.now);
    club.service.store().close().await;
    drop(club);
    let mut club = Club::open(&url, now, n).await;
    assert!(club.tournament().await.arena.unwrap().time_up);
    let playing = club.in_play().await;
    assert!(!playing.is_empty());
    let mut last = Vec::new();
    for board in playing {
        last = club.play(&board).await;
    }
    assert_eq!(club.tournament().await.status, TournamentStatus::Finished);
    assert!(leaderboards(&last)
        .iter()
        .any(|(text, _)| text.starts_with("Arena t1: final leaderboard")));
}

#[tokio::test]
async fn check_in_drops_who_did_not_confirm_and_tells_them() {
    let (_dir, url) = temp_sqlite("checkin.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(
        ORGANISER,
        "hex tournament create hex 7 arena 20m checkin=10m start=30m",
    )
    .await;
    for p in players(4) {
        club.say(&p, "hex tournament join").await;
    }
    let early = club.say("p1", "hex tournament checkin").await;
    assert!(
        texts(&early).iter().any(|t| t.contains("is not open yet")),
        "{:#?}",
        texts(&early)
    );
    assert!(club.tick(T0 + 5 * MINUTE).await.is_empty());
    // The window opens 10 minutes before the start, with a button.
    let opened = club.tick(T0 + 20 * MINUTE).await;
    let post = opened
        .iter()
        .find(|d| {
            d.effect
                .text()
                .is_some_and(|t| t.contains("Check-in for tournament t1 is open"))
        })
        .expect("the check-in is announced");
    let Effect::Post { actions, .. } = &post.effect else {
        panic!("{post:?}")
    };
    assert_eq!(
        actions[0].kind,
        ActionKind::CheckIn {
            tournament: TournamentId(1)
        }
    );
    assert_eq!(actions[0].label.as_deref(), Some("Check in"));
    // Each player who joined hears it in a DM, with a button of their own.
    let dm = opened
        .iter()
        .find(|d| matches!(&d.effect, Effect::Dm { user, .. } if user.id == "p2"))
        .expect("p2 is told");
    assert!(dm
        .effect
        .text()
        .unwrap()
        .contains("Check-in for tournament t1 is open"));
    assert!(matches!(
        dm.effect.actions(),
        [action] if action.kind == ActionKind::CheckIn { tournament: TournamentId(1) }
    ));
    for p in ["p1", "p2", "p3"] {
        let done = club.say(p, "hex tournament checkin").await;
        assert!(texts(&done)
            .iter()
            .any(|t| t.contains("You are checked in for tournament t1")));
    }
    // Joining while the window is open is not checking in: p5 confirms as well.
    club.say("p5", "hex tournament join").await;
    club.say("p5", "hex tournament checkin").await;
    let outsider = club.say("p9", "hex tournament checkin").await;
    assert!(texts(&outsider).iter().any(|t| t.contains("not")));

    let start = club.tick(T0 + 30 * MINUTE).await;
    let said = texts(&start);
    assert!(
        said.iter()
            .any(|t| t.contains("1 player had not checked in and was dropped: p4")),
        "{said:#?}"
    );
    assert!(dms_to(&start, "p4")
        .iter()
        .any(|t| t.contains("Tournament t1 started without you: you had not checked in.")));
    assert!(said
        .iter()
        .any(|t| t.contains("Arena t1 begins with 4 players")));
    let record = club.tournament().await;
    assert_eq!(record.status, TournamentStatus::Running);
    assert_eq!(record.tournament.entries().len(), 4);
    assert_eq!(club.in_play().await.len(), 2);
    assert!(dms_to(&start, "p4")
        .iter()
        .all(|t| !t.contains("your game")));
}

#[tokio::test]
async fn players_join_late_pause_and_come_back_with_their_points() {
    let (_dir, url) = temp_sqlite("arenaj.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create hex 7 arena 30m")
        .await;
    for p in players(4) {
        club.say(&p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament start").await;
    // p1 wins a game first, so it has points to keep.
    let first = club.in_play().await;
    assert_eq!(first.len(), 2);
    club.play(&first[0]).await;
    club.play(&first[1]).await;
    let record = club.tournament().await;
    let entry = |name: &str| {
        record
            .tournament
            .entries()
            .iter()
            .find(|e| e.name == name)
            .unwrap()
            .id
    };
    let (p1, p5) = (entry("p1"), EntryId(5));
    let p1_points = expected_points(&record)[&p1];
    assert_eq!(p1_points, 2);
    let playing = club.in_play().await;
    assert_eq!(playing.len(), 2, "all four paired again at once");

    // p1 pauses: its game is lost, its opponent waits.
    let paused = club.say("p1", "hex tournament withdraw").await;
    assert!(
        texts(&paused).iter().any(|t| t.contains("p1 withdrew")),
        "{:#?}",
        texts(&paused)
    );
    assert_eq!(club.in_play().await.len(), 1);

    // A late joiner is paired at once with the player left waiting.
    let joined = club.say("p5", "hex tournament join").await;
    assert!(
        dms_to(&joined, "p5").iter().all(|t| !t.contains("bye")),
        "no bye in an arena"
    );
    let now_playing = club.in_play().await;
    assert_eq!(now_playing.len(), 2);
    assert!(now_playing.iter().any(|b| b.pairing.side_of(p5).is_some()));

    // p1 comes back with its points, and is paired when someone is free.
    let back = club.say("p1", "hex tournament join").await;
    assert!(
        texts(&back)
            .iter()
            .any(|t| t.contains("p1 is back in arena t1, with their points")),
        "{:#?}",
        texts(&back)
    );
    let board = club.in_play().await[0];
    club.play(&board).await;
    let record = club.tournament().await;
    assert!(record
        .arena
        .as_ref()
        .unwrap()
        .in_play()
        .any(|b| b.pairing.side_of(p1).is_some()));
    assert!(expected_points(&record)[&p1] >= p1_points);
    let standings = club.say("p2", "hex tournament standings").await;
    let (text, _) = leaderboards(&standings).pop().unwrap();
    assert!(text.contains("p1: "), "{text}");
    assert!(
        !text
            .lines()
            .any(|l| l.contains("p1") && l.contains("withdrawn")),
        "{text}"
    );
    // A player an organiser removed cannot come back.
    let kicked = club.say(ORGANISER, "hex tournament kick <@p5>").await;
    assert!(
        texts(&kicked).iter().any(|t| t.contains("p5 was removed")),
        "{:#?}",
        texts(&kicked)
    );
    let refused = club.say("p5", "hex tournament join").await;
    assert!(
        texts(&refused)
            .iter()
            .any(|t| t.contains("takes no more players")),
        "{:#?}",
        texts(&refused)
    );
    let pairings = texts(&club.say("p2", "hex tournament pairings").await).concat();
    assert!(
        pairings.starts_with("Arena t1, games being played:") && pairings.contains("(first)"),
        "{pairings}"
    );
    let result = texts(&club.say(ORGANISER, "hex tournament result 1 1-0").await).concat();
    assert!(result.contains("come from its games"), "{result}");
    let info = texts(&club.say("p2", "hex tournament info").await).concat();
    assert!(
        info.contains("arena of 30 minutes") && info.contains("; under way."),
        "{info}"
    );
}

#[tokio::test]
async fn a_game_not_begun_in_three_minutes_is_forfeited_and_its_players_paired_again() {
    let (_dir, url) = temp_sqlite("arenad.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create hex 7 arena 20m")
        .await;
    for p in players(3) {
        club.say(&p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament start").await;
    let first = club.in_play().await;
    assert_eq!(first.len(), 1, "two play, one waits");
    assert!(club.tick(T0 + 3 * MINUTE - 1).await.is_empty());
    let late = club.tick(T0 + 3 * MINUTE).await;
    assert!(
        texts(&late)
            .iter()
            .any(|t| t.contains("was not begun by its deadline: both players lose by forfeit")),
        "{:#?}",
        texts(&late)
    );
    // All three are free; the two who just met are not paired together again.
    let second = club.in_play().await;
    assert_eq!(second.len(), 1);
    let (a, b) = (first[0].pairing, second[0].pairing);
    assert!(!(b.side_of(a.first).is_some() && b.side_of(a.second).is_some()));
    // Only the first player moves: the second loses by forfeit, 2 points for the first.
    let record = club.tournament().await;
    let mover = Club::user(&record, b.first);
    club.dm(&mover, &format!("#{} a1", second[0].game)).await;
    let forfeit = club.tick(T0 + 6 * MINUTE).await;
    assert!(texts(&forfeit)
        .iter()
        .any(|t| t.contains("the player who did not move loses by forfeit")));
    let record = club.tournament().await;
    let games = &record.arena.as_ref().unwrap().games;
    assert_eq!(games[0].pairing.result, Some(GameResult::DoubleForfeit));
    assert_eq!(
        games[1].pairing.result,
        Some(GameResult::ForfeitWin(Side::First))
    );
    let standings = club.say("p2", "hex tournament standings").await;
    let (text, _) = leaderboards(&standings).pop().unwrap();
    assert!(text.contains(&format!("1. {mover}: 2 (")), "{text}");
}

#[tokio::test]
async fn the_only_two_players_left_meet_again_with_colours_reversed() {
    let (_dir, url) = temp_sqlite("arena2.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create hex 7 arena 20m")
        .await;
    for p in players(2) {
        club.say(&p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament start").await;
    let first = club.in_play().await[0];
    club.play(&first).await;
    let second = club.in_play().await;
    assert_eq!(second.len(), 1, "paired again: nobody else is left");
    assert_eq!(
        (second[0].pairing.first, second[0].pairing.second),
        (first.pairing.second, first.pairing.first)
    );
}
