"""Single moves, whole-turn plays and the mover's view of a position.

During generation the board is seen from the mover: ``own`` is the mover's
26-tuple by route index, ``opp`` the opponent's checkers re-indexed to the
mover's route (``opp[0]`` is the opponent's bar, ``opp[25]`` his checkers off).
"""

from __future__ import annotations

from typing import NamedTuple

from .geometry import Geometry
from .position import Position, Side


class Step(NamedTuple):
    """One checker moved with one die: route indices from the mover's side."""

    frm: int  # 0 = bar
    to: int  # 25 = off
    die: int
    hit: bool


class Play(NamedTuple):
    """A whole turn: the steps in the order played and the resulting position."""

    steps: tuple[Step, ...]
    result: Position


class Leaf(NamedTuple):
    """A play under construction, seen from the mover."""

    steps: tuple[Step, ...]
    own: Side
    opp: Side


def mover_view(position: Position, mover: int, geometry: Geometry) -> tuple[Side, Side]:
    """(own, opp) of ``mover``, the opponent re-indexed to the mover's route."""
    theirs = position[1 - mover]
    return position[mover], tuple(theirs[i] for i in geometry.other) + theirs[26:]


def from_view(own: Side, opp: Side, mover: int, geometry: Geometry) -> Position:
    """The seat-explicit position of a mover view (inverse of :func:`mover_view`)."""
    theirs = tuple(opp[i] for i in geometry.other) + opp[26:]
    return Position(own, theirs) if mover == 0 else Position(theirs, own)
