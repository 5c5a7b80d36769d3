//! Interactions as Discord times and applies them (issue #17, findings 3 and 9): a first
//! response within 3 seconds even while the core is busy, and a stale button disabled without
//! removing the message's board picture. The local Discord enforces the deadline in every
//! [`World`].
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::{sync::Arc, time::Duration};

use serde_json::json;
use support::discord::{
    button, challenge_accepted_by_button, has_png, response_kinds, slash, typed, wait_disabled,
    wait_dm, wait_post, wait_private, world, World,
};

/// Locks the core for `hold` from another thread (as a long computer move or a slow store
/// would); returns once the lock is taken.
async fn busy_core(w: &World, hold: Duration) -> tokio::task::JoinHandle<()> {
    let service = Arc::clone(&w.bot.service);
    let (taken_tx, taken_rx) = tokio::sync::oneshot::channel();
    let handle = tokio::runtime::Handle::current();
    let task = tokio::task::spawn_blocking(move || {
        handle.block_on(service.with_core(|_| {
            let _ = taken_tx.send(());
            std::thread::sleep(hold);
        }));
    });
    taken_rx.await.unwrap();
    task
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn buttons_and_suggestions_are_answered_in_time_while_the_core_is_busy() {
    let w = world().await;
    challenge_accepted_by_button(&w, "hex 7", 1).await;
    let first = typed(&w, w.channel, w.alice, 1, 1, "c3").await;
    let swap = button(&w, first.message_id, "Swap");

    let busy = busy_core(&w, Duration::from_secs(4)).await;
    let click = w.fake.click_button(w.bob, first.message_id, &swap);
    let typing = w.fake.autocomplete(
        w.bob,
        w.channel,
        "hex",
        json!([{"name": "board", "type": 1, "options": [{"name": "game", "type": 4, "value": "", "focused": true}]}]),
        "game",
    );
    // Both first responses arrive while the core is still locked, and Discord takes them.
    w.fake
        .wait_response("the click acknowledged", &click, 6)
        .await;
    w.fake
        .wait_response("suggestions, empty while busy", &typing, 8)
        .await;
    assert!(!busy.is_finished(), "the core was busy all along");
    busy.await.unwrap();

    // Then the click does what it says.
    let swapped = wait_post(&w, w.channel, "Game #1, move 2:").await;
    assert!(swapped.text().contains("swapped"), "{swapped:#?}");
    let late: Vec<_> = w
        .fake
        .record()
        .refusals
        .into_iter()
        .filter(|r| r.code == 10062)
        .collect();
    assert!(late.is_empty(), "responses too late: {late:?}");
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_place_form_opens_in_time_while_the_core_is_busy() {
    let w = world().await;
    challenge_accepted_by_button(&w, "hex 7", 1).await;
    let first = typed(&w, w.channel, w.alice, 1, 1, "c3").await;
    let place = button(&w, first.message_id, "Place a stone");
    let busy = busy_core(&w, Duration::from_secs(4)).await;
    let click = w.fake.click_button(w.bob, first.message_id, &place);
    w.fake.wait_response("the Place form", &click, 9).await;
    busy.await.unwrap();
    let refused = w.fake.record().refusals;
    assert!(refused.iter().all(|r| r.code != 10062), "{refused:?}");
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_stale_button_on_a_channel_post_keeps_its_board() {
    let w = world().await;
    challenge_accepted_by_button(&w, "hex 7", 1).await;
    let first = typed(&w, w.channel, w.alice, 1, 1, "c3").await;
    // Bob swaps from his DM: the channel post's buttons are stale now.
    let prompt = wait_dm(&w, w.bob, "Game #1: Alice played c3").await;
    let swap_dm = button(&w, prompt.message_id, "Swap");
    w.fake.click_button(w.bob, prompt.message_id, &swap_dm);
    wait_post(&w, w.channel, "Game #1, move 2:").await;

    let swap = button(&w, first.message_id, "Swap");
    let late = w.fake.click_button(w.bob, first.message_id, &swap);
    wait_private(&w, &late, "expired").await;
    wait_disabled(&w, first.message_id).await;
    assert_eq!(response_kinds(&w.fake.record(), &late), vec![6]);
    // The embed still shows a picture the message still has.
    let kept = w.fake.message(first.message_id).unwrap();
    let files: Vec<&str> = kept["attachments"]
        .as_array()
        .unwrap()
        .iter()
        .filter_map(|a| a["filename"].as_str())
        .collect();
    assert_eq!(files.len(), 1, "{kept:#}");
    let image = kept["embeds"][0]["image"]["url"]
        .as_str()
        .unwrap_or_default();
    assert_eq!(image, format!("attachment://{}", files[0]), "{kept:#}");
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_finnish_servers_buttons_speak_finnish_and_still_work() {
    let w = world().await;
    let i = slash(
        &w,
        w.alice,
        w.channel,
        "settings",
        json!([{"name": "language", "type": 3, "value": "fi"}]),
    );
    wait_private(&w, &i, ".").await;
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> hex 7 red", w.bob),
    );
    let post = wait_post(&w, w.channel, "haastaa").await;
    let labels: Vec<String> = w
        .fake
        .buttons(post.message_id)
        .into_iter()
        .map(|b| b.1)
        .collect();
    assert_eq!(labels, ["Hyväksy", "Hylkää"]);
    let accept = button(&w, post.message_id, "Hyväksy");
    w.fake.click_button(w.bob, post.message_id, &accept);
    wait_post(&w, w.channel, "Peli #1 alkaa").await;
    wait_disabled(&w, post.message_id).await;
}

/// Registered globally (a public bot), `/hex` says where it works: `integration_types`
/// [guild install, user install] and `contexts` [guild, bot DM, private channel], values the
/// local Discord checks; it offers `/hex` in a DM only so. In the DM with the bot,
/// `/hex board`, `/hex move` and `/hex profile` work (issue #29, item 19).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hex_works_in_the_dm_with_the_bot() {
    let w = World::builder().global().build().await;
    let hex = w.fake.commands(None);
    assert_eq!(hex[0]["integration_types"], json!([0, 1]), "{:#}", hex[0]);
    assert_eq!(hex[0]["contexts"], json!([0, 1, 2]), "{:#}", hex[0]);
    challenge_accepted_by_button(&w, "darkhex 7", 1).await;
    let dm = w.fake.dm_channel_of(w.alice).unwrap();

    let board = slash(&w, w.alice, dm, "board", json!([]));
    let shown = wait_private(&w, &board, "Game #1 after 0 moves").await;
    assert!(has_png(&shown), "{shown:#?}");

    let bob_before = w.fake.record().dms_to(w.bob).count();
    slash(
        &w,
        w.alice,
        dm,
        "move",
        json!([{"name": "cell", "type": 3, "value": "d4"}]),
    );
    wait_dm(&w, w.alice, "you played d4").await;
    let told = w
        .fake
        .wait_for("Bob told", |r| r.dms_to(w.bob).nth(bob_before).cloned())
        .await;
    assert!(!told.text().contains("d4"), "{told:#?}");
    wait_post(&w, w.channel, "Game #1, move 1:").await;

    let profile = slash(&w, w.alice, dm, "profile", json!([]));
    wait_private(&w, &profile, "no finished games").await;
    w.bot.shards.shutdown_all().await;
}

/// Where the bot is no member (a group DM, through a user-installed app), it speaks only
/// through the interactions: the challenge, the start and each move come as public
/// follow-ups, the buttons on them work, and the bot never posts there itself (Discord would
/// refuse with 50001) (issue #29, item 19).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_user_installed_app_plays_in_a_group_dm_through_its_interactions() {
    let w = World::builder().global().build().await;
    let group = w.fake.add_group_dm(&[w.alice, w.bob]);
    let public = |needle: &'static str| {
        let fake = &w.fake;
        async move {
            fake.wait_for(&format!("{needle:?} in the group DM"), |r| {
                r.public_in(group)
                    .find(|p| p.text().contains(needle))
                    .cloned()
            })
            .await
        }
    };
    slash(
        &w,
        w.alice,
        group,
        "challenge",
        json!([
            {"name": "opponent", "type": 6, "value": w.bob.to_string()},
            {"name": "game", "type": 3, "value": "hex"},
            {"name": "size", "type": 4, "value": 7},
            {"name": "colour", "type": 3, "value": "red"},
        ]),
    );
    let challenge = public("challenges").await;
    let accept = button(&w, challenge.message_id, "Accept");
    w.fake.click_button(w.bob, challenge.message_id, &accept);
    public("Game #1 begins").await;

    let mv = slash(
        &w,
        w.alice,
        group,
        "move",
        json!([{"name": "cell", "type": 3, "value": "c3"}]),
    );
    let moved = public("Game #1, move 1:").await;
    assert!(has_png(&moved), "{moved:#?}");
    wait_private(&w, &mv, ".").await;
    wait_dm(&w, w.bob, "Game #1: Alice played c3").await;
    let r = w.fake.record();
    assert!(
        r.refusals.iter().all(|f| f.code != 50001),
        "{:?}",
        r.refusals
    );
    w.bot.shards.shutdown_all().await;
}
