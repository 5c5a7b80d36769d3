//! Hexdame moves: the typed text resolved against the position, played and announced.

use crate::{
    core::{
        effect::Audience,
        ids::GameId,
        incoming::Incoming,
        messages::Msg,
        table::{dame_color, GameEvent, Referee},
        tx::{Internal, Res, Tx},
    },
    rules::{hexdame, Player},
};

impl Tx<'_> {
    /// A typed Hexdame move: resolved against the position (short forms too), then played.
    pub(crate) fn play_dame_move(
        &mut self,
        incoming: &Incoming,
        id: GameId,
        text: &hexdame::MoveText,
    ) -> Res<()> {
        let user = incoming.user_id();
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let player = table
            .meta
            .colour_of(&user)
            .ok_or(Msg::NotYourGame { game: id })?;
        let Referee::Hexdame(dame) = &table.game else {
            return Err(Msg::NotAHexMove { game: id }.into());
        };
        if table.game.to_move() != Some(player) {
            return Err(Msg::NotYourTurn { game: id }.into());
        }
        let mv = dame
            .game
            .position()
            .resolve(text)
            .map_err(|error| Msg::DameRule { game: id, error })?;
        self.apply_dame_move(id, player, mv)?;
        if self.table(id).is_some_and(|t| t.game.is_over()) {
            self.finish_game(id)?;
        }
        Ok(())
    }

    /// Plays a legal Hexdame move and announces it (the end is announced by the caller).
    pub(crate) fn apply_dame_move(
        &mut self,
        id: GameId,
        player: Player,
        mv: hexdame::Move,
    ) -> Res<()> {
        let now = self.now;
        let table = self.table_mut(id)?;
        let Referee::Hexdame(dame) = &mut table.game else {
            return Err(Internal::WrongReferee(id).into());
        };
        let crowned = dame.game.position().promotes(&mv);
        // The rules' game changes only when the move is legal (and the plan is a copy).
        dame.game
            .play(dame_color(player), &mv)
            .map_err(|error| Msg::DameRule { game: id, error })?;
        let over = dame.is_over();
        table.events.push(GameEvent::DameMove {
            player,
            mv: mv.to_string(),
            at: now,
        });
        let control = table.meta.time;
        table.meta.clock.moved(control, player, now);
        table.meta.takeback_request = None;
        if over {
            return Ok(());
        }
        let ply = table.game.ply();
        let next = player.opponent();
        let name = table.meta.seat(player).name();
        let in_dm = table.meta.channel.is_none();
        let text = mv.to_string();
        self.post(
            id,
            Msg::DameMoveAnnounce {
                game: id,
                ply,
                player,
                name: name.clone(),
                mv: text.clone(),
                captured: mv.captured().len(),
                crowned,
                next,
            },
            true,
        )?;
        if in_dm {
            // No channel shows the board: the mover gets it too.
            self.dm(
                id,
                player,
                Msg::DameYouPlayed {
                    game: id,
                    mv: text.clone(),
                },
                Some(Audience::Revealed),
            )?;
        }
        self.dm(
            id,
            next,
            Msg::DameYourTurn {
                game: id,
                by: name,
                mv: text,
            },
            Some(Audience::Revealed),
        )?;
        Ok(())
    }
}
