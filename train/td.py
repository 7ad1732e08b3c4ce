"""Train a tables network by TD(λ) self-play (docs/bots.md, *The learned evaluation*).

Six games: Portes (``--game portes``, rules.md §6.1; its network also serves
Backgammon 225), Plakoto (``--game plakoto``, §6.3: pins and the mother),
Fevga (``--game fevga``, §6.4: one checker holds a point, so the inputs add each
side's blocks, its start-quarter phase and its pips, ``net.fevga_side_inputs``,
and the hand-made evaluation's terms of the position, ``net.term_inputs``) and
Révertier (``--game revertier``, the parallel family: the blocage définitif wins 2) and
Swedish Tables (``--game swedish-tables``, Révertier with forcings, rules.md §2: a win is
worth 1 to 6 points, so its second and third outputs are the expected points of a win and
of a loss beyond the first, over the profile's ``net_excess``, :func:`targets`), and Toutes tables
(``--game toutes-tables``, Portes's board with the maximum-pips rule and the partie double, which the
loser escapes by bringing all his checkers home, §4.5–4.6; drawn starts mixed in for Toutes tables 225),
trained on from Portes's network (``--resume`` from a copy of its weights).
Networks ship for Portes, Plakoto, Révertier and Swedish Tables, and for Fevga, whose hard judges by its network
(``--no-terms``, 35,000 games) and the hand-made terms, 70 % and 30 % (``FevgaProfile.net_share``).
The games are played with the engine's own move generation
(``tablier.tables.movegen.legal_leaves`` of the game's rules object) and its
own end of game (``rules.play_outcome`` of each play, which is ``rules.result`` of its
position but for Swedish Tables' jan forcé, that depends on the play: Plakoto's mother
win and draw included), so the network learns the engine's rules.  A game that reaches
``--max-moves`` moves is stopped without a final value (its position is printed).  One network plays both sides greedily
at 1-ply (money equity: win 1, double win 2); after each move the previous
position of the other player is moved towards the flipped value of the new
one (TD(λ), one eligibility trace per player; the final position's value is
the game's result).  In Portes a fraction of the games start from the 225
drawn starts (rules.md §4.8) so the network also knows other openings.

Every ``--every`` games the network's 1-ply plays ``--eval-games`` seeded
games against the hand-made evaluation's 1-ply (``tablier.bots.evaluate``),
seats alternating; the win rates go to the curve CSV.

    nice -n 10 .venv/bin/python train/td.py                        # Portes, the settings shipped
    nice -n 10 .venv/bin/python train/td.py --game plakoto         # Plakoto
    nice -n 19 .venv/bin/python train/td.py --game fevga --no-terms --games 100000 --every 5000   # Fevga: 25,000,
    # then --resume --games 80000 --alpha-end 0.01 on to the 35,000 games shipped (docs/bots.md)
    nice -n 10 .venv/bin/python train/td.py --game revertier --games 16000   # Révertier (then --resume: 16,000 shipped)
    nice -n 19 .venv/bin/python train/td.py --game swedish-tables --games 16000   # Swedish Tables (a trial)
    nice -n 10 .venv/bin/python train/td.py --speed 200            # games per second only
    nice -n 10 .venv/bin/python train/td.py --resume --games 200000 --minutes 50   # on from the last checkpoint

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
from dataclasses import dataclass
from functools import cache
from pathlib import Path

os.environ.setdefault("OPENBLAS_NUM_THREADS", "1")  # one core (the machine is shared)
os.environ.setdefault("OMP_NUM_THREADS", "1")

import numpy as np  # noqa: E402

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from tablier.bots.evaluate import MatchCtx, equity  # noqa: E402
from tablier.bots.net import FEVGA_INPUTS, TERM_EXTRAS, fevga_side_inputs, term_inputs  # noqa: E402
from tablier.bots.profiles import profile_for  # noqa: E402
from tablier.tables.fevga import Fevga  # noqa: E402
from tablier.tables.geometry import OFF  # noqa: E402
from tablier.tables.movegen import legal_leaves  # noqa: E402
from tablier.tables.moves import Play  # noqa: E402
from tablier.tables.plakoto import PINS, Plakoto  # noqa: E402
from tablier.tables.portes import Portes  # noqa: E402
from tablier.tables.position import Position  # noqa: E402
from tablier.tables.revertier import Revertier  # noqa: E402
from tablier.tables.starts225 import all_starts_225  # noqa: E402
from tablier.tables.swedish_tables import SwedishTables  # noqa: E402
from tablier.tables.toutes_tables import ToutesTables  # noqa: E402

PIN_BITS = np.array([1 << r for r in range(1, 25)], dtype=np.int64)

GAMES = {
    "portes": {"rules": Portes, "inputs": "tesauro", "drawn_starts": True},
    "plakoto": {"rules": Plakoto, "inputs": "pins", "drawn_starts": False},
    "fevga": {
        "rules": Fevga,
        "inputs": "fevga",
        "terms": ("race", "points", "prime", "stack", "wastage", "start-quarter", "postillon-block"),
        "drawn_starts": False,
    },
    "revertier": {"rules": Revertier, "inputs": "tesauro", "drawn_starts": False},
    "swedish-tables": {"rules": SwedishTables, "inputs": "tesauro", "drawn_starts": False},
    "toutes-tables": {"rules": ToutesTables, "inputs": "tesauro", "drawn_starts": True},
}
"""The games trained: their rules, their inputs (Tesauro's; with Plakoto's pins; with Fevga's blocks),
the hand-made terms the network also sees (``net.term_inputs``), whether drawn starts are mixed in."""


@dataclass(frozen=True)
class Inputs:
    """What a network sees: ``kind`` (tesauro, pins, fevga) and the hand-made terms of ``profile``."""

    kind: str
    terms: tuple[str, ...] = ()
    profile: object = None

    @property
    def size(self) -> int:
        base = {"tesauro": 196, "pins": 196 + 48, "fevga": 196 + 2 * FEVGA_INPUTS}[self.kind]
        return base + (len(self.terms) + TERM_EXTRAS if self.terms else 0)


def encode(sides: np.ndarray, inputs: Inputs) -> np.ndarray:
    """(N, 2, 26 or 27) sides (mover, other; each in its own route) → inputs in the
    layout of :class:`tablier.bots.net.Net`: the mover's 98, the other's 98, then
    for ``pins`` the mover's 24 pinned-checker bits and the other's (Plakoto), for
    ``fevga`` the mover's and the other's ``fevga_side_inputs``, then the hand-made
    ``terms`` (``term_inputs``; both computed by the inference module's own
    functions: one definition)."""
    x = _encode_kind(sides, inputs.kind)
    if not inputs.terms:
        return x
    permute = inputs.profile.geometry.permute
    extra = [
        term_inputs(inputs.profile, tuple(own), permute(tuple(theirs)), inputs.terms) for own, theirs in sides.tolist()
    ]
    return np.concatenate([x, np.array(extra, dtype=np.float64)], axis=1)


def _encode_kind(sides: np.ndarray, inputs: str) -> np.ndarray:
    """The inputs of :func:`encode` before the hand-made terms."""
    n = sides.shape[0]
    pts = sides[:, :, 1:25].astype(np.float64)
    units = np.stack([pts >= 1, pts >= 2, pts >= 3, np.maximum(pts - 3, 0) / 2.0], axis=3).astype(np.float64)
    units = units.reshape(n, 2, 96)
    extra = np.stack([sides[:, :, 0] / 2.0, sides[:, :, OFF] / 15.0], axis=2)
    x = np.concatenate([units, extra], axis=2).reshape(n, 196)
    if inputs == "fevga":
        cache: dict[tuple[int, ...], list[float]] = {}  # the options of one roll share a side

        def side(checkers: list[int]) -> list[float]:
            key = tuple(checkers)
            if key not in cache:
                cache[key] = fevga_side_inputs(key)
            return cache[key]

        blocks = [side(own) + side(theirs) for own, theirs in sides.tolist()]
        return np.concatenate([x, np.array(blocks, dtype=np.float64)], axis=1)
    if inputs != "pins":
        return x
    bits = (sides[:, :, PINS, None] & PIN_BITS) != 0  # (N, 2, 24)
    return np.concatenate([x, bits.reshape(n, 48).astype(np.float64)], axis=1)


class Network:
    """inputs → hidden (sigmoid) → 3 (sigmoid): win, gammon win, gammon loss of the mover."""

    def __init__(self, inputs: int, hidden: int, rng: np.random.Generator) -> None:
        self.frozen = 0  # the first ``frozen`` hidden units keep their input weights (``--freeze-warm``)
        self.w1 = rng.normal(0.0, 0.1, (inputs, hidden))
        self.b1 = np.zeros(hidden)
        self.w2 = rng.normal(0.0, 0.1, (hidden, 3))
        self.b2 = np.zeros(3)

    def forward(self, x: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
        h = 1.0 / (1.0 + np.exp(-(x @ self.w1 + self.b1)))
        return h, 1.0 / (1.0 + np.exp(-(h @ self.w2 + self.b2)))

    def grads(self, x: np.ndarray, h: np.ndarray, o: np.ndarray) -> list[np.ndarray]:
        """Per-output gradients of one position: [(3,I,H), (3,H), (3,H,3)→(H,3) per k, (3,3)]."""
        do = o * (1.0 - o)  # (3,)
        g_hidden = do[:, None] * self.w2.T * (h * (1.0 - h))[None, :]  # (3, H)
        g_hidden[:, : self.frozen] = 0.0
        g_w1 = x[None, :, None] * g_hidden[:, None, :]  # (3, 196, H)
        g_w2 = np.zeros((3,) + self.w2.shape)
        for k in range(3):
            g_w2[k, :, k] = do[k] * h
        g_b2 = np.diag(do)
        return [g_w1, g_hidden, g_w2, g_b2]

    def params(self) -> list[np.ndarray]:
        return [self.w1, self.b1, self.w2, self.b2]

    def to_json(self, meta: dict, inputs: Inputs) -> dict:
        def r(a: np.ndarray) -> list:
            return np.round(a, 3).tolist()  # 3 decimals: the same plays (docs/bots.md), a third less to download

        data = {"format": 1, "w1": r(self.w1), "b1": r(self.b1), "w2": r(self.w2.T), "b2": r(self.b2)}
        if inputs.kind == "fevga":
            data["inputs"] = inputs.kind  # the shape alone tells the others apart (net.Net)
        if inputs.terms:
            data["terms"] = list(inputs.terms)
        return data | {"training": meta}


def warm_start(net: Network, inputs: Inputs, gain: float) -> None:
    """Start from the hand-made evaluation instead of random play: hidden units 0, 1, 2 read the
    hand-made winning chance and double-win chances (the last three of ``term_inputs``) and the
    three outputs read them back, each a monotone function of its input (sigmoid(gain·(p − ½)) twice);
    the other weights shrink tenfold so they start as small corrections TD(λ) then learns."""
    if not inputs.terms:
        raise SystemExit("--warm needs the hand-made terms as inputs")
    net.w1 *= 0.1
    net.w2 *= 0.1
    for k in range(3):
        row = inputs.size - 3 + k  # win chance, double win, double loss
        net.w1[:, k] = 0.0
        net.w1[row, k] = gain
        net.b1[k] = -gain / 2.0
        net.w2[k, :] *= 0.1
        net.w2[k, k] = gain
        net.b2[k] = -gain / 2.0


def resume(net: Network, weights: Path) -> tuple[int, float]:
    """Load ``net`` from a weights file this script wrote (its 3 decimals); the games it was trained on and its
    minutes.  Training then goes on across sessions: the learning rate's schedule from that game on."""
    data = json.loads(weights.read_text())
    w1, w2 = np.array(data["w1"]), np.array(data["w2"]).T
    if w1.shape != net.w1.shape:
        raise SystemExit(f"{weights}: {w1.shape[0]} inputs × {w1.shape[1]} hidden, not {net.w1.shape} (--hidden?)")
    net.w1[...], net.b1[...], net.w2[...], net.b2[...] = w1, np.array(data["b1"]), w2, np.array(data["b2"])
    return int(data["training"]["games_trained"]), float(data["training"]["wall_minutes"])


def money(o: np.ndarray, excess: float = 1.0) -> np.ndarray:
    """Expected points of the mover, cubeless: 2·win − 1 + ``excess`` · (output 1 − output 2), the
    profile's ``learned_equity`` (``excess`` = its ``net_excess``: 1 where a double win is worth 2,
    gammon, §6.1, the mother, §6.3; 5 in Swedish Tables, whose jan forcé is worth 6, §2)."""
    return 2.0 * o[..., 0] - 1.0 + excess * (o[..., 1] - o[..., 2])


def flip(v: np.ndarray) -> np.ndarray:
    """The same chances seen by the other player."""
    return np.array([1.0 - v[0], v[2], v[1]])


def targets(winner: int | None, points: int, excess: float) -> np.ndarray:
    """The three outputs of a finished game for the mover (seat 0): the win (a draw: half a
    win), then the points of the mover's win beyond the first / ``excess`` and those of his
    loss (capped at 1: Backgammon 225's triple win counts as a gammon, as it did)."""
    if winner is None:
        return np.array([0.5, 0.0, 0.0])
    beyond = min((points - 1) / excess, 1.0)
    return np.array([1.0, beyond, 0.0]) if winner == 0 else np.array([0.0, 0.0, beyond])


def terminal(
    rules: Portes, own: tuple[int, ...], theirs: tuple[int, ...], before: tuple | None = None, steps: tuple = ()
) -> np.ndarray | None:
    """The exact outputs (:func:`targets`) of the mover once the game is over by the engine's
    ``rules.play_outcome`` of the play ``steps`` from ``before`` (the mover's and the other's
    sides; without it, ``rules.result`` of the position), else None.  Games that end mid-turn
    (``rules.ends_mid_turn``: a blocage, a jan, a beau jeu) are asked after every play; the others
    only once the mover has borne off all."""
    if own[OFF] < 15 and not rules.ends_mid_turn:
        return None  # only a bear-off ends these games
    after = Position(own, theirs)
    if before is None:
        outcome = rules.result(after)
    else:
        outcome = rules.play_outcome(Position(*before), 0, Play(steps, after))
    if outcome is None:
        return None
    return targets(outcome.winner, outcome.points, excess_of(rules))


@cache
def _excess(rules_cls: type) -> float:
    return float(profile_for(rules_cls(dict(rules_cls.option_defaults))).net_excess)


def excess_of(rules: Portes) -> float:
    """The profile's ``net_excess`` for this game (one definition with inference)."""
    return _excess(type(rules))


def after_moves(rules: Portes, a: tuple[int, ...], b: tuple[int, ...], rng: random.Random):
    """The plays of the mover ``a`` for a random roll: (his side, the other's, each in its own
    route, and the outputs of the game's end if the play ends it, :func:`terminal`, else None)."""
    dice = rules.dice_for_roll((rng.randint(1, 6), rng.randint(1, 6)))
    permute = rules.geometry.permute
    leaves = legal_leaves(rules, a, permute(b), dice)
    if not leaves:
        return [(a, b, None)]
    options = []
    for leaf in leaves:
        theirs = permute(leaf.opp)
        options.append((leaf.own, theirs, terminal(rules, leaf.own, theirs, (a, b), leaf.steps)))
    return options


def net_pick(
    net: Network, rules: Portes, inputs: Inputs, options: list
) -> tuple[int, np.ndarray, np.ndarray, np.ndarray]:
    """Index of the best option by money equity, its inputs, hidden units and outputs (exact if terminal)."""
    x = encode(np.array([[own, theirs] for own, theirs, _ in options], dtype=np.int64), inputs)
    h, o = net.forward(x)
    for i, (_, _, t) in enumerate(options):
        if t is not None:
            o[i] = t
    i = int(np.argmax(money(o, excess_of(rules))))
    return i, x[i], h[i], o[i]


def train_game(
    net: Network,
    rules: Portes,
    inputs: Inputs,
    start: tuple,
    rng: random.Random,
    alpha: float,
    lam: float,
    hand_seat: int | None = None,
    max_moves: int = 0,
) -> int:
    """One self-play game with TD(λ) updates; returns its length in moves.  With ``hand_seat``
    (0 or 1) that player chooses by the hand-made 1-ply instead (the network still learns the
    values of both players' positions).  After ``max_moves`` moves (0: no cap) the game stops
    where it is, without a final value (the updates made so far stay), and its position is
    printed: a game that might never end (docs/bots.md, *Révertier's network*)."""
    a, b = start
    profile = profile_for(rules) if hand_seat is not None else None
    traces: list[list[np.ndarray] | None] = [None, None]
    last: list[np.ndarray | None] = [None, None]  # each player's value of his last position
    player, moves = 0, 0
    while True:
        options = after_moves(rules, a, b, rng)
        if player == hand_seat:
            i = hand_pick(profile, rules, options)
            _, x, h, o = net_pick(net, rules, inputs, [options[i]])  # the network's value of the hand-made choice
        else:
            i, x, h, o = net_pick(net, rules, inputs, options)
        own, theirs, t = options[i]
        other = 1 - player
        if last[other] is not None:  # the opponent's previous position: target = our value, flipped
            td_step(net, traces[other], alpha, flip(o) - last[other])
        moves += 1
        if t is not None:
            return moves
        if max_moves and moves >= max_moves:
            report_capped(own, theirs, moves)
            return moves
        g = net.grads(x, h, o)
        tr = traces[player]
        if tr is None:
            traces[player] = g
        else:
            for e, gk in zip(tr, g, strict=True):  # e = λ·e + g, in place (no new arrays per move)
                e *= lam
                e += gk
        last[player] = o
        a, b, player = theirs, own, other


def td_step(net: Network, trace: list[np.ndarray], alpha: float, delta: np.ndarray) -> None:
    """Move the weights by ``alpha`` · Σₖ deltaₖ · traceₖ (deltaₖ: the error of output k).  The same
    product as ``np.tensordot(delta, e, axes=1)`` (its (1, 3) · (3, n) dot), without its shape work."""
    row = delta.reshape(1, 3)
    for p, e in zip(net.params(), trace, strict=True):
        p += alpha * np.dot(row, e.reshape(3, -1)).reshape(p.shape)


def report_capped(own: tuple[int, ...], theirs: tuple[int, ...], moves: int) -> None:
    """Print a game stopped by the move cap: the last mover's side and the other's (own routes)."""
    print(f"capped at {moves} moves: mover {list(own)} / other {list(theirs)}", file=sys.stderr)
    sys.stderr.flush()


def hand_pick(profile, rules: Portes, options: list) -> int:
    """The hand-made evaluation's 1-ply choice (a win when there is one)."""
    best, best_i = -99.0, 0
    excess = excess_of(rules)
    for i, (own, theirs, t) in enumerate(options):
        v = (
            float(money(t, excess))
            if t is not None
            else equity(profile, own, rules.geometry.permute(theirs), MatchCtx())
        )
        if v > best:
            best, best_i = v, i
    return best_i


def match_vs_hand(
    net: Network, rules: Portes, inputs: Inputs, games: int, seed: int, max_moves: int = 0
) -> tuple[float, float]:
    """(win rate, points per game) of the network's 1-ply against the hand-made 1-ply,
    the game's start, seats alternating, seeded dice (a draw, or a game stopped by
    ``max_moves``: half a win)."""
    profile = profile_for(rules)
    start = rules.start_position(())[0]
    excess = excess_of(rules)
    wins = points = 0.0
    for g in range(games):
        rng = random.Random(seed * 100_003 + g)
        net_seat = g % 2
        a, b, player, moves = start, start, 0, 0
        while True:
            options = after_moves(rules, a, b, rng)
            i = net_pick(net, rules, inputs, options)[0] if player == net_seat else hand_pick(profile, rules, options)
            own, theirs, t = options[i]
            moves += 1
            if t is None and max_moves and moves >= max_moves:
                report_capped(own, theirs, moves)
                wins += 0.5
                break
            if t is not None:
                value = float(money(t, excess))  # the mover's points (1 to 6), or 0 for a draw
                sign = 1 if player == net_seat else -1
                wins += 0.5 if t[0] == 0.5 else float(sign * value > 0)
                points += sign * value
                break
            a, b, player = theirs, own, 1 - player
    return wins / games, points / games


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--game", choices=sorted(GAMES), default="portes", help="the game to train")
    parser.add_argument("--games", type=int, default=80_000, help="self-play games")
    parser.add_argument("--hidden", type=int, default=40, help="hidden units")
    parser.add_argument("--alpha", type=float, default=0.1, help="learning rate")
    parser.add_argument("--alpha-end", type=float, default=0.02, help="learning rate at the last game (linear decay)")
    parser.add_argument("--lam", type=float, default=0.7, help="TD(λ) trace decay")
    parser.add_argument(
        "--random-starts", type=float, default=0.25, help="Portes, Toutes tables: share of games from a drawn start"
    )
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--no-terms", action="store_true", help="Fevga: without the hand-made terms as inputs")
    parser.add_argument(
        "--versus-hand", type=float, default=0.0, help="share of games where one seat plays the hand-made 1-ply"
    )
    parser.add_argument(
        "--warm", type=float, default=0.0, help="start from the hand-made chances (this gain; other weights × 0.1)"
    )
    parser.add_argument(
        "--freeze-warm",
        action="store_true",
        help="with --warm: the three hidden units that read the hand-made chances keep their input weights",
    )
    parser.add_argument(
        "--resume",
        action="store_true",
        help="go on from the weights file and curve a previous run left (--out, --curve)",
    )
    parser.add_argument(
        "--max-moves", type=int, default=3000, help="stop a game after this many moves, unvalued (0: no cap)"
    )
    parser.add_argument("--every", type=int, default=4_000, help="games between two points of the curve")
    parser.add_argument("--eval-games", type=int, default=100, help="games per point of the curve")
    parser.add_argument("--minutes", type=float, default=42.0, help="stop after this wall time (0: no limit)")
    parser.add_argument("--speed", type=int, default=0, help="only time this many training games")
    parser.add_argument("--out", type=Path, help="weights file (default: py/tablier/bots/weights/<game>.json)")
    parser.add_argument("--curve", type=Path, help="curve CSV (default: train/<game>_curve.csv)")
    args = parser.parse_args()
    args.out = args.out or ROOT / "py" / "tablier" / "bots" / "weights" / f"{args.game}.json"
    args.curve = args.curve or ROOT / "train" / f"{args.game}_curve.csv"

    game = GAMES[args.game]
    rules_cls = game["rules"]
    rules = rules_cls(dict(rules_cls.option_defaults))
    terms = () if args.no_terms else tuple(game.get("terms", ()))
    inputs = Inputs(str(game["inputs"]), terms, profile_for(rules))
    rng = random.Random(args.seed)
    net = Network(inputs.size, args.hidden, np.random.default_rng(args.seed))
    if args.warm and not args.resume:
        warm_start(net, inputs, args.warm)
    if args.freeze_warm:
        if not args.warm:
            raise SystemExit("--freeze-warm needs --warm")
        net.frozen = 3
    standard = tuple(rules.start_position(()))
    starts = [tuple(p) for p in all_starts_225()] if game["drawn_starts"] else []
    if args.speed:
        t0 = time.perf_counter()
        moves = sum(
            train_game(net, rules, inputs, standard, rng, args.alpha, args.lam, max_moves=args.max_moves)
            for _ in range(args.speed)
        )
        dt = time.perf_counter() - t0
        rate = f"{args.speed / dt:.1f} games/s, {moves / dt:.0f} moves/s"
        print(f"{args.speed} games, {moves} moves in {dt:.1f} s: {rate}")
        return
    unused = {"out", "curve", "speed", "resume"} | (set() if starts else {"random_starts"})
    settings = {k: v for k, v in vars(args).items() if k not in unused}
    args.curve.parent.mkdir(parents=True, exist_ok=True)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    t0 = session = time.perf_counter()  # t0: the training's start, earlier sessions included
    rows = []
    trained = 0
    if args.resume:
        missing = [str(path) for path in (args.out, args.curve) if not path.is_file()]
        if missing:
            raise SystemExit(f"--resume: no {' nor '.join(missing)} to go on from (--out, --curve as the run gave)")
        trained, earlier = resume(net, args.out)
        rng = random.Random(args.seed * 1_000_003 + trained)  # a new stream: the old one's state is not stored
        with args.curve.open(newline="") as f:
            rows = [row for row in csv.DictReader(f) if int(row["games"]) <= trained]
        t0 -= earlier * 60.0

    def checkpoint() -> None:
        win, ppg = match_vs_hand(net, rules, inputs, args.eval_games, args.seed, args.max_moves)
        minutes = (time.perf_counter() - t0) / 60.0
        rows.append({"games": trained, "minutes": round(minutes, 2), "win_vs_hand_1ply": win, "points_per_game": ppg})
        print(f"{trained:6d} games  {minutes:6.1f} min  vs hand-made 1-ply: {win:.1%} ({ppg:+.2f} points/game)")
        sys.stdout.flush()
        with args.curve.open("w", newline="") as f:
            writer = csv.DictWriter(f, fieldnames=list(rows[0]))
            writer.writeheader()
            writer.writerows(rows)
        meta = settings | {"games_trained": trained, "wall_minutes": round(minutes, 1), "net_excess": excess_of(rules)}
        args.out.write_text(json.dumps(net.to_json(meta, inputs), separators=(",", ":")) + "\n")

    if not args.resume:
        checkpoint()
    while trained < args.games:
        if args.minutes and time.perf_counter() - session > args.minutes * 60.0:  # this session's wall time
            break
        alpha = args.alpha + (args.alpha_end - args.alpha) * trained / args.games
        start = starts[rng.randrange(len(starts))] if starts and rng.random() < args.random_starts else standard
        if rng.random() < 0.5:
            start = (start[1], start[0])
        hand_seat = trained % 2 if rng.random() < args.versus_hand else None
        train_game(net, rules, inputs, start, rng, alpha, args.lam, hand_seat, args.max_moves)
        trained += 1
        if trained % args.every == 0:
            checkpoint()
    if not rows or int(rows[-1]["games"]) != trained:
        checkpoint()


if __name__ == "__main__":
    main()
