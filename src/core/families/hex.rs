//! The Hex family (Hex, Rex, Dark Hex) above the rules: its log replayed and what each
//! audience may see. (Its typed moves and their announcements are in `core/round/play.rs`,
//! as the first family's.)

use super::GameFamily;
use crate::core::round::Round;
use crate::{
    ai::Level,
    core::{
        command::error::ParseError,
        effect::{Audience, ImageView},
        ids::GameId,
        incoming::Incoming,
        log::{GameEvent, LogError},
        messages::{ErrorMsg, GameMsg},
        tx::Res,
    },
    i18n::Lang,
    rules::{
        AnyGame, AnyMove, AnyRuleError, GameSettings, GameSpec, HexGame, MoveRecord, Notation,
        Played, Player, RecordEntry, ReplayError, Side,
    },
};

/// The Hex family in the registration.
pub(super) struct Hex;

impl GameFamily for Hex {
    fn rebuild(&self, spec: GameSpec, events: &[GameEvent]) -> Result<AnyGame, LogError> {
        // A spec of another family is the core's mistake: the Hex default replays nothing.
        let settings = spec.hex_settings().ok_or(LogError::Event {
            family: "Hex",
            index: 0,
            error: format!("not a Hex game: {}", spec.name()),
        })?;
        Ok(AnyGame::Hex(rebuild(settings, events)?))
    }

    fn view_of(&self, game: &AnyGame, audience: Audience) -> Option<ImageView> {
        view_of(game.hex()?, audience)
    }

    fn computer_move(&self, _: &AnyGame, _: Level, _: u64) -> Option<AnyMove> {
        None
    }

    fn move_record(&self, mv: &AnyMove, played: Played) -> Option<MoveRecord> {
        match (mv, played) {
            (AnyMove::Hex(mv), Played::Hex(result)) => Some(MoveRecord::Hex { mv: *mv, result }),
            _ => None,
        }
    }

    fn rule_msg(&self, game: GameId, error: AnyRuleError) -> Option<ErrorMsg> {
        match error {
            AnyRuleError::Hex(error) => Some(ErrorMsg::Rule { game, error }),
            _ => None,
        }
    }

    fn rule_text(&self, _: GameId, _: &AnyRuleError, _: Lang) -> Option<String> {
        None
    }

    fn parse_text(&self, _: &ParseError, _: Lang) -> Option<String> {
        // The grammar's own errors (`messages/errors.rs`) are the Hex family's words.
        None
    }

    fn replay_shows_final_board(&self) -> bool {
        false
    }

    fn record_msg(&self, _: GameId, _: &AnyGame) -> Option<GameMsg> {
        None
    }

    fn text_part(&self) -> Option<&'static str> {
        None
    }

    fn typed_move(&self, _: &str) -> Option<Result<Notation, ParseError>> {
        None
    }

    fn is_named(&self, _: &str) -> bool {
        false
    }

    fn play_typed(
        &self,
        tx: &mut Round<'_, '_>,
        incoming: &Incoming,
        id: GameId,
        mv: Notation,
    ) -> Option<Res<()>> {
        let Notation::Hex(mv) = mv else { return None };
        Some(tx.play_move(incoming, id, mv))
    }

    fn announce(
        &self,
        tx: &mut Round<'_, '_>,
        id: GameId,
        player: Side,
        mv: AnyMove,
        played: Played,
    ) -> Option<Res<()>> {
        let (AnyMove::Hex(mv), Played::Hex(result)) = (mv, played) else {
            return None;
        };
        Some(tx.announce_move(id, player, mv, result))
    }
}

/// Rebuilds a Hex-family game from a log (or a prefix of one).
fn rebuild(settings: GameSettings, events: &[GameEvent]) -> Result<HexGame, ReplayError> {
    let mut record: Vec<RecordEntry> = Vec::new();
    let mut game = HexGame::new(settings);
    for event in events {
        match *event {
            GameEvent::Move {
                player,
                mv: MoveRecord::Hex { mv, result },
                ..
            } => {
                let ply = record.len() + 1;
                let player = Player::from(player);
                let got = game
                    .play(player, mv)
                    .map_err(|error| ReplayError::Illegal { ply, mv, error })?;
                if got != result {
                    return Err(ReplayError::Mismatch { ply, mv });
                }
                record.push(RecordEntry { player, mv, result });
            }
            GameEvent::Takeback { count, .. } => {
                record.truncate(record.len().saturating_sub(count));
                game = HexGame::replay(settings, &record)?;
            }
            GameEvent::Resign { player, .. } => {
                // A resignation after the end would be refused; the log never holds one.
                let _ = game.resign(player.into());
            }
            GameEvent::Timeout { player, .. } => {
                let _ = game.time_out(player.into());
            }
            // Other families' moves, and draws, never appear in a Hex log.
            GameEvent::Move { .. } | GameEvent::Draw { .. } | GameEvent::Abort { .. } => {}
        }
    }
    Ok(game)
}

/// What `audience` may see of a Hex-family game; `None` when there is nothing to show (the
/// full board of a Dark Hex game still being played).
fn view_of(game: &HexGame, audience: Audience) -> Option<ImageView> {
    Some(match audience {
        Audience::Player(side) => ImageView::Player(game.player_view(side.into())),
        Audience::Spectator => ImageView::Spectator(game.spectator_view()),
        Audience::Revealed => ImageView::Revealed(game.revealed()?),
        Audience::Replay => ImageView::Replay(game.revealed()?),
        Audience::Knowledge => ImageView::Knowledge(game.revealed()?),
    })
}
