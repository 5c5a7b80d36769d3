//! Turning canvases into PNG and GIF bytes, with no metadata chunks at all: a PNG holds only
//! `IHDR`, `PLTE` (indexed pictures), `IDAT` and `IEND`, a GIF only its frames and the loop
//! extension.

use std::{borrow::Cow, cell::RefCell, collections::HashMap, sync::Arc};

use super::{
    cache::Bounded,
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
#[cfg(test)]
#[derive(Clone, Copy, Debug)]
pub struct PngSettings {
    /// Deflate effort.
    pub compression: png::DeflateCompression,
    /// Row filter.
    pub filter: png::Filter,
}

#[cfg(test)]
impl Default for PngSettings {
    fn default() -> Self {
        Self {
            compression: png::DeflateCompression::Level(1),
            filter: png::Filter::NoFilter,
        }
    }
}

/// The canvas as an indexed PNG, reusing the compressed bands that did not change since the
/// last picture of `series` (when one is given). The bytes are the same with or without a
/// series: a band is compressed on its own, from its pixels and the row above it only, so a
/// kept band is exactly what compressing it again would give.
pub fn png_in_series(canvas: &Canvas, series: Option<Series>) -> Result<Vec<u8>, RenderError> {
    indexed_png(canvas, series)
}

/// The canvas as an indexed PNG with `settings` (for measuring them).
///
/// The default (level 1, no row filter) is written here directly with zlib-rs. Going through
/// `png`'s streaming writer zeroed the whole spare output buffer on every row (flate2's
/// `compress_vec`), which cost more than the compression itself (`hextable bench core` under
/// `perf`: 27 % of all time in `memset`). Other settings (the measurement in the tests) still
/// use the `png` crate.
#[cfg(test)]
pub fn png_with(canvas: &Canvas, settings: PngSettings) -> Result<Vec<u8>, RenderError> {
    if let (png::DeflateCompression::Level(1), png::Filter::NoFilter) =
        (settings.compression, settings.filter)
    {
        return indexed_png(canvas, None);
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
/// The `png` crate writes the container (chunks and their CRCs); the `IDAT` data is the banded
/// zlib stream made here, which its own writer cannot make.
fn indexed_png(canvas: &Canvas, series: Option<Series>) -> Result<Vec<u8>, RenderError> {
    let mut idat = Vec::with_capacity(64 * 1024);
    zlib_stream(&mut idat, canvas, series)?;
    // The signature (8 bytes), IHDR (25), and the length, type and CRC of PLTE, IDAT and IEND
    // (12 each).
    let palette = canvas.colours.list.as_flattened();
    let mut out = Vec::with_capacity(8 + 25 + 3 * 12 + palette.len() + idat.len());
    let mut info = png::Info::with_size(canvas.width, canvas.height);
    // Bit depth 8, colour type 3 (indexed); deflate, adaptive filtering and no interlace are
    // the defaults. No other chunk is set, so none is written.
    info.bit_depth = png::BitDepth::Eight;
    info.color_type = png::ColorType::Indexed;
    info.palette = Some(Cow::Borrowed(palette));
    let encoder = png::Encoder::with_info(&mut out, info)?;
    let mut writer = encoder.write_header()?;
    writer.write_chunk(png::chunk::IDAT, &idat)?;
    writer.finish()?;
    Ok(out)
}

/// The pictures of one audience of one game (a player's views, the channel's pictures), in
/// the order they are drawn. Consecutive pictures of a series mostly differ in a few places
/// (a stone, a mark, a header line), so the bands that did not change are not compressed
/// again. Never give two audiences the same series: a band is reused when its hash matches,
/// and keeping series apart means even a hash collision could only show an audience a band
/// it has already been sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Series {
    /// The game.
    pub game: u64,
    /// Who looks at the pictures (any number that tells the audiences of a game apart).
    pub audience: u32,
}

/// Rows per band. Smaller bands follow changes more closely but compress a little worse
/// (a band can only refer back to itself and the row above it) and each costs a compressor
/// reset (zlib-rs clears its 128 KB hash table and its symbol buffer). `bench render`, three
/// runs each, 16 → 32 → 64 rows: a fresh 11×11 view 0.53–0.57 → 0.43–0.44 → 0.39–0.41 ms, a
/// fresh 19×19 0.59–0.63 → 0.52–0.54 → 0.50–0.51 ms, the next picture of a series (one stone
/// more) level at 16 and 32 (0.17–0.19 ms) but 0.19–0.22 ms at 64, the 19×19 PNG 55,425 →
/// 53,786 → 51,451 bytes. 32 keeps the next picture as cheap and makes a fresh one 12–20 %
/// cheaper (the pictures of games whose series has left the cache).
const BAND_ROWS: usize = 32;

/// One band of a picture, compressed on its own and ending on a byte boundary.
#[derive(Clone)]
struct Band {
    /// Hash of the band's pixels and the row above it (what its compression depends on).
    hash: u128,
    /// Adler-32 of the band's filtered rows, to combine into the stream's checksum.
    adler: u32,
    /// The raw deflate blocks, ending with a sync flush.
    deflated: Arc<[u8]>,
}

/// The bands of the last picture of a series.
struct Frame {
    width: u32,
    height: u32,
    bands: Vec<Band>,
}

/// The last picture's bands of each series drawn lately, so that the next picture of a series
/// (one move later) compresses only the bands that changed. Switched off, `bench core` took
/// 3.56 instead of 1.67 ms of CPU a move (median of three), and a next picture in `bench
/// render` 12.4 M more instructions (about 17 M instead of 5 M). 256 series of some tens of
/// kilobytes each: the games being played at the moment.
static SERIES: Bounded<Series, Arc<Frame>> = Bounded::new(256);

/// Appends the canvas's rows (each behind filter byte 0) to `out` as one zlib stream at
/// level 1, made of independently compressed bands: zlib header, each band's blocks (ending
/// on a byte boundary), an empty final block, and the Adler-32 of all rows combined from the
/// bands'. With a series, bands whose hash matches the same band of its last picture are
/// copied from it.
fn zlib_stream(
    out: &mut Vec<u8>,
    canvas: &Canvas,
    series: Option<Series>,
) -> Result<(), RenderError> {
    let width = canvas.width as usize;
    let height = canvas.height as usize;
    let previous = series
        .and_then(|series| SERIES.get(&series))
        .filter(|frame| frame.width == canvas.width && frame.height == canvas.height);
    // CMF: deflate with a 32 KB window; FLG: fastest level, no dictionary, check bits.
    out.extend_from_slice(&[0x78, 0x01]);
    let mut adler = 1u32;
    let mut bands = Vec::with_capacity(height.div_ceil(BAND_ROWS));
    for (index, first) in (0..height).step_by(BAND_ROWS).enumerate() {
        let end = (first + BAND_ROWS).min(height);
        let hash = match series {
            Some(_) => xxhash_rust::xxh3::xxh3_128(
                canvas
                    .data
                    .get(first.saturating_sub(1) * width..end * width)
                    .unwrap_or_default(),
            ),
            None => 0,
        };
        let kept = previous
            .as_ref()
            .and_then(|frame| frame.bands.get(index))
            .filter(|band| band.hash == hash);
        let band = match kept {
            Some(band) => band.clone(),
            None => compress_band(canvas, first, end, hash)?,
        };
        out.extend_from_slice(&band.deflated);
        let length = ((end - first) * (width + 1)) as u64;
        adler = zlib_rs::adler32::adler32_combine(adler, band.adler, length);
        bands.push(band);
    }
    // An empty final block with fixed codes (BFINAL 1, BTYPE 01, end-of-block), then the
    // checksum.
    out.extend_from_slice(&[0x03, 0x00]);
    out.extend_from_slice(&adler.to_be_bytes());
    if let Some(series) = series {
        let frame = Frame {
            width: canvas.width,
            height: canvas.height,
            bands,
        };
        SERIES.insert(series, Arc::new(frame));
    }
    Ok(())
}

/// A raw-deflate compressor at level 1 with its buffers, reset for each band: zlib-rs
/// (zlib-ng's fast levels: about 35 % faster than miniz for the same size).
struct Compressor {
    deflate: zlib_rs::Deflate,
    scratch: Vec<u8>,
    dictionary: Vec<u8>,
    deflated: Vec<u8>,
}

impl Compressor {
    fn new() -> Self {
        Self {
            deflate: zlib_rs::Deflate::new(1, false, 15),
            scratch: vec![0; 64 * 1024],
            dictionary: Vec::new(),
            deflated: Vec::new(),
        }
    }

    /// Compresses rows `first..end` of `canvas` as raw deflate blocks ending with a sync
    /// flush, with the row above as the dictionary.
    fn band(
        &mut self,
        canvas: &Canvas,
        first: usize,
        end: usize,
        hash: u128,
    ) -> Result<Band, RenderError> {
        use zlib_rs::{adler32::adler32, DeflateFlush};

        let width = canvas.width as usize;
        let rows = canvas
            .data
            .get(first * width..end * width)
            .unwrap_or_default();
        self.deflate.reset();
        if let Some(above) = first
            .checked_sub(1)
            .and_then(|row| canvas.data.get(row * width..first * width))
        {
            // The bytes just before the band in the stream: the row above and its filter byte.
            self.dictionary.clear();
            self.dictionary.push(0);
            self.dictionary.extend_from_slice(above);
            self.deflate
                .set_dictionary(&self.dictionary)
                .map_err(|e| RenderError::Compression(e.as_str()))?;
        }
        self.deflated.clear();
        let mut adler = 1;
        for row in rows.chunks_exact(width.max(1)) {
            for part in [&[0u8][..], row] {
                feed(
                    &mut self.deflate,
                    &mut self.scratch,
                    &mut self.deflated,
                    part,
                    DeflateFlush::NoFlush,
                )?;
                adler = adler32(adler, part);
            }
        }
        feed(
            &mut self.deflate,
            &mut self.scratch,
            &mut self.deflated,
            &[],
            DeflateFlush::SyncFlush,
        )?;
        Ok(Band {
            hash,
            adler,
            deflated: Arc::from(self.deflated.as_slice()),
        })
    }
}

thread_local! {
    /// Each drawing thread's compressor (about 400 KB of tables and buffers), reset for each
    /// band rather than made anew: one made per picture instead cost 10 % more CPU a move in
    /// `bench core` (1.84 against 1.67 ms, median of three) and raised its RSS from ~55 to
    /// 80–105 MB; one per band doubled the time of a picture. The drawing threads are fixed, so
    /// there is one compressor per core (see `cache.rs`).
    static COMPRESSOR: RefCell<Option<Compressor>> = const { RefCell::new(None) };
}

/// Compresses rows `first..end` of `canvas` with this thread's compressor.
fn compress_band(
    canvas: &Canvas,
    first: usize,
    end: usize,
    hash: u128,
) -> Result<Band, RenderError> {
    COMPRESSOR.with(|cell| {
        cell.borrow_mut()
            .get_or_insert_with(Compressor::new)
            .band(canvas, first, end, hash)
    })
}

/// Feeds all of `input` to the compressor (with a flush, until all output is out), moving the
/// output through `scratch`.
fn feed(
    deflate: &mut zlib_rs::Deflate,
    scratch: &mut [u8],
    out: &mut Vec<u8>,
    mut input: &[u8],
    flush: zlib_rs::DeflateFlush,
) -> Result<(), RenderError> {
    use zlib_rs::Status;

    loop {
        let (read, written) = (deflate.total_in(), deflate.total_out());
        let status = deflate
            .compress(input, scratch, flush)
            .map_err(|e| RenderError::Compression(e.as_str()))?;
        let used = (deflate.total_in() - read) as usize;
        let made = (deflate.total_out() - written) as usize;
        out.extend_from_slice(&scratch[..made]);
        input = &input[used.min(input.len())..];
        if input.is_empty() && made < scratch.len() {
            return Ok(());
        }
        if used == 0 && made == 0 && status == Status::BufError {
            return Err(RenderError::Compression("the compressor made no progress"));
        }
    }
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
/// twice (palette, then pixels) and at most two are held at a time. About 30 s for the whole
/// game, each move shown between 0.25 s and 0.8 s, the last frame 4 s.
pub fn gif(
    count: usize,
    frame: impl FnMut(usize) -> Result<Canvas, RenderError>,
) -> Result<Vec<u8>, RenderError> {
    let step_delay = (3000 / count.max(1)).clamp(25, 80) as u16;
    gif_timed(
        count,
        |n| if n + 1 == count { 400 } else { step_delay },
        frame,
    )
}

/// [`gif`] with each frame's delay (in hundredths of a second) chosen by `delay`.
pub fn gif_timed(
    count: usize,
    delay: impl Fn(usize) -> u16,
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
        let mut previous: Option<Vec<u8>> = None;
        for n in 0..count {
            let canvas = frame(n)?.to_rgb();
            if canvas.len() != size.0 as usize * size.1 as usize * 3 {
                return Err(RenderError::TooLarge);
            }
            let delay = delay(n);
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

    /// The indices of a decoded indexed PNG.
    fn decoded(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        pixels.truncate(info.buffer_size());
        (info.width, info.height, pixels)
    }

    /// The game of `sample` after `plies` moves, Red's view drawn.
    fn sample_at(plies: usize, size: u32) -> Canvas {
        let size = BoardSize::square(size).unwrap();
        let settings = GameSettings::new(Variant::DarkHex(DarkVersion::Classic), size);
        let mut game = HexGame::new(settings);
        let mut k = 7usize;
        while game.ply() < plies && !game.is_over() {
            k = (k * 37 + 11) % size.cell_count();
            if let Some(cell) = size.cell_at(k) {
                let _ = game.play_next(Move::Place(cell));
            }
        }
        let options = RenderOptions {
            title: "Dark Hex #12".into(),
            ..RenderOptions::default()
        };
        draw::player_view(&game.player_view(Player::Red), &options).unwrap()
    }

    #[test]
    fn banded_pictures_decode_to_their_pixels() {
        let canvas = sample(Theme::Dark);
        let bytes = png_in_series(&canvas, None).unwrap();
        let (width, height, pixels) = decoded(&bytes);
        assert_eq!((width, height), (canvas.width, canvas.height));
        assert_eq!(pixels, canvas.data);
        // A canvas whose height is not a whole number of bands, and a one-row one.
        for (w, h) in [(7, 3 * BAND_ROWS as u32 + 5), (300, 1), (1, 40)] {
            let mut odd = Canvas::new(w, h, [10, 20, 30]);
            for (i, pixel) in odd.data.iter_mut().enumerate() {
                *pixel = (i * 7 % 3) as u8;
            }
            odd.colours.index([1, 2, 3]);
            odd.colours.index([4, 5, 6]);
            let (_, _, pixels) = decoded(&png_in_series(&odd, None).unwrap());
            assert_eq!(pixels, odd.data, "{w}×{h}");
        }
    }

    #[test]
    fn a_series_gives_the_same_bytes_as_drawing_afresh() {
        let series = Some(Series {
            game: u64::MAX - 7,
            audience: 0,
        });
        // Moves come and go (a takeback goes back to an earlier picture), and the series
        // changes board size once: every picture must be what it would be on its own.
        for (plies, size) in [
            (0, 11),
            (1, 11),
            (2, 11),
            (9, 11),
            (8, 11),
            (30, 11),
            (30, 7),
        ] {
            let canvas = sample_at(plies, size);
            let alone = png_in_series(&canvas, None).unwrap();
            let kept = png_in_series(&canvas, series).unwrap();
            assert_eq!(kept, alone, "{plies} moves on {size}×{size}");
            let (_, _, pixels) = decoded(&kept);
            assert_eq!(pixels, canvas.data);
        }
    }

    #[test]
    fn a_series_reuses_the_bands_that_did_not_change() {
        let series = Series {
            game: u64::MAX - 8,
            audience: 1,
        };
        let before = sample_at(20, 11);
        png_in_series(&before, Some(series)).unwrap();
        let after = sample_at(21, 11);
        let changed = before
            .data
            .chunks(before.width as usize * BAND_ROWS)
            .zip(after.data.chunks(after.width as usize * BAND_ROWS))
            .filter(|(a, b)| a != b)
            .count();
        let frame = SERIES.get(&series).unwrap();
        png_in_series(&after, Some(series)).unwrap();
        let next = SERIES.get(&series).unwrap();
        let reused = frame
            .bands
            .iter()
            .zip(&next.bands)
            .filter(|(a, b)| Arc::ptr_eq(&a.deflated, &b.deflated))
            .count();
        let total = next.bands.len();
        println!("{changed} of {total} bands changed, {reused} reused");
        assert!(changed > 0 && changed < total / 2, "{changed} of {total}");
        // A band is also compressed again when the row above it changed.
        assert!(
            reused + 2 * changed >= total,
            "{reused} reused, {changed} changed"
        );
        assert!(reused < total);
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
