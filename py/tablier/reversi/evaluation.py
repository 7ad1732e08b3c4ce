"""Static evaluation of a Reversi position for the bot (rules.md §5).

Scores are from the point of view of the player to move, in hundredths of a
disc or so.  ``full`` weighs mobility, frontier (potential mobility), corners,
X and C squares next to an empty corner, edge stability and, late in the game,
discs and parity; ``simple`` is a square-weight table plus mobility, for the
medium level.  Finished games are scored exactly by :func:`final_score`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from .bitboard import FULL, NOT_A, NOT_H, legal_moves

WIN = 10_000  # a won finished game scores WIN + margin; heuristic scores stay far below
CLAMP = 5_000

CORNERS = 0x8100_0000_0000_0081
FILE_A = 0x0101_0101_0101_0101
COLUMN_MAGIC = 0x0102_0408_1020_4080  # gathers the eight bits of column a into one byte

# corner -> (its X square, its two C squares)
_CORNER_NEIGHBOURS = {0: (9, (1, 8)), 7: (14, (6, 15)), 56: (49, (48, 57)), 63: (54, (55, 62))}


def _xc_table() -> dict[int, tuple[int, int]]:
    """For each set of empty corners: the X squares and C squares next to them."""
    table = {}
    for subset in range(16):
        key = xs = cs = 0
        for k, (corner, (x, (c1, c2))) in enumerate(_CORNER_NEIGHBOURS.items()):
            if subset >> k & 1:
                key |= 1 << corner
                xs |= 1 << x
                cs |= (1 << c1) | (1 << c2)
        table[key] = (xs, cs)
    return table


_XC = _xc_table()


def _edge_stable(mine: int, theirs: int) -> int:
    """Stable discs of ``mine`` minus those of ``theirs`` on one edge (8-bit lines).

    An edge disc can only be flipped along the edge, so it is stable when the
    edge is full or when a run of its colour joins it to a corner.
    """
    if (mine | theirs) == 0xFF:
        return mine.bit_count() - theirs.bit_count()
    stable = 0
    for side in (mine, theirs):
        sign = 1 if side is mine else -1
        for start, step in ((0, 1), (7, -1)):
            i = start
            while 0 <= i < 8 and side >> i & 1:
                stable += sign
                i += step
    return stable


# index: mine | theirs << 8 (entries with overlapping bits are never used)
_EDGE = [_edge_stable(i & 0xFF, i >> 8) if not (i & 0xFF) & (i >> 8) else 0 for i in range(1 << 16)]


def final_score(p: int, o: int) -> int:
    """Exact score of a finished game for the player to move: ±(WIN + margin), or 0 (§5.4)."""
    diff = p.bit_count() - o.bit_count()
    return WIN + diff if diff > 0 else -WIN + diff if diff < 0 else 0


@dataclass(frozen=True)
class Weights:
    """Weights of the expert evaluation terms (per move, disc or square of difference)."""

    mobility: int = 60
    corner_moves: int = 150  # corners the side can take next
    frontier: int = 25
    corner: int = 350
    x_square: int = 120
    c_square: int = 40
    edge_stable: int = 90
    late_discs: int = 4  # times (20 - empties) per disc, in the last 20 empties
    parity: int = 60  # in the last 20 empties, for having the last move


def make_full(w: Weights) -> Callable[[int, int, int], int]:
    """The expert evaluation with weights ``w``: a function of ``(p, o, moves)``."""
    mob, corner_mob, front, corner, x_sq, c_sq, edge, late, parity = (
        w.mobility,
        w.corner_moves,
        w.frontier,
        w.corner,
        w.x_square,
        w.c_square,
        w.edge_stable,
        w.late_discs,
        w.parity,
    )

    def full(p: int, o: int, moves: int) -> int:
        """Mobility, frontier, corners, X/C squares, edge stability, late discs and parity."""
        empty = FULL ^ (p | o)
        empties = empty.bit_count()
        their_moves = legal_moves(o, p)
        mobility = moves.bit_count() - their_moves.bit_count()
        corner_mobility = (moves & CORNERS).bit_count() - (their_moves & CORNERS).bit_count()
        h = ((empty << 1) & NOT_A) | ((empty >> 1) & NOT_H) | empty
        near_empty = h | (h << 8) | (h >> 8)
        frontier = (o & near_empty).bit_count() - (p & near_empty).bit_count()
        corners = (p & CORNERS).bit_count() - (o & CORNERS).bit_count()
        xs, cs = _XC[empty & CORNERS]
        x_squares = (o & xs).bit_count() - (p & xs).bit_count()
        c_squares = (o & cs).bit_count() - (p & cs).bit_count()
        edges = (
            _EDGE[(p & 0xFF) | (o & 0xFF) << 8]
            + _EDGE[(p >> 56) | (o >> 56) << 8]
            + _EDGE[((p & FILE_A) * COLUMN_MAGIC >> 56 & 0xFF) | ((o & FILE_A) * COLUMN_MAGIC >> 56 & 0xFF) << 8]
            + _EDGE[
                ((p >> 7 & FILE_A) * COLUMN_MAGIC >> 56 & 0xFF) | ((o >> 7 & FILE_A) * COLUMN_MAGIC >> 56 & 0xFF) << 8
            ]
        )
        score = (
            mob * mobility
            + corner_mob * corner_mobility
            + front * frontier
            + corner * corners
            + x_sq * x_squares
            + c_sq * c_squares
            + edge * edges
        )
        if empties < 20:
            score += (20 - empties) * late * (p.bit_count() - o.bit_count())
            score += parity if empties & 1 else -parity
        return max(-CLAMP, min(CLAMP, score))

    return full


full = make_full(Weights())


# Classic square weights (corners good, X squares bad), grouped as (weight, mask).
_SQUARE_WEIGHTS = (
    (100, CORNERS),
    (-50, 0x0042_0000_0000_4200),  # X squares
    (-20, 0x4281_0000_0000_8142),  # C squares
    (10, 0x2400_8100_0081_0024),  # A squares (c1, a3, ...)
    (5, 0x1800_0081_8100_0018),  # B squares (d1, a4, ...)
    (-2, 0x003C_4242_4242_3C00),  # second ring
)


def simple(p: int, o: int, moves: int) -> int:
    """The medium level's evaluation: square weights plus mobility."""
    score = 0
    for weight, mask in _SQUARE_WEIGHTS:
        score += weight * ((p & mask).bit_count() - (o & mask).bit_count())
    return score + 8 * (moves.bit_count() - legal_moves(o, p).bit_count())
