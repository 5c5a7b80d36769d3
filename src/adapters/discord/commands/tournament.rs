//! `/hex tournament …`: the subcommand group (create, join, leave, withdraw, start,
//! pairings, standings, info, list, cancel, result, kick, rules, checkin, and for knockouts
//! seed) and its mapping to the same words `hex tournament …` types, so that the text grammar
//! checks both alike. An arena is the `format` choice `arena` with its minutes in `rounds`. The `tournament` option is autocompleted with the server's live tournaments.
//!
//! A knockout's bracket is its standings: `standings` answers with it (the typed
//! `hex tournament bracket` is the same command), so the group spends no subcommand on it;
//! `/hex` as a whole must stay within Discord's 8,000 characters.

use serenity::all::{
    CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommandOption,
};

use super::{choices, game_options_for_tournament, number, option, option_bool, option_text};
use crate::core::{
    command::{ParseError, TournamentCommand},
    parse, Command,
};

/// The name of the group.
pub const GROUP: &str = "tournament";

/// The option naming a tournament; autocompleted.
pub const TOURNAMENT_OPTION: &str = "tournament";

const SUBS: [&str; 16] = [
    "create",
    "join",
    "leave",
    "withdraw",
    "start",
    "pairings",
    "standings",
    "info",
    "list",
    "cancel",
    "result",
    "kick",
    "rules",
    "seed",
    "checkin",
    "avoid",
];

const RESULTS: [&str; 6] = [
    "1-0",
    "0-1",
    "draw",
    "first-forfeit",
    "second-forfeit",
    "double-forfeit",
];

fn tournament_option() -> CreateCommandOption {
    number(TOURNAMENT_OPTION, "opt:t-id", false).set_autocomplete(true)
}

/// The `tournament` subcommand group.
pub fn group() -> CreateCommandOption {
    let mut group = option(CommandOptionType::SubCommandGroup, GROUP, GROUP);
    for name in SUBS {
        let key = format!("t:{name}");
        let sub = option(CommandOptionType::SubCommand, name, &key);
        let sub = match name {
            "create" => game_options_for_tournament(sub)
                .add_sub_option(choices(
                    option(CommandOptionType::String, "format", "opt:t-format"),
                    "opt:t-format",
                    &["rr", "drr", "swiss", "knockout", "double-knockout", "arena"],
                ))
                // Swiss: rounds; arena: minutes (the parser checks each range).
                .add_sub_option(number("rounds", "opt:t-rounds", false).max_int_value(1440))
                .add_sub_option(
                    number("max-players", "opt:t-max", false)
                        .min_int_value(2)
                        .max_int_value(256),
                )
                .add_sub_option(choices(
                    option(CommandOptionType::String, "start", "opt:t-start"),
                    "opt:t-start",
                    &["hand", "full", "1h", "1d"],
                ))
                .add_sub_option(choices(
                    option(CommandOptionType::String, "deadline", "opt:t-deadline"),
                    "opt:t-deadline",
                    &["1h", "12h", "1d", "3d"],
                ))
                .add_sub_option(number("checkin", "opt:t-checkin", false).max_int_value(1440))
                .add_sub_option(number("match", "opt:ko-match", false).max_int_value(15))
                .add_sub_option(option(
                    CommandOptionType::Boolean,
                    "third-place",
                    "opt:ko-third-place",
                ))
                .add_sub_option(option(CommandOptionType::Boolean, "reset", "opt:ko-reset"))
                .add_sub_option(choices(
                    option(CommandOptionType::String, "seeding", "opt:ko-seeding"),
                    "opt:ko-seeding",
                    &["rating", "random", "hand"],
                )),
            "seed" => sub
                .add_sub_option(
                    option(CommandOptionType::String, "players", "opt:ko-players").required(true),
                )
                .add_sub_option(tournament_option()),
            "rules" => sub.add_sub_option(choices(
                option(CommandOptionType::String, "format", "opt:ko-topic"),
                "opt:ko-topic",
                &["rr", "knockout", "arena"],
            )),
            "result" => sub
                .add_sub_option(number("board", "opt:t-board", true))
                .add_sub_option(
                    choices(
                        option(CommandOptionType::String, "result", "opt:t-result"),
                        "opt:t-result",
                        &RESULTS,
                    )
                    .required(true),
                )
                .add_sub_option(number("round", "opt:t-round", false))
                .add_sub_option(tournament_option()),
            "kick" => sub
                .add_sub_option(
                    option(CommandOptionType::User, "player", "opt:player").required(true),
                )
                .add_sub_option(tournament_option()),
            "avoid" => sub
                .add_sub_option(
                    option(CommandOptionType::User, "player", "opt:player").required(true),
                )
                .add_sub_option(
                    option(CommandOptionType::User, "other", "opt:t-other").required(true),
                )
                .add_sub_option(tournament_option()),
            // Check-in is for the channel's tournament (or its button).
            "list" | "checkin" => sub,
            _ => sub.add_sub_option(tournament_option()),
        };
        group = group.add_sub_option(sub);
    }
    group
}

/// The subcommand of a `/hex tournament …` invocation and its options, if it is one.
pub fn subcommand_of_group(options: &[CommandDataOption]) -> Option<(&str, &[CommandDataOption])> {
    let first = options.first()?;
    if first.name != GROUP {
        return None;
    }
    let CommandDataOptionValue::SubCommandGroup(subs) = &first.value else {
        return None;
    };
    let sub = subs.first()?;
    match &sub.value {
        CommandDataOptionValue::SubCommand(args) => Some((sub.name.as_str(), args.as_slice())),
        _ => None,
    }
}

/// The words `hex tournament …` would have for the invocation's options.
fn words(name: &str, args: &[CommandDataOption]) -> Vec<String> {
    let text =
        |option: &str| option_text(args, option).map(|v| v.split_whitespace().collect::<String>());
    let mut words = vec![name.to_owned()];
    match name {
        "create" => {
            words.extend(text("game"));
            words.extend(text("size"));
            match text("format").as_deref() {
                Some("swiss") => {
                    words.push("swiss".into());
                    words.push(text("rounds").unwrap_or_else(|| "5".into()));
                }
                Some("arena") => {
                    words.push("arena".into());
                    words.push(format!(
                        "{}m",
                        text("rounds").unwrap_or_else(|| "30".into())
                    ));
                }
                Some(other) => words.push(other.to_owned()),
                None => {}
            }
            words.extend(text("time"));
            words.extend(
                option_bool(args, "rated").map(|r| if r { "rated" } else { "casual" }.to_owned()),
            );
            words.extend(text("max-players").map(|m| format!("max={m}")));
            words.extend(text("start").map(|s| format!("start={s}")));
            words.extend(text("deadline").map(|d| format!("deadline={d}")));
            words.extend(text("checkin").map(|m| format!("checkin={m}m")));
            words.extend(text("match").map(|m| format!("match={m}")));
            let on_off = |on: bool| if on { "on" } else { "off" };
            words.extend(
                option_bool(args, "third-place").map(|on| format!("third-place={}", on_off(on))),
            );
            words.extend(option_bool(args, "reset").map(|on| format!("reset={}", on_off(on))));
            words.extend(text("seeding").map(|s| format!("seed={s}")));
        }
        // Each mention its own word.
        "seed" => words.extend(
            option_text(args, "players")
                .unwrap_or_default()
                .split_whitespace()
                .map(str::to_owned),
        ),
        "rules" => words.extend(text("format").filter(|f| f == "knockout" || f == "arena")),
        "result" => {
            let board = text("board").unwrap_or_default();
            words.push(match text("round") {
                Some(round) => format!("{round}.{board}"),
                None => board,
            });
            let result = text("result").unwrap_or_default();
            words.push(
                match result.as_str() {
                    "first-forfeit" => "+-",
                    "second-forfeit" => "-+",
                    "double-forfeit" => "--",
                    other => other,
                }
                .to_owned(),
            );
        }
        "kick" => words.extend(text("player")),
        "avoid" => words.extend(text("player").into_iter().chain(text("other"))),
        _ => {}
    }
    words.extend(text(TOURNAMENT_OPTION).map(|id| format!("t{id}")));
    words
}

/// `/hex tournament …` as the core command, checked by the text grammar.
pub fn to_command(name: &str, args: &[CommandDataOption]) -> Result<TournamentCommand, ParseError> {
    let typed = format!("hex tournament {}", words(name, args).join(" "));
    match parse(&typed)? {
        Some(Command::Tournament(command)) => Ok(command),
        _ => Err(ParseError::BadTournamentWord {
            text: name.chars().take(40).collect(),
        }),
    }
}
