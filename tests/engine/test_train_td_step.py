"""train/td.py's TD(λ) update in place (``td_step``, the traces decayed in place) gives the very weights
the plain formula gave: same seed, same games, bit for bit."""

from __future__ import annotations

import random
import sys

from train_module import load_td


def plain_train_game(td, net, rules, inputs, start, rng, alpha, lam) -> int:  # type: ignore[no-untyped-def]
    """A self-play game of TD(λ) as the formula reads: wᵢ += α · Σₖ δₖ eᵢₖ by ``np.tensordot``, each
    trace a new array λ·e + ∇ (train/td.py's ``train_game`` before its updates were made in place)."""
    np = sys.modules["numpy"]
    a, b = start
    traces: list = [None, None]
    last: list = [None, None]
    player, moves = 0, 0
    while True:
        options = td.after_moves(rules, a, b, rng)
        i, x, h, o = td.net_pick(net, rules, inputs, options)
        own, theirs, t = options[i]  # each option carries its end-of-game value (td.terminal), or None
        done = t is not None
        other = 1 - player
        if last[other] is not None:
            delta = td.flip(o) - last[other]
            for p, e in zip(net.params(), traces[other], strict=True):
                p += alpha * np.tensordot(delta, e, axes=1)
        moves += 1
        if done:
            return moves
        g = net.grads(x, h, o)
        tr = traces[player]
        traces[player] = g if tr is None else [lam * e + gk for e, gk in zip(tr, g, strict=True)]
        last[player] = o
        a, b, player = theirs, own, other


def test_the_in_place_update_trains_the_same_weights_as_the_formula() -> None:
    td = load_td()
    np = sys.modules["numpy"]
    rules = td.Portes(dict(td.Portes.option_defaults))
    inputs = td.Inputs("tesauro", (), td.profile_for(rules))
    start = tuple(rules.start_position(()))
    fast = td.Network(inputs.size, 8, np.random.default_rng(3))
    plain = td.Network(inputs.size, 8, np.random.default_rng(3))
    before = [p.copy() for p in fast.params()]
    fast_rng, plain_rng = random.Random(11), random.Random(11)
    for _ in range(3):
        moves = td.train_game(fast, rules, inputs, start, fast_rng, 0.1, 0.7)
        assert moves == plain_train_game(td, plain, rules, inputs, start, plain_rng, 0.1, 0.7)
    for mine, theirs, old in zip(fast.params(), plain.params(), before, strict=True):
        assert not np.array_equal(mine, old)  # three games moved every weight array
        assert np.array_equal(mine, theirs)  # ... to exactly the same values


def test_frozen_hidden_units_keep_their_input_weights() -> None:
    """``--freeze-warm``: the first ``Network.frozen`` hidden units keep their input weights and biases through
    training; every other weight still learns."""
    td = load_td()
    np = sys.modules["numpy"]
    rules = td.Portes(dict(td.Portes.option_defaults))
    inputs = td.Inputs("tesauro", (), td.profile_for(rules))
    net = td.Network(inputs.size, 8, np.random.default_rng(5))
    net.frozen = 3
    w1, b1 = net.w1.copy(), net.b1.copy()
    td.train_game(net, rules, inputs, tuple(rules.start_position(())), random.Random(2), 0.1, 0.7)
    assert np.array_equal(net.w1[:, :3], w1[:, :3]) and np.array_equal(net.b1[:3], b1[:3])
    assert not np.array_equal(net.w1[:, 3:], w1[:, 3:]) and not np.array_equal(net.b1[3:], b1[3:])
