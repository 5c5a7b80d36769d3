//! The standings picture: golden images of a 4-player round-robin and a 32-player Swiss
//! (compared as in `render_golden.rs`; re-bless with `BLESS=1 cargo test --test
//! render_standings`), with long names cut to their column and a withdrawn player.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use crate::support;

use hextable::{
    core::tournament::{Format, GameResult, Pairing, Tournament},
    render::{standings::standings_picture_size, standings_png, Theme},
    rules::Side,
};
use support::{
    golden::{self, pixels},
    Rng,
};

const NAMES: [&str; 8] = [
    "alice",
    "Bartholomew Maximilian Featherstonehaugh-Cholmondeley",
    "Čeněk Šťastný",
    "bob",
    "Jørgen Æbelø",
    "Grüße aus Düsseldorf, der schönsten Stadt am Rhein",
    "eve",
    "Mallory",
];

/// A tournament of `players` played to its end with seeded random results.
fn played(format: Format, players: usize, seed: u64) -> Tournament {
    let mut rng = Rng(seed);
    let mut tournament = Tournament::new(format);
    for i in 0..players {
        let name = NAMES
            .get(i)
            .map_or_else(|| format!("player{i:02}"), |name| (*name).to_owned());
        tournament
            .join(name, 1250.0 + rng.below(900) as f64)
            .unwrap();
    }
    while !tournament.is_finished() {
        tournament.pair_next_round().unwrap();
        let round = tournament.current_round();
        if round == 2 {
            let quitter = tournament.entries()[players - 1].id;
            tournament.withdraw(quitter).unwrap();
        }
        let boards = tournament.rounds().last().unwrap().clone();
        for (board, pairing) in boards.iter().enumerate() {
            if let Pairing::Game { result: None, .. } = pairing {
                let result = match rng.below(10) {
                    0 => GameResult::Draw,
                    1..=4 => GameResult::Win(Side::First),
                    _ => GameResult::Win(Side::Second),
                };
                tournament.set_result(round, board, result).unwrap();
            }
        }
    }
    tournament
}

fn scenes() -> Vec<(&'static str, Vec<u8>)> {
    let four = played(Format::RoundRobin, 4, 21);
    let thirty_two = played(Format::Swiss { rounds: 5 }, 32, 42);
    let four_table = four
        .standings()
        .table("Dark Hex round-robin · final standings");
    let swiss_table = thirty_two
        .standings()
        .table("Hex 11×11 Swiss, a tournament with a very long name indeed · after round 5 of 5");
    vec![
        (
            "standings-4-light",
            standings_png(&four_table, Theme::Light).unwrap(),
        ),
        (
            "standings-4-dark",
            standings_png(&four_table, Theme::Dark).unwrap(),
        ),
        (
            "standings-32-light",
            standings_png(&swiss_table, Theme::Light).unwrap(),
        ),
    ]
}

#[test]
fn standings_match_the_golden_images() {
    golden::check(scenes());
}

#[test]
fn the_picture_grows_with_the_field_and_stays_small() {
    for (players, format) in [(4, Format::RoundRobin), (32, Format::Swiss { rounds: 5 })] {
        let table = played(format, players, 7).standings().table("t");
        let png = standings_png(&table, Theme::Light).unwrap();
        let image = pixels(&png);
        assert_eq!(image.dimensions(), standings_picture_size(players));
        assert!(png.len() < 60_000, "{players}: {} bytes", png.len());
    }
}
