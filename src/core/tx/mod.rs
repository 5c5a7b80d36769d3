//! The unit of work every handler runs in, split by what may change it: a small collector of
//! effects ([`Effects`]: what to send, in order) and one part per domain ([`Games`],
//! [`Challenges`], [`Tournaments`], [`Results`], [`Settings`]), each holding copies of what it
//! touched. Every handler reads the whole unit of work through a [`Look`], and speaks through
//! the [`Context`] trait's post / DM / reply helpers.

mod look;
mod parts;

pub(crate) use look::{Context, GamesContext, Look};
pub(crate) use parts::{Challenges, Effects, Games, Results, Settings, Tournaments};

use super::{
    effect::{Action, Effect, Image},
    families::rule_msg,
    ids::{GameId, Millis, TournamentId},
    incoming::{Author, Incoming},
    messages::{ErrorMsg, InterfaceMsg, Msg, RecordsMsg, SettingsMsg, TournamentMsg, UserError},
    ratings::records::Records,
    state::State,
    table::LogError,
};
use crate::{
    core::plan::Plan,
    i18n::Lang,
    rules::{AnyReplayError, AnyRuleError},
};

/// Why the core could not do what was asked, apart from user mistakes.
#[derive(Debug, thiserror::Error)]
pub(crate) enum Internal {
    #[error("game {0} is missing")]
    MissingGame(GameId),
    // The replay error names a move's cell: keep it out of the logs (hidden information).
    #[error("game {0}: the log does not replay")]
    Replay(GameId, LogError),
    #[error("tournament {0} is missing")]
    MissingTournament(TournamentId),
    #[error("game {0}: the game is not of the family this step needs")]
    WrongFamily(GameId),
    // As above: the error names moves.
    #[error("game {0}: the moves left by a takeback do not replay")]
    Takeback(GameId, AnyReplayError),
}

/// How a handler fails: a user's mistake (answered privately), a refusal that brings its own
/// answer, an internal error (logged, answered with the apology), or silence. Whatever the
/// handler changed before it failed is dropped.
pub(crate) enum Failure {
    User(UserError),
    /// Refused, answered by exactly these effects (the handler knows what its refusal needs,
    /// e.g. removing a Dark Hex move typed where others read it): the engine sends them as
    /// they are.
    Answered(Vec<Effect>),
    Internal(Internal),
    /// Not for the bot after all (chat that looked like a move): no answer.
    Silent,
}

impl From<UserError> for Failure {
    fn from(e: UserError) -> Self {
        Failure::User(e)
    }
}

impl From<Msg> for Failure {
    fn from(m: Msg) -> Self {
        Failure::User(UserError(m))
    }
}

/// A refusal of any domain is a user's mistake.
macro_rules! refusals {
    ($($domain:ty),*) => {$(
        impl From<$domain> for Failure {
            fn from(m: $domain) -> Self {
                Failure::User(UserError(m.into()))
            }
        }
    )*};
}

refusals!(ErrorMsg, RecordsMsg, SettingsMsg, TournamentMsg);

impl From<Internal> for Failure {
    fn from(e: Internal) -> Self {
        Failure::Internal(e)
    }
}

/// What a handler returns.
pub(crate) type Res<T> = Result<T, Failure>;

/// A unit of work: the memory it reads, who wrote, and its parts.
pub(crate) struct Tx<'a> {
    /// The core's memory, read only: changes go to the parts below.
    pub(crate) state: &'a State,
    /// The time of the message or tick.
    pub(crate) now: Millis,
    /// The author of the message being planned (`None` for a tick): what their platform said
    /// of their language.
    pub(crate) author: Option<Author>,
    /// What the service read from the store for this command, if it needs records
    /// ([`super::Core::records_needed`]).
    pub(crate) read_records: Option<Records>,
    /// What to send, in order.
    pub(crate) out: Effects,
    /// The games touched (the game domain's part).
    pub(crate) games: Games<'a>,
    /// The challenges touched (the lobby's part).
    pub(crate) challenges: Challenges<'a>,
    /// The tournaments touched (the arbiters' part).
    pub(crate) tournaments: Tournaments<'a>,
    /// What ended games leave: ratings, records, tournament hand-offs.
    pub(crate) results: Results,
    /// Servers' settings and players' own languages changed.
    pub(crate) settings: Settings,
}

impl<'a> Tx<'a> {
    /// An empty unit of work over `state` at `now`.
    pub(crate) fn new(state: &'a State, now: Millis) -> Self {
        Self {
            state,
            now,
            author: None,
            read_records: None,
            out: Effects::default(),
            games: Games::new(state),
            challenges: Challenges::new(state),
            tournaments: Tournaments::new(state),
            results: Results::default(),
            settings: Settings::default(),
        }
    }

    /// The plan of a finished unit of work: what its parts changed, and its effects.
    pub(crate) fn finish(self) -> Plan {
        Plan {
            tournaments: self.tournaments.into_changes(),
            games: self.games.into_changes(),
            challenges: self.challenges.into_changes(),
            effects: self.out.into_vec(),
            settings: self.settings.server_changes(),
            records: self.results.records,
            languages: self.settings.language_changes(),
            locales: Vec::new(),
            handoffs: self.results.handoffs,
        }
    }
}

impl Context for Tx<'_> {
    fn look(&self) -> Look<'_> {
        Look {
            state: self.state,
            now: self.now,
            author: self.author.as_ref(),
            games: &self.games,
            challenges: &self.challenges,
            tournaments: &self.tournaments,
            results: &self.results,
            settings: &self.settings,
        }
    }

    fn out(&mut self) -> &mut Effects {
        &mut self.out
    }
}

/// `actions` with their labels in `lang`: the words are chosen now, with the text.
fn labelled(actions: Vec<Action>, lang: Lang) -> Vec<Action> {
    actions
        .into_iter()
        .map(|action| {
            let label = InterfaceMsg::ActionLabel(action.kind).text(lang);
            action.labelled(label)
        })
        .collect()
}

/// The effect of a private answer to `incoming`, in `lang`.
pub(crate) fn reply(incoming: &Incoming, msg: &Msg, lang: Lang, image: Option<Image>) -> Effect {
    reply_text(
        incoming,
        msg.text(lang),
        image.map(|image| image.in_lang(lang)),
    )
}

/// A private answer to `incoming` made of finished words (several messages joined).
pub(crate) fn reply_text(incoming: &Incoming, text: String, image: Option<Image>) -> Effect {
    Effect::Reply {
        user: incoming.user_id(),
        place: incoming.place.clone(),
        reply_to: incoming.message_id.clone(),
        text,
        image,
        file: None,
    }
}

/// A move, resignation or timeout the rules refused, as the user's error (a move of the
/// other family is the core's mistake, not the user's).
pub(crate) fn rule_error(game: GameId, error: AnyRuleError) -> Failure {
    match error {
        AnyRuleError::WrongFamily => Internal::WrongFamily(game).into(),
        error => match rule_msg(game, error) {
            Some(msg) => msg.into(),
            None => Internal::WrongFamily(game).into(),
        },
    }
}
