//! `hextable render` from the outside: files written, views refused when they would leak.

#![allow(clippy::unwrap_used, clippy::expect_used)] // test code: a panic is a failure

use crate::support;

use support::{
    cli::{hextable, out_path},
    DARK_7_WON as WON,
};

#[test]
fn writes_each_view_as_a_png_and_the_replay_as_a_gif() {
    for view in ["red", "blue", "spectator", "revealed"] {
        let path = out_path(&format!("{view}.png"));
        let out = hextable(&[
            "render",
            "--game",
            "darkhex",
            "--rows",
            "7",
            "--cols",
            "7",
            "--moves",
            WON,
            "--view",
            view,
            "--out",
            path.to_str().unwrap(),
        ]);
        assert!(
            out.status.success(),
            "{view}: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let bytes = std::fs::read(&path).unwrap();
        assert_eq!(&bytes[..4], b"\x89PNG", "{view}");
    }
    let path = out_path("replay.gif");
    let out = hextable(&[
        "render",
        "--game",
        "darkhex",
        "--rows",
        "7",
        "--cols",
        "7",
        "--moves",
        WON,
        "--view",
        "replay",
        "--out",
        path.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert_eq!(&std::fs::read(&path).unwrap()[..6], b"GIF89a");
}

#[test]
fn an_unfinished_dark_hex_game_is_not_revealed() {
    for view in ["revealed", "replay"] {
        let path = out_path(&format!("leak-{view}.png"));
        let out = hextable(&[
            "render",
            "--game",
            "darkhex",
            "--rows",
            "7",
            "--cols",
            "7",
            "--moves",
            "d4 c5",
            "--view",
            view,
            "--out",
            path.to_str().unwrap(),
        ]);
        assert_eq!(out.status.code(), Some(2), "{view}");
        assert!(String::from_utf8_lossy(&out.stderr).contains("hidden"));
        assert!(!path.exists(), "{view}: a file was written");
    }
    // An open game is revealed at any time, and so is a Dark Hex game after a resignation.
    let path = out_path("hex.png");
    let out = hextable(&[
        "render",
        "--game",
        "hex",
        "--rows",
        "9",
        "--cols",
        "9",
        "--moves",
        "c3 swap e5",
        "--view",
        "revealed",
        "--out",
        path.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    let out = hextable(&[
        "render", "--game", "darkhex", "--rows", "7", "--cols", "7", "--moves", "d4 c5",
        "--resign", "blue", "--view", "revealed",
    ]);
    assert!(out.status.success());
    assert!(String::from_utf8_lossy(&out.stdout).contains("Red wins: Blue resigned"));
}

#[test]
fn bad_move_lists_exit_with_2() {
    for moves in ["d4 zz", "d4 d4"] {
        let out = hextable(&[
            "render", "--game", "hex", "--rows", "7", "--cols", "7", "--moves", moves, "--view",
            "red",
        ]);
        assert_eq!(out.status.code(), Some(2), "{moves}");
    }
}

#[test]
fn prints_the_terminal_board_without_out() {
    let out = hextable(&[
        "render", "--game", "darkhex", "--rows", "3", "--cols", "3", "--moves", "a1 b2 b2",
        "--view", "red",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains('●'), "{text}");
    assert!(text.contains('◎'), "Red found Blue's b2: {text}");
    assert!(!text.contains('\x1b'), "no colour unless asked");
}

#[test]
fn render_chart_writes_a_rating_history_png() {
    let given = out_path("chart-points.png");
    let random = out_path("chart-random.png");
    for (args, path) in [
        (vec!["--points", "1500:350,1540:300,1525"], &given),
        (vec!["--random", "300", "--seed", "9"], &random),
    ] {
        let mut all = vec!["render", "chart"];
        all.extend(args);
        all.extend(["--out", path.to_str().unwrap()]);
        let out = hextable(&all);
        assert!(
            out.status.success(),
            "{}",
            String::from_utf8_lossy(&out.stderr)
        );
        let bytes = std::fs::read(path).unwrap();
        assert_eq!(&bytes[..4], b"\x89PNG");
    }
    assert_ne!(
        std::fs::read(&given).unwrap(),
        std::fs::read(&random).unwrap()
    );
    // A rating that is not a number, or both sources at once, is refused.
    for args in [
        vec!["--points", "1500,fast"],
        vec!["--points", "1500", "--random", "3"],
    ] {
        let mut all = vec!["render", "chart"];
        all.extend(args);
        all.extend(["--out", given.to_str().unwrap()]);
        assert_eq!(hextable(&all).status.code(), Some(2), "{all:?}");
    }
}
