//! One game at its table: the settings and players, the append-only event log, and the
//! referee rebuilt from it.
//!
//! Two families of games share the bot: the Hex family ([`HexGame`]: Hex, Rex, Dark Hex) and
//! Hexdame ([`crate::rules::hexdame::Game`]). [`GameKind`] says which one a table plays and
//! [`Referee`] holds the matching referee, so the lobby, clocks, storage and replay are one
//! code path for both.

use serde::{Deserialize, Serialize};

use super::{
    clock::{ClockState, TimeControl},
    ids::{GameId, Millis, Platform, UserId},
};
use crate::rules::{
    hexdame::{self, Color},
    GameSettings, HexGame, Move, MoveResult, Player, RecordEntry, ReplayError,
};

/// Which family of game a table plays. Stored with the game and with a challenge; rows
/// written before Hexdame existed have no such field and are Hex-family games.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameKind {
    /// Hex, Rex or Dark Hex: the variant is in the [`GameSettings`].
    #[default]
    Hex,
    /// Hexdame (the Hex settings are not used).
    Hexdame,
}

impl GameKind {
    /// Whether this is the default ([`GameKind::Hex`]), so it can be left out when stored.
    pub fn is_hex(&self) -> bool {
        *self == GameKind::Hex
    }
}

/// The Hexdame side of a seat: Red's seat plays White (who moves first), Blue's plays Black.
pub fn dame_color(player: Player) -> Color {
    match player {
        Player::Red => Color::White,
        Player::Blue => Color::Black,
    }
}

/// The seat of a Hexdame side (see [`dame_color`]).
pub fn dame_player(color: Color) -> Player {
    match color {
        Color::White => Player::Red,
        Color::Black => Player::Blue,
    }
}

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
    /// Which family of game (absent in rows older than Hexdame: Hex).
    #[serde(default, skip_serializing_if = "GameKind::is_hex")]
    pub kind: GameKind,
    /// The rules of a Hex-family game (a Hexdame game keeps the default here, unused).
    pub settings: GameSettings,
    /// Red's seat (White's in Hexdame: the first player).
    pub red: Seat,
    /// Blue's seat (Black's in Hexdame: the second player).
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

    /// Whether the board may be seen by everyone during play (every game but Dark Hex).
    pub fn is_open(&self) -> bool {
        self.kind == GameKind::Hexdame || !self.settings.variant.is_dark()
    }

    /// Whether this is a Dark Hex game (hidden stones).
    pub fn is_dark(&self) -> bool {
        !self.is_open()
    }

    /// The game's name as users type it (`hexdame`, `darkhex`, …).
    pub fn game_name(&self) -> &'static str {
        match self.kind {
            GameKind::Hex => self.settings.variant.name(),
            GameKind::Hexdame => "hexdame",
        }
    }
}

/// What a player did about a Hexdame draw offer.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum DrawAction {
    /// Offered a draw (or, with an offer of the opponent's standing, accepted it).
    Offer,
    /// Accepted the opponent's offer: the game is drawn.
    Accept,
    /// Declined the opponent's offer.
    Decline,
}

/// One entry of a game's append-only log.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
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
    /// An accepted Hexdame move, in full notation (every landing cell: `f4xh6xf6`).
    #[serde(rename = "dame_move")]
    DameMove {
        /// Who moved.
        player: Player,
        /// The move as the rules print it.
        mv: String,
        /// When.
        at: Millis,
    },
    /// A Hexdame draw offer, acceptance or refusal.
    Draw {
        /// Who.
        player: Player,
        /// What they did.
        action: DrawAction,
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

impl GameEvent {
    /// When it happened.
    pub fn at(&self) -> Millis {
        match *self {
            GameEvent::Move { at, .. }
            | GameEvent::DameMove { at, .. }
            | GameEvent::Draw { at, .. }
            | GameEvent::Takeback { at, .. }
            | GameEvent::Resign { at, .. }
            | GameEvent::Timeout { at, .. }
            | GameEvent::Abort { at } => at,
        }
    }
}

/// A stored log that does not replay.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum LogError {
    /// A Hex-family log.
    #[error(transparent)]
    Hex(#[from] ReplayError),
    /// A Hexdame log.
    #[error("Hexdame event {index} does not replay: {error}")]
    Hexdame {
        /// 0-based index of the failing event.
        index: usize,
        /// Why.
        error: hexdame::PlayError,
    },
}

/// A Hexdame game at a table: the rules' game, plus the end by the clock (which the rules do
/// not know about).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Dame {
    /// The game as the rules see it.
    pub game: hexdame::Game,
    /// The side whose time ran out, if the game ended so.
    pub timed_out: Option<Player>,
}

impl Dame {
    /// A new game from the start position.
    pub fn new() -> Self {
        Self {
            game: hexdame::Game::new(),
            timed_out: None,
        }
    }

    /// The game replayed from its moves (draw offers and clock are not part of a record).
    pub fn from_moves(moves: &[hexdame::Move]) -> Result<Self, hexdame::PlayError> {
        let mut game = hexdame::Game::new();
        for m in moves {
            let color = game.position().turn();
            game.play(color, m)?;
        }
        Ok(Self {
            game,
            timed_out: None,
        })
    }

    /// Whether the game has ended (by the rules or by the clock).
    pub fn is_over(&self) -> bool {
        self.timed_out.is_some() || self.game.outcome().is_some()
    }
}

impl Default for Dame {
    fn default() -> Self {
        Self::new()
    }
}

/// The referee of a table: one of the two families.
#[derive(Clone, Debug)]
pub enum Referee {
    /// Hex, Rex or Dark Hex.
    Hex(HexGame),
    /// Hexdame.
    Hexdame(Box<Dame>),
}

impl Referee {
    /// A new game of `kind` (`settings` is used for the Hex family).
    pub fn new(kind: GameKind, settings: GameSettings) -> Self {
        match kind {
            GameKind::Hex => Referee::Hex(HexGame::new(settings)),
            GameKind::Hexdame => Referee::Hexdame(Box::default()),
        }
    }

    /// The Hex-family referee, if this is one.
    pub fn hex(&self) -> Option<&HexGame> {
        match self {
            Referee::Hex(game) => Some(game),
            Referee::Hexdame(_) => None,
        }
    }

    /// The Hexdame referee, if this is one.
    pub fn dame(&self) -> Option<&Dame> {
        match self {
            Referee::Hexdame(dame) => Some(dame),
            Referee::Hex(_) => None,
        }
    }

    /// Whose turn it is (`None` once the game is over). In Hexdame White is [`Player::Red`].
    pub fn to_move(&self) -> Option<Player> {
        match self {
            Referee::Hex(game) => game.to_move(),
            Referee::Hexdame(dame) if dame.is_over() => None,
            Referee::Hexdame(dame) => dame.game.to_move().map(dame_player),
        }
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        match self {
            Referee::Hex(game) => game.is_over(),
            Referee::Hexdame(dame) => dame.is_over(),
        }
    }

    /// Moves made so far.
    pub fn ply(&self) -> usize {
        match self {
            Referee::Hex(game) => game.ply(),
            Referee::Hexdame(dame) => dame.game.moves().len(),
        }
    }

    /// Who made each move so far, in order (for takebacks).
    pub fn movers(&self) -> Vec<Player> {
        match self {
            Referee::Hex(game) => game.record().iter().map(|e| e.player).collect(),
            Referee::Hexdame(dame) => {
                let first = dame.game.start_position().turn();
                (0..dame.game.moves().len())
                    .map(|i| dame_player(if i % 2 == 0 { first } else { first.opponent() }))
                    .collect()
            }
        }
    }

    /// `player` resigns.
    pub fn resign(&mut self, player: Player) -> Result<(), RefereeError> {
        match self {
            Referee::Hex(game) => game.resign(player).map(|_| ()).map_err(RefereeError::Hex),
            Referee::Hexdame(dame) => {
                if dame.is_over() {
                    return Err(RefereeError::Hexdame(hexdame::RuleError::GameOver));
                }
                dame.game
                    .resign(dame_color(player))
                    .map_err(RefereeError::Hexdame)
            }
        }
    }

    /// `player` ran out of time.
    pub fn time_out(&mut self, player: Player) -> Result<(), RefereeError> {
        match self {
            Referee::Hex(game) => game.time_out(player).map(|_| ()).map_err(RefereeError::Hex),
            Referee::Hexdame(dame) => {
                if dame.is_over() {
                    return Err(RefereeError::Hexdame(hexdame::RuleError::GameOver));
                }
                dame.timed_out = Some(player);
                Ok(())
            }
        }
    }

    /// The game with the last `count` moves taken back.
    pub fn taken_back(&self, settings: GameSettings, count: usize) -> Result<Self, LogError> {
        match self {
            Referee::Hex(game) => {
                let record = game.record();
                let kept = &record[..record.len().saturating_sub(count)];
                Ok(Referee::Hex(HexGame::replay(settings, kept)?))
            }
            Referee::Hexdame(dame) => {
                let moves = dame.game.moves();
                let kept = &moves[..moves.len().saturating_sub(count)];
                let dame = Dame::from_moves(kept).map_err(|error| LogError::Hexdame {
                    index: kept.len(),
                    error,
                })?;
                Ok(Referee::Hexdame(Box::new(dame)))
            }
        }
    }
}

/// A resignation or timeout the referee refused (the game was already over).
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RefereeError {
    /// From the Hex referee.
    #[error(transparent)]
    Hex(crate::rules::RuleError),
    /// From the Hexdame rules.
    #[error(transparent)]
    Hexdame(hexdame::RuleError),
}

/// Rebuilds a Hex-family referee from a log (or a prefix of one).
fn rebuild_hex(settings: GameSettings, events: &[GameEvent]) -> Result<HexGame, ReplayError> {
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
            // Hexdame events never appear in a Hex log.
            GameEvent::DameMove { .. } | GameEvent::Draw { .. } | GameEvent::Abort { .. } => {}
        }
    }
    Ok(game)
}

/// Rebuilds a Hexdame referee from a log (or a prefix of one).
fn rebuild_dame(events: &[GameEvent]) -> Result<Dame, LogError> {
    let mut dame = Dame::new();
    for (index, event) in events.iter().enumerate() {
        let fail = |error: hexdame::PlayError| LogError::Hexdame { index, error };
        match event {
            GameEvent::DameMove { player, mv, .. } => {
                let text: hexdame::MoveText = mv
                    .parse()
                    .map_err(|e| fail(hexdame::PlayError::Syntax(e)))?;
                let color = dame_color(*player);
                if dame.game.to_move() != Some(color) {
                    return Err(fail(hexdame::RuleError::NotYourTurn.into()));
                }
                let m = dame
                    .game
                    .position()
                    .resolve(&text)
                    .map_err(|e| fail(e.into()))?;
                dame.game.play(color, &m).map_err(|e| fail(e.into()))?;
            }
            GameEvent::Draw { player, action, .. } => {
                let color = dame_color(*player);
                let done = match action {
                    DrawAction::Offer => dame.game.offer_draw(color),
                    DrawAction::Accept => dame.game.accept_draw(color),
                    DrawAction::Decline => dame.game.decline_draw(color),
                };
                done.map_err(|e| fail(e.into()))?;
            }
            GameEvent::Takeback { count, .. } => {
                let moves = dame.game.moves();
                let kept = moves[..moves.len().saturating_sub(*count)].to_vec();
                dame = Dame::from_moves(&kept).map_err(fail)?;
            }
            GameEvent::Resign { player, .. } => {
                let _ = dame.game.resign(dame_color(*player));
            }
            GameEvent::Timeout { player, .. } => {
                if !dame.is_over() {
                    dame.timed_out = Some(*player);
                }
            }
            // Hex moves never appear in a Hexdame log.
            GameEvent::Move { .. } | GameEvent::Abort { .. } => {}
        }
    }
    Ok(dame)
}

/// Rebuilds the referee of a game of `kind` from a log (or a prefix of one).
pub fn rebuild(
    kind: GameKind,
    settings: GameSettings,
    events: &[GameEvent],
) -> Result<Referee, LogError> {
    Ok(match kind {
        GameKind::Hex => Referee::Hex(rebuild_hex(settings, events)?),
        GameKind::Hexdame => Referee::Hexdame(Box::new(rebuild_dame(events)?)),
    })
}

/// A game in memory: facts, log and referee.
#[derive(Clone, Debug)]
pub struct Table {
    /// The facts.
    pub meta: GameMeta,
    /// The log.
    pub events: Vec<GameEvent>,
    /// The referee, always equal to `rebuild(meta.kind, meta.settings, &events)`.
    pub game: Referee,
}

impl Table {
    /// A table from stored parts, checking the log.
    pub fn from_parts(meta: GameMeta, events: Vec<GameEvent>) -> Result<Self, LogError> {
        let game = rebuild(meta.kind, meta.settings, &events)?;
        Ok(Self { meta, events, game })
    }

    /// Whether anything was moved yet.
    pub fn has_moves(&self) -> bool {
        self.game.ply() > 0
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// A game row as written before Hexdame existed (no `kind`): it must still load as Hex.
    const OLD_META: &str = r#"{"id":3,"platform":"discord","channel":"c1","settings":{"variant":"hex","size":{"rows":11,"cols":11},"swap":true},"red":{"Human":{"user":{"platform":"discord","id":"alice"},"name":"Alice"}},"blue":{"Computer":{"level":"medium"}},"time":"none","clock":{"turn_started":5,"remaining":[0,0],"warned":false},"created":5,"status":"active","takeback_request":"red","rematch_offer":null}"#;

    #[test]
    fn a_meta_row_of_today_still_loads_as_hex() {
        let meta: GameMeta = serde_json::from_str(OLD_META).unwrap();
        assert_eq!(meta.kind, GameKind::Hex);
        assert_eq!(meta.game_name(), "hex");
        // Written back, a Hex game's row has the same shape as before.
        let again = serde_json::to_string(&meta).unwrap();
        assert!(!again.contains("kind"), "{again}");
        let table = Table::from_parts(meta, Vec::new()).unwrap();
        assert!(table.game.hex().is_some());
    }

    #[test]
    fn a_hexdame_log_replays_with_draws_and_takebacks() {
        let events = vec![
            GameEvent::DameMove {
                player: Player::Red,
                mv: "d4-e5".into(),
                at: 1,
            },
            GameEvent::Draw {
                player: Player::Red,
                action: DrawAction::Offer,
                at: 2,
            },
            GameEvent::DameMove {
                player: Player::Blue,
                mv: "f6xd4".into(),
                at: 3,
            },
            GameEvent::Takeback { count: 1, at: 4 },
        ];
        let json: Vec<String> = events
            .iter()
            .map(|e| serde_json::to_string(e).unwrap())
            .collect();
        let back: Vec<GameEvent> = json
            .iter()
            .map(|j| serde_json::from_str(j).unwrap())
            .collect();
        assert_eq!(back, events);
        let r = rebuild(
            GameKind::Hexdame,
            GameSettings::new(
                crate::rules::Variant::Hex,
                crate::rules::BoardSize::new(11, 11).unwrap(),
            ),
            &events[..3],
        )
        .unwrap();
        assert_eq!(r.ply(), 2);
        assert_eq!(r.to_move(), Some(Player::Red));
        let r = rebuild(
            GameKind::Hexdame,
            GameSettings::new(
                crate::rules::Variant::Hex,
                crate::rules::BoardSize::new(11, 11).unwrap(),
            ),
            &events,
        )
        .unwrap();
        assert_eq!(r.ply(), 1);
        assert_eq!(r.to_move(), Some(Player::Blue));
        assert_eq!(r.movers(), vec![Player::Red]);
    }
}
