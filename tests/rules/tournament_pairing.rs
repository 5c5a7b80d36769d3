//! Tournaments through the pure core: a 7-player Swiss of 4 rounds and a 6-player double
//! round-robin played with seeded random results, checked for rematches, byes, colours, and
//! standings against an independent computation written plainly here; and properties of
//! random tournaments (everyone active is on exactly one board each round; pairing the same
//! standings twice gives the same round).

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use crate::support;

use std::collections::{BTreeMap, BTreeSet, HashSet};

use hextable::{
    core::tournament::{
        ByeKind, EntryId, Format, GameResult, Pairing, StandingRow, TieBreak, Tournament,
        TournamentError,
    },
    rules::Side,
};
use proptest::prelude::*;
use support::Rng;

/// A random result: mostly decisive games, some draws (Hexdame), forfeits and double forfeits.
fn random_result(rng: &mut Rng) -> GameResult {
    let side = if rng.below(2) == 0 {
        Side::First
    } else {
        Side::Second
    };
    match rng.below(20) {
        0 => GameResult::DoubleForfeit,
        1 | 2 => GameResult::ForfeitWin(side),
        3 => GameResult::Draw,
        _ => GameResult::Win(side),
    }
}

/// Gives every game of the current round a random result.
fn finish_round(tournament: &mut Tournament, rng: &mut Rng) {
    let round = tournament.current_round();
    let boards = tournament.rounds().last().unwrap().clone();
    for (board, pairing) in boards.iter().enumerate() {
        if let Pairing::Game { result: None, .. } = pairing {
            tournament
                .set_result(round, board, random_result(rng))
                .unwrap();
        }
    }
    assert!(tournament.is_round_complete());
}

fn tournament(format: Format, players: u32, rng: &mut Rng) -> Tournament {
    let mut tournament = Tournament::new(format);
    for i in 0..players {
        let rating = 1200.0 + rng.below(800) as f64;
        tournament.join(format!("player {i}"), rating).unwrap();
    }
    tournament
}

/// Everyone active is on exactly one board of the current round (a late joiner on their
/// half-point bye's), nobody else on any; a round-robin keeps a withdrawn player's boards
/// (forfeited).
fn assert_each_active_player_once(tournament: &Tournament) {
    let round = tournament.current_round();
    let boards = tournament.rounds().last().unwrap();
    let mut seen = BTreeMap::new();
    for pairing in boards {
        let players = match *pairing {
            Pairing::Game { first, second, .. } => vec![first, second],
            Pairing::Bye { player, .. } => vec![player],
        };
        for player in players {
            *seen.entry(player).or_insert(0) += 1;
        }
    }
    for entry in tournament.entries() {
        let expected = tournament.format().is_round_robin()
            || entry.plays_in(round)
            || entry.joined_round == round + 1;
        let count = seen.get(&entry.id).copied().unwrap_or(0);
        assert_eq!(count, usize::from(expected), "round {round}: {entry:?}");
    }
}

// ---------------------------------------------------------------------------------------
// The independent computation: every rule written out plainly, from the rounds alone.
// ---------------------------------------------------------------------------------------

/// One round of one player: the opponent (if paired with one), what they scored (halves),
/// whether the game was played over the board, whether they won it there.
#[derive(Clone, Copy, Debug)]
struct Line {
    opponent: Option<EntryId>,
    scored: u32,
    played: bool,
    won: bool,
}

fn lines(tournament: &Tournament) -> BTreeMap<EntryId, Vec<Line>> {
    let rounds = tournament.rounds();
    let mut all = BTreeMap::new();
    for entry in tournament.entries() {
        let mut list = Vec::new();
        for round in rounds {
            let mut line = Line {
                opponent: None,
                scored: 0,
                played: false,
                won: false,
            };
            for pairing in round {
                match *pairing {
                    Pairing::Bye { player, bye } if player == entry.id => {
                        line.scored = match bye {
                            ByeKind::Full => 2,
                            ByeKind::Half => 1,
                            ByeKind::Zero => 0,
                        };
                    }
                    Pairing::Game {
                        first,
                        second,
                        result: Some(result),
                    } if first == entry.id || second == entry.id => {
                        let me_first = first == entry.id;
                        line.opponent = Some(if me_first { second } else { first });
                        let (scored, played, won) = match result {
                            GameResult::Win(Side::First) => {
                                (if me_first { 2 } else { 0 }, true, me_first)
                            }
                            GameResult::Win(Side::Second) => {
                                (if me_first { 0 } else { 2 }, true, !me_first)
                            }
                            GameResult::Draw => (1, true, false),
                            GameResult::ForfeitWin(Side::First) => {
                                (if me_first { 2 } else { 0 }, false, false)
                            }
                            GameResult::ForfeitWin(Side::Second) => {
                                (if me_first { 0 } else { 2 }, false, false)
                            }
                            GameResult::DoubleForfeit => (0, false, false),
                        };
                        line.scored = scored;
                        line.played = played;
                        line.won = won;
                    }
                    _ => {}
                }
            }
            list.push(line);
        }
        all.insert(entry.id, list);
    }
    all
}

/// Points, games, wins and every tie-break, in points.
#[derive(Clone, Debug, PartialEq)]
struct Expected {
    points: f64,
    games: u32,
    wins: u32,
    direct: f64,
    sonneborn: f64,
    buchholz: f64,
    cut1: f64,
}

/// FIDE C.07 (2024), written out plainly: a round not played over the board that did not
/// score a win is a VUR; a player's own unplayed round counts as a game against an opponent
/// with their own score (Swiss; a round-robin counts a forfeit as nothing and leaves a rest
/// out); an opponent's score counts the VURs without an opponent after their last non-VUR
/// round as draws (Swiss) or nothing (round-robin); Cut-1 cuts a VUR first.
fn expected(tournament: &Tournament) -> BTreeMap<EntryId, Expected> {
    let lines = lines(tournament);
    let round_robin = tournament.format().is_round_robin();
    let points = |id: &EntryId| lines[id].iter().map(|l| l.scored as f64 / 2.0).sum::<f64>();
    let vur = |l: &Line| !l.played && l.scored < 2;
    let adjusted = |id: &EntryId| {
        let list = &lines[id];
        let last = list.iter().rposition(|l| !vur(l)).map_or(0, |i| i + 1);
        list.iter()
            .enumerate()
            .map(|(i, l)| {
                if i < last || l.opponent.is_some() {
                    l.scored as f64 / 2.0
                } else if round_robin {
                    0.0
                } else {
                    0.5
                }
            })
            .sum::<f64>()
    };
    let mut result = BTreeMap::new();
    for (id, list) in &lines {
        let my_points = points(id);
        // (value, is a VUR, points scored that round)
        let mut parts: Vec<(f64, bool, f64)> = Vec::new();
        for line in list {
            let mine = line.scored as f64 / 2.0;
            if line.played {
                parts.push((adjusted(&line.opponent.unwrap()), false, mine));
            } else if !round_robin {
                parts.push((my_points, vur(line), mine));
            } else if line.opponent.is_some() {
                parts.push((0.0, vur(line), mine));
            }
        }
        let buchholz: f64 = parts.iter().map(|p| p.0).sum();
        let sonneborn: f64 = parts.iter().map(|p| p.0 * p.2).sum();
        let lowest = |vurs_only: bool| {
            parts
                .iter()
                .filter(|p| !vurs_only || p.1)
                .map(|p| p.0)
                .fold(None, |m: Option<f64>, v| Some(m.map_or(v, |m| m.min(v))))
        };
        let cut = lowest(true).or(lowest(false)).unwrap_or(0.0);
        let tied: BTreeSet<EntryId> = lines
            .keys()
            .filter(|other| *other != id && points(other) == my_points)
            .copied()
            .collect();
        // Points against each tied player over the board, a pair met twice averaged.
        let mut against: BTreeMap<EntryId, Vec<f64>> = BTreeMap::new();
        for line in list.iter().filter(|l| l.played) {
            if let Some(o) = line.opponent.filter(|o| tied.contains(o)) {
                against.entry(o).or_default().push(line.scored as f64 / 2.0);
            }
        }
        let direct = against
            .values()
            .map(|v| v.iter().sum::<f64>() / v.len() as f64)
            .sum();
        result.insert(
            *id,
            Expected {
                points: my_points,
                games: list.iter().filter(|l| l.played).count() as u32,
                wins: list.iter().filter(|l| l.won).count() as u32,
                direct,
                sonneborn,
                buchholz,
                cut1: buchholz - cut,
            },
        );
    }
    result
}

/// The core's standings agree with the plain computation, and are ordered by points and
/// then the format's tie-breaks.
fn assert_standings_agree(tournament: &Tournament) {
    let standings = tournament.standings();
    let expected = expected(tournament);
    assert_eq!(standings.rows.len(), expected.len());
    for row in &standings.rows {
        let want = &expected[&row.entry];
        assert_eq!(row.points as f64 / 2.0, want.points, "{row:?}");
        assert_eq!(row.games, want.games, "{row:?}");
        assert_eq!(row.wins, want.wins, "{row:?}");
        for (tie_break, value) in standings.tie_breaks.iter().zip(&row.tie_breaks) {
            let want = match tie_break {
                TieBreak::DirectEncounter => want.direct,
                TieBreak::SonnebornBerger => want.sonneborn,
                TieBreak::Wins => want.wins as f64,
                TieBreak::BuchholzCut1 => want.cut1,
                TieBreak::Buchholz => want.buchholz,
            };
            assert_eq!(*value, want, "{tie_break:?} of {row:?}");
        }
    }
    let key = |row: &StandingRow| {
        let mut key = vec![row.points as f64];
        key.extend(&row.tie_breaks);
        key
    };
    let recursive_direct = standings.tie_breaks.first() == Some(&TieBreak::DirectEncounter);
    for pair in standings.rows.windows(2) {
        // Direct encounter applied again inside a group it left tied may put a player with
        // the lower later tie-breaks first (they won the game between the two): with it, the
        // order is checked on points and the first direct-encounter value only.
        let (first, second) = if recursive_direct && pair[0].points == pair[1].points {
            (key(&pair[0])[..2].to_vec(), key(&pair[1])[..2].to_vec())
        } else {
            (key(&pair[0]), key(&pair[1]))
        };
        assert!(first >= second, "{pair:?}");
        assert!(pair[0].rank <= pair[1].rank);
        // Different values, different places; equal values share one, unless direct
        // encounter, applied again inside a group it left tied, tells them apart.
        if key(&pair[0]) != key(&pair[1])
            || !standings.tie_breaks.contains(&TieBreak::DirectEncounter)
        {
            assert_eq!(pair[0].rank == pair[1].rank, key(&pair[0]) == key(&pair[1]));
        }
    }
}

/// Each player's sides round by round: in every game they were paired in, or (`played`)
/// only in the games played over the board (a forfeited game's colour does not count in a
/// Swiss, as in FIDE's rules).
fn sides(tournament: &Tournament, played: bool) -> BTreeMap<EntryId, Vec<Side>> {
    let mut sides: BTreeMap<EntryId, Vec<Side>> = BTreeMap::new();
    for pairing in tournament.rounds().iter().flatten() {
        if let Pairing::Game {
            first,
            second,
            result,
        } = *pairing
        {
            if played && !result.is_some_and(GameResult::is_played) {
                continue;
            }
            sides.entry(first).or_default().push(Side::First);
            sides.entry(second).or_default().push(Side::Second);
        }
    }
    sides
}

#[test]
fn a_seven_player_swiss_of_four_rounds() {
    let mut three_in_a_row = 0;
    for seed in 1..=60u64 {
        let mut rng = Rng(seed * 7919);
        let mut swiss = tournament(Format::Swiss { rounds: 4 }, 7, &mut rng);
        while !swiss.is_finished() {
            swiss.pair_next_round().unwrap();
            assert_each_active_player_once(&swiss);
            finish_round(&mut swiss, &mut rng);
        }
        assert_eq!(swiss.current_round(), 4);
        assert_eq!(swiss.pair_next_round(), Err(TournamentError::Finished));
        // No rematches: every pair of players played at most once (a forfeited game is not
        // played, so as in FIDE's rules its players may still meet).
        let mut met = HashSet::new();
        let mut byes = Vec::new();
        for pairing in swiss.rounds().iter().flatten() {
            match *pairing {
                Pairing::Game {
                    result: Some(GameResult::ForfeitWin(_) | GameResult::DoubleForfeit),
                    ..
                } => {}
                Pairing::Game { first, second, .. } => {
                    assert!(
                        met.insert((first.min(second), first.max(second))),
                        "seed {seed}"
                    )
                }
                Pairing::Bye { player, bye } => {
                    assert_eq!(bye, ByeKind::Full);
                    byes.push(player);
                }
            }
        }
        // Seven players: one bye a round, each to a different player.
        assert_eq!(byes.len(), 4);
        assert_eq!(
            byes.iter().collect::<HashSet<_>>().len(),
            4,
            "seed {seed}: {byes:?}"
        );
        for (player, sides) in sides(&swiss, true) {
            let firsts = sides.iter().filter(|s| **s == Side::First).count() as i64;
            // FIDE's absolute limit: never two games more with one colour.
            assert!(
                (2 * firsts - sides.len() as i64).abs() <= 2,
                "{player:?}: {sides:?}"
            );
            three_in_a_row += sides
                .windows(3)
                .filter(|w| w[0] == w[1] && w[1] == w[2])
                .count();
        }
        assert_standings_agree(&swiss);
    }
    // Colours alternate: in these 60 tournaments no player had the same colour three games
    // in a row (it was always avoidable).
    assert_eq!(three_in_a_row, 0);
}

#[test]
fn a_six_player_double_round_robin() {
    for seed in 1..=30u64 {
        let mut rng = Rng(seed * 104_729);
        let mut league = tournament(Format::DoubleRoundRobin, 6, &mut rng);
        assert_eq!(league.total_rounds(), 10);
        while !league.is_finished() {
            league.pair_next_round().unwrap();
            assert_each_active_player_once(&league);
            finish_round(&mut league, &mut rng);
        }
        // Everyone met everyone twice, once with each colour.
        let mut games = BTreeMap::new();
        for pairing in league.rounds().iter().flatten() {
            let Pairing::Game { first, second, .. } = *pairing else {
                panic!("no byes in an even field: {pairing:?}");
            };
            *games.entry((first, second)).or_insert(0) += 1;
        }
        assert_eq!(games.len(), 30);
        assert!(games.values().all(|&n| n == 1));
        for (player, sides) in sides(&league, false) {
            let firsts = sides.iter().filter(|s| **s == Side::First).count();
            assert_eq!(firsts * 2, sides.len(), "{player:?}");
            // And in each cycle at most one apart.
            let cycle = &sides[..5];
            let firsts = cycle.iter().filter(|s| **s == Side::First).count() as i64;
            assert!((2 * firsts - 5).abs() <= 1, "{player:?}: {cycle:?}");
        }
        assert_standings_agree(&league);
    }
}

#[test]
fn a_round_robin_withdrawal_forfeits_the_remaining_games() {
    let mut rng = Rng(5);
    let mut league = tournament(Format::RoundRobin, 5, &mut rng);
    league.pair_next_round().unwrap();
    finish_round(&mut league, &mut rng);
    league.pair_next_round().unwrap();
    let leaving = league.entries()[2].id;
    let board = league.board_of(leaving);
    league.withdraw(leaving).unwrap();
    assert_eq!(
        league.withdraw(leaving),
        Err(TournamentError::AlreadyWithdrawn(leaving))
    );
    if let Some(board) = board {
        let Pairing::Game { result, .. } = league.rounds()[1][board] else {
            panic!()
        };
        assert!(matches!(result, Some(GameResult::ForfeitWin(_))));
    }
    finish_round(&mut league, &mut rng);
    while !league.is_finished() {
        league.pair_next_round().unwrap();
        for pairing in league.rounds().last().unwrap() {
            if let Pairing::Game {
                first,
                second,
                result,
            } = *pairing
            {
                if first == leaving {
                    assert_eq!(result, Some(GameResult::ForfeitWin(Side::Second)));
                } else if second == leaving {
                    assert_eq!(result, Some(GameResult::ForfeitWin(Side::First)));
                } else {
                    assert_eq!(result, None);
                }
            }
        }
        finish_round(&mut league, &mut rng);
    }
    let row = league
        .standings()
        .rows
        .into_iter()
        .find(|r| r.entry == leaving)
        .unwrap();
    assert!(row.withdrawn);
    assert_standings_agree(&league);
}

#[test]
fn swiss_late_joiners_get_one_half_point_bye_until_half_the_rounds_started() {
    let mut rng = Rng(11);
    let mut swiss = tournament(Format::Swiss { rounds: 5 }, 6, &mut rng);
    swiss.pair_next_round().unwrap();
    finish_round(&mut swiss, &mut rng);
    swiss.pair_next_round().unwrap();
    // Two rounds of five started: still open.
    let late = swiss.join("late", 1500.0).unwrap();
    assert_eq!(
        swiss.rounds()[1].last(),
        Some(&Pairing::Bye {
            player: late,
            bye: ByeKind::Half
        })
    );
    finish_round(&mut swiss, &mut rng);
    swiss.pair_next_round().unwrap();
    assert!(swiss.rounds()[2].iter().any(|p| p.involves(late)));
    assert_eq!(swiss.join("later", 1500.0), Err(TournamentError::Closed));
    let row = swiss
        .standings()
        .rows
        .into_iter()
        .find(|r| r.entry == late)
        .unwrap();
    assert_eq!(row.points, 1);
    // Withdrawn players are not paired again.
    finish_round(&mut swiss, &mut rng);
    swiss.withdraw(late).unwrap();
    swiss.pair_next_round().unwrap();
    assert!(!swiss.rounds()[3].iter().any(|p| p.involves(late)));
    finish_round(&mut swiss, &mut rng);
    assert_standings_agree(&swiss);
}

#[test]
fn a_round_robin_is_closed_after_its_start_and_pairs_only_complete_rounds() {
    let mut rng = Rng(3);
    let mut league = tournament(Format::RoundRobin, 4, &mut rng);
    league.pair_next_round().unwrap();
    assert_eq!(league.join("late", 1500.0), Err(TournamentError::Closed));
    assert_eq!(
        league.pair_next_round(),
        Err(TournamentError::RoundInProgress)
    );
    assert_eq!(
        league.set_result(9, 0, GameResult::Draw),
        Err(TournamentError::NoSuchGame { round: 9, board: 0 })
    );
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(48))]

    #[test]
    fn every_active_player_is_paired_once_and_pairing_is_deterministic(
        players in 2u32..40,
        rounds in 1u32..8,
        seed in 1u64..u64::MAX,
        swiss in any::<bool>(),
    ) {
        let mut rng = Rng(seed);
        let format = if swiss { Format::Swiss { rounds } } else { Format::RoundRobin };
        let mut tournament = tournament(format, players.min(if swiss { 40 } else { 12 }), &mut rng);
        while !tournament.is_finished() {
            let mut again = tournament.clone();
            let paired = tournament.pair_next_round();
            let repeated = again.pair_next_round();
            prop_assert_eq!(&paired, &repeated);
            if paired.is_err() {
                // Too few players left.
                break;
            }
            assert_each_active_player_once(&tournament);
            finish_round(&mut tournament, &mut rng);
            // Now and then someone withdraws, or (in a Swiss) joins late.
            if rng.below(4) == 0 {
                let id = tournament.entries()[rng.below(tournament.entries().len())].id;
                let _ = tournament.withdraw(id);
            }
            if swiss && rng.below(4) == 0 {
                let _ = tournament.join("late", 1400.0);
            }
        }
        assert_standings_agree(&tournament);
    }
}

#[test]
fn bench_pairing_prints_its_median_and_worst_times() {
    let output = support::cli::hextable(&["bench", "pairing", "--games", "3"]);
    assert!(output.status.success(), "{output:?}");
    let stdout = String::from_utf8(output.stdout).unwrap();
    let labels: Vec<&str> = stdout
        .lines()
        .map(|line| {
            let (label, value) = line.split_once(": ").unwrap();
            assert!(value.parse::<f64>().unwrap() > 0.0, "{line}");
            label
        })
        .collect();
    // The Swiss rounds of 256 and 1,000 players, then the 256-player brackets built and drawn.
    let mut wanted = vec![
        "pairing-swiss-256 median ms".to_owned(),
        "pairing-swiss-256 worst ms".to_owned(),
        "pairing-swiss-1000 median ms".to_owned(),
        "pairing-swiss-1000 worst ms".to_owned(),
    ];
    for kind in ["single", "double"] {
        for figure in [
            "build median ms",
            "build worst ms",
            "draw median ms",
            "draw worst ms",
        ] {
            wanted.push(format!("bracket-{kind}-256 {figure}"));
        }
        wanted.push(format!("bracket-{kind}-256 png bytes"));
    }
    assert_eq!(labels, wanted, "{stdout}");
}

#[test]
fn a_swiss_never_pairs_an_avoided_pair() {
    for seed in 1..=20u64 {
        let mut rng = Rng(seed * 104_729);
        let mut swiss = tournament(Format::Swiss { rounds: 5 }, 9, &mut rng);
        let ids: Vec<EntryId> = swiss.entries().iter().map(|e| e.id).collect();
        // Neighbours in rating would meet first: forbid a few of them.
        let avoided = [(ids[0], ids[1]), (ids[2], ids[3]), (ids[4], ids[8])];
        for &(a, b) in &avoided {
            assert_eq!(swiss.avoid(a, b), Ok(true));
            assert_eq!(swiss.avoid(b, a), Ok(false));
        }
        while !swiss.is_finished() {
            swiss.pair_next_round().unwrap();
            finish_round(&mut swiss, &mut rng);
        }
        for pairing in swiss.rounds().iter().flatten() {
            if let Pairing::Game { first, second, .. } = *pairing {
                let pair = (first.min(second), first.max(second));
                assert!(
                    !avoided.iter().any(|&(a, b)| (a.min(b), a.max(b)) == pair),
                    "seed {seed}: {pair:?}"
                );
            }
        }
    }
}
