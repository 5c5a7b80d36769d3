//! The Hexdame board's furniture: the picture's geometry (one size for every picture), the
//! colours of each theme, the coordinate labels around the frame and the key in the corner.

use super::shapes::{crown_distance, segment_distance};
use crate::render::{
    canvas::Canvas,
    labels::Labels,
    layout::{BODY_LINE, BODY_LINES, PAD, TITLE_LINE},
    palette::{mix, Palette, Rgb},
    text::{self, Style, Weight},
    RenderError, Theme,
};
use crate::rules::hexdame::Cell;

/// Half the distance between the centres of two vertically adjacent cells (the apothem of a
/// cell that tiles the board).
pub(super) const A: i32 = 52;
/// Horizontal distance between neighbouring columns (≈ √3 · [`A`]).
pub(super) const DX: i32 = 90;
/// Centre-to-corner radius of a cell that tiles the board (2 · [`A`] / √3).
pub(super) const R: f32 = 60.04;
/// Gap between cells, in pixels.
pub(super) const GAP: f32 = 4.0;
/// How far the board's frame reaches beyond the outermost cells' corners.
pub(super) const FRAME_MARGIN: f32 = 14.0;
/// Radius of a piece.
pub(super) const PIECE: f32 = 41.0;
/// Size of the coordinate labels.
pub(super) const LABEL_PX: f32 = 26.0;
/// Gap between the frame and the labels.
pub(super) const LABEL_GAP: f32 = 8.0;
/// Width of the last move's line.
pub(super) const PATH_WIDTH: f32 = 9.0;

/// The geometry of the picture (one size for every Hexdame picture).
#[derive(Clone, Copy, Debug, PartialEq)]
pub(super) struct Geometry {
    pub(super) width: u32,
    pub(super) height: u32,
    pub(super) header_height: i32,
    /// Centre of `e5`.
    pub(super) centre: (i32, i32),
    /// Apothem (half width) of the pointy-top frame hexagon.
    pub(super) frame_apothem: f32,
}

impl Geometry {
    pub(super) fn new() -> Self {
        let header_height = PAD as i32 + TITLE_LINE + BODY_LINES * BODY_LINE;
        let frame_apothem = 4.0 * DX as f32 + R + FRAME_MARGIN;
        let frame_radius = frame_apothem / 0.866_025_4;
        // The labels stick out beyond the frame's vertical sides by about this much.
        let label_reach = LABEL_GAP + 1.6 * LABEL_PX;
        let width = (2.0 * (frame_apothem + label_reach + PAD)).ceil() as u32;
        let cy = header_height + 8 + frame_radius.ceil() as i32;
        let height = (cy as f32 + frame_radius + PAD).ceil() as u32;
        Self {
            width,
            height,
            header_height,
            centre: ((width / 2) as i32, cy),
            frame_apothem,
        }
    }

    /// The centre of the (possibly off-board) cell on letter index `l`, number index `n`.
    pub(super) fn at(&self, l: i32, n: i32) -> (i32, i32) {
        (
            self.centre.0 + (l - n) * DX,
            self.centre.1 - (l + n - 8) * A,
        )
    }

    pub(super) fn centre(&self, cell: Cell) -> (i32, i32) {
        self.at(
            i32::from(cell.letter_index()),
            i32::from(cell.number_index()),
        )
    }

    pub(super) fn point(&self, cell: Cell) -> (f32, f32) {
        let (x, y) = self.centre(cell);
        (x as f32, y as f32)
    }
}

/// The colours of a Hexdame picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(super) struct Colours {
    pub(super) base: Palette,
    pub(super) frame: Rgb,
    pub(super) cell: Rgb,
    /// `[White, Black]`: body, rim, groove.
    pub(super) body: [Rgb; 2],
    pub(super) rim: [Rgb; 2],
    pub(super) groove: [Rgb; 2],
    pub(super) crown: Rgb,
    pub(super) crown_edge: Rgb,
    pub(super) path: Rgb,
    pub(super) tint: Rgb,
    pub(super) cross: Rgb,
}

impl Colours {
    pub(super) fn of(theme: Theme) -> Self {
        let base = Palette::of(theme);
        match theme {
            Theme::Light => {
                let cell = [0xEE, 0xE6, 0xD8];
                let path = [0xE0, 0x5A, 0x14];
                Self {
                    base,
                    frame: [0x9C, 0x8B, 0x72],
                    cell,
                    body: [[0xFF, 0xFF, 0xFF], [0x2B, 0x2D, 0x33]],
                    rim: [[0x4A, 0x4E, 0x57], [0x0B, 0x0C, 0x0E]],
                    groove: [[0xD2, 0xD4, 0xDA], [0x50, 0x53, 0x5C]],
                    crown: [0xE8, 0xB0, 0x20],
                    crown_edge: [0x7A, 0x55, 0x00],
                    path,
                    tint: mix(cell, path, 0.30),
                    cross: [0x7A, 0x2C, 0xBF],
                }
            }
            Theme::Dark => {
                let cell = [0x55, 0x5C, 0x69];
                let path = [0xFF, 0x8A, 0x4D];
                Self {
                    base,
                    frame: [0x0C, 0x0D, 0x10],
                    cell,
                    body: [[0xF4, 0xF4, 0xF6], [0x15, 0x16, 0x1A]],
                    rim: [[0x9C, 0xA2, 0xAD], [0x9C, 0xA2, 0xAD]],
                    groove: [[0xCC, 0xCF, 0xD6], [0x3C, 0x3F, 0x48]],
                    crown: [0xF2, 0xC2, 0x3A],
                    crown_edge: [0x6A, 0x48, 0x00],
                    path,
                    tint: mix(cell, path, 0.35),
                    cross: [0xE6, 0xC8, 0xFF],
                }
            }
        }
    }
}

/// The letter of each letter file below its first cell, the number of each number file
/// below-left of its first cell, on the continuation of the file.
pub(super) fn draw_coordinates(
    canvas: &mut Canvas,
    geometry: &Geometry,
    colours: &Colours,
) -> Result<(), RenderError> {
    let style = Style {
        px: LABEL_PX,
        weight: Weight::Regular,
        colour: colours.base.muted,
    };
    // From the first cell's centre, along the file backwards, past the frame.
    let distance = (R + FRAME_MARGIN + LABEL_GAP + 0.55 * LABEL_PX) / 0.866_025_4;
    let (ux, uy) = (0.866_025_4 * distance, 0.5 * distance);
    for i in 0..9u8 {
        // Letter file `i` starts at number max(0, i − 4); it runs up-left, so its label sits
        // down-right of the start.
        let start = i.saturating_sub(4);
        if let Some(cell) = Cell::new(i, start) {
            let (x, y) = geometry.point(cell);
            let letter = char::from(b'a' + i).to_string();
            text::draw_centred(canvas, &letter, (x + ux, y + uy), style)?;
        }
        // Number file `i` starts at letter max(0, i − 4) and runs up-right.
        if let Some(cell) = Cell::new(start, i) {
            let (x, y) = geometry.point(cell);
            let number = (i + 1).to_string();
            text::draw_centred(canvas, &number, (x - ux, y + uy), style)?;
        }
    }
    Ok(())
}

/// The key in the bottom-left corner: what a crown and a crossed piece mean.
pub(super) fn legend(
    canvas: &mut Canvas,
    geometry: &Geometry,
    c: &Colours,
    labels: &Labels,
) -> Result<(), RenderError> {
    let px = 19.0;
    let style = Style {
        px,
        weight: Weight::Regular,
        colour: c.base.muted,
    };
    let scale = 0.3;
    let r = PIECE * scale;
    let x = PAD + 4.0;
    let mut y = geometry.height as f32 - PAD - r;
    for (king, words) in [
        (false, &labels.families.hexdame.legend_captured),
        (true, &labels.families.hexdame.legend_king),
    ] {
        let (cx, cy) = (x + r, y);
        let icon = |canvas: &mut Canvas, colour: Rgb, f: &dyn Fn(f32, f32) -> f32| {
            let b = r as i32 + 3;
            canvas.fill_shape(
                (
                    cx as i32 - b,
                    cy as i32 - b,
                    cx as i32 + b + 1,
                    cy as i32 + b + 1,
                ),
                colour,
                |px, py| f((px - cx) / scale, (py - cy) / scale),
            );
        };
        let s = 1.0 / scale;
        if king {
            icon(canvas, c.crown, &|x, y| {
                0.5 - crown_distance(1.5 * PIECE, x, y) / s
            });
        } else {
            icon(canvas, c.cross, &|x, y| {
                let k = 0.6 * PIECE;
                let d1 = segment_distance((x, y), (-k, -k), (k, k));
                let d2 = segment_distance((x, y), (-k, k), (k, -k));
                0.5 - (d1.min(d2) - 8.0) / s
            });
        }
        text::draw(canvas, words, x + 2.0 * r + 10.0, y + 0.36 * px, style)?;
        y -= 32.0;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_cell_and_label_fits_in_the_picture() {
        let g = Geometry::new();
        for cell in Cell::all() {
            let (x, y) = g.centre(cell);
            assert!(
                x - R as i32 >= 0 && x + (R as i32) < g.width as i32,
                "{cell}"
            );
            assert!(
                y - A >= g.header_height && y + A < g.height as i32,
                "{cell}"
            );
        }
        // a1 lowest, i9 highest, columns vertical.
        let a1 = g.centre(Cell::new(0, 0).unwrap());
        let e5 = g.centre(Cell::new(4, 4).unwrap());
        let i9 = g.centre(Cell::new(8, 8).unwrap());
        assert_eq!((a1.0, i9.0), (e5.0, e5.0));
        assert!(a1.1 > e5.1 && e5.1 > i9.1);
    }
}
