"""The saved-games store (py/ui/store/storage.py) and the link/import helpers (py/ui/store/transfer.py) on CPython.

Both are plain Python shared with the browser's MicroPython main thread; here localStorage is a dict-backed
stand-in whose writes can be limited in size, like a full browser storage.
"""

from __future__ import annotations

import base64
import json

from fake_storage import FakeStorage
from hypothesis import given, settings
from hypothesis import strategies as st
from record_games import random_game

from ui.store.storage import CONFLICT, FULL, INDEX, PREFIX, QUARANTINE, SAVED, Store
from ui.store.transfer import (
    MAX_IMPORT_BYTES,
    b64url_decode,
    b64url_encode,
    decode_link,
    encode_link,
    export_text,
    parse_import,
)


def entry(game_id: str, actions: int = 4, phase: str = "roll", updated: str = "2026-01-01") -> dict:
    record, _ = random_game("dames-rabattues", seed=len(game_id), limit=actions)
    return {"id": game_id, "rev": None, "updated": updated, "record": record, "status": {"phase": phase}}


def test_save_bumps_the_revision_and_orders_the_index() -> None:
    fake = FakeStorage()
    store = Store(fake, fake)
    a, b = entry("a"), entry("b")
    assert store.save(a, None) == SAVED and a["rev"] == 1
    assert store.save(b, None) == SAVED
    assert store.save(a, 1) == SAVED and a["rev"] == 2
    assert store.ids() == ["a", "b"] and json.loads(fake.items[INDEX]) == ["a", "b"]
    assert store.read("a")[0]["record"] == a["record"]


def test_a_stale_revision_is_refused_and_nothing_is_overwritten() -> None:
    fake = FakeStorage()
    store = Store(fake, fake)
    mine = entry("g")
    assert store.save(mine, None) == SAVED and mine["rev"] == 1
    theirs = dict(mine)
    assert store.save(theirs, 1) == SAVED and theirs["rev"] == 2  # another tab saved revision 2
    before = fake.items[PREFIX + "g"]
    assert store.save(mine, mine["rev"]) == CONFLICT and mine["rev"] == 1
    assert fake.items[PREFIX + "g"] == before
    assert store.save(entry("g"), None) == CONFLICT, "a new game never replaces a stored one"


def test_storage_full_leaves_every_stored_value_as_it_was() -> None:
    fake = FakeStorage()
    store = Store(fake, fake)
    old = entry("old", actions=30, phase="over")
    store.save(old, None)
    game = entry("new", actions=2)
    store.save(game, None)
    fake.limit = sum(len(k) + len(v) for k, v in fake.items.items()) + 20
    before = dict(fake.items)
    grown = {**game, "record": random_game("dames-rabattues", seed=3, limit=10)[0]}
    assert store.save(grown, game["rev"]) == FULL
    assert fake.items == before and grown["rev"] == game["rev"]
    assert store.delete("old") and store.save(grown, game["rev"]) == SAVED


def test_a_deleted_entry_restores_exactly_and_first_in_the_index() -> None:
    fake = FakeStorage()
    store = Store(fake, fake)
    for game_id in ("a", "b", "c"):
        store.save(entry(game_id), None)
    raw = store.raw("b")
    assert store.delete("b") and store.ids() == ["c", "a"] and store.raw("b") is None
    assert store.restore("b", raw) == SAVED
    assert fake.items[PREFIX + "b"] == raw and store.ids() == ["b", "c", "a"]
    assert store.delete("b")
    fake.limit = sum(len(k) + len(v) for k, v in fake.items.items())  # full: the text no longer fits
    before = dict(fake.items)
    assert store.restore("b", raw) == FULL and fake.items == before


def test_an_unreadable_entry_is_set_aside_with_its_reason_and_kept() -> None:
    fake = FakeStorage()
    store = Store(fake, fake)
    fake.items[PREFIX + "bad"] = "{not json"
    assert store.read("bad") == (None, ("bad_not_json", {}))
    reason = {"en": "it is not JSON text", "fr": "ce n'est pas du texte JSON"}
    assert store.set_aside("bad", reason)
    assert PREFIX + "bad" not in fake.items
    assert json.loads(fake.items[QUARANTINE + "bad"]) == {"reason": reason, "raw": "{not json"}
    assert store.quarantined() == [("bad", reason)]
    assert store.damaged_text("bad") == "{not json"
    assert store.damaged_place("bad") == (QUARANTINE + "bad", "raw")


def test_set_aside_keeps_the_entry_where_it_is_when_the_quarantine_cannot_be_written() -> None:
    fake = FakeStorage()
    store = Store(fake, fake)
    fake.items[PREFIX + "bad"] = "[]"
    fake.limit = 0
    assert not store.set_aside("bad", "not a saved game")
    assert fake.items[PREFIX + "bad"] == "[]"


def test_an_entry_too_big_to_copy_is_marked_in_place_listed_as_damaged_and_deletable() -> None:
    """3,000,000 characters in a 5,242,880-character storage (57 %): no room for a copy, room for a mark."""
    fake = FakeStorage(limit=5_242_880)
    store = Store(fake, fake)
    store.save(entry("good"), None)
    huge = '{"id": "huge", "record": {"game": "portes", "pad": "' + "x" * 2_999_950 + '"}}'
    fake.items[PREFIX + "huge"] = huge
    assert len(huge) >= 3_000_000 and store.read("huge")[1][0] == "bad_too_large"
    assert store.set_aside("huge", {"en": "too large", "fr": "trop long"})
    assert fake.items[PREFIX + "huge"] == huge, "left where it was, untouched"
    assert store.ids() == ["good"], "no longer one of the games"
    assert store.quarantined() == [("huge", {"en": "too large", "fr": "trop long"})]
    assert store.damaged_text("huge") is None, "too big to hand to the main thread"
    assert store.damaged_place("huge") == (PREFIX + "huge", None), "the browser downloads it from there"
    assert store.read("huge")[1] == ("bad_too_large", {"n": len(huge), "most": 1_010_000})
    store.dismiss(["huge"])
    assert store.dismissed() == ["huge"]
    assert store.delete_damaged("huge")
    assert PREFIX + "huge" not in fake.items and QUARANTINE + "huge" not in fake.items
    assert store.dismissed() == [] and store.ids() == ["good"]


def test_every_stored_entry_is_read_on_its_own_and_the_bad_ones_refused_in_words() -> None:
    fake = FakeStorage()
    store = Store(fake, fake)
    good = entry("good")
    store.save(good, None)
    bad = {
        "deep": '{"record": ' + "[" * 1500 + "]" * 1500 + "}",
        "names": json.dumps({**good, "names": 7}),
        "bots": json.dumps({**good, "bots": {"x": "easy"}}),
        "infinite": json.dumps({**good, "record": {**good["record"], "seed": 1e999}}),
        "status": json.dumps({**good, "status": ["over"]}),
        "options": json.dumps({**good, "record": {**good["record"], "options": [1]}}),
    }
    for game_id, text in bad.items():
        fake.items[PREFIX + game_id] = text
    reasons = {game_id: store.read(game_id)[1] for game_id in bad}
    assert reasons == {
        "deep": ("bad_too_deep", {"most": 32}),
        "names": ("bad_field", {"field": "names"}),
        "bots": ("bad_field", {"field": "bots"}),
        "infinite": ("bad_not_finite", {}),
        "status": ("bad_field", {"field": "status"}),
        "options": ("bad_field", {"field": "options"}),
    }
    assert store.read("good")[0]["record"] == good["record"]
    newer = {**good, "record": {"format": 9, "game": "portes", "anything": [1, {"new": True}]}}
    fake.items[PREFIX + "newer"] = json.dumps(newer)
    assert store.read("newer")[0]["record"] == newer["record"], "a newer version's entry is read as it is"


def test_denied_storage_answers_failed_and_lists_nothing() -> None:
    store = Store(None, None)
    assert store.ids() == [] and store.save(entry("x"), None) == "failed" and not store.delete("x")


@settings(max_examples=200, deadline=None)
@given(st.binary(max_size=64))
def test_base64url_matches_the_standard_library(data: bytes) -> None:
    encoded = b64url_encode(data)
    assert encoded == base64.urlsafe_b64encode(data).decode().rstrip("=")
    assert b64url_decode(encoded) == data


@settings(max_examples=200, deadline=None)
@given(st.text(max_size=60))
def test_decode_link_never_raises(fragment: str) -> None:
    record, problem = decode_link("#record=" + fragment)
    assert (record is None) != (problem is None)


def test_a_link_round_trip_and_broken_links() -> None:
    record, _ = random_game("portes", seed=5, limit=30)
    fragment = encode_link(record)
    assert fragment.startswith("#record=") and decode_link(fragment) == (record, None)
    assert decode_link("") == (None, "no_link")
    assert decode_link("#record=!!") == (None, ("bad_not_base64", {}))
    assert decode_link("#record=" + b64url_encode(b"[1, 2]")) == (None, ("bad_not_record", {}))
    deep = b64url_encode(('{"game": "portes", "options": ' + "[" * 2000 + "]" * 2000 + "}").encode())
    assert decode_link("#record=" + deep) == (None, ("bad_too_deep", {"most": 32}))


def test_parse_import_reasons_and_names() -> None:
    record, _ = random_game("reversi", seed=2, limit=6)
    got, names, problem = parse_import(export_text(record, ["Ann", "<script>x</script>" + "y" * 100]))
    assert got == record and problem is None and names == ["Ann", ("<script>x</script>" + "y" * 100)[:40]]
    assert parse_import(" " * (MAX_IMPORT_BYTES + 1))[2][0] == "bad_too_large"
    assert parse_import("{")[2] == ("bad_not_json", {})
    assert parse_import("[1]")[2] == ("bad_not_record", {})
    assert parse_import(json.dumps({**record, "names": "Ann"}))[2] == ("bad_field", {"field": "names"})
    assert parse_import(json.dumps({**record, "options": {"to": 1e999}}))[2] == ("bad_not_finite", {})
    assert parse_import(json.dumps({**record, "names": ["Ann", None]}))[1] == ["Ann", ""]
    assert parse_import('{"game": "portes", "actions": []}')[2] == ("bad_no_format", {})  # said in words
    assert parse_import('{"game": "portes", "moves": [[3, 1]]}')[2] is None  # an early record (version 0)
