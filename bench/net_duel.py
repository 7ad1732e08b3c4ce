"""Hard against hard, each side judging by its own weights file: does a newly trained network beat the shipped one?

Game ``i`` uses the dice and the search seeds of bench/bots.py's game ``i`` (``random.Random(seed * 1_000_003 + i)``);
the first network plays seat ``i % 2`` (seats alternate), both search as hard does (its node budget, no wall
clock: every figure is reproducible).  Prints the first network's score (a draw counts half) with its 95 % Wilson
interval, its points per game and each side's think time per decision (median, p95).  A weights file may lie
anywhere (a run in progress under train/runs/); the game's profile is left as it was.

    nice -n 19 .venv/bin/python bench/net_duel.py train/runs/portes-h80.json py/tablier/bots/weights/portes.json

``--games N`` (default 200), ``--game ID`` (default portes), ``--seed S``, ``--max-seconds S`` (stop after the
first even number of games past that wall time: the row says how many were played).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import tablier.tables  # noqa: E402,F401  (registers the games)
from bots import is_decision, seat_result, wilson  # noqa: E402  (bench/bots.py)
from tablier.bots import choose_play  # noqa: E402
from tablier.bots.net import Net, term_inputs  # noqa: E402
from tablier.bots.profiles import PROFILES, profile_for  # noqa: E402
from tablier.protocol import Phase  # noqa: E402
from tablier.registry import find_variant  # noqa: E402


def judged_by(game: str, weights: Path) -> type:
    """The game's profile class, its hard judging by the network of ``weights`` (a subclass: the shipped class
    is left as it is)."""
    base = type(profile_for(find_variant(game).new_game().rules))
    net = Net(json.loads(weights.read_text()))

    def learned_chances(self: Any, own: tuple[int, ...], opp: tuple[int, ...]) -> tuple[float, float, float]:
        terms = term_inputs(self, own, opp, net.terms) if net.terms else ()
        return net.chances(own, self.geometry.permute(opp), terms)

    name = f"{base.__name__}With{weights.stem.title().replace('-', '')}"
    return type(name, (base,), {"network": weights.stem, "learned_chances": learned_chances})


def play_game(game: str, sides: tuple[type, type], seed: int, times: tuple[list[float], list[float]]):  # type: ignore[no-untyped-def]
    """One game, hard judging by ``sides[s]``'s network in seat s; (winner seat or None, points)."""
    rng = random.Random(seed)
    state = find_variant(game).new_game()
    moves = 0
    shipped = PROFILES.get(game)
    try:
        while state.phase is not Phase.OVER:
            if state.phase is Phase.ROLL:
                state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
                continue
            seat = state.turn
            PROFILES[game] = sides[seat]
            start = time.perf_counter()
            play, _ = choose_play(state, "hard", seed=seed * 1000 + moves)
            if is_decision(state):
                times[seat].append(time.perf_counter() - start)
            state = state.apply_play(play)
            moves += 1
    finally:
        if shipped is None:
            PROFILES.pop(game, None)
        else:
            PROFILES[game] = shipped
    outcome = state.outcome
    assert outcome is not None
    return outcome.winner, outcome.points


def duel(game: str, first: Path, second: Path, games: int, seed: int, max_seconds: float | None = None) -> list[str]:
    """The table rows of ``first``'s network against ``second``'s over ``games`` games, seats alternating."""
    sides = (judged_by(game, first), judged_by(game, second))
    times: tuple[list[float], list[float]] = ([], [])  # per network
    score = points = 0.0
    played = 0
    started = time.perf_counter()
    for i in range(games):
        if max_seconds is not None and played % 2 == 0 and played and time.perf_counter() - started > max_seconds:
            break
        seat = i % 2  # the first network's seat
        order = (sides[0], sides[1]) if seat == 0 else (sides[1], sides[0])
        seat_times = (times[0], times[1]) if seat == 0 else (times[1], times[0])
        winner, pts = play_game(game, order, seed * 1_000_003 + i, seat_times)
        played += 1
        share, gained = seat_result(winner, seat, pts)
        score += share
        points += gained
    lo, hi = wilson(score, played)
    wall = time.perf_counter() - started
    rows = [
        f"| {game} | {first} vs {second} | {played} | {100 * score / played:.1f} % | {100 * lo:.1f}–{100 * hi:.1f} % "
        f"| {points / played:+.2f} | {wall:.0f} s |"
    ]
    for path, t in zip((first, second), times, strict=True):
        t = sorted(t)
        p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
        rows.append(f"| {path} | {len(t)} | {1000 * statistics.median(t):.1f} ms | {1000 * p95:.1f} ms |")
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("first", type=Path, help="weights file of the first network (the challenger)")
    parser.add_argument("second", type=Path, help="weights file of the second network (e.g. the shipped one)")
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--game", default="portes")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--max-seconds", type=float, help="stop past this wall time (even games)")
    args = parser.parse_args()
    for path in (args.first, args.second):
        if not path.is_file():
            parser.error(f"no weights file {path}")
    print(f"Python {sys.version.split()[0]}, {args.games} games of {args.game}, seed {args.seed}, hard against hard\n")
    rows = duel(args.game, args.first, args.second, args.games, args.seed, args.max_seconds)
    print("| Game | First vs second | Games | Score (first) | 95 % interval | Points/game | Wall |")
    print("|---|---|---|---|---|---|---|")
    print(rows[0])
    print("\n| Network | Decisions | Think median | Think p95 |\n|---|---|---|---|")
    print("\n".join(rows[1:]))


if __name__ == "__main__":
    main()
