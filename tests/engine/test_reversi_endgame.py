"""The exact Reversi endgame solver against a plain negamax written here (rules.md §5.3-5.4)."""

from __future__ import annotations

import random

import pytest

from tablier.reversi.bitboard import FULL, START_BLACK, START_WHITE, flips, legal_moves, squares_of
from tablier.reversi.endgame import _last_square, solve_above_shallow, solve_shallow
from tablier.reversi.evaluation import WIN, full
from tablier.reversi.search import INF, Searcher


def score(p: int, o: int) -> int:
    """A finished game for the player to move: ±(WIN + disc margin), 0 for a draw (§5.4)."""
    diff = p.bit_count() - o.bit_count()
    return WIN + diff if diff > 0 else -WIN + diff if diff < 0 else 0


def reference(p: int, o: int, alpha: int = -INF, beta: int = INF) -> int:
    """Plain negamax with alpha-beta, every legal move in square order, a pass when there is none
    (move generation is checked square by square in test_reversi_bitboard.py)."""
    moves = legal_moves(p, o)
    if not moves:
        if legal_moves(o, p):
            return -reference(o, p, -beta, -alpha)
        return score(p, o)
    for sq in squares_of(moves):
        f = flips(p, o, sq)
        alpha = max(alpha, -reference(o ^ f, p | f | 1 << sq, -beta, -alpha))
        if alpha >= beta:
            break
    return alpha


def positions(empties: int, count: int, seed: int) -> list[tuple[int, int]]:
    """Positions with ``empties`` empty squares and a move to play, from seeded random games."""
    found, rng = [], random.Random(seed)
    while len(found) < count:
        p, o = START_BLACK, START_WHITE
        while (FULL ^ (p | o)).bit_count() > empties:
            moves = legal_moves(p, o)
            if not moves:
                if not legal_moves(o, p):
                    break
                p, o = o, p
                continue
            sq = rng.choice(list(squares_of(moves)))
            f = flips(p, o, sq)
            p, o = o ^ f, p | f | 1 << sq
        if (FULL ^ (p | o)).bit_count() == empties and legal_moves(p, o):
            found.append((p, o))
    return found


@pytest.mark.parametrize(("empties", "count"), [(8, 8), (9, 5), (10, 4)])
def test_solver_gives_the_reference_score_and_a_move_that_achieves_it(empties: int, count: int) -> None:
    for p, o in positions(empties, count, seed=1000 + empties):
        truth = reference(p, o)
        assert Searcher(full)._solve(p, o, -INF, INF, legal_moves(p, o)) == truth
        result = Searcher(full).run(p, o)
        assert result.exact and result.score == truth
        f = flips(p, o, result.square)
        assert f and -reference(o ^ f, p | f | 1 << result.square) == truth


@pytest.mark.parametrize("empties", [8, 9])
def test_null_windows_bound_the_reference_score(empties: int) -> None:
    """Fail-soft: a score above the window is a lower bound of the truth, one below it an upper bound."""
    for p, o in positions(empties, 5, seed=2000 + empties):
        truth = reference(p, o)
        for lo in (truth - 5, truth - 1, truth, truth + 1, -1, 0):
            got = Searcher(full)._solve(p, o, lo, lo + 1, legal_moves(p, o))
            assert (got > lo) == (truth > lo)
            assert got <= truth if got > lo else got >= truth


@pytest.mark.parametrize("empties", range(7))
def test_shallow_solver_gives_the_reference_score(empties: int) -> None:
    """From six empties down to a full board, passes and games blocked early included."""
    cases = positions(empties, 30, seed=3000 + empties) if empties else []
    rng = random.Random(empties)
    for _ in range(30):  # boards with ``empties`` holes, either side possibly unable to move
        holes = set(rng.sample(range(64), empties))
        p = sum(1 << sq for sq in range(64) if sq not in holes and rng.random() < 0.5)
        cases.append((p, FULL ^ p ^ sum(1 << sq for sq in holes)))
    for p, o in cases:
        truth = reference(p, o)
        assert solve_shallow(p, o, -INF, INF) == truth
        for lo in (truth - 2, truth, -1):
            got = solve_shallow(p, o, lo, lo + 1)
            assert (got > lo) == (truth > lo)


@pytest.mark.parametrize("empties", [5, 6])
def test_node_above_the_shallow_solver_gives_the_reference_score_and_move(empties: int) -> None:
    """No move list: a square is tried if it flips; passes, games blocked early and any first
    square (a move, an empty non-move, -1) included; in a null window, a bound of the truth."""
    cases = positions(empties, 20, seed=4000 + empties)
    rng = random.Random(40 + empties)
    for _ in range(20):  # holes anywhere, either side possibly unable to move
        holes = set(rng.sample(range(64), empties))
        p = sum(1 << sq for sq in range(64) if sq not in holes and rng.random() < 0.5)
        cases.append((p, FULL ^ p ^ sum(1 << sq for sq in holes)))
    for p, o in cases:
        truth = reference(p, o)
        for first in (-1, *squares_of(FULL ^ (p | o))):
            score, square = solve_above_shallow(p, o, -INF, INF, first)
            assert score == truth
            if legal_moves(p, o):
                f = flips(p, o, square)
                assert f and -reference(o ^ f, p | f | 1 << square) == truth
            else:
                assert square == -1
        for lo in (truth - 2, truth, -1):
            got, _ = solve_above_shallow(p, o, lo, lo + 1, -1)
            assert (got > lo) == (truth > lo)
            assert got <= truth if got > lo else got >= truth


def test_last_square_tables_count_the_flips_of_either_side() -> None:
    """The line tables give the score of playing the last empty square, or of the opponent
    playing it after a pass, or of the game ending with it empty."""
    rng = random.Random(7)
    for _ in range(3000):
        square = rng.randrange(64)
        p = rng.getrandbits(64) & rng.choice((FULL, rng.getrandbits(64))) & ~(1 << square)
        o = FULL ^ p ^ 1 << square
        assert _last_square(p, square) == reference(p, o)


def lopsided(empties: int, count: int, seed: int) -> list[tuple[int, int]]:
    """Boards with ``empties`` holes where one side has only a few discs, so that passes and
    wipe-outs (§5.4: the game ends when neither side can move, e.g. one has no disc left) are
    common; the side with few discs is the mover or the opponent, alternately."""
    rng = random.Random(seed)
    cases = []
    for i in range(count):
        holes = set(rng.sample(range(64), empties))
        few = sum(1 << sq for sq in rng.sample([sq for sq in range(64) if sq not in holes], rng.randrange(4)))
        many = FULL ^ few ^ sum(1 << sq for sq in holes)
        cases.append((few, many) if i % 2 else (many, few))
    return cases


@pytest.mark.parametrize("empties", range(1, 11))
def test_solver_matches_the_reference_when_passes_and_wipe_outs_abound(empties: int) -> None:
    """Every solver entry (shallow, the node above it, the full search) against the plain negamax,
    exactly and in null windows, on lopsided boards: wiped-out sides, forced passes, blocked games."""
    wiped = 0
    for p, o in lopsided(empties, 24, seed=5000 + empties):
        truth = reference(p, o)
        wiped += not p or not o
        if empties <= 6:
            assert solve_shallow(p, o, -INF, INF) == truth
        if empties in (5, 6):
            assert solve_above_shallow(p, o, -INF, INF, -1)[0] == truth
        assert Searcher(full)._solve(p, o, -INF, INF, legal_moves(p, o)) == truth
        for lo in (truth - 1, truth, -1, 0):
            got = Searcher(full)._solve(p, o, lo, lo + 1, legal_moves(p, o))
            assert (got > lo) == (truth > lo)
            assert got <= truth if got > lo else got >= truth
        if legal_moves(p, o):
            result = Searcher(full).run(p, o)
            assert result.exact and result.score == truth
    assert wiped  # some boards are already wipe-outs (a side with no disc)
