"""Drawn 225 starts, paired over two games of a match (seed 002; rules.md §4.8–4.9).

Shared by Toutes tables 225 and Backgammon 225: the start comes from two
recorded simple rolls, and in a match each drawn start serves two games, the
player who did not open the first game of the pair opening the second.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, ClassVar

from ..protocol import MatchContext
from .position import Position
from .starts225 import start_225

if TYPE_CHECKING:
    from .state import TablesState


class Drawn225Start:
    """Mixin for a rules object whose start is one of the 225 drawn starts."""

    id: ClassVar[str]
    start_draws: ClassVar[int] = 2

    def start_position(self, draws: Sequence[tuple[int, int]]) -> Position:
        return start_225(draws[0], draws[1])

    def match_start(
        self, context: MatchContext, previous: TablesState | None
    ) -> tuple[int, tuple[tuple[int, int], ...]] | None:
        """Second game of a pair: after a game of the same kind on a freshly drawn
        start, the other player opens with the same draws (§4.8)."""
        if (
            previous is None
            or previous.rules.id != self.id
            or not previous.draws
            or previous.start_reused
            or previous.starter is None
        ):
            return None
        return 1 - previous.starter, previous.draws
