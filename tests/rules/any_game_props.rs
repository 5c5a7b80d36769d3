//! [`AnyGame`] plays each family exactly like the family's own game: random games through
//! both, compared after every move (moved here from `src/rules/any_game.rs`, which keeps its
//! examples).

use hextable::rules::{
    hexdame, AnyGame, AnyMove, AnyRuleError, BoardSize, Cell, DameGame, DarkVersion, GameSettings,
    GameSpec, HexGame, Move, Outcome, Played, Reason, Side, Variant,
};
use proptest::prelude::*;

fn any_variant() -> impl Strategy<Value = Variant> {
    prop_oneof![
        Just(Variant::Hex),
        Just(Variant::Rex),
        Just(Variant::DarkHex(DarkVersion::Classic)),
        Just(Variant::DarkHex(DarkVersion::Abrupt)),
    ]
}

/// `any` agrees with the Hex game it should be wrapping.
fn same_as_hex(any: &AnyGame, direct: &HexGame) -> Result<(), TestCaseError> {
    prop_assert_eq!(any.to_move(), direct.to_move().map(Side::from));
    prop_assert_eq!(any.ply(), direct.ply());
    prop_assert_eq!(any.outcome(), direct.outcome().map(Outcome::from));
    prop_assert_eq!(any.is_over(), direct.is_over());
    let movers: Vec<Side> = direct.record().iter().map(|e| e.player.into()).collect();
    prop_assert_eq!(any.movers(), movers);
    Ok(())
}

/// `any` agrees with the Hexdame game it should be wrapping.
fn same_as_dame(any: &AnyGame, direct: &hexdame::Game) -> Result<(), TestCaseError> {
    prop_assert_eq!(any.to_move(), direct.to_move().map(Side::from));
    prop_assert_eq!(any.ply(), direct.moves().len());
    prop_assert_eq!(any.outcome(), direct.outcome().map(Outcome::from));
    prop_assert_eq!(any.is_over(), direct.outcome().is_some());
    prop_assert_eq!(any.dame().map(DameGame::game), Some(direct));
    Ok(())
}

proptest! {
    #[test]
    fn any_game_plays_the_hex_family_like_the_hex_game(
        variant in any_variant(), n in 2u32..=7, swap in any::<bool>(),
        picks in proptest::collection::vec(any::<u16>(), 1..120)
    ) {
        let settings = GameSettings::new(variant, BoardSize::square(n).unwrap()).with_swap(swap);
        let mut any = AnyGame::new(GameSpec::Hex(settings));
        let mut direct = HexGame::new(settings);
        for pick in picks {
            let Some(player) = direct.to_move() else { break };
            let side = Side::from(player);
            match pick % 64 {
                0 => {
                    let expected = direct.resign(player).map(Outcome::from);
                    prop_assert_eq!(any.resign(side), expected.map_err(AnyRuleError::Hex));
                }
                1 => {
                    let expected = direct.time_out(player).map(Outcome::from);
                    prop_assert_eq!(any.time_out(side), expected.map_err(AnyRuleError::Hex));
                }
                2 => {
                    // Out of turn, or a swap where the rules may refuse it.
                    let mv = if pick % 128 < 64 { Move::Swap } else { Move::Place(Cell::new(0, 0)) };
                    let wrong = if pick % 256 < 128 { player } else { player.opponent() };
                    let expected = direct.play(wrong, mv);
                    let got = any.play(wrong.into(), &AnyMove::Hex(mv));
                    prop_assert_eq!(got, expected.map(Played::Hex).map_err(AnyRuleError::Hex));
                }
                _ => {
                    // Mostly cells the mover may try; sometimes any cell (maybe refused).
                    let size = settings.size;
                    let cells: Vec<Cell> = if pick % 8 == 3 {
                        size.cells().collect()
                    } else {
                        size.cells().filter(|&c| direct.may_try(player, c)).collect()
                    };
                    let mv = Move::Place(cells[usize::from(pick / 64) % cells.len()]);
                    let expected = direct.play(player, mv);
                    let got = any.play(side, &AnyMove::Hex(mv));
                    prop_assert_eq!(got, expected.map(Played::Hex).map_err(AnyRuleError::Hex));
                }
            }
            same_as_hex(&any, &direct)?;
        }
        // A takeback agrees with replaying the shortened record.
        let back = any.taken_back(1).unwrap();
        let kept = &direct.record()[..direct.ply().saturating_sub(1)];
        same_as_hex(&back, &HexGame::replay(settings, kept).unwrap())?;
    }

    #[test]
    fn any_game_plays_hexdame_like_the_hexdame_game(
        picks in proptest::collection::vec(any::<u16>(), 1..240)
    ) {
        let mut any = AnyGame::new(GameSpec::Hexdame);
        let mut direct = hexdame::Game::new();
        for pick in picks {
            let Some(color) = direct.to_move() else { break };
            let side = Side::from(color);
            match pick % 128 {
                0 => {
                    let expected = direct.resign(color);
                    let got = any.resign(side);
                    prop_assert_eq!(got.is_ok(), expected.is_ok());
                    prop_assert_eq!(got.ok(), direct.outcome().map(Outcome::from));
                }
                1..=3 => {
                    let dame = any.dame_mut().unwrap();
                    prop_assert_eq!(dame.offer_draw(side), direct.offer_draw(color));
                    prop_assert_eq!(dame.draw_offer(), direct.draw_offer().map(Side::from));
                }
                4..=6 => {
                    let dame = any.dame_mut().unwrap();
                    prop_assert_eq!(dame.accept_draw(side), direct.accept_draw(color));
                }
                7 => {
                    // Out of turn: refused by both.
                    let moves = direct.position().legal_moves();
                    let mv = moves[usize::from(pick / 128) % moves.len()];
                    let expected = direct.play(color.opponent(), &mv);
                    let got = any.play(side.opponent(), &AnyMove::Hexdame(mv));
                    prop_assert_eq!(got.map(|_| ()), expected.map_err(AnyRuleError::Hexdame));
                }
                _ => {
                    let moves = direct.position().legal_moves();
                    let mv = moves[usize::from(pick / 128) % moves.len()];
                    let crowned = direct.position().promotes(&mv);
                    direct.play(color, &mv).unwrap();
                    let got = any.play(side, &AnyMove::Hexdame(mv));
                    prop_assert_eq!(got, Ok(Played::Hexdame { captured: mv.captured().len(), crowned }));
                }
            }
            same_as_dame(&any, &direct)?;
        }
        let back = any.taken_back(1).unwrap();
        let kept = &direct.moves()[..direct.moves().len().saturating_sub(1)];
        let replayed = DameGame::from_moves(kept).unwrap();
        same_as_dame(&back, replayed.game())?;
        // The clock can end a game the rules have not ended.
        if !any.is_over() {
            let loser = any.to_move().unwrap();
            prop_assert_eq!(any.time_out(loser), Ok(Outcome::win(loser.opponent(), Reason::Timeout)));
            prop_assert_eq!(any.to_move(), None);
        }
    }
}
