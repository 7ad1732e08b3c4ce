"""Giul (Greek Tavli): Fevga with the doublet cascade (seed 004; rules.md §6.5, §9.17).

A doublet d-d is played four times, then four times every higher doublet up
to 6-6, in that fixed order; the player uses as many of these moves as he can
over the whole cascade (§0.4 filter 1), and the turn stops at the first number
that cannot be played.  Everything else is Fevga.

A cascade can have tens of thousands of legal plays (§6.5 cost warning), so
cascades longer than one doublet are lazy turns (:mod:`.lazy`): legality is
decided step by step and the list is never built unless asked for.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from .fevga import Fevga


class Giul(Fevga):
    """Fevga whose doublets cascade up to 6-6."""

    id = "giul"
    names = {"en": "Giul", "fr": "Giul"}
    source: ClassVar = {"en": "Giul, Greek Tavli", "fr": "Giul, tavli grec"}
    dice_ordered = True

    def dice_for_roll(self, roll: Sequence[int]) -> tuple[int, ...]:
        """A simple roll: the two dice (higher first; order matters only for a
        cascade).  A doublet d-d: four d, then four of each higher number to 6."""
        a, b = roll
        if a != b:
            return (max(a, b), min(a, b))
        return tuple(d for d in range(a, 7) for _ in range(4))

    def in_order(self, left: tuple[int, ...]) -> bool:
        """Only a cascade is ordered (what is left of it has more than two dice);
        the two dice of a simple roll are played in either order, as in Fevga."""
        return len(left) > 2

    def lazy_turn(self, dice: tuple[int, ...]) -> bool:
        """A cascade beyond one doublet is decided step by step."""
        return len(dice) > 4
