"""Perft: count the leaves of the game tree from a position (rules.md §5.6).

Convention of §5.6: a pass is one ply; a finished position (neither side can
move) is one leaf and is not expanded.
"""

from __future__ import annotations

from .bitboard import flips, legal_moves


def perft(p: int, o: int, depth: int) -> int:
    """Leaves at ``depth`` plies below the position ``(p, o)`` with ``p`` to move."""
    moves = legal_moves(p, o)
    if depth == 1:
        return moves.bit_count() or 1  # a pass or a finished game is one leaf
    if not moves:
        if legal_moves(o, p):
            return perft(o, p, depth - 1)
        return 1
    total = 0
    while moves:
        bit = moves & -moves
        moves ^= bit
        f = flips(p, o, bit.bit_length() - 1)
        total += perft(o ^ f, p | f | bit, depth - 1)
    return total
