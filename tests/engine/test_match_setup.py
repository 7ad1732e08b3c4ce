"""Matches offered from the home screen: each game's match description in ``games()``, and a match of one
game to N points played through the API (rules.md §0.6; the Crawford game, §4.9; Tavli's lengths, §6.1)."""

from __future__ import annotations

import random
from typing import Any

import pytest

from tablier import api
from tablier.match_setup import MATCH_GAMES

POINTS = {"dames-rabattues": {1}, "portes": {1, 2}, "backgammon-225": {1, 2, 3}}
"""What one game may score: Dames Rabattues 1 (§3.6); Portes 1 or 2 (§6.1); Backgammon 225 1–3 times the cube."""


def entries() -> dict[str, dict[str, Any]]:
    return {entry["id"]: entry for entry in api.games()}


def test_every_points_game_offers_a_single_game_or_a_match_to_3_5_7_in_both_languages() -> None:
    listed = entries()
    offered = {game_id for game_id, entry in listed.items() if entry["match"]}
    assert offered == set(MATCH_GAMES)
    # Reversi has no match convention of whole points (§5.5); a match is not offered around a match.
    assert listed["reversi"]["match"] is None and listed["tavli"]["match"] is None
    for game_id in offered:
        spec = listed[game_id]["match"]
        assert spec["key"] == "match" and spec["type"] == "choice" and spec["default"] == 1
        assert [choice["value"] for choice in spec["choices"]] == [1, 3, 5, 7]
        for choice in spec["choices"][1:]:
            assert str(choice["value"]) in choice["label"]["en"] and str(choice["value"]) in choice["label"]["fr"]
        assert spec["label"]["en"] and spec["label"]["fr"] != spec["label"]["en"]
        assert spec["source"].startswith(("rules.md", "seed"))
        # The Crawford rule only matters with a doubling cube (§4.9): the games with a cube option play it.
        assert spec["crawford"] == ("cube" in listed[game_id]["options"])


def play_match(game_id: str, to: int, seed: int, options: dict | None = None) -> list[dict[str, Any]]:
    """A match as the home screen starts it, played with seeded dice and the first listed plays (the cube
    always taken when offered, never offered): every answer of the API, first to last."""
    spec = entries()[game_id]["match"]
    match = {"games": [game_id], "to": to, "crawford": spec["crawford"], "game_options": {game_id: options or {}}}
    rng = random.Random(seed)
    answer = api.new_game("match", match, seed)
    answers = [answer]
    while answer["view"]["phase"] != "over":
        view, record = answer["view"], answer["record"]
        if "take" in view.get("legal", []):
            action = {"play": "take"}
        elif view["phase"] == "roll":
            action = {"roll": [rng.randint(1, 6), rng.randint(1, 6)]}
        elif "destinations" not in view:  # a board with no decisions to build
            action = {"play": view["only"]}
        else:
            steps: list[list] = []
            turn = api.turn(record, steps)
            while turn["view"]["destinations"]:
                first = turn["view"]["destinations"][0]
                steps.append([first["from"], first["to"], first["die"]])
                turn = api.turn(record, steps)
            action = {"play": turn["play"]}
        answer = api.act(record, action)
        assert "error" not in answer, answer
        answers.append(answer)
    return answers


@pytest.mark.parametrize(("game_id", "to", "seed"), [("dames-rabattues", 3, 4), ("portes", 3, 2)])
def test_a_match_of_one_game_scores_each_game_and_ends_when_a_side_reaches_n(game_id: str, to: int, seed: int) -> None:
    answers = play_match(game_id, to, seed)
    kind = answers[0]["kind"]
    assert kind == api._kind(api.find_variant(game_id))  # drawn on the board of the game it plays
    ends = [a for a in answers if a["view"]["match"].get("ended")]
    final = answers[-1]["view"]["match"]
    assert len(ends) == len(final["games"]) >= 2
    score = [0, 0]
    for answer in ends:
        match = answer["view"]["match"]
        game = match["ended"]
        assert game == match["games"][-1] and game["game"] == game_id and game["points"] in POINTS[game_id]
        score[game["winner"]] += game["points"]
        assert match["score"] == score
        over = answer is answers[-1]
        # The match goes on while both sides are short of N, and ends at the game that takes one to N.
        assert over == (max(score) >= to)
        assert answer["view"]["phase"] == ("over" if over else "roll")
        if not over:
            assert match["game_number"] == len(match["games"]) + 1 and answer["view"].get("changed", []) == []
    assert final["winner"] == score.index(max(score))
    assert all(a["kind"] == kind for a in answers)
    assert sum(1 for a in answers if a["view"]["match"].get("ended")) == len(final["games"])
    # The record of the match replays to the same score (autosave and resume keep only the record).
    assert api.view(answers[-1]["record"])["view"]["match"]["score"] == final["score"]


def test_backgammon_225_match_plays_the_crawford_game_without_the_cube() -> None:
    """§4.9: the game after a side first reaches N − 1 is played without the cube; the games before and after it
    offer the double."""
    for seed in range(40):
        answers = play_match("backgammon-225", 3, seed, {"cube": True})
        scores = [a["view"]["match"]["score"] for a in answers if a["view"]["match"].get("ended")]
        if any(max(s) == 2 for s in scores[:-1]):
            break
    else:
        pytest.fail("no seed reached 2 points before the end of the match")
    crawford_game = next(i for i, s in enumerate(scores) if max(s) == 2) + 2  # game numbers count from 1
    offered: dict[int, bool] = {}
    for answer in answers:
        match = answer["view"]["match"]
        if match.get("ended") or answer["view"]["phase"] != "roll":
            continue
        number = match["game_number"]
        assert match["crawford"] == (number == crawford_game)
        offered[number] = offered.get(number, False) or "double" in answer["view"].get("legal", [])
    assert offered[crawford_game] is False
    assert offered[1] is True  # the cube is on in the first game: the check above can fail


def test_the_saved_games_list_names_a_match_after_its_game_and_shows_its_score() -> None:
    answers = play_match("dames-rabattues", 3, 4)
    middle = next(a for a in answers if a["view"]["match"].get("ended"))
    summary = api.load_record(middle["record"])["summary"]
    dames = api.find_variant("dames-rabattues").names
    assert summary["names"] == {lang: "Match · " + dames[lang] for lang in ("en", "fr")}
    assert summary["kind"] == "dames" and summary["score"] == middle["view"]["match"]["score"]
    assert api.load_record(api.new_game("tavli", {"to": 3})["record"])["summary"]["names"]["en"].startswith("Tavli")
