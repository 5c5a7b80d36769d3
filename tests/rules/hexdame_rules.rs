//! Hexdame rules against the plain-text fixtures in `tests/fixtures/hexdame/`: complete move
//! lists of hand-built positions, and perft counts from the fast and the reference generator.

// Test helpers may panic: a panic is a test failure.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeSet;

use hextable::rules::hexdame::{
    perft::perft, reference::RefBoard, Move, MoveText, Position, Setup,
};

#[derive(Debug, Default)]
struct Block {
    id: String,
    position: String,
    moves: Vec<String>,
    promotes: Option<Vec<String>>,
    perft: Vec<(u32, u64, bool)>,
}

fn blocks(text: &str) -> Vec<Block> {
    let mut out: Vec<Block> = Vec::new();
    for line in text.lines().map(str::trim) {
        if line.is_empty() || line.starts_with('#') {
            continue;
        }
        let (key, rest) = line.split_once(' ').unwrap_or((line, ""));
        let words = || {
            rest.split_whitespace()
                .map(String::from)
                .collect::<Vec<_>>()
        };
        if key == "id" {
            out.push(Block {
                id: rest.to_string(),
                ..Block::default()
            });
            continue;
        }
        let b = out.last_mut().expect("a line before the first id");
        match key {
            "position" => b.position = rest.to_string(),
            "moves" => b.moves = words(),
            "promotes" => b.promotes = Some(words()),
            "why" => {}
            "perft" => {
                let w = words();
                b.perft.push((
                    w[0].parse().unwrap(),
                    w[1].parse().unwrap(),
                    w.get(2).is_some_and(|s| s == "slow"),
                ));
            }
            other => panic!("unknown fixture key {other}"),
        }
    }
    out
}

fn position(b: &Block) -> Position {
    let setup: Setup = b
        .position
        .parse()
        .unwrap_or_else(|e| panic!("{}: {e}", b.id));
    Position::from_setup(&setup).unwrap_or_else(|e| panic!("{}: {e}", b.id))
}

fn fixture(name: &str) -> String {
    let path = format!(
        "{}/tests/fixtures/hexdame/{name}",
        env!("CARGO_MANIFEST_DIR")
    );
    std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{path}: {e}"))
}

#[test]
fn hand_built_positions_have_exactly_the_listed_moves() {
    let all = blocks(&fixture("positions.txt"));
    assert!(all.len() >= 15);
    for b in &all {
        let pos = position(b);
        // Every listed move names a legal move along exactly the listed path.
        let mut expected: BTreeSet<Move> = BTreeSet::new();
        for text in &b.moves {
            let parsed: MoveText = text
                .parse()
                .unwrap_or_else(|e| panic!("{}: {text}: {e}", b.id));
            let m = pos
                .resolve(&parsed)
                .unwrap_or_else(|e| panic!("{}: {text}: {e}", b.id));
            assert_eq!(&m.to_string(), text, "{}: the path followed", b.id);
            assert!(pos.is_legal(&m), "{}: {text}", b.id);
            assert!(expected.insert(m), "{}: {text} listed twice", b.id);
        }
        let generated: BTreeSet<Move> = pos.legal_moves().into_iter().collect();
        assert_eq!(
            generated.len(),
            pos.legal_moves().len(),
            "{}: duplicates",
            b.id
        );
        let show = |s: &BTreeSet<Move>| s.iter().map(Move::to_string).collect::<Vec<_>>();
        assert_eq!(show(&generated), show(&expected), "{}", b.id);
        // The reference generator agrees.
        let reference: BTreeSet<String> = RefBoard::from_position(&pos)
            .legal_moves()
            .iter()
            .map(|m| m.key())
            .collect();
        let fast: BTreeSet<String> = generated
            .iter()
            .map(|m| {
                let caps: Vec<String> = m.captured().iter().map(|c| c.to_string()).collect();
                format!("{} {} {{{}}}", m.from(), m.to(), caps.join(" "))
            })
            .collect();
        assert_eq!(fast, reference, "{}: reference generator", b.id);
        if let Some(promotes) = &b.promotes {
            let mut crowned: Vec<String> = generated
                .iter()
                .filter(|m| pos.promotes(m))
                .map(Move::to_string)
                .collect();
            crowned.sort();
            let mut want = promotes.clone();
            want.sort();
            assert_eq!(crowned, want, "{}: promotions", b.id);
            for m in &generated {
                let after = pos.play(m).unwrap();
                let is_king = after.kings().contains(m.to());
                assert_eq!(is_king, pos.promotes(m), "{}: {m}", b.id);
            }
        }
    }
}

fn check_perft(include_slow: bool) {
    for b in blocks(&fixture("perft.txt")) {
        let pos = position(&b);
        for &(depth, count, slow) in &b.perft {
            if slow != include_slow {
                continue;
            }
            assert_eq!(perft(&pos, depth), count, "{} depth {depth}", b.id);
            // The reference generator is slow: in the quick test it checks the small counts,
            // in the slow one everything up to a few seconds' worth.
            if count < 300_000 || (slow && count < 20_000_000) {
                assert_eq!(
                    RefBoard::from_position(&pos).perft(depth),
                    count,
                    "{} depth {depth} (reference)",
                    b.id
                );
            }
        }
    }
}

#[test]
fn perft_counts_match_the_fixture() {
    check_perft(false);
}

#[test]
#[ignore = "slow: deep perft, run with --ignored in release"]
fn deep_perft_counts_match_the_fixture() {
    check_perft(true);
}
