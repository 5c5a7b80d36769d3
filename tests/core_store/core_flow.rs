//! Scripted conversations with the core: messages in, effects out.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::core::{marks::Mark, GameId};
use hextable::{
    core::{Effect, Image, ImageView, Incoming, Place, Platform, UserId},
    rules::{Cell, Move, Player},
};
use support::chat::{channel, text, to, user, Chat, CH};

const HOUR: i64 = 3_600_000;

/// A trait, not `impl Chat`: the other modules of this test binary have a `start` of their own.
trait Start {
    /// Starts a game #n between alice (Red) and bob (Blue).
    fn start(&mut self, options: &str) -> u64;
}

impl Start for Chat {
    fn start(&mut self, options: &str) -> u64 {
        let e = self.ch("alice", &format!("hex challenge @bob {options} red"));
        assert_eq!(e.len(), 1, "{e:#?}");
        let e = self.ch("bob", "hex accept");
        let id = self.core.games_in_memory() as u64;
        assert!(
            e.iter()
                .any(|e| text(e).contains(&format!("Game #{id} begins"))),
            "{e:#?}"
        );
        id
    }
}

fn only_private_error(effects: &[Effect], who: &str, needle: &str) {
    let replies: Vec<_> = effects
        .iter()
        .filter(|e| matches!(e, Effect::Reply { .. }))
        .collect();
    assert_eq!(replies.len(), 1, "{effects:#?}");
    assert_eq!(replies[0].recipient(), user(who));
    assert!(
        text(replies[0]).contains(needle),
        "expected “{needle}” in “{}”",
        text(replies[0])
    );
    assert!(
        effects
            .iter()
            .all(|e| matches!(e, Effect::Reply { .. } | Effect::Delete { .. })),
        "{effects:#?}"
    );
}

fn image(e: &Effect) -> Option<&Image> {
    e.image()
}

#[test]
fn direct_challenge_accept_and_dark_hex_moves_by_dm() {
    let mut chat = Chat::new();
    let e = chat.ch("alice", "hex challenge @bob darkhex 9 red swap=off 1d");
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].recipient(), channel());
    assert!(
        // A mention is a mark the adapter renders (Discord: `<@bob>`).
        text(&e[0]).contains(&format!("Alice challenges {}", Mark::User("bob"))),
        "{}",
        text(&e[0])
    );

    let e = chat.ch("bob", "hex accept");
    let posts = to(&e, &channel());
    assert_eq!(posts.len(), 1);
    assert!(
        image(posts[0]).is_none(),
        "no board in the channel for Dark Hex"
    );
    for who in ["alice", "bob"] {
        let dms = to(&e, &user(who));
        assert_eq!(dms.len(), 1, "{e:#?}");
        assert!(matches!(
            image(dms[0]).map(|i| &i.view),
            Some(ImageView::Player(_))
        ));
    }

    let e = chat.dm("alice", "F 6");
    assert_eq!(chat.ply(1), 1);
    let posts = to(&e, &channel());
    assert_eq!(posts.len(), 1);
    assert!(!text(posts[0]).contains("f6"), "{}", text(posts[0]));
    assert!(text(to(&e, &user("alice"))[0]).contains("you played f6"));
    let bob = to(&e, &user("bob"));
    assert!(
        text(bob[0]).contains("Alice has moved. Your move."),
        "{}",
        text(bob[0])
    );
    match image(bob[0]).map(|i| &i.view) {
        Some(ImageView::Player(view)) => {
            assert_eq!(view.viewer(), Player::Blue);
            assert_eq!(view.stone(Cell::new(5, 5)), None, "Bob must not see f6");
        }
        other => panic!("{other:?}"),
    }

    // Bob hits Alice's stone: classic, so he moves again.
    let e = chat.dm("bob", "f6");
    assert_eq!(chat.ply(1), 2);
    assert!(text(to(&e, &user("bob"))[0]).contains("f6 holds an enemy stone"));
    assert!(text(to(&e, &user("bob"))[0]).contains("Move again"));
    assert!(text(to(&e, &user("alice"))[0]).contains("found one of your stones"));
    let post = text(to(&e, &channel())[0]);
    assert!(post.contains("a stone was hit") && !post.contains("f6") && !post.contains("Bob"));

    // Trying the found stone again is a free private error.
    let e = chat.dm("bob", "f6");
    only_private_error(&e, "bob", "already found");
    assert_eq!(chat.ply(1), 2);
    let e = chat.dm("bob", "a1");
    assert_eq!(to(&e, &channel()).len(), 1);
    assert_eq!(chat.ply(1), 3);
}

#[test]
fn bad_input_gets_a_private_error_and_changes_nothing() {
    let mut chat = Chat::new();
    only_private_error(&chat.ch("alice", "hex frobnicate"), "alice", "no command");
    only_private_error(&chat.dm("alice", "blah"), "alice", "did not understand");
    only_private_error(
        &chat.dm("alice", "hex challenge @bob"),
        "alice",
        "made in a channel",
    );
    only_private_error(
        &chat.ch("alice", "hex challenge @alice"),
        "alice",
        "cannot challenge yourself",
    );
    only_private_error(
        &chat.ch("alice", "hex open darkhex 25"),
        "alice",
        "not a board size",
    );
    chat.ch("alice", "hex open darkhex 7 red");
    only_private_error(
        &chat.ch("alice", "hex accept"),
        "alice",
        "your own challenge",
    );
    only_private_error(&chat.ch("carol", "hex decline"), "carol", "no challenge");
    only_private_error(&chat.ch("carol", "hex cancel 1"), "carol", "not yours");
    assert_eq!(chat.core.challenges().count(), 1);
    chat.ch("alice", "hex cancel");
    assert_eq!(chat.core.challenges().count(), 0);

    let id = chat.start("darkhex 7");
    chat.dm("alice", "a1");
    let before = chat.ply(id);
    only_private_error(&chat.dm("alice", "#1 b2"), "alice", "not your turn");
    only_private_error(&chat.dm("alice", "#1 b"), "alice", "is not a move");
    only_private_error(&chat.dm("alice", "f0"), "alice", "is not a move");
    only_private_error(
        &chat.dm("carol", "#1 b2"),
        "carol",
        "not playing in game #1",
    );
    only_private_error(&chat.dm("carol", "b2"), "carol", "no game in progress");
    only_private_error(&chat.dm("alice", "#9 b2"), "alice", "no game #9");
    chat.dm("bob", "g7");
    only_private_error(
        &chat.dm("alice", "a1"),
        "alice",
        "already have a stone on a1",
    );
    only_private_error(&chat.dm("alice", "swap"), "alice", "no swap");
    only_private_error(&chat.dm("alice", "h1"), "alice", "not on the 7×7 board");
    // A Dark Hex move typed in the channel is refused and removed, and its author told so in
    // one message, whichever way the removal goes (issue #29, item 6).
    let e = chat.ch("alice", "b2");
    let [Effect::Delete {
        notice: Some(notice),
        ..
    }] = e.as_slice()
    else {
        panic!("one delete that tells its author: {e:#?}");
    };
    assert_eq!(notice.user, UserId::new(Platform::Discord, "alice"));
    assert!(notice.removed.contains("secret"), "{notice:#?}");
    assert!(
        notice.removed.contains("I removed your message"),
        "{notice:#?}"
    );
    assert!(
        notice.kept.contains("Please delete it yourself"),
        "{notice:#?}"
    );
    assert!(!notice.kept.contains("I removed"), "{notice:#?}");
    only_private_error(
        &chat.ch("carol", "b2"),
        "carol",
        "not playing in the game in this channel",
    );
    only_private_error(&chat.dm("alice", "hex takeback"), "alice", "no takebacks");
    only_private_error(&chat.dm("alice", "hex replay 1"), "alice", "stay hidden");
    only_private_error(&chat.dm("alice", "hex export 1"), "alice", "stay hidden");
    assert_eq!(chat.ply(id), before + 1);
    // Ordinary chat in a channel is ignored.
    assert!(chat.ch("dave", "hello everyone").is_empty());
    assert!(chat
        .say("dave", Place::Channel("other".into()), "e5")
        .is_empty());
    // Playing in the wrong channel.
    only_private_error(
        &chat.say("alice", Place::Channel("other".into()), "b2"),
        "alice",
        "not in this channel",
    );
}

#[test]
fn open_challenge_hex_swap_takeback_and_win_with_board_in_channel() {
    let mut chat = Chat::new();
    let e = chat.ch("alice", "hex open hex 7 red");
    assert!(text(&e[0]).contains("to anyone here"));
    let e = chat.ch("carol", "hex accept");
    assert!(e
        .iter()
        .any(|e| text(e).contains("Alice (Red") && text(e).contains("Carol (Blue")));
    // Open games: moves in the channel, board image in the channel.
    let e = chat.ch("alice", "a1");
    let post = to(&e, &channel())[0];
    assert!(text(post).contains("played a1"));
    assert!(matches!(
        image(post).map(|i| &i.view),
        Some(ImageView::Revealed(_))
    ));
    let e = chat.ch("carol", "swap");
    assert!(text(to(&e, &channel())[0]).contains("swapped"));
    let t = chat.core.table(GameId(1)).unwrap();
    assert_eq!(
        t.game
            .hex()
            .unwrap()
            .player_view(Player::Red)
            .stone(Cell::new(0, 0)),
        Some(Player::Blue)
    );
    // Takeback by agreement.
    chat.ch("alice", "b3");
    let e = chat.ch("alice", "hex takeback");
    assert!(text(to(&e, &channel())[0]).contains("asks to take back"));
    assert_eq!(chat.ply(1), 3);
    only_private_error(&chat.ch("alice", "hex takeback"), "alice", "already asked");
    let e = chat.ch("carol", "hex takeback");
    assert!(text(to(&e, &channel())[0]).contains("1 move taken back"));
    assert_eq!(chat.ply(1), 2);
    // Red (Alice) joins top and bottom down column c.
    for row in 1..=7 {
        chat.ch("alice", &format!("c{row}"));
        if row < 7 {
            chat.ch("carol", &format!("g{row}"));
        }
    }
    let t = chat.core.table(GameId(1)).unwrap();
    let outcome = t.game.hex().unwrap().outcome().expect("over");
    assert_eq!(outcome.winner, Player::Red);
    // The last effects: result with the revealed board in the channel.
    chat.now += 1;
    let e = chat.ch("alice", "hex export 1");
    assert!(
        text(&e[0]).contains("GM[11]") && text(&e[0]).contains("RE[B+]"),
        "{}",
        text(&e[0])
    );
    let e = chat.ch("bob", "hex replay 1");
    assert!(matches!(
        image(&e[0]).map(|i| &i.view),
        Some(ImageView::Replay(_))
    ));
    // Rematch with colours swapped, once both agree.
    let e = chat.ch("carol", "hex rematch");
    assert!(text(to(&e, &channel())[0]).contains("offers a rematch"));
    let e = chat.ch("alice", "hex rematch");
    assert!(
        e.iter()
            .any(|e| text(e).contains("Game #2 begins: Carol (Red")),
        "{e:#?}"
    );
}

#[test]
fn dark_hex_win_reveals_the_board_but_resignation_does_not() {
    let mut chat = Chat::new();
    let id = chat.start("darkhex 7");
    for row in 1..=7 {
        let e = chat.dm("alice", &format!("a{row}"));
        if row == 7 {
            let post = to(&e, &channel())[0];
            assert!(
                text(post).contains("Alice joined their edges"),
                "{}",
                text(post)
            );
            assert!(matches!(
                image(post).map(|i| &i.view),
                Some(ImageView::Revealed(_))
            ));
        } else {
            chat.dm("bob", &format!("g{row}"));
        }
    }
    assert!(chat.core.table(GameId(id)).unwrap().game.is_over());

    let id = chat.start("darkhex-abrupt 7");
    chat.dm("alice", "d4");
    let e = chat.dm("bob", "hex resign");
    let post = to(&e, &channel())[0];
    assert!(text(post).contains("Bob resigned") && text(post).contains("hex replay"));
    assert!(
        image(post).is_none(),
        "the board stays hidden after a resignation"
    );
    for who in ["alice", "bob"] {
        assert!(matches!(
            image(to(&e, &user(who))[0]).map(|i| &i.view),
            Some(ImageView::Player(_))
        ));
    }
    let e = chat.ch("dave", &format!("hex replay {id}"));
    assert!(matches!(
        image(&e[0]).map(|i| &i.view),
        Some(ImageView::Replay(_))
    ));
}

#[test]
fn abrupt_hit_ends_the_turn() {
    let mut chat = Chat::new();
    let id = chat.start("darkhex-abrupt 7");
    chat.dm("alice", "d4");
    let e = chat.dm("bob", "d4");
    assert!(text(to(&e, &user("bob"))[0]).contains("Your turn is over"));
    assert!(text(to(&e, &user("alice"))[0]).contains("Your move"));
    only_private_error(&chat.dm("bob", "e5"), "bob", "not your turn");
    assert_eq!(chat.ply(id), 2);
}

#[test]
fn several_games_need_a_number_in_dm() {
    let mut chat = Chat::new();
    chat.start("darkhex 7");
    chat.start("darkhex 7");
    // Alice is to move in both.
    only_private_error(&chat.dm("alice", "a1"), "alice", "several games");
    chat.dm("alice", "#2 a1");
    assert_eq!(chat.ply(2), 1);
    // Now only game 1 awaits her move.
    chat.dm("alice", "b1");
    assert_eq!(chat.ply(1), 1);
}

#[test]
fn computer_game_plays_to_the_end() {
    let mut chat = Chat::new();
    let e = chat.ch("alice", "hex play-bot darkhex 7 blue");
    // The computer (Red) has already moved; Alice got her view.
    assert_eq!(chat.ply(1), 1, "{e:#?}");
    let mut guard = 0;
    while !chat.core.table(GameId(1)).unwrap().game.is_over() {
        let view = chat
            .core
            .table(GameId(1))
            .unwrap()
            .game
            .hex()
            .unwrap()
            .player_view(Player::Blue);
        let cell = view
            .settings()
            .size
            .cells()
            .find(|&c| view.may_try(c))
            .unwrap();
        let e = chat.dm("alice", &cell.to_string());
        assert!(!e.is_empty());
        guard += 1;
        assert!(guard < 200);
    }
    let e = chat.ch("alice", "hex rematch");
    assert!(
        e.iter().any(|e| text(e).contains("Game #2 begins")),
        "{e:#?}"
    );
    let t = chat.core.table(GameId(2)).unwrap();
    assert_eq!(
        t.meta
            .colour_of(&UserId::new(Platform::Discord, "alice"))
            .map(Player::from),
        Some(Player::Red)
    );
}

#[test]
fn clocks_warn_time_out_and_abort() {
    let mut chat = Chat::new();
    let id = chat.start("darkhex 7 1d");
    chat.now += HOUR;
    chat.dm("alice", "a1");
    assert!(chat.core.tick(chat.now + 17 * HOUR).is_empty());
    let e = chat.core.tick(chat.now + 19 * HOUR);
    assert!(
        text(to(&e, &user("bob"))[0]).contains("runs out in"),
        "{e:#?}"
    );
    assert!(
        chat.core.tick(chat.now + 20 * HOUR).is_empty(),
        "warned once"
    );
    let e = chat.core.tick(chat.now + 24 * HOUR);
    let post = text(to(&e, &channel())[0]);
    assert!(
        post.contains("Bob ran out of time") && post.contains("Alice (Red) wins"),
        "{post}"
    );
    assert!(image(to(&e, &channel())[0]).is_none());
    assert!(chat.core.table(GameId(id)).unwrap().game.is_over());

    // A game nobody starts is aborted.
    let id = chat.start("hex 7 10m+5s");
    let e = chat.core.tick(chat.now + 11 * 60_000);
    assert!(text(to(&e, &channel())[0]).contains("aborted"));
    assert_eq!(
        chat.core.table(GameId(id)).unwrap().meta.status,
        hextable::core::Status::Aborted
    );

    // Challenges lapse.
    chat.ch("alice", "hex open");
    let e = chat.core.tick(chat.now + 25 * HOUR);
    assert!(e.iter().any(|e| text(e).contains("expired")));
    assert_eq!(chat.core.challenges().count(), 0);
}

#[test]
fn help_rules_games_and_board() {
    let mut chat = Chat::new();
    assert!(text(&chat.dm("alice", "hex help")[0]).contains("hex challenge"));
    assert!(text(&chat.dm("alice", "hex rules darkhex")[0]).contains("hit"));
    let id = chat.start("darkhex 7");
    chat.dm("alice", "c3");
    let e = chat.dm("bob", "hex games");
    assert!(text(&e[0]).contains(&format!("#{id} darkhex against Alice — your move")));
    let e = chat.dm("alice", "hex board");
    match image(&e[0]).map(|i| &i.view) {
        Some(ImageView::Player(v)) => assert_eq!(v.stone(Cell::new(2, 2)), Some(Player::Red)),
        other => panic!("{other:?}"),
    }
    // A spectator in the channel sees no stones.
    let e = chat.ch("dave", "hex board");
    assert!(matches!(
        image(&e[0]).map(|i| &i.view),
        Some(ImageView::Spectator(_))
    ));
    let _ = Move::Swap;
}

#[test]
fn red_typing_swap_is_told_the_swap_rule_not_the_turn() {
    let mut chat = Chat::new();
    chat.start("hex 7");
    chat.ch("alice", "a1");
    only_private_error(&chat.ch("alice", "swap"), "alice", "only Blue's first move");
}

#[test]
fn rex_joining_your_own_edges_loses() {
    let mut chat = Chat::new();
    let id = chat.start("rex 7 swap=off");
    only_private_error(&chat.ch("bob", "swap"), "bob", "not your turn");
    chat.ch("alice", "c1");
    only_private_error(&chat.ch("bob", "swap"), "bob", "without the swap rule");
    let mut last = Vec::new();
    for row in 2..=7 {
        chat.ch("bob", &format!("g{}", row - 1));
        last = chat.ch("alice", &format!("c{row}"));
    }
    let post = text(to(&last, &channel())[0]);
    assert!(
        post.contains("Alice joined their own edges and loses") && post.contains("Bob (Blue) wins"),
        "{post}"
    );
    assert_eq!(
        chat.core
            .table(GameId(id))
            .unwrap()
            .game
            .hex()
            .unwrap()
            .outcome()
            .unwrap()
            .winner,
        Player::Blue
    );
}

#[test]
fn slash_commands_map_to_the_same_commands() {
    use hextable::core::{Command, Content, GameOptions};
    let mut chat = Chat::new();
    let slash = Incoming {
        platform: Platform::Discord,
        user: "alice".into(),
        display_name: "Alice".into(),
        place: Place::Channel(CH.into()),
        message_id: Some("interaction-1".into()),
        content: Content::Command(Command::Challenge {
            opponent: None,
            options: GameOptions::default(),
        }),
        community: None,
        community_kind: Default::default(),
        manages_community: false,
        roles: Vec::new(),
        locale: None,
        guild_locale: None,
        private: true,
        names_lacking_permission: true,
    };
    let e = chat.core.handle(&slash, chat.now);
    assert!(
        text(&e[0]).contains("offers a game of darkhex 9×9"),
        "{e:#?}"
    );
}

#[test]
fn decline_and_challenges_addressed_to_others() {
    let mut chat = Chat::new();
    chat.ch("alice", "hex challenge <@bob> hex 11 blue 10m+5s");
    only_private_error(
        &chat.ch("carol", "hex accept 1"),
        "carol",
        "addressed to someone else",
    );
    only_private_error(
        &chat.ch("carol", "hex accept"),
        "carol",
        "no challenge for you",
    );
    only_private_error(
        &chat.ch("carol", "hex decline 1"),
        "carol",
        "addressed to someone else",
    );
    let e = chat.ch("bob", "hex decline");
    assert_eq!(e.len(), 1);
    assert_eq!(e[0].recipient(), channel());
    assert!(text(&e[0]).contains("declined by Bob"));
    assert_eq!(chat.core.challenges().count(), 0);
    assert_eq!(chat.core.games_in_memory(), 0);
    only_private_error(
        &chat.ch("bob", "hex accept 1"),
        "bob",
        "no open challenge 1",
    );
}

proptest::proptest! {
    #![proptest_config(proptest::prelude::ProptestConfig::with_cases(64))]

    /// Any sequence of messages from anyone, anywhere: no panic, and every error is private.
    #[test]
    fn no_input_panics_the_core(
        script in proptest::collection::vec(
            (0usize..3, proptest::bool::ANY, proptest::prop_oneof![
                proptest::string::string_regex("(hex )?(challenge @(bob|alice)|open|accept|decline|cancel|resign|board|games|takeback|rematch|replay 1|export 1|play-bot)( darkhex| hex| rex| 7| 8| red| swap=on| 1d| 10m\\+5s)*").unwrap(),
                proptest::string::string_regex("(#[0-9] )?[a-j][0-9]{1,2}|swap|resign").unwrap(),
                proptest::string::string_regex("\\PC{0,20}").unwrap(),
            ]),
            1..40,
        )
    ) {
        let mut chat = Chat::new();
        for (who, in_dm, text) in script {
            let user = ["alice", "bob", "carol"][who];
            chat.now += 60_000;
            let effects = if in_dm { chat.dm(user, &text) } else { chat.ch(user, &text) };
            for e in &effects {
                if let Effect::Reply { user: to, .. } = e {
                    proptest::prop_assert_eq!(&to.id, user);
                }
            }
            let _ = chat.core.tick(chat.now);
        }
    }
}

/// Every picture of a Dark Hex game, drawn on the drawing threads many at a time, decodes to
/// the same pixels as drawn directly (so the compressed bands a series reuses never mix
/// pictures up). The bytes may differ: a series cuts its bands where its pictures changed.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn pictures_drawn_on_the_drawing_threads_match_direct_drawing() {
    use hextable::{core::render_image, runtime::render_blocking};

    let mut chat = Chat::new();
    let id = chat.start("darkhex 7");
    let mut images = Vec::new();
    let cells = ["d4", "c3", "e5", "b2", "f6", "a1", "g7", "d5", "c4", "e3"];
    for (n, cell) in cells.iter().enumerate() {
        let who = if chat.ply(id) % 2 == 0 {
            "alice"
        } else {
            "bob"
        };
        let e = chat.dm(who, &format!("#{id} {cell}"));
        images.extend(e.iter().filter_map(image).cloned());
        assert!(!images.is_empty(), "move {n}: {e:#?}");
    }
    assert!(images.len() >= cells.len(), "{}", images.len());
    // All at once, in the order they were made: the series of each player is drawn by
    // several threads concurrently.
    let drawn = futures_util::future::join_all(images.iter().map(render_blocking)).await;
    let pixels = |bytes: &[u8]| {
        let decoder = png::Decoder::new(std::io::Cursor::new(bytes));
        let mut reader = decoder.read_info().unwrap();
        let mut pixels = vec![0; reader.output_buffer_size().unwrap()];
        let info = reader.next_frame(&mut pixels).unwrap();
        pixels.truncate(info.buffer_size());
        (info.width, info.height, pixels)
    };
    for (image, drawn) in images.iter().zip(drawn) {
        let (bytes, ext) = drawn.expect("drawn");
        let (direct, _) = render_image(image).unwrap();
        assert_eq!(ext, "png");
        assert!(
            pixels(&bytes) == pixels(&direct),
            "{:?}: not the same picture",
            image.source
        );
    }
}

/// A Dark Hex move made with a command nobody else saw (Discord's `/hex move` in the game's
/// channel) is played: the mover's news, with their view, answers the command; nothing is
/// deleted; the opponent hears by DM and the channel without the cell (issue #29, item 1).
#[test]
fn a_private_dark_hex_move_in_the_channel_is_played_and_answered_with_the_movers_view() {
    use hextable::core::{Command, Content};
    let mut chat = Chat::new();
    let id = chat.start("darkhex 7");
    let slash = Incoming {
        content: Content::Command(Command::Move {
            game: None,
            mv: hextable::rules::Move::Place("c3".parse().unwrap()).into(),
        }),
        ..Incoming::text(
            Platform::Discord,
            "alice",
            "Alice",
            Place::Channel(CH.into()),
            Some("interaction-7"),
            "",
        )
    }
    .privately();
    let e = chat.core.handle(&slash, chat.now);
    assert_eq!(chat.ply(id), 1, "{e:#?}");
    assert!(
        !e.iter().any(|e| matches!(e, Effect::Delete { .. })),
        "{e:#?}"
    );
    let answer = e
        .iter()
        .find(|e| matches!(e, Effect::Reply { .. }))
        .expect("an answer to the command");
    assert_eq!(answer.recipient(), user("alice"));
    assert!(text(answer).contains("c3"), "{answer:#?}");
    assert!(
        matches!(image(answer).map(|i| &i.view), Some(ImageView::Player(_))),
        "{answer:#?}"
    );
    // Alice hears of her move once, in the answer: no DM as well.
    assert!(!e
        .iter()
        .any(|e| matches!(e, Effect::Dm { .. }) && e.recipient() == user("alice")));
    assert!(e.iter().any(|e| e.recipient() == user("bob")));
    let post = e.iter().find(|e| e.recipient() == channel()).unwrap();
    assert!(!text(post).contains("c3"), "{post:#?}");
    assert!(post.image().is_none(), "{post:#?}");
}

#[test]
fn no_planned_text_names_a_network() {
    use hextable::core::marks::has_marks;
    let mut chat = Chat::new();
    let manager = |text: &str, n: &str| {
        support::chat::msg("alice", support::chat::ch(), n, text).in_server(Some("g1".into()), true)
    };
    let mut planned = Vec::new();
    planned.extend(chat.ch("alice", "hex challenge <@bob> hex 7 red"));
    planned.extend(chat.core.handle(
        &manager("hex settings tournament-channel=<#5>", "s1"),
        chat.now,
    ));
    planned.extend(
        chat.core
            .handle(&manager("hex tournament create swiss", "s2"), chat.now),
    );
    planned.extend(
        chat.core
            .handle(&manager("hex tournament list", "s3"), chat.now),
    );
    let texts: Vec<&str> = planned.iter().filter_map(Effect::text).collect();
    assert!(texts.iter().any(|t| has_marks(t)), "{texts:#?}");
    for text in texts {
        assert!(!text.contains("<@") && !text.contains("<#"), "{text}");
    }
}
