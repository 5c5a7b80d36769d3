//! The tokens of the tournaments', players' and leaderboards' web pages (`web_pages`,
//! `0013_web_pages.sql`), and the game links a page shows beside them.

use std::collections::HashMap;

use sqlx::Row;

use super::{statement::placeholders, to_i64, to_u64, Backend, Store, StoreError};
use crate::core::{
    link::{self, PageOf},
    GameId, Platform,
};

/// The word `web_pages.kind` keeps for `kind`.
fn kind_name(kind: PageOf) -> &'static str {
    match kind {
        PageOf::Tournament => "tournament",
        PageOf::Player => "player",
        PageOf::Leaderboard => "leaderboard",
    }
}

fn kind_from_name(name: &str) -> Option<PageOf> {
    [PageOf::Tournament, PageOf::Player, PageOf::Leaderboard]
        .into_iter()
        .find(|&k| kind_name(k) == name)
}

/// The page a token opens.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct PageRow {
    /// What it shows.
    pub kind: PageOf,
    /// The network.
    pub platform: Platform,
    /// The tournament's number, the player's id on the platform, or a leaderboard's
    /// community (empty: the whole network's).
    pub subject: String,
    /// The server or room it was posted in (`None`: none, a DM): its `web=off` turns the
    /// page off.
    pub community: Option<String>,
}

impl Store {
    /// The token of `page`, made (128 random bits) and stored the first time it is asked
    /// for; `None` when the system gives no randomness.
    ///
    /// # Errors
    ///
    /// When the database fails.
    pub async fn page_token(&self, page: &PageRow) -> Result<Option<String>, StoreError> {
        if let Some(token) = self.existing_token(page).await? {
            return Ok(Some(token));
        }
        let Some(fresh) = link::new_token() else {
            return Ok(None);
        };
        let community = page.community.as_deref().unwrap_or_default();
        on_pool!(&self.backend, pool => {
            // Two askers at once: one row wins, both read it below.
            sqlx::query(
                "INSERT INTO web_pages (token, kind, platform, subject, community) \
                 VALUES ($1, $2, $3, $4, $5) ON CONFLICT DO NOTHING",
            )
            .bind(&fresh)
            .bind(kind_name(page.kind))
            .bind(page.platform.name())
            .bind(&page.subject)
            .bind(community)
            .execute(pool)
            .await?;
        });
        self.existing_token(page).await
    }

    async fn existing_token(&self, page: &PageRow) -> Result<Option<String>, StoreError> {
        let community = page.community.as_deref().unwrap_or_default();
        Ok(on_pool!(&self.backend, pool => {
            sqlx::query(
                "SELECT token FROM web_pages WHERE kind = $1 AND platform = $2 \
                 AND subject = $3 AND community = $4",
            )
            .bind(kind_name(page.kind))
            .bind(page.platform.name())
            .bind(&page.subject)
            .bind(community)
            .fetch_optional(pool)
            .await?
            .map(|r| r.try_get::<String, _>(0))
            .transpose()?
        }))
    }

    /// The page `token` opens, if any.
    ///
    /// # Errors
    ///
    /// When the database fails.
    pub async fn page_of_token(&self, token: &str) -> Result<Option<PageRow>, StoreError> {
        let row: Option<(String, String, String, String)> = on_pool!(&self.backend, pool => {
            sqlx::query(
                "SELECT kind, platform, subject, community FROM web_pages WHERE token = $1",
            )
            .bind(token)
            .fetch_optional(pool)
            .await?
            .map(|r| Ok::<_, sqlx::Error>((r.try_get(0)?, r.try_get(1)?, r.try_get(2)?, r.try_get(3)?)))
            .transpose()?
        });
        Ok(row.and_then(|(kind, platform, subject, community)| {
            Some(PageRow {
                kind: kind_from_name(&kind)?,
                platform: Platform::from_name(&platform)?,
                subject,
                community: (!community.is_empty()).then_some(community),
            })
        }))
    }

    /// The page tokens of those of `games` that have a page.
    ///
    /// # Errors
    ///
    /// When the database fails.
    pub async fn game_links(
        &self,
        games: &[GameId],
    ) -> Result<HashMap<GameId, String>, StoreError> {
        let mut links = HashMap::with_capacity(games.len());
        // A few hundred at a time: well under both databases' limits on parameters.
        for chunk in games.chunks(500) {
            let sql = format!(
                "SELECT game_id, token FROM web_links WHERE game_id IN {}",
                placeholders(1, chunk.len())
            );
            let rows: Vec<(i64, String)> = on_pool!(&self.backend, pool => {
                let mut query = sqlx::query(sqlx::AssertSqlSafe(sql.as_str()));
                for game in chunk {
                    query = query.bind(to_i64(*game));
                }
                query
                    .fetch_all(pool)
                    .await?
                    .iter()
                    .map(|r| Ok((r.try_get(0)?, r.try_get(1)?)))
                    .collect::<Result<_, sqlx::Error>>()?
            });
            links.extend(
                rows.into_iter()
                    .map(|(id, token)| (to_u64::<GameId>(id), token)),
            );
        }
        Ok(links)
    }
}
