//! What the web pages read (`src/web/`): a copy of a game as it stands, taken from memory
//! (the core locked for the time of a clone, as `hex board` reads it) or from the store, never
//! through a game's writer: a reader of a page never waits for a move, and a move never waits
//! for a reader.

use super::Service;
use crate::{
    core::{link, GameId, Platform, ServerSettings, Table},
    store::StoreError,
};

impl Service {
    /// The game whose web page has `token`, as it stands (`None`: no such page). A game that
    /// another process changed since this one read it is read from the store.
    ///
    /// # Errors
    ///
    /// When the database fails.
    pub async fn game_by_link(&self, token: &str) -> Result<Option<Table>, StoreError> {
        if !link::is_token(token) {
            return Ok(None);
        }
        let Some(id) = self.store.game_of_link(token).await? else {
            return Ok(None);
        };
        self.game_for_page(id, token).await
    }

    /// Game `id` as it stands, if its page's token is `token` (a live page's stream asks
    /// again each second: from memory, without the token's lookup).
    ///
    /// # Errors
    ///
    /// When the database fails.
    pub async fn game_for_page(
        &self,
        id: GameId,
        token: &str,
    ) -> Result<Option<Table>, StoreError> {
        let held = {
            let memory = self.memory.lock().await;
            memory
                .core
                .table(id)
                .filter(|_| !memory.is_stale(id))
                .cloned()
        };
        let table = match held {
            Some(table) => Some(table),
            None => self.store.load_game(id).await?,
        };
        Ok(table.filter(|t| t.meta.link.as_deref() == Some(token)))
    }

    /// Whether the community `server` of `platform` keeps its games' pages on (a game
    /// started in DM has no community: on).
    pub async fn pages_on(&self, platform: Platform, server: Option<&str>) -> bool {
        let Some(server) = server else {
            return true;
        };
        let memory = self.memory.lock().await;
        let settings: ServerSettings = memory.core.server_settings(platform, server);
        !settings.web_off
    }
}
