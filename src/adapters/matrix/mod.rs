//! The Matrix adapter: matrix-sdk with end-to-end encryption and its SQLite state/crypto
//! store.
//!
//! - Logs in once (password or access token) and keeps the session, the store and the list of
//!   DM rooms in the configured data directory, so a restart reuses the same device and keys.
//! - Joins rooms it is invited to (with backoff). After a restart it handles every message
//!   since the last sync position whose events it had all handled (those sent while it was
//!   down too); only the very first login skips history. Each event id is the message id, so
//!   the core's duplicate check refuses an event seen before, across restarts. A message over
//!   a day old is not played late: its sender is asked to send it again.
//! - Private effects go to a direct-message room between the bot and that player, created by
//!   the bot (encrypted, marked direct) and reused; before anything private is sent, the room's
//!   joined and invited members are fetched from the homeserver and must be exactly the bot and
//!   that player, or nothing private is sent.
//! - A room whose moderators chose a thread per game (`!hex settings threads=on`) gets each
//!   game's posts in a thread under its first post (`threads`); moves typed in a game's thread
//!   are that game's.
//! - Delivery goes through the core's outbox ([`Sink`](crate::runtime::Sink)), right after
//!   start for what an earlier run left: each event of an outbox row is sent with a
//!   transaction id made from the row's key, so a row sent again after a crash is not shown
//!   twice (Synapse keeps a device's transaction ids for a day or so: see `deliver`).
//!   Transient failures (network, rate limits, server errors) stay in the outbox and are
//!   retried on the pump's clock; permanent ones are logged and, where possible, reported to
//!   the player.
//!
//! The adapter only translates: `sync` turns events into the core's messages for the
//! [`Pump`], `deliver` carries effects out, `rooms` keeps the DM rooms, `threads` the games'
//! threads, `session` logs in.

mod deliver;
mod rooms;
mod session;
mod sync;
mod text;
mod threads;

use std::{path::PathBuf, sync::Arc, time::Duration};

use matrix_sdk::{event_handler::EventHandlerHandle, Client};
use tokio::task::JoinHandle;

use self::{
    deliver::MatrixSink,
    rooms::Rooms,
    sync::{Listener, SyncPosition},
    threads::Threads,
};
pub use self::{
    session::connect,
    text::{command_text, image_dimensions, resolve_mentions, to_html},
};
use crate::{
    config::MatrixConfig,
    core::Platform,
    runtime::{Pump, Service},
};

/// Why the Matrix adapter could not start.
#[derive(Debug, thiserror::Error)]
pub enum MatrixError {
    /// A required setting is missing or invalid.
    #[error("matrix configuration: {0}")]
    Config(String),
    /// The client could not be built (bad homeserver URL, store problems).
    #[error("matrix client: {0}")]
    Build(Box<matrix_sdk::ClientBuildError>),
    /// A request or the client failed.
    #[error("matrix: {0}")]
    Sdk(Box<matrix_sdk::Error>),
    /// The data directory could not be read or written.
    #[error("matrix data directory {path}: {source}")]
    Io {
        /// The file or folder.
        path: String,
        /// Why.
        source: std::io::Error,
    },
    /// The stored session is unreadable.
    #[error("matrix session file: {0}")]
    Session(#[from] serde_json::Error),
    /// The bot's own database failed.
    #[error(transparent)]
    Store(#[from] crate::store::StoreError),
}

impl From<matrix_sdk::ClientBuildError> for MatrixError {
    fn from(error: matrix_sdk::ClientBuildError) -> Self {
        MatrixError::Build(Box::new(error))
    }
}

impl From<matrix_sdk::Error> for MatrixError {
    fn from(error: matrix_sdk::Error) -> Self {
        MatrixError::Sdk(Box::new(error))
    }
}

impl From<matrix_sdk::HttpError> for MatrixError {
    fn from(error: matrix_sdk::HttpError) -> Self {
        MatrixError::Sdk(Box::new(error.into()))
    }
}

/// The running bot: sync loop and event handlers, feeding a [`Pump`]. Stop it with
/// [`MatrixBot::stop`].
#[derive(Debug)]
pub struct MatrixBot {
    rooms: Arc<Rooms>,
    pump: Arc<Pump>,
    /// Whether the pump (and its clock) is this bot's own, stopped with it.
    own_pump: bool,
    handlers: Vec<EventHandlerHandle>,
    sync: Option<JoinHandle<Result<(), matrix_sdk::Error>>>,
}

impl MatrixBot {
    /// Starts the bot on a pump of its own, whose clock runs every `tick` (clocks, and
    /// retries of failed deliveries) until [`MatrixBot::stop`]. See [`MatrixBot::start_on`].
    pub async fn start(
        config: &MatrixConfig,
        service: Arc<Service>,
        tick: Duration,
    ) -> Result<Self, MatrixError> {
        let pump = Arc::new(Pump::new(service));
        let mut bot = Self::start_on(config, Arc::clone(&pump)).await?;
        bot.own_pump = true;
        pump.start(tick);
        Ok(bot)
    }

    /// Logs in, attaches its sink to `pump` (shared with other networks; its clock is the
    /// caller's to start) and delivers what an earlier run left in the outbox, registers the
    /// handlers and starts the sync loop from the saved position. On the first login only, a
    /// first sync before the handlers exist skips the account's history.
    pub async fn start_on(config: &MatrixConfig, pump: Arc<Pump>) -> Result<Self, MatrixError> {
        let data_dir = PathBuf::from(&config.data_dir);
        let position = SyncPosition::new(&data_dir);
        let client = session::connect_from(config, position.saved()?.as_deref()).await?;
        let rooms = Arc::new(
            Rooms::load(
                client.clone(),
                Arc::clone(pump.service()),
                &data_dir.join("dm_rooms.json"),
            )
            .await?,
        );
        let threads = Arc::new(Threads::new(Arc::clone(pump.service())));
        let sink = MatrixSink {
            rooms: Arc::clone(&rooms),
            threads: Arc::clone(&threads),
            prefix: config.prefix.clone(),
        };
        pump.attach(Platform::Matrix, Arc::new(sink));
        // The rooms are known from the store: what waited in the outbox goes out first.
        // Failures are logged; the clock retries.
        let _ = pump.retry_pending().await;

        let token = match position.start(&client).await? {
            Some(token) => token,
            None => sync::skip_history(&client, &position).await?,
        };
        for room in client.invited_rooms() {
            tokio::spawn(sync::join_with_backoff(room));
        }
        let listener = Listener {
            pump: Arc::clone(&pump),
            rooms: Arc::clone(&rooms),
            threads,
            prefix: config.prefix.clone(),
            handed_over: sync::HandedOver::default(),
        };
        let handed_over = Arc::clone(&listener.handed_over);
        let handlers = sync::register(&client, listener);
        let sync = sync::spawn(client, token, position, handed_over);
        tracing::info!(user = %rooms.own, "matrix bot running");
        Ok(Self {
            rooms,
            pump,
            own_pump: false,
            handlers,
            sync: Some(sync),
        })
    }

    /// The bot's Matrix client.
    pub fn client(&self) -> &Client {
        &self.rooms.client
    }

    /// The bot's user id.
    pub fn user_id(&self) -> &matrix_sdk::ruma::UserId {
        &self.rooms.own
    }

    /// Waits until the sync loop ends (it only does on a fatal error).
    pub async fn wait(&mut self) -> Result<(), MatrixError> {
        match self.sync.take() {
            Some(sync) => match sync.await {
                Ok(result) => Ok(result?),
                Err(join) => Err(MatrixError::Config(format!("sync task ended: {join}"))),
            },
            None => Ok(()),
        }
    }

    /// Stops syncing and removes the handlers (a restart in the same process starts from a
    /// clean client), detaches from the pump once a delivery in flight has finished, and stops
    /// the pump's clock if the pump is the bot's own.
    pub async fn stop(mut self) {
        for handle in self.handlers.drain(..) {
            self.rooms.client.remove_event_handler(handle);
        }
        if let Some(sync) = self.sync.take() {
            sync.abort();
            let _ = sync.await;
        }
        if self.own_pump {
            self.pump.stop().await;
        }
        self.pump.detach(Platform::Matrix).await;
    }
}
