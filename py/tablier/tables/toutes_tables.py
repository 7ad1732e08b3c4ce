"""Toutes tables (1699): backgammon without privileges (seed 002; rules.md §4)."""

from __future__ import annotations

from operator import mul
from typing import ClassVar

from ..protocol import Outcome
from .geometry import BAR, OFF
from .moves import Leaf
from .position import Position, Side
from .rules import TablesRules

PIP_WEIGHTS = tuple(25 - r for r in range(OFF))


def pips_left(side: Side) -> int:
    """Pips still to travel: a checker on r needs 25 − r (the bar 25)."""
    return sum(map(mul, side, PIP_WEIGHTS))


class ToutesTables(TablesRules):
    """Standard start, roll-off with a rethrow (§4.2, §9.3), maximum pips (§4.5),
    partie simple / double (§4.6)."""

    id = "toutes-tables"
    names = {"en": "Toutes tables", "fr": "Toutes tables"}
    source: ClassVar = {"en": "Toutes tables, 1699", "fr": "Toutes tables, 1699"}

    def filter_plays(self, leaves: list[Leaf], dice: tuple[int, ...]) -> list[Leaf]:
        """No privileges (§4.5): keep the plays using the most pips; a bear-off
        from r uses 25 − r, so this is the lowest pip count left."""
        best = min(pips_left(leaf.own) for leaf in leaves)
        return [leaf for leaf in leaves if pips_left(leaf.own) == best]

    def filter_reason(self) -> str:
        return "max-pips"

    def outcome(self, position: Position, winner: int) -> Outcome:
        """Partie simple (1) if the loser has borne off a checker or has all his
        checkers in his jan de retour; partie double (2) otherwise (§4.6)."""
        loser = position[1 - winner]
        if loser[OFF] or not any(loser[BAR:19]):
            return Outcome(winner, 1, "partie-simple")
        return Outcome(winner, 2, "partie-double")
