//! Reading games and challenges back: what a fresh process loads, one game's log replayed,
//! and whether a message was handled.

use sqlx::Row;

use super::{to_i64, to_u64, Backend, Store, StoreError};
use crate::{
    core::{
        Challenge, ChallengeId, GameEvent, GameId, GameMeta, LocaleOf, Platform, ServerSettings,
        Table, TournamentId, TournamentRecord, UserId,
    },
    i18n::Lang,
};

/// A game's row and the events of its log from number `from` on ([`Store::load_game_news`]).
#[derive(Debug)]
pub struct GameNews {
    /// The game's row as stored now.
    pub meta: GameMeta,
    /// The number of the first event in `events` (0: the whole log).
    pub from: usize,
    /// The events from `from` on.
    pub events: Vec<GameEvent>,
}

/// What a fresh process loads: the games being played and the open challenges.
#[derive(Debug, Default)]
pub struct Loaded {
    /// Active games.
    pub tables: Vec<Table>,
    /// Open challenges.
    pub challenges: Vec<Challenge>,
    /// The highest game number ever used.
    pub max_game: GameId,
    /// The highest challenge number ever used.
    pub max_challenge: ChallengeId,
    /// Every server's saved settings.
    pub servers: Vec<(Platform, String, ServerSettings)>,
    /// Every player's own language.
    pub languages: Vec<(UserId, Lang)>,
    /// Every language the platforms reported for players' apps and communities.
    pub locales: Vec<(LocaleOf, Lang)>,
    /// The tournaments still open or running.
    pub tournaments: Vec<TournamentRecord>,
    /// The highest tournament number ever used.
    pub max_tournament: TournamentId,
}

impl Store {
    /// Loads the active games and the open challenges.
    pub async fn load(&self) -> Result<Loaded, StoreError> {
        let mut loaded = Loaded::default();
        let ids: Vec<i64> = on_pool!(&self.backend, pool => {
            let rows = sqlx::query("SELECT id FROM games WHERE status = $1 ORDER BY id")
                .bind("active")
                .fetch_all(pool)
                .await?;
            rows.iter().map(|r| r.try_get::<i64, _>("id")).collect::<Result<Vec<_>, _>>()?
        });
        for id in ids {
            if let Some(table) = self.load_game(to_u64(id)).await? {
                loaded.tables.push(table);
            }
        }
        let (max_game, max_challenge, challenges) = on_pool!(&self.backend, pool => {
            let max_game: Option<i64> = sqlx::query("SELECT MAX(id) AS m FROM games")
                .fetch_one(pool).await?.try_get("m")?;
            let max_challenge: Option<i64> = sqlx::query("SELECT MAX(id) AS m FROM challenges")
                .fetch_one(pool).await?.try_get("m")?;
            let rows = sqlx::query("SELECT data FROM challenges WHERE open = $1 ORDER BY id")
                .bind(1i64)
                .fetch_all(pool).await?;
            let mut challenges = Vec::new();
            for row in rows {
                let data: String = row.try_get("data")?;
                challenges.push(serde_json::from_str::<Challenge>(&data)?);
            }
            (max_game.unwrap_or(0), max_challenge.unwrap_or(0), challenges)
        });
        loaded.max_game = to_u64(max_game);
        loaded.max_challenge = to_u64(max_challenge);
        loaded.challenges = challenges;
        loaded.servers = self.all_guild_settings().await?;
        loaded.languages = self.all_player_languages().await?;
        loaded.locales = self.all_reported_locales().await?;
        (loaded.tournaments, loaded.max_tournament) = self.load_tournaments().await?;
        Ok(loaded)
    }

    /// The game whose web page has `token` (`src/core/link.rs`), if any.
    pub async fn game_of_link(&self, token: &str) -> Result<Option<GameId>, StoreError> {
        let id: Option<i64> = on_pool!(&self.backend, pool => {
            sqlx::query("SELECT game_id FROM web_links WHERE token = $1")
                .bind(token)
                .fetch_optional(pool)
                .await?
                .map(|r| r.try_get::<i64, _>("game_id"))
                .transpose()?
        });
        Ok(id.map(to_u64))
    }

    /// One challenge as stored, and whether it is still open (`None`: no such challenge).
    pub async fn load_challenge(
        &self,
        id: ChallengeId,
    ) -> Result<Option<(bool, Challenge)>, StoreError> {
        let row: Option<(i64, String)> = on_pool!(&self.backend, pool => {
            sqlx::query("SELECT open, data FROM challenges WHERE id = $1")
                .bind(to_i64(id.0))
                .fetch_optional(pool)
                .await?
                .map(|r| Ok::<_, sqlx::Error>((r.try_get("open")?, r.try_get("data")?)))
                .transpose()?
        });
        match row {
            Some((open, data)) => Ok(Some((open != 0, serde_json::from_str(&data)?))),
            None => Ok(None),
        }
    }

    /// One tournament as stored, whatever its status.
    pub async fn load_tournament(
        &self,
        id: TournamentId,
    ) -> Result<Option<TournamentRecord>, StoreError> {
        let data: Option<String> = on_pool!(&self.backend, pool => {
            sqlx::query("SELECT data FROM tournaments WHERE id = $1")
                .bind(to_i64(id.0))
                .fetch_optional(pool)
                .await?
                .map(|r| r.try_get::<String, _>("data"))
                .transpose()?
        });
        Ok(data.map(|d| serde_json::from_str(&d)).transpose()?)
    }

    /// Loads one game (any status) with its whole log.
    pub async fn load_game(&self, id: GameId) -> Result<Option<Table>, StoreError> {
        let (meta, events) = on_pool!(&self.backend, pool => {
            let row = sqlx::query("SELECT meta FROM games WHERE id = $1")
                .bind(to_i64(id))
                .fetch_optional(pool)
                .await?;
            let Some(row) = row else { return Ok(None) };
            let meta: String = row.try_get("meta")?;
            let rows = sqlx::query("SELECT event FROM game_events WHERE game_id = $1 ORDER BY seq")
                .bind(to_i64(id))
                .fetch_all(pool)
                .await?;
            let events = rows
                .iter()
                .map(|r| r.try_get::<String, _>("event"))
                .collect::<Result<Vec<_>, _>>()?;
            (meta, events)
        });
        let meta: GameMeta = serde_json::from_str(&meta)?;
        let events = events
            .iter()
            .map(|e| serde_json::from_str::<GameEvent>(e))
            .collect::<Result<Vec<_>, _>>()?;
        Table::from_parts(meta, events)
            .map(Some)
            .map_err(|e| StoreError::Replay(id, e))
    }

    /// What changed in games this process holds in memory: for each `(game, from)`, the
    /// game's row and its events from number `from` on (the log is append-only, so the events
    /// before are the ones memory has). A process taking in another's moves reads those, not
    /// the whole log. Games that do not exist are left out.
    pub async fn load_game_news(
        &self,
        wanted: &[(GameId, usize)],
    ) -> Result<Vec<GameNews>, StoreError> {
        let Backend::Postgres(pool) = &self.backend else {
            // One process on SQLite: nobody else writes; read the whole games.
            let mut news = Vec::with_capacity(wanted.len());
            for &(id, _) in wanted {
                if let Some(table) = self.load_game(id).await? {
                    news.push(GameNews {
                        meta: table.meta,
                        from: 0,
                        events: table.events,
                    });
                }
            }
            return Ok(news);
        };
        let ids: Vec<i64> = wanted.iter().map(|(id, _)| to_i64(id.0)).collect();
        let froms: Vec<i64> = wanted
            .iter()
            .map(|(_, from)| i64::try_from(*from).unwrap_or(i64::MAX))
            .collect();
        let metas = sqlx::query("SELECT id, meta FROM games WHERE id = ANY($1) ORDER BY id")
            .bind(&ids)
            .fetch_all(pool)
            .await?;
        let events = sqlx::query(
            "SELECT e.game_id, e.event FROM game_events e \
             JOIN unnest($1::bigint[], $2::bigint[]) AS k(id, from_seq) \
             ON e.game_id = k.id AND e.seq >= k.from_seq ORDER BY e.game_id, e.seq",
        )
        .bind(&ids)
        .bind(&froms)
        .fetch_all(pool)
        .await?;
        let mut logs: std::collections::HashMap<i64, Vec<GameEvent>> =
            std::collections::HashMap::new();
        for row in &events {
            let event: String = row.try_get("event")?;
            logs.entry(row.try_get("game_id")?)
                .or_default()
                .push(serde_json::from_str(&event)?);
        }
        let mut news = Vec::with_capacity(metas.len());
        for row in &metas {
            let key: i64 = row.try_get("id")?;
            let meta: GameMeta = serde_json::from_str(&row.try_get::<String, _>("meta")?)?;
            let from = wanted
                .iter()
                .find(|(id, _)| to_i64(id.0) == key)
                .map_or(0, |(_, from)| *from);
            news.push(GameNews {
                meta,
                from,
                events: logs.remove(&key).unwrap_or_default(),
            });
        }
        Ok(news)
    }

    /// Whether a platform message was already handled.
    pub async fn is_processed(
        &self,
        platform: Platform,
        message_id: &str,
    ) -> Result<bool, StoreError> {
        on_pool!(&self.backend, pool => {
            let row = sqlx::query("SELECT 1 AS one FROM processed WHERE platform = $1 AND message_id = $2")
                .bind(platform.name())
                .bind(message_id)
                .fetch_optional(pool)
                .await?;
            Ok(row.is_some())
        })
    }

    /// Number of events stored for a game (for tests and audits).
    pub async fn event_count(&self, id: GameId) -> Result<i64, StoreError> {
        on_pool!(&self.backend, pool => {
            let n: i64 = sqlx::query("SELECT COUNT(*) AS n FROM game_events WHERE game_id = $1")
                .bind(to_i64(id))
                .fetch_one(pool)
                .await?
                .try_get("n")?;
            Ok(n)
        })
    }
}
