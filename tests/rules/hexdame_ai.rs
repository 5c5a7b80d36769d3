//! The Hexdame computer player within its budgets.

// Test helpers may panic: a panic is a test failure.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::time::{Duration, Instant};

use hextable::{
    ai::hexdame::{choose, search, Level, Limits},
    rules::hexdame::{Game, Outcome},
};

/// A game played by `white` against `black`, up to `plies` moves; every answer is timed.
fn play(white: Level, black: Level, plies: usize, seed: u64) -> (Game, Duration) {
    let mut game = Game::new();
    let mut slowest = Duration::ZERO;
    for ply in 0..plies {
        let Some(color) = game.to_move() else { break };
        let level = if ply % 2 == 0 { white } else { black };
        let t = Instant::now();
        let choice = choose(&game, level, seed + ply as u64).expect("a move while the game runs");
        slowest = slowest.max(t.elapsed());
        game.play(color, &choice.best)
            .expect("the engine plays legal moves");
    }
    (game, slowest)
}

#[test]
fn hard_answers_within_two_seconds() {
    let (game, _) = play(Level::Easy, Level::Easy, 12, 5);
    for g in [Game::new(), game] {
        let t = Instant::now();
        let c = choose(&g, Level::Hard, 1).unwrap();
        let took = t.elapsed();
        assert!(took < Duration::from_secs(2), "hard took {took:?}");
        assert!(g.position().is_legal(&c.best));
        assert!(c.depth >= 1 || g.position().legal_moves().len() == 1);
    }
}

#[test]
fn easy_games_are_legal_and_seeded() {
    let (a, _) = play(Level::Easy, Level::Easy, 30, 11);
    let (b, _) = play(Level::Easy, Level::Easy, 30, 11);
    assert_eq!(a.record(), b.record(), "same seeds, same game");
    let (c, _) = play(Level::Easy, Level::Easy, 30, 12);
    assert_ne!(a.record(), c.record(), "other seeds, another game");
    assert_eq!(Game::replay(&a.record()).unwrap(), a);
}

#[test]
fn node_budget_makes_the_search_deterministic() {
    let limits = Limits {
        max_depth: 64,
        max_nodes: Some(30_000),
        time: None,
        noise: 0,
    };
    let g = Game::new();
    let a = search(g.position(), &[], &limits, 3).unwrap();
    let b = search(g.position(), &[], &limits, 3).unwrap();
    assert_eq!(a, b);
}

/// Plays hard against medium and prints the slowest answer; run in release:
/// `cargo test --release --test rules -- --ignored --nocapture hexdame_ai::`.
#[test]
#[ignore = "slow: a whole game at full strength"]
fn hard_against_medium_timing() {
    for seed in [1, 2] {
        let (game, slowest) = play(Level::Hard, Level::Medium, 200, seed);
        println!(
            "seed {seed}: {} plies, outcome {:?}, slowest answer {slowest:?}",
            game.moves().len(),
            game.outcome()
        );
        println!("{}", game.record());
        assert!(slowest < Duration::from_secs(2));
        if let Some(Outcome::Win { winner, .. }) = game.outcome() {
            println!("winner {winner}");
        }
    }
}

/// Prints depth, nodes and time of each level from a few positions; run in release:
/// `cargo test --release --test rules -- --ignored --nocapture hexdame_ai::level_report`.
#[test]
#[ignore = "prints measurements"]
fn level_report() {
    let (mid, _) = play(Level::Easy, Level::Easy, 20, 9);
    for (name, g) in [("start", Game::new()), ("after 20 plies", mid)] {
        for level in [Level::Easy, Level::Medium, Level::Hard] {
            let t = Instant::now();
            let c = choose(&g, level, 1).unwrap();
            let took = t.elapsed();
            println!(
                "{name}: {level:?} {} depth {} nodes {} in {took:?} ({:.0} nodes/s)",
                c.best,
                c.depth,
                c.nodes,
                c.nodes as f64 / took.as_secs_f64()
            );
        }
    }
}
