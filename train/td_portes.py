"""Train the Portes network by TD(λ) self-play (docs/bots.md, *The learned evaluation*).

The games are played with the engine's own move generation
(``tablier.tables.movegen.legal_leaves`` of the Portes rules object, rules.md
§6.1), so the network learns the engine's rules.  One network plays both
sides greedily at 1-ply (money equity: win 1, gammon 2); after each move the
previous position of the other player is moved towards the flipped value of
the new one (TD(λ), one eligibility trace per player; the final position's
value is the game's result).  A fraction of the games start from the 225
drawn starts (rules.md §4.8) so the network also knows other openings.

Every ``--every`` games the network's 1-ply plays ``--eval-games`` seeded
games against the hand-made evaluation's 1-ply (``tablier.bots.evaluate``),
seats alternating; the win rates go to the curve CSV.

    nice -n 10 .venv/bin/python train/td_portes.py                # the settings shipped
    nice -n 10 .venv/bin/python train/td_portes.py --speed 200    # games per second only

numpy is used here only; the app reads the weights with :mod:`tablier.bots.net`.
"""

from __future__ import annotations

import argparse
import csv
import json
import os
import random
import sys
import time
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one core (the machine is shared)
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from tablier.bots.evaluate import MatchCtx, equity  # noqa: E402
from tablier.bots.profiles import profile_for  # noqa: E402
from tablier.tables.geometry import CONTRARY, OFF  # noqa: E402
from tablier.tables.movegen import legal_leaves  # noqa: E402
from tablier.tables.portes import Portes  # noqa: E402
from tablier.tables.position import side_from_points  # noqa: E402
from tablier.tables.rules import STANDARD_START  # noqa: E402
from tablier.tables.starts225 import all_starts_225  # noqa: E402

PERMUTE = CONTRARY.permute
POINT_COLUMNS = np.array([r for r in range(1, 25)])


def encode(sides: np.ndarray) -> np.ndarray:
    """(N, 2, 26) checker counts (mover, other; each in its own route) → (N, 196) inputs
    in the layout of :func:`tablier.bots.net.side_inputs` (mover's 98, then the other's)."""
    n = sides.shape[0]
    pts = sides[:, :, 1:25].astype(np.float64)
    units = np.stack([pts >= 1, pts >= 2, pts >= 3, np.maximum(pts - 3, 0) / 2.0], axis=3).astype(np.float64)
    units = units.reshape(n, 2, 96)
    extra = np.stack([sides[:, :, 0] / 2.0, sides[:, :, OFF] / 15.0], axis=2)
    return np.concatenate([units, extra], axis=2).reshape(n, 196)


class Network:
    """196 → hidden (sigmoid) → 3 (sigmoid): win, gammon win, gammon loss of the mover."""

    def __init__(self, hidden: int, rng: np.random.Generator) -> None:
        self.w1 = rng.normal(0.0, 0.1, (196, hidden))
        self.b1 = np.zeros(hidden)
        self.w2 = rng.normal(0.0, 0.1, (hidden, 3))
        self.b2 = np.zeros(3)

    def forward(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        h = 1.0 / (1.0 + np.exp(-(x @ self.w1 + self.b1)))
        return h, 1.0 / (1.0 + np.exp(-(h @ self.w2 + self.b2)))

    def grads(self, x: np.ndarray, h: np.ndarray, o: np.ndarray) -> list[np.ndarray]:
        """Per-output gradients of one position: [(3,196,H), (3,H), (3,H,3)→(H,3) per k, (3,3)]."""
        do = o * (1.0 - o)  # (3,)
        g_hidden = do[:, None] * self.w2.T * (h * (1.0 - h))[None, :]  # (3, H)
        g_w1 = x[None, :, None] * g_hidden[:, None, :]  # (3, 196, H)
        g_w2 = np.zeros((3,) + self.w2.shape)
        for k in range(3):
            g_w2[k, :, k] = do[k] * h
        g_b2 = np.diag(do)
        return [g_w1, g_hidden, g_w2, g_b2]

    def params(self) -> list[np.ndarray]:
        return [self.w1, self.b1, self.w2, self.b2]

    def to_json(self, meta: dict) -> dict:
        def r(a: np.ndarray) -> list:
            return np.round(a, 5).tolist()

        return {"format": 1, "w1": r(self.w1), "b1": r(self.b1), "w2": r(self.w2.T), "b2": r(self.b2), "training": meta}


def money(o: np.ndarray) -> np.ndarray:
    """Expected points of the mover, cubeless, gammon 2 (rules.md §6.1)."""
    return 2.0 * o[..., 0] - 1.0 + o[..., 1] - o[..., 2]


def flip(v: np.ndarray) -> np.ndarray:
    """The same chances seen by the other player."""
    return np.array([1.0 - v[0], v[2], v[1]])


def terminal(own: tuple[int, ...], theirs: tuple[int, ...]) -> np.ndarray | None:
    """The exact chances once the mover has borne off all 15 (gammon: the loser has none off)."""
    if own[OFF] < 15:
        return None
    return np.array([1.0, 0.0 if theirs[OFF] else 1.0, 0.0])


def after_moves(rules: Portes, a: tuple[int, ...], b: tuple[int, ...], rng: random.Random):
    """The positions the mover ``a`` may leave (each side in its own route) for a random roll."""
    dice = rules.dice_for_roll((rng.randint(1, 6), rng.randint(1, 6)))
    leaves = legal_leaves(rules, a, PERMUTE(b), dice)
    if not leaves:
        return [(a, b)]
    return [(leaf.own, PERMUTE(leaf.opp)) for leaf in leaves]


def net_pick(net: Network, options: list) -> tuple[int, np.ndarray, np.ndarray, np.ndarray]:
    """Index of the best option by money equity, its inputs, hidden units and outputs (exact if terminal)."""
    x = encode(np.array([[own, theirs] for own, theirs in options], dtype=np.int64))
    h, o = net.forward(x)
    for i, (own, theirs) in enumerate(options):
        t = terminal(own, theirs)
        if t is not None:
            o[i] = t
    i = int(np.argmax(money(o)))
    return i, x[i], h[i], o[i]


def train_game(net: Network, rules: Portes, start: tuple, rng: random.Random, alpha: float, lam: float) -> int:
    """One self-play game with TD(λ) updates; returns its length in moves."""
    a, b = start
    traces: list[list[np.ndarray] | None] = [None, None]
    last: list[np.ndarray | None] = [None, None]  # each player's value of his last position
    player, moves = 0, 0
    while True:
        options = after_moves(rules, a, b, rng)
        i, x, h, o = net_pick(net, options)
        own, theirs = options[i]
        done = terminal(own, theirs) is not None
        other = 1 - player
        if last[other] is not None:  # the opponent's previous position: target = our value, flipped
            delta = flip(o) - last[other]
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


def hand_pick(profile, options: list) -> int:
    """The hand-made evaluation's 1-ply choice (a win when there is one)."""
    best, best_i = -99.0, 0
    for i, (own, theirs) in enumerate(options):
        t = terminal(own, theirs)
        v = float(money(t)) if t is not None else equity(profile, own, PERMUTE(theirs), MatchCtx())
        if v > best:
            best, best_i = v, i
    return best_i


def match_vs_hand(net: Network, rules: Portes, games: int, seed: int) -> tuple[float, float]:
    """(win rate, points per game) of the network's 1-ply against the hand-made 1-ply,
    standard start, seats alternating, seeded dice."""
    profile = profile_for(rules)
    start = side_from_points(STANDARD_START)
    wins = points = 0
    for g in range(games):
        rng = random.Random(seed * 100_003 + g)
        net_seat = g % 2
        a, b, player = start, start, 0
        while True:
            options = after_moves(rules, a, b, rng)
            i = net_pick(net, options)[0] if player == net_seat else hand_pick(profile, options)
            own, theirs = options[i]
            t = terminal(own, theirs)
            if t is not None:
                value = 2 if t[1] else 1
                sign = 1 if player == net_seat else -1
                wins += sign > 0
                points += sign * value
                break
            a, b, player = theirs, own, 1 - player
    return wins / games, points / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=80_000, help="self-play games")
    parser.add_argument("--hidden", type=int, default=40, help="hidden units")
    parser.add_argument("--alpha", type=float, default=0.1, help="learning rate")
    parser.add_argument("--alpha-end", type=float, default=0.02, help="learning rate at the last game (linear decay)")
    parser.add_argument("--lam", type=float, default=0.7, help="TD(λ) trace decay")
    parser.add_argument("--random-starts", type=float, default=0.25, help="share of games from a 225 drawn start")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--every", type=int, default=4_000, help="games between two points of the curve")
    parser.add_argument("--eval-games", type=int, default=100, help="games per point of the curve")
    parser.add_argument("--minutes", type=float, default=42.0, help="stop after this wall time (0: no limit)")
    parser.add_argument("--speed", type=int, default=0, help="only time this many training games")
    parser.add_argument("--out", type=Path, default=ROOT / "py" / "tablier" / "bots" / "weights" / "portes.json")
    parser.add_argument("--curve", type=Path, default=ROOT / "train" / "portes_curve.csv")
    args = parser.parse_args()

    rules = Portes(dict(Portes.option_defaults))
    rng = random.Random(args.seed)
    net = Network(args.hidden, np.random.default_rng(args.seed))
    standard = (side_from_points(STANDARD_START), side_from_points(STANDARD_START))
    starts = [tuple(p) for p in all_starts_225()]
    if args.speed:
        t0 = time.perf_counter()
        moves = sum(train_game(net, rules, standard, rng, args.alpha, args.lam) for _ in range(args.speed))
        dt = time.perf_counter() - t0
        rate = f"{args.speed / dt:.1f} games/s, {moves / dt:.0f} moves/s"
        print(f"{args.speed} games, {moves} moves in {dt:.1f} s: {rate}")
        return
    settings = {k: v for k, v in vars(args).items() if k not in {"out", "curve", "speed"}}
    args.curve.parent.mkdir(parents=True, exist_ok=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    t0 = time.perf_counter()
    rows = []
    trained = 0

    def checkpoint() -> None:
        win, ppg = match_vs_hand(net, rules, args.eval_games, args.seed)
        minutes = (time.perf_counter() - t0) / 60.0
        rows.append({"games": trained, "minutes": round(minutes, 2), "win_vs_hand_1ply": win, "points_per_game": ppg})
        print(f"{trained:6d} games  {minutes:6.1f} min  vs hand-made 1-ply: {win:.1%} ({ppg:+.2f} points/game)")
        sys.stdout.flush()
        with args.curve.open("w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
        meta = settings | {"games_trained": trained, "wall_minutes": round(minutes, 1)}
        args.out.write_text(json.dumps(net.to_json(meta), separators=(",", ":")) + "\n")

    checkpoint()
    while trained < args.games:
        if args.minutes and time.perf_counter() - t0 > args.minutes * 60.0:
            break
        alpha = args.alpha + (args.alpha_end - args.alpha) * trained / args.games
        start = starts[rng.randrange(len(starts))] if rng.random() < args.random_starts else standard
        if rng.random() < 0.5:
            start = (start[1], start[0])
        train_game(net, rules, start, rng, alpha, args.lam)
        trained += 1
        if trained % args.every == 0:
            checkpoint()
    if trained % args.every:
        checkpoint()


if __name__ == "__main__":
    main()
