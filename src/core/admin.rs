//! `/hex settings` (or `hex settings key=value …`): a community's managers (a server's, or
//! where rooms stand alone a room's moderators) show or change its settings. The change is
//! part of the plan, so the store writes it in the same transaction as the answer. Its
//! handlers (and `hex language`'s, in `languages.rs`) run in an [`Admin`]: they may change the
//! settings' part and nothing else.

use super::{
    command::{
        parse_options,
        table::{self, Who},
    },
    ids::{Millis, Place},
    incoming::{Author, Incoming},
    marks::Mark,
    messages::{language_name, Msg, SettingsMsg},
    server::{ServerSettings, SettingsUpdate},
    state::State,
    tx::{
        reply_text, Challenges, Context, Effects, Games, Look, Res, Results, Settings, Tournaments,
        Tx,
    },
};
use crate::i18n::Lang;

impl Look<'_> {
    /// Whether the author of `incoming` may do what `who` names (the command table's word for
    /// a command): managers are the community's (a Matrix room's moderators, as the adapter
    /// reports it); organisers are its managers and holders of the organiser role the server
    /// set in its settings.
    pub(crate) fn may(&self, incoming: &Incoming, who: Who) -> bool {
        match who {
            Who::Anyone => true,
            Who::ServerAdmin => incoming.manages_community,
            Who::Organiser => {
                let role = incoming
                    .community()
                    .and_then(|s| self.server_settings(incoming.platform, s).organiser_role);
                incoming.manages_community
                    || role.is_some_and(|role| incoming.roles.contains(&role))
            }
        }
    }
}

/// What the settings' handlers may change: a community's settings and players' own
/// languages, and their effects. Everything else they only read.
pub(crate) struct Admin<'t, 'a> {
    pub(crate) state: &'a State,
    now: Millis,
    author: Option<&'t Author>,
    games: &'t Games<'a>,
    challenges: &'t Challenges<'a>,
    tournaments: &'t Tournaments<'a>,
    results: &'t Results,
    pub(crate) settings: &'t mut Settings,
    pub(crate) out: &'t mut Effects,
}

impl<'t, 'a> Admin<'t, 'a> {
    /// The settings' share of a unit of work.
    pub(crate) fn of(tx: &'t mut Tx<'a>) -> Self {
        Self {
            state: tx.state,
            now: tx.now,
            author: tx.author.as_ref(),
            games: &tx.games,
            challenges: &tx.challenges,
            tournaments: &tx.tournaments,
            results: &tx.results,
            settings: &mut tx.settings,
            out: &mut tx.out,
        }
    }
}

impl Context for Admin<'_, '_> {
    fn look(&self) -> Look<'_> {
        Look {
            state: self.state,
            now: self.now,
            author: self.author,
            games: self.games,
            challenges: self.challenges,
            tournaments: self.tournaments,
            results: self.results,
            settings: self.settings,
        }
    }

    fn out(&mut self) -> &mut Effects {
        self.out
    }
}

impl Admin<'_, '_> {
    /// Shows the server's settings, or changes the given ones and shows the result.
    /// Where rooms stand alone (the adapter says), a room has settings of its own, which its
    /// moderators change.
    pub(crate) fn settings(&mut self, incoming: &Incoming, update: &SettingsUpdate) -> Res<()> {
        let room = incoming.in_a_room_network();
        let (Place::Channel(_), Some(server)) = (&incoming.place, incoming.community()) else {
            return Err(if room {
                SettingsMsg::InRoomOnly
            } else {
                SettingsMsg::InServerOnly
            }
            .into());
        };
        // Who may: the command table's word for `settings` (its managers).
        let who =
            table::find(table::COMMANDS, "settings").map_or(Who::ServerAdmin, |spec| spec.who);
        if !self.look().may(incoming, who) {
            return Err(if room {
                SettingsMsg::NeedRoomModerator
            } else {
                SettingsMsg::NeedManageServer
            }
            .into());
        }
        let server = server.to_owned();
        let update = check(update)?;
        let before = self.server_settings(incoming.platform, &server);
        let settings = before.updated(&update);
        let saved = !update.is_empty();
        if saved {
            self.settings
                .servers
                .insert((incoming.platform, server), settings.clone());
        }
        // Said in the language the manager reads from now on (the server's, unless their own).
        let lang = self.author_lang();
        let mut shown = shown(&settings, room, lang).text(lang);
        if self.state.config.web.is_some() {
            // The web pages' switch, said only where there are pages.
            let on = crate::i18n::Args::new().flag("on", !settings.web_off);
            shown.push(' ');
            shown.push_str(&crate::i18n::format(lang, "web-settings", &on));
        }
        let text = if saved {
            format!("{} {shown}", SettingsMsg::Saved.text(lang))
        } else {
            shown
        };
        self.out.push(reply_text(incoming, text, None));
        Ok(())
    }
}

/// Refuses a default game or size the grammar would not accept, and languages not spoken;
/// returns the update with the language as its code (`fi-FI` → `fi`).
fn check(update: &SettingsUpdate) -> Res<SettingsUpdate> {
    if let Some(game) = &update.game {
        parse_options(&[game.as_str()]).map_err(Msg::from)?;
    }
    if let Some(size) = update.size {
        parse_options(&[size.to_string().as_str()]).map_err(Msg::from)?;
    }
    let mut update = update.clone();
    if let Some(language) = &update.language {
        let Some(lang) = Lang::from_tag(language) else {
            return Err(SettingsMsg::LanguageUnavailable {
                text: language.chars().take(20).collect(),
            }
            .into());
        };
        update.language = Some(lang.code().to_owned());
    }
    Ok(update)
}

/// The settings as the managers read them (in `lang`); `room`: a room's that stands alone.
fn shown(settings: &ServerSettings, room: bool, lang: Lang) -> Msg {
    let language = settings
        .language
        .as_deref()
        .and_then(Lang::from_tag)
        .unwrap_or_default();
    SettingsMsg::Shown {
        room,
        defaults: settings.default_words().join(" "),
        language: language_name(language, lang),
        tournament_channel: settings
            .tournament_channel
            .as_ref()
            .map(|c| Mark::Channel(c).to_string()),
        threads: settings.threads,
    }
    .into()
}
