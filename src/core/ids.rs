//! Who, where and which: the identifiers the core passes around. A leaf: it imports nothing
//! from the rest of the core.

use std::fmt;

use serde::{Deserialize, Serialize};

/// Milliseconds since the Unix epoch. The core never reads a clock itself: every entry point
/// takes `now`, so tests are deterministic.
pub type Millis = i64;

/// Declares a numeric id: stored as the bare number (serde transparent, so stored JSON keeps
/// its shape), shown as the bare number.
macro_rules! id_type {
    ($(#[$doc:meta])* $name:ident) => {
        $(#[$doc])*
        #[derive(Clone, Copy, Debug, Default, PartialEq, Eq, PartialOrd, Ord, Hash)]
        #[derive(Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub u64);

        impl $name {
            /// The number after this one.
            pub fn next(self) -> Self {
                Self(self.0 + 1)
            }
        }

        impl From<u64> for $name {
            fn from(n: u64) -> Self {
                Self(n)
            }
        }

        impl From<$name> for u64 {
            fn from(id: $name) -> Self {
                id.0
            }
        }

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                self.0.fmt(f)
            }
        }
    };
}

id_type!(
    /// A game's number, as users type it (`#12`).
    GameId
);

id_type!(
    /// A challenge's number.
    ChallengeId
);

id_type!(
    /// A tournament's number (`hex tournament join 3`).
    TournamentId
);

/// The chat network a message came from.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Platform {
    /// Discord.
    Discord,
    /// Matrix.
    Matrix,
    /// The terminal (`hextable local`).
    Local,
}

impl Platform {
    /// Lowercase name, as stored.
    pub fn name(self) -> &'static str {
        match self {
            Platform::Discord => "discord",
            Platform::Matrix => "matrix",
            Platform::Local => "local",
        }
    }

    /// The platform of a stored [`Platform::name`]; `None` for a name this build does not know.
    pub fn from_name(name: &str) -> Option<Self> {
        [Platform::Discord, Platform::Matrix, Platform::Local]
            .into_iter()
            .find(|p| p.name() == name)
    }
}

/// A user of one platform.
#[derive(Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct UserId {
    /// The platform.
    pub platform: Platform,
    /// The platform's id for the user.
    pub id: String,
}

impl UserId {
    /// The id of local mode's single player (`hextable local` against the computer), who
    /// reads every message at the terminal: messages name them in the second person ("you
    /// resigned"), never as a third person called "You". Hotseat seats are `red` and `blue`.
    pub const LOCAL_PLAYER: &'static str = "you";

    /// Whether this is local mode's single player ([`UserId::LOCAL_PLAYER`]).
    pub fn is_local_player(&self) -> bool {
        self.platform == Platform::Local && self.id == Self::LOCAL_PLAYER
    }

    /// A user id.
    pub fn new(platform: Platform, id: impl Into<String>) -> Self {
        Self {
            platform,
            id: id.into(),
        }
    }

    /// The user as a mark the adapter renders so that their client highlights it (Discord
    /// `<@123>`, the Matrix id, `@name` in the terminal; see [`super::marks`]). Only challenges
    /// and notices addressed to someone use it: everything else names players by display
    /// name, so no other message pings anyone.
    pub fn mention(&self) -> String {
        super::marks::Mark::User(&self.id).to_string()
    }
}

/// Where a message was written.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum Place {
    /// A shared channel or room, by its platform id.
    Channel(String),
    /// The private conversation between the user and the bot.
    Dm,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn mentions_are_marks_the_adapter_renders() {
        let mention = UserId::new(Platform::Matrix, "@bob:hs").mention();
        assert_eq!(mention, "\u{2068}@user:@bob:hs\u{2069}");
        assert_eq!(
            super::super::marks::Mark::parse(&mention),
            Some(super::super::marks::Mark::User("@bob:hs"))
        );
    }

    #[test]
    fn ids_are_stored_and_shown_as_bare_numbers() {
        let id = TournamentId::from(12);
        assert_eq!(serde_json::to_string(&id).unwrap(), "12");
        assert_eq!(serde_json::from_str::<TournamentId>("12").unwrap(), id);
        assert_eq!(id.to_string(), "12");
        assert_eq!(u64::from(id), 12);
    }
}
