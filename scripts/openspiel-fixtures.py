#!/usr/bin/env python3
"""Generate random Hex and Dark Hex games with OpenSpiel (the research reference) and write
them as the exact lines `hextable analyze` must print, one JSON file per game family.

Usage: scripts/openspiel-fixtures.py OUT_DIR [GAMES_PER_FAMILY] [SEED]
Needs `pip install open-spiel`. The committed fixtures in tests/fixtures/openspiel/ were made
with open-spiel 2.0.2; `tests/rules/openspiel.rs` replays them through `hextable analyze`.
"""
import json
import random
import sys

import pyspiel

RED, BLUE = 0, 1
NAMES = {RED: "red", BLUE: "blue"}


def rows_of(text, rows, cols):
    """OpenSpiel's observation string -> rows of '.', 'x', 'o'."""
    lines = [l for l in text.split("\n") if l.strip()]
    assert len(lines) == rows, text
    out = []
    for line in lines:
        cells = "".join(line.split())
        assert len(cells) == cols, text
        row = ""
        for ch in cells:
            if ch == ".":
                row += "."
            elif ch.lower() in "xyz":
                row += "x"
            elif ch.lower() in "opq":
                row += "o"
            else:
                raise ValueError(f"unknown cell {ch!r} in {text!r}")
        out.append(row)
    return out


def cell_name(action, cols):
    return f"{chr(ord('a') + action % cols)}{action // cols + 1}"


def play(game_name, version, rows, cols, rng):
    if game_name == "hex":
        game = pyspiel.load_game("hex", {"num_rows": rows, "num_cols": cols})
        family = "hex"
    else:
        game = pyspiel.load_game(
            "dark_hex", {"gameversion": version, "num_rows": rows, "num_cols": cols}
        )
        family = "darkhex" if version == "cdh" else "darkhex-abrupt"
    state = game.new_initial_state()
    moves, lines = [], []
    while not state.is_terminal():
        player = state.current_player()
        action = rng.choice(state.legal_actions())
        before = rows_of(state.observation_string(player), rows, cols)
        state.apply_action(action)
        after = rows_of(state.observation_string(player), rows, cols)
        r, c = divmod(action, cols)
        mine = "x" if player == RED else "o"
        if before[r][c] == "." and after[r][c] == mine:
            result = "placed"
        elif before[r][c] == "." and after[r][c] != ".":
            result = "hit"
        else:
            raise AssertionError("cannot tell the result of a move")
        winner = None
        if state.is_terminal():
            returns = state.returns()
            winner = "red" if returns[RED] > 0 else "blue"
        move = cell_name(action, cols)
        moves.append(move)
        lines.append(
            {
                "ply": len(moves),
                "player": NAMES[player],
                "move": move,
                "result": result,
                "to_move": None if state.is_terminal() else NAMES[state.current_player()],
                "views": {
                    "red": rows_of(state.observation_string(RED), rows, cols),
                    "blue": rows_of(state.observation_string(BLUE), rows, cols),
                },
                "winner": winner,
            }
        )
    return {"game": family, "rows": rows, "cols": cols, "moves": " ".join(moves), "lines": lines}


def main():
    out_dir = sys.argv[1]
    count = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    rng = random.Random(int(sys.argv[3]) if len(sys.argv) > 3 else 7)
    for game_name, version, file_name in [
        ("hex", None, "hex.jsonl"),
        ("dark_hex", "cdh", "darkhex.jsonl"),
        ("dark_hex", "adh", "darkhex-abrupt.jsonl"),
    ]:
        with open(f"{out_dir}/{file_name}", "w") as out:
            for i in range(count):
                if i % 10 == 9:
                    rows = cols = rng.choice([9, 11])
                else:
                    rows, cols = rng.randint(2, 7), rng.randint(2, 7)
                record = play(game_name, version, rows, cols, rng)
                out.write(json.dumps(record, separators=(",", ":")) + "\n")


if __name__ == "__main__":
    main()
