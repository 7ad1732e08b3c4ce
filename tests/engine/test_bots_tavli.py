"""The bot's Tavli profiles: Plakoto (pins, the mother), Fevga and Giul (one checker holds a point)."""

from __future__ import annotations

from tablier.bots import FevgaProfile, GiulProfile, PlakotoProfile, choose_play, profile_for
from tablier.bots.evaluate import evaluate_terms
from tablier.tables import FEVGA, GIUL, PLAKOTO, pos
from tablier.tables.plakoto import plakoto_pos


def terms_after(variant, position, seat: int = 0):
    """The evaluation terms of ``position`` for ``seat`` having just moved."""
    rules = variant.rules_class(variant.options())
    profile = profile_for(rules)
    return profile, evaluate_terms(profile, position[seat], profile.geometry.permute(position[1 - seat])).values


def test_tavli_games_have_their_own_profiles() -> None:
    for variant, cls in ((PLAKOTO, PlakotoProfile), (FEVGA, FevgaProfile), (GIUL, GiulProfile)):
        assert type(profile_for(variant.rules_class(variant.options()))) is cls


def test_plakoto_pins_when_a_pin_is_safe() -> None:
    """§6.3: 18/15 lands on N's lone checker (his 10-point) and pins it, leaving no blot."""
    state = PLAKOTO.setup(plakoto_pos("S: 24x14 18x1 / N: 24x14 10x1"), 0, (3, 1))
    for level in ("medium", "hard"):
        play, _ = choose_play(state, level, nodes=300)
        assert "*" in state.play_to_str(play), level


def test_plakoto_pins_count_for_the_pinner() -> None:
    _, free = terms_after(PLAKOTO, plakoto_pos("S: 24x13 15x2 / N: 24x14 10x1"))
    _, pinning = terms_after(PLAKOTO, plakoto_pos("S: 24x13 15x2 / N: 24x14 10x1", north=[10]))
    assert free["pins"] == 0 and pinning["pins"] > 0
    _, pinned = terms_after(PLAKOTO, plakoto_pos("S: 24x13 15x2 / N: 24x14 10x1", north=[10]), seat=1)
    assert pinned["pins"] == -pinning["pins"]


def test_plakoto_mother_alone_is_in_danger_only_when_a_pin_would_win() -> None:
    """§9.16: the mother (last checker on the start) pinned while the pinner's own start is empty loses 2."""
    # N has left his start and has checkers 1–6 pips from S's 24-point (his 1-point): danger
    _, alone = terms_after(PLAKOTO, pos("S: 24 6x7 5x7 / N: 7x5 6x5 5x5"))
    assert alone["mother-danger"] < 0
    _, two = terms_after(PLAKOTO, pos("S: 24x2 6x7 5x6 / N: 7x5 6x5 5x5"))
    assert "mother-danger" not in two
    _, his_start = terms_after(PLAKOTO, pos("S: 24 6x7 5x7 / N: 24 7x5 6x5 5x4"))
    assert "mother-danger" not in his_start  # a pin would not win while his own start is occupied


def test_fevga_one_checker_makes_a_point_and_blocks_count() -> None:
    """§6.4: no hitting, one checker holds a point: single checkers make points and blocks."""
    profile, spread = terms_after(FEVGA, pos("S: 24x10 13 14 15 16 17 / N: 24x15"))
    assert profile.hold == 1 and spread["points"] > 0 and spread["prime"] > 0
    _, stacked = terms_after(FEVGA, pos("S: 24x10 13x5 / N: 24x15"))
    assert spread["points"] > stacked["points"]


def test_fevga_rewards_points_in_front_of_a_runner_still_in_his_postillon_phase() -> None:
    """§6.4: until his first checker reaches his r13–18 only it may move; points just ahead of it slow him."""
    # N's runner stands on his 20-point (his route r5): S holds points 2 to 6 pips in front of it
    _, ahead = terms_after(FEVGA, pos("S: 24x10 7 6 5 4 3 / N: 24x14 20"))
    assert ahead["postillon-block"] > 0
    _, arrived = terms_after(FEVGA, pos("S: 24x10 7 6 5 4 3 / N: 24x14 10"))
    assert "postillon-block" not in arrived
