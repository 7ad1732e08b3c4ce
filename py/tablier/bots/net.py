"""A learned evaluation for the contrary family: a small network read by pure Python.

The networks (one hidden layer, sigmoid units) were trained by TD(λ) self-play
with ``train/td.py`` (docs/bots.md, *The learned evaluation*): Portes's, which
also serves Backgammon 225, and Plakoto's.  A network sees a position from the
side of the player who has just moved (the other player is on roll), each side
in its own route (r = 0 bar, 1..24, 25 off), in Tesauro's encoding: four units
per point (at least 1, 2, 3 checkers, then half of the checkers beyond 3), the
bar (checkers / 2) and the borne-off checkers (/ 15); Plakoto's also sees each
side's pinned checkers (one unit per point, from the pin mask in slot 26 of a
side, ``tablier.tables.plakoto``).  Its three outputs are the mover's chances
of a win, of a double win and of a double loss (rules.md §6.1: a gammon when
the loser has borne off none; §6.3: Plakoto's mother win too).

Inference needs the standard library only: the first layer is folded into one
table per side, point and checker count, so a position costs one vector sum
per occupied point (runs in the Pyodide worker).
"""

from __future__ import annotations

import json
import math
from collections.abc import Sequence
from functools import cache
from operator import add, mul
from pathlib import Path

from ..tables.plakoto import pinned_points

WEIGHTS = Path(__file__).with_name("weights")

SIDE_INPUTS = 98
"""Inputs per side: 24 points × 4 units, the bar, the borne-off checkers."""

PIN_INPUTS = 24
"""Inputs per side of a network that sees pins: one per point (after both sides' 98)."""

MAX_CHECKERS = 15


def point_units(n: int) -> tuple[float, float, float, float]:
    """Tesauro's four units of a point holding ``n`` of one side's checkers."""
    return (float(n >= 1), float(n >= 2), float(n >= 3), max(n - 3, 0) / 2.0)


def side_inputs(side: Sequence[int]) -> list[float]:
    """The 98 inputs of one side (its own route: r = 0 bar, 1..24, 25 off)."""
    units: list[float] = []
    for r in range(1, 25):
        units.extend(point_units(side[r]))
    units.append(side[0] / 2.0)
    units.append(side[25] / float(MAX_CHECKERS))
    return units


def _input_index(r: int) -> list[int]:
    """The input slots of route index r within one side's block."""
    if r == 0:
        return [96]
    if r == 25:
        return [97]
    return [4 * (r - 1) + k for k in range(4)]


def _unit_values(r: int, n: int) -> list[float]:
    if r == 0:
        return [n / 2.0]
    if r == 25:
        return [n / float(MAX_CHECKERS)]
    return list(point_units(n))


class Net:
    """The network of one weights file: ``chances(own, theirs)`` → (win, gammon win, gammon loss)."""

    def __init__(self, data: dict) -> None:
        w1: list[list[float]] = data["w1"]  # inputs × hidden
        self.hidden = len(data["b1"])
        plain = 2 * SIDE_INPUTS
        if len(w1) not in (plain, plain + 2 * PIN_INPUTS) or any(len(row) != self.hidden for row in w1):
            raise ValueError("weights: w1 must be 196 rows (244 with pins) of the hidden size")
        self.pins = len(w1) > plain
        # pin_rows[side][r]: the hidden pre-activation added by a pinned checker of that side on r
        self.pin_rows: list[list[list[float]]] = (
            [
                [[float(x) for x in w1[plain + side * PIN_INPUTS + r - 1]] if r else [] for r in range(25)]
                for side in range(2)
            ]
            if self.pins
            else []
        )
        if len(data["w2"]) != 3 or any(len(row) != self.hidden for row in data["w2"]) or len(data["b2"]) != 3:
            raise ValueError("weights: w2 must be 3 rows of the hidden size, b2 three values")
        self.b1: list[float] = [float(x) for x in data["b1"]]
        self.w2: list[list[float]] = [[float(x) for x in row] for row in data["w2"]]
        self.b2: list[float] = [float(x) for x in data["b2"]]
        self.meta: dict = data.get("training", {})
        # table[side][r][n]: the hidden pre-activation added by n checkers of that side on r
        self.table: list[list[list[list[float] | None]]] = []
        for side in range(2):
            base = side * SIDE_INPUTS
            per_point = []
            for r in range(26):
                rows = [w1[base + i] for i in _input_index(r)]
                counts: list[list[float] | None] = [None]
                for n in range(1, MAX_CHECKERS + 1):
                    vec = [0.0] * self.hidden
                    for row, x in zip(rows, _unit_values(r, n), strict=True):
                        if x:
                            vec = [v + x * w for v, w in zip(vec, row, strict=True)]
                    counts.append(vec)
                per_point.append(counts)
            self.table.append(per_point)

    def chances(self, own: Sequence[int], theirs: Sequence[int]) -> tuple[float, float, float]:
        """(win, gammon win, gammon loss) of the player who just moved; both sides in their own route."""
        h = self.b1
        for side, checkers in ((self.table[0], own), (self.table[1], theirs)):
            for r in range(26):
                n = checkers[r]
                if n:
                    h = list(map(add, h, side[r][n]))  # type: ignore[arg-type]
        if self.pins:
            for rows, checkers in ((self.pin_rows[0], own), (self.pin_rows[1], theirs)):
                for r in pinned_points(checkers):
                    h = list(map(add, h, rows[r]))
        exp = math.exp
        h = [1.0 / (1.0 + exp(-x)) if x > -40.0 else 0.0 for x in h]
        out = []
        for row, bias in zip(self.w2, self.b2, strict=True):
            x = bias + sum(map(mul, row, h))
            out.append(1.0 / (1.0 + exp(-x)) if x > -40.0 else 0.0)
        win, gammon_win, gammon_loss = out
        # a gammon is a kind of win: keep the outputs consistent
        return win, min(gammon_win, win), min(gammon_loss, 1.0 - win)


@cache
def load_net(name: str) -> Net:
    """The network of ``weights/<name>.json`` (read once)."""
    return Net(json.loads((WEIGHTS / f"{name}.json").read_text()))
