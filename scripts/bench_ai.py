#!/usr/bin/env python3
"""Benchmark hextable's AI against OpenSpiel agents and uniform random play.

Our AI is driven through per-move `hextable ai ... --time-ms T` calls (the record is replayed
by hextable, which hands the AI only the mover's view). OpenSpiel agents get the same wall
time per move: `pyspiel.MCTSBot` (C++, random rollouts) through its `max_wall_clock_time`,
the Python `ISMCTSBot` through a time-limited search loop. Colours alternate; win rates are
printed with 95% Wilson intervals.

Usage: scripts/bench-ai [--ms 100] [--games-scale 1.0] [--only NAME ...]
"""

import argparse
import os
import random
import subprocess
import sys
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts
from open_spiel.python.algorithms import mcts as py_mcts

import ismcts_match
from ismcts_match import action_to_cell, cell_to_action, exact_resampler, wilson


class OurAI:
    """hextable's AI, one process per move."""

    def __init__(self, binary, game, n, ms, seed, swap=False):
        self.binary, self.game, self.n, self.ms, self.seed = binary, game, n, ms, seed
        self.swap = swap
        self.times = []

    def step(self, state, history):
        # OpenSpiel's swap is the action one past the last cell (`hex` with swap=True, the
        # swap-pieces convention, as ours).
        swap_action = self.n * self.n
        moves = " ".join("swap" if self.swap and a == swap_action else action_to_cell(a, self.n)
                         for a in history)
        self.seed += 1
        start = time.perf_counter()
        out = subprocess.run(
            [self.binary, "ai", "--game", self.game, "--rows", str(self.n), "--cols",
             str(self.n)] + ([] if self.swap else ["--no-swap"]) +
            ["--moves", moves, "--time-ms", str(self.ms), "--seed", str(self.seed)],
            check=True, capture_output=True, text=True)
        self.times.append(time.perf_counter() - start)
        if self.swap and out.stdout.strip() == "swap":
            return swap_action
        return cell_to_action(out.stdout, self.n)


class RandomAgent:
    def __init__(self, seed):
        self.rng = random.Random(seed)
        self.times = []

    def step(self, state, history):
        return self.rng.choice(state.legal_actions())


class SpielMCTS:
    """pyspiel.MCTSBot with random rollouts, limited by wall-clock time."""

    def __init__(self, game, ms, seed):
        evaluator = pyspiel.RandomRolloutEvaluator(1, seed)
        self.bot = pyspiel.MCTSBot(game, evaluator, 2.0, 10_000_000, 1000, True, seed,
                                   False, pyspiel.ChildSelectionPolicy.UCT, ms / 1000.0)
        self.times = []

    def step(self, state, history):
        start = time.perf_counter()
        action = self.bot.step(state)
        self.times.append(time.perf_counter() - start)
        return action


class TimedISMCTS(ismcts_match.TimedISMCTS):
    """`ismcts_match.TimedISMCTS` with a fixed time a move and its wall time per move."""

    def __init__(self, *args, seconds, **kwargs):
        super().__init__(*args, **kwargs)
        self.seconds = seconds
        self.times = []

    def play_step(self, state, history):
        start = time.perf_counter()
        action = ismcts.ISMCTSBot.step(self, state)
        self.times.append(time.perf_counter() - start)
        return action


def play(game, agents, seat_of_ours):
    state = game.new_initial_state()
    history = []
    while not state.is_terminal():
        p = state.current_player()
        agent = agents[p]
        if isinstance(agent, TimedISMCTS):
            action = agent.play_step(state, history)
        else:
            action = agent.step(state, history)
        state.apply_action(action)
        history.append(action)
    return state.returns()[seat_of_ours] > 0


def matchup(name, args, n, dark, opponent_kind, games, rng, swap=False):
    if dark:
        version = "adh" if dark == "abrupt" else "cdh"
        game = pyspiel.load_game("dark_hex", {"gameversion": version, "num_rows": n,
                                              "num_cols": n})
        our_game = "darkhex-abrupt" if dark == "abrupt" else "darkhex"
    else:
        game = pyspiel.load_game("hex", {"num_rows": n, "num_cols": n, "swap": swap})
        our_game = "hex"
    wins = 0
    ours_times, theirs_times, sims = [], [], []
    stats = {"ok": 0, "fallback": 0}
    for g in range(games):
        seed = args.seed * 1000 + g
        ms = args.ms if opponent_kind != "random" else args.random_ms
        ours = OurAI(args.binary, our_game, n, ms, seed * 100, swap)
        if opponent_kind == "random":
            theirs = RandomAgent(seed)
        elif opponent_kind.startswith("binary:"):
            theirs = OurAI(opponent_kind[len("binary:"):], our_game, n, ms, seed * 100 + 50)
        elif opponent_kind == "mcts":
            theirs = SpielMCTS(game, args.ms, seed)
        else:
            evaluator = py_mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
            theirs = TimedISMCTS(game, evaluator, 2.0, 0,
                                 random_state=np.random.RandomState(seed),
                                 final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT,
                                 seconds=args.ms / 1000.0)
            theirs.set_resampler(exact_resampler(game, n, random.Random(seed), stats))
        seat = g % 2 if args.ours_as is None else args.ours_as
        agents = [theirs, theirs]
        agents[seat] = ours
        won = play(game, agents, seat)
        wins += int(won)
        ours_times += ours.times
        theirs_times += theirs.times
        sims += getattr(theirs, "simulations", [])
        print(f"  {name} game {g + 1}/{games}: ours as {'Red' if seat == 0 else 'Blue'} "
              f"{'won' if won else 'lost'}", file=sys.stderr, flush=True)
    lo, hi = wilson(wins, games)
    ours_ms = 1000 * sum(ours_times) / max(1, len(ours_times))
    theirs_ms = 1000 * sum(theirs_times) / max(1, len(theirs_times)) if theirs_times else 0.0
    extra = ""
    if sims:
        extra = f" ismcts sims/move {sum(sims) / len(sims):.0f}"
    if stats["ok"] or stats["fallback"]:
        extra += f" resamples ok {stats['ok']} fallback {stats['fallback']}"
    return (name, games, wins, lo, hi, ours_ms, theirs_ms, extra)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default="target/release/hextable")
    parser.add_argument("--ms", type=int, default=100, help="time per move vs OpenSpiel")
    parser.add_argument("--random-ms", type=int, default=30, help="our time per move vs random")
    parser.add_argument("--games-scale", type=float, default=1.0)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--only", nargs="*")
    parser.add_argument("--ours-as", type=int, choices=[0, 1],
                        help="tuning: our AI always plays this seat (0 Red, 1 Blue)")
    parser.add_argument("--vs-binary", help="A/B: play only against another hextable binary")
    parser.add_argument("--vs-games", type=int, default=20)
    parser.add_argument("--vs-sizes", default="darkhex7")
    args = parser.parse_args()
    # (name, board side, dark version or False, opponent, games[, swap]). The counts keep a
    # full run at 100 ms per move to about 10 minutes on a shared 2-core machine; the `-swap`
    # lines (OpenSpiel's `hex` with swap=True, which is not its default) run only by `--only`.
    plan = [
        ("hex9-swap-vs-mcts", 9, False, "mcts", 20, True),
        ("hex11-swap-vs-mcts", 11, False, "mcts", 20, True),
        ("hex7-vs-mcts", 7, False, "mcts", 40),
        ("hex11-vs-mcts", 11, False, "mcts", 20),
        ("darkhex5-vs-ismcts", 5, "classic", "ismcts", 40),
        ("darkhex7-vs-ismcts", 7, "classic", "ismcts", 30),
        ("darkhex-abrupt5-vs-ismcts", 5, "abrupt", "ismcts", 20),
        ("darkhex-abrupt7-vs-ismcts", 7, "abrupt", "ismcts", 16),
        ("hex7-vs-random", 7, False, "random", 50),
        ("hex11-vs-random", 11, False, "random", 30),
        ("darkhex5-vs-random", 5, "classic", "random", 50),
        ("darkhex7-vs-random", 7, "classic", "random", 50),
    ]
    if args.vs_binary:
        plan = []
        for spec in args.vs_sizes.split(","):
            dark = False
            if spec.startswith("darkhex-abrupt"):
                dark, n = "abrupt", int(spec[len("darkhex-abrupt"):])
            elif spec.startswith("darkhex"):
                dark, n = "classic", int(spec[len("darkhex"):])
            else:
                n = int(spec[len("hex"):])
            plan.append((f"{spec}-vs-binary", n, dark, "binary:" + args.vs_binary, args.vs_games))
    rng = random.Random(args.seed)
    rows = []
    started = time.time()
    load_before = os.getloadavg()[0]
    for name, n, dark, kind, games, *swap in plan:
        if args.only and name not in args.only or not args.only and swap:
            continue
        games = max(2, int(round(games * args.games_scale)))
        rows.append(matchup(name, args, n, dark, kind, games, rng, bool(swap and swap[0])))
        r = rows[-1]
        print(f"{r[0]}: {r[2]}/{r[1]} = {100 * r[2] / r[1]:.0f}% "
              f"[{100 * r[3]:.0f}%, {100 * r[4]:.0f}%]", file=sys.stderr, flush=True)
    print(f"\n| matchup | games | our wins | win rate | 95% Wilson | our ms/move (wall, incl. process) "
          f"| their ms/move | notes |")
    print("|---|---|---|---|---|---|---|---|")
    for name, games, wins, lo, hi, ours_ms, theirs_ms, extra in rows:
        theirs = f"{theirs_ms:.0f}" if theirs_ms else "-"
        print(f"| {name} | {games} | {wins} | {100 * wins / games:.0f}% | "
              f"{100 * lo:.0f}–{100 * hi:.0f}% | {ours_ms:.0f} | {theirs} | {extra.strip()} |")
    print(f"\ntime per move vs OpenSpiel: {args.ms} ms; ours vs random: {args.random_ms} ms; "
          f"total {time.time() - started:.0f} s; load average {load_before:.1f} at the start, "
          f"{os.getloadavg()[0]:.1f} at the end")


if __name__ == "__main__":
    main()
