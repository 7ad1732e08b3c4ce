"""The engine boots in any frame a host page puts it in (docs/embed.md, *Frames*).

The host page is on another *site* (``localhost``, while the app is on ``127.0.0.1``), so the app's frame is
third-party: headless Chromium then denies it localStorage, IndexedDB, Cache Storage and the origin private file
system (each test first checks that the denial is really on).  The app is served with
``Access-Control-Allow-Origin: *`` as GitHub Pages serves it.  Each frame must start the engine, play a move, and
say truthfully that nothing is kept.
"""

from __future__ import annotations

import json
import tempfile
from pathlib import Path

import pytest
from browser_site import READY_TIMEOUT_MS, SiteServer

pytestmark = pytest.mark.browser

HOST_PAGE = """<!doctype html><meta charset="utf-8"><title>Host</title><link rel="icon" href="data:,">
<iframe id="app" src="{src}" {sandbox} width="900" height="600" title="Tablier"></iframe>"""

PROBE_STORAGE = """async () => {
  const denied = {};
  try { localStorage.getItem("x"); denied.local = false; } catch (error) { denied.local = true; }
  try { await caches.keys(); denied.caches = false; } catch (error) { denied.caches = true; }
  try { await navigator.storage.getDirectory(); denied.files = false; } catch (error) { denied.files = true; }
  denied.indexed = await new Promise((resolve) => {
    try {
      const request = indexedDB.open("tablier-probe");
      request.onsuccess = () => resolve(false);
      request.onerror = () => resolve(true);
    } catch (error) { resolve(true); }
  });
  return denied;
}"""
ALL_DENIED = {"local": True, "caches": True, "indexed": True, "files": True}


@pytest.fixture
def other_site():  # noqa: ANN201
    """A second server for the host page, reached as http://localhost:PORT/ (another site than 127.0.0.1)."""
    with tempfile.TemporaryDirectory() as tmp:
        site = SiteServer(Path(tmp))
        site.site_url = site.url.replace("127.0.0.1", "localhost")
        site.write = lambda name, html: (Path(tmp) / name).write_text(html)
        yield site
        site.stop()


def framed(context, watch, server, other_site, query: str, sandbox: str):  # noqa: ANN001, ANN201
    """The host page on the other site with the app framed (``sandbox`` as given); returns the app's frame."""
    watch.local_hosts.add("localhost")
    other_site.write("host.html", HOST_PAGE.format(src=server.url + "?" + query, sandbox=sandbox))
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(other_site.site_url + "host.html")
    for _ in range(600):
        frame = next((f for f in page.frames if f.url.startswith(server.url)), None)
        if frame is not None:
            return frame
        page.wait_for_timeout(100)
    raise AssertionError("the app's frame did not load")


def click_d3(frame) -> None:  # noqa: ANN001
    """Reversi's d3 (a legal first move for Black) through the board's published tap targets."""
    frame.wait_for_function("() => 'd3' in JSON.parse(document.getElementById('board').dataset.targets || '{}')")
    x, y = json.loads(frame.get_attribute("#board", "data-targets"))["d3"]
    frame.click("#board", position={"x": x, "y": y})


def plays_and_says_nothing_is_kept(frame) -> None:  # noqa: ANN001
    frame.wait_for_selector("html[data-engine=ready]", state="attached", timeout=READY_TIMEOUT_MS)
    frame.wait_for_selector("#play[data-phase=play][data-busy=false]", state="attached", timeout=READY_TIMEOUT_MS)
    note = frame.text_content("#storage-note")
    assert "will not be kept when you leave" in note and "new tab" in note
    click_d3(frame)
    frame.wait_for_selector("#play[data-actions='1']", state="attached", timeout=READY_TIMEOUT_MS)
    assert frame.query_selector("#engine-failure") is None


def test_cross_site_frame_with_third_party_storage_blocked(server, other_site, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    frame = framed(
        context, watch, server, other_site, "embed=1&game=reversi", 'sandbox="allow-scripts allow-same-origin"'
    )
    assert frame.evaluate(PROBE_STORAGE) == ALL_DENIED, "storage not denied"
    plays_and_says_nothing_is_kept(frame)
    watch.assert_clean()


def test_frame_sandboxed_without_same_origin(server, other_site, browser_context) -> None:  # noqa: ANN001
    """sandbox="allow-scripts" alone: an opaque origin, which no storage at all is granted."""
    context, watch = browser_context
    frame = framed(context, watch, server, other_site, "embed=1&game=reversi&lang=en", 'sandbox="allow-scripts"')
    assert frame.evaluate("() => self.origin") == "null"
    assert frame.evaluate(PROBE_STORAGE) == ALL_DENIED
    plays_and_says_nothing_is_kept(frame)
    watch.assert_clean()


def test_a_frame_where_the_engine_cannot_start_says_so(server, other_site, browser_context) -> None:  # noqa: ANN001
    """The worker's script refused (as a platform without module workers would): one sentence, a link to a
    new tab, no traceback."""
    context, watch = browser_context
    context.route("**/assets/engine-worker.js", lambda route: route.abort())
    watch.allow_failures = True
    frame = framed(context, watch, server, other_site, "embed=1&game=reversi&lang=fr", 'sandbox="allow-scripts"')
    frame.wait_for_selector("html[data-engine=failed]", state="attached", timeout=READY_TIMEOUT_MS)
    expected = "Le moteur des règles ne peut pas démarrer dans ce cadre. Ouvrir dans un nouvel onglet"
    assert frame.text_content("#engine-failure") == expected
    link = frame.query_selector("#engine-failure a")
    assert link.get_attribute("href") == server.url + "?embed=1&game=reversi&lang=fr"
    assert link.get_attribute("target") == "_blank"
    assert frame.query_selector(".py-error") is None, "a traceback on the page"
    watch.allow_failures = False
    watch.failed.clear()
    watch.assert_clean()
