"""Fuzzing the record loader (record.load) with hypothesis: random bytes, random JSON, random actions.

It never raises anything but RecordError, and a record it accepts is a legal game: every play is one of
the legal plays of the state it is made in, every roll is due and made of dice 1..6.
"""

from __future__ import annotations

import json

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from tablier.games import load_all
from tablier.protocol import Phase
from tablier.record import RecordError, load, new_record
from tablier.registry import find_variant

load_all()
GAMES = ["portes", "plakoto", "fevga", "revertier", "dames-rabattues", "reversi", "toutes-tables-225", "tavli"]
FUZZ = settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])

json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=20),
    lambda children: st.lists(children, max_size=5) | st.dictionaries(st.text(max_size=8), children, max_size=5),
    max_leaves=30,
)


def assert_legal(record: dict) -> None:
    """Replay ``record`` independently of the loader, checking each action against the rules."""
    variant = find_variant(record["game"])
    state = variant.new_game(record["options"], record["seed"])
    for action in record["actions"]:
        if "roll" in action:
            assert state.phase is Phase.ROLL and not state.legal_plays()
            assert all(type(d) is int and 1 <= d <= 6 for d in action["roll"])
            state = state.apply_roll(action["roll"])
        else:
            assert state.phase is not Phase.OVER
            play = state.parse_play(action["play"])
            assert play in list(state.legal_plays())
            state = state.apply_play(play)


def try_load(data: object) -> dict | None:
    try:
        return load(data)
    except RecordError:
        return None


@FUZZ
@given(st.binary(max_size=400))
def test_random_bytes(data: bytes) -> None:
    loaded = try_load(data)
    if loaded is not None:
        assert_legal(loaded)


@FUZZ
@given(json_values)
def test_random_json(value: object) -> None:
    for data in (value, json.dumps(value)):
        loaded = try_load(data)
        if loaded is not None:
            assert_legal(loaded)


action = st.one_of(
    st.fixed_dictionaries({"roll": st.lists(st.integers(-1, 8), min_size=0, max_size=4)}),
    st.fixed_dictionaries({"play": st.sampled_from(["24/18 13/11", "pass", "f5", "bar/22", "6/off", "x", ""])}),
    json_values,
)


@FUZZ
@given(st.sampled_from(GAMES), st.lists(action, max_size=12), json_values, st.integers(-5, 5))
def test_random_actions_on_real_games(game: str, actions: list, options: object, seed: int) -> None:
    record = {**new_record(game, seed=seed), "actions": actions}
    loaded = try_load(record)
    if loaded is not None:
        assert_legal(loaded)
    loaded = try_load({**record, "options": options})
    if loaded is not None:
        assert_legal(loaded)


def test_a_huge_file_is_refused_before_parsing() -> None:
    try:
        load(b"[" * 3_000_000)
    except RecordError as exc:
        assert "too large" in str(exc)
    else:
        raise AssertionError("a 3 MB file was accepted")


def test_deeply_nested_json_is_refused_in_words() -> None:
    try:
        load("[" * 100_000 + "]" * 100_000)
    except RecordError as exc:
        assert "JSON" in str(exc) or "object" in str(exc)
    else:
        raise AssertionError("nested lists were accepted as a record")
