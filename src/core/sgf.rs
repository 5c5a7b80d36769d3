//! Hex SGF export (`GM[11]`), as read by HexGUI: Red is the first player (`B`), Blue the second
//! (`W`); cells in `a1` notation; the swap as `swap-pieces`. Dark Hex hits are kept as moves
//! with a comment, so the record replays exactly.

use std::fmt::Write;

use super::table::{Status, Table};
use crate::rules::{EndReason, Move, MoveResult, Player};

fn escape(text: &str) -> String {
    text.replace('\\', "\\\\").replace(']', "\\]")
}

/// The game record as Hex SGF.
pub fn export(table: &Table) -> String {
    let meta = &table.meta;
    let Some(game) = table.game.hex() else {
        // Other families' records are their own move lists, not SGF.
        return String::new();
    };
    let settings = game.settings();
    let size = settings.size;
    let mut out = String::from("(;FF[4]GM[11]AP[hextable]");
    if size.is_square() {
        let _ = write!(out, "SZ[{}]", size.rows());
    } else {
        let _ = write!(out, "SZ[{}:{}]", size.cols(), size.rows());
    }
    let _ = write!(
        out,
        "GN[#{}]PB[{}]PW[{}]",
        meta.id,
        escape(&meta.first.name()),
        escape(&meta.second.name())
    );
    let _ = write!(out, "GC[{}]", escape(settings.variant.name()));
    if let Some(outcome) = game.outcome() {
        let who = match outcome.winner {
            Player::Red => 'B',
            Player::Blue => 'W',
        };
        let how = match outcome.reason {
            EndReason::Connection => "",
            EndReason::Resignation => "Resign",
            EndReason::Timeout => "Time",
        };
        let _ = write!(out, "RE[{who}+{how}]");
    } else if meta.status == Status::Aborted {
        out.push_str("RE[Void]");
    }
    for entry in game.record() {
        let colour = match entry.player {
            Player::Red => 'B',
            Player::Blue => 'W',
        };
        let point = match entry.mv {
            Move::Place(cell) => cell.to_string(),
            Move::Swap => "swap-pieces".to_owned(),
        };
        let _ = write!(out, ";{colour}[{point}]");
        if entry.result == MoveResult::Hit {
            out.push_str("C[hit]");
        }
    }
    out.push(')');
    out
}
