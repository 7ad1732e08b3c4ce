"""Fevga (rules.md §6.4, §6.6, §9.14–9.15): openings, postillon, the two block rules.

Parallel geometry: S's route index r is N's r ± 12; ``pos`` literals use each
seat's own standard numbers (n = 25 − r), so S's point p and N's point
(p + 12 − 1) % 24 + 1 are the same physical point.
"""

from __future__ import annotations

import json

import pytest

from tablier.protocol import IllegalActionError
from tablier.tables import FEVGA, GIUL, TurnBuilder, pos
from tablier.tables.fevga import trapping_block

ROLLS = [(a, b) for a in range(6, 0, -1) for b in range(a, 0, -1)]


def texts_of(state) -> set[str]:
    return {state.play_to_str(p) for p in state.legal_plays()}


def test_opening_counts_of_section_6_4() -> None:
    start = FEVGA.new_game().position
    expected_doublets = {
        6: {"24/18"},  # r7, three sixes lost
        5: {"24/9 24/19", "24/4"},
        4: {"24/16"},  # r9, two fours lost
        3: {"24/15"},  # r10, one three lost
        2: {"24/16"},
        1: {"24/20"},
    }
    for seat in (0, 1):
        for a, b in ROLLS:
            plays = texts_of(FEVGA.setup(start, seat, (a, b)))
            if a == b:
                assert plays == expected_doublets[a], (a, b)
            else:
                assert plays == {f"24/{24 - a - b}"}  # the postillon moves a + b


def test_six_six_opening_loses_three_sixes() -> None:
    """r1→r7, then r13 is the opponent's stack and only the postillon may move (bkgm)."""
    (play,) = FEVGA.setup(FEVGA.new_game().position, 0, (6, 6)).legal_plays()
    assert [s.die for s in play.steps] == [6] and play.result.south[7] == 1


def test_five_five_frees_the_other_checkers_in_mid_turn() -> None:
    state = FEVGA.setup(FEVGA.new_game().position, 1, (5, 5))
    builder = TurnBuilder(state).step(1, 6).step(6, 11)
    assert builder.movable() == [11]  # the postillon only
    builder = builder.step(11, 16)  # it reaches the opponent's starting quarter
    assert builder.movable() == [1, 16]


def test_postillon_last_quarter_option() -> None:
    start = FEVGA.new_game().position
    assert texts_of(FEVGA.setup(start, 0, (5, 5), {"postillon": "last-quarter"})) == {"24/4"}
    with pytest.raises(ValueError):
        FEVGA.setup(start, 0, (5, 5), {"postillon": "r7"})


def test_postillon_explained_and_a_single_checker_holds_a_point() -> None:
    state = FEVGA.setup(pos("S: 24x14 20x1 / N: 24x14 10x1"), 0, (3, 1))  # N's 10 is S's 22
    builder = TurnBuilder(state)
    with pytest.raises(IllegalActionError) as refused:
        builder.step(1, 4)
    assert "first checker" in refused.value.explanation["en"]
    assert "premier pion" in refused.value.explanation["fr"]
    held = FEVGA.setup(pos("S: 24x14 12x1 / N: 24x14 10x1"), 0, (2, 1))  # S's 12 is released; N's 10 = S's 22
    with pytest.raises(IllegalActionError) as refused:
        TurnBuilder(held).step(1, 3)  # the lone N checker holds S's 22
    assert refused.value.explanation["en"].startswith("A single checker holds a point")


# --- the starting quarter (Remarque 1) ---------------------------------------------------
QUARTER = pos("S: 24x5 23 22 21 20 11x6 / N: 1x15")  # N's 1 is S's 13


def test_a_play_may_not_end_with_all_six_starting_points_held() -> None:
    state = FEVGA.setup(QUARTER, 0, (5, 1))
    plays = state.legal_plays()
    assert plays and not any(all(p.result.south[1:7]) for p in plays)
    assert "24/18" in texts_of(state)  # resting on r6 is allowed: only the end counts
    builder = TurnBuilder(state).step(1, 6)
    with pytest.raises(IllegalActionError) as refused:
        builder.step(14, 15)
    assert "starting quarter" in refused.value.explanation["en"]


def test_filling_the_starting_quarter_is_allowed_when_unavoidable() -> None:
    # N holds S's r7-r11 and r18 (N's 19-23 and 6): with 5-5 only r1→r6 can move.
    position = pos("S: 24x10 23 22 21 20 12 / N: 6 5 4 3 2 19x10")
    state = FEVGA.setup(position, 0, (5, 5))
    assert texts_of(state) == {"24/19(4)"}
    assert all(state.legal_plays()[0].result.south[1:7])


# --- the six-point block (Remarque 2, §9.15) -----------------------------------------------
BLOCK = "S: 10x2 9 8 7 6 5 13x8 / N: {north}"
"""S's block on r15-r20 (N's r3-r8) with a spare on r15; S's r12 stack is stuck."""


def test_block_release_default_trigger_all_behind_on_two_points() -> None:
    position = pos(BLOCK.format(north="24x10 23x5"))  # N on his r1 and r2, both behind the block
    assert trapping_block(*FEVGA.setup(position, 0, (2, 1)).mover_view(), adjacent=False)
    assert not trapping_block(*FEVGA.setup(position, 0, (2, 1)).mover_view(), adjacent=True)
    default = FEVGA.setup(position, 0, (2, 1))
    plays = default.legal_plays()
    assert plays and not any(all(p.result.south[15:21]) for p in plays)  # the block must open
    narrow = FEVGA.setup(position, 0, (2, 1), {"release": "adjacent"})
    assert any(all(p.result.south[15:21]) for p in narrow.legal_plays())  # not all on one point: may stand
    assert len(narrow.legal_plays()) > len(plays)


def test_block_release_narrow_trigger_all_on_the_point_behind() -> None:
    position = pos(BLOCK.format(north="23x15"))  # all on N's r2, just behind N's r3
    for options in ({}, {"release": "adjacent"}):
        plays = FEVGA.setup(position, 0, (2, 1), options).legal_plays()
        assert plays and not any(all(p.result.south[15:21]) for p in plays)


def test_block_may_stand_when_no_play_opens_it() -> None:
    # S's block on r19-r24 (2 each), 3 on r12; N on r1-r6 holds S's r13-r18, all behind the block
    position = pos("S: 6x2 5x2 4x2 3x2 2x2 1x2 13x3 / N: 24x10 23 22 21 20 19")
    state = FEVGA.setup(position, 0, (6, 5))
    assert texts_of(state) == {"6/1"}  # the 6 is void; the only 5 keeps the block: allowed
    view = state.view("fr")
    json.dumps(view)
    assert view["plays"] == 1


def test_bear_off_and_gammon() -> None:
    state = FEVGA.setup(pos("S: 1x1 / N: 7x15"), 0, (2, 1))
    assert state.apply_play(state.legal_plays()[0]).outcome.points == 2


# --- the barrier counted along the blocked player's route (seed 004, Remarque 2) --------------------------
# « Lorsqu'un des joueurs a formé une barrière de six positions et l'autre joueur a rassemblé tous ses
# [pions] derrière la barrière, le joueur bloquant doit libérer une position jouable » : the six positions
# stand in front of the blocked player, so they are six consecutive points of *his* route, even when they
# cross the blocker's own r24/r1 junction (issue 17, point 5).
ACROSS = "S: 24x10 23 22 21 20 11 / N: {north}"
"""S on r1-r5 and r14: the play 11/1 (r14 → r18 → r24) makes S hold S's r24 and r1-r5, N's r12-r17."""


def holds_across(play) -> bool:  # noqa: ANN001
    """S holds S's r24 and r1-r5 after ``play``: N's r12-r17, six in a row on N's route."""
    return bool(play.result.south[24]) and all(play.result.south[1:6])


@pytest.mark.parametrize(
    ("variant", "north", "options"),
    [
        (FEVGA, "24x14 17", {}),  # N on his r1 and r8: all behind N's r12
        (FEVGA, "14x15", {"release": "adjacent"}),  # N all on his r11, the single point just behind N's r12
        (FEVGA, "14x15", {}),
        (GIUL, "24x14 17", {}),  # Giul differs from Fevga in doublets only
    ],
    ids=["behind", "adjacent", "adjacent-by-default", "giul"],
)
def test_a_block_across_the_blockers_junction_is_a_block(variant, north: str, options: dict) -> None:  # noqa: ANN001
    position = pos(ACROSS.format(north=north))
    state = variant.setup(position, 0, (6, 4), options)
    adjacent = options.get("release") == "adjacent"
    # The block itself, seen by the rule: S's r24 + r1-r5 with all of N behind N's r12.
    built = list(state.mover_view()[0])
    built[14], built[24] = 0, 1
    assert trapping_block(tuple(built), state.mover_view()[1], adjacent)
    plays = state.legal_plays()
    assert plays and not any(holds_across(p) for p in plays)  # other plays exist: 11/1 is refused
    with pytest.raises(IllegalActionError) as refused:
        TurnBuilder(state).step(14, 18).step(18, 24)
    assert "barrière" in refused.value.explanation["fr"] or "block" in refused.value.explanation["en"]


def test_six_points_of_the_blockers_route_across_the_blocked_players_start_are_no_block() -> None:
    """Conversely, S's r10-r15 are N's r22-r24 then r1-r3: not six in a row in front of N (N's r24/r1 are
    the two ends of his route), so holding them is no barrier whatever N does."""
    own = [0] * 26
    for r in range(10, 16):
        own[r] = 1
    own[1] = 9
    opp = [0] * 26
    opp[8] = 15  # all of N on his r20 (S's r8): his r22-r24 and r1-r3 are not six in a row ahead of him
    assert not trapping_block(tuple(own), tuple(opp), adjacent=False)
