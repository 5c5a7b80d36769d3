//! Permissions as Discord applies them (issue #17, finding 2, first part): the local Discord
//! computes the bot's permissions from `@everyone`, its role and the channel's overwrites, and
//! refuses or trims what the bot may not do; the bot degrades instead of losing the post, and
//! `/hex settings` names what it lacks.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use hextable::adapters::discord::connect::build_http;
use serde_json::json;
use serenity::all::{ChannelId, CreateEmbed, CreateMessage, MessageId};
use support::discord::{
    button, challenge_accepted_by_button, permissions::*, slash, wait_dm, wait_post, wait_private,
    world, Post, Sent, World,
};

/// The status and JSON code of a refused call; panics if it went through.
fn refused<T: std::fmt::Debug>(result: serenity::Result<T>) -> (u16, isize) {
    match result {
        Err(serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r))) => {
            (r.status_code.as_u16(), r.error.code)
        }
        Ok(m) => panic!("accepted: {m:?}"),
        Err(e) => panic!("{e}"),
    }
}

/// Alice challenges Bob by typing; the challenge post.
fn challenge(w: &World) {
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> hex 7 red", w.bob),
    );
}

/// Waits for an edit by the bot in `channel` whose content holds `needle`.
async fn wait_edit(w: &World, needle: &str) -> Post {
    let (channel, needle) = (w.channel, needle.to_owned());
    w.fake
        .wait_for(&format!("an edit with {needle:?}"), |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::Edit(p) if p.channel_id == channel && p.content.contains(&needle) => {
                    Some(p.clone())
                }
                _ => None,
            })
        })
        .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_embed_links_a_post_keeps_its_text_and_picture() {
    let w = world().await;
    w.fake.overwrite(w.channel, w.fake.bot_id(), 0, EMBED_LINKS);
    challenge(&w);
    let asked = wait_edit(&w, "challenges").await;
    let accept = button(&w, asked.message_id, "Accept");
    w.fake.click_button(w.bob, asked.message_id, &accept);
    let begun = wait_edit(&w, "Game #1 begins").await;
    let stored = w.fake.message(begun.message_id).unwrap();
    assert_eq!(
        stored["embeds"].as_array().map(Vec::len),
        Some(0),
        "{stored:#}"
    );
    let files = stored["attachments"].as_array().unwrap();
    assert_eq!(files.len(), 1, "the board stays: {stored:#}");
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_attach_files_a_post_comes_without_its_picture_and_says_why() {
    let w = world().await;
    w.fake
        .overwrite(w.channel, w.fake.bot_id(), 0, ATTACH_FILES);
    challenge(&w);
    let asked = wait_post(&w, w.channel, "challenges").await;
    let accept = button(&w, asked.message_id, "Accept");
    w.fake.click_button(w.bob, asked.message_id, &accept);
    let begun = wait_post(&w, w.channel, "Game #1 begins").await;
    assert!(begun.files.is_empty(), "{begun:#?}");
    assert!(begun.text().contains("Attach Files"), "{begun:#?}");
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_discord_checks_the_bots_permissions() {
    let w = World::builder().build_without_bot().await;
    let bot = w.fake.bot_id();
    let http = build_http(w.fake.token(), &w.fake.api_target()).unwrap();
    let games = ChannelId::new(w.channel);
    // By default the bot has what its invite asks for.
    assert_eq!(
        w.fake.permissions_in(bot, w.channel) & BOT_ROLE_PERMISSIONS,
        BOT_ROLE_PERMISSIONS
    );

    // Manage Messages denied to the bot's role: another's message cannot be deleted.
    w.fake
        .overwrite(w.channel, w.fake.bot_role(w.guild), 0, MANAGE_MESSAGES);
    let typed = w.fake.user_says(w.alice, w.channel, "c3");
    let delete = games.delete_message(&http, MessageId::new(typed)).await;
    assert_eq!(refused(delete), (403, 50013));
    assert!(w.fake.message(typed).is_some());

    // Embed Links denied to @everyone: an embed alone is refused, beside text it is dropped.
    w.fake.overwrite(w.channel, w.guild, 0, EMBED_LINKS);
    let embed = || CreateEmbed::new().description("a board");
    let alone = games
        .send_message(&http, CreateMessage::new().embed(embed()))
        .await;
    assert_eq!(refused(alone), (403, 50013));
    let beside = games
        .send_message(&http, CreateMessage::new().content("text").embed(embed()))
        .await
        .unwrap();
    assert!(beside.embeds.is_empty());
    // A member overwrite allowing it beats the role's deny.
    w.fake.overwrite(w.channel, bot, EMBED_LINKS, 0);
    let allowed = games
        .send_message(&http, CreateMessage::new().embed(embed()))
        .await
        .unwrap();
    assert_eq!(allowed.embeds.len(), 1);

    // No View Channel: Missing Access.
    w.fake.overwrite(w.other, w.guild, 0, VIEW_CHANNEL);
    let hidden = ChannelId::new(w.other)
        .send_message(&http, CreateMessage::new().content("hello"))
        .await;
    assert_eq!(refused(hidden), (403, 50001));
    assert_eq!(w.fake.permissions_in(bot, w.other), 0);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_settings_name_the_permissions_the_bot_lacks_in_the_channel() {
    let w = world().await;
    w.fake.overwrite(
        w.channel,
        w.fake.bot_role(w.guild),
        0,
        EMBED_LINKS | MANAGE_MESSAGES,
    );
    let shown = slash(&w, w.alice, w.channel, "settings", json!([]));
    let note = wait_private(&w, &shown, "missing these permissions").await;
    let text = note.text();
    assert!(
        text.contains("Embed Links") && text.contains("Manage Messages"),
        "{text}"
    );
    assert!(!text.contains("Attach Files"), "{text}");
    // Where nothing is missing, nothing is said about it.
    let elsewhere = slash(&w, w.alice, w.other, "settings", json!([]));
    wait_private(&w, &elsewhere, "Server settings").await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let said = w.fake.record().answers(&elsewhere);
    assert!(
        said.iter().all(|(_, p)| !p.text().contains("missing")),
        "{said:#?}"
    );
    w.bot.shards.shutdown_all().await;
}

/// Without Manage Messages the bot cannot delete a Dark Hex move typed in public (50013): the
/// move stays, and its author is told so in one honest message, not a second one claiming it
/// was removed (issue #29, item 6). A DELETE of an id that is no message there (an
/// interaction's, say) is 404 / 10008 in the local Discord, as in Discord.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dark_hex_move_the_bot_may_not_delete_is_left_to_its_author() {
    let w = world().await;
    w.fake
        .overwrite(w.channel, w.fake.bot_role(w.guild), 0, MANAGE_MESSAGES);
    challenge_accepted_by_button(&w, "darkhex 7", 1).await;
    let typed = w.fake.user_says(w.alice, w.channel, "c3");
    let asked = wait_dm(&w, w.alice, "Please delete it yourself").await;
    assert!(asked.text().contains("Manage Messages"), "{asked:#?}");
    assert!(asked.text().contains("secret"), "{asked:#?}");
    assert!(w.fake.message(typed).is_some(), "the move is still there");
    // Whatever else comes has had time to come: still one message about it.
    tokio::time::sleep(std::time::Duration::from_millis(600)).await;
    let r = w.fake.record();
    let about: Vec<_> = r
        .dms_to(w.alice)
        .filter(|p| p.text().contains("secret") || p.text().contains("remove"))
        .collect();
    assert_eq!(about.len(), 1, "{about:#?}");
    assert!(!about[0].text().contains("I removed"), "{about:#?}");
    assert!(
        r.refusals
            .iter()
            .any(|f| f.code == 50013 && f.method == "DELETE"),
        "{:?}",
        r.refusals
    );

    let http = build_http(w.fake.token(), &w.fake.api_target()).unwrap();
    let unknown = ChannelId::new(w.channel)
        .delete_message(&http, MessageId::new(12_345))
        .await;
    assert_eq!(refused(unknown), (404, 10008));
    w.bot.shards.shutdown_all().await;
}
