//! Discord's rules for application command definitions (DISCORD.md §5, from `cmd`,
//! "Application Command Naming", "… Structure", "Subcommands and Subcommand Groups",
//! "Localization", the "Slash Commands" size warning): what a bulk overwrite must satisfy, or
//! Discord refuses the whole list with 400 / 50035 and `/hex` does not exist.
//!
//! A plain function, so a test can check a definition without the fake:
//! `check(&serde_json::to_value(vec![commands::definition()])?)`.

use serde_json::{json, Value};

/// Discord's locales (`ref`, "Locales"); there is no plain `en`.
pub const LOCALES: &[&str] = &[
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

/// At most this many characters in one command, counting names, descriptions and values of
/// the command, its options and choices; of a localized field its longest version.
pub const MAX_COMMAND_SIZE: usize = 8000;

const SUB_COMMAND: u64 = 1;
const SUB_COMMAND_GROUP: u64 = 2;
const STRING: u64 = 3;
const INTEGER: u64 = 4;
const NUMBER: u64 = 10;
/// The largest integer Discord takes for INTEGER choices and limits (2^53 − 1).
const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_991.0;

/// Why a definition is refused: where (the JSON path, as in Discord's `errors` object), the
/// error code and its message.
#[derive(Clone, Debug, PartialEq)]
pub struct Refused {
    pub path: Vec<String>,
    pub code: &'static str,
    pub message: String,
}

impl Refused {
    /// Discord's nested `errors` object: `{"0": {"options": {"2": {"name": {"_errors": [..]}}}}}`.
    pub fn errors_json(&self) -> Value {
        let mut v = json!({"_errors": [{"code": self.code, "message": self.message}]});
        for key in self.path.iter().rev() {
            v = json!({ key.clone(): v });
        }
        v
    }

    /// The path as one string (`0.options.2.name`), for asserting.
    pub fn dotted(&self) -> String {
        self.path.join(".")
    }
}

type Checked = Result<(), Refused>;

fn refuse(path: &[String], key: &str, code: &'static str, message: impl Into<String>) -> Checked {
    let mut path = path.to_vec();
    if !key.is_empty() {
        path.push(key.to_owned());
    }
    Err(Refused {
        path,
        code,
        message: message.into(),
    })
}

fn at(path: &[String], key: impl ToString) -> Vec<String> {
    let mut p = path.to_vec();
    p.push(key.to_string());
    p
}

fn chars(v: &Value) -> usize {
    v.as_str().map_or(0, |s| s.chars().count())
}

/// Checks a bulk overwrite body (an array of commands) as Discord does.
pub fn check(commands: &Value) -> Checked {
    let Some(list) = commands.as_array() else {
        return refuse(&[], "", "BASE_TYPE_ARRAY", "Must be an array.");
    };
    let mut seen = Vec::new();
    for (i, c) in list.iter().enumerate() {
        let path = vec![i.to_string()];
        check_command(&path, c)?;
        let key = (c["type"].as_u64().unwrap_or(1), c["name"].clone());
        if seen.contains(&key) {
            return refuse(
                &path,
                "name",
                "APPLICATION_COMMANDS_DUPLICATE_NAME",
                "Application command names must be unique",
            );
        }
        seen.push(key);
    }
    Ok(())
}

/// Whether a global command `c` is offered in interaction context `context` (1 the DM with
/// the bot, 2 another private channel; `cmd`, "Contexts"): `contexts`, when given, lists it
/// (else the deprecated `dm_permission`, true by default, decides for the bot's DM); a private
/// channel also needs the user install (`integration_types` with 1; the default is `[0]`).
pub fn offered_in(c: &Value, context: u64) -> bool {
    let listed = |key: &str, value: u64| {
        c[key]
            .as_array()
            .map(|list| list.iter().any(|v| v.as_u64() == Some(value)))
    };
    match context {
        1 => listed("contexts", 1).unwrap_or_else(|| c["dm_permission"] != json!(false)),
        2 => listed("integration_types", 1) == Some(true) && listed("contexts", 2).unwrap_or(true),
        _ => true,
    }
}

/// `integration_types` (`GUILD_INSTALL` 0, `USER_INSTALL` 1; `developers/resources/
/// application.mdx`, "Application Integration Types") and `contexts` (`GUILD` 0, `BOT_DM` 1,
/// `PRIVATE_CHANNEL` 2; `ix`, "Interaction Context Types"): lists of those values; `contexts`
/// may be null. Anything else is refused as Discord refuses a value outside an enum.
fn check_contexts(path: &[String], c: &Value) -> Checked {
    for (key, allowed, nullable) in [
        ("integration_types", &[0, 1][..], false),
        ("contexts", &[0, 1, 2][..], true),
    ] {
        let v = &c[key];
        if v.is_null() && (nullable || c.get(key).is_none()) {
            continue;
        }
        let Some(list) = v.as_array() else {
            return refuse(path, key, "BASE_TYPE_ARRAY", "Must be an array.");
        };
        for (i, item) in list.iter().enumerate() {
            if !item.as_u64().is_some_and(|n| allowed.contains(&n)) {
                return refuse(
                    &at(path, key),
                    &i.to_string(),
                    "ENUM_TYPE_COERCE",
                    format!("Value \"{item}\" is not a valid enum value."),
                );
            }
        }
    }
    Ok(())
}

fn check_command(path: &[String], c: &Value) -> Checked {
    check_contexts(path, c)?;
    let kind = c["type"].as_u64().unwrap_or(1);
    let chat_input = kind == 1;
    check_name(path, "name", &c["name"], chat_input)?;
    check_localized(path, c, "name_localizations", |p, k, v| {
        check_name(p, k, v, chat_input)
    })?;
    if chat_input {
        check_description(path, "description", &c["description"])?;
        check_localized(path, c, "description_localizations", check_description)?;
        check_options(path, &c["options"], 0)?;
        let size = command_size(c);
        if size > MAX_COMMAND_SIZE {
            return refuse(
                path,
                "",
                "APPLICATION_COMMAND_TOO_LARGE",
                format!("Command exceeds maximum size ({MAX_COMMAND_SIZE})"),
            );
        }
    } else if chars(&c["description"]) > 0 {
        return refuse(
            path,
            "description",
            "BASE_TYPE_MAX_LENGTH",
            "Must be 0 or fewer in length.",
        );
    }
    Ok(())
}

/// 1–32 characters: letters, digits, `-`, `_`, `'`; in CHAT_INPUT names a letter with a
/// lowercase form must be lowercase (USER and MESSAGE commands may have capitals and spaces).
fn check_name(path: &[String], key: &str, v: &Value, chat_input: bool) -> Checked {
    let name = v.as_str().unwrap_or_default();
    let n = name.chars().count();
    if !(1..=32).contains(&n) {
        return refuse(
            path,
            key,
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 32 in length.",
        );
    }
    let allowed = |c: char| {
        c.is_alphanumeric()
            || matches!(c, '-' | '_' | '\'')
            || ('\u{0900}'..='\u{097F}').contains(&c) // Devanagari (marks included)
            || ('\u{0E00}'..='\u{0E7F}').contains(&c) // Thai
    };
    let lowercase = |c: char| c.to_lowercase().eq(std::iter::once(c));
    let valid = if chat_input {
        name.chars().all(|c| allowed(c) && lowercase(c))
    } else {
        name.chars().all(|c| allowed(c) || c == ' ')
    };
    if valid {
        Ok(())
    } else {
        refuse(
            path,
            key,
            "APPLICATION_COMMAND_INVALID_NAME",
            format!("Command name is invalid: {name:?}"),
        )
    }
}

fn check_description(path: &[String], key: &str, v: &Value) -> Checked {
    if (1..=100).contains(&chars(v)) {
        Ok(())
    } else {
        refuse(
            path,
            key,
            "BASE_TYPE_BAD_LENGTH",
            "Must be between 1 and 100 in length.",
        )
    }
}

/// A localizations map: keys must be Discord locales, values follow the field's own rule.
fn check_localized(
    path: &[String],
    obj: &Value,
    key: &str,
    rule: impl Fn(&[String], &str, &Value) -> Checked,
) -> Checked {
    let Some(map) = obj.get(key).filter(|v| !v.is_null()) else {
        return Ok(());
    };
    let Some(map) = map.as_object() else {
        return refuse(
            path,
            key,
            "MODEL_TYPE_CONVERT",
            "Only dictionaries may be used.",
        );
    };
    let path = at(path, key);
    for (locale, value) in map {
        if !LOCALES.contains(&locale.as_str()) {
            return refuse(
                &path,
                locale,
                "ENUM_TYPE_COERCE",
                format!("Value \"{locale}\" is not a valid enum value."),
            );
        }
        rule(&path, locale, value)?;
    }
    Ok(())
}

/// The options of a command (`depth` 0), of a group (1) or of a subcommand (2).
fn check_options(path: &[String], options: &Value, depth: u8) -> Checked {
    let Some(list) = options.as_array() else {
        return Ok(());
    };
    let path = at(path, "options");
    if list.len() > 25 {
        return refuse(
            &path,
            "",
            "BASE_TYPE_MAX_LENGTH",
            "Must be 25 or fewer in length.",
        );
    }
    let mut names: Vec<&Value> = Vec::new();
    let mut optional_seen = false;
    for (i, o) in list.iter().enumerate() {
        let p = at(&path, i);
        let kind = o["type"].as_u64().unwrap_or(0);
        let nests = kind == SUB_COMMAND || kind == SUB_COMMAND_GROUP;
        check_name(&p, "name", &o["name"], true)?;
        check_localized(&p, o, "name_localizations", |p, k, v| {
            check_name(p, k, v, true)
        })?;
        check_description(&p, "description", &o["description"])?;
        check_localized(&p, o, "description_localizations", check_description)?;
        if names.contains(&&o["name"]) {
            return refuse(
                &p,
                "name",
                "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS",
                "Option names must be unique",
            );
        }
        names.push(&o["name"]);
        // A command holds subcommands and groups, a group only subcommands, a subcommand
        // only plain options: nothing deeper.
        let fits = match depth {
            0 => true,
            1 => kind == SUB_COMMAND,
            _ => !nests,
        };
        if !fits {
            return refuse(
                &p,
                "type",
                "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
                "Sub-command and sub-command group option types are mutually exclusive to all other types",
            );
        }
        if nests {
            if o.get("required").is_some_and(|r| r == true) {
                return refuse(
                    &p,
                    "required",
                    "APPLICATION_COMMAND_OPTION_REQUIRED_INVALID",
                    "Sub-commands and groups cannot be required",
                );
            }
            let next = if kind == SUB_COMMAND_GROUP { 1 } else { 2 };
            check_options(&p, &o["options"], next)?;
            continue;
        }
        let required = o["required"] == true;
        if required && optional_seen {
            return refuse(
                &p,
                "required",
                "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                "Required options must be placed before non-required options",
            );
        }
        optional_seen |= !required;
        check_choices(&p, o, kind)?;
    }
    Ok(())
}

fn check_choices(path: &[String], o: &Value, kind: u64) -> Checked {
    let Some(choices) = o.get("choices").and_then(Value::as_array) else {
        return Ok(());
    };
    if choices.is_empty() {
        return Ok(());
    }
    if ![STRING, INTEGER, NUMBER].contains(&kind) {
        return refuse(
            path,
            "choices",
            "APPLICATION_COMMAND_OPTION_CHOICES_INVALID",
            "Choices are not allowed for this option type",
        );
    }
    if o["autocomplete"] == true {
        return refuse(
            path,
            "autocomplete",
            "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID",
            "Autocomplete cannot be set with choices",
        );
    }
    let path = at(path, "choices");
    if choices.len() > 25 {
        return refuse(
            &path,
            "",
            "BASE_TYPE_MAX_LENGTH",
            "Must be 25 or fewer in length.",
        );
    }
    for (i, choice) in choices.iter().enumerate() {
        let p = at(&path, i);
        let name_rule = |p: &[String], k: &str, v: &Value| {
            if (1..=100).contains(&chars(v)) {
                Ok(())
            } else {
                refuse(
                    p,
                    k,
                    "BASE_TYPE_BAD_LENGTH",
                    "Must be between 1 and 100 in length.",
                )
            }
        };
        name_rule(&p, "name", &choice["name"])?;
        check_localized(&p, choice, "name_localizations", name_rule)?;
        let value = &choice["value"];
        let ok = match kind {
            STRING => value.is_string() && chars(value) <= 100,
            INTEGER => value
                .as_f64()
                .is_some_and(|n| n.fract() == 0.0 && n.abs() <= MAX_SAFE_INTEGER),
            _ => value
                .as_f64()
                .is_some_and(|n| n.abs() <= MAX_SAFE_INTEGER + 1.0),
        };
        if !ok {
            return refuse(
                &p,
                "value",
                "BASE_TYPE_CHOICE_VALUE_INVALID",
                "Invalid choice value",
            );
        }
    }
    Ok(())
}

/// The longest version of a localized field, in characters.
fn longest(obj: &Value, key: &str) -> usize {
    let own = chars(&obj[key]);
    let localized = obj[format!("{key}_localizations")]
        .as_object()
        .map_or(0, |m| m.values().map(chars).max().unwrap_or(0));
    own.max(localized)
}

/// The size Discord counts for a command: names, descriptions and values of the command,
/// every option and every choice, each localized field by its longest version.
pub fn command_size(c: &Value) -> usize {
    fn options_size(options: &Value) -> usize {
        options
            .as_array()
            .into_iter()
            .flatten()
            .map(|o| {
                let choices: usize = o["choices"]
                    .as_array()
                    .into_iter()
                    .flatten()
                    .map(|ch| {
                        let value = match &ch["value"] {
                            Value::String(s) => s.chars().count(),
                            other => other.to_string().chars().count(),
                        };
                        longest(ch, "name") + value
                    })
                    .sum();
                longest(o, "name")
                    + longest(o, "description")
                    + choices
                    + options_size(&o["options"])
            })
            .sum()
    }
    longest(c, "name") + longest(c, "description") + options_size(&c["options"])
}
