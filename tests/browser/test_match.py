"""Matches set up on the home screen (match length for every game the engine describes), played by clicks to
their end: the score around the board, the dialog between two games, the match's end dialog; and a Tavli
match against the bot, whose turns never show the movable rings of the human's turns.

The dice come from the page's ``?dice=`` hook; the hot-seat match is scripted on CPython
(``play_helpers.scripted_game`` on the engine's ``match`` with the options the home screen sends), so the
engine says who wins each game, with how many points and why, and the page must say exactly that.
"""

from __future__ import annotations

import json
import random

import pytest
from browser_site import wait_ready
from play_helpers import (
    STEP_TIMEOUT_MS,
    assert_end_dialog,
    assert_match_end,
    assert_no_python_error,
    game_words,
    open_page,
    play_script,
    scripted_game,
    settled,
    shot,
)

from tablier import api

pytestmark = pytest.mark.browser

MATCH_TO_3 = {"games": ["revertier"], "to": 3, "crawford": False, "game_options": {"revertier": {}}}
"""What the home screen sends for Révertier, Match to 3 points (seed 7: two games won by a block, 2 points each)."""


def test_home_offers_match_lengths_and_a_hot_seat_match_is_played_to_its_end(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    dice, script, final = scripted_game("match", 7, 0, MATCH_TO_3)
    match = final["view"]["match"]
    assert len(match["games"]) == 2  # the between-games dialog is reached
    page = open_page(context, server.url + "?dice=" + ",".join(map(str, dice)), 1440, 900)
    page.emulate_media(reduced_motion="reduce")
    wait_ready(page)
    # The lengths are the engine's description; Reversi has none (rules.md §5.5).
    described = {entry["id"]: entry["match"] for entry in api.games()}
    page.click("#game-list input[value=reversi]")
    assert page.locator("#rule-list [data-option=match]").count() == 0
    page.click("#game-list input[value=revertier]")
    control = "#rule-list [data-option=match]"
    labels = page.locator(control + " option").all_text_contents()
    assert labels == [choice["label"]["en"] for choice in described["revertier"]["choices"]]
    assert page.text_content("#rule-list label:has([data-option=match]) span") == "Match length"
    page.select_option(control, label="Match to 3 points")
    page.click("#start")
    page.wait_for_selector("#play[data-actions='0']", state="attached", timeout=STEP_TIMEOUT_MS)
    # Révertier names its seats as the seed does: seat 0, whose talon is a, is Black (« le talon […] des
    # Noirs en « a » »), so the score reads Black first.
    assert "Match to 3 · now Révertier · Black 0, White 0" in page.text_content("#players")
    page.click("#rules-play")  # the rules of the game the match plays, not of "a match"
    page.wait_for_selector("dialog#rules[open][data-game=revertier]", timeout=STEP_TIMEOUT_MS)
    page.click("#rules-close")

    interludes = []

    def between_games(index: int) -> None:
        if page.is_visible("#match-game"):
            interludes.append(
                [page.text_content(f"#match-game-{part}") for part in ("title", "result", "score", "next")]
            )
            shot(page, "match-between-games-1440x900.png")

    # play_script closes the dialog after on_item has read it.
    play_script(page, script, lambda index: between_games(index))
    first = match["games"][0]
    after = [first["points"] if first["winner"] == seat else 0 for seat in (0, 1)]
    assert interludes == [
        [
            "End of game 1 of the match",
            game_words(first, ["Black", "White"]),
            f"Black {after[0]}, White {after[1]} · match to 3 points",
            "Next: game 2, Révertier.",
        ]
    ]
    assert_end_dialog(page, final)
    assert f"Black {match['score'][0]}, White {match['score'][1]}" in page.text_content("#players")
    winner = ("Black", "White")[match["winner"]]
    assert (
        page.text_content("#turn") == f"{winner} wins the match · Black {match['score'][0]}, White {match['score'][1]}"
    )
    record = json.loads(page.get_attribute("#play", "data-record"))
    assert record["game"] == "match" and record["options"] == MATCH_TO_3
    shot(page, "match-end-1440x900.png")
    # Rematch: a new match of the same game and length.
    page.click("#end-new")
    settled(page, actions=0)
    assert "Match to 3 · now Révertier · Black 0, White 0" in page.text_content("#players")
    # A match of Dames Rabattues against the bot: drawn on the Dames board, its score in the panel, no hint (the
    # dice decide everything, rules.md §3.5).
    page.click("#to-home")
    page.click("#game-list input[value=dames-rabattues]")
    page.check("input[name=opponent][value=bot]")
    page.select_option("#rule-list [data-option=match]", label="Match to 5 points")
    page.click("#start")
    page.wait_for_selector("body[data-kind=dames] #play[data-actions]", state="attached", timeout=STEP_TIMEOUT_MS)
    page.wait_for_function("() => document.getElementById('players').textContent.includes('Match to 5')")
    assert "Match to 5 · now Dames Rabattues · White 0, Black 0" in page.text_content("#players")
    assert page.is_hidden("#hint-row")
    record = json.loads(page.get_attribute("#play", "data-record"))
    assert record["game"] == "match" and record["options"]["games"] == ["dames-rabattues"]
    assert_no_python_error(page)
    watch.assert_clean()


BOT_PROBES = """
window.__frames = [];
document.addEventListener("DOMContentLoaded", () => {
  const board = document.getElementById("board");
  new MutationObserver(() => {
    if (board.dataset.drawn === "true" && board.dataset.movable !== undefined)
      window.__frames.push([document.getElementById("play").dataset.bot || "", board.dataset.movable]);
  }).observe(board, {attributes: true, attributeFilter: ["data-drawn", "data-movable"]});
});
"""


TAVLI_BOT_MATCH = {
    "id": "g1700000000-424242",
    "rev": 1,
    "created": "2026-01-01T10:00:00.000Z",
    "updated": "2026-01-01T10:00:00.000Z",
    "record": {
        "format": 1,
        "game": "tavli",
        "options": {"to": 3, "loser_starts": False, "connection": False},
        "seed": 1,
        "actions": [],
    },
    "bots": {"1": "easy"},
    "names": None,
    "status": {"phase": "roll", "winner": None, "points": None},
}
"""A saved Tavli match to 3 not begun, the bot (easy) on Black.  The bot's choices derive from the record's seed
(the easy level is node-bounded, not timed), so with fives and sixes only (``seeded_dice(10, low=5)``) the match
is the same short one on every run: two games (on CPython: 81 actions, the second won by a pinned mother
checker), where a match started on the home screen, whose seed is random, lasts 80 to 320 actions."""

STORE_ENTRY = """(entry) => {
  const key = "tablier.game." + entry.id;
  if (!localStorage.getItem(key)) localStorage.setItem(key, JSON.stringify(entry));
}"""


def test_a_tavli_match_to_3_against_the_bot_to_its_end(server, browser_context) -> None:  # noqa: ANN001
    """The human plays White by clicks (first listed destinations); the bot (easy) plays Black.  Between games
    the bot waits for Next game.  Every frame the board draws during the bot's turns (thinking, its steps shown
    one by one at the start, then at once under reduced motion) has no movable ring, while the human's have.
    The match is opened from its saved entry (``#game=``), which keeps the bot's seat and level."""
    from test_play_bot import human_acts, human_turn, seeded_dice
    from test_play_bot import open_page as bot_page

    context, watch = browser_context
    context.add_init_script(BOT_PROBES)
    context.add_init_script(f"({STORE_ENTRY})({json.dumps(TAVLI_BOT_MATCH)})")
    # 300 dice (the match throws about 80), then the page's own, whole range: no wall of fives and sixes lasts
    url = server.url + "?dice=" + seeded_dice(10, count=300, low=5) + "#game=" + TAVLI_BOT_MATCH["id"]
    page = bot_page(context, url)
    page.wait_for_selector("#play[data-record][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert json.loads(page.get_attribute("#play", "data-record")) == TAVLI_BOT_MATCH["record"]
    page.select_option("#bot-speed", "fast")
    games_seen = 0
    for _ in range(2000):
        record = human_turn(page)
        if record is None:
            break
        if page.evaluate("window.__botSteps.length"):  # the bot's steps were shown: the rest at once
            page.emulate_media(reduced_motion="reduce")
        if page.is_visible("#match-game"):  # a game of the match is over: the bot waits for the human
            games_seen += 1
            assert page.get_attribute("#match-game", "data-game") == str(games_seen)
            assert page.get_attribute("#play", "data-bot") == ""
            page.wait_for_timeout(400)  # whoever opens the next game, nothing is played while the dialog is open
            assert page.get_attribute("#play", "data-actions") == str(len(record["actions"]))
            page.click("#match-next")
            page.wait_for_function(
                "() => document.getElementById('play').dataset.actions !== '" + str(len(record["actions"])) + "' "
                "|| (document.getElementById('play').dataset.busy === 'false' && !document.getElementById('play')"
                ".dataset.bot)",
                timeout=STEP_TIMEOUT_MS,
            )
            continue
        view = api.view(record)["view"]
        if view["mover_seat"] != 0:  # the bot's seat to act: its driver is about to take the board
            page.wait_for_timeout(50)
            continue
        human_acts(page, record, view)
    else:
        pytest.fail("the match did not end")
    record = json.loads(page.get_attribute("#play", "data-record"))
    match = api.view(record)["view"]["match"]
    assert match["winner"] is not None and games_seen >= 1 and len(match["games"]) == games_seen + 1
    assert_match_end(page, match)
    frames = page.evaluate("window.__frames")
    bot_frames = [movable for bot, movable in frames if bot]
    human_rings = [movable for bot, movable in frames if not bot and movable != "[]"]
    # Both kinds of turn were drawn, the bot's with its steps shown one by one: the check below can fail.
    assert bot_frames and human_rings and any(bot == "moving" for bot, _ in frames)
    assert set(bot_frames) == {"[]"}, "the bot's turn showed movable rings"
    shot(page, "match-tavli-bot-end.png")
    assert_no_python_error(page)
    watch.assert_clean()


DAMES_TO_3 = {"games": ["dames-rabattues"], "to": 3, "crawford": False, "game_options": {"dames-rabattues": {}}}


def test_a_saved_match_is_listed_with_its_score_and_resumes(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    rng = random.Random(4)
    dice: list[int] = []
    answer = api.new_game("match", DAMES_TO_3)
    while not answer["view"]["match"].get("ended"):  # Dames Rabattues: throws only (rules.md §3.5)
        dice += [rng.randint(1, 6), rng.randint(1, 6)]
        answer = api.act(answer["record"], {"roll": dice[-2:]})
    first_game = len(answer["record"]["actions"])
    score = answer["view"]["match"]["score"]
    page = open_page(context, server.url + "?dice=" + ",".join(map(str, dice + [3, 5])), 1024, 768)
    page.emulate_media(reduced_motion="reduce")
    wait_ready(page)
    page.click("#game-list input[value=dames-rabattues]")
    page.check("input[name=opponent][value=friend]")
    page.select_option("#rule-list [data-option=match]", label="Match to 3 points")
    page.click("#start")
    for count in range(1, first_game + 1):
        page.click("#roll")
        settled(page, actions=count)
    assert page.get_attribute("#match-game", "data-game") == "1" and page.is_visible("#match-game")
    page.click("#match-next")
    page.click("#roll")  # the second game's roll-off
    settled(page, actions=first_game + 1)
    tally = f"White {score[0]}, Black {score[1]}"
    before = page.text_content("#players")
    assert f"Match to 3 · now Dames Rabattues · {tally}" in before
    page.click("#to-home")
    page.wait_for_selector("#saved-list li", timeout=STEP_TIMEOUT_MS)
    listed = page.text_content("#saved-list li")
    assert "Match · Dames Rabattues" in listed and tally in listed
    page.reload()
    wait_ready(page)
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    assert tally in page.text_content("#saved-list li")
    page.click("#resume")
    settled(page, actions=first_game + 1)
    assert page.text_content("#players") == before
    assert page.is_hidden("#match-game")  # resuming opens no dialog: the game in progress is on the board
    assert_no_python_error(page)
    watch.assert_clean()
