//! The empty board of a theme (kept between pictures) with the masks and sprites of the
//! pieces and marks stamped on it.

use std::sync::Arc;

use super::{
    board::{draw_coordinates, legend, Colours, Geometry, A, GAP, PIECE, R},
    shapes::{coarse, crown_distance, segment_distance},
};
use crate::render::{
    cache::Bounded,
    canvas::{circle_distance, hexagon_distance, Canvas, Mask},
    labels::Labels,
    palette::{mix, Rgb},
    sprite::Sprite,
    RenderError, Theme,
};
use crate::rules::hexdame::{Cell, Color, Piece, Role};

/// The empty board of a theme and the shapes stamped on it.
pub(super) struct Base {
    pub(super) geometry: Geometry,
    pub(super) colours: Colours,
    pub(super) canvas: Canvas,
    pub(super) cell: Mask,
    disc: Mask,
    body: Mask,
    groove: Mask,
    crown: Mask,
    crown_inner: Mask,
    pub(super) dot: Mask,
    pub(super) cross: Mask,
    /// A captured piece's outline and body.
    ghost_disc: Mask,
    ghost_body: Mask,
    /// Pre-rendered pieces on a plain cell, `[colour][role]` (men, kings).
    sprites: [[Sprite; 2]; 2],
}

/// The theme and the key's two phrases.
type BaseKey = (Theme, String, String);

/// The empty Hexdame boards drawn lately: every picture starts from one, and drawing one
/// (frame, cells, labels, key, piece sprites) is slow (switched off, a picture took 158
/// instead of 8.8 ms in `bench render` on a busy machine). Two themes in a handful of
/// languages.
static BOARDS: Bounded<BaseKey, Arc<Base>> = Bounded::new(16);

/// The empty board of `theme` with its key in the words of `labels`.
pub(super) fn base(theme: Theme, labels: &Labels) -> Result<Arc<Base>, RenderError> {
    let key = (
        theme,
        labels.families.hexdame.legend_king.clone(),
        labels.families.hexdame.legend_captured.clone(),
    );
    BOARDS.get_or_insert_with(key, || Base::new(theme, labels).map(Arc::new))
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
    pub(super) fn piece(
        &self,
        canvas: &mut Canvas,
        cell: Cell,
        piece: Piece,
        fade: f32,
        plain: bool,
    ) {
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
