//! Drawing the bracket's matches and their links, and playing it: results, withdrawals,
//! byes and forfeits carried forward, the games due now.

use super::{
    splitmix, Bracket, Crossing, Decision, Elimination, Event, Game, GameCall, KnockoutError,
    Match, MatchId, Outcome, Section, Slot,
};
use crate::core::tournament::format::{EntryId, GameResult};

/// Every match of a bracket for `seeds` (a valid field), linked, with round 1 seated.
pub(super) fn draw(elimination: Elimination, seeds: &[EntryId]) -> Vec<Match> {
    let size = seeds.len().next_power_of_two();
    let rounds = size.trailing_zeros();
    let mut matches: Vec<Match> = Vec::new();
    let add = |matches: &mut Vec<Match>, section, round, index: usize| {
        let id = MatchId(matches.len() as u32);
        matches.push(Match {
            id,
            section,
            round,
            index: index as u32,
            slots: [Slot::Waiting; 2],
            games: Vec::new(),
            outcome: None,
            winner_to: None,
            loser_to: None,
        });
        id
    };
    // The winners' bracket: round r has size / 2^r matches.
    let mut winners: Vec<Vec<MatchId>> = Vec::new();
    for round in 1..=rounds {
        let ids = (0..size >> round)
            .map(|j| add(&mut matches, Section::Winners, round, j))
            .collect();
        winners.push(ids);
    }
    let order = super::placement(size);
    for (j, id) in winners[0].iter().enumerate() {
        for side in 0..2 {
            let seed = order[2 * j + side] as usize;
            matches[id.0 as usize].slots[side] = seeds
                .get(seed - 1)
                .map_or(Slot::Nobody, |&player| Slot::Player(player));
        }
    }
    for pair in winners.windows(2) {
        for (j, id) in pair[0].iter().enumerate() {
            matches[id.0 as usize].winner_to = Some((pair[1][j / 2], (j % 2) as u8));
        }
    }
    let last = |ids: &[MatchId]| ids.first().copied();
    match elimination {
        Elimination::Single { third_place } => {
            if third_place && rounds >= 2 {
                let third = add(&mut matches, Section::ThirdPlace, 1, 0);
                for (j, id) in winners[rounds as usize - 2].iter().enumerate() {
                    matches[id.0 as usize].loser_to = Some((third, j as u8));
                }
            }
        }
        Elimination::Double { reset } => {
            // The losers' bracket: round 1 pairs winners' round 1 losers; round 2r − 2 takes
            // winners' round r's losers, crossed; the rounds between halve the field.
            let crossings = Crossing::table(size);
            let mut losers_final = None;
            if rounds >= 2 {
                let round_one = &winners[0];
                let n = round_one.len();
                let mut previous: Vec<MatchId> = (0..n / 2)
                    .map(|j| add(&mut matches, Section::Losers, 1, j))
                    .collect();
                for i in 0..n {
                    let source = round_one[crossings[0].source(i, n)];
                    matches[source.0 as usize].loser_to = Some((previous[i / 2], (i % 2) as u8));
                }
                for r in 2..=rounds as usize {
                    let drop_round = 2 * r as u32 - 2;
                    let dropping = &winners[r - 1];
                    let n = dropping.len();
                    let crossing = crossings.get(r - 1).copied().unwrap_or(Crossing::Natural);
                    let ids: Vec<MatchId> = (0..n)
                        .map(|j| add(&mut matches, Section::Losers, drop_round, j))
                        .collect();
                    for (j, &id) in ids.iter().enumerate() {
                        matches[previous[j].0 as usize].winner_to = Some((id, 0));
                        let source = dropping[crossing.source(j, n)];
                        matches[source.0 as usize].loser_to = Some((id, 1));
                    }
                    if r < rounds as usize {
                        let halved: Vec<MatchId> = (0..n / 2)
                            .map(|j| add(&mut matches, Section::Losers, drop_round + 1, j))
                            .collect();
                        for (j, &id) in ids.iter().enumerate() {
                            matches[id.0 as usize].winner_to = Some((halved[j / 2], (j % 2) as u8));
                        }
                        previous = halved;
                    } else {
                        losers_final = last(&ids);
                    }
                }
            }
            let grand_final = add(&mut matches, Section::Final, 1, 0);
            if let Some(id) = winners.last().and_then(|ids| last(ids)) {
                matches[id.0 as usize].winner_to = Some((grand_final, 0));
                if losers_final.is_none() {
                    // Two players: the winners' final's loser is the losers' champion.
                    matches[id.0 as usize].loser_to = Some((grand_final, 1));
                }
            }
            if let Some(id) = losers_final {
                matches[id.0 as usize].winner_to = Some((grand_final, 1));
            }
            if reset {
                add(&mut matches, Section::Reset, 1, 0);
            }
        }
    }
    matches
}

/// Whether slot `side` of a match is won with `score` after `games` games of a match of `n`:
/// more than half of the `n` games' points, and ahead (level deciders go on).
fn decided(score: [u32; 2], n: u32) -> Option<u8> {
    let [a, b] = score;
    if a == b || a.max(b) <= n {
        None
    } else if a > b {
        Some(0)
    } else {
        Some(1)
    }
}

impl Bracket {
    /// Whether `player` withdrew.
    pub fn is_withdrawn(&self, player: EntryId) -> bool {
        self.withdrawn.contains(&player)
    }

    fn present(&self, slot: Slot) -> bool {
        slot.player().is_some_and(|p| !self.is_withdrawn(p))
    }

    /// Which slot moves first in game `number` of match `id`: the first game and the first
    /// decider by lot, the games after each alternating.
    fn first_slot(&self, id: MatchId, number: u32) -> usize {
        let n = u32::from(self.settings.games);
        let (salt, step) = if number < n {
            (0, number)
        } else {
            (1, number - n)
        };
        let mut state = self.settings.lot ^ u64::from(id.0).wrapping_mul(0x1000_0000_01B3) ^ salt;
        ((splitmix(&mut state) & 1) as usize + step as usize) % 2
    }

    fn next_game(&self, at: usize) -> Option<Game> {
        let m = &self.matches[at];
        let number = m.games.len() as u32;
        let first = self.first_slot(m.id, number);
        Some(Game {
            first: m.slots[first].player()?,
            second: m.slots[1 - first].player()?,
            result: None,
        })
    }

    /// Carries every decided match forward, in drawing order (a match is only ever fed by
    /// matches drawn before it, so one pass suffices): byes and withdrawals advance the other
    /// side, finished matches send their players on, and ready matches get their next game.
    pub(super) fn settle(&mut self) {
        for at in 0..self.matches.len() {
            if self.matches[at].outcome.is_some() || self.matches[at].slots.contains(&Slot::Waiting)
            {
                continue;
            }
            let slots = self.matches[at].slots;
            let present = [self.present(slots[0]), self.present(slots[1])];
            let outcome = match present {
                [true, true] => {
                    let m = &self.matches[at];
                    match m.games.last() {
                        Some(Game { result: None, .. }) => None,
                        _ => match decided(m.score(), u32::from(self.settings.games)) {
                            Some(winner) => Some(Outcome::Won {
                                winner,
                                by: Decision::Played,
                            }),
                            None => {
                                if let Some(game) = self.next_game(at) {
                                    self.matches[at].games.push(game);
                                }
                                None
                            }
                        },
                    }
                }
                [true, false] | [false, true] => {
                    let winner = if present[0] { 0 } else { 1 };
                    let winner_player = slots[winner].player();
                    // A game in play is lost by forfeit by the one who left.
                    if let Some(game) = self.matches[at].games.last_mut() {
                        if game.result.is_none() {
                            let side = if Some(game.first) == winner_player {
                                crate::rules::Side::First
                            } else {
                                crate::rules::Side::Second
                            };
                            game.result = Some(GameResult::ForfeitWin(side));
                        }
                    }
                    let by = if slots[1 - winner] == Slot::Nobody {
                        Decision::Bye
                    } else {
                        Decision::Forfeit
                    };
                    Some(Outcome::Won {
                        winner: winner as u8,
                        by,
                    })
                }
                [false, false] => Some(Outcome::Void),
            };
            if let Some(outcome) = outcome {
                self.matches[at].outcome = Some(outcome);
                self.carry(at, outcome);
            }
        }
    }

    /// Sends the winner and the loser of a decided match where they go next.
    fn carry(&mut self, at: usize, outcome: Outcome) {
        let m = &self.matches[at];
        let (winner, loser) = match outcome {
            Outcome::Won { winner, .. } => {
                let w = usize::from(winner & 1);
                let loser = if self.present(m.slots[1 - w]) {
                    m.slots[1 - w]
                } else {
                    Slot::Nobody
                };
                (m.slots[w], loser)
            }
            Outcome::Void => (Slot::Nobody, Slot::Nobody),
        };
        if m.section == Section::Final {
            // The reset is played only when the losers' champion won the first final over
            // the board; otherwise it stays empty and is void.
            if let Some(reset) = self.matches.get_mut(at + 1) {
                let played_and_lost = matches!(
                    outcome,
                    Outcome::Won {
                        winner: 1,
                        by: Decision::Played
                    }
                );
                reset.slots = if played_and_lost {
                    [loser, winner]
                } else {
                    [Slot::Nobody, Slot::Nobody]
                };
            }
            return;
        }
        let (winner_to, loser_to) = (m.winner_to, m.loser_to);
        for (to, slot) in [(winner_to, winner), (loser_to, loser)] {
            if let Some((id, side)) = to {
                if let Some(next) = self.matches.get_mut(id.0 as usize) {
                    next.slots[usize::from(side & 1)] = slot;
                }
            }
        }
    }

    /// Records how the game in play of match `id` ended (a forfeit for a missed deadline is
    /// [`GameResult::ForfeitWin`]), and carries the bracket forward.
    pub fn record(&mut self, id: MatchId, result: GameResult) -> Result<(), KnockoutError> {
        let m = self
            .matches
            .get_mut(id.0 as usize)
            .filter(|m| m.outcome.is_none())
            .ok_or(KnockoutError::NoGameInPlay(id))?;
        let game = m
            .games
            .last_mut()
            .filter(|g| g.result.is_none())
            .ok_or(KnockoutError::NoGameInPlay(id))?;
        game.result = Some(result);
        self.events.push(Event::Result {
            game_of: id,
            result,
        });
        self.settle();
        Ok(())
    }

    /// Withdraws a player: the match in play is lost by forfeit, every later one too, and in
    /// double elimination the player leaves both brackets at once.
    pub fn withdraw(&mut self, player: EntryId) -> Result<(), KnockoutError> {
        if self.seed_of(player).is_none() {
            return Err(KnockoutError::UnknownPlayer(player));
        }
        if self.is_withdrawn(player) {
            return Err(KnockoutError::AlreadyWithdrawn(player));
        }
        let still_in = self
            .matches
            .iter()
            .any(|m| m.outcome.is_none() && m.slots.iter().any(|s| s.player() == Some(player)));
        if !still_in {
            return Err(KnockoutError::AlreadyOut(player));
        }
        self.withdrawn.push(player);
        self.events.push(Event::Withdrawal { player });
        self.settle();
        Ok(())
    }

    /// Every game that should be being played now, top of the bracket first: a game is due
    /// from the moment both its players are known until its result is recorded. The caller
    /// starts those it has not started yet.
    pub fn games_to_play(&self) -> Vec<GameCall> {
        self.matches
            .iter()
            .filter(|m| m.outcome.is_none())
            .filter_map(|m| {
                let game = m.games.last().filter(|g| g.result.is_none())?;
                Some(GameCall {
                    match_id: m.id,
                    number: m.games.len() as u32 - 1,
                    first: game.first,
                    second: game.second,
                })
            })
            .collect()
    }

    /// The game `player` should be playing now, if any.
    pub fn game_of(&self, player: EntryId) -> Option<GameCall> {
        self.games_to_play()
            .into_iter()
            .find(|g| g.first == player || g.second == player)
    }

    /// Whether every match is decided.
    pub fn is_finished(&self) -> bool {
        self.matches.iter().all(|m| m.outcome.is_some())
    }

    /// The champion, once the bracket is finished (none if everyone left).
    pub fn champion(&self) -> Option<EntryId> {
        if !self.is_finished() {
            return None;
        }
        // The reset if it was played, else the grand final, else the single final.
        let deciding = self.matches.iter().rev().find(|m| match m.section {
            Section::Reset => m.outcome != Some(Outcome::Void),
            Section::Final => true,
            Section::Winners => m.winner_to.is_none(),
            Section::Losers | Section::ThirdPlace => false,
        })?;
        deciding.winner()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_match_is_decided_past_half_and_ahead() {
        assert_eq!(decided([2, 0], 1), Some(0));
        assert_eq!(decided([0, 2], 1), Some(1));
        // match=2: 1–1 goes to a decider.
        assert_eq!(decided([2, 2], 2), None);
        assert_eq!(decided([2, 4], 2), Some(1));
        assert_eq!(decided([4, 0], 2), Some(0));
        // Best of 3 stops at 2–0.
        assert_eq!(decided([4, 0], 3), Some(0));
        assert_eq!(decided([2, 0], 3), None);
        // A drawn decider (a family with draws) goes on.
        assert_eq!(decided([3, 3], 2), None);
    }
}
