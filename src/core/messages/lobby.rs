//! Challenges (direct and open, withdrawn, declined, expired) and the start of a game, and how
//! a game is described in them (and in a tournament). Texts in `locales/*/lobby.ftl`.

use super::{colour_key, t, Name};
use crate::{
    core::{
        command::{dimensions, GameChoice},
        ChallengeId, ColourChoice, GameId, GameOptions,
    },
    i18n::{Args, Lang},
    rules::{Family, Player},
};

/// What the bot says about challenges and the start of a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LobbyMsg {
    /// A direct challenge, posted in the channel.
    ChallengeDirect {
        /// Its number.
        id: ChallengeId,
        /// Challenger's name.
        from: String,
        /// The challenged user, as a mention for their network ([`UserId::mention`]).
        ///
        /// [`UserId::mention`]: crate::core::UserId::mention
        to: String,
        /// The game.
        options: GameOptions,
    },
    /// An open challenge, posted in the channel.
    ChallengeOpen {
        /// Its number.
        id: ChallengeId,
        /// Challenger's name.
        from: String,
        /// The game.
        options: GameOptions,
    },
    /// Withdrawn.
    ChallengeCancelled {
        /// Its number.
        id: ChallengeId,
        /// Who.
        by: String,
    },
    /// Declined.
    ChallengeDeclined {
        /// Its number.
        id: ChallengeId,
        /// Who.
        by: String,
    },
    /// Lapsed.
    ChallengeExpired {
        /// Its number.
        id: ChallengeId,
    },
    /// A game began (channel).
    GameStarted {
        /// The game.
        game: GameId,
        /// Red's name.
        red: Name,
        /// Blue's name.
        blue: Name,
        /// The settings.
        options: GameOptions,
        /// Dark Hex.
        dark: bool,
    },
    /// A game began (DM to a player).
    YourGameStarted {
        /// The game.
        game: GameId,
        /// Which family of game (for the colour's name).
        kind: Family,
        /// The player's colour.
        colour: Player,
        /// The opponent's name.
        opponent: Name,
        /// Whether the player moves first.
        your_move: bool,
    },
}

impl LobbyMsg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let challenge = |id: &'static str, c: &dyn ToString, by: &str| {
            t(lang, id, Args::new().str("id", c.to_string()).str("by", by))
        };
        match self {
            LobbyMsg::ChallengeDirect {
                id,
                from,
                to,
                options,
            } => t(
                lang,
                "lobby-challenge-direct",
                Args::new()
                    .str("id", id.to_string())
                    .str("from", from.as_str())
                    .str("to", to.as_str())
                    .str("options", describe(options, lang, true)),
            ),
            LobbyMsg::ChallengeOpen { id, from, options } => t(
                lang,
                "lobby-challenge-open",
                Args::new()
                    .str("id", id.to_string())
                    .str("from", from.as_str())
                    .str("options", describe(options, lang, true)),
            ),
            LobbyMsg::ChallengeCancelled { id, by } => {
                challenge("lobby-challenge-cancelled", id, by)
            }
            LobbyMsg::ChallengeDeclined { id, by } => challenge("lobby-challenge-declined", id, by),
            LobbyMsg::ChallengeExpired { id } => challenge("lobby-challenge-expired", id, ""),
            LobbyMsg::GameStarted {
                game,
                red,
                blue,
                options,
                dark,
            } => t(
                lang,
                &match options.game.family() {
                    family if family.is_hex() => "lobby-game-started".to_string(),
                    family => format!("lobby-game-started.{}", family.name()),
                },
                Args::new()
                    .str("game", game.to_string())
                    .str("red", red.text(lang))
                    .str("blue", blue.text(lang))
                    .str("options", describe(options, lang, false))
                    .flag("dark", *dark),
            ),
            LobbyMsg::YourGameStarted {
                game,
                kind,
                colour,
                opponent,
                your_move,
            } => t(
                lang,
                "lobby-your-game-started",
                Args::new()
                    .str("game", game.to_string())
                    .str("colour", colour_key(*kind, *colour))
                    .str("opponent", opponent.text(lang))
                    .flag("your_move", *your_move),
            ),
        }
    }
}

/// The game a challenge or a new game is about: `darkhex 9×9, colours at random, time 1d`.
/// Without `colour` it leaves out how colours are chosen: a game's start names its Red and
/// Blue itself (and a tournament's pairing, not the options, chose them).
fn describe(options: &GameOptions, lang: Lang, colour: bool) -> String {
    let part = |name: &str| t(lang, &format!("lobby-describe.{name}"), Args::new());
    let mut parts = vec![game_part(options, lang)];
    let kind = options.game.family();
    if colour {
        parts.push(colour_part(options.colour, kind, &part));
    }
    if let GameChoice::Hex { variant, swap, .. } = options.game {
        if !variant.is_dark() {
            parts.push(part(if swap.unwrap_or(true) {
                "swap-on"
            } else {
                "swap-off"
            }));
        }
    }
    parts.push(time_part(options, lang));
    match options.rated {
        Some(true) => parts.push(part("rated")),
        Some(false) => parts.push(part("casual")),
        None => {}
    }
    parts.join(", ")
}

/// The game of a tournament's boards: `darkhex 7×7, time 1d, rated`.
pub(super) fn board_game(options: &GameOptions, lang: Lang) -> String {
    let rated = if options.rated == Some(true) {
        "rated"
    } else {
        "casual"
    };
    [
        game_part(options, lang),
        time_part(options, lang),
        t(lang, &format!("lobby-describe.{rated}"), Args::new()),
    ]
    .join(", ")
}

/// The game and its board: `darkhex 9×9`, or the name of a game without options.
fn game_part(options: &GameOptions, lang: Lang) -> String {
    match options.game {
        GameChoice::Hex { variant, size, .. } => {
            let (rows, cols) = dimensions(variant, size);
            t(
                lang,
                "lobby-describe",
                Args::new()
                    .str("game", variant.to_string())
                    .num("rows", rows)
                    .num("cols", cols),
            )
        }
        game => t(
            lang,
            &format!("lobby-describe.{}", game.family().name()),
            Args::new(),
        ),
    }
}

/// The clock: `time 1d`, `no clock`.
fn time_part(options: &GameOptions, lang: Lang) -> String {
    t(
        lang,
        "lobby-describe.time",
        Args::new().str("time", options.time.to_string()),
    )
}

/// Who plays which colour, as a part of [`describe`].
fn colour_part(choice: ColourChoice, kind: Family, part: &dyn Fn(&str) -> String) -> String {
    use crate::rules::Player;
    match choice {
        ColourChoice::Red => part(&format!("challenger-{}", colour_key(kind, Player::Red))),
        ColourChoice::Blue => part(&format!("challenger-{}", colour_key(kind, Player::Blue))),
        ColourChoice::Random => part("colours-random"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        core::TimeControl,
        rules::{BoardSize, GameSettings, GameSpec, Variant},
    };

    #[test]
    fn a_game_without_a_clock_says_so_in_words_and_a_clock_keeps_its_typed_form() {
        let none = GameOptions::default();
        let timed = GameOptions {
            time: TimeControl::PerMove { ms: 86_400_000 },
            ..none
        };
        assert!(
            describe(&none, Lang::En, true).ends_with("no clock"),
            "{}",
            describe(&none, Lang::En, true)
        );
        assert!(describe(&none, Lang::Fi, true).contains("ei peliaikaa"));
        assert!(!describe(&none, Lang::De, true).contains("none"));
        assert!(describe(&timed, Lang::En, true).contains("time 1d"));
        assert!(describe(&timed, Lang::Fi, true).contains("peliaika 1d"));
    }

    #[test]
    fn a_games_start_names_its_colours_without_saying_how_they_were_chosen() {
        let options = GameOptions::default();
        assert!(describe(&options, Lang::En, true).contains("colours at random"));
        assert!(!describe(&options, Lang::En, false).contains("colours at random"));
        // Every other family's game too (they have no Hex options: the settings are unused).
        let settings = GameSettings::new(Variant::Hex, BoardSize::square(11).unwrap());
        for family in Family::ALL.into_iter().filter(|f| !f.is_hex()) {
            let other = GameOptions {
                game: GameSpec::from_stored(family, settings).into(),
                colour: ColourChoice::Blue,
                ..options
            };
            assert!(!describe(&other, Lang::En, false).contains("challenger"));
        }
    }
}
