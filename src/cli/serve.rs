//! `hextable serve`: run the bot on the chat networks configured in `config.toml` (Matrix
//! and/or Discord), until interrupted or every network has stopped for good: one network
//! stopping (Discord refusing the token, say) is logged and leaves the other running.

use std::{future::Future, path::PathBuf, sync::Arc, time::Duration};

use anyhow::{bail, Context, Result};
use clap::Args;
use hextable::{
    admin::{health, Admin},
    config::Config,
    core::Platform,
    runtime::{Pump, Service},
    web::Web,
};

/// Options of `hextable serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Configuration file.
    #[arg(long, default_value = "config.toml")]
    pub config: PathBuf,
}

/// Runs the bot until interrupted or a fatal error.
pub fn run(args: &ServeArgs) -> Result<std::process::ExitCode> {
    tracing_subscriber::fmt()
        .with_env_filter(log_filter())
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the runtime")?;
    runtime.block_on(run_async(args))?;
    Ok(std::process::ExitCode::SUCCESS)
}

/// `RUST_LOG`, else `info`; and unless `RUST_LOG` names it, matrix-sdk's key backup only
/// for errors: the bot keeps no server-side key backup on purpose (its room keys live in its
/// own store, and a backup key would live in the same store), and without one matrix-sdk warns
/// after every sync that it has no backup key.
fn log_filter() -> tracing_subscriber::EnvFilter {
    const QUIET_BACKUPS: &str = "matrix_sdk_crypto::backups=error";
    let asked = std::env::var("RUST_LOG").unwrap_or_default();
    let filter = tracing_subscriber::EnvFilter::try_from_default_env()
        .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info"));
    match QUIET_BACKUPS.parse() {
        Ok(directive) if !asked.contains("matrix_sdk_crypto") => filter.add_directive(directive),
        _ => filter,
    }
}

async fn run_async(args: &ServeArgs) -> Result<()> {
    let config = Config::load(Some(&args.config))?;
    tracing::info!(?config, "configuration");
    let matrix_wanted = !config.matrix.homeserver.is_empty();
    let discord_wanted = config.discord.token.is_some();
    if !matrix_wanted && !discord_wanted {
        bail!(
            "no chat network configured: set [matrix] homeserver or [discord] token \
             (HEXTABLE_DISCORD_TOKEN) in {}",
            args.config.display()
        );
    }
    // Refused before anything starts: a setting the bot cannot honour is not a network error.
    let shared = config.database_url.starts_with("postgres");
    let shards = config.discord.shard_plan(shared)?;
    let service = Service::open(&config.database_url, config.core())
        .await
        .context("opening the database")?;
    // Expected from the start, so that `/healthz` says 503 until they are connected.
    if discord_wanted {
        let (first, last) = shards.map_or((0, 0), |(first, last, _)| (first, last));
        health().expect_shards(Platform::Discord, first..=last);
    }
    if matrix_wanted {
        health().set_network(Platform::Matrix, false);
    }
    if let Some(listen) = config.admin.listen {
        // Bound before any network starts: a taken port is a startup error, not a log line.
        let admin = Admin::new(service.store().clone(), Arc::clone(health()));
        let (bound, _server) = admin.start(listen).await?;
        tracing::info!(%bound, "serving /healthz and /metrics");
    }
    let tick = Duration::from_secs(config.tick_secs.max(1));
    // Both networks share one service (one store, one outbox) and one pump, with one clock;
    // each adapter attaches the sink for its own network's effects.
    let pump = Arc::new(Pump::new(Arc::new(service)));
    pump.start(tick);
    if let Some(listen) = config.web.listen {
        // Bound before any network starts, like the admin endpoints.
        let web = Web::new(Arc::clone(pump.service()));
        let (bound, _server) = web.start(listen).await?;
        tracing::info!(%bound, "serving the web pages");
    }
    let matrix = matrix_wanted.then(|| serve_matrix(&config, pump.clone()));
    let discord = discord_wanted.then(|| serve_discord(&config, pump.clone(), tick, shards));
    supervise(matrix, discord).await
}

/// Runs the configured networks side by side until every one has stopped: one that stops is
/// logged and leaves the others running. The first network's error, if any, is the result.
async fn supervise(
    matrix: Option<impl Future<Output = Result<()>>>,
    discord: Option<impl Future<Output = Result<()>>>,
) -> Result<()> {
    async fn watched(
        platform: Platform,
        name: &str,
        network: Option<impl Future<Output = Result<()>>>,
    ) -> Result<()> {
        let Some(network) = network else {
            return Ok(());
        };
        let result = network.await;
        // Stopped for good: down, as `/healthz` says, for as long as the others run.
        health().set_network(platform, false);
        match &result {
            Ok(()) => tracing::info!(network = name, "stopped"),
            Err(error) => tracing::error!(network = name, "stopped: {error:#}"),
        }
        result
    }
    let (matrix, discord) = tokio::join!(
        watched(Platform::Matrix, "Matrix", matrix),
        watched(Platform::Discord, "Discord", discord)
    );
    matrix.and(discord)
}

#[cfg(feature = "matrix")]
use hextable::store::Lease;

/// How often a standby asks for a lease (the Matrix account) whose holder may have died.
#[cfg(feature = "matrix")]
const STANDBY_POLL: Duration = Duration::from_secs(2);

/// Waits until this process holds `lease` (at once on SQLite, or for the first process on
/// PostgreSQL; a standby waits until the holder dies).
#[cfg(feature = "matrix")]
async fn take_lease(pump: &Pump, lease: Lease) {
    let mut said = false;
    loop {
        match pump.service().store().hold(lease).await {
            Ok(true) => return,
            Ok(false) if !said => {
                tracing::info!(?lease, "standing by: another process holds it");
                said = true;
            }
            Ok(false) => {}
            Err(error) => tracing::warn!(%error, ?lease, "cannot ask for the lease"),
        }
        tokio::time::sleep(STANDBY_POLL).await;
    }
}

/// Resolves when this process no longer holds `lease` (its connection to PostgreSQL was
/// lost, and with it the lock).
#[cfg(feature = "matrix")]
async fn lease_lost(pump: &Pump, lease: Lease) {
    loop {
        tokio::time::sleep(STANDBY_POLL).await;
        if let Ok(false) = pump.service().store().hold(lease).await {
            return;
        }
    }
}

#[cfg(feature = "matrix")]
async fn serve_matrix(config: &Config, pump: Arc<Pump>) -> Result<()> {
    use hextable::adapters::matrix::MatrixBot;
    // One process at a time uses the Matrix account (its sync and its end-to-end keys):
    // others stand by and take over when it dies.
    loop {
        // Until the lease is this process's, another one runs Matrix (`/healthz`: standby).
        health().set_standby(Platform::Matrix);
        take_lease(&pump, Lease::MatrixAccount).await;
        health().set_network(Platform::Matrix, false);
        let mut bot = MatrixBot::start_on(&config.matrix, pump.clone())
            .await
            .context("starting the Matrix bot")?;
        // Runs until the process is interrupted: everything is written before it is sent, so
        // an interruption loses nothing (undelivered effects are sent on the next start).
        let ended = tokio::select! {
            result = bot.wait() => Some(result),
            () = lease_lost(&pump, Lease::MatrixAccount) => None,
        };
        bot.stop().await;
        match ended {
            Some(result) => return result.context("Matrix sync stopped"),
            None => {
                tracing::warn!("lost the Matrix account's lease; stopped Matrix and standing by")
            }
        }
    }
}

#[cfg(not(feature = "matrix"))]
async fn serve_matrix(_: &Config, _: Arc<Pump>) -> Result<()> {
    bail!("this build has no Matrix support (cargo feature `matrix`)")
}

#[cfg(feature = "discord")]
async fn serve_discord(
    config: &Config,
    pump: Arc<Pump>,
    tick: Duration,
    shards: Option<(u32, u32, u32)>,
) -> Result<()> {
    use hextable::adapters::discord::{connect::ApiTarget, run, Settings};
    let Some(token) = config.discord.token.clone() else {
        bail!("no Discord token: set discord.token or HEXTABLE_DISCORD_TOKEN");
    };
    let settings = Settings {
        token,
        target: match &config.discord.api_base {
            Some(base) => ApiTarget::Proxy(base.clone()),
            None => ApiTarget::Discord,
        },
        guild_id: config.discord.guild_id,
        tick,
        message_content: config.discord.wants_message_content(),
    };
    run(pump, &settings, shards, |_| {})
        .await
        .context("the Discord connection failed")
}

#[cfg(not(feature = "discord"))]
async fn serve_discord(
    _: &Config,
    _: Arc<Pump>,
    _: Duration,
    _: Option<(u32, u32, u32)>,
) -> Result<()> {
    bail!("this build has no Discord support (cargo feature `discord`)")
}

#[cfg(test)]
mod tests {
    use super::*;

    #[tokio::test]
    async fn a_network_that_stops_leaves_the_other_running() {
        let (stop_matrix, stopped) = tokio::sync::oneshot::channel::<()>();
        let matrix = async move {
            let _ = stopped.await;
            Ok(())
        };
        let discord = async { bail!("Discord closed the gateway with 4014") };
        let supervisor = tokio::spawn(supervise(Some(matrix), Some(discord)));
        tokio::time::sleep(Duration::from_millis(200)).await;
        assert!(
            !supervisor.is_finished(),
            "Matrix still runs after Discord stopped"
        );
        stop_matrix.send(()).unwrap();
        let result = supervisor.await.unwrap();
        assert!(result.unwrap_err().to_string().contains("4014"));
    }

    #[tokio::test]
    async fn one_network_alone_is_supervised_too() {
        let none: Option<std::future::Ready<Result<()>>> = None;
        supervise(none, Some(async { Ok(()) })).await.unwrap();
    }
}
