//! Moves, the fast legal-move generator, and playing moves.
//!
//! Captures are found by a depth-first search per piece over bit masks: the moving piece's
//! start cell counts as empty during its own capture, jumped pieces stay on the board (they
//! block and cannot be jumped twice) and are removed only when the move is complete. Only the
//! sequences that capture the maximum number of pieces are legal; sequences with the same
//! start, end and set of captured pieces are one move.

use std::{
    cmp::Ordering,
    fmt,
    hash::{Hash, Hasher},
};

use thiserror::Error;

use super::{
    board::{promotion_mask, Cell, CellSet, Color, Position, Role, NEIGHBOUR, NEIGHBOUR_MASK},
    notation::MoveText,
};

/// The most landing cells a move can have (one per captured piece; a side has 16 pieces).
pub const MAX_LANDINGS: usize = 16;

const NONE: u8 = u8::MAX;

/// A move: a start cell, the landing cells in order (one for a step, one per captured piece
/// for a capture) and the set of captured cells.
///
/// Two moves are **equal when they have the same start, end and captured set**: that is what
/// a move *is* in the rules. When several landing paths realise the same move (a king may
/// take the same pieces in a different order), the path is carried along for display only.
#[derive(Clone, Copy, Debug)]
pub struct Move {
    from: Cell,
    captured: CellSet,
    landings: [u8; MAX_LANDINGS],
    len: u8,
}

impl Move {
    /// A step (non-capturing move) from `from` to `to`; the position decides whether it is
    /// legal.
    pub fn step(from: Cell, to: Cell) -> Move {
        let mut landings = [NONE; MAX_LANDINGS];
        landings[0] = to.index() as u8;
        Move {
            from,
            captured: CellSet::EMPTY,
            landings,
            len: 1,
        }
    }

    /// The start cell.
    pub fn from(&self) -> Cell {
        self.from
    }

    /// The cell the piece ends on.
    pub fn to(&self) -> Cell {
        Cell::from_raw(self.landings[usize::from(self.len) - 1])
    }

    /// The captured cells (empty for a step).
    pub fn captured(&self) -> CellSet {
        self.captured
    }

    /// Whether this move captures.
    pub fn is_capture(&self) -> bool {
        !self.captured.is_empty()
    }

    /// The landing cells in order, ending with [`Move::to`].
    pub fn landings(&self) -> impl Iterator<Item = Cell> + '_ {
        self.landings[..usize::from(self.len)]
            .iter()
            .map(|&i| Cell::from_raw(i))
    }

    fn key(&self) -> (Cell, Cell, CellSet) {
        (self.from, self.to(), self.captured)
    }

    fn same_path(&self, other: &Move) -> bool {
        self.from == other.from
            && self.captured == other.captured
            && self.landings[..usize::from(self.len)] == other.landings[..usize::from(other.len)]
    }
}

impl PartialEq for Move {
    fn eq(&self, other: &Self) -> bool {
        self.key() == other.key()
    }
}

impl Eq for Move {}

impl Hash for Move {
    fn hash<H: Hasher>(&self, state: &mut H) {
        self.key().hash(state);
    }
}

impl PartialOrd for Move {
    fn partial_cmp(&self, other: &Self) -> Option<Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Move {
    fn cmp(&self, other: &Self) -> Ordering {
        self.key().cmp(&other.key())
    }
}

impl fmt::Display for Move {
    /// `f4-g5` for a step, `f4xh6xf6` (every landing cell) for a capture.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.from)?;
        let sep = if self.is_capture() { "x" } else { "-" };
        for cell in self.landings() {
            write!(f, "{sep}{cell}")?;
        }
        Ok(())
    }
}

/// A well-formed move that the rules do not allow in this position.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum RuleError {
    /// The game has ended.
    #[error("the game is over")]
    GameOver,
    /// It is the other side's turn.
    #[error("it is not your turn")]
    NotYourTurn,
    /// The start cell is empty.
    #[error("there is no piece on {0}")]
    NoPiece(Cell),
    /// The start cell holds an enemy piece.
    #[error("the piece on {0} is not yours")]
    NotYourPiece(Cell),
    /// A capture is available, so a step is not allowed.
    #[error("a capture is compulsory")]
    CaptureRequired,
    /// The capture takes fewer pieces than the best one available.
    #[error("you must capture the most pieces possible ({max}); this captures {captures}")]
    NotMaximal {
        /// Pieces this capture takes.
        captures: usize,
        /// Pieces the best capture takes.
        max: usize,
    },
    /// Several legal moves fit the text; it must list more landing cells.
    #[error("several moves fit, name the landing cells: {}", .0.join(", "))]
    Ambiguous(Vec<String>),
    /// No legal move fits the text.
    #[error("{0} is not a legal move")]
    Illegal(String),
    /// Accepting a draw that nobody offered.
    #[error("there is no draw offer to accept")]
    NoDrawOffer,
}

/// Which capture sequences the search keeps.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Keep {
    /// The legal moves: maximal sequences, one per (start, end, captured set).
    Legal,
    /// Every maximal sequence, one per landing path.
    Paths,
    /// Every complete sequence, whatever it captures (for error messages).
    Complete,
}

struct Search<'a> {
    enemy: u64,
    occupied: u64,
    king: bool,
    from: Cell,
    landings: [u8; MAX_LANDINGS],
    best: usize,
    keep: Keep,
    out: &'a mut Vec<Move>,
}

impl Search<'_> {
    fn record(&mut self, depth: usize, jumped: u64) {
        if self.keep != Keep::Complete {
            match depth.cmp(&self.best) {
                Ordering::Less => return,
                Ordering::Greater => {
                    self.out.clear();
                    self.best = depth;
                }
                Ordering::Equal => {}
            }
        }
        self.out.push(Move {
            from: self.from,
            captured: CellSet::from_bits(jumped),
            landings: self.landings,
            len: depth as u8,
        });
    }

    fn dfs(&mut self, cur: u8, jumped: u64, depth: usize) {
        let mut extended = false;
        if depth < MAX_LANDINGS {
            let nb = &NEIGHBOUR[usize::from(cur)];
            for (d, &first) in nb.iter().enumerate() {
                let mut x = first;
                if self.king {
                    while x != NONE && self.occupied & (1u64 << x) == 0 {
                        x = NEIGHBOUR[usize::from(x)][d];
                    }
                }
                if x == NONE {
                    continue;
                }
                let xb = 1u64 << x;
                if self.enemy & xb == 0 || jumped & xb != 0 {
                    continue;
                }
                let mut land = NEIGHBOUR[usize::from(x)][d];
                while land != NONE && self.occupied & (1u64 << land) == 0 {
                    extended = true;
                    self.landings[depth] = land;
                    self.dfs(land, jumped | xb, depth + 1);
                    if !self.king {
                        break;
                    }
                    land = NEIGHBOUR[usize::from(land)][d];
                }
            }
        }
        if !extended && depth > 0 {
            self.record(depth, jumped);
        }
    }
}

impl Position {
    fn captures_into(&self, keep: Keep, out: &mut Vec<Move>) -> usize {
        let me = self.side(self.turn);
        let enemy = self.side(self.turn.opponent());
        let mut best = 1;
        let mut pieces = me;
        while pieces != 0 {
            let i = pieces.trailing_zeros() as u8;
            pieces &= pieces - 1;
            let bit = 1u64 << i;
            let king = self.kings & bit != 0;
            // A man can only start a capture next to an enemy piece.
            if !king && NEIGHBOUR_MASK[usize::from(i)] & enemy == 0 {
                continue;
            }
            let mut search = Search {
                enemy,
                occupied: self.occupied() & !bit,
                king,
                from: Cell::from_raw(i),
                landings: [NONE; MAX_LANDINGS],
                best,
                keep,
                out,
            };
            search.dfs(i, 0, 0);
            best = search.best;
        }
        if keep == Keep::Legal && best >= 2 && out.len() > 1 {
            out.sort_unstable();
            out.dedup();
        }
        if out.is_empty() {
            0
        } else {
            best
        }
    }

    fn steps_into(&self, out: &mut Vec<Move>) {
        let me = self.side(self.turn);
        let occupied = self.occupied();
        let mut pieces = me;
        while pieces != 0 {
            let i = pieces.trailing_zeros() as u8;
            pieces &= pieces - 1;
            let from = Cell::from_raw(i);
            let nb = &NEIGHBOUR[usize::from(i)];
            if self.kings & (1u64 << i) != 0 {
                for d in 0..6 {
                    let mut x = nb[d];
                    while x != NONE && occupied & (1u64 << x) == 0 {
                        out.push(Move::step(from, Cell::from_raw(x)));
                        x = NEIGHBOUR[usize::from(x)][d];
                    }
                }
            } else {
                let dirs = match self.turn {
                    Color::White => [0, 1, 2],
                    Color::Black => [3, 4, 5],
                };
                for d in dirs {
                    let x = nb[d];
                    if x != NONE && occupied & (1u64 << x) == 0 {
                        out.push(Move::step(from, Cell::from_raw(x)));
                    }
                }
            }
        }
    }

    /// Appends the legal moves to `out` (which is cleared first).
    pub fn legal_moves_into(&self, out: &mut Vec<Move>) {
        out.clear();
        if self.captures_into(Keep::Legal, out) == 0 {
            self.steps_into(out);
        }
    }

    /// The legal moves: the maximal captures if any capture exists, else all steps. Each move
    /// (start, end, captured set) appears once.
    pub fn legal_moves(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(32);
        self.legal_moves_into(&mut out);
        out
    }

    /// Like [`Position::legal_moves`] but with every landing path of each capture.
    pub fn legal_paths(&self) -> Vec<Move> {
        let mut out = Vec::with_capacity(32);
        if self.captures_into(Keep::Paths, &mut out) == 0 {
            self.steps_into(&mut out);
        }
        out
    }

    /// The number of pieces the side to move must capture (0 when no capture is possible).
    pub fn capture_size(&self) -> usize {
        let mut out = Vec::new();
        self.captures_into(Keep::Legal, &mut out)
    }

    /// Whether `m` is legal here: its start, end and captured set make a legal move and its
    /// landing path is one the piece can actually take.
    pub fn is_legal(&self, m: &Move) -> bool {
        if m.is_capture() {
            self.legal_paths().iter().any(|p| p.same_path(m))
        } else {
            self.legal_moves().contains(m)
        }
    }

    /// Plays `m` after checking that it is legal.
    pub fn play(&self, m: &Move) -> Result<Position, RuleError> {
        if self.is_legal(m) {
            Ok(self.play_unchecked(m))
        } else {
            Err(RuleError::Illegal(m.to_string()))
        }
    }

    /// Plays `m`, which must be one of [`Position::legal_moves`] (otherwise the result is
    /// some position, but not one the rules reach).
    pub fn play_unchecked(&self, m: &Move) -> Position {
        let from = m.from.bit();
        let to = m.to().bit();
        let cap = m.captured.bits();
        let mut p = *self;
        let was_king = p.kings & from != 0;
        let (me, them) = match self.turn {
            Color::White => (&mut p.white, &mut p.black),
            Color::Black => (&mut p.black, &mut p.white),
        };
        *me = (*me & !from) | to;
        *them &= !cap;
        p.kings &= !(from | cap);
        if was_king || promotion_mask(self.turn) & to != 0 {
            p.kings |= to;
        }
        p.turn = self.turn.opponent();
        p
    }

    /// The piece `m` would promote: whether a man ends on its far edge.
    pub fn promotes(&self, m: &Move) -> bool {
        self.kings & m.from.bit() == 0 && m.to().is_promotion_for(self.turn)
    }

    /// Finds the legal move that a typed move names.
    ///
    /// The text fits a legal move when it has the same start and end, and the landing cells
    /// it lists appear in that order along the move's path (so `f4xf6` fits `f4xh6xf6`). It
    /// must fit exactly one move (start, end, captured set); the move returned follows a path
    /// that fits the text.
    pub fn resolve(&self, text: &MoveText) -> Result<Move, RuleError> {
        let from = text.from();
        match self.piece_at(from) {
            None => return Err(RuleError::NoPiece(from)),
            Some(p) if p.color != self.turn => return Err(RuleError::NotYourPiece(from)),
            Some(_) => {}
        }
        let fits = |m: &Move| {
            if m.from != text.from()
                || m.to() != text.to()
                || (text.is_capture() && !m.is_capture())
            {
                return false;
            }
            let path = &m.landings[..usize::from(m.len) - 1];
            let mut it = path.iter();
            text.waypoints()
                .iter()
                .all(|w| it.any(|&l| l == w.index() as u8))
        };
        let mut found: Vec<Move> = Vec::new();
        for m in self.legal_paths().into_iter().filter(|m| fits(m)) {
            if !found.contains(&m) {
                found.push(m);
            }
        }
        match found.len() {
            1 => Ok(found[0]),
            0 => {
                let max = self.capture_size();
                let mut complete = Vec::new();
                self.captures_into(Keep::Complete, &mut complete);
                if let Some(m) = complete.iter().find(|m| fits(m)) {
                    Err(RuleError::NotMaximal {
                        captures: m.captured.len(),
                        max,
                    })
                } else if max > 0 && !text.is_capture() && text.waypoints().is_empty() {
                    Err(RuleError::CaptureRequired)
                } else {
                    Err(RuleError::Illegal(text.to_string()))
                }
            }
            _ => {
                found.sort();
                Err(RuleError::Ambiguous(
                    found.iter().map(|m| m.to_string()).collect(),
                ))
            }
        }
    }

    /// Whether the side to move has no piece, or no legal move (and so has lost).
    pub fn is_lost(&self) -> bool {
        let mut out = Vec::new();
        self.legal_moves_into(&mut out);
        out.is_empty()
    }

    /// The kind of piece on `cell`, if it holds one of the side to move.
    pub fn own_role(&self, cell: Cell) -> Option<Role> {
        self.piece_at(cell)
            .filter(|p| p.color == self.turn)
            .map(|p| p.role)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::hexdame::Setup;

    fn pos(s: &str) -> Position {
        Position::from_setup(&s.parse::<Setup>().unwrap()).unwrap()
    }

    fn names(p: &Position) -> Vec<String> {
        let mut v: Vec<String> = p.legal_moves().iter().map(|m| m.to_string()).collect();
        v.sort();
        v
    }

    #[test]
    fn white_opening_moves_step_forward_only() {
        let p = Position::start();
        let v = names(&p);
        // Front men: a4 b4 c4 d4 d3 d2 d1 and their three forward steps onto empty cells.
        assert!(v.contains(&"d4-e5".to_string()));
        assert!(v.contains(&"d1-e1".to_string()));
        assert!(v.iter().all(|m| !m.contains('x')));
        for m in p.legal_moves() {
            let (f, t) = (m.from(), m.to());
            assert!(t.letter_index() >= f.letter_index() && t.number_index() >= f.number_index());
        }
    }

    #[test]
    fn freeling_example_f4xh6xf6() {
        let p = pos("W:Wf4:Bg5,g6,i5");
        assert_eq!(names(&p), ["f4xh6xf6"]);
        let m = p.legal_moves()[0];
        let q = p.play(&m).unwrap();
        assert_eq!(q.to_string(), "B:Wf6:Bi5");
    }

    #[test]
    fn man_captures_backwards() {
        let p = pos("W:We5:Bd4,i5");
        assert_eq!(names(&p), ["e5xc3"]);
    }

    #[test]
    fn king_flies_and_lands_anywhere_beyond() {
        let p = pos("W:WKe1:Be3,i5");
        assert_eq!(
            names(&p),
            ["e1xe4", "e1xe5", "e1xe6", "e1xe7", "e1xe8", "e1xe9"]
        );
        // Freeling's example: pieces on e3 and e6 are taken with a stop on e4 or e5.
        let p = pos("W:WKe1:Be3,e6,i5");
        assert_eq!(names(&p), ["e1xe4xe7", "e1xe4xe8", "e1xe4xe9"]);
        assert_eq!(p.legal_paths().len(), 6);
    }

    #[test]
    fn jumped_pieces_block_and_are_not_jumped_twice() {
        // A king on a line with two adjacent enemies cannot take them.
        let p = pos("W:WKe1:Be3,e4,i5");
        assert!(p.legal_moves().iter().all(|m| !m.is_capture()));
    }

    #[test]
    fn promotion_only_at_the_end() {
        // A white man on g7 jumps h8 onto the far-edge corner i9 and goes on from there.
        let p = pos("W:Wg7:Bh8,i8,i5");
        // g7xi9 (over h8), then i9xi7 (over i8): ends on i7, which is also a far-edge cell.
        let m = p.legal_moves();
        assert_eq!(names(&p), ["g7xi9xi7"]);
        assert!(p.promotes(&m[0]));
        let p = pos("W:Wg7:Bh8,h9,i5");
        // g7xi9 then i9xg9 (over h9): g9 is on the 9 file, so still the edge.
        assert_eq!(names(&p), ["g7xi9xg9"]);
        let p = pos("W:Wg7:Bh8,h7,i5");
        // From i9 nothing more can be taken (h8 is already jumped), and g7xi7 over h7 takes
        // one piece too: two equal captures, both ending on the edge.
        assert_eq!(names(&p), ["g7xi7", "g7xi9"]);
        let p = pos("W:Wg7:Bh8,i8,h6,i5");
        // g7xi9xi7xg5: passes the edge, ends inside: no promotion.
        assert_eq!(names(&p), ["g7xi9xi7xg5"]);
        let m = p.legal_moves()[0];
        assert!(!p.promotes(&m));
        let q = p.play(&m).unwrap();
        assert_eq!(q.kings().len(), 0);
    }

    #[test]
    fn resolve_errors_are_rule_errors() {
        let p = pos("W:Wf4,a1,c3:Bg5,g6,d4,i5");
        let t = |s: &str| p.resolve(&s.parse().unwrap());
        assert_eq!(t("f4xf6").unwrap().to_string(), "f4xh6xf6");
        assert_eq!(t("F4 X H6 X F6").unwrap().to_string(), "f4xh6xf6");
        assert_eq!(t("f4-h6-f6").unwrap().to_string(), "f4xh6xf6");
        assert_eq!(t("a1-b2"), Err(RuleError::CaptureRequired));
        assert_eq!(
            t("c3xe5"),
            Err(RuleError::NotMaximal {
                captures: 1,
                max: 2
            })
        );
        assert_eq!(t("f4xh6"), Err(RuleError::Illegal("f4xh6".into())));
        assert_eq!(t("e5-e6"), Err(RuleError::NoPiece("e5".parse().unwrap())));
        assert_eq!(
            t("g5-f4"),
            Err(RuleError::NotYourPiece("g5".parse().unwrap()))
        );
        let q = Position::start();
        assert_eq!(
            q.resolve(&"d4-f6".parse().unwrap()),
            Err(RuleError::Illegal("d4-f6".into()))
        );
    }
}
