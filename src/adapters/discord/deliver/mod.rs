//! Effects → Discord REST calls: [`DiscordSink`].
//!
//! Private boards go by DM with the PNG attached. When Discord refuses the DM (50007: the user
//! does not accept DMs), the image never goes to the channel: an answer to an interaction
//! becomes an ephemeral follow-up, anything else a text-only notice in the channel where the
//! user last wrote, asking them to open their DMs.
//!
//! A channel post degrades to the bot's permissions there (`post_degrading`), worked out
//! beforehand from what the gateway said (`powers`): without Embed Links its text goes as
//! content, without Attach Files it goes without the picture and says why; each in one
//! request, not after a refusal.
//!
//! A file over the upload limit (the interaction's `attachment_size_limit`, else Discord's
//! 10 MiB; or Discord's 413 / 40005) is left out and the text says so; a game's record goes
//! as a file (`game-N.sgf`), never cut. An edit in an archived thread (50083) unarchives it
//! and tries again. A Dark Hex move typed in public is deleted and its author told so in one
//! message; one the bot may not delete (50013) is left to its author, who is asked privately
//! to delete it. DM channels are opened once per user and kept.
//!
//! A delivery that takes longer than a moment (a bucket waited for, a slow upload) goes on in
//! the background, so that the next channel's messages go out meanwhile
//! ([`inflight`](super::inflight)).
//!
//! Transient failures (5xx, network) leave the effect in the outbox; the pump's clock retries
//! it. Permanent refusals (other 4xx) are logged and dropped. serenity's rate limiter waits
//! out a 429 inside the call; one that reaches us (the proxy mode's relay passes on a wait
//! over a second) holds back that recipient alone, for as long as Discord asked, or with a
//! growing wait when that is unknown ([`backoff`](super::backoff)).

use std::sync::{
    atomic::{AtomicBool, Ordering},
    Arc,
};

use serenity::{
    all::{ChannelId, CreateAllowedMentions, EditMessage, MessageId},
    http::Http,
};

use super::memory::Memory;
use crate::sync::Locked;
use crate::{
    adapters::discord_syntax,
    core::{effect::ActionKind, Effect, InterfaceMsg, Place},
    i18n::Lang,
    runtime::{Outcome, Service, Sink},
};

mod answer;
mod compose;
mod failure;
mod posting;
mod private;
mod threads;
mod through;

pub(super) use self::answer::Answerable;
pub(super) use self::compose::{clip, parse_id};
pub use self::failure::Failure;
pub(super) use self::threads::unarchived;
use self::{
    compose::{attachment, Extra, UPLOAD_LIMIT},
    failure::{classify, has_code, lacks_permission, UNKNOWN_MESSAGE},
    threads::Route,
};
use super::inflight::{Turn, SLOW_DELIVERY};

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
    /// The largest file the interaction's answers may carry (Discord says, per interaction).
    upload_limit: u64,
    /// The language the interaction's user reads (for the sink's own words).
    lang: Lang,
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
            upload_limit: UPLOAD_LIMIT,
            lang: Lang::En,
            alive: None,
        }
    }

    pub(super) fn for_interaction(mut self, interaction: Answerable) -> Self {
        // A button's acknowledgement has no answer to fill in.
        let answered = matches!(interaction, Answerable::Component(_));
        self.answered = AtomicBool::new(answered);
        self.upload_limit = Some(interaction.upload_limit())
            .filter(|&limit| limit > 0)
            .unwrap_or(UPLOAD_LIMIT);
        self.interaction = Some(interaction);
        self
    }

    /// The sink's own words (an answer filled in before a post goes through the interaction)
    /// in `lang`.
    pub(super) fn speaking(mut self, lang: Lang) -> Self {
        self.lang = lang;
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
                if self.speaks_through(channel) {
                    return self
                        .post_through(text, image.as_ref().into(), actions)
                        .await;
                }
                if self.memory.unreachable(channel) {
                    // A group DM, and no interaction of it to answer: Discord would refuse.
                    tracing::debug!(channel, "a post for a private channel without the bot");
                    return Ok(());
                }
                let route = match game {
                    Some(game) => self.route(*game, channel).await,
                    None => Route::Channel,
                };
                let target = match route {
                    Route::Thread(thread) => {
                        // Its permissions are its parent's (a thread archived before the
                        // bot started is not in GUILD_CREATE).
                        self.memory.powers.thread(thread, channel);
                        thread
                    }
                    Route::Channel | Route::NewThread => channel,
                };
                let file = attachment(image.as_ref().into(), UPLOAD_LIMIT).await?;
                let posted = self
                    .post_degrading(ChannelId::new(target), text, file, actions, nonce)
                    .await?;
                if let (Route::NewThread, Some(game)) = (route, game) {
                    self.start_thread(*game, channel, posted.id).await;
                }
                let challenge = actions.iter().find_map(|a| match a.kind {
                    ActionKind::Accept { challenge } => Some(challenge),
                    _ => None,
                });
                if let Some(challenge) = challenge {
                    self.memory
                        .challenge_posts
                        .locked()
                        .posted(challenge, posted);
                }
                Ok(())
            }
            Effect::Dm {
                user,
                text,
                image,
                actions,
                channel,
            } => {
                let Some(id) = parse_id(&user.id) else {
                    return Err(Failure::Permanent(format!("bad user id {:?}", user.id)));
                };
                let near = channel.as_deref().and_then(parse_id);
                self.private(id, text, image.as_ref().into(), actions, nonce, near)
                    .await
            }
            Effect::Reply {
                user,
                place,
                text,
                image,
                file,
                ..
            } => {
                let Some(id) = parse_id(&user.id) else {
                    return Err(Failure::Permanent(format!("bad user id {:?}", user.id)));
                };
                // A record goes whole as a file, with its caption for text.
                let (text, extra) = match file {
                    Some(file) => (&file.caption, Extra::Text(file)),
                    None => (text, image.as_ref().into()),
                };
                if self.interaction_user() == Some(id) {
                    self.replied.store(true, Ordering::SeqCst);
                    self.answer_with(text, extra).await
                } else {
                    self.private(id, text, extra, &[], nonce, channel_of(place))
                        .await
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
                let channel = ChannelId::new(channel);
                let edit = EditMessage::new()
                    .content(clip(text))
                    .allowed_mentions(CreateAllowedMentions::new());
                unarchived(&self.http, channel, || {
                    channel.edit_message(&self.http, MessageId::new(message), edit.clone())
                })
                .await
                .map(|_| ())
                .map_err(|e| classify(&e))
            }
            Effect::Delete {
                place: Place::Channel(channel),
                message_id,
                notice,
                ..
            } => {
                let (Some(channel), Some(message)) = (parse_id(channel), parse_id(message_id))
                else {
                    return Err(Failure::Permanent("bad ids in a delete".into()));
                };
                let channel = self.memory.thread_of_message(message).unwrap_or(channel);
                let removed = match ChannelId::new(channel)
                    .delete_message(&self.http, MessageId::new(message))
                    .await
                {
                    Ok(()) => true,
                    // No Manage Messages: the move stays visible, and its author is told so.
                    Err(error) if lacks_permission(&error) => {
                        tracing::warn!(channel, "no Manage Messages: a move typed in public stays");
                        false
                    }
                    // Gone already (its author was quicker, or this is a retry after the
                    // delete went through): nothing shows the move.
                    Err(error) if has_code(&error, UNKNOWN_MESSAGE) => true,
                    Err(error) => return Err(classify(&error)),
                };
                let Some(notice) = notice else {
                    return Ok(());
                };
                let Some(author) = parse_id(&notice.user.id) else {
                    return Err(Failure::Permanent(format!(
                        "bad user id {:?}",
                        notice.user.id
                    )));
                };
                // One message, true to what happened (a nonce of its own: not the delete's).
                let text = if removed {
                    &notice.removed
                } else {
                    &notice.kept
                };
                let nonce = nonce.map(|n| format!("{n}d"));
                self.private(
                    author,
                    text,
                    Extra::None,
                    &[],
                    nonce.as_deref(),
                    Some(channel),
                )
                .await
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
    async fn deliver_with(&self, effect: &Effect, nonce: Option<&str>) -> Outcome {
        if self.alive.as_ref().is_some_and(|a| a.strong_count() == 0) {
            return Outcome::retry("stopped", "the client has stopped");
        }
        let recipient = effect.recipient();
        if let Some(key) = nonce {
            match self.memory.inflight.turn(&recipient, key) {
                Turn::Go | Turn::Again => {}
                Turn::AlreadyDelivered => return Outcome::Done,
                Turn::Wait => {
                    return Outcome::retry("busy", "an earlier delivery there is not settled")
                }
            }
        }
        if self.memory.backoffs.holds(&recipient) {
            return Outcome::retry("rate_limited", "the channel's rate limit: waiting");
        }
        let carried = match (nonce, &self.interaction) {
            // Not an interaction's answer, and keyed: a slow delivery may go on alone.
            (Some(key), None) => match self.carry_or_detach(effect, key).await {
                Some(carried) => carried,
                None => return Outcome::retry("slow", "going on in the background"),
            },
            _ => self.carry_lightened(effect, nonce).await,
        };
        if !matches!(carried, Err(Failure::RateLimited(_))) {
            self.memory.backoffs.cleared(&recipient);
        }
        match carried {
            Ok(()) => Outcome::Done,
            Err(Failure::RateLimited(asked)) => {
                let (wait, new) = self.memory.backoffs.limited(&recipient, asked);
                if new {
                    tracing::warn!(
                        ?recipient,
                        ?wait,
                        "Discord rate-limited a channel: it waits"
                    );
                }
                Outcome::retry("rate_limited", format!("rate limited: waiting {wait:?}"))
            }
            Err(Failure::TooLarge) => Outcome::dropped(
                "too_large",
                "over the upload limit even without its picture",
            ),
            Err(Failure::Transient(error)) => Outcome::retry("transient", error),
            Err(Failure::Permanent(error)) => Outcome::dropped("refused", error),
            Err(Failure::DmsClosed) => {
                Outcome::dropped("dms_closed", "DMs closed and no other way to the reader")
            }
        }
    }
}

impl DiscordSink {
    /// [`DiscordSink::carry`], and without the picture when Discord finds it too large.
    async fn carry_lightened(&self, effect: &Effect, nonce: Option<&str>) -> Result<(), Failure> {
        match self.carry(effect, nonce).await {
            // Too large for Discord: the same without its picture, and the reader told why.
            Err(Failure::TooLarge) => match without_picture(effect) {
                Some(lighter) => self.carry(&lighter, nonce).await,
                None => Err(Failure::Permanent("a file over the upload limit".into())),
            },
            other => other,
        }
    }

    /// Carries `effect` in a task of its own; if it is not done within [`SLOW_DELIVERY`], it
    /// goes on in the background ([`inflight`](super::inflight)) and `None` says so.
    async fn carry_or_detach(&self, effect: &Effect, key: &str) -> Option<Result<(), Failure>> {
        // The same sink, owned by the task (it answers no interaction: see `deliver_with`).
        let mut sink = Self::new(Arc::clone(&self.http), Arc::clone(&self.memory));
        sink.alive = self.alive.clone();
        let (recipient, owned, nonce) = (effect.recipient(), effect.clone(), key.to_owned());
        let mut task =
            tokio::spawn(async move { sink.carry_lightened(&owned, Some(&nonce)).await });
        match tokio::time::timeout(SLOW_DELIVERY, &mut task).await {
            Ok(Ok(carried)) => Some(carried),
            Ok(Err(error)) => Some(Err(Failure::Transient(format!("delivery task: {error}")))),
            Err(_) => {
                let memory = Arc::clone(&self.memory);
                let key = key.to_owned();
                memory.inflight.started(&recipient, &key);
                tracing::info!(?recipient, "a slow delivery goes on in the background");
                tokio::spawn(async move {
                    let delivered = match task.await {
                        Ok(Ok(())) => true,
                        Ok(Err(failure)) => {
                            tracing::warn!(?failure, "a background delivery failed; will retry");
                            false
                        }
                        Err(_) => false,
                    };
                    memory.inflight.ended(&recipient, &key, delivered);
                    // The rows behind it need not wait for the clock's next round.
                    memory.retry_soon.notify_one();
                });
                None
            }
        }
    }
}

/// The channel of `place`, as an id.
fn channel_of(place: &Place) -> Option<u64> {
    match place {
        Place::Channel(channel) => parse_id(channel),
        Place::Dm => None,
    }
}

/// `effect` without its picture, its text saying so; `None` when it has none to leave out.
fn without_picture(effect: &Effect) -> Option<Effect> {
    let mut lighter = effect.clone();
    let (Effect::Post { text, image, .. }
    | Effect::Dm { text, image, .. }
    | Effect::Reply { text, image, .. }) = &mut lighter
    else {
        return None;
    };
    // Said in the picture's language: its reader's.
    let lang = image.take()?.caption.lang;
    text.push('\n');
    text.push_str(&InterfaceMsg::PictureTooLarge.text(lang));
    Some(lighter)
}

impl Sink for DiscordSink {
    // Every effect goes out with its marks in Discord's syntax (`<@123>`), so none reaches a
    // reader; old rows hold `<@123>` already and pass unchanged.
    async fn deliver(&self, effect: &Effect) -> Outcome {
        let effect = effect.rendered(&discord_syntax::render);
        self.deliver_with(&effect, None).await
    }

    async fn deliver_keyed(&self, key: &str, effect: &Effect) -> Outcome {
        let effect = effect.rendered(&discord_syntax::render);
        self.deliver_with(&effect, Some(key)).await
    }

    async fn housekeep(&self, service: &Service) {
        self.retire_challenge_buttons(service).await;
    }
}
