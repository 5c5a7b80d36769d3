//! The Fluent resources as the bot loads them (issue #16): every language has exactly
//! English's ids and attributes, every message formats without errors on sample arguments
//! for each of its selectors' cases (every plural category of the language), and no text is
//! longer than Discord allows.
//!
//! A language whose translation of a file has not landed yet is skipped for that file (its
//! messages fall back to English); a file it has must match English's exactly.

use std::{
    collections::{BTreeMap, BTreeSet},
    path::Path,
};

use fluent_syntax::ast::{
    Entry, Expression, InlineExpression, Pattern, PatternElement, VariantKey,
};
use hextable::i18n::{self, Args, Lang};

/// Numbers that between them fall into every CLDR plural category of our five languages
/// (Czech: `one` 1, `few` 2–4, `many` 1.5, `other` 0 and 5; Danish `one` also 0.5).
const NUMBERS: [f64; 10] = [0.0, 1.0, 2.0, 3.0, 5.0, 11.0, 21.0, 101.0, 1.5, 0.5];
const PLURAL_CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];

/// What a message's variables may be: a number (a plural or number selector), one of some
/// words (a selector on words), or any text.
#[derive(Clone, Debug, PartialEq)]
enum Kind {
    Number,
    Words(BTreeSet<String>),
    Text,
}

fn source(lang: Lang, stem: &str) -> String {
    let path = Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("locales")
        .join(lang.code())
        .join(format!("{stem}.ftl"));
    std::fs::read_to_string(path).unwrap_or_default()
}

/// The variables of every message and attribute (`id`, `id.attr`) of a file, with their kinds.
fn variables(text: &str) -> BTreeMap<String, BTreeMap<String, Kind>> {
    let resource = match fluent_syntax::parser::parse(text) {
        Ok(resource) => resource,
        Err((resource, _)) => resource,
    };
    let mut out = BTreeMap::new();
    for entry in resource.body {
        let Entry::Message(message) = entry else {
            continue;
        };
        let name = message.id.name.to_owned();
        if let Some(value) = &message.value {
            let mut vars = BTreeMap::new();
            pattern_vars(value, &mut vars);
            out.insert(name.clone(), vars);
        }
        for attribute in &message.attributes {
            let mut vars = BTreeMap::new();
            pattern_vars(&attribute.value, &mut vars);
            out.insert(format!("{name}.{}", attribute.id.name), vars);
        }
    }
    out
}

fn pattern_vars(pattern: &Pattern<&str>, vars: &mut BTreeMap<String, Kind>) {
    for element in &pattern.elements {
        if let PatternElement::Placeable { expression } = element {
            expression_vars(expression, vars);
        }
    }
}

fn expression_vars(expression: &Expression<&str>, vars: &mut BTreeMap<String, Kind>) {
    match expression {
        Expression::Select { selector, variants } => {
            let keys: BTreeSet<String> = variants
                .iter()
                .map(|v| match &v.key {
                    VariantKey::Identifier { name } => (*name).to_owned(),
                    VariantKey::NumberLiteral { value } => (*value).to_owned(),
                })
                .collect();
            let numeric = keys
                .iter()
                .all(|k| PLURAL_CATEGORIES.contains(&k.as_str()) || k.parse::<f64>().is_ok());
            if let InlineExpression::VariableReference { id } = selector {
                let kind = if numeric {
                    Kind::Number
                } else {
                    let mut words = keys;
                    // Also a word no variant names: the default variant must answer it.
                    words.insert("something-else".to_owned());
                    Kind::Words(words)
                };
                vars.insert(id.name.to_owned(), kind);
            } else {
                inline_vars(selector, vars);
            }
            for variant in variants {
                pattern_vars(&variant.value, vars);
            }
        }
        Expression::Inline(inline) => inline_vars(inline, vars),
    }
}

fn inline_vars(inline: &InlineExpression<&str>, vars: &mut BTreeMap<String, Kind>) {
    match inline {
        InlineExpression::VariableReference { id } => {
            vars.entry(id.name.to_owned()).or_insert(Kind::Text);
        }
        InlineExpression::Placeable { expression } => expression_vars(expression, vars),
        InlineExpression::FunctionReference { arguments, .. } => {
            for argument in &arguments.positional {
                inline_vars(argument, vars);
            }
        }
        _ => {}
    }
}

/// The values a variable is tried with.
fn samples(kind: &Kind) -> Vec<Option<String>> {
    match kind {
        Kind::Number => NUMBERS.iter().map(|_| None).collect(),
        Kind::Words(words) => words.iter().cloned().map(Some).collect(),
        Kind::Text => vec![Some("x".to_owned())],
    }
}

fn args_with(vars: &BTreeMap<String, Kind>, pick: Option<(&str, usize)>) -> Args {
    let mut args = Args::new();
    for (name, kind) in vars {
        let index = match pick {
            Some((picked, index)) if picked == name => index,
            _ => 0,
        };
        args = match kind {
            Kind::Number => args.num(name.clone(), NUMBERS[index]),
            _ => {
                let value = samples(kind)[index].clone().unwrap_or_default();
                args.str(name.clone(), value)
            }
        };
    }
    args
}

/// Every formatted text of `lang`'s own files on every sample, by `file/id`.
fn formatted(lang: Lang) -> (BTreeMap<String, Vec<String>>, Vec<String>) {
    let mut texts = BTreeMap::new();
    let mut problems = Vec::new();
    for (stem, ids) in i18n::ids(lang) {
        let mut vars = variables(&source(Lang::En, stem));
        for (id, own) in variables(&source(lang, stem)) {
            vars.entry(id).or_default().extend(own);
        }
        for id in ids {
            let vars = vars.get(&id).cloned().unwrap_or_default();
            let mut out = Vec::new();
            let mut tries = vec![None];
            for (name, kind) in &vars {
                tries.extend((0..samples(kind).len()).map(|i| Some((name.as_str(), i))));
            }
            for pick in tries {
                match i18n::format_strict(lang, &id, &args_with(&vars, pick)) {
                    Ok(text) => out.push(text),
                    Err(error) => problems.push(format!("{stem}.ftl: {error} ({pick:?})")),
                }
            }
            texts.insert(format!("{stem}/{id}"), out);
        }
    }
    (texts, problems)
}

#[test]
fn every_file_parses() {
    for lang in Lang::ALL {
        assert_eq!(i18n::parse_errors(lang), Vec::<String>::new(), "{lang}");
    }
}

#[test]
fn every_language_has_exactly_englishs_ids_file_by_file() {
    let english: BTreeMap<_, _> = i18n::ids(Lang::En).into_iter().collect();
    assert!(english.len() >= 9, "English files: {:?}", english.keys());
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        for (stem, ids) in i18n::ids(lang) {
            let Some(reference) = english.get(stem) else {
                problems.push(format!("{lang}/{stem}.ftl: a file English does not have"));
                continue;
            };
            let ours: BTreeSet<_> = ids.iter().collect();
            let theirs: BTreeSet<_> = reference.iter().collect();
            for missing in theirs.difference(&ours) {
                problems.push(format!("{lang}/{stem}.ftl: lacks {missing}"));
            }
            for extra in ours.difference(&theirs) {
                problems.push(format!("{lang}/{stem}.ftl: {extra} is not in English"));
            }
            if ours.len() != ids.len() {
                problems.push(format!("{lang}/{stem}.ftl: an id is defined twice"));
            }
        }
    }
    assert_eq!(problems, Vec::<String>::new());
}

#[test]
fn every_message_formats_in_every_case_and_fits_in_a_discord_message() {
    let mut problems = Vec::new();
    let mut count = 0;
    for lang in Lang::ALL {
        let (texts, errors) = formatted(lang);
        problems.extend(errors);
        for (id, variants) in texts {
            for text in variants {
                count += 1;
                // Discord allows 2,000 characters; the README keeps 100 in hand.
                if text.chars().count() > 1900 {
                    problems.push(format!("{lang}/{id}: {} characters", text.chars().count()));
                }
                if text.contains('\u{2068}') || text.contains('\u{2069}') {
                    problems.push(format!("{lang}/{id}: Unicode isolation marks"));
                }
            }
        }
    }
    assert_eq!(problems, Vec::<String>::new());
    assert!(count > 300, "only {count} texts formatted");
}

#[test]
fn slash_command_words_fit_discords_limits() {
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let Some((_, ids)) = i18n::ids(lang).into_iter().find(|(s, _)| *s == "commands") else {
            continue;
        };
        let mut subcommand_names = BTreeSet::new();
        for id in &ids {
            let text = i18n::format_strict(lang, id, &Args::new().str("game", "123456"));
            let Ok(text) = text else { continue };
            let length = text.chars().count();
            let (message, part) = id.split_once('.').unwrap_or((id, ""));
            let limit = match part {
                "name" => {
                    let valid = text
                        .chars()
                        .all(|c| c == '-' || c == '_' || c.is_numeric() || c.is_lowercase());
                    if !valid {
                        problems.push(format!("{lang}: {id} = {text:?} is not a command name"));
                    }
                    if !message.starts_with("commands-option-")
                        && message != "commands-hex"
                        && !subcommand_names.insert(text.clone())
                    {
                        problems.push(format!("{lang}: two subcommands are named {text:?}"));
                    }
                    32
                }
                "description" => 100,
                p if p.starts_with("choice-") => 100,
                _ if message == "commands-action-label" || message == "commands-cancel-label" => 80,
                _ if message == "commands-place-title" || message == "commands-place-field" => 45,
                _ if message == "commands-thread-name" || message == "commands-game-choice" => 100,
                _ => 1900,
            };
            if length == 0 || length > limit {
                problems.push(format!(
                    "{lang}: {id} has {length} characters (1 to {limit})"
                ));
            }
        }
    }
    assert_eq!(problems, Vec::<String>::new());
}

#[test]
fn a_count_chooses_its_plural_form() {
    // The bundles use CLDR's rules: the same message picks by each language's own categories.
    // Checked through English here (its two forms); Czech's four are exercised by every
    // Czech message with a plural selector in `every_message_formats_in_every_case…`.
    let taken = |n: u32| {
        i18n::format(
            Lang::En,
            "game-taken-back",
            &Args::new().str("game", "3").num("count", n),
        )
    };
    assert_eq!(taken(1), "Game #3: 1 move taken back.");
    assert_eq!(taken(2), "Game #3: 2 moves taken back.");
    assert_eq!(taken(0), "Game #3: 0 moves taken back.");
}

#[test]
fn a_missing_translation_falls_back_to_english_and_an_unknown_id_never_panics() {
    // Finnish has its rules but (until the translators' files land, or for any id they lack)
    // falls back to English message by message.
    let rules = i18n::format(Lang::Fi, "rules-darkhex", &Args::new());
    assert!(rules.contains("Pimeä Hex"), "{rules}");
    if !i18n::has(Lang::Fi, "errors-apology") {
        assert_eq!(
            i18n::format(Lang::Fi, "errors-apology", &Args::new()),
            i18n::format(Lang::En, "errors-apology", &Args::new())
        );
    }
    assert_eq!(
        i18n::format(Lang::De, "no-such-id", &Args::new()),
        "no-such-id"
    );
    assert!(i18n::format_strict(Lang::En, "no-such-id", &Args::new()).is_err());
    // A move copied out of a message is plain text: no isolation marks around variables.
    let text = i18n::format(
        Lang::En,
        "game-your-turn",
        &Args::new()
            .str("game", "3")
            .str("by", "bob")
            .str("mv", "f6"),
    );
    assert_eq!(text, "Game #3: bob played f6. Your move.");
}

/// The pieces of a rules text that must survive translation unchanged: its list items (one
/// per rule), the commands and cells it quotes in code spans, and its bold key words.
fn rules_shape(text: &str) -> (usize, Vec<String>, usize) {
    let items = text
        .lines()
        .filter(|line| line.trim_start().starts_with("- "))
        .count();
    let mut spans: Vec<String> = text
        .split('`')
        .skip(1)
        .step_by(2)
        .map(str::to_owned)
        .collect();
    spans.sort();
    let bold = text.matches("**").count() / 2;
    (items, spans, bold)
}

/// `hex rules <game>` says what the English one says in every language: the same rules as
/// list items, the same quoted moves and commands (`f6`, `#12 f6`, `/hex move`, `resign` …),
/// the same emphasised words (a hit's "you move again" / "your turn is over"). Read by a
/// person for meaning (session 9's note); this keeps later edits from dropping a rule.
#[test]
fn every_rules_text_keeps_englishs_rules_commands_and_emphasis() {
    let rules: Vec<String> = i18n::ids(Lang::En)
        .into_iter()
        .filter(|(stem, _)| *stem == "rules")
        .flat_map(|(_, ids)| ids)
        .filter(|id| !id.contains('.'))
        .collect();
    assert!(rules.iter().any(|id| id == "rules-darkhex"), "{rules:?}");
    for id in &rules {
        let english = rules_shape(&i18n::format(Lang::En, id, &Args::new()));
        for lang in Lang::ALL {
            let text = i18n::format(lang, id, &Args::new());
            assert_eq!(rules_shape(&text), english, "{id} in {lang:?}:\n{text}");
        }
    }
}

#[test]
fn the_pictures_words_choose_no_form_by_a_count() {
    // A picture's words are templates: the renderer fills `{n}` itself, after Fluent, so a
    // selector on a picture's count would always read its default case ("1 brikker").
    let fields = serde_json::to_value(hextable::render::Labels::default()).unwrap();
    let fields = fields.as_object().unwrap();
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let vars = variables(&source(lang, "board"));
        for (id, kinds) in vars {
            let Some(field) = id.strip_prefix("board-") else {
                continue;
            };
            if !fields.contains_key(&field.replace('-', "_")) {
                continue; // not a picture template (the computer's name, durations)
            }
            for (name, kind) in kinds {
                if kind != Kind::Text {
                    problems.push(format!("{lang}: {id} selects on ${name}"));
                }
            }
        }
    }
    assert_eq!(problems, Vec::<String>::new());
}
