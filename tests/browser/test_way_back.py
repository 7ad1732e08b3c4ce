"""The way back to a game and the play screen on a phone (issue 16), by real clicks and taps at 390×844 (touch),
1024×768 and 1440×900.

Each test runs at the three viewports.  The engine on CPython (tablier.api) gives the expected records, start
numbers, turns and two-dice destinations; the page is driven only by taps/clicks on its controls and board, the
browser's Back/Forward and reloads.  Every test fails on a console error, a request to another host, or a
PyScript error.
"""

from __future__ import annotations

import json
import random

import pytest
from browser_site import CHROMIUM, CHROMIUM_ARGS, Watch, wait_ready
from play_helpers import STEP_TIMEOUT_MS, assert_no_python_error, click_spot, settled

from tablier import api
from tablier.tables.starts225 import start_number
from ui.texts import TEXTS

pytestmark = pytest.mark.browser

VIEWPORTS = {"phone": (390, 844, True), "laptop": (1024, 768, False), "desktop": (1440, 900, False)}
LABEL_PX = 12
# Where the layout plays no part, the phone (touch) and the desktop (mouse) stand for the three viewports.
INPUTS = ["phone", "desktop"]


@pytest.fixture(params=list(VIEWPORTS))
def screen(request, playwright_instance, tmp_path):  # noqa: ANN001, ANN201
    """A fresh profile at one of the three viewports (the phone: touch, 3× density); its page, watch, touch."""
    width, height, touch = VIEWPORTS[request.param]
    options = {"viewport": {"width": width, "height": height}}
    if touch:
        options.update(device_scale_factor=3, has_touch=True, is_mobile=True)
    context = playwright_instance.chromium.launch_persistent_context(
        user_data_dir=str(tmp_path / "profile"), executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS, **options
    )
    watch = Watch()
    watch.attach(context)
    page = context.pages[0] if context.pages else context.new_page()
    yield page, watch, touch
    context.close()


def press(page, selector: str, touch: bool) -> None:  # noqa: ANN001
    """A tap on the phone, a click elsewhere."""
    if touch:
        page.locator(selector).tap()
    else:
        page.click(selector)


def board_tap(page, spot: str, touch: bool) -> None:  # noqa: ANN001
    if not touch:
        click_spot(page, spot)
        return
    page.wait_for_function(
        "spot => spot in JSON.parse(document.getElementById('board').dataset.targets || '{}')",
        arg=spot,
        timeout=STEP_TIMEOUT_MS,
    )
    targets = json.loads(page.get_attribute("#board", "data-targets"))
    box = page.locator("#board").bounding_box()
    page.touchscreen.tap(box["x"] + targets[spot][0], box["y"] + targets[spot][1])


def open_home(page, url: str) -> None:  # noqa: ANN001
    page.goto(url)
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)


def start(page, game: str, touch: bool) -> None:  # noqa: ANN001
    press(page, f"#game-list label:has(input[value={game}])", touch)
    press(page, "#start", touch)
    page.wait_for_selector("#play[data-actions='0'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)


def board_pixels(page) -> str:  # noqa: ANN001
    return page.evaluate(
        """() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(
                 () => done(document.getElementById('board').toDataURL()))))"""
    )


def snapshot(page) -> dict:  # noqa: ANN001
    """What the play screen shows at rest (Reversi's discs turn over in 260 ms): the board's pixels, whose turn,
    the log, the heading, the record."""
    page.wait_for_timeout(400)
    return {
        "pixels": board_pixels(page),
        "turn": page.text_content("#turn"),
        "log": page.text_content("#log"),
        "title": page.text_content("#play-title"),
        "record": stored_record(page),
    }


def stored_record(page) -> str:  # noqa: ANN001
    """The record of the game the address names, as stored."""
    game_id = page.evaluate("location.hash").split("=", 1)[1]
    return json.dumps(json.loads(page.evaluate(f"localStorage.getItem('tablier.game.{game_id}')"))["record"])


def in_view(page, selector: str) -> bool:  # noqa: ANN001
    """The element is inside the window and not covered (the element at its centre is it or inside it)."""
    return page.evaluate(
        """(sel) => { const el = document.querySelector(sel); const r = el.getBoundingClientRect();
           if (!r.width || r.top < 0 || r.left < 0 || r.bottom > innerHeight || r.right > innerWidth) return false;
           const hit = document.elementFromPoint(r.left + r.width / 2, r.top + r.height / 2);
           return !!hit && (hit === el || el.contains(hit)); }""",
        selector,
    )


def reload_lands_back(page, before: dict, actions: int) -> None:  # noqa: ANN001
    """Reload: the same play screen, same position and move list, with no click."""
    url = page.url
    page.reload()
    wait_ready(page)
    page.wait_for_selector(f"#play[data-actions='{actions}'][data-busy=false]", state="attached", timeout=30_000)
    page.wait_for_selector("#board[data-drawn=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.url == url and page.is_visible("#play") and page.is_hidden("#home")
    after = snapshot(page)
    for key in ("turn", "log", "title", "record"):
        assert after[key] == before[key], f"{key} differs after the reload"
    assert after["pixels"] == before["pixels"], "the board differs after the reload"


@pytest.mark.parametrize("screen", INPUTS, indirect=True)
def test_reload_back_and_forward_find_the_game(server, screen) -> None:  # noqa: ANN001
    """Points 1 and 2: Dames Rabattues, Reversi and Toutes tables, each reloaded in the middle of the game;
    Back goes home where "Continue" is in view at the top, Forward returns to the game."""
    page, watch, touch = screen
    rng = random.Random(16)
    dice = [rng.randint(1, 6) for _ in range(40)]
    open_home(page, server.url + "?dice=" + ",".join(map(str, dice)))
    home_url = page.url

    # Dames Rabattues: three throws
    start(page, "dames-rabattues", touch)
    for count in (1, 2, 3):
        press(page, "#roll", touch)
        settled(page, actions=count)
    hash_ = page.evaluate("location.hash")
    assert hash_.startswith("#game=g")
    assert page.title().startswith("Dames Rabattues")
    dames = snapshot(page)
    reload_lands_back(page, dames, 3)

    page.go_back()  # the home screen, the game first under "Continue"
    page.wait_for_selector("#home:not([hidden])", state="visible", timeout=STEP_TIMEOUT_MS)
    assert page.url == home_url and page.is_hidden("#play")
    assert in_view(page, "#resume"), "Continue is not in view on the home screen"
    assert "Dames Rabattues" in page.text_content("#saved-resume-text")
    assert "move 3" in page.text_content("#saved-resume-text")
    page.go_forward()
    page.wait_for_selector("#play[data-actions='3'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.evaluate("location.hash") == hash_ and page.text_content("#log") == dames["log"]

    # Reversi: four moves, from the home screen's Start (Back to home by the button first)
    press(page, "#to-home", touch)
    page.wait_for_selector("#home:not([hidden])", state="visible", timeout=STEP_TIMEOUT_MS)
    assert page.evaluate("location.hash") == ""
    start(page, "reversi", touch)
    answer = api.new_game("reversi")
    for count in range(1, 5):
        square = answer["view"]["legal"][0]
        board_tap(page, square, touch)
        settled(page, actions=count)
        answer = api.act(answer["record"], {"play": square})
    reversi = snapshot(page)
    assert json.loads(reversi["record"])["actions"] == answer["record"]["actions"]
    reload_lands_back(page, reversi, 4)
    page.go_back()
    page.wait_for_selector("#home:not([hidden])", state="visible", timeout=STEP_TIMEOUT_MS)
    assert "Reversi" in page.text_content("#saved-resume-text")  # the most recent first; Dames below it
    assert "Dames Rabattues" in page.text_content("#continue-others")
    press(page, "#continue-others button", touch)  # the other unfinished game, from the short list
    page.wait_for_selector("#play[data-actions='3'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.evaluate("location.hash") == hash_

    # Toutes tables: a roll-off, a turn played by taps and confirmed, the next throw
    press(page, "#to-home", touch)
    start(page, "toutes-tables", touch)
    press(page, "#roll", touch)  # the roll-off
    settled(page, actions=1)
    while page.get_attribute("#play", "data-phase") == "roll":
        actions = int(page.get_attribute("#play", "data-actions"))
        press(page, "#roll", touch)
        settled(page, actions=actions + 1)
    record = json.loads(stored_record(page))
    steps: list[list] = []
    built = api.turn(record, steps)
    while built["view"]["destinations"]:
        first = built["view"]["destinations"][0]
        board_tap(page, str(first["from"]), touch)
        board_tap(page, "off" + str(built["view"]["turn"]) if first["to"] == "off" else str(first["to"]), touch)
        steps.append([first["from"], first["to"], first["die"]])
        settled(page, steps=len(steps))
        built = api.turn(record, steps)
    actions = len(record["actions"]) + 1
    press(page, "#confirm", touch)
    settled(page, actions=actions)
    tables = snapshot(page)
    assert json.loads(tables["record"])["actions"][-1] == {"play": built["play"]}
    reload_lands_back(page, tables, actions)
    assert_no_python_error(page)
    watch.assert_clean()


def scrolled_down(page) -> None:  # noqa: ANN001
    """Scroll the play panel (and the page around it) as far down as it goes."""
    page.evaluate("for (const id of ['play', 'stage']) document.getElementById(id).scrollTop = 1e6")


def at_top(page) -> bool:  # noqa: ANN001
    return page.evaluate("['play', 'stage', 'home'].every(id => document.getElementById(id).scrollTop === 0)")


def test_panel_heading_and_action_bar(server, screen) -> None:  # noqa: ANN001
    """Points 3, 4 and 8: the heading names the game and its options (document title too); Roll, Undo and
    Confirm stay in view while the panel scrolls; New game and Back to home open at the top; the keyboard's
    help only with a keyboard and never in Dames Rabattues; Reversi's option is not "Confirm turns"."""
    page, watch, touch = screen
    open_home(page, server.url + "?dice=" + ",".join(["6", "2"] * 40))
    press(page, "#game-list label:has(input[value=fevga])", touch)
    page.select_option("#rule-list [data-option=postillon]", label="the last quarter (Jacquet form)")
    start(page, "fevga", touch)
    heading = "Fevga · The postillon must reach: the last quarter (Jacquet form)"
    assert page.text_content("#play-title") == heading
    assert page.title() == heading + " — Tablier"
    assert in_view(page, "#roll") and in_view(page, "#turn")
    scrolled_down(page)
    assert in_view(page, "#roll"), "Roll scrolled out of view"
    assert page.is_visible("#keys-help") != touch
    while page.get_attribute("#play", "data-phase") == "roll":
        actions = int(page.get_attribute("#play", "data-actions"))
        press(page, "#roll", touch)
        settled(page, actions=actions + 1)
    record = json.loads(stored_record(page))
    first = api.turn(record, [])["view"]["destinations"][0]
    board_tap(page, str(first["from"]), touch)
    board_tap(page, str(first["to"]), touch)
    settled(page, steps=1)
    scrolled_down(page)
    assert in_view(page, "#undo") and in_view(page, "#confirm") and in_view(page, "#turn")
    press(page, "#new-game", touch)  # from the bottom of the panel
    settled(page, actions=0)
    assert at_top(page) and in_view(page, "#roll") and in_view(page, "#turn")
    assert page.text_content("#play-title") == heading
    scrolled_down(page)
    press(page, "#to-home", touch)
    page.wait_for_selector("#home:not([hidden])", state="visible", timeout=STEP_TIMEOUT_MS)
    assert at_top(page) and in_view(page, "#resume")
    assert page.title() == "Tablier — historical table games and Reversi"

    names = {g["id"]: g["names"]["en"] for g in api.games()}
    games = ("revertier", "swedish-tables", "toutes-tables", "toutes-tables-225", "backgammon-225", "portes")
    for game in games:  # each named in its heading and the title: none looks like another
        start(page, game, touch)
        page.wait_for_function("name => document.title === name + ' — Tablier'", arg=names[game])
        assert page.text_content("#play-title") == names[game]
        press(page, "#to-home", touch)
    assert len({names[game] for game in games}) == len(games)

    start(page, "dames-rabattues", touch)
    page.wait_for_function("() => document.title.startsWith('Dames Rabattues')")
    assert page.is_hidden("#keys-help")
    press(page, "#to-home", touch)
    start(page, "reversi", touch)
    page.wait_for_function("() => document.title.startsWith('Reversi')")
    assert page.text_content("#auto-label") == "Play forced moves and passes by themselves"
    assert page.is_visible("#keys-help") != touch
    assert_no_python_error(page)
    watch.assert_clean()


def test_two_dice_targets_and_the_225_start(server, screen) -> None:  # noqa: ANN001
    """Points 5 and 6: Toutes tables 225's draws explained (what each decides, draws left, the start drawn);
    then a checker that goes further with both dice shows that point lit and the stop between, and a tap there
    plays both dice."""
    page, watch, touch = screen
    draws = [(2, 5), (1, 3)]
    queue = [2, 5, 1, 3, 1, 4] + [6, 2] * 30
    open_home(page, server.url + "?dice=" + ",".join(map(str, queue)))
    start(page, "toutes-tables-225", touch)
    assert "Draws left: 2" in page.text_content("#players")
    assert "2 back checkers (lower die)" in page.text_content("#players")
    press(page, "#roll", touch)
    settled(page, actions=1)
    assert "White drew 2-5" in page.text_content("#players") and "Draws left: 1" in page.text_content("#players")
    press(page, "#roll", touch)
    settled(page, actions=2)
    number = start_number(*draws)
    assert f"Start no. {number} of 225 (draws 2-5 · 1-3)." in page.text_content("#players")
    while page.get_attribute("#play", "data-phase") == "roll":
        actions = int(page.get_attribute("#play", "data-actions"))
        press(page, "#roll", touch)
        settled(page, actions=actions + 1)
    record = json.loads(stored_record(page))
    view = api.turn(record, [])["view"]
    further = view["further"][0]
    single = {(d["from"], d["to"]) for d in view["destinations"]}
    assert len(further["dice"]) == 2 and (further["from"], further["to"]) not in single
    board_tap(page, str(further["from"]), touch)
    page.wait_for_function(
        "to => JSON.parse(document.getElementById('board').dataset.lit || '{}').more.includes(to)",
        arg=further["to"],
        timeout=STEP_TIMEOUT_MS,
    )
    lit = json.loads(page.get_attribute("#board", "data-lit"))
    ones = {d["to"] for d in view["destinations"] if d["from"] == further["from"]}
    assert set(lit["one"]) == ones and further["via"][0] in lit["stops"]
    board_tap(page, str(further["to"]), touch)
    settled(page, steps=2)
    assert page.get_attribute("#play", "data-complete") == "true"
    assert_no_python_error(page)
    watch.assert_clean()


def expected_rows(actions: list[dict]) -> int:
    """Turns of a game by the rules of throwing: a play after a throw belongs to it; any other action (a
    roll-off, a throw nothing follows yet, a cube action) is a turn by itself."""
    rows = 0
    for index, action in enumerate(actions):
        after_throw = index > 0 and "roll" in actions[index - 1] and "play" in action
        rows += 0 if after_throw else 1
    return rows


def test_replay_rows_saved_words_and_import(server, screen, tmp_path) -> None:  # noqa: ANN001
    """Points 7 and 8: an imported Portes game in the list says "move N"; its replay has one numbered row per
    turn, none empty, and names the dice while the board shows some; a file without a format says so."""
    page, watch, touch = screen
    rng = random.Random(7)
    answer = api.new_game("portes", seed=3)
    while len(answer["record"]["actions"]) < 13:
        view = answer["view"]
        if view["phase"] == "roll":
            answer = api.act(answer["record"], {"roll": [rng.randint(1, 6), rng.randint(1, 6)]})
        else:  # a random legal destination at each step
            steps: list[list] = []
            built = api.turn(answer["record"], steps)
            while built["view"]["destinations"]:
                step = rng.choice(built["view"]["destinations"])
                steps.append([step["from"], step["to"], step["die"]])
                built = api.turn(answer["record"], steps)
            answer = api.act(answer["record"], {"play": built["play"]})
    record = answer["record"]
    rows = expected_rows(record["actions"])
    game_file = tmp_path / "portes.json"
    game_file.write_text(json.dumps(record))
    bad_file = tmp_path / "no-format.json"
    bad_file.write_text(json.dumps({"game": "portes", "actions": []}))
    open_home(page, server.url)
    page.set_input_files("#import-file", str(bad_file))
    page.wait_for_selector("#saved-message[data-key=import_no_format]", state="visible", timeout=STEP_TIMEOUT_MS)
    assert "no format version" in page.text_content("#saved-message")
    page.set_input_files("#import-file", str(game_file))
    page.wait_for_selector("#saved[data-count='1']", state="attached", timeout=STEP_TIMEOUT_MS)
    assert f"In progress · move {rows}" in page.text_content("#saved-list li .result")
    assert "actions" not in page.text_content("#saved-list")
    press(page, "#saved-list li .replay", touch)
    page.wait_for_selector("#replay[data-busy=false] #replay-moves li", state="attached", timeout=STEP_TIMEOUT_MS)
    items = page.locator("#replay-moves li")
    assert items.count() == rows
    assert all(text.strip() for text in items.all_text_contents()), "an empty row in the move list"
    views = api.replay_views(record)["views"]
    for position in range(len(views)):
        if position:
            press(page, "#replay-forward", touch)
        page.wait_for_selector(f"#replay[data-pos='{position}']", state="attached", timeout=STEP_TIMEOUT_MS)
        shown = views[position]
        dice_drawn = shown.get("dice") or (shown.get("last_throw") or {}).get("dice")
        if dice_drawn and shown["phase"] != "over":
            assert page.text_content("#replay-dice") != "No dice on the board", f"dice drawn at {position}"
    press(page, "#replay-moves li:nth-child(2) button", touch)
    ends = [i + 1 for i, a in enumerate(record["actions"]) if "play" in a or i + 1 == len(record["actions"])]
    page.wait_for_selector("#replay-moves li:nth-child(2)[aria-current=step]", state="attached")
    assert int(page.get_attribute("#replay", "data-pos")) in ends
    assert_no_python_error(page)
    watch.assert_clean()


def test_labels_legible_and_steady_against_the_bot(server, screen) -> None:  # noqa: ANN001
    """Point 9: point labels and pip counts of at least 12 CSS px; against the bot the numbers stay on the
    human's side while the bot plays."""
    page, watch, touch = screen
    open_home(page, server.url + "?dice=" + ",".join(["5", "3", "2", "6"] * 60))
    press(page, "#game-list label:has(input[value=portes])", touch)
    press(page, "input[name=opponent][value=bot]", touch)
    page.select_option("#seat", "0")
    press(page, "#start", touch)
    page.wait_for_selector("#play[data-actions]", state="attached", timeout=STEP_TIMEOUT_MS)
    human = api.new_game("portes")["view"]["seat_labels"][0]
    seen_bot = False
    for _ in range(6):
        page.wait_for_function(
            "() => document.getElementById('play').dataset.busy === 'false' || "
            "document.getElementById('play').dataset.bot",
            timeout=STEP_TIMEOUT_MS,
        )
        assert json.loads(page.get_attribute("#board", "data-labels")) == human
        assert float(page.get_attribute("#board", "data-label-px")) >= LABEL_PX
        if page.get_attribute("#play", "data-bot"):
            seen_bot = True
            page.wait_for_selector("#play[data-bot='']", state="attached", timeout=30_000)
            continue
        if page.get_attribute("#play", "data-phase") == "roll":
            press(page, "#roll", touch)
            page.wait_for_timeout(300)
            continue
        record = json.loads(stored_record(page))
        steps: list[list] = []
        built = api.turn(record, steps)
        while built["view"]["destinations"]:
            first = built["view"]["destinations"][0]
            board_tap(page, str(first["from"]), touch)
            board_tap(page, str(first["to"]), touch)
            steps.append([first["from"], first["to"], first["die"]])
            settled(page, steps=len(steps))
            built = api.turn(record, steps)
        press(page, "#confirm", touch)
        page.wait_for_selector(
            "#play[data-bot=thinking], #play[data-bot=rolling], #play[data-bot=moving]",
            state="attached",
            timeout=STEP_TIMEOUT_MS,
        )
    assert seen_bot, "the bot never played"
    assert_no_python_error(page)
    watch.assert_clean()


def missing_said(page) -> None:  # noqa: ANN001
    """The home screen, the address without its ``#game=``, and the words that the game is not saved any more,
    in view (not somewhere down the page)."""
    page.wait_for_selector("#home:not([hidden])", state="visible", timeout=STEP_TIMEOUT_MS)
    said = "[data-key=game_missing]:not([hidden])"
    page.wait_for_selector(said, state="visible", timeout=STEP_TIMEOUT_MS)
    assert page.text_content(said).strip() == TEXTS["en"]["game_missing"]
    assert page.is_hidden("#play") and page.get_attribute("body", "data-mode") != "play"
    assert page.evaluate("location.hash") == ""
    assert in_view(page, said), "the message that the game is missing is out of view"
    assert_no_python_error(page)


@pytest.mark.parametrize("screen", INPUTS, indirect=True)
def test_a_link_to_a_game_no_longer_saved_says_so_and_opens_home(server, screen) -> None:  # noqa: ANN001
    """Bad input: a ``#game=`` naming no saved game says so in words and opens the home screen, whether the
    id was never stored, or the game was deleted from the saved list by clicks and its address is then gone
    back to, opened again, or reloaded in a tab still showing it."""
    page, watch, touch = screen
    open_home(page, server.url + "?dice=3,5,2,6,4,1#game=g0000000000")  # never stored in this fresh profile
    missing_said(page)

    start(page, "dames-rabattues", touch)
    press(page, "#roll", touch)
    settled(page, actions=1)
    game_url = page.url
    game_id = page.evaluate("location.hash").split("=", 1)[1]
    press(page, "#to-home", touch)
    page.wait_for_selector(f"#saved-list li[data-id='{game_id}']", state="attached", timeout=STEP_TIMEOUT_MS)
    press(page, f"#saved-list li[data-id='{game_id}'] .delete", touch)
    page.wait_for_selector("#saved[data-count='0']", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.evaluate(f"localStorage.getItem('tablier.game.{game_id}')") is None
    page.go_back()  # the browser's Back: the address names the deleted game
    missing_said(page)
    page.goto("about:blank")
    open_home(page, game_url)  # the game's address opened again
    missing_said(page)

    # Another game, shown in this tab while a second tab deletes it from the list; then this tab reloads.
    start(page, "dames-rabattues", touch)
    press(page, "#roll", touch)
    settled(page, actions=1)
    game_id = page.evaluate("location.hash").split("=", 1)[1]
    other = page.context.new_page()
    open_home(other, server.url)
    press(other, f"#saved-list li[data-id='{game_id}'] .delete", touch)
    other.wait_for_selector("#saved[data-count='0']", state="attached", timeout=STEP_TIMEOUT_MS)
    assert_no_python_error(other)
    other.close()
    page.reload()
    wait_ready(page)
    missing_said(page)
    watch.assert_clean()


def test_next_game_of_a_match_opens_the_panel_at_its_top_on_a_phone(server, phone_context) -> None:  # noqa: ANN001
    """Point 3, Next game: a hot-seat match of Dames Rabattues to 3 (throws only), the panel scrolled down
    during the first game; at its end the dialog's Next game opens the panel at its top, Roll and the turn in
    view, and Roll throws for the next game."""
    context, watch = phone_context
    match_to_3 = {"games": ["dames-rabattues"], "to": 3, "crawford": False, "game_options": {"dames-rabattues": {}}}
    rng = random.Random(4)
    dice: list[int] = []
    answer = api.new_game("match", match_to_3)
    while not answer["view"]["match"].get("ended"):
        dice += [rng.randint(1, 6), rng.randint(1, 6)]
        answer = api.act(answer["record"], {"roll": dice[-2:]})
    assert answer["view"]["phase"] != "over"  # the match goes on: the dialog between two games opens
    first_game = len(answer["record"]["actions"])
    page = context.pages[0] if context.pages else context.new_page()
    open_home(page, server.url + "?dice=" + ",".join(map(str, dice + [3, 5])))
    press(page, "#game-list label:has(input[value=dames-rabattues])", True)
    page.select_option("#rule-list [data-option=match]", label="Match to 3 points")
    press(page, "#start", True)
    settled(page, actions=0)
    for count in range(1, first_game + 1):
        scrolled_down(page)  # the panel scrolled down during the game, Roll still in view (the action bar)
        assert not at_top(page), "nothing to scroll: the test would prove nothing"
        press(page, "#roll", True)
        settled(page, actions=count)
    page.wait_for_selector("#match-game", state="visible", timeout=STEP_TIMEOUT_MS)
    assert page.get_attribute("#match-game", "data-game") == "1"
    assert not at_top(page)
    press(page, "#match-next", True)
    page.locator("#match-game").wait_for(state="hidden", timeout=STEP_TIMEOUT_MS)
    assert at_top(page), "Next game left the panel scrolled"
    assert in_view(page, "#roll") and in_view(page, "#turn") and in_view(page, "#play-title")
    press(page, "#roll", True)  # the next game's roll-off
    settled(page, actions=first_game + 1)
    assert_no_python_error(page)
    watch.assert_clean()
