"""bench/bots_error_rate.py: gnubg's chances read as each game's points (Portes has no backgammon)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

from bots_error_rate import BACKGAMMONS, equity  # noqa: E402


def test_sure_results_are_worth_the_game_s_points() -> None:
    # [win, win gammon, win backgammon, lose gammon, lose backgammon], gnubg's cumulative chances
    for game in ("portes", "backgammon-225"):
        bg = BACKGAMMONS[game]
        assert equity([1, 0, 0, 0, 0], bg) == 1
        assert equity([0, 0, 0, 0, 0], bg) == -1
        assert equity([1, 1, 0, 0, 0], bg) == 2
        assert equity([0, 0, 0, 1, 0], bg) == -2
    # a backgammon: Portes scores it as a gammon (rules: Tavli counts no triple), Backgammon 225 as a triple
    assert equity([1, 1, 1, 0, 0], BACKGAMMONS["portes"]) == 2
    assert equity([1, 1, 1, 0, 0], BACKGAMMONS["backgammon-225"]) == 3
    assert equity([0, 0, 0, 1, 1], BACKGAMMONS["backgammon-225"]) == -3
