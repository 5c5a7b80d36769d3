//! Arena tournaments run by the bot: the start (the clock set, the first games paired), each
//! player paired again as soon as they are free ([`pair_free`]; the only two players left
//! meet again rather than wait), a finished game's points, the leaderboard posted every few
//! minutes (from the tick) and at the end, and the end itself.
//!
//! The time is up at `ends`: no game is started after it, and the games still being played
//! count when they finish; the final leaderboard comes once the last of them has ended. The
//! arena lives in the [`TournamentRecord`]'s JSON ([`ArenaState`]), so a restart goes on
//! where it was.

use super::Arbiter;
use super::{
    record::{ArenaBoard, ArenaState},
    TournamentRecord, TournamentStatus,
};
use crate::core::lobby::start_game;
use crate::{
    core::{
        effect::{Effect, Image},
        ids::{GameId, Millis, TournamentId},
        incoming::Incoming,
        messages::{
            arena_headings, standings_headings, ArenaLine, ArenaMsg, ErrorMsg, Msg, TournamentMsg,
        },
        table::Seat,
        tournament::{
            arena::{arena_rows, pair_free, ArenaGame},
            shown_points, EntryId, GameResult,
        },
        tx::{reply, Context, Internal, Res},
    },
    i18n::Lang,
    render::standings::{StandingsLine, StandingsTable},
    rules::Side,
};

/// How often the leaderboard is posted while an arena runs.
pub const LEADERBOARD_EVERY: Millis = 5 * 60_000;

fn arena(msg: ArenaMsg) -> Msg {
    Msg::Tournament(TournamentMsg::Arena(Box::new(msg)))
}

impl TournamentRecord {
    /// The arena's games in play, as lines with the players' names.
    fn arena_lines<'a>(&self, boards: impl Iterator<Item = &'a ArenaBoard>) -> Vec<ArenaLine> {
        boards
            .map(|b| ArenaLine {
                first: self.name_of(b.pairing.first),
                second: self.name_of(b.pairing.second),
                game: b.game,
            })
            .collect()
    }

    /// The leaderboard as the standings picture's table: points, games, wins, the current
    /// winning streak (2 or more: the next win counts double), rating.
    pub fn arena_table(&self, title: String, lang: Lang) -> StandingsTable {
        let games = self
            .arena
            .as_ref()
            .map(ArenaState::pairings)
            .unwrap_or_default();
        let lines = arena_rows(self.tournament.entries(), &games)
            .into_iter()
            .map(|row| StandingsLine {
                rank: row.rank.to_string(),
                name: row.name.clone(),
                points: shown_points(row.points),
                games: row.games.to_string(),
                tie_breaks: vec![row.wins.to_string(), row.streak.to_string()],
                rating: format!("{:.0}", row.rating),
                withdrawn: row.withdrawn,
                hot: row.on_fire(),
            })
            .collect();
        StandingsTable {
            title,
            headings: standings_headings(lang),
            tie_breaks: arena_headings(lang),
            lines,
        }
    }
}

impl Arbiter<'_, '_> {
    /// The running arena `game` belongs to.
    pub(crate) fn arena_of_game(&self, game: GameId) -> Option<TournamentId> {
        self.tournament_ids().into_iter().find(|&id| {
            self.tournament(id).is_some_and(|t| {
                t.status == TournamentStatus::Running
                    && t.arena
                        .as_ref()
                        .is_some_and(|a| a.games.iter().any(|b| b.game == game))
            })
        })
    }

    /// Starts an arena: its clock runs from now, and every player is paired.
    pub(crate) fn start_arena(&mut self, id: TournamentId, minutes: u32) -> Res<()> {
        let now = self.now;
        let length = Millis::from(minutes) * 60_000;
        let record = self.tournament_mut(id)?;
        record.status = TournamentStatus::Running;
        record.start_at = None;
        record.round_deadline = None;
        record.arena = Some(ArenaState {
            ends: now + length,
            next_post: now + LEADERBOARD_EVERY,
            time_up: false,
            games: Vec::new(),
            removed: Vec::new(),
        });
        let players = record.tournament.entries().len() as u32;
        let (platform, channel) = (record.platform, record.channel.clone());
        self.post_in(
            platform,
            &channel,
            arena(ArenaMsg::Started {
                id,
                players,
                minutes,
            }),
        );
        self.pair_arena(id)
    }

    /// Pairs every player who is free (not withdrawn, not playing), while the time runs, and
    /// starts their games.
    pub(crate) fn pair_arena(&mut self, id: TournamentId) -> Res<()> {
        let now = self.now;
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let Some(state) = record.arena.as_ref() else {
            return Ok(());
        };
        if record.status != TournamentStatus::Running || state.time_up || now >= state.ends {
            return Ok(());
        }
        let games = state.pairings();
        let busy: Vec<EntryId> = state
            .in_play()
            .flat_map(|b| [b.pairing.first, b.pairing.second])
            .collect();
        let free: Vec<(EntryId, u32, f64)> = arena_rows(record.tournament.entries(), &games)
            .into_iter()
            .filter(|row| !row.withdrawn && !busy.contains(&row.id))
            .map(|row| (row.id, row.points, row.rating))
            .collect();
        let mut pairs = pair_free(&free, &games);
        if let ([a, b], true, true) = (free.as_slice(), busy.is_empty(), pairs.is_empty()) {
            // The only two players left meet again rather than wait for ever, colours
            // reversed from their last game.
            let last_first = games
                .iter()
                .rev()
                .find(|g| g.side_of(a.0).is_some() && g.side_of(b.0).is_some())
                .map(|g| g.first);
            pairs.push(if last_first == Some(a.0) {
                (b.0, a.0)
            } else {
                (a.0, b.0)
            });
        }
        if pairs.is_empty() {
            return Ok(());
        }
        let record = record.clone();
        let seat = |entry| -> Res<Seat> {
            let user = record.user_of(entry).ok_or(ErrorMsg::Apology)?.clone();
            Ok(Seat::Human {
                user,
                name: record.name_of(entry),
            })
        };
        let mut started = Vec::new();
        for (first, second) in pairs {
            let game = start_game(
                self,
                record.platform,
                Some(record.channel.clone()),
                record.server.clone(),
                &record.options,
                seat(first)?,
                seat(second)?,
            )?;
            started.push(ArenaBoard {
                pairing: ArenaGame {
                    first,
                    second,
                    result: None,
                },
                game,
                started: now,
            });
        }
        if let Some(state) = self.tournament_mut(id)?.arena.as_mut() {
            state.games.extend(started.iter().copied());
        }
        let lines = record.arena_lines(started.iter());
        self.post_in(
            record.platform,
            &record.channel,
            arena(ArenaMsg::Games {
                id,
                lines,
                in_play: false,
            }),
        );
        for board in &started {
            let (a, b) = (board.pairing.first, board.pairing.second);
            for (me, them) in [(a, b), (b, a)] {
                if let Some(user) = record.user_of(me) {
                    let msg = ArenaMsg::YourGame {
                        id,
                        game: board.game,
                        opponent: record.name_of(them),
                    };
                    self.dm_user(user, record.server.as_deref(), arena(msg));
                }
            }
        }
        Ok(())
    }

    /// A game of an arena ended: its points count, and its players (and anyone waiting) are
    /// paired again, or, once the time is up and it was the last game, the arena ends.
    pub(crate) fn arena_game_over(
        &mut self,
        id: TournamentId,
        game: GameId,
        result: GameResult,
    ) -> Res<()> {
        let record = self.tournament_mut(id)?;
        let Some(state) = record.arena.as_mut() else {
            return Ok(());
        };
        if let Some(board) = state.games.iter_mut().find(|b| b.game == game) {
            board.pairing.result.get_or_insert(result);
        }
        let done = state.time_up && state.in_play().next().is_none();
        if done {
            return self.finish_arena(id);
        }
        self.pair_arena(id)
    }

    /// The tick's part for a running arena: the time up (announced, and the end if no game is
    /// being played), or the leaderboard when due, then anyone free paired.
    pub(crate) fn tick_arena(&mut self, id: TournamentId) -> Res<()> {
        self.arena_deadlines(id)?;
        let now = self.now;
        if self.tournament(id).map(|t| t.status) != Some(TournamentStatus::Running) {
            return Ok(());
        }
        let record = self.tournament_mut(id)?;
        let Some(state) = record.arena.as_mut() else {
            return Ok(());
        };
        if state.time_up {
            return Ok(());
        }
        if now >= state.ends {
            state.time_up = true;
            let playing = state.in_play().count() as u32;
            let (platform, channel) = (record.platform, record.channel.clone());
            if playing == 0 {
                return self.finish_arena(id);
            }
            self.post_in(platform, &channel, arena(ArenaMsg::TimeUp { id, playing }));
            return self.post_arena_leaderboard(id);
        }
        if now >= state.next_post {
            while state.next_post <= now {
                state.next_post += LEADERBOARD_EVERY;
            }
            self.post_arena_leaderboard(id)?;
        }
        self.pair_arena(id)
    }

    /// The games whose first moves were not made by the deadline (`deadline=`, at most 3
    /// minutes by default in an arena): the player who did not move loses by forfeit (both,
    /// if neither moved), and the game is aborted, so no rating changes for it.
    fn arena_deadlines(&mut self, id: TournamentId) -> Res<()> {
        let now = self.now;
        let Some(record) = self.tournament(id) else {
            return Ok(());
        };
        let deadline = record.deadline;
        let (platform, channel) = (record.platform, record.channel.clone());
        let late: Vec<GameId> = record
            .arena
            .as_ref()
            .map(|a| {
                a.in_play()
                    .filter(|b| b.started + deadline <= now)
                    .map(|b| b.game)
                    .collect()
            })
            .unwrap_or_default();
        for game in late {
            let Some(result) = self.forfeit_unbegun(game)? else {
                continue;
            };
            let msg = arena(ArenaMsg::Forfeited {
                id,
                game,
                double: result == GameResult::DoubleForfeit,
            });
            self.post_in(platform, &channel, msg.clone());
            for side in Side::BOTH {
                self.dm(game, side, msg.clone(), None)?;
            }
            self.arena_game_over(id, game, result)?;
        }
        Ok(())
    }

    /// The end: the winners and the final leaderboard.
    fn finish_arena(&mut self, id: TournamentId) -> Res<()> {
        let record = self.tournament_mut(id)?;
        record.status = TournamentStatus::Finished;
        if let Some(state) = record.arena.as_mut() {
            state.time_up = true;
        }
        let games = record
            .arena
            .as_ref()
            .map(ArenaState::pairings)
            .unwrap_or_default();
        let rows = arena_rows(record.tournament.entries(), &games);
        // Everyone on top: nobody scored, or a tie on points and wins.
        let winners: Vec<String> = rows
            .iter()
            .filter(|row| row.rank == 1 && row.games > 0)
            .map(|row| row.name.clone())
            .collect();
        let (platform, channel) = (record.platform, record.channel.clone());
        let msg = if winners.is_empty() {
            arena(ArenaMsg::FinishedEmpty { id })
        } else {
            Msg::Tournament(TournamentMsg::Finished { id, winners })
        };
        self.post_in(platform, &channel, msg);
        self.post_arena_leaderboard(id)
    }

    /// The leaderboard as a picture and as text, in the words of `lang`.
    pub(crate) fn arena_leaderboard(&self, record: &TournamentRecord, lang: Lang) -> (Msg, Image) {
        let left = record
            .arena
            .as_ref()
            .filter(|a| !a.time_up)
            .map(|a| (a.ends - self.now).max(0));
        let title = arena(ArenaMsg::LeaderboardTitle {
            id: record.id,
            left,
            over: record.status == TournamentStatus::Finished,
        })
        .text(lang);
        let table = record.arena_table(title.clone(), lang);
        let (msg, image) = super::shown::standings_post(table, title, lang);
        (self.standings_page(record, msg), image)
    }

    /// Posts the leaderboard (picture and text) in the arena's channel.
    fn post_arena_leaderboard(&mut self, id: TournamentId) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let lang =
            self.lang_for_channel(record.platform, &record.channel, record.server.as_deref());
        let (msg, image) = self.arena_leaderboard(record, lang);
        let (platform, channel) = (record.platform, record.channel.clone());
        self.out.push(Effect::Post {
            platform,
            channel,
            text: msg.text(lang),
            image: Some(image),
            actions: Vec::new(),
            game: None,
        });
        Ok(())
    }

    /// `hex tournament standings` of an arena: the leaderboard, privately.
    pub(crate) fn show_arena_leaderboard(
        &mut self,
        incoming: &Incoming,
        id: TournamentId,
    ) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let lang = self.author_lang();
        let (msg, image) = self.arena_leaderboard(record, lang);
        self.out.push(reply(incoming, &msg, lang, Some(image)));
        Ok(())
    }

    /// `hex tournament pairings` of an arena: the games being played.
    pub(crate) fn show_arena_games(&mut self, incoming: &Incoming, id: TournamentId) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let Some(state) = record.arena.as_ref() else {
            return Err(Msg::Tournament(TournamentMsg::NotStarted { id }).into());
        };
        let lines = record.arena_lines(state.in_play());
        let msg = arena(ArenaMsg::Games {
            id,
            lines,
            in_play: true,
        });
        self.reply(incoming, msg, None);
        Ok(())
    }

    /// `hex tournament join` by an arena's player who withdrew: they are back, with their
    /// points, and paired as soon as someone is free.
    pub(crate) fn back_in_arena(&mut self, id: TournamentId, entry: EntryId) -> Res<()> {
        let record = self.tournament_mut(id)?;
        if record
            .arena
            .as_ref()
            .is_some_and(|a| a.removed.contains(&entry))
        {
            return Err(Msg::Tournament(TournamentMsg::Closed).into());
        }
        record
            .tournament
            .rejoin(entry)
            .map_err(|_| Msg::Tournament(TournamentMsg::Closed))?;
        let name = record.name_of(entry);
        let (platform, channel) = (record.platform, record.channel.clone());
        self.post_in(platform, &channel, arena(ArenaMsg::Back { id, name }));
        self.pair_arena(id)
    }

    /// The game `entry` is playing in the arena, if any.
    pub(crate) fn arena_game_of(&self, id: TournamentId, entry: EntryId) -> Option<GameId> {
        let state = self.tournament(id)?.arena.as_ref()?;
        state
            .in_play()
            .find(|b| b.pairing.first == entry || b.pairing.second == entry)
            .map(|b| b.game)
    }

    /// The games of an arena being played (to abort them when it is cancelled).
    pub(crate) fn arena_games_in_play(&self, id: TournamentId) -> Vec<GameId> {
        self.tournament(id)
            .and_then(|t| t.arena.as_ref())
            .map(|a| a.in_play().map(|b| b.game).collect())
            .unwrap_or_default()
    }
}
