//! Effects → Matrix: [`MatrixSink`]. Private effects go to the player's DM room (created by
//! the bot, encrypted, marked direct, and reused); before anything private is sent, the room's
//! joined and invited members are fetched from the homeserver and must be exactly the bot and
//! that player, or nothing private is sent. A game's room posts go into its thread where the
//! room wants a thread per game (`threads`). Transient failures (network, rate limits, server
//! errors) stay in the outbox and are retried on the pump's clock; permanent ones are logged
//! and, where possible, reported to the player.

use std::sync::Arc;

use matrix_sdk::{
    attachment::{AttachmentInfo, BaseImageInfo},
    ruma::{
        api::client::membership::get_member_events,
        events::{
            relation::Thread,
            room::{
                member::MembershipState,
                message::{
                    ImageMessageEventContent, MessageType, Relation, RoomMessageEventContent,
                },
                ImageInfo, MediaSource,
            },
        },
        EventId, OwnedEventId, OwnedTransactionId, OwnedUserId, RoomId, TransactionId, UInt,
    },
    Room, RoomState,
};

use super::{
    rooms::Rooms,
    text::{self, image_dimensions, to_html},
    threads::{Route, Threads},
};
use crate::{
    core::{terminal_text, Effect, GameId, Image, ImageView, Place, UserId},
    runtime::{render_blocking, Outcome, Sink},
};

/// Carries the core's effects out in Matrix rooms.
#[derive(Debug)]
pub(super) struct MatrixSink {
    pub(super) rooms: Arc<Rooms>,
    /// The games' threads.
    pub(super) threads: Arc<Threads>,
    /// The command prefix, for the notice that explains a room that is no longer private.
    pub(super) prefix: String,
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

/// The transaction ids of one outbox row's events: the row's key and the part of the row
/// (its text, its picture, a notice), so that each event of a row sent again after a crash
/// has the transaction id of its first attempt and the homeserver keeps the first one only.
/// Without a key (the apology, sent outside the outbox) each event gets a fresh id.
#[derive(Clone, Copy, Debug)]
struct Txn<'a>(Option<&'a str>);

impl Txn<'_> {
    fn id(self, part: &str) -> OwnedTransactionId {
        match self.0 {
            Some(key) => format!("hextable.{key}.{part}").into(),
            None => TransactionId::new(),
        }
    }
}

impl MatrixSink {
    async fn send_text(
        &self,
        room: &Room,
        text: &str,
        txn: OwnedTransactionId,
    ) -> Result<OwnedEventId, SendFailure> {
        self.send_in(
            room,
            RoomMessageEventContent::notice_html(text, to_html(text)),
            txn,
            None,
        )
        .await
    }

    /// Sends `content`, in `thread` if given, with the transaction id `txn`; returns the
    /// event's id (the first one's, when the homeserver has seen `txn` before).
    async fn send_in(
        &self,
        room: &Room,
        mut content: RoomMessageEventContent,
        txn: OwnedTransactionId,
        thread: Option<Thread>,
    ) -> Result<OwnedEventId, SendFailure> {
        if let Some(thread) = thread {
            content.relates_to = Some(Relation::Thread(thread));
        }
        let sent = room.send(content).with_transaction_id(txn).await?;
        Ok(sent.response.event_id)
    }

    /// Sends the image as `m.image` (uploaded to the media repository, encrypted in encrypted
    /// rooms), in `thread` if given; when no PNG can be made, the board as text. (An upload
    /// repeated after a crash leaves an unused copy in the media repository; the event itself
    /// is sent once.)
    async fn send_image(
        &self,
        room: &Room,
        image: &Image,
        txn: OwnedTransactionId,
        thread: Option<Thread>,
    ) -> Result<OwnedEventId, SendFailure> {
        let Some((bytes, ext)) = render_blocking(image).await else {
            let board = terminal_text(image, false);
            let html = format!("<pre><code>{}</code></pre>", text::escape(&board));
            let content = RoomMessageEventContent::notice_html(board, html);
            return self.send_in(room, content, txn, thread).await;
        };
        let (mime, animated) = if ext == "gif" {
            (mime::IMAGE_GIF, true)
        } else {
            (mime::IMAGE_PNG, false)
        };
        let dims = image_dimensions(&bytes);
        let mut info = ImageInfo::from(AttachmentInfo::Image(BaseImageInfo {
            width: dims.map(|(w, _)| UInt::from(w)),
            height: dims.map(|(_, h)| UInt::from(h)),
            size: UInt::try_from(bytes.len()).ok(),
            is_animated: Some(animated),
            ..BaseImageInfo::default()
        }));
        info.mimetype = Some(mime.essence_str().to_owned());
        let name = format!("hextable-{}.{ext}", image.source.game);
        // Uploaded here rather than with `Room::send_attachment`, whose event can carry a
        // reply but not a thread relation of our choosing.
        let source = if room.latest_encryption_state().await?.is_encrypted() {
            let mut reader = std::io::Cursor::new(bytes);
            let file = self.rooms.client.upload_encrypted_file(&mut reader).await?;
            MediaSource::Encrypted(Box::new(file))
        } else {
            let uploaded = self.rooms.client.media().upload(&mime, bytes, None).await?;
            MediaSource::Plain(uploaded.content_uri)
        };
        let mut content = ImageMessageEventContent::new(name, source);
        content.info = Some(Box::new(info));
        let content = RoomMessageEventContent::new(MessageType::Image(content));
        self.send_in(room, content, txn, thread).await
    }

    /// A game's post in `room`: into the game's thread, or starting it, where the room wants a
    /// thread per game ([`Threads::route`]).
    async fn post(
        &self,
        room: &Room,
        text: &str,
        image: Option<&Image>,
        game: Option<GameId>,
        txn: Txn<'_>,
    ) -> Result<(), SendFailure> {
        let route = match game {
            Some(game) => self.threads.route(game, room.room_id()).await,
            None => Route::Room,
        };
        let in_thread = |root: &EventId| game.map(|game| self.threads.relation(game, root));
        let (thread, event) = match route {
            Route::Room => (None, self.send_text(room, text, txn.id("text")).await?),
            Route::Thread(root) => {
                let content = RoomMessageEventContent::notice_html(text, to_html(text));
                let event = self
                    .send_in(room, content, txn.id("text"), in_thread(&root))
                    .await?;
                (Some(root), event)
            }
            Route::NewThread => {
                let root = self.send_text(room, text, txn.id("text")).await?;
                if let Some(game) = game {
                    // Not recorded: the row is sent again, with the same transaction id, so
                    // the homeserver answers with this same root, recorded then.
                    self.threads
                        .opened(game, room.room_id(), &root)
                        .await
                        .map_err(|e| SendFailure::Transient(format!("recording a thread: {e}")))?;
                }
                (Some(root.clone()), root)
            }
        };
        if let (Some(game), Some(_)) = (game, &thread) {
            self.threads.sent(game, event);
        }
        if let Some(image) = image {
            // Only what a room may see: open boards, spectator views, revealed boards.
            if matches!(image.view, ImageView::Player(_)) {
                return Err(SendFailure::Permanent(
                    "refused to post a player's view in a room".into(),
                ));
            }
            let relation = thread.as_deref().and_then(in_thread);
            let event = self
                .send_image(room, image, txn.id("image"), relation)
                .await?;
            if let (Some(game), Some(_)) = (game, &thread) {
                self.threads.sent(game, event);
            }
        }
        Ok(())
    }

    /// The room's joined and invited members, asked of the homeserver (not the local cache, which
    /// may lag behind a join).
    async fn members_now(
        &self,
        room: &Room,
    ) -> Result<Vec<(OwnedUserId, MembershipState)>, SendFailure> {
        let request = get_member_events::v3::Request::new(room.room_id().to_owned());
        let response = self.rooms.client.send(request).await?;
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
        let known = self.rooms.known_dm(user).await;
        if let Some(room) = known.and_then(|id| self.rooms.client.get_room(&id)) {
            if room.state() == RoomState::Joined {
                let members = self.members_now(&room).await?;
                let player_in = members.iter().any(|(id, m)| {
                    id == user && matches!(m, MembershipState::Join | MembershipState::Invite)
                });
                let bot_in = members
                    .iter()
                    .any(|(id, m)| id == &self.rooms.own && *m == MembershipState::Join);
                if player_in && bot_in {
                    return Ok((room, members));
                }
            }
            tracing::info!(user = %user, "the DM room was left; opening a new one");
            self.rooms.forget_dm(user.as_str()).await;
        }
        let room = self.rooms.client.create_dm(user).await?;
        self.rooms.remember_dm(user.as_str(), room.room_id()).await;
        let members = self.members_now(&room).await?;
        Ok((room, members))
    }

    async fn send_private(
        &self,
        user: &UserId,
        text: &str,
        image: Option<&Image>,
        txn: Txn<'_>,
    ) -> Result<(), SendFailure> {
        let user_id = matrix_sdk::ruma::UserId::parse(user.id.as_str())
            .map_err(|e| SendFailure::Permanent(format!("bad user id: {e}")))?;
        let (room, members) = self.dm_room(&user_id).await?;
        let others: Vec<String> = members
            .iter()
            .filter(|(id, m)| {
                matches!(m, MembershipState::Join | MembershipState::Invite)
                    && id != &user_id
                    && id != &self.rooms.own
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
            self.send_text(&room, &notice, txn.id("withheld")).await?;
            return Err(SendFailure::Permanent("DM room is not private".into()));
        }
        self.send_text(&room, text, txn.id("text")).await?;
        if let Some(image) = image {
            self.send_image(&room, image, txn.id("image"), None).await?;
        }
        Ok(())
    }

    async fn send_effect(&self, effect: &Effect, txn: Txn<'_>) -> Result<(), SendFailure> {
        match effect {
            Effect::Post {
                channel,
                text,
                image,
                game,
                ..
            } => {
                let room_id = RoomId::parse(channel.as_str())
                    .map_err(|e| SendFailure::Permanent(format!("bad room id: {e}")))?;
                let room = self
                    .rooms
                    .client
                    .get_room(&room_id)
                    .filter(|r| r.state() == RoomState::Joined)
                    .ok_or_else(|| SendFailure::Permanent("not in that room".into()))?;
                let text = text::with_typed_actions(text, effect.actions());
                self.post(&room, &text, image.as_ref(), *game, txn).await
            }
            Effect::Dm {
                user, text, image, ..
            }
            | Effect::Reply {
                user, text, image, ..
            } => {
                let text = text::with_typed_actions(text, effect.actions());
                self.send_private(user, &text, image.as_ref(), txn).await
            }
            Effect::Delete {
                place: Place::Channel(channel),
                message_id,
                notice,
                ..
            } => {
                let room = RoomId::parse(channel.as_str())
                    .ok()
                    .and_then(|id| self.rooms.client.get_room(&id));
                let event = EventId::parse(message_id.as_str()).ok();
                let mut removed = false;
                if let (Some(room), Some(event)) = (room, event) {
                    match room.redact(&event, Some("secret move"), None).await {
                        Ok(_) => removed = true,
                        // Usually: the bot lacks the power level to redact. Nothing to retry.
                        Err(error) => {
                            tracing::warn!(%error, room = %room.room_id(), "could not redact")
                        }
                    }
                }
                // One message to the author, true to what happened.
                match notice {
                    Some(n) => {
                        let text = if removed { &n.removed } else { &n.kept };
                        self.send_private(&n.user, text, None, txn).await
                    }
                    None => Ok(()),
                }
            }
            Effect::Delete { .. } | Effect::Edit { .. } => Ok(()),
        }
    }
}

impl MatrixSink {
    async fn deliver_with(&self, effect: &Effect, txn: Txn<'_>) -> Outcome {
        match self.send_effect(effect, txn).await {
            Ok(()) => Outcome::Done,
            Err(SendFailure::Transient(error)) => Outcome::retry("transient", error),
            // Retrying cannot help: the outbox row goes.
            Err(SendFailure::Permanent(error)) => Outcome::dropped("refused", error),
        }
    }
}

// Every effect goes out with its marks as Matrix ids (see [`text::render`]), so none reaches
// a reader; old rows hold the ids already and pass unchanged.
impl Sink for MatrixSink {
    async fn deliver(&self, effect: &Effect) -> Outcome {
        let effect = effect.rendered(&text::render);
        self.deliver_with(&effect, Txn(None)).await
    }

    async fn deliver_keyed(&self, key: &str, effect: &Effect) -> Outcome {
        let effect = effect.rendered(&text::render);
        self.deliver_with(&effect, Txn(Some(key))).await
    }
}
