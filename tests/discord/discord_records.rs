//! `/hex profile` and `/hex leaderboard` through the local Discord, with Discord's 3-second
//! deadline for the first answer enforced: a profile answers privately (ephemeral), a
//! leaderboard is posted in the channel with display names, never ids.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::time::Duration;

use hextable::store::{PlayerGameRow, PlayerRow, RatingRow, RecordRows, ServerRatingRow};
use serde_json::json;
use support::discord::{slash, wait_post, wait_private, world};

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn profiles_answer_privately_and_leaderboards_are_posted() {
    let w = world().await;
    w.fake
        .enforce_interaction_deadline(Some(Duration::from_secs(3)));
    // Alice beat Bob in game 7; both are settled on Hex Club's Dark Hex board, played now.
    let now = hextable::runtime::system_now();
    let mut rows = RecordRows::default();
    for (user, name, rating, won) in [
        (w.alice, "Alice", 1640.0, true),
        (w.bob, "Bob", 1580.0, false),
    ] {
        let (user, other) = if won { (user, w.bob) } else { (user, w.alice) };
        rows.players.push(PlayerRow {
            platform: "discord".into(),
            user_id: user.to_string(),
            display_name: name.into(),
            seen_ms: now,
        });
        // A server's board lists its members with their current rating (issue #29 item
        // 14): the network-wide row, and the server's row that makes them members.
        rows.ratings.push(RatingRow {
            platform: "discord".into(),
            user_id: user.to_string(),
            kind: "darkhex-classic".into(),
            rating,
            deviation: 80.0,
            volatility: 0.06,
            games: 1,
            wins: i64::from(won),
            losses: i64::from(!won),
            draws: 0,
            last_ms: now,
        });
        rows.server_ratings.push(ServerRatingRow {
            platform: "discord".into(),
            server: w.guild.to_string(),
            kind: "darkhex-classic".into(),
            user_id: user.to_string(),
            rating,
            deviation: 80.0,
            last_ms: now,
        });
        rows.player_games.push(PlayerGameRow {
            platform: "discord".into(),
            user_id: user.to_string(),
            game_id: 7,
            kind: "darkhex-classic".into(),
            server: Some(w.guild.to_string()),
            ended_ms: now,
            result: if won { "win" } else { "loss" }.into(),
            reason: "resignation".into(),
            opponent_id: Some(other.to_string()),
            opponent_name: if won { "Bob" } else { "Alice" }.into(),
            rated_n: None,
            rating_before: None,
            rating_after: None,
            deviation_after: None,
        });
    }
    w.bot.service.store().seed_records(&rows).await.unwrap();

    let asked = slash(
        &w,
        w.carol,
        w.channel,
        "profile",
        json!([{"name": "player", "type": 6, "value": w.alice.to_string()}]),
    );
    let answer = wait_private(&w, &asked, "**Alice**").await;
    assert!(answer.is_ephemeral(), "{answer:#?}");
    assert!(
        answer.text().contains(
            "#7 · Dark Hex (classic) · won against Bob (resignation) · today · `hex replay 7`"
        ),
        "{answer:#?}"
    );
    // Nobody else saw it.
    assert!(!w
        .fake
        .record()
        .public_in(w.channel)
        .any(|p| p.text().contains("**Alice**")));

    let asked = slash(&w, w.carol, w.channel, "leaderboard", json!([]));
    let board = wait_post(&w, w.channel, "Leaderboard").await;
    let text = board.text();
    assert!(text.contains("1. Alice 1640\n2. Bob 1580"), "{text}");
    assert!(text.contains("You are not ranked"), "{text}");
    assert!(
        !text.contains(&w.alice.to_string()) && !text.contains(&w.bob.to_string()),
        "{text}"
    );
    // The deferred answer is filled in, within the deadline.
    wait_private(&w, &asked, "Done").await;
    assert!(w.fake.record().refusals.iter().all(|r| r.code != 10062));

    // An unknown user: a private error.
    let asked = slash(
        &w,
        w.bob,
        w.channel,
        "history",
        json!([{"name": "player", "type": 6, "value": w.carol.to_string()}]),
    );
    let answer = wait_private(&w, &asked, "I know no finished game").await;
    assert!(answer.is_ephemeral());
}
