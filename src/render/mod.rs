//! Board pictures: a view in, image bytes (or terminal text) out.
//!
//! Every entry point takes one of the privacy types of [`crate::rules::view`] — a
//! [`PlayerView`], a [`SpectatorView`] or a [`Revealed`] board — and nothing else about the
//! game, so a picture can only show what its audience may know. The output is deterministic
//! (same view and options, same pixels; and the same bytes when no series is given) and
//! carries no metadata besides the pixels.
//!
//! * [`player_view_png`]: one player's private view (their stones, the enemy stones they found,
//!   their last move, the cell they just hit); in Hex and Rex the whole board.
//! * [`spectator_png`]: the channel's picture of a game in progress: an empty board, header and
//!   counts only.
//! * [`revealed_png`]: the whole board, the deciding chain highlighted and hit cells marked.
//! * [`replay_gif`]: an animated replay, one frame per move.
//! * [`knowledge_gif`]: the knowledge replay of a finished Dark Hex game, three panels a
//!   frame (what Red knew, the true board, what Blue knew), drawn from each player's
//!   [`PlayerView`] and the [`Revealed`] board ([`knowledge`] says how it fits Discord's
//!   upload limit).
//! * [`terminal_player_view`], [`terminal_spectator`], [`terminal_revealed`]: Unicode text with
//!   optional ANSI colours for the local mode.
//! * [`open_png`], [`open_replay_gif`], [`open_svg`], [`terminal_open`]: a game of open
//!   information (Hexdame) drawn from its [`OpenBoard`] (there is nothing to hide), through
//!   its family's renderer; [`family_name`] and [`side_name`] are its words. **This is the
//!   renderers' registration**: the one place here that lists the families (a new family adds
//!   its folder, its `mod` line, its labels in [`FamilyLabels`] and its arms below).
//!
//! * [`spectator_svg`], [`player_view_svg`], [`revealed_svg`]: the web pages' boards as SVG,
//!   from the same geometry, colours and marks as the PNGs.
//!
//! * [`standings_png`]: a tournament's standings table.
//! * [`bracket::bracket_png`]: a knockout bracket.
//!
//! Every sentence a picture contains comes from [`Labels`], so translations only need to fill
//! that struct.

pub mod bracket;
pub(crate) mod cache;
mod canvas;
pub mod chart;
mod draw;
mod encode;
mod header;
mod hexdame;
mod knowledge;
mod labels;
mod layout;
mod palette;
mod sprite;
pub mod standings;
mod svg;
mod terminal;
mod text;

use std::str::FromStr;

use serde::{Deserialize, Serialize};
use thiserror::Error;

pub use self::{
    encode::Series,
    header::{colour_name, outcome_text, variant_name},
    hexdame::{
        hexdame_picture_size, hexdame_png, hexdame_replay_gif, hexdame_svg, terminal_hexdame,
        DameLabels,
    },
    knowledge::{
        knowledge_frame_count, knowledge_frame_png, knowledge_gif, knowledge_picture_size,
        MAX_FRAMES as KNOWLEDGE_MAX_FRAMES,
    },
    labels::{capitalised, fill, Labels, Phrase, Phrases},
    standings::{standings_png, StandingsHeadings, StandingsLine, StandingsTable},
    svg::{player_view_svg, revealed_svg, spectator_svg},
    terminal::{terminal_player_view, terminal_revealed, terminal_spectator},
};
use crate::rules::{Family, OpenBoard, PlayerView, Revealed, Side, SpectatorView};

/// The colour scheme of a picture (`"light"` or `"dark"` in configuration files).
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Theme {
    /// Dark ink on a warm off-white page (the default).
    #[default]
    Light,
    /// Light ink on a near-black page.
    Dark,
}

/// A theme name that is neither `light` nor `dark`.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("unknown theme “{0}”: choose light or dark")]
pub struct UnknownTheme(pub String);

impl FromStr for Theme {
    type Err = UnknownTheme;

    fn from_str(text: &str) -> Result<Self, Self::Err> {
        match text.trim().to_ascii_lowercase().as_str() {
            "light" => Ok(Theme::Light),
            "dark" => Ok(Theme::Dark),
            _ => Err(UnknownTheme(text.trim().to_owned())),
        }
    }
}

/// What a picture says around the board: title, player names, clock, and the wording.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct RenderOptions {
    /// Colour scheme.
    pub theme: Theme,
    /// The first header line, e.g. `"Dark Hex #12"`; empty for none.
    pub title: String,
    /// Display name of the Red player.
    pub red_name: String,
    /// Display name of the Blue player.
    pub blue_name: String,
    /// The clock as the caller wants it shown (e.g. `"Red 4:32 · Blue 9:10"`), if any.
    pub clock: Option<String>,
    /// Every phrase the picture may contain (English by default).
    pub labels: Labels,
    /// The series the picture belongs to (one audience of one game), if any: the parts that
    /// did not change since the series' last picture are not compressed again. The pixels are
    /// the same either way (the bytes may differ: a series cuts its bands where rows changed).
    pub series: Option<Series>,
}

impl Default for RenderOptions {
    fn default() -> Self {
        Self {
            theme: Theme::Light,
            title: String::new(),
            red_name: "Red".to_owned(),
            blue_name: "Blue".to_owned(),
            clock: None,
            labels: Labels::default(),
            series: None,
        }
    }
}

/// Why a picture could not be made.
#[derive(Debug, Error)]
pub enum RenderError {
    /// The embedded font did not load (a build defect).
    #[error("the embedded font is invalid")]
    Font,
    /// The PNG encoder failed.
    #[error("PNG encoding failed: {0}")]
    Png(#[from] png::EncodingError),
    /// The PNG data could not be compressed.
    #[error("compression failed: {0}")]
    Compression(&'static str),
    /// The GIF encoder failed.
    #[error("GIF encoding failed: {0}")]
    Gif(#[from] gif::EncodingError),
    /// The picture would exceed the formats' limits (a GIF side is at most 65535 pixels).
    #[error("the picture is too large")]
    TooLarge,
    /// Nothing was drawn (a picture whose drawing is not there yet).
    #[error("nothing was drawn")]
    NothingDrawn,
}

/// The private view of one player as a PNG: their stones, the enemy stones they found (drawn
/// with an inner ring), their last move (a dot) and, right after a hit, the cell they hit (an
/// outlined cell). In Hex and Rex the view is the whole board with the last move marked.
pub fn player_view_png(view: &PlayerView, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let image = draw::player_view(view, options)?;
    encode::png_in_series(&image, options.series)
}

/// The channel's picture of a game: the board with no stone and no mark while a Dark Hex game
/// is in progress (only counts in the header); once it is over, or in an open game, use
/// [`revealed_png`].
pub fn spectator_png(
    view: &SpectatorView,
    options: &RenderOptions,
) -> Result<Vec<u8>, RenderError> {
    let image = draw::spectator(view, options)?;
    encode::png_in_series(&image, options.series)
}

/// The whole board as a PNG: every stone, the deciding chain highlighted (other stones
/// dimmed), the cells where hits happened ringed, the last move dotted, the result in the
/// header.
pub fn revealed_png(board: &Revealed, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let image = draw::revealed(board, options, draw::Frame::Final)?;
    encode::png_in_series(&image, options.series)
}

/// An animated GIF of the game: the empty board, then one frame per move, the last frame
/// (the final position, chain highlighted) held longer.
pub fn replay_gif(board: &Revealed, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    let total = board.ply();
    // Frames are drawn when needed (twice: once to choose the palette, once to encode), so a
    // long game on a big board never holds all its frames at once.
    encode::gif(total + 1, |ply| {
        if ply == total {
            draw::revealed(board, options, draw::Frame::Final)
        } else {
            draw::revealed(&board.prefix(ply), options, draw::Frame::Step { total })
        }
    })
}

/// The width and height of the pictures drawn for a board size, in pixels (all views of one
/// size have the same dimensions).
pub fn picture_size(size: crate::rules::BoardSize) -> (u32, u32) {
    let layout = layout::Layout::new(size);
    (layout.width, layout.height)
}

labels::phrases! {
    /// The phrases of each family's own pictures, in [`Labels`]'s `families`.
    pub struct FamilyLabels {}
    nested {
        /// Hexdame's.
        hexdame: DameLabels,
    }
}

/// The name of a family's game in `labels` (the Hex family's is Hex; its variants have their
/// own: [`variant_name`]).
pub fn family_name(labels: &Labels, family: Family) -> &str {
    match family {
        Family::Hex => &labels.hex,
        Family::Hexdame => &labels.families.hexdame.hexdame,
    }
}

/// The name of `side`'s colour in a game of `family` (Red and Blue, White and Black).
pub fn side_name(labels: &Labels, family: Family, side: Side) -> &str {
    match (family, side) {
        (Family::Hex, Side::First) => &labels.red,
        (Family::Hex, Side::Second) => &labels.blue,
        (Family::Hexdame, Side::First) => &labels.families.hexdame.white,
        (Family::Hexdame, Side::Second) => &labels.families.hexdame.black,
    }
}

/// For `hextable bench render`: the board after each move of a sample game of `family`, for
/// a family whose boards are open (`None` for Hex), or why the sample does not replay.
pub fn open_bench_boards(family: Family) -> Option<Result<Vec<OpenBoard>, String>> {
    match family {
        Family::Hex => None,
        Family::Hexdame => Some(hexdame::bench_boards()),
    }
}

/// An open board after its last move as a PNG, drawn by its family.
pub fn open_png(board: &OpenBoard, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    match board {
        OpenBoard::Hexdame(game) => hexdame_png(game, options),
    }
}

/// An animated replay of an open game as a GIF, drawn by its family.
pub fn open_replay_gif(board: &OpenBoard, options: &RenderOptions) -> Result<Vec<u8>, RenderError> {
    match board {
        OpenBoard::Hexdame(game) => hexdame_replay_gif(game, options),
    }
}

/// An open board after its last move as SVG (the web pages' board), drawn by its family.
pub fn open_svg(board: &OpenBoard, theme: Theme) -> String {
    match board {
        OpenBoard::Hexdame(game) => hexdame_svg(game, usize::MAX, theme),
    }
}

/// An open board as terminal text (ANSI colours when `colour`), drawn by its family.
pub fn terminal_open(board: &OpenBoard, labels: &Labels, colour: bool) -> String {
    match board {
        OpenBoard::Hexdame(game) => terminal_hexdame(game, labels, colour),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn themes_parse_from_their_names() {
        assert_eq!("Dark".parse::<Theme>().unwrap(), Theme::Dark);
        assert_eq!(" light ".parse::<Theme>().unwrap(), Theme::Light);
        assert!("sepia".parse::<Theme>().is_err());
        assert_eq!(Theme::default(), Theme::Light);
        let theme: Theme = serde_json::from_str("\"dark\"").unwrap();
        assert_eq!(theme, Theme::Dark);
    }
}
