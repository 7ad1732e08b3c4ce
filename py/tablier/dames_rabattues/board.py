"""One player's six points: stacks to knock down, then checkers to bear off.

Seed 001 §2 (start), §9 (knocking down), §10 (bearing off); rules.md §3.1–3.4.
"""

from __future__ import annotations

from dataclasses import dataclass

CHECKERS = 15
START_COUNT = (2, 2, 2, 3, 3, 3)
"""Checkers on points 1..6 at the start (seed 001 §2: "les cases 1 ... deux dames, les cases 5 trois")."""

START_PENDING = tuple(c - 1 for c in START_COUNT)
"""A stack of c checkers is down after c − 1 knockdowns: 9 per player (seed 001 §9 figures; rules.md §3.2)."""

COMPASS = ("N", "S")
"""Seat 0 = White at the top of the seed's figure (seat N), seat 1 = Black at the bottom (seat S)."""

KNOCKDOWN = "knockdown"
BEAROFF = "bearoff"


def absolute(seat: int, point: int) -> int:
    """Absolute board index of a seat's point k: S → 12 − k, N → 11 + k (rules.md §0.2, §3.1)."""
    return 11 + point if COMPASS[seat] == "N" else 12 - point


@dataclass(frozen=True)
class Side:
    """``pending[k-1]``: knockdowns still due on point k; ``count[k-1]``: checkers on point k."""

    pending: tuple[int, ...] = START_PENDING
    count: tuple[int, ...] = START_COUNT

    def __post_init__(self) -> None:
        ok = len(self.pending) == len(self.count) == 6 and all(
            0 <= p <= sp and 0 <= c <= sc
            for p, c, sp, sc in zip(self.pending, self.count, START_PENDING, START_COUNT, strict=True)
        )
        # Checkers leave only in phase 2 (seed 001 §9 end, §10), so a phase-1 side has its 15 checkers.
        if not ok or (any(self.pending) and self.count != START_COUNT):
            raise ValueError(f"not a Dames Rabattues position: pending={self.pending}, count={self.count}")

    @classmethod
    def knocking(cls, pending: tuple[int, ...]) -> Side:
        """A phase-1 side (all 15 checkers present) with these pending knockdowns."""
        return cls(pending=tuple(pending), count=START_COUNT)

    @classmethod
    def bearing(cls, count: tuple[int, ...]) -> Side:
        """A phase-2 side (everything knocked down) with these checkers left."""
        return cls(pending=(0,) * 6, count=tuple(count))

    @property
    def knocking_down(self) -> bool:
        """Phase 1 lasts while any knockdown is pending (seed 001 §9 end)."""
        return any(self.pending)

    @property
    def finished(self) -> bool:
        """No checker left: this player has won (seed 001 §3, §12)."""
        return not any(self.count)

    @property
    def off(self) -> int:
        """Checkers borne off."""
        return CHECKERS - sum(self.count)

    def standing(self, point: int) -> int:
        """Checkers still in the pile on ``point``: p + 1 while p knockdowns are due, else none."""
        pending = self.pending[point - 1]
        return pending + 1 if pending else 0

    def action(self, die: int) -> str | None:
        """What a die does for this side, or None if unusable.

        Phase 1: knock down on point = die if one is due there (seed 001 §9).
        Phase 2: bear off from point = die if it holds a checker (seed 001 §10).
        """
        if self.knocking_down:
            return KNOCKDOWN if self.pending[die - 1] else None
        return BEAROFF if self.count[die - 1] else None

    def use(self, die: int) -> tuple[Side, str]:
        """The side after using ``die`` (which must be usable), and what it did."""
        action = self.action(die)
        if action is None:
            raise ValueError(f"die {die} is not usable here")
        i = die - 1
        if action == KNOCKDOWN:
            pending = self.pending[:i] + (self.pending[i] - 1,) + self.pending[i + 1 :]
            return Side(pending, self.count), action
        return Side(self.pending, self.count[:i] + (self.count[i] - 1,) + self.count[i + 1 :]), action
