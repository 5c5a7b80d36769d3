//! What the adapters keep through the runtime rather than reading the store themselves: a
//! server's settings, a game's thread, a user's DM channel.

use super::Service;
use crate::{
    core::{GameId, Platform},
    store::{GameThread, GuildSettings, StoreError},
};

impl Service {
    /// A server's settings (defaults when it has none), as the core keeps them: loaded from
    /// the store at start, changed only by the settings command (written with its plan).
    pub async fn guild_settings(&self, platform: Platform, guild: &str) -> GuildSettings {
        self.with_core(|core| core.server_settings(platform, guild))
            .await
    }

    /// The thread where a game's channel posts go, if it has one.
    pub async fn game_thread(
        &self,
        platform: Platform,
        game: GameId,
    ) -> Result<Option<GameThread>, StoreError> {
        self.store.game_thread(platform, game).await
    }

    /// The game whose thread `thread` is, if it is one.
    pub async fn thread_game(
        &self,
        platform: Platform,
        thread: &str,
    ) -> Result<Option<GameThread>, StoreError> {
        self.store.thread_game(platform, thread).await
    }

    /// Records a game's thread.
    pub async fn put_game_thread(
        &self,
        platform: Platform,
        thread: &GameThread,
    ) -> Result<(), StoreError> {
        self.store.put_game_thread(platform, thread).await
    }

    /// The DM channel kept for `user` (an adapter opens it once).
    pub async fn dm_channel(
        &self,
        platform: Platform,
        user: &str,
    ) -> Result<Option<String>, StoreError> {
        self.store.dm_channel(platform, user).await
    }

    /// Forgets the DM channel kept for `user` (the adapter found it left).
    pub async fn forget_dm_channel(
        &self,
        platform: Platform,
        user: &str,
    ) -> Result<(), StoreError> {
        self.store.forget_dm_channel(platform, user).await
    }

    /// Keeps the DM channel of `user`.
    pub async fn put_dm_channel(
        &self,
        platform: Platform,
        user: &str,
        channel: &str,
    ) -> Result<(), StoreError> {
        self.store.put_dm_channel(platform, user, channel).await
    }
}
