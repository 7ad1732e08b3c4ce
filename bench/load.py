#!/usr/bin/env python3
"""Load benchmark: first paint, engine ready and bytes transferred, cold and warm.

    .venv/bin/python bench/load.py [--runs N] [--variants app,pyc,source]

Each run opens the page in headless Debian Chromium.  Cold runs use a fresh
profile (empty HTTP cache, no service worker); warm runs reuse one profile after
a first visit (service worker installed).  In the same run, a reference page that
only boots the npm package's Pyodide, as it is, in a worker is measured the same way,
and the ratio app / reference of the time to engine ready is printed.

Variants of the app:
  app       what the app ships: its engine worker, stdlib and engine precompiled (build_bytecode.mjs),
            and on warm visits the memory snapshot saved by the first visit
  pyc       the same without the snapshot
  source    the same without the snapshot, with the npm package's stdlib zip and a wheel of sources only
"""

from __future__ import annotations

import argparse
import gzip
import shutil
import statistics
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import build  # noqa: E402
from browser_site import CHROMIUM, CHROMIUM_ARGS, SiteServer  # noqa: E402

VENDORED_DIRS = {"pyscript", "pyodide", "micropython"}
REFERENCE_HTML = """<!doctype html>
<html data-engine="loading"><head><meta charset="utf-8"><title>Pyodide worker reference</title>
<link rel="icon" href="data:,"></head>
<body><script type="module">
const worker = new Worker("./reference-worker.mjs", { type: "module" });
worker.onmessage = () => {
  performance.mark("tablier-engine-ready");
  document.documentElement.dataset.engine = "ready";
};
performance.mark("tablier-board-drawn");
</script></body></html>
"""
REFERENCE_WORKER = """import { loadPyodide } from "./bare/pyodide.mjs";
const pyodide = await loadPyodide();
postMessage(pyodide.runPython("import sys; sys.version"));
"""


def prepare_variant(dist: Path, target: Path, bytecode: bool) -> str:
    """A copy of dist/ whose worker never saves nor restores a memory snapshot; without ``bytecode``, also
    with the npm package's stdlib zip and the engine wheel of sources only."""
    shutil.copytree(dist, target)
    worker = target / build.ENGINE_WORKER
    worker.write_text(worker.read_text().replace("return await caches.open(SNAPSHOTS);", "return null;"))
    if not bytecode:
        shutil.copy2(build.PYODIDE_DIR / "python_stdlib.zip", target / "pyodide" / "python_stdlib.zip")
        build.build_wheel(target / "wheels")
    return target.name + "/"


def app_own_gzip_bytes(dist: Path) -> int:
    """Gzip size of every file of dist/ except the vendored PyScript, Pyodide and MicroPython."""
    total = 0
    for path in dist.rglob("*"):
        if path.is_file() and path.relative_to(dist).parts[0] not in VENDORED_DIRS:
            total += len(gzip.compress(path.read_bytes(), compresslevel=9))
    return total


def open_until_ready(context, url: str):  # noqa: ANN001, ANN201 - playwright objects
    """A new page at ``url`` once it says the engine is ready; RuntimeError on a console error."""
    errors: list[str] = []
    context.on("console", lambda message: errors.append(message.text) if message.type == "error" else None)
    page = context.new_page()
    page.goto(url)
    deadline = time.monotonic() + 120
    while not page.query_selector("html[data-engine=ready]"):
        if errors or time.monotonic() > deadline:
            raise RuntimeError(f"{url} never became ready: {(errors or ['timeout'])[-1][:300]}")
        page.wait_for_timeout(50)
    return page


def measure(context, url: str) -> dict[str, float]:  # noqa: ANN001 - playwright BrowserContext
    """Open ``url`` once; return first paint and engine ready (ms) and bytes from the network."""
    transferred = 0

    def on_response(response) -> None:  # noqa: ANN001
        nonlocal transferred
        if response.from_service_worker:
            return
        try:
            sizes = response.request.sizes()
        except Exception:  # noqa: BLE001 - a response may be gone when the page navigates
            return
        transferred += max(0, sizes["responseBodySize"]) + max(0, sizes["responseHeadersSize"])

    context.on("response", on_response)
    page = open_until_ready(context, url)
    marks = page.evaluate(
        """() => Object.fromEntries(performance.getEntriesByType('mark')
                 .filter(m => m.name.startsWith('tablier-')).map(m => [m.name, m.startTime]))"""
    )
    page.wait_for_timeout(300)  # let trailing responses report their sizes
    page.close()
    context.remove_listener("response", on_response)
    return {
        "paint": marks["tablier-board-drawn"],
        "ready": marks["tablier-engine-ready"],
        "bytes": transferred,
    }


def install(context, url: str) -> None:  # noqa: ANN001 - playwright BrowserContext
    """A first visit that leaves the service worker (if the page has one) installed and active."""
    page = open_until_ready(context, url)
    page.evaluate(
        "() => navigator.serviceWorker.getRegistration().then(r => r ? navigator.serviceWorker.ready : null)"
        ".then(() => true)"
    )
    if "/app/" in url:  # the app as built saves its memory snapshot once idle (the variants never do)
        page.wait_for_selector("html[data-engine-snapshot=saved]", state="attached", timeout=120_000)
    page.close()


def runs(playwright, url: str, count: int, warm: bool) -> list[dict[str, float]]:  # noqa: ANN001
    results = []
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as shared:
        for index in range(count + (1 if warm else 0)):
            profile = shared if warm else tempfile.mkdtemp()
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=CHROMIUM, headless=True, args=CHROMIUM_ARGS
            )
            try:
                if warm and index == 0:
                    install(context, url)
                else:
                    results.append(measure(context, url))
            finally:
                context.close()
            if not warm:
                shutil.rmtree(profile, ignore_errors=True)
    return results


def summary(results: list[dict[str, float]]) -> dict[str, float]:
    return {key: statistics.median(r[key] for r in results) for key in ("paint", "ready", "bytes")}


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold and warm runs per page (default 5)")
    parser.add_argument("--variants", default="app", help="comma-separated: app, pyc, source (default app)")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    dist = build.DIST
    build.build()
    print(f"app's own files (all but vendored runtimes), gzip -9: {app_own_gzip_bytes(dist) / 1024:.1f} KiB")
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "app").symlink_to(dist)
        (root / "bare").symlink_to(build.PYODIDE_DIR)
        (root / "reference.html").write_text(REFERENCE_HTML)
        (root / "reference-worker.mjs").write_text(REFERENCE_WORKER)
        pages = {"reference (bare Pyodide worker)": "reference.html"}
        for variant in args.variants.split(","):
            if variant == "app":
                pages["app"] = "app/index.html"
            elif variant == "pyc":
                pages["app, no snapshot"] = prepare_variant(dist, root / "pyc", bytecode=True) + "index.html"
            elif variant == "source":
                pages["app, no snapshot, no .pyc"] = prepare_variant(dist, root / "source", False) + "index.html"
            else:
                parser.error(f"unknown variant {variant!r}")
        server = SiteServer(root)
        table = {}
        try:
            with sync_playwright() as playwright:
                for mode in ("cold", "warm"):
                    for label, path in pages.items():
                        started = time.perf_counter()
                        try:
                            results = runs(playwright, server.url + path, args.runs, warm=(mode == "warm"))
                        except RuntimeError as exc:
                            print(f"  FAILED {mode} {label}: {exc}", flush=True)
                            continue
                        table[(mode, label)] = summary(results)
                        took = time.perf_counter() - started
                        print(f"  measured {mode:4} {label} ({args.runs} runs, {took:.0f} s)", flush=True)
        finally:
            server.stop()
    print(f"\nmedians over {args.runs} runs (ms; bytes from the network)")
    print(f"{'mode':5} {'page':36} {'first paint':>12} {'engine ready':>13} {'ratio':>6} {'bytes':>12}")
    for mode in ("cold", "warm"):
        reference = table[(mode, "reference (bare Pyodide worker)")]["ready"]
        for label in pages:
            if (mode, label) not in table:
                print(f"{mode:5} {label:36} {'failed':>12}")
                continue
            row = table[(mode, label)]
            ratio = row["ready"] / reference
            print(f"{mode:5} {label:36} {row['paint']:12.0f} {row['ready']:13.0f} {ratio:6.2f} {row['bytes']:12,.0f}")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
