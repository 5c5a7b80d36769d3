//! Message builders: clipping to Discord's limits, who may be pinged, the embed post and its
//! plain twin, and the outbox nonce.

use serenity::all::{
    CreateActionRow, CreateAllowedMentions, CreateAttachment, CreateMessage, Nonce,
    UserId as DiscordUserId,
};

use super::{super::buttons, failure::Failure};
use crate::{
    adapters::discord_syntax,
    core::{
        effect::{Action, Allowed},
        marks::render_marks,
        Image, TextFile,
    },
    runtime::render_blocking,
};

/// Discord's longest message content.
const MAX_CONTENT: usize = 2000;
/// Discord's longest embed description.
const MAX_DESCRIPTION: usize = 4096;

/// Cuts `text` to Discord's content limit.
pub(in super::super) fn clip(text: &str) -> String {
    clip_to(text, MAX_CONTENT)
}

/// Cuts `text` to `max` characters, marking the cut. Every text Discord gets passes here, so
/// its marks are rendered here too (also the adapter's own answers, such as a slash
/// command's error quoting a mention): none reaches a reader.
pub(super) fn clip_to(text: &str, max: usize) -> String {
    let text = &render_marks(text, &discord_syntax::render);
    if text.chars().count() <= max {
        return text.to_owned();
    }
    let mut out: String = text.chars().take(max - 1).collect();
    out.push('…');
    out
}

/// Discord's upload limit per file for bots since 2025-01-16 (10 MiB), where no interaction
/// tells a higher one (`attachment_size_limit`, boosted servers).
pub(super) const UPLOAD_LIMIT: u64 = 10 * 1024 * 1024;

/// What a message carries besides its text.
#[derive(Clone, Copy, Debug)]
pub(super) enum Extra<'a> {
    /// Nothing.
    None,
    /// A board (or replay) to draw.
    Board(&'a Image),
    /// A text file (a game's record).
    Text(&'a TextFile),
}

impl<'a> From<Option<&'a Image>> for Extra<'a> {
    fn from(image: Option<&'a Image>) -> Self {
        image.map_or(Extra::None, Extra::Board)
    }
}

/// The file of `extra`: a board drawn on tokio's blocking pool so a large board never stalls
/// the gateway (a drawing failure, already logged, means text only), or a text file. Over
/// `limit` bytes it is [`Failure::TooLarge`]: Discord would refuse it (413 / 40005).
pub(super) async fn attachment(
    extra: Extra<'_>,
    limit: u64,
) -> Result<Option<CreateAttachment>, Failure> {
    let file = match extra {
        Extra::None => return Ok(None),
        Extra::Board(image) => match render_blocking(image).await {
            Some((bytes, ext)) => CreateAttachment::bytes(bytes, format!("board.{ext}")),
            None => return Ok(None),
        },
        Extra::Text(file) => CreateAttachment::bytes(file.text.as_bytes(), file.name.as_str()),
    };
    if file.data.len() as u64 > limit {
        tracing::warn!(bytes = file.data.len(), limit, name = %file.filename, "a file is over Discord's upload limit");
        return Err(Failure::TooLarge);
    }
    Ok(Some(file))
}

/// Who a message may ping: exactly the users its buttons wait for (the challenged player),
/// never `@everyone`, roles, or a mention smuggled in through a display name.
pub(super) fn pings(actions: &[Action]) -> CreateAllowedMentions {
    CreateAllowedMentions::new().users(waited_for(actions).into_iter().map(DiscordUserId::new))
}

/// The users `actions` wait for, each once.
pub(super) fn waited_for(actions: &[Action]) -> Vec<u64> {
    let mut users: Vec<u64> = Vec::new();
    for id in actions
        .iter()
        .filter_map(|a| match &a.allowed {
            Allowed::Users(users) => Some(users),
            Allowed::Anyone => None,
        })
        .flatten()
        .filter_map(|u| parse_id(&u.id))
    {
        if !users.contains(&id) {
            users.push(id);
        }
    }
    users
}

/// `m` with the outbox row's idempotency key as its nonce, enforced: Discord answers a second
/// message with the same nonce from the same author within a few minutes with the first one
/// instead of posting it again, so a row re-sent after a crash shows once.
pub(super) fn keyed(m: CreateMessage, nonce: Option<&str>) -> CreateMessage {
    match nonce {
        Some(nonce) => m.nonce(Nonce::String(nonce.to_owned())).enforce_nonce(true),
        None => m,
    }
}

/// A message with the text as its content, the picture (if any) as a plain file, and the
/// buttons: a DM, or a channel post sent without an embed.
pub(super) fn message(
    text: &str,
    file: Option<CreateAttachment>,
    actions: &[Action],
) -> CreateMessage {
    let mut m = CreateMessage::new()
        .content(clip(text))
        .allowed_mentions(pings(actions));
    let rows: Vec<CreateActionRow> = buttons::rows(actions);
    if !rows.is_empty() {
        m = m.components(rows);
    }
    if let Some(file) = file {
        m = m.add_file(file);
    }
    m
}

/// A channel post: the text as an embed's description, the board (if any) shown inside the
/// embed through `attachment://`, and buttons on the same message. An embed pings nobody, so
/// the content keeps exactly the mentions that pinged when the text was the content: the
/// users the buttons wait for, where the text mentions them.
pub(super) fn post(
    text: &str,
    file: Option<CreateAttachment>,
    actions: &[Action],
) -> CreateMessage {
    let pinged: Vec<String> = waited_for(actions)
        .into_iter()
        .map(|id| format!("<@{id}>"))
        .filter(|mention| text.contains(mention.as_str()))
        .collect();
    let mut embed = serenity::all::CreateEmbed::new();
    if !text.is_empty() {
        embed = embed.description(clip_to(text, MAX_DESCRIPTION));
    }
    let mut m = CreateMessage::new().allowed_mentions(pings(actions));
    if !pinged.is_empty() {
        m = m.content(clip(&pinged.join(" ")));
    }
    let rows: Vec<CreateActionRow> = buttons::rows(actions);
    if !rows.is_empty() {
        m = m.components(rows);
    }
    match file {
        Some(file) => {
            // The file keeps its own name (`board.png`, or `board.gif` for an animation).
            embed = embed.image(format!("attachment://{}", file.filename));
            m.embed(embed).add_file(file)
        }
        // An embed needs something in it; an empty post stays empty (and Discord says so).
        None if text.is_empty() => m,
        None => m.embed(embed),
    }
}

/// A Discord snowflake from its text (0 and junk are none).
pub(in super::super) fn parse_id(id: &str) -> Option<u64> {
    id.parse::<u64>().ok().filter(|&n| n != 0)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, clippy::expect_used)]

    use serde_json::{json, Value};
    use serenity::all::{CreateAttachment, CreateMessage};

    use super::post;
    use crate::core::{
        effect::{Action, ActionKind},
        ChallengeId, Platform, UserId,
    };

    fn json_of(m: &CreateMessage) -> Value {
        serde_json::to_value(m).unwrap()
    }

    #[test]
    fn a_post_is_an_embed_showing_its_own_file() {
        for name in ["board.png", "board.gif"] {
            let file = CreateAttachment::bytes(vec![1, 2, 3], name);
            let m = json_of(&post("Game #1, move 2: Bob played c1.", Some(file), &[]));
            assert!(m.get("content").is_none(), "{m}");
            assert_eq!(
                m["embeds"][0]["description"],
                "Game #1, move 2: Bob played c1."
            );
            assert_eq!(
                m["embeds"][0]["image"]["url"],
                format!("attachment://{name}")
            );
            assert!(m["embeds"][0].get("title").is_none());
        }
    }

    #[test]
    fn a_post_without_a_board_has_no_image() {
        let m = json_of(&post("Game #1, move 3: a stone was hit.", None, &[]));
        assert_eq!(
            m["embeds"][0]["description"],
            "Game #1, move 3: a stone was hit."
        );
        assert!(m["embeds"][0].get("image").is_none());
        assert_eq!(m["attachments"], json!([]));
    }

    #[test]
    fn only_the_mentions_that_pinged_stay_in_the_content() {
        let bob = UserId::new(Platform::Discord, "42");
        let accept = Action::for_users(
            ActionKind::Accept {
                challenge: ChallengeId(1),
            },
            [bob],
        );
        let text = "<@7> challenges <@42> to hex 7.";
        let m = json_of(&post(text, None, &[accept]));
        assert_eq!(m["content"], "<@42>");
        assert_eq!(m["allowed_mentions"]["users"], json!(["42"]));
        assert_eq!(m["embeds"][0]["description"], text);
        assert_eq!(m["components"][0]["type"], 1);
    }

    #[test]
    fn a_long_text_is_cut_to_the_description_limit() {
        let text = "x".repeat(5000);
        let m = json_of(&post(&text, None, &[]));
        let description = m["embeds"][0]["description"].as_str().unwrap();
        assert_eq!(description.chars().count(), super::MAX_DESCRIPTION);
        assert!(description.ends_with('…'));
    }
}
