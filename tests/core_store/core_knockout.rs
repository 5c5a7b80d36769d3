//! Knockout tournaments through the core and a real SQLite store: single knockouts of 8 and
//! of 5 players (byes) played to the champion, a double knockout of 6 seeded by hand with
//! matches of two games, deciders and a bracket reset (and again with a restart in its losers'
//! bracket), a best-of-3 match, a withdrawal mid-bracket, a restart mid-bracket that resumes
//! it, a deadline's forfeit, and the commands' mistakes.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::collections::BTreeSet;

use hextable::{
    core::{
        render_image,
        tournament::{
            knockout::{Bracket, Section},
            EntryId,
        },
        CoreConfig, Effect, GameId, ImageView, Incoming, Place, TournamentId, TournamentRecord,
        TournamentStatus,
    },
    runtime::{Delivery, Service},
};
use support::{
    chat::{ch, msg, T0},
    temp_sqlite,
};

const SERVER: &str = "g1";
const ORGANISER: &str = "org";

/// A conversation with a service: each message gets the next id.
struct Club {
    service: Service,
    n: u64,
    now: i64,
}

/// A game being played: its match, the game, who moves first and second (user ids).
#[derive(Clone, Debug)]
struct Playing {
    section: Section,
    code: String,
    game: GameId,
    first: String,
    second: String,
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

    async fn tournament(&self) -> TournamentRecord {
        self.service
            .with_core(|c| c.tournament(TournamentId(1)).cloned())
            .await
            .expect("the tournament is in memory")
    }

    /// The games the bracket calls for, each with the game started for it.
    async fn playing(&self) -> Vec<Playing> {
        let record = self.tournament().await;
        let bracket = record.bracket().expect("started").clone();
        let user = |e: EntryId| record.user_of(e).unwrap().id.clone();
        bracket
            .games_to_play()
            .into_iter()
            .map(|call| {
                let started = record
                    .match_games
                    .iter()
                    .find(|g| g.match_id == call.match_id && g.number == call.number)
                    .expect("every game called is started");
                let m = bracket.get(call.match_id).unwrap();
                Playing {
                    section: m.section,
                    code: m.code(),
                    game: started.game,
                    first: user(call.first),
                    second: user(call.second),
                }
            })
            .collect()
    }

    /// Both players move, then `loser` resigns.
    async fn play(&mut self, game: &Playing, winner: &str) -> Vec<Delivery> {
        let id = game.game;
        self.dm(&game.first, &format!("#{id} a1")).await;
        self.dm(&game.second, &format!("#{id} b2")).await;
        let loser = if winner == game.first {
            &game.second
        } else {
            &game.first
        };
        self.dm(loser, &format!("#{id} resign")).await
    }

    /// Creates `create`, has `players` join, then `before_start` typed by the organiser, and
    /// starts it.
    async fn start(&mut self, create: &str, players: &[String]) -> Vec<Delivery> {
        let created = self.say(ORGANISER, create).await;
        assert!(
            texts(&created)
                .iter()
                .any(|t| t.contains("Tournament t1 is open")),
            "{:#?}",
            texts(&created)
        );
        for p in players {
            self.say(p, "hex tournament join").await;
        }
        self.say(ORGANISER, "hex tournament start").await
    }
}

fn texts(deliveries: &[Delivery]) -> Vec<String> {
    deliveries
        .iter()
        .filter_map(|d| d.effect.text().map(str::to_owned))
        .collect()
}

fn players(n: usize) -> Vec<String> {
    (1..=n).map(|i| format!("p{i}")).collect()
}

/// The bracket posts among `deliveries`: their text, and the picture (rendered).
fn bracket_posts(deliveries: &[Delivery]) -> Vec<(String, Vec<u8>)> {
    deliveries
        .iter()
        .filter_map(|d| match &d.effect {
            Effect::Post {
                text,
                image: Some(image),
                ..
            } if matches!(image.view, ImageView::Bracket(_)) => {
                let (png, ext) = render_image(image).expect("the bracket renders");
                assert_eq!(ext, "png");
                Some((text.clone(), png))
            }
            _ => None,
        })
        .collect()
}

/// Saves a bracket picture where a person can look at it (`HEXTABLE_LOOK=dir`).
fn look(name: &str, png: &[u8]) {
    if let Ok(dir) = std::env::var("HEXTABLE_LOOK") {
        std::fs::write(format!("{dir}/{name}.png"), png).unwrap();
    }
}

/// Plays every game called until the bracket is decided, the winner of each game chosen by
/// `pick(game, round_of_play)`; returns everything the games' ends answered.
async fn play_out(club: &mut Club, pick: &mut dyn FnMut(&Playing) -> String) -> Vec<Vec<Delivery>> {
    let mut answers = Vec::new();
    for _ in 0..64 {
        let playing = club.playing().await;
        if playing.is_empty() {
            break;
        }
        for game in playing {
            let winner = pick(&game);
            answers.push(club.play(&game, &winner).await);
        }
    }
    answers
}

/// The seed (1 best) of a user in `bracket`.
fn seed(record: &TournamentRecord, bracket: &Bracket, user: &str) -> u32 {
    let entry = record
        .players
        .iter()
        .find(|(_, u)| u.id == user)
        .map(|(e, _)| *e)
        .unwrap();
    bracket.seed_of(entry).unwrap()
}

#[tokio::test]
async fn an_eight_player_knockout_is_played_to_its_champion() {
    let (_dir, url) = temp_sqlite("ko8.db");
    let mut club = Club::open(&url, T0, 0).await;
    let started = club
        .start("hex tournament create hex 7 knockout casual", &players(8))
        .await;
    let all = texts(&started);
    assert!(
        all.iter().any(|t| t.contains(
            "t1 begins: knockout (one game a match; seeded by rating), 8 players. Good luck!"
        )),
        "{all:#?}"
    );
    let first = bracket_posts(&started);
    assert_eq!(first.len(), 1, "the bracket at the start");
    assert!(first[0].0.contains("W1.1"), "{}", first[0].0);
    look("ko8-start", &first[0].1);
    assert!(all.iter().any(|t| t.contains("games beginning now")));
    assert_eq!(all.iter().filter(|t| t.contains("is ready")).count(), 8);
    assert_eq!(club.playing().await.len(), 4);

    // The better seed always wins: seed 1 is the champion.
    let record = club.tournament().await;
    let bracket = record.bracket().unwrap().clone();
    let answers = play_out(&mut club, &mut |g| {
        if seed(&record, &bracket, &g.first) < seed(&record, &bracket, &g.second) {
            g.first.clone()
        } else {
            g.second.clone()
        }
    })
    .await;
    assert_eq!(answers.len(), 7, "4 + 2 + 1 matches of one game");
    let posts: Vec<(String, Vec<u8>)> = answers.iter().flat_map(|a| bracket_posts(a)).collect();
    // After round 1, after the semi-finals, and the final bracket.
    assert_eq!(
        posts.len(),
        3,
        "{:#?}",
        posts.iter().map(|p| &p.0).collect::<Vec<_>>()
    );
    let record = club.tournament().await;
    assert_eq!(record.status, TournamentStatus::Finished);
    let champion = record
        .user_of(record.bracket().unwrap().seeds()[0])
        .unwrap();
    let last = texts(answers.last().unwrap());
    assert!(
        last.iter()
            .any(|t| t.contains(&format!("t1 is over. {} is the champion", champion.id))),
        "{last:#?}"
    );
    let (text, png) = posts.last().unwrap();
    assert!(text.starts_with("Tournament t1: final bracket"), "{text}");
    assert!(
        text.contains("1. p1"),
        "the places follow the bracket: {text}"
    );
    assert!(text.contains("2. p2"), "{text}");
    assert!(
        text.contains("3. "),
        "the semi-finals' losers share 3rd: {text}"
    );
    look("ko8-final", png);
    // `hex tournament bracket` answers privately with the same.
    let shown = club.say("p5", "hex tournament bracket").await;
    assert_eq!(shown.len(), 1);
    assert!(
        matches!(&shown[0].effect, Effect::Reply { image: Some(i), .. }
        if matches!(i.view, ImageView::Bracket(_)))
    );
}

#[tokio::test]
async fn five_players_give_the_top_three_seeds_a_bye() {
    let (_dir, url) = temp_sqlite("ko5.db");
    let mut club = Club::open(&url, T0, 0).await;
    let started = club
        .start("hex tournament create hex 7 knockout", &players(5))
        .await;
    let all = texts(&started);
    assert!(
        all.iter()
            .any(|t| t.contains("The top 3 seeds have a bye in round 1.")),
        "{all:#?}"
    );
    // Seeds 4 and 5 (equal ratings: the joining order) play the only game of round 1, and
    // seeds 2 and 3, through with byes, meet in round 2 at once.
    let playing = club.playing().await;
    let pairs: Vec<(String, [String; 2])> = playing
        .iter()
        .map(|g| {
            let mut pair = [g.first.clone(), g.second.clone()];
            pair.sort();
            (g.code.clone(), pair)
        })
        .collect();
    assert_eq!(
        pairs,
        [
            ("W1.2".to_owned(), ["p4".to_owned(), "p5".to_owned()]),
            ("W2.2".to_owned(), ["p2".to_owned(), "p3".to_owned()])
        ],
        "{all:#?}"
    );
    let (text, png) = &bracket_posts(&started)[0];
    assert!(text.contains("bye"), "{text}");
    look("ko5-start", png);
    // The lower seed wins every match: p5 goes all the way.
    let answers = play_out(&mut club, &mut |g| {
        if g.first == "p5" || g.second == "p5" {
            "p5".to_owned()
        } else if g.first > g.second {
            g.first.clone()
        } else {
            g.second.clone()
        }
    })
    .await;
    assert_eq!(answers.len(), 4, "1 + 2 + 1 matches");
    let last = texts(answers.last().unwrap());
    assert!(
        last.iter().any(|t| t.contains("p5 is the champion")),
        "{last:#?}"
    );
    let record = club.tournament().await;
    assert_eq!(record.status, TournamentStatus::Finished);
    let (text, png) = bracket_posts(answers.last().unwrap()).pop().unwrap();
    assert!(text.contains("1. p5"), "{text}");
    look("ko5-final", &png);
}

#[tokio::test]
async fn a_double_knockout_of_six_seeded_by_hand_with_matches_of_two_and_a_reset() {
    let (_dir, url) = temp_sqlite("dko6.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.say(
        ORGANISER,
        "hex tournament create hex 7 double-knockout match=2 casual",
    )
    .await;
    for p in players(6) {
        club.say(&p, "hex tournament join").await;
    }
    let refused = club.say("p1", "hex tournament seed <@p6>").await;
    assert!(texts(&refused)[0].contains("Only organisers"));
    let seeded = club.say(ORGANISER, "hex tournament seed <@p6> <@p5>").await;
    assert!(
        texts(&seeded)[0].contains("seeded by hand: p6, p5; any other players follow by rating"),
        "{:#?}",
        texts(&seeded)
    );
    let started = club.say(ORGANISER, "hex tournament start").await;
    assert!(
        texts(&started).iter().any(|t| t
            .contains("double knockout (matches of 2 games, deciders if level; seeded by hand)")),
        "{:#?}",
        texts(&started)
    );
    let record = club.tournament().await;
    let bracket = record.bracket().unwrap().clone();
    assert_eq!(seed(&record, &bracket, "p6"), 1);
    assert_eq!(seed(&record, &bracket, "p5"), 2);
    // The better seed wins each match 2–0, except: W1's first match is won by the lower
    // seed over a decider (1–1, then the decider), and the losers' champion wins the first
    // grand final, so a second is played.
    let mut games_of: std::collections::BTreeMap<String, u32> = Default::default();
    let mut saw_reset = false;
    let answers = play_out(&mut club, &mut |g| {
        let n = games_of.entry(g.code.clone()).or_default();
        *n += 1;
        let (a, b) = (
            seed(&record, &bracket, &g.first),
            seed(&record, &bracket, &g.second),
        );
        let (better, worse) = if a < b {
            (g.first.clone(), g.second.clone())
        } else {
            (g.second.clone(), g.first.clone())
        };
        match g.section {
            Section::Final => worse,
            Section::Reset => {
                saw_reset = true;
                better
            }
            _ if g.code == "W2.1" && *n == 1 => worse,
            _ => better,
        }
    })
    .await;
    assert!(saw_reset, "the bracket was reset");
    assert_eq!(games_of.get("W2.1"), Some(&3), "1–1, then one decider");
    assert_eq!(games_of.get("GF"), Some(&2));
    let all: Vec<String> = answers.iter().flat_map(|a| texts(a)).collect();
    assert!(
        all.iter()
            .any(|t| t.contains("match W2.1:") && t.contains("the next game begins")),
        "{all:#?}"
    );
    assert!(all
        .iter()
        .any(|t| t.contains("match W2.1:") && t.contains("2–1 and goes on")));
    let record = club.tournament().await;
    assert_eq!(record.status, TournamentStatus::Finished);
    let last = answers.last().unwrap();
    assert!(texts(last).iter().any(|t| t.contains("p6 is the champion")));
    let (text, png) = bracket_posts(last).pop().unwrap();
    assert!(text.contains("GF2"), "{text}");
    assert!(text.contains("1. p6"), "{text}");
    look("dko6-final", &png);
}

/// The better seed of a game's two players in `bracket` (1 is the best).
fn better_seed(record: &TournamentRecord, bracket: &Bracket, g: &Playing) -> String {
    if seed(record, bracket, &g.first) < seed(record, bracket, &g.second) {
        g.first.clone()
    } else {
        g.second.clone()
    }
}

/// A double knockout of six seeded by hand (`seed=hand`) with matches of two games, stopped
/// by a restart in the middle of a losers' bracket match: the store rebuilds the bracket, the
/// match's score and the game in play, and the tournament runs on to its final standings.
#[tokio::test]
async fn a_double_knockout_restarted_in_its_losers_bracket_runs_on_to_its_standings() {
    let (_dir, url) = temp_sqlite("dko6r.db");
    let mut club = Club::open(&url, T0, 0).await;
    let created = club
        .say(
            ORGANISER,
            "hex tournament create hex 7 double-knockout match=2 seed=hand casual",
        )
        .await;
    assert!(
        texts(&created)
            .iter()
            .any(|t| t.contains("Tournament t1 is open")),
        "{:#?}",
        texts(&created)
    );
    for p in players(6) {
        club.say(&p, "hex tournament join").await;
    }
    club.say(ORGANISER, "hex tournament seed <@p3> <@p1> <@p2>")
        .await;
    club.say(ORGANISER, "hex tournament start").await;
    let record = club.tournament().await;
    let bracket = record.bracket().unwrap().clone();
    assert_eq!(
        ["p3", "p1", "p2", "p4", "p5", "p6"].map(|p| seed(&record, &bracket, p)),
        [1, 2, 3, 4, 5, 6],
        "the hand's order, then the others by rating (the joining order when equal)"
    );
    // The better seed wins every game, until the first game of the losers' bracket.
    let mut played = 0;
    let losers_code = loop {
        let playing = club.playing().await;
        let game = playing.first().expect("a game to play").clone();
        club.play(&game, &better_seed(&record, &bracket, &game))
            .await;
        played += 1;
        if game.section == Section::Losers {
            break game.code;
        }
        assert!(played < 20, "the losers' bracket begins");
    };
    let before = club.tournament().await;
    let before_playing = club.playing().await;
    assert!(
        before_playing.iter().any(|p| p.code == losers_code),
        "{losers_code} stands at 1–0 with its second game in play: {before_playing:#?}"
    );
    let n = club.n;
    club.service.store().close().await;
    drop(club);

    let mut club = Club::open(&url, T0 + 10, n).await;
    let after = club.tournament().await;
    assert_eq!(after, before, "the bracket is rebuilt as it was");
    let now_playing: Vec<GameId> = club.playing().await.iter().map(|p| p.game).collect();
    let was_playing: Vec<GameId> = before_playing.iter().map(|p| p.game).collect();
    assert_eq!(now_playing, was_playing, "no game started again");
    let answers = play_out(&mut club, &mut |g| better_seed(&record, &bracket, g)).await;
    let record = club.tournament().await;
    assert_eq!(record.status, TournamentStatus::Finished);
    let last = answers.last().unwrap();
    assert!(
        texts(last).iter().any(|t| t.contains("p3 is the champion")),
        "{:#?}",
        texts(last)
    );
    let (text, png) = bracket_posts(last).pop().unwrap();
    assert!(
        !text.contains("GF2"),
        "no reset when the winners' champion wins: {text}"
    );
    for place in ["1. p3", "2. p1", "3. p2"] {
        assert!(text.contains(place), "{place}: {text}");
    }
    look("dko6-restarted-final", &png);
}

#[tokio::test]
async fn a_best_of_three_stops_once_decided_and_goes_to_three_when_level() {
    let (_dir, url) = temp_sqlite("bo3.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.start(
        "hex tournament create hex 7 knockout match=3 third-place=on",
        &players(4),
    )
    .await;
    let mut played: std::collections::BTreeMap<String, u32> = Default::default();
    let answers = play_out(&mut club, &mut |g| {
        let n = played.entry(g.code.clone()).or_default();
        *n += 1;
        // W1.1: p1 wins 2–0. W1.2: 1–1 then 2–1 for the lower-numbered player.
        let low = g.first.clone().min(g.second.clone());
        let high = g.first.clone().max(g.second.clone());
        if g.code == "W1.2" && *n == 1 {
            high
        } else {
            low
        }
    })
    .await;
    assert_eq!(played.get("W1.1"), Some(&2));
    assert_eq!(played.get("W1.2"), Some(&3));
    assert_eq!(played.get("3rd"), Some(&2), "the third-place match");
    let record = club.tournament().await;
    assert_eq!(record.status, TournamentStatus::Finished);
    let (text, png) = bracket_posts(answers.last().unwrap()).pop().unwrap();
    assert!(text.contains("Third place"), "{text}");
    assert!(text.contains("4. "), "3rd and 4th decided: {text}");
    look("bo3-final", &png);
}

#[tokio::test]
async fn a_withdrawal_mid_bracket_forfeits_the_match_and_the_bracket_goes_on() {
    let (_dir, url) = temp_sqlite("kow.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.start("hex tournament create hex 7 knockout", &players(4))
        .await;
    let playing = club.playing().await;
    assert_eq!(playing.len(), 2);
    // One semi-final is played; in the other, a player withdraws mid-game.
    club.play(&playing[0], &playing[0].first.clone()).await;
    let leaving = playing[1].first.clone();
    let staying = playing[1].second.clone();
    club.dm(&leaving, &format!("#{} a1", playing[1].game)).await;
    let withdrew = club.say(&leaving, "hex tournament withdraw").await;
    let all = texts(&withdrew);
    assert!(
        all.iter()
            .any(|t| t.contains(&format!("{leaving} withdrew from tournament t1"))),
        "{all:#?}"
    );
    assert!(
        all.iter()
            .any(|t| t.contains(&format!("{staying} beats {leaving} 1–0 and goes on"))),
        "{all:#?}"
    );
    // The game being played ended, and the final begins at once.
    let ended = club
        .service
        .with_core(|c| c.table(playing[1].game).map(|t| t.meta.status))
        .await;
    assert_ne!(ended, Some(hextable::core::Status::Active));
    let final_ = club.playing().await;
    assert_eq!(final_.len(), 1);
    assert!(final_[0].first == staying || final_[0].second == staying);
    assert!(
        bracket_posts(&withdrew).len() == 1,
        "the round of the bracket is complete"
    );
    // Withdrawing again, or a player already out, is refused privately.
    let again = club.say(&leaving, "hex tournament withdraw").await;
    assert!(matches!(again[0].effect, Effect::Reply { .. }));
    let out = if playing[0].first == final_[0].first || playing[0].first == final_[0].second {
        playing[0].second.clone()
    } else {
        playing[0].first.clone()
    };
    let refused = club.say(&out, "hex tournament withdraw").await;
    assert!(
        texts(&refused)[0].contains("already out of the bracket"),
        "{:#?}",
        texts(&refused)
    );
    let answers = play_out(&mut club, &mut |g| g.first.clone()).await;
    assert_eq!(answers.len(), 1);
    assert_eq!(club.tournament().await.status, TournamentStatus::Finished);
}

#[tokio::test]
async fn a_restart_mid_bracket_resumes_it() {
    let (_dir, url) = temp_sqlite("kor.db");
    restart_story(&url).await;
}

#[tokio::test]
#[ignore = "needs PostgreSQL (HEXTABLE_TEST_POSTGRES_URL); run scripts/test"]
async fn on_postgres_too_a_restart_mid_bracket_resumes_it() {
    let url = std::env::var("HEXTABLE_TEST_POSTGRES_URL").expect("HEXTABLE_TEST_POSTGRES_URL");
    support::fresh_postgres(&url).await;
    restart_story(&url).await;
}

async fn restart_story(url: &str) {
    let mut club = Club::open(url, T0, 0).await;
    club.start("hex tournament create hex 7 knockout match=3", &players(8))
        .await;
    // Round 1: two matches decided, a third at 1–0.
    let playing = club.playing().await;
    for g in &playing[..2] {
        club.play(g, &g.first.clone()).await;
        let next = club
            .playing()
            .await
            .into_iter()
            .find(|p| p.code == g.code)
            .unwrap();
        club.play(&next, &next.first.clone()).await;
    }
    club.play(&playing[2], &playing[2].first.clone()).await;
    let before = club.tournament().await;
    let before_playing = club.playing().await;
    let n = club.n;
    club.service.store().close().await;
    drop(club);

    let mut club = Club::open(url, T0 + 10, n).await;
    let after = club.tournament().await;
    assert_eq!(
        after, before,
        "the bracket is rebuilt from its events as it was"
    );
    let now_playing: Vec<GameId> = club.playing().await.iter().map(|p| p.game).collect();
    let was_playing: Vec<GameId> = before_playing.iter().map(|p| p.game).collect();
    assert_eq!(now_playing, was_playing, "no game started again");
    let answers = play_out(&mut club, &mut |g| g.first.clone()).await;
    let record = club.tournament().await;
    assert_eq!(record.status, TournamentStatus::Finished);
    let games: BTreeSet<GameId> = record.match_games.iter().map(|g| g.game).collect();
    assert_eq!(
        games.len(),
        record.match_games.len(),
        "one game per game of a match"
    );
    assert!(texts(answers.last().unwrap())
        .iter()
        .any(|t| t.contains("is the champion")));
}

#[tokio::test]
async fn knockout_mistakes_are_answered_privately() {
    let (_dir, url) = temp_sqlite("kobad.db");
    let mut club = Club::open(&url, T0, 0).await;
    for (text, expected) in [
        (
            "hex tournament create hex 7 knockout match=0",
            "a match has 1 to 15 games",
        ),
        (
            "hex tournament create hex 7 swiss 3 match=3",
            "is for knockout tournaments",
        ),
        (
            "hex tournament create hex 7 knockout reset=off",
            "only a `double-knockout`",
        ),
        (
            "hex tournament create hex 7 double-knockout third-place=on",
            "decides 3rd place",
        ),
        (
            "hex tournament create hex 7 knockout seed=elo",
            "seeding is `seed=rating`",
        ),
    ] {
        let answer = club.say(ORGANISER, text).await;
        assert_eq!(answer.len(), 1, "{text}");
        assert!(matches!(answer[0].effect, Effect::Reply { .. }), "{text}");
        assert!(
            texts(&answer)[0].contains(expected),
            "{text}: {:#?}",
            texts(&answer)
        );
    }
    club.say(ORGANISER, "hex tournament create hex 7 rr").await;
    let answer = club.say(ORGANISER, "hex tournament seed <@p1>").await;
    assert!(
        texts(&answer)[0].contains("for knockout tournaments"),
        "{:#?}",
        texts(&answer)
    );
    club.say(ORGANISER, "hex tournament cancel").await;
    club.say(ORGANISER, "hex tournament create hex 7 knockout")
        .await;
    club.say("p1", "hex tournament join").await;
    let answer = club.say(ORGANISER, "hex tournament seed <@p9>").await;
    assert!(
        texts(&answer)[0].contains("must have joined"),
        "{:#?}",
        texts(&answer)
    );
    let answer = club.say(ORGANISER, "hex tournament seed <@p1> <@p1>").await;
    assert!(
        texts(&answer)[0].contains("only once"),
        "{:#?}",
        texts(&answer)
    );
    let rules = club.say("p1", "hex tournament rules knockout").await;
    assert!(
        texts(&rules)[0].contains("bracket reset"),
        "{:#?}",
        texts(&rules)
    );
    club.say("p2", "hex tournament join").await;
    club.say(ORGANISER, "hex tournament start").await;
    let answer = club.say("p3", "hex tournament join").await;
    assert!(
        texts(&answer)[0].contains("takes no more players"),
        "{:#?}",
        texts(&answer)
    );
    let answer = club.say(ORGANISER, "hex tournament result 1 1-0").await;
    assert!(
        texts(&answer)[0].contains("come from its games"),
        "{:#?}",
        texts(&answer)
    );
    let answer = club.say(ORGANISER, "hex tournament seed <@p1>").await;
    assert!(
        texts(&answer)[0].contains("already started"),
        "{:#?}",
        texts(&answer)
    );
    let answer = club.say("p2", "hex tournament pairings").await;
    assert!(
        texts(&answer)[0].contains("games being played"),
        "{:#?}",
        texts(&answer)
    );
}

#[tokio::test]
async fn a_game_not_begun_by_the_deadline_is_forfeited_and_the_bracket_goes_on() {
    let (_dir, url) = temp_sqlite("kodl.db");
    let mut club = Club::open(&url, T0, 0).await;
    club.start(
        "hex tournament create hex 7 knockout match=3 deadline=1h 1d",
        &players(4),
    )
    .await;
    let playing = club.playing().await;
    assert_eq!(playing.len(), 2);
    // In W1.1 only the first player moves; in W1.2 both do.
    club.dm(&playing[0].first, &format!("#{} a1", playing[0].game))
        .await;
    club.dm(&playing[1].first, &format!("#{} a1", playing[1].game))
        .await;
    club.dm(&playing[1].second, &format!("#{} b2", playing[1].game))
        .await;
    assert!(club.service.tick(T0 + 1_000).await.unwrap().is_empty());
    let fired = club.service.tick(T0 + 3_600_001).await.unwrap();
    let all = texts(&fired);
    let code = &playing[0].code;
    assert!(
        all.iter().any(|t| t.contains(&format!(
            "match {code}: game #{} was not played by the deadline: the player who did not move loses it by forfeit",
            playing[0].game
        ))),
        "{all:#?}"
    );
    // The match goes on (best of 3): its second game begins; W1.2's game is untouched.
    let now_playing = club.playing().await;
    assert_eq!(now_playing.len(), 2, "{now_playing:#?}");
    assert!(now_playing.iter().any(|p| p.game == playing[1].game));
    assert!(now_playing
        .iter()
        .any(|p| p.code == *code && p.game != playing[0].game));
    let again = club.service.tick(T0 + 3_600_002).await.unwrap();
    assert!(texts(&again).iter().all(|t| !t.contains("deadline")));
}
