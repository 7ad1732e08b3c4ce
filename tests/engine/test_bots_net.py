"""The learned evaluations (tablier.bots.net, docs/bots.md): Portes's and Plakoto's (the contrary family) and
Révertier's (the parallel family)."""

from __future__ import annotations

import json
import math
import random

import pytest

import tablier.tables  # noqa: F401  (registers the games)
from tablier.bots import choose_play, profile_for
from tablier.bots.evaluate import ROLLS, MatchCtx
from tablier.bots.net import WEIGHTS, Net, load_net, side_inputs
from tablier.bots.search import situation
from tablier.protocol import Phase
from tablier.tables import (
    BACKGAMMON_225,
    FEVGA,
    PLAKOTO,
    PORTES,
    REVERTIER,
    SWEDISH_TABLES,
    TOUTES_TABLES,
    TOUTES_TABLES_225,
    pos,
)
from tablier.tables.geometry import CONTRARY
from tablier.tables.movegen import legal_leaves
from tablier.tables.plakoto import pinned_points, plakoto_pos
from tablier.tables.position import Position
from tablier.tables.variant import TablesVariant

PERMUTE = CONTRARY.permute

NETWORKS = {"portes": PORTES, "plakoto": PLAKOTO, "revertier": REVERTIER, "swedish-tables": SWEDISH_TABLES}
"""Each shipped network and the game it was trained on."""


def weights(name: str) -> dict:
    return json.loads((WEIGHTS / f"{name}.json").read_text())


def pin_bits(side: tuple[int, ...]) -> list[float]:
    """One input per point: the side has a pinned checker there (Plakoto's mask, slot 26)."""
    pinned = set(pinned_points(side))
    return [float(r in pinned) for r in range(1, 25)]


def dense_chances(data: dict, own: tuple[int, ...], theirs: tuple[int, ...]) -> list[float]:
    """The network computed the plain way (inputs × weights), to check the folded tables."""
    x = side_inputs(own) + side_inputs(theirs)
    if len(data["w1"]) > len(x):
        x += pin_bits(own) + pin_bits(theirs)
    hidden = []
    for j, bias in enumerate(data["b1"]):
        z = bias + sum(xi * row[j] for xi, row in zip(x, data["w1"], strict=True) if xi)
        hidden.append(1.0 / (1.0 + math.exp(-z)))
    return [
        1.0 / (1.0 + math.exp(-(b + sum(w * h for w, h in zip(row, hidden, strict=True)))))
        for row, b in zip(data["w2"], data["b2"], strict=True)
    ]


def seeded_positions(seed: int, limit: int, variant: TablesVariant = PORTES) -> list[tuple[tuple[int, ...], ...]]:
    """(mover, other) after each move of a seeded game between two medium bots (sensible
    positions, the kind the network was trained on), each side in its own route."""
    rng = random.Random(seed)
    state = variant.new_game()
    found = []
    while state.phase is not Phase.OVER and len(found) < limit:
        if state.phase is Phase.ROLL:
            state = state.apply_roll([rng.randint(1, 6), rng.randint(1, 6)])
            continue
        mover = state.seat
        state = state.apply_play(choose_play(state, "medium", seed=rng.randrange(1000))[0])
        if state.phase is not Phase.OVER:
            found.append((state.position[mover], state.position[1 - mover]))
    return found


@pytest.mark.parametrize("name", NETWORKS)
def test_weights_file_is_well_formed_and_records_its_training(name: str) -> None:
    data = weights(name)
    hidden = len(data["b1"])
    assert 20 <= hidden <= 80
    inputs = 196 + (48 if name == "plakoto" else 0)  # Plakoto's network also sees the pins
    assert len(data["w1"]) == inputs and all(len(row) == hidden for row in data["w1"])
    assert len(data["w2"]) == 3 and all(len(row) == hidden for row in data["w2"]) and len(data["b2"]) == 3
    assert all(math.isfinite(w) for row in data["w1"] + data["w2"] for w in row)
    meta = data["training"]
    assert meta["games_trained"] > 0 and {"alpha", "lam", "hidden", "seed"} <= set(meta)
    assert meta["hidden"] == hidden


@pytest.mark.parametrize("name", NETWORKS)
def test_folded_tables_compute_the_network_and_are_deterministic(name: str) -> None:
    data = weights(name)
    fresh = Net(data)
    positions = seeded_positions(3, 60, NETWORKS[name])
    if name == "plakoto":  # the pin units are exercised
        assert any(pin_bits(side) != [0.0] * 24 for position in positions for side in position)
    for own, theirs in positions:
        got = load_net(name).chances(own, theirs)
        assert got == fresh.chances(own, theirs)  # same file, same numbers
        win, gw, gl = dense_chances(data, own, theirs)
        assert math.isclose(got[0], win, abs_tol=1e-9)
        assert math.isclose(got[1], min(gw, win), abs_tol=1e-9)
        assert math.isclose(got[2], min(gl, 1.0 - win), abs_tol=1e-9)
        assert 0.0 <= got[2] <= 1.0 - got[0] and 0.0 <= got[1] <= got[0] <= 1.0


@pytest.mark.parametrize("name", NETWORKS)
def test_a_surely_won_race_is_near_one_and_a_lost_one_near_zero(name: str) -> None:
    # S has two checkers left on his 1-point, N (on roll) has all 15 in S's home board: S cannot lose
    ahead = pos("S: 1x2 offx13 / N: 19x5 20x5 21x5")
    net = load_net(name)
    win, gammon_win, gammon_loss = net.chances(ahead[0], ahead[1])
    assert win > 0.95 and gammon_loss < 0.02
    # the same position seen by N, who has just moved and leaves S on roll: N loses
    win, gammon_win, gammon_loss = net.chances(ahead[1], ahead[0])
    assert win < 0.05 and gammon_win < 0.02


def win_after(net: Net, rules, own: tuple[int, ...], theirs: tuple[int, ...]) -> float:
    """The mover's winning chance: exact when the engine says the game is over (a draw: half), else the network's."""
    outcome = rules.result(Position(own, theirs))
    if outcome is None:
        return net.chances(own, theirs)[0]
    return 0.5 if outcome.winner is None else float(outcome.winner == 0)


@pytest.mark.parametrize("name", NETWORKS)
def test_colour_mirror_gives_complementary_chances(name: str) -> None:
    """The value of a position for the player who just moved is the complement of
    what he expects from the other's best reply, averaged over the 36 rolls
    (the TD fixed point the training aims at): within a tolerance on average."""
    net = load_net(name)
    rules = NETWORKS[name].new_game().rules
    permute = rules.geometry.permute  # from one side's route to the other's (contrary or parallel)
    errors = []
    for mover, other in seeded_positions(11, 60, NETWORKS[name])[10::5]:
        win = net.chances(mover, other)[0]
        reply = 0.0
        for a, b, w in ROLLS:
            leaves = legal_leaves(rules, other, permute(mover), rules.dice_for_roll((a, b)))
            options = [(leaf.own, permute(leaf.opp)) for leaf in leaves] or [(other, mover)]
            best = max(win_after(net, rules, own, theirs) for own, theirs in options)
            reply += w * best
        errors.append(abs(win - (1.0 - reply / 36.0)))
    assert sum(errors) / len(errors) < 0.06


@pytest.mark.parametrize("name", NETWORKS)
def test_the_bot_sees_the_same_position_from_either_seat(name: str) -> None:
    """Seats swapped (South's checkers given to North and vice versa), hard plays the same play, mirrored."""
    variant = NETWORKS[name]
    checked = 0
    for waiting, on_roll in seeded_positions(5, 40, variant)[5::7]:
        south = variant.setup(Position(on_roll, waiting), 0, (5, 2))  # S to play
        north = variant.setup(Position(waiting, on_roll), 1, (5, 2))  # the same checkers, N to play
        if len(south.legal_plays()) < 2:
            continue
        _, info_s = choose_play(south, "hard", nodes=1)
        _, info_n = choose_play(north, "hard", nodes=1)
        assert info_s["evaluation"] == info_n["evaluation"]
        assert [v for _, v in info_s["candidates"]] == [v for _, v in info_n["candidates"]]
        checked += 1
    assert checked >= 3


def test_plakoto_network_values_a_pin() -> None:
    """Rules §6.3: a pinned checker cannot move and its owner cannot bear off.  A bear-off
    race, N on roll, N's last checker outside home on his 20-point: S has just moved his
    last checker outside home onto S's 5-point.  Pinned there (S's 5-point is N's 20), N
    must wait while S bears off around it; with N's checker one step ahead and free, the
    race is open.  The pin must be worth far more than the two pips."""
    net = load_net("plakoto")
    pinned = plakoto_pos("S: 3x5 4x5 6x4 5 / N: 1x5 2x5 3x4 20", north=[20])
    free = pos("S: 3x5 4x5 6x4 5 / N: 1x5 2x5 3x4 18")
    assert net.chances(*pinned)[0] > 0.8
    assert net.chances(*pinned)[0] > net.chances(*free)[0] + 0.3


@pytest.mark.parametrize(
    ("variant", "name"),
    [
        (PORTES, "portes"),
        (BACKGAMMON_225, "portes"),
        (TOUTES_TABLES, "portes"),
        (TOUTES_TABLES_225, "portes"),
        (PLAKOTO, "plakoto"),
        (REVERTIER, "revertier"),
        (SWEDISH_TABLES, "swedish-tables"),
        (FEVGA, "fevga"),
    ],
)
def test_games_with_a_network_use_it_where_hard_judges(variant: TablesVariant, name: str) -> None:
    state = variant.new_game()
    assert profile_for(state.rules).network == name
    sit = situation(state)
    assert not sit.learned  # only a level that asks for it (hard) judges by the network


@pytest.mark.parametrize("variant", [TOUTES_TABLES, TOUTES_TABLES_225])
def test_toutes_tables_counts_the_networks_gammon_only_while_a_partie_double_can_happen(
    variant: TablesVariant,
) -> None:
    """Toutes tables (§4.6): the loser loses double only with a checker outside his jan de
    retour and none borne off.  The network's gammon (the loser bore off none) is what a
    double win adds while that can still happen, and adds nothing once the loser has
    brought every checker home, even with none off (Portes would still count a gammon)."""
    rules = variant.new_game().rules
    profile = profile_for(rules)
    plain, double = MatchCtx(extra_mine=0.0, extra_theirs=0.0), MatchCtx()
    # S (who has just moved) has two checkers left and thirteen off; N, on roll, none off
    outside = pos("S: 1x2 offx13 / N: 1x5 2x5 3x4 13")  # N's last checker on his 13-point
    # every N checker in his jan de retour, all on his 6-point: in Portes he escapes the gammon only by
    # bearing one off now (a 6, 1-5, 2-4, or 2-2 to 5-5: 19 rolls of 36)
    home = pos("S: 1x2 offx13 / N: 6x15")
    for position, partie_double in ((outside, True), (home, False)):
        own, opp = position[0], PERMUTE(position[1])
        win, gammon_win, _ = profile.learned_chances(own, opp)
        assert win > 0.9 and gammon_win > 0.03  # the network sees a gammon in both (N bore off none)
        gain = profile.learned_equity(own, opp, double) - profile.learned_equity(own, opp, plain)
        # S has borne off, so he cannot lose double: only his own double win can add
        assert gain == pytest.approx(gammon_win if partie_double else 0.0)
        assert profile.double_win_possible(position[1]) is partie_double
        # and the engine agrees: were S to bear off his last two now, the game is worth 2 or 1
        finished = pos(f"S: offx15 / N: {'1x5 2x5 3x4 13' if partie_double else '6x15'}")
        assert rules.outcome(finished, 0).points == (2 if partie_double else 1)
