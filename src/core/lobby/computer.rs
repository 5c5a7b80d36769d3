//! `hex play`: games against the computer, and whose turn in them is the computer's (its
//! moves are played like any other, in `round/`).

use super::{start_game, Lobby};
use crate::{
    ai::mix,
    core::{
        ai::{ComputerTurn, ComputerView, DEFAULT_LEVEL},
        command::{ColourChoice, GameOptions},
        ids::Place,
        incoming::Incoming,
        messages::ErrorMsg,
        table::{Seat, Status, Table},
        tx::Res,
    },
};

impl Lobby<'_, '_> {
    /// `hex play`: a game against the computer, here or in DM.
    pub(crate) fn play_bot(&mut self, incoming: &Incoming, options: GameOptions) -> Res<()> {
        // A game against the computer never counts for a rating: asking for one is a
        // mistake worth pointing out rather than a game that silently is not rated.
        if options.rated == Some(true) {
            return Err(ErrorMsg::NeverRated {
                against_computer: true,
            }
            .into());
        }
        let options = GameOptions {
            rated: Some(false),
            ..options
        };
        let human = Seat::Human {
            user: incoming.user_id(),
            name: incoming.display_name.clone(),
        };
        let computer = Seat::Computer {
            level: options.level.unwrap_or(DEFAULT_LEVEL),
        };
        let human_red = match options.colour {
            ColourChoice::Red => true,
            ColourChoice::Blue => false,
            ColourChoice::Random => mix(self.games.next_id().0 ^ (self.now as u64)) & 1 == 0,
        };
        let (red, blue) = if human_red {
            (human, computer)
        } else {
            (computer, human)
        };
        let channel = match &incoming.place {
            Place::Channel(c) => Some(c.clone()),
            Place::Dm => None,
        };
        let server = incoming.community().map(str::to_owned);
        start_game(
            self,
            incoming.platform,
            channel,
            server,
            &options,
            red,
            blue,
        )?;
        Ok(())
    }
}

/// The computer's turn in `table`, if it is one.
pub(crate) fn computer_turn(table: &Table) -> Option<ComputerTurn> {
    if table.meta.status != Status::Active || table.game.is_over() {
        return None;
    }
    let player = table.game.to_move()?;
    let Seat::Computer { level } = table.meta.seat(player) else {
        return None;
    };
    let id = table.meta.id;
    let events = table.events.len();
    Some(ComputerTurn {
        game: id,
        platform: table.meta.platform,
        player,
        level: *level,
        events,
        seed: mix(id.0.wrapping_mul(1_000_003) ^ events as u64),
        view: ComputerView::of(&table.game, player),
    })
}
