//! Configuration: built-in defaults < `config.toml` < `HEXTABLE_*` environment variables.
//! Secrets are masked in `Debug` and never logged.

use std::path::Path;

use serde::Deserialize;

use crate::core::CoreConfig;

/// A configuration problem.
#[derive(Debug, thiserror::Error)]
pub enum ConfigError {
    /// The file could not be read.
    #[error("cannot read {path}: {source}")]
    Read {
        /// The file.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The file is not valid TOML for our keys.
    #[error("invalid configuration in {path}: {source}")]
    Parse {
        /// The file.
        path: String,
        /// Why.
        source: toml::de::Error,
    },
    /// An environment variable holds an invalid value.
    #[error("invalid value for {name}: {value}")]
    Env {
        /// The variable.
        name: String,
        /// Its value.
        value: String,
    },
    /// `discord.shard_range` names only some of the shards, on a database one process uses.
    #[error(
        "discord.shard_range [{first}, {last}] runs only part of the {total} shards, so other \
         processes must run the rest (DMs and DM interactions arrive on shard 0 only) and share \
         the games: that needs PostgreSQL (database_url = \"postgres://…\"); SQLite serves one \
         process. On SQLite run all shards in one process (set discord.shards alone)"
    )]
    PartialShards {
        /// The first shard of the range.
        first: u32,
        /// The last shard of the range (inclusive).
        last: u32,
        /// The total count.
        total: u32,
    },
}

/// The bot's settings.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct Config {
    /// `sqlite://hextable.db` (default) or `postgres://…`.
    pub database_url: String,
    /// How long a challenge stays open, in seconds.
    pub challenge_ttl_secs: i64,
    /// How long an untimed game with no move waits before it is aborted, in seconds.
    pub idle_abort_secs: i64,
    /// How often the scheduler runs the clock, in seconds.
    pub tick_secs: u64,
    /// The Matrix adapter (`[matrix]`).
    pub matrix: MatrixConfig,
    /// The Discord adapter's settings (`[discord]`).
    pub discord: DiscordConfig,
    /// The operator's endpoints (`[admin]`).
    pub admin: AdminConfig,
    /// The read-only web pages (`[web]`).
    pub web: WebConfig,
}

/// The `[web]` table: the games' read-only pages (`src/web/`).
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct WebConfig {
    /// Where to serve them, an IP address and port (`127.0.0.1:8080`); not served when unset.
    pub listen: Option<std::net::SocketAddr>,
    /// The address readers reach them at (`https://hex.example.org`, usually a reverse proxy
    /// in front of `listen`): the bot's posts link to `public_url` + `/g/…`; no links when
    /// unset.
    pub public_url: Option<String>,
}

impl WebConfig {
    /// The public address without a trailing slash, when the pages are on (both keys set).
    pub fn links(&self) -> Option<String> {
        self.listen?;
        let url = self.public_url.as_deref()?.trim().trim_end_matches('/');
        (!url.is_empty()).then(|| url.to_owned())
    }
}

/// The `[admin]` table: the operator's HTTP endpoints, `/healthz` and `/metrics`.
#[derive(Clone, Debug, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct AdminConfig {
    /// Where to serve them, an IP address and port (`127.0.0.1:9090`); not served when unset.
    /// They need no password, so keep them on loopback or a private network.
    pub listen: Option<std::net::SocketAddr>,
}

/// The `[matrix]` table: how the bot logs in to a Matrix homeserver.
#[derive(Clone, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct MatrixConfig {
    /// The homeserver's URL, e.g. `https://matrix.example.org`.
    pub homeserver: String,
    /// The bot's full user id, e.g. `@hextable:example.org`.
    pub user_id: String,
    /// The bot's password (or `HEXTABLE_MATRIX_PASSWORD`); used once, for the first login.
    pub password: Option<String>,
    /// An access token instead of a password (or `HEXTABLE_MATRIX_ACCESS_TOKEN`).
    pub access_token: Option<String>,
    /// Where the session, the SQLite state/crypto store and the DM room list are kept, so
    /// restarts reuse the same device and keys.
    pub data_dir: String,
    /// The command prefix in rooms (`!hex challenge @bob:example.org darkhex 9`).
    pub prefix: String,
}

impl Default for MatrixConfig {
    fn default() -> Self {
        Self {
            homeserver: String::new(),
            user_id: String::new(),
            password: None,
            access_token: None,
            data_dir: "hextable-matrix".to_owned(),
            prefix: "!hex".to_owned(),
        }
    }
}

impl std::fmt::Debug for MatrixConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let mask = |s: &Option<String>| s.as_ref().map(|_| "***");
        f.debug_struct("MatrixConfig")
            .field("homeserver", &self.homeserver)
            .field("user_id", &self.user_id)
            .field("password", &mask(&self.password))
            .field("access_token", &mask(&self.access_token))
            .field("data_dir", &self.data_dir)
            .field("prefix", &self.prefix)
            .finish()
    }
}

/// The `[discord]` table.
#[derive(Clone, Default, PartialEq, Eq, Deserialize)]
#[serde(default, deny_unknown_fields)]
pub struct DiscordConfig {
    /// The bot token (secret; better given as `HEXTABLE_DISCORD_TOKEN`).
    pub token: Option<String>,
    /// Register the slash commands in this guild only (instant, for development); globally
    /// when unset.
    pub guild_id: Option<u64>,
    /// An HTTP API proxy base URL (`http://127.0.0.1:3000`) instead of `https://discord.com`.
    pub api_base: Option<String>,
    /// Gateway shards: the total count (`None`: one shard, enough below ~2500 servers).
    pub shards: Option<u32>,
    /// Ask for the privileged Message Content intent (`None`: yes). Without it (or when
    /// Discord refuses it) moves typed in channels are read only when they mention the bot.
    pub message_content: Option<bool>,
    /// The shards this process runs, `[first, last]` (inclusive) of `shards`, for a bot
    /// spread over several processes; all of them when unset.
    pub shard_range: Option<[u32; 2]>,
}

impl DiscordConfig {
    /// Whether to ask for the Message Content intent (yes unless switched off).
    pub fn wants_message_content(&self) -> bool {
        self.message_content.unwrap_or(true)
    }

    /// The shards to run, as (first, last, total); `None` for a single shard. Refuses a range
    /// outside the total, and a range that is not all of them unless the database is shared
    /// (`shared`: PostgreSQL), where other processes run the other shards on the same games.
    pub fn shard_plan(&self, shared: bool) -> Result<Option<(u32, u32, u32)>, ConfigError> {
        let bad = |value: String| ConfigError::Env {
            name: "discord.shard_range".to_owned(),
            value,
        };
        match (self.shards, self.shard_range) {
            (None | Some(0), None) => Ok(None),
            (None | Some(0), Some(range)) => Err(bad(format!("{range:?} without discord.shards"))),
            (Some(total), None) => Ok(Some((0, total - 1, total))),
            (Some(total), Some([first, last])) => {
                if (first == 0 && last + 1 == total) || (shared && first <= last && last < total) {
                    Ok(Some((first, last, total)))
                } else if first <= last && last < total {
                    Err(ConfigError::PartialShards { first, last, total })
                } else {
                    Err(bad(format!("[{first}, {last}] of {total} shards")))
                }
            }
        }
    }
}

impl std::fmt::Debug for DiscordConfig {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordConfig")
            .field("token", &self.token.as_ref().map(|_| "***"))
            .field("guild_id", &self.guild_id)
            .field("api_base", &self.api_base)
            .field("shards", &self.shards)
            .field("shard_range", &self.shard_range)
            .field("message_content", &self.message_content)
            .finish()
    }
}

impl Default for Config {
    fn default() -> Self {
        Self {
            database_url: "sqlite://hextable.db".to_owned(),
            challenge_ttl_secs: 86_400,
            idle_abort_secs: 7 * 86_400,
            tick_secs: 5,
            matrix: MatrixConfig::default(),
            discord: DiscordConfig::default(),
            admin: AdminConfig::default(),
            web: WebConfig::default(),
        }
    }
}

/// Hides a password inside a database URL.
fn mask_url(url: &str) -> String {
    match (url.find("://"), url.rfind('@')) {
        (Some(scheme), Some(at)) if at > scheme => {
            let creds = &url[scheme + 3..at];
            match creds.split_once(':') {
                Some((user, _)) => format!("{}{user}:***{}", &url[..scheme + 3], &url[at..]),
                None => url.to_owned(),
            }
        }
        _ => url.to_owned(),
    }
}

impl std::fmt::Debug for Config {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Config")
            .field("database_url", &mask_url(&self.database_url))
            .field("challenge_ttl_secs", &self.challenge_ttl_secs)
            .field("idle_abort_secs", &self.idle_abort_secs)
            .field("tick_secs", &self.tick_secs)
            .field("matrix", &self.matrix)
            .field("discord", &self.discord)
            .field("admin", &self.admin)
            .field("web", &self.web)
            .finish()
    }
}

impl Config {
    /// Defaults, then `path` if it exists, then the environment.
    pub fn load(path: Option<&Path>) -> Result<Self, ConfigError> {
        let mut config = match path {
            Some(path) if path.exists() => {
                let text = std::fs::read_to_string(path).map_err(|source| ConfigError::Read {
                    path: path.display().to_string(),
                    source,
                })?;
                Self::from_toml(&text).map_err(|source| ConfigError::Parse {
                    path: path.display().to_string(),
                    source,
                })?
            }
            _ => Self::default(),
        };
        config.apply_env(|name| std::env::var(name).ok())?;
        Ok(config)
    }

    /// Parses a TOML document (missing keys keep their defaults).
    pub fn from_toml(text: &str) -> Result<Self, toml::de::Error> {
        toml::from_str(text)
    }

    /// Overrides keys from `HEXTABLE_DATABASE_URL`, `HEXTABLE_CHALLENGE_TTL_SECS`, ….
    pub fn apply_env(&mut self, get: impl Fn(&str) -> Option<String>) -> Result<(), ConfigError> {
        fn num<T: std::str::FromStr>(name: &str, value: String) -> Result<T, ConfigError> {
            value.trim().parse().map_err(|_| ConfigError::Env {
                name: name.to_owned(),
                value,
            })
        }
        if let Some(v) = get("HEXTABLE_DATABASE_URL") {
            self.database_url = v;
        }
        if let Some(v) = get("HEXTABLE_CHALLENGE_TTL_SECS") {
            self.challenge_ttl_secs = num("HEXTABLE_CHALLENGE_TTL_SECS", v)?;
        }
        if let Some(v) = get("HEXTABLE_IDLE_ABORT_SECS") {
            self.idle_abort_secs = num("HEXTABLE_IDLE_ABORT_SECS", v)?;
        }
        if let Some(v) = get("HEXTABLE_TICK_SECS") {
            self.tick_secs = num("HEXTABLE_TICK_SECS", v)?;
        }
        if let Some(v) = get("HEXTABLE_DISCORD_TOKEN") {
            self.discord.token = Some(v);
        }
        if let Some(v) = get("HEXTABLE_DISCORD_GUILD_ID") {
            self.discord.guild_id = Some(num("HEXTABLE_DISCORD_GUILD_ID", v)?);
        }
        if let Some(v) = get("HEXTABLE_DISCORD_API_BASE") {
            self.discord.api_base = Some(v);
        }
        if let Some(v) = get("HEXTABLE_DISCORD_SHARDS") {
            self.discord.shards = Some(num("HEXTABLE_DISCORD_SHARDS", v)?);
        }
        if let Some(v) = get("HEXTABLE_DISCORD_MESSAGE_CONTENT") {
            self.discord.message_content = Some(num("HEXTABLE_DISCORD_MESSAGE_CONTENT", v)?);
        }
        // Empty: not served (a file's `[admin] listen` switched off from the environment).
        if let Some(v) = get("HEXTABLE_ADMIN_LISTEN") {
            self.admin.listen = match v.trim() {
                "" => None,
                _ => Some(num("HEXTABLE_ADMIN_LISTEN", v)?),
            };
        }
        if let Some(v) = get("HEXTABLE_WEB_LISTEN") {
            self.web.listen = match v.trim() {
                "" => None,
                _ => Some(num("HEXTABLE_WEB_LISTEN", v)?),
            };
        }
        if let Some(v) = get("HEXTABLE_WEB_PUBLIC_URL") {
            self.web.public_url = (!v.trim().is_empty()).then_some(v);
        }
        let matrix = &mut self.matrix;
        for (name, slot) in [
            ("HEXTABLE_MATRIX_HOMESERVER", &mut matrix.homeserver),
            ("HEXTABLE_MATRIX_USER_ID", &mut matrix.user_id),
            ("HEXTABLE_MATRIX_DATA_DIR", &mut matrix.data_dir),
            ("HEXTABLE_MATRIX_PREFIX", &mut matrix.prefix),
        ] {
            if let Some(v) = get(name) {
                *slot = v;
            }
        }
        if let Some(v) = get("HEXTABLE_MATRIX_PASSWORD") {
            matrix.password = Some(v);
        }
        if let Some(v) = get("HEXTABLE_MATRIX_ACCESS_TOKEN") {
            matrix.access_token = Some(v);
        }
        Ok(())
    }

    /// The core's part.
    pub fn core(&self) -> CoreConfig {
        CoreConfig {
            challenge_ttl: self.challenge_ttl_secs.saturating_mul(1000),
            idle_abort: self.idle_abort_secs.saturating_mul(1000),
            web: self.web.links(),
            ..CoreConfig::default()
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn layers_and_masks() {
        let mut config = Config::from_toml("challenge_ttl_secs = 60").unwrap();
        assert_eq!(config.challenge_ttl_secs, 60);
        assert_eq!(config.database_url, "sqlite://hextable.db");
        config
            .apply_env(|name| {
                (name == "HEXTABLE_DATABASE_URL").then(|| "postgres://u:secret@h/db".to_owned())
            })
            .unwrap();
        config
            .apply_env(|name| (name == "HEXTABLE_MATRIX_PASSWORD").then(|| "hunter2".to_owned()))
            .unwrap();
        assert_eq!(config.matrix.password.as_deref(), Some("hunter2"));
        let debug = format!("{config:?}");
        assert!(!debug.contains("secret"), "{debug}");
        assert!(!debug.contains("hunter2"), "{debug}");
        let config = Config::from_toml(
            "[matrix]\nhomeserver = \"http://127.0.0.1:8008\"\nuser_id = \"@bot:localhost\"\n\
             access_token = \"tok\"\nprefix = \"!dh\"",
        )
        .unwrap();
        assert_eq!(config.matrix.prefix, "!dh");
        assert!(!format!("{config:?}").contains("tok\""));
        assert!(Config::from_toml("bogus = 1").is_err());
    }

    #[test]
    fn discord_keys_from_file_and_environment_token_masked() {
        let mut c =
            Config::from_toml("[discord]\nguild_id = 42\napi_base = \"http://127.0.0.1:3000\"\n")
                .unwrap();
        assert_eq!(c.discord.guild_id, Some(42));
        assert_eq!(c.discord.api_base.as_deref(), Some("http://127.0.0.1:3000"));
        c.apply_env(|name| (name == "HEXTABLE_DISCORD_TOKEN").then(|| "s3cret".to_owned()))
            .unwrap();
        assert_eq!(c.discord.token.as_deref(), Some("s3cret"));
        assert!(!format!("{c:?}").contains("s3cret"));
        assert!(Config::from_toml("[discord]\ntoken_typo = 1\n").is_err());
    }

    #[test]
    fn a_partial_shard_range_needs_a_shared_database() {
        let c = Config::from_toml("[discord]\nshards = 4\nshard_range = [2, 3]\n").unwrap();
        let error = c.discord.shard_plan(false).unwrap_err();
        assert!(
            matches!(
                error,
                ConfigError::PartialShards {
                    first: 2,
                    last: 3,
                    total: 4
                }
            ),
            "{error:?}"
        );
        let text = error.to_string();
        assert!(
            text.contains("shard 0")
                && text.contains("PostgreSQL")
                && text.contains("discord.shards"),
            "{text}"
        );
        let c = Config::from_toml("[discord]\nshards = 4\nshard_range = [0, 2]\n").unwrap();
        assert!(c.discord.shard_plan(false).is_err());
        // On PostgreSQL the other processes run the other shards.
        assert_eq!(c.discord.shard_plan(true).unwrap(), Some((0, 2, 4)));
        let c = Config::from_toml("[discord]\nshards = 4\nshard_range = [2, 4]\n").unwrap();
        assert!(c.discord.shard_plan(true).is_err(), "past the total");
    }

    #[test]
    fn admin_listen_from_file_and_environment() {
        assert_eq!(Config::default().admin.listen, None);
        let mut c = Config::from_toml("[admin]\nlisten = \"127.0.0.1:9090\"\n").unwrap();
        assert_eq!(c.admin.listen, Some(([127, 0, 0, 1], 9090).into()));
        c.apply_env(|name| (name == "HEXTABLE_ADMIN_LISTEN").then(|| "[::1]:9191".to_owned()))
            .unwrap();
        assert_eq!(c.admin.listen, "[::1]:9191".parse().ok());
        c.apply_env(|name| (name == "HEXTABLE_ADMIN_LISTEN").then(String::new))
            .unwrap();
        assert_eq!(c.admin.listen, None);
        assert!(c
            .apply_env(|name| (name == "HEXTABLE_ADMIN_LISTEN").then(|| "9090".to_owned()))
            .is_err());
        assert!(Config::from_toml("[admin]\nlisten = \"localhost\"\n").is_err());
        assert!(Config::from_toml("[admin]\nport = 9090\n").is_err());
    }

    #[test]
    fn web_pages_from_file_and_environment() {
        assert_eq!(Config::default().web.links(), None);
        let mut c = Config::from_toml(
            "[web]\nlisten = \"127.0.0.1:8080\"\npublic_url = \"https://hex.example.org/\"\n",
        )
        .unwrap();
        assert_eq!(c.web.listen, Some(([127, 0, 0, 1], 8080).into()));
        assert_eq!(c.web.links().as_deref(), Some("https://hex.example.org"));
        assert_eq!(c.core().web.as_deref(), Some("https://hex.example.org"));
        c.apply_env(|name| (name == "HEXTABLE_WEB_LISTEN").then(String::new))
            .unwrap();
        assert_eq!(c.web.links(), None, "not served: no links");
        c.apply_env(|name| (name == "HEXTABLE_WEB_LISTEN").then(|| "[::1]:8181".to_owned()))
            .unwrap();
        c.apply_env(|name| {
            (name == "HEXTABLE_WEB_PUBLIC_URL").then(|| "https://b.example".to_owned())
        })
        .unwrap();
        assert_eq!(c.web.links().as_deref(), Some("https://b.example"));
        assert!(Config::from_toml("[web]\nport = 8080\n").is_err());
    }

    #[test]
    fn discord_shards_from_file_and_environment() {
        let mut c = Config::from_toml("[discord]\nshards = 4\nshard_range = [0, 3]\n").unwrap();
        assert_eq!(c.discord.shard_plan(false).unwrap(), Some((0, 3, 4)));
        c.discord.shard_range = None;
        assert_eq!(c.discord.shard_plan(false).unwrap(), Some((0, 3, 4)));
        c.apply_env(|name| (name == "HEXTABLE_DISCORD_SHARDS").then(|| "8".to_owned()))
            .unwrap();
        assert_eq!(c.discord.shard_plan(false).unwrap(), Some((0, 7, 8)));
        assert_eq!(Config::default().discord.shard_plan(false).unwrap(), None);
        let bad = Config::from_toml("[discord]\nshards = 2\nshard_range = [1, 2]\n").unwrap();
        assert!(bad.discord.shard_plan(true).is_err());
        let orphan = Config::from_toml("[discord]\nshard_range = [0, 0]\n").unwrap();
        assert!(orphan.discord.shard_plan(true).is_err());
        assert!(c
            .apply_env(|name| (name == "HEXTABLE_DISCORD_SHARDS").then(|| "x".to_owned()))
            .is_err());
    }
}
