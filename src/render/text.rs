//! Text in the embedded DejaVu Sans (regular and bold), with a cache of rasterised glyphs.
//!
//! Glyphs are placed on whole pixels so a rasterised glyph can be reused wherever it appears;
//! the pen position itself advances in fractions, so spacing stays true.

use std::sync::{Arc, OnceLock};

use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};

use super::{cache::Bounded, canvas::Canvas, palette::Rgb, RenderError};

static REGULAR_TTF: &[u8] = include_bytes!("../../fonts/DejaVuSans.ttf");
static BOLD_TTF: &[u8] = include_bytes!("../../fonts/DejaVuSans-Bold.ttf");

/// Regular or bold.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub enum Weight {
    /// DejaVu Sans.
    Regular,
    /// DejaVu Sans Bold.
    Bold,
}

/// How a piece of text is set.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Style {
    /// Size in pixels (the em square).
    pub px: f32,
    /// Weight.
    pub weight: Weight,
    /// Colour.
    pub colour: Rgb,
}

struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
}

fn fonts() -> Result<&'static Fonts, RenderError> {
    static FONTS: OnceLock<Option<Fonts>> = OnceLock::new();
    FONTS
        .get_or_init(|| {
            Some(Fonts {
                regular: FontRef::try_from_slice(REGULAR_TTF).ok()?,
                bold: FontRef::try_from_slice(BOLD_TTF).ok()?,
            })
        })
        .as_ref()
        .ok_or(RenderError::Font)
}

fn font(weight: Weight) -> Result<&'static FontRef<'static>, RenderError> {
    let fonts = fonts()?;
    Ok(match weight {
        Weight::Regular => &fonts.regular,
        Weight::Bold => &fonts.bold,
    })
}

/// A rasterised glyph: coverage over a box whose top-left is `(left, top)` from the pen.
struct Bitmap {
    left: i32,
    top: i32,
    width: usize,
    alpha: Vec<u8>,
}

type GlyphKey = (Weight, u16, u32);

/// Rasterised glyphs: outlining each glyph anew took 0.49 M more instructions a picture in
/// `bench render` (3 % of a fresh picture, a tenth of the next one of a series; most lines
/// come from the header patches, but the move counter and clock are set every time). A few
/// alphabets in a few sizes (a line that does not fit is set smaller, at any size), each
/// glyph some hundreds of bytes.
static GLYPHS: Bounded<GlyphKey, Arc<Bitmap>> = Bounded::new(2048);

fn bitmap(weight: Weight, id: GlyphId, px: f32) -> Result<Arc<Bitmap>, RenderError> {
    let key = (weight, id.0, px.to_bits());
    if let Some(found) = GLYPHS.get(&key) {
        return Ok(found);
    }
    let font = font(weight)?;
    let glyph = id.with_scale_and_position(PxScale::from(px), ab_glyph::point(0.0, 0.0));
    let made = match font.outline_glyph(glyph) {
        Some(outlined) => {
            let bounds = outlined.px_bounds();
            let width = bounds.width() as usize;
            let height = bounds.height() as usize;
            let mut alpha = vec![0u8; width * height];
            outlined.draw(|x, y, c| {
                if let Some(a) = alpha.get_mut(y as usize * width + x as usize) {
                    *a = super::canvas::to_alpha(c);
                }
            });
            Bitmap {
                left: bounds.min.x as i32,
                top: bounds.min.y as i32,
                width,
                alpha,
            }
        }
        None => Bitmap {
            left: 0,
            top: 0,
            width: 0,
            alpha: Vec::new(),
        },
    };
    let made = Arc::new(made);
    GLYPHS.insert(key, Arc::clone(&made));
    Ok(made)
}

/// The advance width of `text` set in `style`.
pub fn measure(text: &str, style: Style) -> Result<f32, RenderError> {
    let font = font(style.weight)?;
    let scaled = font.as_scaled(PxScale::from(style.px));
    let mut width = 0.0;
    let mut previous: Option<GlyphId> = None;
    for ch in text.chars() {
        let id = scaled.glyph_id(ch);
        if let Some(p) = previous {
            width += scaled.kern(p, id);
        }
        width += scaled.h_advance(id);
        previous = Some(id);
    }
    Ok(width)
}

/// Draws `text` with its baseline at `baseline` starting at `x`; returns the pen position
/// after the last glyph.
pub fn draw(
    canvas: &mut Canvas,
    text: &str,
    x: f32,
    baseline: f32,
    style: Style,
) -> Result<f32, RenderError> {
    let font = font(style.weight)?;
    let scaled = font.as_scaled(PxScale::from(style.px));
    let mut pen = x;
    let mut previous: Option<GlyphId> = None;
    let base = baseline.round() as i32;
    for ch in text.chars() {
        let id = scaled.glyph_id(ch);
        if let Some(p) = previous {
            pen += scaled.kern(p, id);
        }
        let glyph = bitmap(style.weight, id, style.px)?;
        if glyph.width > 0 {
            let gx = pen.round() as i32 + glyph.left;
            let gy = base + glyph.top;
            for (row, line) in glyph.alpha.chunks(glyph.width).enumerate() {
                for (col, &a) in line.iter().enumerate() {
                    canvas.blend(gx + col as i32, gy + row as i32, style.colour, a);
                }
            }
        }
        pen += scaled.h_advance(id);
        previous = Some(id);
    }
    Ok(pen)
}

/// Draws `text` centred on `(cx, cy)` (the middle of its capital letters).
pub fn draw_centred(
    canvas: &mut Canvas,
    text: &str,
    (cx, cy): (f32, f32),
    style: Style,
) -> Result<(), RenderError> {
    let width = measure(text, style)?;
    // DejaVu's capitals and digits are 0.729 em tall.
    let baseline = cy + 0.729 * style.px / 2.0;
    draw(canvas, text, cx - width / 2.0, baseline, style)?;
    Ok(())
}

/// Shortens `text` with an ellipsis until it fits in `max_width`.
pub fn fit(text: &str, style: Style, max_width: f32) -> Result<String, RenderError> {
    if measure(text, style)? <= max_width {
        return Ok(text.to_owned());
    }
    let mut chars: Vec<char> = text.chars().collect();
    while !chars.is_empty() {
        chars.pop();
        let candidate: String = chars.iter().collect::<String>() + "…";
        if measure(&candidate, style)? <= max_width {
            return Ok(candidate);
        }
    }
    Ok(String::new())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_embedded_fonts_load_and_cover_our_languages() {
        let style = Style {
            px: 20.0,
            weight: Weight::Regular,
            colour: [0, 0, 0],
        };
        for weight in [Weight::Regular, Weight::Bold] {
            let font = font(weight).unwrap();
            for ch in "aäöåøæčřšžůýěßÄÖÜ#·…–—×0123456789".chars() {
                assert_ne!(font.glyph_id(ch).0, 0, "{ch} missing");
            }
        }
        assert!(measure("Dark Hex", style).unwrap() > 40.0);
        let mut canvas = Canvas::new(100, 40, [255, 255, 255]);
        draw(&mut canvas, "Hex", 5.0, 30.0, style).unwrap();
        assert!(
            canvas.to_rgb().iter().any(|&v| v < 100),
            "text drew nothing"
        );
    }

    #[test]
    fn fit_shortens_long_names() {
        let style = Style {
            px: 20.0,
            weight: Weight::Regular,
            colour: [0, 0, 0],
        };
        let short = fit("a very long display name indeed", style, 120.0).unwrap();
        assert!(short.ends_with('…'));
        assert!(measure(&short, style).unwrap() <= 120.0);
        assert_eq!(fit("bob", style, 120.0).unwrap(), "bob");
    }
}
