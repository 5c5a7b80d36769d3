//! `hextable render --game hexdame` from the outside.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use crate::support;

use support::cli::{hextable, out_path};

const MOVES: &str = "d4-e5 f6xd4 c4xe4 f9-e9";

#[test]
fn writes_the_board_as_a_png_and_the_replay_as_a_gif() {
    let png = out_path("board.png");
    let out = hextable(&[
        "render",
        "--game",
        "hexdame",
        "--moves",
        MOVES,
        "--view",
        "board",
        "--theme",
        "dark",
        "--out",
        png.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(&std::fs::read(&png).unwrap()[..4], b"\x89PNG");
    let gif = out_path("replay.gif");
    let out = hextable(&[
        "render",
        "--game",
        "hexdame",
        "--moves",
        MOVES,
        "--view",
        "replay",
        "--out",
        gif.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(&std::fs::read(&gif).unwrap()[..6], b"GIF89a");
}

#[test]
fn prints_the_terminal_board_and_refuses_bad_input() {
    let out = hextable(&[
        "render", "--game", "hexdame", "--moves", MOVES, "--view", "board",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("Last move f9-e9"), "{text}");
    assert!(text.contains('○') && text.contains('●'), "{text}");
    // Hexdame has no private views; a move that is not legal and a Hex-only view exit with 2.
    for (moves, view) in [(MOVES, "red"), ("d4-f6", "board"), ("d4-", "board")] {
        let out = hextable(&[
            "render", "--game", "hexdame", "--moves", moves, "--view", view,
        ]);
        assert_eq!(out.status.code(), Some(2), "{moves} {view}");
    }
    let out = hextable(&[
        "render", "--game", "hex", "--rows", "5", "--cols", "5", "--view", "board",
    ]);
    assert_eq!(out.status.code(), Some(2));
}
