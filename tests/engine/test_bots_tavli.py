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


def giul_cascades(count: int, seed: int = 7) -> list:
    """Giul cascades of 1-1 and 2-2 (the largest, rules.md §6.5) met in seeded games of random steps."""
    import random

    from tablier.protocol import Phase

    rng, found = random.Random(seed), []
    while len(found) < count:
        state = GIUL.new_game()
        for ply in range(200):
            if state.phase is Phase.OVER:
                break
            if state.phase is Phase.ROLL:
                roll = [rng.randint(1, 6), rng.randint(1, 6)]
                if ply > 20 and rng.random() < 0.5:
                    roll[0] = roll[1] = rng.randint(1, 2)
                state = state.apply_roll(roll)
                continue
            if state.lazy is not None and ply > 20:
                found.append(state)
                break
            state = state.apply_play(state.sample_plays(1, rng)[0])
    return found


def test_giul_cascade_sample_is_bounded_by_nodes_and_deterministic() -> None:
    """The bots' random walks over a cascade stop after ``Level.sample_nodes`` of search (a work
    bound, not a clock): the same plays for the same seed whatever was searched before on the
    state, each one legal, and fewer plays under a tighter bound."""
    import random

    from tablier.bots import LEVELS

    for state in giul_cascades(2):
        tight = state.sample_plays(100, random.Random(1), max_nodes=200)
        assert tight and all(play in state.legal_plays() for play in tight)  # warms the state's own search
        assert state.sample_plays(100, random.Random(1), max_nodes=200) == tight
        bounded = state.sample_plays(100, random.Random(1), max_nodes=LEVELS["hard"].sample_nodes)
        assert len(tight) < len(bounded) <= 100
        for level in LEVELS:
            first, _ = choose_play(state, level, seed=5)
            assert first in state.legal_plays() and choose_play(state, level, seed=5)[0] == first
