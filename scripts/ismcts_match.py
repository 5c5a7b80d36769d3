#!/usr/bin/env python3
"""Dark Hex: hextable's computer against OpenSpiel's ISMCTS at matched thinking time.

OpenSpiel's `dark_hex` (classic `cdh` or abrupt `adh`) referees every game. One side is
`ISMCTSBot` (OpenSpiel's Python implementation, random-rollout evaluator, UCT c = 2, most
visited final move) with a resampler that rebuilds, for each simulation, a world whose
information state for the searching player is exactly the real one (checked against
OpenSpiel's `information_state_string`; a failure falls back to the true state and is counted
in the output, so a non-zero count would mean ISMCTS saw the board). The other side is
`hextable ai`, one process per move, which replays the record and hands the computer only the
mover's view.

Time matching: our side plays at its level (in Dark Hex `--level easy` is a third of an
iteration per cell and `medium` three per cell, 17 and 147 on 7×7; `hard`: 1.8 s) and
reports, with `--verbose`, how long its search ran; ISMCTS gets, for each move, the mean of
those search times so far in the match (`--ismcts-ms` fixes it instead; `--ratio R`
gives it R times ours). Process start and the record's replay are outside our reported time,
and the resampling inside ISMCTS's, so neither side's per-move overheads shift the other's
budget. Both sides run one thread; load hits both alike.

Games come in pairs on one seed with colours swapped (`--pairs N` gives 2N games). Prints our
wins with a 95% Wilson interval, the pairs won, ISMCTS's simulations a move, the two sides'
mean thinking times and the load average.

Usage (from scripts/bench-ai --ismcts, or directly with OpenSpiel 2.0.2 installed):
  scripts/ismcts_match.py --binary target/release/hextable --level medium --size 7 \
      --version classic --pairs 10 [--seed 1] [--ismcts-ms 20] [--ratio 4]
"""

import argparse
import math
import os
import random
import re
import subprocess
import sys
import time

import numpy as np
import pyspiel
from open_spiel.python.algorithms import ismcts
from open_spiel.python.algorithms import mcts as py_mcts


def wilson(wins, n, z=1.96):
    """95% Wilson score interval of `wins` out of `n`."""
    if n == 0:
        return (0.0, 1.0)
    p = wins / n
    denom = 1 + z * z / n
    centre = (p + z * z / (2 * n)) / denom
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / denom
    return (max(0.0, centre - half), min(1.0, centre + half))


def action_to_cell(action, cols):
    """OpenSpiel's action (row * cols + col) as hextable's cell name (column letter, row)."""
    return f"{chr(ord('a') + action % cols)}{action // cols + 1}"


def cell_to_action(text, cols):
    text = text.strip()
    return (int(text[1:]) - 1) * cols + (ord(text[0]) - ord("a"))


def load_average():
    return os.getloadavg()[0]


class OurAI:
    """`hextable ai` at a level, one process per move; records its reported search times."""

    def __init__(self, binary, game, n, level, seed):
        self.binary, self.game, self.n, self.level, self.seed = binary, game, n, level, seed
        self.search_seconds = []

    def step(self, history):
        moves = " ".join(action_to_cell(a, self.n) for a in history)
        self.seed += 1
        out = subprocess.run(
            [self.binary, "ai", "--game", self.game, "--rows", str(self.n), "--cols",
             str(self.n), "--no-swap", "--moves", moves, "--level", self.level,
             "--seed", str(self.seed), "--verbose"],
            check=True, capture_output=True, text=True)
        found = re.search(r"(\d+) iterations in ([0-9.]+) s", out.stderr)
        if found:
            self.search_seconds.append(float(found.group(2)))
        return cell_to_action(out.stdout, self.n)


class TimedISMCTS(ismcts.ISMCTSBot):
    """OpenSpiel's Python ISMCTS with a wall-clock limit instead of a simulation count."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.seconds = 0.1
        self.simulations = []
        self.thought = []

    def run_search(self, state):
        self.reset()
        legal_actions = state.legal_actions()
        if len(legal_actions) == 1:
            return [(legal_actions[0], 1.0)]
        self._root_node = self.create_new_node(state)
        started = time.perf_counter()
        deadline = started + self.seconds
        count = 0
        # The first simulation only expands the root.
        while count < 2 or time.perf_counter() < deadline:
            self.run_simulation(self.sample_root_state(state))
            count += 1
        self.simulations.append(count)
        self.thought.append(time.perf_counter() - started)
        return self.get_final_policy(state, self._root_node)


def exact_resampler(game, n, rng, stats):
    """A resampler for `ISMCTSBot`: a state whose information state for `player` is the real
    one. `player` knows its own moves and their results, and of the opponent's moves only
    whether each hit. So: the opponent's hits land on stones of `player` placed before them
    and not found yet; its placements cover every cell `player` later hit (each before that
    hit; placed at random times, forced only when a deadline leaves no other slot) and
    otherwise cells `player` never held, uniformly. A world in which the opponent's chain
    would already have won is drawn again."""
    cells = n * n
    cache = {}

    def timeline(state, player):
        key = (tuple(state.history()), player)
        if key not in cache:
            cache.clear()
            board = [None] * cells
            events = []  # (mover, action, hit)
            s = game.new_initial_state()
            for a in state.history():
                mover = s.current_player()
                hit = board[a] is not None and board[a] != mover
                if not hit:
                    board[a] = mover
                events.append((mover, a, hit))
                s.apply_action(a)
            held = {a for m, a, h in events if m == player and not h}
            # Cells `player` hit, with the index of the event before which they stood.
            deadline = {a: i for i, (m, a, h) in enumerate(events) if m == player and h}
            slots = [i for i, (m, a, h) in enumerate(events) if m != player and not h]
            cache[key] = (events, held, deadline, slots, state.information_state_string(player))
        return cache[key]

    def resample(state, player):
        events, held, deadline, slots, info = timeline(state, player)
        free_cells = [c for c in range(cells) if c not in held and c not in deadline]
        for _ in range(200):
            t = game.new_initial_state()
            mine = []  # player's stones so far, in order
            found = set()
            placed = set()
            pending = sorted(deadline, key=deadline.get)
            slot = 0
            ok = True
            for i, (m, a, h) in enumerate(events):
                if m == player:
                    action = a
                    if not h:
                        mine.append(a)
                elif h:
                    choices = [c for c in mine if c not in found]
                    if not choices:
                        ok = False
                        break
                    action = rng.choice(choices)
                    found.add(action)
                else:
                    # Slots left from this one on before each pending deadline (Hall's condition
                    # in deadline order): if one is tight, its earliest cell goes now.
                    tight = False
                    for k, c in enumerate(pending):
                        room = sum(1 for s in slots[slot:] if s < deadline[c])
                        if room <= k + 1:
                            tight = True
                            break
                    if tight:
                        action = pending.pop(0)
                    else:
                        options = [c for c in free_cells if c not in placed]
                        pick = rng.randrange(len(options) + len(pending))
                        if pick < len(options):
                            action = options[pick]
                        else:
                            action = pending.pop(pick - len(options))
                    placed.add(action)
                    slot += 1
                t.apply_action(action)
                if t.is_terminal():
                    ok = False
                    break
            if ok and t.information_state_string(player) == info:
                stats["ok"] += 1
                return t
        stats["fallback"] += 1
        return state.clone()

    return resample


def play_game(game, n, args, seat, seed, ismcts_seconds, stats, our_times, sims, their_times):
    """One game; returns whether our side won."""
    our_game = "darkhex-abrupt" if args.version == "abrupt" else "darkhex"
    ours = OurAI(args.binary, our_game, n, args.level, seed * 1000)
    evaluator = py_mcts.RandomRolloutEvaluator(1, np.random.RandomState(seed))
    theirs = TimedISMCTS(game, evaluator, 2.0, 0, random_state=np.random.RandomState(seed),
                         final_policy_type=ismcts.ISMCTSFinalPolicyType.MAX_VISIT_COUNT)
    theirs.set_resampler(exact_resampler(game, n, random.Random(seed), stats))
    state = game.new_initial_state()
    history = []
    while not state.is_terminal():
        if state.current_player() == seat:
            action = ours.step(history)
            our_times.extend(ours.search_seconds[-1:])
        else:
            theirs.seconds = ismcts_seconds(our_times)
            action = theirs.step(state)
        state.apply_action(action)
        history.append(action)
    sims.extend(theirs.simulations)
    their_times.extend(theirs.thought)
    return state.returns()[seat] > 0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--binary", default="target/release/hextable")
    parser.add_argument("--level", default="medium", choices=["easy", "medium", "hard"])
    parser.add_argument("--size", type=int, default=7)
    parser.add_argument("--version", default="classic", choices=["classic", "abrupt"])
    parser.add_argument("--pairs", type=int, default=10)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--ismcts-ms", type=float, help="fixed ISMCTS time a move")
    parser.add_argument("--ratio", type=float, default=1.0,
                        help="ISMCTS gets this many times our mean search time")
    parser.add_argument("--first-ms", type=float, default=None,
                        help="ISMCTS time before our side has moved (default: the level's "
                        "nominal time: easy 0.1, medium 1, hard 1800)")
    args = parser.parse_args()
    n = args.size
    version = "adh" if args.version == "abrupt" else "cdh"
    game = pyspiel.load_game("dark_hex", {"gameversion": version, "num_rows": n, "num_cols": n})
    first = args.first_ms or {"easy": 0.1, "medium": 1.0, "hard": 1800.0}[args.level]

    def ismcts_seconds(our_times):
        if args.ismcts_ms is not None:
            return args.ismcts_ms / 1000.0
        mean = sum(our_times) / len(our_times) if our_times else first / 1000.0
        return args.ratio * mean

    stats = {"ok": 0, "fallback": 0}
    our_times, sims, their_times = [], [], []
    wins = pairs_won = pairs_split = 0
    as_red = [0, 0]
    loads = [load_average()]
    started = time.time()
    for p in range(args.pairs):
        seed = args.seed * 10_000 + p
        pair = []
        for seat in (0, 1):
            won = play_game(game, n, args, seat, seed, ismcts_seconds, stats, our_times, sims,
                            their_times)
            pair.append(won)
            wins += won
            as_red[seat] += won
            loads.append(load_average())
            print(f"  pair {p + 1}/{args.pairs}: ours as {'Red' if seat == 0 else 'Blue'} "
                  f"{'won' if won else 'lost'} (load {loads[-1]:.1f})", file=sys.stderr,
                  flush=True)
        pairs_won += all(pair)
        pairs_split += pair[0] != pair[1]
    games = 2 * args.pairs
    lo, hi = wilson(wins, games)
    ours_ms = 1000 * sum(our_times) / max(1, len(our_times))
    theirs_ms = 1000 * sum(their_times) / max(1, len(their_times))
    budget = f"{args.ismcts_ms:g} ms fixed" if args.ismcts_ms is not None else \
        f"{args.ratio:g}× ours"
    print(f"darkhex {args.version} {n}x{n}: {args.level} vs ISMCTS ({budget}): won {wins}/{games}"
          f" = {100 * wins / games:.0f}% [95% {100 * lo:.0f}–{100 * hi:.0f}%]; as Red "
          f"{as_red[0]}/{args.pairs}, as Blue {as_red[1]}/{args.pairs}; pairs won both "
          f"{pairs_won}, split {pairs_split}, lost both {args.pairs - pairs_won - pairs_split}; "
          f"search ms/move ours {ours_ms:.0f}, ISMCTS {theirs_ms:.0f} "
          f"({sum(sims) / max(1, len(sims)):.0f} simulations/move); resamples exact "
          f"{stats['ok']}, fallback {stats['fallback']}; load {min(loads):.1f}–{max(loads):.1f}; "
          f"{time.time() - started:.0f} s", flush=True)


if __name__ == "__main__":
    main()
