"""The long browser games the test suite no longer plays (the whole suite must stay under 30 minutes):
a Tavli match to 3 against the bot (easy) set up on the home screen, with the whole range of dice and the
random seed the page gives it (one run: 2 games, 305 actions, 111 s), and the hot-seat Tavli match of
seed 10 (3 games, 718 clicks, 124 s; load average about 4).  Each is played by clicks to its end, as
tests/browser/test_match.py and test_play_tables_games.py play their shorter ones, and its end dialog checked
against the engine (CPython); prints how long each took.  The tests keep the same flows with fives and sixes
only (``low`` 5).

    nice -n 10 .venv/bin/python bench/long_games.py [--only bot|hot] [--bot-dice 3] [--hot-seed 10] [--low 1]
"""

from __future__ import annotations

import argparse
import json
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT / "py"))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

from browser_site import CHROMIUM, CHROMIUM_ARGS, SiteServer, Watch, build  # noqa: E402
from play_helpers import assert_end_dialog, assert_match_end, open_page, play_script, scripted_game, start  # noqa: E402
from test_play_bot import human_acts, human_turn, seeded_dice, set_up  # noqa: E402
from test_play_bot import open_page as bot_page  # noqa: E402

from tablier import api  # noqa: E402


def bot_match(context, url: str, dice_seed: int, low: int) -> dict:  # noqa: ANN001
    """The Tavli match to 3 against the bot, by clicks, from the home screen to the match's end dialog."""
    page = bot_page(context, url + "?dice=" + seeded_dice(dice_seed, low=low))
    set_up(page, "tavli", "easy", seat="0", options={"to": "3 points"})
    page.select_option("#bot-speed", "instant")
    games = 0
    for _ in range(5000):
        record = human_turn(page)
        if record is None:
            break
        if page.is_visible("#match-game"):  # a game of the match is over: the human opens the next one
            games += 1
            page.click("#match-next")
            page.wait_for_function(
                f"() => document.getElementById('play').dataset.actions !== '{len(record['actions'])}'"
                " || (document.getElementById('play').dataset.busy === 'false'"
                " && !document.getElementById('play').dataset.bot)"
            )
            continue
        view = api.view(record)["view"]
        if view["mover_seat"] != 0:  # the bot's seat: its driver is about to take the board
            page.wait_for_timeout(50)
            continue
        human_acts(page, record, view)
    else:
        raise AssertionError("the match did not end")
    record = json.loads(page.get_attribute("#play", "data-record"))
    match = api.view(record)["view"]["match"]
    assert match["winner"] is not None and len(match["games"]) == games + 1
    assert_match_end(page, match)
    return {"games": len(match["games"]), "actions": len(record["actions"]), "score": match["score"]}


def hot_seat_match(context, url: str, seed: int, low: int) -> dict:  # noqa: ANN001
    """The hot-seat Tavli match to 3 of ``seed``, by clicks, to the match's end dialog."""
    dice, script, final = scripted_game("tavli", seed, 0, {"to": 3}, low=low)
    page = open_page(context, url + "?dice=" + ",".join(map(str, dice)) + "&options=to:3", 1440, 900)
    page.emulate_media(reduced_motion="reduce")
    start(page, "tavli")
    play_script(page, script)
    assert_end_dialog(page, final)
    match = final["view"]["match"]
    return {"games": len(match["games"]), "clicks": len(script), "score": match["score"]}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--only", choices=["bot", "hot"])
    parser.add_argument("--bot-dice", type=int, default=3, help="seed of the dice against the bot")
    parser.add_argument("--hot-seed", type=int, default=10, help="seed of the hot-seat match")
    parser.add_argument("--low", type=int, default=1, help="lowest face thrown (the tests use 5)")
    args = parser.parse_args()
    from playwright.sync_api import sync_playwright

    build.build()
    site = SiteServer(build.DIST)
    runs = [("bot", bot_match, args.bot_dice), ("hot", hot_seat_match, args.hot_seed)]
    try:
        with sync_playwright() as playwright:
            for name, run, seed in runs:
                if args.only not in (None, name):
                    continue
                with tempfile.TemporaryDirectory() as profile:
                    context = playwright.chromium.launch_persistent_context(
                        user_data_dir=profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
                    )
                    watch = Watch()
                    watch.attach(context)
                    began = time.perf_counter()
                    figures = run(context, site.url, seed, args.low)
                    figures["seconds"] = round(time.perf_counter() - began, 1)
                    watch.assert_clean()
                    context.close()
                print(f"tavli {name} seed {seed} low {args.low}: {figures}", flush=True)
    finally:
        site.stop()


if __name__ == "__main__":
    main()
