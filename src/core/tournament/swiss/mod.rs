//! Swiss pairing by FIDE's Dutch system (Handbook C.04.3), checked against bbpPairings.
//!
//! Players are ordered by score, then pairing number, and paired bracket by bracket from the
//! top score group down, as the Dutch system does. Each bracket (its score group and the
//! players who floated down into it) is paired by one minimum-cost perfect matching over the
//! bracket and everyone below it (those below only keep the rest of the round pairable), with
//! each pair's cost made of parts weighted in strict priority — every part's weight above the
//! largest sum the parts below it can reach — in the order of the Dutch criteria ([`cost`]):
//!
//! 1. absolute: no rematch of a game played, no pair the organiser forbade, no second bye (a
//!    pairing bye or a forfeit win already counts); then no two players with the same
//!    absolute colour preference (unless one is a topscorer in the last round);
//! 2. the bye in the lowest score group it can go to;
//! 3. as many pairs in the bracket as possible, the highest scores first, and the brackets
//!    below still pairable, the next one with as many pairs, scoring as high, as it can
//!    (C.04.3 C.7);
//! 4. the smallest score differences; the bye to a player with the fewest unplayed rounds
//!    (C.04.3 C.9: only in the bracket where it is decided, and only if the bye-receiver is
//!    that bracket's one floater, as bbpPairings reads it);
//! 5. colour preferences: absolute, then any, then strong ones granted;
//! 6. floaters: nobody floats down (or up) as in the last round, nor as two rounds ago (a
//!    player who came down and is paired in the bracket floats no further); then the scores
//!    of those who do, as low as can be (C.04.3 C.14–C.21);
//! 7. the Dutch order: S1 meets S2 in order, the lowest float down.
//!
//! Then the bracket's pairs are searched in the Dutch order ([`order`]: who came down first,
//! S2's transpositions, then single exchanges, then double ones) for the first pairing as
//! good as the matching's on every criterion. Colours follow the Dutch allocation rules
//! ([`colour`]); "white" is the side that moves first.
//!
//! [`trf`] reads and writes FIDE's tournament files, and compares our pairing with one that
//! bbpPairings recorded: 7,851 of 7,851 rounds of 1,000 random tournaments agree (see
//! `tests/rules/swiss_dutch.rs`). Not modelled, so possible differences elsewhere: exchanges
//! of more than two players between S1 and S2, and the search's work limits (a bracket whose
//! search runs out keeps the matching's pairs). Fields of more than 200 players look ahead a
//! few groups instead of the whole rest, to stay fast.
//!
//! The matching is integer-blossom's primal–dual blossom algorithm (`O(V³)`), with integer
//! costs, and the search counts work rather than time, so the same standings always give
//! the same pairings.

mod colour;
mod cost;
mod order;
pub mod trf;

use thiserror::Error;

use super::format::{EntryId, HalfPoints};
use crate::rules::Side;

/// Fields up to this size are paired with every lower player present in each bracket's
/// matching (as the Dutch system's completion rule wants); larger ones look ahead
/// [`LOOKAHEAD`] players past the bracket's own number.
const WHOLE_FIELD: usize = 200;
const LOOKAHEAD: usize = 32;

/// How a player's game of one round compared to their score group.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum Float {
    /// Played someone of the same score (or did not play).
    #[default]
    None,
    /// Played someone with a lower score, or scored a bye or a forfeit win.
    Down,
    /// Played someone with a higher score.
    Up,
}

/// What the pairing needs to know about one player of the round.
#[derive(Clone, Debug, PartialEq)]
pub struct SwissPlayer {
    /// The player.
    pub id: EntryId,
    /// The pairing number (1 for the highest rated at the start): the order inside a score
    /// group, and the colour of a first game.
    pub number: u32,
    /// Points so far.
    pub score: HalfPoints,
    /// Rating (kept for the record; the order inside a score group is the pairing number).
    pub rating: f64,
    /// Everyone the player played before (a game forfeited is not played, as FIDE counts).
    pub met: Vec<EntryId>,
    /// The sides of the games the player played, oldest first.
    pub sides: Vec<Side>,
    /// How the player floated in each round so far, oldest first.
    pub floats: Vec<Float>,
    /// Whether the player already scored a point without playing (a pairing bye or a forfeit
    /// win), which bars a second bye.
    pub had_bye: bool,
}

/// What the pairing needs to know about the round itself.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RoundRules {
    /// Rounds played before this one.
    pub played_rounds: u32,
    /// Whether this is the last round (topscorers may then get a third colour in a row).
    pub final_round: bool,
    /// Pairs who must never be paired (as if they had met).
    pub avoid: Vec<(EntryId, EntryId)>,
}

/// The pairings of a Swiss round.
#[derive(Clone, Debug, PartialEq, Eq, Default)]
pub struct SwissRound {
    /// The games, top board first: `(first, second)`.
    pub games: Vec<(EntryId, EntryId)>,
    /// The player with the pairing bye (an odd field).
    pub bye: Option<EntryId>,
}

/// Why a round could not be paired.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum PairingError {
    /// The same player was given twice.
    #[error("player {0:?} appears twice")]
    Duplicate(EntryId),
    /// The costs did not fit the integer type (a field far beyond any tournament's).
    #[error("the field is too large to pair")]
    TooLarge,
}

/// A player's colour preference (C.04.3 A.6).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
struct Preference {
    /// The side wanted, if any.
    side: Option<Side>,
    /// Absolute: two games more on one side, or the last two games on the same side.
    absolute: bool,
    /// Strong: one game more on one side (and not absolute).
    strong: bool,
    /// How many more games on one side than the other.
    imbalance: u32,
}

impl Preference {
    fn of(sides: &[Side]) -> Self {
        let firsts = sides.iter().filter(|&&s| s == Side::First).count() as u32;
        let seconds = sides.len() as u32 - firsts;
        let imbalance = firsts.abs_diff(seconds);
        let fewer = if firsts > seconds {
            Side::Second
        } else {
            Side::First
        };
        let last = sides.last().copied();
        let run = last.map_or(0, |l| sides.iter().rev().take_while(|&&s| s == l).count());
        let side = if imbalance > 1 {
            Some(fewer)
        } else if run > 1 {
            last.map(Side::opponent)
        } else if imbalance > 0 {
            Some(fewer)
        } else {
            last.map(Side::opponent)
        };
        let absolute = imbalance > 1 || run > 1;
        Self {
            side,
            absolute,
            strong: !absolute && imbalance > 0,
            imbalance,
        }
    }
}

/// A player's place in the pairing order, and what the criteria look at.
struct Placed<'a> {
    player: &'a SwissPlayer,
    /// Which score group (0: the highest score).
    group: usize,
    /// Place inside the group and the group's size.
    in_group: usize,
    group_size: usize,
    preference: Preference,
    /// A topscorer of the last round (more than half the possible points).
    topscorer: bool,
    /// The floats of the last round and of the round before.
    float1: Float,
    float2: Float,
    /// Rounds so far without a game played.
    unplayed: u32,
}

/// Pairs one Swiss round of `players` (everyone to be paired this round, withdrawn players
/// left out by the caller) by the Dutch system.
pub fn pair_swiss(players: &[SwissPlayer], rules: &RoundRules) -> Result<SwissRound, PairingError> {
    let mut order: Vec<&SwissPlayer> = players.iter().collect();
    order.sort_by(|a, b| {
        b.score
            .cmp(&a.score)
            .then(a.number.cmp(&b.number))
            .then(a.id.cmp(&b.id))
    });
    let mut ids: Vec<EntryId> = players.iter().map(|p| p.id).collect();
    ids.sort_unstable();
    if let Some(pair) = ids.windows(2).find(|w| w[0] == w[1]) {
        return Err(PairingError::Duplicate(pair[0]));
    }
    let mut placed: Vec<Placed> = Vec::with_capacity(order.len());
    let mut start = 0;
    let mut group = 0;
    while start < order.len() {
        let end = start
            + order[start..]
                .iter()
                .take_while(|p| p.score == order[start].score)
                .count();
        for (in_group, player) in order[start..end].iter().enumerate() {
            let float = |back: usize| {
                player
                    .floats
                    .len()
                    .checked_sub(back)
                    .and_then(|i| player.floats.get(i))
                    .copied()
                    .unwrap_or_default()
            };
            placed.push(Placed {
                player,
                group,
                in_group,
                group_size: end - start,
                preference: Preference::of(&player.sides),
                topscorer: rules.final_round && player.score > rules.played_rounds,
                float1: float(1),
                float2: float(2),
                unplayed: rules
                    .played_rounds
                    .saturating_sub(player.sides.len() as u32),
            });
        }
        start = end;
        group += 1;
    }
    let n = placed.len();
    if n == 0 {
        return Ok(SwissRound::default());
    }
    let costs = cost::Costs::new(&placed, rules).ok_or(PairingError::TooLarge)?;
    // Bracket by bracket from the top: the players who float on join the next bracket.
    let mut pairs = Vec::with_capacity(n / 2);
    let mut bye = None;
    let mut floaters: Vec<usize> = Vec::new();
    let mut start = 0;
    while start < n {
        let group = placed[start].group;
        let end = start + placed[start].group_size;
        let mut current = std::mem::take(&mut floaters);
        current.extend(start..end);
        // Everyone below keeps the round pairable; in a very large field the next groups
        // (at least as many players as the bracket, and some) stand for them, so that each
        // bracket's matching stays small.
        let mut lower_end = end;
        while lower_end < n && (n <= WHOLE_FIELD || lower_end - end < current.len() + LOOKAHEAD) {
            lower_end += placed[lower_end].group_size;
        }
        let lower: Vec<usize> = (end..lower_end).collect();
        let found = costs.bracket(&current, &lower);
        let decided = order::Decided {
            group,
            pairs: found.pairs,
            floaters: found.floaters,
            bye: found.bye,
            lower: &lower,
        };
        let (ordered, floating, given) = order::dutch_order(&placed, &costs, decided);
        pairs.extend(ordered);
        bye = bye.or(given);
        floaters = floating;
        start = end;
    }
    // Top boards first: the better-placed player of each pair decides the order.
    pairs.sort_unstable();
    let games = pairs
        .iter()
        .map(|&(i, j)| colour::allocate(&placed[i], &placed[j]))
        .collect();
    Ok(SwissRound {
        games,
        bye: bye.map(|i| placed[i].player.id),
    })
}

#[cfg(test)]
mod tests;
