//! `hextable perft`: counts the leaf positions of the legal-move tree, depth by depth.

use std::{process::ExitCode, time::Instant};

use anyhow::{bail, Context, Result};
use clap::Args;
use hextable::rules::hexdame::{perft, reference::RefBoard, Position, Setup};

/// Options of `hextable perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game whose move generator to count (only `hexdame` so far).
    #[arg(long, default_value = "hexdame")]
    pub game: String,
    /// The deepest depth to count; every depth from 1 up to it is printed.
    #[arg(long, default_value_t = 4)]
    pub depth: u32,
    /// Start from this position instead (`W:Wa1,Kb2:Bf6`, side to move first).
    #[arg(long)]
    pub position: Option<String>,
    /// Use the slow reference generator instead of the fast one.
    #[arg(long)]
    pub reference: bool,
    /// Also print each first move with its count at the deepest depth.
    #[arg(long)]
    pub divide: bool,
}

/// Prints `depth N: COUNT` for each depth from 1 to `--depth`.
pub fn run(args: &PerftArgs) -> Result<ExitCode> {
    if !args.game.eq_ignore_ascii_case("hexdame") {
        bail!("perft knows only --game hexdame, not “{}”", args.game);
    }
    let pos = match &args.position {
        Some(text) => {
            let setup: Setup = text.parse().context("reading --position")?;
            Position::from_setup(&setup).context("checking --position")?
        }
        None => Position::start(),
    };
    for depth in 1..=args.depth {
        let started = Instant::now();
        let count = if args.reference {
            RefBoard::from_position(&pos).perft(depth)
        } else {
            perft::perft(&pos, depth)
        };
        let secs = started.elapsed().as_secs_f64();
        println!("depth {depth}: {count}");
        eprintln!("  ({secs:.3} s)");
    }
    if args.divide && args.depth > 0 {
        for (m, n) in perft::divide(&pos, args.depth) {
            println!("{m}: {n}");
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// Leaf nodes per second of a perft to `depth` from the start, repeated for `budget`, or
/// exactly `runs` times when given (the `hexdame perft-5 nodes/s` figure of
/// `hextable bench rules`).
pub fn nodes_per_second(depth: u32, budget: std::time::Duration, runs: Option<u64>) -> f64 {
    let start = Position::start();
    let began = Instant::now();
    let mut nodes = 0u64;
    let mut done = 0u64;
    while match runs {
        Some(n) => done < n.max(1),
        None => done == 0 || began.elapsed() < budget,
    } {
        nodes += perft::perft(&start, depth);
        done += 1;
    }
    nodes as f64 / began.elapsed().as_secs_f64()
}
