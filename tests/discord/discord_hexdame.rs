//! Hexdame through Discord, end to end: the real serenity client running `hextable`'s handler
//! against the local Discord (tests/support/discord), on a temporary SQLite store. Moves are
//! chosen by the rules' own move generation and typed in the channel the way people write
//! them.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use std::time::Duration;

use hextable::rules::hexdame::{Color, Game};
use serde_json::{json, Value};
use support::discord::{
    button, has_png, public, slash as slash_in, wait_disabled, wait_dm, wait_post as wait_post_in,
    wait_private, world, Interaction, Post, Sent, World,
};

/// Waits for a new message (not an edit) by the bot in `channel` whose text contains
/// `needle`.
async fn wait_post(w: &World, needle: &str) -> Post {
    wait_post_in(w, w.channel, needle).await
}

/// `user` runs `/hex <sub>` with `options` in the channel.
fn slash(w: &World, user: u64, sub: &str, options: Value) -> Interaction {
    slash_in(w, user, w.channel, sub, options)
}

/// The move an announcement names: `… played f4xh6xf6, capturing 1. …` → `f4xh6xf6`.
fn played(post: &Post) -> String {
    let text = post.text();
    let rest = text
        .split(" played ")
        .nth(1)
        .unwrap_or_else(|| panic!("no move in {post:#?}"));
    rest.split(['.', ',', ' ']).next().unwrap().to_owned()
}

/// The next move of `game`, as the rules generate it (varied by `ply`, deterministic).
fn pick(game: &Game, ply: usize) -> String {
    let moves = game.position().legal_moves();
    assert!(!moves.is_empty(), "a move to play");
    moves[(ply * 7) % moves.len()].to_string()
}

/// Types `mv` in the channel as `user` for move `ply` of game `id`; checks that the board
/// goes to the channel and plays the move on `game` too.
async fn typed(w: &World, game: &mut Game, id: u64, ply: usize, user: u64, mv: &str) -> Post {
    typed_in(w, w.channel, game, id, ply, user, mv).await
}

/// Like [`typed`], in `channel` (a game's thread).
async fn typed_in(
    w: &World,
    channel: u64,
    game: &mut Game,
    id: u64,
    ply: usize,
    user: u64,
    mv: &str,
) -> Post {
    let color = game.position().turn();
    w.fake.user_says(user, channel, mv);
    let post = wait_post_in(w, channel, &format!("Game #{id}, move {ply}:")).await;
    assert!(has_png(&post), "the board, in the channel: {post:#?}");
    let m = game.play_text(color, mv).unwrap();
    assert_eq!(played(&post), m.to_string(), "{post:#?}");
    post
}

/// A typed move that is refused: a DM to `user` containing `needle`, nothing in the channel.
async fn refused(w: &World, user: u64, typed: &str, needle: &str) {
    let r = w.fake.record();
    let (before, dms) = (public(&r, w.channel).len(), r.dms_to(user).count());
    w.fake.user_says(user, w.channel, typed);
    let needle_owned = needle.to_owned();
    let dm = w
        .fake
        .wait_for(&format!("a new DM with {needle:?}"), |r| {
            r.dms_to(user)
                .skip(dms)
                .find(|p| p.text().contains(&needle_owned))
                .cloned()
        })
        .await;
    assert!(dm.files.is_empty(), "{dm:#?}");
    // Anything the refusal wrongly posted would be sent with (or before) the DM.
    tokio::time::sleep(Duration::from_millis(200)).await;
    let record = w.fake.record();
    let after = public(&record, w.channel);
    // The posts that came since, so that a failure says what was posted.
    let new: Vec<String> = after.iter().skip(before).map(|p| p.text()).collect();
    assert_eq!(after.len(), before, "{typed}: nothing public, but {new:#?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_people_play_hexdame_agree_a_draw_and_rematch_by_button() {
    let w = world().await;
    // The challenge post is answered late: Bob sees it, and clicks, before the bot knows it.
    let posts = format!("/channels/{}/messages", w.channel);
    w.fake
        .answer_late("POST", &posts, 1, Duration::from_millis(700));
    let i = slash(
        &w,
        w.alice,
        "challenge",
        json!([
            {"name": "opponent", "type": 6, "value": w.bob.to_string()},
            {"name": "game", "type": 3, "value": "hexdame"},
            {"name": "colour", "type": 3, "value": "red"},
        ]),
    );
    let challenge = wait_post(&w, "challenges").await;
    assert!(
        challenge.text().to_lowercase().contains("hexdame"),
        "{challenge:#?}"
    );
    assert_eq!(challenge.mentions, vec![w.bob]);
    let accept = button(&w, challenge.message_id, "Accept");
    w.fake.click_button(w.bob, challenge.message_id, &accept);
    let start = wait_post(&w, "Game #1 begins").await;
    assert!(has_png(&start), "{start:#?}");
    assert!(
        start.text().contains("Alice (White") && start.text().contains("Bob (Black"),
        "{start:#?}"
    );
    wait_private(&w, &i, "").await;
    wait_disabled(&w, challenge.message_id).await;

    // Bad moves: private, clear, and nothing happens.
    refused(&w, w.alice, "f4-", "is not a Hexdame move").await;
    refused(&w, w.alice, "f6", "is Hexdame").await;
    refused(&w, w.alice, "d4-f6", "Nothing was played").await;
    refused(&w, w.bob, "f6-e6", "not your turn").await;
    refused(&w, w.carol, "d4-e5", "not playing").await;

    // Six moves typed in the channel (one in capitals), then one by `/hex move`.
    let mut game = Game::new();
    for ply in 1..=6 {
        let (user, next) = match game.position().turn() {
            Color::White => (w.alice, w.bob),
            Color::Black => (w.bob, w.alice),
        };
        let mv = pick(&game, ply);
        let typed_as = if ply == 3 { mv.to_uppercase() } else { mv };
        typed(&w, &mut game, 1, ply, user, &typed_as).await;
        let who = if user == w.alice { "Alice" } else { "Bob" };
        wait_dm(&w, next, &format!("Game #1: {who} played")).await;
    }
    assert_eq!(game.position().turn(), Color::White);
    let mv = pick(&game, 7);
    let by_slash = slash(
        &w,
        w.alice,
        "move",
        json!([{"name": "cell", "type": 3, "value": mv}]),
    );
    let seventh = wait_post(&w, "Game #1, move 7:").await;
    assert!(has_png(&seventh));
    game.play_text(Color::White, &mv).unwrap();
    assert_eq!(played(&seventh), mv);
    wait_private(&w, &by_slash, "").await;
    // An illegal move by slash command: an ephemeral answer, nothing public.
    let before = public(&w.fake.record(), w.channel).len();
    let bad = slash(
        &w,
        w.bob,
        "move",
        json!([{"name": "cell", "type": 3, "value": "a1-a2"}]),
    );
    let answer = wait_private(&w, &bad, "Nothing was played").await;
    assert!(answer.files.is_empty());
    assert_eq!(public(&w.fake.record(), w.channel).len(), before);

    // Autocomplete names the game as Hexdame.
    let focused = w.fake.autocomplete(
        w.bob,
        w.channel,
        "hex",
        json!([{"name": "draw", "type": 1, "options": [{"name": "game", "type": 4, "value": "", "focused": true}]}]),
        "game",
    );
    let offered = w
        .fake
        .wait_response("autocomplete choices", &focused, 8)
        .await["choices"]
        .clone();
    assert_eq!(offered[0]["value"], 1, "{offered}");
    assert_eq!(
        offered[0]["name"], "#1 hexdame against Alice (your move)",
        "{offered}"
    );

    // A draw offered by typing and declined by `/hex draw`, offered again by `/hex draw` and
    // accepted by typing.
    w.fake.user_says(w.alice, w.channel, "hex draw");
    wait_post(&w, "Alice offers a draw").await;
    wait_dm(&w, w.bob, "hex draw accept").await;
    let no = slash(
        &w,
        w.bob,
        "draw",
        json!([{"name": "answer", "type": 3, "value": "decline"}]),
    );
    wait_post(&w, "Bob declined the draw").await;
    wait_private(&w, &no, "").await;
    slash(
        &w,
        w.alice,
        "draw",
        json!([{"name": "game", "type": 4, "value": 1}]),
    );
    w.fake
        .wait_for("the second offer", |r| {
            (public(r, w.channel)
                .iter()
                .filter(|p| p.text().contains("Alice offers a draw"))
                .count()
                == 2)
                .then_some(())
        })
        .await;
    w.fake.user_says(w.bob, w.channel, "hex draw accept");
    let over = wait_post(&w, "Game #1 is drawn by agreement").await;
    wait_dm(&w, w.alice, "Game #1 is drawn by agreement").await;
    wait_dm(&w, w.bob, "Game #1 is drawn by agreement").await;
    assert!(has_png(&over), "the final board: {over:#?}");
    let r = w.fake.record();
    assert_eq!(
        public(&r, w.channel)
            .iter()
            .filter(|p| p.text().contains("Game #1, move"))
            .count(),
        7,
        "seven moves announced, each once"
    );
    // The game is over: a move typed now is ordinary chat, and plays nothing.
    let before = public(&w.fake.record(), w.channel).len();
    w.fake.user_says(w.bob, w.channel, &pick(&game, 8));
    tokio::time::sleep(Duration::from_millis(500)).await;
    assert_eq!(public(&w.fake.record(), w.channel).len(), before);

    // The rematch by button: Carol may not; Alice offers, Bob accepts; colours change.
    let rematch = button(&w, over.message_id, "Rematch");
    let carol = w.fake.click_button(w.carol, over.message_id, &rematch);
    wait_private(&w, &carol, "not for you").await;
    w.fake.click_button(w.alice, over.message_id, &rematch);
    let offer = wait_post(&w, "offers a rematch of game #1").await;
    wait_disabled(&w, over.message_id).await;
    let accept = button(&w, offer.message_id, "Rematch");
    w.fake.click_button(w.bob, offer.message_id, &accept);
    let again = wait_post(&w, "Game #2 begins").await;
    assert!(has_png(&again));
    assert!(
        again.text().contains("Bob (White") && again.text().contains("Alice (Black"),
        "colours swapped: {again:#?}"
    );
    // Still Hexdame: Bob opens with a Hexdame move.
    let mut second = Game::new();
    let mv = pick(&second, 1);
    typed(&w, &mut second, 2, 1, w.bob, &mv).await;
    // Each settled challenge post was edited once, by the click that settled it: the
    // housekeeping that retires lapsed buttons left it alone. The click's edit follows its
    // answer and may come after the next move's: waited for, then counted.
    let settled = [challenge.message_id, offer.message_id];
    w.fake
        .wait_for("the settling clicks' edits", |r| {
            settled
                .iter()
                .all(|m| r.posts().filter(|p| p.message_id == *m).count() >= 2)
                .then_some(())
        })
        .await;
    tokio::time::sleep(Duration::from_millis(300)).await;
    let r = w.fake.record();
    for message in settled {
        let edits = r.posts().filter(|p| p.message_id == message).count() - 1;
        assert_eq!(edits, 1, "edits of challenge post {message}");
    }
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_server_defaulting_to_hexdame_gets_hexdame_from_a_plain_challenge() {
    let w = world().await;
    // A default size too (for the Hex games people ask for by name): Hexdame ignores it.
    let i = slash(
        &w,
        w.alice,
        "settings",
        json!([
            {"name": "game", "type": 3, "value": "hexdame"},
            {"name": "size", "type": 4, "value": 9},
            {"name": "threads", "type": 5, "value": true},
        ]),
    );
    wait_private(&w, &i, "Saved.").await;

    let i = slash(
        &w,
        w.bob,
        "challenge",
        json!([{"name": "opponent", "type": 6, "value": w.carol.to_string()}]),
    );
    let challenge = wait_post(&w, "challenges").await;
    assert!(
        challenge.text().to_lowercase().contains("hexdame"),
        "{challenge:#?}"
    );
    wait_private(&w, &i, "").await;
    let accept = button(&w, challenge.message_id, "Accept");
    w.fake.click_button(w.carol, challenge.message_id, &accept);
    let start = wait_post(&w, "Game #1 begins").await;
    assert!(has_png(&start));
    let white = if start.text().contains("Bob (White") {
        w.bob
    } else {
        assert!(start.text().contains("Carol (White"), "{start:#?}");
        w.carol
    };
    let black = if white == w.bob { w.carol } else { w.bob };
    // The server wants a thread per game: the moves are typed, and announced, there.
    let thread = w
        .fake
        .wait_for("the game's thread", |r| {
            r.sent.iter().find_map(|s| match s {
                Sent::ThreadCreated {
                    thread_id,
                    parent_id,
                    from_message,
                    ..
                } if *parent_id == w.channel && *from_message == Some(start.message_id) => {
                    Some(*thread_id)
                }
                _ => None,
            })
        })
        .await;
    // The bot learns the thread's id from Discord's answer, a moment after the fake
    // recorded the request.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let mut game = Game::new();
    let mv = pick(&game, 1);
    typed_in(&w, thread, &mut game, 1, 1, white, &mv).await;
    let mv = pick(&game, 2);
    typed_in(&w, thread, &mut game, 1, 2, black, &mv).await;
    assert!(
        !public(&w.fake.record(), w.channel)
            .iter()
            .any(|p| p.text().contains("Game #1, move")),
        "moves announced in the thread only"
    );

    // Naming another game still works, with the server's size.
    w.fake.user_says(w.alice, w.channel, "hex open rex");
    let open = wait_post(&w, "to anyone here").await;
    assert!(open.text().contains("9×9"), "{open:#?}");
    w.bot.shards.shutdown_all().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_computer_answers_hexdame_moves_in_the_channel() {
    let w = world().await;
    let i = slash(
        &w,
        w.alice,
        "play-bot",
        json!([
            {"name": "game", "type": 3, "value": "hexdame"},
            {"name": "colour", "type": 3, "value": "red"},
            {"name": "level", "type": 3, "value": "beginner"},
        ]),
    );
    let start = wait_post(&w, "Game #1 begins").await;
    assert!(has_png(&start));
    assert!(start.text().contains("Alice (White"), "{start:#?}");
    wait_private(&w, &i, "").await;
    let mut game = Game::new();
    for round in 0..3 {
        let ply = 1 + 2 * round;
        let mv = pick(&game, ply);
        typed(&w, &mut game, 1, ply, w.alice, &mv).await;
        let answer = wait_post(&w, &format!("Game #1, move {}:", ply + 1)).await;
        assert!(answer.text().contains("computer"), "{answer:#?}");
        assert!(has_png(&answer), "{answer:#?}");
        game.play_text(Color::Black, &played(&answer)).unwrap();
        wait_dm(
            &w,
            w.alice,
            &format!("Game #1: computer (beginner) played {}", played(&answer)),
        )
        .await;
    }
    w.bot.shards.shutdown_all().await;
}
