//! What a tournament shows: the pairings of a round, the standings (the table picture drawn
//! by `render/standings.rs`, and the same as text), its info and the list of a server's
//! tournaments.

use super::Arbiter;
use super::{TournamentLine, TournamentRecord};
use crate::core::{
    effect::{Caption, Effect, Image, ImageSource, ImageView},
    ids::{TournamentId, UserId},
    incoming::Incoming,
    link::PageOf,
    messages::{Msg, PairingLine, TournamentMsg},
    tournament::Pairing,
    tx::{reply, Context, Internal, Res},
};
use crate::{i18n::Lang, render::standings::StandingsTable};

/// A standings table (a tournament's, an arena's leaderboard) as the text post and the
/// picture beside it, titled `title` in the words of `lang`.
pub(super) fn standings_post(table: StandingsTable, title: String, lang: Lang) -> (Msg, Image) {
    let image = Image {
        view: ImageView::Standings(Box::new(table.clone())),
        source: ImageSource::NO_GAME,
        caption: Caption {
            title,
            red_name: String::new(),
            blue_name: String::new(),
            clock: None,
            lang,
        },
    };
    let text = Msg::Tournament(TournamentMsg::Standings {
        table: Box::new(table),
    });
    (text, image)
}

/// A round's boards as the messages show them.
fn pairing_lines(record: &TournamentRecord, round: u32) -> Vec<PairingLine> {
    let boards = round
        .checked_sub(1)
        .and_then(|r| record.tournament.rounds().get(r as usize))
        .cloned()
        .unwrap_or_default();
    boards
        .iter()
        .enumerate()
        .map(|(board, pairing)| match *pairing {
            Pairing::Game {
                first,
                second,
                result,
            } => PairingLine::Game {
                board: board as u32 + 1,
                first: record.name_of(first),
                second: record.name_of(second),
                game: record.game_of_board(round, board),
                result,
            },
            Pairing::Bye { player, bye } => PairingLine::Bye {
                name: record.name_of(player),
                bye,
            },
        })
        .collect()
}

impl Arbiter<'_, '_> {
    /// A DM to `user` about a tournament of `server`.
    pub(crate) fn dm_user(&mut self, user: &UserId, server: Option<&str>, msg: Msg) {
        let lang = self.lang_for_user(user, server);
        self.out.push(Effect::Dm {
            user: user.clone(),
            text: msg.text(lang),
            image: None,
            actions: Vec::new(),
            channel: None,
        });
    }

    fn pairings_msg(&self, id: TournamentId, round: u32) -> Res<Msg> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        Ok(Msg::Tournament(TournamentMsg::Pairings {
            id,
            round,
            rounds: record.tournament.total_rounds(),
            boards: pairing_lines(record, round),
        }))
    }

    /// Posts round `round`'s pairings in the tournament's channel.
    pub(crate) fn post_pairings(&mut self, id: TournamentId, round: u32) -> Res<()> {
        let msg = self.pairings_msg(id, round)?;
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let (platform, channel) = (record.platform, record.channel.clone());
        self.post_in(platform, &channel, msg);
        Ok(())
    }

    /// The standings as a picture and as text, in the words of `lang`.
    fn standings_image(&self, record: &TournamentRecord, lang: Lang) -> (Msg, Image) {
        let table = record.standings_table(&record.tournament.standings(), lang);
        let title = table.title.clone();
        standings_post(table, title, lang)
    }

    /// The standings `msg` with the address of the tournament's page, if it has one.
    pub(super) fn standings_page(&self, record: &TournamentRecord, msg: Msg) -> Msg {
        self.look().with_page_of(
            msg,
            PageOf::Tournament,
            (record.platform, record.server.as_deref()),
            record.link.as_deref(),
            "",
        )
    }

    /// Posts the standings (picture and text) in the tournament's channel.
    pub(crate) fn post_standings(&mut self, id: TournamentId) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let lang =
            self.lang_for_channel(record.platform, &record.channel, record.server.as_deref());
        let (msg, image) = self.standings_image(record, lang);
        let msg = self.standings_page(record, msg);
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

    /// `hex tournament pairings`: the current round's boards, privately.
    pub(crate) fn show_pairings(&mut self, incoming: &Incoming, id: TournamentId) -> Res<()> {
        let round = self
            .tournament(id)
            .map(|t| t.tournament.current_round())
            .unwrap_or(0);
        if round == 0 {
            return Err(Msg::Tournament(TournamentMsg::NotStarted { id }).into());
        }
        let msg = self.pairings_msg(id, round)?;
        self.reply(incoming, msg, None);
        Ok(())
    }

    /// `hex tournament standings`: picture and text, privately.
    pub(crate) fn show_standings(&mut self, incoming: &Incoming, id: TournamentId) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let lang = self.author_lang();
        let (msg, image) = self.standings_image(record, lang);
        let msg = self.standings_page(record, msg);
        self.out.push(reply(incoming, &msg, lang, Some(image)));
        Ok(())
    }

    /// `hex tournament info`.
    pub(crate) fn show_info(&mut self, incoming: &Incoming, id: TournamentId) -> Res<()> {
        let record = self.tournament(id).ok_or(Internal::MissingTournament(id))?;
        let msg = Msg::Tournament(TournamentMsg::Info {
            line: Box::new(record.line()),
            players: record
                .tournament
                .entries()
                .iter()
                .map(|e| e.name.clone())
                .collect(),
            max_players: record.max_players,
            deadline: record.deadline,
        });
        self.reply(incoming, msg, None);
        Ok(())
    }

    /// `hex tournament list`: the live tournaments of this server (or Matrix room).
    pub(crate) fn list_tournaments(&mut self, incoming: &Incoming) -> Res<()> {
        // In a DM: the ones the author plays in (another server's are not theirs to see).
        let community = incoming.community().map(str::to_owned);
        let user = incoming.user_id();
        let lines: Vec<TournamentLine> = self
            .tournament_ids()
            .into_iter()
            .filter_map(|id| self.tournament(id))
            .filter(|t| {
                t.platform == incoming.platform
                    && t.status.is_live()
                    && match &community {
                        Some(_) => t.server == community,
                        None => t.entry_of(&user).is_some(),
                    }
            })
            .map(TournamentRecord::line)
            .collect();
        self.reply(
            incoming,
            Msg::Tournament(TournamentMsg::List { lines }),
            None,
        );
        Ok(())
    }
}
