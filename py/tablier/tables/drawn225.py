"""Drawn 225 starts, paired over two games of a match (seed 002; rules.md §4.8–4.9).

Shared by Toutes tables 225 and Backgammon 225: the start comes from two
recorded simple rolls, and in a match each drawn start serves two games, the
player who did not open the first game of the pair opening the second.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ..protocol import Lang, MatchContext
from ..texts import text
from .position import Position
from .starts225 import start_225, start_number

if TYPE_CHECKING:
    from .state import TablesState


class Drawn225Start:
    """Mixin for a rules object whose start is one of the 225 drawn starts."""

    id: ClassVar[str]
    start_draws: ClassVar[int] = 2

    def start_position(self, draws: Sequence[tuple[int, int]]) -> Position:
        return start_225(draws[0], draws[1])

    def start_words(self, draws: Sequence[tuple[int, int]], lang: Lang = "en") -> dict[str, Any]:
        """What the draws decide, how many are left, then which start was drawn: ``{left, number, text}``
        (``number`` 1–225 once both draws are made, else None).  White's draw places the two back checkers
        (lower die) and the five home checkers (higher die), Black's the five midpoint checkers (lower die)
        and the three outer ones (higher die); doubles are thrown again (the author of Toutes tables 225)."""
        left = self.start_draws - len(draws)
        if left > 0:
            key = "start-draw-first" if not draws else "start-draw-second"
            done = "-".join(str(d) for d in draws[0]) if draws else ""
            return {"left": left, "number": None, "text": text(key, lang, n=str(left), first=done)}
        number = start_number(draws[0], draws[1])
        dice = " · ".join("-".join(str(d) for d in roll) for roll in draws[:2])
        return {"left": 0, "number": number, "text": text("start-drawn", lang, n=str(number), dice=dice)}

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
