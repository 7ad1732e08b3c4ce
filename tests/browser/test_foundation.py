"""The static site: first paint, engine ready, offline after a first visit, sub-path hosting.

Each test fails on any request to another host, any HTTP error and any console error.
"""

from __future__ import annotations

import pytest
from browser_site import wait_ready

pytestmark = pytest.mark.browser


def open_page(context, url: str):  # noqa: ANN001, ANN201
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(url)
    return page


def test_board_drawn_then_engine_ready(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = open_page(context, server.url)
    page.wait_for_selector("html[data-board=drawn]", state="attached", timeout=15_000)
    painted = page.evaluate(
        """() => {
            const canvas = document.getElementById('board');
            const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
            let colours = new Set();
            for (let i = 0; i < pixels.length; i += 4 * 997) {
                colours.add(pixels[i] + ',' + pixels[i + 1] + ',' + pixels[i + 2]);
            }
            return {width: canvas.width, colours: colours.size};
        }"""
    )
    assert painted["width"] >= 320
    assert painted["colours"] >= 3, "the board canvas is blank"
    wait_ready(page)
    games = page.text_content("#status-text")
    assert "Engine ready" in games
    watch.assert_clean()


def test_offline_after_first_visit(server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = open_page(context, server.url)
    wait_ready(page)
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=30_000)
    watch.assert_clean()
    server.stop()
    watch.allow_failures = True  # nothing may reach the network now; everything must come from the cache
    context.set_offline(True)
    page.reload()
    wait_ready(page)
    assert page.evaluate("() => navigator.onLine") is False
    assert not watch.foreign
    assert not watch.console_errors, watch.console_errors


SERVED_BY = """() => ({controlled: navigator.serviceWorker.controller !== null,
                        workerStart: performance.getEntriesByType('navigation')[0].workerStart})"""


def test_a_return_visit_is_served_from_the_cache_without_waking_the_service_worker(server, browser_context) -> None:  # noqa: ANN001
    """assets/sw.js's static routes serve the page itself from the cache (the browser does not start the service
    worker for it: the navigation's workerStart is 0); with a query string the fetch handler serves it."""
    context, watch = browser_context
    page = open_page(context, server.url)
    wait_ready(page)
    page.wait_for_function("() => navigator.serviceWorker.controller !== null", timeout=30_000)
    page.close()
    for query, woken in (("", False), ("?dice=5,2", True)):
        page = context.new_page()
        page.goto(server.url + query)
        wait_ready(page)
        served = page.evaluate(SERVED_BY)
        assert served["controlled"], "the page is not under the service worker"
        assert (served["workerStart"] > 0) is woken, (query, served)
        page.close()
    watch.assert_clean()


REGISTERED = "() => navigator.serviceWorker.getRegistration().then((registration) => registration !== undefined)"


def test_the_precache_waits_until_the_player_leaves_the_page_alone(server, browser_context) -> None:  # noqa: ANN001
    """assets/offline.js registers the service worker (its install downloads the whole site) only once the engine is
    ready and no click or key has come for 2 s: while the player keeps playing, nothing is registered."""
    context, watch = browser_context
    page = open_page(context, server.url)
    wait_ready(page)
    for _ in range(8):  # 2.8 s of clicks, one every 0.35 s: never 2 s without one
        page.click("#contrast")
        page.wait_for_timeout(350)
        assert not page.evaluate(REGISTERED), "the service worker registered while the player was clicking"
    page.wait_for_function(REGISTERED, timeout=30_000)  # once left alone
    page.evaluate("() => navigator.serviceWorker.ready.then(() => true)")
    watch.assert_clean()


def test_served_under_a_subpath(subpath_server, browser_context) -> None:  # noqa: ANN001
    context, watch = browser_context
    page = open_page(context, subpath_server.url)
    wait_ready(page)
    assert page.url.startswith(subpath_server.url)
    watch.assert_clean()
