//! Knockout brackets, purely: single elimination and double elimination (a winners' bracket,
//! a losers' bracket, a grand final and an optional bracket reset), seeded, with matches of one
//! game or several.
//!
//! * **Seeding** ([`Seeding`], [`seed_order`]): by rating (the default), at random from a seed
//!   value the caller gives (the same value, the same draw), or by hand. Seeds are placed the
//!   standard way ([`placement`]: 1–16, 8–9, 5–12, 4–13, … in a bracket of 16), so that seeds 1
//!   and 2 can meet only in the final, 1–4 only from the semi-finals on, and so on.
//! * **Byes**: a field that is not a power of two is padded to the next one with empty slots;
//!   the standard placement puts them against the top seeds, who advance at once. A bye is no
//!   match (it is not counted, played or shown as a score).
//! * **Matches** ([`KnockoutSettings::games`]): `1` is one game; an odd `n` is best of `n`
//!   (stopped once decided); an even `n` (`match=2`, the Hex players' fair format) is `n`
//!   games with colours alternating. A match is won by whoever has more than half of the `n`
//!   games' points (a draw is half a point each). **Tie rule**: a match level after its
//!   `n` games goes on with deciders, one game at a time, until one is won; the first decider's
//!   colours are drawn by lot from [`KnockoutSettings::lot`], later deciders alternate. The
//!   first game's colours are drawn by the same lot, so neither the bracket position nor the
//!   seed gives the first move.
//! * **Forfeits and withdrawals**: a game lost by forfeit counts as lost
//!   ([`GameResult::ForfeitWin`]); a withdrawn player loses the match in play (the game in
//!   play is forfeited) and every later match by forfeit, and in double elimination does not
//!   enter the losers' bracket: they leave both brackets at once, and the losers'-bracket
//!   opponent they would have met advances without a match, as against a bye.
//! * **Double-elimination routing**: losers of winners' round 1 meet in losers' round 1;
//!   each later winners' round `r` drops its losers into losers' round `2r − 2` against the
//!   survivors there, and the losers' rounds between halve the field. Where the drop-ins
//!   land follows the defaults of brackets-manager.js (`defaultMinorOrdering`, by Drarig29,
//!   after the TL.net article "Superior double elimination losers bracket seeding"): for each
//!   bracket size a fixed list of crossings (natural, reverse, half shift, reverse half
//!   shift, pair flip; [`Crossing`]) keeps players who met in the winners' bracket apart in the
//!   early losers' rounds: measured over random results, the first possible rematch is in
//!   losers' round 3 of a bracket of 8 or 16, 5 of 32, 6 of 64, 7 of 128 and 256 (a test
//!   checks this). Challonge and start.gg cross the drop-ins likewise but publish no table.
//!   Brackets above 128 continue the 128 row (`pair_flip` for the middle rounds).
//! * **Grand final**: the winners' champion against the losers' champion. With
//!   [`Elimination::Double`]`{ reset: true }`, a first grand final won (over the board) by the
//!   losers' champion is followed by a second, so that the champion has lost at most once;
//!   without it, one final decides.
//! * **Placings** ([`Bracket::placings`]): players knocked out in the same round share a
//!   place (5th–8th, …); in single elimination 3rd is shared by the semi-final losers unless
//!   a third-place match is played; in double elimination 3rd and 4th are decided by the
//!   losers' final and the round before it.
//!
//! **lichess and PlayHex.** lichess has no knockout tournaments; from its Swiss and arena we
//! keep the handling of withdrawals (a withdrawn player forfeits what is left) and deadlines
//! (a game not played in time is a forfeit the caller records with
//! [`GameResult::ForfeitWin`]). PlayHex runs double elimination with a grand final, which
//! we follow, with the Hex players' fair match of two games with colours swapped. Where we could
//! not check PlayHex's exact rules (how a level match is decided, whether the final is
//! reset), ours are stated above in full rather than claimed to match: deciders with colours
//! by lot, and the reset as an option. A double forfeit ([`GameResult::DoubleForfeit`])
//! scores nothing and the match goes on with its next game: a knockout must send someone on,
//! so the organiser withdraws a player who does not come.
//!
//! Nothing here reads a clock or does I/O. A [`Bracket`] is serde-serialisable as a whole,
//! and it also keeps the list of what happened to it ([`Bracket::events`]), so the store may
//! keep only the settings, the seeds and the events and rebuild it with
//! [`Bracket::from_events`].

mod play;
mod report;
#[cfg(test)]
mod tests;

use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use self::report::{BracketLabels, Placing};
use super::format::{EntryId, GameResult, KnockoutFormat, SeedBy};

/// The largest field a bracket takes (a bracket of 1,024 slots).
pub const MAX_PLAYERS: usize = 1024;

/// Single or double elimination.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Elimination {
    /// One lost match and you are out.
    Single {
        /// Whether the semi-final losers play for 3rd place (else they share it).
        third_place: bool,
    },
    /// Two lost matches and you are out: a winners' and a losers' bracket, and a grand final.
    Double {
        /// Whether a grand final won by the losers' champion is played again.
        reset: bool,
    },
}

/// How a knockout is played.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct KnockoutSettings {
    /// Single or double elimination.
    pub elimination: Elimination,
    /// Games a match: 1, best of an odd number, or an even number then deciders (1–15).
    pub games: u8,
    /// The lot's seed: colours of first games and deciders are drawn from it.
    pub lot: u64,
}

/// How the seeds are ordered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Seeding {
    /// Best rating first (equal ratings: in the order given).
    Rating,
    /// A draw from the seed value: the same value gives the same order.
    Random {
        /// The draw's seed.
        seed: u64,
    },
    /// The players listed first, in this order; anyone not listed follows by rating.
    Hand {
        /// The top seeds, in order.
        order: Vec<EntryId>,
    },
}

/// Why a bracket refused something.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum KnockoutError {
    /// Fewer than two players, or more than [`MAX_PLAYERS`].
    #[error("a bracket needs 2 to {MAX_PLAYERS} players, not {0}")]
    FieldSize(usize),
    /// A player listed twice.
    #[error("player {0:?} appears twice")]
    Duplicate(EntryId),
    /// A player who is not in the bracket.
    #[error("no player {0:?} in this bracket")]
    UnknownPlayer(EntryId),
    /// Games a match outside 1–15.
    #[error("a match has 1 to 15 games, not {0}")]
    Games(u8),
    /// No such match, or no game of it is being played.
    #[error("no game in play in match {0:?}")]
    NoGameInPlay(MatchId),
    /// The player already withdrew.
    #[error("player {0:?} already withdrew")]
    AlreadyWithdrawn(EntryId),
    /// The player is already out.
    #[error("player {0:?} is already out")]
    AlreadyOut(EntryId),
}

/// A match's number in its bracket (its index in [`Bracket::matches`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct MatchId(pub u32);

/// Where in the bracket a match is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Section {
    /// The winners' bracket (the whole bracket in single elimination).
    Winners,
    /// The losers' bracket.
    Losers,
    /// The grand final (double elimination).
    Final,
    /// The second grand final after a bracket reset.
    Reset,
    /// The match for 3rd place (single elimination).
    ThirdPlace,
}

/// One side of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "player")]
pub enum Slot {
    /// Waiting for the match that feeds it.
    Waiting,
    /// This player.
    Player(EntryId),
    /// Nobody will come: a bye, or a withdrawn player's place.
    Nobody,
}

impl Slot {
    /// The player in the slot.
    pub fn player(self) -> Option<EntryId> {
        match self {
            Slot::Player(p) => Some(p),
            _ => None,
        }
    }
}

/// One game of a match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Game {
    /// Moves first (Red, White).
    pub first: EntryId,
    /// Moves second.
    pub second: EntryId,
    /// How it ended; `None` while it is being played.
    pub result: Option<GameResult>,
}

/// How a match was decided.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Outcome {
    /// The player in slot `winner` (0 or 1) advances.
    Won {
        /// The winner's slot.
        winner: u8,
        /// How.
        by: Decision,
    },
    /// Nobody advances (two empty slots, or two withdrawn players).
    Void,
}

/// How a won match was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum Decision {
    /// Over its games (a forfeited game among them counts as lost).
    Played,
    /// Nobody on the other side: a bye. Not a match.
    Bye,
    /// The other player withdrew.
    Forfeit,
}

/// One match of the bracket: its place, its players, its games and its outcome.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Match {
    /// Its number.
    pub id: MatchId,
    /// Its bracket.
    pub section: Section,
    /// Its round in the section (from 1).
    pub round: u32,
    /// Its place in the round, top first (from 0).
    pub index: u32,
    /// The two sides (slot 0 drawn on top).
    pub slots: [Slot; 2],
    /// The games so far.
    pub games: Vec<Game>,
    /// The outcome, once decided.
    pub outcome: Option<Outcome>,
    /// Where the winner goes (match and slot).
    pub winner_to: Option<(MatchId, u8)>,
    /// Where the loser goes (double elimination's winners' bracket, the semi-finals with a
    /// third-place match).
    pub loser_to: Option<(MatchId, u8)>,
}

impl Match {
    /// The games each side has won so far, in half-points (a draw is one each).
    pub fn score(&self) -> [u32; 2] {
        let mut score = [0, 0];
        for game in &self.games {
            let Some(result) = game.result else { continue };
            for (i, slot) in self.slots.iter().enumerate() {
                let side = if slot.player() == Some(game.first) {
                    crate::rules::Side::First
                } else {
                    crate::rules::Side::Second
                };
                score[i] += result.points_of(side);
            }
        }
        score
    }

    /// The winner, once decided.
    pub fn winner(&self) -> Option<EntryId> {
        match self.outcome? {
            Outcome::Won { winner, .. } => self.slots[usize::from(winner & 1)].player(),
            Outcome::Void => None,
        }
    }

    /// Whether the two players really met (a match that counts: not a bye, not void).
    pub fn was_played(&self) -> bool {
        matches!(
            self.outcome,
            Some(Outcome::Won {
                by: Decision::Played,
                ..
            })
        )
    }

    /// A short code: `W2.3` (winners' round 2, third match), `L1.1`, `GF`, `GF2`, `3rd`.
    pub fn code(&self) -> String {
        match self.section {
            Section::Winners => format!("W{}.{}", self.round, self.index + 1),
            Section::Losers => format!("L{}.{}", self.round, self.index + 1),
            Section::Final => "GF".to_owned(),
            Section::Reset => "GF2".to_owned(),
            Section::ThirdPlace => "3rd".to_owned(),
        }
    }
}

/// What happened to a bracket after it was drawn, in order (what the store keeps).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Event {
    /// The game in play of a match ended.
    Result {
        /// The match.
        game_of: MatchId,
        /// How it ended.
        result: GameResult,
    },
    /// A player withdrew.
    Withdrawal {
        /// The player.
        player: EntryId,
    },
}

/// A game to start now: its match, its number in the match (from 0) and its players.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct GameCall {
    /// The match.
    pub match_id: MatchId,
    /// The game's number in the match (0 first; deciders follow the match's games).
    pub number: u32,
    /// Moves first.
    pub first: EntryId,
    /// Moves second.
    pub second: EntryId,
}

/// A knockout bracket: its settings, its seeds, every match (including those still waiting
/// for their players) and what happened so far.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bracket {
    settings: KnockoutSettings,
    seeds: Vec<EntryId>,
    matches: Vec<Match>,
    withdrawn: Vec<EntryId>,
    events: Vec<Event>,
}

/// The order of seeds down a bracket of `size` slots (a power of two): `[1, 8, 4, 5, 2, 7, 3,
/// 6]` for 8, so that slots `2i` and `2i + 1` meet in round 1 and seed `s` meets seed
/// `size + 1 − s`. Each half holds one of the top two seeds, each quarter one of the top four.
pub fn placement(size: usize) -> Vec<u32> {
    let mut order = vec![1u32];
    while order.len() < size {
        let next = 2 * order.len() as u32 + 1;
        order = order.iter().flat_map(|&s| [s, next - s]).collect();
    }
    order
}

/// The players in seed order (seed 1 first). `players` are the field with their ratings, in
/// the order they joined.
pub fn seed_order(
    seeding: &Seeding,
    players: &[(EntryId, f64)],
) -> Result<Vec<EntryId>, KnockoutError> {
    let mut seen = std::collections::HashSet::new();
    for (id, _) in players {
        if !seen.insert(*id) {
            return Err(KnockoutError::Duplicate(*id));
        }
    }
    let mut by_rating: Vec<(EntryId, f64)> = players.to_vec();
    // A stable sort keeps the joining order among equal ratings.
    by_rating.sort_by(|a, b| b.1.total_cmp(&a.1));
    let by_rating: Vec<EntryId> = by_rating.into_iter().map(|(id, _)| id).collect();
    match seeding {
        Seeding::Rating => Ok(by_rating),
        Seeding::Random { seed } => {
            let mut order: Vec<EntryId> = players.iter().map(|(id, _)| *id).collect();
            let mut state = *seed;
            // Fisher–Yates from the end, each index drawn from splitmix64.
            for i in (1..order.len()).rev() {
                let j = (splitmix(&mut state) % (i as u64 + 1)) as usize;
                order.swap(i, j);
            }
            Ok(order)
        }
        Seeding::Hand { order } => {
            let mut listed = std::collections::HashSet::new();
            for id in order {
                if !seen.contains(id) {
                    return Err(KnockoutError::UnknownPlayer(*id));
                }
                if !listed.insert(*id) {
                    return Err(KnockoutError::Duplicate(*id));
                }
            }
            let mut out = order.clone();
            out.extend(by_rating.into_iter().filter(|id| !listed.contains(id)));
            Ok(out)
        }
    }
}

/// splitmix64: a well-mixed 64-bit step, enough for a draw and a lot (not for secrets).
pub(crate) fn splitmix(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How the losers of one winners' round are laid into their losers' round: the drop-in for
/// losers' match `j` is the loser of winners' match `crossing(j)`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Crossing {
    /// In order.
    Natural,
    /// Bottom first.
    Reverse,
    /// The second half first, then the first.
    HalfShift,
    /// Each half reversed in place.
    ReverseHalfShift,
    /// Neighbours swapped.
    PairFlip,
}

impl Crossing {
    /// The source index for drop-in `j` of `n`.
    pub fn source(self, j: usize, n: usize) -> usize {
        let half = n / 2;
        match self {
            Crossing::Natural => j,
            Crossing::Reverse => n - 1 - j,
            Crossing::HalfShift if n >= 2 => (j + half) % n,
            Crossing::ReverseHalfShift if n >= 2 => {
                if j < half {
                    half - 1 - j
                } else {
                    n - 1 - (j - half)
                }
            }
            Crossing::PairFlip if n >= 2 => j ^ 1,
            _ => j,
        }
    }

    /// The crossings of a bracket of `size` slots, one per winners' round (round 1's losers
    /// first): brackets-manager.js's `defaultMinorOrdering`, continued above 128.
    pub fn table(size: usize) -> Vec<Crossing> {
        use Crossing::*;
        match size {
            0..=2 => vec![Natural],
            4 => vec![Natural, Reverse],
            8 => vec![Natural, Reverse, Natural],
            16 => vec![Natural, ReverseHalfShift, Reverse, Natural],
            32 => vec![Natural, Reverse, HalfShift, Natural, Natural],
            64 => vec![Natural, Reverse, HalfShift, Reverse, Natural, Natural],
            _ => {
                let rounds = size.trailing_zeros() as usize;
                let mut out = vec![Natural, Reverse, HalfShift];
                out.extend(std::iter::repeat_n(PairFlip, rounds.saturating_sub(4)));
                out.push(Natural);
                out
            }
        }
    }
}

impl Bracket {
    /// Draws the bracket for `seeds` (seed 1 first; see [`seed_order`]) and advances the byes.
    pub fn new(settings: KnockoutSettings, seeds: Vec<EntryId>) -> Result<Self, KnockoutError> {
        if !(2..=MAX_PLAYERS).contains(&seeds.len()) {
            return Err(KnockoutError::FieldSize(seeds.len()));
        }
        if !(1..=15).contains(&settings.games) {
            return Err(KnockoutError::Games(settings.games));
        }
        let mut seen = std::collections::HashSet::new();
        for id in &seeds {
            if !seen.insert(*id) {
                return Err(KnockoutError::Duplicate(*id));
            }
        }
        let matches = play::draw(settings.elimination, &seeds);
        let mut bracket = Self {
            settings,
            seeds,
            matches,
            withdrawn: Vec::new(),
            events: Vec::new(),
        };
        bracket.settle();
        Ok(bracket)
    }

    /// The bracket drawn for `seeds` with `events` applied in order (as the store kept it).
    pub fn from_events(
        settings: KnockoutSettings,
        seeds: Vec<EntryId>,
        events: &[Event],
    ) -> Result<Self, KnockoutError> {
        let mut bracket = Self::new(settings, seeds)?;
        for event in events {
            match *event {
                Event::Result { game_of, result } => bracket.record(game_of, result)?,
                Event::Withdrawal { player } => bracket.withdraw(player)?,
            }
        }
        Ok(bracket)
    }

    /// The settings.
    pub fn settings(&self) -> KnockoutSettings {
        self.settings
    }

    /// The players in seed order.
    pub fn seeds(&self) -> &[EntryId] {
        &self.seeds
    }

    /// A player's seed (1 for the top seed).
    pub fn seed_of(&self, player: EntryId) -> Option<u32> {
        self.seeds
            .iter()
            .position(|&p| p == player)
            .map(|i| i as u32 + 1)
    }

    /// Every match, in the order they were drawn (winners' rounds, losers' rounds, finals).
    pub fn matches(&self) -> &[Match] {
        &self.matches
    }

    /// One match.
    pub fn get(&self, id: MatchId) -> Option<&Match> {
        self.matches.get(id.0 as usize)
    }

    /// Who withdrew, in order.
    pub fn withdrawn(&self) -> &[EntryId] {
        &self.withdrawn
    }

    /// What happened since the draw, in order.
    pub fn events(&self) -> &[Event] {
        &self.events
    }
}

impl KnockoutFormat {
    /// The bracket's settings, with the lot drawn for it.
    pub fn settings(self, lot: u64) -> KnockoutSettings {
        KnockoutSettings {
            elimination: if self.double {
                Elimination::Double { reset: self.reset }
            } else {
                Elimination::Single {
                    third_place: self.third_place,
                }
            },
            games: self.games,
            lot,
        }
    }

    /// How the seeds are ordered: `hand` is the organiser's order (players who left are
    /// skipped by the caller), `draw` the seed of a random order.
    pub fn seeding(self, hand: &[EntryId], draw: u64) -> Seeding {
        match self.seeding {
            SeedBy::Rating => Seeding::Rating,
            SeedBy::Random => Seeding::Random { seed: draw },
            SeedBy::Hand => Seeding::Hand {
                order: hand.to_vec(),
            },
        }
    }
}

/// A bracket as the store keeps it: its settings, its seeds and what happened since the draw.
/// Loading it draws the bracket again and replays the events ([`Bracket::from_events`]), so a
/// restart resumes exactly where it stopped.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct StoredBracket {
    /// The settings.
    pub settings: KnockoutSettings,
    /// The players in seed order.
    pub seeds: Vec<EntryId>,
    /// What happened since the draw.
    pub events: Vec<Event>,
}

impl From<Bracket> for StoredBracket {
    fn from(bracket: Bracket) -> Self {
        Self {
            settings: bracket.settings,
            seeds: bracket.seeds,
            events: bracket.events,
        }
    }
}

impl TryFrom<StoredBracket> for Bracket {
    type Error = KnockoutError;

    fn try_from(stored: StoredBracket) -> Result<Self, Self::Error> {
        Bracket::from_events(stored.settings, stored.seeds, &stored.events)
    }
}
