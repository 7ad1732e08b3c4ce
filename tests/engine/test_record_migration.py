"""Record format versions: each older shape migrates to the current one (record.py, docs/saved-games.md)."""

from __future__ import annotations

import json

import pytest
from record_games import random_game

from tablier.record import FORMAT_VERSION, MIGRATIONS, RecordError, load, migrate, replay, version_of


def as_version_0(record: dict) -> dict:
    """The pre-release shape of a record: no "format", actions under "moves" as dice lists or play strings."""
    moves = [action["roll"] if "roll" in action else action["play"] for action in record["actions"]]
    return {"game": record["game"], "options": record["options"], "seed": record["seed"], "moves": moves}


@pytest.mark.parametrize("game", ["portes", "dames-rabattues", "reversi", "toutes-tables-225"])
def test_a_version_0_record_loads_as_the_same_game(game: str) -> None:
    record, states = random_game(game, seed=5, limit=120)
    old = as_version_0(record)
    assert version_of(old) == 0
    assert load(json.dumps(old)) == record
    assert replay(migrate(old))[-1] == states[-1]


def test_version_0_without_options_or_seed_and_with_format_0() -> None:
    record, _ = random_game("portes", seed=2, limit=20)
    old = {"game": "portes", "moves": as_version_0(record)["moves"]}
    assert load(old)["options"] == record["options"] and load(old)["seed"] == 0
    assert load({**old, "format": 0}) == load(old)


def test_every_older_version_has_a_migration() -> None:
    assert sorted(MIGRATIONS) == list(range(FORMAT_VERSION))


@pytest.mark.parametrize("version", [2, 99, -1, "1", 1.5, None, True])
def test_unknown_versions_are_refused_in_words(version: object) -> None:
    record, _ = random_game("portes", seed=1, limit=4)
    with pytest.raises(RecordError, match="unknown record format"):
        load({**record, "format": version})


def test_a_version_0_move_of_the_wrong_type_is_named() -> None:
    with pytest.raises(RecordError, match="move 1"):
        load({"game": "portes", "moves": [[3, 1], 7]})


def test_a_current_record_is_unchanged_by_migration() -> None:
    record, _ = random_game("reversi", seed=3, limit=10)
    assert migrate(record) == record
