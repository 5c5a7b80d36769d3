//! The unit of work every handler runs in: copies of the games and challenges it touches, the
//! effects it decided, and the helpers that turn a message into a post, a DM or a reply with
//! the picture its audience may see.

use std::collections::{BTreeMap, BTreeSet};

use super::{
    arbiter::record::TournamentRecord,
    effect::{Action, ActionKind, Audience, Caption, Effect, Image, ImageSource},
    families::{rule_msg, view_of},
    ids::{ChallengeId, GameId, Millis, Platform, TournamentId, UserId},
    incoming::{Author, Incoming},
    messages::{ErrorMsg, InterfaceMsg, Msg, RecordsMsg, SettingsMsg, TournamentMsg, UserError},
    ratings::{records::Records, PlayerGame, RatingKind, Standing},
    render::{clock_line, computer_name, picture_title},
    server::ServerSettings,
    state::{Challenge, State},
    table::{LogError, Seat, Status, Table},
};
use crate::{
    i18n::Lang,
    rules::{AnyReplayError, AnyRuleError, Side},
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

/// A unit of work: copies of what it touches, and the effects it decided.
pub(crate) struct Tx<'a> {
    /// The core's memory, read only: changes go to the copies below.
    pub(crate) state: &'a State,
    /// The time of the message or tick.
    pub(crate) now: Millis,
    /// Copies of the games touched: the table, the index of its first new event, and whether
    /// the game is new.
    pub(crate) tables: BTreeMap<GameId, (Table, usize, bool)>,
    /// Challenges touched (`None`: removed).
    pub(crate) challenges: BTreeMap<ChallengeId, Option<Challenge>>,
    /// The number the next new game gets.
    pub(crate) next_game: GameId,
    /// The number the next new challenge gets.
    pub(crate) next_challenge: ChallengeId,
    /// Copies of the tournaments touched.
    pub(crate) tournaments: BTreeMap<TournamentId, TournamentRecord>,
    /// The number the next new tournament gets.
    pub(crate) next_tournament: TournamentId,
    /// What to send, in order.
    pub(crate) effects: Vec<Effect>,
    /// Servers whose settings changed, with their new settings.
    pub(crate) servers: BTreeMap<(Platform, String), ServerSettings>,
    /// What the service read from the store for this command, if it needs records
    /// ([`super::Core::records_needed`]).
    pub(crate) read_records: Option<Records>,
    /// Ratings changed by games this unit of work ended (a tick may end two games of one
    /// player: the second is rated from what the first left).
    pub(crate) ratings: BTreeMap<(UserId, RatingKind), Standing>,
    /// The results of the games this unit of work ended, one per human player.
    pub(crate) records: Vec<PlayerGame>,
    /// Players whose own language changed (`None`: cleared).
    pub(crate) languages: BTreeMap<UserId, Option<Lang>>,
    /// The author of the message being planned (`None` for a tick): what their platform said
    /// of their language.
    pub(crate) author: Option<Author>,
    /// Tournament games this unit of work ended, whose results their tournaments' writers
    /// record next ([`super::Plan::handoffs`]).
    pub(crate) handoffs: Vec<GameId>,
}

impl<'a> Tx<'a> {
    /// An empty unit of work over `state` at `now`.
    pub(crate) fn new(state: &'a State, now: Millis) -> Self {
        Self {
            state,
            now,
            tables: BTreeMap::new(),
            challenges: BTreeMap::new(),
            next_game: state.next_game,
            next_challenge: state.next_challenge,
            tournaments: BTreeMap::new(),
            next_tournament: state.next_tournament,
            effects: Vec::new(),
            servers: BTreeMap::new(),
            read_records: None,
            ratings: BTreeMap::new(),
            records: Vec::new(),
            languages: BTreeMap::new(),
            author: None,
            handoffs: Vec::new(),
        }
    }

    /// A player's rating of `kind` as this unit of work sees it ([`Standing::NEW`] for
    /// someone never rated).
    pub(crate) fn standing(&self, user: &UserId, kind: RatingKind) -> Standing {
        let key = (user.clone(), kind);
        self.ratings
            .get(&key)
            .or_else(|| self.state.ratings.get(&key))
            .copied()
            .unwrap_or_default()
    }

    /// A server's settings as this unit of work sees them (defaults when none were saved).
    pub(crate) fn server_settings(&self, platform: Platform, server: &str) -> ServerSettings {
        let key = (platform, server.to_owned());
        self.servers
            .get(&key)
            .or_else(|| self.state.servers.get(&key))
            .cloned()
            .unwrap_or_default()
    }

    // ----- state access -----

    /// A game as this unit of work sees it (its copy if touched).
    pub(crate) fn table(&self, id: GameId) -> Option<&Table> {
        match self.tables.get(&id) {
            Some((t, _, _)) => Some(t),
            None => self.state.games.get(&id),
        }
    }

    /// The copy of a game to change, taken on first use.
    pub(crate) fn table_mut(&mut self, id: GameId) -> Res<&mut Table> {
        if !self.tables.contains_key(&id) {
            let table = self
                .state
                .games
                .get(&id)
                .ok_or(Internal::MissingGame(id))?
                .clone();
            let len = table.events.len();
            self.tables.insert(id, (table, len, false));
        }
        match self.tables.get_mut(&id) {
            Some((t, _, _)) => Ok(t),
            None => Err(Internal::MissingGame(id).into()),
        }
    }

    /// Every game `user` plays in, in number order.
    pub(crate) fn user_games(&self, user: &UserId) -> Vec<GameId> {
        let mut ids: BTreeSet<GameId> = self.state.by_user.get(user).cloned().unwrap_or_default();
        for (id, (t, _, _)) in &self.tables {
            if t.meta.colour_of(user).is_some() {
                ids.insert(*id);
            }
        }
        ids.into_iter().collect()
    }

    /// The games `user` plays that are still on.
    pub(crate) fn active_user_games(&self, user: &UserId) -> Vec<GameId> {
        self.user_games(user)
            .into_iter()
            .filter(|&id| {
                self.table(id)
                    .is_some_and(|t| t.meta.status == Status::Active)
            })
            .collect()
    }

    /// Every challenge still standing, as this unit of work sees them.
    pub(crate) fn challenge_list(&self) -> Vec<Challenge> {
        let mut out: BTreeMap<ChallengeId, Challenge> = self
            .state
            .challenges
            .iter()
            .filter(|(id, _)| !self.challenges.contains_key(id))
            .map(|(id, c)| (*id, c.clone()))
            .collect();
        for (id, c) in &self.challenges {
            if let Some(c) = c {
                out.insert(*id, c.clone());
            }
        }
        out.into_values().collect()
    }

    /// One challenge, as this unit of work sees it.
    pub(crate) fn challenge(&self, id: ChallengeId) -> Option<Challenge> {
        match self.challenges.get(&id) {
            Some(c) => c.clone(),
            None => self.state.challenges.get(&id).cloned(),
        }
    }

    // ----- effect helpers -----

    /// The texts around a game's board: title, names, clocks.
    pub(crate) fn caption(&self, table: &Table, lang: Lang) -> Caption {
        let meta = &table.meta;
        let to_move = table.game.to_move();
        let clock = match meta.time {
            super::clock::TimeControl::None => None,
            control => {
                let left = Side::BOTH.map(|p| meta.clock.left(control, p, to_move, self.now));
                Some(clock_line(lang, meta.family(), left))
            }
        };
        let name = |seat: &Seat| match seat {
            Seat::Computer { level } => computer_name(lang, level.name()),
            Seat::Human { .. } => seat.name(),
        };
        Caption {
            title: picture_title(lang, meta.id, &meta.spec),
            red_name: name(&meta.first),
            blue_name: name(&meta.second),
            clock,
            lang,
        }
    }

    /// The picture of a game for `audience`, with its recipe and captions.
    pub(crate) fn image(&self, table: &Table, audience: Audience, lang: Lang) -> Option<Image> {
        let view = view_of(&table.game, audience)?;
        Some(Image {
            view,
            source: ImageSource {
                game: table.meta.id,
                events: table.events.len(),
                audience,
            },
            caption: self.caption(table, lang),
        })
    }

    /// The picture the channel may see: the board for open games, counts for Dark Hex.
    pub(crate) fn public_image(&self, table: &Table, lang: Lang) -> Option<Image> {
        if table.meta.is_dark() && !table.game.is_over() {
            self.image(table, Audience::Spectator, lang)
        } else {
            self.image(table, Audience::Revealed, lang)
        }
    }

    /// A post in a game's channel (nothing for a game started in DM).
    pub(crate) fn post(&mut self, id: GameId, msg: impl Into<Msg>, with_image: bool) -> Res<()> {
        self.post_with(id, msg, with_image, Vec::new())
    }

    /// A game's channel post with buttons.
    pub(crate) fn post_with(
        &mut self,
        id: GameId,
        msg: impl Into<Msg>,
        with_image: bool,
        actions: Vec<Action>,
    ) -> Res<()> {
        let msg: Msg = msg.into();
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        if let Some(channel) = table.meta.channel.clone() {
            let lang =
                self.lang_for_channel(table.meta.platform, &channel, table.meta.server.as_deref());
            let image = if with_image {
                self.public_image(table, lang)
            } else {
                None
            };
            self.effects.push(Effect::Post {
                platform: table.meta.platform,
                channel,
                text: msg.text(lang),
                image,
                actions: labelled(actions, lang),
                game: Some(id),
            });
        }
        Ok(())
    }

    /// A channel post not about a game (challenges).
    pub(crate) fn post_in(&mut self, platform: Platform, channel: &str, msg: impl Into<Msg>) {
        self.post_in_with(platform, channel, msg, Vec::new());
    }

    /// A channel post not about a game (challenges), with buttons.
    pub(crate) fn post_in_with(
        &mut self,
        platform: Platform,
        channel: &str,
        msg: impl Into<Msg>,
        actions: Vec<Action>,
    ) {
        let msg: Msg = msg.into();
        let lang = self.lang_for_channel(platform, channel, None);
        self.effects.push(Effect::Post {
            platform,
            channel: channel.to_owned(),
            text: msg.text(lang),
            image: None,
            actions: labelled(actions, lang),
            game: None,
        });
    }

    /// A DM to the human playing `player` (nothing for the computer).
    pub(crate) fn dm(
        &mut self,
        id: GameId,
        player: Side,
        msg: impl Into<Msg>,
        audience: Option<Audience>,
    ) -> Res<()> {
        self.dm_with(id, player, msg, audience, Vec::new())
    }

    /// A DM with buttons.
    pub(crate) fn dm_with(
        &mut self,
        id: GameId,
        player: Side,
        msg: impl Into<Msg>,
        audience: Option<Audience>,
        actions: Vec<Action>,
    ) -> Res<()> {
        let msg: Msg = msg.into();
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        if let Some(user) = table.meta.seat(player).user().cloned() {
            let lang = self.lang_for_user(&user, table.meta.server.as_deref());
            let image = audience.and_then(|a| self.image(table, a, lang));
            let channel = table.meta.channel.clone();
            self.effects.push(Effect::Dm {
                text: msg.text(lang),
                user,
                image,
                actions: labelled(actions, lang),
                channel,
            });
        }
        Ok(())
    }

    /// The human users seated at a game (none for the computer's seat).
    pub(crate) fn humans(&self, id: GameId, players: &[Side]) -> Vec<UserId> {
        self.table(id)
            .map(|t| {
                players
                    .iter()
                    .filter_map(|&p| t.meta.seat(p).user().cloned())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Swap / Place buttons for Blue when Blue's first move may be a swap.
    pub(crate) fn swap_actions(&self, id: GameId) -> Vec<Action> {
        let Some(table) = self.table(id) else {
            return Vec::new();
        };
        let offered = table
            .meta
            .spec
            .hex_settings()
            .is_some_and(|settings| settings.swap_available())
            && table.game.ply() == 1
            && table.game.to_move() == Some(Side::Second);
        let blue = self.humans(id, &[Side::Second]);
        if !offered || blue.is_empty() {
            return Vec::new();
        }
        vec![
            Action::for_users(ActionKind::Swap { game: id }, blue.clone()),
            Action::for_users(ActionKind::Place { game: id }, blue),
        ]
    }

    /// A private answer to `incoming`.
    pub(crate) fn reply(&mut self, incoming: &Incoming, msg: impl Into<Msg>, image: Option<Image>) {
        let lang = self.author_lang();
        self.effects.push(reply(incoming, &msg.into(), lang, image));
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
