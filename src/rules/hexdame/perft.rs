//! Perft: counting the leaf positions of the legal-move tree, the standard check of a move
//! generator. Moves are counted as distinct (start, end, captured set).

use std::time::{Duration, Instant};

use super::{
    board::{Position, Setup},
    movegen::Move,
    reference::RefBoard,
};
use crate::rules::any_game::{MoveCounter, PerftRun};

/// Hexdame's move-generator check in the registration ([`crate::rules::Family::perft`]).
pub(crate) struct HexdamePerft;

impl MoveCounter for HexdamePerft {
    fn report(
        &self,
        run: &PerftRun<'_>,
        line: &mut dyn FnMut(&str),
        took: &mut dyn FnMut(f64),
    ) -> Result<(), String> {
        let pos = match run.position {
            Some(text) => {
                let setup: Setup = text
                    .parse()
                    .map_err(|error| format!("reading --position: {error}"))?;
                Position::from_setup(&setup)
                    .map_err(|error| format!("checking --position: {error}"))?
            }
            None => Position::start(),
        };
        for depth in 1..=run.depth {
            let started = Instant::now();
            let count = if run.reference {
                RefBoard::from_position(&pos).perft(depth)
            } else {
                perft(&pos, depth)
            };
            line(&format!("depth {depth}: {count}"));
            took(started.elapsed().as_secs_f64());
        }
        if run.divide && run.depth > 0 {
            for (m, n) in divide(&pos, run.depth) {
                line(&format!("{m}: {n}"));
            }
        }
        Ok(())
    }

    fn nodes_per_second(&self, depth: u32, budget: Duration, runs: Option<u64>) -> f64 {
        let start = Position::start();
        let began = Instant::now();
        let mut nodes = 0u64;
        let mut done = 0u64;
        while match runs {
            Some(n) => done < n.max(1),
            None => done == 0 || began.elapsed() < budget,
        } {
            nodes += perft(&start, depth);
            done += 1;
        }
        nodes as f64 / began.elapsed().as_secs_f64()
    }
}

/// Number of leaf positions `depth` plies below `pos` (1 at depth 0).
pub fn perft(pos: &Position, depth: u32) -> u64 {
    let mut buffers: Vec<Vec<Move>> = (0..depth).map(|_| Vec::with_capacity(64)).collect();
    perft_with(pos, depth, &mut buffers)
}

fn perft_with(pos: &Position, depth: u32, buffers: &mut [Vec<Move>]) -> u64 {
    let Some((moves, rest)) = buffers.split_first_mut() else {
        return 1;
    };
    pos.legal_moves_into(moves);
    if depth == 1 {
        return moves.len() as u64;
    }
    let mut total = 0;
    for m in moves.iter() {
        total += perft_with(&pos.play_unchecked(m), depth - 1, rest);
    }
    total
}

/// Perft split by first move: each legal move with the leaf count below it.
pub fn divide(pos: &Position, depth: u32) -> Vec<(Move, u64)> {
    let mut moves = pos.legal_moves();
    moves.sort();
    moves
        .into_iter()
        .map(|m| {
            let n = perft(&pos.play_unchecked(&m), depth.saturating_sub(1));
            (m, n)
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::hexdame::reference::RefBoard;

    #[test]
    fn fast_and_reference_agree_from_the_start() {
        let p = Position::start();
        let r = RefBoard::from_position(&p);
        for d in 0..=3 {
            assert_eq!(perft(&p, d), r.perft(d), "depth {d}");
        }
    }

    #[test]
    fn divide_sums_to_perft() {
        let p = Position::start();
        let total: u64 = divide(&p, 3).iter().map(|(_, n)| n).sum();
        assert_eq!(total, perft(&p, 3));
    }
}
