//! The parts of a unit of work, one per domain: what a handler may change is the part it is
//! handed. Each part keeps copies of what it touched over the memory ([`State`]) it reads
//! through, and the number its next new thing gets.

use std::collections::{BTreeMap, BTreeSet};

use super::{Internal, Res};
use crate::{
    core::{
        arbiter::{record::TournamentRecord, TournamentChange},
        effect::Effect,
        ids::{ChallengeId, GameId, Platform, TournamentId, UserId},
        locales::LanguageChange,
        messages::{Msg, TournamentMsg},
        plan::{ChallengeChange, GameChange},
        ratings::{PlayerGame, RatingKind, Standing},
        server::{ServerSettings, SettingsChange},
        state::{Challenge, State},
        table::{Status, Table},
    },
    i18n::Lang,
};

/// What to send, in the order it was decided: the one thing every handler adds to.
#[derive(Default)]
pub(crate) struct Effects(Vec<Effect>);

impl Effects {
    /// One more effect, after the others.
    pub(crate) fn push(&mut self, effect: Effect) {
        self.0.push(effect);
    }

    /// The effects decided, in order.
    pub(crate) fn into_vec(self) -> Vec<Effect> {
        self.0
    }
}

impl Extend<Effect> for Effects {
    fn extend<I: IntoIterator<Item = Effect>>(&mut self, effects: I) {
        self.0.extend(effects);
    }
}

/// The games a unit of work touched (the game domain's part), and the next game's number.
pub(crate) struct Games<'a> {
    state: &'a State,
    /// Copies of the games touched: the table, the index of its first new event, and whether
    /// the game is new.
    touched: BTreeMap<GameId, (Table, usize, bool)>,
    next: GameId,
}

impl<'a> Games<'a> {
    /// None touched yet.
    pub(crate) fn new(state: &'a State) -> Self {
        Self {
            state,
            touched: BTreeMap::new(),
            next: state.next_game,
        }
    }

    /// A game as this unit of work sees it (its copy if touched).
    pub(crate) fn get(&self, id: GameId) -> Option<&Table> {
        match self.touched.get(&id) {
            Some((t, _, _)) => Some(t),
            None => self.state.games.get(&id),
        }
    }

    /// The copy of a game to change, taken on first use.
    pub(crate) fn get_mut(&mut self, id: GameId) -> Res<&mut Table> {
        if !self.touched.contains_key(&id) {
            let table = self
                .state
                .games
                .get(&id)
                .ok_or(Internal::MissingGame(id))?
                .clone();
            let len = table.events.len();
            self.touched.insert(id, (table, len, false));
        }
        match self.touched.get_mut(&id) {
            Some((t, _, _)) => Ok(t),
            None => Err(Internal::MissingGame(id).into()),
        }
    }

    /// The number the next new game gets (not taken).
    pub(crate) fn next_id(&self) -> GameId {
        self.next
    }

    /// Takes the next game's number.
    pub(crate) fn take_id(&mut self) -> GameId {
        let id = self.next;
        self.next = id.next();
        id
    }

    /// A new game, set at its table.
    pub(crate) fn open(&mut self, table: Table) {
        self.touched.insert(table.meta.id, (table, 0, true));
    }

    /// Every game `user` plays in, in number order.
    pub(crate) fn of_user(&self, user: &UserId) -> Vec<GameId> {
        let mut ids: BTreeSet<GameId> = self.state.by_user.get(user).cloned().unwrap_or_default();
        for (id, (t, _, _)) in &self.touched {
            if t.meta.colour_of(user).is_some() {
                ids.insert(*id);
            }
        }
        ids.into_iter().collect()
    }

    /// The games `user` plays that are still on.
    pub(crate) fn active_of_user(&self, user: &UserId) -> Vec<GameId> {
        self.of_user(user)
            .into_iter()
            .filter(|&id| {
                self.get(id)
                    .is_some_and(|t| t.meta.status == Status::Active)
            })
            .collect()
    }

    /// The plan's game changes.
    pub(crate) fn into_changes(self) -> Vec<GameChange> {
        self.touched
            .into_values()
            .map(|(table, first_new_event, is_new)| GameChange {
                table,
                first_new_event,
                is_new,
            })
            .collect()
    }
}

/// The challenges a unit of work touched (the lobby's part), and the next one's number.
pub(crate) struct Challenges<'a> {
    state: &'a State,
    /// Challenges touched (`None`: removed).
    touched: BTreeMap<ChallengeId, Option<Challenge>>,
    next: ChallengeId,
}

impl<'a> Challenges<'a> {
    /// None touched yet.
    pub(crate) fn new(state: &'a State) -> Self {
        Self {
            state,
            touched: BTreeMap::new(),
            next: state.next_challenge,
        }
    }

    /// One challenge, as this unit of work sees it.
    pub(crate) fn get(&self, id: ChallengeId) -> Option<Challenge> {
        match self.touched.get(&id) {
            Some(c) => c.clone(),
            None => self.state.challenges.get(&id).cloned(),
        }
    }

    /// Every challenge still standing, as this unit of work sees them.
    pub(crate) fn list(&self) -> Vec<Challenge> {
        let mut out: BTreeMap<ChallengeId, Challenge> = self
            .state
            .challenges
            .iter()
            .filter(|(id, _)| !self.touched.contains_key(id))
            .map(|(id, c)| (*id, c.clone()))
            .collect();
        for (id, c) in &self.touched {
            if let Some(c) = c {
                out.insert(*id, c.clone());
            }
        }
        out.into_values().collect()
    }

    /// Takes the next challenge's number.
    pub(crate) fn take_id(&mut self) -> ChallengeId {
        let id = self.next;
        self.next = id.next();
        id
    }

    /// A new or changed challenge.
    pub(crate) fn put(&mut self, challenge: Challenge) {
        self.touched.insert(challenge.id, Some(challenge));
    }

    /// A challenge answered, withdrawn or lapsed.
    pub(crate) fn remove(&mut self, id: ChallengeId) {
        self.touched.insert(id, None);
    }

    /// The plan's challenge changes.
    pub(crate) fn into_changes(self) -> Vec<ChallengeChange> {
        self.touched
            .into_iter()
            .map(|(id, c)| match c {
                Some(c) => ChallengeChange::Put(Box::new(c)),
                None => ChallengeChange::Delete(id),
            })
            .collect()
    }
}

/// The tournaments a unit of work touched (the arbiter's part), and the next one's number.
pub(crate) struct Tournaments<'a> {
    state: &'a State,
    touched: BTreeMap<TournamentId, TournamentRecord>,
    next: TournamentId,
}

impl<'a> Tournaments<'a> {
    /// None touched yet.
    pub(crate) fn new(state: &'a State) -> Self {
        Self {
            state,
            touched: BTreeMap::new(),
            next: state.next_tournament,
        }
    }

    /// A tournament as this unit of work sees it.
    pub(crate) fn get(&self, id: TournamentId) -> Option<&TournamentRecord> {
        self.touched
            .get(&id)
            .or_else(|| self.state.tournaments.get(&id))
    }

    /// The copy of a tournament to change, taken on first use.
    pub(crate) fn get_mut(&mut self, id: TournamentId) -> Res<&mut TournamentRecord> {
        if !self.touched.contains_key(&id) {
            let record = self
                .state
                .tournaments
                .get(&id)
                .ok_or(Msg::Tournament(TournamentMsg::NoSuchTournament { id }))?
                .clone();
            self.touched.insert(id, record);
        }
        self.touched
            .get_mut(&id)
            .ok_or_else(|| Msg::Tournament(TournamentMsg::NoSuchTournament { id }).into())
    }

    /// Every tournament this unit of work knows, in number order.
    pub(crate) fn ids(&self) -> Vec<TournamentId> {
        let mut ids: Vec<TournamentId> = self
            .state
            .tournaments
            .keys()
            .chain(self.touched.keys())
            .copied()
            .collect();
        ids.sort_unstable();
        ids.dedup();
        ids
    }

    /// Every tournament as this unit of work sees it (copies first, then the memory's: a
    /// tournament may appear twice, its copy first).
    pub(crate) fn all(&self) -> impl Iterator<Item = &TournamentRecord> {
        self.touched.values().chain(self.state.tournaments.values())
    }

    /// Takes the next tournament's number.
    pub(crate) fn take_id(&mut self) -> TournamentId {
        let id = self.next;
        self.next = id.next();
        id
    }

    /// A new tournament.
    pub(crate) fn open(&mut self, record: TournamentRecord) {
        self.touched.insert(record.id, record);
    }

    /// The plan's tournament changes, with the rounds that are new or changed.
    pub(crate) fn into_changes(self) -> Vec<TournamentChange> {
        let state = self.state;
        self.touched
            .into_values()
            .map(|record| {
                let before = state.tournaments.get(&record.id);
                let old_rounds = before.map_or(&[][..], |b| b.tournament.rounds());
                let mut new_rounds = Vec::new();
                let mut changed_rounds = Vec::new();
                for (i, round) in record.tournament.rounds().iter().enumerate() {
                    let number = i as u32 + 1;
                    match old_rounds.get(i) {
                        None => new_rounds.push(number),
                        Some(old) if old != round => changed_rounds.push(number),
                        Some(_) => {}
                    }
                }
                TournamentChange {
                    is_new: before.is_none(),
                    record: Box::new(record),
                    new_rounds,
                    changed_rounds,
                }
            })
            .collect()
    }
}

/// What the games a unit of work ended leave behind: ratings, result records, and the
/// tournament results handed over to their tournaments' writers.
#[derive(Default)]
pub(crate) struct Results {
    /// Ratings changed by games this unit of work ended (a tick may end two games of one
    /// player: the second is rated from what the first left).
    pub(crate) ratings: BTreeMap<(UserId, RatingKind), Standing>,
    /// The results of the games this unit of work ended, one per human player.
    pub(crate) records: Vec<PlayerGame>,
    /// Tournament games this unit of work ended, whose results their tournaments' writers
    /// record next ([`crate::core::Plan::handoffs`]).
    pub(crate) handoffs: Vec<GameId>,
}

impl Results {
    /// A player's rating of `kind` changed here, if it was.
    pub(crate) fn rating(&self, user: &UserId, kind: RatingKind) -> Option<Standing> {
        self.ratings.get(&(user.clone(), kind)).copied()
    }
}

/// Servers' settings and players' own languages a unit of work changed (the settings'
/// part).
#[derive(Default)]
pub(crate) struct Settings {
    /// Servers whose settings changed, with their new settings.
    pub(crate) servers: BTreeMap<(Platform, String), ServerSettings>,
    /// Players whose own language changed (`None`: cleared).
    pub(crate) languages: BTreeMap<UserId, Option<Lang>>,
}

impl Settings {
    /// The plan's settings changes.
    pub(crate) fn server_changes(&self) -> Vec<SettingsChange> {
        self.servers
            .iter()
            .map(|((platform, server), settings)| SettingsChange {
                platform: *platform,
                server: server.clone(),
                settings: settings.clone(),
            })
            .collect()
    }

    /// The plan's language changes.
    pub(crate) fn language_changes(&self) -> Vec<LanguageChange> {
        self.languages
            .iter()
            .map(|(user, lang)| LanguageChange {
                user: user.clone(),
                lang: *lang,
            })
            .collect()
    }
}
