"""Dames Rabattues over seeded random games: invariants, termination, records (rules.md §3)."""

from __future__ import annotations

import copy
import itertools
import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from tablier.dames_rabattues import DAMES_RABATTUES, DamesState
from tablier.dames_rabattues.board import CHECKERS, Side
from tablier.dames_rabattues.narration import sentence
from tablier.dames_rabattues.resolve import best_order
from tablier.protocol import Phase
from tablier.record import RecordError, new_record, replay

MAX_ROLLS = 2_000
SEEDS = st.integers(min_value=0, max_value=2**32 - 1)
FEW = settings(max_examples=40, derandomize=True, deadline=None)


def random_game(seed: int) -> tuple[dict, list[DamesState]]:
    """A whole game thrown with ``random.Random(seed)``: its record and every state."""
    rng = random.Random(seed)
    record = new_record("dames-rabattues", seed=seed)
    states = [DAMES_RABATTUES.new_game(record["options"], seed)]
    while states[-1].phase is Phase.ROLL and len(states) <= MAX_ROLLS:
        roll = [rng.randint(1, 6), rng.randint(1, 6)]
        record["actions"].append({"roll": roll})
        states.append(states[-1].apply_roll(roll))
    return record, states


@FEW
@given(SEEDS)
def test_checkers_are_conserved_and_pending_never_negative(seed):
    _, states = random_game(seed)
    for state in states:
        for player in state.view()["players"]:
            points = player["points"]
            assert sum(p["standing"] + p["down"] for p in points) + player["off"] == CHECKERS
            assert all(p["pending"] >= 0 and p["down"] >= 0 for p in points)


@FEW
@given(SEEDS)
def test_game_ends_with_one_point_for_the_player_with_no_checker(seed):
    _, states = random_game(seed)
    final = states[-1]
    assert final.phase is Phase.OVER and final.outcome.points == 1
    assert final.sides[final.outcome.winner].finished
    assert not final.sides[1 - final.outcome.winner].finished


@FEW
@given(SEEDS)
def test_nine_knockdowns_before_any_bear_off(seed):
    _, states = random_game(seed)
    knockdowns = [0, 0]
    for state in states[1:]:
        for event in state.last.events:
            if event.action == "knockdown":
                knockdowns[event.seat] += 1
            elif event.action == "bearoff":
                assert knockdowns[event.seat] == 9
    assert max(knockdowns) == 9


@FEW
@given(SEEDS)
def test_every_die_is_accounted_for_and_doublets_rethrow(seed):
    _, states = random_game(seed)
    for before, after in zip(states, states[1:], strict=False):
        if before.rolloff:
            continue
        dice = after.last.dice
        uses = [e for e in after.last.events if e.die is not None]
        assert sorted(e.die for e in uses) == sorted(dice) or after.phase is Phase.OVER
        assert all(e.by == before.turn for e in uses)
        if after.phase is Phase.ROLL:
            assert after.turn == (before.turn if dice[0] == dice[1] else 1 - before.turn)


@settings(max_examples=10, derandomize=True, deadline=None)
@given(SEEDS)
def test_every_event_is_narrated_and_every_view_is_json(seed):
    _, states = random_game(seed)
    for state in states[1:]:
        for lang in ("en", "fr"):
            json.dumps(state.view(lang))
            assert state.last.line(lang)
            for event in state.last.events:
                text = sentence(event, lang)
                assert text and "{" not in text and "None" not in text


@FEW
@given(SEEDS)
def test_record_round_trip_and_replay_determinism(seed):
    record, states = random_game(seed)
    text = json.dumps(record)
    assert json.loads(text) == record
    assert replay(text) == states
    assert replay(json.loads(text)) == replay(record)


def _outcomes(side: Side, dice: tuple[int, ...]) -> dict[int, set[tuple[Side, tuple[int, ...]]]]:
    """Brute force: for each number of dice used, the (side, sorted leftovers) reachable."""
    found: dict[int, set[tuple[Side, tuple[int, ...]]]] = {}
    for n in range(len(dice) + 1):
        for chosen in itertools.permutations(range(len(dice)), n):
            after = side
            for i in chosen:
                if after.action(dice[i]) is None:
                    break
                after = after.use(dice[i])[0]
            else:
                left = tuple(sorted(d for i, d in enumerate(dice) if i not in chosen))
                found.setdefault(n, set()).add((after, left))
    return found


@settings(max_examples=15, derandomize=True, deadline=None)
@given(SEEDS)
def test_most_dice_used_and_no_choice_remains(seed):
    """rules.md §3.5: the maximal use of a throw is unique, so the game needs no decision."""
    _, states = random_game(seed)
    sides = {side for state in states for side in state.sides}
    for side in sides:
        for dice in itertools.combinations_with_replacement(range(6, 0, -1), 2):
            found = _outcomes(side, dice)
            most = max(found)
            assert len(found[most]) == 1
            used, left = best_order(side, dice)
            after = side
            for die in used:
                after = after.use(die)[0]
            assert (len(used), (after, tuple(sorted(left)))) == (most, next(iter(found[most])))


def _broken(record: dict, index: int, action: dict) -> dict:
    bad = copy.deepcopy(record)
    bad["actions"][index] = action
    return bad


@pytest.mark.parametrize(
    ("action", "message"),
    [
        ({"roll": [7, 2]}, "dice values from 1 to 6"),
        ({"roll": [3]}, "a throw is two dice"),
        ({"play": "5 2"}, "a play is not due now"),
        ({"move": [1, 2]}, "unknown action kind"),
    ],
)
def test_invalid_actions_are_rejected_with_their_index(action, message):
    record, _ = random_game(7)
    for index in (0, 3):
        with pytest.raises(RecordError, match=rf"^action {index} .*{message}"):
            replay(_broken(record, index, action))


def test_roll_after_the_end_and_wrong_format_are_rejected():
    record, _ = random_game(11)
    record["actions"].append({"roll": [1, 2]})
    with pytest.raises(RecordError, match=rf"^action {len(record['actions']) - 1} .*not due now"):
        replay(record)
    with pytest.raises(RecordError, match="unknown record format"):
        replay({**record, "format": 99})
