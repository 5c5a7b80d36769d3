//! The header of a Hexdame picture: both players (a disc of their colour each, the player to
//! move in bold), whose turn it is or the result, a draw offer, the last move's facts and the
//! pieces left.

use super::{board::Colours, Scene};
use crate::{
    render::{
        canvas::Canvas,
        header::{draw_in, Header, Span, Tone},
        labels::{capitalised, fill, Labels},
        RenderError, RenderOptions,
    },
    rules::hexdame::{Color, DrawReason, Outcome, WinReason},
};

/// The name of `color` in the labels' language.
pub(super) fn colour_name(labels: &Labels, color: Color) -> &str {
    match color {
        Color::White => &labels.families.hexdame.white,
        Color::Black => &labels.families.hexdame.black,
    }
}

/// The sentence for a finished game.
pub(super) fn outcome_text(labels: &Labels, outcome: Outcome) -> String {
    match outcome {
        Outcome::Win { winner, reason } => {
            let template = match reason {
                WinReason::NoPieces => &labels.families.hexdame.hexdame_won_no_pieces,
                WinReason::NoMoves => &labels.families.hexdame.hexdame_won_no_moves,
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
        Outcome::Draw(DrawReason::Repetition) => {
            labels.families.hexdame.hexdame_draw_repetition.clone()
        }
        Outcome::Draw(DrawReason::Agreement) => {
            labels.families.hexdame.hexdame_draw_agreement.clone()
        }
    }
}

/// Draws the header of `scene` into the top band of `canvas`, a picture `width` pixels wide.
pub(super) fn draw(
    canvas: &mut Canvas,
    scene: &Scene<'_>,
    options: &RenderOptions,
    c: &Colours,
    width: u32,
) -> Result<(), RenderError> {
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
                &labels.families.hexdame.hexdame_draw_offer,
                &[("player", colour_name(labels, color))],
            )),
            Tone::Alert,
        ));
    }
    let mut facts = Vec::new();
    if let Some((mv, before)) = scene.last {
        facts.push(Span::Text(
            capitalised(&fill(
                &labels.families.hexdame.hexdame_last_move,
                &[("move", &mv.to_string())],
            )),
            Tone::Normal,
        ));
        if mv.is_capture() {
            facts.push(sep());
            facts.push(Span::Text(
                fill(
                    &labels.families.hexdame.hexdame_captured,
                    &[("n", &mv.captured().len().to_string())],
                ),
                Tone::Normal,
            ));
        }
        if before.promotes(mv) {
            facts.push(sep());
            facts.push(Span::Text(
                labels.families.hexdame.hexdame_crowned.clone(),
                Tone::Strong,
            ));
        }
        facts.push(sep());
    }
    facts.push(Span::Text(
        capitalised(&fill(
            &labels.families.hexdame.hexdame_pieces,
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
            labels.families.hexdame.hexdame.clone()
        } else {
            options.title.clone()
        },
        title_right: counter,
        title_right_short: None,
        lines: vec![players, status, facts],
    };
    draw_in(canvas, width, &c.base, &head)
}
