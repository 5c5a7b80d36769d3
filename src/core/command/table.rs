//! The command table: every `hex …` command and `/hex` subcommand, declared once.
//!
//! Why it looks as it does:
//! - **One grammar.** The text grammar (`hex board #12`) is the only parser. A typed
//!   invocation (a slash command's options) is written out as the words the same command
//!   would be typed with ([`typed_text`](super::typed_text), in `typed.rs`) and read by that
//!   parser, so a typed and a typed-out command cannot come to differ: the same
//!   [`Command`](super::Command), the same [`ParseError`](super::ParseError) for a bad value.
//!   Each option therefore says, besides its kind, the [`Form`] of its words (`#12`, `max=8`,
//!   `rated`/`casual`, `checkin=15m`).
//! - **Data, not code.** Names, aliases, options (kind, required, choices), Fluent ids, who may
//!   use a command and whether `hex help` lists it are constants, so an adapter builds its
//!   registration by iterating them (Discord's `/hex` in `adapters/discord/commands.rs`), the
//!   text grammar resolves a verb through them, and `hex help` writes its list from them.
//! - **No network.** Kinds say what a value is (a game number, a user, a board side), not
//!   which option type a network gives it; the adapter chooses that.
//! - **Options in text order.** A command's options are listed in the order its words are
//!   typed (`hex move #12 f6`); a network that wants required options first (Discord) reorders
//!   them stably.
//!
//! Outside the table are only the chat shorthands of commands in it: a bare move (`f6`,
//! `#12 f6`, `swap`), `resign`, `board`, `takeback`, `#12 draw` and `hex swap [n]`.
//!
//! A new command, typed and by slash: an entry here (its name, options and Fluent ids), its
//! words in `mod.rs` (`parse_hex_command` building its [`Command`](super::Command)), its
//! handler, its `.name` / `.description` in `locales/*/commands.ftl`. The `/hex` definition,
//! the slash mapping and `hex help` follow; `agree.rs` asks for a case of it.

use crate::core::marks;

/// Who may use a command. The handlers make the check (`core/arbiter/`, the settings'
/// handler); `tests/core_store/core_tournament.rs` proves that they refuse exactly these.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Who {
    /// Anyone.
    Anyone,
    /// A tournament organiser (server managers, the organiser role, a room's moderators).
    Organiser,
    /// The server's (or room's) managers.
    ServerAdmin,
}

/// One value of a choice option: what a typed invocation sends, and the word it is typed as.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Choice {
    /// The value (also the Fluent attribute of its label: `choice-` and the value, `+` as `-`).
    pub value: &'static str,
    /// The typed word; `{name:default}` stands for option `name`'s value (`swiss={rounds:5}`).
    pub word: &'static str,
}

/// What an option holds.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Kind {
    /// One of the user's game numbers (suggested as they type).
    GameNumber,
    /// A challenge number.
    ChallengeNumber,
    /// A tournament of the server (suggested as they type).
    TournamentNumber,
    /// A whole number from `min` to `max`.
    Integer {
        /// The least value.
        min: u64,
        /// The greatest value, if any.
        max: Option<u64>,
    },
    /// A board side, one of [`SIZES`](super::SIZES).
    BoardSize,
    /// A move as typed (`f6`, `swap`, `f4-g5`).
    Move,
    /// Players as typed mentions, several words.
    Players,
    /// A user.
    User,
    /// A text channel.
    Channel,
    /// A role.
    Role,
    /// Yes or no.
    Bool,
    /// One of these values.
    Choice(&'static [Choice]),
}

/// How an option's value is typed in the text grammar.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Form {
    /// The value between `before` and `after` (`#12`, `max=8`, `checkin=15m`, a user mark).
    Word(&'static str, &'static str),
    /// A yes-or-no: the word for yes, the word for no (empty: no word).
    Flag(&'static str, &'static str),
    /// No word of its own: another option's choice word names it (`{rounds:5}`).
    InChoice,
}

/// One option of a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct OptionSpec {
    /// Its name (in a typed invocation).
    pub name: &'static str,
    /// What it holds.
    pub kind: Kind,
    /// Whether it must be given.
    pub required: bool,
    /// The Fluent message whose `.name`, `.description` and `.choice-…` describe it.
    pub fluent: &'static str,
    /// How it is typed.
    pub form: Form,
}

/// One command (or a group of subcommands).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct CommandSpec {
    /// Its name, typed and in a typed invocation.
    pub name: &'static str,
    /// Other typed names.
    pub aliases: &'static [&'static str],
    /// The Fluent message whose `.name` and `.description` describe it.
    pub fluent: &'static str,
    /// Who may use it.
    pub who: Who,
    /// Its options, in text order.
    pub options: &'static [OptionSpec],
    /// A group's subcommands (empty for a command).
    pub subs: &'static [CommandSpec],
    /// Where `hex help` shows it.
    pub help: Help,
}

/// Where `hex help` shows a command.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Help {
    /// On a line of its own, with its description (a group's subcommand: named in the
    /// group's line).
    Line,
    /// On the line of the command before it.
    SameLine,
    /// Not in the list (said elsewhere in the help, or for a server's managers only).
    Unlisted,
}

/// The top-level command's Fluent message (`/hex` itself).
pub const FLUENT: &str = "commands-hex";

const fn opt(name: &'static str, kind: Kind, fluent: &'static str, form: Form) -> OptionSpec {
    OptionSpec {
        name,
        kind,
        required: false,
        fluent,
        form,
    }
}

const fn required(option: OptionSpec) -> OptionSpec {
    OptionSpec {
        required: true,
        ..option
    }
}

const fn cmd(
    name: &'static str,
    fluent: &'static str,
    options: &'static [OptionSpec],
) -> CommandSpec {
    CommandSpec {
        name,
        aliases: &[],
        fluent,
        who: Who::Anyone,
        options,
        subs: &[],
        help: Help::Line,
    }
}

const fn aka(spec: CommandSpec, aliases: &'static [&'static str]) -> CommandSpec {
    CommandSpec { aliases, ..spec }
}

const fn by(spec: CommandSpec, who: Who) -> CommandSpec {
    CommandSpec { who, ..spec }
}

/// A command `hex help` lists on the line of the one before it.
const fn same_line(spec: CommandSpec) -> CommandSpec {
    CommandSpec {
        help: Help::SameLine,
        ..spec
    }
}

/// A command `hex help` does not list.
const fn unlisted(spec: CommandSpec) -> CommandSpec {
    CommandSpec {
        help: Help::Unlisted,
        ..spec
    }
}

/// Choices typed as their own value.
macro_rules! plain {
    ($($v:literal),* $(,)?) => {
        &[$(Choice { value: $v, word: $v }),*]
    };
}

/// The games offered: the Hex family's variants, then each other family by its name (the
/// registration's order, [`crate::rules::Family::ALL`]).
const GAMES: &[Choice] = &{
    use crate::rules::Family;
    const HEX: &[Choice] = plain!["darkhex", "darkhex-abrupt", "hex", "rex"];
    const NONE: Choice = Choice {
        value: "",
        word: "",
    };
    let mut all = [NONE; HEX.len() + Family::ALL.len() - 1];
    let mut i = 0;
    while i < HEX.len() {
        all[i] = HEX[i];
        i += 1;
    }
    while i < all.len() {
        let name = Family::ALL[i + 1 - HEX.len()].name();
        all[i] = Choice {
            value: name,
            word: name,
        };
        i += 1;
    }
    all
};
const TIMES: &[Choice] = plain!["none", "1d", "3d", "5m+3s", "10m+5s", "30m+20s"];
const LANGUAGES: &[Choice] = plain!["en", "fi", "cs", "da", "de"];
const LANGUAGES_OR_AUTO: &[Choice] = plain!["en", "fi", "cs", "da", "de", "auto"];

const GAME: OptionSpec = opt("game", Kind::Choice(GAMES), "commands-option-game", WORD);
const SIZE: OptionSpec = opt("size", Kind::BoardSize, "commands-option-size", WORD);
const TIME: OptionSpec = opt("time", Kind::Choice(TIMES), "commands-option-time", WORD);
const RATED: OptionSpec = opt(
    "rated",
    Kind::Bool,
    "commands-option-rated",
    Form::Flag("rated", "casual"),
);
const COLOUR: OptionSpec = opt(
    "colour",
    Kind::Choice(plain!["red", "blue", "random"]),
    "commands-option-colour",
    WORD,
);
const SWAP: OptionSpec = opt(
    "swap",
    Kind::Bool,
    "commands-option-swap",
    Form::Flag("swap=on", "swap=off"),
);
const PLAYER: OptionSpec = opt("player", Kind::User, "commands-option-player", MENTION);
const TOURNAMENT: OptionSpec = opt(
    "tournament",
    Kind::TournamentNumber,
    "tournament-cmd-option-id",
    Form::Word("t", ""),
);

/// The value as it is.
const WORD: Form = Form::Word("", "");
/// A number as `#12`.
const NUMBERED: Form = Form::Word("#", "");
/// A channel setting as a channel mark ([`marks`]).
const TOURNAMENT_CHANNEL: &str = "tournament-channel=\u{2068}#channel:";
/// A role setting as a role mark.
const ORGANISER_ROLE: &str = "organiser-role=\u{2068}@role:";
/// A user as a mention.
const MENTION: Form = Form::Word(marks::USER_OPEN, marks::MARK_CLOSE);

const fn game_number(required: bool) -> OptionSpec {
    OptionSpec {
        required,
        ..opt(
            "game",
            Kind::GameNumber,
            "commands-option-game-number",
            NUMBERED,
        )
    }
}

const CHALLENGE_NUMBER: OptionSpec = opt(
    "challenge",
    Kind::ChallengeNumber,
    "commands-option-challenge",
    NUMBERED,
);

const fn number(min: u64, max: Option<u64>) -> Kind {
    Kind::Integer { min, max }
}

/// `option` typed as `key` and its value (`game=hex`).
const fn keyed(option: OptionSpec, key: &'static str) -> OptionSpec {
    OptionSpec {
        form: Form::Word(key, ""),
        ..option
    }
}

/// An on/off option.
const fn on_off(
    name: &'static str,
    fluent: &'static str,
    words: (&'static str, &'static str),
) -> OptionSpec {
    opt(name, Kind::Bool, fluent, Form::Flag(words.0, words.1))
}

/// The commands, in the order a network lists them.
pub const COMMANDS: &[CommandSpec] = &[
    cmd(
        "challenge",
        "commands-challenge",
        &[
            required(opt(
                "opponent",
                Kind::User,
                "commands-option-opponent",
                MENTION,
            )),
            GAME,
            SIZE,
            COLOUR,
            SWAP,
            TIME,
            RATED,
        ],
    ),
    cmd(
        "open",
        "commands-open",
        &[GAME, SIZE, COLOUR, SWAP, TIME, RATED],
    ),
    cmd("accept", "commands-accept", &[CHALLENGE_NUMBER]),
    same_line(cmd("decline", "commands-decline", &[CHALLENGE_NUMBER])),
    same_line(cmd("cancel", "commands-cancel", &[CHALLENGE_NUMBER])),
    aka(
        cmd(
            "play-bot",
            "commands-play-bot",
            // Games against the computer are never rated: a level instead of `rated`.
            &[
                GAME,
                SIZE,
                COLOUR,
                SWAP,
                TIME,
                opt(
                    "level",
                    Kind::Choice(plain!["beginner", "easy", "medium", "hard"]),
                    "commands-option-level",
                    WORD,
                ),
            ],
        ),
        &["playbot", "bot", "computer"],
    ),
    // `hex help` says how moves are typed (`f6`, `#12 f6`, `f4-g5`) in words of its own.
    unlisted(aka(
        cmd(
            "move",
            "commands-move",
            &[
                game_number(false),
                required(opt("cell", Kind::Move, "commands-option-cell", WORD)),
            ],
        ),
        &["play"],
    )),
    cmd("resign", "commands-resign", &[game_number(false)]),
    cmd("board", "commands-board", &[game_number(false)]),
    aka(cmd("games", "commands-games", &[]), &["list"]),
    cmd(
        "replay",
        "commands-replay",
        &[
            game_number(true),
            opt(
                "views",
                Kind::Bool,
                "commands-option-views",
                Form::Flag("views", ""),
            ),
        ],
    ),
    same_line(aka(
        cmd("export", "commands-export", &[game_number(true)]),
        &["sgf"],
    )),
    aka(
        cmd("takeback", "commands-takeback", &[game_number(false)]),
        &["undo"],
    ),
    same_line(cmd("rematch", "commands-rematch", &[game_number(false)])),
    cmd(
        "draw",
        "commands-draw",
        &[
            opt(
                "answer",
                Kind::Choice(plain!["offer", "accept", "decline"]),
                "commands-option-draw",
                WORD,
            ),
            game_number(false),
        ],
    ),
    cmd("rules", "commands-rules", &[GAME]),
    aka(cmd("profile", "commands-profile", &[PLAYER]), &["stats"]),
    aka(
        cmd(
            "leaderboard",
            "commands-leaderboard",
            &[
                GAME,
                opt(
                    "global",
                    Kind::Bool,
                    "commands-option-global",
                    Form::Flag("global", ""),
                ),
            ],
        ),
        &["top", "ratings"],
    ),
    cmd(
        "history",
        "commands-history",
        &[
            PLAYER,
            GAME,
            opt(
                "page",
                number(1, None),
                "commands-option-page",
                Form::Word("page ", ""),
            ),
        ],
    ),
    unlisted(cmd("help", "commands-help", &[])),
    aka(
        cmd(
            "language",
            "commands-language",
            &[opt(
                "language",
                Kind::Choice(LANGUAGES_OR_AUTO),
                "commands-option-language",
                WORD,
            )],
        ),
        &["lang"],
    ),
    unlisted(by(
        cmd(
            "settings",
            "commands-settings",
            &[
                keyed(GAME, "game="),
                keyed(SIZE, "size="),
                opt(
                    "language",
                    Kind::Choice(LANGUAGES),
                    "commands-option-language",
                    Form::Word("language=", ""),
                ),
                opt(
                    "tournament-channel",
                    Kind::Channel,
                    "commands-option-tournament-channel",
                    Form::Word(TOURNAMENT_CHANNEL, marks::MARK_CLOSE),
                ),
                on_off(
                    "threads",
                    "commands-option-threads",
                    ("threads=on", "threads=off"),
                ),
                on_off("web", "commands-option-web", ("web=on", "web=off")),
                opt(
                    "organiser-role",
                    Kind::Role,
                    "tournament-cmd-option-organiser-role",
                    Form::Word(ORGANISER_ROLE, marks::MARK_CLOSE),
                ),
            ],
        ),
        Who::ServerAdmin,
    )),
    CommandSpec {
        aliases: &["tourney", "t"],
        subs: TOURNAMENT_COMMANDS,
        ..cmd("tournament", "tournament-cmd", &[])
    },
];

/// `hex tournament …`, in the order a network lists them. A knockout's bracket is its
/// standings (`bracket` is typed as another name of `standings`).
pub const TOURNAMENT_COMMANDS: &[CommandSpec] = &[
    aka(
        by(
            cmd(
                "create",
                "tournament-cmd-create",
                &[
                    GAME,
                    SIZE,
                    TIME,
                    RATED,
                    opt(
                        "format",
                        Kind::Choice(&[
                            Choice {
                                value: "rr",
                                word: "rr",
                            },
                            Choice {
                                value: "drr",
                                word: "drr",
                            },
                            Choice {
                                value: "swiss",
                                word: "swiss={rounds:5}",
                            },
                            Choice {
                                value: "knockout",
                                word: "knockout",
                            },
                            Choice {
                                value: "double-knockout",
                                word: "double-knockout",
                            },
                            Choice {
                                value: "arena",
                                word: "arena={rounds:30}m",
                            },
                        ]),
                        "tournament-cmd-option-format",
                        WORD,
                    ),
                    // Swiss: rounds; arena: minutes (the grammar checks each range).
                    opt(
                        "rounds",
                        number(1, Some(1440)),
                        "tournament-cmd-option-rounds",
                        Form::InChoice,
                    ),
                    opt(
                        "max-players",
                        number(2, Some(256)),
                        "tournament-cmd-option-max",
                        Form::Word("max=", ""),
                    ),
                    opt(
                        "start",
                        Kind::Choice(plain!["hand", "full", "1h", "1d"]),
                        "tournament-cmd-option-start",
                        Form::Word("start=", ""),
                    ),
                    opt(
                        "deadline",
                        Kind::Choice(plain!["1h", "12h", "1d", "3d"]),
                        "tournament-cmd-option-deadline",
                        Form::Word("deadline=", ""),
                    ),
                    opt(
                        "checkin",
                        number(1, Some(1440)),
                        "arena-cmd-option-checkin",
                        Form::Word("checkin=", "m"),
                    ),
                    opt(
                        "match",
                        number(1, Some(15)),
                        "knockout-cmd-option-match",
                        Form::Word("match=", ""),
                    ),
                    on_off(
                        "third-place",
                        "knockout-cmd-option-third-place",
                        ("third-place=on", "third-place=off"),
                    ),
                    on_off(
                        "reset",
                        "knockout-cmd-option-reset",
                        ("reset=on", "reset=off"),
                    ),
                    opt(
                        "seeding",
                        Kind::Choice(plain!["rating", "random", "hand"]),
                        "knockout-cmd-option-seeding",
                        Form::Word("seed=", ""),
                    ),
                ],
            ),
            Who::Organiser,
        ),
        &["new"],
    ),
    cmd("join", "tournament-cmd-join", &[TOURNAMENT]),
    unlisted(cmd("leave", "tournament-cmd-leave", &[TOURNAMENT])),
    unlisted(aka(
        cmd("withdraw", "tournament-cmd-withdraw", &[TOURNAMENT]),
        &["drop"],
    )),
    unlisted(by(
        cmd("start", "tournament-cmd-start", &[TOURNAMENT]),
        Who::Organiser,
    )),
    unlisted(aka(
        cmd("pairings", "tournament-cmd-pairings", &[TOURNAMENT]),
        &["round"],
    )),
    aka(
        cmd("standings", "tournament-cmd-standings", &[TOURNAMENT]),
        &["table", "bracket"],
    ),
    unlisted(cmd("info", "tournament-cmd-info", &[TOURNAMENT])),
    unlisted(cmd("list", "tournament-cmd-list", &[])),
    unlisted(by(
        cmd("cancel", "tournament-cmd-cancel", &[TOURNAMENT]),
        Who::Organiser,
    )),
    unlisted(by(
        cmd(
            "result",
            "tournament-cmd-result",
            &[
                required(opt(
                    "board",
                    number(1, None),
                    "tournament-cmd-option-board",
                    WORD,
                )),
                required(opt(
                    "result",
                    Kind::Choice(&[
                        Choice {
                            value: "1-0",
                            word: "1-0",
                        },
                        Choice {
                            value: "0-1",
                            word: "0-1",
                        },
                        Choice {
                            value: "draw",
                            word: "draw",
                        },
                        Choice {
                            value: "first-forfeit",
                            word: "+-",
                        },
                        Choice {
                            value: "second-forfeit",
                            word: "-+",
                        },
                        Choice {
                            value: "double-forfeit",
                            word: "--",
                        },
                    ]),
                    "tournament-cmd-option-result",
                    WORD,
                )),
                opt(
                    "round",
                    number(1, None),
                    "tournament-cmd-option-round",
                    Form::Word("round=", ""),
                ),
                TOURNAMENT,
            ],
        ),
        Who::Organiser,
    )),
    unlisted(by(
        aka(
            cmd(
                "kick",
                "tournament-cmd-kick",
                &[required(PLAYER), TOURNAMENT],
            ),
            &["remove"],
        ),
        Who::Organiser,
    )),
    aka(
        cmd(
            "rules",
            "tournament-cmd-rules",
            &[opt(
                "format",
                Kind::Choice(plain!["rr", "knockout", "arena"]),
                "knockout-cmd-option-topic",
                WORD,
            )],
        ),
        &["tie-breaks"],
    ),
    by(
        aka(
            cmd(
                "seed",
                "knockout-cmd-seed",
                &[
                    required(opt(
                        "players",
                        Kind::Players,
                        "knockout-cmd-option-players",
                        WORD,
                    )),
                    TOURNAMENT,
                ],
            ),
            &["seeds"],
        ),
        Who::Organiser,
    ),
    // Check-in is for the channel's tournament (or its button).
    unlisted(aka(cmd("checkin", "arena-cmd-checkin", &[]), &["check-in"])),
    by(
        cmd(
            "avoid",
            "tournament-cmd-avoid",
            &[
                required(PLAYER),
                required(opt(
                    "other",
                    Kind::User,
                    "tournament-cmd-option-other",
                    MENTION,
                )),
                TOURNAMENT,
            ],
        ),
        Who::Organiser,
    ),
];

/// The command typed as `word` (its name or another name) among `specs`.
pub fn find<'a>(specs: &'a [CommandSpec], word: &str) -> Option<&'a CommandSpec> {
    let lower = word.to_lowercase();
    specs
        .iter()
        .find(|spec| spec.name == lower || spec.aliases.contains(&lower.as_str()))
}
