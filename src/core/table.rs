//! One game at its table: the settings and players, the append-only event log, and the
//! referee rebuilt from it.

use serde::{Deserialize, Serialize};

use super::{
    clock::{ClockState, TimeControl},
    types::{GameId, Millis, Platform, UserId},
};
use crate::rules::{GameSettings, HexGame, Move, MoveResult, Player, RecordEntry, ReplayError};

/// Who sits on one side of the board.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Seat {
    /// A person.
    Human {
        /// Their platform id.
        user: UserId,
        /// Their display name when the game started.
        name: String,
    },
    /// The computer at a level.
    Computer {
        /// The level's name.
        level: String,
    },
}

impl Seat {
    /// The person's id, if a person sits here.
    pub fn user(&self) -> Option<&UserId> {
        match self {
            Seat::Human { user, .. } => Some(user),
            Seat::Computer { .. } => None,
        }
    }

    /// The name shown to others.
    pub fn name(&self) -> String {
        match self {
            Seat::Human { name, .. } => name.clone(),
            Seat::Computer { level } => format!("computer ({level})"),
        }
    }
}

/// Where a game is in its life.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    /// Being played.
    Active,
    /// Ended with a result.
    Over,
    /// Ended without a result (nobody moved in time).
    Aborted,
}

impl Status {
    /// Lowercase name, as stored.
    pub fn name(self) -> &'static str {
        match self {
            Status::Active => "active",
            Status::Over => "over",
            Status::Aborted => "aborted",
        }
    }
}

/// A game's mutable facts besides its move log. Stored as one row.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameMeta {
    /// The game's number.
    pub id: GameId,
    /// The network it is played on.
    pub platform: Platform,
    /// The channel it is announced in (`None`: a game started in DM).
    pub channel: Option<String>,
    /// The rules.
    pub settings: GameSettings,
    /// Red's seat.
    pub red: Seat,
    /// Blue's seat.
    pub blue: Seat,
    /// The clock's kind.
    pub time: TimeControl,
    /// The running clock.
    pub clock: ClockState,
    /// When the game started.
    pub created: Millis,
    /// Active, over or aborted.
    pub status: Status,
    /// A takeback asked for by this player, awaiting the other's agreement.
    pub takeback_request: Option<Player>,
    /// A rematch offered by this player.
    pub rematch_offer: Option<Player>,
}

impl GameMeta {
    /// The seat of `player`.
    pub fn seat(&self, player: Player) -> &Seat {
        match player {
            Player::Red => &self.red,
            Player::Blue => &self.blue,
        }
    }

    /// Which colour `user` plays here, if any (Red first when someone plays themselves).
    pub fn colour_of(&self, user: &UserId) -> Option<Player> {
        Player::BOTH
            .into_iter()
            .find(|&p| self.seat(p).user() == Some(user))
    }

    /// Whether a computer plays `player`.
    pub fn is_computer(&self, player: Player) -> bool {
        matches!(self.seat(player), Seat::Computer { .. })
    }

    /// Whether the computer plays one side.
    pub fn against_computer(&self) -> bool {
        self.is_computer(Player::Red) || self.is_computer(Player::Blue)
    }
}

/// One entry of a game's append-only log.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "lowercase")]
pub enum GameEvent {
    /// An accepted move with its result.
    Move {
        /// Who moved.
        player: Player,
        /// What.
        mv: Move,
        /// What came of it.
        result: MoveResult,
        /// When.
        at: Millis,
    },
    /// The last `count` moves were taken back by agreement.
    Takeback {
        /// How many moves.
        count: usize,
        /// When.
        at: Millis,
    },
    /// A player resigned.
    Resign {
        /// Who.
        player: Player,
        /// When.
        at: Millis,
    },
    /// A player ran out of time.
    Timeout {
        /// Who.
        player: Player,
        /// When.
        at: Millis,
    },
    /// The game was aborted.
    Abort {
        /// When.
        at: Millis,
    },
}

/// Rebuilds the referee from a log (or a prefix of one).
pub fn rebuild(settings: GameSettings, events: &[GameEvent]) -> Result<HexGame, ReplayError> {
    let mut record: Vec<RecordEntry> = Vec::new();
    let mut game = HexGame::new(settings);
    for event in events {
        match *event {
            GameEvent::Move {
                player, mv, result, ..
            } => {
                let ply = record.len() + 1;
                let got = game
                    .play(player, mv)
                    .map_err(|error| ReplayError::Illegal { ply, mv, error })?;
                if got != result {
                    return Err(ReplayError::Mismatch { ply, mv });
                }
                record.push(RecordEntry { player, mv, result });
            }
            GameEvent::Takeback { count, .. } => {
                record.truncate(record.len().saturating_sub(count));
                game = HexGame::replay(settings, &record)?;
            }
            GameEvent::Resign { player, .. } => {
                // A resignation after the end would be refused; the log never holds one.
                let _ = game.resign(player);
            }
            GameEvent::Timeout { player, .. } => {
                let _ = game.time_out(player);
            }
            GameEvent::Abort { .. } => {}
        }
    }
    Ok(game)
}

/// A game in memory: facts, log and referee.
#[derive(Clone, Debug)]
pub struct Table {
    /// The facts.
    pub meta: GameMeta,
    /// The log.
    pub events: Vec<GameEvent>,
    /// The referee, always equal to `rebuild(meta.settings, &events)`.
    pub game: HexGame,
}

impl Table {
    /// A table from stored parts, checking the log.
    pub fn from_parts(meta: GameMeta, events: Vec<GameEvent>) -> Result<Self, ReplayError> {
        let game = rebuild(meta.settings, &events)?;
        Ok(Self { meta, events, game })
    }

    /// Whether anything was moved yet.
    pub fn has_moves(&self) -> bool {
        self.game.ply() > 0
    }
}
