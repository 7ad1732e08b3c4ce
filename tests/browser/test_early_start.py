"""Start works before the engine is ready: the home screen lists the games from games.json (the engine's list,
written by build.py); a game started while the engine boots begins at once from its opening (openings.json, the
engine's new game, also written by build.py), its first throws land at once from its book (book/<game>.<lang>.json,
the engine's answers, tablier/book.py) and its first play waits for the engine.  Without its book, the first throw
lands once the engine is ready; without the openings, or with options given, the game begins as soon as the engine
is ready.

Pyodide's wasm is held back by a route, so the engine cannot be ready while the home screen is checked.
"""

from __future__ import annotations

import json

import pytest
from browser_site import wait_ready
from play_helpers import STEP_TIMEOUT_MS, click_spot, settled

from tablier import api

pytestmark = pytest.mark.browser


def open_with_the_engine_held(context, url: str):  # noqa: ANN001, ANN201
    """Open ``url`` with Pyodide's wasm held back by a route (released by ``route.continue_()`` on each held
    route): the page and the held routes, once the home screen's Start is enabled."""
    page = context.pages[0] if context.pages else context.new_page()
    held = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(url, wait_until="commit")
    page.wait_for_selector("#start:not([disabled])", state="attached", timeout=60_000)
    return page, held


COUNT_DRAWS = """() => {
  // Counts the board's redraws (each sets its data-draw-ms) from now on.
  window.draws = 0;
  new MutationObserver((records) => { window.draws += records.length; })
    .observe(document.getElementById("board"), { attributes: true, attributeFilter: ["data-draw-ms"] });
}"""


def saved_records(page) -> list[dict]:  # noqa: ANN001
    """The records of the games the page has saved (localStorage)."""
    return page.evaluate(
        """() => Object.keys(localStorage).filter((key) => key.startsWith("tablier.game."))
                 .map((key) => JSON.parse(localStorage.getItem(key)).record)"""
    )


def test_a_game_started_while_the_engine_boots_throws_from_its_book(server, browser_context, dist) -> None:  # noqa: ANN001
    context, watch = browser_context
    asked: list[str] = []
    context.on("request", lambda request: asked.append(request.url))
    page, held = open_with_the_engine_held(context, server.url + "?dice=6,2,5,3")
    assert held and page.get_attribute("html", "data-engine") == "loading", "the engine was ready: nothing is proved"
    chosen = page.eval_on_selector("#game-list input[name=game]:checked", "input => input.value")
    opening = json.loads((dist / "openings.json").read_text())[chosen]["en"]
    assert json.loads((dist / "book" / f"{chosen}.en.json").read_text()), "the game chosen first has no book"
    # The first listed game's books are fetched in each language as soon as games.json and openings.json are read
    # (assets/engine.js): this page is in English, so nothing else asks for the French one.
    assert {f"{chosen}.{lang}.json" for lang in ("en", "fr")} <= {url.rsplit("/book/", 1)[-1] for url in asked}

    page.click("#start")
    page.wait_for_selector("#play[data-actions='0'][data-phase=roll][data-busy=false]", state="attached")
    assert page.get_attribute("html", "data-engine") == "loading"
    assert page.text_content("#turn") != "Starting the rules engine…"
    assert page.is_enabled("#roll")
    record = next(r for r in saved_records(page) if r["game"] == chosen)
    assert record == dict(opening["record"], seed=record["seed"]), "the saved game is not the engine's new game"

    page.click("#roll")  # the roll-off, then the first throw: both answered by the book, the engine still held
    settled(page, actions=1)
    page.click("#roll")
    settled(page, actions=2, phase="play")
    assert page.get_attribute("html", "data-engine") == "loading"
    saved = next(r for r in saved_records(page) if r["game"] == chosen)
    assert saved["seed"] == record["seed"] and saved["actions"] == [{"roll": [6, 2]}, {"roll": [5, 3]}]
    view = api.act(api.act(record, {"roll": [6, 2]})["record"], {"roll": [5, 3]})["view"]
    assert json.loads(page.get_attribute("#board", "data-movable")) == view["movable"]

    checker = view["movable"][0]
    click_spot(page, str(checker))  # lit on the page alone: the view says where it may go
    page.wait_for_function("() => JSON.parse(document.getElementById('board').dataset.lit || '{}').one?.length")
    lit = json.loads(page.get_attribute("#board", "data-lit"))
    assert set(lit["one"]) == {d["to"] for d in view["destinations"] if d["from"] == checker}
    click_spot(page, str(lit["one"][0]))  # the first step is the engine's to answer: it waits for it
    page.wait_for_timeout(300)
    assert page.get_attribute("#play", "data-busy") == "true" and page.get_attribute("html", "data-engine") == "loading"
    for route in held:
        route.continue_()
    wait_ready(page)
    settled(page, steps=1)
    watch.assert_clean()


def test_without_its_book_a_game_started_early_throws_once_the_engine_is_ready(server, browser_context, dist) -> None:  # noqa: ANN001
    context, watch = browser_context
    context.route("**/book/*.*.json", lambda route: route.fulfill(status=200, body="{unreadable"))
    page, held = open_with_the_engine_held(context, server.url + "?dice=6,2,5,3")
    assert held and page.get_attribute("html", "data-engine") == "loading", "the engine was ready: nothing is proved"
    chosen = page.eval_on_selector("#game-list input[name=game]:checked", "input => input.value")
    page.click("#start")
    page.wait_for_selector("#play[data-actions='0'][data-phase=roll][data-busy=false]", state="attached")
    record = next(r for r in saved_records(page) if r["game"] == chosen)

    page.evaluate(COUNT_DRAWS)
    page.click("#roll")  # the roll-off, thrown while the engine boots: it lands once the engine answers
    page.wait_for_timeout(600)
    assert page.get_attribute("#play", "data-actions") == "0" and page.get_attribute("#play", "data-busy") == "true"
    # The tumble: a face every 40 ms up to 120 ms, then every 140 ms at most until 400 ms (ui/screens/play.py):
    # 3 + 2 + 1 redraws at most (fewer where frames run late), the main thread leaving the CPU to the booting
    # engine (a face every 40 ms: 10).
    assert 2 <= page.evaluate("window.draws") <= 6
    for route in held:
        route.continue_()
    wait_ready(page)
    page.wait_for_selector("#play[data-actions='1'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    page.wait_for_selector("#play[data-phase=roll]", state="attached", timeout=STEP_TIMEOUT_MS)
    page.click("#roll")  # the first throw: 5 and 3, the game goes on with the engine
    page.wait_for_selector("#play[data-actions='2'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    saved = next(r for r in saved_records(page) if r["game"] == chosen)
    assert saved["seed"] == record["seed"] and saved["actions"][:2] == [{"roll": [6, 2]}, {"roll": [5, 3]}]
    watch.assert_clean()


def test_without_its_opening_a_game_started_early_waits_for_the_engine(server, browser_context, dist) -> None:  # noqa: ANN001
    context, watch = browser_context
    context.route("**/openings.json", lambda route: route.fulfill(status=200, body="{unreadable"))
    page, held = open_with_the_engine_held(context, server.url + "?dice=6,2,5,3")
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


def test_with_its_game_list_unreadable_the_home_screen_waits_for_the_engine_list(server, browser_context, dist) -> None:  # noqa: ANN001
    context, watch = browser_context
    context.route("**/games.json", lambda route: route.fulfill(status=200, body="[unreadable"))
    page = context.new_page()
    held = []
    context.route("**/pyodide.asm.wasm", lambda route: held.append(route))
    page.goto(server.url, wait_until="commit")
    page.wait_for_selector("html[data-board=drawn]", state="attached", timeout=60_000)
    page.wait_for_timeout(300)
    assert held and page.get_attribute("html", "data-engine") == "loading"
    assert page.is_disabled("#start"), "Start with no game listed"
    for route in held:
        route.continue_()
    wait_ready(page)
    page.wait_for_selector("#start:not([disabled])", state="attached", timeout=STEP_TIMEOUT_MS)
    listed = page.eval_on_selector_all("#game-list input[name=game]", "inputs => inputs.map(i => i.value)")
    games = json.loads((dist / "games.json").read_text())
    assert listed and set(listed) <= {game["id"] for game in games if game.get("home", True)}
    watch.assert_clean()


def test_a_game_list_read_after_micropython_is_up_is_listed_as_it_comes(server, browser_context, dist) -> None:  # noqa: ANN001
    """games.json and openings.json are usually read before MicroPython is up, and listed at once; read later,
    they are awaited, and the list comes with them, before the engine's."""
    context, watch = browser_context
    page = context.new_page()
    held_list, held_wasm = [], []
    context.route("**/games.json", lambda route: held_list.append(route))
    context.route("**/pyodide.asm.wasm", lambda route: held_wasm.append(route))
    page.goto(server.url, wait_until="commit")
    page.wait_for_selector("html[data-board=drawn]", state="attached", timeout=60_000)
    page.wait_for_timeout(300)
    assert held_list and page.is_disabled("#start"), "Start with no game listed"
    for route in held_list:
        route.continue_()
    page.wait_for_selector("#start:not([disabled])", state="attached", timeout=STEP_TIMEOUT_MS)
    assert held_wasm and page.get_attribute("html", "data-engine") == "loading", "listed by the engine, not the file"
    listed = page.eval_on_selector_all("#game-list input[name=game]", "inputs => inputs.map(i => i.value)")
    games = json.loads((dist / "games.json").read_text())
    assert listed and set(listed) <= {game["id"] for game in games if game.get("home", True)}
    for route in held_wasm:
        route.continue_()
    wait_ready(page)
    assert page.eval_on_selector_all("#game-list input[name=game]", "inputs => inputs.map(i => i.value)") == listed
    watch.assert_clean()


CLICK_ROLL_ONCE = """() => {
  // A player who throws the roll-off the moment Roll is enabled: once, from the mutation that enables it.
  window.rollClicks = 0;
  const observer = new MutationObserver(() => {
    const play = document.getElementById("play"), roll = document.getElementById("roll");
    const ready = play.dataset.phase === "roll" && play.dataset.busy === "false" && play.dataset.actions === "0";
    if (ready && !roll.disabled) {
      roll.click();
      window.rollClicks += 1;
      observer.disconnect();
    }
  });
  observer.observe(document.documentElement, { subtree: true, attributes: true });
}"""


def test_a_game_started_early_keeps_its_first_throw_and_names_itself_once(server, browser_context) -> None:  # noqa: ANN001
    """Start before the engine is ready, then Roll at once: the saved games' check that follows must not reopen
    the game the address has just named (it once did, and the throw in flight was lost); the address names the
    game with one history entry, so one Back goes home."""
    context, watch = browser_context
    page, held = open_with_the_engine_held(context, server.url + "?dice=6,2,5,3")
    assert held and page.get_attribute("html", "data-engine") == "loading", "the engine was ready: nothing is proved"
    page.click("#start")
    entries = page.evaluate("history.length")
    page.evaluate(CLICK_ROLL_ONCE)
    for route in held:
        route.continue_()
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    page.wait_for_selector("#play[data-actions='1'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    page.wait_for_timeout(500)
    assert page.evaluate("window.rollClicks") == 1
    assert page.get_attribute("#play", "data-actions") == "1", "the roll-off thrown at once was lost"
    assert page.evaluate("history.length") == entries + 1, "the game was named in the address more than once"
    assert "#game=" in page.url
    page.go_back()
    page.wait_for_selector("#home:not([hidden])", state="attached", timeout=STEP_TIMEOUT_MS)
    watch.assert_clean()


def test_back_home_while_the_engine_boots_starts_nothing(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page, held = open_with_the_engine_held(context, server.url)
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


def fail_the_engine(page, scripts: list, watch) -> None:  # noqa: ANN001
    """Refuse Pyodide's held script (``scripts``, its routes), so that the worker's boot fails, and wait until the
    page says so in its message and takes taps again."""
    watch.allow_failures = True
    assert scripts, "Pyodide's script was not requested yet"
    for route in scripts:
        route.abort()
    page.wait_for_selector("html[data-engine=failed]", state="attached", timeout=STEP_TIMEOUT_MS)
    page.wait_for_selector("#play[data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert "The rules engine cannot start in this frame." in page.text_content("#message")


def test_a_throw_sent_while_the_engine_boots_is_refused_if_the_engine_cannot_start(server, browser_context) -> None:  # noqa: ANN001
    """The roll-off thrown from an opening with no book, then the engine fails to boot: the page says so, the
    throw is refused with that reason, and nothing crashes."""
    context, watch = browser_context
    context.route("**/book/*.json", lambda route: route.fulfill(status=200, body="null"))
    scripts = []  # Pyodide's script, held too, then refused: the worker's boot fails
    context.route("**/pyodide.asm.mjs", lambda route: scripts.append(route))
    page, held = open_with_the_engine_held(context, server.url + "?dice=6,2")
    page.click("#start")
    page.wait_for_selector("#play[data-actions='0'][data-phase=roll][data-busy=false]", state="attached")
    page.click("#roll")
    fail_the_engine(page, scripts, watch)
    assert page.is_visible("#message") and page.get_attribute("#play", "data-actions") == "0"
    assert page.query_selector(".py-error") is None, "a traceback on the page"
    watch.allow_failures = False
    watch.failed.clear()
    watch.assert_clean()


def test_a_first_step_sent_while_the_engine_boots_is_refused_if_it_cannot_start(server, browser_context) -> None:  # noqa: ANN001
    """The book's two throws, a checker lit, then the engine fails to boot: the first step is refused with that
    reason, the board stays as it was, and nothing crashes."""
    context, watch = browser_context
    scripts = []  # Pyodide's script, held too, then refused: the worker's boot fails
    context.route("**/pyodide.asm.mjs", lambda route: scripts.append(route))
    page, held = open_with_the_engine_held(context, server.url + "?dice=6,2,5,3")
    page.click("#start")
    page.wait_for_selector("#play[data-actions='0'][data-phase=roll][data-busy=false]", state="attached")
    page.click("#roll")
    settled(page, actions=1)
    page.click("#roll")
    settled(page, actions=2, phase="play")
    checker = json.loads(page.get_attribute("#board", "data-movable"))[0]
    click_spot(page, str(checker))
    page.wait_for_function("() => JSON.parse(document.getElementById('board').dataset.lit || '{}').one?.length")
    to = json.loads(page.get_attribute("#board", "data-lit"))["one"][0]
    click_spot(page, str(to))
    fail_the_engine(page, scripts, watch)
    assert page.get_attribute("#play", "data-actions") == "2" and page.get_attribute("#play", "data-phase") == "play"
    assert page.query_selector(".py-error") is None, "a traceback on the page"
    watch.allow_failures = False
    watch.failed.clear()
    watch.assert_clean()


FAIL_ON_THROWS = """

def _failing_on_throws(act):
    def failing(text):
        if '"roll"' in text:
            raise RuntimeError("a bug in the engine, made by the test")
        return act(text)
    return failing


act = _failing_on_throws(act)
"""


def test_a_throw_the_engine_fails_on_is_an_error_and_the_game_stays(server, browser_context) -> None:  # noqa: ANN001
    """The engine is up but raises on a throw (a bug): the page says the engine failed on it, not that it cannot
    start; the game is unchanged and no traceback shows.  The game has no book here: its throws are the worker's."""
    context, watch = browser_context
    context.route("**/book/*.json", lambda route: route.fulfill(status=200, body="null"))

    def worker_failing_on_throws(route) -> None:  # noqa: ANN001
        route.fulfill(response=route.fetch(), body=route.fetch().text() + FAIL_ON_THROWS)

    context.route("**/py/worker.py", worker_failing_on_throws)
    page = context.new_page()
    page.goto(server.url + "?dice=6,2")
    wait_ready(page)
    page.click("#start")
    page.wait_for_selector("#play[data-actions='0'][data-phase=roll][data-busy=false]", state="attached")
    page.click("#roll")
    page.wait_for_selector("#message:not([hidden])", state="attached", timeout=STEP_TIMEOUT_MS)
    page.wait_for_selector("#play[data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    words = page.text_content("#message")
    assert "it failed on this throw" in words and "cannot start" not in words
    assert page.get_attribute("html", "data-engine") == "ready"
    assert page.get_attribute("#play", "data-actions") == "0" and page.is_enabled("#roll")
    assert page.query_selector(".py-error") is None, "a traceback on the page"
    watch.assert_clean()


def test_the_engine_starts_from_the_page_itself(server, browser_context) -> None:  # noqa: ANN001
    """The built page holds assets/engine.js itself (build.py), allowed by its hash in the page's
    Content-Security-Policy: the worker starts with no request before it, and any refusal of that script would be
    a console error (the watch fails on it)."""
    context, watch = browser_context
    fetched = []
    context.on("request", lambda request: fetched.append(request.url))
    page = context.new_page()
    page.goto(server.url + "?dice=6,2", wait_until="commit")
    wait_ready(page)
    assert not [url for url in fetched if url.endswith("assets/engine.js")]
    page.click("#start")
    page.wait_for_selector("#play[data-actions='0'][data-phase=roll][data-busy=false]", state="attached")
    page.click("#roll")
    page.wait_for_selector("#play[data-actions='1'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    watch.assert_clean()


WORKER_CALLS = """() => {
  // The names of the calls the page sends the engine worker, and "answer" for each answer, in order.
  window.workerCalls = [];
  const Browser = window.Worker;
  window.Worker = function (...args) {
    const worker = new Browser(...args);
    const post = worker.postMessage.bind(worker);
    worker.postMessage = (message, ...rest) => {
      if (message && message.name) window.workerCalls.push(message.name);
      return post(message, ...rest);
    };
    worker.addEventListener("message", (event) => {
      if (event.data && "id" in event.data) window.workerCalls.push("answer");
    });
    return worker;
  };
  window.Worker.prototype = Browser.prototype;
}"""

THROW_TWICE = """() => {
  // A player who throws the roll-off the moment Roll is enabled, then the first throw the moment it lands.
  window.rollClicks = 0;
  const observer = new MutationObserver(() => {
    const play = document.getElementById("play"), roll = document.getElementById("roll");
    const ready = play.dataset.phase === "roll" && play.dataset.busy === "false";
    if (ready && !roll.disabled && play.dataset.actions === String(window.rollClicks)) {
      roll.click();
      window.rollClicks += 1;
      if (window.rollClicks === 2) observer.disconnect();
    }
  });
  observer.observe(document.documentElement, { subtree: true, attributes: true });
}"""


def test_the_first_throws_of_a_game_started_early_go_before_the_saved_games_checks(server, browser_context) -> None:  # noqa: ANN001
    """A player with saved games who clicks Start before the engine is ready and throws at once: the engine
    answers his roll-off and his first throw before it checks the saved games (Play.quiet), which then are
    checked and listed as usual.  The game has no book here, so that its throws are the worker's."""
    context, watch = browser_context
    context.route("**/book/*.json", lambda route: route.fulfill(status=200, body="null"))
    page = context.new_page()
    page.goto(server.url + "?dice=6,2", wait_until="commit")
    wait_ready(page)
    for _ in range(2):  # two saved games, each with its roll-off thrown
        page.click("#start")
        page.wait_for_selector("#play[data-actions='0'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
        page.click("#roll")
        page.wait_for_selector("#play[data-actions='1'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
        page.click("#to-home")
    saved = len(saved_records(page))
    assert saved >= 2

    context.add_init_script(f"({WORKER_CALLS})()")
    page, held = open_with_the_engine_held(context, server.url + "?dice=6,2,5,3")
    assert held and page.get_attribute("html", "data-engine") == "loading", "the engine was ready: nothing is proved"
    page.click("#start")
    page.evaluate(THROW_TWICE)
    for route in held:
        route.continue_()
    wait_ready(page)
    page.wait_for_selector("#play[data-actions='2'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    calls = page.evaluate("window.workerCalls")
    assert calls.count("act") == 2 and calls.count("check_records") >= saved, calls
    second_answer = [i for i, call in enumerate(calls) if call == "answer"][1]
    assert "check_records" not in calls[:second_answer], f"a throw waited behind a saved game's check: {calls}"
    assert page.locator("#saved-list li").count() >= saved
    watch.assert_clean()
