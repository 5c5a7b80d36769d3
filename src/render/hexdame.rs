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

use std::{
    collections::HashMap,
    fmt::Write as _,
    sync::{Arc, Mutex, OnceLock},
};

use super::{
    canvas::{circle_distance, edge_lines, hexagon_distance, Canvas, Mask},
    draw::Sprite,
    encode,
    header::{self, Header, Span, Tone},
    labels::{capitalised, fill, Labels},
    layout::{BODY_LINE, BODY_LINES, PAD, TITLE_LINE},
    palette::{mix, Palette, Rgb},
    text::{self, Style, Weight},
    RenderError, RenderOptions, Theme,
};
use crate::rules::hexdame::{
    Cell, Color, DrawReason, Game, Move, Outcome, Piece, Position, Role, WinReason,
};

/// Half the distance between the centres of two vertically adjacent cells (the apothem of a
/// cell that tiles the board).
const A: i32 = 52;
/// Horizontal distance between neighbouring columns (≈ √3 · [`A`]).
const DX: i32 = 90;
/// Centre-to-corner radius of a cell that tiles the board (2 · [`A`] / √3).
const R: f32 = 60.04;
/// Gap between cells, in pixels.
const GAP: f32 = 4.0;
/// How far the board's frame reaches beyond the outermost cells' corners.
const FRAME_MARGIN: f32 = 14.0;
/// Radius of a piece.
const PIECE: f32 = 41.0;
/// Size of the coordinate labels.
const LABEL_PX: f32 = 26.0;
/// Gap between the frame and the labels.
const LABEL_GAP: f32 = 8.0;
/// Width of the last move's line.
const PATH_WIDTH: f32 = 9.0;

/// The geometry of the picture (one size for every Hexdame picture).
#[derive(Clone, Copy, Debug, PartialEq)]
struct Geometry {
    width: u32,
    height: u32,
    header_height: i32,
    /// Centre of `e5`.
    centre: (i32, i32),
    /// Apothem (half width) of the pointy-top frame hexagon.
    frame_apothem: f32,
}

impl Geometry {
    fn new() -> Self {
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
    fn at(&self, l: i32, n: i32) -> (i32, i32) {
        (
            self.centre.0 + (l - n) * DX,
            self.centre.1 - (l + n - 8) * A,
        )
    }

    fn centre(&self, cell: Cell) -> (i32, i32) {
        self.at(
            i32::from(cell.letter_index()),
            i32::from(cell.number_index()),
        )
    }

    fn point(&self, cell: Cell) -> (f32, f32) {
        let (x, y) = self.centre(cell);
        (x as f32, y as f32)
    }
}

/// The colours of a Hexdame picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Colours {
    base: Palette,
    frame: Rgb,
    cell: Rgb,
    /// `[White, Black]`: body, rim, groove.
    body: [Rgb; 2],
    rim: [Rgb; 2],
    groove: [Rgb; 2],
    crown: Rgb,
    crown_edge: Rgb,
    path: Rgb,
    tint: Rgb,
    cross: Rgb,
}

impl Colours {
    fn of(theme: Theme) -> Self {
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

/// The empty board of a theme and the shapes stamped on it.
struct Base {
    geometry: Geometry,
    colours: Colours,
    canvas: Canvas,
    cell: Mask,
    disc: Mask,
    body: Mask,
    groove: Mask,
    crown: Mask,
    crown_inner: Mask,
    dot: Mask,
    cross: Mask,
    /// A captured piece's outline and body.
    ghost_disc: Mask,
    ghost_body: Mask,
    /// Pre-rendered pieces on a plain cell, `[colour][role]` (men, kings).
    sprites: [[Sprite; 2]; 2],
}

/// The theme and the key's two phrases.
type BaseKey = (Theme, String, String);

fn base(theme: Theme, labels: &Labels) -> Result<Arc<Base>, RenderError> {
    static CACHE: OnceLock<Mutex<HashMap<BaseKey, Arc<Base>>>> = OnceLock::new();
    let cache = CACHE.get_or_init(|| Mutex::new(HashMap::new()));
    let key = (
        theme,
        labels.legend_king.clone(),
        labels.legend_captured.clone(),
    );
    if let Ok(map) = cache.lock() {
        if let Some(found) = map.get(&key) {
            return Ok(Arc::clone(found));
        }
    }
    let made = Arc::new(Base::new(theme, labels)?);
    if let Ok(mut map) = cache.lock() {
        // A handful of languages and two themes: the cache stays small, but do not let a
        // stream of odd labels grow it without bound.
        if map.len() >= 64 {
            map.clear();
        }
        map.insert(key, Arc::clone(&made));
    }
    Ok(made)
}

/// Coverage rounded to quarters: the marks of a move are drawn with five levels of coverage
/// instead of eleven, so that a picture's colours stay within one 256-colour palette.
fn coarse(coverage: f32) -> f32 {
    (coverage.clamp(0.0, 1.0) * 4.0).round() / 4.0
}

/// Signed distance from `(x, y)` to the segment `a`–`b`.
fn segment_distance((x, y): (f32, f32), a: (f32, f32), b: (f32, f32)) -> f32 {
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
fn polygons_distance(parts: &[Vec<(f32, f32, f32)>], x: f32, y: f32) -> f32 {
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
fn crown_distance(w: f32, x: f32, y: f32) -> f32 {
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

impl Base {
    fn new(theme: Theme, labels: &Labels) -> Result<Self, RenderError> {
        let geometry = Geometry::new();
        let colours = Colours::of(theme);
        let mut canvas = Canvas::new(geometry.width, geometry.height, colours.base.page);
        let (cx, cy) = geometry.centre;
        let fa = geometry.frame_apothem;
        let reach = (fa / 0.866) as i32 + 3;
        canvas.fill_shape(
            (cx - reach, cy - reach, cx + reach, cy + reach),
            colours.frame,
            {
                let (cx, cy) = (cx as f32, cy as f32);
                move |x, y| 0.5 - hexagon_distance(x - cx, y - cy, fa)
            },
        );
        let half = R.ceil() as i32 + 2;
        let apothem = A as f32 - GAP / 2.0;
        // Flat-topped cells: the pointy-top distance with the axes swapped.
        let cell = Mask::new(half, |x, y| 0.5 - hexagon_distance(y, x, apothem));
        for c in Cell::all() {
            canvas.stamp(&cell, geometry.centre(c), colours.cell);
        }
        draw_coordinates(&mut canvas, &geometry, &colours)?;
        // The key is the same in every picture (and its colours are then in the board's
        // palette, leaving room for the marks of the move).
        legend(&mut canvas, &geometry, &colours, labels)?;
        canvas.compact();

        let p = half.max(PIECE.ceil() as i32 + 2);
        let rim = 3.0;
        let ring = |radius: f32, width: f32| {
            Mask::new(p, move |x, y| {
                0.5 - ((x * x + y * y).sqrt() - radius).abs() + width / 2.0
            })
        };
        let crown_w = 0.98 * PIECE;
        let mut base = Self {
            geometry,
            colours,
            canvas,
            cell,
            disc: Mask::new(p, |x, y| 0.5 - circle_distance(x, y, PIECE)),
            body: Mask::new(p, |x, y| 0.5 - circle_distance(x, y, PIECE - rim)),
            groove: ring(0.70 * PIECE, 2.5),
            crown: Mask::new(p, move |x, y| 0.5 - (crown_distance(crown_w, x, y) - 2.0)),
            crown_inner: Mask::new(p, move |x, y| 0.5 - crown_distance(crown_w, x, y)),
            dot: Mask::new(p, |x, y| coarse(0.5 - circle_distance(x, y, 8.0))),
            ghost_disc: Mask::new(p, |x, y| coarse(0.5 - circle_distance(x, y, PIECE))),
            ghost_body: Mask::new(p, |x, y| coarse(0.5 - circle_distance(x, y, PIECE - rim))),
            cross: Mask::new(p, |x, y| {
                let k = 0.42 * PIECE;
                let d1 = segment_distance((x, y), (-k, -k), (k, k));
                let d2 = segment_distance((x, y), (-k, k), (k, -k));
                coarse(0.5 - (d1.min(d2) - 3.5))
            }),
            sprites: Default::default(),
        };
        let mut board = base.canvas.clone();
        let sprites = [Color::White, Color::Black].map(|color| {
            [Role::Man, Role::King].map(|role| {
                Sprite::new(&mut board, p, colours.cell, |patch, at| {
                    base.stamp_piece(patch, at, Piece { color, role }, 0.0);
                })
            })
        });
        base.canvas = board;
        base.sprites = sprites;
        Ok(base)
    }

    /// Draws `piece` on `cell`: copied from its sprite on a plain cell, blended otherwise
    /// (faded, or on a tinted cell).
    fn piece(&self, canvas: &mut Canvas, cell: Cell, piece: Piece, fade: f32, plain: bool) {
        let at = self.geometry.centre(cell);
        if plain && fade == 0.0 {
            let role = usize::from(piece.role == Role::King);
            self.sprites[piece.color.index()][role].paint(canvas, at);
        } else {
            self.stamp_piece(canvas, at, piece, fade);
        }
    }

    /// Blends `piece` centred on `at`, faded towards the cell colour by `fade` (0 = full
    /// colour).
    fn stamp_piece(&self, canvas: &mut Canvas, at: (i32, i32), piece: Piece, fade: f32) {
        let c = &self.colours;
        let side = piece.color.index();
        let f = |colour: Rgb| mix(colour, c.cell, fade);
        if fade > 0.0 {
            // A captured piece: a plain faded disc, crossed out by the caller.
            canvas.stamp(&self.ghost_disc, at, f(c.rim[side]));
            canvas.stamp(&self.ghost_body, at, f(c.body[side]));
            return;
        }
        canvas.stamp(&self.disc, at, f(c.rim[side]));
        canvas.stamp(&self.body, at, f(c.body[side]));
        if piece.role == Role::King {
            canvas.stamp(&self.crown, at, f(c.crown_edge));
            canvas.stamp(&self.crown_inner, at, f(c.crown));
        } else {
            canvas.stamp(&self.groove, at, f(c.groove[side]));
        }
    }
}

/// The letter of each letter file below its first cell, the number of each number file
/// below-left of its first cell, on the continuation of the file.
fn draw_coordinates(
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

fn colour_name(labels: &Labels, color: Color) -> &str {
    match color {
        Color::White => &labels.white,
        Color::Black => &labels.black,
    }
}

/// The sentence for a finished game.
fn outcome_text(labels: &Labels, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            let template = match reason {
                WinReason::NoPieces => &labels.hexdame_won_no_pieces,
                WinReason::NoMoves => &labels.hexdame_won_no_moves,
                WinReason::Resignation => &labels.won_by_resignation,
            };
            fill(
                template,
                &[
                    ("player", colour_name(labels, winner)),
                    ("loser", colour_name(labels, winner.opponent())),
                ],
            )
        }
        Outcome::Draw(DrawReason::Repetition) => labels.hexdame_draw_repetition.clone(),
        Outcome::Draw(DrawReason::Agreement) => labels.hexdame_draw_agreement.clone(),
    }
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

    // Header.
    let labels = &options.labels;
    let sep = || Span::Text(labels.separator.clone(), Tone::Muted);
    let tone = |color: Color| {
        if scene.to_move == Some(color) {
            Tone::Strong
        } else {
            Tone::Normal
        }
    };
    // A missing name is the colour's name.
    let name = |name: &str, color: Color| {
        if name.is_empty() {
            colour_name(labels, color).to_owned()
        } else {
            name.to_owned()
        }
    };
    let players = vec![
        Span::Disc(c.body[0], c.rim[0]),
        Span::Text(name(&options.red_name, Color::White), tone(Color::White)),
        Span::Text("      ".to_owned(), Tone::Normal),
        Span::Disc(c.body[1], c.rim[1]),
        Span::Text(name(&options.blue_name, Color::Black), tone(Color::Black)),
    ];
    let mut status = vec![match (scene.outcome, scene.to_move) {
        (Some(outcome), _) => Span::Text(capitalised(&outcome_text(labels, outcome)), Tone::Strong),
        (None, Some(color)) => Span::Text(
            capitalised(&fill(
                &labels.to_move,
                &[("player", colour_name(labels, color))],
            )),
            Tone::Strong,
        ),
        (None, None) => Span::Text(String::new(), Tone::Normal),
    }];
    if let (None, Some(color)) = (scene.outcome, scene.draw_offer) {
        status.push(sep());
        status.push(Span::Text(
            capitalised(&fill(
                &labels.hexdame_draw_offer,
                &[("player", colour_name(labels, color))],
            )),
            Tone::Alert,
        ));
    }
    let mut facts = Vec::new();
    if let Some((mv, before)) = scene.last {
        facts.push(Span::Text(
            capitalised(&fill(
                &labels.hexdame_last_move,
                &[("move", &mv.to_string())],
            )),
            Tone::Normal,
        ));
        if mv.is_capture() {
            facts.push(sep());
            facts.push(Span::Text(
                fill(
                    &labels.hexdame_captured,
                    &[("n", &mv.captured().len().to_string())],
                ),
                Tone::Normal,
            ));
        }
        if before.promotes(mv) {
            facts.push(sep());
            facts.push(Span::Text(labels.hexdame_crowned.clone(), Tone::Strong));
        }
        facts.push(sep());
    }
    facts.push(Span::Text(
        capitalised(&fill(
            &labels.hexdame_pieces,
            &[
                ("white", &scene.position.count(Color::White).to_string()),
                ("black", &scene.position.count(Color::Black).to_string()),
            ],
        )),
        Tone::Normal,
    ));
    let counter = match scene.total {
        Some(total) => capitalised(&fill(
            &labels.replay_step,
            &[("n", &scene.ply.to_string()), ("total", &total.to_string())],
        )),
        None => {
            let counter = capitalised(&fill(&labels.moves_made, &[("n", &scene.ply.to_string())]));
            match &options.clock {
                Some(clock) if !clock.is_empty() => {
                    format!("{counter}{}{clock}", labels.separator)
                }
                _ => counter,
            }
        }
    };
    let head = Header {
        title: if options.title.is_empty() {
            labels.hexdame.clone()
        } else {
            options.title.clone()
        },
        title_right: counter,
        lines: vec![players, status, facts],
    };
    header::draw_in(&mut canvas, g.width, &c.base, &head)?;

    Ok(canvas)
}

fn draw_segment(canvas: &mut Canvas, a: (f32, f32), b: (f32, f32), width: f32, colour: Rgb) {
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

/// The key in the bottom-left corner: what a crown and a crossed piece mean.
fn legend(
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
        (false, &labels.legend_captured),
        (true, &labels.legend_king),
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

const BOLD: &str = "\x1b[1m";
const DIM: &str = "\x1b[2m";
const PATH: &str = "\x1b[1;38;5;208m";
const CROSS: &str = "\x1b[1;38;5;177m";
const LABEL: &str = "\x1b[38;5;245m";
const REVERSE: &str = "\x1b[7m";
const RESET: &str = "\x1b[0m";

/// The board after the last move as terminal text, White at the bottom as in the picture:
/// `○` White man, `●` Black man, `♔` White king, `♚` Black king, `·` empty cell; the last
/// move's start and landing cells `*` (the moved piece in reverse video with colour), the
/// pieces it captured `×`. With `colour`, ANSI colours mark the path and the captures.
pub fn terminal_hexdame(game: &Game, colour: bool) -> String {
    let labels = Labels::default();
    let scene = scene_of(game, game.moves().len(), None);
    let mut out = String::new();
    let state = match (scene.outcome, scene.to_move) {
        (Some(outcome), _) => capitalised(&outcome_text(&labels, outcome)),
        (None, Some(color)) => capitalised(&fill(
            &labels.to_move,
            &[("player", colour_name(&labels, color))],
        )),
        (None, None) => String::new(),
    };
    let _ = writeln!(
        out,
        "{}{}{}{}{}",
        labels.hexdame,
        labels.separator,
        fill(&labels.moves_made, &[("n", &scene.ply.to_string())]),
        labels.separator,
        state
    );
    let mut facts = Vec::new();
    if let Some((mv, _)) = scene.last {
        facts.push(capitalised(&fill(
            &labels.hexdame_last_move,
            &[("move", &mv.to_string())],
        )));
        if mv.is_capture() {
            facts.push(fill(
                &labels.hexdame_captured,
                &[("n", &mv.captured().len().to_string())],
            ));
        }
    }
    facts.push(capitalised(&fill(
        &labels.hexdame_pieces,
        &[
            ("white", &scene.position.count(Color::White).to_string()),
            ("black", &scene.position.count(Color::Black).to_string()),
        ],
    )));
    let _ = writeln!(out, "{}", facts.join(&labels.separator));

    // A grid of text: line `16 − height` (+1 for the labels below), three characters per
    // column step, columns −5..=5 (the labels reach one step beyond the board).
    let (path, captured, moved) = match scene.last {
        Some((mv, _)) => {
            let mut path: Vec<Cell> = mv.landings().collect();
            path.pop();
            path.push(mv.from());
            (path, mv.captured(), Some(mv.to()))
        }
        None => (Vec::new(), Default::default(), None),
    };
    let paint = |text: &str, codes: &[&str]| -> String {
        if colour && !codes.is_empty() {
            format!("{}{text}{RESET}", codes.concat())
        } else {
            text.to_owned()
        }
    };
    for height in (-1..=16i32).rev() {
        let mut line = String::new();
        let mut used = 0usize;
        for x in -5..=5i32 {
            if (height + x).rem_euclid(2) != 0 {
                continue;
            }
            // l + n = height, l − n = x.
            let (l, n) = ((height + x) / 2, (height - x) / 2);
            let symbol = match (u8::try_from(l), u8::try_from(n)) {
                (Ok(l), Ok(n)) => Cell::new(l, n).map(|cell| {
                    let text = match scene.position.piece_at(cell) {
                        Some(Piece { color, role }) => match (color, role) {
                            (Color::White, Role::Man) => "○",
                            (Color::Black, Role::Man) => "●",
                            (Color::White, Role::King) => "♔",
                            (Color::Black, Role::King) => "♚",
                        },
                        None if captured.contains(cell) => "×",
                        None if path.contains(&cell) => "*",
                        None => "·",
                    };
                    let codes: &[&str] = if moved == Some(cell) {
                        &[BOLD, REVERSE]
                    } else if captured.contains(cell) {
                        &[CROSS]
                    } else if path.contains(&cell) {
                        &[PATH]
                    } else if scene.position.piece_at(cell).is_some() {
                        &[BOLD]
                    } else {
                        &[DIM]
                    };
                    paint(text, codes)
                }),
                _ => None,
            };
            let symbol = symbol.or_else(|| {
                // Letter file `l` is labelled at (l, start − 1), number file `n` at
                // (start − 1, n), where start = max(0, file − 4).
                let letter = (0..9).find(|&f| l == f && n == (f - 4).max(0) - 1);
                let number = (0..9).find(|&f| n == f && l == (f - 4).max(0) - 1);
                match (letter, number) {
                    (Some(f), _) => Some(paint(&char::from(b'a' + f as u8).to_string(), &[LABEL])),
                    (_, Some(f)) => Some(paint(&(f + 1).to_string(), &[LABEL])),
                    _ => None,
                }
            });
            if let Some(symbol) = symbol {
                let column = ((x + 5) * 3) as usize;
                line.push_str(&" ".repeat(column.saturating_sub(used)));
                line.push_str(&symbol);
                used = column + 1;
            }
        }
        if !line.is_empty() {
            out.push_str(&line);
        }
        out.push('\n');
    }
    out
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

    #[test]
    fn the_terminal_board_has_every_cell_and_label() {
        let game = Game::replay("d4-e5 f6xd4").unwrap();
        let text = terminal_hexdame(&game, false);
        let board: String = text.lines().skip(2).collect();
        let cells = board.matches(['○', '●', '♔', '♚', '·', '*', '×']).count();
        assert_eq!(cells, 61, "{text}");
        assert_eq!(text.matches('○').count(), 15);
        assert_eq!(text.matches('●').count(), 16);
        assert!(text.contains("Last move f6xd4"), "{text}");
        assert!(!text.contains('\x1b'));
        assert!(terminal_hexdame(&game, true).contains('\x1b'));
    }
}
