"""The one-sided bear-off table: the expected number of rolls to bear off, for every home board.

A home board is the number of checkers on each of the last six points of the mover's route (distance 1 to 6
from off, route indices 24 down to 19), fifteen checkers at most, the others borne off: 54,264 boards.  For
each, ``bearoff.json`` holds the expected number of rolls to bear them all off with the standard
bear-off (rules.md §0.5: exactly, or from the farthest point with a higher die) and the best play of every
roll, the minimum over the legal plays of the expected rolls of the board they leave (``train/bearoff.py``
computes it by dynamic programming, every play lowering the pips).  In a race, the play leaving the fewest
expected rolls is the bear-off of gnubg's and wildbg's one-sided databases; hard plays it where the profile
says the game bears off that way (``Profile.bearoff_table``) and the mover has no gammon to save
(:func:`fewest_rolls`).
"""

from __future__ import annotations

import json
from array import array
from collections.abc import Sequence
from functools import cache
from importlib.resources import files
from math import comb

from ..tables.moves import Play

POINTS = 6
CHECKERS = 15
SCALE = 1024
"""The table's unit: 1/1024 of a roll.  Plays closer than that are left to the evaluation (the largest value,
fifteen checkers on the 6-point, is about 12.3 rolls); the file holds each value as its difference from the
one before, which gzip packs to 87 KB."""
FIRST_HOME = 19  # route index of the 6-point; OFF (25) minus the distance
OFF = 25
BOARDS = comb(CHECKERS + POINTS, POINTS)
TABLE = files(__package__) / "bearoff.json"


def _skips() -> list[list[list[int]]]:
    """``skip[i][m][c]``: the boards skipped in the ranking order by putting ``c`` checkers on distance
    ``i + 1`` with ``m`` checkers at most left for distances ``i + 1`` to 6."""
    table = []
    for i in range(POINTS):
        rest = POINTS - i - 1
        table.append(
            [[sum(comb(m - v + rest, rest) for v in range(c)) for c in range(m + 1)] for m in range(CHECKERS + 1)]
        )
    return table


SKIP = _skips()


def rank(board: Sequence[int]) -> int:
    """The index of ``board`` (checkers at distance 1..6) in the table: boards in lexicographic order."""
    index, left = 0, CHECKERS
    for i, count in enumerate(board):
        index += SKIP[i][left][count]
        left -= count
    return index


def boards() -> list[tuple[int, ...]]:
    """Every board, in the table's order."""
    found: list[tuple[int, ...]] = []

    def fill(prefix: tuple[int, ...], left: int) -> None:
        if len(prefix) == POINTS:
            found.append(prefix)
            return
        for count in range(left + 1):
            fill((*prefix, count), left - count)

    fill((), CHECKERS)
    return found


@cache
def _table() -> array:
    values, total = array("H"), 0
    for difference in json.loads(TABLE.read_text())["rolls"]:
        total += difference
        values.append(total)
    if len(values) != BOARDS:
        raise ValueError(f"{TABLE.name}: {len(values)} boards, expected {BOARDS}")
    return values


def expected_rolls(board: Sequence[int]) -> float:
    """The expected number of rolls to bear off ``board`` with best play."""
    return _table()[rank(board)] / SCALE


def home_board(side: Sequence[int]) -> tuple[int, ...] | None:
    """The checkers of ``side`` (a route, off at 25) at distance 1..6, or None if one is farther from home."""
    if any(side[:FIRST_HOME]):
        return None
    return tuple(side[OFF - distance] for distance in range(1, POINTS + 1))


CLOSE = 2.0
"""Below this many expected rolls for the opponent, how his roll count spreads matters more than its mean
(a play that may finish next roll beats one that finishes sooner on average): the table is not asked."""


def fewest_rolls(plays: Sequence[Play], seat: int, opponent: Sequence[int]) -> list[Play]:
    """The plays of a race that leave the fewest expected rolls to bear off, or every play where the table does
    not decide: a play leaves a checker outside the home board, the mover has no checker off yet (he may have a
    gammon to save: fewest rolls is not then his aim), or the opponent is close to the end (:data:`CLOSE`)."""
    if not plays or plays[0].result[seat][OFF] == 0:
        return list(plays)
    theirs = home_board(opponent)
    if theirs is not None and expected_rolls(theirs) < CLOSE:
        return list(plays)
    scored = []
    for play in plays:
        board = home_board(play.result[seat])
        if board is None:
            return list(plays)
        scored.append((_table()[rank(board)], play))
    least = min(value for value, _ in scored)
    return [play for value, play in scored if value == least]
