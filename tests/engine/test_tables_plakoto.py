"""Plakoto (rules.md §6.3, §6.6, §9.16): pins, closed points, bear-off, the mother rule.

Positions are ``pos`` literals in standard point numbers from each seat's side
(S's point p is N's point 25 − p); ``plakoto_pos(..., south=[...], north=[...])``
marks pinned checkers by their owner's point number.
"""

from __future__ import annotations

import json

import pytest

from tablier.protocol import IllegalActionError, Outcome, Phase
from tablier.tables import PLAKOTO, Stage, TurnBuilder
from tablier.tables.plakoto import pinned_points, plakoto_pos


def texts_of(state) -> set[str]:
    return {state.play_to_str(p) for p in state.legal_plays()}


ROLLS = [(a, b) for a in range(6, 0, -1) for b in range(a, 0, -1)]


def test_opening_counts_of_section_6_3() -> None:
    """2 per non-doublet, 5 per doublet (partitions of 4), 6-6 = 4."""
    start = PLAKOTO.new_game().position
    for seat in (0, 1):
        counts = {(a, b): len(PLAKOTO.setup(start, seat, (a, b)).legal_plays()) for a, b in ROLLS}
        expected = {(a, b): (4 if a == 6 else 5) if a == b else 2 for a, b in ROLLS}
        assert counts == expected
    assert texts_of(PLAKOTO.setup(start, 0, (6, 6))) == {"24/18(4)", "24/12 24/18(2)", "24/6 24/18", "24/12(2)"}


# --- pins (§6.6 "Plakoto pin") -------------------------------------------------------
def test_a_lone_checker_is_pinned_not_hit() -> None:
    state = PLAKOTO.setup(plakoto_pos("S: 24x14 18x1 / N: 24x14 10x1"), 0, (3, 1))
    assert "24/23 18/15*" in texts_of(state)
    after = state.apply_play(state.parse_play("18/15 24/23"))
    assert after.position.north[0] == 0 and pinned_points(after.position.north) == [15]  # N's point 10
    assert after.last == (0, "24/23 18/15*")


PINNED = plakoto_pos("S: 24x13 15x1 10x1 / N: 24x13 13x1 10x1", north=[10])
"""N's checker on his 10-point (S's 15) lies under one S checker; S also has one on 10."""


def test_the_pinned_checker_cannot_move_and_its_point_is_closed_to_its_owner() -> None:
    state = PLAKOTO.setup(PINNED, 1, (3, 2))
    builder = TurnBuilder(state)
    assert 15 not in builder.movable()  # N's route index of his point 10
    with pytest.raises(IllegalActionError) as refused:
        builder.step(15, 17)
    assert refused.value.explanation["en"].startswith("This checker is pinned")
    assert "Plakoto, tavli grec" in refused.value.explanation["fr"]
    with pytest.raises(IllegalActionError) as refused:
        builder.step(12, 15)  # 13/10 onto his own pinned checker
    assert refused.value.explanation["en"].startswith("One of your checkers is pinned on that point")
    assert not any(s.to == 15 for s in builder.next_steps)


def test_the_pinner_may_add_checkers_and_the_last_one_leaving_frees_the_pinned_checker() -> None:
    add = PLAKOTO.setup(PINNED, 0, (5, 4))
    assert "24/15" in texts_of(add)  # S may rest on 20 and stop on his own stack at 15
    two = add.apply_play(add.parse_play("24/15"))
    assert pinned_points(two.position.north) == [15] and two.position.south[10] == 2
    leave_one = PLAKOTO.setup(two.position, 0, (2, 1))
    still = leave_one.apply_play(leave_one.parse_play("15/13 24/23"))
    assert pinned_points(still.position.north) == [15]
    last = PLAKOTO.setup(still.position, 0, (4, 1))
    freed = last.apply_play(last.parse_play("15/11 24/23"))
    assert pinned_points(freed.position.north) == []
    assert 15 in TurnBuilder(PLAKOTO.setup(freed.position, 1, (2, 1))).movable()  # it moves again


def test_view_marks_the_pinned_checker_under_the_pinner() -> None:
    view = PLAKOTO.setup(PINNED, 1, (3, 2)).view("fr")
    json.dumps(view)
    a = 24 - 10  # S's point 15 is A9 (S: A = 24 − r, r = 25 − 15)
    assert view["points"][a - 0] == [[1, 1, "pinned"], [0, 1]]


# --- bear-off -------------------------------------------------------------------------
def test_no_bear_off_while_a_checker_is_pinned() -> None:
    position = plakoto_pos("S: 6x14 3x1 / N: 22x1 12x14", south=[3])  # N's 22 is S's 3
    state = PLAKOTO.setup(position, 0, (6, 5))
    assert state.legal_plays() and all(s.to != 25 for p in state.legal_plays() for s in p.steps)
    with pytest.raises(IllegalActionError) as refused:
        TurnBuilder(state).step(19, 25)
    assert "pinned" in refused.value.explanation["en"]
    free = plakoto_pos("S: 6x14 3x1 / N: 22x1 12x14")  # same checkers, S's 3 not pinned (N's 22 pinned? no: alone)
    assert any(s.to == 25 for p in PLAKOTO.setup(free, 0, (6, 5)).legal_plays() for s in p.steps)


def test_connection_option() -> None:
    home = plakoto_pos("S: 4x1 2x1 1x1 / N: 6x15")  # rules.md §6.6
    assert texts_of(PLAKOTO.setup(home, 0, (6, 5), {"connection": True})) == {"pass"}
    assert texts_of(PLAKOTO.setup(home, 0, (6, 5))) == {"4/off 2/off"}


# --- the mother rule (§6.3, §6.6, §9.16) --------------------------------------------------
MOTHER = plakoto_pos("S: 24x1 5x14 / N: 24x1 6x14")
"""S's 1-point is N's mother (N's 24, alone); S keeps one checker on his own 24."""


def test_pinning_the_mother_while_the_own_start_is_not_empty_goes_on() -> None:
    state = PLAKOTO.setup(MOTHER, 0, (4, 2))
    after = state.apply_play(state.parse_play("5/1 5/3"))
    assert after.phase is Phase.ROLL and after.turn == 1 and pinned_points(after.position.north) == [1]
    # S then moves his last checker off his 24: he wins 2 at once (the play stops there)
    later = PLAKOTO.setup(after.position, 0, (3, 2))
    assert {"24/21", "24/22"} <= texts_of(later)
    assert later.apply_play(later.parse_play("24/21")).outcome == Outcome(0, 2, "mother")


def test_pin_and_leave_the_start_in_the_same_turn_wins_at_once() -> None:
    state = PLAKOTO.setup(MOTHER, 0, (4, 1))
    win = state.parse_play("5/1 24/23")
    over = state.apply_play(win)
    assert over.stage is Stage.OVER and over.outcome == Outcome(0, 2, "mother")
    json.dumps(over.view("fr"))
    assert over.view("fr")["outcome"]["reason_text"] == "mana (dame mère) bloquée"


def test_a_mother_pin_as_an_intermediate_rest_ends_the_game() -> None:
    """§9.16: a rest on the mother counts; the play is cut there (the second die is void)."""
    position = plakoto_pos("S: 6x1 5x14 / N: 24x1 6x14")  # S's start is empty already
    state = PLAKOTO.setup(position, 0, (5, 1))
    plays = {state.play_to_str(p): p for p in state.legal_plays()}
    assert "6/1*" in plays  # 6/1 with the 5 pins the mother: over, the 1 is not played
    assert len(plays["6/1*"].steps) == 1
    assert state.apply_play(plays["6/1*"]).outcome == Outcome(0, 2, "mother")


def test_both_mothers_pinned_is_a_draw() -> None:
    position = plakoto_pos("S: 24x1 5x14 / N: 24x1 1x1 6x13", south=[24])  # N's 1 (S's 24) pins S's mother
    state = PLAKOTO.setup(position, 0, (4, 2))
    assert state.rules.result(state.position) is None  # S's mother pinned, N's start not empty: on
    over = state.apply_play(state.parse_play("5/1"))  # the pin ends the game: the 2 is void
    assert over.stage is Stage.OVER and over.outcome == Outcome(None, 0, "draw")
    assert over.view()["outcome"]["winner"] is None


def test_mother_win_for_north_too() -> None:
    position = plakoto_pos("S: 24x1 6x14 / N: 24x1 5x14")
    state = PLAKOTO.setup(position, 1, (4, 1))
    assert state.apply_play(state.parse_play("5/1 24/23")).outcome == Outcome(1, 2, "mother")
    # the game is also over if the 1 is played first: the pin with the 4 then wins
    assert state.apply_play(state.parse_play("24/23 5/1")).outcome == Outcome(1, 2, "mother")


def test_bear_off_scores_one_or_gammon() -> None:
    state = PLAKOTO.setup(plakoto_pos("S: 1x1 / N: 6x14 offx1"), 0, (2, 1))
    (play,) = state.legal_plays()
    assert state.apply_play(play).outcome == Outcome(0, 1, "single")
    state = PLAKOTO.setup(plakoto_pos("S: 1x1 / N: 6x15"), 0, (2, 1))
    assert state.apply_play(state.legal_plays()[0]).outcome == Outcome(0, 2, "gammon")
