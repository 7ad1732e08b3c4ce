"""Iterative-deepening principal-variation search for Reversi (rules.md §5).

Negamax alpha-beta with null windows (PVS), a transposition table, move
ordering (table move, then fewest opponent replies, corners first, X squares
last), and exact scores once the depth reaches the end of the game.  A search
stops at a node budget (deterministic) and/or a wall-clock deadline; the
result of the deepest finished iteration is kept.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .bitboard import FULL, PASS, flips, legal_moves
from .evaluation import final_score

Evaluator = Callable[[int, int, int], int]
INF = 1 << 30
CHECK_EVERY = 256

# Ordering bonus by square: corners first, X squares last.
_ORDER = [0] * 64
for _sq in (0, 7, 56, 63):
    _ORDER[_sq] = -40
for _sq in (9, 14, 49, 54):
    _ORDER[_sq] = 30
for _sq in (1, 6, 8, 15, 48, 55, 57, 62):
    _ORDER[_sq] = 8


class _Stop(Exception):
    """The node budget or the deadline ran out."""


@dataclass(frozen=True)
class SearchResult:
    """Best square (or PASS), its score for the mover, depth completed, nodes, exactness."""

    square: int
    score: int
    depth: int
    nodes: int
    exact: bool


class Searcher:
    """One search: an evaluator, limits, and a transposition table for this call only."""

    def __init__(
        self,
        evaluate: Evaluator,
        max_nodes: int | None = None,
        budget_ms: float | None = None,
    ) -> None:
        self.evaluate = evaluate
        self.max_nodes = max_nodes if max_nodes is not None else INF
        self.deadline = None if budget_ms is None else time.perf_counter() + budget_ms / 1000
        self.nodes = 0
        self.next_check = CHECK_EVERY
        self.table: dict[tuple[int, int], tuple[int, int, int, int]] = {}

    def _check(self) -> None:
        self.next_check = self.nodes + CHECK_EVERY
        if self.nodes >= self.max_nodes or (
            self.deadline is not None and time.perf_counter() >= self.deadline
        ):
            raise _Stop

    def run(
        self, p: int, o: int, max_depth: int = 60, noise: Mapping[int, int] | None = None
    ) -> SearchResult:
        """Search ``(p, o)`` deeper and deeper; ``noise`` adds a bonus to root moves."""
        moves = legal_moves(p, o)
        if not moves:
            return SearchResult(PASS, 0, 0, 0, False)
        empties = (FULL ^ (p | o)).bit_count()
        noise = noise or {}
        order = [sq for sq in range(64) if moves >> sq & 1]
        best = SearchResult(order[0], 0, 0, 0, False)
        for depth in range(1, min(max_depth, empties) + 1):
            self.partial: tuple[int, int] | None = None
            try:
                square, score = self._root(p, o, depth, order, noise)
            except _Stop:
                if self.partial is not None:  # a move beat the previous best at this depth
                    best = SearchResult(*self.partial, depth - 1, self.nodes, False)
                break
            best = SearchResult(square, score, depth, self.nodes, depth >= empties)
            order.remove(square)
            order.insert(0, square)
        return SearchResult(best.square, best.score, best.depth, self.nodes, best.exact)

    def _root(
        self, p: int, o: int, depth: int, order: list[int], noise: Mapping[int, int]
    ) -> tuple[int, int]:
        """Best root move and score at ``depth``; moves are tried in ``order``."""
        alpha, best = -INF, order[0]
        for i, sq in enumerate(order):
            f = flips(p, o, sq)
            np_, no = o ^ f, p | f | (1 << sq)
            bonus = noise.get(sq, 0)
            child_moves = legal_moves(np_, no)
            if i == 0:
                score = -self._negamax(np_, no, depth - 1, -INF, INF, child_moves) + bonus
            else:
                score = -self._negamax(np_, no, depth - 1, bonus - alpha - 1, bonus - alpha, child_moves)
                score += bonus
                if score > alpha:
                    score = -self._negamax(np_, no, depth - 1, -INF, bonus - alpha, child_moves) + bonus
            if score > alpha:
                alpha, best = score, sq
                if i > 0:
                    self.partial = (sq, score)
        return best, alpha

    def _negamax(self, p: int, o: int, depth: int, alpha: int, beta: int, moves: int) -> int:
        self.nodes += 1
        if self.nodes >= self.next_check:
            self._check()
        if not moves:
            other = legal_moves(o, p)
            if not other:
                return final_score(p, o)
            return -self._negamax(o, p, depth, -beta, -alpha, other)
        if depth == 0:
            return self.evaluate(p, o, moves)
        table = self.table
        key = (p, o)
        hint = -1
        entry = table.get(key)
        if entry is not None:
            e_depth, low, high, hint = entry
            if e_depth >= depth:
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low == high:
                    return low
        children = []
        m = moves
        while m:
            bit = m & -m
            m ^= bit
            sq = bit.bit_length() - 1
            f = flips(p, o, sq)
            np_, no = o ^ f, p | f | bit
            cm = legal_moves(np_, no)
            children.append((-1000 if sq == hint else cm.bit_count() * 4 + _ORDER[sq], sq, np_, no, cm))
        if depth > 1:
            children.sort()
        alpha0, best, best_sq = alpha, -INF, -1
        first = True
        for _, sq, np_, no, cm in children:
            if first:
                score = -self._negamax(np_, no, depth - 1, -beta, -alpha, cm)
                first = False
            else:
                score = -self._negamax(np_, no, depth - 1, -alpha - 1, -alpha, cm)
                if alpha < score < beta:
                    score = -self._negamax(np_, no, depth - 1, -beta, -score, cm)
            if score > best:
                best, best_sq = score, sq
                if score > alpha:
                    alpha = score
                    if score >= beta:
                        break
        if depth > 1:
            low, high = (best, INF) if best >= beta else (-INF, best) if best <= alpha0 else (best, best)
            table[key] = (depth, low, high, best_sq)
        return best
