"""The 225 random starts of Toutes tables 225 and Backgammon 225 (rules.md §4.8).

Reconstruction of seed 002 (recommended in rules.md §9.1–9.2): two non-double
rolls A (first player) and B (second player) give a symmetric position, the
same for both seats in their own route index: 2 back checkers on r = low A,
5 home checkers on r = 25 − high A, 5 midpoint checkers on r = 13 − low B and
3 outer checkers on r = 12 + high B.  The standard start is A = 1-6, B = 1-5.
"""

from __future__ import annotations

from itertools import combinations

from .position import Position, side_from_points

Roll = tuple[int, int]
SIMPLE_ROLLS: tuple[Roll, ...] = tuple(combinations(range(1, 7), 2))
"""The 15 simple rolls (low, high)."""


def start_225(roll_a: Roll, roll_b: Roll) -> Position:
    """The start drawn by the simple rolls ``roll_a`` and ``roll_b``."""
    if roll_a[0] == roll_a[1] or roll_b[0] == roll_b[1]:
        raise ValueError("the start is drawn from two simple (non-double) rolls")
    lo_a, hi_a = sorted(roll_a)
    lo_b, hi_b = sorted(roll_b)
    side = side_from_points({lo_a: 2, 25 - hi_a: 5, 13 - lo_b: 5, 12 + hi_b: 3})
    return Position(side, side)


def start_number(roll_a: Roll, roll_b: Roll) -> int:
    """The number (1–225) of the start drawn by ``roll_a`` and ``roll_b``: its place in :func:`all_starts_225`."""
    return SIMPLE_ROLLS.index(tuple(sorted(roll_a))) * 15 + SIMPLE_ROLLS.index(tuple(sorted(roll_b))) + 1


def all_starts_225() -> list[Position]:
    """Every start, one per pair of simple rolls (15 × 15)."""
    return [start_225(a, b) for a in SIMPLE_ROLLS for b in SIMPLE_ROLLS]
