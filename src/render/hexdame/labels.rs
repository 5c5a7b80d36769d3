//! The phrases of Hexdame's pictures (part of [`crate::render::Labels`], flattened: each
//! field is the Fluent message `board-…` of its name, as every label).

use serde::{Deserialize, Serialize};

/// Hexdame's phrases (English by default).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(default)]
pub struct DameLabels {
    /// The game's name.
    pub hexdame: String,
    /// The first player's colour name.
    pub white: String,
    /// The second player's colour name.
    pub black: String,
    /// The last move was `{move}`.
    pub hexdame_last_move: String,
    /// The last move captured `{n}` pieces.
    pub hexdame_captured: String,
    /// The last move made a king.
    pub hexdame_crowned: String,
    /// Pieces left, `{white}` and `{black}` (men and kings).
    pub hexdame_pieces: String,
    /// `{player}` offers a draw.
    pub hexdame_draw_offer: String,
    /// `{player}` won because `{loser}` has no piece left.
    pub hexdame_won_no_pieces: String,
    /// `{player}` won because `{loser}` cannot move.
    pub hexdame_won_no_moves: String,
    /// Drawn by threefold repetition.
    pub hexdame_draw_repetition: String,
    /// Drawn by agreement.
    pub hexdame_draw_agreement: String,
    /// Legend: a crowned piece is a king.
    pub legend_king: String,
    /// Legend: a crossed, faded piece was captured by the last move.
    pub legend_captured: String,
}

impl Default for DameLabels {
    fn default() -> Self {
        let s = |text: &str| text.to_owned();
        Self {
            hexdame: s("Hexdame"),
            white: s("White"),
            black: s("Black"),
            hexdame_last_move: s("last move {move}"),
            hexdame_captured: s("{n} captured"),
            hexdame_crowned: s("crowned"),
            hexdame_pieces: s("pieces: White {white} · Black {black}"),
            hexdame_draw_offer: s("{player} offers a draw"),
            hexdame_won_no_pieces: s("{player} wins: {loser} has no pieces left"),
            hexdame_won_no_moves: s("{player} wins: {loser} cannot move"),
            hexdame_draw_repetition: s("draw by threefold repetition"),
            hexdame_draw_agreement: s("draw by agreement"),
            legend_king: s("king"),
            legend_captured: s("captured"),
        }
    }
}
