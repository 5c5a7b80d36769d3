//! Knockout tournaments run by the bot: the bracket drawn at the start, the games of
//! [`Bracket::games_to_play`] started in the channel as any tournament's games are, each
//! result recorded (a best-of-N match starts its next game, the winner advances), the bracket
//! posted at the start, after each round of the bracket and at the end, withdrawals, the
//! deadline of each game's first moves, and the champion.
//!
//! The bracket lives in the [`TournamentRecord`] (stored as its draw and its events, so a
//! restart replays it); the game started for each game of a match is a [`MatchGame`].

use super::Arbiter;
use super::{
    record::{LiveBracket, MatchGame},
    TournamentRecord, TournamentStatus,
};
use crate::core::lobby::start_game;
use crate::{
    ai::mix,
    core::{
        effect::{Caption, Effect, Image, ImageSource, ImageView},
        ids::{GameId, TournamentId, UserId},
        incoming::Incoming,
        link::PageOf,
        messages::{bracket_labels, CallLine, ErrorMsg, KnockoutMsg, Msg, TournamentMsg},
        table::Seat,
        tournament::{
            knockout::{seed_order, Bracket, KnockoutError, Section},
            EntryId, GameResult, KnockoutFormat, SeedBy, Tournament,
        },
        tx::{reply_text, Context, Internal, Res},
    },
    i18n::Lang,
    rules::Side,
};

fn knockout(msg: KnockoutMsg) -> Msg {
    Msg::Tournament(TournamentMsg::Knockout(Box::new(msg)))
}

fn refused(msg: KnockoutMsg) -> crate::core::tx::Failure {
    knockout(msg).into()
}

/// The rounds of the bracket that are decided: one key per round of a section (the finals
/// and the third-place match each their own).
fn decided_rounds(bracket: &Bracket) -> Vec<(Section, u32)> {
    let mut rounds: Vec<(Section, u32)> = bracket
        .matches()
        .iter()
        .map(|m| (m.section, m.round))
        .collect();
    rounds.sort_by_key(|&(s, r)| (s as u8, r));
    rounds.dedup();
    rounds
        .into_iter()
        .filter(|&(s, r)| {
            bracket
                .matches()
                .iter()
                .filter(|m| m.section == s && m.round == r)
                .all(|m| m.outcome.is_some())
        })
        .collect()
}

/// The score of a match as shown: `2–1`, `1½–½`; empty when no game was played.
fn match_score(m: &crate::core::tournament::knockout::Match, winner: usize) -> String {
    if !m.games.iter().any(|g| g.result.is_some()) {
        return String::new();
    }
    let score = m.score();
    format!(
        "{}–{}",
        crate::core::tournament::shown_points(score[winner]),
        crate::core::tournament::shown_points(score[1 - winner])
    )
}

impl TournamentRecord {
    /// The call of one game of a match, with the players' names.
    fn call_line(&self, call: &MatchGame, first: EntryId, second: EntryId) -> CallLine {
        let code = self
            .bracket()
            .and_then(|b| b.get(call.match_id))
            .map(|m| m.code())
            .unwrap_or_default();
        CallLine {
            code,
            number: call.number + 1,
            first: self.name_of(first),
            second: self.name_of(second),
            game: call.game,
        }
    }
}

impl Arbiter<'_, '_> {
    /// The knockout `game` belongs to, if it is one's game.
    pub(crate) fn knockout_of_game(&self, game: GameId) -> Option<TournamentId> {
        self.tournament_ids().into_iter().find(|&id| {
            self.tournament(id).is_some_and(|t| {
                t.status == TournamentStatus::Running && t.match_game_of(game).is_some()
            })
        })
    }

    /// Starts a knockout: the seeds are ordered, the bracket drawn (byes to the top seeds),
    /// the bracket posted and the first games started.
    pub(crate) fn start_knockout(&mut self, id: TournamentId, format: KnockoutFormat) -> Res<()> {
        let now = self.now;
        let record = self.tournament_mut(id)?;
        let players: Vec<(EntryId, f64)> = record
            .tournament
            .entries()
            .iter()
            .map(|e| (e.id, e.rating))
            .collect();
        if players.len() < 2 {
            return Err(Msg::Tournament(TournamentMsg::TooFewPlayers).into());
        }
        // The lot (first games' colours, deciders) and a random order come from the
        // tournament's number and the start time, as a challenge's random colour does.
        let lot = mix(id.0 ^ (now as u64));
        let hand: Vec<EntryId> = record
            .hand_seeds
            .iter()
            .copied()
            .filter(|e| players.iter().any(|(p, _)| p == e))
            .collect();
        let seeding = format.seeding(&hand, mix(lot ^ 0x5eed));
        let seeds = seed_order(&seeding, &players).map_err(|_| ErrorMsg::Apology)?;
        let bracket = Bracket::new(format.settings(lot), seeds).map_err(|e| match e {
            KnockoutError::FieldSize(n) if n < 2 => Msg::Tournament(TournamentMsg::TooFewPlayers),
            _ => ErrorMsg::Apology.into(),
        })?;
        let count = players.len() as u32;
        let byes = count.next_power_of_two() - count;
        record.status = TournamentStatus::Running;
        record.start_at = None;
        record.round_deadline = None;
        record.bracket = Some(LiveBracket(bracket));
        let (platform, channel) = (record.platform, record.channel.clone());
        self.post_in(
            platform,
            &channel,
            knockout(KnockoutMsg::Started {
                id,
                players: count,
                byes,
                format,
            }),
        );
        self.post_bracket(id)?;
        self.start_due_games(id)
    }

    /// Starts every game the bracket calls for that has no game yet, posts them and tells
    /// their players.
    fn start_due_games(&mut self, id: TournamentId) -> Res<()> {
        let now = self.now;
        let record = self
            .tournament(id)
            .ok_or(Internal::MissingTournament(id))?
            .clone();
        let Some(bracket) = record.bracket() else {
            return Ok(());
        };
        let due: Vec<_> = bracket
            .games_to_play()
            .into_iter()
            .filter(|call| {
                !record
                    .match_games
                    .iter()
                    .any(|g| g.match_id == call.match_id && g.number == call.number)
            })
            .collect();
        if due.is_empty() {
            return Ok(());
        }
        let games_a_match = u32::from(bracket.settings().games);
        let seat = |entry| -> Res<Seat> {
            let user = record.user_of(entry).ok_or(ErrorMsg::Apology)?.clone();
            Ok(Seat::Human {
                user,
                name: record.name_of(entry),
            })
        };
        let mut started = Vec::new();
        for call in &due {
            let game = start_game(
                self,
                record.platform,
                Some(record.channel.clone()),
                record.server.clone(),
                &record.options,
                seat(call.first)?,
                seat(call.second)?,
            )?;
            started.push((
                MatchGame {
                    match_id: call.match_id,
                    number: call.number,
                    game,
                    started: now,
                },
                call.first,
                call.second,
            ));
        }
        self.tournament_mut(id)?
            .match_games
            .extend(started.iter().map(|(g, _, _)| *g));
        let lines: Vec<CallLine> = started
            .iter()
            .map(|(g, first, second)| record.call_line(g, *first, *second))
            .collect();
        let mut dms = Vec::new();
        for ((_, first, second), line) in started.iter().zip(&lines) {
            for (me, them) in [(*first, *second), (*second, *first)] {
                if let Some(user) = record.user_of(me) {
                    let msg = KnockoutMsg::NextGame {
                        id,
                        call: line.clone(),
                        opponent: record.name_of(them),
                        games: games_a_match,
                    };
                    dms.push((user.clone(), msg));
                }
            }
        }
        self.post_in(
            record.platform,
            &record.channel,
            knockout(KnockoutMsg::Calls {
                id,
                lines,
                in_play: false,
            }),
        );
        for (user, msg) in dms {
            self.dm_user(&user, record.server.as_deref(), knockout(msg));
        }
        Ok(())
    }

    /// A knockout game ended: its result goes into the bracket, the match is announced when
    /// decided (or its next game starts), and the bracket goes on.
    pub(crate) fn knockout_game_over(
        &mut self,
        id: TournamentId,
        game: GameId,
        result: GameResult,
    ) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let (Some(call), Some(bracket)) = (record.match_game_of(game), record.bracket()) else {
            return Ok(());
        };
        // Already scored (a withdrawal forfeited it, or it is an older game of the match).
        let in_play = bracket
            .games_to_play()
            .iter()
            .any(|g| g.match_id == call.match_id && g.number == call.number);
        if !in_play {
            return Ok(());
        }
        let before = decided_rounds(bracket);
        let record = self.tournament_mut(id)?;
        let Some(LiveBracket(bracket)) = record.bracket.as_mut() else {
            return Ok(());
        };
        bracket
            .record(call.match_id, result)
            .map_err(|_| ErrorMsg::Apology)?;
        let m = bracket
            .get(call.match_id)
            .cloned()
            .ok_or(ErrorMsg::Apology)?;
        let (platform, channel) = (record.platform, record.channel.clone());
        let msg = match m.winner() {
            Some(winner) => {
                let side = usize::from(m.slots[1].player() == Some(winner));
                let loser = m.slots[1 - side].player();
                KnockoutMsg::MatchWon {
                    id,
                    code: m.code(),
                    winner: record.name_of(winner),
                    loser: loser.map(|l| record.name_of(l)).unwrap_or_default(),
                    score: match_score(&m, side),
                }
            }
            None => {
                let score = m.score();
                let side = |i: usize| {
                    let name = m.slots[i]
                        .player()
                        .map(|p| record.name_of(p))
                        .unwrap_or_default();
                    format!("{name} {}", crate::core::tournament::shown_points(score[i]))
                };
                KnockoutMsg::MatchGoesOn {
                    id,
                    code: m.code(),
                    first: side(0),
                    second: side(1),
                }
            }
        };
        self.post_in(platform, &channel, knockout(msg));
        self.knockout_goes_on(id, &before)
    }

    /// After a change to the bracket: the end, or the bracket posted when a round of it was
    /// completed, and the games now due.
    fn knockout_goes_on(&mut self, id: TournamentId, before: &[(Section, u32)]) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let Some(bracket) = record.bracket() else {
            return Ok(());
        };
        if bracket.is_finished() {
            return self.finish_knockout(id);
        }
        let after = decided_rounds(bracket);
        if after.iter().any(|r| !before.contains(r)) {
            self.post_bracket(id)?;
        }
        self.start_due_games(id)
    }

    /// The bracket is decided: the champion named, and the final bracket with the places.
    fn finish_knockout(&mut self, id: TournamentId) -> Res<()> {
        let record = self.tournament_mut(id)?;
        record.status = TournamentStatus::Finished;
        record.round_deadline = None;
        let champion = record
            .bracket()
            .and_then(Bracket::champion)
            .map(|c| record.name_of(c));
        let (platform, channel) = (record.platform, record.channel.clone());
        self.post_in(
            platform,
            &channel,
            knockout(KnockoutMsg::Finished { id, champion }),
        );
        self.post_bracket(id)
    }

    /// The bracket as a picture and as text (the same words, for text-only channels and
    /// screen readers) in `lang`.
    fn bracket_image(&self, record: &TournamentRecord, lang: Lang) -> Option<(String, Image)> {
        let bracket = record.bracket()?;
        let title = knockout(KnockoutMsg::BracketTitle {
            id: record.id,
            over: record.status == TournamentStatus::Finished,
        })
        .text(lang);
        let labels = bracket_labels(lang);
        let names = |entry: EntryId| record.name_of(entry);
        let picture = bracket.picture(title.clone(), &labels, &names);
        let mut text = format!("{title}\n{}", bracket.text(&labels, &names));
        let place = (record.platform, record.server.as_deref());
        if let Some(line) =
            self.look()
                .page_line(PageOf::Tournament, place, record.link.as_deref(), lang)
        {
            text = format!("{}\n{line}", text.trim_end());
        }
        let image = Image {
            view: ImageView::Bracket(Box::new(picture)),
            source: ImageSource::NO_GAME,
            caption: Caption {
                title,
                red_name: String::new(),
                blue_name: String::new(),
                clock: None,
                lang,
            },
        };
        Some((text.trim_end().to_owned(), image))
    }

    /// Posts the bracket (picture and text) in the tournament's channel.
    pub(crate) fn post_bracket(&mut self, id: TournamentId) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let lang =
            self.lang_for_channel(record.platform, &record.channel, record.server.as_deref());
        let Some((text, image)) = self.bracket_image(record, lang) else {
            return Ok(());
        };
        let (platform, channel) = (record.platform, record.channel.clone());
        self.out.push(Effect::Post {
            platform,
            channel,
            text,
            image: Some(image),
            actions: Vec::new(),
            game: None,
        });
        Ok(())
    }

    /// `hex tournament standings` / `bracket` of a knockout: the bracket, privately.
    pub(crate) fn show_bracket(&mut self, incoming: &Incoming, id: TournamentId) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let lang = self.author_lang();
        let Some((text, image)) = self.bracket_image(record, lang) else {
            return Err(Msg::Tournament(TournamentMsg::NotStarted { id }).into());
        };
        self.out.push(reply_text(incoming, text, Some(image)));
        Ok(())
    }

    /// `hex tournament pairings` of a knockout: the games being played, privately.
    pub(crate) fn show_knockout_games(&mut self, incoming: &Incoming, id: TournamentId) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let Some(bracket) = record.bracket() else {
            return Err(Msg::Tournament(TournamentMsg::NotStarted { id }).into());
        };
        let lines = bracket
            .games_to_play()
            .iter()
            .filter_map(|call| {
                let started = record
                    .match_games
                    .iter()
                    .find(|g| g.match_id == call.match_id && g.number == call.number)?;
                Some(record.call_line(started, call.first, call.second))
            })
            .collect();
        let msg = knockout(KnockoutMsg::Calls {
            id,
            lines,
            in_play: true,
        });
        self.reply(incoming, msg, None);
        Ok(())
    }

    /// `hex tournament seed @a @b …` (organisers, before the start): the seeds by hand; the
    /// tournament is seeded by hand from now on.
    pub(crate) fn seed_by_hand(
        &mut self,
        incoming: &Incoming,
        id: TournamentId,
        users: &[String],
    ) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let Some(format) = record.tournament.format().knockout() else {
            return Err(refused(KnockoutMsg::SeedNotKnockout));
        };
        if record.status != TournamentStatus::Open {
            return Err(Msg::Tournament(TournamentMsg::AlreadyStarted).into());
        }
        let mut order = Vec::new();
        for user in users {
            let user = UserId::new(incoming.platform, user.clone());
            let entry = record
                .entry_of(&user)
                .ok_or_else(|| refused(KnockoutMsg::SeedNotJoined))?;
            if order.contains(&entry) {
                return Err(refused(KnockoutMsg::SeedTwice));
            }
            order.push(entry);
        }
        let names = order.iter().map(|&e| record.name_of(e)).collect();
        let record = self.tournament_mut(id)?;
        let format = KnockoutFormat {
            seeding: SeedBy::Hand,
            ..format
        };
        record.tournament = Tournament::from_parts(
            crate::core::tournament::Format::Knockout(format),
            record.tournament.entries().to_vec(),
            record.tournament.rounds().to_vec(),
        );
        record.hand_seeds = order;
        let (platform, channel) = (record.platform, record.channel.clone());
        self.post_in(
            platform,
            &channel,
            knockout(KnockoutMsg::Seeded { id, names }),
        );
        Ok(())
    }

    /// A knockout player withdraws (or is removed) after the start: the match in play is
    /// lost by forfeit and its game ended, every later match too, and the bracket goes on.
    pub(crate) fn withdraw_from_knockout(
        &mut self,
        id: TournamentId,
        user: &UserId,
        entry: EntryId,
        kicked: bool,
    ) -> Res<()> {
        let record = self.tournament_mut(id)?;
        let name = record.name_of(entry);
        let (platform, channel) = (record.platform, record.channel.clone());
        let Some(LiveBracket(bracket)) = record.bracket.as_mut() else {
            return Ok(());
        };
        let before = decided_rounds(bracket);
        let playing = bracket.game_of(entry);
        bracket.withdraw(entry).map_err(|e| match e {
            KnockoutError::AlreadyWithdrawn(_) => Msg::Tournament(TournamentMsg::AlreadyWithdrawn),
            KnockoutError::AlreadyOut(_) => knockout(KnockoutMsg::AlreadyOut),
            _ => ErrorMsg::Apology.into(),
        })?;
        // The players' list shows the withdrawal too.
        let _ = record.tournament.withdraw(entry);
        let game = playing.and_then(|call| {
            record
                .match_games
                .iter()
                .find(|g| g.match_id == call.match_id && g.number == call.number)
                .map(|g| g.game)
        });
        // The match in play is won by forfeit: said as any match won.
        let won = playing
            .and_then(|call| record.bracket().and_then(|b| b.get(call.match_id)).cloned())
            .and_then(|m| {
                let winner = m.winner()?;
                let side = usize::from(m.slots[1].player() == Some(winner));
                Some(KnockoutMsg::MatchWon {
                    id,
                    code: m.code(),
                    winner: record.name_of(winner),
                    loser: name.clone(),
                    score: match_score(&m, side),
                })
            });
        self.post_in(
            platform,
            &channel,
            Msg::Tournament(TournamentMsg::Withdrew { id, name, kicked }),
        );
        if let Some(won) = won {
            self.post_in(platform, &channel, knockout(won));
        }
        if let Some(game) = game {
            // Scored already: the game's own end finds it decided.
            self.end_for_withdrawal(game, user)?;
        }
        self.knockout_goes_on(id, &before)
    }

    /// Cancelling a knockout: the games being played are aborted.
    pub(crate) fn knockout_games_in_play(&self, id: TournamentId) -> Vec<GameId> {
        let Some(record) = self.tournament(id) else {
            return Vec::new();
        };
        let Some(bracket) = record.bracket() else {
            return Vec::new();
        };
        bracket
            .games_to_play()
            .iter()
            .filter_map(|call| {
                record
                    .match_games
                    .iter()
                    .find(|g| g.match_id == call.match_id && g.number == call.number)
                    .map(|g| g.game)
            })
            .collect()
    }

    /// The tick's part for a running knockout: each game whose players have not both moved
    /// within the deadline of its start is forfeited (by the one who did not move, or by
    /// both), as a round-robin's games are at the round deadline.
    pub(crate) fn knockout_deadlines(&mut self, id: TournamentId) -> Res<()> {
        let now = self.now;
        let Some(record) = self.tournament(id) else {
            return Ok(());
        };
        let deadline = record.deadline;
        let late: Vec<(GameId, String)> = self
            .knockout_games_in_play(id)
            .into_iter()
            .filter_map(|game| {
                let call = record.match_game_of(game)?;
                let code = record.bracket()?.get(call.match_id)?.code();
                (call.started + deadline <= now).then_some((game, code))
            })
            .collect();
        for (game, code) in late {
            let Some(result) = self.forfeit_unbegun(game)? else {
                continue;
            };
            let (platform, channel) = {
                let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
                (record.platform, record.channel.clone())
            };
            let msg = knockout(KnockoutMsg::Forfeited {
                id,
                code,
                game,
                double: result == GameResult::DoubleForfeit,
            });
            self.post_in(platform, &channel, msg.clone());
            for side in Side::BOTH {
                self.dm(game, side, msg.clone(), None)?;
            }
            self.knockout_game_over(id, game, result)?;
        }
        Ok(())
    }
}
