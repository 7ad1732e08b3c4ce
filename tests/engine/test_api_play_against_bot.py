"""tablier.api for playing against the bot: option descriptions, the bot's steps, hints with their squares."""

from __future__ import annotations

import json
import random

import pytest

from tablier import api
from tablier.protocol import LANGS
from tablier.registry import find_variant


def plain(data):  # noqa: ANN001, ANN201
    return json.loads(json.dumps(data))


def test_every_option_of_every_game_is_described_in_both_languages() -> None:
    for game in api.games():
        specs = game["option_specs"]
        assert plain(specs) == specs
        assert [spec["key"] for spec in specs] == list(find_variant(game["id"]).option_defaults)
        for spec in specs:
            assert spec["default"] == game["options"][spec["key"]]
            if game["home"]:  # every option the home screen offers has words, not its key
                assert spec["type"] in ("bool", "choice"), (game["id"], spec)
                for lang in LANGS:
                    assert spec["label"][lang] and spec["label"][lang] != spec["key"]
            if spec["type"] == "choice":
                values = [choice["value"] for choice in spec["choices"]]
                assert spec["default"] in values
                assert all(set(choice["label"]) == set(LANGS) for choice in spec["choices"])


def control_values(spec: dict) -> list:
    return [c["value"] for c in spec["choices"]] if spec["type"] == "choice" else [True, False]


def test_every_value_a_control_offers_is_accepted_by_the_engine_and_kept_in_the_record() -> None:
    for game in api.games():
        if not game["home"]:
            continue
        for spec in game["option_specs"]:
            for value in control_values(spec):
                answer = api.new_game(game["id"], {spec["key"]: value}, seed=3)
                assert "error" not in answer, (game["id"], spec["key"], value, answer.get("error"))
                assert answer["record"]["options"][spec["key"]] == value


def test_tavli_options_reach_the_match_and_its_games() -> None:
    answer = api.new_game("tavli", {"to": 3, "loser_starts": True}, seed=5)
    assert answer["record"]["options"] == {"to": 3, "loser_starts": True, "connection": False}
    assert answer["view"]["match"]["to"] == 3


def tables_positions(game: str, seed: int, count: int):  # noqa: ANN201
    """Records of positions where a player must choose a play, from a game between easy bots."""
    rng = random.Random(seed)
    answer = api.new_game(game, {}, seed)
    found = 0
    while answer["view"]["phase"] != "over" and found < count:
        record, view = answer["record"], answer["view"]
        if view["phase"] == "roll":
            answer = api.act(record, {"roll": [rng.randint(1, 6), rng.randint(1, 6)]})
            continue
        found += 1
        yield record
        answer = api.act(record, api.bot_move(record, "easy", seed=found)["action"])


@pytest.mark.parametrize("game", ["portes", "plakoto", "fevga", "giul", "revertier", "swedish-tables", "tavli"])
def test_the_bots_steps_built_one_by_one_make_the_bots_play(game: str) -> None:
    """The board shows the bot's play through ``turn`` with growing step lists: the last one is its play."""
    for record in tables_positions(game, 11, 12):
        answer = api.bot_move(record, "medium", seed=1)
        steps = answer["steps"]
        assert plain(steps) == steps
        if answer["action"]["play"] == "pass":
            assert steps == []
            continue
        for size in range(1, len(steps) + 1):
            turn = api.turn(record, steps[:size])
            assert "error" not in turn, (game, steps[:size], turn.get("error"))
        assert turn["play"] == answer["action"]["play"]


def test_a_tables_hint_names_its_points_as_the_view_does() -> None:
    for record in tables_positions("portes", 4, 6):
        hint = api.hint(record)["hint"]
        shown = hint["shown_steps"]
        assert len(shown) == len(hint["steps"])
        if shown:
            assert api.turn(record, shown)["play"] == hint["play"]
        assert hint["reason"]


def test_a_reversi_hint_says_why_in_both_languages() -> None:
    record = api.new_game("reversi")["record"]
    hint = api.hint(record)["hint"]
    assert hint["move"] in api.new_game("reversi")["view"]["legal"]
    assert set(hint["reasons"]) == set(LANGS)
    assert hint["reason"] == hint["reasons"]["en"][0]


def test_every_view_names_the_seat_to_act_as_a_number() -> None:
    """Reversi's view says whose turn it is by colour; ``mover_seat`` is the protocol's seat (Black 0 opens)."""
    answer = api.new_game("reversi")
    assert (answer["view"]["turn"], answer["view"]["mover_seat"]) == ("black", 0)
    answer = api.act(answer["record"], {"play": answer["view"]["legal"][0]})
    assert (answer["view"]["turn"], answer["view"]["mover_seat"]) == ("white", 1)
    for game in ("portes", "dames-rabattues", "tavli"):
        view = api.new_game(game)["view"]
        assert view["mover_seat"] == view["turn"]
