"""Benchmark of whole-turn legal play generation over a fixed corpus.

The corpus: every position met in seeded random games (uniform legal choices)
of Portes (standard backgammon mechanics) and Toutes tables (maximum-pips
filter), with the roll actually thrown.  Each position is timed from a fresh
state (nothing cached): median and 95th percentile per position, simple rolls
and doublets separately.

Run: ``python bench/engine.py`` (from the repository root; ``--games N`` to
change the corpus size; ``--browser`` also times the same corpus in Chromium's
Pyodide worker and prints the ratio of means: the browser's clock ticks in
0.1 ms steps without cross-origin isolation, so its medians are coarse).
If the ``gnubg_nn`` module (PyPI ``gnubg-nn``) is importable, its move
generator is timed on the Portes corpus and the ratio of medians is printed.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from tablier.tables import PORTES, TOUTES_TABLES, Stage, TablesState, TablesVariant  # noqa: E402


def corpus(variant: TablesVariant, games: int, seed: int) -> list[TablesState]:
    """The play states of ``games`` seeded random games."""
    rng = random.Random(seed)
    states: list[TablesState] = []
    for _ in range(games):
        state = variant.new_game()
        while state.stage is not Stage.OVER:
            if state.stage is Stage.PLAY:
                states.append(variant.setup(state.position, state.seat, state.dice))
                state = state.apply_play(rng.choice(state.checker_plays))
            else:
                state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
    return states


def time_generation(states: list[TablesState], repeat: int) -> list[float]:
    """Milliseconds per position (best of ``repeat`` fresh runs)."""
    times = []
    for state in states:
        best = float("inf")
        for _ in range(repeat):
            fresh = TablesState(state.variant, state.rules, state.position, Stage.PLAY, state.seat, state.dice)
            start = time.perf_counter()
            fresh.legal_plays()
            best = min(best, time.perf_counter() - start)
        times.append(best * 1000)
    return times


def time_gnubg_nn(states: list[TablesState], repeat: int) -> list[float] | None:
    """Milliseconds per position for gnubg-nn's ``moves`` (None if not installed)."""
    try:
        import gnubg_nn  # type: ignore[import-not-found]
    except ImportError:
        return None
    times = []
    for state in states:
        assert state.position is not None
        board = tuple(
            tuple(side[24 - i] for i in range(24)) + (side[0],)
            for side in (state.position[1 - state.seat], state.position[state.seat])
        )
        best = float("inf")
        for _ in range(repeat):
            start = time.perf_counter()
            gnubg_nn.moves(board, state.dice[0], state.dice[1])
            best = min(best, time.perf_counter() - start)
        times.append(best * 1000)
    return times


def summary(times: list[float]) -> str:
    p95 = statistics.quantiles(times, n=20)[-1] if len(times) > 1 else times[0]
    median = statistics.median(times)
    mean = statistics.fmean(times)
    return f"n={len(times):5d}  median {median:.3f} ms  p95 {p95:.3f} ms  mean {mean:.3f} ms  max {max(times):.2f} ms"


def measure(games: int, repeat: int) -> dict[str, list[float]]:
    """Milliseconds per position, by game and kind of roll (also run inside Pyodide)."""
    results: dict[str, list[float]] = {}
    for variant in (PORTES, TOUTES_TABLES):
        states = corpus(variant, games, seed=2026)
        times = time_generation(states, repeat)
        pairs = list(zip(times, states, strict=True))
        results[f"{variant.id} simple rolls"] = [t for t, s in pairs if s.dice[0] != s.dice[1]]
        results[f"{variant.id} doublets"] = [t for t, s in pairs if s.dice[0] == s.dice[1]]
        theirs = time_gnubg_nn(states, repeat) if variant is PORTES else None
        if theirs is not None:
            ratio = statistics.median(times) / statistics.median(theirs)
            print(f"{'gnubg-nn':14s} all rolls:    {summary(theirs)}  (ours/gnubg-nn median: {ratio:.0f}x)")
    return results


def measure_in_browser(games: int, repeat: int) -> dict[str, list[float]]:
    """``measure`` run by Chromium's Pyodide worker on the built engine wheel."""
    from browser import BrowserPython

    source = Path(__file__).read_text()
    code = (
        "import json\n"
        f"namespace = {{'__name__': 'bench_engine', '__file__': '/bench/engine.py'}}\n"
        f"exec({source!r}, namespace)\n"
        f"json.dumps(namespace['measure']({games}, {repeat}))"
    )
    with BrowserPython() as browser:
        print(f"Pyodide {browser.pyodide_version} in headless Chromium")
        return json.loads(browser.run(code))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=30, help="random games per variant (default 30)")
    parser.add_argument("--repeat", type=int, default=3, help="timings per position, best kept (default 3)")
    parser.add_argument("--browser", action="store_true", help="also time the corpus in the browser's Pyodide")
    args = parser.parse_args()
    print(f"Python {sys.version.split()[0]}, {args.games} seeded games per game, best of {args.repeat}")
    ours = measure(args.games, args.repeat)
    for label, times in ours.items():
        print(f"{label:28s} {summary(times)}")
    if args.browser:
        theirs = measure_in_browser(args.games, args.repeat)
        for label, times in theirs.items():
            ratio = statistics.fmean(times) / statistics.fmean(ours[label])
            print(f"{label:28s} {summary(times)}  (Pyodide/CPython mean: {ratio:.1f}x)")


if __name__ == "__main__":
    main()
