"""bench/bots.py, the tournament harness: random play and the decision count never
list a Giul cascade, and a time-boxed pairing plays an even number of games."""

from __future__ import annotations

import importlib.util
import random
from collections import defaultdict
from pathlib import Path

import pytest

from tablier.bots.profiles import PROFILES, RevertierProfile, profile_for
from tablier.bots.tavli_profiles import FevgaProfile
from tablier.tables import FEVGA, GIUL, REVERTIER, SWEDISH_TABLES, pos
from tablier.tables.state import LazyPlays

SPEC = importlib.util.spec_from_file_location("bench_bots", Path(__file__).resolve().parents[2] / "bench" / "bots.py")
assert SPEC is not None and SPEC.loader is not None
bots = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(bots)


def test_random_play_in_a_cascade_is_legal_without_listing_it(monkeypatch: pytest.MonkeyPatch) -> None:
    state = GIUL.setup(pos("S: 11x15 / N: 1x15"), 0, (4, 4))
    assert state.lazy is not None

    def listed(self: LazyPlays) -> list:
        raise AssertionError("a cascade was listed")

    monkeypatch.setattr(LazyPlays, "_list", listed)
    assert bots.is_decision(state)
    play = bots.random_play(state, random.Random(3))
    assert play in state.legal_plays() and len(play.steps) == 12


def test_a_time_boxed_pairing_plays_an_even_number_of_games() -> None:
    row = bots.pairing("portes", "random", "random", 9, seed=1, times={}, max_seconds=0)
    assert row.startswith("| portes | random vs random | 2 |")
    row = bots.pairing("portes", "random", "random", 3, seed=1, times={})
    assert row.startswith("| portes | random vs random | 3 |")


def test_a_later_run_extends_an_earlier_one() -> None:
    """Games 0–3 in one run are games 0–1 plus games 2–3 in two runs."""

    def totals(row: str) -> tuple[float, float]:
        cells = row.split("|")
        games = int(cells[3])
        return games * float(cells[4].split()[0]) / 100, games * float(cells[6])

    whole = bots.pairing("portes", "easy", "random", 4, seed=2, times=defaultdict(list))
    parts = [bots.pairing("portes", "easy", "random", 2, seed=2, times=defaultdict(list), start=s) for s in (0, 2)]
    assert whole.startswith("| portes | easy vs random | 4 |")
    assert totals(whole) == pytest.approx([sum(t) for t in zip(*map(totals, parts), strict=True)])


def test_a_tried_network_reaches_that_game_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--network NAME``: hard judges the game given by NAME; the shipped profile class, and the
    games sharing it (Swedish Tables derives from Révertier's), keep what they had."""
    monkeypatch.setitem(PROFILES, "revertier", PROFILES["revertier"])  # restored after the test
    swedish = profile_for(SWEDISH_TABLES.new_game().rules).network
    assert swedish != "portes"
    bots.try_profile("revertier", network="portes")
    tried = profile_for(REVERTIER.new_game().rules)
    assert tried.network == "portes" and isinstance(tried, RevertierProfile)
    assert RevertierProfile.network == "revertier"  # the shipped class keeps its own network
    assert profile_for(SWEDISH_TABLES.new_game().rules).network == swedish


def test_a_tried_net_share_changes_hards_judgement_in_that_game_alone(monkeypatch: pytest.MonkeyPatch) -> None:
    """``--net-share X``: Fevga's hard mixes its network and the hand-made terms in that share; Giul, whose
    profile derives from Fevga's, and the shipped class keep the half each they ship with."""
    monkeypatch.setitem(PROFILES, "fevga", PROFILES["fevga"])  # restored after the test
    shipped = profile_for(FEVGA.new_game().rules).net_share
    bots.try_profile("fevga", net_share=0.75)
    tried = profile_for(FEVGA.new_game().rules)
    assert tried.net_share == 0.75 != shipped and isinstance(tried, FevgaProfile)
    assert tried.network == FevgaProfile.network  # the rest of the profile unchanged
    assert FevgaProfile.net_share == shipped
    assert profile_for(GIUL.new_game().rules).net_share == shipped
