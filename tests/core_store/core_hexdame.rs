//! Hexdame through the bot core: scripted conversations (messages in, effects out), the
//! computer opponent, records, and a restart on the SQLite store.

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::core::GameId;
use hextable::{
    core::{render_image, CoreConfig, Effect, ImageView, Place, Status},
    rules::{
        hexdame::{Cell, Color, DrawReason, Game, Move, MoveText, Outcome, Position, RuleError},
        Family,
    },
    runtime::{Delivery, Service},
};
use support::{
    chat::{channel, msg, text, to, user, Chat, Recorder, CH, T0},
    temp_sqlite,
};

const DAY: i64 = 86_400_000;

/// A tiny deterministic generator for choosing moves.
struct Rand(u64);

impl Rand {
    fn below(&mut self, n: usize) -> usize {
        self.0 ^= self.0 << 13;
        self.0 ^= self.0 >> 7;
        self.0 ^= self.0 << 17;
        (self.0 % n.max(1) as u64) as usize
    }
}

/// A trait, not `impl Chat`: the other modules of this test binary have a `start` of their own.
trait Hexdame {
    fn game(&self, id: u64) -> &Game;
    fn start(&mut self, extra: &str) -> u64;
    fn play(&mut self, id: u64, typed: &str) -> Vec<Effect>;
}

impl Hexdame for Chat {
    fn game(&self, id: u64) -> &Game {
        self.core
            .table(GameId(id))
            .unwrap()
            .game
            .dame()
            .unwrap()
            .game()
    }

    /// Starts a Hexdame game between alice (White) and bob (Black) in the channel.
    fn start(&mut self, extra: &str) -> u64 {
        let e = self.ch(
            "alice",
            &format!("hex challenge @bob hexdame white {extra}"),
        );
        assert_eq!(e.len(), 1, "{e:#?}");
        assert!(text(&e[0]).contains("hexdame"), "{e:#?}");
        let e = self.ch("bob", "hex accept");
        let id = self.core.games_in_memory() as u64;
        let post = to(&e, &channel());
        assert_eq!(post.len(), 1, "{e:#?}");
        assert!(
            text(post[0]).contains(&format!("Game #{id} begins")),
            "{e:#?}"
        );
        assert!(text(post[0]).contains("Alice (White"), "{e:#?}");
        assert_dame_image(post[0], false);
        assert_eq!(
            self.core.table(GameId(id)).unwrap().meta.family(),
            Family::Hexdame
        );
        id
    }

    /// Plays `mv` for whoever is to move, typed in the channel in the given form.
    fn play(&mut self, id: u64, typed: &str) -> Vec<Effect> {
        let who = match self.game(id).position().turn() {
            Color::White => "alice",
            Color::Black => "bob",
        };
        self.ch(who, typed)
    }
}

/// Exactly one effect: a private reply to `who` containing `needle`.
fn only_private_error(effects: &[Effect], who: &str, needle: &str) -> String {
    assert_eq!(effects.len(), 1, "{effects:#?}");
    let e = &effects[0];
    assert!(matches!(e, Effect::Reply { .. }), "{e:#?}");
    assert_eq!(e.recipient(), user(who));
    assert!(
        text(e).contains(needle),
        "expected “{needle}” in “{}”",
        text(e)
    );
    text(e).to_owned()
}

/// The effect carries a Hexdame board; with `render`, it is drawn to a PNG too.
fn assert_dame_image(e: &Effect, render: bool) {
    let image = e.image().unwrap_or_else(|| panic!("no image: {e:#?}"));
    assert!(matches!(image.view, ImageView::Open(_)), "{e:#?}");
    if render {
        let (bytes, ext) = render_image(image).unwrap();
        assert_eq!(ext, "png");
        assert_eq!(&bytes[..8], b"\x89PNG\r\n\x1a\n");
    }
}

/// The record between the code fences of an export.
fn fenced(text: &str) -> String {
    let start = text.find("```\n").unwrap() + 4;
    let end = text[start..].find("\n```").unwrap() + start;
    text[start..end].to_owned()
}

#[test]
fn a_whole_game_between_two_people_typed_in_the_channel() {
    let mut chat = Chat::new();
    let id = chat.start("");
    let mut rand = Rand(0x9e37_79b9_7f4a_7c15);
    let mut plies = 0;
    while chat.core.table(GameId(id)).unwrap().meta.status == Status::Active {
        assert!(plies < 600, "the game should end");
        let moves = chat.game(id).position().legal_moves();
        let mv = moves[rand.below(moves.len())];
        // Long notation, in mixed case now and then.
        let typed = if plies % 3 == 0 {
            mv.to_string().to_uppercase()
        } else {
            mv.to_string()
        };
        let before = chat.game(id).clone();
        let mover = before.position().turn();
        let e = chat.play(id, &typed);
        plies += 1;
        assert_eq!(chat.ply(id), plies, "{typed}: {e:#?}");
        assert_eq!(chat.game(id).moves().last(), Some(&mv));
        let posts = to(&e, &channel());
        assert_eq!(posts.len(), 1, "{e:#?}");
        // The channel gets the board after every move (drawn to a PNG now and then: it is
        // the slow part).
        assert_dame_image(posts[0], plies % 20 == 1);
        if chat.core.table(GameId(id)).unwrap().meta.status == Status::Active {
            assert!(text(posts[0]).contains(&mv.to_string()), "{e:#?}");
            let next = if mover == Color::White {
                "bob"
            } else {
                "alice"
            };
            let dms = to(&e, &user(next));
            assert_eq!(dms.len(), 1, "{e:#?}");
            assert!(text(dms[0]).contains("Your move"), "{e:#?}");
        } else {
            assert!(text(posts[0]).contains("is over") || text(posts[0]).contains("drawn"));
            assert_dame_image(posts[0], true);
            // Both players hear the result.
            assert_eq!(to(&e, &user("alice")).len(), 1, "{e:#?}");
            assert_eq!(to(&e, &user("bob")).len(), 1, "{e:#?}");
        }
    }
    let game = chat.game(id).clone();
    assert!(game.outcome().is_some());

    // After the game: the move list round-trips through the rules' parser.
    let e = chat.ch("carol", &format!("hex export {id}"));
    let reply = only_private_error(&e, "carol", "Hexdame moves");
    let record = fenced(&reply);
    assert!(!record.contains('('), "{record}");
    let again = Game::replay(&record).unwrap();
    assert_eq!(again.moves(), game.moves());
    assert_eq!(again.position(), game.position());
    assert_eq!(again.outcome(), game.outcome());

    // The replay: the final board, then the game as an animated GIF.
    let e = chat.ch("carol", &format!("hex replay {id}"));
    assert_eq!(e.len(), 2, "{e:#?}");
    assert!(text(&e[0]).contains(&format!("{} moves", game.moves().len())));
    assert_dame_image(&e[0], true);
    let image = e[1].image().unwrap();
    assert!(matches!(image.view, ImageView::OpenReplay(_)));
    let (bytes, ext) = render_image(image).unwrap();
    assert_eq!(ext, "gif");
    assert_eq!(&bytes[..3], b"GIF");
}

/// Positions met in random games that show each kind of typed-move mistake.
struct Finds {
    /// Moves to reach the position, a short form there, and the move it names.
    short: Option<(Vec<Move>, String, Move)>,
    /// Moves, an ambiguous short form, its candidates.
    ambiguous: Option<(Vec<Move>, String, Vec<String>)>,
    /// Moves, a capture that is not the maximum.
    not_max: Option<(Vec<Move>, String)>,
}

fn find_positions() -> Finds {
    let mut finds = Finds {
        short: None,
        ambiguous: None,
        not_max: None,
    };
    let mut rand = Rand(12345);
    for _ in 0..400 {
        let mut game = Game::new();
        while game.outcome().is_none() {
            let p = *game.position();
            if p.capture_size() >= 1 {
                for from in p.pieces_of(p.turn()).iter() {
                    for to in Cell::all() {
                        let Some(text) = MoveText::new(vec![from, to], true) else {
                            continue;
                        };
                        let typed = format!("{from}x{to}");
                        let prefix = game.moves().to_vec();
                        match p.resolve(&text) {
                            Ok(m) if m.landings().count() >= 2 && finds.short.is_none() => {
                                finds.short = Some((prefix, typed, m));
                            }
                            Err(RuleError::Ambiguous(c)) if finds.ambiguous.is_none() => {
                                finds.ambiguous = Some((prefix, typed, c));
                            }
                            Err(RuleError::NotMaximal { .. }) if finds.not_max.is_none() => {
                                finds.not_max = Some((prefix, typed));
                            }
                            _ => {}
                        }
                    }
                }
            }
            if finds.short.is_some() && finds.ambiguous.is_some() && finds.not_max.is_some() {
                return finds;
            }
            let moves = p.legal_moves();
            let m = moves[rand.below(moves.len())];
            game.play(p.turn(), &m).unwrap();
        }
    }
    finds
}

/// Replays `moves` through the channel (each in full notation).
fn replay_in_channel(chat: &mut Chat, id: u64, moves: &[Move]) {
    for m in moves {
        let e = chat.play(id, &m.to_string());
        assert_eq!(to(&e, &channel()).len(), 1, "{m}: {e:#?}");
    }
    assert_eq!(chat.ply(id), moves.len());
}

#[test]
fn short_forms_and_every_move_error_are_private_and_change_nothing() {
    let finds = find_positions();
    let mut chat = Chat::new();
    let id = chat.start("");
    let events = |chat: &Chat| chat.core.table(GameId(id)).unwrap().events.len();

    // Syntax errors: not moves at all.
    let syntax = only_private_error(&chat.ch("alice", "f4-"), "alice", "is not a Hexdame move");
    assert!(syntax.contains("at least two cells"), "{syntax}");
    let off = only_private_error(&chat.ch("alice", "f4-k9"), "alice", "is not a Hexdame move");
    assert!(off.contains("k9"), "{off}");
    only_private_error(
        &chat.dm("alice", "#1 a1xq7"),
        "alice",
        "is not a Hexdame move",
    );
    // A Hex move in a Hexdame game.
    only_private_error(&chat.ch("alice", "f6"), "alice", "is Hexdame");
    // Ordinary chat that only starts like a cell is left alone.
    assert!(chat.ch("alice", "b2b or not b2b").is_empty());
    assert_eq!(events(&chat), 0);

    // Rule errors: well-formed moves the position refuses.
    only_private_error(&chat.ch("bob", "f6-e6"), "bob", "not your turn");
    let rule = only_private_error(&chat.ch("alice", "d4-f6"), "alice", "Nothing was played");
    assert!(!rule.contains("is not a Hexdame move"), "{rule}");
    only_private_error(&chat.ch("alice", "e5-e6"), "alice", "no piece on e5");
    only_private_error(&chat.ch("alice", "f6-e6"), "alice", "is not yours");
    assert_eq!(events(&chat), 0);
    // A DM move naming the game.
    let e = chat.dm("alice", "#1 D4-E5");
    assert_eq!(to(&e, &channel()).len(), 1, "{e:#?}");
    assert_eq!(chat.ply(id), 1);
    // Black must take back.
    only_private_error(&chat.ch("bob", "f6-e6"), "bob", "capture is compulsory");
    assert_eq!(chat.ply(id), 1);
    let e = chat.ch("bob", "F6 x D4");
    assert!(
        text(to(&e, &channel())[0]).contains("f6xd4, capturing 1"),
        "{e:#?}"
    );

    // A short capture form that names one move, in a game reaching its position.
    let (moves, typed, m) = finds.short.expect("a position with a multiple capture");
    let mut chat = Chat::new();
    let id = chat.start("");
    replay_in_channel(&mut chat, id, &moves);
    let e = chat.play(id, &typed.to_uppercase());
    assert_eq!(chat.game(id).moves().last(), Some(&m), "{typed}: {e:#?}");
    let post = to(&e, &channel());
    assert!(text(post[0]).contains(&m.to_string()), "{e:#?}");

    // An ambiguous short form: the candidates are listed.
    let (moves, typed, candidates) = finds.ambiguous.expect("an ambiguous position");
    let mut chat = Chat::new();
    let id = chat.start("");
    replay_in_channel(&mut chat, id, &moves);
    let who = if moves.len() % 2 == 0 { "alice" } else { "bob" };
    let error = only_private_error(&chat.ch(who, &typed), who, "several moves fit");
    for c in &candidates {
        assert!(error.contains(c.as_str()), "{c} in {error}");
    }
    assert_eq!(chat.ply(id), moves.len());

    // A capture that is not the maximum.
    let (moves, typed) = finds.not_max.expect("a position with a longer capture");
    let mut chat = Chat::new();
    let id = chat.start("");
    replay_in_channel(&mut chat, id, &moves);
    let who = if moves.len() % 2 == 0 { "alice" } else { "bob" };
    only_private_error(&chat.ch(who, &typed), who, "most pieces possible");
    assert_eq!(chat.ply(id), moves.len());
}

#[test]
fn lobby_options_colours_and_mistakes() {
    let mut chat = Chat::new();
    for (command, needle) in [
        ("hex challenge @bob hexdame 9", "leave out the size"),
        ("hex open hexdame swap=off", "no swap rule"),
        ("hex open hex white", "Hexdame colour"),
        ("hex play-bot hexdame 11x11", "leave out the size"),
    ] {
        only_private_error(&chat.ch("alice", command), "alice", needle);
    }
    assert_eq!(chat.core.challenges().count(), 0);

    // An open challenge, Black for the challenger, accepted by anyone.
    let e = chat.ch("alice", "hex open hexdame black 1d");
    assert!(text(&e[0]).contains("challenger plays Black"), "{e:#?}");
    let e = chat.ch("carol", "hex accept");
    let post = to(&e, &channel());
    assert!(text(post[0]).contains("Carol (White"), "{e:#?}");
    let dm = to(&e, &user("alice"));
    assert!(text(dm[0]).contains("you play Black"), "{e:#?}");
    assert_dame_image(dm[0], false);
    // `red` is the first player (White) in Hexdame too.
    chat.ch("alice", "hex challenge @bob hexdame red");
    let e = chat.ch("bob", "hex decline");
    assert!(text(&e[0]).contains("declined"), "{e:#?}");
    chat.ch("alice", "hex challenge @bob hexdame");
    let e = chat.ch("alice", "hex cancel");
    assert!(text(&e[0]).contains("withdrawn"), "{e:#?}");
    // Help, rules, games.
    let e = chat.ch("alice", "hex help");
    assert!(text(&e[0]).contains("hexdame"), "{e:#?}");
    assert!(text(&e[0]).contains("hex draw"), "{e:#?}");
    let e = chat.ch("alice", "hex rules hexdame");
    assert!(text(&e[0]).contains("Freeling"), "{e:#?}");
    assert!(text(&e[0]).contains("greatest number of pieces"), "{e:#?}");
    let e = chat.ch("alice", "hex games");
    assert!(text(&e[0]).contains("#1 hexdame against Carol"), "{e:#?}");
    // The board on request: the open board for players and spectators alike.
    let e = chat.ch("dave", "hex board");
    assert!(text(&e[0]).contains("White to move"), "{e:#?}");
    assert_dame_image(&e[0], true);

    // Challenges lapse.
    chat.ch("alice", "hex challenge @dave hexdame");
    chat.now += 2 * DAY;
    let e = chat.core.tick(chat.now);
    assert!(e.iter().any(|e| text(e).contains("has expired")), "{e:#?}");
}

#[test]
fn draw_offers_declines_lapses_and_agreement() {
    let mut chat = Chat::new();
    let id = chat.start("");
    chat.play(id, "d4-e5");
    chat.play(id, "f6xd4");
    // Draws do not exist in Hex.
    let hex = {
        chat.ch("carol", "hex challenge @dave hex 7");
        chat.ch("dave", "hex accept");
        2
    };
    only_private_error(
        &chat.ch("carol", &format!("hex draw #{hex}")),
        "carol",
        "cannot be drawn",
    );

    let e = chat.ch("bob", "hex draw accept");
    only_private_error(&e, "bob", "no draw offer");
    let e = chat.ch("alice", "hex draw");
    assert!(
        text(to(&e, &channel())[0]).contains("Alice offers a draw"),
        "{e:#?}"
    );
    assert!(
        text(to(&e, &user("bob"))[0]).contains("hex draw accept"),
        "{e:#?}"
    );
    assert!(to(&e, &user("alice"))
        .iter()
        .any(|e| text(e).contains("offer stands")));
    only_private_error(&chat.ch("alice", "hex draw"), "alice", "already offered");
    let e = chat.ch("bob", "hex draw decline");
    assert!(
        text(to(&e, &channel())[0]).contains("Bob declined the draw"),
        "{e:#?}"
    );
    assert_eq!(chat.game(id).draw_offer(), None);

    // An offer lapses when the offerer's opponent moves.
    let m = chat.game(id).position().legal_moves()[0];
    chat.play(id, &m.to_string());
    chat.dm("alice", "#1 draw");
    assert_eq!(chat.game(id).draw_offer(), Some(Color::White));
    let m = chat.game(id).position().legal_moves()[0];
    chat.play(id, &m.to_string());
    assert_eq!(chat.game(id).draw_offer(), None);
    only_private_error(&chat.ch("bob", "hex draw accept"), "bob", "no draw offer");

    // Accepted: offering back is accepting.
    chat.ch("bob", "hex draw");
    let e = chat.ch("alice", "hex draw");
    assert!(
        text(to(&e, &channel())[0]).contains("drawn by agreement"),
        "{e:#?}"
    );
    assert_dame_image(to(&e, &channel())[0], false);
    assert_eq!(
        chat.game(id).outcome(),
        Some(Outcome::Draw(DrawReason::Agreement))
    );
    assert_eq!(
        chat.core.table(GameId(id)).unwrap().meta.status,
        Status::Over
    );
}

/// Moves reaching a position where both sides have a king and a four-move king shuffle
/// returns to it, and that shuffle.
fn find_shuffle() -> (Vec<Move>, [Move; 4]) {
    let mut rand = Rand(777);
    for _ in 0..3000 {
        let mut game = Game::new();
        while game.outcome().is_none() && game.moves().len() < 300 {
            let p = *game.position();
            if !p.kings().is_empty()
                && p.kings()
                    .iter()
                    .any(|c| p.pieces_of(Color::White).contains(c))
                && p.kings()
                    .iter()
                    .any(|c| p.pieces_of(Color::Black).contains(c))
            {
                if let Some(shuffle) = shuffle_at(&p) {
                    return (game.moves().to_vec(), shuffle);
                }
            }
            let moves = p.legal_moves();
            // Men advancing and kings appearing: prefer moves that crown.
            let m = moves
                .iter()
                .find(|m| p.promotes(m))
                .copied()
                .unwrap_or_else(|| moves[rand.below(moves.len())]);
            game.play(p.turn(), &m).unwrap();
        }
    }
    panic!("no king shuffle found");
}

fn shuffle_at(p: &Position) -> Option<[Move; 4]> {
    let steps = |p: &Position| -> Vec<Move> {
        p.legal_moves()
            .into_iter()
            .filter(|m| !m.is_capture() && p.kings().contains(m.from()))
            .collect()
    };
    for a in steps(p) {
        let p1 = p.play(&a).ok()?;
        for b in steps(&p1) {
            let p2 = p1.play(&b).unwrap();
            let back_a = Move::step(a.to(), a.from());
            if !p2.is_legal(&back_a) {
                continue;
            }
            let p3 = p2.play(&back_a).unwrap();
            let back_b = Move::step(b.to(), b.from());
            if p3.is_legal(&back_b) && p3.play(&back_b).unwrap() == *p {
                return Some([a, b, back_a, back_b]);
            }
        }
    }
    None
}

#[test]
fn threefold_repetition_ends_the_game_drawn() {
    let (moves, shuffle) = find_shuffle();
    let mut chat = Chat::new();
    let id = chat.start("");
    replay_in_channel(&mut chat, id, &moves);
    let mut last = Vec::new();
    for round in 0..2 {
        for m in &shuffle {
            assert_eq!(chat.game(id).outcome(), None, "round {round}");
            last = chat.play(id, &m.to_string());
        }
    }
    assert_eq!(
        chat.game(id).outcome(),
        Some(Outcome::Draw(DrawReason::Repetition))
    );
    let post = to(&last, &channel());
    assert!(text(post[0]).contains("three times"), "{last:#?}");
    assert_eq!(
        chat.core.table(GameId(id)).unwrap().meta.status,
        Status::Over
    );
    // Nothing more can be played.
    let e = chat.play(id, &shuffle[0].to_string());
    assert!(
        e.iter().all(|e| matches!(e, Effect::Reply { .. })),
        "{e:#?}"
    );
}

#[test]
fn resign_timeout_takeback_and_rematch() {
    let mut chat = Chat::new();
    let id = chat.start("");
    chat.play(id, "d4-e5");
    // Takeback by agreement.
    let e = chat.ch("alice", "hex takeback");
    assert!(text(&e[0]).contains("asks to take back"), "{e:#?}");
    let e = chat.ch("bob", "hex takeback");
    assert!(
        e.iter().any(|e| text(e).contains("1 move taken back")),
        "{e:#?}"
    );
    assert_eq!(chat.ply(id), 0);
    chat.play(id, "c4-d5");
    let e = chat.ch("bob", "resign");
    let post = to(&e, &channel());
    assert!(
        text(post[0]).contains("Bob resigned. Alice (White) wins"),
        "{e:#?}"
    );
    assert_eq!(
        chat.core.table(GameId(id)).unwrap().meta.status,
        Status::Over
    );

    // Rematch, colours swapped.
    chat.ch("alice", "hex rematch");
    let e = chat.ch("bob", "hex rematch");
    assert!(e.iter().any(|e| text(e).contains("Bob (White")), "{e:#?}");
    let id2 = chat.core.games_in_memory() as u64;
    assert_eq!(
        chat.core.table(GameId(id2)).unwrap().meta.family(),
        Family::Hexdame
    );

    // Time runs out.
    let mut chat = Chat::new();
    let id = chat.start("1d");
    chat.play(id, "d4-e5");
    chat.now += DAY + 1;
    let e = chat.core.tick(chat.now);
    assert!(
        e.iter()
            .any(|e| text(e).contains("Bob ran out of time. Alice (White) wins")),
        "{e:#?}"
    );
    assert_eq!(
        chat.core.table(GameId(id)).unwrap().meta.status,
        Status::Over
    );
}

#[test]
fn a_game_against_the_computer_in_dm_to_the_end() {
    let mut chat = Chat::new();
    let e = chat.dm("alice", "hex play-bot hexdame black easy");
    // Started in DM: the computer (White) moved at once; the board comes by DM.
    assert!(e.iter().all(|e| e.recipient() == user("alice")), "{e:#?}");
    assert!(
        e.iter().any(|e| text(e).contains("you play Black")),
        "{e:#?}"
    );
    let id = 1;
    assert_eq!(chat.ply(id), 1, "{e:#?}");
    // The computer declines a draw at once.
    let e = chat.dm("alice", "hex draw");
    only_private_error(&e, "alice", "computer (easy) declined the draw");
    assert_eq!(chat.game(id).draw_offer(), None);
    let mut rand = Rand(42);
    let mut turns = 0;
    while chat.core.table(GameId(id)).unwrap().meta.status == Status::Active {
        turns += 1;
        assert!(turns < 400);
        let moves = chat.game(id).position().legal_moves();
        let m = moves[rand.below(moves.len())];
        let e = chat.dm("alice", &m.to_string());
        assert!(e.iter().all(|e| e.recipient() == user("alice")), "{e:#?}");
        if chat.core.table(GameId(id)).unwrap().meta.status == Status::Active {
            // Her own move, then the computer's answer, each with the board.
            assert_eq!(e.len(), 2, "{e:#?}");
            assert!(text(&e[0]).contains("you played"), "{e:#?}");
            assert!(text(&e[1]).contains("Your move"), "{e:#?}");
            assert_dame_image(&e[1], turns == 1);
        } else {
            assert!(e
                .iter()
                .any(|e| text(e).contains("is over") || text(e).contains("drawn")));
        }
    }
    assert!(chat.game(id).outcome().is_some());
}

async fn handle(service: &Service, user: &str, id: &str, text: &str, t: i64) -> Vec<Delivery> {
    service
        .handle(&msg(user, Place::Channel(CH.into()), id, text), t)
        .await
        .unwrap()
}

#[tokio::test]
async fn a_restart_mid_game_on_sqlite_continues_it() {
    let (_dir, url) = temp_sqlite("dame.db");
    let service = Service::open(&url, CoreConfig::default()).await.unwrap();
    handle(
        &service,
        "alice",
        "1",
        "hex challenge @bob hexdame white 1d",
        T0,
    )
    .await;
    handle(&service, "bob", "2", "hex accept", T0).await;
    let mut game = Game::new();
    let mut rand = Rand(99);
    let mut n = 2;
    for ply in 0..10 {
        let moves = game.position().legal_moves();
        let m = moves[rand.below(moves.len())];
        let who = if ply % 2 == 0 { "alice" } else { "bob" };
        n += 1;
        let d = handle(&service, who, &n.to_string(), &m.to_string(), T0 + ply).await;
        assert!(!d.is_empty(), "{m}");
        game.play(game.position().turn(), &m).unwrap();
    }
    // A draw offer stands across the restart; one delivery is left undelivered.
    n += 1;
    let offer = handle(&service, "alice", &n.to_string(), "hex draw", T0 + 20).await;
    assert!(!offer.is_empty());
    let events = service.store().event_count(GameId(1)).await.unwrap();
    assert_eq!(events, 11);
    drop(service);

    let service = Service::open(&url, CoreConfig::default()).await.unwrap();
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 11);
    let (ply, position, offer_stands) = service
        .with_core(|c| {
            let dame = c.table(GameId(1)).unwrap().game.dame().unwrap().clone();
            (
                dame.game().moves().len(),
                *dame.game().position(),
                dame.game().draw_offer(),
            )
        })
        .await;
    assert_eq!(ply, 10);
    assert_eq!(&position, game.position());
    assert_eq!(offer_stands, Some(Color::White));
    // The undelivered effects are rebuilt from the log, the board image included.
    let pending = service.pending().await.unwrap();
    assert!(!pending.is_empty());
    for d in &pending {
        if let Some(image) = d.effect.image() {
            assert!(matches!(image.view, ImageView::Open(_)), "{d:#?}");
        }
    }
    let sink = Recorder::default();
    service.dispatch(&sink, &pending, T0 + 30).await.unwrap();
    assert!(service.pending().await.unwrap().is_empty());
    // The same message again after the restart: ignored.
    let again = handle(&service, "alice", &n.to_string(), "hex draw", T0 + 31).await;
    assert!(again.is_empty());
    // The game goes on: White's own move keeps the offer, Black's move lapses it.
    let m = game.position().legal_moves()[0];
    let d = handle(&service, "alice", "100", &m.to_string(), T0 + 40).await;
    let post = d
        .iter()
        .find(|d| matches!(d.effect, Effect::Post { .. }))
        .unwrap();
    assert!(text(&post.effect).contains("move 11"), "{post:#?}");
    game.play(Color::White, &m).unwrap();
    let offer = || async {
        service
            .with_core(|c| {
                c.table(GameId(1))
                    .unwrap()
                    .game
                    .dame()
                    .unwrap()
                    .game()
                    .draw_offer()
            })
            .await
    };
    assert_eq!(offer().await, Some(Color::White));
    let m = game.position().legal_moves()[0];
    handle(&service, "bob", "101", &m.to_string(), T0 + 41).await;
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 13);
    assert_eq!(offer().await, None);
    // Resign and export.
    handle(&service, "alice", "102", "resign", T0 + 50).await;
    let d = handle(&service, "carol", "103", "hex export 1", T0 + 60).await;
    let record = fenced(text(&d[0].effect));
    assert_eq!(Game::replay(&record).unwrap().moves().len(), 12);
}

#[tokio::test]
async fn the_computer_thinks_off_the_runtime_and_resumes_after_a_restart() {
    let (_dir, url) = temp_sqlite("bot.db");
    let service = Service::open(&url, CoreConfig::default()).await.unwrap();
    let d = handle(
        &service,
        "alice",
        "1",
        "hex play-bot hexdame black easy",
        T0,
    )
    .await;
    assert!(!d.is_empty());
    // The computer (White) is due: the turn is in the stored state, so it survives a restart.
    let turns = service.computer_turns().await;
    assert_eq!(turns.len(), 1);
    drop(service);
    let service = Service::open(&url, CoreConfig::default()).await.unwrap();
    let d = service.play_computers(|| T0 + 1).await.unwrap();
    let post = d
        .iter()
        .find(|d| matches!(d.effect, Effect::Post { .. }))
        .unwrap();
    assert!(
        text(&post.effect).contains("computer (easy) (White) played"),
        "{post:#?}"
    );
    assert!(service.computer_turns().await.is_empty());
    assert_eq!(service.store().event_count(GameId(1)).await.unwrap(), 1);
}
