//! Golden images: every scene below is drawn and compared with `tests/golden/<name>.png`,
//! pixel by pixel, allowing each colour channel to differ by at most [`TOLERANCE`].
//!
//! * Re-bless (after a deliberate change of the pictures) with
//!   `BLESS=1 cargo test --test render_golden`, then look at the new files before committing
//!   them.
//! * On a mismatch the test writes `<name>-expected.png`, `<name>-actual.png` and
//!   `<name>-diff.png` (differing pixels in magenta over a faded copy of the expected
//!   picture) under `target/golden-failures/` (inside `CARGO_TARGET_DIR` when it is set), so a
//!   person can look.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use std::path::{Path, PathBuf};

use hextable::{
    render::{player_view_png, replay_gif, revealed_png, spectator_png, RenderOptions, Theme},
    rules::{parse_move_list, BoardSize, GameSettings, HexGame, Player, Variant},
};
use image::{Rgb, RgbImage};

/// Largest allowed difference of one colour channel.
const TOLERANCE: u8 = 6;

fn game(variant: &str, n: u32, moves: &str, swap: bool) -> HexGame {
    let variant: Variant = variant.parse().unwrap();
    let settings = GameSettings::new(variant, BoardSize::square(n).unwrap()).with_swap(swap);
    HexGame::from_moves(settings, &parse_move_list(moves).unwrap()).unwrap()
}

fn options(theme: Theme, title: &str) -> RenderOptions {
    RenderOptions {
        theme,
        title: title.into(),
        red_name: "alice".into(),
        blue_name: "bob".into(),
        clock: None,
        ..RenderOptions::default()
    }
}

/// A 7×7 Dark Hex game Red wins down the d file, with hits by both sides.
const DARK_7_WON: &str = "d1 a7 d2 d1 b7 d3 c6 c6 d4 e5 d5 a1 d6 a2 d7";
/// A 7×7 Dark Hex game in progress: Red just hit Blue's stone on c5.
const DARK_7_HIT: &str = "d4 c5 e3 d4 c4 c5";

fn scenes() -> Vec<(&'static str, Vec<u8>)> {
    let light = |t: &str| options(Theme::Light, t);
    let dark = |t: &str| options(Theme::Dark, t);
    let mut scenes = Vec::new();
    let g = game("darkhex", 7, DARK_7_HIT, false);
    scenes.push((
        "darkhex7-red-hit-light",
        player_view_png(&g.player_view(Player::Red), &light("Dark Hex #12")).unwrap(),
    ));
    scenes.push((
        "darkhex7-blue-dark",
        player_view_png(&g.player_view(Player::Blue), &dark("Dark Hex #12")).unwrap(),
    ));
    scenes.push((
        "darkhex7-spectator-light",
        spectator_png(&g.spectator_view(), &light("Dark Hex #12")).unwrap(),
    ));
    let won = game("darkhex", 7, DARK_7_WON, false);
    scenes.push((
        "darkhex7-revealed-light",
        revealed_png(&won.revealed().unwrap(), &light("Dark Hex #13")).unwrap(),
    ));
    scenes.push((
        "darkhex7-revealed-dark",
        revealed_png(&won.revealed().unwrap(), &dark("Dark Hex #13")).unwrap(),
    ));
    let mid = game(
        "darkhex-abrupt",
        11,
        "f6 e7 g5 f6 h4 d8 i3 c9 j2 b10 k1 a11 e6 f5",
        false,
    );
    scenes.push((
        "darkhex11-red-light",
        player_view_png(&mid.player_view(Player::Red), &light("")).unwrap(),
    ));
    scenes.push((
        "darkhex11-blue-dark",
        player_view_png(&mid.player_view(Player::Blue), &dark("")).unwrap(),
    ));
    let big = game(
        "darkhex",
        19,
        "j10 k9 j11 i11 k10 j10 h12 l8 g13 m7 j9 s1 a19 k11 j12",
        false,
    );
    scenes.push((
        "darkhex19-red-light",
        player_view_png(&big.player_view(Player::Red), &light("Dark Hex #99")).unwrap(),
    ));
    scenes.push((
        "darkhex19-blue-dark",
        player_view_png(&big.player_view(Player::Blue), &dark("Dark Hex #99")).unwrap(),
    ));
    let hex = game("hex", 11, "c3 swap f6 e7 g5 d8", true);
    scenes.push((
        "hex11-swap-red-dark",
        player_view_png(&hex.player_view(Player::Red), &dark("Hex #3")).unwrap(),
    ));
    scenes.push((
        "hex11-revealed-light",
        revealed_png(&hex.revealed().unwrap(), &light("Hex #3")).unwrap(),
    ));
    let rex = game(
        "rex",
        7,
        "a1 b1 c1 d1 a2 b2 c2 d2 a3 b3 c3 d3 a4 b4 c4 d4 a5 b5 c5 d5 a6 b6 c6 d6 a7",
        false,
    );
    scenes.push((
        "rex7-revealed-light",
        revealed_png(&rex.revealed().unwrap(), &light("Rex #4")).unwrap(),
    ));
    scenes
}

fn golden_dir() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/golden")
}

fn failure_dir() -> PathBuf {
    let target = std::env::var_os("CARGO_TARGET_DIR")
        .map(PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("target"));
    target.join("golden-failures")
}

/// Compares two pictures; on a mismatch returns a description and the diff picture.
fn compare(expected: &RgbImage, actual: &RgbImage) -> Result<(), (String, RgbImage)> {
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

#[test]
fn pictures_match_the_golden_images() {
    let bless = std::env::var_os("BLESS").is_some_and(|v| v != "0");
    let mut failures = Vec::new();
    for (name, png) in scenes() {
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

#[test]
fn the_comparison_catches_a_changed_pixel() {
    let expected = RgbImage::from_pixel(4, 4, Rgb([10, 20, 30]));
    let mut actual = expected.clone();
    actual.put_pixel(1, 2, Rgb([10, 20, 30 + TOLERANCE]));
    assert!(compare(&expected, &actual).is_ok(), "within tolerance");
    actual.put_pixel(2, 2, Rgb([10, 20 + TOLERANCE + 1, 30]));
    let (message, diff) = compare(&expected, &actual).unwrap_err();
    assert!(message.starts_with("1 pixels"), "{message}");
    assert_eq!(diff.get_pixel(2, 2), &Rgb([255, 0, 255]));
    let smaller = RgbImage::new(3, 4);
    assert!(compare(&expected, &smaller).is_err());
}

#[test]
fn a_replay_has_one_frame_per_move_and_ends_on_the_final_board() {
    use image::AnimationDecoder;
    let won = game("darkhex", 7, DARK_7_WON, false);
    let board = won.revealed().unwrap();
    let gif = replay_gif(&board, &options(Theme::Light, "Dark Hex #13")).unwrap();
    let decoder = image::codecs::gif::GifDecoder::new(std::io::Cursor::new(&gif)).unwrap();
    let frames = decoder.into_frames().collect_frames().unwrap();
    assert_eq!(frames.len(), board.ply() + 1);
    // The last frame is the revealed picture (up to the palette's rounding).
    let last = frames.last().unwrap().buffer();
    let png = revealed_png(&board, &options(Theme::Light, "Dark Hex #13")).unwrap();
    let still = image::load_from_memory(&png).unwrap().to_rgb8();
    assert_eq!(last.dimensions(), still.dimensions());
    let far = still
        .enumerate_pixels()
        .filter(|(x, y, p)| {
            let q = last.get_pixel(*x, *y);
            p.0.iter().zip(&q.0[..3]).any(|(a, b)| a.abs_diff(*b) > 24)
        })
        .count();
    assert!(
        far * 200 < (still.width() * still.height()) as usize,
        "{far} pixels far off"
    );
}
