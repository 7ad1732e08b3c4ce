"""Building a turn step by step for the UI, derived from the legal plays.

A :class:`TurnBuilder` is immutable: a state in stage ``play`` plus the single
steps chosen so far.  It tells which checkers may move now, where each may go
with which die, the position so far, whether the turn is complete, and for a
refused step an explanation naming the rule and its source (FR and EN).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass
from functools import cached_property
from typing import Any

from ..protocol import IllegalActionError, Lang
from ..texts import texts
from .geometry import BAR, OFF
from .movegen import all_leaves
from .moves import Play, Step, from_view, mover_view
from .notation import parse_segments
from .position import Position, Side
from .rules import Move, TablesRules
from .state import Stage, TablesState


@dataclass(frozen=True)
class TurnBuilder:
    """A partial turn: ``state`` (stage play) and the steps taken so far."""

    state: TablesState
    steps: tuple[Step, ...] = ()

    def __post_init__(self) -> None:
        if self.state.stage is not Stage.PLAY:
            raise IllegalActionError(texts("not-your-turn"))

    @cached_property
    def _view(self) -> tuple[Side, Side, tuple[int, ...]]:
        own, opp = self.state.mover_view()
        left = self.state.play_dice
        rules = self.state.rules
        for step in self.steps:
            _, own, opp = rules.make_move(own, opp, step.frm, step.to, step.die)
            i = left.index(step.die)
            left = left[:i] + left[i + 1 :]
        return own, opp, left

    @cached_property
    def _targets(self) -> dict[tuple[Side, Side], int]:
        seat, geometry = self.state.seat, self.state.rules.geometry
        return {mover_view(play.result, seat, geometry): len(play.steps) for play in self.state.checker_plays}

    @property
    def position(self) -> Position:
        """The position after the steps so far."""
        own, opp, _ = self._view
        return from_view(own, opp, self.state.seat, self.state.rules.geometry)

    @property
    def dice_left(self) -> tuple[int, ...]:
        """Dice not yet used."""
        return self._view[2]

    @property
    def complete(self) -> bool:
        """True when the steps make a whole legal play."""
        own, opp, left = self._view
        lazy = self.state.lazy
        if lazy is not None:
            return lazy.is_legal_end((own, opp, left))
        return self._targets.get((own, opp)) == len(self.steps)

    @cached_property
    def next_steps(self) -> tuple[Step, ...]:
        """Single steps that can still lead to a legal play.

        A complete turn may still go on when a shorter play is legal beside longer
        ones (an optional pass, Swedish Tables' winning prefixes); nothing follows
        a move that ended the game.
        """
        own, opp, left = self._view
        lazy = self.state.lazy
        if lazy is not None:  # a turn too large to list (Giul): depth-first witnesses
            return tuple(step for step, _ in lazy.next_steps((own, opp, left)))
        rules = self.state.rules
        if rules.ends_mid_turn and self.steps and rules.ends_game(own, opp):
            return ()
        memo: dict[tuple[Side, Side, tuple[int, ...]], bool] = {}
        done = len(self.steps)

        def leads(own: Side, opp: Side, left: tuple[int, ...], n: int) -> bool:
            key = (own, opp, left)
            if key not in memo:
                memo[key] = self._targets.get((own, opp)) == n or any(
                    leads(o2, p2, _without(left, d), n + 1) for d, (_, o2, p2) in _moves(rules, own, opp, left)
                )
            return memo[key]

        return tuple(
            step for d, (step, o2, p2) in _moves(rules, own, opp, left) if leads(o2, p2, _without(left, d), done + 1)
        )

    def movable(self) -> list[int]:
        """Route indices (mover's side, 0 = bar) of the checkers that may move now."""
        return sorted({step.frm for step in self.next_steps})

    def destinations(self, frm: int) -> list[Step]:
        """The steps the checker on ``frm`` may take now (destination, die, hit)."""
        return [step for step in self.next_steps if step.frm == frm]

    def step(self, frm: int, to: int, die: int | None = None) -> TurnBuilder:
        """The builder after moving a checker from ``frm`` to ``to`` (route indices).

        Raises IllegalActionError with an FR/EN explanation if that step cannot be
        part of any legal play.  ``die`` picks the die when several fit (bear-off).
        """
        fits = [s for s in self.next_steps if s.frm == frm and s.to == to and die in (None, s.die)]
        if not fits:
            raise IllegalActionError(self.explain(frm, to))
        return TurnBuilder(self.state, (*self.steps, min(fits, key=lambda s: s.die)))

    def undo(self) -> TurnBuilder:
        """The builder without its last step."""
        return TurnBuilder(self.state, self.steps[:-1])

    def play(self) -> Play:
        """The complete play (IllegalActionError if the turn is not complete)."""
        if not self.complete:
            raise IllegalActionError(texts("max-dice", self.state.rules.source))
        return Play(self.steps, self.position)

    def view(self, lang: Lang = "en") -> dict[str, Any]:
        """The renderer's view of the partial turn (see :mod:`.view`)."""
        from .view import state_view

        return state_view(self.state, lang, self)

    def explain(self, frm: int, to: int) -> dict[Lang, str]:
        """Why the step ``frm`` → ``to`` is refused here, in every language."""
        reason = self._reason(frm, to)
        return texts(reason, self.state.rules.citation(reason))

    def explain_text(self, text: str) -> dict[Lang, str]:
        """Why a written play is refused: the first refused hop, else not legal."""
        builder = self
        try:
            for frm, to in parse_segments(text, self.state.read_point):
                builder = builder._hop(frm, to)
        except IllegalActionError as exc:
            return exc.explanation
        return texts("not-legal")

    def _hop(self, frm: int, to: int) -> TurnBuilder:
        """The builder after a written hop, which may span several dice."""
        for step in self.next_steps:
            if step.frm == frm and step.to == to:
                return self.step(frm, to, step.die)
        for step in self.next_steps:
            if step.frm == frm and step.to < to:
                try:
                    return self.step(frm, step.to, step.die)._hop(step.to, to)
                except IllegalActionError:
                    continue
        left = self.dice_left
        sums = {sum(left[i] for i in range(len(left)) if mask >> i & 1) for mask in range(1, 1 << len(left))}
        if to != OFF and to - frm in sums and to - frm not in left:
            raise IllegalActionError(self.explain(frm, frm + max(d for d in left if frm + d < to)))
        raise IllegalActionError(self.explain(frm, to))

    def _reason(self, frm: int, to: int) -> str:
        if self.complete and not self.next_steps and self.steps:
            return "turn-complete"
        own, opp, left = self._view
        rules = self.state.rules
        if not 0 <= frm < OFF or not own[frm]:
            return "not-your-checker"
        if own[BAR] and frm != BAR:
            return "enter-first"
        dice = sorted({d for d in left if frm + d == to or (to == OFF and frm + d > OFF)})
        if not dice or to <= frm:
            return "no-die"
        if rules.in_order(left) and left[0] not in dice:
            return "cascade-order"
        if to == OFF:
            reasons = [rules.bear_off_blocked(own, opp, frm, d) for d in dice]
        else:
            reasons = [rules.blocked(own, opp, frm, to)]
        refused = [r for r in reasons if r is not None]
        if len(refused) == len(reasons):
            return refused[0]
        return self._filter_reason(own, opp, left, frm, to)

    def _filter_reason(self, own: Side, opp: Side, left: tuple[int, ...], frm: int, to: int) -> str:
        """Which §0.4 filter removes every play starting with this step."""
        rules = self.state.rules
        lazy = self.state.lazy
        most = lazy.longest if lazy is not None else next(iter(self._targets.values()))
        needed = most - len(self.steps)
        for d, (step, o2, p2) in _moves(rules, own, opp, left):
            if step.frm == frm and step.to == to:
                rest = _without(left, d)
                if lazy is not None:
                    enough = lazy.reaches((o2, p2, rest))
                else:
                    enough = max(len(leaf.steps) for leaf in all_leaves(rules, o2, p2, rest)) + 1 >= needed
                if enough:
                    return "higher-die" if needed == 1 and len(set(left)) == 2 else rules.filter_reason()
        return "max-dice"


def _without(left: tuple[int, ...], die: int) -> tuple[int, ...]:
    i = left.index(die)
    return left[:i] + left[i + 1 :]


def _moves(rules: TablesRules, own: Side, opp: Side, left: tuple[int, ...]) -> Iterator[tuple[int, Move]]:
    dice = left[:1] if rules.in_order(left) else tuple(dict.fromkeys(left))
    for d in dice:
        for move in rules.single_moves(own, opp, d):
            yield d, move
