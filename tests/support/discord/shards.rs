//! Which gateway session gets which event, as Discord routes them (`DISCORD.md` §3
//! "Sharding", from `developers/events/gateway.mdx`): a session that identified with
//! `shard: [id, num_shards]` gets the events of the guilds with `(guild_id >> 22) % num_shards
//! == id`, and the events without a guild (DMs, DM interactions) only when it is shard 0; a
//! session without `shard` gets everything. READY lists, and GUILD_CREATE is sent for, the
//! session's own guilds only. Several sessions live side by side, each with its own sequence
//! numbers and replay log: one per shard, or more ("You can establish multiple sessions with
//! the same `[shard_id, num_shards]`", `gw` "Sharding"; each gets the shard's events).

use serde_json::{json, Value};

use super::{intents, model, snowflake, FakeDiscord, GatewayEvent, GuildRec, Session, State};

/// The shard that gets `guild`'s events when the bot runs `num_shards` shards.
pub fn shard_of(guild: u64, num_shards: u64) -> u64 {
    (guild >> 22) % num_shards.max(1)
}

impl Session {
    /// Whether this session gets an event of `guild` (`None`: a DM or DM interaction).
    pub(super) fn receives(&self, guild: Option<u64>) -> bool {
        match (self.shard, guild) {
            (None, _) => true,
            (Some([id, total]), Some(guild)) => shard_of(guild, total) == id,
            (Some([id, _]), None) => id == 0,
        }
    }
}

impl State {
    /// Dispatches an event to every session that gets it: by the `guild_id` of its payload
    /// (none: a DM, for shard 0), and only to sessions that asked for `needed_intent` (0:
    /// none needed), as on Discord.
    pub(super) fn dispatch(&mut self, kind: &str, needed_intent: u64, d: Value) {
        let guild = model::id_of(&d["guild_id"]);
        self.dispatch_routed(kind, needed_intent, guild, &d, None);
    }

    /// Dispatches a message event if the session's intents ask for it, blanking the content
    /// of guild messages for sessions without MESSAGE_CONTENT (as Discord does; the bot's own
    /// messages and messages that mention the bot keep their content).
    pub(super) fn dispatch_message_event(&mut self, kind: &str, guild_id: Option<u64>, msg: Value) {
        let needed = if guild_id.is_some() {
            intents::GUILD_MESSAGES
        } else {
            intents::DIRECT_MESSAGES
        };
        let from_bot = model::id_of(&msg["author"]["id"]) == Some(self.bot.id);
        // A message that mentions the app keeps its content without the intent.
        let mentions_bot = msg["mentions"]
            .as_array()
            .into_iter()
            .flatten()
            .any(|u| model::id_of(&u["id"]) == Some(self.bot.id));
        let blanked = (guild_id.is_some() && !from_bot && !mentions_bot).then(|| {
            let mut blank = msg.clone();
            blank["content"] = json!("");
            blank["embeds"] = json!([]);
            blank["attachments"] = json!([]);
            blank["components"] = json!([]);
            blank
        });
        self.dispatch_routed(kind, needed, guild_id, &msg, blanked.as_ref());
    }

    /// Sends `d` to each session that gets `guild`'s events and asked for `needed_intent`;
    /// `blanked` instead to those without MESSAGE_CONTENT, when given.
    fn dispatch_routed(
        &mut self,
        kind: &str,
        needed_intent: u64,
        guild: Option<u64>,
        d: &Value,
        blanked: Option<&Value>,
    ) {
        for index in 0..self.sessions.len() {
            let session = &self.sessions[index];
            if !session.receives(guild)
                || (needed_intent != 0 && session.intents & needed_intent == 0)
            {
                continue;
            }
            let payload = match blanked {
                Some(blank) if session.intents & intents::MESSAGE_CONTENT == 0 => blank,
                _ => d,
            };
            self.dispatch_to(index, kind, payload.clone());
        }
    }

    /// Appends a dispatch (op 0) to the session at `index` and sends it if a connection is
    /// attached (else it waits there for a Resume).
    pub(super) fn dispatch_to(&mut self, index: usize, kind: &str, d: Value) {
        let Some(session) = self.sessions.get_mut(index) else {
            return;
        };
        session.seq += 1;
        let seq = session.seq;
        let payload = json!({"op": 0, "s": seq, "t": kind, "d": d}).to_string();
        if let Some(conn) = &session.conn {
            let _ = conn.tx.send(super::ConnCmd::Send(payload.clone()));
        }
        session.events.push((seq, payload));
        self.record.gateway.push(GatewayEvent::Dispatch {
            seq,
            kind: kind.into(),
            shard: session.shard,
        });
    }

    /// The index of the session `id`, if it is still known.
    pub(super) fn session_index(&self, id: &str) -> Option<usize> {
        self.sessions.iter().position(|s| s.id == id)
    }
}

impl FakeDiscord {
    /// Adds a guild owned by `owner` (who becomes a member, as does the bot) whose id puts it
    /// on shard `shard` of `num_shards`: the bits of a snowflake from 22 up (its timestamp)
    /// decide, so the timestamp of a fresh one is moved back to the nearest that fits.
    pub fn add_guild_on_shard(&self, name: &str, owner: u64, shard: u64, num_shards: u64) -> u64 {
        assert!(shard < num_shards, "shard {shard} of {num_shards}");
        let fresh = snowflake();
        let stamp = fresh >> 22;
        // Back, not forward: an id from the future would sort after later ones.
        let back = (stamp % num_shards + num_shards - shard) % num_shards;
        let id = ((stamp - back) << 22) | (fresh & ((1 << 22) - 1));
        debug_assert_eq!(shard_of(id, num_shards), shard);
        self.insert_guild(id, name, owner);
        id
    }

    /// Stores a new guild `id` owned by `owner`, with them and the bot as members.
    pub(super) fn insert_guild(&self, id: u64, name: &str, owner: u64) {
        let mut st = self.shared.lock();
        let bot = st.bot.id;
        let bot_role = st.bot_role(id);
        st.guilds.insert(
            id,
            GuildRec {
                id,
                name: name.into(),
                owner_id: owner,
                created_ms: model::now_ms(),
                members: vec![bot, owner],
                channels: Vec::new(),
                granted: std::collections::HashMap::new(),
                roles: [
                    (id, model::EVERYONE_PERMISSIONS),
                    (bot_role, super::permissions::BOT_ROLE_PERMISSIONS),
                ]
                .into(),
            },
        );
    }

    /// The shards (`[id, num_shards]`; `None`: unsharded) of the gateway sessions, in the
    /// order they identified, and whether each has a connection attached.
    pub fn sessions(&self) -> Vec<(Option<[u64; 2]>, bool)> {
        self.shared
            .lock()
            .sessions
            .iter()
            .map(|s| (s.shard, s.conn.is_some()))
            .collect()
    }
}
