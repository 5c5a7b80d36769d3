//! The game families above the rules: **the one registration**. Each family's code that is
//! not rules — how its moves are stored and replayed, how they are typed and told, its
//! commands (draws) and error texts — lives in its folder here; this file lists the families
//! and forwards to them, so shared code never names one.
//!
//! A new family adds its folder, an arm to each `match` below, and its arms in the rules'
//! registration ([`crate::rules::Family`], [`crate::rules::AnyGame`]).

mod hex;
pub(crate) mod hexdame;

use serde::{de::Error as _, Deserialize, Deserializer, Serialize, Serializer};

use super::{
    ids::Millis,
    log::{DrawAction, GameEvent, LogError},
};
use crate::rules::{hexdame as dame_rules, AnyGame, GameSpec, Move, MoveRecord, MoveResult, Side};

/// Rebuilds the game of `spec` from a log (or a prefix of one).
pub(crate) fn rebuild(spec: GameSpec, events: &[GameEvent]) -> Result<AnyGame, LogError> {
    Ok(match spec {
        GameSpec::Hex(settings) => AnyGame::Hex(hex::rebuild(settings, events)?),
        GameSpec::Hexdame => AnyGame::Hexdame(Box::new(hexdame::rebuild(events)?)),
    })
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

/// A [`GameEvent`] as stored (the layout of every earlier build): one kind per family's move, the other events as they are.
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
