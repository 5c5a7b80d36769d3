//! `hextable perft` from the command line.

// Test helpers may panic: a panic is a test failure.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

/// `hextable args…`: whether it succeeded, its output and its errors.
fn hextable(args: &[&str]) -> (bool, String, String) {
    let out = support::cli::hextable(args);
    (
        out.status.success(),
        String::from_utf8(out.stdout).unwrap(),
        String::from_utf8(out.stderr).unwrap(),
    )
}

#[test]
fn perft_prints_one_line_per_depth() {
    let (ok, out, _) = hextable(&["perft", "--game", "hexdame", "--depth", "4"]);
    assert!(ok);
    assert_eq!(
        out,
        "depth 1: 15\ndepth 2: 211\ndepth 3: 3337\ndepth 4: 51589\n"
    );
    let (ok, out, _) = hextable(&["perft", "--game", "hexdame", "--depth", "3", "--reference"]);
    assert!(ok);
    assert_eq!(out, "depth 1: 15\ndepth 2: 211\ndepth 3: 3337\n");
}

#[test]
fn perft_from_a_position_with_divide() {
    let (ok, out, _) = hextable(&[
        "perft",
        "--depth",
        "1",
        "--divide",
        "--position",
        "W:WKe1:Be3,e6,i5",
    ]);
    assert!(ok);
    assert_eq!(out, "depth 1: 3\ne1xe4xe7: 1\ne1xe4xe8: 1\ne1xe4xe9: 1\n");
}

#[test]
fn perft_rejects_other_games_and_bad_positions() {
    let (ok, _, err) = hextable(&["perft", "--game", "hex", "--depth", "1"]);
    assert!(!ok);
    assert!(err.contains("hexdame"), "{err}");
    let (ok, _, err) = hextable(&["perft", "--depth", "1", "--position", "W:Wz9:B"]);
    assert!(!ok);
    assert!(err.contains("position"), "{err}");
}
