"""Seeded random games as records, for the record tests (any legal play, dice from random.Random)."""

from __future__ import annotations

import random
from typing import Any

from tablier.games import load_all
from tablier.protocol import Phase
from tablier.record import new_record
from tablier.registry import find_variant


def random_game(
    game: str, seed: int, limit: int = 400, faces: tuple[int, ...] = (1, 2, 3, 4, 5, 6)
) -> tuple[dict[str, Any], list[Any]]:
    """A record of up to ``limit`` actions of ``game`` with seeded dice (each drawn from ``faces``) and random
    legal plays, and its states."""
    load_all()
    rng = random.Random(seed)
    record = new_record(game, seed=seed)
    state = find_variant(game).new_game(record["options"], seed)
    states = [state]
    while state.phase is not Phase.OVER and len(record["actions"]) < limit:
        if state.phase is Phase.ROLL and not state.legal_plays():
            dice = [rng.choice(faces), rng.choice(faces)]
            record["actions"].append({"roll": dice})
            state = state.apply_roll(dice)
        else:
            play = rng.choice(list(state.legal_plays()))
            record["actions"].append({"play": state.play_to_str(play)})
            state = state.apply_play(play)
        states.append(state)
    return record, states
