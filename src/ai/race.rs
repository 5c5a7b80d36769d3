//! Dark Hex race playouts ([`Tuning::race`](super::Tuning::race)): instead of filling the
//! board at random, each side plays on one of its own shortest routes between its edges, as
//! its own view of the sample shows them (its stones cost nothing, the enemy stones it has
//! found bar the way, every other cell costs one stone), and now and then on a random cell it
//! does not know to be taken. A try onto a hidden enemy stone is a hit, as in the game: the
//! stone becomes known to the mover, who moves again in the classic version. The playout ends
//! when a side joins its edges.
//!
//! Why it was tried: a random fill rates a position by who wins if both sides play anywhere,
//! and the search's strength stopped growing with its iterations at that evaluation; Dark Hex
//! players, who cannot see each other's stones, race along their routes instead. Measured
//! (`docs/ai-darkhex.md`, part 5): no better at equal iterations, 4.7 times the cost, and worse
//! as the opponent's policy in the tree ([`Tuning::opponent_policy`](super::Tuning)), so both
//! are off by default and stay as knobs for reproducing those lines.

use super::{
    geometry::{edge_distances, other, Geometry, BLUE, BOTTOM, EMPTY, LEFT, RED, RIGHT, TOP},
    search::{observe, Kind, RaceWork, Search, Work},
};

/// What a try onto a cell did.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Try {
    /// The cell held an enemy stone, now known to the mover.
    Hit,
    /// The mover's stone is placed.
    Placed,
    /// The mover's stone is placed and joins its edges.
    Won,
}

/// Distance of a cell no route reaches.
const FAR: u16 = u16::MAX;

/// What one side of a sample knows of a cell, as a stone count on its route: `Some(0)` for its
/// own stone, `None` for an enemy stone it has found, `Some(1)` for a cell it sees empty.
fn cost(sim: &[u8], knows: &[bool], colour: u8, cell: usize) -> Option<u16> {
    if sim[cell] == colour {
        Some(0)
    } else if knows[cell] {
        None
    } else {
        Some(1)
    }
}

/// Puts in `race.choices` the cells `colour` sees empty on one of its shortest routes between
/// its edges (none if its known enemy stones already cut every route).
fn route_cells(geo: &Geometry, sim: &[u8], knows: &[bool], colour: u8, race: &mut RaceWork) {
    let (first, second) = if colour == RED {
        (TOP, BOTTOM)
    } else {
        (LEFT, RIGHT)
    };
    let cost = |i| cost(sim, knows, colour, i);
    edge_distances(geo, first, cost, &mut race.from_first, &mut race.deque);
    edge_distances(geo, second, cost, &mut race.from_second, &mut race.deque);
    race.choices.clear();
    let mut best = FAR;
    for i in 0..sim.len() {
        if knows[i] || sim[i] == colour {
            continue;
        }
        let (a, b) = (race.from_first[i], race.from_second[i]);
        if a == FAR || b == FAR {
            continue;
        }
        // The cell's own stone is counted in both distances.
        let through = a + b - 1;
        if through < best {
            best = through;
            race.choices.clear();
        }
        if through == best {
            race.choices.push(i as u16);
        }
    }
}

impl Search {
    /// The race policy's next try for `colour` (see the module's comment): with probability
    /// `random` (and whenever no route is left) a random cell it does not know to be taken,
    /// otherwise a cell on one of its shortest routes. `None` if it knows every cell.
    pub(super) fn race_cell(&mut self, work: &mut Work, colour: u8, random: f32) -> Option<usize> {
        let knows = if colour == self.viewer {
            &work.taken
        } else {
            &work.opponent_knows
        };
        let race = &mut work.race;
        let on_route = random < 1.0 && self.rng.unit() as f32 >= random;
        if on_route {
            route_cells(&self.geo, &work.sim, knows, colour, race);
        }
        if !on_route || race.choices.is_empty() {
            race.choices.clear();
            race.choices.extend(
                (0..work.sim.len())
                    .filter(|&i| !knows[i] && work.sim[i] != colour)
                    .map(|i| i as u16),
            );
        }
        if race.choices.is_empty() {
            return None;
        }
        Some(usize::from(
            race.choices[self.rng.below(race.choices.len())],
        ))
    }

    /// [`Tuning::opponent_policy`](super::Tuning::opponent_policy): the opponent's moves in
    /// the tree walk, from its own view, until the viewer is to move (`colour` then is the
    /// viewer) or the opponent wins (its colour is returned). Each move is observed as a tree
    /// move is.
    pub(super) fn opponent_policy_moves(
        &mut self,
        work: &mut Work,
        colour: &mut u8,
        observed: &mut [u64; 3],
        random: f32,
    ) -> Option<u8> {
        while *colour != self.viewer {
            let cell = self.race_cell(work, *colour, random)?;
            let result = self.try_cell(work, *colour, cell);
            observe(observed, *colour, cell, result == Try::Hit);
            match result {
                Try::Won => return Some(*colour),
                Try::Hit if self.kind == (Kind::Dark { classic: true }) => {}
                Try::Hit | Try::Placed => *colour = other(*colour),
            }
        }
        None
    }

    /// `colour` tries `cell` in the sample: the cell becomes known to it, and its stone is
    /// placed unless the cell holds an enemy stone (a hit).
    fn try_cell(&mut self, work: &mut Work, colour: u8, cell: usize) -> Try {
        if colour == self.viewer {
            work.taken[cell] = true;
        } else {
            work.opponent_knows[cell] = true;
        }
        if work.sim[cell] != EMPTY {
            return Try::Hit;
        }
        work.sim[cell] = colour;
        if self
            .flood
            .group_connects(&self.geo, &work.sim, cell, colour)
        {
            Try::Won
        } else {
            Try::Placed
        }
    }

    /// Plays the race from `work.sim` with `colour` to move and returns the winner. What each
    /// side knows comes from the tree walk: the viewer's `work.taken`, the opponent's
    /// `work.opponent_knows` (the information-set tree keeps both).
    pub(super) fn race_playout(&mut self, work: &mut Work, mut colour: u8, random: f32) -> u8 {
        let classic = self.kind == (Kind::Dark { classic: true });
        let viewer_random = self.tuning.viewer_race.unwrap_or(random);
        // Every try either places a stone or reveals one, so this many tries end any game.
        for _ in 0..2 * work.sim.len() + 2 {
            let p = if colour == self.viewer {
                viewer_random
            } else {
                random
            };
            let Some(cell) = self.race_cell(work, colour, p) else {
                break;
            };
            match self.try_cell(work, colour, cell) {
                Try::Won => return colour,
                Try::Hit if classic => {}
                Try::Hit | Try::Placed => colour = other(colour),
            }
        }
        // Unreachable in a consistent sample; read the board as it stands.
        if self.flood.connects(&self.geo, &work.sim, RED) {
            RED
        } else {
            BLUE
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ai::{root::root_cells, Budget, Tuning},
        rules::{BoardSize, DarkVersion, GameSettings, HexGame, Player, Variant},
    };

    fn game(variant: Variant, n: u32, moves: &str) -> HexGame {
        let settings = GameSettings::new(variant, BoardSize::square(n).unwrap());
        let moves = crate::rules::parse_move_list(moves).unwrap();
        HexGame::from_moves(settings, &moves).unwrap()
    }

    #[test]
    fn race_playouts_and_a_policy_opponent_still_search_legal_moves() {
        for version in [DarkVersion::Classic, DarkVersion::Abrupt] {
            let g = game(Variant::DarkHex(version), 7, "d4 a7 c3 g1 e5");
            let view = g.player_view(Player::Blue);
            let cells = root_cells(&view);
            for tuning in [
                Tuning {
                    race: Some(0.1),
                    ..Tuning::default()
                },
                Tuning {
                    opponent_policy: Some(1.0),
                    race: Some(0.5),
                    ..Tuning::default()
                },
            ] {
                let mut search = Search::new(&view, 2, &tuning).unwrap();
                let report = search.run(&cells, Budget::iterations(400)).unwrap();
                assert_eq!(report.iterations, 400);
                assert!(view.may_try(match report.mv {
                    crate::rules::Move::Place(c) => c,
                    other => panic!("{other:?}"),
                }));
                // With the policy opponent only the viewer's decisions are in the tree.
                let blue_only = search.node_colours().all(|c| c == BLUE);
                assert_eq!(blue_only, tuning.opponent_policy.is_some(), "{tuning:?}");
            }
        }
    }

    #[test]
    fn the_route_cells_are_the_shortest_way_between_the_movers_edges() {
        // 3×3, Red (top to bottom) holds b1 and b3; the only one-stone route is b2 (index 4).
        let geo = Geometry::new(BoardSize::square(3).unwrap());
        let mut sim = vec![EMPTY; 9];
        sim[1] = RED;
        sim[7] = RED;
        let mut knows = vec![false; 9];
        knows[1] = true;
        knows[7] = true;
        let mut race = RaceWork::new(9);
        route_cells(&geo, &sim, &knows, RED, &mut race);
        assert_eq!(race.choices, [4]);
        // A known Blue stone on b2 bars it; an unknown one does not.
        sim[4] = BLUE;
        route_cells(&geo, &sim, &knows, RED, &mut race);
        assert!(race.choices.contains(&4));
        knows[4] = true;
        route_cells(&geo, &sim, &knows, RED, &mut race);
        assert!(!race.choices.contains(&4), "{:?}", race.choices);
        assert!(!race.choices.is_empty());
    }
}
