"""The main thread's modules as built (build.py): py/ui/ and PyScript's own package compiled to .mpy for the
vendored MicroPython, in one archive that assets/ui-files.js fetches and unpacks (README, *The main thread's modules
as .mpy in one archive*)."""

from __future__ import annotations

import sys
import tarfile
from pathlib import Path

import pytest
from browser_site import wait_ready

pytestmark = pytest.mark.browser

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402


def test_every_ui_module_is_in_the_archive_as_mpy_for_the_vendored_micropython(dist: Path) -> None:
    with tarfile.open(dist / "py" / "ui.tar.gz") as archive:
        members = {m.name: archive.extractfile(m).read() for m in archive.getmembers() if m.isfile()}
    sources = ROOT / "py"
    expected = {
        p.relative_to(sources).with_suffix(".mpy").as_posix()
        for p in (sources / "ui").rglob("*.py")
        if "__pycache__" not in p.parts
    }
    # PyScript's package, every module its core (as npm installs it) would write as source
    (core,) = build.PYSCRIPT_DIST.glob("core-*.js")
    expected |= {f"pyscript/{name.removesuffix('.py')}.mpy" for name in build.pyscript_package(core.read_text())}
    assert {"pyscript/__init__.mpy", "pyscript/ffi.mpy"} <= expected
    assert set(members) == expected
    # bytecode .mpy: "M" and format version 6, the one the vendored MicroPython 1.28 loads
    # (sys.implementation._mpy == 0x306); build.py checks that mpy-cross is that MicroPython's
    assert all(data[:2] == b"M\x06" for data in members.values())
    config = (dist / "pyscript.toml").read_text()
    assert "[files]" not in config and "./py/ui" not in config, "PyScript would fetch and unpack them too"
    assert not (dist / "py" / "ui").exists(), "no loose .py module is shipped beside the archive"
    # the built core no longer writes PyScript's package as source before MicroPython runs a script: it imports it
    (built,) = (dist / "pyscript").glob("core-*.js")
    assert not build.MPY_PRE_RUN.search(built.read_text())
    assert built.read_text().count(f'"mpy"===t?"{build.PYSCRIPT_IMPORT}"') == 1


def test_the_archive_is_fetched_once_and_the_app_runs_from_it(server, browser_context) -> None:  # noqa: ANN001
    """assets/ui-files.js fetches the archive as soon as the page's modules run and writes its modules into
    MicroPython's file system before py/main.py runs (PyScript lists no file): the app starts from them."""
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    asked = []
    page.on("request", lambda request: asked.append(request.url.removeprefix(server.url)))
    page.goto(server.url)
    wait_ready(page)
    # each asked for once: the page's preloads (index.html) are the very requests PyScript and ui-files.js use
    for name in ("py/ui.tar.gz", "pyscript.toml", "py/main.py"):
        assert asked.count(name) == 1, (name, asked)
    assert not [url for url in asked if url.startswith("py/ui/")], "a module was fetched on its own"
    assert page.get_attribute("html", "data-engine") == "ready"
    watch.assert_clean()


FILE_SYSTEM_ERRORS = """
import os

from pyscript import document

seen = []
try:
    open("/no/such/file.py")
except OSError as error:
    seen.append(error.errno)
try:
    import no_such_module_anywhere  # noqa: F401
except ImportError:
    seen.append("ImportError")
os.mkdir("/made-twice")
try:
    os.mkdir("/made-twice")
except OSError as error:
    seen.append(error.errno)
document.documentElement.dataset.fileSystemErrors = " ".join(str(s) for s in seen)
"""


def test_missing_files_still_raise_their_errors_with_the_light_errno_error(server, browser_context) -> None:  # noqa: ANN001
    """assets/ui-files.js replaces Emscripten's FS.ErrnoError (a stack trace and a message per miss) with a light one:
    MicroPython's file system still raises its errors, with their errno, for a file, a module and a folder."""
    context, watch = browser_context
    page = context.pages[0] if context.pages else context.new_page()
    page.goto(server.url)
    wait_ready(page)
    page.evaluate(
        """(code) => { const script = document.createElement("script");
                       script.type = "mpy"; script.textContent = code; document.body.append(script); }""",
        FILE_SYSTEM_ERRORS,
    )
    page.wait_for_selector("html[data-file-system-errors]", state="attached", timeout=30_000)
    # Emscripten's errno numbers, which MicroPython's port passes on as they are: ENOENT 44, EEXIST 20
    assert page.get_attribute("html", "data-file-system-errors") == "44 ImportError 20"
    watch.assert_clean()
