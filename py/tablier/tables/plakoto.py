"""Plakoto (Greek Tavli): pinning instead of hitting, and the mother rule (seed 004; rules.md §6.3).

Contrary geometry, all 15 checkers on r1.  A checker stopping or resting on a
point held by one opposing checker pins it; a pinned checker cannot move until
every pinner has left; a point where one's own checker is pinned is closed to
its owner.  Bear-off (BO-std) only with all checkers home and none pinned.  The
mother (the last checker still on r1) is checked after every single move
(§9.16): pinned while the pinner's own r1 is empty, the pinner wins 2; both
mothers pinned, a draw.

State: each side tuple carries one extra slot (index 26), the bit mask of the
route indices (the owner's own) where that seat has a pinned checker.  The
core copies it untouched when it re-indexes a side; the hooks below keep it
exact (a bit is set only while a pinner is there), so equal boards are equal
positions.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import ClassVar

from ..protocol import Outcome
from .geometry import BAR, OFF
from .moves import STEPS
from .portes import Portes
from .position import CHECKERS, Position, Side, pos
from .rules import Move

PINS = 26
"""Index of the pinned-checker bit mask in a Plakoto side tuple."""


def _pins(side: Side) -> int:
    return side[PINS] if len(side) > PINS else 0


def with_pins(position: Position, south: Iterable[int] = (), north: Iterable[int] = ()) -> Position:
    """``position`` with Plakoto's pin slot: ``south``/``north`` list the standard
    point numbers (from that seat's side) of its pinned checkers."""
    sides = []
    for side, points in ((position.south, south), (position.north, north)):
        mask = 0
        for n in points:
            r = 25 - n
            if side[r] != 1:
                raise ValueError(f"a pinned checker is alone on its point (point {n})")
            mask |= 1 << r
        sides.append((*side[:PINS], mask))
    return Position(*sides)


def plakoto_pos(text: str, south: Sequence[int] = (), north: Sequence[int] = ()) -> Position:
    """A :func:`pos` literal with Plakoto pins (standard point numbers per seat)."""
    return with_pins(pos(text), south, north)


def pinned_points(side: Side) -> list[int]:
    """Route indices (the owner's) of ``side``'s pinned checkers."""
    mask = _pins(side)
    return [r for r in range(1, 25) if mask >> r & 1]


class Plakoto(Portes):
    """Portes with pins instead of hits, all checkers starting on r1, and the mother rule."""

    id = "plakoto"
    names = {"en": "Plakoto", "fr": "Plakoto"}
    source: ClassVar = {"en": "Plakoto, Greek Tavli", "fr": "Plakoto, tavli grec"}
    ends_mid_turn = True

    def start_position(self, draws: Sequence[tuple[int, int]]) -> Position:
        """All 15 on r1 (the opponent's home corner, "mana"), no pin (§6.3)."""
        side = (0, CHECKERS, *([0] * 24), 0)
        return Position(side, side)

    # --- single moves (contrary geometry: the opponent's own r is the mover's 25 − r) ---
    def blocked(self, own: Side, opp: Side, frm: int, to: int) -> str | None:
        """A pinned checker cannot move; no stop or rest on 2+ opposing checkers,
        nor on a point where one's own checker is pinned (§6.3)."""
        mine = _pins(own)
        if mine >> frm & 1:
            return "pinned-checker"
        if opp[to] >= 2:
            return "blocked-point"
        if mine >> to & 1:
            return "pinned-point"
        return None

    def bear_off_blocked(self, own: Side, opp: Side, frm: int, die: int) -> str | None:
        """BO-std (and the connection option), and no own checker pinned (§6.3)."""
        mine = _pins(own)
        if mine >> frm & 1:
            return "pinned-checker"
        reason = super().bear_off_blocked(own, opp, frm, die)
        if reason is None and mine:
            return "bear-off-pinned"
        return reason

    def single_moves(self, own: Side, opp: Side, die: int) -> list[Move]:
        """Every single move with ``die`` (no bar in Plakoto)."""
        moves: list[Move] = []
        home = not any(own[BAR:19])
        for frm in range(1, 25):
            if not own[frm]:
                continue
            to = frm + die
            if to >= OFF:
                if home and self.bear_off_blocked(own, opp, frm, die) is None:
                    moves.append(self.make_move(own, opp, frm, OFF, die))
            elif self.blocked(own, opp, frm, to) is None:
                moves.append(self.make_move(own, opp, frm, to, die))
        return moves

    def make_move(self, own: Side, opp: Side, frm: int, to: int, die: int) -> Move:
        """Move one checker: leaving the last pinner frees the pinned checker;
        stopping on a lone free opposing checker pins it (the step is marked as a hit)."""
        mine = list(own)
        if len(mine) == PINS:
            mine.append(0)
        mine[frm] -= 1
        theirs = list(opp) if len(opp) > PINS else [*opp, 0]
        if frm != BAR and not mine[frm] and theirs[PINS] >> (OFF - frm) & 1:
            theirs[PINS] &= ~(1 << (OFF - frm))
        pin = False
        if to == OFF:
            mine[OFF] += 1
        else:
            mine[to] += 1
            if opp[to] == 1 and not theirs[PINS] >> (OFF - to) & 1:
                theirs[PINS] |= 1 << (OFF - to)
                pin = True
        return STEPS[pin][die][frm], tuple(mine), tuple(theirs)

    # --- end -----------------------------------------------------------------
    def ends_game(self, own: Side, opp: Side) -> bool:
        """Checked after each single move: all off, or the mother rule (§6.3, §9.16).
        The opponent's r1 is the mover's r24; his pin mask is in his own indices."""
        return own[OFF] == CHECKERS or _mother_result(own[1], _pins(own), opp[24], _pins(opp), 0) is not None

    def result(self, position: Position) -> Outcome | None:
        """Bear-off win (1, gammon 2); mother win 2; both mothers pinned: draw 0."""
        for seat in (0, 1):
            if position[seat][OFF] == CHECKERS:
                return self.outcome(position, seat)
        south, north = position
        return _mother_result(south[1], _pins(south), north[1], _pins(north), 0)

    def winner(self, position: Position) -> int | None:
        found = self.result(position)
        return None if found is None else found.winner

    def outcome(self, position: Position, winner: int) -> Outcome:
        """All off: 1, or 2 (gammon) if the loser has none off; else the mother rule: 2."""
        if position[winner][OFF] == CHECKERS:
            return super().outcome(position, winner)
        return Outcome(winner, 2, "mother")

    def pinned(self, position: Position) -> frozenset[tuple[int, int]]:
        return frozenset((seat, r) for seat in (0, 1) for r in pinned_points(position[seat]))


def _mother_result(first_r1: int, first_pins: int, second_r1: int, second_pins: int, seat: int) -> Outcome | None:
    """The mother rule between seat ``seat`` and the other, from each one's count
    on his own r1 and pin mask (own route indices)."""
    first_mother = first_r1 == 1 and first_pins >> 1 & 1
    second_mother = second_r1 == 1 and second_pins >> 1 & 1
    if first_mother and second_mother:
        return Outcome(None, 0, "draw")
    if second_mother and not first_r1:
        return Outcome(seat, 2, "mother")
    if first_mother and not second_r1:
        return Outcome(1 - seat, 2, "mother")
    return None
