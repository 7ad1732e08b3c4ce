"""Scenario tests on positions written as diagrams with ``pos``.

``pos("S: 3x1 2x2 / N: 24x1 12x14")``: each seat lists its stacks as standard
point numbers from its own side (``bar``, ``off`` allowed; unlisted checkers
are off).
"""

from __future__ import annotations

import json

import pytest

from tablier.protocol import IllegalActionError, NotationError, Phase
from tablier.tables import BACKGAMMON_225, PORTES, TOUTES_TABLES, Stage, TurnBuilder, pos, pos_str

START = pos("S: 24x2 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x5")
BEAR_OFF_6_1 = pos("S: 3x1 2x2 / N: 24x1 12x14")  # rules.md §4.5


def texts_of(state) -> set[str]:
    return {state.play_to_str(p) for p in state.legal_plays()}


# --- rules.md §4.5 and §4.10 ---------------------------------------------------
def test_toutes_tables_6_1_bear_off_keeps_only_the_maximum_pips() -> None:
    assert texts_of(TOUTES_TABLES.setup(BEAR_OFF_6_1, 0, (6, 1))) == {"3/off 2/1*"}


def test_backgammon_6_1_bear_off_allows_the_privilege() -> None:
    for variant in (BACKGAMMON_225, PORTES):
        assert texts_of(variant.setup(BEAR_OFF_6_1, 0, (6, 1))) == {
            "3/off 2/1*",
            "3/off",
        }  # 3/2/off written 3/off


@pytest.mark.parametrize(
    ("loser", "toutes_tables", "backgammon", "portes"),
    [
        ("6x15", "1 partie-simple", "2 gammon", "2 gammon"),
        ("6x14 13x1", "2 partie-double", "2 gammon", "2 gammon"),
        ("6x14 20x1", "2 partie-double", "3 backgammon", "2 gammon"),
        ("6x14 bar", "2 partie-double", "3 backgammon", "2 gammon"),
        ("6x14 offx1", "1 partie-simple", "1 single", "1 single"),
    ],
)
def test_scoring_when_the_last_checker_is_borne_off(
    loser: str, toutes_tables: str, backgammon: str, portes: str
) -> None:
    """§4.6 versus modern backgammon (§4.9) and Tavli (§6.1): the loser has none off."""
    position = pos(f"S: 1x1 / N: {loser}")
    expected = {"toutes-tables": toutes_tables, "backgammon-225": backgammon, "portes": portes}
    for variant in (TOUTES_TABLES, BACKGAMMON_225, PORTES):
        state = variant.setup(position, 0, (2, 1))
        (play,) = state.legal_plays()
        over = state.apply_play(play)
        assert over.phase is Phase.OVER
        assert over.outcome.winner == 0
        assert f"{over.outcome.points} {over.outcome.reason}" == expected[variant.id]


# --- dice rules ------------------------------------------------------------------
HIGHER_DIE = pos("S: 24x1 / N: 8x2 12x13")  # S can play the 5 or the 2, never both


def test_only_one_die_playable_means_the_higher() -> None:
    state = TOUTES_TABLES.setup(HIGHER_DIE, 0, (5, 2))
    assert texts_of(state) == {"24/19"}
    with pytest.raises(IllegalActionError) as refused:
        TurnBuilder(state).step(1, 3)
    assert "higher one" in refused.value.explanation["en"]
    assert "le plus fort" in refused.value.explanation["fr"]


def test_no_legal_move_is_a_pass() -> None:
    blocked = pos("S: bar 24x14 / N: 1x2 2x2 3x2 4x2 5x2 6x5")
    state = PORTES.setup(blocked, 0, (3, 4))
    assert texts_of(state) == {"pass"}
    after = state.apply_play(state.parse_play("pass"))
    assert after.position == blocked and after.turn == 1 and after.stage is Stage.ROLL


def test_portes_connection_rule_option() -> None:
    home = pos("S: 4x1 2x1 1x1 / N: 6x15")  # rules.md §6.6: point 3 empty, roll 6-5
    assert texts_of(PORTES.setup(home, 0, (6, 5), {"connection": True})) == {"pass"}
    assert texts_of(PORTES.setup(home, 0, (6, 5))) == {"4/off 2/off"}


def test_bar_entry_first_and_explanations_in_both_languages() -> None:
    position = pos("S: bar 24x1 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x5")
    state = TOUTES_TABLES.setup(position, 0, (6, 1))
    builder = TurnBuilder(state)
    assert builder.movable() == [0]
    with pytest.raises(IllegalActionError) as refused:
        builder.step(12, 18)
    assert refused.value.explanation["en"].startswith("Every checker on the bar must enter")
    with pytest.raises(IllegalActionError) as refused:
        builder.step(0, 6)
    assert refused.value.explanation == {
        "en": "A checker may not stop or rest on a point held by two or more opposing checkers (Toutes tables, 1699).",
        "fr": "Une dame ne peut ni s'arrêter ni se reposer sur une flèche occupée par deux dames "
        "adverses ou plus (Toutes tables, 1699).",
    }


def test_max_pips_explanation() -> None:
    builder = TurnBuilder(TOUTES_TABLES.setup(BEAR_OFF_6_1, 0, (6, 1)))
    with pytest.raises(IllegalActionError) as refused:
        builder.step(22, 23)  # 3/2: legal in backgammon, a privilege in Toutes tables
    assert "No privileges" in refused.value.explanation["en"]
    assert "(Toutes tables, 1699)" in refused.value.explanation["fr"]


def test_bear_off_explanations() -> None:
    state = PORTES.setup(pos("S: 7x1 6x1 / N: 6x15"), 0, (6, 1))
    builder = TurnBuilder(state)
    with pytest.raises(IllegalActionError) as refused:
        builder.step(19, 25)
    assert "home quarter" in refused.value.explanation["en"]


# --- the turn builder ----------------------------------------------------------------
def test_turn_builder_steps_undo_and_complete() -> None:
    state = TOUTES_TABLES.setup(START, 0, (6, 5))
    builder = TurnBuilder(state)
    assert builder.movable() == [1, 12, 17]
    assert {(s.to, s.die) for s in builder.destinations(1)} == {(7, 6)}  # 24/19 is blocked
    builder = builder.step(1, 7)
    assert builder.dice_left == (5,) and not builder.complete
    assert {(s.frm, s.to) for s in builder.next_steps} == {(7, 12), (12, 17), (17, 22)}
    assert builder.undo().steps == ()
    builder = builder.step(12, 17)
    assert builder.complete and builder.next_steps == ()
    with pytest.raises(IllegalActionError) as refused:
        builder.step(17, 22)
    assert "complete" in refused.value.explanation["en"]
    after = state.apply_play(builder.play())
    assert after.last == (0, "24/18 13/8")
    view = builder.view("fr")
    json.dumps(view)
    assert view["complete"] and [d["used"] for d in view["dice"]] == [True, True]


def test_view_model_of_the_start() -> None:
    state = TOUTES_TABLES.setup(START, 1, (3, 1))
    view = state.view("en")
    json.dumps(view)
    assert view["points"][0] == [[1, 2]] and view["points"][23] == [[0, 2]]
    assert view["points"][5] == [[0, 5]] and view["points"][18] == [[1, 5]]
    assert view["labels"][0] == "24" and view["labels"][23] == "1"  # from N's side
    assert view["pips"] == [167, 167] and view["bar"] == [0, 0] and view["off"] == [0, 0]
    assert view["plays"] == 16 and {d["from"] for d in view["destinations"]} == set(view["movable"])


# --- notation ---------------------------------------------------------------------------
def test_notation_is_tolerant_of_order_spacing_and_hit_marks() -> None:
    state = TOUTES_TABLES.setup(START, 0, (6, 5))
    play = state.parse_play("24/18 13/8")
    assert state.parse_play("13/8 24/18") == play
    assert state.parse_play(" 24 / 18 ,13/8 ") == play
    assert state.play_to_str(state.parse_play("24/13")) == "24/13"
    assert state.play_to_str(state.parse_play("24/18/13")) == "24/13"
    doubles = TOUTES_TABLES.setup(START, 0, (3, 3))
    assert doubles.play_to_str(doubles.parse_play("6/3(2) 8/5(2)")) == "8/5(2) 6/3(2)"
    hit = pos("S: 24x2 13x5 8x3 6x5 / N: 24x1 13x5 8x3 6x5 3x1")
    hitting = TOUTES_TABLES.setup(hit, 0, (2, 1))
    assert hitting.play_to_str(hitting.parse_play("24/22 24/23")) == "24/22* 24/23"
    assert hitting.parse_play("24/22* 24/23") == hitting.parse_play("24/22 24/23")


@pytest.mark.parametrize("text", ["", "hello", "24/30", "18/24", "24-18", "bar/bar"])
def test_bad_notation(text: str) -> None:
    with pytest.raises(NotationError):
        TOUTES_TABLES.setup(START, 0, (6, 5)).parse_play(text)


def test_illegal_written_play_is_explained() -> None:
    with pytest.raises(IllegalActionError) as refused:
        TOUTES_TABLES.setup(START, 0, (6, 5)).parse_play("24/18 24/18")
    assert refused.value.explanation["en"] == "No remaining die takes this checker to that point."


def test_pos_literal_round_trip() -> None:
    assert pos(pos_str(START)) == START
    assert pos(pos_str(BEAR_OFF_6_1)) == BEAR_OFF_6_1
    with pytest.raises(ValueError):
        pos("S: 24x16 / N: 6x15")


# --- openings and the cube -----------------------------------------------------------------
def test_roll_off_rethrow_versus_modern_opening() -> None:
    game = TOUTES_TABLES.new_game()
    assert game.stage is Stage.ROLL_OFF and game.apply_roll([4, 4]) == game
    started = game.apply_roll([2, 5])
    assert (started.stage, started.turn) == (Stage.ROLL, 1)
    assert started.apply_roll([6, 6]).stage is Stage.PLAY  # a doublet may open (§4.2, §6.1)
    modern = BACKGAMMON_225.new_game()
    assert modern.stage is Stage.DRAW
    drawn = modern.apply_roll([2, 2]).apply_roll([6, 1]).apply_roll([2, 2]).apply_roll([1, 5])
    assert drawn.draws == ((6, 1), (1, 5)) and drawn.position == START
    opened = drawn.apply_roll([6, 1])
    assert (opened.stage, opened.turn, opened.dice) == (Stage.PLAY, 0, (6, 1))


def test_doubling_cube() -> None:
    state = BACKGAMMON_225.setup(START, 0, None, {"cube": True})
    assert list(state.legal_plays()) == ["double"]
    offered = state.apply_play("double")
    assert offered.turn == 1 and list(offered.legal_plays()) == ["take", "drop"]
    taken = offered.apply_play(offered.parse_play("take"))
    assert (taken.turn, taken.cube, taken.cube_owner, taken.phase) == (0, 2, 1, Phase.ROLL)
    assert list(taken.legal_plays()) == []  # the cube is on the other side
    dropped = offered.apply_play("drop")
    assert (dropped.outcome.winner, dropped.outcome.points, dropped.outcome.reason) == (0, 1, "drop")
    assert list(BACKGAMMON_225.setup(START, 0, None).legal_plays()) == []  # cube option off
    with pytest.raises(IllegalActionError):
        taken.apply_play("double")


def test_views_of_every_stage_are_json() -> None:
    from tablier.tables import TOUTES_TABLES_225

    draw = TOUTES_TABLES_225.new_game()
    assert draw.view()["stage"] == "draw" and "points" not in draw.view()
    roll_off = draw.apply_roll([1, 6]).apply_roll([1, 5])
    assert roll_off.view("fr")["pips"] == [167, 167]
    blocked = PORTES.setup(pos("S: bar 24x14 / N: 1x2 2x2 3x2 4x2 5x2 6x5"), 0, (3, 4))
    builder = TurnBuilder(blocked)
    assert builder.complete and builder.movable() == [] and blocked.view()["movable"] == []
    for state in (draw, roll_off, blocked):
        json.dumps(state.view("fr"))


def test_a_refused_move_across_two_dice_names_the_blocked_resting_point() -> None:
    position = pos("S: 24x2 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x3 7x2")  # N holds S's 18 and 19
    with pytest.raises(IllegalActionError) as refused:
        TOUTES_TABLES.setup(position, 0, (6, 5)).parse_play("24/13")
    assert refused.value.explanation["en"].startswith("A checker may not stop or rest")


def test_turn_builder_needs_a_play_stage() -> None:
    with pytest.raises(IllegalActionError):
        TurnBuilder(TOUTES_TABLES.new_game())
