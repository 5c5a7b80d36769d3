//! The production search plays what it played: for fixed positions, seeds and iteration
//! budgets, the move, the iterations and the search's estimates are those recorded in
//! `tests/fixtures/ai/fingerprint.txt`. A change meant to be invisible to the levels (moving
//! experiments out of the search's inner loop) must leave every line alone; a change meant to
//! alter the search re-records the file with `BLESS=1 cargo test --test rules ai_fingerprint`,
//! and its note says why, with a measured match.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use hextable::{
    ai::{self, Budget},
    rules::{BoardSize, DarkVersion, GameSettings, HexGame, Move, Variant},
};

const FIXTURE: &str = concat!(
    env!("CARGO_MANIFEST_DIR"),
    "/tests/fixtures/ai/fingerprint.txt"
);

/// A game of `plies` moves picked by seeded random play (each side from its own view).
fn random_game(settings: GameSettings, plies: usize, seed: u64) -> HexGame {
    let mut game = HexGame::new(settings);
    for ply in 0..plies {
        let Some(player) = game.to_move() else {
            break;
        };
        let view = game.player_view(player);
        let Some(mv) = ai::random_move(&view, seed * 1_000 + ply as u64) else {
            break;
        };
        game.play(player, mv).unwrap();
        if game.is_over() {
            break;
        }
    }
    game
}

fn fingerprint() -> String {
    let cases = [
        (Variant::DarkHex(DarkVersion::Classic), 7, false),
        (Variant::DarkHex(DarkVersion::Abrupt), 7, false),
        (Variant::DarkHex(DarkVersion::Classic), 9, false),
        (Variant::Hex, 9, true),
        (Variant::Rex, 7, true),
    ];
    let mut out = String::new();
    for (variant, n, swap) in cases {
        let settings = GameSettings::new(variant, BoardSize::square(n).unwrap()).with_swap(swap);
        for (plies, seed) in [(0, 1), (1, 2), (6, 3), (13, 4), (20, 5)] {
            let game = random_game(settings, plies, seed);
            let Some(player) = game.to_move() else {
                continue;
            };
            let view = game.player_view(player);
            let report = ai::analyse(&view, Budget::iterations(500), seed).unwrap();
            let mv = match report.mv {
                Move::Place(cell) => cell.to_string(),
                other => format!("{other:?}"),
            };
            out.push_str(&format!(
                "{variant} {n} ply {} seed {seed}: {mv} iterations {} win {:.5} share {:.5} depth {:.4}\n",
                game.ply(),
                report.iterations,
                report.win_rate,
                report.visit_share,
                report.mean_depth,
            ));
        }
    }
    out
}

#[test]
fn the_levels_search_plays_the_recorded_moves() {
    let actual = fingerprint();
    if std::env::var_os("BLESS").is_some() {
        std::fs::write(FIXTURE, &actual).unwrap();
        return;
    }
    let expected = std::fs::read_to_string(FIXTURE).expect("no fixture: run with BLESS=1");
    for (line, (a, e)) in actual.lines().zip(expected.lines()).enumerate() {
        assert_eq!(a, e, "line {}", line + 1);
    }
    assert_eq!(actual.lines().count(), expected.lines().count());
}
