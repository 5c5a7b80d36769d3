//! The chat interface rather than a game: buttons and forms, slash commands and server
//! settings, the notices for closed DMs, thread names, and local mode's labels (refusals of
//! these included).

use super::{t, Msg};
use crate::{
    core::ActionKind,
    i18n::{Args, Lang},
};

/// The text of the interface's messages in `lang`; `None` for other messages.
pub(super) fn text(msg: &Msg, lang: Lang) -> Option<String> {
    let plain = |id: &str| t(lang, id, Args::new());
    let one = |id: &str, name: &'static str, value: &str| t(lang, id, Args::new().str(name, value));
    Some(match msg {
        Msg::DmClosed => plain("commands-dm-closed"),
        Msg::DmsClosedNotice { user } => one("commands-dms-closed-notice", "user", user),
        Msg::AwayNotice { user } => one("commands-away-notice", "user", user),
        Msg::ActionLabel(kind) => plain(match kind {
            ActionKind::Accept { .. } => "commands-action-label.accept",
            ActionKind::Decline { .. } => "commands-action-label.decline",
            ActionKind::Swap { .. } => "commands-action-label.swap",
            ActionKind::Place { .. } => "commands-action-label.place",
            ActionKind::Rematch { .. } => "commands-action-label.rematch",
            ActionKind::Resign { .. } => "commands-action-label.resign",
            ActionKind::Views { .. } => "commands-action-label.views",
            ActionKind::CheckIn { .. } => "commands-action-label.checkin",
        }),
        Msg::CancelLabel => plain("commands-cancel-label"),
        Msg::ButtonNotForYou => plain("commands-button-not-for-you"),
        Msg::ButtonExpired => plain("commands-button-expired"),
        Msg::PictureNeedsAttachFiles => plain("commands-picture-needs-attach-files"),
        Msg::PictureTooLarge => plain("commands-picture-too-large"),
        Msg::DeleteYourMove => plain("commands-delete-your-move"),
        Msg::MissingPermissions { names } => one("commands-missing-permissions", "names", names),
        Msg::ResignConfirm { game } => match game {
            Some(game) => one("commands-resign-confirm", "game", &game.to_string()),
            None => plain("commands-resign-confirm.unnamed"),
        },
        Msg::ResignCancelled => plain("commands-resign-cancelled"),
        Msg::PlaceTitle { game } => one("commands-place-title", "game", &game.to_string()),
        Msg::PlaceField => plain("commands-place-field"),
        Msg::PlaceMissing => plain("commands-place-missing"),
        Msg::Done => plain("commands-done"),
        Msg::PickSubcommand => plain("commands-pick-subcommand"),
        Msg::SettingsNeedManageServer => plain("settings-need-manage-server"),
        Msg::SettingsInServerOnly => plain("settings-in-server-only"),
        Msg::LanguageUnavailable { text } => one("settings-language-unavailable", "text", text),
        Msg::SettingsShown {
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
        Msg::ThreadName { game } => one("commands-thread-name", "game", &game.to_string()),
        Msg::GameChoice {
            game,
            name,
            opponent,
            your_move,
        } => t(
            lang,
            "commands-game-choice",
            Args::new()
                .str("game", game.to_string())
                .str("name", name.as_str())
                .str("opponent", opponent.as_str())
                .flag("your_move", *your_move),
        ),
        Msg::SettingsSaved => plain("settings-saved"),
        Msg::LanguageShown { chosen, current } => match chosen {
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
        Msg::LanguageSaved { lang: chosen } => one(
            "settings-language-saved",
            "language",
            &language_name(*chosen, lang),
        ),
        Msg::LanguageCleared => plain("settings-language-cleared"),
        Msg::LanguageRoom { lang: chosen } => one(
            "settings-language-room",
            "language",
            &language_name(*chosen, lang),
        ),
        Msg::SettingsNeedRoomModerator => plain("settings-room-moderators"),
        Msg::SettingsInRoomOnly => plain("settings-in-room-only"),
        Msg::LocalWelcome { url, channel } => t(
            lang,
            "local-welcome",
            Args::new()
                .str("url", url.as_str())
                .str("channel", channel.as_str()),
        ),
        Msg::LocalDarkHint => plain("local-dark-hint"),
        Msg::LocalCurtain { next } => one("local-curtain", "next", next),
        Msg::LocalImageSaved { path } => one("local-image-saved", "path", path),
        Msg::LocalImageNotSaved { error } => one("local-image-not-saved", "error", error),
        Msg::LocalImagesLater { error, folder } => t(
            lang,
            "local-images-later",
            Args::new()
                .str("error", error.as_str())
                .str("folder", folder.as_str()),
        ),
        Msg::LocalMessageRemoved => plain("local-message-removed"),
        Msg::LocalPrivateLabel => plain("local-private-label"),
        Msg::LocalDmLabel => plain("local-dm-label"),
        Msg::LocalSeatName { seat } => one("local-seat-name", "seat", seat),
        _ => return None,
    })
}

/// The name of language `named` as readers of `lang` see it (`fi (suomi)`).
pub fn language_name(named: Lang, lang: Lang) -> String {
    t(
        lang,
        &format!("settings-language-name.{}", named.code()),
        Args::new(),
    )
}
