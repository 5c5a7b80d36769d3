//! Self-play between two settings of the search, in one process, colours alternating; prints
//! the first player's wins with a 95% Wilson interval. Used for `docs/ai-darkhex.md` and by
//! `scripts/bench-ai --ladder`.
//!
//! ```text
//! cargo run --release --no-default-features --example ai_arena -- \
//!     --game darkhex --size 7 --games 40 --a it=20000 --b it=5000
//! ```
//!
//! With `--speed N`, no match is played: N positions are taken from self-play games of
//! `it=300` (every third ply, both colours), and each of A and B searches every one of them at
//! its budget; the example prints the iterations per CPU second of each (the thread's own CPU
//! time, so the figure barely depends on what else runs on the machine).
//!
//! With `--diagnose N`, A's search is examined on N positions of self-play at 5,000 iterations
//! a move: how its root choice changes from 1,000 to 64,000 iterations, and how well each
//! hidden-stone sampler finds the true hidden cells (see the function `diagnose`; with
//! `--lift-only`, only the latter).
//!
//! A player is a comma-separated list: `it=N` (iterations), `ms=T` (time per move),
//! `level=NAME` (a level's own budget; `beginner` plays at random), and the knobs of
//! `hextable::ai::Tuning`: `trees=N` (an ensemble of N trees whose root visits are summed; an
//! iteration budget is shared among them) and `threads=N` (at most N threads; without it, the
//! busy rule of `hextable::ai`: two while no other search runs). The experiment switches that
//! `docs/ai-darkhex.md` measured (samplers, race playouts, an opponent policy, a route prior,
//! …) left the search once measured; the history keeps them (`70f0758`).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::{process::ExitCode, time::Duration};

use hextable::{
    ai::{self, Budget, Level, Tuning},
    rules::{BoardSize, DarkVersion, GameSettings, HexGame, Player, PlayerView, Variant},
};

#[derive(Clone, Debug)]
struct Contestant {
    name: String,
    /// An explicit budget (`it=`, `ms=`); without one, the level's for the game, or 5,000
    /// iterations.
    budget: Option<Budget>,
    level: Option<Level>,
    tuning: Tuning,
}

impl Contestant {
    /// The budget this contestant searches with in a game of `settings`.
    fn budget(&self, settings: &GameSettings) -> Budget {
        self.budget.unwrap_or_else(|| {
            self.level
                .map_or(Budget::iterations(5_000), |l| l.budget(settings))
        })
    }
}

fn parse_contestant(spec: &str) -> Result<Contestant, String> {
    let mut c = Contestant {
        name: spec.to_owned(),
        budget: None,
        level: None,
        tuning: Tuning::default(),
    };
    for part in spec.split(',').filter(|p| !p.is_empty()) {
        let (key, value) = part.split_once('=').unwrap_or((part, ""));
        let number = || value.parse::<f64>().map_err(|e| format!("{part}: {e}"));
        match key {
            "it" => c.budget = Some(Budget::iterations(number()? as u64)),
            "ms" => c.budget = Some(Budget::time(Duration::from_millis(number()? as u64))),
            "level" => {
                let level: Level = value.parse().map_err(|e| format!("{e}"))?;
                c.level = Some(level);
            }
            "trees" => c.tuning.trees = number()? as usize,
            "threads" => c.tuning.threads = Some(number()? as usize),
            _ => return Err(format!("unknown setting {part}")),
        }
    }
    Ok(c)
}

fn wilson(wins: u32, n: u32) -> (f64, f64) {
    if n == 0 {
        return (0.0, 1.0);
    }
    let (z, n, p) = (1.96f64, f64::from(n), f64::from(wins) / f64::from(n));
    let denom = 1.0 + z * z / n;
    let centre = (p + z * z / (2.0 * n)) / denom;
    let half = z * (p * (1.0 - p) / n + z * z / (4.0 * n * n)).sqrt() / denom;
    ((centre - half).max(0.0), (centre + half).min(1.0))
}

/// Plays one game; returns the winner and the seconds each side thought.
fn play(
    settings: GameSettings,
    red: &Contestant,
    blue: &Contestant,
    seed: u64,
) -> (Player, [f64; 2]) {
    let mut game = HexGame::new(settings);
    let mut ply = 0u64;
    let mut thought = [0.0; 2];
    while let Some(p) = game.to_move() {
        let who = if p == Player::Red { red } else { blue };
        let view = game.player_view(p);
        let move_seed = ai::mix(seed ^ (ply << 32));
        let started = std::time::Instant::now();
        let mv = match who.level {
            Some(Level::Beginner) => ai::random_move(&view, move_seed),
            _ => ai::analyse_tuned(&view, who.budget(&settings), move_seed, &who.tuning)
                .map(|r| r.mv),
        }
        .expect("a move while the game runs");
        thought[usize::from(p == Player::Blue)] += started.elapsed().as_secs_f64();
        game.play(p, mv).expect("the AI plays legal moves");
        ply += 1;
    }
    (game.outcome().expect("the game is over").winner, thought)
}

/// The positions of `--speed`: views of the player to move, every third ply of self-play
/// games at 300 iterations a move.
fn speed_positions(
    settings: GameSettings,
    count: usize,
    seed: u64,
    iterations: u64,
) -> Vec<(PlayerView, PlayerView)> {
    let mut views = Vec::with_capacity(count);
    let mut game_seed = seed;
    while views.len() < count {
        let mut game = HexGame::new(settings);
        let mut ply = 0u64;
        while let Some(p) = game.to_move() {
            let view = game.player_view(p);
            let mv = ai::choose_move_with_budget(
                &view,
                Budget::iterations(iterations),
                ai::mix(game_seed ^ ply),
            )
            .expect("a move while the game runs");
            if ply % 3 == 0 && views.len() < count {
                views.push((view, game.player_view(p.opponent())));
            }
            game.play(p, mv).expect("the AI plays legal moves");
            ply += 1;
        }
        game_seed += 1;
    }
    views
}

/// CPU time this thread has run, from Linux's scheduler statistics (`None` elsewhere): a
/// cost measure that does not count the time other processes held the cores.
fn thread_cpu_seconds() -> Option<f64> {
    let text = std::fs::read_to_string("/proc/thread-self/schedstat").ok()?;
    let nanos: f64 = text.split_whitespace().next()?.parse().ok()?;
    Some(nanos / 1e9)
}

/// Iterations per CPU second of `who` over `views` (per wall-clock second where the CPU time
/// cannot be read), and the seconds spent.
fn speed(who: &Contestant, views: &[(PlayerView, PlayerView)], seed: u64) -> (f64, f64) {
    let (mut iterations, mut wall) = (0u64, 0.0f64);
    let cpu_before = thread_cpu_seconds();
    for (i, (view, _)) in views.iter().enumerate() {
        let budget = who.budget(&view.settings());
        let report = ai::analyse_tuned(view, budget, ai::mix(seed ^ i as u64), &who.tuning)
            .expect("a move while the game runs");
        iterations += report.iterations;
        wall += report.elapsed.as_secs_f64();
    }
    let seconds = match (cpu_before, thread_cpu_seconds()) {
        (Some(before), Some(after)) => after - before,
        _ => wall,
    };
    (iterations as f64 / seconds.max(1e-9), seconds)
}

fn main() -> ExitCode {
    let args: Vec<String> = std::env::args().skip(1).collect();
    let value = |flag: &str| {
        args.iter()
            .position(|a| a == flag)
            .and_then(|i| args.get(i + 1))
            .cloned()
    };
    let game = value("--game").unwrap_or_else(|| "darkhex".into());
    let size: u32 = value("--size").map_or(7, |s| s.parse().expect("--size N"));
    let games: u32 = value("--games").map_or(20, |s| s.parse().expect("--games N"));
    let seed: u64 = value("--seed").map_or(1, |s| s.parse().expect("--seed N"));
    let (a, b) = match (
        parse_contestant(&value("--a").unwrap_or_default()),
        parse_contestant(&value("--b").unwrap_or_default()),
    ) {
        (Ok(a), Ok(b)) => (a, b),
        (Err(e), _) | (_, Err(e)) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    let variant = match game.as_str() {
        "darkhex" => Variant::DarkHex(DarkVersion::Classic),
        "darkhex-abrupt" => Variant::DarkHex(DarkVersion::Abrupt),
        "hex" => Variant::Hex,
        "rex" => Variant::Rex,
        other => {
            eprintln!("unknown game {other}");
            return ExitCode::FAILURE;
        }
    };
    let settings =
        GameSettings::new(variant, BoardSize::square(size).expect("a board size")).with_swap(false);
    if let Some(count) = value("--speed") {
        let count: usize = count.parse().expect("--speed N");
        let views = speed_positions(settings, count, seed, 300);
        for (label, who) in [("A", &a), ("B", &b)] {
            let (rate, seconds) = speed(who, &views, seed);
            println!(
                "{game} {size}x{size}: {label} [{}]: {rate:.0} iterations per CPU second over {count} positions ({seconds:.1} s)",
                who.name
            );
        }
        return ExitCode::SUCCESS;
    }
    if let Some(count) = value("--diagnose") {
        let count: usize = count.parse().expect("--diagnose N");
        let lift_only = args.iter().any(|a| a == "--lift-only");
        diagnose(
            &a,
            &speed_positions(settings, count, seed, 5_000),
            seed,
            lift_only,
        );
        return ExitCode::SUCCESS;
    }
    let (mut wins, mut as_red, mut red_games) = (0u32, 0u32, 0u32);
    let mut seconds = [0.0f64; 2];
    for g in 0..games {
        let a_is_red = g % 2 == 0;
        let (red, blue) = if a_is_red { (&a, &b) } else { (&b, &a) };
        let (winner, thought) = play(settings, red, blue, seed * 1_000_003 + u64::from(g));
        let a_won = (winner == Player::Red) == a_is_red;
        wins += u32::from(a_won);
        if a_is_red {
            red_games += 1;
            as_red += u32::from(a_won);
        }
        let (ta, tb) = if a_is_red {
            (thought[0], thought[1])
        } else {
            (thought[1], thought[0])
        };
        seconds[0] += ta;
        seconds[1] += tb;
        eprintln!(
            "  game {}/{games}: A as {} {}",
            g + 1,
            if a_is_red { "Red" } else { "Blue" },
            if a_won { "won" } else { "lost" }
        );
    }
    let (lo, hi) = wilson(wins, games);
    println!(
        "{game} {size}x{size}: A [{}] vs B [{}]: A won {wins}/{games} = {:.0}% [95% {:.0}–{:.0}%] \
         (as Red {as_red}/{red_games}); thinking A {:.0} s, B {:.0} s",
        a.name,
        b.name,
        100.0 * f64::from(wins) / f64::from(games.max(1)),
        100.0 * lo,
        100.0 * hi,
        seconds[0],
        seconds[1],
    );
    ExitCode::SUCCESS
}

/// `--diagnose`: on positions of self-play at 5,000 iterations a move (the player to move's
/// view, and the opponent's for the truth), how the root's choice changes with iterations
/// (two seeds a budget: how often they agree, and how often a budget picks the move of the
/// largest), and how much likelier the sampler makes the true hidden enemy cells than uniform
/// sampling would (its "lift": 1 is no better than uniform).
fn diagnose(who: &Contestant, views: &[(PlayerView, PlayerView)], seed: u64, lift_only: bool) {
    const BUDGETS: [u64; 4] = [1_000, 4_000, 16_000, 64_000];
    let budgets: &[u64] = if lift_only { &[] } else { &BUDGETS };
    let mut agree_seeds = [0u32; 4];
    let mut agree_largest = [0u32; 4];
    // Summed over both seeds' searches.
    let (mut depth, mut share) = ([0.0f64; 4], [0.0f64; 4]);
    let mut lift = 0.0f64;
    let mut with_hidden = 0u32;
    for (i, (view, truth)) in views.iter().enumerate() {
        let mut choose = |k: usize, s: u64| {
            let report = ai::analyse_tuned(view, Budget::iterations(budgets[k]), s, &who.tuning)
                .expect("a move while the game runs");
            depth[k] += report.mean_depth;
            share[k] += report.visit_share;
            report.mv
        };
        let s = ai::mix(seed ^ (i as u64) << 8);
        let picks: Vec<_> = (0..budgets.len())
            .map(|k| (choose(k, s), choose(k, s ^ 0x5eed)))
            .collect();
        if let Some(&(largest, _)) = picks.last() {
            for (k, &(x, y)) in picks.iter().enumerate() {
                agree_seeds[k] += u32::from(x == y);
                agree_largest[k] += u32::from(x == largest);
            }
        }
        let enemy = view.viewer().opponent();
        let hidden: Vec<usize> = (0..view.cells().len())
            .filter(|&c| view.cells()[c].is_none() && truth.cells()[c] == Some(enemy))
            .collect();
        if hidden.is_empty() {
            continue;
        }
        with_hidden += 1;
        let unknown = view.cells().iter().filter(|c| c.is_none()).count() as f64;
        let uniform = hidden.len() as f64 / unknown;
        let freq = ai::hidden_frequencies(view, 4_000, s).expect("a search");
        let mean = hidden.iter().map(|&c| freq[c]).sum::<f64>() / hidden.len() as f64;
        lift += mean / uniform;
    }
    let n = views.len() as f64;
    for (k, budget) in budgets.iter().enumerate() {
        println!(
            "{budget:>6} iterations: two seeds agree {:.0}%, same move as {} iterations {:.0}%, \
             tree depth {:.1}, chosen move's share of root visits {:.0}% ({} positions)",
            100.0 * f64::from(agree_seeds[k]) / n,
            BUDGETS[BUDGETS.len() - 1],
            100.0 * f64::from(agree_largest[k]) / n,
            depth[k] / (2.0 * n),
            100.0 * share[k] / (2.0 * n),
            views.len()
        );
    }
    let h = f64::from(with_hidden.max(1));
    println!(
        "sampler lift on the true hidden cells ({with_hidden} positions with hidden stones): {:.2}",
        lift / h
    );
}
