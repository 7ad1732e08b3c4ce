"""The engine against the brute-force reference generator (``reference_tavli.py``).

Positions: every 7th position of seeded random Plakoto and Fevga games (with
the options varied), plus random Fevga positions built around six-point blocks
so that the two end-of-play filters are met often.  Compared as sets of
resulting positions; there must be no difference.
"""

from __future__ import annotations

import random

import pytest
from reference_tavli import legal_results

from tablier.protocol import Phase
from tablier.tables import FEVGA, PLAKOTO, Position
from tablier.tables.fevga import opp_index
from tablier.tables.movegen import all_leaves, dice_filters


def game_positions(variant, options: dict, seed: int, count: int, every: int = 7) -> list:
    rng = random.Random(seed)
    found: list = []
    turn = 0
    while len(found) < count:
        state = variant.new_game(options)
        while state.phase is not Phase.OVER and len(found) < count:
            if state.phase is Phase.ROLL:
                state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
                continue
            turn += 1
            if turn % every == 0:
                found.append(state)
            state = state.apply_play(rng.choice(list(state.legal_plays())))
    return found


def block_positions(seed: int, count: int, options: dict) -> list:
    """Random released Fevga positions where S holds a six-point block and N is
    often gathered behind it (S to play)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        south = [0] * 26
        k = rng.randint(1, 19)
        for r in range(k, k + 6):
            south[r] = 1
        for _ in range(9):
            south[rng.choice([r for r in range(2, 25) if r < k or r >= k + 6] or [k])] += 1
        if not any(south[13:]):
            continue
        held = {r for r in range(1, 25) if south[r]}
        free_n = [r for r in range(1, 25) if opp_index(r) not in held]  # N's own indices
        behind = [r for r in free_n if r < opp_index(k)] if k <= 7 or k >= 13 else []
        north = [0] * 26
        pool = behind if behind and rng.random() < 0.7 else free_n
        spots = rng.sample(pool, min(len(pool), rng.randint(1, 3)))
        for _ in range(15):
            north[rng.choice(spots)] += 1
        if not any(north[13:]) and north[1] < 14:
            north[max(r for r in range(1, 25) if north[r])] += 0  # N's postillon may be anywhere
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        found.append(FEVGA.setup(Position(tuple(south), tuple(north)), 0, roll, options))
    return found


def compare(states: list) -> tuple[int, int]:
    """(positions compared, resulting positions compared); asserts no difference."""
    results = 0
    for state in states:
        engine = {play.result for play in state.legal_plays()}
        reference = legal_results(state.rules.id, state.position, state.seat, state.dice, state.rules.options)
        assert engine == reference, (state.position, state.seat, state.dice)
        results += len(engine)
    return len(states), results


@pytest.mark.parametrize(
    ("variant", "options", "seed"),
    [
        (PLAKOTO, {}, 1),
        (PLAKOTO, {"connection": True}, 2),
        (FEVGA, {}, 3),
        (FEVGA, {"release": "adjacent", "postillon": "last-quarter", "connection": True}, 4),
    ],
    ids=["plakoto", "plakoto-connection", "fevga", "fevga-options"],
)
def test_engine_matches_the_reference_on_game_positions(variant, options: dict, seed: int) -> None:
    compared, _ = compare(game_positions(variant, options, seed, 150))
    assert compared == 150


@pytest.mark.parametrize("options", [{}, {"release": "adjacent"}], ids=["behind", "adjacent"])
def test_engine_matches_the_reference_around_six_point_blocks(options: dict) -> None:
    states = block_positions(7, 80, options)
    compare(states)
    filtered = 0
    for state in states:
        own, opp = state.mover_view()
        leaves = dice_filters(all_leaves(state.rules, own, opp, state.play_dice), state.play_dice)
        filtered += len(state.rules.filter_plays(leaves, state.play_dice)) != len(leaves)
    assert filtered >= 12  # the block filters really were exercised
