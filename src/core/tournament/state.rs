//! [`Tournament`]: the players and the rounds so far, and what may happen next.

use std::cmp::Ordering;

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::{
    berger::berger_round,
    format::{ByeKind, Entry, EntryId, Format, GameResult, HalfPoints, Pairing},
    standings::{self, records, Record, Standings},
    swiss::{pair_swiss, Float, PairingError, RoundRules, SwissPlayer},
};
use crate::rules::Side;

/// Why a tournament refused a change.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum TournamentError {
    /// Joining or leaving after the start (a round-robin, or a Swiss past half its rounds).
    #[error("the tournament is closed to new players")]
    Closed,
    /// No such player.
    #[error("no player {0:?} in this tournament")]
    UnknownPlayer(EntryId),
    /// The player already withdrew.
    #[error("player {0:?} already withdrew")]
    AlreadyWithdrawn(EntryId),
    /// The current round still has games being played.
    #[error("the round is not over")]
    RoundInProgress,
    /// Every round has been played.
    #[error("the tournament is over")]
    Finished,
    /// Fewer than two players would be paired.
    #[error("too few players")]
    TooFewPlayers,
    /// No such round or board, or the board is a bye.
    #[error("no game on board {board} of round {round}")]
    NoSuchGame {
        /// The round (from 1).
        round: u32,
        /// The board (from 0).
        board: usize,
    },
    /// The Swiss pairing failed.
    #[error(transparent)]
    Pairing(#[from] PairingError),
}

/// A tournament: its format, its players and every round paired so far, with results.
///
/// Pure state: the store keeps it, the core changes it through these methods, and nothing
/// here reads a clock or does I/O. A round-robin seats the players by rating at its first
/// round and follows the Berger tables; a Swiss round is paired from the standings.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Tournament {
    format: Format,
    entries: Vec<Entry>,
    rounds: Vec<Vec<Pairing>>,
    /// Pairs the organiser said must never meet (e.g. two players of one household): a Swiss
    /// treats them as if they had met.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    avoid: Vec<(EntryId, EntryId)>,
}

impl Tournament {
    /// A tournament that has not started, without players.
    pub fn new(format: Format) -> Self {
        Self {
            format,
            entries: Vec::new(),
            rounds: Vec::new(),
            avoid: Vec::new(),
        }
    }

    /// A tournament as the store kept it.
    pub fn from_parts(format: Format, entries: Vec<Entry>, rounds: Vec<Vec<Pairing>>) -> Self {
        Self {
            format,
            entries,
            rounds,
            avoid: Vec::new(),
        }
    }

    /// The format.
    pub fn format(&self) -> Format {
        self.format
    }

    /// Every player, in the order they joined.
    pub fn entries(&self) -> &[Entry] {
        &self.entries
    }

    /// Every round paired so far (round 1 first), each board in order.
    pub fn rounds(&self) -> &[Vec<Pairing>] {
        &self.rounds
    }

    /// The number of the round being played or last played (0 before the start).
    pub fn current_round(&self) -> u32 {
        self.rounds.len() as u32
    }

    /// How many rounds the tournament has (a round-robin: from its field).
    pub fn total_rounds(&self) -> u32 {
        self.format.rounds(self.entries.len())
    }

    /// Whether every board of the current round has its result (true before the start).
    pub fn is_round_complete(&self) -> bool {
        self.rounds
            .last()
            .is_none_or(|round| round.iter().all(Pairing::is_decided))
    }

    /// Whether the last round is over.
    pub fn is_finished(&self) -> bool {
        !self.rounds.is_empty()
            && self.current_round() >= self.total_rounds()
            && self.is_round_complete()
    }

    /// Adds a player: anyone before the start; in a Swiss also later, while fewer than half
    /// the rounds have started. A late joiner gets one half-point bye, in the round being
    /// played, for all the rounds missed (as lichess).
    pub fn join(
        &mut self,
        name: impl Into<String>,
        rating: f64,
    ) -> Result<EntryId, TournamentError> {
        let started = self.current_round();
        if started > 0 {
            let Format::Swiss { rounds } = self.format else {
                return Err(TournamentError::Closed);
            };
            if started * 2 >= rounds {
                return Err(TournamentError::Closed);
            }
        }
        let id = EntryId(self.entries.iter().map(|e| e.id.0 + 1).max().unwrap_or(1));
        self.entries.push(Entry {
            id,
            name: name.into(),
            rating,
            joined_round: started + 1,
            withdrawn_after: None,
        });
        if let Some(round) = self.rounds.last_mut() {
            round.push(Pairing::Bye {
                player: id,
                bye: ByeKind::Half,
            });
        }
        Ok(id)
    }

    /// Removes a player before the start.
    pub fn leave(&mut self, player: EntryId) -> Result<(), TournamentError> {
        if !self.rounds.is_empty() {
            return Err(TournamentError::Closed);
        }
        let before = self.entries.len();
        self.entries.retain(|e| e.id != player);
        if self.entries.len() == before {
            return Err(TournamentError::UnknownPlayer(player));
        }
        Ok(())
    }

    /// Says that `a` and `b` must never be paired (a Swiss treats them as if they had met);
    /// saying it again changes nothing. Returns whether the pair is new.
    pub fn avoid(&mut self, a: EntryId, b: EntryId) -> Result<bool, TournamentError> {
        for id in [a, b] {
            if !self.entries.iter().any(|e| e.id == id) {
                return Err(TournamentError::UnknownPlayer(id));
            }
        }
        let pair = (a.min(b), a.max(b));
        if a == b || self.avoid.contains(&pair) {
            return Ok(false);
        }
        self.avoid.push(pair);
        Ok(true)
    }

    /// The pairs that must never be paired.
    pub fn avoided(&self) -> &[(EntryId, EntryId)] {
        &self.avoid
    }

    /// Withdraws a player after the start: their game in the current round, if still being
    /// played, is lost by forfeit; a Swiss pairs them no more; in a round-robin each of their
    /// remaining games is forfeited as its round comes.
    pub fn withdraw(&mut self, player: EntryId) -> Result<(), TournamentError> {
        let current = self.current_round();
        let entry = self
            .entries
            .iter_mut()
            .find(|e| e.id == player)
            .ok_or(TournamentError::UnknownPlayer(player))?;
        if entry.withdrawn_after.is_some() {
            return Err(TournamentError::AlreadyWithdrawn(player));
        }
        entry.withdrawn_after = Some(current);
        for pairing in self.rounds.last_mut().into_iter().flatten() {
            if let Pairing::Game {
                first,
                second,
                result: result @ None,
            } = pairing
            {
                if *first == player {
                    *result = Some(GameResult::ForfeitWin(Side::Second));
                } else if *second == player {
                    *result = Some(GameResult::ForfeitWin(Side::First));
                }
            }
        }
        Ok(())
    }

    /// Brings back an arena's player who withdrew (lichess's pause): they are paired again and
    /// keep their points. Other formats refuse it.
    pub fn rejoin(&mut self, player: EntryId) -> Result<(), TournamentError> {
        if self.format.arena_minutes().is_none() {
            return Err(TournamentError::Closed);
        }
        let entry = self
            .entries
            .iter_mut()
            .find(|e| e.id == player)
            .ok_or(TournamentError::UnknownPlayer(player))?;
        entry.withdrawn_after = None;
        Ok(())
    }

    /// Records (or corrects) the result of board `board` of round `round` (from 1).
    pub fn set_result(
        &mut self,
        round: u32,
        board: usize,
        outcome: GameResult,
    ) -> Result<(), TournamentError> {
        let missing = TournamentError::NoSuchGame { round, board };
        let pairing = (round as usize)
            .checked_sub(1)
            .and_then(|r| self.rounds.get_mut(r))
            .and_then(|boards| boards.get_mut(board))
            .ok_or(missing.clone())?;
        match pairing {
            Pairing::Game { result, .. } => {
                *result = Some(outcome);
                Ok(())
            }
            Pairing::Bye { .. } => Err(missing),
        }
    }

    /// The board of `player` in the current round, if they have a game being played.
    pub fn board_of(&self, player: EntryId) -> Option<usize> {
        self.rounds
            .last()?
            .iter()
            .position(|p| matches!(p, Pairing::Game { result: None, .. }) && p.involves(player))
    }

    /// The standings after the complete rounds: while a round is being played, the
    /// standings after the round before it (none of its results counted yet), with
    /// [`Standings::in_play`] naming it.
    pub fn standings(&self) -> Standings {
        let complete = if self.is_round_complete() {
            self.rounds.len()
        } else {
            self.rounds.len().saturating_sub(1)
        };
        let mut standings =
            standings::standings(self.format, &self.entries, &self.rounds[..complete]);
        if complete < self.rounds.len() {
            standings.in_play = Some(self.current_round());
        }
        standings
    }

    /// Pairs the next round, once the current one is over, and returns its boards (games
    /// first, top board first; then byes). Games against a withdrawn round-robin player are
    /// forfeited at once.
    pub fn pair_next_round(&mut self) -> Result<&[Pairing], TournamentError> {
        if !self.is_round_complete() {
            return Err(TournamentError::RoundInProgress);
        }
        if self.current_round() >= self.total_rounds() {
            return Err(TournamentError::Finished);
        }
        if self.format.knockout().is_some() || self.format.arena_minutes().is_some() {
            // An arena pairs players as they come free; a bracket is played match by match (the core keeps its `Bracket`), not in rounds.
            return Err(TournamentError::Closed);
        }
        let next = self.current_round() + 1;
        let boards = if self.format.is_round_robin() {
            self.round_robin_boards(next)?
        } else {
            self.swiss_boards(next)?
        };
        self.rounds.push(boards);
        Ok(self.rounds.last().map_or(&[], Vec::as_slice))
    }

    /// Seats by rating (best first), then by joining order: fixed for the whole event.
    fn seats(&self) -> Vec<EntryId> {
        let mut seated: Vec<&Entry> = self.entries.iter().collect();
        seated.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.id.cmp(&b.id)));
        seated.iter().map(|e| e.id).collect()
    }

    fn round_robin_boards(&self, round: u32) -> Result<Vec<Pairing>, TournamentError> {
        let seats = self.seats();
        if seats.len() < 2 {
            return Err(TournamentError::TooFewPlayers);
        }
        let playing = |id: EntryId| self.entries.iter().any(|e| e.id == id && e.plays_in(round));
        let (games, rest) = berger_round(seats.len(), round as usize - 1);
        let mut boards: Vec<Pairing> = games
            .into_iter()
            .map(|(a, b)| {
                let (first, second) = (seats[a], seats[b]);
                let result = match (playing(first), playing(second)) {
                    (true, true) => None,
                    (true, false) => Some(GameResult::ForfeitWin(Side::First)),
                    (false, true) => Some(GameResult::ForfeitWin(Side::Second)),
                    (false, false) => Some(GameResult::DoubleForfeit),
                };
                Pairing::Game {
                    first,
                    second,
                    result,
                }
            })
            .collect();
        if let Some(rest) = rest {
            boards.push(Pairing::Bye {
                player: seats[rest],
                bye: ByeKind::Zero,
            });
        }
        Ok(boards)
    }

    fn swiss_boards(&self, round: u32) -> Result<Vec<Pairing>, TournamentError> {
        let records = records(&self.entries, &self.rounds);
        // The pairing numbers count the players of this round and everyone paired before.
        let mut ranked: Vec<&Entry> = self
            .entries
            .iter()
            .filter(|e| {
                e.plays_in(round)
                    || records.get(&e.id).is_some_and(|list| {
                        list.iter().any(|r| {
                            !matches!(
                                r,
                                Record::Unplayed {
                                    opponent: None,
                                    points: 0
                                }
                            )
                        })
                    })
            })
            .collect();
        ranked.sort_by(|a, b| b.rating.total_cmp(&a.rating).then(a.id.cmp(&b.id)));
        let number_of = |id: EntryId| {
            ranked
                .iter()
                .position(|e| e.id == id)
                .map_or(u32::MAX, |i| i as u32 + 1)
        };
        // Everyone's score before each round, for the floats.
        let score_before = |id: EntryId, r: usize| -> HalfPoints {
            records
                .get(&id)
                .map_or(0, |list| list.iter().take(r).map(|x| x.points()).sum())
        };
        let field: Vec<SwissPlayer> = self
            .entries
            .iter()
            .filter(|e| e.plays_in(round))
            .map(|entry| {
                let list = records.get(&entry.id).map_or(&[][..], Vec::as_slice);
                let floats = list
                    .iter()
                    .enumerate()
                    .map(|(r, record)| match *record {
                        Record::Played { opponent, .. } | Record::Pending { opponent, .. } => {
                            let (mine, theirs) =
                                (score_before(entry.id, r), score_before(opponent, r));
                            match mine.cmp(&theirs) {
                                Ordering::Greater => Float::Down,
                                Ordering::Less => Float::Up,
                                Ordering::Equal => Float::None,
                            }
                        }
                        Record::Unplayed { points: 2, .. } => Float::Down,
                        Record::Unplayed { .. } => Float::None,
                    })
                    .collect();
                SwissPlayer {
                    id: entry.id,
                    number: number_of(entry.id),
                    score: list.iter().map(|r| r.points()).sum(),
                    rating: entry.rating,
                    // Games played; a forfeit is not a game (FIDE C.04.1 b), so its players
                    // may still meet.
                    met: list
                        .iter()
                        .filter_map(|r| match r {
                            Record::Played { opponent, .. } => Some(*opponent),
                            _ => None,
                        })
                        .collect(),
                    sides: list
                        .iter()
                        .filter_map(|r| match r {
                            Record::Played { side, .. } => Some(*side),
                            _ => None,
                        })
                        .collect(),
                    floats,
                    // A full-point bye, or a forfeit win (FIDE C.04.1 d).
                    had_bye: list
                        .iter()
                        .any(|r| matches!(r, Record::Unplayed { points: 2, .. })),
                }
            })
            .collect();
        if field.len() < 2 {
            return Err(TournamentError::TooFewPlayers);
        }
        let rules = RoundRules {
            played_rounds: self.rounds.len() as u32,
            final_round: matches!(self.format, Format::Swiss { rounds } if round >= rounds),
            avoid: self.avoid.clone(),
        };
        let paired = pair_swiss(&field, &rules)?;
        let mut boards: Vec<Pairing> = paired
            .games
            .into_iter()
            .map(|(first, second)| Pairing::Game {
                first,
                second,
                result: None,
            })
            .collect();
        if let Some(player) = paired.bye {
            boards.push(Pairing::Bye {
                player,
                bye: ByeKind::Full,
            });
        }
        Ok(boards)
    }
}
