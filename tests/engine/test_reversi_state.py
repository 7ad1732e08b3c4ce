"""Reversi game states: plays, passes, end of game, result, explanations, view (rules.md §5)."""

from __future__ import annotations

import json

import pytest

from tablier.protocol import IllegalActionError, NotationError, Phase
from tablier.registry import find_variant
from tablier.reversi import VARIANT, ReversiState
from tablier.reversi.state import BLACK, WHITE

# Black to move on b1 has no move (a1 White cannot be bracketed); White has c1.
FORCED_PASS = """
OX......
........
........
........
........
........
........
........
"""

# Rows 1-4 White, 5-7 Black, row 8 Black except g8 White and h8 empty: h8 flips g8 -> 32-32.
DRAW_IN_ONE = """
OOOOOOOO
OOOOOOOO
OOOOOOOO
OOOOOOOO
XXXXXXXX
XXXXXXXX
XXXXXXXX
XXXXXXO.
"""


def test_registered_under_id_and_alias() -> None:
    assert find_variant("reversi") is VARIANT
    assert find_variant("Othello") is VARIANT


def test_start_position_and_first_moves() -> None:
    state = VARIANT.new_game()
    assert state.turn == BLACK and state.phase is Phase.PLAY
    assert state.counts == (2, 2)
    assert sorted(state.legal_plays()) == ["c4", "d3", "e6", "f5"]


def test_after_f5_white_has_d6_f4_f6() -> None:
    state = VARIANT.new_game().apply_play("f5")
    assert state.turn == WHITE
    assert sorted(state.legal_plays()) == ["d6", "f4", "f6"]
    assert state.counts == (4, 1)
    assert state.flipped == 1 << 36  # e5


def test_states_are_immutable_and_hashable() -> None:
    start = VARIANT.new_game()
    after = start.apply_play("d3")
    assert start == VARIANT.new_game() and after != start
    assert len({start, VARIANT.new_game(), after}) == 2
    with pytest.raises(AttributeError):
        start.black = 0  # type: ignore[misc]


def test_forced_pass_then_wipe_out() -> None:
    state = ReversiState.from_diagram(FORCED_PASS, BLACK)
    assert state.phase is Phase.PLAY and state.legal_plays() == ["pass"]
    with pytest.raises(IllegalActionError) as err:
        state.apply_play("c1")
    assert "must pass" in err.value.explanation["en"] and "doivent passer" in err.value.explanation["fr"]
    state = state.apply_play("pass")
    assert state.turn == WHITE and state.legal_plays() == ["c1"]
    assert state.view()["last_move"] == "pass"
    state = state.apply_play("c1")
    assert state.phase is Phase.OVER and state.legal_plays() == []
    assert state.counts == (0, 3)
    outcome = state.outcome
    assert outcome is not None and outcome.winner == WHITE and outcome.reason == "wipe-out"


def test_game_ends_early_when_neither_side_can_move() -> None:
    # Black a1, White h8 with nothing between: no bracket is possible for either side.
    state = ReversiState(black=1, white=1 << 63)
    assert state.phase is Phase.OVER and state.outcome is not None and state.outcome.winner is None


def test_full_board_draw() -> None:
    state = ReversiState.from_diagram(DRAW_IN_ONE, BLACK)
    assert state.legal_plays() == ["h8"]
    end = state.apply_play("h8")
    assert end.counts == (32, 32) and end.phase is Phase.OVER
    assert end.outcome is not None and end.outcome.winner is None and end.outcome.points == 0
    view = end.view("fr")
    assert view["over"] and view["winner"] is None and view["status"].startswith("Partie nulle")
    with pytest.raises(IllegalActionError) as err:
        end.apply_play("pass")
    assert "over" in err.value.explanation["en"] and "terminée" in err.value.explanation["fr"]


def test_win_on_discs() -> None:
    state = ReversiState.from_diagram("X" + DRAW_IN_ONE.strip()[1:], BLACK)
    end = state.apply_play("h8")
    assert end.counts == (33, 31)
    assert end.outcome is not None and end.outcome.winner == BLACK and end.outcome.reason == "discs"
    assert end.view()["status"] == "Black wins 33–31 (more discs wins)."


@pytest.mark.parametrize(
    ("play", "en", "fr"),
    [
        ("d4", "already occupied", "déjà occupée"),
        ("a1", "flip no opposing disc", "ne retournerait aucun"),
        ("pass", "cannot pass", "ne peuvent pas passer"),
    ],
)
def test_illegal_plays_are_explained_in_both_languages(play: str, en: str, fr: str) -> None:
    with pytest.raises(IllegalActionError) as err:
        VARIANT.new_game().apply_play(play)
    # the source cited by its name (issue 16: no "rules.md §5" in what a player reads)
    assert en in err.value.explanation["en"] and "« Jeux du monde »" in err.value.explanation["en"]
    assert fr in err.value.explanation["fr"]


@pytest.mark.parametrize("text", ["", "i1", "a9", "d", "resign", "d3 e3"])
def test_bad_notation(text: str) -> None:
    with pytest.raises(NotationError):
        VARIANT.new_game().parse_play(text)


def test_parse_is_case_and_space_tolerant() -> None:
    state = VARIANT.new_game()
    assert state.parse_play(" D3 ") == "d3"
    assert state.play_to_str("d3") == "d3"


def test_no_dice_in_reversi() -> None:
    with pytest.raises(IllegalActionError):
        VARIANT.new_game().apply_roll([3, 4])


def test_unknown_option_rejected() -> None:
    with pytest.raises(ValueError):
        VARIANT.new_game({"board": 10})


def test_view_model_is_json_and_complete() -> None:
    state = VARIANT.new_game().apply_play("f5")
    view = state.view("en")
    assert json.loads(json.dumps(view)) == view
    assert len(view["cells"]) == 64 and len(view["squares"]) == 64
    assert view["cells"][view["squares"].index("f5")] == "black"
    assert view["cells"][view["squares"].index("d4")] == "white"
    assert view["turn"] == "white" and view["phase"] == "play"
    assert sorted(view["legal"]) == ["d6", "f4", "f6"]
    assert view["last_move"] == "f5" and view["flipped"] == ["e5"]
    assert view["counts"] == {"black": 4, "white": 1, "empty": 59}
    assert view["status"] == "White to move." and state.view("fr")["status"] == "Aux Blancs de jouer."
    assert not view["must_pass"] and not view["over"]
