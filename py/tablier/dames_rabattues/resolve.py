"""Resolution of one throw: the thrower's dice, leftovers to the opponent, the rest lost.

Seed 001 §8 (a die unusable by a player is played by his opponent; a doublet is
thrown again after it has been played), §9–10 (one die, one checker, exact point),
§11 (dice never added; the thrower wins a simultaneous finish); rules.md §3.5, §9.12.
"""

from __future__ import annotations

from dataclasses import dataclass

from .board import KNOCKDOWN, Side
from .events import LOST, PHASE2, RETHROW, WIN, Event


@dataclass(frozen=True)
class Resolution:
    """The two sides after the throw, what happened, and the winner if the game ended."""

    sides: tuple[Side, Side]
    events: tuple[Event, ...]
    winner: int | None


def best_order(side: Side, dice: tuple[int, ...]) -> tuple[tuple[int, ...], tuple[int, ...]]:
    """The dice ``side`` uses, in an order using as many as possible, and the dice left over.

    Order matters only through the switch to phase 2 in mid-turn (seed 001 §10,
    example 1: knock down the last on 5, then bear off with the 2; rules.md §3.5 step 2).
    Ties keep the first order found, so ``dice`` gives the narration order.
    """
    best: tuple[tuple[int, ...], tuple[int, ...]] = ((), dice)
    for i, die in enumerate(dice):
        if die in dice[:i] or side.action(die) is None:
            continue
        used, left = best_order(side.use(die)[0], dice[:i] + dice[i + 1 :])
        if len(used) + 1 > len(best[0]):
            best = ((die, *used), left)
    return best


def _play(side: Side, used: tuple[int, ...], thrower: int, seat: int, events: list[Event]) -> Side:
    """Apply ``used`` to ``seat``'s side, reporting each die and the start of phase 2."""
    for die in used:
        side, action = side.use(die)
        events.append(Event(action, die=die, by=thrower, seat=seat))
        if action == KNOCKDOWN and not side.knocking_down:
            events.append(Event(PHASE2, seat=seat))
    return side


def _could_finish(side: Side, dice: tuple[int, ...]) -> bool:
    """Whether ``dice`` would bear off every checker of ``side``."""
    used, _ = best_order(side, dice)
    for die in used:
        side = side.use(die)[0]
    return side.finished


def resolve_throw(sides: tuple[Side, Side], thrower: int, dice: tuple[int, int]) -> Resolution:
    """Play a throw of two dice (a doublet is two dice, not four: rules.md §3.5 step 5).

    The thrower uses as many dice as he can; the dice he cannot use go to the
    opponent, who uses as many as he can in his own phase; the rest are lost.
    The game ends the moment a player has no checker left, so the thrower, who
    plays first, wins a simultaneous finish (seed 001 §11 "primauté du jeu"): the
    ``primacy`` flag of the win says the throw would also have finished the opponent.
    """
    new = list(sides)
    events: list[Event] = []
    rest = tuple(sorted(dice, reverse=True))  # announced higher die first (rules.md §0.3)
    for seat in (thrower, 1 - thrower):
        used, rest = best_order(new[seat], rest)
        new[seat] = _play(new[seat], used, thrower, seat, events)
        if new[seat].finished:
            primacy = seat == thrower and _could_finish(new[1 - seat], tuple(dice))
            events.append(Event(WIN, seat=seat, primacy=primacy))
            return Resolution((new[0], new[1]), tuple(events), seat)
    events.extend(Event(LOST, die=die, by=thrower) for die in rest)
    if dice[0] == dice[1]:
        events.append(Event(RETHROW, by=thrower))
    return Resolution((new[0], new[1]), tuple(events), None)
