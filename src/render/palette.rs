//! The colours of each theme.
//!
//! Red and Blue differ in hue *and* in lightness (an orange-red against a deep blue), so the
//! two players stay apart for red-green colour blindness and in greyscale: CIE L* 57 against
//! 35 in the light theme, 66 against 49 in the dark one. Marks that must be seen on either
//! stone colour use white or the ink colour.

use crate::rules::Player;

use super::Theme;

/// An opaque colour.
pub type Rgb = [u8; 3];

/// Every colour a picture uses.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Palette {
    /// The page.
    pub page: Rgb,
    /// Main text.
    pub ink: Rgb,
    /// Secondary text.
    pub muted: Rgb,
    /// An empty cell.
    pub cell: Rgb,
    /// The lines between cells.
    pub grid: Rgb,
    /// Red's stones and edges.
    pub red: Rgb,
    /// Red stones' outline.
    pub red_dark: Rgb,
    /// Blue's stones and edges.
    pub blue: Rgb,
    /// Blue stones' outline.
    pub blue_dark: Rgb,
    /// Marks drawn on stones (last move, found ring).
    pub on_stone: Rgb,
    /// The outline of the cell just hit, and other strong marks on the board.
    pub accent: Rgb,
    /// Header text about an event the viewer must notice (a hit).
    pub alert: Rgb,
}

impl Palette {
    /// The palette of `theme`.
    pub fn of(theme: Theme) -> Self {
        match theme {
            Theme::Light => Self {
                page: [0xFA, 0xF7, 0xF2],
                ink: [0x1F, 0x23, 0x2B],
                muted: [0x62, 0x67, 0x72],
                cell: [0xEE, 0xE6, 0xD8],
                grid: [0xB8, 0xAC, 0x98],
                red: [0xE8, 0x5D, 0x1A],
                red_dark: [0xA8, 0x3A, 0x06],
                blue: [0x1D, 0x4F, 0x9C],
                blue_dark: [0x0E, 0x2D, 0x62],
                on_stone: [0xFF, 0xFF, 0xFF],
                accent: [0x11, 0x13, 0x18],
                alert: [0x7A, 0x2C, 0xBF],
            },
            Theme::Dark => Self {
                page: [0x16, 0x18, 0x1D],
                ink: [0xEC, 0xED, 0xF0],
                muted: [0x9C, 0xA2, 0xAD],
                cell: [0x2E, 0x33, 0x3C],
                grid: [0x0C, 0x0D, 0x10],
                red: [0xFF, 0x7A, 0x3D],
                red_dark: [0xC2, 0x4A, 0x12],
                blue: [0x3A, 0x72, 0xD4],
                blue_dark: [0x1E, 0x4A, 0x96],
                on_stone: [0xFF, 0xFF, 0xFF],
                accent: [0xFF, 0xE0, 0x66],
                alert: [0xD3, 0xAE, 0xFF],
            },
        }
    }

    /// A player's stone colour.
    pub fn stone(&self, player: Player) -> Rgb {
        match player {
            Player::Red => self.red,
            Player::Blue => self.blue,
        }
    }

    /// A player's stone outline colour.
    pub fn stone_edge(&self, player: Player) -> Rgb {
        match player {
            Player::Red => self.red_dark,
            Player::Blue => self.blue_dark,
        }
    }
}

/// `a` moved towards `b` by `t` (0 = `a`, 1 = `b`).
pub fn mix(a: Rgb, b: Rgb, t: f32) -> Rgb {
    let t = t.clamp(0.0, 1.0);
    let channel = |x: u8, y: u8| (f32::from(x) + (f32::from(y) - f32::from(x)) * t).round() as u8;
    [
        channel(a[0], b[0]),
        channel(a[1], b[1]),
        channel(a[2], b[2]),
    ]
}
