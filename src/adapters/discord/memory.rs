//! What the Discord adapter remembers about channels, threads, users and posts, shared by the
//! event handler and every sink.

use std::{
    collections::{HashMap, HashSet},
    sync::{Arc, Mutex},
    time::{Duration, Instant},
};

use super::{
    backoff::Backoffs, challenge_posts::ChallengePosts, inflight::InFlight, powers::Powers,
};
use crate::sync::Locked;
use crate::{core::Platform, i18n::Lang, runtime::Service};

/// How long a channel that refused a thread is not asked again (a permission may be granted).
const THREADS_ASKED_AGAIN: Duration = Duration::from_secs(600);

/// How many channels' newest messages are remembered (beyond, a catch-up reads from its
/// time floor instead).
const REMEMBERED_CHANNELS: usize = 65_536;

/// How many typed-in-thread message ids are remembered (deletes follow within seconds).
const REMEMBERED_MESSAGES: usize = 4096;

/// State shared by the handler, the pump's sink and every interaction's sink.
#[derive(Debug)]
pub(super) struct Memory {
    /// The guild channel where each user last wrote to the bot: where a notice goes when the
    /// user's DMs are closed.
    last_channel: Mutex<HashMap<u64, u64>>,
    /// The guild of each channel seen (a post needs its guild's thread setting).
    guild_of: Mutex<HashMap<u64, u64>>,
    /// Game thread → the game's own channel, for the threads seen so far. (Other channels
    /// are looked up through the service each time: a thread may be opened by another
    /// shard's process, or a moment after a message in it was typed.)
    threads: Mutex<HashMap<u64, String>>,
    /// Channels that are not threads (listed by GUILD_CREATE): no lookup for their messages.
    plain: Mutex<HashSet<u64>>,
    /// Messages typed in a game's thread, by id → the thread, so that deleting one (a Dark
    /// Hex move typed in public) finds it although the core saw it in the game's channel.
    typed_in_thread: Mutex<HashMap<u64, u64>>,
    /// The posts of the challenges still waiting, by challenge: their buttons are disabled
    /// once the challenge is gone (accepted elsewhere, withdrawn, declined, expired). Kept in
    /// memory only: after a restart a stale button is disabled when it is clicked.
    pub(super) challenge_posts: Mutex<ChallengePosts>,
    /// Users whose DMs are closed and who were told so in a channel: once is enough, until a
    /// DM reaches them again.
    told_dms_closed: Mutex<HashSet<u64>>,
    /// Private channels the bot is no member of (group DMs where a user-installed app was
    /// used): posts for them go only through an interaction, never as a request Discord
    /// would refuse.
    unreachable: Mutex<HashSet<u64>>,
    /// The newest message seen on the gateway in each channel: after a new session, what was
    /// typed there since is read back (`catchup`).
    seen: Mutex<HashMap<u64, u64>>,
    /// Each user's DM channel (stable on Discord), so it is opened once per user and run.
    dm_channels: Mutex<HashMap<u64, u64>>,
    /// Channels where Discord refused to open a thread (no Create Public Threads), and when:
    /// their games are played in the channel, without asking again for a while.
    no_threads: Mutex<HashMap<u64, Instant>>,
    /// Channels and users waiting out a 429.
    pub(super) backoffs: Backoffs,
    /// Slow deliveries going on in the background, by recipient.
    pub(super) inflight: InFlight,
    /// The pump's wake-up: a slow delivery that settled lets the rows behind it go at once.
    pub(super) retry_soon: Arc<tokio::sync::Notify>,
    /// What the gateway said of each server's permissions: who has Manage Server, and what
    /// the bot may do in each channel.
    pub(super) powers: Powers,
    /// Server settings and game threads are kept by the runtime.
    pub(super) service: Arc<Service>,
}

impl Memory {
    pub(super) fn new(service: Arc<Service>, retry_soon: Arc<tokio::sync::Notify>) -> Self {
        Self {
            last_channel: Mutex::default(),
            guild_of: Mutex::default(),
            threads: Mutex::default(),
            plain: Mutex::default(),
            challenge_posts: Mutex::default(),
            typed_in_thread: Mutex::default(),
            told_dms_closed: Mutex::default(),
            unreachable: Mutex::default(),
            dm_channels: Mutex::default(),
            seen: Mutex::default(),
            backoffs: Backoffs::default(),
            inflight: InFlight::default(),
            retry_soon,
            powers: Powers::default(),
            no_threads: Mutex::default(),
            service,
        }
    }

    pub(super) fn remember_guild(&self, channel: u64, guild: u64) {
        self.guild_of.locked().insert(channel, guild);
    }

    pub(super) fn known_guild(&self, channel: u64) -> Option<u64> {
        self.guild_of.locked().get(&channel).copied()
    }

    /// Channels known not to be threads.
    pub(super) fn plain_channels(&self, channels: impl IntoIterator<Item = u64>) {
        self.plain.locked().extend(channels);
    }

    /// A game's thread, known at once (before it is stored: a move may be typed there right
    /// away).
    pub(super) fn remember_thread(&self, thread: u64, channel: u64) {
        self.threads.locked().insert(thread, channel.to_string());
        self.powers.thread(thread, channel);
    }

    /// The game channel that `channel` stands for: its game's channel if it is a game's
    /// thread, else itself.
    pub(super) async fn game_channel(&self, channel: u64) -> String {
        let cached = self.threads.locked().get(&channel).cloned();
        if let Some(parent) = cached {
            return parent;
        }
        if self.plain.locked().contains(&channel) {
            return channel.to_string();
        }
        match self
            .service
            .thread_game(Platform::Discord, &channel.to_string())
            .await
        {
            Ok(Some(thread)) => {
                self.threads
                    .locked()
                    .insert(channel, thread.channel.clone());
                thread.channel
            }
            Ok(None) => channel.to_string(),
            Err(error) => {
                tracing::warn!(%error, "looking up a thread failed");
                channel.to_string()
            }
        }
    }

    pub(super) fn typed_in(&self, message: u64, thread: u64) {
        {
            let mut map = self.typed_in_thread.locked();
            if map.len() >= REMEMBERED_MESSAGES {
                map.clear();
            }
            map.insert(message, thread);
        }
    }

    /// The gateway delivered `message` in `channel`.
    pub(super) fn seen_in(&self, channel: u64, message: u64) {
        {
            let mut map = self.seen.locked();
            if map.len() >= REMEMBERED_CHANNELS && !map.contains_key(&channel) {
                map.clear();
            }
            let newest = map.entry(channel).or_default();
            *newest = (*newest).max(message);
        }
    }

    /// The newest message the gateway delivered in `channel` in this process.
    pub(super) fn last_seen(&self, channel: u64) -> Option<u64> {
        self.seen.locked().get(&channel).copied()
    }

    pub(super) fn thread_of_message(&self, message: u64) -> Option<u64> {
        self.typed_in_thread.locked().get(&message).copied()
    }

    /// Discord refused to open a thread in `channel` for want of a permission.
    pub(super) fn refuse_threads(&self, channel: u64) {
        self.no_threads.locked().insert(channel, Instant::now());
    }

    /// Whether threads were refused in `channel` within [`THREADS_ASKED_AGAIN`].
    pub(super) fn threads_refused(&self, channel: u64) -> bool {
        self.no_threads
            .locked()
            .get(&channel)
            .is_some_and(|at| at.elapsed() < THREADS_ASKED_AGAIN)
    }

    /// The DM channel with `user`, if opened before.
    pub(super) fn dm_channel(&self, user: u64) -> Option<u64> {
        self.dm_channels.locked().get(&user).copied()
    }

    pub(super) fn remember_dm_channel(&self, user: u64, channel: u64) {
        self.dm_channels.locked().insert(user, channel);
    }

    /// `channel` is a private channel the bot is no member of.
    pub(super) fn cannot_post_in(&self, channel: u64) {
        self.unreachable.locked().insert(channel);
    }

    /// Whether `channel` is one the bot is no member of.
    pub(super) fn unreachable(&self, channel: u64) -> bool {
        self.unreachable.locked().contains(&channel)
    }

    /// Whether `user` was told already that their DMs are closed.
    pub(super) fn told_dms_closed(&self, user: u64) -> bool {
        self.told_dms_closed.locked().contains(&user)
    }

    /// `user` was told that their DMs are closed.
    pub(super) fn tell_dms_closed(&self, user: u64) {
        self.told_dms_closed.locked().insert(user);
    }

    /// A DM reached `user`.
    pub(super) fn dms_delivered(&self, user: u64) {
        self.told_dms_closed.locked().remove(&user);
    }

    pub(super) fn saw(&self, user: u64, channel: u64) {
        self.last_channel.locked().insert(user, channel);
    }

    pub(super) fn channel_of(&self, user: u64) -> Option<u64> {
        self.last_channel.locked().get(&user).copied()
    }

    /// The language of `channel`'s server (its `/hex settings` language, else English, as
    /// the core chooses for channel posts): for the notes the adapter itself adds to a post.
    pub(super) async fn channel_lang(&self, channel: u64) -> Lang {
        let Some(guild) = self.known_guild(channel) else {
            return Lang::En;
        };
        self.service
            .guild_settings(Platform::Discord, &guild.to_string())
            .await
            .language
            .as_deref()
            .and_then(Lang::from_tag)
            .unwrap_or_default()
    }
}
