"""Toutes tables 225: Toutes tables from a drawn start (seed 002; rules.md §4.8).

The start is drawn by recorded rolls: the first player (S) throws until a
simple roll, then the second (N) does the same; doubles are thrown again.  In
a match each drawn start serves two games, and the player who did not open
the first game of the pair opens the second by throwing both dice.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from ..protocol import MatchContext
from .position import Position
from .starts225 import start_225
from .toutes_tables import ToutesTables

if TYPE_CHECKING:
    from .state import TablesState


def paired_start(game_id: str, previous: TablesState | None) -> tuple[int, tuple[tuple[int, int], ...]] | None:
    """Second game of a pair: after a game of the same kind on a freshly drawn
    start, the other player opens with the same draws (§4.8)."""
    if (
        previous is None
        or previous.rules.id != game_id
        or not previous.draws
        or previous.start_reused
        or previous.starter is None
    ):
        return None
    return 1 - previous.starter, previous.draws


class ToutesTables225(ToutesTables):
    """Toutes tables rules from one of 225 drawn starts."""

    id = "toutes-tables-225"
    names = {"en": "Toutes tables 225", "fr": "Toutes tables 225"}
    source: ClassVar = {"en": "Toutes tables 225, rules of 1699", "fr": "Toutes tables 225, règles de 1699"}
    start_draws = 2

    def start_position(self, draws: Sequence[tuple[int, int]]) -> Position:
        return start_225(draws[0], draws[1])

    def match_start(
        self, context: MatchContext, previous: TablesState | None
    ) -> tuple[int, tuple[tuple[int, int], ...]] | None:
        return paired_start(self.id, previous)
