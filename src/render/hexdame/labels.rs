//! The phrases of Hexdame's pictures (part of [`crate::render::Labels`], in its `families`:
//! each field is written with its Fluent message of `board.ftl`).

use crate::render::labels::phrases;

phrases! {
    /// Hexdame's phrases (English by default).
    pub struct DameLabels {
        /// The game's name.
        hexdame: "board-hexdame" = "Hexdame",
        /// The first player's colour name.
        white: "board-white" = "White",
        /// The second player's colour name.
        black: "board-black" = "Black",
        /// The last move was `{move}`.
        hexdame_last_move: "board-hexdame-last-move" = "last move {move}",
        /// The last move captured `{n}` pieces.
        hexdame_captured: "board-hexdame-captured" = "{n} captured",
        /// The last move made a king.
        hexdame_crowned: "board-hexdame-crowned" = "crowned",
        /// Pieces left, `{white}` and `{black}` (men and kings).
        hexdame_pieces: "board-hexdame-pieces" = "pieces: White {white} · Black {black}",
        /// `{player}` offers a draw.
        hexdame_draw_offer: "board-hexdame-draw-offer" = "{player} offers a draw",
        /// `{player}` won because `{loser}` has no piece left.
        hexdame_won_no_pieces: "board-hexdame-won-no-pieces"
            = "{player} wins: {loser} has no pieces left",
        /// `{player}` won because `{loser}` cannot move.
        hexdame_won_no_moves: "board-hexdame-won-no-moves" = "{player} wins: {loser} cannot move",
        /// Drawn by threefold repetition.
        hexdame_draw_repetition: "board-hexdame-draw-repetition" = "draw by threefold repetition",
        /// Drawn by agreement.
        hexdame_draw_agreement: "board-hexdame-draw-agreement" = "draw by agreement",
        /// Legend: a crowned piece is a king.
        legend_king: "board-legend-king" = "king",
        /// Legend: a crossed, faded piece was captured by the last move.
        legend_captured: "board-legend-captured" = "captured",
    }
}
