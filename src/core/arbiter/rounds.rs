//! The rounds of a running tournament: pairing and starting every game of a round, taking a
//! finished game's result, pairing the next round as soon as the last game of one ends, the
//! round deadline and the start at a set time (both from the tick), and the end.

use super::Arbiter;
use super::{BoardGame, TournamentStatus};
use crate::core::lobby::start_game;
use crate::{
    core::{
        ids::{GameId, TournamentId},
        messages::{ErrorMsg, Msg, TournamentMsg},
        table::{GameEvent, Seat, Status, Table},
        tournament::{ByeKind, GameResult, Pairing, TournamentError},
        tx::{Context, Internal, Res},
    },
    rules::Side,
};

/// The user's words for a refusal of the pure tournament.
pub(super) fn refusal(error: TournamentError) -> Msg {
    Msg::Tournament(match error {
        TournamentError::Closed => TournamentMsg::Closed,
        TournamentError::AlreadyWithdrawn(_) => TournamentMsg::AlreadyWithdrawn,
        TournamentError::TooFewPlayers => TournamentMsg::TooFewPlayers,
        TournamentError::RoundInProgress => TournamentMsg::RoundInProgress,
        TournamentError::Finished => TournamentMsg::AlreadyOver,
        TournamentError::NoSuchGame { round, board } => TournamentMsg::NoSuchBoard {
            round,
            board: board as u32 + 1,
        },
        // An unknown player or a failed pairing is the bot's fault, not the user's.
        TournamentError::UnknownPlayer(_) | TournamentError::Pairing(_) => {
            return ErrorMsg::Apology.into();
        }
    })
}

/// Whether each side (first, second) has made a move in `table`'s game.
pub(super) fn moved(table: &Table) -> [bool; 2] {
    Side::BOTH.map(|side| {
        table.events.iter().any(|e| {
            matches!(e, GameEvent::Move { player, .. }
                if *player == side)
        })
    })
}

impl Arbiter<'_, '_> {
    /// A tournament game past its first-move deadline: unless both sides have moved, it is
    /// aborted and its result is a forfeit against whoever did not move (both: a double
    /// forfeit). `None` for a game that is over, gone, or begun by both.
    pub(super) fn forfeit_unbegun(&mut self, game: GameId) -> Res<Option<GameResult>> {
        let Some(table) = self.table(game) else {
            return Ok(None);
        };
        if table.meta.status != Status::Active {
            return Ok(None);
        }
        let result = match moved(table) {
            [true, true] => return Ok(None),
            [true, false] => GameResult::ForfeitWin(Side::First),
            [false, true] => GameResult::ForfeitWin(Side::Second),
            [false, false] => GameResult::DoubleForfeit,
        };
        let now = self.now;
        let table = self.table_mut(game)?;
        table.meta.status = Status::Aborted;
        table.events.push(GameEvent::Abort { at: now });
        Ok(Some(result))
    }
}

impl Arbiter<'_, '_> {
    /// Starts a tournament: round 1 is paired and its games begin.
    pub(crate) fn start_tournament(&mut self, id: TournamentId) -> Res<()> {
        // Who did not check in while the window was open is dropped.
        self.drop_unchecked(id)?;
        let record = self.tournament_mut(id)?;
        if record.tournament.entries().len() < 2 {
            return Err(Msg::Tournament(TournamentMsg::TooFewPlayers).into());
        }
        if let Some(format) = record.tournament.format().knockout() {
            return self.start_knockout(id, format);
        }
        if let Some(minutes) = record.tournament.format().arena_minutes() {
            return self.start_arena(id, minutes);
        }
        record.status = TournamentStatus::Running;
        record.start_at = None;
        let players = record.tournament.entries().len() as u32;
        let rounds = record.tournament.total_rounds();
        let (platform, channel) = (record.platform, record.channel.clone());
        self.post_in(
            platform,
            &channel,
            Msg::Tournament(TournamentMsg::Started {
                id,
                players,
                rounds,
            }),
        );
        self.next_round(id)
    }

    /// Pairs the next round and starts its games, or ends the tournament after its last
    /// round. A round decided at once (every board a bye or a forfeit) is followed by the
    /// next at once.
    pub(crate) fn next_round(&mut self, id: TournamentId) -> Res<()> {
        loop {
            let now = self.now;
            let record = self.tournament_mut(id)?;
            if record.tournament.current_round() >= record.tournament.total_rounds() {
                return self.finish_tournament(id);
            }
            let boards = record
                .tournament
                .pair_next_round()
                .map_err(refusal)?
                .to_vec();
            let round = record.tournament.current_round();
            record.round_deadline = Some(now + record.deadline);
            let record = record.clone();
            let seat = |entry| -> Res<Seat> {
                let user = record.user_of(entry).ok_or(ErrorMsg::Apology)?.clone();
                Ok(Seat::Human {
                    user,
                    name: record.name_of(entry),
                })
            };
            let mut started = Vec::new();
            for (board, pairing) in boards.iter().enumerate() {
                if let Pairing::Game {
                    first,
                    second,
                    result: None,
                } = pairing
                {
                    let game = start_game(
                        self,
                        record.platform,
                        Some(record.channel.clone()),
                        record.server.clone(),
                        &record.options,
                        seat(*first)?,
                        seat(*second)?,
                    )?;
                    started.push(BoardGame { round, board, game });
                }
            }
            self.tournament_mut(id)?
                .games
                .extend(started.iter().copied());
            self.post_pairings(id, round)?;
            self.tell_players_of_round(id, round, &started)?;
            let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
            if !record.tournament.is_round_complete() {
                return Ok(());
            }
            if record.tournament.is_finished() {
                return self.finish_tournament(id);
            }
            self.post_standings(id)?;
        }
    }

    /// Each player's DM: their game of the round is ready, or they have a bye.
    fn tell_players_of_round(
        &mut self,
        id: TournamentId,
        round: u32,
        started: &[BoardGame],
    ) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let boards = record
            .tournament
            .rounds()
            .last()
            .cloned()
            .unwrap_or_default();
        let mut dms = Vec::new();
        for (board, pairing) in boards.iter().enumerate() {
            match *pairing {
                Pairing::Game { first, second, .. } => {
                    let game = started.iter().find(|b| b.board == board).map(|b| b.game);
                    for (me, them) in [(first, second), (second, first)] {
                        if let (Some(user), Some(game)) = (record.user_of(me), game) {
                            let msg = TournamentMsg::NextGame {
                                id,
                                round,
                                game,
                                opponent: record.name_of(them),
                            };
                            dms.push((user.clone(), msg));
                        }
                    }
                }
                Pairing::Bye { player, bye } => {
                    if let Some(user) = record.user_of(player) {
                        let msg = TournamentMsg::YourBye {
                            id,
                            round,
                            half: bye == ByeKind::Half,
                            points: bye != ByeKind::Zero,
                        };
                        dms.push((user.clone(), msg));
                    }
                }
            }
        }
        let server = record.server.clone();
        for (user, msg) in dms {
            self.dm_user(&user, server.as_deref(), Msg::Tournament(msg));
        }
        Ok(())
    }

    /// Records a finished game's result on its board, if it is a tournament game, and pairs
    /// the next round when it was the round's last game.
    pub(crate) fn tournament_game_over(&mut self, game: GameId, result: GameResult) -> Res<()> {
        if let Some(id) = self.knockout_of_game(game) {
            return self.knockout_game_over(id, game, result);
        }
        if let Some(id) = self.arena_of_game(game) {
            return self.arena_game_over(id, game, result);
        }
        let Some((id, board)) = self.tournament_of_game(game) else {
            return Ok(());
        };
        let record = self.tournament_mut(id)?;
        let current = record.tournament.current_round();
        record
            .tournament
            .set_result(board.round, board.board, result)
            .map_err(refusal)?;
        if board.round == current {
            return self.continue_if_round_over(id);
        }
        Ok(())
    }

    /// After a result: when the current round has every result, the standings, then the
    /// next round (or the end).
    pub(crate) fn continue_if_round_over(&mut self, id: TournamentId) -> Res<()> {
        let Some(record) = self.tournament(id) else {
            return Ok(());
        };
        // A knockout has no rounds to pair: its bracket goes on match by match.
        if record.status != TournamentStatus::Running
            || !record.tournament.is_round_complete()
            || record.bracket.is_some()
            || record.arena.is_some()
        {
            return Ok(());
        }
        let finished = record.tournament.is_finished();
        self.tournament_mut(id)?.round_deadline = None;
        // After the last round the final standings come with the end.
        if finished {
            return self.finish_tournament(id);
        }
        self.post_standings(id)?;
        self.next_round(id)
    }

    /// The last round is over: the final standings, as picture and text.
    fn finish_tournament(&mut self, id: TournamentId) -> Res<()> {
        let record = self.tournament_mut(id)?;
        record.status = TournamentStatus::Finished;
        record.round_deadline = None;
        let standings = record.tournament.standings();
        // Everyone who shares first place: no rule beyond the tie-breaks picks one of them.
        let winners = standings
            .rows
            .iter()
            .filter(|row| row.rank == 1)
            .map(|row| row.name.clone())
            .collect();
        let (platform, channel) = (record.platform, record.channel.clone());
        self.post_in(
            platform,
            &channel,
            Msg::Tournament(TournamentMsg::Finished { id, winners }),
        );
        self.post_standings(id)
    }

    /// The tick's part: tournaments due to start, and round deadlines passed.
    pub(crate) fn tick_tournaments(&mut self) -> Res<()> {
        let now = self.now;
        for id in self.tournament_ids() {
            let Some(record) = self.tournament(id) else {
                continue;
            };
            match record.status {
                TournamentStatus::Open
                    if record.checkin.is_some()
                        && !record.checkin_open
                        && record.start_at.is_some_and(|at| at > now) =>
                {
                    self.open_checkin_if_due(id)?;
                }
                TournamentStatus::Open if record.start_at.is_some_and(|at| at <= now) => {
                    self.drop_unchecked(id)?;
                    let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
                    if record.tournament.entries().len() < 2 {
                        let (platform, channel) = (record.platform, record.channel.clone());
                        self.tournament_mut(id)?.status = TournamentStatus::Cancelled;
                        self.post_in(
                            platform,
                            &channel,
                            Msg::Tournament(TournamentMsg::CancelledTooFew { id }),
                        );
                    } else {
                        self.start_tournament(id)?;
                    }
                }
                TournamentStatus::Running if record.bracket.is_some() => {
                    self.knockout_deadlines(id)?;
                }
                TournamentStatus::Running if record.arena.is_some() => {
                    self.tick_arena(id)?;
                }
                TournamentStatus::Running if record.round_deadline.is_some_and(|d| d <= now) => {
                    self.round_deadline_passed(id)?;
                }
                _ => {}
            }
        }
        Ok(())
    }

    /// The deadline of the current round passed: each of its games where a player has not
    /// moved yet is forfeited (both, if neither moved; else the one who did not move loses).
    /// The game itself is aborted, so that no rating changes for a game not played.
    fn round_deadline_passed(&mut self, id: TournamentId) -> Res<()> {
        let record = self.tournament_mut(id)?;
        record.round_deadline = None;
        let round = record.tournament.current_round();
        let open: Vec<(usize, GameId)> = record
            .games
            .iter()
            .filter(|b| b.round == round)
            .filter(|b| {
                record
                    .tournament
                    .rounds()
                    .last()
                    .and_then(|boards| boards.get(b.board))
                    .is_some_and(|p| !p.is_decided())
            })
            .map(|b| (b.board, b.game))
            .collect();
        for (board, game) in open {
            let Some(result) = self.forfeit_unbegun(game)? else {
                continue;
            };
            let (platform, channel) = {
                let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
                (record.platform, record.channel.clone())
            };
            let msg = TournamentMsg::Forfeited {
                id,
                game,
                board: board as u32 + 1,
                result,
            };
            self.post_in(platform, &channel, Msg::Tournament(msg.clone()));
            for side in Side::BOTH {
                self.dm(game, side, Msg::Tournament(msg.clone()), None)?;
            }
            self.tournament_game_over(game, result)?;
        }
        Ok(())
    }
}
