//! `hex replay 12 views` and the Replay button: the knowledge replay of a finished Dark Hex
//! game (what each player knew at each move, beside the true board). Before the end there is
//! nothing to show: the picture needs the revealed board, which the rules give only then.

use super::queries::Answer;
use super::{
    effect::{Action, ActionKind, Audience},
    ids::GameId,
    incoming::Incoming,
    messages::{knowledge::KnowledgeMsg, ErrorMsg, Msg},
    table::Table,
    tx::{Context, Res},
};

impl Answer<'_> {
    /// `hex replay 12 views`: the knowledge replay, privately to whoever asked; refused
    /// (privately) while the game is being played, and for games without hidden stones.
    pub(crate) fn knowledge_replay(&mut self, incoming: &Incoming, id: GameId) -> Res<()> {
        let table = self
            .table(id)
            .filter(|t| t.meta.platform == incoming.platform)
            .ok_or(ErrorMsg::NoSuchGame { game: id })?;
        if !table.meta.is_dark() {
            return Err(Msg::Knowledge(KnowledgeMsg::OnlyDarkHex { game: id }).into());
        }
        if !table.game.is_over() {
            return Err(Msg::Knowledge(KnowledgeMsg::NotOver { game: id }).into());
        }
        let lang = self.author_lang();
        let image = self.image(table, Audience::Knowledge, lang);
        let msg = Msg::Knowledge(KnowledgeMsg::Of {
            game: id,
            moves: table.game.ply(),
        });
        self.reply(incoming, msg, image);
        Ok(())
    }
}

/// The Replay button of a finished Dark Hex game's result (for anyone who sees it: the game
/// is over, so its replay is public); none for other games.
pub(crate) fn views_actions(table: &Table) -> Vec<Action> {
    if table.meta.is_dark() && table.game.is_over() {
        vec![Action::for_anyone(ActionKind::Views {
            game: table.meta.id,
        })]
    } else {
        Vec::new()
    }
}
