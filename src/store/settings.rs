//! Per-server settings, the thread each game posts in, and users' DM channels.

use sqlx::Row;

use super::{to_i64, to_u64, Backend, Store, StoreError};
use crate::{
    core::{GameId, LocaleOf, Platform, ServerSettings, UserId},
    i18n::Lang,
};

/// A server's (guild's) settings: the core's [`ServerSettings`], under the name of the table
/// that keeps them.
pub type GuildSettings = ServerSettings;

/// Writes one server's settings (`$1` platform, `$2` server, `$3` JSON, `$4` time), replacing
/// what it had.
pub(super) const UPSERT_GUILD_SETTINGS: &str =
    "INSERT INTO guild_settings (platform, guild, data, updated_ms) VALUES ($1, $2, $3, $4) \
     ON CONFLICT (platform, guild) DO UPDATE SET data = excluded.data, updated_ms = excluded.updated_ms";

/// Writes one player's own language (`$1` platform, `$2` user, `$3` code, `$4` time).
pub(super) const UPSERT_PLAYER_LANGUAGE: &str =
    "INSERT INTO player_languages (platform, user_id, lang, updated_ms) VALUES ($1, $2, $3, $4) \
     ON CONFLICT (platform, user_id) DO UPDATE SET lang = excluded.lang, updated_ms = excluded.updated_ms";

/// Forgets one player's own language (`$1` platform, `$2` user).
pub(super) const DELETE_PLAYER_LANGUAGE: &str =
    "DELETE FROM player_languages WHERE platform = $1 AND user_id = $2";

/// Writes a language a platform reported (`$1` platform, `$2` subject, `$3` id, `$4` code,
/// `$5` time), replacing the one it reported before.
pub(super) const UPSERT_REPORTED_LOCALE: &str =
    "INSERT INTO reported_locales (platform, subject, id, lang, updated_ms) VALUES ($1, $2, $3, $4, $5) \
     ON CONFLICT (platform, subject, id) DO UPDATE SET lang = excluded.lang, updated_ms = excluded.updated_ms";

/// The row key of a reported language: platform, subject (`user` or `community`), id.
pub(super) fn locale_key(of: &LocaleOf) -> (&'static str, &'static str, &str) {
    match of {
        LocaleOf::User(user) => (user.platform.name(), "user", user.id.as_str()),
        LocaleOf::Community(platform, id) => (platform.name(), "community", id.as_str()),
    }
}

/// Where a game's channel posts go instead of its channel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct GameThread {
    /// The game.
    pub game: GameId,
    /// The game's own channel.
    pub channel: String,
    /// The thread.
    pub thread: String,
}

impl Store {
    /// Every server's saved settings (rows of a network this build does not know are
    /// skipped).
    pub(super) async fn all_guild_settings(
        &self,
    ) -> Result<Vec<(Platform, String, ServerSettings)>, StoreError> {
        let rows: Vec<(String, String, String)> = on_pool!(&self.backend, pool => {
            let rows = sqlx::query("SELECT platform, guild, data FROM guild_settings ORDER BY platform, guild")
                .fetch_all(pool)
                .await?;
            rows.iter()
                .map(|r| Ok::<_, sqlx::Error>((r.try_get("platform")?, r.try_get("guild")?, r.try_get("data")?)))
                .collect::<Result<Vec<_>, _>>()?
        });
        let mut servers = Vec::with_capacity(rows.len());
        for (platform, guild, data) in rows {
            let Some(platform) = Platform::from_name(&platform) else {
                continue;
            };
            servers.push((platform, guild, serde_json::from_str(&data)?));
        }
        Ok(servers)
    }

    /// Every player's own language (rows of a network or language this build does not know
    /// are skipped).
    pub async fn all_player_languages(&self) -> Result<Vec<(UserId, Lang)>, StoreError> {
        let rows: Vec<(String, String, String)> = on_pool!(&self.backend, pool => {
            let rows = sqlx::query("SELECT platform, user_id, lang FROM player_languages ORDER BY platform, user_id")
                .fetch_all(pool)
                .await?;
            rows.iter()
                .map(|r| Ok::<_, sqlx::Error>((r.try_get("platform")?, r.try_get("user_id")?, r.try_get("lang")?)))
                .collect::<Result<Vec<_>, _>>()?
        });
        Ok(rows
            .into_iter()
            .filter_map(|(platform, user, lang)| {
                Some((
                    UserId::new(Platform::from_name(&platform)?, user),
                    Lang::from_tag(&lang)?,
                ))
            })
            .collect())
    }

    /// Every language the platforms reported (rows of a network, subject or language this
    /// build does not know are skipped).
    pub async fn all_reported_locales(&self) -> Result<Vec<(LocaleOf, Lang)>, StoreError> {
        let rows: Vec<(String, String, String, String)> = on_pool!(&self.backend, pool => {
            let rows = sqlx::query("SELECT platform, subject, id, lang FROM reported_locales ORDER BY platform, subject, id")
                .fetch_all(pool)
                .await?;
            rows.iter()
                .map(|r| Ok::<_, sqlx::Error>((r.try_get("platform")?, r.try_get("subject")?, r.try_get("id")?, r.try_get("lang")?)))
                .collect::<Result<Vec<_>, _>>()?
        });
        Ok(rows
            .into_iter()
            .filter_map(|(platform, subject, id, lang)| {
                let platform = Platform::from_name(&platform)?;
                let of = match subject.as_str() {
                    "user" => LocaleOf::User(UserId::new(platform, id)),
                    "community" => LocaleOf::Community(platform, id),
                    _ => return None,
                };
                Some((of, Lang::from_tag(&lang)?))
            })
            .collect())
    }

    /// The settings of a server (defaults when none were saved).
    pub async fn guild_settings(
        &self,
        platform: Platform,
        guild: &str,
    ) -> Result<GuildSettings, StoreError> {
        let data: Option<String> = on_pool!(&self.backend, pool => {
            sqlx::query("SELECT data FROM guild_settings WHERE platform = $1 AND guild = $2")
                .bind(platform.name())
                .bind(guild)
                .fetch_optional(pool)
                .await?
                .map(|r| r.try_get::<String, _>("data"))
                .transpose()?
        });
        match data {
            Some(text) => Ok(serde_json::from_str(&text)?),
            None => Ok(GuildSettings::default()),
        }
    }

    /// Saves the settings of a server directly. The bot never does: a change is the core's
    /// settings command, written with its plan (`commit.rs`), so memory and store agree.
    #[cfg(test)]
    async fn put_guild_settings(
        &self,
        platform: Platform,
        guild: &str,
        settings: &GuildSettings,
        now: crate::core::Millis,
    ) -> Result<(), StoreError> {
        let data = serde_json::to_string(settings)?;
        on_pool!(&self.backend, pool => {
            sqlx::query(UPSERT_GUILD_SETTINGS)
            .bind(platform.name())
            .bind(guild)
            .bind(data)
            .bind(now)
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// The thread of a game, if it has one.
    pub async fn game_thread(
        &self,
        platform: Platform,
        game: GameId,
    ) -> Result<Option<GameThread>, StoreError> {
        self.thread_where(platform, "game_id = $2", ThreadKey::Game(to_i64(game)))
            .await
    }

    /// The game whose thread `thread` is, if any.
    pub async fn thread_game(
        &self,
        platform: Platform,
        thread: &str,
    ) -> Result<Option<GameThread>, StoreError> {
        self.thread_where(
            platform,
            "thread = $2",
            ThreadKey::Thread(thread.to_owned()),
        )
        .await
    }

    async fn thread_where(
        &self,
        platform: Platform,
        condition: &'static str,
        key: ThreadKey,
    ) -> Result<Option<GameThread>, StoreError> {
        let sql = format!(
            "SELECT game_id, channel, thread FROM game_threads WHERE platform = $1 AND {condition}"
        );
        on_pool!(&self.backend, pool => {
            let query = sqlx::query(sqlx::AssertSqlSafe(sql)).bind(platform.name());
            let query = match key {
                ThreadKey::Game(id) => query.bind(id),
                ThreadKey::Thread(thread) => query.bind(thread),
            };
            let row = query.fetch_optional(pool).await?;
            match row {
                Some(r) => Ok(Some(GameThread {
                    game: to_u64(r.try_get::<i64, _>("game_id")?),
                    channel: r.try_get("channel")?,
                    thread: r.try_get("thread")?,
                })),
                None => Ok(None),
            }
        })
    }

    /// Records the thread of a game (the first one recorded stays).
    pub async fn put_game_thread(
        &self,
        platform: Platform,
        thread: &GameThread,
    ) -> Result<(), StoreError> {
        on_pool!(&self.backend, pool => {
            sqlx::query(
                "INSERT INTO game_threads (platform, game_id, channel, thread) VALUES ($1, $2, $3, $4) \
                 ON CONFLICT (platform, game_id) DO NOTHING",
            )
            .bind(platform.name())
            .bind(to_i64(thread.game))
            .bind(&thread.channel)
            .bind(&thread.thread)
            .execute(pool)
            .await?;
            Ok(())
        })
    }
}

impl Store {
    /// The DM channel kept for `user`, if any.
    pub async fn dm_channel(
        &self,
        platform: Platform,
        user: &str,
    ) -> Result<Option<String>, StoreError> {
        on_pool!(&self.backend, pool => {
            let row = sqlx::query(
                "SELECT channel FROM dm_channels WHERE platform = $1 AND user_id = $2",
            )
            .bind(platform.name())
            .bind(user)
            .fetch_optional(pool)
            .await?;
            match row {
                Some(r) => Ok(Some(r.try_get("channel")?)),
                None => Ok(None),
            }
        })
    }

    /// Keeps `channel` as the DM channel of `user` (replacing an older one).
    pub async fn put_dm_channel(
        &self,
        platform: Platform,
        user: &str,
        channel: &str,
    ) -> Result<(), StoreError> {
        on_pool!(&self.backend, pool => {
            sqlx::query(
                "INSERT INTO dm_channels (platform, user_id, channel) VALUES ($1, $2, $3) \
                 ON CONFLICT (platform, user_id) DO UPDATE SET channel = excluded.channel",
            )
            .bind(platform.name())
            .bind(user)
            .bind(channel)
            .execute(pool)
            .await?;
            Ok(())
        })
    }

    /// Forgets the DM channel kept for `user` (it was left: the next one is opened afresh).
    pub async fn forget_dm_channel(
        &self,
        platform: Platform,
        user: &str,
    ) -> Result<(), StoreError> {
        on_pool!(&self.backend, pool => {
            sqlx::query("DELETE FROM dm_channels WHERE platform = $1 AND user_id = $2")
                .bind(platform.name())
                .bind(user)
                .execute(pool)
                .await?;
            Ok(())
        })
    }
}

enum ThreadKey {
    Game(i64),
    Thread(String),
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[tokio::test]
    async fn guild_settings_and_game_threads_are_kept() {
        let dir = tempfile::tempdir().unwrap();
        let url = format!("sqlite://{}", dir.path().join("s.db").display());
        let store = Store::connect(&url).await.unwrap();
        let none = store.guild_settings(Platform::Discord, "1").await.unwrap();
        assert_eq!(none, GuildSettings::default());
        let settings = GuildSettings {
            game: Some("hex".into()),
            size: Some(7),
            language: Some("en".into()),
            tournament_channel: Some("9".into()),
            threads: true,
            organiser_role: Some("77".into()),
            web_off: true,
        };
        store
            .put_guild_settings(Platform::Discord, "1", &settings, 5)
            .await
            .unwrap();
        let changed = GuildSettings {
            threads: false,
            ..settings.clone()
        };
        store
            .put_guild_settings(Platform::Discord, "1", &changed, 6)
            .await
            .unwrap();
        assert_eq!(changed.default_words(), ["hex", "7"]);
        // Another network's guild of the same id is another guild.
        let other = store.guild_settings(Platform::Matrix, "1").await.unwrap();
        assert_eq!(other, GuildSettings::default());

        let thread = GameThread {
            game: GameId(3),
            channel: "10".into(),
            thread: "11".into(),
        };
        store
            .put_game_thread(Platform::Discord, &thread)
            .await
            .unwrap();
        // The first thread recorded stays.
        let second = GameThread {
            thread: "12".into(),
            ..thread.clone()
        };
        store
            .put_game_thread(Platform::Discord, &second)
            .await
            .unwrap();
        store.close().await;

        // Reopened (migrations are not run twice), everything is still there.
        let store = Store::connect(&url).await.unwrap();
        let again = store.guild_settings(Platform::Discord, "1").await.unwrap();
        assert_eq!(again, changed);
        let by_game = store
            .game_thread(Platform::Discord, GameId(3))
            .await
            .unwrap();
        assert_eq!(by_game, Some(thread.clone()));
        let by_thread = store.thread_game(Platform::Discord, "11").await.unwrap();
        assert_eq!(by_thread, Some(thread));
        assert_eq!(
            store.thread_game(Platform::Discord, "12").await.unwrap(),
            None
        );
        assert_eq!(
            store
                .game_thread(Platform::Matrix, GameId(3))
                .await
                .unwrap(),
            None
        );
    }
}
