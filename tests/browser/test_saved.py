"""Saved games in the browser (issue 9): autosave and resume, offline, entries set aside, storage full,
two tabs, export then import, hostile files, the replay viewer, the URL-fragment link.

Dice come from the page's test hook (``?dice=…``); the engine on CPython (tablier.api) gives the
expected records.  Each test fails on any console error, request to another host, or PyScript error.
"""

from __future__ import annotations

import json
import random
from pathlib import Path

import pytest
from browser_site import wait_ready

from tablier import api

pytestmark = pytest.mark.browser

STEP_TIMEOUT_MS = 15_000
PREFIX = "tablier.game."


def dice_for(seed: int, throws: int) -> list[int]:
    rng = random.Random(seed)
    return [rng.randint(1, 6) for _ in range(2 * throws)]


def open_page(context, url: str):  # noqa: ANN001, ANN201
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url)
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    return page


def assert_no_python_error(page) -> None:  # noqa: ANN001
    error = page.query_selector(".py-error")
    assert error is None, f"PyScript error on the page: {error.text_content()}"


def start_dames(page) -> None:  # noqa: ANN001
    page.click("#game-list input[value=dames-rabattues]")
    page.click("#start")
    page.wait_for_selector("#play[data-actions='0'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)


def throw(page, count: int) -> None:  # noqa: ANN001
    page.click("#roll")
    page.wait_for_selector(f"#play[data-actions='{count}'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)


def stored(page) -> dict:  # noqa: ANN001
    """The saved entries in localStorage by id."""
    return page.evaluate(
        """(prefix) => Object.fromEntries(Object.keys(localStorage).filter(k => k.startsWith(prefix))
                       .map(k => [k.slice(prefix.length), JSON.parse(localStorage.getItem(k))]))""",
        PREFIX,
    )


def board_pixels(page) -> str:  # noqa: ANN001
    return page.evaluate("() => document.getElementById('board').toDataURL()")


def expected_record(dice: list[int], throws: int) -> dict:
    answer = api.new_game("dames-rabattues")
    for i in range(throws):
        answer = api.act(answer["record"], {"roll": dice[2 * i : 2 * i + 2]})
    return answer["record"]


def test_autosave_reload_and_resume_the_identical_position(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    dice = dice_for(3, 12)
    page = open_page(context, server.url + "?dice=" + ",".join(map(str, dice)))
    assert page.is_visible("#saved-empty") and page.is_hidden("#saved-resume")
    start_dames(page)
    for count in range(1, 7):
        throw(page, count)
    entries = stored(page)
    assert len(entries) == 1
    (entry,) = entries.values()
    want = expected_record(dice, 6)
    assert entry["record"]["actions"] == want["actions"] and entry["record"]["game"] == "dames-rabattues"
    assert entry["rev"] >= 6 and entry["status"]["phase"] == "roll"
    before = {"pixels": board_pixels(page), "turn": page.text_content("#turn"), "log": page.text_content("#log")}

    page.reload()
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.is_visible("#saved-resume")
    assert "Dames Rabattues" in page.text_content("#saved-resume-text")
    assert page.locator("#saved-list li").count() == 1
    page.click("#resume")
    page.wait_for_selector("#play[data-actions='6'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.text_content("#turn") == before["turn"]
    assert page.text_content("#log") == before["log"]
    assert board_pixels(page) == before["pixels"], "the resumed board differs from the one left"
    assert stored(page)[entry["id"]]["rev"] == entry["rev"], "opening a saved game does not rewrite it"
    assert_no_python_error(page)
    watch.assert_clean()
