"""Replay viewer: every view of a record at once (api.replay_views) against one api.view call per prefix.

Prints the time of each on CPython for seeded random games, and the ratio (one call / per prefix).
Usage: .venv/bin/python bench/replay.py [--games N]
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path[:0] = [str(ROOT / "py"), str(ROOT / "tests" / "engine")]

from record_games import random_game  # noqa: E402

from tablier import api  # noqa: E402


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=3)
    args = parser.parse_args()
    for game in ("portes", "dames-rabattues", "reversi"):
        at_once = per_prefix = 0.0
        actions = 0
        for seed in range(args.games):
            record, _ = random_game(game, seed)
            actions += len(record["actions"])
            start = time.perf_counter()
            api.replay_views(record)
            at_once += time.perf_counter() - start
            start = time.perf_counter()
            for index in range(len(record["actions"]) + 1):  # what stepping through prefixes one call each costs
                api.view({**record, "actions": record["actions"][:index]})
            per_prefix += time.perf_counter() - start
        print(
            f"{game:16} {actions / args.games:6.0f} actions/game  replay_views {1000 * at_once / args.games:7.1f} ms"
            f"  view per prefix {1000 * per_prefix / args.games:8.1f} ms  ratio {per_prefix / at_once:5.1f}x"
        )


if __name__ == "__main__":
    main()
