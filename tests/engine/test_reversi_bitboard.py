"""Bitboard move generation, flips and perft (rules.md §5.2, §5.6; seed 003)."""

from __future__ import annotations

import random
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablier.reversi import flips_source
from tablier.reversi.bitboard import (
    FULL,
    NAMES,
    SQUARES,
    START_BLACK,
    START_WHITE,
    flips,
    legal_moves,
    squares_of,
)
from tablier.reversi.perft import perft

DIRECTIONS = [(dc, dr) for dc in (-1, 0, 1) for dr in (-1, 0, 1) if dc or dr]


def naive_flips(p: int, o: int, square: int) -> int:
    """Square-by-square reference for flips (rules.md §5.2)."""
    if (p | o) >> square & 1:
        return 0
    total = 0
    col, row = square % 8, square // 8
    for dc, dr in DIRECTIONS:
        line, c, r = 0, col + dc, row + dr
        while 0 <= c < 8 and 0 <= r < 8 and o >> (r * 8 + c) & 1:
            line |= 1 << (r * 8 + c)
            c, r = c + dc, r + dr
        if line and 0 <= c < 8 and 0 <= r < 8 and p >> (r * 8 + c) & 1:
            total |= line
    return total


def naive_moves(p: int, o: int) -> int:
    return sum(1 << sq for sq in range(64) if naive_flips(p, o, sq))


# Perft convention of rules.md §5.6: a pass is one ply; a finished game is one leaf.
PERFT = {1: 4, 2: 12, 3: 56, 4: 244, 5: 1396, 6: 8200, 7: 55092, 8: 390216}


@pytest.mark.parametrize("depth", sorted(PERFT))
def test_perft_from_start(depth: int) -> None:
    assert perft(START_BLACK, START_WHITE, depth) == PERFT[depth]


def test_notation_is_columns_then_rows_from_the_top() -> None:
    assert NAMES[0] == "a1" and NAMES[7] == "h1" and NAMES[56] == "a8" and NAMES[63] == "h8"
    white, black = START_WHITE, START_BLACK
    assert white == 1 << SQUARES["d4"] | 1 << SQUARES["e5"]
    assert black == 1 << SQUARES["e4"] | 1 << SQUARES["d5"]


def test_first_moves() -> None:
    moves = legal_moves(START_BLACK, START_WHITE)
    assert sorted(NAMES[sq] for sq in squares_of(moves)) == ["c4", "d3", "e6", "f5"]


def test_flips_only_lines_through_the_new_disc() -> None:
    # seed 003 fig. 2: bracketed discs not in line with the new disc stay as they are.
    p = 1 << SQUARES["a1"] | 1 << SQUARES["a5"]
    o = 1 << SQUARES["b1"] | 1 << SQUARES["a4"] | 1 << SQUARES["a3"]
    assert flips(p, o, SQUARES["c1"]) == 1 << SQUARES["b1"]
    assert flips(p, o, SQUARES["a2"]) == 1 << SQUARES["a3"] | 1 << SQUARES["a4"]


def test_flips_in_several_directions_at_once() -> None:
    center = SQUARES["d4"]
    o = p = 0
    for dc, dr in DIRECTIONS:
        o |= 1 << ((4 + dr) * 8 + 3 + dc - 8)
        p |= 1 << ((4 + 2 * dr) * 8 + 3 + 2 * dc - 8)
    assert flips(p, o, center) == o


@settings(max_examples=300, deadline=None)
@given(st.integers(0, FULL), st.integers(0, FULL))
def test_moves_and_flips_match_reference_on_any_position(p: int, o: int) -> None:
    o &= ~p
    assert legal_moves(p, o) == naive_moves(p, o)
    for sq in (0, 7, 27, 36, 56, 63, 9, 54):
        if not (p | o) >> sq & 1:
            assert flips(p, o, sq) == naive_flips(p, o, sq)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 2**32), st.integers(0, 60))
def test_moves_and_flips_match_reference_in_played_games(seed: int, plies: int) -> None:
    rng = random.Random(seed)
    p, o = START_BLACK, START_WHITE
    for _ in range(plies):
        moves = legal_moves(p, o)
        assert moves == naive_moves(p, o)
        if not moves:
            p, o = o, p
            if not legal_moves(p, o):
                break
            continue
        sq = rng.choice(list(squares_of(moves)))
        f = flips(p, o, sq)
        assert f == naive_flips(p, o, sq)
        p, o = o ^ f, p | f | 1 << sq


def test_the_generated_flip_functions_are_current() -> None:
    """flips.py is what flips_source.py generates (rerun it after changing the generator); the functions
    themselves are checked against the square-by-square reference above."""
    path = Path(flips_source.__file__).with_name("flips.py")
    assert path.read_text() == flips_source.module_source(), "run: python py/tablier/reversi/flips_source.py"
