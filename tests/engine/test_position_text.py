"""Position literals (embed mode's ``position=``): tables games and Reversi, parse and format, and api.position."""

from __future__ import annotations

import pytest
from game_helpers import random_game

from tablier import api
from tablier.games import load_all
from tablier.position_text import format_position, parse_position
from tablier.protocol import Phase
from tablier.record import replay
from tablier.registry import find_variant
from tablier.reversi.state import WHITE, ReversiState
from tablier.tables.position import pos
from tablier.tables.state import Stage

load_all()
BACKGAMMON_START = "S:24x2,13x5,8x3,6x5/N:24x2,13x5,8x3,6x5"
REVERSI_START = "8/8/8/3OX3/3XO3/8/8/8/X"
# Every single tables game that starts from a fixed position (the 225 games draw theirs, a match is many boards).
TABLES_GAMES = ("toutes-tables", "backgammon-225", "portes", "revertier", "swedish-tables", "plakoto", "fevga", "giul")
RANDOM_GAMES = TABLES_GAMES[:-1]  # Giul's random games list whole cascades (§6.5): too slow here; its start below


def test_backgammon_start_is_the_rules_start_with_south_to_play_the_dice() -> None:
    state = parse_position("portes", BACKGAMMON_START + "/S/62")
    rules = state.rules
    assert state.position == rules.start_position(())  # rules.md §4.1: 24x2, 13x5, 8x3, 6x5 each
    assert (state.seat, state.stage, state.dice) == (0, Stage.PLAY, (6, 2))
    assert "13/5" in {state.play_to_str(p) for p in state.legal_plays()}  # the 6-2 of the opening tables


def test_the_seat_and_dice_may_be_left_out_or_written_with_a_dash() -> None:
    assert parse_position("portes", BACKGAMMON_START).stage is Stage.ROLL
    assert parse_position("portes", BACKGAMMON_START).seat == 0
    north = parse_position("portes", BACKGAMMON_START + "/N/5-5")
    assert (north.seat, north.dice) == (1, (5, 5))
    spaced = parse_position("portes", "S: 24x2 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x5")  # the test literal's spacing
    assert spaced.position == pos("S: 24x2 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x5")


def test_checkers_not_listed_are_off_and_the_bar_is_written_bar() -> None:
    state = parse_position("portes", "S:bar,6x2/N:barx2,1/N/31")
    south, north = state.position
    assert (south[0], south[19], south[25]) == (1, 2, 12)
    assert (north[0], north[24], north[25]) == (2, 1, 12)


@pytest.mark.parametrize("game", TABLES_GAMES)
def test_each_games_start_reads_back_with_each_seat_to_move(game: str) -> None:
    drawn = parse_position(game, BACKGAMMON_START)  # Backgammon 225 draws its start: the standard one stands in
    start_position = drawn.position if drawn.rules.start_draws else drawn.rules.start_position(())
    start = find_variant(game).setup(start_position, 1, (3, 1))
    again = parse_position(game, format_position(start))
    assert (again.position, again.seat, again.dice) == (start.position, 1, (3, 1))


@pytest.mark.parametrize("game", RANDOM_GAMES)
def test_every_state_of_a_random_game_reads_back_to_the_same_board_and_legal_plays(game: str) -> None:
    variant = find_variant(game)
    _, actions = random_game(variant, seed=7)
    states = replay({"format": 1, "game": game, "options": {}, "seed": 7, "actions": actions})
    checked = 0
    for state in states:
        if state.stage not in (Stage.ROLL, Stage.PLAY) or state.phase is Phase.OVER:
            continue
        text = format_position(state)
        again = parse_position(game, text)
        shown = (again.position, again.seat, again.dice, again.stage)
        assert shown == (state.position, state.seat, state.dice, state.stage)
        assert format_position(again) == text
        if state.stage is Stage.PLAY and state.lazy is None:
            assert {p.result for p in again.checker_plays} == {p.result for p in state.checker_plays}
        checked += 1
    assert checked > 20


def test_a_plakoto_pin_is_written_p_and_needs_a_pinner() -> None:
    # South's lone checker on its 19 (absolute point 18) is pinned by North's checker on North's 6 (rules.md §6.3).
    state = parse_position("plakoto", "S:24x14,19p/N:24x14,6/N/31")
    assert state.rules.pinned(state.position) == {(0, 6)}
    assert format_position(state) == "S:24x14,19p/N:24x14,6/N/31"
    with pytest.raises(ValueError, match="no pinner"):
        parse_position("plakoto", "S:24x14,19p/N:24x14,5")
    with pytest.raises(ValueError, match="no pinned checkers"):
        parse_position("portes", "S:24x14,19p/N:24x14,6")


@pytest.mark.parametrize(
    ("game", "text", "words"),
    [
        ("portes", "S:24x16/N:24x2", "more than 15"),
        ("portes", "S:25x2/N:24x2", "no point 25"),
        ("portes", "S:24x2/N:1x2", "same point"),  # N's 1 is S's 24 in the contrary family (rules.md §0.1)
        ("revertier", "S:24x2/N:12", "same point"),  # N's 12 is S's 24 in the parallel family
        ("portes", "S:24x2/N:1/X", "S or N"),
        ("portes", "S:24x2/N:6/S/70", "dice"),
        ("portes", "S:24x2", "expected"),
        ("portes", "S:24x2/S:6", "expected"),
        ("portes", "S:6/N:off", "bad token"),
        ("portes", "S:/N:6x2", "already over"),  # South has borne off all 15
        ("dames-rabattues", "S:6/N:6", "no position literal"),
        ("tavli", BACKGAMMON_START, "no position literal"),
        ("reversi", "8/8/8/8/8/8/8", "8 rows"),
        ("reversi", "8/8/8/3OX3/3XO/8/8/8", "row 5 has 5"),
        ("reversi", "8/8/8/3OX3/3XO3/8/8/8/B", "side to move is X"),
        ("reversi", "8/8/8/3OZ3/3XO3/8/8/8", "'Z'"),
    ],
)
def test_wrong_literals_are_refused_with_the_reason(game: str, text: str, words: str) -> None:
    with pytest.raises(ValueError, match=words):
        parse_position(game, text)


def test_unknown_game_and_overlong_text_are_refused() -> None:
    with pytest.raises(KeyError, match="unknown game"):
        parse_position("chess", BACKGAMMON_START)
    with pytest.raises(ValueError, match="at most"):
        parse_position("portes", BACKGAMMON_START + "," * 400)


def test_reversi_start_is_the_standard_start_black_to_move() -> None:
    state = parse_position("reversi", REVERSI_START)
    assert state == ReversiState()  # rules.md §5.1: d4, e5 White; d5, e4 Black
    assert format_position(state) == REVERSI_START
    assert parse_position("othello", "8/8/8/...ox.../...xo.../8/8/8/o").to_move == WHITE


def test_every_reversi_state_of_a_random_game_reads_back_with_the_same_moves() -> None:
    variant = find_variant("reversi")
    _, actions = random_game(variant, seed=3)
    states = replay({"format": 1, "game": "reversi", "options": {}, "seed": 3, "actions": actions})
    assert len(states) > 50
    for state in states:
        again = parse_position("reversi", format_position(state))
        assert (again.black, again.white, again.to_move) == (state.black, state.white, state.to_move)
        assert again.legal_plays() == state.legal_plays()


def test_api_position_answers_the_view_and_the_canonical_literal() -> None:
    answer = api.position("portes", "S: 24x2 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x5 / s / 6-2", "fr")
    assert answer["kind"] == "tables"
    assert answer["position"] == BACKGAMMON_START + "/S/62"
    view = answer["view"]
    assert view["pips"] == [167, 167]  # the backgammon start: 167 pips each
    assert [d["value"] for d in view["dice"]] == [6, 2]
    assert view["exits"] and view["last_throw"] is None
    reversi = api.position("reversi", REVERSI_START)
    assert reversi["kind"] == "reversi" and sorted(reversi["view"]["legal"]) == ["c4", "d3", "e6", "f5"]
    assert reversi["view"]["outcome"] is None


def test_api_position_errors_are_plain_words_in_both_languages() -> None:
    for game, text in (("portes", "nonsense"), ("chess", REVERSI_START), ("portes", 42)):
        error = api.position(game, text)["error"]
        assert set(error) == {"en", "fr"} and all(error.values())
