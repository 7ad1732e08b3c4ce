"""The 225 drawn starts of Toutes tables 225 and Backgammon 225 (rules.md §4.8)."""

from __future__ import annotations

from tablier.tables import TOUTES_TABLES_225, Stage, pos
from tablier.tables.geometry import CONTRARY
from tablier.tables.starts225 import SIMPLE_ROLLS, all_starts_225, start_225

START = pos("S: 24x2 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x5")


def test_exactly_225_distinct_starts() -> None:
    assert len(SIMPLE_ROLLS) == 15
    assert len(set(all_starts_225())) == 225


def test_each_start_is_symmetric_with_no_shared_point() -> None:
    for start in all_starts_225():
        assert start.south == start.north
        assert sum(start.south) == 15 and start.south[0] == start.south[25] == 0
        for r in range(1, 25):
            assert not (start.south[r] and start.north[CONTRARY.other[r]]), start


def test_pip_range_and_the_standard_start() -> None:
    pips = {start.pips(0) for start in all_starts_225()}
    assert (min(pips), max(pips)) == (144, 184)
    assert START in all_starts_225()
    assert start_225((1, 6), (1, 5)) == START
    assert start_225((6, 1), (5, 1)) == START


def test_start_is_drawn_by_recorded_simple_rolls() -> None:
    game = TOUTES_TABLES_225.new_game()
    assert (game.stage, game.turn, game.position) == (Stage.DRAW, 0, None)
    game = game.apply_roll([3, 3])  # a double is thrown again
    assert (game.stage, game.turn, game.draws) == (Stage.DRAW, 0, ())
    game = game.apply_roll([4, 2])
    assert (game.stage, game.turn, game.draws) == (Stage.DRAW, 1, ((4, 2),))
    game = game.apply_roll([5, 3])
    assert game.stage is Stage.ROLL_OFF
    assert game.position == pos("S: 23x2 15x5 8x3 4x5 / N: 23x2 15x5 8x3 4x5")
