"""tablier.api: the plain-data interface the browser worker exposes."""

from __future__ import annotations

import json
import random

import pytest
from record_games import random_game

from tablier import __version__, api
from tablier.protocol import LANGS
from tablier.registry import variants


def plain(data):  # noqa: ANN001, ANN201
    """``data`` after a JSON round trip (what crosses the worker boundary)."""
    return json.loads(json.dumps(data))


def test_hello_lists_every_registered_game_as_plain_data() -> None:
    info = api.hello()
    assert plain(info) == info
    assert info["version"] == __version__
    ids = [game["id"] for game in info["games"]]
    assert sorted(ids) == sorted(v.id for v in variants())
    catalogued = [game_id for game_id in api.CATALOGUE if game_id in ids]
    assert ids[: len(catalogued)] == catalogued, "catalogue order first, whatever the import order"


def test_every_game_has_a_kind_names_and_bilingual_texts() -> None:
    for game in api.games():
        assert game["kind"]
        assert set(game["names"]) >= set(LANGS)
        assert set(game["description"]) >= set(LANGS)
        assert set(game["origin"]) >= set(LANGS)
        if game["home"]:
            assert all(game["description"][lang] and game["origin"][lang] for lang in LANGS), game["id"]
    assert not next(g for g in api.games() if g["id"] == "match")["home"]
    dames = next(g for g in api.games() if g["id"] == "dames-rabattues")
    assert dames["kind"] == "dames"
    assert "1699" in dames["origin"]["en"] and dames["description"]["fr"]


def test_new_game_returns_record_kind_and_view() -> None:
    answer = plain(api.new_game("dames", None, 3, "fr"))
    assert answer["record"] == {"format": 1, "game": "dames-rabattues", "options": {}, "seed": 3, "actions": []}
    assert answer["kind"] == "dames"
    assert answer["view"]["rolloff"] is True and answer["view"]["phase"] == "roll"
    assert answer["view"]["players"][0]["colour"] == "Blancs"


def test_unknown_game_is_an_error_not_an_exception() -> None:
    answer = api.new_game("chess")
    assert set(answer) == {"error"} and "unknown game" in answer["error"]["en"]


def test_act_appends_the_action_and_returns_the_new_view() -> None:
    record = plain(api.new_game("dames-rabattues"))["record"]
    answer = plain(api.act(record, {"roll": [6, 2]}))
    assert answer["record"]["actions"] == [{"roll": [6, 2]}]
    assert answer["view"]["starter"] == 0
    assert record["actions"] == [], "the caller's record is not modified"
    answer = plain(api.act(answer["record"], {"roll": [1, 1]}, "fr"))
    assert answer["view"]["last_throw"]["doublet"] == "Bezas"
    assert answer["view"]["last_throw"]["events"][0]["text"].startswith("Les Blancs")


def test_illegal_action_returns_the_engines_explanation_in_both_languages() -> None:
    record = plain(api.act(plain(api.new_game("dames-rabattues"))["record"], {"roll": [6, 2]}))["record"]
    answer = api.act(record, {"roll": [1, 2, 3]})
    assert set(answer) == {"error"}
    assert "two dice" in answer["error"]["en"] and "deux dés" in answer["error"]["fr"]
    answer = api.act(record, {"play": "x"})
    assert set(answer) == {"error"} and "not due" in answer["error"]["en"]
    answer = api.act(record, {"roll": [7, 2]})
    assert set(answer) == {"error"} and answer["error"]["en"]


def test_a_bad_record_is_an_error() -> None:
    answer = api.act({"format": 1, "game": "dames-rabattues", "actions": [{"roll": [9]}]}, {"roll": [1, 2]})
    assert set(answer) == {"error"} and "action 0" in answer["error"]["en"]


def test_uncached_record_is_replayed_with_the_same_result() -> None:
    rng = random.Random(5)
    answer = plain(api.new_game("dames-rabattues"))
    while answer["view"]["phase"] == "roll":
        answer = plain(api.act(answer["record"], {"roll": [rng.randint(1, 6), rng.randint(1, 6)]}))
    final = answer
    api._cache.clear()
    again = plain(api.view(final["record"], "en"))
    assert again["view"] == final["view"]
    assert len(again["history"]) == len(final["record"]["actions"])
    assert again["history"][-1] == final["view"]["last_throw"]
    assert final["view"]["outcome"]["points"] == 1
    api._cache.clear()
    last = final["record"]["actions"][-1]
    before = dict(final["record"], actions=final["record"]["actions"][:-1])
    assert plain(api.act(before, last))["view"] == final["view"]


@pytest.mark.parametrize("game", sorted(game["id"] for game in api.hello()["games"]))
def test_the_history_of_a_record_is_what_each_action_answered(game: str) -> None:
    """``view``'s history (the log rebuilt on resume) holds, for each action, the ``last_throw`` that ``act``
    answered when it was played; tables boards take a shortcut (no view of every position), checked here."""
    record, _ = random_game(game, seed=11, limit=120, faces=(4, 5, 6))  # no low doublets: Giul's cascades stay short
    answer = plain(api.new_game(game, record["options"], record["seed"]))
    answered = []
    for action in record["actions"]:
        answer = plain(api.act(answer["record"], action))
        answered.append(answer["view"]["last_throw"])
    api._cache.clear()
    assert plain(api.view(answer["record"]))["history"] == answered
    assert any(entry is not None for entry in answered)


def _portes_at_play(dice: list[int]) -> dict:
    answer = plain(api.new_game("portes"))
    answer = plain(api.act(answer["record"], {"roll": [5, 2]}))
    return plain(api.act(answer["record"], {"roll": dice}))


def test_tables_answers_carry_exits_and_the_last_action_as_a_throw() -> None:
    answer = _portes_at_play([6, 1])
    view = answer["view"]
    assert view["exits"] == [[0, 0], [1, 0]], "Portes: seat 0 bears off bottom right, seat 1 top right"
    assert view["last_throw"] == {"by": 0, "dice": [6, 1], "stage": "roll", "play": None}
    history = plain(api.view(answer["record"]))["history"]
    assert history[0] == {"by": 0, "dice": [5, 2], "stage": "roll-off", "play": None}
    revertier = plain(api.new_game("revertier"))["view"]
    assert revertier["exits"] == [[0, 0], [1, 1]], "Révertier: seat 1 bears off top left"


def test_turn_builds_a_play_step_by_step_and_act_accepts_it() -> None:
    answer = _portes_at_play([6, 1])
    record = answer["record"]
    first = plain(api.turn(record, [[12, 6, 6]]))
    assert first["play"] is None and not first["view"]["complete"]
    assert first["view"]["points"][6] == [[0, 1]] and first["view"]["points"][12] == [[0, 4]]
    assert {"from": 7, "to": 6, "die": 1, "hit": False} in first["view"]["destinations"]
    assert [d["used"] for d in first["view"]["dice"]] == [True, False]
    done = plain(api.turn(record, [[12, 6, 6], [7, 6, None]]))
    assert done["view"]["complete"] and done["play"] == "13/7 8/7"
    undone = plain(api.turn(record, [[12, 6, 6]]))
    assert undone == first, "undo is the same call with one step fewer"
    after = plain(api.act(record, {"play": done["play"]}))
    assert after["view"]["last_play"] == {"seat": 0, "text": "13/7 8/7"}
    assert after["view"]["changed"] == [6, 7, 12], "the points the last play changed, for the board's marks"
    thrown = plain(api.act(after["record"], {"roll": [3, 3]}))
    assert thrown["view"]["changed"] == [6, 7, 12], "still marked while the opponent throws"
    assert plain(api.turn(thrown["record"], []))["view"]["changed"] == [6, 7, 12]


def test_turn_explains_a_refused_step_and_a_probe() -> None:
    record = _portes_at_play([6, 1])["record"]
    refused = plain(api.turn(record, [[12, 5, None]], "fr"))
    assert set(refused) == {"error"} and refused["error"]["en"] and refused["error"]["fr"]
    assert plain(api.turn(record, [], "en", [0, None]))["error"]["en"] == "You have no checker there."
    assert "error" in plain(api.turn(plain(api.new_game("portes"))["record"], []))
    assert "error" in plain(api.turn(plain(api.new_game("dames-rabattues"))["record"], []))


def test_only_names_the_single_legal_play_pass_included() -> None:
    rng = random.Random(75)
    answer = plain(api.new_game("portes"))
    seen: set[str] = set()
    while answer["view"]["phase"] != "over":
        view, record = answer["view"], answer["record"]
        if view["phase"] == "roll":
            answer = plain(api.act(record, {"roll": [rng.randint(1, 6), rng.randint(1, 6)]}))
            continue
        if view["plays"] == 1:
            assert view["only"], "a single legal play is named"
            seen.add("pass" if view["only"] == "pass" else "forced")
            answer = plain(api.act(record, {"play": view["only"]}))
            continue
        assert "only" not in view
        first = view["destinations"][0]
        steps = [[first["from"], first["to"], first["die"]]]
        turn = plain(api.turn(record, steps))
        while not turn["play"] or turn["view"]["destinations"]:
            first = turn["view"]["destinations"][0]
            steps.append([first["from"], first["to"], first["die"]])
            turn = plain(api.turn(record, steps))
        answer = plain(api.act(record, {"play": turn["play"]}))
    assert seen == {"pass", "forced"}


def first_legal_reversi_game() -> list[dict]:
    """Every answer of a Reversi game that always plays the first legal square (or passes)."""
    answers = [plain(api.new_game("reversi"))]
    while answers[-1]["view"]["phase"] != "over":
        view = answers[-1]["view"]
        play = view["legal"][0] if view["legal"] else "pass"
        answers.append(plain(api.act(answers[-1]["record"], {"play": play})))
    return answers


def test_reversi_answers_carry_outcome_last_move_and_the_only_play() -> None:
    answers = first_legal_reversi_game()
    assert answers[0]["kind"] == "reversi"
    assert answers[0]["view"]["outcome"] is None and answers[0]["view"]["last_throw"] is None
    for before, after in zip(answers, answers[1:], strict=False):
        play = after["record"]["actions"][-1]["play"]
        seat = 0 if before["view"]["turn"] == "black" else 1
        assert after["view"]["last_throw"] == {"by": seat, "play": play, "flipped": len(after["view"]["flipped"])}
        legal = after["view"]["legal"]
        if after["view"]["phase"] == "over":
            assert "only" not in after["view"]
        elif after["view"]["must_pass"]:
            assert after["view"]["only"] == "pass"
        elif len(legal) == 1:
            assert after["view"]["only"] == legal[0]
        else:
            assert "only" not in after["view"]
    assert any(a["view"]["must_pass"] for a in answers), "this game has a pass"
    final = answers[-1]["view"]
    outcome = final["outcome"]
    black, white = final["counts"]["black"], final["counts"]["white"]
    assert outcome["winner"] == (None if black == white else 0 if black > white else 1)
    assert outcome["points"] == (0 if black == white else 1)
    assert outcome["reason"] in {"discs", "wipe-out"} and outcome["text"] == final["status"]
    french = plain(api.view(answers[-1]["record"], "fr"))
    assert french["view"]["outcome"]["text"] == french["view"]["status"] != final["status"]
    assert french["history"] == [a["view"]["last_throw"] for a in answers[1:]]


def test_other_games_get_no_board_extras() -> None:
    for game in ("portes", "dames-rabattues"):
        view = plain(api.new_game(game))["view"]
        assert "only" not in view


def test_games_list_their_bot_levels() -> None:
    levels = {game["id"]: game["bot_levels"] for game in api.games()}
    assert levels["portes"] == ["easy", "medium", "hard"]
    assert levels["reversi"] == ["easy", "medium", "hard", "expert"]
    assert levels["dames-rabattues"] == []


def test_bot_move_is_a_legal_action_and_hint_explains_it() -> None:
    answer = api.new_game("portes", seed=3)
    record = answer["record"]
    assert api.bot_move(record, "hard")["action"] is None  # the roll-off is due: nothing to decide
    for roll in ([5, 2], [3, 1]):  # roll-off (S wins), then S's opening roll
        record = api.act(record, {"roll": roll})["record"]
    move = api.bot_move(record, "hard", budget_ms=None, seed=1)
    after = api.act(record, move["action"])
    assert "error" not in after and len(after["record"]["actions"]) == len(record["actions"]) + 1
    advice = api.hint(record, "fr")["hint"]
    assert advice["play"] and advice["reasons"]["en"] and advice["reasons"]["fr"]
    assert plain(advice) == advice


@pytest.mark.parametrize("level", ["easy", "medium", "hard", "expert"])
def test_reversi_levels_think_within_their_own_budget(level: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The page sends no budget: each level searches with the budget its Level states (docs/reversi.md)."""
    from tablier.reversi import bot as reversi_bot

    seen = []
    real = reversi_bot.choose_move

    def spy(state, level, budget_ms=None, seed=0, nodes=None):  # type: ignore[no-untyped-def]
        seen.append((level, budget_ms))
        return real(state, level, budget_ms=budget_ms, seed=seed, nodes=None if level == "easy" else 200)

    monkeypatch.setattr(reversi_bot, "choose_move", spy)
    record = api.new_game("reversi")["record"]
    assert "error" not in api.bot_move(record, level)
    assert seen == [(level, None)]  # None: choose_move takes the level's own budget
    budgets = {name: spec.budget_ms for name, spec in reversi_bot.LEVELS.items()}
    assert budgets == {"easy": 0, "medium": 250, "hard": 300, "expert": 1200}  # as docs/reversi.md states
    assert api.bot_move(record, level, budget_ms=50)["action"] and seen[-1] == (level, 50)


def test_tables_levels_think_within_their_own_budget(monkeypatch: pytest.MonkeyPatch) -> None:
    """Hard's 2-ply stops at its Level's wall-clock budget; easy and medium have none (node-bounded)."""
    from tablier import bots

    seen = []
    real = bots.choose_play
    monkeypatch.setattr(
        bots,
        "choose_play",
        lambda state, level, budget_ms, seed: seen.append(budget_ms) or real(state, level, seed=seed),
    )
    record = api.new_game("portes", seed=3)["record"]
    for roll in ([5, 2], [3, 1]):
        record = api.act(record, {"roll": roll})["record"]
    for level in ("easy", "medium", "hard"):
        assert api.bot_move(record, level)["action"]
    assert seen == [bots.LEVELS[level].budget_ms for level in ("easy", "medium", "hard")] == [None, None, 1000]


def test_reversi_bot_plays_and_refusals_are_plain_errors() -> None:
    record = api.new_game("reversi")["record"]
    move = api.bot_move(record, "medium", budget_ms=None)
    assert move["action"]["play"] in {"d3", "c4", "f5", "e6"}
    assert "error" not in api.act(record, move["action"])
    assert set(api.bot_move(record, "grandmaster")["error"]) == set(LANGS)
    dames = api.new_game("dames-rabattues")["record"]
    assert set(api.bot_move(dames, "easy")["error"]) == set(LANGS)
    assert set(api.hint(dames)["error"]) == set(LANGS)
