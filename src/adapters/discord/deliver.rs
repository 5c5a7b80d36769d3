//! Effects → Discord REST calls: [`DiscordSink`].
//!
//! Private boards go by DM with the PNG attached. When Discord refuses the DM (50007: the user
//! does not accept DMs), the image never goes to the channel: an answer to an interaction
//! becomes an ephemeral follow-up, anything else a text-only notice in the channel where the
//! user last wrote, asking them to open their DMs.
//!
//! Transient failures (5xx, network) leave the effect in the outbox; the pump's clock retries
//! it. Permanent refusals (other 4xx) are logged and dropped. Rate limits are serenity's job:
//! its rate limiter waits and retries a 429 before the call returns.

use std::sync::{
    atomic::{AtomicBool, Ordering},
    Arc,
};

use serenity::{
    all::{
        ChannelId, CommandInteraction, ComponentInteraction, CreateActionRow,
        CreateAllowedMentions, CreateAttachment, CreateInteractionResponseFollowup, CreateMessage,
        CreateThread, EditInteractionResponse, EditMessage, Message, MessageId, ModalInteraction,
        Nonce, UserId as DiscordUserId,
    },
    http::{Http, HttpError},
};

use super::{buttons, memory::Memory};
use crate::{
    core::{
        effect::{Action, ActionKind, Allowed},
        ChallengeId, Effect, GameId, Image, Msg, Place, Platform,
    },
    runtime::{render_blocking, GameThread, Service, Sink},
};

/// Discord's longest message content.
const MAX_CONTENT: usize = 2000;
/// Discord's longest embed description.
const MAX_DESCRIPTION: usize = 4096;
/// Discord's error code for "Cannot send messages to this user".
const DMS_CLOSED: isize = 50007;

/// Where a game's channel post goes.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Route {
    /// The game's channel.
    Channel,
    /// The game's thread.
    Thread(u64),
    /// The game's channel, then a thread is started from the post.
    NewThread,
}

/// Why a Discord call failed, as far as delivery cares.
#[derive(Debug)]
pub enum Failure {
    /// Worth retrying later (5xx, network, rate limit left over).
    Transient(String),
    /// The user does not accept DMs from the bot (50007).
    DmsClosed,
    /// Discord refused for good (other 4xx).
    Permanent(String),
}

fn classify(error: &serenity::Error) -> Failure {
    match error {
        serenity::Error::Http(HttpError::UnsuccessfulRequest(response)) => {
            if response.error.code == DMS_CLOSED {
                Failure::DmsClosed
            } else if response.status_code.is_server_error() || response.status_code.as_u16() == 429
            {
                Failure::Transient(error.to_string())
            } else {
                Failure::Permanent(format!(
                    "{} (code {})",
                    response.error.message, response.error.code
                ))
            }
        }
        serenity::Error::Http(HttpError::Request(_)) | serenity::Error::Io(_) => {
            Failure::Transient(error.to_string())
        }
        _ => Failure::Permanent(error.to_string()),
    }
}

/// Cuts `text` to Discord's content limit.
pub(super) fn clip(text: &str) -> String {
    clip_to(text, MAX_CONTENT)
}

/// Cuts `text` to `max` characters, marking the cut.
fn clip_to(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

/// The board as a PNG attachment, drawn on tokio's blocking pool so a large board never stalls
/// the gateway; a drawing failure (already logged) means text only.
async fn attachment(image: Option<&Image>) -> Option<CreateAttachment> {
    let (bytes, ext) = render_blocking(image?).await?;
    Some(CreateAttachment::bytes(bytes, format!("board.{ext}")))
}

/// Who a message may ping: exactly the users its buttons wait for (the challenged player),
/// never `@everyone`, roles, or a mention smuggled in through a display name.
fn pings(actions: &[Action]) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(waited_for(actions).into_iter().map(DiscordUserId::new))
}

/// The users `actions` wait for, each once.
fn waited_for(actions: &[Action]) -> Vec<u64> {
    let mut users: Vec<u64> = Vec::new();
    for id in actions
        .iter()
        .filter_map(|a| match &a.allowed {
            Allowed::Users(users) => Some(users),
            Allowed::Anyone => None,
        })
        .flatten()
        .filter_map(|u| parse_id(&u.id))
    {
        if !users.contains(&id) {
            users.push(id);
        }
    }
    users
}

/// `m` with the outbox row's idempotency key as its nonce, enforced: Discord answers a second
/// message with the same nonce from the same author within a few minutes with the first one
/// instead of posting it again, so a row re-sent after a crash shows once.
fn keyed(m: CreateMessage, nonce: Option<&str>) -> CreateMessage {
    match nonce {
        Some(nonce) => m.nonce(Nonce::String(nonce.to_owned())).enforce_nonce(true),
        None => m,
    }
}

async fn message(text: &str, image: Option<&Image>, actions: &[Action]) -> CreateMessage {
    let mut m = CreateMessage::new()
        .content(clip(text))
        .allowed_mentions(pings(actions));
    let rows: Vec<CreateActionRow> = buttons::rows(actions);
    if !rows.is_empty() {
        m = m.components(rows);
    }
    if let Some(file) = attachment(image).await {
        m = m.add_file(file);
    }
    m
}

/// A channel post: the text as an embed's description, the board (if any) shown inside the
/// embed through `attachment://`, and buttons on the same message. An embed pings nobody, so
/// the content keeps exactly the mentions that pinged when the text was the content: the
/// users the buttons wait for, where the text mentions them.
fn post(text: &str, file: Option<CreateAttachment>, actions: &[Action]) -> CreateMessage {
    let pinged: Vec<String> = waited_for(actions)
        .into_iter()
        .map(|id| format!("<@{id}>"))
        .filter(|mention| text.contains(mention.as_str()))
        .collect();
    let mut embed = serenity::all::CreateEmbed::new();
    if !text.is_empty() {
        embed = embed.description(clip_to(text, MAX_DESCRIPTION));
    }
    let mut m = CreateMessage::new().allowed_mentions(pings(actions));
    if !pinged.is_empty() {
        m = m.content(clip(&pinged.join(" ")));
    }
    let rows: Vec<CreateActionRow> = buttons::rows(actions);
    if !rows.is_empty() {
        m = m.components(rows);
    }
    match file {
        Some(file) => {
            // The file keeps its own name (`board.png`, or `board.gif` for an animation).
            embed = embed.image(format!("attachment://{}", file.filename));
            m.embed(embed).add_file(file)
        }
        // An embed needs something in it; an empty post stays empty (and Discord says so).
        None if text.is_empty() => m,
        None => m.embed(embed),
    }
}

pub(super) fn parse_id(id: &str) -> Option<u64> {
    id.parse::<u64>().ok().filter(|&n| n != 0)
}

/// The interaction a sink answers: a slash command or a form (acknowledged with a deferred
/// ephemeral answer, which the first private text fills in) or a button (acknowledged
/// without an answer: private texts are ephemeral follow-ups).
#[derive(Clone, Debug)]
pub(super) enum Answerable {
    Command(Box<CommandInteraction>),
    Component(Box<ComponentInteraction>),
    Modal(Box<ModalInteraction>),
}

impl Answerable {
    fn id(&self) -> serenity::all::InteractionId {
        match self {
            Answerable::Command(i) => i.id,
            Answerable::Component(i) => i.id,
            Answerable::Modal(i) => i.id,
        }
    }

    fn user(&self) -> u64 {
        match self {
            Answerable::Command(i) => i.user.id.get(),
            Answerable::Component(i) => i.user.id.get(),
            Answerable::Modal(i) => i.user.id.get(),
        }
    }

    async fn followup(
        &self,
        http: &Http,
        followup: CreateInteractionResponseFollowup,
    ) -> serenity::Result<Message> {
        match self {
            Answerable::Command(i) => i.create_followup(http, followup).await,
            Answerable::Component(i) => i.create_followup(http, followup).await,
            Answerable::Modal(i) => i.create_followup(http, followup).await,
        }
    }

    async fn edit(&self, http: &Http, edit: EditInteractionResponse) -> serenity::Result<Message> {
        match self {
            Answerable::Command(i) => i.edit_response(http, edit).await,
            Answerable::Component(i) => i.edit_response(http, edit).await,
            Answerable::Modal(i) => i.edit_response(http, edit).await,
        }
    }
}

/// Carries [`Effect`]s out as Discord API calls; optionally in answer to one interaction,
/// whose user then gets private answers as ephemeral messages.
pub struct DiscordSink {
    http: Arc<Http>,
    memory: Arc<Memory>,
    interaction: Option<Answerable>,
    /// The deferred answer has been filled in (later answers are follow-ups).
    answered: AtomicBool,
    /// The core answered the interaction's user privately (a refusal, for a button).
    replied: AtomicBool,
    /// For the pump's sink: its client. Once the client is gone, nothing more is sent (what
    /// is left stays in the outbox for the next start).
    pub(super) alive: Option<std::sync::Weak<()>>,
}

impl std::fmt::Debug for DiscordSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordSink")
            .field(
                "interaction",
                &self.interaction.as_ref().map(Answerable::id),
            )
            .finish_non_exhaustive()
    }
}

impl DiscordSink {
    pub(super) fn new(http: Arc<Http>, memory: Arc<Memory>) -> Self {
        Self {
            http,
            memory,
            interaction: None,
            answered: AtomicBool::new(false),
            replied: AtomicBool::new(false),
            alive: None,
        }
    }

    pub(super) fn for_interaction(mut self, interaction: Answerable) -> Self {
        // A button's acknowledgement has no answer to fill in.
        let answered = matches!(interaction, Answerable::Component(_));
        self.answered = AtomicBool::new(answered);
        self.interaction = Some(interaction);
        self
    }

    pub(super) fn answered(&self) -> bool {
        self.answered.load(Ordering::SeqCst)
    }

    pub(super) fn refused(&self) -> bool {
        self.replied.load(Ordering::SeqCst)
    }

    fn interaction_user(&self) -> Option<u64> {
        self.interaction.as_ref().map(Answerable::user)
    }

    /// An ephemeral answer to the interaction: the deferred response first, follow-ups after.
    pub(super) async fn answer(&self, text: &str, image: Option<&Image>) -> Result<(), Failure> {
        let Some(interaction) = &self.interaction else {
            return Err(Failure::Permanent("no interaction to answer".into()));
        };
        let file = attachment(image).await;
        if self.answered.swap(true, Ordering::SeqCst) {
            let mut followup = CreateInteractionResponseFollowup::new()
                .content(clip(text))
                .allowed_mentions(CreateAllowedMentions::new())
                .ephemeral(true);
            if let Some(file) = file {
                followup = followup.add_file(file);
            }
            interaction
                .followup(&self.http, followup)
                .await
                .map(|_| ())
                .map_err(|e| classify(&e))
        } else {
            let mut edit = EditInteractionResponse::new()
                .content(clip(text))
                .allowed_mentions(CreateAllowedMentions::new());
            if let Some(file) = file {
                edit = edit.new_attachment(file);
            }
            interaction
                .edit(&self.http, edit)
                .await
                .map(|_| ())
                .map_err(|e| classify(&e))
        }
    }

    async fn send_dm(
        &self,
        user: u64,
        text: &str,
        image: Option<&Image>,
        actions: &[Action],
        nonce: Option<&str>,
    ) -> Result<(), Failure> {
        let channel = DiscordUserId::new(user)
            .create_dm_channel(&*self.http)
            .await
            .map_err(|e| classify(&e))?;
        // Nobody to ping in a DM.
        let dm = message(text, image, actions)
            .await
            .allowed_mentions(CreateAllowedMentions::new());
        let dm = keyed(dm, nonce);
        channel
            .id
            .send_message(&self.http, dm)
            .await
            .map(|_| ())
            .map_err(|e| classify(&e))
    }

    /// A private message for `user`: ephemeral when it answers their interaction, else a DM;
    /// when DMs are closed, an ephemeral answer if there is an interaction, else a notice.
    async fn private(
        &self,
        user: u64,
        text: &str,
        image: Option<&Image>,
        actions: &[Action],
        nonce: Option<&str>,
    ) -> Result<(), Failure> {
        let ours = self.interaction_user() == Some(user);
        match self.send_dm(user, text, image, actions, nonce).await {
            Err(Failure::DmsClosed) if ours => self.answer(text, image).await,
            Err(Failure::DmsClosed) => {
                // A nonce of its own: the notice is another message than the DM.
                let nonce = nonce.map(|n| format!("{n}n"));
                self.notice_dms_closed(user, nonce.as_deref()).await
            }
            other => other,
        }
    }

    async fn notice_dms_closed(&self, user: u64, nonce: Option<&str>) -> Result<(), Failure> {
        let Some(channel) = self.memory.channel_of(user) else {
            return Err(Failure::Permanent(format!(
                "user {user} does not accept DMs and has no known channel"
            )));
        };
        let text = Msg::DmsClosedNotice {
            user: format!("<@{user}>"),
        }
        .english();
        let notice = CreateMessage::new()
            .content(clip(&text))
            .allowed_mentions(CreateAllowedMentions::new().users([DiscordUserId::new(user)]));
        let notice = keyed(notice, nonce);
        ChannelId::new(channel)
            .send_message(&self.http, notice)
            .await
            .map(|_| ())
            .map_err(|e| classify(&e))
    }

    /// Disables the buttons of challenge posts whose challenge is no longer waiting.
    async fn retire_challenge_buttons(&self, service: &Service) {
        if self.alive.as_ref().is_some_and(|a| a.strong_count() == 0) {
            return;
        }
        let posted: Vec<ChallengeId> = match self.memory.challenge_posts.lock() {
            Ok(posts) if !posts.is_empty() => posts.keys().copied().collect(),
            _ => return,
        };
        let waiting: std::collections::HashSet<ChallengeId> = service
            .with_core(|core| core.challenges().map(|c| c.id).collect())
            .await;
        for id in posted.into_iter().filter(|id| !waiting.contains(id)) {
            let post = self
                .memory
                .challenge_posts
                .lock()
                .ok()
                .and_then(|mut posts| posts.remove(&id));
            let Some(post) = post else {
                continue;
            };
            let edit = EditMessage::new().components(buttons::disabled(&post.components));
            if let Err(error) = post
                .channel_id
                .edit_message(&self.http, post.id, edit)
                .await
            {
                tracing::warn!(%error, challenge = %id, "could not disable a challenge's buttons");
            }
        }
    }

    /// Where a game's channel post goes: its thread, its channel, or its channel and then a
    /// new thread started from that post (the server wants a thread per game).
    async fn route(&self, game: GameId, channel: u64) -> Route {
        let service = &self.memory.service;
        match service.game_thread(Platform::Discord, game).await {
            Ok(Some(thread)) => {
                if let Some(id) = parse_id(&thread.thread) {
                    return Route::Thread(id);
                }
            }
            Ok(None) => {}
            Err(error) => {
                tracing::warn!(%error, %game, "looking up a game's thread failed");
                return Route::Channel;
            }
        }
        let guild = match self.memory.known_guild(channel) {
            Some(guild) => guild,
            None => match ChannelId::new(channel).to_channel(&self.http).await {
                Ok(serenity::all::Channel::Guild(c)) => {
                    self.memory.remember_guild(channel, c.guild_id.get());
                    c.guild_id.get()
                }
                Ok(_) => return Route::Channel,
                Err(error) => {
                    tracing::warn!(%error, channel, "could not learn a channel's server");
                    return Route::Channel;
                }
            },
        };
        let settings = service
            .guild_settings(Platform::Discord, &guild.to_string())
            .await;
        if settings.threads {
            Route::NewThread
        } else {
            Route::Channel
        }
    }

    /// Opens the thread of `game` from its first post and records it; a failure is logged
    /// and the game's posts stay in its channel.
    async fn start_thread(&self, game: GameId, channel: u64, from: MessageId) {
        let name = Msg::ThreadName { game }.english();
        let thread = ChannelId::new(channel)
            .create_thread_from_message(&self.http, from, CreateThread::new(name))
            .await;
        match thread {
            Ok(thread) => {
                self.memory.remember_thread(thread.id.get(), channel);
                let record = GameThread {
                    game,
                    channel: channel.to_string(),
                    thread: thread.id.to_string(),
                };
                if let Err(error) = self
                    .memory
                    .service
                    .put_game_thread(Platform::Discord, &record)
                    .await
                {
                    tracing::error!(%error, %game, "recording a game's thread failed");
                    return;
                }
                self.memory
                    .remember_guild(thread.id.get(), thread.guild_id.get());
            }
            Err(error) => tracing::warn!(%error, %game, "could not open a thread for a game"),
        }
    }

    /// Carries out `effect`; its messages (not the ephemeral answers, which have no nonce)
    /// carry `nonce`.
    async fn carry(&self, effect: &Effect, nonce: Option<&str>) -> Result<(), Failure> {
        match effect {
            Effect::Post {
                channel,
                text,
                image,
                actions,
                game,
                ..
            } => {
                let Some(channel) = parse_id(channel) else {
                    return Err(Failure::Permanent(format!("bad channel id {channel:?}")));
                };
                let route = match game {
                    Some(game) => self.route(*game, channel).await,
                    None => Route::Channel,
                };
                let target = match route {
                    Route::Thread(thread) => thread,
                    Route::Channel | Route::NewThread => channel,
                };
                let file = attachment(image.as_ref()).await;
                let posted = ChannelId::new(target)
                    .send_message(&self.http, keyed(post(text, file, actions), nonce))
                    .await
                    .map_err(|e| classify(&e))?;
                if let (Route::NewThread, Some(game)) = (route, game) {
                    self.start_thread(*game, channel, posted.id).await;
                }
                let challenge = actions.iter().find_map(|a| match a.kind {
                    ActionKind::Accept { challenge } => Some(challenge),
                    _ => None,
                });
                if let (Some(challenge), Ok(mut posts)) =
                    (challenge, self.memory.challenge_posts.lock())
                {
                    posts.insert(challenge, posted);
                }
                Ok(())
            }
            Effect::Dm {
                user,
                text,
                image,
                actions,
            } => {
                let Some(id) = parse_id(&user.id) else {
                    return Err(Failure::Permanent(format!("bad user id {:?}", user.id)));
                };
                self.private(id, text, image.as_ref(), actions, nonce).await
            }
            Effect::Reply {
                user, text, image, ..
            } => {
                let Some(id) = parse_id(&user.id) else {
                    return Err(Failure::Permanent(format!("bad user id {:?}", user.id)));
                };
                if self.interaction_user() == Some(id) {
                    self.replied.store(true, Ordering::SeqCst);
                    self.answer(text, image.as_ref()).await
                } else {
                    self.private(id, text, image.as_ref(), &[], nonce).await
                }
            }
            Effect::Edit {
                place: Place::Channel(channel),
                message_id,
                text,
                ..
            } => {
                let (Some(channel), Some(message)) = (parse_id(channel), parse_id(message_id))
                else {
                    return Err(Failure::Permanent("bad ids in an edit".into()));
                };
                ChannelId::new(channel)
                    .edit_message(
                        &self.http,
                        MessageId::new(message),
                        EditMessage::new()
                            .content(clip(text))
                            .allowed_mentions(CreateAllowedMentions::new()),
                    )
                    .await
                    .map(|_| ())
                    .map_err(|e| classify(&e))
            }
            Effect::Delete {
                place: Place::Channel(channel),
                message_id,
                ..
            } => {
                let (Some(channel), Some(message)) = (parse_id(channel), parse_id(message_id))
                else {
                    return Err(Failure::Permanent("bad ids in a delete".into()));
                };
                let channel = self.memory.thread_of_message(message).unwrap_or(channel);
                ChannelId::new(channel)
                    .delete_message(&self.http, MessageId::new(message))
                    .await
                    .map_err(|e| classify(&e))
            }
            // A bot cannot edit or delete the user's messages in a DM.
            Effect::Edit {
                place: Place::Dm, ..
            }
            | Effect::Delete {
                place: Place::Dm, ..
            } => Ok(()),
        }
    }
}

impl DiscordSink {
    async fn deliver_with(&self, effect: &Effect, nonce: Option<&str>) -> Result<(), String> {
        if self.alive.as_ref().is_some_and(|a| a.strong_count() == 0) {
            return Err("the client has stopped".to_owned());
        }
        match self.carry(effect, nonce).await {
            Ok(()) => Ok(()),
            Err(Failure::Transient(error)) => Err(error),
            Err(Failure::Permanent(error)) => {
                tracing::error!(%error, recipient = ?effect.recipient(), "Discord refused an effect; dropped");
                Ok(())
            }
            Err(Failure::DmsClosed) => {
                tracing::error!(recipient = ?effect.recipient(), "DMs closed and no fallback");
                Ok(())
            }
        }
    }
}

impl Sink for DiscordSink {
    async fn deliver(&self, effect: &Effect) -> Result<(), String> {
        self.deliver_with(effect, None).await
    }

    async fn deliver_keyed(&self, key: &str, effect: &Effect) -> Result<(), String> {
        self.deliver_with(effect, Some(key)).await
    }

    async fn housekeep(&self, service: &Service) {
        self.retire_challenge_buttons(service).await;
    }
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use serde_json::{json, Value};
    use serenity::all::{CreateAttachment, CreateMessage};

    use super::post;
    use crate::core::{
        effect::{Action, ActionKind},
        ChallengeId, Platform, UserId,
    };

    fn json_of(m: &CreateMessage) -> Value {
        serde_json::to_value(m).unwrap()
    }

    #[test]
    fn a_post_is_an_embed_showing_its_own_file() {
        for name in ["board.png", "board.gif"] {
            let file = CreateAttachment::bytes(vec![1, 2, 3], name);
            let m = json_of(&post("Game #1, move 2: Bob played c1.", Some(file), &[]));
            assert!(m.get("content").is_none(), "{m}");
            assert_eq!(
                m["embeds"][0]["description"],
                "Game #1, move 2: Bob played c1."
            );
            assert_eq!(
                m["embeds"][0]["image"]["url"],
                format!("attachment://{name}")
            );
            assert!(m["embeds"][0].get("title").is_none());
        }
    }

    #[test]
    fn a_post_without_a_board_has_no_image() {
        let m = json_of(&post("Game #1, move 3: a stone was hit.", None, &[]));
        assert_eq!(
            m["embeds"][0]["description"],
            "Game #1, move 3: a stone was hit."
        );
        assert!(m["embeds"][0].get("image").is_none());
        assert_eq!(m["attachments"], json!([]));
    }

    #[test]
    fn only_the_mentions_that_pinged_stay_in_the_content() {
        let bob = UserId::new(Platform::Discord, "42");
        let accept = Action::for_users(
            ActionKind::Accept {
                challenge: ChallengeId(1),
            },
            [bob],
        );
        let text = "<@7> challenges <@42> to hex 7.";
        let m = json_of(&post(text, None, &[accept]));
        assert_eq!(m["content"], "<@42>");
        assert_eq!(m["allowed_mentions"]["users"], json!(["42"]));
        assert_eq!(m["embeds"][0]["description"], text);
        assert_eq!(m["components"][0]["type"], 1);
    }

    #[test]
    fn a_long_text_is_cut_to_the_description_limit() {
        let text = "x".repeat(5000);
        let m = json_of(&post(&text, None, &[]));
        let description = m["embeds"][0]["description"].as_str().unwrap();
        assert_eq!(description.chars().count(), super::MAX_DESCRIPTION);
        assert!(description.ends_with('…'));
    }
}
