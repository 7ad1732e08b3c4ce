"""Giul cascades where no play uses every die (rules.md §6.5: the turn stops at the first
number that cannot be played): the bounded search of ``tables/lazy.py`` and its bound,
``tables/alone.py``, against the plain search of every reachable position."""

from __future__ import annotations

import random

import pytest

from tablier.protocol import Phase
from tablier.tables import GIUL, pos
from tablier.tables import lazy as lazy_module
from tablier.tables.alone import AloneBound
from tablier.tables.lazy import LazyTurn

# Met in random games: a 1-1 cascade (24 dice) where the fives run into the opponent's
# points r8–12 and only the checkers past them can use them.
BLOCKED = pos("S: 21x2 19x5 18x3 12x4 2x1 / N: 5x1 4x3 3x5 2x1 1x3 offx2")
# The same kind: 198,000 positions reachable, 5 s of CPU for the plain search.
BLOCKED_LARGE = pos("S: 24x4 19x1 18x2 11x1 10x1 5x1 4x2 3x2 2x1 / N: 24x1 20x3 18x4 5x1 4x1 3x1 2x2 1x2")


def plain(state, monkeypatch: pytest.MonkeyPatch) -> LazyTurn:
    """The turn searched the plain way (no budget: every reachable position)."""
    monkeypatch.setattr(lazy_module, "SEARCH_BUDGET", 10**9)
    own, opp = state.mover_view()
    turn = LazyTurn(state.rules, own, opp, state.play_dice)
    assert turn.longest >= 0 and not turn.bounded
    return turn


def bounded(state, monkeypatch: pytest.MonkeyPatch) -> LazyTurn:
    """The turn searched with the bound from the first position on."""
    monkeypatch.setattr(lazy_module, "SEARCH_BUDGET", 0)
    own, opp = state.mover_view()
    turn = LazyTurn(state.rules, own, opp, state.play_dice)
    assert turn.longest >= 0 and turn.bounded
    return turn


def cascades(games: int, seed: int):
    """Cascade turns (1-1 to 3-3, 16 to 24 dice) met in seeded random Giul games."""
    rng = random.Random(seed)
    for _ in range(games):
        state = GIUL.new_game(seed=rng.randrange(1 << 30))
        for _ply in range(300):
            if state.phase is Phase.OVER:
                break
            if state.phase is Phase.ROLL:
                die = rng.randint(1, 6)
                roll = [die, die] if rng.random() < 0.4 else [die, rng.randint(1, 6)]
                state = state.apply_roll(roll)
                continue
            if state.lazy is not None and len(state.play_dice) >= 16:
                yield state
            state = state.apply_play(state.sample_plays(1, rng)[0])


def test_the_bounded_search_agrees_with_the_plain_one(monkeypatch: pytest.MonkeyPatch) -> None:
    """Same longest play, same legal first steps, same filter, on cascades of random games
    (both kinds: every die used, and cut short)."""
    short = full = 0
    for state in cascades(10, 7):
        reference, turn = plain(state, monkeypatch), bounded(state, monkeypatch)
        assert turn.longest == reference.longest
        assert turn.next_steps(turn.root) == reference.next_steps(reference.root)
        assert turn.avoidable == reference.avoidable
        if turn.longest < turn.total:
            short += 1
        else:
            full += 1
    assert short >= 5 and full >= 5


def test_a_blocked_cascade_the_bound_proves_short(monkeypatch: pytest.MonkeyPatch) -> None:
    """1-1 on BLOCKED: four 1s, 2s, 3s and 4s, then only two 5s (18 of 24 dice).  The plain
    search visits every position reachable; the bounded one a small part of them, and
    every play it finds step by step is one of the plain search's."""
    state = GIUL.setup(BLOCKED, 0, (1, 1))
    reference, turn = plain(state, monkeypatch), bounded(state, monkeypatch)
    assert reference.longest == turn.longest == 18
    assert [d for d in state.play_dice[:18]] == [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4 + [5] * 2
    assert turn.expanded * 20 < reference.expanded
    rng = random.Random(3)
    walks = turn.walks(rng)
    for _ in range(10):
        steps, end = next(walks)
        assert len(steps) == 18 and reference.walk(steps) == end


def test_the_bound_never_refuses_dice_a_real_play_uses() -> None:
    """Soundness: for every cascade and every position along a legal play, the dice still
    to play from there are never refused by the relaxed game."""
    checked = answered = 0
    for state in cascades(6, 11):
        own, opp = state.mover_view()
        turn = LazyTurn(state.rules, own, opp, state.play_dice)
        bound = AloneBound(state.rules, opp)
        steps, _ = next(turn.walks(random.Random(checked)))
        node = turn.root
        for step in steps:
            dice = node[2][: turn.longest - turn.depth(node)]
            assert bound.can_play(node[0], dice, effort=40)
            answered += len(dice) < bound.costly_from  # the covering search ran to its answer
            node = next(child for taken, child in turn.moves(node) if taken == step)
            checked += 1
    assert checked >= 200 and answered >= 0.8 * checked


def test_a_large_blocked_cascade_stays_small(monkeypatch: pytest.MonkeyPatch) -> None:
    """BLOCKED_LARGE: once over its budget the search switches to the bound and expands
    a few thousand positions; a legal play uses 19 dice (four of each number to 4, three
    5s): checked by replaying a found play with the rules' single moves."""
    state = GIUL.setup(BLOCKED_LARGE, 0, (1, 1))
    turn = state.lazy
    assert turn is not None and turn.longest == 19 and turn.bounded
    assert turn.expanded < 2 * lazy_module.SEARCH_BUDGET
    (play,) = state.sample_plays(1, random.Random(0))
    assert [s.die for s in play.steps] == [1] * 4 + [2] * 4 + [3] * 4 + [4] * 4 + [5] * 3
    after = state.apply_play(play)
    assert after.turn == state.turn + 1
    assert state.parse_play(state.play_to_str(play)) == play
