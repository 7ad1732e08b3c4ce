"""The fitted Reversi evaluation: pattern indices from the squares, board symmetry, weights file."""

from __future__ import annotations

import json
import random

import pytest

from tablier.reversi.bitboard import legal_moves
from tablier.reversi.patterns import (
    CORNER_DIAGONAL,
    EDGE_MIRROR,
    PHASES,
    SCALARS,
    WEIGHTS,
    make_pattern_eval,
    pattern_indices,
    phase_of,
    phase_tables,
    symmetry_classes,
)


def random_position(rng: random.Random) -> tuple[int, int]:
    """Discs scattered at random (not necessarily reachable: indices and symmetry hold anyway)."""
    p = o = 0
    for sq in range(64):
        r = rng.random()
        if r < 0.35:
            p |= 1 << sq
        elif r < 0.7:
            o |= 1 << sq
    return p, o


def digit(p: int, o: int, row: int, col: int) -> int:
    """0 empty, 1 mover's disc, 2 opponent's disc."""
    bit = 1 << (8 * row + col)
    return 1 if p & bit else 2 if o & bit else 0


def reference_indices(p: int, o: int) -> tuple[list[int], list[int]]:
    """Edges and 3x3 corners read square by square: corner digit 3 * (rows from the corner's
    edge) + (columns from it); edges in some direction along the edge (the tables are mirror
    symmetric, so the direction is whatever the bitboard gather gives: both are accepted)."""
    edges = []
    lines = [
        [(0, c) for c in range(8)],
        [(7, c) for c in range(8)],
        [(r, 0) for r in range(8)],
        [(r, 7) for r in range(8)],
    ]
    for line in lines:
        digits = [digit(p, o, r, c) for r, c in line]
        edges.append({sum(d * 3**i for i, d in enumerate(digits)), sum(d * 3**i for i, d in enumerate(digits[::-1]))})
    corners = []
    for top, left in ((True, True), (True, False), (False, True), (False, False)):
        index = 0
        for r in range(3):
            for c in range(3):
                index += digit(p, o, r if top else 7 - r, c if left else 7 - c) * 3 ** (3 * r + c)
        corners.append(index)
    return edges, corners


def transform(x: int, t: int) -> int:
    """One of the 8 symmetries of the board applied to a bitboard."""
    y = 0
    for sq in range(64):
        if x >> sq & 1:
            r, c = divmod(sq, 8)
            if t & 4:
                r, c = c, r
            if t & 1:
                c = 7 - c
            if t & 2:
                r = 7 - r
            y |= 1 << (8 * r + c)
    return y


def test_pattern_indices_match_the_squares() -> None:
    rng = random.Random(7)
    for _ in range(200):
        p, o = random_position(rng)
        edges, corners = pattern_indices(p, o)
        ref_edges, ref_corners = reference_indices(p, o)
        assert corners == ref_corners
        assert all(e in ref for e, ref in zip(edges, ref_edges, strict=True))


def test_evaluation_is_the_same_under_the_board_symmetries() -> None:
    evaluate = make_pattern_eval()
    rng = random.Random(11)
    for _ in range(60):
        p, o = random_position(rng)
        moves = legal_moves(p, o)
        score = evaluate(p, o, moves)
        for t in range(1, 8):
            tp, to = transform(p, t), transform(o, t)
            assert evaluate(tp, to, legal_moves(tp, to)) == score


@pytest.mark.parametrize("empties", [1, 10, 11, 20, 21, 59, 60])
def test_phases_are_bands_of_ten_empties(empties: int) -> None:
    assert phase_of(empties) == (empties - 1) // 10


def test_symmetry_classes_count_by_burnside() -> None:
    """Classes of an involution = (all numbers + numbers it fixes) / 2: an edge mirror fixes the
    palindromes (3^4), the corner diagonal fixes any 3 diagonal digits and mirrored pairs (3^6)."""
    assert max(symmetry_classes(8, EDGE_MIRROR)) + 1 == (3**8 + 3**4) // 2
    assert max(symmetry_classes(9, CORNER_DIAGONAL)) + 1 == (3**9 + 3**6) // 2


def test_weights_file_has_every_phase_and_expands_to_symmetric_tables() -> None:
    data = json.loads(WEIGHTS.read_text())
    assert len(data["phases"]) == PHASES
    edge_classes = max(symmetry_classes(8, EDGE_MIRROR)) + 1
    corner_classes = max(symmetry_classes(9, CORNER_DIAGONAL)) + 1
    for phase in data["phases"]:
        assert len(phase["edge"]) == edge_classes and len(phase["corner"]) == corner_classes
        assert len(phase["scalars"]) == len(SCALARS)
    for edge, corner, _ in phase_tables():
        assert len(edge) == 3**8 and len(corner) == 3**9
        for i in range(0, 3**8, 37):
            digits = [i // 3**k % 3 for k in range(8)]
            assert edge[sum(d * 3**k for k, d in enumerate(digits[::-1]))] == edge[i]
        for i in range(0, 3**9, 101):
            d = [i // 3**k % 3 for k in range(9)]
            assert corner[sum(d[3 * c + r] * 3 ** (3 * r + c) for r in range(3) for c in range(3))] == corner[i]
