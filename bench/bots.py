"""Seeded tournaments of the tables bots, and their think time per move.

For every tables game present (or those given with ``--game``): each level
against random play (uniform legal choices) and against the level below
(easy–random, medium–random, medium–easy, hard–random, hard–medium).  Seats
alternate between games; game ``i`` of a pairing uses dice from
``random.Random(seed * 1_000_003 + i)``, so every figure is reproducible.
Prints, per pairing, the first side's win rate with its 95 % Wilson interval
and its average points per game, then the think time per move (median, p95,
max) of each level on this interpreter.

Run (single process): ``python bench/bots.py`` (``--games N``, default 200;
``--hard-games N`` for the pairings of hard;
``--game ID`` repeatable; ``--pairs hard-medium,...``; ``--seed S``;
``--medium-noise σ`` and ``--medium-margin M`` try another medium, to calibrate it).
The level ``classic`` is hard judging by the hand-made evaluation where hard uses a
learned network (``--pairs hard-classic``: the network against the terms, same search).
"""

from __future__ import annotations

import argparse
import math
import random
import statistics
import sys
import time
from collections import defaultdict
from dataclasses import replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import tablier.tables  # noqa: E402,F401  (registers the games)
from tablier.bots import LEVELS, choose_play  # noqa: E402
from tablier.protocol import Phase  # noqa: E402
from tablier.registry import find_variant  # noqa: E402

GAMES = ("toutes-tables", "toutes-tables-225", "backgammon-225", "portes", "revertier", "swedish-tables")
PAIRS = ("easy-random", "medium-random", "medium-easy", "hard-random", "hard-medium")
LEVELS["classic"] = replace(LEVELS["hard"], name="classic", learned=False)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion."""
    if not n:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def play_game(game: str, levels: tuple[str, str], seed: int, times: dict[str, list[float]]) -> tuple[int | None, int]:
    """One game, ``levels[s]`` playing seat s; (winner seat, points)."""
    rng = random.Random(seed)
    state = find_variant(game).new_game()
    moves = 0
    while state.phase is not Phase.OVER:
        if state.phase is Phase.ROLL:
            state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
            continue
        level = levels[state.turn]
        plays = state.legal_plays()
        if level == "random":
            play = rng.choice(list(plays))
        else:
            start = time.perf_counter()
            play, _ = choose_play(state, level, seed=seed * 1000 + moves)
            if len(plays) > 1:
                times[level].append(time.perf_counter() - start)
        state = state.apply_play(play)
        moves += 1
    outcome = state.outcome
    assert outcome is not None
    return outcome.winner, outcome.points


def pairing(game: str, first: str, second: str, games: int, seed: int, times: dict[str, list[float]]) -> str:
    """Win rate of ``first`` against ``second`` over ``games`` games, seats alternating."""
    wins = draws = 0
    points = 0.0
    started = time.perf_counter()
    for i in range(games):
        seat = i % 2
        levels = (first, second) if seat == 0 else (second, first)
        winner, pts = play_game(game, levels, seed * 1_000_003 + i, times)
        if winner is None:
            draws += 1
        elif winner == seat:
            wins += 1
            points += pts
        else:
            points -= pts
    lo, hi = wilson(wins + draws / 2, games)
    rate = (wins + draws / 2) / games
    return (
        f"| {game} | {first} vs {second} | {games} | {100 * rate:.1f} % | {100 * lo:.1f}–{100 * hi:.1f} % "
        f"| {points / games:+.2f} | {time.perf_counter() - started:.0f} s |"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--hard-games", type=int, help="games for the pairings of hard (default: --games)")
    parser.add_argument("--game", action="append", help="game id (repeatable); default: every tables game")
    parser.add_argument("--pairs", default=",".join(PAIRS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--medium-noise", type=float, help="medium's noise in pips (calibration)")
    parser.add_argument("--medium-margin", type=float, help="medium's margin in equity (calibration)")
    args = parser.parse_args()
    if args.medium_noise is not None:
        LEVELS["medium"] = replace(LEVELS["medium"], noise=args.medium_noise)
    if args.medium_margin is not None:
        LEVELS["medium"] = replace(LEVELS["medium"], margin=args.medium_margin)
    games = args.game or list(GAMES)
    times: dict[str, list[float]] = defaultdict(list)
    hard = f" ({args.hard_games} for hard)" if args.hard_games else ""
    medium = LEVELS["medium"]
    print(f"Python {sys.version.split()[0]}, {args.games} games per pairing{hard}, seed {args.seed}")
    noise = "the profile's" if medium.noise is None else f"{medium.noise} pips"
    print(f"medium: noise {noise}, margin {medium.margin}\n")
    print("| Game | Pairing | Games | Win rate (first) | 95 % interval | Points/game | Wall |")
    print("|---|---|---|---|---|---|---|")
    for game in games:
        for pair in args.pairs.split(","):
            first, second = pair.split("-")
            n = args.hard_games if first in ("hard", "classic") and args.hard_games else args.games
            print(pairing(game, first, second, n, args.seed, times), flush=True)
    print("\n| Level | Decisions | Median | p95 | Max |")
    print("|---|---|---|---|---|")
    for level in ("easy", "medium", "hard", "classic"):
        t = sorted(times.get(level, []))
        if t:
            p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
            print(
                f"| {level} | {len(t)} | {1000 * statistics.median(t):.1f} ms | {1000 * p95:.1f} ms "
                f"| {1000 * t[-1]:.1f} ms |"
            )


if __name__ == "__main__":
    main()
