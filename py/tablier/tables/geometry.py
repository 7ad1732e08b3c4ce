"""Board geometry: route index r (1..24 per seat) to absolute point A (0..23).

rules.md §0.1–0.2: seat S (0) has A = 24 − r in both families; seat N (1) has
A = r − 1 (contrary family: backgammon, Toutes tables, Portes, Plakoto) or
A = (12 − r) mod 24 (parallel family: Révertier, Swedish Tables, Fevga, Giul).
r = 0 is the bar and r = 25 is off.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from operator import itemgetter

BAR = 0
OFF = 25
POINTS = range(1, 25)


@dataclass(frozen=True)
class Geometry:
    """One board family.

    ``abs_point[seat][r]`` is the absolute point of route index r (1..24) of
    ``seat``; ``other[r]`` is the route index, for the other seat, of the point
    the mover calls r (the same in both directions; bar and off map to themselves).
    """

    name: str
    abs_point: tuple[tuple[int, ...], tuple[int, ...]]
    other: tuple[int, ...]
    _other_of: itemgetter[tuple[int, ...]] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        object.__setattr__(self, "_other_of", itemgetter(*self.other))

    def permute(self, side: tuple[int, ...]) -> tuple[int, ...]:
        """A side re-indexed to the other seat's route (an involution); slots
        after index 25 (game-specific data) are kept as they are."""
        moved: tuple[int, ...] = self._other_of(side)
        return moved + side[26:] if len(side) > 26 else moved


def _family(name: str, north: tuple[int, ...]) -> Geometry:
    south = (-1, *(24 - r for r in POINTS))
    north_r = {a: r for r, a in zip(POINTS, north, strict=True)}
    other = (BAR, *(north_r[south[r]] for r in POINTS), OFF)
    return Geometry(name, (south, (-1, *north)), other)


CONTRARY = _family("contrary", tuple(r - 1 for r in POINTS))
PARALLEL = _family("parallel", tuple((12 - r) % 24 for r in POINTS))
