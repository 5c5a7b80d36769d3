//! The knowledge replay's golden frames (compared as in `render_golden.rs`; re-bless with
//! `BLESS=1 cargo test --test rules render_knowledge::` and look at the files): the first and
//! the last frame of a short 7×7 Dark Hex game, in both themes and in Finnish; and the GIF's
//! frames are those pictures, up to the palette's rounding.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use crate::support;

use hextable::{
    core::labels,
    i18n::Lang,
    render::{knowledge_frame_count, knowledge_frame_png, knowledge_gif, Theme},
    rules::{parse_move_list, BoardSize, GameSettings, HexGame, Revealed, Variant},
};
use support::{
    golden::{self, gif_frames, options, pixels, pixels_far_off},
    DARK_7_WON,
};

/// The 7×7 game of the other goldens: 15 moves, two hits (Blue's on d1, Red's on c6), Red
/// joins top and bottom.
fn won() -> Revealed {
    let variant: Variant = "darkhex".parse().unwrap();
    let settings = GameSettings::new(variant, BoardSize::square(7).unwrap());
    let game = HexGame::from_moves(settings, &parse_move_list(DARK_7_WON).unwrap()).unwrap();
    game.revealed().unwrap()
}

#[test]
fn knowledge_frames_match_the_golden_images() {
    let board = won();
    let last = knowledge_frame_count(&board) - 1;
    let light = options(Theme::Light, "#13 · Dark Hex 7×7");
    let dark = options(Theme::Dark, "#13 · Dark Hex 7×7");
    let mut finnish = options(Theme::Light, "#13 · Pimeä Hex 7×7");
    finnish.labels = labels(Lang::Fi);
    golden::check(vec![
        (
            "knowledge7-first-light",
            knowledge_frame_png(&board, &light, 0).unwrap(),
        ),
        // Move 4: Blue hits Red's d1 and moves again.
        (
            "knowledge7-hit-light",
            knowledge_frame_png(&board, &light, 3).unwrap(),
        ),
        (
            "knowledge7-last-light",
            knowledge_frame_png(&board, &light, last).unwrap(),
        ),
        (
            "knowledge7-last-dark",
            knowledge_frame_png(&board, &dark, last).unwrap(),
        ),
        (
            "knowledge7-hit-fi-light",
            knowledge_frame_png(&board, &finnish, 3).unwrap(),
        ),
    ]);
}

#[test]
fn the_gif_frames_are_the_pictures() {
    let board = won();
    let light = options(Theme::Light, "#13 · Dark Hex 7×7");
    let frames = gif_frames(&knowledge_gif(&board, &light).unwrap());
    assert_eq!(frames.len(), board.ply());
    assert_eq!(knowledge_frame_count(&board), board.ply());
    for index in [0, 3, board.ply() - 1] {
        let still = pixels(&knowledge_frame_png(&board, &light, index).unwrap());
        let frame = frames[index].buffer();
        assert_eq!(frame.dimensions(), still.dimensions());
        let far = pixels_far_off(&still, frame);
        assert!(
            far * 200 < (still.width() * still.height()) as usize,
            "frame {index}: {far} pixels far off"
        );
    }
}
