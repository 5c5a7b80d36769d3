//! Perft: counting the leaf positions of the legal-move tree, the standard check of a move
//! generator. Moves are counted as distinct (start, end, captured set).

use super::{board::Position, movegen::Move};

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
