//! Command definitions checked as Discord documents it (issue #17, finding 10): a bulk
//! overwrite with one bad field anywhere is refused whole with 400 / 50035 and the path of
//! the field, so on Discord `/hex` would not exist. hextable's own `/hex` passes.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::adapters::discord::{commands, connect::build_http};
use serde_json::{json, Value};
use serenity::all::{ApplicationId, GuildId};
use support::discord::{command_rules, World};

/// A valid command: `/hex play size:<7|9> [colour]`.
fn valid() -> Value {
    json!({
        "name": "hex",
        "type": 1,
        "description": "Play hex",
        "options": [{
            "type": 1,
            "name": "play",
            "description": "Start a game",
            "options": [
                {"type": 4, "name": "size", "description": "Board size", "required": true,
                 "choices": [{"name": "7", "value": 7}, {"name": "9", "value": 9}]},
                {"type": 3, "name": "colour", "description": "Your colour"},
            ],
        }],
    })
}

/// Another valid command, beside a bad one in the same overwrite.
fn other() -> Value {
    let mut c = valid();
    c["name"] = json!("ping");
    c
}

/// The bad definitions, each with the path Discord names and the error code.
fn bad() -> Vec<(&'static str, Value, &'static str, &'static str)> {
    let mut out = Vec::new();
    let mut case = |what, edit: &dyn Fn(&mut Value), path, code| {
        let mut c = valid();
        edit(&mut c);
        out.push((what, c, path, code));
    };
    let size = "/options/0/options/0";
    let colour = "/options/0/options/1";
    case(
        "an uppercase name",
        &|c| c["name"] = json!("Hex"),
        "0.name",
        "APPLICATION_COMMAND_INVALID_NAME",
    );
    case(
        "a 33-character name",
        &|c| c["name"] = json!("h".repeat(33)),
        "0.name",
        "BASE_TYPE_BAD_LENGTH",
    );
    case(
        "a 101-character option description",
        &|c| *c.pointer_mut(&format!("{colour}/description")).unwrap() = json!("d".repeat(101)),
        "0.options.0.options.1.description",
        "BASE_TYPE_BAD_LENGTH",
    );
    case(
        "26 choices",
        &|c| {
            let choices: Vec<Value> = (0..26)
                .map(|n| json!({"name": format!("{n}"), "value": n}))
                .collect();
            *c.pointer_mut(&format!("{size}/choices")).unwrap() = json!(choices);
        },
        "0.options.0.options.0.choices",
        "BASE_TYPE_MAX_LENGTH",
    );
    case(
        "an optional option before a required one",
        &|c| {
            c.pointer_mut("/options/0/options")
                .unwrap()
                .as_array_mut()
                .unwrap()
                .reverse()
        },
        "0.options.0.options.1.required",
        "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
    );
    case(
        "a group in a group",
        &|c| {
            let sub = c["options"][0].clone();
            c["options"] = json!([{"type": 2, "name": "outer", "description": "Outer", "options": [
                {"type": 2, "name": "inner", "description": "Inner", "options": [sub]}
            ]}]);
        },
        "0.options.0.options.0.type",
        "APPLICATION_COMMAND_OPTION_TYPE_INVALID",
    );
    case(
        "a locale Discord does not have",
        &|c| c["name_localizations"] = json!({"de-DE": "hex"}),
        "0.name_localizations.de-DE",
        "ENUM_TYPE_COERCE",
    );
    case(
        "a plain en locale",
        &|c| c["description_localizations"] = json!({"en": "Play hex"}),
        "0.description_localizations.en",
        "ENUM_TYPE_COERCE",
    );
    case(
        "a localized name with a capital",
        &|c| c.pointer_mut(size).unwrap()["name_localizations"] = json!({"fi": "Koko"}),
        "0.options.0.options.0.name_localizations.fi",
        "APPLICATION_COMMAND_INVALID_NAME",
    );
    case(
        "autocomplete with choices",
        &|c| c.pointer_mut(size).unwrap()["autocomplete"] = json!(true),
        "0.options.0.options.0.autocomplete",
        "APPLICATION_COMMAND_AUTOCOMPLETE_INVALID",
    );
    case(
        "two options of one name",
        &|c| *c.pointer_mut(&format!("{colour}/name")).unwrap() = json!("size"),
        "0.options.0.options.1.name",
        "APPLICATION_COMMAND_OPTION_NAME_ALREADY_EXISTS",
    );
    case(
        "8,001 characters (the longest localization counts)",
        &|c| {
            // 80 options of 100-character descriptions are too many options; put the bulk
            // in localized descriptions of 25 options instead: 3 + 8 + 25 × (4 + 100) + ...
            let options: Vec<Value> = (0..25)
                .map(|n| json!({"type": 3, "name": format!("o{n:02}"), "description": "d",
                    "description_localizations": {"fi": "x".repeat(100)},
                    "choices": (0..25).map(|k| json!({"name": format!("{k:02}"), "value": "v".repeat(9)})).collect::<Vec<_>>()}))
                .collect();
            c["options"] = json!([{"type": 1, "name": "play", "description": "Start a game", "options": options}]);
        },
        "0",
        "APPLICATION_COMMAND_TOO_LARGE",
    );
    out
}

#[test]
fn bad_definitions_are_refused_where_discord_says() {
    assert_eq!(command_rules::check(&json!([valid()])), Ok(()));
    for (what, command, path, code) in bad() {
        let refused = command_rules::check(&json!([command])).expect_err(what);
        assert_eq!(
            (refused.dotted().as_str(), refused.code),
            (path, code),
            "{what}"
        );
    }
}

#[test]
fn the_hex_definition_is_valid() {
    let hex = serde_json::to_value(vec![commands::definition()]).unwrap();
    assert_eq!(command_rules::check(&hex), Ok(()));
    let size = command_rules::command_size(&hex[0]);
    assert!(size < command_rules::MAX_COMMAND_SIZE, "{size}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_discord_refuses_a_bad_overwrite_whole() {
    let w = World::builder().build_without_bot().await;
    let http = build_http(w.fake.token(), &w.fake.api_target()).unwrap();
    http.set_application_id(ApplicationId::new(w.fake.application_id()));
    let guild = GuildId::new(w.guild);
    http.create_guild_commands(guild, &json!([valid()]))
        .await
        .expect("a valid definition");
    for (what, command, path, _) in bad() {
        let result = http
            .create_guild_commands(guild, &json!([other(), command]))
            .await;
        let Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r))) = result
        else {
            panic!("{what}: accepted");
        };
        assert_eq!(
            (r.status_code.as_u16(), r.error.code),
            (400, 50035),
            "{what}"
        );
        let expected = path.replacen('0', "1", 1);
        assert!(
            r.error.errors.iter().any(|e| e.path == expected),
            "{what}: {:?}",
            r.error.errors
        );
        // The old list stands.
        assert_eq!(w.fake.commands(Some(w.guild)).len(), 1, "{what}");
    }
}

/// Every command of the core's table is a registered `/hex` subcommand with the table's
/// options, and nothing else is registered: a command cannot exist typed and not by slash.
#[test]
fn the_registered_subcommands_are_the_command_table() {
    use hextable::core::command::table::{CommandSpec, COMMANDS};
    fn entry(path: String, options: Vec<String>) -> String {
        format!("{path}({})", options.join(","))
    }
    fn from_table(prefix: &str, specs: &[CommandSpec], out: &mut Vec<String>) {
        for spec in specs {
            let path = format!("{prefix}{}", spec.name);
            if spec.subs.is_empty() {
                let mut options: Vec<String> = spec
                    .options
                    .iter()
                    .map(|o| format!("{}{}", o.name, if o.required { "!" } else { "" }))
                    .collect();
                options.sort();
                out.push(entry(path, options));
            } else {
                from_table(&format!("{path} "), spec.subs, out);
            }
        }
    }
    fn registered(prefix: &str, options: &Value, out: &mut Vec<String>) {
        for sub in options.as_array().into_iter().flatten() {
            let path = format!("{prefix}{}", sub["name"].as_str().unwrap());
            match sub["type"].as_u64() {
                Some(1) => {
                    let mut names: Vec<String> = sub["options"]
                        .as_array()
                        .into_iter()
                        .flatten()
                        .map(|o| {
                            let required = o["required"].as_bool().unwrap_or(false);
                            format!(
                                "{}{}",
                                o["name"].as_str().unwrap(),
                                if required { "!" } else { "" }
                            )
                        })
                        .collect();
                    names.sort();
                    out.push(entry(path, names));
                }
                Some(2) => registered(&format!("{path} "), &sub["options"], out),
                other => panic!("{path}: type {other:?}"),
            }
        }
    }
    let hex = serde_json::to_value(commands::definition()).unwrap();
    let (mut table, mut slash) = (Vec::new(), Vec::new());
    from_table("", COMMANDS, &mut table);
    registered("", &hex["options"], &mut slash);
    assert_eq!(slash, table);
    assert_eq!(slash.len(), 38, "22 commands and the tournament group's 16");
}
