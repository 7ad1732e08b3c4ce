"""Embed's replay bar (docs/embed.md, *Replay*): a recorded game stepped through inside the frame.

Expectations come from the engine on CPython: ``api.replay_views`` gives the view of each position, and the
text mirror's lines are rebuilt from those views with the app's own words (``ui.texts``), so the test reads
back what the board shows for that position, not a hard-coded picture.  The host page is another origin.
"""

from __future__ import annotations

import json
import random
import re
from urllib.parse import quote

import pytest
from browser_site import READY_TIMEOUT_MS
from test_accessibility import audit
from test_embed import HOST_PAGE, app_frame, encode, host_site, messages, post, wait_message  # noqa: F401 - a fixture
from test_languages import assert_no_english

from tablier import api
from tablier.games import load_all
from tablier.record import new_record, replay
from ui import texts

pytestmark = pytest.mark.browser
STEP_MS = 30_000


def reversi_game(seed: int, moves: int) -> dict:
    """The record of the first ``moves`` actions of a seeded random Reversi game (not over)."""
    load_all()
    rng = random.Random(seed)
    record = new_record("reversi", seed=seed)
    state = replay(record)[-1]
    while len(record["actions"]) < moves:
        play = rng.choice(state.legal_plays())
        record["actions"].append({"play": state.play_to_str(play)})
        state = state.apply_play(play)
        assert state.outcome is None, "pick a seed whose game lasts longer"
    return record


def tables_game(game: str, seed: int, actions: int) -> dict:
    """A seeded tables game of ``actions`` actions: random dice, a random legal play each turn."""
    load_all()
    rng = random.Random(seed)
    record = new_record(game, seed=seed)
    state = replay(record)[-1]
    while len(record["actions"]) < actions:
        if state.phase.value == "roll":
            dice = [rng.randint(1, 6), rng.randint(1, 6)]
            record["actions"].append({"roll": dice})
            state = state.apply_roll(dice)
        else:
            play = rng.choice(state.legal_plays())
            record["actions"].append({"play": state.play_to_str(play)})
            state = state.apply_play(play)
    return record


def reversi_words(view: dict, lang: str) -> dict[str, str]:
    """The mirror's disc lines of a Reversi view (ui/turns/mirror.py ReversiWords), from the engine's view."""
    names = view["players"]
    lines = {}
    for colour in ("black", "white"):
        where = [square for square, cell in zip(view["squares"], view["cells"], strict=True) if cell == colour]
        squares = ", ".join(where) if where else texts.text(lang, "m_none")
        lines[colour] = texts.text(lang, "m_discs", who=names[colour], squares=squares)
    return lines


def shown(page, move: int, live: bool) -> None:  # noqa: ANN001
    """Wait until the bar shows position ``move`` and the board has drawn it at rest."""
    flag = "true" if live else "false"
    page.wait_for_selector(f"#replay-bar[data-move='{move}'][data-live='{flag}']", state="attached", timeout=STEP_MS)
    page.wait_for_selector("#board[data-drawn=true]", state="attached", timeout=STEP_MS)


def mirror(page, key: str) -> str:  # noqa: ANN001
    return page.text_content(f"#mirror-list li[data-key='{key}']")


def assert_reversi_position(page, views: list[dict], move: int, record: dict, lang: str = "en") -> None:  # noqa: ANN001
    total = len(record["actions"])
    for colour, line in reversi_words(views[move], lang).items():
        assert mirror(page, colour) == line, f"move {move}: the board is not the engine's view"
    assert page.text_content("#replay-bar-where") == texts.text(lang, "replay_move", n=move, total=total)
    words = texts.text(lang, "replay_played", play=record["actions"][move - 1]["play"]) if move else None
    assert page.text_content("#replay-bar-move") == (words or texts.text(lang, "replay_start"))


def assert_tables_position(page, views: list[dict], move: int, record: dict, lang: str) -> None:  # noqa: ANN001
    """The bar's action line, the mirror's dice and each point's stacks at ``move``, from the engine's views."""
    action = record["actions"][move - 1]
    assert page.text_content("#replay-bar-move") == (
        texts.text(lang, "replay_roll", dice="-".join(map(str, action["roll"])))
        if "roll" in action
        else texts.text(lang, "replay_played", play=action["play"])
    )
    dice = views[move]["dice"]
    faces = [texts.text(lang, "m_used", d=die["value"]) if die["used"] else str(die["value"]) for die in dice]
    if dice:
        assert mirror(page, "dice") == texts.text(lang, "m_dice", dice=", ".join(faces))
    else:
        assert page.query_selector("#mirror-list li[data-key=dice]") is None
    for point, stacks in enumerate(views[move]["points"]):  # each point: its label, then each stack's count
        line = mirror(page, str(point))
        prefix = texts.text(lang, "m_point", label=views[move]["labels"][point], what="")
        assert line.startswith(prefix), line
        what = line[len(prefix) :].split(" · ")[0]
        if stacks:
            assert re.findall(r"\d+", what) == [str(stack[1]) for stack in stacks], (move, point, line)
        else:
            assert what == texts.text(lang, "m_empty")


def test_read_only_record_steps_back_and_forth_as_the_engine_replays_it(server, browser_context) -> None:  # noqa: ANN001
    record = reversi_game(seed=7, moves=14)
    views = api.replay_views(record)["views"]
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.set_viewport_size({"width": 720, "height": 460})
    page.goto(f"{server.url}?embed=1&readonly=1&record={encode(record)}&move=5")
    shown(page, 5, live=False)
    assert_reversi_position(page, views, 5, record)
    assert page.is_hidden("#replay-bar-play"), "read-only: no Play from here"
    assert page.is_hidden("#turn") and page.is_hidden("#players"), "the live game's lines hide while viewing"
    assert page.get_attribute("#replay-bar", "data-moves") == "14"
    for button, move in (("forward", 6), ("back", 5), ("back", 4), ("first", 0), ("forward", 1)):
        page.click(f"#replay-bar-{button}")
        shown(page, move, live=False)
        assert_reversi_position(page, views, move, record)
    page.click("#replay-bar-last")
    shown(page, 14, live=False)  # opened at an earlier move, read-only: the game is only ever viewed
    assert_reversi_position(page, views, 14, record)
    assert page.get_attribute("#play", "data-actions") is None, "no game opened on the play screen"
    page.click("#replay-bar-forward")  # past the end stays at the end
    shown(page, 14, live=False)

    # The keyboard: Tab reaches the buttons, Enter presses them, arrows/Home/End step while the bar has focus.
    page.focus("#replay-bar-first")
    page.keyboard.press("Tab")
    assert page.evaluate("() => document.activeElement.id") == "replay-bar-back"
    page.keyboard.press("Enter")
    shown(page, 13, live=False)
    for key, move in (("ArrowLeft", 12), ("ArrowLeft", 11), ("ArrowRight", 12), ("Home", 0), ("End", 14)):
        page.keyboard.press(key)
        shown(page, move, live=False)
        assert_reversi_position(page, views, move, record)
    sizes = page.evaluate(
        "() => [...document.querySelectorAll('#replay-bar button')].filter((b) => b.checkVisibility())"
        ".map((b) => [b.getBoundingClientRect().width, b.getBoundingClientRect().height])"
    )
    assert len(sizes) == 4 and all(w >= 44 and h >= 44 for w, h in sizes), f"touch targets under 44 px: {sizes}"
    watch.assert_clean()


def test_move_parameter_opens_there_and_a_bad_one_says_so(server, browser_context) -> None:  # noqa: ANN001
    load_all()
    record = tables_game("portes", seed=5, actions=9)
    views = api.replay_views(record, "fr")["views"]
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(f"{server.url}?embed=1&lang=fr&record={encode(record)}&move=3")
    shown(page, 3, live=False)
    assert page.text_content("#replay-bar-where") == "Coup 3 sur 9"
    for move in (3, 4):
        assert_tables_position(page, views, move, record, "fr")
        page.click("#replay-bar-forward")
        shown(page, move + 1, live=False)
    assert page.is_visible("#replay-bar-play")
    assert_no_english(page, "the replay bar in French")
    audit(page, "embedded record viewed at a move")

    for value in ("abc", "10", "-1"):
        page.goto(f"{server.url}?embed=1&record={encode(record)}&move={value}")
        page.wait_for_selector("#embed-warning", timeout=READY_TIMEOUT_MS)
        assert page.text_content("#embed-warning") == texts.text("en", "embed_bad_move", value=value, total=9)
        shown(page, 9, live=True)  # nothing lost: the game where it stands
        assert page.query_selector("#embed-error") is None
    page.goto(f"{server.url}?embed=1&record={encode(record)}")  # no move=: where it stands, views on demand
    shown(page, 9, live=True)
    page.click("#replay-bar-back")
    shown(page, 8, live=False)
    assert_tables_position(page, api.replay_views(record)["views"], 8, record, "en")
    page.goto(f"{server.url}?embed=1&game=reversi&move=3")
    page.wait_for_selector("#embed-error", timeout=READY_TIMEOUT_MS)
    assert "move= needs record=" in page.text_content("#embed-error")
    watch.assert_clean()


def test_play_from_here_and_the_host_hears_each_position_shown(server, host_site, browser_context) -> None:  # noqa: ANN001, F811
    record = reversi_game(seed=11, moves=8)
    src = f"{server.url}?embed=1&lang=en&host={quote(host_site.origin)}&record={encode(record)}&move=2"
    host_site.write("host.html", HOST_PAGE.format(src=src, other="about:blank", app=server.url.rstrip("/")))
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(host_site.url + "host.html")
    frame = app_frame(page, server)

    first = wait_message(page, "tablier:move-shown")[0]
    assert (first["version"], first["game"], first["move"], first["moves"], first["live"]) == (
        1,
        "reversi",
        2,
        8,
        False,
    )
    assert first["notation"] == record["actions"][1]["play"] and first["action"] == record["actions"][1]
    assert messages(page, "tablier:game-started") == [], "nothing is played until Play from here"
    shown(frame, 2, live=False)
    frame.click("#replay-bar-forward")
    assert wait_message(page, "tablier:move-shown", 2)[1]["move"] == 3
    shown(frame, 3, live=False)
    legal = api.replay_views(record)["views"][3]["legal"]
    targets = json.loads(frame.get_attribute("#board", "data-targets"))
    frame.click("#board", position={"x": targets[legal[0]][0], "y": targets[legal[0]][1]})
    frame.wait_for_timeout(300)
    assert frame.get_attribute("#replay-bar", "data-move") == "3", "a viewed position takes no move"

    frame.click("#replay-bar-play")
    started = wait_message(page, "tablier:game-started")[0]
    assert started["actions"] == 3 and started["record"]["actions"] == record["actions"][:3]
    shown(frame, 3, live=True)
    assert frame.evaluate("() => document.activeElement.id") == "board"
    frame.click("#board", position={"x": targets[legal[0]][0], "y": targets[legal[0]][1]})
    moved = wait_message(page, "tablier:move-played")[0]
    assert moved["action"] == {"play": legal[0]} and moved["actions"] == 4
    shown(frame, 4, live=True)
    assert frame.get_attribute("#replay-bar", "data-moves") == "4", "the bar follows the game played on"
    frame.click("#replay-bar-back")
    back = wait_message(page, "tablier:move-shown", 3)[2]
    assert (back["move"], back["moves"], back["live"]) == (3, 4, False)
    shown(frame, 3, live=False)

    # The host switches the language: the viewed position is told and drawn again in French.
    post(page, {"type": "tablier:set-lang", "lang": "fr"})
    frame.wait_for_function(
        "(words) => document.getElementById('replay-bar-where').textContent === words",
        arg=texts.text("fr", "replay_move", n=3, total=4),
        timeout=STEP_MS,
    )
    shown(frame, 3, live=False)
    played = {**record, "actions": [*record["actions"][:3], {"play": legal[0]}]}
    assert_reversi_position(frame, api.replay_views(played, "fr")["views"], 3, played, "fr")
    watch.assert_clean()


def test_play_from_here_against_the_bot(server, browser_context) -> None:  # noqa: ANN001
    """opponent=bot-…: Play from here at White's turn, and the bot (the second seat) answers at once."""
    record = reversi_game(seed=11, moves=8)
    views = api.replay_views(record)["views"]
    move = next(n for n in range(1, 8) if views[n]["turn"] == "white")
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(f"{server.url}?embed=1&opponent=bot-easy&record={encode(record)}&move={move}")
    shown(page, move, live=False)
    page.click("#replay-bar-play")
    page.wait_for_selector(f"#play[data-actions='{move + 1}'][data-bot='']", state="attached", timeout=READY_TIMEOUT_MS)
    played = json.loads(page.get_attribute("#play", "data-record"))
    assert played["actions"][:move] == record["actions"][:move]
    assert "error" not in api.act({**record, "actions": record["actions"][:move]}, played["actions"][move])
    shown(page, move + 1, live=True)
    watch.assert_clean()
