//! Buttons, forms, server settings, threads, restarts and server errors, end to end: the real
//! serenity client running `hextable`'s handler against the local Discord
//! (tests/support/discord), on a temporary SQLite store.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::{sync::Arc, time::Duration};

use serde_json::{json, Value};
use support::discord::{
    button, challenge_accepted_by_button, has_png, model::MANAGE_GUILD, public, response_kinds,
    slash, start_bot, stop_bot, typed, wait_disabled, wait_dm, wait_post, wait_private, world, Bot,
    Interaction, Post, Record, Sent, World,
};

/// A channel post of an open game shows its board inside its embed: one PNG uploaded with
/// the message, the embed's image `attachment://` that file, the text the embed's description.
fn assert_board_in_embed(p: &Post, text: &str) {
    assert_eq!(p.files.len(), 1, "{p:#?}");
    let file = &p.files[0];
    assert!(file.is_png() && file.filename.ends_with(".png"), "{p:#?}");
    assert_eq!(
        p.embed_images(),
        [format!("attachment://{}", file.filename)],
        "{p:#?}"
    );
    assert_eq!(p.embeds.len(), 1, "{p:#?}");
    let description = p.embeds[0]["description"].as_str().unwrap_or_default();
    assert!(description.contains(text), "{p:#?}");
}

/// Everything the bot answered to one interaction (responses, edits, follow-ups), in order.
fn answers(r: &Record, i: &Interaction) -> Vec<(u8, Post)> {
    r.answers(i)
}

/// A cell of the 7×7 board that no announced move in `channel` took (a swapped stone keeps
/// its cell: c3 mirrored is c3, and the test's swaps only follow corner-free first moves).
fn free_cell(r: &Record, channel: u64) -> String {
    let taken: Vec<String> = public(r, channel)
        .iter()
        .filter_map(|p| {
            let text = p.text();
            let rest = text.split(" played ").nth(1)?;
            rest.split(['.', ' ']).next().map(str::to_owned)
        })
        .collect();
    let mirrored: Vec<String> = taken
        .iter()
        .filter_map(|c| {
            let mut chars = c.chars();
            let col = chars.next()?;
            let row: u32 = chars.as_str().parse().ok()?;
            let col_n = col as u32 - 'a' as u32 + 1;
            Some(format!(
                "{}{}",
                char::from_u32('a' as u32 + row - 1)?,
                col_n
            ))
        })
        .collect();
    for row in 1..=7 {
        for col in ['a', 'b', 'c', 'd', 'e', 'f', 'g'] {
            let cell = format!("{col}{row}");
            if !taken.contains(&cell) && !mirrored.contains(&cell) {
                return cell;
            }
        }
    }
    panic!("no free cell")
}

/// Whether every button on `message` is disabled (and there is at least one).
fn all_disabled(w: &World, message: u64) -> bool {
    let buttons = w.fake.buttons(message);
    !buttons.is_empty() && buttons.iter().all(|(_, _, d)| *d)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_is_accepted_by_button_and_nobody_else_can_click_it() {
    let w = world().await;
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> hex 7 red", w.bob),
    );
    let post = wait_post(&w, w.channel, "challenges").await;
    // The challenge pings Bob, and only Bob: the mention is in the content (an embed pings
    // nobody), the announcement in the embed.
    assert_eq!(post.content, format!("<@{}>", w.bob), "{post:#?}");
    assert_eq!(post.mentions, vec![w.bob]);
    assert_eq!(post.embeds.len(), 1, "{post:#?}");
    let description = post.embeds[0]["description"].as_str().unwrap();
    assert!(description.contains("challenges"), "{post:#?}");
    assert!(description.contains(&format!("<@{}>", w.bob)), "{post:#?}");
    assert!(post.files.is_empty() && post.embed_images().is_empty());
    let labels: Vec<String> = w
        .fake
        .buttons(post.message_id)
        .into_iter()
        .map(|b| b.1)
        .collect();
    assert_eq!(labels, ["Accept", "Decline"]);
    let accept = button(&w, post.message_id, "Accept");

    // Carol clicks Bob's button: a private explanation, nothing else.
    let before = public(&w.fake.record(), w.channel).len();
    let carol = w.fake.click_button(w.carol, post.message_id, &accept);
    let no = wait_private(&w, &carol, "not for you").await;
    assert_eq!(response_kinds(&w.fake.record(), &carol), vec![4]);
    assert!(no.mentions.is_empty());
    // So does Alice, who made it.
    let alice = w.fake.click_button(w.alice, post.message_id, &accept);
    wait_private(&w, &alice, "not for you").await;
    assert_eq!(public(&w.fake.record(), w.channel).len(), before);
    assert!(!all_disabled(&w, post.message_id));

    // Bob's click starts the game; the buttons are disabled.
    let bob = w.fake.click_button(w.bob, post.message_id, &accept);
    let start = wait_post(&w, w.channel, "Game #1 begins").await;
    assert_board_in_embed(&start, "Game #1 begins");
    assert!(start.content.is_empty(), "{start:#?}");
    assert!(start.mentions.is_empty(), "the game start pings nobody");
    wait_disabled(&w, post.message_id).await;
    assert_eq!(response_kinds(&w.fake.record(), &bob), vec![6]);
    wait_dm(&w, w.alice, "Game #1: you play Red").await;
    wait_dm(&w, w.bob, "Game #1: you play Blue").await;

    // An open challenge: anyone may accept, but its author is told why not.
    w.fake.user_says(w.carol, w.other, "hex open rex 7");
    let open = wait_post(&w, w.other, "to anyone here").await;
    assert!(open.mentions.is_empty());
    let accept = button(&w, open.message_id, "Accept");
    let own = w.fake.click_button(w.carol, open.message_id, &accept);
    wait_private(&w, &own, "your own challenge").await;
    assert!(!all_disabled(&w, open.message_id));
    w.fake.click_button(w.alice, open.message_id, &accept);
    wait_post(&w, w.other, "Game #2 begins").await;
    wait_disabled(&w, open.message_id).await;

    // A declined challenge.
    w.fake.user_says(
        w.bob,
        w.other,
        &format!("hex challenge <@{}> hex 9", w.carol),
    );
    let third = wait_post(&w, w.other, "Challenge 3:").await;
    let decline = button(&w, third.message_id, "Decline");
    w.fake.click_button(w.carol, third.message_id, &decline);
    wait_post(&w, w.other, "Challenge 3 was declined by Carol").await;
    wait_disabled(&w, third.message_id).await;
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hex_game_with_the_swap_taken_by_button() {
    let w = world().await;
    challenge_accepted_by_button(&w, "hex 7", 1).await;
    let first = typed(&w, w.channel, w.alice, 1, 1, "c3").await;
    assert_board_in_embed(&first, "Game #1, move 1:");
    // Blue's prompt, in the channel and by DM, offers the swap to Bob only.
    let labels: Vec<String> = w
        .fake
        .buttons(first.message_id)
        .into_iter()
        .map(|b| b.1)
        .collect();
    assert_eq!(labels, ["Swap", "Place a stone"]);
    let prompt = wait_dm(&w, w.bob, "Game #1: Alice played c3").await;
    assert_eq!(w.fake.buttons(prompt.message_id).len(), 2);
    assert!(has_png(&prompt));
    let swap = button(&w, first.message_id, "Swap");
    let alice = w.fake.click_button(w.alice, first.message_id, &swap);
    wait_private(&w, &alice, "not for you").await;

    w.fake.click_button(w.bob, first.message_id, &swap);
    let swapped = wait_post(&w, w.channel, "Game #1, move 2:").await;
    assert!(swapped.text().contains("swapped"), "{swapped:#?}");
    assert!(w.fake.buttons(swapped.message_id).is_empty());
    wait_disabled(&w, first.message_id).await;

    // The DM's copy of the button is now stale: it is disabled on use, with a word why.
    let swap_dm = button(&w, prompt.message_id, "Swap");
    let late = w.fake.click_button(w.bob, prompt.message_id, &swap_dm);
    wait_private(&w, &late, "expired").await;
    wait_disabled(&w, prompt.message_id).await;
    assert_eq!(response_kinds(&w.fake.record(), &late), vec![6]);
    // Disabling the stale buttons keeps the board picture of the DM (an UPDATE_MESSAGE
    // response from serenity would carry `attachments: []` and remove it).
    let kept = w.fake.message(prompt.message_id).unwrap();
    assert_eq!(
        kept["attachments"].as_array().map(Vec::len),
        Some(1),
        "{kept:#}"
    );

    // The game goes on with Alice (Red again after the swap): no more swap buttons.
    let third = typed(&w, w.channel, w.alice, 1, 3, "d4").await;
    assert!(w.fake.buttons(third.message_id).is_empty());
    let r = w.fake.record();
    let announcements = public(&r, w.channel)
        .iter()
        .filter(|p| p.text().contains("Game #1, move 2:"))
        .count();
    assert_eq!(announcements, 1, "the swap was played once");
    w.bot.shards.shutdown_all().await;
}

/// Rex on 7×7: Alice (Red) walks column a from top to bottom and so joins her own edges; Bob
/// places his first stone through the Place form.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_rex_game_placed_by_form_lost_by_a_chain_then_a_rematch_by_button() {
    let w = world().await;
    challenge_accepted_by_button(&w, "rex 7", 1).await;
    let first = typed(&w, w.channel, w.alice, 1, 1, "a1").await;
    let place = button(&w, first.message_id, "Place a stone");
    let click = w.fake.click_button(w.bob, first.message_id, &place);
    let modal = w.fake.wait_response("the Place form", &click, 9).await;
    let form = modal["custom_id"].as_str().unwrap().to_owned();
    assert!(modal["title"].as_str().unwrap().contains("#1"), "{modal}");
    let field = modal["components"][0]["components"][0]["custom_id"]
        .as_str()
        .unwrap()
        .to_owned();
    // A bad cell is refused privately and changes nothing.
    let bad = w
        .fake
        .submit_modal_from(w.bob, first.message_id, &form, &[(field.as_str(), "zz")]);
    wait_private(&w, &bad, "not a move").await;
    assert!(!all_disabled(&w, first.message_id));
    w.fake
        .submit_modal_from(w.bob, first.message_id, &form, &[(field.as_str(), "c1")]);
    let second = wait_post(&w, w.channel, "Game #1, move 2:").await;
    assert!(second.text().contains("played c1"), "{second:#?}");
    wait_disabled(&w, first.message_id).await;

    let blue = ["c2", "c3", "c4", "c5", "c6"];
    for (i, red) in ["a2", "a3", "a4", "a5", "a6"].iter().enumerate() {
        typed(&w, w.channel, w.alice, 1, 3 + 2 * i, red).await;
        typed(&w, w.channel, w.bob, 1, 4 + 2 * i, blue[i]).await;
    }
    w.fake.user_says(w.alice, w.channel, "a7");
    let over = wait_post(&w, w.channel, "Game #1 is over").await;
    assert!(
        over.text().contains("joined their own edges and loses"),
        "{over:#?}"
    );
    assert!(over.text().contains("Bob (Blue) wins"), "{over:#?}");
    assert_board_in_embed(&over, "Game #1 is over");

    // Rematch: Alice offers with the button; Bob accepts with the button on the offer.
    let rematch = button(&w, over.message_id, "Rematch");
    let carol = w.fake.click_button(w.carol, over.message_id, &rematch);
    wait_private(&w, &carol, "not for you").await;
    w.fake.click_button(w.alice, over.message_id, &rematch);
    let offer = wait_post(&w, w.channel, "offers a rematch of game #1").await;
    wait_disabled(&w, over.message_id).await;
    let accept = button(&w, offer.message_id, "Rematch");
    let alice_again = w.fake.click_button(w.alice, offer.message_id, &accept);
    wait_private(&w, &alice_again, "not for you").await;
    w.fake.click_button(w.bob, offer.message_id, &accept);
    let again = wait_post(&w, w.channel, "Game #2 begins").await;
    assert!(
        again.text().contains("Bob (Red") && again.text().contains("Alice (Blue"),
        "colours swapped: {again:#?}"
    );
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_plays_and_offers_the_swap_by_button_in_a_dm() {
    let w = world().await;
    // Alice plays Blue against the computer, which moves first.
    let i = slash(
        &w,
        w.alice,
        w.channel,
        "play-bot",
        json!([
            {"name": "game", "type": 3, "value": "hex"},
            {"name": "size", "type": 4, "value": 7},
            {"name": "colour", "type": 3, "value": "blue"},
            {"name": "level", "type": 3, "value": "beginner"},
        ]),
    );
    wait_post(&w, w.channel, "Game #1 begins").await;
    let prompt = wait_dm(&w, w.alice, "Game #1: computer (beginner) played").await;
    let labels: Vec<String> = w
        .fake
        .buttons(prompt.message_id)
        .into_iter()
        .map(|b| b.1)
        .collect();
    assert_eq!(labels, ["Swap", "Place a stone"], "{prompt:#?}");
    let answered = answers(&w.fake.record(), &i);
    assert!(answered.iter().all(|(_, p)| p.is_ephemeral()));

    // The swap from the DM; the computer answers.
    let swap = button(&w, prompt.message_id, "Swap");
    w.fake.click_button(w.alice, prompt.message_id, &swap);
    wait_post(&w, w.channel, "Game #1, move 2:").await;
    wait_post(&w, w.channel, "Game #1, move 3:").await;
    wait_disabled(&w, prompt.message_id).await;
    // Two more moves each, typed in the channel, on cells nobody has taken.
    for n in 0..2 {
        let ply = 4 + 2 * n;
        let cell = free_cell(&w.fake.record(), w.channel);
        w.fake.user_says(w.alice, w.channel, &cell);
        let mine = wait_post(&w, w.channel, &format!("Game #1, move {ply}:")).await;
        if mine.text().contains("is over") {
            break;
        }
        wait_post(&w, w.channel, &format!("Game #1, move {}:", ply + 1)).await;
    }
    // Resigning by slash command asks first; Cancel keeps the game going.
    let ask = slash(&w, w.alice, w.channel, "resign", json!([]));
    let confirm = wait_private(&w, &ask, "Resign your game?").await;
    let cancel = button(&w, confirm.message_id, "Cancel");
    let keep = w.fake.click_button(w.alice, confirm.message_id, &cancel);
    w.fake
        .wait_response_post("the confirmation replaced", &keep, 7)
        .await;
    assert!(w.fake.buttons(confirm.message_id).is_empty());
    let r = w.fake.record();
    assert!(
        !public(&r, w.channel)
            .iter()
            .any(|p| p.text().contains("resigned")),
        "nothing was resigned"
    );

    let ask = slash(&w, w.alice, w.channel, "resign", json!([]));
    let confirm = wait_private(&w, &ask, "Resign your game?").await;
    let resign = button(&w, confirm.message_id, "Resign");
    w.fake.click_button(w.alice, confirm.message_id, &resign);
    let over = wait_post(&w, w.channel, "Game #1 is over").await;
    assert!(over.text().contains("Alice resigned"), "{over:#?}");
    wait_disabled(&w, confirm.message_id).await;
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_restart_mid_game_loses_and_doubles_nothing() {
    let mut w = world().await;
    challenge_accepted_by_button(&w, "hex 7 swap=off", 1).await;
    typed(&w, w.channel, w.alice, 1, 1, "a1").await;
    typed(&w, w.channel, w.bob, 1, 2, "b1").await;
    // Bob's DMs fail (503) when the bot stops: the effect waits in the outbox.
    let dm_bob = w.fake.dm_channel_of(w.bob).unwrap();
    w.fake
        .fail("POST", &format!("/channels/{dm_bob}/messages"), 1000, 503);
    typed(&w, w.channel, w.alice, 1, 3, "a2").await;
    w.fake
        .wait_for("a refused DM to Bob", |r| {
            r.refusals
                .iter()
                .any(|x| x.status == 503 && x.path.contains(&dm_bob.to_string()))
                .then_some(())
        })
        .await;
    let placeholder = Bot {
        shards: w.bot.shards.clone(),
        service: Arc::clone(&w.bot.service),
        task: tokio::spawn(async {}),
    };
    let bot = std::mem::replace(&mut w.bot, placeholder);
    stop_bot(bot).await;
    w.fake.clear_failures();
    w.bot = start_bot(&w.fake, &w.url, w.guild).await;

    // The restarted bot delivers what was waiting, once, and the game goes on.
    wait_dm(&w, w.bob, "Game #1: Alice played a2").await;
    typed(&w, w.channel, w.bob, 1, 4, "b2").await;
    for (i, red) in ["a3", "a4", "a5", "a6"].iter().enumerate() {
        typed(&w, w.channel, w.alice, 1, 5 + 2 * i, red).await;
        typed(
            &w,
            w.channel,
            w.bob,
            1,
            6 + 2 * i,
            ["b3", "b4", "b5", "b6"][i],
        )
        .await;
    }
    w.fake.user_says(w.alice, w.channel, "a7");
    wait_post(&w, w.channel, "Game #1 is over").await;
    tokio::time::sleep(Duration::from_millis(500)).await;

    let r = w.fake.record();
    let posts = public(&r, w.channel);
    for ply in 1..=12 {
        let n = posts
            .iter()
            .filter(|p| p.text().contains(&format!("Game #1, move {ply}:")))
            .count();
        assert_eq!(n, 1, "move {ply} announced {n} times");
    }
    let over = posts
        .iter()
        .filter(|p| p.text().contains("Game #1 is over"))
        .count();
    assert_eq!(over, 1);
    let dms: Vec<String> = r.dms_to(w.bob).map(|p| p.content.clone()).collect();
    for (i, a) in dms.iter().enumerate() {
        if dms[i + 1..].contains(a) {
            for line in &r.requests {
                eprintln!("{line:?}");
            }
        }
        assert!(!dms[i + 1..].contains(a), "DM twice to Bob: {a}");
    }
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_errors_are_retried_through_the_outbox_exactly_once() {
    let w = world().await;
    challenge_accepted_by_button(&w, "hex 7 swap=off", 1).await;
    // The game's first DMs open both DM channels (a moment after the channel's post).
    let dm_of = |user: u64| {
        w.fake.wait_for("a DM channel", move |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::DmOpened {
                    recipient,
                    channel_id,
                } if *recipient == user => Some(*channel_id),
                _ => None,
            })
        })
    };
    let dm_a = dm_of(w.alice).await;
    let dm_b = dm_of(w.bob).await;
    w.fake
        .fail("POST", &format!("/channels/{}/messages", w.channel), 2, 502);
    w.fake
        .fail("POST", &format!("/channels/{dm_b}/messages"), 2, 503);
    w.fake
        .fail("POST", &format!("/channels/{dm_a}/messages"), 1, 500);
    let moves = [
        ("a1", w.alice),
        ("b1", w.bob),
        ("a2", w.alice),
        ("b2", w.bob),
    ];
    for (ply, (mv, user)) in moves.iter().enumerate() {
        typed(&w, w.channel, *user, 1, ply + 1, mv).await;
    }
    wait_dm(&w, w.alice, "Game #1: Bob played b2").await;
    wait_dm(&w, w.bob, "Game #1: Alice played a2").await;
    tokio::time::sleep(Duration::from_millis(600)).await;
    let r = w.fake.record();
    assert_eq!(
        r.refusals.iter().filter(|x| x.status >= 500).count(),
        5,
        "{:?}",
        r.refusals
    );
    let posts = public(&r, w.channel);
    for ply in 1..=4 {
        let n = posts
            .iter()
            .filter(|p| p.text().contains(&format!("Game #1, move {ply}:")))
            .count();
        assert_eq!(n, 1, "move {ply} announced {n} times");
    }
    for user in [w.alice, w.bob] {
        let dms: Vec<String> = r.dms_to(user).map(|p| p.content.clone()).collect();
        for (i, a) in dms.iter().enumerate() {
            assert!(!dms[i + 1..].contains(a), "DM twice: {a}");
        }
    }
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_through_discord_gets_private_clear_errors() {
    let w = world().await;
    // Option values no client offers (a forged or outdated command).
    for (options, needle) in [
        (
            json!([{"name": "game", "type": 3, "value": "chess"}]),
            "chess",
        ),
        (json!([{"name": "size", "type": 4, "value": 30}]), "30"),
        (
            json!([{"name": "time", "type": 3, "value": "forever"}]),
            "forever",
        ),
        (
            json!([{"name": "game", "type": 3, "value": "darkhex"}, {"name": "swap", "type": 5, "value": true}]),
            "no swap",
        ),
    ] {
        let i = slash(&w, w.alice, w.channel, "open", options);
        let answer = wait_private(&w, &i, needle).await;
        assert!(!answer.content.is_empty());
    }
    assert!(
        public(&w.fake.record(), w.channel).is_empty(),
        "nothing public"
    );

    // A move typed in the wrong channel: a private word, nothing in either channel.
    challenge_accepted_by_button(&w, "hex 7", 1).await;
    let before = public(&w.fake.record(), w.channel).len();
    w.fake.user_says(w.alice, w.other, "c3");
    wait_dm(&w, w.alice, "not in this channel").await;
    assert!(public(&w.fake.record(), w.other).is_empty());
    assert_eq!(public(&w.fake.record(), w.channel).len(), before);
    // Someone else's game number, and a game that does not exist.
    let i = slash(
        &w,
        w.carol,
        w.channel,
        "move",
        json!([{"name": "cell", "type": 3, "value": "c3"}, {"name": "game", "type": 4, "value": 1}]),
    );
    wait_private(&w, &i, "not playing in game #1").await;
    let i = slash(
        &w,
        w.alice,
        w.channel,
        "board",
        json!([{"name": "game", "type": 4, "value": 99}]),
    );
    wait_private(&w, &i, "no game #99").await;
    assert_eq!(public(&w.fake.record(), w.channel).len(), before);
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn server_settings_give_defaults_and_a_thread_per_game() {
    let w = world().await;
    // Bob may not; a language we lack is refused; Alice (the owner) may.
    let i = slash(
        &w,
        w.bob,
        w.channel,
        "settings",
        json!([{"name": "threads", "type": 5, "value": true}]),
    );
    wait_private(&w, &i, "Manage Server").await;
    let i = slash(
        &w,
        w.alice,
        w.channel,
        "settings",
        json!([{"name": "language", "type": 3, "value": "sv"}]),
    );
    wait_private(&w, &i, "I do not speak “sv”").await;
    let i = slash(
        &w,
        w.alice,
        w.channel,
        "settings",
        json!([
            {"name": "game", "type": 3, "value": "hex"},
            {"name": "size", "type": 4, "value": 7},
            {"name": "threads", "type": 5, "value": true},
            {"name": "tournament-channel", "type": 7, "value": w.other.to_string()},
        ]),
    );
    let saved = wait_private(&w, &i, "Saved.").await;
    assert!(saved.text().contains("hex 7"), "{saved:#?}");
    assert!(
        saved.text().contains(&format!("<#{}>", w.other)),
        "{saved:#?}"
    );
    // Carol is granted Manage Server: she may read them.
    w.fake.grant_permissions(w.guild, w.carol, MANAGE_GUILD);
    let i = slash(&w, w.carol, w.channel, "settings", json!([]));
    wait_private(&w, &i, "a thread per game: on").await;

    // An open challenge without options gets the server's defaults.
    w.fake.user_says(w.bob, w.channel, "hex open");
    let open = wait_post(&w, w.channel, "to anyone here").await;
    assert!(open.text().contains("hex 7×7"), "{open:#?}");
    let accept = button(&w, open.message_id, "Accept");
    w.fake.click_button(w.carol, open.message_id, &accept);
    let start = wait_post(&w, w.channel, "Game #1 begins").await;
    let thread = w
        .fake
        .wait_for("the game's thread", |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::ThreadCreated {
                    thread_id,
                    parent_id,
                    from_message,
                    name,
                    ..
                } if *parent_id == w.channel && *from_message == Some(start.message_id) => {
                    Some((*thread_id, name.clone()))
                }
                _ => None,
            })
        })
        .await;
    assert_eq!(thread.1, "Game #1");
    let thread = thread.0;
    // The bot learns the thread's id from Discord's answer, a moment after the fake
    // recorded the request: a user typing in it that fast would be just as early.
    tokio::time::sleep(Duration::from_millis(300)).await;
    // Moves typed in the thread count as the game's channel; announcements go there.
    let red = if start.text().contains("Bob (Red") {
        w.bob
    } else {
        w.carol
    };
    let blue = if red == w.bob { w.carol } else { w.bob };
    let first = typed(&w, thread, red, 1, 1, "d4").await;
    assert_board_in_embed(&first, "Game #1, move 1:");
    typed(&w, thread, blue, 1, 2, "c3").await;
    let r = w.fake.record();
    assert!(
        !public(&r, w.channel)
            .iter()
            .any(|p| p.text().contains("Game #1, move")),
        "moves announced in the thread only"
    );
    w.bot.shards.shutdown_all().await;
}

/// The choices the bot offered in answer to the autocomplete interaction `i`.
async fn choices(w: &World, i: Interaction) -> Value {
    w.fake.wait_response("autocomplete choices", &i, 8).await["choices"].clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn autocomplete_offers_the_users_own_games() {
    let w = world().await;
    challenge_accepted_by_button(&w, "hex 7", 1).await;
    let focused = |user| {
        w.fake.autocomplete(
            user,
            w.channel,
            "hex",
            json!([{"name": "board", "type": 1, "options": [{"name": "game", "type": 4, "value": "", "focused": true}]}]),
            "game",
        )
    };
    let bob = choices(&w, focused(w.bob)).await;
    assert_eq!(bob[0]["value"], 1, "{bob}");
    assert!(
        bob[0]["name"].as_str().unwrap().contains("against Alice"),
        "{bob}"
    );
    let carol = choices(&w, focused(w.carol)).await;
    assert!(carol.as_array().is_none_or(Vec::is_empty), "{carol}");
    w.bot.shards.shutdown_all().await;
}

/// A whole Dark Hex game: challenged by slash command, accepted by button, played by DM.
/// The channel gets no board, no cell and no button that could tell where a stone is, until
/// the end, when the revealed board comes with Rematch and Replay buttons.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dark_hex_game_by_slash_button_and_dm_keeps_the_channel_blind() {
    let w = world().await;
    slash(
        &w,
        w.alice,
        w.channel,
        "challenge",
        json!([
            {"name": "opponent", "type": 6, "value": w.bob.to_string()},
            {"name": "game", "type": 3, "value": "darkhex"},
            {"name": "size", "type": 4, "value": 7},
            {"name": "colour", "type": 3, "value": "red"},
        ]),
    );
    let post = wait_post(&w, w.channel, "challenges").await;
    let accept = button(&w, post.message_id, "Accept");
    w.fake.click_button(w.bob, post.message_id, &accept);
    let start = wait_post(&w, w.channel, "Game #1 begins").await;
    assert!(start.files.is_empty(), "no board in the channel");
    assert!(start.embed_images().is_empty(), "{start:#?}");
    assert!(start.text().contains("Game #1 begins"), "{start:#?}");
    let moves = [
        (w.alice, "a1"),
        (w.bob, "b1"),
        (w.alice, "a2"),
        (w.bob, "a1"),
        (w.bob, "b2"),
        (w.alice, "a3"),
        (w.bob, "c1"),
        (w.alice, "a4"),
        (w.bob, "c2"),
        (w.alice, "a5"),
        (w.bob, "c3"),
        (w.alice, "a6"),
        (w.bob, "c4"),
    ];
    for (ply, (user, mv)) in moves.iter().enumerate() {
        w.fake.user_dms(*user, mv);
        let told = wait_post(&w, w.channel, &format!("Game #1, move {}:", ply + 1)).await;
        assert!(w.fake.buttons(told.message_id).is_empty(), "{told:#?}");
        if ply == 3 {
            assert!(told.text().contains("a stone was hit"), "{told:#?}");
        }
    }
    let r = w.fake.record();
    let public = r.public_text_in(w.channel);
    let seen: Vec<String> = public
        .split(|c: char| !c.is_ascii_alphanumeric())
        .map(str::to_lowercase)
        .collect();
    for (_, cell) in moves {
        assert!(
            !seen.iter().any(|s| s == cell),
            "{cell} in the channel:\n{public}"
        );
    }
    // No board anywhere in the channel during play: no upload, no embed image.
    assert!(r
        .public_in(w.channel)
        .all(|p| p.files.is_empty() && p.embed_images().is_empty()));

    w.fake.user_dms(w.alice, "a7");
    let over = wait_post(&w, w.channel, "Game #1 is over").await;
    assert_board_in_embed(&over, "Game #1 is over");
    let labels: Vec<String> = w
        .fake
        .buttons(over.message_id)
        .into_iter()
        .map(|b| b.1)
        .collect();
    assert_eq!(labels, ["Rematch", "Replay"]);
    let dm = wait_dm(&w, w.bob, "Game #1 is over").await;
    assert_eq!(w.fake.buttons(dm.message_id).len(), 2);
    w.bot.shards.shutdown_all().await;
}

/// A challenge withdrawn or accepted by typing loses its buttons too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_challenge_answered_by_typing_has_its_buttons_disabled() {
    let w = world().await;
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> hex 7", w.bob),
    );
    let first = wait_post(&w, w.channel, "Challenge 1:").await;
    w.fake.user_says(w.alice, w.channel, "hex cancel");
    wait_post(&w, w.channel, "Challenge 1 was withdrawn by Alice").await;
    wait_disabled(&w, first.message_id).await;

    w.fake.user_says(w.carol, w.channel, "hex open hex 7");
    let open = wait_post(&w, w.channel, "Challenge 2:").await;
    w.fake.user_says(w.bob, w.channel, "hex accept 2");
    wait_post(&w, w.channel, "Game #1 begins").await;
    wait_disabled(&w, open.message_id).await;
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_hexdame_game_shows_its_board_inside_the_embed() {
    let w = world().await;
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> hexdame white", w.bob),
    );
    let post = wait_post(&w, w.channel, "challenges").await;
    assert_eq!(post.content, format!("<@{}>", w.bob), "{post:#?}");
    let accept = button(&w, post.message_id, "Accept");
    w.fake.click_button(w.bob, post.message_id, &accept);
    let start = wait_post(&w, w.channel, "Game #1 begins").await;
    assert_board_in_embed(&start, "Game #1 begins");
    let first = typed(&w, w.channel, w.alice, 1, 1, "d4-e5").await;
    assert_board_in_embed(&first, "Game #1, move 1:");
    // The uploaded picture is a real PNG of the board, not an empty file.
    assert!(first.files[0].bytes.len() > 100);
    w.bot.shards.shutdown_all().await;
}
