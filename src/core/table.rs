//! One game at its table: the rules it plays ([`GameSpec`]), the seats, the append-only event
//! log, and the game ([`AnyGame`]) rebuilt from it.
//!
//! Several families of games share the bot. The rules' one interface ([`AnyGame`], [`Side`])
//! makes the lobby, clocks, storage and replay one code path for all of them; how a family's
//! log replays is its own ([`super::families`]).

use serde::{ser::Error as _, Deserialize, Deserializer, Serialize, Serializer};

use super::families::rebuild;
pub use super::log::{DrawAction, GameEvent, LogError};
use super::{
    clock::{ClockState, TimeControl},
    ids::{GameId, Millis, Platform, UserId},
};
use crate::ai::Level;
use crate::rules::{AnyGame, Family, GameSettings, GameSpec, Side};

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
    /// The first seat (the side that moves first: Red's in the Hex family).
    pub first: Seat,
    /// The second seat (Blue's in the Hex family).
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

    /// The game's name as users type it (`hex`, `darkhex`, …).
    pub fn game_name(&self) -> &'static str {
        self.spec.name()
    }
}

/// A game row as stored: the family (`kind`, left out for the Hex family as in rows older
/// than the other families) beside Hex settings (another family's row carries the Hex default
/// there, unused; see [`GameSpec::stored_settings`]), and the seats by their Hex names.
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
        let settings = self.spec.stored_settings().map_err(S::Error::custom)?;
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
            spec: GameSpec::from_stored(row.kind, row.settings),
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

    /// A game row as written before other families existed (no `kind`): it must still load as
    /// Hex.
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
}
