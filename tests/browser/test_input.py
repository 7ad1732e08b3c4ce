"""Moving by drag (mouse and touch), the die chooser, the text mirror and the live region (issues 8 and 10).

Seeded dice come from the page's test hook (``?dice=…``): a roll-off White wins, then White's throw.  What
the page must show is derived from the engine on CPython (``tablier.api``) for the same record and steps:
the checkers on a point after a step, the notation of the play, the routes two dice take to one point.
"""

from __future__ import annotations

import pytest
from board_input import mirror_line, page_point, targets, wait_line
from browser_site import wait_ready
from play_helpers import STEP_TIMEOUT_MS, assert_no_python_error, settled

from tablier import api

pytestmark = pytest.mark.browser

GAME = "portes"
ROLLOFF = [5, 2]  # White starts


def after_rolls(*rolls: list[int]) -> dict:
    answer = api.new_game(GAME)
    for roll in rolls:
        answer = api.act(answer["record"], {"roll": roll})
    return answer


def checkers(view: dict, point: int, seat: int) -> int:
    return sum(part[1] for part in view["points"][point] if part[0] == seat)


def start(page, url: str) -> None:  # noqa: ANN001
    page.goto(url)
    wait_ready(page)
    page.click(f"#game-list input[value={GAME}]")
    page.click("#start")
    page.wait_for_selector("#play[data-actions='0'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)


def roll_twice(page) -> None:  # noqa: ANN001
    for count in (1, 2):
        page.click("#roll")
        settled(page, actions=count)


def mouse_drag(page, frm: str, to: tuple[float, float], release: bool = True) -> None:  # noqa: ANN001
    x, y = page_point(page, frm)
    page.mouse.move(x, y)
    page.mouse.down()
    page.mouse.move((x + to[0]) / 2, (y + to[1]) / 2, steps=4)
    page.mouse.move(*to, steps=4)
    if release:
        page.mouse.up()


def test_mouse_drag_plays_steps_and_a_bad_drop_changes_nothing(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.emulate_media(reduced_motion="reduce")
    start(page, server.url + "?dice=5,2,6,1")
    roll_twice(page)
    record = after_rolls(ROLLOFF, [6, 1])["record"]
    before = api.turn(record, [])["view"]
    assert mirror_line(page, "12") == f"Point 13: {checkers(before, 12, 0)} White checkers · can move"

    # Onto Black's point (A11): refused with the engine's explanation; nothing moves.
    mouse_drag(page, "12", page_point(page, "11"))
    page.wait_for_selector("#play[data-refused='1']", state="attached", timeout=STEP_TIMEOUT_MS)
    settled(page, steps=0, actions=2)
    assert page.text_content("#message").startswith("Not allowed: ")
    for point in ("12", "11"):
        assert str(checkers(before, int(point), 0) or checkers(before, int(point), 1)) in mirror_line(page, point)
    # Dropped off the board: the checker goes back, no message, nothing asked of the engine.
    mouse_drag(page, "12", (5, 5))
    settled(page, steps=0, actions=2, refused=1)
    assert page.is_hidden("#message")
    # Dragged away and back onto its own point: put back, not chosen (the click ending a drag is no tap).
    x, y = page_point(page, "12")
    mouse_drag(page, "12", (x + 60, y - 40), release=False)
    wait_line(page, "12", "chosen")  # mid-drag the checker is chosen: its destinations are lit
    page.mouse.move(x, y, steps=3)
    page.mouse.up()
    wait_line(page, "12", "can move")
    page.evaluate("new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")
    assert "chosen" not in mirror_line(page, "12")

    # 13/7 by dragging: the mirror counts the checkers the engine has on the 7-point after that step.
    mouse_drag(page, "12", page_point(page, "6"))
    settled(page, steps=1)
    after = api.turn(record, [[12, 6, 6]])["view"]
    count = checkers(after, 6, 0)
    assert count == checkers(before, 6, 0) + 1
    assert mirror_line(page, "6").startswith(f"Point 7: {count} White checker")
    assert mirror_line(page, "12").startswith(f"Point 13: {checkers(after, 12, 0)} White checkers")
    assert mirror_line(page, "steps") == "Played this turn: " + ", ".join(after["steps"])
    print("drop to redrawn board in the page:", page.get_attribute("#board", "data-tap-ms"), "ms")

    # 8/7 by dragging, confirm: the live region says the play in the log's words.
    mouse_drag(page, "7", page_point(page, "6"))
    settled(page, steps=2, complete="true")
    page.click("#confirm")
    settled(page, actions=3)
    play = api.turn(record, [[12, 6, 6], [7, 6, 1]])["play"]
    announced = page.text_content("#announce")
    assert play in announced and "Black to throw" in announced
    assert play in page.text_content("#log li:first-child")
    assert_no_python_error(page)
    watch.assert_clean()


def touch(cdp, kind: str, x: float, y: float) -> None:  # noqa: ANN001
    points = [] if kind == "touchEnd" else [{"x": x, "y": y, "id": 1}]
    cdp.send("Input.dispatchTouchEvent", {"type": kind, "touchPoints": points})


def test_touch_drag_plays_a_step_and_taps_still_work(server, phone_context) -> None:  # noqa: ANN001
    context, watch = phone_context
    page = context.pages[0] if context.pages else context.new_page()
    start(page, server.url + "?dice=5,2,6,1")
    roll_twice(page)
    assert page.evaluate("getComputedStyle(document.getElementById('board')).touchAction") == "none"
    record = after_rolls(ROLLOFF, [6, 1])["record"]
    cdp = context.new_cdp_session(page)
    x, y = page_point(page, "12")
    tx, ty = page_point(page, "6")
    touch(cdp, "touchStart", x, y)
    for k in range(1, 9):
        touch(cdp, "touchMove", x + (tx - x) * k / 8, y + (ty - y) * k / 8)
    touch(cdp, "touchEnd", tx, ty)
    settled(page, steps=1)
    after = api.turn(record, [[12, 6, 6]])["view"]
    assert mirror_line(page, "6").startswith(f"Point 7: {checkers(after, 6, 0)} White checker")
    # A tap on a checker, a tap on its destination: the second step, as before drags existed.
    page.touchscreen.tap(*page_point(page, "7"))
    wait_line(page, "7", "chosen")
    page.touchscreen.tap(*page_point(page, "6"))
    settled(page, steps=2, complete="true")
    assert_no_python_error(page)
    watch.assert_clean()


def first_steps(record: dict) -> tuple[list[list], str]:
    """The steps of the play that always takes the first destination the engine lists, and its notation."""
    steps: list[list] = []
    turn = api.turn(record, steps)
    while turn["view"]["destinations"]:
        first = turn["view"]["destinations"][0]
        steps.append([first["from"], first["to"], first["die"]])
        turn = api.turn(record, steps)
    return steps, turn["play"]


def two_routes(record: dict) -> tuple[int, int, dict[int, list[list]]]:
    """A checker and a point its two dice reach through different points with different results (a hit on
    the way): (from, to, {first die: steps})."""
    found: dict[tuple, dict[int, list[list]]] = {}
    for first in api.turn(record, [])["view"]["destinations"]:
        step = [first["from"], first["to"], first["die"]]
        for second in api.turn(record, [step])["view"]["destinations"]:
            if second["from"] == first["to"] and second["die"] != first["die"] and second["to"] != "off":
                route = [step, [second["from"], second["to"], second["die"]]]
                found.setdefault((first["from"], second["to"]), {})[first["die"]] = route
    for (frm, to), routes in found.items():
        if len(routes) == 2 and len({api.turn(record, route)["play"] for route in routes.values()}) == 2:
            return frm, to, routes
    raise AssertionError("no point reached by both dice in either order with different results")


def test_the_die_chooser_plays_the_chosen_die_first(server, browser_context) -> None:  # noqa: ANN001
    """White 6-1, Black 1-2 (each the first steps the engine lists), then White 1-3: the 6-point's checker
    reaches the 2-point through the 3-point (hitting there too) or through the 5-point."""
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.emulate_media(reduced_motion="reduce")
    rolls = [ROLLOFF, [6, 1], [1, 2], [1, 3]]
    answer = after_rolls(*rolls[:2])
    turns = []
    for roll in rolls[2:]:
        steps, play = first_steps(answer["record"])
        turns.append(steps)
        answer = api.act(api.act(answer["record"], {"play": play})["record"], {"roll": roll})
    record = answer["record"]
    frm, to, routes = two_routes(record)
    plays = {die: api.turn(record, route)["play"] for die, route in routes.items()}
    start(page, server.url + "?dice=" + ",".join(str(d) for roll in rolls for d in roll))
    roll_twice(page)
    for count, steps in enumerate(turns):
        for done, step in enumerate(steps, 1):  # a tap while the engine answers the last one is dropped
            page.mouse.click(*page_point(page, str(step[0])))
            page.mouse.click(*page_point(page, str(step[1])))
            settled(page, steps=done)
        settled(page, complete="true", steps=len(steps))
        page.click("#confirm")
        settled(page, actions=3 + 2 * count)
        page.click("#roll")
        settled(page, actions=4 + 2 * count)

    for die in sorted(routes):
        page.mouse.click(*page_point(page, str(frm)))
        page.mouse.click(*page_point(page, str(to)))
        page.wait_for_function(
            "names => names.every(n => n in JSON.parse(document.getElementById('board').dataset.targets))",
            arg=[f"choice-{d}" for d in routes],
            timeout=STEP_TIMEOUT_MS,
        )
        assert mirror_line(page, "choice").startswith("Two dice reach it")
        page.mouse.click(*page_point(page, f"choice-{die}"))
        settled(page, steps=2, complete="true")
        steps = api.turn(record, routes[die])["view"]["steps"]
        assert mirror_line(page, "steps") == "Played this turn: " + ", ".join(steps)
        assert "choice-" + str(die) not in targets(page)
        if die == min(routes):  # take it back, then the other die
            for count in (1, 0):
                page.click("#undo")
                settled(page, steps=count)
    page.click("#confirm")
    settled(page, actions=7)
    assert plays[max(routes)] in page.text_content("#log li:first-child")
    assert plays[min(routes)] not in page.text_content("#log li:first-child")
    assert_no_python_error(page)
    watch.assert_clean()
