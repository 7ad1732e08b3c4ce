"""Saved games in the browser (issue 9): autosave and resume, offline, entries set aside, storage full,
two tabs, export then import, hostile files, the replay viewer, the URL-fragment link.

Dice come from the page's test hook (``?dice=…``); the engine on CPython (tablier.api) gives the
expected records.  Each test fails on any console error, request to another host, or PyScript error.
"""

from __future__ import annotations

import json
import random
import re
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
    """The canvas as a PNG data URL, once the redraw it coalesces into an animation frame has happened."""
    return page.evaluate(
        """() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(
                 () => done(document.getElementById('board').toDataURL()))))"""
    )


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

    page.reload()  # the address names the game (#game=<id>): the reload lands on it, no click
    wait_ready(page)
    page.wait_for_selector("#play[data-actions='6'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.evaluate("location.hash") == "#game=" + entry["id"]
    assert board_pixels(page) == before["pixels"], "the reloaded board differs from the one left"
    page.click("#to-home")
    assert page.is_visible("#saved-resume")
    assert "Dames Rabattues" in page.text_content("#saved-resume-text")
    assert page.locator("#saved-list li").count() == 1
    page.click("#resume")
    page.wait_for_selector("#play[data-actions='6'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.text_content("#turn") == before["turn"]
    assert page.text_content("#log") == before["log"]
    assert board_pixels(page) == before["pixels"], "the resumed board differs from the one left"
    assert stored(page)[entry["id"]]["rev"] == entry["rev"], "opening a saved game does not rewrite it"
    throw(page, 7)  # it plays on under the same id, and the list shows where it stands
    assert stored(page)[entry["id"]]["rev"] == entry["rev"] + 1
    page.click("#to-home")
    assert "In progress · move 7" in page.text_content("#saved-list li")  # seven throws: seven turns
    assert_no_python_error(page)
    watch.assert_clean()


def test_close_and_reopen_offline_then_resume(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    dice = dice_for(5, 8)
    page = open_page(context, server.url + "?dice=" + ",".join(map(str, dice)))
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=30_000)
    start_dames(page)
    for count in range(1, 5):
        throw(page, count)
    left = board_pixels(page)
    page.close()
    server.stop()
    watch.allow_failures = True  # nothing may reach the network now; everything comes from the cache
    context.set_offline(True)
    page = context.new_page()
    page.goto(server.url)
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    page.click("#resume")
    page.wait_for_selector("#play[data-actions='4'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert board_pixels(page) == left
    throw(page, 5)  # the game goes on offline, and is saved
    (entry,) = stored(page).values()
    assert entry["record"]["actions"] == expected_record(dice, 5)["actions"][:4] + entry["record"]["actions"][4:]
    assert len(entry["record"]["actions"]) == 5
    assert not watch.foreign and not watch.console_errors, watch.console_errors
    assert_no_python_error(page)


def seed_storage(page, entries: dict[str, str]) -> None:  # noqa: ANN001
    """Write raw entries (text as stored) into localStorage, then reload so the app checks them."""
    page.evaluate("(entries) => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }", entries)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)


def entry_text(record: dict, game_id: str, phase: str = "roll", updated: str = "2026-01-01T10:00:00.000Z") -> str:
    return json.dumps(
        {
            "id": game_id,
            "rev": 1,
            "created": updated,
            "updated": updated,
            "record": record,
            "bots": None,
            "names": None,
            "status": {"phase": phase, "winner": None, "points": None},
        }
    )


def test_corrupt_entries_are_set_aside_and_reported_the_others_usable(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = open_page(context, server.url)
    good = expected_record(dice_for(7, 5), 5)
    illegal = {**good, "actions": [*good["actions"], {"play": "24/18"}]}
    version_0 = {"game": "dames-rabattues", "moves": [action["roll"] for action in good["actions"]]}
    seed_storage(
        page,
        {
            PREFIX + "good": entry_text(good, "good"),
            PREFIX + "notjson": '{"id": "notjson", "rev": 1, "record": {',
            PREFIX + "future": entry_text({**good, "format": 99}, "future"),
            PREFIX + "illegal": entry_text(illegal, "illegal"),
            PREFIX + "v0": entry_text(version_0, "v0", updated="2025-06-01T10:00:00.000Z"),
        },
    )
    assert page.locator("#saved-list li").count() == 3, "the good entry, the pre-release one migrated, the newer one"
    assert sorted(page.eval_on_selector_all("#saved-list li", "items => items.map(i => i.dataset.id)")) == [
        "future",
        "good",
        "v0",
    ]
    assert "Saved by a newer version" in page.text_content("#saved-list li[data-id=future]")
    assert page.locator("#saved-list li[data-id=future] button.resume").count() == 0
    problems = page.text_content("#saved-problems")
    assert page.is_visible("#saved-problems")
    assert "it is not JSON text" in problems
    assert "the rules refuse it (action 5" in problems
    assert "notjson" not in problems and "illegal" not in problems, "no internal ids"
    kept = page.evaluate(
        """() => Object.keys(localStorage).filter(k => k.startsWith('tablier.quarantine.')).sort()
                 .map(k => [k, JSON.parse(localStorage.getItem(k)).raw])"""
    )
    assert [k for k, _ in kept] == [f"tablier.quarantine.{i}" for i in ("illegal", "notjson")]
    assert dict(kept)["tablier.quarantine.notjson"] == '{"id": "notjson", "rev": 1, "record": {', "kept as it was"
    assert sorted(stored(page)) == ["future", "good", "v0"]
    assert snapshot(page)[PREFIX + "future"] == entry_text({**good, "format": 99}, "future"), "kept untouched"
    page.click("#saved-list li[data-id=v0] button.resume")  # the migrated game plays on
    page.wait_for_selector("#play[data-actions='5'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    throw(page, 6)
    assert stored(page)["v0"]["record"]["format"] == 1, "saved again in the current format"
    page.click("#to-home")
    page.click("#saved-list li[data-id=good] button.resume")
    page.wait_for_selector("#play[data-actions='5'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    page.click("#to-home")
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    assert "ce n'est pas du texte JSON" in page.text_content("#saved-problems")
    assert "Parties abîmées" in page.text_content("#saved-problems")
    assert_no_python_error(page)
    watch.assert_clean()


QUOTA_STUB = """
(() => {
  const limit = %d;
  const setItem = Storage.prototype.setItem;
  Storage.prototype.setItem = function (key, value) {
    let used = 0;
    for (let i = 0; i < this.length; i++) {
      const k = this.key(i);
      if (k !== key) used += k.length + this.getItem(k).length;
    }
    if (window.__quota && used + key.length + String(value).length > limit) {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    }
    return setItem.call(this, key, value);
  };
})();
"""


def test_delete_from_the_list_then_undo_puts_it_back_exactly(server, browser_context) -> None:  # noqa: ANN001
    """Each saved game lists its date; Delete removes it at once and offers Undo, which writes back the stored
    text unchanged; a deletion not undone is final (a reload offers nothing)."""
    context, watch = browser_context
    page = open_page(context, server.url)
    wait_ready(page)
    older = entry_text(finished_dames(2), "older", "over", "2025-01-01T08:00:00.000Z")
    newer = entry_text(finished_dames(3), "newer", "over", "2026-02-03T09:15:00.000Z")
    seed_storage(page, {PREFIX + "older": older, PREFIX + "newer": newer})
    item = "#saved-list li[data-id='{}']".format
    assert page.text_content(item("newer") + " .when") == "2026-02-03 09:15"
    assert page.text_content(item("older") + " .when") == "2025-01-01 08:00"
    page.click(item("older") + " button.delete")
    page.wait_for_selector(item("older"), state="detached", timeout=STEP_TIMEOUT_MS)
    assert page.text_content("#saved-message") == "Deleted: Dames Rabattues"
    assert set(stored(page)) == {"newer"} and page.is_visible("#saved-undo")
    page.click("#saved-undo")
    page.wait_for_selector(item("older"), state="attached", timeout=STEP_TIMEOUT_MS)
    assert snapshot(page)[PREFIX + "older"] == older, "Undo writes back the entry as it was stored"
    assert page.is_hidden("#saved-undo") and page.is_hidden("#saved-message")
    assert "won" in page.text_content(item("older") + " .result")
    page.click(item("older") + " button.delete")
    page.wait_for_selector(item("older"), state="detached", timeout=STEP_TIMEOUT_MS)
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert set(stored(page)) == {"newer"} and page.is_hidden("#saved-undo")
    assert page.locator("#saved-list li").count() == 1
    assert_no_python_error(page)
    watch.assert_clean()


def test_storage_full_the_game_goes_on_and_old_finished_games_can_be_deleted(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    finished = api.new_game("dames-rabattues")
    rng = random.Random(1)
    while finished["view"]["phase"] != "over":
        finished = api.act(finished["record"], {"roll": [rng.randint(1, 6), rng.randint(1, 6)]})
    old = entry_text(finished["record"], "old", "over", "2025-01-01T00:00:00.000Z")
    # Room for the old game and a new one of about a dozen throws (each adds some 17 characters).
    context.add_init_script(QUOTA_STUB % (len(old) + 700))
    dice = dice_for(9, 40)
    page = open_page(context, server.url + "?dice=" + ",".join(map(str, dice)))
    seed_storage(page, {PREFIX + "old": old})
    page.evaluate("() => { window.__quota = true; }")  # from now on, storage is limited
    assert "won" in page.text_content("#saved-list li")
    start_dames(page)
    count = 0
    while page.get_attribute("#play", "data-saved") != "full":
        count += 1
        throw(page, count)
        assert count < 30, "storage never filled"
    assert page.is_visible("#save-notice")
    assert "Storage is full" in page.text_content("#save-notice-text")
    (mine,) = [e for i, e in stored(page).items() if i != "old"]
    saved_actions = len(mine["record"]["actions"])
    assert saved_actions == count - 1, "the last good save is intact"
    throw(page, count + 1)  # the game goes on
    assert page.get_attribute("#play", "data-saved") == "full"
    assert stored(page)[mine["id"]] == mine, "nothing saved is damaged"
    page.click("#save-free")
    page.wait_for_selector("#play[data-saved=saved]", state="attached", timeout=STEP_TIMEOUT_MS)
    entries = stored(page)
    assert "old" not in entries and len(entries[mine["id"]]["record"]["actions"]) == count + 1
    assert page.is_hidden("#save-notice")
    assert_no_python_error(page)
    watch.assert_clean()


def test_two_tabs_on_one_game_do_not_overwrite_each_other(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    dice = dice_for(11, 10)
    url = server.url + "?dice=" + ",".join(map(str, dice))
    first = open_page(context, url)
    start_dames(first)
    throw(first, 1)
    throw(first, 2)
    second = context.new_page()
    second.goto(url)
    wait_ready(second)
    second.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    second.click("#resume")
    second.wait_for_selector("#play[data-actions='2'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    throw(second, 3)  # the second tab moves on: the first one is told at once (storage event)
    first.wait_for_selector("#save-notice[data-notice=save_conflict]", state="visible", timeout=STEP_TIMEOUT_MS)
    (entry,) = stored(first).values()
    assert len(entry["record"]["actions"]) == 3
    throw(first, 3)  # the stale tab plays on: it does not overwrite the newer save
    assert len(stored(first)[entry["id"]]["record"]["actions"]) == 3
    assert stored(first)[entry["id"]]["rev"] == entry["rev"]
    first.click("#save-copy")  # keep the first tab's game as a copy
    first.wait_for_selector("#play[data-saved=saved]", state="attached", timeout=STEP_TIMEOUT_MS)
    entries = stored(first)
    assert len(entries) == 2 and entries[entry["id"]]["rev"] == entry["rev"]
    second.click("#to-home")
    second.wait_for_function("() => document.querySelectorAll('#saved-list li').length === 2")
    assert_no_python_error(first)
    assert_no_python_error(second)
    watch.assert_clean()


def finished_dames(seed: int) -> dict:
    rng = random.Random(seed)
    answer = api.new_game("dames-rabattues")
    while answer["view"]["phase"] != "over":
        answer = api.act(answer["record"], {"roll": [rng.randint(1, 6), rng.randint(1, 6)]})
    return answer["record"]


def snapshot(page) -> dict:  # noqa: ANN001
    return page.evaluate("() => Object.fromEntries(Object.keys(localStorage).map(k => [k, localStorage.getItem(k)]))")


def test_export_then_import_gives_an_identical_game(server, browser_context, tmp_path: Path) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = open_page(context, server.url)
    record = finished_dames(21)
    seed_storage(page, {PREFIX + "done": entry_text(record, "done", "over")})
    with page.expect_download() as download:
        page.click("#saved-list li button.export_json")
    exported = tmp_path / download.value.suggested_filename
    download.value.save_as(exported)
    assert exported.name.startswith("tablier-dames-rabattues-") and exported.suffix == ".json"
    assert json.loads(exported.read_text()) == record
    with page.expect_download() as download:
        page.click("#saved-list li button.export_text")
    text_file = tmp_path / download.value.suggested_filename
    download.value.save_as(text_file)
    assert text_file.read_text() == api.game_text(record)["text"]

    page.set_input_files("#import-file", str(exported))  # the file picker
    page.wait_for_selector("#saved-message[data-key=imported]", state="visible", timeout=STEP_TIMEOUT_MS)
    page.wait_for_function("() => document.querySelectorAll('#saved-list li').length === 2")
    imported = [entry for game_id, entry in stored(page).items() if game_id != "done"]
    assert len(imported) == 1 and imported[0]["record"] == record
    assert imported[0]["status"]["phase"] == "over"

    page.evaluate(  # drag and drop of the same file onto the page
        """(text) => { const data = new DataTransfer();
             data.items.add(new File([text], 'game.json', {type: 'application/json'}));
             const drop = new DragEvent('drop', {dataTransfer: data, bubbles: true, cancelable: true});
             document.body.dispatchEvent(drop); }""",
        exported.read_text(),
    )
    page.wait_for_function("() => document.querySelectorAll('#saved-list li').length === 3")
    assert [entry["record"] for entry in stored(page).values()] == [record] * 3
    assert_no_python_error(page)
    watch.assert_clean()


def test_malformed_and_hostile_files_change_nothing(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = open_page(context, server.url)
    record = expected_record(dice_for(2, 4), 4)
    seed_storage(page, {PREFIX + "mine": entry_text(record, "mine")})
    before = snapshot(page)
    cases = [
        ("huge.json", b" " * 2_100_000, "import_too_large", "too large"),
        ("picture.json", b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", "import_not_json", "not JSON"),
        ("broken.json", b'{"format": 1, "game": ', "import_not_json", "not JSON"),
        ("list.json", b"[1, 2, 3]", "import_not_record", "not a game record"),
        ("other.json", json.dumps({"hello": "<b>x</b>"}).encode(), "import_not_record", "not a game record"),
        (
            "illegal.json",
            json.dumps({**record, "actions": [*record["actions"], {"roll": [9, 9]}]}).encode(),
            "import_refused",
            "action 4",
        ),
        ("future.json", json.dumps({**record, "format": 42}).encode(), "import_refused", "unknown record format 42"),
    ]
    for name, content, key, words in cases:
        page.set_input_files("#import-file", files=[{"name": name, "mimeType": "application/json", "buffer": content}])
        page.wait_for_selector(f"#saved-message[data-key={key}]", state="visible", timeout=STEP_TIMEOUT_MS)
        assert words in page.text_content("#saved-message"), (name, page.text_content("#saved-message"))
        assert "Nothing was changed" in page.text_content("#saved-message") or key == "import_refused"
        assert snapshot(page) == before, f"{name} changed the storage"
        page.evaluate("() => document.getElementById('saved-message').removeAttribute('data-key')")
    hostile = json.dumps({**record, "names": ["<script>window.__pwned = 1</script>", "<img src=x onerror=alert(1)>"]})
    page.set_input_files(
        "#import-file", files=[{"name": "names.json", "mimeType": "application/json", "buffer": hostile.encode()}]
    )
    page.wait_for_selector("#saved-message[data-key=imported]", state="visible", timeout=STEP_TIMEOUT_MS)
    listed = page.text_content("#saved-list")
    assert "<script>window.__pwned = 1</script>" in listed, "the name is shown as text"
    assert page.evaluate("() => document.querySelectorAll('#saved img, #saved script').length") == 0
    assert page.evaluate("() => window.__pwned") is None
    assert_no_python_error(page)
    watch.assert_clean()


def test_replay_steps_back_and_forth_with_the_dice_of_each_turn(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    dice = dice_for(13, 8)
    page = open_page(context, server.url + "?dice=" + ",".join(map(str, dice)))
    start_dames(page)
    played = {0: board_pixels(page)}
    for count in range(1, 7):
        throw(page, count)
        played[count] = board_pixels(page)
    page.click("#to-home")
    page.click("#saved-list li button.replay")
    page.wait_for_selector("#replay[data-total='6'][data-pos='0']", state="visible", timeout=STEP_TIMEOUT_MS)
    assert page.is_hidden("#home") and page.is_hidden("#play")
    assert page.locator("#replay-moves li").count() == 6
    assert board_pixels(page) == played[0]

    def at(position: int) -> None:
        page.wait_for_selector(f"#replay[data-pos='{position}']", state="attached", timeout=STEP_TIMEOUT_MS)
        assert board_pixels(page) == played[position], f"the replayed board at {position} differs from the game"
        if position:
            shown = page.text_content("#replay-dice")  # "White 6-2 · …", or the roll-off's "White 3, Black 5"
            assert re.findall(r"\d", shown) == [str(d) for d in dice[2 * position - 2 : 2 * position]], shown
        assert page.text_content("#replay-where") == f"After {position} of 6 actions"

    for position in (1, 2, 3):
        page.click("#replay-forward")
        at(position)
    page.click("#replay-back")
    at(2)
    page.click("#replay-last")
    at(6)
    page.click("#replay-forward")  # past the end stays at the end
    at(6)
    page.click("#replay-first")
    at(0)
    page.click("#replay-moves li:nth-child(4) button")  # jump to after the fourth action
    at(4)
    assert page.get_attribute("#replay-moves li:nth-child(4)", "aria-current") == "step"
    page.focus("#replay-back")
    page.keyboard.press("ArrowLeft")
    at(3)
    page.fill("#replay-pos", "5")
    at(5)
    (entry,) = stored(page).values()
    assert len(entry["record"]["actions"]) == 6, "the replay is read-only"
    page.click("#replay-stats-button")
    page.wait_for_selector("#replay-stats table", state="visible", timeout=STEP_TIMEOUT_MS)
    assert "12 dice" in page.text_content("#replay-stats")
    page.click("#replay-home")
    assert page.is_visible("#home")
    assert_no_python_error(page)
    watch.assert_clean()


def portes_position(seed: int, actions: int) -> dict:
    """A Portes game played by the easy bot with seeded dice, stopped after ``actions`` actions."""
    rng = random.Random(seed)
    answer = api.new_game("portes")
    while len(answer["record"]["actions"]) < actions:
        record = answer["record"]
        if answer["view"]["phase"] == "roll":
            answer = api.act(record, {"roll": [rng.randint(1, 6), rng.randint(1, 6)]})
        else:
            answer = api.act(record, api.bot_move(record, "easy", 50, seed)["action"])
    return answer


def test_a_link_to_a_tables_position_opens_it_on_the_board(server, browser_context) -> None:  # noqa: ANN001
    from ui.store.transfer import encode_link

    context, watch = browser_context
    answer = portes_position(23, 9)
    page = open_page(context, server.url + encode_link(answer["record"]))
    page.wait_for_selector("#play[data-actions='9'][data-busy=false]", state="visible", timeout=STEP_TIMEOUT_MS)
    assert page.get_attribute("#play", "data-phase") == answer["view"]["phase"]
    assert [e["record"] for e in stored(page).values()] == [answer["record"]]
    assert_no_python_error(page)
    watch.assert_clean()


def test_a_link_in_the_url_fragment_opens_the_game(server, browser_context) -> None:  # noqa: ANN001
    from ui.store.transfer import decode_link, encode_link

    context, watch = browser_context
    record = expected_record(dice_for(17, 5), 5)
    page = open_page(context, server.url + encode_link(record))
    page.wait_for_selector("#play[data-actions='5'][data-busy=false]", state="visible", timeout=STEP_TIMEOUT_MS)
    (entry,) = stored(page).values()
    assert entry["record"] == record
    assert page.evaluate("location.hash") == "#game=" + entry["id"]  # the link gave way to the saved game
    page.click("#to-home")
    page.go_back()  # Back returns to the game, and does not import the link a second time
    page.wait_for_selector("#play:not([hidden])[data-actions='5']", state="visible", timeout=STEP_TIMEOUT_MS)
    assert len(stored(page)) == 1
    page.click("#to-home")
    assert "Opened from the link" in page.text_content("#saved-message")
    page.click("#saved-list li button.copy_link")
    # the clipboard's answer (copied, or only shown where it is refused) comes in a task of its own: waited for, so
    # that it does not come after the broken link below and replace that message
    page.wait_for_selector(
        "#saved-message[data-key=link_copied], #saved-message[data-key=link_shown]", timeout=STEP_TIMEOUT_MS
    )
    link = page.input_value("#link-out")
    assert link.startswith(server.url + "#record=") and decode_link(link[len(server.url) :]) == (record, None)
    page.goto(server.url + "#record=not*base64")
    wait_ready(page)
    page.wait_for_selector("#saved-message[data-key=link_broken]", state="visible", timeout=STEP_TIMEOUT_MS)
    assert len(stored(page)) == 1
    assert_no_python_error(page)
    watch.assert_clean()


def test_dice_statistics_over_all_saved_games(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = open_page(context, server.url)
    records = [finished_dames(31), finished_dames(32)]
    seed_storage(page, {PREFIX + f"g{i}": entry_text(r, f"g{i}", "over") for i, r in enumerate(records)})
    page.click("#dice-all")
    page.wait_for_selector("#dice-stats table", state="visible", timeout=STEP_TIMEOUT_MS)
    stats = api.dice_stats(records)
    rows = page.locator("#dice-stats tr")
    assert rows.count() == 7
    for face in range(6):
        cells = [rows.nth(face + 1).locator("td").nth(i).text_content() for i in range(4)]
        assert int(cells[0]) == stats["faces"][face]["count"]
        assert int(cells[2]) == stats["doublets"][face]["count"]
    assert f"p = {stats['faces_test']['p']}" in page.text_content("#dice-stats")
    assert f"{stats['dice']} dice" in page.text_content("#dice-stats")
    assert_no_python_error(page)
    watch.assert_clean()


POSTED = """() => {
  // The calls the page sends to the engine worker, in order: [name, the records' seeds for a check].
  window.posted = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (message, ...rest) {
    if (message && message.name) {
      const seeds = message.name === "check_records" ? JSON.parse(message.text).records.map((r) => r.seed) : null;
      window.posted.push([message.name, seeds]);
    }
    return post.call(this, message, ...rest);
  };
}"""


def long_game(seed: int) -> dict:
    """A Portes record of about 80 actions (the easy bot against itself on CPython): a check replays all of it."""
    rng = random.Random(seed)
    record = api.new_game("portes", None, seed)["record"]
    while len(record["actions"]) < 80:
        view = api.view(record)["view"]
        if view.get("phase") == "over":
            break
        if view.get("phase") == "roll":
            dice = [rng.randint(1, 3), rng.randint(4, 6)] if view.get("rolloff") else [rng.randint(1, 6) for _ in "ab"]
            record = api.act(record, {"roll": dice})["record"]
        else:
            action = api.bot_move(record, "easy", None, seed)["action"] or {"play": ""}
            record = api.act(record, action)["record"]
    return record


def test_a_reload_opens_the_named_game_before_the_other_saved_games_are_checked(server, browser_context) -> None:  # noqa: ANN001
    """The engine replays every saved game to check it; a player who reloads gets his game (``#game=``) after its
    own check, not after all of them, and the others are checked one call each (a throw waits for one game)."""
    context, watch = browser_context
    page = open_page(context, server.url)
    records = {f"g{seed}": long_game(seed) for seed in (11, 12, 13, 14)}
    seed_storage(page, {f"tablier.game.{gid}": entry_text(record, gid) for gid, record in records.items()})
    page.add_init_script(f"({POSTED})();")
    page.evaluate("location.hash = '#game=g13'")
    page.reload()
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    actions = len(records["g13"]["actions"])
    page.wait_for_selector(f"#play[data-actions='{actions}'][data-busy=false]", state="attached")
    posted = page.evaluate("window.posted")
    checks = [seeds for name, seeds in posted if name == "check_records"]
    assert checks[0] == [13], "the named game was not checked first, alone"
    assert sorted(seed for seeds in checks[1:] for seed in seeds) == [11, 12, 14]
    assert all(len(seeds) == 1 for seeds in checks), "several games checked in one call"
    opened = next(i for i, (name, _) in enumerate(posted) if name != "check_records")
    assert posted[opened - 1] == ["check_records", [13]], "the named game was opened after the others' checks"
    assert page.is_visible("#play")
    watch.assert_clean()
