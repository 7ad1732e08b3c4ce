"""Reversi benchmarks: perft speed and bot think time per level, on CPython or Pyodide.

    python bench/reversi.py                      # perft to depth 9, think time on 40 positions
    python bench/reversi.py --perft-depth 8 --positions 20 --levels medium expert
    python bench/reversi.py --browser            # the same, in Chromium's Pyodide worker
    python bench/reversi.py --perft-depth 0 --positions 0 --endgame 14 --browser   # exact solves only
    python bench/reversi.py --perft-depth 0 --positions 0 --endgame 14 --against main  # and main's solver
    python bench/reversi.py --perft-depth 0 --positions 0 --vs-random 40 --strength # levels vs random

With ``--browser`` the same benchmark runs in the vendored Pyodide of dist/, in a
worker of headless Chromium, on the built engine wheel (see bench/browser.py).

Perft follows rules.md §5.6 (a pass is a ply, a finished game is one leaf);
leaves at the last ply are counted from the move bitboard (bulk counting).
Think time is the wall-clock time of ``choose_move`` with each level's default
budget, over positions taken every few plies from seeded games.  ``--endgame N``
times the exact solve of positions with N empty squares (seeded medium games),
and whether expert, within its own budget, played a solved move; with ``--against REF`` the
same positions are solved again by this solver and by the Reversi modules of git ``REF``
(``git show``, imported as a package of their own), alternately, in one process, with the
ratio of their times.
"""

from __future__ import annotations

import argparse
import importlib
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))  # in the browser the engine comes from the wheel

from tablier.reversi import VARIANT, ReversiState  # noqa: E402
from tablier.reversi.bitboard import START_BLACK, START_WHITE  # noqa: E402
from tablier.reversi.bot import LEVELS, choose_move  # noqa: E402
from tablier.reversi.evaluation import full  # noqa: E402
from tablier.reversi.perft import perft  # noqa: E402
from tablier.reversi.search import Searcher  # noqa: E402

REF_MODULES = ("bitboard", "flips", "evaluation", "endgame", "search")  # what the solver of a git ref needs


def ref_sources(ref: str) -> dict[str, str]:
    """The Reversi modules of git ``ref`` that exist there, by name."""
    sources = {}
    for name in REF_MODULES:
        shown = subprocess.run(
            ["git", "show", f"{ref}:py/tablier/reversi/{name}.py"], cwd=ROOT, capture_output=True, text=True
        )
        if shown.returncode == 0:
            sources[name] = shown.stdout
    if "search" not in sources:
        raise SystemExit(f"no py/tablier/reversi/search.py at {ref!r}")
    return sources


def run_in_browser(argv: list[str], against: str | None) -> None:
    """Re-run this benchmark with ``argv`` inside headless Chromium's Pyodide worker (the modules of
    git ``against`` go with it as text)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from browser import BrowserPython

    sources = ref_sources(against) if against else {}
    code = (
        "import contextlib, io, sys\n"
        f"sys.argv = ['bench/reversi.py', *{argv!r}]\n"
        "out = io.StringIO()\n"
        "with contextlib.redirect_stdout(out):\n"
        f"    exec({Path(__file__).read_text()!r}, {{'__name__': '__main__', '__file__': '/bench/reversi.py',"
        f" 'REF_SOURCES': {sources!r}}})\n"
        "out.getvalue()"
    )
    with BrowserPython() as browser:
        print(f"Pyodide {browser.pyodide_version} in headless Chromium's worker")
        print(browser.run(code, timeout_s=3600), end="")


def bench_perft(max_depth: int) -> None:
    where = f"{platform.python_implementation()} {platform.python_version()} on {sys.platform}"
    print(f"perft from the start ({where})")
    for depth in range(1, max_depth + 1):
        start = time.perf_counter()
        leaves = perft(START_BLACK, START_WHITE, depth)
        seconds = time.perf_counter() - start
        rate = f"{leaves / seconds:12,.0f} leaves/s" if seconds > 0.01 else ""
        print(f"  depth {depth:2d}: {leaves:12,d} leaves {seconds:8.3f} s {rate}")


def sample_positions(count: int) -> list[ReversiState]:
    """Positions every 3rd ply of seeded hard-vs-hard games (node budget), all game phases."""
    positions: list[ReversiState] = []
    seed = 0
    while len(positions) < count:
        state = VARIANT.new_game()
        ply = seed % 3
        while state.legal_plays() and len(positions) < count:
            if ply % 3 == 0 and state.legal_plays() != ["pass"]:
                positions.append(state)
            move, _ = choose_move(state, "hard", seed=seed, nodes=300)
            state = state.apply_play(move)
            ply += 1
        seed += 1
    return positions


def bench_think(levels: list[str], count: int) -> None:
    positions = sample_positions(count)
    print(f"\nthink time per move, default budgets, {len(positions)} positions")
    for level in levels:
        times, depths, nodes = [], [], []
        for i, state in enumerate(positions):
            start = time.perf_counter()
            _, info = choose_move(state, level, seed=i)
            times.append(1000 * (time.perf_counter() - start))
            depths.append(info["depth"])
            nodes.append(info["nodes"])
        times.sort()
        p95 = times[min(len(times) - 1, round(0.95 * (len(times) - 1)))]
        print(
            f"  {level:6s} budget {LEVELS[level].budget_ms:6.0f} ms: "
            f"median {statistics.median(times):7.1f} ms, "
            f"p95 {p95:7.1f} ms, max {times[-1]:7.1f} ms, "
            f"median depth {statistics.median(depths)}, median nodes {statistics.median(nodes):.0f}"
        )


def endgame_positions(empties: int, count: int) -> list[ReversiState]:
    """The first position with ``empties`` empty squares and a move to play, in seeded medium games."""
    positions: list[ReversiState] = []
    seed = 0
    while len(positions) < count:
        state = VARIANT.new_game()
        while state.legal_plays():
            p, o = state.mover_discs
            left = 64 - (p | o).bit_count()
            if left <= empties:
                if left == empties and state.legal_plays() != ["pass"]:
                    positions.append(state)
                break
            move, _ = choose_move(state, "medium", seed=seed, nodes=200)
            state = state.apply_play(move)
        seed += 1
    return positions


def bench_endgame(empties: int, count: int) -> None:
    """Exact solves without limit (wall and CPU time: the machine is shared), then expert in its budget."""
    positions = endgame_positions(empties, count)
    solve_ms, cpu_ms, nodes, expert_ms, exact = [], [], [], [], 0
    for i, state in enumerate(positions):
        p, o = state.mover_discs
        start, cpu = time.perf_counter(), time.process_time()
        result = Searcher(full).run(p, o)  # no limit: iterative deepening, then the exact solve
        solve_ms.append(1000 * (time.perf_counter() - start))
        cpu_ms.append(1000 * (time.process_time() - cpu))
        nodes.append(result.nodes)
        assert result.exact
        start = time.perf_counter()
        _, info = choose_move(state, "expert", seed=i)
        expert_ms.append(1000 * (time.perf_counter() - start))
        exact += bool(info["exact"])
    solve_ms.sort()
    print(f"\nexact endgame solve, {len(positions)} positions with {empties} empties")
    print(
        f"  unbounded solve: median {statistics.median(solve_ms):7.1f} ms, max {solve_ms[-1]:7.1f} ms "
        f"(CPU median {statistics.median(cpu_ms):7.1f} ms, max {max(cpu_ms):7.1f} ms), "
        f"median nodes {statistics.median(nodes):.0f}"
    )
    print(
        f"  expert within its {LEVELS['expert'].budget_ms:.0f} ms: solved {exact} of {len(positions)}, "
        f"median {statistics.median(expert_ms):7.1f} ms, max {max(expert_ms):7.1f} ms"
    )


def ref_searcher(ref: str) -> tuple[type, object]:
    """``Searcher`` and ``full`` of git ``ref``'s Reversi modules, imported from a temporary folder
    (in the browser, from the text the page sent as ``REF_SOURCES``)."""
    sources = globals().get("REF_SOURCES") or ref_sources(ref)
    folder = Path(tempfile.mkdtemp()) / "reversi_ref"
    folder.mkdir()
    (folder / "__init__.py").write_text("")
    for name, text in sources.items():
        (folder / f"{name}.py").write_text(text)
    sys.path.insert(0, str(folder.parent))
    return importlib.import_module("reversi_ref.search").Searcher, importlib.import_module(
        "reversi_ref.evaluation"
    ).full


def bench_against(empties: int, count: int, ref: str) -> None:
    """This solver and ``ref``'s on the same positions, alternately (which goes first alternates
    too), same scores required; wall-clock and CPU seconds and their ratios."""
    old_searcher, old_full = ref_searcher(ref)
    positions = endgame_positions(empties, count)
    times: dict[str, list[tuple[float, float]]] = {"this": [], ref: []}
    for i, state in enumerate(positions):
        p, o = state.mover_discs
        runs = [("this", Searcher, full), (ref, old_searcher, old_full)]
        scores = []
        for name, searcher, evaluate in runs if i % 2 else runs[::-1]:
            start, cpu = time.perf_counter(), time.process_time()
            scores.append(searcher(evaluate).run(p, o).score)
            times[name].append((time.perf_counter() - start, time.process_time() - cpu))
        assert scores[0] == scores[1], (i, scores)
    print(f"\nthe same {len(positions)} positions, this solver against {ref}'s, alternately (same scores)")
    for name, pairs in times.items():
        wall = [w for w, _ in pairs]
        cpu = [c for _, c in pairs]
        print(
            f"  {name:>10s}: wall total {sum(wall):7.2f} s, median {1000 * statistics.median(wall):7.1f} ms, "
            f"max {1000 * max(wall):7.1f} ms; CPU total {sum(cpu):7.2f} s"
        )
    this_wall, this_cpu = [w for w, _ in times["this"]], [c for _, c in times["this"]]
    ref_wall, ref_cpu = [w for w, _ in times[ref]], [c for _, c in times[ref]]
    print(
        f"  ratio this / {ref}: wall total {sum(this_wall) / sum(ref_wall):.2f}, "
        f"median {statistics.median(this_wall) / statistics.median(ref_wall):.2f}, "
        f"max {max(this_wall) / max(ref_wall):.2f}; CPU total {sum(this_cpu) / sum(ref_cpu):.2f}"
    )


def play_random(level: str, games: int) -> float:
    """Score (wins + half the draws) of ``level`` against random play over ``games`` seeded games,
    colours alternating; the level searches ``budget_ms`` nodes (its time budget's figure, as the
    level matches of the tests do), so the result is the same on any machine."""
    import random

    score = 0.0
    for game in range(games):
        rng = random.Random(game)
        state, bot = VARIANT.new_game(), game % 2  # the bot is Black (seat 0) in even games
        while state.legal_plays():
            if state.to_move == bot:
                move, _ = choose_move(state, level, seed=game, nodes=int(LEVELS[level].budget_ms) or None)
            else:
                move = rng.choice(state.legal_plays())
            state = state.apply_play(move)
        black, white = state.counts
        mine, theirs = (black, white) if bot == 0 else (white, black)
        score += 1.0 if mine > theirs else 0.5 if mine == theirs else 0.0
    return score


def bench_random(games: int, levels: list[str], write: bool) -> None:
    print(f"\neach level against random play, {games} games, colours alternating")
    for level in levels:
        score = play_random(level, games)
        print(f"  {level:6s}: {score:g} of {games} ({100 * score / games:.1f} %)")
        if write:
            sys.path.insert(0, str(ROOT / "bench"))
            import strength

            command = f"bench/reversi.py --perft-depth 0 --positions 0 --vs-random {games} --levels {level}"
            strength.record("reversi", level, "random", score, games, command)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--perft-depth", type=int, default=9)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    parser.add_argument("--endgame", type=int, default=0, help="time exact solves at this many empties")
    parser.add_argument("--endgame-positions", type=int, default=10)
    parser.add_argument("--against", metavar="REF", help="with --endgame: also time git REF's solver, alternately")
    parser.add_argument("--vs-random", type=int, default=0, help="games of each level against random play")
    parser.add_argument("--strength", action="store_true", help="with --vs-random: write py/tablier/strength.json")
    parser.add_argument("--browser", action="store_true", help="run in headless Chromium's Pyodide worker")
    args = parser.parse_args()
    if args.browser:
        run_in_browser([arg for arg in sys.argv[1:] if arg != "--browser"], args.against)
        return
    if args.perft_depth:
        bench_perft(args.perft_depth)
    if args.positions:
        bench_think(args.levels, args.positions)
    if args.endgame:
        bench_endgame(args.endgame, args.endgame_positions)
        if args.against:
            bench_against(args.endgame, args.endgame_positions, args.against)
    if args.vs_random:
        bench_random(args.vs_random, args.levels, args.strength)


if __name__ == "__main__":
    main()
