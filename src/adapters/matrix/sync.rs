//! Matrix events → the core: the sync loop, invitations, and room messages turned into
//! [`Incoming`]s for the [`Pump`]. Each event id is the message id, so the core's duplicate
//! check refuses an event seen before, across restarts.
//!
//! The sync loop only hands events over: the message handler gives each to the pump
//! ([`Pump::hand_over`]: a lane per conversation keeps a room's commands in order) and the
//! next sync starts at once, whatever the core, a game or a delivery is doing.
//!
//! The sync position the bot goes on from after a restart is its own ([`SyncPosition`]),
//! saved by a task of its own once every event of that sync, and of every sync before it, has
//! been handled (written); matrix-sdk's own token is saved before the handlers run, so a
//! crash in between would skip the events of that sync. Events handled twice that way are
//! refused by the core's duplicate check.

use std::{
    path::PathBuf,
    sync::{Arc, Mutex, PoisonError},
    time::{Duration, Instant},
};

use matrix_sdk::{
    config::SyncSettings,
    event_handler::EventHandlerHandle,
    ruma::{
        api::client::{filter::FilterDefinition, sync::sync_events::v3::Filter},
        events::room::{
            member::StrippedRoomMemberEvent,
            message::{MessageFormat, MessageType, OriginalSyncRoomMessageEvent, Relation},
        },
        UInt,
    },
    store::StateStoreDataKey,
    Client, Room, RoomState,
};
use tokio::{sync::mpsc, task::JoinHandle};

use super::{
    rooms::Rooms,
    session::{io_error, write_private},
    text::{command_text, in_game_thread, resolve_mentions},
    threads::Threads,
    MatrixError,
};
use crate::{
    core::{Content, Incoming, Place, Platform},
    runtime::{system_now, Handled, Pump},
};

/// How long the homeserver may hold a sync open when nothing happens.
const LONG_POLL: Duration = Duration::from_secs(30);
/// Messages older than this when the bot gets them (it was down) are not played late: the
/// sender is asked to send them again.
const AWAY_LIMIT_MS: i64 = 86_400_000;
/// Events per room one sync may carry: enough for what players send while the bot restarts.
const TIMELINE_LIMIT: u32 = 100;

/// Where the bot goes on syncing from after a restart: the `next_batch` of the last sync
/// whose events were all handled, in `sync_position` in the data directory.
#[derive(Debug)]
pub(super) struct SyncPosition {
    path: PathBuf,
}

impl SyncPosition {
    /// The position kept in `data_dir`.
    pub(super) fn new(data_dir: &std::path::Path) -> Self {
        Self {
            path: data_dir.join("sync_position"),
        }
    }

    /// The saved position, if any.
    pub(super) fn saved(&self) -> Result<Option<String>, MatrixError> {
        match std::fs::read_to_string(&self.path) {
            Ok(token) if !token.trim().is_empty() => Ok(Some(token.trim().to_owned())),
            Ok(_) => Ok(None),
            Err(e) if e.kind() == std::io::ErrorKind::NotFound => Ok(None),
            Err(e) => Err(io_error(&self.path, e)),
        }
    }

    /// Where to go on from once connected: the saved position; else matrix-sdk's own token (a
    /// data directory from before the bot kept its own), else `None`: the first login, whose
    /// history nobody answers.
    pub(super) async fn start(&self, client: &Client) -> Result<Option<String>, MatrixError> {
        if let Some(token) = self.saved()? {
            return Ok(Some(token));
        }
        let stored = client
            .state_store()
            .get_kv_data(StateStoreDataKey::SyncToken)
            .await
            .map_err(|e| MatrixError::Sdk(Box::new(e.into())))?;
        Ok(stored.and_then(|value| value.into_sync_token()))
    }

    /// Saves `token`: every event before it has been handled.
    pub(super) fn save(&self, token: &str) -> Result<(), MatrixError> {
        write_private(&self.path, token)
    }
}

/// The sync settings: `timeout` (zero for the first sync, which should answer at once), from
/// `token`, with room for what piled up while the bot was away.
fn settings(token: Option<&str>, timeout: Duration) -> SyncSettings {
    let mut filter = FilterDefinition::default();
    filter.room.timeline.limit = Some(UInt::from(TIMELINE_LIMIT));
    let settings = SyncSettings::default()
        .timeout(timeout)
        .filter(Filter::FilterDefinition(filter));
    match token {
        Some(token) => settings.token(token),
        None => settings,
    }
}

/// The first login's sync: everything up to now is history, synced before any handler
/// exists, at once (no long poll). Saves the position reached.
pub(super) async fn skip_history(
    client: &Client,
    position: &SyncPosition,
) -> Result<String, MatrixError> {
    let response = client.sync_once(settings(None, Duration::ZERO)).await?;
    position.save(&response.next_batch)?;
    Ok(response.next_batch)
}

/// The events of the sync under way that were handed to the pump: the sync loop takes them
/// when the sync is over, and the position after it is saved once they are handled.
pub(super) type HandedOver = Arc<Mutex<Vec<Handled>>>;

/// What the message handler needs: the pump to hand messages to, and the bot's rooms.
pub(super) struct Listener {
    pub(super) pump: Arc<Pump>,
    pub(super) rooms: Arc<Rooms>,
    pub(super) threads: Arc<Threads>,
    pub(super) prefix: String,
    /// Where the handler leaves what it handed over (shared with [`spawn`]'s loop).
    pub(super) handed_over: HandedOver,
}

/// Saves each sync's position, in order, once every event handed over up to it is handled.
/// A message the pump stopped before handling (the bot is stopping) ends the saving: the
/// next start goes on from the last position whose events were all written.
fn spawn_saver(position: SyncPosition) -> mpsc::UnboundedSender<(String, Vec<Handled>)> {
    let (sender, mut receiver) = mpsc::unbounded_channel::<(String, Vec<Handled>)>();
    tokio::spawn(async move {
        while let Some((token, events)) = receiver.recv().await {
            for event in events {
                if !event.wait().await {
                    tracing::info!("the pump stopped; the sync position stays");
                    return;
                }
            }
            if let Err(error) = position.save(&token) {
                // An older position only means events handled again, and refused.
                tracing::error!(%error, "could not save the sync position");
            }
        }
    });
    sender
}

/// Registers the handlers for invitations (joined, with backoff) and room messages (handed
/// to the pump).
pub(super) fn register(client: &Client, listener: Listener) -> Vec<EventHandlerHandle> {
    let listener = Arc::new(listener);
    let mut handlers = Vec::new();
    let on_invite = Arc::clone(&listener);
    handlers.push(
        client.add_event_handler(move |event: StrippedRoomMemberEvent, room: Room| {
            let listener = Arc::clone(&on_invite);
            async move {
                if event.state_key == listener.rooms.own && room.state() == RoomState::Invited {
                    tokio::spawn(join_with_backoff(room));
                }
            }
        }),
    );
    let on_message = listener;
    handlers.push(client.add_event_handler(
        move |event: OriginalSyncRoomMessageEvent, room: Room| {
            let listener = Arc::clone(&on_message);
            async move { listener.on_message(event, room).await }
        },
    ));
    handlers
}

/// Runs the sync loop from `token` on, the handlers handing each event over inside each sync;
/// the position after each is saved once its events are handled. The first sync asks for what is there now without waiting; the next
/// ones long-poll and follow each other at once (matrix-sdk's own loop waits a second after a
/// sync that came back quickly, which is every sync carrying a move). A failed sync (network,
/// server restart) is retried from the same position with backoff; only a refused login ends
/// the loop.
pub(super) fn spawn(
    client: Client,
    token: String,
    position: SyncPosition,
    handed_over: HandedOver,
) -> JoinHandle<Result<(), matrix_sdk::Error>> {
    let saver = spawn_saver(position);
    tokio::spawn(async move {
        let mut token = token;
        let mut timeout = Duration::ZERO;
        let mut delay = Duration::from_secs(1);
        loop {
            let started = Instant::now();
            match client.sync_once(settings(Some(&token), timeout)).await {
                Ok(response) => {
                    crate::admin::health().set_network(Platform::Matrix, true);
                    // Every handler of this sync has run: what they handed over is all here.
                    let events = std::mem::take(
                        &mut *handed_over.lock().unwrap_or_else(PoisonError::into_inner),
                    );
                    // The saver ends only when the pump stopped: nothing more is saved then.
                    let _ = saver.send((response.next_batch.clone(), events));
                    let empty = response.next_batch == token;
                    token = response.next_batch;
                    // A server that answers an empty long poll at once must not be hammered.
                    if empty && timeout > Duration::ZERO && started.elapsed() < timeout / 10 {
                        tokio::time::sleep(Duration::from_millis(500)).await;
                    }
                    timeout = LONG_POLL;
                    delay = Duration::from_secs(1);
                }
                Err(error) => {
                    let status = error.as_client_api_error().map(|e| e.status_code.as_u16());
                    if status == Some(401) {
                        tracing::error!(%error, "the homeserver refused the session");
                        return Err(error);
                    }
                    crate::admin::health().set_network(Platform::Matrix, false);
                    tracing::warn!(%error, ?delay, "sync failed; retrying");
                    tokio::time::sleep(delay).await;
                    delay = (delay * 2).min(Duration::from_secs(60));
                }
            }
        }
    })
}

/// Joins a room the bot was invited to, retrying with backoff (for about an hour).
pub(super) async fn join_with_backoff(room: Room) {
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

impl Listener {
    async fn on_message(&self, event: OriginalSyncRoomMessageEvent, room: Room) {
        if event.sender == self.rooms.own || room.state() != RoomState::Joined {
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
        let Some(mut text) = command_text(&self.prefix, &body) else {
            return;
        };
        // Typed in a game's thread: a move there is that game's.
        if let Some(Relation::Thread(thread)) = &event.content.relates_to {
            if let Some(game) = self.threads.game_of(&thread.event_id).await {
                text = in_game_thread(game, &text);
            }
        }
        let place = if self.rooms.is_dm_with(&room, &event.sender).await {
            Place::Dm
        } else {
            Place::Channel(room.room_id().to_string())
        };
        // A room stands alone: it is its own community (its settings, leaderboard, language).
        let community = match &place {
            Place::Channel(room) => Some(room.clone()),
            Place::Dm => None,
        };
        // A room moderator (who may kick, power level 50 by default) sets the room's
        // language with `!hex language`.
        let (name, moderator) = match room.get_member_no_sync(&event.sender).await {
            Ok(Some(member)) => (
                member
                    .display_name()
                    .map(str::to_owned)
                    .unwrap_or_else(|| event.sender.localpart().to_owned()),
                member.can_kick(),
            ),
            _ => (event.sender.localpart().to_owned(), false),
        };
        let mut incoming = Incoming::text(
            Platform::Matrix,
            event.sender.as_str(),
            &name,
            place,
            Some(event.event_id.as_str()),
            &text,
        )
        .in_server(community, moderator)
        .in_rooms();
        // A command from before a long absence is not acted on: the core tells its author so,
        // once (the event id makes a redelivery a repeat), in the room's language.
        let sent_ms = i64::from(event.origin_server_ts.0);
        if system_now() - sent_ms > AWAY_LIMIT_MS {
            tracing::info!(room = %room.room_id(), "a message from before a long absence");
            incoming.content = Content::Stale;
        }
        // Handed over without waiting: the sync goes on at once. Its position is saved once
        // this is handled (written), so a crash before that makes the event come again.
        // Failures are logged by the pump (a message it could not handle gets the fixed
        // apology).
        let handled = self.pump.hand_over(incoming);
        self.handed_over
            .lock()
            .unwrap_or_else(PoisonError::into_inner)
            .push(handled);
    }
}
