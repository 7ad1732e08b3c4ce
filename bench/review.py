"""Game review: the time to review a 60-move Portes game, on CPython and in Chromium's Pyodide worker.

The game: seeded medium-against-medium Portes (the first seed from ``--seed`` whose game is long enough), cut
after its 60th move (a move: one player's play; the
throws between them are actions too).  The review goes as the page drives it: ``review_step`` called until
the review is done, each call's record sent and answered as JSON text (the worker's boundary), so the time
includes the replay of the record at each step.  With ``--browser`` the same loop runs in headless
Chromium's Pyodide worker on the built engine wheel (``bench/browser.py``) and the ratio is printed.

Run: ``nice -n 10 .venv/bin/python bench/review.py --browser`` (``--seed N``, ``--moves N``).
"""

from __future__ import annotations

import argparse
import json
import os
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

import tablier.tables  # noqa: E402,F401  (registers the games)
from tablier import api  # noqa: E402
from tablier.bots import choose_play  # noqa: E402
from tablier.protocol import Phase  # noqa: E402
from tablier.record import new_record  # noqa: E402
from tablier.registry import find_variant  # noqa: E402


def portes_game(moves: int, seed: int) -> dict:
    """A record of seeded medium-vs-medium Portes up to its ``moves``-th move (or its end)."""
    rng = random.Random(seed)
    record = new_record("portes", seed=seed)
    state = find_variant("portes").new_game(record["options"], seed)
    played = 0
    while state.phase is not Phase.OVER and played < moves:
        if state.phase is Phase.ROLL and not state.legal_plays():
            dice = [rng.randint(1, 6), rng.randint(1, 6)]
            record["actions"].append({"roll": dice})
            state = state.apply_roll(dice)
            continue
        play, _ = choose_play(state, "medium", seed=played)
        record["actions"].append({"play": state.play_to_str(play)})
        state = state.apply_play(play)
        played += 1
    return record


def review(record: dict) -> dict:
    """The whole review as the page asks for it; seconds, calls, decisions graded and the verdicts."""
    start = time.perf_counter()
    text = json.dumps({"record": record})
    calls = 0
    while True:
        answer = json.loads(json.dumps(api.review_step(json.loads(text)["record"])))
        calls += 1
        text = json.dumps({"record": answer["record"]})
        if answer["review"]["done"]:
            break
    moves = answer["review"]["moves"]
    return {
        "seconds": round(time.perf_counter() - start, 2),
        "calls": calls,
        "graded": len(moves),
        "verdicts": [m["verdict"] for m in moves],
    }


def review_in_browser(record: dict) -> dict:
    """:func:`review` run by Chromium's Pyodide worker."""
    from browser import BrowserPython

    source = Path(__file__).read_text()
    code = (
        "import json\n"
        "namespace = {'__name__': 'bench_review', '__file__': '/bench/review.py'}\n"
        f"exec({source!r}, namespace)\n"
        f"json.dumps(namespace['review'](json.loads({json.dumps(record)!r})))"
    )
    with BrowserPython() as browser:
        print(f"Pyodide {browser.pyodide_version} in headless Chromium")
        return json.loads(browser.run(code, timeout_s=3600))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=60)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--browser", action="store_true", help="also review the game in the browser's Pyodide")
    args = parser.parse_args()
    seed = args.seed
    while True:  # the first seed from --seed whose game lasts the moves asked for
        record = portes_game(args.moves, seed)
        plays = sum(1 for a in record["actions"] if "play" in a)
        if plays >= args.moves:
            break
        seed += 1
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    print(f"Portes, {plays} moves ({len(record['actions'])} actions), seed {seed}; load average {load}")
    ours = review(record)
    print(f"CPython: {ours['seconds']:.1f} s for {ours['graded']} decisions graded ({ours['calls']} calls)")
    if args.browser:
        theirs = review_in_browser(record)
        same = "same verdicts" if theirs["verdicts"] == ours["verdicts"] else "verdicts differ"
        print(
            f"Pyodide: {theirs['seconds']:.1f} s for {theirs['graded']} decisions graded"
            f" ({theirs['seconds'] / ours['seconds']:.1f}× CPython; {same})"
        )


if __name__ == "__main__":
    main()
