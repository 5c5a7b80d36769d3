//! The knowledge replay (`hex replay 12 views`, the Replay button): its caption and its
//! refusals (texts in `locales/*/knowledge.ftl`).

use super::t;
use crate::{
    core::GameId,
    i18n::{Args, Lang},
};

/// What the bot says about a knowledge replay.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum KnowledgeMsg {
    /// The caption of the animation: what each panel shows.
    Of {
        /// The game.
        game: GameId,
        /// Number of moves.
        moves: usize,
    },
    /// Asked for while the Dark Hex game is still being played.
    NotOver {
        /// The game.
        game: GameId,
    },
    /// Asked for a game without hidden stones (Hex, Rex, any open game).
    OnlyDarkHex {
        /// The game.
        game: GameId,
    },
}

impl KnowledgeMsg {
    /// Whether the message refuses what was asked.
    pub fn is_refusal(&self) -> bool {
        !matches!(self, KnowledgeMsg::Of { .. })
    }

    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let game = |id: &GameId| Args::new().str("game", id.to_string());
        match self {
            KnowledgeMsg::Of { game: id, moves } => {
                t(lang, "knowledge-of", game(id).num("moves", *moves))
            }
            KnowledgeMsg::NotOver { game: id } => t(lang, "knowledge-not-over", game(id)),
            KnowledgeMsg::OnlyDarkHex { game: id } => t(lang, "knowledge-only-dark-hex", game(id)),
        }
    }
}
