//! `hextable ai`: replays a move list and prints the move the computer would play as the
//! player to move. In Dark Hex the AI is given only that player's view of the record.

use std::{process::ExitCode, time::Duration};

use anyhow::{bail, Context, Result};
use clap::Args;
use hextable::{
    ai::{self, Budget, Level},
    rules::{parse_move_list, BoardSize, GameSettings, HexGame, Variant},
};

/// Options of `hextable ai`.
#[derive(Args, Debug)]
pub struct AiArgs {
    /// darkhex, darkhex-abrupt, hex or rex.
    #[arg(long)]
    pub game: Variant,
    /// Number of rows (2 to 26).
    #[arg(long, default_value_t = 11)]
    pub rows: u32,
    /// Number of columns (2 to 26).
    #[arg(long, default_value_t = 11)]
    pub cols: u32,
    /// Play Hex or Rex without the swap rule.
    #[arg(long)]
    pub no_swap: bool,
    /// Space-separated moves for whoever is to move, e.g. "a1 b2 swap c3".
    #[arg(long, default_value = "")]
    pub moves: String,
    /// beginner, easy, medium or hard.
    #[arg(long, default_value = "hard")]
    pub level: Level,
    /// Seed of the AI's random choices.
    #[arg(long, default_value_t = 0)]
    pub seed: u64,
    /// Search for this many milliseconds instead of the level's budget.
    #[arg(long)]
    pub time_ms: Option<u64>,
    /// Search for this many iterations instead of the level's budget (reproducible).
    #[arg(long)]
    pub iterations: Option<u64>,
    /// Also print the search's statistics on standard error.
    #[arg(long)]
    pub verbose: bool,
}

/// Runs the subcommand: prints the move, or fails if the record is illegal or the game is over.
pub fn run(args: &AiArgs) -> Result<ExitCode> {
    let size = BoardSize::new(args.rows, args.cols)?;
    let settings = GameSettings::new(args.game, size).with_swap(!args.no_swap);
    let moves = parse_move_list(&args.moves).context("cannot read the move list")?;
    let game = HexGame::from_moves(settings, &moves)?;
    let Some(player) = game.to_move() else {
        bail!("the game is over");
    };
    let view = game.player_view(player);
    let seed = args.seed;
    let budget = match (args.time_ms, args.iterations) {
        (None, None) if args.level == Level::Beginner => {
            let Some(mv) = ai::random_move(&view, seed) else {
                bail!("no move available");
            };
            println!("{mv}");
            return Ok(ExitCode::SUCCESS);
        }
        (None, None) => args.level.budget(&settings),
        (time, iterations) => Budget {
            time: time.map_or(Duration::from_secs(3_600), Duration::from_millis),
            max_iterations: iterations,
        },
    };
    let Some(report) = ai::analyse(&view, budget, seed) else {
        bail!("no move available");
    };
    if args.verbose {
        eprintln!(
            "{} iterations in {:.3} s, estimated win rate {:.2}",
            report.iterations,
            report.elapsed.as_secs_f64(),
            report.win_rate
        );
    }
    println!("{}", report.mv);
    Ok(ExitCode::SUCCESS)
}
