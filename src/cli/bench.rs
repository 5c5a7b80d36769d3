//! `hextable bench`: speed measurements printed as `name unit: value` lines.

use std::{
    process::ExitCode,
    time::{Duration, Instant},
};

use anyhow::Result;
use clap::{Args, ValueEnum};
use hextable::{
    render::{hexdame_png, player_view_png, RenderOptions, Series},
    rules::{hexdame, BoardSize, Cell, DarkVersion, GameSettings, HexGame, Move, Player, Variant},
};

use super::rng::Rng;

/// What to measure.
#[derive(Clone, Copy, Debug, ValueEnum)]
pub enum Suite {
    /// Random games of Dark Hex and Hex on 11×11.
    Rules,
    /// Random Dark Hex games through the bot core and the SQLite store.
    Core,
    /// Profiles and server leaderboards on a store filled with players and finished games
    /// (`--players`, `--finished-games`; SQLite in a temporary directory, or `--url`).
    Ratings,
    /// Drawing and encoding a private-view PNG on 11×11 and 19×19 (median milliseconds), alone
    /// and as the next picture of a player's series, the size of the 19×19 PNG, and a Hexdame
    /// board after a multi-capture.
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
    /// `bench ratings`: the database to fill (default: SQLite in a temporary directory).
    #[arg(long)]
    pub url: Option<String>,
    /// `bench ratings`: how many players.
    #[arg(long, default_value_t = 100_000)]
    pub players: u32,
    /// `bench ratings`: how many finished games.
    #[arg(long, default_value_t = 1_000_000)]
    pub finished_games: u32,
    /// `bench ratings`: how many leaderboards, and how many profiles, are timed.
    #[arg(long, default_value_t = 2_000)]
    pub queries: u32,
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
                let (ms, next_ms, bytes) = render_figures(n, budget.halved())?;
                println!("render-{n}x{n} ms: {ms:.3}");
                println!("render-{n}x{n} next ms: {next_ms:.3}");
                if n == 19 {
                    println!("png-19x19 bytes: {bytes}");
                }
            }
            println!("render-hexdame ms: {:.3}", hexdame_figure(budget.halved())?);
        }
        Suite::Ratings => super::bench_ratings::run(&super::bench_ratings::Fill {
            url: args.url.clone(),
            players: args.players,
            games: args.finished_games,
            queries: args.queries,
        })?,
        Suite::Core => core_suite::run(
            args.open_games,
            args.concurrency,
            budget.time,
            !args.no_render,
        )?,
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

/// Median time to draw and encode the Hexdame board after each move of a game with captures
/// (the empty board is cached after the first picture).
fn hexdame_figure(budget: Budget) -> Result<f64> {
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
    while !budget.spent(start, times.len() as u64) || times.len() < 5 {
        let game = &games[times.len() % games.len()];
        let t = Instant::now();
        hexdame_png(game, &options)?;
        times.push(t.elapsed().as_secs_f64() * 1000.0);
    }
    times.sort_by(f64::total_cmp);
    Ok(times[times.len() / 2])
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

/// `bench core`: concurrent random Dark Hex games through [`hextable::runtime::Service`] on a
/// fresh SQLite file, every effect dispatched (rendered once rendering is in) and marked.
mod core_suite {
    use std::{
        sync::{
            atomic::{AtomicU64, Ordering},
            Arc,
        },
        time::{Duration, Instant, SystemTime, UNIX_EPOCH},
    };

    use anyhow::{Context, Result};
    use hextable::{
        core::{CoreConfig, Effect, Incoming, Place, Platform},
        rules::{BoardSize, Cell, Player},
        runtime::{render_blocking, Service, Sink},
    };

    /// Delivers by drawing each image (as an adapter would before uploading it).
    struct RenderSink {
        render: bool,
    }

    impl Sink for RenderSink {
        async fn deliver(&self, effect: &Effect) -> Result<(), String> {
            if let (true, Some(image)) = (self.render, effect.image()) {
                // As the adapters do: on the blocking pool, off the runtime's workers.
                let drawn = render_blocking(image).await.ok_or("not drawn")?;
                std::hint::black_box(drawn);
            }
            Ok(())
        }
    }

    fn now_ms() -> i64 {
        SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .map(|d| i64::try_from(d.as_millis()).unwrap_or(0))
            .unwrap_or(0)
    }

    fn rss_mb() -> u64 {
        std::fs::read_to_string("/proc/self/status")
            .ok()
            .and_then(|s| {
                s.lines()
                    .find(|l| l.starts_with("VmRSS:"))
                    .and_then(|l| l.split_whitespace().nth(1))
                    .and_then(|kb| kb.parse::<u64>().ok())
            })
            .map_or(0, |kb| kb / 1024)
    }

    /// CPU time this process has used (user + system), from `/proc/self/stat`.
    fn cpu_seconds() -> f64 {
        let ticks = std::fs::read_to_string("/proc/self/stat")
            .ok()
            .and_then(|s| {
                // Fields after the command name (which may hold spaces) start at `) `.
                let rest = s
                    .rsplit_once(") ")?
                    .1
                    .split_whitespace()
                    .collect::<Vec<_>>();
                let user = rest.get(11)?.parse::<u64>().ok()?;
                let system = rest.get(12)?.parse::<u64>().ok()?;
                Some(user + system)
            })
            .unwrap_or(0);
        ticks as f64 / 100.0
    }

    /// A message of the bench's players: Discord users in one server, so that every game is
    /// rated and each finished one writes its results and both ratings (as a chat network's
    /// game does; local mode's one-device games are never rated).
    fn text(user: &str, place: Place, id: u64, text: &str) -> Incoming {
        Incoming::text(
            Platform::Discord,
            user,
            user,
            place,
            Some(&format!("b{id}")),
            text,
        )
        .in_server(Some("bench".to_owned()), false)
    }

    pub fn run(open_games: u64, concurrency: u64, time: Duration, render: bool) -> Result<()> {
        let runtime = tokio::runtime::Builder::new_multi_thread()
            .worker_threads(2)
            .enable_all()
            .build()?;
        runtime.block_on(run_async(
            open_games.max(1),
            concurrency.max(1),
            time,
            render,
        ))
    }

    async fn run_async(
        open_games: u64,
        concurrency: u64,
        time: Duration,
        render: bool,
    ) -> Result<()> {
        let sink = Arc::new(RenderSink { render });
        let path = std::env::temp_dir().join(format!("hextable-bench-{}.db", std::process::id()));
        let _ = std::fs::remove_file(&path);
        let url = format!("sqlite://{}", path.display());
        let service = Arc::new(Service::open(&url, CoreConfig::default()).await?);
        let ids = Arc::new(AtomicU64::new(0));
        let setup = Instant::now();
        for g in 0..open_games {
            let (red, blue) = (format!("r{g}"), format!("b{g}"));
            let channel = Place::Channel(format!("c{}", g % 100));
            let n = ids.fetch_add(1, Ordering::Relaxed);
            let msg = format!("hex challenge @{blue} darkhex 11 red");
            let d = service
                .handle(&text(&red, channel.clone(), n, &msg), now_ms())
                .await?;
            service.dispatch(&*sink, &d, now_ms()).await?;
            let n = ids.fetch_add(1, Ordering::Relaxed);
            let d = service
                .handle(&text(&blue, channel, n, "hex accept"), now_ms())
                .await?;
            service.dispatch(&*sink, &d, now_ms()).await?;
        }
        eprintln!(
            "{open_games} games opened in {:.1}s",
            setup.elapsed().as_secs_f64()
        );
        let size = BoardSize::square(11)?;
        let all: Vec<Cell> = size.cells().collect();
        let start = Instant::now();
        let cpu_start = cpu_seconds();
        let mut workers = Vec::new();
        for w in 0..concurrency {
            let service = Arc::clone(&service);
            let ids = Arc::clone(&ids);
            let all = all.clone();
            let sink = Arc::clone(&sink);
            workers.push(tokio::spawn(async move {
                let mut latencies = Vec::new();
                let mut finished = 0u64;
                // Each worker plays its games one after another, each to its end, so moves
                // come from every stage of a game (a board fills up) while the other open
                // games wait in memory.
                let mine: Vec<u64> = (1..=open_games).filter(|g| g % concurrency == w).collect();
                let mut rng = 0x9E37_79B9_7F4A_7C15u64 ^ (w + 1);
                let mut accepted = 0u64;
                'games: for &game in &mine {
                    // Each player's untried cells.
                    let mut untried = [all.clone(), all.clone()];
                    loop {
                        if start.elapsed() >= time {
                            break 'games;
                        }
                        let to_move = service
                            .with_core(|c| {
                                c.table(hextable::core::GameId(game))
                                    .and_then(|t| t.game.to_move())
                            })
                            .await;
                        let Some(player) = to_move else { break };
                        let cells = &mut untried[player.index()];
                        if cells.is_empty() {
                            break;
                        }
                        rng = hextable::ai::mix(rng);
                        let cell = cells.swap_remove((rng % cells.len() as u64) as usize);
                        let user = match Player::from(player) {
                            Player::Red => format!("r{}", game - 1),
                            Player::Blue => format!("b{}", game - 1),
                        };
                        let n = ids.fetch_add(1, Ordering::Relaxed);
                        let t = Instant::now();
                        let d = service
                            .handle(
                                &text(&user, Place::Dm, n, &format!("#{game} {cell}")),
                                now_ms(),
                            )
                            .await?;
                        service.dispatch(&*sink, &d, now_ms()).await?;
                        latencies.push(t.elapsed());
                        accepted += 1;
                    }
                    finished += 1;
                }
                Ok::<_, anyhow::Error>((accepted, finished, latencies))
            }));
        }
        let mut total = 0u64;
        let mut games_finished = 0u64;
        let mut latencies = Vec::new();
        for worker in workers {
            let (n, f, l) = worker.await.context("bench worker")??;
            total += n;
            games_finished += f;
            latencies.extend(l);
        }
        let elapsed = start.elapsed().as_secs_f64();
        let cpu = cpu_seconds() - cpu_start;
        latencies.sort_unstable();
        let p99 = latencies
            .get((latencies.len() * 99 / 100).min(latencies.len().saturating_sub(1)))
            .copied()
            .unwrap_or_default();
        let open = service.with_core(|c| c.games_in_memory()).await;
        println!("core moves/s: {:.0}", total as f64 / elapsed);
        println!("core move p99 ms: {:.2}", p99.as_secs_f64() * 1000.0);
        println!("core rss MB: {}", rss_mb());
        // CPU per move says what two idle cores could sustain when the machine is shared.
        println!(
            "core cpu ms/move: {:.3}",
            cpu * 1000.0 / (total.max(1) as f64)
        );
        eprintln!(
            "({total} moves in {elapsed:.1}s, {games_finished} games played to the end, {open} games in memory, {concurrency} concurrent)"
        );
        service.store().close().await;
        for suffix in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
        }
        Ok(())
    }
}
