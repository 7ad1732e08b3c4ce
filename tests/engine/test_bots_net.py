"""The learned evaluation of the contrary family (tablier.bots.net, docs/bots.md)."""

from __future__ import annotations

import json
import math
import random

import tablier.tables  # noqa: F401  (registers the games)
from tablier.bots import choose_play, profile_for
from tablier.bots.evaluate import ROLLS
from tablier.bots.net import WEIGHTS, Net, load_net, side_inputs
from tablier.bots.search import situation
from tablier.protocol import Phase
from tablier.tables import PORTES, pos
from tablier.tables.geometry import CONTRARY
from tablier.tables.movegen import legal_leaves
from tablier.tables.position import Position

PERMUTE = CONTRARY.permute


def weights() -> dict:
    return json.loads((WEIGHTS / "portes.json").read_text())


def dense_chances(data: dict, own: tuple[int, ...], theirs: tuple[int, ...]) -> list[float]:
    """The network computed the plain way (inputs × weights), to check the folded tables."""
    x = side_inputs(own) + side_inputs(theirs)
    hidden = []
    for j, bias in enumerate(data["b1"]):
        z = bias + sum(xi * row[j] for xi, row in zip(x, data["w1"], strict=True) if xi)
        hidden.append(1.0 / (1.0 + math.exp(-z)))
    return [
        1.0 / (1.0 + math.exp(-(b + sum(w * h for w, h in zip(row, hidden, strict=True)))))
        for row, b in zip(data["w2"], data["b2"], strict=True)
    ]


def seeded_positions(seed: int, limit: int) -> list[tuple[tuple[int, ...], tuple[int, ...]]]:
    """(mover, other) after each move of a seeded Portes game between two medium bots (sensible
    positions, the kind the network was trained on), each side in its own route."""
    rng = random.Random(seed)
    state = PORTES.new_game()
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


def test_weights_file_is_well_formed_and_records_its_training() -> None:
    data = weights()
    hidden = len(data["b1"])
    assert 20 <= hidden <= 80
    assert len(data["w1"]) == 196 and all(len(row) == hidden for row in data["w1"])
    assert len(data["w2"]) == 3 and all(len(row) == hidden for row in data["w2"]) and len(data["b2"]) == 3
    assert all(math.isfinite(w) for row in data["w1"] + data["w2"] for w in row)
    meta = data["training"]
    assert meta["games_trained"] > 0 and {"alpha", "lam", "hidden", "seed"} <= set(meta)
    assert meta["hidden"] == hidden


def test_folded_tables_compute_the_network_and_are_deterministic() -> None:
    data = weights()
    fresh = Net(data)
    for own, theirs in seeded_positions(3, 30):
        got = load_net("portes").chances(own, theirs)
        assert got == fresh.chances(own, theirs)  # same file, same numbers
        win, gw, gl = dense_chances(data, own, theirs)
        assert math.isclose(got[0], win, abs_tol=1e-9)
        assert math.isclose(got[1], min(gw, win), abs_tol=1e-9)
        assert math.isclose(got[2], min(gl, 1.0 - win), abs_tol=1e-9)
        assert 0.0 <= got[2] <= 1.0 - got[0] and 0.0 <= got[1] <= got[0] <= 1.0


def test_a_surely_won_race_is_near_one_and_a_lost_one_near_zero() -> None:
    # S has two checkers left on his 1-point, N (on roll) has all 15 in S's home board: S cannot lose
    ahead = pos("S: 1x2 offx13 / N: 19x5 20x5 21x5")
    net = load_net("portes")
    win, gammon_win, gammon_loss = net.chances(ahead[0], ahead[1])
    assert win > 0.95 and gammon_loss < 0.02
    # the same position seen by N, who has just moved and leaves S on roll: N loses
    win, gammon_win, gammon_loss = net.chances(ahead[1], ahead[0])
    assert win < 0.05 and gammon_win < 0.02


def test_colour_mirror_gives_complementary_chances() -> None:
    """The value of a position for the player who just moved is the complement of
    what he expects from the other's best reply, averaged over the 36 rolls
    (the TD fixed point the training aims at): within a tolerance on average."""
    net = load_net("portes")
    rules = PORTES.new_game().rules
    errors = []
    for mover, other in seeded_positions(11, 60)[10::5]:
        win = net.chances(mover, other)[0]
        reply = 0.0
        for a, b, w in ROLLS:
            leaves = legal_leaves(rules, other, PERMUTE(mover), rules.dice_for_roll((a, b)))
            options = [(leaf.own, PERMUTE(leaf.opp)) for leaf in leaves] or [(other, mover)]
            best = max(1.0 if own[25] == 15 else net.chances(own, theirs)[0] for own, theirs in options)
            reply += w * best
        errors.append(abs(win - (1.0 - reply / 36.0)))
    assert sum(errors) / len(errors) < 0.06


def test_the_bot_sees_the_same_position_from_either_seat() -> None:
    """Seats swapped (South's checkers given to North and vice versa), hard plays the same play, mirrored."""
    checked = 0
    for waiting, on_roll in seeded_positions(5, 40)[5::7]:
        south = PORTES.setup(Position(on_roll, waiting), 0, (5, 2))  # S to play
        north = PORTES.setup(Position(waiting, on_roll), 1, (5, 2))  # the same checkers, N to play
        if len(south.legal_plays()) < 2:
            continue
        _, info_s = choose_play(south, "hard", nodes=1)
        _, info_n = choose_play(north, "hard", nodes=1)
        assert info_s["evaluation"] == info_n["evaluation"]
        assert [v for _, v in info_s["candidates"]] == [v for _, v in info_n["candidates"]]
        checked += 1
    assert checked >= 3


def test_portes_and_backgammon_225_use_the_network_where_hard_judges() -> None:
    state = PORTES.new_game()
    assert profile_for(state.rules).network == "portes"
    sit = situation(state)
    assert not sit.learned  # only a level that asks for it (hard) judges by the network
