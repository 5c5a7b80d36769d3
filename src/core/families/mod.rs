//! The game families above the rules: **the one registration**. Each family's code that is
//! not rules — how its moves are stored and replayed, how they are typed and told, what each
//! audience sees, its computer player, its commands (draws) and error texts — lives in its
//! folder here, as one implementation of [`GameFamily`]; [`family`] lists the families, and
//! the functions below forward to them, so shared code never names one.
//!
//! A new family adds its folder (a unit struct implementing [`GameFamily`]), its `mod` line
//! and its arm in [`family`], and its arms in the rules' registration
//! ([`crate::rules::Family`], [`crate::rules::AnyGame`]).

mod hex;
pub(crate) mod hexdame;
mod interface;

pub(crate) use interface::GameFamily;

use serde::{de::Error as _, Deserialize, Deserializer, Serialize, Serializer};

use super::{
    command::error::ParseError,
    effect::{Audience, ImageView},
    ids::{GameId, Millis},
    log::{DrawAction, GameEvent, LogError},
    messages::{ErrorMsg, GameMsg},
};
use crate::ai::Level;
use crate::i18n::Lang;
use crate::rules::{
    hexdame as dame_rules, AnyGame, AnyMove, AnyRuleError, Family, GameSpec, Move, MoveRecord,
    MoveResult, Notation, Played, Side,
};

/// The registration: the family behind each [`Family`].
pub(crate) fn family(family: Family) -> &'static dyn GameFamily {
    match family {
        Family::Hex => &hex::Hex,
        Family::Hexdame => &hexdame::Hexdame,
    }
}

/// Every family, in the order of [`Family::ALL`].
fn families() -> impl Iterator<Item = &'static dyn GameFamily> {
    Family::ALL.into_iter().map(family)
}

/// Rebuilds the game of `spec` from a log (or a prefix of one).
pub(crate) fn rebuild(spec: GameSpec, events: &[GameEvent]) -> Result<AnyGame, LogError> {
    family(spec.family()).rebuild(spec, events)
}

/// What `audience` may see of a game; `None` when there is nothing to show (the full board of
/// a Dark Hex game still being played).
pub(crate) fn view_of(game: &AnyGame, audience: Audience) -> Option<ImageView> {
    family(game.family()).view_of(game, audience)
}

/// The computer's move in `game`, a game of open information, at `level` (`None` for the
/// Hex family, whose player gets only its view: [`super::ai::Ai::choose`]).
pub(crate) fn computer_move(game: &AnyGame, level: Level, seed: u64) -> Option<AnyMove> {
    family(game.family()).computer_move(game, level, seed)
}

/// How the log keeps an accepted move; `None` when the move and what it did are of different
/// families (the core's mistake).
pub(crate) fn move_record(mv: &AnyMove, played: Played) -> Option<MoveRecord> {
    family(mv.family()).move_record(mv, played)
}

/// A move, resignation or timeout the rules refused, as the user's error message; `None` for
/// a move of another family (the core's mistake, not the user's).
pub(crate) fn rule_msg(game: GameId, error: AnyRuleError) -> Option<ErrorMsg> {
    family(error.family()?).rule_msg(game, error)
}

/// Why a family's rules refused a move, in `lang` (the text of
/// [`ErrorMsg::FamilyRule`]); `None` for a move of another family.
pub(crate) fn rule_text(game: GameId, error: &AnyRuleError, lang: Lang) -> Option<String> {
    family(error.family()?).rule_text(game, error, lang)
}

/// The text of a message that was not understood because of a family's words (the errors
/// [`ParseError::family`] names a family for), in `lang`; `None` for the grammar's own errors.
pub(crate) fn parse_text(error: &ParseError, lang: Lang) -> Option<String> {
    family(error.family()?).parse_text(error, lang)
}

/// Whether `hex replay` shows the final board as a still picture before the animation (a
/// family whose replay is long to watch).
pub(crate) fn replay_shows_final_board(of: Family) -> bool {
    family(of).replay_shows_final_board()
}

/// `hex export` of a finished game, when the family writes its record as a message (the Hex
/// family sends an SGF file instead: `None`).
pub(crate) fn record_msg(id: GameId, game: &AnyGame) -> Option<GameMsg> {
    family(game.family()).record_msg(id, game)
}

/// The part a family's own Fluent ids carry (`game-dame-game-over`); `None` for the Hex
/// family, whose ids are the plain ones (`game-over`).
pub(crate) fn text_part(of: Family) -> Option<&'static str> {
    family(of).text_part()
}

/// Text typed as a move that is not a Hex move, read by the family it looks like: `None` when
/// it looks like no family's move (chat), else the move checked for syntax or the error.
pub(crate) fn typed_move(text: &str) -> Option<Result<Notation, ParseError>> {
    families().find_map(|f| f.typed_move(text))
}

/// The family a (lowercased) word names, for a family whose game has no options (the Hex
/// family's games are named by their variants).
pub(crate) fn family_named(word: &str) -> Option<Family> {
    Family::ALL.into_iter().find(|f| family(*f).is_named(word))
}

/// One message of each kind the families add (for the messages' tests).
#[cfg(test)]
pub(crate) fn sample_messages(g: GameId) -> Vec<super::messages::Msg> {
    hexdame::sample_messages(g)
}

/// The families' parse errors with the text each reads (for the messages' tests).
#[cfg(test)]
pub(crate) fn sample_parse_texts() -> Vec<(&'static str, &'static str)> {
    hexdame::texts::PARSE_TEXTS.to_vec()
}

/// One input for each way a family's words fail to parse, with the error it gives (for the
/// grammar's tests).
#[cfg(test)]
pub(crate) fn sample_parse_errors() -> Vec<(&'static str, ParseError)> {
    hexdame::texts::parse_errors()
}

/// The families' own invocations for the proof that typed-out and typed commands agree
/// (`command/agree.rs`): the commands, then those with a bad value.
#[cfg(test)]
pub(crate) fn agree_cases() -> (
    Vec<super::command::agree::Case>,
    Vec<super::command::agree::Case>,
) {
    hexdame::words::agree_cases()
}

impl Serialize for GameEvent {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        StoredEvent::from(self.clone()).serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for GameEvent {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let stored = StoredEvent::deserialize(deserializer)?;
        GameEvent::try_from(stored).map_err(D::Error::custom)
    }
}

/// A [`GameEvent`] as stored (the layout of every earlier build): one kind per family's move,
/// the other events as they are.
#[derive(Clone, Debug, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
enum StoredEvent {
    Move {
        player: Side,
        mv: Move,
        result: MoveResult,
        at: Millis,
    },
    #[serde(rename = "dame_move")]
    HexdameMove {
        player: Side,
        mv: String,
        at: Millis,
    },
    Draw {
        player: Side,
        action: DrawAction,
        at: Millis,
    },
    Takeback {
        count: usize,
        at: Millis,
    },
    Resign {
        player: Side,
        at: Millis,
    },
    Timeout {
        player: Side,
        at: Millis,
    },
    Abort {
        at: Millis,
    },
}

impl From<GameEvent> for StoredEvent {
    fn from(event: GameEvent) -> Self {
        match event {
            GameEvent::Move {
                player,
                mv: MoveRecord::Hex { mv, result },
                at,
            } => StoredEvent::Move {
                player,
                mv,
                result,
                at,
            },
            GameEvent::Move {
                player,
                mv: MoveRecord::Hexdame(text),
                at,
            } => StoredEvent::HexdameMove {
                player,
                mv: text.to_string(),
                at,
            },
            GameEvent::Draw { player, action, at } => StoredEvent::Draw { player, action, at },
            GameEvent::Takeback { count, at } => StoredEvent::Takeback { count, at },
            GameEvent::Resign { player, at } => StoredEvent::Resign { player, at },
            GameEvent::Timeout { player, at } => StoredEvent::Timeout { player, at },
            GameEvent::Abort { at } => StoredEvent::Abort { at },
        }
    }
}

impl TryFrom<StoredEvent> for GameEvent {
    type Error = dame_rules::SyntaxError;

    fn try_from(event: StoredEvent) -> Result<Self, Self::Error> {
        Ok(match event {
            StoredEvent::Move {
                player,
                mv,
                result,
                at,
            } => GameEvent::Move {
                player,
                mv: MoveRecord::Hex { mv, result },
                at,
            },
            StoredEvent::HexdameMove { player, mv, at } => GameEvent::Move {
                player,
                mv: MoveRecord::Hexdame(mv.parse()?),
                at,
            },
            StoredEvent::Draw { player, action, at } => GameEvent::Draw { player, action, at },
            StoredEvent::Takeback { count, at } => GameEvent::Takeback { count, at },
            StoredEvent::Resign { player, at } => GameEvent::Resign { player, at },
            StoredEvent::Timeout { player, at } => GameEvent::Timeout { player, at },
            StoredEvent::Abort { at } => GameEvent::Abort { at },
        })
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_stored_in_the_layout_of_every_earlier_build() {
        let rows = [
            r#"{"kind":"move","player":"red","mv":{"Place":{"row":0,"col":0}},"result":"placed","at":1}"#,
            r#"{"kind":"move","player":"blue","mv":{"Place":{"row":0,"col":0}},"result":"hit","at":2}"#,
            r#"{"kind":"move","player":"blue","mv":"Swap","result":"swap","at":3}"#,
            r#"{"kind":"dame_move","player":"red","mv":"d4-e5","at":5}"#,
        ];
        for row in rows {
            let event: GameEvent = serde_json::from_str(row).unwrap();
            assert!(matches!(event, GameEvent::Move { .. }), "{row}");
            let again: serde_json::Value = serde_json::to_value(&event).unwrap();
            let before: serde_json::Value = serde_json::from_str(row).unwrap();
            assert_eq!(again, before);
        }
        let bad = r#"{"kind":"dame_move","player":"red","mv":"f4-","at":1}"#;
        assert!(serde_json::from_str::<GameEvent>(bad).is_err());
    }
}
