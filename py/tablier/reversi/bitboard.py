"""Reversi on 64-bit integer bitboards: legal moves, flips, square names.

Square ``i`` is column ``i % 8`` (a-h, left to right) and row ``i // 8``
(1-8, top to bottom), so a1 is bit 0 and h8 is bit 63 (rules.md §5.1).
A position is ``(P, O)``: the discs of the player to move and of the opponent.
Moves are generated with shifts and edge masks (rules.md §5.2; seed 003).
"""

from __future__ import annotations

from collections.abc import Iterator

from .flips import FLIPS  # FLIPS[square](p, o): what flips(p, o, square) returns, one call cheaper

FULL = 0xFFFF_FFFF_FFFF_FFFF
INNER_COLS = 0x7E7E_7E7E_7E7E_7E7E  # columns b-g: a run crossing them cannot wrap
NOT_A = 0xFEFE_FEFE_FEFE_FEFE
NOT_H = 0x7F7F_7F7F_7F7F_7F7F

# rules.md §5.1: d4 White, e4 Black, d5 Black, e5 White; Black moves first.
START_BLACK = (1 << 28) | (1 << 35)
START_WHITE = (1 << 27) | (1 << 36)

PASS = -1
PASS_NAME = "pass"
NAMES: tuple[str, ...] = tuple(f"{'abcdefgh'[i % 8]}{i // 8 + 1}" for i in range(64))
SQUARES: dict[str, int] = {name: i for i, name in enumerate(NAMES)}


def legal_moves(p: int, o: int) -> int:
    """Bitboard of the squares where the player owning ``p`` may place a disc.

    A placement is legal iff it brackets a contiguous line of opposing discs in
    some direction (rules.md §5.2).  For each of the eight directions the run of
    ``o`` discs next to ``p`` is grown by shifts (1, 2, then 2 more with the
    doubled mask ``pro2``, reaching the longest run of 6), then shifted once
    more onto an empty square.  Horizontal and diagonal runs use only columns
    b-g, so no shift wraps around an edge.  Unrolled: this is the engine's hot spot.
    """
    oh = o & INNER_COLS
    pro2 = oh & (oh << 1)
    x = oh & (p << 1)
    x |= oh & (x << 1)
    x |= pro2 & (x << 2)
    x |= pro2 & (x << 2)
    moves = x << 1
    pro2 >>= 1
    x = oh & (p >> 1)
    x |= oh & (x >> 1)
    x |= pro2 & (x >> 2)
    x |= pro2 & (x >> 2)
    moves |= x >> 1
    pro2 = o & (o << 8)
    x = o & (p << 8)
    x |= o & (x << 8)
    x |= pro2 & (x << 16)
    x |= pro2 & (x << 16)
    moves |= x << 8
    pro2 >>= 8
    x = o & (p >> 8)
    x |= o & (x >> 8)
    x |= pro2 & (x >> 16)
    x |= pro2 & (x >> 16)
    moves |= x >> 8
    pro2 = oh & (oh << 7)
    x = oh & (p << 7)
    x |= oh & (x << 7)
    x |= pro2 & (x << 14)
    x |= pro2 & (x << 14)
    moves |= x << 7
    pro2 >>= 7
    x = oh & (p >> 7)
    x |= oh & (x >> 7)
    x |= pro2 & (x >> 14)
    x |= pro2 & (x >> 14)
    moves |= x >> 7
    pro2 = oh & (oh << 9)
    x = oh & (p << 9)
    x |= oh & (x << 9)
    x |= pro2 & (x << 18)
    x |= pro2 & (x << 18)
    moves |= x << 9
    pro2 >>= 9
    x = oh & (p >> 9)
    x |= oh & (x >> 9)
    x |= pro2 & (x >> 18)
    x |= pro2 & (x >> 18)
    moves |= x >> 9
    return moves & ~(p | o) & FULL


def flips(p: int, o: int, square: int) -> int:
    """Bitboard of the opposing discs flipped by placing on ``square`` (0 if none).

    Every line through the new disc that ends on an own disc is flipped, in all
    directions at once; flipped discs flip nothing further (rules.md §5.2; seed 003 fig. 2).
    """
    return FLIPS[square](p, o)


def squares_of(bits: int) -> Iterator[int]:
    """The square indices set in ``bits``, lowest first."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low
