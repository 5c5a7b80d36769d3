//! Geometry of the Hexdame board, cells, pieces and the position.
//!
//! # Coordinates
//!
//! Freeling names a cell by the two oblique files that cross on it: a letter file `a`..`i` and
//! a number file `1`..`9`. We store a cell as the axial pair `(l, n)` = (letter index, number
//! index), both in `0..9`; the pair exists on the board exactly when `|l − n| ≤ 4`, which
//! leaves the 61 cells of a regular hexagon of side 5 (81 − 2·(1+2+3+4) = 61).
//!
//! The six corners are `a1`, `e1`, `i5`, `i9`, `e9` and `a5`. The line `a1`–`e5`–`i9` is the
//! central *column* (Freeling's "central a1-i9 line"), the `e` file and the `5` file are the
//! central oblique lines. Neighbours differ by one of the six steps
//! `(+1,+1)`, `(+1,0)`, `(0,+1)` and their opposites, which we number as [`Direction`]s.
//!
//! # Why this orientation
//!
//! - It reproduces Freeling's notation examples: `f4-g5` is a straight step forward for White
//!   (`(+1,+1)`), and `f4xh6xf6` is a capture over `g5` (step `(+1,+1)`) followed by one over
//!   `g6` (step `(−1,0)`); a king on `e1` capturing `e3` and `e6` lands on `e4`/`e5` and `e7`.
//! - White starts on the `a1` corner and moves towards higher letters and higher numbers (the
//!   three forward steps are `(+1,+1)`, `(+1,0)` and `(0,+1)`); Black starts on the `i9` corner
//!   and moves the other way. Each side's 16 men fill the 4×4 rhombus at its corner (`a1`–`d4`
//!   for White, `f6`–`i9` for Black), so the middle band `e`/`5` is empty, as in the published
//!   diagram.
//! - The far edge ("back rank") of each side is the nine cells of the two board edges that meet
//!   at the opposite corner: for White the `i` file and the `9` file (`i5`..`i9`, `e9`..`h9`),
//!   for Black the `a` file and the `1` file (`a1`..`a5`, `b1`..`e1`).
//!
//! Sources: Freeling's rules and notation pages on mindsports.nl (back rank of nine cells,
//! `f4-g5` / `f4xh6xf6`, the `e1xe4xe7` king example), Wikipedia's "Hexdame" article, and
//! the initial-setting diagram of bghub.ie (men moving "towards higher numbers or succeeding
//! letters or both at once" for White); an independent public implementation uses the same
//! 4×4 rhombi and far edges.
//!
//! Drawn with White at the bottom, `a1` is the lowest cell, the columns (`a1`–`i9` and its
//! parallels) are vertical and the two oblique file families rise to the left and to the right.

use std::{fmt, str::FromStr};

use super::syntax::SyntaxError;

/// Number of cells on the board.
pub const CELL_COUNT: usize = 61;

/// Marker for "no cell" in the lookup tables.
const NONE: u8 = u8::MAX;

/// The six directions of the board, as steps in (letter, number).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Direction {
    /// `(+1,+1)`: straight forward for White (e.g. `f4` → `g5`).
    Up,
    /// `(+1,0)`: next letter, same number (forward-oblique for White).
    NextLetter,
    /// `(0,+1)`: same letter, next number (forward-oblique for White).
    NextNumber,
    /// `(−1,−1)`: straight forward for Black.
    Down,
    /// `(−1,0)`: previous letter (forward-oblique for Black).
    PrevLetter,
    /// `(0,−1)`: previous number (forward-oblique for Black).
    PrevNumber,
}

impl Direction {
    /// All six directions; the first three are White's forward steps, the last three Black's.
    pub const ALL: [Direction; 6] = [
        Direction::Up,
        Direction::NextLetter,
        Direction::NextNumber,
        Direction::Down,
        Direction::PrevLetter,
        Direction::PrevNumber,
    ];

    /// The step in (letter, number).
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Direction::Up => (1, 1),
            Direction::NextLetter => (1, 0),
            Direction::NextNumber => (0, 1),
            Direction::Down => (-1, -1),
            Direction::PrevLetter => (-1, 0),
            Direction::PrevNumber => (0, -1),
        }
    }

    /// The opposite direction.
    pub const fn opposite(self) -> Direction {
        match self {
            Direction::Up => Direction::Down,
            Direction::NextLetter => Direction::PrevLetter,
            Direction::NextNumber => Direction::PrevNumber,
            Direction::Down => Direction::Up,
            Direction::PrevLetter => Direction::NextLetter,
            Direction::PrevNumber => Direction::NextNumber,
        }
    }

    /// The three directions in which a man of `color` may step.
    pub const fn forward(color: Color) -> [Direction; 3] {
        match color {
            Color::White => [Direction::Up, Direction::NextLetter, Direction::NextNumber],
            Color::Black => [
                Direction::Down,
                Direction::PrevLetter,
                Direction::PrevNumber,
            ],
        }
    }
}

const fn exists(l: i32, n: i32) -> bool {
    l >= 0 && l < 9 && n >= 0 && n < 9 && (l - n) <= 4 && (n - l) <= 4
}

struct Tables {
    letter: [u8; CELL_COUNT],
    number: [u8; CELL_COUNT],
    index: [[u8; 9]; 9],
    neighbour: [[u8; 6]; CELL_COUNT],
}

const fn build_tables() -> Tables {
    let mut t = Tables {
        letter: [0; CELL_COUNT],
        number: [0; CELL_COUNT],
        index: [[NONE; 9]; 9],
        neighbour: [[NONE; 6]; CELL_COUNT],
    };
    let mut i = 0;
    let mut l = 0;
    while l < 9 {
        let mut n = 0;
        while n < 9 {
            if exists(l, n) {
                t.letter[i] = l as u8;
                t.number[i] = n as u8;
                t.index[l as usize][n as usize] = i as u8;
                i += 1;
            }
            n += 1;
        }
        l += 1;
    }
    let deltas: [(i32, i32); 6] = [(1, 1), (1, 0), (0, 1), (-1, -1), (-1, 0), (0, -1)];
    let mut c = 0;
    while c < CELL_COUNT {
        let mut d = 0;
        while d < 6 {
            let l = t.letter[c] as i32 + deltas[d].0;
            let n = t.number[c] as i32 + deltas[d].1;
            if exists(l, n) {
                t.neighbour[c][d] = t.index[l as usize][n as usize];
            }
            d += 1;
        }
        c += 1;
    }
    t
}

const TABLES: Tables = build_tables();

/// `NEIGHBOUR[cell][direction]`: the adjacent cell index, or `u8::MAX` off the board.
pub(crate) const NEIGHBOUR: [[u8; 6]; CELL_COUNT] = TABLES.neighbour;

const fn build_neighbour_masks() -> [u64; CELL_COUNT] {
    let mut m = [0u64; CELL_COUNT];
    let mut c = 0;
    while c < CELL_COUNT {
        let mut d = 0;
        while d < 6 {
            let n = TABLES.neighbour[c][d];
            if n != NONE {
                m[c] |= 1 << n;
            }
            d += 1;
        }
        c += 1;
    }
    m
}

/// `NEIGHBOUR_MASK[cell]`: the cells adjacent to `cell`, as a bit mask.
pub(crate) const NEIGHBOUR_MASK: [u64; CELL_COUNT] = build_neighbour_masks();

const fn edge_mask(letter_or_number_is: u8) -> u64 {
    let mut m = 0u64;
    let mut c = 0;
    while c < CELL_COUNT {
        if TABLES.letter[c] == letter_or_number_is || TABLES.number[c] == letter_or_number_is {
            m |= 1 << c;
        }
        c += 1;
    }
    m
}

/// White's promotion cells: the `i` file and the `9` file (nine cells).
pub(crate) const WHITE_PROMOTION: u64 = edge_mask(8);
/// Black's promotion cells: the `a` file and the `1` file (nine cells).
pub(crate) const BLACK_PROMOTION: u64 = edge_mask(0);
/// Mask of all 61 cells.
pub(crate) const ALL_CELLS: u64 = (1u64 << CELL_COUNT) - 1;

/// A cell of the Hexdame board (one of 61).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Cell(u8);

impl Cell {
    /// The cell on letter file `letter` (0 = `a`) and number file `number` (0 = `1`), if it
    /// exists.
    pub fn new(letter: u8, number: u8) -> Option<Cell> {
        if letter < 9 && number < 9 {
            let i = TABLES.index[usize::from(letter)][usize::from(number)];
            (i != NONE).then_some(Cell(i))
        } else {
            None
        }
    }

    /// The cell with dense index `index` (`0..61`, ordered by letter then number).
    pub fn from_index(index: usize) -> Option<Cell> {
        (index < CELL_COUNT).then_some(Cell(index as u8))
    }

    /// All 61 cells, ordered by letter then number (`a1`, `a2`, … `i9`).
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELL_COUNT as u8).map(Cell)
    }

    /// The dense index in `0..61`.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// The letter file as an index (0 = `a` … 8 = `i`).
    pub fn letter_index(self) -> u8 {
        TABLES.letter[self.index()]
    }

    /// The number file as an index (0 = `1` … 8 = `9`).
    pub fn number_index(self) -> u8 {
        TABLES.number[self.index()]
    }

    /// The letter of the cell's name (`a`..`i`).
    pub fn letter(self) -> char {
        char::from(b'a' + self.letter_index())
    }

    /// The number of the cell's name (`1`..`9`).
    pub fn number(self) -> u8 {
        self.number_index() + 1
    }

    /// The adjacent cell in `direction`, if it is on the board.
    pub fn neighbour(self, direction: Direction) -> Option<Cell> {
        let i = NEIGHBOUR[self.index()][direction as usize];
        (i != NONE).then_some(Cell(i))
    }

    /// Whether a man of `color` ending its move here becomes a king.
    pub fn is_promotion_for(self, color: Color) -> bool {
        promotion_mask(color) & self.bit() != 0
    }

    pub(crate) fn bit(self) -> u64 {
        1u64 << self.0
    }

    pub(crate) fn from_raw(raw: u8) -> Cell {
        Cell(raw)
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}{}", self.letter(), self.number())
    }
}

impl FromStr for Cell {
    type Err = SyntaxError;

    /// Parses `f4`, `F4` or `f 4`.
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let compact: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        parse_cell(&compact)
    }
}

/// Reads one cell name from a compact (space-free) string.
pub(crate) fn parse_cell(s: &str) -> Result<Cell, SyntaxError> {
    let bytes = s.as_bytes();
    if bytes.len() != 2 {
        return Err(SyntaxError::NotACell(s.to_string()));
    }
    let letter = bytes[0].to_ascii_lowercase();
    let digit = bytes[1];
    if !letter.is_ascii_lowercase() || !digit.is_ascii_digit() {
        return Err(SyntaxError::NotACell(s.to_string()));
    }
    if !(b'a'..=b'i').contains(&letter) || !(b'1'..=b'9').contains(&digit) {
        return Err(SyntaxError::OffBoard(s.to_ascii_lowercase()));
    }
    Cell::new(letter - b'a', digit - b'1')
        .ok_or_else(|| SyntaxError::OffBoard(s.to_ascii_lowercase()))
}

/// The cells a man of `color` promotes on.
pub(crate) fn promotion_mask(color: Color) -> u64 {
    match color {
        Color::White => WHITE_PROMOTION,
        Color::Black => BLACK_PROMOTION,
    }
}

/// A set of cells, as a bit mask over the dense indices.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct CellSet(u64);

impl CellSet {
    /// The empty set.
    pub const EMPTY: CellSet = CellSet(0);

    /// The set with the given bit mask (bits above 60 are dropped).
    pub fn from_bits(bits: u64) -> CellSet {
        CellSet(bits & ALL_CELLS)
    }

    /// The bit mask.
    pub fn bits(self) -> u64 {
        self.0
    }

    /// Whether `cell` is in the set.
    pub fn contains(self, cell: Cell) -> bool {
        self.0 & cell.bit() != 0
    }

    /// Adds `cell`.
    pub fn insert(&mut self, cell: Cell) {
        self.0 |= cell.bit();
    }

    /// Number of cells in the set.
    pub fn len(self) -> usize {
        self.0.count_ones() as usize
    }

    /// Whether the set is empty.
    pub fn is_empty(self) -> bool {
        self.0 == 0
    }

    /// The cells, in index order.
    pub fn iter(self) -> impl Iterator<Item = Cell> {
        let mut bits = self.0;
        std::iter::from_fn(move || {
            if bits == 0 {
                None
            } else {
                let i = bits.trailing_zeros() as u8;
                bits &= bits - 1;
                Some(Cell(i))
            }
        })
    }
}

impl FromIterator<Cell> for CellSet {
    fn from_iter<T: IntoIterator<Item = Cell>>(iter: T) -> Self {
        let mut s = CellSet::EMPTY;
        for c in iter {
            s.insert(c);
        }
        s
    }
}

/// A side. White moves first.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Color {
    /// Starts on the `a1` corner and moves first.
    White,
    /// Starts on the `i9` corner (Freeling's diagrams use black; some sites draw it red).
    Black,
}

impl Color {
    /// The other side.
    pub fn opponent(self) -> Color {
        match self {
            Color::White => Color::Black,
            Color::Black => Color::White,
        }
    }

    /// 0 for White, 1 for Black.
    pub fn index(self) -> usize {
        self as usize
    }

    /// `"White"` or `"Black"`.
    pub fn name(self) -> &'static str {
        match self {
            Color::White => "White",
            Color::Black => "Black",
        }
    }
}

impl fmt::Display for Color {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.name())
    }
}

/// What a piece is.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub enum Role {
    /// Steps forward, captures in all six directions by short jumps.
    Man,
    /// Flies along the six lines, moving and capturing at any distance.
    King,
}

/// A piece: a colour and a role.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Piece {
    /// Its side.
    pub color: Color,
    /// Man or king.
    pub role: Role,
}

/// A problem with a hand-built [`Setup`].
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// Two pieces were placed on the same cell.
    #[error("two pieces on {0}")]
    Overlap(Cell),
    /// A man stands on its own promotion cells, where it would already be a king.
    #[error("a {color} man on {cell} would already have been promoted")]
    ManOnPromotionCell {
        /// The offending cell.
        cell: Cell,
        /// The man's side.
        color: Color,
    },
    /// The position text could not be read.
    #[error("cannot read the position: {0}")]
    Syntax(String),
}

/// An unvalidated arrangement of pieces and a side to move; turn it into a [`Position`] with
/// [`Position::from_setup`].
///
/// Its text form is `W:Wa1,b2,Kc3:Bf6,Kg7` (side to move, then each side's pieces, `K` for a
/// king), after the FEN of draughts (PDN).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Setup {
    /// Pieces and the cells they stand on.
    pub pieces: Vec<(Cell, Piece)>,
    /// Whose turn it is (`None` is read as White).
    pub turn: Option<Color>,
}

impl FromStr for Setup {
    type Err = SetupError;

    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = |why: &str| SetupError::Syntax(why.to_string());
        let compact: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        let mut parts = compact.split(':');
        let turn = match parts.next().map(|p| p.to_ascii_uppercase()) {
            Some(p) if p == "W" => Color::White,
            Some(p) if p == "B" => Color::Black,
            _ => return Err(bad("it must start with W: or B: (the side to move)")),
        };
        let mut pieces = Vec::new();
        for part in parts {
            let mut chars = part.chars();
            let color = match chars.next().map(|c| c.to_ascii_uppercase()) {
                Some('W') => Color::White,
                Some('B') => Color::Black,
                _ => return Err(bad("each side's list starts with W or B")),
            };
            let rest = chars.as_str();
            for item in rest.split(',').filter(|i| !i.is_empty()) {
                let (role, name) = match item.strip_prefix(['K', 'k']) {
                    Some(name) => (Role::King, name),
                    None => (Role::Man, item),
                };
                let cell: Cell = name
                    .parse()
                    .map_err(|e: SyntaxError| SetupError::Syntax(e.to_string()))?;
                pieces.push((cell, Piece { color, role }));
            }
        }
        Ok(Setup {
            pieces,
            turn: Some(turn),
        })
    }
}

/// Zobrist keys: `[color][role][cell]`, plus one for Black to move.
struct Keys {
    piece: [[[u64; CELL_COUNT]; 2]; 2],
    black_to_move: u64,
}

const fn splitmix(state: u64) -> (u64, u64) {
    let s = state.wrapping_add(0x9E37_79B9_7F4A_7C15);
    let mut z = s;
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    (s, z ^ (z >> 31))
}

const fn build_keys() -> Keys {
    let mut k = Keys {
        piece: [[[0; CELL_COUNT]; 2]; 2],
        black_to_move: 0,
    };
    let mut state = 0x4845_5844_414D_4521; // "HEXDAME!"
    let mut c = 0;
    while c < 2 {
        let mut r = 0;
        while r < 2 {
            let mut i = 0;
            while i < CELL_COUNT {
                let (s, z) = splitmix(state);
                state = s;
                k.piece[c][r][i] = z;
                i += 1;
            }
            r += 1;
        }
        c += 1;
    }
    let (_, z) = splitmix(state);
    k.black_to_move = z;
    k
}

const KEYS: Keys = build_keys();

/// A legal arrangement of pieces with a side to move. Positions are small (`Copy`) and moves
/// are played by copying.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Position {
    pub(crate) white: u64,
    pub(crate) black: u64,
    pub(crate) kings: u64,
    pub(crate) turn: Color,
}

impl Default for Position {
    fn default() -> Self {
        Position::start()
    }
}

impl Position {
    /// The start position: White men on `a1`–`d4`, Black men on `f6`–`i9`, White to move.
    pub fn start() -> Position {
        let mut white = 0;
        let mut black = 0;
        for cell in Cell::all() {
            if cell.letter_index() <= 3 && cell.number_index() <= 3 {
                white |= cell.bit();
            }
            if cell.letter_index() >= 5 && cell.number_index() >= 5 {
                black |= cell.bit();
            }
        }
        Position {
            white,
            black,
            kings: 0,
            turn: Color::White,
        }
    }

    /// Checks a hand-built setup.
    pub fn from_setup(setup: &Setup) -> Result<Position, SetupError> {
        let mut pos = Position {
            white: 0,
            black: 0,
            kings: 0,
            turn: setup.turn.unwrap_or(Color::White),
        };
        for &(cell, piece) in &setup.pieces {
            if (pos.white | pos.black) & cell.bit() != 0 {
                return Err(SetupError::Overlap(cell));
            }
            if piece.role == Role::Man && cell.is_promotion_for(piece.color) {
                return Err(SetupError::ManOnPromotionCell {
                    cell,
                    color: piece.color,
                });
            }
            match piece.color {
                Color::White => pos.white |= cell.bit(),
                Color::Black => pos.black |= cell.bit(),
            }
            if piece.role == Role::King {
                pos.kings |= cell.bit();
            }
        }
        Ok(pos)
    }

    /// The setup describing this position.
    pub fn to_setup(&self) -> Setup {
        Setup {
            pieces: Cell::all()
                .filter_map(|c| self.piece_at(c).map(|p| (c, p)))
                .collect(),
            turn: Some(self.turn),
        }
    }

    /// Whose turn it is.
    pub fn turn(&self) -> Color {
        self.turn
    }

    /// The piece on `cell`, if any.
    pub fn piece_at(&self, cell: Cell) -> Option<Piece> {
        let b = cell.bit();
        let color = if self.white & b != 0 {
            Color::White
        } else if self.black & b != 0 {
            Color::Black
        } else {
            return None;
        };
        let role = if self.kings & b != 0 {
            Role::King
        } else {
            Role::Man
        };
        Some(Piece { color, role })
    }

    /// The cells holding pieces of `color`.
    pub fn pieces_of(&self, color: Color) -> CellSet {
        CellSet(self.side(color))
    }

    /// The cells holding kings (of either side).
    pub fn kings(&self) -> CellSet {
        CellSet(self.kings)
    }

    /// Number of pieces (men and kings) of `color`.
    pub fn count(&self, color: Color) -> usize {
        self.side(color).count_ones() as usize
    }

    pub(crate) fn side(&self, color: Color) -> u64 {
        match color {
            Color::White => self.white,
            Color::Black => self.black,
        }
    }

    pub(crate) fn occupied(&self) -> u64 {
        self.white | self.black
    }

    /// A text drawing of the board with White at the bottom: `a1` is the lowest cell, each
    /// text line holds the cells of one height (letter + number), higher letters to the
    /// right. `w`/`b` are men, `W`/`B` kings, `.` empty cells.
    pub fn diagram(&self) -> String {
        let mut out = String::new();
        for height in (0..=16u8).rev() {
            let mut line = vec![b' '; 17];
            for cell in Cell::all() {
                let (l, n) = (cell.letter_index(), cell.number_index());
                if l + n != height {
                    continue;
                }
                let column = usize::from(l + 8 - n);
                line[column] = match self.piece_at(cell) {
                    None => b'.',
                    Some(Piece {
                        color: Color::White,
                        role: Role::Man,
                    }) => b'w',
                    Some(Piece {
                        color: Color::White,
                        role: Role::King,
                    }) => b'W',
                    Some(Piece {
                        color: Color::Black,
                        role: Role::Man,
                    }) => b'b',
                    Some(Piece {
                        color: Color::Black,
                        role: Role::King,
                    }) => b'B',
                };
            }
            out.push_str(String::from_utf8_lossy(&line).trim_end());
            out.push('\n');
        }
        out
    }

    /// A 64-bit Zobrist hash of the pieces and the side to move.
    pub fn hash(&self) -> u64 {
        let mut h = if self.turn == Color::Black {
            KEYS.black_to_move
        } else {
            0
        };
        for (color, bits) in [(0, self.white), (1, self.black)] {
            let mut b = bits;
            while b != 0 {
                let i = b.trailing_zeros() as usize;
                b &= b - 1;
                let role = usize::from(self.kings & (1 << i) != 0);
                h ^= KEYS.piece[color][role][i];
            }
        }
        h
    }
}

impl fmt::Display for Setup {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let turn = self.turn.unwrap_or(Color::White);
        f.write_str(if turn == Color::White { "W" } else { "B" })?;
        for color in [Color::White, Color::Black] {
            f.write_str(if color == Color::White { ":W" } else { ":B" })?;
            let mut first = true;
            for (cell, piece) in self.pieces.iter().filter(|(_, p)| p.color == color) {
                if !first {
                    f.write_str(",")?;
                }
                first = false;
                if piece.role == Role::King {
                    f.write_str("K")?;
                }
                write!(f, "{cell}")?;
            }
        }
        Ok(())
    }
}

impl fmt::Display for Position {
    /// Writes the setup text (`W:Wa1,…:Bf6,…`).
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.to_setup())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn sixty_one_cells_with_the_expected_corners() {
        assert_eq!(Cell::all().count(), 61);
        for name in ["a1", "e1", "i5", "i9", "e9", "a5", "e5"] {
            assert!(name.parse::<Cell>().is_ok(), "{name}");
        }
        for name in ["a6", "f1", "i4", "d9", "j1", "a0"] {
            assert!(name.parse::<Cell>().is_err(), "{name}");
        }
        // Corners have three neighbours, the centre six.
        let nb = |c: Cell| {
            Direction::ALL
                .iter()
                .filter(|&&d| c.neighbour(d).is_some())
                .count()
        };
        assert_eq!(nb("a1".parse().unwrap()), 3);
        assert_eq!(nb("i5".parse().unwrap()), 3);
        assert_eq!(nb("e5".parse().unwrap()), 6);
        assert_eq!(nb("c1".parse().unwrap()), 4);
    }

    #[test]
    fn neighbours_are_symmetric() {
        for c in Cell::all() {
            for d in Direction::ALL {
                if let Some(n) = c.neighbour(d) {
                    assert_eq!(n.neighbour(d.opposite()), Some(c));
                }
            }
        }
    }

    #[test]
    fn nine_promotion_cells_each_on_opposite_edges() {
        assert_eq!(WHITE_PROMOTION.count_ones(), 9);
        assert_eq!(BLACK_PROMOTION.count_ones(), 9);
        assert_eq!(WHITE_PROMOTION & BLACK_PROMOTION, 0);
        let white: Vec<String> = CellSet(WHITE_PROMOTION)
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(
            white,
            ["e9", "f9", "g9", "h9", "i5", "i6", "i7", "i8", "i9"]
        );
        let black: Vec<String> = CellSet(BLACK_PROMOTION)
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(
            black,
            ["a1", "a2", "a3", "a4", "a5", "b1", "c1", "d1", "e1"]
        );
    }

    #[test]
    fn start_position_has_sixteen_men_each_in_mirrored_corners() {
        let p = Position::start();
        assert_eq!(p.count(Color::White), 16);
        assert_eq!(p.count(Color::Black), 16);
        assert_eq!(p.kings().len(), 0);
        assert_eq!(p.turn(), Color::White);
        for cell in Cell::all() {
            let mirror = Cell::new(8 - cell.letter_index(), 8 - cell.number_index()).unwrap();
            let a = p.piece_at(cell).map(|x| x.color);
            let b = p.piece_at(mirror).map(|x| x.color.opponent());
            assert_eq!(a, b, "{cell} vs {mirror}");
        }
        assert_eq!(
            p.to_string(),
            "W:Wa1,a2,a3,a4,b1,b2,b3,b4,c1,c2,c3,c4,d1,d2,d3,d4\
             :Bf6,f7,f8,f9,g6,g7,g8,g9,h6,h7,h8,h9,i6,i7,i8,i9"
        );
    }

    #[test]
    fn diagram_of_the_start() {
        let want = "        b
       b b
      b b b
     b b b b
    . b b b .
     . b b .
    . . b . .
     . . . .
    . . . . .
     . . . .
    . . w . .
     . w w .
    . w w w .
     w w w w
      w w w
       w w
        w
";
        assert_eq!(Position::start().diagram(), want);
    }

    #[test]
    fn setup_text_round_trips_and_is_checked() {
        let s: Setup = "B:WKe5,a1:Bf6,Kg7".parse().unwrap();
        let p = Position::from_setup(&s).unwrap();
        assert_eq!(p.to_string(), "B:Wa1,Ke5:Bf6,Kg7");
        assert_eq!(p.turn(), Color::Black);
        let overlap: Setup = "W:We5:Be5".parse().unwrap();
        assert!(matches!(
            Position::from_setup(&overlap),
            Err(SetupError::Overlap(_))
        ));
        let promoted: Setup = "W:Wi9:B".parse().unwrap();
        assert!(matches!(
            Position::from_setup(&promoted),
            Err(SetupError::ManOnPromotionCell { .. })
        ));
        assert!("X:W".parse::<Setup>().is_err());
    }

    #[test]
    fn hash_depends_on_turn_and_role() {
        let p = Position::start();
        let mut q = p;
        q.turn = Color::Black;
        assert_ne!(p.hash(), q.hash());
        let mut k = p;
        k.kings = 1;
        assert_ne!(p.hash(), k.hash());
    }
}
