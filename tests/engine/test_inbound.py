"""Inbound messages from the host page (py/ui/host/inbound.py, docs/embed.md *Messages*) on CPython: what the
embedded page obeys, and that anything else is refused with a reason and never raises."""

from __future__ import annotations

import json

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from ui.host import inbound

GAMES = ("portes", "plakoto", "reversi")


@pytest.mark.parametrize(
    ("message", "fields"),
    [
        ({"type": "tablier:set-lang", "lang": "fr"}, {"lang": "fr"}),
        ({"type": "tablier:set-lang", "lang": "en"}, {"lang": "en"}),
        ({"type": "tablier:new-game"}, {}),
        ({"type": "tablier:set-lang", "version": 1, "lang": "fr"}, {"lang": "fr"}),  # docs/embed.md: version 1
        ({"type": "tablier:new-game", "game": "plakoto"}, {"game": "plakoto"}),
        (
            {"type": "tablier:new-game", "game": "reversi", "opponent": "bot-hard"},
            {"game": "reversi", "opponent": "bot-hard"},
        ),
    ],
)
def test_valid_messages_are_obeyed_with_their_fields(message: dict, fields: dict) -> None:
    assert inbound.read(json.dumps(message), GAMES) == (message["type"], fields)


@pytest.mark.parametrize(
    ("text", "reason"),
    [
        ('["tablier:set-lang", "fr"]', "a message is a JSON object"),
        ('"tablier:set-lang"', "a message is a JSON object"),
        ("null", "a message is a JSON object"),
        ("{not json", "a message is a JSON object"),
        (None, "a message is a JSON object"),
        ('{"lang": "fr"}', "unknown type"),
        ('{"type": "tablier:reset"}', "unknown type"),
        ('{"type": ["tablier:set-lang"], "lang": "fr"}', "unknown type"),
        ('{"type": "tablier:set-lang", "lang": "de"}', "lang must be en or fr"),
        ('{"type": "tablier:set-lang"}', "lang must be en or fr"),
        ('{"type": "tablier:set-lang", "lang": "fr", "html": "<b>x</b>"}', "unknown field html"),
        ('{"type": "tablier:new-game", "game": "chess"}', "unknown game"),
        ('{"type": "tablier:new-game", "game": ["portes"]}', "unknown game"),
        ('{"type": "tablier:new-game", "opponent": "bot-grandmaster"}', "opponent must be one of friend"),
        ('{"type": "tablier:new-game", "record": {}}', "unknown field record"),
        (json.dumps({"type": "tablier:set-lang", "lang": "fr", "pad": "x" * 3000}), "at most 2000 characters"),
        ('{"type": "tablier:set-lang", "lang": "fr", "version": 2}', "version must be 1"),
        ('{"type": "tablier:set-lang", "lang": "fr", "version": "1"}', "version must be 1"),
        ('{"type": "tablier:new-game", "game": ' + "[" * 900 + "]" * 900 + "}", "nested more than 32 levels"),
        ('{"type": "tablier:new-game", "x": 1e999}', "not finite"),
        ('{"type": "tablier:new-game", "x": NaN}', "not finite"),
    ],
)
def test_anything_else_is_refused_with_its_reason(text: str | None, reason: str) -> None:
    kind, said = inbound.read(text, GAMES)
    assert kind is None and reason in said


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=12),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
KEYS = st.sampled_from(["type", "lang", "game", "opponent", "html"])
VALUES = st.sampled_from(["tablier:set-lang", "tablier:new-game", "fr", "en", "de", "portes", "chess", "bot-easy"])
MESSAGES = st.dictionaries(KEYS, VALUES | JSON, max_size=4) | JSON


@settings(max_examples=400, deadline=None)
@given(MESSAGES)
def test_random_messages_never_raise_and_only_valid_ones_pass(data: object) -> None:
    kind, fields = inbound.read(json.dumps(data), GAMES)
    if kind is None:
        assert isinstance(fields, str) and fields
        return
    assert isinstance(data, dict) and data["type"] == kind
    assert fields == {key: value for key, value in data.items() if key != "type"}
    assert set(fields) <= set(inbound.FIELDS[kind])
    assert fields.get("lang", "en") in inbound.LANGS
    assert fields.get("game", GAMES[0]) in GAMES
    assert fields.get("opponent", "friend") in inbound.OPPONENTS
    assert kind != "tablier:set-lang" or "lang" in fields
