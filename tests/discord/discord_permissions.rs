//! Permissions as Discord applies them (issue #17, finding 2, first part): the local Discord
//! computes the bot's permissions from `@everyone`, its role and the channel's overwrites, and
//! refuses or trims what the bot may not do; the bot degrades instead of losing the post, and
//! `/hex settings` names what it lacks.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::adapters::discord::connect::build_http;
use serde_json::json;
use serenity::all::{ChannelId, CreateAttachment, CreateEmbed, CreateMessage, MessageId};
use support::discord::{
    button, challenge_accepted_by_button, has_png, model::EVERYONE_PERMISSIONS, permissions::*,
    public, slash, typed, wait_dm, wait_post, wait_private, world, Post, Sent, World,
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

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_embed_links_a_post_keeps_its_text_and_picture() {
    let w = world().await;
    w.fake.overwrite(w.channel, w.fake.bot_id(), 0, EMBED_LINKS);
    challenge(&w);
    // Known from CHANNEL_UPDATE: the text goes as content at once, with no edit after.
    let asked = wait_post(&w, w.channel, "challenges").await;
    assert!(asked.embeds.is_empty() && asked.content.contains("challenges"));
    let accept = button(&w, asked.message_id, "Accept");
    w.fake.click_button(w.bob, asked.message_id, &accept);
    let begun = wait_post(&w, w.channel, "Game #1 begins").await;
    let r = w.fake.record();
    assert!(!r.sent.iter().any(
        |s| matches!(s, Sent::Edit(p) if p.channel_id == w.channel && p.content.contains("begins"))
    ));
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

    // Attach Files denied to the bot's role and @everyone: a file is refused, text is not.
    w.fake
        .overwrite(w.channel, w.fake.bot_role(w.guild), 0, ATTACH_FILES);
    w.fake.overwrite(w.channel, w.guild, 0, ATTACH_FILES);
    let file = CreateAttachment::bytes(vec![1, 2, 3], "board.png");
    let upload = games
        .send_message(
            &http,
            CreateMessage::new().content("a board").add_file(file),
        )
        .await;
    assert_eq!(refused(upload), (403, 50013));
    games
        .send_message(&http, CreateMessage::new().content("no board"))
        .await
        .unwrap();
    w.fake.clear_overwrites(w.channel);

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

/// The move posts of game 1 in `channel`, by number, in the order they were posted.
fn move_numbers(posts: &[Post]) -> Vec<usize> {
    posts
        .iter()
        .filter_map(|p| {
            let text = p.text();
            let rest = text.split("Game #1, move ").nth(1)?;
            rest.split(':').next()?.parse().ok()
        })
        .collect()
}

/// Issue #29, item 4: where the bot may not attach files (worked out from the gateway: the
/// channel's overwrites by CHANNEL_UPDATE, then the roles by GUILD_ROLE_UPDATE), every post
/// goes at once without its picture, saying why, in order, and Discord refuses nothing; where
/// it may again, the pictures come back.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn without_attach_files_every_post_goes_at_once_in_order_without_a_refusal() {
    let w = world().await;
    let (alice, bob) = (w.alice, w.bob);
    w.fake
        .overwrite(w.channel, w.fake.bot_role(w.guild), 0, ATTACH_FILES);
    w.fake.overwrite(w.channel, w.guild, 0, ATTACH_FILES);
    challenge_accepted_by_button(&w, "hex 7 swap=off", 1).await;
    let moves = [
        (alice, "c3"),
        (bob, "e5"),
        (alice, "d4"),
        (bob, "b2"),
        (alice, "a1"),
    ];
    for (ply, (user, cell)) in moves.into_iter().enumerate() {
        typed(&w, w.channel, user, 1, ply + 1, cell).await;
    }
    let r = w.fake.record();
    let forbidden: Vec<_> = r.refusals.iter().filter(|f| f.status == 403).collect();
    assert!(forbidden.is_empty(), "{forbidden:?}");
    let posts = public(&r, w.channel);
    assert_eq!(move_numbers(&posts), [1, 2, 3, 4, 5], "{posts:#?}");
    for post in &posts {
        assert!(post.files.is_empty(), "{post:#?}");
    }
    let begun = posts.iter().find(|p| p.text().contains("begins")).unwrap();
    assert!(begun.text().contains("Attach Files"), "{begun:#?}");

    // Allowed again (CHANNEL_UPDATE): the board comes back.
    w.fake.clear_overwrites(w.channel);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let sixth = typed(&w, w.channel, bob, 1, 6, "f2").await;
    assert!(has_png(&sixth), "{sixth:#?}");

    // Taken from the roles (GUILD_ROLE_UPDATE): none again, still without a refusal.
    let role = w.fake.bot_role(w.guild);
    w.fake
        .set_role_permissions(w.guild, role, BOT_ROLE_PERMISSIONS & !ATTACH_FILES);
    w.fake
        .set_role_permissions(w.guild, w.guild, EVERYONE_PERMISSIONS & !ATTACH_FILES);
    tokio::time::sleep(std::time::Duration::from_millis(300)).await;
    let seventh = typed(&w, w.channel, alice, 1, 7, "g7").await;
    assert!(seventh.files.is_empty(), "{seventh:#?}");
    assert!(seventh.text().contains("Attach Files"), "{seventh:#?}");
    let r = w.fake.record();
    assert!(
        !r.refusals.iter().any(|f| f.status == 403),
        "{:?}",
        r.refusals
    );
    w.bot.shards.shutdown_all().await;
}

/// Get Channel Messages as Discord documents it (`DISCORD.md` §6): newest first, `after` and
/// `limit` (1-100, 50 by default), View Channel needed (403 / 50001), and no messages without
/// Read Message History; without the Message Content intent, others' text is blank.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_local_discord_lists_a_channels_messages_as_discord_does() {
    use serenity::all::MessagePagination;

    let w = World::builder().build_without_bot().await;
    let http = build_http(w.fake.token(), &w.fake.api_target()).unwrap();
    let games = ChannelId::new(w.channel);
    let ids: Vec<u64> = (0..60)
        .map(|i| w.fake.user_says(w.alice, w.channel, &format!("m{i}")))
        .collect();
    let listed =
        |page: &[serenity::all::Message]| -> Vec<u64> { page.iter().map(|m| m.id.get()).collect() };
    let newest = http.get_messages(games, None, None).await.unwrap();
    assert_eq!(newest.len(), 50, "50 by default");
    assert_eq!(newest[0].id.get(), ids[59], "newest first");
    let after = http
        .get_messages(
            games,
            Some(MessagePagination::After(ids[2].into())),
            Some(3),
        )
        .await
        .unwrap();
    assert_eq!(
        listed(&after),
        [ids[5], ids[4], ids[3]],
        "right after, newest first"
    );
    assert_eq!(after[2].content, "m3");
    assert!(after[2].guild_id.is_none(), "REST messages name no guild");
    let before = http
        .get_messages(
            games,
            Some(MessagePagination::Before(ids[2].into())),
            Some(100),
        )
        .await
        .unwrap();
    assert_eq!(listed(&before), [ids[1], ids[0]]);
    for limit in [0, 101] {
        let bad = http.get_messages(games, None, Some(limit)).await;
        assert_eq!(refused(bad), (400, 50035), "limit {limit}");
    }
    // Without the Message Content intent enabled for the app: no text of others.
    w.fake.allow_intents(0);
    let blank = http.get_messages(games, None, Some(1)).await.unwrap();
    assert_eq!(blank[0].content, "");
    // No Read Message History: nothing; no View Channel: Missing Access.
    w.fake
        .overwrite(w.channel, w.fake.bot_role(w.guild), 0, READ_MESSAGE_HISTORY);
    w.fake
        .overwrite(w.channel, w.guild, 0, READ_MESSAGE_HISTORY);
    assert!(http
        .get_messages(games, None, None)
        .await
        .unwrap()
        .is_empty());
    w.fake.overwrite(w.channel, w.guild, 0, VIEW_CHANNEL);
    w.fake
        .overwrite(w.channel, w.fake.bot_role(w.guild), 0, VIEW_CHANNEL);
    assert_eq!(
        refused(http.get_messages(games, None, None).await),
        (403, 50001)
    );
}
