"""Toutes tables 225: Toutes tables from a drawn start (seed 002; rules.md §4.8).

The start is drawn by recorded rolls: the first player (S) throws until a
simple roll, then the second (N) does the same; doubles are thrown again.  In
a match each drawn start serves two games, and the player who did not open
the first game of the pair opens the second by throwing both dice.
"""

from __future__ import annotations

from typing import ClassVar

from .drawn225 import Drawn225Start
from .toutes_tables import ToutesTables


class ToutesTables225(Drawn225Start, ToutesTables):
    """Toutes tables rules from one of 225 drawn starts."""

    id = "toutes-tables-225"
    names = {"en": "Toutes tables 225", "fr": "Toutes tables 225"}
    source: ClassVar = {"en": "Toutes tables 225, rules of 1699", "fr": "Toutes tables 225, règles de 1699"}
