//! Arena tournaments, purely: the games played so far ([`ArenaGame`]), the points as lichess
//! counts them with its streaks ([`arena_rows`]), and the pairing of the players who are free
//! ([`pair_free`]).
//!
//! Scoring (lichess): a win is 2 points, a draw 1 (in a family with draws), a loss 0. After two wins in
//! a row a player is on a streak: each further game is worth double (a win 4, a draw 2) until
//! a game that is not a win ends the streak. A win by forfeit is 2 points and neither starts
//! nor ends a streak; a loss by forfeit ends it; a game neither played gives nobody anything.
//!
//! Pairing: the free players, best score first (then rating), are paired neighbour with
//! neighbour, never with the opponent of their last game; whoever moved first less often
//! moves first.

use std::collections::HashMap;

use serde::{Deserialize, Serialize};

use super::format::{Entry, EntryId, GameResult, HalfPoints};
use crate::rules::Side;

/// One game of an arena, in the order the games were started.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct ArenaGame {
    /// The player who moves first.
    pub first: EntryId,
    /// The player who moves second.
    pub second: EntryId,
    /// How it ended (`None` while it is being played).
    pub result: Option<GameResult>,
}

impl ArenaGame {
    /// `player`'s side in this game, if they play in it.
    pub fn side_of(&self, player: EntryId) -> Option<Side> {
        if self.first == player {
            Some(Side::First)
        } else if self.second == player {
            Some(Side::Second)
        } else {
            None
        }
    }
}

/// One player's line of the arena's leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct ArenaRow {
    /// The player.
    pub id: EntryId,
    /// The name.
    pub name: String,
    /// The rating they joined with.
    pub rating: f64,
    /// Points in halves (a win is 4 half-points, 8 on a streak).
    pub points: HalfPoints,
    /// Games finished.
    pub games: u32,
    /// Games won (over the board or by forfeit).
    pub wins: u32,
    /// Wins in a row at the end of their games so far (2 or more: on a streak).
    pub streak: u32,
    /// Each finished game's points (whole points), oldest first: `2 4 0`.
    pub sheet: Vec<u32>,
    /// Withdrew.
    pub withdrawn: bool,
    /// The rank (shared ranks have the same number).
    pub rank: u32,
}

impl ArenaRow {
    /// On a streak: the next win counts double.
    pub fn on_fire(&self) -> bool {
        self.streak >= 2
    }
}

/// The leaderboard: every player with their points, best first (points, then wins, then
/// rating); equal points and wins share a rank.
pub fn arena_rows(entries: &[Entry], games: &[ArenaGame]) -> Vec<ArenaRow> {
    let mut rows: Vec<ArenaRow> = entries
        .iter()
        .map(|entry| {
            let mut row = ArenaRow {
                id: entry.id,
                name: entry.name.clone(),
                rating: entry.rating,
                points: 0,
                games: 0,
                wins: 0,
                streak: 0,
                sheet: Vec::new(),
                withdrawn: entry.withdrawn_after.is_some(),
                rank: 0,
            };
            for game in games {
                let (Some(side), Some(result)) = (game.side_of(entry.id), game.result) else {
                    continue;
                };
                let points = score(&mut row.streak, result, side);
                row.points += points;
                row.games += 1;
                if result.points_of(side) == 2 {
                    row.wins += 1;
                }
                row.sheet.push(points / 2);
            }
            row
        })
        .collect();
    rows.sort_by(|a, b| {
        b.points
            .cmp(&a.points)
            .then(b.wins.cmp(&a.wins))
            .then(b.rating.total_cmp(&a.rating))
            .then(a.id.cmp(&b.id))
    });
    let mut rank = 0;
    let mut last: Option<(HalfPoints, u32)> = None;
    for (place, row) in rows.iter_mut().enumerate() {
        if last != Some((row.points, row.wins)) {
            rank = place as u32 + 1;
            last = Some((row.points, row.wins));
        }
        row.rank = rank;
    }
    rows
}

/// The half-points one finished game gives `side`, and its streak after it.
fn score(streak: &mut u32, result: GameResult, side: Side) -> HalfPoints {
    let doubled = if *streak >= 2 { 2 } else { 1 };
    match result {
        GameResult::Win(winner) if winner == side => {
            *streak += 1;
            4 * doubled
        }
        GameResult::Draw => {
            *streak = 0;
            2 * doubled
        }
        // A forfeit win: plain points, the streak as it was.
        GameResult::ForfeitWin(winner) if winner == side => 4,
        _ => {
            *streak = 0;
            0
        }
    }
}

/// The opponent of `player`'s last game, if they played one.
pub fn last_opponent(games: &[ArenaGame], player: EntryId) -> Option<EntryId> {
    games.iter().rev().find_map(|g| match g.side_of(player)? {
        Side::First => Some(g.second),
        Side::Second => Some(g.first),
    })
}

/// Pairs the `free` players (each with their points and rating): best score first,
/// neighbours together, never two who met in their last games. Those left over wait. Returns
/// (first, second) pairs: whoever moved first less often moves first.
pub fn pair_free(
    free: &[(EntryId, HalfPoints, f64)],
    games: &[ArenaGame],
) -> Vec<(EntryId, EntryId)> {
    let mut order: Vec<(EntryId, HalfPoints, f64)> = free.to_vec();
    order.sort_by(|a, b| b.1.cmp(&a.1).then(b.2.total_cmp(&a.2)).then(a.0.cmp(&b.0)));
    let last: HashMap<EntryId, Option<EntryId>> = order
        .iter()
        .map(|&(id, _, _)| (id, last_opponent(games, id)))
        .collect();
    let met_last = |a: EntryId, b: EntryId| {
        last.get(&a).copied().flatten() == Some(b) || last.get(&b).copied().flatten() == Some(a)
    };
    let firsts = |p: EntryId| games.iter().filter(|g| g.first == p).count() as i64;
    let seconds = |p: EntryId| games.iter().filter(|g| g.second == p).count() as i64;
    let mut taken = vec![false; order.len()];
    let mut pairs = Vec::new();
    for i in 0..order.len() {
        if taken[i] {
            continue;
        }
        let a = order[i].0;
        let Some(j) = (i + 1..order.len()).find(|&j| !taken[j] && !met_last(a, order[j].0)) else {
            continue;
        };
        taken[i] = true;
        taken[j] = true;
        let b = order[j].0;
        let lean = |p: EntryId| firsts(p) - seconds(p);
        if lean(b) < lean(a) {
            pairs.push((b, a));
        } else {
            pairs.push((a, b));
        }
    }
    pairs
}

#[cfg(test)]
mod tests {
    use super::*;

    fn entry(id: u32) -> Entry {
        Entry {
            id: EntryId(id),
            name: format!("p{id}"),
            rating: 1500.0 + f64::from(id),
            joined_round: 1,
            withdrawn_after: None,
        }
    }

    fn won(first: u32, second: u32, winner: Side) -> ArenaGame {
        ArenaGame {
            first: EntryId(first),
            second: EntryId(second),
            result: Some(GameResult::Win(winner)),
        }
    }

    #[test]
    fn the_third_win_in_a_row_counts_double_until_a_loss() {
        let games = [
            won(1, 2, Side::First),
            won(1, 3, Side::First),
            won(1, 2, Side::First),
            won(3, 1, Side::Second),
            won(1, 3, Side::Second),
            won(1, 2, Side::First),
        ];
        let rows = arena_rows(&[entry(1), entry(2), entry(3)], &games);
        let one = rows.iter().find(|r| r.id == EntryId(1)).unwrap();
        assert_eq!(one.sheet, [2, 2, 4, 4, 0, 2]);
        assert_eq!(one.points, 28);
        assert_eq!(one.streak, 1);
        assert_eq!(rows[0].id, EntryId(1));
    }

    #[test]
    fn a_forfeit_win_keeps_the_streak_and_is_not_doubled() {
        let mut streak = 2;
        assert_eq!(
            score(
                &mut streak,
                GameResult::ForfeitWin(Side::First),
                Side::First
            ),
            4
        );
        assert_eq!(streak, 2);
        assert_eq!(score(&mut streak, GameResult::Draw, Side::First), 4);
        assert_eq!(streak, 0);
    }

    #[test]
    fn pairing_never_repeats_the_last_opponent() {
        let games = [won(1, 2, Side::First)];
        let free = [(EntryId(1), 4, 1500.0), (EntryId(2), 0, 1500.0)];
        assert!(pair_free(&free, &games).is_empty());
        let free = [
            (EntryId(1), 4, 1500.0),
            (EntryId(2), 0, 1500.0),
            (EntryId(3), 2, 1400.0),
        ];
        let pairs = pair_free(&free, &games);
        assert_eq!(pairs.len(), 1);
        let mut pair = [pairs[0].0, pairs[0].1];
        pair.sort();
        assert_ne!(pair, [EntryId(1), EntryId(2)]);
        assert!(pairs[0] == (EntryId(3), EntryId(1)) || pairs[0] == (EntryId(1), EntryId(3)));
    }
}
