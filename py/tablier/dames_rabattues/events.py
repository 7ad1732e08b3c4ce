"""What happened during one throw, step by step, for the UI to animate and narrate.

JSON forms (``by`` = the seat that threw the die, ``for`` = the seat whose checker it moved):

- ``{"action": "rolloff", "dice": [w, b], "starts": seat | None}``: one die per seat; None = tie, again
- ``{"action": "knockdown" | "bearoff", "die": d, "by": t, "for": s, "point": d, "abs": A}``
- ``{"action": "phase2", "for": s}``: s has knocked everything down and now bears off
- ``{"action": "lost", "die": d, "by": t}``: usable by neither player
- ``{"action": "win", "for": s, "primacy": bool}``: primacy = the thrower won although this throw
  would also have finished the opponent (seed 001 §11 "primauté du jeu")
- ``{"action": "rethrow", "by": t}``: after a doublet the thrower throws again (seed 001 §8)
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from .board import absolute

ROLLOFF = "rolloff"
PHASE2 = "phase2"
LOST = "lost"
WIN = "win"
RETHROW = "rethrow"


@dataclass(frozen=True)
class Event:
    """One step of a throw's resolution (see the module docstring for each kind)."""

    action: str
    die: int | None = None
    by: int | None = None
    seat: int | None = None
    dice: tuple[int, ...] | None = None
    primacy: bool | None = None

    def to_json(self) -> dict[str, Any]:
        """The event as a JSON-able dict with the keys documented above."""
        out: dict[str, Any] = {"action": self.action}
        if self.action == ROLLOFF:
            return {**out, "dice": list(self.dice or ()), "starts": self.seat}
        if self.die is not None:
            out["die"] = self.die
        if self.by is not None:
            out["by"] = self.by
        if self.seat is not None:
            out["for"] = self.seat
        if self.die is not None and self.seat is not None:
            out["point"] = self.die
            out["abs"] = absolute(self.seat, self.die)
        if self.primacy is not None:
            out["primacy"] = self.primacy
        return out
