"""Embed mode (docs/embed.md): URL parameters, the host page's messages, read-only views, blocked storage.

The host pages are served by a second local server (another port: another origin), and embed the app in
``<iframe sandbox="allow-scripts allow-same-origin">``.  Expectations come from the engine run on CPython
(the records, the final outcome) and from the parameters' documented meaning.
"""

from __future__ import annotations

import base64
import json
import random
import tempfile
from pathlib import Path
from urllib.parse import quote

import pytest
from browser_site import READY_TIMEOUT_MS, SiteServer, wait_ready

from tablier import api
from tablier.games import load_all
from tablier.record import new_record, replay

pytestmark = pytest.mark.browser
STEP_MS = 60_000
START = "S:24x2,13x5,8x3,6x5/N:24x2,13x5,8x3,6x5"

HOST_PAGE = """<!doctype html><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">
<iframe id="app" src="{src}" sandbox="allow-scripts allow-same-origin" width="900" height="600"></iframe>
<iframe id="other" name="other" src="{other}" width="50" height="50"></iframe>
<script>
window.got = [];
addEventListener("message", (event) => {{ if (event.origin === "{app}") window.got.push(event.data); }});
</script>"""


def encode(record: dict) -> str:
    """base64url of the record's compact JSON, without padding (the game links' encoding)."""
    text = json.dumps(record, separators=(",", ":"))
    return base64.urlsafe_b64encode(text.encode()).decode().rstrip("=")


def reversi_record(seed: int) -> tuple[dict, str, object]:
    """A random Reversi game ending on a square (not a pass): its record without the last play, that play,
    and the engine's outcome."""
    load_all()
    rng = random.Random(seed)
    record = new_record("reversi", seed=seed)
    state = replay(record)[-1]
    while state.outcome is None:
        play = rng.choice(state.legal_plays())
        record["actions"].append({"play": play})
        state = state.apply_play(state.parse_play(play))
    last = record["actions"].pop()["play"]
    assert last != "pass", "pick a seed whose game ends on a square"
    return record, last, state.outcome


def other_site():  # noqa: ANN201
    """A server of its own (another port, so another origin) for host pages; ``write(name, html)`` adds one."""
    with tempfile.TemporaryDirectory() as tmp:
        site = SiteServer(Path(tmp))
        site.origin = site.url.rstrip("/")
        site.write = lambda name, html: (Path(tmp) / name).write_text(html)
        yield site
        site.stop()


@pytest.fixture
def host_site():  # noqa: ANN201
    yield from other_site()


@pytest.fixture
def third_site():  # noqa: ANN201
    yield from other_site()


def app_frame(page, server):  # noqa: ANN001, ANN201
    page.wait_for_function("() => document.getElementById('app').contentWindow !== null")
    for _ in range(600):
        for frame in page.frames:
            if frame.url.startswith(server.url):
                return frame
        page.wait_for_timeout(100)
    raise AssertionError("the app frame did not load")


def messages(page, kind: str) -> list[dict]:  # noqa: ANN001
    return page.evaluate("(kind) => window.got.filter((m) => m && m.type === kind)", kind)


def wait_message(page, kind: str, count: int = 1) -> list[dict]:  # noqa: ANN001
    page.wait_for_function(
        "([kind, count]) => window.got.filter((m) => m && m.type === kind).length >= count",
        arg=[kind, count],
        timeout=READY_TIMEOUT_MS,
    )
    return messages(page, kind)


def click_target(frame, name: str) -> None:  # noqa: ANN001
    frame.wait_for_function(  # the board publishes its targets when it redraws
        "name => name in JSON.parse(document.getElementById('board').dataset.targets || '{}')", arg=name
    )
    x, y = json.loads(frame.get_attribute("#board", "data-targets"))[name]
    frame.click("#board", position={"x": x, "y": y})


def post(page, data: dict) -> None:  # noqa: ANN001
    """The host page posts ``data`` to the app's frame."""
    page.evaluate("(data) => document.getElementById('app').contentWindow.postMessage(data, '*')", data)


def test_host_page_gets_every_event_and_only_its_origin_is_obeyed(  # noqa: ANN001
    server, host_site, third_site, browser_context
) -> None:
    record, last, outcome = reversi_record(seed=4)
    src = f"{server.url}?embed=1&lang=en&host={quote(host_site.origin)}&record={encode(record)}"
    third_site.write("other.html", "<!doctype html><title>Another site</title>")
    page_html = HOST_PAGE.format(src=src, other=third_site.url + "other.html", app=server.url.rstrip("/"))
    host_site.write("host.html", page_html)
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(host_site.url + "host.html")
    frame = app_frame(page, server)

    ready = wait_message(page, "tablier:ready")[0]
    assert ready["version"] == 1 and "reversi" in ready["games"] and ready["lang"] == "en"
    started = wait_message(page, "tablier:game-started")[0]
    assert started["game"] == "reversi" and started["actions"] == len(record["actions"])
    assert started["record"]["actions"] == record["actions"]
    assert frame.get_attribute("#play", "data-actions") == str(len(record["actions"]))
    assert frame.evaluate("() => document.body.dataset.embed") == "1"

    # A sibling frame of a third origin asks for a new game: ignored.  A bad field from the host: rejected.
    other = next(f for f in page.frames if f.url.startswith(third_site.url))
    other.evaluate("() => parent.frames[0].postMessage({type: 'tablier:new-game', game: 'portes'}, '*')")
    post(page, {"type": "tablier:set-lang", "lang": "de"})
    assert "lang" in wait_message(page, "tablier:rejected")[0]["reason"]
    post(page, {"type": "tablier:set-lang", "lang": "fr"})
    frame.wait_for_selector("html[lang=fr]", state="attached", timeout=STEP_MS)
    frame.wait_for_selector("#play[data-busy=false]", state="attached", timeout=STEP_MS)
    assert len(messages(page, "tablier:game-started")) == 1, "the other origin's new-game was obeyed"
    assert frame.evaluate("() => document.body.dataset.kind") == "reversi"

    # The last move, clicked in the frame: move-played with its notation and narration, then game-over.
    click_target(frame, last)
    moved = wait_message(page, "tablier:move-played")[0]
    assert moved["action"] == {"play": last} and moved["notation"] == last
    assert moved["actions"] == len(record["actions"]) + 1 and moved["lang"] == "fr" and moved["narration"]
    over = wait_message(page, "tablier:game-over")[0]
    assert (over["winner"], over["points"], over["reason"]) == (outcome.winner, outcome.points, outcome.reason)
    assert over["text"] and over["record"]["actions"][-1] == {"play": last}

    # The host asks for a new game of Plakoto: obeyed.  A message over 2,000 characters: rejected unread.
    post(page, {"type": "tablier:new-game", "game": "plakoto"})
    restarted = wait_message(page, "tablier:game-started", 2)[1]
    assert restarted["game"] == "plakoto" and restarted["actions"] == 0
    frame.wait_for_selector("body[data-kind=tables] #play[data-busy=false]", state="attached", timeout=STEP_MS)
    post(page, {"type": "tablier:set-lang", "lang": "en", "note": "x" * 3000})
    assert "2000" in wait_message(page, "tablier:rejected", 2)[1]["reason"]
    assert frame.evaluate("() => document.documentElement.lang") == "fr"
    watch.assert_clean()


def test_parameters_game_lang_layout_and_read_only(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.set_viewport_size({"width": 640, "height": 420})
    page.goto(server.url + "?game=portes&embed=1&lang=fr&readonly=1&opponent=friend&dice=6,1")
    wait_ready(page)
    page.wait_for_selector("#play[data-phase=roll][data-busy=false]", state="attached", timeout=STEP_MS)
    assert page.evaluate("() => document.documentElement.lang") == "fr"
    assert page.text_content(".log-title") == "Journal de la partie"
    assert page.is_hidden("#home") and page.is_hidden(".bar") and page.is_hidden("#to-home")
    assert page.is_hidden("#roll") and page.is_hidden("#new-game"), "read-only: nothing to throw or restart"
    box = page.locator("#board").bounding_box()
    assert box["width"] >= 640 * 0.5 and box["height"] >= 420 * 0.8, "the board fills the small frame"
    page.click("#board")  # a tap that would throw the roll-off dice
    page.focus("#board")
    page.keyboard.press("Enter")
    page.wait_for_timeout(500)
    assert page.get_attribute("#play", "data-actions") == "0", "a read-only game took an action"
    watch.assert_clean()


def test_position_is_shown_read_only(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "?embed=1&game=portes&position=" + START + "/S/62")
    page.wait_for_selector("#play[data-position]", state="attached", timeout=READY_TIMEOUT_MS)
    assert page.get_attribute("#play", "data-position") == START + "/S/62"
    assert page.evaluate("() => document.body.dataset.readonly") == "1"
    assert "167" in page.text_content("#players"), "the backgammon start: 167 pips each (rules.md §4.1)"
    assert "6-2" in page.text_content("#throw")
    targets = json.loads(page.get_attribute("#board", "data-targets"))
    page.click("#board", position={"x": targets["0"][0], "y": targets["0"][1]})  # South's 24: movable with 6-2
    page.wait_for_timeout(500)
    assert page.get_attribute("#play", "data-steps") in (None, "0") and page.is_hidden("#message")
    assert page.is_hidden("#turn-row") and page.is_hidden("#roll")
    watch.assert_clean()


@pytest.mark.parametrize(
    ("query", "words"),
    [
        ("embed=1&game=reversi&lang=de", "lang=de"),
        ("embed=2&game=reversi", "embed=2"),
        ("embed=1&game=reversi&opponent=robot", "opponent=robot"),
        ("embed=1&record=not-a-record", "record="),
        ("embed=1&game=reversi&host=javascript:alert(1)", "host="),
        ("embed=1&position=8/8/8/8/8/8/8/8", "game="),
    ],
)
def test_bad_parameters_say_so_at_once(server, browser_context, query: str, words: str) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "?" + query)
    page.wait_for_selector("#embed-error", timeout=30_000)
    assert words in page.text_content("#embed-error")
    assert page.get_attribute("html", "data-board") == "drawn", "never a blank page"
    watch.assert_clean()


def test_bad_parameters_found_by_the_engine(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    for query, words in (
        ("embed=1&game=chess", "game=chess"),
        ("embed=1&game=reversi&position=8/8/8/3OX3/3XO/8/8/8", "row 5"),
        ("embed=1&game=portes&opponent=bot-expert", "expert"),
        ("embed=1&record=" + encode({"format": 1, "game": "reversi", "seed": 0, "actions": [{"play": "a1"}]}), "a1"),
    ):
        page.goto(server.url + "?" + query)
        page.wait_for_selector("#embed-error", timeout=READY_TIMEOUT_MS)
        assert words in page.text_content("#embed-error"), query
    watch.assert_clean()


def test_against_the_bot_in_a_frame(server, browser_context) -> None:  # noqa: ANN001
    """opponent=bot-<level>: the visitor plays the first seat, the bot answers each move by itself."""
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "?embed=1&game=reversi&opponent=bot-easy")
    page.wait_for_selector("#play[data-phase=play][data-busy=false]", state="attached", timeout=READY_TIMEOUT_MS)
    click_target(page, "d3")
    page.wait_for_selector("#play[data-actions='2'][data-bot='']", state="attached", timeout=READY_TIMEOUT_MS)
    record = json.loads(page.get_attribute("#play", "data-record"))
    assert record["actions"][0] == {"play": "d3"}
    after_d3 = api.act(api.new_game("reversi", seed=record["seed"])["record"], {"play": "d3"})
    assert "error" not in api.act(after_d3["record"], record["actions"][1]), "the bot's answer is a legal move"
    # Dames Rabattues has no decisions: the bot throws for its side, so the game has more throws than our clicks.
    page.goto(server.url + "?embed=1&game=dames-rabattues&opponent=bot-easy&dice=" + ",".join("6543" * 10))
    page.wait_for_selector("#play[data-phase=roll][data-busy=false]", state="attached", timeout=READY_TIMEOUT_MS)
    clicks = 0
    while int(page.get_attribute("#play", "data-actions")) <= clicks and clicks < 8:
        page.wait_for_function(
            "() => !document.getElementById('roll').disabled || document.getElementById('play').dataset.bot !== ''",
            timeout=READY_TIMEOUT_MS,
        )
        if page.is_enabled("#roll"):
            page.click("#roll")
            clicks += 1
            page.wait_for_function(  # the throw landed (the bot may already have answered it)
                "n => Number(document.getElementById('play').dataset.actions) >= n",
                arg=clicks,
                timeout=READY_TIMEOUT_MS,
            )
        page.wait_for_selector("#play[data-bot=''][data-busy=false]", state="attached", timeout=READY_TIMEOUT_MS)
    assert int(page.get_attribute("#play", "data-actions")) > clicks, "the bot threw for its side"
    assert page.query_selector("#embed-error") is None
    watch.assert_clean()


def test_storage_denied_still_plays_and_says_it_cannot_save(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    context.add_init_script(
        """Object.defineProperty(window, "localStorage", {get() {
            throw new DOMException("The user denied storage", "SecurityError"); }});"""
    )
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "?embed=1&game=reversi")
    page.wait_for_selector("#storage-note", timeout=30_000)
    assert "cannot save" in page.text_content("#storage-note")
    page.wait_for_selector("#play[data-phase=play][data-busy=false]", state="attached", timeout=READY_TIMEOUT_MS)
    click_target(page, "d3")
    page.wait_for_selector("#play[data-actions='1']", state="attached", timeout=STEP_MS)
    assert page.is_visible("#storage-note")
    watch.assert_clean()


def test_demo_page_embeds_each_use_and_lists_the_messages(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "embed-demo.html")
    frames = page.evaluate(
        "() => [...document.querySelectorAll('iframe')].map((f) => [f.getAttribute('src'), f.sandbox.value])"
    )
    sources = " ".join(src for src, _ in frames)
    for parameter in ("lang=fr", "opponent=bot-medium", "position=", "record=", "readonly=1", "host="):
        assert parameter in sources
    assert all(sandbox == "allow-scripts allow-same-origin" for _, sandbox in frames)
    page.wait_for_function(
        "() => [...document.querySelectorAll('#messages strong')].some((s) => s.textContent.endsWith('game-started'))",
        timeout=3 * READY_TIMEOUT_MS,
    )
    page.click("#to-french")
    listened = page.frame_locator("#listened")
    listened.locator("html[lang=fr]").wait_for(state="attached", timeout=STEP_MS)
    assert "tablier:ready" in page.text_content("#messages")
    watch.assert_clean()
