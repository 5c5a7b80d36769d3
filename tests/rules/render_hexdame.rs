//! Hexdame pictures: golden images (compared by `tests/support/golden.rs`; re-bless with
//! `BLESS=1 cargo test --test rules render_hexdame::` and look at the files), a picture that
//! follows the position, and the replay.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use crate::support;

use hextable::{
    render::{hexdame_picture_size, hexdame_png, hexdame_replay_gif, Theme},
    rules::hexdame::{Color, Game, Position, Setup},
};
use support::golden::{gif_frames, options, pixels, pixels_far_off};

/// White's last move takes four men in one capture (`d4xf6xf8xd8xd6`).
const MULTI: &str = "d2-e2 h6-h5 d3-e3 f8-e8 d4-d5 i6-h6 d1-e1 f6-f5 c4-d4 f7-e6 d5xf7 g7xe7 \
                     c2-d3 g8-f7 c3-c4 e7-d7 b3-c3 h8-g7 a3-b3 f5-e5 d4xf6xf8xd8xd6";
/// A white king on f9; then Black's man takes three and is crowned on d1 (`d7xd5xd3xd1`).
const KINGS: &str = "d4-e5 f6xd4 c4xe4 f9-e9 c3-c4 h6-h5 d1-e1 h5-g4 c4-c5 h7-h6 d3-d4 f7-e7 \
                     e4-e5 g4-f4 c2-c3 i8-h7 c5-d6 e7xc5 b4xd6 e9-d8 a4-b4 g6-f6 e5-f5 d8-d7 \
                     f5xf7xf9 d7xd5xd3xd1";
/// A white man promotes at the end of a six-piece capture (`f3xf5xd5xf7xh7xh9xf9`).
const CROWNED: &str = "d4-e4 g6-g5 c3-d4 f9-e9 b4-b5 h6-g6 a4-a5 g6-f5 e4xg6xg4 f6-e5 d4xf6 \
                       f7xf5 b3-b4 f8-f7 g4-h5 i6xg4 b2-b3 e9-d8 d1-e2 g9-f8 b5-c5 f5-e4 d3xf5 \
                       g7-f6 e2-f2 f6xf4 c4-d5 f8-e7 c5-d6 e7xc5xe5 b4-b5 g8-g7 b3-c4 h7-g6 \
                       a5-b6 h9-g9 b6-c6 f7-e6 b1-b2 d8-c7 f2-f3 c7xc5xa5 f3xf5xd5xf7xh7xh9xf9";

fn scenes() -> Vec<(&'static str, Vec<u8>)> {
    let light = |t: &str| options(Theme::Light, t);
    let dark = |t: &str| options(Theme::Dark, t);
    let start = Game::new();
    let multi = Game::replay(MULTI).unwrap();
    let kings = Game::replay(KINGS).unwrap();
    let crowned = Game::replay(CROWNED).unwrap();
    let mut finished = Game::from_position(
        Position::from_setup(&"W:WKe1,f4:Bg5".parse::<Setup>().unwrap()).unwrap(),
    );
    finished.play_text(Color::White, "f4xh6").unwrap();
    vec![
        (
            "hexdame-start-light",
            hexdame_png(&start, &light("")).unwrap(),
        ),
        (
            "hexdame-start-dark",
            hexdame_png(&start, &dark("")).unwrap(),
        ),
        (
            "hexdame-multi-light",
            hexdame_png(&multi, &light("Hexdame #5")).unwrap(),
        ),
        (
            "hexdame-multi-dark",
            hexdame_png(&multi, &dark("Hexdame #5")).unwrap(),
        ),
        (
            "hexdame-kings-light",
            hexdame_png(&kings, &light("Hexdame #7")).unwrap(),
        ),
        (
            "hexdame-crowned-dark",
            hexdame_png(&crowned, &dark("Hexdame #8")).unwrap(),
        ),
        (
            "hexdame-won-light",
            hexdame_png(&finished, &light("Hexdame #9")).unwrap(),
        ),
    ]
}

#[test]
fn hexdame_pictures_match_the_golden_images() {
    support::golden::check(scenes());
}

#[test]
fn the_picture_follows_the_position() {
    let options = options(Theme::Light, "Hexdame #1");
    let mut game = Game::new();
    let before = pixels(&hexdame_png(&game, &options).unwrap());
    assert_eq!(before.dimensions(), hexdame_picture_size());
    game.play_text(Color::White, "d4-e5").unwrap();
    let after = pixels(&hexdame_png(&game, &options).unwrap());
    assert_eq!(after.dimensions(), before.dimensions());
    // Only the board and the header changed: count the pixels below the header that moved.
    let changed = before
        .enumerate_pixels()
        .filter(|(x, y, p)| *y > 200 && after.get_pixel(*x, *y) != *p)
        .count();
    assert!(changed > 2000, "only {changed} pixels changed");
    // Same game, same bytes.
    assert_eq!(
        hexdame_png(&game, &options).unwrap(),
        hexdame_png(&game, &options).unwrap()
    );
}

#[test]
fn the_replay_has_one_frame_per_move_and_ends_on_the_board() {
    let game = Game::replay("d4-e5 f6xd4 c4xe4 f9-e9").unwrap();
    let options = options(Theme::Dark, "Hexdame #2");
    let gif = hexdame_replay_gif(&game, &options).unwrap();
    let frames = gif_frames(&gif);
    assert_eq!(frames.len(), game.moves().len() + 1);
    let last = frames.last().unwrap().buffer();
    let still = pixels(&hexdame_png(&game, &options).unwrap());
    assert_eq!(last.dimensions(), still.dimensions());
    let far = pixels_far_off(&still, last);
    assert!(
        far * 200 < (still.width() * still.height()) as usize,
        "{far} pixels far off"
    );
}
