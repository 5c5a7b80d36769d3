//! The `/hex` slash command: its definition (registered on Ready) and the mapping of an
//! invocation to the same [`Command`] the text grammar produces.

use serenity::all::{
    CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption,
};

use crate::core::{parse, Command};

/// The name of the top-level slash command.
pub const NAME: &str = "hex";

fn game_choice(option: CreateCommandOption) -> CreateCommandOption {
    option
        .add_string_choice("Dark Hex (classic)", "darkhex")
        .add_string_choice("Dark Hex (abrupt)", "darkhex-abrupt")
        .add_string_choice("Hex", "hex")
        .add_string_choice("Rex (misère Hex)", "rex")
}

fn game_options(sub: CreateCommandOption) -> CreateCommandOption {
    sub.add_sub_option(game_choice(CreateCommandOption::new(
        CommandOptionType::String,
        "game",
        "Which game",
    )))
    .add_sub_option(
        CreateCommandOption::new(CommandOptionType::Integer, "size", "Board side (7 to 19)")
            .min_int_value(7)
            .max_int_value(19),
    )
    .add_sub_option(
        CreateCommandOption::new(CommandOptionType::String, "colour", "Your colour")
            .add_string_choice("Red (moves first)", "red")
            .add_string_choice("Blue", "blue")
            .add_string_choice("Random", "random"),
    )
    .add_sub_option(CreateCommandOption::new(
        CommandOptionType::String,
        "time",
        "Time control, e.g. 1d or 10m+5s",
    ))
}

fn number(kind: &'static str, description: &'static str, required: bool) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::Integer, kind, description)
        .min_int_value(1)
        .required(required)
}

fn sub(name: &'static str, description: &'static str) -> CreateCommandOption {
    CreateCommandOption::new(CommandOptionType::SubCommand, name, description)
}

/// The `/hex` command with its subcommands.
pub fn definition() -> CreateCommand {
    let subs = vec![
        game_options(
            sub("challenge", "Challenge a player").add_sub_option(
                CreateCommandOption::new(CommandOptionType::User, "opponent", "Who to challenge")
                    .required(true),
            ),
        ),
        game_options(sub("open", "Open a challenge anyone here can accept")),
        sub("accept", "Accept a challenge").add_sub_option(number(
            "challenge",
            "Challenge number",
            false,
        )),
        sub("decline", "Decline a challenge").add_sub_option(number(
            "challenge",
            "Challenge number",
            false,
        )),
        sub("cancel", "Withdraw your challenge").add_sub_option(number(
            "challenge",
            "Challenge number",
            false,
        )),
        game_options(sub("play-bot", "Play the computer")),
        sub("move", "Play a move")
            .add_sub_option(
                CreateCommandOption::new(
                    CommandOptionType::String,
                    "cell",
                    "A cell like f6, or swap",
                )
                .required(true),
            )
            .add_sub_option(number("game", "Game number", false)),
        sub("resign", "Resign a game").add_sub_option(number("game", "Game number", false)),
        sub("board", "Show the board (your view, privately)").add_sub_option(number(
            "game",
            "Game number",
            false,
        )),
        sub("games", "List your games and the challenges here"),
        sub("replay", "Replay a finished game").add_sub_option(number("game", "Game number", true)),
        sub("export", "The game record as SGF").add_sub_option(number("game", "Game number", true)),
        sub(
            "takeback",
            "Ask for (or agree to) taking back the last move",
        )
        .add_sub_option(number("game", "Game number", false)),
        sub("rematch", "Offer the same game again").add_sub_option(number(
            "game",
            "Game number",
            false,
        )),
        sub("rules", "The rules").add_sub_option(game_choice(CreateCommandOption::new(
            CommandOptionType::String,
            "game",
            "Which game",
        ))),
        sub("help", "The command list"),
    ];
    let mut command = CreateCommand::new(NAME).description("Play Dark Hex, Hex and Rex");
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
        _ => return None,
    })
}

/// The text command equivalent to a `/hex` invocation (`/hex move cell:f6 game:3` →
/// `hex move #3 f6`), or `None` when it has no subcommand.
pub fn to_text(options: &[CommandDataOption]) -> Option<String> {
    let first = options.first()?;
    let CommandDataOptionValue::SubCommand(args) = &first.value else {
        return None;
    };
    let get = |name: &str| {
        args.iter()
            .find(|o| o.name == name)
            .and_then(|o| value_text(&o.value))
    };
    let mut words = vec!["hex".to_owned(), first.name.clone()];
    match first.name.as_str() {
        "challenge" | "open" | "play-bot" => {
            for key in ["opponent", "game", "size", "colour", "time"] {
                words.extend(get(key));
            }
        }
        "accept" | "decline" | "cancel" => words.extend(get("challenge")),
        "move" => {
            words.extend(get("game").map(|g| format!("#{g}")));
            words.extend(get("cell"));
        }
        "replay" | "export" => words.extend(get("game")),
        "rules" => words.extend(get("game")),
        _ => words.extend(get("game").map(|g| format!("#{g}"))),
    }
    Some(words.join(" "))
}

/// Maps a `/hex` invocation to a core command; `Err` carries the text to show the user.
pub fn to_command(options: &[CommandDataOption]) -> Result<Command, String> {
    let text = to_text(options).ok_or_else(|| "Pick a /hex subcommand.".to_owned())?;
    match parse(&text) {
        Ok(Some(command)) => Ok(command),
        Ok(None) => Err("I did not understand that command. Try /hex help.".to_owned()),
        Err(error) => Err(error.0.english()),
    }
}
