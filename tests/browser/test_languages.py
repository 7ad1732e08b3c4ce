"""French and English: the browser's language is the default, the switch translates every visible string.

The check is strict on purpose: after switching to French, any visible text node (or aria-label, or the
title) that still holds an English phrase of ``ui/texts.py`` — one that differs from its French — fails the
test, so a new string without its French, or a string written into the page without going through the
table, is caught.  Home screen, play screen (a tables turn in progress) and the open rules dialog.
"""

from __future__ import annotations

import re
import string

import pytest
from browser_site import wait_ready
from conftest import watched_context

from tablier import api
from ui import texts

pytestmark = pytest.mark.browser

STEP_TIMEOUT_MS = 15_000

VISIBLE_TEXT = """() => {
  const out = [document.title];
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  while (walker.nextNode()) {
    const node = walker.currentNode;
    const element = node.parentElement;
    const words = node.textContent.trim();
    if (words && element && !element.closest("script, style") && element.checkVisibility({visibilityProperty: true}))
      out.push(words);
  }
  for (const element of document.querySelectorAll("[aria-label]"))
    if (element.checkVisibility()) out.push(element.getAttribute("aria-label"));
  return out;
}"""


def english_patterns() -> dict[str, re.Pattern[str]]:
    """Per key of the EN table whose words differ from the FR: the literal parts of the English (around its
    {placeholders}) that the French does not contain, as whole-word patterns."""
    patterns = {}
    for key, english in texts.TEXTS["en"].items():
        french = texts.TEXTS["fr"][key]
        if english == french:
            continue
        parts = [literal.strip() for literal, _, _, _ in string.Formatter().parse(english)]
        parts = [p for p in parts if sum(c.isalpha() for c in p) >= 3 and p not in french]
        for part in parts:
            start = r"\b" if part[0].isalnum() else ""
            end = r"\b" if part[-1].isalnum() else ""
            patterns[f"{key}: {part}"] = re.compile(start + re.escape(part) + end)
    return patterns


def assert_no_english(page, where: str) -> None:  # noqa: ANN001
    shown = page.evaluate(VISIBLE_TEXT)
    left = sorted(
        {
            f"{name!r} in {words!r}"
            for words in shown
            for name, pattern in english_patterns().items()
            if pattern.search(words)
        }
    )
    assert not left, f"{where}: English still visible after switching to French: {left}"


def assert_no_python_error(page) -> None:  # noqa: ANN001
    error = page.query_selector(".py-error")
    assert error is None, f"PyScript error on the page: {error.text_content()}"


def settled(page, actions: int) -> None:  # noqa: ANN001
    page.wait_for_selector(
        f"#play[data-actions='{actions}'][data-busy=false]", state="attached", timeout=STEP_TIMEOUT_MS
    )


def open_rules(page, button: str, game: str, lang: str) -> None:  # noqa: ANN001
    page.click(button)
    page.wait_for_selector(f"dialog#rules[open][data-game='{game}'][data-lang='{lang}']", timeout=STEP_TIMEOUT_MS)
    expected = api.rules(game, lang)["rules"]
    assert page.text_content("#rules-title") == expected["title"]
    assert page.text_content("#rules-source") == expected["source"]
    assert page.locator("#rules-body h3").all_text_contents() == [s["title"] for s in expected["sections"]]
    assert page.locator("#rules-body script, #rules-body [onclick]").count() == 0


def test_switching_to_french_leaves_no_english_on_home_play_and_rules(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "?dice=5,2,6,1")
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "en", "an English browser starts in English"
    assert english_patterns()["start: Start"].search(page.text_content("#start")), "the check sees English"
    page.click("#lang")
    page.wait_for_selector("html[lang=fr]", state="attached")
    assert_no_english(page, "home")

    page.click("#game-list input[value=portes]")
    open_rules(page, "#rules-home", "portes", "fr")
    assert_no_english(page, "home, rules dialog")
    page.click("#rules-close")
    page.wait_for_selector("dialog#rules:not([open])", state="attached")

    page.click("#start")
    settled(page, 0)
    page.click("#roll")  # roll-off 5-2: White throws first
    settled(page, 1)
    page.click("#roll")  # 6-1: White builds a turn (Undo, Confirm, the auto option shown)
    settled(page, 2)
    assert page.is_visible("#turn-row")
    assert_no_english(page, "play")
    open_rules(page, "#rules-play", "portes", "fr")
    assert_no_english(page, "play, rules dialog")
    page.keyboard.press("Escape")
    page.wait_for_selector("dialog#rules:not([open])", state="attached")

    page.click("#lang")  # and back: the rules come in English
    page.wait_for_selector("html[lang=en]", state="attached")
    open_rules(page, "#rules-play", "portes", "en")
    assert_no_python_error(page)
    watch.assert_clean()


@pytest.fixture
def french_context(playwright_instance, tmp_path):  # noqa: ANN001, ANN201
    """A browser whose preferred language is French (navigator.languages = ["fr-FR"])."""
    yield from watched_context(
        playwright_instance, tmp_path / "fr", viewport={"width": 1024, "height": 768}, locale="fr-FR"
    )


def test_the_browsers_language_is_the_default_and_the_choice_is_remembered(server, french_context) -> None:  # noqa: ANN001
    context, watch = french_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url)
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "fr"
    assert page.text_content("#start") == texts.TEXTS["fr"]["start"]
    page.click("#lang")
    page.wait_for_selector("html[lang=en]", state="attached")
    page.reload()
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "en", "the stored choice wins over the browser's language"
    assert_no_python_error(page)
    watch.assert_clean()


def test_denied_storage_still_switches_language_and_contrast(server, french_context) -> None:  # noqa: ANN001
    context, watch = french_context
    context.add_init_script(
        "Object.defineProperty(window, 'localStorage', {get() { throw new DOMException('denied', 'SecurityError'); }});"
    )
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url)
    wait_ready(page)
    assert page.get_attribute("html", "lang") == "fr"
    page.click("#lang")
    page.wait_for_selector("html[lang=en]", state="attached")
    page.click("#contrast")
    page.wait_for_selector("html[data-contrast=more]", state="attached")
    assert page.get_attribute("#contrast", "aria-pressed") == "true"
    assert_no_python_error(page)
    watch.assert_clean()
