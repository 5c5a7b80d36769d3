//! What the web pages read (`src/web/`): a copy of a game as it stands, taken from memory
//! (the core locked for the time of a clone, as `hex board` reads it) or from the store, never
//! through a game's writer: a reader of a page never waits for a move, and a move never waits
//! for a reader.

use super::Service;
use crate::{
    core::{
        link::{self, PageOf},
        ratings::records::{Records, RecordsQuery},
        GameId, Platform, ServerSettings, Table, TournamentId, TournamentRecord,
    },
    store::{PageRow, StoreError},
};

impl Service {
    /// The games this process writes, each as soon as it is in memory (a game written by
    /// another process is not told here: a live page looks at its game every second too).
    pub fn game_changes(&self) -> tokio::sync::broadcast::Receiver<GameId> {
        self.game_changes.subscribe()
    }

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

    /// Adds to a profile or a leaderboard read for `query`, asked in `community` (`None`: a
    /// DM), the token of its web page (made the first time), when the pages are served and
    /// on there. The token belongs to the community it was posted in: its `web=off` turns
    /// that page off.
    ///
    /// # Errors
    ///
    /// When the database fails.
    pub(crate) async fn page_links(
        &self,
        query: &RecordsQuery,
        community: Option<&str>,
        records: &mut Records,
    ) -> Result<(), StoreError> {
        if self.with_core(|core| core.pages_site().is_none()).await {
            return Ok(());
        }
        let (page, slot) = match (query, records) {
            (RecordsQuery::Profile { platform, user }, Records::Profile(Some(profile))) => (
                PageRow {
                    kind: PageOf::Player,
                    platform: *platform,
                    subject: user.clone(),
                    community: community.map(str::to_owned),
                },
                &mut profile.page,
            ),
            (
                RecordsQuery::Leaderboard {
                    platform,
                    community: scope,
                    ..
                },
                Records::Leaderboard(board),
            ) => (
                PageRow {
                    kind: PageOf::Leaderboard,
                    platform: *platform,
                    // The board's community (empty: the whole network's).
                    subject: scope.clone().unwrap_or_default(),
                    community: community.map(str::to_owned),
                },
                &mut board.page,
            ),
            _ => return Ok(()),
        };
        if self
            .pages_on(page.platform, page.community.as_deref())
            .await
        {
            *slot = self.store.page_token(&page).await?;
        }
        Ok(())
    }

    /// The page `token` opens and what it shows, unless there is none or its community
    /// turned its pages off.
    ///
    /// # Errors
    ///
    /// When the database fails.
    pub async fn page_by_link(&self, token: &str) -> Result<Option<PageRow>, StoreError> {
        if !link::is_token(token) {
            return Ok(None);
        }
        let Some(page) = self.store.page_of_token(token).await? else {
            return Ok(None);
        };
        if !self
            .pages_on(page.platform, page.community.as_deref())
            .await
        {
            return Ok(None);
        }
        Ok(Some(page))
    }

    /// Tournament `id` as it stands: from memory while it is live, else as last stored.
    ///
    /// # Errors
    ///
    /// When the database fails.
    pub async fn tournament_for_page(
        &self,
        id: TournamentId,
    ) -> Result<Option<TournamentRecord>, StoreError> {
        let held = self.with_core(|core| core.tournament(id).cloned()).await;
        match held {
            Some(record) => Ok(Some(record)),
            None => self.store.load_tournament(id).await,
        }
    }
}
