//! The search's entry point: which cells the viewer may play at the root, and the swap
//! decision.

use std::time::Duration;

use super::{ensemble, Budget, Report, Tuning};
use crate::rules::{BoardSize, Cell, Move, Player, PlayerView, Variant};

/// The cells the viewer may play at the root (Red's first move in a swap game avoids the
/// cells the opponent would take over).
pub(crate) fn root_cells(view: &PlayerView) -> Vec<usize> {
    let settings = view.settings();
    let size = settings.size;
    let rows = usize::from(size.rows());
    let cols = usize::from(size.cols());
    let first_with_swap = settings.swap_available() && view.ply() == 0;
    let mut cells: Vec<usize> = (0..rows * cols)
        .filter(|&i| view.cells()[i].is_none())
        .collect();
    if first_with_swap && rows > 2 {
        let keep: Vec<usize> = cells
            .iter()
            .copied()
            .filter(|&i| {
                let cell = Cell::new((i / cols) as u8, (i % cols) as u8);
                !would_swap(settings.variant, size, cell)
            })
            .collect();
        if !keep.is_empty() {
            cells = keep;
        }
    }
    cells
}

/// Whether Blue should take over Red's first stone on `cell`: in Hex every stone off the
/// border is strong; in Rex the acute corners win for the first player.
pub(crate) fn would_swap(variant: Variant, size: BoardSize, cell: Cell) -> bool {
    let last = size.rows() - 1;
    match variant {
        Variant::Rex => (cell.row == 0 && cell.col == 0) || (cell.row == last && cell.col == last),
        _ => cell.row != 0 && cell.col != 0 && cell.row != last && cell.col != last,
    }
}

/// The search's move for the player to move in `view`, with its statistics.
pub(crate) fn search_move(
    view: &PlayerView,
    budget: Budget,
    seed: u64,
    tuning: &Tuning,
) -> Option<Report> {
    let settings = view.settings();
    if settings.swap_available() && view.ply() == 1 && view.viewer() == Player::Blue {
        if let Some(Move::Place(cell)) = view.timeline().first().and_then(|s| s.mv) {
            if would_swap(settings.variant, settings.size, cell) {
                return Some(Report {
                    mv: Move::Swap,
                    iterations: 0,
                    elapsed: Duration::ZERO,
                    win_rate: 0.5,
                    mean_depth: 0.0,
                    visit_share: 1.0,
                });
            }
        }
    }
    let cells = root_cells(view);
    ensemble::search(view, &cells, budget, seed, tuning)
}
