"""The Reversi bot: four levels, seeded variety, and hints (rules.md §5).

``choose_move(state, level, budget_ms, seed, nodes)`` returns a legal play and
plain-data information about the search.  With a node budget and no time
budget the choice depends only on the position, the level and the seed.
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from .bitboard import FULL, NAMES, PASS, PASS_NAME, flips, squares_of
from .evaluation import WIN, full, simple
from .patterns import make_pattern_eval
from .search import Evaluator, Searcher
from .state import ReversiState


@dataclass(frozen=True)
class Level:
    """How a level plays: its evaluation, depth cap, default time budget, root noise.

    ``noise`` is the largest random bonus (evaluation units) given to a root
    move while more than ``noise_empties`` squares are empty, so that near-equal
    moves are chosen at random in the opening.  ``evaluate`` None means no search:
    a random or greedy move (a level a beginner can beat).
    """

    evaluate: Evaluator | None
    max_depth: int
    budget_ms: float
    noise: int
    noise_empties: int


fitted = make_pattern_eval()  # expert's and the hints' evaluation (weights read on first use)

LEVELS: dict[str, Level] = {
    "easy": Level(None, 0, 0, 0, 0),
    "medium": Level(simple, 3, 250, 20, 0),
    "hard": Level(full, 4, 300, 30, 48),
    "expert": Level(fitted, 60, 1200, 25, 50),
}


def choose_move(
    state: ReversiState,
    level: str = "expert",
    budget_ms: float | None = None,
    seed: int = 0,
    nodes: int | None = None,
) -> tuple[str, dict[str, Any]]:
    """A legal play for the player to move at ``level``, and search information.

    The time budget defaults to the level's unless a node budget is given;
    ``seed`` drives the opening variety (and the easy level's randomness).
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r}; levels: {', '.join(LEVELS)}")
    plays = state.legal_plays()
    if not plays:
        raise ValueError("the game is over: there is no move to choose")
    info: dict[str, Any] = {"level": level, "score": None, "depth": 0, "nodes": 0, "exact": False}
    if plays == [PASS_NAME]:
        return PASS_NAME, info | {"move": PASS_NAME, "ms": 0.0}
    spec = LEVELS[level]
    p, o = state.mover_discs
    rng = random.Random(f"{seed}:{p}:{o}")
    start = time.perf_counter()
    if spec.evaluate is None:
        square = _easy_square(p, o, state.moves, rng)
    else:
        if budget_ms is None and nodes is None:
            budget_ms = spec.budget_ms
        empties = (FULL ^ (p | o)).bit_count()
        noise = {}
        if spec.noise and empties > spec.noise_empties:
            noise = {sq: rng.randint(0, spec.noise) for sq in squares_of(state.moves)}
        result = Searcher(spec.evaluate, nodes, budget_ms).run(p, o, spec.max_depth, noise)
        square = result.square
        info |= {"score": result.score, "depth": result.depth, "nodes": result.nodes, "exact": result.exact}
    move = NAMES[square]
    return move, info | {"move": move, "ms": round((time.perf_counter() - start) * 1000, 1)}


def _easy_square(p: int, o: int, moves: int, rng: random.Random) -> int:
    """Half the time a random move, otherwise the move flipping the most discs."""
    squares = list(squares_of(moves))
    if rng.random() < 0.5:
        return rng.choice(squares)
    return max(squares, key=lambda sq: (flips(p, o, sq).bit_count(), rng.random()))


def hint(state: ReversiState, budget_ms: float | None = 500, nodes: int | None = None) -> dict[str, Any]:
    """The best play for the player to move with the expert evaluation, as plain data.

    ``score`` is for the player to move; when ``exact`` the game is solved and
    ``margin`` is the final disc difference with best play from both sides.
    """
    plays = state.legal_plays()
    if not plays:
        return {"move": None, "score": None, "exact": False, "margin": None, "depth": 0, "nodes": 0}
    if plays == [PASS_NAME]:
        return {"move": PASS_NAME, "score": None, "exact": False, "margin": None, "depth": 0, "nodes": 0}
    p, o = state.mover_discs
    result = Searcher(fitted, nodes, budget_ms).run(p, o)
    margin = None
    if result.exact:
        margin = result.score - WIN if result.score >= WIN else result.score + WIN if result.score <= -WIN else 0
    return {
        "move": NAMES[result.square] if result.square != PASS else PASS_NAME,
        "score": result.score,
        "exact": result.exact,
        "margin": margin,
        "depth": result.depth,
        "nodes": result.nodes,
    }
