"""Backgammon 225: modern backgammon from a drawn start (seed 002; rules.md §4.9).

Opening roll: the higher die's owner plays the two roll-off dice.  Gammon 2,
backgammon 3; doubling cube as the ``cube`` option (Crawford rule from the
match).  Starts are drawn and paired in a match as in Toutes tables 225.
"""

from __future__ import annotations

from typing import ClassVar

from ..protocol import Outcome
from .drawn225 import Drawn225Start
from .geometry import BAR, OFF
from .position import Position
from .rules import TablesRules


class Backgammon225(Drawn225Start, TablesRules):
    """Modern backgammon rules (free choice of plays) from a drawn start."""

    id = "backgammon-225"
    names = {"en": "Backgammon 225", "fr": "Backgammon 225"}
    source: ClassVar = {"en": "backgammon, modern rules", "fr": "backgammon, règles modernes"}
    opening = "roll-off-dice"
    option_defaults: ClassVar = {"cube": False}

    def cube_enabled(self) -> bool:
        return bool(self.options["cube"])

    def outcome(self, position: Position, winner: int) -> Outcome:
        """Single 1; gammon 2 if the loser has borne off none; backgammon 3 if he
        also has a checker on the bar or in the winner's home (r1–6 of his own)."""
        loser = position[1 - winner]
        if loser[OFF]:
            return Outcome(winner, 1, "single")
        if any(loser[BAR:7]):
            return Outcome(winner, 3, "backgammon")
        return Outcome(winner, 2, "gammon")
