"""bench/browser.py: the Pyodide runner the benchmarks use to time the engine in Chromium.

The runner starts its own Playwright, which cannot run beside the session's browser fixtures in the same
thread, so the check runs in a child process."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import build
import pytest

pytestmark = pytest.mark.browser
BENCH = Path(__file__).resolve().parents[2] / "bench"

CHILD = """
import json, sys
sys.path.insert(0, sys.argv[1])
from browser import BrowserPython
with BrowserPython() as browser:
    games = json.loads(browser.run("import json\\nfrom tablier import api\\njson.dumps(api.hello()['games'])"))
    try:
        browser.run("1 / 0")
        error = None
    except RuntimeError as exc:
        error = str(exc)
    print(json.dumps({"version": browser.pyodide_version, "games": [g["id"] for g in games], "error": error}))
"""


def test_runner_evaluates_engine_code_in_pyodide(dist: Path) -> None:
    child = subprocess.run(
        [sys.executable, "-c", CHILD, str(BENCH)], capture_output=True, text=True, timeout=600, check=False
    )
    assert child.returncode == 0, child.stderr[-2000:]
    answer = json.loads(child.stdout.strip().splitlines()[-1])
    assert answer["version"] == build.package_version(build.PYODIDE_DIR)
    assert {"portes", "dames-rabattues"} <= set(answer["games"])
    assert "ZeroDivisionError" in answer["error"]
