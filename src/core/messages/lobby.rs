//! Challenges (direct and open, withdrawn, declined, expired) and the start of a game.

use super::{colour_in, Msg};
use crate::core::{
    command::{dimensions, GameChoice},
    ColourChoice, GameOptions,
};

/// The English text of the lobby's messages; `None` for other messages.
pub(super) fn english(msg: &Msg) -> Option<String> {
    Some(match msg {
        Msg::ChallengeDirect {
            id,
            from,
            to,
            options,
        } => {
            format!("Challenge {id}: {from} challenges {to} to {}. {to}: type `hex accept` or `hex decline`.", describe(options))
        }
        Msg::ChallengeOpen { id, from, options } => format!(
            "Challenge {id}: {from} offers a game of {} to anyone here. Type `hex accept` to play.",
            describe(options)
        ),
        Msg::ChallengeCancelled { id, by } => format!("Challenge {id} was withdrawn by {by}."),
        Msg::ChallengeDeclined { id, by } => format!("Challenge {id} was declined by {by}."),
        Msg::ChallengeExpired { id } => format!("Challenge {id} has expired."),
        Msg::GameStarted {
            game,
            red,
            blue,
            options,
            ..
        } if options.is_hexdame() => {
            format!("Game #{game} begins: {red} (White, moves first) against {blue} (Black). {}. Type moves here, like f4-g5 or f4xh6xf6.", describe(options))
        }
        Msg::GameStarted {
            game,
            red,
            blue,
            options,
            dark,
        } => {
            let how = if *dark {
                "Moves go by DM to me; this channel hears when a move is made, never where."
            } else {
                "Type moves here, like f6."
            };
            format!("Game #{game} begins: {red} (Red, top–bottom) against {blue} (Blue, left–right). {}. {how}", describe(options))
        }
        Msg::YourGameStarted {
            game,
            kind,
            colour: c,
            opponent,
            your_move,
        } => format!(
            "Game #{game}: you play {} against {opponent}. {}",
            colour_in(*kind, *c),
            if *your_move {
                "Your move."
            } else {
                "Waiting for your opponent's move."
            }
        ),
        _ => return None,
    })
}

/// The game a challenge or a new game is about: `darkhex 9×9, colours at random, time 1d`.
fn describe(options: &GameOptions) -> String {
    let GameChoice::Hex {
        variant,
        size,
        swap,
    } = options.game
    else {
        let mut text = "hexdame".to_owned();
        match options.colour {
            ColourChoice::Red => text.push_str(", challenger plays White"),
            ColourChoice::Blue => text.push_str(", challenger plays Black"),
            ColourChoice::Random => text.push_str(", colours at random"),
        }
        text.push_str(&format!(", time {}", options.time));
        text.push_str(rated_word(options));
        return text;
    };
    let (rows, cols) = dimensions(variant, size);
    let mut text = format!("{variant} {rows}×{cols}");
    match options.colour {
        ColourChoice::Red => text.push_str(", challenger plays Red"),
        ColourChoice::Blue => text.push_str(", challenger plays Blue"),
        ColourChoice::Random => text.push_str(", colours at random"),
    }
    if !variant.is_dark() {
        let swap = swap.unwrap_or(true);
        text.push_str(if swap { ", swap on" } else { ", swap off" });
    }
    text.push_str(&format!(", time {}", options.time));
    text.push_str(rated_word(options));
    text
}

/// `, rated` or `, casual`; nothing when the options do not say (a message built before the
/// choice was made).
fn rated_word(options: &GameOptions) -> &'static str {
    match options.rated {
        Some(true) => ", rated",
        Some(false) => ", casual",
        None => "",
    }
}
