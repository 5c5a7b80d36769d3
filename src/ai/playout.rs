//! Playouts: the board is filled at random from the end of the tree walk, with replies that
//! save a threatened bridge or edge template (Hex only: in Dark Hex the owner of a bridge does not
//! see the intrusion, and replies there overrated connections, `docs/ai-darkhex.md`), and the
//! winner is read off the full board.

use super::{
    geometry::{edges_of, other, BLUE, EMPTY, NO_CELL, RED},
    search::{Kind, Search, Work},
};

impl Search {
    /// Fills the board at random from `work.sim` with `colour` to move and returns the winner.
    pub(super) fn playout(
        &mut self,
        work: &mut Work,
        mut colour: u8,
        last: Option<(usize, u8)>,
    ) -> u8 {
        work.empties.clear();
        for (i, &c) in work.sim.iter().enumerate() {
            if c == EMPTY {
                work.position[i] = work.empties.len() as u16;
                work.empties.push(i as u16);
            }
        }
        let bridges = self.kind == Kind::Hex;
        let mut last = last.and_then(|(cell, by)| (by != colour).then_some(cell));
        while !work.empties.is_empty() {
            let mut pick = None;
            if bridges {
                if let Some(x) = last {
                    work.bridges.clear();
                    let around = &self.geo.neighbours[x];
                    let own_edges = edges_of(colour);
                    let x_on_edge = self.geo.edge[x] & own_edges;
                    for i in 0..6 {
                        let (a, m, b) = (around[(i + 5) % 6], around[i], around[(i + 1) % 6]);
                        if m == NO_CELL || work.sim[usize::from(m)] != EMPTY {
                            continue;
                        }
                        let ours = |c: u16| c != NO_CELL && work.sim[usize::from(c)] == colour;
                        if ours(a) && ours(b) {
                            // Bridge between two own stones, carrier {x, m}.
                            work.bridges.push(m);
                        } else if x_on_edge != 0
                            && self.geo.edge[usize::from(m)] & x_on_edge != 0
                            && ((ours(a) && self.geo.edge[usize::from(a)] & x_on_edge == 0)
                                || (ours(b) && self.geo.edge[usize::from(b)] & x_on_edge == 0))
                        {
                            // Edge template: an own stone one row off the edge keeps its
                            // connection through the two edge cells x and m.
                            work.bridges.push(m);
                        }
                    }
                    if !work.bridges.is_empty() {
                        pick = Some(usize::from(
                            work.bridges[self.rng.below(work.bridges.len())],
                        ));
                    }
                }
            }
            let cell = match pick {
                Some(c) => c,
                None => usize::from(work.empties[self.rng.below(work.empties.len())]),
            };
            // Remove `cell` from the empty list.
            let at = usize::from(work.position[cell]);
            let moved = work.empties[work.empties.len() - 1];
            work.empties[at] = moved;
            work.position[usize::from(moved)] = at as u16;
            work.empties.pop();
            work.sim[cell] = colour;
            last = Some(cell);
            colour = other(colour);
        }
        let red_chain = self.flood.connects(&self.geo, &work.sim, RED);
        match (self.kind, red_chain) {
            (Kind::Rex, true) | (Kind::Hex | Kind::Dark { .. }, false) => BLUE,
            _ => RED,
        }
    }
}
