"""What the views give the play screen for issue 16: the 225 start draws in words, the points a checker reaches
with several dice and its stops, the labels of each seat, and player texts that cite sources by name."""

from __future__ import annotations

import re
from typing import Any

import pytest
from record_games import random_game

from tablier import api
from tablier.games import load_all
from tablier.registry import find_variant
from tablier.tables.starts225 import SIMPLE_ROLLS, all_starts_225, start_number

INTERNAL = re.compile(r"rules\.md|§|\bseeds? ?\d{3}")


@pytest.mark.parametrize("game", ["toutes-tables-225", "backgammon-225"])
def test_the_start_draws_say_what_they_decide_then_the_start_drawn(game: str) -> None:
    answer = api.new_game(game)
    words = answer["view"]["start_draw"]
    assert words["left"] == 2 and words["number"] is None and "Draws left: 2" in words["text"]
    answer = api.act(answer["record"], {"roll": [4, 4]})  # a doublet is thrown again: nothing drawn
    assert answer["view"]["start_draw"]["left"] == 2
    answer = api.act(answer["record"], {"roll": [5, 2]})
    words = answer["view"]["start_draw"]
    assert words["left"] == 1 and "White drew 5-2" in words["text"] and "Draws left: 1" in words["text"]
    answer = api.act(answer["record"], {"roll": [3, 6]})
    words = answer["view"]["start_draw"]
    assert words["left"] == 0 and words["number"] == start_number((2, 5), (3, 6))
    assert f"Start no. {words['number']} of 225" in words["text"]
    fr = api.view(answer["record"], "fr")["view"]["start_draw"]["text"]
    assert f"Départ n° {words['number']} sur 225" in fr


def test_start_numbers_run_over_the_225_starts() -> None:
    numbers = [start_number(a, b) for a in SIMPLE_ROLLS for b in SIMPLE_ROLLS]
    assert numbers == list(range(1, 226))
    load_all()
    state = find_variant("toutes-tables-225").new_game({}, 0)
    for dice in ((6, 1), (4, 2)):
        state = state.apply_roll(dice)
    assert state.position == all_starts_225()[start_number((1, 6), (2, 4)) - 1]


def _in_play(game: str, dice: list[int]) -> dict[str, Any]:
    """A record of ``game`` at its first turn to play, thrown ``dice`` (the roll-off thrown 2-1: a tie is re-thrown)."""
    answer = api.new_game(game)
    while answer["view"].get("stage") != "play":
        roll = [2, 1] if answer["view"].get("stage") == "roll-off" else dice
        answer = api.act(answer["record"], {"roll": roll})
    return answer["record"]


@pytest.mark.parametrize(("game", "dice"), [("portes", [6, 2]), ("plakoto", [3, 3]), ("fevga", [5, 1])])
def test_further_destinations_are_every_multi_dice_point_and_each_is_playable(game: str, dice: list[int]) -> None:
    """Each listed point is reached by playing its dice one step at a time from its stops; and every point the
    same checker reaches in two or more steps (found by walking the one-step destinations) is listed."""
    record = _in_play(game, dice)
    view = api.turn(record, [])["view"]
    single = {(d["from"], d["to"]) for d in view["destinations"]}
    listed = {(f["from"], f["to"]) for f in view["further"]}
    for further in view["further"]:
        assert (further["from"], further["to"]) not in single
        points = [further["from"], *further["via"], further["to"]]
        steps = [[points[i], points[i + 1], die] for i, die in enumerate(further["dice"])]
        assert len(points) == len(further["dice"]) + 1
        assert "error" not in api.turn(record, steps), further
    reached = set()

    def walk(steps: list[list], start: Any, here: Any) -> None:
        for dest in api.turn(record, steps)["view"]["destinations"]:
            if dest["from"] != here or dest["to"] == "off":
                continue
            if steps:
                reached.add((start, dest["to"]))
            walk([*steps, [here, dest["to"], dest["die"]]], start, dest["to"])

    for start in view["movable"]:
        walk([], start, start)
    assert listed == reached - single and listed


def test_each_seat_reads_its_own_labels() -> None:
    record = _in_play("portes", [6, 2])
    view = api.view(record)["view"]
    assert view["seat_labels"][view["turn"]] == view["labels"]
    assert view["seat_labels"][0] != view["seat_labels"][1]


def _strings(data: Any, skip: tuple[str, ...] = ()) -> list[str]:
    if isinstance(data, str):
        return [data]
    if isinstance(data, dict):
        return [s for key, value in data.items() if key not in skip for s in _strings(value, skip)]
    if isinstance(data, list):
        return [s for value in data for s in _strings(value, skip)]
    return []


def test_player_texts_cite_sources_by_name_not_our_files() -> None:
    """Names, descriptions, rules, views of played games, refusals and end texts in EN and FR: no "rules.md",
    no "§" of our notes, no "seed 003".  (``source`` of an option is for developers: the page does not show it.)
    Révertier's and Swedish Tables' texts cite the numbered articles of their own historical text, as
    "Révertier §11": those are names of sources, so the check is on the forms of our files."""
    texts = _strings(api.games(), skip=("source",))
    for game in [g["id"] for g in api.games()]:
        for lang in ("en", "fr"):
            texts += _strings(api.rules(game, lang))
        if game in ("match", "giul"):  # Giul's plays are too many to list for a random game; its words are Fevga's
            continue
        record, _ = random_game(game, 5, limit=40)
        for lang in ("en", "fr"):
            texts += _strings(api.replay_views(record, lang)["views"])
            texts += _strings(api.act(record, {"play": "zz"}, lang))
            texts += _strings(api.act(record, {"roll": [9, 9]}, lang))
    reversi, _ = random_game("reversi", 2, limit=200)
    texts += _strings(api.view(reversi, "en")) + _strings(api.view(reversi, "fr"))
    texts += _strings(api.act(reversi, {"play": "a1"})) + _strings(api.act(reversi, {"play": "pass"}))
    named = re.compile(r"(Révertier|Swedish Tables|Tables suédoises|Dames [Rr]abattues) §")
    bad = sorted({t[:120] for t in texts if INTERNAL.search(t) and not named.search(t)})
    assert not bad, bad


def test_reversi_in_french_speaks_of_the_players_in_the_plural() -> None:
    """ "Les Noirs gagnent", "Aux Noirs de jouer" (the colours name the players, as in the tables games)."""
    record, states = random_game("reversi", 4, limit=200)
    view = api.view(record, "fr")["view"]
    outcome = view["outcome"] or {}
    assert view["players"] == {"black": "Noirs", "white": "Blancs"}
    assert re.match(r"(Les (Noirs|Blancs) gagnent|Partie nulle)", outcome.get("text", "")), outcome
    start = api.new_game("reversi", lang="fr")["view"]
    assert start["status"] == "Aux Noirs de jouer."
