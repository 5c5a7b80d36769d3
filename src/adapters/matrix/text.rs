//! Pure text helpers of the Matrix adapter: prefix mapping, mention pills, HTML bodies, and
//! image dimensions, moves typed in a game's thread. No I/O, so they are unit-tested here.

use crate::core::{marks::Mark, messages::InterfaceMsg, parse, Action, Command, GameId};

/// A mark as a Matrix reader sees it: a user's full id (`@bob:example.org`, which clients
/// linkify; the plain body, as before marks, so no formatted body changes), a room's or
/// role's id as it is.
pub fn render(mark: Mark<'_>) -> String {
    match mark {
        Mark::User(id) if id.starts_with('@') => id.to_owned(),
        Mark::User(id) => format!("@{id}"),
        Mark::Channel(id) | Mark::Role(id) => id.to_owned(),
    }
}

/// What the core should read for a room message, or `None` when the message is not for the
/// bot. A message starting with `prefix` (case-insensitive, followed by a space or nothing)
/// becomes `hex …`, the core's command grammar; other text is passed as it is (moves such as
/// `f6` or `#12 resign`; ordinary chat is ignored by the core in rooms).
pub fn command_text(prefix: &str, body: &str) -> Option<String> {
    let body = body.trim();
    if body.is_empty() {
        return None;
    }
    let prefix = prefix.trim();
    if !prefix.is_empty() {
        let head: String = body.chars().take(prefix.chars().count()).collect();
        if head.to_lowercase() == prefix.to_lowercase() {
            let rest = &body[head.len()..];
            if rest.is_empty() || rest.starts_with(char::is_whitespace) {
                return Some(format!("hex {}", rest.trim()).trim_end().to_owned());
            }
        }
    }
    // Quoted replies start with `> `: the quote is someone else's text, not a command.
    if body.starts_with("> ") {
        return None;
    }
    Some(body.to_owned())
}

/// What the core should read for `text` (as [`command_text`] gave it) typed in the thread of
/// `game`: a move or a game word that names no game (`f6`, `f4-g5`, `swap`, `resign`, `board`,
/// `takeback`) is that game's (`#12 f6`), so a player with several games in the room need not
/// name it; anything else (commands, chat, a move naming a game) is read as it is.
pub fn in_game_thread(game: GameId, text: &str) -> String {
    let for_this_game = matches!(
        parse(text),
        Ok(Some(
            Command::Move { game: None, .. }
                | Command::Resign(None)
                | Command::Board(None)
                | Command::Takeback(None)
        ))
    );
    // `hex resign` parses as a game word too, but `#12 hex resign` would not parse at all.
    let first = text.split_whitespace().next().unwrap_or("").to_lowercase();
    let bare = !matches!(first.as_str(), "hex" | "/hex" | "!hex");
    if for_this_game && bare {
        format!("#{game} {}", text.trim())
    } else {
        text.to_owned()
    }
}

/// The plain text of a message with mention pills replaced by Matrix user ids: Matrix clients
/// put the display name in the plain body and the id only in the HTML link
/// (`<a href="https://matrix.to/#/@bob:example.org">Bob</a>`).
pub fn resolve_mentions(body: &str, html: Option<&str>) -> String {
    let Some(html) = html else {
        return body.to_owned();
    };
    if !html.contains("matrix.to/#/") {
        return body.to_owned();
    }
    let mut out = String::new();
    let mut rest = html;
    while let Some(start) = rest.find('<') {
        out.push_str(&unescape(&rest[..start]));
        let tag_end = match rest[start..].find('>') {
            Some(end) => start + end + 1,
            None => {
                rest = "";
                break;
            }
        };
        let tag = &rest[start..tag_end];
        let lower = tag.to_ascii_lowercase();
        if lower.starts_with("<a ") {
            if let Some(user) = pill_target(tag) {
                // Skip the link's text: the id replaces it.
                let close = rest[tag_end..].to_ascii_lowercase().find("</a>");
                match close {
                    Some(close) => {
                        out.push_str(&user);
                        rest = &rest[tag_end + close + 4..];
                        continue;
                    }
                    None => out.push_str(&user),
                }
            }
        } else if lower.starts_with("<br") || lower.starts_with("</p") {
            out.push('\n');
        } else if lower.starts_with("<mx-reply") {
            // A reply's quoted fallback: drop it.
            match rest[tag_end..].to_ascii_lowercase().find("</mx-reply>") {
                Some(close) => {
                    rest = &rest[tag_end + close + "</mx-reply>".len()..];
                    continue;
                }
                None => {
                    rest = "";
                    break;
                }
            }
        }
        rest = &rest[tag_end..];
    }
    out.push_str(&unescape(rest));
    out.trim().to_owned()
}

/// The user id a `matrix.to` pill points to.
fn pill_target(tag: &str) -> Option<String> {
    let at = tag.find("matrix.to/#/")? + "matrix.to/#/".len();
    let target = &tag[at..];
    let end = target
        .find(['"', '\'', '?', ' ', '>'])
        .unwrap_or(target.len());
    let id = percent_decode(&target[..end]);
    (id.starts_with('@') && id.contains(':')).then_some(id)
}

fn percent_decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        if bytes[i] == b'%' && i + 2 < bytes.len() {
            let hex = std::str::from_utf8(&bytes[i + 1..i + 3]).unwrap_or("");
            if let Ok(v) = u8::from_str_radix(hex, 16) {
                out.push(v);
                i += 3;
                continue;
            }
        }
        out.push(bytes[i]);
        i += 1;
    }
    String::from_utf8_lossy(&out).into_owned()
}

fn unescape(s: &str) -> String {
    s.replace("&lt;", "<")
        .replace("&gt;", ">")
        .replace("&quot;", "\"")
        .replace("&#39;", "'")
        .replace("&#x27;", "'")
        .replace("&nbsp;", " ")
        .replace("&amp;", "&")
}

/// Escapes text for an HTML body.
pub fn escape(s: &str) -> String {
    s.replace('&', "&amp;")
        .replace('<', "&lt;")
        .replace('>', "&gt;")
        .replace('"', "&quot;")
}

/// The HTML body of a bot message: escaped, `` `code` `` spans as `<code>`, `**bold**` as
/// `<strong>`, line breaks as `<br>`.
pub fn to_html(text: &str) -> String {
    let escaped = escape(text);
    let mut out = String::with_capacity(escaped.len() + 16);
    let mut code = false;
    let mut bold = false;
    let mut chars = escaped.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '`' => {
                out.push_str(if code { "</code>" } else { "<code>" });
                code = !code;
            }
            '*' if !code && chars.peek() == Some(&'*') => {
                chars.next();
                out.push_str(if bold { "</strong>" } else { "<strong>" });
                bold = !bold;
            }
            '\n' => out.push_str("<br>"),
            c => out.push(c),
        }
    }
    if code {
        out.push_str("</code>");
    }
    if bold {
        out.push_str("</strong>");
    }
    out
}

/// Width and height of a PNG or GIF, read from its header.
pub fn image_dimensions(bytes: &[u8]) -> Option<(u32, u32)> {
    if bytes.len() >= 24 && bytes.starts_with(b"\x89PNG\r\n\x1a\n") {
        let w = u32::from_be_bytes([bytes[16], bytes[17], bytes[18], bytes[19]]);
        let h = u32::from_be_bytes([bytes[20], bytes[21], bytes[22], bytes[23]]);
        return Some((w, h));
    }
    if bytes.len() >= 10 && (bytes.starts_with(b"GIF87a") || bytes.starts_with(b"GIF89a")) {
        let w = u16::from_le_bytes([bytes[6], bytes[7]]);
        let h = u16::from_le_bytes([bytes[8], bytes[9]]);
        return Some((u32::from(w), u32::from(h)));
    }
    None
}

/// `text` with a line for each of its buttons that the text does not already name, as it is
/// typed (`Replay: `hex replay 12 views``): Matrix shows no buttons, so a reader would not
/// know the action exists. A text names the action when it has the typed words without the
/// numbers (a challenge saying `hex accept` names `hex accept 3`, a tournament's post saying
/// `hex tournament checkin` names `hex tournament checkin t2`).
pub fn with_typed_actions(text: &str, actions: &[Action]) -> String {
    let lower = text.to_lowercase();
    let mut out = text.to_owned();
    for action in actions {
        let Some(typed) = action.kind.typed() else {
            continue;
        };
        let words: Vec<&str> = typed
            .split_whitespace()
            .filter(|w| {
                let number = w.trim_start_matches(['#', 't']);
                number.is_empty() || !number.chars().all(|c| c.is_ascii_digit())
            })
            .collect();
        if lower.contains(&words.join(" ")) {
            continue;
        }
        let label = action
            .label
            .clone()
            .unwrap_or_else(|| InterfaceMsg::ActionLabel(action.kind).english());
        out.push_str(&format!("\n{label}: `{typed}`"));
    }
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_move_typed_in_a_games_thread_is_that_games() {
        let game = GameId(12);
        for (typed, read) in [
            ("f6", "#12 f6"),
            ("  F6 ", "#12 F6"),
            ("f4-g5", "#12 f4-g5"),
            ("swap", "#12 swap"),
            ("resign", "#12 resign"),
            ("board", "#12 board"),
            ("takeback", "#12 takeback"),
            // Already naming a game, a command, or chat: as typed.
            ("#3 f6", "#3 f6"),
            ("hex resign", "hex resign"),
            ("hex board", "hex board"),
            ("hex games", "hex games"),
            ("nice move", "nice move"),
            ("draw", "draw"),
        ] {
            assert_eq!(in_game_thread(game, typed), read, "{typed:?}");
        }
    }

    #[test]
    fn prefix_maps_to_the_core_grammar() {
        assert_eq!(
            command_text("!hex", "!hex challenge @bob:localhost darkhex 9").as_deref(),
            Some("hex challenge @bob:localhost darkhex 9")
        );
        assert_eq!(
            command_text("!hex", "!HEX accept").as_deref(),
            Some("hex accept")
        );
        assert_eq!(command_text("!hex", "!hex").as_deref(), Some("hex"));
        assert_eq!(command_text("!dh", "!dh help").as_deref(), Some("hex help"));
        assert_eq!(command_text("!hex", "f6").as_deref(), Some("f6"));
        assert_eq!(
            command_text("!hex", "!hexagon").as_deref(),
            Some("!hexagon")
        );
        assert_eq!(command_text("!hex", "   "), None);
        assert_eq!(command_text("!hex", "> <@a:b> f6\n\nhi"), None);
        assert_eq!(
            command_text("!hé", "!hé games").as_deref(),
            Some("hex games")
        );
    }

    #[test]
    fn every_mark_is_rendered() {
        use crate::core::marks::{has_marks, Mark};
        let planned = format!(
            "{} challenges {} in {}",
            Mark::User("@ann:hs"),
            Mark::User("bob"),
            Mark::Channel("!r:hs")
        );
        let effect = crate::core::Effect::<crate::core::Image>::Dm {
            user: crate::core::UserId::new(crate::core::Platform::Matrix, "@bob:hs"),
            text: planned,
            image: None,
            actions: Vec::new(),
            channel: None,
        };
        let delivered = effect.rendered(&render);
        let text = delivered.text().unwrap_or_default();
        assert_eq!(text, "@ann:hs challenges @bob in !r:hs");
        assert!(!has_marks(text));
    }

    #[test]
    fn pills_become_user_ids() {
        let html = "!hex challenge <a href=\"https://matrix.to/#/@bob:localhost\">Bob \
                    &amp; co</a> darkhex 9";
        assert_eq!(
            resolve_mentions("!hex challenge Bob & co darkhex 9", Some(html)),
            "!hex challenge @bob:localhost darkhex 9"
        );
        let encoded = "<a href='https://matrix.to/#/%40bob%3Alocalhost?via=x'>B</a>: hi";
        assert_eq!(
            resolve_mentions("B: hi", Some(encoded)),
            "@bob:localhost: hi"
        );
        assert_eq!(resolve_mentions("plain", None), "plain");
        assert_eq!(resolve_mentions("plain", Some("<b>plain</b>")), "plain");
        let reply = "<mx-reply><blockquote>old</blockquote></mx-reply>ping \
                     <a href=\"https://matrix.to/#/@c:d\">C</a>";
        assert_eq!(
            resolve_mentions("> old\n\nping C", Some(reply)),
            "ping @c:d"
        );
        // Broken HTML never panics.
        for s in [
            "<a href=\"https://matrix.to/#/@",
            "<",
            "<a",
            "%",
            "<a href='matrix.to/#/%4'>",
        ] {
            let _ = resolve_mentions("x", Some(s));
        }
    }

    #[test]
    fn html_bodies() {
        assert_eq!(
            to_html("Type `hex help` <now>\n**Red** wins"),
            "Type <code>hex help</code> &lt;now&gt;<br><strong>Red</strong> wins"
        );
        assert_eq!(to_html("`open"), "<code>open</code>");
    }

    #[test]
    fn dimensions() {
        let mut png = b"\x89PNG\r\n\x1a\n\0\0\0\rIHDR".to_vec();
        png.extend_from_slice(&640u32.to_be_bytes());
        png.extend_from_slice(&480u32.to_be_bytes());
        assert_eq!(image_dimensions(&png), Some((640, 480)));
        assert_eq!(image_dimensions(b"GIF89a\x10\x00\x20\x00"), Some((16, 32)));
        assert_eq!(image_dimensions(b"nope"), None);
    }

    #[test]
    fn buttons_become_typed_commands_unless_the_text_names_them() {
        use crate::core::{ActionKind, ChallengeId, GameId};
        let views = Action::for_anyone(ActionKind::Views { game: GameId(12) }).labelled("Replay");
        let accept = Action::for_anyone(ActionKind::Accept {
            challenge: ChallengeId(3),
        });
        let resign = Action::for_anyone(ActionKind::Resign { game: None });
        let text = with_typed_actions(
            "Game #12 is over. Type `HEX ACCEPT 3`.",
            &[views, accept, resign],
        );
        assert_eq!(
            text,
            "Game #12 is over. Type `HEX ACCEPT 3`.\nReplay: `hex replay 12 views`"
        );
        assert_eq!(with_typed_actions("no buttons", &[]), "no buttons");
    }
}
