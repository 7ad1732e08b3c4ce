"""How well each level bears off: the expected rolls its plays leave beyond the fewest (docs/bots.md, *Bear-off*).

Seeded Portes races, both sides' checkers all in their home boards (the mover has borne off 1 to 12, the
opponent none): for each level, the decisions where the plays differ by the one-sided table, how many of its
plays leave more than the fewest expected rolls, and how many more on average.

    .venv/bin/python bench/bearoff.py --positions 400
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

import tablier.tables  # noqa: E402, F401  (registers the games)
from tablier.bots import choose_play  # noqa: E402
from tablier.bots.bearoff import SCALE, expected_rolls, home_board  # noqa: E402
from tablier.tables import PORTES, pos  # noqa: E402


def board(rng: random.Random, checkers: int) -> tuple[int, ...]:
    counts = [0] * 6
    for _ in range(checkers):
        counts[rng.randrange(6)] += 1
    return tuple(counts)


def literal(counts: tuple[int, ...]) -> str:
    return " ".join(f"{d}x{n}" if n > 1 else str(d) for d, n in enumerate(counts, start=1) if n)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=400, help="seeded races (default 400)")
    parser.add_argument("--levels", default="easy,medium,hard")
    args = parser.parse_args(argv)
    rng = random.Random(2026)
    races = []
    while len(races) < args.positions:
        mover, other = board(rng, rng.randint(3, 14)), board(rng, 15)
        state = PORTES.setup(
            pos(f"S: {literal(mover)} / N: {literal(other)}"), 0, (rng.randint(1, 6), rng.randint(1, 6))
        )
        values = [expected_rolls(home_board(play.result[0])) for play in state.legal_plays()]
        if max(values) - min(values) >= 1 / SCALE:
            races.append((state, min(values)))
    print(f"{len(races)} seeded Portes bear-offs where the plays differ")
    print(f"{'level':8} {'not fewest':>10} {'excess rolls (mean)':>20} {'seconds':>8}")
    for level in args.levels.split(","):
        started, worse, excess = time.process_time(), 0, 0.0
        for seed, (state, fewest) in enumerate(races):
            play, _ = choose_play(state, level, seed=seed)
            more = expected_rolls(home_board(play.result[0])) - fewest
            worse += more > 0
            excess += more
        print(f"{level:8} {worse:10} {excess / len(races):20.4f} {time.process_time() - started:8.1f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
