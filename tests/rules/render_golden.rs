//! Golden images: every scene below is drawn and compared with `tests/golden/<name>.png`,
//! pixel by pixel, allowing each colour channel to differ by at most [`TOLERANCE`] (the
//! comparison lives in `tests/support/golden.rs`, shared with the Hexdame pictures).
//!
//! * Re-bless (after a deliberate change of the pictures) with
//!   `BLESS=1 cargo test --test rules render_golden::`, then look at the new files before
//!   committing them.
//! * On a mismatch the test writes `<name>-expected.png`, `<name>-actual.png` and
//!   `<name>-diff.png` (differing pixels in magenta over a faded copy of the expected
//!   picture) under `target/golden-failures/` (inside `CARGO_TARGET_DIR` when it is set), so a
//!   person can look.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use crate::support;

use hextable::{
    core::{
        labels,
        render::{clock_line, computer_name, picture_title},
        GameId,
    },
    i18n::Lang,
    render::{player_view_png, replay_gif, revealed_png, spectator_png, RenderOptions, Theme},
    rules::{parse_move_list, BoardSize, Family, GameSettings, GameSpec, HexGame, Player, Variant},
};
use image::{Rgb, RgbImage};
use support::{
    golden::{self, compare, gif_frames, options, pixels_far_off, TOLERANCE},
    DARK_7_WON,
};

fn game(variant: &str, n: u32, moves: &str, swap: bool) -> HexGame {
    let variant: Variant = variant.parse().unwrap();
    let settings = GameSettings::new(variant, BoardSize::square(n).unwrap()).with_swap(swap);
    HexGame::from_moves(settings, &parse_move_list(moves).unwrap()).unwrap()
}

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
    scenes.extend(translated_scenes());
    scenes
}

/// A Finnish and a Czech Dark Hex player view, with the words the core gives each reader: the
/// title, the clock line and the computer's name in the picture's language.
fn translated_scenes() -> Vec<(&'static str, Vec<u8>)> {
    let g = game("darkhex", 7, DARK_7_HIT, false);
    let spec = GameSpec::Hex(g.settings());
    let words = |lang: Lang, theme: Theme| RenderOptions {
        title: picture_title(lang, GameId(12), &spec),
        clock: Some(clock_line(
            lang,
            Family::Hex,
            [Some(412_000), Some(3_725_000)],
        )),
        labels: labels(lang),
        ..options(theme, "")
    };
    let finnish = words(Lang::Fi, Theme::Light);
    let czech = RenderOptions {
        red_name: computer_name(Lang::Cs, "medium"),
        ..words(Lang::Cs, Theme::Dark)
    };
    vec![
        (
            "darkhex7-red-hit-fi-light",
            player_view_png(&g.player_view(Player::Red), &finnish).unwrap(),
        ),
        (
            "darkhex7-blue-cs-dark",
            player_view_png(&g.player_view(Player::Blue), &czech).unwrap(),
        ),
    ]
}

#[test]
fn pictures_match_the_golden_images() {
    golden::check(scenes());
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
    let won = game("darkhex", 7, DARK_7_WON, false);
    let board = won.revealed().unwrap();
    let gif = replay_gif(&board, &options(Theme::Light, "Dark Hex #13")).unwrap();
    let frames = gif_frames(&gif);
    assert_eq!(frames.len(), board.ply() + 1);
    // The last frame is the revealed picture (up to the palette's rounding).
    let last = frames.last().unwrap().buffer();
    let png = revealed_png(&board, &options(Theme::Light, "Dark Hex #13")).unwrap();
    let still = image::load_from_memory(&png).unwrap().to_rgb8();
    assert_eq!(last.dimensions(), still.dimensions());
    let far = pixels_far_off(&still, last);
    assert!(
        far * 200 < (still.width() * still.height()) as usize,
        "{far} pixels far off"
    );
}
