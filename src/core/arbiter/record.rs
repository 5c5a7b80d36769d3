//! What a tournament is as the bot keeps it: the [`TournamentRecord`] (stored as JSON) with
//! its [`TournamentStatus`] and the [`BoardGame`]s started, the [`TournamentChange`] a plan
//! hands the store, and the [`TournamentLine`] lists show. Data only: the handlers are in the
//! sibling modules.

use serde::{Deserialize, Serialize};

use crate::{
    core::{
        command::GameOptions,
        ids::{GameId, Millis, Platform, TournamentId, UserId},
        messages::{standings_headings, tie_break_codes, Msg, TournamentMsg},
        tournament::{
            arena::ArenaGame,
            knockout::{Bracket, MatchId, StoredBracket},
            EntryId, Format, Standings, Tournament,
        },
    },
    i18n::Lang,
    render::StandingsTable,
};

/// Where a tournament stands.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum TournamentStatus {
    /// Taking players; not started.
    Open,
    /// Rounds being played.
    Running,
    /// The last round is over.
    Finished,
    /// Called off by an organiser.
    Cancelled,
}

impl TournamentStatus {
    /// The name the store keeps.
    pub fn name(self) -> &'static str {
        match self {
            TournamentStatus::Open => "open",
            TournamentStatus::Running => "running",
            TournamentStatus::Finished => "finished",
            TournamentStatus::Cancelled => "cancelled",
        }
    }

    /// Whether the tournament still takes commands that change it.
    pub fn is_live(self) -> bool {
        matches!(self, TournamentStatus::Open | TournamentStatus::Running)
    }
}

/// The game started for one board.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct BoardGame {
    /// The round, from 1.
    pub round: u32,
    /// The board, from 0 (its place in the round's pairings).
    pub board: usize,
    /// The game.
    pub game: GameId,
}

/// A tournament as the bot keeps it (stored as JSON in `tournaments.data`; its players,
/// rounds and boards are also written as rows: `store/tournaments.rs`).
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct TournamentRecord {
    /// Its number.
    pub id: TournamentId,
    /// The network.
    pub platform: Platform,
    /// The server (Discord guild) it belongs to, if any.
    pub server: Option<String>,
    /// The channel it is run in (its games start there).
    pub channel: String,
    /// Who created it.
    pub organiser: UserId,
    /// The game of every board.
    pub options: GameOptions,
    /// At most this many players.
    pub max_players: Option<u32>,
    /// Start as soon as it is full.
    pub start_when_full: bool,
    /// Start at this time (if still open then).
    pub start_at: Option<Millis>,
    /// How long a round's games may wait for their first moves.
    pub deadline: Millis,
    /// Where it stands.
    pub status: TournamentStatus,
    /// Players, rounds and results.
    pub tournament: Tournament,
    /// The chat user of each player.
    pub players: Vec<(EntryId, UserId)>,
    /// The games started for the boards, every round.
    pub games: Vec<BoardGame>,
    /// When the current round's unmoved games are forfeited (`None`: no round on).
    pub round_deadline: Option<Millis>,
    /// When it was created.
    pub created: Millis,
    /// A knockout: the organiser's seeds (`hex tournament seed`), best first.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hand_seeds: Vec<EntryId>,
    /// A knockout after its start: the bracket (stored as its draw and events).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub bracket: Option<LiveBracket>,
    /// A knockout: the game started for each game of a match.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub match_games: Vec<MatchGame>,
    /// An arena after its start: its clock and its games.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub arena: Option<ArenaState>,
    /// Check-in: how long before the start its window opens (`None`: no check-in).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub checkin: Option<Millis>,
    /// Check-in: the window is open (announced).
    #[serde(default, skip_serializing_if = "std::ops::Not::not")]
    pub checkin_open: bool,
    /// Check-in: the players who confirmed.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub checked_in: Vec<EntryId>,
    /// Its web page's token (`/t/{token}`, [`crate::core::link`]), when it was created while
    /// the pages were on; also a row of `web_pages`.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub link: Option<String>,
}

/// A running arena as the tournament's JSON keeps it.
#[derive(Clone, Debug, PartialEq, Serialize, Deserialize)]
pub struct ArenaState {
    /// When it ends: no game is started after this.
    pub ends: Millis,
    /// When the leaderboard is posted next (while it runs).
    pub next_post: Millis,
    /// The time is up and was announced (the games being played still count).
    #[serde(default)]
    pub time_up: bool,
    /// Every game started, oldest first.
    pub games: Vec<ArenaBoard>,
    /// Players removed by an organiser: unlike those who withdrew, they cannot come back.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub removed: Vec<EntryId>,
}

/// One game of an arena and the game started for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct ArenaBoard {
    /// Who plays and how it ended.
    pub pairing: ArenaGame,
    /// The game.
    pub game: GameId,
    /// When it was started (its first moves are due by this plus the deadline).
    #[serde(default)]
    pub started: Millis,
}

impl ArenaState {
    /// The games as the pure arena counts them.
    pub fn pairings(&self) -> Vec<ArenaGame> {
        self.games.iter().map(|b| b.pairing).collect()
    }

    /// The games still being played.
    pub fn in_play(&self) -> impl Iterator<Item = &ArenaBoard> {
        self.games.iter().filter(|b| b.pairing.result.is_none())
    }
}

/// A knockout's bracket, kept in the tournament's JSON as its draw and the events since
/// ([`StoredBracket`]) and drawn again and replayed when loaded.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(try_from = "StoredBracket", into = "StoredBracket")]
pub struct LiveBracket(pub Bracket);

impl TryFrom<StoredBracket> for LiveBracket {
    type Error = crate::core::tournament::knockout::KnockoutError;

    fn try_from(stored: StoredBracket) -> Result<Self, Self::Error> {
        Bracket::try_from(stored).map(LiveBracket)
    }
}

impl From<LiveBracket> for StoredBracket {
    fn from(live: LiveBracket) -> Self {
        live.0.into()
    }
}

/// The game started for one game of a knockout match.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct MatchGame {
    /// The match.
    pub match_id: MatchId,
    /// The game's number in the match (from 0).
    pub number: u32,
    /// The game.
    pub game: GameId,
    /// When it was started (its first moves are due by this plus the deadline).
    pub started: Millis,
}

impl TournamentRecord {
    /// `standings` of this tournament as a table in the words of `lang`: its title (which
    /// round, whether it is over), the column headings and the tie-breaks' codes. The chat's
    /// standings post and the tournament's web page both show this.
    pub fn standings_table(&self, standings: &Standings, lang: Lang) -> StandingsTable {
        let title = Msg::Tournament(TournamentMsg::StandingsTitle {
            id: self.id,
            round: standings.rounds,
            rounds: self.tournament.total_rounds(),
            over: self.status == TournamentStatus::Finished,
            in_play: standings.in_play,
        })
        .text(lang);
        let mut table = standings.table(title);
        table.headings = standings_headings(lang);
        table.tie_breaks = tie_break_codes(&standings.tie_breaks, lang);
        table
    }

    /// The player who is `user`, if they joined.
    pub fn entry_of(&self, user: &UserId) -> Option<EntryId> {
        self.players
            .iter()
            .find(|(_, u)| u == user)
            .map(|(entry, _)| *entry)
    }

    /// The chat user of `entry`.
    pub fn user_of(&self, entry: EntryId) -> Option<&UserId> {
        self.players
            .iter()
            .find(|(e, _)| *e == entry)
            .map(|(_, user)| user)
    }

    /// The display name of `entry` (as they joined).
    pub fn name_of(&self, entry: EntryId) -> String {
        self.tournament
            .entries()
            .iter()
            .find(|e| e.id == entry)
            .map(|e| e.name.clone())
            .unwrap_or_default()
    }

    /// The board `game` was started for.
    pub fn board_of_game(&self, game: GameId) -> Option<BoardGame> {
        self.games.iter().find(|b| b.game == game).copied()
    }

    /// What lists show of it.
    pub fn line(&self) -> TournamentLine {
        TournamentLine {
            id: self.id,
            channel: self.channel.clone(),
            platform: self.platform,
            status: self.status,
            format: self.tournament.format(),
            options: self.options,
            players: self.tournament.entries().len() as u32,
            round: self.tournament.current_round(),
            rounds: self.tournament.total_rounds(),
        }
    }

    /// The knockout's bracket, once it started.
    pub fn bracket(&self) -> Option<&Bracket> {
        self.bracket.as_ref().map(|b| &b.0)
    }

    /// The knockout game `game` was started for.
    pub fn match_game_of(&self, game: GameId) -> Option<MatchGame> {
        self.match_games.iter().find(|m| m.game == game).copied()
    }

    /// The game of board `board` of round `round`, if one was started.
    pub fn game_of_board(&self, round: u32, board: usize) -> Option<GameId> {
        self.games
            .iter()
            .find(|b| b.round == round && b.board == board)
            .map(|b| b.game)
    }
}

/// A tournament created or changed by a plan, with what the store must write besides its
/// JSON: the rounds paired by the plan and the older rounds whose boards changed.
#[derive(Clone, Debug, PartialEq)]
pub struct TournamentChange {
    /// The tournament after the plan.
    pub record: Box<TournamentRecord>,
    /// Whether it did not exist before.
    pub is_new: bool,
    /// Rounds (from 1) paired by this plan: inserted, never overwritten.
    pub new_rounds: Vec<u32>,
    /// Rounds paired before whose boards changed (results, a late joiner's bye).
    pub changed_rounds: Vec<u32>,
}

/// One tournament as lists show it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TournamentLine {
    /// Its number.
    pub id: TournamentId,
    /// Its channel.
    pub channel: String,
    /// Its network (how to write a channel).
    pub platform: Platform,
    /// Where it stands.
    pub status: TournamentStatus,
    /// Its format.
    pub format: Format,
    /// Its game.
    pub options: GameOptions,
    /// How many players.
    pub players: u32,
    /// The round being played (0: not started).
    pub round: u32,
    /// How many rounds (for a round-robin, from the players so far).
    pub rounds: u32,
}
