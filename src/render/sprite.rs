//! Shapes drawn once and copied around cell centres: stones, marks, pieces.

use super::{canvas::Canvas, palette::Rgb};

/// Pixels to copy around a cell centre: a shape pre-rendered over the empty cell colour,
/// as indices into the palette of the board it belongs to, kept as runs along rows so that
/// painting one copies slices. Kept pixel by pixel, painting stones was 10 % of `bench
/// core`'s CPU (a bounds check and a store per pixel, some 1,400 pixels a stone).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub(crate) struct Sprite {
    /// Each run's row and first column relative to the centre, and its length.
    runs: Vec<(i16, i16, u16)>,
    /// The runs' palette indices, one after another.
    indices: Vec<u8>,
}

impl Sprite {
    /// Renders `paint` onto a patch of empty cell and keeps the pixels it changed, as colours
    /// of `board`'s palette.
    pub(crate) fn new(
        board: &mut Canvas,
        half: i32,
        background: Rgb,
        paint: impl Fn(&mut Canvas, (i32, i32)),
    ) -> Self {
        let side = (2 * half + 1) as u32;
        let mut patch = Canvas::new(side, side, background);
        paint(&mut patch, (half, half));
        let mut sprite = Self::default();
        for y in 0..side as i32 {
            let mut run: Option<usize> = None;
            for x in 0..side as i32 {
                match patch.get(x, y) {
                    Some(colour) if colour != background => {
                        let index = board.colours.index(colour);
                        sprite.indices.push(index);
                        match run.and_then(|n| sprite.runs.get_mut(n)) {
                            Some((_, _, length)) => *length += 1,
                            None => {
                                run = Some(sprite.runs.len());
                                sprite.runs.push(((y - half) as i16, (x - half) as i16, 1));
                            }
                        }
                    }
                    _ => run = None,
                }
            }
        }
        sprite
    }

    pub(crate) fn paint(&self, canvas: &mut Canvas, (cx, cy): (i32, i32)) {
        let (width, height) = (canvas.width as i32, canvas.height as i32);
        let mut indices = self.indices.as_slice();
        for &(dy, dx, length) in &self.runs {
            let (run, rest) = indices.split_at(usize::from(length).min(indices.len()));
            indices = rest;
            let (y, x) = (cy + i32::from(dy), cx + i32::from(dx));
            if y < 0 || y >= height {
                continue;
            }
            // Clip the run to the canvas's columns.
            let skip = (-x).max(0);
            let end = (x + i32::from(length)).min(width);
            if end <= x + skip {
                continue;
            }
            let row = (y * width) as usize;
            let (from, to) = ((x + skip) as usize, end as usize);
            if let (Some(pixels), Some(run)) = (
                canvas.data.get_mut(row + from..row + to),
                run.get(skip as usize..skip as usize + (to - from)),
            ) {
                pixels.copy_from_slice(run);
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::canvas::circle_distance;

    /// A ringed disc, as stones are drawn.
    fn paint_disc(patch: &mut Canvas, (cx, cy): (i32, i32)) {
        for y in 0..patch.height as i32 {
            for x in 0..patch.width as i32 {
                let d = circle_distance((x - cx) as f32, (y - cy) as f32, 9.0);
                if d < 0.0 {
                    let colour = if (-4.0..-2.0).contains(&d) {
                        [200, 10, 10]
                    } else {
                        [10, 10, 200]
                    };
                    patch.blend(x, y, colour, 255);
                }
            }
        }
    }

    #[test]
    fn a_sprite_paints_the_pixels_it_was_drawn_with_clipped_to_the_canvas() {
        let background = [240, 230, 220];
        let mut board = Canvas::new(30, 20, background);
        let sprite = Sprite::new(&mut board, 10, background, paint_disc);
        // The same shape drawn pixel by pixel, as the reference.
        let mut patch = Canvas::new(21, 21, background);
        paint_disc(&mut patch, (10, 10));
        for centre in [(15, 10), (2, 3), (28, 18), (-5, 10), (15, -8), (40, 40)] {
            let mut painted = board.clone();
            sprite.paint(&mut painted, centre);
            for y in 0..20 {
                for x in 0..30 {
                    let expected = patch
                        .get(x - centre.0 + 10, y - centre.1 + 10)
                        .filter(|&c| c != background)
                        .unwrap_or(background);
                    assert_eq!(painted.get(x, y), Some(expected), "{centre:?} at {x},{y}");
                }
            }
        }
    }
}
