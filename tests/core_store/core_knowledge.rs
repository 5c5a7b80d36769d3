//! The knowledge replay through the core (issue #32, part 1): `hex replay N views` and the
//! Replay button of a finished Dark Hex game; refused, privately and in the asker's language,
//! while the game is being played.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::core::{render_image, ActionKind, Allowed, Command, Effect, GameId, ImageView};
use support::chat::{channel, text, to, user, Chat};

/// Starts a game between alice (Red) and bob (Blue); its number.
fn start(chat: &mut Chat, options: &str) -> u64 {
    chat.ch("alice", &format!("hex challenge @bob {options} red"));
    chat.ch("bob", "hex accept");
    chat.core.games_in_memory() as u64
}

/// The one private answer to `who` among `effects`, and that nothing else was said.
fn private_answer<'a>(effects: &'a [Effect], who: &str) -> &'a Effect {
    assert_eq!(effects.len(), 1, "{effects:#?}");
    assert!(matches!(effects[0], Effect::Reply { .. }), "{effects:#?}");
    assert_eq!(effects[0].recipient(), user(who));
    &effects[0]
}

#[test]
fn views_are_refused_during_the_game_and_answered_after() {
    let mut chat = Chat::new();
    let id = start(&mut chat, "darkhex 7 1d");
    chat.dm("alice", "d4");
    // Bob hits Alice's hidden stone (classic: he moves again), then places one.
    chat.dm("bob", "d4");
    chat.dm("bob", "e5");
    for (who, text_of) in [("alice", "dm"), ("dave", "ch")] {
        let asked = format!("hex replay {id} views");
        let e = if text_of == "dm" {
            chat.dm(who, &asked)
        } else {
            chat.ch(who, &asked)
        };
        let answer = private_answer(&e, who);
        assert!(
            text(answer).contains("still being played"),
            "{}",
            text(answer)
        );
        assert!(answer.image().is_none());
    }
    // In the asker's language.
    chat.ch("erik", "hex language fi");
    let e = chat.ch("erik", &format!("hex replay {id} views"));
    assert!(text(private_answer(&e, "erik")).contains("vielä kesken"));

    // Bob resigns: the result post carries the Replay button, for anyone.
    let e = chat.dm("bob", "hex resign");
    let post = to(&e, &channel())[0];
    let views = post
        .actions()
        .iter()
        .find(|a| matches!(a.kind, ActionKind::Views { .. }))
        .expect("a Replay button");
    assert_eq!(views.allowed, Allowed::Anyone);
    assert_eq!(views.label.as_deref(), Some("Replay"));
    assert_eq!(views.kind.command(), Some(Command::ReplayViews(GameId(id))));
    for who in ["alice", "bob"] {
        let dm = to(&e, &user(who))[0];
        assert!(dm
            .actions()
            .iter()
            .any(|a| matches!(a.kind, ActionKind::Views { .. })));
    }

    // Now anyone may see it: an animated GIF of every move.
    let e = chat.ch("dave", &format!("hex replay {id} views"));
    let answer = private_answer(&e, "dave");
    assert!(
        text(answer).contains("What each player knew"),
        "{}",
        text(answer)
    );
    let image = answer.image().expect("the knowledge replay");
    let ImageView::Knowledge(board) = &image.view else {
        panic!("{:?}", image.view)
    };
    assert_eq!(board.ply(), 3);
    let (bytes, ext) = render_image(image).unwrap();
    assert_eq!(ext, "gif");
    assert!(bytes.starts_with(b"GIF89a"));
}

#[test]
fn views_of_a_game_without_hidden_stones_are_refused() {
    let mut chat = Chat::new();
    let id = start(&mut chat, "hex 7 swap=off");
    chat.ch("alice", "d4");
    chat.ch("alice", "hex resign");
    let e = chat.ch("dave", &format!("hex replay {id} views"));
    let answer = private_answer(&e, "dave");
    assert!(text(answer).contains("not Dark Hex"), "{}", text(answer));
    // The result of an open game has no Replay button.
    let e = chat.ch("dave", &format!("hex replay {id}"));
    assert!(e.iter().all(|e| e
        .actions()
        .iter()
        .all(|a| !matches!(a.kind, ActionKind::Views { .. }))));
}
