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
//! A bot may run several shards, in one client or in several processes: each shard's
//! connection identifies its own session, and events are routed as Discord routes them (a
//! guild's to its shard, DMs to shard 0; `shards.rs`). [`FakeDiscord::add_guild_on_shard`]
//! makes a guild that lands on a given shard.
//!
//! What serenity 0.12.5 does that shaped this (read in its source): REST URLs are always
//! `https://discord.com/api/v10/...`, and its rate limiter ignores `HttpBuilder::proxy`
//! (hence the TLS endpoint); the gateway URL comes from `GET /gateway` and is used for
//! resuming too (`resume_gateway_url` is read but not used; hextable's `connect::Steering` swaps
//! the URL for it while a session lives); Resume is sent right after the
//! websocket opens, before Hello; a re-Identify waits 5 s (its shard queuer); each event is
//! handled in its own task, so handlers see events concurrently, not in order.

mod acting;
pub mod command_rules;
mod gateway;
pub mod model;
pub mod permissions;
mod record;
mod rest;
mod shards;
mod state;
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
pub use self::record::{GatewayEvent, Post, Record, Refusal, RequestLine, Sent};
#[allow(unused_imports)] // for the tests of several shards
pub use self::shards::shard_of;
#[cfg(feature = "discord")]
#[allow(unused_imports)] // each Discord test uses some of them
pub use self::world::{
    button, challenge_accepted_by_button, has_png, public, response_kinds, slash, start_bot,
    stop_bot, typed, wait_disabled, wait_dm, wait_post, wait_private, world, Bot, Shards, World,
    WorldBuilder,
};

/// Discord's deadline for the first response to an interaction.
pub const INTERACTION_DEADLINE: Duration = Duration::from_secs(3);

/// How long an interaction token stays valid for follow-ups (Discord: 15 minutes).
pub const TOKEN_LIFETIME: Duration = Duration::from_secs(15 * 60);

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
    /// GUILD_MEMBERS (privileged).
    pub const GUILD_MEMBERS: u64 = 1 << 1;
    /// GUILD_PRESENCES (privileged).
    pub const GUILD_PRESENCES: u64 = 1 << 8;
    /// The privileged intents: an app may ask for them only when they are enabled in the
    /// Developer Portal (else close 4014).
    pub const PRIVILEGED: u64 = GUILD_MEMBERS | GUILD_PRESENCES | MESSAGE_CONTENT;
    /// Every intent Discord defines (bits 0–21, 24 and 25): others are close 4013.
    pub const DEFINED: u64 = ((1 << 22) - 1) | (1 << 24) | (1 << 25);
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
    /// `[shard_id, num_shards]` from Identify; `None`: unsharded, it gets every event.
    shard: Option<[u64; 2]>,
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
    /// Requests answered late: done at once, their answer held back (status unused).
    late: Vec<(FailureRule, std::time::Duration)>,
    /// The gateway sessions, in the order they identified: one per shard, or several (Discord
    /// allows sessions with the same shard), and those whose connection was lost without a
    /// 1000/1001 close (resumable).
    sessions: Vec<Session>,
    next_conn: u64,
    heartbeat_interval_ms: u64,
    /// Discord's limit for the initial interaction response (3 s), when enforced.
    interaction_deadline: Option<Duration>,
    /// The privileged intents enabled for the app in the Developer Portal.
    allowed_intents: u64,
    /// Permission overwrites per channel (threads use their parent's).
    overwrites: HashMap<u64, Vec<permissions::Overwrite>>,
    /// How long an interaction's token works for follow-ups and edits (Discord: 15 minutes).
    token_lifetime: Duration,
    /// Discord's per-route and global limits, when a test turns them on.
    route_limits: Option<rest::RouteLimits>,
    /// The largest file an upload may carry (Discord's default for bots: 10 MiB).
    upload_limit: u64,
    /// How far the fake's clock is ahead of the wall clock (`pass_time`): threads archive by it.
    clock_offset_ms: u64,
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

/// Discord's upload limit per file for bots, by default (10 MiB since 2025-01-16).
const UPLOAD_LIMIT: u64 = 10 * 1024 * 1024;
/// Discord's limit for a whole request with files (25 MiB).
const REQUEST_LIMIT: u64 = 25 * 1024 * 1024;

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
            late: Vec::new(),
            sessions: Vec::new(),
            next_conn: 0,
            heartbeat_interval_ms: heartbeat.as_millis() as u64,
            interaction_deadline: None,
            token_lifetime: TOKEN_LIFETIME,
            clock_offset_ms: 0,
            upload_limit: UPLOAD_LIMIT,
            route_limits: None,
            allowed_intents: intents::PRIVILEGED,
            overwrites: HashMap::new(),
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
        self.insert_guild(id, name, owner);
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

    /// From now on the fake keeps Discord's rate limits: `per_bucket` requests per `window`
    /// in each route's bucket and top-level id (PATCH and DELETE of a message share one), and
    /// `global` per second over all routes but interactions; over them, a 429 with the time
    /// left as `retry_after`. (Without this, every answer says `remaining: 4`.)
    pub fn set_route_limits(&self, per_bucket: u32, window: Duration, global: u32) {
        self.shared.lock().route_limits = Some(rest::RouteLimits::new(per_bucket, window, global));
    }

    /// From now on a file over `bytes` is refused with 413 / 40005, and interactions say so
    /// in `attachment_size_limit` (a server's boost tier changes it on Discord).
    pub fn set_upload_limit(&self, bytes: u64) {
        self.shared.lock().upload_limit = bytes;
    }

    /// Moves the fake's clock on by `by`: threads idle for their `auto_archive_duration`
    /// archive themselves (THREAD_UPDATE), as on Discord.
    pub fn pass_time(&self, by: Duration) {
        let mut st = self.shared.lock();
        st.clock_offset_ms += by.as_millis() as u64;
        st.archive_idle_threads();
        drop(st);
        self.shared.bump();
    }

    /// A thread's `thread_metadata` as Discord would show it, if `thread` is one.
    pub fn thread_metadata(&self, thread: u64) -> Option<Value> {
        let json = self.shared.lock().channel_json(thread)?;
        json.get("thread_metadata").cloned()
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
                thread: None,
            },
        );
        id
    }

    /// A group DM of `users` (the bot is no member): returns its channel id.
    pub fn add_group_dm(&self, users: &[u64]) -> u64 {
        let id = snowflake();
        self.shared.lock().channels.insert(
            id,
            ChannelRec {
                id,
                name: String::new(),
                kind: ChannelKind::GroupDm {
                    recipients: users.to_vec(),
                },
                position: 0,
                last_message_id: None,
                thread: None,
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

    /// The next `times` requests `METHOD path` are carried out at once (what they create is
    /// there for everyone) but answered `delay` later, as a slow network or a busy Discord
    /// does: the bot learns of its own message after the users have seen it.
    pub fn answer_late(&self, method: &str, path: &str, times: usize, delay: std::time::Duration) {
        let rule = FailureRule {
            method: method.to_uppercase(),
            path: path.into(),
            remaining: times,
            status: 0,
        };
        self.shared.lock().late.push((rule, delay));
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
    /// later callback gets 404 / 10062 Unknown interaction. Off in a bare fake; every
    /// [`World`] turns it on ([`INTERACTION_DEADLINE`]).
    pub fn enforce_interaction_deadline(&self, deadline: Option<Duration>) {
        self.shared.lock().interaction_deadline = deadline;
    }

    /// The privileged intents enabled for the app, as the Developer Portal's toggles (all of
    /// them by default): an Identify asking for another is closed with 4014.
    pub fn allow_intents(&self, privileged: u64) {
        self.shared.lock().allowed_intents = privileged & intents::PRIVILEGED;
    }

    /// How long an interaction token works for follow-ups and edits of its messages
    /// (Discord: 15 minutes, [`TOKEN_LIFETIME`]); later they get 404 / 10015 Unknown Webhook.
    pub fn set_token_lifetime(&self, lifetime: Duration) {
        self.shared.lock().token_lifetime = lifetime;
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
}

impl FakeDiscord {
    // ----- the gateway misbehaving -----

    /// Closes the bot's gateway connections (every shard's) with close code 4000 ("unknown
    /// error; reconnect", resumable) and forgets them: events from now on wait in their
    /// sessions for a Resume.
    pub fn drop_gateway(&self) {
        let mut st = self.shared.lock();
        let conns: Vec<Conn> = st
            .sessions
            .iter_mut()
            .filter_map(|s| s.conn.take())
            .collect();
        for conn in conns {
            let _ = conn.tx.send(ConnCmd::Close(4000, "Unknown error"));
            st.record.gateway.push(GatewayEvent::ServerClosed {
                conn: conn.id,
                code: 4000,
            });
        }
        drop(st);
        self.shared.bump();
    }

    /// Sends Reconnect (op 7) on the bot's gateway connections; the client should reconnect
    /// and resume. Later events wait in the sessions until it does.
    pub fn request_reconnect(&self) {
        let mut st = self.shared.lock();
        let conns: Vec<Conn> = st
            .sessions
            .iter_mut()
            .filter_map(|s| s.conn.take())
            .collect();
        for conn in conns {
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

    /// Ends the bot's sessions as Discord does when they cannot be resumed: the connections
    /// are closed (4000) and the sessions forgotten, so the client's Resume is answered with
    /// Invalid Session (op 9, not resumable) and it must identify again. Events of the old
    /// sessions that were not delivered are lost, as on Discord.
    pub fn invalidate_session(&self) {
        let mut st = self.shared.lock();
        let sessions = std::mem::take(&mut st.sessions);
        for conn in sessions.into_iter().filter_map(|s| s.conn) {
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

    /// Is a gateway connection attached to a current session (any shard's)?
    pub fn gateway_connected(&self) -> bool {
        self.shared.lock().sessions.iter().any(|s| s.conn.is_some())
    }

    // ----- the record -----

    /// Every dispatch (op 0 payload, serialized) of the current gateway sessions, in order,
    /// session after session.
    pub fn dispatched(&self) -> Vec<String> {
        let st = self.shared.lock();
        st.sessions
            .iter()
            .flat_map(|s| s.events.iter().map(|(_, e)| e.clone()))
            .collect()
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
