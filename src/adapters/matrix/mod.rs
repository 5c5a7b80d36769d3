//! The Matrix adapter: matrix-sdk with end-to-end encryption and its SQLite state/crypto
//! store.
//!
//! - Logs in once (password or access token) and keeps the session, the store and the list of
//!   DM rooms in the configured data directory, so a restart reuses the same device and keys.
//! - Joins rooms it is invited to (with backoff), ignores everything that happened before the
//!   first sync after start-up, and passes each event id as the message id, so the core's
//!   duplicate check refuses an event seen before, across restarts.
//! - Private effects go to a direct-message room between the bot and that player, created by
//!   the bot (encrypted, marked direct) and reused; before anything private is sent, the room's
//!   joined and invited members are fetched from the homeserver and must be exactly the bot and
//!   that player, or nothing private is sent.
//! - Delivery goes through the core's outbox ([`Sink`]): transient failures (network, rate
//!   limits, server errors) stay in the outbox and are retried on every clock tick; permanent
//!   ones are logged and, where possible, reported to the player.

mod text;

use std::{
    collections::HashMap,
    path::{Path, PathBuf},
    sync::Arc,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use matrix_sdk::{
    attachment::{AttachmentConfig, AttachmentInfo, BaseImageInfo},
    authentication::{matrix::MatrixSession, SessionTokens},
    config::SyncSettings,
    event_handler::EventHandlerHandle,
    ruma::{
        api::client::membership::get_member_events,
        events::room::{
            member::{MembershipState, StrippedRoomMemberEvent},
            message::{
                MessageFormat, MessageType, OriginalSyncRoomMessageEvent, Relation,
                RoomMessageEventContent,
            },
        },
        EventId, OwnedRoomId, OwnedUserId, RoomId, UInt,
    },
    Client, Room, RoomState, SessionMeta,
};
use tokio::{sync::Mutex, task::JoinHandle};

pub use self::text::{command_text, image_dimensions, resolve_mentions, to_html};
use crate::{
    config::MatrixConfig,
    core::{terminal_text, Effect, Image, ImageView, Incoming, Place, Platform, UserId},
    runtime::{render_blocking, Delivery, Service, Sink},
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

fn io_error(path: &Path, source: std::io::Error) -> MatrixError {
    MatrixError::Io {
        path: path.display().to_string(),
        source,
    }
}

fn now_ms() -> i64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// Writes a file readable by its owner only (it may hold an access token).
fn write_private(path: &Path, contents: &str) -> Result<(), MatrixError> {
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

/// The running bot: sync loop, clock, and event handlers. Stop it with [`MatrixBot::stop`].
#[derive(Debug)]
pub struct MatrixBot {
    inner: Arc<Inner>,
    handlers: Vec<EventHandlerHandle>,
    sync: Option<JoinHandle<Result<(), matrix_sdk::Error>>>,
    tasks: Vec<JoinHandle<()>>,
}

/// What the handlers share.
struct Inner {
    client: Client,
    own: OwnedUserId,
    service: Arc<Service>,
    prefix: String,
    dm_file: PathBuf,
    /// Player's user id → their DM room with the bot.
    dms: Mutex<HashMap<String, OwnedRoomId>>,
    /// One handler at a time turns messages into effects and delivers them, so the clock's
    /// outbox retry never races a delivery in flight.
    pump: Mutex<()>,
}

impl std::fmt::Debug for Inner {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Inner")
            .field("own", &self.own)
            .field("prefix", &self.prefix)
            .finish_non_exhaustive()
    }
}

impl MatrixBot {
    /// Logs in, runs a first sync whose events are history (nobody answers them), joins pending
    /// invites, registers the handlers, delivers what an earlier run left in the outbox, and
    /// starts the sync loop and the clock (`tick`: how often clocks run and failed deliveries
    /// are retried).
    pub async fn start(
        config: &MatrixConfig,
        service: Arc<Service>,
        tick: Duration,
    ) -> Result<Self, MatrixError> {
        let client = connect(config).await?;
        let own = client
            .user_id()
            .ok_or_else(|| MatrixError::Config("not logged in".into()))?
            .to_owned();
        let dm_file = PathBuf::from(&config.data_dir).join("dm_rooms.json");
        let dms = match std::fs::read_to_string(&dm_file) {
            Ok(text) => serde_json::from_str(&text)?,
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => HashMap::new(),
            Err(e) => return Err(io_error(&dm_file, e)),
        };
        let inner = Arc::new(Inner {
            client: client.clone(),
            own,
            service,
            prefix: config.prefix.clone(),
            dm_file,
            dms: Mutex::new(dms),
            pump: Mutex::new(()),
        });

        // Everything up to now is history: sync once before any handler exists.
        let first = client.sync_once(SyncSettings::default()).await?;
        for room in client.invited_rooms() {
            tokio::spawn(join_with_backoff(room));
        }

        let mut handlers = Vec::new();
        let on_invite = inner.clone();
        handlers.push(client.add_event_handler(
            move |event: StrippedRoomMemberEvent, room: Room| {
                let inner = on_invite.clone();
                async move {
                    if event.state_key == inner.own && room.state() == RoomState::Invited {
                        tokio::spawn(join_with_backoff(room));
                    }
                }
            },
        ));
        let on_message = inner.clone();
        handlers.push(client.add_event_handler(
            move |event: OriginalSyncRoomMessageEvent, room: Room| {
                let inner = on_message.clone();
                async move { inner.on_message(event, room).await }
            },
        ));

        inner.retry_pending().await;

        let sync_client = client.clone();
        let mut settings = SyncSettings::default().token(first.next_batch);
        let sync = tokio::spawn(async move {
            // A failed sync (network, server restart) is retried with backoff; only a refused
            // login ends the loop.
            let mut delay = Duration::from_secs(1);
            loop {
                match sync_client.sync(settings).await {
                    Ok(()) => return Ok(()),
                    Err(error) => {
                        let status = error.as_client_api_error().map(|e| e.status_code.as_u16());
                        if status == Some(401) {
                            tracing::error!(%error, "the homeserver refused the session");
                            return Err(error);
                        }
                        tracing::warn!(%error, ?delay, "sync failed; retrying");
                        tokio::time::sleep(delay).await;
                        delay = (delay * 2).min(Duration::from_secs(60));
                        // The store has the last token: go on from there.
                        settings = SyncSettings::default();
                    }
                }
            }
        });
        let clock = inner.clone();
        let ticker = tokio::spawn(async move {
            let mut interval = tokio::time::interval(tick.max(Duration::from_millis(100)));
            interval.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            loop {
                interval.tick().await;
                clock.tick().await;
            }
        });
        tracing::info!(user = %inner.own, "matrix bot running");
        Ok(Self {
            inner,
            handlers,
            sync: Some(sync),
            tasks: vec![ticker],
        })
    }

    /// The bot's Matrix client.
    pub fn client(&self) -> &Client {
        &self.inner.client
    }

    /// The bot's user id.
    pub fn user_id(&self) -> &matrix_sdk::ruma::UserId {
        &self.inner.own
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

    /// Stops syncing and the clock, and removes the handlers (a restart in the same process
    /// starts from a clean client).
    pub async fn stop(mut self) {
        for handle in self.handlers.drain(..) {
            self.inner.client.remove_event_handler(handle);
        }
        if let Some(sync) = self.sync.take() {
            sync.abort();
            let _ = sync.await;
        }
        for task in self.tasks.drain(..) {
            task.abort();
            let _ = task.await;
        }
        // Let a delivery in flight finish before the client goes away.
        let _pump = self.inner.pump.lock().await;
    }
}

async fn join_with_backoff(room: Room) {
    let mut delay = Duration::from_secs(1);
    loop {
        match room.join().await {
            Ok(()) => {
                tracing::info!(room = %room.room_id(), "joined");
                return;
            }
            Err(error) => {
                if delay > Duration::from_secs(3600) {
                    tracing::error!(room = %room.room_id(), %error, "giving up joining");
                    return;
                }
                tracing::warn!(room = %room.room_id(), %error, ?delay, "join failed; retrying");
                tokio::time::sleep(delay).await;
                delay *= 2;
            }
        }
    }
}

/// A delivery that did not go through.
#[derive(Debug)]
enum SendFailure {
    /// Worth retrying later (network, rate limit, server error).
    Transient(String),
    /// Retrying will not help (forbidden, unknown room or user, privacy check).
    Permanent(String),
}

impl From<matrix_sdk::Error> for SendFailure {
    fn from(error: matrix_sdk::Error) -> Self {
        let transient = match error.as_client_api_error() {
            Some(api) => {
                let status = api.status_code.as_u16();
                status >= 500 || status == 429
            }
            None => true,
        };
        if transient {
            SendFailure::Transient(error.to_string())
        } else {
            SendFailure::Permanent(error.to_string())
        }
    }
}

impl From<matrix_sdk::HttpError> for SendFailure {
    fn from(error: matrix_sdk::HttpError) -> Self {
        matrix_sdk::Error::from(error).into()
    }
}

impl Inner {
    async fn on_message(&self, event: OriginalSyncRoomMessageEvent, room: Room) {
        if event.sender == self.own || room.state() != RoomState::Joined {
            return;
        }
        if matches!(event.content.relates_to, Some(Relation::Replacement(_))) {
            return;
        }
        let MessageType::Text(content) = &event.content.msgtype else {
            return;
        };
        let html = content
            .formatted
            .as_ref()
            .filter(|f| f.format == MessageFormat::Html)
            .map(|f| f.body.as_str());
        let body = resolve_mentions(&content.body, html);
        let Some(text) = command_text(&self.prefix, &body) else {
            return;
        };
        let place = if self.is_dm_with(&room, &event.sender).await {
            Place::Dm
        } else {
            Place::Channel(room.room_id().to_string())
        };
        let name = match room.get_member_no_sync(&event.sender).await {
            Ok(Some(member)) => member
                .display_name()
                .map(str::to_owned)
                .unwrap_or_else(|| event.sender.localpart().to_owned()),
            _ => event.sender.localpart().to_owned(),
        };
        let incoming = Incoming::text(
            Platform::Matrix,
            event.sender.as_str(),
            &name,
            place,
            Some(event.event_id.as_str()),
            &text,
        );
        {
            let _pump = self.pump.lock().await;
            match self.service.handle(&incoming, now_ms()).await {
                Ok(deliveries) => self.dispatch(&deliveries).await,
                Err(error) => {
                    tracing::error!(%error, event = %event.event_id, "could not handle a message");
                    if let Err(error) = self.deliver(&Service::apology(&incoming)).await {
                        tracing::warn!(%error, "could not send the apology");
                    }
                }
            }
        }
        // The message may have made it the computer's turn (a game against it started, or a
        // move was played): it thinks off the async runtime, outside the core lock.
        self.play_computers().await;
    }

    /// Lets the computer play every move due in this network's games, then delivers what
    /// those moves caused.
    async fn play_computers(&self) {
        match self
            .service
            .play_computers_on(Some(Platform::Matrix), now_ms)
            .await
        {
            Ok(deliveries) if !deliveries.is_empty() => {
                let _pump = self.pump.lock().await;
                self.dispatch(&deliveries).await;
            }
            Ok(_) => {}
            Err(error) => tracing::error!(%error, "the computer could not play"),
        }
    }

    /// Whether `room` is the private room between the bot and `user`: the one remembered, or
    /// one whose only members are the two of them (adopted when none is remembered).
    async fn is_dm_with(&self, room: &Room, user: &matrix_sdk::ruma::UserId) -> bool {
        let known = self.dms.lock().await.get(user.as_str()).cloned();
        if known.as_deref() == Some(room.room_id()) {
            return true;
        }
        let members = match room
            .members_no_sync(
                matrix_sdk::RoomMemberships::JOIN | matrix_sdk::RoomMemberships::INVITE,
            )
            .await
        {
            Ok(members) => members,
            Err(_) => return false,
        };
        let only_us = members.len() == 2
            && members.iter().any(|m| m.user_id() == user)
            && members.iter().any(|m| m.user_id() == self.own);
        if only_us && known.is_none() {
            self.remember_dm(user.as_str(), room.room_id()).await;
        }
        only_us
    }

    async fn remember_dm(&self, user: &str, room: &RoomId) {
        let mut dms = self.dms.lock().await;
        dms.insert(user.to_owned(), room.to_owned());
        match serde_json::to_string_pretty(&*dms) {
            Ok(json) => {
                if let Err(error) = write_private(&self.dm_file, &json) {
                    tracing::error!(%error, "could not save the DM room list");
                }
            }
            Err(error) => tracing::error!(%error, "could not save the DM room list"),
        }
    }

    async fn forget_dm(&self, user: &str) {
        let mut dms = self.dms.lock().await;
        dms.remove(user);
        if let Ok(json) = serde_json::to_string_pretty(&*dms) {
            if let Err(error) = write_private(&self.dm_file, &json) {
                tracing::error!(%error, "could not save the DM room list");
            }
        }
    }

    async fn dispatch(&self, deliveries: &[Delivery]) {
        let mine: Vec<Delivery> = deliveries
            .iter()
            .filter(|d| d.effect.platform() == Platform::Matrix)
            .cloned()
            .collect();
        if mine.is_empty() {
            return;
        }
        if let Err(error) = self.service.dispatch(self, &mine, now_ms()).await {
            tracing::error!(%error, "could not record deliveries");
        }
    }

    async fn tick(&self) {
        // Computer turns left over from a restart or a failed attempt.
        self.play_computers().await;
        let _pump = self.pump.lock().await;
        match self.service.tick(now_ms()).await {
            Ok(deliveries) => self.dispatch(&deliveries).await,
            Err(error) => tracing::error!(%error, "clock tick failed"),
        }
        match self.service.pending().await {
            Ok(pending) => self.dispatch(&pending).await,
            Err(error) => tracing::error!(%error, "could not read the outbox"),
        }
    }

    async fn retry_pending(&self) {
        let _pump = self.pump.lock().await;
        match self.service.pending().await {
            Ok(pending) => self.dispatch(&pending).await,
            Err(error) => tracing::error!(%error, "could not read the outbox"),
        }
    }

    async fn send_text(&self, room: &Room, text: &str) -> Result<(), SendFailure> {
        room.send(RoomMessageEventContent::notice_html(text, to_html(text)))
            .await?;
        Ok(())
    }

    /// Sends the image as `m.image` (uploaded to the media repository, encrypted in encrypted
    /// rooms); when no PNG can be made, the board as text.
    async fn send_image(&self, room: &Room, image: &Image) -> Result<(), SendFailure> {
        match render_blocking(image).await {
            Some((bytes, ext)) => {
                let (mime, animated) = if ext == "gif" {
                    (mime::IMAGE_GIF, true)
                } else {
                    (mime::IMAGE_PNG, false)
                };
                let dims = image_dimensions(&bytes);
                let info = BaseImageInfo {
                    width: dims.map(|(w, _)| UInt::from(w)),
                    height: dims.map(|(_, h)| UInt::from(h)),
                    size: UInt::try_from(bytes.len()).ok(),
                    is_animated: Some(animated),
                    ..BaseImageInfo::default()
                };
                let name = format!("hextable-{}.{ext}", image.source.game);
                let config = AttachmentConfig::new().info(AttachmentInfo::Image(info));
                room.send_attachment(name, &mime, bytes, config).await?;
                Ok(())
            }
            None => {
                let board = terminal_text(image, false);
                let html = format!("<pre><code>{}</code></pre>", text::escape(&board));
                room.send(RoomMessageEventContent::notice_html(board, html))
                    .await?;
                Ok(())
            }
        }
    }

    /// The room's joined and invited members, asked of the homeserver (not the local cache, which
    /// may lag behind a join).
    async fn members_now(
        &self,
        room: &Room,
    ) -> Result<Vec<(OwnedUserId, MembershipState)>, SendFailure> {
        let request = get_member_events::v3::Request::new(room.room_id().to_owned());
        let response = self.client.send(request).await?;
        let mut out = Vec::new();
        for raw in response.chunk {
            if let Ok(event) = raw.deserialize() {
                out.push((event.state_key().clone(), event.membership().clone()));
            }
        }
        Ok(out)
    }

    /// The player's DM room: the remembered one while the bot and the player are still in it,
    /// else a new encrypted room marked direct.
    async fn dm_room(
        &self,
        user: &matrix_sdk::ruma::UserId,
    ) -> Result<(Room, Vec<(OwnedUserId, MembershipState)>), SendFailure> {
        let known = self.dms.lock().await.get(user.as_str()).cloned();
        if let Some(room) = known.and_then(|id| self.client.get_room(&id)) {
            if room.state() == RoomState::Joined {
                let members = self.members_now(&room).await?;
                let player_in = members.iter().any(|(id, m)| {
                    id == user && matches!(m, MembershipState::Join | MembershipState::Invite)
                });
                let bot_in = members
                    .iter()
                    .any(|(id, m)| id == &self.own && *m == MembershipState::Join);
                if player_in && bot_in {
                    return Ok((room, members));
                }
            }
            tracing::info!(user = %user, "the DM room was left; opening a new one");
            self.forget_dm(user.as_str()).await;
        }
        let room = self.client.create_dm(user).await?;
        self.remember_dm(user.as_str(), room.room_id()).await;
        let members = self.members_now(&room).await?;
        Ok((room, members))
    }

    async fn send_private(
        &self,
        user: &UserId,
        text: &str,
        image: Option<&Image>,
    ) -> Result<(), SendFailure> {
        let user_id = matrix_sdk::ruma::UserId::parse(user.id.as_str())
            .map_err(|e| SendFailure::Permanent(format!("bad user id: {e}")))?;
        let (room, members) = self.dm_room(&user_id).await?;
        let others: Vec<String> = members
            .iter()
            .filter(|(id, m)| {
                matches!(m, MembershipState::Join | MembershipState::Invite)
                    && id != &user_id
                    && id != &self.own
            })
            .map(|(id, _)| id.to_string())
            .collect();
        if !others.is_empty() {
            tracing::warn!(
                room = %room.room_id(),
                others = others.len(),
                "withheld a private message: the DM room is not private"
            );
            let notice = format!(
                "I withheld a private message for {}: this room is not private any more \
                 (also here: {}). Ask them to leave, or leave this room yourself and write me \
                 again (`{} board`): I will open a new private room.",
                user_id,
                others.join(", "),
                self.prefix
            );
            self.send_text(&room, &notice).await?;
            return Err(SendFailure::Permanent("DM room is not private".into()));
        }
        self.send_text(&room, text).await?;
        if let Some(image) = image {
            self.send_image(&room, image).await?;
        }
        Ok(())
    }

    async fn send_effect(&self, effect: &Effect) -> Result<(), SendFailure> {
        match effect {
            Effect::Post {
                channel,
                text,
                image,
                ..
            } => {
                let room_id = RoomId::parse(channel.as_str())
                    .map_err(|e| SendFailure::Permanent(format!("bad room id: {e}")))?;
                let room = self
                    .client
                    .get_room(&room_id)
                    .filter(|r| r.state() == RoomState::Joined)
                    .ok_or_else(|| SendFailure::Permanent("not in that room".into()))?;
                self.send_text(&room, text).await?;
                if let Some(image) = image {
                    // Only what a room may see: open boards, spectator views, revealed boards.
                    if matches!(image.view, ImageView::Player(_)) {
                        return Err(SendFailure::Permanent(
                            "refused to post a player's view in a room".into(),
                        ));
                    }
                    self.send_image(&room, image).await?;
                }
                Ok(())
            }
            Effect::Dm {
                user, text, image, ..
            }
            | Effect::Reply {
                user, text, image, ..
            } => self.send_private(user, text, image.as_ref()).await,
            Effect::Delete {
                place: Place::Channel(channel),
                message_id,
                ..
            } => {
                let room = RoomId::parse(channel.as_str())
                    .ok()
                    .and_then(|id| self.client.get_room(&id));
                let event = EventId::parse(message_id.as_str()).ok();
                if let (Some(room), Some(event)) = (room, event) {
                    if let Err(error) = room.redact(&event, Some("secret move"), None).await {
                        // Usually: the bot lacks the power level to redact. Nothing to retry.
                        tracing::warn!(%error, room = %room.room_id(), "could not redact");
                    }
                }
                Ok(())
            }
            Effect::Delete { .. } | Effect::Edit { .. } => Ok(()),
        }
    }
}

impl Sink for Inner {
    async fn deliver(&self, effect: &Effect) -> Result<(), String> {
        match self.send_effect(effect).await {
            Ok(()) => Ok(()),
            Err(SendFailure::Transient(error)) => Err(error),
            Err(SendFailure::Permanent(error)) => {
                // Retrying cannot help: log it and let the outbox row go.
                tracing::error!(%error, recipient = ?effect.recipient(), "delivery failed for good");
                Ok(())
            }
        }
    }
}
