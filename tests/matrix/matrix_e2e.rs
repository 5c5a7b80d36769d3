//! The Matrix adapter against a real Synapse, with matrix-sdk clients as the human players.
//! Ignored unless `HEXTABLE_TEST_MATRIX_URL` points at a homeserver with open registration
//! (`scripts/test` starts one on loopback).

#![cfg(feature = "matrix")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::matrix_support;

use hextable::core::GameId;
use std::{
    sync::Arc,
    time::{Duration, SystemTime, UNIX_EPOCH},
};

use hextable::{
    adapters::matrix::MatrixBot,
    config::MatrixConfig,
    core::{
        render_image, Audience, Caption, CoreConfig, Image, ImageSource, ImageView, Incoming,
        Place, Platform,
    },
    rules::{BoardSize, DarkVersion, GameSettings, HexGame, Player as Colour, Variant},
    runtime::Service,
};
use matrix_sdk::{
    ruma::{OwnedRoomId, OwnedUserId, RoomId},
    RoomMemberships,
};
use tempfile::TempDir;

use matrix_support::*;
/// Whether this build can draw PNGs (the renderer may not be merged yet): then private
/// views must arrive as `m.image`; otherwise as a text board.
fn png_available() -> bool {
    let game = HexGame::new(GameSettings::new(
        Variant::DarkHex(DarkVersion::Classic),
        BoardSize::new(7, 7).unwrap(),
    ));
    let image = Image {
        view: ImageView::Player(game.player_view(Colour::Red)),
        source: ImageSource {
            game: GameId(1),
            events: 0,
            audience: Audience::Player(Colour::Red.into()),
        },
        caption: Caption {
            title: "#1".into(),
            red_name: "a".into(),
            blue_name: "b".into(),
            clock: None,
            lang: hextable::i18n::Lang::En,
        },
    };
    render_image(&image).is_ok()
}

/// Tokens that name a cell (`f6`, `a12`).
fn cells_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|t| {
            let mut chars = t.chars();
            matches!(chars.next(), Some(c) if c.is_ascii_lowercase())
                && t.len() >= 2
                && chars.all(|c| c.is_ascii_digit())
        })
        .map(str::to_owned)
        .collect()
}

/// Asserts that a board image or a text board from the bot arrived in `room` after `after`.
async fn expect_view(human: &Human, bot: &OwnedUserId, room: &RoomId, after: usize) {
    let png = png_available();
    let seen = wait_for(&format!("{} to get a board", human.id), || {
        human.seen().into_iter().skip(after).find(|s| {
            &s.sender == bot
                && s.room == room
                && match s.kind {
                    Kind::Image { .. } => true,
                    _ => !png && s.body.contains("a b c"),
                }
        })
    })
    .await;
    if png {
        match seen.kind {
            Kind::Image {
                mimetype,
                size,
                width,
                height,
            } => {
                assert_eq!(mimetype.as_deref(), Some("image/png"));
                assert!(size.unwrap_or(0) > 0);
                assert!(width.unwrap_or(0) > 0 && height.unwrap_or(0) > 0);
            }
            other => panic!("expected m.image, got {other:?}"),
        }
    }
}

struct Table {
    bot: Bot,
    alice: Human,
    bob: Human,
    carol: Human,
    room: OwnedRoomId,
    alice_dm: OwnedRoomId,
    bob_dm: OwnedRoomId,
}

/// Alice opens a room with Bob, Carol (a spectator) and the bot, challenges Bob to Dark Hex
/// 7×7 as Red, and Bob accepts.
async fn set_table(encrypted: bool) -> Table {
    let bot = Bot::new().await;
    let (alice, bob, carol, room) = game_one_begins(&bot.id, encrypted).await;
    let alice_dm = alice.dm_from(&bot.id, &room, "Game #1: you play Red").await;
    let bob_dm = bob.dm_from(&bot.id, &room, "Game #1: you play Blue").await;
    assert_ne!(alice_dm, bob_dm);
    for (human, dm) in [(&alice, &alice_dm), (&bob, &bob_dm)] {
        // Encrypted DMs, with exactly the bot and the player.
        let r = human.room(dm).await;
        human.sees_joined(dm, &bot.id).await;
        assert!(r.latest_encryption_state().await.unwrap().is_encrypted());
        let members = r.members(RoomMemberships::ACTIVE).await.unwrap();
        assert_eq!(members.len(), 2, "{members:?}");
        expect_view(human, &bot.id, dm, 0).await;
    }
    Table {
        bot,
        alice,
        bob,
        carol,
        room,
        alice_dm,
        bob_dm,
    }
}

impl Table {
    /// A move sent by DM; waits for the mover's confirmation containing `expect`.
    async fn play(&self, red: bool, cell: &str, expect: &str) {
        let (human, dm) = if red {
            (&self.alice, &self.alice_dm)
        } else {
            (&self.bob, &self.bob_dm)
        };
        let mark = human.mark();
        human.say(dm, cell).await;
        let reply = human.expect_after(mark, dm, expect).await;
        assert_eq!(reply.sender, self.bot.id);
        expect_view(human, &self.bot.id, dm, mark).await;
    }

    /// Every bot message the room (as Carol) saw names no cell.
    fn assert_room_saw_no_cell(&self) {
        for s in self.carol.seen() {
            if s.room == self.room && s.sender == self.bot.id {
                assert!(cells_in(&s.body).is_empty(), "the room saw a cell: {s:?}");
            }
        }
    }
}

async fn whole_game(encrypted: bool) {
    let t = set_table(encrypted).await;
    t.play(true, "a1", "you played a1").await;
    // Blue plays onto Red's hidden stone: a hit, and Blue moves again (classic).
    let mark_alice = t.alice.mark();
    t.play(false, "a1", "you found it").await;
    t.alice
        .expect_after(mark_alice, &t.alice_dm, "found one of your stones")
        .await;
    t.carol.expect_after(0, &t.room, "a stone was hit").await;
    t.play(false, "g1", "you played g1").await;
    for row in 2..=6 {
        t.play(true, &format!("a{row}"), &format!("you played a{row}"))
            .await;
        t.play(false, &format!("g{row}"), &format!("you played g{row}"))
            .await;
    }
    t.assert_room_saw_no_cell();
    let mark_room = t.carol.mark();
    t.alice.say(&t.alice_dm, "a7").await;
    let result = t
        .carol
        .expect_after(mark_room, &t.room, "Game #1 is over")
        .await;
    // Matrix shows no buttons: the result names the Replay button's command instead.
    assert!(
        result.body.contains("`hex replay 1 views`"),
        "{:?}",
        result.body
    );
    // The revealed board reaches the room at the end.
    expect_view(&t.carol, &t.bot.id, &t.room, mark_room).await;
    // The knowledge replay, asked for in the room, comes to the asker as an animated picture
    // (an answer to one reader: in their DM room).
    let mark_views = t.carol.mark();
    t.carol.say(&t.room, "!hex replay 1 views").await;
    let (text, gif) = wait_for("the knowledge replay", || {
        let seen = t.carol.seen();
        let from_bot = || {
            seen.iter()
                .skip(mark_views)
                .filter(|s| s.sender == t.bot.id)
        };
        let text = from_bot().find(|s| s.body.contains("What each player knew in game #1"))?;
        let gif = from_bot().find(|s| {
            s.room == text.room
                && matches!(&s.kind, Kind::Image { mimetype, .. }
                    if mimetype.as_deref() == Some("image/gif"))
        })?;
        Some((text.clone(), gif.clone()))
    })
    .await;
    assert_ne!(text.room, t.room, "the answer is Carol's alone");
    assert!(matches!(gif.kind, Kind::Image { size: Some(size), .. } if size > 0));
    t.alice.expect_after(0, &t.alice_dm, "is over").await;
    t.bob.expect_after(0, &t.bob_dm, "is over").await;
    // The room never saw a private view: no bot image before the end, and no cell names.
    let before_end: Vec<Seen> = t.carol.seen().into_iter().take(mark_room).collect();
    for s in &before_end {
        if s.room == t.room && s.sender == t.bot.id {
            assert!(cells_in(&s.body).is_empty(), "the room saw a cell: {s:?}");
        }
    }
    // Carol, a spectator, got no private message before she asked for one.
    assert!(
        t.carol
            .seen()
            .iter()
            .take(mark_views)
            .all(|s| s.room == t.room),
        "{:?}",
        t.carol.seen()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn dark_hex_game_in_a_plain_room() {
    whole_game(false).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn dark_hex_game_in_an_encrypted_room() {
    whole_game(true).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn restart_mid_game_resumes_without_replying_twice() {
    let mut t = set_table(true).await;
    t.play(true, "a1", "you played a1").await;
    t.play(false, "g1", "you played g1").await;
    let device_before = t
        .bot
        .running
        .as_ref()
        .unwrap()
        .client()
        .device_id()
        .unwrap()
        .to_owned();
    let answers =
        |h: &Human, needle: &str| h.seen().iter().filter(|s| s.body.contains(needle)).count();
    let before = answers(&t.alice, "you played a1");
    t.bot.stop().await;
    // A crash between "written" and "sent": Red's move a2 is committed with its effects in the
    // outbox, and nothing is delivered before the bot goes down.
    {
        let service = Service::open(&t.bot.db, CoreConfig::default())
            .await
            .unwrap();
        let incoming = Incoming::text(
            Platform::Matrix,
            t.alice.id.as_str(),
            "Alice",
            Place::Dm,
            Some("$written-but-not-sent"),
            "a2",
        );
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_millis();
        let deliveries = service
            .handle(&incoming, i64::try_from(now).unwrap())
            .await
            .unwrap();
        assert!(deliveries.len() >= 2, "{deliveries:?}");
    }
    let (mark_alice, mark_bob) = (t.alice.mark(), t.bob.mark());
    t.bot.start().await;
    // Nothing is lost: the restarted bot sends what was written.
    t.alice
        .expect_after(mark_alice, &t.alice_dm, "you played a2")
        .await;
    t.bob.expect_after(mark_bob, &t.bob_dm, "has moved").await;
    // Same device, same keys: the session was restored from the data directory.
    let device_after = t
        .bot
        .running
        .as_ref()
        .unwrap()
        .client()
        .device_id()
        .unwrap()
        .to_owned();
    assert_eq!(device_before, device_after);
    assert!(t.bot.data_dir().join("matrix/session.json").exists());
    // The game goes on where it was (Blue to move), in the same DM rooms.
    t.play(false, "g2", "you played g2").await;
    // Old messages were not answered again (the new answers came after them in sync order).
    assert_eq!(answers(&t.alice, "you played a1"), before);
    assert_eq!(answers(&t.alice, "Game #1: you play Red"), 1);
    // A second restart, then the game to its end.
    t.bot.stop().await;
    t.bot.start().await;
    for row in 3..=6 {
        t.play(true, &format!("a{row}"), &format!("you played a{row}"))
            .await;
        t.play(false, &format!("g{row}"), &format!("you played g{row}"))
            .await;
    }
    let mark_room = t.carol.mark();
    t.alice.say(&t.alice_dm, "a7").await;
    t.carol
        .expect_after(mark_room, &t.room, "Game #1 is over")
        .await;
    t.assert_room_saw_no_cell();
    t.bot.stop().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn a_third_member_in_the_dm_room_withholds_the_view() {
    let t = set_table(false).await;
    t.play(true, "a1", "you played a1").await;
    // Alice lets Carol into her DM room with the bot.
    let dm = t.alice.room(&t.alice_dm).await;
    dm.invite_user_by_id(&t.carol.id).await.unwrap();
    t.alice.sees_joined(&t.alice_dm, &t.carol.id).await;
    let mark = t.alice.mark();
    let carol_mark = t.carol.mark();
    // Bob moves: Alice's news and view are due, but her DM room is not private.
    t.play(false, "g1", "you played g1").await;
    let notice = t
        .alice
        .expect_after(mark, &t.alice_dm, "I withheld a private message")
        .await;
    assert!(notice.body.contains(t.carol.id.as_str()), "{notice:?}");
    assert!(notice.body.contains("leave"), "{notice:?}");
    // Nothing private reached the room: no board, no game news.
    let leaked: Vec<Seen> = t
        .alice
        .seen()
        .into_iter()
        .skip(mark)
        .filter(|s| {
            s.room == t.alice_dm
                && s.sender == t.bot.id
                && (matches!(s.kind, Kind::Image { .. }) || s.body.contains("has moved"))
        })
        .collect();
    assert!(leaked.is_empty(), "{leaked:?}");
    assert!(t
        .carol
        .seen()
        .iter()
        .skip(carol_mark)
        .all(|s| !s.body.contains("has moved") && !matches!(s.kind, Kind::Image { .. })));
    // The fix: Alice leaves that room and asks again; the bot opens a new private room.
    dm.leave().await.unwrap();
    let mark = t.alice.mark();
    t.alice.say(&t.room, "!hex board").await;
    let fresh = wait_for("a new DM room with the board", || {
        t.alice
            .seen()
            .into_iter()
            .skip(mark)
            .find(|s| s.sender == t.bot.id && s.room != t.room && s.room != t.alice_dm)
    })
    .await
    .room;
    t.alice.sees_joined(&fresh, &t.bot.id).await;
    expect_view(&t.alice, &t.bot.id, &fresh, mark).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn bad_input_gets_clear_private_errors() {
    let t = set_table(false).await;
    // A malformed command in the room: the error goes to Alice's DM room, not the room.
    let mark = t.alice.mark();
    t.alice.say(&t.room, "!hex frobnicate").await;
    t.alice
        .expect_after(mark, &t.alice_dm, "There is no command")
        .await;
    // A Dark Hex move typed in the room: refused privately, nothing played.
    t.alice.say(&t.room, "b3").await;
    t.alice
        .expect_after(mark, &t.alice_dm, "Dark Hex moves are secret")
        .await;
    // Bob moves out of turn.
    let mark = t.bob.mark();
    t.bob.say(&t.bob_dm, "c3").await;
    t.bob
        .expect_after(mark, &t.bob_dm, "it is not your turn")
        .await;
    // Gibberish in the DM.
    t.bob.say(&t.bob_dm, "what is this").await;
    t.bob
        .expect_after(mark, &t.bob_dm, "I did not understand")
        .await;
    // Carol, in a DM room she opened herself, tries to play in someone else's game.
    let carol_dm = t.carol.client.create_dm(&t.bot.id).await.unwrap();
    let carol_dm = carol_dm.room_id().to_owned();
    t.carol.sees_joined(&carol_dm, &t.bot.id).await;
    t.carol.say(&carol_dm, "#1 c3").await;
    t.carol
        .expect_after(0, &carol_dm, "You are not playing in game #1")
        .await;
    // None of it changed the game: Red is still to move and plays normally.
    t.play(true, "a1", "you played a1").await;
    // The room saw none of these errors.
    for s in t.carol.seen() {
        if s.room == t.room {
            assert!(
                !s.body.contains("There is no command")
                    && !s.body.contains("not your turn")
                    && !s.body.contains("secret"),
                "{s:?}"
            );
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn access_token_login_and_a_user_opened_dm() {
    let body = register_with(&unique("tokenbot"), false).await;
    let bot_id = OwnedUserId::try_from(body["user_id"].as_str().unwrap()).unwrap();
    let dir = TempDir::new().unwrap();
    let config = MatrixConfig {
        homeserver: homeserver(),
        user_id: bot_id.to_string(),
        password: None,
        access_token: Some(body["access_token"].as_str().unwrap().to_owned()),
        data_dir: dir.path().join("matrix").display().to_string(),
        prefix: "!hex".to_owned(),
    };
    let db = format!("sqlite://{}", dir.path().join("bot.db").display());
    let service = Service::open(&db, CoreConfig::default()).await.unwrap();
    let bot = MatrixBot::start(&config, Arc::new(service), Duration::from_secs(1))
        .await
        .unwrap();
    assert_eq!(
        bot.client().device_id().map(|d| d.as_str()),
        body["device_id"].as_str()
    );
    // Dave opens an encrypted DM with the bot himself and asks for help there.
    let dave = Human::new("dave").await;
    let dm = dave.client.create_dm(&bot_id).await.unwrap();
    let dm = dm.room_id().to_owned();
    dave.sees_joined(&dm, &bot_id).await;
    dave.say(&dm, "!hex help").await;
    let help = dave
        .expect("help in Dave's own DM room", |s| {
            s.sender == bot_id && s.room == dm
        })
        .await;
    assert!(help.body.contains("hex"), "{help:?}");
    bot.stop().await;
}

/// A rated game between two people ends by resignation: the room's result says how both
/// ratings moved, the winner's profile (asked in their DM) shows the new provisional rating
/// with its picture, and the room's leaderboard leaves the two provisional players out and
/// tells the asker why, naming nobody by their Matrix id.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn a_rated_result_reaches_the_profile_and_the_leaderboard() {
    let t = set_table(false).await;
    let mark_room = t.carol.mark();
    t.bob.say(&t.bob_dm, "resign").await;
    let result = t.carol.expect_after(mark_room, &t.room, "Rated:").await;
    assert_eq!(result.sender, t.bot.id);
    // Two newcomers at 1500 / 350: the winner gains what the loser loses, both provisional.
    assert!(
        result.body.contains("1662? (+162)") && result.body.contains("1338? (-162)"),
        "{result:?}"
    );

    let mark = t.alice.mark();
    t.alice.say(&t.alice_dm, "!hex profile").await;
    let profile = t
        .alice
        .expect_after(mark, &t.alice_dm, "Dark Hex (classic)")
        .await;
    assert_eq!(profile.sender, t.bot.id);
    assert!(profile.body.contains("1662?"), "{profile:?}");
    assert!(profile.body.contains("1 win"), "{profile:?}");
    assert!(profile.body.contains("hex replay 1"), "{profile:?}");
    // The rating-history picture comes with it.
    expect_view(&t.alice, &t.bot.id, &t.alice_dm, mark).await;

    let mark_room = t.carol.mark();
    t.alice.say(&t.room, "!hex leaderboard darkhex").await;
    let board = t
        .carol
        .expect_after(mark_room, &t.room, "Leaderboard")
        .await;
    assert!(board.body.contains("Nobody is ranked yet"), "{board:?}");
    assert!(board.body.contains("provisional"), "{board:?}");
    for id in [&t.alice.id, &t.bob.id] {
        assert!(!board.body.contains(id.as_str()), "{board:?}");
    }
    // The room heard nothing of anyone's profile.
    assert!(
        t.carol
            .seen()
            .iter()
            .all(|s| !s.body.contains("Dark Hex (classic):")),
        "{:?}",
        t.carol.seen()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn a_czech_room_gets_czech_posts_while_a_german_player_gets_german_dms() {
    let bot = Bot::new().await;
    let (alice, bob, carol, room) = room_of_three(&bot.id, false).await;
    // Alice made the room, so she is its moderator: her `!hex language` is the room's.
    alice.say(&room, "!hex language cs").await;
    alice
        .dm_from(&bot.id, &room, "Příspěvky v této místnosti teď píšu")
        .await;
    // Bob is not: his is his own.
    bob.say(&room, "!hex language de").await;
    let bob_dm = bob
        .dm_from(&bot.id, &room, "Ab jetzt schreibe ich dir")
        .await;
    alice
        .say(
            &room,
            &format!("!hex challenge {} darkhex 7 red", bob.id.as_str()),
        )
        .await;
    let challenge = carol.expect_after(0, &room, "Výzva 1:").await;
    assert_eq!(challenge.sender, bot.id);
    bob.say(&room, "!hex accept").await;
    carol.expect_after(0, &room, "Partie #1 začíná").await;
    // Bob's DMs are German, in the DM room he already has with the bot.
    let started = bob
        .expect_after(0, &bob_dm, "Partie #1: Du spielst Blau")
        .await;
    assert_eq!(started.sender, bot.id);
    expect_view(&bob, &bot.id, &bob_dm, 0).await;
    // Alice moves; the room hears it in Czech, Bob in German.
    let alice_dm = alice.dm_from(&bot.id, &room, "Partie #1").await;
    let mark_room = carol.mark();
    let mark_bob = bob.mark();
    alice.say(&alice_dm, "a1").await;
    bob.expect_after(mark_bob, &bob_dm, "Partie #1").await;
    let posted = wait_for("the room to hear of the move", || {
        carol
            .seen()
            .into_iter()
            .skip(mark_room)
            .find(|s| s.room == room && s.sender == bot.id)
    })
    .await;
    // Neither the room nor Bob ever read English or the other's language.
    for (reader, place, other) in [(&carol, &room, "beginnt"), (&bob, &bob_dm, "začíná")] {
        for s in reader.seen() {
            if &s.room == place && s.sender == bot.id {
                assert!(
                    !s.body.contains("Game #") && !s.body.contains(other),
                    "{} got {s:?}",
                    reader.id
                );
            }
        }
    }
    assert!(cells_in(&posted.body).is_empty(), "{posted:?}");
}

/// A room whose moderator asks for a thread per game (`!hex settings threads=on`) gets each
/// game's posts in a thread under the game's start post (`m.thread`, with the reply fallback
/// for clients without threads); a move typed in a game's thread is that game's, although its
/// player has two games in the room. The root is recorded once: a crash between sending the
/// start post and recording it (emulated: the row is written while the bot is down, and the
/// bot's own device sends the root with the row's transaction id) opens no second thread.
#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn a_thread_per_game_when_the_room_asks_for_it() {
    use hextable::core::Effect;
    use matrix_sdk::ruma::{events::room::message::RoomMessageEventContent, OwnedTransactionId};

    let mut bot = Bot::new().await;
    let (alice, bob, carol, room) = room_of_three(&bot.id, true).await;
    let bot_id = bot.id.clone();
    let from_bot = |s: &Seen| s.sender == bot_id;
    // Only a moderator of the room (Alice made it) chooses; the answers come privately.
    bob.say(&room, "!hex settings threads=on").await;
    bob.expect("Bob to be refused", |s| {
        from_bot(s) && s.room != room && s.body.contains("Only a moderator of this room")
    })
    .await;
    alice.say(&room, "!hex settings threads=on").await;
    alice
        .expect("Alice's settings saved", |s| {
            from_bot(s) && s.room != room && s.body.contains("a thread per game: on")
        })
        .await;

    alice
        .say(&room, &format!("!hex challenge {} hex 7 red", bob.id))
        .await;
    let challenge = carol.expect_after(0, &room, "Challenge").await;
    assert_eq!(challenge.thread, None, "a challenge is no game's yet");

    // Bob's acceptance is written with its effects while the bot is down.
    bot.stop().await;
    let (key, start_text) = {
        let service = Service::open(&bot.db, CoreConfig::default()).await.unwrap();
        let accept = Incoming::text(
            Platform::Matrix,
            bob.id.as_str(),
            "Bob",
            Place::Channel(room.to_string()),
            Some("$accept-written-not-sent"),
            "hex accept",
        );
        let now = SystemTime::now()
            .duration_since(UNIX_EPOCH)
            .unwrap()
            .as_millis();
        let deliveries = service
            .handle(&accept, i64::try_from(now).unwrap())
            .await
            .unwrap();
        let start = deliveries
            .iter()
            .find_map(|d| match &d.effect {
                Effect::Post {
                    text,
                    game: Some(_),
                    ..
                } if text.contains("Game #1 begins") => Some((d.key(), text.clone())),
                _ => None,
            })
            .unwrap_or_else(|| panic!("{deliveries:?}"));
        start
    };
    // The bot's device sends the root, and "crashes" before recording it.
    let root = {
        let client = hextable::adapters::matrix::connect(&bot.config)
            .await
            .unwrap();
        let bot_room = client.get_room(&room).unwrap();
        let txn = OwnedTransactionId::from(format!("hextable.{key}.text"));
        bot_room
            .send(RoomMessageEventContent::notice_plain(&start_text))
            .with_transaction_id(txn)
            .await
            .unwrap()
            .response
            .event_id
    };
    bot.start().await;
    let begins = carol.expect_after(0, &room, "Game #1 begins").await;
    assert_eq!(begins.event_id, root);
    assert_eq!(begins.thread, None, "the root is in the room's timeline");
    // The board under the start post is in the thread already.
    let board = wait_for("the start post's board in the thread", || {
        carol.seen().into_iter().find(|s| {
            from_bot(s) && matches!(s.kind, Kind::Image { .. }) && s.thread.as_ref() == Some(&root)
        })
    })
    .await;
    assert!(board.falling_back);
    assert_eq!(board.reply_to.as_ref(), Some(&root));

    // Alice's move typed in the thread; the bot's move post answers there.
    let mark = carol.mark();
    alice.say_in_thread(&room, &root, "a1").await;
    let moved = carol.expect_after(mark, &room, "Game #1, move 1").await;
    assert_eq!(moved.thread.as_ref(), Some(&root));
    assert!(moved.falling_back, "{moved:?}");
    assert_eq!(
        moved.reply_to.as_ref(),
        Some(&board.event_id),
        "the fallback replies to the thread's latest post"
    );
    let image = wait_for("the move's board in the thread", || {
        carol.seen().into_iter().skip(mark).find(|s| {
            from_bot(s) && matches!(s.kind, Kind::Image { .. }) && s.thread.as_ref() == Some(&root)
        })
    })
    .await;
    assert_eq!(image.reply_to.as_ref(), Some(&moved.event_id));
    // One start post: the row sent again after the "crash" was the same event.
    let starts = carol
        .seen()
        .iter()
        .filter(|s| from_bot(s) && s.body.contains("Game #1 begins"))
        .count();
    assert_eq!(starts, 1);

    // A second game for Alice in the same room, in a thread of its own.
    let mark = carol.mark();
    alice
        .say(&room, &format!("!hex challenge {} hex 7 red", carol.id))
        .await;
    carol.expect_after(mark, &room, "Challenge").await;
    carol.say(&room, "!hex accept").await;
    let second = carol.expect_after(mark, &room, "Game #2 begins").await;
    assert_eq!(second.thread, None);
    // With two games here, a bare `b2` in the room would ask which game; in game 2's thread it
    // is game 2's move.
    let mark = bob.mark();
    alice.say_in_thread(&room, &second.event_id, "b2").await;
    let moved = bob.expect_after(mark, &room, "Game #2, move 1").await;
    assert_eq!(moved.thread.as_ref(), Some(&second.event_id));
    assert!(
        bob.seen()
            .iter()
            .skip(mark)
            .all(|s| !s.body.contains("Game #1, move 2")),
        "game 1 is Bob's turn and got no move"
    );
    bot.stop().await;
}
