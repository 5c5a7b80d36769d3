//! Server and room settings, and a player's own language (`hex language`), with their
//! refusals (texts in `locales/*/settings.ftl`).

use super::t;
use crate::i18n::{Args, Lang};

/// What the bot says about settings and languages.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SettingsMsg {
    /// Server settings are for members with Manage Server.
    NeedManageServer,
    /// Server settings exist only in a server.
    InServerOnly,
    /// A language we do not have.
    LanguageUnavailable {
        /// What was asked for.
        text: String,
    },
    /// The server's (or, on Matrix, the room's) settings.
    Shown {
        /// A Matrix room's: no tournament channel (a room is its own).
        room: bool,
        /// Default game options, as words (`hex 11`), or empty.
        defaults: String,
        /// Language code.
        language: String,
        /// Tournament channel, as a mention, if any.
        tournament_channel: Option<String>,
        /// Thread per game.
        threads: bool,
    },
    /// The settings were saved.
    Saved,
    /// `hex language`: the player's own choice, if any, and the language they read now.
    LanguageShown {
        /// Their own choice.
        chosen: Option<Lang>,
        /// What they read now.
        current: Lang,
    },
    /// `hex language fi`: saved (said in the new language).
    LanguageSaved {
        /// The language chosen.
        lang: Lang,
    },
    /// `hex language auto`: the player's own choice is gone.
    LanguageCleared,
    /// A Matrix room moderator set the room's language.
    LanguageRoom {
        /// The room's language.
        lang: Lang,
    },
    /// Matrix: a room's settings are for its moderators.
    NeedRoomModerator,
    /// Matrix: settings exist only in a room (not in the private room with the bot).
    InRoomOnly,
}

impl SettingsMsg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let plain = |id: &str| t(lang, id, Args::new());
        let one =
            |id: &str, name: &'static str, value: &str| t(lang, id, Args::new().str(name, value));
        match self {
            SettingsMsg::NeedManageServer => plain("settings-need-manage-server"),
            SettingsMsg::InServerOnly => plain("settings-in-server-only"),
            SettingsMsg::LanguageUnavailable { text } => {
                one("settings-language-unavailable", "text", text)
            }
            SettingsMsg::Shown {
                room,
                defaults,
                language,
                tournament_channel,
                threads,
            } => {
                let defaults = if defaults.is_empty() {
                    plain("settings-shown.built-in-defaults")
                } else {
                    defaults.clone()
                };
                let channel = tournament_channel
                    .clone()
                    .unwrap_or_else(|| plain("settings-shown.no-tournament-channel"));
                t(
                    lang,
                    if *room {
                        "settings-room-shown"
                    } else {
                        "settings-shown"
                    },
                    Args::new()
                        .str("defaults", defaults)
                        .str("language", language.as_str())
                        .str("tournament_channel", channel)
                        .flag("threads", *threads),
                )
            }
            SettingsMsg::Saved => plain("settings-saved"),
            SettingsMsg::LanguageShown { chosen, current } => match chosen {
                Some(chosen) => one(
                    "settings-language-shown",
                    "language",
                    &language_name(*chosen, lang),
                ),
                None => one(
                    "settings-language-shown.none",
                    "language",
                    &language_name(*current, lang),
                ),
            },
            SettingsMsg::LanguageSaved { lang: chosen } => one(
                "settings-language-saved",
                "language",
                &language_name(*chosen, lang),
            ),
            SettingsMsg::LanguageCleared => plain("settings-language-cleared"),
            SettingsMsg::LanguageRoom { lang: chosen } => one(
                "settings-language-room",
                "language",
                &language_name(*chosen, lang),
            ),
            SettingsMsg::NeedRoomModerator => plain("settings-room-moderators"),
            SettingsMsg::InRoomOnly => plain("settings-in-room-only"),
        }
    }
}

/// The name of language `named` as readers of `lang` see it (`fi (suomi)`).
pub fn language_name(named: Lang, lang: Lang) -> String {
    t(
        lang,
        &format!("settings-language-name.{}", named.code()),
        Args::new(),
    )
}
