//! `hextable bench pairing`: a Swiss round of 256 players, and one of 1,000, paired after five
//! rounds of random results (with a few withdrawals), timed over repetitions: the median and
//! the worst milliseconds. Then 256-player knockout brackets, single and double elimination: the time to
//! draw the bracket and play it to its end (every result recorded), and the time to draw its
//! picture (the picture's words and the PNG).

use std::time::{Duration, Instant};

use anyhow::Result;
use hextable::{
    core::tournament::{
        knockout::{Bracket, BracketLabels, Elimination, KnockoutSettings},
        EntryId, Format, GameResult, Pairing, Tournament,
    },
    render::{bracket::bracket_png, Theme},
    rules::Side,
};

use super::rng::Rng;

/// Players in the measured round (and in the brackets).
const PLAYERS: usize = 256;
/// Players in the large measured round.
const LARGE: usize = 1_000;
/// Rounds played before the measured one.
const PLAYED_ROUNDS: u32 = 5;

/// Pairs round six of a 256-player and of a 1,000-player nine-round Swiss (`repetitions`
/// times, the larger a tenth as often) and prints the median and worst times, then the
/// brackets'.
pub fn run(repetitions: u64) -> Result<()> {
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    // The large round takes longer: a tenth of the repetitions, at least three.
    for (players, times) in [(PLAYERS, repetitions), (LARGE, (repetitions / 10).max(3))] {
        let tournament = played_swiss(players)?;
        let mut times_taken: Vec<Duration> = Vec::new();
        for _ in 0..times.max(1) {
            let mut next = tournament.clone();
            let started = Instant::now();
            next.pair_next_round()?;
            times_taken.push(started.elapsed());
        }
        times_taken.sort_unstable();
        println!(
            "pairing-swiss-{players} median ms: {:.2}",
            ms(times_taken[times_taken.len() / 2])
        );
        println!(
            "pairing-swiss-{players} worst ms: {:.2}",
            ms(times_taken[times_taken.len() - 1])
        );
    }
    for (name, elimination) in [
        ("single", Elimination::Single { third_place: true }),
        ("double", Elimination::Double { reset: true }),
    ] {
        let mut build: Vec<Duration> = Vec::new();
        let mut draw: Vec<Duration> = Vec::new();
        let mut bytes = 0;
        // A picture takes longer than a pairing: a tenth of the repetitions, at least three.
        for _ in 0..(repetitions / 10).max(3) {
            let started = Instant::now();
            let bracket = played_bracket(elimination)?;
            build.push(started.elapsed());
            let started = Instant::now();
            let picture = bracket.picture("bench", &BracketLabels::default(), &|p: EntryId| {
                format!("player{}", p.0)
            });
            bytes = bracket_png(&picture, Theme::Light)?.len();
            draw.push(started.elapsed());
        }
        for (what, times) in [("build", &mut build), ("draw", &mut draw)] {
            times.sort_unstable();
            println!(
                "bracket-{name}-{PLAYERS} {what} median ms: {:.2}",
                ms(times[times.len() / 2])
            );
            println!(
                "bracket-{name}-{PLAYERS} {what} worst ms: {:.2}",
                ms(times[times.len() - 1])
            );
        }
        println!("bracket-{name}-{PLAYERS} png bytes: {bytes}");
    }
    Ok(())
}

/// A 256-player bracket played to its end: each game won by either side at random.
fn played_bracket(elimination: Elimination) -> Result<Bracket> {
    let settings = KnockoutSettings {
        elimination,
        games: 1,
        lot: 0x5EED,
    };
    let mut rng = Rng(0x0B4A_C4E7);
    let seeds = (1..=PLAYERS as u32).map(EntryId).collect();
    let mut bracket = Bracket::new(settings, seeds)?;
    while !bracket.is_finished() {
        for game in bracket.games_to_play() {
            let side = if rng.below(2) == 0 {
                Side::First
            } else {
                Side::Second
            };
            bracket.record(game.match_id, GameResult::Win(side))?;
        }
    }
    Ok(bracket)
}

/// The tournament after five rounds: ratings spread over 1000–2500, decisive results (one
/// game in twenty drawn), and one player in a hundred withdrawing each round.
fn played_swiss(players: usize) -> Result<Tournament> {
    let mut rng = Rng(0x5EED_CAFE);
    let mut tournament = Tournament::new(Format::Swiss { rounds: 9 });
    for i in 0..players {
        tournament.join(format!("player{i}"), 1000.0 + rng.below(1500) as f64)?;
    }
    for _ in 0..PLAYED_ROUNDS {
        tournament.pair_next_round()?;
        let round = tournament.current_round();
        let boards = tournament.rounds().last().cloned().unwrap_or_default();
        for (board, pairing) in boards.iter().enumerate() {
            if let Pairing::Game { result: None, .. } = pairing {
                let result = match rng.below(20) {
                    0 => GameResult::Draw,
                    n if n % 2 == 0 => GameResult::Win(Side::First),
                    _ => GameResult::Win(Side::Second),
                };
                tournament.set_result(round, board, result)?;
            }
        }
        for _ in 0..players / 100 {
            let id = tournament.entries()[rng.below(players)].id;
            // Withdrawing twice is refused; the bench does not mind.
            let _ = tournament.withdraw(id);
        }
    }
    Ok(tournament)
}
