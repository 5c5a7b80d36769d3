//! The knowledge replay of a finished Dark Hex game: an animated GIF, three panels a frame —
//! what Red knew, the true board, what Blue knew — one frame a move.
//!
//! Every panel is drawn from its own privacy type: Red's panel from Red's [`PlayerView`] only,
//! Blue's from Blue's, the middle one from the [`Revealed`] board, which exists only once the
//! game is over. [`crate::rules::Walk`] gives the three at each move.
//!
//! Marks: a hit is outlined on the frame it happens, in the hitter's panel and on the true
//! board; afterwards the found stone keeps a ring in the hitter's panel (and every hit cell
//! does on the true board). The victim's panel says, on that frame, that one of its stones was
//! found (not which: the victim did not know). A placement is dotted on its frame, in the
//! mover's panel and on the true board. The caption line says who moved, where, and whether
//! it hit; the last frame shows the result, the winning chain highlighted, and holds 5 s.
//!
//! Fitting Discord's upload limit (10 MiB a file, `tests/support/discord/DISCORD.md`):
//! - frame size: at most 1920 pixels wide (see [`panel`]): 7×7 is 1860×556, 19×19 1887×546;
//! - palette: one global palette of at most 255 colours plus transparency (the boards use a
//!   few dozen: flat colours, edges anti-aliased in ten steps), chosen by the existing encoder
//!   ([`super::encode::gif_timed`]);
//! - each frame after the first is only the rectangle that changed, unchanged pixels
//!   transparent, so a move costs a few kilobytes;
//! - long games: at most [`MAX_FRAMES`] frames; beyond that, runs of moves without a hit are
//!   merged into one frame (its caption names the moves it covers), while every hit keeps a
//!   frame of its own. A 19×19 game of 300 moves stays far below the limit (`hextable bench
//!   render` prints the figures).

mod panel;

use crate::rules::{DarkVersion, Move, MoveResult, Player, PlayerView, Revealed, Variant};

use self::panel::{base, Base, Look, CAPTION_PX, FACT_LINE, FACT_PX, HEADING_PX, PAD, TITLE_PX};
use super::{
    canvas::Canvas,
    encode,
    header::{self, colour_name},
    labels::{capitalised, fill},
    text::{self, Style, Weight},
    RenderError, RenderOptions,
};

/// The most frames a knowledge replay has (about 3 s a … 0.3 s a frame: a minute and a half).
pub const MAX_FRAMES: usize = 300;

/// The knowledge replay of a finished game as an animated GIF.
pub fn knowledge_gif(board: &Revealed, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let plan = plan(board);
    let count = plan.len();
    let quiet = (6000 / count.max(1)).clamp(30, 90) as u16;
    let hits: Vec<bool> = plan.iter().map(|&ply| is_hit(board, ply)).collect();
    let mut walk = board.walk();
    encode::gif_timed(
        count,
        |n| match n {
            n if n + 1 == count => 500,
            n if hits.get(n).copied().unwrap_or(false) => (2 * quiet).min(160),
            _ => quiet,
        },
        |n| frame(&mut walk, &plan, n, options),
    )
}

/// Frame `index` of the knowledge replay as a PNG (to look at one frame, and for goldens).
pub fn knowledge_frame_png(
    board: &Revealed,
    options: &RenderOptions,
    index: usize,
) -> Result<Vec<u8>, RenderError> {
    let plan = plan(board);
    let canvas = frame(
        &mut board.walk(),
        &plan,
        index.min(plan.len().saturating_sub(1)),
        options,
    )?;
    encode::png_in_series(&canvas, None)
}

/// The number of frames the knowledge replay of `board` has.
pub fn knowledge_frame_count(board: &Revealed) -> usize {
    plan(board).len()
}

/// The width and height of the knowledge replay's frames for a board size.
pub fn knowledge_picture_size(size: crate::rules::BoardSize) -> (u32, u32) {
    let geometry = panel::Geometry::new(size);
    (geometry.width, geometry.height)
}

fn is_hit(board: &Revealed, ply: usize) -> bool {
    ply > 0
        && board
            .record()
            .get(ply - 1)
            .is_some_and(|e| e.result == MoveResult::Hit)
}

/// The position each frame shows, as a number of moves: every move, or for a long game runs
/// of quiet moves merged so that there are at most [`MAX_FRAMES`] frames. Merging tries, in
/// turn: every hit a frame of its own (the move before a hit ends a frame); every hit the
/// last move of its frame; and, for a game with more hits than frames, even runs. A game
/// without moves has one frame, the empty boards.
fn plan(board: &Revealed) -> Vec<usize> {
    let total = board.ply();
    if total == 0 {
        return vec![0];
    }
    let make = |step: usize, hit_ends: bool, hit_alone: bool| {
        let mut plies = Vec::new();
        let mut run = 0;
        for ply in 1..=total {
            run += 1;
            let ends = ply == total
                || run >= step
                || (hit_ends && is_hit(board, ply))
                || (hit_alone && is_hit(board, ply + 1));
            if ends {
                plies.push(ply);
                run = 0;
            }
        }
        plies
    };
    for (hit_ends, hit_alone) in [(true, true), (true, false), (false, false)] {
        // The fewest frames this way (every quiet run merged whole) must fit first.
        if make(total, hit_ends, hit_alone).len() > MAX_FRAMES {
            continue;
        }
        for step in 1..=total {
            let plies = make(step, hit_ends, hit_alone);
            if plies.len() <= MAX_FRAMES {
                return plies;
            }
        }
    }
    make(total.div_ceil(MAX_FRAMES), false, false)
}

/// Draws frame `n` of `plan`.
fn frame(
    walk: &mut crate::rules::Walk,
    plan: &[usize],
    n: usize,
    options: &RenderOptions,
) -> Result<Canvas, RenderError> {
    let ply = plan.get(n).copied().unwrap_or(0);
    let from = match n {
        0 => 1,
        _ => plan.get(n - 1).copied().unwrap_or(0) + 1,
    };
    let last = n + 1 == plan.len();
    let total = walk.board().ply();
    let moment = walk.at(ply);
    let board = &moment.truth;
    let settings = board.settings();
    let base = base(settings.size, options.theme)?;
    let mut canvas = base.canvas.clone();
    let entry = ply
        .checked_sub(1)
        .and_then(|i| board.record().get(i))
        .copied();
    let cell_of = |mv: Move| match mv {
        Move::Place(cell) => Some(cell),
        Move::Swap => None,
    };

    // The true board: every stone, hit cells ringed; at the end the deciding chain in full
    // colour and the rest faded.
    let chain: Vec<_> = if last {
        board.chain().unwrap_or_default().to_vec()
    } else {
        Vec::new()
    };
    let hits = board.hit_cells();
    for cell in settings.size.cells() {
        if let Some(player) = board.stone(cell) {
            let ringed = hits.contains(&cell);
            let faded = !chain.is_empty() && !chain.contains(&cell);
            let look = match (faded, ringed) {
                (false, false) => Look::Plain,
                (false, true) => Look::Ringed,
                (true, false) => Look::Faded,
                (true, true) => Look::FadedRinged,
            };
            base.stone(&mut canvas, 1, cell, player, look);
        }
    }
    // Each player's knowledge, from their own view only.
    for (panel, view) in [(0, &moment.red), (2, &moment.blue)] {
        knowledge_panel(&base, &mut canvas, panel, view);
    }
    // This frame's move.
    if let Some(entry) = entry {
        if let Some(cell) = cell_of(entry.mv) {
            let panel = match entry.player {
                Player::Red => 0,
                Player::Blue => 2,
            };
            if entry.result == MoveResult::Hit {
                base.outline(&mut canvas, 1, cell);
                base.outline(&mut canvas, panel, cell);
            } else {
                base.dot(&mut canvas, 1, cell);
                base.dot(&mut canvas, panel, cell);
            }
        }
    }

    words(
        &base,
        &mut canvas,
        options,
        &moment.red,
        &moment.blue,
        Caption {
            board,
            ply,
            total,
            from,
            last,
            entry,
        },
    )?;
    Ok(canvas)
}

/// One player's panel: their own stones, the enemy stones they found (ringed).
fn knowledge_panel(base: &Base, canvas: &mut Canvas, panel: usize, view: &PlayerView) {
    let viewer = view.viewer();
    for cell in view.settings().size.cells() {
        if let Some(player) = view.stone(cell) {
            let look = if player == viewer {
                Look::Plain
            } else {
                Look::Ringed
            };
            base.stone(canvas, panel, cell, player, look);
        }
    }
}

/// What the words of a frame are about.
struct Caption<'a> {
    board: &'a Revealed,
    ply: usize,
    /// The moves of the whole game (the board is the game after `ply` of them).
    total: usize,
    from: usize,
    last: bool,
    entry: Option<crate::rules::RecordEntry>,
}

/// The title line, the panel headings, the lines under the panels and the caption.
fn words(
    base: &Base,
    canvas: &mut Canvas,
    options: &RenderOptions,
    red: &PlayerView,
    blue: &PlayerView,
    caption: Caption,
) -> Result<(), RenderError> {
    let g = &base.geometry;
    let palette = &base.palette;
    let labels = &options.labels;
    let settings = caption.board.settings();
    let style = |px: f32, weight: Weight, colour| Style { px, weight, colour };
    let right = g.width as f32 - PAD as f32;

    // Title: the game on the left, the move counter on the right.
    let title_base = (PAD as f32) + 0.8 * TITLE_PX + 4.0;
    let counter = capitalised(&fill(
        &labels.replay_step,
        &[
            ("n", &caption.ply.to_string()),
            ("total", &caption.total.to_string()),
        ],
    ));
    let counter_style = style(TITLE_PX * 0.8, Weight::Regular, palette.muted);
    let counter_w = text::measure(&counter, counter_style)?;
    text::draw(
        canvas,
        &counter,
        right - counter_w,
        title_base,
        counter_style,
    )?;
    let title_style = style(TITLE_PX, Weight::Bold, palette.ink);
    let title = header::title(options, settings.variant, settings.size);
    let title = text::fit(&title, title_style, right - counter_w - 40.0 - PAD as f32)?;
    text::draw(canvas, &title, PAD as f32, title_base, title_style)?;

    // Panel headings: "What Red knew · alice", "The board", "What Blue knew · bob".
    let heading_base = g.heading_y as f32 + 0.8 * HEADING_PX + 2.0;
    let strong = style(HEADING_PX, Weight::Bold, palette.ink);
    let muted = style(HEADING_PX, Weight::Regular, palette.muted);
    for (panel, player) in [(0, Some(Player::Red)), (1, None), (2, Some(Player::Blue))] {
        let x0 = g.panel_x[panel] as f32;
        let mut x = x0;
        let width = g.panel_w as f32;
        let (heading, name) = match player {
            Some(p) => {
                let r = 0.36 * HEADING_PX;
                header::stone_icon(
                    canvas,
                    palette,
                    p,
                    (x + r, heading_base - 0.36 * HEADING_PX),
                    r,
                );
                x += 2.0 * r + 8.0;
                let name = match p {
                    Player::Red => &options.red_name,
                    Player::Blue => &options.blue_name,
                };
                (
                    capitalised(&fill(
                        &labels.knowledge_of,
                        &[("player", colour_name(labels, p))],
                    )),
                    Some(name),
                )
            }
            None => (capitalised(&labels.knowledge_truth), None),
        };
        let heading = text::fit(&heading, strong, x0 + width - x)?;
        x = text::draw(canvas, &heading, x, heading_base, strong)?;
        if let Some(name) = name.filter(|n| !n.is_empty()) {
            let rest = format!("{}{name}", labels.separator);
            let rest = text::fit(&rest, muted, x0 + width - x)?;
            text::draw(canvas, &rest, x, heading_base, muted)?;
        }
    }

    // Under each panel: the counts, and on the frame of a hit, the victim is told.
    let fact = style(FACT_PX, Weight::Regular, palette.muted);
    let alert = style(FACT_PX, Weight::Bold, palette.alert);
    let fact_base = |line: i32| (g.facts_y + line * FACT_LINE) as f32 + 0.8 * FACT_PX + 2.0;
    let hit_now = caption.entry.filter(|e| e.result == MoveResult::Hit);
    for (panel, view) in [(0, red), (2, blue)] {
        let viewer = view.viewer();
        let width = g.panel_w as f32;
        let counts = capitalised(&fill(
            &labels.knowledge_counts,
            &[
                ("found", &view.enemy_stones_found().to_string()),
                ("lost", &view.stones_found_by_opponent().to_string()),
                ("opponent", colour_name(labels, viewer.opponent())),
            ],
        ));
        let counts = text::fit(&counts, fact, width)?;
        text::draw(canvas, &counts, g.panel_x[panel] as f32, fact_base(0), fact)?;
        if let Some(hit) = hit_now.filter(|e| e.player != viewer) {
            let words = capitalised(&fill(
                &labels.knowledge_was_hit,
                &[("player", colour_name(labels, hit.player))],
            ));
            let words = text::fit(&words, alert, width)?;
            text::draw(canvas, &words, g.panel_x[panel] as f32, fact_base(1), alert)?;
        }
    }
    let hits = caption.board.hit_cells().len();
    if hits > 0 {
        let words = capitalised(&fill(&labels.hits_ringed, &[("n", &hits.to_string())]));
        let words = text::fit(&words, fact, g.panel_w as f32)?;
        text::draw(canvas, &words, g.panel_x[1] as f32, fact_base(0), fact)?;
    }

    // The caption: what happened on this frame.
    let caption_base = g.caption_y as f32 + 0.8 * CAPTION_PX + 6.0;
    let line = caption_line(options, &caption);
    let tone = if hit_now.is_some() && !caption.last {
        palette.alert
    } else {
        palette.ink
    };
    let caption_style = style(CAPTION_PX, Weight::Bold, tone);
    let line = text::fit(&line, caption_style, right - PAD as f32 - 40.0)?;
    let mut x = PAD as f32;
    if let Some(entry) = caption.entry {
        let r = 0.36 * CAPTION_PX;
        header::stone_icon(
            canvas,
            palette,
            entry.player,
            (x + r, caption_base - 0.36 * CAPTION_PX),
            r,
        );
        x += 2.0 * r + 10.0;
    }
    text::draw(canvas, &line, x, caption_base, caption_style)?;
    Ok(())
}

/// The caption's sentence: "Red played d4", "Blue played c3: a hidden Red stone, now found —
/// Blue moves again", behind "Moves 41–44" for merged frames; the result on the last frame.
fn caption_line(options: &RenderOptions, caption: &Caption) -> String {
    let labels = &options.labels;
    let settings = caption.board.settings();
    let mut parts = Vec::new();
    if caption.last {
        if let Some(outcome) = caption.board.outcome() {
            parts.push(capitalised(&header::outcome_text(
                labels,
                settings.variant,
                outcome,
            )));
        }
    }
    if caption.ply > caption.from {
        parts.push(capitalised(&fill(
            &labels.knowledge_moves,
            &[
                ("from", &caption.from.to_string()),
                ("to", &caption.ply.to_string()),
            ],
        )));
    }
    if let Some(entry) = caption.entry {
        let player = colour_name(labels, entry.player);
        let opponent = colour_name(labels, entry.player.opponent());
        let cell = entry.mv.to_string();
        let args = [
            ("player", player),
            ("opponent", opponent),
            ("cell", cell.as_str()),
        ];
        let mut words = match entry.result {
            MoveResult::Hit => fill(&labels.knowledge_hit, &args),
            MoveResult::Placed | MoveResult::Swap => fill(&labels.knowledge_placed, &args),
        };
        let again = entry.result == MoveResult::Hit
            && settings.variant == Variant::DarkHex(DarkVersion::Classic)
            && !caption.last;
        if again {
            words.push_str(" — ");
            words.push_str(&fill(&labels.knowledge_again, &args));
        }
        parts.push(capitalised(&words));
    }
    parts.join(&labels.separator)
}

#[cfg(test)]
mod tests;
