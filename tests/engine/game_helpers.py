"""Shared helpers for the engine tests (imported by name: not a conftest, so it never clashes with tests/browser)."""

from __future__ import annotations

import random

import tablier.match  # noqa: F401  (registers "match")
from tablier.protocol import GameState, Phase
from tablier.tables import TablesVariant


def random_game(
    variant_or_state: TablesVariant | GameState, seed: int, options: dict | None = None, limit: int = 5000
) -> tuple[GameState, list[dict]]:
    """Play a seeded random game (uniform legal choices); the final state and its actions."""
    rng = random.Random(seed)
    state = variant_or_state if isinstance(variant_or_state, GameState) else variant_or_state.new_game(options, seed)
    actions: list[dict] = []
    for _ in range(limit):
        if state.phase is Phase.OVER:
            break
        optional = state.legal_plays()
        if state.phase is Phase.ROLL and (not optional or rng.random() < 0.9):
            dice = [rng.randint(1, 6), rng.randint(1, 6)]
            actions.append({"roll": dice})
            state = state.apply_roll(dice)
        else:
            play = rng.choice(list(optional))
            actions.append({"play": state.play_to_str(play)})
            state = state.apply_play(play)
    return state, actions


def check_turn_builder(states: list, seed: int) -> None:
    """Every legal play of each state can be entered step by step with the
    TurnBuilder, and a random walk over the offered steps ends in a legal play."""
    from tablier.tables import TurnBuilder

    rng = random.Random(seed)
    for state in states:
        results = {play.result for play in state.checker_plays}
        for play in state.checker_plays:
            builder = TurnBuilder(state)
            for step in play.steps:
                builder = builder.step(step.frm, step.to, step.die)
            assert builder.complete and builder.position == play.result
        builder = TurnBuilder(state)
        while not builder.complete:
            step = rng.choice(builder.next_steps)
            builder = builder.step(step.frm, step.to, step.die)
        assert builder.play().result in results
        assert state.apply_play(builder.play()).position == builder.position
