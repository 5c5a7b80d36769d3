//! The Hex family (Hex, Rex, Dark Hex) above the rules: its log replayed and what each
//! audience may see. (Its typed moves and their announcements are in `core/round/play.rs`.)

use crate::{
    core::{
        effect::{Audience, ImageView},
        log::GameEvent,
    },
    rules::{GameSettings, HexGame, MoveRecord, Player, RecordEntry, ReplayError},
};

/// Rebuilds a Hex-family game from a log (or a prefix of one).
pub(super) fn rebuild(
    settings: GameSettings,
    events: &[GameEvent],
) -> Result<HexGame, ReplayError> {
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
pub(super) fn view_of(game: &HexGame, audience: Audience) -> Option<ImageView> {
    Some(match audience {
        Audience::Player(side) => ImageView::Player(game.player_view(side.into())),
        Audience::Spectator => ImageView::Spectator(game.spectator_view()),
        Audience::Revealed => ImageView::Revealed(game.revealed()?),
        Audience::Replay => ImageView::Replay(game.revealed()?),
        Audience::Knowledge => ImageView::Knowledge(game.revealed()?),
    })
}
