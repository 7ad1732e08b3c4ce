"""Verdicts: how much a play lost against the best, in words (docs/review.md).

A tables play is judged by the equity it gives away (expected points, the
hard level's 2-ply evaluation), with gnubg's thresholds for a doubtful, bad
and very bad move; a Reversi move by the winning chance it gives away.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

VERDICTS: tuple[str, ...] = ("best", "inaccuracy", "mistake", "blunder")
"""From the least to the most serious."""

THRESHOLDS: Mapping[str, tuple[float, float, float]] = {
    "equity": (0.04, 0.08, 0.16),
    "win": (0.05, 0.10, 0.20),
}
"""Per scale, the loss from which a play is an inaccuracy, a mistake, a blunder (less: best).

``equity``: expected points (a single game is worth 1), gnubg's doubtful / bad / very bad;
``win``: winning chance from 0 to 1 (Reversi), as chess reviews grade the winning chance lost."""


def verdict(loss: float, scale: str) -> str:
    """The verdict of a play that lost ``loss`` (≥ 0) on ``scale`` against the best play."""
    inaccuracy, mistake, blunder = THRESHOLDS[scale]
    if loss >= blunder:
        return "blunder"
    if loss >= mistake:
        return "mistake"
    if loss >= inaccuracy:
        return "inaccuracy"
    return "best"


def summary(moves: Iterable[Mapping[str, Any]]) -> list[dict[str, Any]]:
    """Per seat: the count of each verdict, the decisions graded, the total and mean loss and the
    error rate (the share of graded decisions that were not the best)."""
    seats = [{"counts": dict.fromkeys(VERDICTS, 0), "graded": 0, "loss": 0.0} for _ in range(2)]
    for move in moves:
        seat = seats[move["seat"]]
        seat["counts"][move["verdict"]] += 1
        seat["graded"] += 1
        seat["loss"] += move["loss"]
    for seat in seats:
        graded = seat["graded"]
        seat["loss"] = round(seat["loss"], 4)
        seat["mean_loss"] = round(seat["loss"] / graded, 4) if graded else 0.0
        seat["error_rate"] = round((graded - seat["counts"]["best"]) / graded, 3) if graded else 0.0
    return seats
