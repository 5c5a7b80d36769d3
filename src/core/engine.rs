//! The bot's decisions: lobby, tables, clocks. Synchronous and free of I/O.
//!
//! Every entry point first *plans* (reads the state, works on copies of the games and
//! challenges it touches, collects effects) and then *applies* the plan. The store persists a
//! plan's changes and effects in one transaction between the two, so nothing is applied in
//! memory that was not written ("write before you speak").

use std::collections::{BTreeMap, BTreeSet, HashMap};

use serde::{Deserialize, Serialize};

use super::{
    ai::{parse_level, Ai, ComputerMove, ComputerTurn, ComputerView, SearchAi, DEFAULT_LEVEL},
    clock::{human_duration, idle_limit, ClockState},
    command::{self, ColourChoice, Command, GameOptions},
    messages::{DameEnd, DameWin, Msg, UserError},
    sgf,
    table::{
        dame_color, dame_player, rebuild, DrawAction, GameEvent, GameKind, GameMeta, LogError,
        Referee, RefereeError, Seat, Status, Table,
    },
    types::{
        Action, ActionKind, Audience, Caption, ChallengeId, Content, Effect, GameId, Image,
        ImageSource, ImageView, Incoming, Millis, Place, Platform, StoredImage, UserId,
    },
};
use crate::{
    ai::mix,
    rules::{
        hexdame::{self, WinReason},
        EndReason, Move, MoveResult, Player, Variant,
    },
};

const DAY: Millis = 86_400_000;

/// Tunable rules of the bot itself (not of the games).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CoreConfig {
    /// How long a challenge stays open.
    pub challenge_ttl: Millis,
    /// How long an untimed game with no move at all waits before it is aborted.
    pub idle_abort: Millis,
}

impl Default for CoreConfig {
    fn default() -> Self {
        Self {
            challenge_ttl: DAY,
            idle_abort: 7 * DAY,
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
}

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
    /// Insert or replace.
    Put(Challenge),
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
}

impl Plan {
    /// Whether the plan changes any state (a pure answer does not).
    pub fn changes_state(&self) -> bool {
        !self.games.is_empty() || !self.challenges.is_empty()
    }
}

/// The bot core: every game and challenge it knows, and the computer player.
pub struct Core {
    config: CoreConfig,
    games: HashMap<GameId, Table>,
    by_user: HashMap<UserId, BTreeSet<GameId>>,
    challenges: BTreeMap<ChallengeId, Challenge>,
    next_game: GameId,
    next_challenge: ChallengeId,
    ai: std::sync::Arc<dyn Ai>,
}

impl std::fmt::Debug for Core {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Core")
            .field("games", &self.games.len())
            .field("challenges", &self.challenges.len())
            .finish()
    }
}

impl Default for Core {
    fn default() -> Self {
        Self::new(CoreConfig::default())
    }
}

/// Why the core could not do what was asked, apart from user mistakes.
#[derive(Debug, thiserror::Error)]
enum Internal {
    #[error("game {0} is missing")]
    MissingGame(GameId),
    // The replay error names a move's cell: keep it out of the logs (hidden information).
    #[error("game {0}: the log does not replay")]
    Replay(GameId, LogError),
    #[error("game {0}: the referee is not of the game's kind")]
    WrongReferee(GameId),
}

enum Failure {
    User(UserError),
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

impl From<Internal> for Failure {
    fn from(e: Internal) -> Self {
        Failure::Internal(e)
    }
}

type Res<T> = Result<T, Failure>;

impl Core {
    /// An empty core with the real computer players ([`SearchAi`]).
    pub fn new(config: CoreConfig) -> Self {
        Self {
            config,
            games: HashMap::new(),
            by_user: HashMap::new(),
            challenges: BTreeMap::new(),
            next_game: 1,
            next_challenge: 1,
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
        let mut turns: Vec<ComputerTurn> = self.games.values().filter_map(computer_turn).collect();
        turns.sort_by_key(|t| t.game);
        turns
    }

    /// The computer's move for `turn`, as a plan like any other move. An empty plan if the
    /// turn is stale (the game ended, or its log changed since the turn was taken), or if the
    /// move is illegal (logged).
    pub fn plan_computer_move(&self, turn: &ComputerTurn, mv: ComputerMove, now: Millis) -> Plan {
        let current = self.games.get(&turn.game).and_then(computer_turn);
        if current.as_ref().map(|t| (t.events, t.player)) != Some((turn.events, turn.player)) {
            tracing::debug!(game = turn.game, "stale computer move dropped");
            return Plan::default();
        }
        let mut tx = Tx::new(self, now);
        match tx.computer_move(turn.game, turn.player, mv) {
            Ok(()) => tx.finish(),
            Err(Failure::User(_)) | Err(Failure::Silent) => {
                tracing::error!(game = turn.game, "the computer chose an illegal move");
                Plan::default()
            }
            Err(Failure::Internal(error)) => {
                tracing::error!(%error, game = turn.game, "computer move failed");
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
                    tracing::error!(game = turn.game, "the computer found no move");
                    continue;
                };
                let plan = self.plan_computer_move(&turn, mv, now);
                progressed |= plan.changes_state();
                effects.extend(self.apply(plan));
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
        self.next_game = self.next_game.max(id + 1);
        for player in Player::BOTH {
            if let Some(user) = table.meta.seat(player).user() {
                self.by_user.entry(user.clone()).or_default().insert(id);
            }
        }
        self.games.insert(id, table);
    }

    /// Forgets a game from memory (it stays in the store).
    pub fn evict(&mut self, id: GameId) {
        if let Some(table) = self.games.remove(&id) {
            for player in Player::BOTH {
                if let Some(user) = table.meta.seat(player).user() {
                    if let Some(set) = self.by_user.get_mut(user) {
                        set.remove(&id);
                    }
                }
            }
        }
    }

    /// Loads a stored challenge.
    pub fn insert_challenge(&mut self, challenge: Challenge) {
        self.next_challenge = self.next_challenge.max(challenge.id + 1);
        self.challenges.insert(challenge.id, challenge);
    }

    /// Makes sure new numbers start above `game` and `challenge` (ids used by the store).
    pub fn reserve_ids(&mut self, game: GameId, challenge: ChallengeId) {
        self.next_game = self.next_game.max(game + 1);
        self.next_challenge = self.next_challenge.max(challenge + 1);
    }

    /// A game in memory.
    pub fn table(&self, id: GameId) -> Option<&Table> {
        self.games.get(&id)
    }

    /// Every game in memory.
    pub fn tables(&self) -> impl Iterator<Item = &Table> {
        self.games.values()
    }

    /// Number of games in memory.
    pub fn games_in_memory(&self) -> usize {
        self.games.len()
    }

    /// The challenges waiting for an answer.
    pub fn challenges(&self) -> impl Iterator<Item = &Challenge> {
        self.challenges.values()
    }

    /// The game a message names explicitly (`#12`, `hex replay 12`), so a caller with a store
    /// can load it first if it is not in memory.
    pub fn named_game(incoming: &Incoming) -> Option<GameId> {
        let command = match &incoming.content {
            Content::Text(text) => command::parse(text).ok().flatten()?,
            Content::Command(command) => command.clone(),
        };
        match command {
            Command::Move { game, .. }
            | Command::DameMove { game, .. }
            | Command::Draw { game, .. }
            | Command::Resign(game)
            | Command::Board(game)
            | Command::Takeback(game)
            | Command::Rematch(game) => game,
            Command::Replay(id) | Command::Export(id) => Some(id),
            _ => None,
        }
    }

    /// Handles one message: plans and applies at once (no store), then lets the computer
    /// answer with [`Core::run_computers`].
    pub fn handle(&mut self, incoming: &Incoming, now: Millis) -> Vec<Effect> {
        let plan = self.plan(incoming, now);
        let mut effects = self.apply(plan);
        effects.extend(self.run_computers(now));
        effects
    }

    /// Ends timed-out games, warns, aborts idle games and lapses challenges (no store).
    pub fn tick(&mut self, now: Millis) -> Vec<Effect> {
        let plan = self.plan_tick(now);
        self.apply(plan)
    }

    /// Applies a plan (after the store has written it) and returns its effects.
    pub fn apply(&mut self, plan: Plan) -> Vec<Effect> {
        for change in plan.games {
            self.insert_table(change.table);
        }
        for change in plan.challenges {
            match change {
                ChallengeChange::Put(c) => self.insert_challenge(c),
                ChallengeChange::Delete(id) => {
                    self.challenges.remove(&id);
                }
            }
        }
        plan.effects
    }

    /// Decides what a message does, without changing anything.
    pub fn plan(&self, incoming: &Incoming, now: Millis) -> Plan {
        let command = match &incoming.content {
            Content::Text(text) => match command::parse(text) {
                Ok(Some(command)) => command,
                Ok(None) => {
                    if incoming.place == Place::Dm {
                        return self.error_plan(incoming, UserError(Msg::NotUnderstood));
                    }
                    return Plan::default();
                }
                Err(error) => return self.error_plan(incoming, UserError(error.into())),
            },
            Content::Command(command) => command.clone(),
        };
        let mut tx = Tx::new(self, now);
        match tx.run(incoming, command) {
            Ok(()) => tx.finish(),
            Err(Failure::User(error)) => {
                let mut plan = self.error_plan(incoming, error.clone());
                if error.0 == Msg::DarkMoveInChannel {
                    if let (Place::Channel(_), Some(id)) = (&incoming.place, &incoming.message_id) {
                        plan.effects.insert(
                            0,
                            Effect::Delete {
                                platform: incoming.platform,
                                place: incoming.place.clone(),
                                message_id: id.clone(),
                            },
                        );
                    }
                }
                plan
            }
            Err(Failure::Silent) => Plan::default(),
            Err(Failure::Internal(error)) => {
                tracing::error!(%error, user = %incoming.user, "command failed");
                self.error_plan(incoming, UserError(Msg::Apology))
            }
        }
    }

    /// Decides what the clock does at `now`, without changing anything.
    pub fn plan_tick(&self, now: Millis) -> Plan {
        let mut tx = Tx::new(self, now);
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
        Plan {
            effects: vec![reply(incoming, &error.0, None)],
            ..Plan::default()
        }
    }

    /// Rebuilds a stored image's view from a game's log.
    pub fn image_from_stored(table: &Table, stored: &StoredImage) -> Option<Image> {
        let source = stored.source;
        let events = table.events.get(..source.events)?;
        let game = rebuild(table.meta.kind, table.meta.settings, events).ok()?;
        let view = view_of(&game, source.audience)?;
        Some(Image {
            view,
            source,
            caption: stored.caption.clone(),
        })
    }
}

/// What `audience` may see of a game; `None` when there is nothing to show (the full board of
/// a Dark Hex game still being played).
fn view_of(game: &Referee, audience: Audience) -> Option<ImageView> {
    Some(match game {
        Referee::Hex(game) => match audience {
            Audience::Player(p) => ImageView::Player(game.player_view(p)),
            Audience::Spectator => ImageView::Spectator(game.spectator_view()),
            Audience::Revealed => ImageView::Revealed(game.revealed()?),
            Audience::Replay => ImageView::Replay(game.revealed()?),
        },
        // Open information: every audience sees the same board.
        Referee::Hexdame(dame) => match audience {
            Audience::Replay => ImageView::HexdameReplay(Box::new(dame.game.clone())),
            _ => ImageView::Hexdame(Box::new(dame.game.clone())),
        },
    })
}

/// The computer's turn in `table`, if it is one.
fn computer_turn(table: &Table) -> Option<ComputerTurn> {
    if table.meta.status != Status::Active || table.game.is_over() {
        return None;
    }
    let player = table.game.to_move()?;
    let Seat::Computer { level } = table.meta.seat(player) else {
        return None;
    };
    let id = table.meta.id;
    let events = table.events.len();
    Some(ComputerTurn {
        game: id,
        platform: table.meta.platform,
        player,
        level: parse_level(level),
        events,
        seed: mix(id.wrapping_mul(1_000_003) ^ events as u64),
        view: match &table.game {
            Referee::Hex(game) => ComputerView::Hex(game.player_view(player)),
            Referee::Hexdame(dame) => ComputerView::Hexdame(Box::new(dame.game.clone())),
        },
    })
}

fn reply(incoming: &Incoming, msg: &Msg, image: Option<Image>) -> Effect {
    Effect::Reply {
        user: incoming.user_id(),
        place: incoming.place.clone(),
        reply_to: incoming.message_id.clone(),
        text: msg.english(),
        image,
    }
}

/// A unit of work: copies of what it touches, and the effects it decided.
struct Tx<'a> {
    core: &'a Core,
    now: Millis,
    tables: BTreeMap<GameId, (Table, usize, bool)>,
    challenges: BTreeMap<ChallengeId, Option<Challenge>>,
    next_game: GameId,
    next_challenge: ChallengeId,
    effects: Vec<Effect>,
}

impl<'a> Tx<'a> {
    fn new(core: &'a Core, now: Millis) -> Self {
        Self {
            core,
            now,
            tables: BTreeMap::new(),
            challenges: BTreeMap::new(),
            next_game: core.next_game,
            next_challenge: core.next_challenge,
            effects: Vec::new(),
        }
    }

    fn finish(self) -> Plan {
        Plan {
            games: self
                .tables
                .into_values()
                .map(|(table, first_new_event, is_new)| GameChange {
                    table,
                    first_new_event,
                    is_new,
                })
                .collect(),
            challenges: self
                .challenges
                .into_iter()
                .map(|(id, c)| match c {
                    Some(c) => ChallengeChange::Put(c),
                    None => ChallengeChange::Delete(id),
                })
                .collect(),
            effects: self.effects,
        }
    }

    // ----- state access -----

    fn table(&self, id: GameId) -> Option<&Table> {
        match self.tables.get(&id) {
            Some((t, _, _)) => Some(t),
            None => self.core.games.get(&id),
        }
    }

    fn table_mut(&mut self, id: GameId) -> Res<&mut Table> {
        if !self.tables.contains_key(&id) {
            let table = self
                .core
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

    fn user_games(&self, user: &UserId) -> Vec<GameId> {
        let mut ids: BTreeSet<GameId> = self.core.by_user.get(user).cloned().unwrap_or_default();
        for (id, (t, _, _)) in &self.tables {
            if t.meta.colour_of(user).is_some() {
                ids.insert(*id);
            }
        }
        ids.into_iter().collect()
    }

    fn active_user_games(&self, user: &UserId) -> Vec<GameId> {
        self.user_games(user)
            .into_iter()
            .filter(|&id| {
                self.table(id)
                    .is_some_and(|t| t.meta.status == Status::Active)
            })
            .collect()
    }

    fn challenge_list(&self) -> Vec<Challenge> {
        let mut out: BTreeMap<ChallengeId, Challenge> = self
            .core
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

    fn challenge(&self, id: ChallengeId) -> Option<Challenge> {
        match self.challenges.get(&id) {
            Some(c) => c.clone(),
            None => self.core.challenges.get(&id).cloned(),
        }
    }

    // ----- effect helpers -----

    fn caption(&self, table: &Table) -> Caption {
        let meta = &table.meta;
        let to_move = table.game.to_move();
        let clock = match meta.time {
            super::clock::TimeControl::None => None,
            control => {
                let left = |p| {
                    meta.clock
                        .left(control, p, to_move, self.now)
                        .map(human_duration)
                        .unwrap_or_default()
                };
                let (first, second) = match meta.kind {
                    GameKind::Hex => ("red", "blue"),
                    GameKind::Hexdame => ("white", "black"),
                };
                Some(format!(
                    "{control} · {first} {} · {second} {}",
                    left(Player::Red),
                    left(Player::Blue)
                ))
            }
        };
        let title = match meta.kind {
            GameKind::Hex => format!(
                "#{} · {} {}",
                meta.id, meta.settings.variant, meta.settings.size
            ),
            GameKind::Hexdame => format!("#{} · hexdame", meta.id),
        };
        Caption {
            title,
            red_name: meta.red.name(),
            blue_name: meta.blue.name(),
            clock,
        }
    }

    fn image(&self, table: &Table, audience: Audience) -> Option<Image> {
        let view = view_of(&table.game, audience)?;
        Some(Image {
            view,
            source: ImageSource {
                game: table.meta.id,
                events: table.events.len(),
                audience,
            },
            caption: self.caption(table),
        })
    }

    /// The picture the channel may see: the board for open games, counts for Dark Hex.
    fn public_image(&self, table: &Table) -> Option<Image> {
        if table.meta.is_dark() && !table.game.is_over() {
            self.image(table, Audience::Spectator)
        } else {
            self.image(table, Audience::Revealed)
        }
    }

    fn post(&mut self, id: GameId, msg: Msg, with_image: bool) -> Res<()> {
        self.post_with(id, msg, with_image, Vec::new())
    }

    /// A game's channel post with buttons.
    fn post_with(
        &mut self,
        id: GameId,
        msg: Msg,
        with_image: bool,
        actions: Vec<Action>,
    ) -> Res<()> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        if let Some(channel) = table.meta.channel.clone() {
            let image = if with_image {
                self.public_image(table)
            } else {
                None
            };
            self.effects.push(Effect::Post {
                platform: table.meta.platform,
                channel,
                text: msg.english(),
                image,
                actions,
                game: Some(id),
            });
        }
        Ok(())
    }

    fn post_in(&mut self, platform: Platform, channel: &str, msg: Msg) {
        self.post_in_with(platform, channel, msg, Vec::new());
    }

    /// A channel post not about a game (challenges), with buttons.
    fn post_in_with(&mut self, platform: Platform, channel: &str, msg: Msg, actions: Vec<Action>) {
        self.effects.push(Effect::Post {
            platform,
            channel: channel.to_owned(),
            text: msg.english(),
            image: None,
            actions,
            game: None,
        });
    }

    /// A DM to the human playing `player` (nothing for the computer).
    fn dm(&mut self, id: GameId, player: Player, msg: Msg, audience: Option<Audience>) -> Res<()> {
        self.dm_with(id, player, msg, audience, Vec::new())
    }

    /// A DM with buttons.
    fn dm_with(
        &mut self,
        id: GameId,
        player: Player,
        msg: Msg,
        audience: Option<Audience>,
        actions: Vec<Action>,
    ) -> Res<()> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        if let Some(user) = table.meta.seat(player).user().cloned() {
            let image = audience.and_then(|a| self.image(table, a));
            self.effects.push(Effect::Dm {
                user,
                text: msg.english(),
                image,
                actions,
            });
        }
        Ok(())
    }

    /// The human users seated at a game (none for the computer's seat).
    fn humans(&self, id: GameId, players: &[Player]) -> Vec<UserId> {
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
    fn swap_actions(&self, id: GameId) -> Vec<Action> {
        let Some(table) = self.table(id) else {
            return Vec::new();
        };
        let offered = table.meta.settings.swap_available()
            && table.game.ply() == 1
            && table.game.to_move() == Some(Player::Blue);
        let blue = self.humans(id, &[Player::Blue]);
        if !offered || blue.is_empty() {
            return Vec::new();
        }
        vec![
            Action::for_users(ActionKind::Swap { game: id }, blue.clone()),
            Action::for_users(ActionKind::Place { game: id }, blue),
        ]
    }

    fn reply(&mut self, incoming: &Incoming, msg: Msg, image: Option<Image>) {
        self.effects.push(reply(incoming, &msg, image));
    }

    // ----- commands -----

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
                self.challenge_cmd(incoming, opponent, options)
            }
            Command::Accept(id) => self.accept(incoming, id),
            Command::Decline(id) => self.decline_or_cancel(incoming, id, false),
            Command::Cancel(id) => self.decline_or_cancel(incoming, id, true),
            Command::PlayBot(options) => self.play_bot(incoming, options),
            Command::Move { game, mv } => {
                let id = self.find_game(incoming, game, true)?;
                self.play_move(incoming, id, mv)
            }
            Command::DameMove { game, mv } => {
                let id = self.find_game(incoming, game, true)?;
                self.play_dame_move(incoming, id, &mv)
            }
            Command::Draw { game, action } => {
                let id = self.find_game(incoming, game, false)?;
                self.draw(incoming, id, action)
            }
            Command::Resign(game) => {
                let id = self.find_game(incoming, game, false)?;
                self.resign(&user, id)
            }
            Command::Board(game) => self.board(incoming, game),
            Command::Games => self.list_games(incoming),
            Command::Replay(id) => self.replay(incoming, id),
            Command::Export(id) => self.export(incoming, id),
            Command::Takeback(game) => {
                let id = self.find_game(incoming, game, false)?;
                self.takeback(&user, id)
            }
            Command::Rematch(game) => self.rematch(incoming, game),
        }
    }

    /// Finds the game a command is about.
    fn find_game(&self, incoming: &Incoming, named: Option<GameId>, is_move: bool) -> Res<GameId> {
        let user = incoming.user_id();
        if let Some(id) = named {
            let table = self
                .table(id)
                .filter(|t| t.meta.platform == incoming.platform)
                .ok_or(Msg::NoSuchGame { game: id })?;
            if table.meta.colour_of(&user).is_none() {
                return Err(Msg::NotYourGame { game: id }.into());
            }
            if table.meta.status != Status::Active {
                return Err(Msg::GameIsOver { game: id }.into());
            }
            return Ok(id);
        }
        let mine = self.active_user_games(&user);
        match &incoming.place {
            Place::Channel(channel) => {
                let here: Vec<GameId> = mine
                    .iter()
                    .copied()
                    .filter(|&id| {
                        self.table(id)
                            .is_some_and(|t| t.meta.channel.as_deref() == Some(channel.as_str()))
                    })
                    .collect();
                match here.as_slice() {
                    [id] => Ok(*id),
                    [] => {
                        let others_here = self.core.games.values().any(|t| {
                            t.meta.status == Status::Active
                                && t.meta.platform == incoming.platform
                                && t.meta.channel.as_deref() == Some(channel.as_str())
                        });
                        if !mine.is_empty() {
                            Err(Msg::WrongPlace { games: mine }.into())
                        } else if others_here {
                            Err(Msg::NotPlayingHere.into())
                        } else if is_move {
                            // Ordinary chat that happens to look like a move.
                            Err(Failure::Silent)
                        } else {
                            Err(Msg::NoActiveGame.into())
                        }
                    }
                    many => Err(Msg::WhichGame {
                        games: many.to_vec(),
                    }
                    .into()),
                }
            }
            Place::Dm => {
                let waiting: Vec<GameId> = mine
                    .iter()
                    .copied()
                    .filter(|&id| {
                        self.table(id).is_some_and(|t| {
                            t.game
                                .to_move()
                                .is_some_and(|p| t.meta.seat(p).user() == Some(&user))
                        })
                    })
                    .collect();
                match (waiting.as_slice(), mine.as_slice()) {
                    ([id], _) => Ok(*id),
                    (_, [id]) => Ok(*id),
                    (_, []) => Err(Msg::NoActiveGame.into()),
                    (_, many) => Err(Msg::WhichGame {
                        games: many.to_vec(),
                    }
                    .into()),
                }
            }
        }
    }

    fn challenge_cmd(
        &mut self,
        incoming: &Incoming,
        opponent: Option<String>,
        options: GameOptions,
    ) -> Res<()> {
        let Place::Channel(channel) = &incoming.place else {
            return Err(Msg::ChallengeInChannel.into());
        };
        options.settings().map_err(Msg::from)?;
        let from = incoming.user_id();
        let to = opponent.map(|id| UserId::new(incoming.platform, id));
        if to.as_ref() == Some(&from) {
            return Err(Msg::CannotChallengeYourself.into());
        }
        let id = self.next_challenge;
        self.next_challenge += 1;
        let challenge = Challenge {
            id,
            platform: incoming.platform,
            channel: channel.clone(),
            from,
            from_name: incoming.display_name.clone(),
            to: to.clone(),
            options,
            created: self.now,
            expires: self.now + self.core.config.challenge_ttl,
        };
        let (msg, actions) = match &to {
            Some(to) => (
                Msg::ChallengeDirect {
                    id,
                    from: incoming.display_name.clone(),
                    to: to.mention(),
                    options,
                },
                vec![
                    Action::for_users(ActionKind::Accept { challenge: id }, [to.clone()]),
                    Action::for_users(ActionKind::Decline { challenge: id }, [to.clone()]),
                ],
            ),
            None => (
                Msg::ChallengeOpen {
                    id,
                    from: incoming.display_name.clone(),
                    options,
                },
                vec![Action::for_anyone(ActionKind::Accept { challenge: id })],
            ),
        };
        self.challenges.insert(id, Some(challenge));
        self.post_in_with(incoming.platform, channel, msg, actions);
        Ok(())
    }

    fn accept(&mut self, incoming: &Incoming, id: Option<ChallengeId>) -> Res<()> {
        let user = incoming.user_id();
        let challenge = match id {
            Some(id) => self
                .challenge(id)
                .filter(|c| c.platform == incoming.platform)
                .ok_or(Msg::NoSuchChallenge { id })?,
            None => {
                let Place::Channel(channel) = &incoming.place else {
                    return Err(Msg::AcceptInChannel.into());
                };
                let here: Vec<Challenge> = self
                    .challenge_list()
                    .into_iter()
                    .filter(|c| c.platform == incoming.platform && &c.channel == channel)
                    .collect();
                let direct = here.iter().rev().find(|c| c.to.as_ref() == Some(&user));
                let open = here.iter().find(|c| c.to.is_none() && c.from != user);
                match direct.or(open) {
                    Some(c) => c.clone(),
                    None if here.iter().any(|c| c.from == user) => {
                        return Err(Msg::CannotAcceptOwn.into())
                    }
                    None => return Err(Msg::NoChallengeHere.into()),
                }
            }
        };
        if challenge.from == user {
            return Err(Msg::CannotAcceptOwn.into());
        }
        if challenge.to.as_ref().is_some_and(|to| to != &user) {
            return Err(Msg::NotForYou { id: challenge.id }.into());
        }
        if challenge.expires <= self.now {
            return Err(Msg::NoSuchChallenge { id: challenge.id }.into());
        }
        self.challenges.insert(challenge.id, None);
        let challenger = Seat::Human {
            user: challenge.from.clone(),
            name: challenge.from_name.clone(),
        };
        let accepter = Seat::Human {
            user,
            name: incoming.display_name.clone(),
        };
        let challenger_red = match challenge.options.colour {
            ColourChoice::Red => true,
            ColourChoice::Blue => false,
            ColourChoice::Random => mix(challenge.id ^ (self.now as u64)) & 1 == 0,
        };
        let (red, blue) = if challenger_red {
            (challenger, accepter)
        } else {
            (accepter, challenger)
        };
        self.start_game(
            incoming.platform,
            Some(challenge.channel.clone()),
            &challenge.options,
            red,
            blue,
        )?;
        Ok(())
    }

    fn decline_or_cancel(
        &mut self,
        incoming: &Incoming,
        id: Option<ChallengeId>,
        cancel: bool,
    ) -> Res<()> {
        let user = incoming.user_id();
        let mine = |c: &Challenge| {
            c.platform == incoming.platform
                && if cancel {
                    c.from == user
                } else {
                    c.to.as_ref() == Some(&user)
                }
        };
        let challenge = match id {
            Some(id) => {
                let c = self
                    .challenge(id)
                    .filter(|c| c.platform == incoming.platform)
                    .ok_or(Msg::NoSuchChallenge { id })?;
                if !mine(&c) {
                    return Err(if cancel {
                        Msg::NotYourChallenge { id }
                    } else {
                        Msg::NotForYou { id }
                    }
                    .into());
                }
                c
            }
            None => {
                let here = |c: &Challenge| match &incoming.place {
                    Place::Channel(ch) => &c.channel == ch,
                    Place::Dm => true,
                };
                let found: Vec<Challenge> = self
                    .challenge_list()
                    .into_iter()
                    .filter(|c| mine(c) && here(c))
                    .collect();
                match found.as_slice() {
                    [c] => c.clone(),
                    [] => return Err(Msg::NoChallengeHere.into()),
                    many => {
                        return Err(Msg::WhichChallenge {
                            ids: many.iter().map(|c| c.id).collect(),
                        }
                        .into())
                    }
                }
            }
        };
        self.challenges.insert(challenge.id, None);
        let msg = if cancel {
            Msg::ChallengeCancelled {
                id: challenge.id,
                by: incoming.display_name.clone(),
            }
        } else {
            Msg::ChallengeDeclined {
                id: challenge.id,
                by: incoming.display_name.clone(),
            }
        };
        self.post_in(challenge.platform, &challenge.channel, msg);
        Ok(())
    }

    fn play_bot(&mut self, incoming: &Incoming, options: GameOptions) -> Res<()> {
        let human = Seat::Human {
            user: incoming.user_id(),
            name: incoming.display_name.clone(),
        };
        let computer = Seat::Computer {
            level: options.level.unwrap_or(DEFAULT_LEVEL).name().to_owned(),
        };
        let human_red = match options.colour {
            ColourChoice::Red => true,
            ColourChoice::Blue => false,
            ColourChoice::Random => mix(self.next_game ^ (self.now as u64)) & 1 == 0,
        };
        let (red, blue) = if human_red {
            (human, computer)
        } else {
            (computer, human)
        };
        let channel = match &incoming.place {
            Place::Channel(c) => Some(c.clone()),
            Place::Dm => None,
        };
        self.start_game(incoming.platform, channel, &options, red, blue)?;
        Ok(())
    }

    fn start_game(
        &mut self,
        platform: Platform,
        channel: Option<String>,
        options: &GameOptions,
        red: Seat,
        blue: Seat,
    ) -> Res<GameId> {
        let settings = options.settings().map_err(Msg::from)?;
        let id = self.next_game;
        self.next_game += 1;
        let meta = GameMeta {
            id,
            platform,
            channel,
            kind: options.kind,
            settings,
            red,
            blue,
            time: options.time,
            clock: ClockState::start(options.time, self.now),
            created: self.now,
            status: Status::Active,
            takeback_request: None,
            rematch_offer: None,
        };
        let table = Table::from_parts(meta, Vec::new()).map_err(|e| Internal::Replay(id, e))?;
        let (red_name, blue_name) = (table.meta.red.name(), table.meta.blue.name());
        let open = table.meta.is_open();
        self.tables.insert(id, (table, 0, true));
        self.post(
            id,
            Msg::GameStarted {
                game: id,
                red: red_name.clone(),
                blue: blue_name.clone(),
                options: *options,
                dark: !open,
            },
            open,
        )?;
        for player in Player::BOTH {
            let opponent = if player == Player::Red {
                blue_name.clone()
            } else {
                red_name.clone()
            };
            self.dm(
                id,
                player,
                Msg::YourGameStarted {
                    game: id,
                    kind: options.kind,
                    colour: player,
                    opponent,
                    your_move: player == Player::Red,
                },
                Some(Audience::Player(player)),
            )?;
        }
        Ok(id)
    }

    fn play_move(&mut self, incoming: &Incoming, id: GameId, mv: Move) -> Res<()> {
        let user = incoming.user_id();
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let player = table
            .meta
            .colour_of(&user)
            .ok_or(Msg::NotYourGame { game: id })?;
        if table.meta.kind == GameKind::Hexdame {
            return Err(Msg::NotADameMove { game: id }.into());
        }
        if table.meta.is_dark() && matches!(incoming.place, Place::Channel(_)) {
            return Err(Msg::DarkMoveInChannel.into());
        }
        if table.game.to_move() != Some(player) {
            return Err(Msg::NotYourTurn { game: id }.into());
        }
        // The whole-game turn check above also covers a player playing themselves.
        self.apply_move(id, player, mv)?;
        let over = self.table(id).is_some_and(|t| t.game.is_over());
        if over {
            self.finish_game(id)?;
        }
        Ok(())
    }

    /// Plays a move and announces it; rule errors become user errors and change nothing.
    fn apply_move(&mut self, id: GameId, player: Player, mv: Move) -> Res<MoveResult> {
        let now = self.now;
        let table = self.table_mut(id)?;
        let Referee::Hex(game) = &table.game else {
            return Err(Internal::WrongReferee(id).into());
        };
        let mut game = game.clone();
        let result = game
            .play(player, mv)
            .map_err(|e| Msg::Rule { game: id, error: e })?;
        table.game = Referee::Hex(game);
        table.events.push(GameEvent::Move {
            player,
            mv,
            result,
            at: now,
        });
        let control = table.meta.time;
        table.meta.clock.moved(control, player, now);
        table.meta.takeback_request = None;
        let over = table.game.is_over();
        if !over {
            self.announce_move(id, player, mv, result)?;
        }
        Ok(result)
    }

    fn announce_move(
        &mut self,
        id: GameId,
        player: Player,
        mv: Move,
        result: MoveResult,
    ) -> Res<()> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let dark = table.meta.is_dark();
        let next = table.game.to_move().unwrap_or(player.opponent());
        let ply = table.game.ply();
        let mover_name = table.meta.seat(player).name();
        let opponent = player.opponent();
        if dark {
            match (result, mv) {
                (MoveResult::Hit, Move::Place(cell)) => {
                    let again = next == player;
                    self.dm(
                        id,
                        player,
                        Msg::YouHit {
                            game: id,
                            cell,
                            again,
                        },
                        Some(Audience::Player(player)),
                    )?;
                    self.dm(
                        id,
                        opponent,
                        Msg::StoneFound {
                            game: id,
                            by: mover_name,
                            your_move: next == opponent,
                        },
                        Some(Audience::Player(opponent)),
                    )?;
                    self.post(id, Msg::StoneHitAnnounce { game: id, ply }, false)?;
                }
                _ => {
                    self.dm(
                        id,
                        player,
                        Msg::YouPlayed { game: id, mv, next },
                        Some(Audience::Player(player)),
                    )?;
                    self.dm(
                        id,
                        opponent,
                        Msg::OpponentMoved {
                            game: id,
                            by: mover_name,
                            next_is_you: next == opponent,
                        },
                        Some(Audience::Player(opponent)),
                    )?;
                    self.post(
                        id,
                        Msg::DarkMoveAnnounce {
                            game: id,
                            ply,
                            player,
                            next,
                        },
                        false,
                    )?;
                }
            }
        } else {
            let swap = self.swap_actions(id);
            self.post_with(
                id,
                Msg::OpenMoveAnnounce {
                    game: id,
                    ply,
                    player,
                    name: mover_name.clone(),
                    mv,
                    next,
                },
                true,
                swap.clone(),
            )?;
            self.dm_with(
                id,
                next,
                Msg::YourTurn {
                    game: id,
                    by: mover_name,
                    mv,
                },
                Some(Audience::Player(next)),
                swap,
            )?;
        }
        Ok(())
    }

    /// Plays the computer's move (the turn was checked by the caller).
    fn computer_move(&mut self, id: GameId, player: Player, mv: ComputerMove) -> Res<()> {
        match mv {
            ComputerMove::Hex(mv) => {
                self.apply_move(id, player, mv)?;
            }
            ComputerMove::Hexdame(mv) => self.apply_dame_move(id, player, mv)?,
        }
        if self.table(id).is_some_and(|t| t.game.is_over()) {
            self.finish_game(id)?;
        }
        Ok(())
    }

    /// A typed Hexdame move: resolved against the position (short forms too), then played.
    fn play_dame_move(
        &mut self,
        incoming: &Incoming,
        id: GameId,
        text: &hexdame::MoveText,
    ) -> Res<()> {
        let user = incoming.user_id();
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let player = table
            .meta
            .colour_of(&user)
            .ok_or(Msg::NotYourGame { game: id })?;
        let Referee::Hexdame(dame) = &table.game else {
            return Err(Msg::NotAHexMove { game: id }.into());
        };
        if table.game.to_move() != Some(player) {
            return Err(Msg::NotYourTurn { game: id }.into());
        }
        let mv = dame
            .game
            .position()
            .resolve(text)
            .map_err(|error| Msg::DameRule { game: id, error })?;
        self.apply_dame_move(id, player, mv)?;
        if self.table(id).is_some_and(|t| t.game.is_over()) {
            self.finish_game(id)?;
        }
        Ok(())
    }

    /// Plays a legal Hexdame move and announces it (the end is announced by the caller).
    fn apply_dame_move(&mut self, id: GameId, player: Player, mv: hexdame::Move) -> Res<()> {
        let now = self.now;
        let table = self.table_mut(id)?;
        let Referee::Hexdame(dame) = &mut table.game else {
            return Err(Internal::WrongReferee(id).into());
        };
        let crowned = dame.game.position().promotes(&mv);
        // The rules' game changes only when the move is legal (and the plan is a copy).
        dame.game
            .play(dame_color(player), &mv)
            .map_err(|error| Msg::DameRule { game: id, error })?;
        let over = dame.is_over();
        table.events.push(GameEvent::DameMove {
            player,
            mv: mv.to_string(),
            at: now,
        });
        let control = table.meta.time;
        table.meta.clock.moved(control, player, now);
        table.meta.takeback_request = None;
        if over {
            return Ok(());
        }
        let ply = table.game.ply();
        let next = player.opponent();
        let name = table.meta.seat(player).name();
        let in_dm = table.meta.channel.is_none();
        let text = mv.to_string();
        self.post(
            id,
            Msg::DameMoveAnnounce {
                game: id,
                ply,
                player,
                name: name.clone(),
                mv: text.clone(),
                captured: mv.captured().len(),
                crowned,
                next,
            },
            true,
        )?;
        if in_dm {
            // No channel shows the board: the mover gets it too.
            self.dm(
                id,
                player,
                Msg::DameYouPlayed {
                    game: id,
                    mv: text.clone(),
                },
                Some(Audience::Revealed),
            )?;
        }
        self.dm(
            id,
            next,
            Msg::DameYourTurn {
                game: id,
                by: name,
                mv: text,
            },
            Some(Audience::Revealed),
        )?;
        Ok(())
    }

    /// Announces the end of a Hexdame game (status already set by [`Tx::finish_game`]).
    fn finish_dame(&mut self, id: GameId) -> Res<()> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let Referee::Hexdame(dame) = &table.game else {
            return Err(Internal::WrongReferee(id).into());
        };
        let win = |winner: Player, reason: DameWin| DameEnd::Win {
            winner,
            winner_name: table.meta.seat(winner).name(),
            loser_name: table.meta.seat(winner.opponent()).name(),
            reason,
        };
        let end = match (dame.timed_out, dame.game.outcome()) {
            (Some(loser), _) => win(loser.opponent(), DameWin::Timeout),
            (None, Some(hexdame::Outcome::Win { winner, reason })) => win(
                dame_player(winner),
                match reason {
                    WinReason::NoPieces => DameWin::NoPieces,
                    WinReason::NoMoves => DameWin::NoMoves,
                    WinReason::Resignation => DameWin::Resignation,
                },
            ),
            (None, Some(hexdame::Outcome::Draw(reason))) => DameEnd::Draw(reason),
            (None, None) => return Ok(()),
        };
        let msg = Msg::DameGameOver { game: id, end };
        // As in Hex: the result offers a rematch to the people who played (a button on chat
        // networks that have them).
        let rematch = ActionKind::Rematch { game: id };
        let humans = self.humans(id, &Player::BOTH);
        self.post_with(
            id,
            msg.clone(),
            true,
            vec![Action::for_users(rematch, humans)],
        )?;
        for player in Player::BOTH {
            let mine = vec![Action::for_users(rematch, self.humans(id, &[player]))];
            self.dm_with(id, player, msg.clone(), Some(Audience::Revealed), mine)?;
        }
        Ok(())
    }

    /// `hex draw`: offer (or, against a standing offer, accept), accept or decline a draw.
    fn draw(&mut self, incoming: &Incoming, id: GameId, action: DrawAction) -> Res<()> {
        let now = self.now;
        let user = incoming.user_id();
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let player = table
            .meta
            .colour_of(&user)
            .ok_or(Msg::NotYourGame { game: id })?;
        let Referee::Hexdame(dame) = &table.game else {
            return Err(Msg::NoDrawsInHex { game: id }.into());
        };
        let color = dame_color(player);
        let offer = dame.game.draw_offer();
        let theirs = offer == Some(color.opponent());
        let action = match action {
            DrawAction::Offer if offer == Some(color) => {
                return Err(Msg::DrawAlreadyOffered { game: id }.into())
            }
            // Offering back is accepting.
            DrawAction::Offer if theirs => DrawAction::Accept,
            DrawAction::Accept | DrawAction::Decline if !theirs => {
                return Err(Msg::NoDrawOffer { game: id }.into())
            }
            action => action,
        };
        let name = table.meta.seat(player).name();
        let table = self.table_mut(id)?;
        let Referee::Hexdame(dame) = &mut table.game else {
            return Err(Internal::WrongReferee(id).into());
        };
        let done = match action {
            DrawAction::Offer => dame.game.offer_draw(color),
            DrawAction::Accept => dame.game.accept_draw(color),
            DrawAction::Decline => dame.game.decline_draw(color),
        };
        done.map_err(|error| Msg::DameRule { game: id, error })?;
        table.events.push(GameEvent::Draw {
            player,
            action,
            at: now,
        });
        let against_computer = table.meta.is_computer(player.opponent());
        match action {
            DrawAction::Offer if against_computer => {
                // The computer plays on: it declines at once rather than leaving the offer
                // hanging until its next move.
                let opponent = player.opponent();
                let by = table.meta.seat(opponent).name();
                dame.game
                    .decline_draw(dame_color(opponent))
                    .map_err(|error| Msg::DameRule { game: id, error })?;
                table.events.push(GameEvent::Draw {
                    player: opponent,
                    action: DrawAction::Decline,
                    at: now,
                });
                let msg = Msg::DrawDeclined { game: id, by };
                self.post(id, msg.clone(), false)?;
                self.reply(incoming, msg, None);
                Ok(())
            }
            DrawAction::Offer => {
                self.post(
                    id,
                    Msg::DrawOffered {
                        game: id,
                        by: name.clone(),
                    },
                    false,
                )?;
                self.dm(
                    id,
                    player.opponent(),
                    Msg::DrawOfferedDm { game: id, by: name },
                    None,
                )?;
                self.reply(incoming, Msg::DrawOfferStands { game: id }, None);
                Ok(())
            }
            DrawAction::Decline => {
                let msg = Msg::DrawDeclined { game: id, by: name };
                self.post(id, msg.clone(), false)?;
                self.dm(id, player.opponent(), msg.clone(), None)?;
                if self.table(id).is_some_and(|t| t.meta.channel.is_none()) {
                    self.reply(incoming, msg, None);
                }
                Ok(())
            }
            DrawAction::Accept => self.finish_game(id),
        }
    }

    /// Announces the end of a game whose referee has an outcome, and marks it over.
    fn finish_game(&mut self, id: GameId) -> Res<()> {
        let table = self.table_mut(id)?;
        table.meta.status = Status::Over;
        table.meta.takeback_request = None;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let game = match &table.game {
            Referee::Hex(game) => game,
            Referee::Hexdame(_) => return self.finish_dame(id),
        };
        let Some(outcome) = game.outcome() else {
            return Ok(());
        };
        let dark = table.meta.is_dark();
        let winner_name = table.meta.seat(outcome.winner).name();
        let loser_name = table.meta.seat(outcome.winner.opponent()).name();
        let msg = Msg::GameOver {
            game: id,
            winner: outcome.winner,
            winner_name,
            loser_name,
            reason: outcome.reason,
            variant: table.meta.settings.variant,
        };
        let reveal = !dark || outcome.reason == EndReason::Connection;
        let rematch = ActionKind::Rematch { game: id };
        let humans = self.humans(id, &Player::BOTH);
        self.post_with(
            id,
            msg.clone(),
            reveal,
            vec![Action::for_users(rematch, humans)],
        )?;
        for player in Player::BOTH {
            let audience = if reveal {
                Audience::Revealed
            } else {
                Audience::Player(player)
            };
            let mine = vec![Action::for_users(rematch, self.humans(id, &[player]))];
            self.dm_with(id, player, msg.clone(), Some(audience), mine)?;
        }
        Ok(())
    }

    fn resign(&mut self, user: &UserId, id: GameId) -> Res<()> {
        let now = self.now;
        let table = self.table_mut(id)?;
        let player = table
            .meta
            .colour_of(user)
            .ok_or(Msg::NotYourGame { game: id })?;
        let mut game = table.game.clone();
        game.resign(player).map_err(|e| referee_error(id, e))?;
        table.game = game;
        table.events.push(GameEvent::Resign { player, at: now });
        self.finish_game(id)
    }

    fn board(&mut self, incoming: &Incoming, named: Option<GameId>) -> Res<()> {
        let user = incoming.user_id();
        let id = match named {
            Some(id) => id,
            None => match self.find_game(incoming, None, false) {
                Ok(id) => id,
                Err(Failure::User(e)) => {
                    // Not a player: the channel's only game, seen as a spectator.
                    let Place::Channel(channel) = &incoming.place else {
                        return Err(Failure::User(e));
                    };
                    let here: Vec<GameId> = self
                        .core
                        .games
                        .values()
                        .filter(|t| {
                            t.meta.status == Status::Active
                                && t.meta.platform == incoming.platform
                                && t.meta.channel.as_deref() == Some(channel.as_str())
                        })
                        .map(|t| t.meta.id)
                        .collect();
                    match here.as_slice() {
                        [id] => *id,
                        _ => return Err(Failure::User(e)),
                    }
                }
                Err(e) => return Err(e),
            },
        };
        let table = self
            .table(id)
            .filter(|t| t.meta.platform == incoming.platform)
            .ok_or(Msg::NoSuchGame { game: id })?;
        let image = match table.meta.colour_of(&user) {
            Some(p) if !table.game.is_over() => self.image(table, Audience::Player(p)),
            _ => self.public_image(table),
        };
        let msg = Msg::BoardOf {
            game: id,
            kind: table.meta.kind,
            to_move: table.game.to_move(),
            ply: table.game.ply(),
        };
        self.reply(incoming, msg, image);
        Ok(())
    }

    fn list_games(&mut self, incoming: &Incoming) -> Res<()> {
        let user = incoming.user_id();
        let mut games = Vec::new();
        for id in self.active_user_games(&user) {
            if let Some(t) = self.table(id) {
                let colour = t.meta.colour_of(&user).unwrap_or(Player::Red);
                games.push((
                    id,
                    t.meta.game_name().to_owned(),
                    t.meta.seat(colour.opponent()).name(),
                    t.game.to_move() == Some(colour),
                ));
            }
        }
        let challenges: Vec<(ChallengeId, String, bool)> = self
            .challenge_list()
            .into_iter()
            .filter(|c| {
                c.platform == incoming.platform
                    && (c.from == user
                        || c.to.as_ref() == Some(&user)
                        || (c.to.is_none() && incoming.place == Place::Channel(c.channel.clone())))
            })
            .map(|c| (c.id, c.from_name.clone(), c.from == user))
            .collect();
        self.reply(incoming, Msg::GameList { games, challenges }, None);
        Ok(())
    }

    fn finished_table(&self, incoming: &Incoming, id: GameId) -> Res<&Table> {
        let table = self
            .table(id)
            .filter(|t| t.meta.platform == incoming.platform)
            .ok_or(Msg::NoSuchGame { game: id })?;
        if table.meta.is_dark() && !table.game.is_over() {
            return Err(Msg::HiddenUntilEnd { game: id }.into());
        }
        Ok(table)
    }

    fn replay(&mut self, incoming: &Incoming, id: GameId) -> Res<()> {
        let table = self.finished_table(incoming, id)?;
        let image = self.image(table, Audience::Replay);
        let msg = Msg::ReplayOf {
            game: id,
            moves: table.game.ply(),
        };
        if table.meta.kind == GameKind::Hexdame {
            // The final board as a still picture first, then the animation.
            let board = self.image(table, Audience::Revealed);
            self.reply(incoming, msg, board);
            self.reply(incoming, Msg::ReplayAnimation { game: id }, image);
            return Ok(());
        }
        self.reply(incoming, msg, image);
        Ok(())
    }

    fn export(&mut self, incoming: &Incoming, id: GameId) -> Res<()> {
        let table = self.finished_table(incoming, id)?;
        let msg = match &table.game {
            Referee::Hex(_) => Msg::Sgf {
                game: id,
                record: sgf::export(table),
            },
            Referee::Hexdame(dame) => Msg::DameRecord {
                game: id,
                record: dame.game.record(),
            },
        };
        self.reply(incoming, msg, None);
        Ok(())
    }

    fn takeback(&mut self, user: &UserId, id: GameId) -> Res<()> {
        let now = self.now;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let player = table
            .meta
            .colour_of(user)
            .ok_or(Msg::NotYourGame { game: id })?;
        if table.meta.is_dark() {
            return Err(Msg::NoTakebackInDarkHex.into());
        }
        let against_computer = table.meta.against_computer();
        // Who takes a move back: the asker, or (when agreeing) the one who asked.
        let (taker, agreeing) = match table.meta.takeback_request {
            Some(asker) if asker == player => {
                return Err(Msg::TakebackAlreadyAsked { game: id }.into())
            }
            Some(asker) => (asker, true),
            None => (player, false),
        };
        let movers = table.game.movers();
        let Some(last_own) = movers.iter().rposition(|&p| p == taker) else {
            return Err(Msg::NothingToTakeBack { game: id }.into());
        };
        let count = movers.len() - last_own;
        if !against_computer && !agreeing {
            let name = table.meta.seat(player).name();
            self.table_mut(id)?.meta.takeback_request = Some(player);
            self.post(id, Msg::TakebackAsked { game: id, by: name }, false)?;
            self.dm(
                id,
                player.opponent(),
                Msg::TakebackAskedDm { game: id },
                None,
            )?;
            return Ok(());
        }
        let game = table
            .game
            .taken_back(table.meta.settings, count)
            .map_err(|e| Internal::Replay(id, e))?;
        let table = self.table_mut(id)?;
        table.game = game;
        table.events.push(GameEvent::Takeback { count, at: now });
        table.meta.takeback_request = None;
        table.meta.clock.turn_started = now;
        table.meta.clock.warned = false;
        self.post(id, Msg::TakenBack { game: id, count }, true)?;
        for p in Player::BOTH {
            self.dm(
                id,
                p,
                Msg::TakenBack { game: id, count },
                Some(Audience::Player(p)),
            )?;
        }
        Ok(())
    }

    fn rematch(&mut self, incoming: &Incoming, named: Option<GameId>) -> Res<()> {
        let user = incoming.user_id();
        let id = match named {
            Some(id) => id,
            None => {
                let place_channel = match &incoming.place {
                    Place::Channel(c) => Some(c.clone()),
                    Place::Dm => None,
                };
                self.user_games(&user)
                    .into_iter()
                    .rev()
                    .find(|&id| {
                        self.table(id).is_some_and(|t| {
                            t.meta.status != Status::Active
                                && (place_channel.is_none() || t.meta.channel == place_channel)
                        })
                    })
                    .ok_or(Msg::NoFinishedGame)?
            }
        };
        let table = self
            .table(id)
            .filter(|t| t.meta.platform == incoming.platform)
            .ok_or(Msg::NoSuchGame { game: id })?;
        let player = table
            .meta
            .colour_of(&user)
            .ok_or(Msg::NotYourGame { game: id })?;
        if table.meta.status == Status::Active {
            return Err(Msg::GameStillOn { game: id }.into());
        }
        let settings = table.meta.settings;
        let options = GameOptions {
            kind: table.meta.kind,
            variant: settings.variant,
            size: Some((
                u32::from(settings.size.rows()),
                u32::from(settings.size.cols()),
            )),
            colour: ColourChoice::Red,
            swap: Some(settings.swap),
            time: table.meta.time,
            level: None,
        };
        let options = match table.meta.kind {
            GameKind::Hex => options,
            GameKind::Hexdame => options.hexdame(),
        };
        let (red, blue) = (table.meta.blue.clone(), table.meta.red.clone());
        let platform = table.meta.platform;
        let channel = table.meta.channel.clone();
        let offer = table.meta.rematch_offer;
        if table.meta.against_computer() || offer == Some(player.opponent()) {
            self.table_mut(id)?.meta.rematch_offer = None;
            self.start_game(platform, channel, &options, red, blue)?;
            return Ok(());
        }
        if offer == Some(player) {
            return Err(Msg::RematchAlreadyOffered { game: id }.into());
        }
        let name = table.meta.seat(player).name();
        self.table_mut(id)?.meta.rematch_offer = Some(player);
        let accept = vec![Action::for_users(
            ActionKind::Rematch { game: id },
            self.humans(id, &[player.opponent()]),
        )];
        self.post_with(
            id,
            Msg::RematchOffered {
                game: id,
                by: name.clone(),
            },
            false,
            accept.clone(),
        )?;
        self.dm_with(
            id,
            player.opponent(),
            Msg::RematchOfferedDm { game: id, by: name },
            None,
            accept,
        )?;
        Ok(())
    }

    // ----- clock -----

    fn tick(&mut self) -> Res<()> {
        let now = self.now;
        for c in self.challenge_list() {
            if c.expires <= now {
                self.challenges.insert(c.id, None);
                self.post_in(c.platform, &c.channel, Msg::ChallengeExpired { id: c.id });
            }
        }
        let mut ids: Vec<GameId> = self
            .core
            .games
            .values()
            .filter(|t| t.meta.status == Status::Active)
            .map(|t| t.meta.id)
            .collect();
        ids.sort_unstable();
        for id in ids {
            self.tick_game(id)?;
        }
        Ok(())
    }

    fn tick_game(&mut self, id: GameId) -> Res<()> {
        let now = self.now;
        let idle = self.core.config.idle_abort;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let meta = &table.meta;
        let kind = meta.kind;
        let Some(to_move) = table.game.to_move() else {
            return Ok(());
        };
        if !table.has_moves() {
            if now >= meta.created + idle_limit(meta.time, idle) {
                let table = self.table_mut(id)?;
                table.meta.status = Status::Aborted;
                table.events.push(GameEvent::Abort { at: now });
                self.post(id, Msg::GameAborted { game: id }, false)?;
                for p in Player::BOTH {
                    self.dm(id, p, Msg::GameAborted { game: id }, None)?;
                }
            }
            return Ok(());
        }
        let Some(deadline) = meta.clock.deadline(meta.time, to_move) else {
            return Ok(());
        };
        if now >= deadline {
            let table = self.table_mut(id)?;
            let mut game = table.game.clone();
            game.time_out(to_move).map_err(|e| referee_error(id, e))?;
            table.game = game;
            table.events.push(GameEvent::Timeout {
                player: to_move,
                at: now,
            });
            return self.finish_game(id);
        }
        let warn_at = meta.clock.warn_at(meta.time, to_move).unwrap_or(deadline);
        if !meta.clock.warned && now >= warn_at {
            let left = human_duration(deadline - now);
            self.table_mut(id)?.meta.clock.warned = true;
            self.dm(
                id,
                to_move,
                Msg::TimeWarningDm {
                    game: id,
                    left: left.clone(),
                },
                None,
            )?;
            self.post(
                id,
                Msg::TimeWarning {
                    game: id,
                    kind,
                    player: to_move,
                    left,
                },
                false,
            )?;
        }
        Ok(())
    }
}

/// A resignation or timeout refused by the referee, as the user's error.
fn referee_error(game: GameId, error: RefereeError) -> Msg {
    match error {
        RefereeError::Hex(error) => Msg::Rule { game, error },
        RefereeError::Hexdame(error) => Msg::DameRule { game, error },
    }
}

/// Whether a variant shows its board in the channel during play.
pub fn is_open(variant: Variant) -> bool {
    !variant.is_dark()
}
