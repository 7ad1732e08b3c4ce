"""Reversi benchmarks: perft speed and bot think time per level, on CPython or Pyodide.

    python bench/reversi.py                      # perft to depth 9, think time on 40 positions
    python bench/reversi.py --perft-depth 8 --positions 20 --levels medium expert
    python bench/reversi.py --pyodide node_modules/pyodide   # the same, in Pyodide under Node

With ``--pyodide DIR`` the same benchmark runs in Pyodide (the WebAssembly
CPython of the browser worker) loaded by ``node`` from the npm package in DIR;
Node runs WebAssembly on V8, the engine of Chromium.

Perft follows rules.md §5.6 (a pass is a ply, a finished game is one leaf);
leaves at the last ply are counted from the move bitboard (bulk counting).
Think time is the wall-clock time of ``choose_move`` with each level's default
budget, over positions taken every few plies from seeded games.
"""

from __future__ import annotations

import argparse
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))  # also in Pyodide, where ROOT is /work

from tablier.reversi import VARIANT, ReversiState  # noqa: E402
from tablier.reversi.bitboard import START_BLACK, START_WHITE  # noqa: E402
from tablier.reversi.bot import LEVELS, choose_move  # noqa: E402
from tablier.reversi.perft import perft  # noqa: E402

# Node script: load Pyodide, copy py/ and bench/ into its file system, run this file there.
PYODIDE_RUNNER = """
import { readFileSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
const [indexURL, root, ...argv] = process.argv.slice(2);
const { loadPyodide } = await import(pathToFileURL(join(indexURL, "pyodide.mjs")).href);
const py = await loadPyodide({ indexURL: indexURL + "/" });
function copy(src, dst) {
  py.FS.mkdirTree(dst);
  for (const name of readdirSync(src)) {
    const s = join(src, name), d = dst + "/" + name;
    if (statSync(s).isDirectory()) { if (name !== "__pycache__") copy(s, d); }
    else if (name.endsWith(".py")) py.FS.writeFile(d, readFileSync(s, "utf8"));
  }
}
copy(join(root, "py"), "/work/py");
copy(join(root, "bench"), "/work/bench");
py.setStdout({ batched: (s) => console.log(s) });
py.globals.set("ARGV", py.toPy(argv));
await py.runPythonAsync(`
import runpy, sys
sys.argv = ["bench/reversi.py", *ARGV]
runpy.run_path("/work/bench/reversi.py", run_name="__main__")
`);
"""


def run_in_pyodide(pyodide_dir: str, argv: list[str]) -> None:
    """Re-run this benchmark with ``argv`` inside Pyodide under Node."""
    with tempfile.TemporaryDirectory() as tmp:
        runner = Path(tmp) / "run.mjs"
        runner.write_text(PYODIDE_RUNNER)
        index = str(Path(pyodide_dir).resolve())
        subprocess.run(["node", str(runner), index, str(ROOT), *argv], check=True)


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


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--perft-depth", type=int, default=9)
    parser.add_argument("--positions", type=int, default=40)
    parser.add_argument("--levels", nargs="*", default=list(LEVELS))
    parser.add_argument("--pyodide", metavar="DIR", help="run in Pyodide from this npm package directory")
    args = parser.parse_args()
    if args.pyodide:
        argv = sys.argv[1:]
        at = argv.index("--pyodide")
        run_in_pyodide(args.pyodide, argv[:at] + argv[at + 2 :])
        return
    bench_perft(args.perft_depth)
    if args.positions:
        bench_think(args.levels, args.positions)


if __name__ == "__main__":
    main()
