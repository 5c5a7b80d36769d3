//! One event from a chat network, as the core sees it.

use super::{
    command::Command,
    ids::{Place, Platform, UserId},
};
use crate::i18n::Lang;

/// What the user sent: free text, or a structured (slash) command already parsed by the
/// adapter.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Content {
    /// A chat message.
    Text(String),
    /// A slash command's options mapped to the same [`Command`] the text grammar produces.
    Command(Command),
    /// A command sent while the bot was away for long (Matrix, over a day): it is not acted
    /// on, and its author is told so in the words of where it was written.
    Stale,
    /// Nothing said: the platform only reported languages ([`Incoming::locale`],
    /// [`Incoming::guild_locale`]), such as a server's preferred language when the bot joins
    /// or the server changes it. Remembered; nothing is answered.
    Report,
}

/// One event from a chat network, as the core sees it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Incoming {
    /// The network.
    pub platform: Platform,
    /// The author's platform id.
    pub user: String,
    /// The author's display name.
    pub display_name: String,
    /// Channel or DM.
    pub place: Place,
    /// The platform's id for the message, used to ignore a redelivered event.
    pub message_id: Option<String>,
    /// The message.
    pub content: Content,
    /// The community the place belongs to, as the adapter says (Discord: the guild; Matrix,
    /// whose rooms stand alone: the room; a DM and the terminal: none): its settings, its
    /// leaderboard and its language apply.
    pub community: Option<String>,
    /// What a community is on this network, which decides the words and who sets its
    /// language.
    pub community_kind: CommunityKind,
    /// Whether the author may change that community's settings (Discord: Manage Server or
    /// Administrator, as the platform reported it with the event; Matrix: a room moderator).
    pub manages_community: bool,
    /// The author's roles in that server (Discord role ids), for roles the server's
    /// settings give rights to (the tournament organiser role).
    pub roles: Vec<String>,
    /// The language the author's app uses, as the platform sent it (Discord's interaction
    /// `locale`, such as `fi` or `en-US`); the last guess of [`crate::core`]'s language
    /// choice, after the player's own and the server's.
    pub locale: Option<String>,
    /// The server's preferred language as the platform sent it (Discord's `guild_locale`, or
    /// its `preferred_locale`), used after [`Incoming::locale`].
    pub guild_locale: Option<String>,
    /// Nobody but its author saw the invocation, even in a channel (a Discord slash command,
    /// button or form, answered ephemerally): a Dark Hex move may come this way, and its
    /// mover's news answers it instead of going by DM.
    pub private: bool,
    /// Whether the network, when it refuses to remove a message, names the permission the
    /// bot lacks (Discord: Manage Messages), so the author is told to grant it; else they are
    /// told only that it stays.
    pub names_lacking_permission: bool,
}

/// What a community is on a network: the adapter says, the core's words follow.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum CommunityKind {
    /// A server of channels (a Discord guild), whose managers change its settings.
    #[default]
    Server,
    /// A room that stands alone (Matrix), whose moderators change its settings and language.
    Room,
}

impl Incoming {
    /// A text message; handy for adapters and tests.
    pub fn text(
        platform: Platform,
        user: &str,
        display_name: &str,
        place: Place,
        message_id: Option<&str>,
        text: &str,
    ) -> Self {
        Self {
            platform,
            user: user.to_owned(),
            display_name: display_name.to_owned(),
            place,
            message_id: message_id.map(str::to_owned),
            content: Content::Text(text.to_owned()),
            community: None,
            community_kind: CommunityKind::Server,
            manages_community: false,
            roles: Vec::new(),
            locale: None,
            guild_locale: None,
            private: false,
            names_lacking_permission: false,
        }
    }

    /// This event as an invocation nobody but its author saw ([`Incoming::private`]).
    pub fn privately(mut self) -> Self {
        self.private = true;
        self
    }

    /// This event with the languages the platform reported for its author and server.
    pub fn with_locale(mut self, locale: Option<String>, guild_locale: Option<String>) -> Self {
        self.locale = locale;
        self.guild_locale = guild_locale;
        self
    }

    /// A report of `server`'s preferred language (`tag` as the platform writes it), with
    /// nothing said ([`Content::Report`]).
    pub fn community_locale(platform: Platform, server: &str, tag: &str) -> Self {
        let mut incoming = Self::text(platform, "", "", Place::Dm, None, "")
            .in_server(Some(server.to_owned()), false)
            .with_locale(None, Some(tag.to_owned()));
        incoming.content = Content::Report;
        incoming
    }

    /// This event with the community it happened in (a Discord guild, a Matrix room) and
    /// whether its author manages that community.
    pub fn in_server(mut self, community: Option<String>, manages: bool) -> Self {
        self.community = community;
        self.manages_community = manages;
        self
    }

    /// This event from a network whose communities are rooms that stand alone (Matrix).
    pub fn in_rooms(mut self) -> Self {
        self.community_kind = CommunityKind::Room;
        self
    }

    /// This event with the author's roles in its server.
    pub fn with_roles(mut self, roles: Vec<String>) -> Self {
        self.roles = roles;
        self
    }

    /// The community this event belongs to ([`Incoming::community`]'s field): `None` in a DM
    /// and in the terminal.
    pub fn community(&self) -> Option<&str> {
        self.community.as_deref()
    }

    /// Whether communities on this event's network are rooms that stand alone.
    pub fn in_a_room_network(&self) -> bool {
        self.community_kind == CommunityKind::Room
    }

    /// The author as a [`UserId`].
    pub fn user_id(&self) -> UserId {
        UserId::new(self.platform, self.user.clone())
    }
}

/// The author of the message being planned, with the languages their platform reported.
#[derive(Clone, Debug)]
pub(crate) struct Author {
    pub(crate) user: UserId,
    pub(crate) place: Place,
    pub(crate) community: Option<String>,
    pub(crate) locale: Option<Lang>,
    pub(crate) guild_locale: Option<Lang>,
    /// The message answered, if the platform gave its id.
    pub(crate) message: Option<String>,
    /// [`Incoming::private`].
    pub(crate) private: bool,
}

impl Author {
    /// The author of `incoming`.
    pub(crate) fn of(incoming: &Incoming) -> Self {
        let tag = |t: &Option<String>| t.as_deref().and_then(Lang::from_tag);
        Self {
            user: incoming.user_id(),
            place: incoming.place.clone(),
            community: incoming.community().map(str::to_owned),
            locale: tag(&incoming.locale),
            guild_locale: tag(&incoming.guild_locale),
            message: incoming.message_id.clone(),
            private: incoming.private,
        }
    }
}
