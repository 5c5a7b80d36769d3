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
    /// Play exactly this many games per figure instead of timing (for instruction counts
    /// under `valgrind --tool=callgrind`, which are repeatable on a busy machine).
    #[arg(long)]
    pub games: Option<u64>,
}

/// Runs the chosen benchmark.
pub fn run(args: &BenchArgs) -> Result<ExitCode> {
    let budget = Budget {
        time: Duration::from_secs_f64(args.seconds.max(0.05)),
        games: args.games,
    };
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

/// How long to measure one figure: a time, or an exact number of games.
#[derive(Clone, Copy)]
struct Budget {
    time: Duration,
    games: Option<u64>,
}

impl Budget {
    fn spent(self, start: Instant, games: u64) -> bool {
        match self.games {
            Some(n) => games >= n,
            None => start.elapsed() >= self.time,
        }
    }
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
fn games_per_second(settings: GameSettings, budget: Budget) -> f64 {
    let all: Vec<Cell> = settings.size.cells().collect();
    let mut rng = Rng(0x9E37_79B9_7F4A_7C15);
    // In Dark Hex each player has their own candidate cells (those they do not know to be
    // occupied); in open games both share one list of empty cells. A tried cell is removed by
    // swapping it with the last one, so picking is O(1).
    let shared = !settings.variant.is_dark();
    let mut candidates = [all.clone(), all.clone()];
    let mut game = HexGame::new(settings);
    let start = Instant::now();
    let mut games = 0u64;
    while !budget.spent(start, games) {
        for _ in 0..budget.games.unwrap_or(64).min(64) {
            game.reset();
            candidates[0].clone_from(&all);
            candidates[1].clone_from(&all);
            while let Some(player) = game.to_move() {
                let mine = &mut candidates[if shared { 0 } else { player.index() }];
                let cell = mine.swap_remove(rng.below(mine.len()));
                // Every candidate is legal, so a refusal would be a bug in the rules.
                if game.play(player, Move::Place(cell)).is_err() {
                    return f64::NAN;
                }
            }
            games += 1;
        }
    }
    games as f64 / start.elapsed().as_secs_f64()
}
