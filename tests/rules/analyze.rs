//! `hextable analyze`: the exact output format, swaps, and errors (exit 2, earlier lines kept).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::process::Output;

fn analyze(args: &[&str]) -> Output {
    support::cli::command()
        .arg("analyze")
        .args(args)
        .output()
        .expect("run hextable analyze")
}

#[test]
fn prints_the_documented_line_exactly() {
    let out = analyze(&[
        "--game", "darkhex", "--rows", "3", "--cols", "3", "--moves", "a1",
    ]);
    assert!(out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stdout),
        "{\"ply\":1,\"player\":\"red\",\"move\":\"a1\",\"result\":\"placed\",\"to_move\":\"blue\",\
         \"views\":{\"red\":[\"x..\",\"...\",\"...\"],\"blue\":[\"...\",\"...\",\"...\"]},\
         \"winner\":null}\n"
    );
}

#[test]
fn a_classic_hit_keeps_the_turn_and_reveals_to_the_mover_only() {
    let out = analyze(&[
        "--game", "darkhex", "--rows", "3", "--cols", "3", "--moves", "a1 B2 b2",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let last = text.lines().last().unwrap();
    assert!(last.contains("\"result\":\"hit\""), "{last}");
    assert!(last.contains("\"to_move\":\"red\""), "{last}");
    assert!(last.contains("\"red\":[\"x..\",\".o.\",\"...\"]"), "{last}");
    assert!(
        last.contains("\"blue\":[\"...\",\".o.\",\"...\"]"),
        "{last}"
    );
}

#[test]
fn abrupt_hit_passes_the_turn() {
    let out = analyze(&[
        "--game",
        "darkhex-abrupt",
        "--rows",
        "3",
        "--cols",
        "3",
        "--moves",
        "a1 b2 b2",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    assert!(text
        .lines()
        .last()
        .unwrap()
        .contains("\"to_move\":\"blue\""));
}

#[test]
fn swap_mirrors_and_red_moves_next() {
    let out = analyze(&[
        "--game", "hex", "--rows", "3", "--cols", "3", "--moves", "b1 swap",
    ]);
    assert!(out.status.success());
    let text = String::from_utf8_lossy(&out.stdout);
    let last = text.lines().last().unwrap();
    assert!(
        last.contains("\"move\":\"swap\",\"result\":\"swap\",\"to_move\":\"red\""),
        "{last}"
    );
    assert!(last.contains("\"red\":[\"...\",\"o..\",\"...\"]"), "{last}");
}

#[test]
fn rex_winner_is_the_other_player() {
    let out = analyze(&[
        "--game",
        "rex",
        "--rows",
        "2",
        "--cols",
        "2",
        "--no-swap",
        "--moves",
        "a1 b1 a2",
    ]);
    let text = String::from_utf8_lossy(&out.stdout);
    let last = text.lines().last().unwrap();
    assert!(last.ends_with("\"to_move\":null,\"views\":{\"red\":[\"xo\",\"x.\"],\"blue\":[\"xo\",\"x.\"]},\"winner\":\"blue\"}"), "{last}");
}

#[test]
fn bad_moves_exit_2_keeping_earlier_lines() {
    for (moves, reason) in [
        ("a1 b2 zz", "zz"),
        ("a1 b2 a1", "you already have a stone on a1"),
        ("a1 swap", "Dark Hex has no swap rule"),
        ("a1 d1", "not on the 3×3 board"),
    ] {
        let out = analyze(&[
            "--game", "darkhex", "--rows", "3", "--cols", "3", "--moves", moves,
        ]);
        assert_eq!(out.status.code(), Some(2), "{moves}");
        let printed = String::from_utf8_lossy(&out.stdout).lines().count();
        assert_eq!(printed, moves.split(' ').count() - 1, "{moves}");
        let err = String::from_utf8_lossy(&out.stderr);
        assert!(err.contains(reason), "{moves}: {err}");
    }
    let out = analyze(&[
        "--game", "hex", "--rows", "1", "--cols", "3", "--moves", "a1",
    ]);
    assert!(!out.status.success());
}
