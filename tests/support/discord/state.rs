//! The fake's own bookkeeping: channels, messages and interactions (dispatches, routed by
//! shard, are in `shards.rs`).

use serde_json::{json, Value};

use super::{
    intents, member_json, model, now_ms, snowflake, ChannelKind, ChannelRec, Interaction,
    InteractionRec, State, UserRec,
};

impl State {
    pub(super) fn guild_joined(&self, guild: u64) -> u64 {
        self.guilds
            .get(&guild)
            .map_or_else(now_ms, |g| g.created_ms)
    }

    pub(super) fn user_json(&self, id: u64) -> Option<Value> {
        self.users.get(&id).map(UserRec::json)
    }

    pub(super) fn channel_json(&self, id: u64) -> Option<Value> {
        let ch = self.channels.get(&id)?;
        let mut json = ch.json(&|u| self.user_json(u));
        // A thread has no overwrites of its own: its parent's apply.
        if let ChannelKind::GuildText { guild_id } = ch.kind {
            json["permission_overwrites"] = self.overwrites_json(id, guild_id);
        }
        Some(json)
    }

    /// The fake's clock: the wall clock plus what `pass_time` added.
    pub(super) fn clock_ms(&self) -> u64 {
        now_ms() + self.clock_offset_ms
    }

    /// Archives every thread idle for its `auto_archive_duration` by the fake's clock, with a
    /// THREAD_UPDATE each, as Discord does.
    pub(super) fn archive_idle_threads(&mut self) {
        let now = self.clock_ms();
        let idle: Vec<u64> = self
            .channels
            .values_mut()
            .filter_map(|c| {
                let meta = c.thread.as_mut()?;
                let due = meta.active_ms + meta.auto_archive_duration * 60_000;
                (!meta.archived && now >= due).then(|| {
                    meta.archived = true;
                    c.id
                })
            })
            .collect();
        for id in idle {
            let json = self.channel_json(id).unwrap_or(Value::Null);
            self.dispatch("THREAD_UPDATE", intents::GUILDS, json);
        }
    }

    /// The DM channel with `user`, created if needed.
    pub(super) fn dm_channel(&mut self, user: u64) -> u64 {
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
                thread: None,
            },
        );
        self.dm_channels.insert(user, id);
        id
    }

    pub(super) fn store_message(&mut self, id: u64, channel: u64, msg: Value) {
        self.messages.insert(id, msg);
        if let Some(ch) = self.channels.get_mut(&channel) {
            ch.last_message_id = Some(id);
        }
    }

    pub(super) fn find_command(&self, guild: Option<u64>, name: &str) -> Option<Value> {
        let guild_cmds = guild.and_then(|g| self.guild_commands.get(&g));
        guild_cmds
            .into_iter()
            .flatten()
            .chain(self.global_commands.iter())
            .find(|c| c["name"] == name)
            .cloned()
    }

    /// Creates and dispatches an interaction of `kind` (2 command, 3 component).
    pub(super) fn interaction(
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
            "app_permissions": self.permissions_in(self.bot.id, ch.id).to_string(),
            "locale": self.locales.get(&user).map_or("en-US", String::as_str),
            "entitlements": [],
            "authorizing_integration_owners": {},
            "attachment_size_limit": self.upload_limit,
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
                // The bot's DM (1), or a private channel without the bot (2), reached through
                // the app its user installed (`ix`, "Interaction Context Types").
                let private = matches!(ch.kind, ChannelKind::GroupDm { .. });
                v["context"] = json!(if private { 2 } else { 1 });
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
}
