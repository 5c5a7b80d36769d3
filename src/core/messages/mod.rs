//! The message catalogue: every text a user can read comes from here.
//!
//! [`Msg`] is the typed set of message keys; [`Msg::text`] is the one way to a text, in a
//! [`Lang`] ([`Msg::english`] for English). The words are Fluent messages in `locales/`
//! (loaded by [`crate::i18n`]); these files map each message to its Fluent id and arguments,
//! one file per domain:
//!
//! - `errors.rs`: what cannot be done, and why: messages not understood ([`ParseError`]),
//!   moves the rules refuse, and the refusals of the lobby and of a game;
//! - `lobby.rs`: challenges and the start of a game;
//! - `game.rs`: a game being played: moves, hits, ends, draws, takebacks, rematches, clocks,
//!   the board, the games list, replays and records;
//! - `help.rs`: the command list, the rules of each game, slash-command descriptions;
//! - `interface.rs`: buttons, forms, server settings, closed DMs, local mode;
//! - `records.rs`: profiles, leaderboards and game histories;
//! - `tournament.rs`: tournaments, their rounds and standings (`tournament/knockout.rs`:
//!   brackets);
//! - `knowledge.rs`: the knowledge replay of a Dark Hex game;
//! - `words.rs`: the small helpers every domain uses (a Fluent lookup, colour keys, game lists).

mod errors;
mod game;
mod help;
mod interface;
pub mod knowledge;
mod lobby;
mod records;
mod tournament;
mod words;

pub use crate::core::name::Name;
pub use errors::UserError;
pub use game::{DameEnd, DameWin, RatingShown};
pub use interface::language_name;
pub use records::kind_name;
pub use tournament::arena::{arena_headings, ArenaLine, ArenaMsg};
pub use tournament::knockout::{bracket_labels, CallLine, KnockoutMsg};
pub use tournament::{line_text, standings_headings, tie_break_codes, PairingLine, TournamentMsg};
use words::{colour_key, list, t};

use crate::{
    core::{
        command::ParseError,
        ratings::{
            records::{HistoryPage, Leaderboard, Profile},
            RatingKind,
        },
        ActionKind, ChallengeId, GameId, GameOptions, Millis, RulesOf,
    },
    i18n::{Args, Lang},
    rules::{hexdame, Cell, EndReason, Family, Move, Player, RuleError, Variant},
};

/// Something the bot says.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    // What cannot be done, and why (texts in `errors.rs`).
    /// The fixed apology for unexpected failures (details go to the log only).
    Apology,
    /// A DM the bot did not understand.
    NotUnderstood,
    /// A message that was not understood, and why (texts in `errors.rs` too).
    Parse(ParseError),
    /// A Hexdame move typed for a Hex-family game.
    NotAHexMove {
        /// The game.
        game: GameId,
    },
    /// A single cell (a Hex move) typed for a Hexdame game.
    NotAHexdameMove {
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
    /// A move the rules refuse.
    Rule {
        /// The game.
        game: GameId,
        /// Why.
        error: RuleError,
    },
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
    /// Said after [`Msg::DarkMoveInChannel`] when the bot removed the message.
    DarkMoveRemoved,
    /// Said after [`Msg::DarkMoveInChannel`] when the bot may not remove the message (a
    /// network without words of its own for that, see [`Msg::DeleteYourMove`]).
    DarkMoveKept,
    /// Out of turn.
    NotYourTurn {
        /// The game.
        game: GameId,
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
    /// `hex draw` in a game of the Hex family.
    NoDrawsInHex {
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
    /// Replay or export asked for a Dark Hex game still being played.
    HiddenUntilEnd {
        /// The game.
        game: GameId,
    },
    /// No takebacks in Dark Hex.
    NoTakebackInDarkHex,
    /// A takeback asked for after a rated game ended: its result counted already.
    RatedResultStands {
        /// The game.
        game: GameId,
    },
    /// `rated` asked for a game that never counts for a rating.
    NeverRated {
        /// Against the computer (else: two people on one device).
        against_computer: bool,
    },
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
    // Challenges and the start of a game (texts in `lobby.rs`).
    /// A direct challenge, posted in the channel.
    ChallengeDirect {
        /// Its number.
        id: ChallengeId,
        /// Challenger's name.
        from: String,
        /// The challenged user, as a mention for their network ([`UserId::mention`]).
        ///
        /// [`UserId::mention`]: crate::core::UserId::mention
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
        red: Name,
        /// Blue's name.
        blue: Name,
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
        kind: Family,
        /// The player's colour.
        colour: Player,
        /// The opponent's name.
        opponent: Name,
        /// Whether the player moves first.
        your_move: bool,
    },
    // A game being played: moves, ends, draws, takebacks, rematches, clocks, and what
    // the players ask about it (texts in `game.rs`).
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
    /// Open game channel: a move with its cell.
    OpenMoveAnnounce {
        /// The game.
        game: GameId,
        /// Move number.
        ply: usize,
        /// Who moved.
        player: Player,
        /// Their name.
        name: Name,
        /// The move.
        mv: Move,
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
    /// Hexdame channel: a move was played.
    HexdameMoved {
        /// The game.
        game: GameId,
        /// Move number.
        ply: usize,
        /// Who moved.
        player: Player,
        /// Their name.
        name: Name,
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
    /// The result.
    GameOver {
        /// The game.
        game: GameId,
        /// The winner's colour.
        winner: Player,
        /// The winner's name.
        winner_name: Name,
        /// The loser's name.
        loser_name: Name,
        /// How.
        reason: EndReason,
        /// Which game.
        variant: Variant,
    },
    /// The end of a Hexdame game.
    DameGameOver {
        /// The game.
        game: GameId,
        /// How.
        end: DameEnd,
    },
    /// The result of a rated game with both players' new ratings (the result's own text
    /// first, as for a casual game).
    RatedGameOver {
        /// The result as a casual game announces it ([`Msg::GameOver`],
        /// [`Msg::DameGameOver`]).
        result: Box<Msg>,
        /// The first seat's rating, then the second's (boxed: every message is moved about,
        /// few are results).
        ratings: Box<[RatingShown; 2]>,
    },
    /// A result and the address of its game's web page (`[web]`).
    WithPage(Box<Msg>, String),
    /// A tournament's standings, a profile or a leaderboard and the address of its web page
    /// (`[web]`).
    WithPageOf(Box<Msg>, crate::core::link::PageOf, String),
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
    /// The Hexdame record: the move list.
    DameRecord {
        /// The game.
        game: GameId,
        /// The moves in notation, separated by spaces.
        record: String,
    },
    // Help and rules (texts in `help.rs`).
    /// The help text.
    Help,
    /// The rules of one game or of all.
    Rules(Option<RulesOf>),
    // The chat interface: buttons, forms, server settings, closed DMs, local mode (texts in
    // `interface.rs`).
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
    /// Server settings are for members with Manage Server.
    SettingsNeedManageServer,
    /// Server settings exist only in a server.
    SettingsInServerOnly,
    /// A language we do not have.
    LanguageUnavailable {
        /// What was asked for.
        text: String,
    },
    /// The server's (or, on Matrix, the room's) settings.
    SettingsShown {
        /// A Matrix room's: no tournament channel (a room is its own).
        room: bool,
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
    /// `hex language`: the player's own choice, if any, and the language they read now.
    LanguageShown {
        /// Their own choice.
        chosen: Option<Lang>,
        /// What they read now.
        current: Lang,
    },
    /// `hex language fi`: saved (said in the new language).
    LanguageSaved {
        /// The language chosen.
        lang: Lang,
    },
    /// `hex language auto`: the player's own choice is gone.
    LanguageCleared,
    /// A Matrix room moderator set the room's language.
    LanguageRoom {
        /// The room's language.
        lang: Lang,
    },
    /// Matrix: a room's settings are for its moderators.
    SettingsNeedRoomModerator,
    /// Matrix: settings exist only in a room (not in the private room with the bot).
    SettingsInRoomOnly,
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

    // Ratings and records (texts in `records.rs`).
    /// A player's profile.
    Profile {
        /// What the store read.
        profile: Box<Profile>,
        /// When it is shown (games say how long ago they ended).
        now: Millis,
    },
    /// A leaderboard.
    Leaderboard {
        /// What the store read.
        board: Box<Leaderboard>,
        /// Asked in a DM, which has no server board: the network's is shown.
        in_dm: bool,
    },
    /// A page of a player's finished games.
    History {
        /// What the store read.
        page: Box<HistoryPage>,
        /// The command for the next page, if there is one.
        next: Option<String>,
        /// When it is shown.
        now: Millis,
        /// Whether the games are the reader's own, in local mode ("your games").
        yours: bool,
    },
    /// The title of a rating-history picture.
    RatingChartTitle {
        /// The player.
        name: String,
        /// The rating drawn.
        kind: RatingKind,
    },
    /// A profile or history of a player the store does not know.
    UnknownPlayer,
    /// The asker's own profile or history, without any finished game.
    NoRecordsYet,
    /// Records asked for where there is no store (the core alone).
    RecordsUnavailable,
    /// Everything about tournaments (texts in `tournament.rs`).
    Tournament(TournamentMsg),
    /// The knowledge replay of a Dark Hex game (texts in `knowledge.rs`).
    Knowledge(knowledge::KnowledgeMsg),
}

impl Msg {
    /// The text in `lang` (English where the translation lacks this message).
    pub fn text(&self, lang: Lang) -> String {
        // Each domain answers for its own messages. A message no domain knows is a bug: the
        // tests' `domain_of` lists every message (a new one does not compile there until it
        // has a sample), and `every_message_has_one_text` checks each against the domains.
        errors::text(self, lang)
            .or_else(|| lobby::text(self, lang))
            .or_else(|| game::text(self, lang))
            .or_else(|| help::text(self, lang))
            .or_else(|| interface::text(self, lang))
            .or_else(|| records::text(self, lang))
            .or_else(|| tournament::text(self, lang))
            .or_else(|| knowledge::text(self, lang))
            .unwrap_or_else(|| {
                tracing::error!("a message without a text");
                t(lang, "errors-apology", Args::new())
            })
    }

    /// The English text.
    pub fn english(&self) -> String {
        self.text(Lang::En)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rules::hexdame::DrawReason;
    use knowledge::KnowledgeMsg;

    #[test]
    fn every_message_has_one_text() {
        for msg in samples() {
            let answers = [
                ("errors", errors::text(&msg, Lang::En)),
                ("lobby", lobby::text(&msg, Lang::En)),
                ("game", game::text(&msg, Lang::En)),
                ("help", help::text(&msg, Lang::En)),
                ("interface", interface::text(&msg, Lang::En)),
                ("records", records::text(&msg, Lang::En)),
                ("tournament", tournament::text(&msg, Lang::En)),
                ("knowledge", knowledge::text(&msg, Lang::En)),
            ];
            let found: Vec<&str> = answers
                .iter()
                .filter(|(_, text)| text.is_some())
                .map(|(domain, _)| *domain)
                .collect();
            assert_eq!(found, [domain_of(&msg)], "{msg:?}");
            assert!(!msg.english().is_empty(), "{msg:?}");
        }
    }

    #[test]
    fn a_rated_result_shows_both_changes_after_the_result() {
        let result = Msg::GameOver {
            game: GameId::from(3_u64),
            winner: Player::Red,
            winner_name: "alice".into(),
            loser_name: "bob".into(),
            reason: EndReason::Connection,
            variant: Variant::Hex,
        };
        let line = |name: &str, rating: &str, change: &str| RatingShown {
            name: name.into(),
            rating: rating.into(),
            change: change.into(),
        };
        let rated = Msg::RatedGameOver {
            result: Box::new(result.clone()),
            ratings: Box::new([line("alice", "1532", "+14"), line("bob", "1500?", "-14")]),
        };
        assert_eq!(
            rated.english(),
            format!(
                "{} Rated: alice 1532 (+14), bob 1500? (-14).",
                result.english()
            )
        );
    }

    #[test]
    fn lists_of_numbers() {
        let games = vec![GameId::from(3_u64), GameId::from(7_u64)];
        assert_eq!(
            Msg::WhichGame { games }.english(),
            "You have several games (#3, #7): name one, like `#3 f6`."
        );
        let ids = vec![ChallengeId::from(4_u64), ChallengeId::from(5_u64)];
        assert_eq!(
            Msg::WhichChallenge { ids }.english(),
            "Several challenges fit (4, 5): name one, like `hex accept 4`."
        );
        assert_eq!(
            Msg::WhichGame { games: vec![] }.english(),
            "You have several games (): name one, like `#1 f6`."
        );
    }

    /// One message of each kind.
    fn samples() -> Vec<Msg> {
        let (g, c) = (GameId::from(1_u64), ChallengeId::from(2_u64));
        let s = || "x".to_owned();
        vec![
            Msg::Apology,
            Msg::NotUnderstood,
            Msg::NotAHexMove { game: g },
            Msg::NotAHexdameMove { game: g },
            Msg::DameRule {
                game: g,
                error: hexdame::RuleError::GameOver,
            },
            Msg::HexdameMoved {
                game: g,
                ply: 1,
                player: Player::Red,
                name: s().into(),
                mv: s(),
                captured: 1,
                crowned: true,
                next: Player::Red,
            },
            Msg::DameYouPlayed { game: g, mv: s() },
            Msg::DameGameOver {
                game: g,
                end: DameEnd::Draw(DrawReason::Agreement),
            },
            Msg::NoDrawsInHex { game: g },
            Msg::DrawOffered {
                game: g,
                by: s().into(),
            },
            Msg::DrawOfferedDm {
                game: g,
                by: s().into(),
            },
            Msg::DrawOfferStands { game: g },
            Msg::DrawAlreadyOffered { game: g },
            Msg::NoDrawOffer { game: g },
            Msg::DrawDeclined {
                game: g,
                by: s().into(),
            },
            Msg::DameRecord {
                game: g,
                record: s(),
            },
            Msg::Help,
            Msg::Rules(None),
            Msg::NoSuchGame { game: g },
            Msg::NotYourGame { game: g },
            Msg::GameIsOver { game: g },
            Msg::WrongPlace { games: vec![g] },
            Msg::NotPlayingHere,
            Msg::NoActiveGame,
            Msg::WhichGame { games: vec![g] },
            Msg::DarkMoveInChannel,
            Msg::DarkMoveRemoved,
            Msg::DarkMoveKept,
            Msg::NotYourTurn { game: g },
            Msg::Rule {
                game: g,
                error: RuleError::GameOver,
            },
            Msg::ChallengeInChannel,
            Msg::AcceptInChannel,
            Msg::CannotChallengeYourself,
            Msg::CannotAcceptOwn,
            Msg::NoChallengeHere,
            Msg::NoSuchChallenge { id: c },
            Msg::NotForYou { id: c },
            Msg::NotYourChallenge { id: c },
            Msg::WhichChallenge { ids: vec![c] },
            Msg::ChallengeDirect {
                id: c,
                from: s(),
                to: s(),
                options: GameOptions::default(),
            },
            Msg::ChallengeOpen {
                id: c,
                from: s(),
                options: GameOptions::default(),
            },
            Msg::ChallengeCancelled { id: c, by: s() },
            Msg::ChallengeDeclined { id: c, by: s() },
            Msg::ChallengeExpired { id: c },
            Msg::GameStarted {
                game: g,
                red: s().into(),
                blue: s().into(),
                options: GameOptions::default(),
                dark: true,
            },
            Msg::YourGameStarted {
                game: g,
                kind: Family::Hex,
                colour: Player::Red,
                opponent: s().into(),
                your_move: true,
            },
            Msg::YouPlayed {
                game: g,
                mv: Move::Swap,
                next: Player::Red,
            },
            Msg::YouHit {
                game: g,
                cell: Cell::new(0, 0),
                again: true,
            },
            Msg::StoneFound {
                game: g,
                by: s().into(),
                your_move: true,
            },
            Msg::OpponentMoved {
                game: g,
                by: s().into(),
                next_is_you: true,
            },
            Msg::DarkMoveAnnounce {
                game: g,
                ply: 1,
                player: Player::Red,
                next: Player::Red,
            },
            Msg::StoneHitAnnounce { game: g, ply: 1 },
            Msg::OpenMoveAnnounce {
                game: g,
                ply: 1,
                player: Player::Red,
                name: s().into(),
                mv: Move::Swap,
                next: Player::Red,
            },
            Msg::YourTurn {
                game: g,
                by: s().into(),
                mv: s(),
            },
            Msg::GameOver {
                game: g,
                winner: Player::Red,
                winner_name: s().into(),
                loser_name: s().into(),
                reason: EndReason::Connection,
                variant: Variant::Hex,
            },
            Msg::GameAborted { game: g },
            Msg::BoardOf {
                game: g,
                kind: Family::Hex,
                to_move: Some(Player::Blue),
                ply: 1,
            },
            Msg::GameList {
                games: vec![(g, s(), s().into(), true)],
                challenges: vec![(c, s(), false)],
            },
            Msg::HiddenUntilEnd { game: g },
            Msg::ReplayOf { game: g, moves: 1 },
            Msg::ReplayAnimation { game: g },
            Msg::Sgf {
                game: g,
                record: s(),
            },
            Msg::SgfAttached { game: g },
            Msg::NoTakebackInDarkHex,
            Msg::RatedResultStands { game: g },
            Msg::NeverRated {
                against_computer: true,
            },
            Msg::RatedGameOver {
                result: Box::new(Msg::GameAborted { game: g }),
                ratings: Box::default(),
            },
            Msg::TakebackAlreadyAsked { game: g },
            Msg::NothingToTakeBack { game: g },
            Msg::TakebackAsked {
                game: g,
                by: s().into(),
            },
            Msg::TakebackAskedDm { game: g },
            Msg::TakenBack { game: g, count: 1 },
            Msg::NoFinishedGame,
            Msg::GameStillOn { game: g },
            Msg::RematchAlreadyOffered { game: g },
            Msg::RematchOffered {
                game: g,
                by: s().into(),
            },
            Msg::RematchOfferedDm {
                game: g,
                by: s().into(),
            },
            Msg::TimeWarningDm {
                game: g,
                left: 65_000,
            },
            Msg::TimeWarning {
                game: g,
                kind: Family::Hex,
                player: Player::Red,
                left: 65_000,
            },
            Msg::DmClosed,
            Msg::DmsClosedNotice { user: s() },
            Msg::AwayNotice { user: s() },
            Msg::ActionLabel(ActionKind::Swap { game: g }),
            Msg::CancelLabel,
            Msg::ButtonNotForYou,
            Msg::ButtonExpired,
            Msg::PictureNeedsAttachFiles,
            Msg::PictureTooLarge,
            Msg::DeleteYourMove,
            Msg::MissingPermissions { names: s() },
            Msg::ResignConfirm { game: Some(g) },
            Msg::ResignCancelled,
            Msg::PlaceTitle { game: g },
            Msg::PlaceField,
            Msg::PlaceMissing,
            Msg::Done,
            Msg::PickSubcommand,
            Msg::SettingsNeedManageServer,
            Msg::SettingsInServerOnly,
            Msg::LanguageUnavailable { text: s() },
            Msg::SettingsShown {
                room: false,
                defaults: s(),
                language: s(),
                tournament_channel: None,
                threads: true,
            },
            Msg::ThreadName { game: g },
            Msg::GameChoice {
                game: g,
                name: s(),
                opponent: s(),
                your_move: true,
            },
            Msg::SettingsSaved,
            Msg::LanguageShown {
                chosen: None,
                current: Lang::En,
            },
            Msg::LanguageSaved { lang: Lang::Fi },
            Msg::LanguageCleared,
            Msg::LanguageRoom { lang: Lang::Cs },
            Msg::SettingsNeedRoomModerator,
            Msg::SettingsInRoomOnly,
            Msg::SettingsShown {
                room: true,
                defaults: s(),
                language: s(),
                tournament_channel: None,
                threads: false,
            },
            Msg::LocalWelcome {
                url: s(),
                channel: s(),
            },
            Msg::LocalDarkHint,
            Msg::LocalCurtain { next: s() },
            Msg::LocalImageSaved { path: s() },
            Msg::LocalImageNotSaved { error: s() },
            Msg::LocalImagesLater {
                error: s(),
                folder: s(),
            },
            Msg::LocalMessageRemoved,
            Msg::LocalPrivateLabel,
            Msg::LocalDmLabel,
            Msg::LocalSeatName { seat: s() },
            Msg::Parse(ParseError::TooManyWords),
            Msg::Profile {
                profile: Box::new(Profile {
                    name: s(),
                    ratings: vec![],
                    streak: None,
                    recent: vec![],
                    chart: None,
                    page: None,
                }),
                now: 0,
            },
            Msg::Leaderboard {
                board: Box::new(Leaderboard {
                    kind: RatingKind::Hex,
                    global: true,
                    rows: vec![],
                    own: crate::core::ratings::records::OwnRank::NoGames,
                    page: None,
                }),
                in_dm: true,
            },
            Msg::History {
                page: Box::new(HistoryPage {
                    name: s(),
                    kind: None,
                    page: 1,
                    pages: 1,
                    games: vec![],
                }),
                next: None,
                now: 0,
                yours: false,
            },
            Msg::RatingChartTitle {
                name: s(),
                kind: RatingKind::Rex,
            },
            Msg::UnknownPlayer,
            Msg::NoRecordsYet,
            Msg::RecordsUnavailable,
            Msg::Tournament(TournamentMsg::Rules),
            Msg::Tournament(TournamentMsg::NoneHere),
            Msg::Knowledge(KnowledgeMsg::Of { game: g, moves: 2 }),
            Msg::Knowledge(KnowledgeMsg::NotOver { game: g }),
            Msg::Knowledge(KnowledgeMsg::OnlyDarkHex { game: g }),
            Msg::WithPage(Box::new(Msg::GameAborted { game: g }), s()),
            Msg::WithPageOf(
                Box::new(Msg::UnknownPlayer),
                crate::core::link::PageOf::Player,
                s(),
            ),
        ]
    }

    /// Which file holds the text of a message. Exhaustive: a new message breaks this match,
    /// and its sample belongs in [`samples`].
    fn domain_of(msg: &Msg) -> &'static str {
        match msg {
            Msg::Parse(_)
            | Msg::Apology
            | Msg::NotUnderstood
            | Msg::NotAHexMove { .. }
            | Msg::NotAHexdameMove { .. }
            | Msg::DameRule { .. }
            | Msg::NoDrawsInHex { .. }
            | Msg::DrawAlreadyOffered { .. }
            | Msg::NoDrawOffer { .. }
            | Msg::NoSuchGame { .. }
            | Msg::NotYourGame { .. }
            | Msg::GameIsOver { .. }
            | Msg::WrongPlace { .. }
            | Msg::NotPlayingHere
            | Msg::NoActiveGame
            | Msg::WhichGame { .. }
            | Msg::DarkMoveInChannel
            | Msg::DarkMoveRemoved
            | Msg::DarkMoveKept
            | Msg::NotYourTurn { .. }
            | Msg::Rule { .. }
            | Msg::ChallengeInChannel
            | Msg::AcceptInChannel
            | Msg::CannotChallengeYourself
            | Msg::CannotAcceptOwn
            | Msg::NoChallengeHere
            | Msg::NoSuchChallenge { .. }
            | Msg::NotForYou { .. }
            | Msg::NotYourChallenge { .. }
            | Msg::WhichChallenge { .. }
            | Msg::HiddenUntilEnd { .. }
            | Msg::NoTakebackInDarkHex
            | Msg::RatedResultStands { .. }
            | Msg::NeverRated { .. }
            | Msg::TakebackAlreadyAsked { .. }
            | Msg::NothingToTakeBack { .. }
            | Msg::NoFinishedGame
            | Msg::GameStillOn { .. }
            | Msg::RematchAlreadyOffered { .. } => "errors",
            Msg::ChallengeDirect { .. }
            | Msg::ChallengeOpen { .. }
            | Msg::ChallengeCancelled { .. }
            | Msg::ChallengeDeclined { .. }
            | Msg::ChallengeExpired { .. }
            | Msg::GameStarted { .. }
            | Msg::YourGameStarted { .. } => "lobby",
            Msg::HexdameMoved { .. }
            | Msg::DameYouPlayed { .. }
            | Msg::DameGameOver { .. }
            | Msg::DrawOffered { .. }
            | Msg::DrawOfferedDm { .. }
            | Msg::DrawOfferStands { .. }
            | Msg::DrawDeclined { .. }
            | Msg::DameRecord { .. }
            | Msg::YouPlayed { .. }
            | Msg::YouHit { .. }
            | Msg::StoneFound { .. }
            | Msg::OpponentMoved { .. }
            | Msg::DarkMoveAnnounce { .. }
            | Msg::StoneHitAnnounce { .. }
            | Msg::OpenMoveAnnounce { .. }
            | Msg::YourTurn { .. }
            | Msg::GameOver { .. }
            | Msg::RatedGameOver { .. }
            | Msg::WithPage(..)
            | Msg::WithPageOf(..)
            | Msg::GameAborted { .. }
            | Msg::BoardOf { .. }
            | Msg::GameList { .. }
            | Msg::ReplayOf { .. }
            | Msg::ReplayAnimation { .. }
            | Msg::Sgf { .. }
            | Msg::SgfAttached { .. }
            | Msg::TakebackAsked { .. }
            | Msg::TakebackAskedDm { .. }
            | Msg::TakenBack { .. }
            | Msg::RematchOffered { .. }
            | Msg::RematchOfferedDm { .. }
            | Msg::TimeWarningDm { .. }
            | Msg::TimeWarning { .. } => "game",
            Msg::Help | Msg::Rules(_) => "help",
            Msg::DmClosed
            | Msg::DmsClosedNotice { .. }
            | Msg::AwayNotice { .. }
            | Msg::ActionLabel(_)
            | Msg::CancelLabel
            | Msg::ButtonNotForYou
            | Msg::ButtonExpired
            | Msg::PictureNeedsAttachFiles
            | Msg::PictureTooLarge
            | Msg::DeleteYourMove
            | Msg::MissingPermissions { .. }
            | Msg::ResignConfirm { .. }
            | Msg::ResignCancelled
            | Msg::PlaceTitle { .. }
            | Msg::PlaceField
            | Msg::PlaceMissing
            | Msg::Done
            | Msg::PickSubcommand
            | Msg::SettingsNeedManageServer
            | Msg::SettingsInServerOnly
            | Msg::LanguageUnavailable { .. }
            | Msg::SettingsShown { .. }
            | Msg::ThreadName { .. }
            | Msg::GameChoice { .. }
            | Msg::SettingsSaved
            | Msg::LanguageShown { .. }
            | Msg::LanguageSaved { .. }
            | Msg::LanguageCleared
            | Msg::LanguageRoom { .. }
            | Msg::SettingsNeedRoomModerator
            | Msg::SettingsInRoomOnly
            | Msg::LocalWelcome { .. }
            | Msg::LocalDarkHint
            | Msg::LocalCurtain { .. }
            | Msg::LocalImageSaved { .. }
            | Msg::LocalImageNotSaved { .. }
            | Msg::LocalImagesLater { .. }
            | Msg::LocalMessageRemoved
            | Msg::LocalPrivateLabel
            | Msg::LocalDmLabel
            | Msg::LocalSeatName { .. } => "interface",
            Msg::Profile { .. }
            | Msg::Leaderboard { .. }
            | Msg::History { .. }
            | Msg::RatingChartTitle { .. }
            | Msg::UnknownPlayer
            | Msg::NoRecordsYet
            | Msg::RecordsUnavailable => "records",
            Msg::Tournament(_) => "tournament",
            Msg::Knowledge(_) => "knowledge",
        }
    }
}
