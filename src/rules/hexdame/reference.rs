//! A slow, deliberately simple reference move generator, written apart from the fast one
//! (coordinates instead of tables, a map instead of bit masks, whole paths kept as vectors)
//! so that the two can check each other in tests and in `hextable perft --reference`.

use std::collections::{BTreeMap, BTreeSet};

use super::board::{Cell, Color, Position, Role};

type Coord = (i32, i32);

const STEPS: [Coord; 6] = [(1, 1), (1, 0), (0, 1), (-1, -1), (-1, 0), (0, -1)];

fn on_board((l, n): Coord) -> bool {
    (0..9).contains(&l) && (0..9).contains(&n) && (l - n).abs() <= 4
}

fn add((l, n): Coord, (dl, dn): Coord) -> Coord {
    (l + dl, n + dn)
}

/// A move as the reference generator sees it: start, landing cells, captured cells.
#[derive(Clone, Debug, PartialEq, Eq, PartialOrd, Ord)]
pub struct RefMove {
    /// Start cell.
    pub from: Cell,
    /// Landing cells in order; the last is where the piece ends.
    pub path: Vec<Cell>,
    /// Captured cells, sorted.
    pub captured: BTreeSet<Cell>,
}

impl RefMove {
    /// The move's identity: start, end, captured cells, as text (`f4 f6 {g5 g6}`).
    pub fn key(&self) -> String {
        let to = self.path.last().copied().unwrap_or(self.from);
        let caps: Vec<String> = self.captured.iter().map(|c| c.to_string()).collect();
        format!("{} {} {{{}}}", self.from, to, caps.join(" "))
    }
}

/// The reference board: a map from coordinates to pieces and a side to move.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RefBoard {
    pieces: BTreeMap<Coord, (Color, Role)>,
    turn: Color,
}

fn coord(c: Cell) -> Coord {
    (i32::from(c.letter_index()), i32::from(c.number_index()))
}

fn cell((l, n): Coord) -> Option<Cell> {
    Cell::new(u8::try_from(l).ok()?, u8::try_from(n).ok()?)
}

impl RefBoard {
    /// The reference copy of a position.
    pub fn from_position(p: &Position) -> RefBoard {
        let pieces = Cell::all()
            .filter_map(|c| p.piece_at(c).map(|x| (coord(c), (x.color, x.role))))
            .collect();
        RefBoard {
            pieces,
            turn: p.turn(),
        }
    }

    /// Every legal move, one per (start, end, captured set).
    pub fn legal_moves(&self) -> Vec<RefMove> {
        let mut sequences = Vec::new();
        for (&from, &(color, role)) in &self.pieces {
            let Some(from_cell) = cell(from) else {
                continue;
            };
            if color != self.turn {
                continue;
            }
            // The moving piece leaves its cell for the whole capture.
            let mut board = self.pieces.clone();
            board.remove(&from);
            let mut path = Vec::new();
            let mut taken = Vec::new();
            self.extend(
                &board,
                from_cell,
                role,
                from,
                &mut path,
                &mut taken,
                &mut sequences,
            );
        }
        let most = sequences.iter().map(|m: &RefMove| m.captured.len()).max();
        let mut result: BTreeMap<String, RefMove> = BTreeMap::new();
        if let Some(most) = most {
            for m in sequences.into_iter().filter(|m| m.captured.len() == most) {
                result.entry(m.key()).or_insert(m);
            }
        } else {
            for (&from, &(color, role)) in &self.pieces {
                if color != self.turn {
                    continue;
                }
                let dirs: Vec<Coord> = match (role, color) {
                    (Role::King, _) => STEPS.to_vec(),
                    (Role::Man, Color::White) => STEPS[..3].to_vec(),
                    (Role::Man, Color::Black) => STEPS[3..].to_vec(),
                };
                for d in dirs {
                    let mut at = add(from, d);
                    while on_board(at) && !self.pieces.contains_key(&at) {
                        if let (Some(f), Some(t)) = (cell(from), cell(at)) {
                            let m = RefMove {
                                from: f,
                                path: vec![t],
                                captured: BTreeSet::new(),
                            };
                            result.entry(m.key()).or_insert(m);
                        }
                        if role == Role::Man {
                            break;
                        }
                        at = add(at, d);
                    }
                }
            }
        }
        result.into_values().collect()
    }

    /// Depth-first search of capture sequences from `at`; each sequence that cannot go on
    /// is recorded.
    #[allow(clippy::too_many_arguments)]
    fn extend(
        &self,
        board: &BTreeMap<Coord, (Color, Role)>,
        from: Cell,
        role: Role,
        at: Coord,
        path: &mut Vec<Coord>,
        taken: &mut Vec<Coord>,
        out: &mut Vec<RefMove>,
    ) {
        let mut went_on = false;
        for d in STEPS {
            // Find the first occupied cell along the line (the adjacent one for a man).
            let mut victim = add(at, d);
            if role == Role::King {
                while on_board(victim) && !board.contains_key(&victim) {
                    victim = add(victim, d);
                }
            }
            let is_enemy = matches!(board.get(&victim), Some(&(c, _)) if c != self.turn);
            if !on_board(victim) || !is_enemy || taken.contains(&victim) {
                continue;
            }
            let mut land = add(victim, d);
            while on_board(land) && !board.contains_key(&land) {
                went_on = true;
                path.push(land);
                taken.push(victim);
                self.extend(board, from, role, land, path, taken, out);
                taken.pop();
                path.pop();
                if role == Role::Man {
                    break;
                }
                land = add(land, d);
            }
        }
        if !went_on && !taken.is_empty() {
            let m = RefMove {
                from,
                path: path.iter().filter_map(|&c| cell(c)).collect(),
                captured: taken.iter().filter_map(|&c| cell(c)).collect(),
            };
            out.push(m);
        }
    }

    /// The board after `m` (taken from [`RefBoard::legal_moves`]).
    pub fn play(&self, m: &RefMove) -> RefBoard {
        let mut next = self.clone();
        let from = coord(m.from);
        let to = m.path.last().map(|&c| coord(c)).unwrap_or(from);
        if let Some((color, role)) = next.pieces.remove(&from) {
            for c in &m.captured {
                next.pieces.remove(&coord(*c));
            }
            // The far edge: letter i or number 9 for White, letter a or number 1 for Black.
            let far = match color {
                Color::White => to.0 == 8 || to.1 == 8,
                Color::Black => to.0 == 0 || to.1 == 0,
            };
            let role = if far { Role::King } else { role };
            next.pieces.insert(to, (color, role));
        }
        next.turn = self.turn.opponent();
        next
    }

    /// Number of leaf positions `depth` plies ahead.
    pub fn perft(&self, depth: u32) -> u64 {
        if depth == 0 {
            return 1;
        }
        self.legal_moves()
            .iter()
            .map(|m| self.play(m).perft(depth - 1))
            .sum()
    }

    /// The position this board stands for.
    pub fn to_setup_text(&self) -> String {
        let mut s = String::from(if self.turn == Color::White { "W" } else { "B" });
        for color in [Color::White, Color::Black] {
            s.push_str(if color == Color::White { ":W" } else { ":B" });
            let items: Vec<String> = Cell::all()
                .filter_map(|c| {
                    let &(pc, role) = self.pieces.get(&coord(c))?;
                    (pc == color).then(|| {
                        if role == Role::King {
                            format!("K{c}")
                        } else {
                            c.to_string()
                        }
                    })
                })
                .collect();
            s.push_str(&items.join(","));
        }
        s
    }
}
