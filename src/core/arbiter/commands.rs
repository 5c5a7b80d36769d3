//! `hex tournament …`: which tournament a command is about, who may do what (create, start,
//! cancel, result and kick are for organisers: Manage Server, the server's organiser role,
//! or on Matrix a room moderator), and the changes to players and results.

use super::Arbiter;
use super::{TournamentRecord, TournamentStatus};
use crate::core::{
    clock::idle_limit,
    command::{table::Who, StartWhen, TournamentAction, TournamentCommand, TournamentSetup},
    ids::{Place, TournamentId},
    incoming::Incoming,
    messages::{ArenaMsg, ErrorMsg, GameMsg, KnockoutMsg, Msg, TournamentMsg},
    ratings::RatingKind,
    tournament::{GameResult, Pairing, Tournament},
    tx::{Context, Res},
    UserId,
};

/// The most an arena's game waits for its first moves unless `deadline=` says otherwise.
const ARENA_DEADLINE: crate::core::ids::Millis = 3 * 60_000;

fn refused(msg: TournamentMsg) -> crate::core::tx::Failure {
    Msg::Tournament(msg).into()
}

impl Arbiter<'_, '_> {
    /// Runs one `hex tournament` command.
    pub(crate) fn tournament_cmd(
        &mut self,
        incoming: &Incoming,
        cmd: TournamentCommand,
    ) -> Res<()> {
        let who = cmd.action.who();
        match cmd.action {
            TournamentAction::Create(setup) => self.create_tournament(incoming, &setup, who),
            TournamentAction::List => self.list_tournaments(incoming),
            TournamentAction::SwissRules => {
                self.reply(incoming, Msg::Tournament(TournamentMsg::SwissRules), None);
                Ok(())
            }
            TournamentAction::Rules => {
                self.reply(incoming, Msg::Tournament(TournamentMsg::Rules), None);
                Ok(())
            }
            TournamentAction::KnockoutRules => {
                let rules = TournamentMsg::Knockout(Box::new(KnockoutMsg::Rules));
                self.reply(incoming, Msg::Tournament(rules), None);
                Ok(())
            }
            TournamentAction::ArenaRules => {
                let rules = TournamentMsg::Arena(Box::new(ArenaMsg::Rules));
                self.reply(incoming, Msg::Tournament(rules), None);
                Ok(())
            }
            action => {
                let id = self.which_tournament(incoming, cmd.id)?;
                self.on_tournament(incoming, id, action)
            }
        }
    }

    fn on_tournament(
        &mut self,
        incoming: &Incoming,
        id: TournamentId,
        action: TournamentAction,
    ) -> Res<()> {
        let status = self.tournament(id).map(|t| t.status);
        let changes = matches!(
            action,
            TournamentAction::Join
                | TournamentAction::Leave
                | TournamentAction::Withdraw
                | TournamentAction::Start
                | TournamentAction::Cancel
                | TournamentAction::Result { .. }
                | TournamentAction::Kick(_)
                | TournamentAction::Avoid(..)
                | TournamentAction::Seed(_)
                | TournamentAction::CheckIn
        );
        if changes && !status.is_some_and(TournamentStatus::is_live) {
            return Err(refused(TournamentMsg::AlreadyOver));
        }
        let is_knockout = self
            .tournament(id)
            .is_some_and(|t| t.tournament.format().knockout().is_some());
        let arena_on = self.tournament(id).is_some_and(|t| t.arena.is_some());
        // Who may do it is the command table's word (`command/table.rs`), checked once here,
        // after what holds for everyone (a tournament that is over) and before the action's
        // own checks.
        self.require(incoming, action.who())?;
        match action {
            TournamentAction::CheckIn => self.check_in(incoming, id),
            TournamentAction::Result { .. } if arena_on => {
                let refusal = TournamentMsg::Arena(Box::new(ArenaMsg::NoResultByBoard));
                Err(Msg::Tournament(refusal).into())
            }
            TournamentAction::Standings if arena_on => self.show_arena_leaderboard(incoming, id),
            TournamentAction::Pairings if arena_on => self.show_arena_games(incoming, id),
            TournamentAction::Seed(users) => self.seed_by_hand(incoming, id, &users),
            TournamentAction::Result { .. } if is_knockout => Err(Msg::Tournament(
                TournamentMsg::Knockout(Box::new(KnockoutMsg::NoResultByBoard)),
            )
            .into()),
            TournamentAction::Standings if is_knockout => self.show_bracket(incoming, id),
            TournamentAction::Pairings if is_knockout => self.show_knockout_games(incoming, id),
            TournamentAction::Join => self.join_tournament(incoming, id),
            TournamentAction::Leave => self.leave_tournament(incoming, id),
            TournamentAction::Withdraw => {
                let user = incoming.user_id();
                self.withdraw_player(id, &user, false)
            }
            TournamentAction::Start => {
                if status != Some(TournamentStatus::Open) {
                    return Err(refused(TournamentMsg::AlreadyStarted));
                }
                self.start_tournament(id)
            }
            TournamentAction::Cancel => self.cancel_tournament(id),
            TournamentAction::Result {
                round,
                board,
                result,
            } => self.correct_result(incoming, id, round, board, result),
            TournamentAction::Kick(user) => {
                let user = UserId::new(incoming.platform, user);
                self.withdraw_player(id, &user, true)
            }
            TournamentAction::Avoid(a, b) => self.avoid_pair(incoming, id, a, b),
            TournamentAction::Pairings => self.show_pairings(incoming, id),
            TournamentAction::Standings => self.show_standings(incoming, id),
            _ => self.show_info(incoming, id),
        }
    }

    /// The tournament named, or the one live in the channel the command was typed in.
    fn which_tournament(
        &self,
        incoming: &Incoming,
        named: Option<TournamentId>,
    ) -> Res<TournamentId> {
        if let Some(id) = named {
            return match self.tournament(id) {
                Some(t) if t.platform == incoming.platform => Ok(id),
                _ => Err(refused(TournamentMsg::NoSuchTournament { id })),
            };
        }
        let Place::Channel(channel) = &incoming.place else {
            return Err(refused(TournamentMsg::NameOneInDm));
        };
        if let Some(id) = self.live_tournament_in(incoming.platform, channel) {
            return Ok(id);
        }
        // The channel's last tournament, finished or not, for its standings and info.
        self.tournament_ids()
            .into_iter()
            .rev()
            .find(|&id| {
                self.tournament(id)
                    .is_some_and(|t| t.platform == incoming.platform && &t.channel == channel)
            })
            .ok_or_else(|| refused(TournamentMsg::NoneHere))
    }

    /// Refuses with "organisers only" unless the author may do what `who` names (the command
    /// table's word for the command: [`Tx::may`]).
    fn require(&self, incoming: &Incoming, who: Who) -> Res<()> {
        if self.look().may(incoming, who) {
            Ok(())
        } else {
            Err(refused(TournamentMsg::NeedsOrganiser))
        }
    }

    fn create_tournament(
        &mut self,
        incoming: &Incoming,
        setup: &TournamentSetup,
        who: Who,
    ) -> Res<()> {
        let Place::Channel(channel) = &incoming.place else {
            return Err(refused(TournamentMsg::InChannelOnly));
        };
        self.require(incoming, who)?;
        if let Some(id) = self.live_tournament_in(incoming.platform, channel) {
            return Err(refused(TournamentMsg::OnePerChannel { id }));
        }
        // The game must be one the rules can set up.
        setup.options.spec().map_err(Msg::from)?;
        let id = self.tournaments.take_id();
        let untouched = idle_limit(setup.options.time, self.state.config.idle_abort);
        // An arena's games follow one another: a game nobody begins holds up two players.
        let untouched = match setup.format {
            crate::core::tournament::Format::Arena { .. } => untouched.min(ARENA_DEADLINE),
            _ => untouched,
        };
        let deadline = setup.deadline.unwrap_or(untouched);
        let record = TournamentRecord {
            id,
            platform: incoming.platform,
            server: incoming.community().map(str::to_owned),
            channel: channel.clone(),
            organiser: incoming.user_id(),
            options: setup.options,
            max_players: setup.max_players,
            start_when_full: setup.start == StartWhen::WhenFull,
            start_at: match setup.start {
                StartWhen::In(after) => Some(self.now + after),
                _ => None,
            },
            deadline,
            status: TournamentStatus::Open,
            tournament: Tournament::new(setup.format),
            players: Vec::new(),
            games: Vec::new(),
            round_deadline: None,
            created: self.now,
            hand_seeds: Vec::new(),
            bracket: None,
            match_games: Vec::new(),
            arena: None,
            checkin: setup.checkin,
            checkin_open: false,
            checked_in: Vec::new(),
            link: self
                .state
                .config
                .web
                .as_ref()
                .and_then(|_| crate::core::link::new_token()),
        };
        let created = TournamentMsg::Created {
            id,
            format: setup.format,
            options: setup.options,
            max_players: setup.max_players,
            start: setup.start,
        };
        self.tournaments.open(record);
        self.post_in(incoming.platform, channel, Msg::Tournament(created));
        self.open_checkin_if_due(id)
    }

    fn join_tournament(&mut self, incoming: &Incoming, id: TournamentId) -> Res<()> {
        let user = incoming.user_id();
        let kind = {
            let record = self.tournament(id).ok_or(ErrorMsg::Apology)?;
            if let Some(entry) = record.entry_of(&user) {
                let withdrew = record
                    .tournament
                    .entries()
                    .iter()
                    .any(|e| e.id == entry && e.withdrawn_after.is_some());
                if withdrew && record.arena.is_some() {
                    return self.back_in_arena(id, entry);
                }
                return Err(refused(TournamentMsg::AlreadyJoined { id }));
            }
            // A bracket drawn takes nobody in.
            if record.bracket.is_some() {
                return Err(refused(TournamentMsg::Closed));
            }
            if record
                .max_players
                .is_some_and(|max| record.tournament.entries().len() >= max as usize)
            {
                return Err(refused(TournamentMsg::Full { id }));
            }
            RatingKind::of(record.options.spec().map_err(Msg::from)?)
        };
        let rating = self.standing(&user, kind).rating.rating;
        let name = incoming.display_name.clone();
        let record = self.tournament_mut(id)?;
        let entry = record
            .tournament
            .join(name.clone(), rating)
            .map_err(super::rounds::refusal)?;
        record.players.push((entry, user.clone()));
        let count = record.tournament.entries().len() as u32;
        let in_arena = record.arena.is_some();
        let late_bye = record.status == TournamentStatus::Running && !in_arena;
        let full = record
            .max_players
            .is_some_and(|max| count >= max && record.start_when_full);
        let (platform, channel) = (record.platform, record.channel.clone());
        let (round, server) = (record.tournament.current_round(), record.server.clone());
        self.post_in(
            platform,
            &channel,
            Msg::Tournament(TournamentMsg::Joined {
                id,
                name,
                count,
                late_bye,
            }),
        );
        if late_bye {
            // The same word every player with a bye gets.
            let bye = TournamentMsg::YourBye {
                id,
                round,
                half: true,
                points: true,
            };
            self.dm_user(&user, server.as_deref(), Msg::Tournament(bye));
        }
        if full && self.tournament(id).map(|t| t.status) == Some(TournamentStatus::Open) {
            self.start_tournament(id)?;
        }
        if in_arena {
            // A late joiner of an arena is paired as soon as someone is free.
            self.pair_arena(id)?;
        }
        Ok(())
    }

    fn leave_tournament(&mut self, incoming: &Incoming, id: TournamentId) -> Res<()> {
        let user = incoming.user_id();
        let record = self.tournament_mut(id)?;
        let entry = record
            .entry_of(&user)
            .ok_or(refused(TournamentMsg::NotJoined { id }))?;
        if record.status != TournamentStatus::Open {
            return Err(refused(TournamentMsg::UseWithdraw));
        }
        record
            .tournament
            .leave(entry)
            .map_err(super::rounds::refusal)?;
        record.players.retain(|(e, _)| *e != entry);
        let (platform, channel) = (record.platform, record.channel.clone());
        let name = incoming.display_name.clone();
        self.post_in(
            platform,
            &channel,
            Msg::Tournament(TournamentMsg::Left { id, name }),
        );
        Ok(())
    }

    /// `withdraw` (the player) or `kick` (an organiser): before the start the player just
    /// leaves; after it their game being played is lost by forfeit and ended, a Swiss pairs
    /// them no more and a round-robin forfeits their remaining games.
    /// `avoid @a @b`: the two are never paired from now on (a Swiss treats them as met).
    fn avoid_pair(
        &mut self,
        incoming: &Incoming,
        id: TournamentId,
        a: String,
        b: String,
    ) -> Res<()> {
        let record = self.tournament_mut(id)?;
        let mut entries = Vec::with_capacity(2);
        for user in [a, b] {
            let user = UserId::new(incoming.platform, user);
            entries.push(
                record
                    .entry_of(&user)
                    .ok_or(refused(TournamentMsg::NotAPlayer))?,
            );
        }
        let (first, second) = (entries[0], entries[1]);
        record
            .tournament
            .avoid(first, second)
            .map_err(super::rounds::refusal)?;
        let (first, second) = (record.name_of(first), record.name_of(second));
        let (platform, channel) = (record.platform, record.channel.clone());
        self.post_in(
            platform,
            &channel,
            Msg::Tournament(TournamentMsg::Avoided(id, first, second)),
        );
        Ok(())
    }

    fn withdraw_player(&mut self, id: TournamentId, user: &UserId, kicked: bool) -> Res<()> {
        let record = self.tournament_mut(id)?;
        let Some(entry) = record.entry_of(user) else {
            return Err(refused(if kicked {
                TournamentMsg::NotAPlayer
            } else {
                TournamentMsg::NotJoined { id }
            }));
        };
        let name = record.name_of(entry);
        let (platform, channel) = (record.platform, record.channel.clone());
        let mut playing = None;
        if record.status == TournamentStatus::Open {
            record
                .tournament
                .leave(entry)
                .map_err(super::rounds::refusal)?;
            record.players.retain(|(e, _)| *e != entry);
        } else if record.bracket.is_some() {
            return self.withdraw_from_knockout(id, user, entry, kicked);
        } else if let Some(state) = record.arena.as_mut() {
            if kicked {
                state.removed.push(entry);
            }
            record
                .tournament
                .withdraw(entry)
                .map_err(super::rounds::refusal)?;
            playing = self.arena_game_of(id, entry);
        } else {
            let round = record.tournament.current_round();
            let board = record.tournament.board_of(entry);
            // The pure tournament scores their game being played a forfeit for now.
            record
                .tournament
                .withdraw(entry)
                .map_err(super::rounds::refusal)?;
            playing = board.and_then(|b| record.game_of_board(round, b));
        }
        self.post_in(
            platform,
            &channel,
            Msg::Tournament(TournamentMsg::Withdrew { id, name, kicked }),
        );
        if let Some(game) = playing {
            self.end_for_withdrawal(game, user)?;
        }
        self.continue_if_round_over(id)
    }

    /// The game of a player who withdrew ends as their loss, like a resignation: the result
    /// is announced with its winner, it enters both histories, and it is over for every
    /// command. Once both players have moved it is a game played (rated if the tournament
    /// is, and a win over the board in the standings, as any resignation); before that it
    /// is a forfeit (not rated, and unplayed in the standings, as at the round deadline).
    pub(super) fn end_for_withdrawal(
        &mut self,
        game: crate::core::GameId,
        user: &UserId,
    ) -> Res<()> {
        let now = self.now;
        let Some(table) = self.table(game) else {
            return Ok(());
        };
        if table.meta.status != crate::core::Status::Active {
            return Ok(());
        }
        let Some(side) = table.meta.colour_of(user) else {
            return self.abort_for_tournament(game);
        };
        let played = super::rounds::moved(table) == [true, true];
        let winner = side.opponent();
        let board = if played {
            GameResult::Win(winner)
        } else {
            GameResult::ForfeitWin(winner)
        };
        let table = self.table_mut(game)?;
        if !played {
            table.meta.rated = false;
        }
        table
            .game
            .resign(side)
            .map_err(|e| crate::core::tx::rule_error(game, e))?;
        table.events.push(crate::core::GameEvent::Resign {
            player: side,
            at: now,
        });
        if self.round().announce_end(game)? {
            self.tournament_game_over(game, board)
        } else {
            Ok(())
        }
    }

    /// Ends a tournament game without a result of its own (its board is scored by the
    /// tournament): a withdrawal or a cancellation.
    fn abort_for_tournament(&mut self, game: crate::core::GameId) -> Res<()> {
        let now = self.now;
        let active = self
            .table(game)
            .is_some_and(|t| t.meta.status == crate::core::Status::Active);
        if !active {
            return Ok(());
        }
        let table = self.table_mut(game)?;
        table.meta.status = crate::core::Status::Aborted;
        table.events.push(crate::core::GameEvent::Abort { at: now });
        self.post(game, GameMsg::GameAborted { game }, false)?;
        for side in crate::rules::Side::BOTH {
            self.dm(game, side, GameMsg::GameAborted { game }, None)?;
        }
        Ok(())
    }

    fn cancel_tournament(&mut self, id: TournamentId) -> Res<()> {
        let record = self.tournament_mut(id)?;
        record.status = TournamentStatus::Cancelled;
        record.round_deadline = None;
        let round = record.tournament.current_round();
        let (platform, channel) = (record.platform, record.channel.clone());
        let mut playing: Vec<_> = record
            .games
            .iter()
            .filter(|b| b.round == round)
            .map(|b| b.game)
            .collect();
        playing.extend(self.knockout_games_in_play(id));
        playing.extend(self.arena_games_in_play(id));
        for game in playing {
            self.abort_for_tournament(game)?;
        }
        self.post_in(
            platform,
            &channel,
            Msg::Tournament(TournamentMsg::Cancelled { id }),
        );
        Ok(())
    }

    fn correct_result(
        &mut self,
        incoming: &Incoming,
        id: TournamentId,
        round: Option<u32>,
        board: u32,
        result: GameResult,
    ) -> Res<()> {
        let record = self.tournament_mut(id)?;
        let current = record.tournament.current_round();
        let round = round.unwrap_or(current);
        let index = board as usize - 1;
        let is_game = record
            .tournament
            .rounds()
            .get((round as usize).wrapping_sub(1))
            .and_then(|boards| boards.get(index))
            .is_some_and(|p| matches!(p, Pairing::Game { .. }));
        if !is_game {
            return Err(refused(TournamentMsg::NoSuchBoard { round, board }));
        }
        let game = record.game_of_board(round, index);
        record
            .tournament
            .set_result(round, index, result)
            .map_err(super::rounds::refusal)?;
        if let Some(game) = game {
            self.abort_for_tournament(game)?;
        }
        let (platform, channel) = {
            let record = self.tournament(id).ok_or(ErrorMsg::Apology)?;
            (record.platform, record.channel.clone())
        };
        self.post_in(
            platform,
            &channel,
            Msg::Tournament(TournamentMsg::ResultSet {
                id,
                round,
                board,
                result,
                by: incoming.display_name.clone(),
            }),
        );
        if round == current {
            self.continue_if_round_over(id)?;
        }
        Ok(())
    }
}
