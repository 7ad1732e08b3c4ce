"""Iterative-deepening principal-variation search for Reversi (rules.md §5).

Negamax alpha-beta with null windows (PVS) and a transposition table.  Moves
are ordered by the table move, then fewest opponent replies ("fastest
first"), corners first and X squares last; the last ply before the leaves
uses a cheap static order.  Near the end the search switches to an exact
solver (scores are final disc margins): the table move, then fewest replies
with a corner reply counted twice (a static corner or X-square bonus made the
solve twice as slow), enhanced transposition cutoffs (a child already proven
good enough cuts at once); at seven empties the table move and the static
square order; at six a node with the table that finds its moves by their
flips, in parity order; in the last five empties :mod:`.endgame` (no move
generation, parity order, no table; counted in the six-empty node).  A
search stops at a node budget (deterministic) and/or a wall-clock deadline;
the deepest finished iteration is kept.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from .bitboard import FLIPS, FULL, PASS, flips, legal_moves
from .endgame import STATIC_CLASSES, solve_above_shallow, solve_shallow
from .evaluation import CORNERS, final_score

Evaluator = Callable[[int, int, int], int]
INF = 1 << 30
CHECK_EVERY = 256
# Measured exact-solve cost (bench/reversi.py --endgame; a node has six empties or more, the
# shallow solves below it are part of its cost): a median of 725 nodes at 12 empties, 3,800 at 14,
# so about 2.3 times more per extra empty.  A solve node costs about three heuristic nodes' time
# (15,700 against 46,000 nodes per CPU second in CPython).
SOLVE_COST_12 = 725
SOLVE_GROWTH = 2.3
SOLVE_SPEED = 0.34
WLD_COST = 0.3  # a win/draw/loss solve costs about this share of an exact one
SOLVE_RATE_GUESS = 20_000  # nodes per second, until the search has measured its own rate
# At most this many empties: the shallow solver (no move generation, parity order, no table).  Six
# was 0.9x the CPU in CPython but 1.1x the time in Pyodide, where the target is.  At one more
# empty a node keeps the table but finds its moves by their flips, in parity order; at two more
# it orders its moves by the table and the static square order (0.71x, then 0.88x the CPU).
SHALLOW_SOLVE = 5

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
        self.partial: tuple[int, int] | None = None

    def _check(self) -> None:
        self.next_check = self.nodes + CHECK_EVERY
        if self.nodes >= self.max_nodes or (self.deadline is not None and time.perf_counter() >= self.deadline):
            raise _Stop

    def run(self, p: int, o: int, max_depth: int = 60, noise: Mapping[int, int] | None = None) -> SearchResult:
        """Search ``(p, o)`` deeper and deeper; ``noise`` adds a bonus to root moves.

        Depths run 1, 2, ... up to ``max_depth``; from depth 2 on, as soon as
        the predicted cost of a solve fits in the remaining budget, the next
        iteration is the exact solve (itself a win/draw/loss solve, then the
        margin in a window on the proven side), or a win/draw/loss solve alone
        when only that fits (a proven win or draw is played at once).  If a
        solve runs out, a proven win or draw, else the last heuristic result,
        stands.
        """
        moves = legal_moves(p, o)
        if not moves:
            return SearchResult(PASS, 0, 0, 0, False)
        empties = (FULL ^ (p | o)).bit_count()
        noise = noise or {}
        order = [sq for sq in range(64) if moves >> sq & 1]
        best = SearchResult(order[0], 0, 0, 0, False)
        depth = 0
        started = time.perf_counter()
        wld_tried = False
        while depth < min(max_depth, empties):
            can_solve = max_depth >= empties and (depth >= 2 or empties <= SHALLOW_SOLVE + 2)
            exact = can_solve and self._solve_fits(empties, started, 1.0)
            wld = can_solve and not exact and not wld_tried and self._solve_fits(empties, started, WLD_COST)
            self.partial = None
            try:
                if wld:  # win/draw/loss only: a null window around a draw
                    wld_tried = True
                    square, score = self._root(p, o, empties, order, {}, True, -1, 1)
                    if score >= 0:  # a proven win or draw: play it
                        return SearchResult(square, score, empties, self.nodes, False)
                    continue  # every move loses: keep the heuristic choice and search on
                depth = empties if exact else depth + 1
                if exact:  # win/draw/loss first (cheap), then the margin within the proven sign
                    square, score = self._root(p, o, empties, order, {}, True, -1, 1)
                    if score >= 0:
                        best = SearchResult(square, score, empties, self.nodes, score == 0)
                        if score == 0:  # the draw is the exact score
                            break
                        order.remove(square)
                        order.insert(0, square)
                        self.partial = None
                    lo, hi = (0, INF) if score > 0 else (-INF, 0)
                    square, score = self._root(p, o, depth, order, noise, exact, lo, hi)
                else:
                    square, score = self._root(p, o, depth, order, noise, exact)
            except _Stop:
                if self.partial is not None and not wld:  # a move beat the previous best at this depth
                    best = SearchResult(*self.partial, best.depth, self.nodes, False)
                break
            best = SearchResult(square, score, depth, self.nodes, exact)
            order.remove(square)
            order.insert(0, square)
        return SearchResult(best.square, best.score, best.depth, self.nodes, best.exact)

    def _solve_fits(self, empties: int, started: float, share: float) -> bool:
        """Whether a solve (exact: ``share`` 1) of ``empties`` squares likely fits in the budget left."""
        cost = share * SOLVE_COST_12 * SOLVE_GROWTH ** (empties - 12)
        left = self.max_nodes - self.nodes
        if self.deadline is not None:
            now = time.perf_counter()
            rate = self.nodes / (now - started) if self.nodes > 1000 else SOLVE_RATE_GUESS
            left = min(left, (self.deadline - now) * rate * SOLVE_SPEED)
        return cost <= left

    def _root(
        self,
        p: int,
        o: int,
        depth: int,
        order: list[int],
        noise: Mapping[int, int],
        exact: bool,
        lo: int = -INF,
        hi: int = INF,
    ) -> tuple[int, int]:
        """Best root move and score in the window ``(lo, hi)`` at ``depth`` (or solved exactly)."""
        alpha, best = lo, order[0]
        for i, sq in enumerate(order):
            f = flips(p, o, sq)
            np_, no = o ^ f, p | f | (1 << sq)
            bonus = noise.get(sq, 0)
            child_moves = legal_moves(np_, no)

            def child(a: int, b: int, np_: int = np_, no: int = no, cm: int = child_moves) -> int:
                if exact:
                    return -self._solve(np_, no, a, b, cm)
                return -self._negamax(np_, no, depth - 1, a, b, cm)

            if i == 0:
                score = child(bonus - hi, bonus - alpha) + bonus
            else:
                score = child(bonus - alpha - 1, bonus - alpha) + bonus
                if alpha < score < hi:
                    score = child(bonus - hi, bonus - alpha) + bonus
            if score > alpha:
                alpha, best = score, sq
                if i > 0:
                    self.partial = (sq, score)
                if alpha >= hi:
                    break
        return best, alpha

    def _negamax(self, p: int, o: int, depth: int, alpha: int, beta: int, moves: int) -> int:
        """Heuristic score of ``(p, o)`` searched ``depth`` plies; ``moves`` are p's moves."""
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
        if depth == 1:
            return self._frontier(p, o, alpha, beta, moves)
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
            f = FLIPS[sq](p, o)
            np_, no = o ^ f, p | f | bit
            cm = legal_moves(np_, no)
            children.append((-1000 if sq == hint else cm.bit_count() * 4 + _ORDER[sq], sq, np_, no, cm))
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
        low, high = (best, INF) if best >= beta else (-INF, best) if best <= alpha0 else (best, best)
        table[key] = (depth, low, high, best_sq)
        return best

    def _frontier(self, p: int, o: int, alpha: int, beta: int, moves: int) -> int:
        """One ply above the leaves: evaluate children in static order, stop at a cutoff."""
        evaluate = self.evaluate
        best = -INF
        for cls in STATIC_CLASSES:
            m = moves & cls
            while m:
                bit = m & -m
                m ^= bit
                f = FLIPS[bit.bit_length() - 1](p, o)
                np_, no = o ^ f, p | f | bit
                cm = legal_moves(np_, no)
                if cm:
                    self.nodes += 1
                    score = -evaluate(np_, no, cm)
                else:
                    score = -self._negamax(np_, no, 0, -beta, -alpha, cm)
                if score > best:
                    best = score
                    if score > alpha:
                        alpha = score
                        if score >= beta:
                            return best
        return best

    def _solve(self, p: int, o: int, alpha: int, beta: int, moves: int) -> int:
        """Exact score of ``(p, o)`` with best play to the end (rules.md §5.3-5.4)."""
        empties = 64 - (p | o).bit_count()
        self.nodes += 1
        if self.nodes >= self.next_check:
            self._check()
        if empties <= SHALLOW_SOLVE:
            return solve_shallow(p, o, alpha, beta)
        if empties == SHALLOW_SOLVE + 1:  # no move generation: replies in parity order
            return self._solve_above_shallow(p, o, alpha, beta)
        if not moves:
            other = legal_moves(o, p)
            if not other:
                return final_score(p, o)
            return -self._solve(o, p, -beta, -alpha, other)
        best = -INF
        table = self.table
        key = (p, o)
        hint = -1
        entry = table.get(key)
        if entry is not None:
            e_depth, low, high, hint = entry
            if e_depth >= 64:
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low == high:
                    return low
        children = []
        static = empties == SHALLOW_SOLVE + 2  # the replies need no move list (see _solve_above_shallow)
        m = moves
        while m:
            bit = m & -m
            m ^= bit
            sq = bit.bit_length() - 1
            f = FLIPS[sq](p, o)
            np_, no = o ^ f, p | f | bit
            known = table.get((np_, no))
            if known is not None and known[0] >= 64 and -known[2] >= beta:  # enhanced transposition cutoff
                return -known[2]
            if static:  # the table move, then corners first and X squares last; no replies counted
                children.append((-100 if sq == hint else _ORDER[sq], sq, np_, no, 0))
                continue
            cm = legal_moves(np_, no)
            # fastest first: fewest replies, a corner reply counting twice (no static square bonus)
            children.append((-1 if sq == hint else cm.bit_count() + (cm & CORNERS).bit_count(), sq, np_, no, cm))
        children.sort()
        alpha0, best_sq = alpha, -1
        first = True
        for _, sq, np_, no, cm in children:
            if first:
                score = -self._solve(np_, no, -beta, -alpha, cm)
                first = False
            else:
                score = -self._solve(np_, no, -alpha - 1, -alpha, cm)
                if alpha < score < beta:
                    score = -self._solve(np_, no, -beta, -score, cm)
            if score > best:
                best, best_sq = score, sq
                if score > alpha:
                    alpha = score
                    if score >= beta:
                        break
        low, high = (best, INF) if best >= beta else (-INF, best) if best <= alpha0 else (best, best)
        table[key] = (64, low, high, best_sq)
        return best

    def _solve_above_shallow(self, p: int, o: int, alpha: int, beta: int) -> int:
        """:func:`.endgame.solve_above_shallow` with this search's table (its move first)."""
        key = (p, o)
        entry = self.table.get(key)
        hint = -1
        if entry is not None:
            e_depth, low, high, hint = entry
            if e_depth >= 64:
                if low >= beta:
                    return low
                if high <= alpha:
                    return high
                if low == high:
                    return low
        best, best_sq = solve_above_shallow(p, o, alpha, beta, hint)
        low, high = (best, INF) if best >= beta else (-INF, best) if best <= alpha else (best, best)
        self.table[key] = (64, low, high, best_sq)
        return best
