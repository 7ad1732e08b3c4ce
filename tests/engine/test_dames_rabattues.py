"""Dames Rabattues: the worked examples of rules.md §3.7 and the rules of §3.5 (seed 001 §4–12)."""

from __future__ import annotations

import json

import pytest

from tablier.dames_rabattues import DAMES_RABATTUES, DamesState, transcript
from tablier.dames_rabattues.board import START_COUNT, Side
from tablier.protocol import IllegalActionError, Phase
from tablier.registry import find_variant

WHITE, BLACK = 0, 1
START = (1, 1, 1, 2, 2, 2)


def position(white: Side, black: Side, thrower: int) -> DamesState:
    """A constructed state after the roll-off, ``thrower`` to throw."""
    return DamesState(sides=(white, black), thrower=thrower, starter=WHITE)


def actions(state: DamesState) -> list[tuple]:
    """The events of the last throw as (action, die, by, for) tuples."""
    assert state.last is not None
    return [(e.action, e.die, e.by, e.seat) for e in state.last.events]


def test_registered_under_id_and_aliases():
    for name in ("dames-rabattues", "Dames Rabattues", "rabattues", "dames"):
        assert find_variant(name) is DAMES_RABATTUES


def test_step1_start_position():
    state = DAMES_RABATTUES.new_game()
    for side in state.sides:
        assert side.pending == START and side.count == START_COUNT
        assert sum(side.pending) == 9 and side.off == 0
    assert state.phase is Phase.ROLL and state.rolloff and state.legal_plays() == ()


def test_rolloff_tie_then_higher_die_starts():
    state = DAMES_RABATTUES.new_game().apply_roll([4, 4])
    assert state.rolloff and state.last.events[0].to_json() == {
        "action": "rolloff",
        "dice": [4, 4],
        "starts": None,
    }
    state = state.apply_roll([2, 6])
    assert not state.rolloff and state.turn == BLACK and state.starter == BLACK
    assert state.sides == (Side(), Side())
    assert state.last.line() == "Roll-off: White 2, Black 6; Black starts"
    # The roll-off winner's next roll is the first throw of the game, a doublet included.
    state = state.apply_roll([3, 3])
    assert state.sides[BLACK].pending == (1, 1, 0, 2, 2, 2) and state.turn == BLACK


def test_steps_2_to_5_seed_sequence():
    """rules.md §3.7 steps 2–5, the four figures of seed 001 §9."""
    state = DAMES_RABATTUES.new_game().apply_roll([6, 1])
    state = state.apply_roll([4, 3])  # White 4-3
    assert state.sides[WHITE].pending == (1, 1, 0, 1, 2, 2)
    assert state.sides[BLACK].pending == START and state.turn == BLACK

    state = state.apply_roll([1, 1])  # Black Bezas: one ace for Black, the other to White
    assert state.sides[BLACK].pending == (0, 1, 1, 2, 2, 2)
    assert state.sides[WHITE].pending == (0, 1, 0, 1, 2, 2)
    assert actions(state) == [
        ("knockdown", 1, BLACK, BLACK),
        ("knockdown", 1, BLACK, WHITE),
        ("rethrow", None, BLACK, None),
    ]
    assert state.turn == BLACK and state.view()["last_throw"]["doublet"] == "Bezas"

    state = state.apply_roll([5, 1])  # the ace is lost: both point 1s are down
    assert state.sides[BLACK].pending == (0, 1, 1, 2, 1, 2)
    assert state.sides[WHITE].pending == (0, 1, 0, 1, 2, 2)
    assert actions(state) == [("knockdown", 5, BLACK, BLACK), ("lost", 1, BLACK, None)]
    assert state.turn == WHITE

    state = state.apply_roll([5, 4])  # "la dernière dame possible de la quatrième flèche"
    assert state.sides[WHITE].pending == (0, 1, 0, 0, 1, 2)
    assert all(side.count == START_COUNT for side in state.sides)
    assert state.last.line() == "White 5-4: knocks down 5, knocks down 4"
    assert state.last.line("fr") == "Blancs 5-4 : rabattent 5, rabattent 4"


@pytest.mark.parametrize("dice", [[5, 2], [2, 5]])
def test_step6_example1_phase_change_in_mid_turn(dice):
    """Seed 001 §10 example 1: the last knockdown on 5, then bear off from 2."""
    black = Side.knocking((0, 1, 0, 0, 1, 1))
    state = position(Side.knocking((0, 0, 0, 0, 1, 0)), black, WHITE).apply_roll(dice)
    assert state.sides[WHITE] == Side.bearing((2, 1, 2, 3, 3, 3))
    assert state.sides[BLACK] == black
    assert actions(state) == [
        ("knockdown", 5, WHITE, WHITE),
        ("phase2", None, None, WHITE),
        ("bearoff", 2, WHITE, WHITE),
    ]
    assert state.last.line() == "White 5-2: knocks down 5, White all down, bears off 2"


def test_step7_example2_die_passes_to_opponent():
    """Seed 001 §10 example 2: White cannot play the 2, Black knocks down on his point 2."""
    white = Side.bearing((2, 0, 2, 3, 3, 3))
    state = position(white, Side.knocking((0, 1, 0, 0, 1, 0)), WHITE).apply_roll([4, 2])
    assert state.sides[WHITE].count == (2, 0, 2, 2, 3, 3)
    assert state.sides[BLACK].pending == (0, 0, 0, 0, 1, 0)
    assert actions(state) == [("bearoff", 4, WHITE, WHITE), ("knockdown", 2, WHITE, BLACK)]
    assert state.turn == BLACK
    assert state.last.line() == "White 4-2: bears off 4, Black knocks down 2"


@pytest.mark.parametrize("dice", [[5, 3], [3, 5]])
def test_step8_thrower_wins_simultaneous_finish(dice):
    """Seed 001 §11: both could finish on the throw; the thrower wins by primacy."""
    black = Side.bearing((0, 0, 0, 0, 1, 0))
    state = position(Side.bearing((0, 0, 1, 0, 0, 0)), black, WHITE).apply_roll(dice)
    assert state.phase is Phase.OVER and state.sides[WHITE].finished and state.sides[BLACK] == black
    assert state.outcome.winner == WHITE and state.outcome.points == 1
    assert state.outcome.reason == "primacy"
    assert [e.to_json() for e in state.last.events] == [
        {"action": "bearoff", "die": 3, "by": 0, "for": 0, "point": 3, "abs": 14},
        {"action": "win", "for": 0, "primacy": True},
    ]
    with pytest.raises(IllegalActionError):
        state.apply_roll([1, 2])


@pytest.mark.parametrize(
    ("black", "reason"),
    [((0, 0, 0, 0, 1, 0), "primacy"), ((0, 1, 0, 0, 0, 0), "primacy"), ((0, 0, 0, 1, 1, 0), "off")],
)
def test_primacy_whenever_the_throw_would_have_finished_both(black, reason):
    """Both need the 5 (or the other die): the thrower takes it and wins (seed 001 §11)."""
    state = position(Side.bearing((0, 0, 0, 0, 1, 0)), Side.bearing(black), WHITE).apply_roll([5, 2])
    assert state.outcome.winner == WHITE and state.outcome.reason == reason
    assert state.sides[BLACK] == Side.bearing(black)


def test_opponent_can_win_with_a_passed_die():
    black = Side.bearing((0, 0, 0, 0, 1, 0))
    state = position(Side.bearing((0, 0, 1, 0, 0, 0)), black, WHITE).apply_roll([5, 4])
    assert state.outcome.winner == BLACK and state.outcome.reason == "off"
    assert actions(state) == [("bearoff", 5, WHITE, BLACK), ("win", None, None, BLACK)]


def test_doublet_is_two_dice_not_four():
    """rules.md §3.5 step 5: pending[4] = 2 for both, 4-4 → mover knocks down 2, opponent nothing."""
    both = Side.knocking((1, 1, 1, 2, 2, 2))
    state = position(both, both, WHITE).apply_roll([4, 4])
    assert state.sides[WHITE].pending == (1, 1, 1, 0, 2, 2)
    assert state.sides[BLACK].pending == (1, 1, 1, 2, 2, 2)
    assert state.turn == WHITE
    assert state.last.line() == "White 4-4 (Carmes): knocks down 4, knocks down 4, White throws again"


def test_rethrow_even_when_the_doublet_is_lost():
    side = Side.knocking((1, 1, 1, 2, 2, 0))
    state = position(side, side, BLACK).apply_roll([6, 6])
    assert state.sides == (side, side) and state.turn == BLACK
    assert actions(state) == [
        ("lost", 6, BLACK, None),
        ("lost", 6, BLACK, None),
        ("rethrow", None, BLACK, None),
    ]


def test_mover_switches_phase_within_a_doublet():
    state = position(Side.knocking((0, 0, 0, 0, 1, 0)), Side(), WHITE).apply_roll([5, 5])
    assert state.sides[WHITE] == Side.bearing((2, 2, 2, 3, 2, 3))
    assert actions(state)[-1] == ("rethrow", None, WHITE, None)


def test_opponent_maximises_dice_in_his_own_phase():
    """Both dice pass; Black must knock down 5 first to bear off with the 2."""
    white = Side.bearing((0, 0, 0, 0, 0, 2))
    state = position(white, Side.knocking((0, 0, 0, 0, 1, 0)), WHITE).apply_roll([2, 5])
    assert state.sides[BLACK] == Side.bearing((2, 1, 2, 3, 3, 3))
    assert actions(state) == [
        ("knockdown", 5, WHITE, BLACK),
        ("phase2", None, None, BLACK),
        ("bearoff", 2, WHITE, BLACK),
    ]


def test_plays_are_refused_with_an_explanation():
    state = DAMES_RABATTUES.new_game()
    for call in (state.apply_play, state.parse_play, state.play_to_str):
        with pytest.raises(IllegalActionError) as info:
            call("5/2")
        assert "§8–11" in info.value.explanation["en"] and "aucun choix" in info.value.explanation["fr"]


@pytest.mark.parametrize("dice", [[7, 1], [0, 3], [3], [1, 2, 3], [2.0, 3]])
def test_bad_rolls_are_refused(dice):
    with pytest.raises(IllegalActionError):
        DAMES_RABATTUES.new_game().apply_roll(dice)


def test_inconsistent_positions_are_refused():
    with pytest.raises(ValueError):
        Side((1, 1, 1, 2, 2, 3), START_COUNT)
    with pytest.raises(ValueError):
        Side((0, 0, 0, 0, 1, 0), (2, 2, 2, 3, 3, 2))  # a checker gone while knockdowns remain


def test_states_are_immutable_and_hashable():
    state = DAMES_RABATTUES.new_game().apply_roll([3, 1]).apply_roll([2, 2])
    assert hash(state) == hash(DAMES_RABATTUES.new_game().apply_roll([3, 1]).apply_roll([2, 2]))
    with pytest.raises(AttributeError):
        state.thrower = 1


def test_view_model():
    state = position(Side.knocking((0, 0, 0, 0, 1, 0)), Side(), WHITE).apply_roll([5, 2])
    view = json.loads(json.dumps(state.view("en")))
    white, black = view["players"]
    assert (white["compass"], black["compass"]) == ("N", "S")
    assert [p["abs"] for p in white["points"]] == [12, 13, 14, 15, 16, 17]
    assert [p["abs"] for p in black["points"]] == [11, 10, 9, 8, 7, 6]
    assert [p["count"] for p in white["points"]] == [2, 1, 2, 3, 3, 3]
    assert white["stage"] == "bearoff" and white["off"] == 1 and white["knockdowns_left"] == 0
    assert [(p["standing"], p["down"]) for p in black["points"]] == [(2, 0)] * 3 + [(3, 0)] * 3
    assert view["turn"] == BLACK and view["phase"] == "roll" and view["outcome"] is None
    assert view["last_throw"]["events"][0]["text"] == "White knocks down a checker on point 5."
    assert view["doublet_names"]["6"] == "Sonnés"
    fr = state.view("fr")
    assert fr["players"][0]["colour"] == "Blancs"
    assert fr["last_throw"]["line"] == "Blancs 5-2 : rabattent 5, tout rabattu pour les Blancs, sortent 2"


def test_view_of_a_finished_game():
    state = position(Side.bearing((0, 0, 1, 0, 0, 0)), Side(), WHITE).apply_roll([3, 1])
    view = state.view("fr")
    assert view["phase"] == "over" and view["players"][0]["stage"] == "done"
    assert view["outcome"] == {
        "winner": 0,
        "points": 1,
        "reason": "off",
        "text": "toutes les dames sorties : 1 point",
    }
    assert view["last_throw"]["events"][-1]["text"].startswith("Les Blancs ont sorti toutes leurs dames")


def test_transcript_of_the_seed_sequence():
    record = {
        "format": 1,
        "game": "rabattues",
        "options": {},
        "seed": 0,
        "actions": [{"roll": r} for r in ([3, 3], [6, 1], [4, 3], [1, 1], [1, 5], [5, 4])],
    }
    assert transcript(record) == [
        "Roll-off: White 3, Black 3; tie",
        "Roll-off: White 6, Black 1; White starts",
        "White 4-3: knocks down 4, knocks down 3",
        "Black 1-1 (Bezas): knocks down 1, White knocks down 1, Black throws again",
        "Black 5-1: knocks down 5, 1 lost",
        "White 5-4: knocks down 5, knocks down 4",
    ]
    assert transcript(record, "fr")[3] == (
        "Noirs 1-1 (Bezas) : rabattent 1, les Blancs rabattent 1, les Noirs rejouent"
    )
