"""The state of one tables game: stages, dice, cube and outcome.

Stages: ``draw`` (start-position rolls, Toutes tables 225 §4.8), ``roll-off``
(one die each, ties again: ``{"roll": [die of S, die of N]}``), ``roll``,
``play``, ``cube`` (answer a double: take or drop) and ``over``.  Every chance
event is a roll action, so a record replays exactly.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..protocol import GameState, IllegalActionError, Lang, NotationError, Outcome, Phase
from ..texts import texts
from .movegen import legal_leaves
from .moves import Play, from_view, mover_view
from .notation import PASS, format_steps, parse_segments, realise
from .position import Position, Side
from .rules import TablesRules

if TYPE_CHECKING:
    from .variant import TablesVariant

DOUBLE, TAKE, DROP = "double", "take", "drop"
TablesPlay = Play | str
"""A checker play, or a cube action ``double``/``take``/``drop``."""


class Stage(StrEnum):
    """Fine-grained step of a tables game (``phase`` is the protocol's view)."""

    DRAW = "draw"
    ROLL_OFF = "roll-off"
    ROLL = "roll"
    PLAY = "play"
    CUBE = "cube"
    OVER = "over"


_PHASE = {
    Stage.DRAW: Phase.ROLL,
    Stage.ROLL_OFF: Phase.ROLL,
    Stage.ROLL: Phase.ROLL,
    Stage.PLAY: Phase.PLAY,
    Stage.CUBE: Phase.PLAY,
    Stage.OVER: Phase.OVER,
}


@dataclass(frozen=True)
class TablesState(GameState[TablesPlay]):
    """One immutable state; ``position`` is None only while the start is drawn."""

    variant: TablesVariant = field(compare=False, repr=False)
    rules: TablesRules
    position: Position | None
    stage: Stage
    seat: int = 0
    dice: tuple[int, ...] = ()
    draws: tuple[tuple[int, int], ...] = ()
    cube: int = 1
    cube_owner: int | None = None
    crawford: bool = False
    start_reused: bool = False
    starter: int | None = None
    last: tuple[int, str] | None = None
    result: Outcome | None = None

    # --- protocol ------------------------------------------------------------
    @property
    def turn(self) -> int:
        return self.seat

    @property
    def phase(self) -> Phase:
        return _PHASE[self.stage]

    @property
    def outcome(self) -> Outcome | None:
        return self.result

    def legal_plays(self) -> Sequence[TablesPlay]:
        if self.stage is Stage.PLAY:
            return self.checker_plays
        if self.stage is Stage.CUBE:
            return [TAKE, DROP]
        if self.stage is Stage.ROLL and self.may_double():
            return [DOUBLE]
        return []

    def apply_roll(self, dice: Sequence[int]) -> TablesState:
        dice = tuple(dice)
        if len(dice) != 2 or not all(type(d) is int and 1 <= d <= 6 for d in dice):
            raise ValueError("a roll is two dice from 1 to 6")
        if self.stage is Stage.DRAW:
            return self._draw(dice)
        if self.stage is Stage.ROLL_OFF:
            return self._roll_off(dice)
        if self.stage is not Stage.ROLL:
            raise ValueError(f"no roll is due now (stage: {self.stage.value})")
        return replace(self, stage=Stage.PLAY, dice=dice)

    def apply_play(self, play: TablesPlay) -> TablesState:
        if isinstance(play, str):
            return self._cube_action(play)
        if self.stage is not Stage.PLAY:
            raise IllegalActionError(texts("not-your-turn"))
        legal = self._by_result.get(play.result)
        if legal is None:
            raise IllegalActionError(texts("not-legal"))
        position = play.result
        starter = self.seat if self.starter is None else self.starter
        after = replace(self, position=position, dice=(), last=(self.seat, format_steps(play.steps)), starter=starter)
        base = self.rules.result(position)
        if base is not None:
            result = Outcome(base.winner, base.points * self.cube, base.reason)
            return replace(after, stage=Stage.OVER, result=result)
        return replace(after, stage=Stage.ROLL, seat=1 - self.seat)

    def play_to_str(self, play: TablesPlay) -> str:
        return play if isinstance(play, str) else format_steps(play.steps)

    def parse_play(self, text: str) -> TablesPlay:
        word = text.strip().lower()
        if word in (DOUBLE, TAKE, DROP):
            if word not in self.legal_plays():
                raise IllegalActionError(texts("cube-not-allowed", self.rules.source))
            return word
        if self.stage is not Stage.PLAY:
            raise IllegalActionError(texts("not-your-turn"))
        if word == PASS:
            for play in self.checker_plays:
                if not play.steps:
                    return play
            raise IllegalActionError(texts("max-dice", self.rules.source))
        own, opp = self.mover_view()
        found = realise(self.rules, own, opp, self.play_dice, parse_segments(text))
        geometry = self.rules.geometry
        readings = sorted(
            (hidden, play)
            for o, p, hidden in found
            if (play := self._by_result.get(from_view(o, p, self.seat, geometry))) is not None
        )
        matches = {play for hidden, play in readings if hidden == readings[0][0]} if readings else set()
        if len(matches) > 1:
            raise NotationError(f"{text!r} is ambiguous here: write each resting point (e.g. 24/18/13)")
        if not matches:
            from .turn import TurnBuilder

            raise IllegalActionError(TurnBuilder(self).explain_text(text))
        return matches.pop()

    def view(self, lang: Lang = "en") -> dict[str, Any]:
        from .view import state_view

        return state_view(self, lang)

    # --- tables specifics ----------------------------------------------------
    @property
    def play_dice(self) -> tuple[int, ...]:
        """The dice to play this turn (a doublet four times)."""
        return self.rules.dice_for_roll(self.dice)

    def mover_view(self) -> tuple[Side, Side]:
        """(own, opp) of the seat to move, opponent re-indexed to its route."""
        assert self.position is not None
        return mover_view(self.position, self.seat, self.rules.geometry)

    @cached_property
    def checker_plays(self) -> list[Play]:
        """The legal checker plays (one per resulting position; ``pass`` if none)."""
        if self.stage is not Stage.PLAY:
            return []
        own, opp = self.mover_view()
        geometry, seat = self.rules.geometry, self.seat
        return [
            Play(leaf.steps, from_view(leaf.own, leaf.opp, seat, geometry))
            for leaf in legal_leaves(self.rules, own, opp, self.play_dice)
        ]

    @cached_property
    def _by_result(self) -> dict[Position, Play]:
        return {play.result: play for play in self.checker_plays}

    def may_double(self) -> bool:
        """Whether the seat to roll may offer the cube now (cube option, Crawford)."""
        return (
            self.stage is Stage.ROLL
            and self.rules.cube_enabled()
            and not self.crawford
            and self.cube_owner in (None, self.seat)
        )

    def _cube_action(self, action: str) -> TablesState:
        if action not in self.legal_plays():
            raise IllegalActionError(texts("cube-not-allowed", self.rules.source))
        if action == DOUBLE:
            return replace(self, stage=Stage.CUBE, seat=1 - self.seat, last=(self.seat, DOUBLE))
        if action == TAKE:
            return replace(
                self,
                stage=Stage.ROLL,
                seat=1 - self.seat,
                cube=self.cube * 2,
                cube_owner=self.seat,
                last=(self.seat, TAKE),
            )
        result = Outcome(1 - self.seat, self.cube, "drop")
        return replace(self, stage=Stage.OVER, result=result, last=(self.seat, DROP))

    def _draw(self, dice: tuple[int, int]) -> TablesState:
        """A start-position roll: doubles are thrown again (§4.8)."""
        if dice[0] == dice[1]:
            return self
        draws = (*self.draws, dice)
        if len(draws) < self.rules.start_draws:
            return replace(self, draws=draws, seat=1 - self.seat)
        return replace(self, draws=draws, seat=0, stage=Stage.ROLL_OFF, position=self.rules.start_position(draws))

    def _roll_off(self, dice: tuple[int, int]) -> TablesState:
        """One die each (S, N); ties again; the higher starts (§4.2, §4.9, §6.1)."""
        if dice[0] == dice[1]:
            return self
        winner = 0 if dice[0] > dice[1] else 1
        if self.rules.opening == "roll-off-dice":
            return replace(self, stage=Stage.PLAY, seat=winner, dice=(max(dice), min(dice)))
        return replace(self, stage=Stage.ROLL, seat=winner)
