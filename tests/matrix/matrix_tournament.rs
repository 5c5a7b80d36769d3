//! A four-player Dark Hex tournament on a real Synapse, end to end: in a room Alice made (so
//! she is its moderator, the organiser), Bob's `!hex tournament create` is refused privately;
//! Alice creates a Dark Hex 7×7 round-robin, Alice, Bob, Carol and Dave join and Alice starts
//! it, while Erin only watches. Round 1: each player hears by DM (a room of their own with the
//! bot) that their game is ready, with their private board picture; one game is played by DM
//! moves with a hit (the finder told where, the owner told only that a stone was found, the
//! room only that a stone was hit) until Red completes a chain, the other ends by
//! resignation. Every privacy rule is checked: the room names no cell and shows no picture
//! before the chain ends the first game, Erin gets nothing privately, and no player reads a
//! hidden enemy cell other than the one they hit. Rounds 2 and 3 end by resignations typed in
//! the DMs, and the room gets the final standings as text (naming the four players, the
//! winner first) and as a picture.
//!
//! Ignored unless `HEXTABLE_TEST_MATRIX_URL` points at a homeserver with open registration
//! (`scripts/test` starts one on loopback).

#![cfg(feature = "matrix")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::matrix_support;

use std::{
    collections::{BTreeMap, BTreeSet},
    time::Instant,
};

use matrix_sdk::{
    ruma::{OwnedRoomId, OwnedUserId, RoomId},
    RoomMemberships,
};

use matrix_support::*;

/// Tokens that name a cell of the 7×7 board (`a1` … `g7`). Other letter-and-number tokens the
/// bot writes, such as the tournament's number `t1`, are not cells of this board.
fn cells_in(text: &str) -> BTreeSet<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .filter(|t| {
            let b = t.as_bytes();
            b.len() == 2 && (b'a'..=b'g').contains(&b[0]) && (b'1'..=b'7').contains(&b[1])
        })
        .map(str::to_owned)
        .collect()
}

#[test]
fn cells_in_finds_board_cells_only() {
    let text = "Tournament t1, round 2: Game #12, move 3: a1 holds an enemy stone (BH-C1 5, g7).";
    let expected: BTreeSet<String> = ["a1".to_owned(), "g7".to_owned()].into();
    assert_eq!(cells_in(text), expected);
    assert!(cells_in("alice351525053 joined tournament t1 (4 players); darkhex 7×7").is_empty());
}

/// The cells of column `col` in `rows` (`column('a', 1..=7)`: `a1` … `a7`).
fn column(col: char, rows: std::ops::RangeInclusive<u32>) -> BTreeSet<String> {
    rows.map(|r| format!("{col}{r}")).collect()
}

/// The number right after `prefix` in `text` (`your game #12 against` → 12).
fn number_after(text: &str, prefix: &str) -> u64 {
    let start = text
        .find(prefix)
        .unwrap_or_else(|| panic!("{prefix:?} in {text:?}"))
        + prefix.len();
    let digits: String = text[start..]
        .chars()
        .take_while(char::is_ascii_digit)
        .collect();
    digits
        .parse()
        .unwrap_or_else(|_| panic!("a number after {prefix:?} in {text:?}"))
}

/// The display name the bot knows a human by (Synapse's default: the localpart).
pub(crate) fn name(human: &Human) -> &str {
    human.id.localpart()
}

/// Waits for an `m.image` from `bot` in `room` after the first `after` messages of the log: a
/// PNG with a size and dimensions.
pub(crate) async fn expect_image(
    human: &Human,
    bot: &OwnedUserId,
    room: &RoomId,
    after: usize,
) -> Seen {
    let seen =
        wait_for(&format!("{} to get a picture in {room}", human.id), || {
            human.seen().into_iter().skip(after).find(|s| {
                &s.sender == bot && s.room == room && matches!(s.kind, Kind::Image { .. })
            })
        })
        .await;
    let Kind::Image {
        mimetype,
        size,
        width,
        height,
    } = &seen.kind
    else {
        unreachable!()
    };
    assert_eq!(mimetype.as_deref(), Some("image/png"), "{seen:?}");
    assert!(size.unwrap_or(0) > 0, "{seen:?}");
    assert!(
        width.unwrap_or(0) > 0 && height.unwrap_or(0) > 0,
        "{seen:?}"
    );
    seen
}

/// Where `seen` is in `human`'s log.
pub(crate) fn index_of(human: &Human, seen: &Seen) -> usize {
    human
        .seen()
        .iter()
        .position(|s| s.event_id == seen.event_id)
        .expect("a message of the log")
}

/// A game of a round, as its players' DMs tell it: its number, and the players (indices into
/// [`Club::players`]) playing Red (first) and Blue.
#[derive(Clone, Copy, Debug)]
struct Game {
    number: u64,
    red: usize,
    blue: usize,
}

/// The tournament room: Alice, Bob, Carol and Dave play, Erin watches.
pub(crate) struct Club {
    pub(crate) bot: Bot,
    pub(crate) players: Vec<Human>,
    pub(crate) erin: Human,
    pub(crate) room: OwnedRoomId,
    /// Each player's DM room with the bot, once known.
    dms: Vec<Option<OwnedRoomId>>,
}

impl Club {
    /// Alice opens a plain room with Bob, Carol, Dave, Erin and the bot; every member is seen
    /// joined.
    pub(crate) async fn new() -> Self {
        let bot = Bot::new().await;
        let (alice, bob, carol, dave, erin) = tokio::join!(
            Human::new("alice"),
            Human::new("bob"),
            Human::new("carol"),
            Human::new("dave"),
            Human::new("erin"),
        );
        let room = alice
            .create_room(&[&bob.id, &carol.id, &dave.id, &erin.id, &bot.id], false)
            .await;
        for user in [&bot.id, &bob.id, &carol.id, &dave.id, &erin.id] {
            alice.sees_joined(&room, user).await;
        }
        for human in [&bob, &carol, &dave, &erin] {
            human.sees_joined(&room, &bot.id).await;
        }
        Self {
            bot,
            players: vec![alice, bob, carol, dave],
            erin,
            room,
            dms: vec![None; 4],
        }
    }

    /// A bot post in the room containing `needle`, as Erin sees it, after the first `after`
    /// messages of her log.
    pub(crate) async fn posted(&self, after: usize, needle: &str) -> Seen {
        wait_for(&format!("the room to hear {needle:?}"), || {
            self.erin
                .seen()
                .into_iter()
                .skip(after)
                .find(|s| s.room == self.room && s.sender == self.bot.id && s.body.contains(needle))
        })
        .await
    }

    /// A private message from the bot to player `p` (anywhere but the tournament room)
    /// containing `needle`.
    pub(crate) async fn dm(&self, p: usize, needle: &str) -> Seen {
        let human = &self.players[p];
        human
            .expect(&format!("{} to get a DM with {needle:?}", human.id), |s| {
                s.sender == self.bot.id && s.room != self.room && s.body.contains(needle)
            })
            .await
    }

    /// The games of round `round`, from what each player is told by DM: that their game is
    /// ready (naming the opponent), and which colour they play in it. Checks that each DM
    /// room holds exactly the bot and its player, and is the one of the earlier rounds.
    async fn round(&mut self, round: u32) -> Vec<Game> {
        let mut seats: BTreeMap<u64, (Option<usize>, Option<usize>)> = BTreeMap::new();
        let mut ready_texts = Vec::new();
        for p in 0..self.players.len() {
            let ready = self
                .dm(p, &format!("Tournament t1, round {round}: your game #"))
                .await;
            let game = number_after(&ready.body, "your game #");
            assert!(ready.body.contains("is ready"), "{ready:?}");
            let human = &self.players[p];
            let started = human
                .expect_after(0, &ready.room, &format!("Game #{game}: you play "))
                .await;
            assert_eq!(started.sender, self.bot.id, "{started:?}");
            let red = started.body.contains("you play Red");
            assert!(red || started.body.contains("you play Blue"), "{started:?}");
            let seat = seats.entry(game).or_default();
            let slot = if red { &mut seat.0 } else { &mut seat.1 };
            assert!(slot.is_none(), "two players on one side of game #{game}");
            *slot = Some(p);
            match &self.dms[p] {
                Some(dm) => assert_eq!(dm, &ready.room, "{}'s DM room changed", human.id),
                None => {
                    let members = human
                        .room(&ready.room)
                        .await
                        .members(RoomMemberships::ACTIVE)
                        .await
                        .unwrap();
                    let ids: BTreeSet<_> = members.iter().map(|m| m.user_id().to_owned()).collect();
                    let expected: BTreeSet<_> = [human.id.clone(), self.bot.id.clone()].into();
                    assert_eq!(ids, expected, "{}'s DM room is private", human.id);
                    self.dms[p] = Some(ready.room.clone());
                }
            }
            ready_texts.push((p, ready.body));
        }
        let games: Vec<Game> = seats
            .into_iter()
            .map(|(number, seat)| match seat {
                (Some(red), Some(blue)) => Game { number, red, blue },
                other => panic!("game #{number} lacks a player: {other:?}"),
            })
            .collect();
        assert_eq!(games.len(), 2, "round {round}: {games:?}");
        // Each player's "ready" DM names their opponent.
        for (p, text) in ready_texts {
            let game = games.iter().find(|g| g.red == p || g.blue == p).unwrap();
            let opponent = if game.red == p { game.blue } else { game.red };
            assert!(
                text.contains(&format!(
                    "your game #{} against {} is ready",
                    game.number,
                    name(&self.players[opponent])
                )),
                "{text:?}"
            );
        }
        // The round's pairings in the room: the first player of each board is Red.
        let pairings = self
            .posted(0, &format!("Tournament t1, round {round} of 3:"))
            .await;
        for game in &games {
            let line = format!(
                "{} (first) – {} (#{})",
                name(&self.players[game.red]),
                name(&self.players[game.blue]),
                game.number
            );
            assert!(pairings.body.contains(&line), "{line:?} in {pairings:?}");
        }
        for game in &games {
            let begins = self
                .posted(0, &format!("Game #{} begins", game.number))
                .await;
            assert!(begins.body.contains("never where"), "{begins:?}");
        }
        games
    }

    fn dm_of(&self, p: usize) -> &RoomId {
        self.dms[p].as_deref().expect("the DM room is known")
    }

    /// Player `p` types `text` in their DM room; waits for the bot's answer containing
    /// `expect` and, when `view`, for their fresh private picture.
    async fn play(&self, p: usize, text: &str, expect: &str, view: bool) {
        let human = &self.players[p];
        let dm = self.dm_of(p);
        let mark = human.mark();
        human.say(dm, text).await;
        let reply = human.expect_after(mark, dm, expect).await;
        assert_eq!(reply.sender, self.bot.id, "{reply:?}");
        if view {
            expect_image(human, &self.bot.id, dm, mark).await;
        }
    }

    /// Every bot message in the room up to `until` (all of Erin's log when `None`) names no
    /// cell.
    fn assert_room_saw_no_cell(&self, until: Option<usize>) {
        let log = self.erin.seen();
        let until = until.unwrap_or(log.len());
        for s in log.iter().take(until) {
            if s.room == self.room && s.sender == self.bot.id {
                assert!(cells_in(&s.body).is_empty(), "the room saw a cell: {s:?}");
            }
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn a_four_player_dark_hex_round_robin_from_creation_to_the_final_standings_picture() {
    let clock = Instant::now();
    let mut club = Club::new().await;
    let room = club.room.clone();
    let bot = club.bot.id.clone();

    // Bob is no moderator of the room: his create is refused, privately.
    club.players[1]
        .say(&room, "!hex tournament create darkhex 7 rr")
        .await;
    club.dm(1, "Only organisers can do that").await;
    // Alice made the room: she is its moderator, the organiser.
    club.players[0]
        .say(&room, "!hex tournament create darkhex 7 rr")
        .await;
    let created = club.posted(0, "Tournament t1 is open").await;
    assert!(created.body.contains("round-robin"), "{created:?}");
    for p in 0..4 {
        club.players[p].say(&room, "!hex tournament join").await;
        let count = if p == 0 {
            "(1 player)".to_owned()
        } else {
            format!("({} players)", p + 1)
        };
        let joined = club
            .posted(
                0,
                &format!("{} joined tournament t1 {count}", name(&club.players[p])),
            )
            .await;
        assert_eq!(joined.sender, bot);
    }
    club.players[0].say(&room, "!hex tournament start").await;
    club.posted(0, "Tournament t1 begins: 4 players, 3 rounds")
        .await;

    // ---- Round 1: two Dark Hex games. ----
    let games = club.round(1).await;
    // Each player's private board came with their game's start, in their DM room.
    for p in 0..4 {
        expect_image(&club.players[p], &bot, club.dm_of(p), 0).await;
    }
    let (a, b) = (games[0], games[1]);
    let (na, nb) = (a.number, b.number);
    let blue_a = name(&club.players[a.blue]).to_owned();

    // Game A: Red opens at a1 (just `a1`: Red has only one game).
    club.play(a.red, "a1", &format!("Game #{na}: you played a1"), true)
        .await;
    club.dm(
        a.blue,
        &format!("Game #{na}: {} has moved", name(&club.players[a.red])),
    )
    .await;
    // Blue plays onto Red's hidden stone (naming the game): a hit, and Blue moves again.
    let (red_mark, room_mark) = (club.players[a.red].mark(), club.erin.mark());
    club.play(
        a.blue,
        &format!("#{na} a1"),
        &format!("Game #{na}: a1 holds an enemy stone — you found it"),
        true,
    )
    .await;
    let found = club.players[a.red]
        .expect_after(
            red_mark,
            club.dm_of(a.red),
            &format!("Game #{na}: {blue_a} found one of your stones"),
        )
        .await;
    assert_eq!(found.sender, bot);
    assert!(cells_in(&found.body).is_empty(), "{found:?}");
    let hit = club.posted(room_mark, "a stone was hit").await;
    assert!(hit.body.starts_with(&format!("Game #{na}")), "{hit:?}");
    for p in [a.red, a.blue] {
        assert!(
            !hit.body.contains(name(&club.players[p])),
            "the hit is anonymous: {hit:?}"
        );
    }
    club.play(
        a.blue,
        &format!("#{na} g1"),
        &format!("Game #{na}: you played g1"),
        true,
    )
    .await;

    // Game B: one move each, then Red resigns.
    club.play(
        b.red,
        &format!("#{nb} d4"),
        &format!("Game #{nb}: you played d4"),
        true,
    )
    .await;
    club.play(b.blue, "c3", &format!("Game #{nb}: you played c3"), true)
        .await;
    let room_mark = club.erin.mark();
    club.play(
        b.red,
        &format!("#{nb} resign"),
        &format!("Game #{nb} is over"),
        false,
    )
    .await;
    let resigned = club.posted(room_mark, &format!("Game #{nb} is over")).await;
    assert!(
        resigned
            .body
            .contains(&format!("{} resigned", name(&club.players[b.red]))),
        "{resigned:?}"
    );
    assert!(resigned.body.contains("board stays hidden"), "{resigned:?}");
    club.dm(b.blue, &format!("Game #{nb} is over")).await;

    // Game A goes on: Red down the a file, Blue down the g file.
    for row in 2..=6 {
        club.play(
            a.red,
            &format!("a{row}"),
            &format!("Game #{na}: you played a{row}"),
            true,
        )
        .await;
        club.play(
            a.blue,
            &format!("#{na} g{row}"),
            &format!("Game #{na}: you played g{row}"),
            true,
        )
        .await;
    }
    // Marks before the move that ends round 1 (its posts and round 2's come at once).
    let before_end = club.erin.mark();
    club.assert_room_saw_no_cell(Some(before_end));
    // Before the chain, the room saw no picture at all: not a player's view, not a board.
    let pictures: Vec<Seen> = club
        .erin
        .seen()
        .into_iter()
        .filter(|s| s.room == room && s.sender == bot && matches!(s.kind, Kind::Image { .. }))
        .collect();
    assert!(pictures.is_empty(), "{pictures:?}");
    club.players[a.red].say(club.dm_of(a.red), "a7").await;
    let over = club
        .posted(before_end, &format!("Game #{na} is over"))
        .await;
    assert!(
        over.body.contains(&format!(
            "{} joined their edges",
            name(&club.players[a.red])
        )),
        "{over:?}"
    );
    // The whole board is revealed to the room now, after the result: the room's first picture
    // in its timeline (so nothing sent earlier and synced late was a picture either).
    let revealed = expect_image(&club.erin, &bot, &room, before_end).await;
    assert!(index_of(&club.erin, &revealed) > index_of(&club.erin, &over));
    let first_picture =
        club.erin.seen().into_iter().position(|s| {
            s.room == room && s.sender == bot && matches!(s.kind, Kind::Image { .. })
        });
    assert_eq!(first_picture, Some(index_of(&club.erin, &revealed)));
    for p in [a.red, a.blue] {
        club.dm(p, &format!("Game #{na} is over")).await;
    }
    // The round's standings, as text and picture.
    let after_1 = club
        .posted(before_end, "Tournament t1: standings after round 1 of 3")
        .await;
    expect_image(&club.erin, &bot, &room, index_of(&club.erin, &after_1)).await;

    // What each player read by DM: their own cells, and only the enemy cell they hit.
    let mut allowed: BTreeMap<usize, BTreeSet<String>> = BTreeMap::new();
    allowed.insert(a.red, column('a', 1..=7));
    let mut blue_sees = column('g', 1..=6);
    blue_sees.insert("a1".to_owned());
    allowed.insert(a.blue, blue_sees);
    allowed.insert(b.red, ["d4".to_owned()].into());
    allowed.insert(b.blue, ["c3".to_owned()].into());

    // ---- Rounds 2 and 3: ended by resignations typed in the DMs. ----
    // Red of game A won round 1 and wins every game: the clear winner. (Blue of game B, the
    // only other winner of round 1, meets them once, so ends with at most 2 points.) In each
    // game Red resigns, unless the champion is Red.
    let champion = a.red;
    for round in 2..=3 {
        let games = club.round(round).await;
        let room_mark = club.erin.mark();
        for game in &games {
            let loser = if game.red == champion {
                game.blue
            } else {
                game.red
            };
            let text = if round == 2 {
                "resign".to_owned()
            } else {
                format!("#{} resign", game.number)
            };
            club.play(
                loser,
                &text,
                &format!("Game #{} is over", game.number),
                false,
            )
            .await;
            club.posted(room_mark, &format!("Game #{} is over", game.number))
                .await;
        }
        if round == 2 {
            let after_2 = club
                .posted(room_mark, "Tournament t1: standings after round 2 of 3")
                .await;
            expect_image(&club.erin, &bot, &room, index_of(&club.erin, &after_2)).await;
        }
    }

    // ---- The end: the winner, and the final standings as text and as a picture. ----
    let winner = name(&club.players[champion]).to_owned();
    let finished = club.posted(0, "Tournament t1 is over").await;
    assert!(
        finished
            .body
            .contains(&format!("Congratulations to {winner}, first place!")),
        "{finished:?}"
    );
    let standings = club.posted(0, "Tournament t1: final standings").await;
    let picture = expect_image(&club.erin, &bot, &room, index_of(&club.erin, &standings)).await;
    assert!(index_of(&club.erin, &picture) > index_of(&club.erin, &finished));
    let lines: Vec<&str> = standings.body.lines().collect();
    assert_eq!(lines.len(), 5, "a title and a line a player: {standings:?}");
    assert!(
        lines[1].starts_with(&format!("1. {winner}: 3 (3 games")),
        "{standings:?}"
    );
    for human in &club.players {
        assert!(
            standings.body.contains(name(human)),
            "{} is in the standings: {standings:?}",
            human.id
        );
    }
    assert!(
        !standings.body.contains(name(&club.erin)),
        "Erin never joined: {standings:?}"
    );

    // ---- Privacy, over the whole tournament. ----
    // The room never named a cell.
    club.assert_room_saw_no_cell(None);
    // Erin, a spectator, got no private message at all (nor anything outside the room).
    let elsewhere: Vec<Seen> = club
        .erin
        .seen()
        .into_iter()
        .filter(|s| s.room != room)
        .collect();
    assert!(elsewhere.is_empty(), "{elsewhere:?}");
    // Bob's refusal and the players' errors stayed private.
    assert!(
        club.erin
            .seen()
            .iter()
            .all(|s| !s.body.contains("Only organisers")),
        "{:?}",
        club.erin.seen()
    );
    // No player read a cell they were not entitled to: their own, and the one they hit.
    for (p, human) in club.players.iter().enumerate() {
        for s in human.seen() {
            if s.sender == bot && s.room != room {
                let named = cells_in(&s.body);
                assert!(
                    named.is_subset(&allowed[&p]),
                    "{} read {:?} in {s:?}",
                    human.id,
                    named.difference(&allowed[&p]).collect::<Vec<_>>()
                );
            }
        }
    }

    club.bot.stop().await;
    eprintln!("the tournament took {:.1?}", clock.elapsed());
}
