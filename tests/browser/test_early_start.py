"""Start works before the engine is ready: the home screen lists the games from games.json (the engine's list,
written by build.py), and a game started while the engine boots begins as soon as it is ready.

Pyodide's wasm is held back by a route, so the engine cannot be ready while the home screen is checked.
"""

from __future__ import annotations

import json

import pytest
from browser_site import wait_ready
from play_helpers import STEP_TIMEOUT_MS

pytestmark = pytest.mark.browser


def test_start_clicked_while_the_engine_boots_begins_the_game_once_ready(server, browser_context, dist) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    held = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(server.url + "?dice=6,2,5,3", wait_until="commit")
    page.wait_for_selector("#start:not([disabled])", state="attached", timeout=60_000)
    listed = page.eval_on_selector_all("#game-list input[name=game]", "inputs => inputs.map(i => i.value)")
    games = json.loads((dist / "games.json").read_text())
    assert listed and set(listed) <= {game["id"] for game in games if game.get("home", True)}
    assert page.get_attribute("html", "data-engine") == "loading", "the engine was ready: the test proves nothing"
    assert held, "Pyodide's wasm was not requested yet: the route did not hold the engine"

    page.click("#start")
    assert page.is_visible("#play")
    assert "Starting the rules engine" in page.text_content("#turn")
    assert page.is_disabled("#roll")
    page.wait_for_timeout(300)
    assert page.get_attribute("#play", "data-actions") is None, "a game began with no engine"

    for route in held:
        route.continue_()
    wait_ready(page)
    page.wait_for_selector("#play[data-actions='0'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.eval_on_selector_all("#game-list input[name=game]", "inputs => inputs.map(i => i.value)") == listed
    page.click("#roll")  # the roll-off
    page.wait_for_selector("#play[data-actions='1']", state="attached", timeout=STEP_TIMEOUT_MS)
    watch.assert_clean()


def test_back_home_while_the_engine_boots_starts_nothing(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    held = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(server.url, wait_until="commit")
    page.wait_for_selector("#start:not([disabled])", state="attached", timeout=60_000)
    page.click("#start")
    page.click("#to-home")
    assert page.is_visible("#home")
    for route in held:
        route.continue_()
    wait_ready(page)
    page.wait_for_timeout(500)
    assert page.is_visible("#home") and not page.is_visible("#play")
    assert page.get_attribute("#play", "data-actions") is None
    watch.assert_clean()
