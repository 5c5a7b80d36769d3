//! What every handler may read — the memory and the copies of this unit of work, whoever
//! holds them — and the one trait through which a handler reads and speaks: [`Context`].
//! Effects are built from a [`Look`] and pushed into the handler's [`Effects`], so telling
//! a game's players never needs the right to change the game.

use super::{
    labelled,
    parts::{Challenges, Effects, Games, Results, Settings, Tournaments},
    reply, Internal, Res,
};
use crate::{
    core::{
        arbiter::record::TournamentRecord,
        clock::TimeControl,
        effect::{Action, ActionKind, Audience, Caption, Effect, Image, ImageSource},
        families::view_of,
        ids::{ChallengeId, GameId, Millis, Place, Platform, TournamentId, UserId},
        incoming::{Author, Incoming},
        locales::LocaleOf,
        messages::Msg,
        ratings::{RatingKind, Standing},
        render::{clock_line, computer_name, picture_title},
        server::ServerSettings,
        state::{Challenge, State},
        table::{Seat, Table},
    },
    i18n::Lang,
    rules::Side,
};

/// A read-only look at a unit of work: the memory, the copies of every part, and who wrote.
#[derive(Clone, Copy)]
pub(crate) struct Look<'t> {
    /// The core's memory.
    pub(crate) state: &'t State,
    /// The time of the message or tick.
    pub(crate) now: Millis,
    /// The author of the message being planned (`None` for a tick).
    pub(crate) author: Option<&'t Author>,
    /// The games, with the copies this unit of work touched.
    pub(crate) games: &'t Games<'t>,
    /// The challenges, with the copies touched.
    pub(crate) challenges: &'t Challenges<'t>,
    /// The tournaments, with the copies touched.
    pub(crate) tournaments: &'t Tournaments<'t>,
    /// Ratings, records and hand-offs of games ended here.
    pub(crate) results: &'t Results,
    /// Settings and languages changed here.
    pub(crate) settings: &'t Settings,
}

impl<'t> Look<'t> {
    /// A player's rating of `kind` ([`Standing::NEW`] for someone never rated).
    pub(crate) fn standing(self, user: &UserId, kind: RatingKind) -> Standing {
        self.results
            .rating(user, kind)
            .or_else(|| self.state.ratings.get(&(user.clone(), kind)).copied())
            .unwrap_or_default()
    }

    /// A server's settings (defaults when none were saved).
    pub(crate) fn server_settings(self, platform: Platform, server: &str) -> ServerSettings {
        let key = (platform, server.to_owned());
        self.settings
            .servers
            .get(&key)
            .or_else(|| self.state.servers.get(&key))
            .cloned()
            .unwrap_or_default()
    }

    /// The language `user` chose for themselves.
    pub(crate) fn own_language(self, user: &UserId) -> Option<Lang> {
        match self.settings.languages.get(user) {
            Some(changed) => *changed,
            None => self.state.languages.get(user).copied(),
        }
    }

    /// The language a server (or Matrix room) set for its channels.
    fn community_language(self, platform: Platform, community: Option<&str>) -> Option<Lang> {
        let settings = self.server_settings(platform, community?);
        settings.language.as_deref().and_then(Lang::from_tag)
    }

    /// The language the platform reported for `community`: with the message being planned
    /// if it comes from there, else as remembered.
    fn community_locale(self, platform: Platform, community: Option<&str>) -> Option<Lang> {
        let community = community?;
        let reported_now = self
            .author
            .filter(|a| a.user.platform == platform && a.community.as_deref() == Some(community));
        reported_now.and_then(|a| a.guild_locale).or_else(|| {
            let of = LocaleOf::Community(platform, community.to_owned());
            self.state.locales.get(&of).copied()
        })
    }

    /// The language `user` reads in a DM or a private answer; `community` is the server or
    /// room the message is about (a game's, or where the author wrote).
    pub(crate) fn lang_for_user(self, user: &UserId, community: Option<&str>) -> Lang {
        let author = self.author.filter(|a| &a.user == user);
        let community = community.or_else(|| author.and_then(|a| a.community.as_deref()));
        let app = || {
            author.and_then(|a| a.locale).or_else(|| {
                let of = LocaleOf::User(user.clone());
                self.state.locales.get(&of).copied()
            })
        };
        self.own_language(user)
            .or_else(|| self.community_language(user.platform, community))
            .or_else(app)
            .or_else(|| self.community_locale(user.platform, community))
            .or_else(|| author.and_then(|a| a.guild_locale))
            .unwrap_or(self.state.config.language)
    }

    /// The language of the author of the message being planned (the default for a tick).
    pub(crate) fn author_lang(self) -> Lang {
        match self.author {
            Some(author) => self.lang_for_user(&author.user, None),
            None => self.state.config.language,
        }
    }

    /// The language of a post in `channel`; `community` is its server or room if known.
    pub(crate) fn lang_for_channel(
        self,
        platform: Platform,
        channel: &str,
        community: Option<&str>,
    ) -> Lang {
        let author = self
            .author
            .filter(|a| a.place == Place::Channel(channel.to_owned()));
        let recorded;
        let community = match community.or_else(|| author.and_then(|a| a.community.as_deref())) {
            Some(community) => Some(community),
            None => {
                recorded = self.channel_community(platform, channel);
                recorded.as_deref()
            }
        };
        self.community_language(platform, community)
            .or_else(|| self.community_locale(platform, community))
            .or_else(|| author.and_then(|a| a.guild_locale))
            .unwrap_or(self.state.config.language)
    }

    /// The server a channel belongs to when nothing being planned says (a clock round's post:
    /// a challenge lapsing, a tournament's round starting at its deadline): the one recorded
    /// with a tournament, challenge or game in that channel.
    fn channel_community(self, platform: Platform, channel: &str) -> Option<String> {
        let in_channel = |p: Platform, c: &str| p == platform && c == channel;
        let challenges = self.challenges.list();
        let games = self.state.games.values().map(|t| &t.meta);
        self.tournaments
            .all()
            .filter(|t| in_channel(t.platform, &t.channel))
            .find_map(|t| t.server.clone())
            .or_else(|| {
                challenges
                    .into_iter()
                    .filter(|c| in_channel(c.platform, &c.channel))
                    .find_map(|c| c.server)
            })
            .or_else(|| {
                games
                    .filter(|m| {
                        m.channel
                            .as_deref()
                            .is_some_and(|c| in_channel(m.platform, c))
                    })
                    .find_map(|m| m.server.clone())
            })
    }

    /// The texts around a game's board: title, names, clocks.
    pub(crate) fn caption(self, table: &Table, lang: Lang) -> Caption {
        let meta = &table.meta;
        let to_move = table.game.to_move();
        let clock = match meta.time {
            TimeControl::None => None,
            control => {
                let left = Side::BOTH.map(|p| meta.clock.left(control, p, to_move, self.now));
                Some(clock_line(lang, meta.family(), left))
            }
        };
        let name = |seat: &Seat| match seat {
            Seat::Computer { level } => computer_name(lang, level.name()),
            Seat::Human { .. } => seat.name(),
        };
        Caption {
            title: picture_title(lang, meta.id, &meta.spec),
            red_name: name(&meta.first),
            blue_name: name(&meta.second),
            clock,
            lang,
        }
    }

    /// The picture of a game for `audience`, with its recipe and captions.
    pub(crate) fn image(self, table: &Table, audience: Audience, lang: Lang) -> Option<Image> {
        let view = view_of(&table.game, audience)?;
        Some(Image {
            view,
            source: ImageSource {
                game: table.meta.id,
                events: table.events.len(),
                audience,
            },
            caption: self.caption(table, lang),
        })
    }

    /// The picture the channel may see: the board for open games, counts for Dark Hex.
    pub(crate) fn public_image(self, table: &Table, lang: Lang) -> Option<Image> {
        if table.meta.is_dark() && !table.game.is_over() {
            self.image(table, Audience::Spectator, lang)
        } else {
            self.image(table, Audience::Revealed, lang)
        }
    }

    /// The human users seated at a game (none for the computer's seat).
    pub(crate) fn humans(self, id: GameId, players: &[Side]) -> Vec<UserId> {
        self.games
            .get(id)
            .map(|t| {
                players
                    .iter()
                    .filter_map(|&p| t.meta.seat(p).user().cloned())
                    .collect()
            })
            .unwrap_or_default()
    }

    /// Swap / Place buttons for Blue when Blue's first move may be a swap.
    pub(crate) fn swap_actions(self, id: GameId) -> Vec<Action> {
        let Some(table) = self.games.get(id) else {
            return Vec::new();
        };
        let offered = table
            .meta
            .spec
            .hex_settings()
            .is_some_and(|settings| settings.swap_available())
            && table.game.ply() == 1
            && table.game.to_move() == Some(Side::Second);
        let blue = self.humans(id, &[Side::Second]);
        if !offered || blue.is_empty() {
            return Vec::new();
        }
        vec![
            Action::for_users(ActionKind::Swap { game: id }, blue.clone()),
            Action::for_users(ActionKind::Place { game: id }, blue),
        ]
    }

    /// A post in a game's channel (nothing for a game started in DM).
    fn post(
        self,
        id: GameId,
        msg: Msg,
        with_image: bool,
        actions: Vec<Action>,
    ) -> Res<Option<Effect>> {
        let table = self.games.get(id).ok_or(Internal::MissingGame(id))?;
        let Some(channel) = table.meta.channel.clone() else {
            return Ok(None);
        };
        let lang =
            self.lang_for_channel(table.meta.platform, &channel, table.meta.server.as_deref());
        let image = if with_image {
            self.public_image(table, lang)
        } else {
            None
        };
        Ok(Some(Effect::Post {
            platform: table.meta.platform,
            channel,
            text: msg.text(lang),
            image,
            actions: labelled(actions, lang),
            game: Some(id),
        }))
    }

    /// A channel post not about a game (challenges).
    fn post_in(self, platform: Platform, channel: &str, msg: Msg, actions: Vec<Action>) -> Effect {
        let lang = self.lang_for_channel(platform, channel, None);
        Effect::Post {
            platform,
            channel: channel.to_owned(),
            text: msg.text(lang),
            image: None,
            actions: labelled(actions, lang),
            game: None,
        }
    }

    /// A DM to the human playing `player` (nothing for the computer).
    fn dm(
        self,
        id: GameId,
        player: Side,
        msg: Msg,
        audience: Option<Audience>,
        actions: Vec<Action>,
    ) -> Res<Option<Effect>> {
        let table = self.games.get(id).ok_or(Internal::MissingGame(id))?;
        let Some(user) = table.meta.seat(player).user().cloned() else {
            return Ok(None);
        };
        let lang = self.lang_for_user(&user, table.meta.server.as_deref());
        let image = audience.and_then(|a| self.image(table, a, lang));
        Ok(Some(Effect::Dm {
            text: msg.text(lang),
            user,
            image,
            actions: labelled(actions, lang),
            channel: table.meta.channel.clone(),
        }))
    }
}

/// What a handler's context offers, whatever part it may change: a [`Look`] at the unit of
/// work and its [`Effects`], with the reads and the post / DM / reply helpers over them.
pub(crate) trait Context {
    /// The unit of work, read only.
    fn look(&self) -> Look<'_>;

    /// Where the handler's effects go.
    fn out(&mut self) -> &mut Effects;

    /// A game as this unit of work sees it (its copy if touched).
    fn table(&self, id: GameId) -> Option<&Table> {
        self.look().games.get(id)
    }

    /// Every game `user` plays in, in number order.
    fn user_games(&self, user: &UserId) -> Vec<GameId> {
        self.look().games.of_user(user)
    }

    /// The games `user` plays that are still on.
    fn active_user_games(&self, user: &UserId) -> Vec<GameId> {
        self.look().games.active_of_user(user)
    }

    /// Every challenge still standing, as this unit of work sees them.
    fn challenge_list(&self) -> Vec<Challenge> {
        self.look().challenges.list()
    }

    /// One challenge, as this unit of work sees it.
    fn challenge(&self, id: ChallengeId) -> Option<Challenge> {
        self.look().challenges.get(id)
    }

    /// A tournament as this unit of work sees it.
    fn tournament(&self, id: TournamentId) -> Option<&TournamentRecord> {
        self.look().tournaments.get(id)
    }

    /// Every tournament this unit of work knows, in number order.
    fn tournament_ids(&self) -> Vec<TournamentId> {
        self.look().tournaments.ids()
    }

    /// A player's rating of `kind` ([`Standing::NEW`] for someone never rated).
    fn standing(&self, user: &UserId, kind: RatingKind) -> Standing {
        self.look().standing(user, kind)
    }

    /// A server's settings as this unit of work sees them (defaults when none were saved).
    fn server_settings(&self, platform: Platform, server: &str) -> ServerSettings {
        self.look().server_settings(platform, server)
    }

    /// The language `user` chose for themselves, as this unit of work sees it.
    fn own_language(&self, user: &UserId) -> Option<Lang> {
        self.look().own_language(user)
    }

    /// The language `user` reads in a DM or a private answer.
    fn lang_for_user(&self, user: &UserId, community: Option<&str>) -> Lang {
        self.look().lang_for_user(user, community)
    }

    /// The language of the author of the message being planned (the default for a tick).
    fn author_lang(&self) -> Lang {
        self.look().author_lang()
    }

    /// The language of a post in `channel`; `community` is its server or room if known.
    fn lang_for_channel(&self, platform: Platform, channel: &str, community: Option<&str>) -> Lang {
        self.look().lang_for_channel(platform, channel, community)
    }

    /// The picture of a game for `audience`, with its recipe and captions.
    fn image(&self, table: &Table, audience: Audience, lang: Lang) -> Option<Image> {
        self.look().image(table, audience, lang)
    }

    /// The picture the channel may see: the board for open games, counts for Dark Hex.
    fn public_image(&self, table: &Table, lang: Lang) -> Option<Image> {
        self.look().public_image(table, lang)
    }

    /// The human users seated at a game (none for the computer's seat).
    fn humans(&self, id: GameId, players: &[Side]) -> Vec<UserId> {
        self.look().humans(id, players)
    }

    /// Swap / Place buttons for Blue when Blue's first move may be a swap.
    fn swap_actions(&self, id: GameId) -> Vec<Action> {
        self.look().swap_actions(id)
    }

    /// A post in a game's channel (nothing for a game started in DM).
    fn post(&mut self, id: GameId, msg: impl Into<Msg>, with_image: bool) -> Res<()> {
        self.post_with(id, msg, with_image, Vec::new())
    }

    /// A game's channel post with buttons.
    fn post_with(
        &mut self,
        id: GameId,
        msg: impl Into<Msg>,
        with_image: bool,
        actions: Vec<Action>,
    ) -> Res<()> {
        let effect = self.look().post(id, msg.into(), with_image, actions)?;
        self.out().extend(effect);
        Ok(())
    }

    /// A channel post not about a game (challenges).
    fn post_in(&mut self, platform: Platform, channel: &str, msg: impl Into<Msg>) {
        self.post_in_with(platform, channel, msg, Vec::new());
    }

    /// A channel post not about a game (challenges), with buttons.
    fn post_in_with(
        &mut self,
        platform: Platform,
        channel: &str,
        msg: impl Into<Msg>,
        actions: Vec<Action>,
    ) {
        let effect = self.look().post_in(platform, channel, msg.into(), actions);
        self.out().push(effect);
    }

    /// A DM to the human playing `player` (nothing for the computer).
    fn dm(
        &mut self,
        id: GameId,
        player: Side,
        msg: impl Into<Msg>,
        audience: Option<Audience>,
    ) -> Res<()> {
        self.dm_with(id, player, msg, audience, Vec::new())
    }

    /// A DM with buttons.
    fn dm_with(
        &mut self,
        id: GameId,
        player: Side,
        msg: impl Into<Msg>,
        audience: Option<Audience>,
        actions: Vec<Action>,
    ) -> Res<()> {
        let effect = self.look().dm(id, player, msg.into(), audience, actions)?;
        self.out().extend(effect);
        Ok(())
    }

    /// A private answer to `incoming`.
    fn reply(&mut self, incoming: &Incoming, msg: impl Into<Msg>, image: Option<Image>) {
        let lang = self.author_lang();
        self.out().push(reply(incoming, &msg.into(), lang, image));
    }
}

/// A context that may change the games: it opens new ones ([`crate::core::lobby::start_game`])
/// and takes copies to change.
pub(crate) trait GamesContext<'a>: Context {
    /// The games' part, to change.
    fn games_mut(&mut self) -> &mut Games<'a>;
}
