//! Help: the command list, the rules of each game, and the descriptions of the slash
//! commands and their options.

use super::Msg;
use crate::{core::RulesOf, rules::Variant};

/// The English text of help and rules; `None` for other messages.
pub(super) fn english(msg: &Msg) -> Option<String> {
    Some(match msg {
        Msg::Help => HELP.to_owned(),
        Msg::Rules(variant) => rules(*variant),
        _ => return None,
    })
}

/// The description of a `/hex` subcommand (or of `/hex` itself for `""`), shown by chat
/// clients; also the source of truth for the help of slash commands.
pub fn command_description(name: &str) -> &'static str {
    match name {
        "" => "Play Dark Hex, Hex, Rex and Hexdame",
        "challenge" => "Challenge a player",
        "open" => "Open a challenge anyone here can accept",
        "accept" => "Accept a challenge",
        "decline" => "Decline a challenge",
        "cancel" => "Withdraw your challenge",
        "play-bot" => "Play the computer",
        "move" => "Play a move",
        "resign" => "Resign a game (asks to confirm)",
        "board" => "Show the board (your view, privately)",
        "games" => "List your games and the challenges here",
        "replay" => "Replay a finished game",
        "export" => "The game record as SGF",
        "takeback" => "Ask for (or agree to) taking back the last move",
        "rematch" => "Offer the same game again",
        "draw" => "Offer, accept or decline a draw (Hexdame)",
        "rules" => "The rules",
        "help" => "The command list",
        "settings" => "Server settings (Manage Server only)",
        "profile" => "A player's ratings, streak and last games (privately)",
        "leaderboard" => "The best ratings in this server, or everyone's",
        "history" => "A player's finished games, newest first (privately)",
        "opt:player" => "Which player (default: you)",
        "opt:global" => "Everyone on the network instead of this server",
        "opt:page" => "Which page (10 games a page)",
        "opt:game" => "Which game",
        "opt:size" => "Board side (7 to 19)",
        "opt:colour" => "Your colour",
        "opt:time" => "Time control: none, per move (1d) or live (10m+5s)",
        "opt:opponent" => "Who to challenge",
        "opt:challenge" => "Challenge number",
        "opt:game-number" => "Game number (your games are suggested)",
        "opt:cell" => "A cell like f6, or swap; in Hexdame a move like f4-g5 or f4xh6xf6",
        "opt:draw" => "Offer a draw, or answer your opponent's offer",
        "opt:level" => "The computer's strength",
        "opt:rated" => "Whether the result counts for both ratings (default: rated)",
        "opt:language" => "Language of the bot's messages",
        "opt:tournament-channel" => "Channel for tournaments",
        "opt:threads" => "Open a thread for each game",
        _ => "",
    }
}

/// The command list (`hex help`).
const HELP: &str = "hextable commands:
  hex challenge @someone [game] [size] [red|blue|random] [swap=on|off] [time] [rated|casual]   challenge a player
  hex open [game] [size] …        an open challenge anyone here may accept
  hex accept [n] / hex decline [n] / hex cancel [n]
  f6  (or F6, f 6, #12 f6)        play a move; Dark Hex moves go by DM to the bot
  f4-g5, f4xh6xf6, f4xf6          a Hexdame move (a step, or a capture by its landing cells)
  swap / resign                   the swap (Hex, Rex) or resign
  hex draw [accept|decline]       Hexdame: offer, accept or decline a draw
  hex board [#n]                  your view of the board
  hex games                       your games and challenges
  hex profile [@someone]          ratings, streak and last games (with a rating picture)
  hex leaderboard [game] [global] this server's top 10, or everyone's
  hex history [@someone] [game] [page n]   finished games, newest first
  hex replay n / hex export n     replay, and SGF record (Hexdame: the move list), of a finished game
  hex takeback / hex rematch      take back a move (by agreement), play again
  hex play-bot [game] [size] [level]  play the computer (beginner, easy, medium, hard)
  hex rules [game]                the rules
Games: darkhex, darkhex-abrupt, hex, rex, hexdame. Sizes 7 to 19 (Hexdame has one board and no size). Colours red|blue (Hexdame: white|black; White moves first). Time: none, 1d (per move), 10m+5s (live). Games between two people count for Glicko-2 ratings unless the challenge says casual; games against the computer never do.";

/// The rules of Hexdame.
const HEXDAME_RULES: &str = "Hexdame (Christian Freeling, 1979): international draughts on a hexagonal board of 61 cells. Each side has 16 men; White moves first. A man steps forward to one of the three cells ahead; it captures by jumping an adjacent enemy piece in any of the six directions onto the empty cell beyond. Kings fly: they move any distance along the six lines and capture at a distance, landing on any empty cell beyond. Capturing is compulsory and you must take the most pieces possible (a capture may continue in another direction; no piece is jumped twice; jumped pieces leave the board when the move ends). A man ending its move on the far edge becomes a king. You lose with no pieces or no legal move. Draw by agreement (`hex draw`) or when the same position occurs three times with the same player to move. Moves: `f4-g5`, captures by their landing cells `f4xh6xf6` (or `f4xf6` when that is unambiguous).";

/// The rules of one game, or of all.
fn rules(topic: Option<RulesOf>) -> String {
    let variant = match topic {
        Some(RulesOf::Hexdame) => return HEXDAME_RULES.to_owned(),
        Some(RulesOf::Hex(variant)) => Some(variant),
        None => None,
    };
    let dark = "Dark Hex: Hex with hidden stones. You see only your own stones and the enemy stones you have found. Play on any cell you do not know to be occupied; if an enemy stone is hidden there you find it instead (a hit): in classic Dark Hex you move again, in abrupt Dark Hex your turn ends. Your opponent learns that one of their stones was found, not which. No swap. The first to join their edges wins; the whole board is then revealed.";
    let hex = "Hex: Red joins top and bottom, Blue left and right; Red moves first; stones never move; the first to join their two edges wins. Swap rule: after Red's first stone Blue may take it over (mirrored), typing swap.";
    let rex =
        "Rex (misère Hex): as Hex, but joining your own two edges loses. Swap works as in Hex.";
    match variant {
        Some(Variant::DarkHex(_)) => dark.to_owned(),
        Some(Variant::Hex) => hex.to_owned(),
        Some(Variant::Rex) => rex.to_owned(),
        None => format!("{hex}\n{rex}\n{dark}\n{HEXDAME_RULES}"),
    }
}
