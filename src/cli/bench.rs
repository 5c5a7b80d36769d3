//! `hextable bench`: speed measurements printed as `name unit: value` lines.

use std::{
    process::ExitCode,
    time::{Duration, Instant},
};

use anyhow::Result;
use clap::{Args, ValueEnum};
use hextable::{
    render::{hexdame_png, player_view_png, RenderOptions},
    rules::{hexdame, BoardSize, Cell, DarkVersion, GameSettings, HexGame, Move, Player, Variant},
};

/// What to measure.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Suite {
    /// Random games of Dark Hex and Hex on 11×11.
    Rules,
    /// Drawing and encoding a private-view PNG on 11×11 and 19×19 (median milliseconds), the
    /// size of the 19×19 PNG, and a Hexdame board after a multi-capture.
    Render,
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
            println!(
                "hexdame perft-5 nodes/s: {:.0}",
                super::perft::nodes_per_second(5, budget.time, budget.games)
            );
        }
        Suite::Render => {
            for n in [11, 19] {
                let (ms, bytes) = render_figures(n, budget.time / 2)?;
                println!("render-{n}x{n} ms: {ms:.3}");
                if n == 19 {
                    println!("png-19x19 bytes: {bytes}");
                }
            }
            println!("render-hexdame ms: {:.3}", hexdame_figure(budget.time / 2)?);
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

/// Median time to draw and encode a private view of a Dark Hex game in mid-play on an n×n
/// board (the empty board is cached after the first picture, as in the bot), and the PNG's
/// size. Each measured picture is of a different position, so nothing but the board is
/// reused.
fn render_figures(n: u32, budget: Duration) -> Result<(f64, usize)> {
    let size = BoardSize::square(n)?;
    let settings = GameSettings::new(Variant::DarkHex(DarkVersion::Classic), size);
    let mut rng = Rng(0x2545_F491_4F6C_DD1D ^ u64::from(n));
    let cells: Vec<Cell> = size.cells().collect();
    // Positions: a game played at random up to a third of the board, a view after each move.
    let mut views = Vec::new();
    let mut game = HexGame::new(settings);
    while game.ply() < size.cell_count() / 3 {
        let Some(player) = game.to_move() else { break };
        let candidates: Vec<Cell> = cells
            .iter()
            .copied()
            .filter(|&c| game.may_try(player, c))
            .collect();
        let cell = candidates[rng.below(candidates.len())];
        game.play(player, Move::Place(cell))?;
        views.push(game.player_view(Player::Red));
    }
    let options = RenderOptions {
        title: format!("Dark Hex #{n}"),
        red_name: "alice".into(),
        blue_name: "bob".into(),
        clock: Some("4:32".into()),
        ..RenderOptions::default()
    };
    // Warm the caches (board, glyphs).
    let mut bytes = player_view_png(&views[views.len() - 1], &options)?.len();
    let mut times = Vec::new();
    let start = Instant::now();
    while start.elapsed() < budget || times.len() < 5 {
        let view = &views[times.len() % views.len()];
        let t = Instant::now();
        let png = player_view_png(view, &options)?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        if std::ptr::eq(view, &views[views.len() - 1]) {
            bytes = png.len();
        }
    }
    times.sort_by(f64::total_cmp);
    Ok((times[times.len() / 2], bytes))
}

/// Median time to draw and encode the Hexdame board after each move of a game with captures
/// (the empty board is cached after the first picture).
fn hexdame_figure(budget: Duration) -> Result<f64> {
    let record = "d2-e2 h6-h5 d3-e3 f8-e8 d4-d5 i6-h6 d1-e1 f6-f5 c4-d4 f7-e6 d5xf7 g7xe7 \
                  c2-d3 g8-f7 c3-c4 e7-d7 b3-c3 h8-g7 a3-b3 f5-e5 d4xf6xf8xd8xd6";
    let full = hexdame::Game::replay(record)?;
    let mut games = Vec::new();
    let mut game = hexdame::Game::new();
    for m in full.moves() {
        game.play(game.position().turn(), m)?;
        games.push(game.clone());
    }
    let options = RenderOptions {
        title: "Hexdame #1".into(),
        red_name: "alice".into(),
        blue_name: "bob".into(),
        ..RenderOptions::default()
    };
    hexdame_png(&game, &options)?;
    let mut times = Vec::new();
    let start = Instant::now();
    while start.elapsed() < budget || times.len() < 5 {
        let game = &games[times.len() % games.len()];
        let t = Instant::now();
        hexdame_png(game, &options)?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    Ok(times[times.len() / 2])
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
