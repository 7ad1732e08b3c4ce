"""Seeded tournaments of the tables bots, and their think time per move.

For every tables game present (or those given with ``--game``): each level
against random play (uniform legal choices) and against the level below
(easy–random, medium–random, medium–easy, hard–random, hard–medium).  Seats
alternate between games; game ``i`` of a pairing uses dice from
``random.Random(seed * 1_000_003 + i)``, so every figure is reproducible.
Prints, per pairing, the first side's win rate with its 95 % Wilson interval
and its average points per game, then the think time per move (median, p95,
max) of each level on this interpreter, per game and over all.  Random play in a
Giul cascade (too big to list) is one random walk over the legal steps.

Run (single process): ``python bench/bots.py`` (``--games N``, default 200;
``--hard-games N`` for the pairings of hard;
``--game ID`` repeatable; ``--pairs hard-medium,...``; ``--seed S``; ``--max-seconds S``
per pairing, to fit a time box: the row then says how many games were played;
``--start I`` plays games I, I+1, … to extend an earlier run;
``--strength`` writes each level's row against random play into py/tablier/strength.json, which
the level chooser shows (tablier.strength);
``--medium-noise σ`` and ``--medium-margin M`` try another medium, ``--easy-noise σ`` and ``--easy-margin M``
another easy, to calibrate them; ``--hard-sample N`` and ``--hard-sample-nodes M`` try another bound on
hard's sample of a Giul cascade).
The level ``classic`` is hard judging by the hand-made evaluation where hard uses a
learned network (``--pairs hard-classic``: the network against the terms, same search);
``--network NAME`` has hard judge the games given by the network ``NAME`` (``weights/NAME.json``) where
their profile has none or another, to try a network before a profile ships it; ``--net-share X`` has it
weigh its network by X beside the hand-made terms (Fevga's and Giul's profiles ship 0.7).
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
from tablier.bots.profiles import PROFILES, profile_for  # noqa: E402
from tablier.protocol import Phase  # noqa: E402
from tablier.registry import find_variant  # noqa: E402

sys.path.insert(0, str(Path(__file__).resolve().parent))
import strength  # noqa: E402  (bench/strength.py: the writer of py/tablier/strength.json)

GAMES = (
    "toutes-tables",
    "toutes-tables-225",
    "backgammon-225",
    "portes",
    "plakoto",
    "fevga",
    "giul",
    "revertier",
    "swedish-tables",
)
PAIRS = ("easy-random", "medium-random", "medium-easy", "hard-random", "hard-medium")
# hard's 2-ply that a calibration run may change (search.Level): field, type, what it is
HARD_SEARCH = (
    ("width", int, "candidates searched at 2-ply"),
    ("prune", float, "margin of the 1-ply best within which candidates are searched"),
    ("nodes", int, "node budget of the 2-ply"),
    ("replies", int, "opponent replies per roll fully evaluated"),
)
CLASSIC = replace(LEVELS["hard"], name="classic", learned=False)


def add_bench_levels() -> None:
    """Register the bench-only level ``classic`` (called by the benchmarks' ``main``, never on import, so
    importing this module leaves the bots' levels as the app has them)."""
    LEVELS.setdefault("classic", CLASSIC)


def try_profile(game: str, **changes: object) -> None:
    """Bench only: ``game``'s profile with ``changes`` to its class attributes (``network``: hard judges by
    that network; ``net_share``: its share beside the hand-made terms), as a subclass registered for that game
    alone; the shipped profile class is left as it is."""
    base = type(profile_for(find_variant(game).new_game().rules))
    PROFILES[game] = type(f"{base.__name__}Tried", (base,), changes)


def wilson(wins: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion."""
    if not n:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return centre - half, centre + half


def seat_result(winner: int | None, seat: int, pts: float) -> tuple[float, float]:
    """One game's share for ``seat``: (score: 1 a win, ½ a draw, 0 a loss; points won, or lost if negative)."""
    if winner is None:
        return 0.5, 0.0
    return (1.0, pts) if winner == seat else (0.0, -pts)


def is_decision(state) -> bool:  # type: ignore[no-untyped-def]
    """Two or more legal plays; a Giul cascade (a lazy turn) counts without listing it."""
    return getattr(state, "lazy", None) is not None or len(state.legal_plays()) > 1


def random_play(state, rng: random.Random):  # type: ignore[no-untyped-def]
    """A uniform choice among the legal plays; in a turn too big to list (a Giul
    cascade) one random walk over the legal steps (``sample_plays``) instead."""
    if getattr(state, "lazy", None) is not None:
        return state.sample_plays(1, rng)[0]
    return rng.choice(list(state.legal_plays()))


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
        if level == "random":
            play = random_play(state, rng)
        else:
            start = time.perf_counter()
            play, _ = choose_play(state, level, seed=seed * 1000 + moves)
            if is_decision(state):
                times[level].append(time.perf_counter() - start)
        state = state.apply_play(play)
        moves += 1
    outcome = state.outcome
    assert outcome is not None
    return outcome.winner, outcome.points


def pairing(
    game: str,
    first: str,
    second: str,
    games: int,
    seed: int,
    times: dict[str, list[float]],
    max_seconds: float | None = None,
    start: int = 0,
    measured: dict | None = None,
) -> str:
    """Win rate of ``first`` against ``second`` over ``games`` games, seats alternating.

    With ``max_seconds`` the pairing stops after the first even number of games past
    that wall time (both seats played equally often); the row gives the games played,
    the same as a run with ``--games`` that number (game ``i`` has its own seed).
    ``start`` (even) skips the first games: a later run extends an earlier one.
    ``measured`` receives the score (wins plus half the draws) and the games played."""
    wins = draws = 0
    points = 0.0
    started = time.perf_counter()
    played = 0
    for i in range(start, start + games):
        if max_seconds is not None and played % 2 == 0 and played and time.perf_counter() - started > max_seconds:
            break
        seat = i % 2
        levels = (first, second) if seat == 0 else (second, first)
        winner, pts = play_game(game, levels, seed * 1_000_003 + i, times)
        played += 1
        share, gained = seat_result(winner, seat, pts)
        wins += share == 1.0
        draws += share == 0.5
        points += gained
    lo, hi = wilson(wins + draws / 2, played)
    rate = (wins + draws / 2) / played
    if measured is not None:  # the figures, for --strength
        measured.update(score=wins + draws / 2, games=played)
    return (
        f"| {game} | {first} vs {second} | {played} | {100 * rate:.1f} % | {100 * lo:.1f}–{100 * hi:.1f} % "
        f"| {points / played:+.2f} | {time.perf_counter() - started:.0f} s |"
    )


def think_rows(label: str, times: dict[str, list[float]]) -> list[str]:
    """Median, p95 and max think time per level, as table rows."""
    rows = []
    for level in ("easy", "medium", "hard", "classic"):
        t = sorted(times.get(level, []))
        if t:
            p95 = t[min(len(t) - 1, int(0.95 * len(t)))]
            rows.append(
                f"| {label} | {level} | {len(t)} | {1000 * statistics.median(t):.1f} ms | {1000 * p95:.1f} ms "
                f"| {1000 * t[-1]:.1f} ms |"
            )
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--hard-games", type=int, help="games for the pairings of hard (default: --games)")
    parser.add_argument("--game", action="append", help="game id (repeatable); default: every tables game")
    parser.add_argument("--pairs", default=",".join(PAIRS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--start", type=int, default=0, help="first game index (even): extend an earlier run")
    parser.add_argument("--max-seconds", type=float, help="stop a pairing past this wall time (even games)")
    parser.add_argument("--medium-noise", type=float, help="medium's noise in pips (calibration)")
    parser.add_argument("--medium-margin", type=float, help="medium's margin in equity (calibration)")
    parser.add_argument("--easy-noise", type=float, help="easy's noise in pips (calibration)")
    parser.add_argument("--easy-margin", type=float, help="easy's margin in equity (calibration)")
    parser.add_argument("--hard-sample", type=int, help="plays hard samples in a Giul cascade (calibration)")
    parser.add_argument("--hard-sample-nodes", type=int, help="nodes hard's cascade sample may expand (0: no bound)")
    for field, kind, what in HARD_SEARCH:
        parser.add_argument(f"--hard-{field}", type=kind, help=f"hard's {what} (calibration)")
    parser.add_argument("--network", help="hard judges the games given by this network (weights/NAME.json)")
    parser.add_argument(
        "--net-share", type=float, help="share of hard's network beside the hand-made terms, 0-1 (calibration)"
    )
    parser.add_argument(
        "--strength", action="store_true", help="write each level-vs-random row into py/tablier/strength.json"
    )
    args = parser.parse_args()
    if args.strength and any(
        x is not None
        for x in (
            args.network,
            args.net_share,
            args.hard_sample,
            args.hard_sample_nodes,
            *(getattr(args, f"hard_{field}") for field, _, _ in HARD_SEARCH),
            args.medium_noise,
            args.medium_margin,
            args.easy_noise,
            args.easy_margin,
        )
    ):
        parser.error("--strength measures the levels as they ship: no calibration options")
    if args.net_share is not None and not 0 <= args.net_share <= 1:
        parser.error("--net-share must lie between 0 and 1")
    add_bench_levels()
    if args.hard_sample is not None:
        LEVELS["hard"] = replace(LEVELS["hard"], sample=args.hard_sample)
    if args.hard_sample_nodes is not None:
        LEVELS["hard"] = replace(LEVELS["hard"], sample_nodes=args.hard_sample_nodes or None)
    search = {field: value for field, _, _ in HARD_SEARCH if (value := getattr(args, f"hard_{field}")) is not None}
    if search:
        LEVELS["hard"] = replace(LEVELS["hard"], **search)
    if args.medium_noise is not None:
        LEVELS["medium"] = replace(LEVELS["medium"], noise=args.medium_noise)
    if args.medium_margin is not None:
        LEVELS["medium"] = replace(LEVELS["medium"], margin=args.medium_margin)
    if args.easy_noise is not None:
        LEVELS["easy"] = replace(LEVELS["easy"], noise=args.easy_noise)
    if args.easy_margin is not None:
        LEVELS["easy"] = replace(LEVELS["easy"], margin=args.easy_margin)
    games = args.game or list(GAMES)
    changes = {name: value for name in ("network", "net_share") if (value := getattr(args, name)) is not None}
    if changes:
        for game in games:
            try_profile(game, **changes)
    times: dict[str, dict[str, list[float]]] = {game: defaultdict(list) for game in games}
    hard = f" ({args.hard_games} for hard)" if args.hard_games else ""
    limit = f", at most {args.max_seconds:.0f} s per pairing" if args.max_seconds else ""
    medium = LEVELS["medium"]
    if args.start % 2:
        parser.error("--start must be even (seats alternate)")
    first_game = f", from game {args.start}" if args.start else ""
    print(f"Python {sys.version.split()[0]}, {args.games} games per pairing{hard}{limit}, seed {args.seed}{first_game}")
    noise = "the profile's" if medium.noise is None else f"{medium.noise} pips"
    easy = LEVELS["easy"]
    easy_noise = "the profile's" if easy.noise is None else f"{easy.noise} pips"
    easy_margin = "the profile's" if easy.margin is None else easy.margin
    network = f"; hard judges by the network {args.network}" if args.network else ""
    if args.net_share is not None:
        network += f"; hard's network share beside the terms {args.net_share}"
    if args.hard_sample is not None or args.hard_sample_nodes is not None:
        network += f"; hard's cascade sample: {LEVELS['hard'].sample} plays within {LEVELS['hard'].sample_nodes} nodes"
    if search:
        network += "; hard's search: " + ", ".join(f"{field} {value}" for field, value in search.items())
    print(f"medium: noise {noise}, margin {medium.margin}; easy: noise {easy_noise}, margin {easy_margin}{network}\n")
    print("| Game | Pairing | Games | Win rate (first) | 95 % interval | Points/game | Wall |")
    print("|---|---|---|---|---|---|---|")
    for game in games:
        for pair in args.pairs.split(","):
            first, second = pair.split("-")
            n = args.hard_games if first in ("hard", "classic") and args.hard_games else args.games
            measured: dict = {}
            row = pairing(game, first, second, n, args.seed, times[game], args.max_seconds, args.start, measured)
            print(row, flush=True)
            if args.strength and second == "random" and first in ("easy", "medium", "hard") and not args.start:
                command = f"bench/bots.py --game {game} --pairs {pair} --games {measured['games']} --seed {args.seed}"
                strength.record(game, first, second, measured["score"], measured["games"], command)
    print("\n| Game | Level | Decisions | Median | p95 | Max |")
    print("|---|---|---|---|---|---|")
    merged: dict[str, list[float]] = defaultdict(list)
    for game in games:
        for level, t in times[game].items():
            merged[level] += t
        if len(games) > 1:
            print("\n".join(think_rows(game, times[game])))
    print("\n".join(think_rows("all", merged)))


if __name__ == "__main__":
    main()
