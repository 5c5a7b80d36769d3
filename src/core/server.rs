//! A server's (Discord guild's) settings, as the core keeps them: its managers choose the
//! default game and board size of challenges made there, the language, the tournament
//! channel and whether each game gets its own thread. A leaf: it imports nothing of the core.

use serde::{Deserialize, Serialize};

use super::ids::Platform;

/// A server's settings, set by its managers. Stored as JSON in the `guild_settings` table in
/// this shape (every field optional, so older rows still read).
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct ServerSettings {
    /// Default game for challenges made there (a game name the parser knows).
    #[serde(default)]
    pub game: Option<String>,
    /// Default board side for challenges made there.
    #[serde(default)]
    pub size: Option<u32>,
    /// Language of the bot's messages (only `en` exists today).
    #[serde(default)]
    pub language: Option<String>,
    /// The channel for tournaments.
    #[serde(default)]
    pub tournament_channel: Option<String>,
    /// Whether each game gets its own thread.
    #[serde(default)]
    pub threads: bool,
    /// The role whose members organise tournaments (besides Manage Server).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub organiser_role: Option<String>,
    /// Whether the community turned its games' web pages off (`hex settings web=off`): its
    /// links then answer 404.
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub web_off: bool,
}

impl ServerSettings {
    /// The default challenge options as words the command parser reads (`hex 11`); user
    /// words placed after them override them.
    pub fn default_words(&self) -> Vec<String> {
        self.game
            .iter()
            .cloned()
            .chain(self.size.map(|s| s.to_string()))
            .collect()
    }

    /// These settings with `update`'s given fields changed.
    pub fn updated(&self, update: &SettingsUpdate) -> Self {
        let mut settings = self.clone();
        if let Some(game) = &update.game {
            settings.game = Some(game.clone());
        }
        if let Some(size) = update.size {
            settings.size = Some(size);
        }
        if let Some(language) = &update.language {
            settings.language = Some(language.clone());
        }
        if let Some(channel) = &update.tournament_channel {
            settings.tournament_channel = Some(channel.clone());
        }
        if let Some(threads) = update.threads {
            settings.threads = threads;
        }
        if let Some(role) = &update.organiser_role {
            settings.organiser_role = Some(role.clone());
        }
        if let Some(on) = update.web {
            settings.web_off = !on;
        }
        settings
    }
}

/// What `/hex settings` (or `hex settings key=value …`) asks to change; nothing given shows
/// the settings.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash)]
pub struct SettingsUpdate {
    /// A new default game (checked by the handler as a game option word).
    pub game: Option<String>,
    /// A new default board side.
    pub size: Option<u32>,
    /// A new language code.
    pub language: Option<String>,
    /// A new tournament channel (the platform's channel id).
    pub tournament_channel: Option<String>,
    /// A thread per game, or not.
    pub threads: Option<bool>,
    /// A new tournament organiser role (the platform's role id).
    pub organiser_role: Option<String>,
    /// The games' web pages on or off (`web=off`: their links answer 404).
    pub web: Option<bool>,
}

impl SettingsUpdate {
    /// Whether nothing is to change (the command only shows the settings).
    pub fn is_empty(&self) -> bool {
        *self == Self::default()
    }
}

/// A server's settings as changed by a plan, for the store to write in the plan's
/// transaction.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct SettingsChange {
    /// The network.
    pub platform: Platform,
    /// The server's platform id.
    pub server: String,
    /// The settings after the change.
    pub settings: ServerSettings,
}
