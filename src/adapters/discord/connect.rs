//! Where serenity's REST calls go, and the one supported way to point them elsewhere.
//!
//! serenity 0.12 builds every REST URL as `https://discord.com/api/v10/...`. It offers two
//! seams to send those requests somewhere else:
//!
//! - [`HttpBuilder::proxy`]: the string `https://discord.com` in each URL is replaced by the
//!   proxy's base. serenity's own rate limiter does **not** honour it (in 0.12.5,
//!   `Ratelimiter::perform` builds each request with no proxy), so a proxy only works with the
//!   rate limiter disabled. The proxy should rate-limit (that is the design of twilight's
//!   http-proxy, which this setting is meant for); a 429 that still comes through is waited
//!   out as Discord says by the bot's loopback [`relay`](super::relay), which sits between
//!   serenity and the proxy. See [`ApiTarget::Proxy`].
//! - [`HttpBuilder::client`]: our own `reqwest::Client`. With `resolve` it connects
//!   `discord.com:443` to a chosen socket address, and with an extra root certificate it
//!   accepts that server's TLS certificate. URLs, headers and serenity's rate limiter stay
//!   exactly as in production. See [`ApiTarget::Pinned`]; the tests' local Discord uses it.
//!
//! The gateway needs no seam: serenity asks `GET /gateway` for the websocket URL, and
//! accepts any `ws://` or `wss://` URL it is given. It uses that one URL for everything: a
//! new session and a Resume alike, for every shard of a client. Discord asks for a Resume at
//! READY's `resume_gateway_url` (sessions resumed elsewhere drop more often) and for a new
//! session at the URL from `GET /gateway`; [`Steering`] gets serenity there, see its doc.
//!
//! `Pinned` relies on reqwest 0.12's `resolve`, which uses the port of the given address
//! (older versions ignored it); serenity accepts any reqwest from 0.11.22, so Cargo.toml pins 0.12.

use std::{
    fmt,
    net::SocketAddr,
    sync::{Arc, Mutex, Weak},
    time::Duration,
};

use crate::sync::Locked;
use serenity::{
    gateway::{ConnectionStage, ShardManager},
    http::{Http, HttpBuilder},
};

/// The host name in every REST URL that serenity builds.
pub const DISCORD_HOST: &str = "discord.com";

/// Where serenity's REST requests are sent.
#[derive(Clone, Default)]
pub enum ApiTarget {
    /// Discord itself, `https://discord.com`, with serenity's rate limiter.
    #[default]
    Discord,
    /// An HTTP API proxy at this base URL (`http://127.0.0.1:3000`), which receives
    /// `/api/v10/...` paths. serenity's rate limiter is switched off, because serenity 0.12
    /// bypasses the proxy whenever its rate limiter is on; requests go through the loopback
    /// relay, which waits out a 429's `retry_after`.
    Proxy(String),
    /// `discord.com:443` resolved to `addr`, trusting one extra root certificate (DER) for
    /// its TLS certificate. Everything else is as in production, rate limiter included.
    Pinned {
        /// The socket address that `discord.com:443` connects to.
        addr: SocketAddr,
        /// A root certificate (DER) that signed the server's certificate for `discord.com`.
        root_certificate_der: Vec<u8>,
    },
}

impl fmt::Debug for ApiTarget {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Self::Discord => f.write_str("Discord"),
            Self::Proxy(base) => f.debug_tuple("Proxy").field(base).finish(),
            Self::Pinned {
                addr,
                root_certificate_der,
            } => f
                .debug_struct("Pinned")
                .field("addr", addr)
                .field(
                    "root_certificate_der",
                    &format_args!("{} bytes", root_certificate_der.len()),
                )
                .finish(),
        }
    }
}

/// Why a serenity HTTP client could not be built.
#[derive(Debug, thiserror::Error)]
pub enum ConnectError {
    /// reqwest refused the extra root certificate. (reqwest skips a certificate it cannot
    /// parse instead, so a garbled one shows up as a TLS failure on the first request.)
    #[error("invalid root certificate: {0}")]
    RootCertificate(#[source] reqwest::Error),
    /// reqwest could not build its client (TLS backend setup).
    #[error("cannot build the HTTP client: {0}")]
    Client(#[source] reqwest::Error),
    /// The proxy base is not an `http://` or `https://` URL.
    #[error("API proxy base must start with http:// or https://, got {0:?}")]
    ProxyBase(String),
    /// The loopback relay in front of the proxy could not start.
    #[error("cannot start the relay to the API proxy: {0}")]
    Relay(#[source] std::io::Error),
}

/// Builds serenity's REST client for `token`, sending requests to `target`. For a proxy it
/// starts the loopback relay, so it must run inside a tokio runtime.
///
/// # Errors
///
/// [`ConnectError`] when the target's certificate or proxy base is invalid.
pub fn build_http(token: &str, target: &ApiTarget) -> Result<Http, ConnectError> {
    let builder = HttpBuilder::new(token);
    let builder = match target {
        ApiTarget::Discord => builder,
        ApiTarget::Proxy(base) => {
            if !(base.starts_with("http://") || base.starts_with("https://")) {
                return Err(ConnectError::ProxyBase(base.clone()));
            }
            let relay = super::relay::start(base).map_err(ConnectError::Relay)?;
            builder.proxy(relay).ratelimiter_disabled(true)
        }
        ApiTarget::Pinned {
            addr,
            root_certificate_der,
        } => {
            let root = reqwest::Certificate::from_der(root_certificate_der)
                .map_err(ConnectError::RootCertificate)?;
            let client = reqwest::Client::builder()
                .use_rustls_tls()
                .add_root_certificate(root)
                .resolve(DISCORD_HOST, *addr)
                .build()
                .map_err(ConnectError::Client)?;
            builder.client(client)
        }
    };
    Ok(builder.build())
}

/// How often [`Steering`] looks at the shard's stage.
const STEERING_PERIOD: Duration = Duration::from_millis(250);

/// Points serenity's gateway URL at READY's `resume_gateway_url` while the session lives, and
/// back at the URL from `GET /gateway` when it is gone, as Discord's "Resuming" section asks.
///
/// serenity 0.12.5 keeps one URL for all of a client's shards (`Client::ws_url`), reads it
/// when a shard connects, Resume and Identify alike, and never uses `resume_gateway_url`. So:
/// - only a client running one shard is steered (the bot's default; with `discord.shards`
///   several shards of one client would share one shard's resume URL, so they keep the
///   `GET /gateway` URL, as before);
/// - while the shard manager last heard the shard was connected, a dropped connection is
///   resumed at once (serenity reads the URL then) at the resume URL;
/// - once the shard is heard of as anything else (resuming, restarting, a failed resume), the
///   URL goes back to the `GET /gateway` one within [`STEERING_PERIOD`], and serenity waits
///   5 s before it identifies again (its shard manager's shutdown of the old runner), so a
///   new session starts at the `GET /gateway` URL. One case stays out of reach: a missed
///   heartbeat acknowledgement makes serenity identify again while the shard still shows as
///   connected, so that Identify goes to the resume URL (which Discord's gateway accepts).
#[derive(Debug, Default)]
pub struct Steering {
    /// The current session's `resume_gateway_url` (READY).
    resume: Mutex<Option<String>>,
}

impl Steering {
    /// READY: the new session's resume URL.
    pub fn ready(&self, resume_gateway_url: &str) {
        *self.resume.locked() = Some(resume_gateway_url.to_owned()).filter(|u| !u.is_empty());
    }

    /// Steers `client`'s gateway URL until `alive` is gone (the client's handler dropped).
    pub fn start(
        self: &Arc<Self>,
        url: Arc<tokio::sync::Mutex<String>>,
        manager: Weak<ShardManager>,
        alive: Weak<()>,
    ) {
        let steering = Arc::clone(self);
        tokio::spawn(async move {
            let cached = url.lock().await.clone();
            while alive.strong_count() > 0 {
                let Some(manager) = manager.upgrade() else {
                    break;
                };
                let connected = {
                    let runners = manager.runners.lock().await;
                    runners.len() == 1
                        && runners
                            .values()
                            .all(|r| r.stage == ConnectionStage::Connected)
                };
                drop(manager);
                let resume = steering.resume.locked().clone();
                let wanted = match resume {
                    Some(resume) if connected => resume,
                    _ => cached.clone(),
                };
                let mut current = url.lock().await;
                if *current != wanted {
                    tracing::debug!(url = %wanted, "gateway URL for the next connection");
                    *current = wanted;
                }
                drop(current);
                tokio::time::sleep(STEERING_PERIOD).await;
            }
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_proxy_base_needs_an_http_scheme() {
        let err = build_http("token", &ApiTarget::Proxy("127.0.0.1:3000".into()));
        assert!(matches!(err, Err(ConnectError::ProxyBase(_))));
    }
}
