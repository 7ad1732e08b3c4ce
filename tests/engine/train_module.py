"""train/td.py loaded as a module for the tests (numpy is a development dependency: the training's only)."""

from __future__ import annotations

import importlib.util
import random
import sys
from pathlib import Path
from types import ModuleType

import pytest

ROOT = Path(__file__).resolve().parents[2]


def load_td() -> ModuleType:
    """train/td.py as a module, or the test skipped where numpy is missing."""
    pytest.importorskip("numpy")
    spec = importlib.util.spec_from_file_location("td_for_tests", ROOT / "train" / "td.py")
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    sys.modules["td_for_tests"] = module
    spec.loader.exec_module(module)
    return module


def game_ends(variant, seeds: range, pick):  # type: ignore[no-untyped-def]
    """(state before the last play, the last play, the final state) of seeded games of ``variant`` played to
    their end; ``pick(rng, seed, plays)`` chooses each play (random play, or a calmer one)."""
    from tablier.protocol import Phase

    ends = []
    for seed in seeds:
        rng = random.Random(seed)
        state = variant.new_game()
        while True:
            if state.phase is Phase.ROLL:
                state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
                continue
            play = pick(rng, seed, list(state.legal_plays()))
            after = state.apply_play(play)
            if after.phase is Phase.OVER:
                ends.append((state, play, after))
                break
            state = after
    return ends


def mover_terminal(td, state, play):  # type: ignore[no-untyped-def]
    """td.terminal of ``play`` as the training asks it: the mover as seat 0, each side in its own route."""
    mover = state.seat
    before = (state.position[mover], state.position[1 - mover])
    return td.terminal(state.rules, play.result[mover], play.result[1 - mover], before, play.steps)
