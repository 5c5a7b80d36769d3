//! The `/hex` slash command: its definition (registered on Ready), built by iterating the
//! core's command table ([`table::COMMANDS`]), and the mapping of an invocation's typed
//! options to the same [`Command`] the text grammar produces, with the same errors: the
//! options are handed to [`parse_typed`] as [`Typed`] values. Names, descriptions and
//! choices come from the Fluent messages the table names, with Discord's `name_localizations`
//! / `description_localizations` from every language that has them.

use serenity::all::{
    ChannelType, CommandDataOption, CommandDataOptionValue, CommandOptionType, CreateCommand,
    CreateCommandOption, InstallationContext, InteractionContext,
};

use crate::{
    adapters::discord_syntax,
    core::{
        command::{
            parse_typed,
            table::{self, CommandSpec, Kind, OptionSpec},
            Typed, SIZES,
        },
        Command, InterfaceMsg, Msg,
    },
    i18n::{self, Args, Lang},
    runtime::GuildSettings,
};

/// The name of the top-level slash command.
pub const NAME: &str = "hex";

/// The option naming a tournament; autocompleted with the server's live tournaments (every
/// other autocompleted option is a game number).
pub const TOURNAMENT_OPTION: &str = "tournament";

/// The English description in Fluent message `id`; Discord shows it by default.
fn describe(id: &str) -> String {
    i18n::format(Lang::En, &format!("{id}.description"), &Args::new())
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

/// An option's (or subcommand's) name and description in every language that has them.
fn localized(mut option: CreateCommandOption, id: &str) -> CreateCommandOption {
    for (locale, name) in localizations(id, "name") {
        option = option.name_localized(locale, name);
    }
    for (locale, description) in localizations(id, "description") {
        option = option.description_localized(locale, description);
    }
    option
}

/// The attribute naming a choice's label: `choice-` and the value, `+` as `-` (`10m+5s` →
/// `choice-10m-5s`).
fn choice_part(value: &str) -> String {
    format!("choice-{}", value.replace('+', "-"))
}

/// One option of the table as Discord takes it.
fn option(spec: &OptionSpec) -> CreateCommandOption {
    let kind = match spec.kind {
        Kind::GameNumber
        | Kind::ChallengeNumber
        | Kind::TournamentNumber
        | Kind::Integer { .. }
        | Kind::BoardSize => CommandOptionType::Integer,
        Kind::Move | Kind::Players | Kind::Choice(_) => CommandOptionType::String,
        Kind::User => CommandOptionType::User,
        Kind::Channel => CommandOptionType::Channel,
        Kind::Role => CommandOptionType::Role,
        Kind::Bool => CommandOptionType::Boolean,
    };
    let id = spec.fluent;
    let option = localized(CreateCommandOption::new(kind, spec.name, describe(id)), id);
    let option = match spec.kind {
        Kind::GameNumber | Kind::TournamentNumber => option.min_int_value(1).set_autocomplete(true),
        Kind::ChallengeNumber => option.min_int_value(1),
        Kind::Integer { min, max } => {
            let option = option.min_int_value(min);
            match max {
                Some(max) => option.max_int_value(max),
                None => option,
            }
        }
        Kind::BoardSize => SIZES
            .filter_map(|n| i32::try_from(n).ok())
            .fold(option, |o, n| o.add_int_choice(format!("{n}×{n}"), n)),
        Kind::Choice(choices) => choices.iter().fold(option, |o, choice| {
            let part = choice_part(choice.value);
            let label = i18n::format(Lang::En, &format!("{id}.{part}"), &Args::new());
            o.add_string_choice_localized(label, choice.value, localizations(id, &part))
        }),
        Kind::Channel => option.channel_types(vec![ChannelType::Text]),
        Kind::Move | Kind::Players | Kind::User | Kind::Role | Kind::Bool => option,
    };
    option.required(spec.required)
}

/// A subcommand (or a group of them) of the table as Discord takes it: required options
/// first, as Discord wants, else in the table's order.
fn subcommand_of(spec: &CommandSpec) -> CreateCommandOption {
    let kind = if spec.subs.is_empty() {
        CommandOptionType::SubCommand
    } else {
        CommandOptionType::SubCommandGroup
    };
    let mut sub = localized(
        CreateCommandOption::new(kind, spec.name, describe(spec.fluent)),
        spec.fluent,
    );
    let (required, optional): (Vec<&OptionSpec>, Vec<&OptionSpec>) =
        spec.options.iter().partition(|o| o.required);
    for o in required.into_iter().chain(optional) {
        sub = sub.add_sub_option(option(o));
    }
    for s in spec.subs {
        sub = sub.add_sub_option(subcommand_of(s));
    }
    sub
}

/// The `/hex` command with its subcommands.
pub fn definition() -> CreateCommand {
    let mut command = CreateCommand::new(NAME).description(describe(table::FLUENT));
    for (locale, name) in localizations(table::FLUENT, "name") {
        command = command.name_localized(locale, name);
    }
    for (locale, description) in localizations(table::FLUENT, "description") {
        command = command.description_localized(locale, description);
    }
    for spec in table::COMMANDS {
        command = command.add_option(subcommand_of(spec));
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

/// The subcommand path of a `/hex` invocation (`["board"]`, `["tournament", "create"]`) and
/// its options.
fn invoked(options: &[CommandDataOption]) -> Option<(Vec<&str>, &[CommandDataOption])> {
    let first = options.first()?;
    match &first.value {
        CommandDataOptionValue::SubCommand(args) => Some((vec![first.name.as_str()], args)),
        CommandDataOptionValue::SubCommandGroup(subs) => {
            let sub = subs.first()?;
            match &sub.value {
                CommandDataOptionValue::SubCommand(args) => {
                    Some((vec![first.name.as_str(), sub.name.as_str()], args))
                }
                _ => None,
            }
        }
        _ => None,
    }
}

/// An option's value as the core's typed value.
fn typed(value: &CommandDataOptionValue) -> Option<Typed> {
    Some(match value {
        // Free text (a tournament's players) may hold typed mentions: the core reads marks.
        CommandDataOptionValue::String(s) => Typed::Text(discord_syntax::marks_from_typed(s)),
        CommandDataOptionValue::Integer(i) => Typed::Integer(*i),
        CommandDataOptionValue::Number(n) => Typed::Text(n.to_string()),
        CommandDataOptionValue::Boolean(b) => Typed::Bool(*b),
        CommandDataOptionValue::User(u) => Typed::Id(u.to_string()),
        CommandDataOptionValue::Channel(c) => Typed::Id(c.to_string()),
        CommandDataOptionValue::Role(r) => Typed::Id(r.to_string()),
        CommandDataOptionValue::Autocomplete { value, .. } => Typed::Text(value.clone()),
        _ => return None,
    })
}

/// Whether a `/hex` invocation makes a challenge, which gets the server's defaults.
pub fn takes_defaults(options: &[CommandDataOption]) -> bool {
    matches!(invoked(options), Some((path, _)) if matches!(path[..], ["challenge" | "open"]))
}

/// Maps a `/hex` invocation to the core command its typed options say. `defaults` are the
/// server's settings: a challenge made there gets the server's game and size unless it names
/// its own. `Err` is the message for the user (the same the text grammar gives).
pub fn to_command(
    options: &[CommandDataOption],
    defaults: Option<&GuildSettings>,
) -> Result<Command, Msg> {
    let (path, args) = invoked(options).ok_or(Msg::from(InterfaceMsg::PickSubcommand))?;
    let values: Vec<(&str, Typed)> = args
        .iter()
        .filter_map(|o| typed(&o.value).map(|value| (o.name.as_str(), value)))
        .collect();
    let defaults = defaults
        .map(GuildSettings::default_words)
        .unwrap_or_default();
    parse_typed(&path, &values, &defaults).map_err(Msg::from)
}

#[cfg(test)]
mod tests {
    use serde_json::{json, Value};

    use super::*;
    use crate::core::{
        command::agree::{bad, good, Case},
        parse,
    };

    /// A case's invocation as Discord sends it: the subcommand (in its group) and its options.
    fn as_discord(case: &Case) -> Vec<CommandDataOption> {
        let (_, path, values) = case;
        let mut specs = table::COMMANDS;
        let mut spec = None;
        for name in path {
            spec = specs.iter().find(|s| s.name == name);
            specs = spec.map_or(&[], |s| s.subs);
        }
        let options: Vec<Value> = values
            .iter()
            .map(|(name, value)| {
                let kind = spec
                    .and_then(|s| s.options.iter().find(|o| o.name == *name))
                    .map(|o| o.kind);
                let (kind, value) = match (value, kind) {
                    (Typed::Integer(n), _) => (4, json!(n)),
                    (Typed::Text(t), _) => (3, json!(t)),
                    (Typed::Bool(b), _) => (5, json!(b)),
                    (Typed::Id(id), Some(Kind::Channel)) => (7, json!(id)),
                    (Typed::Id(id), Some(Kind::Role)) => (8, json!(id)),
                    (Typed::Id(id), _) => (6, json!(id)),
                };
                json!({"name": name, "type": kind, "value": value})
            })
            .collect();
        let mut option = json!({"name": path[path.len() - 1], "type": 1, "options": options});
        if let [group, _] = &path[..] {
            option = json!({"name": group, "type": 2, "options": [option]});
        }
        serde_json::from_value(json!([option])).unwrap_or_default()
    }

    #[test]
    fn a_slash_command_is_its_typed_words() {
        for case in good().iter().chain(&bad()) {
            let options = as_discord(case);
            assert!(!options.is_empty(), "{}", case.0);
            let typed = match parse(&case.0) {
                Ok(Some(command)) => Ok(command),
                Ok(None) => panic!("{}: chat", case.0),
                Err(error) => Err(Msg::from(error)),
            };
            assert_eq!(to_command(&options, None), typed, "{}", case.0);
        }
    }

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
