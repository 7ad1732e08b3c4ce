"""Dice statistics (dice_stats.py): counts per number and doublet against the expectation, chi-square tests."""

from __future__ import annotations

import pytest
from record_games import random_game

from tablier.dice_stats import chi_square_p, dice_counts, dice_stats


@pytest.mark.parametrize(
    ("statistic", "df"),
    [(3.841, 1), (5.991, 2), (11.070, 5), (12.592, 6)],  # the 5 % critical values of the chi-square tables
)
def test_chi_square_p_at_the_tabulated_five_percent_points(statistic: float, df: int) -> None:
    assert chi_square_p(statistic, df) == pytest.approx(0.05, abs=5e-4)


def test_chi_square_p_limits() -> None:
    assert chi_square_p(0.0, 5) == 1.0
    assert chi_square_p(200.0, 5) < 1e-30
    assert chi_square_p(4.351, 5) == pytest.approx(0.5, abs=1e-3)  # the median of chi-square(5)


def test_counts_of_faces_and_doublets() -> None:
    counts = dice_counts([[6, 6], [1, 2], [3, 3], [6, 6], [4]])
    assert counts["faces"] == [1, 1, 2, 1, 0, 4]
    assert counts["doublets"] == [0, 0, 1, 0, 0, 2]
    assert counts["dice"] == 9 and counts["pairs"] == 4


def test_fair_dice_over_many_seeded_games_are_not_rejected() -> None:
    records = [random_game("dames-rabattues", seed)[0] for seed in range(40)]
    stats = dice_stats(records)
    rolls = [a["roll"] for r in records for a in r["actions"] if "roll" in a]
    assert stats["games"] == 40 and stats["skipped"] == 0
    assert stats["dice"] == sum(len(r) for r in rolls) and stats["pairs"] == len(rolls)
    assert [f["count"] for f in stats["faces"]] == [sum(r.count(face) for r in rolls) for face in range(1, 7)]
    assert stats["faces"][0]["expected"] == pytest.approx(stats["dice"] / 6, abs=0.01)
    assert stats["any_doublet"]["expected"] == pytest.approx(len(rolls) / 6, abs=0.01)
    assert stats["faces_test"]["reliable"] and stats["doublets_test"]["reliable"]
    assert stats["faces_test"]["p"] > 0.001 and stats["doublets_test"]["p"] > 0.001


def test_loaded_dice_are_detected() -> None:
    """Dice that show six twice as often as any other number: the numbers test rejects them."""
    records = [random_game("dames-rabattues", seed, faces=(1, 2, 3, 4, 5, 6, 6))[0] for seed in range(40)]
    stats = dice_stats(records)
    counts = [face["count"] for face in stats["faces"]]
    assert counts[5] > 1.6 * max(counts[:5])
    assert stats["faces_test"]["p"] < 1e-6


def test_a_record_that_does_not_load_is_skipped_and_counted() -> None:
    good, _ = random_game("portes", 3, limit=30)
    stats = dice_stats([good, "not json", {"format": 1, "game": "portes", "actions": [{"roll": [7, 7]}]}])
    assert stats["games"] == 1 and stats["skipped"] == 2
