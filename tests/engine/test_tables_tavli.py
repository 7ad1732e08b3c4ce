"""The Tavli match (rules.md §6.1, §6.6, §9.13) and property tests over seeded
random games of Plakoto, Fevga and Giul and random Tavli matches."""

from __future__ import annotations

import json
import random

import pytest
from game_helpers import check_turn_builder

from tablier.protocol import Phase
from tablier.record import new_record, replay
from tablier.registry import find_variant
from tablier.tables import PORTES, TAVLI, Stage, TablesState
from tablier.tables.plakoto import pinned_points


def play_out(game: str, options: dict, seed: int, limit: int = 6000) -> tuple[dict, list]:
    """A seeded random game or match checked at every step; its record and states.

    Choices come from ``sample_plays`` (bounded even for a Giul cascade); every
    chosen play must be in ``legal_plays()`` and read back from its notation.
    """
    rng = random.Random(seed)
    record = new_record(game, options, seed)
    state = find_variant(game).new_game(record["options"], seed)
    states = [state]
    for _ in range(limit):
        if state.phase is Phase.OVER:
            break
        if state.phase is Phase.ROLL:
            action = {"roll": [rng.randint(1, 6), rng.randint(1, 6)]}
            state = state.apply_roll(action["roll"])
        else:
            game_state = state.game if hasattr(state, "game") else state
            (play,) = game_state.sample_plays(1, rng)
            assert play in state.legal_plays()
            action = {"play": state.play_to_str(play)}
            assert state.parse_play(action["play"]).result == play.result
            state = state.apply_play(play)
        record["actions"].append(action)
        states.append(state)
        check_position(state.game if hasattr(state, "game") else state)
    assert state.phase is Phase.OVER, "the game ends"
    return record, states


def check_position(state: TablesState) -> None:
    """15 checkers a side, no negative count; Plakoto pins only under an opposing checker."""
    position = state.position
    if position is None:
        return
    assert [sum(side[:26]) for side in position] == [15, 15]
    assert min(min(side[:26]) for side in position) >= 0
    if state.rules.id == "plakoto":
        for seat in (0, 1):
            for r in pinned_points(position[seat]):
                assert position[seat][r] == 1
                assert position[1 - seat][25 - r] >= 1  # a pinner stands on the same point


GAMES = [
    ("plakoto", {}),
    ("plakoto", {"connection": True}),
    ("fevga", {}),
    ("fevga", {"release": "adjacent", "postillon": "last-quarter"}),
    ("giul", {}),
]


@pytest.mark.parametrize(("game", "options"), GAMES, ids=[f"{g}-{i}" for i, (g, _) in enumerate(GAMES)])
@pytest.mark.parametrize("seed", [1, 2, 3])
def test_random_games_conserve_replay_and_end(game: str, options: dict, seed: int) -> None:
    record, states = play_out(game, options, seed)
    assert replay(json.dumps(record)) == states
    outcome = states[-1].outcome
    assert outcome.points in (0, 1, 2) and (outcome.winner is None) == (outcome.points == 0)


def test_plakoto_random_games_meet_pins_and_mothers() -> None:
    reasons, pins = set(), 0
    for seed in range(12):
        _, states = play_out("plakoto", {}, 100 + seed)
        pins += sum(1 for s in states if s.position and (pinned_points(s.position[0]) or pinned_points(s.position[1])))
        reasons.add(states[-1].outcome.reason)
    assert pins > 100 and "mother" in reasons


# --- the match -----------------------------------------------------------------------------------
def test_tavli_is_a_registered_match_of_the_three_games() -> None:
    assert find_variant("tavli") is TAVLI
    match = TAVLI.new_game({"to": 7})
    assert match.match_options["games"] == ["portes", "plakoto", "fevga"] and match.target == 7
    assert match.game.stage is Stage.ROLL_OFF and match.game.rules.id == "portes"
    for bad in ({"to": 4}, {"to": "5"}, {"connection": 1}, {"cube": True}):
        with pytest.raises(ValueError):
            TAVLI.new_game(bad)


def test_roll_off_winner_rethrows_and_may_open_with_a_doublet() -> None:
    """§6.6 "Tavli start": the roll-off winner rolls 6-6, legal in Portes."""
    match = TAVLI.new_game()
    match = match.apply_roll([2, 5])  # N wins the roll-off
    assert (match.game.stage, match.turn) == (Stage.ROLL, 1)
    match = match.apply_roll([6, 6])
    plays = {match.play_to_str(p) for p in match.legal_plays()}
    assert len(plays) == 11 and "24/18(2) 13/7(2)" in plays  # rules.md §4.10: 6-6 opens 11 ways
    assert isinstance(match.game, TablesState) and match.game.rules == PORTES.new_game().rules


def finish_game(match, rng: random.Random):
    """Random actions until the current game is over (the next one has started)."""
    games = len(match.history)
    while len(match.history) == games and match.phase is not Phase.OVER:
        if match.phase is Phase.ROLL:
            match = match.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
        else:
            match = match.apply_play(match.game.sample_plays(1, rng)[0])
    return match


@pytest.mark.parametrize("loser_starts", [False, True])
def test_rotation_and_who_opens_each_game(loser_starts: bool) -> None:
    rng = random.Random(6)
    match = TAVLI.new_game({"to": 7, "loser_starts": loser_starts, "connection": True})
    for number in range(3):
        match = finish_game(match, rng)
        if match.phase is Phase.OVER:
            break
        game_id, outcome = match.history[-1]
        assert game_id == ["portes", "plakoto", "fevga"][number]
        assert match.game.rules.id == ["portes", "plakoto", "fevga", "portes"][number + 1]
        assert match.game.rules.options["connection"] is True
        if outcome.winner is None:
            assert match.game.stage is Stage.ROLL_OFF  # after a draw: a new roll-off
        else:
            opener = 1 - outcome.winner if loser_starts else outcome.winner
            assert (match.game.stage, match.turn) == (Stage.ROLL, opener)


@pytest.mark.parametrize(("target", "seed"), [(3, 1), (5, 2), (7, 3)])
def test_random_tavli_match_reaches_its_target_and_replays(target: int, seed: int) -> None:
    record, states = play_out("tavli", {"to": target}, seed, limit=60000)
    final = states[-1]
    assert max(final.score) >= target and final.outcome.winner == final.score.index(max(final.score))
    rotation = ["portes", "plakoto", "fevga"]
    assert [gid for gid, _ in final.history] == [rotation[i % 3] for i in range(len(final.history))]
    assert replay(json.dumps(record)) == states
    view = final.view("fr")
    json.dumps(view)
    assert view["match"]["to"] == target


@pytest.mark.parametrize(("game", "options"), GAMES[:4], ids=[f"{g}-{i}" for i, (g, _) in enumerate(GAMES[:4])])
def test_turn_builder_agrees_with_the_legal_plays(game: str, options: dict) -> None:
    """Every legal play (cut plays of Plakoto included) can be entered step by
    step, and any random walk over the offered steps ends in a legal play."""
    from tablier.tables import TurnBuilder

    _, states = play_out(game, options, 8)
    chosen = [s for s in states if s.stage is Stage.PLAY][::3][:25]
    check_turn_builder(chosen, 8)
    for state in chosen:
        json.dumps(TurnBuilder(state).view("fr"))
