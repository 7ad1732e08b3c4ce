"""bench/browser.py: the Pyodide runner the benchmarks use to time the engine in Chromium."""

from __future__ import annotations

import json
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "bench"))

import build  # noqa: E402

from browser import BrowserPython  # noqa: E402

pytestmark = pytest.mark.browser


def test_runner_evaluates_engine_code_in_pyodide(dist: Path) -> None:
    with BrowserPython() as browser:
        assert browser.pyodide_version == build.package_version(build.PYODIDE_DIR)
        games = json.loads(browser.run("import json\nfrom tablier import api\njson.dumps(api.hello()['games'])"))
        assert {"portes", "dames-rabattues"} <= {game["id"] for game in games}
        with pytest.raises(RuntimeError, match="ZeroDivisionError"):
            browser.run("1 / 0")
