"""Are the dice fair?  Counts of each number and each doublet over game records, against the expectation.

Every die of every roll counts once for the numbers (a fair die shows each face with probability 1/6);
every roll of two dice counts once for the doublets (each of the six doublets has probability 1/36, any
doublet 1/6), whoever threw them: a roll-off's two dice are two fair dice too.  Pearson's chi-square
compares the counts with the expectation; its p-value is the chance that fair dice stray at least as far.
"""

from __future__ import annotations

import math
from collections.abc import Iterable, Mapping
from typing import Any

from .record import RecordError, load

FACES = (1, 2, 3, 4, 5, 6)
RELIABLE_EXPECTED = 5.0
"""The chi-square approximation is trusted when every expected count is at least this (Cochran's rule)."""


def chi_square_p(statistic: float, df: int) -> float:
    """P(X ≥ statistic) for X chi-square with ``df`` degrees of freedom (closed forms for integer df)."""
    if statistic <= 0:
        return 1.0
    half = statistic / 2
    if df % 2 == 0:
        term, total = 1.0, 1.0
        for j in range(1, df // 2):
            term *= half / j
            total += term
        return min(1.0, math.exp(-half) * total)
    total, term = 0.0, 1.0
    for j in range(1, (df - 1) // 2 + 1):
        total += term
        term *= statistic / (2 * j + 1)
    tail = math.erfc(math.sqrt(half)) + math.sqrt(2 * statistic / math.pi) * math.exp(-half) * total
    return min(1.0, tail)


def _test(counts: list[int], probabilities: list[float]) -> dict[str, Any]:
    n = sum(counts)
    expected = [n * p for p in probabilities]
    statistic = sum((c - e) ** 2 / e for c, e in zip(counts, expected, strict=True)) if n else 0.0
    df = len(counts) - 1
    return {
        "chi2": round(statistic, 4),
        "df": df,
        "p": round(chi_square_p(statistic, df), 4),
        "reliable": n > 0 and min(expected) >= RELIABLE_EXPECTED,
    }


def dice_counts(rolls: Iterable[list[int]]) -> dict[str, Any]:
    """Per face the dice showing it, per face the two-dice rolls that were that doublet, and the totals."""
    faces = [0] * 6
    doublets = [0] * 6
    pairs = dice = 0
    for roll in rolls:
        for die in roll:
            faces[die - 1] += 1
            dice += 1
        if len(roll) == 2:
            pairs += 1
            if roll[0] == roll[1]:
                doublets[roll[0] - 1] += 1
    return {"faces": faces, "doublets": doublets, "dice": dice, "pairs": pairs}


def _rolls(record: Mapping[str, Any]) -> list[list[int]]:
    return [list(action["roll"]) for action in record["actions"] if "roll" in action]


def dice_stats(records: Iterable[Any]) -> dict[str, Any]:
    """Dice statistics over ``records`` (any format version; records that do not load are skipped and counted):
    ``{games, skipped, dice, pairs, faces: [{face, count, expected}], doublets: [{face, count, expected}],
    any_doublet: {count, expected}, faces_test, doublets_test}``; each test is ``{chi2, df, p, reliable}``."""
    rolls: list[list[int]] = []
    games = skipped = 0
    for record in records:
        try:
            loaded = load(record)
        except RecordError:
            skipped += 1
            continue
        games += 1
        rolls.extend(_rolls(loaded))
    counts = dice_counts(rolls)
    dice, pairs = counts["dice"], counts["pairs"]
    doublet_total = sum(counts["doublets"])
    return {
        "games": games,
        "skipped": skipped,
        "dice": dice,
        "pairs": pairs,
        "faces": [
            {"face": f, "count": c, "expected": round(dice / 6, 2)} for f, c in zip(FACES, counts["faces"], strict=True)
        ],
        "doublets": [
            {"face": f, "count": c, "expected": round(pairs / 36, 2)}
            for f, c in zip(FACES, counts["doublets"], strict=True)
        ],
        "any_doublet": {"count": doublet_total, "expected": round(pairs / 6, 2)},
        "faces_test": _test(counts["faces"], [1 / 6] * 6),
        "doublets_test": _test([*counts["doublets"], pairs - doublet_total], [1 / 36] * 6 + [30 / 36]),
    }
