"""A learned evaluation for the contrary family: a small network read by pure Python.

The networks (one hidden layer, sigmoid units) were trained by TD(λ) self-play
with ``train/td.py`` (docs/bots.md, *The learned evaluation*): Portes's, which
also serves Backgammon 225, Plakoto's and Fevga's.  A network sees a position from the
side of the player who has just moved (the other player is on roll), each side
in its own route (r = 0 bar, 1..24, 25 off), in Tesauro's encoding: four units
per point (at least 1, 2, 3 checkers, then half of the checkers beyond 3), the
bar (checkers / 2) and the borne-off checkers (/ 15); Plakoto's also sees each
side's pinned checkers (one unit per point, from the pin mask in slot 26 of a
side, ``tablier.tables.plakoto``); Fevga's sees each side's blocks (for every
point it holds, the length of its run of held points along the opponent's
route, as the seed counts a barrier: units "at least 2 … at least 6"),
whether its runner has left the start quarter, and its pip count
(:func:`fevga_side_inputs`), and then the hand-made evaluation's own terms
of the position (:func:`term_inputs`: the network learns on top of them, as
gnubg's nets see hand-made features).  Its three outputs are the mover's chances
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
from importlib.resources import files
from operator import add, mul
from typing import TYPE_CHECKING

from ..tables.fevga import opp_index
from ..tables.plakoto import pinned_points
from .evaluate import evaluate_terms, gammon_chances, win_chance

if TYPE_CHECKING:
    from .profiles import Profile

WEIGHTS = files(__package__) / "weights"

SIDE_INPUTS = 98
"""Inputs per side: 24 points × 4 units, the bar, the borne-off checkers."""

PIN_INPUTS = 24
"""Inputs per side of a network that sees pins: one per point (after both sides' 98)."""

FEVGA_BLOCKS = (2, 3, 4, 5, 6)
"""Fevga's block units of a held point: its run is at least this long (six points make a full block)."""

FEVGA_INPUTS = 24 * len(FEVGA_BLOCKS) + 2
"""Fevga's inputs per side (after both sides' 98): the block units, start quarter left, pips / PIP_SCALE."""

PIP_SCALE = 180.0
"""Pips are given to the Fevga network divided by this (15 checkers on r1: 360 pips → 2)."""

TERM_SCALE = 30.0
"""Hand-made terms (pips) are given to a network divided by this."""

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


_OPPONENT_ORDER = tuple(opp_index(q) for q in range(1, 25))
"""A side's route indexes in the order of the opponent's route (his r1..r24)."""


def block_lengths(side: Sequence[int]) -> list[int]:
    """For each route index r (1..24) of ``side``'s own route, the length of the run of
    points it holds that contains r, counted along the opponent's route (Fevga, rules.md
    §6.4, Remarque 2: a barrier is six consecutive points of the blocked player's way);
    0 where it holds nothing.  Index 0 is unused."""
    lengths = [0] * 25
    run: list[int] = []
    for r in (*_OPPONENT_ORDER, 0):  # 0: a sentinel that ends the last run
        if r and side[r]:
            run.append(r)
        elif run:
            for held in run:
                lengths[held] = len(run)
            run = []
    return lengths


def pips(side: Sequence[int]) -> int:
    """Pips a side still has to travel (its own route: r = 0 bar, 25 off)."""
    return sum((25 - r) * side[r] for r in range(25))


def fevga_side_inputs(side: Sequence[int]) -> list[float]:
    """The Fevga inputs of one side (after both sides' 98): for each point r1..24 its
    block units (:data:`FEVGA_BLOCKS`, from :func:`block_lengths`), then whether a
    checker has left the start quarter (reached r13 or beyond: the postillon phase is
    over), then the pip count / :data:`PIP_SCALE`."""
    lengths = block_lengths(side)
    units: list[float] = []
    for r in range(1, 25):
        units.extend(_BLOCK_UNITS[lengths[r]])
    units.append(float(any(side[13:26])))
    units.append(pips(side) / PIP_SCALE)
    return units


_BLOCK_UNITS = tuple(tuple(float(length >= k) for k in FEVGA_BLOCKS) for length in range(25))
"""The block units of a point by the length of its run."""


def term_inputs(profile: Profile, own: tuple[int, ...], opp: tuple[int, ...], names: Sequence[str]) -> list[float]:
    """The hand-made evaluation's view of a position as network inputs (``own``, ``opp`` in the
    mover's view, as :func:`.evaluate.evaluate_terms` takes them): the named terms / TERM_SCALE
    (0 where a term is absent), contact, the hand-made winning chance and its two double-win chances."""
    terms = evaluate_terms(profile, own, opp)
    gammon_own, gammon_opp = gammon_chances(profile, own, opp, terms)
    values = terms.values
    scaled = [values.get(name, 0.0) / TERM_SCALE for name in names]
    return [*scaled, float(terms.contact), win_chance(terms), gammon_own, gammon_opp]


TERM_EXTRAS = 4
"""Inputs :func:`term_inputs` adds after the named terms."""


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
        self.fevga = data.get("inputs") == "fevga"
        self.terms: tuple[str, ...] = tuple(data.get("terms", ()))
        """The hand-made terms the network sees (:func:`term_inputs`), in its last inputs; () for none."""
        n_terms = len(self.terms) + TERM_EXTRAS if self.terms else 0
        expected = (plain + 2 * FEVGA_INPUTS + n_terms,) if self.fevga else (plain, plain + 2 * PIN_INPUTS)
        if len(w1) not in expected or any(len(row) != self.hidden for row in w1):
            raise ValueError("weights: w1 must be 196 rows (244 with pins, 440 for Fevga + terms) of the hidden size")
        self.term_rows = [[float(x) for x in row] for row in w1[len(w1) - n_terms :]] if n_terms else []
        self.pins = not self.fevga and len(w1) > plain
        # Fevga: block_rows[side][r][length]: what a held point in a run of that length adds (thresholds folded)
        self.block_rows: list[list[list[list[float]]]] = []
        self.phase_rows: list[list[float]] = []
        self.pip_rows: list[list[float]] = []
        if self.fevga:
            for side in range(2):
                base = plain + side * FEVGA_INPUTS
                per_point = []
                for r in range(1, 25):
                    rows = [w1[base + (r - 1) * len(FEVGA_BLOCKS) + i] for i in range(len(FEVGA_BLOCKS))]
                    by_length = []
                    for length in range(25):
                        vec = [0.0] * self.hidden
                        for row, k in zip(rows, FEVGA_BLOCKS, strict=True):
                            if length >= k:
                                vec = [v + float(w) for v, w in zip(vec, row, strict=True)]
                        by_length.append(vec)
                    per_point.append(by_length)
                self.block_rows.append([[], *per_point])
                self.phase_rows.append([float(x) for x in w1[base + FEVGA_INPUTS - 2]])
                self.pip_rows.append([float(x) for x in w1[base + FEVGA_INPUTS - 1]])
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

    def chances(
        self, own: Sequence[int], theirs: Sequence[int], terms: Sequence[float] = ()
    ) -> tuple[float, float, float]:
        """(win, gammon win, gammon loss) of the player who just moved; both sides in their own route;
        ``terms``: the position's :func:`term_inputs` for a network that sees them."""
        if len(terms) != len(self.term_rows):
            raise ValueError(f"this network takes {len(self.term_rows)} term inputs, got {len(terms)}")
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
        if self.fevga:
            for side, checkers in enumerate((own, theirs)):
                by_point = self.block_rows[side]
                lengths = block_lengths(checkers)
                for r in range(1, 25):
                    if lengths[r] >= 2:
                        h = list(map(add, h, by_point[r][lengths[r]]))
                if any(checkers[13:26]):
                    h = list(map(add, h, self.phase_rows[side]))
                scale = pips(checkers) / PIP_SCALE
                if scale:
                    h = [x + scale * w for x, w in zip(h, self.pip_rows[side], strict=True)]
        for x, row in zip(terms, self.term_rows, strict=True):
            if x:
                h = [v + x * w for v, w in zip(h, row, strict=True)]
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
