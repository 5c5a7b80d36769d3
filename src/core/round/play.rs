//! Moves: the one step that plays a move of any family and ends the game when it is over, and
//! for Hex, Rex and Dark Hex the typed move's checks and the announcements of what each side
//! may know (Dark Hex keeps the stones out of the channel). Other families' are in their folders
//! under `core/families/`.

use super::Round;
use crate::core::Name;
use crate::{
    core::{
        effect::{Audience, DeleteNotice, Effect},
        families::move_record,
        ids::{GameId, Place},
        incoming::Incoming,
        messages::{ErrorMsg, GameMsg, InterfaceMsg, MoveTold, Msg},
        table::GameEvent,
        tx::{rule_error, Context, Failure, Internal, Res},
    },
    rules::{AnyMove, AnyRuleError, Family, Move, MoveResult, RuleError, Side, SwapUnavailable},
};

impl Round<'_, '_> {
    /// A typed Hex-family move by a player of the game.
    pub(crate) fn play_move(&mut self, incoming: &Incoming, id: GameId, mv: Move) -> Res<()> {
        let player = self.author_side(incoming, id)?;
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        if table.game.hex().is_none() {
            return Err(ErrorMsg::CellNotAMove { game: id }.into());
        }
        // Typed where others read it, the move would show its cell; an invocation only its
        // author saw (a slash command) shows nothing.
        if table.meta.is_dark() && matches!(incoming.place, Place::Channel(_)) && !incoming.private
        {
            return Err(self.dark_move_refusal(incoming));
        }
        if table.game.to_move() != Some(player) {
            if let (Move::Swap, Side::First, Some(side)) = (mv, player, table.game.to_move()) {
                // Red typing `swap` (after its first stone): the swap rule is what stands in
                // the way, not the turn. (On a copy: nothing changes.)
                let reason = match table.game.clone().play(side, &AnyMove::Hex(Move::Swap)) {
                    Err(AnyRuleError::Hex(RuleError::Swap(reason))) => reason,
                    _ => SwapUnavailable::NotFirstBlueMove,
                };
                return Err(rule_error(id, AnyRuleError::Hex(RuleError::Swap(reason))));
            }
            return Err(ErrorMsg::NotYourTurn { game: id }.into());
        }
        // The whole-game turn check above also covers a player playing themselves.
        self.play_and_finish(id, player, AnyMove::Hex(mv))
    }

    /// The refusal of a Dark Hex move typed where others read it: the message goes, and its
    /// author is told why in one message that says truly whether it could be removed (the
    /// adapter picks the text once it knows). A message without an id to remove is refused
    /// with words alone.
    fn dark_move_refusal(&self, incoming: &Incoming) -> Failure {
        let Some(message_id) = &incoming.message_id else {
            return ErrorMsg::DarkMoveInChannel.into();
        };
        let lang = self.author_lang();
        let why = ErrorMsg::DarkMoveInChannel.text(lang);
        // A network that names the permission it lacks (the adapter says) gets the words
        // that name it.
        let kept = if incoming.names_lacking_permission {
            InterfaceMsg::DeleteYourMove.text(lang)
        } else {
            ErrorMsg::DarkMoveKept.text(lang)
        };
        let notice = DeleteNotice {
            user: incoming.user_id(),
            removed: format!("{why} {}", ErrorMsg::DarkMoveRemoved.text(lang)),
            kept: format!("{why} {kept}"),
        };
        Failure::Answered(vec![Effect::Delete {
            platform: incoming.platform,
            place: incoming.place.clone(),
            message_id: message_id.clone(),
            notice: Some(notice),
        }])
    }

    /// Plays the computer's move (the turn was checked by the caller).
    pub(crate) fn computer_move(&mut self, id: GameId, player: Side, mv: AnyMove) -> Res<()> {
        self.play_and_finish(id, player, mv)
    }

    /// Plays a move for the side whose turn it is, announces it, and ends the game if it is
    /// over: the one path of every move of every family, typed or the computer's.
    pub(crate) fn play_and_finish(&mut self, id: GameId, player: Side, mv: AnyMove) -> Res<()> {
        self.apply_move(id, player, mv)?;
        if self.table(id).is_some_and(|t| t.game.is_over()) {
            self.finish_game(id)?;
        }
        Ok(())
    }

    /// Plays a move, logs it and announces it (the end is announced by the caller); rule
    /// errors become user errors and change nothing.
    fn apply_move(&mut self, id: GameId, player: Side, mv: AnyMove) -> Res<()> {
        let now = self.now;
        let table = self.table_mut(id)?;
        // The rules' game changes only when the move is legal (and the plan is a copy).
        let played = table
            .game
            .play(player, &mv)
            .map_err(|e| rule_error(id, e))?;
        let record = move_record(&mv, played).ok_or(Internal::WrongFamily(id))?;
        let event = GameEvent::Move {
            player,
            mv: record,
            at: now,
        };
        table.events.push(event);
        let control = table.meta.time;
        table.meta.clock.moved(control, player, now);
        table.meta.takeback_request = None;
        if table.game.is_over() {
            return Ok(());
        }
        self.announce(id, player, mv, played)
    }

    pub(crate) fn announce_move(
        &mut self,
        id: GameId,
        player: Side,
        mv: Move,
        result: MoveResult,
    ) -> Res<()> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let dark = table.meta.is_dark();
        let next = table.game.to_move().unwrap_or(player.opponent());
        let ply = table.game.ply();
        let mover_name = Name::from(table.meta.seat(player));
        let opponent = player.opponent();
        if dark {
            match (result, mv) {
                (MoveResult::Hit, Move::Place(cell)) => {
                    let again = next == player;
                    self.tell_mover(
                        id,
                        player,
                        GameMsg::YouHit {
                            game: id,
                            cell,
                            again,
                        },
                        Some(Audience::Player(player)),
                    )?;
                    self.dm(
                        id,
                        opponent,
                        GameMsg::StoneFound {
                            game: id,
                            by: mover_name,
                            your_move: next == opponent,
                        },
                        Some(Audience::Player(opponent)),
                    )?;
                    self.post(id, GameMsg::StoneHitAnnounce { game: id, ply }, false)?;
                }
                _ => {
                    self.tell_mover(
                        id,
                        player,
                        GameMsg::YouPlayed {
                            game: id,
                            kind: Family::Hex,
                            mv: mv.to_string(),
                            next: Some(next.into()),
                        },
                        Some(Audience::Player(player)),
                    )?;
                    self.dm(
                        id,
                        opponent,
                        GameMsg::OpponentMoved {
                            game: id,
                            by: mover_name,
                            next_is_you: next == opponent,
                        },
                        Some(Audience::Player(opponent)),
                    )?;
                    self.post(
                        id,
                        GameMsg::DarkMoveAnnounce {
                            game: id,
                            ply,
                            player: player.into(),
                            next: next.into(),
                        },
                        false,
                    )?;
                }
            }
        } else {
            let swap = self.swap_actions(id);
            self.post_with(
                id,
                GameMsg::MoveAnnounce {
                    game: id,
                    kind: Family::Hex,
                    ply,
                    player: player.into(),
                    name: mover_name.clone(),
                    played: MoveTold {
                        mv: match mv {
                            Move::Swap => String::new(),
                            Move::Place(cell) => cell.to_string(),
                        },
                        swap: mv == Move::Swap,
                        ..MoveTold::default()
                    },
                    next: next.into(),
                },
                true,
                swap.clone(),
            )?;
            self.dm_with(
                id,
                next,
                GameMsg::YourTurn {
                    game: id,
                    by: mover_name,
                    mv: mv.to_string(),
                },
                Some(Audience::Player(next)),
                swap,
            )?;
        }
        Ok(())
    }
}

impl Round<'_, '_> {
    /// The mover's own news of a Dark Hex move, with their view: the answer to the move when
    /// nobody else saw it being made in a channel (a slash command, answered ephemerally),
    /// else a DM.
    fn tell_mover(
        &mut self,
        id: GameId,
        player: Side,
        msg: impl Into<Msg>,
        audience: Option<Audience>,
    ) -> Res<()> {
        let msg: Msg = msg.into();
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let seat = table.meta.seat(player).user().cloned();
        let answered = self.author.filter(|a| {
            a.private && matches!(a.place, Place::Channel(_)) && seat.as_ref() == Some(&a.user)
        });
        let (Some(author), Some(user)) = (answered.cloned(), seat) else {
            return self.dm(id, player, msg, audience);
        };
        let lang = self.lang_for_user(&user, table.meta.server.as_deref());
        let image = audience.and_then(|a| self.image(table, a, lang));
        self.out.push(Effect::Reply {
            user,
            place: author.place,
            reply_to: author.message,
            text: msg.text(lang),
            image,
            file: None,
        });
        Ok(())
    }
}
