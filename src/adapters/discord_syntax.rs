//! Discord's mention syntax, both ways: what a Discord user types (`<@123>`, `<@!123>`,
//! `<#5>`, `<@&9>`) becomes the core's neutral marks ([`crate::core::marks`]) before the core
//! reads it, and the marks in the core's words become Discord's syntax when they are sent.
//!
//! Pure text, without serenity, so it builds without the `discord` feature: the tests that
//! play Discord users against the core alone use it as the adapter does.

use crate::core::marks::{Mark, OPEN};

/// `text` as typed on Discord with its mentions as marks: `<@123>` and `<@!123>` (a user),
/// `<#5>` (a channel), `<@&9>` (a role). Anything else stays as typed, and a typed mark
/// opener is dropped, so a user cannot write a mark of their own.
pub fn marks_from_typed(text: &str) -> String {
    let text = text.replace(OPEN, "");
    let mut out = String::with_capacity(text.len());
    let mut rest = text.as_str();
    while let Some(start) = rest.find('<') {
        out.push_str(&rest[..start]);
        let after = &rest[start..];
        match typed_mention(after) {
            Some((mark, tail)) => {
                out.push_str(&mark.to_string());
                rest = tail;
            }
            None => {
                out.push('<');
                rest = &after[1..];
            }
        }
    }
    out.push_str(rest);
    out
}

/// The mention `text` starts with, and what follows it.
fn typed_mention<'t>(text: &'t str) -> Option<(Mark<'t>, &'t str)> {
    let end = text.find('>')?;
    let inner = &text[1..end];
    let tail = &text[end + 1..];
    let (make, id): (fn(&'t str) -> Mark<'t>, &'t str) = if let Some(id) = inner.strip_prefix("@&")
    {
        (Mark::Role, id)
    } else if let Some(id) = inner.strip_prefix("@!") {
        (Mark::User, id)
    } else if let Some(id) = inner.strip_prefix('@') {
        (Mark::User, id)
    } else if let Some(id) = inner.strip_prefix('#') {
        (Mark::Channel, id)
    } else {
        return None;
    };
    let clean =
        !id.is_empty() && !id.contains(['<', '@', '#', '&']) && !id.contains(char::is_whitespace);
    clean.then(|| (make(id), tail))
}

/// A mark as Discord writes it (`<@123>`, `<#5>`, `<@&9>`), which its clients show as a
/// highlighted name, a channel link, a role.
pub fn render(mark: Mark<'_>) -> String {
    match mark {
        Mark::User(id) => format!("<@{}>", id.trim_start_matches('@')),
        Mark::Channel(id) => format!("<#{id}>"),
        Mark::Role(id) => format!("<@&{id}>"),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::core::marks::{has_marks, render_marks};

    #[test]
    fn typed_mentions_become_marks_and_come_back() {
        let typed = "hex challenge <@42> and <@!7> in <#5> for <@&9> <3 <@> <b>";
        let neutral = marks_from_typed(typed);
        assert_eq!(
            neutral,
            format!(
                "hex challenge {} and {} in {} for {} <3 <@> <b>",
                Mark::User("42"),
                Mark::User("7"),
                Mark::Channel("5"),
                Mark::Role("9")
            )
        );
        let shown = render_marks(&neutral, &render);
        assert_eq!(
            shown,
            "hex challenge <@42> and <@7> in <#5> for <@&9> <3 <@> <b>"
        );
        assert!(!has_marks(&shown));
    }

    #[test]
    fn every_mark_of_a_delivered_effect_is_rendered() {
        use crate::core::{effect::DeleteNotice, Effect, Image, Place, Platform, UserId};
        let bob = UserId::new(Platform::Discord, "7");
        let said = format!("{} see {}", Mark::User("7"), Mark::Channel("5"));
        let delete = Effect::<Image>::Delete {
            platform: Platform::Discord,
            place: Place::Channel("5".to_owned()),
            message_id: "9".to_owned(),
            notice: Some(DeleteNotice {
                user: bob,
                removed: said.clone(),
                kept: said,
            }),
        };
        let Effect::Delete {
            notice: Some(notice),
            ..
        } = delete.rendered(&render)
        else {
            panic!("a delete stays a delete");
        };
        for text in [&notice.removed, &notice.kept] {
            assert_eq!(text, "<@7> see <#5>");
            assert!(!has_marks(text));
        }
    }

    #[test]
    fn a_typed_mark_is_not_a_mark() {
        let forged = format!("hi {}", Mark::User("1"));
        assert!(!has_marks(&marks_from_typed(&forged)));
    }
}
