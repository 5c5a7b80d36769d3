//! Computer players: legality, privacy (the choice depends only on the player's view),
//! reproducibility and a few tactical must-haves.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use hextable::{
    ai::{self, Budget, Level},
    rules::{BoardSize, Cell, DarkVersion, GameSettings, HexGame, Move, Player, Variant},
};

fn settings(variant: Variant, n: u32) -> GameSettings {
    GameSettings::new(variant, BoardSize::square(n).unwrap())
}

fn cell(text: &str) -> Cell {
    text.parse().unwrap()
}

fn game(settings: GameSettings, moves: &str) -> HexGame {
    let moves: Vec<Move> = hextable::rules::parse_move_list(moves).unwrap();
    HexGame::from_moves(settings, &moves).unwrap()
}

#[test]
fn dark_hex_choice_depends_only_on_the_view() {
    for version in [DarkVersion::Classic, DarkVersion::Abrupt] {
        let s = settings(Variant::DarkHex(version), 5);
        // Same Red information, different hidden Blue stones.
        let a = game(s, "c3 a1 b2 e5 d2 b4");
        let b = game(s, "c3 e1 b2 a5 d2 a4");
        let (va, vb) = (a.player_view(Player::Red), b.player_view(Player::Red));
        assert_eq!(va, vb, "the test needs equal views");
        // The hidden boards differ: Blue's own views are not the same.
        assert_ne!(a.player_view(Player::Blue), b.player_view(Player::Blue));
        for seed in 0..4 {
            let ma = ai::choose_move_with_budget(&va, Budget::iterations(400), seed);
            let mb = ai::choose_move_with_budget(&vb, Budget::iterations(400), seed);
            assert!(ma.is_some());
            assert_eq!(ma, mb, "seed {seed}");
        }
    }
}

#[test]
fn same_view_and_seed_give_the_same_move() {
    for variant in [
        Variant::Hex,
        Variant::Rex,
        Variant::DarkHex(DarkVersion::Classic),
    ] {
        let g = game(settings(variant, 7).with_swap(false), "d4 c3 e2");
        let view = g.player_view(Player::Blue);
        let first = ai::choose_move_with_budget(&view, Budget::iterations(300), 42);
        let second = ai::choose_move_with_budget(&view, Budget::iterations(300), 42);
        assert_eq!(first, second, "{variant}");
    }
}

#[test]
fn no_move_when_not_the_viewers_turn_or_over() {
    let g = game(settings(Variant::Hex, 5).with_swap(false), "c3");
    assert_eq!(
        ai::choose_move(&g.player_view(Player::Red), Level::Easy, 1),
        None
    );
    // Red wins down column a on a 2×2 board.
    let done = game(settings(Variant::Hex, 2).with_swap(false), "a1 b1 a2");
    assert!(done.is_over());
    for p in Player::BOTH {
        assert_eq!(ai::choose_move(&done.player_view(p), Level::Easy, 1), None);
        assert_eq!(ai::random_move(&done.player_view(p), 1), None);
    }
}

/// Plays whole games between two levels and checks that the referee accepts every move.
fn play_out(s: GameSettings, red: Budget, blue: Budget, seed: u64) -> HexGame {
    let mut g = HexGame::new(s);
    let mut ply = 0u64;
    while let Some(p) = g.to_move() {
        let view = g.player_view(p);
        let budget = if p == Player::Red { red } else { blue };
        let mv = ai::choose_move_with_budget(&view, budget, seed + ply).unwrap();
        g.play(p, mv).unwrap();
        ply += 1;
        assert!(ply < 2_000, "game does not end");
    }
    g
}

#[test]
fn every_variant_plays_legal_games_to_the_end() {
    for variant in Variant::ALL {
        for swap in [false, true] {
            let g = play_out(
                settings(variant, 5).with_swap(swap),
                Budget::iterations(60),
                Budget::iterations(60),
                7,
            );
            assert!(g.outcome().is_some());
        }
    }
}

#[test]
fn search_beats_random_play() {
    for variant in [
        Variant::Hex,
        Variant::DarkHex(DarkVersion::Classic),
        Variant::DarkHex(DarkVersion::Abrupt),
    ] {
        let mut wins = 0;
        for seed in 0..6u64 {
            let ai_colour = if seed % 2 == 0 {
                Player::Red
            } else {
                Player::Blue
            };
            let s = settings(variant, 5).with_swap(false);
            let mut g = HexGame::new(s);
            let mut ply = 0;
            while let Some(p) = g.to_move() {
                let view = g.player_view(p);
                let mv = if p == ai_colour {
                    ai::choose_move_with_budget(&view, Budget::iterations(300), seed * 1000 + ply)
                } else {
                    ai::random_move(&view, seed * 1000 + ply)
                };
                g.play(p, mv.unwrap()).unwrap();
                ply += 1;
            }
            if g.outcome().map(|o| o.winner) == Some(ai_colour) {
                wins += 1;
            }
        }
        assert!(wins >= 5, "{variant}: {wins}/6");
    }
}

#[test]
fn hex_takes_an_immediate_win_and_blocks_one() {
    // Red has a1..a4 on a 5×5 board; a5 wins (Red joins top and bottom).
    let s = settings(Variant::Hex, 5).with_swap(false);
    let g = game(s, "a1 e1 a2 e2 a3 e3 a4 d5");
    assert_eq!(g.to_move(), Some(Player::Red));
    let mv = ai::choose_move_with_budget(&g.player_view(Player::Red), Budget::iterations(2_000), 3);
    assert_eq!(mv, Some(Move::Place(cell("a5"))));
    // Blue to move must stop a5.
    let g = game(s, "a1 e1 a2 e2 a3 e3 a4");
    let mv =
        ai::choose_move_with_budget(&g.player_view(Player::Blue), Budget::iterations(2_000), 3);
    assert_eq!(mv, Some(Move::Place(cell("a5"))));
}

#[test]
fn rex_avoids_completing_its_own_chain() {
    // Red has a1..a4 on 5×5 Rex; a5 would join Red's edges and lose.
    let s = settings(Variant::Rex, 5).with_swap(false);
    let g = game(s, "a1 e1 a2 e2 a3 e3 a4 d5");
    for seed in 0..3 {
        let mv =
            ai::choose_move_with_budget(&g.player_view(Player::Red), Budget::iterations(500), seed);
        assert!(mv.is_some());
        assert_ne!(mv, Some(Move::Place(cell("a5"))));
    }
}

#[test]
fn swap_decisions() {
    let s = settings(Variant::Hex, 7);
    let strong = game(s, "d4");
    assert_eq!(
        ai::choose_move(&strong.player_view(Player::Blue), Level::Easy, 0),
        Some(Move::Swap)
    );
    let weak = game(s, "a1");
    assert_ne!(
        ai::choose_move(&weak.player_view(Player::Blue), Level::Easy, 0),
        Some(Move::Swap)
    );
    // Red's first move in a swap game is one Blue would not take over (on the border).
    let empty = HexGame::new(s);
    let Some(Move::Place(first)) = ai::choose_move(&empty.player_view(Player::Red), Level::Easy, 0)
    else {
        panic!("Red must place a stone");
    };
    assert!(first.row == 0 || first.col == 0 || first.row == 6 || first.col == 6);
    let rex = settings(Variant::Rex, 7);
    assert_eq!(
        ai::choose_move(&game(rex, "a1").player_view(Player::Blue), Level::Easy, 0),
        Some(Move::Swap)
    );
    assert_ne!(
        ai::choose_move(&game(rex, "d4").player_view(Player::Blue), Level::Easy, 0),
        Some(Move::Swap)
    );
}

#[test]
fn dark_hex_never_tries_a_known_cell() {
    // Red hit Blue's b2; the AI must not try it (or its own stones) again.
    let s = settings(Variant::DarkHex(DarkVersion::Classic), 3);
    let g = game(s, "a1 b2 b2");
    let view = g.player_view(Player::Red);
    assert_eq!(view.just_hit(), Some(cell("b2")));
    for seed in 0..20 {
        let Some(Move::Place(c)) = ai::choose_move_with_budget(&view, Budget::iterations(50), seed)
        else {
            panic!("a cell expected");
        };
        assert!(view.may_try(c), "{c}");
        let Some(Move::Place(r)) = ai::random_move(&view, seed) else {
            panic!("a cell expected");
        };
        assert!(view.may_try(r), "{r}");
    }
}

#[test]
fn levels_parse_and_print() {
    for level in Level::ALL {
        assert_eq!(level.to_string().parse::<Level>(), Ok(level));
    }
    assert_eq!(" Hard ".parse::<Level>(), Ok(Level::Hard));
    assert!("grandmaster".parse::<Level>().is_err());
    let hex = GameSettings::new(Variant::Hex, BoardSize::square(11).unwrap());
    assert!(Level::Hard.budget(&hex).time <= std::time::Duration::from_secs(2));
    assert!(Level::Easy.budget(&hex).max_iterations.is_some());
}

#[test]
fn dark_hex_levels_search_by_the_boards_cells() {
    let dark = |n| settings(Variant::DarkHex(DarkVersion::Classic), n);
    let its = |level: Level, s: GameSettings| level.budget(&s).max_iterations;
    assert_eq!(its(Level::Easy, dark(7)), Some(17));
    assert_eq!(its(Level::Medium, dark(7)), Some(147));
    assert_eq!(its(Level::Medium, dark(9)), Some(243));
    assert_eq!(its(Level::Hard, dark(9)), None);
    let hex = settings(Variant::Hex, 9);
    assert_eq!(its(Level::Easy, hex), Some(300));
    assert_eq!(its(Level::Medium, hex), Some(5_000));
}

#[test]
fn in_dark_hex_medium_beats_easy() {
    // The ladder of `docs/ai-darkhex.md` part 5 in miniature: fixed seeds, colours alternating.
    for version in [DarkVersion::Classic, DarkVersion::Abrupt] {
        let s = settings(Variant::DarkHex(version), 7);
        let (medium, easy) = (Level::Medium.budget(&s), Level::Easy.budget(&s));
        let mut wins = 0;
        for seed in 0..40u64 {
            let medium_is_red = seed % 2 == 0;
            let (red, blue) = if medium_is_red {
                (medium, easy)
            } else {
                (easy, medium)
            };
            let g = play_out(s, red, blue, seed * 1_000);
            let winner = g.outcome().map(|o| o.winner);
            let medium_colour = if medium_is_red {
                Player::Red
            } else {
                Player::Blue
            };
            wins += u32::from(winner == Some(medium_colour));
        }
        // Measured with these seeds: 36/40 classic, 38/40 abrupt (the issue asks ≥ 70%).
        assert!(wins >= 30, "{version:?}: medium won {wins}/40");
    }
}

#[test]
fn rex_search_beats_random_play() {
    let mut wins = 0;
    for seed in 0..6u64 {
        let ai_colour = if seed % 2 == 0 {
            Player::Red
        } else {
            Player::Blue
        };
        let mut g = HexGame::new(settings(Variant::Rex, 5).with_swap(false));
        let mut ply = 0;
        while let Some(p) = g.to_move() {
            let view = g.player_view(p);
            let mv = if p == ai_colour {
                ai::choose_move_with_budget(&view, Budget::iterations(400), seed * 1000 + ply)
            } else {
                ai::random_move(&view, seed * 1000 + ply)
            };
            g.play(p, mv.unwrap()).unwrap();
            ply += 1;
        }
        if g.outcome().map(|o| o.winner) == Some(ai_colour) {
            wins += 1;
        }
    }
    assert!(wins >= 5, "Rex: {wins}/6");
}

mod properties {
    use proptest::prelude::*;

    use super::*;

    fn any_variant() -> impl Strategy<Value = Variant> {
        prop::sample::select(Variant::ALL.to_vec())
    }

    proptest! {
        #![proptest_config(ProptestConfig::with_cases(64))]

        /// On any board (rectangles included) after any random prefix, the AI's move is one the
        /// referee accepts for the player to move.
        #[test]
        fn the_ai_always_plays_a_legal_move(
            variant in any_variant(), rows in 2u32..=8, cols in 2u32..=8, swap in any::<bool>(),
            prefix in 0usize..60, seed in any::<u64>()
        ) {
            let s = GameSettings::new(variant, BoardSize::new(rows, cols).unwrap())
                .with_swap(swap);
            let mut g = HexGame::new(s);
            for ply in 0..prefix {
                let Some(p) = g.to_move() else { break };
                let mv = ai::random_move(&g.player_view(p), seed ^ ply as u64).unwrap();
                g.play(p, mv).unwrap();
            }
            if let Some(p) = g.to_move() {
                let view = g.player_view(p);
                let mv = ai::choose_move_with_budget(&view, Budget::iterations(40), seed);
                prop_assert!(mv.is_some());
                prop_assert!(g.play(p, mv.unwrap()).is_ok());
                prop_assert_eq!(
                    ai::choose_move_with_budget(&g.player_view(p.opponent()), Budget::iterations(10), seed)
                        .is_some(),
                    g.to_move() == Some(p.opponent())
                );
            }
        }
    }
}
