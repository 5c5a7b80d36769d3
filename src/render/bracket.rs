//! A knockout bracket as a picture: one box a match (its code, then two lines of seed, name
//! and score), rounds left to right, lines from each match to the one its winner goes to;
//! the winners' bracket above the losers' bracket, the grand final (and its reset) to the
//! right, fed by both finals.
//!
//! It takes finished words ([`BracketPicture`], made by
//! [`crate::core::tournament::knockout::Bracket::picture`]), so translations stay with the
//! caller. Names are cut with an ellipsis to their column; any text is only ever drawn as
//! glyphs. Same canvas, fonts, palette and PNG encoder as every other picture.

use serde::{Deserialize, Serialize};

use super::{
    canvas::Canvas,
    encode,
    palette::{mix, Palette, Rgb},
    text::{self, Style, Weight},
    RenderError, Theme,
};

/// What the picture shows.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct BracketPicture {
    /// The heading (tournament name, state).
    pub title: String,
    /// The sections in order: the stacked brackets first, then those drawn beside them.
    pub sections: Vec<PictureSection>,
}

/// A bracket (winners', losers') or the finals.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct PictureSection {
    /// Its heading.
    pub title: String,
    /// Drawn to the right of the stacked sections, each match level with its feeders (the
    /// grand final); otherwise stacked below the section before.
    pub beside: bool,
    /// Its rounds, left to right.
    pub rounds: Vec<PictureRound>,
}

/// One round: a column of matches.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
pub struct PictureRound {
    /// Its heading.
    pub title: String,
    /// Its matches, top first.
    pub matches: Vec<PictureMatch>,
}

/// Where a match is in the picture.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchRef {
    /// The section.
    pub section: usize,
    /// The round in the section.
    pub round: usize,
    /// The match in the round.
    pub index: usize,
}

/// One match.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PictureMatch {
    /// Its code (`W2.3`).
    pub code: String,
    /// Top and bottom.
    pub slots: [PictureSlot; 2],
    /// The matches whose winners come to each slot (lines are drawn from them).
    pub feeders: [Option<MatchRef>; 2],
    /// Whether a game of it is being played (its box is outlined).
    pub in_play: bool,
    /// A heading above its box (`Grand final`, `Third place`), or empty.
    pub caption: String,
}

/// One side of a match as shown.
#[derive(Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct PictureSlot {
    /// The seed (`4`), or empty.
    pub seed: String,
    /// The player's name, or what the slot waits for (`winner W1.2`, `bye`).
    pub name: String,
    /// The match score (`2`, `1½`), `+`/`−` for a forfeit, or empty.
    pub score: String,
    /// How it looks.
    pub look: SlotLook,
}

/// How a slot is drawn.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum SlotLook {
    /// A player in a match not decided yet.
    Player,
    /// The match's winner (bold).
    Winner,
    /// The match's loser, or a withdrawn player (muted).
    Loser,
    /// No player: a bye, or what the slot waits for (muted, smaller).
    Empty,
}

const MARGIN: f32 = 20.0;
const TITLE_HEIGHT: f32 = 40.0;
const TITLE_PX: f32 = 20.0;
const SECTION_HEIGHT: f32 = 28.0;
const SECTION_PX: f32 = 15.0;
const ROUND_HEIGHT: f32 = 18.0;
const ROUND_PX: f32 = 11.0;
const CODE_WIDTH: f32 = 34.0;
const SEED_WIDTH: f32 = 24.0;
const SCORE_WIDTH: f32 = 26.0;
const BOX_WIDTH: f32 = 196.0;
const ROW_HEIGHT: f32 = 16.0;
const BOX_HEIGHT: f32 = 2.0 * ROW_HEIGHT;
const GAP: f32 = 6.0;
const COLUMN_GAP: f32 = 30.0;
const SECTION_GAP: f32 = 18.0;
const NAME_PX: f32 = 11.5;
const SMALL_PX: f32 = 9.5;
/// Height of DejaVu's capitals and digits, in ems.
const CAP_HEIGHT: f32 = 0.729;
/// The most pixels a picture may have (a 256-player double elimination has about 27 M).
const MAX_PIXELS: u64 = 48_000_000;

/// Where everything goes: each match's top-left corner, headings, the picture's size.
struct Layout {
    width: u32,
    height: u32,
    /// `[section][round][match]`: the box's left and top.
    boxes: Vec<Vec<Vec<(f32, f32)>>>,
    /// Section headings: text, left, baseline.
    headings: Vec<(String, f32, f32, f32)>,
}

fn layout(picture: &BracketPicture) -> Layout {
    let column = BOX_WIDTH + COLUMN_GAP;
    let mut boxes: Vec<Vec<Vec<(f32, f32)>>> = picture
        .sections
        .iter()
        .map(|s| {
            s.rounds
                .iter()
                .map(|r| vec![(0.0, 0.0); r.matches.len()])
                .collect()
        })
        .collect();
    let mut headings = Vec::new();
    let centre = |boxes: &Vec<Vec<Vec<(f32, f32)>>>, r: &MatchRef| {
        boxes
            .get(r.section)
            .and_then(|s| s.get(r.round))
            .and_then(|m| m.get(r.index))
            .map(|&(_, top)| top + BOX_HEIGHT / 2.0)
    };
    let mut y = MARGIN + TITLE_HEIGHT;
    let mut right = MARGIN + 320.0;
    let mut stacked_columns = 0;
    for (s, section) in picture.sections.iter().enumerate() {
        if section.beside {
            continue;
        }
        headings.push((section.title.clone(), MARGIN, y + 18.0, SECTION_PX));
        y += SECTION_HEIGHT;
        let top = y + ROUND_HEIGHT;
        let mut bottom = top;
        for (r, round) in section.rounds.iter().enumerate() {
            let x = MARGIN + column * r as f32;
            headings.push((round.title.clone(), x + CODE_WIDTH, y + 12.0, ROUND_PX));
            let mut free = top;
            for (i, m) in round.matches.iter().enumerate() {
                let fed: Vec<f32> = m
                    .feeders
                    .iter()
                    .flatten()
                    .filter(|f| f.section == s)
                    .filter_map(|f| centre(&boxes, f))
                    .collect();
                let room = if m.caption.is_empty() {
                    0.0
                } else {
                    ROUND_HEIGHT + GAP
                };
                let at = if fed.is_empty() {
                    free + room
                } else {
                    (fed.iter().sum::<f32>() / fed.len() as f32 - BOX_HEIGHT / 2.0).max(free + room)
                };
                if room > 0.0 {
                    headings.push((m.caption.clone(), x + CODE_WIDTH, at - 6.0, ROUND_PX));
                }
                boxes[s][r][i] = (x, at);
                free = at + BOX_HEIGHT + GAP;
                bottom = bottom.max(at + BOX_HEIGHT);
            }
            right = right.max(x + BOX_WIDTH);
        }
        stacked_columns = stacked_columns.max(section.rounds.len());
        y = bottom + SECTION_GAP;
    }
    // The sections beside: level with their feeders, else under the last match placed.
    let mut x0 = MARGIN + column * stacked_columns as f32;
    let mut last_centre = MARGIN + TITLE_HEIGHT + SECTION_HEIGHT + ROUND_HEIGHT;
    let mut bottom = y;
    for (s, section) in picture.sections.iter().enumerate() {
        if !section.beside {
            continue;
        }
        for (r, round) in section.rounds.iter().enumerate() {
            let x = x0 + column * r as f32;
            for (i, m) in round.matches.iter().enumerate() {
                let fed: Vec<f32> = m
                    .feeders
                    .iter()
                    .flatten()
                    .filter_map(|f| centre(&boxes, f))
                    .collect();
                let middle = if fed.is_empty() {
                    last_centre + 3.0 * BOX_HEIGHT
                } else {
                    fed.iter().sum::<f32>() / fed.len() as f32
                };
                let top = middle - BOX_HEIGHT / 2.0;
                boxes[s][r][i] = (x, top);
                headings.push((m.caption.clone(), x + CODE_WIDTH, top - 6.0, ROUND_PX));
                last_centre = middle;
                bottom = bottom.max(top + BOX_HEIGHT + SECTION_GAP);
                right = right.max(x + BOX_WIDTH);
            }
        }
        x0 += column * section.rounds.len() as f32;
    }
    Layout {
        width: (right + MARGIN).ceil() as u32,
        height: (bottom - SECTION_GAP + MARGIN).ceil() as u32,
        boxes,
        headings,
    }
}

/// The picture's width and height in pixels.
pub fn bracket_picture_size(picture: &BracketPicture) -> (u32, u32) {
    let layout = layout(picture);
    (layout.width, layout.height)
}

/// The bracket as a PNG; [`RenderError::TooLarge`] past about 48 million pixels (a
/// 256-player double elimination is drawn, a 512-player one is not).
pub fn bracket_png(picture: &BracketPicture, theme: Theme) -> Result<Vec<u8>, RenderError> {
    let canvas = bracket_canvas(picture, theme)?;
    encode::png_in_series(&canvas, None)
}

struct Colours {
    page: Rgb,
    ink: Rgb,
    muted: Rgb,
    faint: Rgb,
    panel: Rgb,
    code: Rgb,
    border: Rgb,
    line: Rgb,
    accent: Rgb,
}

/// Fills the pixel box `[x0, x1) × [y0, y1)` with `colour` (clipped to the canvas), a row
/// slice at a time: boxes and lines are most of what a big bracket draws.
fn fill(canvas: &mut Canvas, (x0, y0, x1, y1): (i32, i32, i32, i32), colour: Rgb) {
    let index = canvas.colours.index(colour);
    let width = canvas.width as usize;
    let (x0, x1) = (
        x0.max(0) as usize,
        x1.clamp(0, canvas.width as i32) as usize,
    );
    if x0 >= x1 {
        return;
    }
    for y in y0.max(0)..y1.min(canvas.height as i32) {
        let row = y as usize * width;
        if let Some(run) = canvas.data.get_mut(row + x0..row + x1) {
            run.fill(index);
        }
    }
}

fn bracket_canvas(picture: &BracketPicture, theme: Theme) -> Result<Canvas, RenderError> {
    let palette = Palette::of(theme);
    let colours = Colours {
        page: palette.page,
        ink: palette.ink,
        muted: palette.muted,
        faint: mix(palette.muted, palette.page, 0.35),
        panel: mix(palette.page, palette.cell, 0.6),
        code: mix(palette.page, palette.cell, 1.0),
        border: mix(palette.page, palette.grid, 0.85),
        line: mix(palette.page, palette.muted, 0.55),
        accent: palette.blue,
    };
    let layout = layout(picture);
    if u64::from(layout.width) * u64::from(layout.height) > MAX_PIXELS {
        return Err(RenderError::TooLarge);
    }
    let mut canvas = Canvas::new(layout.width, layout.height, colours.page);
    let title = Style {
        px: TITLE_PX,
        weight: Weight::Bold,
        colour: colours.ink,
    };
    let shown = text::fit(&picture.title, title, layout.width as f32 - 2.0 * MARGIN)?;
    text::draw(&mut canvas, &shown, MARGIN, MARGIN + 22.0, title)?;
    for (words, x, baseline, px) in &layout.headings {
        let style = Style {
            px: *px,
            weight: Weight::Bold,
            colour: if *px >= SECTION_PX {
                colours.ink
            } else {
                colours.muted
            },
        };
        let room = layout.width as f32 - MARGIN - x;
        let shown = text::fit(
            words,
            style,
            room.min(if *px >= SECTION_PX { 600.0 } else { 160.0 }),
        )?;
        text::draw(&mut canvas, &shown, *x, *baseline, style)?;
    }
    // Lines first, so the boxes cover their ends.
    for (s, section) in picture.sections.iter().enumerate() {
        for (r, round) in section.rounds.iter().enumerate() {
            for (i, m) in round.matches.iter().enumerate() {
                let (x, top) = layout.boxes[s][r][i];
                let to = (x, top + BOX_HEIGHT / 2.0);
                for feeder in m.feeders.iter().flatten() {
                    let Some(&(fx, ftop)) = layout
                        .boxes
                        .get(feeder.section)
                        .and_then(|s| s.get(feeder.round))
                        .and_then(|m| m.get(feeder.index))
                    else {
                        continue;
                    };
                    let from = (fx + BOX_WIDTH, ftop + BOX_HEIGHT / 2.0);
                    connect(&mut canvas, from, to, colours.line);
                }
            }
        }
    }
    for (s, section) in picture.sections.iter().enumerate() {
        for (r, round) in section.rounds.iter().enumerate() {
            for (i, m) in round.matches.iter().enumerate() {
                draw_match(&mut canvas, m, layout.boxes[s][r][i], &colours)?;
            }
        }
    }
    // No `compact`: on a 256-player double elimination (27 M pixels) its two passes cost
    // more than the drawing; the palette keeps a few unused colours (some bytes of PLTE).
    Ok(canvas)
}

/// A line from a feeder's right edge to a box's left edge: across, down (or up) halfway
/// along the gap, across again.
fn connect(canvas: &mut Canvas, (x0, y0): (f32, f32), (x1, y1): (f32, f32), colour: Rgb) {
    let (x0, y0, x1, y1) = (
        x0.round() as i32,
        y0.round() as i32,
        x1.round() as i32,
        y1.round() as i32,
    );
    let middle = x1 - (COLUMN_GAP / 2.0) as i32;
    fill(canvas, (x0, y0, middle + 1, y0 + 1), colour);
    fill(
        canvas,
        (middle, y0.min(y1), middle + 1, y0.max(y1) + 1),
        colour,
    );
    fill(canvas, (middle, y1, x1, y1 + 1), colour);
}

fn draw_match(
    canvas: &mut Canvas,
    m: &PictureMatch,
    (x, top): (f32, f32),
    colours: &Colours,
) -> Result<(), RenderError> {
    let (left, upper) = (x.round() as i32, top.round() as i32);
    let (right, lower) = (left + BOX_WIDTH as i32, upper + BOX_HEIGHT as i32);
    let border = if m.in_play {
        colours.accent
    } else {
        colours.border
    };
    fill(canvas, (left - 1, upper - 1, right + 1, lower + 1), border);
    if m.in_play {
        fill(canvas, (left - 2, upper - 2, right + 2, lower + 2), border);
    }
    fill(canvas, (left, upper, right, lower), colours.panel);
    let code_right = left + CODE_WIDTH as i32;
    fill(canvas, (left, upper, code_right, lower), colours.code);
    fill(
        canvas,
        (code_right, upper, code_right + 1, lower),
        colours.border,
    );
    let middle = upper + ROW_HEIGHT as i32;
    fill(
        canvas,
        (code_right, middle, right, middle + 1),
        colours.border,
    );
    let code = Style {
        px: SMALL_PX,
        weight: Weight::Regular,
        colour: colours.muted,
    };
    let shown = text::fit(&m.code, code, CODE_WIDTH - 4.0)?;
    text::draw_centred(
        canvas,
        &shown,
        (x + CODE_WIDTH / 2.0, top + BOX_HEIGHT / 2.0),
        code,
    )?;
    for (row, slot) in m.slots.iter().enumerate() {
        let baseline =
            top + ROW_HEIGHT * row as f32 + ROW_HEIGHT / 2.0 + CAP_HEIGHT * NAME_PX / 2.0;
        let (weight, ink, px) = match slot.look {
            SlotLook::Winner => (Weight::Bold, colours.ink, NAME_PX),
            SlotLook::Player => (Weight::Regular, colours.ink, NAME_PX),
            SlotLook::Loser => (Weight::Regular, colours.muted, NAME_PX),
            SlotLook::Empty => (Weight::Regular, colours.faint, SMALL_PX),
        };
        let seed = Style {
            px: SMALL_PX,
            weight: Weight::Regular,
            colour: colours.muted,
        };
        let seed_text = text::fit(&slot.seed, seed, SEED_WIDTH - 6.0)?;
        let seed_right = x + CODE_WIDTH + SEED_WIDTH - 5.0;
        text::draw(
            canvas,
            &seed_text,
            seed_right - text::measure(&seed_text, seed)?,
            baseline,
            seed,
        )?;
        let name = Style {
            px,
            weight,
            colour: ink,
        };
        let room = BOX_WIDTH - CODE_WIDTH - SEED_WIDTH - SCORE_WIDTH - 2.0;
        let name_text = text::fit(&slot.name, name, room)?;
        text::draw(
            canvas,
            &name_text,
            x + CODE_WIDTH + SEED_WIDTH,
            baseline,
            name,
        )?;
        let score = Style {
            px: NAME_PX,
            weight: Weight::Bold,
            colour: if slot.look == SlotLook::Winner {
                colours.accent
            } else {
                ink
            },
        };
        let score_text = text::fit(&slot.score, score, SCORE_WIDTH - 6.0)?;
        let score_right = x + BOX_WIDTH - 6.0;
        text::draw(
            canvas,
            &score_text,
            score_right - text::measure(&score_text, score)?,
            baseline,
            score,
        )?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    fn slot(name: &str) -> PictureSlot {
        PictureSlot {
            seed: "1".into(),
            name: name.into(),
            score: String::new(),
            look: SlotLook::Player,
        }
    }

    #[test]
    fn a_winner_is_drawn_level_with_its_two_feeders() {
        let game = |feeders| PictureMatch {
            code: "W1.1".into(),
            slots: [slot("a"), slot("b")],
            feeders,
            in_play: false,
            caption: String::new(),
        };
        let feeder = |index| {
            Some(MatchRef {
                section: 0,
                round: 0,
                index,
            })
        };
        let picture = BracketPicture {
            title: "t".into(),
            sections: vec![PictureSection {
                title: "s".into(),
                beside: false,
                rounds: vec![
                    PictureRound {
                        title: "1".into(),
                        matches: vec![game([None, None]), game([None, None])],
                    },
                    PictureRound {
                        title: "2".into(),
                        matches: vec![game([feeder(0), feeder(1)])],
                    },
                ],
            }],
        };
        let layout = layout(&picture);
        let (a, b, c) = (
            layout.boxes[0][0][0].1,
            layout.boxes[0][0][1].1,
            layout.boxes[0][1][0].1,
        );
        assert!((c - (a + b) / 2.0).abs() < 0.01, "{a} {b} {c}");
        assert!(bracket_png(&picture, Theme::Dark).is_ok());
    }
}
