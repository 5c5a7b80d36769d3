//! Hexdame pictures: the 61-cell board after a move, a replay GIF, and terminal text.
//!
//! The board is drawn with White at the bottom, as the rules module describes it (see
//! [`crate::rules::hexdame::board`]): cells are flat-topped hexagons, `a1` is the lowest cell,
//! `i9` the highest, the columns (`a1`–`i9` and its parallels) are vertical, the letter files
//! rise to the upper left and the number files to the upper right. Each file is named where
//! it enters the board at the bottom: letters along the lower-right and right edges, numbers
//! along the lower-left and left edges, each label on the continuation of its file.
//!
//! White's men are white discs, Black's near-black discs (they differ in lightness, so the
//! picture reads in greyscale and for every colour vision); kings carry a gold crown. The last
//! move is an orange line from its start through every landing cell to an arrowhead at the
//! moved piece, start and end cells tinted; each piece it captured is shown faded where it
//! stood, crossed out.
//!
//! White's player name is [`RenderOptions::red_name`] and Black's is
//! [`RenderOptions::blue_name`] (the first and the second player, as in Hex).

mod board;
mod header;
mod labels;
mod pieces;
mod shapes;
mod svg;
mod terminal;

use self::{
    board::{Geometry, PATH_WIDTH, PIECE},
    pieces::base,
    shapes::{coarse, draw_segment, polygons_distance},
};
pub use self::{labels::DameLabels, svg::hexdame_svg, terminal::terminal_hexdame};
use super::{
    canvas::{edge_lines, Canvas},
    encode, RenderError, RenderOptions,
};
use crate::rules::hexdame::{Cell, Color, Game, Move, Outcome, Position};

/// What one picture shows: a position, the move that led to it (with the position before),
/// and the header's facts.
struct Scene<'a> {
    position: &'a Position,
    last: Option<(&'a Move, &'a Position)>,
    ply: usize,
    /// `Some(total)` for a replay frame.
    total: Option<usize>,
    outcome: Option<Outcome>,
    to_move: Option<Color>,
    draw_offer: Option<Color>,
}

fn draw_scene(scene: &Scene<'_>, options: &RenderOptions) -> Result<Canvas, RenderError> {
    let base = base(options.theme, &options.labels)?;
    let g = &base.geometry;
    let c = &base.colours;
    let mut canvas = base.canvas.clone();

    if let Some((mv, before)) = scene.last {
        // Start and end cells tinted.
        canvas.stamp(&base.cell, g.centre(mv.from()), c.tint);
        canvas.stamp(&base.cell, g.centre(mv.to()), c.tint);
        let mut points = vec![g.point(mv.from())];
        points.extend(mv.landings().map(|cell| g.point(cell)));
        // The last leg stops at the moved piece's rim, where the arrowhead's tip is.
        let n = points.len();
        let (ex, ey) = points[n - 1];
        let (sx, sy) = points[n - 2];
        let len = (ex - sx).hypot(ey - sy).max(1.0);
        let (ux, uy) = ((ex - sx) / len, (ey - sy) / len);
        let tip = (ex - ux * (PIECE + 1.0), ey - uy * (PIECE + 1.0));
        let head = 30.0;
        let neck = (tip.0 - ux * head, tip.1 - uy * head);
        let mut line = points.clone();
        line[n - 1] = (tip.0 - ux * (head - 2.0), tip.1 - uy * (head - 2.0));
        for pair in line.windows(2) {
            draw_segment(&mut canvas, pair[0], pair[1], PATH_WIDTH, c.path);
        }
        canvas.stamp(&base.dot, g.centre(mv.from()), c.path);
        let landings: Vec<Cell> = mv.landings().collect();
        for cell in &landings[..landings.len() - 1] {
            canvas.stamp(&base.dot, g.centre(*cell), c.path);
        }
        for cell in mv.captured().iter() {
            if let Some(piece) = before.piece_at(cell) {
                base.piece(&mut canvas, cell, piece, 0.62, false);
                canvas.stamp(&base.cross, g.centre(cell), c.cross);
            }
        }
        // The arrowhead last, over a captured piece it may touch.
        let wing = 18.0;
        let arrow = [edge_lines(&[
            tip,
            (neck.0 - uy * wing, neck.1 + ux * wing),
            (neck.0 + uy * wing, neck.1 - ux * wing),
        ])];
        let reach = (head + wing) as i32 + 2;
        let (hx, hy) = (tip.0 as i32, tip.1 as i32);
        canvas.fill_shape(
            (hx - reach, hy - reach, hx + reach + 1, hy + reach + 1),
            c.path,
            |x, y| coarse(0.5 - polygons_distance(&arrow, x, y)),
        );
    }
    for cell in Cell::all() {
        if let Some(piece) = scene.position.piece_at(cell) {
            base.piece(&mut canvas, cell, piece, 0.0, true);
        }
    }

    header::draw(&mut canvas, scene, options, c, g.width)?;
    Ok(canvas)
}

fn scene_of(game: &Game, ply: usize, total: Option<usize>) -> Scene<'_> {
    let history = game.history();
    let moves = game.moves();
    let ply = ply.min(moves.len()).min(history.len().saturating_sub(1));
    let last = ply
        .checked_sub(1)
        .and_then(|i| moves.get(i).zip(history.get(i)));
    let position = &history[ply];
    let finished = ply == moves.len();
    let outcome = if finished { game.outcome() } else { None };
    Scene {
        position,
        last,
        ply,
        total,
        outcome,
        to_move: if finished {
            game.to_move()
        } else {
            Some(position.turn())
        },
        draw_offer: if finished { game.draw_offer() } else { None },
    }
}

/// The board after the last move as a PNG: the last move's path (start, each landing cell,
/// an arrow to the piece) and the pieces it captured (faded and crossed out where they
/// stood), with a header naming the players, whose turn it is, the move number and the
/// result. White's name is [`RenderOptions::red_name`], Black's [`RenderOptions::blue_name`]
/// (an empty name is shown as the colour's name).
pub fn hexdame_png(game: &Game, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let canvas = draw_scene(&scene_of(game, game.moves().len(), None), options)?;
    encode::png_in_series(&canvas, options.series)
}

/// An animated GIF of the game: the start position, then one frame per move (each with its
/// path and captures marked), the final position held longer.
pub fn hexdame_replay_gif(game: &Game, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let total = game.moves().len();
    // Frames are drawn when needed (twice: palette, then pixels), as for the Hex replays.
    encode::gif(total + 1, |ply| {
        let frame = if ply == total {
            scene_of(game, ply, None)
        } else {
            scene_of(game, ply, Some(total))
        };
        draw_scene(&frame, options)
    })
}

/// The width and height of every Hexdame picture, in pixels.
pub fn hexdame_picture_size() -> (u32, u32) {
    let g = Geometry::new();
    (g.width, g.height)
}

/// The board after each move of a game with captures, for `hextable bench render`'s figure
/// (the registration: [`super::open_bench_boards`]).
pub(super) fn bench_boards() -> Result<Vec<crate::rules::OpenBoard>, String> {
    let record = "d2-e2 h6-h5 d3-e3 f8-e8 d4-d5 i6-h6 d1-e1 f6-f5 c4-d4 f7-e6 d5xf7 g7xe7 \
                  c2-d3 g8-f7 c3-c4 e7-d7 b3-c3 h8-g7 a3-b3 f5-e5 d4xf6xf8xd8xd6";
    let full = Game::replay(record).map_err(|e| e.to_string())?;
    let mut boards = Vec::new();
    let mut game = Game::new();
    for m in full.moves() {
        game.play(game.position().turn(), m)
            .map_err(|e| e.to_string())?;
        boards.push(crate::rules::OpenBoard::Hexdame(Box::new(game.clone())));
    }
    Ok(boards)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Theme;

    #[test]
    fn pictures_fit_one_256_colour_palette() {
        // The busiest scenes: a four-piece capture, and a six-piece capture with kings.
        for record in [
            "d2-e2 h6-h5 d3-e3 f8-e8 d4-d5 i6-h6 d1-e1 f6-f5 c4-d4 f7-e6 d5xf7 g7xe7 c2-d3 \
             g8-f7 c3-c4 e7-d7 b3-c3 h8-g7 a3-b3 f5-e5 d4xf6xf8xd8xd6",
            "d4-e4 g6-g5 c3-d4 f9-e9 b4-b5 h6-g6 a4-a5 g6-f5 e4xg6xg4 f6-e5 d4xf6 f7xf5 b3-b4 \
             f8-f7 g4-h5 i6xg4 b2-b3 e9-d8 d1-e2 g9-f8 b5-c5 f5-e4 d3xf5 g7-f6 e2-f2 f6xf4 \
             c4-d5 f8-e7 c5-d6 e7xc5xe5 b4-b5 g8-g7 b3-c4 h7-g6 a5-b6 h9-g9 b6-c6 f7-e6 b1-b2 \
             d8-c7 f2-f3 c7xc5xa5 f3xf5xd5xf7xh7xh9xf9",
        ] {
            let game = Game::replay(record).unwrap();
            for theme in [Theme::Light, Theme::Dark] {
                let options = RenderOptions {
                    theme,
                    title: "Hexdame #1".into(),
                    red_name: "alice".into(),
                    blue_name: "bob".into(),
                    clock: Some("4:32".into()),
                    ..RenderOptions::default()
                };
                let scene = scene_of(&game, game.moves().len(), None);
                let canvas = draw_scene(&scene, &options).unwrap();
                // Room to spare: no colour had to take a nearest colour.
                assert!(
                    canvas.colours.list.len() < 250,
                    "{theme:?}: {}",
                    canvas.colours.list.len()
                );
            }
        }
    }
}
