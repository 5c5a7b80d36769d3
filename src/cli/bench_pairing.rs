//! `hextable bench pairing`: a Swiss round of 256 players paired after five rounds of random
//! results (with a few withdrawals), timed over repetitions: the median and the worst
//! milliseconds.

use std::time::{Duration, Instant};

use anyhow::Result;
use hextable::{
    core::tournament::{Format, GameResult, Pairing, Tournament},
    rules::Side,
};

use super::rng::Rng;

/// Players in the measured round.
const PLAYERS: usize = 256;
/// Rounds played before the measured one.
const PLAYED_ROUNDS: u32 = 5;

/// Pairs round six of a 256-player, nine-round Swiss `repetitions` times and prints the
/// median and worst times.
pub fn run(repetitions: u64) -> Result<()> {
    let tournament = played_swiss()?;
    let mut times: Vec<Duration> = Vec::new();
    for _ in 0..repetitions.max(1) {
        let mut next = tournament.clone();
        let started = Instant::now();
        next.pair_next_round()?;
        times.push(started.elapsed());
    }
    times.sort_unstable();
    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "pairing-swiss-{PLAYERS} median ms: {:.2}",
        ms(times[times.len() / 2])
    );
    println!(
        "pairing-swiss-{PLAYERS} worst ms: {:.2}",
        ms(times[times.len() - 1])
    );
    Ok(())
}

/// The tournament after five rounds: ratings spread over 1000–2500, decisive results (one
/// game in twenty drawn), and one player in a hundred withdrawing each round.
fn played_swiss() -> Result<Tournament> {
    let mut rng = Rng(0x5EED_CAFE);
    let mut tournament = Tournament::new(Format::Swiss { rounds: 9 });
    for i in 0..PLAYERS {
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
        for _ in 0..PLAYERS / 100 {
            let id = tournament.entries()[rng.below(PLAYERS)].id;
            // Withdrawing twice is refused; the bench does not mind.
            let _ = tournament.withdraw(id);
        }
    }
    Ok(tournament)
}
