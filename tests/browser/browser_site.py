"""What browser tests and benchmarks share: the site server, Chromium's settings, the page watch.

Every page a test opens is watched: a request to any host but 127.0.0.1, an HTTP
error, a failed request or a console error fails the test (see ``Watch``).
Imported by name (not a conftest, so it never clashes with tests/engine).
"""

from __future__ import annotations

import functools
import sys
import threading
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

CHROMIUM = "/usr/bin/chromium"
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]
READY_TIMEOUT_MS = 90_000


class SiteServer:
    """dist/ served from a thread on 127.0.0.1; can be stopped to simulate going offline."""

    def __init__(self, root: Path, prefix: str = "") -> None:
        self.root = root
        self.prefix = prefix
        handler = functools.partial(build.Handler, directory=str(root))
        self.httpd = build.Server(("127.0.0.1", 0), handler)
        self.thread = threading.Thread(target=self.httpd.serve_forever, daemon=True)
        self.thread.start()

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.httpd.server_address[1]}/{self.prefix}"

    def stop(self) -> None:
        if self.thread.is_alive():
            self.httpd.shutdown()
            self.httpd.server_close()


class Watch:
    """Collects what a page must never do: foreign requests, HTTP errors, console errors."""

    def __init__(self) -> None:
        self.foreign: list[str] = []
        self.http_errors: list[str] = []
        self.failed: list[str] = []
        self.console_errors: list[str] = []
        self.allow_failures = False
        self.local_hosts = {"127.0.0.1"}  # a test may add "localhost": the same machine, another site

    def attach(self, context) -> None:  # noqa: ANN001 - playwright BrowserContext
        context.on("request", self._on_request)
        context.on("response", self._on_response)
        context.on("requestfailed", self._on_failed)
        context.on("console", self._on_console)
        context.on("weberror", lambda error: self.console_errors.append(f"page error: {error.error}"))

    def _on_request(self, request) -> None:  # noqa: ANN001
        parts = urlsplit(request.url)
        if parts.scheme in {"http", "https", "ws", "wss"} and parts.hostname not in self.local_hosts:
            self.foreign.append(request.url)

    def _on_response(self, response) -> None:  # noqa: ANN001
        if response.status >= 400:
            self.http_errors.append(f"{response.status} {response.url}")

    def _on_failed(self, request) -> None:  # noqa: ANN001
        """A request refused, blocked or unreachable fails the test; one cancelled (``net::ERR_ABORTED``) does not:
        a reload of the test's own cuts what the page was still fetching, such as the idle worker's copy of
        Pyodide's wasm after a first visit (the next visit validates what was saved)."""
        if not self.allow_failures and request.failure != "net::ERR_ABORTED":
            self.failed.append(f"{request.failure} {request.url}")

    def _on_console(self, message) -> None:  # noqa: ANN001
        if message.type == "error":
            self.console_errors.append(message.text)

    def assert_clean(self) -> None:
        assert not self.foreign, f"requests to other hosts: {self.foreign}"
        assert not self.http_errors, f"HTTP errors: {self.http_errors}"
        assert not self.failed, f"failed requests: {self.failed}"
        assert not self.console_errors, f"console errors: {self.console_errors}"


def wait_ready(page) -> None:  # noqa: ANN001
    """Wait until the page says the engine answered its first call; if it never does, fail with what the page
    says of its engine (the root element's data attributes: the engine's state, and its boot once known; the
    status line), so that a stuck or failed boot in CI can be told from a slow one."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=READY_TIMEOUT_MS)
    except PlaywrightTimeout:
        said = page.evaluate(
            """() => ({...document.documentElement.dataset,
                       status: document.getElementById('status-text')?.textContent})"""
        )
        raise AssertionError(f"the engine was not ready after {READY_TIMEOUT_MS / 1000:.0f} s: {said}") from None


def wait_engine_idle_work(page) -> None:  # noqa: ANN001
    """Wait until the engine's worker did what it does once idle (assets/engine-worker.js): after a fresh boot, its
    snapshot (and Pyodide's wasm) saved; after a restore, its files written and the wasm kept if it was fetched."""
    page.wait_for_function(
        """() => { const d = document.documentElement.dataset;
                   if (d.engineBoot === 'fresh') return d.engineSnapshot === 'saved';
                   const wasmKept = d.engineWasm === 'stored' || d.engineWasmSaved !== undefined;
                   return d.engineFiles !== undefined && wasmKept; }""",
        timeout=READY_TIMEOUT_MS,
    )
