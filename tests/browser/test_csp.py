"""The Content-Security-Policy of index.html (docs/embed.md, Security): no violation anywhere.

An init script records every ``securitypolicyviolation`` event of the page before any of its scripts run;
the test goes through the home screen, the worker's boot, a tables game with thrown dice and played steps, a
Reversi game, an embedded position and an embedded record stepped through, and fails on any violation (and,
as every browser test, on any console error: Chromium also logs a refused resource there).
"""

from __future__ import annotations

import base64
import hashlib
import json
from pathlib import Path

import pytest
from browser_site import wait_ready

pytestmark = pytest.mark.browser
ROOT = Path(__file__).resolve().parents[2]

RECORD_VIOLATIONS = """
window.__csp = [];
document.addEventListener("securitypolicyviolation", (event) => {
  window.__csp.push([event.violatedDirective, event.blockedURI, event.sourceFile, event.lineNumber].join(" "));
});
"""


def violations(page) -> list[str]:  # noqa: ANN001
    return page.evaluate("() => window.__csp")


def test_policy_is_strict_and_nothing_violates_it(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    context.add_init_script(RECORD_VIOLATIONS)
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url + "?dice=3,1,3,1")
    wait_ready(page)
    policy = page.get_attribute('meta[http-equiv="Content-Security-Policy"]', "content")
    directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
    assert directives["default-src"] == "'self'" and directives["object-src"] == "'none'"
    assert "'unsafe-inline'" not in policy, "no inline script or style but build.py's, each by its hash"
    # written into the page by build.py: the first frame's script, the engine's start, the stylesheet
    paint, start, css = ((ROOT / "assets" / name).read_text() for name in ("first-paint.js", "engine.js", "style.css"))
    digest = {text: base64.b64encode(hashlib.sha256(text.encode()).digest()).decode() for text in (paint, start, css)}
    # eval for PyScript's hooks only (docs/embed.md)
    assert directives["script-src"] == f"'self' 'sha256-{digest[start]}' 'sha256-{digest[paint]}' 'unsafe-eval'"
    assert directives["style-src"] == f"'self' 'sha256-{digest[css]}'"
    # data: only for the engine worker of a frame sandboxed without allow-same-origin (assets/engine.js)
    assert directives["worker-src"] == "'self' data:" and directives["connect-src"] == "'self'"
    assert "*" not in policy and "http" not in policy, "nothing from another host"
    inline = page.evaluate("() => [...document.querySelectorAll('script:not([src])')].map((s) => s.textContent)")
    assert inline == [paint, start] and not page.evaluate("() => document.querySelectorAll('[style]').length")
    assert page.evaluate("() => [...document.querySelectorAll('style')].map((s) => s.textContent)") == [css]
    handlers = page.evaluate(
        """() => [...document.querySelectorAll('*')].flatMap((element) =>
            [...element.attributes].filter((a) => a.name.startsWith('on')).map((a) => a.name))"""
    )
    assert handlers == [], "no inline event handlers"
    assert violations(page) == []

    # A tables game: the roll-off, a throw and the steps of a turn go through the worker.
    page.check('input[name=game][value="portes"]')
    page.click("#start")
    page.wait_for_selector("#play[data-phase=roll]", timeout=30_000)
    page.click("#roll")
    page.wait_for_selector("#play[data-actions='1'][data-busy=false]", timeout=30_000)
    assert violations(page) == []

    # Reversi and a position through the embed parameters (new page loads with the same policy).
    position = "S:24x2,13x5,8x3,6x5/N:24x2,13x5,8x3,6x5/S/62"
    page.goto(server.url + "?embed=1&game=portes&position=" + position)
    page.wait_for_selector("#play[data-position]", state="attached", timeout=60_000)
    page.goto(server.url + "?embed=1&game=reversi")
    page.wait_for_selector("#play[data-phase=play]", timeout=60_000)
    targets = json.loads(page.get_attribute("#board", "data-targets"))
    x, y = targets["d3"]
    page.click("#board", position={"x": x, "y": y})
    page.wait_for_selector("#play[data-actions='1']", timeout=30_000)
    assert violations(page) == []

    # A record stepped through with the replay bar (its nodes are built by the page's Python).
    record = page.get_attribute("#play", "data-record")
    link = base64.urlsafe_b64encode(record.encode()).decode().rstrip("=")
    page.goto(server.url + "?embed=1&move=0&record=" + link)
    page.wait_for_selector("#replay-bar[data-move='0']", state="attached", timeout=60_000)
    page.click("#replay-bar-forward")
    page.wait_for_selector("#replay-bar[data-move='1']", state="attached", timeout=30_000)
    assert violations(page) == []
    watch.assert_clean()
