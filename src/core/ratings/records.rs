//! The records players read: profiles, leaderboards and game histories, as the store reads
//! them for one query ([`RecordsQuery`] → [`Records`]) and the core formats them.
//!
//! The core never reads the store: [`crate::core::Core::records_needed`] says what a command
//! needs, the service reads it (`store/records.rs`) and hands it back with the command. Every
//! row here comes from finished games only (`player_games`, `ratings`, `server_ratings`), so
//! nothing in a record can show a stone of a Dark Hex game in progress.

use serde::{Deserialize, Serialize};

use super::{Rating, RatingKind};
use crate::core::{
    ids::{GameId, Millis, Platform},
    name::Name,
};

/// How many finished games a profile lists.
pub const RECENT_GAMES: usize = 10;
/// How many games a page of history lists.
pub const PAGE_SIZE: u32 = 10;
/// How many players a leaderboard lists.
pub const TOP: u32 = 10;
/// After how long without a rated game a player leaves the leaderboards (90 days).
pub const INACTIVE_AFTER: Millis = 90 * 86_400_000;
/// How many games of history the rating picture draws at most (the newest).
pub const CHART_GAMES: u32 = 200;
/// How far back a profile counts the current streak; a longer one shows as "50+".
pub const STREAK_CAP: u32 = 50;

/// How a finished game ended for one player.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameResult {
    /// Won.
    Win,
    /// Lost.
    Loss,
    /// Drawn (in a family with draws).
    Draw,
}

impl GameResult {
    /// The word the store keeps (`win`, `loss`, `draw`).
    pub fn name(self) -> &'static str {
        match self {
            Self::Win => "win",
            Self::Loss => "loss",
            Self::Draw => "draw",
        }
    }

    /// The result of a stored [`GameResult::name`].
    pub fn from_name(name: &str) -> Option<Self> {
        [Self::Win, Self::Loss, Self::Draw]
            .into_iter()
            .find(|r| r.name() == name)
    }
}

/// One point of a rating history: the rating and deviation after a game, in whole points
/// (plenty for a picture, and whole numbers keep the outbox's recipe exact).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct HistoryPoint {
    /// The rating.
    pub rating: i32,
    /// The rating deviation.
    pub deviation: i32,
}

impl HistoryPoint {
    /// The point of a rating and deviation, rounded.
    pub fn new(rating: f64, deviation: f64) -> Self {
        // Ratings stay within a few thousand points: the casts cannot overflow.
        Self {
            rating: rating.round() as i32,
            deviation: deviation.round() as i32,
        }
    }
}

/// What a query needs read from the store.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RecordsQuery {
    /// A player's profile.
    Profile {
        /// The network.
        platform: Platform,
        /// The player's platform id.
        user: String,
    },
    /// A leaderboard, with the asking player's own rank.
    Leaderboard {
        /// The network.
        platform: Platform,
        /// The community (server or room); `None` for the whole network.
        community: Option<String>,
        /// Which rating.
        kind: RatingKind,
        /// Who asks (their own rank is part of the answer).
        user: String,
        /// Ratings whose last rated game ended before this are left out (inactive).
        active_since: Millis,
    },
    /// A page of a player's finished games.
    History {
        /// The network.
        platform: Platform,
        /// The player's platform id.
        user: String,
        /// Only games of this kind, if given.
        kind: Option<RatingKind>,
        /// The page, from 1.
        page: u32,
    },
}

/// What the store read for a [`RecordsQuery`].
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Records {
    /// The profile; `None`: the store knows no such player.
    Profile(Option<Profile>),
    /// The leaderboard.
    Leaderboard(Leaderboard),
    /// The page; `None`: the store knows no such player.
    History(Option<HistoryPage>),
}

/// One rating of a profile.
#[derive(Clone, Debug, PartialEq)]
pub struct KindRecord {
    /// Which rating.
    pub kind: RatingKind,
    /// The rating.
    pub rating: Rating,
    /// Rated games won.
    pub wins: u32,
    /// Rated games lost.
    pub losses: u32,
    /// Rated games drawn.
    pub draws: u32,
}

// Ratings read from the store are finite numbers, never NaN: equality is an equivalence.
impl Eq for KindRecord {}

/// One finished game as one of its players saw it end.
#[derive(Clone, Debug, PartialEq)]
pub struct GameRecord {
    /// The game.
    pub game: GameId,
    /// Which rating it counts for (or would, had it been rated).
    pub kind: RatingKind,
    /// When it ended.
    pub ended_ms: Millis,
    /// The result for this player.
    pub result: GameResult,
    /// How it ended (`connection`, `resignation`, `timeout`, …).
    pub reason: String,
    /// The opponent: a person's display name, or the computer at its level (named in each
    /// reader's language when shown).
    pub opponent: Name,
    /// The rating before and after, for a rated game.
    pub change: Option<(f64, f64)>,
}

impl Eq for GameRecord {}

/// A run of equal results, newest game first.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Streak {
    /// The result repeated.
    pub result: GameResult,
    /// How many games in a row (at most [`STREAK_CAP`]).
    pub count: u32,
    /// Whether it goes back further than was counted.
    pub longer: bool,
}

impl Streak {
    /// The current streak of results listed newest first; `None` without games.
    pub fn of(results: &[GameResult], cap_reached: bool) -> Option<Self> {
        let first = *results.first()?;
        let count = results.iter().take_while(|&&r| r == first).count();
        Some(Self {
            result: first,
            count: u32::try_from(count).unwrap_or(u32::MAX),
            longer: cap_reached && count == results.len(),
        })
    }
}

/// A player's profile.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Profile {
    /// The display name the player was last seen with.
    pub name: String,
    /// Each rating the player has, in [`RatingKind::ALL`] order.
    pub ratings: Vec<KindRecord>,
    /// The current streak.
    pub streak: Option<Streak>,
    /// The newest finished games (at most [`RECENT_GAMES`]).
    pub recent: Vec<GameRecord>,
    /// The rating the picture draws (the one with most rated games), with its history,
    /// oldest first, starting from the first rating when the whole history fits.
    pub chart: Option<(RatingKind, Vec<HistoryPoint>)>,
    /// The token of the player's web page (`/p/{token}`), when the pages are on where it
    /// was asked (set by the service, not the store's read).
    pub page: Option<String>,
}

/// One line of a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub struct LeaderRow {
    /// The place, from 1.
    pub rank: u32,
    /// The display name.
    pub name: String,
    /// The rating.
    pub rating: Rating,
}

impl Eq for LeaderRow {}

/// Where the asking player stands on a leaderboard.
#[derive(Clone, Debug, PartialEq)]
pub enum OwnRank {
    /// Ranked.
    Ranked {
        /// The place, from 1.
        rank: u32,
        /// The rating.
        rating: Rating,
    },
    /// Not ranked: the rating is provisional (RD ≥ 100).
    Provisional(Rating),
    /// Not ranked: no rated game for [`INACTIVE_AFTER`].
    Inactive(Rating),
    /// Not ranked: no rated game of this kind here.
    NoGames,
}

impl Eq for OwnRank {}

/// A leaderboard: the top [`TOP`] and the asking player's place.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Leaderboard {
    /// Which rating.
    pub kind: RatingKind,
    /// Whether it is the whole network's board (else the community's).
    pub global: bool,
    /// The best ratings, best first.
    pub rows: Vec<LeaderRow>,
    /// The asking player's place.
    pub own: OwnRank,
    /// The token of the community's leaderboard page (`/l/{token}`), when the pages are on
    /// where it was asked (set by the service, not the store's read).
    pub page: Option<String>,
}

/// One page of a player's finished games, newest first.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct HistoryPage {
    /// The player's display name.
    pub name: String,
    /// The kind asked for, if any.
    pub kind: Option<RatingKind>,
    /// This page, from 1.
    pub page: u32,
    /// How many pages there are (at least 1).
    pub pages: u32,
    /// The games of the page.
    pub games: Vec<GameRecord>,
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn streaks_count_the_newest_equal_results() {
        use GameResult::{Draw, Loss, Win};
        assert_eq!(Streak::of(&[], false), None);
        let streak = Streak::of(&[Win, Win, Win, Loss, Win], false).unwrap();
        assert_eq!(
            (streak.result, streak.count, streak.longer),
            (Win, 3, false)
        );
        let all = Streak::of(&[Draw, Draw], true).unwrap();
        assert_eq!((all.count, all.longer), (2, true));
        for result in [Win, Loss, Draw] {
            assert_eq!(GameResult::from_name(result.name()), Some(result));
        }
        assert_eq!(
            HistoryPoint::new(1531.6, 80.4),
            HistoryPoint {
                rating: 1532,
                deviation: 80
            }
        );
    }
}
