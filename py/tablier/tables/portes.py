"""Portes (Greek Tavli): backgammon without cube or triple win (seed 004; rules.md §6.1–6.2).

Roll-off with a rethrow (so a doublet may open); in a match the winner of the
previous game opens (option ``loser_starts``); gammon 2; optional connection
rule for bear-off overshoots.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, ClassVar

from ..protocol import MatchContext, Outcome
from .geometry import OFF
from .position import Position, Side
from .rules import TablesRules

if TYPE_CHECKING:
    from .state import TablesState


class Portes(TablesRules):
    """Standard backgammon mechanics with Tavli scoring and openings."""

    id = "portes"
    names = {"en": "Portes", "fr": "Portes"}
    source: ClassVar = {"en": "Portes, Greek Tavli", "fr": "Portes, tavli grec"}
    option_defaults: ClassVar = {"connection": False, "loser_starts": False}

    def bear_off_blocked(self, own: Side, opp: Side, frm: int, die: int) -> str | None:
        """BO-std, plus the optional connection rule: an overshoot needs the home
        points from the edge to the farthest checker all occupied (§6.1)."""
        reason = super().bear_off_blocked(own, opp, frm, die)
        if reason is None and self.options["connection"] and frm + die > OFF and not all(own[frm:OFF]):
            return "connection"
        return reason

    def match_start(
        self, context: MatchContext, previous: TablesState | None
    ) -> tuple[int, tuple[tuple[int, int], ...]] | None:
        """First game by roll-off; then the previous winner opens (§6.1, §9.13)."""
        if previous is None or previous.outcome is None or previous.outcome.winner is None:
            return None
        winner = previous.outcome.winner
        return (1 - winner if self.options["loser_starts"] else winner), ()

    def outcome(self, position: Position, winner: int) -> Outcome:
        """1, or 2 (gammon) if the loser has borne off none; no triple (§6.1)."""
        if position[1 - winner][OFF]:
            return Outcome(winner, 1, "single")
        return Outcome(winner, 2, "gammon")
