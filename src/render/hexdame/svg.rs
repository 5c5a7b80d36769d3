//! A Hexdame position as SVG, for the web pages: the PNG's geometry ([`Geometry`]) and colours
//! ([`Colours`]) written as shapes, so that a player recognises the board they played on. The
//! frame, the 61 flat-topped cells with the files' names, the pieces (a groove on a man, the
//! crown on a king), and the last move as in the picture: its path from the start through every
//! landing cell, start and end cells tinted, each captured piece faded and crossed out.

use std::fmt::Write as _;

use super::{
    board::{Colours, Geometry, A, FRAME_MARGIN, GAP, LABEL_GAP, LABEL_PX, PATH_WIDTH, PIECE, R},
    scene_of,
};
use crate::render::{palette::Rgb, Theme};
use crate::rules::hexdame::{Cell, Game, Piece, Role};

/// `#rrggbb`.
fn hex(colour: Rgb) -> String {
    format!("#{:02x}{:02x}{:02x}", colour[0], colour[1], colour[2])
}

/// The corners of a hexagon around `(x, y)`: `radius` from the centre, the first corner at
/// `start` degrees.
fn hexagon((x, y): (f32, f32), radius: f32, start: f32) -> String {
    (0..6)
        .map(|k| {
            let angle = (start + 60.0 * k as f32).to_radians();
            format!(
                "{:.1},{:.1}",
                x + radius * angle.cos(),
                y + radius * angle.sin()
            )
        })
        .collect::<Vec<_>>()
        .join(" ")
}

/// The board of `game` after move `ply` (clamped to the game's length) in `theme`, as an SVG
/// element that scales to its container.
pub fn hexdame_svg(game: &Game, ply: usize, theme: Theme) -> String {
    let scene = scene_of(game, ply, None);
    let g = Geometry::new();
    let c = Colours::of(theme);
    let top = g.header_height;
    let (width, height) = (g.width, g.height - top as u32);
    let mut out = String::with_capacity(16 * 1024);
    let _ = write!(
        out,
        "<svg xmlns=\"http://www.w3.org/2000/svg\" class=\"board\" viewBox=\"0 {top} {width} \
         {height}\" width=\"{width}\" height=\"{height}\" role=\"img\">"
    );
    let _ = write!(
        out,
        "<rect x=\"0\" y=\"{top}\" width=\"{width}\" height=\"{height}\" fill=\"{}\"/>",
        hex(c.base.page)
    );
    // The frame: a pointy-top hexagon around e5.
    let centre = (g.centre.0 as f32, g.centre.1 as f32);
    let _ = write!(
        out,
        "<polygon points=\"{}\" fill=\"{}\"/>",
        hexagon(centre, g.frame_apothem / 0.866_025_4, 30.0),
        hex(c.frame)
    );
    // The cells, flat-topped, the start and end of the last move tinted.
    let tinted: Vec<Cell> = scene
        .last
        .map(|(mv, _)| vec![mv.from(), mv.to()])
        .unwrap_or_default();
    let cell_radius = (A as f32 - GAP / 2.0) / 0.866_025_4;
    for cell in Cell::all() {
        let fill = if tinted.contains(&cell) {
            c.tint
        } else {
            c.cell
        };
        let _ = write!(
            out,
            "<polygon points=\"{}\" fill=\"{}\"/>",
            hexagon(g.point(cell), cell_radius, 0.0),
            hex(fill)
        );
    }
    coordinates(&mut out, &g, &c);
    if let Some((mv, before)) = scene.last {
        let mut points = vec![g.point(mv.from())];
        points.extend(mv.landings().map(|cell| g.point(cell)));
        let line: Vec<String> = points
            .iter()
            .map(|(x, y)| format!("{x:.0},{y:.0}"))
            .collect();
        let _ = write!(
            out,
            "<polyline points=\"{}\" fill=\"none\" stroke=\"{}\" stroke-width=\"{PATH_WIDTH}\" \
             stroke-linecap=\"round\" stroke-linejoin=\"round\"/>",
            line.join(" "),
            hex(c.path)
        );
        for cell in mv.captured().iter() {
            if let Some(piece) = before.piece_at(cell) {
                self::piece(&mut out, &c, g.point(cell), piece, true);
                let (x, y) = g.point(cell);
                let k = 0.42 * PIECE;
                let _ = write!(
                    out,
                    "<path d=\"M{:.0} {:.0}L{:.0} {:.0}M{:.0} {:.0}L{:.0} {:.0}\" stroke=\"{}\" \
                     stroke-width=\"7\" stroke-linecap=\"round\"/>",
                    x - k,
                    y - k,
                    x + k,
                    y + k,
                    x - k,
                    y + k,
                    x + k,
                    y - k,
                    hex(c.cross)
                );
            }
        }
    }
    for cell in Cell::all() {
        if let Some(piece) = scene.position.piece_at(cell) {
            self::piece(&mut out, &c, g.point(cell), piece, false);
        }
    }
    out.push_str("</svg>");
    out
}

/// One piece centred on `(x, y)`: rim and body, then a groove (a man) or a crown (a king);
/// `faded`: a captured piece, a plain disc towards the cell's colour.
fn piece(out: &mut String, c: &Colours, (x, y): (f32, f32), piece: Piece, faded: bool) {
    let side = piece.color.index();
    let fade = |colour: Rgb| {
        if faded {
            crate::render::palette::mix(colour, c.cell, 0.62)
        } else {
            colour
        }
    };
    let kind = match piece.role {
        Role::Man => "man",
        Role::King => "king",
    };
    let _ = write!(
        out,
        "<g class=\"{kind} side{side}\"><circle cx=\"{x:.0}\" cy=\"{y:.0}\" r=\"{}\" fill=\"{}\" \
         stroke=\"{}\" stroke-width=\"3\"/>",
        PIECE - 1.5,
        hex(fade(c.body[side])),
        hex(fade(c.rim[side]))
    );
    if !faded {
        match piece.role {
            Role::Man => {
                let _ = write!(
                    out,
                    "<circle cx=\"{x:.0}\" cy=\"{y:.0}\" r=\"{:.1}\" fill=\"none\" stroke=\"{}\" \
                     stroke-width=\"2.5\"/>",
                    0.70 * PIECE,
                    hex(c.groove[side])
                );
            }
            Role::King => {
                // A crown of three spikes on a band, as in the picture.
                let w = 0.98 * PIECE;
                let h = 0.78 * w;
                let (left, right) = (x - w / 2.0, x + w / 2.0);
                let (bottom, valley, tip) = (y + 0.42 * h, y + 0.02 * h, y - 0.5 * h);
                let _ = write!(
                    out,
                    "<path d=\"M{left:.0} {bottom:.0}L{right:.0} {bottom:.0}L{right:.0} \
                     {tip:.0}L{:.0} {valley:.0}L{x:.0} {tip:.0}L{:.0} {valley:.0}L{left:.0} \
                     {tip:.0}Z\" fill=\"{}\" stroke=\"{}\" stroke-width=\"2.5\" \
                     stroke-linejoin=\"round\"/>",
                    x + w / 4.0,
                    x - w / 4.0,
                    hex(c.crown),
                    hex(c.crown_edge)
                );
            }
        }
    }
    out.push_str("</g>");
}

/// The files' names, where the picture has them: each letter below-right of its file's first
/// cell, each number below-left, on the continuation of the file.
fn coordinates(out: &mut String, g: &Geometry, c: &Colours) {
    let distance = (R + FRAME_MARGIN + LABEL_GAP + 0.55 * LABEL_PX) / 0.866_025_4;
    let (ux, uy) = (0.866_025_4 * distance, 0.5 * distance);
    let _ = write!(
        out,
        "<g fill=\"{}\" font-family=\"sans-serif\" font-size=\"{LABEL_PX}\" \
         text-anchor=\"middle\" dominant-baseline=\"central\">",
        hex(c.base.muted)
    );
    for i in 0..9u8 {
        let start = i.saturating_sub(4);
        if let Some(cell) = Cell::new(i, start) {
            let (x, y) = g.point(cell);
            let letter = char::from(b'a' + i);
            let _ = write!(
                out,
                "<text x=\"{:.0}\" y=\"{:.0}\">{letter}</text>",
                x + ux,
                y + uy
            );
        }
        if let Some(cell) = Cell::new(start, i) {
            let (x, y) = g.point(cell);
            let _ = write!(
                out,
                "<text x=\"{:.0}\" y=\"{:.0}\">{}</text>",
                x - ux,
                y + uy,
                i + 1
            );
        }
    }
    out.push_str("</g>");
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used)]

    use super::*;

    #[test]
    fn the_start_has_every_piece_and_a_capture_is_crossed_out() {
        let game = Game::new();
        let svg = hexdame_svg(&game, 0, Theme::Light);
        assert_eq!(svg.matches("class=\"man side0\"").count(), 16, "{svg}");
        assert_eq!(svg.matches("class=\"man side1\"").count(), 16);
        assert_eq!(
            svg.matches("<polygon").count(),
            62,
            "the frame and 61 cells"
        );
        assert!(!svg.contains("<polyline"), "no last move at the start");
        assert!(svg.starts_with("<svg") && svg.ends_with("</svg>"));
    }
}
