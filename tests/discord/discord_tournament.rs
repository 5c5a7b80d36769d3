//! `/hex tournament …` on the local Discord: the group is registered within Discord's limits,
//! the owner creates a tournament, two members join and the owner starts it; its game begins
//! in the channel, each player hears that their game is ready, and the end brings the final
//! standings as a picture.
#![cfg(feature = "discord")]
#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use serde_json::{json, Value};
use support::discord::{has_png, wait_dm, wait_post, wait_private, world, World};

/// `/hex tournament <sub>` with `options`, as `user`.
fn tournament(w: &World, user: u64, sub: &str, options: Value) -> support::discord::Interaction {
    w.fake.slash_command(
        user,
        w.channel,
        "hex",
        json!([{"name": "tournament", "type": 2, "options": [
            {"name": sub, "type": 1, "options": options}
        ]}]),
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tournament_from_slash_commands_to_the_final_standings_picture() {
    let w = world().await;
    let commands = w.fake.commands(Some(w.guild));
    let hex = commands.iter().find(|c| c["name"] == "hex").expect("/hex");
    let group = hex["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "tournament")
        .expect("the tournament group is registered");
    assert_eq!(group["options"].as_array().unwrap().len(), 16);

    let refused = tournament(&w, w.bob, "create", json!([]));
    wait_private(&w, &refused, "Only organisers").await;
    let created = tournament(
        &w,
        w.alice,
        "create",
        json!([
            {"name": "game", "type": 3, "value": "hex"},
            {"name": "size", "type": 4, "value": 7},
            {"name": "format", "type": 3, "value": "rr"}
        ]),
    );
    let _ = created;
    wait_post(&w, w.channel, "Tournament t1 is open").await;
    for user in [w.bob, w.carol] {
        let joined = tournament(
            &w,
            user,
            "join",
            json!([{"name": "tournament", "type": 4, "value": 1}]),
        );
        let _ = joined;
    }
    wait_post(&w, w.channel, "(2 players)").await;
    tournament(&w, w.alice, "start", json!([]));
    wait_post(&w, w.channel, "round 1 of 1").await;
    wait_post(&w, w.channel, "Game #1 begins").await;
    wait_dm(&w, w.bob, "your game #1").await;
    wait_dm(&w, w.carol, "your game #1").await;
    w.fake.user_dms(w.bob, "#1 resign");
    let standings = wait_post(&w, w.channel, "final standings").await;
    assert!(has_png(&standings), "{standings:#?}");
    w.bot.shards.shutdown_all().await;
}

/// Issue #33: a knockout from `/hex tournament create` with its options, seeded with
/// `/hex tournament seed`, its rules from `/hex tournament rules format:knockout`: the bracket
/// is posted as a picture (and the same as text) at the start, `standings` answers with it,
/// and the end brings the champion and the final bracket.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_knockout_from_slash_commands_posts_its_bracket_picture() {
    let w = world().await;
    let commands = w.fake.commands(Some(w.guild));
    let hex = commands.iter().find(|c| c["name"] == "hex").expect("/hex");
    let group = hex["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "tournament")
        .expect("the tournament group is registered");
    let create = group["options"]
        .as_array()
        .unwrap()
        .iter()
        .find(|o| o["name"] == "create")
        .unwrap();
    for name in ["match", "third-place", "reset", "seeding"] {
        assert!(
            create["options"]
                .as_array()
                .unwrap()
                .iter()
                .any(|o| o["name"] == name),
            "create has {name}"
        );
    }
    tournament(
        &w,
        w.alice,
        "create",
        json!([
            {"name": "game", "type": 3, "value": "hex"},
            {"name": "size", "type": 4, "value": 7},
            {"name": "format", "type": 3, "value": "knockout"},
            {"name": "match", "type": 4, "value": 1},
            {"name": "third-place", "type": 5, "value": false},
            {"name": "seeding", "type": 3, "value": "random"}
        ]),
    );
    wait_post(
        &w,
        w.channel,
        "knockout (one game a match; seeded at random)",
    )
    .await;
    // A knockout's option with another format is refused privately.
    let refused = tournament(
        &w,
        w.alice,
        "create",
        json!([
            {"name": "format", "type": 3, "value": "rr"},
            {"name": "reset", "type": 5, "value": true}
        ]),
    );
    wait_private(&w, &refused, "is for knockout tournaments").await;
    for user in [w.bob, w.carol] {
        tournament(&w, user, "join", json!([]));
    }
    wait_post(&w, w.channel, "(2 players)").await;
    // `/hex tournament seed`: one option, the mentions in seed order.
    let players = format!("<@{}> <@{}>", w.carol, w.bob);
    let refused = tournament(
        &w,
        w.bob,
        "seed",
        json!([{"name": "players", "type": 3, "value": players}]),
    );
    wait_private(&w, &refused, "Only organisers").await;
    tournament(
        &w,
        w.alice,
        "seed",
        json!([{"name": "players", "type": 3, "value": players}]),
    );
    wait_post(&w, w.channel, "will be seeded by hand: Carol, Bob").await;
    // `/hex tournament rules format:knockout`.
    let rules = tournament(
        &w,
        w.bob,
        "rules",
        json!([{"name": "format", "type": 3, "value": "knockout"}]),
    );
    wait_private(&w, &rules, "bracket reset").await;
    tournament(&w, w.alice, "start", json!([]));
    wait_post(
        &w,
        w.channel,
        "begins: knockout (one game a match; seeded by hand)",
    )
    .await;
    let bracket = wait_post(&w, w.channel, "Tournament t1: bracket").await;
    assert!(has_png(&bracket), "{bracket:#?}");
    wait_post(&w, w.channel, "Game #1 begins").await;
    wait_dm(&w, w.bob, "your game #1").await;
    // A knockout's standings are its bracket.
    let shown = tournament(&w, w.carol, "standings", json!([]));
    wait_private(&w, &shown, "W1.1").await;
    w.fake.user_dms(w.bob, "#1 resign");
    wait_post(&w, w.channel, "is the champion").await;
    let last = wait_post(&w, w.channel, "Tournament t1: final bracket").await;
    assert!(has_png(&last), "{last:#?}");
    w.bot.shards.shutdown_all().await;
}

/// A Discord user's new DMs after `before` of them, as one text.
fn dm_text_since(w: &World, user: u64, before: usize) -> String {
    let r = w.fake.record();
    let all: Vec<String> = r.dms_to(user).skip(before).map(|p| p.text()).collect();
    all.join("\n")
}

fn dm_count(w: &World, user: u64) -> usize {
    w.fake.record().dms_to(user).count()
}

/// Cell names (`a1`, `g6`) appearing as words in `text`.
fn cells_in(text: &str) -> Vec<String> {
    text.split(|c: char| !c.is_ascii_alphanumeric())
        .map(str::to_lowercase)
        .filter(|t| {
            let mut chars = t.chars();
            matches!(chars.next(), Some(c) if c.is_ascii_lowercase())
                && t.len() >= 2
                && chars.all(|c| c.is_ascii_digit())
        })
        .collect()
}

/// The games of the round that has just begun: `(game, red, blue)`, read from each player's
/// "Game #N: you play …" DM sent after `marks`.
async fn round_games(w: &World, players: &[u64], marks: &[usize]) -> Vec<(u64, u64, u64)> {
    let mut seats: Vec<(u64, u64, bool)> = Vec::new();
    for (&user, &mark) in players.iter().zip(marks) {
        let (game, red) = w
            .fake
            .wait_for("the player's game-start DM", |r| {
                r.dms_to(user).skip(mark).find_map(|p| {
                    let text = p.text();
                    let rest = text.split("Game #").nth(1)?;
                    let (number, tail) = rest.split_once(": you play ")?;
                    let game: u64 = number.trim().parse().ok()?;
                    let red = tail.starts_with("Red");
                    (red || tail.starts_with("Blue")).then_some((game, red))
                })
            })
            .await;
        seats.push((game, user, red));
    }
    let mut games: Vec<(u64, u64, u64)> = Vec::new();
    for &(game, user, red) in &seats {
        if red {
            let blue = seats
                .iter()
                .find(|&&(g, u, r)| g == game && u != user && !r)
                .map(|s| s.1)
                .expect("each game has a Blue player");
            games.push((game, user, blue));
        }
    }
    games.sort_unstable();
    assert_eq!(games.len(), players.len() / 2, "{seats:?}");
    games
}

/// `user` DMs `mv`; waits until both players of the game have been told. Returns the mover's
/// and the opponent's new DMs, each as one text.
async fn dm_move(w: &World, user: u64, other: u64, mv: &str) -> (String, String) {
    let (mine, theirs) = (dm_count(w, user), dm_count(w, other));
    w.fake.user_dms(user, mv);
    w.fake
        .wait_for("both players told of the move", |r| {
            (r.dms_to(user).count() > mine && r.dms_to(other).count() > theirs).then_some(())
        })
        .await;
    (
        dm_text_since(w, user, mine),
        dm_text_since(w, other, theirs),
    )
}

/// Four players (Alice, the organiser, Bob, Carol and Dave) and a spectator (Erin): a Dark Hex
/// round-robin of three rounds created and run by typed commands. In round 1 one game is
/// played move by move with a hit and ends with a chain, the other by resignation; the
/// channel never learns a cell nor sees a board before the chain, each player's DMs name only
/// what that player may know, Erin hears nothing privately; rounds 2 and 3 end by
/// resignations, and the final standings arrive as a picture and as text naming everyone.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_four_player_dark_hex_round_robin_keeps_every_privacy_rule() {
    let w = world().await;
    let dave = w.fake.add_user("Dave");
    let erin = w.fake.add_user("Erin");
    w.fake.add_member(w.guild, dave);
    w.fake.add_member(w.guild, erin);
    let players = [w.alice, w.bob, w.carol, dave];

    w.fake
        .user_says(w.bob, w.channel, "hex tournament create darkhex 7 rr");
    w.fake
        .wait_for("the refusal", |r| {
            r.dms_to(w.bob)
                .chain(r.public_in(w.channel))
                .find(|p| p.text().contains("Only organisers"))
                .cloned()
        })
        .await;
    w.fake
        .user_says(w.alice, w.channel, "hex tournament create darkhex 7 rr");
    wait_post(&w, w.channel, "Tournament t1 is open").await;
    for (n, &user) in players.iter().enumerate() {
        w.fake.user_says(user, w.channel, "hex tournament join");
        wait_post(&w, w.channel, &format!("({} player", n + 1)).await;
    }
    let marks: Vec<usize> = players.iter().map(|&u| dm_count(&w, u)).collect();
    w.fake.user_says(w.alice, w.channel, "hex tournament start");
    wait_post(&w, w.channel, "round 1 of 3").await;
    let games = round_games(&w, &players, &marks).await;
    for &user in &players {
        wait_dm(&w, user, "is ready").await;
    }

    // Round 1, the second game: its Blue resigns at once (the board stays hidden).
    let (other_game, other_red, other_blue) = games[1];
    w.fake.user_dms(other_blue, "resign");
    wait_post(&w, w.channel, &format!("Game #{other_game} is over")).await;

    // Round 1, the first game, move by move.
    let (game, red, blue) = games[0];
    dm_move(&w, red, blue, "a1").await;
    let (hit, found) = dm_move(&w, blue, red, "a1").await;
    assert!(hit.contains("you found it"), "{hit}");
    assert!(found.contains("found one of your stones"), "{found}");
    assert!(
        cells_in(&found).is_empty(),
        "the owner learns which: {found}"
    );
    let announce = wait_post(&w, w.channel, "a stone was hit").await;
    assert!(cells_in(&announce.text()).is_empty(), "{announce:#?}");
    dm_move(&w, blue, red, "g1").await;
    for row in 2..=6 {
        dm_move(&w, red, blue, &format!("a{row}")).await;
        dm_move(&w, blue, red, &format!("g{row}")).await;
    }
    let red_cells: Vec<String> = (1..=6).map(|r| format!("a{r}")).collect();
    let blue_cells: Vec<String> = (1..=6).map(|r| format!("g{r}")).collect();
    {
        let r = w.fake.record();
        let public = r.public_text_in(w.channel);
        let seen = cells_in(&public);
        for cell in red_cells.iter().chain(&blue_cells) {
            assert!(
                !seen.contains(cell),
                "{cell} reached the channel:\n{public}"
            );
        }
        assert!(
            r.public_in(w.channel)
                .all(|p| p.files.is_empty() && p.embed_images().is_empty()),
            "a picture in the channel while Dark Hex is played"
        );
        // Red never hears of Blue's cells, Blue only of the Red stone it hit.
        let red_dms = cells_in(&dm_text_since(&w, red, 0));
        assert!(
            blue_cells.iter().all(|c| !red_dms.contains(c)),
            "{red_dms:?}"
        );
        let blue_dms = cells_in(&dm_text_since(&w, blue, 0));
        for cell in &red_cells[1..] {
            assert!(
                !blue_dms.contains(cell),
                "Blue was told {cell}: {blue_dms:?}"
            );
        }
        // The other game's players hear of none of these cells; the spectator hears nothing.
        for user in [other_red, other_blue] {
            let theirs = cells_in(&dm_text_since(&w, user, 0));
            for cell in red_cells.iter().chain(&blue_cells) {
                assert!(!theirs.contains(cell), "{user} was told {cell}");
            }
        }
        assert_eq!(r.dms_to(erin).count(), 0, "the spectator got a DM");
        for p in players.iter().flat_map(|&u| r.dms_to(u)) {
            assert!(p.files.iter().all(|f| f.is_png()), "{p:#?}");
        }
    }
    let before = w.fake.record().public_in(w.channel).count();
    // The round's last result brings the next round at once: its DMs come after these marks.
    let mut marks: Vec<usize> = players.iter().map(|&u| dm_count(&w, u)).collect();
    dm_move(&w, red, blue, "a7").await;
    let revealed = w
        .fake
        .wait_for("the revealed board of the chain", |r| {
            r.public_in(w.channel)
                .skip(before)
                .find(|p| has_png(p) && p.text().contains(&format!("Game #{game}")))
                .cloned()
        })
        .await;
    assert!(!revealed.is_ephemeral());
    let standings = wait_post(&w, w.channel, "standings after round 1 of 3").await;
    assert!(has_png(&standings), "{standings:#?}");

    // Rounds 2 and 3: each game's Red resigns.
    for round in 2..=3 {
        wait_post(&w, w.channel, &format!("round {round} of 3")).await;
        let games = round_games(&w, &players, &marks).await;
        for (n, &(game, red, _)) in games.iter().enumerate() {
            if n + 1 == games.len() {
                marks = players.iter().map(|&u| dm_count(&w, u)).collect();
            }
            w.fake.user_dms(red, &format!("#{game} resign"));
            wait_post(&w, w.channel, &format!("Game #{game} is over")).await;
        }
    }
    let last = wait_post(&w, w.channel, "final standings").await;
    assert!(has_png(&last), "{last:#?}");
    let text = last.text();
    for name in ["Alice", "Bob", "Carol", "Dave"] {
        assert!(
            text.contains(name),
            "{name} missing from the standings:\n{text}"
        );
    }
    assert!(!text.contains("Erin"), "{text}");
    assert_eq!(w.fake.record().dms_to(erin).count(), 0);
    w.bot.shards.shutdown_all().await;
}

/// Issue #33: an arena with check-in from `/hex tournament create` (`format:arena`, its
/// minutes in `rounds`, `checkin`): the check-in post carries a button; one player checks in
/// with `/hex tournament checkin`, one with the button, the third not at all and is dropped at
/// the start and told so in a DM; the arena's rules come from `rules format:arena`.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_arena_with_check_in_from_slash_commands() {
    let w = world().await;
    tournament(
        &w,
        w.alice,
        "create",
        json!([
            {"name": "game", "type": 3, "value": "hex"},
            {"name": "size", "type": 4, "value": 7},
            {"name": "format", "type": 3, "value": "arena"},
            {"name": "rounds", "type": 4, "value": 20},
            {"name": "checkin", "type": 4, "value": 5}
        ]),
    );
    wait_post(&w, w.channel, "arena of 20 minutes").await;
    let open = wait_post(&w, w.channel, "Check-in for tournament t1 is open").await;
    for user in [w.alice, w.bob, w.carol] {
        tournament(&w, user, "join", json!([]));
    }
    wait_post(&w, w.channel, "(3 players)").await;
    let by_slash = tournament(&w, w.bob, "checkin", json!([]));
    wait_private(&w, &by_slash, "You are checked in for tournament t1").await;
    let button = w.fake.button_id(open.message_id, "Check in");
    let by_button = w.fake.click_button(w.carol, open.message_id, &button);
    wait_private(&w, &by_button, "You are checked in for tournament t1").await;
    let rules = tournament(
        &w,
        w.bob,
        "rules",
        json!([{"name": "format", "type": 3, "value": "arena"}]),
    );
    wait_private(&w, &rules, "the games being played then still count").await;
    tournament(&w, w.alice, "start", json!([]));
    wait_post(&w, w.channel, "1 player had not checked in and was dropped").await;
    wait_dm(&w, w.alice, "started without you").await;
    wait_post(&w, w.channel, "Arena t1 begins with 2 players").await;
    wait_dm(&w, w.bob, "your game #1").await;
    w.bot.shards.shutdown_all().await;
}
