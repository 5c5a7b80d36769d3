//! Standings: points, games, and the format's tie-breaks, as FIDE's Tie-Break Regulations
//! (Handbook C.07, approved 2023, in force since 2024) define them.
//!
//! Round-robin: direct encounter, Sonneborn-Berger, games won over the board (C.07's WON).
//! Swiss: Buchholz Cut-1, Buchholz, Sonneborn-Berger. Standings count complete rounds only:
//! asked while a round is being played, they are the standings after the round before.
//!
//! Unplayed rounds (C.07 article 16). A round without a game over the board is *unplayed*: a
//! bye, a forfeit either way, a round missed before joining or after withdrawing. Those that
//! did not score a win (a half-point bye, a forfeit loss, a double forfeit, a round missed)
//! are *voluntarily unplayed rounds* (VURs); a pairing bye and a forfeit win are not.
//!
//! * A player's own unplayed round enters their Buchholz and Sonneborn-Berger as a game
//!   against a *dummy opponent* who has the player's own score (a game "against yourself"),
//!   scored as the round was scored: Buchholz adds the player's score, Sonneborn-Berger the
//!   player's score times the points the round gave.
//! * An opponent's score, as it enters Buchholz and Sonneborn-Berger, is their score with
//!   every VUR without an opponent after their last round that was not a VUR (the rounds
//!   after a withdrawal, a half-point or zero bye at the end) counted as a draw.
//! * Buchholz Cut-1 leaves out the least significant value; a VUR's value is cut first
//!   whenever the player has one.
//! * In a round-robin (as the FIDE TEC's reference tie-break server computes it): a rest round
//!   without an opponent enters no tie-break, a forfeit enters Sonneborn-Berger with
//!   nothing, and an opponent's rounds after their withdrawal count what they scored.
//! * Direct encounter (C.07 article 6): among the players equal on points, the points each
//!   scored in the games played over the board between them (a pair that met twice counts
//!   the average); applied again inside any group it leaves tied, until nothing changes.
//!
//! Checked on the FIDE TEC tie-break exercise of 18 March 2024 (the tests below). Points are
//! whole and half points; tie-break values are exact multiples of a quarter, kept as integers.

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
    /// Place: players equal on points and every tie-break share it (no rule beyond the
    /// tie-breaks decides between them).
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
    /// The rounds the standings count (the complete ones).
    pub rounds: u32,
    /// The round being played, if one is (its results are not counted yet).
    #[serde(default)]
    pub in_play: Option<u32>,
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

impl Record {
    /// A voluntarily unplayed round (C.07): unplayed, and not scored as a win.
    fn is_vur(self) -> bool {
        match self {
            Record::Played { .. } => false,
            Record::Unplayed { points, .. } => points < 2,
            Record::Pending { .. } => true,
        }
    }
}

/// One value a round gives a player's Buchholz: the opponent's (or the dummy opponent's)
/// score in half-points, whether the round is a VUR, and the half-points the player scored.
#[derive(Clone, Copy, Debug)]
struct Contribution {
    opponent: i64,
    vur: bool,
    scored: i64,
}

/// A player's score as it enters their opponents' tie-breaks, in half-points: each VUR
/// without an opponent after the player's last round that was not a VUR counts as a draw in a
/// Swiss (nothing in a round-robin, where such a round is a rest or follows a withdrawal).
fn adjusted_score(list: &[Record], round_robin: bool) -> i64 {
    let last = list.iter().rposition(|r| !r.is_vur()).map_or(0, |i| i + 1);
    list.iter()
        .enumerate()
        .map(|(i, record)| {
            if i < last || record.opponent().is_some() {
                i64::from(record.points())
            } else if round_robin {
                0
            } else {
                1
            }
        })
        .sum()
}

/// What each round gives a player's Buchholz and Sonneborn-Berger.
fn contributions(
    list: &[Record],
    own: i64,
    adjusted: &HashMap<EntryId, i64>,
    round_robin: bool,
) -> Vec<Contribution> {
    list.iter()
        .filter_map(|record| match *record {
            Record::Played {
                opponent, points, ..
            } => Some(Contribution {
                opponent: adjusted.get(&opponent).copied().unwrap_or(0),
                vur: false,
                scored: i64::from(points),
            }),
            // The dummy opponent: the player's own score.
            _ if !round_robin => Some(Contribution {
                opponent: own,
                vur: record.is_vur(),
                scored: i64::from(record.points()),
            }),
            // A round-robin's forfeit counts nothing; its rest round is left out.
            _ => record.opponent().map(|_| Contribution {
                opponent: 0,
                vur: record.is_vur(),
                scored: i64::from(record.points()),
            }),
        })
        .collect()
}

/// The value Buchholz Cut-1 leaves out: the least one, a VUR's first.
fn cut_value(parts: &[Contribution]) -> i64 {
    let least = |vur_only: bool| {
        parts
            .iter()
            .filter(|p| !vur_only || p.vur)
            .map(|p| (p.opponent, p.opponent * p.scored))
            .min()
    };
    least(true)
        .or_else(|| least(false))
        .map_or(0, |(value, _)| value)
}

/// Direct encounter among `group` (players equal on points so far): the points each scored
/// over the board against the others of the group, in quarter-points, a pair that met more
/// than once counting its average.
fn encounter_scores(
    group: &[EntryId],
    records: &HashMap<EntryId, Vec<Record>>,
) -> HashMap<EntryId, i64> {
    group
        .iter()
        .map(|&me| {
            let mut met: HashMap<EntryId, (i64, i64)> = HashMap::new();
            for record in records.get(&me).into_iter().flatten() {
                if let Record::Played {
                    opponent, points, ..
                } = *record
                {
                    if group.contains(&opponent) {
                        let entry = met.entry(opponent).or_default();
                        entry.0 += i64::from(points);
                        entry.1 += 1;
                    }
                }
            }
            // Half-points averaged, in quarters: a game of 2 half-points gives 4.
            let score: i64 = met.values().map(|(sum, n)| sum * 2 / n.max(&1)).sum();
            (me, score)
        })
        .collect()
}

/// The direct-encounter order of `group`: a rank (0 first) per player, ties sharing one,
/// applied again inside every subgroup it leaves tied (C.07 article 6).
fn encounter_ranks(
    group: &[EntryId],
    records: &HashMap<EntryId, Vec<Record>>,
    ranks: &mut HashMap<EntryId, i64>,
    offset: i64,
) {
    let scores = encounter_scores(group, records);
    let mut order: Vec<EntryId> = group.to_vec();
    order.sort_by_key(|id| std::cmp::Reverse(scores.get(id).copied().unwrap_or(0)));
    let mut start = 0;
    while start < order.len() {
        let score = scores.get(&order[start]).copied().unwrap_or(0);
        let end = start
            + order[start..]
                .iter()
                .take_while(|id| scores.get(id).copied().unwrap_or(0) == score)
                .count();
        let tied = &order[start..end];
        if tied.len() > 1 && tied.len() < group.len() {
            encounter_ranks(tied, records, ranks, offset + start as i64);
        } else {
            for id in tied {
                ranks.insert(*id, offset + start as i64);
            }
        }
        start = end;
    }
}

/// The standings of `entries` after `rounds` (every one of them complete) in `format`.
pub fn standings(format: Format, entries: &[Entry], rounds: &[Vec<Pairing>]) -> Standings {
    let records = records(entries, rounds);
    let round_robin = format.is_round_robin();
    let empty = Vec::new();
    let of = |id: EntryId| records.get(&id).unwrap_or(&empty);
    let points: HashMap<EntryId, HalfPoints> = entries
        .iter()
        .map(|e| (e.id, of(e.id).iter().map(|r| r.points()).sum()))
        .collect();
    let adjusted: HashMap<EntryId, i64> = entries
        .iter()
        .map(|e| (e.id, adjusted_score(of(e.id), round_robin)))
        .collect();
    // Each tie-break in quarter-points (wins: whole games), larger first.
    let mut values: HashMap<EntryId, Vec<i64>> = HashMap::new();
    let mut rows: Vec<StandingRow> = entries
        .iter()
        .map(|entry| {
            let list = of(entry.id);
            let own = i64::from(points.get(&entry.id).copied().unwrap_or(0));
            let parts = contributions(list, own, &adjusted, round_robin);
            let buchholz: i64 = parts.iter().map(|p| p.opponent).sum();
            let cut = buchholz - cut_value(&parts);
            let sonneborn: i64 = parts.iter().map(|p| p.opponent * p.scored).sum();
            let wins = rounds
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
            let quarters: Vec<i64> = format
                .tie_breaks()
                .iter()
                .map(|tie_break| match tie_break {
                    TieBreak::Buchholz => buchholz * 2,
                    TieBreak::BuchholzCut1 => cut * 2,
                    TieBreak::SonnebornBerger => sonneborn,
                    TieBreak::Wins => i64::from(wins) * 4,
                    // Filled in below, once the ties on points are known.
                    TieBreak::DirectEncounter => 0,
                })
                .collect();
            values.insert(entry.id, quarters);
            StandingRow {
                rank: 0,
                entry: entry.id,
                name: entry.name.clone(),
                rating: entry.rating,
                points: points.get(&entry.id).copied().unwrap_or(0),
                games: list
                    .iter()
                    .filter(|r| matches!(r, Record::Played { .. }))
                    .count() as u32,
                wins,
                tie_breaks: Vec::new(),
                withdrawn: entry.withdrawn_after.is_some(),
            }
        })
        .collect();
    // The order key of each player: the values, with direct encounter's place (applied
    // again inside the groups it leaves tied) in its column.
    let mut keys = values.clone();
    if let Some(column) = format
        .tie_breaks()
        .iter()
        .position(|t| *t == TieBreak::DirectEncounter)
    {
        let mut by_points: HashMap<HalfPoints, Vec<EntryId>> = HashMap::new();
        for row in &rows {
            by_points.entry(row.points).or_default().push(row.entry);
        }
        for group in by_points.values() {
            let scores = encounter_scores(group, &records);
            let mut ranks = HashMap::new();
            encounter_ranks(group, &records, &mut ranks, 0);
            for id in group {
                if let Some(list) = values.get_mut(id) {
                    list[column] = scores.get(id).copied().unwrap_or(0);
                }
                if let Some(list) = keys.get_mut(id) {
                    list[column] = -ranks.get(id).copied().unwrap_or(0);
                }
            }
        }
    }
    for row in &mut rows {
        row.tie_breaks = values
            .get(&row.entry)
            .map(|v| v.iter().map(|&q| q as f64 / 4.0).collect())
            .unwrap_or_default();
    }
    let key = |row: &StandingRow| {
        (
            row.points,
            keys.get(&row.entry).cloned().unwrap_or_default(),
        )
    };
    rows.sort_by(|a, b| {
        key(b)
            .cmp(&key(a))
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
        in_play: None,
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
                    hot: false,
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

    /// The FIDE TEC's tie-break exercise for the C.07 regulations (tec.fide.com, 18 March
    /// 2024): a Swiss of five rounds, each player's rounds as `+W9` (won with the first move
    /// against 9), `=B13` (drawn second), `-F11` (lost by forfeit to 11), `+BYE` (pairing
    /// bye), `=BYE` (half-point bye), `--` (not paired). Player 12 lost to 4, had the pairing
    /// bye in round 2, won round 3 by forfeit and withdrew.
    const FIDE_EXERCISE: &str = "\
        1 +W9 =B13 =W2 +B15 =W4
        2 +B10 +W7 =B1 +W16 =B3
        3 =W11 +B6 +W8 =B4 =W2
        4 +B12 =BYE +W13 =W3 =B1
        5 -W13 -B15 +W11 =B7 +W10
        6 -B14 -W3 +BYE +W10 +B8
        7 +W15 -B2 -B16 =W5 -B11
        8 =B16 +W14 -B3 +W13 -W6
        9 -B1 -W10 =BYE -F11 +BYE
        10 -W2 +B9 -W15 -B6 -B5
        11 =B3 -W16 -B5 +F9 +W7
        12 -W4 +BYE +F14 -- --
        13 +B5 =W1 -B4 -B8 -W14
        14 +W6 -B8 -F12 -- +B13
        15 -B7 +W5 +B10 -W1 -B16
        16 =W8 +B11 +W7 -B2 +W15";

    /// The exercise's tournament: entries 1 … 16 and its five rounds.
    fn fide_exercise() -> (Vec<Entry>, Vec<Vec<Pairing>>) {
        let mut entries: Vec<Entry> = (1..=16).map(|i| entry(i, 1500.0)).collect();
        entries[11].withdrawn_after = Some(3);
        let mut rounds: Vec<Vec<Pairing>> = vec![Vec::new(); 5];
        for line in FIDE_EXERCISE.lines() {
            let mut words = line.split_whitespace();
            let me: u32 = words.next().unwrap().parse().unwrap();
            for (r, word) in words.enumerate() {
                let points = match &word[..1] {
                    "+" => 2,
                    "=" => 1,
                    _ => 0,
                };
                let rest = &word[1..];
                let bye = match rest {
                    "BYE" if points == 2 => Some(ByeKind::Full),
                    "BYE" => Some(ByeKind::Half),
                    "-" => Some(ByeKind::Zero),
                    _ => None,
                };
                if let Some(bye) = bye {
                    rounds[r].push(Pairing::Bye {
                        player: EntryId(me),
                        bye,
                    });
                    continue;
                }
                let other: u32 = rest[1..].parse().unwrap();
                // Each game once: from the player who moved first (or won the forfeit).
                let (first, side) = match &rest[..1] {
                    "W" => (true, Side::First),
                    "B" => (false, Side::Second),
                    _ if points == 2 => (true, Side::First),
                    _ => (false, Side::Second),
                };
                if !first {
                    continue;
                }
                let result = match (&rest[..1], points) {
                    ("F", _) => GameResult::ForfeitWin(side),
                    (_, 1) => GameResult::Draw,
                    (_, 2) => GameResult::Win(Side::First),
                    _ => GameResult::Win(Side::Second),
                };
                rounds[r].push(game(me, other, result));
            }
        }
        (entries, rounds)
    }

    fn row(table: &Standings, id: u32) -> &StandingRow {
        table.rows.iter().find(|r| r.entry == EntryId(id)).unwrap()
    }

    #[test]
    fn the_fide_tec_exercise_of_2024_buchholz_and_cut_1() {
        let (entries, rounds) = fide_exercise();
        let table = standings(Format::Swiss { rounds: 5 }, &entries, &rounds);
        // Columns: Buchholz Cut-1, Buchholz, Sonneborn-Berger.
        let bh = |id| row(&table, id).tie_breaks[1];
        let cut = |id| row(&table, id).tie_breaks[0];
        // Exercise 1: opponents' scores as they are.
        assert_eq!(bh(2), 13.0);
        // Exercise 2: opponents with byes count their scores as they are.
        assert_eq!(bh(1), 12.5);
        assert_eq!(bh(3), 15.5);
        // Exercise 3: an opponent's forfeit and pairing byes.
        assert_eq!(bh(5), 8.5);
        assert_eq!(bh(8), 13.5);
        assert_eq!(bh(11), 13.5);
        // Exercise 4: the dummy opponent (4's half-point bye counts 4's own 3½), and an
        // opponent who withdrew (12: 2 points, and a draw for each of rounds 4 and 5).
        assert_eq!(bh(16), 12.5);
        assert_eq!(bh(4), 15.0);
        // Exercise 5: Cut-1, a VUR's value cut first.
        assert_eq!(cut(5), 7.5);
        assert_eq!(cut(8), 12.0);
        assert_eq!(cut(11), 12.0);
        assert_eq!(row(&table, 12).points, 4);
    }

    #[test]
    fn a_pairing_bye_is_a_game_against_yourself() {
        // The case: after round 1 the player with the bye has 1 point, Buchholz 1
        // (the dummy opponent has the player's score), Sonneborn-Berger 1 (1 × 1), and
        // Cut-1 0 (the only value cut).
        let entries: Vec<_> = (1..=3).map(|i| entry(i, 1500.0)).collect();
        let rounds = vec![vec![
            game(1, 2, GameResult::Win(Side::First)),
            Pairing::Bye {
                player: EntryId(3),
                bye: ByeKind::Full,
            },
        ]];
        let table = standings(Format::Swiss { rounds: 3 }, &entries, &rounds);
        assert_eq!(row(&table, 3).tie_breaks, vec![0.0, 1.0, 1.0]);
        assert_eq!(row(&table, 1).tie_breaks, vec![0.0, 0.0, 0.0]);
        // Sonneborn-Berger of the exercise's player 4, by hand: 12 (3, won: 3), the bye (own
        // 3½, scored ½: 1¾), 13 (1½, won: 1½), 3 (3½, drawn: 1¾), 1 (3½, drawn: 1¾).
        let (entries, rounds) = fide_exercise();
        let table = standings(Format::Swiss { rounds: 5 }, &entries, &rounds);
        assert_eq!(row(&table, 4).tie_breaks[2], 9.75);
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

    #[test]
    fn direct_encounter_is_applied_again_inside_the_groups_it_leaves_tied() {
        // Four players: 1 and 2 score 2 among the four, 3 and 4 score 1; then 2 beat 1 and 3
        // beat 4, so the order is 2, 1, 3, 4.
        let entries: Vec<_> = (1..=4).map(|i| entry(i, 1500.0)).collect();
        let rounds = vec![
            vec![
                game(1, 3, GameResult::Win(Side::First)),
                game(2, 4, GameResult::Win(Side::Second)),
            ],
            vec![
                game(1, 4, GameResult::Win(Side::First)),
                game(2, 3, GameResult::Win(Side::First)),
            ],
            vec![
                game(2, 1, GameResult::Win(Side::First)),
                game(3, 4, GameResult::Win(Side::First)),
            ],
        ];
        let records = records(&entries, &rounds);
        let group: Vec<EntryId> = (1..=4).map(EntryId).collect();
        let mut ranks = HashMap::new();
        encounter_ranks(&group, &records, &mut ranks, 0);
        let order: Vec<i64> = group.iter().map(|id| ranks[id]).collect();
        assert_eq!(order, vec![1, 0, 2, 3]);
    }

    #[test]
    fn a_round_robin_rest_scores_nothing_and_a_forfeit_adds_no_sonneborn_berger() {
        // 1 beats 2 by forfeit while 3 rests; 2 beats 3 while 1 rests; 3 beats 1 while 2
        // rests. Everyone has 1 point; only the games played over the board count.
        let entries: Vec<_> = (1..=3).map(|i| entry(i, 1500.0)).collect();
        let rest = |p| Pairing::Bye {
            player: EntryId(p),
            bye: ByeKind::Zero,
        };
        let rounds = vec![
            vec![game(1, 2, GameResult::ForfeitWin(Side::First)), rest(3)],
            vec![game(2, 3, GameResult::Win(Side::First)), rest(1)],
            vec![game(3, 1, GameResult::Win(Side::First)), rest(2)],
        ];
        let table = standings(Format::RoundRobin, &entries, &rounds);
        // Columns: direct encounter, Sonneborn-Berger, wins over the board.
        assert!(table.rows.iter().all(|r| r.points == 2));
        // Direct encounter counts games over the board only: 1's forfeit win is not one.
        assert_eq!(row(&table, 1).tie_breaks, vec![0.0, 0.0, 0.0]);
        assert_eq!(row(&table, 2).tie_breaks, vec![1.0, 1.0, 1.0]);
        assert_eq!(row(&table, 3).tie_breaks, vec![1.0, 1.0, 1.0]);
    }
}
