//! `hextable bench`: speed measurements printed as `name unit: value` lines.

use std::{
    process::ExitCode,
    time::{Duration, Instant},
};

use anyhow::Result;
use clap::{Args, ValueEnum};
use hextable::{
    render::{
        family_name, knowledge_frame_count, knowledge_gif, knowledge_picture_size,
        open_bench_boards, open_png, player_view_png, RenderOptions, Series,
    },
    rules::{BoardSize, Cell, DarkVersion, Family, GameSettings, HexGame, Move, Player, Variant},
};

use super::rng::Rng;

/// What to measure.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Suite {
    /// Random games of Dark Hex and Hex on 11×11.
    Rules,
    /// Random Dark Hex games through the bot core and the SQLite store (or PostgreSQL with
    /// `--url`, in one and in `--processes` processes).
    Core,
    /// Profiles and server leaderboards on a store filled with players and finished games
    /// (`--players`, `--finished-games`; SQLite in a temporary directory, or `--url`).
    Ratings,
    /// Pairing a Swiss round of 256 and of 1,000 players after five rounds of random results (median and
    /// worst milliseconds over `--games` repetitions, 50 by default).
    Pairing,
    /// Drawing and encoding a private-view PNG on 11×11 and 19×19 (median milliseconds), alone
    /// and as the next picture of a player's series, the size of the 19×19 PNG, each other
    /// family's board through a sample game (a multi-capture at the end), and the knowledge replay (GIF) of a whole Dark Hex game on
    /// 7×7 and 19×19: its moves, frames, frame size, time and bytes.
    Render,
    /// A finished 19×19 Dark Hex game of 300 moves: its web page's bytes, and the p50 and p99
    /// of answering it over loopback HTTP, at the end and stepping through the replay; then
    /// the page of a 64-player Swiss tournament in its last round, likewise.
    Web,
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
    /// under `valgrind --tool=callgrind`, which are repeatable on a busy machine); `bench
    /// render`: draw this many pictures per figure.
    #[arg(long)]
    pub games: Option<u64>,
    /// `bench core`: how many games are open at once.
    #[arg(long, default_value_t = 10_000)]
    pub open_games: u64,
    /// `bench core`: how many games are played concurrently (each waits for its answer).
    #[arg(long, default_value_t = 8)]
    pub concurrency: u64,
    /// `bench core`: skip drawing the images (measures the core and the store alone).
    #[arg(long)]
    pub no_render: bool,
    /// `bench ratings`: the database to fill (default: SQLite in a temporary directory);
    /// `bench core`: a PostgreSQL database to play on (a database of its own: the bench
    /// leaves its games there).
    #[arg(long)]
    pub url: Option<String>,
    /// `bench core --url postgres://…`: measure in one process and in this many at once
    /// (each a child process with its own memory, playing its share of the games).
    #[arg(long, default_value_t = 1)]
    pub processes: u32,
    /// `bench core --url postgres://…`: hold each process (of both runs) to this many cores
    /// through a Linux cgroup (needs root; PostgreSQL is not held): what N processes add,
    /// measured on a machine with fewer cores than they and the database would need.
    #[arg(long)]
    pub cpu_limit: Option<f64>,
    /// `bench core`: run as a child process of `--processes`, playing the games listed in
    /// this file (internal).
    #[arg(long, hide = true, requires = "worker_latencies")]
    pub worker_games: Option<std::path::PathBuf>,
    /// `bench core`: where a child process writes its latencies (internal).
    #[arg(long, hide = true, requires = "worker_games")]
    pub worker_latencies: Option<std::path::PathBuf>,
    /// `bench ratings`: how many players.
    #[arg(long, default_value_t = 100_000)]
    pub players: u32,
    /// `bench ratings`: how many finished games.
    #[arg(long, default_value_t = 1_000_000)]
    pub finished_games: u32,
    /// `bench ratings`: how many leaderboards, and how many profiles, are timed.
    #[arg(long, default_value_t = 2_000)]
    pub queries: u32,
    /// `bench ratings`: time the queries on a store that an earlier run with the same
    /// `--url`, `--players` and `--finished-games` filled, without filling it again.
    #[arg(long, requires = "url")]
    pub measure_only: bool,
    /// `bench pairing`: instead of timing, play `--tournaments` random Swiss tournaments with
    /// bbpPairings (`--bbp`) as the pairing engine, write each as a TRF file into this
    /// folder, and count the rounds our Dutch pairing pairs the same way.
    #[arg(long, requires = "bbp")]
    pub trf_dir: Option<std::path::PathBuf>,
    /// `bench pairing --trf-dir`: the bbpPairings executable.
    #[arg(long)]
    pub bbp: Option<std::path::PathBuf>,
    /// `bench pairing --trf-dir`: how many random tournaments.
    #[arg(long, default_value_t = 1_000)]
    pub tournaments: u32,
    /// `bench pairing --trf-dir`: the random seed of the first tournament (each next one
    /// adds one).
    #[arg(long, default_value_t = 1)]
    pub seed: u64,
    /// `bench pairing`: compare the TRF files already in `--trf-dir` (from an earlier run
    /// or the test fixtures) without running bbpPairings.
    #[arg(long)]
    pub compare_only: Option<std::path::PathBuf>,
}

/// Runs the chosen benchmark.
pub fn run(args: &BenchArgs) -> Result<ExitCode> {
    // Silent unless asked: `RUST_LOG=sqlx::query=debug` counts the statements a move costs.
    if std::env::var_os("RUST_LOG").is_some() {
        tracing_subscriber::fmt()
            .with_env_filter(tracing_subscriber::EnvFilter::from_default_env())
            .with_writer(std::io::stderr)
            .init();
    }
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
            for (family, rate) in super::perft::nodes_per_second(5, budget.time, budget.games) {
                println!("{} perft-5 nodes/s: {rate:.0}", family.name());
            }
        }
        Suite::Render => {
            for n in [11, 19] {
                let (ms, next_ms, bytes) = render_figures(n, budget.halved())?;
                println!("render-{n}x{n} ms: {ms:.3}");
                println!("render-{n}x{n} next ms: {next_ms:.3}");
                if n == 19 {
                    println!("png-19x19 bytes: {bytes}");
                }
            }
            for family in Family::ALL {
                if let Some(ms) = open_figure(family, budget.halved())? {
                    println!("render-{} ms: {ms:.3}", family.name());
                }
            }
            for n in [7, 19] {
                let figure = knowledge_figure(n, budget.halved())?;
                println!("knowledge-{n}x{n} moves: {}", figure.moves);
                println!("knowledge-{n}x{n} frames: {}", figure.frames);
                println!(
                    "knowledge-{n}x{n} frame size: {}x{}",
                    figure.size.0, figure.size.1
                );
                println!("knowledge-{n}x{n} ms: {:.1}", figure.ms);
                println!("knowledge-{n}x{n} bytes: {}", figure.bytes);
            }
        }
        Suite::Ratings => super::bench_ratings::run(&super::bench_ratings::Fill {
            url: args.url.clone(),
            players: args.players,
            games: args.finished_games,
            queries: args.queries,
            write: !args.measure_only,
        })?,
        Suite::Pairing => match (&args.trf_dir, &args.bbp, &args.compare_only) {
            (_, _, Some(dir)) => super::bench_dutch::compare_dir(dir)?,
            (Some(dir), Some(bbp), None) => {
                super::bench_dutch::run(&super::bench_dutch::Options {
                    dir: dir.clone(),
                    bbp: bbp.clone(),
                    tournaments: args.tournaments,
                    seed: args.seed,
                })?
            }
            _ => super::bench_pairing::run(args.games.unwrap_or(50))?,
        },
        Suite::Web => super::bench_web::run(budget.time)?,
        Suite::Core => super::bench_core::run(&super::bench_core::Options {
            open_games: args.open_games,
            concurrency: args.concurrency,
            time: budget.time,
            render: !args.no_render,
            url: args.url.clone(),
            processes: args.processes,
            cpu_limit: args.cpu_limit,
            worker: args.worker_games.clone().zip(args.worker_latencies.clone()),
        })?,
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
    /// Half the time (a figure measured in two parts); the same number of games or pictures.
    fn halved(self) -> Self {
        Self {
            time: self.time / 2,
            ..self
        }
    }

    fn spent(self, start: Instant, games: u64) -> bool {
        match self.games {
            Some(n) => games >= n,
            None => start.elapsed() >= self.time,
        }
    }
}

/// Median time to draw and encode a private view of a Dark Hex game in mid-play on an n×n
/// board (the empty board is cached after the first picture, as in the bot), the same for
/// the next picture of a series (one move after the last picture drawn for that player, as
/// in a game: the unchanged bands are not compressed again), and the PNG's size. Each
/// picture of the first figure is of a different position, so nothing but the board is
/// reused.
fn render_figures(n: u32, budget: Budget) -> Result<(f64, f64, usize)> {
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
    while !budget.spent(start, times.len() as u64) || times.len() < 5 {
        let view = &views[times.len() % views.len()];
        let t = Instant::now();
        let png = player_view_png(view, &options)?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
        if std::ptr::eq(view, &views[views.len() - 1]) {
            bytes = png.len();
        }
    }
    times.sort_by(f64::total_cmp);
    let alone = times[times.len() / 2];
    // The views in the order they were made, each one move after the last.
    let options = RenderOptions {
        series: Some(Series {
            game: u64::from(n),
            audience: 0,
        }),
        ..options
    };
    let mut times = Vec::new();
    let start = Instant::now();
    while !budget.spent(start, times.len() as u64) || times.len() < 5 {
        let view = &views[times.len() % views.len()];
        let t = Instant::now();
        std::hint::black_box(player_view_png(view, &options)?);
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    Ok((alone, times[times.len() / 2], bytes))
}

/// The knowledge replay of one game.
struct KnowledgeFigure {
    moves: usize,
    frames: usize,
    size: (u32, u32),
    ms: f64,
    bytes: usize,
}

/// Median time to draw and encode the knowledge replay of a whole Dark Hex game on an n×n
/// board, and its size. The game is random but, like a real one, mostly avoids hits: a move
/// that would hit is kept one time in ten (a 19×19 game has some 300 moves, a 7×7 one 40).
fn knowledge_figure(n: u32, budget: Budget) -> Result<KnowledgeFigure> {
    let size = BoardSize::square(n)?;
    let settings = GameSettings::new(Variant::DarkHex(DarkVersion::Classic), size);
    let mut rng = Rng(0x5851_F42D_4C95_7F2D ^ u64::from(n));
    let mut game = HexGame::new(settings);
    // Which cells hold a stone, to steer the random moves away from most hits.
    let mut taken = vec![false; size.cell_count()];
    while let Some(player) = game.to_move() {
        let candidates: Vec<Cell> = size.cells().filter(|&c| game.may_try(player, c)).collect();
        let mut cell = candidates[rng.below(candidates.len())];
        for _ in 0..20 {
            let index = size.index_of(cell).unwrap_or_default();
            if !taken[index] || rng.below(10) == 0 {
                break;
            }
            cell = candidates[rng.below(candidates.len())];
        }
        game.play(player, Move::Place(cell))?;
        if let Some(index) = size.index_of(cell) {
            taken[index] = true;
        }
    }
    let board = game
        .revealed()
        .ok_or_else(|| anyhow::anyhow!("the game did not end"))?;
    let options = RenderOptions {
        title: format!("#1 · Dark Hex {size}"),
        red_name: "alice".into(),
        blue_name: "bob".into(),
        ..RenderOptions::default()
    };
    let mut times = Vec::new();
    let mut bytes = 0;
    let start = Instant::now();
    while times.is_empty() || !budget.spent(start, times.len() as u64) {
        let t = Instant::now();
        bytes = knowledge_gif(&board, &options)?.len();
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    Ok(KnowledgeFigure {
        moves: board.ply(),
        frames: knowledge_frame_count(&board),
        size: knowledge_picture_size(size),
        ms: times[times.len() / 2],
        bytes,
    })
}

/// Median time to draw and encode the board of a family with open boards after each move of
/// a sample game (the empty board is cached after the first picture); `None` for Hex.
fn open_figure(family: Family, budget: Budget) -> Result<Option<f64>> {
    let Some(boards) = open_bench_boards(family) else {
        return Ok(None);
    };
    let boards = boards.map_err(anyhow::Error::msg)?;
    let Some(last) = boards.last() else {
        return Ok(None);
    };
    let options = RenderOptions {
        title: format!(
            "{} #1",
            family_name(&RenderOptions::default().labels, family)
        ),
        red_name: "alice".into(),
        blue_name: "bob".into(),
        ..RenderOptions::default()
    };
    open_png(last, &options)?;
    let mut times = Vec::new();
    let start = Instant::now();
    while !budget.spent(start, times.len() as u64) || times.len() < 5 {
        let board = &boards[times.len() % boards.len()];
        let t = Instant::now();
        open_png(board, &options)?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    Ok(Some(times[times.len() / 2]))
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
