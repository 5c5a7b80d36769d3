//! [`GameFamily`]: what a game family is above the rules; the round's calls that hand a typed
//! or accepted move to its family (through the registration, [`super::family`]); and the
//! steps the families share: whose move it is, and how a move of open information is told.

use crate::core::round::Round;
use crate::{
    ai::Level,
    core::{
        command::error::ParseError,
        effect::{Audience, ImageView},
        ids::GameId,
        incoming::Incoming,
        log::{GameEvent, LogError},
        messages::{ErrorMsg, GameMsg, MoveTold},
        tx::{Context, Internal, Res},
        Name,
    },
    i18n::Lang,
    rules::{AnyGame, AnyMove, AnyRuleError, Family, GameSpec, MoveRecord, Notation, Played, Side},
};

/// What a game family is above the rules. Each method is given values of the family's own
/// (the registration hands a game, move or error to the family it belongs to); one of another
/// family is the core's mistake, answered with `None` or [`crate::core::tx::Internal::WrongFamily`].
pub(crate) trait GameFamily: Sync {
    /// Rebuilds the game of `spec` from a log (or a prefix of one).
    fn rebuild(&self, spec: GameSpec, events: &[GameEvent]) -> Result<AnyGame, LogError>;

    /// What `audience` may see of `game`; `None` when there is nothing to show.
    fn view_of(&self, game: &AnyGame, audience: Audience) -> Option<ImageView>;

    /// The computer's move in `game` at `level`, for a family of open information (`None`
    /// for a family whose player gets only its view: [`crate::core::ai::Ai::choose`]).
    fn computer_move(&self, game: &AnyGame, level: Level, seed: u64) -> Option<AnyMove>;

    /// How the log keeps an accepted move.
    fn move_record(&self, mv: &AnyMove, played: Played) -> Option<MoveRecord>;

    /// A move, resignation or timeout its rules refused, as the user's error message.
    fn rule_msg(&self, game: GameId, error: AnyRuleError) -> Option<ErrorMsg>;

    /// Why its rules refused a move (or a draw action), in `lang`: the text of
    /// [`ErrorMsg::FamilyRule`] (`None` for an error of another family, or one the family
    /// tells with its own message, as the Hex family does with [`ErrorMsg::Rule`]).
    fn rule_text(&self, game: GameId, error: &AnyRuleError, lang: Lang) -> Option<String>;

    /// The text of a message of this family's words that was not understood (a size or swap
    /// setting it does not take, its colour for another family's game, a bad move text), in
    /// `lang`; `None` for an error that is not about this family's words.
    fn parse_text(&self, error: &ParseError, lang: Lang) -> Option<String>;

    /// Whether `hex replay` shows the final board as a still picture before the animation.
    fn replay_shows_final_board(&self) -> bool;

    /// `hex export` of a finished game as a message (`None`: the record is an SGF file).
    fn record_msg(&self, id: GameId, game: &AnyGame) -> Option<GameMsg>;

    /// The part the family's own Fluent ids carry (`game-dame-game-over`); `None` for plain
    /// ids (`game-over`).
    fn text_part(&self) -> Option<&'static str>;

    /// Text typed as a move, read as this family's: `None` when it does not look like one
    /// (the Hex family's moves are read by the command grammar itself).
    fn typed_move(&self, text: &str) -> Option<Result<Notation, ParseError>>;

    /// Whether a (lowercased) word names this family's game (a family whose game has no
    /// options; the Hex family's games are named by their variants).
    fn is_named(&self, word: &str) -> bool;

    /// A move typed by a player of the game, checked for syntax: resolved and played (`None`
    /// for another family's notation: [`Round::play_typed`] makes it the core's mistake).
    fn play_typed(
        &self,
        tx: &mut Round<'_, '_>,
        incoming: &Incoming,
        id: GameId,
        mv: Notation,
    ) -> Option<Res<()>>;

    /// Tells an accepted move that did not end the game (`None` for another family's move).
    /// A family of open information describes the move and leaves the telling to
    /// [`Round::tell_open_move`]; the Hex family tells its own (Dark Hex keeps the stones out
    /// of the channel, Blue may be offered the swap).
    fn announce(
        &self,
        tx: &mut Round<'_, '_>,
        id: GameId,
        player: Side,
        mv: AnyMove,
        played: Played,
    ) -> Option<Res<()>>;
}

impl Round<'_, '_> {
    /// A move typed by a player of the game, checked for syntax: its family resolves and plays
    /// it.
    pub(crate) fn play_typed(&mut self, incoming: &Incoming, id: GameId, mv: Notation) -> Res<()> {
        super::family(mv.family())
            .play_typed(self, incoming, id, mv)
            .unwrap_or_else(|| Err(Internal::WrongFamily(id).into()))
    }

    /// Announces an accepted move that did not end the game, as its family tells it.
    pub(crate) fn announce(
        &mut self,
        id: GameId,
        player: Side,
        mv: AnyMove,
        played: Played,
    ) -> Res<()> {
        super::family(mv.family())
            .announce(self, id, player, mv, played)
            .unwrap_or_else(|| Err(Internal::WrongFamily(id).into()))
    }

    /// The side the author of `incoming` plays in game `id` (someone else:
    /// [`ErrorMsg::NotYourGame`]), the first check of a player's typed move or draw action.
    pub(crate) fn author_side(&self, incoming: &Incoming, id: GameId) -> Res<Side> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let side = table.meta.colour_of(&incoming.user_id());
        Ok(side.ok_or(ErrorMsg::NotYourGame { game: id })?)
    }

    /// Tells an accepted move of a family of open information (every audience sees the same
    /// board) that did not end the game, as the family describes it in `played`: the board and
    /// the move to the channel (and to the mover when no channel shows it), the turn to the
    /// opponent.
    pub(crate) fn tell_open_move(
        &mut self,
        id: GameId,
        player: Side,
        kind: Family,
        played: MoveTold,
    ) -> Res<()> {
        let table = self.table(id).ok_or(Internal::MissingGame(id))?;
        let ply = table.game.ply();
        let next = player.opponent();
        let name = Name::from(table.meta.seat(player));
        let in_dm = table.meta.channel.is_none();
        let mv = played.mv.clone();
        let announce = GameMsg::MoveAnnounce {
            game: id,
            kind,
            ply,
            player: player.into(),
            name: name.clone(),
            played,
            next: next.into(),
        };
        self.post(id, announce, true)?;
        if in_dm {
            // No channel shows the board: the mover gets it too.
            let played = GameMsg::YouPlayed {
                game: id,
                kind,
                mv: mv.clone(),
                next: None,
            };
            self.dm(id, player, played, Some(Audience::Revealed))?;
        }
        let turn = GameMsg::YourTurn {
            game: id,
            by: name,
            mv,
        };
        self.dm(id, next, turn, Some(Audience::Revealed))
    }
}
