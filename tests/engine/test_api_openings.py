"""The openings build.py writes (``api.openings``): the page begins a game with one before the engine is ready,
with its own seed in the record, so each must be what ``api.new_game`` answers for that game and any seed."""

from __future__ import annotations

import random

from tablier import api
from tablier.protocol import LANGS


def test_every_listed_game_has_an_opening_in_each_language() -> None:
    listed = {entry["id"] for entry in api.games() if entry["home"]}
    openings = api.openings()
    assert set(openings) == listed
    assert all(set(answers) == set(LANGS) for answers in openings.values())


def test_an_opening_with_its_seed_replaced_is_the_new_game_of_any_seed() -> None:
    rng = random.Random(2026)
    for game, answers in api.openings().items():
        for lang, opening in answers.items():
            for seed in (rng.randrange(2**31 - 1) for _ in range(3)):
                shown = dict(opening, record=dict(opening["record"], seed=seed))
                assert shown == api.new_game(game, None, seed, lang), (game, lang, seed)
