//! Help: the command list, written from the command table with its descriptions from
//! `commands.ftl`, and the rules of each game (`rules.ftl`).

use super::{t, Msg};
use crate::{
    core::{
        command::table::{self, CommandSpec, Form, Help, Kind, OptionSpec},
        RulesOf,
    },
    i18n::{Args, Lang},
};

/// The text of help and rules in `lang`; `None` for other messages.
pub(super) fn text(msg: &Msg, lang: Lang) -> Option<String> {
    Some(match msg {
        Msg::Help => help(lang),
        Msg::Rules(topic) => t(lang, &rules_id(*topic), Args::new()),
        _ => return None,
    })
}

/// The Fluent id of the rules of one game (`rules-` and the game's name), or of the overview.
fn rules_id(topic: Option<RulesOf>) -> String {
    match topic {
        None => "rules-overview".to_string(),
        Some(topic) => format!("rules-{}", topic.name()),
    }
}

/// `hex help`: a header, how moves are typed, a line per command of the table (how it is
/// typed, then its description; commands marked so share the line before), and a footer.
fn help(lang: Lang) -> String {
    let mut lines: Vec<(String, &'static str)> = Vec::new();
    let mut seen = Vec::new();
    for spec in table::COMMANDS {
        if spec.help == Help::Unlisted {
            continue;
        }
        let typed = typed_form(spec, &mut seen);
        match (spec.help, lines.last_mut()) {
            (Help::SameLine, Some((line, _))) => {
                line.push_str(" / ");
                line.push_str(&typed);
            }
            _ => lines.push((typed, spec.fluent)),
        }
    }
    let mut text = t(lang, "commands-help", Args::new());
    for line in t(lang, "commands-help-moves", Args::new()).lines() {
        text.push_str(&format!("\n  {line}"));
    }
    for (typed, fluent) in lines {
        let description = t(lang, &format!("{fluent}.description"), Args::new());
        text.push_str(&format!("\n  {typed}  {description}"));
    }
    text.push('\n');
    text.push_str(&t(lang, "commands-help-footer", Args::new()));
    text
}

/// How a command is typed: `hex board [#n]`, `hex tournament create|join|… …`. A run of three
/// or more options already in `seen` (written on an earlier line) is written `…`.
fn typed_form(spec: &CommandSpec, seen: &mut Vec<String>) -> String {
    let mut words = vec!["hex".to_owned(), spec.name.to_owned()];
    if !spec.subs.is_empty() {
        let subs: Vec<&str> = spec
            .subs
            .iter()
            .filter(|s| s.help != Help::Unlisted)
            .map(|s| s.name)
            .collect();
        words.push(subs.join("|"));
        words.push("…".to_owned());
    }
    let options: Vec<String> = spec.options.iter().filter_map(option_form).collect();
    let mut run = 0;
    for (i, option) in options.iter().enumerate() {
        if seen.contains(option) {
            run += 1;
            let run_ends = options.get(i + 1).is_none_or(|next| !seen.contains(next));
            if run_ends {
                if run >= 3 {
                    words.push("…".to_owned());
                } else {
                    words.extend(options[i + 1 - run..=i].iter().cloned());
                }
                run = 0;
            }
        } else {
            words.push(option.clone());
        }
    }
    seen.extend(options);
    words.join(" ")
}

/// How an option is typed, in brackets when it may be left out; `None` when another option's
/// word says it.
fn option_form(option: &OptionSpec) -> Option<String> {
    let words = match (option.form, option.kind) {
        (Form::InChoice, _) => return None,
        (Form::Flag(yes, ""), _) => yes.to_owned(),
        // `swap=on|off`
        (Form::Flag(yes, no), _) => match (yes.split_once('='), no.split_once('=')) {
            (Some((key, on)), Some((_, off))) => format!("{key}={on}|{off}"),
            _ => format!("{yes}|{no}"),
        },
        (_, Kind::GameNumber) => "#n".to_owned(),
        (_, Kind::ChallengeNumber) => "n".to_owned(),
        (_, Kind::TournamentNumber) => "tN".to_owned(),
        (_, Kind::User) => format!("@{}", option.name),
        (Form::Word(before, after), Kind::Choice(choices)) if choices.len() <= 4 => {
            let values: Vec<&str> = choices.iter().map(|c| c.word).collect();
            format!("{before}{}{after}", values.join("|"))
        }
        (Form::Word(before, after), Kind::Integer { .. }) => format!("{before}n{after}"),
        // `game=…`, `tournament-channel=…`
        (Form::Word(before, _), _) if before.contains('=') => {
            format!("{}=…", before.split('=').next().unwrap_or(before))
        }
        (Form::Word(..), _) => option.name.to_owned(),
    };
    Some(if option.required {
        words
    } else {
        format!("[{words}]")
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn help_is_derived_from_the_table_and_fits_in_a_message() {
        for lang in Lang::ALL {
            let text = Msg::Help.text(lang);
            let count = text.chars().count();
            assert!(count <= 1900, "{lang}: {count} characters\n{text}");
            for spec in table::COMMANDS.iter().filter(|s| s.help != Help::Unlisted) {
                let typed = format!("hex {}", spec.name);
                assert!(text.contains(&typed), "{lang}: {typed}");
            }
        }
    }
}
