//! The Discord bot: gateway events in, [`Effect`](crate::core::Effect)s out.
//!
//! Messages (`MESSAGE_CREATE`, in guild channels and DMs) and `/hex` slash commands
//! (`interactions.rs`) become [`Incoming`]s for the [`Pump`]; the effects
//! the core decides are delivered by [`DiscordSink`] ([`deliver`](super::deliver)). The
//! Discord message (or interaction) id is the incoming message id, so an event the gateway
//! delivers twice (after a resume) is ignored by the store.

use std::{
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::Duration,
};

use serenity::{
    all::{
        ChannelId, Client, ClientBuilder, Command as GlobalCommand, Context, EventHandler,
        GatewayError, GatewayIntents, Guild, GuildChannel, GuildId, GuildMemberUpdateEvent,
        Interaction, Member, Message, PartialGuild, PartialGuildChannel, Ready, Role, RoleId,
    },
    async_trait,
};

use super::{
    commands,
    connect::{build_http, ApiTarget, ConnectError, Steering},
    deliver::DiscordSink,
    memory::Memory,
    powers::Snapshot,
};
use crate::{
    adapters::discord_syntax,
    core::{Incoming, Place, Platform},
    i18n::Lang,
    runtime::{GuildSettings, Pump, Service},
};

/// How long an interaction's reader language may wait for the core (their own choice or the
/// server's): the first response must still fit Discord's 3 seconds after a lookup of its own.
const READER_LANG_BUDGET: Duration = Duration::from_millis(300);

/// What the Discord bot needs to run.
#[derive(Clone, Debug)]
pub struct Settings {
    /// The bot token.
    pub token: String,
    /// Where REST calls go.
    pub target: ApiTarget,
    /// Register `/hex` in this guild only (fast during development); globally when `None`.
    pub guild_id: Option<u64>,
    /// How often the clock runs and failed deliveries are retried (when this client starts
    /// the pump's clock).
    pub tick: Duration,
    /// Ask for the privileged Message Content intent (see [`intents`]).
    pub message_content: bool,
}

/// The gateway intents the bot asks for. `MESSAGE_CONTENT` is privileged: it must be enabled
/// for the application in the Discord developer portal (Discord closes the gateway with 4014
/// otherwise, see [`run`]). Without it the bot reads channel messages that mention it, DMs,
/// and every interaction.
pub fn intents(message_content: bool) -> GatewayIntents {
    let base =
        GatewayIntents::GUILDS | GatewayIntents::GUILD_MESSAGES | GatewayIntents::DIRECT_MESSAGES;
    if message_content {
        base | GatewayIntents::MESSAGE_CONTENT
    } else {
        base
    }
}

/// Builds the serenity client for `service` on a pump of its own, whose clock starts when the
/// gateway is ready and stops with the client; run it with [`Client::start`].
///
/// # Errors
///
/// When the HTTP client cannot be built or serenity refuses the settings.
pub async fn client(service: Arc<Service>, settings: &Settings) -> Result<Client, ClientError> {
    client_on(Arc::new(Pump::new(service)), settings).await
}

/// Builds the serenity client and attaches its sink to `pump` (shared with other networks);
/// the pump's clock is started when the gateway is ready, if it is not running yet.
///
/// # Errors
///
/// When the HTTP client cannot be built or serenity refuses the settings.
pub async fn client_on(pump: Arc<Pump>, settings: &Settings) -> Result<Client, ClientError> {
    let http = build_http(&settings.token, &settings.target)?;
    let memory = Arc::new(Memory::new(Arc::clone(pump.service()), pump.retry_soon()));
    let handler = Handler::new(Arc::clone(&pump), Arc::clone(&memory), settings);
    let alive = Arc::downgrade(&handler.alive);
    let steering = Arc::clone(&handler.steering);
    let client = ClientBuilder::new_with_http(http, intents(settings.message_content))
        .event_handler(handler)
        .await?;
    steering.start(
        Arc::clone(&client.ws_url),
        Arc::downgrade(&client.shard_manager),
        alive.clone(),
    );
    let mut sink = DiscordSink::new(Arc::clone(&client.http), memory);
    sink.alive = Some(alive);
    pump.attach(Platform::Discord, Arc::new(sink));
    Ok(client)
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

/// Builds the client on `pump` and runs it until it stops (see [`start`]); `started` sees each
/// client built (to keep its shard manager). When Discord refuses the Message Content intent
/// (close 4014: not enabled in the developer portal, or not approved), that is logged once and
/// the bot runs again without it instead of stopping.
///
/// # Errors
///
/// When the client cannot be built, or serenity gives up on the connection for another
/// reason.
pub async fn run(
    pump: Arc<Pump>,
    settings: &Settings,
    shards: Option<(u32, u32, u32)>,
    mut started: impl FnMut(&Client) + Send,
) -> Result<(), ClientError> {
    let mut settings = settings.clone();
    loop {
        let mut client = client_on(Arc::clone(&pump), &settings).await?;
        started(&client);
        match start(&mut client, shards).await {
            Err(serenity::Error::Gateway(GatewayError::DisallowedGatewayIntents))
                if settings.message_content =>
            {
                tracing::error!(
                    "Discord refused the Message Content intent (gateway close 4014): enable \
                     it for the application (developer portal, Bot → Privileged Gateway \
                     Intents) or set discord.message_content = false. Running without it: \
                     moves typed in channels are read only when they mention the bot"
                );
                settings.message_content = false;
            }
            other => return other.map_err(ClientError::from),
        }
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

/// The serenity event handler: turns gateway events into [`Incoming`]s for the pump.
pub struct Handler {
    pub(super) pump: Arc<Pump>,
    pub(super) memory: Arc<Memory>,
    guild_id: Option<u64>,
    tick: Duration,
    /// Lives as long as the handler (owned by its client): the pump's Discord sink sends
    /// nothing once the client is gone.
    alive: Arc<()>,
    /// The bot's own user id, from Ready.
    me: AtomicU64,
    /// Where serenity connects to the gateway next.
    steering: Arc<Steering>,
}

impl std::fmt::Debug for Handler {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Handler")
            .field("guild_id", &self.guild_id)
            .finish_non_exhaustive()
    }
}

impl Handler {
    fn new(pump: Arc<Pump>, memory: Arc<Memory>, settings: &Settings) -> Self {
        Self {
            pump,
            memory,
            guild_id: settings.guild_id,
            tick: settings.tick,
            alive: Arc::new(()),
            me: AtomicU64::new(0),
            steering: Arc::default(),
        }
    }

    /// Tells the core a server's preferred language (GUILD_CREATE, GUILD_UPDATE): its channel
    /// posts speak it when the server set no language of its own.
    async fn report_locale(&self, guild: GuildId, preferred_locale: &str) {
        let report = Incoming::community_locale(
            Platform::Discord,
            &guild.get().to_string(),
            preferred_locale,
        );
        let _ = self.pump.process(&report).await;
    }

    /// Hands one event to the pump, its effects delivered through `sink` (which knows the
    /// interaction it answers, if any). Failures are logged by the pump.
    pub(super) async fn process(&self, sink: &DiscordSink, incoming: &Incoming) {
        let _ = self.pump.process_with(incoming, sink).await;
    }

    /// Where an event happened, as the core sees it: a game's thread counts as the game's
    /// channel. Remembers the user's channel for notices and the channel's guild.
    pub(super) async fn place_of(
        &self,
        guild: Option<GuildId>,
        channel: ChannelId,
        user: u64,
    ) -> Place {
        let Some(guild) = guild else {
            return Place::Dm;
        };
        self.memory.saw(user, channel.get());
        self.memory.remember_guild(channel.get(), guild.get());
        Place::Channel(self.memory.game_channel(channel.get()).await)
    }

    /// The language a Discord user reads the adapter's own answers in, as the core decides
    /// (their own choice, the server's, their app's `locale`, the server's `guild_locale`).
    pub(super) async fn reader_lang(
        &self,
        user: serenity::all::UserId,
        guild: Option<GuildId>,
        locale: &str,
        guild_locale: Option<&String>,
    ) -> Lang {
        let incoming = Incoming::text(
            Platform::Discord,
            &user.to_string(),
            "",
            Place::Dm,
            None,
            "",
        )
        .in_server(guild.map(|g| g.to_string()), false)
        .with_locale(Some(locale.to_owned()), guild_locale.cloned());
        // Asked before an interaction's first response, so never for long (Discord allows
        // 3 seconds for it): a busy core leaves the interaction's own locale to decide.
        let chosen = self
            .pump
            .service()
            .with_core(|core| core.author_lang(&incoming));
        match tokio::time::timeout(READER_LANG_BUDGET, chosen).await {
            Ok(lang) => lang,
            Err(_) => Lang::from_tag(locale)
                .or_else(|| guild_locale.and_then(|l| Lang::from_tag(l)))
                .unwrap_or(Lang::En),
        }
    }

    /// A message typed in a channel or DM (from the gateway, or read back after a new
    /// session) → the core. Messages by bots, the bot's own included, are not for the core.
    pub(super) async fn handle_message(&self, msg: &Message) {
        let me = self.me.load(Ordering::SeqCst);
        if msg.author.bot || msg.author.id.get() == me {
            return;
        }
        // Without the Message Content intent a guild message arrives empty unless it mentions
        // the bot: such a message is addressed to us, its leading mention is not the text.
        let content = match msg.guild_id {
            Some(_) => addressed_text(&msg.content, me),
            None => msg.content.as_str(),
        };
        if content.trim().is_empty() {
            return;
        }
        let user = msg.author.id.get();
        let place = self.place_of(msg.guild_id, msg.channel_id, user).await;
        if place != Place::Channel(msg.channel_id.to_string()) && place != Place::Dm {
            self.memory.typed_in(msg.id.get(), msg.channel_id.get());
        }
        // A text message carries no resolved permissions: Manage Server is worked out from
        // what the gateway said of the server (its owner, its roles) and the member's roles.
        let roles: Vec<u64> = msg
            .member
            .as_ref()
            .map(|m| m.roles.iter().map(|r| r.get()).collect())
            .unwrap_or_default();
        let manages = msg
            .guild_id
            .is_some_and(|g| self.memory.powers.manages(g.get(), user, &roles));
        let mut incoming = Incoming::text(
            Platform::Discord,
            &user.to_string(),
            &display_name(&msg.author),
            place,
            Some(&msg.id.to_string()),
            // The core reads mentions as marks, never Discord's `<@123>`.
            &discord_syntax::marks_from_typed(content),
        )
        .in_server(msg.guild_id.map(|g| g.to_string()), manages);
        incoming.roles = roles.iter().map(u64::to_string).collect();
        // Discord's refusal to remove a message names the permission it lacks (Manage
        // Messages): the author of a Dark Hex move typed in a channel is told which.
        incoming.names_lacking_permission = true;
        // Every answer through its recipient's lane, with the network's own sink: a typed
        // message needs no sink that knows it (only an interaction does), and an answer sent
        // around the lane could overtake the channel's earlier posts waiting for their bucket.
        let _ = self.pump.process(&incoming).await;
    }

    /// A channel or thread the gateway described: its overwrites (a thread: its parent), for
    /// what the bot may do there.
    fn channel_seen(&self, channel: &GuildChannel) {
        let thread = channel.thread_metadata.is_some();
        self.memory.powers.channel(
            channel.id.get(),
            channel.guild_id.get(),
            channel.permission_overwrites.clone(),
            channel.parent_id.filter(|_| thread).map(|p| p.get()),
        );
    }

    /// A permission event of `guild`: what the bot may do there, copied from serenity's cache
    /// (which has every event up to this one and maybe later ones; see
    /// [`super::powers::Snapshot`]). False when the cache does not know the server.
    fn powers_from_cache(&self, ctx: &Context, guild: GuildId) -> bool {
        self.memory.powers.resync(guild.get(), || {
            let me = ctx.cache.current_user().id;
            let server = ctx.cache.guild(guild)?;
            let channel = |c: &GuildChannel| {
                let thread = c.thread_metadata.is_some();
                let parent = c.parent_id.filter(|_| thread).map(|p| p.get());
                (c.id.get(), c.permission_overwrites.clone(), parent)
            };
            Some(Snapshot {
                owner: server.owner_id.get(),
                roles: server
                    .roles
                    .values()
                    .map(|r| (r.id.get(), r.permissions))
                    .collect(),
                // Only the bot's own member counts (the cache also keeps message authors').
                members: server
                    .members
                    .get(&me)
                    .map(|m| (m.user.id.get(), m.roles.iter().map(|r| r.get()).collect()))
                    .into_iter()
                    .collect(),
                channels: server
                    .channels
                    .values()
                    .chain(&server.threads)
                    .map(channel)
                    .collect(),
            })
        })
    }

    /// The server's settings, as the core keeps them.
    pub(super) async fn guild_settings(&self, guild: GuildId) -> GuildSettings {
        self.pump
            .service()
            .guild_settings(Platform::Discord, &guild.to_string())
            .await
    }
}

/// The text of a channel message without a leading mention of the bot (`<@id>` or the older
/// `<@!id>`), so `@hextable c3` reads as `c3`.
fn addressed_text(content: &str, me: u64) -> &str {
    let trimmed = content.trim_start();
    for mention in [format!("<@{me}>"), format!("<@!{me}>")] {
        if let Some(rest) = trimmed.strip_prefix(&mention) {
            return rest.trim_start();
        }
    }
    content
}

/// The name the core shows for a Discord user.
pub(super) fn display_name(user: &serenity::all::User) -> String {
    user.global_name
        .clone()
        .unwrap_or_else(|| user.name.clone())
}

#[async_trait]
impl EventHandler for Handler {
    async fn ready(&self, ctx: Context, ready: Ready) {
        self.me.store(ready.user.id.get(), Ordering::SeqCst);
        self.memory.powers.me(ready.user.id.get());
        self.steering.ready(&ready.resume_gateway_url);
        let command = commands::definition();
        let registered = match self.guild_id {
            Some(guild) => GuildId::new(guild)
                .set_commands(&ctx.http, vec![command])
                .await
                .map(|_| ()),
            None => {
                GlobalCommand::set_global_commands(&ctx.http, vec![commands::everywhere(command)])
                    .await
                    .map(|_| ())
            }
        };
        if let Err(error) = registered {
            tracing::error!(%error, "registering /hex failed");
        }
        // Retries, clocks and computer turns left over: a no-op when the pump's clock runs.
        self.pump.start(self.tick);
        let shard = ready.shard.map_or(0, |shard| shard.id.0);
        crate::admin::health().set_shard(Platform::Discord, shard, true);
        // A new session: what was typed while there was none never comes as an event.
        self.catch_up(&ctx.http).await;
    }

    async fn shard_stage_update(
        &self,
        _ctx: Context,
        event: serenity::gateway::ShardStageUpdateEvent,
    ) {
        let connected = event.new == serenity::gateway::ConnectionStage::Connected;
        crate::admin::health().set_shard(Platform::Discord, event.shard_id.0, connected);
    }

    async fn message(&self, _ctx: Context, msg: Message) {
        self.memory.seen_in(msg.channel_id.get(), msg.id.get());
        self.handle_message(&msg).await;
    }

    async fn guild_create(&self, ctx: Context, guild: Guild, _is_new: Option<bool>) {
        for channel in guild.channels.values().chain(&guild.threads) {
            self.memory.remember_guild(channel.id.get(), guild.id.get());
        }
        if !self.powers_from_cache(&ctx, guild.id) {
            // Without GUILD_PRESENCES the members listed are the bot's own (and those in voice).
            self.memory.powers.server(
                guild.id.get(),
                guild.owner_id.get(),
                guild.roles.values().map(|r| (r.id.get(), r.permissions)),
                guild
                    .members
                    .values()
                    .map(|m| (m.user.id.get(), m.roles.iter().map(|r| r.get()).collect())),
            );
            for channel in guild.channels.values().chain(&guild.threads) {
                self.channel_seen(channel);
            }
        }
        // GUILD_CREATE lists threads apart from channels: these are never a game's thread.
        self.memory
            .plain_channels(guild.channels.keys().map(|c| c.get()));
        self.report_locale(guild.id, &guild.preferred_locale).await;
    }

    async fn guild_update(&self, ctx: Context, _old: Option<Guild>, new: PartialGuild) {
        if !self.powers_from_cache(&ctx, new.id) {
            self.memory.powers.owner(new.id.get(), new.owner_id.get());
            for role in new.roles.values() {
                let (guild, id) = (new.id.get(), role.id.get());
                self.memory.powers.role(guild, id, role.permissions);
            }
        }
        self.report_locale(new.id, &new.preferred_locale).await;
    }

    async fn guild_role_create(&self, ctx: Context, role: Role) {
        if !self.powers_from_cache(&ctx, role.guild_id) {
            let (guild, id) = (role.guild_id.get(), role.id.get());
            self.memory.powers.role(guild, id, role.permissions);
        }
    }

    async fn guild_role_update(&self, ctx: Context, _old: Option<Role>, role: Role) {
        if !self.powers_from_cache(&ctx, role.guild_id) {
            let (guild, id) = (role.guild_id.get(), role.id.get());
            self.memory.powers.role(guild, id, role.permissions);
        }
    }

    async fn guild_role_delete(
        &self,
        ctx: Context,
        guild: GuildId,
        role: RoleId,
        _removed: Option<Role>,
    ) {
        if !self.powers_from_cache(&ctx, guild) {
            self.memory.powers.role_gone(guild.get(), role.get());
        }
    }

    async fn guild_member_update(
        &self,
        ctx: Context,
        _old: Option<Member>,
        _new: Option<Member>,
        event: GuildMemberUpdateEvent,
    ) {
        if !self.powers_from_cache(&ctx, event.guild_id) {
            let roles = event.roles.iter().map(|r| r.get()).collect();
            let (guild, user) = (event.guild_id.get(), event.user.id.get());
            self.memory.powers.member(guild, user, roles);
        }
    }

    async fn channel_create(&self, ctx: Context, channel: GuildChannel) {
        if !self.powers_from_cache(&ctx, channel.guild_id) {
            self.channel_seen(&channel);
        }
    }

    async fn channel_update(&self, ctx: Context, _old: Option<GuildChannel>, new: GuildChannel) {
        if !self.powers_from_cache(&ctx, new.guild_id) {
            self.channel_seen(&new);
        }
    }

    async fn channel_delete(
        &self,
        _ctx: Context,
        channel: GuildChannel,
        _messages: Option<Vec<Message>>,
    ) {
        self.memory.powers.channel_gone(channel.id.get());
    }

    async fn thread_create(&self, ctx: Context, thread: GuildChannel) {
        if !self.powers_from_cache(&ctx, thread.guild_id) {
            self.channel_seen(&thread);
        }
    }

    async fn thread_update(&self, ctx: Context, _old: Option<GuildChannel>, new: GuildChannel) {
        if !self.powers_from_cache(&ctx, new.guild_id) {
            self.channel_seen(&new);
        }
    }

    async fn thread_delete(
        &self,
        _ctx: Context,
        thread: PartialGuildChannel,
        _full: Option<GuildChannel>,
    ) {
        self.memory.powers.channel_gone(thread.id.get());
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

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_leading_mention_of_the_bot_is_not_part_of_the_text() {
        assert_eq!(addressed_text("<@42> c3", 42), "c3");
        assert_eq!(addressed_text("  <@!42>   hex accept", 42), "hex accept");
        assert_eq!(addressed_text("<@42>", 42), "");
        assert_eq!(addressed_text("<@7> c3", 42), "<@7> c3");
        assert_eq!(addressed_text("c3 <@42>", 42), "c3 <@42>");
    }

    #[test]
    fn message_content_is_asked_for_only_when_wanted() {
        assert!(intents(true).contains(GatewayIntents::MESSAGE_CONTENT));
        assert!(!intents(false).contains(GatewayIntents::MESSAGE_CONTENT));
        assert!(intents(false).contains(GatewayIntents::GUILD_MESSAGES));
    }
}
