//! The Discord adapter end to end: a real serenity client running `hextable`'s handler and
//! sink against the local Discord (tests/support/discord), on a temporary SQLite store.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use serde_json::json;
use support::discord::{has_png, slash, world, Post, Record, Sent, World};

fn dms(r: &Record, user: u64) -> Vec<Post> {
    r.dms_to(user).cloned().collect()
}

/// Waits until `user` has received more than `before` DMs; returns the newest.
async fn next_dm(w: &World, user: u64, before: usize) -> Post {
    w.fake
        .wait_for("a DM", |r| {
            let all = dms(r, user);
            (all.len() > before).then(|| all[all.len() - 1].clone())
        })
        .await
}

fn dm_count(w: &World, user: u64) -> usize {
    dms(&w.fake.record(), user).len()
}

/// Cell names (a1, c4) appearing as words in `text`.
fn words(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .map(str::to_lowercase)
        .collect()
}

/// Starts game #1 between Alice (Red) and Bob: challenge and accept typed in the channel.
async fn start_game(w: &World) {
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> darkhex 7 red", w.bob),
    );
    w.fake
        .wait_for("the challenge", |r| {
            r.public_in(w.channel)
                .any(|p| p.text().contains("challenge"))
                .then_some(())
        })
        .await;
    let (a, b) = (dm_count(w, w.alice), dm_count(w, w.bob));
    w.fake.user_says(w.bob, w.channel, "hex accept");
    let da = next_dm(w, w.alice, a).await;
    assert!(has_png(&da), "{da:#?}");
    let db = next_dm(w, w.bob, b).await;
    assert!(has_png(&db), "{db:#?}");
}

/// `user` DMs `mv` to the bot; waits until both players have been told (the mover's board,
/// the opponent's turn or hit notice) and returns the mover's new DMs, joined.
async fn play(w: &World, user: u64, mv: &str) -> Post {
    let other = if user == w.alice { w.bob } else { w.alice };
    let (mine, theirs) = (dm_count(w, user), dm_count(w, other));
    w.fake.user_dms(user, mv);
    next_dm(w, other, theirs).await;
    next_dm(w, user, mine).await;
    let all = dms(&w.fake.record(), user);
    let mut post = all[mine].clone();
    for p in &all[mine + 1..] {
        post.content.push('\n');
        post.content.push_str(&p.content);
        post.files.extend(p.files.iter().cloned());
    }
    post
}

const RED_LINE: [&str; 7] = ["a1", "a2", "a3", "a4", "a5", "a6", "a7"];
const BLUE: [&str; 6] = ["b1", "b2", "c1", "c2", "c3", "c4"];

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_dark_hex_game_by_typed_moves_keeps_the_channel_blind() {
    let w = world().await;
    start_game(&w).await;

    play(&w, w.alice, "a1").await;
    play(&w, w.bob, "b1").await;
    play(&w, w.alice, "a2").await;
    // Bob finds Alice's hidden a1: a hit, he moves again.
    let hit = play(&w, w.bob, "a1").await;
    assert!(hit.text().to_lowercase().contains("a1"), "{hit:#?}");
    w.fake
        .wait_for("the anonymous hit announcement", |r| {
            r.public_in(w.channel)
                .find(|p| p.text().contains("hit"))
                .cloned()
        })
        .await;
    play(&w, w.bob, "b2").await;
    for (red, blue) in RED_LINE[2..6].iter().zip(&BLUE[2..]) {
        play(&w, w.alice, red).await;
        play(&w, w.bob, blue).await;
    }
    // Before the last move: nothing hidden has reached the channel.
    let public = w.fake.record().public_text_in(w.channel);
    let seen = words(&public);
    for cell in RED_LINE.iter().chain(&BLUE) {
        assert!(
            !seen.iter().any(|w| w == cell),
            "hidden cell {cell} in the channel:\n{public}"
        );
    }
    assert!(
        w.fake
            .record()
            .public_in(w.channel)
            .all(|p| p.files.is_empty() && p.embed_images().is_empty()),
        "no board image in the channel while Dark Hex is played"
    );

    let before = w.fake.record().public_in(w.channel).count();
    w.fake.user_dms(w.alice, "a7");
    let end = w
        .fake
        .wait_for("the revealed board in the channel", |r| {
            r.public_in(w.channel)
                .skip(before)
                .find(|p| has_png(p))
                .cloned()
        })
        .await;
    assert!(!end.is_ephemeral());
    // The revealed board is shown inside the announcement's embed.
    assert_eq!(
        end.embed_images(),
        [format!("attachment://{}", end.files[0].filename)],
        "{end:#?}"
    );

    // Every DM with a board carries a PNG, and every move was answered with one.
    let r = w.fake.record();
    for user in [w.alice, w.bob] {
        let all = dms(&r, user);
        let boards = all.iter().filter(|p| has_png(p)).count();
        assert!(boards >= 7, "only {boards} boards for {user}: {all:#?}");
        for p in &all {
            assert!(p.files.iter().all(|f| f.is_png()), "{p:#?}");
        }
    }
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn closed_dms_get_a_channel_notice_and_an_ephemeral_board_never_a_public_one() {
    let w = world().await;
    w.fake.close_dms(w.bob);
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> darkhex 7 red", w.bob),
    );
    w.fake
        .wait_for("the challenge", |r| {
            r.public_in(w.channel)
                .any(|p| p.text().contains("challenge"))
                .then_some(())
        })
        .await;
    w.fake.user_says(w.bob, w.channel, "hex accept");
    let notice = w
        .fake
        .wait_for("a notice asking Bob to open his DMs", |r| {
            r.public_in(w.channel)
                .find(|p| {
                    p.text().contains(&format!("<@{}>", w.bob))
                        && p.text().contains("direct messages")
                })
                .cloned()
        })
        .await;
    assert!(notice.files.is_empty());
    assert!(w.fake.record().refusals.iter().any(|r| r.code == 50007));

    // Through a slash command the board comes back ephemeral, with the image.
    let i = slash(&w, w.bob, w.channel, "board", json!([]));
    let answer = w
        .fake
        .wait_for("an ephemeral board", |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::InteractionEdit {
                    interaction_id,
                    post,
                }
                | Sent::Followup {
                    interaction_id,
                    post,
                } if *interaction_id == i.id && has_png(post) => Some(post.clone()),
                _ => None,
            })
        })
        .await;
    assert!(answer.is_ephemeral(), "{answer:#?}");

    // The notice says what works without DMs, and comes once: Alice's moves, whose news
    // cannot reach Bob, bring no second one; Bob plays with `/hex move`, answered with his
    // view (issue #29, item 2).
    assert!(notice.text().contains("/hex move"), "{notice:#?}");
    assert!(notice.text().contains("/hex board"), "{notice:#?}");
    let closed = |r: &Record| r.refusals.iter().filter(|f| f.code == 50007).count();
    let refused = closed(&w.fake.record());
    w.fake.user_dms(w.alice, "a1");
    w.fake.wait_post(w.channel, "Game #1, move 1:").await;
    w.fake
        .wait_for("Bob's news refused", |r| {
            (closed(r) > refused).then_some(())
        })
        .await;
    let mv = slash(
        &w,
        w.bob,
        w.channel,
        "move",
        json!([{"name": "cell", "type": 3, "value": "g7"}]),
    );
    let played = w.fake.wait_private(&mv, "you played g7").await;
    assert!(has_png(&played), "{played:#?}");
    w.fake.wait_post(w.channel, "Game #1, move 2:").await;
    let refused = closed(&w.fake.record());
    w.fake.user_dms(w.alice, "b1");
    w.fake.wait_post(w.channel, "Game #1, move 3:").await;
    w.fake
        .wait_for("Bob's news refused", |r| {
            (closed(r) > refused).then_some(())
        })
        .await;
    tokio::time::sleep(std::time::Duration::from_millis(500)).await;
    let r = w.fake.record();
    let notices = r
        .public_in(w.channel)
        .filter(|p| p.text().contains("direct messages"))
        .count();
    assert_eq!(notices, 1, "{:#?}", public_texts(&r, w.channel));
    assert!(
        r.public_in(w.channel)
            .all(|p| p.files.is_empty() && p.embed_images().is_empty()),
        "an image reached the channel"
    );
    w.bot.shards.shutdown_all().await;
}

fn public_texts(r: &Record, channel: u64) -> Vec<String> {
    r.public_in(channel).map(Post::text).collect()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn rate_limits_and_a_dropped_gateway_lose_and_double_nothing() {
    let w = world().await;
    start_game(&w).await;
    // The next DMs to Alice and Bob are rate limited first.
    let dm_a = w.fake.dm_channel_of(w.alice).unwrap();
    let dm_b = w.fake.dm_channel_of(w.bob).unwrap();
    w.fake
        .rate_limit("POST", &format!("/channels/{dm_a}/messages"), 2, 0.3);
    w.fake
        .rate_limit("POST", &format!("/channels/{dm_b}/messages"), 1, 0.3);
    play(&w, w.alice, "a1").await;
    play(&w, w.bob, "b1").await;

    // The gateway drops; a move made while it is down is delivered after the resume.
    w.fake.drop_gateway();
    play(&w, w.alice, "a2").await;
    play(&w, w.bob, "c1").await;
    let at = w
        .fake
        .wait_for("a resume", |r| {
            r.gateway.iter().find_map(|g| match g {
                support::discord::GatewayEvent::Resume { path, .. } => Some(path.clone()),
                _ => None,
            })
        })
        .await;
    assert_eq!(at, "/resume", "resumed at READY's resume_gateway_url");
    play(&w, w.alice, "a3").await;

    let r = w.fake.record();
    assert!(
        r.refusals.iter().any(|x| x.status == 429),
        "no 429 was served"
    );
    for user in [w.alice, w.bob] {
        let all = dms(&r, user);
        for pair in all.windows(2) {
            assert_ne!(
                (pair[0].content.as_str(), pair[0].files.len()),
                (pair[1].content.as_str(), pair[1].files.len()),
                "a DM was delivered twice: {all:#?}"
            );
        }
    }
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_input_gets_a_private_error() {
    let w = world().await;
    start_game(&w).await;
    // A move typed in another channel: answered privately, nothing public there.
    let before = dm_count(&w, w.alice);
    w.fake.user_says(w.alice, w.other, "hex move b5");
    let error = next_dm(&w, w.alice, before).await;
    assert!(!error.content.is_empty());
    assert_eq!(w.fake.record().public_text_in(w.other), "");
    assert!(
        !words(&w.fake.record().public_text_in(w.channel)).contains(&"b5".to_owned()),
        "the move leaked to the game channel"
    );

    // A slash command with a bad cell: an ephemeral error.
    let i = slash(
        &w,
        w.bob,
        w.channel,
        "move",
        json!([{"name": "cell", "type": 3, "value": "zz99"}]),
    );
    let answer = w
        .fake
        .wait_for("an ephemeral error", |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::InteractionEdit {
                    interaction_id,
                    post,
                }
                | Sent::Followup {
                    interaction_id,
                    post,
                } if *interaction_id == i.id => Some(post.clone()),
                _ => None,
            })
        })
        .await;
    assert!(answer.is_ephemeral(), "{answer:#?}");
    assert!(!answer.content.is_empty());
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slash_commands_challenge_accept_and_move() {
    let w = world().await;
    let hex = w
        .fake
        .record()
        .sent
        .iter()
        .find_map(|s| match s {
            Sent::Commands { commands, .. } => commands.first().cloned(),
            _ => None,
        })
        .unwrap();
    assert_eq!(hex["name"], "hex");
    let subs: Vec<&str> = hex["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["name"].as_str().unwrap())
        .collect();
    for name in [
        "challenge",
        "open",
        "accept",
        "decline",
        "cancel",
        "play-bot",
        "move",
        "resign",
        "board",
        "games",
        "replay",
        "export",
        "takeback",
        "rematch",
        "rules",
        "help",
    ] {
        assert!(subs.contains(&name), "/hex {name} missing: {subs:?}");
    }

    let challenge = slash(
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
    w.fake
        .wait_for("the challenge in the channel", |r| {
            r.public_in(w.channel)
                .any(|p| p.text().contains("challenge"))
                .then_some(())
        })
        .await;
    w.fake
        .wait_for("the interaction answered", |r| {
            r.sent
                .iter()
                .any(|s| {
                    matches!(s,
                Sent::InteractionEdit { interaction_id, .. } if *interaction_id == challenge.id)
                })
                .then_some(())
        })
        .await;
    let (a, b) = (dm_count(&w, w.alice), dm_count(&w, w.bob));
    slash(&w, w.bob, w.channel, "accept", json!([]));
    assert!(has_png(&next_dm(&w, w.alice, a).await));
    assert!(has_png(&next_dm(&w, w.bob, b).await));

    // A Dark Hex move by slash command in the channel is played: nobody else sees the
    // command, and its answer is the mover's own view, picture included (issue #29, item 1).
    let b = dm_count(&w, w.bob);
    let mv = slash(
        &w,
        w.alice,
        w.channel,
        "move",
        json!([{"name": "cell", "type": 3, "value": "d4"}]),
    );
    let answer = w.fake.wait_private(&mv, "you played d4").await;
    assert!(has_png(&answer), "{answer:#?}");
    let told = next_dm(&w, w.bob, b).await;
    assert!(
        !words(&told.content).contains(&"d4".to_owned()),
        "{told:#?}"
    );
    let r = w.fake.record();
    assert!(
        !words(&r.public_text_in(w.channel)).contains(&"d4".to_owned()),
        "the slash move leaked to the channel"
    );
    // Nothing is deleted: an interaction's id is no message (a DELETE of it would be 404 /
    // 10008 in the local Discord, as in Discord).
    assert!(
        !r.sent.iter().any(|s| matches!(s, Sent::Delete { .. })),
        "{:#?}",
        r.sent
    );
    assert!(
        r.refusals.iter().all(|f| f.code != 10008),
        "{:?}",
        r.refusals
    );
    // Alice hears of her move once, in the answer: not by DM as well.
    assert!(r.dms_to(w.alice).all(|p| !p.text().contains("d4")));
    w.bot.shards.shutdown_all().await;
}

/// Ends the bot's gateway session for good (the Resume is answered with op 9) and runs
/// `typed` while it is away (new connections held, so surely before it identifies again);
/// returns once it has identified again.
async fn in_a_lost_session(w: &World, typed: impl FnOnce()) {
    let identified = w.fake.record().identifies();
    w.fake.hold_connections(true);
    w.fake.invalidate_session();
    assert!(!w.fake.gateway_connected());
    typed();
    w.fake.hold_connections(false);
    w.fake
        .wait_for("Invalid Session, then a new Identify", |r| {
            (r.gateway
                .contains(&support::discord::GatewayEvent::InvalidSession)
                && r.identifies() > identified)
                .then_some(())
        })
        .await;
}

/// Issue #29, item 5: a move DMed while the gateway session was invalid (no event will ever
/// bring it) is read back after the bot identifies again, and answered once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_dmed_while_the_session_was_lost_is_answered_after_it_identifies_again() {
    let w = world().await;
    start_game(&w).await;
    play(&w, w.alice, "a1").await;
    let (mine, theirs) = (dm_count(&w, w.bob), dm_count(&w, w.alice));
    in_a_lost_session(&w, || {
        w.fake.user_dms(w.bob, "b1");
    })
    .await;
    next_dm(&w, w.alice, theirs).await;
    let answer = next_dm(&w, w.bob, mine).await;
    assert!(answer.text().contains("b1"), "{answer:#?}");
    // The next move goes as usual, and nothing was answered twice.
    play(&w, w.alice, "a2").await;
    let r = w.fake.record();
    let told = r
        .dms_to(w.bob)
        .filter(|p| p.text().contains("you played b1"))
        .count();
    assert_eq!(told, 1, "{:#?}", dms(&r, w.bob));
    let dm = w.fake.dm_channel_of(w.bob).unwrap();
    assert!(
        r.requests
            .iter()
            .any(|q| q.method == "GET" && q.path == format!("/channels/{dm}/messages")),
        "the DM was read back"
    );
    assert!(r.refusals.is_empty(), "{:?}", r.refusals);
    // A new session starts at the URL of GET /gateway, not at the old session's resume URL.
    let at: Vec<&str> = r
        .gateway
        .iter()
        .filter_map(|g| match g {
            support::discord::GatewayEvent::Identify { path, .. } => Some(path.as_str()),
            _ => None,
        })
        .collect();
    assert_eq!(at, ["/", "/"]);
    w.bot.shards.shutdown_all().await;
}

/// Issue #29, item 5, in a game's channel: a Hex move typed there while the session was lost.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_move_typed_in_the_channel_while_the_session_was_lost_is_played() {
    let w = world().await;
    support::discord::challenge_accepted_by_button(&w, "hex 7 swap=off", 1).await;
    support::discord::typed(&w, w.channel, w.alice, 1, 1, "c3").await;
    in_a_lost_session(&w, || {
        w.fake.user_says(w.bob, w.channel, "e5");
    })
    .await;
    let second = support::discord::wait_post(&w, w.channel, "Game #1, move 2:").await;
    assert!(second.text().contains("e5"), "{second:#?}");
    support::discord::typed(&w, w.channel, w.alice, 1, 3, "d4").await;
    let r = w.fake.record();
    let posts = support::discord::public(&r, w.channel);
    let seconds = posts
        .iter()
        .filter(|p| p.text().contains("move 2:"))
        .count();
    assert_eq!(seconds, 1, "{posts:#?}");
    w.bot.shards.shutdown_all().await;
}
