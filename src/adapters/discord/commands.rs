//! The `/hex` slash command: its definition (registered on Ready) and the mapping of an
//! invocation's typed options to the same [`Command`] the text grammar produces, with the
//! same error messages. Names, descriptions and choices come from `commands.ftl`
//! ([`command_description`]), with Discord's `name_localizations` /
//! `description_localizations` from every language that has them.

use serenity::all::{
    ChannelType, CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption, InstallationContext, InteractionContext,
};

use crate::{
    ai::Level,
    core::{
        command::{
            is_hexdame_name, parse_move, parse_options, rating_kind, time_word, GameChoice,
            ParseError, SIZES,
        },
        messages::{command_description, command_id},
        parse,
        ratings::RatingKind,
        ColourChoice, Command, DrawAction, ErrorMsg, GameOptions, InterfaceMsg, Msg, RulesOf,
        SettingsUpdate,
    },
    i18n::{self, Args, Lang},
    rules::{Family, Variant},
    runtime::GuildSettings,
};

/// `/hex tournament …`: the subcommand group and its mapping.
pub mod tournament;

/// The name of the top-level slash command.
pub const NAME: &str = "hex";

/// The subcommand handled by the adapter itself (server settings are not a core command).
pub const SETTINGS: &str = "settings";

/// The options that name one of the user's games; they are autocompleted.
pub const GAME_NUMBER: &str = "game";

/// The game names offered as choices (their labels are `commands-option-game.choice-…`).
pub const GAMES: [&str; 5] = ["darkhex", "darkhex-abrupt", "hex", "rex", "hexdame"];

/// The time controls offered as choices (labels: `commands-option-time.choice-…`).
pub const TIMES: [&str; 6] = ["none", "1d", "3d", "5m+3s", "10m+5s", "30m+20s"];

/// The Fluent id of a subcommand or option key (`challenge`, `opt:size`).
fn id_of(key: &str) -> &'static str {
    command_id(key).unwrap_or("commands-hex")
}

/// The English description of a subcommand or option key; Discord shows it by default.
fn describe(key: &str) -> String {
    command_description(key, Lang::En)
}

/// Each language's word for a part (`.name`, `.description`, `.choice-red`) of message `id`,
/// under Discord's locale keys; languages that lack it are left out (Discord then shows the
/// English default). English itself is the default, so it is not listed.
pub fn localizations(id: &str, part: &str) -> Vec<(&'static str, String)> {
    let full = format!("{id}.{part}");
    Lang::ALL
        .into_iter()
        .filter(|lang| *lang != Lang::En && i18n::has(*lang, &full))
        .flat_map(|lang| {
            let text = i18n::format(lang, &full, &Args::new());
            lang.discord_locales()
                .iter()
                .map(move |locale| (*locale, text.clone()))
        })
        .collect()
}

/// An option's name and description in every language that has them.
fn localized(mut option: CreateCommandOption, key: &str) -> CreateCommandOption {
    let id = id_of(key);
    for (locale, name) in localizations(id, "name") {
        option = option.name_localized(locale, name);
    }
    for (locale, description) in localizations(id, "description") {
        option = option.description_localized(locale, description);
    }
    option
}

/// A new option `name` described by `key`, in every language.
pub(super) fn option(kind: CommandOptionType, name: &str, key: &str) -> CreateCommandOption {
    localized(CreateCommandOption::new(kind, name, describe(key)), key)
}

/// The attribute naming a choice's label: `choice-` and the value, `+` as `-` (`10m+5s` →
/// `choice-10m-5s`).
fn choice_part(value: &str) -> String {
    format!("choice-{}", value.replace('+', "-"))
}

/// `option` with a string choice per value, labelled in every language.
pub(super) fn choices(
    mut option: CreateCommandOption,
    key: &str,
    values: &[&str],
) -> CreateCommandOption {
    let id = id_of(key);
    for value in values {
        let part = choice_part(value);
        let label = i18n::format(Lang::En, &format!("{id}.{part}"), &Args::new());
        option = option.add_string_choice_localized(label, *value, localizations(id, &part));
    }
    option
}

fn game_kind() -> CreateCommandOption {
    choices(
        option(CommandOptionType::String, "game", "opt:game"),
        "opt:game",
        &GAMES,
    )
}

fn size_option() -> CreateCommandOption {
    (7..=19).fold(
        option(CommandOptionType::Integer, "size", "opt:size"),
        |o, n| o.add_int_choice(format!("{n}×{n}"), n),
    )
}

fn game_options(sub: CreateCommandOption, with_level: bool) -> CreateCommandOption {
    let time = choices(
        option(CommandOptionType::String, "time", "opt:time"),
        "opt:time",
        &TIMES,
    );
    let sub = sub
        .add_sub_option(game_kind())
        .add_sub_option(size_option())
        .add_sub_option(choices(
            option(CommandOptionType::String, "colour", "opt:colour"),
            "opt:colour",
            &["red", "blue", "random"],
        ))
        .add_sub_option(option(CommandOptionType::Boolean, "swap", "opt:swap"))
        .add_sub_option(time);
    if with_level {
        // Games against the computer are never rated: no `rated` option for them.
        sub.add_sub_option(choices(
            option(CommandOptionType::String, "level", "opt:level"),
            "opt:level",
            &["beginner", "easy", "medium", "hard"],
        ))
    } else {
        sub.add_sub_option(option(CommandOptionType::Boolean, "rated", "opt:rated"))
    }
}

pub(super) fn number(kind: &'static str, key: &str, required: bool) -> CreateCommandOption {
    option(CommandOptionType::Integer, kind, key)
        .min_int_value(1)
        .required(required)
}

/// The game options of a tournament's boards: game, size, time control, rated (colours and
/// the swap rule are the pairing's and the game's defaults).
pub(super) fn game_options_for_tournament(sub: CreateCommandOption) -> CreateCommandOption {
    sub.add_sub_option(game_kind())
        .add_sub_option(size_option())
        .add_sub_option(choices(
            option(CommandOptionType::String, "time", "opt:time"),
            "opt:time",
            &TIMES,
        ))
        .add_sub_option(option(CommandOptionType::Boolean, "rated", "opt:rated"))
}

/// A game number option, suggesting the user's games as they type.
fn game_number(required: bool) -> CreateCommandOption {
    number(GAME_NUMBER, "opt:game-number", required).set_autocomplete(true)
}

/// An optional player (`/hex profile`, `/hex history`).
fn player_option() -> CreateCommandOption {
    option(CommandOptionType::User, "player", "opt:player")
}

fn sub(name: &'static str) -> CreateCommandOption {
    option(CommandOptionType::SubCommand, name, name)
}

/// The language codes offered as choices: the server's language, or a player's own.
const LANGUAGES: [&str; 5] = ["en", "fi", "cs", "da", "de"];

fn settings() -> CreateCommandOption {
    sub(SETTINGS)
        .add_sub_option(game_kind())
        .add_sub_option(size_option())
        .add_sub_option(choices(
            option(CommandOptionType::String, "language", "opt:language"),
            "opt:language",
            &LANGUAGES,
        ))
        .add_sub_option(
            option(
                CommandOptionType::Channel,
                "tournament-channel",
                "opt:tournament-channel",
            )
            .channel_types(vec![ChannelType::Text]),
        )
        .add_sub_option(option(CommandOptionType::Boolean, "threads", "opt:threads"))
        .add_sub_option(option(CommandOptionType::Boolean, "web", "opt:web"))
        .add_sub_option(option(
            CommandOptionType::Role,
            "organiser-role",
            "opt:organiser-role",
        ))
}

/// The `/hex` command with its subcommands.
pub fn definition() -> CreateCommand {
    let challenge_number = || number("challenge", "opt:challenge", false);
    let subs = vec![
        game_options(
            sub("challenge").add_sub_option(
                option(CommandOptionType::User, "opponent", "opt:opponent").required(true),
            ),
            false,
        ),
        game_options(sub("open"), false),
        sub("accept").add_sub_option(challenge_number()),
        sub("decline").add_sub_option(challenge_number()),
        sub("cancel").add_sub_option(challenge_number()),
        game_options(sub("play-bot"), true),
        sub("move")
            .add_sub_option(option(CommandOptionType::String, "cell", "opt:cell").required(true))
            .add_sub_option(game_number(false)),
        sub("resign").add_sub_option(game_number(false)),
        sub("board").add_sub_option(game_number(false)),
        sub("games"),
        sub("replay")
            .add_sub_option(game_number(true))
            .add_sub_option(option(CommandOptionType::Boolean, "views", "opt:views")),
        sub("export").add_sub_option(game_number(true)),
        sub("takeback").add_sub_option(game_number(false)),
        sub("rematch").add_sub_option(game_number(false)),
        sub("draw")
            .add_sub_option(choices(
                option(CommandOptionType::String, "answer", "opt:draw"),
                "opt:draw",
                &["offer", "accept", "decline"],
            ))
            .add_sub_option(game_number(false)),
        sub("rules").add_sub_option(game_kind()),
        sub("profile").add_sub_option(player_option()),
        sub("leaderboard")
            .add_sub_option(game_kind())
            .add_sub_option(option(CommandOptionType::Boolean, "global", "opt:global")),
        sub("history")
            .add_sub_option(player_option())
            .add_sub_option(game_kind())
            .add_sub_option(number("page", "opt:page", false)),
        sub("help"),
        sub("language").add_sub_option(choices(
            option(CommandOptionType::String, "language", "opt:language"),
            "opt:language",
            &[&LANGUAGES[..], &["auto"]].concat(),
        )),
        settings(),
        tournament::group(),
    ];
    let mut command = CreateCommand::new(NAME).description(describe(""));
    for (locale, name) in localizations(id_of(""), "name") {
        command = command.name_localized(locale, name);
    }
    for (locale, description) in localizations(id_of(""), "description") {
        command = command.description_localized(locale, description);
    }
    for s in subs {
        command = command.add_option(s);
    }
    command
}

/// `command` for global registration: usable where the app is installed to a server or to a
/// user, and in servers, in the DM with the bot and in other private channels (a group DM a
/// user-installed app is used in, where the bot is not a member and speaks only through the
/// interaction). Discord takes these fields only on global commands.
pub fn everywhere(command: CreateCommand) -> CreateCommand {
    command
        .integration_types(vec![InstallationContext::Guild, InstallationContext::User])
        .contexts(vec![
            InteractionContext::Guild,
            InteractionContext::BotDm,
            InteractionContext::PrivateChannel,
        ])
}

fn value_text(value: &CommandDataOptionValue) -> Option<String> {
    Some(match value {
        CommandDataOptionValue::String(s) => s.clone(),
        CommandDataOptionValue::Integer(i) => i.to_string(),
        CommandDataOptionValue::Number(n) => n.to_string(),
        CommandDataOptionValue::Boolean(b) => b.to_string(),
        CommandDataOptionValue::User(u) => format!("<@{u}>"),
        CommandDataOptionValue::Channel(c) => c.to_string(),
        CommandDataOptionValue::Role(r) => r.to_string(),
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
    find(args, name).and_then(value_text)
}

fn find<'a>(args: &'a [CommandDataOption], name: &str) -> Option<&'a CommandDataOptionValue> {
    args.iter().find(|o| o.name == name).map(|o| &o.value)
}

/// The value of a choice or free-text option as one word (a value typed with spaces cannot
/// split into several options); `∅` for an empty one, so that an error can show it.
fn option_word(args: &[CommandDataOption], name: &str) -> Option<String> {
    option_text(args, name).map(|value| {
        let word: String = value.split_whitespace().collect();
        if word.is_empty() {
            "\u{2205}".to_owned()
        } else {
            word
        }
    })
}

/// The number in option `name`, as the id it is (a game or challenge number; `what` names it
/// in errors).
fn option_number<T: From<u64>>(
    args: &[CommandDataOption],
    name: &str,
    what: &'static str,
) -> Result<Option<T>, ParseError> {
    let bad = |text: String| ParseError::BadNumber { what, text };
    match find(args, name) {
        None => Ok(None),
        Some(CommandDataOptionValue::Integer(n)) => u64::try_from(*n)
            .map(|n| Some(T::from(n)))
            .map_err(|_| bad(n.to_string())),
        Some(_) => {
            let word = option_word(args, name).unwrap_or_default();
            let digits = word.strip_prefix('#').unwrap_or(&word);
            match digits.parse::<u64>() {
                Ok(n) if digits.bytes().all(|b| b.is_ascii_digit()) => Ok(Some(T::from(n))),
                _ => Err(bad(word)),
            }
        }
    }
}

/// Whether a `/hex` invocation makes a challenge, which gets the server's defaults.
pub fn takes_defaults(options: &[CommandDataOption]) -> bool {
    matches!(subcommand(options), Some(("challenge" | "open", _)))
}

/// Maps a `/hex` invocation to the core command its typed options say. `defaults` are the
/// server's settings: a challenge made there gets the server's game and size unless it names
/// its own. `Err` is the message for the user (the same the text grammar gives).
pub fn to_command(
    options: &[CommandDataOption],
    defaults: Option<&GuildSettings>,
) -> Result<Command, Msg> {
    if let Some((name, args)) = tournament::subcommand_of_group(options) {
        return tournament::to_command(name, args)
            .map(Command::Tournament)
            .map_err(Msg::from);
    }
    let (name, args) = subcommand(options).ok_or(InterfaceMsg::PickSubcommand)?;
    to_core_command(name, args, defaults).map_err(Msg::from)
}

/// `/hex settings`' typed options as the core's settings change (none given: show them).
fn settings_update(args: &[CommandDataOption]) -> Result<SettingsUpdate, ParseError> {
    let size = match option_text(args, "size") {
        Some(text) => Some(
            text.trim()
                .parse()
                .map_err(|_| ParseError::BadOption { text })?,
        ),
        None => None,
    };
    Ok(SettingsUpdate {
        game: option_word(args, "game").map(|g| g.to_lowercase()),
        size,
        language: option_text(args, "language").map(|l| l.trim().to_lowercase()),
        tournament_channel: option_text(args, "tournament-channel"),
        threads: option_bool(args, "threads"),
        organiser_role: option_text(args, "organiser-role"),
        web: option_bool(args, "web"),
    })
}

/// [`to_command`] once the subcommand is known: the grammar's syntax errors.
fn to_core_command(
    name: &str,
    args: &[CommandDataOption],
    defaults: Option<&GuildSettings>,
) -> Result<Command, ParseError> {
    let game = || option_number(args, GAME_NUMBER, "game");
    let required = |what: &'static str| {
        option_number(args, GAME_NUMBER, what)?.ok_or(ParseError::MissingGameNumber { what })
    };
    let challenge = || option_number(args, "challenge", "challenge");
    Ok(match name {
        SETTINGS => Command::Settings(settings_update(args)?),
        "challenge" => {
            let opponent = match find(args, "opponent") {
                Some(CommandDataOptionValue::User(user)) => user.to_string(),
                _ => return Err(ParseError::ChallengeNeedsOpponent),
            };
            Command::Challenge {
                opponent: Some(opponent),
                options: chosen_options(args, Players::People, defaults)?,
            }
        }
        "open" => Command::Challenge {
            opponent: None,
            options: chosen_options(args, Players::People, defaults)?,
        },
        "play-bot" => Command::PlayBot(chosen_options(args, Players::Computer, None)?),
        "accept" => Command::Accept(challenge()?),
        "decline" => Command::Decline(challenge()?),
        "cancel" => Command::Cancel(challenge()?),
        "move" => {
            let cell = option_text(args, "cell").unwrap_or_default();
            parse_move(
                game()?,
                &cell.split_whitespace().collect::<Vec<_>>().join(" "),
            )?
        }
        "resign" => Command::Resign(game()?),
        "board" => Command::Board(game()?),
        "games" => Command::Games,
        "replay" if option_bool(args, "views") == Some(true) => {
            Command::ReplayViews(required("replay")?)
        }
        "replay" => Command::Replay(required("replay")?),
        "export" => Command::Export(required("export")?),
        "takeback" => Command::Takeback(game()?),
        "rematch" => Command::Rematch(game()?),
        "draw" => Command::Draw {
            game: game()?,
            action: draw_action(option_word(args, "answer").as_deref())?,
        },
        "rules" => Command::Rules(rules_of(option_word(args, "game").as_deref())?),
        "profile" => Command::Profile(player(args)),
        "leaderboard" => Command::Leaderboard {
            kind: kind_of(args)?.unwrap_or(RatingKind::DarkHexClassic),
            global: option_bool(args, "global").unwrap_or(false),
        },
        "history" => Command::History {
            user: player(args),
            kind: kind_of(args)?,
            page: option_number::<u64>(args, "page", "page")?
                .and_then(|n| u32::try_from(n).ok())
                .unwrap_or(1)
                .max(1),
        },
        "help" => Command::Help,
        "language" => Command::Language(
            option_word(args, "language").map(|w| w.to_lowercase().chars().take(20).collect()),
        ),
        other => {
            return Err(ParseError::UnknownCommand {
                text: other.chars().take(40).collect(),
            })
        }
    })
}

/// The player an option names (a Discord user id), if any.
fn player(args: &[CommandDataOption]) -> Option<String> {
    match find(args, "player") {
        Some(CommandDataOptionValue::User(user)) => Some(user.to_string()),
        _ => None,
    }
}

/// The rating a `game` option names, if given (the choices are the grammar's names).
fn kind_of(args: &[CommandDataOption]) -> Result<Option<RatingKind>, ParseError> {
    match option_word(args, "game") {
        None => Ok(None),
        Some(word) => rating_kind(&word)
            .map(Some)
            .ok_or(ParseError::UnknownGame { text: word }),
    }
}

/// Who plays the game the options are for: a computer level is an option of a game against
/// the computer only.
#[derive(Clone, Copy, PartialEq, Eq)]
enum Players {
    People,
    Computer,
}

/// The options of a challenge or a game against the computer, checked as the text grammar
/// checks them.
fn chosen_options(
    args: &[CommandDataOption],
    players: Players,
    defaults: Option<&GuildSettings>,
) -> Result<GameOptions, ParseError> {
    let game = option_word(args, "game").or_else(|| defaults.and_then(|d| d.game.clone()));
    // The game's name is one option word of the grammar (`darkhex`, `hexdame`, `rex`…).
    let mut options = match &game {
        Some(word) => parse_options(&[word.as_str()])?,
        None => GameOptions::default(),
    };
    let size = match find(args, "size") {
        Some(CommandDataOptionValue::Integer(n)) => Some(*n),
        Some(_) => {
            let text = option_word(args, "size").unwrap_or_default();
            return Err(ParseError::BadOption { text });
        }
        // Hexdame has one board: the server's default size is for the Hex games.
        None if options.is_hexdame() => None,
        None => defaults.and_then(|d| d.size).map(i64::from),
    };
    let size = size
        .map(|n| {
            let side = u32::try_from(n).ok().filter(|n| SIZES.contains(n));
            side.map(|side| (side, side))
                .ok_or_else(|| ParseError::BadSize {
                    text: n.to_string(),
                })
        })
        .transpose()?;
    let mut white_black = None;
    if let Some(word) = option_word(args, "colour") {
        options.colour = match word.to_lowercase().as_str() {
            "red" => ColourChoice::Red,
            "blue" => ColourChoice::Blue,
            "random" => ColourChoice::Random,
            "white" => ColourChoice::Red,
            "black" => ColourChoice::Blue,
            _ => return Err(ParseError::BadOption { text: word }),
        };
        if matches!(word.to_lowercase().as_str(), "white" | "black") {
            white_black = Some(word);
        }
    }
    if let Some(word) = option_word(args, "time") {
        // The same words, and the same minimum, as typed text.
        options.time =
            time_word(&word)?.ok_or_else(|| ParseError::BadOption { text: word.clone() })?;
    }
    let level = option_word(args, "level");
    if let Some(word) = &level {
        let parsed = word
            .parse::<Level>()
            .map_err(|_| ParseError::BadOption { text: word.clone() })?;
        options.level = Some(parsed);
    }
    if let Some(rated) = option_bool(args, "rated") {
        options.rated = Some(rated);
    }
    let swap = match find(args, "swap") {
        Some(CommandDataOptionValue::Boolean(swap)) => Some(*swap),
        _ => None,
    };
    // The checks `parse_options` makes of a whole set of options.
    let (family, variant) = match options.game {
        GameChoice::Hex { variant, .. } => (Family::Hex, variant),
        GameChoice::Hexdame => (Family::Hexdame, Variant::Hex),
    };
    options.game = GameChoice::checked(family, variant, size, swap, white_black.as_deref())?;
    match level {
        Some(text) if players == Players::People => Err(ParseError::BadOption { text }),
        _ => Ok(options),
    }
}

/// `/hex draw`'s answer (offer when none is given).
fn draw_action(word: Option<&str>) -> Result<DrawAction, ParseError> {
    let Some(word) = word else {
        return Ok(DrawAction::Offer);
    };
    match word.to_lowercase().as_str() {
        "offer" => Ok(DrawAction::Offer),
        "accept" | "yes" => Ok(DrawAction::Accept),
        "decline" | "no" | "refuse" => Ok(DrawAction::Decline),
        _ => Err(ParseError::BadDrawWord {
            text: word.chars().take(40).collect(),
        }),
    }
}

/// `/hex rules`' game (all games when none is given).
fn rules_of(word: Option<&str>) -> Result<Option<RulesOf>, ParseError> {
    let Some(word) = word else {
        return Ok(None);
    };
    if is_hexdame_name(&word.to_lowercase()) {
        return Ok(Some(RulesOf::Hexdame));
    }
    word.parse::<Variant>()
        .map(|v| Some(RulesOf::Hex(v)))
        .map_err(|_| ParseError::UnknownGame {
            text: word.to_owned(),
        })
}

/// Parses the text of a typed command; `Err` carries the text to show the user.
pub fn parse_text(text: &str) -> Result<Command, String> {
    match parse(text) {
        Ok(Some(command)) => Ok(command),
        Ok(None) => Err(ErrorMsg::NotUnderstood.english()),
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
