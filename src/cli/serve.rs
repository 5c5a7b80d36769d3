//! `hextable serve`: run the bot on the chat networks configured in `config.toml` (Matrix
//! and/or Discord), until interrupted or a network stops for good.

use std::{path::PathBuf, sync::Arc, time::Duration};

use anyhow::{bail, Context, Result};
use clap::Args;
use hextable::{
    config::Config,
    runtime::{Pump, Service},
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
    let service = Service::open(&config.database_url, config.core())
        .await
        .context("opening the database")?;
    let tick = Duration::from_secs(config.tick_secs.max(1));
    // Both networks share one service (one store, one outbox) and one pump, with one clock;
    // each adapter attaches the sink for its own network's effects. The first one to stop
    // for good ends the process.
    let pump = Arc::new(Pump::new(Arc::new(service)));
    pump.start(tick);
    let matrix = async {
        if matrix_wanted {
            serve_matrix(&config, pump.clone()).await
        } else {
            std::future::pending().await
        }
    };
    let discord = async {
        if discord_wanted {
            serve_discord(&config, pump.clone(), tick).await
        } else {
            std::future::pending().await
        }
    };
    tokio::select! {
        result = matrix => result,
        result = discord => result,
    }
}

#[cfg(feature = "matrix")]
async fn serve_matrix(config: &Config, pump: Arc<Pump>) -> Result<()> {
    use hextable::adapters::matrix::MatrixBot;
    let mut bot = MatrixBot::start_on(&config.matrix, pump)
        .await
        .context("starting the Matrix bot")?;
    // Runs until the process is interrupted: everything is written before it is sent, so an
    // interruption loses nothing (undelivered effects are sent on the next start).
    let result = bot.wait().await;
    bot.stop().await;
    result.context("Matrix sync stopped")
}

#[cfg(not(feature = "matrix"))]
async fn serve_matrix(_: &Config, _: Arc<Pump>) -> Result<()> {
    bail!("this build has no Matrix support (cargo feature `matrix`)")
}

#[cfg(feature = "discord")]
async fn serve_discord(config: &Config, pump: Arc<Pump>, tick: Duration) -> Result<()> {
    use hextable::adapters::discord::{client_on, connect::ApiTarget, Settings};
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
    };
    let mut bot = client_on(pump, &settings).await?;
    let shards = config.discord.shard_plan()?;
    hextable::adapters::discord::start(&mut bot, shards)
        .await
        .context("the Discord connection failed")
}

#[cfg(not(feature = "discord"))]
async fn serve_discord(_: &Config, _: Arc<Pump>, _: Duration) -> Result<()> {
    bail!("this build has no Discord support (cargo feature `discord`)")
}
