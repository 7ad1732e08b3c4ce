"""The worker API for saved games (api.py): load_record, check_records, replay_views, game_text, dice_stats."""

from __future__ import annotations

import json

import pytest
from record_games import random_game

from tablier import api


def test_load_record_gives_the_summary_of_a_finished_game() -> None:
    record, states = random_game("portes", seed=4)
    answer = api.load_record(json.dumps(record))
    assert answer["record"] == record
    summary = answer["summary"]
    assert summary["phase"] == "over" and summary["winner"] == states[-1].outcome.winner
    assert summary["points"] == states[-1].outcome.points and summary["actions"] == len(record["actions"])
    assert summary["names"]["fr"] == "Portes" and summary["seats"]["en"] == ["White", "Black"]


def test_check_records_sets_apart_each_bad_record_with_its_reason() -> None:
    good, _ = random_game("reversi", seed=2, limit=10)
    illegal = {**good, "actions": [*good["actions"], {"play": "a1"}]}
    answers = api.check_records([good, "{not json", {**good, "format": 7}, illegal])
    assert answers[0]["record"] == good
    assert "not valid JSON" in answers[1]["error"]["en"]
    assert "unknown record format 7" in answers[2]["error"]["en"]
    assert f"action {len(good['actions'])}" in answers[3]["error"]["en"]
    assert api.check_records("nonsense") == []


def test_check_records_lets_the_engines_own_import_error_through(monkeypatch) -> None:  # noqa: ANN001
    """A module the engine cannot import is not the record's fault: it is raised, not turned into that record's
    refusal (a restored worker then writes its files and asks again, assets/engine-worker.js)."""
    good, _ = random_game("reversi", seed=2, limit=10)

    def missing(record: object) -> None:
        raise ModuleNotFoundError("No module named 'fractions'")

    monkeypatch.setattr(api, "load_record", missing)
    with pytest.raises(ImportError):
        api.check_records([good])


def test_replay_views_gives_the_view_after_each_prefix() -> None:
    record, states = random_game("portes", seed=7, limit=40)
    answer = api.replay_views(record)
    assert answer["kind"] == "tables" and len(answer["views"]) == len(record["actions"]) + 1
    for index in (0, 1, 5, len(record["actions"])):
        alone = api.view({**record, "actions": record["actions"][:index]})["view"]
        alone.pop("only", None)
        alone.pop("changed", None)
        assert answer["views"][index] == alone
    rolled = [i for i, a in enumerate(record["actions"]) if "roll" in a][3]
    assert answer["views"][rolled + 1]["last_throw"]["dice"] == record["actions"][rolled]["roll"]
    assert "error" in api.replay_views({**record, "actions": [{"roll": [9, 9]}]})


def test_game_text_and_dice_stats_through_the_api() -> None:
    record, _ = random_game("dames-rabattues", seed=3)
    assert api.game_text(record, "fr")["text"].startswith('[Jeu "Dames rabattues"]')
    assert "error" in api.game_text({"game": "nope"})
    stats = api.dice_stats([record, record])
    assert stats["games"] == 2 and stats["pairs"] == 2 * len(record["actions"])
