//! Logging in, and keeping the session: the SQLite state/crypto store and `session.json` in
//! the data directory, so a restart reuses the same device and keys.

use std::path::{Path, PathBuf};

use matrix_sdk::{
    authentication::{matrix::MatrixSession, SessionTokens},
    ruma::OwnedUserId,
    store::{StateStoreDataKey, StateStoreDataValue},
    Client, SessionMeta,
};

use super::MatrixError;
use crate::config::MatrixConfig;

pub(super) fn io_error(path: &Path, source: std::io::Error) -> MatrixError {
    MatrixError::Io {
        path: path.display().to_string(),
        source,
    }
}

/// Writes a file readable by its owner only (it may hold an access token).
pub(super) fn write_private(path: &Path, contents: &str) -> Result<(), MatrixError> {
    use std::io::Write;
    let tmp = path.with_extension("tmp");
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create(true).truncate(true);
    #[cfg(unix)]
    {
        use std::os::unix::fs::OpenOptionsExt;
        options.mode(0o600);
    }
    let mut file = options.open(&tmp).map_err(|e| io_error(&tmp, e))?;
    file.write_all(contents.as_bytes())
        .and_then(|()| file.sync_all())
        .map_err(|e| io_error(&tmp, e))?;
    std::fs::rename(&tmp, path).map_err(|e| io_error(path, e))
}

/// Builds the client on the data directory's SQLite store and logs in: restores the saved
/// session when there is one (same device, same keys), else logs in with the access token or
/// the password and saves the session.
pub async fn connect(config: &MatrixConfig) -> Result<Client, MatrixError> {
    connect_from(config, None).await
}

/// [`connect`], with matrix-sdk's sync token first set back to `position` (the bot's own, see
/// `sync::SyncPosition`): matrix-sdk drops a sync response whose `next_batch` is the token it
/// already has, so without this the events of a sync it had stored but the bot had not
/// handled would never reach the handlers again. (It re-reads the token from its store when
/// the session is restored, which is why this comes first.)
pub(super) async fn connect_from(
    config: &MatrixConfig,
    position: Option<&str>,
) -> Result<Client, MatrixError> {
    if config.homeserver.trim().is_empty() {
        return Err(MatrixError::Config("matrix.homeserver is not set".into()));
    }
    let dir = PathBuf::from(&config.data_dir);
    std::fs::create_dir_all(&dir).map_err(|e| io_error(&dir, e))?;
    let client = Client::builder()
        .homeserver_url(config.homeserver.trim())
        .sqlite_store(dir.join("store"), None)
        .build()
        .await?;
    if let Some(token) = position {
        client
            .state_store()
            .set_kv_data(
                StateStoreDataKey::SyncToken,
                StateStoreDataValue::SyncToken(token.to_owned()),
            )
            .await
            .map_err(|e| MatrixError::Sdk(Box::new(e.into())))?;
    }
    let session_path = dir.join("session.json");
    if session_path.exists() {
        let text =
            std::fs::read_to_string(&session_path).map_err(|e| io_error(&session_path, e))?;
        let session: MatrixSession = serde_json::from_str(&text)?;
        client.restore_session(session).await?;
        tracing::info!(user = %config.user_id, "matrix session restored");
        return Ok(client);
    }
    if let Some(token) = config.access_token.as_deref().filter(|t| !t.is_empty()) {
        let (user_id, device_id) = whoami(&client, config, token).await?;
        let session = MatrixSession {
            meta: SessionMeta { user_id, device_id },
            tokens: SessionTokens {
                access_token: token.to_owned(),
                refresh_token: None,
            },
        };
        client.restore_session(session).await?;
    } else {
        let password = config
            .password
            .as_deref()
            .filter(|p| !p.is_empty())
            .ok_or_else(|| {
                MatrixError::Config(
                    "set matrix.password (or HEXTABLE_MATRIX_PASSWORD) or matrix.access_token"
                        .into(),
                )
            })?;
        if config.user_id.trim().is_empty() {
            return Err(MatrixError::Config("matrix.user_id is not set".into()));
        }
        client
            .matrix_auth()
            .login_username(config.user_id.trim(), password)
            .initial_device_display_name("hextable")
            .send()
            .await?;
    }
    let session = client
        .matrix_auth()
        .session()
        .ok_or_else(|| MatrixError::Config("login gave no session".into()))?;
    write_private(&session_path, &serde_json::to_string(&session)?)?;
    tracing::info!(user = %config.user_id, "matrix login; session saved");
    Ok(client)
}

/// Who an access token belongs to, and its device.
async fn whoami(
    client: &Client,
    config: &MatrixConfig,
    token: &str,
) -> Result<(OwnedUserId, matrix_sdk::ruma::OwnedDeviceId), MatrixError> {
    #[derive(serde::Deserialize)]
    struct WhoAmI {
        user_id: OwnedUserId,
        device_id: Option<matrix_sdk::ruma::OwnedDeviceId>,
    }
    let url = format!(
        "{}/_matrix/client/v3/account/whoami",
        config.homeserver.trim().trim_end_matches('/')
    );
    let response = client
        .http_client()
        .get(url)
        .bearer_auth(token)
        .send()
        .await
        .and_then(|r| r.error_for_status())
        .map_err(|e| MatrixError::Config(format!("access token refused: {e}")))?;
    let body = response
        .text()
        .await
        .map_err(|e| MatrixError::Config(format!("whoami: {e}")))?;
    let who: WhoAmI = serde_json::from_str(&body)?;
    let device = who.device_id.ok_or_else(|| {
        MatrixError::Config("the access token has no device; use a password login".into())
    })?;
    Ok((who.user_id, device))
}
