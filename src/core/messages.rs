//! The message catalogue: every text a user can read comes from here (English for now; other
//! languages add a match arm per message, not strings scattered through the code).

use super::{
    command::{ColourChoice, GameOptions, RulesOf},
    table::{dame_color, GameKind},
    types::{ActionKind, ChallengeId, GameId},
};
use crate::rules::{
    hexdame::{self, DrawReason},
    Cell, EndReason, Move, Player, RuleError, SwapUnavailable, Variant,
};

/// Why a Hexdame game was won.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum DameWin {
    /// The loser has no piece left.
    NoPieces,
    /// The loser cannot move.
    NoMoves,
    /// The loser resigned.
    Resignation,
    /// The loser ran out of time.
    Timeout,
}

/// How a Hexdame game ended, for the announcement.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DameEnd {
    /// One side won.
    Win {
        /// The winner's seat.
        winner: Player,
        /// The winner's name.
        winner_name: String,
        /// The loser's name.
        loser_name: String,
        /// Why.
        reason: DameWin,
    },
    /// Drawn.
    Draw(DrawReason),
}

/// Something the bot says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// The fixed apology for unexpected failures (details go to the log only).
    Apology,
    /// A DM the bot did not understand.
    NotUnderstood,
    /// `hex something-unknown`.
    UnknownCommand {
        /// The word.
        text: String,
    },
    /// A game name that is not ours.
    UnknownGame {
        /// The word.
        text: String,
    },
    /// A board size outside 7..=19.
    BadSize {
        /// The word.
        text: String,
    },
    /// A challenge option not understood.
    BadOption {
        /// The word.
        text: String,
    },
    /// `swap=on` with Dark Hex.
    NoSwapInDarkHex,
    /// A board size asked for Hexdame.
    HexdameNoSize,
    /// A swap setting asked for Hexdame.
    HexdameNoSwap,
    /// `white` or `black` for a game of the Hex family.
    WhiteBlackIsHexdame {
        /// The word.
        text: String,
    },
    /// Text that looks like a Hexdame move but is not one.
    BadDameMove {
        /// The text.
        text: String,
        /// What is wrong with it.
        error: hexdame::SyntaxError,
    },
    /// A word after `hex draw` that is not `accept`, `decline` or a game number.
    BadDrawWord {
        /// The word.
        text: String,
    },
    /// A Hexdame move typed for a Hex-family game.
    NotAHexMove {
        /// The game.
        game: GameId,
    },
    /// A single cell (a Hex move) typed for a Hexdame game.
    NotADameMove {
        /// The game.
        game: GameId,
    },
    /// A Hexdame move the rules refuse.
    DameRule {
        /// The game.
        game: GameId,
        /// Why.
        error: hexdame::RuleError,
    },
    /// Hexdame channel: a move was played.
    DameMoveAnnounce {
        /// The game.
        game: GameId,
        /// Move number.
        ply: usize,
        /// Who moved.
        player: Player,
        /// Their name.
        name: String,
        /// The move in notation.
        mv: String,
        /// Pieces captured.
        captured: usize,
        /// Whether a man was crowned.
        crowned: bool,
        /// Who moves next.
        next: Player,
    },
    /// Hexdame DM to the mover of a game with no channel: the move went through.
    DameYouPlayed {
        /// The game.
        game: GameId,
        /// The move in notation.
        mv: String,
    },
    /// Hexdame DM: the opponent moved; your turn.
    DameYourTurn {
        /// The game.
        game: GameId,
        /// Who moved.
        by: String,
        /// The move in notation.
        mv: String,
    },
    /// The end of a Hexdame game.
    DameGameOver {
        /// The game.
        game: GameId,
        /// How.
        end: DameEnd,
    },
    /// `hex draw` in a game of the Hex family.
    NoDrawsInHex {
        /// The game.
        game: GameId,
    },
    /// Channel: a draw was offered.
    DrawOffered {
        /// The game.
        game: GameId,
        /// Who.
        by: String,
    },
    /// DM to the opponent: a draw was offered.
    DrawOfferedDm {
        /// The game.
        game: GameId,
        /// Who.
        by: String,
    },
    /// Answer to the offerer: the offer stands.
    DrawOfferStands {
        /// The game.
        game: GameId,
    },
    /// A second offer while one's own stands.
    DrawAlreadyOffered {
        /// The game.
        game: GameId,
    },
    /// Accepting or declining with no offer standing.
    NoDrawOffer {
        /// The game.
        game: GameId,
    },
    /// A draw offer was declined.
    DrawDeclined {
        /// The game.
        game: GameId,
        /// Who declined.
        by: String,
    },
    /// The Hexdame record: the move list.
    DameRecord {
        /// The game.
        game: GameId,
        /// The moves in notation, separated by spaces.
        record: String,
    },
    /// Text that looks like a move but is not one.
    BadMove {
        /// The text.
        text: String,
    },
    /// A number that is not one.
    BadNumber {
        /// Game or challenge.
        what: String,
        /// The text.
        text: String,
    },
    /// Extra words.
    TooManyWords,
    /// `hex replay` without a number.
    MissingGameNumber {
        /// The command.
        what: String,
    },
    /// `hex challenge` without `@someone`.
    ChallengeNeedsOpponent,
    /// The help text.
    Help,
    /// The rules of one game or of all.
    Rules(Option<RulesOf>),
    /// No game with that number.
    NoSuchGame {
        /// The number.
        game: GameId,
    },
    /// The user does not play that game.
    NotYourGame {
        /// The number.
        game: GameId,
    },
    /// That game has ended.
    GameIsOver {
        /// The number.
        game: GameId,
    },
    /// The user's games are elsewhere.
    WrongPlace {
        /// Their games.
        games: Vec<GameId>,
    },
    /// A game is on in this channel, but not the user's.
    NotPlayingHere,
    /// The user has no game going.
    NoActiveGame,
    /// Several games fit; name one.
    WhichGame {
        /// The candidates.
        games: Vec<GameId>,
    },
    /// A Dark Hex move typed where everyone can read it.
    DarkMoveInChannel,
    /// Out of turn.
    NotYourTurn {
        /// The game.
        game: GameId,
    },
    /// A move the rules refuse.
    Rule {
        /// The game.
        game: GameId,
        /// Why.
        error: RuleError,
    },
    /// Challenges are made in channels.
    ChallengeInChannel,
    /// `hex accept` in DM without a number.
    AcceptInChannel,
    /// Challenging oneself.
    CannotChallengeYourself,
    /// Accepting one's own challenge.
    CannotAcceptOwn,
    /// No challenge to answer here.
    NoChallengeHere,
    /// No such challenge.
    NoSuchChallenge {
        /// The number.
        id: ChallengeId,
    },
    /// The challenge is addressed to someone else.
    NotForYou {
        /// The number.
        id: ChallengeId,
    },
    /// Cancelling someone else's challenge.
    NotYourChallenge {
        /// The number.
        id: ChallengeId,
    },
    /// Several challenges fit.
    WhichChallenge {
        /// The candidates.
        ids: Vec<ChallengeId>,
    },
    /// A direct challenge, posted in the channel.
    ChallengeDirect {
        /// Its number.
        id: ChallengeId,
        /// Challenger's name.
        from: String,
        /// The challenged user, as a mention for their network ([`UserId::mention`]).
        ///
        /// [`UserId::mention`]: super::types::UserId::mention
        to: String,
        /// The game.
        options: GameOptions,
    },
    /// An open challenge, posted in the channel.
    ChallengeOpen {
        /// Its number.
        id: ChallengeId,
        /// Challenger's name.
        from: String,
        /// The game.
        options: GameOptions,
    },
    /// Withdrawn.
    ChallengeCancelled {
        /// Its number.
        id: ChallengeId,
        /// Who.
        by: String,
    },
    /// Declined.
    ChallengeDeclined {
        /// Its number.
        id: ChallengeId,
        /// Who.
        by: String,
    },
    /// Lapsed.
    ChallengeExpired {
        /// Its number.
        id: ChallengeId,
    },
    /// A game began (channel).
    GameStarted {
        /// The game.
        game: GameId,
        /// Red's name.
        red: String,
        /// Blue's name.
        blue: String,
        /// The settings.
        options: GameOptions,
        /// Dark Hex.
        dark: bool,
    },
    /// A game began (DM to a player).
    YourGameStarted {
        /// The game.
        game: GameId,
        /// Which family of game (for the colour's name).
        kind: GameKind,
        /// The player's colour.
        colour: Player,
        /// The opponent's name.
        opponent: String,
        /// Whether the player moves first.
        your_move: bool,
    },
    /// Dark Hex: the mover's own move.
    YouPlayed {
        /// The game.
        game: GameId,
        /// The move.
        mv: Move,
        /// Who moves next.
        next: Player,
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
        by: String,
        /// Whether it is now your move.
        your_move: bool,
    },
    /// Dark Hex: the opponent moved (not where).
    OpponentMoved {
        /// The game.
        game: GameId,
        /// The mover's name.
        by: String,
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
    /// Open game channel: a move with its cell.
    OpenMoveAnnounce {
        /// The game.
        game: GameId,
        /// Move number.
        ply: usize,
        /// Who moved.
        player: Player,
        /// Their name.
        name: String,
        /// The move.
        mv: Move,
        /// Who moves next.
        next: Player,
    },
    /// Open game DM: your turn.
    YourTurn {
        /// The game.
        game: GameId,
        /// Who moved.
        by: String,
        /// What.
        mv: Move,
    },
    /// The result.
    GameOver {
        /// The game.
        game: GameId,
        /// The winner's colour.
        winner: Player,
        /// The winner's name.
        winner_name: String,
        /// The loser's name.
        loser_name: String,
        /// How.
        reason: EndReason,
        /// Which game.
        variant: Variant,
    },
    /// Aborted for lack of moves.
    GameAborted {
        /// The game.
        game: GameId,
    },
    /// The board, on request.
    BoardOf {
        /// The game.
        game: GameId,
        /// Which family of game (for the colour's name).
        kind: GameKind,
        /// Who is to move.
        to_move: Option<Player>,
        /// Moves so far.
        ply: usize,
    },
    /// `hex games`.
    GameList {
        /// (game, game name, opponent, your move).
        games: Vec<(GameId, String, String, bool)>,
        /// (challenge, challenger, yours).
        challenges: Vec<(ChallengeId, String, bool)>,
    },
    /// Replay or export asked for a Dark Hex game still being played.
    HiddenUntilEnd {
        /// The game.
        game: GameId,
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
    /// No takebacks in Dark Hex.
    NoTakebackInDarkHex,
    /// Already asked.
    TakebackAlreadyAsked {
        /// The game.
        game: GameId,
    },
    /// No own move yet.
    NothingToTakeBack {
        /// The game.
        game: GameId,
    },
    /// Channel: a takeback was asked for.
    TakebackAsked {
        /// The game.
        game: GameId,
        /// Who.
        by: String,
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
    /// No finished game for `hex rematch`.
    NoFinishedGame,
    /// Rematch of a game still going.
    GameStillOn {
        /// The game.
        game: GameId,
    },
    /// Already offered.
    RematchAlreadyOffered {
        /// The game.
        game: GameId,
    },
    /// Channel: rematch offered.
    RematchOffered {
        /// The game.
        game: GameId,
        /// Who.
        by: String,
    },
    /// DM: rematch offered.
    RematchOfferedDm {
        /// The game.
        game: GameId,
        /// Who.
        by: String,
    },
    /// DM: time is running out.
    TimeWarningDm {
        /// The game.
        game: GameId,
        /// Time left.
        left: String,
    },
    /// Channel: someone's time is running out.
    TimeWarning {
        /// The game.
        game: GameId,
        /// Which family of game (for the colour's name).
        kind: GameKind,
        /// Whose.
        player: Player,
        /// Time left.
        left: String,
    },
    /// A private view could not be sent by DM; shown here instead.
    DmClosed,
    /// A channel notice for a user whose DMs are closed (no private answer was possible).
    DmsClosedNotice {
        /// The user, as a mention.
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
    /// Server settings are for members with Manage Server.
    SettingsNeedManageServer,
    /// Server settings exist only in a server.
    SettingsInServerOnly,
    /// A language we do not have.
    LanguageUnavailable {
        /// What was asked for.
        text: String,
    },
    /// The server's settings.
    SettingsShown {
        /// Default game options, as words (`hex 11`), or empty.
        defaults: String,
        /// Language code.
        language: String,
        /// Tournament channel, as a mention, if any.
        tournament_channel: Option<String>,
        /// Thread per game.
        threads: bool,
    },
    /// Thread name for a game.
    ThreadName {
        /// The game.
        game: GameId,
    },
    /// One of the user's games, offered while they type a game number.
    GameChoice {
        /// The game.
        game: GameId,
        /// The game's name as users type it (`hex`, `darkhex`, `hexdame`, …).
        name: String,
        /// The opponent's name.
        opponent: String,
        /// Whether it is the user's move.
        your_move: bool,
    },
    /// The settings were saved.
    SettingsSaved,
    /// Local mode: the greeting, with the database and the channel's name.
    LocalWelcome {
        /// The database URL.
        url: String,
        /// The channel the terminal stands for.
        channel: String,
    },
    /// Local mode: where Dark Hex moves go.
    LocalDarkHint,
    /// Local mode, hotseat: hand the device over.
    LocalCurtain {
        /// Who plays next (`red` or `blue`).
        next: String,
    },
    /// Local mode: an image was written to a file.
    LocalImageSaved {
        /// The file.
        path: String,
    },
    /// Local mode: an image could not be written.
    LocalImageNotSaved {
        /// Why.
        error: String,
    },
    /// Local mode: images cannot be drawn (said once).
    LocalImagesLater {
        /// Why.
        error: String,
        /// The folder they will go to.
        folder: String,
    },
    /// Local mode: the bot deleted a message in the channel.
    LocalMessageRemoved,
    /// Local mode: the label of a private reply.
    LocalPrivateLabel,
    /// Local mode: the label of a direct message.
    LocalDmLabel,
    /// Local mode: how a seat is named (`you`, `red`, `blue`).
    LocalSeatName {
        /// The seat.
        seat: String,
    },
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
        "opt:language" => "Language of the bot's messages",
        "opt:tournament-channel" => "Channel for tournaments",
        "opt:threads" => "Open a thread for each game",
        _ => "",
    }
}

/// A mistake by the user: the message tells them what to do.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{}", .0.english())]
pub struct UserError(pub Msg);

fn colour(p: Player) -> &'static str {
    match p {
        Player::Red => "Red",
        Player::Blue => "Blue",
    }
}

/// The colour's name in the game's own terms: Red/Blue in the Hex family, White/Black in
/// Hexdame.
fn colour_in(kind: GameKind, p: Player) -> &'static str {
    match kind {
        GameKind::Hex => colour(p),
        GameKind::Hexdame => dame_color(p).name(),
    }
}

fn list(ids: &[u64]) -> String {
    ids.iter()
        .map(|id| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn describe(options: &GameOptions) -> String {
    if options.is_hexdame() {
        let mut text = "hexdame".to_owned();
        match options.colour {
            ColourChoice::Red => text.push_str(", challenger plays White"),
            ColourChoice::Blue => text.push_str(", challenger plays Black"),
            ColourChoice::Random => text.push_str(", colours at random"),
        }
        text.push_str(&format!(", time {}", options.time));
        return text;
    }
    let (rows, cols) = options.dimensions();
    let mut text = format!("{} {rows}×{cols}", options.variant);
    match options.colour {
        ColourChoice::Red => text.push_str(", challenger plays Red"),
        ColourChoice::Blue => text.push_str(", challenger plays Blue"),
        ColourChoice::Random => text.push_str(", colours at random"),
    }
    if !options.variant.is_dark() {
        let swap = options.swap.unwrap_or(true);
        text.push_str(if swap { ", swap on" } else { ", swap off" });
    }
    text.push_str(&format!(", time {}", options.time));
    text
}

const HELP: &str = "hextable commands:
  hex challenge @someone [game] [size] [red|blue|random] [swap=on|off] [time]   challenge a player
  hex open [game] [size] …        an open challenge anyone here may accept
  hex accept [n] / hex decline [n] / hex cancel [n]
  f6  (or F6, f 6, #12 f6)        play a move; Dark Hex moves go by DM to the bot
  f4-g5, f4xh6xf6, f4xf6          a Hexdame move (a step, or a capture by its landing cells)
  swap / resign                   the swap (Hex, Rex) or resign
  hex draw [accept|decline]       Hexdame: offer, accept or decline a draw
  hex board [#n]                  your view of the board
  hex games                       your games and challenges
  hex replay n / hex export n     replay, and SGF record (Hexdame: the move list), of a finished game
  hex takeback / hex rematch      take back a move (by agreement), play again
  hex play-bot [game] [size] [level]  play the computer (beginner, easy, medium, hard)
  hex rules [game]                the rules
Games: darkhex, darkhex-abrupt, hex, rex, hexdame. Sizes 7 to 19 (Hexdame has one board and no size). Colours red|blue (Hexdame: white|black; White moves first). Time: none, 1d (per move), 10m+5s (live).";

const HEXDAME_RULES: &str = "Hexdame (Christian Freeling, 1979): international draughts on a hexagonal board of 61 cells. Each side has 16 men; White moves first. A man steps forward to one of the three cells ahead; it captures by jumping an adjacent enemy piece in any of the six directions onto the empty cell beyond. Kings fly: they move any distance along the six lines and capture at a distance, landing on any empty cell beyond. Capturing is compulsory and you must take the most pieces possible (a capture may continue in another direction; no piece is jumped twice; jumped pieces leave the board when the move ends). A man ending its move on the far edge becomes a king. You lose with no pieces or no legal move. Draw by agreement (`hex draw`) or when the same position occurs three times with the same player to move. Moves: `f4-g5`, captures by their landing cells `f4xh6xf6` (or `f4xf6` when that is unambiguous).";

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

fn rule_error(game: GameId, error: &RuleError) -> String {
    let detail = match error {
        RuleError::GameOver => "the game is over.".to_owned(),
        RuleError::NotYourTurn => "it is not your turn.".to_owned(),
        RuleError::OffBoard { cell, size } => format!("{cell} is not on the {size} board."),
        RuleError::Occupied(cell) => format!("{cell} is already taken."),
        RuleError::OwnStone(cell) => {
            format!("you already have a stone on {cell}. Nothing was played; it is still your move.")
        }
        RuleError::KnownEnemyStone(cell) => format!(
            "{cell} holds an enemy stone you already found. Nothing was played; it is still your move."
        ),
        RuleError::Swap(reason) => match reason {
            SwapUnavailable::DarkHex => "Dark Hex has no swap rule.".to_owned(),
            SwapUnavailable::Disabled => "this game is played without the swap rule.".to_owned(),
            SwapUnavailable::NotSquare => "the swap rule needs a square board.".to_owned(),
            SwapUnavailable::NotFirstBlueMove => {
                "only Blue's first move, right after Red's first stone, may be a swap.".to_owned()
            }
        },
    };
    format!("Game #{game}: {detail}")
}

fn syntax_error(error: &hexdame::SyntaxError) -> String {
    use hexdame::SyntaxError as E;
    match error {
        E::Empty => "no move given".to_owned(),
        E::NotACell(text) => {
            format!("“{text}” is not a cell name (a letter a–i and a number 1–9, like f4)")
        }
        E::OffBoard(text) => format!("there is no cell {text} on the Hexdame board"),
        E::UnexpectedChar(c) => format!(
            "“{c}” does not belong in a move: separate cells with - or x, as in f4-g5 or f4xh6xf6"
        ),
        E::TooShort => "a move needs at least two cells, as in f4-g5".to_owned(),
        E::TooLong => "that lists more cells than any move can visit".to_owned(),
    }
}

fn dame_rule_error(game: GameId, error: &hexdame::RuleError) -> String {
    use hexdame::RuleError as E;
    let detail = match error {
        E::GameOver => "the game is over.".to_owned(),
        E::NotYourTurn => "it is not your turn.".to_owned(),
        E::NoPiece(cell) => format!("there is no piece on {cell}."),
        E::NotYourPiece(cell) => format!("the piece on {cell} is not yours."),
        E::CaptureRequired => {
            "a capture is compulsory: you must take a piece this move.".to_owned()
        }
        E::NotMaximal { captures, max } => format!(
            "you must capture the most pieces possible ({max}); that move captures {captures}."
        ),
        E::Ambiguous(candidates) => format!(
            "several moves fit; name the landing cells. The candidates: {}.",
            candidates.join(", ")
        ),
        E::Illegal(text) => format!("{text} is not a legal move here."),
        E::NoDrawOffer => "there is no draw offer to answer.".to_owned(),
    };
    format!("Game #{game}: {detail} Nothing was played.")
}

impl Msg {
    /// The English text.
    pub fn english(&self) -> String {
        match self {
            Msg::Apology => "Sorry, something went wrong on my side. Nothing was changed; please try again in a moment.".to_owned(),
            Msg::NotUnderstood => "I did not understand that. Type `hex help` for the commands.".to_owned(),
            Msg::UnknownCommand { text } => format!("There is no command `hex {text}`. Type `hex help` for the commands."),
            Msg::UnknownGame { text } => format!("I do not know the game “{text}”: choose darkhex, darkhex-abrupt, hex, rex or hexdame."),
            Msg::BadSize { text } => format!("“{text}” is not a board size I offer: choose a side from 7 to 19 (e.g. 9 or 9x11)."),
            Msg::BadOption { text } => format!("I do not understand “{text}”. Options: a game, a size, red/blue/random, swap=on/off, a time like 1d or 10m+5s."),
            Msg::NoSwapInDarkHex => "Dark Hex has no swap rule (Blue cannot see Red's first stone).".to_owned(),
            Msg::HexdameNoSize => "Hexdame is played on its one board of 61 cells: leave out the size.".to_owned(),
            Msg::HexdameNoSwap => "Hexdame has no swap rule: leave out swap=….".to_owned(),
            Msg::WhiteBlackIsHexdame { text } => format!("“{text}” is a Hexdame colour; in Hex, Rex and Dark Hex choose red, blue or random."),
            Msg::BadDameMove { text, error } => format!("“{text}” is not a Hexdame move: {}. Write a step as f4-g5 and a capture by its landing cells, as f4xh6xf6.", syntax_error(error)),
            Msg::BadDrawWord { text } => format!("I do not understand “{text}”: type `hex draw` to offer a draw, `hex draw accept` or `hex draw decline` to answer one."),
            Msg::NotAHexMove { game } => format!("Game #{game} is not Hexdame: a move is one cell, like f6."),
            Msg::NotADameMove { game } => format!("Game #{game} is Hexdame: a move names where a piece starts and lands, like f4-g5, or a capture like f4xh6xf6."),
            Msg::DameRule { game, error } => dame_rule_error(*game, error),
            Msg::DameMoveAnnounce { game, ply, player, name, mv, captured, crowned, next } => {
                let mut what = format!("Game #{game}, move {ply}: {name} ({}) played {mv}", colour_in(GameKind::Hexdame, *player));
                if *captured > 0 {
                    what.push_str(&format!(", capturing {captured}"));
                }
                if *crowned {
                    what.push_str(", and was crowned");
                }
                format!("{what}. {} to move.", colour_in(GameKind::Hexdame, *next))
            }
            Msg::DameYouPlayed { game, mv } => format!("Game #{game}: you played {mv}."),
            Msg::DameYourTurn { game, by, mv } => format!("Game #{game}: {by} played {mv}. Your move."),
            Msg::DameGameOver { game, end } => match end {
                DameEnd::Win { winner, winner_name, loser_name, reason } => {
                    let how = match reason {
                        DameWin::NoPieces => format!("{loser_name} has no pieces left"),
                        DameWin::NoMoves => format!("{loser_name} has no legal move"),
                        DameWin::Resignation => format!("{loser_name} resigned"),
                        DameWin::Timeout => format!("{loser_name} ran out of time"),
                    };
                    format!("Game #{game} is over: {how}. {winner_name} ({}) wins.", colour_in(GameKind::Hexdame, *winner))
                }
                DameEnd::Draw(DrawReason::Repetition) => format!("Game #{game} is drawn: the same position occurred three times with the same player to move."),
                DameEnd::Draw(DrawReason::Agreement) => format!("Game #{game} is drawn by agreement."),
            },
            Msg::NoDrawsInHex { game } => format!("Game #{game} cannot be drawn: Hex, Rex and Dark Hex always have a winner. Draws are for Hexdame."),
            Msg::DrawOffered { game, by } => format!("Game #{game}: {by} offers a draw."),
            Msg::DrawOfferedDm { game, by } => format!("Game #{game}: {by} offers a draw. Type `hex draw accept` to agree or `hex draw decline` to refuse; moving refuses it too."),
            Msg::DrawOfferStands { game } => format!("Game #{game}: your draw offer stands until your opponent answers or moves."),
            Msg::DrawAlreadyOffered { game } => format!("Game #{game}: you already offered a draw; waiting for your opponent."),
            Msg::NoDrawOffer { game } => format!("Game #{game}: there is no draw offer from your opponent to answer. Type `hex draw` to offer one."),
            Msg::DrawDeclined { game, by } => format!("Game #{game}: {by} declined the draw; play on."),
            Msg::DameRecord { game, record } => {
                let record = if record.is_empty() { "(no moves)" } else { record.as_str() };
                format!("Game #{game}, Hexdame moves (White first):\n```\n{record}\n```")
            }
            Msg::BadMove { text } => format!("“{text}” is not a move: a move is a column letter and a row number, like f6."),
            Msg::BadNumber { what, text } => format!("“{text}” is not a {what} number."),
            Msg::TooManyWords => "Too many words for that command. Type `hex help` for the commands.".to_owned(),
            Msg::MissingGameNumber { what } => format!("Which game? For example `hex {what} 12`."),
            Msg::ChallengeNeedsOpponent => "Whom do you challenge? For example `hex challenge @bob darkhex 9`, or `hex open darkhex 9` for anyone here.".to_owned(),
            Msg::Help => HELP.to_owned(),
            Msg::Rules(variant) => rules(*variant),
            Msg::NoSuchGame { game } => format!("There is no game #{game}."),
            Msg::NotYourGame { game } => format!("You are not playing in game #{game}."),
            Msg::GameIsOver { game } => format!("Game #{game} is over."),
            Msg::WrongPlace { games } => format!("Your game ({}) is not in this channel: play it in its own channel or by DM to me.", list(games)),
            Msg::NotPlayingHere => "You are not playing in the game in this channel.".to_owned(),
            Msg::NoActiveGame => "You have no game in progress. Challenge someone with `hex challenge @name`, or play me with `hex play-bot`.".to_owned(),
            Msg::WhichGame { games } => format!("You have several games ({}): name one, like `#{} f6`.", list(games), games.first().copied().unwrap_or(1)),
            Msg::DarkMoveInChannel => "Dark Hex moves are secret: send them to me by DM, not in the channel. I removed your message (if I could); nothing was played.".to_owned(),
            Msg::NotYourTurn { game } => format!("Game #{game}: it is not your turn."),
            Msg::Rule { game, error } => rule_error(*game, error),
            Msg::ChallengeInChannel => "Challenges are made in a channel, so that the game has a place to be announced. Use `hex play-bot` to play me here.".to_owned(),
            Msg::AcceptInChannel => "Accept in the channel of the challenge, or name it: `hex accept 3`.".to_owned(),
            Msg::CannotChallengeYourself => "You cannot challenge yourself. Try `hex play-bot` to play me.".to_owned(),
            Msg::CannotAcceptOwn => "You cannot accept your own challenge. Use `hex cancel` to withdraw it.".to_owned(),
            Msg::NoChallengeHere => "There is no challenge for you here.".to_owned(),
            Msg::NoSuchChallenge { id } => format!("There is no open challenge {id}."),
            Msg::NotForYou { id } => format!("Challenge {id} is addressed to someone else."),
            Msg::NotYourChallenge { id } => format!("Challenge {id} is not yours to cancel."),
            Msg::WhichChallenge { ids } => format!("Several challenges fit ({}): name one, like `hex accept {}`.", ids.iter().map(u64::to_string).collect::<Vec<_>>().join(", "), ids.first().copied().unwrap_or(1)),
            Msg::ChallengeDirect { id, from, to, options } => {
                format!("Challenge {id}: {from} challenges {to} to {}. {to}: type `hex accept` or `hex decline`.", describe(options))
            }
            Msg::ChallengeOpen { id, from, options } => format!("Challenge {id}: {from} offers a game of {} to anyone here. Type `hex accept` to play.", describe(options)),
            Msg::ChallengeCancelled { id, by } => format!("Challenge {id} was withdrawn by {by}."),
            Msg::ChallengeDeclined { id, by } => format!("Challenge {id} was declined by {by}."),
            Msg::ChallengeExpired { id } => format!("Challenge {id} has expired."),
            Msg::GameStarted { game, red, blue, options, .. } if options.is_hexdame() => {
                format!("Game #{game} begins: {red} (White, moves first) against {blue} (Black). {}. Type moves here, like f4-g5 or f4xh6xf6.", describe(options))
            }
            Msg::GameStarted { game, red, blue, options, dark } => {
                let how = if *dark { "Moves go by DM to me; this channel hears when a move is made, never where." } else { "Type moves here, like f6." };
                format!("Game #{game} begins: {red} (Red, top–bottom) against {blue} (Blue, left–right). {}. {how}", describe(options))
            }
            Msg::YourGameStarted { game, kind, colour: c, opponent, your_move } => format!(
                "Game #{game}: you play {} against {opponent}. {}",
                colour_in(*kind, *c),
                if *your_move { "Your move." } else { "Waiting for your opponent's move." }
            ),
            Msg::YouPlayed { game, mv, next } => format!("Game #{game}: you played {mv}. {} to move.", colour(*next)),
            Msg::YouHit { game, cell, again } => format!(
                "Game #{game}: {cell} holds an enemy stone — you found it (it stays visible to you). {}",
                if *again { "Move again." } else { "Your turn is over." }
            ),
            Msg::StoneFound { game, by, your_move } => format!(
                "Game #{game}: {by} found one of your stones. {}",
                if *your_move { "Your move." } else { "They move again." }
            ),
            Msg::OpponentMoved { game, by, next_is_you } => format!(
                "Game #{game}: {by} has moved. {}",
                if *next_is_you { "Your move." } else { "" }
            ).trim_end().to_owned(),
            Msg::DarkMoveAnnounce { game, ply, player, next } => format!("Game #{game}, move {ply}: {} moved. {} to move.", colour(*player), colour(*next)),
            Msg::StoneHitAnnounce { game, ply } => format!("Game #{game}, move {ply}: a stone was hit."),
            Msg::OpenMoveAnnounce { game, ply, player, name, mv, next } => {
                let what = match mv { Move::Swap => "swapped".to_owned(), Move::Place(c) => format!("played {c}") };
                format!("Game #{game}, move {ply}: {name} ({}) {what}. {} to move.", colour(*player), colour(*next))
            }
            Msg::YourTurn { game, by, mv } => format!("Game #{game}: {by} played {mv}. Your move."),
            Msg::GameOver { game, winner, winner_name, loser_name, reason, variant } => {
                let how = match reason {
                    EndReason::Connection if *variant == Variant::Rex => format!("{loser_name} joined their own edges and loses"),
                    EndReason::Connection => format!("{winner_name} joined their edges"),
                    EndReason::Resignation => format!("{loser_name} resigned"),
                    EndReason::Timeout => format!("{loser_name} ran out of time"),
                };
                let replay = if variant.is_dark() && *reason != EndReason::Connection {
                    format!(" The board stays hidden; `hex replay {game}` shows every stone.")
                } else {
                    String::new()
                };
                format!("Game #{game} is over: {how}. {winner_name} ({}) wins.{replay}", colour(*winner))
            }
            Msg::GameAborted { game } => format!("Game #{game} was aborted: nobody moved in time."),
            Msg::BoardOf { game, kind, to_move, ply } => match to_move {
                Some(p) => format!("Game #{game} after {ply} moves: {} to move.", colour_in(*kind, *p)),
                None => format!("Game #{game} after {ply} moves: the game is over."),
            },
            Msg::GameList { games, challenges } => {
                let mut text = String::new();
                if games.is_empty() {
                    text.push_str("You have no game in progress.");
                } else {
                    text.push_str("Your games:");
                    for (id, variant, opponent, your_move) in games {
                        text.push_str(&format!("\n  #{id} {variant} against {opponent}{}", if *your_move { " — your move" } else { "" }));
                    }
                }
                if !challenges.is_empty() {
                    text.push_str("\nChallenges:");
                    for (id, from, yours) in challenges {
                        text.push_str(&format!("\n  {id} from {from}{}", if *yours { " (yours)" } else { "" }));
                    }
                }
                text
            }
            Msg::HiddenUntilEnd { game } => format!("Game #{game} is still being played; its stones stay hidden until it ends."),
            Msg::ReplayOf { game, moves } => format!("Replay of game #{game} ({moves} moves)."),
            Msg::ReplayAnimation { game } => format!("Game #{game}, move by move."),
            Msg::Sgf { game, record } => format!("Game #{game} as Hex SGF:\n```\n{record}\n```"),
            Msg::NoTakebackInDarkHex => "Dark Hex has no takebacks: a move once tried has told your opponent something.".to_owned(),
            Msg::TakebackAlreadyAsked { game } => format!("Game #{game}: you already asked; waiting for your opponent."),
            Msg::NothingToTakeBack { game } => format!("Game #{game}: there is no move of yours to take back."),
            Msg::TakebackAsked { game, by } => format!("Game #{game}: {by} asks to take back their last move."),
            Msg::TakebackAskedDm { game } => format!("Game #{game}: your opponent asks to take back their last move. Type `hex takeback` to agree, or just move to refuse."),
            Msg::TakenBack { game, count } => format!("Game #{game}: {count} move(s) taken back."),
            Msg::NoFinishedGame => "You have no finished game here to play again.".to_owned(),
            Msg::GameStillOn { game } => format!("Game #{game} is still being played."),
            Msg::RematchAlreadyOffered { game } => format!("Game #{game}: you already offered a rematch."),
            Msg::RematchOffered { game, by } => format!("{by} offers a rematch of game #{game} with colours swapped: type `hex rematch` to accept."),
            Msg::RematchOfferedDm { game, by } => format!("{by} offers a rematch of game #{game}: type `hex rematch` to accept."),
            Msg::TimeWarningDm { game, left } => format!("Game #{game}: your time runs out in {left}."),
            Msg::TimeWarning { game, kind, player, left } => format!("Game #{game}: {} has {left} left to move.", colour_in(*kind, *player)),
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
            Msg::SettingsNeedManageServer => "Only members with the Manage Server permission can change this server's settings.".to_owned(),
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
        }
    }
}
