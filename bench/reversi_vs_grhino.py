"""Match the Tablier Reversi bot against GRhino (``gtp-rhino``, Debian package ``grhino``).

GRhino is driven through GTP on a subprocess: ``boardsize 8``, ``clear_board``,
``play <colour> <move>``, ``genmove <colour>`` (it passes by itself when a side
has no move, so passes are not sent); its level is the command-line
option ``--level N`` (1-5, see ``gtp-rhino --help``).  Colours alternate: the bot
plays Black in even-numbered games.  GRhino's board uses the same coordinates as
rules.md §5.1 (a1 top left, d4 White).

    python bench/reversi_vs_grhino.py --games 40 --grhino-level 3 --level expert --budget-ms 300
"""

from __future__ import annotations

import argparse
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "py"))

from tablier.reversi import ReversiState  # noqa: E402
from tablier.reversi.bot import choose_move  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
from strength import wilson  # noqa: E402

COLOURS = ("black", "white")


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


def play_game(gtp: Gtp, bot_seat: int, args: argparse.Namespace, seed: int, times: list[float]) -> ReversiState:
    """One game; returns the final state.  Every GRhino move is checked by the engine."""
    gtp.send("clear_board")
    state = ReversiState()
    while state.legal_plays():
        colour = COLOURS[state.turn]
        if state.legal_plays() == ["pass"]:
            move = "pass"  # gtp-rhino passes by itself: "play <colour> pass" is a syntax error to it
        elif state.turn == bot_seat:
            start = time.perf_counter()
            move, _ = choose_move(state, args.level, budget_ms=args.budget_ms, seed=seed, nodes=args.nodes)
            times.append(time.perf_counter() - start)
            gtp.send(f"play {colour} {move}")
        else:
            move = gtp.send(f"genmove {colour}").lower()
        state = state.apply_play(state.parse_play(move))
    return state


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--level", default="expert", help="Tablier bot level")
    parser.add_argument("--budget-ms", type=float, default=None, help="bot time per move (default: level's)")
    parser.add_argument("--nodes", type=int, default=None, help="bot node budget per move")
    parser.add_argument("--grhino-level", type=int, default=3)
    parser.add_argument("--grhino", default=shutil.which("gtp-rhino") or "/usr/games/gtp-rhino")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    if not Path(args.grhino).exists():
        parser.exit(1, f"{args.grhino} not found: install GRhino (Debian: apt-get install -y grhino)\n")

    gtp = Gtp([args.grhino, f"--level={args.grhino_level}"])
    gtp.send("boardsize 8")
    wins = draws = losses = 0
    discs_for = discs_against = 0
    times: list[float] = []
    started = time.perf_counter()
    try:
        for game in range(args.games):
            bot_seat = game % 2
            final = play_game(gtp, bot_seat, args, args.seed * 1000 + game, times)
            counts = final.counts
            mine, theirs = counts[bot_seat], counts[1 - bot_seat]
            discs_for += mine
            discs_against += theirs
            result = "win" if mine > theirs else "loss" if mine < theirs else "draw"
            wins += result == "win"
            draws += result == "draw"
            losses += result == "loss"
            print(f"game {game + 1:2d}: bot {COLOURS[bot_seat]:5s} {mine:2d}-{theirs:2d} {result}", flush=True)
    finally:
        gtp.close()
    total = wins + draws + losses
    times.sort()
    low, high = wilson(wins + draws / 2, total)
    print(
        f"\n{args.level} (budget_ms={args.budget_ms}, nodes={args.nodes}) "
        f"vs GRhino level {args.grhino_level}: "
        f"{wins} wins, {draws} draws, {losses} losses in {total} games "
        f"({100 * (wins + draws / 2) / total:.1f} % score, 95 % interval {100 * low:.1f}-{100 * high:.1f} %); "
        f"discs {discs_for}-{discs_against}"
    )
    print(
        f"bot think time per move: median {1000 * statistics.median(times):.0f} ms, "
        f"p95 {1000 * times[int(0.95 * (len(times) - 1))]:.0f} ms, max {1000 * times[-1]:.0f} ms; "
        f"match took {time.perf_counter() - started:.0f} s"
    )


if __name__ == "__main__":
    main()
