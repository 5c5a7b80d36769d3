//! The rating-history picture: golden images of a few histories (compared as in
//! `render_golden.rs`; re-bless with `BLESS=1 cargo test --test rules render_chart::`), and
//! every length of history from none to 10,000 games drawn quickly into a small picture.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use crate::support;

use std::time::{Duration, Instant};

use hextable::render::chart::{rating_chart, ChartPoint};
use support::{
    golden::{self, pixels},
    Rng,
};

/// The RD after `games` rated games played close together: 350 before the first, falling
/// below 100 (no longer provisional) after the ninth, settling near 50.
fn deviation(games: usize) -> f64 {
    (350.0 * 0.87f64.powi(games as i32 + 1)).max(50.0)
}

/// A history of `games` games from 1500 in which each game wins with chance `win_percent`;
/// steps shrink as the RD does, as Glicko-2's do.
fn history(seed: u64, games: usize, win_percent: usize) -> Vec<ChartPoint> {
    let mut rng = Rng(seed);
    let mut rating = 1500.0;
    (0..games)
        .map(|game| {
            let deviation = deviation(game);
            let step = 6.0 + deviation * 0.22;
            rating += if rng.below(100) < win_percent {
                step
            } else {
                -step
            };
            ChartPoint { rating, deviation }
        })
        .collect()
}

fn scenes() -> Vec<(&'static str, Vec<u8>)> {
    vec![
        ("chart-rising", rating_chart(&history(1, 40, 72))),
        ("chart-falling", rating_chart(&history(2, 25, 25))),
        (
            "chart-provisional-settling",
            rating_chart(&history(3, 60, 50)),
        ),
        (
            "chart-one-game",
            rating_chart(&[ChartPoint {
                rating: 1662.3,
                deviation: 290.3,
            }]),
        ),
        ("chart-no-games", rating_chart(&[])),
        ("chart-1000-games", rating_chart(&history(4, 1000, 51))),
    ]
}

#[test]
fn charts_match_the_golden_images() {
    golden::check(scenes());
}

#[test]
fn every_length_of_history_makes_a_small_picture_of_one_size_quickly() {
    let mut slowest = Duration::ZERO;
    for games in [0, 1, 2, 3, 10, 100, 1_000, 10_000] {
        let points = history(games as u64 + 7, games, 50);
        // The best of a few runs: the machine is shared, and the first run fills the glyph cache.
        let (png, took) = (0..5)
            .map(|_| {
                let started = Instant::now();
                let png = rating_chart(&points);
                (png, started.elapsed())
            })
            .min_by_key(|(_, took)| *took)
            .unwrap();
        println!(
            "{games:>6} games: {:>6} bytes in {:.2} ms",
            png.len(),
            took.as_secs_f64() * 1000.0
        );
        slowest = slowest.max(took);
        assert_eq!(&png[..4], b"\x89PNG", "{games} games");
        assert!(png.len() < 24 * 1024, "{games} games: {} bytes", png.len());
        assert_eq!(pixels(&png).dimensions(), (480, 200), "{games} games");
        assert_eq!(
            png,
            rating_chart(&points),
            "{games} games: not deterministic"
        );
    }
    // Generous for a loaded two-core machine in the dev profile; the figures are printed.
    assert!(slowest < Duration::from_secs(2), "slowest {slowest:?}");
}

#[test]
fn the_history_shows_in_the_picture() {
    let rising = rating_chart(&history(1, 40, 72));
    let falling = rating_chart(&history(2, 40, 25));
    assert_ne!(rising, falling);
    // Numbers no chart could show still make a picture.
    let odd = [
        ChartPoint {
            rating: f64::NAN,
            deviation: 0.0,
        },
        ChartPoint {
            rating: 1e300,
            deviation: f64::INFINITY,
        },
        ChartPoint {
            rating: -5.0,
            deviation: -1.0,
        },
    ];
    assert_eq!(pixels(&rating_chart(&odd)).dimensions(), (480, 200));
    // The line is drawn in Blue's colour: a rising history ends high on the right, a falling
    // one low.
    let blue_rows = |png: &[u8]| {
        let image = pixels(png);
        (0..image.height())
            .filter(|&y| {
                (416..428).any(|x| {
                    let p = image.get_pixel(x, y).0;
                    p[2] > 120 && p[0] < 80
                })
            })
            .collect::<Vec<_>>()
    };
    let (up, down) = (blue_rows(&rising), blue_rows(&falling));
    assert!(!up.is_empty() && !down.is_empty());
    assert!(
        up[0] < 100 && down[0] > 100,
        "rising {up:?}, falling {down:?}"
    );
}
