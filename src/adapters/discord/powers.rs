//! What the gateway said about permissions, and what follows from it: who may run a server's
//! tournaments when they type a command (a typed message carries no resolved permissions, an
//! interaction does), and what the bot itself may do in each channel, so that it never sends
//! what Discord would refuse (each 403 counts toward Discord's ban at 10,000 invalid requests
//! in 10 minutes).
//!
//! Kept from GUILD_CREATE (owner, roles, channels with their overwrites, active threads, the
//! bot's own member), and kept current by GUILD_UPDATE, GUILD_ROLE_CREATE / UPDATE / DELETE,
//! CHANNEL_CREATE / UPDATE / DELETE, THREAD_CREATE / UPDATE / DELETE and GUILD_MEMBER_UPDATE
//! for the bot's member (sent only with the GUILD_MEMBERS intent, which the bot does not ask
//! for: a role given to the bot later is learnt from the next GUILD_CREATE, and a refusal
//! the computation did not foresee is remembered for a while, see [`Powers::files_refused`]).
//!
//! The computation is Discord's ("Permission Overwrites", `developers/topics/permissions.mdx`):
//! the owner has every permission; otherwise `@everyone` (the role whose id is the server's)
//! and the member's roles are added up, and Administrator implies every other and skips the
//! overwrites; then the channel's overwrites apply: `@everyone`'s (deny, then allow), the
//! member's roles' together (deny of their union, then allow of their union), the member's own.
//! A thread has its parent's overwrites. Implicitly, without View Channel nothing counts, and
//! without the right to send (Send Messages, in a thread Send Messages in Threads) neither do
//! Attach Files, Embed Links, Mention Everyone and TTS. Channel overwrites cannot grant a
//! server-level permission such as Manage Server, so [`Powers::manages`] ignores them.

use std::{
    collections::HashMap,
    sync::Mutex,
    time::{Duration, Instant},
};

use crate::sync::Locked;
use serenity::all::{PermissionOverwrite, PermissionOverwriteType, Permissions};

/// How long a channel that refused the bot's files (403 / 50013 although the computation
/// allowed them) gets no files: the bot's roles may have changed unseen (their changes come
/// only with the GUILD_MEMBERS intent). Any permission event of the server ends it sooner.
const FILES_ASKED_AGAIN: Duration = Duration::from_secs(3600);

/// One server as the gateway described it.
#[derive(Debug, Default, Clone)]
struct Server {
    owner: u64,
    roles: HashMap<u64, Permissions>,
    /// The roles of the members GUILD_CREATE listed: without the GUILD_PRESENCES intent, the
    /// bot's own member (and those in voice channels). GUILD_CREATE may be handled before
    /// READY (serenity runs each event in a task of its own), so the bot's is picked later.
    members: HashMap<u64, Vec<u64>>,
}

/// A channel or thread of a server: its overwrites (a thread's are its parent's).
#[derive(Debug, Clone)]
struct Channel {
    guild: u64,
    overwrites: Vec<PermissionOverwrite>,
    /// A thread's parent channel.
    parent: Option<u64>,
}

#[derive(Debug, Default)]
struct Known {
    /// The bot's own user id (READY).
    me: u64,
    servers: HashMap<u64, Server>,
    channels: HashMap<u64, Channel>,
    /// Channels that refused the bot's files against the computation, and when.
    refused_files: HashMap<u64, Instant>,
}

impl Known {
    /// A permission event of `guild`: what was refused there is tried again.
    fn changed(&mut self, guild: u64) {
        let channels = &self.channels;
        self.refused_files
            .retain(|channel, _| channels.get(channel).is_some_and(|c| c.guild != guild));
    }
}

/// The servers and channels seen.
#[derive(Debug, Default)]
pub(super) struct Powers(Mutex<Known>);

/// A server as serenity's cache holds it when a permission event is handled: the cache is
/// updated in the gateway's order before the event's handler runs, and the handlers run in no
/// particular order (serenity gives each event a task of its own), so a handler copies the
/// newest state rather than its own event's (a GUILD_CREATE handled after the CHANNEL_UPDATE
/// that followed it must not bring back the overwrites it replaced).
#[derive(Debug, Default)]
pub(super) struct Snapshot {
    /// The server's owner.
    pub owner: u64,
    /// Every role's permissions.
    pub roles: Vec<(u64, Permissions)>,
    /// The bot's own member's roles (the only member whose roles matter here).
    pub members: Vec<(u64, Vec<u64>)>,
    /// Every channel and thread: its id, overwrites and (a thread's) parent.
    pub channels: Vec<(u64, Vec<PermissionOverwrite>, Option<u64>)>,
}

impl Powers {
    fn with<T>(&self, f: impl FnOnce(&mut Known) -> T) -> Option<T> {
        Some(f(&mut self.0.locked()))
    }

    /// READY: the bot's own user id.
    pub(super) fn me(&self, me: u64) {
        self.with(|k| k.me = me);
    }

    /// GUILD_CREATE: the server's owner, every role, and the roles of the members listed
    /// (the bot's own member is always among them).
    pub(super) fn server(
        &self,
        guild: u64,
        owner: u64,
        roles: impl IntoIterator<Item = (u64, Permissions)>,
        members: impl IntoIterator<Item = (u64, Vec<u64>)>,
    ) {
        let roles = roles.into_iter().collect();
        let members = members.into_iter().collect();
        self.with(|k| {
            k.servers.insert(
                guild,
                Server {
                    owner,
                    roles,
                    members,
                },
            );
            k.changed(guild);
        });
    }

    /// Any permission event of `guild`: the server and its channels as `read` finds them now
    /// (serenity's cache), read under this lock so that of two handlers the later one always
    /// leaves the newer state. Channels gone are removed by [`Powers::channel_gone`]. False
    /// when `read` has nothing (the cache does not know the server yet).
    pub(super) fn resync(&self, guild: u64, read: impl FnOnce() -> Option<Snapshot>) -> bool {
        self.with(|k| {
            let Some(now) = read() else {
                return false;
            };
            k.servers.insert(
                guild,
                Server {
                    owner: now.owner,
                    roles: now.roles.into_iter().collect(),
                    members: now.members.into_iter().collect(),
                },
            );
            for (id, overwrites, parent) in now.channels {
                k.channels.insert(
                    id,
                    Channel {
                        guild,
                        overwrites,
                        parent,
                    },
                );
            }
            k.changed(guild);
            true
        })
        .unwrap_or(false)
    }

    /// GUILD_UPDATE: a new owner.
    pub(super) fn owner(&self, guild: u64, owner: u64) {
        self.with(|k| {
            k.servers.entry(guild).or_default().owner = owner;
            k.changed(guild);
        });
    }

    /// GUILD_ROLE_CREATE / UPDATE (and GUILD_UPDATE's roles): a role's permissions now.
    pub(super) fn role(&self, guild: u64, role: u64, permissions: Permissions) {
        self.with(|k| {
            k.servers
                .entry(guild)
                .or_default()
                .roles
                .insert(role, permissions);
            k.changed(guild);
        });
    }

    /// GUILD_ROLE_DELETE.
    pub(super) fn role_gone(&self, guild: u64, role: u64) {
        self.with(|k| {
            if let Some(server) = k.servers.get_mut(&guild) {
                server.roles.remove(&role);
                for roles in server.members.values_mut() {
                    roles.retain(|r| *r != role);
                }
            }
            k.changed(guild);
        });
    }

    /// GUILD_MEMBER_UPDATE: a member's roles now (only the bot's own matter here).
    pub(super) fn member(&self, guild: u64, user: u64, roles: Vec<u64>) {
        self.with(|k| {
            if user != k.me {
                return;
            }
            k.servers
                .entry(guild)
                .or_default()
                .members
                .insert(user, roles);
            k.changed(guild);
        });
    }

    /// CHANNEL_CREATE / UPDATE, THREAD_CREATE / UPDATE and GUILD_CREATE's channels and
    /// threads: a channel's overwrites, or a thread's parent.
    pub(super) fn channel(
        &self,
        id: u64,
        guild: u64,
        overwrites: Vec<PermissionOverwrite>,
        parent: Option<u64>,
    ) {
        self.with(|k| {
            k.channels.insert(
                id,
                Channel {
                    guild,
                    overwrites,
                    parent,
                },
            );
            k.changed(guild);
        });
    }

    /// A game's thread the bot opened in `parent` (before THREAD_CREATE comes).
    pub(super) fn thread(&self, thread: u64, parent: u64) {
        self.with(|k| {
            let Some(guild) = k.channels.get(&parent).map(|c| c.guild) else {
                return;
            };
            k.channels.entry(thread).or_insert(Channel {
                guild,
                overwrites: Vec::new(),
                parent: Some(parent),
            });
        });
    }

    /// CHANNEL_DELETE / THREAD_DELETE.
    pub(super) fn channel_gone(&self, id: u64) {
        self.with(|k| {
            k.channels.remove(&id);
            k.refused_files.remove(&id);
        });
    }

    /// The bot's permissions in `channel` as Discord computes them (see the module's doc),
    /// with the implicit rules applied; in a thread, Send Messages stands for Send Messages
    /// in Threads. `None` when the gateway has not said enough (a DM, a channel or server not
    /// seen, the bot's roles unknown): then nothing is assumed.
    pub(super) fn in_channel(&self, channel: u64) -> Option<Permissions> {
        let known = self.0.locked();
        let ch = known.channels.get(&channel)?;
        let (overwrites, thread) = match ch.parent {
            Some(parent) => (&known.channels.get(&parent)?.overwrites, true),
            None => (&ch.overwrites, false),
        };
        let server = known.servers.get(&ch.guild)?;
        let mine = server.members.get(&known.me)?;
        Some(compute(
            ch.guild, server, known.me, mine, overwrites, thread,
        ))
    }

    /// Discord refused the bot's files in `channel` (403 / 50013) although the computation
    /// allowed them: none are sent there for [`FILES_ASKED_AGAIN`], or until a permission
    /// event of its server.
    pub(super) fn refuse_files(&self, channel: u64) {
        self.with(|k| k.refused_files.insert(channel, Instant::now()));
    }

    /// Whether the bot may not attach files in `channel`: the computation says so, or
    /// Discord refused them there lately.
    pub(super) fn files_refused(&self, channel: u64) -> bool {
        let refused = self
            .with(|k| {
                k.refused_files
                    .get(&channel)
                    .is_some_and(|at| at.elapsed() < FILES_ASKED_AGAIN)
            })
            .unwrap_or(false);
        refused || self.in_channel(channel).is_some_and(|p| !p.attach_files())
    }

    /// Whether `user`, a member with `roles`, has Manage Server in `guild` (false for a
    /// server not seen yet: the safe answer, and `/hex` commands resolve it anyway).
    pub(super) fn manages(&self, guild: u64, user: u64, roles: &[u64]) -> bool {
        let known = self.0.locked();
        let Some(server) = known.servers.get(&guild) else {
            return false;
        };
        let all = base(guild, server, user, roles);
        all.administrator() || all.manage_guild()
    }
}

/// A member's server-level permissions: everything for the owner; else `@everyone`'s and
/// their roles' added up, Administrator meaning everything.
fn base(guild: u64, server: &Server, user: u64, roles: &[u64]) -> Permissions {
    if server.owner == user {
        return Permissions::all();
    }
    let everyone = server.roles.get(&guild).copied().unwrap_or_default();
    let sum = roles
        .iter()
        .filter_map(|r| server.roles.get(r))
        .fold(everyone, |sum, p| sum | *p);
    if sum.administrator() {
        Permissions::all()
    } else {
        sum
    }
}

/// `user`'s permissions in a channel with `overwrites` (its parent's, for a `thread`).
fn compute(
    guild: u64,
    server: &Server,
    user: u64,
    roles: &[u64],
    overwrites: &[PermissionOverwrite],
    thread: bool,
) -> Permissions {
    let mut bits = base(guild, server, user, roles);
    if bits == Permissions::all() {
        return bits;
    }
    let role_of = |o: &PermissionOverwrite, wanted: &dyn Fn(u64) -> bool| match o.kind {
        PermissionOverwriteType::Role(role) => wanted(role.get()),
        _ => false,
    };
    for o in overwrites.iter().filter(|o| role_of(o, &|r| r == guild)) {
        bits = (bits - o.deny) | o.allow;
    }
    let (deny, allow) = overwrites
        .iter()
        .filter(|o| role_of(o, &|r| r != guild && roles.contains(&r)))
        .fold((Permissions::empty(), Permissions::empty()), |(d, a), o| {
            (d | o.deny, a | o.allow)
        });
    bits = (bits - deny) | allow;
    for o in overwrites
        .iter()
        .filter(|o| matches!(o.kind, PermissionOverwriteType::Member(m) if m.get() == user))
    {
        bits = (bits - o.deny) | o.allow;
    }
    if !bits.view_channel() {
        return Permissions::empty();
    }
    let send = if thread {
        bits.send_messages_in_threads()
    } else {
        bits.send_messages()
    };
    if !send {
        bits -= Permissions::ATTACH_FILES
            | Permissions::EMBED_LINKS
            | Permissions::MENTION_EVERYONE
            | Permissions::SEND_TTS_MESSAGES;
    }
    if thread {
        bits.set(Permissions::SEND_MESSAGES, send);
    }
    bits
}

#[cfg(test)]
mod tests {
    use serenity::all::{RoleId, UserId};

    use super::*;

    #[test]
    fn manage_server_as_discord_adds_it_up() {
        let powers = Powers::default();
        let (guild, owner, mod_role, plain_role) = (1, 10, 100, 101);
        powers.server(
            guild,
            owner,
            [
                (guild, Permissions::SEND_MESSAGES),
                (mod_role, Permissions::MANAGE_GUILD),
                (plain_role, Permissions::MANAGE_MESSAGES),
            ],
            [],
        );
        assert!(powers.manages(guild, owner, &[]));
        assert!(powers.manages(guild, 11, &[mod_role]));
        assert!(!powers.manages(guild, 11, &[plain_role]));
        assert!(!powers.manages(2, owner, &[]), "an unknown server");
        powers.role(guild, plain_role, Permissions::ADMINISTRATOR);
        assert!(powers.manages(guild, 11, &[plain_role]));
        powers.role_gone(guild, mod_role);
        assert!(!powers.manages(guild, 12, &[mod_role]));
        powers.owner(guild, 12);
        assert!(powers.manages(guild, 12, &[]));
        assert!(!powers.manages(guild, owner, &[]));
    }

    fn role(id: u64, allow: Permissions, deny: Permissions) -> PermissionOverwrite {
        PermissionOverwrite {
            allow,
            deny,
            kind: PermissionOverwriteType::Role(RoleId::new(id)),
        }
    }

    fn member(id: u64, allow: Permissions, deny: Permissions) -> PermissionOverwrite {
        PermissionOverwrite {
            allow,
            deny,
            kind: PermissionOverwriteType::Member(UserId::new(id)),
        }
    }

    const GUILD: u64 = 1;
    const ME: u64 = 50;
    const MY_ROLE: u64 = 2;
    const OTHER_ROLE: u64 = 3;
    const GAMES: u64 = 20;
    const THREAD: u64 = 21;

    /// A server whose `@everyone` may view and send (and attach, embed), the bot holding
    /// `MY_ROLE` (Manage Messages) and `OTHER_ROLE` (nothing).
    fn server() -> Powers {
        let everyone = Permissions::VIEW_CHANNEL
            | Permissions::SEND_MESSAGES
            | Permissions::SEND_MESSAGES_IN_THREADS
            | Permissions::ATTACH_FILES
            | Permissions::EMBED_LINKS
            | Permissions::READ_MESSAGE_HISTORY;
        let powers = Powers::default();
        powers.me(ME);
        powers.server(
            GUILD,
            10,
            [
                (GUILD, everyone),
                (MY_ROLE, Permissions::MANAGE_MESSAGES),
                (OTHER_ROLE, Permissions::empty()),
            ],
            [(ME, vec![MY_ROLE, OTHER_ROLE])],
        );
        powers.channel(GAMES, GUILD, Vec::new(), None);
        powers.thread(THREAD, GAMES);
        powers
    }

    #[test]
    fn the_bots_channel_permissions_follow_discords_order() {
        let powers = server();
        let p = powers.in_channel(GAMES).unwrap();
        assert!(p.attach_files() && p.manage_messages() && !p.manage_guild());
        assert_eq!(powers.in_channel(999), None, "a channel not seen");
        let none = Permissions::empty();

        // @everyone denied, a role of the bot allows: the role wins.
        powers.channel(
            GAMES,
            GUILD,
            vec![
                role(GUILD, none, Permissions::ATTACH_FILES),
                role(OTHER_ROLE, Permissions::ATTACH_FILES, none),
            ],
            None,
        );
        assert!(powers.in_channel(GAMES).unwrap().attach_files());
        // One role's allow beats another role's deny (their union).
        powers.channel(
            GAMES,
            GUILD,
            vec![
                role(MY_ROLE, none, Permissions::ATTACH_FILES),
                role(OTHER_ROLE, Permissions::ATTACH_FILES, none),
            ],
            None,
        );
        assert!(powers.in_channel(GAMES).unwrap().attach_files());
        // The member's own overwrite comes last.
        powers.channel(
            GAMES,
            GUILD,
            vec![
                role(OTHER_ROLE, Permissions::ATTACH_FILES, none),
                member(ME, none, Permissions::ATTACH_FILES),
            ],
            None,
        );
        assert!(!powers.in_channel(GAMES).unwrap().attach_files());
        assert!(powers.files_refused(GAMES));
        // A thread has its parent's overwrites.
        assert!(!powers.in_channel(THREAD).unwrap().attach_files());

        // Without Send Messages, files and embeds do not count; a thread needs Send Messages
        // in Threads instead.
        powers.channel(
            GAMES,
            GUILD,
            vec![role(GUILD, none, Permissions::SEND_MESSAGES)],
            None,
        );
        let p = powers.in_channel(GAMES).unwrap();
        assert!(!p.send_messages() && !p.attach_files() && !p.embed_links());
        let t = powers.in_channel(THREAD).unwrap();
        assert!(t.send_messages() && t.attach_files(), "{t:?}");
        // Without View Channel, nothing.
        powers.channel(
            GAMES,
            GUILD,
            vec![role(GUILD, none, Permissions::VIEW_CHANNEL)],
            None,
        );
        assert_eq!(powers.in_channel(GAMES), Some(Permissions::empty()));
        assert_eq!(powers.in_channel(THREAD), Some(Permissions::empty()));

        // Administrator skips the overwrites.
        powers.role(GUILD, OTHER_ROLE, Permissions::ADMINISTRATOR);
        assert_eq!(powers.in_channel(GAMES), Some(Permissions::all()));
        powers.role_gone(GUILD, OTHER_ROLE);
        assert_eq!(powers.in_channel(GAMES), Some(Permissions::empty()));
        // The owner has everything.
        powers.owner(GUILD, ME);
        assert_eq!(powers.in_channel(GAMES), Some(Permissions::all()));
    }

    #[test]
    fn the_bots_roles_come_from_its_member() {
        let powers = server();
        powers.channel(
            GAMES,
            GUILD,
            vec![role(
                MY_ROLE,
                Permissions::empty(),
                Permissions::ATTACH_FILES,
            )],
            None,
        );
        powers.role(
            GUILD,
            GUILD,
            Permissions::VIEW_CHANNEL | Permissions::SEND_MESSAGES,
        );
        assert!(!powers.in_channel(GAMES).unwrap().attach_files());
        // Another member's update says nothing of the bot.
        powers.member(GUILD, 11, vec![]);
        assert!(!powers.in_channel(GAMES).unwrap().attach_files());
        powers.role(GUILD, OTHER_ROLE, Permissions::ATTACH_FILES);
        powers.member(GUILD, ME, vec![OTHER_ROLE]);
        assert!(powers.in_channel(GAMES).unwrap().attach_files());
        // Unknown roles of the bot: nothing is assumed.
        let unknown = Powers::default();
        unknown.me(ME);
        unknown.server(GUILD, 10, [(GUILD, Permissions::empty())], []);
        unknown.channel(GAMES, GUILD, Vec::new(), None);
        assert_eq!(unknown.in_channel(GAMES), None);
        assert!(!unknown.files_refused(GAMES));
    }

    #[test]
    fn a_refusal_is_remembered_until_the_server_changes() {
        let powers = server();
        assert!(!powers.files_refused(GAMES));
        powers.refuse_files(GAMES);
        assert!(powers.files_refused(GAMES));
        powers.role(GUILD, MY_ROLE, Permissions::ATTACH_FILES);
        assert!(
            !powers.files_refused(GAMES),
            "a permission event: tried again"
        );
    }
}
