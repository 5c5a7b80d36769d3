//! The signed distances the marks and pieces are drawn from (segments, polygons, the crown),
//! and the last move's line.

use crate::render::canvas::{circle_distance, edge_lines, Canvas};
use crate::render::palette::Rgb;

/// Coverage rounded to quarters: the marks of a move are drawn with five levels of coverage
/// instead of eleven, so that a picture's colours stay within one 256-colour palette.
pub(super) fn coarse(coverage: f32) -> f32 {
    (coverage.clamp(0.0, 1.0) * 4.0).round() / 4.0
}

/// Signed distance from `(x, y)` to the segment `a`–`b`.
pub(super) fn segment_distance((x, y): (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
    let (vx, vy) = (b.0 - a.0, b.1 - a.1);
    let (wx, wy) = (x - a.0, y - a.1);
    let len2 = vx * vx + vy * vy;
    let t = if len2 > 0.0 {
        ((wx * vx + wy * vy) / len2).clamp(0.0, 1.0)
    } else {
        0.0
    };
    (wx - t * vx).hypot(wy - t * vy)
}

/// Signed distance to a union of convex polygons.
pub(super) fn polygons_distance(parts: &[Vec<(f32, f32, f32)>], x: f32, y: f32) -> f32 {
    parts
        .iter()
        .map(|edges| {
            edges
                .iter()
                .map(|(nx, ny, c)| nx * x + ny * y - c)
                .fold(f32::MIN, f32::max)
        })
        .fold(f32::MAX, f32::min)
}

/// The signed distance from `(x, y)` to a crown of width `w` centred on the origin.
pub(super) fn crown_distance(w: f32, x: f32, y: f32) -> f32 {
    let h = 0.78 * w;
    let (left, right) = (-w / 2.0, w / 2.0);
    let (bottom, valley, tip) = (0.42 * h, 0.02 * h, -0.5 * h);
    // The spikes end inside the balls on their tips, also when the outline grows them.
    let apex = tip + 0.08 * w;
    let parts = [
        edge_lines(&[
            (left, bottom),
            (right, bottom),
            (right, valley),
            (left, valley),
        ]),
        edge_lines(&[
            (left, valley + 1.0),
            (-w / 4.0 + 2.0, valley + 1.0),
            (left, apex),
        ]),
        edge_lines(&[
            (-w / 4.0, valley + 1.0),
            (w / 4.0, valley + 1.0),
            (0.0, apex),
        ]),
        edge_lines(&[
            (w / 4.0 - 2.0, valley + 1.0),
            (right, valley + 1.0),
            (right, apex),
        ]),
    ];
    let body = polygons_distance(&parts, x, y);
    let ball = 0.075 * w;
    let balls = [left, 0.0, right]
        .iter()
        .map(|&bx| circle_distance(x - bx, y - tip, ball))
        .fold(f32::MAX, f32::min);
    body.min(balls)
}

pub(super) fn draw_segment(
    canvas: &mut Canvas,
    a: (f32, f32),
    b: (f32, f32),
    width: f32,
    colour: Rgb,
) {
    let pad = width + 2.0;
    let bbox = (
        (a.0.min(b.0) - pad) as i32,
        (a.1.min(b.1) - pad) as i32,
        (a.0.max(b.0) + pad) as i32 + 1,
        (a.1.max(b.1) + pad) as i32 + 1,
    );
    canvas.fill_shape(bbox, colour, |x, y| {
        coarse(0.5 - (segment_distance((x, y), a, b) - width / 2.0))
    });
}
