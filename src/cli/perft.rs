//! `hextable perft`: counts the leaf positions of the legal-move tree, depth by depth, with
//! the move-generator check of the game's family (the registration: `Family::perft`).

use std::process::ExitCode;

use anyhow::{anyhow, bail, Result};
use clap::Args;
use hextable::rules::{Family, MoveCounter, PerftRun};

/// Options of `hextable perft`.
#[derive(Args, Debug)]
pub struct PerftArgs {
    /// The game whose move generator to count: a family that has a check, by its name.
    #[arg(long, default_value_t = default_game())]
    pub game: String,
    /// The deepest depth to count; every depth from 1 up to it is printed.
    #[arg(long, default_value_t = 4)]
    pub depth: u32,
    /// Start from this position instead (in the family's setup notation, e.g.
    /// `W:Wa1,Kb2:Bf6`, side to move first).
    #[arg(long)]
    pub position: Option<String>,
    /// Use the slow reference generator instead of the fast one.
    #[arg(long)]
    pub reference: bool,
    /// Also print each first move with its count at the deepest depth.
    #[arg(long)]
    pub divide: bool,
}

/// The families that have a move-generator check, in the registration's order.
fn counted() -> impl Iterator<Item = (Family, &'static dyn MoveCounter)> {
    Family::ALL
        .into_iter()
        .filter_map(|family| Some((family, family.perft()?)))
}

/// The first family with a check, by its name.
fn default_game() -> String {
    counted()
        .next()
        .map_or_else(String::new, |(family, _)| family.name().to_owned())
}

/// Prints `depth N: COUNT` for each depth from 1 to `--depth`.
pub fn run(args: &PerftArgs) -> Result<ExitCode> {
    let Some((_, counter)) =
        counted().find(|(family, _)| args.game.eq_ignore_ascii_case(family.name()))
    else {
        let known: Vec<String> = counted()
            .map(|(family, _)| format!("--game {}", family.name()))
            .collect();
        bail!("perft knows only {}, not “{}”", known.join(", "), args.game);
    };
    let run = PerftRun {
        depth: args.depth,
        position: args.position.as_deref(),
        reference: args.reference,
        divide: args.divide,
    };
    counter
        .report(&run, &mut |line| println!("{line}"), &mut |secs| {
            eprintln!("  ({secs:.3} s)")
        })
        .map_err(|error| anyhow!(error))?;
    Ok(ExitCode::SUCCESS)
}

/// Leaf nodes per second of a perft to `depth` from the start of each family that has a
/// check, repeated for `budget`, or exactly `runs` times when given (the
/// `NAME perft-5 nodes/s` figures of `hextable bench rules`).
pub fn nodes_per_second(
    depth: u32,
    budget: std::time::Duration,
    runs: Option<u64>,
) -> Vec<(Family, f64)> {
    counted()
        .map(|(family, counter)| (family, counter.nodes_per_second(depth, budget, runs)))
        .collect()
}
