//! Cross-check against OpenSpiel, the research reference: random games of Hex and Dark Hex
//! (classic `cdh` and abrupt `adh`) on many board sizes, rectangles included, were played by
//! OpenSpiel and written as the exact lines `hextable analyze` must print
//! (`scripts/openspiel-fixtures.py`, open-spiel 2.0.2). Every game must agree move for move.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::{fs, path::Path};

use serde_json::Value;

fn check_family(file: &str) {
    // scripts/crosscheck-openspiel points this at a fresh, larger set of games.
    let dir = std::env::var_os("HEXTABLE_OPENSPIEL_FIXTURES")
        .map(std::path::PathBuf::from)
        .unwrap_or_else(|| Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/openspiel"));
    let path = dir.join(file);
    let text = fs::read_to_string(&path).expect("fixture file");
    let mut games = 0;
    for (number, line) in text.lines().enumerate() {
        let record: Value = serde_json::from_str(line).expect("fixture line is JSON");
        let game = record["game"].as_str().expect("game");
        let rows = record["rows"].as_u64().expect("rows");
        let cols = record["cols"].as_u64().expect("cols");
        let moves = record["moves"].as_str().expect("moves");
        let expected = record["lines"].as_array().expect("lines");
        let output = support::cli::command()
            .args(["analyze", "--game", game, "--no-swap"])
            .args(["--rows", &rows.to_string(), "--cols", &cols.to_string()])
            .args(["--moves", moves])
            .output()
            .expect("run hextable analyze");
        assert!(
            output.status.success(),
            "{file} game {}: analyze failed: {}",
            number + 1,
            String::from_utf8_lossy(&output.stderr)
        );
        let actual: Vec<Value> = String::from_utf8_lossy(&output.stdout)
            .lines()
            .map(|l| serde_json::from_str(l).expect("analyze prints JSON lines"))
            .collect();
        assert_eq!(actual.len(), expected.len(), "{file} game {}", number + 1);
        for (ours, theirs) in actual.iter().zip(expected) {
            assert_eq!(
                ours,
                theirs,
                "{file} game {} ({game} {rows}x{cols}: {moves}) differs from OpenSpiel",
                number + 1
            );
        }
        games += 1;
    }
    assert!(games >= 50, "{file}: only {games} games");
}

#[test]
fn hex_agrees_with_openspiel() {
    check_family("hex.jsonl");
}

#[test]
fn dark_hex_classic_agrees_with_openspiel() {
    check_family("darkhex.jsonl");
}

#[test]
fn dark_hex_abrupt_agrees_with_openspiel() {
    check_family("darkhex-abrupt.jsonl");
}
