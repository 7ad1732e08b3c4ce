"""Saved games that survive damaged data and hostile input (issue 18), by the real paths: entries planted in
localStorage before the page loads, files through the file input, links in the address, embed's parameters,
a backup and its restore, the persistent-storage request, and the replay log's accessibility.

Every test fails on a console error, a request to another host, or a PyScript error on the page.
"""

from __future__ import annotations

import json
import random
import re
from pathlib import Path

import pytest
from browser_site import wait_ready
from test_accessibility import audit
from test_saved import PREFIX, STEP_TIMEOUT_MS, assert_no_python_error, entry_text, finished_dames, snapshot, stored

from tablier import api
from ui.store.transfer import b64url_encode

pytestmark = pytest.mark.browser

QUARANTINE = "tablier.quarantine."
DEEP = "[" * 1500 + "]" * 1500
HUGE_HEAD = '{"id": "h", "updated": "2025-05-05T05:05", "record": {"game": "portes", "pad": "'


def plant(context, watch, server, entries: dict[str, str]) -> None:  # noqa: ANN001
    """Entries written into the origin's localStorage before the app is loaded (from a plain file of the site,
    the icon, for which Chromium also asks /favicon.ico: that one 404 is not the app's)."""
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "assets/icons/icon.svg")
    page.evaluate("(entries) => { for (const [k, v] of Object.entries(entries)) localStorage.setItem(k, v); }", entries)
    page.wait_for_timeout(1000)
    watch.console_errors[:] = [e for e in watch.console_errors if "404 (File not found)" not in e]
    watch.http_errors[:] = [e for e in watch.http_errors if not e.endswith("/favicon.ico")]


def open_home(context, url: str):  # noqa: ANN001, ANN201
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url)
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    return page


def damaged_items(page) -> list[str]:  # noqa: ANN001
    return page.eval_on_selector_all("#damaged-list li > span", "spans => spans.map(s => s.textContent)")


def test_damaged_entries_planted_before_load_are_set_aside_one_by_one(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    good = finished_dames(41)
    playing = {**good, "actions": good["actions"][:6]}
    ids = {name: f"g17000000{n}-{n}{n}{n}" for n, name in enumerate(("good", "deep", "names", "bots", "illegal"))}
    ids |= {"huge": "g1700000099-999", "newer": "g1700000098-888", "infinite": "g1700000097-777"}
    newer = entry_text({"format": 7, "game": "portes", "moves": "in a shape this version does not know"}, "n")
    entries = {
        ids["good"]: entry_text(playing, ids["good"]),
        ids["deep"]: '{"id": "x", "rev": 1, "record": ' + DEEP + "}",
        ids["names"]: entry_text(playing, ids["names"]).replace('"names": null', '"names": 7'),
        ids["bots"]: entry_text(playing, ids["bots"]).replace('"bots": null', '"bots": {"x": "easy"}'),
        ids["illegal"]: entry_text({**playing, "actions": [*playing["actions"], {"play": "nonsense"}]}, "i"),
        ids["infinite"]: entry_text(playing, ids["infinite"]).replace('"rev": 1', '"rev": 1e999'),
        ids["newer"]: newer,
        # 3,000,000 characters: 57 % of Chromium's 5,242,880-character quota, no room left for a copy of it.
        ids["huge"]: HUGE_HEAD + "x" * (3_000_000 - len(HUGE_HEAD) - 3) + '"}}',
    }
    plant(context, watch, server, {PREFIX + game_id: text for game_id, text in entries.items()})
    page = open_home(context, server.url)
    assert page.locator("#saved-list li.saved-game:not(.newer)").count() == 1, "only the good game is a game"
    assert page.locator(f"#saved-list li[data-id='{ids['good']}'] button.resume").count() == 1
    newer_item = page.text_content(f"#saved-list li[data-id='{ids['newer']}']")
    assert "Saved by a newer version of Tablier" in newer_item
    assert page.locator(f"#saved-list li[data-id='{ids['newer']}'] button.resume").count() == 0
    assert snapshot(page)[PREFIX + ids["newer"]] == newer, "a newer version's game is kept untouched"
    assert page.is_visible("#saved-problems")
    damaged = damaged_items(page)
    assert len(damaged) == 6, damaged
    words = " ".join(damaged)
    for said in (
        "it is nested more than 32 levels deep",
        "its field “names”",
        "its field “bots”",
        "the rules refuse it (action 6",
        "it holds a number that is not finite",
        "it is too large (3000000 characters",
    ):
        assert said in words, (said, damaged)
    assert not any(game_id in words for game_id in ids.values()), "no internal ids"
    assert "Dames Rabattues, saved 2026-01-01 10:00: its field “names”" in words, "named by its game and date"
    assert re.search(r"Saved game \d: it is too large", words), "too large to read: named by its rank"
    after = snapshot(page)
    assert after[PREFIX + ids["huge"]] == entries[ids["huge"]], "too big to copy: left in place, untouched"
    assert json.loads(after[QUARANTINE + ids["huge"]])["in_place"] is True
    assert json.loads(after[QUARANTINE + ids["names"]])["raw"] == entries[ids["names"]]
    assert page.locator("#saved-resume").is_visible() and ids["good"] not in page.text_content("#saved-resume")

    with page.expect_download() as download:  # Download gives the exact stored text
        page.click("#damaged-list li:has-text('names') button.damaged_download")
    assert Path(download.value.path()).read_text() == entries[ids["names"]]
    page.click("#damaged-list li:has-text('too large') button.delete")  # Delete: the 3 MB entry goes for good
    page.wait_for_function("() => document.querySelectorAll('#damaged-list li').length === 5")
    assert PREFIX + ids["huge"] not in snapshot(page) and QUARANTINE + ids["huge"] not in snapshot(page)
    page.click("#damaged-list li:has-text('bots') button.damaged_dismiss")  # Dismiss: not shown again
    page.wait_for_function("() => document.querySelectorAll('#damaged-list li').length === 4")
    assert QUARANTINE + ids["bots"] in snapshot(page), "dismissed, still kept"

    page.reload()
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert len(damaged_items(page)) == 4 and "bots" not in " ".join(damaged_items(page))
    page.click("#lang")
    page.wait_for_function("() => document.documentElement.lang === 'fr'")
    french = page.text_content("#saved-problems")
    assert "Parties abîmées" in french and "imbriqué sur plus de 32 niveaux" in french, french
    assert "Enregistrée par une version plus récente" in page.text_content("#saved-list")
    for _ in range(4):
        page.click("#damaged-list li button.damaged_dismiss >> nth=0")
    page.wait_for_selector("#saved-problems", state="hidden", timeout=STEP_TIMEOUT_MS)
    page.click(f"#saved-list li[data-id='{ids['good']}'] button.resume")  # the good game plays on
    page.wait_for_selector("#play[data-actions='6'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert_no_python_error(page)
    watch.assert_clean()


def test_hostile_files_through_the_file_input_are_refused_in_words(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    record = finished_dames(42)
    plant(context, watch, server, {PREFIX + "g1-1": entry_text(record, "g1-1", "over")})
    page = open_home(context, server.url)
    before = snapshot(page)
    cases = [
        ("deep.json", '{"game": "portes", "options": ' + DEEP + "}", "nested more than 32 levels deep"),
        ("infinite.json", json.dumps(record).replace('"seed": ', '"seed": 1e999, "x": '), "not finite"),
        ("names.json", json.dumps({**record, "names": 7}), "its field “names”"),
        ("options.json", json.dumps({**record, "options": [1, 2]}), "its field “options”"),
        ("actions.json", json.dumps({**record, "actions": {"roll": [1, 2]}}), "its field “actions”"),
    ]
    for name, content, words in cases:
        page.set_input_files(
            "#import-file", files=[{"name": name, "mimeType": "application/json", "buffer": content.encode()}]
        )
        page.wait_for_selector("#saved-message[data-key=import_bad]", state="visible", timeout=STEP_TIMEOUT_MS)
        message = page.text_content("#saved-message")
        assert words in message and "nothing was changed" in message, (name, message)
        assert snapshot(page) == before, f"{name} changed the storage"
        page.evaluate("() => document.getElementById('saved-message').removeAttribute('data-key')")
    assert_no_python_error(page)
    watch.assert_clean()


def test_links_and_embed_parameters_are_checked_and_a_version_0_record_opens(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = open_home(context, server.url)
    for body, words in (
        (b64url_encode(('{"game": "portes", "options": ' + DEEP + "}").encode()), "nested more than 32"),
        (b64url_encode(b'{"format": 1, "game": "portes", "seed": 1e999, "actions": []}'), "not finite"),
        ("not*base64", "not base64url"),
    ):
        page.evaluate("(hash) => { location.hash = hash; }", "#record=" + body)  # pasted into the open app
        page.wait_for_selector("#saved-message[data-key=link_broken]", state="visible", timeout=STEP_TIMEOUT_MS)
        assert words in page.text_content("#saved-message")
        page.evaluate("() => document.getElementById('saved-message').removeAttribute('data-key')")
    assert stored(page) == {}

    version_0 = {"game": "dames-rabattues", "moves": [[3, 4], [6, 6], [2, 5]]}
    page.goto(server.url + "?embed=1&readonly=1&record=" + b64url_encode(json.dumps(version_0).encode()))
    wait_ready(page)
    page.wait_for_selector("#play[data-actions='3'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.is_visible("#replay-bar") and page.locator("#embed-error").count() == 0
    for query, words in (
        ("?embed=1&record=" + b64url_encode(('{"game": "portes", "x": ' + DEEP + "}").encode()), "nested"),
        ("?embed=1&record=" + b64url_encode(b'{"format": 1, "game": "portes", "seed": -1e999}'), "not finite"),
        ("?embed=1&game=portes&position=S:24x2<script>", "characters no position has"),
    ):
        page.goto(server.url + query)
        wait_ready(page)
        page.wait_for_selector("#embed-error", state="visible", timeout=STEP_TIMEOUT_MS)
        assert words in page.text_content("#embed-error"), page.text_content("#embed-error")
        assert_no_python_error(page)
    watch.assert_clean()


def test_back_up_all_games_then_restore_merges_without_overwriting(server, browser_context, tmp_path) -> None:  # noqa: ANN001
    context, watch = browser_context
    one, two, other = finished_dames(43), finished_dames(44), finished_dames(45)
    planted = {PREFIX + "g1-1": entry_text(one, "g1-1", "over"), PREFIX + "g2-2": entry_text(two, "g2-2", "over")}
    plant(context, watch, server, planted)
    page = open_home(context, server.url)
    with page.expect_download() as download:
        page.click("#backup-all")
    assert download.value.suggested_filename.startswith("tablier-backup-")
    file = tmp_path / "backup.json"
    download.value.save_as(file)
    data = json.loads(file.read_text())
    assert data["tablier"] == "backup" and {g["id"]: g["record"] for g in data["games"]} == {"g1-1": one, "g2-2": two}

    # Meanwhile: g1-1 deleted, and g2-2 now another game (same id); the backup also gets a game the rules refuse.
    page.evaluate(
        "([a, b]) => { localStorage.removeItem(a); localStorage.setItem(b[0], b[1]); }",
        [PREFIX + "g1-1", [PREFIX + "g2-2", entry_text(other, "g2-2", "over")]],
    )
    illegal = {**data["games"][0], "id": "g3-3", "record": {**one, "actions": [*one["actions"], {"roll": [9, 9]}]}}
    data["games"].append(illegal)
    file.write_text(json.dumps(data))
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    page.set_input_files("#restore-file", str(file))
    page.wait_for_selector("#saved-message[data-key=restored]", state="visible", timeout=STEP_TIMEOUT_MS)
    message = page.text_content("#saved-message")
    assert "2 game(s) added, 0 already here, 1 refused" in message and "Refused: the rules refuse it" in message
    games = stored(page)
    assert games["g1-1"]["record"] == one, "a free id keeps its game"
    assert games["g2-2"]["record"] == other, "the different game under the same id is not overwritten"
    assert sorted(json.dumps(e["record"], sort_keys=True) for e in games.values()) == sorted(
        json.dumps(r, sort_keys=True) for r in (one, two, other)
    )
    page.set_input_files("#restore-file", str(file))  # restoring again adds nothing
    page.wait_for_function("() => document.getElementById('saved-message').textContent.includes('0 game(s) added')")
    assert "2 already here" in page.text_content("#saved-message") and len(stored(page)) == 3
    page.set_input_files("#restore-file", files=[{"name": "b.json", "mimeType": "application/json", "buffer": b"[1]"}])
    page.wait_for_selector("#saved-message[data-key=restore_bad]", state="visible", timeout=STEP_TIMEOUT_MS)
    assert "it is not a Tablier backup" in page.text_content("#saved-message")
    assert_no_python_error(page)
    watch.assert_clean()


SNIPPETS = ["[", "]", "{", "}", '"', ",", "1e999", "-1e999", "null", "7", '{"x": "easy"}', "[" * 1500, "<b>"]


def mutated(text: str, rng: random.Random) -> str:
    """``text`` with one or two snippets inserted, or a stretch deleted (as the CPython fuzz does)."""
    for _ in range(rng.randint(1, 2)):
        i = rng.randrange(len(text) + 1)
        if rng.random() < 0.7:
            text = text[:i] + rng.choice(SNIPPETS) + text[i:]
        else:
            text = text[:i] + text[i + rng.randint(1, 20) :]
    return text


PERSIST_COUNTER = """
(() => {
  window.__persistCalls = 0;
  const persist = StorageManager.prototype.persist;
  StorageManager.prototype.persist = function () { window.__persistCalls += 1; return persist.call(this); };
})();
"""


def test_persistent_storage_is_asked_once_the_player_has_a_saved_game(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    context.add_init_script(PERSIST_COUNTER)
    dice = [random.Random(3).randint(1, 6) for _ in range(8)]
    page = open_home(context, server.url + "?dice=" + ",".join(map(str, dice)))
    assert page.evaluate("() => window.__persistCalls") == 0, "no saved game: nothing asked"
    page.click("#game-list input[value=dames-rabattues]")
    page.click("#start")
    page.wait_for_selector("#play[data-actions='0'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    for count in (1, 2):
        page.click("#roll")
        page.wait_for_selector(f"#play[data-actions='{count}'][data-busy=false]", state="attached")
    page.wait_for_selector("html[data-persist]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert page.get_attribute("html", "data-persist") in ("granted", "denied")
    assert page.evaluate("() => window.__persistCalls") <= 1, "asked once a page"
    assert_no_python_error(page)
    watch.assert_clean()


def test_the_replay_log_is_focusable_and_labelled(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    plant(context, watch, server, {PREFIX + "g1-1": entry_text(finished_dames(46), "g1-1", "over")})
    page = open_home(context, server.url)
    page.click("#saved-list li button.replay")
    page.wait_for_selector("#replay[data-pos='0']", state="visible", timeout=STEP_TIMEOUT_MS)
    assert page.get_attribute("#replay-moves", "tabindex") == "0"
    assert page.get_attribute("#replay-moves", "aria-label") == "Actions of the game"
    audit(page, "replay viewer")  # scrollable-region-focusable (serious) no longer reported
    assert_no_python_error(page)
    watch.assert_clean()


def test_a_browser_sample_of_mutated_links_and_parameters(server, browser_context) -> None:  # noqa: ANN001
    """A sample of the CPython fuzz (tests/engine/test_checked_fuzz.py) through the real hash and URL paths:
    each either opens or is refused in a sentence; never a traceback."""
    context, watch = browser_context
    rng = random.Random(18)
    page = open_home(context, server.url)
    records = [finished_dames(50), api.new_game("reversi")["record"], api.new_game("portes", seed=3)["record"]]
    texts = [mutated(json.dumps(records[i % len(records)]), rng) for i in range(24)]
    opened = refused = 0
    for i, text in enumerate(texts):
        page.evaluate("() => document.getElementById('saved-message').removeAttribute('data-key')")
        page.evaluate("(hash) => { location.hash = hash; }", f"#record={b64url_encode(text.encode())}&n={i}")
        page.wait_for_selector("#saved-message[data-key]", state="attached", timeout=STEP_TIMEOUT_MS)
        key = page.get_attribute("#saved-message", "data-key")
        assert key in ("link_opened", "link_broken", "import_refused"), key
        if key == "link_opened":
            opened += 1
            page.evaluate("() => document.getElementById('to-home').click()")  # past a finished game's dialog
        else:
            refused += 1
            assert len(page.text_content("#saved-message")) > 40
        assert_no_python_error(page)
    assert refused > 0
    for i in range(4):
        text = mutated(json.dumps(records[i % len(records)]), rng)
        page.goto(server.url + "?embed=1&record=" + b64url_encode(text.encode()))
        wait_ready(page)
        page.wait_for_selector("#embed-error, #replay-bar:not([hidden])", state="attached", timeout=STEP_TIMEOUT_MS)
        assert_no_python_error(page)
    watch.assert_clean()
    print(f"\nbrowser sample: {len(texts)} links ({opened} opened, {refused} refused in words), 4 ?record= pages")
