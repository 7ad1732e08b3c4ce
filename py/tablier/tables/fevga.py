"""Fevga (Greek Tavli): the parallel race with the postillon and the block rules (seed 004; rules.md §6.4).

Parallel geometry, all 15 on r1 (S on A23, N on A11), both moving
counter-clockwise; no hitting: one checker holds a point.  The postillon: until
one checker has reached the opponent's starting quarter (r13–18; option
``postillon: "last-quarter"``, r19–24, the Jacquet form of the seed's general
paragraph) only the first checker moved may move.  Two end-of-play filters
(§9.15), each waived when no legal play avoids them: never all six points
r1–6 held, and no six-point block (six consecutive points of the opponent's
route, even across the mover's r24/r1) standing while every opposing checker on the
board is behind it (option ``release: "adjacent"``: only when they are all on
the single point just behind it).  BO-std, gammon 2.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from .geometry import PARALLEL
from .moves import Leaf
from .portes import Portes
from .position import CHECKERS, Position, Side


def opp_index(r: int) -> int:
    """The opponent's route index of the point the mover calls r (parallel: r ± 12)."""
    return r + 12 if r <= 12 else r - 12


def starting_quarter_full(own: Side) -> bool:
    """Remarque 1: all six points r1–6 held by the mover."""
    return all(own[1:7])


def trapping_block(own: Side, opp: Side, adjacent: bool) -> bool:
    """Remarque 2 (§9.15): a six-point block of the mover with every opposing
    checker on the board behind it (``adjacent``: all on the point just behind).

    The seed defines the barrier from the blocked player's side: « une barrière
    de six positions » with the other player having « rassemblé tous ses pions
    derrière la barrière ».  So the six consecutive points are counted along the
    opponent's route (his r1–24): a block crossing the mover's own r24/r1
    junction (the opponent's r12/r13) is still a block, and six points of the
    mover's route that straddle the opponent's r24/r1 are not one.
    """
    theirs = [opp_index(r) for r in range(1, 25) if opp[r]]
    if not theirs:
        return False
    held = [False] * 25  # by the opponent's route index
    for r in range(1, 25):
        if own[r]:
            held[opp_index(r)] = True
    last = max(theirs)
    for front in range(last + 1, 20):  # the block's first point, on the opponent's route, ahead of all of him
        if all(held[front : front + 6]) and (not adjacent or all(o == front - 1 for o in theirs)):
            return True
    return False


class Fevga(Portes):
    """Portes's scoring and options with Fevga's start, geometry, holding and blocks."""

    id = "fevga"
    names = {"en": "Fevga", "fr": "Fevga"}
    source: ClassVar = {"en": "Fevga, Greek Tavli", "fr": "Fevga, tavli grec"}
    geometry = PARALLEL
    option_defaults: ClassVar = {
        "connection": False,
        "loser_starts": False,
        "postillon": "opponent-quarter",
        "release": "behind",
    }

    def __init__(self, options: dict) -> None:
        super().__init__(options)
        if self.options["postillon"] not in ("opponent-quarter", "last-quarter"):
            raise ValueError('fevga: "postillon" is "opponent-quarter" or "last-quarter"')
        if self.options["release"] not in ("behind", "adjacent"):
            raise ValueError('fevga: "release" is "behind" or "adjacent"')
        self._target = 13 if self.options["postillon"] == "opponent-quarter" else 19
        self._adjacent = self.options["release"] == "adjacent"

    def start_position(self, draws: Sequence[tuple[int, int]]) -> Position:
        """All 15 on r1: S on A23, N on A11 (§6.4)."""
        side = (0, CHECKERS, *([0] * 24))
        return Position(side, side)

    def blocked(self, own: Side, opp: Side, frm: int, to: int) -> str | None:
        """The postillon, then: no stop or rest on a point holding any opposing checker."""
        if not any(own[self._target :]):
            ahead = max(r for r in range(1, 25) if own[r])
            if ahead > 1 and frm != ahead:
                return "postillon" if self._target == 13 else "postillon-last-quarter"
        if opp[to]:
            return "held-point"
        return None

    def preferred(self, leaf: Leaf) -> bool:
        """A play's end avoids both block rules (the filters keep these if any)."""
        return not starting_quarter_full(leaf.own) and not trapping_block(leaf.own, leaf.opp, self._adjacent)

    def filter_plays(self, leaves: list[Leaf], dice: tuple[int, ...]) -> list[Leaf]:
        """Remarques 1 and 2 as end-of-play filters, waived if no play avoids them (§9.15)."""
        kept = [leaf for leaf in leaves if self.preferred(leaf)]
        return kept or leaves

    def filter_reason(self) -> str:
        return "fevga-blocks"
