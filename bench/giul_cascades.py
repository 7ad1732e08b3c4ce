"""Think time of the bots on Giul's cascades (rules.md §6.5), the turns too big to list.

Seeded games of medium against medium; on each cascade met (after the opening), one
call of each level is timed in CPU seconds of this process (the machine is shared: wall
times grow with its load), with the level's sample as in the app or ``--sample N``
(each call searches the cascade afresh, within the level's ``sample_nodes``).

Run: ``nice -n 10 python bench/giul_cascades.py`` (``--games N``, ``--sample N``, ``--sample-nodes N``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import tablier.tables  # noqa: E402,F401  (registers the games)
from tablier.bots import LEVELS, choose_play  # noqa: E402
from tablier.protocol import Phase  # noqa: E402
from tablier.registry import find_variant  # noqa: E402

ORDER = ("easy", "medium", "hard")


def cascade_times(games: int) -> dict[str, list[float]]:
    """Seconds per level on each cascade of ``games`` seeded medium-vs-medium Giul games."""
    times: dict[str, list[float]] = {level: [] for level in ORDER}
    for game in range(games):
        rng = random.Random(game)
        state = find_variant("giul").new_game(seed=game)
        for ply in range(600):
            if state.phase is Phase.OVER:
                break
            if state.phase is Phase.ROLL:
                state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
                continue
            if state.lazy is not None and ply > 10:
                for level in ORDER:
                    started = time.process_time()
                    choose_play(state, level, seed=0)
                    times[level].append(time.process_time() - started)
            play, _ = choose_play(state, "medium", seed=ply)
            state = state.apply_play(play)
    return times


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=4)
    parser.add_argument("--sample", type=int, help="plays sampled per cascade (default: the levels' own)")
    parser.add_argument("--sample-nodes", type=int, help="the walks' node bound (0: none; default: the levels')")
    args = parser.parse_args()
    if args.sample:
        for level in ORDER:
            LEVELS[level] = replace(LEVELS[level], sample=args.sample)
    if args.sample_nodes is not None:
        for level in ORDER:
            LEVELS[level] = replace(LEVELS[level], sample_nodes=args.sample_nodes or None)
    times = cascade_times(args.games)
    print(f"Python {sys.version.split()[0]}, {args.games} games, sample {LEVELS['easy'].sample}", end="")
    print(f", sample nodes {LEVELS['easy'].sample_nodes}, CPU seconds\n")
    print("| Level | Cascades | Median | p95 | Max |")
    print("|---|---|---|---|---|")
    for level in ORDER:
        t = sorted(times[level])
        if t:
            p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
            print(f"| {level} | {len(t)} | {statistics.median(t):.2f} s | {p95:.2f} s | {t[-1]:.2f} s |")


if __name__ == "__main__":
    main()
