//! Connection detection: a fast incremental union-find used by the referee, the winning chain
//! to highlight, and a slow flood-fill oracle that the tests use to check the fast path.

use super::coord::{BoardSize, Cell, Player};

/// Virtual node numbers for the four edges, placed after the cells.
const TOP: usize = 0;
const BOTTOM: usize = 1;
const LEFT: usize = 2;
const RIGHT: usize = 3;

/// Incremental connectivity of each player's stones with their two edges.
///
/// A union-find over the cells, where each group's root carries the set of edges the group
/// touches. A stone is only ever joined with neighbouring stones of its own colour, so one
/// structure serves both players, and a player has connected as soon as one of their groups
/// touches both of their edges. The neighbour table is computed once per game so that placing
/// a stone touches no geometry.
#[derive(Clone, Debug)]
pub(crate) struct Connectivity {
    parent: Vec<u16>,
    /// For each group root, the edges (`1 << TOP` ..) the group touches.
    group_edges: Vec<u8>,
    /// For each cell, its neighbours' indices; `NO_CELL` pads cells with fewer than six.
    neighbours: Vec<[u16; 6]>,
    /// For each cell, the edges it lies on, as bits `1 << edge`.
    cell_edges: Vec<u8>,
}

const NO_CELL: u16 = u16::MAX;

impl Connectivity {
    pub(crate) fn new(size: BoardSize) -> Self {
        let cells = size.cell_count();
        let mut neighbours = vec![[NO_CELL; 6]; cells];
        let mut cell_edges = vec![0u8; cells];
        for (index, cell) in size.cells().enumerate() {
            for (slot, n) in size.neighbours(cell).enumerate() {
                let n_index = usize::from(n.row) * usize::from(size.cols()) + usize::from(n.col);
                neighbours[index][slot] = n_index as u16;
            }
            for edge in [TOP, BOTTOM, LEFT, RIGHT] {
                let player = if edge < LEFT {
                    Player::Red
                } else {
                    Player::Blue
                };
                if touches_edge(size, cell, player, edge) {
                    cell_edges[index] |= 1 << edge;
                }
            }
        }
        Self {
            parent: (0..cells as u16).collect(),
            group_edges: vec![0; cells],
            neighbours,
            cell_edges,
        }
    }

    /// Forgets every stone.
    pub(crate) fn reset(&mut self) {
        for (node, parent) in self.parent.iter_mut().enumerate() {
            *parent = node as u16;
        }
    }

    fn find(&mut self, mut node: usize) -> usize {
        while usize::from(self.parent[node]) != node {
            let grandparent = self.parent[usize::from(self.parent[node])];
            self.parent[node] = grandparent;
            node = usize::from(grandparent);
        }
        node
    }

    /// Records a new stone of `player` on the cell with dense index `index`, given the board
    /// after placing it, and says whether it joined the player's two edges.
    pub(crate) fn add_stone(
        &mut self,
        stones: &[Option<Player>],
        index: usize,
        player: Player,
    ) -> bool {
        let [first, second] = edge_nodes(player);
        let own_edges = (1u8 << first) | (1u8 << second);
        let mut root = index;
        self.parent[index] = index as u16;
        self.group_edges[index] = self.cell_edges[index] & own_edges;
        for n in self.neighbours[index] {
            if n != NO_CELL && stones[usize::from(n)] == Some(player) {
                let other = self.find(usize::from(n));
                if other != root {
                    self.parent[other] = root as u16;
                    self.group_edges[root] |= self.group_edges[other];
                }
            }
        }
        root = self.find(root);
        self.group_edges[root] == own_edges
    }
}

fn edge_nodes(player: Player) -> [usize; 2] {
    match player {
        Player::Red => [TOP, BOTTOM],
        Player::Blue => [LEFT, RIGHT],
    }
}

fn touches_edge(size: BoardSize, cell: Cell, player: Player, edge: usize) -> bool {
    match (player, edge) {
        (Player::Red, TOP) => cell.row == 0,
        (Player::Red, BOTTOM) => cell.row + 1 == size.rows(),
        (Player::Blue, LEFT) => cell.col == 0,
        (Player::Blue, RIGHT) => cell.col + 1 == size.cols(),
        _ => false,
    }
}

/// The shortest chain (fewest stones) of `player`'s stones joining their two edges, ordered
/// from the first edge (top for Red, left for Blue); `None` if the edges are not joined.
pub fn shortest_chain(
    size: BoardSize,
    stones: &[Option<Player>],
    player: Player,
) -> Option<Vec<Cell>> {
    let [first, second] = edge_nodes(player);
    let mut came_from: Vec<Option<usize>> = vec![None; stones.len()];
    let mut seen = vec![false; stones.len()];
    let mut queue = std::collections::VecDeque::new();
    for cell in size.cells() {
        let index = size.index_of(cell)?;
        if stones[index] == Some(player) && touches_edge(size, cell, player, first) {
            seen[index] = true;
            queue.push_back(index);
        }
    }
    while let Some(index) = queue.pop_front() {
        let cell = size.cell_at(index)?;
        if touches_edge(size, cell, player, second) {
            let mut chain = vec![cell];
            let mut at = index;
            while let Some(previous) = came_from[at] {
                chain.push(size.cell_at(previous)?);
                at = previous;
            }
            chain.reverse();
            return Some(chain);
        }
        for neighbour in size.neighbours(cell) {
            let n = size.index_of(neighbour)?;
            if !seen[n] && stones[n] == Some(player) {
                seen[n] = true;
                came_from[n] = Some(index);
                queue.push_back(n);
            }
        }
    }
    None
}

/// Slow but obviously correct: does a flood fill from `player`'s first edge reach the second?
/// The tests compare the fast union-find against it.
pub fn connected_by_flood_fill(size: BoardSize, stones: &[Option<Player>], player: Player) -> bool {
    let mut reached = vec![false; stones.len()];
    let mut stack: Vec<Cell> = size
        .cells()
        .filter(|&c| match player {
            Player::Red => c.row == 0,
            Player::Blue => c.col == 0,
        })
        .collect();
    while let Some(cell) = stack.pop() {
        let Some(index) = size.index_of(cell) else {
            continue;
        };
        if reached[index] || stones[index] != Some(player) {
            continue;
        }
        reached[index] = true;
        let at_far_edge = match player {
            Player::Red => cell.row + 1 == size.rows(),
            Player::Blue => cell.col + 1 == size.cols(),
        };
        if at_far_edge {
            return true;
        }
        stack.extend(size.neighbours(cell));
    }
    false
}
