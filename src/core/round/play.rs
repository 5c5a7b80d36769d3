//! Hex, Rex and Dark Hex moves: checking the turn, playing, and announcing what each side may
//! know (Dark Hex keeps the stones out of the channel).

use crate::{
    core::{
        effect::Audience,
        ids::{GameId, Place},
        incoming::Incoming,
        messages::Msg,
        table::{GameEvent, GameKind, Referee},
        tx::{Internal, Res, Tx},
    },
    rules::{Move, MoveResult, Player},
};

impl Tx<'_> {
    /// A typed Hex-family move by a player of the game.
    pub(crate) fn play_move(&mut self, incoming: &Incoming, id: GameId, mv: Move) -> Res<()> {
        let user = incoming.user_id();
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let player = table
            .meta
            .colour_of(&user)
            .ok_or(Msg::NotYourGame { game: id })?;
        if table.meta.kind == GameKind::Hexdame {
            return Err(Msg::NotADameMove { game: id }.into());
        }
        if table.meta.is_dark() && matches!(incoming.place, Place::Channel(_)) {
            return Err(Msg::DarkMoveInChannel.into());
        }
        if table.game.to_move() != Some(player) {
            return Err(Msg::NotYourTurn { game: id }.into());
        }
        // The whole-game turn check above also covers a player playing themselves.
        self.apply_move(id, player, mv)?;
        let over = self.table(id).is_some_and(|t| t.game.is_over());
        if over {
            self.finish_game(id)?;
        }
        Ok(())
    }

    /// Plays a move and announces it; rule errors become user errors and change nothing.
    pub(crate) fn apply_move(&mut self, id: GameId, player: Player, mv: Move) -> Res<MoveResult> {
        let now = self.now;
        let table = self.table_mut(id)?;
        let Referee::Hex(game) = &table.game else {
            return Err(Internal::WrongReferee(id).into());
        };
        let mut game = game.clone();
        let result = game
            .play(player, mv)
            .map_err(|e| Msg::Rule { game: id, error: e })?;
        table.game = Referee::Hex(game);
        table.events.push(GameEvent::Move {
            player,
            mv,
            result,
            at: now,
        });
        let control = table.meta.time;
        table.meta.clock.moved(control, player, now);
        table.meta.takeback_request = None;
        let over = table.game.is_over();
        if !over {
            self.announce_move(id, player, mv, result)?;
        }
        Ok(result)
    }

    fn announce_move(
        &mut self,
        id: GameId,
        player: Player,
        mv: Move,
        result: MoveResult,
    ) -> Res<()> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let dark = table.meta.is_dark();
        let next = table.game.to_move().unwrap_or(player.opponent());
        let ply = table.game.ply();
        let mover_name = table.meta.seat(player).name();
        let opponent = player.opponent();
        if dark {
            match (result, mv) {
                (MoveResult::Hit, Move::Place(cell)) => {
                    let again = next == player;
                    self.dm(
                        id,
                        player,
                        Msg::YouHit {
                            game: id,
                            cell,
                            again,
                        },
                        Some(Audience::Player(player)),
                    )?;
                    self.dm(
                        id,
                        opponent,
                        Msg::StoneFound {
                            game: id,
                            by: mover_name,
                            your_move: next == opponent,
                        },
                        Some(Audience::Player(opponent)),
                    )?;
                    self.post(id, Msg::StoneHitAnnounce { game: id, ply }, false)?;
                }
                _ => {
                    self.dm(
                        id,
                        player,
                        Msg::YouPlayed { game: id, mv, next },
                        Some(Audience::Player(player)),
                    )?;
                    self.dm(
                        id,
                        opponent,
                        Msg::OpponentMoved {
                            game: id,
                            by: mover_name,
                            next_is_you: next == opponent,
                        },
                        Some(Audience::Player(opponent)),
                    )?;
                    self.post(
                        id,
                        Msg::DarkMoveAnnounce {
                            game: id,
                            ply,
                            player,
                            next,
                        },
                        false,
                    )?;
                }
            }
        } else {
            let swap = self.swap_actions(id);
            self.post_with(
                id,
                Msg::OpenMoveAnnounce {
                    game: id,
                    ply,
                    player,
                    name: mover_name.clone(),
                    mv,
                    next,
                },
                true,
                swap.clone(),
            )?;
            self.dm_with(
                id,
                next,
                Msg::YourTurn {
                    game: id,
                    by: mover_name,
                    mv,
                },
                Some(Audience::Player(next)),
                swap,
            )?;
        }
        Ok(())
    }
}
