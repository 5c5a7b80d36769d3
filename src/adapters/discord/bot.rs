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
        ChannelId, Client, ClientBuilder, Command as GlobalCommand, CommandDataOption,
        CommandInteraction, ComponentInteraction, Context, CreateActionRow, CreateAllowedMentions,
        CreateAttachment, CreateAutocompleteResponse, CreateInteractionResponse,
        CreateInteractionResponseFollowup, CreateInteractionResponseMessage, CreateMessage,
        CreateThread, EditInteractionResponse, EditMessage, EventHandler, GatewayIntents, Guild,
        GuildId, Interaction, Message, MessageId, ModalInteraction, Ready, UserId as DiscordUserId,
    },
    async_trait,
    http::{Http, HttpError},
};
use tokio::sync::Mutex;

use super::{
    buttons::{self, Click},
    commands,
    connect::{build_http, ApiTarget, ConnectError},
};
use crate::{
    core::{
        command::parse_options,
        effect::{Action, ActionKind, Allowed},
        ChallengeId, Command, Content, Effect, GameId, Image, Incoming, Millis, Msg, Place,
        Platform, Status, UserId,
    },
    rules::{Move, Player},
    store::{render_blocking, Delivery, GameThread, Service, Sink, Store},
};

/// Discord's longest message content.
const MAX_CONTENT: usize = 2000;
/// Discord's longest embed description.
const MAX_DESCRIPTION: usize = 4096;
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

/// Connects to the gateway and runs until the client stops: one shard, or the shards
/// `first..=last` of `total` (see `discord.shards` in the configuration).
///
/// # Errors
///
/// When serenity gives up on the connection.
pub async fn start(client: &mut Client, shards: Option<(u32, u32, u32)>) -> serenity::Result<()> {
    match shards {
        None => client.start().await,
        // serenity takes the range's end as the last shard (inclusive).
        Some((first, last, total)) => client.start_shard_range(first..last, total).await,
    }
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
#[derive(Debug)]
struct Shared {
    /// The guild channel where each user last wrote to the bot: where a notice goes when the
    /// user's DMs are closed.
    last_channel: StdMutex<HashMap<u64, u64>>,
    /// The guild of each channel seen (a post needs its guild's thread setting).
    guild_of: StdMutex<HashMap<u64, u64>>,
    /// Game thread → the game's own channel, for the threads seen so far. (Other channels
    /// are looked up in the store each time: a thread may be opened by another shard's
    /// process, or a moment after a message in it was typed.)
    threads: StdMutex<HashMap<u64, String>>,
    /// Channels that are not threads (listed by GUILD_CREATE): no lookup for their messages.
    plain: StdMutex<std::collections::HashSet<u64>>,
    /// Messages typed in a game's thread, by id → the thread, so that deleting one (a Dark
    /// Hex move typed in public) finds it although the core saw it in the game's channel.
    typed_in_thread: StdMutex<HashMap<u64, u64>>,
    /// The posts of the challenges still waiting, by challenge: their buttons are disabled
    /// once the challenge is gone (accepted elsewhere, withdrawn, declined, expired). Kept in
    /// memory only: after a restart a stale button is disabled when it is clicked.
    challenge_posts: StdMutex<HashMap<ChallengeId, Message>>,
    /// Server settings and game threads.
    store: Store,
}

/// How many typed-in-thread message ids are remembered (deletes follow within seconds).
const REMEMBERED_MESSAGES: usize = 4096;

impl Shared {
    fn new(store: Store) -> Self {
        Self {
            last_channel: StdMutex::default(),
            guild_of: StdMutex::default(),
            threads: StdMutex::default(),
            plain: StdMutex::default(),
            challenge_posts: StdMutex::default(),
            typed_in_thread: StdMutex::default(),
            store,
        }
    }

    fn remember_guild(&self, channel: u64, guild: u64) {
        if let Ok(mut map) = self.guild_of.lock() {
            map.insert(channel, guild);
        }
    }

    fn known_guild(&self, channel: u64) -> Option<u64> {
        self.guild_of.lock().ok()?.get(&channel).copied()
    }

    /// The game channel that `channel` stands for: its game's channel if it is a game's
    /// thread, else itself.
    async fn game_channel(&self, channel: u64) -> String {
        let cached = self
            .threads
            .lock()
            .ok()
            .and_then(|map| map.get(&channel).cloned());
        if let Some(parent) = cached {
            return parent;
        }
        if self.plain.lock().is_ok_and(|set| set.contains(&channel)) {
            return channel.to_string();
        }
        match self
            .store
            .thread_game(Platform::Discord, &channel.to_string())
            .await
        {
            Ok(Some(thread)) => {
                if let Ok(mut map) = self.threads.lock() {
                    map.insert(channel, thread.channel.clone());
                }
                thread.channel
            }
            Ok(None) => channel.to_string(),
            Err(error) => {
                tracing::warn!(%error, "looking up a thread failed");
                channel.to_string()
            }
        }
    }

    fn typed_in(&self, message: u64, thread: u64) {
        if let Ok(mut map) = self.typed_in_thread.lock() {
            if map.len() >= REMEMBERED_MESSAGES {
                map.clear();
            }
            map.insert(message, thread);
        }
    }

    fn thread_of_message(&self, message: u64) -> Option<u64> {
        self.typed_in_thread.lock().ok()?.get(&message).copied()
    }

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
    /// The clock loop runs while the handler (owned by its client) lives: a stopped client
    /// leaves no loop delivering behind it.
    alive: Arc<()>,
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
        let shared = Arc::new(Shared::new(service.store().clone()));
        Self {
            service,
            shared,
            turn: Arc::new(Mutex::new(())),
            guild_id: settings.guild_id,
            tick: settings.tick,
            clock_started: AtomicBool::new(false),
            alive: Arc::new(()),
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
        let alive = Arc::downgrade(&self.alive);
        let mut sink = DiscordSink::new(http, Arc::clone(&self.shared));
        sink.alive = Some(alive.clone());
        let every = self.tick.max(Duration::from_millis(100));
        tokio::spawn(async move {
            while alive.strong_count() > 0 {
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
                sink.retire_challenge_buttons(&service).await;
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
        let place = self.place_of(cmd.guild_id, cmd.channel_id, user).await;
        let sink = DiscordSink::new(Arc::clone(&ctx.http), Arc::clone(&self.shared))
            .for_interaction(Answerable::Command(Box::new(cmd.clone())));
        if let Some((commands::SETTINGS, args)) = commands::subcommand(&cmd.data.options) {
            let text = self.settings(&cmd, args).await;
            if let Err(error) = sink.answer(&text, None).await {
                tracing::warn!(?error, "could not answer an interaction");
            }
            return;
        }
        let command = match commands::to_text(&cmd.data.options) {
            Some(text) => commands::parse_text(&self.with_defaults(cmd.guild_id, text).await),
            None => Err(Msg::PickSubcommand.english()),
        };
        match command {
            // Resigning ends a game for good: ask first, privately; only the confirmation
            // (a button, see `component`) resigns.
            Ok(Command::Resign(game)) => {
                let me = UserId::new(Platform::Discord, user.to_string());
                let edit = EditInteractionResponse::new()
                    .content(Msg::ResignConfirm { game }.english())
                    .components(buttons::resign_confirmation(&me, game));
                if let Err(error) = cmd.edit_response(&ctx.http, edit).await {
                    tracing::warn!(%error, "could not ask to confirm a resignation");
                }
                return;
            }
            Ok(command) => {
                let incoming = Incoming {
                    platform: Platform::Discord,
                    user: user.to_string(),
                    display_name: display_name(&cmd.user),
                    place,
                    message_id: Some(cmd.id.to_string()),
                    content: Content::Command(command),
                    server: None,
                    manages_server: false,
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
            if let Err(error) = sink.answer(&Msg::Done.english(), None).await {
                tracing::warn!(?error, "could not answer an interaction");
            }
        }
    }

    /// Whether the challenge or game moment a button stands for is still waiting. Used and
    /// lapsed buttons are disabled instead of being sent to the core.
    async fn still_waiting(&self, kind: ActionKind) -> bool {
        self.service
            .with_core(|core| match kind {
                ActionKind::Accept { challenge } | ActionKind::Decline { challenge } => {
                    core.challenges().any(|c| c.id == challenge)
                }
                ActionKind::Swap { game } | ActionKind::Place { game } => {
                    core.table(game).is_some_and(|t| {
                        t.meta.status == Status::Active
                            && t.game.ply() == 1
                            && t.game.to_move().map(Player::from) == Some(Player::Blue)
                    })
                }
                // Finished games are not kept in memory: the core loads and judges them.
                ActionKind::Rematch { .. } | ActionKind::Resign { .. } => true,
            })
            .await
    }

    /// A button was clicked.
    async fn component(&self, ctx: &Context, comp: ComponentInteraction) {
        let http = &ctx.http;
        let me = UserId::new(Platform::Discord, comp.user.id.to_string());
        let private = |msg: Msg| {
            CreateInteractionResponse::Message(
                CreateInteractionResponseMessage::new()
                    .content(clip(&msg.english()))
                    .allowed_mentions(CreateAllowedMentions::new())
                    .ephemeral(true),
            )
        };
        let respond = |response: CreateInteractionResponse| async {
            if let Err(error) = comp.create_response(http, response).await {
                tracing::warn!(%error, "could not answer a button");
            }
        };
        let Some(click) = buttons::decode(&comp.data.custom_id) else {
            respond(private(Msg::ButtonExpired)).await;
            return;
        };
        if !click.permits(&me) {
            respond(private(Msg::ButtonNotForYou)).await;
            return;
        }
        let action = match click {
            Click::KeepPlaying(_) => {
                let update = CreateInteractionResponseMessage::new()
                    .content(Msg::ResignCancelled.english())
                    .components(Vec::new());
                respond(CreateInteractionResponse::UpdateMessage(update)).await;
                return;
            }
            Click::Action(action) => action,
        };
        if !self.still_waiting(action.kind).await {
            // Used or lapsed: the message shows it, the clicker is told why nothing happened.
            let update = CreateInteractionResponseMessage::new()
                .components(buttons::disabled(&comp.message.components));
            respond(CreateInteractionResponse::UpdateMessage(update)).await;
            let note = CreateInteractionResponseFollowup::new()
                .content(Msg::ButtonExpired.english())
                .ephemeral(true);
            if let Err(error) = comp.create_followup(http, note).await {
                tracing::warn!(%error, "could not explain an expired button");
            }
            return;
        }
        let command = match action.kind {
            ActionKind::Place { game } => {
                respond(CreateInteractionResponse::Modal(buttons::place_modal(game))).await;
                return;
            }
            kind => kind.command(),
        };
        let Some(command) = command else {
            return;
        };
        // Acknowledge without changing the message yet (type 6): what the click does shows up
        // as posts and DMs, refusals as ephemeral follow-ups.
        respond(CreateInteractionResponse::Acknowledge).await;
        let place = self
            .place_of(comp.guild_id, comp.channel_id, comp.user.id.get())
            .await;
        let incoming = Incoming {
            platform: Platform::Discord,
            user: me.id.clone(),
            display_name: display_name(&comp.user),
            place,
            message_id: Some(comp.id.to_string()),
            content: Content::Command(command),
            server: None,
            manages_server: false,
        };
        let sink = DiscordSink::new(Arc::clone(http), Arc::clone(&self.shared))
            .for_interaction(Answerable::Component(Box::new(comp.clone())));
        self.process(&sink, &incoming).await;
        if !sink.refused() {
            if let ActionKind::Accept { challenge } | ActionKind::Decline { challenge } =
                action.kind
            {
                if let Ok(mut posts) = self.shared.challenge_posts.lock() {
                    posts.remove(&challenge);
                }
            }
            // Done: the buttons of this message have served.
            let edit = EditInteractionResponse::new()
                .components(buttons::disabled(&comp.message.components));
            if let Err(error) = comp.edit_response(http, edit).await {
                tracing::warn!(%error, "could not disable used buttons");
            }
        }
    }

    /// The Place form was sent.
    async fn modal(&self, ctx: &Context, modal: ModalInteraction) {
        let http = &ctx.http;
        if let Err(error) = modal.defer_ephemeral(http).await {
            tracing::warn!(%error, "could not acknowledge a form");
            return;
        }
        let sink = DiscordSink::new(Arc::clone(http), Arc::clone(&self.shared))
            .for_interaction(Answerable::Modal(Box::new(modal.clone())));
        let Some(game) = buttons::place_form_game(&modal.data.custom_id) else {
            if let Err(error) = sink.answer(&Msg::ButtonExpired.english(), None).await {
                tracing::warn!(?error, "could not answer a form");
            }
            return;
        };
        let text = buttons::cell_value(&modal.data.components).unwrap_or_default();
        let text = text.trim();
        let mv = match text.parse::<Move>() {
            Ok(Move::Place(cell)) => Move::Place(cell),
            _ => {
                let msg = if text.is_empty() {
                    Msg::PlaceMissing
                } else {
                    Msg::Parse(crate::core::ParseError::BadMove {
                        text: text.chars().take(40).collect(),
                    })
                };
                if let Err(error) = sink.answer(&msg.english(), None).await {
                    tracing::warn!(?error, "could not answer a form");
                }
                return;
            }
        };
        let user = modal.user.id.get();
        let incoming = Incoming {
            platform: Platform::Discord,
            user: user.to_string(),
            display_name: display_name(&modal.user),
            place: self.place_of(modal.guild_id, modal.channel_id, user).await,
            message_id: Some(modal.id.to_string()),
            content: Content::Command(Command::Move {
                game: Some(game),
                mv,
            }),
            server: None,
            manages_server: false,
        };
        self.process(&sink, &incoming).await;
        if !sink.refused() {
            // The form came from Blue's Swap / Place buttons: they have served.
            if let Some(message) = &modal.message {
                let edit = EditMessage::new().components(buttons::disabled(&message.components));
                if let Err(error) = message
                    .channel_id
                    .edit_message(http, message.id, edit)
                    .await
                {
                    tracing::warn!(%error, "could not disable used buttons");
                }
            }
        }
        if !sink.answered() {
            if let Err(error) = sink.answer(&Msg::Done.english(), None).await {
                tracing::warn!(?error, "could not answer a form");
            }
        }
    }

    /// Where an event happened, as the core sees it: a game's thread counts as the game's
    /// channel. Remembers the user's channel for notices and the channel's guild.
    async fn place_of(&self, guild: Option<GuildId>, channel: ChannelId, user: u64) -> Place {
        let Some(guild) = guild else {
            return Place::Dm;
        };
        self.shared.saw(user, channel.get());
        self.shared.remember_guild(channel.get(), guild.get());
        Place::Channel(self.shared.game_channel(channel.get()).await)
    }

    /// A challenge typed or asked for in `guild` gets the server's default game and size
    /// (the user's own words, placed after them, still win).
    async fn with_defaults(&self, guild: Option<GuildId>, text: String) -> String {
        let Some(guild) = guild else {
            return text;
        };
        if !crate::core::command::is_challenge(&text) {
            return text;
        }
        match self
            .shared
            .store
            .guild_settings(Platform::Discord, &guild.to_string())
            .await
        {
            Ok(settings) => crate::core::command::insert_defaults(&text, &settings.default_words()),
            Err(error) => {
                tracing::warn!(%error, "reading server settings failed; no defaults");
                text
            }
        }
    }

    /// `/hex settings`: shows or changes the server's settings; Manage Server only.
    async fn settings(&self, cmd: &CommandInteraction, args: &[CommandDataOption]) -> String {
        let Some(guild) = cmd.guild_id else {
            return Msg::SettingsInServerOnly.english();
        };
        let may = cmd
            .member
            .as_ref()
            .and_then(|m| m.permissions)
            .is_some_and(|p| p.manage_guild() || p.administrator());
        if !may {
            return Msg::SettingsNeedManageServer.english();
        }
        let store = &self.shared.store;
        let guild = guild.to_string();
        let mut settings = match store.guild_settings(Platform::Discord, &guild).await {
            Ok(settings) => settings,
            Err(error) => {
                tracing::error!(%error, "reading server settings failed");
                return Msg::Apology.english();
            }
        };
        if let Some(game) = commands::option_text(args, "game") {
            if let Err(error) = parse_options(&[game.as_str()]) {
                return Msg::from(error).english();
            }
            settings.game = Some(game);
        }
        if let Some(size) = commands::option_text(args, "size") {
            if let Err(error) = parse_options(&[size.as_str()]) {
                return Msg::from(error).english();
            }
            settings.size = size.parse().ok();
        }
        if let Some(language) = commands::option_text(args, "language") {
            let code = language.trim().to_lowercase();
            if code != "en" {
                return Msg::LanguageUnavailable {
                    text: language.chars().take(20).collect(),
                }
                .english();
            }
            settings.language = Some(code);
        }
        if let Some(channel) = commands::option_text(args, "tournament-channel") {
            settings.tournament_channel = Some(channel);
        }
        if let Some(threads) = commands::option_bool(args, "threads") {
            settings.threads = threads;
        }
        if !args.is_empty() {
            if let Err(error) = store
                .put_guild_settings(Platform::Discord, &guild, &settings, now_ms())
                .await
            {
                tracing::error!(%error, "saving server settings failed");
                return Msg::Apology.english();
            }
        }
        let shown = Msg::SettingsShown {
            defaults: settings.default_words().join(" "),
            language: settings.language.clone().unwrap_or_else(|| "en".to_owned()),
            tournament_channel: settings
                .tournament_channel
                .as_ref()
                .map(|c| format!("<#{c}>")),
            threads: settings.threads,
        }
        .english();
        if args.is_empty() {
            shown
        } else {
            format!("{} {shown}", Msg::SettingsSaved.english())
        }
    }

    /// Suggests the user's games while they type a game number.
    async fn autocomplete(&self, ctx: &Context, cmd: CommandInteraction) {
        let typed = cmd
            .data
            .autocomplete()
            .map(|o| o.value.trim().trim_start_matches('#').to_owned())
            .unwrap_or_default();
        let me = UserId::new(Platform::Discord, cmd.user.id.to_string());
        let mut games = self
            .service
            .with_core(|core| {
                core.tables()
                    .filter(|t| t.meta.platform == Platform::Discord)
                    .filter(|t| t.meta.status == Status::Active)
                    .filter_map(|t| {
                        let colour = t.meta.colour_of(&me)?;
                        let label = Msg::GameChoice {
                            game: t.meta.id,
                            name: t.meta.game_name().to_owned(),
                            opponent: t.meta.seat(colour.opponent()).name(),
                            your_move: t.game.to_move() == Some(colour),
                        }
                        .english();
                        Some((t.meta.id, label))
                    })
                    .collect::<Vec<_>>()
            })
            .await;
        games.sort();
        let mut response = CreateAutocompleteResponse::new();
        for (id, label) in games
            .into_iter()
            .filter(|(id, _)| id.to_string().starts_with(&typed))
            .take(25)
        {
            let label: String = label.chars().take(100).collect();
            response = response.add_int_choice(label, i64::try_from(id.0).unwrap_or(i64::MAX));
        }
        let answer = CreateInteractionResponse::Autocomplete(response);
        if let Err(error) = cmd.create_response(&ctx.http, answer).await {
            tracing::warn!(%error, "could not suggest games");
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
        let place = self.place_of(msg.guild_id, msg.channel_id, user).await;
        if place != Place::Channel(msg.channel_id.to_string()) && place != Place::Dm {
            self.shared.typed_in(msg.id.get(), msg.channel_id.get());
        }
        let text = self.with_defaults(msg.guild_id, msg.content.clone()).await;
        let incoming = Incoming::text(
            Platform::Discord,
            &user.to_string(),
            &display_name(&msg.author),
            place,
            Some(&msg.id.to_string()),
            &text,
        );
        let sink = DiscordSink::new(Arc::clone(&ctx.http), Arc::clone(&self.shared));
        self.process(&sink, &incoming).await;
    }

    async fn guild_create(&self, _ctx: Context, guild: Guild, _is_new: Option<bool>) {
        for channel in guild.channels.keys() {
            self.shared.remember_guild(channel.get(), guild.id.get());
        }
        // GUILD_CREATE lists threads apart from channels: these are never a game's thread.
        if let Ok(mut plain) = self.shared.plain.lock() {
            plain.extend(guild.channels.keys().map(|c| c.get()));
        }
    }

    async fn interaction_create(&self, ctx: Context, interaction: Interaction) {
        match interaction {
            Interaction::Command(cmd) => self.slash(&ctx, cmd).await,
            Interaction::Component(comp) => self.component(&ctx, comp).await,
            Interaction::Modal(modal) => self.modal(&ctx, modal).await,
            Interaction::Autocomplete(cmd) => self.autocomplete(&ctx, cmd).await,
            _ => {}
        }
    }
}

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
fn clip(text: &str) -> String {
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

fn parse_id(id: &str) -> Option<u64> {
    id.parse::<u64>().ok().filter(|&n| n != 0)
}

/// The interaction a sink answers: a slash command or a form (acknowledged with a deferred
/// ephemeral answer, which the first private text fills in) or a button (acknowledged
/// without an answer: private texts are ephemeral follow-ups).
#[derive(Clone, Debug)]
enum Answerable {
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
    shared: Arc<Shared>,
    interaction: Option<Answerable>,
    /// The deferred answer has been filled in (later answers are follow-ups).
    answered: AtomicBool,
    /// The core answered the interaction's user privately (a refusal, for a button).
    replied: AtomicBool,
    /// For the clock loop's sink: its client. Once the client is gone, nothing more is sent
    /// (what is left stays in the outbox for the next start).
    alive: Option<std::sync::Weak<()>>,
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
    fn new(http: Arc<Http>, shared: Arc<Shared>) -> Self {
        Self {
            http,
            shared,
            interaction: None,
            answered: AtomicBool::new(false),
            replied: AtomicBool::new(false),
            alive: None,
        }
    }

    fn for_interaction(mut self, interaction: Answerable) -> Self {
        // A button's acknowledgement has no answer to fill in.
        let answered = matches!(interaction, Answerable::Component(_));
        self.answered = AtomicBool::new(answered);
        self.interaction = Some(interaction);
        self
    }

    fn answered(&self) -> bool {
        self.answered.load(Ordering::SeqCst)
    }

    fn refused(&self) -> bool {
        self.replied.load(Ordering::SeqCst)
    }

    fn interaction_user(&self) -> Option<u64> {
        self.interaction.as_ref().map(Answerable::user)
    }

    /// An ephemeral answer to the interaction: the deferred response first, follow-ups after.
    async fn answer(&self, text: &str, image: Option<&Image>) -> Result<(), Failure> {
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
    ) -> Result<(), Failure> {
        let channel = DiscordUserId::new(user)
            .create_dm_channel(&*self.http)
            .await
            .map_err(|e| classify(&e))?;
        // Nobody to ping in a DM.
        let dm = message(text, image, actions)
            .await
            .allowed_mentions(CreateAllowedMentions::new());
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
    ) -> Result<(), Failure> {
        let ours = self.interaction_user() == Some(user);
        match self.send_dm(user, text, image, actions).await {
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
        let text = Msg::DmsClosedNotice {
            user: format!("<@{user}>"),
        }
        .english();
        let notice = CreateMessage::new()
            .content(clip(&text))
            .allowed_mentions(CreateAllowedMentions::new().users([DiscordUserId::new(user)]));
        ChannelId::new(channel)
            .send_message(&self.http, notice)
            .await
            .map(|_| ())
            .map_err(|e| classify(&e))
    }

    /// Disables the buttons of challenge posts whose challenge is no longer waiting.
    async fn retire_challenge_buttons(&self, service: &Service) {
        let posted: Vec<ChallengeId> = match self.shared.challenge_posts.lock() {
            Ok(posts) if !posts.is_empty() => posts.keys().copied().collect(),
            _ => return,
        };
        let waiting: std::collections::HashSet<ChallengeId> = service
            .with_core(|core| core.challenges().map(|c| c.id).collect())
            .await;
        for id in posted.into_iter().filter(|id| !waiting.contains(id)) {
            let post = self
                .shared
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
        let store = &self.shared.store;
        match store.game_thread(Platform::Discord, game).await {
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
        let guild = match self.shared.known_guild(channel) {
            Some(guild) => guild,
            None => match ChannelId::new(channel).to_channel(&self.http).await {
                Ok(serenity::all::Channel::Guild(c)) => {
                    self.shared.remember_guild(channel, c.guild_id.get());
                    c.guild_id.get()
                }
                Ok(_) => return Route::Channel,
                Err(error) => {
                    tracing::warn!(%error, channel, "could not learn a channel's server");
                    return Route::Channel;
                }
            },
        };
        match store
            .guild_settings(Platform::Discord, &guild.to_string())
            .await
        {
            Ok(settings) if settings.threads => Route::NewThread,
            Ok(_) => Route::Channel,
            Err(error) => {
                tracing::warn!(%error, "reading server settings failed");
                Route::Channel
            }
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
                // Known at once, before it is stored: a move may be typed there right away.
                if let Ok(mut map) = self.shared.threads.lock() {
                    map.insert(thread.id.get(), channel.to_string());
                }
                let record = GameThread {
                    game,
                    channel: channel.to_string(),
                    thread: thread.id.to_string(),
                };
                if let Err(error) = self
                    .shared
                    .store
                    .put_game_thread(Platform::Discord, &record)
                    .await
                {
                    tracing::error!(%error, %game, "recording a game's thread failed");
                    return;
                }
                self.shared
                    .remember_guild(thread.id.get(), thread.guild_id.get());
            }
            Err(error) => tracing::warn!(%error, %game, "could not open a thread for a game"),
        }
    }

    async fn carry(&self, effect: &Effect) -> Result<(), Failure> {
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
                    .send_message(&self.http, post(text, file, actions))
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
                    (challenge, self.shared.challenge_posts.lock())
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
                self.private(id, text, image.as_ref(), actions).await
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
                    self.private(id, text, image.as_ref(), &[]).await
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
                let channel = self.shared.thread_of_message(message).unwrap_or(channel);
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
        if self.alive.as_ref().is_some_and(|a| a.strong_count() == 0) {
            return Err("the client has stopped".to_owned());
        }
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
