"""A tables game as a protocol ``Variant``: its rules class plus who starts."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from ..protocol import MatchContext, Variant
from .position import Position
from .rules import TablesRules
from .state import Stage, TablesState


class TablesVariant(Variant):
    """Builds :class:`TablesState` for one rules class (one instance per game)."""

    id: ClassVar[str] = ""

    def __init__(self, rules: type[TablesRules], aliases: tuple[str, ...] = ()) -> None:
        self.rules_class = rules
        self.id = rules.id  # type: ignore[misc]
        self.aliases = aliases  # type: ignore[misc]
        self.names = rules.names  # type: ignore[misc]
        self.option_defaults = rules.option_defaults  # type: ignore[misc]
        self.seat_names = rules.seat_names()  # type: ignore[misc]

    def new_game(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> TablesState:
        """A game from the start: the start draw if the game has one, then the roll-off."""
        rules = self.rules_class(self.options(options))
        if rules.start_draws:
            return TablesState(self, rules, None, Stage.DRAW)
        return TablesState(self, rules, rules.start_position(()), Stage.ROLL_OFF)

    def setup(
        self,
        position: Position,
        seat: int,
        dice: tuple[int, int] | None = None,
        options: Mapping[str, Any] | None = None,
    ) -> TablesState:
        """A state at a given position: ``seat`` to roll, or to play ``dice``
        (for scenario tests, analysis and benchmarks)."""
        rules = self.rules_class(self.options(options))
        if dice is None:
            return TablesState(self, rules, position, Stage.ROLL, seat)
        return TablesState(self, rules, position, Stage.PLAY, seat, tuple(dice))

    def new_match_game(self, options: Mapping[str, Any] | None, seed: int, context: MatchContext) -> TablesState:
        """A game in a match: the rules decide whether it opens by roll-off or
        by a given seat throwing both dice, and whether the start is reused."""
        state = self.new_game(options, seed)
        previous = context.previous if isinstance(context.previous, TablesState) else None
        start = state.rules.match_start(context, previous)
        if start is None:
            return TablesState(self, state.rules, state.position, state.stage, crawford=context.crawford)
        seat, draws = start
        position = state.rules.start_position(draws)
        return TablesState(
            self,
            state.rules,
            position,
            Stage.ROLL,
            seat,
            draws=draws,
            crawford=context.crawford,
            start_reused=True,
        )
