//! The bot's words in five languages, from the Project Fluent files of `locales/`.
//!
//! Pure and synchronous: the files are embedded at compile time (`build.rs` lists them), one
//! bundle per [`Lang`] is built on first use, and [`format`] turns a message id and its
//! arguments into finished text. Unicode isolation marks are off (they would break a move
//! copied out of a message); plurals follow each language's CLDR rules (Czech has four forms).
//! A message a translation lacks falls back to English, logged at debug level; a message
//! nobody has, or a formatting error, is logged and never panics.
//!
//! The typed keys are [`crate::core::Msg`]; each maps to an id here
//! (`crate::core::messages`).

mod lang;

use std::{borrow::Cow, sync::LazyLock};

use fluent_bundle::{
    concurrent::FluentBundle, types::FluentNumber, FluentArgs, FluentResource, FluentValue,
};
use fluent_syntax::ast::{Expression, InlineExpression, Pattern, PatternElement, VariantKey};
pub use lang::{Lang, UnknownLang};

mod files {
    include!(concat!(env!("OUT_DIR"), "/locales.rs"));
}

/// The arguments of one message: `$name` → a text or a number.
#[derive(Debug, Default)]
pub struct Args(FluentArgs<'static>);

impl Args {
    /// No arguments.
    pub fn new() -> Self {
        Self::default()
    }

    /// `$name` is a text (a name, a cell, a number shown as it is, such as a game number).
    pub fn str(mut self, name: impl Into<Cow<'static, str>>, value: impl Into<String>) -> Self {
        self.0.set(name, FluentValue::from(value.into()));
        self
    }

    /// `$name` is a number that may choose a plural form.
    pub fn num(
        mut self,
        name: impl Into<Cow<'static, str>>,
        value: impl Into<FluentNumber>,
    ) -> Self {
        self.0.set(name, FluentValue::Number(value.into()));
        self
    }

    /// `$name` is `true` or `false`, for a selector.
    pub fn flag(self, name: impl Into<Cow<'static, str>>, value: bool) -> Self {
        self.str(name, if value { "true" } else { "false" })
    }
}

type Bundle = FluentBundle<FluentResource>;

/// One bundle per language, in [`Lang::ALL`]'s order.
static BUNDLES: LazyLock<Vec<Bundle>> = LazyLock::new(|| Lang::ALL.map(bundle).into());

fn bundle(lang: Lang) -> Bundle {
    let locale = lang.code().parse().unwrap_or_default();
    let mut bundle = FluentBundle::new_concurrent(vec![locale]);
    bundle.set_use_isolating(false);
    for (folder, stem, text) in files::FILES {
        if *folder != lang.code() {
            continue;
        }
        let resource =
            FluentResource::try_new((*text).to_owned()).unwrap_or_else(|(res, errors)| {
                tracing::error!(%lang, file = stem, ?errors, "unparsable Fluent text (skipped)");
                res
            });
        if let Err(errors) = bundle.add_resource(resource) {
            tracing::error!(%lang, file = stem, ?errors, "Fluent messages defined twice");
        }
    }
    bundle
}

fn bundle_of(lang: Lang) -> &'static Bundle {
    let index = Lang::ALL.iter().position(|l| *l == lang).unwrap_or(0);
    &BUNDLES[index]
}

/// The text of message `id` (`game-you-hit`, or `errors-rule.off-board` for an attribute) in
/// `lang`, with `args`; English when `lang` lacks it; the id itself when no language has it.
pub fn format(lang: Lang, id: &str, args: &Args) -> String {
    if let Some(text) = try_format(lang, id, args) {
        return text;
    }
    if lang != Lang::En {
        tracing::debug!(%lang, id, "no translation; English instead");
        if let Some(text) = try_format(Lang::En, id, args) {
            return text;
        }
    }
    tracing::error!(id, "a message without an English text");
    id.to_owned()
}

/// Message `id` in `lang` itself, without falling back to English: `Err` with what went wrong
/// when `lang` lacks it or formatting reported errors (a variable missing, a reference to a
/// message that does not exist). For the tests of the translations.
pub fn format_strict(lang: Lang, id: &str, args: &Args) -> Result<String, String> {
    let bundle = bundle_of(lang);
    let (message, attribute) = split(id);
    let found = bundle
        .get_message(message)
        .ok_or_else(|| format!("{lang}: no message {message}"))?;
    let pattern = match attribute {
        Some(attribute) => found.get_attribute(attribute).map(|a| a.value()),
        None => found.value(),
    }
    .ok_or_else(|| format!("{lang}: no {id}"))?;
    let words = texts_for_counts(pattern, args);
    if !words.is_empty() {
        return Err(format!("{lang}: {id}: the counts {words:?} given as text"));
    }
    let mut errors = Vec::new();
    let text = bundle.format_pattern(pattern, Some(&args.0), &mut errors);
    if errors.is_empty() {
        Ok(text.into_owned())
    } else {
        Err(format!("{lang}: {id}: {errors:?}"))
    }
}

/// Whether `lang` itself (not its English fallback) has message `id` (or `id.attribute`).
pub fn has(lang: Lang, id: &str) -> bool {
    let (message, attribute) = split(id);
    bundle_of(lang)
        .get_message(message)
        .is_some_and(|m| match attribute {
            Some(attribute) => m.get_attribute(attribute).is_some(),
            None => m.value().is_some(),
        })
}

fn split(id: &str) -> (&str, Option<&str>) {
    match id.split_once('.') {
        Some((message, attribute)) => (message, Some(attribute)),
        None => (id, None),
    }
}

fn try_format(lang: Lang, id: &str, args: &Args) -> Option<String> {
    let bundle = bundle_of(lang);
    let (message, attribute) = split(id);
    let found = bundle.get_message(message)?;
    let pattern = match attribute {
        Some(attribute) => found.get_attribute(attribute)?.value(),
        None => found.value()?,
    };
    let mut errors = Vec::new();
    let text: Cow<str> = bundle.format_pattern(pattern, Some(&args.0), &mut errors);
    if !errors.is_empty() {
        tracing::warn!(%lang, id, ?errors, "a Fluent message formatted with errors");
    }
    let words = texts_for_counts(pattern, args);
    if !words.is_empty() {
        // A count given as text never matches `[one]` or `[1]`: "1 points" (issue #29).
        tracing::error!(%lang, id, ?words, "a count reached Fluent as text");
        debug_assert!(
            false,
            "{lang}: {id}: the counts {words:?} reached Fluent as text"
        );
    }
    Some(text.into_owned())
}

/// The variables of `pattern` that choose a plural form (every variant key a plural
/// category or a number) but were given as text in `args`.
fn texts_for_counts(pattern: &Pattern<&str>, args: &Args) -> Vec<String> {
    let mut out = Vec::new();
    count_selectors(pattern, &mut |name| {
        if let Some(FluentValue::String(_)) = args.0.get(name) {
            out.push(name.to_owned());
        }
    });
    out
}

/// Calls `found` with the name of each variable a plural (or number) selector of `pattern`
/// chooses by.
fn count_selectors(pattern: &Pattern<&str>, found: &mut impl FnMut(&str)) {
    const CATEGORIES: [&str; 6] = ["zero", "one", "two", "few", "many", "other"];
    for element in &pattern.elements {
        let PatternElement::Placeable { expression } = element else {
            continue;
        };
        if let Expression::Select { selector, variants } = expression {
            let numeric = variants.iter().all(|v| match &v.key {
                VariantKey::Identifier { name } => CATEGORIES.contains(name),
                VariantKey::NumberLiteral { .. } => true,
            });
            if let (true, InlineExpression::VariableReference { id }) = (numeric, selector) {
                found(id.name);
            }
            for variant in variants {
                count_selectors(&variant.value, found);
            }
        }
    }
}

/// Every message id and attribute (`id`, `id.attribute`) of `lang`'s own files, by file stem:
/// what the completeness test compares with English.
pub fn ids(lang: Lang) -> Vec<(&'static str, Vec<String>)> {
    use fluent_syntax::ast::Entry;
    let mut out = Vec::new();
    for (folder, stem, text) in files::FILES {
        if *folder != lang.code() {
            continue;
        }
        let resource = match fluent_syntax::parser::parse(*text) {
            Ok(resource) => resource,
            Err((resource, _)) => resource,
        };
        let mut found = Vec::new();
        for entry in resource.body {
            if let Entry::Message(message) = entry {
                let name = message.id.name;
                if message.value.is_some() {
                    found.push(name.to_owned());
                }
                found.extend(
                    message
                        .attributes
                        .iter()
                        .map(|a| format!("{name}.{}", a.id.name)),
                );
            }
        }
        out.push((*stem, found));
    }
    out
}

/// Whether every embedded file of `lang` parses without errors (the test's first check).
pub fn parse_errors(lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for (folder, stem, text) in files::FILES {
        if *folder == lang.code() {
            if let Err((_, errors)) = fluent_syntax::parser::parse(*text) {
                out.extend(errors.iter().map(|e| format!("{lang}/{stem}.ftl: {e:?}")));
            }
        }
    }
    out
}
