"""Matches: who opens each game, the 225 pairing, the score and the Crawford game."""

from __future__ import annotations

import json

import pytest
from game_helpers import random_game

from tablier.match import MATCH, MatchState
from tablier.protocol import Phase
from tablier.tables import Stage


def until_games_played(match: MatchState, count: int, seed: int) -> MatchState:
    """Advance ``match`` with random actions until ``count`` games are finished."""
    while len(match.history) < count and match.phase is not Phase.OVER:
        match, _ = random_game(match, seed, limit=1)
        seed += 1
    return match


def test_toutes_tables_225_pairs_each_drawn_start() -> None:
    match = MATCH.new_game({"games": ["toutes-tables-225"], "to": 15}, 1)
    assert match.game.stage is Stage.DRAW
    first = until_games_played(match, 1, 10)
    second = first.game
    assert second.stage is Stage.ROLL and second.start_reused and len(second.draws) == 2
    third = until_games_played(first, 2, 99)
    assert third.game.stage is Stage.DRAW  # a new start every two games


def test_second_game_of_a_pair_is_opened_by_the_other_player() -> None:
    match = MATCH.new_game({"games": ["toutes-tables-225"], "to": 15}, 3)
    seed = 0
    while True:
        following, _ = random_game(match, seed, limit=1)
        if following.history:
            break
        match, seed = following, seed + 1
    first_game, second_game = match.game, following.game
    assert (second_game.stage, second_game.turn) == (Stage.ROLL, 1 - first_game.starter)
    assert second_game.draws == first_game.draws and second_game.position == first_game.rules.start_position(
        first_game.draws
    )


def test_portes_winner_opens_the_next_game() -> None:
    match = MATCH.new_game({"games": ["portes"], "to": 7}, 5)
    after = until_games_played(match, 1, 20)
    winner = after.history[0][1].winner
    assert (after.game.stage, after.game.turn) == (Stage.ROLL, winner)
    loser_first = MATCH.new_game({"games": ["portes"], "to": 7, "game_options": {"portes": {"loser_starts": True}}}, 5)
    after = until_games_played(loser_first, 1, 20)
    assert after.game.turn == 1 - after.history[0][1].winner


def test_rotation_and_score() -> None:
    match = MATCH.new_game({"games": ["portes", "toutes-tables", "backgammon-225"], "to": 4}, 8)
    played = until_games_played(match, 3, 30)
    assert [gid for gid, _ in played.history[:3]] == ["portes", "toutes-tables", "backgammon-225"]
    total = [0, 0]
    for _, outcome in played.history:
        total[outcome.winner] += outcome.points
    assert list(played.score) == total
    view = played.view("fr")
    json.dumps(view)
    assert view["match"]["score"] == total and view["match"]["to"] == 4


def test_crawford_game_has_no_cube() -> None:
    options = {"games": ["backgammon-225"], "to": 2, "game_options": {"backgammon-225": {"cube": True}}}
    for seed in range(50):
        match = until_games_played(MATCH.new_game(options, seed), 1, seed)
        if match.phase is not Phase.OVER:
            break
    assert max(match.score) == 1 and match.game.crawford and match.view()["match"]["crawford"]
    while match.game.stage is not Stage.ROLL:
        match, _ = random_game(match, seed, limit=1)
    assert list(match.legal_plays()) == []
    following = until_games_played(match, 2, seed)
    if following.phase is not Phase.OVER:
        assert not following.game.crawford  # only one Crawford game


@pytest.mark.parametrize(
    "options", [{"games": []}, {"games": ["chess"]}, {"to": 0}, {"colour": "red"}, {"game_options": [1]}]
)
def test_bad_match_options(options: dict) -> None:
    with pytest.raises((ValueError, KeyError)):
        MATCH.new_game(options, 0)
