//! The message catalogue: every text a user can read comes from here.
//!
//! [`Msg`] is what the bot says; [`Msg::text`] is the one way to a text, in a [`Lang`]
//! ([`Msg::english`] for English). `Msg` is a thin enum over the domains: each domain has its
//! own enum in its own file, beside the words it maps its messages to, and every domain file
//! reads the Fluent ids of exactly one file of `locales/<lang>/` (loaded by [`crate::i18n`]):
//!
//! | Domain file | Enum | Fluent file | What it says |
//! |---|---|---|---|
//! | `errors.rs` | [`ErrorMsg`] | `errors.ftl` | what cannot be done, and why: messages not understood ([`ParseError`](crate::core::command::ParseError)), moves the rules refuse, refusals of the lobby and of a game |
//! | `lobby.rs` | [`LobbyMsg`] | `lobby.ftl` | challenges and the start of a game |
//! | `game.rs` | [`GameMsg`] | `game.ftl` | a game being played: moves, hits, ends, draws, takebacks, rematches, clocks, the board, the games list, replays and records |
//! | `knowledge.rs` | [`KnowledgeMsg`] | `knowledge.ftl` | the knowledge replay of a Dark Hex game |
//! | `interface.rs` | [`InterfaceMsg`] | `interface.ftl` | buttons, forms, thread names, closed DMs and other short notices |
//! | `settings.rs` | [`SettingsMsg`] | `settings.ftl` | server and room settings, a player's language |
//! | `local.rs` | [`LocalMsg`] | `local.ftl` | local mode (`hextable local`) |
//! | `records.rs` | [`RecordsMsg`] | `records.ftl` | profiles, leaderboards and game histories |
//! | `tournament.rs`, `tournament/parts.rs` | [`TournamentMsg`] | `tournament.ftl` | tournaments, their rounds and standings |
//! | `tournament/knockout.rs` | [`KnockoutMsg`] | `knockout.ftl` | knockout brackets |
//! | `tournament/arena.rs` | [`ArenaMsg`] | `arena.ftl` | arenas and check-in |
//! | `web.rs` | ([`Msg::WithPage`], [`Msg::WithPageOf`]) | `web.ftl` | the link to a web page under a message |
//! | `help.rs` | ([`Msg::Help`], [`Msg::Rules`]) | `commands.ftl`, `rules.ftl` | the command list, the rules, the slash commands' words |
//!
//! `words.rs` holds the small helpers every domain uses (a Fluent lookup, colour keys, game
//! lists). A domain that shows another's words calls its function (a tournament's game is
//! described by `lobby.rs`, a tournament command not understood by `tournament.rs`), so each
//! Fluent id is read in one file. Call sites build a domain's message and turn it into a
//! [`Msg`] with `into()`: `GameMsg::GameAborted { game }.into()`.

mod errors;
mod game;
mod help;
mod interface;
pub mod knowledge;
mod lobby;
mod local;
mod records;
mod settings;
mod tournament;
mod web;
mod words;

pub use crate::core::name::Name;
pub use errors::{ErrorMsg, UserError};
pub use game::{GameMsg, MoveTold, RatingShown, Winner};
pub use interface::InterfaceMsg;
pub use knowledge::KnowledgeMsg;
pub use lobby::LobbyMsg;
pub use local::LocalMsg;
pub use records::{kind_name, RecordsMsg};
pub use settings::{language_name, SettingsMsg};
pub use tournament::arena::{arena_headings, ArenaLine, ArenaMsg};
pub use tournament::knockout::{bracket_labels, CallLine, KnockoutMsg};
pub use tournament::{line_text, standings_headings, tie_break_codes, PairingLine, TournamentMsg};
pub use web::page_line;
use words::{colour_key, list, t};

use crate::{
    core::{link::PageOf, RulesOf},
    i18n::Lang,
};

/// Something the bot says: a message of one domain (or help, or a message with a link).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Msg {
    /// What cannot be done, and why.
    Error(ErrorMsg),
    /// Challenges and the start of a game.
    Lobby(LobbyMsg),
    /// A game being played.
    Game(GameMsg),
    /// The knowledge replay of a Dark Hex game.
    Knowledge(KnowledgeMsg),
    /// The chat interface: buttons, forms, notices.
    Interface(InterfaceMsg),
    /// Settings and languages.
    Settings(SettingsMsg),
    /// Local mode.
    Local(LocalMsg),
    /// Ratings and records.
    Records(RecordsMsg),
    /// Tournaments (knockouts and arenas among them).
    Tournament(TournamentMsg),
    /// The help text (`help.rs`).
    Help,
    /// The rules of one game or of all (`help.rs`).
    Rules(Option<RulesOf>),
    /// A result and the address of its game's web page.
    WithPage(Box<Msg>, String),
    /// A tournament's standings, a profile or a leaderboard and the address of its web page.
    WithPageOf(Box<Msg>, PageOf, String),
}

impl Msg {
    /// The text in `lang`.
    pub fn text(&self, lang: Lang) -> String {
        match self {
            Msg::Error(msg) => msg.text(lang),
            Msg::Lobby(msg) => msg.text(lang),
            Msg::Game(msg) => msg.text(lang),
            Msg::Knowledge(msg) => msg.text(lang),
            Msg::Interface(msg) => msg.text(lang),
            Msg::Settings(msg) => msg.text(lang),
            Msg::Local(msg) => msg.text(lang),
            Msg::Records(msg) => msg.text(lang),
            Msg::Tournament(msg) => msg.text(lang),
            Msg::Help | Msg::Rules(_) => help::text(self, lang).unwrap_or_default(),
            Msg::WithPage(msg, url) => web::with_page(msg.text(lang), url, lang),
            Msg::WithPageOf(msg, of, url) => web::with_page_of(msg.text(lang), *of, url, lang),
        }
    }

    /// The English text.
    pub fn english(&self) -> String {
        self.text(Lang::En)
    }
}

/// For each domain: its messages turn into [`Msg`], and read in English by themselves.
macro_rules! domains {
    ($($domain:ident => $variant:ident),* $(,)?) => {$(
        impl From<$domain> for Msg {
            fn from(msg: $domain) -> Self {
                Msg::$variant(msg)
            }
        }

        impl $domain {
            /// The English text.
            pub fn english(&self) -> String {
                self.text(Lang::En)
            }
        }
    )*};
}

domains! {
    ErrorMsg => Error,
    LobbyMsg => Lobby,
    GameMsg => Game,
    KnowledgeMsg => Knowledge,
    InterfaceMsg => Interface,
    SettingsMsg => Settings,
    LocalMsg => Local,
    RecordsMsg => Records,
    TournamentMsg => Tournament,
}

impl From<KnockoutMsg> for Msg {
    fn from(msg: KnockoutMsg) -> Self {
        Msg::Tournament(TournamentMsg::Knockout(Box::new(msg)))
    }
}

impl From<ArenaMsg> for Msg {
    fn from(msg: ArenaMsg) -> Self {
        Msg::Tournament(TournamentMsg::Arena(Box::new(msg)))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{
        core::{
            ratings::{
                records::{HistoryPage, Leaderboard, Profile},
                RatingKind,
            },
            ActionKind, ChallengeId, GameId, GameOptions, ParseError,
        },
        rules::{Cell, Family, Player, Reason, RuleError},
    };

    /// Every domain answers for its messages (the type says which, and each domain's match
    /// is exhaustive), and every message has a text in every language: never empty, never a
    /// bare Fluent id (what a lookup of a missing id gives back).
    #[test]
    fn every_message_has_a_text_in_every_language() {
        let bare_id = |text: &str| {
            text.contains('-')
                && text
                    .chars()
                    .all(|c| c.is_ascii_lowercase() || c.is_ascii_digit() || "-.".contains(c))
        };
        for msg in samples() {
            for lang in Lang::ALL {
                let text = msg.text(lang);
                assert!(
                    !text.is_empty() && !bare_id(&text),
                    "{msg:?} in {lang}: {text}"
                );
            }
        }
    }

    #[test]
    fn a_rated_result_shows_both_changes_after_the_result() {
        let result = GameMsg::GameOver {
            game: GameId::from(3_u64),
            kind: Family::Hex,
            winner: Some(Winner {
                colour: Player::Red,
                name: "alice".into(),
                loser: "bob".into(),
            }),
            reason: Reason::Connection,
            connection_loses: false,
            hidden: false,
        };
        let line = |name: &str, rating: &str, change: &str| RatingShown {
            name: name.into(),
            rating: rating.into(),
            change: change.into(),
        };
        let rated = GameMsg::RatedGameOver {
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
            ErrorMsg::WhichGame { games }.english(),
            "You have several games (#3, #7): name one, like `#3 f6`."
        );
        let ids = vec![ChallengeId::from(4_u64), ChallengeId::from(5_u64)];
        assert_eq!(
            ErrorMsg::WhichChallenge { ids }.english(),
            "Several challenges fit (4, 5): name one, like `hex accept 4`."
        );
        assert_eq!(
            ErrorMsg::WhichGame { games: vec![] }.english(),
            "You have several games (): name one, like `#1 f6`."
        );
    }

    /// One message of each kind.
    fn samples() -> Vec<Msg> {
        let (g, c) = (GameId::from(1_u64), ChallengeId::from(2_u64));
        let s = || "x".to_owned();
        vec![
            ErrorMsg::Apology.into(),
            ErrorMsg::NotUnderstood.into(),
            ErrorMsg::NotAHexMove { game: g }.into(),
            ErrorMsg::CellNotAMove { game: g }.into(),
            ErrorMsg::NoDrawsInHex { game: g }.into(),
            GameMsg::DrawOffered {
                game: g,
                by: s().into(),
            }
            .into(),
            GameMsg::DrawOfferedDm {
                game: g,
                by: s().into(),
            }
            .into(),
            GameMsg::DrawOfferStands { game: g }.into(),
            ErrorMsg::DrawAlreadyOffered { game: g }.into(),
            ErrorMsg::NoDrawOffer { game: g }.into(),
            GameMsg::DrawDeclined {
                game: g,
                by: s().into(),
            }
            .into(),
            Msg::Help,
            Msg::Rules(None),
            ErrorMsg::NoSuchGame { game: g }.into(),
            ErrorMsg::NotYourGame { game: g }.into(),
            ErrorMsg::GameIsOver { game: g }.into(),
            ErrorMsg::WrongPlace { games: vec![g] }.into(),
            ErrorMsg::NotPlayingHere.into(),
            ErrorMsg::NoActiveGame.into(),
            ErrorMsg::WhichGame { games: vec![g] }.into(),
            ErrorMsg::DarkMoveInChannel.into(),
            ErrorMsg::DarkMoveRemoved.into(),
            ErrorMsg::DarkMoveKept.into(),
            ErrorMsg::NotYourTurn { game: g }.into(),
            ErrorMsg::Rule {
                game: g,
                error: RuleError::GameOver,
            }
            .into(),
            ErrorMsg::ChallengeInChannel.into(),
            ErrorMsg::AcceptInChannel.into(),
            ErrorMsg::CannotChallengeYourself.into(),
            ErrorMsg::CannotAcceptOwn.into(),
            ErrorMsg::NoChallengeHere.into(),
            ErrorMsg::NoSuchChallenge { id: c }.into(),
            ErrorMsg::NotForYou { id: c }.into(),
            ErrorMsg::NotYourChallenge { id: c }.into(),
            ErrorMsg::WhichChallenge { ids: vec![c] }.into(),
            LobbyMsg::ChallengeDirect {
                id: c,
                from: s(),
                to: s(),
                options: GameOptions::default(),
            }
            .into(),
            LobbyMsg::ChallengeOpen {
                id: c,
                from: s(),
                options: GameOptions::default(),
            }
            .into(),
            LobbyMsg::ChallengeCancelled { id: c, by: s() }.into(),
            LobbyMsg::ChallengeDeclined { id: c, by: s() }.into(),
            LobbyMsg::ChallengeExpired { id: c }.into(),
            LobbyMsg::GameStarted {
                game: g,
                red: s().into(),
                blue: s().into(),
                options: GameOptions::default(),
                dark: true,
            }
            .into(),
            LobbyMsg::YourGameStarted {
                game: g,
                kind: Family::Hex,
                colour: Player::Red,
                opponent: s().into(),
                your_move: true,
            }
            .into(),
            GameMsg::YouPlayed {
                game: g,
                kind: Family::Hex,
                mv: s(),
                next: Some(Player::Red),
            }
            .into(),
            GameMsg::YouHit {
                game: g,
                cell: Cell::new(0, 0),
                again: true,
            }
            .into(),
            GameMsg::StoneFound {
                game: g,
                by: s().into(),
                your_move: true,
            }
            .into(),
            GameMsg::OpponentMoved {
                game: g,
                by: s().into(),
                next_is_you: true,
            }
            .into(),
            GameMsg::DarkMoveAnnounce {
                game: g,
                ply: 1,
                player: Player::Red,
                next: Player::Red,
            }
            .into(),
            GameMsg::StoneHitAnnounce { game: g, ply: 1 }.into(),
            GameMsg::MoveAnnounce {
                game: g,
                kind: Family::Hex,
                ply: 1,
                player: Player::Red,
                name: s().into(),
                played: MoveTold {
                    swap: true,
                    ..MoveTold::default()
                },
                next: Player::Red,
            }
            .into(),
            GameMsg::YourTurn {
                game: g,
                by: s().into(),
                mv: s(),
            }
            .into(),
            GameMsg::GameOver {
                game: g,
                kind: Family::Hex,
                winner: Some(Winner {
                    colour: Player::Red,
                    name: s().into(),
                    loser: s().into(),
                }),
                reason: Reason::Connection,
                connection_loses: false,
                hidden: false,
            }
            .into(),
            GameMsg::GameAborted { game: g }.into(),
            GameMsg::BoardOf {
                game: g,
                kind: Family::Hex,
                to_move: Some(Player::Blue),
                ply: 1,
            }
            .into(),
            GameMsg::GameList {
                games: vec![(g, s(), s().into(), true)],
                challenges: vec![(c, s(), false)],
            }
            .into(),
            ErrorMsg::HiddenUntilEnd { game: g }.into(),
            GameMsg::ReplayOf { game: g, moves: 1 }.into(),
            GameMsg::ReplayAnimation { game: g }.into(),
            GameMsg::Sgf {
                game: g,
                record: s(),
            }
            .into(),
            GameMsg::SgfAttached { game: g }.into(),
            ErrorMsg::NoTakebackInDarkHex.into(),
            ErrorMsg::RatedResultStands { game: g }.into(),
            ErrorMsg::NeverRated {
                against_computer: true,
            }
            .into(),
            GameMsg::RatedGameOver {
                result: Box::new(GameMsg::GameAborted { game: g }),
                ratings: Box::default(),
            }
            .into(),
            ErrorMsg::TakebackAlreadyAsked { game: g }.into(),
            ErrorMsg::NothingToTakeBack { game: g }.into(),
            GameMsg::TakebackAsked {
                game: g,
                by: s().into(),
            }
            .into(),
            GameMsg::TakebackAskedDm { game: g }.into(),
            GameMsg::TakenBack { game: g, count: 1 }.into(),
            ErrorMsg::NoFinishedGame.into(),
            ErrorMsg::GameStillOn { game: g }.into(),
            ErrorMsg::RematchAlreadyOffered { game: g }.into(),
            GameMsg::RematchOffered {
                game: g,
                by: s().into(),
            }
            .into(),
            GameMsg::RematchOfferedDm {
                game: g,
                by: s().into(),
            }
            .into(),
            GameMsg::TimeWarningDm {
                game: g,
                left: 65_000,
            }
            .into(),
            GameMsg::TimeWarning {
                game: g,
                kind: Family::Hex,
                player: Player::Red,
                left: 65_000,
            }
            .into(),
            InterfaceMsg::DmClosed.into(),
            InterfaceMsg::DmsClosedNotice { user: s() }.into(),
            InterfaceMsg::AwayNotice { user: s() }.into(),
            InterfaceMsg::ActionLabel(ActionKind::Swap { game: g }).into(),
            InterfaceMsg::CancelLabel.into(),
            InterfaceMsg::ButtonNotForYou.into(),
            InterfaceMsg::ButtonExpired.into(),
            InterfaceMsg::PictureNeedsAttachFiles.into(),
            InterfaceMsg::PictureTooLarge.into(),
            InterfaceMsg::DeleteYourMove.into(),
            InterfaceMsg::MissingPermissions { names: s() }.into(),
            InterfaceMsg::ResignConfirm { game: Some(g) }.into(),
            InterfaceMsg::ResignCancelled.into(),
            InterfaceMsg::PlaceTitle { game: g }.into(),
            InterfaceMsg::PlaceField.into(),
            InterfaceMsg::PlaceMissing.into(),
            InterfaceMsg::Done.into(),
            InterfaceMsg::PickSubcommand.into(),
            SettingsMsg::NeedManageServer.into(),
            SettingsMsg::InServerOnly.into(),
            SettingsMsg::LanguageUnavailable { text: s() }.into(),
            SettingsMsg::Shown {
                room: false,
                defaults: s(),
                language: s(),
                tournament_channel: None,
                threads: true,
            }
            .into(),
            InterfaceMsg::ThreadName { game: g }.into(),
            InterfaceMsg::GameChoice {
                game: g,
                name: s(),
                opponent: s(),
                your_move: true,
            }
            .into(),
            SettingsMsg::Saved.into(),
            SettingsMsg::LanguageShown {
                chosen: None,
                current: Lang::En,
            }
            .into(),
            SettingsMsg::LanguageSaved { lang: Lang::Fi }.into(),
            SettingsMsg::LanguageCleared.into(),
            SettingsMsg::LanguageRoom { lang: Lang::Cs }.into(),
            SettingsMsg::NeedRoomModerator.into(),
            SettingsMsg::InRoomOnly.into(),
            SettingsMsg::Shown {
                room: true,
                defaults: s(),
                language: s(),
                tournament_channel: None,
                threads: false,
            }
            .into(),
            LocalMsg::Welcome {
                url: s(),
                channel: s(),
            }
            .into(),
            LocalMsg::DarkHint.into(),
            LocalMsg::Curtain { next: s() }.into(),
            LocalMsg::ImageSaved { path: s() }.into(),
            LocalMsg::ImageNotSaved { error: s() }.into(),
            LocalMsg::ImagesLater {
                error: s(),
                folder: s(),
            }
            .into(),
            LocalMsg::MessageRemoved.into(),
            LocalMsg::PrivateLabel.into(),
            LocalMsg::DmLabel.into(),
            LocalMsg::SeatName { seat: s() }.into(),
            ErrorMsg::Parse(ParseError::TooManyWords).into(),
            RecordsMsg::Profile {
                profile: Box::new(Profile {
                    name: s(),
                    ratings: vec![],
                    streak: None,
                    recent: vec![],
                    chart: None,
                    page: None,
                }),
                now: 0,
            }
            .into(),
            RecordsMsg::Leaderboard {
                board: Box::new(Leaderboard {
                    kind: RatingKind::Hex,
                    global: true,
                    rows: vec![],
                    own: crate::core::ratings::records::OwnRank::NoGames,
                    page: None,
                }),
                in_dm: true,
            }
            .into(),
            RecordsMsg::History {
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
            }
            .into(),
            RecordsMsg::RatingChartTitle {
                name: s(),
                kind: RatingKind::Rex,
            }
            .into(),
            RecordsMsg::UnknownPlayer.into(),
            RecordsMsg::NoRecordsYet.into(),
            RecordsMsg::Unavailable.into(),
            Msg::Tournament(TournamentMsg::Rules),
            Msg::Tournament(TournamentMsg::NoneHere),
            Msg::Knowledge(KnowledgeMsg::Of { game: g, moves: 2 }),
            Msg::Knowledge(KnowledgeMsg::NotOver { game: g }),
            Msg::Knowledge(KnowledgeMsg::OnlyDarkHex { game: g }),
            Msg::WithPage(Box::new(GameMsg::GameAborted { game: g }.into()), s()),
            Msg::WithPageOf(
                Box::new(RecordsMsg::UnknownPlayer.into()),
                crate::core::link::PageOf::Player,
                s(),
            ),
        ]
        .into_iter()
        .chain(crate::core::families::sample_messages(g))
        .collect()
    }
}
