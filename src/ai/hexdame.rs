//! The Hexdame computer player: negamax alpha-beta with iterative deepening, a transposition
//! table, killer and history move ordering, and a capture extension (captures are forced in
//! draughts, so a leaf where the side to move must capture is searched on).
//!
//! The search is pure and synchronous. Its budget is explicit ([`Limits`]): a depth, a node
//! count and a wall-clock time. Given the same position, history, limits and seed, a search
//! that stops on its depth or node budget always returns the same move; the time budget is a
//! safety net (a search that hits it depends on the machine's speed). The seed breaks ties
//! between equal root moves and, on the weaker levels, adds a deterministic noise to the
//! evaluation so that different games go differently.

use std::time::{Duration, Instant};

use crate::rules::hexdame::{Cell, Color, Game, Move, Position, Role};

/// Score of a won position (minus the distance to the win).
pub const WIN: i32 = 1_000_000;
const INFINITY: i32 = 2_000_000;
const MAX_PLY: usize = 128;
const TT_BITS: u32 = 18;

/// Playing strength.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Level {
    /// Shallow and noisy: a beginner's opponent.
    Easy,
    /// Sees a few moves ahead, with a little noise.
    Medium,
    /// The full search: 1.5 million nodes or 1.5 s, whichever comes first, so that it answers
    /// within two seconds even on a busy machine.
    Hard,
}

impl Level {
    /// The level named `easy`, `medium` or `hard` (any case).
    pub fn from_name(name: &str) -> Option<Level> {
        match name.to_ascii_lowercase().as_str() {
            "easy" => Some(Level::Easy),
            "medium" => Some(Level::Medium),
            "hard" => Some(Level::Hard),
            _ => None,
        }
    }

    /// The budget of this level.
    pub fn limits(self) -> Limits {
        match self {
            Level::Easy => Limits {
                max_depth: 2,
                max_nodes: Some(20_000),
                time: Some(Duration::from_millis(300)),
                noise: 60,
            },
            Level::Medium => Limits {
                max_depth: 5,
                max_nodes: Some(300_000),
                time: Some(Duration::from_millis(1_000)),
                noise: 10,
            },
            Level::Hard => Limits {
                max_depth: 64,
                max_nodes: Some(1_500_000),
                time: Some(Duration::from_millis(1_500)),
                noise: 0,
            },
        }
    }
}

/// What a search may spend.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Limits {
    /// Deepest iteration (in plies, not counting capture extensions).
    pub max_depth: u32,
    /// Stop after about this many nodes.
    pub max_nodes: Option<u64>,
    /// Stop after about this long.
    pub time: Option<Duration>,
    /// Largest evaluation noise, in hundredths of a man (0 for none).
    pub noise: i32,
}

/// The outcome of a search.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The move to play.
    pub best: Move,
    /// Its score for the side to move, in hundredths of a man (±[`WIN`] for a forced win).
    pub score: i32,
    /// The deepest completed iteration.
    pub depth: u32,
    /// Nodes searched.
    pub nodes: u64,
}

/// Chooses a move for the side to move in `game` (`None` if the game is over or the side to
/// move has no move). The game's earlier positions are used to avoid or seek repetitions.
pub fn choose(game: &Game, level: Level, seed: u64) -> Option<Choice> {
    if game.outcome().is_some() {
        return None;
    }
    let history = game.history();
    let earlier = &history[..history.len().saturating_sub(1)];
    search(game.position(), earlier, &level.limits(), seed)
}

/// Searches `pos` within `limits`. `earlier` are the positions of the game before `pos`
/// (a position seen again counts as a draw).
pub fn search(pos: &Position, earlier: &[Position], limits: &Limits, seed: u64) -> Option<Choice> {
    let mut engine = Engine::new(limits, seed, earlier);
    engine.run(pos)
}

#[derive(Clone, Copy, Default)]
struct Entry {
    key: u64,
    score: i32,
    depth: i8,
    bound: u8,
    best: u8,
}

const EXACT: u8 = 1;
const LOWER: u8 = 2;
const UPPER: u8 = 3;
const NO_MOVE: u8 = u8::MAX;

struct Engine {
    /// Value of a man of each colour on each cell, and of a king on each cell.
    man_value: [[i32; 61]; 2],
    king_value: [i32; 61],
    tt: Vec<Entry>,
    killers: [[Option<Move>; 2]; MAX_PLY],
    history: Vec<u32>,
    nodes: u64,
    started: Instant,
    limits: Limits,
    stopped: bool,
    seed: u64,
    path: Vec<u64>,
    earlier: Vec<u64>,
}

fn mix(mut z: u64) -> u64 {
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// Axial distance from the centre cell `e5`.
fn centre_distance(c: Cell) -> i32 {
    let dl = i32::from(c.letter_index()) - 4;
    let dn = i32::from(c.number_index()) - 4;
    if dl.signum() * dn.signum() >= 0 {
        dl.abs().max(dn.abs())
    } else {
        dl.abs() + dn.abs()
    }
}

/// Bonus of a man of `color` on `c`: advancement towards the far edge, the centre, and the
/// home edge kept guarded.
fn man_bonus(c: Cell, color: Color) -> i32 {
    let (l, n) = match color {
        Color::White => (c.letter_index(), c.number_index()),
        Color::Black => (8 - c.letter_index(), 8 - c.number_index()),
    };
    const ADVANCE: [i32; 9] = [0, 2, 4, 7, 11, 16, 24, 34, 0];
    let home = if l == 0 || n == 0 { 4 } else { 0 };
    ADVANCE[usize::from(l.max(n))] + 2 * (4 - centre_distance(c).min(4)) + home
}

impl Engine {
    fn new(limits: &Limits, seed: u64, earlier: &[Position]) -> Engine {
        let mut man_value = [[0; 61]; 2];
        let mut king_value = [0; 61];
        for c in Cell::all() {
            for color in [Color::White, Color::Black] {
                man_value[color.index()][c.index()] = 100 + man_bonus(c, color);
            }
            king_value[c.index()] = 320 + 3 * (4 - centre_distance(c).min(4));
        }
        Engine {
            man_value,
            king_value,
            tt: vec![Entry::default(); 1 << TT_BITS],
            killers: [[None; 2]; MAX_PLY],
            history: vec![0; 61 * 61],
            nodes: 0,
            started: Instant::now(),
            limits: *limits,
            stopped: false,
            seed: mix(seed ^ 0x5EED),
            path: Vec::with_capacity(MAX_PLY),
            earlier: earlier.iter().map(Position::hash).collect(),
        }
    }

    /// Static evaluation for the side to move.
    fn evaluate(&self, pos: &Position) -> i32 {
        let mut score = [0i32; 2];
        let kings = pos.kings();
        for color in [Color::White, Color::Black] {
            let men = &self.man_value[color.index()];
            for c in pos.pieces_of(color).iter() {
                score[color.index()] += if kings.contains(c) {
                    self.king_value[c.index()]
                } else {
                    men[c.index()]
                };
            }
        }
        let me = pos.turn();
        let mut s = score[me.index()] - score[me.opponent().index()];
        if self.limits.noise > 0 {
            let span = 2 * self.limits.noise as u64 + 1;
            s += (mix(pos.hash() ^ self.seed) % span) as i32 - self.limits.noise;
        }
        s
    }

    fn out_of_budget(&self) -> bool {
        if let Some(n) = self.limits.max_nodes {
            if self.nodes >= n {
                return true;
            }
        }
        matches!(self.limits.time, Some(t) if self.started.elapsed() >= t)
    }

    fn run(&mut self, pos: &Position) -> Option<Choice> {
        let mut moves = pos.legal_moves();
        if moves.is_empty() {
            return None;
        }
        moves.sort();
        // The seed decides the order of equal moves.
        let seed = self.seed;
        moves.sort_by_key(|m| mix(seed ^ ((m.from().index() as u64) << 8) ^ m.to().index() as u64));
        let mut choice = Choice {
            best: moves[0],
            score: self.evaluate(pos),
            depth: 0,
            nodes: 0,
        };
        if moves.len() == 1 {
            return Some(choice);
        }
        let hash = pos.hash();
        for depth in 1..=self.limits.max_depth.max(1) {
            let mut alpha = -INFINITY;
            let mut best_here: Option<(Move, i32)> = None;
            for (i, m) in moves.iter().enumerate() {
                let child = pos.play_unchecked(m);
                self.path.push(hash);
                let score = if i == 0 {
                    -self.negamax(&child, depth as i32 - 1, -INFINITY, -alpha, 1)
                } else {
                    // Null-window probe, then a full search if it might be better.
                    let probe = -self.negamax(&child, depth as i32 - 1, -alpha - 1, -alpha, 1);
                    if probe > alpha && !self.stopped {
                        -self.negamax(&child, depth as i32 - 1, -INFINITY, -alpha, 1)
                    } else {
                        probe
                    }
                };
                self.path.pop();
                if self.stopped {
                    break;
                }
                if best_here.is_none_or(|(_, s)| score > s) {
                    best_here = Some((*m, score));
                    alpha = alpha.max(score);
                }
            }
            if self.stopped {
                break;
            }
            if let Some((m, s)) = best_here {
                choice = Choice {
                    best: m,
                    score: s,
                    depth,
                    nodes: self.nodes,
                };
                // Search the best move first next time.
                if let Some(at) = moves.iter().position(|x| *x == m) {
                    moves[..=at].rotate_right(1);
                }
                if s.abs() > WIN - MAX_PLY as i32 {
                    break;
                }
            }
            if self.out_of_budget() {
                break;
            }
        }
        choice.nodes = self.nodes;
        Some(choice)
    }

    fn negamax(
        &mut self,
        pos: &Position,
        depth: i32,
        mut alpha: i32,
        beta: i32,
        ply: usize,
    ) -> i32 {
        self.nodes += 1;
        if self.nodes & 1023 == 0 && self.out_of_budget() {
            self.stopped = true;
        }
        if self.stopped {
            return 0;
        }
        let hash = pos.hash();
        if self.path.contains(&hash) || self.earlier.contains(&hash) {
            return 0;
        }
        let moves = pos.legal_moves();
        if moves.is_empty() {
            return -WIN + ply as i32;
        }
        let forced = moves[0].is_capture();
        if (depth <= 0 && !forced) || ply >= MAX_PLY - 1 {
            return self.evaluate(pos);
        }
        let depth = depth.max(0);
        let slot = (hash >> (64 - TT_BITS)) as usize;
        let entry = self.tt[slot];
        let mut tt_best = NO_MOVE;
        if entry.key == hash {
            tt_best = entry.best;
            if i32::from(entry.depth) >= depth {
                let s = from_table(entry.score, ply);
                match entry.bound {
                    EXACT => return s,
                    LOWER if s >= beta => return s,
                    UPPER if s <= alpha => return s,
                    _ => {}
                }
            }
        }
        // Order: the table's move, promotions, killers, then by history.
        let killers = self.killers[ply];
        let mut keyed: Vec<(i64, u8)> = moves
            .iter()
            .enumerate()
            .map(|(i, m)| {
                let k = if i as u8 == tt_best {
                    1 << 40
                } else if pos.promotes(m) {
                    1 << 36
                } else if killers[0] == Some(*m) {
                    1 << 34
                } else if killers[1] == Some(*m) {
                    1 << 33
                } else {
                    i64::from(self.history[m.from().index() * 61 + m.to().index()])
                };
                (-k, i as u8)
            })
            .collect();
        keyed.sort_unstable();
        let original_alpha = alpha;
        let mut best = -INFINITY;
        let mut best_index = NO_MOVE;
        self.path.push(hash);
        for (_, i) in keyed {
            let m = moves[usize::from(i)];
            let child = pos.play_unchecked(&m);
            let score = -self.negamax(&child, depth - 1, -beta, -alpha, ply + 1);
            if self.stopped {
                self.path.pop();
                return 0;
            }
            if score > best {
                best = score;
                best_index = i;
                if score > alpha {
                    alpha = score;
                    if alpha >= beta {
                        if !m.is_capture() {
                            if self.killers[ply][0] != Some(m) {
                                self.killers[ply][1] = self.killers[ply][0];
                                self.killers[ply][0] = Some(m);
                            }
                            let h = &mut self.history[m.from().index() * 61 + m.to().index()];
                            *h = h.saturating_add((depth * depth) as u32);
                        }
                        break;
                    }
                }
            }
        }
        self.path.pop();
        let bound = if best <= original_alpha {
            UPPER
        } else if best >= beta {
            LOWER
        } else {
            EXACT
        };
        self.tt[slot] = Entry {
            key: hash,
            score: to_table(best, ply),
            depth: depth.min(i32::from(i8::MAX)) as i8,
            bound,
            best: best_index,
        };
        best
    }
}

/// Win scores count the distance from the root; the table stores them as distance from the
/// stored node so that they stay right when found again at another ply.
fn to_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > WIN - MAX_PLY as i32 * 2 {
        score + ply
    } else if score < -WIN + MAX_PLY as i32 * 2 {
        score - ply
    } else {
        score
    }
}

fn from_table(score: i32, ply: usize) -> i32 {
    let ply = ply as i32;
    if score > WIN - MAX_PLY as i32 * 2 {
        score - ply
    } else if score < -WIN + MAX_PLY as i32 * 2 {
        score + ply
    } else {
        score
    }
}

/// Material in hundredths of a man for `color` (men 100, kings 320), for display and tests.
pub fn material(pos: &Position, color: Color) -> i32 {
    pos.pieces_of(color)
        .iter()
        .map(|c| match pos.piece_at(c).map(|p| p.role) {
            Some(Role::King) => 320,
            _ => 100,
        })
        .sum()
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::hexdame::Setup;

    fn pos(s: &str) -> Position {
        Position::from_setup(&s.parse::<Setup>().unwrap()).unwrap()
    }

    fn depth(d: u32) -> Limits {
        Limits {
            max_depth: d,
            max_nodes: None,
            time: None,
            noise: 0,
        }
    }

    #[test]
    fn plays_a_legal_move_from_the_start_at_every_level() {
        let g = Game::new();
        for level in [Level::Easy, Level::Medium] {
            let c = choose(&g, level, 7).unwrap();
            assert!(g.position().is_legal(&c.best));
        }
    }

    #[test]
    fn does_not_step_into_a_capture() {
        // d4-e5 would let f6 jump it into the hole on d4; every other move is safe.
        let p = pos("W:Wd4,a1:Bf6,i9");
        for d in 1..=4 {
            let c = search(&p, &[], &depth(d), 1).unwrap();
            if d >= 2 {
                assert_ne!(c.best.to_string(), "d4-e5", "depth {d}");
            }
        }
    }

    #[test]
    fn finds_a_winning_king_capture_sequence() {
        // Black to move loses everything to the king if it steps wrong; a forced win at
        // shallow depth: White's king takes the last black piece.
        let p = pos("W:WKa1:Bc3");
        let c = search(&p, &[], &depth(2), 1).unwrap();
        assert!(c.best.is_capture());
        assert!(c.score > WIN - 10, "{}", c.score);
    }

    #[test]
    fn same_seed_same_move_different_seeds_may_differ() {
        let g = Game::new();
        let limits = Limits {
            max_depth: 4,
            max_nodes: None,
            time: None,
            noise: 30,
        };
        let a = search(g.position(), &[], &limits, 42).unwrap();
        let b = search(g.position(), &[], &limits, 42).unwrap();
        assert_eq!(a, b);
        let moves: std::collections::BTreeSet<String> = (0..12)
            .map(|s| {
                search(g.position(), &[], &limits, s)
                    .unwrap()
                    .best
                    .to_string()
            })
            .collect();
        assert!(moves.len() > 1, "{moves:?}");
    }

    #[test]
    fn prefers_promotion() {
        let p = pos("W:Wh8,a1:Bb5,i5");
        let c = search(&p, &[], &depth(3), 3).unwrap();
        assert!(p.promotes(&c.best), "{}", c.best);
    }

    #[test]
    fn no_move_no_choice() {
        let g = Game::from_position(pos("B:Wa1,a2,b1:Bb2"));
        assert!(choose(&g, Level::Hard, 0).is_none());
    }

    #[test]
    fn material_counts_kings_more() {
        let p = pos("W:WKa1,b2:Bc3");
        assert_eq!(material(&p, Color::White), 420);
        assert_eq!(material(&p, Color::Black), 100);
    }
}
