"""Write the one-sided bear-off table, ``py/tablier/bots/bearoff.json`` (docs/bots.md, *Bear-off*).

For every home board (checkers at distance 1..6 from off, fifteen at most: :func:`tablier.bots.bearoff.boards`),
the expected number of rolls to bear it off with best play, by dynamic programming in order of pips: a board's
value is one roll plus the average over the 36 rolls of the least value among the boards its legal plays leave
(rules.md §0.5, the standard bear-off: a die bears off the checker at its distance, or the farthest checker when
it is higher; every die is played while a checker is left).  About a minute on CPython:

    nice -n 10 .venv/bin/python train/bearoff.py
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from tablier.bots.bearoff import POINTS, SCALE, TABLE, boards, rank  # noqa: E402

Board = tuple[int, ...]


def moves(board: Board, die: int) -> list[Board]:
    """The boards one checker moved by ``die`` can leave (none when every checker is off)."""
    farthest = max((d for d in range(1, POINTS + 1) if board[d - 1]), default=0)
    found = []
    for distance in range(1, POINTS + 1):
        if not board[distance - 1] or (distance < die and distance != farthest):
            continue
        after = list(board)
        after[distance - 1] -= 1
        if distance > die:
            after[distance - die - 1] += 1
        found.append(tuple(after))
    return found


def plays(board: Board, dice: tuple[int, ...]) -> set[Board]:
    """The boards the dice played in this order can leave."""
    reached = {board}
    for die in dice:
        reached = {after for before in reached for after in (moves(before, die) or [before])}
    return reached


def table() -> list[float]:
    """Expected rolls of every board, in the table's order."""
    values = [0.0] * len(boards())
    rolls = [(a, b) for a in range(1, 7) for b in range(a, 7)]
    for board in sorted(boards(), key=lambda b: sum(count * (i + 1) for i, count in enumerate(b))):
        if not any(board):
            continue
        total = 0.0
        for a, b in rolls:
            if a == b:
                total += min(values[rank(after)] for after in plays(board, (a,) * 4))
            else:
                left = plays(board, (a, b)) | plays(board, (b, a))
                total += 2 * min(values[rank(after)] for after in left)
        values[rank(board)] = 1 + total / 36
    return values


def main() -> int:
    started = time.time()
    values = table()
    scaled = [round(v * SCALE) for v in values]
    differences = [scaled[0]] + [b - a for a, b in zip(scaled, scaled[1:], strict=False)]
    TABLE.write_text(json.dumps({"unit": f"1/{SCALE} roll", "rolls": differences}, separators=(",", ":")) + "\n")
    print(f"{TABLE.relative_to(ROOT)}: {len(values)} boards in {time.time() - started:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
