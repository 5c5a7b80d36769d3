//! The golden-image comparison shared by the `render*` tests: each scene is drawn and
//! compared with `tests/golden/<name>.png`, pixel by pixel, allowing each colour channel to
//! differ by at most [`TOLERANCE`].
//!
//! * Re-bless (after a deliberate change of the pictures) with `BLESS=1 cargo test`, then look
//!   at the new files before committing them.
//! * On a mismatch the test writes `<name>-expected.png`, `<name>-actual.png` and
//!   `<name>-diff.png` (differing pixels in magenta over a faded copy of the expected
//!   picture) under `target/golden-failures/` (inside `CARGO_TARGET_DIR` when it is set), so a
//!   person can look.

//!
//! Beside the comparison: the render options the golden scenes are drawn with, and decoding
//! what the renderer makes (a PNG's pixels, a GIF replay's frames).

use std::path::{Path, PathBuf};

use hextable::render::{RenderOptions, Theme};
use image::{AnimationDecoder, Frame, Rgb, RgbImage, RgbaImage};

/// Largest allowed difference of one colour channel.
pub const TOLERANCE: u8 = 6;

pub fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

pub fn failure_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"));
    target.join("golden-failures")
}

/// Compares two pictures; on a mismatch returns a description and the diff picture.
pub fn compare(expected: &RgbImage, actual: &RgbImage) -> Result<(), (String, RgbImage)> {
    if expected.dimensions() != actual.dimensions() {
        let message = format!(
            "size {:?} instead of {:?}",
            actual.dimensions(),
            expected.dimensions()
        );
        return Err((message, actual.clone()));
    }
    let mut diff = RgbImage::new(expected.width(), expected.height());
    let mut bad = 0usize;
    let mut worst = 0u8;
    for (x, y, e) in expected.enumerate_pixels() {
        let a = actual.get_pixel(x, y);
        let delta =
            e.0.iter()
                .zip(a.0)
                .map(|(p, q)| p.abs_diff(q))
                .max()
                .unwrap_or(0);
        worst = worst.max(delta);
        if delta > TOLERANCE {
            bad += 1;
            diff.put_pixel(x, y, Rgb([255, 0, 255]));
        } else {
            let faded = e.0.map(|v| 160 + v / 3);
            diff.put_pixel(x, y, Rgb(faded));
        }
    }
    if bad == 0 {
        Ok(())
    } else {
        Err((
            format!("{bad} pixels differ by more than {TOLERANCE} (worst {worst})"),
            diff,
        ))
    }
}

/// Compares each `(name, png)` scene with its golden image (or writes it, under `BLESS=1`);
/// panics listing every mismatch.
pub fn check(scenes: Vec<(&'static str, Vec<u8>)>) {
    let bless = std::env::var_os("BLESS").is_some_and(|v| v != "0");
    let mut failures = Vec::new();
    for (name, png) in scenes {
        let path = golden_dir().join(format!("{name}.png"));
        if bless {
            std::fs::create_dir_all(golden_dir()).unwrap();
            std::fs::write(&path, &png).unwrap();
            continue;
        }
        let actual = image::load_from_memory(&png).unwrap().to_rgb8();
        let expected = match std::fs::read(&path) {
            Ok(bytes) => image::load_from_memory(&bytes).unwrap().to_rgb8(),
            Err(error) => {
                failures.push(format!("{name}: cannot read {}: {error}", path.display()));
                continue;
            }
        };
        if let Err((message, diff)) = compare(&expected, &actual) {
            let dir = failure_dir();
            std::fs::create_dir_all(&dir).unwrap();
            expected
                .save(dir.join(format!("{name}-expected.png")))
                .unwrap();
            actual.save(dir.join(format!("{name}-actual.png"))).unwrap();
            diff.save(dir.join(format!("{name}-diff.png"))).unwrap();
            failures.push(format!("{name}: {message} (see {})", dir.display()));
        }
    }
    assert!(
        failures.is_empty(),
        "golden mismatches:\n{}",
        failures.join("\n")
    );
}

/// The options the golden scenes are drawn with: `theme`, `title`, alice against bob, no clock.
pub fn options(theme: Theme, title: &str) -> RenderOptions {
    RenderOptions {
        theme,
        title: title.into(),
        red_name: "alice".into(),
        blue_name: "bob".into(),
        clock: None,
        ..RenderOptions::default()
    }
}

/// The pixels of a PNG.
pub fn pixels(png: &[u8]) -> RgbImage {
    image::load_from_memory(png).unwrap().to_rgb8()
}

/// The frames of a GIF, in order.
pub fn gif_frames(gif: &[u8]) -> Vec<Frame> {
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(gif)).unwrap();
    decoder.into_frames().collect_frames().unwrap()
}

/// How many pixels of `frame` are far (more than 24 in a channel) from `still`'s: a replay's
/// frame is the still picture up to the GIF palette's rounding.
pub fn pixels_far_off(still: &RgbImage, frame: &RgbaImage) -> usize {
    still
        .enumerate_pixels()
        .filter(|(x, y, p)| {
            let q = frame.get_pixel(*x, *y);
            p.0.iter().zip(&q.0[..3]).any(|(a, b)| a.abs_diff(*b) > 24)
        })
        .count()
}
