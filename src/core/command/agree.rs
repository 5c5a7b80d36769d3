//! Proof that every command and option of the table reads the same typed out and as a typed
//! invocation: representative invocations, each written by hand in both forms, give the
//! identical [`Command`] (or the identical [`ParseError`]); and together they use every
//! command, every option, every choice and both answers of every yes-or-no. (The Discord
//! adapter's tests send the same invocations as `/hex` options.)

use std::collections::BTreeSet;

use crate::rules::Family;

use super::{
    parse, parse_typed,
    table::{CommandSpec, Form, Kind, COMMANDS},
    Command, ParseError, Typed,
};

/// One invocation: the text, the subcommand path and the typed options.
pub(crate) type Case = (String, Vec<String>, Vec<(&'static str, Typed)>);

/// A typed number.
pub(crate) fn int(n: i64) -> Typed {
    Typed::Integer(n)
}

/// A typed text.
pub(crate) fn text(t: &str) -> Typed {
    Typed::Text(t.to_owned())
}

fn id(t: &str) -> Typed {
    Typed::Id(t.to_owned())
}

/// A typed yes or no.
pub(crate) fn yes(on: bool) -> Typed {
    Typed::Bool(on)
}

/// One invocation, typed out and typed (for the families' own cases too).
pub(crate) fn case(typed: &str, path: &str, values: Vec<(&'static str, Typed)>) -> Case {
    let path = path.split(' ').map(str::to_owned).collect();
    (typed.to_owned(), path, values)
}

/// Every game by its own name: the Hex family's variants, then each other family's name.
fn game_names() -> Vec<&'static str> {
    let others = Family::ALL.into_iter().filter(|family| !family.is_hex());
    ["darkhex", "darkhex-abrupt", "hex", "rex"]
        .into_iter()
        .chain(others.map(Family::name))
        .collect()
}

/// Invocations that are commands (the families' own words among them, from the families).
pub(crate) fn good() -> Vec<Case> {
    let mut cases = vec![
        case(
            "hex challenge @42 darkhex 9 red swap=off 1d rated",
            "challenge",
            vec![
                ("opponent", id("42")),
                ("game", text("darkhex")),
                ("size", int(9)),
                ("colour", text("red")),
                ("swap", yes(false)),
                ("time", text("1d")),
                ("rated", yes(true)),
            ],
        ),
        case(
            "hex open hex 11 blue swap=on 10m+5s casual",
            "open",
            vec![
                ("game", text("hex")),
                ("size", int(11)),
                ("colour", text("blue")),
                ("swap", yes(true)),
                ("time", text("10m+5s")),
                ("rated", yes(false)),
            ],
        ),
        case(
            "hex open rex random 3d",
            "open",
            vec![
                ("game", text("rex")),
                ("colour", text("random")),
                ("time", text("3d")),
            ],
        ),
        case(
            "hex open darkhex-abrupt none",
            "open",
            vec![("game", text("darkhex-abrupt")), ("time", text("none"))],
        ),
        case(
            "hex play-bot hex 13 red 30m+20s beginner",
            "play-bot",
            vec![
                ("game", text("hex")),
                ("size", int(13)),
                ("colour", text("red")),
                ("time", text("30m+20s")),
                ("level", text("beginner")),
            ],
        ),
        case(
            "hex play-bot easy",
            "play-bot",
            vec![("level", text("easy"))],
        ),
        case(
            "hex play-bot rex swap=off medium",
            "play-bot",
            vec![
                ("game", text("rex")),
                ("swap", yes(false)),
                ("level", text("medium")),
            ],
        ),
        case("hex accept #3", "accept", vec![("challenge", int(3))]),
        case("hex accept", "accept", vec![]),
        case("hex decline 4", "decline", vec![("challenge", int(4))]),
        case("hex cancel #5", "cancel", vec![("challenge", int(5))]),
        case(
            "hex move #12 f6",
            "move",
            vec![("game", int(12)), ("cell", text("f6"))],
        ),
        case("f 6", "move", vec![("cell", text("f 6"))]),
        case("swap", "move", vec![("cell", text("swap"))]),
        case("#3 f4-g5", "move", vec![("cell", text("f4-g5")), ("game", int(3))]),
        case("resign", "resign", vec![]),
        case("hex resign #2", "resign", vec![("game", int(2))]),
        case("hex board 2", "board", vec![("game", int(2))]),
        case("board", "board", vec![]),
        case("hex games", "games", vec![]),
        case("hex replay 7", "replay", vec![("game", int(7))]),
        case(
            "hex replay 7",
            "replay",
            vec![("game", int(7)), ("views", yes(false))],
        ),
        case(
            "hex replay views #7",
            "replay",
            vec![("game", int(7)), ("views", yes(true))],
        ),
        case("hex sgf #7", "export", vec![("game", int(7))]),
        case("hex undo", "takeback", vec![]),
        case("hex takeback #1", "takeback", vec![("game", int(1))]),
        case("hex rematch 1", "rematch", vec![("game", int(1))]),
        case("#4 draw", "draw", vec![("game", int(4))]),
        case(
            "hex draw offer",
            "draw",
            vec![("answer", text("offer"))],
        ),
        case(
            "hex draw #4 yes",
            "draw",
            vec![("answer", text("accept")), ("game", int(4))],
        ),
        case(
            "hex draw no",
            "draw",
            vec![("answer", text("decline"))],
        ),
        case("hex rules", "rules", vec![]),
        case("hex rules abrupt", "rules", vec![("game", text("darkhex-abrupt"))]),
        case("hex profile", "profile", vec![]),
        case("hex stats @42", "profile", vec![("player", id("42"))]),
        case(
            "hex leaderboard",
            "leaderboard",
            vec![("global", yes(false))],
        ),
        case(
            "hex history rex page 3 @7",
            "history",
            vec![
                ("player", id("7")),
                ("game", text("rex")),
                ("page", int(3)),
            ],
        ),
        case("hex history", "history", vec![]),
        case("hex", "help", vec![]),
        case("hex language", "language", vec![]),
        case(
            "hex settings",
            "settings",
            vec![],
        ),
        case(
            "hex settings game=hex size=11 language=fi tournament-channel=5 threads=on web=off organiser-role=9",
            "settings",
            vec![
                ("game", text("hex")),
                ("size", int(11)),
                ("language", text("fi")),
                ("tournament-channel", id("5")),
                ("threads", yes(true)),
                ("web", yes(false)),
                ("organiser-role", id("9")),
            ],
        ),
        case(
            "hex settings threads=no web=yes",
            "settings",
            vec![("threads", yes(false)), ("web", yes(true))],
        ),
        case(
            "hex tournament create darkhex 7 swiss 4 max=8 start=full deadline=12h 1d rated checkin=15m",
            "tournament create",
            vec![
                ("game", text("darkhex")),
                ("size", int(7)),
                ("time", text("1d")),
                ("rated", yes(true)),
                ("format", text("swiss")),
                ("rounds", int(4)),
                ("max-players", int(8)),
                ("start", text("full")),
                ("deadline", text("12h")),
                ("checkin", int(15)),
            ],
        ),
        case(
            "hex t new hex 9 casual arena 45m",
            "tournament create",
            vec![
                ("game", text("hex")),
                ("size", int(9)),
                ("rated", yes(false)),
                ("format", text("arena")),
                ("rounds", int(45)),
            ],
        ),
        case(
            "hex tournament create swiss 5",
            "tournament create",
            vec![("format", text("swiss"))],
        ),
        case(
            "hex tournament create arena 30m",
            "tournament create",
            vec![("format", text("arena"))],
        ),
        case(
            "hex tournament create ko match=bo3 third-place=on seed=random start=1h deadline=1d",
            "tournament create",
            vec![
                ("format", text("knockout")),
                ("match", int(3)),
                ("third-place", yes(true)),
                ("seeding", text("random")),
                ("start", text("1h")),
                ("deadline", text("1d")),
            ],
        ),
        case(
            "hex tournament create dko reset=off seed=hand start=hand deadline=3d",
            "tournament create",
            vec![
                ("format", text("double-knockout")),
                ("reset", yes(false)),
                ("seeding", text("hand")),
                ("start", text("hand")),
                ("deadline", text("3d")),
            ],
        ),
        case(
            "hex tournament create dko reset=on seed=rating",
            "tournament create",
            vec![
                ("format", text("double-knockout")),
                ("reset", yes(true)),
                ("seeding", text("rating")),
            ],
        ),
        case(
            "hex tournament create knockout third-place=off start=1d deadline=1h",
            "tournament create",
            vec![
                ("format", text("knockout")),
                ("third-place", yes(false)),
                ("start", text("1d")),
                ("deadline", text("1h")),
            ],
        ),
        case(
            "hex tournament create round-robin",
            "tournament create",
            vec![],
        ),
        case(
            "hex tournament create drr 5m+3s",
            "tournament create",
            vec![("format", text("drr")), ("time", text("5m+3s"))],
        ),
        case(
            "hex tournament join id=3",
            "tournament join",
            vec![("tournament", int(3))],
        ),
        case("hex tournament join", "tournament join", vec![]),
        case(
            "hex tournament t3 leave",
            "tournament leave",
            vec![("tournament", int(3))],
        ),
        case("hex tournament drop", "tournament withdraw", vec![]),
        case(
            "hex tournament withdraw t2",
            "tournament withdraw",
            vec![("tournament", int(2))],
        ),
        case(
            "hex tournament pairings t2",
            "tournament pairings",
            vec![("tournament", int(2))],
        ),
        case(
            "hex tournament t2",
            "tournament info",
            vec![("tournament", int(2))],
        ),
        case(
            "hex tournament start T2",
            "tournament start",
            vec![("tournament", int(2))],
        ),
        case("hex tournament round", "tournament pairings", vec![]),
        case(
            "hex tournament bracket t4",
            "tournament standings",
            vec![("tournament", int(4))],
        ),
        case("hex tournament", "tournament info", vec![]),
        case("hex tournament list", "tournament list", vec![]),
        case(
            "hex tournament cancel t1",
            "tournament cancel",
            vec![("tournament", int(1))],
        ),
        case(
            "hex tournament result 3 1-0",
            "tournament result",
            vec![("board", int(3)), ("result", text("1-0"))],
        ),
        case(
            "hex tournament result 2.3 0-1 t6",
            "tournament result",
            vec![
                ("board", int(3)),
                ("result", text("0-1")),
                ("round", int(2)),
                ("tournament", int(6)),
            ],
        ),
        case(
            "hex tournament result 1 1/2-1/2",
            "tournament result",
            vec![("board", int(1)), ("result", text("draw"))],
        ),
        case(
            "hex tournament result 1 +:-",
            "tournament result",
            vec![("board", int(1)), ("result", text("first-forfeit"))],
        ),
        case(
            "hex tournament result 1 -+",
            "tournament result",
            vec![("board", int(1)), ("result", text("second-forfeit"))],
        ),
        case(
            "hex tournament result 1 --",
            "tournament result",
            vec![("board", int(1)), ("result", text("double-forfeit"))],
        ),
        case(
            "hex tournament remove @42 t3",
            "tournament kick",
            vec![("player", id("42")), ("tournament", int(3))],
        ),
        case("hex tournament tie-breaks", "tournament rules", vec![]),
        case(
            "hex tournament rules round-robin",
            "tournament rules",
            vec![("format", text("rr"))],
        ),
        case(
            "hex tournament rules ko",
            "tournament rules",
            vec![("format", text("knockout"))],
        ),
        case(
            "hex tournament rules arena",
            "tournament rules",
            vec![("format", text("arena"))],
        ),
        case(
            "hex tournament seeds @1 @2 t3",
            "tournament seed",
            vec![("players", text("@1  @2")), ("tournament", int(3))],
        ),
        case("hex tournament check-in", "tournament checkin", vec![]),
        case(
            "hex tournament avoid @1 @2 t5",
            "tournament avoid",
            vec![
                ("player", id("1")),
                ("other", id("2")),
                ("tournament", int(5)),
            ],
        ),
    ];
    // Every game, language and level by its own name.
    for game in game_names() {
        cases.push(case(
            &format!("hex rules {game}"),
            "rules",
            vec![("game", text(game))],
        ));
        cases.push(case(
            &format!("hex leaderboard {game}"),
            "leaderboard",
            vec![("game", text(game))],
        ));
        cases.push(case(
            &format!("hex history {game}"),
            "history",
            vec![("game", text(game))],
        ));
        cases.push(case(
            &format!("hex settings game={game}"),
            "settings",
            vec![("game", text(game))],
        ));
    }
    // The options a challenge, a game against the computer and a tournament share, with each
    // command's own words in front.
    let games = [
        ("hex challenge @1", "challenge"),
        ("hex open", "open"),
        ("hex play-bot", "play-bot"),
        ("hex tournament create", "tournament create"),
    ];
    for (typed, path) in games {
        let first = |v: Vec<(&'static str, Typed)>| match path {
            "challenge" => [vec![("opponent", id("1"))], v].concat(),
            _ => v,
        };
        for game in game_names() {
            cases.push(case(
                &format!("{typed} {game}"),
                path,
                first(vec![("game", text(game))]),
            ));
        }
        for time in ["none", "1d", "3d", "5m+3s", "10m+5s", "30m+20s"] {
            cases.push(case(
                &format!("{typed} {time}"),
                path,
                first(vec![("time", text(time))]),
            ));
        }
        if path != "tournament create" {
            for colour in ["red", "blue", "random"] {
                cases.push(case(
                    &format!("{typed} {colour}"),
                    path,
                    first(vec![("colour", text(colour))]),
                ));
            }
            for (word, on) in [("swap=yes", true), ("noswap", false)] {
                cases.push(case(
                    &format!("{typed} {word} hex"),
                    path,
                    first(vec![("game", text("hex")), ("swap", yes(on))]),
                ));
            }
        }
        if path != "play-bot" {
            for (word, on) in [("rated", true), ("unrated", false)] {
                cases.push(case(
                    &format!("{typed} {word}"),
                    path,
                    first(vec![("rated", yes(on))]),
                ));
            }
        }
    }
    for lang in ["en", "fi", "cs", "da", "de"] {
        cases.push(case(
            &format!("hex lang {lang}"),
            "language",
            vec![("language", text(lang))],
        ));
        cases.push(case(
            &format!("hex settings lang={lang}"),
            "settings",
            vec![("language", text(lang))],
        ));
    }
    cases.push(case(
        "hex language AUTO",
        "language",
        vec![("language", text("auto"))],
    ));
    cases.extend(crate::core::families::agree_cases().0);
    cases
}

/// Invocations with a bad value: both forms give the same error (the families' own words
/// among them, from the families).
pub(crate) fn bad() -> Vec<Case> {
    let mut cases = vec![
        case("hex frobnicate", "frobnicate", vec![]),
        case("hex open 30", "open", vec![("size", int(30))]),
        case(
            "hex open darkhex swap=on",
            "open",
            vec![("game", text("darkhex")), ("swap", yes(true))],
        ),
        case(
            "hex challenge @1 1s+0s",
            "challenge",
            vec![("opponent", id("1")), ("time", text("1s+0s"))],
        ),
        case("hex open purple", "open", vec![("colour", text("purple"))]),
        case("hex challenge", "challenge", vec![("game", text("hex"))]),
        case("hex move zz", "move", vec![("cell", text("zz"))]),
        case("hex move f4-", "move", vec![("cell", text("f4-"))]),
        case("hex move", "move", vec![]),
        case("hex replay", "replay", vec![("views", yes(true))]),
        case("hex export", "export", vec![]),
        case("hex history page 0", "history", vec![("page", int(0))]),
        case("hex rules chess", "rules", vec![("game", text("chess"))]),
        case("hex draw maybe", "draw", vec![("answer", text("maybe"))]),
        case(
            "hex tournament create swiss 40",
            "tournament create",
            vec![("format", text("swiss")), ("rounds", int(40))],
        ),
        case(
            "hex tournament create max=1",
            "tournament create",
            vec![("max-players", int(1))],
        ),
        case(
            "hex tournament create arena 2m",
            "tournament create",
            vec![("format", text("arena")), ("rounds", int(2))],
        ),
        case(
            "hex tournament create ko match=16",
            "tournament create",
            vec![("format", text("knockout")), ("match", int(16))],
        ),
        case(
            "hex tournament create rr seed=random",
            "tournament create",
            vec![("format", text("rr")), ("seeding", text("random"))],
        ),
        case(
            "hex tournament create dko third-place=on",
            "tournament create",
            vec![
                ("format", text("double-knockout")),
                ("third-place", yes(true)),
            ],
        ),
        case(
            "hex tournament create ko reset=on",
            "tournament create",
            vec![("format", text("knockout")), ("reset", yes(true))],
        ),
        case(
            "hex tournament create start=full",
            "tournament create",
            vec![("start", text("full"))],
        ),
        case(
            "hex tournament create checkin=0m",
            "tournament create",
            vec![("checkin", int(0))],
        ),
        case(
            "hex tournament result 0 1-0",
            "tournament result",
            vec![("board", int(0)), ("result", text("1-0"))],
        ),
        case(
            "hex tournament result 2 1-0 round=0",
            "tournament result",
            vec![
                ("board", int(2)),
                ("result", text("1-0")),
                ("round", int(0)),
            ],
        ),
        case(
            "hex tournament seed bob",
            "tournament seed",
            vec![("players", text("bob"))],
        ),
        case(
            "hex tournament avoid @1",
            "tournament avoid",
            vec![("player", id("1"))],
        ),
    ];
    cases.extend(crate::core::families::agree_cases().1);
    cases
}

/// Both forms of a case, the typed-out one through the whole grammar.
fn both(case: &Case) -> (Result<Command, ParseError>, Result<Command, ParseError>) {
    let (typed_out, path, values) = case;
    let text = match parse(typed_out) {
        Ok(Some(command)) => Ok(command),
        Ok(None) => panic!("{typed_out}: chat, not a command"),
        Err(error) => Err(error),
    };
    let path: Vec<&str> = path.iter().map(String::as_str).collect();
    (text, parse_typed(&path, values, &[]))
}

#[test]
fn typed_out_and_typed_invocations_agree() {
    for case in good() {
        let (text, typed) = both(&case);
        assert!(text.is_ok(), "{}: {text:?}", case.0);
        assert_eq!(text, typed, "{}", case.0);
    }
    for case in bad() {
        let (text, typed) = both(&case);
        assert!(text.is_err(), "{}: {text:?}", case.0);
        assert_eq!(text, typed, "{}", case.0);
    }
}

/// The leaf commands of the table with their paths.
fn leaves() -> Vec<(String, &'static CommandSpec)> {
    let mut out = Vec::new();
    for spec in COMMANDS {
        if spec.subs.is_empty() {
            out.push((spec.name.to_owned(), spec));
        }
        for sub in spec.subs {
            out.push((format!("{} {}", spec.name, sub.name), sub));
        }
    }
    out
}

#[test]
fn the_cases_use_every_command_option_choice_and_answer() {
    let cases = good();
    let mut used = BTreeSet::new();
    for (_, path, values) in &cases {
        let path = path.join(" ");
        used.insert(path.clone());
        for (name, value) in values {
            let value = match value {
                Typed::Text(t) => t.clone(),
                Typed::Bool(b) => b.to_string(),
                Typed::Integer(_) | Typed::Id(_) => String::new(),
            };
            used.insert(format!("{path}/{name}"));
            used.insert(format!("{path}/{name}={value}"));
        }
    }
    let mut missing = Vec::new();
    for (path, spec) in leaves() {
        let mut want = vec![path.clone()];
        for option in spec.options {
            let at = format!("{path}/{}", option.name);
            want.push(at.clone());
            match (option.kind, option.form) {
                (Kind::Choice(choices), _) => {
                    want.extend(choices.iter().map(|c| format!("{at}={}", c.value)));
                }
                (_, Form::Flag(..)) => {
                    want.push(format!("{at}=true"));
                    want.push(format!("{at}=false"));
                }
                _ => {}
            }
        }
        missing.extend(want.into_iter().filter(|w| !used.contains(w)));
    }
    assert_eq!(missing, Vec::<String>::new());
}

#[test]
fn every_typed_name_reaches_its_command() {
    // A command's name and its other names are the same command, typed.
    for spec in COMMANDS.iter().filter(|s| s.subs.is_empty()) {
        for alias in spec.aliases {
            let name = parse(&format!("hex {}", spec.name));
            let other = parse(&format!("hex {alias}"));
            assert_eq!(name, other, "{alias}");
        }
    }
}

proptest::proptest! {
    /// Any value in any option of any command is a command or a clear error, never a panic.
    #[test]
    fn typed_invocations_never_panic(
        leaf in 0..38_usize,
        option in 0..16_usize,
        value in "\\PC{0,30}",
        number in proptest::num::i64::ANY,
        flag in proptest::bool::ANY,
    ) {
        let leaves = leaves();
        let (path, spec) = &leaves[leaf % leaves.len()];
        let path: Vec<&str> = path.split(' ').collect();
        if let Some(o) = spec.options.get(option % spec.options.len().max(1)) {
            for typed in [text(&value), int(number), yes(flag), id(&value)] {
                let _ = parse_typed(&path, &[(o.name, typed)], &[]);
            }
        }
        let _ = parse_typed(&path, &[], &["hex".to_owned(), value.clone()]);
    }
}
