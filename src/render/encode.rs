//! Turning canvases into PNG and GIF bytes, with no metadata chunks at all: a PNG holds only
//! `IHDR`, `PLTE` (indexed pictures), `IDAT` and `IEND`, a GIF only its frames and the loop
//! extension.

use std::{borrow::Cow, cell::RefCell, collections::HashMap, sync::Arc};

mod bands;

pub use bands::Series;
use bands::{fresh_steps, next_steps, Band, Frame, Step, SERIES};

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

/// The canvas as an indexed PNG, reusing the compressed bands whose rows did not change since
/// the last picture of `series` (when one is given). The pixels are the same with or without
/// a series: a band is compressed on its own, from its pixels and the row above it only, so a
/// kept band is exactly what compressing its rows again would give. The bytes may differ,
/// because a series cuts its bands where rows changed (80 moves of an 11×11 game: 53 bands
/// instead of 25, and 2.9 % more bytes than fresh pictures).
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

/// Appends the canvas's rows (each behind filter byte 0) to `out` as one zlib stream at
/// level 1, made of independently compressed bands: zlib header, each band's blocks (ending
/// on a byte boundary), an empty final block, and the Adler-32 of all rows combined from the
/// bands'. With a series, the bands of its last picture whose rows did not change are copied
/// from it, so the bytes may differ from a fresh picture's (the pixels never do).
fn zlib_stream(
    out: &mut Vec<u8>,
    canvas: &Canvas,
    series: Option<Series>,
) -> Result<(), RenderError> {
    let width = canvas.width as usize;
    let height = canvas.height as usize;
    let rows: Box<[u64]> = match series {
        Some(_) => canvas
            .data
            .chunks(width.max(1))
            .map(xxhash_rust::xxh3::xxh3_64)
            .collect(),
        None => Box::default(),
    };
    let previous = series
        .and_then(|series| SERIES.get(&series))
        .filter(|frame| frame.width == canvas.width && frame.height == canvas.height);
    let steps = match &previous {
        Some(frame) => {
            let changed: Vec<bool> = frame.rows.iter().zip(&rows).map(|(a, b)| a != b).collect();
            next_steps(&frame.bands, &changed)
        }
        None => fresh_steps(height),
    };
    // CMF: deflate with a 32 KB window; FLG: fastest level, no dictionary, check bits.
    out.extend_from_slice(&[0x78, 0x01]);
    let mut adler = 1u32;
    let mut bands = Vec::with_capacity(steps.len());
    for step in steps {
        let band = match step {
            Step::Keep(band) => band.clone(),
            Step::Make(first, end) => compress_band(canvas, first, end)?,
        };
        out.extend_from_slice(&band.deflated);
        let length = ((band.end - band.first) * (width + 1)) as u64;
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
            rows,
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
    fn band(&mut self, canvas: &Canvas, first: usize, end: usize) -> Result<Band, RenderError> {
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
            first,
            end,
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
fn compress_band(canvas: &Canvas, first: usize, end: usize) -> Result<Band, RenderError> {
    COMPRESSOR.with(|cell| {
        cell.borrow_mut()
            .get_or_insert_with(Compressor::new)
            .band(canvas, first, end)
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

    use super::{bands::BAND_ROWS, *};
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
    fn a_series_gives_the_same_pixels_as_drawing_afresh() {
        let series = Some(Series {
            game: u64::MAX - 7,
            audience: 0,
        });
        // Moves come and go (a takeback goes back to an earlier picture), and the series
        // changes board size once: every picture must show exactly its own pixels.
        for (plies, size) in [
            (0, 11),
            (1, 11),
            (2, 11),
            (9, 11),
            (8, 11),
            (30, 11),
            (31, 11),
            (30, 7),
            (31, 7),
        ] {
            let canvas = sample_at(plies, size);
            let kept = png_in_series(&canvas, series).unwrap();
            let (width, height, pixels) = decoded(&kept);
            assert_eq!((width, height), (canvas.width, canvas.height));
            assert_eq!(pixels, canvas.data, "{plies} moves on {size}×{size}");
        }
    }

    /// The rows compressed for the last picture of `series` (those of its bands not shared
    /// with `before`).
    fn rows_compressed(before: &Frame, series: Series) -> usize {
        let frame = SERIES.get(&series).unwrap();
        frame
            .bands
            .iter()
            .filter(|band| {
                !before
                    .bands
                    .iter()
                    .any(|old| Arc::ptr_eq(&old.deflated, &band.deflated))
            })
            .map(|band| band.end - band.first)
            .sum()
    }

    #[test]
    fn a_series_compresses_again_only_around_the_rows_that_changed() {
        let series = Series {
            game: u64::MAX - 8,
            audience: 1,
        };
        let mut compressed = Vec::new();
        let mut changed_rows = Vec::new();
        let mut last: Option<Canvas> = None;
        for plies in 10..30 {
            let canvas = sample_at(plies, 11);
            let before = SERIES.get(&series);
            let bytes = png_in_series(&canvas, Some(series)).unwrap();
            assert_eq!(decoded(&bytes).2, canvas.data, "{plies} moves");
            // The bands tile the picture.
            let frame = SERIES.get(&series).unwrap();
            let mut row = 0;
            for band in &frame.bands {
                assert_eq!(band.first, row);
                assert!(band.end > band.first);
                row = band.end;
            }
            assert_eq!(row, canvas.height as usize);
            if let (Some(before), Some(last)) = (before, &last) {
                compressed.push(rows_compressed(&before, series));
                let width = canvas.width as usize;
                changed_rows.push(
                    last.data
                        .chunks(width)
                        .zip(canvas.data.chunks(width))
                        .filter(|(a, b)| a != b)
                        .count(),
                );
            }
            last = Some(canvas);
        }
        let (made, changed): (usize, usize) = (compressed.iter().sum(), changed_rows.iter().sum());
        println!("rows compressed {compressed:?}, changed {changed_rows:?}");
        // Every changed row is compressed again, and after the first pictures little else: the
        // first next picture still cuts the fresh picture's bands.
        assert!(made >= changed, "{made} < {changed}");
        let settled: usize = compressed[3..].iter().sum();
        let settled_changed: usize = changed_rows[3..].iter().sum();
        assert!(
            settled < settled_changed * 3 / 2 + 10 * (compressed.len() - 3),
            "{settled} rows compressed for {settled_changed} changed"
        );
    }

    proptest::proptest! {
        /// Any series of pictures, each some rows away from the last (at the top, at the
        /// bottom, one row, every row; now and then another size), decodes to exactly its
        /// pixels, and its bands tile it.
        #[test]
        fn a_series_of_changed_rows_decodes_to_its_pixels(
            width in 1u32..40,
            height in 1u32..100,
            steps in proptest::collection::vec(
                (proptest::collection::vec((0u32..100, 0u32..8, 0u8..3), 0..6), proptest::bool::weighted(0.1)),
                1..8,
            ),
            audience in 0u32..1_000_000,
        ) {
            let series = Series { game: u64::MAX - 9, audience };
            let mut canvas = Canvas::new(width, height, [10, 20, 30]);
            canvas.colours.index([1, 2, 3]);
            canvas.colours.index([4, 5, 6]);
            for (n, (changes, resize)) in steps.into_iter().enumerate() {
                if resize {
                    canvas = Canvas::new(width, height + 1, [10, 20, 30]);
                    canvas.colours.index([1, 2, 3]);
                    canvas.colours.index([4, 5, 6]);
                }
                let w = canvas.width as usize;
                let rows = canvas.height as usize;
                for (row, span, colour) in changes {
                    for r in (row as usize % rows..).take(span as usize + 1).filter(|&r| r < rows) {
                        let at = (r * w + n * 7 % w)..((r + 1) * w);
                        for pixel in &mut canvas.data[at] {
                            *pixel = colour;
                        }
                    }
                }
                let bytes = png_in_series(&canvas, Some(series)).unwrap();
                let (dw, dh, pixels) = decoded(&bytes);
                proptest::prop_assert_eq!((dw, dh), (canvas.width, canvas.height));
                proptest::prop_assert_eq!(&pixels, &canvas.data, "picture {}", n);
                let frame = SERIES.get(&series).unwrap();
                let mut next = 0;
                for band in &frame.bands {
                    proptest::prop_assert_eq!(band.first, next);
                    proptest::prop_assert!(band.end > band.first);
                    next = band.end;
                }
                proptest::prop_assert_eq!(next, rows);
            }
        }
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
