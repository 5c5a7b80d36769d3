//! Tournaments through the core and a real SQLite store: a 7-player Swiss of 4 rounds played
//! to the end by typed moves and resignations, a restart between a round's pairing and its
//! posts, a round deadline that fires after a restart, organisers' rights and bad input.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::collections::{BTreeMap, BTreeSet};

use hextable::{
    core::{
        tournament::{GameResult, Pairing},
        CoreConfig, Effect, GameId, ImageView, Incoming, Place, Platform, TournamentId,
        TournamentRecord, TournamentStatus, UserId,
    },
    rules::Side,
    runtime::{Delivery, Service},
};
use support::{
    chat::{ch, msg, Recorder, T0},
    temp_sqlite, Rng,
};

const SERVER: &str = "g1";
const ORGANISER: &str = "org";

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

    fn incoming(&mut self, user: &str, place: Place, text: &str) -> Incoming {
        self.n += 1;
        let manages = user == ORGANISER;
        msg(user, place, &format!("m{}", self.n), text).in_server(Some(SERVER.into()), manages)
    }

    async fn say(&mut self, user: &str, text: &str) -> Vec<Delivery> {
        let incoming = self.incoming(user, ch(), text);
        self.service.handle(&incoming, self.now).await.unwrap()
    }

    async fn dm(&mut self, user: &str, text: &str) -> Vec<Delivery> {
        self.n += 1;
        let incoming = msg(user, Place::Dm, &format!("m{}", self.n), text);
        self.service.handle(&incoming, self.now).await.unwrap()
    }

    async fn tournament(&self, id: u64) -> TournamentRecord {
        self.service
            .with_core(|c| c.tournament(TournamentId(id)).cloned())
            .await
            .expect("the tournament is in memory")
    }

    /// The games of round `round` still being played: game, first player, second player.
    async fn open_games(&self, id: u64) -> Vec<(GameId, String, String)> {
        let record = self.tournament(id).await;
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
            .filter(|b| b.round == round)
            .filter(|b| !boards[b.board].is_decided())
            .map(|b| {
                let Pairing::Game { first, second, .. } = boards[b.board] else {
                    panic!("a game on a bye")
                };
                let user = |e| record.user_of(e).unwrap().id.clone();
                (b.game, user(first), user(second))
            })
            .collect()
    }
}

fn texts(deliveries: &[Delivery]) -> Vec<String> {
    deliveries
        .iter()
        .filter_map(|d| d.effect.text().map(str::to_owned))
        .collect()
}

fn one_text(deliveries: &[Delivery]) -> String {
    assert_eq!(deliveries.len(), 1, "{deliveries:#?}");
    texts(deliveries).remove(0)
}

fn standings_posts(deliveries: &[Delivery]) -> Vec<&Effect> {
    deliveries
        .iter()
        .map(|d| &d.effect)
        .filter(|e| {
            matches!(e, Effect::Post { image: Some(image), .. }
                if matches!(image.view, ImageView::Standings(_)))
        })
        .collect()
}

#[tokio::test]
async fn a_seven_player_swiss_of_four_rounds_is_played_to_the_final_standings() {
    let (_dir, url) = temp_sqlite("swiss.db");
    let mut club = Club::open(&url, T0, 0).await;
    let created = club
        .say(ORGANISER, "hex tournament create hex 7 swiss 4 casual")
        .await;
    assert!(
        one_text(&created).contains("Tournament t1 is open"),
        "{created:#?}"
    );
    let players: Vec<String> = (1..=7).map(|i| format!("p{i}")).collect();
    for p in &players {
        let joined = club.say(p, "hex tournament join").await;
        assert!(one_text(&joined).contains("joined tournament t1"));
    }
    let started = club.say(ORGANISER, "hex tournament start").await;
    let all = texts(&started);
    assert!(
        all.iter()
            .any(|t| t.contains("t1 begins: 7 players, 4 rounds")),
        "{all:#?}"
    );
    assert!(all.iter().any(|t| t.contains("round 1 of 4")), "{all:#?}");
    // Three games: a start post and two DMs each, and the tournament's DM to each player.
    assert_eq!(all.iter().filter(|t| t.contains("is ready")).count(), 6);
    assert!(all.iter().any(|t| t.contains("you have a bye")));

    let mut rng = Rng(15);
    let mut points: BTreeMap<String, u32> = BTreeMap::new();
    let mut last = Vec::new();
    for round in 1..=4 {
        let games = club.open_games(1).await;
        assert_eq!(games.len(), 3, "round {round}");
        for (game, first, second) in games {
            // Moves typed in DMs, then one of them resigns.
            club.dm(&first, &format!("#{game} a1")).await;
            club.dm(&second, &format!("#{game} b2")).await;
            let (winner, loser) = if rng.below(2) == 0 {
                (first, second)
            } else {
                (second, first)
            };
            *points.entry(winner).or_default() += 2;
            points.entry(loser.clone()).or_default();
            last = club.dm(&loser, &format!("#{game} resign")).await;
        }
        let record = club.tournament(1).await;
        let standings = standings_posts(&last);
        assert!(!standings.is_empty(), "round {round}: {:#?}", texts(&last));
        if round < 4 {
            assert_eq!(record.tournament.current_round(), round + 1);
            assert!(texts(&last)
                .iter()
                .any(|t| t.contains(&format!("round {} of 4", round + 1))));
        }
    }
    let record = club.tournament(1).await;
    assert_eq!(record.status, TournamentStatus::Finished);
    let all = texts(&last);
    assert!(all.iter().any(|t| t.contains("t1 is over")), "{all:#?}");
    let finals = standings_posts(&last);
    let Effect::Post {
        text,
        image: Some(image),
        ..
    } = finals.last().unwrap()
    else {
        unreachable!()
    };
    assert!(text.contains("final standings"), "{text}");
    let ImageView::Standings(table) = &image.view else {
        unreachable!()
    };
    assert_eq!(table.lines.len(), 7);
    // Points as counted here, plus one for each full-point bye.
    let rounds = record.tournament.rounds();
    let mut byes = BTreeSet::new();
    let mut met = BTreeSet::new();
    let mut firsts: BTreeMap<u32, i32> = BTreeMap::new();
    for boards in rounds {
        for board in boards {
            match *board {
                Pairing::Bye { player, .. } => {
                    assert!(byes.insert(player), "a second bye for {player:?}");
                    let name = record.user_of(player).unwrap().id.clone();
                    *points.entry(name).or_default() += 2;
                }
                Pairing::Game {
                    first,
                    second,
                    result,
                } => {
                    assert!(matches!(result, Some(GameResult::Win(_))));
                    let pair = (first.min(second), first.max(second));
                    assert!(met.insert(pair), "a rematch: {pair:?}");
                    *firsts.entry(first.0).or_default() += 1;
                    *firsts.entry(second.0).or_default() -= 1;
                }
            }
        }
    }
    assert_eq!(byes.len(), 4, "four rounds, four different byes");
    assert!(
        firsts.values().all(|balance| balance.abs() <= 2),
        "{firsts:?}"
    );
    let shown: BTreeMap<String, String> = table
        .lines
        .iter()
        .map(|l| (l.name.to_lowercase(), l.points.clone()))
        .collect();
    for (player, half_points) in &points {
        let expected = hextable::core::tournament::shown_points(*half_points);
        assert_eq!(shown[player], expected, "{player}: {shown:?}");
    }
    // The same standings as text, one line a player.
    assert_eq!(text.lines().count(), 8, "{text}");
    // The rows in the store: every board of round 4 has its result, games have their ids.
    let rows = club
        .service
        .store()
        .tournament_round_results(TournamentId(1), 4)
        .await
        .unwrap();
    assert_eq!(rows.len(), 4);
    assert_eq!(rows.iter().filter(|(game, _)| game.is_some()).count(), 3);
    assert!(rows.iter().all(|(_, result)| result.is_some()));
    // The picture is drawn.
    let (png, ext) = hextable::core::render_image(image).unwrap();
    assert_eq!(ext, "png");
    if let Ok(dir) = std::env::var("HEXTABLE_KEEP_PICTURES") {
        std::fs::write(format!("{dir}/standings-7.png"), &png).unwrap();
    }
}

#[tokio::test]
async fn a_restart_between_pairing_and_posting_neither_pairs_again_nor_loses_the_posts() {
    let (_dir, url) = temp_sqlite("restart.db");
    restart_story(&url).await;
}

#[tokio::test]
async fn a_round_deadline_fires_after_a_restart_exactly_once() {
    let (_dir, url) = temp_sqlite("deadline.db");
    deadline_story(&url).await;
}

#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn on_postgres_too_restarts_and_deadlines() {
    let url = std::env::var("HEXTABLE_TEST_POSTGRES_URL").expect("HEXTABLE_TEST_POSTGRES_URL");
    support::fresh_postgres(&url).await;
    restart_story(&url).await;
    support::fresh_postgres(&url).await;
    deadline_story(&url).await;
    support::fresh_postgres(&url).await;
    handoff_story(&url).await;
}

#[tokio::test]
async fn a_games_end_reaches_its_tournament_once_even_across_a_crash_between_the_writes() {
    let (_dir, url) = temp_sqlite("handoff.db");
    handoff_story(&url).await;
}

/// A game's end is written by the game's writer, its result by the tournament's next: the
/// first game of a round is recorded in the same call; for the second, the process dies
/// after the game's end was written and before its tournament heard of it, and the clock
/// after the restart records it (once) and pairs the next round (once).
async fn handoff_story(url: &str) {
    let url = url.to_owned();
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create hex 7 swiss 2 1d")
        .await;
    for p in ["a", "b", "c", "d"] {
        club.say(p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament start").await;
    let games = club.open_games(1).await;
    assert_eq!(games.len(), 2);
    let (first_game, _, loser) = games[0].clone();
    let ended = club.dm(&loser, &format!("#{first_game} resign")).await;
    assert!(
        texts(&ended).iter().any(|t| t.contains("resigned")),
        "{ended:#?}"
    );
    assert_eq!(club.open_games(1).await.len(), 1, "recorded at once");

    // The second game's end, planned and written as the game's writer does, with nothing
    // after it: the process dies before the tournament's write.
    let (second_game, _, loser) = games[1].clone();
    club.n += 1;
    let resign = msg(
        &loser,
        Place::Dm,
        &format!("m{}", club.n),
        &format!("#{second_game} resign"),
    );
    let plan = club.service.with_core(|c| c.plan(&resign, club.now)).await;
    assert_eq!(
        plan.handoffs,
        vec![second_game],
        "the game's end is handed off"
    );
    assert!(
        plan.tournaments.is_empty(),
        "the game's write leaves the tournament alone"
    );
    club.service
        .store()
        .commit(
            &plan,
            Some((Platform::Discord, &format!("m{}", club.n))),
            club.now,
        )
        .await
        .unwrap();
    club.service.store().close().await;
    let n = club.n;
    drop(club);

    let club = Club::open(&url, T0 + 10, n).await;
    let record = club.tournament(1).await;
    assert_eq!(record.tournament.current_round(), 1);
    assert_eq!(
        club.open_games(1).await.len(),
        1,
        "not recorded before the clock"
    );
    let awaiting = club.service.with_core(|c| c.games_awaiting_results()).await;
    assert_eq!(awaiting, vec![second_game]);
    let recovered = club.service.tick(T0 + 20).await.unwrap();
    let record = club.tournament(1).await;
    assert_eq!(
        record.tournament.current_round(),
        2,
        "{:#?}",
        texts(&recovered)
    );
    assert_eq!(record.games.len(), 4, "round 2 paired once");
    assert_eq!(
        standings_posts(&recovered).len(),
        1,
        "{:#?}",
        texts(&recovered)
    );
    assert!(club
        .service
        .with_core(|c| c.games_awaiting_results())
        .await
        .is_empty());
    // The clock's next rounds find nothing to record: once.
    let again = club.service.tick(T0 + 30).await.unwrap();
    assert!(standings_posts(&again).is_empty());
    assert_eq!(club.tournament(1).await.games.len(), 4);
}

/// A round paired and posted, the process gone before delivery, and a restart.
async fn restart_story(url: &str) {
    let url = url.to_owned();
    let mut club = Club::open(&url, T0, 0).await;
    let mut before_start = club
        .say(ORGANISER, "hex tournament create darkhex 7 swiss 2 1d")
        .await;
    for p in ["a", "b", "c", "d"] {
        before_start.extend(club.say(p, "hex tournament join").await);
    }
    let delivered = Recorder::default();
    club.service
        .dispatch(&delivered, &before_start, T0)
        .await
        .unwrap();
    let started = club.say(ORGANISER, "hex tournament start").await;
    let before = club.tournament(1).await;
    assert_eq!(before.games.len(), 2);
    let n = club.n;
    // The process dies before anything is posted.
    // A clean stop (on PostgreSQL its leases and claimed rows are free at once; a process
    // killed is `store_processes.rs`'s story).
    club.service.store().close().await;
    drop(club);
    let mut club = Club::open(&url, T0 + 10, n).await;
    let after = club.tournament(1).await;
    assert_eq!(after, before, "the round is not paired again");
    let pending = club.service.pending().await.unwrap();
    assert_eq!(pending.len(), started.len());
    let sent: Vec<_> = pending.iter().map(|d| d.effect.clone()).collect();
    let expected: Vec<_> = started.iter().map(|d| d.effect.clone()).collect();
    assert_eq!(sent, expected);
    let recorder = Recorder::default();
    assert_eq!(
        club.service
            .dispatch(&recorder, &pending, T0 + 10)
            .await
            .unwrap(),
        pending.len()
    );
    assert!(
        club.service.pending().await.unwrap().is_empty(),
        "posted once"
    );
    // The round goes on after the restart: its two games end, round 2 is paired once.
    let games = club.open_games(1).await;
    let mut last = Vec::new();
    for (game, _, second) in games {
        last = club.dm(&second, &format!("#{game} resign")).await;
    }
    let record = club.tournament(1).await;
    assert_eq!(record.tournament.current_round(), 2);
    assert_eq!(record.games.len(), 4);
    let ids: BTreeSet<GameId> = record.games.iter().map(|b| b.game).collect();
    assert_eq!(ids.len(), 4, "no game started twice");
    // The round's posts were written with it: restarting now delivers them, once.
    // A clean stop (on PostgreSQL its leases and claimed rows are free at once; a process
    // killed is `store_processes.rs`'s story).
    club.service.store().close().await;
    drop(club);
    let club = Club::open(&url, T0 + 20, n + 10).await;
    let pending = club.service.pending().await.unwrap();
    let again: Vec<_> = pending.iter().map(|d| d.effect.clone()).collect();
    let written: Vec<_> = last.iter().map(|d| d.effect.clone()).collect();
    assert!(written.iter().all(|e| again.contains(e)));
    assert_eq!(club.tournament(1).await.tournament.current_round(), 2);
}

/// A round whose deadline passes while the process is down.
async fn deadline_story(url: &str) {
    let url = url.to_owned();
    let mut club = Club::open(&url, T0, 0).await;
    club.say(
        ORGANISER,
        "hex tournament create hex 7 swiss 2 deadline=1h 1d",
    )
    .await;
    for p in ["a", "b", "c", "d"] {
        club.say(p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament start").await;
    let games = club.open_games(1).await;
    let (moved_game, first, _) = games[0].clone();
    let idle_game = games[1].0;
    club.dm(&first, &format!("#{moved_game} a1")).await;
    // Before the deadline nothing happens.
    assert!(club.service.tick(T0 + 1_000).await.unwrap().is_empty());
    let n = club.n;
    // A clean stop (on PostgreSQL its leases and claimed rows are free at once; a process
    // killed is `store_processes.rs`'s story).
    club.service.store().close().await;
    drop(club);

    let club = Club::open(&url, T0 + 3_600_001, n).await;
    let fired = club.service.tick(T0 + 3_600_001).await.unwrap();
    let all = texts(&fired);
    assert!(
        all.iter()
            .any(|t| t.contains(&format!("#{idle_game} (board 2)"))
                && t.contains("both players lose")),
        "{all:#?}"
    );
    assert!(all
        .iter()
        .any(|t| t.contains(&format!("#{moved_game} (board 1)")) && t.contains("did not move")));
    let record = club.tournament(1).await;
    let round_1 = &record.tournament.rounds()[0];
    assert_eq!(
        round_1[0],
        Pairing::Game {
            first: match round_1[0] {
                Pairing::Game { first, .. } => first,
                _ => unreachable!(),
            },
            second: match round_1[0] {
                Pairing::Game { second, .. } => second,
                _ => unreachable!(),
            },
            result: Some(GameResult::ForfeitWin(Side::First)),
        }
    );
    assert!(matches!(
        round_1[1],
        Pairing::Game {
            result: Some(GameResult::DoubleForfeit),
            ..
        }
    ));
    assert_eq!(
        record.tournament.current_round(),
        2,
        "round 2 paired at once"
    );
    // Exactly once: the next ticks forfeit nothing more of round 1.
    let later = club.service.tick(T0 + 3_600_002).await.unwrap();
    assert!(
        texts(&later).iter().all(|t| !t.contains("round deadline")),
        "{later:#?}"
    );
    let rows = club
        .service
        .store()
        .tournament_round_results(TournamentId(1), 1)
        .await
        .unwrap();
    assert!(rows.iter().all(|(_, result)| result.is_some()), "{rows:?}");
}

#[tokio::test]
async fn organisers_only_and_every_mistake_answered_privately() {
    let (_dir, url) = temp_sqlite("rights.db");
    let mut club = Club::open(&url, T0, 0).await;
    let refused = club.say("bob", "hex tournament create hex 9 rr").await;
    assert!(
        one_text(&refused).contains("Only organisers"),
        "{refused:#?}"
    );
    assert!(matches!(refused[0].effect, Effect::Reply { .. }));
    let none = club.say("bob", "hex tournament join").await;
    assert!(one_text(&none).contains("no tournament in this channel"));
    let bad = club
        .say(ORGANISER, "hex tournament create hex 9 swiss")
        .await;
    assert!(
        one_text(&bad).contains("did not understand “swiss”"),
        "{bad:#?}"
    );
    let bad = club.say(ORGANISER, "hex tournament create hex 99 rr").await;
    assert_eq!(bad.len(), 1);
    assert!(matches!(bad[0].effect, Effect::Reply { .. }));
    // An organiser role set by a manager gives the right to create.
    club.say(ORGANISER, "hex settings organiser-role=<@&77>")
        .await;
    club.n += 1;
    let with_role = msg(
        "carol",
        ch(),
        &format!("m{}", club.n),
        "hex tournament create hex 9 rr max=2",
    )
    .in_server(Some(SERVER.into()), false)
    .with_roles(vec!["77".into()]);
    let created = club.service.handle(&with_role, club.now).await.unwrap();
    assert!(
        one_text(&created).contains("Tournament t1 is open"),
        "{created:#?}"
    );
    let twice = club.say(ORGANISER, "hex tournament create hex 9 rr").await;
    assert!(one_text(&twice).contains("already runs tournament t1"));
    club.say("bob", "hex tournament join").await;
    let again = club.say("bob", "hex tournament join").await;
    assert!(one_text(&again).contains("already in tournament t1"));
    let start = club.say("bob", "hex tournament start").await;
    assert!(one_text(&start).contains("Only organisers"));
    let pairings = club.say("bob", "hex tournament pairings").await;
    assert!(one_text(&pairings).contains("has not started"));
    let in_dm = club.dm("bob", "hex tournament standings").await;
    assert!(one_text(&in_dm).contains("name the tournament"));
    club.say("dave", "hex tournament join").await;
    let full = club.say("erin", "hex tournament join").await;
    assert!(one_text(&full).contains("is full"));
    club.say(ORGANISER, "hex tournament start").await;
    let board = club.say(ORGANISER, "hex tournament result 5 1-0").await;
    assert!(
        one_text(&board).contains("no game on board 5"),
        "{board:#?}"
    );
    let leave = club.say("bob", "hex tournament leave").await;
    assert!(one_text(&leave).contains("hex tournament withdraw"));
    // The organiser sets the only game's result: the round-robin of two is over.
    let done = club.say(ORGANISER, "hex tournament result 1 0-1").await;
    let all = texts(&done);
    assert!(all.iter().any(|t| t.contains("result 0–1")), "{all:#?}");
    assert!(
        all.iter().any(|t| t.contains("final standings")),
        "{all:#?}"
    );
    let over = club.say("bob", "hex tournament withdraw").await;
    assert!(one_text(&over).contains("over or cancelled"));
    let rules = club.dm("bob", "hex tournament rules").await;
    assert!(one_text(&rules).contains("Buchholz Cut-1"));
}

/// The command table says who may use each `hex tournament` command: a player who is no
/// organiser is refused exactly the organisers' ones (and the managers' `hex settings`).
#[tokio::test]
async fn the_command_table_says_who_may_use_each_tournament_command() {
    use hextable::core::command::table::{Who, COMMANDS};
    let (_dir, url) = temp_sqlite("who.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create hex 9 rr").await;
    let group = COMMANDS.iter().find(|c| c.name == "tournament").unwrap();
    // Organisers' commands first, so that nothing has changed when they are refused.
    let mut subs: Vec<_> = group.subs.iter().collect();
    subs.sort_by_key(|s| s.who != Who::Organiser);
    for sub in subs {
        let words = match sub.name {
            "create" => "create hex 9 rr",
            "result" => "result 1 1-0",
            "kick" => "kick <@dave>",
            "seed" => "seed <@dave> <@erin>",
            "avoid" => "avoid <@dave> <@erin>",
            name => name,
        };
        let answer = club.say("bob", &format!("hex tournament {words}")).await;
        let refused = texts(&answer).iter().any(|t| t.contains("Only organisers"));
        assert_eq!(refused, sub.who == Who::Organiser, "{words}: {answer:#?}");
    }
    // The server's managers' commands (`hex settings`), to a member who is none.
    for spec in COMMANDS.iter().filter(|c| c.who == Who::ServerAdmin) {
        let answer = club
            .say("bob", &format!("hex {} threads=on", spec.name))
            .await;
        let refused = texts(&answer).iter().any(|t| t.contains("Manage Server"));
        assert!(refused, "{}: {answer:#?}", spec.name);
    }
}

#[tokio::test]
async fn late_joiners_withdrawals_and_rated_results_in_a_swiss() {
    let (_dir, url) = temp_sqlite("late.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create hex 7 swiss 4 rated 1d")
        .await;
    for p in ["a", "b", "c", "d"] {
        club.say(p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament start").await;
    // Round 1 of 4 is on: a late joiner gets a half-point bye for it, announced in the
    // channel and told by DM in the words every player with a bye gets.
    let late = club.say("e", "hex tournament join").await;
    let all = texts(&late);
    assert_eq!(all.len(), 2, "{late:#?}");
    assert!(all[0].contains("half-point bye"), "{all:#?}");
    assert!(
        late.iter()
            .any(|d| matches!(&d.effect, Effect::Dm { user, text, .. }
            if user.id == "e" && text.contains("Tournament t1, round 1: you have a bye (½"))),
        "{late:#?}"
    );
    let record = club.tournament(1).await;
    assert!(record.tournament.rounds()[0].contains(&Pairing::Bye {
        player: record
            .entry_of(&hextable::core::UserId::new(
                hextable::core::Platform::Discord,
                "e"
            ))
            .unwrap(),
        bye: hextable::core::tournament::ByeKind::Half,
    }));
    // One game of round 1 ends over the board, rated once; a player of the other withdraws.
    let games = club.open_games(1).await;
    let (rated_game, _, loser) = games[0].clone();
    club.dm(&loser, &format!("#{rated_game} resign")).await;
    let rows = club
        .service
        .store()
        .results_of_game(rated_game)
        .await
        .unwrap();
    assert_eq!(rows.len(), 2, "{rows:#?}");
    assert!(rows.iter().all(|r| r.rated_n.is_some()), "{rows:#?}");
    let (withdrawn_game, quitter, _) = games[1].clone();
    let gone = club.say(&quitter, "hex tournament withdraw").await;
    let all = texts(&gone);
    assert!(
        all.iter()
            .any(|t| t.contains("withdrew from tournament t1")),
        "{all:#?}"
    );
    assert!(
        all.iter()
            .any(|t| t.contains(&format!("Game #{withdrawn_game}"))),
        "{all:#?}"
    );
    // The round is over: round 2 pairs everyone but the one who withdrew.
    let record = club.tournament(1).await;
    assert_eq!(record.tournament.current_round(), 2);
    let quitter_entry = record
        .entry_of(&hextable::core::UserId::new(
            hextable::core::Platform::Discord,
            &quitter,
        ))
        .unwrap();
    assert!(!record.tournament.rounds()[1]
        .iter()
        .any(|p| p.involves(quitter_entry)));
    // Nobody had moved: a forfeit, in both histories, not rated.
    let rows = club
        .service
        .store()
        .results_of_game(withdrawn_game)
        .await
        .unwrap();
    assert_eq!(rows.len(), 2, "{rows:#?}");
    assert!(rows.iter().all(|r| r.rated_n.is_none()), "{rows:#?}");
    let board = record
        .tournament
        .rounds()
        .first()
        .unwrap()
        .iter()
        .find(|p| p.involves(quitter_entry))
        .unwrap()
        .clone();
    assert!(
        matches!(
            board,
            Pairing::Game {
                result: Some(GameResult::ForfeitWin(_)),
                ..
            }
        ),
        "{board:?}"
    );
    // Half the rounds started: no more late joiners.
    for (game, _, loser) in club.open_games(1).await {
        club.dm(&loser, &format!("#{game} resign")).await;
    }
    assert_eq!(club.tournament(1).await.tournament.current_round(), 3);
    let closed = club.say("f", "hex tournament join").await;
    assert!(one_text(&closed).contains("no more players"), "{closed:#?}");
}

#[tokio::test]
async fn a_round_robin_withdrawal_forfeits_the_rest_without_starting_games() {
    let (_dir, url) = temp_sqlite("rr.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create rex 7 rr casual")
        .await;
    for p in ["a", "b", "c", "d"] {
        club.say(p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament start").await;
    let quitter = discord_user("a");
    let gone = club.say("a", "hex tournament withdraw").await;
    assert!(!texts(&gone).is_empty());
    // Three rounds; every later board of `a` is a forfeit from the start, with no game.
    for _ in 0..3 {
        for (game, _, loser) in club.open_games(1).await {
            club.dm(&loser, &format!("#{game} resign")).await;
        }
    }
    let record = club.tournament(1).await;
    assert_eq!(record.status, TournamentStatus::Finished);
    let entry = record.entry_of(&quitter).unwrap();
    for (r, boards) in record.tournament.rounds().iter().enumerate() {
        for (b, board) in boards.iter().enumerate() {
            if board.involves(entry) {
                assert!(matches!(
                    board,
                    Pairing::Game {
                        result: Some(GameResult::ForfeitWin(_)),
                        ..
                    }
                ));
                if r > 0 {
                    assert_eq!(record.game_of_board(r as u32 + 1, b), None);
                }
            }
        }
    }
    assert_eq!(
        record.games.len(),
        4,
        "two games in round 1, one in each later round"
    );
}

/// Discord user `id`.
fn discord_user(id: &str) -> UserId {
    UserId::new(Platform::Discord, id)
}

/// "3½" → 3.5, "12¼" → 12.25, "¾" → 0.75.
fn shown_number(text: &str) -> f64 {
    let (whole, part) = match text.chars().last() {
        Some('¼') => (text.trim_end_matches('¼'), 0.25),
        Some('½') => (text.trim_end_matches('½'), 0.5),
        Some('¾') => (text.trim_end_matches('¾'), 0.75),
        _ => (text, 0.0),
    };
    let whole: f64 = if whole.is_empty() {
        0.0
    } else {
        whole
            .parse()
            .unwrap_or_else(|_| panic!("not a number: {text:?}"))
    };
    whole + part
}

/// Six players, a double round-robin of ten rounds through the bot core, random winners by
/// resignation: every pair meets twice with the colours reversed, nobody rests, and the final
/// standings' points, Sonneborn-Berger and wins agree with a computation made here.
#[tokio::test]
async fn a_six_player_double_round_robin_is_played_to_the_final_standings() {
    let (_dir, url) = temp_sqlite("drr.db");
    let mut club = Club::open(&url, T0, 0).await;
    let created = club
        .say(ORGANISER, "hex tournament create hex 7 drr casual")
        .await;
    assert!(
        one_text(&created).contains("double round-robin"),
        "{created:#?}"
    );
    let players: Vec<String> = (1..=6).map(|i| format!("p{i}")).collect();
    for p in &players {
        club.say(p, "hex tournament join").await;
    }
    let started = club.say(ORGANISER, "hex tournament start").await;
    assert!(
        texts(&started)
            .iter()
            .any(|t| t.contains("t1 begins: 6 players, 10 rounds")),
        "{:#?}",
        texts(&started)
    );
    let mut rng = Rng(66);
    // Each game: (first, second, winner).
    let mut played: Vec<(String, String, String)> = Vec::new();
    let mut last = Vec::new();
    for round in 1..=10 {
        let games = club.open_games(1).await;
        assert_eq!(games.len(), 3, "round {round}");
        for (game, first, second) in games {
            let winner = if rng.below(2) == 0 {
                first.clone()
            } else {
                second.clone()
            };
            let loser = if winner == first { &second } else { &first };
            last = club.dm(loser, &format!("#{game} resign")).await;
            played.push((first, second, winner));
        }
    }
    let record = club.tournament(1).await;
    assert_eq!(record.status, TournamentStatus::Finished);
    assert_eq!(played.len(), 30);
    // Every pair twice, first once each way.
    let mut meetings: BTreeMap<(String, String), Vec<String>> = BTreeMap::new();
    for (first, second, _) in &played {
        let pair = (
            first.clone().min(second.clone()),
            first.clone().max(second.clone()),
        );
        meetings.entry(pair).or_default().push(first.clone());
    }
    assert_eq!(meetings.len(), 15);
    for (pair, firsts) in &meetings {
        assert_eq!(firsts.len(), 2, "{pair:?}");
        assert_ne!(firsts[0], firsts[1], "colours not reversed for {pair:?}");
    }
    // Points, wins and Sonneborn-Berger computed here.
    let mut points: BTreeMap<&str, f64> = BTreeMap::new();
    for (first, second, winner) in &played {
        *points.entry(winner).or_default() += 1.0;
        let loser = if winner == first { second } else { first };
        points.entry(loser).or_default();
    }
    let mut sb: BTreeMap<&str, f64> = BTreeMap::new();
    for (first, second, winner) in &played {
        let loser = if winner == first { second } else { first };
        *sb.entry(winner).or_default() += points[loser.as_str()];
        sb.entry(loser).or_default();
    }
    let finals = standings_posts(&last);
    let Some(Effect::Post {
        text,
        image: Some(image),
        ..
    }) = finals.last()
    else {
        panic!("no final standings: {:#?}", texts(&last))
    };
    assert!(text.contains("final standings"), "{text}");
    let ImageView::Standings(table) = &image.view else {
        unreachable!()
    };
    let column = |name: &str| {
        table
            .tie_breaks
            .iter()
            .position(|t| t == name)
            .unwrap_or_else(|| panic!("no {name} column: {:?}", table.tie_breaks))
    };
    let (sb_column, wins_column) = (column("SB"), column("W"));
    assert_eq!(table.lines.len(), 6);
    let mut previous = f64::INFINITY;
    for line in &table.lines {
        let name = line.name.to_lowercase();
        let shown = shown_number(&line.points);
        assert_eq!(shown, points[name.as_str()], "{name}: {line:?}");
        assert!(
            shown <= previous,
            "not sorted by points: {:#?}",
            table.lines
        );
        previous = shown;
        assert_eq!(line.games, "10", "{line:?}");
        assert_eq!(
            shown_number(&line.tie_breaks[sb_column]),
            sb[name.as_str()],
            "Sonneborn-Berger of {name}: {line:?}"
        );
        assert_eq!(
            shown_number(&line.tie_breaks[wins_column]),
            points[name.as_str()],
            "wins of {name} (no draws in Hex): {line:?}"
        );
    }
    assert_eq!(text.lines().count(), 7, "{text}");
}

/// A player withdraws after both players moved: the game ends as their loss, announced with
/// its winner, rated, in both histories, over for `hex board` and `hex games`, and a win over
/// the board in the standings.
#[tokio::test]
async fn a_withdrawal_mid_game_is_a_loss_announced_with_its_winner() {
    let (_dir, url) = temp_sqlite("withdraw.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create hex 7 swiss 3 rated 1d")
        .await;
    for p in ["a", "b", "c", "d"] {
        club.say(p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament start").await;
    let games = club.open_games(1).await;
    let (game, first, second) = games[0].clone();
    club.dm(&first, &format!("#{game} a1")).await;
    club.dm(&second, &format!("#{game} g7")).await;
    club.dm(&first, &format!("#{game} a2")).await;
    let gone = club.say(&second, "hex tournament withdraw").await;
    let all = texts(&gone);
    let over = format!("Game #{game} is over: {second} resigned. {first} (Red) wins.");
    assert!(all.iter().any(|t| t.starts_with(&over)), "{all:#?}");
    assert!(!all.iter().any(|t| t.contains("aborted")), "{all:#?}");
    assert!(all.iter().any(|t| t.contains("Rated:")), "{all:#?}");
    // In both histories, rated.
    let rows = club.service.store().results_of_game(game).await.unwrap();
    assert_eq!(rows.len(), 2, "{rows:#?}");
    assert!(rows.iter().all(|r| r.rated_n.is_some()), "{rows:#?}");
    // Over for every command.
    let board = club.dm(&first, &format!("hex board {game}")).await;
    assert!(
        texts(&board).iter().any(|t| t.contains("the game is over")),
        "{:#?}",
        texts(&board)
    );
    let listed = texts(&club.dm(&second, "hex games").await).join("\n");
    assert!(!listed.contains(&format!("#{game}")), "{listed}");
    // On its board: a win over the board for the one who stayed.
    let record = club.tournament(1).await;
    let entry = record.entry_of(&discord_user(&first)).unwrap();
    let result = record.tournament.rounds()[0].iter().find_map(|p| match *p {
        Pairing::Game {
            first: f, result, ..
        } if f == entry => result,
        _ => None,
    });
    assert_eq!(result, Some(GameResult::Win(Side::First)));
}

/// Standings asked while a round is being played are the standings after the round before,
/// and say so; a tie for first on points and every tie-break names every player sharing it.
#[tokio::test]
async fn standings_mid_round_and_a_shared_first_place() {
    let (_dir, url) = temp_sqlite("shared.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create hex 7 rr casual")
        .await;
    for p in ["a", "b", "c"] {
        club.say(p, "hex tournament join").await;
    }
    let started = texts(&club.say(ORGANISER, "hex tournament start").await).join("\n");
    // A round-robin's rest round scores nothing, as the rules say (FIDE round-robins).
    assert!(started.contains(": bye (0)"), "{started}");
    let rules = texts(&club.say("a", "hex tournament rules").await).join("\n");
    assert!(
        rules.contains("Round-robin: the player who sits a round out scores nothing for it"),
        "{rules}"
    );
    assert!(!rules.contains("a bye 1"), "{rules}");
    assert!(
        rules.contains("Tie-Break Regulations (C.07, 2024)"),
        "{rules}"
    );
    // Three players, three rounds, one rests each round; everyone beats the next in a
    // circle, so all end on 2 points with equal tie-breaks.
    let mut asked = Vec::new();
    let mut last = Vec::new();
    for round in 1..=3 {
        let games = club.open_games(1).await;
        assert_eq!(games.len(), 1, "round {round}");
        let (game, first, second) = games[0].clone();
        let standings = club.say("a", "hex tournament standings").await;
        asked.push(texts(&standings).join("\n"));
        // a beats b, b beats c, c beats a.
        let beats = |x: &str, y: &str| matches!((x, y), ("a", "b") | ("b", "c") | ("c", "a"));
        let loser = if beats(&first, &second) {
            second
        } else {
            first
        };
        last = club.dm(&loser, &format!("#{game} resign")).await;
    }
    assert!(
        asked[0].contains("standings before round 1 of 3 (round 1 in play)"),
        "{}",
        asked[0]
    );
    assert!(
        asked[1].contains("standings after round 1 of 3 (round 2 in play)"),
        "{}",
        asked[1]
    );
    // Round 2 is in play: its result is not counted yet (one game over, 1 point in all).
    let counted: f64 = asked[1]
        .lines()
        .skip(1)
        .map(|l| shown_number(l.split(": ").nth(1).unwrap().split(' ').next().unwrap()))
        .sum();
    assert_eq!(counted, 1.0, "{}", asked[1]);
    let record = club.tournament(1).await;
    assert_eq!(record.status, TournamentStatus::Finished);
    let standings = record.tournament.standings();
    assert!(
        standings.rows.iter().all(|r| r.rank == 1 && r.points == 2),
        "{standings:#?}"
    );
    let all = texts(&last).join("\n");
    assert!(
        all.contains(
            "3 players share first place, equal on points and on every tie-break: a, b, c."
        ),
        "{all}"
    );
    assert!(!all.contains("Congratulations to"), "{all}");
}

#[tokio::test]
async fn an_avoided_pair_is_never_paired_in_a_swiss() {
    let (_dir, url) = temp_sqlite("avoid.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(ORGANISER, "hex tournament create hex 7 swiss 3 casual")
        .await;
    for i in 1..=6 {
        club.say(&format!("p{i}"), "hex tournament join").await;
    }
    // Only organisers may say it; then it is said in the channel.
    let refused = club.say("p1", "hex tournament avoid <@p1> <@p4>").await;
    assert!(!one_text(&refused).contains("will not be paired"));
    let said = club
        .say(ORGANISER, "hex tournament avoid <@p1> <@p4>")
        .await;
    assert!(
        one_text(&said).contains("p1 and p4 will not be paired"),
        "{said:#?}"
    );
    club.say(ORGANISER, "hex tournament avoid <@p2> <@p5>")
        .await;
    // The pairs to avoid survive the store: a restart reads them back.
    drop(club);
    let mut club = Club::open(&url, T0, 1000).await;
    assert_eq!(club.tournament(1).await.tournament.avoided().len(), 2);
    club.say(ORGANISER, "hex tournament start").await;
    let mut rng = Rng(7);
    for _ in 1..=3 {
        for (game, first, second) in club.open_games(1).await {
            let pair = BTreeSet::from([first.clone(), second.clone()]);
            for avoided in [["p1", "p4"], ["p2", "p5"]] {
                assert_ne!(pair, BTreeSet::from(avoided.map(String::from)));
            }
            club.dm(&first, &format!("#{game} a1")).await;
            club.dm(&second, &format!("#{game} b2")).await;
            let loser = if rng.below(2) == 0 { second } else { first };
            club.dm(&loser, &format!("#{game} resign")).await;
        }
    }
    let record = club.tournament(1).await;
    assert_eq!(record.tournament.rounds().len(), 3);
}

/// A 7-round Swiss of 13 players (Dark Hex, where colour is who moves first) from creation to
/// the final standings: every round pairs all but one player, the bye goes to a different
/// player each round, nobody meets anyone twice, and the colours keep the Dutch system's
/// absolute rules (a difference of at most two, never the same colour three times running,
/// the last round's excepted for the leaders).
#[tokio::test]
async fn a_thirteen_player_dutch_swiss_of_seven_rounds_is_played_to_the_final_standings() {
    let (_dir, url) = temp_sqlite("dutch13.db");
    let mut club = Club::open(&url, T0, 0).await;
    let created = club
        .say(ORGANISER, "hex tournament create darkhex 7 swiss 7 casual")
        .await;
    assert!(one_text(&created).contains("t1"), "{created:#?}");
    let players: Vec<String> = (1..=13).map(|i| format!("p{i:02}")).collect();
    for p in &players {
        club.say(p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament start").await;
    let mut rng = Rng(1313);
    let mut last = Vec::new();
    for round in 1..=7 {
        let games = club.open_games(1).await;
        assert_eq!(games.len(), 6, "round {round}");
        let seated: BTreeSet<&String> = games.iter().flat_map(|(_, a, b)| [a, b]).collect();
        assert_eq!(seated.len(), 12, "round {round}: each player once");
        for (game, first, second) in games {
            club.dm(&first, &format!("#{game} a1")).await;
            club.dm(&second, &format!("#{game} b2")).await;
            let loser = if rng.below(2) == 0 { second } else { first };
            last = club.dm(&loser, &format!("#{game} resign")).await;
        }
    }
    let record = club.tournament(1).await;
    assert_eq!(record.status, TournamentStatus::Finished);
    let rounds = record.tournament.rounds();
    assert_eq!(rounds.len(), 7);
    let mut byes = BTreeSet::new();
    let mut met = BTreeSet::new();
    let mut sides: BTreeMap<u32, Vec<(usize, bool)>> = BTreeMap::new();
    for (index, boards) in rounds.iter().enumerate() {
        for board in boards {
            match *board {
                Pairing::Bye { player, .. } => {
                    assert!(byes.insert(player), "a second bye for {player:?}");
                }
                Pairing::Game { first, second, .. } => {
                    let pair = (first.min(second), first.max(second));
                    assert!(met.insert(pair), "a rematch: {pair:?}");
                    sides.entry(first.0).or_default().push((index + 1, true));
                    sides.entry(second.0).or_default().push((index + 1, false));
                }
            }
        }
    }
    assert_eq!(byes.len(), 7, "seven rounds, seven different byes");
    for (player, played) in &sides {
        let firsts = played.iter().filter(|(_, first)| *first).count() as i64;
        let difference = 2 * firsts - played.len() as i64;
        assert!(difference.abs() <= 2, "player {player}: {played:?}");
        for run in played.windows(3) {
            let same = run.iter().all(|s| s.1 == run[0].1);
            let last_round = run[2].0 == 7;
            assert!(!same || last_round, "player {player}: {played:?}");
        }
    }
    let finals = standings_posts(&last);
    let Some(Effect::Post {
        text,
        image: Some(image),
        ..
    }) = finals.last()
    else {
        panic!("no final standings: {:#?}", texts(&last));
    };
    assert!(text.contains("final standings"), "{text}");
    let ImageView::Standings(table) = &image.view else {
        unreachable!()
    };
    assert_eq!(table.lines.len(), 13);
}
