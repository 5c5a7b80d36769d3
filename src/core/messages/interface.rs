//! The chat interface rather than a game: buttons and forms, slash commands and server
//! settings, the notices for closed DMs, thread names, and local mode's labels (refusals of
//! these included).

use super::Msg;
use crate::core::ActionKind;

/// The English text of the interface's messages; `None` for other messages.
pub(super) fn english(msg: &Msg) -> Option<String> {
    Some(match msg {
        Msg::DmClosed => "I could not send you a direct message (are your DMs closed?), so here it is privately.".to_owned(),
        Msg::DmsClosedNotice { user } => format!("{user}, I cannot send you direct messages, so I cannot show you your board. Please allow direct messages from server members (Privacy Settings), then use `/hex board` or type `hex board`."),
        Msg::ActionLabel(kind) => match kind {
            ActionKind::Accept { .. } => "Accept",
            ActionKind::Decline { .. } => "Decline",
            ActionKind::Swap { .. } => "Swap",
            ActionKind::Place { .. } => "Place a stone",
            ActionKind::Rematch { .. } => "Rematch",
            ActionKind::Resign { .. } => "Resign",
        }
        .to_owned(),
        Msg::CancelLabel => "Cancel".to_owned(),
        Msg::ButtonNotForYou => "This button is not for you: only the players it names can use it.".to_owned(),
        Msg::ButtonExpired => "This button has expired: that challenge or move is no longer waiting.".to_owned(),
        Msg::PictureNeedsAttachFiles => "(No picture: I need the Attach Files permission in this channel.)".to_owned(),
        Msg::MissingPermissions { names } => format!("In this channel I am missing these permissions: {names}. Without them my posts lose their pictures or text, or I cannot remove Dark Hex moves typed in public."),
        Msg::ResignConfirm { game } => match game {
            Some(game) => format!("Resign game #{game}? This ends the game; it cannot be undone."),
            None => "Resign your game? This ends the game; it cannot be undone.".to_owned(),
        },
        Msg::ResignCancelled => "You did not resign; the game goes on.".to_owned(),
        Msg::PlaceTitle { game } => format!("Game #{game}: place a stone"),
        Msg::PlaceField => "Cell (like f6)".to_owned(),
        Msg::PlaceMissing => "Type a cell like f6.".to_owned(),
        Msg::Done => "Done.".to_owned(),
        Msg::PickSubcommand => "Pick a /hex subcommand, or type `hex help`.".to_owned(),
        Msg::SettingsNeedManageServer => "Only members with the Manage Server permission can change this server's settings, with /hex settings (a typed message does not show me your permissions).".to_owned(),
        Msg::SettingsInServerOnly => "Settings belong to a server: use /hex settings in one of its channels.".to_owned(),
        Msg::LanguageUnavailable { text } => format!("I do not speak “{text}” yet: the only language available is en (English)."),
        Msg::SettingsShown { defaults, language, tournament_channel, threads } => format!(
            "Server settings: default game {}; language {language}; tournament channel {}; a thread per game: {}.",
            if defaults.is_empty() { "as built in (darkhex 9, hex/rex 11)" } else { defaults },
            tournament_channel.as_deref().unwrap_or("none"),
            if *threads { "on" } else { "off" },
        ),
        Msg::ThreadName { game } => format!("Game #{game}"),
        Msg::GameChoice { game, name, opponent, your_move } => format!(
            "#{game} {name} against {opponent}{}",
            if *your_move { " (your move)" } else { "" }
        ),
        Msg::SettingsSaved => "Saved.".to_owned(),
        Msg::LocalWelcome { url, channel } => format!("hextable local — database {url}; you are in channel #{channel}. Type moves like f6, `hex help`, or `quit`."),
        Msg::LocalDarkHint => "(Dark Hex moves go to the bot by DM; here, whatever you type is sent privately when it is a move.)".to_owned(),
        Msg::LocalCurtain { next } => format!("──── curtain ──── Pass the device to the {next} player and press Enter to uncover."),
        Msg::LocalImageSaved { path } => format!("(image saved to {path})"),
        Msg::LocalImageNotSaved { error } => format!("(could not save image: {error})"),
        Msg::LocalImagesLater { error, folder } => format!("({error}; images will be saved to {folder} once it is)"),
        Msg::LocalMessageRemoved => "(the bot removed a message)".to_owned(),
        Msg::LocalPrivateLabel => "only you can see this".to_owned(),
        Msg::LocalDmLabel => "DM".to_owned(),
        Msg::LocalSeatName { seat } => match seat.as_str() {
            "you" => "You".to_owned(),
            "red" => "Red player".to_owned(),
            "blue" => "Blue player".to_owned(),
            other => other.to_owned(),
        },
        _ => return None,
    })
}
