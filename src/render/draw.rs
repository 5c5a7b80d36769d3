//! Drawing the views: a cached empty board per size and theme, stones stamped from
//! pre-rendered sprites, then the marks and the header.

use std::sync::Arc;

use super::{
    cache::Bounded,
    canvas::{circle_distance, hexagon_distance, Canvas, Mask},
    header::{self, Header, Span, Tone},
    labels::{capitalised, fill},
    layout::Layout,
    palette::{mix, Palette, Rgb},
    sprite::Sprite,
    text::{self, Style, Weight},
    RenderError, RenderOptions, Theme,
};
use crate::rules::{
    BoardSize, Cell, Move, MoveResult, Player, PlayerView, Revealed, SpectatorView, Variant,
};

/// Which picture of a revealed board is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Frame {
    /// The board as it stands (a finished game, or an open game now).
    Final,
    /// A replay frame of a game of `total` moves.
    Step {
        /// Number of moves in the whole game.
        total: usize,
    },
}

/// How a stone is drawn (the board pictures and the knowledge replay's panels).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub(crate) enum Look {
    /// A plain stone.
    Plain,
    /// A stone with a ring inside: an enemy stone the viewer found / a cell where a hit
    /// happened.
    Ringed,
    /// A faded stone (not part of the deciding chain).
    Faded,
    /// A faded ringed stone.
    FadedRinged,
}

impl Look {
    /// Every look, in the order of [`Look::index`].
    pub(crate) const ALL: [Look; 4] = [Look::Plain, Look::Ringed, Look::Faded, Look::FadedRinged];

    /// Where this look's sprite is in [`stone_sprites`]' arrays.
    pub(crate) fn index(self) -> usize {
        match self {
            Look::Plain => 0,
            Look::Ringed => 1,
            Look::Faded => 2,
            Look::FadedRinged => 3,
        }
    }
}

/// A stone's measures in pixels: its radius, its rim, and the ring drawn inside it.
#[derive(Clone, Copy, Debug)]
pub(crate) struct StoneShape {
    /// The stone's radius.
    pub(crate) radius: f32,
    /// The width of its darker rim.
    pub(crate) rim: f32,
    /// The radius of the ring of a [`Look::Ringed`] stone.
    pub(crate) ring_radius: f32,
    /// The width of that ring.
    pub(crate) ring_width: f32,
}

/// The measures of a board's cells and marks for a cell step `w` (pixels between
/// neighbouring centres): one source for the PNGs ([`Base`]) and the web pages' SVG boards
/// (`super::svg`), so a player recognises the one in the other.
#[derive(Clone, Copy, Debug)]
pub(crate) struct Marks {
    /// The apothem of the grid hexagon behind each cell (enlarged, so neighbours overlap).
    pub(crate) grid_apothem: f32,
    /// The apothem of an empty cell.
    pub(crate) apothem: f32,
    /// The stones.
    pub(crate) stone: StoneShape,
    /// The radius of the last-move dot.
    pub(crate) dot_radius: f32,
    /// The width of the outline of a cell just hit.
    pub(crate) outline: f32,
}

/// How far a faded stone (not of the deciding chain) is moved towards the cell colour.
pub(crate) const FADE: f32 = 0.6;

impl Marks {
    /// The measures for a cell step of `w` pixels.
    pub(crate) fn of(w: f32) -> Self {
        let gap = (0.07 * w).max(2.0);
        let radius = 0.40 * w;
        Self {
            grid_apothem: w / 2.0 + 2.5,
            apothem: w / 2.0 - gap / 2.0,
            stone: StoneShape {
                radius,
                rim: (0.05 * w).max(1.5),
                ring_radius: 0.52 * radius,
                ring_width: (0.09 * w).max(2.0),
            },
            dot_radius: (0.11 * w).max(3.0),
            outline: (0.075 * w).max(3.0),
        }
    }
}

/// Each player's stone in each [`Look`] (by [`Look::index`]), drawn once as sprites on
/// `canvas`'s palette, to be stamped wherever a stone goes.
pub(crate) fn stone_sprites(
    canvas: &mut Canvas,
    half: i32,
    palette: &Palette,
    shape: StoneShape,
) -> [[Sprite; 4]; 2] {
    let StoneShape {
        radius,
        rim,
        ring_radius,
        ring_width,
    } = shape;
    let mut stone = |player: Player, look: Look| {
        let faded = matches!(look, Look::Faded | Look::FadedRinged);
        let fade = |c: Rgb| if faded { mix(c, palette.cell, FADE) } else { c };
        let body = fade(palette.stone(player));
        let edge = fade(palette.stone_edge(player));
        let ring = fade(palette.on_stone);
        Sprite::new(canvas, half, palette.cell, |patch, centre| {
            let disc = Mask::new(half, |x, y| 0.5 - circle_distance(x, y, radius));
            let inner = Mask::new(half, |x, y| 0.5 - circle_distance(x, y, radius - rim));
            patch.stamp(&disc, centre, edge);
            patch.stamp(&inner, centre, body);
            if matches!(look, Look::Ringed | Look::FadedRinged) {
                let ring_mask = Mask::new(half, |x, y| {
                    0.5 - ((x * x + y * y).sqrt() - ring_radius).abs() + ring_width / 2.0
                });
                patch.stamp(&ring_mask, centre, ring);
            }
        })
    };
    Player::BOTH.map(|player| Look::ALL.map(|look| stone(player, look)))
}

/// Everything about the picture of a size and theme that does not depend on the game.
struct Base {
    layout: Layout,
    palette: Palette,
    /// The empty board with its edges and labels, header band blank.
    canvas: Canvas,
    /// `[player][look]`.
    stones: [[Sprite; 4]; 2],
    /// The last-move dot.
    dot: Mask,
    /// The outline of a cell just hit.
    outline: Mask,
}

type BaseKey = (BoardSize, Theme);

/// The empty boards drawn lately: every picture starts from one, and drawing one (grid, edges,
/// labels, stone sprites) takes about 300 M instructions, as many as 18 pictures (switched
/// off, a picture took 93 instead of 1.0 ms in `bench render`). The bot uses a dozen sizes in
/// two themes; research boards could use hundreds, so the cache is bounded (a 19×19 board is
/// about 1 MB).
static BOARDS: Bounded<BaseKey, Arc<Base>> = Bounded::new(32);

fn base(size: BoardSize, theme: Theme) -> Result<Arc<Base>, RenderError> {
    BOARDS.get_or_insert_with((size, theme), || Base::new(size, theme).map(Arc::new))
}

impl Base {
    fn new(size: BoardSize, theme: Theme) -> Result<Self, RenderError> {
        let layout = Layout::new(size);
        let palette = Palette::of(theme);
        let w = layout.w as f32;
        // Reaches past the corners of the enlarged grid hexagon.
        let half = ((w / 2.0 + 4.0) / 0.866).ceil() as i32 + 2;

        let mut canvas = Canvas::new(layout.width, layout.height, palette.page);
        // Edge bands: the rhombus in Red, the left and right triangles in Blue over it.
        let [tl, tr, br, bl] = layout.rhombus();
        let centre = ((tl.0 + br.0) / 2.0, (tl.1 + br.1) / 2.0);
        canvas.fill_convex(&[tl, tr, br, bl], palette.red);
        canvas.fill_convex(&[tr, br, centre], palette.blue);
        canvas.fill_convex(&[bl, tl, centre], palette.blue);
        // The grid: full hexagons (slightly enlarged so neighbours overlap), then the cells.
        let marks = Marks::of(w);
        let grid = Mask::new(half, |x, y| {
            0.5 - hexagon_distance(x, y, marks.grid_apothem)
        });
        let apothem = marks.apothem;
        let cell = Mask::new(half, |x, y| 0.5 - hexagon_distance(x, y, apothem));
        for c in size.cells() {
            canvas.stamp(&grid, layout.centre(c), palette.grid);
        }
        for c in size.cells() {
            canvas.stamp(&cell, layout.centre(c), palette.cell);
        }
        draw_coordinates(&mut canvas, &layout, &palette)?;

        // Stones.
        canvas.compact();
        let stones = stone_sprites(&mut canvas, half, &palette, marks.stone);
        let dot = Mask::new(half, |x, y| 0.5 - circle_distance(x, y, marks.dot_radius));
        let thickness = marks.outline;
        let outline = Mask::new(half, |x, y| {
            let d = hexagon_distance(x, y, apothem - thickness / 2.0);
            0.5 - (d.abs() - thickness / 2.0)
        });
        Ok(Self {
            layout,
            palette,
            canvas,
            stones,
            dot,
            outline,
        })
    }

    fn stone(&self, canvas: &mut Canvas, cell: Cell, player: Player, look: Look) {
        self.stones[player.index()][look.index()].paint(canvas, self.layout.centre(cell));
    }

    fn dot(&self, canvas: &mut Canvas, cell: Cell) {
        canvas.stamp(&self.dot, self.layout.centre(cell), self.palette.on_stone);
    }

    fn outline(&self, canvas: &mut Canvas, cell: Cell) {
        canvas.stamp(&self.outline, self.layout.centre(cell), self.palette.accent);
    }
}

/// Column letters above and below, row numbers left and right.
fn draw_coordinates(
    canvas: &mut Canvas,
    layout: &Layout,
    palette: &Palette,
) -> Result<(), RenderError> {
    let style = Style {
        px: layout.label_px,
        weight: Weight::Regular,
        colour: palette.muted,
    };
    let rows = f32::from(layout.size.rows());
    let cols = f32::from(layout.size.cols());
    let dy = layout.dy as f32;
    let offset_y = super::layout::BAND * dy + layout.label_gap + layout.label_px * 0.5;
    for c in 0..layout.size.cols() {
        let letter = Cell::new(0, c).column_letter().to_string();
        let (x, y) = layout.point(0.0, f32::from(c));
        text::draw_centred(canvas, &letter, (x, y - offset_y), style)?;
        let (x, y) = layout.point(rows - 1.0, f32::from(c));
        text::draw_centred(canvas, &letter, (x, y + offset_y), style)?;
    }
    for r in 0..layout.size.rows() {
        let number = (u32::from(r) + 1).to_string();
        let width = text::measure(&number, style)?;
        let reach = layout.label_gap + width / 2.0;
        let (x, y) = layout.point(f32::from(r), -super::layout::BAND);
        text::draw_centred(
            canvas,
            &number,
            (x - reach - 0.2 * layout.label_px, y),
            style,
        )?;
        let (x, y) = layout.point(f32::from(r), cols - 1.0 + super::layout::BAND);
        text::draw_centred(
            canvas,
            &number,
            (x + reach + 0.2 * layout.label_px, y),
            style,
        )?;
    }
    Ok(())
}

/// The cell a recorded move put a stone on (a swap moves Red's first stone to its mirror).
fn stone_cell(mv: Move, first: Option<Move>) -> Option<Cell> {
    match (mv, first) {
        (Move::Place(cell), _) => Some(cell),
        (Move::Swap, Some(Move::Place(cell))) => Some(cell.mirrored()),
        (Move::Swap, _) => None,
    }
}

fn number_text(template: &str, n: usize) -> String {
    fill(template, &[("n", &n.to_string())])
}

/// The right end of the title line: the move counter and the clock.
fn title_right(options: &RenderOptions, counter: String) -> String {
    match &options.clock {
        Some(clock) if !clock.is_empty() => {
            format!("{counter}{}{clock}", options.labels.separator)
        }
        _ => counter,
    }
}

fn move_counter(options: &RenderOptions, ply: usize) -> String {
    capitalised(&number_text(&options.labels.moves_made, ply))
}

/// A player's private view.
pub fn player_view(view: &PlayerView, options: &RenderOptions) -> Result<Canvas, RenderError> {
    let settings = view.settings();
    let base = base(settings.size, options.theme)?;
    let dark = settings.variant.is_dark();
    let viewer = view.viewer();
    let labels = &options.labels;
    let mut canvas = if dark {
        let items = [
            Legend::Found(viewer.opponent()),
            Legend::Last(viewer),
            Legend::Hit,
        ];
        with_legend(&base, (settings.size, options.theme), options, &items)?
    } else {
        base.canvas.clone()
    };

    for cell in settings.size.cells() {
        if let Some(player) = view.stone(cell) {
            let look = if dark && player != viewer {
                Look::Ringed
            } else {
                Look::Plain
            };
            base.stone(&mut canvas, cell, player, look);
        }
    }
    let first = view.timeline().first().and_then(|s| s.mv);
    let just_hit = view.just_hit();
    if let Some(cell) = just_hit {
        base.outline(&mut canvas, cell);
    } else if let Some(seen) = view.last_known_move() {
        if let Some(cell) = seen.mv.and_then(|mv| stone_cell(mv, first)) {
            if view.stone(cell).is_some() {
                base.dot(&mut canvas, cell);
            }
        }
    }

    // Header.
    let players = header::players_line(options, view.to_move(), Some(viewer));
    let sep = Span::Text(labels.separator.clone(), Tone::Muted);
    let mut status = vec![match (view.outcome(), view.to_move()) {
        (Some(outcome), _) => Span::Text(
            capitalised(&header::outcome_text(labels, settings.variant, outcome)),
            Tone::Strong,
        ),
        (None, Some(p)) if p == viewer => Span::Text(capitalised(&labels.your_turn), Tone::Strong),
        (None, Some(p)) => Span::Text(header::to_move_text(labels, p), Tone::Normal),
        (None, None) => Span::Text(String::new(), Tone::Normal),
    }];
    let mut facts = Vec::new();
    if dark {
        if let Some(cell) = just_hit {
            let mut words = capitalised(&fill(&labels.you_hit, &[("cell", &cell.to_string())]));
            if view.to_move() == Some(viewer) {
                words.push_str(" — ");
                words.push_str(&labels.move_again);
            }
            status.push(sep.clone());
            status.push(Span::Text(words, Tone::Alert));
        } else if view.opponent_just_hit() {
            status.push(sep.clone());
            status.push(Span::Text(
                capitalised(&labels.opponent_just_hit),
                Tone::Alert,
            ));
        }
        let found = view.enemy_stones_found();
        let lost = usize::from(view.stones_found_by_opponent());
        facts.push(Span::Text(
            capitalised(&number_text(&labels.you_found, found)),
            Tone::Normal,
        ));
        facts.push(sep.clone());
        facts.push(Span::Text(
            number_text(&labels.opponent_found, lost),
            Tone::Normal,
        ));
    } else {
        open_game_facts(
            &mut facts,
            options,
            view.timeline().iter().map(|s| (s.player, s.mv, s.result)),
        );
    }
    let head = Header {
        title: header::title(options, settings.variant, settings.size),
        title_right: title_right(options, move_counter(options, view.ply())),
        title_right_short: options.clock.clone(),
        lines: vec![players, status, facts],
    };
    header::draw(&mut canvas, &base.layout, &base.palette, &head)?;
    Ok(canvas)
}

/// The key of a board with a legend: the board, the legend's items and their words.
type LegendKey = (BaseKey, Vec<Legend>, Vec<String>);

/// Boards with a legend, as they are copied for each private view: the legend of a private
/// view never changes during a game, and drawing its icons and words anew took 1.6 M more
/// instructions a picture in `bench render` (a tenth of a fresh picture, a third of the next
/// one of a series). A legend per viewer's colour per board and language.
static LEGENDS: Bounded<LegendKey, Arc<Canvas>> = Bounded::new(64);

/// A copy of the empty board of `key` with the legend `items` in its corner.
fn with_legend(
    base: &Base,
    key: BaseKey,
    options: &RenderOptions,
    items: &[Legend],
) -> Result<Canvas, RenderError> {
    let words = items
        .iter()
        .map(|&item| legend_words(&options.labels, item).to_owned())
        .collect();
    let board = LEGENDS.get_or_insert_with((key, items.to_vec(), words), || {
        let mut canvas = base.canvas.clone();
        legend(&mut canvas, base, options, items)?;
        Ok::<_, RenderError>(Arc::new(canvas))
    })?;
    Ok(Canvas::clone(&board))
}

/// "Blue swapped" and "last move e5" for open games.
fn open_game_facts(
    facts: &mut Vec<Span>,
    options: &RenderOptions,
    timeline: impl Iterator<Item = (Player, Option<Move>, MoveResult)> + Clone,
) {
    let labels = &options.labels;
    let swapped = timeline.clone().any(|(_, _, r)| r == MoveResult::Swap);
    if swapped {
        facts.push(Span::Text(labels.swapped.clone(), Tone::Strong));
    }
    if let Some((player, Some(mv), _)) = timeline.last() {
        if swapped {
            facts.push(Span::Text(labels.separator.clone(), Tone::Muted));
        }
        facts.push(Span::Stone(player));
        facts.push(Span::Text(
            capitalised(&fill(&labels.last_move, &[("cell", &mv.to_string())])),
            Tone::Normal,
        ));
    }
}

/// The channel's view: no stones, no marks, only counts.
pub fn spectator(view: &SpectatorView, options: &RenderOptions) -> Result<Canvas, RenderError> {
    let settings = view.settings();
    let base = base(settings.size, options.theme)?;
    let mut canvas = base.canvas.clone();
    let labels = &options.labels;
    let players = header::players_line(options, view.to_move(), None);
    let status = vec![match (view.outcome(), view.to_move()) {
        (Some(outcome), _) => Span::Text(
            capitalised(&header::outcome_text(labels, settings.variant, outcome)),
            Tone::Strong,
        ),
        (None, Some(p)) => Span::Text(header::to_move_text(labels, p), Tone::Strong),
        (None, None) => Span::Text(String::new(), Tone::Normal),
    }];
    let mut facts = Vec::new();
    if settings.variant.is_dark() {
        facts.push(Span::Text(
            capitalised(&fill(
                &labels.spectator_counts,
                &[
                    ("stones", &view.stones_placed().to_string()),
                    ("hits", &view.hits().to_string()),
                ],
            )),
            Tone::Normal,
        ));
        if view.outcome().is_none() {
            facts.push(Span::Text(labels.separator.clone(), Tone::Muted));
            facts.push(Span::Text(labels.hidden_until_end.clone(), Tone::Muted));
        }
    }
    let head = Header {
        title: header::title(options, settings.variant, settings.size),
        title_right: title_right(options, move_counter(options, view.ply())),
        title_right_short: options.clock.clone(),
        lines: vec![players, status, facts],
    };
    header::draw(&mut canvas, &base.layout, &base.palette, &head)?;
    Ok(canvas)
}

/// The whole board: every stone, the deciding chain in full colour and the rest faded, hits
/// ringed, the last move dotted.
pub fn revealed(
    board: &Revealed,
    options: &RenderOptions,
    frame: Frame,
) -> Result<Canvas, RenderError> {
    let settings = board.settings();
    let size = settings.size;
    let base = base(size, options.theme)?;
    let mut canvas = base.canvas.clone();
    let labels = &options.labels;
    let dark = settings.variant.is_dark();

    let mut in_chain = vec![false; size.cell_count()];
    let chain = board.chain();
    for cell in chain.unwrap_or_default() {
        if let Some(i) = size.index_of(*cell) {
            in_chain[i] = true;
        }
    }
    let mut hit = vec![false; size.cell_count()];
    let hits = board.hit_cells();
    for cell in &hits {
        if let Some(i) = size.index_of(*cell) {
            hit[i] = true;
        }
    }
    for (i, cell) in size.cells().enumerate() {
        if let Some(player) = board.stone(cell) {
            let faded = chain.is_some() && !in_chain[i];
            let look = match (faded, hit[i]) {
                (false, false) => Look::Plain,
                (false, true) => Look::Ringed,
                (true, false) => Look::Faded,
                (true, true) => Look::FadedRinged,
            };
            base.stone(&mut canvas, cell, player, look);
        }
    }
    let first = board.record().first().map(|e| e.mv);
    if let Some(last) = board.last_move() {
        if let Some(cell) = stone_cell(last.mv, first) {
            if last.result == MoveResult::Hit {
                base.outline(&mut canvas, cell);
            } else {
                base.dot(&mut canvas, cell);
            }
        }
    }

    let players = header::players_line(options, board.to_move(), None);
    let counter = match frame {
        Frame::Step { total } => capitalised(&fill(
            &labels.replay_step,
            &[
                ("n", &board.ply().to_string()),
                ("total", &total.to_string()),
            ],
        )),
        Frame::Final => move_counter(options, board.ply()),
    };
    let status = vec![match (board.outcome(), board.to_move()) {
        (Some(outcome), _) => Span::Text(
            capitalised(&header::outcome_text(labels, settings.variant, outcome)),
            Tone::Strong,
        ),
        (None, Some(p)) => Span::Text(header::to_move_text(labels, p), Tone::Strong),
        (None, None) => Span::Text(String::new(), Tone::Normal),
    }];
    let mut facts = Vec::new();
    open_game_facts(
        &mut facts,
        options,
        board
            .record()
            .iter()
            .map(|e| (e.player, Some(e.mv), e.result)),
    );
    if dark && !hits.is_empty() {
        if !facts.is_empty() {
            facts.push(Span::Text(labels.separator.clone(), Tone::Muted));
        }
        facts.push(Span::Text(
            capitalised(&number_text(&labels.hits_ringed, hits.len())),
            Tone::Normal,
        ));
    }
    let head = Header {
        title: header::title(options, settings.variant, size),
        title_right: if frame == Frame::Final {
            title_right(options, counter)
        } else {
            counter
        },
        title_right_short: options.clock.clone().filter(|_| frame == Frame::Final),
        lines: vec![players, status, facts],
    };
    header::draw(&mut canvas, &base.layout, &base.palette, &head)?;
    let mut items = Vec::new();
    if let Some(owner) = chain.and_then(|c| c.first()).and_then(|c| board.stone(*c)) {
        items.push(Legend::Chain(owner, settings.variant == Variant::Rex));
    }
    if dark && !hits.is_empty() {
        items.push(Legend::HitStone);
    }
    if board
        .last_move()
        .is_some_and(|e| e.result == MoveResult::Hit)
    {
        items.push(Legend::Hit);
    }
    if !items.is_empty() {
        legend(&mut canvas, &base, options, &items)?;
    }
    Ok(canvas)
}

/// An entry of the key in the bottom-left corner.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Legend {
    /// A ringed stone: found.
    Found(Player),
    /// A dotted stone: the last move.
    Last(Player),
    /// An outlined cell: just hit.
    Hit,
    /// A ringed stone on a revealed board: found by a hit.
    HitStone,
    /// The highlighted chain (`true`: it lost, in Rex).
    Chain(Player, bool),
}

/// Draws the key, one entry a line, bottom-up from the bottom-left corner (a part of the
/// picture the rhombus leaves empty).
fn legend(
    canvas: &mut Canvas,
    base: &Base,
    options: &RenderOptions,
    items: &[Legend],
) -> Result<(), RenderError> {
    let layout = &base.layout;
    let palette = &base.palette;
    let labels = &options.labels;
    let px = 19.0;
    let style = Style {
        px,
        weight: Weight::Regular,
        colour: palette.muted,
    };
    let r = 11.0;
    let line = 30.0;
    let x = super::layout::PAD + 4.0;
    let mut y = layout.height as f32 - super::layout::PAD - r;
    for item in items.iter().rev() {
        let cx = x + r;
        match *item {
            Legend::Found(player) => {
                header::stone_icon(canvas, palette, player, (cx, y), r);
                ring_icon(canvas, palette.on_stone, (cx, y), 0.52 * r, 2.0);
            }
            Legend::HitStone => {
                header::stone_icon(canvas, palette, Player::Red, (cx, y), r);
                ring_icon(canvas, palette.on_stone, (cx, y), 0.52 * r, 2.0);
            }
            Legend::Last(player) => {
                header::stone_icon(canvas, palette, player, (cx, y), r);
                header::stone_icon_colour(canvas, palette.on_stone, (cx, y), 0.3 * r);
            }
            Legend::Hit => {
                let apothem = r;
                let bbox = (
                    (cx - 16.0) as i32,
                    (y - 16.0) as i32,
                    (cx + 17.0) as i32,
                    (y + 17.0) as i32,
                );
                canvas.fill_shape(bbox, palette.accent, |px_, py_| {
                    let d = hexagon_distance(px_ - cx, py_ - y, apothem - 1.25);
                    0.5 - (d.abs() - 1.25)
                });
            }
            Legend::Chain(player, _) => {
                header::stone_icon(canvas, palette, player, (cx - 0.6 * r, y), 0.7 * r);
                header::stone_icon(canvas, palette, player, (cx + 0.6 * r, y), 0.7 * r);
            }
        }
        let words = legend_words(labels, *item);
        text::draw(canvas, words, x + 2.0 * r + 10.0, y + 0.36 * px, style)?;
        y -= line;
    }
    Ok(())
}

/// The words beside a legend entry.
fn legend_words(labels: &super::Labels, item: Legend) -> &str {
    match item {
        Legend::Found(_) => &labels.legend_found,
        Legend::HitStone => &labels.legend_hit_stone,
        Legend::Last(_) => &labels.legend_last,
        Legend::Hit => &labels.legend_hit,
        Legend::Chain(_, true) => &labels.legend_losing_chain,
        Legend::Chain(_, false) => &labels.legend_chain,
    }
}

fn ring_icon(canvas: &mut Canvas, colour: Rgb, (cx, cy): (f32, f32), radius: f32, width: f32) {
    let bbox = (
        (cx - radius - width - 2.0) as i32,
        (cy - radius - width - 2.0) as i32,
        (cx + radius + width + 3.0) as i32,
        (cy + radius + width + 3.0) as i32,
    );
    canvas.fill_shape(bbox, colour, |x, y| {
        0.5 - ((x - cx).hypot(y - cy) - radius).abs() + width / 2.0
    });
}
