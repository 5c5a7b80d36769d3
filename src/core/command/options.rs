//! The options of a game as asked for (`darkhex 9 red swap=off 1d hard`), typed, and the
//! checks that make them a game the rules can set up.

use super::error::ParseError;
use crate::core::families::family_named;
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
    /// Red, the side that moves first (in another family, its first side's colour:
    /// [`Family::side_names`]).
    Red,
    /// Blue, the second side (in another family, its second side's colour).
    Blue,
    /// Decided at random when the game starts.
    Random,
}

/// Which game is asked for, with the options its family has: only the Hex family has any.
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
    /// The game of a family other than Hex, which has no options.
    Family(Family),
}

impl GameChoice {
    /// The Hex options asked for: variant, size and swap; a family without options has the
    /// Hex defaults, which it leaves unused (and which its stored row keeps as they were).
    fn hex_options(&self) -> (Variant, Option<(u32, u32)>, Option<bool>) {
        match *self {
            GameChoice::Hex {
                variant,
                size,
                swap,
            } => (variant, size, swap),
            GameChoice::Family(_) => (Variant::Hex, None, None),
        }
    }

    /// The game of `family` with the Hex options asked for, checked as a whole once every
    /// word is read (by [`parse_options`], and by an adapter that builds the options from
    /// typed fields): the other families take no size and no swap setting, a colour named by
    /// another family's word (`white`, `black`) is for that family's game only (`colour_word`
    /// is that family and the word, as typed, when the colour was chosen so), and Dark Hex
    /// has no swap rule.
    pub fn checked(
        family: Family,
        variant: Variant,
        size: Option<(u32, u32)>,
        swap: Option<bool>,
        colour_word: Option<(Family, &str)>,
    ) -> Result<Self, ParseError> {
        if let Some((owner, token)) = colour_word {
            if owner != family {
                return Err(ParseError::ForeignColour {
                    family: owner,
                    text: token.to_owned(),
                });
            }
        }
        if !family.is_hex() {
            // Sizes and swap exist only in the Hex family: asking for them is a mistake to
            // point out.
            if size.is_some() {
                return Err(ParseError::NoSize { family });
            }
            if swap.is_some() {
                return Err(ParseError::NoSwap { family });
            }
            return Ok(GameChoice::Family(family));
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
            GameChoice::Family(family) => *family,
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
            other => GameChoice::Family(other.family()),
        }
    }
}

/// The stored form of [`GameOptions`]: the family (`kind`, absent in challenges stored before
/// the second family: Hex) beside the Hex options, which a challenge of another family leaves
/// at their defaults.
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
                other => GameChoice::Family(other),
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
        let (variant, size, swap) = options.game.hex_options();
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
    /// The game these options ask for, as the rules set it up.
    pub fn spec(&self) -> Result<GameSpec, ParseError> {
        // A family without options is built from the Hex defaults, which it leaves unused.
        let (variant, size, swap) = self.game.hex_options();
        let (rows, cols) = dimensions(variant, size);
        let size = BoardSize::new(rows, cols).map_err(|_| ParseError::BadSize {
            text: format!("{rows}x{cols}"),
        })?;
        let settings = GameSettings::new(variant, size);
        let settings = match swap {
            Some(swap) => settings.with_swap(swap),
            None => settings,
        };
        Ok(GameSpec::from_stored(self.game.family(), settings))
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
    let mut colour_word: Option<(Family, &str)> = None;
    for &token in tokens {
        let lower = token.to_lowercase();
        let bad_option = || ParseError::BadOption {
            text: token.to_owned(),
        };
        if let Some(asked) = parse_size(&lower) {
            size = Some(asked?);
        } else if let Some(named) = family_named(&lower) {
            family = named;
        } else if let Ok(named) = lower.parse::<Variant>() {
            family = Family::Hex;
            variant = named;
        } else if let Some((owner, colour)) = colour_named(&lower) {
            options.colour = colour;
            // The Hex family's colours (red, blue) are every family's; another family's are
            // its own.
            colour_word = (!owner.is_hex()).then_some((owner, token));
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
    options.game = GameChoice::checked(family, variant, size, swap, colour_word)?;
    Ok(options)
}

/// The colour a (lowercased) word names, with the family whose side it names: `red` and
/// `blue` the Hex family's, the other families' by their sides' names ([`Family::side_names`]).
fn colour_named(word: &str) -> Option<(Family, ColourChoice)> {
    Family::ALL.into_iter().find_map(|family| {
        let [first, second] = family.side_names();
        if word == first {
            Some((family, ColourChoice::Red))
        } else if word == second {
            Some((family, ColourChoice::Blue))
        } else {
            None
        }
    })
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
        // Each family's challenge row as written (a family other than Hex with unused Hex
        // options); the Hex rows without a `kind`, as before there were families.
        let mut rows: Vec<String> = Family::ALL
            .into_iter()
            .filter(|family| !family.is_hex())
            .map(|family| {
                format!(
                    r#"{{"kind":"{}","variant":"hex","size":null,"colour":"blue","swap":null,"time":"none"}}"#,
                    family.name()
                )
            })
            .collect();
        let families = rows.len();
        rows.push(
            r#"{"variant":"rex","size":[9,9],"colour":"red","swap":false,"time":"none"}"#.into(),
        );
        rows.push(
            r#"{"variant":"hex","size":null,"colour":"red","swap":null,"time":"none","rated":false}"#
                .into(),
        );
        for row in &rows {
            let options: GameOptions = serde_json::from_str(row).unwrap();
            let again = serde_json::to_value(options).unwrap();
            assert_eq!(
                again,
                serde_json::from_str::<serde_json::Value>(row).unwrap()
            );
        }
        for (row, family) in rows.iter().zip(Family::ALL.into_iter().skip(1)) {
            let options: GameOptions = serde_json::from_str(row).unwrap();
            assert_eq!(options.rated, None, "a challenge from before ratings");
            assert_eq!(options.game, GameChoice::Family(family));
            assert_eq!(options.spec().map(|spec| spec.family()), Ok(family));
        }
        let old: GameOptions = serde_json::from_str(&rows[families]).unwrap();
        assert_eq!(old.game.family(), Family::Hex);
        let casual: GameOptions = serde_json::from_str(&rows[families + 1]).unwrap();
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
