"""build.py: the engine wheel, the runtime version check, and the precache list."""

from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402


def test_wheel_holds_every_engine_module(tmp_path: Path) -> None:
    wheel = build.build_wheel(tmp_path)
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
        record = archive.read(f"tablier-{build.engine_version()}.dist-info/RECORD").decode()
    sources = {p.relative_to(ROOT / "py").as_posix() for p in (ROOT / "py" / "tablier").rglob("*.py")}
    assert sources <= names
    assert not any("__pycache__" in name for name in names)
    for name in sources:
        assert re.search(rf"^{re.escape(name)},sha256=", record, re.MULTILINE)


def test_wheel_is_deterministic(tmp_path: Path) -> None:
    first = build.build_wheel(tmp_path / "a").read_bytes()
    second = build.build_wheel(tmp_path / "b").read_bytes()
    assert first == second


def test_runtime_version_drift_is_reported(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    build.run_npm_ci()  # the MicroPython package is read from node_modules (a fresh clone has none yet)
    fake = tmp_path / "pyodide"
    fake.mkdir()
    (fake / "package.json").write_text(json.dumps({"version": "0.0.1"}))
    monkeypatch.setattr(build, "PYODIDE_DIR", fake)
    with pytest.raises(build.BuildError, match="expects pyodide .* installs 0.0.1"):
        build.check_runtime_versions()


def test_built_site_is_self_contained() -> None:
    build.build()
    sw = (build.DIST / "sw.js").read_text()
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", sw, re.DOTALL).group(1))
    files = {"./" + p.relative_to(build.DIST).as_posix() for p in build.DIST.rglob("*") if p.is_file()}
    assert set(precache) == (files - {"./sw.js"}) | {"./"}
    for name in build.PYODIDE_FILES:
        assert f"./pyodide/{name}" in precache
    assert not any(name.endswith(".map") for name in precache)
    # Pyodide's loader as npm installs it, after V8's compile hint (a comment)
    loader = (build.DIST / "pyodide" / "pyodide.asm.mjs").read_text()
    assert loader == build.COMPILE_HINT + (build.PYODIDE_DIR / "pyodide.asm.mjs").read_text()
    for text_file in build.DIST.rglob("*.html"):
        assert not re.search(r'(src|href)="(https?:)?//', text_file.read_text()), text_file


def test_missing_npm_is_reported(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setattr(build, "NODE_MODULES", tmp_path / "node_modules")
    monkeypatch.setattr(build.shutil, "which", lambda name: None)
    with pytest.raises(build.BuildError, match="node and npm are needed"):
        build.run_npm_ci()


def test_port_in_use_is_reported() -> None:
    with build.Server(("127.0.0.1", 0), build.Handler) as taken:
        port = taken.server_address[1]
        with pytest.raises(build.BuildError, match=f"port {port} is already in use"):
            build.serve("127.0.0.1", port)


def test_manifest_icons_exist() -> None:
    manifest = json.loads((ROOT / "assets" / "manifest.webmanifest").read_text())
    sizes = {icon["sizes"] for icon in manifest["icons"]}
    assert {"192x192", "512x512"} <= sizes
    for icon in manifest["icons"]:
        assert (ROOT / "assets" / icon["src"]).is_file(), icon["src"]
