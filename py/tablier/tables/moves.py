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


STEPS: tuple[tuple[tuple[Step, ...], ...], ...] = tuple(
    tuple(tuple(Step(frm, min(frm + die, 25), die, bool(hit)) for frm in range(25)) for die in range(7))
    for hit in (0, 1)
)
"""Every possible step, ``STEPS[hit][die][frm]`` (shared, so moves create none)."""


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
    return position[mover], geometry.permute(theirs)


def from_view(own: Side, opp: Side, mover: int, geometry: Geometry) -> Position:
    """The seat-explicit position of a mover view (inverse of :func:`mover_view`)."""
    theirs = geometry.permute(opp)
    return Position(own, theirs) if mover == 0 else Position(theirs, own)
