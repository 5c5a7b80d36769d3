//! The web pages' boards as SVG text, drawn from the same [`Layout`], [`Palette`] and
//! [`Marks`] as the PNGs (the same edges, cells, stones, rings, dots and outlines), so a player
//! recognises the board of the page from the board of the chat.
//!
//! Like the PNGs, each entry point takes one of the privacy types of [`crate::rules::view`]: a
//! spectator's board of a Dark Hex game in progress cannot show a stone, because a
//! [`SpectatorView`] has none to give. The SVG carries no header (the page says it in HTML),
//! no script and no style element, only shapes and presentation attributes; its text is the
//! board's coordinates. The output is deterministic.

use std::fmt::Write;

use super::{
    draw::{Look, Marks, FADE},
    layout::{Layout, BAND},
    palette::{mix, Palette, Rgb},
    Theme,
};
use crate::rules::{
    BoardSize, Cell, Move, MoveResult, Player, PlayerView, Revealed, SpectatorView,
};

/// √3 / 2: the apothem of a regular hexagon over its circumradius.
const S: f32 = 0.866_025_4;

/// The empty board of a game in progress as an onlooker sees it (in Dark Hex: no stones).
pub fn spectator_svg(view: &SpectatorView, theme: Theme) -> String {
    Svg::new(view.settings().size, theme).finish()
}

/// One player's view: their stones, the enemy stones they found (ringed, in Dark Hex), the
/// last move they know (dotted) or the cell they just hit (outlined).
pub fn player_view_svg(view: &PlayerView, theme: Theme) -> String {
    let settings = view.settings();
    let dark = settings.variant.is_dark();
    let viewer = view.viewer();
    let mut svg = Svg::new(settings.size, theme);
    for cell in settings.size.cells() {
        if let Some(player) = view.stone(cell) {
            let look = if dark && player != viewer {
                Look::Ringed
            } else {
                Look::Plain
            };
            svg.stone(cell, player, look);
        }
    }
    let first = view.timeline().first().and_then(|s| s.mv);
    if let Some(cell) = view.just_hit() {
        svg.outline(cell);
    } else if let Some(cell) = view
        .last_known_move()
        .and_then(|seen| seen.mv)
        .and_then(|mv| stone_cell(mv, first))
    {
        if view.stone(cell).is_some() {
            svg.dot(cell);
        }
    }
    svg.finish()
}

/// The whole board: every stone, the deciding chain in full colour and the rest faded, the
/// cells of hits ringed, the last move dotted (or outlined, when it was a hit).
pub fn revealed_svg(board: &Revealed, theme: Theme) -> String {
    let size = board.settings().size;
    let mut svg = Svg::new(size, theme);
    let chain = board.chain();
    let in_chain = |cell: &Cell| chain.is_some_and(|c| c.contains(cell));
    let hits = board.hit_cells();
    for cell in size.cells() {
        if let Some(player) = board.stone(cell) {
            let faded = chain.is_some() && !in_chain(&cell);
            let look = match (faded, hits.contains(&cell)) {
                (false, false) => Look::Plain,
                (false, true) => Look::Ringed,
                (true, false) => Look::Faded,
                (true, true) => Look::FadedRinged,
            };
            svg.stone(cell, player, look);
        }
    }
    let first = board.record().first().map(|e| e.mv);
    if let Some(last) = board.last_move() {
        if let Some(cell) = stone_cell(last.mv, first) {
            if last.result == MoveResult::Hit {
                svg.outline(cell);
            } else if board.stone(cell).is_some() {
                svg.dot(cell);
            }
        }
    }
    svg.finish()
}

/// The cell a recorded move put a stone on (a swap moves Red's first stone to its mirror).
fn stone_cell(mv: Move, first: Option<Move>) -> Option<Cell> {
    match (mv, first) {
        (Move::Place(cell), _) => Some(cell),
        (Move::Swap, Some(Move::Place(cell))) => Some(cell.mirrored()),
        (Move::Swap, _) => None,
    }
}

/// `#rrggbb`.
fn hex(colour: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", colour[0], colour[1], colour[2])
}

/// A board being written.
struct Svg {
    layout: Layout,
    palette: Palette,
    marks: Marks,
    out: String,
    /// The stones drawn, `[player][look]`: each is defined once, at the end.
    used: [[bool; 4]; 2],
}

impl Svg {
    /// The empty board: the edge bands, the grid, the cells and the coordinates.
    fn new(size: BoardSize, theme: Theme) -> Self {
        let layout = Layout::new(size);
        let palette = Palette::of(theme);
        let marks = Marks::of(layout.w as f32);
        let top = layout.header_height;
        let height = layout.height as i32 - top;
        let mut out = String::with_capacity(300 + 40 * size.cell_count());
        let _ = write!(
            out,
            "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" viewBox=\"0 {top} {} \
             {height}\" width=\"{}\" height=\"{height}\" role=\"img\">",
            layout.width, layout.width
        );
        // One hexagon as wide as a cell step, filled with the cell colour and stroked with the
        // grid's over the gap between cells (the PNGs stamp the grid and then the cells).
        let line = layout.w as f32 - 2.0 * marks.apothem;
        let _ = write!(
            out,
            "<defs><polygon id=\"h\" points=\"{}\"/></defs>",
            hexagon(marks.apothem + line / 2.0)
        );
        let _ = write!(
            out,
            "<rect x=\"0\" y=\"{top}\" width=\"{}\" height=\"{height}\" fill=\"{}\"/>",
            layout.width,
            hex(palette.page)
        );
        // Edge bands: the rhombus in Red, the left and right triangles in Blue over it.
        let [tl, tr, br, bl] = layout.rhombus();
        let centre = ((tl.0 + br.0) / 2.0, (tl.1 + br.1) / 2.0);
        let polygon = |out: &mut String, points: &[(f32, f32)], colour: Rgb| {
            let points: Vec<String> = points
                .iter()
                .map(|(x, y)| format!("{x:.1},{y:.1}"))
                .collect();
            let _ = write!(
                out,
                "<polygon points=\"{}\" fill=\"{}\"/>",
                points.join(" "),
                hex(colour)
            );
        };
        polygon(&mut out, &[tl, tr, br, bl], palette.red);
        polygon(&mut out, &[tr, br, centre], palette.blue);
        polygon(&mut out, &[bl, tl, centre], palette.blue);
        let _ = write!(
            out,
            "<g fill=\"{}\" stroke=\"{}\" stroke-width=\"{line:.1}\">",
            hex(palette.cell),
            hex(palette.grid)
        );
        for cell in size.cells() {
            let (x, y) = layout.centre(cell);
            let _ = write!(out, "<use href=\"#h\" x=\"{x}\" y=\"{y}\"/>");
        }
        out.push_str("</g>");
        let mut svg = Self {
            layout,
            palette,
            marks,
            out,
            used: [[false; 4]; 2],
        };
        svg.coordinates();
        svg
    }

    /// Column letters above and below, row numbers left and right (as the PNGs place them).
    fn coordinates(&mut self) {
        let layout = &self.layout;
        let px = layout.label_px;
        let _ = write!(
            self.out,
            "<g fill=\"{}\" font-family=\"sans-serif\" font-size=\"{px:.0}\" \
             text-anchor=\"middle\">",
            hex(self.palette.muted)
        );
        let rows = f32::from(layout.size.rows());
        let cols = f32::from(layout.size.cols());
        let offset_y = BAND * layout.dy as f32 + layout.label_gap + px * 0.5;
        // Text stands on its baseline: a digit's middle is about 0.35 of the size above it
        // (`dominant-baseline` is not honoured everywhere).
        let baseline = 0.35 * px;
        for c in 0..layout.size.cols() {
            let letter = Cell::new(0, c).column_letter();
            for (r, dy) in [(0.0, -offset_y), (rows - 1.0, offset_y)] {
                let (x, y) = layout.point(r, f32::from(c));
                let _ = write!(
                    self.out,
                    "<text x=\"{x:.0}\" y=\"{:.0}\">{letter}</text>",
                    y + dy + baseline
                );
            }
        }
        // A number's centre sits a gap and half its width beyond the band (about 0.3 of the
        // label size per digit).
        for r in 0..layout.size.rows() {
            let number = u32::from(r) + 1;
            let reach = layout.label_gap + 0.2 * px + 0.3 * px * number.to_string().len() as f32;
            let (left, y) = layout.point(f32::from(r), -BAND);
            let (right, _) = layout.point(f32::from(r), cols - 1.0 + BAND);
            for x in [left - reach, right + reach] {
                let _ = write!(
                    self.out,
                    "<text x=\"{x:.0}\" y=\"{:.0}\">{number}</text>",
                    y + baseline
                );
            }
        }
        self.out.push_str("</g>");
    }

    /// A stone of `player` on `cell`, drawn in `look`.
    fn stone(&mut self, cell: Cell, player: Player, look: Look) {
        let (x, y) = self.layout.centre(cell);
        self.used[player.index()][look.index()] = true;
        let _ = write!(
            self.out,
            "<use href=\"#{}\" x=\"{x}\" y=\"{y}\"/>",
            stone_id(player, look)
        );
    }

    /// The definition of the stone of `player` in `look`, around the origin.
    fn define_stone(&mut self, player: Player, look: Look) {
        let faded = matches!(look, Look::Faded | Look::FadedRinged);
        let fade = |c: Rgb| {
            if faded {
                mix(c, self.palette.cell, FADE)
            } else {
                c
            }
        };
        let shape = self.marks.stone;
        let _ = write!(
            self.out,
            "<g id=\"{}\"><circle r=\"{:.1}\" fill=\"{}\"/><circle r=\"{:.1}\" fill=\"{}\"/>",
            stone_id(player, look),
            shape.radius,
            hex(fade(self.palette.stone_edge(player))),
            shape.radius - shape.rim,
            hex(fade(self.palette.stone(player))),
        );
        if matches!(look, Look::Ringed | Look::FadedRinged) {
            let _ = write!(
                self.out,
                "<circle r=\"{:.1}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{:.1}\"/>",
                shape.ring_radius,
                hex(fade(self.palette.on_stone)),
                shape.ring_width
            );
        }
        self.out.push_str("</g>");
    }

    /// The last-move dot on the stone of `cell`.
    fn dot(&mut self, cell: Cell) {
        let (x, y) = self.layout.centre(cell);
        let _ = write!(
            self.out,
            "<circle cx=\"{x}\" cy=\"{y}\" r=\"{:.1}\" fill=\"{}\"/>",
            self.marks.dot_radius,
            hex(self.palette.on_stone)
        );
    }

    /// The outline of a cell just hit.
    fn outline(&mut self, cell: Cell) {
        let (x, y) = self.layout.centre(cell);
        let width = self.marks.outline;
        let _ = write!(
            self.out,
            "<polygon transform=\"translate({x} {y})\" points=\"{}\" fill=\"none\" stroke=\"{}\" \
             stroke-width=\"{width:.1}\"/>",
            hexagon(self.marks.apothem - width / 2.0),
            hex(self.palette.accent)
        );
    }

    fn finish(mut self) -> String {
        let used: Vec<(Player, Look)> = Player::BOTH
            .into_iter()
            .flat_map(|p| Look::ALL.map(|look| (p, look)))
            .filter(|&(p, look)| self.used[p.index()][look.index()])
            .collect();
        if !used.is_empty() {
            self.out.push_str("<defs>");
            for (player, look) in used {
                self.define_stone(player, look);
            }
            self.out.push_str("</defs>");
        }
        self.out.push_str("</svg>");
        self.out
    }
}

/// The id of a stone's definition: `s`, the player's index, the look's.
fn stone_id(player: Player, look: Look) -> String {
    format!("s{}{}", player.index(), look.index())
}

/// The corners of a pointy-top hexagon of `apothem` around the origin.
fn hexagon(apothem: f32) -> String {
    let r = apothem / S;
    let points = [
        (0.0, -r),
        (apothem, -r / 2.0),
        (apothem, r / 2.0),
        (0.0, r),
        (-apothem, r / 2.0),
        (-apothem, -r / 2.0),
    ];
    points
        .iter()
        .map(|(x, y)| format!("{x:.1},{y:.1}"))
        .collect::<Vec<_>>()
        .join(" ")
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{BoardSize, DarkVersion, GameSettings, HexGame, Variant};

    #[test]
    fn a_spectator_board_of_dark_hex_has_no_stone_and_a_revealed_one_has_all() {
        let settings = GameSettings::new(
            Variant::DarkHex(DarkVersion::Classic),
            BoardSize::square(5).unwrap(),
        );
        let mut game = HexGame::new(settings);
        for text in ["c3", "c3", "b2"] {
            game.play_next(Move::Place(text.parse().unwrap())).unwrap();
        }
        let spectator = spectator_svg(&game.spectator_view(), Theme::Light);
        assert!(!spectator.contains("<circle"), "{spectator}");
        assert!(!spectator.contains("href=\"#s"), "{spectator}");
        assert!(spectator.starts_with("<svg") && spectator.ends_with("</svg>"));
        game.resign(Player::Blue).unwrap();
        let board = revealed_svg(&game.revealed().unwrap(), Theme::Light);
        // Two stones, Red's ringed (Blue's hit on c3): two definitions, of two and three
        // circles, and the last move's dot.
        assert_eq!(board.matches("href=\"#s").count(), 2, "{board}");
        assert_eq!(board.matches("<circle").count(), 3 + 2 + 1, "{board}");
    }
}
