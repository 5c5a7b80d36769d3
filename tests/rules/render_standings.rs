//! The standings pictures: golden images of a 4-player round-robin and a 32-player Swiss
//! (compared as in `render_golden.rs`; re-bless with `BLESS=1 cargo test --test
//! render_standings`), with long names cut to their column and a withdrawn player; and of
//! knockout brackets (single and double elimination, 6 to 64 players, finished and in play,
//! names in any script and markup among them).

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use crate::support;

use hextable::{
    core::tournament::{
        knockout::{Bracket, BracketLabels, Elimination, KnockoutSettings},
        EntryId, Format, GameResult, Pairing, Tournament,
    },
    render::{
        bracket::{bracket_picture_size, bracket_png},
        standings::standings_picture_size,
        standings_png, Theme,
    },
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

/// Names for brackets: long ones, other scripts, markup.
const BRACKET_NAMES: [&str; 10] = [
    "alice",
    "Bartholomew Maximilian Featherstonehaugh-Cholmondeley",
    "Čeněk Šťastný",
    "<script>alert(1)</script>",
    "Jørgen Æbelø",
    "王小明",
    "eve",
    "Grüße aus Düsseldorf",
    "bob",
    "🎲 dice",
];

fn bracket_name(id: EntryId) -> String {
    BRACKET_NAMES
        .get(id.0 as usize - 1)
        .map_or_else(|| format!("player{:02}", id.0), |n| (*n).to_owned())
}

/// A bracket of `players` (numbered in seed order) with `recorded` games played (all of them
/// for `usize::MAX`): the better seed wins two games in three.
fn bracket_played(
    elimination: Elimination,
    games: u8,
    players: u32,
    recorded: usize,
    seed: u64,
) -> Bracket {
    let settings = KnockoutSettings {
        elimination,
        games,
        lot: seed,
    };
    let mut bracket = Bracket::new(settings, (1..=players).map(EntryId).collect()).unwrap();
    let mut rng = Rng(seed);
    let mut count = 0;
    while !bracket.is_finished() && count < recorded {
        for game in bracket.games_to_play() {
            if count == recorded {
                break;
            }
            let better = game.first.min(game.second);
            let winner = if rng.below(3) < 2 {
                better
            } else {
                game.first.max(game.second)
            };
            let side = if winner == game.first {
                Side::First
            } else {
                Side::Second
            };
            bracket
                .record(game.match_id, GameResult::Win(side))
                .unwrap();
            count += 1;
        }
    }
    bracket
}

fn bracket_scenes() -> Vec<(&'static str, Vec<u8>)> {
    let labels = BracketLabels::default();
    let draw = |bracket: &Bracket, title: &str, theme| {
        bracket_png(&bracket.picture(title, &labels, &bracket_name), theme).unwrap()
    };
    let single = Elimination::Single { third_place: true };
    let double = Elimination::Double { reset: true };
    let eight = bracket_played(single, 1, 8, usize::MAX, 3);
    let six = bracket_played(double, 2, 6, usize::MAX, 5);
    let mut sixteen = bracket_played(double, 1, 16, 19, 8);
    sixteen.withdraw(EntryId(9)).unwrap();
    let sixty_four = bracket_played(double, 1, 64, usize::MAX, 13);
    vec![
        (
            "bracket-8-single-light",
            draw(&eight, "Hex 11×11 knockout · final", Theme::Light),
        ),
        (
            "bracket-6-double-bo2-dark",
            draw(
                &six,
                "Dark Hex double knockout, match=2 · final",
                Theme::Dark,
            ),
        ),
        (
            "bracket-16-double-in-play-light",
            draw(&sixteen, "Rex double knockout · in play", Theme::Light),
        ),
        (
            "bracket-64-double-light",
            draw(&sixty_four, "Hex 13×13 open · 64 players", Theme::Light),
        ),
    ]
}

#[test]
fn brackets_match_the_golden_images() {
    golden::check(bracket_scenes());
}

#[test]
fn bracket_pictures_have_their_size_and_a_64_player_one_stays_small() {
    let labels = BracketLabels::default();
    for (players, elimination) in [
        (64, Elimination::Single { third_place: false }),
        (64, Elimination::Double { reset: false }),
        (3, Elimination::Double { reset: true }),
    ] {
        let bracket = bracket_played(elimination, 1, players, usize::MAX, 2);
        let picture = bracket.picture("t", &labels, &bracket_name);
        let png = bracket_png(&picture, Theme::Dark).unwrap();
        assert_eq!(pixels(&png).dimensions(), bracket_picture_size(&picture));
        assert!(png.len() < 400_000, "{players}: {} bytes", png.len());
    }
}

/// With `BRACKET_LOOK=<dir>`, writes more bracket pictures there for a person to look at
/// (16 and 64 players single, 8 double, in both themes); otherwise does nothing.
#[test]
fn bracket_pictures_to_look_at() {
    let Some(dir) = std::env::var_os("BRACKET_LOOK") else {
        return;
    };
    let labels = BracketLabels::default();
    let single = Elimination::Single { third_place: true };
    let double = Elimination::Double { reset: true };
    for (name, elimination, games, players, recorded) in [
        ("16-single-in-play", single, 1, 16, 11),
        ("64-single", single, 3, 64, usize::MAX),
        ("8-double", double, 1, 8, usize::MAX),
        ("8-double-in-play", double, 1, 8, 9),
        ("256-double", double, 1, 256, usize::MAX),
    ] {
        let bracket = bracket_played(elimination, games, players, recorded, 4);
        let picture = bracket.picture(format!("look: {name}"), &labels, &bracket_name);
        for theme in [Theme::Light, Theme::Dark] {
            let png = bracket_png(&picture, theme).unwrap();
            let path = std::path::Path::new(&dir).join(format!("bracket-{name}-{theme:?}.png"));
            std::fs::write(path, png).unwrap();
        }
        println!("{name}:\n{}", bracket.text(&labels, &bracket_name));
    }
}
