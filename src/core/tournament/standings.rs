//! Standings: points, games, and the format's tie-breaks.
//!
//! Round-robin: direct encounter (points among the players tied on points), Sonneborn-Berger,
//! games won. Swiss: Buchholz Cut-1, Buchholz, Sonneborn-Berger.
//!
//! Unplayed rounds (byes, forfeits either way, rounds missed before joining or after
//! withdrawing) are counted as FIDE's tie-break regulations in force until 2023 say, on
//! unplayed games (Handbook C.02, tie-break regulations, the "virtual opponent" rule;
//! <https://handbook.fide.com/chapter/TieBreakRegulations2022>):
//!
//! * "For tie-break purposes all unplayed games in which players are indirectly involved
//!   (results by forfeit of opponents) are considered to have been drawn": an opponent's
//!   score, as it enters Buchholz and Sonneborn-Berger, counts each of the opponent's unplayed
//!   rounds as half a point ([`Standings`] calls it the opponent's adjusted score).
//! * "A player who has no opponent will be considered as having played against a virtual
//!   opponent who has the same number of points at the beginning of the round and who draws
//!   in all the following rounds. For the round itself the result by forfeit will be
//!   considered as a normal result": the virtual opponent of player P in round R has
//!   `Svon = SPR + (1 − SfPR) + 0.5 · (n − R)`, with `SPR` P's score before round R, `SfPR`
//!   what P scored in round R, and `n` the rounds so far. It enters Buchholz as that score,
//!   and Sonneborn-Berger times what P scored in the round.
//!
//! FIDE's regulations from 2023 (C.07) manage unplayed rounds differently (a draw against
//! oneself in places, opponents' rounds after their withdrawal as draws); the virtual
//! opponent is the rule most pairing programs and players know, and the one checked here
//! against FIDE's own worked examples (see the tests).
//!
//! Buchholz Cut-1 leaves out the least of a player's Buchholz contributions. Points are
//! whole and half points; the tie-break values are exact multiples of a quarter.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::format::{
    shown_points, ByeKind, Entry, EntryId, Format, GameResult, HalfPoints, Pairing, TieBreak,
};
use crate::{
    render::{StandingsHeadings, StandingsLine, StandingsTable},
    rules::Side,
};

/// One player's line of the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct StandingRow {
    /// Place: players equal on points and every tie-break share it.
    pub rank: u32,
    /// The player.
    pub entry: EntryId,
    /// The player's name.
    pub name: String,
    /// The player's seeding rating.
    pub rating: f64,
    /// Points, in halves.
    pub points: HalfPoints,
    /// Games played over the board.
    pub games: u32,
    /// Games won over the board.
    pub wins: u32,
    /// The format's tie-breaks, in [`Standings::tie_breaks`] order, in points.
    pub tie_breaks: Vec<f64>,
    /// Whether the player withdrew.
    pub withdrawn: bool,
}

/// The standings of a tournament after the rounds played so far.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Standings {
    /// The tie-breaks, in the order they rank players.
    pub tie_breaks: Vec<TieBreak>,
    /// The rounds the standings count (paired so far).
    pub rounds: u32,
    /// Every player, best first.
    pub rows: Vec<StandingRow>,
}

/// What one round gave one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) enum Record {
    /// A game played over the board.
    Played {
        opponent: EntryId,
        side: Side,
        points: HalfPoints,
    },
    /// No game: a bye, a forfeit either way, a round missed.
    Unplayed {
        opponent: Option<EntryId>,
        points: HalfPoints,
    },
    /// A game still being played.
    Pending { opponent: EntryId, side: Side },
}

impl Record {
    pub(super) fn points(self) -> HalfPoints {
        match self {
            Record::Played { points, .. } | Record::Unplayed { points, .. } => points,
            Record::Pending { .. } => 0,
        }
    }

    pub(super) fn opponent(self) -> Option<EntryId> {
        match self {
            Record::Played { opponent, .. } | Record::Pending { opponent, .. } => Some(opponent),
            Record::Unplayed { opponent, .. } => opponent,
        }
    }
}

/// Every player's record of every round, in entry order: a round without a board for the
/// player (before joining, after withdrawing) is an unplayed round with nothing scored.
pub(super) fn records(entries: &[Entry], rounds: &[Vec<Pairing>]) -> HashMap<EntryId, Vec<Record>> {
    let nothing = Record::Unplayed {
        opponent: None,
        points: 0,
    };
    let mut records: HashMap<EntryId, Vec<Record>> = entries
        .iter()
        .map(|e| (e.id, vec![nothing; rounds.len()]))
        .collect();
    for (r, round) in rounds.iter().enumerate() {
        for pairing in round {
            match *pairing {
                Pairing::Bye { player, bye } => {
                    if let Some(list) = records.get_mut(&player) {
                        list[r] = Record::Unplayed {
                            opponent: None,
                            points: ByeKind::points(bye),
                        };
                    }
                }
                Pairing::Game {
                    first,
                    second,
                    result,
                } => {
                    for (me, other, side) in
                        [(first, second, Side::First), (second, first, Side::Second)]
                    {
                        let record = match result {
                            None => Record::Pending {
                                opponent: other,
                                side,
                            },
                            Some(result) if result.is_played() => Record::Played {
                                opponent: other,
                                side,
                                points: result.points_of(side),
                            },
                            Some(result) => Record::Unplayed {
                                opponent: Some(other),
                                points: result.points_of(side),
                            },
                        };
                        if let Some(list) = records.get_mut(&me) {
                            list[r] = record;
                        }
                    }
                }
            }
        }
    }
    records
}

/// Whether a game was won over the board by `side` (for the wins tie-break).
fn won(result: Option<GameResult>, side: Side) -> bool {
    result == Some(GameResult::Win(side))
}

/// The standings of `entries` after `rounds` in `format`.
pub fn standings(format: Format, entries: &[Entry], rounds: &[Vec<Pairing>]) -> Standings {
    let records = records(entries, rounds);
    let n = rounds.len() as i64;
    let empty = Vec::new();
    let of = |id: EntryId| records.get(&id).unwrap_or(&empty);
    let points: HashMap<EntryId, HalfPoints> = entries
        .iter()
        .map(|e| (e.id, of(e.id).iter().map(|r| r.points()).sum()))
        .collect();
    // An opponent's score with each of their unplayed rounds counted as a draw.
    let adjusted: HashMap<EntryId, i64> = entries
        .iter()
        .map(|e| {
            let score = of(e.id)
                .iter()
                .map(|r| match r {
                    Record::Played { points, .. } => i64::from(*points),
                    Record::Unplayed { .. } => 1,
                    Record::Pending { .. } => 0,
                })
                .sum();
            (e.id, score)
        })
        .collect();
    let mut rows: Vec<StandingRow> = entries
        .iter()
        .map(|entry| {
            let list = of(entry.id);
            // Buchholz contributions and Sonneborn-Berger, in half-points and quarter-points.
            let mut contributions = Vec::with_capacity(list.len());
            let mut sonneborn = 0i64;
            let mut before = 0i64;
            for (r, record) in list.iter().enumerate() {
                let round = r as i64 + 1;
                match *record {
                    Record::Played {
                        opponent, points, ..
                    } => {
                        let opponent = adjusted.get(&opponent).copied().unwrap_or(0);
                        contributions.push(opponent);
                        sonneborn += i64::from(points) * opponent;
                    }
                    Record::Unplayed { points, .. } => {
                        let virtual_opponent = before + (2 - i64::from(points)) + (n - round);
                        contributions.push(virtual_opponent);
                        sonneborn += i64::from(points) * virtual_opponent;
                    }
                    Record::Pending { .. } => {}
                }
                before += i64::from(record.points());
            }
            let buchholz: i64 = contributions.iter().sum();
            let cut = buchholz - contributions.iter().min().copied().unwrap_or(0);
            let mut row = StandingRow {
                rank: 0,
                entry: entry.id,
                name: entry.name.clone(),
                rating: entry.rating,
                points: points.get(&entry.id).copied().unwrap_or(0),
                games: list
                    .iter()
                    .filter(|r| matches!(r, Record::Played { .. }))
                    .count() as u32,
                wins: 0,
                tie_breaks: Vec::new(),
                withdrawn: entry.withdrawn_after.is_some(),
            };
            row.wins = rounds
                .iter()
                .flatten()
                .filter(|p| match **p {
                    Pairing::Game {
                        first,
                        second,
                        result,
                    } => {
                        (first == entry.id && won(result, Side::First))
                            || (second == entry.id && won(result, Side::Second))
                    }
                    Pairing::Bye { .. } => false,
                })
                .count() as u32;
            row.tie_breaks = format
                .tie_breaks()
                .iter()
                .map(|tie_break| match tie_break {
                    TieBreak::Buchholz => buchholz as f64 / 2.0,
                    TieBreak::BuchholzCut1 => cut as f64 / 2.0,
                    TieBreak::SonnebornBerger => sonneborn as f64 / 4.0,
                    TieBreak::Wins => f64::from(row.wins),
                    // Filled in below, once the ties on points are known.
                    TieBreak::DirectEncounter => 0.0,
                })
                .collect();
            row
        })
        .collect();
    if let Some(column) = format
        .tie_breaks()
        .iter()
        .position(|t| *t == TieBreak::DirectEncounter)
    {
        for i in 0..rows.len() {
            let tied: Vec<EntryId> = rows
                .iter()
                .filter(|r| r.points == rows[i].points && r.entry != rows[i].entry)
                .map(|r| r.entry)
                .collect();
            let among: HalfPoints = of(rows[i].entry)
                .iter()
                .filter(|r| r.opponent().is_some_and(|o| tied.contains(&o)))
                .map(|r| r.points())
                .sum();
            rows[i].tie_breaks[column] = f64::from(among) / 2.0;
        }
    }
    let key = |row: &StandingRow| (row.points, row.tie_breaks.clone());
    rows.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then_with(|| compare_values(&b.tie_breaks, &a.tie_breaks))
            .then(b.rating.total_cmp(&a.rating))
            .then(a.entry.cmp(&b.entry))
    });
    let mut rank = 0;
    for i in 0..rows.len() {
        if i == 0 || key(&rows[i]) != key(&rows[i - 1]) {
            rank = i as u32 + 1;
        }
        rows[i].rank = rank;
    }
    Standings {
        tie_breaks: format.tie_breaks().to_vec(),
        rounds: rounds.len() as u32,
        rows,
    }
}

impl Standings {
    /// The table the standings picture draws: every cell as shown (points `3½`, tie-breaks
    /// in quarters `12¼`, ratings rounded), headed `title`, English column headings.
    pub fn table(&self, title: impl Into<String>) -> StandingsTable {
        StandingsTable {
            title: title.into(),
            headings: StandingsHeadings::default(),
            tie_breaks: self
                .tie_breaks
                .iter()
                .map(|t| t.code().to_owned())
                .collect(),
            lines: self
                .rows
                .iter()
                .map(|row| StandingsLine {
                    rank: row.rank.to_string(),
                    name: row.name.clone(),
                    points: shown_points(row.points),
                    games: row.games.to_string(),
                    tie_breaks: row.tie_breaks.iter().map(|&v| shown_quarters(v)).collect(),
                    rating: format!("{}", row.rating.round()),
                    withdrawn: row.withdrawn,
                })
                .collect(),
        }
    }
}

/// A tie-break value as people read it: `12`, `12½`, `3¼`, `¾`.
pub fn shown_quarters(value: f64) -> String {
    let quarters = (value * 4.0).round() as i64;
    let (whole, part) = (quarters.div_euclid(4), quarters.rem_euclid(4));
    let fraction = ["", "¼", "½", "¾"][part as usize];
    match (whole, part) {
        (0, 1..) => fraction.to_owned(),
        _ => format!("{whole}{fraction}"),
    }
}

fn compare_values(a: &[f64], b: &[f64]) -> std::cmp::Ordering {
    a.iter()
        .zip(b)
        .map(|(x, y)| x.total_cmp(y))
        .find(|o| o.is_ne())
        .unwrap_or(std::cmp::Ordering::Equal)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(id: u32, rating: f64) -> Entry {
        Entry {
            id: EntryId(id),
            name: format!("p{id}"),
            rating,
            joined_round: 1,
            withdrawn_after: None,
        }
    }

    fn game(first: u32, second: u32, result: GameResult) -> Pairing {
        Pairing::Game {
            first: EntryId(first),
            second: EntryId(second),
            result: Some(result),
        }
    }

    #[test]
    fn the_fide_examples_of_a_virtual_opponent() {
        // FIDE's example 1: after two rounds P has 1½ and does not show up in round 3 of 3.
        // The virtual opponent then has 1½ + 1 + 0 = 2½.
        let entries: Vec<_> = (1..=4).map(|i| entry(i, 1500.0)).collect();
        let rounds = vec![
            vec![
                game(1, 2, GameResult::Win(Side::First)),
                game(3, 4, GameResult::Draw),
            ],
            vec![game(1, 3, GameResult::Draw), game(2, 4, GameResult::Draw)],
            vec![
                game(1, 4, GameResult::ForfeitWin(Side::Second)),
                game(2, 3, GameResult::Win(Side::First)),
            ],
        ];
        let table = standings(Format::Swiss { rounds: 3 }, &entries, &rounds);
        let p1 = table.rows.iter().find(|r| r.entry == EntryId(1)).unwrap();
        assert_eq!(p1.points, 3);
        // Opponents: p2 has 0 + ½ + 1 = 1½, p3 has ½ + ½ + 0 = 1, the virtual one 2½.
        assert_eq!(p1.tie_breaks[1], 5.0);
        assert_eq!(p1.tie_breaks[0], 4.0);
        // p4 won round 3 by forfeit (FIDE's example 2's case): before it 1, so its virtual
        // opponent has 1 + 0 + 0 = 1, scored against with a full point.
        let p4 = table.rows.iter().find(|r| r.entry == EntryId(4)).unwrap();
        assert_eq!(p4.points, 4);
        // p4's opponents: p3 (1), p2 (1½), the virtual one (1): SB = ½·1 + ½·1½ + 1·1.
        assert_eq!(p4.tie_breaks[2], 2.25);
    }

    #[test]
    fn tie_breaks_show_in_quarters() {
        assert_eq!(shown_quarters(12.0), "12");
        assert_eq!(shown_quarters(12.5), "12½");
        assert_eq!(shown_quarters(3.25), "3¼");
        assert_eq!(shown_quarters(0.75), "¾");
        assert_eq!(shown_quarters(0.0), "0");
    }

    #[test]
    fn ties_share_a_rank_and_direct_encounter_breaks_round_robin_ties() {
        let entries: Vec<_> = (1..=3).map(|i| entry(i, 1500.0)).collect();
        let rounds = vec![
            vec![game(1, 2, GameResult::Win(Side::First))],
            vec![game(2, 3, GameResult::Win(Side::First))],
            vec![game(3, 1, GameResult::Win(Side::First))],
        ];
        let table = standings(Format::RoundRobin, &entries, &rounds);
        assert!(table.rows.iter().all(|r| r.rank == 1 && r.points == 2));
        assert!(table.rows.iter().all(|r| r.tie_breaks[0] == 1.0));
    }
}
