"""Immutable tables positions and a diagram-like literal for tests.

A position is seat-explicit: for each seat a 26-tuple of checker counts indexed
by that seat's own route index (0 = bar, 1..24 = points, 25 = off; rules.md
§0.2).  The total per seat is always 15.  The other seat's checkers are looked up
through the game's :class:`~tablier.tables.geometry.Geometry`.
"""

from __future__ import annotations

import re
from typing import NamedTuple

from .geometry import BAR, OFF

CHECKERS = 15
SEATS = ("S", "N")

Side = tuple[int, ...]  # 26 counts by route index


class Position(NamedTuple):
    """Checkers of seat 0 (S) and seat 1 (N), each by its own route index."""

    south: Side
    north: Side

    def pips(self, seat: int) -> int:
        """Pip count of ``seat``: a checker at r counts 25 − r, the bar 25 (rules.md §0.2)."""
        return sum((25 - r) * n for r, n in enumerate(self[seat][:26]))


def side_from_points(stacks: dict[int, int]) -> Side:
    """A 26-tuple from ``{route index: count}``; the remainder of 15 goes off."""
    counts = [0] * 26
    for r, n in stacks.items():
        counts[r] += n
    counts[OFF] += CHECKERS - sum(counts)
    if counts[OFF] < 0:
        raise ValueError(f"more than {CHECKERS} checkers: {stacks}")
    return tuple(counts)


_TOKEN = re.compile(r"^(bar|off|\d{1,2})(?:x(\d{1,2}))?$")


def pos(text: str) -> Position:
    """A position from a diagram-like literal in standard point numbers.

    ``pos("S: 24x2 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x5")`` is the backgammon
    start: each seat lists ``point x count`` from its own side (n = 25 − r),
    plus ``bar`` and ``off``; a missing count means one; checkers not listed are
    off.  The seats may come in either order.
    """
    sides: dict[str, Side] = {}
    for part in text.split("/"):
        label, _, body = part.partition(":")
        seat = label.strip().upper()
        if seat not in SEATS or seat in sides:
            raise ValueError(f"expected 'S: ...' and 'N: ...', got {part.strip()!r}")
        stacks: dict[int, int] = {}
        for token in body.split():
            match = _TOKEN.match(token.lower())
            if not match:
                raise ValueError(f"bad token {token!r} (expected e.g. 13x5, bar, offx3)")
            where, count = match.group(1), int(match.group(2) or 1)
            r = BAR if where == "bar" else OFF if where == "off" else 25 - int(where)
            if not 0 <= r <= 25:
                raise ValueError(f"no point {where} (points are 1..24)")
            stacks[r] = stacks.get(r, 0) + count
        sides[seat] = side_from_points(stacks)
    if len(sides) != 2:
        raise ValueError("a position needs both 'S:' and 'N:'")
    return Position(sides["S"], sides["N"])


def pos_str(position: Position) -> str:
    """The :func:`pos` literal of ``position`` (inverse of :func:`pos`; game-specific
    slots after index 25, e.g. Plakoto pins, are not written)."""

    def one(side: Side) -> str:
        names = {BAR: "bar", OFF: "off"}
        return " ".join(f"{names.get(r, 25 - r)}x{n}" for r, n in sorted(enumerate(side[:26]), key=lambda t: t[0]) if n)

    return f"S: {one(position.south)} / N: {one(position.north)}"
