//! What a finished game leaves behind for ratings, profiles and histories: a player's stored
//! standing in one [`RatingKind`] ([`Standing`]), and one [`PlayerGame`] per human who
//! played, with the rating change of a rated game. The store writes them in the same
//! transaction as the game's end (`player_games`, `players`, `ratings`, `server_ratings`).

use super::{
    glicko::{decayed, rate, Score},
    records::GameResult,
    Rating, RatingKind,
};
use crate::{
    core::ids::{GameId, Millis, UserId},
    rules::Reason,
};

/// One player's rating of one kind as the store keeps it (a `ratings` row): the rating and
/// the counts of rated games. A player without a row stands at [`Standing::NEW`].
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct Standing {
    /// The rating after the last rated game (the deviation not yet grown for the time since).
    pub rating: Rating,
    /// Rated games so far; the next one is number `games + 1`.
    pub games: u64,
    /// Of which won.
    pub wins: u64,
    /// Lost.
    pub losses: u64,
    /// Drawn.
    pub draws: u64,
    /// When the last rated game ended (`None`: never rated).
    pub last: Option<Millis>,
}

impl Standing {
    /// A player's standing before any rated game: 1500 / 350 / 0.06, no games.
    pub const NEW: Self = Self {
        rating: Rating::START,
        games: 0,
        wins: 0,
        losses: 0,
        draws: 0,
        last: None,
    };

    /// The standing after one more rated game that ended at `at` with `score`, rated `rating`.
    fn after(&self, rating: Rating, score: Score, at: Millis) -> Self {
        let mut next = Self {
            rating,
            games: self.games + 1,
            last: Some(at),
            ..*self
        };
        match score {
            Score::Win => next.wins += 1,
            Score::Loss => next.losses += 1,
            Score::Draw => next.draws += 1,
        }
        next
    }
}

impl Default for Standing {
    fn default() -> Self {
        Self::NEW
    }
}

/// The new standings of two players after a rated game between them that ended at `at`, the
/// result from the first's side: each rating first decayed for the player's time away, then
/// updated by Glicko-2.
pub fn rated_game(first: &Standing, second: &Standing, score: Score, at: Millis) -> [Standing; 2] {
    let (a, b) = rate(
        decayed(first.rating, first.last, at),
        decayed(second.rating, second.last, at),
        score,
    );
    [
        first.after(a, score, at),
        second.after(b, score.flipped(), at),
    ]
}

impl GameResult {
    /// The same result as a rating [`Score`].
    pub fn score(self) -> Score {
        match self {
            GameResult::Win => Score::Win,
            GameResult::Loss => Score::Loss,
            GameResult::Draw => Score::Draw,
        }
    }
}

/// What a rated game did to one player's rating.
#[derive(Clone, Copy, Debug, PartialEq)]
pub struct RatingChange {
    /// The standing before (as stored, before the deviation grew for time away).
    pub before: Standing,
    /// The standing after; its `games` is this game's number among the player's rated games
    /// of the kind (`rated_n`, unique: a change planned from a stale standing fails).
    pub after: Standing,
}

/// One finished game as one human who played it keeps it (a `player_games` row).
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerGame {
    /// The player.
    pub user: UserId,
    /// Their display name in that game (`players` keeps the latest one).
    pub name: String,
    /// The game.
    pub game: GameId,
    /// The rating it counts for (or would, for a casual game).
    pub kind: RatingKind,
    /// The community it was played in (`Incoming::community` when it started).
    pub server: Option<String>,
    /// When it ended.
    pub ended: Millis,
    /// Won, lost or drawn.
    pub result: GameResult,
    /// How it ended.
    pub reason: Reason,
    /// The opponent (`None`: the computer).
    pub opponent: Option<UserId>,
    /// The opponent's name.
    pub opponent_name: String,
    /// The rating change of a rated game; `None` for a casual one.
    pub rated: Option<RatingChange>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_rated_game_counts_once_for_each_player() {
        let [a, b] = rated_game(&Standing::NEW, &Standing::NEW, Score::Win, 77);
        assert_eq!((a.games, a.wins, a.losses, a.last), (1, 1, 0, Some(77)));
        assert_eq!((b.games, b.wins, b.losses, b.draws), (1, 0, 1, 0));
        assert_eq!(a.rating.rating.round(), 1662.0);
        let [c, d] = rated_game(&a, &b, Score::Draw, 78);
        assert_eq!((c.games, c.draws, d.games, d.draws), (2, 1, 2, 1));
        assert!(c.rating.rating < a.rating.rating && d.rating.rating > b.rating.rating);
    }

    #[test]
    fn time_away_widens_the_deviation_before_the_game_counts() {
        let settled = Standing {
            rating: Rating {
                rating: 1800.0,
                deviation: 50.0,
                volatility: 0.06,
            },
            games: 40,
            last: Some(0),
            ..Standing::NEW
        };
        let week = super::super::glicko::RATING_PERIOD;
        let [soon, _] = rated_game(&settled, &settled, Score::Win, 1);
        let [late, _] = rated_game(&settled, &settled, Score::Win, 30 * week);
        // The player back after months moves more, and is less certain.
        assert!(late.rating.rating > soon.rating.rating);
        assert!(late.rating.deviation > soon.rating.deviation);
        assert_eq!(GameResult::from_name("draw"), Some(GameResult::Draw));
        assert_eq!(GameResult::from_name("tie"), None);
    }
}
