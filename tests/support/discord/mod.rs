//! A local, protocol-faithful Discord for tests, started in-process on loopback.
//!
//! It speaks enough of Discord's v10 REST API and gateway for a serenity bot: the bot's REST
//! calls reach it as `https://discord.com/api/v10/...` (TLS with a test certificate, see
//! [`FakeDiscord::api_target`]) or through serenity's proxy setting
//! ([`FakeDiscord::proxy_base`]), and `GET /gateway` hands out its websocket URL.
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! let alice = fake.add_user("Alice");
//! let guild = fake.add_guild("Hex Club", alice);
//! let channel = fake.add_text_channel(guild, "games");
//! let http = build_http(fake.token(), &fake.api_target())?; // then ClientBuilder::new_with_http
//! // ... start the bot, then:
//! fake.wait_ready().await;
//! fake.user_says(alice, channel, "ping");
//! let pong = fake.wait_for("pong", |r| r.posts().find(|p| p.content == "pong").cloned()).await;
//! ```
//!
//! The Discord tests start from a [`World`] (`world.rs`): a server with Alice, Bob and Carol,
//! and hextable's bot on a temporary database. Underneath it, tests build the world ([`FakeDiscord::add_guild`], [`FakeDiscord::add_user`],
//! [`FakeDiscord::add_text_channel`], [`FakeDiscord::grant_permissions`]), inject what users
//! do ([`FakeDiscord::user_says`], [`FakeDiscord::user_dms`], [`FakeDiscord::slash_command`],
//! [`FakeDiscord::autocomplete`], [`FakeDiscord::click_button`],
//! [`FakeDiscord::submit_modal`]), make things go wrong ([`FakeDiscord::rate_limit`],
//! [`FakeDiscord::rate_limit_global`], [`FakeDiscord::close_dms`],
//! [`FakeDiscord::enforce_interaction_deadline`], [`FakeDiscord::drop_gateway`],
//! [`FakeDiscord::request_reconnect`], [`FakeDiscord::invalidate_session`],
//! [`FakeDiscord::hold_connections`]), and assert on everything the bot sent ([`Record`]:
//! [`Sent`] entries, refusals, every request, the gateway log; [`FakeDiscord::wait_for`]).
//!
//! What serenity 0.12.5 does that shaped this (read in its source): REST URLs are always
//! `https://discord.com/api/v10/...`, and its rate limiter ignores `HttpBuilder::proxy`
//! (hence the TLS endpoint); the gateway URL comes from `GET /gateway` and is used for
//! resuming too (`resume_gateway_url` is read but not used); Resume is sent right after the
//! websocket opens, before Hello; a re-Identify waits 5 s (its shard queuer); each event is
//! handled in its own task, so handlers see events concurrently, not in order.

mod gateway;
pub mod model;
mod rest;
mod tls;
#[cfg(feature = "discord")]
mod world;

use std::{
    collections::{BTreeMap, HashMap},
    net::SocketAddr,
    sync::{Arc, Mutex, MutexGuard},
    time::Duration,
};

use serde_json::{json, Value};
use tokio::sync::{mpsc, watch};

pub use self::model::Upload;
use self::model::{
    member_json, message_json, now_ms, snowflake, ChannelKind, ChannelRec, GuildRec, MessageFields,
    UserRec,
};
#[cfg(feature = "discord")]
#[allow(unused_imports)] // each Discord test uses some of them
pub use self::world::{
    button, has_png, public, slash, start_bot, stop_bot, wait_disabled, wait_dm, wait_post,
    wait_private, world, Bot, World, WorldBuilder,
};

/// How long [`FakeDiscord::wait_for`] waits before failing the test. Generous, for a loaded
/// 2-core machine; the normal case takes milliseconds.
pub const WAIT: Duration = Duration::from_secs(20);

/// Gateway intents (Discord's bit values) that decide which events a session receives.
pub mod intents {
    /// GUILDS: GUILD_CREATE and thread events.
    pub const GUILDS: u64 = 1;
    /// GUILD_MESSAGES: MESSAGE_CREATE / UPDATE / DELETE in guild channels.
    pub const GUILD_MESSAGES: u64 = 1 << 9;
    /// DIRECT_MESSAGES: message events in DMs.
    pub const DIRECT_MESSAGES: u64 = 1 << 12;
    /// MESSAGE_CONTENT (privileged): without it, guild messages arrive with empty content.
    pub const MESSAGE_CONTENT: u64 = 1 << 15;
}

/// A message the bot made: its id, where it is, and what the request carried.
#[derive(Clone, Debug)]
pub struct Post {
    pub message_id: u64,
    pub channel_id: u64,
    /// The user at the other end, when the channel is a DM.
    pub dm_recipient: Option<u64>,
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    /// Message flags; 64 is EPHEMERAL.
    pub flags: u64,
    /// The files uploaded with this request, bytes kept.
    pub files: Vec<Upload>,
    /// The users this message pinged (Discord's `mentions`).
    pub mentions: Vec<u64>,
}

impl Post {
    /// Only the interaction's user can see it (flag 64).
    pub fn is_ephemeral(&self) -> bool {
        self.flags & 64 != 0
    }

    /// The text a reader sees: the content, then each embed's title and description, a line
    /// each.
    pub fn text(&self) -> String {
        let mut parts = vec![self.content.clone()];
        for embed in &self.embeds {
            for key in ["title", "description"] {
                if let Some(s) = embed[key].as_str() {
                    parts.push(s.to_owned());
                }
            }
        }
        parts.retain(|p| !p.is_empty());
        parts.join("\n")
    }

    /// The image URLs of the embeds (`attachment://board.png` for a board sent with them).
    pub fn embed_images(&self) -> Vec<String> {
        self.embeds
            .iter()
            .filter_map(|e| e["image"]["url"].as_str().map(str::to_owned))
            .collect()
    }
}

/// One thing the bot did through the REST API, in order.
#[derive(Clone, Debug)]
pub enum Sent {
    /// `POST /channels/{id}/messages`: a message in a guild channel, thread or DM.
    Message(Post),
    /// `PATCH /channels/{id}/messages/{id}`.
    Edit(Post),
    /// `DELETE /channels/{id}/messages/{id}`.
    Delete { channel_id: u64, message_id: u64 },
    /// `POST /users/@me/channels`: the bot opened (or reopened) a DM.
    DmOpened { recipient: u64, channel_id: u64 },
    /// `POST /interactions/{id}/{token}/callback` with its response type (4 message,
    /// 5 deferred, 6 deferred update, 7 update message, 9 modal, ...). `post` is the message
    /// it made or changed, for types 4 and 7.
    InteractionResponse {
        interaction_id: u64,
        kind: u8,
        data: Value,
        post: Option<Post>,
    },
    /// `POST /webhooks/{app}/{token}`: a follow-up message.
    Followup { interaction_id: u64, post: Post },
    /// `PATCH /webhooks/{app}/{token}/messages/@original` (or a follow-up's id).
    InteractionEdit { interaction_id: u64, post: Post },
    /// `PUT /applications/{app}/commands` (guild_id None) or `.../guilds/{id}/commands`.
    Commands {
        guild_id: Option<u64>,
        commands: Vec<Value>,
    },
    /// `POST /channels/{id}/threads` or `POST /channels/{id}/messages/{id}/threads`.
    ThreadCreated {
        parent_id: u64,
        thread_id: u64,
        name: String,
        from_message: Option<u64>,
    },
}

impl Sent {
    /// The message this entry made or changed, if any.
    pub fn post(&self) -> Option<&Post> {
        match self {
            Sent::Message(p) | Sent::Edit(p) => Some(p),
            Sent::Followup { post, .. } | Sent::InteractionEdit { post, .. } => Some(post),
            Sent::InteractionResponse { post, .. } => post.as_ref(),
            _ => None,
        }
    }
}

/// A request the fake refused on purpose (or because it was wrong).
#[derive(Clone, Debug, PartialEq)]
pub struct Refusal {
    pub method: String,
    /// The path after `/api/v10`.
    pub path: String,
    pub status: u16,
    /// Discord's JSON error code (50007, 10003, ...); 0 for a rate limit.
    pub code: u64,
}

/// What happened on the gateway, in order.
#[derive(Clone, Debug, PartialEq)]
pub enum GatewayEvent {
    /// A websocket connection was opened (connection number).
    Connected(u64),
    /// Identify (op 2) with the intents it asked for; a new session started.
    Identify { intents: u64, session_id: String },
    /// Resume (op 6) of `session_id` from `seq`; `replayed` events were sent again.
    Resume {
        session_id: String,
        seq: u64,
        replayed: usize,
    },
    /// Resume for an unknown session: answered with Invalid Session (op 9).
    InvalidSession,
    /// Heartbeat (op 1) with the client's last sequence number.
    Heartbeat(Option<u64>),
    /// The fake closed the connection with a close code.
    ServerClosed { conn: u64, code: u16 },
    /// The fake sent Reconnect (op 7).
    ReconnectRequested { conn: u64 },
    /// The connection ended (client closed or dropped).
    Disconnected(u64),
    /// An event was dispatched with this sequence number and type.
    Dispatch { seq: u64, kind: String },
}

/// One REST request as the fake answered it.
#[derive(Clone, Debug, PartialEq)]
pub struct RequestLine {
    pub method: String,
    /// The path after `/api/v10`.
    pub path: String,
    pub status: u16,
}

/// Everything recorded so far.
#[derive(Clone, Debug, Default)]
pub struct Record {
    /// Every REST request, in the order they were answered.
    pub requests: Vec<RequestLine>,
    pub sent: Vec<Sent>,
    pub refusals: Vec<Refusal>,
    pub gateway: Vec<GatewayEvent>,
}

impl Record {
    /// Every message the bot made or changed, in order.
    pub fn posts(&self) -> impl Iterator<Item = &Post> {
        self.sent.iter().filter_map(Sent::post)
    }

    /// What the bot sent to `user` by DM (new messages and edits), in order.
    pub fn dms_to(&self, user: u64) -> impl Iterator<Item = &Post> {
        self.posts().filter(move |p| p.dm_recipient == Some(user))
    }

    /// What everybody in `channel` can see from the bot: every non-ephemeral message and edit
    /// there (channel posts, interaction answers, follow-ups), in order.
    pub fn public_in(&self, channel: u64) -> impl Iterator<Item = &Post> {
        self.posts()
            .filter(move |p| p.channel_id == channel && !p.is_ephemeral())
    }

    /// All text of [`Record::public_in`]: contents, embeds and components as JSON, and file
    /// names, one post a line; for asserting that nothing secret reached a channel.
    pub fn public_text_in(&self, channel: u64) -> String {
        self.public_in(channel)
            .map(|p| {
                let files: Vec<&str> = p.files.iter().map(|f| f.filename.as_str()).collect();
                format!(
                    "{} {} {} {}",
                    p.content,
                    Value::from(p.embeds.clone()),
                    Value::from(p.components.clone()),
                    files.join(" ")
                )
            })
            .collect::<Vec<_>>()
            .join("\n")
    }
}

/// The handle of an injected interaction.
#[derive(Clone, Debug)]
pub struct Interaction {
    pub id: u64,
    pub token: String,
}

#[derive(Clone, Debug)]
struct InteractionRec {
    id: u64,
    /// The interaction type (2 command, 3 component, 4 autocomplete, 5 modal submit).
    kind: u8,
    channel_id: u64,
    user_id: u64,
    responded: bool,
    /// The message the response made (type 4/5) or, for a component, the message clicked.
    original: Option<u64>,
    /// For a component interaction: the message that carries the component.
    component_message: Option<u64>,
    created: std::time::Instant,
}

/// Injected server errors (5xx) for matching requests.
struct FailureRule {
    method: String,
    /// The path, or a prefix of it when it ends in `*`.
    path: String,
    remaining: usize,
    status: u16,
}

impl FailureRule {
    fn matches(&self, method: &str, path: &str) -> bool {
        self.remaining > 0
            && self.method == method
            && match self.path.strip_suffix('*') {
                Some(prefix) => path.starts_with(prefix),
                None => self.path == path,
            }
    }
}

struct RateLimitRule {
    /// The global limit: any route except interaction callbacks (which Discord exempts).
    global: bool,
    method: String,
    path: String,
    remaining: usize,
    retry_after: f64,
}

enum ConnCmd {
    Send(String),
    Close(u16, &'static str),
}

struct Conn {
    id: u64,
    tx: mpsc::UnboundedSender<ConnCmd>,
}

struct Session {
    id: String,
    intents: u64,
    seq: u64,
    /// Every dispatch of this session, serialized, by sequence number (for Resume).
    events: Vec<(u64, String)>,
    conn: Option<Conn>,
}

pub(crate) struct State {
    token: String,
    bot: UserRec,
    users: BTreeMap<u64, UserRec>,
    guilds: BTreeMap<u64, GuildRec>,
    channels: BTreeMap<u64, ChannelRec>,
    messages: BTreeMap<u64, Value>,
    /// Nonces of messages sent with `enforce_nonce`, with the message and when: a second
    /// message with the same nonce within [`rest::NONCE_WINDOW`] gets the first one back.
    nonces: HashMap<String, (u64, std::time::Instant)>,
    dm_channels: HashMap<u64, u64>,
    /// The app language of users who set one (`set_locale`); others send `en-US`.
    locales: HashMap<u64, String>,
    interactions: HashMap<String, InteractionRec>,
    global_commands: Vec<Value>,
    guild_commands: HashMap<u64, Vec<Value>>,
    rate_limits: Vec<RateLimitRule>,
    failures: Vec<FailureRule>,
    session: Option<Session>,
    next_conn: u64,
    heartbeat_interval_ms: u64,
    /// Discord's limit for the initial interaction response (3 s), when enforced.
    interaction_deadline: Option<Duration>,
    ws_url: String,
    cdn_base: String,
    record: Record,
}

pub(crate) struct Shared {
    state: Mutex<State>,
    changed: watch::Sender<u64>,
    /// While true, new gateway connections wait before they are served.
    hold: watch::Sender<bool>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// Wakes everyone waiting on the record.
    fn bump(&self) {
        self.changed.send_modify(|v| *v += 1);
    }
}

/// The running fake. Dropping it does not stop the server; the test's runtime does.
#[derive(Clone)]
pub struct FakeDiscord {
    shared: Arc<Shared>,
    http_addr: SocketAddr,
    tls_addr: SocketAddr,
}

/// The test CA that signed the fake's certificate for `discord.com` (DER).
pub const TEST_CA_DER: &[u8] = include_bytes!("tls/ca.der");

/// The bot token the fake accepts.
pub const BOT_TOKEN: &str = "hextable-test-token.fake.local";

impl FakeDiscord {
    /// Starts the fake on two random loopback ports: plain HTTP (REST for the proxy setting,
    /// and the gateway websocket) and HTTPS (REST as `https://discord.com`).
    pub async fn start() -> FakeDiscord {
        Self::start_with_heartbeat(Duration::from_millis(41_250)).await
    }

    /// Like [`FakeDiscord::start`] with another heartbeat interval in Hello.
    pub async fn start_with_heartbeat(heartbeat: Duration) -> FakeDiscord {
        let plain = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind http");
        let http_addr = plain.local_addr().expect("http addr");
        let secure = tokio::net::TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind https");
        let tls_addr = secure.local_addr().expect("https addr");
        let bot_id = snowflake();
        let bot = UserRec {
            id: bot_id,
            username: "hextable".into(),
            global_name: None,
            bot: true,
            dms_closed: false,
        };
        let mut users = BTreeMap::new();
        users.insert(bot_id, bot.clone());
        let state = State {
            token: BOT_TOKEN.into(),
            bot,
            users,
            guilds: BTreeMap::new(),
            channels: BTreeMap::new(),
            messages: BTreeMap::new(),
            nonces: HashMap::new(),
            dm_channels: HashMap::new(),
            locales: HashMap::new(),
            interactions: HashMap::new(),
            global_commands: Vec::new(),
            guild_commands: HashMap::new(),
            rate_limits: Vec::new(),
            failures: Vec::new(),
            session: None,
            next_conn: 0,
            heartbeat_interval_ms: heartbeat.as_millis() as u64,
            interaction_deadline: None,
            ws_url: format!("ws://{http_addr}"),
            cdn_base: format!("http://{http_addr}/cdn"),
            record: Record::default(),
        };
        let shared = Arc::new(Shared {
            state: Mutex::new(state),
            changed: watch::channel(0).0,
            hold: watch::channel(false).0,
        });
        let router = rest::router(Arc::clone(&shared));
        let plain_router = router.clone();
        tokio::spawn(async move {
            let _ = axum::serve(plain, plain_router).await;
        });
        let listener = tls::TlsListener::new(secure);
        tokio::spawn(async move {
            let _ = axum::serve(listener, router).await;
        });
        FakeDiscord {
            shared,
            http_addr,
            tls_addr,
        }
    }

    /// The bot token to give serenity.
    pub fn token(&self) -> &'static str {
        BOT_TOKEN
    }

    /// Makes every later request the bot sends succeed again (injected failures are dropped).
    pub fn clear_failures(&self) {
        self.shared.lock().failures.clear();
    }

    /// The bot's user id, which is also its application id (as on Discord).
    pub fn bot_id(&self) -> u64 {
        self.shared.lock().bot.id
    }

    /// The application id (equal to the bot's user id).
    pub fn application_id(&self) -> u64 {
        self.bot_id()
    }

    /// Where the bot's REST calls should go: `discord.com:443` pinned to the fake's TLS port,
    /// trusting the test CA. serenity's rate limiter stays on.
    #[cfg(feature = "discord")]
    pub fn api_target(&self) -> hextable::adapters::discord::connect::ApiTarget {
        hextable::adapters::discord::connect::ApiTarget::Pinned {
            addr: self.tls_addr,
            root_certificate_der: TEST_CA_DER.to_vec(),
        }
    }

    /// The socket address where `https://discord.com` is served (test CA: [`TEST_CA_DER`]).
    pub fn tls_addr(&self) -> SocketAddr {
        self.tls_addr
    }

    /// The base URL for serenity's proxy setting, `http://127.0.0.1:PORT`.
    pub fn proxy_base(&self) -> String {
        format!("http://{}", self.http_addr)
    }

    /// The gateway URL that `GET /gateway` returns.
    pub fn gateway_url(&self) -> String {
        self.shared.lock().ws_url.clone()
    }

    // ----- building the world -----

    /// Adds a user; returns their id.
    pub fn add_user(&self, name: &str) -> u64 {
        let id = snowflake();
        let user = UserRec {
            id,
            username: name.to_lowercase(),
            global_name: Some(name.into()),
            bot: false,
            dms_closed: false,
        };
        self.shared.lock().users.insert(id, user);
        id
    }

    /// Adds a guild owned by `owner` (who becomes a member, as does the bot).
    pub fn add_guild(&self, name: &str, owner: u64) -> u64 {
        let id = snowflake();
        let mut st = self.shared.lock();
        let bot = st.bot.id;
        st.guilds.insert(
            id,
            GuildRec {
                id,
                name: name.into(),
                owner_id: owner,
                created_ms: now_ms(),
                members: vec![bot, owner],
                channels: Vec::new(),
                granted: HashMap::new(),
            },
        );
        id
    }

    /// Makes `user` a member of `guild`.
    pub fn add_member(&self, guild: u64, user: u64) {
        let mut st = self.shared.lock();
        let g = st.guilds.get_mut(&guild).expect("unknown guild");
        if !g.members.contains(&user) {
            g.members.push(user);
        }
    }

    /// `user`'s Discord app language from now on (`fi`, `de`, …): the `locale` of their
    /// interactions.
    pub fn set_locale(&self, user: u64, locale: &str) {
        self.shared.lock().locales.insert(user, locale.to_owned());
    }

    /// Grants `user` extra permission bits in `guild` (e.g. [`model::MANAGE_GUILD`]); they
    /// show in `member.permissions` of the user's interactions. The owner has all.
    pub fn grant_permissions(&self, guild: u64, user: u64, bits: u64) {
        let mut st = self.shared.lock();
        let g = st.guilds.get_mut(&guild).expect("unknown guild");
        *g.granted.entry(user).or_insert(0) |= bits;
    }

    /// Adds a text channel to `guild`; returns its id.
    pub fn add_text_channel(&self, guild: u64, name: &str) -> u64 {
        let id = snowflake();
        let mut st = self.shared.lock();
        let g = st.guilds.get_mut(&guild).expect("unknown guild");
        g.channels.push(id);
        let position = g.channels.len() as u32 - 1;
        st.channels.insert(
            id,
            ChannelRec {
                id,
                name: name.into(),
                kind: ChannelKind::GuildText { guild_id: guild },
                position,
                last_message_id: None,
            },
        );
        id
    }

    /// From now on the bot's DMs to `user` fail with 403 / 50007.
    pub fn close_dms(&self, user: u64) {
        self.shared
            .lock()
            .users
            .get_mut(&user)
            .expect("unknown user")
            .dms_closed = true;
    }

    /// The next `times` requests `METHOD path` (path after `/api/v10`, e.g.
    /// `/channels/123/messages`) are answered 429 with `retry_after` seconds.
    pub fn rate_limit(&self, method: &str, path: &str, times: usize, retry_after: f64) {
        self.shared.lock().rate_limits.push(RateLimitRule {
            global: false,
            method: method.to_uppercase(),
            path: path.into(),
            remaining: times,
            retry_after,
        });
    }

    /// The next `times` requests `METHOD path` fail with `status` (502, 503, 500: Discord or
    /// its edge failing) before reaching the API, so nothing is created. `path` may end in
    /// `*` to match every path with that prefix (`/channels/*`).
    pub fn fail(&self, method: &str, path: &str, times: usize, status: u16) {
        assert!((500..600).contains(&status), "a server error");
        self.shared.lock().failures.push(FailureRule {
            method: method.to_uppercase(),
            path: path.into(),
            remaining: times,
            status,
        });
    }

    /// The next `times` requests to any route (interaction callbacks excepted, as on Discord)
    /// hit the global rate limit: 429 with `X-RateLimit-Global` and `retry_after` seconds.
    pub fn rate_limit_global(&self, times: usize, retry_after: f64) {
        self.shared.lock().rate_limits.push(RateLimitRule {
            global: true,
            method: String::new(),
            path: String::new(),
            remaining: times,
            retry_after,
        });
    }

    /// Enforces Discord's deadline for the initial interaction response (Discord: 3 s): a
    /// later callback gets 404 / 10062 Unknown interaction. Off by default, so a slow test
    /// machine does not fail unrelated tests.
    pub fn enforce_interaction_deadline(&self, deadline: Option<Duration>) {
        self.shared.lock().interaction_deadline = deadline;
    }

    /// The DM channel between the bot and `user`, if the bot opened one.
    pub fn dm_channel_of(&self, user: u64) -> Option<u64> {
        self.shared.lock().dm_channels.get(&user).copied()
    }

    /// The stored message object (as the REST API would return it).
    pub fn message(&self, id: u64) -> Option<Value> {
        self.shared.lock().messages.get(&id).cloned()
    }

    /// The commands registered for `guild` (None: global), as stored.
    pub fn commands(&self, guild: Option<u64>) -> Vec<Value> {
        let st = self.shared.lock();
        match guild {
            Some(g) => st.guild_commands.get(&g).cloned().unwrap_or_default(),
            None => st.global_commands.clone(),
        }
    }

    // ----- users acting -----

    /// `user` types `content` in `channel` (a guild text channel, thread or DM channel):
    /// the message is stored and MESSAGE_CREATE dispatched. Returns the message id.
    pub fn user_says(&self, user: u64, channel: u64, content: &str) -> u64 {
        let mut st = self.shared.lock();
        let author = st.users.get(&user).expect("unknown user").clone();
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        let id = snowflake();
        let guild_id = ch.guild_id();
        let member = guild_id.map(|g| member_json(&author, st.guild_joined(g), false));
        let fields = MessageFields {
            content: content.into(),
            ..MessageFields::default()
        };
        let msg = message_json(id, channel, guild_id, &author, member, &fields, None, None);
        st.store_message(id, channel, msg.clone());
        st.dispatch_message_event("MESSAGE_CREATE", guild_id, msg);
        drop(st);
        self.shared.bump();
        id
    }

    /// `user` writes to the bot in their DM channel (opened by the user if it does not exist
    /// yet). Returns the message id.
    pub fn user_dms(&self, user: u64, content: &str) -> u64 {
        let channel = self.shared.lock().dm_channel(user);
        self.user_says(user, channel, content)
    }

    /// `user` runs the slash command `name` in `channel` with `options` (Discord's
    /// application command interaction data options array, e.g.
    /// `[{"name":"size","type":4,"value":7}]`). INTERACTION_CREATE is dispatched.
    pub fn slash_command(
        &self,
        user: u64,
        channel: u64,
        name: &str,
        options: Value,
    ) -> Interaction {
        let mut st = self.shared.lock();
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        let command_id = st
            .find_command(ch.guild_id(), name)
            .and_then(|c| model::id_of(&c["id"]))
            .unwrap_or_else(snowflake);
        let mut data = json!({
            "id": command_id.to_string(),
            "name": name,
            "type": 1,
            "options": options,
        });
        if let Some(g) = ch.guild_id() {
            data["guild_id"] = json!(g.to_string());
        }
        let interaction = st.interaction(2, user, &ch, data, None);
        drop(st);
        self.shared.bump();
        interaction
    }

    /// `user` is typing option `focused` of the slash command `name` in `channel`: an
    /// autocomplete interaction (type 4) with `options`, where the option named `focused`
    /// gets `"focused": true`. The bot answers with callback type 8 and its choices.
    pub fn autocomplete(
        &self,
        user: u64,
        channel: u64,
        name: &str,
        mut options: Value,
        focused: &str,
    ) -> Interaction {
        for option in options.as_array_mut().into_iter().flatten() {
            if option["name"] == focused {
                option["focused"] = json!(true);
            }
        }
        let mut st = self.shared.lock();
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        let command_id = st
            .find_command(ch.guild_id(), name)
            .and_then(|c| model::id_of(&c["id"]))
            .unwrap_or_else(snowflake);
        let data = json!({
            "id": command_id.to_string(),
            "name": name,
            "type": 1,
            "options": options,
        });
        let interaction = st.interaction(4, user, &ch, data, None);
        drop(st);
        self.shared.bump();
        interaction
    }

    /// `user` submits the modal `custom_id` that the bot showed in answer to a click on a
    /// button of its message `message_id`: as on Discord, the interaction carries that
    /// message (and may update it with callback types 6 and 7).
    pub fn submit_modal_from(
        &self,
        user: u64,
        message_id: u64,
        custom_id: &str,
        inputs: &[(&str, &str)],
    ) -> Interaction {
        let rows: Vec<Value> = inputs
            .iter()
            .map(|(id, value)| {
                json!({
                    "type": 1,
                    "components": [{"type": 4, "custom_id": id, "value": value}],
                })
            })
            .collect();
        let data = json!({ "custom_id": custom_id, "components": rows });
        let mut st = self.shared.lock();
        let message = st
            .messages
            .get(&message_id)
            .expect("unknown message")
            .clone();
        let channel = model::id_of(&message["channel_id"]).expect("message channel");
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        let interaction = st.interaction(5, user, &ch, data, Some(message));
        drop(st);
        self.shared.bump();
        interaction
    }

    /// `user` submits the modal `custom_id` (shown by the bot with callback type 9) in
    /// `channel`, with text inputs `(custom_id, value)`: a modal submit interaction (type 5).
    pub fn submit_modal(
        &self,
        user: u64,
        channel: u64,
        custom_id: &str,
        inputs: &[(&str, &str)],
    ) -> Interaction {
        let rows: Vec<Value> = inputs
            .iter()
            .map(|(id, value)| {
                json!({
                    "type": 1,
                    "components": [{"type": 4, "custom_id": id, "value": value}],
                })
            })
            .collect();
        let data = json!({ "custom_id": custom_id, "components": rows });
        let mut st = self.shared.lock();
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        let interaction = st.interaction(5, user, &ch, data, None);
        drop(st);
        self.shared.bump();
        interaction
    }

    /// The buttons of a stored message: `(custom_id, label, disabled)`, in order.
    pub fn buttons(&self, message_id: u64) -> Vec<(String, String, bool)> {
        let st = self.shared.lock();
        let Some(message) = st.messages.get(&message_id) else {
            return Vec::new();
        };
        message["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .map(|c| {
                (
                    c["custom_id"].as_str().unwrap_or_default().to_owned(),
                    c["label"].as_str().unwrap_or_default().to_owned(),
                    c["disabled"] == true,
                )
            })
            .collect()
    }

    /// `user` clicks the enabled button `custom_id` on the bot's message `message_id` (a
    /// component interaction, type 3, carrying the message). Panics if the message has no
    /// such enabled button: a Discord client could not click it.
    pub fn click_button(&self, user: u64, message_id: u64, custom_id: &str) -> Interaction {
        let mut st = self.shared.lock();
        let message = st
            .messages
            .get(&message_id)
            .expect("unknown message")
            .clone();
        let channel = model::id_of(&message["channel_id"]).expect("message channel");
        let ch = st.channels.get(&channel).expect("unknown channel").clone();
        // A client shows only the message's buttons, and a disabled one cannot be clicked.
        let clickable = message["components"]
            .as_array()
            .into_iter()
            .flatten()
            .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
            .any(|c| c["custom_id"] == custom_id && c["disabled"] != true);
        assert!(
            clickable,
            "no enabled button {custom_id:?} on message {message_id}: {}",
            message["components"]
        );
        let data = json!({ "custom_id": custom_id, "component_type": 2 });
        let interaction = st.interaction(3, user, &ch, data, Some(message));
        drop(st);
        self.shared.bump();
        interaction
    }

    // ----- the gateway misbehaving -----

    /// Closes the bot's gateway connection with close code 4000 ("unknown error; reconnect",
    /// resumable) and forgets it: events from now on wait in the session for a Resume.
    pub fn drop_gateway(&self) {
        let mut st = self.shared.lock();
        if let Some(conn) = st.session.as_mut().and_then(|s| s.conn.take()) {
            let _ = conn.tx.send(ConnCmd::Close(4000, "Unknown error"));
            st.record.gateway.push(GatewayEvent::ServerClosed {
                conn: conn.id,
                code: 4000,
            });
        }
        drop(st);
        self.shared.bump();
    }

    /// Sends Reconnect (op 7) on the bot's gateway connection; the client should reconnect
    /// and resume. Later events wait in the session until it does.
    pub fn request_reconnect(&self) {
        let mut st = self.shared.lock();
        if let Some(conn) = st.session.as_mut().and_then(|s| s.conn.take()) {
            let _ = conn
                .tx
                .send(ConnCmd::Send(json!({"op": 7, "d": null}).to_string()));
            st.record
                .gateway
                .push(GatewayEvent::ReconnectRequested { conn: conn.id });
        }
        drop(st);
        self.shared.bump();
    }

    /// Ends the bot's session as Discord does when it cannot be resumed: the connection is
    /// closed (4000) and the session forgotten, so the client's Resume is answered with
    /// Invalid Session (op 9, not resumable) and it must identify again. Events of the old
    /// session that were not delivered are lost, as on Discord.
    pub fn invalidate_session(&self) {
        let mut st = self.shared.lock();
        if let Some(conn) = st.session.take().and_then(|s| s.conn) {
            let _ = conn.tx.send(ConnCmd::Close(4000, "Unknown error"));
            st.record.gateway.push(GatewayEvent::ServerClosed {
                conn: conn.id,
                code: 4000,
            });
        }
        drop(st);
        self.shared.bump();
    }

    /// While `hold` is true, new gateway connections are accepted but not served (no Hello,
    /// nothing read), so a test can inject events while the bot is surely disconnected.
    pub fn hold_connections(&self, hold: bool) {
        self.shared.hold.send_replace(hold);
    }

    /// Is a gateway connection attached to the current session?
    pub fn gateway_connected(&self) -> bool {
        self.shared
            .lock()
            .session
            .as_ref()
            .is_some_and(|s| s.conn.is_some())
    }

    // ----- the record -----

    /// Every dispatch (op 0 payload, serialized) of the current gateway session, in order.
    pub fn dispatched(&self) -> Vec<String> {
        let st = self.shared.lock();
        st.session
            .as_ref()
            .map(|s| s.events.iter().map(|(_, e)| e.clone()).collect())
            .unwrap_or_default()
    }

    /// A copy of everything recorded so far.
    pub fn record(&self) -> Record {
        self.shared.lock().record.clone()
    }

    /// Waits (up to [`WAIT`]) until `check` finds something in the record; panics with
    /// `what` and the record otherwise.
    pub async fn wait_for<T>(&self, what: &str, mut check: impl FnMut(&Record) -> Option<T>) -> T {
        let mut changed = self.shared.changed.subscribe();
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            if let Some(found) = check(&self.shared.lock().record) {
                return found;
            }
            match tokio::time::timeout_at(deadline, changed.changed()).await {
                Ok(Ok(())) => {}
                _ => {
                    let record = self.record();
                    panic!("timed out after {WAIT:?} waiting for {what}; record: {record:#?}");
                }
            }
        }
    }

    /// Waits until the bot has identified and received READY; returns the session id.
    pub async fn wait_ready(&self) -> String {
        self.wait_for("Identify", |r| {
            r.gateway.iter().find_map(|g| match g {
                GatewayEvent::Identify { session_id, .. } => Some(session_id.clone()),
                _ => None,
            })
        })
        .await
    }
}

impl State {
    fn guild_joined(&self, guild: u64) -> u64 {
        self.guilds
            .get(&guild)
            .map_or_else(now_ms, |g| g.created_ms)
    }

    fn user_json(&self, id: u64) -> Option<Value> {
        self.users.get(&id).map(UserRec::json)
    }

    fn channel_json(&self, id: u64) -> Option<Value> {
        let ch = self.channels.get(&id)?;
        Some(ch.json(&|u| self.user_json(u)))
    }

    /// The DM channel with `user`, created if needed.
    fn dm_channel(&mut self, user: u64) -> u64 {
        if let Some(id) = self.dm_channels.get(&user) {
            return *id;
        }
        let id = snowflake();
        self.channels.insert(
            id,
            ChannelRec {
                id,
                name: String::new(),
                kind: ChannelKind::Dm { recipient: user },
                position: 0,
                last_message_id: None,
            },
        );
        self.dm_channels.insert(user, id);
        id
    }

    fn store_message(&mut self, id: u64, channel: u64, msg: Value) {
        self.messages.insert(id, msg);
        if let Some(ch) = self.channels.get_mut(&channel) {
            ch.last_message_id = Some(id);
        }
    }

    fn find_command(&self, guild: Option<u64>, name: &str) -> Option<Value> {
        let guild_cmds = guild.and_then(|g| self.guild_commands.get(&g));
        guild_cmds
            .into_iter()
            .flatten()
            .chain(self.global_commands.iter())
            .find(|c| c["name"] == name)
            .cloned()
    }

    /// Creates and dispatches an interaction of `kind` (2 command, 3 component).
    fn interaction(
        &mut self,
        kind: u8,
        user: u64,
        ch: &ChannelRec,
        data: Value,
        message: Option<Value>,
    ) -> Interaction {
        let id = snowflake();
        let token = format!("aW50ZXJhY3Rpb24.{id}.{}", snowflake());
        let author = self.users.get(&user).expect("unknown user").clone();
        let app = self.bot.id;
        let channel_json = self.channel_json(ch.id).unwrap_or(Value::Null);
        let mut v = json!({
            "id": id.to_string(),
            "application_id": app.to_string(),
            "type": kind,
            "data": data,
            "channel_id": ch.id.to_string(),
            "channel": channel_json,
            "token": token,
            "version": 1,
            "app_permissions": model::EVERYONE_PERMISSIONS.to_string(),
            "locale": self.locales.get(&user).map_or("en-US", String::as_str),
            "entitlements": [],
            "authorizing_integration_owners": {},
            "attachment_size_limit": 10_485_760,
        });
        match ch.guild_id() {
            Some(g) => {
                let mut member = member_json(&author, self.guild_joined(g), true);
                let perms = self
                    .guilds
                    .get(&g)
                    .map_or(0, |guild| guild.permissions_of(user));
                member["permissions"] = json!(perms.to_string());
                v["guild_id"] = json!(g.to_string());
                v["guild_locale"] = json!("en-US");
                v["member"] = member;
                v["context"] = json!(0);
                v["authorizing_integration_owners"] = json!({"0": g.to_string()});
            }
            None => {
                v["user"] = author.json();
                v["context"] = json!(1);
                v["authorizing_integration_owners"] = json!({"1": user.to_string()});
            }
        }
        let component_message = message.as_ref().and_then(|m| model::id_of(&m["id"]));
        if let Some(message) = message {
            v["message"] = message;
        }
        self.interactions.insert(
            token.clone(),
            InteractionRec {
                id,
                kind,
                channel_id: ch.id,
                user_id: user,
                responded: false,
                original: None,
                component_message,
                created: std::time::Instant::now(),
            },
        );
        self.dispatch("INTERACTION_CREATE", 0, v);
        Interaction { id, token }
    }

    /// Dispatches a message event if the session's intents ask for it, blanking the content
    /// of guild messages without MESSAGE_CONTENT (as Discord does; the bot's own messages
    /// keep their content).
    fn dispatch_message_event(&mut self, kind: &str, guild_id: Option<u64>, mut msg: Value) {
        let needed = if guild_id.is_some() {
            intents::GUILD_MESSAGES
        } else {
            intents::DIRECT_MESSAGES
        };
        let session_intents = self.session.as_ref().map_or(0, |s| s.intents);
        let from_bot = model::id_of(&msg["author"]["id"]) == Some(self.bot.id);
        if guild_id.is_some() && !from_bot && session_intents & intents::MESSAGE_CONTENT == 0 {
            msg["content"] = json!("");
            msg["embeds"] = json!([]);
            msg["attachments"] = json!([]);
            msg["components"] = json!([]);
        }
        self.dispatch(kind, needed, msg);
    }

    /// Appends a dispatch (op 0) to the session and sends it if a connection is attached.
    /// Events whose intent the session did not ask for are not sent, as on Discord.
    fn dispatch(&mut self, kind: &str, needed_intent: u64, d: Value) {
        let Some(session) = self.session.as_mut() else {
            return;
        };
        if needed_intent != 0 && session.intents & needed_intent == 0 {
            return;
        }
        session.seq += 1;
        let seq = session.seq;
        let payload = json!({"op": 0, "s": seq, "t": kind, "d": d}).to_string();
        if let Some(conn) = &session.conn {
            let _ = conn.tx.send(ConnCmd::Send(payload.clone()));
        }
        session.events.push((seq, payload));
        self.record.gateway.push(GatewayEvent::Dispatch {
            seq,
            kind: kind.into(),
        });
    }
}

/// Waiting helpers the end-to-end tests share: each waits (up to [`WAIT`]) for something the
/// bot sent and panics with the record otherwise.
impl FakeDiscord {
    /// A new message (not an edit) by the bot in `channel` whose text (content or embed)
    /// contains `needle`.
    pub async fn wait_post(&self, channel: u64, needle: &str) -> Post {
        let needle = needle.to_owned();
        self.wait_for(&format!("a post with {needle:?}"), |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::Message(p)
                    if p.channel_id == channel
                        && !p.is_ephemeral()
                        && p.text().contains(&needle) =>
                {
                    Some(p.clone())
                }
                _ => None,
            })
        })
        .await
    }

    /// A DM to `user` containing `needle`.
    pub async fn wait_dm(&self, user: u64, needle: &str) -> Post {
        let needle = needle.to_owned();
        self.wait_for(&format!("a DM with {needle:?}"), |r| {
            r.dms_to(user).find(|p| p.text().contains(&needle)).cloned()
        })
        .await
    }

    /// An ephemeral answer to `i` (response, edit or follow-up) containing `needle`.
    pub async fn wait_private(&self, i: &Interaction, needle: &str) -> Post {
        let needle = needle.to_owned();
        self.wait_for(&format!("a private answer with {needle:?}"), |r| {
            r.answers(i)
                .into_iter()
                .map(|(_, p)| p)
                .find(|p| p.is_ephemeral() && p.text().contains(&needle))
        })
        .await
    }

    /// The bot's response of type `kind` to `i` (`what` names it in the panic if it never
    /// comes); returns its `data` (type 8: autocomplete `choices`; type 9: the modal).
    pub async fn wait_response(&self, what: &str, i: &Interaction, kind: u8) -> Value {
        self.wait_for(what, |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::InteractionResponse {
                    interaction_id,
                    kind: k,
                    data,
                    ..
                } if *interaction_id == i.id && *k == kind => Some(data.clone()),
                _ => None,
            })
        })
        .await
    }

    /// Like [`FakeDiscord::wait_response`], for a response that made or changed a message
    /// (type 4: a new message; type 7: the updated one); returns that message.
    pub async fn wait_response_post(&self, what: &str, i: &Interaction, kind: u8) -> Post {
        self.wait_for(what, |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::InteractionResponse {
                    interaction_id,
                    kind: k,
                    post: Some(p),
                    ..
                } if *interaction_id == i.id && *k == kind => Some(p.clone()),
                _ => None,
            })
        })
        .await
    }

    /// The custom id of the button labelled `label` on message `message`.
    pub fn button_id(&self, message: u64, label: &str) -> String {
        let buttons = self.buttons(message);
        buttons
            .iter()
            .find(|(_, l, _)| l == label)
            .map(|(id, _, _)| id.clone())
            .unwrap_or_else(|| panic!("no {label} button on {message}: {buttons:?}"))
    }

    /// Waits until every button of `message` is disabled (polling: `wait_for` holds the
    /// fake's state while it checks, so its check cannot ask for a message).
    pub async fn wait_buttons_disabled(&self, message: u64) {
        let deadline = tokio::time::Instant::now() + WAIT;
        loop {
            let buttons = self.buttons(message);
            if !buttons.is_empty() && buttons.iter().all(|(_, _, d)| *d) {
                return;
            }
            assert!(
                tokio::time::Instant::now() < deadline,
                "buttons of {message} still enabled: {buttons:?}"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    }
}

impl Record {
    /// Everything the bot answered to one interaction (responses with their type, then
    /// edits and follow-ups as type 0), in order.
    pub fn answers(&self, i: &Interaction) -> Vec<(u8, Post)> {
        self.sent
            .iter()
            .filter_map(|s| match s {
                Sent::InteractionResponse {
                    interaction_id,
                    kind,
                    post: Some(post),
                    ..
                } if *interaction_id == i.id => Some((*kind, post.clone())),
                Sent::InteractionEdit {
                    interaction_id,
                    post,
                }
                | Sent::Followup {
                    interaction_id,
                    post,
                } if *interaction_id == i.id => Some((0, post.clone())),
                _ => None,
            })
            .collect()
    }

    /// How many times the bot identified on the gateway.
    pub fn identifies(&self) -> usize {
        self.gateway
            .iter()
            .filter(|g| matches!(g, GatewayEvent::Identify { .. }))
            .count()
    }

    /// How many times the bot registered its application commands.
    pub fn registrations(&self) -> usize {
        self.sent
            .iter()
            .filter(|s| matches!(s, Sent::Commands { .. }))
            .count()
    }
}
