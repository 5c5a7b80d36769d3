//! The header above the board: title, players, move count, status and the view's own facts.
//!
//! Lines are built as [`Span`]s from the view and the [`Labels`], then set left to right; a
//! line that would not fit is set smaller. The header always has the same number of lines, so
//! the board sits in the same place in every picture of a size.

use std::sync::Arc;

use super::{
    cache::Bounded,
    canvas::{circle_distance, Canvas},
    labels::{capitalised, fill, Labels},
    layout::{Layout, BODY_LINE, BODY_PX, PAD, TITLE_LINE, TITLE_PX},
    palette::{Palette, Rgb},
    text::{self, Style, Weight},
    RenderError, RenderOptions,
};
use crate::rules::{EndReason, HexOutcome, Player, Variant};

/// How a piece of header text looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Tone {
    /// Ink, regular.
    Normal,
    /// Ink, bold.
    Strong,
    /// Grey.
    Muted,
    /// Bold in the accent of an event the viewer must notice.
    Alert,
}

/// A piece of a header line.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub enum Span {
    /// Text.
    Text(String, Tone),
    /// A small stone of a player's colour.
    Stone(Player),
    /// A small disc of any colour with a rim of another (draughts pieces).
    Disc(Rgb, Rgb),
}

/// The header's content: a title with something on its right, then the body lines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// The first line, bold.
    pub title: String,
    /// Right end of the title line (move counter and clock).
    pub title_right: String,
    /// What stands there instead when the title would not fit beside it (the clock alone:
    /// a long game name in a long language on a narrow board).
    pub title_right_short: Option<String>,
    /// The body lines.
    pub lines: Vec<Vec<Span>>,
}

/// The colour name of `player`.
pub fn colour_name(labels: &Labels, player: Player) -> &str {
    match player {
        Player::Red => &labels.red,
        Player::Blue => &labels.blue,
    }
}

/// The game's name.
pub fn variant_name(labels: &Labels, variant: Variant) -> &str {
    match variant {
        Variant::Hex => &labels.hex,
        Variant::Rex => &labels.rex,
        Variant::DarkHex(crate::rules::DarkVersion::Classic) => &labels.dark_hex,
        Variant::DarkHex(crate::rules::DarkVersion::Abrupt) => &labels.dark_hex_abrupt,
    }
}

/// The title line: the caller's title, or the game's name and board size.
pub fn title(options: &RenderOptions, variant: Variant, size: crate::rules::BoardSize) -> String {
    if options.title.is_empty() {
        format!("{} {}", variant_name(&options.labels, variant), size)
    } else {
        options.title.clone()
    }
}

/// The players line: both names with their colours, the player to move in bold, the
/// viewer's name (if any) followed by "(you)".
pub fn players_line(
    options: &RenderOptions,
    to_move: Option<Player>,
    viewer: Option<Player>,
) -> Vec<Span> {
    let tone = |p: Player| {
        if to_move == Some(p) {
            Tone::Strong
        } else {
            Tone::Normal
        }
    };
    let name = |p: Player| {
        let name = match p {
            Player::Red => &options.red_name,
            Player::Blue => &options.blue_name,
        };
        if viewer == Some(p) && !options.labels.you.is_empty() {
            format!("{name} {}", options.labels.you)
        } else {
            name.clone()
        }
    };
    vec![
        Span::Stone(Player::Red),
        Span::Text(name(Player::Red), tone(Player::Red)),
        Span::Text("      ".to_owned(), Tone::Normal),
        Span::Stone(Player::Blue),
        Span::Text(name(Player::Blue), tone(Player::Blue)),
    ]
}

/// The sentence for a finished game.
pub fn outcome_text(labels: &Labels, variant: Variant, outcome: HexOutcome) -> String {
    let winner = colour_name(labels, outcome.winner);
    let loser = colour_name(labels, outcome.winner.opponent());
    let template = match (outcome.reason, variant) {
        (EndReason::Connection, Variant::Rex) => &labels.won_rex,
        (EndReason::Connection, _) => &labels.won_by_connection,
        (EndReason::Resignation, _) => &labels.won_by_resignation,
        (EndReason::Timeout, _) => &labels.won_by_timeout,
    };
    fill(template, &[("player", winner), ("loser", loser)])
}

/// "`player` to move", capitalised.
pub fn to_move_text(labels: &Labels, player: Player) -> String {
    capitalised(&fill(
        &labels.to_move,
        &[("player", colour_name(labels, player))],
    ))
}

/// Draws `header` into the top band of `canvas`.
pub fn draw(
    canvas: &mut Canvas,
    layout: &Layout,
    palette: &Palette,
    header: &Header,
) -> Result<(), RenderError> {
    draw_in(canvas, layout.width, palette, header)
}

/// Draws `header` into the top band of a picture `width` pixels wide (any board's).
pub fn draw_in(
    canvas: &mut Canvas,
    width: u32,
    palette: &Palette,
    header: &Header,
) -> Result<(), RenderError> {
    let left = PAD;
    let right = width as f32 - PAD;
    let title_style = Style {
        px: TITLE_PX,
        weight: Weight::Bold,
        colour: palette.ink,
    };
    let body = |tone: Tone| Style {
        px: BODY_PX,
        weight: match tone {
            Tone::Strong | Tone::Alert => Weight::Bold,
            Tone::Normal | Tone::Muted => Weight::Regular,
        },
        colour: match tone {
            Tone::Normal | Tone::Strong => palette.ink,
            Tone::Muted => palette.muted,
            Tone::Alert => palette.alert,
        },
    };

    // Title line.
    let mut y = PAD + TITLE_PX * 0.76 + 4.0;
    let clock_style = Style {
        weight: Weight::Regular,
        px: BODY_PX + 2.0,
        ..title_style
    };
    let width_of = |right_text: &str| -> Result<f32, RenderError> {
        Ok(if right_text.is_empty() {
            0.0
        } else {
            text::measure(right_text, clock_style)? + 24.0
        })
    };
    let mut right_text = header.title_right.as_str();
    let mut clock_width = width_of(right_text)?;
    if let Some(short) = &header.title_right_short {
        if text::measure(&header.title, title_style)? > right - left - clock_width {
            right_text = short;
            clock_width = width_of(right_text)?;
        }
    }
    if !right_text.is_empty() {
        let w = clock_width - 24.0;
        text::draw(canvas, right_text, right - w, y, clock_style)?;
    }
    let title = text::fit(&header.title, title_style, right - left - clock_width)?;
    let title_y = y;
    with_patch(
        canvas,
        palette,
        title_y,
        &Item::Title(title.clone()),
        |canvas| text::draw(canvas, &title, left, title_y, title_style).map(|_| ()),
    )?;
    y += TITLE_LINE as f32 - 4.0;

    for line in &header.lines {
        let line_y = y;
        y += BODY_LINE as f32;
        let key = Item::Line(line.clone());
        with_patch(canvas, palette, line_y, &key, |canvas| {
            draw_line(canvas, palette, line, line_y, left, right, &body)
        })?;
    }
    Ok(())
}

/// A header item, as the key of its [`Patch`]: its position follows from the line it is on.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
enum Item {
    Title(String),
    Line(Vec<Span>),
}

/// The pixels a header item leaves on the blank page, to put it back without drawing it:
/// the players, status and facts lines and the title rarely change during a game, and
/// setting their text and icons was a fifth of the drawing time of a private view.
struct Patch {
    /// The colours of the pixels.
    colours: Vec<Rgb>,
    /// Runs of consecutive pixels: `(offset into the picture, length)`, their ids in `ids`
    /// one after another. Text sets runs of pixels along each row, so a patch keeps about a
    /// byte a pixel; it kept eight (an offset and an id, padded). `bench core` with 2,000 open
    /// games under heaptrack: peak heap 59.0 → 45.7 MB; `bench render` times are level.
    runs: Vec<(u32, u16)>,
    /// Each pixel's index into `colours`, run after run.
    ids: Vec<u8>,
}

type PatchKey = (u32, Palette, u32, Item);

/// Patches of the header items drawn lately, for all drawing threads: setting the lines' text
/// and icons anew took 2.85 M more instructions a picture in `bench render` (a sixth of a
/// fresh picture; 24 % more CPU in all). A title per game and lines that change now and
/// then, a patch some tens of kilobytes: bounded.
static PATCHES: Bounded<PatchKey, Arc<Patch>> = Bounded::new(256);

/// Draws `item` at baseline `y` with `draw`, or puts back the patch an earlier picture of the
/// same width and palette recorded for it. `draw` is run on a blank page of the same width
/// (the header band of every picture is blank), and the pixels it changed are kept.
fn with_patch(
    canvas: &mut Canvas,
    palette: &Palette,
    y: f32,
    item: &Item,
    draw: impl FnOnce(&mut Canvas) -> Result<(), RenderError>,
) -> Result<(), RenderError> {
    let key = (canvas.width, *palette, y.to_bits(), item.clone());
    let found = PATCHES.get(&key);
    let patch = match found {
        Some(patch) => patch,
        None => {
            // The item reaches at most a line below its baseline.
            let height = (y + BODY_LINE as f32).ceil().max(1.0) as u32;
            let mut page = Canvas::new(canvas.width, height.min(canvas.height), palette.page);
            draw(&mut page)?;
            // It reaches at most a title's height above its baseline.
            let top = (y - 1.5 * TITLE_PX).floor().max(0.0) as usize;
            let Some(patch) = Patch::of(&page, top, palette.page) else {
                // More colours than a patch records (never seen): copied, not kept.
                for (offset, &index) in page.data.iter().enumerate() {
                    let colour = page.colours.list[usize::from(index)];
                    if colour != palette.page {
                        if let Some(pixel) = canvas.data.get_mut(offset) {
                            *pixel = canvas.colours.index(colour);
                        }
                    }
                }
                return Ok(());
            };
            let patch = Arc::new(patch);
            PATCHES.insert(key, Arc::clone(&patch));
            patch
        }
    };
    patch.put(canvas);
    Ok(())
}

impl Patch {
    /// The pixels of `page` from row `top` down that are not `blank`; `None` if they have
    /// more than 255 colours.
    fn of(page: &Canvas, top: usize, blank: Rgb) -> Option<Self> {
        let mut colours: Vec<Rgb> = Vec::new();
        let mut runs: Vec<(u32, u16)> = Vec::new();
        let mut pixel_ids = Vec::new();
        // The patch's id of each palette index, `None` for the blank colour, filled as met.
        let mut ids: [Option<Option<u8>>; 256] = [None; 256];
        // Most of the page is blank: runs of its usual index are skipped a chunk at a time.
        let usual = page.colours.list.iter().position(|&c| c == blank);
        const CHUNK: usize = 64;
        let start = top * page.width as usize;
        let data = page.data.get(start..).unwrap_or_default();
        for (number, chunk) in data.chunks(CHUNK).enumerate() {
            if let Some(usual) = usual {
                // A branch-free fold, so the compiler compares many bytes at once.
                if chunk.iter().fold(0, |any, &i| any | (i ^ usual as u8)) == 0 {
                    continue;
                }
            }
            for (within, &index) in chunk.iter().enumerate() {
                let id = match ids[usize::from(index)] {
                    Some(id) => id,
                    None => {
                        let colour = page.colours.list[usize::from(index)];
                        let id = if colour == blank {
                            None
                        } else {
                            colours.push(colour);
                            Some(u8::try_from(colours.len() - 1).ok()?)
                        };
                        ids[usize::from(index)] = Some(id);
                        id
                    }
                };
                if let Some(id) = id {
                    let offset = u32::try_from(start + number * CHUNK + within).ok()?;
                    match runs.last_mut() {
                        Some((first, length))
                            if *first + u32::from(*length) == offset && *length < u16::MAX =>
                        {
                            *length += 1;
                        }
                        _ => runs.push((offset, 1)),
                    }
                    pixel_ids.push(id);
                }
            }
        }
        Some(Self {
            colours,
            runs,
            ids: pixel_ids,
        })
    }

    /// Sets the recorded pixels of `canvas`.
    fn put(&self, canvas: &mut Canvas) {
        let indices: Vec<u8> = self
            .colours
            .iter()
            .map(|&c| canvas.colours.index(c))
            .collect();
        let mut ids = self.ids.as_slice();
        for &(offset, length) in &self.runs {
            let (run, rest) = ids.split_at(usize::from(length).min(ids.len()));
            ids = rest;
            let offset = offset as usize;
            if let Some(pixels) = canvas.data.get_mut(offset..offset + run.len()) {
                for (pixel, &id) in pixels.iter_mut().zip(run) {
                    *pixel = indices[usize::from(id)];
                }
            }
        }
    }
}

/// Sets one body line at baseline `y`, smaller if it does not fit between `left` and `right`.
fn draw_line(
    canvas: &mut Canvas,
    palette: &Palette,
    line: &[Span],
    y: f32,
    left: f32,
    right: f32,
    body: &dyn Fn(Tone) -> Style,
) -> Result<(), RenderError> {
    let available = right - left;
    // Set the line smaller if it does not fit.
    let natural = line_width(line, 1.0, &body)?;
    let scale = if natural > available {
        (available / natural).max(0.5)
    } else {
        1.0
    };
    let mut x = left;
    for span in line {
        match span {
            Span::Text(words, tone) => {
                let mut style = body(*tone);
                style.px *= scale;
                let words = text::fit(words, style, left + available - x)?;
                x = text::draw(canvas, &words, x, y, style)?;
            }
            Span::Stone(player) => {
                let r = 0.36 * BODY_PX * scale;
                let cx = x + r;
                let cy = y - 0.36 * BODY_PX * scale;
                stone_icon(canvas, palette, *player, (cx, cy), r);
                x += 2.0 * r + 0.35 * BODY_PX * scale;
            }
            Span::Disc(fill, rim) => {
                let r = 0.36 * BODY_PX * scale;
                let cx = x + r;
                let cy = y - 0.36 * BODY_PX * scale;
                stone_icon_colour(canvas, *rim, (cx, cy), r);
                stone_icon_colour(canvas, *fill, (cx, cy), r - (0.12 * r).max(1.5));
                x += 2.0 * r + 0.35 * BODY_PX * scale;
            }
        }
    }
    Ok(())
}

fn line_width(line: &[Span], scale: f32, body: &dyn Fn(Tone) -> Style) -> Result<f32, RenderError> {
    let mut width = 0.0;
    for span in line {
        width += match span {
            Span::Text(words, tone) => {
                let mut style = body(*tone);
                style.px *= scale;
                text::measure(words, style)?
            }
            Span::Stone(_) | Span::Disc(..) => (0.72 + 0.35) * BODY_PX * scale,
        };
    }
    Ok(width)
}

/// A small stone (for the header and the legend).
pub fn stone_icon(
    canvas: &mut Canvas,
    palette: &Palette,
    player: Player,
    centre: (f32, f32),
    r: f32,
) {
    stone_icon_colour(canvas, palette.stone(player), centre, r);
}

/// A small disc of any colour.
pub fn stone_icon_colour(canvas: &mut Canvas, colour: Rgb, (cx, cy): (f32, f32), r: f32) {
    let bbox = (
        (cx - r - 2.0) as i32,
        (cy - r - 2.0) as i32,
        (cx + r + 3.0) as i32,
        (cy + r + 3.0) as i32,
    );
    canvas.fill_shape(bbox, colour, |x, y| {
        0.5 - circle_distance(x - cx, y - cy, r)
    });
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::render::Theme;

    fn header(facts: &str) -> Header {
        Header {
            title: "Dark Hex #3".into(),
            title_right: "Move 4".into(),
            title_right_short: None,
            lines: vec![
                vec![
                    Span::Stone(Player::Red),
                    Span::Text("ann".into(), Tone::Strong),
                ],
                vec![Span::Text("Your turn".into(), Tone::Alert)],
                vec![Span::Text(facts.into(), Tone::Muted)],
            ],
        }
    }

    /// A header put back from patches is the header drawn afresh, and a changed line is
    /// drawn anew rather than taken from another line's patch.
    #[test]
    fn patched_headers_match_fresh_ones() {
        let palette = Palette::of(Theme::Light);
        let draw = |h: &Header| {
            let mut canvas = Canvas::new(640, 220, palette.page);
            draw_in(&mut canvas, 640, &palette, h).unwrap();
            canvas.to_rgb()
        };
        PATCHES.clear();
        let fresh = draw(&header("found 1"));
        let patched = draw(&header("found 1"));
        assert_eq!(fresh, patched);
        assert!(PATCHES.len() >= 4);
        let other = draw(&header("found 2"));
        assert_ne!(fresh, other);
        PATCHES.clear();
        assert_eq!(draw(&header("found 2")), other);
    }
}
