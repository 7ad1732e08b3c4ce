"""Run Python code on the engine inside headless Chromium's Pyodide worker, for benchmarks.

    with BrowserPython() as browser:
        result = browser.run("from tablier import __version__; __version__")

The page loads the vendored Pyodide of dist/ in a module worker, unpacks the
built engine wheel there (as the app's worker does), then evaluates each code
string with ``runPythonAsync`` and returns the value of its last expression
(use JSON text for anything but str/int/float).  Nothing is added to the app:
the runner page lives in a temporary folder next to a link to dist/.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import build  # noqa: E402
from browser_site import CHROMIUM, CHROMIUM_ARGS, SiteServer  # noqa: E402

RUNNER_HTML = """<!doctype html>
<html><head><meta charset="utf-8"><title>Pyodide runner</title><link rel="icon" href="data:,"></head>
<body><script type="module">
const worker = new Worker("./runner-worker.mjs", { type: "module" });
const waiting = [];
worker.onmessage = (event) => waiting.shift()(event.data);
window.runPython = (code) => new Promise((resolve) => { waiting.push(resolve); worker.postMessage(code); });
window.runnerReady = new Promise((resolve) => waiting.push(resolve));
</script></body></html>
"""
RUNNER_WORKER = """import { loadPyodide } from "./app/pyodide/pyodide.mjs";
const pyodide = await loadPyodide();
const wheel = await (await fetch("./app/wheels/WHEEL_NAME")).arrayBuffer();
pyodide.unpackArchive(wheel, "wheel", { extractDir: "/home/pyodide/engine" });
pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/engine')");
onmessage = async (event) => {
  try {
    postMessage({ value: await pyodide.runPythonAsync(event.data) });
  } catch (error) {
    postMessage({ error: String(error) });
  }
};
postMessage({ value: pyodide.version });
"""


class BrowserPython:
    """A Pyodide worker in headless Chromium with the engine importable."""

    def __enter__(self) -> BrowserPython:
        from playwright.sync_api import sync_playwright

        build.build()
        wheel = next((build.DIST / "wheels").glob("tablier-*.whl")).name
        self._tmp = tempfile.TemporaryDirectory(ignore_cleanup_errors=True)
        root = Path(self._tmp.name)
        (root / "app").symlink_to(build.DIST)
        (root / "runner.html").write_text(RUNNER_HTML)
        (root / "runner-worker.mjs").write_text(RUNNER_WORKER.replace("WHEEL_NAME", wheel))
        self._server = SiteServer(root)
        self._playwright = sync_playwright().start()
        self._browser = self._playwright.chromium.launch(executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS)
        self._page = self._browser.new_page()
        self._page.set_default_timeout(180_000)  # Pyodide's first boot on a busy machine
        self._page.goto(self._server.url + "runner.html")
        self.pyodide_version = self._page.evaluate("() => window.runnerReady")["value"]
        return self

    def run(self, code: str, timeout_s: float = 600) -> Any:
        """The value of the last expression of ``code``, evaluated in the worker."""
        self._page.set_default_timeout(timeout_s * 1000)
        answer = self._page.evaluate("(code) => window.runPython(code)", code)
        if "error" in answer:
            raise RuntimeError(answer["error"])
        return answer["value"]

    def __exit__(self, *exc: object) -> None:
        self._browser.close()
        self._playwright.stop()
        self._server.stop()
        self._tmp.cleanup()
