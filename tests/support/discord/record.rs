//! What the fake recorded: the bot's messages ([`Post`], [`Sent`]), refusals, requests and the
//! gateway log, with the queries tests ask of them.

use std::time::Instant;

use serde_json::Value;

use super::{Interaction, Upload};

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
    /// When the fake answered the request that made or changed it.
    pub at: Instant,
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
        /// The `auto_archive_duration` asked for, in minutes (`None`: the channel's default).
        auto_archive_duration: Option<u64>,
    },
    /// `PATCH /channels/{thread}`: what was changed.
    ThreadModified {
        thread_id: u64,
        archived: Option<bool>,
        auto_archive_duration: Option<u64>,
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
    /// Identify (op 2) with the intents and the shard (`[id, num_shards]`, `None`: unsharded)
    /// it asked for; a new session started.
    Identify {
        intents: u64,
        session_id: String,
        shard: Option<[u64; 2]>,
        /// The path of the gateway URL it came to (`/`: `GET /gateway`'s; `/resume`: READY's
        /// `resume_gateway_url`).
        path: String,
    },
    /// Resume (op 6) of `session_id` from `seq`; `replayed` events were sent again.
    Resume {
        session_id: String,
        seq: u64,
        replayed: usize,
        /// The path of the gateway URL it came to, as for `Identify`.
        path: String,
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
    /// An event was dispatched with this sequence number and type, to the session of this
    /// shard (`None`: an unsharded session).
    Dispatch {
        seq: u64,
        kind: String,
        shard: Option<[u64; 2]>,
    },
}

/// One REST request as the fake answered it.
#[derive(Clone, Debug, PartialEq)]
pub struct RequestLine {
    pub method: String,
    /// The path after `/api/v10`.
    pub path: String,
    pub status: u16,
    /// When the fake answered it (for "nothing before retry_after" checks).
    pub at: Instant,
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
