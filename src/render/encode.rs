//! Turning canvases into PNG and GIF bytes, with no metadata chunks at all: a PNG holds only
//! `IHDR`, `PLTE` (indexed pictures), `IDAT` and `IEND`, a GIF only its frames and the loop
//! extension.

use std::collections::HashMap;

use super::{
    canvas::{nearest, Canvas},
    palette::Rgb,
    RenderError,
};

/// How to write a PNG.
///
/// Measured with the `bench_png_settings` test below on a 19×19 view in mid-game (1143×868,
/// indexed, release build, 2-core machine): through `png`'s writer, fdeflate with the Up
/// filter 100 KB in 0.4 ms, zlib level 1 without filter 42 KB in 0.64 ms (3.3 ms before the
/// writer stopped clearing its buffer per row), level 2 27 KB in 7 ms; written directly with
/// zlib-rs, level 1 43 KB in 0.38 ms (the default), level 2 29 KB in 0.53 ms. Filters only
/// hurt indexed pictures at zlib levels; RGB pictures were 2–3 times larger at every level.
/// A run-length-only encoder with fixed codes made 150 KB files no faster: matches across
/// rows are what keeps these files small.
#[derive(Clone, Copy, Debug)]
pub struct PngSettings {
    /// Deflate effort.
    pub compression: png::DeflateCompression,
    /// Row filter.
    pub filter: png::Filter,
}

impl Default for PngSettings {
    fn default() -> Self {
        Self {
            compression: png::DeflateCompression::Level(1),
            filter: png::Filter::NoFilter,
        }
    }
}

/// The canvas as an indexed PNG with the default settings.
pub fn png(canvas: &Canvas) -> Result<Vec<u8>, RenderError> {
    png_with(canvas, PngSettings::default())
}

/// The canvas as an indexed PNG with `settings`.
///
/// The default (level 1, no row filter) is written here directly with zlib-rs. Going through
/// `png`'s streaming writer zeroed the whole spare output buffer on every row (flate2's
/// `compress_vec`), which cost more than the compression itself (`hextable bench core` under
/// `perf`: 27 % of all time in `memset`). Other settings (the measurement in the tests) still
/// use the `png` crate.
pub fn png_with(canvas: &Canvas, settings: PngSettings) -> Result<Vec<u8>, RenderError> {
    if let (png::DeflateCompression::Level(1), png::Filter::NoFilter) =
        (settings.compression, settings.filter)
    {
        return indexed_png(canvas);
    }
    let mut out = Vec::with_capacity(64 * 1024);
    let mut encoder = png::Encoder::new(&mut out, canvas.width, canvas.height);
    encoder.set_depth(png::BitDepth::Eight);
    encoder.set_deflate_compression(settings.compression);
    encoder.set_filter(settings.filter);
    encoder.set_color(png::ColorType::Indexed);
    encoder.set_palette(canvas.colours.list.concat());
    let mut writer = encoder.write_header()?;
    writer.write_image_data(&canvas.data)?;
    writer.finish()?;
    Ok(out)
}

/// An indexed, unfiltered PNG at zlib level 1: signature, `IHDR`, `PLTE`, one `IDAT`, `IEND`.
fn indexed_png(canvas: &Canvas) -> Result<Vec<u8>, RenderError> {
    let width = (canvas.width as usize).max(1);
    let mut out = Vec::with_capacity(64 * 1024);
    out.extend_from_slice(b"\x89PNG\r\n\x1a\n");
    let mut header = Vec::with_capacity(13);
    header.extend_from_slice(&canvas.width.to_be_bytes());
    header.extend_from_slice(&canvas.height.to_be_bytes());
    // Bit depth 8, colour type 3 (indexed), deflate, adaptive filtering, no interlace.
    header.extend_from_slice(&[8, 3, 0, 0, 0]);
    chunk(&mut out, b"IHDR", &header);
    chunk(&mut out, b"PLTE", &canvas.colours.list.concat());
    // The IDAT chunk's length is patched in once the data is written.
    let start = out.len();
    out.extend_from_slice(&[0, 0, 0, 0]);
    out.extend_from_slice(b"IDAT");
    let rows = canvas.data.chunks_exact(width);
    deflate_rows(&mut out, rows)?;
    let length = (out.len() - start - 8) as u32;
    out[start..start + 4].copy_from_slice(&length.to_be_bytes());
    let crc = crc32fast::hash(&out[start + 4..]);
    out.extend_from_slice(&crc.to_be_bytes());
    chunk(&mut out, b"IEND", &[]);
    Ok(out)
}

/// One PNG chunk: length, type, data, CRC of type and data.
fn chunk(out: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    out.extend_from_slice(&(data.len() as u32).to_be_bytes());
    out.extend_from_slice(kind);
    out.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    out.extend_from_slice(&crc.finalize().to_be_bytes());
}

/// Appends `rows` (each behind filter byte 0) to `out` as one zlib stream at level 1, with
/// zlib-rs (zlib-ng's fast levels: about 35 % faster than miniz for the same size). The
/// compressor and a scratch buffer are kept per thread and rows are fed as they are, so a
/// picture costs no large allocation and no copy of itself.
fn deflate_rows<'a>(
    out: &mut Vec<u8>,
    rows: impl Iterator<Item = &'a [u8]>,
) -> Result<(), RenderError> {
    use std::cell::RefCell;

    use zlib_rs::{Deflate, DeflateFlush, Status};

    thread_local! {
        static STATE: RefCell<Option<(Deflate, Vec<u8>)>> = const { RefCell::new(None) };
    }
    /// Feeds `input` (all of it, or with `Finish` until the stream ends), moving the output
    /// through `scratch`.
    fn feed(
        deflate: &mut Deflate,
        scratch: &mut [u8],
        out: &mut Vec<u8>,
        mut input: &[u8],
        flush: DeflateFlush,
    ) -> Result<(), RenderError> {
        loop {
            let (read, written) = (deflate.total_in(), deflate.total_out());
            let status = deflate
                .compress(input, scratch, flush)
                .map_err(|e| RenderError::Compression(e.as_str()))?;
            let used = (deflate.total_in() - read) as usize;
            let made = (deflate.total_out() - written) as usize;
            out.extend_from_slice(&scratch[..made]);
            input = &input[used.min(input.len())..];
            let finished = match flush {
                DeflateFlush::Finish => status == Status::StreamEnd,
                _ => input.is_empty() && made < scratch.len(),
            };
            if finished {
                return Ok(());
            }
            if used == 0 && made == 0 && status == Status::BufError {
                return Err(RenderError::Compression("the compressor made no progress"));
            }
        }
    }
    STATE.with(|cell| {
        let mut state = cell.borrow_mut();
        let (deflate, scratch) = match state.as_mut() {
            Some(kept) => {
                kept.0.reset();
                kept
            }
            None => state.insert((Deflate::new(1, true, 15), vec![0; 64 * 1024])),
        };
        for row in rows {
            feed(deflate, scratch, out, &[0], DeflateFlush::NoFlush)?;
            feed(deflate, scratch, out, row, DeflateFlush::NoFlush)?;
        }
        feed(deflate, scratch, out, &[], DeflateFlush::Finish)
    })
}

/// A palette of at most 255 colours (index 255 is transparency) for a set of frames: the
/// colours most used over all frames, every other colour mapped to its nearest entry.
struct GifPalette {
    colours: Vec<Rgb>,
    lookup: HashMap<Rgb, u8>,
}

const TRANSPARENT: u8 = 255;

impl GifPalette {
    fn new(counts: HashMap<Rgb, u64>) -> Self {
        let mut by_count: Vec<(Rgb, u64)> = counts.into_iter().collect();
        // Most used first; ties broken by colour so the palette is deterministic.
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

/// `count` frames (all of one size, drawn by `frame`) as a looping GIF: each frame after the
/// first is only the rectangle that changed, unchanged pixels transparent. Frames are drawn
/// twice (palette, then pixels) and at most two are held at a time.
pub fn gif(
    count: usize,
    mut frame: impl FnMut(usize) -> Result<Canvas, RenderError>,
) -> Result<Vec<u8>, RenderError> {
    if count == 0 {
        return Ok(Vec::new());
    }
    let mut counts: HashMap<Rgb, u64> = HashMap::new();
    let mut size = (0, 0);
    for n in 0..count {
        let canvas = frame(n)?;
        size = (canvas.width, canvas.height);
        let mut histogram = [0u64; 256];
        for &i in &canvas.data {
            histogram[usize::from(i)] += 1;
        }
        for (colour, &k) in canvas.colours.list.iter().zip(&histogram) {
            if k > 0 {
                *counts.entry(*colour).or_insert(0) += k;
            }
        }
    }
    let width = u16::try_from(size.0).map_err(|_| RenderError::TooLarge)?;
    let height = u16::try_from(size.1).map_err(|_| RenderError::TooLarge)?;
    let mut palette = GifPalette::new(counts);
    let mut flat: Vec<u8> = palette.colours.concat();
    flat.resize(256 * 3, 0);
    let mut out = Vec::new();
    {
        let mut encoder = gif::Encoder::new(&mut out, width, height, &flat)?;
        encoder.set_repeat(gif::Repeat::Infinite)?;
        // About 30 s for the whole game, each move shown between 0.25 s and 0.8 s.
        let step_delay = (3000 / count).clamp(25, 80) as u16;
        let mut previous: Option<Vec<u8>> = None;
        for n in 0..count {
            let canvas = frame(n)?.to_rgb();
            if canvas.len() != size.0 as usize * size.1 as usize * 3 {
                return Err(RenderError::TooLarge);
            }
            let delay = if n + 1 == count { 400 } else { step_delay };
            let (x0, y0, x1, y1) = match &previous {
                None => (0, 0, size.0, size.1),
                // An identical frame still gets a one-pixel frame to carry its delay.
                Some(before) => changed_box(size.0, before, &canvas).unwrap_or((0, 0, 1, 1)),
            };
            let mut pixels = Vec::with_capacity(((x1 - x0) * (y1 - y0)) as usize);
            for y in y0..y1 {
                for x in x0..x1 {
                    let i = (y as usize * size.0 as usize + x as usize) * 3;
                    let colour = [canvas[i], canvas[i + 1], canvas[i + 2]];
                    let same = previous.as_ref().is_some_and(|b| b[i..i + 3] == colour);
                    pixels.push(if same {
                        TRANSPARENT
                    } else {
                        palette.index(colour)
                    });
                }
            }
            let mut gif_frame = gif::Frame::from_indexed_pixels(
                (x1 - x0) as u16,
                (y1 - y0) as u16,
                pixels,
                previous.as_ref().map(|_| TRANSPARENT),
            );
            gif_frame.left = x0 as u16;
            gif_frame.top = y0 as u16;
            gif_frame.delay = delay;
            gif_frame.dispose = gif::DisposalMethod::Keep;
            encoder.write_frame(&gif_frame)?;
            previous = Some(canvas);
        }
    }
    Ok(out)
}

/// The smallest box `[x0, x1) × [y0, y1)` holding every pixel that differs.
fn changed_box(width: u32, a: &[u8], b: &[u8]) -> Option<(u32, u32, u32, u32)> {
    let stride = width as usize * 3;
    let mut y0 = None;
    let mut y1 = 0;
    let mut x0 = width;
    let mut x1 = 0;
    for (y, (ra, rb)) in a.chunks(stride).zip(b.chunks(stride)).enumerate() {
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
            let rgb = canvas.to_rgb();
            let unique: std::collections::HashSet<&[u8]> = rgb.chunks(3).collect();
            // Every colour is exact: no pixel had to take a nearest colour, with room to spare.
            println!(
                "{theme:?}: {} used, {} in the palette",
                unique.len(),
                canvas.colours.list.len()
            );
            assert!(
                canvas.colours.list.len() < 224,
                "{}",
                canvas.colours.list.len()
            );
        }
    }

    /// Prints size and time of each encoder setting: `cargo test --release --lib
    /// bench_png_settings -- --ignored --nocapture`.
    #[test]
    #[ignore = "a measurement, not a check"]
    fn bench_png_settings() {
        let canvas = sample(Theme::Light);
        println!(
            "{}×{}, {} colours",
            canvas.width,
            canvas.height,
            canvas.colours.list.len()
        );
        let width = canvas.width as usize;
        let mut raw = Vec::new();
        for row in canvas.data.chunks_exact(width) {
            raw.push(0);
            raw.extend_from_slice(row);
        }
        let mut buffer = vec![0u8; zlib_rs::compress_bound(raw.len())];
        for level in [1, 2, 3] {
            for strategy in [
                zlib_rs::Strategy::Default,
                zlib_rs::Strategy::Rle,
                zlib_rs::Strategy::Fixed,
            ] {
                let config = zlib_rs::DeflateConfig {
                    strategy,
                    ..zlib_rs::DeflateConfig::new(level)
                };
                let start = Instant::now();
                let mut bytes = 0;
                for _ in 0..20 {
                    let (out, _) = zlib_rs::compress_slice(&mut buffer, &raw, config);
                    bytes = out.len();
                }
                let ms = start.elapsed().as_secs_f64() * 1000.0 / 20.0;
                println!("zlib-rs level {level} {strategy:?}: {bytes} B, {ms:.2} ms");
            }
        }
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
                {
                    let settings = PngSettings {
                        compression,
                        filter,
                    };
                    let start = Instant::now();
                    let mut bytes = 0;
                    for _ in 0..20 {
                        bytes = png_with(&canvas, settings).unwrap().len();
                    }
                    let ms = start.elapsed().as_secs_f64() * 1000.0 / 20.0;
                    println!("{compression:?} {filter:?}: {bytes} B, {ms:.2} ms");
                }
            }
        }
    }
}
