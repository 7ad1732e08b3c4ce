"""The longest-play search of Giul cascades (rules.md §6.5): plain against bounded, same run.

Seeded games (easy and medium bots in turn) meet cascades; on each, the turn's start is
timed in CPU seconds of this process: ``longest``, the legal first steps and the block
filter (what the page asks before a player's first tap), then 20 random legal plays (what
a bot's sample draws), each on a fresh turn.  Once with the plain search only (the budget
lifted: every reachable position when no play uses every die) and once as shipped (past
``SEARCH_BUDGET`` positions, the bound of ``tables/alone.py``).  Both must give the same
answers; the slowest cascades are listed with both times.

With ``--bots K``, each level's whole decision (``choose_play``, as the app's worker runs
it) is timed on the K slowest cascades, plain and bounded.

Run: ``nice -n 10 python bench/giul_longest.py`` (``--games N``, ``--seed N``, ``--bots K``).
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import tablier.tables  # noqa: E402,F401  (registers the games)
from tablier.bots import choose_play  # noqa: E402
from tablier.protocol import Phase  # noqa: E402
from tablier.registry import find_variant  # noqa: E402
from tablier.tables import GIUL, lazy  # noqa: E402
from tablier.tables.lazy import LazyTurn  # noqa: E402
from tablier.tables.moves import from_view  # noqa: E402

SHIPPED = lazy.SEARCH_BUDGET


def cascades(games: int, seed: int) -> list[tuple]:
    """(own, opp, dice) of every cascade of more than one doublet met in the games."""
    found = []
    for game in range(seed, seed + games):
        rng = random.Random(game)
        state = find_variant("giul").new_game(seed=game)
        for ply in range(600):
            if state.phase is Phase.OVER:
                break
            if state.phase is Phase.ROLL:
                die = rng.randint(1, 6)
                state = state.apply_roll([die, die] if rng.random() < 0.3 else [die, rng.randint(1, 6)])
                continue
            if state.lazy is not None:
                found.append(state.lazy.root)
            play, _ = choose_play(state, "medium" if ply % 2 else "easy", seed=ply)
            state = state.apply_play(play)
    return found


def measure(rules, root: tuple, budget: int) -> tuple[tuple, float, float]:
    """(answers, seconds to the first steps, seconds for 20 plays) with ``budget``."""
    lazy.SEARCH_BUDGET = budget
    own, opp, dice = root
    started = time.process_time()
    turn = LazyTurn(rules, own, opp, dice)
    answers = (turn.longest, [step for step, _ in turn.next_steps(turn.root)], turn.avoidable)
    first = time.process_time() - started
    started = time.process_time()
    walks = LazyTurn(rules, own, opp, dice).walks(random.Random(0))
    for _ in range(20):
        next(walks, None)
    return answers, first, time.process_time() - started


def decision(rules, root: tuple, level: str, budget: int) -> float:
    """CPU seconds of one bot decision on the cascade ``root`` (seat 0 to play)."""
    lazy.SEARCH_BUDGET = budget
    own, opp, dice = root
    state = GIUL.setup(from_view(own, opp, 0, rules.geometry), 0, (dice[0], dice[0]))
    started = time.process_time()
    choose_play(state, level, seed=0)
    return time.process_time() - started


def row(name: str, times: list[float]) -> str:
    t = sorted(times)
    p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
    return f"| {name} | {statistics.median(t) * 1000:.1f} ms | {p95 * 1000:.1f} ms | {t[-1]:.2f} s | {sum(t):.1f} s |"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=2000)
    parser.add_argument("--bots", type=int, default=0, help="time the levels' decisions on the K slowest cascades")
    args = parser.parse_args()
    roots = cascades(args.games, args.seed)
    rules = find_variant("giul").new_game(seed=0).rules
    plain: list[tuple[float, float]] = []
    bounded: list[tuple[float, float]] = []
    for root in roots:
        a, *p = measure(rules, root, 10**9)
        b, *s = measure(rules, root, SHIPPED)
        if a != b:
            raise SystemExit(f"the searches disagree on {root}: {a[0]} against {b[0]} dice")
        plain.append(tuple(p))
        bounded.append(tuple(s))
    short = sum(1 for own, opp, dice in roots if LazyTurn(rules, own, opp, dice).longest < len(dice))
    print(f"Python {sys.version.split()[0]}, {args.games} games from seed {args.seed}: {len(roots)} cascades")
    print(f"({short} cut short), same answers from both searches; CPU seconds\n")
    print("| Search | Median | p95 | Max | Sum |")
    print("|---|---|---|---|---|")
    for name, times in (("plain", plain), ("bounded (shipped)", bounded)):
        print(row(f"{name}: longest, first steps, filter", [t[0] for t in times]))
        print(row(f"{name}: 20 random plays", [t[1] for t in times]))
    print("\nSlowest cascades (plain first steps / bounded; 20 plays plain / bounded):")
    worst = sorted(range(len(roots)), key=lambda i: -max(plain[i][0], bounded[i][0]))[:8]
    for i in worst:
        (first, plays), (first_b, plays_b) = plain[i], bounded[i]
        print(f"  {roots[i][2][0]}-{roots[i][2][0]}: {first:.2f} / {first_b:.2f} s; {plays:.2f} / {plays_b:.2f} s")
    if args.bots:
        print("\nA bot's decision on the slowest cascades, CPU seconds plain / bounded:")
        for i in worst[: args.bots]:
            times = []
            for level in ("easy", "medium", "hard"):
                plain_s, shipped_s = (decision(rules, roots[i], level, budget) for budget in (10**9, SHIPPED))
                times.append(f"{level} {plain_s:.2f} / {shipped_s:.2f}")
            print("  " + "; ".join(times))


if __name__ == "__main__":
    main()
