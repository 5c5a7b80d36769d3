//! What an operator watches: `[admin] listen` serves `GET /healthz` (the database reachable,
//! each chat network connected, this process's leases; 200 when healthy, 503 otherwise) and
//! `GET /metrics` (Prometheus' text format) over plain HTTP. Every other path is 404.
//!
//! - [`metrics`]: one small function per metric, called by the runtime and the adapters;
//! - [`health`]: the networks' connections, which the adapters report;
//! - [`Admin`]: the server.
//!
//! The endpoints need no password: bind them to loopback or a private network.

pub mod health;
pub mod metrics;

use std::{future::Future, net::SocketAddr, pin::Pin, sync::Arc, time::Duration};

use axum::{extract::State, http::StatusCode, response::IntoResponse, routing::get, Json, Router};
use metrics_exporter_prometheus::PrometheusHandle;
use serde::Serialize;
use tokio::{net::TcpListener, task::JoinHandle};

pub use self::health::{health, Health, NetworkState};
use crate::{core::Platform, store::Store};

/// How long a scrape waits for the database before it calls it unreachable.
const STORE_TIMEOUT: Duration = Duration::from_secs(2);
/// How often the recorder's histograms are folded in when nobody scrapes (they grow until
/// then).
const UPKEEP_EVERY: Duration = Duration::from_secs(5);

/// Why the admin server could not start.
#[derive(Debug, thiserror::Error)]
pub enum AdminError {
    /// The address could not be bound (in use, not an address of this machine, a privileged
    /// port).
    #[error("cannot serve the admin endpoints on {addr} ([admin] listen): {reason}")]
    Bind {
        /// The address asked for.
        addr: SocketAddr,
        /// Why (in the message, not a separate cause: said once).
        reason: std::io::Error,
    },
    /// The metrics recorder could not be installed.
    #[error("{0}")]
    Recorder(String),
}

/// A hook run at each `/metrics` scrape, before rendering ([`Admin::on_scrape`]).
type OnScrape = Arc<dyn Fn() -> Pin<Box<dyn Future<Output = ()> + Send>> + Send + Sync>;

/// The admin server's state: what `/healthz` and `/metrics` read.
#[derive(Clone)]
pub struct Admin {
    store: Store,
    health: Arc<Health>,
    on_scrape: Option<OnScrape>,
}

impl std::fmt::Debug for Admin {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Admin")
            .field("health", &self.health)
            .field("on_scrape", &self.on_scrape.is_some())
            .finish_non_exhaustive()
    }
}

/// The database as `/healthz` shows it.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct StoreReport {
    /// Whether a trivial query was answered in time.
    pub reachable: bool,
    /// `sqlite` or `postgres`.
    pub database: &'static str,
    /// Why not, when not.
    #[serde(skip_serializing_if = "Option::is_none")]
    pub error: Option<String>,
}

/// The body of `/healthz`.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct HealthReport {
    /// The database reachable, and every network connected or standing by.
    pub healthy: bool,
    /// The database.
    pub store: StoreReport,
    /// This process's number among the processes sharing a PostgreSQL database (`null` on
    /// SQLite: one process).
    pub process: Option<i64>,
    /// The leases this process holds (`clocks`, `matrix_account`).
    pub leases: Vec<&'static str>,
    /// The chat networks this process runs, by name.
    pub networks: std::collections::BTreeMap<&'static str, NetworkState>,
}

impl Admin {
    /// The endpoints of `store`'s process, with the networks of `health`.
    pub fn new(store: Store, health: Arc<Health>) -> Self {
        Self {
            store,
            health,
            on_scrape: None,
        }
    }

    /// Runs `hook` at each `/metrics` scrape, before rendering: for gauges that are cheaper
    /// to read when asked than to keep up to date (the games in memory, the searches).
    pub fn on_scrape<F>(mut self, hook: impl Fn() -> F + Send + Sync + 'static) -> Self
    where
        F: Future<Output = ()> + Send + 'static,
    {
        self.on_scrape = Some(Arc::new(move || Box::pin(hook())));
        self
    }

    /// Binds `addr` (port 0: any free port), installs the metrics recorder and serves until
    /// the returned task is aborted or the runtime stops. Returns the address bound.
    ///
    /// # Errors
    ///
    /// When the address cannot be bound, or another metrics recorder was installed first.
    pub async fn start(self, addr: SocketAddr) -> Result<(SocketAddr, JoinHandle<()>), AdminError> {
        let listener = TcpListener::bind(addr)
            .await
            .map_err(|reason| AdminError::Bind { addr, reason })?;
        let bound = listener
            .local_addr()
            .map_err(|reason| AdminError::Bind { addr, reason })?;
        let handle = metrics::install().map_err(AdminError::Recorder)?;
        let app = self.router(handle.clone());
        let task = tokio::spawn(async move {
            let upkeep = async {
                loop {
                    tokio::time::sleep(UPKEEP_EVERY).await;
                    handle.run_upkeep();
                }
            };
            tokio::select! {
                served = axum::serve(listener, app) => {
                    if let Err(error) = served {
                        tracing::error!(%error, "the admin server stopped");
                    }
                }
                () = upkeep => {}
            }
        });
        Ok((bound, task))
    }

    /// The routes: `/healthz`, `/metrics`, and 404 for anything else.
    fn router(self, handle: PrometheusHandle) -> Router {
        Router::new()
            .route("/healthz", get(healthz))
            .route("/metrics", get(render_metrics))
            .with_state((self, handle))
    }

    /// What `/healthz` says now.
    pub async fn report(&self) -> HealthReport {
        let reached = tokio::time::timeout(STORE_TIMEOUT, self.store.ping()).await;
        let error = match reached {
            Ok(Ok(())) => None,
            Ok(Err(error)) => Some(error.to_string()),
            Err(_) => Some(format!("no answer within {STORE_TIMEOUT:?}")),
        };
        // The leases wait for a lease being asked for (a round trip), not for ever.
        let leases = tokio::time::timeout(STORE_TIMEOUT, self.store.leases())
            .await
            .unwrap_or_default();
        let networks = self.health.networks();
        let store = StoreReport {
            reachable: error.is_none(),
            database: if self.store.is_postgres() {
                "postgres"
            } else {
                "sqlite"
            },
            error,
        };
        HealthReport {
            healthy: store.reachable && self.health.networks_ok(),
            store,
            process: self.store.process(),
            leases: leases.into_iter().map(|lease| lease.name()).collect(),
            networks: networks
                .into_iter()
                .map(|(platform, state)| (platform.name(), state))
                .collect(),
        }
    }

    /// Reads the gauges taken at scrape time: the outbox, the database, the networks, and the
    /// hook's.
    async fn scrape(&self) {
        let backlog = tokio::time::timeout(STORE_TIMEOUT, self.store.outbox_backlog()).await;
        match backlog {
            Ok(Ok((pending, oldest))) => {
                let age = oldest.map_or(Duration::ZERO, age_of);
                metrics::outbox(pending, age);
                metrics::store_up(true);
            }
            Ok(Err(error)) => {
                tracing::warn!(%error, "reading the outbox for /metrics");
                metrics::store_up(false);
            }
            Err(_) => metrics::store_up(false),
        }
        for platform in [Platform::Discord, Platform::Matrix, Platform::Local] {
            if let Some(state) = self.health.networks().get(&platform) {
                metrics::network_connected(platform, state.connected);
            }
        }
        if let Some(hook) = &self.on_scrape {
            hook().await;
        }
    }
}

/// How long ago `created` (milliseconds since the Unix epoch, as the outbox stores it) was;
/// zero for a time in the future.
fn age_of(created: crate::core::Millis) -> Duration {
    let created = Duration::from_millis(u64::try_from(created).unwrap_or(0));
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap_or_default()
        .saturating_sub(created)
}

async fn healthz(State((admin, _)): State<(Admin, PrometheusHandle)>) -> impl IntoResponse {
    let report = admin.report().await;
    let status = if report.healthy {
        StatusCode::OK
    } else {
        StatusCode::SERVICE_UNAVAILABLE
    };
    (status, Json(report))
}

async fn render_metrics(
    State((admin, handle)): State<(Admin, PrometheusHandle)>,
) -> impl IntoResponse {
    admin.scrape().await;
    handle.run_upkeep();
    (
        [(
            axum::http::header::CONTENT_TYPE,
            "text/plain; version=0.0.4; charset=utf-8",
        )],
        handle.render(),
    )
}

#[cfg(test)]
mod tests {
    use tokio::io::{AsyncReadExt, AsyncWriteExt};

    use super::*;

    /// `GET path` over a plain TCP connection: the status code and the body.
    async fn get(addr: SocketAddr, path: &str) -> (u16, String) {
        let mut stream = tokio::net::TcpStream::connect(addr).await.unwrap();
        let request = format!("GET {path} HTTP/1.1\r\nHost: {addr}\r\nConnection: close\r\n\r\n");
        stream.write_all(request.as_bytes()).await.unwrap();
        let mut response = String::new();
        stream.read_to_string(&mut response).await.unwrap();
        let (head, body) = response.split_once("\r\n\r\n").unwrap();
        let status = head.split(' ').nth(1).unwrap().parse().unwrap();
        (status, body.to_owned())
    }

    /// The value of the sample line that starts with `series` (name and labels).
    fn sample(text: &str, series: &str) -> Option<f64> {
        text.lines()
            .find_map(|line| line.strip_prefix(series)?.strip_prefix(' '))
            .and_then(|value| value.trim().parse().ok())
    }

    #[tokio::test]
    async fn healthz_and_metrics_are_served_on_a_loopback_port() {
        let dir = tempfile::tempdir().unwrap();
        let file = dir.path().join("admin.db");
        let store = Store::connect(&format!("sqlite://{}", file.display()))
            .await
            .unwrap();
        let health = Arc::new(Health::default());
        health.set_network(Platform::Matrix, true);
        health.expect_shards(Platform::Discord, 0..=0);
        let admin = Admin::new(store.clone(), Arc::clone(&health))
            .on_scrape(|| async { metrics::searches(2, 3) });
        let (addr, server) = admin.start(([127, 0, 0, 1], 0).into()).await.unwrap();
        assert_ne!(addr.port(), 0);

        // Discord's shard is not connected yet: unhealthy, and the JSON says why.
        let (status, body) = get(addr, "/healthz").await;
        assert_eq!(status, 503, "{body}");
        let json: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(json["healthy"], false);
        assert_eq!(json["store"]["reachable"], true);
        assert_eq!(json["store"]["database"], "sqlite");
        assert_eq!(json["process"], serde_json::Value::Null);
        assert_eq!(
            json["leases"],
            serde_json::json!(["clocks", "matrix_account"])
        );
        assert_eq!(json["networks"]["matrix"]["connected"], true);
        assert_eq!(json["networks"]["discord"]["connected"], false);
        assert_eq!(json["networks"]["discord"]["shards"]["0"], false);

        health.set_shard(Platform::Discord, 0, true);
        let (status, body) = get(addr, "/healthz").await;
        assert_eq!(status, 200, "{body}");
        let json: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(json["healthy"], true);

        // A pending outbox row written 5 s ago, by hand (its effect is never read here).
        let pool = sqlx::SqlitePool::connect(&format!("sqlite://{}", file.display()))
            .await
            .unwrap();
        let written = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .unwrap()
            .as_millis() as i64
            - 5_000;
        sqlx::query("INSERT INTO outbox (effect, created_ms) VALUES ('{}', $1)")
            .bind(written)
            .execute(&pool)
            .await
            .unwrap();
        pool.close().await;

        metrics::answer_latency(Platform::Discord, Duration::from_millis(42));
        metrics::discord_http_error(429);
        metrics::delivery_dropped(Platform::Matrix, "refused");
        let (status, text) = get(addr, "/metrics").await;
        assert_eq!(status, 200, "{text}");
        assert!(
            text.contains("# TYPE hextable_answer_seconds histogram"),
            "{text}"
        );
        assert!(
            sample(
                &text,
                "hextable_answer_seconds_bucket{network=\"discord\",le=\"0.05\"}"
            )
            .is_some_and(|n| n >= 1.0),
            "{text}"
        );
        let errors = "hextable_discord_http_errors_total{status=\"429\"}";
        assert!(sample(&text, errors).is_some_and(|n| n >= 1.0), "{text}");
        let dropped = "hextable_deliveries_dropped_total{network=\"matrix\",reason=\"refused\"}";
        assert!(sample(&text, dropped).is_some_and(|n| n >= 1.0), "{text}");
        assert_eq!(
            sample(&text, "hextable_outbox_pending"),
            Some(1.0),
            "{text}"
        );
        let age = sample(&text, "hextable_outbox_oldest_seconds").unwrap();
        assert!((5.0..60.0).contains(&age), "{text}");
        assert_eq!(sample(&text, "hextable_store_up"), Some(1.0), "{text}");
        let queued = "hextable_searches{state=\"queued\"}";
        assert_eq!(sample(&text, queued), Some(3.0), "{text}");
        let connected = "hextable_network_connected{network=\"discord\"}";
        assert_eq!(sample(&text, connected), Some(1.0), "{text}");

        assert_eq!(get(addr, "/nope").await.0, 404);
        assert_eq!(get(addr, "/healthz/").await.0, 404);

        // The address is taken: a clear error naming the setting.
        let again = Admin::new(store.clone(), Arc::clone(&health));
        let error = again.start(addr).await.unwrap_err();
        assert!(matches!(error, AdminError::Bind { .. }), "{error:?}");
        assert!(error.to_string().contains("[admin] listen"), "{error}");

        // The database gone: unhealthy, with the reason.
        store.close().await;
        let (status, body) = get(addr, "/healthz").await;
        assert_eq!(status, 503, "{body}");
        let json: serde_json::Value = serde_json::from_str(&body).unwrap();
        assert_eq!(json["store"]["reachable"], false);
        assert!(json["store"]["error"].is_string(), "{body}");
        server.abort();
    }
}
