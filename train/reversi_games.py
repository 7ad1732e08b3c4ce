"""Games for fitting the Reversi evaluation: GRhino plays both sides (``gtp-rhino``, Debian ``grhino``).

Each game opens with 0-6 uniformly random moves (seeded), then GRhino (``--level``,
``--rand`` noise in its evaluator, ``--book=5`` widest opening book) plays both
colours to the end through GTP.  One line per game, the moves in our notation
(``pass`` included), appended to ``--out``.  GRhino's own randomness is not seeded, so
another run gives other games.  Rerun (level 2 takes about 0.2 s a game):

    nice -n 19 .venv/bin/python train/reversi_games.py --games 6000 --out /tmp/reversi_games.txt
"""

from __future__ import annotations

import argparse
import random
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "bench"))

from reversi_vs_grhino import Gtp, gtp_game  # noqa: E402


def one_game(gtp: Gtp, rng: random.Random) -> list[str]:
    """One game's moves: a few random ones, then GRhino for both sides."""
    opening = rng.randint(0, 6)
    return gtp_game(gtp, lambda state, moves: rng.choice(state.legal_plays()) if len(moves) < opening else None)[1]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--games", type=int, default=6000)
    parser.add_argument("--level", type=int, default=2)
    parser.add_argument("--rand", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--out", type=Path, required=True)
    parser.add_argument("--grhino", default="/usr/games/gtp-rhino")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    gtp = Gtp([args.grhino, f"--level={args.level}", f"--rand={args.rand}", "--book=5"])
    gtp.send("boardsize 8")
    try:
        with args.out.open("a") as out:
            for _ in range(args.games):
                out.write(" ".join(one_game(gtp, rng)) + "\n")
                out.flush()
    finally:
        gtp.close()


if __name__ == "__main__":
    main()
