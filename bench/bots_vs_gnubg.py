"""Our tables bots against GNU Backgammon, cubeless single games, seeded dice.

Portes (the standard start) and Backgammon 225 (its drawn start) have the
standard backgammon moves, so gnubg can play them: one long-lived gnubg
process (Debian package ``gnubg``, ``gnubg -t -q -p bench/gnubg_choose.py``)
receives each position and roll and answers its play at a named level.  The
board conversion is the one the move-generator cross-check verifies
(``tests/engine/test_tables_gnubg.py``).  gnubg's levels are its predefined
settings: 0-ply with deterministic noise 0.06 (beginner), 0.05 (casual), 0.04
(intermediate), 0.015 (advanced), 0 (expert); 2-ply (world class).  gnubg
judges cubeless money equity with gammons (for Portes, which has no
backgammon, it slightly overvalues them: a small handicap for gnubg).

Seats alternate between games; game ``i`` uses dice from
``random.Random(seed * 1_000_003 + i)``.  Prints our wins, the 95 % Wilson
interval, points per game, our think time and the wall time.

Run: ``nice -n 10 python bench/bots_vs_gnubg.py --games 300 --level hard --gnubg intermediate,expert``
(``--game portes|backgammon-225``, ``--seed S``; ``--strength`` writes each row into py/tablier/strength.json).
``--every K`` prints the row so far every K games (and, with ``--strength``, writes it): a run stopped
early leaves the figures of its first games, which ``--games`` with that count replays exactly (game ``i``
depends only on the seed and ``i``).
"""

from __future__ import annotations

import argparse
import json
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests" / "engine"))

from test_tables_gnubg import apply_gnubg_play, gnubg_board  # noqa: E402

import strength  # noqa: E402  (bench/strength.py)
import tablier.tables  # noqa: E402,F401  (registers the games)
from bots import add_bench_levels, seat_result, wilson  # noqa: E402
from tablier.bots import choose_play  # noqa: E402
from tablier.protocol import Phase  # noqa: E402
from tablier.registry import find_variant  # noqa: E402
from tablier.strength import OPPONENTS  # noqa: E402
from tablier.tables import TablesState  # noqa: E402

GNUBG_LEVELS = {
    "beginner": (0, 0.06),
    "casual": (0, 0.05),
    "intermediate": (0, 0.04),
    "advanced": (0, 0.015),
    "expert": (0, 0.0),
    "worldclass": (2, 0.0),
}
SCRIPT = Path(__file__).with_name("gnubg_choose.py")


class Gnubg:
    """One gnubg process answering plays for (position, roll) at a named level."""

    def __init__(self) -> None:
        exe = shutil.which("gnubg") or "/usr/games/gnubg"
        if not Path(exe).exists():
            sys.exit("GNU Backgammon is not installed: run `apt-get install gnubg` (Debian package)")
        self._home = tempfile.TemporaryDirectory()
        env = {"HOME": self._home.name, "PATH": "/usr/bin:/bin"}
        self._proc = subprocess.Popen(
            [exe, "-t", "-q", "-p", str(SCRIPT)],
            env=env,
            cwd=self._home.name,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            text=True,
        )

    def ask(self, request: dict) -> object:
        """One request to the gnubg script; its JSON answer."""
        assert self._proc.stdin is not None and self._proc.stdout is not None
        self._proc.stdin.write(json.dumps(request) + "\n")
        self._proc.stdin.flush()
        for line in self._proc.stdout:
            if line.startswith("@@"):
                return json.loads(line[2:])
        raise RuntimeError("gnubg stopped without answering")

    def choose(self, state: TablesState, level: str) -> object:
        """gnubg's play among ``state.checker_plays``."""
        assert state.position is not None
        plies, noise = GNUBG_LEVELS[level]
        board = gnubg_board(state.position, state.seat)
        steps = self.ask({"board": board, "dice": list(state.dice[:2]), "plies": plies, "noise": noise})
        result = apply_gnubg_play(state.position, state.seat, steps)
        for play in state.checker_plays:
            if play.result == result:
                return play
        raise RuntimeError(f"gnubg's play {steps} is not among ours for dice {state.dice}")

    def close(self) -> None:
        assert self._proc.stdin is not None
        self._proc.stdin.close()
        self._proc.wait(timeout=30)
        self._home.cleanup()


def play_game(
    game: str,
    level: str,
    gnubg: Gnubg,
    gnubg_level: str,
    ours: int,
    seed: int,
    times: list[float],
    watch: Callable[[TablesState, list, object], None] | None = None,
):
    """One game, our ``level`` at seat ``ours``; (winner seat or None, points).  ``watch(state, plays, play)``
    sees each of our decisions with more than one legal play (bench/bots_error_rate.py judges them)."""
    rng = random.Random(seed)
    state = find_variant(game).new_game()
    moves = 0
    while state.phase is not Phase.OVER:
        if state.phase is Phase.ROLL:
            state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
            continue
        plays = state.legal_plays()
        if len(plays) == 1:
            play = plays[0]
        elif state.turn == ours:
            start = time.perf_counter()
            play, _ = choose_play(state, level, seed=seed * 1000 + moves)
            times.append(time.perf_counter() - start)
            if watch is not None:
                watch(state, plays, play)
        else:
            play = gnubg.choose(state, gnubg_level)
        state = state.apply_play(play)
        moves += 1
    assert state.outcome is not None
    return state.outcome.winner, state.outcome.points


def match(
    game: str,
    level: str,
    gnubg: Gnubg,
    gnubg_level: str,
    games: int,
    seed: int,
    write: bool = False,
    every: int = 0,
) -> str:
    """Our win rate against gnubg over ``games`` games, seats alternating (``write``: into
    py/tablier/strength.json, for the level chooser, when gnubg's level has words there).  ``every``:
    print (and write) the row of the games so far every that many games."""
    wins = 0
    points = 0
    times: list[float] = []
    started = time.perf_counter()

    def row(played: int) -> str:
        lo, hi = wilson(wins, played)
        if write and level != "classic" and f"gnubg-{gnubg_level}" in OPPONENTS:
            command = f"bench/bots_vs_gnubg.py --game {game} --level {level} --gnubg {gnubg_level} --games {played}"
            strength.record(game, level, f"gnubg-{gnubg_level}", float(wins), played, command)
        think = statistics.median(times) * 1000 if times else 0.0
        return (
            f"| {game} | {level} vs gnubg {gnubg_level} | {played} | {100 * wins / played:.1f} % "
            f"| {100 * lo:.1f}–{100 * hi:.1f} % | {points / played:+.2f} | {think:.0f} ms "
            f"| {time.perf_counter() - started:.0f} s |"
        )

    for i in range(games):
        ours = i % 2
        winner, pts = play_game(game, level, gnubg, gnubg_level, ours, seed * 1_000_003 + i, times)
        share, gained = seat_result(winner, ours, pts)
        wins += share == 1.0
        points += gained
        if every and (i + 1) % every == 0 and i + 1 < games:
            print(row(i + 1) + " (so far)", flush=True)
    return row(games)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--game", action="append", choices=("portes", "backgammon-225"))
    parser.add_argument("--level", action="append", choices=("easy", "medium", "hard", "classic"))
    parser.add_argument("--gnubg", default="intermediate,expert", help="gnubg levels: " + ", ".join(GNUBG_LEVELS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--strength", action="store_true", help="write each row into py/tablier/strength.json")
    parser.add_argument("--every", type=int, default=0, help="print (and write) the row so far every K games")
    args = parser.parse_args()
    add_bench_levels()
    gnubg = Gnubg()
    print(f"Python {sys.version.split()[0]}, {args.games} games per row, seed {args.seed}\n")
    print("| Game | Pairing | Games | Our wins | 95 % interval | Points/game | Our median think | Wall |")
    print("|---|---|---|---|---|---|---|---|")
    try:
        for game in args.game or ["portes"]:
            for level in args.level or ["hard"]:
                for gnubg_level in args.gnubg.split(","):
                    row = match(game, level, gnubg, gnubg_level, args.games, args.seed, args.strength, args.every)
                    print(row, flush=True)
    finally:
        gnubg.close()


if __name__ == "__main__":
    main()
