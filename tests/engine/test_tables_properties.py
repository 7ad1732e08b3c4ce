"""Property tests over seeded random games of each tables game (and a match)."""

from __future__ import annotations

import json
import random

import pytest
from game_helpers import check_turn_builder
from hypothesis import given, settings
from hypothesis import strategies as st

from tablier.protocol import Phase
from tablier.record import RecordError, new_record, replay
from tablier.registry import find_variant
from tablier.tables import TablesState

GAMES = [
    ("toutes-tables", {}),
    ("toutes-tables-225", {}),
    ("backgammon-225", {"cube": True}),
    ("portes", {"connection": True}),
]
SETTINGS = settings(max_examples=8, derandomize=True, deadline=None)


def play_out(game: str, options: dict, seed: int) -> tuple[dict, list]:
    """A seeded random game checked at every step; its record and its states."""
    rng = random.Random(seed)
    record = new_record(game, options, seed)
    state = find_variant(game).new_game(record["options"], seed)
    states = [state]
    for _ in range(4000):
        if state.phase is Phase.OVER:
            break
        legal = list(state.legal_plays())
        if state.phase is Phase.ROLL and (not legal or rng.random() < 0.95):
            action = {"roll": [rng.randint(1, 6), rng.randint(1, 6)]}
            state = state.apply_roll(action["roll"])
        else:
            play = rng.choice(legal)
            action = {"play": state.play_to_str(play)}
            assert state.parse_play(action["play"]) == play
            state = state.apply_play(play)
        record["actions"].append(action)
        states.append(state)
        game_state = state.game if hasattr(state, "game") else state
        assert isinstance(game_state, TablesState)
        if game_state.position is not None:
            assert [sum(side[:26]) for side in game_state.position] == [15, 15]
            assert min(min(side) for side in game_state.position) >= 0
    assert state.phase is Phase.OVER, "the game ends"
    return record, states


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
@SETTINGS
@given(seed=st.integers(0, 10**6))
def test_random_games_replay_exactly(game: str, options: dict, seed: int) -> None:
    record, states = play_out(game, options, seed)
    text = json.dumps(record)
    assert json.loads(text) == record
    assert replay(text) == states
    assert replay(record)[-1].outcome == states[-1].outcome
    outcome = states[-1].outcome
    assert outcome.winner in (0, 1) and outcome.points >= 1


@SETTINGS
@given(seed=st.integers(0, 10**6))
def test_random_match_replays_exactly(seed: int) -> None:
    options = {"games": ["portes", "toutes-tables-225"], "to": 3}
    record, states = play_out("match", options, seed)
    assert replay(json.dumps(record)) == states
    final = states[-1]
    assert max(final.score) >= 3 and final.outcome.winner == final.score.index(max(final.score))


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
def test_bad_records_are_rejected_with_the_action_index(game: str, options: dict) -> None:
    record, _ = play_out(game, options, 11)
    plays = [i for i, a in enumerate(record["actions"]) if "play" in a and a["play"] not in ("pass",)]
    index = plays[len(plays) // 2]
    bad_actions = [
        {"play": "24/1"},
        {"play": "nonsense"},
        {"play": 7},
        {"roll": [1, 7]},
        {"roll": "66"},
        {"roll": [3, 4], "play": "x"},
        "roll",
    ]
    for bad in bad_actions:
        broken = dict(record, actions=[*record["actions"][:index], bad, *record["actions"][index + 1 :]])
        with pytest.raises(RecordError, match=rf"^action {index} "):
            replay(json.dumps(broken))
    with pytest.raises(RecordError, match=rf"^action {len(record['actions'])} "):
        replay(dict(record, actions=[*record["actions"], {"roll": [1, 2]}]))


@pytest.mark.parametrize(
    "record",
    [
        "not json",
        "[]",
        {"format": 2, "game": "portes"},
        {"format": 1, "game": "chess"},
        {"format": 1, "game": "portes", "options": {"cube": True}},
        {"format": 1, "game": "match", "options": {"games": ["chess"]}},
        {"format": 1, "game": "portes", "seed": "x"},
        {"format": 1, "game": "portes", "actions": "roll"},
    ],
)
def test_malformed_records_are_rejected(record) -> None:
    with pytest.raises(RecordError):
        replay(record if isinstance(record, str) else json.dumps(record))


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[g for g, _ in GAMES])
def test_turn_builder_agrees_with_the_legal_plays(game: str, options: dict) -> None:
    """Every legal play can be entered step by step, and any random walk over
    the offered steps ends in a legal play."""
    _, states = play_out(game, options, 5)
    check_turn_builder([s for s in states if isinstance(s, TablesState) and s.stage.value == "play"][:60], 5)


@settings(max_examples=300, derandomize=True, deadline=None)
@given(text=st.text(alphabet="0123456789/*() barofpsxdublektr,", max_size=24))
def test_parsing_any_text_fails_cleanly(text: str) -> None:
    from tablier.protocol import IllegalActionError, NotationError
    from tablier.tables import PORTES, pos

    state = PORTES.setup(pos("S: bar 24x1 13x5 8x3 6x4 1x1 / N: 24x2 13x5 8x3 6x4 3x1"), 0, (3, 3))
    try:
        play = state.parse_play(text)
    except (NotationError, IllegalActionError):
        return
    assert play in state.legal_plays()
