//! Discord v10 object shapes (users, guilds, channels, messages, interactions) as JSON, with
//! every field that Discord documents as always present, so serenity's strict models accept
//! them. Snowflakes and ISO 8601 timestamps are made here too.

use std::{
    sync::atomic::{AtomicU64, Ordering},
    time::{SystemTime, UNIX_EPOCH},
};

use serde_json::{json, Value};

/// Discord's epoch, the first second of 2015, in milliseconds since the Unix epoch.
pub const DISCORD_EPOCH_MS: u64 = 1_420_070_400_000;

/// Channel types (Discord's `channel.type`).
pub const GUILD_TEXT: u8 = 0;
/// A direct message between the bot and one user.
pub const DM: u8 = 1;
/// A public thread inside a text channel.
pub const PUBLIC_THREAD: u8 = 11;
/// `GROUP_DM` (`chan`, "Channel Types").
pub const GROUP_DM: u8 = 3;

static SNOWFLAKE_SEQ: AtomicU64 = AtomicU64::new(0);

pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| d.as_millis() as u64)
}

/// A fresh snowflake: milliseconds since Discord's epoch, worker 1, process 0, increment.
/// Unique and increasing within the process.
pub fn snowflake() -> u64 {
    let inc = SNOWFLAKE_SEQ.fetch_add(1, Ordering::Relaxed);
    // The increment field has 12 bits; spill into the timestamp to stay unique and ordered.
    ((now_ms() - DISCORD_EPOCH_MS + (inc >> 12)) << 22) | (1 << 17) | (inc & 0xfff)
}

/// An ISO 8601 timestamp as Discord writes them: `2026-11-29T11:30:00.123000+00:00`.
pub fn timestamp_ms(ms: u64) -> String {
    let secs = ms / 1000;
    let (h, m, s) = ((secs / 3600) % 24, (secs / 60) % 60, secs % 60);
    let (y, mo, d) = civil_from_days((secs / 86_400) as i64);
    format!(
        "{y:04}-{mo:02}-{d:02}T{h:02}:{m:02}:{s:02}.{:06}+00:00",
        (ms % 1000) * 1000
    )
}

pub fn now_timestamp() -> String {
    timestamp_ms(now_ms())
}

/// Days since 1970-01-01 to (year, month, day), proleptic Gregorian (H. Hinnant's algorithm).
fn civil_from_days(z: i64) -> (i64, u32, u32) {
    let z = z + 719_468;
    let era = z.div_euclid(146_097);
    let doe = z.rem_euclid(146_097);
    let yoe = (doe - doe / 1460 + doe / 36_524 - doe / 146_096) / 365;
    let doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    let mp = (5 * doy + 2) / 153;
    let d = (doy - (153 * mp + 2) / 5 + 1) as u32;
    let m = (if mp < 10 { mp + 3 } else { mp - 9 }) as u32;
    let y = yoe + era * 400 + i64::from(m <= 2);
    (y, m, d)
}

/// A user as the bot sees them (Discord's user object).
#[derive(Clone, Debug)]
pub struct UserRec {
    pub id: u64,
    pub username: String,
    pub global_name: Option<String>,
    pub bot: bool,
    /// The user's privacy settings refuse DMs from the bot (error 50007).
    pub dms_closed: bool,
}

impl UserRec {
    pub fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": null,
            "bot": self.bot,
            "public_flags": 0,
            "flags": 0,
            "banner": null,
            "accent_color": null,
            "avatar_decoration_data": null,
        })
    }
}

/// The bot's own user (`GET /users/@me`, Ready's `user`).
pub fn current_user_json(bot: &UserRec) -> Value {
    let mut v = bot.json();
    v["verified"] = json!(true);
    v["mfa_enabled"] = json!(false);
    v["locale"] = json!("en-US");
    v["email"] = Value::Null;
    v["premium_type"] = json!(0);
    v
}

/// A guild member object (without `user` when `with_user` is false, as in message events).
pub fn member_json(user: &UserRec, joined_ms: u64, with_user: bool) -> Value {
    let mut v = json!({
        "nick": null,
        "avatar": null,
        "banner": null,
        "roles": [],
        "joined_at": timestamp_ms(joined_ms),
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
        "communication_disabled_until": null,
    });
    if with_user {
        v["user"] = user.json();
    }
    v
}

#[derive(Clone, Debug)]
pub enum ChannelKind {
    GuildText {
        guild_id: u64,
    },
    Dm {
        recipient: u64,
    },
    /// A group DM of users, without the bot: it is reached only through the interactions of
    /// an app its users installed (context 2, PRIVATE_CHANNEL).
    GroupDm {
        recipients: Vec<u64>,
    },
    Thread {
        guild_id: u64,
        parent_id: u64,
        owner_id: u64,
    },
}

#[derive(Clone, Debug)]
pub struct ChannelRec {
    pub id: u64,
    pub name: String,
    pub kind: ChannelKind,
    pub position: u32,
    pub last_message_id: Option<u64>,
    /// A thread's archive state (`None` for other channels).
    pub thread: Option<ThreadMeta>,
}

/// The archive durations Discord accepts, in minutes (1 h, 1 day, 3 days, 7 days).
pub const ARCHIVE_DURATIONS: [u64; 4] = [60, 1440, 4320, 10080];

/// A thread's `thread_metadata`, timed by the fake's clock (`FakeDiscord::pass_time`).
#[derive(Clone, Debug)]
pub struct ThreadMeta {
    /// Minutes of inactivity after which the thread archives itself.
    pub auto_archive_duration: u64,
    pub archived: bool,
    pub locked: bool,
    /// The fake clock's time of the last activity (a message, an unarchive, a new duration).
    pub active_ms: u64,
}

impl ChannelRec {
    pub fn guild_id(&self) -> Option<u64> {
        match self.kind {
            ChannelKind::GuildText { guild_id } | ChannelKind::Thread { guild_id, .. } => {
                Some(guild_id)
            }
            ChannelKind::Dm { .. } | ChannelKind::GroupDm { .. } => None,
        }
    }

    pub fn json(&self, users: &dyn Fn(u64) -> Option<Value>) -> Value {
        let last = self.last_message_id.map(|id| id.to_string());
        match &self.kind {
            ChannelKind::GuildText { guild_id } => json!({
                "id": self.id.to_string(),
                "type": GUILD_TEXT,
                "guild_id": guild_id.to_string(),
                "name": self.name,
                "position": self.position,
                "permission_overwrites": [],
                "topic": null,
                "nsfw": false,
                "last_message_id": last,
                "rate_limit_per_user": 0,
                "parent_id": null,
                "last_pin_timestamp": null,
                "flags": 0,
            }),
            ChannelKind::Dm { recipient } => json!({
                "id": self.id.to_string(),
                "type": DM,
                "last_message_id": last,
                "flags": 0,
                "recipients": users(*recipient).into_iter().collect::<Vec<_>>(),
            }),
            ChannelKind::GroupDm { recipients } => json!({
                "id": self.id.to_string(),
                "type": GROUP_DM,
                "last_message_id": last,
                "flags": 0,
                "recipients": recipients.iter().filter_map(|u| users(*u)).collect::<Vec<_>>(),
            }),
            ChannelKind::Thread {
                guild_id,
                parent_id,
                owner_id,
            } => json!({
                "id": self.id.to_string(),
                "type": PUBLIC_THREAD,
                "guild_id": guild_id.to_string(),
                "parent_id": parent_id.to_string(),
                "owner_id": owner_id.to_string(),
                "name": self.name,
                "last_message_id": last,
                "rate_limit_per_user": 0,
                "message_count": 0,
                "member_count": 1,
                "total_message_sent": 0,
                "flags": 0,
                "permission_overwrites": [],
                "nsfw": false,
                "thread_metadata": {
                    "archived": self.thread.as_ref().is_some_and(|t| t.archived),
                    "auto_archive_duration": self.thread.as_ref().map_or(1440, |t| t.auto_archive_duration),
                    "archive_timestamp": now_timestamp(),
                    "locked": self.thread.as_ref().is_some_and(|t| t.locked),
                    "invitable": true,
                    "create_timestamp": now_timestamp(),
                },
            }),
        }
    }
}

#[derive(Clone, Debug)]
pub struct GuildRec {
    pub id: u64,
    pub name: String,
    pub owner_id: u64,
    pub created_ms: u64,
    pub members: Vec<u64>,
    pub channels: Vec<u64>,
    /// Extra permission bits granted to members (on top of `@everyone`).
    pub granted: std::collections::HashMap<u64, u64>,
    /// Each role's permissions: `@everyone` (the guild's id) and the bot's managed role
    /// (`State::bot_role`), as GUILD_CREATE and GUILD_ROLE_UPDATE describe them.
    pub roles: std::collections::BTreeMap<u64, u64>,
}

/// The `@everyone` permissions of the fake's guilds: VIEW_CHANNEL, SEND_MESSAGES,
/// READ_MESSAGE_HISTORY, ATTACH_FILES, EMBED_LINKS, USE_APPLICATION_COMMANDS,
/// SEND_MESSAGES_IN_THREADS, CREATE_PUBLIC_THREADS.
pub const EVERYONE_PERMISSIONS: u64 = 311_385_246_720;
/// ADMINISTRATOR: the owner's computed permissions include it (and so every permission).
pub const ADMINISTRATOR: u64 = 1 << 3;
/// MANAGE_GUILD ("Manage Server").
pub const MANAGE_GUILD: u64 = 1 << 5;

impl GuildRec {
    /// A member's computed permissions, as interactions carry them (`member.permissions`).
    pub fn permissions_of(&self, user: u64) -> u64 {
        let granted = self.granted.get(&user).copied().unwrap_or(0);
        if user == self.owner_id {
            EVERYONE_PERMISSIONS | granted | ADMINISTRATOR | MANAGE_GUILD
        } else {
            EVERYONE_PERMISSIONS | granted
        }
    }
}

/// A role object: `@everyone` (whose id is the guild's id, position 0) or the bot's managed
/// role (its integration's, position 1).
pub fn role_json(guild_id: u64, id: u64, permissions: u64) -> Value {
    let everyone = id == guild_id;
    json!({
        "id": id.to_string(),
        "name": if everyone { "@everyone" } else { "hextable" },
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "icon": null,
        "unicode_emoji": null,
        "position": u8::from(!everyone),
        "permissions": permissions.to_string(),
        "managed": !everyone,
        "mentionable": false,
        "flags": 0,
    })
}

/// The GUILD_CREATE payload: a guild object plus the gateway-only fields.
pub fn guild_create_json(guild: &GuildRec, members: &[Value], channels: &[Value]) -> Value {
    let mut v = json!({
        "id": guild.id.to_string(),
        "name": guild.name,
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": guild.owner_id.to_string(),
        "afk_channel_id": null,
        "afk_timeout": 300,
        "widget_enabled": false,
        "widget_channel_id": null,
        "verification_level": 0,
        "default_message_notifications": 1,
        "explicit_content_filter": 0,
        "roles": guild
            .roles
            .iter()
            .map(|(id, bits)| role_json(guild.id, *id, *bits))
            .collect::<Vec<_>>(),
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "max_presences": null,
        "max_members": 500_000,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "max_video_channel_users": 25,
        "max_stage_video_channel_users": 50,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
    });
    // Two literals: one would exceed serde_json's macro recursion limit.
    let extra = json!({
        "safety_alerts_channel_id": null,
        "incidents_data": null,
        "joined_at": timestamp_ms(guild.created_ms),
        "large": false,
        "unavailable": false,
        "member_count": members.len(),
        "voice_states": [],
        "members": members,
        "channels": channels,
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
        "soundboard_sounds": [],
    });
    if let (Some(base), Value::Object(extra)) = (v.as_object_mut(), extra) {
        base.extend(extra);
    }
    v
}

/// A file the bot uploaded (`files[n]` in a multipart request), bytes kept.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Upload {
    /// The multipart field name, `files[0]`.
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    pub bytes: Vec<u8>,
}

impl Upload {
    pub fn is_png(&self) -> bool {
        self.bytes.starts_with(b"\x89PNG\r\n\x1a\n")
    }
}

/// Discord's attachment object for an upload stored at `cdn_base`.
pub fn attachment_json(id: u64, channel_id: u64, upload: &Upload, cdn_base: &str) -> Value {
    let url = format!(
        "{cdn_base}/attachments/{channel_id}/{id}/{}",
        upload.filename
    );
    json!({
        "id": id.to_string(),
        "filename": upload.filename,
        "size": upload.bytes.len(),
        "url": url,
        "proxy_url": url,
        "content_type": upload.content_type,
        "height": null,
        "width": null,
        "ephemeral": false,
    })
}

/// The fields of a message object that the author's request decides.
#[derive(Clone, Debug, Default)]
pub struct MessageFields {
    pub content: String,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub flags: u64,
    pub attachments: Vec<Value>,
    pub message_reference: Option<Value>,
    /// The users the message pings (user objects), as `allowed_mentions` let through.
    pub mentions: Vec<Value>,
}

/// A message object (Discord's `message`), as in MESSAGE_CREATE and REST responses.
#[allow(clippy::too_many_arguments)]
pub fn message_json(
    id: u64,
    channel_id: u64,
    guild_id: Option<u64>,
    author: &UserRec,
    member: Option<Value>,
    fields: &MessageFields,
    webhook_or_app: Option<u64>,
    edited_ms: Option<u64>,
) -> Value {
    let mut v = json!({
        "id": id.to_string(),
        "channel_id": channel_id.to_string(),
        "author": author.json(),
        "content": fields.content,
        "timestamp": timestamp_ms((id >> 22) + DISCORD_EPOCH_MS),
        "edited_timestamp": edited_ms.map(timestamp_ms),
        "tts": false,
        "mention_everyone": false,
        "mentions": fields.mentions,
        "mention_roles": [],
        "attachments": fields.attachments,
        "embeds": fields.embeds,
        "pinned": false,
        "type": if fields.message_reference.is_some() { 19 } else { 0 },
        "flags": fields.flags,
        "components": fields.components,
    });
    if let Some(reference) = &fields.message_reference {
        v["message_reference"] = reference.clone();
    }
    if let Some(guild_id) = guild_id {
        v["guild_id"] = json!(guild_id.to_string());
    }
    if let Some(member) = member {
        v["member"] = member;
    }
    if let Some(app) = webhook_or_app {
        // Interaction responses and follow-ups come from the application's webhook.
        v["webhook_id"] = json!(app.to_string());
        v["application_id"] = json!(app.to_string());
        v["type"] = json!(20);
    }
    v
}

/// Parses a snowflake string (or number) out of a JSON value.
pub fn id_of(v: &Value) -> Option<u64> {
    match v {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn timestamps_are_iso_8601() {
        assert_eq!(timestamp_ms(0), "1970-01-01T00:00:00.000000+00:00");
        assert_eq!(
            timestamp_ms(1_420_070_400_123),
            "2015-01-01T00:00:00.123000+00:00"
        );
        assert_eq!(
            timestamp_ms(1_709_251_199_000),
            "2024-02-29T23:59:59.000000+00:00"
        );
    }
}
