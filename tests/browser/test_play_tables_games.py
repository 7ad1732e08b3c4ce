"""Hot-seat games of every tables game played to their end by clicks only, and the doubling cube.

Révertier and Swedish Tables are played from the home screen's Start; the others, and the game whose cube was
taken, open late in the same scripted game (``?record=``, ``play_helpers.late_part``) and are played from there.

The dice come from the page's test hook (``?dice=…``), thrown with a seeded RNG on CPython; each step
clicks the first legal destination the board offers (``data-targets``), the same choice the CPython script
makes with ``tablier.api.turn``, with the auto option on (forced turns play themselves, a turn confirms
itself after its last step; a turn without a move is confirmed by a click on Pass).  The engine on CPython
says who must win, with how many points and why, and the end dialog must show exactly that.  Rule options
come from the page's ``?options=…`` hook (the cube of Backgammon 225, a Tavli match to 3).
"""

from __future__ import annotations

import json
import re

import pytest
from browser_site import wait_ready
from play_helpers import (
    assert_end_dialog,
    assert_no_python_error,
    encode,
    late_part,
    open_page,
    play_script,
    scripted_game,
    settled,
    shot,
    start,
)

from tablier import api

pytestmark = pytest.mark.browser

GAMES = (
    # (game, seed, options, low): seeds whose first-destination games are short; Révertier and Swedish Tables
    # end by a block (blocage définitif 2 points; jan 4 points), Giul by a gammon.  With ``low`` 5 every die is
    # a five or a six: fewer turns, fewer clicks, the whole range of dice being thrown in the games with ``low`` 1
    # and the cube's.
    ("revertier", 7, {}, 1),
    ("swedish-tables", 7, {}, 1),
)
LATE_GAMES = (
    # Opened late (``?record=``: the same scripted game up to a throw about LATE_ACTIONS actions before its end)
    # and played from there by clicks: their openings (the 225 start draws, the roll-offs, a first step) are
    # test_play_tables.py's test_every_other_tables_game_opens_and_takes_a_step, a match's dialog between two
    # games test_match.py's.  The Tavli match opens in its second game.
    ("toutes-tables", 21, {}, 5),
    ("toutes-tables-225", 13, {}, 5),
    ("backgammon-225", 2, {}, 5),  # cubeless, its default (the cube's games below play seed 1 to its end)
    ("plakoto", 3, {}, 5),
    ("fevga", 10, {}, 5),
    ("giul", 4, {}, 5),
    ("tavli", 6, {"to": 3}, 5),
)
LATE_ACTIONS = 24


def url(server, dice: list[int], options: dict) -> str:  # noqa: ANN001
    query = "?dice=" + ",".join(map(str, dice))
    if options:
        query += "&options=" + ",".join(f"{k}:{str(v).lower()}" for k, v in options.items())
    return server.url + query


def assert_game_end(page, game: str, final: dict) -> None:  # noqa: ANN001
    """The end dialog says what the engine says; a match's score is in the panel."""
    assert_end_dialog(page, final)
    match = final["view"].get("match")
    if match:  # a match (Tavli): several games to its end, the score in the panel
        assert len(match["games"]) >= 2 and max(match["score"]) >= 3
        assert f"White {match['score'][0]}, Black {match['score'][1]}" in page.text_content("#players")
    shot(page, f"end-{game}-1440x900.png")
    assert_no_python_error(page)


@pytest.mark.parametrize(("game", "seed", "options", "low"), GAMES, ids=[game for game, _, _, _ in GAMES])
def test_complete_hot_seat_game_by_clicking(server, browser_context, game, seed, options, low) -> None:  # noqa: ANN001
    context, watch = browser_context
    dice, script, final = scripted_game(game, seed, 0, options, low=low)
    page = open_page(context, url(server, dice, options), 1440, 900)
    page.emulate_media(reduced_motion="reduce")
    start(page, game)
    play_script(page, script)
    assert_game_end(page, game, final)
    watch.assert_clean()


@pytest.mark.parametrize(("game", "seed", "options", "low"), LATE_GAMES, ids=[game for game, _, _, _ in LATE_GAMES])
def test_late_hot_seat_game_played_to_its_end_by_clicking(server, browser_context, game, seed, options, low) -> None:  # noqa: ANN001
    context, watch = browser_context
    dice, script, final = scripted_game(game, seed, 0, options, low=low)
    record, dice, script = late_part(dice, script, final, LATE_ACTIONS)
    if game == "tavli":
        assert api.view(record)["view"]["match"]["games"], "the match opens in its second game"
    page = open_page(context, server.url + f"?record={encode(record)}&dice=" + ",".join(map(str, dice)), 1440, 900)
    page.emulate_media(reduced_motion="reduce")
    wait_ready(page)
    settled(page, actions=len(record["actions"]))
    assert json.loads(page.get_attribute("#play", "data-record"))["actions"] == record["actions"]
    play_script(page, script, actions=len(record["actions"]))
    assert_game_end(page, game, final)
    watch.assert_clean()


CUBE = {"cube": True}


def test_cube_doubled_taken_then_redoubled_and_dropped(server, browser_context) -> None:  # noqa: ANN001
    """rules.md §4.9: White doubles, Black takes (the cube goes to Black at 2), Black redoubles and White
    drops: Black wins the cube's value before the redouble, 2 points, "double refused"."""
    context, watch = browser_context
    dice, script, final = scripted_game("backgammon-225", 1, 0, CUBE, ["double", "take", "double", "drop"])
    outcome = final["view"]["outcome"]
    assert outcome["reason"] == "drop" and outcome["points"] == 2
    page = open_page(context, url(server, dice, CUBE), 1440, 900)
    page.emulate_media(reduced_motion="reduce")
    start(page, "backgammon-225")
    cube_items = [i for i, item in enumerate(script) if item[0] == "cube"]

    def check(index: int) -> None:
        if index == cube_items[0]:  # a double offered: Take and Drop only, the question in the turn line
            assert page.is_visible("#take") and page.is_visible("#drop") and page.is_hidden("#double")
            assert "take the cube at 2" in page.text_content("#turn")
            shot(page, "cube-offered-1440x900.png")
        if index == cube_items[1]:
            assert "Cube: 2, " in page.text_content("#players") and page.is_hidden("#take")

    page.wait_for_selector("#double", state="hidden")
    play_script(page, script, check)
    assert page.text_content("#end-title") == ["White", "Black"][outcome["winner"]] + " wins"
    assert_end_dialog(page, final)
    assert page.is_hidden("#cube-row")
    assert_no_python_error(page)
    watch.assert_clean()


def test_cube_taken_doubles_the_games_points(server, browser_context) -> None:  # noqa: ANN001
    """rules.md §4.9: the same seeded game with the cube doubled and taken scores twice the cubeless game.  The
    game opens late (``?record=``, the cube at 2 on Black's side: the clicks on Double and Take are the test
    above's) and is played to its end by clicks."""
    context, watch = browser_context
    _, _, cubeless = scripted_game("backgammon-225", 1, 0, {"cube": False})
    dice, script, final = scripted_game("backgammon-225", 1, 0, CUBE, ["double", "take"])
    base, doubled = cubeless["view"]["outcome"], final["view"]["outcome"]
    assert (doubled["winner"], doubled["reason"]) == (base["winner"], base["reason"])
    assert doubled["points"] == 2 * base["points"]
    record, dice, script = late_part(dice, script, final, LATE_ACTIONS)
    assert api.view(record)["view"]["cube"] == {"value": 2, "owner": 1, "enabled": True}
    page = open_page(context, server.url + f"?record={encode(record)}&dice=" + ",".join(map(str, dice)), 1440, 900)
    page.emulate_media(reduced_motion="reduce")
    wait_ready(page)
    settled(page, actions=len(record["actions"]))
    assert "Cube: 2, " in page.text_content("#players")
    play_script(page, script, actions=len(record["actions"]))
    assert_end_dialog(page, final)
    shot(page, "end-cube-taken-1440x900.png")
    assert_no_python_error(page)
    watch.assert_clean()


PIXEL = """spot => {
  const board = document.getElementById("board");
  const [x, y] = JSON.parse(board.dataset.targets)[spot];
  const k = board.width / board.getBoundingClientRect().width;
  const d = board.getContext("2d").getImageData(Math.round(x * k), Math.round(y * k), 1, 1).data;
  return (d[0] + d[1] + d[2]) / 3;
}"""
"""The mean of the red, green and blue of the board's pixel at a tap target's centre (a point's first checker)."""
PLAY_IN_DIGITS = re.compile(r"\b(?:\d{1,2}|bar)\*?/(?:\d{1,2}|off)\b")


def test_revertier_by_clicks_black_on_a_and_the_log_in_letters(server, browser_context) -> None:  # noqa: ANN001
    """Révertier as the seed has it: « Le talon des Blancs se trouve en « m » celui des Noirs en « a » » (§2),
    and plays written with the figure's letters, « la dame de « f » en « i » » (§14).  On the page: Black's
    fifteen dark checkers on a and White's light ones on m, in the board's words and the panel; after some
    turns played by clicks, every play of the log in letters, headed by the colour that made it."""
    context, watch = browser_context
    rolls = []
    dice, script, answer = scripted_game("revertier", 7, 0, stop=lambda view: rolls.append(1) or len(rolls) >= 8)
    page = open_page(context, url(server, dice, {}), 1440, 900)
    page.emulate_media(reduced_motion="reduce")
    start(page, "revertier")
    settled(page, actions=0)
    labels = api.new_game("revertier")["view"]["labels"]
    a, m = labels.index("a"), labels.index("m")
    assert page.text_content(f"#mirror-list li[data-key='{a}']").startswith("Point a: 15 Black checkers")
    assert page.text_content(f"#mirror-list li[data-key='{m}']").startswith("Point m: 15 White checkers")
    assert "Talons (round marks): a Black, m White" in page.text_content("#players")
    assert page.evaluate(PIXEL, str(a)) < 90 < 170 < page.evaluate(PIXEL, str(m))  # dark on a, light on m
    play_script(page, script)
    history = [throw for throw in api.view(answer["record"])["history"] if throw and throw["play"]]
    assert len(history) >= 3
    log = page.locator("#log li").all_text_contents()
    assert log and not any(PLAY_IN_DIGITS.search(entry) for entry in log)
    for throw in history:
        who = ("Black", "White")[throw["by"]]
        heading = f"{who} {'-'.join(map(str, throw['dice']))}"
        assert re.fullmatch(r"(?:(?:bar|[a-x])\*?(?:/(?:[a-x]|off)\*?)+(?:\(\d\))? ?)+|pass", throw["play"])
        assert any(entry.startswith(heading) and throw["play"] in entry for entry in log), (heading, throw, log)
    assert any(entry.startswith("Roll-off · Black ") for entry in log)
    shot(page, "revertier-letters-1440x900.png")
    assert_no_python_error(page)
    watch.assert_clean()
