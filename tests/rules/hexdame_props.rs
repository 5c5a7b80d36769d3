//! Property tests of the Hexdame rules on random positions: random games from the start and
//! random piece placements (which give kings and unusual captures early).

// Test helpers may panic: a panic is a test failure.
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::collections::BTreeSet;

use hextable::rules::hexdame::{
    reference::RefBoard, Cell, Color, DrawReason, Game, Move, MoveText, Outcome, Piece, Position,
    Role, RuleError, Setup,
};
use proptest::prelude::*;
use support::Rng;

/// The position after up to `plies` random legal moves from the start.
fn playout(seed: u64, plies: usize) -> Position {
    let mut rng = Rng(seed | 1);
    let mut pos = Position::start();
    for _ in 0..plies {
        let moves = pos.legal_moves();
        if moves.is_empty() {
            break;
        }
        pos = pos.play(&moves[rng.below(moves.len())]).unwrap();
    }
    pos
}

/// Random placements: a few pieces of each side, some of them kings.
fn placement() -> impl Strategy<Value = Position> {
    (
        proptest::collection::vec((0usize..61, any::<bool>(), 0u8..4), 1..14),
        any::<bool>(),
    )
        .prop_map(|(items, black_to_move)| {
            let mut taken = BTreeSet::new();
            let mut pieces = Vec::new();
            for (i, black, k) in items {
                let cell = Cell::from_index(i).unwrap();
                if !taken.insert(i) {
                    continue;
                }
                let color = if black { Color::Black } else { Color::White };
                let role = if k == 0 || cell.is_promotion_for(color) {
                    Role::King
                } else {
                    Role::Man
                };
                pieces.push((cell, Piece { color, role }));
            }
            let turn = Some(if black_to_move {
                Color::Black
            } else {
                Color::White
            });
            Position::from_setup(&Setup { pieces, turn }).unwrap()
        })
}

fn positions() -> impl Strategy<Value = Position> {
    prop_oneof![
        (any::<u64>(), 0usize..80).prop_map(|(seed, plies)| playout(seed, plies)),
        placement(),
    ]
}

fn key(m: &Move) -> String {
    let caps: Vec<String> = m.captured().iter().map(|c| c.to_string()).collect();
    format!("{} {} {{{}}}", m.from(), m.to(), caps.join(" "))
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn legal_moves_contains_exactly_the_legal_moves(
        pos in positions(),
        other in positions(),
        a in 0usize..61,
        b in 0usize..61,
    ) {
        let legal = pos.legal_moves();
        for m in &legal {
            prop_assert!(pos.is_legal(m), "{m} generated but not legal in {pos}");
        }
        // Arbitrary steps and moves of another position: legal exactly when generated.
        let step = Move::step(Cell::from_index(a).unwrap(), Cell::from_index(b).unwrap());
        let mut candidates = other.legal_moves();
        candidates.push(step);
        for m in &candidates {
            prop_assert_eq!(legal.contains(m), pos.is_legal(m), "{} in {}", m, pos);
            prop_assert_eq!(pos.play(m).is_ok(), pos.is_legal(m));
        }
    }

    #[test]
    fn fast_generator_agrees_with_the_reference(pos in positions()) {
        let reference = RefBoard::from_position(&pos);
        let want: BTreeSet<String> = reference.legal_moves().iter().map(|m| m.key()).collect();
        let got: BTreeSet<String> = pos.legal_moves().iter().map(key).collect();
        prop_assert_eq!(&got, &want, "{}", pos);
        prop_assert_eq!(got.len(), pos.legal_moves().len(), "duplicate moves in {}", pos);
        // Playing agrees too.
        for m in reference.legal_moves() {
            let fast = pos.legal_moves().into_iter().find(|f| key(f) == m.key()).unwrap();
            prop_assert_eq!(
                pos.play(&fast).unwrap().to_string(),
                reference.play(&m).to_setup_text()
            );
        }
    }

    #[test]
    fn notation_round_trips(pos in positions()) {
        for m in pos.legal_paths() {
            let text = m.to_string();
            let parsed: MoveText = text.parse().unwrap();
            let back = pos.resolve(&parsed).unwrap();
            prop_assert_eq!(back, m);
            prop_assert_eq!(back.to_string(), text.clone());
            // Sloppy spelling reads the same.
            let sloppy = text.to_uppercase().replace('X', " x ");
            prop_assert_eq!(pos.resolve(&sloppy.parse().unwrap()).unwrap(), m);
            // The shortest form names the move, or is ambiguous between moves including it.
            let short: MoveText = format!(
                "{}{}{}", m.from(), if m.is_capture() { "x" } else { "-" }, m.to()
            ).parse().unwrap();
            match pos.resolve(&short) {
                Ok(found) => prop_assert_eq!(found, m),
                Err(RuleError::Ambiguous(list)) => {
                    let names: Vec<String> = list;
                    prop_assert!(names.len() >= 2);
                    // One of the listed full forms names this very move.
                    prop_assert!(names
                        .iter()
                        .any(|n| pos.resolve(&n.parse().unwrap()) == Ok(m)));
                }
                Err(e) => prop_assert!(false, "{short}: {e}"),
            }
        }
    }

    #[test]
    fn pieces_never_increase_and_captures_are_maximal(pos in positions()) {
        let moves = pos.legal_moves();
        let max = pos.capture_size();
        let me = pos.turn();
        for m in &moves {
            prop_assert_eq!(m.captured().len(), max, "{} in {}", m, pos);
            let after = pos.play(m).unwrap();
            prop_assert_eq!(after.turn(), me.opponent());
            prop_assert_eq!(after.count(me), pos.count(me));
            prop_assert_eq!(after.count(me.opponent()), pos.count(me.opponent()) - max);
            prop_assert!(after.kings().len() <= pos.kings().len() + 1);
            // Captured cells were enemy pieces, now empty; the mover stands on `to`.
            for c in m.captured().iter() {
                prop_assert_eq!(pos.piece_at(c).map(|p| p.color), Some(me.opponent()));
                prop_assert!(after.piece_at(c).is_none());
            }
            prop_assert_eq!(after.piece_at(m.to()).map(|p| p.color), Some(me));
            // A man ends as a king exactly when it ends on its far edge.
            if pos.piece_at(m.from()).map(|p| p.role) == Some(Role::Man) {
                let crowned = after.piece_at(m.to()).map(|p| p.role) == Some(Role::King);
                prop_assert_eq!(crowned, m.to().is_promotion_for(me));
            }
        }
        // No capture is possible exactly when the moves are steps.
        prop_assert_eq!(max == 0, moves.iter().all(|m| !m.is_capture()));
    }

    #[test]
    fn text_parsing_never_panics(s in "[a-kA-K0-9xX:\\- ]{0,24}", any_text in ".{0,40}") {
        let pos = Position::start();
        for text in [&s, &any_text] {
            if let Ok(t) = text.parse::<MoveText>() {
                let _ = pos.resolve(&t);
            }
            if let Ok(setup) = text.parse::<Setup>() {
                let _ = Position::from_setup(&setup);
            }
            let _ = text.parse::<Cell>();
        }
    }

    #[test]
    fn records_replay_to_the_same_game(seed in any::<u64>(), plies in 0usize..120) {
        let mut rng = Rng(seed | 1);
        let mut game = Game::new();
        for _ in 0..plies {
            let Some(color) = game.to_move() else { break };
            let moves = game.position().legal_paths();
            game.play(color, &moves[rng.below(moves.len())]).unwrap();
        }
        let again = Game::replay(&game.record()).unwrap();
        prop_assert_eq!(again.record(), game.record());
        prop_assert_eq!(again.outcome(), game.outcome());
        prop_assert_eq!(again.position(), game.position());
        // A game ends by repetition only with a position seen three times.
        if let Some(Outcome::Draw(DrawReason::Repetition)) = game.outcome() {
            prop_assert!(game.repetitions() >= 3);
        } else {
            prop_assert!(game.repetitions() < 3);
        }
    }
}
