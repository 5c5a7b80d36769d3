//! The message catalogue: every text a user can read comes from here (English for now; other
//! languages add a match arm per message, not strings scattered through the code).

use super::{
    command::{ColourChoice, GameOptions},
    types::{ActionKind, ChallengeId, GameId},
};
use crate::rules::{Cell, EndReason, Move, Player, RuleError, SwapUnavailable, Variant};

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
    Rules(Option<Variant>),
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
        /// Who is to move.
        to_move: Option<Player>,
        /// Moves so far.
        ply: usize,
    },
    /// `hex games`.
    GameList {
        /// (game, variant, opponent, your move).
        games: Vec<(GameId, Variant, String, bool)>,
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
        /// Which game.
        variant: Variant,
        /// The opponent's name.
        opponent: String,
        /// Whether it is the user's move.
        your_move: bool,
    },
    /// The settings were saved.
    SettingsSaved,
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
        "opt:cell" => "A cell like f6, or swap",
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

fn list(ids: &[u64]) -> String {
    ids.iter()
        .map(|id| format!("#{id}"))
        .collect::<Vec<_>>()
        .join(", ")
}

fn describe(options: &GameOptions) -> String {
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
  swap / resign                   the swap (Hex, Rex) or resign
  hex board [#n]                  your view of the board
  hex games                       your games and challenges
  hex replay n / hex export n     replay or SGF record of a finished game
  hex takeback / hex rematch      take back a move (by agreement), play again
  hex play-bot [game] [size] [level]  play the computer (beginner, easy, medium, hard)
  hex rules [game]                the rules
Games: darkhex, darkhex-abrupt, hex, rex. Sizes 7 to 19. Time: none, 1d (per move), 10m+5s (live).";

fn rules(variant: Option<Variant>) -> String {
    let dark = "Dark Hex: Hex with hidden stones. You see only your own stones and the enemy stones you have found. Play on any cell you do not know to be occupied; if an enemy stone is hidden there you find it instead (a hit): in classic Dark Hex you move again, in abrupt Dark Hex your turn ends. Your opponent learns that one of their stones was found, not which. No swap. The first to join their edges wins; the whole board is then revealed.";
    let hex = "Hex: Red joins top and bottom, Blue left and right; Red moves first; stones never move; the first to join their two edges wins. Swap rule: after Red's first stone Blue may take it over (mirrored), typing swap.";
    let rex =
        "Rex (misère Hex): as Hex, but joining your own two edges loses. Swap works as in Hex.";
    match variant {
        Some(Variant::DarkHex(_)) => dark.to_owned(),
        Some(Variant::Hex) => hex.to_owned(),
        Some(Variant::Rex) => rex.to_owned(),
        None => format!("{hex}\n{rex}\n{dark}"),
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

impl Msg {
    /// The English text.
    pub fn english(&self) -> String {
        match self {
            Msg::Apology => "Sorry, something went wrong on my side. Nothing was changed; please try again in a moment.".to_owned(),
            Msg::NotUnderstood => "I did not understand that. Type `hex help` for the commands.".to_owned(),
            Msg::UnknownCommand { text } => format!("There is no command `hex {text}`. Type `hex help` for the commands."),
            Msg::UnknownGame { text } => format!("I do not know the game “{text}”: choose darkhex, darkhex-abrupt, hex or rex."),
            Msg::BadSize { text } => format!("“{text}” is not a board size I offer: choose a side from 7 to 19 (e.g. 9 or 9x11)."),
            Msg::BadOption { text } => format!("I do not understand “{text}”. Options: a game, a size, red/blue/random, swap=on/off, a time like 1d or 10m+5s."),
            Msg::NoSwapInDarkHex => "Dark Hex has no swap rule (Blue cannot see Red's first stone).".to_owned(),
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
            Msg::GameStarted { game, red, blue, options, dark } => {
                let how = if *dark { "Moves go by DM to me; this channel hears when a move is made, never where." } else { "Type moves here, like f6." };
                format!("Game #{game} begins: {red} (Red, top–bottom) against {blue} (Blue, left–right). {}. {how}", describe(options))
            }
            Msg::YourGameStarted { game, colour: c, opponent, your_move } => format!(
                "Game #{game}: you play {} against {opponent}. {}",
                colour(*c),
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
            Msg::BoardOf { game, to_move, ply } => match to_move {
                Some(p) => format!("Game #{game} after {ply} moves: {} to move.", colour(*p)),
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
            Msg::TimeWarning { game, player, left } => format!("Game #{game}: {} has {left} left to move.", colour(*player)),
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
            Msg::GameChoice { game, variant, opponent, your_move } => format!(
                "#{game} {variant} against {opponent}{}",
                if *your_move { " (your move)" } else { "" }
            ),
            Msg::SettingsSaved => "Saved.".to_owned(),
        }
    }
}
