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
        // The slash commands' words, and the interface's (buttons, forms, thread names).
        let ids: Vec<String> = i18n::ids(lang)
            .into_iter()
            .filter(|(s, _)| *s == "commands" || *s == "interface")
            .flat_map(|(_, ids)| ids)
            .collect();
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
                _ if message == "interface-action-label" || message == "interface-cancel-label" => {
                    80
                }
                _ if message == "interface-place-title" || message == "interface-place-field" => 45,
                _ if message == "interface-thread-name" || message == "interface-game-choice" => {
                    100
                }
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
    let mut phrases = Vec::new();
    <hextable::render::Labels as hextable::render::Phrases>::phrases(&mut phrases);
    let mut problems = Vec::new();
    for lang in Lang::ALL {
        let vars = variables(&source(lang, "board"));
        for (id, kinds) in vars {
            if !phrases.iter().any(|phrase| phrase.id == id) {
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

/// The CLDR plural category of the whole number `n` in `lang`: Czech has `one` (1), `few`
/// (2–4) and `other` (`many` is for fractions); the others `one` (1) and `other`.
fn category(lang: Lang, n: u32) -> &'static str {
    match (lang, n) {
        (_, 1) => "one",
        (Lang::Cs, 2..=4) => "few",
        _ => "other",
    }
}

/// The words each plural form of `lang` puts after its number, as the language's own
/// selectors write them: "point" → {one}, "points" → {other}; Czech "bod" → {one}, "body" →
/// {few}, "bodů" → {other}. Only words that change with the form count (Danish "point", or a
/// postposition such as Finnish "jälkeen", is the same in every form, and never wrong).
fn plural_words(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let mut words: BTreeMap<String, BTreeSet<String>> = BTreeMap::new();
    for (stem, _) in i18n::ids(lang) {
        let text = source(lang, stem);
        let resource = match fluent_syntax::parser::parse(text.as_str()) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        for entry in &resource.body {
            let Entry::Message(message) = entry else {
                continue;
            };
            let patterns = message
                .value
                .iter()
                .chain(message.attributes.iter().map(|a| &a.value));
            for pattern in patterns {
                collect_plural_words(pattern, &mut words);
            }
        }
    }
    words
}

fn first_word(text: &str) -> Option<String> {
    let word: String = text
        .trim_start()
        .chars()
        .take_while(|c| c.is_alphabetic())
        .collect();
    (!word.is_empty()).then(|| word.to_lowercase())
}

fn collect_plural_words(pattern: &Pattern<&str>, words: &mut BTreeMap<String, BTreeSet<String>>) {
    for element in &pattern.elements {
        let PatternElement::Placeable {
            expression: Expression::Select { selector, variants },
        } = element
        else {
            continue;
        };
        let InlineExpression::VariableReference { id } = selector else {
            continue;
        };
        let mut found: Vec<(String, String)> = Vec::new();
        for variant in variants {
            let category = match &variant.key {
                VariantKey::Identifier { name } if PLURAL_CATEGORIES.contains(name) => {
                    (*name).to_owned()
                }
                // An exact number (`[0] no limit`) is a special case, not a plural form.
                _ => continue,
            };
            let elements = &variant.value.elements;
            // `{ $n } { $n -> [one] point … }`: the variant starts with the word.
            if let Some(PatternElement::TextElement { value }) = elements.first() {
                if let Some(word) = first_word(value) {
                    found.push((word, category.clone()));
                }
            }
            // `[one] { $n } point`: the word right after the number.
            for pair in elements.windows(2) {
                if let [PatternElement::Placeable {
                    expression: Expression::Inline(InlineExpression::VariableReference { id: v }),
                }, PatternElement::TextElement { value }] = pair
                {
                    if v.name == id.name {
                        if let Some(word) = first_word(value) {
                            found.push((word, category.clone()));
                        }
                    }
                }
            }
            collect_plural_words(&variant.value, words);
        }
        let categories: BTreeSet<&String> = found.iter().map(|(_, category)| category).collect();
        let distinct: BTreeSet<&String> = found.iter().map(|(word, _)| word).collect();
        if distinct.len() > 1 && categories.len() > 1 {
            for (word, category) in found {
                words.entry(word).or_default().insert(category);
            }
        }
    }
}

/// Variables that hold a count, whatever the message does with them: shown as a number, or
/// (`$points`) as the text of the same number (`½`) beside a count that chooses the form.
const COUNTS: [&str; 9] = [
    "count", "points", "players", "games", "rounds", "max", "captured", "moves", "n",
];

/// Issue #29: "you have a bye (1 points)", "(1 games; …)". Every message of every language is
/// formatted with 1, 2, 5 and 21 for its counts (the variables a plural selector of the
/// message chooses by, in English or in the language, and those named as counts), as numbers,
/// as the bot gives them; a number followed by a word that the language's own plural forms
/// write for another category ("1 points", Czech "2 bodů") is a mismatch: a count printed
/// without choosing its form.
#[test]
fn every_count_chooses_its_words_form_for_1_2_5_and_21_in_every_language() {
    let mut problems = Vec::new();
    let mut checked = 0;
    for lang in Lang::ALL {
        let lexicon = plural_words(lang);
        assert!(lexicon.len() > 10, "{lang}: {lexicon:?}");
        for (stem, ids) in i18n::ids(lang) {
            let vars = variables(&source(lang, stem));
            let english = variables(&source(Lang::En, stem));
            for id in ids {
                let vars = vars.get(&id).cloned().unwrap_or_default();
                let in_english = english.get(&id).cloned().unwrap_or_default();
                let counts: Vec<&String> = vars
                    .iter()
                    .filter(|(name, kind)| {
                        **kind == Kind::Number
                            || in_english.get(*name) == Some(&Kind::Number)
                            || (COUNTS.contains(&name.as_str()) && **kind == Kind::Text)
                    })
                    .map(|(name, _)| name)
                    .collect();
                if counts.is_empty() {
                    continue;
                }
                {
                    let name = counts.iter().map(|n| format!("${n}")).collect::<Vec<_>>();
                    let name = name.join(", ");
                    for n in [1_u32, 2, 5, 21] {
                        let mut args = args_with(&vars, None);
                        for count in &counts {
                            args = args.num((*count).clone(), n);
                        }
                        let Ok(text) = i18n::format_strict(lang, &id, &args) else {
                            continue;
                        };
                        checked += 1;
                        let wanted = category(lang, n);
                        let number = n.to_string();
                        let mut rest = text.as_str();
                        while let Some(at) = rest.find(number.as_str()) {
                            let before = rest[..at].chars().next_back();
                            let after = &rest[at + number.len()..];
                            rest = after;
                            if before.is_some_and(|c| c.is_ascii_digit() || c == '#')
                                || after.chars().next().is_some_and(|c| c.is_ascii_digit())
                                || !after.starts_with(' ')
                            {
                                continue;
                            }
                            let Some(word) = first_word(after) else {
                                continue;
                            };
                            if let Some(forms) = lexicon.get(&word) {
                                if !forms.contains(wanted) {
                                    problems.push(format!(
                                        "{lang}/{stem}/{id} with {name} = {n}: “{n} {word}” \
                                         ({word} is {forms:?}, {n} is {wanted}): {text}"
                                    ));
                                }
                            }
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 200, "only {checked} texts checked");
    assert_eq!(problems, Vec::<String>::new());
}

/// English words that have no place in a Finnish, Czech, Danish or German text outside its
/// code spans (issue #29: "Manage Server", "tiebreaks", "tournament-channel=#channel" in
/// German). Command words a user types are allowed: they are the same in every language
/// (slash-command names, `hex games`, `[game]` in the command list, `game=` settings).
const ENGLISH_ONLY: [&str; 32] = [
    "the",
    "and",
    "you",
    "your",
    "with",
    "from",
    "not",
    "game",
    "games",
    "move",
    "moves",
    "points",
    "player",
    "players",
    "round",
    "rounds",
    "board",
    "channel",
    "bye",
    "Manage",
    "Messages",
    "Attach",
    "Files",
    "permission",
    "tiebreak",
    "tiebreaks",
    "tie-break",
    "withdrew",
    "resigned",
    "won",
    "lost",
    "against",
];

/// `text` without the command words it quotes outside code spans: `hex games`, `[game]`,
/// `game=…`.
fn without_command_words(text: &str) -> String {
    let mut out = String::new();
    let mut words = text.split(' ').peekable();
    while let Some(word) = words.next() {
        if word == "hex" {
            words.next();
            continue;
        }
        let kept: String = word
            .split(',')
            .filter(|w| !w.contains('=') && !w.contains('[') && !w.contains(']'))
            .collect::<Vec<_>>()
            .join(",");
        out.push_str(&kept);
        out.push(' ');
    }
    out
}

#[test]
fn no_english_words_leak_into_the_other_languages() {
    let mut problems = Vec::new();
    for lang in Lang::ALL.into_iter().filter(|l| *l != Lang::En) {
        let (texts, _) = formatted(lang);
        for (id, variants) in texts {
            if id.ends_with(".name") {
                continue; // a slash command's name: a command word
            }
            for text in variants {
                // Code spans quote commands and cells, the same in every language.
                let outside: String = text.split('`').step_by(2).collect::<Vec<_>>().join(" ");
                let outside = without_command_words(&outside);
                let leaked: BTreeSet<&str> = outside
                    .split(|c: char| !(c.is_alphanumeric() || c == '-'))
                    .filter(|word| ENGLISH_ONLY.contains(word))
                    .collect();
                if !leaked.is_empty() {
                    problems.push(format!("{lang}/{id}: {leaked:?} in {text:?}"));
                }
            }
        }
    }
    problems.dedup();
    assert_eq!(problems, Vec::<String>::new());
}

fn say(lang: Lang, id: &str, args: Args) -> String {
    i18n::format_strict(lang, id, &args).unwrap_or_else(|e| panic!("{e}"))
}

/// Issue #29, item 18: the native speakers' must-fix list, one check per bullet.
#[test]
fn the_native_speakers_must_fix_list_holds() {
    // cs: *vy* and neutral forms; no "proti" before a name left in the nominative.
    let delete = say(Lang::Cs, "interface-delete-your-move", Args::new());
    for word in ["Tvůj", "Smaž ", "sám", "jsi", "táhl"] {
        assert!(!delete.contains(word), "{delete}");
    }
    let computer = say(
        Lang::Cs,
        "board-computer",
        Args::new().str("level", "medium"),
    );
    let started = say(
        Lang::Cs,
        "lobby-your-game-started",
        Args::new()
            .num("game", 1)
            .str("colour", "red")
            .str("opponent", computer.clone())
            .flag("your_move", true),
    );
    let channel = say(
        Lang::Cs,
        "lobby-game-started",
        Args::new()
            .num("game", 1)
            .str("red", "Alice")
            .str("blue", computer.clone())
            .str("options", "hex 7×7")
            .flag("dark", false),
    );
    let line = Args::new()
        .num("game", 1)
        .str("name", "hex")
        .str("opponent", computer.clone())
        .flag("your_move", false);
    let listed = say(Lang::Cs, "game-list.game-line", line);
    let line = Args::new()
        .num("game", 1)
        .str("name", "hex")
        .str("opponent", computer.clone())
        .flag("your_move", false);
    let choice = say(Lang::Cs, "interface-game-choice", line);
    for text in [&started, &channel, &listed, &choice] {
        assert!(!text.contains("proti"), "{text}");
        assert!(text.contains(&computer), "{text}");
    }
    let info = |max: u32| {
        say(
            Lang::Cs,
            "tournament-info",
            Args::new()
                .str("line", "t1")
                .str("players", "a")
                .num("max", max)
                .str("deadline", "1d"),
        )
    };
    assert!(info(4).contains("Nejvýše 4 hráči."), "{}", info(4));
    assert!(info(8).contains("Nejvýše 8 hráčů."), "{}", info(8));
    assert_eq!(say(Lang::Cs, "board-legend-king", Args::new()), "dáma");
    let rules = say(Lang::Cs, "rules-hexdame", Args::new());
    assert!(
        rules.contains("**Kámen**") && rules.contains("**Dáma**"),
        "{rules}"
    );
    assert!(!rules.contains("muž") && !rules.contains("král"), "{rules}");
    // fi: "vahvuusluku", and a forfeit is "luovutustappio".
    let none = say(Lang::Fi, "board-no-rated-games", Args::new());
    assert!(
        none.contains("vahvuusluku") && !none.contains("luokitel"),
        "{none}"
    );
    let forfeited = say(
        Lang::Fi,
        "tournament-forfeited",
        Args::new()
            .num("id", 1)
            .num("game", 2)
            .num("board", 1)
            .flag("double", false),
    );
    assert!(forfeited.contains("saa luovutustappion"), "{forfeited}");
    // da: a withdrawal stops the player's pairings, not the tournament's; Danish quotes.
    let withdrew = say(
        Lang::Da,
        "tournament-withdrew",
        Args::new()
            .num("id", 1)
            .str("name", "erin")
            .flag("kicked", false),
    );
    assert!(withdrew.contains("spilleren parres ikke"), "{withdrew}");
    assert_eq!(
        say(Lang::Da, "board-no-rated-games", Args::new()),
        "Ingen partier med rating endnu"
    );
    let bad = say(
        Lang::Da,
        "tournament-error-bad-word",
        Args::new().str("text", "x"),
    );
    assert!(bad.contains("»x«"), "{bad}");
    // de: "Direktnachricht", the informal du, "Dein Gegner ist am Zug."
    let (texts, _) = formatted(Lang::De);
    for (id, variants) in &texts {
        for text in variants {
            let outside: String = text.split('`').step_by(2).collect();
            assert!(
                !outside
                    .split(|c: char| !c.is_alphanumeric())
                    .any(|w| w == "DM" || w == "DMs"),
                "{id}: {text}"
            );
        }
    }
    let none = say(Lang::De, "records-no-records-yet", Args::new());
    assert!(!none.contains(" Sie "), "{none}");
    let waiting = say(
        Lang::De,
        "lobby-your-game-started",
        Args::new()
            .num("game", 1)
            .str("colour", "red")
            .str("opponent", "Bob")
            .flag("your_move", false),
    );
    assert!(waiting.contains("Dein Gegner ist am Zug."), "{waiting}");
    // Every language: `hex history page x` says it is no page number.
    for lang in Lang::ALL {
        let number = |what: &str| {
            say(
                lang,
                "errors-parse-bad-number",
                Args::new().str("what", what.to_owned()).str("text", "x"),
            )
        };
        assert_ne!(number("page"), number("game"), "{lang}");
        assert_ne!(number("page"), number("challenge"), "{lang}");
    }
}
