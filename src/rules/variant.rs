//! Which game of the Hex family is played, and with which settings: [`Variant`] (Hex, Rex,
//! Dark Hex classic and abrupt) and the [`GameSettings`] fixed when a game starts. A leaf
//! module: the referee ([`super::hex`]) and the views ([`super::view`]) both read it.

use std::{fmt, str::FromStr};

use serde::{Deserialize, Serialize};
use thiserror::Error;

use super::coord::BoardSize;

/// Which version of Dark Hex is played: what a hit does to the turn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DarkVersion {
    /// After a hit the same player moves again.
    Classic,
    /// A hit ends the turn.
    Abrupt,
}

/// The game played on a Hex board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Variant {
    /// Standard Hex: joining your two edges wins.
    Hex,
    /// Misère Hex: joining your two edges loses.
    Rex,
    /// Kriegspiel Hex: stones are hidden from the opponent.
    DarkHex(DarkVersion),
}

impl Variant {
    /// Whether each player sees only their own stones.
    pub fn is_dark(self) -> bool {
        matches!(self, Variant::DarkHex(_))
    }

    /// The command-line and chat name of the variant.
    pub fn name(self) -> &'static str {
        match self {
            Variant::Hex => "hex",
            Variant::Rex => "rex",
            Variant::DarkHex(DarkVersion::Classic) => "darkhex",
            Variant::DarkHex(DarkVersion::Abrupt) => "darkhex-abrupt",
        }
    }

    /// Every variant, in the order help texts list them.
    pub const ALL: [Variant; 4] = [
        Variant::DarkHex(DarkVersion::Classic),
        Variant::DarkHex(DarkVersion::Abrupt),
        Variant::Hex,
        Variant::Rex,
    ];
}

impl fmt::Display for Variant {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// A game name that is not one of ours.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown game “{0}”: choose darkhex, darkhex-abrupt, hex or rex")]
pub struct UnknownVariant(pub String);

impl FromStr for Variant {
    type Err = UnknownVariant;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        let normal: String = text
            .trim()
            .chars()
            .filter(|c| !matches!(c, '-' | '_' | ' '))
            .flat_map(char::to_lowercase)
            .collect();
        match normal.as_str() {
            "hex" => Ok(Variant::Hex),
            "rex" | "reversehex" | "misere" | "miserehex" => Ok(Variant::Rex),
            "darkhex" | "darkhexclassic" | "cdh" | "kriegspiel" => {
                Ok(Variant::DarkHex(DarkVersion::Classic))
            }
            "darkhexabrupt" | "abrupt" | "adh" => Ok(Variant::DarkHex(DarkVersion::Abrupt)),
            _ => Err(UnknownVariant(text.trim().to_owned())),
        }
    }
}

/// Everything fixed when a game starts.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct GameSettings {
    /// Which game.
    pub variant: Variant,
    /// The board.
    pub size: BoardSize,
    /// Whether the swap rule was asked for (it only applies to Hex and Rex on square boards).
    pub swap: bool,
}

impl GameSettings {
    /// Settings with the swap rule at its default: on for Hex and Rex, off for Dark Hex.
    pub fn new(variant: Variant, size: BoardSize) -> Self {
        Self {
            variant,
            size,
            swap: !variant.is_dark(),
        }
    }

    /// The same settings with the swap rule switched on or off.
    pub fn with_swap(self, swap: bool) -> Self {
        Self { swap, ..self }
    }

    /// Whether Blue may swap on their first move in this game.
    pub fn swap_available(self) -> bool {
        self.swap && !self.variant.is_dark() && self.size.is_square()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn variant_names_parse() {
        for v in Variant::ALL {
            assert_eq!(v.name().parse::<Variant>(), Ok(v));
        }
        assert_eq!(
            "Dark Hex".parse::<Variant>(),
            Ok(Variant::DarkHex(DarkVersion::Classic))
        );
        assert!("chess".parse::<Variant>().is_err());
    }
}
