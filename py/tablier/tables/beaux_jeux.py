"""The Swedish Tables figures, *beaux jeux* (seed 000 part 2 §3.4; rules.md §2.6).

Each uses all 15 checkers in the last quadrant, counted from the last point
(r24) back: simple couronne 3 on each of r20–24, double couronne 5 on each of
r22–24, escalier 7, 5, 3 on r24, r23, r22, tour all 15 on r24.  Each is worth 2.
"""

from __future__ import annotations

from .position import Side

FIGURES: dict[tuple[int, ...], str] = {
    (0, 0, 0, 0, 3, 3, 3, 3, 3): "simple-couronne",
    (0, 0, 0, 0, 0, 0, 5, 5, 5): "double-couronne",
    (0, 0, 0, 0, 0, 0, 3, 5, 7): "escalier",
    (0, 0, 0, 0, 0, 0, 0, 0, 15): "tour",
}
"""The counts on r16–24 of each figure (all 15 checkers, so r0–15 and off are empty)."""


def beau_jeu(side: Side) -> str:
    """The figure ``side`` (by its own route) forms, or "" if none."""
    if side[24] < 3 or side[20] + side[21] + side[22] + side[23] + side[24] != 15:
        return ""
    return FIGURES.get(tuple(side[16:25]), "")
