"""Reversi game records through the generic record loader (tablier.record)."""

from __future__ import annotations

import json

import pytest

from tablier.record import RecordError, new_record, replay
from tablier.reversi import VARIANT, ReversiState
from tablier.reversi.bot import choose_move


def play_out(seed: int) -> tuple[dict, ReversiState]:
    record = new_record("othello", seed=seed)
    state = VARIANT.new_game()
    while state.legal_plays():
        move, _ = choose_move(state, "easy", seed=seed)
        record["actions"].append({"play": move})
        state = state.apply_play(move)
    return record, state


def test_record_round_trip_through_json() -> None:
    record, final = play_out(seed=7)
    assert record["game"] == "reversi"
    states = replay(json.dumps(record))
    assert len(states) == len(record["actions"]) + 1
    assert states[-1] == final and states[-1].outcome == final.outcome


def test_record_with_a_pass_round_trips() -> None:
    for seed in range(40):
        record, final = play_out(seed)
        if {"play": "pass"} in record["actions"]:
            assert replay(record)[-1] == final
            return
    pytest.fail("no game with a pass among 40 seeded easy games")


@pytest.mark.parametrize(
    ("actions", "message"),
    [
        ([{"play": "d4"}], 'action 0 ({"play": "d4"}): d4 is already occupied'),
        ([{"play": "f5"}, {"play": "a1"}], "action 1"),
        ([{"play": "pass"}], "cannot pass"),
        ([{"play": "z9"}], "not a Reversi move"),
        ([{"roll": [3, 4]}], "a roll is not due now"),
        ([{"play": 19}], "must be written as a string"),
        (["d3"], "exactly one key"),
    ],
)
def test_invalid_records_are_rejected_with_a_clear_error(actions: list, message: str) -> None:
    record = {"format": 1, "game": "reversi", "options": {}, "seed": 0, "actions": actions}
    with pytest.raises(RecordError) as err:
        replay(record)
    assert message in str(err.value)


def test_play_after_the_end_is_rejected() -> None:
    record, _ = play_out(seed=3)
    record["actions"].append({"play": "pass"})
    with pytest.raises(RecordError, match="a play is not due now"):
        replay(record)


def test_unknown_option_is_rejected() -> None:
    with pytest.raises(RecordError, match="invalid options"):
        replay({"format": 1, "game": "reversi", "options": {"size": 10}, "seed": 0, "actions": []})
