//! The options of a game as asked for (`darkhex 9 red swap=off 1d hard`), typed, and the
//! checks that make them a game the rules can set up.

use super::error::ParseError;
use crate::core::families::hexdame::words::is_name as is_hexdame_name;
use crate::{
    ai::Level,
    core::{clock::BadTimeControl, TimeControl},
    rules::{BoardSize, DarkVersion, Family, GameSettings, GameSpec, Variant},
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

/// Which game is asked for, with the options its family has: Hexdame has none.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum GameChoice {
    /// A game of the Hex family.
    Hex {
        /// Hex, Rex or Dark Hex.
        variant: Variant,
        /// Rows and columns, if given.
        size: Option<(u32, u32)>,
        /// The swap rule (`None`: the variant's default).
        swap: Option<bool>,
    },
    /// Hexdame.
    Hexdame,
}

impl GameChoice {
    /// The game of `family` with the Hex options asked for, checked as a whole once every
    /// word is read (by [`parse_options`], and by an adapter that builds the options from
    /// typed fields): Hexdame takes no size and no swap setting, `white` and `black` are
    /// Hexdame's colours (`white_black` is the word, as typed, when the colour was chosen
    /// so), and Dark Hex has no swap rule.
    pub fn checked(
        family: Family,
        variant: Variant,
        size: Option<(u32, u32)>,
        swap: Option<bool>,
        white_black: Option<&str>,
    ) -> Result<Self, ParseError> {
        if family == Family::Hexdame {
            // Sizes and swap do not exist in Hexdame: asking for them is a mistake to point
            // out.
            if size.is_some() {
                return Err(ParseError::HexdameNoSize);
            }
            if swap.is_some() {
                return Err(ParseError::HexdameNoSwap);
            }
            return Ok(GameChoice::Hexdame);
        }
        if let Some(token) = white_black {
            return Err(ParseError::WhiteBlackIsHexdame {
                text: token.to_owned(),
            });
        }
        if variant.is_dark() && swap == Some(true) {
            return Err(ParseError::NoSwapInDarkHex);
        }
        Ok(GameChoice::Hex {
            variant,
            size,
            swap,
        })
    }

    /// The family of rules.
    pub fn family(&self) -> Family {
        match self {
            GameChoice::Hex { .. } => Family::Hex,
            GameChoice::Hexdame => Family::Hexdame,
        }
    }
}

/// Everything a challenge or a game against the computer can choose. Stored with a
/// challenge in the shape challenges have always had ([`StoredOptions`]).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(from = "StoredOptions", into = "StoredOptions")]
pub struct GameOptions {
    /// The game and its rule options.
    pub game: GameChoice,
    /// The challenger's colour.
    pub colour: ColourChoice,
    /// The clock.
    pub time: TimeControl,
    /// The computer's strength in a game against it (`None`: the default, `medium`). Not
    /// stored with a challenge: the level of a game is stored in its computer seat.
    pub level: Option<Level>,
    /// `rated` or `casual` as asked (`None`: not said, which is rated between two people).
    /// A challenge stores what it was made with; one stored before ratings existed has
    /// `None` and, being older than the rule, is casual when accepted.
    pub rated: Option<bool>,
}

impl From<GameSpec> for GameChoice {
    /// The choice that sets up `spec` again, every option said (for a rematch).
    fn from(spec: GameSpec) -> Self {
        match spec {
            GameSpec::Hex(settings) => GameChoice::Hex {
                variant: settings.variant,
                size: Some((
                    u32::from(settings.size.rows()),
                    u32::from(settings.size.cols()),
                )),
                swap: Some(settings.swap),
            },
            GameSpec::Hexdame => GameChoice::Hexdame,
        }
    }
}

/// The stored form of [`GameOptions`]: the family (`kind`, absent in challenges stored before
/// Hexdame: Hex) beside the Hex options, which a Hexdame challenge leaves at their defaults.
#[derive(serde::Serialize, serde::Deserialize)]
struct StoredOptions {
    #[serde(default, skip_serializing_if = "Family::is_hex")]
    kind: Family,
    variant: Variant,
    size: Option<(u32, u32)>,
    colour: ColourChoice,
    swap: Option<bool>,
    time: TimeControl,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    rated: Option<bool>,
}

impl From<StoredOptions> for GameOptions {
    fn from(stored: StoredOptions) -> Self {
        Self {
            game: match stored.kind {
                Family::Hex => GameChoice::Hex {
                    variant: stored.variant,
                    size: stored.size,
                    swap: stored.swap,
                },
                Family::Hexdame => GameChoice::Hexdame,
            },
            colour: stored.colour,
            time: stored.time,
            level: None,
            rated: stored.rated,
        }
    }
}

impl From<GameOptions> for StoredOptions {
    fn from(options: GameOptions) -> Self {
        let (variant, size, swap) = match options.game {
            GameChoice::Hex {
                variant,
                size,
                swap,
            } => (variant, size, swap),
            GameChoice::Hexdame => (Variant::Hex, None, None),
        };
        Self {
            kind: options.game.family(),
            variant,
            size,
            colour: options.colour,
            swap,
            time: options.time,
            rated: options.rated,
        }
    }
}

impl Default for GameOptions {
    fn default() -> Self {
        Self {
            game: GameChoice::Hex {
                variant: Variant::DarkHex(DarkVersion::Classic),
                size: None,
                swap: None,
            },
            colour: ColourChoice::Random,
            time: TimeControl::None,
            level: None,
            rated: None,
        }
    }
}

/// Rows and columns: as asked, or the variant's default (9×9 Dark Hex, 11×11 Hex and Rex).
pub fn dimensions(variant: Variant, size: Option<(u32, u32)>) -> (u32, u32) {
    size.unwrap_or(if variant.is_dark() { (9, 9) } else { (11, 11) })
}

impl GameOptions {
    /// Whether these options ask for Hexdame.
    pub fn is_hexdame(&self) -> bool {
        self.game == GameChoice::Hexdame
    }

    /// The options of a Hexdame game with these players' choices (colour, clock, level).
    pub fn hexdame(self) -> Self {
        Self {
            game: GameChoice::Hexdame,
            ..self
        }
    }

    /// The game these options ask for, as the rules set it up.
    pub fn spec(&self) -> Result<GameSpec, ParseError> {
        let GameChoice::Hex {
            variant,
            size,
            swap,
        } = self.game
        else {
            return Ok(GameSpec::Hexdame);
        };
        let (rows, cols) = dimensions(variant, size);
        let size = BoardSize::new(rows, cols).map_err(|_| ParseError::BadSize {
            text: format!("{rows}x{cols}"),
        })?;
        let settings = GameSettings::new(variant, size);
        Ok(GameSpec::Hex(match swap {
            Some(swap) => settings.with_swap(swap),
            None => settings,
        }))
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

/// A time control word: `None` when the word is none at all, an error when it is a clock
/// shorter than the bot accepts.
pub fn time_word(word: &str) -> Result<Option<TimeControl>, ParseError> {
    match word.parse::<TimeControl>() {
        Ok(time) => Ok(Some(time)),
        Err(BadTimeControl::TooShort(text)) => Err(ParseError::ClockTooShort {
            text: text.chars().take(40).collect(),
        }),
        Err(BadTimeControl::NotAClock(_)) => Ok(None),
    }
}

/// Parses `darkhex 9 red swap=off 1d hard` in any order; unknown words are errors.
pub fn parse_options(tokens: &[&str]) -> Result<GameOptions, ParseError> {
    let mut options = GameOptions::default();
    // The words of either family are gathered first: which family they belong to is known
    // only at the end.
    let mut family = Family::Hex;
    let mut variant = Variant::DarkHex(DarkVersion::Classic);
    let mut size = None;
    let mut swap = None;
    let mut white_black: Option<&str> = None;
    for &token in tokens {
        let lower = token.to_lowercase();
        let bad_option = || ParseError::BadOption {
            text: token.to_owned(),
        };
        if let Some(asked) = parse_size(&lower) {
            size = Some(asked?);
        } else if is_hexdame_name(&lower) {
            family = Family::Hexdame;
        } else if let Ok(named) = lower.parse::<Variant>() {
            family = Family::Hex;
            variant = named;
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
            swap = Some(match value {
                "on" | "yes" | "true" => true,
                "off" | "no" | "false" => false,
                _ => return Err(bad_option()),
            });
        } else if lower == "noswap" {
            swap = Some(false);
        } else if lower == "rated" {
            options.rated = Some(true);
        } else if lower == "casual" || lower == "unrated" {
            options.rated = Some(false);
        } else if let Some(time) = time_word(&lower)? {
            options.time = time;
        } else if let Ok(level) = lower.parse::<Level>() {
            options.level = Some(level);
        } else {
            return Err(bad_option());
        }
    }
    options.game = GameChoice::checked(family, variant, size, swap, white_black)?;
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn stored_challenges_keep_their_shape() {
        let rows = [
            r#"{"kind":"hexdame","variant":"hex","size":null,"colour":"blue","swap":null,"time":"none"}"#,
            r#"{"variant":"rex","size":[9,9],"colour":"red","swap":false,"time":"none"}"#,
            r#"{"variant":"hex","size":null,"colour":"red","swap":null,"time":"none","rated":false}"#,
        ];
        for row in rows {
            let options: GameOptions = serde_json::from_str(row).unwrap();
            let again = serde_json::to_value(options).unwrap();
            assert_eq!(
                again,
                serde_json::from_str::<serde_json::Value>(row).unwrap()
            );
        }
        let dame: GameOptions = serde_json::from_str(rows[0]).unwrap();
        assert_eq!(dame.rated, None, "a challenge from before ratings");
        assert_eq!(dame.game, GameChoice::Hexdame);
        assert_eq!(dame.spec(), Ok(GameSpec::Hexdame));
        let casual: GameOptions = serde_json::from_str(rows[2]).unwrap();
        assert_eq!(casual.rated, Some(false));
    }

    #[test]
    fn rated_and_casual_are_option_words() {
        assert_eq!(parse_options(&["hex", "rated"]).unwrap().rated, Some(true));
        assert_eq!(
            parse_options(&["Casual", "rex"]).unwrap().rated,
            Some(false)
        );
        assert_eq!(parse_options(&["unrated"]).unwrap().rated, Some(false));
        assert_eq!(parse_options(&["hex", "9"]).unwrap().rated, None);
    }
}
