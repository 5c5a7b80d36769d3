//! Local mode (`hextable local`): the greeting, the curtain between hotseat turns, the labels
//! of private replies, and where images go (texts in `locales/*/local.ftl`).

use super::t;
use crate::i18n::{Args, Lang};

/// What the bot says in local mode.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LocalMsg {
    /// Local mode: the greeting, with the database and the channel's name.
    Welcome {
        /// The database URL.
        url: String,
        /// The channel the terminal stands for.
        channel: String,
    },
    /// Local mode: where Dark Hex moves go.
    DarkHint,
    /// Local mode, hotseat: hand the device over.
    Curtain {
        /// Who plays next (`red` or `blue`).
        next: String,
    },
    /// Local mode: an image was written to a file.
    ImageSaved {
        /// The file.
        path: String,
    },
    /// Local mode: an image could not be written.
    ImageNotSaved {
        /// Why.
        error: String,
    },
    /// Local mode: images cannot be drawn (said once).
    ImagesLater {
        /// Why.
        error: String,
        /// The folder they will go to.
        folder: String,
    },
    /// Local mode: the bot deleted a message in the channel.
    MessageRemoved,
    /// Local mode: the label of a private reply.
    PrivateLabel,
    /// Local mode: the label of a direct message.
    DmLabel,
    /// Local mode: how a seat is named (`you`, `red`, `blue`).
    SeatName {
        /// The seat.
        seat: String,
    },
}

impl LocalMsg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let plain = |id: &str| t(lang, id, Args::new());
        let one =
            |id: &str, name: &'static str, value: &str| t(lang, id, Args::new().str(name, value));
        match self {
            LocalMsg::Welcome { url, channel } => t(
                lang,
                "local-welcome",
                Args::new()
                    .str("url", url.as_str())
                    .str("channel", channel.as_str()),
            ),
            LocalMsg::DarkHint => plain("local-dark-hint"),
            LocalMsg::Curtain { next } => one("local-curtain", "next", next),
            LocalMsg::ImageSaved { path } => one("local-image-saved", "path", path),
            LocalMsg::ImageNotSaved { error } => one("local-image-not-saved", "error", error),
            LocalMsg::ImagesLater { error, folder } => t(
                lang,
                "local-images-later",
                Args::new()
                    .str("error", error.as_str())
                    .str("folder", folder.as_str()),
            ),
            LocalMsg::MessageRemoved => plain("local-message-removed"),
            LocalMsg::PrivateLabel => plain("local-private-label"),
            LocalMsg::DmLabel => plain("local-dm-label"),
            LocalMsg::SeatName { seat } => one("local-seat-name", "seat", seat),
        }
    }
}
