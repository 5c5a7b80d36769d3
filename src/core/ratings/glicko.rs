//! The rating update: two players' stored ratings and a result → their new ratings, through
//! `skillratings`' Glicko-2 (not ours).
//!
//! Glicko-2 rates a *rating period* at a time; like lichess and PlayHex we update after every
//! game (`skillratings::glicko2::glicko2`, one game as a period of its own), and let the
//! deviation grow the Glicko-2 way for the periods a player sat out: before a game,
//! `decay_deviation` once per whole [`RATING_PERIOD`] since that player's last rated game
//! (capped at 350 by `skillratings`). A week is our period: Hex and Dark Hex games are often
//! played by correspondence, a game a week keeps a rating as certain as it is, and a player
//! back after a year (52 periods) has a deviation grown from, say, 60 to about 96 — close
//! to provisional (100) again.

use skillratings::{
    glicko2::{decay_deviation, glicko2, Glicko2Config, Glicko2Rating},
    Outcomes,
};

use super::Rating;
use crate::core::ids::Millis;

/// The length of a rating period: a player's deviation grows once per whole week without a
/// rated game.
pub const RATING_PERIOD: Millis = 7 * 86_400_000;

/// More decays than this change nothing: from any deviation the cap of 350 is reached
/// sooner (each period adds at least the square of the volatility to the squared deviation).
const MAX_DECAYS: i64 = 10_000;

/// A game's result, from the first player's side.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Score {
    /// The first player won.
    Win,
    /// The first player lost.
    Loss,
    /// Drawn.
    Draw,
}

impl Score {
    /// The same result from the other player's side.
    pub fn flipped(self) -> Self {
        match self {
            Score::Win => Score::Loss,
            Score::Loss => Score::Win,
            Score::Draw => Score::Draw,
        }
    }
}

fn to_glicko(rating: Rating) -> Glicko2Rating {
    Glicko2Rating {
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
    }
}

fn from_glicko(rating: Glicko2Rating) -> Rating {
    Rating {
        rating: rating.rating,
        deviation: rating.deviation,
        volatility: rating.volatility,
    }
}

/// `rating` at `now`, when its player's last rated game ended at `last` (`None`: never
/// played): the deviation decayed once per whole [`RATING_PERIOD`] in between.
pub fn decayed(rating: Rating, last: Option<Millis>, now: Millis) -> Rating {
    let Some(last) = last else {
        return rating;
    };
    let periods = (now.saturating_sub(last) / RATING_PERIOD).clamp(0, MAX_DECAYS);
    let mut glicko = to_glicko(rating);
    for _ in 0..periods {
        if glicko.deviation >= Rating::START.deviation {
            break;
        }
        glicko = decay_deviation(&glicko);
    }
    from_glicko(glicko)
}

/// The new ratings of two players after one game, from their ratings as they stand at the
/// game's end (see [`decayed`]).
pub fn rate(first: Rating, second: Rating, score: Score) -> (Rating, Rating) {
    let outcome = match score {
        Score::Win => Outcomes::WIN,
        Score::Loss => Outcomes::LOSS,
        Score::Draw => Outcomes::DRAW,
    };
    let (first, second) = glicko2(
        &to_glicko(first),
        &to_glicko(second),
        &outcome,
        &Glicko2Config::new(),
    );
    (from_glicko(first), from_glicko(second))
}

#[cfg(test)]
mod tests {
    use super::*;

    fn close(a: f64, b: f64, within: f64) -> bool {
        (a - b).abs() <= within
    }

    #[test]
    fn a_first_game_moves_both_players_as_skillratings_documents() {
        // skillratings' own example: 1500/350 beats 1500/350.
        let (winner, loser) = rate(Rating::START, Rating::START, Score::Win);
        assert_eq!(winner.rating.round(), 1662.0);
        assert_eq!(winner.deviation.round(), 290.0);
        assert!(close(winner.volatility, 0.059_999_675_372_338_14, 1e-15));
        assert_eq!(loser.rating.round(), 1338.0);
        assert_eq!(loser.deviation.round(), 290.0);
        assert_eq!(winner.shown(), "1662?");
        // The same game seen from the loser's side gives the same two ratings.
        let (loser2, winner2) = rate(Rating::START, Rating::START, Score::Loss);
        assert_eq!((winner2, loser2), (winner, loser));
    }

    #[test]
    fn a_draw_between_equals_changes_only_the_deviation() {
        let (a, b) = rate(Rating::START, Rating::START, Score::Draw);
        assert!(close(a.rating, 1500.0, 1e-9) && close(b.rating, 1500.0, 1e-9));
        assert_eq!(a.deviation.round(), 290.0);
    }

    #[test]
    fn a_series_of_five_games_follows_skillratings_game_by_game() {
        // Alice and Bob play five games; each game is rated from the ratings the last one
        // left. The figures are skillratings' own, worked out once and written down.
        let series = [Score::Win, Score::Win, Score::Loss, Score::Draw, Score::Win];
        let (mut alice, mut bob) = (Rating::START, Rating::START);
        let mut seen = Vec::new();
        for score in series {
            (alice, bob) = rate(alice, bob, score);
            seen.push((alice.rating.round(), alice.deviation.round()));
            // Glicko-2 between two players with equal deviations is zero-sum.
            assert!(close(alice.rating - 1500.0, 1500.0 - bob.rating, 1e-6));
        }
        assert_eq!(
            seen,
            [
                (1662.0, 290.0),
                (1720.0, 260.0),
                (1490.0, 244.0),
                (1495.0, 213.0),
                (1583.0, 190.0)
            ]
        );
        // And each step is exactly skillratings' update, fed what the last step left.
        let (mut one, mut two) = (Glicko2Rating::new(), Glicko2Rating::new());
        for (score, outcome) in series.into_iter().zip([
            Outcomes::WIN,
            Outcomes::WIN,
            Outcomes::LOSS,
            Outcomes::DRAW,
            Outcomes::WIN,
        ]) {
            let ours = rate(from_glicko(one), from_glicko(two), score);
            (one, two) = glicko2(&one, &two, &outcome, &Glicko2Config::new());
            assert_eq!(ours, (from_glicko(one), from_glicko(two)));
        }
        assert!(alice.is_provisional());
    }

    #[test]
    fn an_established_player_moves_little() {
        let strong = Rating {
            rating: 1900.0,
            deviation: 60.0,
            volatility: 0.06,
        };
        let (strong_after, newcomer) = rate(strong, Rating::START, Score::Win);
        assert!(strong_after.rating > 1900.0 && strong_after.rating < 1905.0);
        assert!(newcomer.rating < 1500.0);
        assert_eq!(strong_after.shown(), "1903");
    }

    #[test]
    fn the_deviation_grows_once_per_whole_week_away_and_stops_at_350() {
        // skillratings' own example: 2720 / 41.3 → 43 after one period.
        let settled = Rating {
            rating: 2720.0,
            deviation: 41.3,
            volatility: 0.06,
        };
        let day = 86_400_000;
        assert_eq!(decayed(settled, Some(0), 6 * day), settled);
        assert_eq!(decayed(settled, None, 100 * RATING_PERIOD), settled);
        let one = decayed(settled, Some(0), 7 * day);
        assert_eq!(one.deviation.round(), 43.0);
        assert_eq!(one.rating, settled.rating);
        let two = decayed(settled, Some(0), 20 * day);
        assert_eq!(two, decayed(one, Some(0), 7 * day));
        // A year away: from 60 to about 96.
        let year = decayed(
            Rating {
                deviation: 60.0,
                ..settled
            },
            Some(0),
            52 * RATING_PERIOD,
        );
        assert!(close(year.deviation, 96.2, 0.1), "{year:?}");
        // A very long absence is capped (and does not loop forever).
        let ages = decayed(settled, Some(0), i64::MAX);
        assert_eq!(ages.deviation, 350.0);
        // A clock that went back decays nothing.
        assert_eq!(decayed(settled, Some(10 * RATING_PERIOD), 0), settled);
    }
}
