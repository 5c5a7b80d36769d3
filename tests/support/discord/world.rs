//! The world every Discord test plays in: the local Discord with one server ("Hex Club": Alice
//! its owner, Bob and Carol, the text channels #games and #chat), and hextable's own bot on a
//! fresh SQLite database once it has identified and registered `/hex`. A test that brings its
//! own client asks for the server alone.
//!
//! ```ignore
//! let w = world().await; // = World::builder().build().await
//! let w = World::builder().heartbeat(Duration::from_secs(41)).build_without_bot().await;
//! let w = World::builder().interaction_deadline(None).build().await; // Discord's 3 s is the default
//! ```
//!
//! Besides the builder: starting and stopping the bot (a restart on the same database), and
//! the short waits and look-ups the tests write with a [`World`] in hand.

use std::{sync::Arc, time::Duration};

use hextable::{
    adapters::discord::{connect::ApiTarget, run, Settings},
    config::Config,
    runtime::{Pump, Service},
};
use serde_json::{json, Value};
use serenity::all::ShardManager;
use tempfile::TempDir;

use super::{FakeDiscord, Interaction, Post, Record, Sent, INTERACTION_DEADLINE};

/// How often the bot's clock ticks in tests (clocks, timeouts, retries of the outbox).
const TICK: Duration = Duration::from_millis(150);

/// The gateway connection of the bot's current client (a new one after the bot falls back
/// from a refused Message Content intent): `shutdown_all()` ends a test's bot.
#[derive(Clone, Default)]
pub struct Shards(Arc<std::sync::Mutex<Option<Arc<ShardManager>>>>);

impl Shards {
    /// Closes the current client's gateway connection; its run ends.
    pub async fn shutdown_all(&self) {
        let current = self.0.lock().unwrap().clone();
        if let Some(manager) = current {
            manager.shutdown_all().await;
        }
    }
}

/// hextable's bot running against the fake.
pub struct Bot {
    /// Its gateway connection: `shards.shutdown_all()` ends a test's bot.
    pub shards: Shards,
    /// The service behind it (the core and the store).
    pub service: Arc<Service>,
    /// The client's task.
    pub task: tokio::task::JoinHandle<()>,
}

/// The local Discord, its server, and what runs against it: `B` is [`Bot`] (hextable's) or
/// `()` where the test starts a client of its own.
pub struct World<B = Bot> {
    /// The local Discord.
    pub fake: FakeDiscord,
    /// "Hex Club".
    pub guild: u64,
    /// #games, where the tests play.
    pub channel: u64,
    /// #chat, a second channel of the server.
    pub other: u64,
    /// The server's owner.
    pub alice: u64,
    /// A member.
    pub bob: u64,
    /// A member.
    pub carol: u64,
    /// The bot's SQLite database, in a directory that lives as long as the world: a restarted
    /// bot opens it again.
    pub url: String,
    /// What runs against the fake.
    pub bot: B,
    _dir: TempDir,
}

/// Builds a [`World`]: [`World::builder`], options, then [`WorldBuilder::build`] or
/// [`WorldBuilder::build_without_bot`].
pub struct WorldBuilder {
    heartbeat: Option<Duration>,
    deadline: Option<Duration>,
    /// The bot reaches the REST API as through `discord.api_base` (serenity's limiter off).
    proxy: bool,
    /// How often the bot's clock ticks ([`TICK`] unless a test asks for another).
    tick: Duration,
    /// The bot registers `/hex` globally (no `discord.guild_id`), as a public bot does.
    global: bool,
}

impl World {
    /// A builder with the defaults: the fake's usual heartbeat, hextable's bot.
    pub fn builder() -> WorldBuilder {
        WorldBuilder {
            heartbeat: None,
            deadline: Some(INTERACTION_DEADLINE),
            proxy: false,
            tick: TICK,
            global: false,
        }
    }
}

impl WorldBuilder {
    /// The heartbeat interval the fake announces in Hello (its default is Discord's 41.25 s).
    pub fn heartbeat(mut self, every: Duration) -> Self {
        self.heartbeat = Some(every);
        self
    }

    /// The deadline for an interaction's first response; Discord's 3 s unless a test asks
    /// for another (`None`: no deadline, only for tests of something else that stalls).
    pub fn interaction_deadline(mut self, deadline: Option<Duration>) -> Self {
        self.deadline = deadline;
        self
    }

    /// The bot goes through the README's proxy mode (`discord.api_base`): plain HTTP to the
    /// local Discord, serenity's rate limiter off.
    pub fn proxy(mut self) -> Self {
        self.proxy = true;
        self
    }

    /// The bot's clock ticks every `every` (production's is 5 s), so that a test can tell a
    /// delivery the clock retried from one that went without waiting for it.
    pub fn tick(mut self, every: Duration) -> Self {
        self.tick = every;
        self
    }

    /// The bot registers `/hex` globally instead of in the server (no `discord.guild_id`):
    /// then it is offered in DMs and group DMs too, where its `contexts` say.
    pub fn global(mut self) -> Self {
        self.global = true;
        self
    }

    /// The world with hextable's bot, once the bot has identified and registered `/hex`.
    pub async fn build(self) -> World {
        let (proxy, tick, global) = (self.proxy, self.tick, self.global);
        let world = self.build_without_bot().await;
        let target = if proxy {
            ApiTarget::Proxy(world.fake.proxy_base())
        } else {
            world.fake.api_target()
        };
        let guild = (!global).then_some(world.guild);
        let bot = start_bot_via(&world.fake, &world.url, guild, target, tick).await;
        world.with_bot(bot)
    }

    /// The local Discord and its server only: the test starts its own client.
    pub async fn build_without_bot(self) -> World<()> {
        let fake = match self.heartbeat {
            Some(every) => FakeDiscord::start_with_heartbeat(every).await,
            None => FakeDiscord::start().await,
        };
        fake.enforce_interaction_deadline(self.deadline);
        let alice = fake.add_user("Alice");
        let bob = fake.add_user("Bob");
        let carol = fake.add_user("Carol");
        let guild = fake.add_guild("Hex Club", alice);
        fake.add_member(guild, bob);
        fake.add_member(guild, carol);
        let channel = fake.add_text_channel(guild, "games");
        let other = fake.add_text_channel(guild, "chat");
        let (dir, url) = crate::support::temp_sqlite("bot.db");
        World {
            fake,
            guild,
            channel,
            other,
            alice,
            bob,
            carol,
            url,
            bot: (),
            _dir: dir,
        }
    }
}

impl World<()> {
    /// The world with a bot the test started itself (e.g. after changing the fake first).
    pub fn with_bot(self, bot: Bot) -> World {
        World {
            fake: self.fake,
            guild: self.guild,
            channel: self.channel,
            other: self.other,
            alice: self.alice,
            bob: self.bob,
            carol: self.carol,
            url: self.url,
            bot,
            _dir: self._dir,
        }
    }
}

/// The usual world: `World::builder().build()`.
pub async fn world() -> World {
    World::builder().build().await
}

/// Starts hextable's bot on the database at `url` and waits until it has identified and
/// registered `/hex` (again, for a restart). It asks for Message Content, as `serve` does by
/// default.
pub async fn start_bot(fake: &FakeDiscord, url: &str, guild: u64) -> Bot {
    start_bot_via(fake, url, Some(guild), fake.api_target(), TICK).await
}

/// [`start_bot`] reaching the REST API at `target`.
async fn start_bot_via(
    fake: &FakeDiscord,
    url: &str,
    guild: Option<u64>,
    target: ApiTarget,
    tick: Duration,
) -> Bot {
    let before = fake.record();
    let (ids, regs) = (before.identifies(), before.registrations());
    let service = Arc::new(Service::open(url, Config::default().core()).await.unwrap());
    let settings = Settings {
        token: fake.token().to_owned(),
        target,
        guild_id: guild,
        tick,
        message_content: true,
    };
    let shards = Shards::default();
    let current = shards.clone();
    let pump = Arc::new(Pump::new(Arc::clone(&service)));
    // `serve`'s own loop: a refused Message Content intent is retried without it.
    let task = tokio::spawn(async move {
        let keep = |client: &serenity::Client| {
            *current.0.lock().unwrap() = Some(client.shard_manager.clone());
        };
        if let Err(e) = run(pump, &settings, None, keep).await {
            eprintln!("bot stopped: {e}");
        }
    });
    fake.wait_for("the bot identified and registered /hex", |r| {
        (r.identifies() > ids && r.registrations() > regs).then_some(())
    })
    .await;
    Bot {
        shards,
        service,
        task,
    }
}

/// Stops a bot as a crash would leave it: gateway closed, client dropped (its clock loop
/// stops with it), database closed.
pub async fn stop_bot(bot: Bot) {
    bot.shards.shutdown_all().await;
    let _ = tokio::time::timeout(Duration::from_secs(10), bot.task).await;
    // Let a delivery in flight finish (a crash would cut it short).
    tokio::time::sleep(Duration::from_millis(1500)).await;
    bot.service.store().close().await;
}

/// Whether the post carries a PNG.
pub fn has_png(p: &Post) -> bool {
    p.files.iter().any(|f| f.is_png())
}

/// The bot's posts in `channel` (ephemeral answers excluded), in order.
pub fn public(r: &Record, channel: u64) -> Vec<Post> {
    r.public_in(channel).cloned().collect()
}

/// Waits for a new message (not an edit) by the bot in `channel` whose text contains
/// `needle`.
pub async fn wait_post(w: &World, channel: u64, needle: &str) -> Post {
    w.fake.wait_post(channel, needle).await
}

/// Waits for a DM to `user` containing `needle`.
pub async fn wait_dm(w: &World, user: u64, needle: &str) -> Post {
    w.fake.wait_dm(user, needle).await
}

/// Waits for an ephemeral answer to `i` containing `needle`.
pub async fn wait_private(w: &World, i: &Interaction, needle: &str) -> Post {
    w.fake.wait_private(i, needle).await
}

/// The custom id of the button labelled `label` on message `message`.
pub fn button(w: &World, message: u64, label: &str) -> String {
    w.fake.button_id(message, label)
}

/// Waits until every button of `message` is disabled (polling: `wait_for` holds the fake's
/// state while it checks, so its check cannot ask the fake for a message).
pub async fn wait_disabled(w: &World, message: u64) {
    w.fake.wait_buttons_disabled(message).await;
}

/// `user` runs `/hex <sub>` with `options` in `channel`.
pub fn slash(w: &World, user: u64, channel: u64, sub: &str, options: Value) -> Interaction {
    w.fake.slash_command(
        user,
        channel,
        "hex",
        json!([{"name": sub, "type": 1, "options": options}]),
    )
}

/// The response types the bot sent for `i` (4 message, 5 deferred, 6 deferred update,
/// 7 update, 9 modal).
pub fn response_kinds(r: &Record, i: &Interaction) -> Vec<u8> {
    r.sent
        .iter()
        .filter_map(|s| match s {
            Sent::InteractionResponse {
                interaction_id,
                kind,
                ..
            } if *interaction_id == i.id => Some(*kind),
            _ => None,
        })
        .collect()
}

/// Types `mv` in the channel as `user`, and waits for the channel's announcement of move
/// `ply` of game `game`.
pub async fn typed(w: &World, channel: u64, user: u64, game: u64, ply: usize, mv: &str) -> Post {
    w.fake.user_says(user, channel, mv);
    wait_post(w, channel, &format!("Game #{game}, move {ply}:")).await
}

/// Alice challenges Bob to `game` by typing; Bob accepts with the button. Returns the
/// challenge post.
pub async fn challenge_accepted_by_button(w: &World, options: &str, game: u64) -> Post {
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> {options} red", w.bob),
    );
    let post = wait_post(w, w.channel, "challenges").await;
    let accept = button(w, post.message_id, "Accept");
    w.fake.click_button(w.bob, post.message_id, &accept);
    wait_post(w, w.channel, &format!("Game #{game} begins")).await;
    wait_disabled(w, post.message_id).await;
    post
}
