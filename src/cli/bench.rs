//! `hextable bench`: speed measurements printed as `name unit: value` lines.

use std::{
    process::ExitCode,
    time::{Duration, Instant},
};

use anyhow::Result;
use clap::{Args, ValueEnum};
use hextable::rules::{BoardSize, Cell, DarkVersion, GameSettings, HexGame, Move, Variant};

/// What to measure.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Suite {
    /// Random games of Dark Hex and Hex on 11×11.
    Rules,
}

/// Options of `hextable bench`.
#[derive(Args, Debug)]
pub struct BenchArgs {
    /// Which benchmark to run.
    pub suite: Suite,
    /// How long to measure each figure, in seconds.
    #[arg(long, default_value_t = 3.0)]
    pub seconds: f64,
}

/// Runs the chosen benchmark.
pub fn run(args: &BenchArgs) -> Result<ExitCode> {
    let budget = Duration::from_secs_f64(args.seconds.max(0.05));
    match args.suite {
        Suite::Rules => {
            let size = BoardSize::square(11)?;
            let dark = GameSettings::new(Variant::DarkHex(DarkVersion::Classic), size);
            println!(
                "darkhex-11x11 games/s: {:.0}",
                games_per_second(dark, budget)
            );
            let hex = GameSettings::new(Variant::Hex, size).with_swap(false);
            println!("hex-11x11 games/s: {:.0}", games_per_second(hex, budget));
        }
    }
    Ok(ExitCode::SUCCESS)
}

/// A small, fast pseudo-random generator (xorshift64*): the benchmark must measure the rules,
/// not the random number generator.
struct Rng(u64);

impl Rng {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 >> 12;
        self.0 ^= self.0 << 25;
        self.0 ^= self.0 >> 27;
        let x = self.0.wrapping_mul(0x2545_F491_4F6C_DD1D);
        (((x >> 32) * n as u64) >> 32) as usize
    }
}

/// Plays uniformly random legal games (each player picks among the cells it does not know to
/// be occupied) for `budget` and returns the rate.
fn games_per_second(settings: GameSettings, budget: Duration) -> f64 {
    let size = settings.size;
    let all: Vec<Cell> = size.cells().collect();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    // Each player's candidate cells; a tried cell is removed by swapping with the last one.
    let mut candidates = [all.clone(), all.clone()];
    let start = Instant::now();
    let mut games = 0u64;
    let mut plies = 0u64;
    while start.elapsed() < budget {
        for _ in 0..64 {
            let mut game = HexGame::new(settings);
            candidates[0].clone_from(&all);
            candidates[1].clone_from(&all);
            let open = !settings.variant.is_dark();
            while let Some(player) = game.to_move() {
                let mine = &mut candidates[player.index()];
                let pick = rng.below(mine.len());
                let cell = mine.swap_remove(pick);
                if game.play(player, Move::Place(cell)).is_err() {
                    // Open games: the opponent took it since; it is not a candidate any more.
                    continue;
                }
                if open {
                    let theirs = &mut candidates[player.opponent().index()];
                    if let Some(at) = theirs.iter().position(|&c| c == cell) {
                        theirs.swap_remove(at);
                    }
                }
                plies += 1;
            }
            games += 1;
        }
    }
    let _ = plies;
    games as f64 / start.elapsed().as_secs_f64()
}
