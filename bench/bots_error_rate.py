"""Our levels' error rate as GNU Backgammon judges it: equity lost per unforced decision, ×1000.

Seeded cubeless games of our level against gnubg at a named level (``bench/bots_vs_gnubg.py``'s harness,
seats alternating).  At each of our decisions with more than one legal play, gnubg evaluates the position
every legal play leaves (cubeless, ``--plies`` deep, the opponent on roll) and the error is the equity of
gnubg's best of them less the equity of ours.  The mean over those unforced decisions ×1000 is the figure
gnubg's analysis prints as "error rate (per move)", which it rates from "awful" to "supernatural" ("expert"
below 8).  Portes has no backgammon: its equity counts a gammon double and nothing more; Backgammon 225 counts
the triple win of its rules as gnubg counts a backgammon.

    nice -n 10 .venv/bin/python bench/bots_error_rate.py --games 40 --level easy --level medium --level hard

``--every K`` prints the row of the games so far every K games (``--games`` with that count replays them).
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bots_vs_gnubg import ROOT, Gnubg, play_game  # noqa: E402

sys.path.insert(0, str(ROOT / "tests" / "engine"))

from test_tables_gnubg import gnubg_board  # noqa: E402

import tablier.tables  # noqa: E402, F401  (registers the games)
from bots import add_bench_levels  # noqa: E402
from tablier.bots.search import race_contact, situation  # noqa: E402
from tablier.tables import TablesState  # noqa: E402

RATINGS = ["awful", "beginner", "casual player", "intermediate", "advanced", "expert", "world class", "supernatural"]
"""gnubg's names of its ratings 0..7 (``gnubg.errorrating``)."""
BACKGAMMONS = {"portes": 0.0, "backgammon-225": 1.0}
"""What a backgammon adds to a gammon in each game's scoring (Portes: none)."""


def equity(chances: list[float], backgammon: float) -> float:
    """Cubeless points for the player on roll from gnubg's [win, win gammon, win bg, lose gammon, lose bg]."""
    win, gammon, bg, lose_gammon, lose_bg = chances
    return 2 * win - 1 + gammon - lose_gammon + backgammon * (bg - lose_bg)


def errors_of_game(
    game: str, level: str, gnubg: Gnubg, opponent: str, ours: int, seed: int, plies: int
) -> list[tuple[float, bool]]:
    """The error of each of our unforced decisions in one game, our ``level`` at seat ``ours``, and whether the
    position still had contact (else a race)."""
    errors: list[tuple[float, bool]] = []

    def judge(state: TablesState, plays: list, play: object) -> None:
        boards = [gnubg_board(p.result, 1 - ours) for p in plays]
        judged = gnubg.ask({"judge": boards, "plies": plies})
        ours_after = [-equity(chances, BACKGAMMONS[game]) for chances in judged]
        errors.append((max(ours_after) - ours_after[plays.index(play)], race_contact(situation(state))))

    play_game(game, level, gnubg, opponent, ours, seed, [], judge)
    return errors


def row(game: str, level: str, judged: list[tuple[float, bool]], gnubg: Gnubg, started: float) -> str:
    """The table's row of the decisions judged so far."""
    errors = [error for error, _ in judged]
    parts = [[error for error, contact in judged if contact == kind] for kind in (True, False)]
    split = " / ".join(f"{1000 * statistics.fmean(p):.1f} ({len(p)})" if p else "–" for p in parts)
    rate = 1000 * statistics.fmean(errors)
    half = 1000 * 1.96 * statistics.stdev(errors) / math.sqrt(len(errors))
    rating = RATINGS[gnubg.ask({"rating": rate / 1000})]
    return (
        f"| {game} | {level} | {len(errors)} | {rate:.1f} | {rate - half:.1f}–{rate + half:.1f} "
        f"| {rating} | {split} | {time.perf_counter() - started:.0f} s |"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--game", action="append", choices=sorted(BACKGAMMONS))
    parser.add_argument("--level", action="append", choices=("easy", "medium", "hard", "classic"))
    parser.add_argument("--opponent", default="expert", help="gnubg's level in the games (default expert)")
    parser.add_argument("--plies", type=int, default=2, help="gnubg's judging depth (default 2)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--every", type=int, default=0, help="print the row so far every K games")
    args = parser.parse_args()
    add_bench_levels()
    gnubg = Gnubg()
    print(f"{args.games} games per row against gnubg {args.opponent}, judged by gnubg at {args.plies}-ply\n")
    head = "| Game | Level | Unforced decisions | Error rate (×1000) | 95 % interval | gnubg's rating |"
    print(head + " Contact / race (decisions) | Wall |")
    print("|---|---|---|---|---|---|---|---|")
    try:
        for game in args.game or ["portes"]:
            for level in args.level or ["hard"]:
                started, judged = time.perf_counter(), []
                for i in range(args.games):
                    seed = args.seed * 1_000_003 + i
                    judged += errors_of_game(game, level, gnubg, args.opponent, i % 2, seed, args.plies)
                    if args.every and (i + 1) % args.every == 0 and i + 1 < args.games:
                        print(row(game, level, judged, gnubg, started) + f" ({i + 1} games so far)", flush=True)
                print(row(game, level, judged, gnubg, started), flush=True)
    finally:
        gnubg.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
