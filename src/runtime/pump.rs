//! The pump: what runs the core for every adapter and for local mode.
//!
//! A message is handled ([`Service::handle`]: planned and written before anything is said)
//! and its effects are handed to the **delivery lanes**, one per recipient (a DM
//! conversation, a channel): each recipient's messages go out in the order they were written,
//! and a rate-limited channel, a slow upload or an encrypted DM waiting for keys holds up only
//! its own conversation. The answers to an interaction's own user go through the sink that
//! knows the interaction, before [`Pump::process_with`] returns. A computer whose turn it
//! became thinks in a task of its own ([`Service::think`]: one search per core, at a lower
//! priority), so no message waits for a search, and its move is handled like any other.
//!
//! Messages can also be handed over without waiting ([`Pump::submit`], [`Pump::hand_over`]):
//! each conversation's messages are then handled in order, one at a time, while other
//! conversations' go on beside them. The Matrix sync hands its events over this way and goes
//! on at once; it saves its position only when [`Handled`] says every event before it was
//! written, so a crash before that leaves the position where it was.
//!
//! On its clock (one ticker per pump, however many adapters are attached): the outbox rows
//! left undelivered are retried, [`Service::tick`] runs the game clocks, computer turns left
//! over (after a restart, or a failed attempt) are started, and each sink does its upkeep.
//! Effects carry their [`Platform`]: each goes out through the sink attached for it; those of
//! a network with no sink attached stay in the outbox.

use std::{
    collections::{HashMap, HashSet},
    future::Future,
    pin::Pin,
    sync::{Arc, Mutex as StdMutex, MutexGuard, PoisonError, RwLock, Weak},
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use tokio::{
    sync::{oneshot, watch, Notify, RwLock as Gate},
    task::JoinHandle,
    time::MissedTickBehavior,
};

use super::{
    lanes::{Busy, Finished, Lanes},
    outcome::Outcome,
    pause::pause_point,
    service::{Delivery, Service, Sink},
};
use crate::{
    core::{Effect, Incoming, Millis, Place, Platform, Recipient},
    store::StoreError,
};

/// Where the pump reads the time: the system clock in a running bot, a fixed or stepped
/// one in tests. Any `Fn() -> Millis` is one.
pub trait Clock: Send + Sync {
    /// Milliseconds since the Unix epoch.
    fn now(&self) -> Millis;
}

impl<F: Fn() -> Millis + Send + Sync> Clock for F {
    fn now(&self) -> Millis {
        self()
    }
}

/// The system's wall clock, in milliseconds since the Unix epoch (0 before it).
pub fn system_now() -> Millis {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map(|d| i64::try_from(d.as_millis()).unwrap_or(i64::MAX))
        .unwrap_or(0)
}

/// The shortest clock period the pump accepts (a zero period would spin).
const MIN_PERIOD: Duration = Duration::from_millis(100);

/// How long [`Pump::detach`] waits for the deliveries in flight to a network: longer than any
/// healthy delivery (an upload, a rate limit's wait), shorter than an operator's patience.
pub const DETACH_GRACE: Duration = Duration::from_secs(30);

/// Why a step of the pump failed. Every failure is also logged where it happens; the
/// effects concerned stay in the outbox.
#[derive(Debug, thiserror::Error)]
pub enum PumpError {
    /// The message could not be handled (it was answered with the fixed apology).
    #[error("{0}")]
    Handle(StoreError),
    /// A computer move could not be played.
    #[error("computer: {0}")]
    Computer(StoreError),
    /// The clock could not run.
    #[error("clock: {0}")]
    Clock(StoreError),
    /// The outbox could not be read, or deliveries could not be marked.
    #[error("outbox: {0}")]
    Outbox(StoreError),
}

type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// A [`Sink`] behind a pointer: the pump holds the sinks of several networks in one map.
trait AnySink: Send + Sync {
    fn deliver_any<'a>(&'a self, effect: &'a Effect) -> BoxFuture<'a, Outcome>;
    fn deliver_keyed_any<'a>(&'a self, key: &'a str, effect: &'a Effect) -> BoxFuture<'a, Outcome>;
    fn housekeep_any<'a>(&'a self, service: &'a Service) -> BoxFuture<'a, ()>;
}

impl<S: Sink + Send + Sync> AnySink for S {
    fn deliver_any<'a>(&'a self, effect: &'a Effect) -> BoxFuture<'a, Outcome> {
        Box::pin(self.deliver(effect))
    }

    fn deliver_keyed_any<'a>(&'a self, key: &'a str, effect: &'a Effect) -> BoxFuture<'a, Outcome> {
        Box::pin(self.deliver_keyed(key, effect))
    }

    fn housekeep_any<'a>(&'a self, service: &'a Service) -> BoxFuture<'a, ()> {
        Box::pin(self.housekeep(service))
    }
}

impl Sink for dyn AnySink + '_ {
    async fn deliver(&self, effect: &Effect) -> Outcome {
        self.deliver_any(effect).await
    }

    async fn deliver_keyed(&self, key: &str, effect: &Effect) -> Outcome {
        self.deliver_keyed_any(key, effect).await
    }

    async fn housekeep(&self, service: &Service) {
        self.housekeep_any(service).await;
    }
}

/// The running clock: stopped by a message, or when the pump (which holds the sender) goes.
struct Ticker {
    stop: watch::Sender<bool>,
    task: JoinHandle<()>,
}

/// An outbox row waiting in its recipient's lane.
struct Queued {
    delivery: Delivery,
    /// Handed out again by the outbox's retry (rather than just written).
    retried: bool,
    /// The message it answers, timed until its first answer goes out (the answer-latency
    /// metric); `None` for the clock's and the computer's rows.
    answer: Option<Arc<AnswerClock>>,
}

/// When a message was handed to the runtime; its first delivery records the wait once.
struct AnswerClock {
    network: Platform,
    started: std::time::Instant,
    answered: std::sync::atomic::AtomicBool,
    /// Computer searches pause until the answer is out ([`crate::ai::Answering`]): let go at
    /// the first delivery, or when the message caused none.
    searches_wait: StdMutex<Option<crate::ai::Answering>>,
}

impl AnswerClock {
    fn start(network: Platform) -> Arc<Self> {
        Arc::new(Self {
            network,
            started: std::time::Instant::now(),
            answered: std::sync::atomic::AtomicBool::new(false),
            searches_wait: StdMutex::new(Some(crate::ai::Answering::start())),
        })
    }

    /// One of the message's deliveries went out: the first one is its answer.
    fn delivered(&self) {
        if !self
            .answered
            .swap(true, std::sync::atomic::Ordering::SeqCst)
        {
            crate::admin::metrics::answer_latency(self.network, self.started.elapsed());
            taken(&self.searches_wait).take();
        }
    }
}

/// A message in its conversation's intake lane, and whom to tell once it is handled.
struct Handover {
    incoming: Incoming,
    handled: Option<oneshot::Sender<()>>,
}

/// A message handed over with [`Pump::hand_over`], until it is handled.
#[derive(Debug)]
pub struct Handled(oneshot::Receiver<()>);

impl Handled {
    /// Waits until the message has been handled: written with what it caused, refused as a
    /// repeat, or answered with the apology after a failure that was logged. `false` if the
    /// pump stopped before handling it (it was not written: a restart gets it again).
    pub async fn wait(self) -> bool {
        self.0.await.is_ok()
    }
}

/// What the pump's tasks share: the service, the sinks, the lanes.
struct Inner {
    service: Arc<Service>,
    clock: Box<dyn Clock>,
    sinks: RwLock<HashMap<Platform, Arc<dyn AnySink>>>,
    /// Per network: deliveries hold it shared while they go out; [`Pump::detach`] takes it
    /// alone, so it returns once the deliveries in flight are over.
    gates: StdMutex<HashMap<Platform, Arc<Gate<()>>>>,
    /// The deliveries, a lane per recipient.
    deliveries: Arc<Lanes<Recipient, Queued>>,
    /// The messages handed over without waiting, a lane per conversation.
    intake: Arc<Lanes<Recipient, Handover>>,
    /// Recipients with a row that failed: their later rows wait for the outbox's retry, so
    /// that they still arrive in order.
    blocked: StdMutex<HashSet<Recipient>>,
    /// Everything started and not finished: messages, deliveries, computer turns.
    busy: Arc<Busy>,
    /// Poked by an adapter when deliveries it put off may go now: the clock retries the
    /// outbox at once instead of at its next round.
    retry_soon: Arc<Notify>,
}

/// Runs a [`Service`] for the adapters attached to it: see the module documentation.
pub struct Pump {
    inner: Arc<Inner>,
    ticker: StdMutex<Option<Ticker>>,
    /// How long [`Pump::detach`] waits for deliveries in flight ([`DETACH_GRACE`]).
    detach_grace: Duration,
}

impl std::fmt::Debug for Pump {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pump")
            .field("attached", &self.attached())
            .finish_non_exhaustive()
    }
}

/// Takes over a lock whose holder panicked: every map and set the pump guards is changed by
/// single inserts and removes, which a panic cannot leave half done.
fn taken<T>(lock: &StdMutex<T>) -> MutexGuard<'_, T> {
    lock.lock().unwrap_or_else(PoisonError::into_inner)
}

/// The conversation a message belongs to: its channel, or its author's DM.
fn conversation(incoming: &Incoming) -> Recipient {
    match &incoming.place {
        Place::Channel(channel) => Recipient::Channel(incoming.platform, channel.clone()),
        Place::Dm => Recipient::User(incoming.user_id()),
    }
}

impl Inner {
    fn now(&self) -> Millis {
        self.clock.now()
    }

    fn sink(&self, platform: Platform) -> Option<Arc<dyn AnySink>> {
        self.sinks
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .get(&platform)
            .cloned()
    }

    fn attached(&self) -> Vec<Platform> {
        let mut platforms: Vec<Platform> = self
            .sinks
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .keys()
            .copied()
            .collect();
        platforms.sort();
        platforms
    }

    fn gate(&self, platform: Platform) -> Arc<Gate<()>> {
        Arc::clone(taken(&self.gates).entry(platform).or_default())
    }

    /// Hands each delivery to its recipient's lane (`answer`: the message they answer).
    fn route(&self, deliveries: Vec<Delivery>, retried: bool, answer: Option<&Arc<AnswerClock>>) {
        for delivery in deliveries {
            let recipient = delivery.effect.recipient();
            let answer = answer.cloned();
            self.deliveries.push(
                recipient,
                Queued {
                    delivery,
                    retried,
                    answer,
                },
            );
        }
    }

    /// One row, in its recipient's lane: delivered through the sink of its network, or given
    /// back to the outbox (no sink; or an earlier row there failed and waits for its retry).
    async fn deliver(&self, recipient: Recipient, queued: Queued) {
        let Queued {
            delivery,
            retried,
            answer,
        } = queued;
        let rows = std::slice::from_ref(&delivery);
        {
            let mut blocked = taken(&self.blocked);
            if retried {
                blocked.remove(&recipient);
            } else if blocked.contains(&recipient) {
                drop(blocked);
                self.service.release(rows);
                return;
            }
        }
        let gate = self.gate(delivery.effect.platform());
        let _open = gate.read().await;
        // Looked up behind the gate: once `detach` has had it, nothing more goes out.
        let Some(sink) = self.sink(delivery.effect.platform()) else {
            self.service.release(rows);
            return;
        };
        match self.service.dispatch(sink.as_ref(), rows, self.now()).await {
            Ok(1) => {
                if let Some(answer) = answer {
                    answer.delivered();
                }
            }
            Ok(_) => {
                taken(&self.blocked).insert(recipient);
            }
            Err(error) => tracing::error!(%error, "marking a delivery failed"),
        }
    }

    /// Handles one message: its effects go to their lanes, those for the author of an
    /// interaction through `sink` at once; then the computer turns it made due are started.
    async fn run(
        self: &Arc<Self>,
        incoming: &Incoming,
        sink: Option<&dyn AnySink>,
    ) -> Result<(), PumpError> {
        pause_point("received").await;
        let platform = incoming.platform;
        let answer = AnswerClock::start(platform);
        let result = match self.service.handle_in_order(incoming, self.now()).await {
            Ok((deliveries, writers)) => {
                // The author's answers, and the posts in the conversation the message came
                // from, go through the sink that knows the message: an interaction's answer
                // is ephemeral, and where the bot is no member (a group DM reached through a
                // user-installed app) only the interaction can post.
                let author = Recipient::User(incoming.user_id());
                let here = conversation(incoming);
                // The author's answer is the interaction's own (ephemeral: no conversation to
                // keep in order, and with DMs closed the only way to them). A post in the
                // conversation goes that way only where nothing is queued or held for it: it
                // would overtake what waits in the conversation's lane.
                let (mine, others): (Vec<_>, Vec<_>) = deliveries.into_iter().partition(|d| {
                    let recipient = d.effect.recipient();
                    sink.is_some()
                        && d.effect.platform() == platform
                        && (recipient == author
                            || (recipient == here
                                && !self.deliveries.has_work(&recipient)
                                && !taken(&self.blocked).contains(&recipient)))
                });
                self.route(others, false, Some(&answer));
                // Queued: the next write of the same game may queue its own after them.
                drop(writers);
                match sink {
                    Some(sink) if !mine.is_empty() => {
                        let gate = self.gate(platform);
                        let _open = gate.read().await;
                        self.service
                            .dispatch(sink, &mine, self.now())
                            .await
                            .map(|done| {
                                if done > 0 {
                                    answer.delivered();
                                }
                            })
                            .map_err(|error| {
                                tracing::error!(%error, "marking deliveries failed");
                                PumpError::Outbox(error)
                            })
                    }
                    _ => Ok(()),
                }
            }
            Err(error) => {
                tracing::error!(
                    %error,
                    ?platform,
                    message = ?incoming.message_id,
                    "handling a message failed"
                );
                let attached = self.sink(platform);
                if let Some(sink) = sink.or(attached.as_deref()) {
                    match sink.deliver(&Service::apology(incoming)).await {
                        Outcome::Done => {}
                        Outcome::Retry(reason) | Outcome::Dropped(reason) => {
                            tracing::warn!(reason = reason.word, detail = %reason.detail, "the apology could not be sent");
                        }
                    }
                }
                Err(PumpError::Handle(error))
            }
        };
        // The message may have made it the computer's turn.
        self.start_computers();
        result
    }

    /// Starts a task for every computer turn that is due in the games of the networks
    /// attached and not yet being thought about; never waits for them.
    fn start_computers(self: &Arc<Self>) {
        self.busy.started();
        let inner = Arc::clone(self);
        tokio::spawn(async move {
            let _finished = Finished(Arc::clone(&inner.busy));
            let attached = inner.attached();
            let mut turns = inner.service.computer_turns().await;
            turns.retain(|t| attached.contains(&t.platform));
            for turn in turns {
                inner.busy.started();
                let inner = Arc::clone(&inner);
                tokio::spawn(async move {
                    let _finished = Finished(Arc::clone(&inner.busy));
                    inner.play_turn(turn).await;
                });
            }
        });
    }

    /// Thinks about one computer turn and plays it; after a move (a Dark Hex hit may give the
    /// computer the turn again) the turns due are looked at again.
    async fn play_turn(self: &Arc<Self>, turn: crate::core::ComputerTurn) {
        let Some(claim) = self.service.claim_turn(&turn) else {
            return;
        };
        let Some(mv) = self.service.think(&turn).await else {
            return;
        };
        let played = self
            .service
            .submit_computer_move_in_order(&turn, mv, self.now())
            .await;
        drop(claim);
        match played {
            Ok((deliveries, _)) if deliveries.is_empty() => {}
            Ok((deliveries, writers)) => {
                self.route(deliveries, false, None);
                drop(writers);
                self.start_computers();
            }
            Err(error) => tracing::error!(%error, game = %turn.game, "the computer could not play"),
        }
    }
}

impl Pump {
    /// A pump for `service` on the system clock, with no sink attached and no clock running.
    pub fn new(service: Arc<Service>) -> Self {
        Self::with_clock(service, system_now)
    }

    /// A pump reading the time from `clock`.
    pub fn with_clock(service: Arc<Service>, clock: impl Clock + 'static) -> Self {
        // The same wake-up serves the adapters and the other processes' announcements.
        let retry_soon = service.outbox_news();
        // With several processes, this one claims only the rows of the networks attached
        // here: a standby for the Matrix account leaves Matrix's rows to the holder.
        service.store().deliver_only_attached();
        let busy = Arc::new(Busy::default());
        let inner = Arc::new_cyclic(|weak: &Weak<Inner>| {
            let for_deliveries = weak.clone();
            let deliveries = Lanes::new(Arc::clone(&busy), move |recipient, queued: Queued| {
                let inner = for_deliveries.upgrade();
                Box::pin(async move {
                    // With the pump gone, the row stays in the outbox for the next start.
                    if let Some(inner) = inner {
                        inner.deliver(recipient, queued).await;
                    }
                })
            });
            let for_intake = weak.clone();
            let intake = Lanes::new(Arc::clone(&busy), move |_, handover: Handover| {
                let inner = for_intake.upgrade();
                Box::pin(async move {
                    // With the pump gone the sender is dropped unsent: not handled.
                    if let Some(inner) = inner {
                        // Logged where it failed; the author got the apology.
                        let _ = inner.run(&handover.incoming, None).await;
                        if let Some(handled) = handover.handled {
                            let _ = handled.send(());
                        }
                    }
                })
            });
            Inner {
                service,
                clock: Box::new(clock),
                sinks: RwLock::new(HashMap::new()),
                gates: StdMutex::new(HashMap::new()),
                deliveries,
                intake,
                blocked: StdMutex::new(HashSet::new()),
                busy,
                retry_soon,
            }
        });
        Self {
            inner,
            ticker: StdMutex::new(None),
            detach_grace: DETACH_GRACE,
        }
    }

    /// This pump with `grace` as [`Pump::detach`]'s wait for deliveries in flight (tests).
    pub fn with_detach_grace(mut self, grace: Duration) -> Self {
        self.detach_grace = grace;
        self
    }

    /// What an adapter pokes (`notify_one`) when deliveries it put off may go now (a slow one
    /// it finished in the background): the running clock retries the outbox at once.
    pub fn retry_soon(&self) -> Arc<Notify> {
        Arc::clone(&self.inner.retry_soon)
    }

    /// The service it runs.
    pub fn service(&self) -> &Arc<Service> {
        &self.inner.service
    }

    /// The time now, by the pump's clock.
    pub fn now(&self) -> Millis {
        self.inner.now()
    }

    /// Delivers the effects of `platform` through `sink` from now on (instead of the sink
    /// attached before, if any).
    pub fn attach<S: Sink + Send + Sync + 'static>(&self, platform: Platform, sink: Arc<S>) {
        self.inner
            .sinks
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .insert(platform, sink);
        self.inner.service.store().start_delivering(platform);
    }

    /// Stops delivering the effects of `platform` (they stay in the outbox); returns once the
    /// deliveries in flight to it have finished, or after the grace period ([`DETACH_GRACE`]
    /// unless [`Pump::with_detach_grace`]) if one hangs (a
    /// network that stopped answering must not hold a shutdown or a handover forever).
    pub async fn detach(&self, platform: Platform) {
        self.inner
            .sinks
            .write()
            .unwrap_or_else(PoisonError::into_inner)
            .remove(&platform);
        let gate = self.inner.gate(platform);
        match tokio::time::timeout(self.detach_grace, gate.write()).await {
            Ok(_closed) => {}
            Err(_) => {
                // Their rows are not marked delivered: whoever delivers next sends them again,
                // so a message that was in flight may arrive twice, and none is lost.
                tracing::warn!(
                    network = platform.name(),
                    grace_ms = self.detach_grace.as_millis(),
                    "deliveries still in flight after the grace period; detached without them"
                );
            }
        }
        self.inner.service.set_delivers(platform, false).await;
    }

    /// The networks with a sink attached, in a fixed order.
    pub fn attached(&self) -> Vec<Platform> {
        self.inner.attached()
    }

    /// Handles one message; what it caused goes out through the sinks attached, each
    /// recipient's messages in order, without this call waiting for them. A computer whose
    /// turn it became starts thinking. A failure is logged (and a message that could not be
    /// handled is answered with the fixed apology) and returned.
    pub async fn process(&self, incoming: &Incoming) -> Result<(), PumpError> {
        self.inner.run(incoming, None).await
    }

    /// Like [`Pump::process`], with the effects for the message's author delivered through
    /// `sink` before it returns: a sink that knows the message, such as the Discord one
    /// answering an interaction.
    pub async fn process_with<S: Sink + Send + Sync>(
        &self,
        incoming: &Incoming,
        sink: &S,
    ) -> Result<(), PumpError> {
        self.inner.run(incoming, Some(sink as &dyn AnySink)).await
    }

    /// Hands a message over without waiting for it: the messages of one conversation (a
    /// channel, a user's DM) are handled one at a time in the order they were handed over,
    /// those of different conversations side by side. Failures are logged.
    pub fn submit(&self, incoming: Incoming) {
        let handover = Handover {
            incoming,
            handled: None,
        };
        self.inner
            .intake
            .push(conversation(&handover.incoming), handover);
    }

    /// Like [`Pump::submit`], telling when the message has been handled: the Matrix sync
    /// saves its position once every event before it was.
    pub fn hand_over(&self, incoming: Incoming) -> Handled {
        let (sender, receiver) = oneshot::channel();
        let handover = Handover {
            incoming,
            handled: Some(sender),
        };
        self.inner
            .intake
            .push(conversation(&handover.incoming), handover);
        Handled(receiver)
    }

    /// Returns once everything started is finished: the messages handed over, their
    /// deliveries, and the computer turns (with their moves' deliveries). Local mode waits
    /// for the computer's answer this way before its next prompt.
    pub async fn settle(&self) {
        self.inner.busy.idle().await;
    }

    /// Delivers what was written but not delivered (a failed delivery, or a run that
    /// stopped before it could), for the networks attached.
    pub async fn retry_pending(&self) -> Result<(), PumpError> {
        let pending = self.inner.service.pending().await.map_err(|error| {
            tracing::error!(%error, "reading the outbox failed");
            PumpError::Outbox(error)
        })?;
        self.inner.route(pending, true, None);
        Ok(())
    }

    /// Runs the game clocks (timeouts, warnings, lapsed challenges) and hands what they
    /// decided to the delivery lanes.
    pub async fn tick(&self) -> Result<(), PumpError> {
        let deliveries = self.inner.service.tick(self.now()).await.map_err(|error| {
            tracing::error!(%error, "the clock failed");
            PumpError::Clock(error)
        })?;
        self.inner.route(deliveries, false, None);
        Ok(())
    }

    /// Plays the computer moves that are due in the games of the networks attached (after a
    /// restart, or a failed attempt), and returns once they and their deliveries are done.
    pub async fn play_computers(&self) -> Result<(), PumpError> {
        self.inner.start_computers();
        self.settle().await;
        Ok(())
    }

    /// One round of the clock: retry, clocks, computer turns left over (started, not waited
    /// for), then each sink's upkeep. Failures are logged. With several processes on one
    /// database, the clocks and the computer turns left over are the work of the one holding
    /// the clocks' lease.
    pub async fn cycle(&self) {
        let _ = self.retry_pending().await;
        let _ = self.tick().await;
        let (active, finished) = self.inner.service.games_in_memory().await;
        crate::admin::metrics::games(active, finished);
        crate::admin::metrics::writers_busy(self.inner.service.writers_busy());
        match self.inner.service.runs_clocks().await {
            Ok(true) => self.inner.start_computers(),
            Ok(false) => {}
            Err(error) => tracing::warn!(%error, "cannot tell who runs the clocks"),
        }
        let sinks: Vec<Arc<dyn AnySink>> = self
            .inner
            .sinks
            .read()
            .unwrap_or_else(PoisonError::into_inner)
            .values()
            .cloned()
            .collect();
        for sink in sinks {
            sink.housekeep(&self.inner.service).await;
        }
    }

    /// How many deliveries, messages and computer turns are started and not finished, and
    /// how many recipients have a delivery lane running.
    pub fn load(&self) -> (usize, usize) {
        (self.inner.busy.count(), self.inner.deliveries.running())
    }

    /// Starts the clock: a [`Pump::cycle`] now and then every `every` (at least 100 ms),
    /// until [`Pump::stop`] or until the pump is dropped. A pump has one clock: a second call
    /// while it runs does nothing.
    pub fn start(self: &Arc<Self>, every: Duration) {
        let mut ticker = taken(&self.ticker);
        if ticker.is_some() {
            return;
        }
        let (stop, mut stopped) = watch::channel(false);
        let pump = Arc::downgrade(self);
        let every = every.max(MIN_PERIOD);
        let poked = Arc::clone(&self.inner.retry_soon);
        let task = tokio::spawn(async move {
            let mut interval = tokio::time::interval(every);
            interval.set_missed_tick_behavior(MissedTickBehavior::Delay);
            loop {
                let whole_round = tokio::select! {
                    _ = interval.tick() => true,
                    _ = poked.notified() => false,
                    // A stop, or the pump (holding the sender) is gone.
                    _ = stopped.changed() => return,
                };
                let Some(pump) = pump.upgrade() else {
                    return;
                };
                if whole_round {
                    pump.cycle().await;
                } else if let Err(error) = pump.retry_pending().await {
                    tracing::warn!(?error, "retrying the outbox when poked failed");
                }
            }
        });
        *ticker = Some(Ticker { stop, task });
    }

    /// Stops the clock, after the round it may be in.
    pub async fn stop(&self) {
        let ticker = taken(&self.ticker).take();
        if let Some(ticker) = ticker {
            let _ = ticker.stop.send(true);
            if let Err(error) = ticker.task.await {
                tracing::error!(%error, "the clock's task failed");
            }
        }
    }
}
