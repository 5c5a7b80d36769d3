//! `hex profile`, `hex leaderboard` and `hex history`: what to read for them
//! ([`Core::records_needed`]) and how the core answers with what was read.
//!
//! Profiles and histories answer the asker privately, as `hex games` and `hex replay` do;
//! a leaderboard asked in a channel is posted there, for everyone to see (it shows display
//! names and ratings only). A leaderboard asked in a DM, which has no server, is the
//! network's.

use super::queries::Answer;
use super::{
    command::{self, Command},
    effect::{Caption, Image, ImageSource, ImageView},
    engine::Core,
    ids::{Millis, Place},
    incoming::{Content, Incoming},
    link::PageOf,
    marks::Mark,
    messages::RecordsMsg,
    ratings::{
        records::{Records, RecordsQuery, INACTIVE_AFTER},
        RatingKind,
    },
    tx::{Context, Res},
};

impl Core {
    /// What the store must read before the core can answer `incoming` (`None`: nothing).
    pub fn records_needed(incoming: &Incoming, now: Millis) -> Option<RecordsQuery> {
        let command = match &incoming.content {
            Content::Text(text) => command::parse(text).ok().flatten()?,
            Content::Command(command) => command.clone(),
            Content::Stale | Content::Report => return None,
        };
        let platform = incoming.platform;
        Some(match command {
            Command::Profile(user) => RecordsQuery::Profile {
                platform,
                user: user.unwrap_or_else(|| incoming.user.clone()),
            },
            Command::Leaderboard { kind, global } => RecordsQuery::Leaderboard {
                platform,
                community: if global {
                    None
                } else {
                    incoming.community().map(str::to_owned)
                },
                kind,
                user: incoming.user.clone(),
                active_since: now - INACTIVE_AFTER,
            },
            Command::History { user, kind, page } => RecordsQuery::History {
                platform,
                user: user.unwrap_or_else(|| incoming.user.clone()),
                kind,
                page,
            },
            _ => return None,
        })
    }
}

impl Answer<'_> {
    /// Whether `user` (a command's named player) is the asker.
    fn is_asker(incoming: &Incoming, user: Option<&str>) -> bool {
        user.is_none_or(|u| u == incoming.user)
    }

    /// `hex profile`: ratings, streak, the newest games and the rating-history picture.
    pub(crate) fn profile(&mut self, incoming: &Incoming, user: Option<&str>) -> Res<()> {
        let Some(Records::Profile(found)) = self.records.take() else {
            return Err(RecordsMsg::Unavailable.into());
        };
        let Some(profile) = found else {
            return Err(if Self::is_asker(incoming, user) {
                RecordsMsg::NoRecordsYet
            } else {
                RecordsMsg::UnknownPlayer
            }
            .into());
        };
        let image = match &profile.chart {
            Some((kind, points)) if !points.is_empty() => Some(Image {
                view: ImageView::RatingChart(points.clone()),
                source: ImageSource::NO_GAME,
                caption: Caption {
                    title: RecordsMsg::RatingChartTitle {
                        name: profile.name.clone(),
                        kind: *kind,
                    }
                    .text(self.author_lang()),
                    red_name: String::new(),
                    blue_name: String::new(),
                    clock: None,
                    lang: self.author_lang(),
                },
            }),
            _ => None,
        };
        let page = profile.page.clone();
        let msg = RecordsMsg::Profile {
            profile: Box::new(profile),
            now: self.look.now,
        };
        let msg = self.look().with_page_of(
            msg,
            PageOf::Player,
            (incoming.platform, incoming.community()),
            page.as_deref(),
            "",
        );
        self.reply(incoming, msg, image);
        Ok(())
    }

    /// `hex leaderboard`: posted in the channel it was asked in; answered in a DM.
    pub(crate) fn leaderboard(&mut self, incoming: &Incoming, global: bool) -> Res<()> {
        let Some(Records::Leaderboard(board)) = self.records.take() else {
            return Err(RecordsMsg::Unavailable.into());
        };
        let (page, kind) = (board.page.clone(), board.kind);
        let msg = RecordsMsg::Leaderboard {
            board: Box::new(board),
            in_dm: !global && incoming.community().is_none(),
        };
        let msg = self.look().with_page_of(
            msg,
            PageOf::Leaderboard,
            (incoming.platform, incoming.community()),
            page.as_deref(),
            &format!("?kind={}", kind.name()),
        );
        match &incoming.place {
            Place::Channel(channel) => self.post_in(incoming.platform, channel, msg),
            Place::Dm => self.reply(incoming, msg, None),
        }
        Ok(())
    }

    /// `hex history`: one page of finished games, with the command for the next.
    pub(crate) fn history(
        &mut self,
        incoming: &Incoming,
        user: Option<&str>,
        kind: Option<RatingKind>,
    ) -> Res<()> {
        let Some(Records::History(found)) = self.records.take() else {
            return Err(RecordsMsg::Unavailable.into());
        };
        let Some(page) = found else {
            return Err(if Self::is_asker(incoming, user) {
                RecordsMsg::NoRecordsYet
            } else {
                RecordsMsg::UnknownPlayer
            }
            .into());
        };
        let next = (page.page < page.pages).then(|| {
            let who = user
                .map(|u| format!(" {}", Mark::User(u)))
                .unwrap_or_default();
            let kind = kind.map(|k| format!(" {}", k.name())).unwrap_or_default();
            format!("hex history{who}{kind} page {}", page.page + 1)
        });
        let msg = RecordsMsg::History {
            page: Box::new(page),
            next,
            now: self.look.now,
            // Local mode's single player reads "your games", not games of "You".
            yours: Self::is_asker(incoming, user) && incoming.user_id().is_local_player(),
        };
        self.reply(incoming, msg, None);
        Ok(())
    }
}
