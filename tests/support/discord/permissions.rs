//! Discord's permission model (DISCORD.md §1, from `perm`, "Permission Overwrites",
//! "Implicit Permissions", "Inherited Permissions (Threads)"): a member's permissions in a
//! channel from `@everyone`, their roles and the channel's overwrites; the bot has a managed
//! role of its own, as an invited bot does.

use serde_json::{json, Value};

use super::{intents, model, ChannelKind, FakeDiscord, State};

/// VIEW_CHANNEL: seeing the channel at all (and its threads).
pub const VIEW_CHANNEL: u64 = 1 << 10;
/// SEND_MESSAGES: posting in a channel (not a thread).
pub const SEND_MESSAGES: u64 = 1 << 11;
/// SEND_TTS_MESSAGES.
pub const SEND_TTS_MESSAGES: u64 = 1 << 12;
/// MANAGE_MESSAGES: deleting another user's message.
pub const MANAGE_MESSAGES: u64 = 1 << 13;
/// EMBED_LINKS: a message's embeds.
pub const EMBED_LINKS: u64 = 1 << 14;
/// ATTACH_FILES: uploads.
pub const ATTACH_FILES: u64 = 1 << 15;
/// READ_MESSAGE_HISTORY.
pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
/// MENTION_EVERYONE.
pub const MENTION_EVERYONE: u64 = 1 << 17;
/// USE_EXTERNAL_EMOJIS.
pub const USE_EXTERNAL_EMOJIS: u64 = 1 << 18;
/// CREATE_PUBLIC_THREADS.
pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
/// SEND_MESSAGES_IN_THREADS: posting in a thread (SEND_MESSAGES has no effect there).
pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
/// Every permission.
pub const ALL: u64 = (1 << 51) - 1;

/// The bot's own role's permissions in a new guild: what its invite asks for (the README's
/// number), so that by default the bot may do everything it does.
pub const BOT_ROLE_PERMISSIONS: u64 = 309_237_771_264;

/// `app_permissions` in a DM with the bot (`ix`, footnote): files, embeds, mentions, emojis.
pub const DM_APP_PERMISSIONS: u64 =
    ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE | USE_EXTERNAL_EMOJIS;

/// One channel permission overwrite: for a role (the guild id is `@everyone`) or a member.
#[derive(Clone, Debug, PartialEq)]
pub struct Overwrite {
    pub target: u64,
    pub allow: u64,
    pub deny: u64,
}

impl State {
    /// The id of the bot's managed role in `guild` (derived, stable).
    pub(super) fn bot_role(&self, guild: u64) -> u64 {
        guild + 1
    }

    /// `user`'s permissions in `channel`, as Discord computes them: the owner has all;
    /// `@everyone` and the member's roles, ADMINISTRATOR skipping the rest; the channel's
    /// overwrites for `@everyone`, then the member's roles together, then the member; no
    /// VIEW_CHANNEL is nothing; without the right to send, files, embeds, mentions of
    /// everyone and TTS do not count. A thread has its parent's overwrites, and sending
    /// there takes SEND_MESSAGES_IN_THREADS. In a DM: what `app_permissions` says there.
    pub(super) fn permissions_in(&self, user: u64, channel: u64) -> u64 {
        let Some(ch) = self.channels.get(&channel) else {
            return 0;
        };
        let (guild, overwritten, thread) = match ch.kind {
            ChannelKind::GuildText { guild_id } => (guild_id, channel, false),
            ChannelKind::Thread {
                guild_id,
                parent_id,
                ..
            } => (guild_id, parent_id, true),
            ChannelKind::Dm { .. } => {
                return DM_APP_PERMISSIONS | VIEW_CHANNEL | SEND_MESSAGES | READ_MESSAGE_HISTORY
            }
            // What `app_permissions` says in a group DM; the bot is no member there.
            ChannelKind::GroupDm { .. } => return DM_APP_PERMISSIONS,
        };
        let Some(g) = self.guilds.get(&guild) else {
            return 0;
        };
        if user == g.owner_id {
            return ALL;
        }
        let roles: Vec<u64> = if user == self.bot.id {
            vec![self.bot_role(guild)]
        } else {
            Vec::new()
        };
        let mut bits = g.roles.get(&guild).copied().unwrap_or(0);
        bits |= roles
            .iter()
            .filter_map(|r| g.roles.get(r))
            .fold(0, |sum, p| sum | p);
        if user != self.bot.id {
            bits |= g.granted.get(&user).copied().unwrap_or(0);
        }
        if bits & model::ADMINISTRATOR != 0 {
            return ALL;
        }
        let overwrites = self
            .overwrites
            .get(&overwritten)
            .cloned()
            .unwrap_or_default();
        let of = |target: u64| overwrites.iter().filter(move |o| o.target == target);
        for o in of(guild) {
            bits = (bits & !o.deny) | o.allow;
        }
        let (mut deny, mut allow) = (0, 0);
        for role in &roles {
            for o in of(*role) {
                deny |= o.deny;
                allow |= o.allow;
            }
        }
        bits = (bits & !deny) | allow;
        for o in of(user) {
            bits = (bits & !o.deny) | o.allow;
        }
        if bits & VIEW_CHANNEL == 0 {
            return 0;
        }
        let send = if thread {
            SEND_MESSAGES_IN_THREADS
        } else {
            SEND_MESSAGES
        };
        if bits & send == 0 {
            bits &= !(ATTACH_FILES | EMBED_LINKS | MENTION_EVERYONE | SEND_TTS_MESSAGES);
        }
        if thread {
            // SEND_MESSAGES means nothing in a thread: report the bit that does.
            bits = (bits & !SEND_MESSAGES) | if bits & send != 0 { SEND_MESSAGES } else { 0 };
        }
        bits
    }
}

impl State {
    /// `channel`'s overwrites as a channel object's `permission_overwrites` (`chan`,
    /// "Overwrite Object"): type 0 for a role, 1 for a member; `allow` and `deny` as strings.
    /// Overwrites for the same target are merged into one, as Discord keeps one per target.
    pub(super) fn overwrites_json(&self, channel: u64, guild: u64) -> Value {
        let roles = self.guilds.get(&guild).map(|g| &g.roles);
        let mut merged: Vec<Overwrite> = Vec::new();
        for o in self.overwrites.get(&channel).into_iter().flatten() {
            match merged.iter_mut().find(|m| m.target == o.target) {
                Some(m) => {
                    m.allow = (m.allow & !o.deny) | o.allow;
                    m.deny = (m.deny & !o.allow) | o.deny;
                }
                None => merged.push(o.clone()),
            }
        }
        let list: Vec<Value> = merged
            .iter()
            .map(|o| {
                let role = o.target == guild || roles.is_some_and(|r| r.contains_key(&o.target));
                json!({
                    "id": o.target.to_string(),
                    "type": u8::from(!role),
                    "allow": o.allow.to_string(),
                    "deny": o.deny.to_string(),
                })
            })
            .collect();
        json!(list)
    }

    /// CHANNEL_UPDATE for `channel` (GUILDS intent), as Discord sends it when its overwrites
    /// change (`gwe`, "Channel Update").
    fn channel_updated(&mut self, channel: u64) {
        if let Some(json) = self.channel_json(channel) {
            self.dispatch("CHANNEL_UPDATE", intents::GUILDS, json);
        }
    }
}

impl FakeDiscord {
    /// Adds a permission overwrite to `channel` for `target`: a member's id, the guild's id
    /// (`@everyone`), or [`FakeDiscord::bot_role`]. Later overwrites for the same target add
    /// to earlier ones. The bot hears of it by CHANNEL_UPDATE.
    pub fn overwrite(&self, channel: u64, target: u64, allow: u64, deny: u64) {
        let mut st = self.shared.lock();
        st.overwrites.entry(channel).or_default().push(Overwrite {
            target,
            allow,
            deny,
        });
        st.channel_updated(channel);
        drop(st);
        self.shared.bump();
    }

    /// Removes every overwrite of `channel` (CHANNEL_UPDATE).
    pub fn clear_overwrites(&self, channel: u64) {
        let mut st = self.shared.lock();
        st.overwrites.remove(&channel);
        st.channel_updated(channel);
        drop(st);
        self.shared.bump();
    }

    /// Sets the permissions of `role` in `guild` (`@everyone` is the guild's id; the bot's is
    /// [`FakeDiscord::bot_role`]); the bot hears of it by GUILD_ROLE_UPDATE (GUILDS intent,
    /// `gwe`, "Guild Role Update": `guild_id` and the role object).
    pub fn set_role_permissions(&self, guild: u64, role: u64, bits: u64) {
        let mut st = self.shared.lock();
        let g = st.guilds.get_mut(&guild).expect("unknown guild");
        g.roles.insert(role, bits);
        let d = json!({
            "guild_id": guild.to_string(),
            "role": model::role_json(guild, role, bits),
        });
        st.dispatch("GUILD_ROLE_UPDATE", intents::GUILDS, d);
        drop(st);
        self.shared.bump();
    }

    /// The id of the bot's managed role in `guild`.
    pub fn bot_role(&self, guild: u64) -> u64 {
        self.shared.lock().bot_role(guild)
    }

    /// `user`'s computed permissions in `channel` (what `app_permissions` says for the bot).
    pub fn permissions_in(&self, user: u64, channel: u64) -> u64 {
        self.shared.lock().permissions_in(user, channel)
    }
}
