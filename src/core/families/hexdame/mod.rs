//! Hexdame above the rules: its log replayed, what each audience sees and how a move is
//! described (here; the open families' announcement tells it), a typed move resolved
//! ([`moves`]), draw offers ([`draw`]), its words in commands ([`words`]) and its error texts
//! ([`texts`]).

mod draw;
mod moves;
pub(crate) mod texts;
pub(crate) mod words;

use super::GameFamily;
use crate::core::round::Round;
use crate::{
    ai::{Level, Rng},
    core::{
        command::error::ParseError,
        effect::{Audience, ImageView},
        ids::GameId,
        incoming::Incoming,
        log::{DrawAction, GameEvent, LogError},
        messages::{ErrorMsg, GameMsg, MoveTold},
        tx::Res,
    },
    i18n::Lang,
    rules::{
        hexdame::{self, Color},
        AnyGame, AnyMove, AnyRuleError, DameGame, Family, GameSpec, MoveRecord, Notation,
        OpenBoard, Played, Side,
    },
};

/// Hexdame in the registration.
pub(crate) struct Hexdame;

impl GameFamily for Hexdame {
    fn rebuild(&self, _: GameSpec, events: &[GameEvent]) -> Result<AnyGame, LogError> {
        Ok(AnyGame::Hexdame(Box::new(rebuild(events)?)))
    }

    fn view_of(&self, game: &AnyGame, audience: Audience) -> Option<ImageView> {
        Some(view_of(game.dame()?, audience))
    }

    fn computer_move(&self, game: &AnyGame, level: Level, seed: u64) -> Option<AnyMove> {
        computer_move(game.dame()?.game(), level, seed).map(AnyMove::Hexdame)
    }

    fn move_record(&self, mv: &AnyMove, played: Played) -> Option<MoveRecord> {
        match (mv, played) {
            (AnyMove::Hexdame(mv), Played::Hexdame { .. }) => Some(MoveRecord::hexdame(mv)),
            _ => None,
        }
    }

    fn rule_msg(&self, game: GameId, error: AnyRuleError) -> Option<ErrorMsg> {
        match error {
            error @ AnyRuleError::Hexdame(_) => Some(ErrorMsg::FamilyRule { game, error }),
            _ => None,
        }
    }

    fn rule_text(&self, game: GameId, error: &AnyRuleError, lang: Lang) -> Option<String> {
        match error {
            AnyRuleError::Hexdame(error) => Some(texts::rule_error(game, error, lang)),
            _ => None,
        }
    }

    fn parse_text(&self, error: &ParseError, lang: Lang) -> Option<String> {
        texts::parse_error(error, lang)
    }

    fn replay_shows_final_board(&self) -> bool {
        // A long game: the final board first, then the animation.
        true
    }

    fn record_msg(&self, id: GameId, game: &AnyGame) -> Option<GameMsg> {
        Some(GameMsg::MoveList {
            game: id,
            kind: Family::Hexdame,
            record: game.dame()?.game().record(),
        })
    }

    fn text_part(&self) -> Option<&'static str> {
        Some("dame")
    }

    fn typed_move(&self, text: &str) -> Option<Result<Notation, ParseError>> {
        words::typed_move(text)
    }

    fn is_named(&self, word: &str) -> bool {
        words::is_name(word)
    }

    fn play_typed(
        &self,
        tx: &mut Round<'_, '_>,
        incoming: &Incoming,
        id: GameId,
        mv: Notation,
    ) -> Option<Res<()>> {
        let Notation::Hexdame(text) = mv else {
            return None;
        };
        Some(tx.play_dame_move(incoming, id, &text))
    }

    fn announce(
        &self,
        tx: &mut Round<'_, '_>,
        id: GameId,
        player: Side,
        mv: AnyMove,
        played: Played,
    ) -> Option<Res<()>> {
        let (AnyMove::Hexdame(mv), Played::Hexdame { captured, crowned }) = (mv, played) else {
            return None;
        };
        let told = MoveTold {
            mv: mv.to_string(),
            swap: false,
            captured,
            crowned,
        };
        Some(tx.tell_open_move(id, player, Family::Hexdame, told))
    }
}

/// What `audience` may see: open information, so every audience sees the same board, and the
/// replays animate it.
fn view_of(game: &DameGame, audience: Audience) -> ImageView {
    match audience {
        Audience::Replay | Audience::Knowledge => {
            ImageView::OpenReplay(OpenBoard::Hexdame(Box::new(game.game().clone())))
        }
        _ => ImageView::Open(OpenBoard::Hexdame(Box::new(game.game().clone()))),
    }
}

/// Rebuilds a Hexdame game from a log (or a prefix of one).
fn rebuild(events: &[GameEvent]) -> Result<DameGame, LogError> {
    let mut dame = DameGame::new();
    for (index, event) in events.iter().enumerate() {
        let fail = |error: hexdame::PlayError| LogError::Event {
            family: "Hexdame",
            index,
            error: error.to_string(),
        };
        match event {
            GameEvent::Move {
                player,
                mv: MoveRecord::Hexdame(text),
                ..
            } => {
                if dame.game().to_move() != Some(Color::from(*player)) {
                    return Err(fail(hexdame::RuleError::NotYourTurn.into()));
                }
                let m = dame
                    .game()
                    .position()
                    .resolve(text)
                    .map_err(|e| fail(e.into()))?;
                dame.play(*player, &m).map_err(|e| fail(e.into()))?;
            }
            GameEvent::Draw { player, action, .. } => {
                let done = match action {
                    DrawAction::Offer => dame.offer_draw(*player),
                    DrawAction::Accept => dame.accept_draw(*player),
                    DrawAction::Decline => dame.decline_draw(*player),
                };
                done.map_err(|e| fail(e.into()))?;
            }
            GameEvent::Takeback { count, .. } => {
                let moves = dame.game().moves();
                let kept = moves[..moves.len().saturating_sub(*count)].to_vec();
                dame = DameGame::from_moves(&kept).map_err(fail)?;
            }
            GameEvent::Resign { player, .. } => {
                let _ = dame.resign(*player);
            }
            GameEvent::Timeout { player, .. } => {
                // Refused (and so ignored) once the game is over, as before.
                let _ = dame.time_out(*player);
            }
            // Hex moves never appear in a Hexdame log.
            GameEvent::Move {
                mv: MoveRecord::Hex { .. },
                ..
            }
            | GameEvent::Abort { .. } => {}
        }
    }
    Ok(dame)
}

/// The real Hexdame player at one of the bot's levels: `beginner` plays a random legal move,
/// `easy`, `medium` and `hard` search at the Hexdame engine's levels of the same names.
pub(crate) fn computer_move(
    game: &hexdame::Game,
    level: Level,
    seed: u64,
) -> Option<hexdame::Move> {
    if game.outcome().is_some() {
        return None;
    }
    let moves = game.position().legal_moves();
    let random = || {
        let mut rng = Rng::new(seed);
        moves.get(rng.below(moves.len().max(1))).copied()
    };
    let dame_level = match level {
        Level::Beginner => return random(),
        Level::Easy => crate::ai::hexdame::Level::Easy,
        Level::Medium => crate::ai::hexdame::Level::Medium,
        Level::Hard => crate::ai::hexdame::Level::Hard,
    };
    crate::ai::hexdame::choose(game, dame_level, seed)
        .map(|choice| choice.best)
        // A search that finds nothing must not stall the game.
        .or_else(random)
}

/// One message of each kind this family adds (for the messages' tests).
#[cfg(test)]
pub(crate) fn sample_messages(g: crate::core::GameId) -> Vec<crate::core::messages::Msg> {
    use crate::{
        core::messages::{ErrorMsg, GameMsg, MoveTold},
        rules::{Family, Player, Reason},
    };
    let s = || "x".to_owned();
    vec![
        ErrorMsg::FamilyRule {
            game: g,
            error: crate::rules::AnyRuleError::Hexdame(hexdame::RuleError::GameOver),
        }
        .into(),
        GameMsg::MoveAnnounce {
            game: g,
            kind: Family::Hexdame,
            ply: 1,
            player: Player::Red,
            name: s().into(),
            played: MoveTold {
                mv: s(),
                swap: false,
                captured: 1,
                crowned: true,
            },
            next: Player::Red,
        }
        .into(),
        GameMsg::YouPlayed {
            game: g,
            kind: Family::Hexdame,
            mv: s(),
            next: None,
        }
        .into(),
        GameMsg::GameOver {
            game: g,
            kind: Family::Hexdame,
            winner: None,
            reason: Reason::Agreement,
            connection_loses: false,
            hidden: false,
        }
        .into(),
        GameMsg::MoveList {
            game: g,
            kind: Family::Hexdame,
            record: s(),
        }
        .into(),
    ]
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        ai::Level,
        core::{
            families::rebuild,
            table::{GameMeta, Seat},
        },
        rules::{GameSpec, Side},
    };

    /// A game row as written before Hexdame existed (no `kind`).
    const OLD_META: &str = r#"{"id":3,"platform":"discord","channel":"c1","settings":{"variant":"hex","size":{"rows":11,"cols":11},"swap":true},"red":{"Human":{"user":{"platform":"discord","id":"alice"},"name":"Alice"}},"blue":{"Computer":{"level":"medium"}},"time":"none","clock":{"turn_started":5,"remaining":[0,0],"warned":false},"created":5,"status":"active","takeback_request":"red","rematch_offer":null}"#;

    #[test]
    fn a_hexdame_row_keeps_its_shape() {
        // As rows of Hexdame games have been written: the family, and unused Hex settings.
        let row = OLD_META.replacen(
            r#""channel":"c1","#,
            r#""channel":"c1","kind":"hexdame","#,
            1,
        );
        let meta: GameMeta = serde_json::from_str(&row).unwrap();
        assert_eq!(meta.spec, GameSpec::Hexdame);
        assert_eq!(
            meta.seat(Side::Second),
            &Seat::Computer {
                level: Level::Medium
            }
        );
        assert_eq!(meta.takeback_request, Some(Side::First));
        let again: serde_json::Value = serde_json::to_value(&meta).unwrap();
        let before: serde_json::Value = serde_json::from_str(&row).unwrap();
        assert_eq!(again, before);
    }

    #[test]
    fn a_hexdame_log_replays_with_draws_and_takebacks() {
        let events = vec![
            GameEvent::Move {
                player: Side::First,
                mv: MoveRecord::Hexdame("d4-e5".parse().unwrap()),
                at: 1,
            },
            GameEvent::Draw {
                player: Side::First,
                action: DrawAction::Offer,
                at: 2,
            },
            GameEvent::Move {
                player: Side::Second,
                mv: MoveRecord::Hexdame("f6xd4".parse().unwrap()),
                at: 3,
            },
            GameEvent::Takeback { count: 1, at: 4 },
        ];
        let json: Vec<String> = events
            .iter()
            .map(|e| serde_json::to_string(e).unwrap())
            .collect();
        let back: Vec<GameEvent> = json
            .iter()
            .map(|j| serde_json::from_str(j).unwrap())
            .collect();
        assert_eq!(back, events);
        let r = rebuild(GameSpec::Hexdame, &events[..3]).unwrap();
        assert_eq!(r.ply(), 2);
        assert_eq!(r.to_move(), Some(Side::First));
        let r = rebuild(GameSpec::Hexdame, &events).unwrap();
        assert_eq!(r.ply(), 1);
        assert_eq!(r.to_move(), Some(Side::Second));
        assert_eq!(r.movers(), vec![Side::First]);
    }
}
