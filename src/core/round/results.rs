//! What the end of a game leaves for ratings and histories: a [`PlayerGame`] for each human
//! who played, and for a rated game both players' new ratings (from the standings the core
//! holds: the service loads them from the store when a rated game starts or is loaded).

use super::Round;
use crate::{
    core::{
        ids::GameId,
        messages::RatingShown,
        ratings::{rated_game, shown_change, GameResult, PlayerGame, RatingChange, RatingKind},
        table::Seat,
        tx::{Context, Internal, Res},
    },
    rules::{Outcome, Side},
};

impl Round<'_, '_> {
    /// Records the result of game `id` (just ended with `outcome`): one history entry per
    /// human, the rating change of a rated game. Returns the ratings to show with the result
    /// (`None` for a casual game).
    pub(crate) fn record_result(
        &mut self,
        id: GameId,
        outcome: Outcome,
    ) -> Res<Option<[RatingShown; 2]>> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let meta = &table.meta;
        let kind = RatingKind::of(meta.spec);
        let result_of = |side: Side| match outcome.winner {
            None => GameResult::Draw,
            Some(winner) if winner == side => GameResult::Win,
            Some(_) => GameResult::Loss,
        };
        let users = Side::BOTH.map(|side| meta.seat(side).user().cloned());
        let names = Side::BOTH.map(|side| meta.seat(side).name());
        // Rated only between two different people (the lobby never seats one person twice,
        // and their one `rated_n` could not count two games at once).
        let changes = match &users {
            [Some(first), Some(second)] if meta.rated && first != second => {
                let before = [self.standing(first, kind), self.standing(second, kind)];
                let score = result_of(Side::First).score();
                let after = rated_game(&before[0], &before[1], score, self.now);
                Some([0, 1].map(|i| RatingChange {
                    before: before[i],
                    after: after[i],
                }))
            }
            _ => None,
        };
        let mut records = Vec::with_capacity(2);
        for (i, side) in Side::BOTH.into_iter().enumerate() {
            let Some(user) = users[i].clone() else {
                continue;
            };
            records.push(PlayerGame {
                user,
                name: names[i].clone(),
                game: id,
                kind,
                server: meta.server.clone(),
                ended: self.now,
                result: result_of(side),
                reason: outcome.reason,
                opponent: users[1 - i].clone(),
                // The computer is stored as its level: each reader names it in their language.
                opponent_name: match meta.seat(Side::BOTH[1 - i]) {
                    Seat::Computer { level } => level.name().to_owned(),
                    Seat::Human { name, .. } => name.clone(),
                },
                rated: changes.map(|c| c[i]),
            });
        }
        for record in &records {
            if let Some(change) = record.rated {
                self.results
                    .ratings
                    .insert((record.user.clone(), kind), change.after);
            }
        }
        self.results.records.extend(records);
        Ok(changes.map(|changes| {
            [0, 1].map(|i| RatingShown {
                name: names[i].clone(),
                rating: changes[i].after.rating.shown(),
                change: shown_change(
                    changes[i].before.rating.rating,
                    changes[i].after.rating.rating,
                ),
            })
        }))
    }
}
