//! The one place where an [`Image`] becomes bytes or terminal text. Rendering lives in its
//! own module (`crate::render`, being written in parallel); until it lands, PNGs are not
//! available and the terminal gets a plain text board.

use super::types::{Image, ImageView};

/// Why an image could not be produced.
#[derive(Debug, thiserror::Error)]
pub enum RenderError {
    /// The renderer is not part of this build yet.
    #[error("image rendering is not available in this build")]
    Unavailable,
}

/// The image's bytes (PNG, or GIF for a replay) and a file extension.
pub fn render_image(image: &Image) -> Result<(Vec<u8>, &'static str), RenderError> {
    let _ = image;
    Err(RenderError::Unavailable)
}

/// The image drawn as text for a terminal.
pub fn terminal_text(image: &Image, colour: bool) -> String {
    let _ = colour;
    let rows = match &image.view {
        ImageView::Player(view) => view.to_rows(),
        ImageView::Spectator(view) => {
            return format!(
                "{}: {} moves, {} stones, {} hits (stones hidden)",
                image.caption.title,
                view.ply(),
                view.stones_placed(),
                view.hits()
            )
        }
        ImageView::Revealed(board) | ImageView::Replay(board) => board.to_rows(),
    };
    let mut out = format!("{}\n", image.caption.title);
    let cols = rows.first().map_or(0, |r| r.chars().count());
    out.push_str("   ");
    for c in 0..cols {
        out.push(char::from(b'a' + c as u8));
        out.push(' ');
    }
    out.push('\n');
    for (i, row) in rows.iter().enumerate() {
        out.push_str(&format!("{:>2} {}", i + 1, " ".repeat(i)));
        for ch in row.chars() {
            out.push(ch);
            out.push(' ');
        }
        out.push('\n');
    }
    out
}
