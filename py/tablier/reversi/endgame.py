"""Exact Reversi solver for the last few empty squares (rules.md §5.3-5.4).

Scores are those of :func:`final_score`: ±(WIN + final disc margin), 0 for a
draw.  No move generation and no table: each empty square is tried by its
flips, those in a quadrant with an odd number of empties first (parity: the
last disc played in a region is the one that stays), then corners, edges,
inner, C and X squares.  The empties travel as square numbers (no tuples per
square); four, three, two and one empties have their own code, three unrolled;
the last square is scored from the mover's discs alone (the board is full
around it) by tables over the four lines through it (the row by a shift).  :func:`solve_above_shallow` is
the node just above (six empties in the search): a given square first, then the
same parity order, and it returns its best square for the search's table.
"""

from __future__ import annotations

from .bitboard import FLIPS, FULL
from .evaluation import WIN, final_score

INF = 1 << 30
FILE_A = 0x0101_0101_0101_0101
COLUMN_GATHER = 0x0102_0408_1020_4080  # times column a: row j lands on bit 56 + j

# Static move order by square class: corners, A/B edge squares, inner, C squares, X squares.
STATIC_CLASSES = (
    0x8100_0000_0000_0081,
    0x3C00_8181_8181_003C,
    0x0042_0000_0000_4200 ^ 0x007E_7E7E_7E7E_7E00,
    0x4281_0000_0000_8142,
    0x0042_0000_0000_4200,
)

NEIGHBOURS = tuple(
    sum(
        1 << (r * 8 + c)
        for r in range(sq // 8 - 1, sq // 8 + 2)
        for c in range(sq % 8 - 1, sq % 8 + 2)
        if 0 <= r < 8 and 0 <= c < 8 and (r, c) != divmod(sq, 8)
    )
    for sq in range(64)
)  # the squares around each square: a move must have an opposing disc there
QUADRANT_BIT = tuple(1 << (sq // 32 * 2 + sq % 8 // 4) for sq in range(64))  # parity regions: the 4x4 corners


def _line_counts(first: int, last: int, pos: int) -> list[int]:
    """For a line over byte bits ``first``..``last`` with ``pos`` empty and every other square
    taken: by the mover's bits, the discs the mover flips there plus 256 times those the
    opponent would flip."""
    counts = []
    for mine in range(256):
        packed = 0
        for shift, owner in ((0, mine), (8, ~mine)):  # the mover, then the opponent
            for step in (1, -1):
                run, i = 0, pos + step
                while first <= i <= last and not owner >> i & 1:
                    run, i = run + 1, i + step
                if first <= i <= last and run:
                    packed += run << shift
        counts.append(packed)
    return counts


_COUNTS: dict[tuple[int, int, int], list[int]] = {}  # by the line's first and last bit and the empty one


def _last_lines(square: int) -> tuple[int, ...]:
    """The row's shift and counts (its byte shifted down indexes them), then (mask, multiplier,
    counts) for the column and two diagonals through ``square``: the line's discs times the
    multiplier, shifted down 56 bits, index ``counts``."""
    row, col = divmod(square, 8)
    lines = []
    for dr, dc in ((0, 1), (1, 0), (1, 1), (1, -1)):
        cells = [(row + k * dr, col + k * dc) for k in range(-7, 8)]
        cells = [(r, c) for r, c in cells if 0 <= r < 8 and 0 <= c < 8]
        mask = sum(1 << (r * 8 + c) for r, c in cells)
        if dr == 0:  # the row: its byte shifted down
            multiplier, index = 0, [c for _, c in cells]
        elif dc == 0:  # the column: row j to bit j
            multiplier, index = COLUMN_GATHER >> col, [r for r, _ in cells]
        else:  # a diagonal: each square in its own column, column c to bit c
            multiplier, index = FILE_A, [c for _, c in cells]
        pos = col if dc else row
        key = (min(index), max(index), pos)
        if key not in _COUNTS:
            _COUNTS[key] = _line_counts(*key)
        lines += [mask, multiplier, _COUNTS[key]] if multiplier else [8 * row, _COUNTS[key]]
    return tuple(lines)


LAST_LINES = tuple(_last_lines(sq) for sq in range(64))


BIT = tuple(1 << sq for sq in range(64))  # each square's bit


def _squares(empty: int) -> tuple[list[int], int]:
    """The squares of ``empty`` in static order, and the quadrants holding an odd number of them."""
    order = []
    parity = 0
    for cls in STATIC_CLASSES:
        m = empty & cls
        while m:
            bit = m & -m
            m ^= bit
            sq = bit.bit_length() - 1
            order.append(sq)
            parity ^= QUADRANT_BIT[sq]
    return order, parity


def solve_shallow(p: int, o: int, alpha: int, beta: int) -> int:
    """Exact score of ``(p, o)``, ``p`` to move, with few empties (fail-soft in ``(alpha, beta)``)."""
    order, parity = _squares(FULL ^ (p | o))
    n = len(order)
    if n >= 5:
        return _many(p, o, alpha, beta, parity, order)
    if n == 4:
        return _four(p, o, alpha, beta, parity, *order)
    if n == 3:
        return _three(p, o, alpha, beta, parity, *order)
    if n == 2:
        return _two(p, o, alpha, beta, *order)
    if n:
        return _last_square(p, order[0])
    return final_score(p, o)


def solve_above_shallow(p: int, o: int, alpha: int, beta: int, first: int) -> tuple[int, int]:
    """Exact score (fail-soft in ``(alpha, beta)``) and best square (-1 for a pass or the end) of
    ``(p, o)`` with five or six empties: ``first`` (a square, or -1) first, then odd regions and
    static order (parity), each reply by the shallow solver.  No move generation: a square is a
    move if it flips, and the children's mobility would cost more than it saves here."""
    order, parity = _squares(FULL ^ (p | o))
    tries = [sq for sq in order if QUADRANT_BIT[sq] & parity] + [sq for sq in order if not QUADRANT_BIT[sq] & parity]
    if first in tries:
        tries.remove(first)
        tries.insert(0, first)
    five = len(order) == 5
    best, best_sq = -INF, -1
    for sq in tries:
        if NEIGHBOURS[sq] & o:
            f = FLIPS[sq](p, o)
            if f:
                rest = [x for x in order if x != sq]
                if five:
                    score = -_four(o ^ f, p | f | BIT[sq], -beta, -alpha, parity ^ QUADRANT_BIT[sq], *rest)
                else:
                    score = -_many(o ^ f, p | f | BIT[sq], -beta, -alpha, parity ^ QUADRANT_BIT[sq], rest)
                if score > best:
                    best, best_sq = score, sq
                    if score > alpha:
                        alpha = score
                        if score >= beta:
                            break
    if best_sq >= 0:
        return best, best_sq
    for sq in order:  # p cannot move: o plays, or the game is over
        if NEIGHBOURS[sq] & p and FLIPS[sq](o, p):
            return -solve_above_shallow(o, p, -beta, -alpha, -1)[0], -1
    return final_score(p, o), -1


def _many(p: int, o: int, alpha: int, beta: int, parity: int, order: list[int]) -> int:
    """Exact score with the five or more empty squares ``order`` (static order), those in
    quadrants with an odd number of empties (``parity``) first."""
    best = -INF
    five = len(order) == 5
    for odd in (parity, 15 ^ parity):
        if not odd:
            continue
        for sq in order:
            if QUADRANT_BIT[sq] & odd and NEIGHBOURS[sq] & o:
                f = FLIPS[sq](p, o)
                if not f:
                    continue
                rest = [x for x in order if x != sq]
                if five:
                    score = -_four(o ^ f, p | f | BIT[sq], -beta, -alpha, parity ^ QUADRANT_BIT[sq], *rest)
                else:
                    score = -_many(o ^ f, p | f | BIT[sq], -beta, -alpha, parity ^ QUADRANT_BIT[sq], rest)
                if score > best:
                    best = score
                    if score > alpha:
                        alpha = score
                        if score >= beta:
                            return best
    if best > -INF:
        return best
    for sq in order:  # p cannot move: o plays, or the game is over
        if NEIGHBOURS[sq] & p and FLIPS[sq](o, p):
            return -_many(o, p, -beta, -alpha, parity, order)
    return final_score(p, o)


def _four(p: int, o: int, alpha: int, beta: int, parity: int, a: int, b: int, c: int, d: int) -> int:
    """Exact score with the four empty squares ``a``-``d`` (static order), ``p`` to move; when
    two share a quadrant and the other two are alone in theirs, the lone ones first (parity)."""
    q = QUADRANT_BIT
    if parity and not (q[a] & parity and q[b] & parity and q[c] & parity and q[d] & parity):
        odd = [x for x in (a, b, c, d) if q[x] & parity] + [x for x in (a, b, c, d) if not q[x] & parity]
        a, b, c, d = odd
    best = -INF
    for x, y, z, w in ((a, b, c, d), (b, a, c, d), (c, a, b, d), (d, a, b, c)):
        if NEIGHBOURS[x] & o:
            f = FLIPS[x](p, o)
            if f:
                score = -_three(o ^ f, p | f | BIT[x], -beta, -alpha, parity ^ q[x], y, z, w)
                if score > best:
                    best = score
                    if score > alpha:
                        alpha = score
                        if score >= beta:
                            return best
    if best > -INF:
        return best
    for x in (a, b, c, d):  # p cannot move: o plays, or the game is over
        if NEIGHBOURS[x] & p and FLIPS[x](o, p):
            return -_four(o, p, -beta, -alpha, parity, a, b, c, d)
    return final_score(p, o)


def _three(p: int, o: int, alpha: int, beta: int, parity: int, a: int, b: int, c: int) -> int:
    """Exact score with the three empty squares ``a``, ``b``, ``c``, ``p`` to move; one alone in
    its quadrant is tried first (parity).  Unrolled: the solver spends most of its calls here."""
    if not QUADRANT_BIT[a] & parity:
        a, b, c = (b, a, c) if QUADRANT_BIT[b] & parity else (c, a, b)
    best = -INF
    if NEIGHBOURS[a] & o:
        f = FLIPS[a](p, o)
        if f:
            best = -_two(o ^ f, p | f | BIT[a], -beta, -alpha, b, c)
            if best >= beta:
                return best
            if best > alpha:
                alpha = best
    if NEIGHBOURS[b] & o:
        f = FLIPS[b](p, o)
        if f:
            score = -_two(o ^ f, p | f | BIT[b], -beta, -alpha, a, c)
            if score > best:
                if score >= beta:
                    return score
                best = score
                if score > alpha:
                    alpha = score
    if NEIGHBOURS[c] & o:
        f = FLIPS[c](p, o)
        if f:
            score = -_two(o ^ f, p | f | BIT[c], -beta, -alpha, a, b)
            return score if score > best else best
    if best > -INF:
        return best
    if (
        NEIGHBOURS[a] & p
        and FLIPS[a](o, p)
        or NEIGHBOURS[b] & p
        and FLIPS[b](o, p)
        or NEIGHBOURS[c] & p
        and FLIPS[c](o, p)
    ):  # p cannot move: o plays, or the game is over
        return -_three(o, p, -beta, -alpha, parity, a, b, c)
    return final_score(p, o)


def _two(p: int, o: int, alpha: int, beta: int, a: int, b: int) -> int:
    """Exact score with the two empty squares ``a`` and ``b``, ``p`` to move."""
    best = -INF
    if NEIGHBOURS[a] & o:
        f = FLIPS[a](p, o)
        if f:
            best = -_last_square(o ^ f, b)
            if best >= beta:
                return best
    if NEIGHBOURS[b] & o:
        f = FLIPS[b](p, o)
        if f:
            score = -_last_square(o ^ f, a)
            return score if score > best else best
    if best > -INF:
        return best
    worst = INF  # p passes: o plays the square worst for p, then the last one is played
    if NEIGHBOURS[a] & p:
        f = FLIPS[a](o, p)
        if f:
            worst = _last_square(p ^ f, b)
            if worst <= alpha:
                return worst
    if NEIGHBOURS[b] & p:
        f = FLIPS[b](o, p)
        if f:
            score = _last_square(p ^ f, a)
            return score if score < worst else worst
    return worst if worst < INF else final_score(p, o)


def _last_square(p: int, square: int) -> int:
    """Exact score for ``p`` to move when only ``square`` is empty: p plays there, or else the
    opponent does, or the game ends."""
    s1, t1, m2, k2, t2, m3, k3, t3, m4, k4, t4 = LAST_LINES[square]
    counts = (
        t1[p >> s1 & 255]
        + t2[(p & m2) * k2 >> 56 & 255]
        + t3[(p & m3) * k3 >> 56 & 255]
        + t4[(p & m4) * k4 >> 56 & 255]
    )
    n = p.bit_count()
    if counts & 255:  # p ends with n + flips + 1 discs of 64
        diff = 2 * (n + (counts & 255)) - 62
    elif counts:  # the opponent plays and flips counts >> 8
        diff = 2 * (n - (counts >> 8)) - 64
    else:
        diff = 2 * n - 63
    return diff + WIN if diff > 0 else diff - WIN if diff < 0 else 0
