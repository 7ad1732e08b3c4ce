"""Toutes tables' learned evaluation (docs/bots.md, *Toutes tables' own network*).

Toutes tables is Portes's board with the maximum-pips rule and the partie double (rules.md §4.5–4.6): a win is
double when the loser has borne off none *and* still has a checker outside his home table, so a network trained
on Portes's gammons misjudges it.  train/td.py trains Toutes tables' own network on the engine's own scoring of
each finished game: these tests check that the training's targets are the points the engine gives."""

from __future__ import annotations

import sys

import pytest
from train_module import game_ends, load_td, mover_terminal

import tablier.tables  # noqa: F401  (registers the games)
from tablier.bots import profile_for
from tablier.tables import TOUTES_TABLES, pos


def random_game_ends(seeds: range):
    """The ends of seeded Toutes tables games of random play (train_module.game_ends)."""
    return game_ends(TOUTES_TABLES, seeds, lambda rng, seed, plays: rng.choice(plays))


def test_training_targets_are_the_engines_partie_simple_or_double() -> None:
    """Seeded random games to their end: the training's value of the last play is the points the engine gave
    (1 for a partie simple, 2 for a partie double), for the mover who bore off his last checker."""
    td = load_td()
    np = sys.modules["numpy"]
    rules = TOUTES_TABLES.new_game().rules
    excess = td.excess_of(rules)
    assert excess == profile_for(rules).net_excess == 1.0
    seen = set()
    for state, play, final in random_game_ends(range(30)):
        t = mover_terminal(td, state, play)
        assert t is not None and np.all((t >= 0.0) & (t <= 1.0))
        assert final.outcome.winner == state.seat
        assert float(td.money(t, excess)) == pytest.approx(final.outcome.points)
        seen.add(final.outcome.reason)
    assert seen == {"partie-simple", "partie-double"}


@pytest.mark.parametrize(
    ("loser", "points"),
    [("6x15", 1), ("6x14 13x1", 2), ("6x14 bar", 2), ("6x14 offx1", 1)],
)
def test_the_loser_escapes_the_partie_double_by_bringing_all_his_checkers_home(loser: str, points: int) -> None:
    """§4.6: « partie double » only while the loser has borne off none and has a checker outside his home table
    (Portes's gammon counts any loser with none off): the training's target says the engine's points."""
    td = load_td()
    state = TOUTES_TABLES.setup(pos(f"S: 1x1 / N: {loser}"), 0, (2, 1))
    (play,) = state.legal_plays()
    assert state.apply_play(play).outcome.points == points
    t = mover_terminal(td, state, play)
    assert float(td.money(t, td.excess_of(state.rules))) == points
    assert t[1] == (1.0 if points == 2 else 0.0)
