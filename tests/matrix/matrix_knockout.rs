//! A knockout tournament on a real Synapse (issue #33, everything through Synapse too): in the
//! room Alice made, she creates a Hex 7×7 knockout; Bob reads its rules (privately, in his DM
//! room); the four join and Alice starts it. The room gets the format, the bracket as a
//! picture and the semi-finals; each player is told their game by DM. Red resigns in each
//! semi-final; the two winners meet in the final, whose Red resigns too; the room hears the
//! champion and gets the final bracket as a picture. Erin only watches.
//!
//! Ignored unless `HEXTABLE_TEST_MATRIX_URL` points at a homeserver with open registration
//! (`scripts/test` starts one on loopback).

#![cfg(feature = "matrix")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use std::collections::BTreeMap;

use crate::{
    matrix_support::*,
    matrix_tournament::{expect_image, index_of, name, Club},
};

/// The games the players `who` are told of after their marks: game number → (Red, Blue), as
/// each player's DM "Game #N: you play …" says.
async fn games_of(club: &Club, who: &[usize], marks: &[usize]) -> BTreeMap<u64, (usize, usize)> {
    let mut seats: BTreeMap<u64, (Option<usize>, Option<usize>)> = BTreeMap::new();
    for (&p, &mark) in who.iter().zip(marks) {
        let human = &club.players[p];
        let told = wait_for(&format!("{} to be told their game", human.id), || {
            human.seen().into_iter().skip(mark).find(|s| {
                s.sender == club.bot.id && s.room != club.room && s.body.contains(": you play ")
            })
        })
        .await;
        let number: u64 = told
            .body
            .split("Game #")
            .nth(1)
            .and_then(|rest| rest.split(':').next())
            .and_then(|n| n.trim().parse().ok())
            .unwrap_or_else(|| panic!("a game number in {told:?}"));
        let seat = seats.entry(number).or_default();
        if told.body.contains("you play Red") {
            assert!(seat.0.replace(p).is_none(), "two Reds in game #{number}");
        } else {
            assert!(told.body.contains("you play Blue"), "{told:?}");
            assert!(seat.1.replace(p).is_none(), "two Blues in game #{number}");
        }
    }
    seats
        .into_iter()
        .map(|(number, seat)| match seat {
            (Some(red), Some(blue)) => (number, (red, blue)),
            other => panic!("game #{number} lacks a player: {other:?}"),
        })
        .collect()
}

/// Player `p`'s DM room with the bot: where the bot's "your game" message reached them.
async fn club_dm(club: &Club, p: usize) -> matrix_sdk::ruma::OwnedRoomId {
    club.dm(p, "your game #").await.room
}

#[tokio::test(flavor = "multi_thread", worker_threads = 4)]
#[ignore = "needs Synapse; run scripts/test"]
async fn a_four_player_knockout_from_creation_to_its_champion_and_final_bracket() {
    let club = Club::new().await;
    let room = club.room.clone();
    let bot = club.bot.id.clone();

    club.players[0]
        .say(&room, "!hex tournament create hex 7 knockout")
        .await;
    let created = club.posted(0, "Tournament t1 is open").await;
    assert!(
        created
            .body
            .contains("knockout (one game a match; seeded by rating)"),
        "{created:?}"
    );
    // The rules, asked in the room, answered privately.
    let room_mark = club.erin.mark();
    club.players[1]
        .say(&room, "!hex tournament rules knockout")
        .await;
    let rules = club.dm(1, "bracket reset").await;
    assert_ne!(rules.room, room, "{rules:?}");
    for p in 0..4 {
        club.players[p].say(&room, "!hex tournament join").await;
        club.posted(
            0,
            &format!("{} joined tournament t1", name(&club.players[p])),
        )
        .await;
    }
    let marks: Vec<usize> = club.players.iter().map(Human::mark).collect();
    club.players[0].say(&room, "!hex tournament start").await;
    club.posted(room_mark, "Tournament t1 begins: knockout")
        .await;
    let bracket = club.posted(room_mark, "Tournament t1: bracket").await;
    expect_image(&club.erin, &bot, &room, index_of(&club.erin, &bracket)).await;

    // The semi-finals: Red resigns in each; the Blues go through.
    let semis = games_of(&club, &[0, 1, 2, 3], &marks).await;
    assert_eq!(semis.len(), 2, "{semis:?}");
    let finalists: Vec<usize> = semis.values().map(|&(_, blue)| blue).collect();
    let marks: Vec<usize> = finalists.iter().map(|&p| club.players[p].mark()).collect();
    for (&number, &(red, _)) in &semis {
        let dm = club_dm(&club, red).await;
        club.players[red]
            .say(&dm, &format!("#{number} resign"))
            .await;
        club.posted(room_mark, &format!("Game #{number} is over"))
            .await;
    }

    // The final.
    let last = games_of(&club, &finalists, &marks).await;
    let (&number, &(red, blue)) = last.iter().next().expect("the final");
    assert!(!semis.contains_key(&number), "a new game for the final");
    let dm = club_dm(&club, red).await;
    club.players[red]
        .say(&dm, &format!("#{number} resign"))
        .await;
    let champion = club.posted(room_mark, "is the champion").await;
    assert!(
        champion
            .body
            .contains(&format!("{} is the champion", name(&club.players[blue]))),
        "{champion:?}"
    );
    let final_bracket = club.posted(room_mark, "Tournament t1: final bracket").await;
    expect_image(
        &club.erin,
        &bot,
        &room,
        index_of(&club.erin, &final_bracket),
    )
    .await;
    // Erin only watched: nothing reached her privately.
    let private: Vec<Seen> = club
        .erin
        .seen()
        .into_iter()
        .filter(|s| s.sender == bot && s.room != room)
        .collect();
    assert!(private.is_empty(), "{private:?}");
}
