//! Where the enemy's hidden stones are likely to be, before any sampling: static weights
//! along the enemy's routes ([`hidden_weights`]), and the timeline of the viewer's stones
//! against the enemy's hits ([`own_stones_and_hits`]). Read once when a search starts
//! (`search.rs`); the sampling itself is `hidden.rs`.

use std::collections::VecDeque;

use super::geometry::{
    code, edge_distances, Geometry, BOTTOM, EMPTY, LEFT, NO_CELL, RED, RIGHT, TOP,
};
use crate::rules::{Move, MoveResult, PlayerView};

/// The viewer's stones in the order they were placed, and for each of the opponent's hits
/// (in order) how many of them had been placed by then. Falls back to the board's order, with
/// every stone a candidate for every hit, if the timeline does not list the stones.
pub(super) fn own_stones_and_hits(view: &PlayerView, base: &[u8]) -> (Vec<u16>, Vec<usize>) {
    let viewer = view.viewer();
    let cols = usize::from(view.settings().size.cols());
    let mut own = Vec::new();
    let mut found_after = Vec::new();
    for seen in view.timeline() {
        if seen.player == viewer {
            if let (MoveResult::Placed, Some(Move::Place(cell))) = (seen.result, seen.mv) {
                own.push((usize::from(cell.row) * cols + usize::from(cell.col)) as u16);
            }
        } else if seen.result == MoveResult::Hit {
            found_after.push(own.len());
        }
    }
    let on_board: Vec<u16> = (0..base.len())
        .filter(|&i| base[i] == code(viewer))
        .map(|i| i as u16)
        .collect();
    let mut listed = own.clone();
    listed.sort_unstable();
    if listed != on_board {
        let all = on_board.len();
        let hits = usize::from(view.stones_found_by_opponent()).min(all);
        return (on_board, vec![all; hits]);
    }
    (own, found_after)
}

/// Where hidden enemy stones are likely: along the routes the enemy's chain can still take
/// (cells on or near a shortest enemy path between their edges, around the viewer's stones),
/// next to the enemy stones already discovered, and towards the centre.
pub(super) fn hidden_weights(geo: &Geometry, base: &[u8], enemy: u8) -> Vec<f32> {
    let from_first = enemy_distances(geo, base, enemy, true);
    let from_second = enemy_distances(geo, base, enemy, false);
    let through: Vec<u32> = from_first
        .iter()
        .zip(&from_second)
        .map(|(&a, &b)| a.saturating_add(b))
        .collect();
    let best = through
        .iter()
        .enumerate()
        .filter(|&(i, _)| base[i] == EMPTY)
        .map(|(_, &d)| d)
        .min()
        .unwrap_or(u32::MAX);
    (0..geo.cells())
        .map(|i| {
            let near = geo.neighbours[i]
                .iter()
                .filter(|&&n| n != NO_CELL && base[usize::from(n)] == enemy)
                .count();
            let route = if through[i] == u32::MAX || best == u32::MAX {
                0.0
            } else {
                (-(through[i].saturating_sub(best) as f32) / 2.0).exp()
            };
            0.5 + 1.5 * route + 0.5 * near as f32 + 0.5 * (1.0 - geo.off_centre(i))
        })
        .collect()
}

/// Stones the enemy still needs to reach each cell from one of their edges (0-1 BFS: known
/// enemy stones cost nothing, other cells one: the enemy cannot see the viewer's stones
/// either, so they do not steer the enemy's plans).
/// A cell's own cost is counted once, in the distance from the first edge.
pub(super) fn enemy_distances(geo: &Geometry, base: &[u8], enemy: u8, first: bool) -> Vec<u32> {
    distances(geo, base, enemy, first)
}

/// Stones `enemy` still needs to reach each cell from one of its edges (0-1 BFS over its
/// known stones).
fn distances(geo: &Geometry, base: &[u8], enemy: u8, first: bool) -> Vec<u32> {
    let edge_bit = match (enemy == RED, first) {
        (true, true) => TOP,
        (true, false) => BOTTOM,
        (false, true) => LEFT,
        (false, false) => RIGHT,
    };
    let cost = |i: usize| -> Option<u32> { Some(u32::from(base[i] != enemy)) };
    let mut dist16 = vec![u16::MAX; geo.cells()];
    let mut deque = VecDeque::new();
    edge_distances(
        geo,
        edge_bit,
        |i| cost(i).map(|c| c as u16),
        &mut dist16,
        &mut deque,
    );
    let dist: Vec<u32> = dist16
        .iter()
        .map(|&d| {
            if d == u16::MAX {
                u32::MAX
            } else {
                u32::from(d)
            }
        })
        .collect();
    if first {
        dist
    } else {
        // Do not count the cell itself twice.
        dist.iter()
            .enumerate()
            .map(|(i, &d)| match cost(i) {
                Some(c) if d != u32::MAX => d - c,
                _ => d,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ai::geometry::BLUE,
        rules::{BoardSize, DarkVersion, GameSettings, HexGame, Player, Variant},
    };

    /// Dark Hex 5×5 after `a1 c3 c3`: Red's view (its a1, Blue's c3 found), as cell codes.
    fn red_found_c3() -> (Geometry, Vec<u8>) {
        let settings = GameSettings::new(
            Variant::DarkHex(DarkVersion::Classic),
            BoardSize::square(5).unwrap(),
        )
        .with_swap(false);
        let moves = crate::rules::parse_move_list("a1 c3 c3").unwrap();
        let g = HexGame::from_moves(settings, &moves).unwrap();
        let view = g.player_view(Player::Red);
        let geo = Geometry::new(view.settings().size);
        let base = view.cells().iter().map(|c| c.map_or(EMPTY, code)).collect();
        (geo, base)
    }

    #[test]
    fn enemy_routes_go_through_discovered_stones() {
        // Blue (enemy of Red) was found on c3 of a 5×5 board: the cheapest Blue routes use it.
        let (geo, base) = red_found_c3();
        let first = enemy_distances(&geo, &base, BLUE, true);
        let second = enemy_distances(&geo, &base, BLUE, false);
        let through = |i: usize| first[i] + second[i];
        let c3 = 2 * 5 + 2;
        assert_eq!(through(c3), 4, "two cells on each side of c3");
        assert!(through(0) > through(c3));
        let weights = hidden_weights(&geo, &base, BLUE);
        assert!(weights[2 * 5 + 1] > weights[4 * 5 + 4]);
    }
}
