//! A Hexdame board as terminal text, White at the bottom as in the pictures.

use std::fmt::Write as _;

use super::{
    header::{colour_name, outcome_text},
    scene_of,
};
use crate::{
    render::labels::{capitalised, fill, Labels},
    rules::hexdame::{Cell, Color, Game, Piece, Role},
};

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
pub fn terminal_hexdame(game: &Game, labels: &Labels, colour: bool) -> String {
    let scene = scene_of(game, game.moves().len(), None);
    let mut out = String::new();
    let state = match (scene.outcome, scene.to_move) {
        (Some(outcome), _) => capitalised(&outcome_text(labels, outcome)),
        (None, Some(color)) => capitalised(&fill(
            &labels.to_move,
            &[("player", colour_name(labels, color))],
        )),
        (None, None) => String::new(),
    };
    let _ = writeln!(
        out,
        "{}{}{}{}{}",
        labels.families.hexdame.hexdame,
        labels.separator,
        fill(&labels.moves_made, &[("n", &scene.ply.to_string())]),
        labels.separator,
        state
    );
    let mut facts = Vec::new();
    if let Some((mv, _)) = scene.last {
        facts.push(capitalised(&fill(
            &labels.families.hexdame.hexdame_last_move,
            &[("move", &mv.to_string())],
        )));
        if mv.is_capture() {
            facts.push(fill(
                &labels.families.hexdame.hexdame_captured,
                &[("n", &mv.captured().len().to_string())],
            ));
        }
    }
    facts.push(capitalised(&fill(
        &labels.families.hexdame.hexdame_pieces,
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
    fn the_terminal_board_has_every_cell_and_label() {
        let game = Game::replay("d4-e5 f6xd4").unwrap();
        let text = terminal_hexdame(&game, &Labels::default(), false);
        let board: String = text.lines().skip(2).collect();
        let cells = board.matches(['○', '●', '♔', '♚', '·', '*', '×']).count();
        assert_eq!(cells, 61, "{text}");
        assert_eq!(text.matches('○').count(), 15);
        assert_eq!(text.matches('●').count(), 16);
        assert!(text.contains("Last move f6xd4"), "{text}");
        assert!(!text.contains('\x1b'));
        assert!(terminal_hexdame(&game, &Labels::default(), true).contains('\x1b'));
    }
}
