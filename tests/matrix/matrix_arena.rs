//! An arena with check-in on a real Synapse (issue #33, everything through Synapse too): Alice
//! creates a Hex 7×7 arena of 20 minutes with a check-in window; the four join; Bob, Carol and
//! Dave check in (typed `!hex tournament checkin`), Alice does not, and her start drops her
//! (the room is told, she is told by DM). Three players: two play, one waits; when the game
//! ends by resignation, the waiting player is paired at once with one of the two, never the
//! same pair twice in a row; the leaderboard gives the winner 2 points. Erin only watches.
//!
//! Ignored unless `HEXTABLE_TEST_MATRIX_URL` points at a homeserver with open registration
//! (`scripts/test` starts one on loopback).

#![cfg(feature = "matrix")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::{
    matrix_support::*,
    matrix_tournament::{name, Club},
};

/// The arena game player `p` is told of after `mark`: its number, its room, and the opponent's
/// name as the DM gives it.
async fn told_game(club: &Club, p: usize, mark: usize) -> (u64, Seen) {
    let human = &club.players[p];
    let told = wait_for(&format!("{} to be told their arena game", human.id), || {
        human.seen().into_iter().skip(mark).find(|s| {
            s.sender == club.bot.id
                && s.room != club.room
                && s.body.contains("Arena t1: your game #")
        })
    })
    .await;
    let number = told
        .body
        .split("your game #")
        .nth(1)
        .and_then(|rest| rest.split(' ').next())
        .and_then(|n| n.parse().ok())
        .unwrap_or_else(|| panic!("a game number in {told:?}"));
    (number, told)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn an_arena_with_check_in_pairs_again_whoever_finishes() {
    let club = Club::new().await;
    let room = club.room.clone();
    let bot = club.bot.id.clone();

    club.players[0]
        .say(&room, "!hex tournament create hex 7 arena 20m checkin=5m")
        .await;
    let created = club.posted(0, "Tournament t1 is open").await;
    assert!(created.body.contains("arena of 20 minutes"), "{created:?}");
    club.posted(0, "Check-in for tournament t1 is open").await;
    for p in 0..4 {
        club.players[p].say(&room, "!hex tournament join").await;
        club.posted(
            0,
            &format!("{} joined tournament t1", name(&club.players[p])),
        )
        .await;
    }
    for p in 1..4 {
        club.players[p].say(&room, "!hex tournament checkin").await;
        club.dm(p, "You are checked in for tournament t1").await;
    }
    let marks: Vec<usize> = club.players.iter().map(Human::mark).collect();
    let room_mark = club.erin.mark();
    club.players[0].say(&room, "!hex tournament start").await;
    let dropped = club
        .posted(room_mark, "1 player had not checked in and was dropped")
        .await;
    assert!(dropped.body.contains(name(&club.players[0])), "{dropped:?}");
    club.dm(0, "Tournament t1 started without you").await;
    club.posted(room_mark, "Arena t1 begins with 3 players")
        .await;

    // Two of Bob, Carol and Dave are paired; the third waits.
    let paired: Vec<usize> = wait_for("two players told their arena game", || {
        let told: Vec<usize> = (1..4)
            .filter(|&p| {
                club.players[p].seen().into_iter().skip(marks[p]).any(|s| {
                    s.sender == bot && s.room != room && s.body.contains("Arena t1: your game #")
                })
            })
            .collect();
        (told.len() == 2).then_some(told)
    })
    .await;
    assert_eq!(paired.len(), 2, "{paired:?}");
    let waiting = (1..4).find(|p| !paired.contains(p)).unwrap();
    let (first, told) = told_game(&club, paired[0], marks[paired[0]]).await;
    let (again, _) = told_game(&club, paired[1], marks[paired[1]]).await;
    assert_eq!(first, again, "the two are told the same game");

    // The first of the two resigns; the other wins 2 points, and the waiting player is paired
    // at once with one of them.
    let (loser, winner) = (paired[0], paired[1]);
    let wait_mark = club.players[waiting].mark();
    club.players[loser]
        .say(&told.room, &format!("#{first} resign"))
        .await;
    club.posted(room_mark, &format!("Game #{first} is over"))
        .await;
    let (second, told_waiting) = told_game(&club, waiting, wait_mark).await;
    assert_ne!(second, first, "{told_waiting:?}");
    let opponent_named = [loser, winner].into_iter().any(|p| {
        told_waiting
            .body
            .contains(&format!("against {}", name(&club.players[p])))
    });
    assert!(opponent_named, "{told_waiting:?}");

    // The leaderboard: the winner first, with 2 points.
    club.players[waiting]
        .say(&room, "!hex tournament standings")
        .await;
    let board = wait_for("the leaderboard", || {
        club.players[waiting]
            .seen()
            .into_iter()
            .find(|s| s.sender == bot && s.body.contains("Arena t1: leaderboard"))
    })
    .await;
    let line_of = |p: usize| {
        board
            .body
            .lines()
            .position(|l| l.contains(name(&club.players[p])))
            .unwrap_or_else(|| panic!("{} in {board:?}", name(&club.players[p])))
    };
    assert!(
        line_of(winner) < line_of(loser),
        "the winner first: {board:?}"
    );
    assert!(
        line_of(winner) < line_of(waiting),
        "the winner first: {board:?}"
    );
    let winners_line = board.body.lines().nth(line_of(winner)).unwrap_or_default();
    assert!(winners_line.contains(" 2"), "2 points: {board:?}");
}
