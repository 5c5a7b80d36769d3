//! `/hex settings` (or `hex settings key=value …`): a server's managers show or change its
//! settings. The change is part of the plan, so the store writes it in the same transaction
//! as the answer.

use super::{
    command::parse_options,
    ids::Place,
    incoming::Incoming,
    messages::Msg,
    server::{ServerSettings, SettingsUpdate},
    tx::{reply_text, Res, Tx},
};

/// The languages the bot speaks today.
const LANGUAGES: &[&str] = &["en"];

impl Tx<'_> {
    /// Shows the server's settings, or changes the given ones and shows the result.
    pub(crate) fn settings(&mut self, incoming: &Incoming, update: &SettingsUpdate) -> Res<()> {
        let (Place::Channel(_), Some(server)) = (&incoming.place, &incoming.server) else {
            return Err(Msg::SettingsInServerOnly.into());
        };
        if !incoming.manages_server {
            return Err(Msg::SettingsNeedManageServer.into());
        }
        check(update)?;
        let before = self.server_settings(incoming.platform, server);
        let settings = before.updated(update);
        let saved = !update.is_empty();
        if saved {
            self.servers
                .insert((incoming.platform, server.clone()), settings.clone());
        }
        let shown = shown(&settings).english();
        let text = if saved {
            format!("{} {shown}", Msg::SettingsSaved.english())
        } else {
            shown
        };
        self.effects.push(reply_text(incoming, text, None));
        Ok(())
    }
}

/// Refuses a default game or size the grammar would not accept, and languages not spoken.
fn check(update: &SettingsUpdate) -> Res<()> {
    if let Some(game) = &update.game {
        parse_options(&[game.as_str()]).map_err(Msg::from)?;
    }
    if let Some(size) = update.size {
        parse_options(&[size.to_string().as_str()]).map_err(Msg::from)?;
    }
    if let Some(language) = &update.language {
        if !LANGUAGES.contains(&language.as_str()) {
            return Err(Msg::LanguageUnavailable {
                text: language.chars().take(20).collect(),
            }
            .into());
        }
    }
    Ok(())
}

/// The settings as the managers read them.
fn shown(settings: &ServerSettings) -> Msg {
    Msg::SettingsShown {
        defaults: settings.default_words().join(" "),
        language: settings.language.clone().unwrap_or_else(|| "en".to_owned()),
        tournament_channel: settings
            .tournament_channel
            .as_ref()
            .map(|c| format!("<#{c}>")),
        threads: settings.threads,
    }
}
