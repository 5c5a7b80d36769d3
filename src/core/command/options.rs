//! The options of a game as asked for (`darkhex 9 red swap=off 1d hard`), typed, and the
//! checks that make them a game the rules can set up.

use super::{error::ParseError, words::is_hexdame_name};
use crate::{
    ai::Level,
    core::{GameKind, TimeControl},
    rules::{BoardSize, DarkVersion, GameSettings, Variant},
};

/// The board sides allowed for chat games.
pub const SIZES: std::ops::RangeInclusive<u32> = 7..=19;

/// Which colour the challenger wants.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ColourChoice {
    /// Red (moves first); White in Hexdame.
    Red,
    /// Blue; Black in Hexdame.
    Blue,
    /// Decided at random when the game starts.
    Random,
}

/// Everything a challenge or a game against the computer can choose.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
pub struct GameOptions {
    /// Which family of game (absent in challenges stored before Hexdame: Hex).
    #[serde(default, skip_serializing_if = "GameKind::is_hex")]
    pub kind: GameKind,
    /// Which game of the Hex family (unused for Hexdame).
    pub variant: Variant,
    /// Rows and columns, if given.
    pub size: Option<(u32, u32)>,
    /// The challenger's colour.
    pub colour: ColourChoice,
    /// The swap rule (`None`: the variant's default).
    pub swap: Option<bool>,
    /// The clock.
    pub time: TimeControl,
    /// The computer's strength in a game against it (`None`: the default, `medium`). Not
    /// stored with a challenge: the level of a game is stored in its computer seat.
    #[serde(skip)]
    pub level: Option<Level>,
}

impl Default for GameOptions {
    fn default() -> Self {
        Self {
            kind: GameKind::Hex,
            variant: Variant::DarkHex(DarkVersion::Classic),
            size: None,
            colour: ColourChoice::Random,
            swap: None,
            time: TimeControl::None,
            level: None,
        }
    }
}

impl GameOptions {
    /// Rows and columns: as asked, or the game's default (9×9 Dark Hex, 11×11 Hex and Rex).
    pub fn dimensions(&self) -> (u32, u32) {
        self.size.unwrap_or(if self.variant.is_dark() {
            (9, 9)
        } else {
            (11, 11)
        })
    }

    /// Whether these options ask for Hexdame.
    pub fn is_hexdame(&self) -> bool {
        self.kind == GameKind::Hexdame
    }

    /// The options of a Hexdame game with these players' choices (colour, clock, level).
    pub fn hexdame(self) -> Self {
        Self {
            kind: GameKind::Hexdame,
            variant: Variant::Hex,
            size: None,
            swap: None,
            ..self
        }
    }

    /// The rules settings these options ask for (Hexdame: the Hex default, unused).
    pub fn settings(&self) -> Result<GameSettings, ParseError> {
        if self.is_hexdame() {
            if self.size.is_some() {
                return Err(ParseError::HexdameNoSize);
            }
            if self.swap.is_some() {
                return Err(ParseError::HexdameNoSwap);
            }
            let size = BoardSize::new(11, 11).map_err(|_| ParseError::BadSize {
                text: "11".to_owned(),
            })?;
            return Ok(GameSettings::new(Variant::Hex, size));
        }
        let (rows, cols) = self.dimensions();
        let size = BoardSize::new(rows, cols).map_err(|_| ParseError::BadSize {
            text: format!("{rows}x{cols}"),
        })?;
        let settings = GameSettings::new(self.variant, size);
        Ok(match self.swap {
            Some(swap) => settings.with_swap(swap),
            None => settings,
        })
    }
}

/// `9` or `9x11` (or `9×11`): `None` when the word is no size at all, an error when it is a
/// size we do not offer.
fn parse_size(token: &str) -> Option<Result<(u32, u32), ParseError>> {
    let (rows, cols) = match token.split_once(['x', '×']) {
        Some((r, c)) => (r, c),
        None => (token, token),
    };
    let rows: u32 = rows.parse().ok()?;
    let cols: u32 = cols.parse().ok()?;
    if !SIZES.contains(&rows) || !SIZES.contains(&cols) {
        return Some(Err(ParseError::BadSize {
            text: token.to_owned(),
        }));
    }
    Some(Ok((rows, cols)))
}

/// Parses `darkhex 9 red swap=off 1d hard` in any order; unknown words are errors.
pub fn parse_options(tokens: &[&str]) -> Result<GameOptions, ParseError> {
    let mut options = GameOptions::default();
    let mut white_black: Option<&str> = None;
    for &token in tokens {
        let lower = token.to_lowercase();
        let bad_option = || ParseError::BadOption {
            text: token.to_owned(),
        };
        if let Some(size) = parse_size(&lower) {
            options.size = Some(size?);
        } else if is_hexdame_name(&lower) {
            options.kind = GameKind::Hexdame;
        } else if let Ok(variant) = lower.parse::<Variant>() {
            options.kind = GameKind::Hex;
            options.variant = variant;
        } else if lower == "red" {
            options.colour = ColourChoice::Red;
        } else if lower == "blue" {
            options.colour = ColourChoice::Blue;
        } else if lower == "white" {
            options.colour = ColourChoice::Red;
            white_black = Some(token);
        } else if lower == "black" {
            options.colour = ColourChoice::Blue;
            white_black = Some(token);
        } else if lower == "random" {
            options.colour = ColourChoice::Random;
        } else if let Some(value) = lower.strip_prefix("swap=") {
            options.swap = Some(match value {
                "on" | "yes" | "true" => true,
                "off" | "no" | "false" => false,
                _ => return Err(bad_option()),
            });
        } else if lower == "noswap" {
            options.swap = Some(false);
        } else if let Ok(time) = lower.parse::<TimeControl>() {
            options.time = time;
        } else if let Ok(level) = lower.parse::<Level>() {
            options.level = Some(level);
        } else {
            return Err(bad_option());
        }
    }
    if options.is_hexdame() {
        // Sizes and swap do not exist in Hexdame: asking for them is a mistake to point out.
        options.settings()?;
        return Ok(options);
    }
    if let Some(token) = white_black {
        return Err(ParseError::WhiteBlackIsHexdame {
            text: token.to_owned(),
        });
    }
    if options.variant.is_dark() && options.swap == Some(true) {
        return Err(ParseError::NoSwapInDarkHex);
    }
    Ok(options)
}

/// Options of a game between people: a computer level is not one of them.
pub(super) fn human_options(tokens: &[&str]) -> Result<GameOptions, ParseError> {
    let options = parse_options(tokens)?;
    if options.level.is_some() {
        let text = tokens
            .iter()
            .find(|t| t.parse::<Level>().is_ok())
            .map_or_else(String::new, |t| (*t).to_owned());
        return Err(ParseError::BadOption { text });
    }
    Ok(options)
}
