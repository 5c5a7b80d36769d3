//! `hextable serve`: run the bot on the chat networks configured in `config.toml` (Matrix in
//! this build), until interrupted.

use std::{path::PathBuf, sync::Arc, time::Duration};

use anyhow::{bail, Context, Result};
use clap::Args;
use hextable::{config::Config, store::Service};

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
        .with_env_filter(
            tracing_subscriber::EnvFilter::try_from_default_env()
                .unwrap_or_else(|_| tracing_subscriber::EnvFilter::new("info")),
        )
        .init();
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the runtime")?;
    runtime.block_on(run_async(args))?;
    Ok(std::process::ExitCode::SUCCESS)
}

async fn run_async(args: &ServeArgs) -> Result<()> {
    let config = Config::load(Some(&args.config))?;
    tracing::info!(?config, "configuration");
    let service = Service::open(&config.database_url, config.core())
        .await
        .context("opening the database")?;
    let service = Arc::new(service);
    let tick = Duration::from_secs(config.tick_secs.max(1));
    if config.matrix.homeserver.is_empty() {
        bail!(
            "no chat network configured: set [matrix] homeserver in {}",
            args.config.display()
        );
    }
    serve_matrix(&config, service, tick).await
}

#[cfg(feature = "matrix")]
async fn serve_matrix(config: &Config, service: Arc<Service>, tick: Duration) -> Result<()> {
    use hextable::adapters::matrix::MatrixBot;
    let mut bot = MatrixBot::start(&config.matrix, service, tick)
        .await
        .context("starting the Matrix bot")?;
    // Runs until the process is interrupted: everything is written before it is sent, so an
    // interruption loses nothing (undelivered effects are sent on the next start).
    let result = bot.wait().await;
    bot.stop().await;
    result.context("Matrix sync stopped")
}

#[cfg(not(feature = "matrix"))]
async fn serve_matrix(_: &Config, _: Arc<Service>, _: Duration) -> Result<()> {
    bail!("this build has no Matrix support (cargo feature `matrix`)")
}
