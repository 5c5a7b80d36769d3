//! The core with a database behind it: plan, write (changes + outbox + message id in one
//! transaction), then apply and hand out the effects for delivery.

use std::{
    collections::{BTreeSet, HashMap, HashSet},
    future::Future,
    time::{Duration, Instant},
};

use tokio::sync::Mutex;

use crate::sync::Locked;
use crate::{
    core::{
        ratings::RatingKind, Ai, ComputerMove, ComputerTurn, Core, CoreConfig, Effect, GameId,
        Incoming, Millis, Plan, Platform, Status, UserId, WriteKey,
    },
    store::{Committed, Lease, Store, StoreError},
};

use super::{outcome::Outcome, pause::pause_point};

mod adapter_state;
mod handoff;
mod marks;
mod memory;
mod outbox;
mod pages;
mod refresh;
mod searches;
mod writers;

use memory::{Memory, Planned};
use searches::Searches;
pub use writers::Held;
use writers::Writers;

/// How many times a write is planned again when other processes changed what it needs
/// before it gives up ([`StoreError::Contended`]).
const WRITE_ATTEMPTS: usize = 16;

/// The stored ratings of `wanted` (a player without a row stands at the start, and is left out).
async fn read_ratings(
    store: &Store,
    wanted: &[(UserId, RatingKind)],
) -> Result<Vec<(UserId, RatingKind, crate::core::ratings::Standing)>, StoreError> {
    if wanted.is_empty() {
        return Ok(Vec::new());
    }
    store.load_ratings(wanted).await
}

/// An effect to deliver, with its outbox row.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Delivery {
    /// The outbox row to mark once delivered.
    pub outbox_id: i64,
    /// When the row was written (part of its idempotency key).
    pub created_ms: Millis,
    /// What to do.
    pub effect: Effect,
}

impl Delivery {
    /// The row's idempotency key: the same for every attempt to deliver this row, and
    /// different for every row, even across a database started afresh (ids start again, the
    /// times do not). Short enough for Discord's 25-character nonce.
    pub fn key(&self) -> String {
        format!("{:x}.{:x}", self.created_ms, self.outbox_id)
    }
}

/// Whatever carries effects out: a chat adapter, the terminal, a test recorder.
pub trait Sink {
    /// Carries out one effect and says what became of it: [`Outcome::Retry`] leaves it in
    /// the outbox, to be tried again.
    fn deliver(&self, effect: &Effect) -> impl Future<Output = Outcome> + Send;

    /// Carries out one outbox row under its idempotency `key` ([`Delivery::key`]): a network
    /// that knows such keys (Matrix transaction ids, Discord nonces) makes a second attempt
    /// with the same key a no-op, so a row re-sent after a crash is not seen twice. By default
    /// the key is not used.
    fn deliver_keyed(&self, key: &str, effect: &Effect) -> impl Future<Output = Outcome> + Send {
        let _ = key;
        self.deliver(effect)
    }

    /// Upkeep that the pump's clock runs after each of its rounds (Discord disables the
    /// buttons of challenges that are gone); nothing by default.
    fn housekeep(&self, service: &Service) -> impl Future<Output = ()> + Send {
        let _ = service;
        async {}
    }
}

/// The bot core backed by a [`Store`].
///
/// One writer per key ([`WriteKey`]: a game, a challenge, a tournament, …): a write plans from
/// memory, takes the writers of what its plan changes, commits, applies and queues its effects;
/// writes of different games never wait for each other. Memory is locked only to plan or to
/// apply, never across the database or the network, so read-only commands (`hex board`,
/// `hex help`) are answered from it as it stands and enter no writer. Across processes
/// (PostgreSQL) the same keys are locked in the commit's transaction, which refuses a plan made
/// from a key another process changed since ([`Committed::Stale`]): the key is reloaded and the
/// write planned again.
#[derive(Debug)]
pub struct Service {
    memory: Mutex<Memory>,
    /// The writers of the keys being written.
    writers: Writers,
    /// What the last look at other processes' changes left (`refresh.rs`); one look at a time.
    refreshing: Mutex<refresh::Cursor>,
    store: Store,
    last_prune: std::sync::atomic::AtomicI64,
    /// Computer turns being thought about, `(game, log length)`: not started twice.
    thinking: std::sync::Mutex<HashSet<(GameId, usize)>>,
    /// The computer searches allowed at once (one per core), and how many wait for one.
    searches: Searches,
    /// Games that ended, with when: dropped from memory after [`FINISHED_GRACE`].
    finished: std::sync::Mutex<Vec<(Millis, GameId)>>,
    /// Outbox rows handed out for delivery and not yet through [`Service::dispatch`] (or
    /// [`Service::release`]), with when: [`Service::pending`] leaves them out, so a retry never
    /// sends a row that another task is delivering right now.
    handed_out: std::sync::Mutex<HashMap<i64, Instant>>,
    /// The latest time a command or the clock brought (the service's idea of now, for
    /// [`Service::pending`], which is called without one).
    latest_now: std::sync::atomic::AtomicI64,
    /// Poked when another process leaves outbox rows for this one (PostgreSQL `NOTIFY`).
    outbox_news: std::sync::Arc<tokio::sync::Notify>,
    /// The games this process has just written (`pages.rs`: live pages follow them).
    game_changes: tokio::sync::broadcast::Sender<GameId>,
    /// Delivered rows being marked, together (`marks.rs`).
    marks: marks::DeliveredMarks,
}

/// How much lower than the rest of the bot a computer's search runs (Linux niceness, the
/// lowest there is): a player's move (the core, the database, the network) takes a core from
/// a search at once, and so do the drawings (niced by 10, `runtime/drawing.rs`): a board
/// picture is part of an answer, and a room's next post waits for its previous one's picture
/// (on Matrix a move's picture is an event of its own). At equal niceness four searches on
/// two cores made a Matrix room's answers wait 0.4–0.85 s behind their pictures
/// (`matrix_latency`). A search is bound by time, so on a busy machine it plays from fewer
/// playouts: the searches share what the answers leave.
const SEARCH_NICENESS: i32 = 19;

/// A computer turn being thought about ([`Service::claim_turn`]); given back when dropped.
#[derive(Debug)]
pub struct TurnClaim<'a> {
    service: &'a Service,
    key: (GameId, usize),
}

impl Drop for TurnClaim<'_> {
    fn drop(&mut self) {
        self.service
            .thinking
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .remove(&self.key);
    }
}

/// How long delivered outbox rows and processed message ids are kept.
const KEEP: Millis = 7 * 86_400_000;

/// How often [`Service::tick`] prunes them.
const PRUNE_EVERY: Millis = 3_600_000;
/// How many written games a slow listener of [`Service::game_changes`] may fall behind by
/// (past that, it hears that it lagged and reads again whatever it follows).
const GAME_CHANGES_KEPT: usize = 1024;

/// How long a finished game stays in memory (for `hex rematch` without a number, `hex board`
/// in its channel); after that it lives only in the store, like after a restart, and commands
/// that name it load it again.
const FINISHED_GRACE: Millis = 3_600_000;
/// How long a row handed out for delivery is kept from [`Service::pending`]: far longer than
/// any delivery takes, so that only a row whose deliverer vanished (its task was cancelled)
/// comes back, and then once more.
const HANDED_OUT_FOR: Duration = Duration::from_secs(15 * 60);

impl Service {
    /// Connects to `url`, migrates, and loads the games being played.
    pub async fn open(url: &str, config: CoreConfig) -> Result<Self, StoreError> {
        let store = Store::connect(url).await?;
        Self::with_store(store, config).await
    }

    /// Wraps an open store and loads the games being played.
    pub async fn with_store(store: Store, config: CoreConfig) -> Result<Self, StoreError> {
        // Read first: a change committed while the rest loads is then taken in again, which
        // is harmless, rather than missed.
        let last_change = store.latest_change().await?;
        let loaded = store.load().await?;
        let mut core = Core::new(config);
        core.reserve_ids(loaded.max_game, loaded.max_challenge);
        for table in loaded.tables {
            core.insert_table(table);
        }
        for challenge in loaded.challenges {
            core.insert_challenge(challenge);
        }
        for (platform, server, settings) in loaded.servers {
            core.insert_server_settings(platform, server, settings);
        }
        for (user, lang) in loaded.languages {
            core.set_player_language(user, Some(lang));
        }
        for (of, lang) in loaded.locales {
            core.set_reported_locale(of, lang);
        }
        // Running tournaments carry on: their rounds' games were loaded above as active
        // games, and the tick runs their deadlines.
        core.reserve_tournament_id(loaded.max_tournament);
        for record in loaded.tournaments {
            core.insert_tournament(record);
        }
        let wanted: Vec<_> = core.tables().flat_map(Core::ratings_needed).collect();
        for (user, kind, standing) in read_ratings(&store, &wanted).await? {
            core.insert_rating(user, kind, standing);
        }
        let outbox_news = std::sync::Arc::new(tokio::sync::Notify::new());
        store.listen_outbox(outbox_news.clone());
        Ok(Self {
            memory: Mutex::new(Memory::new(core, last_change)),
            writers: Writers::default(),
            refreshing: Mutex::new(refresh::Cursor::new(last_change)),
            store,
            last_prune: std::sync::atomic::AtomicI64::new(0),
            thinking: std::sync::Mutex::new(HashSet::new()),
            searches: Searches::new(),
            finished: std::sync::Mutex::new(Vec::new()),
            handed_out: std::sync::Mutex::new(HashMap::new()),
            latest_now: std::sync::atomic::AtomicI64::new(0),
            outbox_news,
            game_changes: tokio::sync::broadcast::channel(GAME_CHANGES_KEPT).0,
            marks: marks::DeliveredMarks::default(),
        })
    }

    /// Poked when another process leaves outbox rows that this one may deliver: the pump's
    /// clock then looks at the outbox at once.
    pub fn outbox_news(&self) -> std::sync::Arc<tokio::sync::Notify> {
        self.outbox_news.clone()
    }

    /// Says whether this process delivers the effects of `platform` (its adapter is
    /// attached): the rows it writes for a network it does not deliver to are left to a
    /// process that does, and those it had claimed there are given back.
    pub async fn set_delivers(&self, platform: Platform, delivers: bool) {
        if delivers {
            self.store.start_delivering(platform);
        } else if let Err(error) = self.store.stop_delivering(platform).await {
            tracing::error!(%error, ?platform, "giving back outbox rows failed; they wait for this process");
        }
    }

    /// Replaces the computer player (tests use this to watch or gate its thinking).
    pub fn with_ai(mut self, ai: Box<dyn Ai>) -> Self {
        let memory = self.memory.get_mut();
        let core = std::mem::take(&mut memory.core);
        memory.core = core.with_ai(ai);
        self
    }

    /// The store.
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// Runs `f` with the core locked (for inspection; never held across a wait).
    pub async fn with_core<T>(&self, f: impl FnOnce(&Core) -> T) -> T {
        let memory = self.memory.lock().await;
        f(&memory.core)
    }

    /// Runs `f` with the core locked and a test of whether a game changed elsewhere since
    /// memory read it.
    async fn with_core_and_staleness<T>(
        &self,
        f: impl FnOnce(&Core, &dyn Fn(GameId) -> bool) -> T,
    ) -> T {
        let memory = self.memory.lock().await;
        f(&memory.core, &|id| memory.is_stale(id))
    }

    /// Loads game `id` into memory if it is not there (the caller holds its writer).
    async fn ensure_loaded(&self, id: GameId) -> Result<(), StoreError> {
        if self.with_core(|core| core.table(id).is_some()).await {
            return Ok(());
        }
        let Some(table) = self.store.load_game(id).await? else {
            return Ok(());
        };
        let wanted = Core::ratings_needed(&table);
        let ratings = read_ratings(&self.store, &wanted).await?;
        let mut memory = self.memory.lock().await;
        memory.core.insert_table(table);
        memory.touch([&WriteKey::Game(id)]);
        for (user, kind, standing) in ratings {
            // One in memory is as new as this process knows it (its writer may be at work).
            if memory.core.rating(&user, kind).is_none() {
                memory.core.insert_rating(user, kind, standing);
            }
        }
        Ok(())
    }

    /// Handles one message: nothing is applied or returned unless it was written first. A
    /// message id seen before yields nothing.
    pub async fn handle(
        &self,
        incoming: &Incoming,
        now: Millis,
    ) -> Result<Vec<Delivery>, StoreError> {
        Ok(self.handle_in_order(incoming, now).await?.0)
    }

    /// [`Service::handle`], also giving the writers it held: keep them until the deliveries
    /// are queued, so that the next message of the same game queues its own after them.
    pub async fn handle_in_order(
        &self,
        incoming: &Incoming,
        now: Millis,
    ) -> Result<(Vec<Delivery>, Held<'_>), StoreError> {
        let message = incoming
            .message_id
            .as_deref()
            .map(|id| (incoming.platform, id));
        // Records are read first: they are rows of finished games, which no plan changes.
        let records = match Core::records_needed(incoming, now) {
            Some(query) => {
                let mut records = self.store.records(&query).await?;
                self.page_links(&query, incoming.community(), &mut records)
                    .await?;
                Some(records)
            }
            None => None,
        };
        let named = Core::named_game(incoming);
        self.write(now, named, Some(incoming), message, |core| {
            let plan = core.plan_with_records(incoming, now, records.clone());
            (!plan.effects.is_empty() || plan.changes_state()).then_some(plan)
        })
        .await
    }

    /// The computer moves that are due now (after a restart too: the turn is part of the
    /// stored state). Takes the core lock only to copy each computer's view.
    pub async fn computer_turns(&self) -> Vec<ComputerTurn> {
        let memory = self.memory.lock().await;
        let mut turns = memory.core.computer_turns();
        // A game another process moved is not thought about from its old view: the clock's
        // next round reads it again (and that process is likely thinking about it already).
        turns.retain(|turn| !memory.is_stale(turn.game));
        turns
    }

    /// Computes the computer's move for `turn` without the core lock, on a thread of its own
    /// at a lower priority, once one of the searches' places is free (as many run at once as
    /// the machine has cores): the service keeps serving other games meanwhile, and a
    /// player's answer never waits for a core behind another game's search. `None` if the AI
    /// found no move or its thread failed (logged).
    pub async fn think(&self, turn: &ComputerTurn) -> Option<ComputerMove> {
        let ai = self.with_core(Core::ai).await;
        let game = turn.game;
        let _place = self.searches.enter().await;
        let (sender, receiver) = tokio::sync::oneshot::channel();
        let owned = turn.clone();
        let spawned = std::thread::Builder::new()
            .name(format!("hextable-search-{game}"))
            .spawn(move || {
                super::drawing::lower_priority(SEARCH_NICENESS);
                let chosen = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
                    owned.think(ai.as_ref())
                }));
                let _ = sender.send(chosen);
            });
        if let Err(error) = spawned {
            tracing::error!(%game, %error, "the computer's thread did not start");
            return None;
        }
        match receiver.await {
            Ok(Ok(Some(mv))) => Some(mv),
            Ok(Ok(None)) => {
                tracing::error!(%game, "the computer found no move");
                None
            }
            Ok(Err(_)) | Err(_) => {
                tracing::error!(%game, "the computer's thread failed");
                None
            }
        }
    }

    /// Claims `turn` for thinking: `None` when another task already thinks about it. The
    /// claim is given back when the guard is dropped (also when that task fails).
    pub fn claim_turn(&self, turn: &ComputerTurn) -> Option<TurnClaim<'_>> {
        let key = (turn.game, turn.events);
        // A set of keys cannot be left half-changed by a panic: a poisoned lock is taken over.
        let fresh = self
            .thinking
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
            .insert(key);
        // Not `then_some`: a claim built and dropped for a refused turn would give back the
        // key of the task that holds it.
        if fresh {
            Some(TurnClaim { service: self, key })
        } else {
            None
        }
    }

    /// How many games in memory are being played, and how many have ended (kept a while).
    pub async fn games_in_memory(&self) -> (usize, usize) {
        self.with_core(|core| {
            core.tables()
                .fold((0, 0), |(active, ended), table| match table.meta.status {
                    Status::Active => (active + 1, ended),
                    _ => (active, ended + 1),
                })
        })
        .await
    }

    /// How many keys (games, challenges, …) have their writer held or waited for now.
    pub fn writers_busy(&self) -> usize {
        self.writers.busy()
    }

    /// How many computer searches run, and how many wait for a place.
    pub fn searches(&self) -> (usize, usize) {
        self.searches.counts()
    }

    /// Submits the computer's move for `turn` through the same path as a player's: planned
    /// by the game's writer, written with its effects (and its message id, so it is accepted
    /// at most once), then applied. A stale move (the game ended or moved on) yields nothing.
    pub async fn submit_computer_move(
        &self,
        turn: &ComputerTurn,
        mv: ComputerMove,
        now: Millis,
    ) -> Result<Vec<Delivery>, StoreError> {
        Ok(self.submit_computer_move_in_order(turn, mv, now).await?.0)
    }

    /// [`Service::submit_computer_move`], also giving the writers it held (see
    /// [`Service::handle_in_order`]).
    pub async fn submit_computer_move_in_order(
        &self,
        turn: &ComputerTurn,
        mv: ComputerMove,
        now: Millis,
    ) -> Result<(Vec<Delivery>, Held<'_>), StoreError> {
        let id = turn.message_id();
        let message = Some((turn.platform, id.as_str()));
        self.write(now, Some(turn.game), None, message, |core| {
            let plan = core.plan_computer_move(turn, mv, now);
            plan.changes_state().then_some(plan)
        })
        .await
    }

    /// Plays every computer move that is due, each computed off the runtime and without the
    /// lock ([`Service::think`]) and then submitted ([`Service::submit_computer_move`]), until
    /// none is due; returns the effects to deliver. Call it after [`Service::handle`] and once
    /// at start-up (to resume turns a restart interrupted). `now` is read when each move is
    /// submitted. A turn another call is already thinking about is skipped.
    pub async fn play_computers(
        &self,
        now: impl Fn() -> Millis,
    ) -> Result<Vec<Delivery>, StoreError> {
        self.play_computers_on(None, now).await
    }

    /// Like [`Service::play_computers`], for the games of one network only (`None`: all): a
    /// process running several adapters lets each one play, and deliver, its own games.
    pub async fn play_computers_on(
        &self,
        platform: Option<Platform>,
        now: impl Fn() -> Millis,
    ) -> Result<Vec<Delivery>, StoreError> {
        let mut out = Vec::new();
        // Dark Hex hits give the computer the move again; a round that plays nothing stops.
        for _ in 0..4096 {
            let mut turns = self.computer_turns().await;
            turns.retain(|t| platform.is_none_or(|p| p == t.platform));
            let mut progressed = false;
            for turn in turns {
                let Some(_claim) = self.claim_turn(&turn) else {
                    continue;
                };
                let deliveries = match self.think(&turn).await {
                    Some(mv) => self.submit_computer_move(&turn, mv, now()).await?,
                    None => Vec::new(),
                };
                progressed |= !deliveries.is_empty();
                out.extend(deliveries);
            }
            if !progressed {
                break;
            }
        }
        Ok(out)
    }

    /// The fixed apology to send (directly, not through the outbox) when [`Service::handle`]
    /// failed; the error itself belongs in the log.
    pub fn apology(incoming: &Incoming) -> Effect {
        Effect::Reply {
            user: incoming.user_id(),
            place: incoming.place.clone(),
            reply_to: incoming.message_id.clone(),
            // The service failed, so the author's own choice is not at hand: their app's.
            text: crate::core::ErrorMsg::Apology.text(
                incoming
                    .locale
                    .as_deref()
                    .and_then(crate::i18n::Lang::from_tag)
                    .unwrap_or_default(),
            ),
            image: None,
            file: None,
        }
    }

    /// Whether this process runs the clocks: always on SQLite; on PostgreSQL the one process
    /// holding the clocks' lease (taken here if it is free: a standby takes over when the
    /// holder dies).
    pub async fn runs_clocks(&self) -> Result<bool, StoreError> {
        self.store.hold(Lease::Clocks).await
    }

    /// Runs the clock: timeouts, warnings, idle aborts, lapsed challenges; nothing in a
    /// process that does not hold the clocks' lease ([`Service::runs_clocks`]).
    /// Once an hour it also prunes delivered outbox rows and processed ids older than a week.
    pub async fn tick(&self, now: Millis) -> Result<Vec<Delivery>, StoreError> {
        use std::sync::atomic::Ordering;
        self.refresh(now).await?;
        self.catch_up(now).await?;
        if !self.runs_clocks().await? {
            // Another process runs the clocks; this one still lets go of the games that
            // ended (here or, seen through its reloads, elsewhere).
            self.forget_finished(now).await;
            return Ok(Vec::new());
        }
        let last = self.last_prune.load(Ordering::Relaxed);
        if now - last >= PRUNE_EVERY {
            self.last_prune.store(now, Ordering::Relaxed);
            let removed = self.store.prune(now - KEEP).await?;
            tracing::debug!(removed, "pruned old outbox rows and message ids");
            self.memory.lock().await.forget_old();
        }
        self.forget_finished(now).await;
        // A deadline another process already ran is in the reloaded state: it does not fire
        // twice.
        let (mut deliveries, held) = self
            .write(now, None, None, None, |core| {
                let plan = core.plan_tick(now);
                (!plan.effects.is_empty() || plan.changes_state()).then_some(plan)
            })
            .await?;
        drop(held);
        // Tournament games whose end was written but whose result was not (a crash between
        // the two writes), and games of tournaments not in memory here.
        let awaiting = self.with_core(Core::games_awaiting_results).await;
        if !awaiting.is_empty() {
            let (more, _held) = self.hand_off(awaiting, now).await;
            deliveries.extend(more);
        }
        Ok(deliveries)
    }

    /// [`Service::write`] without the hand-offs (`service/handoff.rs`): memory is brought up
    /// to date with what other processes changed, `game` loaded if it is not in memory, the
    /// games `incoming` may read read again if another process changed them, the plan made,
    /// the writers of its keys taken (checking then that none of them changed since the plan
    /// was made, else planning again), and the plan committed, applied and handed out. `plan`
    /// returns `None` when there is nothing to write or send; it may be called several times.
    /// `message` is the id that caused it (written with it). Also returns the tournament
    /// games its plan ended.
    pub(super) async fn write_once(
        &self,
        now: Millis,
        game: Option<GameId>,
        incoming: Option<&Incoming>,
        message: Option<(Platform, &str)>,
        plan: impl Fn(&Core) -> Option<Plan>,
    ) -> Result<(Vec<Delivery>, Held<'_>, Vec<GameId>), StoreError> {
        self.refresh(now).await?;
        let mut held = self.writers.none();
        // Loaded, or read again, under their writers; games in memory as this process last
        // wrote them are planned from as they stand (a read-only command then enters no
        // writer at all).
        let wanted: BTreeSet<GameId> = {
            let memory = self.memory.lock().await;
            let mut wanted: BTreeSet<GameId> = incoming
                .map(|incoming| memory.stale_for(incoming, game))
                .unwrap_or_default()
                .into_iter()
                .collect();
            if incoming.is_some() {
                wanted.extend(memory.stale_unknown());
            }
            if let Some(id) = game {
                if memory.core.table(id).is_none() || memory.is_stale(id) {
                    wanted.insert(id);
                }
            }
            wanted
        };
        if !wanted.is_empty() {
            held = self
                .writers
                .lock(wanted.iter().map(|&id| WriteKey::Game(id)).collect())
                .await;
            self.bring_current(&wanted, now).await?;
        }
        for _ in 0..WRITE_ATTEMPTS {
            let planned = {
                let memory = self.memory.lock().await;
                match plan(&memory.core) {
                    Some(made) => memory.planned(made),
                    None => return Ok((Vec::new(), held, Vec::new())),
                }
            };
            if !held.covers(&planned.keys) {
                let wanted: BTreeSet<WriteKey> =
                    held.keys().chain(&planned.keys).cloned().collect();
                drop(held);
                held = self.writers.lock(wanted).await;
                let current = self
                    .memory
                    .lock()
                    .await
                    .unchanged_since(&planned.keys, planned.at);
                if !current {
                    crate::admin::metrics::write_replanned("changed_here");
                    continue;
                }
            }
            // A game changed elsewhere and not read again yet: read it, plan again.
            let stale = self.memory.lock().await.stale_among(&planned.keys);
            if !stale.is_empty() {
                crate::admin::metrics::write_replanned("stale_here");
                self.reload_stale(&stale, now).await?;
                continue;
            }
            match self.commit_and_apply(planned, message, now).await? {
                Some((deliveries, handoffs)) => return Ok((deliveries, held, handoffs)),
                None => crate::admin::metrics::write_replanned("changed_elsewhere"),
            }
        }
        Err(StoreError::Contended(WRITE_ATTEMPTS))
    }

    /// Drops games that ended more than [`FINISHED_GRACE`] ago from memory, so memory holds
    /// the games being played rather than every game since the start.
    async fn forget_finished(&self, now: Millis) {
        let due: Vec<GameId> = {
            let mut finished = self.finished.locked();
            let due = finished.partition_point(|&(at, _)| now - at >= FINISHED_GRACE);
            finished.drain(..due).map(|(_, id)| id).collect()
        };
        if due.is_empty() {
            return;
        }
        let mut memory = self.memory.lock().await;
        for id in due {
            // A takeback may have reopened it since: only a game still over leaves memory.
            if memory
                .core
                .table(id)
                .is_some_and(|t| t.meta.status != Status::Active)
            {
                memory.core.evict(id);
            }
        }
    }

    /// Commits `planned` (its writers held) and applies it: the deliveries and the games it
    /// hands off, or `None` when another process changed some of its keys since (they are
    /// reloaded; plan again).
    async fn commit_and_apply(
        &self,
        planned: Planned,
        message: Option<(Platform, &str)>,
        now: Millis,
    ) -> Result<Option<(Vec<Delivery>, Vec<GameId>)>, StoreError> {
        let committed = self
            .store
            .commit_checked(&planned.plan, message, now, &planned.basis)
            .await;
        let committed = match committed {
            Ok(committed) => committed,
            Err(error) => {
                // A rated result planned from ratings another process has moved on from is
                // refused (`player_games.rated_n`): read them again, so that the next try
                // (the next tick, the player's next command) is planned from the stored ones.
                let rated: Vec<_> = planned
                    .plan
                    .records
                    .iter()
                    .filter(|r| r.rated.is_some())
                    .map(|r| (r.user.clone(), r.kind))
                    .collect();
                match read_ratings(&self.store, &rated).await {
                    Ok(ratings) => {
                        let mut memory = self.memory.lock().await;
                        for (user, kind, standing) in ratings {
                            memory.core.insert_rating(user, kind, standing);
                        }
                    }
                    Err(reload) => {
                        tracing::error!(%reload, "reloading ratings after a failed commit failed")
                    }
                }
                return Err(error);
            }
        };
        let ids = match committed {
            Committed::Duplicate => return Ok(Some((Vec::new(), Vec::new()))),
            Committed::Stale(stale) => {
                self.reload_stale(&stale, now).await?;
                return Ok(None);
            }
            Committed::Written(ids) => ids,
        };
        pause_point("committed").await;
        let mut plan = planned.plan;
        let handoffs = std::mem::take(&mut plan.handoffs);
        let ended: Vec<GameId> = plan
            .games
            .iter()
            .filter(|g| g.table.meta.status != Status::Active)
            .map(|g| g.table.meta.id)
            .collect();
        if !ended.is_empty() {
            self.finished
                .locked()
                .extend(ended.into_iter().map(|id| (now, id)));
        }
        // The players of a rated game just started: their ratings, for its end (their
        // writers are held: `Plan::write_keys`).
        let wanted: Vec<_> = plan
            .games
            .iter()
            .filter(|g| g.is_new)
            .flat_map(|g| Core::ratings_needed(&g.table))
            .collect();
        let written: Vec<GameId> = plan.games.iter().map(|g| g.table.meta.id).collect();
        let effects = {
            let mut memory = self.memory.lock().await;
            memory.touch(&planned.keys);
            memory.core.apply(plan)
        };
        for id in written {
            // Nobody listening is no error.
            let _ = self.game_changes.send(id);
        }
        // Written already: a failed read here must not lose the effects. The game's end would
        // then be planned from stale ratings, which its commit refuses.
        match read_ratings(&self.store, &wanted).await {
            Ok(ratings) if !ratings.is_empty() => {
                let mut memory = self.memory.lock().await;
                for (user, kind, standing) in ratings {
                    memory.core.insert_rating(user, kind, standing);
                }
            }
            Ok(_) => {}
            Err(error) => {
                tracing::error!(%error, "loading the ratings of a new rated game failed")
            }
        }
        self.hand_out(&ids);
        let deliveries = ids
            .into_iter()
            .zip(effects)
            .map(|(outbox_id, effect)| Delivery {
                outbox_id,
                created_ms: now,
                effect,
            })
            .collect();
        Ok(Some((deliveries, handoffs)))
    }
}
