"""Two deployments on one origin, and an update of the service worker (issue 18, points 4 and 5).

GitHub Pages serves every project site of an account under one origin, each under its own path: here the test
server serves the built site twice, under /a/ and /b/ (b with its own version of sw.js).  Each service worker names
its caches by its scope and deletes only its own older caches, so visiting /b/ leaves /a/ working offline.  An
update of sw.js is announced once ("A new version is ready — Reload"); the page never reloads by itself.
"""

from __future__ import annotations

import re
import shutil
import tempfile
from collections.abc import Iterator
from pathlib import Path

import pytest
from browser_site import SiteServer, wait_engine_idle_work, wait_ready
from test_saved import STEP_TIMEOUT_MS, assert_no_python_error, start_dames, stored, throw

pytestmark = pytest.mark.browser

SW_TIMEOUT_MS = 60_000  # installing precaches the whole site (~15 MB) on a loaded machine


def version_of(site: Path) -> str:
    return re.search(r'const VERSION = "([^"]+)";', (site / "sw.js").read_text()).group(1)


def set_version(site: Path, version: str) -> None:
    """Deploy a changed sw.js: the same files under another version (as build.py writes after any change)."""
    source = (site / "sw.js").read_text()
    (site / "sw.js").write_text(re.sub(r'const VERSION = "[^"]+";', f'const VERSION = "{version}";', source))


@pytest.fixture
def two_sites(dist: Path) -> Iterator[tuple[SiteServer, Path]]:
    """dist/ served under /a/ and /b/ of one origin; a and b each with a sw.js of their own (to be changed)."""
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        for name, suffix in (("a", ""), ("b", "-b")):
            site = root / name
            site.mkdir()
            for entry in dist.iterdir():
                if entry.name != "sw.js":
                    (site / entry.name).symlink_to(entry)
            shutil.copy2(dist / "sw.js", site / "sw.js")
            set_version(site, version_of(dist) + suffix)
        server = SiteServer(root)
        yield server, root
        server.stop()


def controlled(page, url: str) -> None:  # noqa: ANN001
    """Visits ``url`` until its service worker controls it and its engine's idle work is done: a page left while
    its worker fetches Pyodide's wasm to keep it (after a first visit's snapshot) aborts that request, which the
    watch would count as failed."""
    page.goto(url)
    wait_ready(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=SW_TIMEOUT_MS)
    wait_engine_idle_work(page)


def cache_names(page) -> list[str]:  # noqa: ANN001
    """The service workers' caches of the origin."""
    return sorted(page.evaluate("() => caches.keys()"))


def test_two_deployments_on_one_origin_keep_each_others_caches(two_sites, browser_context) -> None:  # noqa: ANN001
    server, root = two_sites
    context, watch = browser_context
    a, b = server.url + "a/", server.url + "b/"
    page = context.new_page()
    controlled(page, a)
    other = context.new_page()
    controlled(other, b)
    names = cache_names(other)
    assert names == [f"tablier {a} {version_of(root / 'a')}", f"tablier {b} {version_of(root / 'b')}"], names
    other.close()
    page.close()
    server.stop()  # offline: /a/ comes whole from its cache, /b/'s visit did not delete it
    watch.allow_failures = True
    context.set_offline(True)
    for url in (a, b):
        page = context.new_page()
        page.goto(url)
        wait_ready(page)
        page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
        assert_no_python_error(page)
        page.close()
    assert not watch.foreign and not watch.console_errors, watch.console_errors


def test_an_update_of_sw_js_is_announced_once_and_never_reloads_by_itself(two_sites, browser_context) -> None:  # noqa: ANN001
    server, root = two_sites
    context, watch = browser_context
    a, b = server.url + "a/", server.url + "b/"
    page = context.new_page()
    controlled(page, b)  # the other deployment: its cache must survive /a/'s update
    controlled(page, a + "?dice=3,5,6,2,4,4")
    first = version_of(root / "a")
    start_dames(page)
    throw(page, 1)
    page.evaluate("() => { window.__samePage = true; }")
    assert page.is_hidden("#update-notice")

    set_version(root / "a", first + "-2")  # a new version is deployed while the game is on
    page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_selector("#update-notice", state="visible", timeout=SW_TIMEOUT_MS)
    assert page.text_content("#update-notice").split() == ["A", "new", "version", "is", "ready", "Reload", "Later"]
    page.wait_for_timeout(2000)
    assert page.evaluate("() => window.__samePage") is True, "the page did not reload by itself"
    assert page.get_attribute("#play", "data-actions") == "1" and page.is_visible("#play")
    throw(page, 2)  # the game goes on under the old version, and is saved
    page.click("#update-later")
    assert page.is_hidden("#update-notice")
    set_version(root / "a", first + "-3")  # another update found in the same page: not announced again
    page.evaluate("() => navigator.serviceWorker.getRegistration().then((r) => r.update())")
    page.wait_for_function(
        "() => navigator.serviceWorker.getRegistration().then((r) => r.waiting !== null && !r.installing)",
        timeout=SW_TIMEOUT_MS,
    )
    assert page.is_hidden("#update-notice") and page.evaluate("() => window.__samePage") is True

    page.reload()  # a reload by hand keeps the old version (it waits) and the new page says so, in French too
    wait_ready(page)
    page.wait_for_selector("#update-notice", state="visible", timeout=SW_TIMEOUT_MS)
    page.click("#lang")
    assert page.text_content("#update-notice").split()[:5] == ["Une", "nouvelle", "version", "est", "prête"]
    with page.expect_navigation(timeout=SW_TIMEOUT_MS):  # the player's choice: the new version takes over, then
        page.click("#update-reload")  # the page reloads once
    wait_ready(page)
    page.wait_for_function(
        f"() => caches.keys().then((names) => names.includes('tablier {a} {first}-3'))", timeout=SW_TIMEOUT_MS
    )
    names = cache_names(page)
    assert names == [f"tablier {a} {first}-3", f"tablier {b} {version_of(root / 'b')}"], names
    assert page.is_hidden("#update-notice")
    page.wait_for_selector("#saved[data-loaded=true]", state="attached", timeout=STEP_TIMEOUT_MS)
    (entry,) = stored(page).values()
    assert len(entry["record"]["actions"]) == 2, "the game played before the update is kept"
    assert_no_python_error(page)
    watch.assert_clean()
