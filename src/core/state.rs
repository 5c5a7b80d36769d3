//! What the core keeps in memory between messages: its settings, the games, the challenges
//! and the next numbers. Handlers read it through a `Tx` (`tx/`); only [`super::Core`]
//! changes it (when it applies a plan or loads from the store).

use std::collections::{BTreeMap, BTreeSet, HashMap};

use serde::{Deserialize, Serialize};

use super::{
    arbiter::record::TournamentRecord,
    command::GameOptions,
    ids::{ChallengeId, GameId, Millis, Platform, TournamentId, UserId},
    locales::LocaleOf,
    ratings::{RatingKind, Standing},
    server::ServerSettings,
    table::Table,
};
use crate::i18n::Lang;

const DAY: Millis = 86_400_000;

/// Tunable rules of the bot itself (not of the games).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CoreConfig {
    /// How long a challenge stays open.
    pub challenge_ttl: Millis,
    /// How long an untimed game with no move at all waits before it is aborted.
    pub idle_abort: Millis,
    /// The language of whoever has no other (no choice of their own, no server's, no
    /// platform's): English, or `hextable local --lang`'s.
    pub language: Lang,
    /// The web pages' public address (`[web] public_url`, no trailing slash) when they are
    /// served: each new game then gets an unguessable link, and its result post carries it.
    pub web: Option<String>,
}

impl Default for CoreConfig {
    fn default() -> Self {
        Self {
            challenge_ttl: DAY,
            idle_abort: 7 * DAY,
            language: Lang::En,
            web: None,
        }
    }
}

/// A challenge waiting for an answer.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Challenge {
    /// Its number.
    pub id: ChallengeId,
    /// The network.
    pub platform: Platform,
    /// The channel it was posted in.
    pub channel: String,
    /// Who challenges.
    pub from: UserId,
    /// Their display name.
    pub from_name: String,
    /// Whom (`None`: anyone in the channel).
    pub to: Option<UserId>,
    /// The game asked for.
    pub options: GameOptions,
    /// When it was made.
    pub created: Millis,
    /// When it lapses.
    pub expires: Millis,
    /// The community it was made in ([`crate::core::Incoming::community`]); `None` in
    /// challenges stored before ratings, whose game takes the acceptor's.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub server: Option<String>,
}

/// The games and challenges in memory, the settings and the numbers to hand out next.
#[derive(Clone, Debug)]
pub(crate) struct State {
    pub(crate) config: CoreConfig,
    pub(crate) games: HashMap<GameId, Table>,
    pub(crate) by_user: HashMap<UserId, BTreeSet<GameId>>,
    pub(crate) challenges: BTreeMap<ChallengeId, Challenge>,
    pub(crate) next_game: GameId,
    pub(crate) next_challenge: ChallengeId,
    /// The tournaments loaded (live ones after a restart) or made since.
    pub(crate) tournaments: BTreeMap<TournamentId, TournamentRecord>,
    /// The number the next new tournament gets.
    pub(crate) next_tournament: TournamentId,
    /// The settings of each server that has saved any.
    pub(crate) servers: HashMap<(Platform, String), ServerSettings>,
    /// The ratings of the people in rated games, as the store had them (loaded by the
    /// service) or as this core's own commits left them: the end of a rated game is planned
    /// from these. Someone missing stands at [`Standing::NEW`].
    pub(crate) ratings: HashMap<(UserId, RatingKind), Standing>,
    /// The languages players chose for themselves (`hex language`), as stored.
    pub(crate) languages: HashMap<UserId, Lang>,
    /// The languages the platforms last reported for players' apps and for communities, as
    /// stored: what a message without such a report is written in.
    pub(crate) locales: HashMap<LocaleOf, Lang>,
}
