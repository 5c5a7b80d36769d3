//! The header above the board: title, players, move count, status and the view's own facts.
//!
//! Lines are built as [`Span`]s from the view and the [`Labels`], then set left to right; a
//! line that would not fit is set smaller. The header always has the same number of lines, so
//! the board sits in the same place in every picture of a size.

use super::{
    canvas::{circle_distance, Canvas},
    labels::{capitalised, fill, Labels},
    layout::{Layout, BODY_LINE, BODY_PX, PAD, TITLE_LINE, TITLE_PX},
    palette::Palette,
    text::{self, Style, Weight},
    RenderError, RenderOptions,
};
use crate::rules::{EndReason, Outcome, Player, Variant};

/// How a piece of header text looks.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
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
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Span {
    /// Text.
    Text(String, Tone),
    /// A small stone of a player's colour.
    Stone(Player),
}

/// The header's content: a title with something on its right, then the body lines.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Header {
    /// The first line, bold.
    pub title: String,
    /// Right end of the title line (move counter and clock).
    pub title_right: String,
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
        if viewer == Some(p) {
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
pub fn outcome_text(labels: &Labels, variant: Variant, outcome: Outcome) -> String {
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
    let left = PAD;
    let right = layout.width as f32 - PAD;
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
    let clock_width = if header.title_right.is_empty() {
        0.0
    } else {
        let w = text::measure(&header.title_right, clock_style)?;
        text::draw(canvas, &header.title_right, right - w, y, clock_style)?;
        w + 24.0
    };
    let title = text::fit(&header.title, title_style, right - left - clock_width)?;
    text::draw(canvas, &title, left, y, title_style)?;
    y += TITLE_LINE as f32 - 4.0;

    for line in &header.lines {
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
            }
        }
        y += BODY_LINE as f32;
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
            Span::Stone(_) => (0.72 + 0.35) * BODY_PX * scale,
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
pub fn stone_icon_colour(
    canvas: &mut Canvas,
    colour: crate::render::palette::Rgb,
    (cx, cy): (f32, f32),
    r: f32,
) {
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
