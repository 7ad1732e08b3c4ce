"""Run inside GNU Backgammon (``gnubg -t -q -p``): choose gnubg's play for positions read from stdin.

One request per line, JSON ``{"board": [opponent, player on roll], "dice": [a, b],
"plies": n, "noise": x}`` with gnubg's 25-tuples (index i = point i + 1 from that
side, index 24 = bar).  Answers one line ``@@`` + JSON: the chosen play as gnubg
move tuples ``[[from, to], ...]`` (25 = bar, 0 = off; ``[]`` when no move is
legal).  gnubg prints its own messages on stdout too: the caller keeps only the
``@@`` lines.  Cubeless money evaluation with gammons counted (no Jacoby rule);
deterministic noise, as gnubg's named levels use it.

Two more requests serve ``bench/bots_error_rate.py``: ``{"judge": [board, ...], "plies": n}`` answers, for each
board (the player on roll second, as above), gnubg's cubeless chances for that player ``[win, win gammon, win
backgammon, lose gammon, lose backgammon]``; ``{"rating": error}`` answers gnubg's rating of an error per move
(0 awful ... 7 supernatural, gnubg's ``errorrating``).
"""

import json
import sys

import gnubg  # type: ignore[import-not-found]

gnubg.command("set player 0 human")
gnubg.command("set player 1 human")
gnubg.command("new game")
cube = gnubg.cubeinfo(1, -1, 1, 0, (0, 0), 0, 0)
cube["jacoby"] = 0
for line in sys.stdin:
    request = json.loads(line)
    if "judge" in request:
        context = {"cubeful": 0, "plies": request["plies"], "deterministic": 1, "prune": 1, "noise": 0.0}
        chances = [list(gnubg.evaluate((tuple(b[0]), tuple(b[1])), cube, context)[:5]) for b in request["judge"]]
        sys.stdout.write("@@" + json.dumps(chances) + "\n")
        sys.stdout.flush()
        continue
    if "rating" in request:
        sys.stdout.write("@@" + json.dumps(gnubg.errorrating(request["rating"])) + "\n")
        sys.stdout.flush()
        continue
    board = (tuple(request["board"][0]), tuple(request["board"][1]))
    dice = request["dice"]
    context = {"cubeful": 0, "plies": request["plies"], "deterministic": 1, "prune": 1, "noise": request["noise"]}
    gnubg.command(f"set dice {dice[0]} {dice[1]}")
    move = gnubg.findbestmove(board, cube, context)
    steps = [[move[i], move[i + 1]] for i in range(0, len(move), 2) if move[i] or move[i + 1]]
    sys.stdout.write("@@" + json.dumps(steps) + "\n")
    sys.stdout.flush()
