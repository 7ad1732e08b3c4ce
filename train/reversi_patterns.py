"""Fit the Reversi pattern evaluation (``py/tablier/reversi/patterns.json``) on game outcomes.

Reads games written by ``train/reversi_games.py`` (one line of moves per game), replays each
with the engine's bitboards and takes every position where the player to move has a move,
labelled with the game's final disc margin for that player (hundredths of a disc).  Per
phase (empties in bands of ten, ``tablier.reversi.patterns``) it fits by ridge least squares
(conjugate gradients on the normal equations, numpy only): one edge table shared by the four
edges (an edge and its mirror image share a value), one 3x3 corner table shared by the four
corners (a block and its reflection in the corner's diagonal share a value), and the scalar
weights; ``patterns.json`` holds one value per class.  (The board's symmetries need no extra
rows: they only swap edges or corners and mirror them, which the shared tables and their
classes already absorb.)  Games whose number ends in 0 are held out and reported (correlation
and error of the fit against their outcomes).  Rerun (the second step reproduces the committed
file exactly from the same games):

    nice -n 19 .venv/bin/python train/reversi_games.py --games 4400 --out /tmp/reversi_games.txt
    nice -n 19 .venv/bin/python train/reversi_patterns.py /tmp/reversi_games.txt
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

import numpy as np

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))

from tablier.reversi.bitboard import FLIPS, SQUARES, START_BLACK, START_WHITE, legal_moves  # noqa: E402
from tablier.reversi.patterns import (  # noqa: E402
    CORNER_DIAGONAL,
    EDGE_MIRROR,
    FULL,
    PHASES,
    SCALARS,
    WEIGHTS,
    pattern_indices,
    phase_of,
    scalar_features,
    symmetry_classes,
)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("games", type=Path)
    parser.add_argument("--ridge", type=float, default=10.0, help="ridge weight per table entry")
    parser.add_argument("--iterations", type=int, default=300)
    parser.add_argument("--out", type=Path, default=WEIGHTS)
    args = parser.parse_args()
    print("replaying games", flush=True)
    rows = samples(args.games)
    print(f"{len(rows)} positions", flush=True)
    eclass = np.array(symmetry_classes(8, EDGE_MIRROR))
    cclass = np.array(symmetry_classes(9, CORNER_DIAGONAL))
    phases = []
    for phase in range(PHASES):
        train = [r for r in rows if phase_of(r[4]) == phase and not r[5]]
        test = [r for r in rows if phase_of(r[4]) == phase and r[5]]
        weights = fit(train, eclass, cclass, args.ridge, args.iterations)
        report(phase, weights, train, test, eclass, cclass)
        phases.append(weights)
    args.out.write_text(json.dumps({"format": 2, "phases": phases}, separators=(",", ":")) + "\n")
    print(f"wrote {args.out} ({args.out.stat().st_size} bytes)")


def samples(path: Path) -> list[tuple[int, int, int, int, int, bool]]:
    """(p, o, moves, margin for p in hundredths, empties, held out) of every position with a move."""
    rows = []
    for number, line in enumerate(path.read_text().splitlines()):
        p, o = START_BLACK, START_WHITE
        seen = []  # (p, o, moves, mover is Black)
        black = True
        for move in line.split():
            if move == "pass":
                p, o, black = o, p, not black
                continue
            seen.append((p, o, legal_moves(p, o), black))
            sq = SQUARES[move]
            f = FLIPS[sq](p, o)
            p, o, black = o ^ f, p | f | (1 << sq), not black
        black_margin = (p.bit_count() - o.bit_count()) * (1 if black else -1)
        for sp, so, sm, sb in seen:
            empties = (FULL ^ (sp | so)).bit_count()
            rows.append((sp, so, sm, 100 * (black_margin if sb else -black_margin), empties, number % 10 == 0))
    return rows


def design(rows: list, eclass: np.ndarray, cclass: np.ndarray) -> tuple:
    """Index arrays (edge classes, corner classes), scalar matrix and targets."""
    edges, corners, scalars, target = [], [], [], []
    for p, o, m, y, _, _ in rows:
        e, c = pattern_indices(p, o)
        edges.append(e)
        corners.append(c)
        scalars.append(scalar_features(p, o, m))
        target.append(y)
    return (
        eclass[np.array(edges)],
        cclass[np.array(corners)],
        np.array(scalars, dtype=float),
        np.array(target, dtype=float),
    )


def fit(rows: list, eclass: np.ndarray, cclass: np.ndarray, ridge: float, iterations: int) -> dict:
    """Ridge least squares by conjugate gradients; the phase's tables and weights, rounded."""
    e_idx, c_idx, s, y = design(rows, eclass, cclass)
    n_s = s.shape[1]
    edge_size, corner_size = int(eclass.max()) + 1, int(cclass.max()) + 1
    size = edge_size + corner_size + n_s
    c_off = edge_size
    s_off = edge_size + corner_size

    def forward(w: np.ndarray) -> np.ndarray:
        return w[e_idx].sum(axis=1) + w[c_off + c_idx].sum(axis=1) + s @ w[s_off:]

    def backward(r: np.ndarray) -> np.ndarray:
        g = np.zeros(size)
        g[:c_off] = np.bincount(e_idx.ravel(), np.repeat(r, 4), edge_size)
        g[c_off:s_off] = np.bincount(c_idx.ravel(), np.repeat(r, 4), corner_size)
        g[s_off:] = s.T @ r
        return g

    reg = np.full(size, ridge)
    reg[s_off:] = 1e-3  # scalars: practically unregularised

    def normal(w: np.ndarray) -> np.ndarray:
        return backward(forward(w)) + reg * w

    w = np.zeros(size)
    r = backward(y) - normal(w)
    d = r.copy()
    rr = r @ r
    for _ in range(iterations):
        q = normal(d)
        a = rr / (d @ q)
        w += a * d
        r -= a * q
        rr_new = r @ r
        if rr_new < 1e-12:
            break
        d = r + (rr_new / rr) * d
        rr = rr_new
    return {  # one value per class, as patterns.json holds them
        "edge": [int(round(v)) for v in w[:c_off]],
        "corner": [int(round(v)) for v in w[c_off:s_off]],
        "scalars": [int(round(v)) for v in w[s_off:]],
    }


def predict(weights: dict, p: int, o: int, m: int, eclass: np.ndarray, cclass: np.ndarray) -> int:
    """The fitted score of one position (``weights`` by class, as fitted)."""
    e, c = pattern_indices(p, o)
    e, c = [int(eclass[i]) for i in e], [int(cclass[i]) for i in c]
    sc = scalar_features(p, o, m)
    return (
        sum(weights["edge"][i] for i in e)
        + sum(weights["corner"][i] for i in c)
        + sum(a * b for a, b in zip(weights["scalars"], sc, strict=True))
    )


def report(phase: int, weights: dict, train: list, test: list, eclass: np.ndarray, cclass: np.ndarray) -> None:
    """Correlation and mean absolute error (discs) of the fit on the held-out games."""
    pred = np.array([predict(weights, p, o, m, eclass, cclass) for p, o, m, *_ in test], dtype=float)
    y = np.array([r[3] for r in test], dtype=float)
    corr = float(np.corrcoef(pred, y)[0, 1]) if len(y) > 2 else float("nan")
    print(
        f"phase {phase}: {len(train)} train, {len(test)} held out; held-out correlation {corr:.3f}, "
        f"mean abs error {np.abs(pred - y).mean() / 100:.1f} discs (outcome spread {np.abs(y).mean() / 100:.1f}); "
        f"scalars {dict(zip(SCALARS, weights['scalars'], strict=True))}",
        flush=True,
    )


if __name__ == "__main__":
    main()
