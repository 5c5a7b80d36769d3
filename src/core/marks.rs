//! Mentions and channel references as the core writes them: neutral marks in the finished
//! words, which each adapter renders in its network's syntax when it delivers (Discord
//! `<@123>`, Matrix the user id, the terminal `@name`). The core names no network.
//!
//! A mark is `@user:ID`, `#channel:ID` or `@role:ID`, delimited by U+2068 FIRST STRONG
//! ISOLATE and U+2069 POP DIRECTIONAL ISOLATE. Why marks in the text and not a structured
//! message: the outbox holds finished words chosen per recipient when the effect is planned,
//! and a mark survives that (and a restart) unchanged; the isolates are invisible, never typed,
//! and Fluent's own isolation is off (`i18n`), so nothing else writes them; and bidi isolates
//! are what a mention is anyway (a name of any script inside a sentence). Outbox rows written
//! by an older build hold `<@123>` already rendered: they have no marks and go out as written.
//!
//! The adapters turn what users type (Discord's `<@123>`) into marks before the core reads it,
//! so the grammar reads marks and plain ids (a Matrix `@bob:hs`, a console name) only.

use std::fmt;

/// Opens a mark (U+2068 FIRST STRONG ISOLATE).
pub const OPEN: char = '\u{2068}';
/// Closes a mark (U+2069 POP DIRECTIONAL ISOLATE).
pub const CLOSE: char = '\u{2069}';

/// What a user mark starts with, for the command table's forms.
pub(crate) const USER_OPEN: &str = "\u{2068}@user:";
/// What a channel mark starts with.
pub(crate) const CHANNEL_OPEN: &str = "\u{2068}#channel:";
/// What a role mark starts with.
pub(crate) const ROLE_OPEN: &str = "\u{2068}@role:";
/// What every mark ends with.
pub(crate) const MARK_CLOSE: &str = "\u{2069}";

/// One mention or reference, by the network's id.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Mark<'a> {
    /// A user, who is highlighted where the network can.
    User(&'a str),
    /// A channel or room.
    Channel(&'a str),
    /// A role of a server (the tournament organisers' role).
    Role(&'a str),
}

impl Mark<'_> {
    /// The id the mark names.
    pub fn id(&self) -> &str {
        match self {
            Mark::User(id) | Mark::Channel(id) | Mark::Role(id) => id,
        }
    }

    /// The mark written out by itself as a token, if `token` is exactly one.
    pub fn parse(token: &str) -> Option<Mark<'_>> {
        let (mark, rest) = first_mark(token)?;
        (token.starts_with(OPEN) && rest.is_empty()).then_some(mark)
    }
}

impl fmt::Display for Mark<'_> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let open = match self {
            Mark::User(_) => USER_OPEN,
            Mark::Channel(_) => CHANNEL_OPEN,
            Mark::Role(_) => ROLE_OPEN,
        };
        write!(f, "{open}{}{MARK_CLOSE}", self.id())
    }
}

/// The first well-formed mark in `text` and what follows it.
fn first_mark(text: &str) -> Option<(Mark<'_>, &str)> {
    let mut rest = text;
    while let Some(start) = rest.find(OPEN) {
        let after = &rest[start..];
        if let Some(found) = read_mark(after) {
            return Some(found);
        }
        rest = &after[OPEN.len_utf8()..];
    }
    None
}

/// Makes a mark of an id.
type MakeMark<'t> = fn(&'t str) -> Mark<'t>;

/// The mark `text` starts with, and what follows it.
fn read_mark<'t>(text: &'t str) -> Option<(Mark<'t>, &'t str)> {
    let kinds: [(&str, MakeMark<'t>); 3] = [
        (USER_OPEN, Mark::User),
        (CHANNEL_OPEN, Mark::Channel),
        (ROLE_OPEN, Mark::Role),
    ];
    kinds.into_iter().find_map(|(open, make)| {
        let inner = text.strip_prefix(open)?;
        let end = inner.find(CLOSE)?;
        let id = &inner[..end];
        let clean = !id.is_empty() && !id.contains(OPEN) && !id.chars().any(char::is_whitespace);
        clean.then(|| (make(id), &inner[end + CLOSE.len_utf8()..]))
    })
}

/// `text` with every mark rendered by `render` (an adapter's syntax); everything else as it
/// was, so old rows' `<@123>` and stray isolates pass untouched.
pub fn render_marks(text: &str, render: &dyn Fn(Mark<'_>) -> String) -> String {
    let mut out = String::with_capacity(text.len());
    let mut rest = text;
    while let Some(start) = rest.find(OPEN) {
        out.push_str(&rest[..start]);
        let after = &rest[start..];
        match read_mark(after) {
            Some((mark, tail)) => {
                out.push_str(&render(mark));
                rest = tail;
            }
            None => {
                out.push(OPEN);
                rest = &after[OPEN.len_utf8()..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// Whether `text` holds a mark (one left unrendered, in an adapter's test).
pub fn has_marks(text: &str) -> bool {
    first_mark(text).is_some()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn angle(mark: Mark<'_>) -> String {
        match mark {
            Mark::User(id) => format!("<@{id}>"),
            Mark::Channel(id) => format!("<#{id}>"),
            Mark::Role(id) => format!("<@&{id}>"),
        }
    }

    #[test]
    fn marks_round_trip_and_render() {
        let text = format!(
            "{} challenges {} in {} ({})",
            Mark::User("@ann:hs"),
            Mark::User("7"),
            Mark::Channel("5"),
            Mark::Role("9")
        );
        assert!(has_marks(&text));
        let shown = render_marks(&text, &angle);
        assert_eq!(shown, "<@@ann:hs> challenges <@7> in <#5> (<@&9>)");
        assert!(!has_marks(&shown));
        assert_eq!(
            Mark::parse(&Mark::User("7").to_string()),
            Some(Mark::User("7"))
        );
        assert_eq!(Mark::parse(&format!("x{}", Mark::User("7"))), None);
        assert_eq!(Mark::parse(&format!("{}x", Mark::User("7"))), None);
    }

    #[test]
    fn what_is_not_a_mark_stays() {
        for text in [
            "<@123> old row",
            "\u{2068}@user:\u{2069}",
            "\u{2068}",
            "a\u{2068}@x:1\u{2069}",
        ] {
            assert_eq!(render_marks(text, &angle), text);
            assert!(!has_marks(text));
        }
        assert_eq!(
            render_marks("\u{2068}\u{2068}@user:1\u{2069}", &angle),
            "\u{2068}<@1>"
        );
    }
}
