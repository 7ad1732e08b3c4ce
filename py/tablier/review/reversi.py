"""Grading one Reversi move: every legal square searched to the same depth.

Each square's position is searched with the expert evaluation to a fixed depth,
or solved exactly (best play from both sides to the last disc, rules.md §5.4)
once few squares are empty: that is where the exact solver takes over.  Scores
become a winning chance so that the verdict thresholds read the same in the
middle game and in the endgame (docs/review.md).  A single legal move (or a
pass) is not graded.
"""

from __future__ import annotations

import math
from typing import Any

from ..reversi.bitboard import FULL, NAMES, PASS_NAME, SQUARES, flips, legal_moves
from ..reversi.evaluation import CORNERS, WIN, full
from ..reversi.search import INF, Searcher
from ..reversi.state import ReversiState
from .principles import Said, say
from .verdicts import verdict

DEPTH = 3
"""Plies searched below each square (the move itself makes four)."""
EXACT_EMPTIES = 10
"""From this many empty squares (after the move) or fewer, every square is solved exactly."""
SCALE = 400.0
"""Evaluation units per unit of the logistic that turns a heuristic score into a winning chance
(a corner is worth about 350 units: giving one away costs about a fifth of the game)."""


def chance(score: int, exact: bool) -> float:
    """The winning chance of a score for the player it is counted for (a draw: one half)."""
    if exact:
        return 1.0 if score > 0 else 0.0 if score < 0 else 0.5
    return 1.0 / (1.0 + math.exp(-score / SCALE))


def _margin(score: int) -> int:
    return score - WIN if score >= WIN else score + WIN if score <= -WIN else 0


def grade(state: ReversiState, text: str) -> dict[str, Any] | None:
    """The grade of the move ``text`` made in ``state``, or None when there was nothing to decide.

    Returns ``{"scale": "win", "played", "best", "equity" (winning chance after the move made),
    "best_equity", "loss", "verdict", "win", "exact", "top": [[square, chance, margin or None], ...],
    "principles"}``."""
    plays = state.legal_plays()
    if len(plays) < 2 or PASS_NAME in plays:
        return None
    p, o = state.mover_discs
    empties = (FULL ^ (p | o)).bit_count() - 1
    exact = empties <= EXACT_EMPTIES
    searcher = Searcher(full)
    scored = []
    for name in plays:
        sq = SQUARES[name]
        f = flips(p, o, sq)
        np_, no = o ^ f, p | f | (1 << sq)
        moves = legal_moves(np_, no)
        if exact:
            score = -searcher._solve(np_, no, -INF, INF, moves)
        else:
            score = -searcher._negamax(np_, no, DEPTH, -INF, INF, moves)
        scored.append((chance(score, exact), score, name, moves))
    scored.sort(key=lambda t: (-t[0], -t[1], plays.index(t[2])))
    played = state.parse_play(text)
    best_chance, _, best, best_moves = scored[0]
    mine = next(t for t in scored if t[2] == played)
    loss = max(0.0, best_chance - mine[0])
    said = verdict(loss, "win")
    principles: list[Said] = []
    given = mine[3] & CORNERS & ~best_moves
    if said != "best" and given:
        square = NAMES[(given & -given).bit_length() - 1]
        principles.append(say("corner", "reversi", square=square))
    return {
        "scale": "win",
        "played": played,
        "best": best,
        "equity": round(mine[0], 4),
        "best_equity": round(best_chance, 4),
        "loss": round(loss, 4),
        "verdict": said,
        "win": round(mine[0], 3),
        "exact": exact,
        "top": [[name, round(c, 4), _margin(s) if exact else None] for c, s, name, _ in scored[:3]],
        "principles": principles,
    }
