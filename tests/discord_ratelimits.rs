//! Rate limits as Discord applies them, and what the bot keeps to stay under them: a DM
//! channel opened once per user, a 429 waited out for its `retry_after` by the channel it hit
//! (in the proxy mode too, where serenity's own limiter is off and the bot's relay reads it),
//! a global 429 holding everything, an edit that met a 429 tried again.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

mod support;

use std::{sync::Arc, time::Duration};

use support::discord::{
    button, challenge_accepted_by_button, public, start_bot, stop_bot, typed, wait_disabled,
    wait_dm, wait_post, world, Bot, Sent, World,
};

/// `POST /users/@me/channels` is one bucket for the whole bot, which Discord warns about: the
/// bot opens each user's DM channel once and keeps it, across a restart too.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_users_dm_channel_is_opened_once() {
    let mut w = world().await;
    challenge_accepted_by_button(&w, "hex 7 swap=off", 1).await;
    typed(&w, w.channel, w.alice, 1, 1, "c3").await;
    wait_dm(&w, w.bob, "Game #1: Alice played c3").await;
    typed(&w, w.channel, w.bob, 1, 2, "e5").await;
    wait_dm(&w, w.alice, "Game #1: Bob played e5").await;
    // Kept through a restart: the store has them.
    let placeholder = Bot {
        shards: w.bot.shards.clone(),
        service: Arc::clone(&w.bot.service),
        task: tokio::spawn(async {}),
    };
    let bot = std::mem::replace(&mut w.bot, placeholder);
    stop_bot(bot).await;
    w.bot = start_bot(&w.fake, &w.url, w.guild).await;
    typed(&w, w.channel, w.alice, 1, 3, "d4").await;
    wait_dm(&w, w.bob, "Game #1: Alice played d4").await;
    let r = w.fake.record();
    for user in [w.alice, w.bob] {
        let opened = r
            .sent
            .iter()
            .filter(|s| matches!(s, Sent::DmOpened { recipient, .. } if *recipient == user))
            .count();
        assert_eq!(opened, 1, "one DM channel opened for {user}");
    }
    w.bot.shards.shutdown_all().await;
}

/// The 429s of one route in the proxy mode, as the record shows them: when each came.
fn attempts(w: &World, method: &str, path: &str) -> Vec<(u16, std::time::Instant)> {
    w.fake
        .record()
        .requests
        .iter()
        .filter(|l| l.method == method && l.path == path)
        .map(|l| (l.status, l.at))
        .collect()
}

/// Behind a proxy a 429 (Discord's body: no `code`) is waited out exactly as long as its
/// `retry_after` says, never sooner, by the request it hit alone: the channel's announcement
/// of the same move is not held up, and the DM arrives once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_in_the_proxy_mode_waits_its_retry_after_alone() {
    let w = World::builder().proxy().build().await;
    challenge_accepted_by_button(&w, "hex 7 swap=off", 1).await;
    // The game's first DMs are out before the limit is set.
    wait_dm(&w, w.bob, "Game #1: you play").await;
    // Bob's next DM meets two 429s (opening his DM channel, if the bot has not yet).
    let path = match w.fake.dm_channel_of(w.bob) {
        Some(dm) => format!("/channels/{dm}/messages"),
        None => "/users/@me/channels".to_owned(),
    };
    let retry_after = Duration::from_millis(1500);
    w.fake
        .rate_limit("POST", &path, 2, retry_after.as_secs_f64());
    let before = attempts(&w, "POST", &path).len();
    let typed_at = std::time::Instant::now();
    let first = typed(&w, w.channel, w.alice, 1, 1, "c3").await;
    assert!(!first.text().is_empty());
    assert!(
        typed_at.elapsed() < retry_after,
        "the channel waited for Bob's DM"
    );
    wait_dm(&w, w.bob, "Game #1: Alice played c3").await;
    // The request log is written just after the message is recorded; a DM of the game's
    // start may still have gone out before the first 429.
    let tries = w
        .fake
        .wait_for("the third try logged", |r| {
            let tries: Vec<_> = r
                .requests
                .iter()
                .filter(|l| l.method == "POST" && l.path == path)
                .skip(before)
                .map(|l| (l.status, l.at))
                .skip_while(|t| t.0 != 429)
                .collect();
            (tries.len() >= 3).then_some(tries)
        })
        .await;
    let statuses: Vec<u16> = tries.iter().map(|t| t.0).collect();
    assert!(statuses.starts_with(&[429, 429, 200]), "{tries:?}");
    for pair in tries[..3].windows(2) {
        let waited = pair[1].1 - pair[0].1;
        assert!(
            waited >= retry_after,
            "tried again after {waited:?}: {tries:?}"
        );
        assert!(waited < retry_after * 3, "waited {waited:?}: {tries:?}");
    }
    let r = w.fake.record();
    let dms = r
        .sent
        .iter()
        .filter_map(Sent::post)
        .filter(|p| p.text().contains("Game #1: Alice played c3"))
        .count();
    assert_eq!(dms, 1, "delivered once");
    w.bot.shards.shutdown_all().await;
}

/// Behind a proxy a global 429 holds every request of the bot for its `retry_after`, then
/// everything held goes out, once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_global_429_in_the_proxy_mode_holds_every_request_for_its_retry_after() {
    let w = World::builder().proxy().build().await;
    challenge_accepted_by_button(&w, "hex 7 swap=off", 1).await;
    let retry_after = Duration::from_millis(1200);
    let before = w.fake.record().requests.len();
    w.fake.rate_limit_global(1, retry_after.as_secs_f64());
    typed(&w, w.channel, w.alice, 1, 1, "c3").await;
    wait_dm(&w, w.bob, "Game #1: Alice played c3").await;
    let r = w.fake.record();
    let after: Vec<_> = r.requests[before..]
        .iter()
        .filter(|l| !l.path.starts_with("/interactions"))
        .map(|l| (l.status, l.at, l.path.clone()))
        .collect();
    let limited = after
        .iter()
        .find(|t| t.0 == 429)
        .unwrap_or_else(|| panic!("no global 429: {after:?}"))
        .1;
    // Requests already under way when the 429 came may land just after it; none later.
    let early: Vec<_> = after
        .iter()
        .filter(|t| t.1 > limited + Duration::from_millis(100) && t.1 < limited + retry_after)
        .collect();
    assert!(early.is_empty(), "sent during the global wait: {early:?}");
    let posts = r
        .sent
        .iter()
        .filter_map(Sent::post)
        .filter(|p| p.text().contains("Game #1, move 1:"))
        .count();
    assert_eq!(posts, 1, "{after:?}");
    w.bot.shards.shutdown_all().await;
}

/// A challenge withdrawn: disabling its post's buttons meets a 429 (proxy mode), and is tried
/// again until the Accept button is dead.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429_on_disabling_a_challenges_buttons_is_retried() {
    // The operator's counter of Discord's 429s (`/metrics`) sees this one too. The recorder is
    // the process's: other tests' 429s may count as well, so the count grows by at least one.
    let metrics = hextable::admin::metrics::install().unwrap();
    let limited = || {
        metrics
            .render()
            .lines()
            .find_map(|l| l.strip_prefix("hextable_discord_http_errors_total{status=\"429\"} "))
            .map_or(0.0, |n| n.trim().parse::<f64>().unwrap())
    };
    let before = limited();
    let w = World::builder().proxy().build().await;
    w.fake.user_says(
        w.alice,
        w.channel,
        &format!("hex challenge <@{}> hex 7 red", w.bob),
    );
    let post = wait_post(&w, w.channel, "challenges").await;
    button(&w, post.message_id, "Accept");
    let path = format!("/channels/{}/messages/{}", w.channel, post.message_id);
    w.fake.rate_limit("PATCH", &path, 1, 0.5);
    w.fake.user_says(w.alice, w.channel, "hex cancel");
    wait_disabled(&w, post.message_id).await;
    let tries = attempts(&w, "PATCH", &path);
    assert_eq!(tries.first().map(|t| t.0), Some(429), "{tries:?}");
    assert_eq!(tries.last().map(|t| t.0), Some(200), "{tries:?}");
    assert!(limited() > before, "the 429 was not counted");
    w.bot.shards.shutdown_all().await;
}

/// Two games in two channels, behind a proxy: #games drowns in 429s on its posts, #chat's game
/// goes on at its pace; in the end every post of both is there once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_drowning_in_429s_does_not_hold_up_another_game() {
    let w = World::builder().proxy().build().await;
    challenge_accepted_by_button(&w, "hex 7 swap=off", 1).await;
    w.fake.user_says(
        w.carol,
        w.other,
        &format!("hex challenge <@{}> hex 7 red swap=off", w.alice),
    );
    let challenge = wait_post(&w, w.other, "challenges").await;
    let accept = button(&w, challenge.message_id, "Accept");
    w.fake.click_button(w.alice, challenge.message_id, &accept);
    wait_post(&w, w.other, "Game #2 begins").await;

    // #games refuses the next three posts with 429s; its move waits 0.25 s each time.
    let games_posts = format!("/channels/{}/messages", w.channel);
    w.fake.rate_limit("POST", &games_posts, 3, 0.25);
    w.fake.user_says(w.alice, w.channel, "c3");
    // Meanwhile game 2 in #chat: each move announced within a second of being typed.
    for (ply, (user, mv)) in [(w.carol, "a1"), (w.alice, "b2"), (w.carol, "c3")]
        .into_iter()
        .enumerate()
    {
        let typed_at = std::time::Instant::now();
        typed(&w, w.other, user, 2, ply + 1, mv).await;
        assert!(
            typed_at.elapsed() < Duration::from_secs(1),
            "move {mv} of game 2 was held up"
        );
    }
    // #games gets its move in the end, once.
    wait_post(&w, w.channel, "Game #1, move 1:").await;
    let r = w.fake.record();
    let count = |channel: u64, needle: &str| {
        support::discord::public(&r, channel)
            .iter()
            .filter(|p| p.text().contains(needle))
            .count()
    };
    assert_eq!(count(w.channel, "Game #1, move 1:"), 1);
    for ply in 1..=3 {
        assert_eq!(count(w.other, &format!("Game #2, move {ply}:")), 1);
    }
    w.bot.shards.shutdown_all().await;
}

/// The local Discord's buckets run down and reset (limit, remaining, reset-after): serenity's
/// own limiter reads them and waits, so a burst of eight posts in one channel with five per
/// second meets no 429 and lands once each; without the limiter (the proxy mode) the sixth
/// post in the window is refused 429 with `retry_after`, which the bot's relay waits out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_burst_in_one_channel_waits_for_its_bucket_instead_of_meeting_429s() {
    use hextable::adapters::discord::connect::{build_http, ApiTarget};
    use serenity::all::{ChannelId, CreateMessage};

    let w = world().await;
    w.fake.set_route_limits(5, Duration::from_millis(1000), 50);
    let http = build_http(w.fake.token(), &w.fake.api_target()).unwrap();
    let games = ChannelId::new(w.channel);
    let start = std::time::Instant::now();
    for n in 0..8 {
        let post = CreateMessage::new().content(format!("burst {n}"));
        games.send_message(&http, post).await.unwrap();
    }
    assert!(
        start.elapsed() >= Duration::from_millis(500),
        "it waited for the reset"
    );
    let r = w.fake.record();
    assert!(
        !r.refusals.iter().any(|f| f.status == 429),
        "{:?}",
        r.refusals
    );
    for n in 0..8 {
        let text = format!("burst {n}");
        let sent = public(&r, w.channel)
            .iter()
            .filter(|p| p.content == text)
            .count();
        assert_eq!(sent, 1, "{text}");
    }

    let proxied = build_http(w.fake.token(), &ApiTarget::Proxy(w.fake.proxy_base())).unwrap();
    let chat = ChannelId::new(w.other);
    let mut answers = Vec::new();
    for n in 0..6 {
        let post = CreateMessage::new().content(format!("unlimited {n}"));
        answers.push(chat.send_message(&proxied, post).await.is_ok());
    }
    // The sixth meets a 429, which the relay waits out: it lands too, once.
    assert_eq!(answers, [true; 6]);
    let tries = attempts(&w, "POST", &format!("/channels/{}/messages", w.other));
    let statuses: Vec<u16> = tries.iter().map(|t| t.0).collect();
    assert_eq!(statuses, [200, 200, 200, 200, 200, 429, 200], "{tries:?}");
    w.bot.shards.shutdown_all().await;
}

/// With serenity's own limiter (the default mode): #games runs out of its bucket (two posts
/// in four seconds), and serenity waits for the reset inside the call; meanwhile the game in
/// #chat, between two other players, goes on at its pace (the slow post goes on in the
/// background), #games' held posts follow as soon as the slow one is done (not at the clock's
/// next round), and in the end every post of #games is there once, in order.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_waiting_for_its_bucket_does_not_hold_up_another_game() {
    // A clock as slow as production's: the posts held behind the slow one go as soon as it
    // is settled, not at the clock's next round.
    let w = World::builder().tick(Duration::from_secs(20)).build().await;
    let dave = w.fake.add_user("Dave");
    w.fake.add_member(w.guild, dave);
    challenge_accepted_by_button(&w, "hex 7 swap=off", 1).await;
    w.fake.user_says(
        w.carol,
        w.other,
        &format!("hex challenge <@{dave}> hex 7 red swap=off"),
    );
    let challenge = wait_post(&w, w.other, "challenges").await;
    let accept = button(&w, challenge.message_id, "Accept");
    w.fake.click_button(dave, challenge.message_id, &accept);
    wait_post(&w, w.other, "Game #2 begins").await;
    wait_dm(&w, w.carol, "Game #2: you play").await;
    wait_dm(&w, w.bob, "Game #1: you play").await;

    let window = Duration::from_secs(4);
    w.fake.set_route_limits(2, window, 50);
    // Every bucket starts afresh.
    tokio::time::sleep(window).await;
    // #games: two moves fill its bucket; the third and fourth wait for the reset.
    typed(&w, w.channel, w.alice, 1, 1, "c3").await;
    typed(&w, w.channel, w.bob, 1, 2, "e5").await;
    w.fake.user_says(w.alice, w.channel, "d4");
    tokio::time::sleep(Duration::from_millis(300)).await;
    w.fake.user_says(w.bob, w.channel, "b6");
    tokio::time::sleep(Duration::from_millis(300)).await;
    // Meanwhile game 2 in #chat: each move announced soon after it is typed.
    for (ply, (user, mv)) in [(w.carol, "a1"), (dave, "b2")].into_iter().enumerate() {
        let typed_at = std::time::Instant::now();
        typed(&w, w.other, user, 2, ply + 1, mv).await;
        assert!(
            typed_at.elapsed() < Duration::from_millis(2500),
            "move {mv} of game 2 waited {:?} behind #games",
            typed_at.elapsed()
        );
    }
    let waiting = std::time::Instant::now();
    for ply in 3..=4 {
        wait_post(&w, w.channel, &format!("Game #1, move {ply}:")).await;
    }
    assert!(
        waiting.elapsed() < window + Duration::from_secs(2),
        "#games' held posts waited {:?}",
        waiting.elapsed()
    );
    let r = w.fake.record();
    assert!(
        !r.refusals.iter().any(|f| f.status == 429),
        "serenity's limiter waited instead: {:?}",
        r.refusals
    );
    let moves: Vec<String> = public(&r, w.channel)
        .iter()
        .map(|p| p.text())
        .filter(|t| t.contains("Game #1, move "))
        .collect();
    let order: Vec<usize> = (1..=4)
        .map(|ply| {
            let needle = format!("Game #1, move {ply}:");
            assert_eq!(
                moves.iter().filter(|t| t.contains(&needle)).count(),
                1,
                "{moves:#?}"
            );
            moves.iter().position(|t| t.contains(&needle)).unwrap()
        })
        .collect();
    assert!(order.windows(2).all(|p| p[0] < p[1]), "{moves:#?}");
    w.bot.shards.shutdown_all().await;
}
