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
    """Random released Fevga positions where S holds six consecutive points of N's route (the barrier of
    seed 004, Remarque 2, counted from the blocked player's side: « barrière de six positions »), N often
    gathered behind it (S to play); a third of them cross S's own r24/r1 junction (N's r12/r13)."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        south = [0] * 26
        start = rng.choice((8, 9, 10, 11, 12)) if len(found) % 3 == 0 else rng.randint(1, 19)  # on N's route
        block = {opp_index(c) for c in range(start, start + 6)}  # the same points by S's route
        for r in block:
            south[r] = 1
        for _ in range(9):
            south[rng.choice([r for r in range(2, 25) if r not in block])] += 1
        if not any(south[13:]):
            continue
        held = {r for r in range(1, 25) if south[r]}
        free_n = [r for r in range(1, 25) if opp_index(r) not in held]  # N's own indices
        behind = [r for r in free_n if r < start]
        north = [0] * 26
        pool = behind if behind and rng.random() < 0.7 else free_n
        spots = rng.sample(pool, min(len(pool), rng.randint(1, 3)))
        for _ in range(15):
            north[rng.choice(spots)] += 1
        roll = (rng.randint(1, 6), rng.randint(1, 6))
        found.append(FEVGA.setup(Position(tuple(south), tuple(north)), 0, roll, options))
    return found


def crosses_junction(state) -> bool:  # noqa: ANN001
    """Whether S's pieces hold six consecutive points of N's route that include N's r12 and r13 (S's r24
    and r1), every N checker behind them: the block the mover's own route does not show as six in a row."""
    own, opp = state.mover_view()
    theirs = [opp_index(r) for r in range(1, 25) if opp[r]]
    return any(
        all(own[opp_index(c)] for c in range(start, start + 6)) and max(theirs) < start for start in range(8, 13)
    )


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
    across = [state for state in states if crosses_junction(state)]
    assert len(across) >= 8  # blocks across S's r24/r1 junction were built and compared too


def test_engine_matches_the_reference_on_blocks_across_the_junction() -> None:
    """Seed 004, Remarque 2, read from the blocked player's side: the reference and the engine agree on
    positions whose block crosses the blocker's r24/r1, and those positions do get filtered."""
    states = [state for state in block_positions(11, 240, {}) if crosses_junction(state)]
    compare(states)
    filtered = 0
    for state in states:
        own, opp = state.mover_view()
        leaves = dice_filters(all_leaves(state.rules, own, opp, state.play_dice), state.play_dice)
        filtered += len(state.rules.filter_plays(leaves, state.play_dice)) != len(leaves)
    assert len(states) >= 20 and filtered >= 3
