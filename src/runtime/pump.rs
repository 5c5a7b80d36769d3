//! The pump: the one loop that runs the core, shared by every adapter and local mode.
//!
//! For each incoming message: [`Service::handle`] → deliver → the computer moves it made due
//! → deliver. On its clock (one ticker per pump, however many adapters are attached): the
//! outbox rows left undelivered are retried, [`Service::tick`] runs the game clocks, computer
//! turns left over (after a restart, or a failed attempt) are played, and each sink does its
//! upkeep. Effects carry their [`Platform`]: each goes out through the sink attached for it;
//! those of a network with no sink attached stay in the outbox.
//!
//! Deliveries to one network go out one batch at a time, in order (a lane per network), so
//! one network that is slow or down never holds up another.

use std::{
    collections::HashMap,
    future::Future,
    pin::Pin,
    sync::{Arc, Mutex as StdMutex, RwLock},
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use tokio::{
    sync::{watch, Mutex, Notify},
    task::JoinHandle,
    time::MissedTickBehavior,
};

use super::{
    pause::pause_point,
    service::{Delivery, Service, Sink},
};
use crate::{
    core::{Effect, Incoming, Millis, Platform},
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
    fn deliver_any<'a>(&'a self, effect: &'a Effect) -> BoxFuture<'a, Result<(), String>>;
    fn deliver_keyed_any<'a>(
        &'a self,
        key: &'a str,
        effect: &'a Effect,
    ) -> BoxFuture<'a, Result<(), String>>;
    fn housekeep_any<'a>(&'a self, service: &'a Service) -> BoxFuture<'a, ()>;
}

impl<S: Sink + Send + Sync> AnySink for S {
    fn deliver_any<'a>(&'a self, effect: &'a Effect) -> BoxFuture<'a, Result<(), String>> {
        Box::pin(self.deliver(effect))
    }

    fn deliver_keyed_any<'a>(
        &'a self,
        key: &'a str,
        effect: &'a Effect,
    ) -> BoxFuture<'a, Result<(), String>> {
        Box::pin(self.deliver_keyed(key, effect))
    }

    fn housekeep_any<'a>(&'a self, service: &'a Service) -> BoxFuture<'a, ()> {
        Box::pin(self.housekeep(service))
    }
}

impl Sink for dyn AnySink + '_ {
    async fn deliver(&self, effect: &Effect) -> Result<(), String> {
        self.deliver_any(effect).await
    }

    async fn deliver_keyed(&self, key: &str, effect: &Effect) -> Result<(), String> {
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

/// Runs a [`Service`] for the adapters attached to it: see the module documentation.
pub struct Pump {
    service: Arc<Service>,
    clock: Box<dyn Clock>,
    sinks: RwLock<HashMap<Platform, Arc<dyn AnySink>>>,
    /// One lock per network, held while its deliveries go out: a message's effects go out
    /// before the next message's, and the clock's batches between them.
    lanes: StdMutex<HashMap<Platform, Arc<Mutex<()>>>>,
    ticker: StdMutex<Option<Ticker>>,
    /// Poked by an adapter when deliveries it put off may go now: the clock retries the
    /// outbox at once instead of at its next round.
    retry_soon: Arc<Notify>,
}

impl std::fmt::Debug for Pump {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Pump")
            .field("attached", &self.attached())
            .finish_non_exhaustive()
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
        Self {
            service,
            clock: Box::new(clock),
            sinks: RwLock::new(HashMap::new()),
            lanes: StdMutex::new(HashMap::new()),
            ticker: StdMutex::new(None),
            retry_soon,
        }
    }

    /// What an adapter pokes (`notify_one`) when deliveries it put off may go now (a slow one
    /// it finished in the background): the running clock retries the outbox at once.
    pub fn retry_soon(&self) -> Arc<Notify> {
        Arc::clone(&self.retry_soon)
    }

    /// The service it runs.
    pub fn service(&self) -> &Arc<Service> {
        &self.service
    }

    /// The time now, by the pump's clock.
    pub fn now(&self) -> Millis {
        self.clock.now()
    }

    /// Delivers the effects of `platform` through `sink` from now on (instead of the sink
    /// attached before, if any).
    pub fn attach<S: Sink + Send + Sync + 'static>(&self, platform: Platform, sink: Arc<S>) {
        if let Ok(mut sinks) = self.sinks.write() {
            sinks.insert(platform, sink);
        }
        self.service.store().start_delivering(platform);
    }

    /// Stops delivering the effects of `platform` (they stay in the outbox); returns once a
    /// delivery in flight to it has finished.
    pub async fn detach(&self, platform: Platform) {
        if let Ok(mut sinks) = self.sinks.write() {
            sinks.remove(&platform);
        }
        let lane = self.lane(platform);
        let _idle = lane.lock().await;
        self.service.set_delivers(platform, false).await;
    }

    /// The networks with a sink attached, in a fixed order.
    pub fn attached(&self) -> Vec<Platform> {
        let mut platforms: Vec<Platform> = self
            .sinks
            .read()
            .map(|sinks| sinks.keys().copied().collect())
            .unwrap_or_default();
        platforms.sort();
        platforms
    }

    fn sink(&self, platform: Platform) -> Option<Arc<dyn AnySink>> {
        self.sinks.read().ok()?.get(&platform).cloned()
    }

    fn lane(&self, platform: Platform) -> Arc<Mutex<()>> {
        match self.lanes.lock() {
            Ok(mut lanes) => Arc::clone(lanes.entry(platform).or_default()),
            // A poisoned map (a panic while inserting) still leaves a lock to take.
            Err(_) => Arc::new(Mutex::new(())),
        }
    }

    /// Handles one message and delivers what it caused through the sink attached for its
    /// network, then lets the computer play the moves that became due. A failure is logged
    /// (and a message that could not be handled is answered with the fixed apology); the
    /// first one is returned.
    pub async fn process(&self, incoming: &Incoming) -> Result<(), PumpError> {
        let sink = self.sink(incoming.platform);
        self.run(incoming, sink.as_deref()).await
    }

    /// Like [`Pump::process`], with the message's own effects (and the computer moves it made
    /// due) delivered through `sink`: a sink that knows the message, such as the Discord one
    /// answering an interaction.
    pub async fn process_with<S: Sink + Send + Sync>(
        &self,
        incoming: &Incoming,
        sink: &S,
    ) -> Result<(), PumpError> {
        self.run(incoming, Some(sink as &dyn AnySink)).await
    }

    async fn run(&self, incoming: &Incoming, sink: Option<&dyn AnySink>) -> Result<(), PumpError> {
        pause_point("received").await;
        let platform = incoming.platform;
        let mut first_error = None;
        let others = {
            let lane = self.lane(platform);
            let _turn = lane.lock().await;
            match self.service.handle(incoming, self.now()).await {
                Ok(deliveries) => {
                    let (mine, others) = split(deliveries, platform);
                    if let Err(error) = self.dispatch(sink, &mine).await {
                        first_error = Some(PumpError::Outbox(error));
                    }
                    others
                }
                Err(error) => {
                    tracing::error!(
                        %error,
                        ?platform,
                        message = ?incoming.message_id,
                        "handling a message failed"
                    );
                    if let Some(sink) = sink {
                        if let Err(error) = sink.deliver(&Service::apology(incoming)).await {
                            tracing::warn!(%error, "the apology could not be sent");
                        }
                    }
                    first_error = Some(PumpError::Handle(error));
                    Vec::new()
                }
            }
        };
        if let Err(error) = self.route(others).await {
            first_error.get_or_insert(PumpError::Outbox(error));
        }
        // The message may have made it the computer's turn: it thinks off the async runtime,
        // outside the core lock, and its moves go out like any other.
        match self
            .service
            .play_computers_on(Some(platform), || self.now())
            .await
        {
            Ok(deliveries) => {
                let (mine, others) = split(deliveries, platform);
                let mut delivered = {
                    let lane = self.lane(platform);
                    let _turn = lane.lock().await;
                    self.dispatch(sink, &mine).await
                };
                if delivered.is_ok() {
                    delivered = self.route(others).await;
                }
                if let Err(error) = delivered {
                    first_error.get_or_insert(PumpError::Outbox(error));
                }
            }
            Err(error) => {
                tracing::error!(%error, "the computer could not play");
                first_error.get_or_insert(PumpError::Computer(error));
            }
        }
        first_error.map_or(Ok(()), Err)
    }

    /// Delivers through `sink` (the caller holds the lane), or gives the deliveries back to
    /// the outbox when there is none.
    async fn dispatch(
        &self,
        sink: Option<&dyn AnySink>,
        deliveries: &[Delivery],
    ) -> Result<(), StoreError> {
        if deliveries.is_empty() {
            return Ok(());
        }
        let Some(sink) = sink else {
            self.service.release(deliveries);
            return Ok(());
        };
        match self.service.dispatch(sink, deliveries, self.now()).await {
            Ok(_) => Ok(()),
            Err(error) => {
                tracing::error!(%error, "marking deliveries failed");
                Err(error)
            }
        }
    }

    /// Delivers each effect through the sink attached for its network, a network at a time
    /// under its lane; the effects of a network with no sink stay in the outbox.
    async fn route(&self, deliveries: Vec<Delivery>) -> Result<(), StoreError> {
        let mut groups: Vec<(Platform, Vec<Delivery>)> = Vec::new();
        for delivery in deliveries {
            let platform = delivery.effect.platform();
            match groups.iter_mut().find(|(p, _)| *p == platform) {
                Some((_, group)) => group.push(delivery),
                None => groups.push((platform, vec![delivery])),
            }
        }
        let mut result = Ok(());
        for (platform, group) in groups {
            let lane = self.lane(platform);
            let _turn = lane.lock().await;
            // Looked up under the lane: once `detach` has had the lane, nothing more goes out.
            let sink = self.sink(platform);
            if let Err(error) = self.dispatch(sink.as_deref(), &group).await {
                result = Err(error);
            }
        }
        result
    }

    /// Delivers what was written but not delivered (a failed delivery, or a run that
    /// stopped before it could), for the networks attached.
    pub async fn retry_pending(&self) -> Result<(), PumpError> {
        let pending = self.service.pending().await.map_err(|error| {
            tracing::error!(%error, "reading the outbox failed");
            PumpError::Outbox(error)
        })?;
        self.route(pending).await.map_err(PumpError::Outbox)
    }

    /// Runs the game clocks (timeouts, warnings, lapsed challenges) and delivers what they
    /// decided.
    pub async fn tick(&self) -> Result<(), PumpError> {
        let deliveries = self.service.tick(self.now()).await.map_err(|error| {
            tracing::error!(%error, "the clock failed");
            PumpError::Clock(error)
        })?;
        self.route(deliveries).await.map_err(PumpError::Outbox)
    }

    /// Plays the computer moves that are due in the games of the networks attached (after a
    /// restart, or a failed attempt), and delivers them.
    pub async fn play_computers(&self) -> Result<(), PumpError> {
        let mut result = Ok(());
        for platform in self.attached() {
            match self
                .service
                .play_computers_on(Some(platform), || self.now())
                .await
            {
                Ok(deliveries) => {
                    if let Err(error) = self.route(deliveries).await {
                        result = Err(PumpError::Outbox(error));
                    }
                }
                Err(error) => {
                    tracing::error!(%error, ?platform, "the computer could not play");
                    result = Err(PumpError::Computer(error));
                }
            }
        }
        result
    }

    /// One round of the clock: retry, clocks, computer turns, then each sink's upkeep.
    /// Failures are logged. With several processes on one database, the clocks and the
    /// computer turns left over are the work of the one holding the clocks' lease.
    pub async fn cycle(&self) {
        let _ = self.retry_pending().await;
        let _ = self.tick().await;
        match self.service.runs_clocks().await {
            Ok(true) => {
                let _ = self.play_computers().await;
            }
            Ok(false) => {}
            Err(error) => tracing::warn!(%error, "cannot tell who runs the clocks"),
        }
        let sinks: Vec<Arc<dyn AnySink>> = self
            .sinks
            .read()
            .map(|sinks| sinks.values().cloned().collect())
            .unwrap_or_default();
        for sink in sinks {
            sink.housekeep(&self.service).await;
        }
    }

    /// Starts the clock: a [`Pump::cycle`] now and then every `every` (at least 100 ms),
    /// until [`Pump::stop`] or until the pump is dropped. A pump has one clock: a second call
    /// while it runs does nothing.
    pub fn start(self: &Arc<Self>, every: Duration) {
        let Ok(mut ticker) = self.ticker.lock() else {
            return;
        };
        if ticker.is_some() {
            return;
        }
        let (stop, mut stopped) = watch::channel(false);
        let pump = Arc::downgrade(self);
        let every = every.max(MIN_PERIOD);
        let poked = Arc::clone(&self.retry_soon);
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
        let ticker = self.ticker.lock().ok().and_then(|mut t| t.take());
        if let Some(ticker) = ticker {
            let _ = ticker.stop.send(true);
            if let Err(error) = ticker.task.await {
                tracing::error!(%error, "the clock's task failed");
            }
        }
    }
}

/// The deliveries of `platform`, and the others.
fn split(deliveries: Vec<Delivery>, platform: Platform) -> (Vec<Delivery>, Vec<Delivery>) {
    deliveries
        .into_iter()
        .partition(|d| d.effect.platform() == platform)
}
