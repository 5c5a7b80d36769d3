//! A plain RGB pixel buffer with anti-aliased shape filling.
//!
//! Shapes are drawn from signed distance functions: a pixel's coverage is
//! `clamp(0.5 − d, 0, 1)` where `d` is the signed distance (in pixels) from the pixel's centre
//! to the shape's boundary, which gives smooth one-pixel edges without supersampling. Shapes
//! drawn around cell centres are rendered once into [`Mask`]s and stamped.

use super::palette::Rgb;

/// Up to 256 colours and a fast colour → index table.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Colours {
    /// The colours, by index.
    pub list: Vec<Rgb>,
    keys: Vec<u32>,
    values: Vec<u8>,
    filled: usize,
}

const SLOTS: usize = 1 << 11;
const FREE: u32 = u32::MAX;

impl Colours {
    fn new() -> Self {
        Self {
            list: Vec::with_capacity(256),
            keys: vec![FREE; SLOTS],
            values: vec![0; SLOTS],
            filled: 0,
        }
    }

    /// The index of `colour`, added if there is room, else the nearest colour's.
    #[inline]
    pub fn index(&mut self, colour: Rgb) -> u8 {
        let key = u32::from(colour[0]) << 16 | u32::from(colour[1]) << 8 | u32::from(colour[2]);
        let mut slot = (key.wrapping_mul(0x9E37_79B1) >> 21) as usize;
        loop {
            let k = self.keys[slot];
            if k == key {
                return self.values[slot];
            }
            if k == FREE {
                break;
            }
            slot = (slot + 1) % SLOTS;
        }
        let index = match u8::try_from(self.list.len()) {
            Ok(index) => {
                self.list.push(colour);
                index
            }
            Err(_) => nearest(&self.list, colour),
        };
        // Keep the table at most half full, so probes stay short and always end.
        if self.filled < SLOTS / 2 {
            self.keys[slot] = key;
            self.values[slot] = index;
            self.filled += 1;
        }
        index
    }
}

/// The index of the colour in `list` nearest to `colour` (0 for an empty list).
pub fn nearest(list: &[Rgb], colour: Rgb) -> u8 {
    let distance = |c: &Rgb| {
        c.iter()
            .zip(&colour)
            .map(|(&a, &b)| (i32::from(a) - i32::from(b)).pow(2))
            .sum::<i32>()
    };
    list.iter()
        .enumerate()
        .min_by_key(|(_, c)| distance(c))
        .map_or(0, |(i, _)| i as u8)
}

/// A picture of at most 256 colours: one palette index a pixel, row-major. Drawing blends in
/// RGB and stores the index of the result, so the picture is ready for an indexed PNG.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Canvas {
    /// Width in pixels.
    pub width: u32,
    /// Height in pixels.
    pub height: u32,
    /// Palette indices.
    pub data: Vec<u8>,
    /// The palette.
    pub colours: Colours,
}

impl Canvas {
    /// A canvas filled with `colour`.
    pub fn new(width: u32, height: u32, colour: Rgb) -> Self {
        let mut colours = Colours::new();
        let index = colours.index(colour);
        Self {
            width,
            height,
            data: vec![index; width as usize * height as usize],
            colours,
        }
    }

    /// The colour at `(x, y)`, if inside.
    pub fn get(&self, x: i32, y: i32) -> Option<Rgb> {
        self.offset(x, y)
            .map(|i| self.colours.list[usize::from(self.data[i])])
    }

    #[inline]
    fn offset(&self, x: i32, y: i32) -> Option<usize> {
        (x >= 0 && y >= 0 && (x as u32) < self.width && (y as u32) < self.height)
            .then(|| y as usize * self.width as usize + x as usize)
    }

    /// Blends `colour` over the pixel at `(x, y)` with coverage `alpha` (0–255).
    #[inline]
    pub fn blend(&mut self, x: i32, y: i32, colour: Rgb, alpha: u8) {
        if alpha == 0 {
            return;
        }
        let Some(i) = self.offset(x, y) else {
            return;
        };
        let result = if alpha == 255 {
            colour
        } else {
            let below = self.colours.list[usize::from(self.data[i])];
            let a = u32::from(alpha);
            let mut out = [0u8; 3];
            for ((o, &d), &s) in out.iter_mut().zip(&below).zip(&colour) {
                // Rounded (s·a + d·(255 − a)) / 255.
                let v = u32::from(s) * a + u32::from(d) * (255 - a) + 128;
                *o = ((v + (v >> 8)) >> 8) as u8;
            }
            out
        };
        self.data[i] = self.colours.index(result);
    }

    /// The picture as RGB bytes.
    pub fn to_rgb(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.data.len() * 3);
        for &i in &self.data {
            out.extend_from_slice(&self.colours.list[usize::from(i)]);
        }
        out
    }

    /// Drops the palette colours no pixel uses (drawing leaves some behind) and renumbers.
    pub fn compact(&mut self) {
        let mut used = [false; 256];
        for &i in &self.data {
            used[usize::from(i)] = true;
        }
        let mut colours = Colours::new();
        let mut map = [0u8; 256];
        for (old, colour) in self.colours.list.iter().enumerate() {
            if used[old] {
                map[old] = colours.index(*colour);
            }
        }
        for i in &mut self.data {
            *i = map[usize::from(*i)];
        }
        self.colours = colours;
    }

    /// Fills the pixels of the box `[x0, x1) × [y0, y1)` with `colour` at the coverage
    /// `coverage(px, py)` returns for each pixel centre `(px, py)`.
    pub fn fill_shape(
        &mut self,
        (x0, y0, x1, y1): (i32, i32, i32, i32),
        colour: Rgb,
        coverage: impl Fn(f32, f32) -> f32,
    ) {
        let x0 = x0.max(0);
        let y0 = y0.max(0);
        let x1 = x1.min(self.width as i32);
        let y1 = y1.min(self.height as i32);
        for y in y0..y1 {
            for x in x0..x1 {
                let c = coverage(x as f32 + 0.5, y as f32 + 0.5);
                self.blend(x, y, colour, to_alpha(c));
            }
        }
    }

    /// Fills a convex polygon (vertices in either winding order), anti-aliased.
    pub fn fill_convex(&mut self, points: &[(f32, f32)], colour: Rgb) {
        let Some(bbox) = bounding_box(points) else {
            return;
        };
        let edges = edge_lines(points);
        self.fill_shape(bbox, colour, |x, y| {
            let d = edges
                .iter()
                .map(|(nx, ny, c)| nx * x + ny * y - c)
                .fold(f32::MIN, f32::max);
            0.5 - d
        });
    }

    /// Stamps `mask` with its centre on `(cx, cy)` in `colour`.
    pub fn stamp(&mut self, mask: &Mask, (cx, cy): (i32, i32), colour: Rgb) {
        let half = mask.half;
        let side = (2 * half + 1) as usize;
        for (row, line) in mask.alpha.chunks(side).enumerate() {
            let y = cy - half + row as i32;
            for (col, &a) in line.iter().enumerate() {
                if a != 0 {
                    self.blend(cx - half + col as i32, y, colour, a);
                }
            }
        }
    }
}

/// A coverage mask centred on a pixel: `(2·half + 1)²` alpha values, row-major.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Mask {
    /// Distance from the centre pixel to the mask's border.
    pub half: i32,
    /// Coverage, 0–255.
    pub alpha: Vec<u8>,
}

impl Mask {
    /// Renders `coverage(dx, dy)` (offsets of pixel centres from the centre of the centre
    /// pixel) into a mask reaching `half` pixels around the centre.
    pub fn new(half: i32, coverage: impl Fn(f32, f32) -> f32) -> Self {
        let mut alpha = Vec::with_capacity(((2 * half + 1) * (2 * half + 1)) as usize);
        for dy in -half..=half {
            for dx in -half..=half {
                alpha.push(to_alpha(coverage(dx as f32, dy as f32)));
            }
        }
        Self { half, alpha }
    }
}

/// Number of coverage steps between transparent and opaque. Keeping every edge to a few
/// steps bounds the number of colours a picture has, so pictures fit a 256-colour palette
/// (smaller and faster PNGs) while edges stay smooth.
pub const COVERAGE_STEPS: f32 = 10.0;

/// Coverage in `[0, 1]` (clamped) as an alpha byte, rounded to one of
/// [`COVERAGE_STEPS`]` + 1` levels.
#[inline]
pub fn to_alpha(coverage: f32) -> u8 {
    let steps = (coverage.clamp(0.0, 1.0) * COVERAGE_STEPS).round();
    (steps * (255.0 / COVERAGE_STEPS)).round() as u8
}

/// Signed distance from `(x, y)` to a pointy-top regular hexagon centred at the origin whose
/// flat sides lie `apothem` from the centre (negative inside).
#[inline]
pub fn hexagon_distance(x: f32, y: f32, apothem: f32) -> f32 {
    const S: f32 = 0.866_025_4; // √3 / 2
    let (x, y) = (x.abs(), y.abs());
    x.max(0.5 * x + S * y) - apothem
}

/// Signed distance from `(x, y)` to a circle of `radius` centred at the origin.
#[inline]
pub fn circle_distance(x: f32, y: f32, radius: f32) -> f32 {
    (x * x + y * y).sqrt() - radius
}

fn bounding_box(points: &[(f32, f32)]) -> Option<(i32, i32, i32, i32)> {
    let first = points.first()?;
    let (mut x0, mut y0, mut x1, mut y1) = (first.0, first.1, first.0, first.1);
    for &(x, y) in points {
        x0 = x0.min(x);
        y0 = y0.min(y);
        x1 = x1.max(x);
        y1 = y1.max(y);
    }
    Some((
        x0.floor() as i32 - 1,
        y0.floor() as i32 - 1,
        x1.ceil() as i32 + 1,
        y1.ceil() as i32 + 1,
    ))
}

/// For each edge of a convex polygon, its outward unit normal `(nx, ny)` and offset `c`, so
/// that `nx·x + ny·y − c` is the signed distance to the edge's line.
pub(crate) fn edge_lines(points: &[(f32, f32)]) -> Vec<(f32, f32, f32)> {
    let n = points.len();
    let centre = points.iter().fold((0.0, 0.0), |acc, p| {
        (acc.0 + p.0 / n as f32, acc.1 + p.1 / n as f32)
    });
    (0..n)
        .filter_map(|i| {
            let (ax, ay) = points[i];
            let (bx, by) = points[(i + 1) % n];
            let (ex, ey) = (bx - ax, by - ay);
            let len = (ex * ex + ey * ey).sqrt();
            if len == 0.0 {
                return None;
            }
            let (mut nx, mut ny) = (ey / len, -ex / len);
            // Point the normal away from the centre.
            if nx * (centre.0 - ax) + ny * (centre.1 - ay) > 0.0 {
                nx = -nx;
                ny = -ny;
            }
            Some((nx, ny, nx * ax + ny * ay))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn blending_ends_at_the_colours() {
        let mut canvas = Canvas::new(2, 1, [0, 0, 0]);
        assert_eq!(canvas.colours.list.len(), 1);
        canvas.blend(0, 0, [200, 100, 50], 255);
        canvas.blend(1, 0, [200, 100, 50], 128);
        assert_eq!(canvas.get(0, 0), Some([200, 100, 50]));
        assert_eq!(canvas.get(1, 0), Some([100, 50, 25]));
        canvas.blend(5, 5, [1, 1, 1], 255); // outside: ignored
        assert_eq!(canvas.to_rgb(), vec![200, 100, 50, 100, 50, 25]);
        canvas.blend(0, 0, [0, 0, 0], 255);
        assert_eq!(canvas.colours.list.len(), 3);
        canvas.compact();
        assert_eq!(canvas.colours.list.len(), 2);
        assert_eq!(canvas.to_rgb(), vec![0, 0, 0, 100, 50, 25]);
    }

    #[test]
    fn a_full_palette_maps_further_colours_to_the_nearest() {
        let mut canvas = Canvas::new(300, 1, [0, 0, 0]);
        for x in 0..300 {
            canvas.blend(x, 0, [x as u8, (x / 256) as u8, 7], 255);
        }
        assert_eq!(canvas.colours.list.len(), 256);
        // Pixel 299 is [43, 1, 7]: the nearest colour there is, is [43, 0, 7].
        assert_eq!(canvas.get(299, 0), Some([43, 0, 7]));
    }

    #[test]
    fn convex_polygon_covers_inside_not_outside() {
        let mut canvas = Canvas::new(20, 20, [0, 0, 0]);
        canvas.fill_convex(
            &[(2.0, 2.0), (18.0, 2.0), (18.0, 18.0), (2.0, 18.0)],
            [9, 9, 9],
        );
        assert_eq!(canvas.get(10, 10), Some([9, 9, 9]));
        assert_eq!(canvas.get(0, 0), Some([0, 0, 0]));
        assert_eq!(canvas.get(19, 10), Some([0, 0, 0]));
    }

    #[test]
    fn hexagon_distance_is_zero_on_the_flat_side_and_negative_inside() {
        assert!((hexagon_distance(10.0, 0.0, 10.0)).abs() < 1e-4);
        assert!(hexagon_distance(0.0, 0.0, 10.0) < 0.0);
        // The top corner of a pointy-top hexagon lies at radius = apothem / (√3/2).
        let corner = 10.0 / 0.866_025_4;
        assert!(hexagon_distance(0.0, corner, 10.0).abs() < 1e-3);
    }
}
