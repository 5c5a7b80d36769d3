//! A game being played: moves and hits (Dark Hex, open Hex and Rex, other families), the end of a
//! game, draws, takebacks, rematches, time warnings, and what players ask about their games
//! (the board, the games list, replays and records). Texts in `locales/*/game.ftl`.

use super::{colour_key, t, Name};
use crate::{
    core::{clock::human_duration, families::text_part, ChallengeId, GameId, Millis},
    i18n::{Args, Lang},
    rules::{Cell, Family, Player, Reason},
};

/// The Fluent id `game-{part}-{what}` of a family's own words ([`text_part`]), or
/// `game-{what}` for the Hex family.
fn own_id(kind: Family, what: &str) -> String {
    match text_part(kind) {
        Some(part) => format!("game-{part}-{what}"),
        None => format!("game-{what}"),
    }
}

/// Who won a game, for its result: the winner's colour and both names.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Winner {
    /// The winner's colour.
    pub colour: Player,
    /// The winner's name.
    pub name: Name,
    /// The loser's name.
    pub loser: Name,
}

/// A move as its family describes it for the announcement.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct MoveTold {
    /// The move as the family writes it (`f6`, `f4xh6xf6`); empty for a swap.
    pub mv: String,
    /// The move was the swap.
    pub swap: bool,
    /// Pieces captured (none in the Hex family).
    pub captured: usize,
    /// A man was crowned (never in the Hex family).
    pub crowned: bool,
}

/// One player's rating after a rated game, as shown: `alice 1532 (+14)`, a provisional
/// rating as `1500?` ([`crate::core::ratings::Rating::shown`]).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RatingShown {
    /// The player's name.
    pub name: String,
    /// The rating after the game (`1532`, `1500?`).
    pub rating: String,
    /// The change (`+14`, `-9`, `±0`).
    pub change: String,
}

/// Message `id`, or its `attribute` addressing the reader when `name` is theirs.
fn you_or<'a>(id: &'a str, name: &Name, attribute: &str) -> std::borrow::Cow<'a, str> {
    if name.is_reader() {
        format!("{id}{attribute}").into()
    } else {
        id.into()
    }
}

/// A result's message: `id`, or its `.you-won` / `.you-lost` for the reader's own game.
fn result_id(id: &str, winner: &Name, loser: &Name) -> String {
    if winner.is_reader() {
        format!("{id}.you-won")
    } else if loser.is_reader() {
        format!("{id}.you-lost")
    } else {
        id.to_owned()
    }
}

/// What the bot says about a game being played.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum GameMsg {
    /// The mover's own move, told back to them (Dark Hex, where nobody else sees it; a game
    /// of any family without a channel to show it).
    YouPlayed {
        /// The game.
        game: GameId,
        /// Its family (whose words tell the move).
        kind: Family,
        /// The move, as its family writes it.
        mv: String,
        /// Who moves next, when the family tells it (Dark Hex: the mover may move again).
        next: Option<Player>,
    },
    /// Dark Hex: the mover found an enemy stone.
    YouHit {
        /// The game.
        game: GameId,
        /// Where.
        cell: Cell,
        /// Whether the mover moves again (classic).
        again: bool,
    },
    /// Dark Hex: the opponent found one of your stones (not which).
    StoneFound {
        /// The game.
        game: GameId,
        /// The finder's name.
        by: Name,
        /// Whether it is now your move.
        your_move: bool,
    },
    /// Dark Hex: the opponent moved (not where).
    OpponentMoved {
        /// The game.
        game: GameId,
        /// The mover's name.
        by: Name,
        /// Whether it is now your move.
        next_is_you: bool,
    },
    /// Dark Hex channel: a move was made.
    DarkMoveAnnounce {
        /// The game.
        game: GameId,
        /// Move number.
        ply: usize,
        /// Who moved.
        player: Player,
        /// Who moves next.
        next: Player,
    },
    /// Dark Hex channel: a stone was hit (anonymous).
    StoneHitAnnounce {
        /// The game.
        game: GameId,
        /// Move number.
        ply: usize,
    },
    /// A channel post: a move was played where everyone can see it (every family but Dark
    /// Hex), as its family describes it.
    MoveAnnounce {
        /// The game.
        game: GameId,
        /// Which family (its colours' names and its words for a move).
        kind: Family,
        /// Move number.
        ply: usize,
        /// Who moved.
        player: Player,
        /// Their name.
        name: Name,
        /// The move.
        played: MoveTold,
        /// Who moves next.
        next: Player,
    },
    /// Open game DM (every family but Dark Hex): the opponent moved; your turn.
    YourTurn {
        /// The game.
        game: GameId,
        /// Who moved.
        by: Name,
        /// What, as the game's family writes it (`f6`, `f4xh6xf6`).
        mv: String,
    },
    /// The result of a game of any family, as its rules give it.
    GameOver {
        /// The game.
        game: GameId,
        /// Which family (its colours' names and its words for a result).
        kind: Family,
        /// Who won; `None` for a draw.
        winner: Option<Winner>,
        /// Why the game ended.
        reason: Reason,
        /// A connection loses (Rex): the loser joined their own edges.
        connection_loses: bool,
        /// The board stays hidden (Dark Hex ended by other than a connection).
        hidden: bool,
    },
    /// The result of a rated game with both players' new ratings (the result's own text
    /// first, as for a casual game).
    RatedGameOver {
        /// The result as a casual game announces it ([`GameMsg::GameOver`]).
        result: Box<GameMsg>,
        /// The first seat's rating, then the second's (boxed: every message is moved about,
        /// few are results).
        ratings: Box<[RatingShown; 2]>,
    },
    /// Aborted for lack of moves.
    GameAborted {
        /// The game.
        game: GameId,
    },
    /// Channel: a draw was offered.
    DrawOffered {
        /// The game.
        game: GameId,
        /// Who.
        by: Name,
    },
    /// DM to the opponent: a draw was offered.
    DrawOfferedDm {
        /// The game.
        game: GameId,
        /// Who.
        by: Name,
    },
    /// Answer to the offerer: the offer stands.
    DrawOfferStands {
        /// The game.
        game: GameId,
    },
    /// A draw offer was declined.
    DrawDeclined {
        /// The game.
        game: GameId,
        /// Who declined.
        by: Name,
    },
    /// Channel: a takeback was asked for.
    TakebackAsked {
        /// The game.
        game: GameId,
        /// Who.
        by: Name,
    },
    /// DM to the opponent: agree?
    TakebackAskedDm {
        /// The game.
        game: GameId,
    },
    /// Moves were taken back.
    TakenBack {
        /// The game.
        game: GameId,
        /// How many.
        count: usize,
    },
    /// Channel: rematch offered.
    RematchOffered {
        /// The game.
        game: GameId,
        /// Who.
        by: Name,
    },
    /// DM: rematch offered.
    RematchOfferedDm {
        /// The game.
        game: GameId,
        /// Who.
        by: Name,
    },
    /// DM: time is running out.
    TimeWarningDm {
        /// The game.
        game: GameId,
        /// Time left.
        left: Millis,
    },
    /// Channel: someone's time is running out.
    TimeWarning {
        /// The game.
        game: GameId,
        /// Which family of game (for the colour's name).
        kind: Family,
        /// Whose.
        player: Player,
        /// Time left.
        left: Millis,
    },
    /// The board, on request.
    BoardOf {
        /// The game.
        game: GameId,
        /// Which family of game (for the colour's name).
        kind: Family,
        /// Who is to move.
        to_move: Option<Player>,
        /// Moves so far.
        ply: usize,
    },
    /// `hex games`.
    GameList {
        /// (game, game name, opponent, your move).
        games: Vec<(GameId, String, Name, bool)>,
        /// (challenge, challenger, yours).
        challenges: Vec<(ChallengeId, String, bool)>,
    },
    /// The replay.
    ReplayOf {
        /// The game.
        game: GameId,
        /// Number of moves.
        moves: usize,
    },
    /// The animated replay, after the final board.
    ReplayAnimation {
        /// The game.
        game: GameId,
    },
    /// The SGF record.
    Sgf {
        /// The game.
        game: GameId,
        /// The record.
        record: String,
    },
    /// Goes with the SGF record sent as a file.
    SgfAttached {
        /// The game.
        game: GameId,
    },
    /// A game's record as its family writes it: the move list (the Hex family sends SGF).
    MoveList {
        /// The game.
        game: GameId,
        /// Its family.
        kind: Family,
        /// The moves in notation, separated by spaces.
        record: String,
    },
}

impl GameMsg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        let at = |game: &GameId| Args::new().str("game", game.to_string());
        let hex = |p: &Player| colour_key(Family::Hex, *p);
        match self {
            GameMsg::YouPlayed {
                game,
                kind,
                mv,
                next,
            } => match next {
                Some(next) => t(
                    lang,
                    "game-you-played",
                    at(game).str("mv", mv.as_str()).str("next", hex(next)),
                ),
                None => t(
                    lang,
                    &own_id(*kind, "you-played"),
                    at(game).str("mv", mv.as_str()),
                ),
            },
            GameMsg::MoveAnnounce {
                game,
                kind,
                ply,
                player,
                name,
                played,
                next,
            } => {
                let id = match text_part(*kind) {
                    None => "game-open-move-announce".to_string(),
                    Some(_) => own_id(*kind, "move-announce"),
                };
                t(
                    lang,
                    &you_or(&id, name, ".you"),
                    at(game)
                        .num("ply", *ply)
                        .str("name", name.text(lang))
                        .str("player", colour_key(*kind, *player))
                        .flag("swap", played.swap)
                        .str("cell", played.mv.as_str())
                        .str("mv", played.mv.as_str())
                        .num("captured", played.captured)
                        .flag("crowned", played.crowned)
                        .str("next", colour_key(*kind, *next)),
                )
            }
            GameMsg::YouHit { game, cell, again } => t(
                lang,
                "game-you-hit",
                at(game).str("cell", cell.to_string()).flag("again", *again),
            ),
            GameMsg::StoneFound {
                game,
                by,
                your_move,
            } => t(
                lang,
                "game-stone-found",
                at(game)
                    .str("by", by.text(lang))
                    .flag("your_move", *your_move),
            ),
            GameMsg::OpponentMoved {
                game,
                by,
                next_is_you,
            } => t(
                lang,
                "game-opponent-moved",
                at(game)
                    .str("by", by.text(lang))
                    .flag("next_is_you", *next_is_you),
            ),
            GameMsg::DarkMoveAnnounce {
                game,
                ply,
                player,
                next,
            } => t(
                lang,
                "game-dark-move-announce",
                at(game)
                    .num("ply", *ply)
                    .str("player", hex(player))
                    .str("next", hex(next)),
            ),
            GameMsg::StoneHitAnnounce { game, ply } => {
                t(lang, "game-stone-hit-announce", at(game).num("ply", *ply))
            }
            GameMsg::YourTurn { game, by, mv } => t(
                lang,
                "game-your-turn",
                at(game).str("by", by.text(lang)).str("mv", mv.as_str()),
            ),
            GameMsg::GameOver {
                game,
                kind,
                winner,
                reason,
                connection_loses,
                hidden,
            } => result(
                *game,
                *kind,
                winner.as_ref(),
                *reason,
                *connection_loses,
                *hidden,
                lang,
            ),
            GameMsg::RatedGameOver { result, ratings } => {
                let [first, second] = &**ratings;
                t(
                    lang,
                    "game-rated-game-over",
                    Args::new()
                        .str("result", result.text(lang))
                        .str("first_name", first.name.as_str())
                        .str("first_rating", first.rating.as_str())
                        .str("first_change", first.change.as_str())
                        .str("second_name", second.name.as_str())
                        .str("second_rating", second.rating.as_str())
                        .str("second_change", second.change.as_str()),
                )
            }
            GameMsg::GameAborted { game } => t(lang, "game-aborted", at(game)),
            GameMsg::DrawOffered { game, by } => {
                t(lang, "game-draw-offered", at(game).str("by", by.text(lang)))
            }
            GameMsg::DrawOfferedDm { game, by } => t(
                lang,
                "game-draw-offered-dm",
                at(game).str("by", by.text(lang)),
            ),
            GameMsg::DrawOfferStands { game } => t(lang, "game-draw-offer-stands", at(game)),
            GameMsg::DrawDeclined { game, by } => t(
                lang,
                "game-draw-declined",
                at(game).str("by", by.text(lang)),
            ),
            GameMsg::TakebackAsked { game, by } => t(
                lang,
                "game-takeback-asked",
                at(game).str("by", by.text(lang)),
            ),
            GameMsg::TakebackAskedDm { game } => t(lang, "game-takeback-asked-dm", at(game)),
            GameMsg::TakenBack { game, count } => {
                t(lang, "game-taken-back", at(game).num("count", *count))
            }
            GameMsg::RematchOffered { game, by } => t(
                lang,
                "game-rematch-offered",
                at(game).str("by", by.text(lang)),
            ),
            GameMsg::RematchOfferedDm { game, by } => t(
                lang,
                "game-rematch-offered-dm",
                at(game).str("by", by.text(lang)),
            ),
            GameMsg::TimeWarningDm { game, left } => t(
                lang,
                "game-time-warning-dm",
                at(game).str("left", human_duration(*left, lang)),
            ),
            GameMsg::TimeWarning {
                game,
                kind,
                player,
                left,
            } => t(
                lang,
                "game-time-warning",
                at(game)
                    .str("player", colour_key(*kind, *player))
                    .str("left", human_duration(*left, lang)),
            ),
            GameMsg::BoardOf {
                game,
                kind,
                to_move,
                ply,
            } => t(
                lang,
                "game-board-of",
                at(game)
                    .num("ply", *ply)
                    .str("to_move", to_move.map_or("none", |p| colour_key(*kind, p))),
            ),
            GameMsg::GameList { games, challenges } => game_list(games, challenges, lang),
            GameMsg::ReplayOf { game, moves } => {
                t(lang, "game-replay-of", at(game).num("moves", *moves))
            }
            GameMsg::ReplayAnimation { game } => t(lang, "game-replay-animation", at(game)),
            GameMsg::Sgf { game, record } => {
                t(lang, "game-sgf", at(game).str("record", record.as_str()))
            }
            GameMsg::SgfAttached { game } => t(lang, "game-sgf-attached", at(game)),
            GameMsg::MoveList { game, kind, record } => {
                let id = own_id(*kind, "record");
                let record = if record.is_empty() {
                    t(lang, &format!("{id}.empty"), Args::new())
                } else {
                    record.clone()
                };
                t(lang, &id, at(game).str("record", record))
            }
        }
    }
}

/// The result of a game: `game-over` for the Hex family, the family's own otherwise
/// (`game-{part}-game-over`, whose words name its own ways to win, and its draws).
fn result(
    game: GameId,
    kind: Family,
    winner: Option<&Winner>,
    reason: Reason,
    connection_loses: bool,
    hidden: bool,
    lang: Lang,
) -> String {
    let id = match text_part(kind) {
        None => "game-over".to_string(),
        Some(_) => own_id(kind, "game-over"),
    };
    let args = Args::new().str("game", game.to_string());
    let key = match reason {
        Reason::Connection if connection_loses => "rex-connection",
        Reason::Connection => "connection",
        Reason::Resignation => "resignation",
        Reason::Timeout => "timeout",
        Reason::NoPieces => "no-pieces",
        Reason::NoMoves => "no-moves",
        Reason::Agreement => "agreement",
        Reason::Repetition => "repetition",
    };
    let Some(winner) = winner else {
        return t(lang, &format!("{id}.{key}"), args);
    };
    t(
        lang,
        &result_id(&id, &winner.name, &winner.loser),
        args.str("reason", key)
            .str("winner_name", winner.name.text(lang))
            .str("loser_name", winner.loser.text(lang))
            .str("winner", colour_key(kind, winner.colour))
            .flag("hidden", hidden),
    )
}

/// `hex games`: the games, then the challenges, one per indented line.
fn game_list(
    games: &[(GameId, String, Name, bool)],
    challenges: &[(ChallengeId, String, bool)],
    lang: Lang,
) -> String {
    let mut text = String::new();
    if games.is_empty() {
        text.push_str(&t(lang, "game-list", Args::new()));
    } else {
        text.push_str(&t(lang, "game-list.games", Args::new()));
        for (id, name, opponent, your_move) in games {
            let line = t(
                lang,
                "game-list.game-line",
                Args::new()
                    .str("game", id.to_string())
                    .str("name", name.as_str())
                    .str("opponent", opponent.text(lang))
                    .flag("your_move", *your_move),
            );
            text.push_str("\n  ");
            text.push_str(&line);
        }
    }
    if !challenges.is_empty() {
        text.push('\n');
        text.push_str(&t(lang, "game-list.challenges", Args::new()));
        for (id, from, yours) in challenges {
            let line = t(
                lang,
                "game-list.challenge-line",
                Args::new()
                    .str("id", id.to_string())
                    .str("from", from.as_str())
                    .flag("yours", *yours),
            );
            text.push_str("\n  ");
            text.push_str(&line);
        }
    }
    text
}
