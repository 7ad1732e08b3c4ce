"""Run inside GNU Backgammon (``gnubg -t -q -p``): list every legal play.

Reads cases from the JSON file named by $TABLIER_GNUBG_IN: each case is
``[board, dice]`` with ``board`` = (opponent, player on roll) as gnubg's 25-tuples
(index i = point i + 1 from that side, index 24 = bar).  Writes, to
$TABLIER_GNUBG_OUT, for each case the list of plays as gnubg move tuples
(from, to) with 25 = bar and 0 = off.
"""

import json
import os

import gnubg  # type: ignore[import-not-found]

gnubg.command("set player 0 human")
gnubg.command("set player 1 human")
gnubg.command("new game")
gnubg.command("set display off")
gnubg.command("set evaluation chequerplay eval plies 0")
with open(os.environ["TABLIER_GNUBG_IN"]) as f:
    cases = json.load(f)
out = []
for board, dice in cases:
    gnubg.command("set board " + gnubg.positionid((tuple(board[0]), tuple(board[1]))))
    gnubg.command(f"set dice {dice[0]} {dice[1]}")
    try:
        hints = gnubg.hint(100000)["hint"]
    except Exception:  # gnubg raises when there is no legal move
        hints = []
    out.append([[list(m) for m in gnubg.parsemove(h["move"])] for h in hints])
with open(os.environ["TABLIER_GNUBG_OUT"], "w") as f:
    json.dump(out, f)
