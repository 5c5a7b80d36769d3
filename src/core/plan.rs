//! What one command or tick decided: the changes to persist and the effects to send. The
//! handlers' unit of work (`tx/`) turns into a [`Plan`]; the store writes it, then
//! [`super::Core::apply`] takes it into memory.

use super::{
    arbiter::record::TournamentChange,
    effect::Effect,
    ids::{ChallengeId, GameId},
    locales::{LanguageChange, LocaleChange},
    ratings::PlayerGame,
    server::SettingsChange,
    state::Challenge,
    table::Table,
};

/// A game touched by a plan: its new state and the log entries to append.
#[derive(Clone, Debug)]
pub struct GameChange {
    /// The game after the plan.
    pub table: Table,
    /// Index of the first new event in `table.events` (0 for a new game).
    pub first_new_event: usize,
    /// Whether the game did not exist before.
    pub is_new: bool,
}

/// A challenge created, changed or removed by a plan.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ChallengeChange {
    /// Insert or replace (boxed: a challenge is far larger than a number).
    Put(Box<Challenge>),
    /// Remove.
    Delete(ChallengeId),
}

/// Everything one command or tick decided: the changes to persist and the effects to send.
#[derive(Clone, Debug, Default)]
pub struct Plan {
    /// Games changed.
    pub games: Vec<GameChange>,
    /// Challenges changed.
    pub challenges: Vec<ChallengeChange>,
    /// What to send.
    pub effects: Vec<Effect>,
    /// Server settings changed.
    pub settings: Vec<SettingsChange>,
    /// Players' own languages chosen or cleared.
    pub languages: Vec<LanguageChange>,
    /// Languages a platform reported for a player's app or a community, new or changed.
    pub locales: Vec<LocaleChange>,
    /// The results of the games the plan ends: one per human player, with the rating
    /// change of a rated game. Written in the same transaction as the games.
    pub records: Vec<PlayerGame>,
    /// Tournaments created or changed, written in the same transaction as the games they
    /// start.
    pub tournaments: Vec<TournamentChange>,
    /// Tournament games this plan ended: their tournaments' writers record the results next,
    /// each in a write of its own ([`super::Core::plan_result_handoff`]), so that a game's end never
    /// waits for its tournament, nor the tournament's step for the game.
    pub handoffs: Vec<GameId>,
}

impl Plan {
    /// Whether the plan changes any state (a pure answer does not).
    pub fn changes_state(&self) -> bool {
        !self.games.is_empty()
            || !self.challenges.is_empty()
            || !self.settings.is_empty()
            || !self.languages.is_empty()
            || !self.locales.is_empty()
            || !self.records.is_empty()
            || !self.tournaments.is_empty()
    }
}
