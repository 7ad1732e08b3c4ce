"""The state of one tables game: stages, dice, cube and outcome.

Stages: ``draw`` (start-position rolls, Toutes tables 225 §4.8), ``roll-off``
(one die each, ties again: ``{"roll": [die of S, die of N]}``), ``roll``,
``play``, ``cube`` (answer a double: take or drop) and ``over``.  Every chance
event is a roll action, so a record replays exactly.
"""

from __future__ import annotations

import random
from collections.abc import Iterator, Sequence
from dataclasses import dataclass, field, replace
from enum import StrEnum
from functools import cached_property
from typing import TYPE_CHECKING, Any

from ..protocol import GameState, IllegalActionError, Lang, NotationError, Outcome, Phase
from ..texts import texts
from .lazy import LazyTurn
from .movegen import legal_leaves
from .moves import Play, from_view, mover_view
from .notation import PASS, format_steps, parse_segments, realise, renamed
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
            return self.checker_plays if self.lazy is None else LazyPlays(self)
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
        legal = self._legal(play)
        if legal is None:
            raise IllegalActionError(texts("not-legal"))
        position = legal.result
        starter = self.seat if self.starter is None else self.starter
        after = replace(self, position=position, dice=(), last=(self.seat, self.play_to_str(legal)), starter=starter)
        base = self.rules.play_outcome(self.position, self.seat, legal)
        if base is not None:
            result = Outcome(base.winner, base.points * self.cube, base.reason)
            return replace(after, stage=Stage.OVER, result=result)
        return replace(after, stage=Stage.ROLL, seat=1 - self.seat)

    def play_to_str(self, play: TablesPlay) -> str:
        if isinstance(play, str):
            return play
        name = self.point_name
        if self.lazy is not None:  # every single move in order: read back without a search
            return " ".join(f"{name(s.frm)}/{name(s.to)}" for s in play.steps) or PASS
        return format_steps(play.steps, name)

    def point_name(self, r: int) -> str:
        """The name of the mover's route index r in plays (standard number, or the board's letter)."""
        return self.rules.point_name(self.seat, r)

    def read_point(self, word: str) -> int | None:
        """The mover's route index named by a point word other than a standard number, or None."""
        return self.rules.read_point(self.seat, word)

    def written(self, text: str) -> str:
        """A play written in this state (a record's text), with any standard point numbers renamed in the
        game's own names: an older Révertier record's ``24/18`` is shown in the board's letters."""
        return renamed(text, self.point_name)

    def parse_play(self, text: str) -> TablesPlay:
        word = text.strip().lower()
        if word in (DOUBLE, TAKE, DROP):
            if word not in self.legal_plays():
                raise IllegalActionError(texts("cube-not-allowed", self.rules.source))
            return word
        if self.stage is not Stage.PLAY:
            raise IllegalActionError(texts("not-your-turn"))
        if word == PASS:
            assert self.position is not None
            pass_play = self._legal(Play((), self.position))
            if pass_play is not None:
                return pass_play
            raise IllegalActionError(texts("max-dice", self.rules.source))
        own, opp = self.mover_view()
        if self.lazy is not None:
            return self._parse_lazy(text, own)
        found = realise(self.rules, own, opp, self.play_dice, parse_segments(text, self.read_point))
        geometry = self.rules.geometry
        readings = sorted(
            (hidden, play)
            for o, p, hidden in found
            if (play := self._legal(Play((), from_view(o, p, self.seat, geometry)))) is not None
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

    @cached_property
    def lazy(self) -> LazyTurn | None:
        """Step-by-step legality when the rules say this turn is too large to list
        (Giul cascades, :mod:`.lazy`); None for an ordinary turn."""
        if self.stage is not Stage.PLAY or not self.rules.lazy_turn(self.play_dice):
            return None
        own, opp = self.mover_view()
        return LazyTurn(self.rules, own, opp, self.play_dice)

    def _legal(self, play: Play) -> Play | None:
        """The legal play with ``play``'s result, or None.  For a lazy turn its steps
        are the first witness found (the same for the same result, so a record
        replays to equal states whatever order the moves were made in)."""
        lazy = self.lazy
        if lazy is None:
            return self._by_result.get(play.result)
        own, opp = mover_view(play.result, self.seat, self.rules.geometry)
        end = lazy.walk(play.steps)  # the play's own steps, when they are legal (fast)
        if end is not None and (end[0], end[1]) == (own, opp):
            return play
        found = lazy.find(own, opp)
        return None if found is None else Play(found[0], play.result)

    def _parse_lazy(self, text: str, own: Side) -> Play:
        """A written play of a lazy turn: one move per die in the order played (as
        ``play_to_str`` writes it), else any notation: the written moves give the
        mover's side after the turn, and any legal play reaching that side is the
        play (depth-first, first witness: listing every interleaving would explode, §6.5)."""
        assert self.lazy is not None
        segments = parse_segments(text, self.read_point)
        steps = self.lazy.read(segments)  # written one move per die, in order (play_to_str)
        if steps is not None:
            own2, opp2, _ = steps[1]
            return Play(steps[0], from_view(own2, opp2, self.seat, self.rules.geometry))
        mine = list(own)
        for frm, to in segments:
            mine[frm] -= 1
            mine[to] += 1
        found = None if min(mine) < 0 else self.lazy.find(tuple(mine), None)
        if found is None:
            from .turn import TurnBuilder

            raise IllegalActionError(TurnBuilder(self).explain_text(text))
        steps, (own2, opp2, _) = found
        return Play(steps, from_view(own2, opp2, self.seat, self.rules.geometry))

    def sample_plays(self, count: int, rng: random.Random, max_nodes: int | None = None) -> list[Play]:
        """Up to ``count`` distinct legal checker plays drawn at random, for bots:
        bounded work even for a Giul cascade (random walks over the legal steps, at most
        ``4 × count`` of them; with ``max_nodes``, none after the first once the walks have
        expanded that many nodes of a fresh search, so the bound is the same for every call)."""
        if self.stage is not Stage.PLAY:
            return []
        if self.lazy is None:
            plays = self.checker_plays
            return rng.sample(plays, min(count, len(plays)))
        found: dict[Position, Play] = {}
        lazy = self.lazy if max_nodes is None else self.lazy.fresh()
        walks = lazy.walks(rng)
        for _ in range(4 * count):
            if found and max_nodes is not None and lazy.expanded >= max_nodes:
                break
            drawn = next(walks, None)
            if drawn is None:
                break
            steps, (own, opp, _) = drawn
            result = from_view(own, opp, self.seat, self.rules.geometry)
            found.setdefault(result, Play(steps, result))
            if len(found) == count:
                break
        return list(found.values())

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


class LazyPlays(Sequence[Play]):
    """The legal plays of a lazy turn: membership and iteration without building
    the list; ``len`` and indexing build it (costly for a Giul cascade)."""

    def __init__(self, state: TablesState) -> None:
        self.state = state
        self._all: list[Play] | None = None

    def __iter__(self) -> Iterator[Play]:
        lazy, seat, geometry = self.state.lazy, self.state.seat, self.state.rules.geometry
        assert lazy is not None
        for steps, (own, opp, _) in lazy.iterate():
            yield Play(steps, from_view(own, opp, seat, geometry))

    def __contains__(self, play: object) -> bool:
        return isinstance(play, Play) and self.state._legal(play) is not None

    def _list(self) -> list[Play]:
        if self._all is None:
            self._all = list(iter(self))  # a generator: no length hint (no recursion)
        return self._all

    def __len__(self) -> int:
        return len(self._list())

    def __getitem__(self, index):  # type: ignore[no-untyped-def, override]
        return self._list()[index]
