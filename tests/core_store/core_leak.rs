//! The privacy property of Dark Hex, end to end through the core: nothing addressed to anyone
//! but player P (the channel, the opponent's DMs, spectators' replies) depends on where P's
//! hidden stones are.
//!
//! Method: play a random game A. Then play game B with the same script, except that some of
//! P's placements that the opponent never tried are moved to other cells the opponent never
//! tried. Both games then look identical to everyone but P, so every effect not addressed to
//! P must be equal, step by step, until either game ends (the end reveals the board, by
//! design).

#![allow(clippy::unwrap_used, clippy::expect_used)]

use crate::support;

use hextable::core::GameId;
use std::collections::BTreeSet;

use hextable::{
    core::{ai::mix, Core, Effect, Incoming, Place, Platform, Recipient, UserId},
    rules::{Cell, MoveResult, Player},
};
use support::chat::T0;

fn incoming(user: &str, place: Place, n: u64, text: &str) -> Incoming {
    Incoming::text(
        Platform::Matrix,
        user,
        user,
        place,
        Some(&format!("m{n}")),
        text,
    )
}

fn name(p: Player) -> &'static str {
    match p {
        Player::Red => "red",
        Player::Blue => "blue",
    }
}

fn setup(core: &mut Core, variant: &str) {
    let ch = Place::Channel("room".into());
    core.handle(
        &incoming(
            "red",
            ch.clone(),
            1,
            &format!("hex challenge @blue {variant} 7 red"),
        ),
        T0,
    );
    core.handle(&incoming("blue", ch, 2, "hex accept"), T0);
}

/// Plays random legal tries until the end; returns the script (who typed which cell).
fn random_script(variant: &str, seed: u64) -> Vec<(Player, Cell)> {
    let mut core = Core::default();
    setup(&mut core, variant);
    let mut script = Vec::new();
    let mut n = 10;
    let mut rng = seed;
    loop {
        let table = core.table(GameId(1)).expect("game");
        let Some(p) = table.game.to_move().map(Player::from) else {
            break;
        };
        let view = table.game.hex().unwrap().player_view(p);
        let cells: Vec<Cell> = view
            .settings()
            .size
            .cells()
            .filter(|&c| view.may_try(c))
            .collect();
        rng = mix(rng);
        let cell = cells[(rng % cells.len() as u64) as usize];
        n += 1;
        core.handle(
            &incoming(name(p), Place::Dm, n, &cell.to_string()),
            T0 + n as i64,
        );
        script.push((p, cell));
    }
    script
}

/// Runs a script; returns, per step, the effects and whether the game was over afterwards.
fn run(variant: &str, script: &[(Player, Cell)]) -> (Vec<(Vec<Effect>, bool)>, Vec<MoveResult>) {
    let mut core = Core::default();
    setup(&mut core, variant);
    let mut steps = Vec::new();
    let mut n = 10;
    for &(p, cell) in script {
        n += 1;
        if core.table(GameId(1)).expect("game").game.is_over() {
            break;
        }
        let effects = core.handle(
            &incoming(name(p), Place::Dm, n, &cell.to_string()),
            T0 + n as i64,
        );
        // A spectator asks for the board after every step too.
        n += 1;
        let mut effects = effects;
        effects.extend(core.handle(
            &incoming("eve", Place::Channel("room".into()), n, "hex board"),
            T0 + n as i64,
        ));
        steps.push((effects, core.table(GameId(1)).expect("game").game.is_over()));
    }
    let results = core
        .table(GameId(1))
        .expect("game")
        .game
        .hex()
        .expect("a hex game")
        .record()
        .iter()
        .map(|e| e.result)
        .collect();
    (steps, results)
}

fn not_for(effects: &[Effect], p: Player) -> Vec<Effect> {
    let me = Recipient::User(UserId::new(Platform::Matrix, name(p)));
    effects
        .iter()
        .filter(|e| e.recipient() != me)
        .cloned()
        .collect()
}

#[test]
fn nothing_outside_a_player_depends_on_their_hidden_stones() {
    let mut compared_steps = 0;
    let mut private_differences = 0;
    for seed in 0..40u64 {
        let variant = if seed % 2 == 0 {
            "darkhex"
        } else {
            "darkhex-abrupt"
        };
        let p = if seed % 4 < 2 {
            Player::Red
        } else {
            Player::Blue
        };
        let script = random_script(variant, seed.wrapping_mul(7919) + 1);
        let (steps_a, results_a) = run(variant, &script);

        let opponent_tries: BTreeSet<Cell> = script
            .iter()
            .filter(|(q, _)| *q != p)
            .map(|(_, c)| *c)
            .collect();
        let own_tries: BTreeSet<Cell> = script
            .iter()
            .filter(|(q, _)| *q == p)
            .map(|(_, c)| *c)
            .collect();
        // P's placements the opponent never touched, and free cells nobody tried.
        let hidden: Vec<usize> = script
            .iter()
            .enumerate()
            .filter(|(i, (q, c))| {
                *q == p && results_a[*i] == MoveResult::Placed && !opponent_tries.contains(c)
            })
            .map(|(i, _)| i)
            .collect();
        let free: Vec<Cell> = hextable::rules::BoardSize::square(7)
            .expect("size")
            .cells()
            .filter(|c| !opponent_tries.contains(c) && !own_tries.contains(c))
            .collect();
        let mut script_b = script.clone();
        let mut rng = mix(seed);
        let mut pool = free.clone();
        for &i in &hidden {
            if pool.is_empty() {
                break;
            }
            rng = mix(rng);
            if rng % 2 == 0 {
                let j = (rng >> 8) as usize % pool.len();
                script_b[i].1 = pool.swap_remove(j);
            }
        }
        let (steps_b, _) = run(variant, &script_b);
        for (step, ((a, over_a), (b, over_b))) in steps_a.iter().zip(&steps_b).enumerate() {
            if *over_a || *over_b {
                break;
            }
            if a != b {
                private_differences += 1;
            }
            assert_eq!(
                not_for(a, p),
                not_for(b, p),
                "seed {seed}, step {step}: something not addressed to {p} differs"
            );
            compared_steps += 1;
        }
    }
    assert!(
        compared_steps > 200,
        "too few steps compared: {compared_steps}"
    );
    // The test must be able to fail: P's own messages did change with P's stones.
    assert!(
        private_differences > 20,
        "the variation never showed: {private_differences}"
    );
}
