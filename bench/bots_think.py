"""Think time of the tables bots per decision, on CPython and in Chromium's Pyodide worker.

The sample: the decisions with two or more legal plays met in seeded games of
medium against medium (``--games`` per game id), each timed once per level
with the level's wall-clock budget in the app (``Level.budget_ms``, as ``tablier.api.bot_move`` sends it).
With ``--browser`` the same sample is timed in headless Chromium's Pyodide
worker (``bench/browser.py``) and the ratio of medians is printed.

Run: ``nice -n 10 python bench/bots_think.py --browser`` (``--games N``,
``--game ID`` repeatable, ``--levels easy,medium,hard``; ``--cpu`` times CPython by the
process's CPU time, which the load of a shared machine does not inflate; ``--no-cpython`` times only
the browser's half).  With several games, rows per game follow the rows over all.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import tablier.tables  # noqa: E402,F401  (registers the games)
from tablier.bots import LEVELS, choose_play  # noqa: E402
from tablier.protocol import Phase  # noqa: E402
from tablier.registry import find_variant  # noqa: E402

GAMES = ("portes", "backgammon-225", "revertier", "swedish-tables")


def sample(game: str, games: int, seed: int) -> list:
    """The decisions (states with two or more plays) of seeded medium-vs-medium games."""
    states = []
    for g in range(games):
        rng = random.Random(seed * 1_000_003 + g)
        state = find_variant(game).new_game()
        while state.phase is not Phase.OVER:
            if state.phase is Phase.ROLL:
                state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
                continue
            if state.lazy is not None or len(state.legal_plays()) > 1:  # a Giul cascade is never listed
                states.append(state)
            play, _ = choose_play(state, "medium", seed=g)
            state = state.apply_play(play)
    return states


def measure(
    games: list[str], count: int, levels: list[str], seed: int, clock=time.perf_counter
) -> dict[str, dict[str, list[float]]]:
    """Milliseconds per decision, by game and level, over the sample of every game."""
    states = [(game, s) for game in games for s in sample(game, count, seed)]
    times: dict[str, dict[str, list[float]]] = {game: {level: [] for level in levels} for game in games}
    for i, (game, state) in enumerate(states):
        for level in levels:
            start = clock()
            choose_play(state, level, budget_ms=LEVELS[level].budget_ms, seed=i)
            times[game][level].append((clock() - start) * 1000)
    return times


def rows(
    where: str, times: dict[str, dict[str, list[float]]], reference: dict[str, list[float]] | None
) -> dict[str, list[float]]:
    """Print one row per level over all games (with the ratio of medians to ``reference``),
    then one per game and level when there are several games."""
    merged = {level: [t for game in times.values() for t in game[level]] for level in next(iter(times.values()))}
    for level, t in merged.items():
        ratio = ""
        if reference:
            ratio = f" ({statistics.median(t) / statistics.median(reference[level]):.1f}× CPython median)"
        print(f"| {where}{ratio} | {level} {summary(t)}")
    if len(times) > 1:
        for game, by_level in times.items():
            for level, t in by_level.items():
                print(f"| {where}, {game} | {level} {summary(t)}")
    return merged


def summary(times: list[float]) -> str:
    t = sorted(times)
    p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
    return f"| {len(t)} | {statistics.median(t):.1f} ms | {p95:.1f} ms | {t[-1]:.1f} ms |"


def measure_in_browser(games: list[str], count: int, levels: list[str], seed: int) -> dict[str, dict[str, list[float]]]:
    """``measure`` run by Chromium's Pyodide worker on the built engine wheel."""
    from browser import BrowserPython

    source = Path(__file__).read_text()
    code = (
        "import json\n"
        "namespace = {'__name__': 'bench_bots_think', '__file__': '/bench/bots_think.py'}\n"
        f"exec({source!r}, namespace)\n"
        f"json.dumps(namespace['measure']({games!r}, {count}, {levels!r}, {seed}))"
    )
    with BrowserPython() as browser:
        print(f"Pyodide {browser.pyodide_version} in headless Chromium")
        return json.loads(browser.run(code, timeout_s=3600))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=2, help="seeded games per game id (default 2)")
    parser.add_argument("--game", action="append", help="game id (repeatable); default: " + ", ".join(GAMES))
    parser.add_argument("--levels", default="easy,medium,hard")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--browser", action="store_true", help="also time the sample in the browser's Pyodide")
    parser.add_argument("--cpu", action="store_true", help="CPython: CPU time of this process (a loaded machine)")
    parser.add_argument("--no-cpython", action="store_true", help="with --browser: skip the CPython half")
    args = parser.parse_args()
    games, levels = args.game or list(GAMES), args.levels.split(",")
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    budgets = ", ".join(f"{level} {LEVELS[level].budget_ms or 'none'}" for level in levels)
    print(f"Python {sys.version.split()[0]}, {args.games} games per game id, wall-clock budgets (ms): {budgets}")
    print(f"load average {load} (wall-clock times grow with the load: compare the ratio)\n")
    print("| Where | Level | Decisions | Median | p95 | Max |")
    print("|---|---|---|---|---|---|")
    clock, where = (time.process_time, "CPython, CPU time") if args.cpu else (time.perf_counter, "CPython")
    ours = None if args.no_cpython else rows(where, measure(games, args.games, levels, args.seed, clock), None)
    if args.browser:
        rows("Pyodide", measure_in_browser(games, args.games, levels, args.seed), ours)


if __name__ == "__main__":
    main()
