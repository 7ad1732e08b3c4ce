"""Helpers of the browser tests that play tables games by clicking: the scripted game computed on CPython
with ``tablier.api`` (seeded dice, the first legal destination of each step), and the page actions.

A script item is ``(kind, auto, ...)``: ``("roll", auto, forced)``, ``("step", auto, from, to, seat, last,
choose)`` (``choose``: the die to pick in the board's die chooser when several dice bear the checker off),
``("confirm", auto, play)`` or ``("cube", auto, action)`` (a click on Double, Take or Drop).
"""

from __future__ import annotations

import base64
import json
import random
from collections.abc import Callable, Mapping
from pathlib import Path
from typing import Any

from browser_site import wait_ready

from tablier import api

ARTIFACTS = Path(__file__).resolve().parents[2] / "test-artifacts"
STEP_TIMEOUT_MS = 15_000


def scripted_game(
    game: str,
    seed: int,
    auto_from: int,
    options: Mapping[str, Any] | None = None,
    cube: list[str] | None = None,
    stop: Callable[[dict], bool] | None = None,
    low: int = 1,
) -> tuple[list[int], list[tuple], dict]:
    """Dice thrown with random.Random(seed), the clicks of a game that always takes the first listed
    destination, and the engine's final answer.

    From action ``auto_from`` on, the page's auto option is on: a turn with a single legal play plays
    itself after the throw, and a turn confirms itself after its last step.  ``cube`` lists cube actions
    (``double``, ``take``, ``drop``) played in turn, each as soon as the engine offers it.  With ``stop``,
    the script ends at the first throw after which ``stop(view)`` is true (for screenshots mid-game).
    With ``low`` above 1 every die is thrown from ``low`` to 6 (a shorter game: less to click).
    """
    rng = random.Random(seed)
    answer = api.new_game(game, options)
    dice: list[int] = []
    script: list[tuple] = []
    cube = list(cube or [])
    while answer["view"]["phase"] != "over":
        view, record = answer["view"], answer["record"]
        done = len(record["actions"])
        auto = done >= auto_from
        if cube and cube[0] in view["legal"]:
            script.append(("cube", auto, cube[0]))
            answer = api.act(record, {"play": cube.pop(0)})
            continue
        if view["phase"] == "roll":
            roll = [rng.randint(low, 6), rng.randint(low, 6)]
            dice += roll
            answer = api.act(record, {"roll": roll})
            forced = auto and answer["view"].get("only")
            script.append(("roll", auto, bool(forced)))
            if stop is not None and not forced and stop(answer["view"]):
                return dice, script, answer
            if forced:
                answer = api.act(answer["record"], {"play": forced})
            continue
        steps: list[list] = []
        turn = api.turn(record, steps)
        while turn["view"]["destinations"]:
            listed = turn["view"]["destinations"]
            first = listed[0]
            fits = {d["die"] for d in listed if d["from"] == first["from"] and d["to"] == first["to"]}
            steps.append([first["from"], first["to"], min(fits)])
            turn = api.turn(record, steps)
            last = not turn["view"]["destinations"]
            choose = min(fits) if len(fits) > 1 else None
            script.append(("step", auto, first["from"], first["to"], view["turn"], last, choose))
        if not auto or not steps:
            script.append(("confirm", auto, turn["play"]))
        answer = api.act(record, {"play": turn["play"]})
    assert not cube, f"cube actions never reached: {cube}"
    return dice, script, answer


def late_part(dice: list[int], script: list[tuple], final: dict, left: int) -> tuple[dict, list[int], list[tuple]]:
    """A scripted game cut at a throw about ``left`` actions before its end: the record up to there (to open with
    ``?record=``), the dice still to throw and the script from there."""
    total = len(final["record"]["actions"])
    actions = thrown = 0
    for index, item in enumerate(script):
        if item[0] == "roll" and total - actions <= left:
            record = {**final["record"], "actions": final["record"]["actions"][:actions]}
            return record, dice[thrown:], script[index:]
        if item[0] == "roll":
            thrown += 2
            actions += 2 if item[2] else 1
        elif item[0] in ("cube", "confirm") or (item[0] == "step" and item[1] and item[5]):
            actions += 1
    raise AssertionError("the script has no throw that late")


def encode(record: dict) -> str:
    """base64url of the record's compact JSON, without padding (the game links' encoding, docs/embed.md)."""
    text = json.dumps(record, separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def open_page(context, url: str, width: int, height: int):  # noqa: ANN001, ANN201
    page = context.pages[0] if context.pages else context.new_page()
    page.set_viewport_size({"width": width, "height": height})
    page.goto(url)
    return page


def shot(page, name: str) -> None:  # noqa: ANN001
    ARTIFACTS.mkdir(exist_ok=True)
    page.screenshot(path=str(ARTIFACTS / name))


def assert_no_python_error(page) -> None:  # noqa: ANN001
    error = page.query_selector(".py-error")
    assert error is None, f"PyScript error on the page: {error.text_content()}"


SPOT = """spot => { const board = document.getElementById("board");
  const targets = JSON.parse(board.dataset.targets || "{}");
  if (!(spot in targets)) return null;
  const box = board.getBoundingClientRect();
  return [box.x + targets[spot][0], box.y + targets[spot][1]]; }"""
"""The page coordinates of a published tap target's centre, or null while the board does not list it."""


def click_spot(page, spot: str) -> None:  # noqa: ANN001
    """Click the centre of a tap target the board published (a point A0..A23, "bar", "off0", "off1").

    The board publishes its targets when it redraws, a frame after a step lands: while the die chooser of the
    last step is still drawn, only its dice are listed, so wait for ``spot``."""
    where = page.wait_for_function(SPOT, arg=spot, timeout=STEP_TIMEOUT_MS)  # the wait answers the coordinates
    x, y = where.json_value()
    page.mouse.click(x, y)


def click_to(page, to: int | str, seat: int, choose: int | None) -> None:  # noqa: ANN001
    """Click the destination of a step (the seat's tray to bear off); when several dice bear the checker
    off, the board's die chooser opens there: click the face of ``choose``."""
    click_spot(page, f"off{seat}" if to == "off" else str(to))
    if choose is not None:
        page.wait_for_selector("#mirror-list li[data-key='choice']", state="attached", timeout=STEP_TIMEOUT_MS)
        click_spot(page, f"choice-{choose}")


def settled(page, **attrs: object) -> None:  # noqa: ANN001
    """Wait until the play screen has the given ``data-`` attributes, no call in flight, and the board has
    drawn that state at rest (the text mirror follows the same frame)."""
    selector = "#play" + "".join(f"[data-{k}='{v}']" for k, v in attrs.items()) + "[data-busy=false]"
    page.wait_for_selector(selector, state="attached", timeout=STEP_TIMEOUT_MS)
    page.wait_for_selector("#board[data-drawn=true]", state="attached", timeout=STEP_TIMEOUT_MS)


def start(page, game: str) -> None:  # noqa: ANN001
    wait_ready(page)
    page.click(f"#game-list input[value={game}]")
    page.click("#start")
    page.wait_for_selector("#play[data-actions='0']", state="attached", timeout=STEP_TIMEOUT_MS)


def play_script(page, script: list[tuple], on_item=None, actions: int = 0) -> None:  # noqa: ANN001
    """Play ``script`` on the page by clicks only: Roll, the checkers and their destinations, Confirm,
    the cube's buttons; the auto option is ticked from the first item that says so.  ``on_item(index)``
    is called after each item (for screenshots), before the dialog between two games of a match is closed.
    ``actions``: the record's actions before the script's first item (a game opened late)."""
    steps = 0
    for index, item in enumerate(script):
        kind, auto = item[0], item[1]
        if auto and not page.is_checked("#auto-confirm"):
            page.check("#auto-confirm")
        if kind == "roll":
            actions += 2 if item[2] else 1
            page.click("#roll")
            settled(page, actions=actions)
        elif kind == "cube":
            actions += 1
            page.click(f"#{item[2]}")
            settled(page, actions=actions)
        elif kind == "step":
            _, _, frm, to, seat, last, choose = item
            click_spot(page, str(frm))
            click_to(page, to, seat, choose)
            steps += 1
            if auto and last:
                actions += 1
                steps = 0
                settled(page, actions=actions, steps=0)
            else:
                settled(page, steps=steps)
        else:
            assert page.get_attribute("#play", "data-complete") == "true"
            actions += 1
            steps = 0
            page.click("#confirm")
            settled(page, actions=actions)
        if on_item is not None:
            on_item(index)
        next_game(page)


def next_game(page) -> bool:  # noqa: ANN001
    """Between two games of a match: close the dialog that says who won the game (the next one is on the
    board). True if it was open."""
    if not page.is_visible("#match-game"):
        return False
    page.click("#match-next")
    page.locator("#match-game").wait_for(state="hidden", timeout=STEP_TIMEOUT_MS)
    return True


def seat_names(view: dict) -> list[str]:
    """The seats' names in English as the engine's view gives them (Black first in Révertier and Swedish
    Tables, whose seed puts Black on a), else White and Black."""
    return view.get("seat_names") or ["White", "Black"]


def game_words(game: dict, names: list[str] | None = None) -> str:
    """One finished game of a match as the page says it (English)."""
    who = (names or ["White", "Black"])[game["winner"]]
    points = f"{game['points']} point" + ("s" if game["points"] != 1 else "")
    return f"{game['name']}: {who} wins, {points} ({game['reason']})."


def assert_match_end(page, match: dict, view: dict | None = None) -> None:  # noqa: ANN001
    """The end dialog of a match: the engine's match winner, the final score and the last game's result."""
    page.locator("#end").wait_for(state="visible", timeout=STEP_TIMEOUT_MS)
    score = match["score"]
    names = seat_names(view or {})
    assert max(score) >= match["to"] > min(score)
    assert page.text_content("#end-title") == names[match["winner"]] + " wins the match"
    assert page.text_content("#end-points") == f"{names[0]} {score[0]}, {names[1]} {score[1]}"
    assert page.text_content("#end-reason") == game_words(match["games"][-1], names)
    assert page.get_attribute("#play", "data-phase") == "over"


def assert_end_dialog(page, final: dict) -> None:  # noqa: ANN001
    """The end dialog shows the engine's winner, points and reason (of a match: its winner, score and last game)."""
    outcome = final["view"]["outcome"]
    page.locator("#end").wait_for(state="visible", timeout=STEP_TIMEOUT_MS)
    match = final["view"].get("match")
    if match:
        assert_match_end(page, match, final["view"])
        return
    if outcome["winner"] is None:
        assert page.text_content("#end-title") == "Draw"
    else:
        assert page.text_content("#end-title") == seat_names(final["view"])[outcome["winner"]] + " wins"
    points = outcome["points"]
    assert page.text_content("#end-points") == f"{points} point" + ("s" if points != 1 else "")
    reason = outcome.get("reason_text") or outcome.get("text")
    assert page.text_content("#end-reason") == reason
    assert page.get_attribute("#play", "data-phase") == "over"
