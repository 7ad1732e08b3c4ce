"""Opening legal plays from the standard start (rules.md §4.10), derived by the engine."""

from __future__ import annotations

import pytest

from tablier.tables import BACKGAMMON_225, PORTES, TOUTES_TABLES, pos

START = pos("S: 24x2 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x5")

# rules.md §4.10 (computed there, agreeing with GNU Backgammon)
OPENING_PLAYS = {
    "6-6": 11, "6-5": 7, "6-4": 14, "6-3": 14, "6-2": 14, "6-1": 10,
    "5-5": 4, "5-4": 9, "5-3": 9, "5-2": 8, "5-1": 8,
    "4-4": 52, "4-3": 17, "4-2": 18, "4-1": 14,
    "3-3": 73, "3-2": 17, "3-1": 16,
    "2-2": 75, "2-1": 15,
    "1-1": 42,
}  # fmt: skip


@pytest.mark.parametrize("variant", [TOUTES_TABLES, BACKGAMMON_225, PORTES], ids=lambda v: v.id)
def test_opening_play_counts(variant) -> None:
    counts = {}
    for roll in OPENING_PLAYS:
        high, low = (int(x) for x in roll.split("-"))
        for seat in (0, 1):
            state = variant.setup(START, seat, (high, low))
            counts[roll, seat] = len(state.legal_plays())
    assert counts == {(roll, seat): n for roll, n in OPENING_PLAYS.items() for seat in (0, 1)}


def test_six_five_plays_by_hand() -> None:
    state = TOUTES_TABLES.setup(START, 0, (6, 5))
    texts = sorted(state.play_to_str(p) for p in state.legal_plays())
    assert texts == sorted(["24/13", "24/18 13/8", "24/18 8/3", "13/7 13/8", "13/7 8/3", "13/2", "8/2 8/3"])


def test_start_pip_count() -> None:
    assert START.pips(0) == START.pips(1) == 167
    assert TOUTES_TABLES.new_game().position == START
