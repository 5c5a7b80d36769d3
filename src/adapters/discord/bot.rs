//! The Discord bot: gateway events in, [`Effect`]s out.
//!
//! Messages (`MESSAGE_CREATE`, in guild channels and DMs) and `/hex` slash commands become
//! [`Incoming`]s for the [`Service`]; the effects it decides are delivered by [`DiscordSink`].
//! The Discord message (or interaction) id is the incoming message id, so an event the gateway
//! delivers twice (after a resume) is ignored by the store.
//!
//! Private boards go by DM with the PNG attached. When Discord refuses the DM (50007: the user
//! does not accept DMs), the image never goes to the channel: an answer to an interaction
//! becomes an ephemeral follow-up, anything else a text-only notice in the channel where the
//! user last wrote, asking them to open their DMs.
//!
//! Transient failures (5xx, network) leave the effect in the outbox; the clock loop retries
//! it. Permanent refusals (other 4xx) are logged and dropped. Rate limits are serenity's job:
//! its rate limiter waits and retries a 429 before the call returns.

use std::{
    collections::HashMap,
    sync::{
        atomic::{AtomicBool, AtomicU64, Ordering},
        Arc, Mutex as StdMutex,
    },
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use serenity::{
    all::{
        ChannelId, Client, ClientBuilder, Command as GlobalCommand, CommandInteraction, Context,
        CreateAttachment, CreateInteractionResponseFollowup, CreateMessage,
        EditInteractionResponse, EditMessage, EventHandler, GatewayIntents, GuildId, Interaction,
        Message, MessageId, Ready, UserId as DiscordUserId,
    },
    async_trait,
    http::{Http, HttpError},
};
use tokio::sync::Mutex;

use super::{
    commands,
    connect::{build_http, ApiTarget, ConnectError},
};
use crate::{
    core::{render_image, Content, Effect, Image, Incoming, Millis, Place, Platform},
    store::{Delivery, Service, Sink},
};

/// Discord's longest message content.
const MAX_CONTENT: usize = 2000;
/// Discord's error code for "Cannot send messages to this user".
const DMS_CLOSED: isize = 50007;

/// What the Discord bot needs to run.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The bot token.
    pub token: String,
    /// Where REST calls go.
    pub target: ApiTarget,
    /// Register `/hex` in this guild only (fast during development); globally when `None`.
    pub guild_id: Option<u64>,
    /// How often the clock runs and failed deliveries are retried.
    pub tick: Duration,
}

/// The gateway intents the bot asks for. `MESSAGE_CONTENT` is privileged: it must be enabled
/// for the application in the Discord developer portal, or typed moves arrive empty.
pub fn intents() -> GatewayIntents {
    GatewayIntents::GUILDS
        | GatewayIntents::GUILD_MESSAGES
        | GatewayIntents::DIRECT_MESSAGES
        | GatewayIntents::MESSAGE_CONTENT
}

/// Builds the serenity client for `service`; run it with [`Client::start`].
///
/// # Errors
///
/// When the HTTP client cannot be built or serenity refuses the settings.
pub async fn client(service: Arc<Service>, settings: &Settings) -> Result<Client, ClientError> {
    let http = build_http(&settings.token, &settings.target)?;
    let handler = Handler::new(service, settings);
    Ok(ClientBuilder::new_with_http(http, intents())
        .event_handler(handler)
        .await?)
}

/// Why the client could not be built.
#[derive(Debug, thiserror::Error)]
pub enum ClientError {
    /// The HTTP client.
    #[error(transparent)]
    Connect(#[from] ConnectError),
    /// serenity.
    #[error("serenity: {0}")]
    Serenity(#[from] serenity::Error),
}

fn now_ms() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// State shared by the handler, the clock loop and every sink.
#[derive(Debug, Default)]
struct Shared {
    /// The guild channel where each user last wrote to the bot: where a notice goes when the
    /// user's DMs are closed.
    last_channel: StdMutex<HashMap<u64, u64>>,
}

impl Shared {
    fn saw(&self, user: u64, channel: u64) {
        if let Ok(mut map) = self.last_channel.lock() {
            map.insert(user, channel);
        }
    }

    fn channel_of(&self, user: u64) -> Option<u64> {
        self.last_channel
            .lock()
            .ok()
            .and_then(|map| map.get(&user).copied())
    }
}

/// The serenity event handler.
pub struct Handler {
    service: Arc<Service>,
    shared: Arc<Shared>,
    /// Held from `handle` to the end of `dispatch`, so the retry of pending effects never
    /// sends an effect that is being delivered right now.
    turn: Arc<Mutex<()>>,
    guild_id: Option<u64>,
    tick: Duration,
    clock_started: AtomicBool,
    /// The bot's own user id, from Ready.
    me: AtomicU64,
}

impl std::fmt::Debug for Handler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Handler")
            .field("guild_id", &self.guild_id)
            .finish_non_exhaustive()
    }
}

/// The deliveries meant for Discord: a process serving several networks shares one outbox.
fn discord_only(deliveries: Vec<Delivery>) -> Vec<Delivery> {
    deliveries
        .into_iter()
        .filter(|d| d.effect.platform() == Platform::Discord)
        .collect()
}

/// Lets the computer play every move due in Discord games, then delivers what they caused.
async fn play_computers(service: &Service, sink: &DiscordSink, turn: &Mutex<()>) {
    match service
        .play_computers_on(Some(Platform::Discord), now_ms)
        .await
    {
        Ok(deliveries) if !deliveries.is_empty() => {
            let _turn = turn.lock().await;
            if let Err(error) = service.dispatch(sink, &deliveries, now_ms()).await {
                tracing::error!(%error, "marking deliveries failed");
            }
        }
        Ok(_) => {}
        Err(error) => tracing::error!(%error, "the computer could not play"),
    }
}

impl Handler {
    /// A handler feeding `service`.
    pub fn new(service: Arc<Service>, settings: &Settings) -> Self {
        Self {
            service,
            shared: Arc::new(Shared::default()),
            turn: Arc::new(Mutex::new(())),
            guild_id: settings.guild_id,
            tick: settings.tick,
            clock_started: AtomicBool::new(false),
            me: AtomicU64::new(0),
        }
    }

    /// Handles one incoming event and delivers what it caused.
    async fn process(&self, sink: &DiscordSink, incoming: &Incoming) {
        {
            let _turn = self.turn.lock().await;
            let now = now_ms();
            match self.service.handle(incoming, now).await {
                Ok(deliveries) => {
                    let deliveries = discord_only(deliveries);
                    if let Err(error) = self.service.dispatch(sink, &deliveries, now).await {
                        tracing::error!(%error, "marking deliveries failed");
                    }
                }
                Err(error) => {
                    tracing::error!(%error, "handling a Discord event failed");
                    if let Err(error) = sink.deliver(&Service::apology(incoming)).await {
                        tracing::warn!(%error, "the apology could not be sent");
                    }
                }
            }
        }
        // The event may have made it the computer's turn: it thinks off the async runtime,
        // outside the core lock, and its moves are delivered like any other.
        play_computers(&self.service, sink, &self.turn).await;
    }

    fn start_clock(&self, http: Arc<Http>) {
        if self.clock_started.swap(true, Ordering::SeqCst) {
            return;
        }
        let service = Arc::clone(&self.service);
        let turn = Arc::clone(&self.turn);
        let sink = DiscordSink::new(http, Arc::clone(&self.shared));
        let every = self.tick.max(Duration::from_millis(100));
        tokio::spawn(async move {
            loop {
                {
                    let _turn = turn.lock().await;
                    let now = now_ms();
                    let mut work: Vec<Delivery> = Vec::new();
                    match service.pending().await {
                        Ok(pending) => work.extend(discord_only(pending)),
                        Err(error) => tracing::error!(%error, "reading the outbox failed"),
                    }
                    if let Err(error) = service.dispatch(&sink, &work, now).await {
                        tracing::error!(%error, "marking deliveries failed");
                    }
                    match service.tick(now).await {
                        Ok(ticks) => {
                            let ticks = discord_only(ticks);
                            if let Err(error) = service.dispatch(&sink, &ticks, now).await {
                                tracing::error!(%error, "marking deliveries failed");
                            }
                        }
                        Err(error) => tracing::error!(%error, "the clock failed"),
                    }
                }
                // Computer turns left over from a restart or a failed attempt.
                play_computers(&service, &sink, &turn).await;
                tokio::time::sleep(every).await;
            }
        });
    }

    async fn slash(&self, ctx: &Context, cmd: CommandInteraction) {
        if cmd.data.name != commands::NAME {
            return;
        }
        // Acknowledge within Discord's 3 seconds; answers follow privately.
        if let Err(error) = cmd.defer_ephemeral(&ctx.http).await {
            tracing::warn!(%error, "could not acknowledge an interaction");
            return;
        }
        let user = cmd.user.id.get();
        let place = match cmd.guild_id {
            Some(_) => {
                self.shared.saw(user, cmd.channel_id.get());
                Place::Channel(cmd.channel_id.to_string())
            }
            None => Place::Dm,
        };
        let sink = DiscordSink::new(Arc::clone(&ctx.http), Arc::clone(&self.shared))
            .for_interaction(cmd.clone());
        match commands::to_command(&cmd.data.options) {
            Ok(command) => {
                let incoming = Incoming {
                    platform: Platform::Discord,
                    user: user.to_string(),
                    display_name: display_name(&cmd.user),
                    place,
                    message_id: Some(cmd.id.to_string()),
                    content: Content::Command(command),
                };
                self.process(&sink, &incoming).await;
            }
            Err(text) => {
                if let Err(error) = sink.answer(&text, None).await {
                    tracing::warn!(?error, "could not answer an interaction");
                }
            }
        }
        if !sink.answered() {
            if let Err(error) = sink.answer("Done.", None).await {
                tracing::warn!(?error, "could not answer an interaction");
            }
        }
    }
}

fn display_name(user: &serenity::all::User) -> String {
    user.global_name
        .clone()
        .unwrap_or_else(|| user.name.clone())
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        self.me.store(ready.user.id.get(), Ordering::SeqCst);
        let command = commands::definition();
        let registered = match self.guild_id {
            Some(guild) => GuildId::new(guild)
                .set_commands(&ctx.http, vec![command])
                .await
                .map(|_| ()),
            None => GlobalCommand::set_global_commands(&ctx.http, vec![command])
                .await
                .map(|_| ()),
        };
        if let Err(error) = registered {
            tracing::error!(%error, "registering /hex failed");
        }
        self.start_clock(Arc::clone(&ctx.http));
    }

    async fn message(&self, ctx: Context, msg: Message) {
        if msg.author.bot || msg.author.id.get() == self.me.load(Ordering::SeqCst) {
            return;
        }
        let user = msg.author.id.get();
        let place = match msg.guild_id {
            Some(_) => {
                self.shared.saw(user, msg.channel_id.get());
                Place::Channel(msg.channel_id.to_string())
            }
            None => Place::Dm,
        };
        let incoming = Incoming::text(
            Platform::Discord,
            &user.to_string(),
            &display_name(&msg.author),
            place,
            Some(&msg.id.to_string()),
            &msg.content,
        );
        let sink = DiscordSink::new(Arc::clone(&ctx.http), Arc::clone(&self.shared));
        self.process(&sink, &incoming).await;
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        if let Interaction::Command(cmd) = interaction {
            self.slash(&ctx, cmd).await;
        }
    }
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
fn clip(text: &str) -> String {
    if text.chars().count() <= MAX_CONTENT {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(MAX_CONTENT - 1).collect();
    out.push('…');
    out
}

fn attachment(image: Option<&Image>) -> Option<CreateAttachment> {
    let image = image?;
    match render_image(image) {
        Ok((bytes, ext)) => Some(CreateAttachment::bytes(bytes, format!("board.{ext}"))),
        Err(error) => {
            tracing::warn!(%error, "board not rendered; sending text only");
            None
        }
    }
}

fn message(text: &str, image: Option<&Image>) -> CreateMessage {
    let mut m = CreateMessage::new().content(clip(text));
    if let Some(file) = attachment(image) {
        m = m.add_file(file);
    }
    m
}

fn parse_id(id: &str) -> Option<u64> {
    id.parse::<u64>().ok().filter(|&n| n != 0)
}

/// Carries [`Effect`]s out as Discord API calls; optionally in answer to one interaction,
/// whose user then gets private answers as ephemeral messages.
pub struct DiscordSink {
    http: Arc<Http>,
    shared: Arc<Shared>,
    interaction: Option<CommandInteraction>,
    answered: AtomicBool,
}

impl std::fmt::Debug for DiscordSink {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("DiscordSink")
            .field("interaction", &self.interaction.as_ref().map(|i| i.id))
            .finish_non_exhaustive()
    }
}

impl DiscordSink {
    fn new(http: Arc<Http>, shared: Arc<Shared>) -> Self {
        Self {
            http,
            shared,
            interaction: None,
            answered: AtomicBool::new(false),
        }
    }

    fn for_interaction(mut self, interaction: CommandInteraction) -> Self {
        self.interaction = Some(interaction);
        self
    }

    fn answered(&self) -> bool {
        self.answered.load(Ordering::SeqCst)
    }

    fn interaction_user(&self) -> Option<u64> {
        self.interaction.as_ref().map(|i| i.user.id.get())
    }

    /// An ephemeral answer to the interaction: the deferred response first, follow-ups after.
    async fn answer(&self, text: &str, image: Option<&Image>) -> Result<(), Failure> {
        let Some(interaction) = &self.interaction else {
            return Err(Failure::Permanent("no interaction to answer".into()));
        };
        let file = attachment(image);
        if self.answered.swap(true, Ordering::SeqCst) {
            let mut followup = CreateInteractionResponseFollowup::new()
                .content(clip(text))
                .ephemeral(true);
            if let Some(file) = file {
                followup = followup.add_file(file);
            }
            interaction
                .create_followup(&self.http, followup)
                .await
                .map(|_| ())
                .map_err(|e| classify(&e))
        } else {
            let mut edit = EditInteractionResponse::new().content(clip(text));
            if let Some(file) = file {
                edit = edit.new_attachment(file);
            }
            interaction
                .edit_response(&self.http, edit)
                .await
                .map(|_| ())
                .map_err(|e| classify(&e))
        }
    }

    async fn send_dm(&self, user: u64, text: &str, image: Option<&Image>) -> Result<(), Failure> {
        let channel = DiscordUserId::new(user)
            .create_dm_channel(&*self.http)
            .await
            .map_err(|e| classify(&e))?;
        channel
            .id
            .send_message(&self.http, message(text, image))
            .await
            .map(|_| ())
            .map_err(|e| classify(&e))
    }

    /// A private message for `user`: ephemeral when it answers their interaction, else a DM;
    /// when DMs are closed, an ephemeral answer if there is an interaction, else a notice.
    async fn private(&self, user: u64, text: &str, image: Option<&Image>) -> Result<(), Failure> {
        let ours = self.interaction_user() == Some(user);
        match self.send_dm(user, text, image).await {
            Err(Failure::DmsClosed) if ours => self.answer(text, image).await,
            Err(Failure::DmsClosed) => self.notice_dms_closed(user).await,
            other => other,
        }
    }

    async fn notice_dms_closed(&self, user: u64) -> Result<(), Failure> {
        let Some(channel) = self.shared.channel_of(user) else {
            return Err(Failure::Permanent(format!(
                "user {user} does not accept DMs and has no known channel"
            )));
        };
        let text = format!(
            "<@{user}>, I cannot send you direct messages, so I cannot show you your board. \
             Please allow direct messages from server members (Privacy Settings), then use \
             `/hex board` or type `hex board`."
        );
        ChannelId::new(channel)
            .send_message(&self.http, CreateMessage::new().content(text))
            .await
            .map(|_| ())
            .map_err(|e| classify(&e))
    }

    async fn carry(&self, effect: &Effect) -> Result<(), Failure> {
        match effect {
            Effect::Post {
                channel,
                text,
                image,
                ..
            } => {
                let Some(channel) = parse_id(channel) else {
                    return Err(Failure::Permanent(format!("bad channel id {channel:?}")));
                };
                ChannelId::new(channel)
                    .send_message(&self.http, message(text, image.as_ref()))
                    .await
                    .map(|_| ())
                    .map_err(|e| classify(&e))
            }
            Effect::Dm { user, text, image } => {
                let Some(id) = parse_id(&user.id) else {
                    return Err(Failure::Permanent(format!("bad user id {:?}", user.id)));
                };
                self.private(id, text, image.as_ref()).await
            }
            Effect::Reply {
                user, text, image, ..
            } => {
                let Some(id) = parse_id(&user.id) else {
                    return Err(Failure::Permanent(format!("bad user id {:?}", user.id)));
                };
                if self.interaction_user() == Some(id) {
                    self.answer(text, image.as_ref()).await
                } else {
                    self.private(id, text, image.as_ref()).await
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
                        EditMessage::new().content(clip(text)),
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

impl Sink for DiscordSink {
    async fn deliver(&self, effect: &Effect) -> Result<(), String> {
        match self.carry(effect).await {
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
