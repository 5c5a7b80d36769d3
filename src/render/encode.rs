//! Turning canvases into PNG and GIF bytes, with no metadata chunks at all: a PNG holds only
//! `IHDR`, `PLTE` (indexed pictures), `IDAT` and `IEND`, a GIF only its frames and the loop
//! extension.

use std::collections::HashMap;

use super::{canvas::Canvas, palette::Rgb, RenderError};

/// How to write a PNG (measured by the `bench_png_settings` test; the default is the
/// fastest setting that also stays well under the size goal).
#[derive(Clone, Copy, Debug)]
pub struct PngSettings {
    /// Deflate effort.
    pub compression: png::DeflateCompression,
    /// Row filter.
    pub filter: png::Filter,
    /// Write an indexed (palette) PNG when the picture has at most 256 colours.
    pub indexed: bool,
}

impl Default for PngSettings {
    fn default() -> Self {
        Self {
            compression: png::DeflateCompression::Level(1),
            filter: png::Filter::NoFilter,
            indexed: true,
        }
    }
}

/// The canvas as a PNG with the default settings.
pub fn png(canvas: &Canvas) -> Result<Vec<u8>, RenderError> {
    png_with(canvas, PngSettings::default())
}

/// The canvas as a PNG with `settings`.
pub fn png_with(canvas: &Canvas, settings: PngSettings) -> Result<Vec<u8>, RenderError> {
    let mut out = Vec::with_capacity(64 * 1024);
    let mut encoder = png::Encoder::new(&mut out, canvas.width, canvas.height);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(settings.compression);
    encoder.set_filter(settings.filter);
    let indexed = settings.indexed.then(|| index_exact(canvas));
    match indexed {
        Some((palette, pixels)) => {
            encoder.set_color(png::ColorType::Indexed);
            encoder.set_palette(palette.concat());
            let mut writer = encoder.write_header()?;
            writer.write_image_data(&pixels)?;
            writer.finish()?;
        }
        None => {
            encoder.set_color(png::ColorType::Rgb);
            let mut writer = encoder.write_header()?;
            writer.write_image_data(&canvas.data)?;
            writer.finish()?;
        }
    }
    Ok(out)
}

/// The canvas as palette indices, the palette in order of first appearance. Pictures are
/// drawn to have fewer than 256 colours (see [`super::canvas::COVERAGE_STEPS`]); should one
/// have more, each further colour (a rare edge pixel) takes its nearest palette entry.
fn index_exact(canvas: &Canvas) -> (Vec<Rgb>, Vec<u8>) {
    // A direct-mapped table from colour to index, with a linear probe: far faster than a
    // general hash map for the few hundred colours a picture has.
    const SLOTS: usize = 1 << 12;
    const EMPTY: u32 = u32::MAX;
    let mut keys = vec![EMPTY; SLOTS];
    let mut values = vec![0u8; SLOTS];
    let mut palette: Vec<Rgb> = Vec::with_capacity(256);
    let mut pixels = Vec::with_capacity(canvas.data.len() / 3);
    let mut last_key = EMPTY;
    let mut last_index = 0u8;
    let mut filled = 0;
    for px in canvas.data.chunks_exact(3) {
        let key = u32::from(px[0]) << 16 | u32::from(px[1]) << 8 | u32::from(px[2]);
        if key != last_key {
            let mut slot = (key.wrapping_mul(0x9E37_79B1) >> 20) as usize;
            loop {
                if keys[slot] == key {
                    last_index = values[slot];
                    break;
                }
                if keys[slot] == EMPTY {
                    let colour = [px[0], px[1], px[2]];
                    last_index = match u8::try_from(palette.len()) {
                        Ok(index) => {
                            palette.push(colour);
                            index
                        }
                        Err(_) => nearest(&palette, colour),
                    };
                    // Keep the table at most half full, so probes stay short and end.
                    if filled < SLOTS / 2 {
                        keys[slot] = key;
                        values[slot] = last_index;
                        filled += 1;
                    }
                    break;
                }
                slot = (slot + 1) % SLOTS;
            }
            last_key = key;
        }
        pixels.push(last_index);
    }
    (palette, pixels)
}

/// The index of the palette colour nearest to `colour`.
fn nearest(palette: &[Rgb], colour: Rgb) -> u8 {
    let distance = |c: &Rgb| {
        c.iter()
            .zip(&colour)
            .map(|(&a, &b)| (i32::from(a) - i32::from(b)).pow(2))
            .sum::<i32>()
    };
    palette
        .iter()
        .enumerate()
        .min_by_key(|(_, c)| distance(c))
        .map_or(0, |(i, _)| i as u8)
}

/// A palette of at most 255 colours (index 255 is transparency) for a set of frames: the most
/// frequent colours of the last frame (the fullest board), and every other colour mapped to
/// its nearest entry.
struct GifPalette {
    colours: Vec<Rgb>,
    lookup: HashMap<Rgb, u8>,
}

const TRANSPARENT: u8 = 255;

impl GifPalette {
    fn new(frame: &Canvas) -> Self {
        let mut counts: HashMap<Rgb, u32> = HashMap::new();
        for px in frame.data.chunks_exact(3) {
            *counts.entry([px[0], px[1], px[2]]).or_insert(0) += 1;
        }
        let mut by_count: Vec<(Rgb, u32)> = counts.into_iter().collect();
        // Most frequent first; ties broken by colour so the palette is deterministic.
        by_count.sort_unstable_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let colours: Vec<Rgb> = by_count.iter().take(255).map(|(c, _)| *c).collect();
        let lookup = colours
            .iter()
            .enumerate()
            .map(|(i, c)| (*c, i as u8))
            .collect();
        Self { colours, lookup }
    }

    fn index(&mut self, colour: Rgb) -> u8 {
        if let Some(&i) = self.lookup.get(&colour) {
            return i;
        }
        let index = nearest(&self.colours, colour);
        self.lookup.insert(colour, index);
        index
    }
}

/// Frames (all of one size) as a looping GIF: each frame after the first is only the
/// rectangle that changed, unchanged pixels transparent.
pub fn gif(frames: &[Canvas]) -> Result<Vec<u8>, RenderError> {
    let (Some(first), Some(last)) = (frames.first(), frames.last()) else {
        return Ok(Vec::new());
    };
    let width = u16::try_from(first.width).map_err(|_| RenderError::TooLarge)?;
    let height = u16::try_from(first.height).map_err(|_| RenderError::TooLarge)?;
    let mut palette = GifPalette::new(last);
    let mut flat: Vec<u8> = palette.colours.concat();
    flat.resize(256 * 3, 0);
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, width, height, &flat)?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        // About 30 s for the whole game, each move shown between 0.25 s and 0.8 s.
        let step_delay = (3000 / frames.len().max(1)).clamp(25, 80) as u16;
        let mut previous: Option<&Canvas> = None;
        for (n, canvas) in frames.iter().enumerate() {
            let delay = if n + 1 == frames.len() {
                400
            } else {
                step_delay
            };
            let (x0, y0, x1, y1) = match previous {
                None => (0, 0, canvas.width, canvas.height),
                // An identical frame still gets a one-pixel frame to carry its delay.
                Some(before) => changed_box(before, canvas).unwrap_or((0, 0, 1, 1)),
            };
            let mut pixels = Vec::with_capacity(((x1 - x0) * (y1 - y0)) as usize);
            for y in y0..y1 {
                for x in x0..x1 {
                    let i = (y as usize * canvas.width as usize + x as usize) * 3;
                    let colour = [canvas.data[i], canvas.data[i + 1], canvas.data[i + 2]];
                    let same = previous.is_some_and(|b| b.data[i..i + 3] == colour);
                    pixels.push(if same {
                        TRANSPARENT
                    } else {
                        palette.index(colour)
                    });
                }
            }
            let mut frame = gif::Frame::from_indexed_pixels(
                (x1 - x0) as u16,
                (y1 - y0) as u16,
                pixels,
                previous.map(|_| TRANSPARENT),
            );
            frame.left = x0 as u16;
            frame.top = y0 as u16;
            frame.delay = delay;
            frame.dispose = gif::DisposalMethod::Keep;
            encoder.write_frame(&frame)?;
            previous = Some(canvas);
        }
    }
    Ok(out)
}

/// The smallest box `[x0, x1) × [y0, y1)` holding every pixel that differs.
fn changed_box(a: &Canvas, b: &Canvas) -> Option<(u32, u32, u32, u32)> {
    let stride = a.width as usize * 3;
    let mut y0 = None;
    let mut y1 = 0;
    let mut x0 = a.width;
    let mut x1 = 0;
    for (y, (ra, rb)) in a.data.chunks(stride).zip(b.data.chunks(stride)).enumerate() {
        if ra == rb {
            continue;
        }
        y0.get_or_insert(y as u32);
        y1 = y as u32 + 1;
        let first = ra.chunks(3).zip(rb.chunks(3)).position(|(p, q)| p != q);
        let last = ra.chunks(3).zip(rb.chunks(3)).rposition(|(p, q)| p != q);
        if let (Some(f), Some(l)) = (first, last) {
            x0 = x0.min(f as u32);
            x1 = x1.max(l as u32 + 1);
        }
    }
    y0.map(|y0| (x0, y0, x1, y1))
}

#[cfg(test)]
mod tests {
    use std::time::Instant;

    use super::*;
    use crate::{
        render::{draw, RenderOptions, Theme},
        rules::{BoardSize, DarkVersion, GameSettings, HexGame, Move, Player, Variant},
    };

    /// A 19×19 Dark Hex view in mid-game.
    fn sample(theme: Theme) -> Canvas {
        let size = BoardSize::square(19).unwrap();
        let settings = GameSettings::new(Variant::DarkHex(DarkVersion::Classic), size);
        let mut game = HexGame::new(settings);
        let mut k = 7usize;
        while game.ply() < 120 && !game.is_over() {
            k = (k * 37 + 11) % size.cell_count();
            if let Some(cell) = size.cell_at(k) {
                let _ = game.play_next(Move::Place(cell));
            }
        }
        let options = RenderOptions {
            theme,
            title: "Dark Hex #12".into(),
            ..RenderOptions::default()
        };
        draw::player_view(&game.player_view(Player::Red), &options).unwrap()
    }

    #[test]
    fn pictures_fit_a_256_colour_palette() {
        for theme in [Theme::Light, Theme::Dark] {
            let canvas = sample(theme);
            let (palette, pixels) = index_exact(&canvas);
            let unique: std::collections::HashSet<&[u8]> = canvas.data.chunks(3).collect();
            assert!(unique.len() <= 256, "{} colours", unique.len());
            assert!(palette.len() <= 256);
            assert_eq!(pixels.len(), (canvas.width * canvas.height) as usize);
        }
    }

    #[test]
    fn a_picture_with_too_many_colours_is_mapped_to_the_nearest() {
        let mut canvas = Canvas::new(100, 100, [0, 0, 0]);
        for (i, px) in canvas.data.chunks_exact_mut(3).enumerate() {
            px.copy_from_slice(&[(i % 256) as u8, (i / 256) as u8, 7]);
        }
        let (palette, pixels) = index_exact(&canvas);
        assert_eq!(palette.len(), 256);
        // Past the palette's end, each pixel gets the nearest colour there is.
        let i = 300;
        let got = palette[usize::from(pixels[i])];
        assert_eq!(got, [44, 0, 7], "{got:?}"); // pixel 300 is [44, 1, 7]
        let png = png(&canvas).unwrap();
        assert!(!png.is_empty());
    }

    /// Prints size and time of each encoder setting: `cargo test --release --lib
    /// bench_png_settings -- --ignored --nocapture`.
    #[test]
    #[ignore = "a measurement, not a check"]
    fn bench_png_settings() {
        let canvas = sample(Theme::Light);
        let unique: std::collections::HashSet<&[u8]> = canvas.data.chunks(3).collect();
        println!(
            "{}×{}, {} colours",
            canvas.width,
            canvas.height,
            unique.len()
        );
        let start = Instant::now();
        for _ in 0..20 {
            index_exact(&canvas);
        }
        let ms = start.elapsed().as_secs_f64() * 1000.0 / 20.0;
        println!("indexing: {ms:.2} ms");
        for compression in [
            png::DeflateCompression::FdeflateUltraFast,
            png::DeflateCompression::Level(1),
            png::DeflateCompression::Level(2),
            png::DeflateCompression::Level(3),
            png::DeflateCompression::Level(6),
        ] {
            for filter in [
                png::Filter::NoFilter,
                png::Filter::Sub,
                png::Filter::Up,
                png::Filter::Paeth,
                png::Filter::Adaptive,
                png::Filter::MinEntropy,
            ] {
                for indexed in [false, true] {
                    let settings = PngSettings {
                        compression,
                        filter,
                        indexed,
                    };
                    let start = Instant::now();
                    let mut bytes = 0;
                    for _ in 0..20 {
                        bytes = png_with(&canvas, settings).unwrap().len();
                    }
                    let ms = start.elapsed().as_secs_f64() * 1000.0 / 20.0;
                    println!("{compression:?} {filter:?} indexed={indexed}: {bytes} B, {ms:.2} ms");
                }
            }
        }
    }
}
