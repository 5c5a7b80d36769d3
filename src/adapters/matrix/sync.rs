//! Matrix events → the core: the sync loop, invitations, and room messages turned into
//! [`Incoming`]s for the [`Pump`]. Each event id is the message id, so the core's duplicate
//! check refuses an event seen before, across restarts.

use std::{sync::Arc, time::Duration};

use matrix_sdk::{
    config::SyncSettings,
    event_handler::EventHandlerHandle,
    ruma::events::room::{
        member::StrippedRoomMemberEvent,
        message::{MessageFormat, MessageType, OriginalSyncRoomMessageEvent, Relation},
    },
    Client, Room, RoomState,
};
use tokio::task::JoinHandle;

use super::{
    rooms::Rooms,
    text::{command_text, resolve_mentions},
};
use crate::{
    core::{Incoming, Place, Platform},
    runtime::Pump,
};

/// What the message handler needs: the pump to hand messages to, and the bot's rooms.
pub(super) struct Listener {
    pub(super) pump: Arc<Pump>,
    pub(super) rooms: Arc<Rooms>,
    pub(super) prefix: String,
}

/// Registers the handlers for invitations (joined, with backoff) and room messages (handed
/// to the pump). Registered after the first sync, they never see what happened before.
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

/// Runs the sync loop from `token` on: a failed sync (network, server restart) is retried
/// with backoff; only a refused login ends it.
pub(super) fn spawn(client: Client, token: String) -> JoinHandle<Result<(), matrix_sdk::Error>> {
    let mut settings = SyncSettings::default().token(token);
    tokio::spawn(async move {
        let mut delay = Duration::from_secs(1);
        loop {
            match client.sync(settings).await {
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
        let Some(text) = command_text(&self.prefix, &body) else {
            return;
        };
        let place = if self.rooms.is_dm_with(&room, &event.sender).await {
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
        // Handled, delivered, and the computer's answer if it became its turn; failures are
        // logged by the pump (a message it could not handle gets the fixed apology).
        let _ = self.pump.process(&incoming).await;
    }
}
