//! `hextable serve`: runs the Discord bot from the configuration.

use std::{path::PathBuf, sync::Arc, time::Duration};

use anyhow::{bail, Context, Result};
use clap::Args;
use hextable::{
    adapters::discord::{client, connect::ApiTarget, Settings},
    config::Config,
    store::Service,
};

/// Options of `hextable serve`.
#[derive(Args, Debug)]
pub struct ServeArgs {
    /// Configuration file.
    #[arg(long, default_value = "config.toml")]
    pub config: PathBuf,
}

/// Runs the Discord bot until it stops.
pub fn run(args: &ServeArgs) -> Result<std::process::ExitCode> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .enable_all()
        .build()
        .context("starting the runtime")?;
    runtime.block_on(run_async(args))?;
    Ok(std::process::ExitCode::SUCCESS)
}

async fn run_async(args: &ServeArgs) -> Result<()> {
    let config = Config::load(Some(&args.config))?;
    let Some(token) = config.discord.token.clone() else {
        bail!("no Discord token: set discord.token or HEXTABLE_DISCORD_TOKEN");
    };
    let service = Service::open(&config.database_url, config.core())
        .await
        .context("opening the database")?;
    let settings = Settings {
        token,
        target: match &config.discord.api_base {
            Some(base) => ApiTarget::Proxy(base.clone()),
            None => ApiTarget::Discord,
        },
        guild_id: config.discord.guild_id,
        tick: Duration::from_secs(config.tick_secs.max(1)),
    };
    let mut bot = client(Arc::new(service), &settings).await?;
    bot.start().await.context("the Discord connection failed")?;
    Ok(())
}
