"""The position literal of the tables games: a board written as one line of text, like a rule text's diagram.

``S:24x2,13x5,8x3,6x5/N:24x2,13x5,8x3,6x5/S/62`` is the backgammon start, South to play 6-2:

- ``S:`` and ``N:`` list each seat's checkers by standard point number from that seat's own side
  (n = 25 − r, rules.md §0.2), ``x`` and a count when more than one, ``bar`` for the bar; checkers
  not listed are off (15 per seat, §0.1).  A Plakoto pinned checker is written ``19p`` (§6.3).
- then the seat to move, ``S`` or ``N`` (South when left out);
- then its dice, two digits (``62``, or ``6-2``); left out, the seat is to roll.

Only ``/``, ``:``, ``,``, ``-``, letters and digits: it goes into a URL as it is.  Tokens may also be
separated by spaces (the test literal of :func:`~tablier.tables.position.pos` reads the same way).
"""

from __future__ import annotations

import re

from .geometry import BAR
from .plakoto import with_pins
from .position import CHECKERS, SEATS, Position, side_from_points
from .state import Stage, TablesState
from .variant import TablesVariant

MAX_LENGTH = 300
_TOKEN = re.compile(r"^(bar|\d{1,2})(?:x(\d{1,2}))?(p)?$")
_DICE = re.compile(r"^([1-6])-?([1-6])$")


class PositionTextError(ValueError):
    """A position literal that does not describe a legal board, with the reason in words."""


def parse(variant: TablesVariant, text: str) -> TablesState:
    """The state a literal describes for ``variant`` (default options); PositionTextError if it is wrong."""
    if len(text) > MAX_LENGTH:
        raise PositionTextError(f"a position has at most {MAX_LENGTH} characters")
    fields = [field.strip() for field in text.strip().split("/")]
    if not 2 <= len(fields) <= 4:
        raise PositionTextError("expected S:…/N:… then optionally the seat to move (S or N) and its dice (e.g. 62)")
    sides: dict[str, tuple[int, ...]] = {}
    pins: dict[str, list[int]] = {"S": [], "N": []}
    for field in fields[:2]:
        label, colon, body = field.partition(":")
        seat = label.strip().upper()
        if not colon or seat not in SEATS or seat in sides:
            raise PositionTextError(f"expected 'S:…' and 'N:…', got {field!r}")
        sides[seat] = _side(body, pins[seat])
    seat_text = fields[2].upper() if len(fields) > 2 else "S"
    if seat_text not in SEATS:
        raise PositionTextError(f"the seat to move is S or N, not {seat_text!r}")
    dice = None
    if len(fields) > 3:
        match = _DICE.match(fields[3])
        if match is None:
            raise PositionTextError(f"dice are two digits from 1 to 6 (e.g. 62), not {fields[3]!r}")
        dice = (int(match.group(1)), int(match.group(2)))
    extra = _extra_slots(variant)
    position = Position(sides["S"] + (0,) * extra, sides["N"] + (0,) * extra)
    if pins["S"] or pins["N"]:
        try:
            position = with_pins(position, pins["S"], pins["N"])
        except ValueError as exc:
            raise PositionTextError(str(exc)) from None
    state = variant.setup(position, SEATS.index(seat_text), dice)
    _check(state, pins)
    return state


def _extra_slots(variant: TablesVariant) -> int:
    """How many game-specific slots a side carries after index 25 (Plakoto's pin mask), as in the game's start."""
    rules = variant.rules_class(variant.options(None))
    return 0 if rules.start_draws else len(rules.start_position(()).south) - 26


def _side(body: str, pinned: list[int]) -> tuple[int, ...]:
    stacks: dict[int, int] = {}
    for token in body.replace(",", " ").split():
        match = _TOKEN.match(token.lower())
        if match is None:
            raise PositionTextError(f"bad token {token!r} (expected e.g. 13x5, 6, bar, barx2, 19p)")
        where, count = match.group(1), int(match.group(2) or 1)
        if where != "bar" and not 1 <= int(where) <= 24:
            raise PositionTextError(f"no point {where} (points are 1 to 24)")
        r = BAR if where == "bar" else 25 - int(where)
        if match.group(3):
            if where == "bar" or count != 1:
                raise PositionTextError(f"{token!r}: a pinned checker is one checker on a point (e.g. 19p)")
            pinned.append(int(where))
        stacks[r] = stacks.get(r, 0) + count
    try:
        return side_from_points(stacks)
    except ValueError:
        raise PositionTextError(f"more than {CHECKERS} checkers for one seat") from None


def _check(state: TablesState, pins: dict[str, list[int]]) -> None:
    """Two seats share a point only where one pins the other (Plakoto, rules.md §6.3); the game is not over."""
    rules, position = state.rules, state.position
    assert position is not None
    pinned = rules.pinned(position)
    if sum(map(len, pins.values())) != len(pinned):
        raise PositionTextError(f"{rules.names['en']} has no pinned checkers")
    on_point: dict[int, list[tuple[int, int]]] = {}
    for seat in (0, 1):
        for r in range(1, 25):
            if position[seat][r]:
                on_point.setdefault(rules.geometry.abs_point[seat][r], []).append((seat, r))
    for checkers in on_point.values():
        held_pinned = [checker for checker in checkers if checker in pinned]
        seat, r = checkers[0]
        if len(checkers) == 1 and held_pinned:
            raise PositionTextError(f"the pinned checker on {SEATS[seat]} {25 - r} has no pinner on its point")
        if len(checkers) == 2 and len(held_pinned) != 1:
            raise PositionTextError(f"{SEATS[seat]} {25 - r}: both seats have checkers on the same point")
    if rules.result(position) is not None:
        raise PositionTextError("the game is already over in this position")


def format_text(state: TablesState) -> str:
    """The literal of ``state`` (inverse of :func:`parse`): its position, the seat to move and its dice."""
    position = state.position
    if position is None:
        raise PositionTextError("the start position has not been drawn yet")
    pinned = state.rules.pinned(position)

    def side(seat: int) -> str:
        tokens = []
        for r in (BAR, *range(1, 25)):
            count = position[seat][r]
            if count:
                name = "bar" if r == BAR else str(25 - r)
                tokens.append(name + ("p" if (seat, r) in pinned else "x" + str(count) if count > 1 else ""))
        return ",".join(tokens)

    fields = [f"S:{side(0)}", f"N:{side(1)}", SEATS[state.seat]]
    if state.stage is Stage.PLAY:
        fields.append("".join(str(d) for d in state.dice))
    return "/".join(fields)
