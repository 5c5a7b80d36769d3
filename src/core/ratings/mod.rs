//! Ratings: one Glicko-2 rating per player, network and [`RatingKind`] (the update itself is
//! `skillratings`' Glicko-2, not ours), how a rating is shown, and the records that profiles,
//! leaderboards and histories are made of.
//!
//! The store keeps them in `ratings`, `player_games` and `server_ratings`
//! (`migrations/*/0003_ratings.sql`).

mod glicko;
pub mod records;
mod results;

use serde::{Deserialize, Serialize};

pub use glicko::{decayed, rate, Score, RATING_PERIOD};
pub use records::GameResult;
pub use results::{rated_game, PlayerGame, RatingChange, Standing};

use crate::rules::{DarkVersion, Family, GameSpec, Variant};

/// Which rating a game counts for: one per game, the two Dark Hex versions apart (board-size
/// classes are not told apart); a family other than Hex has one kind for all its games, named
/// (and stored) by its family's name.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum RatingKind {
    /// Dark Hex, classic version (a hit moves again).
    DarkHexClassic,
    /// Dark Hex, abrupt version (a hit ends the turn).
    DarkHexAbrupt,
    /// Standard Hex.
    Hex,
    /// Rex (misère Hex).
    Rex,
    /// The one kind of a family other than Hex (serialised as the family's name, as the kind
    /// was before it was generic). Never [`Family::Hex`]: [`RatingKind::of_family`].
    #[serde(untagged)]
    Family(Family),
}

impl RatingKind {
    /// Every kind, in the order profiles list them: the Hex family's, then one per other
    /// family in the registration's order.
    pub const ALL: [Self; 4 + Family::ALL.len() - 1] = {
        let mut all = [Self::Hex; 4 + Family::ALL.len() - 1];
        all[0] = Self::DarkHexClassic;
        all[1] = Self::DarkHexAbrupt;
        all[2] = Self::Hex;
        all[3] = Self::Rex;
        let mut i = 1;
        while i < Family::ALL.len() {
            all[3 + i] = Self::Family(Family::ALL[i]);
            i += 1;
        }
        all
    };

    /// The kind a game of `spec` counts for.
    pub fn of(spec: GameSpec) -> Self {
        match spec.hex_settings() {
            Some(settings) => match settings.variant {
                Variant::DarkHex(DarkVersion::Classic) => Self::DarkHexClassic,
                Variant::DarkHex(DarkVersion::Abrupt) => Self::DarkHexAbrupt,
                Variant::Hex => Self::Hex,
                Variant::Rex => Self::Rex,
            },
            None => Self::Family(spec.family()),
        }
    }

    /// The name the store keeps (`darkhex-classic`, …; a family's kind, its family's name).
    pub fn name(self) -> &'static str {
        match self {
            Self::DarkHexClassic => "darkhex-classic",
            Self::DarkHexAbrupt => "darkhex-abrupt",
            Self::Hex => "hex",
            Self::Rex => "rex",
            Self::Family(family) => family.name(),
        }
    }

    /// The kind that rates the games of `family`, when the family has one kind for all its
    /// games (the Hex family's kinds are per variant: `None`).
    pub fn of_family(family: Family) -> Option<Self> {
        (!family.is_hex()).then_some(Self::Family(family))
    }

    /// The name of the game it rates, as users type it (`darkhex`, `darkhex-abrupt`, `hex`,
    /// `rex`, or a family's name).
    pub fn game_name(self) -> &'static str {
        match self {
            Self::DarkHexClassic => "darkhex",
            Self::DarkHexAbrupt => "darkhex-abrupt",
            Self::Hex => "hex",
            Self::Rex => "rex",
            Self::Family(family) => family.name(),
        }
    }

    /// The kind of a stored [`RatingKind::name`].
    pub fn from_name(name: &str) -> Option<Self> {
        Self::ALL.into_iter().find(|kind| kind.name() == name)
    }
}

/// A Glicko-2 rating (the scale players see: 1500 / 350 / 0.06 to start, as PlayHex).
#[derive(Clone, Copy, Debug, PartialEq, Serialize, Deserialize)]
pub struct Rating {
    /// The rating.
    pub rating: f64,
    /// The rating deviation (RD).
    pub deviation: f64,
    /// The volatility.
    pub volatility: f64,
}

impl Rating {
    /// Every player's rating before their first rated game.
    pub const START: Self = Self {
        rating: 1500.0,
        deviation: 350.0,
        volatility: 0.06,
    };

    /// A deviation from which a rating is provisional: shown with `?`, left off leaderboards.
    pub const PROVISIONAL_DEVIATION: f64 = 100.0;

    /// Whether the rating is still provisional (RD ≥ 100).
    pub fn is_provisional(&self) -> bool {
        self.deviation >= Self::PROVISIONAL_DEVIATION
    }

    /// The rating as players read it: `1532`, or `1500?` while provisional.
    pub fn shown(&self) -> String {
        let mark = if self.is_provisional() { "?" } else { "" };
        format!("{}{mark}", self.rating.round())
    }
}

impl Default for Rating {
    fn default() -> Self {
        Self::START
    }
}

/// A rating's change as players read it: `+14`, `-9`, `±0`.
pub fn shown_change(before: f64, after: f64) -> String {
    let change = after.round() - before.round();
    if change == 0.0 {
        "±0".to_owned()
    } else {
        format!("{change:+}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn kinds_round_trip_through_their_names() {
        for kind in RatingKind::ALL {
            assert_eq!(RatingKind::from_name(kind.name()), Some(kind));
        }
        assert_eq!(RatingKind::from_name("chess"), None);
        // A family's kind is serialised as its family's name, as the kind was before it was
        // generic.
        for family in Family::ALL {
            let Some(kind) = RatingKind::of_family(family) else {
                continue;
            };
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", family.name()));
            assert_eq!(serde_json::from_str::<RatingKind>(&json).unwrap(), kind);
            assert_eq!(kind.name(), family.name());
        }
        let json = serde_json::to_string(&RatingKind::DarkHexClassic).unwrap();
        assert_eq!(json, r#""dark-hex-classic""#);
        assert_eq!(
            serde_json::from_str::<RatingKind>(r#""hex""#).unwrap(),
            RatingKind::Hex
        );
    }

    #[test]
    fn provisional_ratings_are_marked() {
        assert_eq!(Rating::START.shown(), "1500?");
        let settled = Rating {
            rating: 1531.6,
            deviation: 99.9,
            volatility: 0.06,
        };
        assert_eq!(settled.shown(), "1532");
        assert_eq!(shown_change(1517.8, 1531.6), "+14");
        assert_eq!(shown_change(1531.6, 1522.2), "-10");
        assert_eq!(shown_change(1500.2, 1499.9), "±0");
    }
}
