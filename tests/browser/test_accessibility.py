"""Automated accessibility audit with axe-core (npm devDependency, exact version): no serious or critical
violation on the home screen, the play screen (a tables game and Reversi), with the rules dialog open, and in
high contrast.  axe checks contrast (WCAG AA), names of controls and dialogs, landmarks, ARIA use, etc.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from browser_site import wait_ready

pytestmark = pytest.mark.browser

AXE = Path(__file__).resolve().parents[2] / "node_modules" / "axe-core" / "axe.min.js"
STEP_TIMEOUT_MS = 15_000
BLOCKING = ("serious", "critical")


def audit(page, where: str) -> None:  # noqa: ANN001
    """Run axe on the page as it is and fail on serious or critical violations, saying where and what."""
    if not page.evaluate("() => typeof window.axe === 'object'"):
        page.evaluate(AXE.read_text())  # not a <script> tag: the page's CSP refuses inline scripts
    result = page.evaluate("async () => await axe.run(document, {resultTypes: ['violations']})")
    assert len(result["passes"]) >= 10, f"{where}: axe checked almost nothing ({len(result['passes'])} rules passed)"
    found = [
        f"{v['id']} ({v['impact']}): {v['help']} — " + "; ".join(n["target"][0] for n in v["nodes"][:4])
        for v in result["violations"]
        if v["impact"] in BLOCKING
    ]
    assert not found, f"{where}: " + "\n".join(found)


def settled(page, actions: int) -> None:  # noqa: ANN001
    selector = f"#play[data-actions='{actions}'][data-busy=false]"
    page.wait_for_selector(selector, state="attached", timeout=STEP_TIMEOUT_MS)


def with_rules_open(page, button: str, where: str) -> None:  # noqa: ANN001
    page.click(button)
    page.wait_for_selector("dialog#rules[open][data-game]", timeout=STEP_TIMEOUT_MS)
    audit(page, where + ", rules dialog open")
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog#rules:not([open])", state="attached")


def start(page, game: str) -> None:  # noqa: ANN001
    page.click(f"#game-list input[value={game}]")
    page.click("#start")
    settled(page, 0)


def test_home_and_play_screens_have_no_serious_violation(server, browser_context) -> None:  # noqa: ANN001
    assert AXE.exists(), "axe-core is missing: npm ci installs the devDependencies"
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "?dice=5,2,6,1")
    wait_ready(page)
    audit(page, "home")
    with_rules_open(page, "#rules-home", "home")

    start(page, "portes")
    page.click("#roll")
    settled(page, 1)
    page.click("#roll")
    settled(page, 2)
    audit(page, "play, Portes turn")
    with_rules_open(page, "#rules-play", "play, Portes")

    page.click("#to-home")
    start(page, "reversi")
    audit(page, "play, Reversi")
    watch.assert_clean()


def test_high_contrast_and_french_have_no_serious_violation(server, phone_context) -> None:  # noqa: ANN001
    context, watch = phone_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url)
    wait_ready(page)
    page.click("#contrast")
    page.wait_for_selector("html[data-contrast=more]", state="attached")
    page.click("#lang")
    page.wait_for_selector("html[lang=fr]", state="attached")
    audit(page, "home, phone, high contrast, French")
    start(page, "toutes-tables")
    audit(page, "play, phone, high contrast, French")
    with_rules_open(page, "#rules-play", "play, phone, high contrast, French")
    watch.assert_clean()


FELT_PIXEL = """() => {
  const canvas = document.getElementById("board");
  const scale = canvas.width / canvas.clientWidth;
  const boardW = Math.min(canvas.clientWidth, canvas.clientHeight * 4 / 3);
  const x = (canvas.clientWidth - boardW) / 2 + 0.6 * boardW;  // right half, between the rows of points
  const y = canvas.clientHeight / 2;
  return Array.from(canvas.getContext("2d").getImageData(x * scale, y * scale, 1, 1).data.slice(0, 3));
}"""


def test_high_contrast_follows_the_system_then_the_switch_and_is_remembered(server, browser_context) -> None:  # noqa: ANN001
    """prefers-contrast: more turns it on by default (page colours and the board's felt, ui/boards/draw.py's
    palette); the switch turns it off, and the choice outlives a reload."""
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.emulate_media(contrast="more")
    page.goto(server.url)
    wait_ready(page)
    assert page.get_attribute("html", "data-contrast") == "more"
    assert page.get_attribute("#contrast", "aria-pressed") == "true"
    assert page.evaluate("getComputedStyle(document.body).backgroundColor") == "rgb(255, 255, 255)"
    assert page.evaluate(FELT_PIXEL) == [255, 255, 255], "the high-contrast felt is white"

    page.click("#contrast")
    page.wait_for_selector("html[data-contrast=normal]", state="attached")
    page.wait_for_function(f"() => ({FELT_PIXEL})().join() === '233,220,195'")  # the usual felt, #e9dcc3
    page.reload()
    wait_ready(page)
    assert page.get_attribute("html", "data-contrast") == "normal", "the stored choice wins over the system's"
    assert page.get_attribute("#contrast", "aria-pressed") == "false"
    watch.assert_clean()
