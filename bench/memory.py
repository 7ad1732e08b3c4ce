#!/usr/bin/env python3
"""Where the renderer's memory goes on a cold visit (issue 15's memory figure), page by page.

    nice -n 10 .venv/bin/python bench/memory.py [--runs N]

``bench/load.py`` compares the app's renderer memory at ready (RSS of the largest renderer process, Linux /proc)
with a page that only boots Pyodide in a plain worker.  This bench splits the difference: each page below is
visited cold (a fresh profile) ``--runs`` times in headless Debian Chromium, and its RSS and anonymous memory are
read when it is ready, as bench/load.py reads them:

  blank               a page with one word, read 2 s after it is shown: the renderer with nothing of ours
  bare Pyodide worker bench/load.py's reference (the npm package's Pyodide booted in a module worker)
  engine in a worker  bench/load.py's phases page: the app's Pyodide, stdlib .pyc and engine wheel, tablier.api
                      imported and hello() answered, in a plain worker, nothing drawn
  app, no MicroPython the built page without PyScript and MicroPython: the static first frame, the stylesheet,
                      the page's elements and the engine worker (ready when the worker answers)
  app, no worker      the built page with its engine worker refused: PyScript, MicroPython, the board drawn and
                      the home screen (read 2 s after MicroPython's first paint)
  app                 the built page

Each figure is printed with its difference from the line above it that it extends, and the RSS split by what
the pages map (/proc/PID/smaps): Chromium's own code, anonymous memory, shared memory (memfd: the raster tiles
and frames the renderer hands to the compositor), fonts, and other files.
"""

from __future__ import annotations

import argparse
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import load  # noqa: E402

# Read 2 s after it is shown, as "app, no worker" is: read at once, before its first frame, a renderer is about
# 30 MB smaller than a few seconds later, whatever its page holds (7 Dec: 127 MB at once, 157 MB after 3 s, and
# 157 MB for the built page without PyScript, MicroPython and the engine worker).
BLANK_HTML = '<!doctype html><html data-engine="loading"><head><meta charset="utf-8"><title>blank</title></head>'
BLANK_HTML += '<body><link rel="icon" href="data:,">blank<script>'
BLANK_HTML += 'setTimeout(() => { document.documentElement.dataset.engine = "ready"; }, 2000);</script></body></html>\n'
READY_WHEN_THE_WORKER_ANSWERS = (
    '<script>tablierEngine.ready.then(() => { document.documentElement.dataset.engine = "ready"; });</script>'
)


def without_micropython(dist: Path, target: Path) -> str:
    """A copy of the built site whose page has no PyScript nor MicroPython (and so no Content-Security-Policy,
    which would refuse the one-line script that marks it ready)."""
    shutil.copytree(dist, target)
    page = (target / "index.html").read_text()
    for element in (
        '<script type="module" src="./pyscript/core.js"></script>',
        '<script type="module" src="./assets/ui-files.js"></script>',
        '<script type="mpy" src="./py/main.py" config="./pyscript.toml"></script>',
    ):
        if element not in page:
            raise RuntimeError(f"{target / 'index.html'}: no {element} to take out")
        page = page.replace(element, "")
    page = re.sub(r'<meta http-equiv="Content-Security-Policy"[^>]*>', "", page)
    page = re.sub(r'<link rel="(modulepreload|preload)"[^>]*>', "", page)
    (target / "index.html").write_text(page.replace("</body>", READY_WHEN_THE_WORKER_ANSWERS + "</body>"))
    return target.name + "/index.html"


KINDS = ("code", "anon", "shm", "fonts", "files")
"""What a renderer's resident pages hold, by mapping: Chromium's own code, anonymous memory (heaps, wasm memories,
compiled code), shared memory (memfd), fonts, and every other file."""


def kind_of(mapping: str) -> str:
    """The KINDS entry of a smaps mapping's name ("" for an anonymous one)."""
    if mapping.startswith("/usr/lib/chromium/chromium"):
        return "code"
    if mapping.startswith("/memfd:"):
        return "shm"
    if "/fonts/" in mapping:
        return "fonts"
    if not mapping.startswith("/"):  # "", [heap], [stack], [anon:...]
        return "anon"
    return "files"


def resident_by_kind(pid: int) -> Counter[str]:
    """The process's RSS (MB) by KINDS, from /proc/PID/smaps."""
    kinds: Counter[str] = Counter()
    kind = "anon"
    try:
        lines = Path(f"/proc/{pid}/smaps").read_text().splitlines()
    except OSError:
        return kinds
    for line in lines:
        fields = line.split()
        if re.match(r"[0-9a-f]+-[0-9a-f]+ ", line):
            kind = kind_of(fields[5] if len(fields) > 5 else "")
        elif fields[0] == "Rss:":
            kinds[kind] += int(fields[1]) / 1024
    return kinds


def largest_renderer(profile: str) -> int | None:
    """The renderer of the Chromium of ``profile`` with the most resident memory."""
    found = [(sum(resident_by_kind(pid).values()), pid) for pid in load.renderers(profile)]
    return max(found)[1] if found else None


def visit(playwright, url: str, refuse_worker: bool) -> dict[str, float]:  # noqa: ANN001
    """One cold visit of ``url``: RSS and anonymous memory (MB) of its largest renderer when it is ready, and its
    RSS by KINDS."""
    profile = tempfile.mkdtemp()
    context = playwright.chromium.launch_persistent_context(
        profile, executable_path=load.CHROMIUM, headless=True, args=load.CHROMIUM_ARGS
    )
    try:
        if refuse_worker:
            context.route("**/engine-worker.js", lambda route: route.abort())
        page = context.new_page()
        page.goto(url, wait_until="commit")
        ready = "html[data-board=drawn]" if refuse_worker else "html[data-engine=ready]"
        page.wait_for_selector(ready, state="attached", timeout=load.TIMEOUT_S * 1000)
        if refuse_worker:
            time.sleep(2)  # the home screen built, as it is by the time the engine is ready
        usage = load.renderer_usage(profile)
        pid = largest_renderer(profile)
        kinds = resident_by_kind(pid) if pid is not None else Counter()
        return {"rss": usage["rss"], "anon": usage["anon"], **{f"kind {kind}": kinds[kind] for kind in KINDS}}
    finally:
        context.close()
        shutil.rmtree(profile, ignore_errors=True)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold visits per page (default 5)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    dist = load.build.DIST
    load.build.build()
    rows: list[tuple[str, str, bool, str | None]] = []  # label, path, refuse the worker, the row it extends
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "app").symlink_to(dist)
        (root / "bare").symlink_to(load.build.PYODIDE_DIR)
        (root / "blank.html").write_text(BLANK_HTML)
        rows.append(("blank", "blank.html", False, None))
        rows.append(("bare Pyodide worker", load.reference_page(root, dist), False, "blank"))
        rows.append(("engine in a worker", load.phases_page(root, dist), False, "bare Pyodide worker"))
        rows.append(("app, no MicroPython", without_micropython(dist, root / "no-mpy"), False, "engine in a worker"))
        rows.append(("app, no worker", "app/index.html", True, "blank"))
        rows.append(("app", "app/index.html", False, "app, no MicroPython"))
        server = load.SiteServer(root)
        figures: dict[str, dict[str, list[float]]] = {}
        try:
            with sync_playwright() as playwright:
                for _ in range(args.runs):  # the pages in turn, so that a slow phase of the machine hits them all
                    for label, path, refuse_worker, _base in rows:
                        usage = visit(playwright, server.url + path, refuse_worker)
                        for key, value in usage.items():
                            figures.setdefault(label, {}).setdefault(key, []).append(value)
        finally:
            server.stop()
    print(f"cold visits, medians of {args.runs}: renderer memory when ready (MB)")
    print(f"{'page':22} {'RSS':>6} {'anon':>6}   difference")
    median = {label: {k: statistics.median(v) for k, v in values.items()} for label, values in figures.items()}
    for label, _path, _refuse, base in rows:
        rss, anon = median[label]["rss"], median[label]["anon"]
        extra = ""
        if base:
            extra = f"{rss - median[base]['rss']:+6.0f} RSS, {anon - median[base]['anon']:+5.0f} anon over {base}"
        print(f"{label:22} {rss:6.0f} {anon:6.0f}   {extra}")
    print("\nRSS by what the renderer maps (MB): " + ", ".join(KINDS))
    print(f"{'page':22} " + " ".join(f"{kind:>6}" for kind in KINDS))
    for label, _path, _refuse, base in rows:
        cells = [median[label][f"kind {kind}"] for kind in KINDS]
        extra = ""
        if base:
            below = [median[base][f"kind {kind}"] for kind in KINDS]
            extra = "   " + " ".join(f"{c - b:+6.1f}" for c, b in zip(cells, below, strict=True))
        print(f"{label:22} " + " ".join(f"{c:6.1f}" for c in cells) + extra)
    reference = median["bare Pyodide worker"]["rss"]
    print(f"\nratio to the bare Pyodide worker: app {median['app']['rss'] / reference:.2f}, ", end="")
    print(f"app without MicroPython {median['app, no MicroPython']['rss'] / reference:.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
