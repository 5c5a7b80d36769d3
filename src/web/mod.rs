//! The read-only web site (`[web] listen`): a page per game, reached only through the
//! unguessable link the bot posts with the game's result (`/g/{token}`, [`crate::core::link`]).
//!
//! - `GET /g/{token}`: the game's page ([`game`]): players, state, clocks, the board as SVG and
//!   the moves; once it is over the replay, position by position (`?ply=N&view=truth|red|blue`,
//!   usable without JavaScript; `/static/web.js` adds a slider and the arrow keys);
//! - `GET /g/{token}/events`: server-sent events carrying the page's live part while the game
//!   runs (only what a spectator may see);
//! - `GET /g/{token}/sgf`: the record, once it may be seen (never a Dark Hex game in play);
//! - `GET /t/{token}`: a tournament ([`tournament`]): standings with their tie-breaks, the
//!   crosstable, the rounds' games, a knockout's bracket, an arena's leaderboard;
//! - `GET /p/{token}`: a player ([`player`]): ratings with their history as charts, and the
//!   finished games (`?page=N`);
//! - `GET /l/{token}`: a community's leaderboard ([`leaderboard`]), one rating at a time
//!   (`?kind=hex`);
//! - `GET /static/web.css`, `GET /static/web.js`.
//!
//! Everything else, a token of no game, and the games of a community that turned its pages off
//! answer a plain 404. No route changes anything. Every response carries a
//! Content-Security-Policy that allows no inline script or style, `nosniff` and
//! `Referrer-Policy: no-referrer` (the token is in the address). Pages read a copy of the game
//! ([`crate::runtime::Service::game_by_link`]), never a game's writer.
//!
//! Pages, styles and scripts go gzipped to a reader that accepts it (tower-http's compression;
//! event streams go plain, so that each event arrives as it is sent).
//!
//! Each reader's address may make [`REQUESTS_PER_MINUTE`] requests a minute (`limit.rs`), at
//! most [`MAX_STREAMS`] live streams are open at once (503 past them); no route reads a
//! request body. The tokens of `/t/`, `/p/` and `/l/` are made like the games' (128 random
//! bits, stored in `web_pages`) the first time the bot posts the link.

mod game;
mod leaderboard;
mod limit;
mod live;
mod page;
mod player;
mod text;
mod tournament;
mod tournament_parts;

pub use leaderboard::LEADERBOARD_LINES;

use std::{net::SocketAddr, sync::Arc};

use axum::{
    body::Body,
    extract::{Path, Request},
    http::{header, HeaderValue, StatusCode},
    middleware::{self, Next},
    response::{IntoResponse, Response},
    routing::get,
    Router,
};
use tokio::{net::TcpListener, task::JoinHandle};

use crate::{core::Millis, runtime::Service};

/// The Content-Security-Policy of every response: nothing inline, nothing from elsewhere.
pub const CONTENT_SECURITY_POLICY: &str =
    "default-src 'none'; img-src 'self' data:; style-src 'self'; script-src 'self'; \
     connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'";

/// Requests allowed per reader's address and minute (a reader stepping through a replay makes
/// one per step; the live page keeps one stream open).
pub const REQUESTS_PER_MINUTE: u32 = 240;

/// Live pages' event streams open at once, over all readers.
pub const MAX_STREAMS: usize = 1_000;

/// The style sheet.
const CSS: &str = include_str!("web.css");
/// The replay's slider and arrow keys, and the live page's event stream.
const JS: &str = include_str!("web.js");

/// Why the web server could not start.
#[derive(Debug, thiserror::Error)]
pub enum WebError {
    /// The address could not be bound.
    #[error("cannot serve the web pages on {addr} ([web] listen): {reason}")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// Why.
        reason: std::io::Error,
    },
}

/// The site: the service whose games it shows, and a clock for the clocks it shows.
#[derive(Clone)]
pub struct Web {
    service: Arc<Service>,
    now: Arc<dyn Fn() -> Millis + Send + Sync>,
    limit: Arc<limit::Limit>,
    /// The event streams that may be open at once.
    streams: Arc<tokio::sync::Semaphore>,
    /// The live pages' feeds: one look at a game per second for all its readers.
    feeds: live::Feeds,
}

impl std::fmt::Debug for Web {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Web").finish_non_exhaustive()
    }
}

impl Web {
    /// The pages of `service`'s games, with the system clock.
    pub fn new(service: Arc<Service>) -> Self {
        Self {
            service,
            now: Arc::new(crate::runtime::system_now),
            limit: Arc::new(limit::Limit::new(REQUESTS_PER_MINUTE)),
            streams: Arc::new(tokio::sync::Semaphore::new(MAX_STREAMS)),
            feeds: live::Feeds::default(),
        }
    }

    /// How many live games are being followed right now: one feed each, reading its game
    /// once a second, however many readers its page has.
    pub fn live_feeds(&self) -> usize {
        self.feeds.running()
    }

    /// The same pages allowing `streams` live pages' event streams at once (past them a
    /// stream is refused with 503, and the page stays as it was loaded).
    pub fn with_streams(mut self, streams: usize) -> Self {
        self.streams = Arc::new(tokio::sync::Semaphore::new(streams));
        self
    }

    /// The same pages allowing `per_minute` requests per reader's address and minute.
    pub fn with_limit(mut self, per_minute: u32) -> Self {
        self.limit = Arc::new(limit::Limit::new(per_minute));
        self
    }

    /// The same pages reading the time from `now` (tests: the clocks shown stay put).
    pub fn with_clock(mut self, now: impl Fn() -> Millis + Send + Sync + 'static) -> Self {
        self.now = Arc::new(now);
        self
    }

    /// Binds `addr` (port 0: any free port) and serves until the returned task is aborted or
    /// the runtime stops. Returns the address bound.
    ///
    /// # Errors
    ///
    /// When the address cannot be bound.
    pub async fn start(self, addr: SocketAddr) -> Result<(SocketAddr, JoinHandle<()>), WebError> {
        let listener = TcpListener::bind(addr)
            .await
            .map_err(|reason| WebError::Bind { addr, reason })?;
        self.serve(listener)
    }

    /// Serves on a bound `listener` (`hextable local --web` binds first, to link to the port
    /// it got) until the returned task is aborted or the runtime stops. Returns its address.
    ///
    /// # Errors
    ///
    /// When the listener has no address.
    pub fn serve(self, listener: TcpListener) -> Result<(SocketAddr, JoinHandle<()>), WebError> {
        let bound = listener.local_addr().map_err(|reason| WebError::Bind {
            addr: SocketAddr::from(([0, 0, 0, 0], 0)),
            reason,
        })?;
        let app = self
            .router()
            .into_make_service_with_connect_info::<SocketAddr>();
        let task = tokio::spawn(async move {
            if let Err(error) = axum::serve(listener, app).await {
                tracing::error!(%error, "the web server stopped");
            }
        });
        Ok((bound, task))
    }

    /// The routes, each response with the security headers; 404 for anything else; 429 past
    /// the limit of requests per address (when served with the peers' addresses, as
    /// [`Web::start`] does).
    pub fn router(self) -> Router {
        let limit = Arc::clone(&self.limit);
        Router::new()
            .route("/g/{token}", get(game::page))
            .route("/g/{token}/events", get(game::events))
            .route("/g/{token}/sgf", get(game::sgf))
            .route("/t/{token}", get(tournament::page))
            .route("/p/{token}", get(player::page))
            .route("/l/{token}", get(leaderboard::page))
            .route("/static/web.css", get(css))
            .route("/static/web.js", get(js))
            .fallback(not_found_handler)
            .layer(middleware::from_fn_with_state(limit, limit::limit))
            .layer(middleware::from_fn(secure))
            // For readers that ask for it: a 19×19 game page is about a fifth as large.
            .layer(tower_http::compression::CompressionLayer::new().gzip(true))
            .with_state(self)
    }

    /// The game behind `token`, unless there is none or its community turned its pages off.
    async fn game(&self, token: &str) -> Option<crate::core::Table> {
        self.checked(self.service.game_by_link(token).await).await
    }

    /// Game `id` if its token is `token`, as [`Web::game`] (for a stream that found it).
    async fn game_again(&self, id: crate::core::GameId, token: &str) -> Option<crate::core::Table> {
        self.checked(self.service.game_for_page(id, token).await)
            .await
    }

    /// The game read, unless there was none, the database failed, or its community turned its
    /// pages off.
    async fn checked(
        &self,
        read: Result<Option<crate::core::Table>, crate::store::StoreError>,
    ) -> Option<crate::core::Table> {
        let table = match read {
            Ok(table) => table?,
            Err(error) => {
                tracing::warn!(%error, "reading a game for its page");
                return None;
            }
        };
        let meta = &table.meta;
        self.service
            .pages_on(meta.platform, meta.server.as_deref())
            .await
            .then_some(table)
    }
}

/// Adds the security headers to every response.
async fn secure(request: Request, next: Next) -> Response {
    let mut response = next.run(request).await;
    let headers = response.headers_mut();
    headers.insert(
        header::CONTENT_SECURITY_POLICY,
        HeaderValue::from_static(CONTENT_SECURITY_POLICY),
    );
    headers.insert(
        header::X_CONTENT_TYPE_OPTIONS,
        HeaderValue::from_static("nosniff"),
    );
    headers.insert(
        header::REFERRER_POLICY,
        HeaderValue::from_static("no-referrer"),
    );
    headers.insert(header::X_FRAME_OPTIONS, HeaderValue::from_static("DENY"));
    response
}

/// A plain 404.
fn not_found() -> Response {
    (
        StatusCode::NOT_FOUND,
        [(header::CONTENT_TYPE, "text/plain; charset=utf-8")],
        "404 Not Found\n",
    )
        .into_response()
}

async fn not_found_handler() -> Response {
    not_found()
}

async fn css() -> Response {
    asset("text/css; charset=utf-8", CSS)
}

async fn js() -> Response {
    asset("text/javascript; charset=utf-8", JS)
}

fn asset(kind: &'static str, text: &'static str) -> Response {
    (
        [
            (header::CONTENT_TYPE, kind),
            (header::CACHE_CONTROL, "public, max-age=3600"),
        ],
        Body::from(text),
    )
        .into_response()
}

/// The token of a `/g/{token}…` path, if it has a token's shape (a path that does not even
/// decode has none).
fn token(path: Result<Path<String>, axum::extract::rejection::PathRejection>) -> Option<String> {
    let Path(token) = path.ok()?;
    crate::core::link::is_token(&token).then_some(token)
}

/// The game a `/g/{token}…` path names, with its token: `None` (a plain 404) for a path
/// without a token's shape, an unknown token, or a community that turned its pages off.
async fn game_of(
    web: &Web,
    path: Result<Path<String>, axum::extract::rejection::PathRejection>,
) -> Option<(String, crate::core::Table)> {
    let token = token(path)?;
    let table = web.game(&token).await?;
    Some((token, table))
}
