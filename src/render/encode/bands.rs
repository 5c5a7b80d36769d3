//! The bands of a PNG's zlib stream: where a picture is cut into independently compressed
//! runs of rows, and which bands the next picture of a series can copy from the last one.

use std::sync::Arc;

use crate::render::cache::Bounded;

/// The pictures of one audience of one game (a player's views, the channel's pictures), in
/// the order they are drawn. Consecutive pictures of a series mostly differ in a few places
/// (a stone, a mark, a header line), so the rows that did not change are not compressed
/// again. Never give two audiences the same series: rows are taken as unchanged when their
/// hashes match, and keeping series apart means even a hash collision could only show an
/// audience rows it has already been sent.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
pub struct Series {
    /// The game.
    pub game: u64,
    /// Who looks at the pictures (any number that tells the audiences of a game apart).
    pub audience: u32,
}

/// Rows per band of a fresh picture (and the most rows a band is given when a changed part
/// of a picture is cut into bands again). Smaller bands compress a little worse (a band can
/// only refer back to itself and the row above it) and each costs a compressor reset
/// (zlib-rs clears its 128 KB hash table and its symbol buffer). `bench render`, three runs
/// each, 16 → 32 → 64 rows: a fresh 11×11 view 0.53–0.57 → 0.43–0.44 → 0.39–0.41 ms, a fresh
/// 19×19 0.59–0.63 → 0.52–0.54 → 0.50–0.51 ms, the 19×19 PNG 55,425 → 53,786 → 51,451 bytes.
pub(super) const BAND_ROWS: usize = 32;

/// An unchanged run of rows shorter than this is not made a band of its own when a changed
/// part is cut into bands: it joins the band before it (a reset for a few rows costs more
/// than compressing them again with their neighbours).
const MIN_BAND_ROWS: usize = 4;

/// One band of a picture: rows `first..end`, compressed on their own (with the row above as
/// the dictionary) and ending on a byte boundary.
#[derive(Clone)]
pub(super) struct Band {
    /// The first row.
    pub(super) first: usize,
    /// The row after the last.
    pub(super) end: usize,
    /// Adler-32 of the band's filtered rows, to combine into the stream's checksum.
    pub(super) adler: u32,
    /// The raw deflate blocks, ending with a sync flush.
    pub(super) deflated: Arc<[u8]>,
}

/// The last picture of a series: a hash of each row, and its bands.
pub(super) struct Frame {
    /// The picture's width.
    pub(super) width: u32,
    /// The picture's height.
    pub(super) height: u32,
    /// A hash of each row.
    pub(super) rows: Box<[u64]>,
    /// The bands, top to bottom.
    pub(super) bands: Vec<Band>,
}

/// The last picture of each series drawn lately, so that the next picture of a series (one
/// move later) compresses only the bands where rows changed. Switched off, `bench core` took
/// 3.56 instead of 1.67 ms of CPU a move (median of three), and a next picture in `bench
/// render` 12.4 M more instructions (about 17 M instead of 5 M). 256 series of some tens of
/// kilobytes each: the games being played at the moment.
pub(super) static SERIES: Bounded<Series, Arc<Frame>> = Bounded::new(256);

/// What to do for one band of a picture.
#[derive(Clone, Copy)]
pub(super) enum Step<'a> {
    /// Copy this band of the series' last picture: its rows and the row above are unchanged.
    Keep(&'a Band),
    /// Compress rows `first..end`.
    Make(usize, usize),
}

/// The bands of a fresh picture of `height` rows: [`BAND_ROWS`] each.
pub(super) fn fresh_steps(height: usize) -> Vec<Step<'static>> {
    (0..height)
        .step_by(BAND_ROWS)
        .map(|first| Step::Make(first, (first + BAND_ROWS).min(height)))
        .collect()
}

/// The bands of the next picture of a series whose last picture had `bands`, where `changed`
/// says which rows differ. A band is kept when none of its rows nor the row above changed.
/// Each run of bands that cannot be kept is cut again where its rows changed, so that rows
/// that change from move to move (the move counter, the line saying whose turn it is) get
/// bands of their own and the rows around them are compressed once more and then kept:
/// a changed run of rows becomes a band together with the unchanged row after it (which
/// the band below takes as its dictionary), and unchanged rows become bands of at most
/// [`BAND_ROWS`].
pub(super) fn next_steps<'a>(bands: &'a [Band], changed: &[bool]) -> Vec<Step<'a>> {
    let dirty = |band: &Band| {
        changed
            .get(band.first.saturating_sub(1)..band.end)
            .is_none_or(|rows| rows.iter().any(|&c| c))
    };
    let mut steps = Vec::with_capacity(bands.len() + 4);
    let mut run: Option<(usize, usize)> = None;
    for band in bands {
        if dirty(band) {
            run = Some(run.map_or((band.first, band.end), |(first, _)| (first, band.end)));
            continue;
        }
        if let Some((first, end)) = run.take() {
            cut(first, end, changed, &mut steps);
        }
        steps.push(Step::Keep(band));
    }
    if let Some((first, end)) = run {
        cut(first, end, changed, &mut steps);
    }
    steps
}

/// Cuts rows `first..end` into bands to compress (see [`next_steps`]).
fn cut(first: usize, end: usize, changed: &[bool], steps: &mut Vec<Step<'_>>) {
    let is_changed = |row: usize| changed.get(row).copied().unwrap_or(true);
    let start = steps.len();
    let mut row = first;
    while row < end {
        let mut last = row;
        if is_changed(row) {
            while last < end && is_changed(last) {
                last += 1;
            }
            // The unchanged row after it too, so the band below depends on an unchanged row.
            last = (last + 1).min(end);
        } else {
            while last < end && !is_changed(last) && last - row < BAND_ROWS {
                last += 1;
            }
            if last - row < MIN_BAND_ROWS {
                if let Some(Step::Make(_, previous_end)) = steps[start..].last_mut() {
                    *previous_end = last;
                    row = last;
                    continue;
                }
            }
        }
        steps.push(Step::Make(row, last));
        row = last;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn bands_are_cut_where_rows_changed() {
        let band = |first, end| Band {
            first,
            end,
            adler: 1,
            deflated: Arc::from(&[][..]),
        };
        let bands = [band(0, 32), band(32, 64), band(64, 96), band(96, 100)];
        let mut changed = [false; 100];
        // Rows 40..45 changed: band 1 and (through its row above) nothing else.
        changed[40..45].fill(true);
        let made = |steps: Vec<Step>| -> Vec<(usize, usize)> {
            steps
                .into_iter()
                .map(|step| match step {
                    Step::Keep(band) => (band.first, band.end + 1000),
                    Step::Make(first, end) => (first, end),
                })
                .collect()
        };
        assert_eq!(
            made(next_steps(&bands, &changed)),
            [
                (0, 1032),
                (32, 40),
                (40, 46),
                (46, 64),
                (64, 1096),
                (96, 1100)
            ]
        );
        // Row 63 changed: band 1, and band 2 whose dictionary it is; the unchanged run of
        // three rows after it joins its band, and long unchanged runs are cut at 32 rows.
        let mut changed = [false; 100];
        changed[63] = true;
        changed[68] = true;
        assert_eq!(
            made(next_steps(&bands, &changed)),
            [
                (0, 1032),
                (32, 63),
                (63, 68),
                (68, 70),
                (70, 96),
                (96, 1100)
            ]
        );
        // Nothing changed: everything kept.
        let changed = [false; 100];
        assert_eq!(
            made(next_steps(&bands, &changed)),
            [(0, 1032), (32, 1064), (64, 1096), (96, 1100)]
        );
        assert_eq!(made(fresh_steps(70)), [(0, 32), (32, 64), (64, 70)]);
    }
}
