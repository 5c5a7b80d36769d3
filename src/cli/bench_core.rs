//! `hextable bench core`: concurrent random Dark Hex games through
//! [`hextable::runtime::Service`], every effect dispatched (its picture drawn unless
//! `--no-render`) and marked, on a fresh SQLite file or on the PostgreSQL database `--url`.
//!
//! With `--processes N` (PostgreSQL) the moves are measured twice, in one process and in N
//! processes at once, each a child `hextable bench core` with its own connections and memory
//! playing its own games on the one database: whether a second process adds throughput (each
//! game has one writer: processes writing different games lock different keys).
//! `--cpu-limit CORES` holds each of those processes to a share of the machine (PostgreSQL is
//! not held), to measure what several processes add on a machine with fewer cores than they
//! and the database would need.

use std::{
    io::{BufRead, Write},
    path::{Path, PathBuf},
    process::{Command, Stdio},
    sync::{
        atomic::{AtomicU64, Ordering},
        Arc,
    },
    time::{Duration, Instant, SystemTime, UNIX_EPOCH},
};

use super::cpu_limit::CpuLimit;
use anyhow::{bail, Context, Result};
use hextable::{
    core::{CoreConfig, Effect, GameId, Incoming, Place, Platform},
    rules::{BoardSize, Cell},
    runtime::{render_blocking, Outcome, Service, Sink},
};

/// What `bench core` measures.
#[derive(Clone, Debug)]
pub struct Options {
    /// How many games are open at once (in each run).
    pub open_games: u64,
    /// How many games each process plays concurrently.
    pub concurrency: u64,
    /// How long to play.
    pub time: Duration,
    /// Draw each effect's picture, as an adapter would.
    pub render: bool,
    /// The database (`None`: a fresh SQLite file).
    pub url: Option<String>,
    /// Measure with this many processes too (PostgreSQL).
    pub processes: u32,
    /// Hold each process to this many cores (PostgreSQL runs: see [`CpuLimit`]).
    pub cpu_limit: Option<f64>,
    /// Run as one of the child processes: the files naming its games and taking its
    /// latencies.
    pub worker: Option<(PathBuf, PathBuf)>,
}

/// Runs the benchmark and prints its figures.
pub fn run(options: &Options) -> Result<()> {
    let runtime = tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()?;
    runtime.block_on(run_async(options))
}

async fn run_async(options: &Options) -> Result<()> {
    if let Some((games, latencies)) = &options.worker {
        return worker(options, games, latencies).await;
    }
    match &options.url {
        None if options.processes > 1 => {
            bail!("several processes share a PostgreSQL database: give --url postgres://…")
        }
        None if options.cpu_limit.is_some() => {
            bail!("--cpu-limit holds the processes of a PostgreSQL run: give --url postgres://…")
        }
        _ if options
            .cpu_limit
            .is_some_and(|cores| !(cores > 0.0 && cores.is_finite())) =>
        {
            bail!("--cpu-limit takes a positive number of cores")
        }
        None => in_one_process(options).await,
        Some(url) if !url.starts_with("postgres") => {
            bail!("bench core --url takes a PostgreSQL database (the default is SQLite)")
        }
        Some(url) => {
            let mut counts = vec![1];
            if options.processes > 1 {
                counts.push(options.processes);
            }
            for count in counts {
                in_processes(options, url, count).await?;
            }
            Ok(())
        }
    }
}

/// Delivers by drawing each image (as an adapter would before uploading it).
struct RenderSink {
    render: bool,
}

impl Sink for RenderSink {
    async fn deliver(&self, effect: &Effect) -> Outcome {
        if let (true, Some(image)) = (self.render, effect.image()) {
            // As the adapters do: on the blocking pool, off the runtime's workers.
            match render_blocking(image).await {
                Some(drawn) => {
                    std::hint::black_box(drawn);
                }
                None => return Outcome::retry("transient", "not drawn"),
            }
        }
        Outcome::Done
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

/// The machine's busy and total CPU time so far, in ticks, from the `cpu` line of
/// `/proc/stat` (every process: the bench's, PostgreSQL's, and whatever else runs).
fn machine_ticks() -> (u64, u64) {
    let Ok(stat) = std::fs::read_to_string("/proc/stat") else {
        return (0, 0);
    };
    let Some(line) = stat.lines().find(|l| l.starts_with("cpu ")) else {
        return (0, 0);
    };
    let fields: Vec<u64> = line
        .split_whitespace()
        .skip(1)
        .filter_map(|f| f.parse().ok())
        .collect();
    let total: u64 = fields.iter().take(8).sum();
    // Idle and waiting for I/O.
    let idle = fields.get(3).copied().unwrap_or(0) + fields.get(4).copied().unwrap_or(0);
    (total.saturating_sub(idle), total)
}

/// The machine's CPU use since `start` ([`machine_ticks`]): how many of its cores were busy
/// on average, how many it has, and the busy CPU seconds (ticks of 10 ms): whether a run was
/// limited by the machine rather than by waiting.
fn machine_use_since(start: (u64, u64)) -> (f64, usize, f64) {
    let now = machine_ticks();
    let cores = std::thread::available_parallelism().map_or(1, usize::from);
    let total = now.1.saturating_sub(start.1);
    let busy = now.0.saturating_sub(start.0);
    if total == 0 {
        return (0.0, cores, 0.0);
    }
    (
        busy as f64 / total as f64 * cores as f64,
        cores,
        busy as f64 / 100.0,
    )
}

/// A message of the bench's players: Discord users in one server, so that every game is
/// rated and each finished one writes its results and both ratings (as a chat network's game
/// does; local mode's one-device games are never rated). `id` is unique across processes.
fn text(user: &str, place: Place, id: &str, text: &str) -> Incoming {
    Incoming::text(Platform::Discord, user, user, place, Some(id), text)
        .in_server(Some("bench".to_owned()), false)
}

/// A tag unique to this run (players' names and message ids carry it, so that runs on one
/// PostgreSQL database never meet).
fn run_tag() -> String {
    format!("{:x}{:x}", std::process::id(), now_ms())
}

/// Opens `count` Dark Hex 11×11 games between fresh players; returns their numbers.
async fn open_games(
    service: &Service,
    sink: &RenderSink,
    count: u64,
    tag: &str,
) -> Result<Vec<GameId>> {
    let setup = Instant::now();
    let mut ids = Vec::new();
    for g in 0..count {
        let (red, blue) = (format!("r{tag}-{g}"), format!("b{tag}-{g}"));
        let channel = Place::Channel(format!("c{}", g % 100));
        let challenge = format!("hex challenge @{blue} darkhex 11 red");
        let id = format!("o{tag}-{g}");
        let d = service
            .handle(&text(&red, channel.clone(), &id, &challenge), now_ms())
            .await?;
        service.dispatch(sink, &d, now_ms()).await?;
        let id = format!("a{tag}-{g}");
        let d = service
            .handle(&text(&blue, channel, &id, "hex accept"), now_ms())
            .await?;
        service.dispatch(sink, &d, now_ms()).await?;
        ids.push(red);
    }
    let names: std::collections::HashSet<String> = ids.into_iter().collect();
    let mut games = service
        .with_core(|core| {
            core.tables()
                .filter(|t| {
                    t.meta
                        .first
                        .user()
                        .is_some_and(|u| names.contains(u.id.as_str()))
                })
                .map(|t| t.meta.id)
                .collect::<Vec<_>>()
        })
        .await;
    games.sort_unstable();
    eprintln!(
        "{count} games opened in {:.1}s",
        setup.elapsed().as_secs_f64()
    );
    Ok(games)
}

/// What one process's players did.
#[derive(Debug, Default)]
struct Played {
    moves: u64,
    finished: u64,
    latencies: Vec<Duration>,
    elapsed: f64,
    cpu: f64,
}

/// Plays random moves in `games` with `concurrency` players at once for `time`: each plays
/// its games one after another, each to its end, so moves come from every stage of a game (a
/// board fills up) while the other open games wait in memory.
async fn play(
    service: &Arc<Service>,
    sink: &Arc<RenderSink>,
    games: &[GameId],
    concurrency: u64,
    time: Duration,
    tag: &str,
) -> Result<Played> {
    let size = BoardSize::square(11)?;
    let all: Vec<Cell> = size.cells().collect();
    let start = Instant::now();
    let cpu_start = cpu_seconds();
    let ids = Arc::new(AtomicU64::new(0));
    let mut workers = Vec::new();
    for w in 0..concurrency {
        let (service, sink, ids, all) = (
            Arc::clone(service),
            Arc::clone(sink),
            Arc::clone(&ids),
            all.clone(),
        );
        let mine: Vec<GameId> = games
            .iter()
            .copied()
            .filter(|g| g.0 % concurrency == w)
            .collect();
        let tag = tag.to_owned();
        workers.push(tokio::spawn(async move {
            let mut played = Played::default();
            let mut rng = 0x9E37_79B9_7F4A_7C15u64 ^ (w + 1);
            'games: for game in mine {
                // Each player's untried cells.
                let mut untried = [all.clone(), all.clone()];
                loop {
                    if start.elapsed() >= time {
                        break 'games;
                    }
                    let to_move = service
                        .with_core(|c| {
                            let table = c.table(game)?;
                            let side = table.game.to_move()?;
                            let user = table.meta.seat(side).user()?.id.clone();
                            Some((side, user))
                        })
                        .await;
                    let Some((side, user)) = to_move else { break };
                    let cells = &mut untried[usize::from(side == hextable::rules::Side::Second)];
                    if cells.is_empty() {
                        break;
                    }
                    rng = hextable::ai::mix(rng);
                    let cell = cells.swap_remove((rng % cells.len() as u64) as usize);
                    let id = format!("m{tag}-{}", ids.fetch_add(1, Ordering::Relaxed));
                    let t = Instant::now();
                    let d = service
                        .handle(
                            &text(&user, Place::Dm, &id, &format!("#{game} {cell}")),
                            now_ms(),
                        )
                        .await?;
                    service.dispatch(&*sink, &d, now_ms()).await?;
                    played.latencies.push(t.elapsed());
                    played.moves += 1;
                }
                played.finished += 1;
            }
            Ok::<_, anyhow::Error>(played)
        }));
    }
    let mut total = Played::default();
    for worker in workers {
        let played = worker.await.context("bench worker")??;
        total.moves += played.moves;
        total.finished += played.finished;
        total.latencies.extend(played.latencies);
    }
    total.elapsed = start.elapsed().as_secs_f64();
    total.cpu = cpu_seconds() - cpu_start;
    Ok(total)
}

/// The `q`-quantile of sorted `latencies`, in milliseconds.
fn quantile_ms(latencies: &[Duration], q: f64) -> f64 {
    let at = ((latencies.len() as f64 * q) as usize).min(latencies.len().saturating_sub(1));
    latencies.get(at).map_or(0.0, |d| d.as_secs_f64() * 1000.0)
}

/// The bench in this process on a fresh SQLite file (the figures `bench core` has always
/// printed).
async fn in_one_process(options: &Options) -> Result<()> {
    let sink = Arc::new(RenderSink {
        render: options.render,
    });
    let path = std::env::temp_dir().join(format!("hextable-bench-{}.db", std::process::id()));
    let _ = std::fs::remove_file(&path);
    let url = format!("sqlite://{}", path.display());
    let service = Arc::new(Service::open(&url, CoreConfig::default()).await?);
    let tag = run_tag();
    let games = open_games(&service, &sink, options.open_games.max(1), &tag).await?;
    let concurrency = options.concurrency.max(1);
    let mut played = play(&service, &sink, &games, concurrency, options.time, &tag).await?;
    played.latencies.sort_unstable();
    let open = service.with_core(|c| c.games_in_memory()).await;
    println!("core moves/s: {:.0}", played.moves as f64 / played.elapsed);
    println!(
        "core move p99 ms: {:.2}",
        quantile_ms(&played.latencies, 0.99)
    );
    println!("core rss MB: {}", rss_mb());
    // CPU per move says what two idle cores could sustain when the machine is shared.
    println!(
        "core cpu ms/move: {:.3}",
        played.cpu * 1000.0 / (played.moves.max(1) as f64)
    );
    eprintln!(
        "({} moves in {:.1}s, {} games played to the end, {open} games in memory, {concurrency} concurrent)",
        played.moves, played.elapsed, played.finished
    );
    service.store().close().await;
    for suffix in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{suffix}", path.display()));
    }
    Ok(())
}

/// The bench in `count` child processes on the PostgreSQL database `url`, each playing its
/// share of `open_games` fresh games with `concurrency` players.
async fn in_processes(options: &Options, url: &str, count: u32) -> Result<()> {
    let sink = RenderSink { render: false };
    let service = Service::open(url, CoreConfig::default()).await?;
    let tag = run_tag();
    let games = open_games(&service, &sink, options.open_games.max(1), &tag).await?;
    service.store().close().await;
    drop(service);
    let dir = std::env::temp_dir().join(format!("hextable-bench-{tag}"));
    std::fs::create_dir_all(&dir)?;
    let mut children = Vec::new();
    let mut limits = Vec::new();
    for i in 0..count {
        let share: Vec<String> = games
            .iter()
            .filter(|g| g.0 % u64::from(count) == u64::from(i))
            .map(|g| g.0.to_string())
            .collect();
        let games_file = dir.join(format!("games-{i}"));
        let latencies_file = dir.join(format!("latencies-{i}"));
        std::fs::write(&games_file, share.join("\n"))?;
        let mut command = Command::new(std::env::current_exe()?);
        command
            .args(["bench", "core", "--url", url, "--worker-games"])
            .arg(&games_file)
            .arg("--worker-latencies")
            .arg(&latencies_file)
            .args(["--seconds", &options.time.as_secs_f64().to_string()])
            .args(["--concurrency", &options.concurrency.to_string()])
            .stdin(Stdio::piped())
            .stdout(Stdio::piped());
        if !options.render {
            command.arg("--no-render");
        }
        let mut child = command.spawn()?;
        if let Some(cores) = options.cpu_limit {
            match CpuLimit::hold(&format!("hextable-bench-{tag}-{i}"), cores, child.id()) {
                Ok(limit) => limits.push(limit),
                Err(e) => {
                    // Not left to load and wait on its own: the others end when their
                    // pipes close.
                    let _ = child.kill();
                    let _ = child.wait();
                    return Err(e);
                }
            }
        }
        children.push((child, latencies_file));
    }
    // Every child loads the games (its memory) before any plays: start them together.
    let mut outputs = Vec::new();
    for (child, _) in &mut children {
        let stdout = child.stdout.take().context("child stdout")?;
        let mut lines = std::io::BufReader::new(stdout).lines();
        match lines.next() {
            Some(Ok(line)) if line == "ready" => outputs.push(lines),
            other => bail!("a bench process did not start: {other:?}"),
        }
    }
    let machine_start = machine_ticks();
    for (child, _) in &mut children {
        let mut stdin = child.stdin.take().context("child stdin")?;
        writeln!(stdin, "go")?;
    }
    let mut moves_per_s = 0.0;
    let mut moves = 0u64;
    let mut cpu = 0.0;
    let mut latencies = Vec::new();
    for ((mut child, latencies_file), lines) in children.into_iter().zip(outputs) {
        for line in lines {
            let line = line?;
            let mut words = line.split_whitespace();
            if let (Some("played"), Some(n), Some(elapsed), Some(spent)) =
                (words.next(), words.next(), words.next(), words.next())
            {
                let (n, elapsed, spent): (u64, f64, f64) =
                    (n.parse()?, elapsed.parse()?, spent.parse()?);
                moves += n;
                moves_per_s += n as f64 / elapsed.max(1e-9);
                cpu += spent;
            }
        }
        if !child.wait()?.success() {
            bail!("a bench process failed");
        }
        latencies.extend(read_latencies(&latencies_file)?);
    }
    let (busy, cores, machine_cpu) = machine_use_since(machine_start);
    let _ = std::fs::remove_dir_all(&dir);
    latencies.sort_unstable();
    let name = format!("core-postgres-{count}proc");
    println!("{name} moves/s: {moves_per_s:.0}");
    println!("{name} move p50 ms: {:.2}", quantile_ms(&latencies, 0.5));
    println!("{name} move p99 ms: {:.2}", quantile_ms(&latencies, 0.99));
    println!(
        "{name} cpu ms/move: {:.3}",
        cpu * 1000.0 / (moves.max(1) as f64)
    );
    // PostgreSQL's work is in the machine's figure, not in the processes' CPU per move: a
    // second process cannot add throughput to a machine that one already keeps busy.
    println!("{name} machine cores busy: {busy:.2} of {cores}");
    println!(
        "{name} machine cpu ms/move: {:.3}",
        machine_cpu * 1000.0 / (moves.max(1) as f64)
    );
    if let Some(cores) = options.cpu_limit {
        // Throttled often and long: the limit, not the database or a lock, bound them.
        let (times, seconds) = limits
            .iter()
            .map(CpuLimit::throttled)
            .fold((0, 0.0), |(n, s), (m, t)| (n + m, s + t));
        println!(
            "{name} cpu limit: {cores} cores a process (held back {times} times, {seconds:.1} s in all)"
        );
    }
    drop(limits);
    eprintln!(
        "({moves} moves by {count} processes of {} players each, {} games open)",
        options.concurrency,
        games.len()
    );
    Ok(())
}

fn read_latencies(path: &Path) -> Result<Vec<Duration>> {
    let text = std::fs::read_to_string(path)?;
    text.lines()
        .map(|l| Ok(Duration::from_nanos(l.parse()?)))
        .collect()
}

/// One child process of [`in_processes`]: loads, says `ready`, waits for `go`, plays its
/// games, then prints `played MOVES SECONDS CPU` and writes its latencies (nanoseconds, a
/// line each).
async fn worker(options: &Options, games_file: &Path, latencies_file: &Path) -> Result<()> {
    let url = options.url.as_deref().context("--url")?;
    let games: Vec<GameId> = std::fs::read_to_string(games_file)?
        .lines()
        .map(|l| l.parse().map(GameId))
        .collect::<Result<_, _>>()?;
    let service = Arc::new(Service::open(url, CoreConfig::default()).await?);
    let sink = Arc::new(RenderSink {
        render: options.render,
    });
    println!("ready");
    std::io::stdout().flush()?;
    let line = tokio::task::spawn_blocking(|| {
        let mut line = String::new();
        std::io::stdin().read_line(&mut line).map(|_| line)
    })
    .await??;
    // Anything but `go` (the parent gave up: its pipe closed) ends this process unplayed,
    // rather than playing on alone against the database.
    if line.trim() != "go" {
        service.store().close().await;
        return Ok(());
    }
    let tag = run_tag();
    let played = play(
        &service,
        &sink,
        &games,
        options.concurrency.max(1),
        options.time,
        &tag,
    )
    .await?;
    let text: Vec<String> = played
        .latencies
        .iter()
        .map(|d| d.as_nanos().to_string())
        .collect();
    std::fs::write(latencies_file, text.join("\n"))?;
    println!("played {} {} {}", played.moves, played.elapsed, played.cpu);
    service.store().close().await;
    Ok(())
}
