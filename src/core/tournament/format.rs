//! What a tournament is made of: its [`Format`], its players ([`Entry`]), and what each
//! round gave them ([`Pairing`], [`GameResult`], [`ByeKind`]).
//!
//! Points are counted in half-points ([`HalfPoints`]) so that sums and comparisons are exact.

use serde::{Deserialize, Serialize};

use crate::rules::Side;

/// How a tournament is paired.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Format {
    /// Everyone plays everyone once (Berger tables).
    RoundRobin,
    /// Everyone plays everyone twice, the second cycle with colours reversed.
    DoubleRoundRobin,
    /// A fixed number of rounds, each paired by score (a minimum-cost perfect matching).
    Swiss {
        /// How many rounds are played.
        rounds: u32,
    },
    /// A knockout bracket, single or double elimination (see [`super::knockout`]).
    Knockout(KnockoutFormat),
    /// A fixed time in which a player who finishes a game is paired again at once (see
    /// [`super::arena`]).
    Arena {
        /// How long it runs, in minutes.
        minutes: u32,
    },
}

/// How a knockout tournament is played, as the organiser chose it (the bracket's own
/// settings, [`super::knockout::KnockoutSettings`], add the lot drawn at the start).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct KnockoutFormat {
    /// Double elimination (a losers' bracket and a grand final) rather than single.
    pub double: bool,
    /// Single elimination: the semi-final losers play for 3rd place.
    pub third_place: bool,
    /// Double elimination: a grand final won by the losers' champion is played again.
    pub reset: bool,
    /// Games a match: 1, best of an odd number, or an even number then deciders (1–15).
    pub games: u8,
    /// How the seeds are ordered.
    pub seeding: SeedBy,
}

impl Default for KnockoutFormat {
    /// Single elimination, one game a match, no third-place match, seeded by rating.
    fn default() -> Self {
        Self {
            double: false,
            third_place: false,
            reset: true,
            games: 1,
            seeding: SeedBy::Rating,
        }
    }
}

/// How a knockout's seeds are ordered (the order typed by hand is kept with the tournament).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SeedBy {
    /// Best rating first.
    Rating,
    /// A draw at the start.
    Random,
    /// The organiser's order (`hex tournament seed`), then by rating.
    Hand,
}

impl Format {
    /// How many rounds a tournament of `players` has: `n − 1` for a round-robin of an even
    /// field, `n` for an odd one (everyone rests once), twice that for a double one.
    pub fn rounds(self, players: usize) -> u32 {
        let field = players + players % 2;
        let cycle = u32::try_from(field.saturating_sub(1)).unwrap_or(u32::MAX);
        match self {
            Format::RoundRobin => cycle,
            Format::DoubleRoundRobin => cycle.saturating_mul(2),
            Format::Swiss { rounds } => rounds,
            // The winners' bracket's rounds: the field padded to a power of two.
            Format::Knockout(_) => players.max(1).next_power_of_two().trailing_zeros(),
            // An arena has no rounds: it runs for its time.
            Format::Arena { .. } => 0,
        }
    }

    /// Whether this is a round-robin (single or double).
    pub fn is_round_robin(self) -> bool {
        matches!(self, Format::RoundRobin | Format::DoubleRoundRobin)
    }

    /// The knockout's settings, if this is a knockout.
    pub fn knockout(self) -> Option<KnockoutFormat> {
        match self {
            Format::Knockout(knockout) => Some(knockout),
            _ => None,
        }
    }

    /// The arena's length in minutes, if this is an arena.
    pub fn arena_minutes(self) -> Option<u32> {
        match self {
            Format::Arena { minutes } => Some(minutes),
            _ => None,
        }
    }

    /// The tie-breaks of the format, in the order they are applied after points.
    pub fn tie_breaks(self) -> &'static [TieBreak] {
        if self.knockout().is_some() || self.arena_minutes().is_some() {
            // A bracket has places, not points.
            &[]
        } else if self.is_round_robin() {
            &[
                TieBreak::DirectEncounter,
                TieBreak::SonnebornBerger,
                TieBreak::Wins,
            ]
        } else {
            &[
                TieBreak::BuchholzCut1,
                TieBreak::Buchholz,
                TieBreak::SonnebornBerger,
            ]
        }
    }
}

/// A tie-break, applied in a format's order when points are equal.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum TieBreak {
    /// Points scored in the games among the players tied on points.
    DirectEncounter,
    /// The sum of the adjusted scores of the opponents, each times the points scored
    /// against them.
    SonnebornBerger,
    /// Games won over the board.
    Wins,
    /// Buchholz without the least significant opponent.
    BuchholzCut1,
    /// The sum of the opponents' adjusted scores.
    Buchholz,
}

impl TieBreak {
    /// A short code for logs and tests (`DE`, `SB`, `W`, `BH-C1`, `BH`); what players read is
    /// `tournament-tie-break-code` of the catalogues, in their language.
    pub fn code(self) -> &'static str {
        match self {
            TieBreak::DirectEncounter => "DE",
            TieBreak::SonnebornBerger => "SB",
            TieBreak::Wins => "W",
            TieBreak::BuchholzCut1 => "BH-C1",
            TieBreak::Buchholz => "BH",
        }
    }
}

/// Points in halves: 2 for a win, 1 for a draw.
pub type HalfPoints = u32;

/// A player's number in one tournament, in the order they joined (the store maps it to the
/// chat user).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct EntryId(pub u32);

/// One player of a tournament.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct Entry {
    /// The player's number in the tournament.
    pub id: EntryId,
    /// The name shown in pairings and standings.
    pub name: String,
    /// The rating the player is seeded by (and which breaks pairing ties in a score group).
    pub rating: f64,
    /// The first round the player can be paired in (1 for everyone who joined before the
    /// start).
    pub joined_round: u32,
    /// The last round the player took part in before withdrawing, if they withdrew
    /// (0: before the first round).
    pub withdrawn_after: Option<u32>,
}

impl Entry {
    /// Whether the player is paired in `round` (1-based): joined by then, not withdrawn.
    pub fn plays_in(&self, round: u32) -> bool {
        round >= self.joined_round && self.withdrawn_after.is_none_or(|after| round <= after)
    }
}

/// How a game of a tournament ended.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind", content = "side")]
pub enum GameResult {
    /// Won over the board by this side.
    Win(Side),
    /// Drawn (only in a family with draws: no Hex game can be drawn).
    Draw,
    /// Won by this side because the other did not play (deadline, withdrawal, removal).
    ForfeitWin(Side),
    /// Neither side played: nobody scores.
    DoubleForfeit,
}

impl GameResult {
    /// What `side` scored.
    pub fn points_of(self, side: Side) -> HalfPoints {
        match self {
            GameResult::Win(winner) | GameResult::ForfeitWin(winner) => {
                if winner == side {
                    2
                } else {
                    0
                }
            }
            GameResult::Draw => 1,
            GameResult::DoubleForfeit => 0,
        }
    }

    /// Whether the game was played over the board (not forfeited).
    pub fn is_played(self) -> bool {
        matches!(self, GameResult::Win(_) | GameResult::Draw)
    }
}

/// A round without an opponent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum ByeKind {
    /// The pairing bye of an odd Swiss field: a full point.
    Full,
    /// A late joiner's bye for the round(s) missed (as lichess): half a point.
    Half,
    /// A rest round of an odd round-robin field, or a round missed (before joining, after
    /// withdrawing): nothing.
    Zero,
}

impl ByeKind {
    /// The points the bye gives.
    pub fn points(self) -> HalfPoints {
        match self {
            ByeKind::Full => 2,
            ByeKind::Half => 1,
            ByeKind::Zero => 0,
        }
    }
}

/// One board of a round: a game, or a player without an opponent.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case", tag = "kind")]
pub enum Pairing {
    /// A game; `result` is `None` while it is being played.
    Game {
        /// The player who moves first (Red, White).
        first: EntryId,
        /// The player who moves second (Blue, Black).
        second: EntryId,
        /// How it ended.
        result: Option<GameResult>,
    },
    /// A round without an opponent.
    Bye {
        /// The player.
        player: EntryId,
        /// What it gives.
        bye: ByeKind,
    },
}

impl Pairing {
    /// Whether `player` is on this board.
    pub fn involves(&self, player: EntryId) -> bool {
        match self {
            Pairing::Game { first, second, .. } => *first == player || *second == player,
            Pairing::Bye { player: p, .. } => *p == player,
        }
    }

    /// Whether the board has its result (a bye always has).
    pub fn is_decided(&self) -> bool {
        !matches!(self, Pairing::Game { result: None, .. })
    }
}

/// Points as people read them: `3`, `2½`, `½`.
pub fn shown_points(points: HalfPoints) -> String {
    match (points / 2, points % 2) {
        (0, 1) => "½".to_owned(),
        (whole, 1) => format!("{whole}½"),
        (whole, _) => format!("{whole}"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn round_counts_follow_the_format() {
        assert_eq!(Format::RoundRobin.rounds(6), 5);
        assert_eq!(Format::RoundRobin.rounds(7), 7);
        assert_eq!(Format::DoubleRoundRobin.rounds(6), 10);
        assert_eq!(Format::Swiss { rounds: 4 }.rounds(7), 4);
        assert_eq!(Format::RoundRobin.rounds(0), 0);
    }

    #[test]
    fn results_score_both_sides() {
        assert_eq!(GameResult::Win(Side::First).points_of(Side::First), 2);
        assert_eq!(GameResult::Win(Side::First).points_of(Side::Second), 0);
        assert_eq!(GameResult::Draw.points_of(Side::Second), 1);
        assert_eq!(
            GameResult::ForfeitWin(Side::Second).points_of(Side::Second),
            2
        );
        assert_eq!(GameResult::DoubleForfeit.points_of(Side::First), 0);
        assert!(!GameResult::ForfeitWin(Side::First).is_played());
        assert_eq!(shown_points(5), "2½");
        assert_eq!(shown_points(1), "½");
        assert_eq!(shown_points(4), "2");
        assert_eq!(shown_points(0), "0");
    }

    #[test]
    fn entries_play_between_joining_and_withdrawing() {
        let entry = Entry {
            id: EntryId(1),
            name: "a".into(),
            rating: 1500.0,
            joined_round: 2,
            withdrawn_after: Some(3),
        };
        assert!(!entry.plays_in(1));
        assert!(entry.plays_in(2) && entry.plays_in(3));
        assert!(!entry.plays_in(4));
    }
}
