"""Where a Reversi game left the known openings (docs/review.md).

The four first moves of Black are one and the same opening turned about the board (the start position is
symmetric under both diagonal reflections and the half-turn), so a game is first turned so that it opens on
f5, the usual way to write openings.  The lines below are the opening families and a few named openings of
Robert Gatliff's list of Othello openings (as the Othello Wiki Book Project names the families): the review
names the deepest line the game followed and the first move that left them all.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

LINES: dict[str, tuple[str, ...]] = {
    "f5 d6": ("Perpendicular opening", "Ouverture perpendiculaire"),
    "f5 f6": ("Diagonal opening", "Ouverture diagonale"),
    "f5 f4": ("Parallel opening", "Ouverture parallèle"),
    "f5 d6 c3 d3 c4": ("Tiger", "Tigre"),
    "f5 f6 e6 f4 c3": ("Buffalo", "Buffle"),
    "f5 f6 e6 f4 g5": ("Heath (Tobidashi)", "Heath (Tobidashi)"),
    "f5 f6 e6 f4 g6": ("Snake (Peasant)", "Serpent (Peasant)"),
}
"""Openings as the moves from the start (Black first, written from f5), with their names in English and French."""

SOURCE = {
    "en": "Robert Gatliff's list of Othello openings",
    "fr": "la liste des ouvertures d'Othello de Robert Gatliff",
}

_SYMMETRIES = (
    lambda f, r: (f, r),
    lambda f, r: (r, f),  # the a1-h8 diagonal
    lambda f, r: (7 - r, 7 - f),  # the a8-h1 diagonal
    lambda f, r: (7 - f, 7 - r),  # the half-turn
)


def _turn(square: str, symmetry: Any) -> str:
    f, r = symmetry("abcdefgh".index(square[0]), int(square[1]) - 1)
    return "abcdefgh"[f] + str(r + 1)


def from_f5(moves: Sequence[str]) -> list[str]:
    """``moves`` turned so that the first one is f5 (the board's symmetry that takes it there)."""
    if not moves or moves[0] == "pass":
        return list(moves)
    symmetry = next(s for s in _SYMMETRIES if _turn(moves[0], s) == "f5")
    return [m if m == "pass" else _turn(m, symmetry) for m in moves]


def opening(moves: Sequence[str]) -> dict[str, Any]:
    """``{"name": {en, fr} or None (the deepest named line followed to its end), "left": the index of the first
    move outside every known line (None while the game is inside them), "deviated": whether a known line went
    on with another move there (else the known lines simply end), "source": {en, fr}}``."""
    turned = from_f5(moves)
    lines = [(line.split(), names) for line, names in LINES.items()]
    name, depth = None, 0
    for known, names in lines:
        if turned[: len(known)] == known and len(known) >= depth:
            name, depth = {"en": names[0], "fr": names[1]}, len(known)
    inside = max(_common(turned, known) for known, _ in lines)
    left = inside if inside < len(turned) else None
    deviated = left is not None and any(len(known) > inside and turned[:inside] == known[:inside] for known, _ in lines)
    return {"name": name, "left": left, "deviated": deviated, "source": dict(SOURCE)}


def _common(moves: Sequence[str], known: Sequence[str]) -> int:
    """How many first moves of ``moves`` follow ``known``."""
    n = 0
    while n < min(len(moves), len(known)) and moves[n] == known[n]:
        n += 1
    return n
