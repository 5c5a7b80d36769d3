//! Questions that change nothing: which game a command means, the board, the list of games,
//! replays and exports. They (and the records' and the knowledge replay's) run in an
//! [`Answer`], which may add effects and nothing else.

use super::{
    effect::{Audience, Effect, TextFile},
    families::{record_msg, replay_shows_final_board},
    ids::{ChallengeId, GameId, Place},
    incoming::Incoming,
    messages::{ErrorMsg, GameMsg},
    ratings::records::Records,
    sgf,
    table::{Status, Table},
    tx::{reply, Context, Effects, Failure, Look, Res, Tx},
};
use crate::core::Name;
use crate::rules::{Player, Side};

/// What a question may change: nothing but its answer. It reads the whole unit of work
/// (its [`Look`]) and the records the service read for it.
pub(crate) struct Answer<'t> {
    /// The unit of work, read only.
    pub(crate) look: Look<'t>,
    /// What the service read from the store for this command, taken by the handler that
    /// needs it.
    pub(crate) records: &'t mut Option<Records>,
    out: &'t mut Effects,
}

impl<'t> Answer<'t> {
    /// The answering share of a unit of work.
    pub(crate) fn of(tx: &'t mut Tx<'_>) -> Self {
        Self {
            look: Look {
                state: tx.state,
                now: tx.now,
                author: tx.author.as_ref(),
                games: &tx.games,
                challenges: &tx.challenges,
                tournaments: &tx.tournaments,
                results: &tx.results,
                settings: &tx.settings,
            },
            records: &mut tx.read_records,
            out: &mut tx.out,
        }
    }
}

impl Context for Answer<'_> {
    fn look(&self) -> Look<'_> {
        self.look
    }

    fn out(&mut self) -> &mut Effects {
        self.out
    }
}

impl Answer<'_> {
    /// Finds the game a command is about.
    pub(crate) fn find_game(
        &self,
        incoming: &Incoming,
        named: Option<GameId>,
        is_move: bool,
    ) -> Res<GameId> {
        let user = incoming.user_id();
        if let Some(id) = named {
            let table = self
                .table(id)
                .filter(|t| t.meta.platform == incoming.platform)
                .ok_or(ErrorMsg::NoSuchGame { game: id })?;
            if table.meta.colour_of(&user).is_none() {
                return Err(ErrorMsg::NotYourGame { game: id }.into());
            }
            if table.meta.status != Status::Active {
                return Err(ErrorMsg::GameIsOver { game: id }.into());
            }
            return Ok(id);
        }
        let mine = self.active_user_games(&user);
        match &incoming.place {
            Place::Channel(channel) => {
                let here: Vec<GameId> = mine
                    .iter()
                    .copied()
                    .filter(|&id| {
                        self.table(id)
                            .is_some_and(|t| t.meta.channel.as_deref() == Some(channel.as_str()))
                    })
                    .collect();
                match here.as_slice() {
                    [id] => Ok(*id),
                    [] => {
                        let others_here = self.look.state.games.values().any(|t| {
                            t.meta.status == Status::Active
                                && t.meta.platform == incoming.platform
                                && t.meta.channel.as_deref() == Some(channel.as_str())
                        });
                        if !mine.is_empty() {
                            Err(ErrorMsg::WrongPlace { games: mine }.into())
                        } else if others_here {
                            Err(ErrorMsg::NotPlayingHere.into())
                        } else if is_move {
                            // Ordinary chat that happens to look like a move.
                            Err(Failure::Silent)
                        } else {
                            Err(ErrorMsg::NoActiveGame.into())
                        }
                    }
                    many => Err(ErrorMsg::WhichGame {
                        games: many.to_vec(),
                    }
                    .into()),
                }
            }
            Place::Dm => {
                let waiting: Vec<GameId> = mine
                    .iter()
                    .copied()
                    .filter(|&id| {
                        self.table(id).is_some_and(|t| {
                            t.game
                                .to_move()
                                .is_some_and(|p| t.meta.seat(p).user() == Some(&user))
                        })
                    })
                    .collect();
                match (waiting.as_slice(), mine.as_slice()) {
                    ([id], _) => Ok(*id),
                    (_, [id]) => Ok(*id),
                    (_, []) => Err(ErrorMsg::NoActiveGame.into()),
                    (_, many) => Err(ErrorMsg::WhichGame {
                        games: many.to_vec(),
                    }
                    .into()),
                }
            }
        }
    }

    /// `hex board`: the user's view of their game, or the channel's view of the game here.
    pub(crate) fn board(&mut self, incoming: &Incoming, named: Option<GameId>) -> Res<()> {
        let user = incoming.user_id();
        let id = match named {
            Some(id) => id,
            None => match self.find_game(incoming, None, false) {
                Ok(id) => id,
                Err(Failure::User(e)) => {
                    // Not a player: the channel's only game, seen as a spectator.
                    let Place::Channel(channel) = &incoming.place else {
                        return Err(Failure::User(e));
                    };
                    let here: Vec<GameId> = self
                        .look
                        .state
                        .games
                        .values()
                        .filter(|t| {
                            t.meta.status == Status::Active
                                && t.meta.platform == incoming.platform
                                && t.meta.channel.as_deref() == Some(channel.as_str())
                        })
                        .map(|t| t.meta.id)
                        .collect();
                    match here.as_slice() {
                        [id] => *id,
                        _ => return Err(Failure::User(e)),
                    }
                }
                Err(e) => return Err(e),
            },
        };
        let table = self
            .table(id)
            .filter(|t| t.meta.platform == incoming.platform)
            .ok_or(ErrorMsg::NoSuchGame { game: id })?;
        let lang = self.author_lang();
        let image = match table.meta.colour_of(&user) {
            Some(p) if !table.game.is_over() => self.image(table, Audience::Player(p), lang),
            _ => self.public_image(table, lang),
        };
        let msg = GameMsg::BoardOf {
            game: id,
            kind: table.meta.family(),
            to_move: table.game.to_move().map(Player::from),
            ply: table.game.ply(),
        };
        self.reply(incoming, msg, image);
        Ok(())
    }

    /// `hex games`: the user's games and the challenges that concern them.
    pub(crate) fn list_games(&mut self, incoming: &Incoming) -> Res<()> {
        let user = incoming.user_id();
        let mut games = Vec::new();
        for id in self.active_user_games(&user) {
            if let Some(t) = self.table(id) {
                let colour = t.meta.colour_of(&user).unwrap_or(Side::First);
                games.push((
                    id,
                    t.meta.game_name().to_owned(),
                    Name::from(t.meta.seat(colour.opponent())),
                    t.game.to_move() == Some(colour),
                ));
            }
        }
        let challenges: Vec<(ChallengeId, String, bool)> = self
            .challenge_list()
            .into_iter()
            .filter(|c| {
                c.platform == incoming.platform
                    && (c.from == user
                        || c.to.as_ref() == Some(&user)
                        || (c.to.is_none() && incoming.place == Place::Channel(c.channel.clone())))
            })
            .map(|c| (c.id, c.from_name.clone(), c.from == user))
            .collect();
        self.reply(incoming, GameMsg::GameList { games, challenges }, None);
        Ok(())
    }

    fn finished_table(&self, incoming: &Incoming, id: GameId) -> Res<&Table> {
        let table = self
            .table(id)
            .filter(|t| t.meta.platform == incoming.platform)
            .ok_or(ErrorMsg::NoSuchGame { game: id })?;
        if table.meta.is_dark() && !table.game.is_over() {
            return Err(ErrorMsg::HiddenUntilEnd { game: id }.into());
        }
        Ok(table)
    }

    /// `hex replay`: the animated replay of a game whose board may be seen.
    pub(crate) fn replay(&mut self, incoming: &Incoming, id: GameId) -> Res<()> {
        let table = self.finished_table(incoming, id)?;
        let lang = self.author_lang();
        let image = self.image(table, Audience::Replay, lang);
        let msg = GameMsg::ReplayOf {
            game: id,
            moves: table.game.ply(),
        };
        if replay_shows_final_board(table.meta.family()) {
            // The final board as a still picture first, then the animation.
            let board = self.image(table, Audience::Revealed, lang);
            self.reply(incoming, msg, board);
            self.reply(incoming, GameMsg::ReplayAnimation { game: id }, image);
            return Ok(());
        }
        self.reply(incoming, msg, image);
        Ok(())
    }

    /// `hex export`: the record of a game (SGF for Hex, its family's notation for others).
    pub(crate) fn export(&mut self, incoming: &Incoming, id: GameId) -> Res<()> {
        let table = self.finished_table(incoming, id)?;
        let msg = match record_msg(id, &table.game) {
            Some(msg) => msg,
            None => {
                let record = sgf::export(table);
                let lang = self.author_lang();
                let mut answer = reply(
                    incoming,
                    &GameMsg::Sgf {
                        game: id,
                        record: record.clone(),
                    }
                    .into(),
                    lang,
                    None,
                );
                // Never cut: where files go, the record goes whole as `game-N.sgf`.
                if let Effect::Reply { file, .. } = &mut answer {
                    *file = Some(TextFile {
                        name: format!("game-{id}.sgf"),
                        text: record,
                        caption: GameMsg::SgfAttached { game: id }.text(lang),
                    });
                }
                self.out.push(answer);
                return Ok(());
            }
        };
        self.reply(incoming, msg, None);
        Ok(())
    }
}
