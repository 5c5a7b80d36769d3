//! The three-panel frame of the knowledge replay: its geometry, the empty frame (three boards,
//! cached per size and theme) and the stones and marks of one panel.
//!
//! The frame is a fixed width for every board size ([`TARGET_WIDTH`]): the cell step is the
//! largest even number of pixels for which three boards fit side by side, so a 19×19 board
//! gets 20-pixel cells and a 7×7 board 44-pixel ones. Three boards across is the shape that
//! keeps cells largest in a landscape chat window (Discord's and Element's image viewers
//! both fit the picture to the window); stacked, the picture would be three times as tall
//! as it is wide and shrink to a third.

use std::sync::Arc;

pub(crate) use super::super::draw::Look;
use super::super::{
    cache::Bounded,
    canvas::{circle_distance, hexagon_distance, Canvas, Mask},
    draw::{stone_sprites, StoneShape},
    layout::BAND,
    palette::Palette,
    sprite::Sprite,
    text::{self, Style, Weight},
    RenderError, Theme,
};
use crate::rules::{BoardSize, Cell, Player};

/// The frame's width in pixels: a full-HD window shows it at about its own size.
pub const TARGET_WIDTH: i32 = 1920;
/// Space around everything.
pub const PAD: i32 = 16;
/// Space between two panels.
pub const GAP: i32 = 20;
/// The title line (game, players, move counter).
pub const TITLE_PX: f32 = 26.0;
/// Height of the title line.
pub const TITLE_LINE: i32 = 40;
/// The panel headings.
pub const HEADING_PX: f32 = 21.0;
/// Height of a panel heading.
pub const HEADING_LINE: i32 = 34;
/// The lines under each panel.
pub const FACT_PX: f32 = 17.0;
/// Height of a line under a panel.
pub const FACT_LINE: i32 = 26;
/// The caption at the bottom.
pub const CAPTION_PX: f32 = 24.0;
/// Height of the caption line.
pub const CAPTION_LINE: i32 = 40;

/// Where everything goes in the frames of one board size.
#[derive(Clone, Debug, PartialEq)]
pub struct Geometry {
    /// The board.
    pub size: BoardSize,
    /// Frame width.
    pub width: u32,
    /// Frame height.
    pub height: u32,
    /// Cell step (even).
    pub w: i32,
    /// Row step.
    pub dy: i32,
    /// Width of one panel.
    pub panel_w: i32,
    /// Left edge of each panel.
    pub panel_x: [i32; 3],
    /// Top of the panel headings.
    pub heading_y: i32,
    /// Centre of `a1` relative to a panel's top-left corner (below its heading).
    pub a1: (i32, i32),
    /// Top of the board area.
    pub board_y: i32,
    /// Top of the lines under the panels.
    pub facts_y: i32,
    /// Top of the caption.
    pub caption_y: i32,
    /// Coordinate label size.
    pub label_px: f32,
}

impl Geometry {
    /// The geometry of a board of `size`.
    pub fn new(size: BoardSize) -> Self {
        let mut w = 64;
        loop {
            let (span_x, _, _) = extent(size, w);
            if 3 * span_x + 2 * GAP + 2 * PAD <= TARGET_WIDTH || w <= 8 {
                break;
            }
            w -= 2;
        }
        let (panel_w, height_px, a1) = extent(size, w);
        let dy = row_step(w);
        let width = (3 * panel_w + 2 * GAP + 2 * PAD).max(1000);
        let left = (width - (3 * panel_w + 2 * GAP)) / 2;
        let heading_y = PAD + TITLE_LINE;
        let board_y = heading_y + HEADING_LINE;
        let facts_y = board_y + height_px;
        let caption_y = facts_y + 2 * FACT_LINE;
        let height = caption_y + CAPTION_LINE + PAD / 2;
        Self {
            size,
            width: width as u32,
            height: height as u32,
            w,
            dy,
            panel_w,
            panel_x: [0, 1, 2].map(|i| left + i * (panel_w + GAP)),
            heading_y,
            a1,
            board_y,
            facts_y,
            caption_y,
            label_px: label_px(w),
        }
    }

    /// The centre of `cell` in panel `panel` (0 Red, 1 truth, 2 Blue).
    pub fn centre(&self, panel: usize, cell: Cell) -> (i32, i32) {
        let (r, c) = (i32::from(cell.row), i32::from(cell.col));
        (
            self.panel_x[panel] + self.a1.0 + c * self.w + r * self.w / 2,
            self.board_y + self.a1.1 + r * self.dy,
        )
    }

    /// A point in cell coordinates (fractions allowed) of panel `panel`, in pixels.
    fn point(&self, panel: usize, r: f32, c: f32) -> (f32, f32) {
        let w = self.w as f32;
        (
            (self.panel_x[panel] + self.a1.0) as f32 + c * w + r * w / 2.0,
            (self.board_y + self.a1.1) as f32 + r * self.dy as f32,
        )
    }
}

fn row_step(w: i32) -> i32 {
    (1.5 * w as f32 / 3f32.sqrt()).round() as i32
}

fn label_px(w: i32) -> f32 {
    (0.55 * w as f32).clamp(11.0, 20.0)
}

/// The board area of one panel for cell step `w`: width, height, and where `a1`'s centre is
/// in it. Column letters go above the board, row numbers to its left.
fn extent(size: BoardSize, w: i32) -> (i32, i32, (i32, i32)) {
    let (rows, cols) = (f32::from(size.rows()), f32::from(size.cols()));
    let wf = w as f32;
    let dy = row_step(w) as f32;
    let px = label_px(w);
    let gap = 0.2 * px + 2.0;
    let label_w = 1.25 * px;
    let point = |r: f32, c: f32| (c * wf + r * wf / 2.0, r * dy);
    let min_x = point(-BAND, -BAND)
        .0
        .min(point(0.0, -BAND).0 - gap - label_w);
    let max_x = point(rows - 1.0 + BAND, cols - 1.0 + BAND).0;
    let min_y = -BAND * dy - gap - px;
    let max_y = (rows - 1.0 + BAND) * dy;
    let width = (max_x - min_x).ceil() as i32 + 2;
    let height = (max_y - min_y).ceil() as i32 + 4;
    (
        width,
        height,
        ((-min_x).round() as i32 + 1, (-min_y).round() as i32 + 2),
    )
}

/// The empty frame of a size and theme, and the shapes stamped on it.
pub struct Base {
    /// Where everything goes.
    pub geometry: Geometry,
    /// The colours.
    pub palette: Palette,
    /// Three empty boards with their edges and coordinates; no text.
    pub canvas: Canvas,
    stones: [[Sprite; 4]; 2],
    dot: Mask,
    outline: Mask,
}

/// The empty frames drawn lately (a 19×19 frame is about 1 MB).
static BASES: Bounded<(BoardSize, Theme), Arc<Base>> = Bounded::new(8);

/// The empty frame of `size` in `theme`.
pub fn base(size: BoardSize, theme: Theme) -> Result<Arc<Base>, RenderError> {
    BASES.get_or_insert_with((size, theme), || Base::new(size, theme).map(Arc::new))
}

impl Base {
    fn new(size: BoardSize, theme: Theme) -> Result<Self, RenderError> {
        let geometry = Geometry::new(size);
        let palette = Palette::of(theme);
        let w = geometry.w as f32;
        let half = ((w / 2.0 + 4.0) / 0.866).ceil() as i32 + 2;
        let mut canvas = Canvas::new(geometry.width, geometry.height, palette.page);
        let grid = Mask::new(half, |x, y| 0.5 - hexagon_distance(x, y, w / 2.0 + 2.0));
        let gap = (0.07 * w).max(1.5);
        let apothem = w / 2.0 - gap / 2.0;
        let cell = Mask::new(half, |x, y| 0.5 - hexagon_distance(x, y, apothem));
        for panel in 0..3 {
            let rows = f32::from(size.rows());
            let cols = f32::from(size.cols());
            let tl = geometry.point(panel, -BAND, -BAND);
            let tr = geometry.point(panel, -BAND, cols - 1.0 + BAND);
            let br = geometry.point(panel, rows - 1.0 + BAND, cols - 1.0 + BAND);
            let bl = geometry.point(panel, rows - 1.0 + BAND, -BAND);
            let centre = ((tl.0 + br.0) / 2.0, (tl.1 + br.1) / 2.0);
            canvas.fill_convex(&[tl, tr, br, bl], palette.red);
            canvas.fill_convex(&[tr, br, centre], palette.blue);
            canvas.fill_convex(&[bl, tl, centre], palette.blue);
            for c in size.cells() {
                canvas.stamp(&grid, geometry.centre(panel, c), palette.grid);
            }
            for c in size.cells() {
                canvas.stamp(&cell, geometry.centre(panel, c), palette.cell);
            }
            coordinates(&mut canvas, &geometry, &palette, panel)?;
        }
        let radius = 0.41 * w;
        let rim = (0.06 * w).max(1.5);
        let ring_radius = 0.5 * radius;
        let ring_width = (0.1 * w).max(2.0);
        canvas.compact();
        let stones = stone_sprites(
            &mut canvas,
            half,
            &palette,
            StoneShape {
                radius,
                rim,
                ring_radius,
                ring_width,
            },
        );
        let dot_radius = (0.13 * w).max(2.5);
        let dot = Mask::new(half, |x, y| 0.5 - circle_distance(x, y, dot_radius));
        let thickness = (0.1 * w).max(2.5);
        let outline = Mask::new(half, |x, y| {
            let d = hexagon_distance(x, y, apothem - thickness / 2.0);
            0.5 - (d.abs() - thickness / 2.0)
        });
        Ok(Self {
            geometry,
            palette,
            canvas,
            stones,
            dot,
            outline,
        })
    }

    /// Paints a stone on `cell` of `panel`.
    pub fn stone(&self, canvas: &mut Canvas, panel: usize, cell: Cell, player: Player, look: Look) {
        self.stones[player.index()][look.index()].paint(canvas, self.geometry.centre(panel, cell));
    }

    /// The dot of the move just made.
    pub fn dot(&self, canvas: &mut Canvas, panel: usize, cell: Cell) {
        canvas.stamp(
            &self.dot,
            self.geometry.centre(panel, cell),
            self.palette.on_stone,
        );
    }

    /// The outline of the cell just hit.
    pub fn outline(&self, canvas: &mut Canvas, panel: usize, cell: Cell) {
        canvas.stamp(
            &self.outline,
            self.geometry.centre(panel, cell),
            self.palette.accent,
        );
    }
}

/// Column letters above a panel's board, row numbers to its left.
fn coordinates(
    canvas: &mut Canvas,
    geometry: &Geometry,
    palette: &Palette,
    panel: usize,
) -> Result<(), RenderError> {
    let style = Style {
        px: geometry.label_px,
        weight: Weight::Regular,
        colour: palette.muted,
    };
    let dy = geometry.dy as f32;
    let gap = 0.2 * style.px + 2.0;
    let offset_y = BAND * dy + gap + style.px * 0.5;
    for c in 0..geometry.size.cols() {
        let letter = Cell::new(0, c).column_letter().to_string();
        let (x, y) = geometry.point(panel, 0.0, f32::from(c));
        text::draw_centred(canvas, &letter, (x, y - offset_y), style)?;
    }
    for r in 0..geometry.size.rows() {
        let number = (u32::from(r) + 1).to_string();
        let width = text::measure(&number, style)?;
        let (x, y) = geometry.point(panel, f32::from(r), -BAND);
        text::draw_centred(canvas, &number, (x - gap - width / 2.0, y), style)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn three_boards_fit_the_frame_at_every_size() {
        for n in [2u32, 4, 7, 11, 13, 19, 26] {
            let size = BoardSize::square(n).unwrap();
            let g = Geometry::new(size);
            assert_eq!(g.w % 2, 0);
            assert!(g.width <= TARGET_WIDTH as u32, "{n}: {g:?}");
            for panel in 0..3 {
                for cell in size.cells() {
                    let (x, y) = g.centre(panel, cell);
                    let r = g.w / 2;
                    assert!(x - r >= g.panel_x[panel] - 2, "{n} {panel} {cell}");
                    assert!(
                        x + r <= g.panel_x[panel] + g.panel_w + 2,
                        "{n} {panel} {cell}"
                    );
                    assert!(y - r >= g.board_y && y + r <= g.facts_y, "{n} {cell}");
                }
            }
        }
        assert_eq!(Geometry::new(BoardSize::square(19).unwrap()).w, 20);
    }
}
