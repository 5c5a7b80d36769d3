//! Boards as terminal text for the local mode: Unicode stones, optional ANSI colours.
//!
//! ```text
//!     a b c
//!  1  ● · ·  1
//!    2  · ◉ ·  2
//!      3  · · ○  3
//!         a b c
//! ```
//!
//! Red's stones are `●`, Blue's `○` (so the board reads without colour too); an enemy stone
//! the viewer found is `◉` (Red) or `◎` (Blue); empty cells are `·`. With colour, letters (Red's
//! edges) are red, numbers (Blue's edges) blue, the last move is underlined and a cell just
//! hit shown in reverse video.

use std::fmt::Write as _;

use super::{
    header::{colour_name, outcome_text, to_move_text, variant_name},
    labels::{capitalised, fill, Labels},
};
use crate::rules::{
    BoardSize, Cell, Move, MoveResult, Player, PlayerView, Revealed, SpectatorView,
};

const RED: &str = "\x1b[1;38;5;202m";
const BLUE: &str = "\x1b[1;38;5;33m";
const DIM: &str = "\x1b[2m";
const UNDERLINE: &str = "\x1b[4m";
const REVERSE: &str = "\x1b[7m";
const RESET: &str = "\x1b[0m";

/// What is drawn on one cell.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
struct Mark {
    stone: Option<Player>,
    found: bool,
    last: bool,
    hit: bool,
    faded: bool,
}

const EMPTY: Mark = Mark {
    stone: None,
    found: false,
    last: false,
    hit: false,
    faded: false,
};

fn paint(out: &mut String, text: &str, codes: &[&str], colour: bool) {
    if colour && !codes.is_empty() {
        for code in codes {
            out.push_str(code);
        }
        out.push_str(text);
        out.push_str(RESET);
    } else {
        out.push_str(text);
    }
}

fn player_code(player: Player) -> &'static str {
    match player {
        Player::Red => RED,
        Player::Blue => BLUE,
    }
}

fn board(size: BoardSize, marks: &[Mark], colour: bool) -> String {
    let mut out = String::new();
    let cols = usize::from(size.cols());
    let letters: String = (0..size.cols())
        .map(|c| Cell::new(0, c).column_letter().to_string())
        .collect::<Vec<_>>()
        .join(" ");
    out.push_str("     ");
    paint(&mut out, &letters, &[RED], colour);
    out.push('\n');
    for r in 0..size.rows() {
        let indent = " ".repeat(usize::from(r));
        let number = format!("{:>2}", u32::from(r) + 1);
        out.push_str(&indent);
        out.push(' ');
        paint(&mut out, &number, &[BLUE], colour);
        out.push_str("  ");
        for c in 0..size.cols() {
            let i = usize::from(r) * cols + usize::from(c);
            let mark = marks.get(i).copied().unwrap_or(EMPTY);
            let symbol = match (mark.stone, mark.found) {
                (None, _) => "·",
                (Some(Player::Red), false) => "●",
                (Some(Player::Blue), false) => "○",
                (Some(Player::Red), true) => "◉",
                (Some(Player::Blue), true) => "◎",
            };
            let mut codes = Vec::new();
            match mark.stone {
                Some(p) => codes.push(player_code(p)),
                None => codes.push(DIM),
            }
            if mark.faded {
                codes.push(DIM);
            }
            if mark.last {
                codes.push(UNDERLINE);
            }
            if mark.hit {
                codes.push(REVERSE);
            }
            if c > 0 {
                out.push(' ');
            }
            paint(&mut out, symbol, &codes, colour);
        }
        out.push_str("  ");
        paint(&mut out, number.trim_start(), &[BLUE], colour);
        out.push('\n');
    }
    out.push_str(&" ".repeat(usize::from(size.rows()) + 4));
    paint(&mut out, &letters, &[RED], colour);
    out.push('\n');
    out
}

fn status_line(
    labels: &Labels,
    variant: crate::rules::Variant,
    size: BoardSize,
    ply: usize,
    outcome: Option<crate::rules::HexOutcome>,
    to_move: Option<Player>,
) -> String {
    let state = match (outcome, to_move) {
        (Some(o), _) => capitalised(&outcome_text(labels, variant, o)),
        (None, Some(p)) => to_move_text(labels, p),
        (None, None) => String::new(),
    };
    format!(
        "{} {}{}{}{}{}",
        variant_name(labels, variant),
        size,
        labels.separator,
        fill(&labels.moves_made, &[("n", &ply.to_string())]),
        labels.separator,
        state
    )
}

fn move_cell(mv: Move, first: Option<Move>) -> Option<Cell> {
    match (mv, first) {
        (Move::Place(cell), _) => Some(cell),
        (Move::Swap, Some(Move::Place(cell))) => Some(cell.mirrored()),
        _ => None,
    }
}

/// One player's private view as terminal text: a status line, the player's facts, the board.
pub fn terminal_player_view(view: &PlayerView, labels: &Labels, colour: bool) -> String {
    let settings = view.settings();
    let size = settings.size;
    let dark = settings.variant.is_dark();
    let viewer = view.viewer();
    let mut marks: Vec<Mark> = view
        .cells()
        .iter()
        .map(|&stone| Mark {
            stone,
            found: dark && stone == Some(viewer.opponent()),
            ..EMPTY
        })
        .collect();
    let first = view.timeline().first().and_then(|s| s.mv);
    let just_hit = view.just_hit();
    if let Some(cell) = just_hit {
        if let Some(i) = size.index_of(cell) {
            marks[i].hit = true;
        }
    } else if let Some(cell) = view
        .last_known_move()
        .and_then(|s| s.mv)
        .and_then(|mv| move_cell(mv, first))
    {
        if let Some(i) = size.index_of(cell) {
            marks[i].last = true;
        }
    }
    let mut out = status_line(
        labels,
        settings.variant,
        size,
        view.ply(),
        view.outcome(),
        view.to_move(),
    );
    out.push('\n');
    let mut facts = vec![capitalised(&fill(
        &labels.you_play,
        &[("player", colour_name(labels, viewer))],
    ))];
    if dark {
        if let Some(cell) = just_hit {
            facts.push(fill(&labels.you_hit, &[("cell", &cell.to_string())]));
        } else if view.opponent_just_hit() {
            facts.push(labels.opponent_just_hit.clone());
        }
        facts.push(fill(
            &labels.you_found,
            &[("n", &view.enemy_stones_found().to_string())],
        ));
        facts.push(fill(
            &labels.opponent_found,
            &[("n", &view.stones_found_by_opponent().to_string())],
        ));
    } else if view.timeline().iter().any(|s| s.result == MoveResult::Swap) {
        facts.push(labels.swapped.clone());
    }
    let _ = writeln!(out, "{}", facts.join(&labels.separator));
    out.push_str(&board(size, &marks, colour));
    out
}

/// The channel's view as terminal text: counts and an empty board.
pub fn terminal_spectator(view: &SpectatorView, labels: &Labels, colour: bool) -> String {
    let settings = view.settings();
    let mut out = status_line(
        labels,
        settings.variant,
        settings.size,
        view.ply(),
        view.outcome(),
        view.to_move(),
    );
    out.push('\n');
    if settings.variant.is_dark() {
        let _ = writeln!(
            out,
            "{}",
            capitalised(&fill(
                &labels.spectator_counts,
                &[
                    ("stones", &view.stones_placed().to_string()),
                    ("hits", &view.hits().to_string()),
                ],
            ))
        );
    }
    out.push_str(&board(settings.size, &[], colour));
    out
}

/// The whole board as terminal text: hits shown as found stones, stones off the deciding
/// chain dimmed (with colour), the last move underlined.
pub fn terminal_revealed(board_: &Revealed, labels: &Labels, colour: bool) -> String {
    let settings = board_.settings();
    let size = settings.size;
    let chain = board_.chain().unwrap_or_default();
    let hits = board_.hit_cells();
    let mut marks: Vec<Mark> = size
        .cells()
        .map(|cell| Mark {
            stone: board_.stone(cell),
            found: hits.contains(&cell),
            faded: !chain.is_empty() && !chain.contains(&cell),
            ..EMPTY
        })
        .collect();
    let first = board_.record().first().map(|e| e.mv);
    if let Some(cell) = board_.last_move().and_then(|e| move_cell(e.mv, first)) {
        if let Some(i) = size.index_of(cell) {
            marks[i].last = true;
        }
    }
    let mut out = status_line(
        labels,
        settings.variant,
        size,
        board_.ply(),
        board_.outcome(),
        board_.to_move(),
    );
    out.push('\n');
    if settings.variant.is_dark() && !hits.is_empty() {
        let _ = writeln!(
            out,
            "{}",
            capitalised(&fill(
                &labels.hits_ringed,
                &[("n", &hits.len().to_string())]
            ))
        );
    }
    out.push_str(&board(size, &marks, colour));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::{parse_move_list, DarkVersion, GameSettings, HexGame, Variant};

    fn game(variant: Variant, n: u32, moves: &str) -> HexGame {
        let settings = GameSettings::new(variant, BoardSize::square(n).unwrap());
        HexGame::from_moves(settings, &parse_move_list(moves).unwrap()).unwrap()
    }

    #[test]
    fn a_private_view_shows_own_and_found_stones_only() {
        // Red a1, Blue b2, Red b2 (a hit: Red finds Blue's b2 and moves again), Red c3.
        let g = game(Variant::DarkHex(DarkVersion::Classic), 3, "a1 b2 b2 c3");
        let red = terminal_player_view(&g.player_view(Player::Red), &Labels::default(), false);
        let board: Vec<&str> = red.lines().skip(2).collect();
        assert_eq!(
            board,
            [
                "     a b c",
                "  1  ● · ·  1",
                "   2  · ◎ ·  2",
                "    3  · · ●  3",
                "       a b c",
            ]
        );
        assert!(red.contains("you have found 1 of their stones"), "{red}");
        let blue = terminal_player_view(&g.player_view(Player::Blue), &Labels::default(), false);
        assert!(!blue.contains('●'), "Blue sees no Red stone: {blue}");
        assert!(
            blue.contains("your opponent has found 1 of your stones"),
            "{blue}"
        );
    }

    #[test]
    fn colour_marks_the_last_move_and_the_hit() {
        let g = game(Variant::DarkHex(DarkVersion::Classic), 3, "a1 b2 b2");
        let red = terminal_player_view(&g.player_view(Player::Red), &Labels::default(), true);
        assert!(red.contains(&format!("{BLUE}{REVERSE}◎{RESET}")), "{red:?}");
        let g = game(Variant::Hex, 3, "a1 b2");
        let red = terminal_player_view(&g.player_view(Player::Red), &Labels::default(), true);
        assert!(
            red.contains(&format!("{BLUE}{UNDERLINE}○{RESET}")),
            "{red:?}"
        );
    }

    #[test]
    fn the_spectator_board_is_empty_and_the_revealed_board_full() {
        let g = game(
            Variant::DarkHex(DarkVersion::Classic),
            3,
            "a1 b2 b2 c3 a2 a3",
        );
        let spectator = terminal_spectator(&g.spectator_view(), &Labels::default(), false);
        assert!(
            !spectator.contains('●') && !spectator.contains('○'),
            "{spectator}"
        );
        assert!(spectator.contains("hits: 1"), "{spectator}");
        let over = game(Variant::DarkHex(DarkVersion::Classic), 3, "a1 b1 a2 b2 a3");
        let revealed = terminal_revealed(&over.revealed().unwrap(), &Labels::default(), false);
        assert!(revealed.contains("Red wins"), "{revealed}");
        assert_eq!(revealed.matches('●').count(), 3);
        assert_eq!(revealed.matches('○').count(), 2);
    }
}
