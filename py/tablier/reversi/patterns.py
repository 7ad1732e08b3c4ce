"""A fitted Reversi evaluation: edge and corner pattern tables plus a few counts, by game phase.

The score of a position for the player to move predicts the final disc margin (in
hundredths of a disc) from:

- each of the four edges (8 squares) looked up in one table shared by the four, and each
  3x3 corner block (the corner, its C and X squares and the next ring) in another: these
  tables hold what hand-made terms could only approximate (stable edge runs, X and C
  squares beside an empty or taken corner, wedges and unbalanced edges);
- mobility, corner moves, frontier (potential mobility), parity of the empties and the
  disc difference, each with one weight, and a constant (the value of having the move).

Every weight depends on the phase: the number of empty squares in bands of ten.  The
weights were fitted by least squares (ridge) on the final margins of GRhino games
(``train/reversi_patterns.py``, docs/reversi.md) and are read from ``patterns.json``.
Pattern digits are 0 empty, 1 mover, 2 opponent; a table is indexed by the pattern's
base-3 number, its digits in a canonical order per corner or edge.
"""

from __future__ import annotations

import json
from collections.abc import Callable
from functools import cache
from importlib.resources import files

from .bitboard import FULL, NOT_A, NOT_H, legal_moves

WEIGHTS = files(__package__) / "patterns.json"
PHASE_WIDTH = 10  # empties per phase: 1-10, 11-20, ..., 51-60
PHASES = 6
CLAMP = 5_000
CORNERS = 0x8100_0000_0000_0081
FILE_A = 0x0101_0101_0101_0101
COLUMN_MAGIC = 0x0102_0408_1020_4080  # gathers the eight bits of column a into one byte
SCALARS = ("mobility", "corner_moves", "frontier", "parity", "discs", "bias")

# Row shifts of the 3x3 block of each corner: raw bit 3 * i + b is square ROWS[k][i] + b.
CORNER_ROWS = ((0, 8, 16), (5, 13, 21), (40, 48, 56), (45, 53, 61))
# (corner is on the top row, corner is on the left column) for a1, h1, a8, h8.
CORNER_SIDES = ((True, True), (True, False), (False, True), (False, False))


def _corner_digit(k: int, raw_bit: int) -> int:
    """Canonical digit (3 * distance from the corner's row + distance from its column)."""
    i, b = divmod(raw_bit, 3)
    square = CORNER_ROWS[k][i] + b
    row, col = divmod(square, 8)
    top, left = CORNER_SIDES[k]
    return 3 * (row if top else 7 - row) + (col if left else 7 - col)


def corner_raw(x: int, k: int) -> int:
    """The nine bits of corner ``k``'s 3x3 block in ``x``, in raw order (see ``CORNER_ROWS``)."""
    s0, s1, s2 = CORNER_ROWS[k]
    return (x >> s0 & 7) | (x >> (s1 - 3) & 0x38) | (x >> (s2 - 6) & 0x1C0)


def _ternary_table(digits: list[int], factor: int) -> list[int]:
    """For each bit mask, ``factor`` times the base-3 number with a 1 at each bit's digit."""
    return [
        factor * sum(3 ** digits[b] for b in range(len(digits)) if mask >> b & 1) for mask in range(1 << len(digits))
    ]


EDGE_MINE = _ternary_table(list(range(8)), 1)
EDGE_THEIRS = _ternary_table(list(range(8)), 2)
CORNER_MINE = tuple(_ternary_table([_corner_digit(k, b) for b in range(9)], 1) for k in range(4))
CORNER_THEIRS = tuple(_ternary_table([_corner_digit(k, b) for b in range(9)], 2) for k in range(4))


def edge_bytes(x: int) -> tuple[int, int, int, int]:
    """The four edges of ``x`` as bytes: row 1, row 8, column a, column h."""
    return (
        x & 0xFF,
        x >> 56,
        (x & FILE_A) * COLUMN_MAGIC >> 56 & 0xFF,
        (x >> 7 & FILE_A) * COLUMN_MAGIC >> 56 & 0xFF,
    )


def pattern_indices(p: int, o: int) -> tuple[list[int], list[int]]:
    """The four edge indices and the four corner indices of ``(p, o)`` (for fitting and tests)."""
    edges = [EDGE_MINE[m] + EDGE_THEIRS[t] for m, t in zip(edge_bytes(p), edge_bytes(o), strict=True)]
    corners = [CORNER_MINE[k][corner_raw(p, k)] + CORNER_THEIRS[k][corner_raw(o, k)] for k in range(4)]
    return edges, corners


def scalar_features(p: int, o: int, moves: int) -> tuple[int, int, int, int, int, int]:
    """Mobility, corner moves, frontier, parity, disc difference, 1 (see ``SCALARS``)."""
    empty = FULL ^ (p | o)
    their_moves = legal_moves(o, p)
    h = ((empty << 1) & NOT_A) | ((empty >> 1) & NOT_H) | empty
    near_empty = h | (h << 8) | (h >> 8)
    return (
        moves.bit_count() - their_moves.bit_count(),
        (moves & CORNERS).bit_count() - (their_moves & CORNERS).bit_count(),
        (o & near_empty).bit_count() - (p & near_empty).bit_count(),
        1 if empty.bit_count() & 1 else -1,
        p.bit_count() - o.bit_count(),
        1,
    )


def phase_of(empties: int) -> int:
    """The phase of a position with ``empties`` empty squares (0: the last ten)."""
    return min(PHASES - 1, max(0, empties - 1) // PHASE_WIDTH)


def symmetry_classes(n: int, perm: tuple[int, ...]) -> list[int]:
    """For each base-3 number of ``n`` digits, the rank of its class under the digit permutation
    ``perm`` (an involution): a number and its image share a class, ranked by their smaller one."""
    images = [0]
    for k in range(n):  # numbers of k + 1 digits: digit k moves to place perm[k]
        images = [image + d * 3 ** perm[k] for d in range(3) for image in images]
    ranks: list[int] = []
    count = 0
    for i, image in enumerate(images):
        if image < i:
            ranks.append(ranks[image])
        else:
            ranks.append(count)
            count += 1
    return ranks


EDGE_MIRROR = (7, 6, 5, 4, 3, 2, 1, 0)  # an edge read from its other end
CORNER_DIAGONAL = (0, 3, 6, 1, 4, 7, 2, 5, 8)  # digit 3r + c <-> 3c + r


@cache
def phase_tables() -> list[tuple[list[int], list[int], tuple[int, ...]]]:
    """Per phase: edge table, corner table, scalar weights, read once from ``patterns.json``.

    The file holds one value per symmetry class (3,321 edge and 10,206 corner classes); the
    tables are expanded here to every index.
    """
    data = json.loads(WEIGHTS.read_text())
    edge_ranks = symmetry_classes(8, EDGE_MIRROR)
    corner_ranks = symmetry_classes(9, CORNER_DIAGONAL)
    return [
        (
            [phase["edge"][r] for r in edge_ranks],
            [phase["corner"][r] for r in corner_ranks],
            tuple(phase["scalars"]),
        )
        for phase in data["phases"]
    ]


def make_pattern_eval() -> Callable[[int, int, int], int]:
    """The fitted evaluation ``(p, o, moves) -> score`` (weights read on first call)."""
    by_empties: list[tuple[list[int], list[int], tuple[int, ...]]] = []
    em, et = EDGE_MINE, EDGE_THEIRS
    c0m, c1m, c2m, c3m = CORNER_MINE
    c0t, c1t, c2t, c3t = CORNER_THEIRS

    def evaluate(p: int, o: int, moves: int) -> int:
        """Edge and corner tables plus mobility, corner moves, frontier, parity, discs."""
        if not by_empties:
            by_empties.extend(phase_tables()[phase_of(e)] for e in range(65))
        empty = FULL ^ (p | o)
        empties = empty.bit_count()
        edge, corner, (w_mob, w_cmob, w_front, w_parity, w_discs, bias) = by_empties[empties]
        their_moves = legal_moves(o, p)
        h = ((empty << 1) & NOT_A) | ((empty >> 1) & NOT_H) | empty
        near_empty = h | (h << 8) | (h >> 8)
        pa = (p & FILE_A) * COLUMN_MAGIC >> 56 & 0xFF
        oa = (o & FILE_A) * COLUMN_MAGIC >> 56 & 0xFF
        ph = (p >> 7 & FILE_A) * COLUMN_MAGIC >> 56 & 0xFF
        oh = (o >> 7 & FILE_A) * COLUMN_MAGIC >> 56 & 0xFF
        score = (
            edge[em[p & 0xFF] + et[o & 0xFF]]
            + edge[em[p >> 56] + et[o >> 56]]
            + edge[em[pa] + et[oa]]
            + edge[em[ph] + et[oh]]
            + corner[
                c0m[(p & 7) | (p >> 5 & 0x38) | (p >> 10 & 0x1C0)] + c0t[(o & 7) | (o >> 5 & 0x38) | (o >> 10 & 0x1C0)]
            ]
            + corner[
                c1m[(p >> 5 & 7) | (p >> 10 & 0x38) | (p >> 15 & 0x1C0)]
                + c1t[(o >> 5 & 7) | (o >> 10 & 0x38) | (o >> 15 & 0x1C0)]
            ]
            + corner[
                c2m[(p >> 40 & 7) | (p >> 45 & 0x38) | (p >> 50 & 0x1C0)]
                + c2t[(o >> 40 & 7) | (o >> 45 & 0x38) | (o >> 50 & 0x1C0)]
            ]
            + corner[
                c3m[(p >> 45 & 7) | (p >> 50 & 0x38) | (p >> 55 & 0x1C0)]
                + c3t[(o >> 45 & 7) | (o >> 50 & 0x38) | (o >> 55 & 0x1C0)]
            ]
            + w_mob * (moves.bit_count() - their_moves.bit_count())
            + w_cmob * ((moves & CORNERS).bit_count() - (their_moves & CORNERS).bit_count())
            + w_front * ((o & near_empty).bit_count() - (p & near_empty).bit_count())
            + (w_parity if empties & 1 else -w_parity)
            + w_discs * (p.bit_count() - o.bit_count())
            + bias
        )
        return max(-CLAMP, min(CLAMP, score))

    return evaluate
