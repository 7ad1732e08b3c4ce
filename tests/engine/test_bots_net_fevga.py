"""Fevga's network inputs (tablier.bots.net, docs/bots.md *Fevga's network*): blocks, the start
quarter and the pips, the same in training (train/td.py) and in the app's inference."""

from __future__ import annotations

import json
import math
import random
import sys

import pytest
from train_module import load_td

import tablier.tables  # noqa: F401  (registers the games)
from tablier.bots import profile_for
from tablier.bots.evaluate import MatchCtx, equity, evaluate_terms, gammon_chances, win_chance
from tablier.bots.net import (
    FEVGA_BLOCKS,
    FEVGA_INPUTS,
    PIP_SCALE,
    TERM_EXTRAS,
    TERM_SCALE,
    WEIGHTS,
    Net,
    block_lengths,
    fevga_side_inputs,
    load_net,
    side_inputs,
    term_inputs,
)
from tablier.bots.search import LEVELS, situation
from tablier.registry import find_variant
from tablier.tables.fevga import Fevga, opp_index, trapping_block
from tablier.tables.geometry import PARALLEL
from tablier.tables.movegen import legal_leaves

RULES = Fevga(dict(Fevga.option_defaults))


def random_positions(seed: int, games: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(mover, other), each in its own route, after every move of random legal Fevga games."""
    rng = random.Random(seed)
    found = []
    for _ in range(games):
        a, b = RULES.start_position(())
        while True:
            dice = RULES.dice_for_roll((rng.randint(1, 6), rng.randint(1, 6)))
            leaves = legal_leaves(RULES, a, PARALLEL.permute(b), dice)
            if leaves:
                leaf = rng.choice(leaves)
                a, b = leaf.own, PARALLEL.permute(leaf.opp)
            found.append((a, b))
            if a[25] == 15:
                break
            a, b = b, a
    return found


POSITIONS = random_positions(5, 6)


def test_block_lengths_are_runs_along_the_opponents_route() -> None:
    """Rules §6.4 (Remarque 2): a barrier is counted along the blocked player's way.  The
    mover's r24 and r1 are his r12 and r13 (adjacent for him); the mover's r12 and r13 are
    his r24 and r1 (the two ends of his route: never one block)."""
    side = [0] * 26
    for r in (22, 23, 24, 1, 2, 3):  # six points across the mover's own r24/r1
        side[r] = 1
    side[12] = side[13] = 2
    lengths = block_lengths(side)
    assert [lengths[r] for r in (22, 23, 24, 1, 2, 3)] == [6] * 6
    assert lengths[12] == 1 and lengths[13] == 1
    assert all(lengths[r] == 0 for r in range(1, 25) if not side[r])


def test_block_lengths_agree_with_the_rules_trapping_block() -> None:
    """Every position the engine's Remarque 2 calls a trapping block has a run of six or more
    in the inputs; runs are consistent: neighbours on the opponent's route share a length,
    and a run's length is the number of its points."""
    for own, theirs in POSITIONS:
        lengths = block_lengths(own)
        held = [r for r in range(1, 25) if own[r]]
        assert sorted(r for r in range(1, 25) if lengths[r]) == held
        for q in range(1, 24):
            a, b = opp_index(q), opp_index(q + 1)
            if own[a] and own[b]:
                assert lengths[a] == lengths[b]
        run_sizes: dict[int, int] = {}
        for r in held:
            run_sizes[lengths[r]] = run_sizes.get(lengths[r], 0) + 1
        assert all(count % size == 0 for size, count in run_sizes.items())
        if trapping_block(own, PARALLEL.permute(theirs), False):
            assert max(lengths) >= 6


@pytest.mark.parametrize(("held", "trapping"), [((14, 15, 16, 17, 18, 19), True), ((14, 15, 16, 17, 18, 20), False)])
def test_a_six_point_block_in_front_of_all_opposing_checkers_is_a_run_of_six(held: tuple, trapping: bool) -> None:
    """Remarque 2: the opponent's fifteen on his r1 (the mover's r13); the mover's r14–19 are his
    r2–7, six points in a row in front of all of them; with r20 instead of r19, five and one."""
    own = [0] * 26
    own[1] = 9
    for r in held:
        own[r] = 1
    theirs = (0, 15, *([0] * 24))
    assert trapping_block(tuple(own), PARALLEL.permute(theirs), False) is trapping
    assert (max(block_lengths(own)) >= 6) is trapping
    assert fevga_side_inputs(own)[(14 - 1) * len(FEVGA_BLOCKS) + len(FEVGA_BLOCKS) - 1] == float(trapping)


def test_phase_and_pip_units_follow_the_rules() -> None:
    """The start-quarter unit is 1 exactly when the postillon no longer binds the side (a
    checker has reached r13, rules.md §6.4); pips / PIP_SCALE: 15 on r1 is 360 pips."""
    start = RULES.start_position(())[0]
    x = fevga_side_inputs(start)
    assert len(x) == FEVGA_INPUTS and x[-2] == 0.0 and math.isclose(x[-1], 360 / PIP_SCALE)
    for own, _ in POSITIONS:
        x = fevga_side_inputs(own)
        assert x[-2] == float(any(own[13:26]))
        assert math.isclose(x[-1] * PIP_SCALE, sum((25 - r) * own[r] for r in range(1, 25)))
        lengths = block_lengths(own)
        for r in range(1, 25):
            units = x[(r - 1) * len(FEVGA_BLOCKS) : r * len(FEVGA_BLOCKS)]
            assert units == [float(lengths[r] >= k) for k in FEVGA_BLOCKS]


@pytest.mark.parametrize("with_terms", [True, False])
def test_training_encoder_and_inference_compute_the_same_network(with_terms: bool) -> None:
    """A random network written by train/td.py and read by net.Net: the same outputs on random
    Fevga positions, and the same inputs as the app's dense encoding (blocks, then the hand-made
    terms as the profile computes them where hard judges)."""
    td = load_td()
    np = sys.modules["numpy"]
    profile = profile_for(RULES)
    inputs = td.Inputs("fevga", td.GAMES["fevga"]["terms"] if with_terms else (), profile)
    net = td.Network(inputs.size, 24, np.random.default_rng(3))
    net.w1 = np.round(net.w1 * 10.0, 3)  # larger weights: every input matters to the outputs
    net.w2 = np.round(net.w2 * 10.0, 3)
    data = json.loads(json.dumps(net.to_json({"games_trained": 0}, inputs)))
    app = Net(data)
    assert app.fevga and len(app.terms) == len(inputs.terms)
    sides = np.array(POSITIONS[::7], dtype=np.int64)
    x = td.encode(sides, inputs)
    _, outputs = net.forward(x)
    for (own, theirs), xi, o in zip(POSITIONS[::7], x, outputs, strict=True):
        opp = PARALLEL.permute(theirs)  # the mover's view, as the bot's search holds it
        terms = term_inputs(profile, own, opp, app.terms) if app.terms else []
        dense = side_inputs(own) + side_inputs(theirs) + fevga_side_inputs(own) + fevga_side_inputs(theirs) + terms
        assert xi.tolist() == dense
        win, gammon_win, gammon_loss = app.chances(own, theirs, terms)
        assert math.isclose(win, o[0], abs_tol=1e-9)
        assert math.isclose(gammon_win, min(o[1], o[0]), abs_tol=1e-9)
        assert math.isclose(gammon_loss, min(o[2], 1.0 - o[0]), abs_tol=1e-9)
    if with_terms:
        with pytest.raises(ValueError, match="term inputs"):
            app.chances(own, theirs)


def test_term_inputs_are_the_hand_made_evaluation() -> None:
    """The terms a network sees are the hand-made evaluation's, scaled: their total and the
    winning chance agree with :func:`evaluate_terms` and :func:`win_chance` on random positions."""
    profile = profile_for(RULES)
    names = ("race", "points", "prime", "stack", "wastage", "start-quarter", "postillon-block")
    for own, theirs in POSITIONS[::13]:
        opp = PARALLEL.permute(theirs)
        terms = evaluate_terms(profile, own, opp)
        x = term_inputs(profile, own, opp, names)
        assert len(x) == len(names) + TERM_EXTRAS
        assert {name for name, value in terms.values.items() if value} <= set(names)  # every term that counts
        assert math.isclose(sum(x[: len(names)]) * TERM_SCALE, terms.total, abs_tol=1e-9)
        assert x[len(names)] == float(terms.contact) and x[len(names) + 1] == win_chance(terms)


def test_one_checker_holds_a_point_so_stacking_changes_no_block_unit() -> None:
    """Rules §6.4: a single checker holds a point, so a block is the same whether its points
    hold one checker or five: the block units depend on the points held only."""
    for own, _ in POSITIONS[::9]:
        stacked = list(own)
        for r in range(1, 25):
            if stacked[r]:
                stacked[r] = 5
        assert block_lengths(stacked) == block_lengths(own)
        units = len(FEVGA_BLOCKS) * 24
        assert fevga_side_inputs(stacked)[:units] == fevga_side_inputs(own)[:units]


def test_warm_start_reads_back_the_hand_made_winning_chance() -> None:
    """train/td.py --warm: before any training the network's winning chance is a monotone
    function of the hand-made one (twice sigmoid(gain·(p − ½))), up to the small other weights."""
    td = load_td()
    np = sys.modules["numpy"]
    profile = profile_for(RULES)
    inputs = td.Inputs("fevga", td.GAMES["fevga"]["terms"], profile)
    net = td.Network(inputs.size, 40, np.random.default_rng(7))
    td.warm_start(net, inputs, 8.0)
    app = Net(json.loads(json.dumps(net.to_json({"games_trained": 0}, inputs))))

    def squash(p: float) -> float:
        return 1.0 / (1.0 + math.exp(-8.0 * (p - 0.5)))

    for own, theirs in POSITIONS[::17]:
        opp = PARALLEL.permute(theirs)
        terms = term_inputs(profile, own, opp, app.terms)
        hand = win_chance(evaluate_terms(profile, own, opp))
        assert math.isclose(app.chances(own, theirs, terms)[0], squash(squash(hand)), abs_tol=0.05)


def test_the_shipped_network_reads_the_blocks_without_the_terms() -> None:
    """Fevga's shipped network: Fevga's inputs (blocks, start quarter, pips) and no hand-made term among them,
    so that the mix below adds the terms' judgement once; its file records its training."""
    data = json.loads((WEIGHTS / "fevga.json").read_text())
    net = load_net("fevga")
    assert data["inputs"] == "fevga" and not net.terms
    assert len(data["w1"]) == 2 * (98 + FEVGA_INPUTS)
    assert data["training"]["game"] == "fevga" and data["training"]["games_trained"] > 0


@pytest.mark.parametrize("seat_score", [(0, 0), (3, 6)])
def test_hard_judges_fevga_by_the_network_and_the_terms_in_the_profiles_share(seat_score: tuple[int, int]) -> None:
    """Hard's chances in Fevga are the network's outputs and the hand-made terms' chances (a win, a double win,
    a double loss: evaluate.equity's chances, unconditional) weighed by the profile's share (the network 70 %:
    docs/bots.md, *Fevga: the network beside the terms*), so its expected points are the same mix of the
    network's (2·win − 1 + double win − double loss) and the hand-made equity, in a match too."""
    profile = profile_for(RULES)
    share = profile.net_share
    assert profile.network == "fevga" and 0.5 < share < 1.0  # both judge, the network more
    net = load_net("fevga")
    mine, theirs = seat_score
    ctx = MatchCtx(extra_mine=float(mine < 6), extra_theirs=float(theirs < 6))
    for own, other in POSITIONS[::11]:
        opp = PARALLEL.permute(other)
        n_win, n_gw, n_gl = net.chances(own, other)
        terms = evaluate_terms(profile, own, opp)
        p = win_chance(terms)
        g_own, g_opp = gammon_chances(profile, own, opp, terms)
        hand = (p, p * g_own, (1.0 - p) * g_opp)
        got = profile.learned_chances(own, opp)
        mixed = tuple(share * a + (1 - share) * b for a, b in zip((n_win, n_gw, n_gl), hand, strict=True))
        assert got == pytest.approx(mixed)
        network_points = 2.0 * n_win - 1.0 + n_gw * ctx.extra_mine - n_gl * ctx.extra_theirs
        assert profile.learned_equity(own, opp, ctx) == pytest.approx(
            share * network_points + (1 - share) * equity(profile, own, opp, ctx)
        )


def test_giul_judges_by_fevgas_mix() -> None:
    """Giul is Fevga with cascades of doublets (rules §6.5): its hard judges by Fevga's network and terms, mixed
    the same way (it beat medium 70.75 % over 400 games with the mix, 66.5 % with the terms alone)."""
    fevga = profile_for(RULES)
    for game in ("fevga", "giul"):
        state = find_variant(game).new_game()
        profile = profile_for(state.rules)
        assert (profile.network, profile.net_share) == ("fevga", fevga.net_share)
        assert situation(state, LEVELS["hard"]).learned
        assert not situation(state, LEVELS["medium"]).learned
