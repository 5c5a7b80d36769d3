//! The bot's decisions: [`Core`] holds the state, plans each message or tick and applies the
//! plan; `Tx::run` dispatches a [`Command`] to its handler. Synchronous and free of I/O.
//!
//! Every entry point first *plans* (reads the state, works on copies of the games and
//! challenges it touches, collects effects) and then *applies* the plan. The store persists a
//! plan's changes and effects in one transaction between the two, so nothing is applied in
//! memory that was not written ("write before you speak").

use std::{
    borrow::Cow,
    collections::{BTreeMap, HashMap},
};

use super::admin::Admin;
use super::queries::Answer;
use super::{
    ai::{Ai, ComputerMove, ComputerTurn, SearchAi},
    arbiter::{Arbiter, TournamentRecord},
    command::{self, Command},
    effect::{ActionKind, Effect, Image, StoredImage},
    families::{rebuild, view_of},
    ids::{ChallengeId, GameId, Millis, Place, Platform, TournamentId, UserId},
    incoming::{Author, Content, Incoming},
    lobby::{computer_turn, Lobby},
    messages::{ErrorMsg, Msg, UserError},
    plan::{ChallengeChange, Plan},
    ratings::{records::Records, RatingKind, Standing},
    round::Round,
    server::ServerSettings,
    state::{Challenge, CoreConfig, State},
    table::{Status, Table},
    tx::{reply, Context, Failure, Res, Tx},
};
use crate::{
    i18n::Lang,
    rules::{Side, Variant},
};

/// The bot core: every game and challenge it knows, and the computer player.
pub struct Core {
    pub(super) state: State,
    ai: std::sync::Arc<dyn Ai>,
}

impl std::fmt::Debug for Core {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Core")
            .field("games", &self.state.games.len())
            .field("challenges", &self.state.challenges.len())
            .finish()
    }
}

impl Default for Core {
    fn default() -> Self {
        Self::new(CoreConfig::default())
    }
}

impl Core {
    /// An empty core with the real computer players ([`SearchAi`]).
    pub fn new(config: CoreConfig) -> Self {
        Self {
            state: State {
                config,
                games: HashMap::new(),
                by_user: HashMap::new(),
                challenges: BTreeMap::new(),
                next_game: GameId(1),
                next_challenge: ChallengeId(1),
                tournaments: BTreeMap::new(),
                next_tournament: TournamentId(1),
                servers: HashMap::new(),
                ratings: HashMap::new(),
                languages: HashMap::new(),
                locales: HashMap::new(),
            },
            ai: std::sync::Arc::new(SearchAi),
        }
    }

    /// Replaces the computer player.
    pub fn with_ai(mut self, ai: Box<dyn Ai>) -> Self {
        self.ai = std::sync::Arc::from(ai);
        self
    }

    /// The computer player, to run outside the core (e.g. on a blocking thread).
    pub fn ai(&self) -> std::sync::Arc<dyn Ai> {
        std::sync::Arc::clone(&self.ai)
    }

    /// Every computer move that is due: active games whose player to move is the computer,
    /// in game order. The state itself records the turn, so after a restart the same turns
    /// are listed again.
    pub fn computer_turns(&self) -> Vec<ComputerTurn> {
        let mut turns: Vec<ComputerTurn> = self
            .state
            .games
            .values()
            .filter_map(computer_turn)
            .collect();
        turns.sort_by_key(|t| t.game);
        turns
    }

    /// The computer's move for `turn`, as a plan like any other move. An empty plan if the
    /// turn is stale (the game ended, or its log changed since the turn was taken), or if the
    /// move is illegal (logged).
    pub fn plan_computer_move(&self, turn: &ComputerTurn, mv: ComputerMove, now: Millis) -> Plan {
        let current = self.state.games.get(&turn.game).and_then(computer_turn);
        if current.as_ref().map(|t| (t.events, t.player)) != Some((turn.events, turn.player)) {
            tracing::debug!(game = %turn.game, "stale computer move dropped");
            return Plan::default();
        }
        let mut tx = Tx::new(&self.state, now);
        match Round::of(&mut tx).computer_move(turn.game, turn.player, mv) {
            Ok(()) => tx.finish(),
            Err(Failure::User(_) | Failure::Answered(_) | Failure::Silent) => {
                tracing::error!(game = %turn.game, "the computer chose an illegal move");
                Plan::default()
            }
            Err(Failure::Internal(error)) => {
                tracing::error!(%error, game = %turn.game, "computer move failed");
                Plan::default()
            }
        }
    }

    /// Plays every due computer move at once, on this thread (no store): the same
    /// [`Core::computer_turns`] and [`Core::plan_computer_move`] the service uses, for tests
    /// and embedders without a runtime.
    pub fn run_computers(&mut self, now: Millis) -> Vec<Effect> {
        let mut effects = Vec::new();
        // Dark Hex hits give the computer the move again; every round plays at least one move
        // or stops, and a game has fewer moves than this.
        for _ in 0..4096 {
            let turns = self.computer_turns();
            if turns.is_empty() {
                break;
            }
            let mut progressed = false;
            for turn in turns {
                let Some(mv) = turn.think(self.ai.as_ref()) else {
                    tracing::error!(game = %turn.game, "the computer found no move");
                    continue;
                };
                let plan = self.plan_computer_move(&turn, mv, now);
                progressed |= plan.changes_state();
                effects.extend(self.apply_and_hand_off(plan, now));
            }
            if !progressed {
                break;
            }
        }
        effects
    }

    /// Loads a stored game.
    pub fn insert_table(&mut self, table: Table) {
        let id = table.meta.id;
        self.state.next_game = self.state.next_game.max(id.next());
        for player in Side::BOTH {
            if let Some(user) = table.meta.seat(player).user() {
                self.state
                    .by_user
                    .entry(user.clone())
                    .or_default()
                    .insert(id);
            }
        }
        self.state.games.insert(id, table);
    }

    /// Forgets a game from memory (it stays in the store), and the ratings of its players
    /// when no other game of theirs is left in memory (loaded again with their next one).
    pub fn evict(&mut self, id: GameId) {
        if let Some(table) = self.state.games.remove(&id) {
            for player in Side::BOTH {
                if let Some(user) = table.meta.seat(player).user() {
                    if let Some(set) = self.state.by_user.get_mut(user) {
                        set.remove(&id);
                        if set.is_empty() {
                            for kind in RatingKind::ALL {
                                self.state.ratings.remove(&(user.clone(), kind));
                            }
                        }
                    }
                }
            }
        }
    }

    /// Loads a stored challenge.
    pub fn insert_challenge(&mut self, challenge: Challenge) {
        self.state.next_challenge = self.state.next_challenge.max(challenge.id.next());
        self.state.challenges.insert(challenge.id, challenge);
    }

    /// Forgets a challenge that was answered, withdrawn or lapsed (another process did it).
    pub fn remove_challenge(&mut self, id: ChallengeId) {
        self.state.challenges.remove(&id);
    }

    /// Loads a stored tournament.
    pub fn insert_tournament(&mut self, record: TournamentRecord) {
        self.state.next_tournament = self.state.next_tournament.max(record.id.next());
        self.state.tournaments.insert(record.id, record);
    }

    /// Makes sure new tournament numbers start above `id` (the highest the store used).
    pub fn reserve_tournament_id(&mut self, id: TournamentId) {
        self.state.next_tournament = self.state.next_tournament.max(id.next());
    }

    /// A tournament in memory.
    pub fn tournament(&self, id: TournamentId) -> Option<&TournamentRecord> {
        self.state.tournaments.get(&id)
    }

    /// Every tournament in memory, in number order.
    pub fn tournaments(&self) -> impl Iterator<Item = &TournamentRecord> {
        self.state.tournaments.values()
    }

    /// Makes sure new numbers start above `game` and `challenge` (ids used by the store).
    pub fn reserve_ids(&mut self, game: GameId, challenge: ChallengeId) {
        self.state.next_game = self.state.next_game.max(game.next());
        self.state.next_challenge = self.state.next_challenge.max(challenge.next());
    }

    /// Loads a server's stored settings.
    pub fn insert_server_settings(
        &mut self,
        platform: Platform,
        server: String,
        settings: ServerSettings,
    ) {
        self.state.servers.insert((platform, server), settings);
    }

    /// A server's settings (defaults when none were saved): adapters read them here, for
    /// example to open a thread per game, instead of asking the store.
    pub fn server_settings(&self, platform: Platform, server: &str) -> ServerSettings {
        self.state
            .servers
            .get(&(platform, server.to_owned()))
            .cloned()
            .unwrap_or_default()
    }

    /// The web pages' public address (`[web] public_url`), when they are served.
    pub fn pages_site(&self) -> Option<&str> {
        self.state.config.web.as_deref()
    }

    /// A game in memory.
    pub fn table(&self, id: GameId) -> Option<&Table> {
        self.state.games.get(&id)
    }

    /// Every game in memory.
    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        self.state.games.values()
    }

    /// Number of games in memory.
    pub fn games_in_memory(&self) -> usize {
        self.state.games.len()
    }

    /// The challenges waiting for an answer.
    pub fn challenges(&self) -> impl Iterator<Item = &Challenge> {
        self.state.challenges.values()
    }

    /// The game a message names explicitly (`#12`, `hex replay 12`), so a caller with a store
    /// can load it first if it is not in memory.
    pub fn named_game(incoming: &Incoming) -> Option<GameId> {
        let command = match &incoming.content {
            Content::Text(text) => command::parse(text).ok().flatten()?,
            Content::Command(command) => command.clone(),
            Content::Stale | Content::Report => return None,
        };
        match command {
            Command::Move { game, .. }
            | Command::Draw { game, .. }
            | Command::Resign(game)
            | Command::Board(game)
            | Command::Takeback(game)
            | Command::Rematch(game) => game,
            Command::Replay(id) | Command::Export(id) | Command::ReplayViews(id) => Some(id),
            _ => None,
        }
    }

    /// Handles one message: plans and applies at once (no store), then lets the computer
    /// answer with [`Core::run_computers`].
    pub fn handle(&mut self, incoming: &Incoming, now: Millis) -> Vec<Effect> {
        let plan = self.plan(incoming, now);
        let mut effects = self.apply_and_hand_off(plan, now);
        effects.extend(self.run_computers(now));
        effects
    }

    /// Ends timed-out games, warns, aborts idle games and lapses challenges (no store).
    pub fn tick(&mut self, now: Millis) -> Vec<Effect> {
        let plan = self.plan_tick(now);
        self.apply_and_hand_off(plan, now)
    }

    /// Applies a plan (after the store has written it) and returns its effects.
    pub fn apply(&mut self, plan: Plan) -> Vec<Effect> {
        for change in plan.games {
            self.insert_table(change.table);
        }
        for change in plan.challenges {
            match change {
                ChallengeChange::Put(c) => self.insert_challenge(*c),
                ChallengeChange::Delete(id) => {
                    self.state.challenges.remove(&id);
                }
            }
        }
        for change in plan.settings {
            self.insert_server_settings(change.platform, change.server, change.settings);
        }
        for change in plan.languages {
            self.set_player_language(change.user, change.lang);
        }
        for change in plan.locales {
            self.set_reported_locale(change.of, change.lang);
        }
        for change in plan.tournaments {
            self.insert_tournament(*change.record);
        }
        for record in plan.records {
            if let Some(change) = record.rated {
                self.insert_rating(record.user, record.kind, change.after);
            }
        }
        plan.effects
    }

    /// Loads (`Some`) or forgets (`None`) the language a player chose for themselves.
    pub fn set_player_language(&mut self, user: UserId, lang: Option<Lang>) {
        match lang {
            Some(lang) => self.state.languages.insert(user, lang),
            None => self.state.languages.remove(&user),
        };
    }

    /// Loads a player's stored rating of `kind` (the service does, for the people in rated
    /// games, so that the end of such a game is planned from the stored rating).
    pub fn insert_rating(&mut self, user: UserId, kind: RatingKind, standing: Standing) {
        self.state.ratings.insert((user, kind), standing);
    }

    /// A player's rating of `kind` as the core knows it (`None`: not loaded, or never rated
    /// and not in a rated game here).
    pub fn rating(&self, user: &UserId, kind: RatingKind) -> Option<&Standing> {
        self.state.ratings.get(&(user.clone(), kind))
    }

    /// The ratings the end of `table` would be planned from: both people's, of its kind, if
    /// it is an active rated game (nothing otherwise).
    pub fn ratings_needed(table: &Table) -> Vec<(UserId, RatingKind)> {
        let meta = &table.meta;
        if !meta.rated || meta.status != Status::Active {
            return Vec::new();
        }
        let kind = RatingKind::of(meta.spec);
        Side::BOTH
            .iter()
            .filter_map(|&side| meta.seat(side).user().map(|u| (u.clone(), kind)))
            .collect()
    }

    /// A challenge typed in a server (on Matrix, a room) gets its default game and size in
    /// front of its own words (which, read later, still win); other texts are unchanged.
    fn with_server_defaults<'t>(&self, incoming: &Incoming, text: &'t str) -> Cow<'t, str> {
        let Some(server) = incoming.community() else {
            return Cow::Borrowed(text);
        };
        // Checked first: most messages are not challenges, and the lookup copies the key.
        if !command::is_challenge(text) {
            return Cow::Borrowed(text);
        }
        match self
            .state
            .servers
            .get(&(incoming.platform, server.to_owned()))
        {
            Some(settings) => Cow::Owned(command::insert_defaults(text, &settings.default_words())),
            None => Cow::Borrowed(text),
        }
    }

    /// Decides what a message does, without changing anything.
    pub fn plan(&self, incoming: &Incoming, now: Millis) -> Plan {
        self.plan_with_records(incoming, now, None)
    }

    /// [`Core::plan`] with what the store read for the message ([`Core::records_needed`]).
    /// Whatever the message does, the languages its platform reported are remembered
    /// ([`Core::reported_locales`]), so the messages it causes later speak them too.
    pub fn plan_with_records(
        &self,
        incoming: &Incoming,
        now: Millis,
        records: Option<Records>,
    ) -> Plan {
        let mut plan = self.plan_command(incoming, now, records);
        plan.locales = self.reported_locales(incoming);
        plan
    }

    fn plan_command(&self, incoming: &Incoming, now: Millis, records: Option<Records>) -> Plan {
        let command = match &incoming.content {
            Content::Text(text) => match command::parse(&self.with_server_defaults(incoming, text))
            {
                Ok(Some(command)) => command,
                Ok(None) => {
                    if incoming.place == Place::Dm {
                        return self
                            .error_plan(incoming, UserError(ErrorMsg::NotUnderstood.into()));
                    }
                    return Plan::default();
                }
                Err(error) => {
                    return self.error_plan(incoming, UserError(parse_error_message(error)))
                }
            },
            Content::Command(command) => command.clone(),
            Content::Report => return Plan::default(),
            Content::Stale => {
                let mut tx = Tx::new(&self.state, now);
                tx.author = Some(Author::of(incoming));
                Answer::of(&mut tx).away_notice(incoming);
                return tx.finish();
            }
        };
        let mut tx = Tx::new(&self.state, now);
        tx.read_records = records;
        tx.author = Some(Author::of(incoming));
        match tx.run(incoming, command) {
            Ok(()) => tx.finish(),
            Err(Failure::User(error)) => self.error_plan(incoming, error),
            Err(Failure::Answered(effects)) => Plan {
                effects,
                ..Plan::default()
            },
            Err(Failure::Silent) => Plan::default(),
            Err(Failure::Internal(error)) => {
                tracing::error!(%error, user = %incoming.user, "command failed");
                self.error_plan(incoming, UserError(ErrorMsg::Apology.into()))
            }
        }
    }

    /// Decides what the clock does at `now`, without changing anything.
    pub fn plan_tick(&self, now: Millis) -> Plan {
        let mut tx = Tx::new(&self.state, now);
        match tx.tick() {
            Ok(()) => tx.finish(),
            Err(Failure::Internal(error)) => {
                tracing::error!(%error, "tick failed");
                Plan::default()
            }
            Err(_) => Plan::default(),
        }
    }

    fn error_plan(&self, incoming: &Incoming, error: UserError) -> Plan {
        let mut tx = Tx::new(&self.state, 0);
        tx.author = Some(Author::of(incoming));
        Plan {
            effects: vec![reply(incoming, &error.0, tx.author_lang(), None)],
            ..Plan::default()
        }
    }

    /// The language `incoming`'s author reads answers in (their own choice, their server's,
    /// their app's): for adapters that answer without the core (a form, a confirmation).
    pub fn author_lang(&self, incoming: &Incoming) -> Lang {
        let mut tx = Tx::new(&self.state, 0);
        tx.author = Some(Author::of(incoming));
        tx.author_lang()
    }

    /// Rebuilds a stored image's view from a game's log.
    pub fn image_from_stored(table: &Table, stored: &StoredImage) -> Option<Image> {
        let source = stored.source;
        let events = table.events.get(..source.events)?;
        let game = rebuild(table.meta.spec, events).ok()?;
        let view = view_of(&game, source.audience)?;
        Some(Image {
            view,
            source,
            caption: stored.caption.clone(),
        })
    }
}

impl ActionKind {
    /// The core command a use of this action stands for; `Place` needs a cell, so it has
    /// none. (Defined here, beside the dispatch, so that effects do not depend on commands.)
    pub fn command(self) -> Option<Command> {
        Some(match self {
            ActionKind::Accept { challenge } => Command::Accept(Some(challenge)),
            ActionKind::Decline { challenge } => Command::Decline(Some(challenge)),
            ActionKind::Swap { game } => Command::Move {
                game: Some(game),
                mv: crate::rules::Move::Swap.into(),
            },
            ActionKind::Place { .. } => return None,
            ActionKind::Rematch { game } => Command::Rematch(Some(game)),
            ActionKind::Resign { game } => Command::Resign(game),
            ActionKind::Views { game } => Command::ReplayViews(game),
            ActionKind::CheckIn { tournament } => {
                Command::Tournament(crate::core::command::TournamentCommand {
                    id: Some(tournament),
                    action: crate::core::command::TournamentAction::CheckIn,
                })
            }
        })
    }

    /// The same thing typed, for networks without buttons: `hex replay 12 views`. `Place`
    /// needs a cell, and resigning is offered only with the button's confirmation, so neither
    /// is typed for the reader.
    pub fn typed(self) -> Option<String> {
        Some(match self {
            ActionKind::Accept { challenge } => format!("hex accept {challenge}"),
            ActionKind::Decline { challenge } => format!("hex decline {challenge}"),
            ActionKind::Swap { game } => format!("#{game} swap"),
            ActionKind::Rematch { game } => format!("hex rematch {game}"),
            ActionKind::Views { game } => format!("hex replay {game} views"),
            ActionKind::CheckIn { tournament } => format!("hex tournament checkin t{tournament}"),
            ActionKind::Place { .. } | ActionKind::Resign { .. } => return None,
        })
    }
}

impl Tx<'_> {
    // ----- dispatch -----

    /// Hands a command to its handler (`lobby/`, `round/`, `queries.rs`).
    fn run(&mut self, incoming: &Incoming, command: Command) -> Res<()> {
        let user = incoming.user_id();
        match command {
            Command::Help => {
                self.reply(incoming, Msg::Help, None);
                Ok(())
            }
            Command::Rules(variant) => {
                self.reply(incoming, Msg::Rules(variant), None);
                Ok(())
            }
            Command::Challenge { opponent, options } => {
                Lobby::of(self).challenge_cmd(incoming, opponent, options)
            }
            Command::Accept(id) => Lobby::of(self).accept(incoming, id),
            Command::Decline(id) => Lobby::of(self).decline_or_cancel(incoming, id, false),
            Command::Cancel(id) => Lobby::of(self).decline_or_cancel(incoming, id, true),
            Command::PlayBot(options) => Lobby::of(self).play_bot(incoming, options),
            Command::Move { game, mv } => {
                let id = Answer::of(self).find_game(incoming, game, true)?;
                Round::of(self).play_typed(incoming, id, mv)
            }
            Command::Draw { game, action } => {
                let id = Answer::of(self).find_game(incoming, game, false)?;
                Round::of(self).draw(incoming, id, action)
            }
            Command::Resign(game) => {
                let id = Answer::of(self).find_game(incoming, game, false)?;
                Round::of(self).resign(&user, id)
            }
            Command::Board(game) => Answer::of(self).board(incoming, game),
            Command::Games => Answer::of(self).list_games(incoming),
            Command::Replay(id) => Answer::of(self).replay(incoming, id),
            Command::ReplayViews(id) => Answer::of(self).knowledge_replay(incoming, id),
            Command::Export(id) => Answer::of(self).export(incoming, id),
            Command::Takeback(game) => {
                Round::of(self).refuse_rated_takeback(incoming, game)?;
                let id = Answer::of(self).find_game(incoming, game, false)?;
                Round::of(self).takeback(&user, id)
            }
            Command::Rematch(game) => Round::of(self).rematch(incoming, game),
            Command::Settings(update) => Admin::of(self).settings(incoming, &update),
            Command::Language(word) => Admin::of(self).language(incoming, word.as_deref()),
            Command::Profile(user) => Answer::of(self).profile(incoming, user.as_deref()),
            Command::Leaderboard { global, .. } => Answer::of(self).leaderboard(incoming, global),
            Command::History { user, kind, .. } => {
                Answer::of(self).history(incoming, user.as_deref(), kind)
            }
            Command::Tournament(cmd) => Arbiter::of(self).tournament_cmd(incoming, cmd),
        }
    }
}

/// The words for a text that did not parse: the one place a [`command::ParseError`] becomes
/// a user's message.
fn parse_error_message(error: command::ParseError) -> Msg {
    Msg::from(error)
}

/// Whether a variant shows its board in the channel during play.
pub fn is_open(variant: Variant) -> bool {
    !variant.is_dark()
}
