"""The game review in the browser (issue 20, docs/review.md): a game played against the bot by clicks, then
"Review this game": the verdict marks in the move list, the evaluation graph (a click goes to a decision),
the best play's arrows beside the play made with the top three plays, and the summary per player, at
1440×900 (Reversi to its end, reviewed from the end dialog, stored with the game, shown again from the saved
list) and 390×844 (Portes, a few turns, reviewed from the replay viewer).

The review runs in the page's worker; the same review computed here on CPython (tablier.api.review_step)
gives the expected decisions and verdicts (a verdict whose loss lies within 0.01 of a threshold may differ by
the last bits of the floating-point functions of the two builds, so it is not compared).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest
from play_helpers import ARTIFACTS, assert_no_python_error, shot
from test_accessibility import AXE, BLOCKING
from test_play_bot import human_acts, human_turn, open_page, seeded_dice, set_up

from tablier import api
from tablier.review.verdicts import THRESHOLDS

pytestmark = pytest.mark.browser
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "engine"))  # record_games: seeded random games

REVIEW_TIMEOUT_MS = 600_000  # a whole game reviewed by the hard level in the worker, on a loaded 2-core machine
PREFIX = "tablier.game."
LABELS = ("best", "inaccuracies", "mistakes", "blunders")  # the summary's words for each verdict, in order


def cpython_review(record: dict) -> dict:
    record = {k: v for k, v in record.items() if k != "review"}
    while True:
        answer = api.review_step(record)
        assert "error" not in answer, answer
        record = answer["record"]
        if answer["review"]["done"]:
            return answer["review"]


def near_threshold(move: dict) -> bool:
    return any(abs(move["loss"] - limit) < 0.01 for limit in THRESHOLDS[move["scale"]])


def play_human_turns(page, human: int, turns: int | None) -> dict | None:  # noqa: ANN001
    """The human's side by clicks for ``turns`` actions (None: to the end); the record, or None at the end."""
    done = 0
    while turns is None or done < turns:
        record = human_turn(page)
        if record is None:
            return None
        view = api.view(record)["view"]
        assert view["mover_seat"] == human
        human_acts(page, record, view)
        done += 1
    return human_turn(page)


def review_audit(page) -> None:  # noqa: ANN001
    """axe on the review's parts (#review: button, progress, graph, words, top three, summary): no serious or
    critical violation."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text())
    result = page.evaluate("async () => await axe.run('#review', {resultTypes: ['violations']})")
    found = [f"{v['id']}: {v['help']}" for v in result["violations"] if v["impact"] in BLOCKING]
    assert not found, found
    assert len(result["passes"]) >= 5


def row_phase(page, at: int) -> str | None:  # noqa: ANN001
    """The phase mark (◇ left the openings, ∎ the solver) of the move list's row that holds action ``at``."""
    return page.eval_on_selector_all(
        "#replay-moves li",
        "(rows, at) => rows.filter(r => Number(r.dataset.first) <= at && at <= Number(r.dataset.last))"
        ".map(r => r.dataset.phase || null)[0]",
        at,
    )


def check_review(page, record: dict, name: str) -> dict:  # noqa: ANN001
    """The review on the replay screen against the CPython review of ``record``: marks, graph, arrows, summary."""
    page.wait_for_selector("#review[data-state=done]", state="attached", timeout=REVIEW_TIMEOUT_MS)
    expected = cpython_review(record)
    moves = expected["moves"]
    assert moves, "no decision graded"
    # a row per turn (its throw, cube actions and play): each graded action's mark in the row that holds it
    rows = page.eval_on_selector_all(
        "#replay-moves li",
        "rows => rows.map(r => [Number(r.dataset.first), Number(r.dataset.last),"
        " [...r.querySelectorAll('.verdict')].map(s => s.className.replace('verdict verdict-', ''))])",
    )
    for first, last, verdicts in rows:
        inside = [m for m in moves if first <= m["at"] <= last]
        assert len(verdicts) == len(inside), (first, last, verdicts, inside)
        for verdict, move in zip(verdicts, inside, strict=True):
            assert verdict == move["verdict"] or near_threshold(move), (verdict, move)
    assert sum(len(v) for _, _, v in rows) == len(moves)
    signs = page.eval_on_selector_all("#replay-moves li[data-verdict] .verdict", "s => s.map(x => x.textContent)")
    assert set(signs) <= {"✓", "?!", "?", "??"} and len(signs) == len(moves)
    # the graph: one point per graded decision; a click on a point goes to that decision
    assert page.is_visible("#review-graph")
    assert page.get_attribute("#review-graph", "data-points") == str(len(moves))
    target = max(moves, key=lambda m: m["loss"])
    total = len(record["actions"])
    box = page.locator("#review-graph").bounding_box()
    x = 6 + (box["width"] - 12) * (target["at"] + 0.5) / total
    page.locator("#review-graph").click(position={"x": x, "y": box["height"] / 2})
    page.wait_for_selector(f"#replay[data-pos='{target['at']}']", state="attached", timeout=10_000)
    # at the decision: the best play marked beside the play made, the top three with their values
    assert page.get_attribute("#replay", "data-review-arrows") == "true"
    assert page.get_attribute("#review-move", "data-at") == str(target["at"])
    assert page.is_visible("#review-move")
    top = page.eval_on_selector_all("#review-top li", "items => items.map(i => i.textContent)")
    assert len(top) == min(3, len(target["top"]))
    assert top[0].startswith(target["top"][0][0] + " · ")
    words = page.text_content("#review-move")
    assert target["played"] in words
    page.locator("#board").screenshot(path=str(ARTIFACTS / f"review-{name}-board.png"))
    # the summary: a line per player with the counts of each verdict and the error rate
    lines = page.eval_on_selector_all("#review-summary .review-seat", "s => s.map(x => x.textContent)")
    assert len(lines) == 2
    for seat, line in enumerate(lines):
        summary = expected["summary"][seat]
        counts = summary["counts"]
        if not any(near_threshold(m) for m in moves if m["seat"] == seat):
            words = " · ".join(f"{k} {counts[v]}" for k, v in zip(LABELS, counts, strict=True))
            assert words in line and f"error rate {round(100 * summary['error_rate'])} %" in line, (line, counts)
        assert "error rate" in line
    shot(page, f"review-{name}.png")
    return expected


def test_reversi_against_the_bot_reviewed_from_the_end_dialog_and_stored(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = open_page(context, server.url, 1440, 900)
    set_up(page, "reversi", "easy", seat="0")
    page.select_option("#bot-speed", "instant")
    assert play_human_turns(page, human=0, turns=None) is None
    page.wait_for_selector("#end[open]", timeout=60_000)
    record = json.loads(page.get_attribute("#play", "data-record"))
    page.click("#end-review")
    page.wait_for_selector("body[data-mode=replay]", state="attached", timeout=60_000)
    # the grading's progress shows while it runs, or the review is done (a short game graded in no time); the page
    # switches to the replay before the review's first message, so both are waited for
    page.wait_for_function(
        """() => { const bar = document.querySelector('#review-progress');
                   return (bar && bar.offsetParent !== null)
                       || document.querySelector('#review')?.dataset.state === 'done'; }""",
        timeout=10_000,
    )
    expected = check_review(page, record, "reversi-1440")
    # stored with the finished game, as exported
    entries = page.evaluate(
        """(prefix) => Object.keys(localStorage).filter(k => k.startsWith(prefix))
                       .map(k => JSON.parse(localStorage.getItem(k)))""",
        PREFIX,
    )
    (entry,) = [e for e in entries if e["record"]["actions"] == record["actions"]]
    stored = entry["record"]["review"]
    assert stored["done"] and [m["at"] for m in stored["moves"]] == [m["at"] for m in expected["moves"]]
    status = page.text_content("#review-status")
    if expected["solver_from"] is not None:
        assert "exact solver took over" in status
        assert row_phase(page, expected["solver_from"]) == "solver"
    opening = expected["opening"]  # the known opening, and the move that left the known lines
    if opening["name"] is not None:
        assert f"Opening: {opening['name']['en']} (Robert Gatliff's list of Othello openings)." in status
    if opening["left"] is not None:
        assert f"known openings {'at' if opening['deviated'] else 'end at'} move {opening['left'] + 1}" in status
        assert row_phase(page, opening["left"]) == "left-book"
    # from the saved list, the stored review shows at once (nothing to grade again)
    page.click("#replay-home")
    page.click(f"#saved-list li[data-id='{entry['id']}'] button.review")
    page.wait_for_selector("#review[data-state=done]", state="attached", timeout=60_000)
    assert page.get_attribute("#review-graph", "data-points") == str(len(expected["moves"]))
    assert_no_python_error(page)
    watch.assert_clean()


def test_portes_against_the_bot_reviewed_from_the_replay_on_a_phone(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = open_page(context, server.url + "?dice=" + seeded_dice(20), 390, 844)
    set_up(page, "portes", "easy", seat="0")
    page.select_option("#bot-speed", "instant")
    record = play_human_turns(page, human=0, turns=10)
    assert record is not None
    page.click("#to-home")
    page.click("#saved-list li.saved-game button.replay")
    page.wait_for_selector("#review-start:visible", timeout=60_000)
    page.click("#review-start")
    page.wait_for_selector("#review[data-state=running], #review[data-state=done]", state="attached")
    check_review(page, record, "portes-390")
    review_audit(page)
    # the best play's arrows were drawn from the board's published targets: the board is on screen
    assert page.locator("#board").bounding_box()["width"] <= 390
    assert_no_python_error(page)
    watch.assert_clean()


def test_an_embedded_record_shows_its_stored_review(server, browser_context) -> None:  # noqa: ANN001
    """``?record=…&review=1``: the review the record carries (as exported) is shown under the replay bar; the
    graph steps the bar to a decision, where the best play is marked beside the play made."""
    from record_games import random_game
    from test_embed import encode

    record, _ = random_game("portes", 12, limit=30)
    reviewed = {**record, "review": cpython_review(record)}
    moves = reviewed["review"]["moves"]
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.set_viewport_size({"width": 1440, "height": 900})
    page.goto(f"{server.url}?embed=1&readonly=1&review=1&move=0&record={encode(reviewed)}")
    page.wait_for_selector("#bar-review[data-state=done]", state="attached", timeout=120_000)
    assert page.get_attribute("#bar-review-graph", "data-points") == str(len(moves))
    assert len(page.query_selector_all("#bar-review-summary .review-seat")) == 2
    target = moves[-1]
    box = page.locator("#bar-review-graph").bounding_box()
    x = 6 + (box["width"] - 12) * (target["at"] + 0.5) / len(record["actions"])
    page.locator("#bar-review-graph").click(position={"x": x, "y": box["height"] / 2})
    page.wait_for_selector(f"#replay-bar[data-move='{target['at']}']", state="attached", timeout=30_000)
    assert page.get_attribute("#replay-bar", "data-review-arrows") == "true"
    assert page.get_attribute("#bar-review-move", "data-at") == str(target["at"])
    assert page.text_content("#bar-review-top li").startswith(target["top"][0][0])
    shot(page, "review-embed.png")
    assert_no_python_error(page)
    watch.assert_clean()
