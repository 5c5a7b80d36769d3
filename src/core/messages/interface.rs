//! The chat interface rather than a game: buttons and forms, thread names, the games offered
//! while a number is typed, and short notices (a picture left out, DMs closed, a command sent
//! while the bot was away). Texts in `locales/*/interface.ftl`.

use super::t;
use crate::{
    core::{ActionKind, GameId},
    i18n::{Args, Lang},
};

/// What the bot says about the chat interface itself.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum InterfaceMsg {
    /// A private view could not be sent by DM; shown here instead.
    DmClosed,
    /// A channel notice for a user whose DMs are closed (no private answer was possible).
    DmsClosedNotice {
        /// The user, as a mention.
        user: String,
    },
    /// A command sent while the bot was away for long (Matrix, over a day): not acted on.
    AwayNotice {
        /// Its author, as a mention.
        user: String,
    },
    /// The label of a button.
    ActionLabel(ActionKind),
    /// The label of the button that cancels a confirmation.
    CancelLabel,
    /// Someone used a button made for other people.
    ButtonNotForYou,
    /// A button whose challenge or game has moved on.
    ButtonExpired,
    /// Added to a channel post sent without its picture: the bot may not attach files there.
    PictureNeedsAttachFiles,
    /// Added to a message sent without its picture: the file is over Discord's upload limit.
    PictureTooLarge,
    /// Told privately when the bot could not delete a Dark Hex move typed in public.
    DeleteYourMove,
    /// Shown with the server settings: permissions the bot lacks in this channel.
    MissingPermissions {
        /// Their names, comma-separated.
        names: String,
    },
    /// Asks to confirm a resignation.
    ResignConfirm {
        /// The game, if named.
        game: Option<GameId>,
    },
    /// The resignation was not confirmed.
    ResignCancelled,
    /// Title of the form asking for Blue's cell instead of a swap.
    PlaceTitle {
        /// The game.
        game: GameId,
    },
    /// Label of the cell field in that form.
    PlaceField,
    /// A form was sent without a usable cell.
    PlaceMissing,
    /// A slash command was handled and there is nothing else to say.
    Done,
    /// A slash command without its subcommand.
    PickSubcommand,
    /// Thread name for a game.
    ThreadName {
        /// The game.
        game: GameId,
    },
    /// One of the user's games, offered while they type a game number.
    GameChoice {
        /// The game.
        game: GameId,
        /// The game's name as users type it (`hex`, `darkhex`, …).
        name: String,
        /// The opponent's name.
        opponent: String,
        /// Whether it is the user's move.
        your_move: bool,
    },
}

impl InterfaceMsg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let plain = |id: &str| t(lang, id, Args::new());
        let one =
            |id: &str, name: &'static str, value: &str| t(lang, id, Args::new().str(name, value));
        match self {
            InterfaceMsg::DmClosed => plain("interface-dm-closed"),
            InterfaceMsg::DmsClosedNotice { user } => {
                one("interface-dms-closed-notice", "user", user)
            }
            InterfaceMsg::AwayNotice { user } => one("interface-away-notice", "user", user),
            InterfaceMsg::ActionLabel(kind) => plain(match kind {
                ActionKind::Accept { .. } => "interface-action-label.accept",
                ActionKind::Decline { .. } => "interface-action-label.decline",
                ActionKind::Swap { .. } => "interface-action-label.swap",
                ActionKind::Place { .. } => "interface-action-label.place",
                ActionKind::Rematch { .. } => "interface-action-label.rematch",
                ActionKind::Resign { .. } => "interface-action-label.resign",
                ActionKind::Views { .. } => "interface-action-label.views",
                ActionKind::CheckIn { .. } => "interface-action-label.checkin",
            }),
            InterfaceMsg::CancelLabel => plain("interface-cancel-label"),
            InterfaceMsg::ButtonNotForYou => plain("interface-button-not-for-you"),
            InterfaceMsg::ButtonExpired => plain("interface-button-expired"),
            InterfaceMsg::PictureNeedsAttachFiles => plain("interface-picture-needs-attach-files"),
            InterfaceMsg::PictureTooLarge => plain("interface-picture-too-large"),
            InterfaceMsg::DeleteYourMove => plain("interface-delete-your-move"),
            InterfaceMsg::MissingPermissions { names } => {
                one("interface-missing-permissions", "names", names)
            }
            InterfaceMsg::ResignConfirm { game } => match game {
                Some(game) => one("interface-resign-confirm", "game", &game.to_string()),
                None => plain("interface-resign-confirm.unnamed"),
            },
            InterfaceMsg::ResignCancelled => plain("interface-resign-cancelled"),
            InterfaceMsg::PlaceTitle { game } => {
                one("interface-place-title", "game", &game.to_string())
            }
            InterfaceMsg::PlaceField => plain("interface-place-field"),
            InterfaceMsg::PlaceMissing => plain("interface-place-missing"),
            InterfaceMsg::Done => plain("interface-done"),
            InterfaceMsg::PickSubcommand => plain("interface-pick-subcommand"),
            InterfaceMsg::ThreadName { game } => {
                one("interface-thread-name", "game", &game.to_string())
            }
            InterfaceMsg::GameChoice {
                game,
                name,
                opponent,
                your_move,
            } => t(
                lang,
                "interface-game-choice",
                Args::new()
                    .str("game", game.to_string())
                    .str("name", name.as_str())
                    .str("opponent", opponent.as_str())
                    .flag("your_move", *your_move),
            ),
        }
    }
}
