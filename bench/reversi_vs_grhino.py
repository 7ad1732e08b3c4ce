"""Match the Tablier Reversi bot against GRhino (``gtp-rhino``, Debian package ``grhino``).

GRhino is driven through GTP on a subprocess: ``boardsize 8``, ``clear_board``,
``play <colour> <move>``, ``genmove <colour>`` (it passes by itself when a side
has no move, so passes are not sent); its level is the command-line
option ``--level N`` (1-5, see ``gtp-rhino --help``).  Colours alternate: the bot
plays Black in even-numbered games.  GRhino's board uses the same coordinates as
rules.md §5.1 (a1 top left, d4 White).

    python bench/reversi_vs_grhino.py --games 40 --grhino-level 3 --level expert --budget-ms 300
    python bench/reversi_vs_grhino.py --games 100 --level expert --nodes 6200 --ref-nodes 7600 --against main

With ``--against REF`` the Reversi bot of git ``REF`` (its ``py/`` tree, from ``git archive``)
plays the same games too, alternately: game i is played by this bot, then by REF's, with
the same colour and seed (``--ref-nodes``: REF's own node budget), and both scores are
printed with the paired difference (GRhino's opening book varies its replies a little,
``--book`` default 2, so the pairs are not exact).  Each bot then runs in a subprocess of
its own (``BOT_SERVER``), this one included, so both pay the same costs.
"""

from __future__ import annotations

import argparse
import io
import json
import shutil
import statistics
import subprocess
import sys
import tarfile
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tablier.reversi import ReversiState  # noqa: E402
from tablier.reversi.bot import choose_move  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import strength  # noqa: E402  (bench/strength.py)
from strength import wilson  # noqa: E402
from tablier.strength import OPPONENTS  # noqa: E402

COLOURS = ("black", "white")
PY = Path(__file__).resolve().parent.parent / "py"
# The bot side of a subprocess: one JSON request per line (moves so far, level, seed, budgets),
# one move per line back.
BOT_SERVER = """
import json, sys
sys.path.insert(0, sys.argv[1])
from tablier.reversi import ReversiState
from tablier.reversi.bot import choose_move
for line in sys.stdin:
    ask = json.loads(line)
    state = ReversiState()
    for move in ask["moves"]:
        state = state.apply_play(state.parse_play(move))
    move, _ = choose_move(state, ask["level"], budget_ms=ask["budget_ms"], seed=ask["seed"], nodes=ask["nodes"])
    print(move, flush=True)
"""

Chooser = Callable[[ReversiState, list[str], int], str]


def local_chooser(args: argparse.Namespace) -> Chooser:
    """This bot, in this process."""
    return lambda state, moves, seed: choose_move(
        state, args.level, budget_ms=args.budget_ms, seed=seed, nodes=args.nodes
    )[0]


def server_chooser(py: Path, args: argparse.Namespace, nodes: int | None) -> Chooser:
    """The bot of the ``tablier`` package under ``py``, in a subprocess, with ``nodes`` per move."""
    proc = subprocess.Popen(
        [sys.executable, "-c", BOT_SERVER, str(py)], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True
    )

    def choose(state: ReversiState, moves: list[str], seed: int) -> str:
        assert proc.stdin and proc.stdout
        ask = {"moves": moves, "level": args.level, "budget_ms": args.budget_ms, "seed": seed, "nodes": nodes}
        proc.stdin.write(json.dumps(ask) + "\n")
        proc.stdin.flush()
        return proc.stdout.readline().strip()

    return choose


def ref_py(ref: str) -> Path:
    """git ``ref``'s ``py/`` tree, extracted into a temporary folder."""
    folder = Path(tempfile.mkdtemp())
    archive = subprocess.run(["git", "archive", ref, "py"], cwd=PY.parent, capture_output=True, check=True)
    with tarfile.open(fileobj=io.BytesIO(archive.stdout)) as tar:
        tar.extractall(folder, filter="data")
    return folder / "py"


class Gtp:
    """A GTP engine on a pipe."""

    def __init__(self, argv: list[str]) -> None:
        self.proc = subprocess.Popen(argv, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True)

    def send(self, command: str) -> str:
        """Send one command; return the answer text or raise on a ``?`` failure."""
        assert self.proc.stdin and self.proc.stdout
        self.proc.stdin.write(command + "\n")
        self.proc.stdin.flush()
        lines = []
        while True:
            line = self.proc.stdout.readline()
            if not line:
                raise RuntimeError(f"GTP engine exited during {command!r}")
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.rstrip("\n"))
        answer = "\n".join(lines)
        if answer.startswith("?"):
            raise RuntimeError(f"GTP {command!r} failed: {answer}")
        return answer[1:].strip()

    def close(self) -> None:
        try:
            self.send("quit")
        finally:
            self.proc.wait(timeout=10)


def gtp_game(gtp: Gtp, ours: Callable[[ReversiState, list[str]], str | None]) -> tuple[ReversiState, list[str]]:
    """One game through GTP from a cleared board; the final state and the moves.  ``ours(state, moves)`` answers
    the move we play on a turn (sent to GRhino), or None to let GRhino play it (genmove).  Passes are not sent:
    gtp-rhino passes by itself ("play <colour> pass" is a syntax error to it).  Every GRhino move is checked by
    the engine."""
    gtp.send("clear_board")
    state = ReversiState()
    moves: list[str] = []
    while plays := state.legal_plays():
        colour = COLOURS[state.turn]
        if plays == ["pass"]:
            move = "pass"
        elif (ours_move := ours(state, moves)) is not None:
            move = ours_move
            gtp.send(f"play {colour} {move}")
        else:
            move = gtp.send(f"genmove {colour}").lower()
        state = state.apply_play(state.parse_play(move))
        moves.append(move)
    return state, moves


def play_game(gtp: Gtp, bot_seat: int, choose: Chooser, seed: int, times: list[float]) -> ReversiState:
    """One game of the bot (seat ``bot_seat``) against GRhino; returns the final state."""

    def bot(state: ReversiState, moves: list[str]) -> str | None:
        if state.turn != bot_seat:
            return None
        start = time.perf_counter()
        move = choose(state, moves, seed)
        times.append(time.perf_counter() - start)
        return move

    return gtp_game(gtp, bot)[0]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--level", default="expert", help="Tablier bot level")
    parser.add_argument("--budget-ms", type=float, default=None, help="bot time per move (default: level's)")
    parser.add_argument("--nodes", type=int, default=None, help="bot node budget per move")
    parser.add_argument("--grhino-level", type=int, default=3)
    parser.add_argument("--grhino", default=shutil.which("gtp-rhino") or "/usr/games/gtp-rhino")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--against", metavar="REF", help="also play git REF's bot on the same games, alternately")
    parser.add_argument("--ref-nodes", type=int, default=None, help="REF's node budget (default: --nodes)")
    parser.add_argument("--strength", action="store_true", help="write the score into py/tablier/strength.json")
    args = parser.parse_args()
    if not Path(args.grhino).exists():
        parser.exit(1, f"{args.grhino} not found: install GRhino (Debian: apt-get install -y grhino)\n")

    bots: dict[str, Chooser] = {"this": local_chooser(args)}
    if args.against:
        ref_nodes = args.ref_nodes if args.ref_nodes is not None else args.nodes
        bots = {
            "this": server_chooser(PY, args, args.nodes),
            args.against: server_chooser(ref_py(args.against), args, ref_nodes),
        }
    gtp = Gtp([args.grhino, f"--level={args.grhino_level}"])
    gtp.send("boardsize 8")
    tallies = {name: Tally() for name in bots}
    started = time.perf_counter()
    try:
        for game in range(args.games):
            bot_seat = game % 2
            for name, choose in bots.items():
                final = play_game(gtp, bot_seat, choose, args.seed * 1000 + game, tallies[name].times)
                mine, theirs = final.counts[bot_seat], final.counts[1 - bot_seat]
                result = tallies[name].add(mine, theirs)
                print(
                    f"game {game + 1:2d} {name:>6s}: bot {COLOURS[bot_seat]:5s} {mine:2d}-{theirs:2d} {result}",
                    flush=True,
                )
    finally:
        gtp.close()
    ref = f", {args.against}'s nodes={args.ref_nodes}" if args.against and args.ref_nodes is not None else ""
    print(f"\n{args.level} (budget_ms={args.budget_ms}, nodes={args.nodes}{ref}) vs GRhino level {args.grhino_level}:")
    for name, tally in tallies.items():
        print(f"  {name:>6s}: {tally.summary()}")
    if args.against:
        this, ref = tallies["this"].scores, tallies[args.against].scores
        diffs = [a - b for a, b in zip(this, ref, strict=True)]
        mean = statistics.fmean(diffs)
        half = 1.96 * statistics.stdev(diffs) / len(diffs) ** 0.5 if len(diffs) > 1 else float("nan")
        print(
            f"  paired difference this - {args.against}: {100 * mean:+.1f} points of score per game "
            f"(95 % interval {100 * (mean - half):+.1f} to {100 * (mean + half):+.1f})"
        )
    print(f"match took {time.perf_counter() - started:.0f} s")
    opponent = f"grhino-{args.grhino_level}"
    if args.strength and not args.against and opponent in OPPONENTS:  # the level chooser's words (docs/bots.md)
        nodes = f" --nodes {args.nodes}" if args.nodes is not None else ""
        command = (
            f"bench/reversi_vs_grhino.py --games {args.games} --level {args.level}{nodes}"
            f" --grhino-level {args.grhino_level}"
        )
        strength.record("reversi", args.level, opponent, sum(tallies["this"].scores), args.games, command)


class Tally:
    """One bot's results: per-game scores (1, 0.5, 0), discs, think times."""

    def __init__(self) -> None:
        self.scores: list[float] = []
        self.discs = [0, 0]
        self.times: list[float] = []

    def add(self, mine: int, theirs: int) -> str:
        """Count one game; its result as a word."""
        self.discs[0] += mine
        self.discs[1] += theirs
        self.scores.append(1.0 if mine > theirs else 0.0 if mine < theirs else 0.5)
        return "win" if mine > theirs else "loss" if mine < theirs else "draw"

    def summary(self) -> str:
        """Wins, draws, losses, score with its 95 % Wilson interval, discs, think time."""
        total = len(self.scores)
        wins, draws = self.scores.count(1.0), self.scores.count(0.5)
        low, high = wilson(sum(self.scores), total)
        times = sorted(self.times)
        return (
            f"{wins} wins, {draws} draws, {total - wins - draws} losses in {total} games "
            f"({100 * sum(self.scores) / total:.1f} % score, 95 % interval {100 * low:.1f}-{100 * high:.1f} %); "
            f"discs {self.discs[0]}-{self.discs[1]}; think time per move median "
            f"{1000 * statistics.median(times):.0f} ms, p95 {1000 * times[int(0.95 * (len(times) - 1))]:.0f} ms, "
            f"max {1000 * times[-1]:.0f} ms"
        )


if __name__ == "__main__":
    main()
