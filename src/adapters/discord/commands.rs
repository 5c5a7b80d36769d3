//! The `/hex` slash command: its definition (registered on Ready) and the mapping of an
//! invocation to the same [`Command`] the text grammar produces. Descriptions come from the
//! message catalogue ([`command_description`]).

use serenity::all::{
    ChannelType, CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption,
};

use crate::core::{command::parse_options, messages::command_description, parse, Command, Msg};

/// The name of the top-level slash command.
pub const NAME: &str = "hex";

/// The subcommand handled by the adapter itself (server settings are not a core command).
pub const SETTINGS: &str = "settings";

/// The options that name one of the user's games; they are autocompleted.
pub const GAME_NUMBER: &str = "game";

/// The game names offered as choices (`hexdame` is being added to the core under that name).
pub const GAMES: [(&str, &str); 5] = [
    ("Dark Hex (classic)", "darkhex"),
    ("Dark Hex (abrupt)", "darkhex-abrupt"),
    ("Hex", "hex"),
    ("Rex (misère Hex)", "rex"),
    ("Hexdame", "hexdame"),
];

/// The time controls offered as choices.
pub const TIMES: [(&str, &str); 6] = [
    ("No clock", "none"),
    ("1 day per move", "1d"),
    ("3 days per move", "3d"),
    ("Live 5m + 3s", "5m+3s"),
    ("Live 10m + 5s", "10m+5s"),
    ("Live 30m + 20s", "30m+20s"),
];

fn describe(key: &str) -> &'static str {
    command_description(key)
}

fn game_choice(option: CreateCommandOption) -> CreateCommandOption {
    GAMES.iter().fold(option, |o, (label, value)| {
        o.add_string_choice(*label, *value)
    })
}

fn game_kind() -> CreateCommandOption {
    game_choice(CreateCommandOption::new(
        CommandOptionType::String,
        "game",
        describe("opt:game"),
    ))
}

fn size_option() -> CreateCommandOption {
    (7..=19).fold(
        CreateCommandOption::new(CommandOptionType::Integer, "size", describe("opt:size")),
        |o, n| o.add_int_choice(format!("{n}×{n}"), n),
    )
}

fn game_options(sub: CreateCommandOption, with_level: bool) -> CreateCommandOption {
    let time = TIMES.iter().fold(
        CreateCommandOption::new(CommandOptionType::String, "time", describe("opt:time")),
        |o, (label, value)| o.add_string_choice(*label, *value),
    );
    let sub = sub
        .add_sub_option(game_kind())
        .add_sub_option(size_option())
        .add_sub_option(
            CreateCommandOption::new(CommandOptionType::String, "colour", describe("opt:colour"))
                .add_string_choice("Red, or White in Hexdame (moves first)", "red")
                .add_string_choice("Blue, or Black in Hexdame", "blue")
                .add_string_choice("Random", "random"),
        )
        .add_sub_option(CreateCommandOption::new(
            CommandOptionType::Boolean,
            "swap",
            "Swap rule (Hex and Rex)",
        ))
        .add_sub_option(time);
    if with_level {
        sub.add_sub_option(
            CreateCommandOption::new(CommandOptionType::String, "level", describe("opt:level"))
                .add_string_choice("Beginner", "beginner")
                .add_string_choice("Easy", "easy")
                .add_string_choice("Medium", "medium")
                .add_string_choice("Hard", "hard"),
        )
    } else {
        sub
    }
}

fn number(kind: &'static str, description: &'static str, required: bool) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::Integer, kind, description)
        .min_int_value(1)
        .required(required)
}

/// A game number option, suggesting the user's games as they type.
fn game_number(required: bool) -> CreateCommandOption {
    number(GAME_NUMBER, describe("opt:game-number"), required).set_autocomplete(true)
}

fn sub(name: &'static str) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::SubCommand, name, describe(name))
}

fn settings() -> CreateCommandOption {
    sub(SETTINGS)
        .add_sub_option(game_kind())
        .add_sub_option(size_option())
        .add_sub_option(CreateCommandOption::new(
            CommandOptionType::String,
            "language",
            describe("opt:language"),
        ))
        .add_sub_option(
            CreateCommandOption::new(
                CommandOptionType::Channel,
                "tournament-channel",
                describe("opt:tournament-channel"),
            )
            .channel_types(vec![ChannelType::Text]),
        )
        .add_sub_option(CreateCommandOption::new(
            CommandOptionType::Boolean,
            "threads",
            describe("opt:threads"),
        ))
}

/// The `/hex` command with its subcommands.
pub fn definition() -> CreateCommand {
    let challenge_number = || number("challenge", describe("opt:challenge"), false);
    let subs = vec![
        game_options(
            sub("challenge").add_sub_option(
                CreateCommandOption::new(
                    CommandOptionType::User,
                    "opponent",
                    describe("opt:opponent"),
                )
                .required(true),
            ),
            false,
        ),
        game_options(sub("open"), false),
        sub("accept").add_sub_option(challenge_number()),
        sub("decline").add_sub_option(challenge_number()),
        sub("cancel").add_sub_option(challenge_number()),
        game_options(sub("play-bot"), true),
        sub("move")
            .add_sub_option(
                CreateCommandOption::new(CommandOptionType::String, "cell", describe("opt:cell"))
                    .required(true),
            )
            .add_sub_option(game_number(false)),
        sub("resign").add_sub_option(game_number(false)),
        sub("board").add_sub_option(game_number(false)),
        sub("games"),
        sub("replay").add_sub_option(game_number(true)),
        sub("export").add_sub_option(game_number(true)),
        sub("takeback").add_sub_option(game_number(false)),
        sub("rematch").add_sub_option(game_number(false)),
        sub("draw")
            .add_sub_option(
                CreateCommandOption::new(CommandOptionType::String, "answer", describe("opt:draw"))
                    .add_string_choice("Offer a draw", "offer")
                    .add_string_choice("Accept the offer", "accept")
                    .add_string_choice("Decline the offer", "decline"),
            )
            .add_sub_option(game_number(false)),
        sub("rules").add_sub_option(game_kind()),
        sub("help"),
        settings(),
    ];
    let mut command = CreateCommand::new(NAME).description(describe(""));
    for s in subs {
        command = command.add_option(s);
    }
    command
}

fn value_text(value: &CommandDataOptionValue) -> Option<String> {
    Some(match value {
        CommandDataOptionValue::String(s) => s.clone(),
        CommandDataOptionValue::Integer(i) => i.to_string(),
        CommandDataOptionValue::Number(n) => n.to_string(),
        CommandDataOptionValue::Boolean(b) => b.to_string(),
        CommandDataOptionValue::User(u) => format!("<@{u}>"),
        CommandDataOptionValue::Channel(c) => c.to_string(),
        CommandDataOptionValue::Autocomplete { value, .. } => value.clone(),
        _ => return None,
    })
}

/// The subcommand of a `/hex` invocation and its options.
pub fn subcommand(options: &[CommandDataOption]) -> Option<(&str, &[CommandDataOption])> {
    let first = options.first()?;
    match &first.value {
        CommandDataOptionValue::SubCommand(args) => Some((first.name.as_str(), args.as_slice())),
        _ => None,
    }
}

/// The value of option `name` among `args`, as text.
pub fn option_text(args: &[CommandDataOption], name: &str) -> Option<String> {
    args.iter()
        .find(|o| o.name == name)
        .and_then(|o| value_text(&o.value))
}

/// The text command equivalent to a `/hex` invocation (`/hex move cell:f6 game:3` →
/// `hex move #3 f6`), or `None` when it has no subcommand. A word typed into a free-text
/// option stays one word, so it cannot smuggle in other options.
pub fn to_text(options: &[CommandDataOption]) -> Option<String> {
    let (name, args) = subcommand(options)?;
    let get = |key: &str| {
        option_text(args, key).map(|v| {
            let word: String = v.split_whitespace().collect::<Vec<_>>().join("");
            if word.is_empty() {
                "\u{2205}".to_owned()
            } else {
                word
            }
        })
    };
    let mut words = vec!["hex".to_owned(), name.to_owned()];
    match name {
        "challenge" | "open" | "play-bot" => {
            for key in ["opponent", "game", "size", "colour", "time", "level"] {
                words.extend(get(key));
            }
            words.extend(
                args.iter()
                    .find(|o| o.name == "swap")
                    .and_then(|o| match o.value {
                        CommandDataOptionValue::Boolean(true) => Some("swap=on".to_owned()),
                        CommandDataOptionValue::Boolean(false) => Some("swap=off".to_owned()),
                        _ => None,
                    }),
            );
        }
        "accept" | "decline" | "cancel" => words.extend(get("challenge")),
        "move" => {
            words.extend(get("game").map(|g| format!("#{g}")));
            words.extend(option_text(args, "cell"));
        }
        "draw" => {
            words.extend(get("game").map(|g| format!("#{g}")));
            words.extend(get("answer"));
        }
        "replay" | "export" => words.extend(get("game")),
        "rules" => words.extend(get("game")),
        _ => words.extend(get("game").map(|g| format!("#{g}"))),
    }
    Some(words.join(" "))
}

/// Maps a `/hex` invocation to a core command; `Err` carries the text to show the user.
pub fn to_command(options: &[CommandDataOption]) -> Result<Command, String> {
    let text = to_text(options).ok_or_else(|| Msg::PickSubcommand.english())?;
    parse_text(&text)
}

/// Parses the text form of a slash command; `Err` carries the text to show the user.
pub fn parse_text(text: &str) -> Result<Command, String> {
    match parse(text) {
        Ok(Some(command)) => Ok(command),
        Ok(None) => Err(Msg::NotUnderstood.english()),
        Err(error) => Err(Msg::from(error).english()),
    }
}

/// The value of a boolean option.
pub fn option_bool(args: &[CommandDataOption], name: &str) -> Option<bool> {
    args.iter()
        .find(|o| o.name == name)
        .and_then(|o| match o.value {
            CommandDataOptionValue::Boolean(b) => Some(b),
            _ => None,
        })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_subcommand_and_option_has_a_catalogue_description() {
        let json = serde_json::to_value(definition()).unwrap_or_default();
        assert!(!json["description"].as_str().unwrap_or_default().is_empty());
        let subs = json["options"].as_array().cloned().unwrap_or_default();
        assert!(subs.len() >= 17, "{subs:?}");
        for sub in subs {
            let text = sub["description"].as_str().unwrap_or_default();
            assert!(!text.is_empty() && text.len() <= 100, "{sub}");
            for option in sub["options"].as_array().cloned().unwrap_or_default() {
                let text = option["description"].as_str().unwrap_or_default();
                assert!(!text.is_empty() && text.len() <= 100, "{option}");
                let choices = option["choices"].as_array().map_or(0, Vec::len);
                assert!(choices <= 25, "{option}");
            }
        }
    }
}
