"""Games to their end with the keyboard alone (issue 8 item 7, issue 10 item 4): no mouse or touch event at all.

The page is reached with Tab, the game chosen with the arrow keys in the list and started with Enter; on
the board the arrow keys move the focus ring (``data-focus``) to each target, Enter selects and plays, R
throws, C confirms (or passes).  The dice come from the page's test hook (``?dice=…``) and each turn takes
the first destination the engine lists; where two dice bear off the same checker, the die chooser is used
with the higher die.  The same choices made on CPython with ``tablier.api`` say how the game ends.
"""

from __future__ import annotations

import random
import statistics

import pytest
from board_input import focus_on, mirror_line, wait_line
from browser_site import wait_ready
from play_helpers import STEP_TIMEOUT_MS, assert_no_python_error, settled

from tablier import api

pytestmark = pytest.mark.browser

GAME, SEED = "portes", 2  # a short seeded game (92 actions) with bear-offs where either die fits
OPENING, LATE = 24, 60  # actions played from Start (two entries from the bar in them); the game goes on from LATE


def scripted_game(game: str, seed: int) -> tuple[list[int], list[tuple], dict]:
    """Dice thrown with random.Random(seed) and the keys of a game that takes the first listed destination
    (with the higher die when several bear the checker off): ``("roll",)``, ``("step", from, to, seat,
    die or None)`` (``die`` when the chooser opens), ``("confirm", play)``; and the engine's final answer."""
    rng = random.Random(seed)
    answer = api.new_game(game)
    dice: list[int] = []
    script: list[tuple] = []
    while answer["view"]["phase"] != "over":
        view, record = answer["view"], answer["record"]
        if view["phase"] == "roll":
            roll = [rng.randint(1, 6), rng.randint(1, 6)]
            dice += roll
            answer = api.act(record, {"roll": roll})
            script.append(("roll",))
            continue
        steps: list[list] = []
        turn = api.turn(record, steps)
        while turn["view"]["destinations"]:
            listed = turn["view"]["destinations"]
            first = listed[0]
            fits = sorted({d["die"] for d in listed if d["from"] == first["from"] and d["to"] == first["to"]})
            steps.append([first["from"], first["to"], fits[-1]])
            turn = api.turn(record, steps)
            script.append(("step", first["from"], first["to"], view["turn"], fits[-1] if len(fits) > 1 else None))
        script.append(("confirm", turn["play"]))
        answer = api.act(record, {"play": turn["play"]})
    return dice, script, answer


def tab_to(page, condition: str, limit: int = 40) -> None:  # noqa: ANN001
    """Press Tab until ``condition`` (JavaScript on ``document.activeElement`` as ``a``) holds."""
    for _ in range(limit):
        if page.evaluate(f"(a => !!a && ({condition}))(document.activeElement)"):
            return
        page.keyboard.press("Tab")
    raise AssertionError(f"Tab never reached an element where {condition}")


def start_by_keyboard(page, game: str) -> None:  # noqa: ANN001
    wait_ready(page)
    tab_to(page, "a.name === 'game'")
    for _ in range(20):
        if page.evaluate("document.activeElement.value") == game:
            break
        page.keyboard.press("ArrowDown")
    assert page.is_checked(f"#game-list input[value={game}]")
    tab_to(page, "a.id === 'start'")
    page.keyboard.press("Enter")
    page.wait_for_selector("#play[data-actions='0'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    tab_to(page, "a.id === 'board'")


def no_pointer_events(page) -> None:  # noqa: ANN001
    """Count every mouse, pointer and touch event the page receives (there must be none)."""
    page.evaluate(
        """() => { window.pointerEvents = 0;
        for (const name of ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'click', 'touchstart'])
            document.addEventListener(name, e => { if (e.isTrusted && e.detail !== 0 || e.pointerType)
                window.pointerEvents += 1; }, true); }"""
    )


def skip_middle(dice: list[int], script: list[tuple]) -> tuple[list[int], list[tuple], int, int]:
    """The dice and keys without the game's middle: the items before the first throw at OPENING actions, then
    those from the first throw at LATE; and where the cut is (the index of the first item after it, and the
    actions played by then)."""
    actions = thrown = 0
    cut = resume = None
    for index, item in enumerate(script):
        if item[0] == "roll":
            if cut is None and actions >= OPENING:
                cut = (index, thrown)
            if actions >= LATE:
                resume = (index, thrown, actions)
                break
            thrown += 2
        actions += item[0] != "step"
    assert cut is not None and resume is not None
    return dice[: cut[1]] + dice[resume[1] :], script[: cut[0]] + script[resume[0] :], cut[0], resume[2]


def test_complete_portes_game_with_the_keyboard_alone(server, browser_context) -> None:  # noqa: ANN001
    """From Tab on the home screen: the roll-off, the opening (two entries from the bar); then the same game
    opened by its link (``#record=`` set in the page, no pointer event) LATE actions in, and its bear-off (the die
    chooser by the keys) to the end dialog."""
    from ui.store.transfer import encode_link

    context, watch = browser_context
    dice, script, final = scripted_game(GAME, SEED)
    dice, script, cut, late = skip_middle(dice, script)
    assert any(item[0] == "step" and item[1] == "bar" for item in script[:cut])
    page = context.pages[0] if context.pages else context.new_page()
    page.emulate_media(reduced_motion="reduce")
    page.goto(server.url + "?dice=" + ",".join(map(str, dice)))
    no_pointer_events(page)
    start_by_keyboard(page, GAME)
    assert page.is_visible("#keys-help")
    actions = steps = presses = chosen = 0
    words_ms: list[float] = []
    for index, item in enumerate(script):
        if index == cut:  # the middle of the game skipped: the link of the record LATE actions in
            record = {**final["record"], "actions": final["record"]["actions"][:late]}
            page.evaluate("link => { location.hash = link; }", encode_link(record))
            actions = late
            settled(page, actions=actions)
            tab_to(page, "a.id === 'board'")
        if item[0] == "roll":
            actions += 1
            page.keyboard.press("r" if actions % 2 else "Enter")
            settled(page, actions=actions)
        elif item[0] == "step":
            _, frm, to, seat, die = item
            presses += focus_on(page, str(frm))
            page.keyboard.press("Enter")
            presses += focus_on(page, f"off{seat}" if to == "off" else str(to))
            page.keyboard.press("Enter")
            if die is not None:
                page.wait_for_selector("#mirror-list li[data-key='choice']", state="attached", timeout=STEP_TIMEOUT_MS)
                presses += focus_on(page, f"choice-{die}")
                page.keyboard.press("Enter")
                chosen += 1
            steps += 1
            settled(page, steps=steps)
            words_ms.append(float(page.get_attribute("#board", "data-words-ms")))
        else:
            assert page.get_attribute("#play", "data-complete") == "true"
            actions += 1
            steps = 0
            page.keyboard.press("c")
            settled(page, actions=actions)
    assert chosen, "the game used the die chooser"
    print(f"keyboard game: {len(script)} actions and steps, {presses} arrow presses")
    print(f"text mirror after a redraw: median {statistics.median(words_ms):.1f} ms, max {max(words_ms):.1f} ms")
    assert statistics.median(words_ms) < 16, "the mirror fits in the frame of the redraw"

    outcome = final["view"]["outcome"]
    page.locator("#end").wait_for(state="visible", timeout=STEP_TIMEOUT_MS)
    assert page.text_content("#end-title") == ["White", "Black"][outcome["winner"]] + " wins"
    points = outcome["points"]
    assert page.text_content("#end-points") == f"{points} point" + ("s" if points > 1 else "")
    assert page.text_content("#end-reason") == outcome["reason_text"]
    assert final["view"]["last_play"]["text"] in page.text_content("#announce")
    assert page.evaluate("window.pointerEvents") == 0
    assert_no_python_error(page)
    watch.assert_clean()


def test_keyboard_undo_escape_and_focus_words(server, browser_context) -> None:  # noqa: ANN001
    """Roll-off 5-2, White 6-1: Enter shows the ring first, selects, Escape lets go, U undoes a step."""
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.emulate_media(reduced_motion="reduce")
    page.goto(server.url + "?dice=5,2,6,1")
    start_by_keyboard(page, GAME)
    for count in (1, 2):
        page.keyboard.press("r")
        settled(page, actions=count)
    record = api.act(api.act(api.new_game(GAME)["record"], {"roll": [5, 2]})["record"], {"roll": [6, 1]})["record"]
    view = api.turn(record, [])["view"]
    page.keyboard.press("Enter")  # the first press shows where the ring is: the first movable checker
    assert page.get_attribute("#board", "data-focus") == str(view["movable"][0])
    focus_on(page, "12")
    assert page.text_content("#board-focus") == wait_line(page, "12", "can move")
    page.keyboard.press("Enter")
    wait_line(page, "12", "chosen")
    reach = [d for d in view["destinations"] if d["from"] == 12]
    assert reach and all(f"destination with {d['die']}" in mirror_line(page, str(d["to"])) for d in reach)
    page.keyboard.press("Escape")
    wait_line(page, "12", "chosen", present=False)
    page.keyboard.press("Enter")
    focus_on(page, "6")
    page.keyboard.press("Enter")
    settled(page, steps=1)
    page.keyboard.press("u")
    settled(page, steps=0)
    count = sum(part[1] for part in view["points"][6])
    line = wait_line(page, "6", f"Point 7: {count} White" if count else "Point 7: empty")
    assert page.text_content("#board-focus") == line
    assert_no_python_error(page)
    watch.assert_clean()


def reversi_game() -> tuple[list[str], dict]:
    """The plays of a Reversi game that takes the first legal square (or passes), and the final answer."""
    answer = api.new_game("reversi")
    plays: list[str] = []
    while answer["view"]["phase"] != "over":
        view = answer["view"]
        play = view["legal"][0] if view["legal"] else "pass"
        plays.append(play)
        answer = api.act(answer["record"], {"play": play})
    return plays, answer


def test_complete_reversi_game_with_the_keyboard_alone(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    plays, final = reversi_game()
    assert "pass" in plays, "the game has a turn without a move (C passes)"
    page = context.pages[0] if context.pages else context.new_page()
    page.emulate_media(reduced_motion="reduce")
    page.goto(server.url)
    no_pointer_events(page)
    start_by_keyboard(page, "reversi")
    first = api.new_game("reversi")["view"]
    wait_line(page, "legal", "Legal squares: " + ", ".join(first["legal"]))
    page.keyboard.press("Enter")  # shows the ring on the first legal square; plays nothing
    assert page.get_attribute("#board", "data-focus") == first["legal"][0]
    assert page.get_attribute("#play", "data-actions") == "0"
    presses = 0
    for index, play in enumerate(plays):
        if play == "pass":
            page.keyboard.press("c")
        else:
            presses += focus_on(page, play)
            page.keyboard.press("Enter")
        settled(page, actions=index + 1)
    print(f"keyboard Reversi game: {len(plays)} plays, {presses} arrow presses")
    view = final["view"]
    page.locator("#end").wait_for(state="visible", timeout=STEP_TIMEOUT_MS)
    black, white = view["counts"]["black"], view["counts"]["white"]
    assert page.text_content("#end-title") == (
        "Draw" if black == white else ("Black" if black > white else "White") + " wins"
    )
    assert page.text_content("#end-reason") == view["outcome"]["text"]
    assert page.evaluate("window.pointerEvents") == 0
    squares = view["squares"]
    for colour in ("black", "white"):
        discs = [squares[i] for i, cell in enumerate(view["cells"]) if cell == colour]
        assert mirror_line(page, colour).endswith(": " + (", ".join(discs) or "none"))
    assert_no_python_error(page)
    watch.assert_clean()
