"""The saved-games store (py/ui/store/storage.py) and the link/import helpers (py/ui/store/transfer.py) on CPython.

Both are plain Python shared with the browser's MicroPython main thread; here localStorage is a dict-backed
stand-in whose writes can be limited in size, like a full browser storage.
"""

from __future__ import annotations

import base64
import json

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


class FakeStorage:
    """localStorage's reading side, and the writer of assets/storage.js with a size limit."""

    def __init__(self, limit: int = 10**9) -> None:
        self.items: dict[str, str] = {}
        self.limit = limit

    @property
    def length(self) -> int:
        return len(self.items)

    def key(self, index: int) -> str | None:
        return list(self.items)[index] if index < len(self.items) else None

    def getItem(self, key: str) -> str | None:  # noqa: N802 - the browser's name
        return self.items.get(key)

    def set(self, key: str, value: str) -> str:
        used = sum(len(k) + len(v) for k, v in self.items.items() if k != key)
        if used + len(key) + len(value) > self.limit:
            return "full"
        self.items[key] = value
        return "saved"

    def remove(self, key: str) -> str:
        self.items.pop(key, None)
        return "saved"


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
    assert store.read("bad") == (None, "not JSON")
    assert store.set_aside("bad", "not JSON")
    assert PREFIX + "bad" not in fake.items
    assert json.loads(fake.items[QUARANTINE + "bad"]) == {"reason": "not JSON", "raw": "{not json"}
    assert store.quarantined() == [("bad", "not JSON")]


def test_set_aside_keeps_the_entry_where_it_is_when_the_quarantine_cannot_be_written() -> None:
    fake = FakeStorage()
    store = Store(fake, fake)
    fake.items[PREFIX + "bad"] = "[]"
    fake.limit = 0
    assert not store.set_aside("bad", "not a saved game")
    assert fake.items[PREFIX + "bad"] == "[]"


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
    assert decode_link("#record=!!") == (None, "link_broken")
    assert decode_link("#record=" + b64url_encode(b"[1, 2]")) == (None, "link_broken")


def test_parse_import_reasons_and_names() -> None:
    record, _ = random_game("reversi", seed=2, limit=6)
    got, names, problem = parse_import(export_text(record, ["Ann", "<script>x</script>" + "y" * 100]))
    assert got == record and problem is None and names == ["Ann", ("<script>x</script>" + "y" * 100)[:40]]
    assert parse_import(" " * (MAX_IMPORT_BYTES + 1))[2] == "import_too_large"
    assert parse_import("{")[2] == "import_not_json"
    assert parse_import('{"game": "portes", "actions": []}')[2] == "import_no_format"  # said in words
    assert parse_import('{"game": "portes", "moves": [[3, 1]]}')[2] is None  # an early record (version 0)
    assert parse_import("[1]")[2] == "import_not_record"
    assert parse_import(json.dumps({**record, "names": "Ann"}))[1] is None
