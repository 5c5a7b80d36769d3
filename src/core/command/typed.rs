//! A typed invocation (a slash command's options) written out as the words of the text
//! grammar and read by it, so both give the same [`Command`] and the same [`ParseError`] (see
//! the command table, `table.rs`).

use super::{
    error::ParseError,
    insert_defaults, parse,
    table::{CommandSpec, Form, Kind, COMMANDS},
    Command,
};

/// An option's value in a typed invocation.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Typed {
    /// A whole number.
    Integer(i64),
    /// Text (a choice's value, a move, mentions).
    Text(String),
    /// Yes or no.
    Bool(bool),
    /// A user's, channel's or role's platform id.
    Id(String),
}

impl Typed {
    /// The value as one word, or as several for free text; `∅` for empty text (so an error
    /// can show it).
    fn text(&self, kind: Kind) -> String {
        match self {
            Typed::Integer(n) => n.to_string(),
            Typed::Bool(b) => b.to_string(),
            Typed::Id(id) => id.clone(),
            Typed::Text(text) => {
                let words: Vec<&str> = text.split_whitespace().collect();
                match kind {
                    Kind::Move | Kind::Players => words.join(" "),
                    _ if words.is_empty() => "\u{2205}".to_owned(),
                    _ => words.concat(),
                }
            }
        }
    }
}

/// The words a typed invocation of `path` (`["board"]`, `["tournament", "create"]`) stands
/// for, `hex` first: each given option in its [`Form`], in the command's text order.
pub fn typed_text(path: &[&str], values: &[(&str, Typed)]) -> Result<String, ParseError> {
    let unknown = |text: &str| ParseError::UnknownCommand {
        text: text.chars().take(40).collect(),
    };
    let mut specs = COMMANDS;
    let mut words = vec!["hex".to_owned()];
    let mut spec = None;
    for &name in path {
        let found = specs
            .iter()
            .find(|s| s.name == name)
            .ok_or_else(|| unknown(name))?;
        words.push(found.name.to_owned());
        specs = found.subs;
        spec = Some(found);
    }
    let spec = spec.ok_or_else(|| unknown(""))?;
    if !spec.subs.is_empty() {
        return Err(unknown(spec.name));
    }
    if let Some((name, _)) = values
        .iter()
        .find(|(name, _)| !spec.options.iter().any(|o| o.name == *name))
    {
        return Err(ParseError::BadOption {
            text: (*name).chars().take(40).collect(),
        });
    }
    let value_of = |name: &str| values.iter().find(|(n, _)| *n == name).map(|(_, v)| v);
    for option in spec.options {
        let Some(value) = value_of(option.name) else {
            continue;
        };
        let word = match (option.form, value) {
            (Form::InChoice, _) => continue,
            (Form::Flag(yes, no), Typed::Bool(on)) => if *on { yes } else { no }.to_owned(),
            (Form::Flag(..), other) => {
                return Err(ParseError::BadOption {
                    text: other.text(option.kind),
                })
            }
            (Form::Word(before, after), value) => {
                let text = value.text(option.kind);
                let text = match option.kind {
                    Kind::Choice(choices) => choices
                        .iter()
                        .find(|c| c.value == text)
                        .map_or(text, |c| fill(c.word, spec, &value_of)),
                    _ => text,
                };
                format!("{before}{text}{after}")
            }
        };
        words.push(word);
    }
    Ok(words.join(" "))
}

/// A choice's word with `{name:default}` replaced by option `name`'s value (or the default).
fn fill<'v>(
    word: &str,
    spec: &CommandSpec,
    value_of: &dyn Fn(&str) -> Option<&'v Typed>,
) -> String {
    let Some((head, rest)) = word.split_once('{') else {
        return word.to_owned();
    };
    let Some((inner, tail)) = rest.split_once('}') else {
        return word.to_owned();
    };
    let (name, default) = inner.split_once(':').unwrap_or((inner, ""));
    let kind = spec
        .options
        .iter()
        .find(|o| o.name == name)
        .map_or(Kind::Move, |o| o.kind);
    let value = value_of(name).map_or_else(|| default.to_owned(), |v| v.text(kind));
    format!("{head}{value}{tail}")
}

/// The command a typed invocation asks for, read by the text grammar ([`typed_text`]);
/// `defaults` are the server's default challenge words (`hex 11`), put before the
/// invocation's own as for typed text.
pub fn parse_typed(
    path: &[&str],
    values: &[(&str, Typed)],
    defaults: &[String],
) -> Result<Command, ParseError> {
    let text = insert_defaults(&typed_text(path, values)?, defaults);
    match parse(&text)? {
        Some(command) => Ok(command),
        None => Err(ParseError::UnknownCommand {
            text: path.join(" "),
        }),
    }
}
