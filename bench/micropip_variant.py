"""A copy of dist/ whose worker installs the engine wheel with micropip instead of [files].

micropip is not in the npm `pyodide` package; its wheel comes from PyPI (pinned
below) and the copy's pyodide-lock.json entry is rewritten to its file name and
sha256, so Pyodide loads it from the vendored folder and never from a CDN.
"""

from __future__ import annotations

import hashlib
import json
import re
import subprocess
import sys
from pathlib import Path

MICROPIP = "micropip==0.7.2"  # the newest micropip on PyPI; Pyodide 314.0.2's lock names 0.11.1
CACHE = Path(__file__).resolve().parent / ".cache"


def micropip_wheel() -> Path:
    """The pinned micropip wheel, downloaded once into bench/.cache."""
    found = sorted(CACHE.glob("micropip-*.whl"))
    if not found:
        CACHE.mkdir(exist_ok=True)
        subprocess.run(
            [sys.executable, "-m", "pip", "download", "--quiet", "--no-deps", "-d", str(CACHE), MICROPIP],
            check=True,
        )
        found = sorted(CACHE.glob("micropip-*.whl"))
    return found[-1]


def prepare_micropip_variant(dist: Path, target: Path) -> str:
    """Write the variant under ``target`` (symlinks to dist/ where unchanged); return its URL path."""
    target.mkdir(parents=True)
    for item in dist.iterdir():
        if item.name not in {"pyodide", "engine.toml", "sw.js"}:
            (target / item.name).symlink_to(item)
    (target / "pyodide").mkdir()
    for item in (dist / "pyodide").iterdir():
        if item.name != "pyodide-lock.json":
            (target / "pyodide" / item.name).symlink_to(item)
    wheel = micropip_wheel()
    (target / "pyodide" / wheel.name).write_bytes(wheel.read_bytes())
    lock = json.loads((dist / "pyodide" / "pyodide-lock.json").read_text())
    version = wheel.name.split("-")[1]
    lock["packages"]["micropip"].update(
        file_name=wheel.name, sha256=hashlib.sha256(wheel.read_bytes()).hexdigest(), version=version
    )
    (target / "pyodide" / "pyodide-lock.json").write_text(json.dumps(lock))
    engine = (dist / "engine.toml").read_text()
    wheel_path = re.search(r'"(\./wheels/[^"]+\.whl)"', engine).group(1)
    engine = re.sub(r"\[files\].*", f'packages = ["{wheel_path}"]\n', engine, flags=re.DOTALL)
    (target / "engine.toml").write_text(engine)
    (target / "sw.js").write_text("// no service worker in the micropip variant\n")
    return target.name + "/"
