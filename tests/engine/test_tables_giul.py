"""Giul (rules.md §6.5, §9.17): Fevga with the doublet cascade, played as lazy turns."""

from __future__ import annotations

import json
import random

import pytest

from tablier.protocol import IllegalActionError, Phase
from tablier.tables import FEVGA, GIUL, TurnBuilder, pos
from tablier.tables.movegen import legal_leaves
from tablier.tables.moves import from_view
from tablier.tables.notation import format_steps

START = pos("S: 24x15 / N: 24x15")


def walk(state, seed: int):
    """A random legal play entered step by step through the turn builder."""
    rng = random.Random(seed)
    builder = TurnBuilder(state)
    while not builder.complete:
        step = rng.choice(builder.next_steps)
        builder = builder.step(step.frm, step.to, step.die)
    return builder.play()


def test_cascade_dice() -> None:
    rules = GIUL.setup(START, 0, (4, 4)).rules
    assert rules.dice_for_roll((4, 4)) == (4,) * 4 + (5,) * 4 + (6,) * 4
    assert rules.dice_for_roll((2, 5)) == (5, 2)


def test_a_cascade_fully_played() -> None:
    """4-4: four 4s, four 5s, four 6s (the seed's example), all twelve used."""
    state = GIUL.setup(pos("S: 11x15 / N: 1x15"), 0, (4, 4))
    assert state.lazy is not None and state.lazy.longest == 12
    play = walk(state, 1)
    assert [s.die for s in play.steps] == [4] * 4 + [5] * 4 + [6] * 4
    after = state.apply_play(play)
    assert after.turn == 1 and sum(after.position.south[:26]) == 15


def test_a_cascade_cut_short_at_the_first_number_that_cannot_be_played() -> None:
    """1-1 from the start: the postillon plays four 1s and three 2s (r11); the fourth 2
    would land on the opponent's stack at r13, so the turn stops: no 3 is played
    although r11→r14 would be open."""
    state = GIUL.setup(START, 0, (1, 1))
    (play,) = list(state.legal_plays())
    assert [s.die for s in play.steps] == [1, 1, 1, 1, 2, 2, 2]
    assert play.result.south[11] == 1
    assert state.play_to_str(play) == "24/23 23/22 22/21 21/20 20/18 18/16 16/14"  # one move per die, in order
    assert state.parse_play("24/14") == play


def test_five_five_from_the_start_has_nine_plays() -> None:
    """rules.md §6.5: 5-5 from the start already has 9 final positions."""
    state = GIUL.setup(START, 1, (5, 5))
    plays = list(state.legal_plays())
    assert len(plays) == 9 and all(len(p.steps) == 8 for p in plays)
    assert len(state.legal_plays()) == 9 and plays[0] in state.legal_plays()


def test_simple_rolls_and_six_six_are_fevga() -> None:
    rng = random.Random(2)
    state = GIUL.new_game()
    checked = 0
    while state.phase is not Phase.OVER and checked < 60:
        if state.phase is Phase.ROLL:
            state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
            continue
        if state.lazy is None:
            fevga = FEVGA.setup(state.position, state.seat, state.dice)
            assert {p.result for p in state.legal_plays()} == {p.result for p in fevga.legal_plays()}
            checked += 1
        state = state.apply_play(state.sample_plays(1, rng)[0])


def test_lazy_turns_agree_with_full_enumeration() -> None:
    """The step-by-step answers against the core's whole-turn generator, on
    4-4 and 5-5 cascades met in seeded random games."""
    rng = random.Random(4)
    compared = 0
    for _ in range(40):
        state = GIUL.new_game()
        while state.phase is not Phase.OVER:
            if state.phase is Phase.ROLL:
                roll = [rng.randint(1, 6), rng.randint(1, 6)]
                if rng.random() < 0.5:
                    roll[1] = roll[0] = rng.randint(4, 5)
                state = state.apply_roll(roll)
                continue
            if state.lazy is not None:
                own, opp = state.mover_view()
                full = {
                    from_view(leaf.own, leaf.opp, state.seat, state.rules.geometry)
                    for leaf in legal_leaves(state.rules, own, opp, state.play_dice)
                }
                lazy = [p.result for p in state.legal_plays()]
                assert len(lazy) == len(set(lazy)) and set(lazy) == full
                assert all(p in state.legal_plays() for p in state.sample_plays(3, rng))
                compared += 1
            state = state.apply_play(state.sample_plays(1, rng)[0])
            if compared >= 30:
                break
        if compared >= 30:
            break
    assert compared >= 30


def test_the_turn_builder_explains_the_cascade_order() -> None:
    state = GIUL.setup(pos("S: 11x15 / N: 1x15"), 0, (4, 4))
    builder = TurnBuilder(state)
    assert {s.die for s in builder.next_steps} == {4}
    with pytest.raises(IllegalActionError) as refused:
        builder.step(14, 19)  # a 5 before the 4s are played
    assert "in order" in refused.value.explanation["en"] and "dans l'ordre" in refused.value.explanation["fr"]
    view = state.view("fr")
    json.dumps(view)
    assert view["plays"] is None and len(view["dice"]) == 12


def test_written_cascades_round_trip() -> None:
    state = GIUL.setup(START, 0, (2, 2))  # 40,051 final positions: never listed here
    for seed in range(5):
        play = walk(state, seed)
        text = state.play_to_str(play)
        parsed = state.parse_play(text)
        assert parsed == play and state.apply_play(play) == state.apply_play(parsed)
        compact = format_steps(play.steps)  # e.g. 24/4(2) 24/11 ...: found by a search
        assert state.parse_play(compact).result == play.result
    with pytest.raises(IllegalActionError):
        state.parse_play("24/22")
