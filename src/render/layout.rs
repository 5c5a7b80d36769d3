//! Where everything goes: the geometry of the picture of one board size.
//!
//! Cells are pointy-top hexagons; cell `(r, c)` has its centre at `origin + c·ex + r·ey` with
//! `ex = (w, 0)` and `ey = (w/2, dy)`, so `a1` is top-left and rows shift right going down.
//! `w` is even and `dy` an integer, so every centre falls on a whole pixel and the shapes drawn
//! around centres can be pre-rendered once (see [`super::draw`]).

use crate::rules::{BoardSize, Cell};

/// Aim for pictures about this wide: legible on a phone held upright, small to send.
const TARGET_WIDTH: f32 = 1080.0;
/// Never narrower than this, so the header has room.
const MIN_WIDTH: f32 = 900.0;
/// Space around everything.
pub const PAD: f32 = 24.0;
/// How far the edge bands reach beyond the corner cells' centres, in cell steps.
pub const BAND: f32 = 0.9;
/// Header text sizes, in pixels.
pub const TITLE_PX: f32 = 36.0;
/// Body text size of the header.
pub const BODY_PX: f32 = 25.0;
/// Line heights.
pub const TITLE_LINE: i32 = 48;
/// Height of a body line of the header.
pub const BODY_LINE: i32 = 36;
/// Number of body lines in the header (fixed, so every picture of a size has one layout).
pub const BODY_LINES: i32 = 3;

/// The geometry of the picture of one board size.
#[derive(Clone, Debug, PartialEq)]
pub struct Layout {
    /// The board.
    pub size: BoardSize,
    /// Picture width in pixels.
    pub width: u32,
    /// Picture height in pixels.
    pub height: u32,
    /// Height of the header band at the top.
    pub header_height: i32,
    /// Horizontal distance between neighbouring cell centres (even).
    pub w: i32,
    /// Vertical distance between rows.
    pub dy: i32,
    /// Centre-to-corner radius of a hexagon that tiles the board.
    pub radius: f32,
    /// Centre of `a1`.
    pub origin: (i32, i32),
    /// Size of the coordinate labels.
    pub label_px: f32,
    /// Gap between the edge bands and the labels.
    pub label_gap: f32,
}

impl Layout {
    /// The layout of a board of `size`.
    pub fn new(size: BoardSize) -> Self {
        let rows = f32::from(size.rows());
        let cols = f32::from(size.cols());
        // Width in cell steps: the cells, the bands, the labels.
        let span = cols + (rows - 1.0) / 2.0 + 2.0 * BAND + 2.0 * 0.85;
        // Big boards get a wider picture rather than cells too small to read on a phone.
        let w = (((TARGET_WIDTH - 2.0 * PAD) / span / 2.0).floor() as i32 * 2).clamp(36, 112);
        let wf = w as f32;
        let radius = wf / 3f32.sqrt();
        let dy = (1.5 * radius).round() as i32;
        let dyf = dy as f32;
        let label_px = (0.5 * wf).clamp(16.0, 30.0);
        let label_gap = 0.2 * label_px + 3.0;
        let label_w = 1.25 * label_px; // two digits
        let header_height = PAD as i32 + TITLE_LINE + BODY_LINES * BODY_LINE;

        // Extent relative to a1's centre.
        let point = |r: f32, c: f32| (c * wf + r * wf / 2.0, r * dyf);
        let corners = [
            point(-BAND, -BAND),
            point(-BAND, cols - 1.0 + BAND),
            point(rows - 1.0 + BAND, cols - 1.0 + BAND),
            point(rows - 1.0 + BAND, -BAND),
        ];
        let left_label = point(0.0, -BAND).0 - label_gap - label_w;
        let right_label = point(rows - 1.0, cols - 1.0 + BAND).0 + label_gap + label_w;
        let min_x = corners.iter().map(|p| p.0).fold(left_label, f32::min);
        let max_x = corners.iter().map(|p| p.0).fold(right_label, f32::max);
        let min_y = -BAND * dyf - label_gap - label_px;
        let max_y = (rows - 1.0 + BAND) * dyf + label_gap + label_px;

        let content_w = max_x - min_x;
        let width = (content_w + 2.0 * PAD).max(MIN_WIDTH).ceil();
        let x0 = ((width - content_w) / 2.0 - min_x).round() as i32;
        let y0 = (header_height as f32 - min_y).round() as i32;
        let height = (y0 as f32 + max_y + PAD).ceil();
        Self {
            size,
            width: width as u32,
            height: height as u32,
            header_height,
            w,
            dy,
            radius,
            origin: (x0, y0),
            label_px,
            label_gap,
        }
    }

    /// The centre of `cell` (which may lie off the board, for labels).
    pub fn centre(&self, cell: Cell) -> (i32, i32) {
        self.centre_at(i32::from(cell.row), i32::from(cell.col))
    }

    /// The centre of the cell at row `r`, column `c` (any integers).
    pub fn centre_at(&self, r: i32, c: i32) -> (i32, i32) {
        (
            self.origin.0 + c * self.w + r * self.w / 2,
            self.origin.1 + r * self.dy,
        )
    }

    /// A point in cell coordinates (fractions allowed), in pixels.
    pub fn point(&self, r: f32, c: f32) -> (f32, f32) {
        let w = self.w as f32;
        (
            self.origin.0 as f32 + c * w + r * w / 2.0,
            self.origin.1 as f32 + r * self.dy as f32,
        )
    }

    /// The four corners of the edge bands' rhombus: top-left, top-right, bottom-right,
    /// bottom-left.
    pub fn rhombus(&self) -> [(f32, f32); 4] {
        let rows = f32::from(self.size.rows());
        let cols = f32::from(self.size.cols());
        [
            self.point(-BAND, -BAND),
            self.point(-BAND, cols - 1.0 + BAND),
            self.point(rows - 1.0 + BAND, cols - 1.0 + BAND),
            self.point(rows - 1.0 + BAND, -BAND),
        ]
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_size_fits_and_centres_are_whole_pixels() {
        for n in [2u32, 4, 7, 11, 13, 19, 26] {
            for m in [n, 3, 26] {
                let size = BoardSize::new(n, m).unwrap();
                let layout = Layout::new(size);
                assert_eq!(layout.w % 2, 0);
                assert!(
                    layout.width >= 900 && layout.width <= 2400,
                    "{size}: {layout:?}"
                );
                for cell in size.cells() {
                    let (x, y) = layout.centre(cell);
                    let r = layout.radius as i32;
                    assert!(x - r >= 0 && x + r < layout.width as i32, "{size} {cell}");
                    assert!(y - r >= layout.header_height && y + r < layout.height as i32);
                }
            }
        }
    }

    #[test]
    fn rows_shift_right_going_down() {
        let layout = Layout::new(BoardSize::square(11).unwrap());
        let a1 = layout.centre(Cell::new(0, 0));
        let a2 = layout.centre(Cell::new(1, 0));
        let b1 = layout.centre(Cell::new(0, 1));
        assert_eq!(b1.1, a1.1);
        assert!(b1.0 > a1.0);
        assert_eq!(a2.0 - a1.0, layout.w / 2);
        assert!(a2.1 > a1.1);
    }
}
