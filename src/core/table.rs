//! One game at its table: the rules it plays ([`GameSpec`]), the seats, the append-only event
//! log, and the game ([`AnyGame`]) rebuilt from it.
//!
//! Two families of games share the bot: the Hex family (Hex, Rex, Dark Hex) and Hexdame. The
//! rules' one interface ([`AnyGame`], [`Side`]) makes the lobby, clocks, storage and replay
//! one code path for both.

use serde::{ser::Error as _, Deserialize, Deserializer, Serialize, Serializer};

use super::{
    clock::{ClockState, TimeControl},
    ids::{GameId, Millis, Platform, UserId},
};
use crate::ai::Level;
use crate::rules::{
    hexdame::{self, Color},
    AnyGame, BoardSize, DameGame, Family, GameSettings, GameSpec, HexGame, Move, MoveRecord,
    MoveResult, Player, RecordEntry, ReplayError, Side, Variant,
};

/// The Hexdame side of a seat: Red's seat plays White (who moves first), Blue's plays Black.
pub fn dame_color(player: Player) -> Color {
    Side::from(player).into()
}

/// The seat of a Hexdame side (see [`dame_color`]).
pub fn dame_player(color: Color) -> Player {
    Side::from(color).into()
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
        /// How strong it plays.
        level: Level,
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

/// A game's mutable facts besides its move log. Stored as one row, in the shape rows have
/// always had ([`StoredMeta`]).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameMeta {
    /// The game's number.
    pub id: GameId,
    /// The network it is played on.
    pub platform: Platform,
    /// The channel it is announced in (`None`: a game started in DM).
    pub channel: Option<String>,
    /// Which game, with which rule options.
    pub spec: GameSpec,
    /// The first seat (Red's, White's in Hexdame).
    pub first: Seat,
    /// The second seat (Blue's, Black's in Hexdame).
    pub second: Seat,
    /// The clock's kind.
    pub time: TimeControl,
    /// The running clock.
    pub clock: ClockState,
    /// When the game started.
    pub created: Millis,
    /// Active, over or aborted.
    pub status: Status,
    /// A takeback asked for by this side, awaiting the other's agreement.
    pub takeback_request: Option<Side>,
    /// A rematch offered by this side.
    pub rematch_offer: Option<Side>,
    /// Whether the result counts for both players' ratings (games stored before ratings
    /// existed are casual).
    pub rated: bool,
    /// The community the game was started in, whose leaderboard a rated result joins
    /// ([`crate::core::Incoming::community`]); `None` for a game started in DM.
    pub server: Option<String>,
    /// The token of the game's web page ([`crate::core::link`]): `None` when the pages were
    /// off when the game started.
    pub link: Option<String>,
}

impl GameMeta {
    /// The seat of `side`.
    pub fn seat(&self, side: Side) -> &Seat {
        match side {
            Side::First => &self.first,
            Side::Second => &self.second,
        }
    }

    /// Which side `user` plays here, if any (the first when someone plays themselves).
    pub fn colour_of(&self, user: &UserId) -> Option<Side> {
        Side::BOTH
            .into_iter()
            .find(|&side| self.seat(side).user() == Some(user))
    }

    /// Whether a computer plays `side`.
    pub fn is_computer(&self, side: Side) -> bool {
        matches!(self.seat(side), Seat::Computer { .. })
    }

    /// Whether the computer plays one side.
    pub fn against_computer(&self) -> bool {
        self.is_computer(Side::First) || self.is_computer(Side::Second)
    }

    /// The family of rules.
    pub fn family(&self) -> Family {
        self.spec.family()
    }

    /// Whether the board may be seen by everyone during play (every game but Dark Hex).
    pub fn is_open(&self) -> bool {
        self.spec.is_open()
    }

    /// Whether this is a Dark Hex game (hidden stones).
    pub fn is_dark(&self) -> bool {
        self.spec.is_dark()
    }

    /// The game's name as users type it (`hexdame`, `darkhex`, …).
    pub fn game_name(&self) -> &'static str {
        self.spec.name()
    }
}

/// A game row as stored: the family (`kind`, left out for the Hex family as in rows older
/// than Hexdame) beside Hex settings (a Hexdame row carries the Hex default there, unused),
/// and the seats by their Hex names.
#[derive(Serialize, Deserialize)]
struct StoredMeta {
    id: GameId,
    platform: Platform,
    channel: Option<String>,
    #[serde(default, skip_serializing_if = "Family::is_hex")]
    kind: Family,
    settings: GameSettings,
    red: Seat,
    blue: Seat,
    time: TimeControl,
    clock: ClockState,
    created: Millis,
    status: Status,
    takeback_request: Option<Side>,
    rematch_offer: Option<Side>,
    // Left out when casual and without a community, as in rows older than ratings.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    rated: bool,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    server: Option<String>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    link: Option<String>,
}

impl Serialize for GameMeta {
    fn serialize<S: Serializer>(&self, serializer: S) -> Result<S::Ok, S::Error> {
        let settings = match self.spec {
            GameSpec::Hex(settings) => settings,
            // What Hexdame rows have always stored in the unused field.
            GameSpec::Hexdame => GameSettings::new(
                Variant::Hex,
                BoardSize::new(11, 11).map_err(S::Error::custom)?,
            ),
        };
        StoredMeta {
            id: self.id,
            platform: self.platform,
            channel: self.channel.clone(),
            kind: self.spec.family(),
            settings,
            red: self.first.clone(),
            blue: self.second.clone(),
            time: self.time,
            clock: self.clock,
            created: self.created,
            status: self.status,
            takeback_request: self.takeback_request,
            rematch_offer: self.rematch_offer,
            rated: self.rated,
            server: self.server.clone(),
            link: self.link.clone(),
        }
        .serialize(serializer)
    }
}

impl<'de> Deserialize<'de> for GameMeta {
    fn deserialize<D: Deserializer<'de>>(deserializer: D) -> Result<Self, D::Error> {
        let row = StoredMeta::deserialize(deserializer)?;
        Ok(Self {
            id: row.id,
            platform: row.platform,
            channel: row.channel,
            spec: match row.kind {
                Family::Hex => GameSpec::Hex(row.settings),
                Family::Hexdame => GameSpec::Hexdame,
            },
            first: row.red,
            second: row.blue,
            time: row.time,
            clock: row.clock,
            created: row.created,
            status: row.status,
            takeback_request: row.takeback_request,
            rematch_offer: row.rematch_offer,
            rated: row.rated,
            server: row.server,
            link: row.link,
        })
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
///
/// Stored as JSON in the layout of [`StoredEvent`] (a Hex move with its result, a Hexdame move
/// as `dame_move` in full notation), which rows written by every earlier build share.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(into = "StoredEvent", try_from = "StoredEvent")]
pub enum GameEvent {
    /// An accepted move of any family.
    Move {
        /// Who moved.
        player: Side,
        /// What, and for Hex what came of it.
        mv: MoveRecord,
        /// When.
        at: Millis,
    },
    /// A Hexdame draw offer, acceptance or refusal.
    Draw {
        /// Who.
        player: Side,
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
        player: Side,
        /// When.
        at: Millis,
    },
    /// A player ran out of time.
    Timeout {
        /// Who.
        player: Side,
        /// When.
        at: Millis,
    },
    /// The game was aborted.
    Abort {
        /// When.
        at: Millis,
    },
}

/// A [`GameEvent`] as stored: one kind per family's move, the other events as they are.
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
    type Error = hexdame::SyntaxError;

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

impl GameEvent {
    /// When it happened.
    pub fn at(&self) -> Millis {
        match *self {
            GameEvent::Move { at, .. }
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

/// Rebuilds a Hex-family game from a log (or a prefix of one).
fn rebuild_hex(settings: GameSettings, events: &[GameEvent]) -> Result<HexGame, ReplayError> {
    let mut record: Vec<RecordEntry> = Vec::new();
    let mut game = HexGame::new(settings);
    for event in events {
        match *event {
            GameEvent::Move {
                player,
                mv: MoveRecord::Hex { mv, result },
                ..
            } => {
                let ply = record.len() + 1;
                let player = Player::from(player);
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
                let _ = game.resign(player.into());
            }
            GameEvent::Timeout { player, .. } => {
                let _ = game.time_out(player.into());
            }
            // Hexdame events never appear in a Hex log.
            GameEvent::Move {
                mv: MoveRecord::Hexdame(_),
                ..
            }
            | GameEvent::Draw { .. }
            | GameEvent::Abort { .. } => {}
        }
    }
    Ok(game)
}

/// Rebuilds a Hexdame game from a log (or a prefix of one).
fn rebuild_dame(events: &[GameEvent]) -> Result<DameGame, LogError> {
    let mut dame = DameGame::new();
    for (index, event) in events.iter().enumerate() {
        let fail = |error: hexdame::PlayError| LogError::Hexdame { index, error };
        match event {
            GameEvent::Move {
                player,
                mv: MoveRecord::Hexdame(text),
                ..
            } => {
                if dame.game().to_move() != Some(Color::from(*player)) {
                    return Err(fail(hexdame::RuleError::NotYourTurn.into()));
                }
                let m = dame
                    .game()
                    .position()
                    .resolve(text)
                    .map_err(|e| fail(e.into()))?;
                dame.play(*player, &m).map_err(|e| fail(e.into()))?;
            }
            GameEvent::Draw { player, action, .. } => {
                let done = match action {
                    DrawAction::Offer => dame.offer_draw(*player),
                    DrawAction::Accept => dame.accept_draw(*player),
                    DrawAction::Decline => dame.decline_draw(*player),
                };
                done.map_err(|e| fail(e.into()))?;
            }
            GameEvent::Takeback { count, .. } => {
                let moves = dame.game().moves();
                let kept = moves[..moves.len().saturating_sub(*count)].to_vec();
                dame = DameGame::from_moves(&kept).map_err(fail)?;
            }
            GameEvent::Resign { player, .. } => {
                let _ = dame.resign(*player);
            }
            GameEvent::Timeout { player, .. } => {
                // Refused (and so ignored) once the game is over, as before.
                let _ = dame.time_out(*player);
            }
            // Hex moves never appear in a Hexdame log.
            GameEvent::Move {
                mv: MoveRecord::Hex { .. },
                ..
            }
            | GameEvent::Abort { .. } => {}
        }
    }
    Ok(dame)
}

/// Rebuilds the game of `spec` from a log (or a prefix of one).
pub fn rebuild(spec: GameSpec, events: &[GameEvent]) -> Result<AnyGame, LogError> {
    Ok(match spec {
        GameSpec::Hex(settings) => AnyGame::Hex(rebuild_hex(settings, events)?),
        GameSpec::Hexdame => AnyGame::Hexdame(Box::new(rebuild_dame(events)?)),
    })
}

/// A game in memory: facts, log and the game rebuilt from it.
#[derive(Clone, Debug)]
pub struct Table {
    /// The facts.
    pub meta: GameMeta,
    /// The log.
    pub events: Vec<GameEvent>,
    /// The game, always equal to `rebuild(meta.spec, &events)`.
    pub game: AnyGame,
}

impl Table {
    /// A table from stored parts, checking the log.
    pub fn from_parts(meta: GameMeta, events: Vec<GameEvent>) -> Result<Self, LogError> {
        let game = rebuild(meta.spec, &events)?;
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
        assert_eq!(meta.family(), Family::Hex);
        assert_eq!(meta.game_name(), "hex");
        assert!(!meta.rated, "a game from before ratings is casual");
        assert_eq!(meta.server, None);
        // Written back, a Hex game's row has the same shape as before.
        let again = serde_json::to_string(&meta).unwrap();
        assert!(!again.contains("kind"), "{again}");
        let table = Table::from_parts(meta, Vec::new()).unwrap();
        assert!(table.game.hex().is_some());
    }

    #[test]
    fn a_rated_game_keeps_its_community() {
        let mut meta: GameMeta = serde_json::from_str(OLD_META).unwrap();
        meta.rated = true;
        meta.server = Some("guild-1".into());
        let row = serde_json::to_string(&meta).unwrap();
        assert!(row.contains(r#""rated":true,"server":"guild-1""#), "{row}");
        assert_eq!(serde_json::from_str::<GameMeta>(&row).unwrap(), meta);
    }

    #[test]
    fn a_hexdame_row_keeps_its_shape() {
        // As rows of Hexdame games have been written: the family, and unused Hex settings.
        let row = OLD_META.replacen(
            r#""channel":"c1","#,
            r#""channel":"c1","kind":"hexdame","#,
            1,
        );
        let meta: GameMeta = serde_json::from_str(&row).unwrap();
        assert_eq!(meta.spec, GameSpec::Hexdame);
        assert_eq!(
            meta.seat(Side::Second),
            &Seat::Computer {
                level: Level::Medium
            }
        );
        assert_eq!(meta.takeback_request, Some(Side::First));
        let again: serde_json::Value = serde_json::to_value(&meta).unwrap();
        let before: serde_json::Value = serde_json::from_str(&row).unwrap();
        assert_eq!(again, before);
    }

    #[test]
    fn a_computer_seat_reads_its_level_and_refuses_one_it_does_not_know() {
        for level in Level::ALL {
            let json = format!(r#"{{"Computer":{{"level":"{}"}}}}"#, level.name());
            let seat: Seat = serde_json::from_str(&json).unwrap();
            assert_eq!(seat, Seat::Computer { level });
            assert_eq!(serde_json::to_string(&seat).unwrap(), json);
        }
        // Not silently some other level: the row is reported as unreadable.
        assert!(serde_json::from_str::<Seat>(r#"{"Computer":{"level":"grandmaster"}}"#).is_err());
    }

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

    #[test]
    fn a_hexdame_log_replays_with_draws_and_takebacks() {
        let events = vec![
            GameEvent::Move {
                player: Side::First,
                mv: MoveRecord::Hexdame("d4-e5".parse().unwrap()),
                at: 1,
            },
            GameEvent::Draw {
                player: Side::First,
                action: DrawAction::Offer,
                at: 2,
            },
            GameEvent::Move {
                player: Side::Second,
                mv: MoveRecord::Hexdame("f6xd4".parse().unwrap()),
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
        let r = rebuild(GameSpec::Hexdame, &events[..3]).unwrap();
        assert_eq!(r.ply(), 2);
        assert_eq!(r.to_move(), Some(Side::First));
        let r = rebuild(GameSpec::Hexdame, &events).unwrap();
        assert_eq!(r.ply(), 1);
        assert_eq!(r.to_move(), Some(Side::Second));
        assert_eq!(r.movers(), vec![Side::First]);
    }
}
