//! Which game a table plays: the [`Family`] of rules (Hex or Hexdame) and the [`GameSpec`],
//! the family with its rule options.
//!
//! A leaf module (besides the Hex settings it carries), so [`super::side`] can name sides per
//! family without an import cycle.

use serde::{Deserialize, Serialize};

use super::{
    coord::{BoardSize, BoardSizeError},
    variant::{GameSettings, Variant},
};

/// A family of games: the rules that decide who moves, what a move is and how a game ends.
///
/// Serialised in lowercase (`"hex"`, `"hexdame"`), as stored with games and challenges; rows
/// written before Hexdame existed have no such field, hence the default.
#[derive(
    Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize,
)]
#[serde(rename_all = "lowercase")]
pub enum Family {
    /// Hex, Rex and Dark Hex (classic and abrupt): the variant is in the [`GameSettings`].
    #[default]
    Hex,
    /// Hexdame: draughts on a hexagonal board.
    Hexdame,
}

impl Family {
    /// Both families.
    pub const ALL: [Family; 2] = [Family::Hex, Family::Hexdame];

    /// Whether this is the default ([`Family::Hex`]), so it can be left out when stored.
    pub fn is_hex(&self) -> bool {
        *self == Family::Hex
    }

    /// The lowercase English names of the two sides, the first first (`red` / `blue`).
    pub const fn side_names(self) -> [&'static str; 2] {
        match self {
            Family::Hex => ["red", "blue"],
            Family::Hexdame => ["white", "black"],
        }
    }

    /// Lowercase name, as stored.
    pub const fn name(self) -> &'static str {
        match self {
            Family::Hex => "hex",
            Family::Hexdame => "hexdame",
        }
    }
}

/// Which game, with which rule options: everything needed to start a fresh game.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameSpec {
    /// A game of the Hex family: the variant, the board and the swap rule.
    Hex(GameSettings),
    /// Hexdame (it has no options).
    Hexdame,
}

impl GameSpec {
    /// The family of rules.
    pub const fn family(&self) -> Family {
        match self {
            GameSpec::Hex(_) => Family::Hex,
            GameSpec::Hexdame => Family::Hexdame,
        }
    }

    /// The game's name as users type it: `darkhex`, `darkhex-abrupt`, `hex`, `rex` or
    /// `hexdame`.
    pub fn name(&self) -> &'static str {
        match self {
            GameSpec::Hex(settings) => settings.variant.name(),
            GameSpec::Hexdame => "hexdame",
        }
    }

    /// Whether the board may be seen by everyone during play (every game but Dark Hex).
    pub fn is_open(&self) -> bool {
        !self.is_dark()
    }

    /// Whether this is a Dark Hex game (stones hidden from the opponent and the channel).
    pub fn is_dark(&self) -> bool {
        matches!(self, GameSpec::Hex(settings) if settings.variant.is_dark())
    }

    /// The Hex settings, for a game of the Hex family.
    pub const fn hex_settings(&self) -> Option<GameSettings> {
        match self {
            GameSpec::Hex(settings) => Some(*settings),
            GameSpec::Hexdame => None,
        }
    }
}

impl GameSpec {
    /// The Hex settings as a stored game row keeps them: a family without Hex settings stores
    /// the Hex default (11×11 Hex) in the unused field, as its rows always have.
    pub fn stored_settings(&self) -> Result<GameSettings, BoardSizeError> {
        match self {
            GameSpec::Hex(settings) => Ok(*settings),
            GameSpec::Hexdame => Ok(GameSettings::new(Variant::Hex, BoardSize::new(11, 11)?)),
        }
    }

    /// The spec of a stored game row: its family, and the Hex settings it keeps (used only by
    /// the Hex family).
    pub fn from_stored(family: Family, settings: GameSettings) -> GameSpec {
        match family {
            Family::Hex => GameSpec::Hex(settings),
            Family::Hexdame => GameSpec::Hexdame,
        }
    }
}

impl From<GameSettings> for GameSpec {
    fn from(settings: GameSettings) -> Self {
        GameSpec::Hex(settings)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, DarkVersion, Variant};

    fn hex(variant: Variant) -> GameSpec {
        GameSpec::Hex(GameSettings::new(variant, BoardSize::square(11).unwrap()))
    }

    #[test]
    fn family_serialises_like_the_game_kind_it_replaces() {
        assert_eq!(serde_json::to_string(&Family::Hex).unwrap(), r#""hex""#);
        assert_eq!(
            serde_json::to_string(&Family::Hexdame).unwrap(),
            r#""hexdame""#
        );
        for family in Family::ALL {
            let json = serde_json::to_string(&family).unwrap();
            assert_eq!(serde_json::from_str::<Family>(&json).unwrap(), family);
            assert_eq!(json, format!("\"{}\"", family.name()));
        }
        assert_eq!(Family::default(), Family::Hex);
        assert!(Family::Hex.is_hex());
        assert!(!Family::Hexdame.is_hex());
    }

    #[test]
    fn specs_name_their_game_and_say_what_is_visible() {
        let cases = [
            (hex(Variant::DarkHex(DarkVersion::Classic)), "darkhex", true),
            (
                hex(Variant::DarkHex(DarkVersion::Abrupt)),
                "darkhex-abrupt",
                true,
            ),
            (hex(Variant::Hex), "hex", false),
            (hex(Variant::Rex), "rex", false),
            (GameSpec::Hexdame, "hexdame", false),
        ];
        for (spec, name, dark) in cases {
            assert_eq!(spec.name(), name);
            assert_eq!(spec.is_dark(), dark, "{name}");
            assert_eq!(spec.is_open(), !dark, "{name}");
            let family = if name == "hexdame" {
                Family::Hexdame
            } else {
                Family::Hex
            };
            assert_eq!(spec.family(), family);
            assert_eq!(spec.hex_settings().is_some(), family.is_hex());
        }
        let settings = GameSettings::new(Variant::Rex, BoardSize::square(7).unwrap());
        assert_eq!(GameSpec::from(settings).hex_settings(), Some(settings));
        assert_eq!(GameSpec::Hexdame.hex_settings(), None);
    }
}
