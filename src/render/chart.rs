//! The rating-history picture of a player's profile: one step per rated game, oldest first.
//!
//! A line through the ratings over a faint band of ±RD, horizontal grid lines at round
//! ratings labelled on the left, the first value in bold where the line starts and the last
//! value in a tag where it ends. Provisional stretches (RD ≥ 100, shown `1500?` everywhere
//! else too) are dashed. Long histories are drawn densely: the band of a pixel column spans
//! every game in it, and the line's segments are stroked into a coverage layer that keeps the
//! strongest coverage of each pixel, so crossing segments and joints never darken.
//!
//! Drawn in the light theme's colours (the line in Blue's colour), straight into the indexed
//! canvas every picture uses; the bytes depend on the points only.

use super::{
    canvas::{circle_distance, to_alpha, Canvas},
    encode,
    labels::Labels,
    palette::{mix, Palette, Rgb},
    text::{self, Style, Weight},
    Theme,
};

mod svg;
pub use svg::rating_chart_svg;

/// One rated game in a player's history: the rating and RD after it.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct ChartPoint {
    /// The rating after the game.
    pub rating: f64,
    /// The rating deviation (RD) after the game.
    pub deviation: f64,
}

/// The PNG of a player's rating history, oldest first (one step per game played).
///
/// No history draws an empty chart saying so. Ratings or deviations that are not finite
/// numbers are left out (a deviation as 0). The result is empty only if PNG encoding fails,
/// which a canvas of this fixed size does not make it do.
pub fn rating_chart(points: &[ChartPoint]) -> Vec<u8> {
    rating_chart_in(points, &Labels::default())
}

/// [`rating_chart`] with its words (the empty chart's) in `labels`' language.
pub fn rating_chart_in(points: &[ChartPoint], labels: &Labels) -> Vec<u8> {
    let canvas = chart_canvas(points, Theme::Light, &labels.no_rated_games);
    encode::png_in_series(&canvas, None).unwrap_or_default()
}

/// Picture size: about half a phone's width when a chat client shows it inline, and a few
/// kilobytes as a PNG.
const WIDTH: u32 = 480;
/// Picture height.
const HEIGHT: u32 = 200;
/// The plot area: left of it the grid labels, right of it the last value's tag.
const PLOT_LEFT: f32 = 48.0;
const PLOT_RIGHT: f32 = 428.0;
const PLOT_TOP: f32 = 14.0;
const PLOT_BOTTOM: f32 = 186.0;
/// How opaque the ±RD band is.
const BAND_ALPHA: f32 = 0.5;
/// Text size of every label.
const LABEL_PX: f32 = 12.0;
/// Half the line's width.
const LINE_HALF_WIDTH: f32 = 1.1;
/// Dashes of a provisional stretch, along the line: drawn, then left out.
const DASH_ON: f32 = 5.0;
const DASH_OFF: f32 = 3.5;
/// The RD from which a rating is provisional (`core::ratings::Rating::PROVISIONAL_DEVIATION`;
/// render sits below core, so the figure is repeated here).
const PROVISIONAL_DEVIATION: f64 = 100.0;
/// Ratings are kept within this distance of 1500, so absurd inputs stay drawable.
const RATING_LIMIT: f64 = 100_000.0;

/// The colours of the chart, taken from the board pictures' palette.
struct Colours {
    page: Rgb,
    ink: Rgb,
    muted: Rgb,
    grid: Rgb,
    line: Rgb,
    provisional: Rgb,
    /// Laid over the page at [`BAND_ALPHA`], so the grid shows through.
    band: Rgb,
    on_line: Rgb,
}

impl Colours {
    fn of(theme: Theme) -> Self {
        let palette = Palette::of(theme);
        Self {
            page: palette.page,
            ink: palette.ink,
            muted: palette.muted,
            grid: mix(palette.page, palette.grid, 0.45),
            line: palette.blue,
            provisional: mix(palette.blue, palette.page, 0.3),
            band: mix(palette.page, palette.blue, 0.26),
            on_line: palette.on_stone,
        }
    }
}

/// A point of the history that can be drawn.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Game {
    rating: f64,
    deviation: f64,
}

impl Game {
    fn provisional(&self) -> bool {
        self.deviation >= PROVISIONAL_DEVIATION
    }

    /// The rating as players read it elsewhere: `1532`, or `1500?` while provisional.
    fn shown(&self) -> String {
        let mark = if self.provisional() { "?" } else { "" };
        format!("{}{mark}", self.rating.round())
    }
}

fn drawable(points: &[ChartPoint]) -> Vec<Game> {
    points
        .iter()
        .filter(|p| p.rating.is_finite())
        .map(|p| Game {
            rating: p.rating.clamp(1500.0 - RATING_LIMIT, 1500.0 + RATING_LIMIT),
            deviation: if p.deviation.is_finite() {
                p.deviation.clamp(0.0, RATING_LIMIT)
            } else {
                0.0
            },
        })
        .collect()
}

/// The ratings the plot spans and the grid lines in it.
#[derive(Clone, Debug, PartialEq)]
struct Scale {
    low: f64,
    high: f64,
    /// Ratings of the grid lines, round multiples of one step between `low` and `high`.
    lines: Vec<f64>,
}

/// Round steps between grid lines.
const STEPS: [f64; 17] = [
    5.0, 10.0, 20.0, 25.0, 50.0, 100.0, 200.0, 250.0, 500.0, 1000.0, 2000.0, 2500.0, 5000.0,
    10000.0, 20000.0, 25000.0, 50000.0,
];
/// The least distance between grid lines, in pixels: twice a label's height.
const MIN_GRID_GAP: f64 = 2.0 * LABEL_PX as f64;
/// The smallest rating span shown, so a flat history is not magnified into noise.
const MIN_SPAN: f64 = 60.0;
/// How much of the band is sure to show around each rating: a provisional band (RD 350)
/// would otherwise flatten the line; beyond this the band is cut at the plot's edge.
const BAND_SHOWN: f64 = 40.0;

impl Scale {
    fn of(games: &[Game]) -> Self {
        let (mut low, mut high) = games.iter().fold((f64::MAX, f64::MIN), |(lo, hi), g| {
            let pad = g.deviation.min(BAND_SHOWN);
            (lo.min(g.rating - pad), hi.max(g.rating + pad))
        });
        if games.is_empty() {
            (low, high) = (1500.0, 1500.0);
        }
        // Room above and below the line, then at least the smallest span.
        let margin = (high - low) * 0.06;
        (low, high) = (low - margin, high + margin);
        if high - low < MIN_SPAN {
            let middle = (high + low) / 2.0;
            (low, high) = (middle - MIN_SPAN / 2.0, middle + MIN_SPAN / 2.0);
        }
        // The plot keeps the history's own span (rounding it out to the grid wasted up to
        // half the height); the grid lines are the round ratings inside it.
        let height = f64::from(PLOT_BOTTOM - PLOT_TOP);
        let step = STEPS
            .iter()
            .copied()
            .find(|&step| step / (high - low) * height >= MIN_GRID_GAP)
            .unwrap_or(STEPS[STEPS.len() - 1]);
        let (first, last) = ((low / step).ceil(), (high / step).floor());
        let lines = (0..=(last - first).max(-1.0) as i64)
            .map(|k| (first + k as f64) * step)
            .collect();
        Self { low, high, lines }
    }

    /// The picture row of `rating` (kept near the plot, so far-off band edges stay finite).
    fn y(&self, rating: f64) -> f32 {
        let t = (self.high - rating) / (self.high - self.low);
        let y = f64::from(PLOT_TOP) + t * f64::from(PLOT_BOTTOM - PLOT_TOP);
        y.clamp(-1000.0, 1000.0) as f32
    }
}

/// The picture column of game `index` of `count` (a single game sits in the middle).
fn x_of(index: usize, count: usize) -> f32 {
    if count < 2 {
        return (PLOT_LEFT + PLOT_RIGHT) / 2.0;
    }
    PLOT_LEFT + (PLOT_RIGHT - PLOT_LEFT) * index as f32 / (count - 1) as f32
}

fn chart_canvas(points: &[ChartPoint], theme: Theme, no_games: &str) -> Canvas {
    let colours = Colours::of(theme);
    let games = drawable(points);
    let scale = Scale::of(&games);
    let mut canvas = Canvas::new(WIDTH, HEIGHT, colours.page);
    grid(&mut canvas, &scale, &colours);
    if games.is_empty() {
        let style = Style {
            px: 15.0,
            weight: Weight::Regular,
            colour: colours.muted,
        };
        let words = no_games;
        let centre = (
            (PLOT_LEFT + PLOT_RIGHT) / 2.0,
            (PLOT_TOP + PLOT_BOTTOM) / 2.0,
        );
        // The words sit on a clear patch of page, not across a grid line. A missing font (a
        // build defect) leaves them out, not the picture.
        let half = text::measure(words, style).unwrap_or(0.0) / 2.0 + 10.0;
        let patch = [
            (centre.0 - half, centre.1 - 12.0),
            (centre.0 + half, centre.1 - 12.0),
            (centre.0 + half, centre.1 + 12.0),
            (centre.0 - half, centre.1 + 12.0),
        ];
        canvas.fill_convex(&patch, colours.page);
        let _ = text::draw_centred(&mut canvas, words, centre, style);
        canvas.compact();
        return canvas;
    }
    let placed: Vec<Placed> = games
        .iter()
        .enumerate()
        .map(|(i, g)| Placed {
            x: x_of(i, games.len()),
            y: scale.y(g.rating),
            top: scale.y(g.rating + g.deviation),
            bottom: scale.y(g.rating - g.deviation),
            provisional: g.provisional(),
        })
        .collect();
    band(&mut canvas, &placed, &colours);
    line(&mut canvas, &placed, &colours);
    labels(&mut canvas, &scale, &games, &placed, &colours);
    canvas.compact();
    canvas
}

/// A game's place in the picture.
#[derive(Clone, Copy, Debug, PartialEq)]
struct Placed {
    x: f32,
    /// The rating's row.
    y: f32,
    /// The rows of rating + RD and rating − RD.
    top: f32,
    bottom: f32,
    provisional: bool,
}

fn grid(canvas: &mut Canvas, scale: &Scale, colours: &Colours) {
    for &rating in &scale.lines {
        let row = scale.y(rating).round() as i32;
        // A crisp one-pixel line: the grid lines' rows are whole pixels.
        for x in PLOT_LEFT as i32..PLOT_RIGHT as i32 {
            canvas.blend(x, row.min(PLOT_BOTTOM as i32 - 1), colours.grid, 255);
        }
    }
}

/// The ±RD band: each pixel column covers the lowest and highest band edge of the games in it
/// (and of the line between games), cut at the top and bottom of the plot.
fn band(canvas: &mut Canvas, placed: &[Placed], colours: &Colours) {
    let (first, last) = match (placed.first(), placed.last()) {
        (Some(first), Some(last)) => (*first, *last),
        _ => return,
    };
    // A single game gets a short bar of its band.
    let (left, right) = if placed.len() == 1 {
        (first.x - 5.0, first.x + 5.0)
    } else {
        (first.x, last.x)
    };
    let mut segment = 0;
    for column in left.floor() as i32..right.ceil() as i32 {
        let from = (column as f32).max(left);
        let to = (column as f32 + 1.0).min(right);
        let (mut top, mut bottom) = (f32::MAX, f32::MIN);
        let mut include = |p: (f32, f32)| {
            top = top.min(p.0);
            bottom = bottom.max(p.1);
        };
        include(edges_at(placed, from, &mut segment));
        while segment + 1 < placed.len() && placed[segment + 1].x < to {
            segment += 1;
            include((placed[segment].top, placed[segment].bottom));
        }
        include(edges_at(placed, to, &mut segment));
        let (top, bottom) = (top.max(PLOT_TOP), bottom.min(PLOT_BOTTOM));
        let width = to - from;
        for row in top.floor() as i32..bottom.ceil() as i32 {
            let cover = (bottom.min(row as f32 + 1.0) - top.max(row as f32)).max(0.0);
            canvas.blend(
                column,
                row,
                colours.band,
                to_alpha(cover * width * BAND_ALPHA),
            );
        }
    }
}

/// The band's top and bottom rows at column `x`, between the games either side of it;
/// `segment` is the game at or before `x` (only ever moves right).
fn edges_at(placed: &[Placed], x: f32, segment: &mut usize) -> (f32, f32) {
    while *segment + 1 < placed.len() && placed[*segment + 1].x <= x {
        *segment += 1;
    }
    let a = placed[*segment];
    let Some(b) = placed.get(*segment + 1) else {
        return (a.top, a.bottom);
    };
    let t = ((x - a.x) / (b.x - a.x)).clamp(0.0, 1.0);
    (
        a.top + (b.top - a.top) * t,
        a.bottom + (b.bottom - a.bottom) * t,
    )
}

/// The longest piece a segment is stroked in, in pixels.
const PIECE: f32 = 8.0;

/// Coverage of one colour over the picture, each pixel keeping its strongest stroke.
struct Layer {
    cover: Vec<f32>,
}

impl Layer {
    fn new() -> Self {
        Self {
            cover: vec![0.0; WIDTH as usize * HEIGHT as usize],
        }
    }

    /// Strokes the segment `a`–`b` with round ends; with `dash`, only the dashes of the
    /// pattern whose phase at `a` is the given arc length.
    fn segment(&mut self, a: (f32, f32), b: (f32, f32), dash: Option<f32>) {
        // A long slanting segment's box is mostly empty: stroked in short pieces, the same
        // pixels get the same coverage (a pixel's distance to the segment is its distance to
        // the nearest piece) for a fraction of the work.
        let length = (b.0 - a.0).hypot(b.1 - a.1);
        let pieces = (length / PIECE).ceil().max(1.0);
        for k in 0..pieces as u32 {
            let (t0, t1) = (k as f32 / pieces, (k + 1) as f32 / pieces);
            let at = |t: f32| (a.0 + (b.0 - a.0) * t, a.1 + (b.1 - a.1) * t);
            self.piece(at(t0), at(t1), dash.map(|start| start + t0 * length));
        }
    }

    fn piece(&mut self, a: (f32, f32), b: (f32, f32), dash: Option<f32>) {
        let reach = LINE_HALF_WIDTH + 1.0;
        let x0 = (a.0.min(b.0) - reach).floor().max(0.0) as usize;
        let x1 = ((a.0.max(b.0) + reach).ceil() as usize).min(WIDTH as usize);
        let y0 = (a.1.min(b.1) - reach).floor().max(0.0) as usize;
        let y1 = ((a.1.max(b.1) + reach).ceil() as usize).min(HEIGHT as usize);
        let (dx, dy) = (b.0 - a.0, b.1 - a.1);
        let length_squared = dx * dx + dy * dy;
        let length = length_squared.sqrt();
        for y in y0..y1 {
            for x in x0..x1 {
                let (px, py) = (x as f32 + 0.5 - a.0, y as f32 + 0.5 - a.1);
                let t = if length_squared > 0.0 {
                    ((px * dx + py * dy) / length_squared).clamp(0.0, 1.0)
                } else {
                    0.0
                };
                let distance = circle_distance(px - t * dx, py - t * dy, LINE_HALF_WIDTH);
                let mut cover = (0.5 - distance).clamp(0.0, 1.0);
                if let Some(start) = dash {
                    cover = cover.min(dash_cover(start + t * length));
                }
                let slot = &mut self.cover[y * WIDTH as usize + x];
                *slot = slot.max(cover);
            }
        }
    }

    fn paint(&self, canvas: &mut Canvas, colour: Rgb) {
        for (i, &cover) in self.cover.iter().enumerate() {
            if cover > 0.0 {
                let (x, y) = (i % WIDTH as usize, i / WIDTH as usize);
                canvas.blend(x as i32, y as i32, colour, to_alpha(cover));
            }
        }
    }
}

/// How much of a dash covers arc length `s` of a dashed stretch (dashes start at 0).
fn dash_cover(s: f32) -> f32 {
    let phase = s.rem_euclid(DASH_ON + DASH_OFF);
    let inside = if phase < DASH_ON {
        phase.min(DASH_ON - phase)
    } else {
        -(phase - DASH_ON).min(DASH_ON + DASH_OFF - phase)
    };
    (0.5 + inside).clamp(0.0, 1.0)
}

/// The line through the ratings: solid between established ratings, dashed (and lighter)
/// where either end is provisional; a dot on the first game, a ringed disc on the last.
fn line(canvas: &mut Canvas, placed: &[Placed], colours: &Colours) {
    let mut solid = Layer::new();
    let mut dashed = Layer::new();
    let mut dash_phase = 0.0;
    for pair in placed.windows(2) {
        let (a, b) = (pair[0], pair[1]);
        if a.provisional || b.provisional {
            dashed.segment((a.x, a.y), (b.x, b.y), Some(dash_phase));
            dash_phase += (b.x - a.x).hypot(b.y - a.y);
        } else {
            solid.segment((a.x, a.y), (b.x, b.y), None);
        }
    }
    dashed.paint(canvas, colours.provisional);
    solid.paint(canvas, colours.line);
    if let (Some(first), Some(last)) = (placed.first(), placed.last()) {
        if placed.len() > 1 {
            disc(canvas, (first.x, first.y), 2.4, colours.line);
        }
        disc(canvas, (last.x, last.y), 5.0, colours.page);
        disc(canvas, (last.x, last.y), 3.6, colours.line);
        if last.provisional {
            // Hollow: the rating is not settled yet.
            disc(canvas, (last.x, last.y), 1.8, colours.page);
        }
    }
}

fn disc(canvas: &mut Canvas, (cx, cy): (f32, f32), r: f32, colour: Rgb) {
    let bbox = (
        (cx - r - 1.0).floor() as i32,
        (cy - r - 1.0).floor() as i32,
        (cx + r + 1.0).ceil() as i32,
        (cy + r + 1.0).ceil() as i32,
    );
    canvas.fill_shape(bbox, colour, |x, y| {
        0.5 - circle_distance(x - cx, y - cy, r)
    });
}

/// Grid labels left of the plot, the first rating in bold where the line starts and the
/// last one in a tag where it ends. A grid label that the first rating would touch is left
/// out. Without the font (a build defect) the picture has no labels.
fn labels(
    canvas: &mut Canvas,
    scale: &Scale,
    games: &[Game],
    placed: &[Placed],
    colours: &Colours,
) {
    let (Some(first), Some(last), Some(first_at), Some(last_at)) =
        (games.first(), games.last(), placed.first(), placed.last())
    else {
        return;
    };
    let muted = Style {
        px: LABEL_PX,
        weight: Weight::Regular,
        colour: colours.muted,
    };
    let bold = Style {
        px: LABEL_PX,
        weight: Weight::Bold,
        colour: colours.ink,
    };
    // Where the first rating's label goes; a single game is labelled by its tag only.
    let first_row = (games.len() > 1).then(|| label_row(first_at.y));
    for &rating in &scale.lines {
        let row = scale.y(rating);
        if first_row.is_some_and(|first| (first - row).abs() < LABEL_PX + 2.0) {
            continue;
        }
        let _ = right_aligned(canvas, &format!("{rating}"), label_row(row), muted);
    }
    if let Some(row) = first_row {
        let _ = right_aligned(canvas, &first.shown(), row, bold);
    }
    let _ = tag(
        canvas,
        &last.shown(),
        (last_at.x + 7.0, label_row(last_at.y)),
        colours,
    );
}

/// A label's middle row near `y`, kept inside the picture.
fn label_row(y: f32) -> f32 {
    y.clamp(LABEL_PX / 2.0 + 2.0, HEIGHT as f32 - LABEL_PX / 2.0 - 2.0)
}

/// Height of DejaVu's capitals and digits, in ems.
const CAP_HEIGHT: f32 = 0.729;

/// Draws `words` ending a little left of the plot, centred on row `y`.
fn right_aligned(
    canvas: &mut Canvas,
    words: &str,
    y: f32,
    style: Style,
) -> Result<(), super::RenderError> {
    let width = text::measure(words, style)?;
    let baseline = y + CAP_HEIGHT * style.px / 2.0;
    text::draw(canvas, words, PLOT_LEFT - 6.0 - width, baseline, style)?;
    Ok(())
}

/// The last rating: white on the line's colour, in a rounded box starting at `left` (or
/// further left where it would leave the picture), centred on row `y`.
fn tag(
    canvas: &mut Canvas,
    words: &str,
    (left, y): (f32, f32),
    colours: &Colours,
) -> Result<(), super::RenderError> {
    let style = Style {
        px: LABEL_PX,
        weight: Weight::Bold,
        colour: colours.on_line,
    };
    let width = text::measure(words, style)?;
    let (half_w, half_h, radius) = (width / 2.0 + 4.0, LABEL_PX * 0.6 + 1.0, 3.0);
    // Inside the picture, even for a long number.
    let left = left.min(WIDTH as f32 - 1.0 - 2.0 * half_w);
    let y = y.clamp(half_h + 1.0, HEIGHT as f32 - half_h - 1.0);
    let centre = (left + half_w, y);
    let bbox = (
        (centre.0 - half_w - 1.0).floor() as i32,
        (y - half_h - 1.0).floor() as i32,
        (centre.0 + half_w + 1.0).ceil() as i32,
        (y + half_h + 1.0).ceil() as i32,
    );
    canvas.fill_shape(bbox, colours.line, |x, y| {
        // A rounded box's signed distance.
        let qx = (x - centre.0).abs() - (half_w - radius);
        let qy = (y - centre.1).abs() - (half_h - radius);
        let outside = qx.max(0.0).hypot(qy.max(0.0));
        0.5 - (outside + qx.max(qy).min(0.0) - radius)
    });
    text::draw_centred(canvas, words, centre, style)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn point(rating: f64, deviation: f64) -> ChartPoint {
        ChartPoint { rating, deviation }
    }

    #[test]
    fn grid_lines_fall_on_round_ratings_around_the_history() {
        let games = drawable(&[point(1480.0, 60.0), point(1633.0, 60.0)]);
        let scale = Scale::of(&games);
        assert!(scale.low <= 1440.0 && scale.high >= 1673.0, "{scale:?}");
        assert!((3..=8).contains(&scale.lines.len()), "{scale:?}");
        let step = scale.lines[1] - scale.lines[0];
        assert!(STEPS.contains(&step));
        assert!(scale.y(scale.lines[0]) - scale.y(scale.lines[1]) >= MIN_GRID_GAP as f32);
        assert!(scale.lines.iter().all(|r| (r / step).fract() == 0.0));
        assert!(scale
            .lines
            .iter()
            .all(|r| (scale.low..=scale.high).contains(r)));
        // A flat history still spans a readable range; the widest one has few lines too.
        let flat = Scale::of(&drawable(&[point(1500.0, 0.0); 3]));
        assert!(flat.high - flat.low >= MIN_SPAN, "{flat:?}");
        assert!(flat.lines.len() >= 2, "{flat:?}");
        let wide = Scale::of(&drawable(&[point(-1e9, 0.0), point(1e9, 0.0)]));
        assert!((2..=8).contains(&wide.lines.len()), "{wide:?}");
    }

    #[test]
    fn unusable_numbers_are_left_out_or_tamed() {
        let games = drawable(&[
            point(f64::NAN, 50.0),
            point(1500.0, f64::INFINITY),
            point(f64::INFINITY, 1.0),
            point(1e300, -4.0),
        ]);
        assert_eq!(games.len(), 2);
        assert_eq!(games[0].deviation, 0.0);
        assert_eq!(games[1].rating, 1500.0 + RATING_LIMIT);
        assert_eq!(games[1].deviation, 0.0);
        let scale = Scale::of(&games);
        assert!(scale.low.is_finite() && scale.high.is_finite());
    }

    #[test]
    fn provisional_ratings_are_marked_as_players_read_them() {
        let shown = |rating, deviation| Game { rating, deviation }.shown();
        assert_eq!(shown(1500.0, 350.0), "1500?");
        assert_eq!(shown(1531.6, 99.9), "1532");
        assert_eq!(shown(1531.6, 100.0), "1532?");
    }

    #[test]
    fn dashes_alternate_along_the_line() {
        assert_eq!(dash_cover(DASH_ON / 2.0), 1.0);
        assert_eq!(dash_cover(DASH_ON + DASH_OFF / 2.0), 0.0);
        assert_eq!(dash_cover(DASH_ON + DASH_OFF + DASH_ON / 2.0), 1.0);
    }
}
