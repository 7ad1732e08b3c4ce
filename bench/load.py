#!/usr/bin/env python3
"""Load benchmark: first paint, engine ready, first legal move, memory and bytes, cold and warm (issue 15).

    .venv/bin/python bench/load.py [--runs N] [--variants app,pyc,source] [--write-readme]

Each run opens a page in headless Debian Chromium.  Cold runs use a fresh profile (empty HTTP cache, no
service worker); warm runs reuse one profile after a first visit (the app's service worker installed).  In
the same run, a reference page that only boots the npm package's Pyodide, as it is (no .pyc), in a plain
module worker is measured the same way, and each figure is printed beside it.

Figures (medians over the runs):
  first paint   the board's first frame: the static frame of assets/first-paint.js ("tablier-board-static"),
                else MicroPython's ("tablier-board-drawn", also printed); the reference: its first script
  engine ready  "tablier-engine-ready": the engine answered its first call (the reference: Pyodide booted)
  first move    navigation to a tapped checker lit (the page's dice from a seeded random source): an
                in-page robot clicks Start, Roll for the roll-off and Roll again as soon as each is usable,
                then taps the first ringed checker (and then its first lit point: "first step", the engine's
                first answer, since the throws before it may come from the game's book); it acts in the
                MutationObserver callback of the change that made the control usable, so it adds no delay of
                its own (no polling, no round trip to Python)
  RSS           the largest renderer process's resident memory when the engine is ready (Linux /proc)
  tablet ×4     CDP cannot throttle a worker, so: measured (warm visits, the app and the reference) with every
                thread of the browser limited to a quarter of a CPU by its own cgroup (bench/throttle.py; needs
                root and the cgroup v1 cpu controller, else skipped); and an estimate: each figure + 3 × the
                CPU time spent before it, read per thread from /proc: low = the busier of the page's main thread
                and its workers (they run in parallel), high = the whole renderer process (everything serial)
  bytes         the files fetched before ready (none from the service worker), sized as a static host serves
                them: gzip -6 for compressible types (html, js, css, json, toml, py, svg, wasm), raw for
                archives (zip, whl, png); the whole site as the service worker precaches it on the first visit

Where the time goes: a third page boots the same Pyodide and engine wheel as the app's worker, timing each
phase in the worker (wasm fetch + compile + instantiate, Python's start with its stdlib, the engine's wheel
unpacked, `import tablier.api`, the first call `hello()`); the app's main-thread phases come from its marks,
and its worker's (a fresh boot, or its snapshot opened, read, checked and restored) from html[data-engine-boot-ms].

Variants (``--variants``): a variant is a way to build and serve the site.  Add one to ``VARIANTS`` with a
function that writes its site under the served folder and answers the page's path there.
  app       what the app ships: its engine worker, stdlib and engine precompiled (build_bytecode.mjs),
            and on warm visits the memory snapshot saved by the first visit
  pyc       the same without the snapshot
  source    the same without the snapshot, with the npm package's stdlib zip and a wheel of sources only
"""

from __future__ import annotations

import argparse
import gzip
import json
import os
import re
import shutil
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from urllib.parse import urlsplit

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))
sys.path.insert(0, str(ROOT / "tests" / "browser"))

import build  # noqa: E402
from browser_site import CHROMIUM, CHROMIUM_ARGS, SiteServer  # noqa: E402

import throttle  # noqa: E402

VENDORED_DIRS = {"pyscript", "pyodide", "micropython"}
COMPRESSED_BY_HOST = {".html", ".js", ".mjs", ".css", ".json", ".toml", ".py", ".svg", ".wasm", ".webmanifest", ""}
CLOCK_TICKS = os.sysconf("SC_CLK_TCK")
TIMEOUT_S = 180
TABLET_FACTOR = 4  # the tablet class: each thread four times slower (bench/throttle.py)

REFERENCE_HTML = """<!doctype html>
<html data-engine="loading"><head><meta charset="utf-8"><title>Pyodide worker reference</title>
<link rel="icon" href="data:,"></head>
<body><script type="module">
performance.mark("tablier-board-drawn");
const worker = new Worker("./reference-worker.mjs", { type: "module" });
worker.onmessage = () => {
  performance.mark("tablier-engine-ready");
  document.documentElement.dataset.engine = "ready";
};
</script></body></html>
"""
REFERENCE_WORKER = """import { loadPyodide } from "./bare/pyodide.mjs";
const pyodide = await loadPyodide();
postMessage(pyodide.runPython("import sys; sys.version"));
"""
# The engine's path in a worker, phase by phase (same files as the app's worker; its own timing only).
PHASES_HTML = """<!doctype html>
<html data-engine="loading"><head><meta charset="utf-8"><title>Engine boot phases</title>
<link rel="icon" href="data:,"></head>
<body><script type="module">
const worker = new Worker("./phases-worker.mjs", { type: "module" });
worker.onmessage = (event) => {
  const shift = event.data.origin - performance.timeOrigin;  // the worker's clock → the page's
  const entries = Object.entries(event.data.marks);
  window.phases = Object.fromEntries(entries.map(([k, v]) => [k, k === "wasm" ? v : v + shift]));
  window.phases.page_created = created;
  performance.mark("tablier-engine-ready");
  document.documentElement.dataset.engine = "ready";
};
const created = performance.now();
performance.mark("tablier-board-drawn");
</script></body></html>
"""
PHASES_WORKER = """const marks = { start: performance.now(), wasm: 0 };
for (const name of ["instantiateStreaming", "instantiate", "compileStreaming", "compile"]) {
  const original = WebAssembly[name];
  WebAssembly[name] = async function (...args) {
    const begun = performance.now();
    try { return await original.apply(this, args); } finally { marks.wasm += performance.now() - begun; }
  };
}
const { loadPyodide } = await import("./app/pyodide/pyodide.mjs");
marks.imported = performance.now();
const pyodide = await loadPyodide();
marks.python = performance.now();
const wheel = await (await fetch("./app/wheels/WHEEL_NAME")).arrayBuffer();
pyodide.unpackArchive(wheel, "wheel", { extractDir: "/home/pyodide/engine" });
pyodide.runPython("import sys; sys.path.insert(0, '/home/pyodide/engine')");
marks.unpacked = performance.now();
pyodide.runPython("from tablier import api");
marks.engine = performance.now();
pyodide.runPython("import json; json.dumps(api.hello())");
marks.first_call = performance.now();
postMessage({ marks, origin: performance.timeOrigin });
"""
# The page's random source made repeatable (an init script of the app's pages): an xorshift32 from a fixed seed,
# whose first dice are a roll-off without a tie, so every run plays the same two throws.
SEEDED_RANDOM = """(() => {
  let state = 0x2545f491;
  const next = () => { state ^= state << 13; state ^= state >>> 17; state ^= state << 5; return state >>> 0; };
  crypto.getRandomValues = (array) => {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = next() & 255;
    return array;
  };
})();
"""
# The in-page robot of the first legal move (an init script of the app's pages).
ROBOT = """(() => {
  // It acts inside the MutationObserver callback of the change that makes a control usable: no polling,
  // no delay of its own beyond the observer's microtask.
  const times = {};
  let step = "start", rolls = 0;
  window.benchRobot = { times, rolls: () => rolls, step: () => step };
  const now = () => performance.now();
  const acted = (name) => { times[name] = now(); };
  function check() {
    const get = (id) => document.getElementById(id);
    const start = get("start"), play = get("play"), roll = get("roll"), board = get("board");
    if (!start || !play || !roll || !board) return;
    if (step === "start") {
      if (!start.disabled && get("home") && !get("home").hidden) {
        start.click(); acted("start"); step = "roll";
      }
      return;
    }
    if (play.hidden || play.dataset.busy !== "false") return;
    if (step === "roll") {
      if (play.dataset.phase === "roll" && !roll.disabled && !roll.hidden) {
        roll.click(); acted("roll" + rolls); rolls += 1;
        return;
      }
      if (play.dataset.phase !== "play" || board.dataset.drawn !== "true") return;
      const movable = JSON.parse(board.dataset.movable || "[]");
      const targets = JSON.parse(board.dataset.targets || "{}");
      const spot = movable.length ? targets[String(movable[0])] : null;
      if (!spot) return;
      const rect = board.getBoundingClientRect();
      step = "lit";
      const where = { clientX: rect.left + spot[0], clientY: rect.top + spot[1], bubbles: true };
      board.dispatchEvent(new MouseEvent("click", where));
      acted("tap");
      if (board.dataset.drawn !== "false") step = "refused";  // the tap asked for no redraw: nothing lit
      return;
    }
    if (step === "lit" && board.dataset.drawn === "true") {
      times.lit = now();
      performance.mark("tablier-bench-lit");
      const one = JSON.parse(board.dataset.lit || "{}").one || [];
      const spot = one.length ? JSON.parse(board.dataset.targets || "{}")[String(one[0])] : null;
      if (!spot) { step = "refused"; return; }
      const rect = board.getBoundingClientRect();
      const where = { clientX: rect.left + spot[0], clientY: rect.top + spot[1], bubbles: true };
      step = "moving";  // the lit checker moved to its first destination: the engine's answer to the first step
      board.dispatchEvent(new MouseEvent("click", where));
      acted("to");
      return;
    }
    const moved = play.dataset.steps === "1" || Number(play.dataset.actions || 0) > rolls;
    if (step === "moving" && moved && board.dataset.drawn === "true") {
      times.moved = now();
      step = "done";
    }
  }
  const observer = new MutationObserver(check);
  const begin = () => observer.observe(document.documentElement, { subtree: true, attributes: true, childList: true });
  if (document.readyState === "loading") document.addEventListener("DOMContentLoaded", begin); else begin();
})();
"""


@dataclass
class Variant:
    """A way to build and serve the site: ``prepare(root, dist)`` writes it under the served ``root`` (dist/
    is linked there as ``app``) and answers the page's path under ``root``."""

    label: str
    prepare: Callable[[Path, Path], str]
    app: bool = True  # the app's page (the robot plays its first legal move); False: a reference page


def reference_page(root: Path, dist: Path) -> str:
    (root / "reference.html").write_text(REFERENCE_HTML)
    (root / "reference-worker.mjs").write_text(REFERENCE_WORKER)
    return "reference.html"


def phases_page(root: Path, dist: Path) -> str:
    wheel = next((dist / "wheels").glob("tablier-*.whl")).name
    (root / "phases.html").write_text(PHASES_HTML)
    (root / "phases-worker.mjs").write_text(PHASES_WORKER.replace("WHEEL_NAME", wheel))
    return "phases.html"


REFERENCE = Variant("bare Pyodide worker", reference_page, app=False)


def prepare_variant(dist: Path, target: Path, bytecode: bool) -> str:
    """A copy of dist/ whose worker never saves nor restores a memory snapshot; without ``bytecode``, also
    with the npm package's stdlib zip and the engine wheel of sources only."""
    shutil.copytree(dist, target)
    worker = target / build.ENGINE_WORKER
    text = worker.read_text()
    folder = "async function openSnapshotFolder() {"
    if folder not in text:
        raise RuntimeError(f"{worker}: no {folder!r} to turn off the snapshot")
    worker.write_text(text.replace(folder, folder + "\n  return null; // bench/load.py: a variant without snapshot"))
    if not bytecode:
        shutil.copy2(build.PYODIDE_DIR / "python_stdlib.zip", target / "pyodide" / "python_stdlib.zip")
        build.build_wheel(target / "wheels")
    return target.name + "/index.html"


VARIANTS = {
    "app": Variant("app", lambda root, dist: "app/index.html"),
    "pyc": Variant("app, no snapshot", lambda root, dist: prepare_variant(dist, root / "pyc", bytecode=True)),
    "source": Variant(
        "app, no snapshot, no .pyc", lambda root, dist: prepare_variant(dist, root / "source", bytecode=False)
    ),
}


def served_size(path: Path) -> int:
    """The bytes a static host sends for ``path``: gzip for compressible types, the file itself otherwise."""
    data = path.read_bytes()
    return len(gzip.compress(data, compresslevel=6)) if path.suffix in COMPRESSED_BY_HOST else len(data)


def site_bytes(folder: Path) -> tuple[int, int]:
    """Raw and served (gzip where it applies) bytes of every file under ``folder``."""
    files = [p for p in folder.rglob("*") if p.is_file()]
    return sum(p.stat().st_size for p in files), sum(served_size(p) for p in files)


def app_own_gzip_bytes(dist: Path) -> int:
    """Gzip size of every file of dist/ except the vendored PyScript, Pyodide and MicroPython."""
    total = 0
    for path in dist.rglob("*"):
        if path.is_file() and path.relative_to(dist).parts[0] not in VENDORED_DIRS:
            total += len(gzip.compress(path.read_bytes(), compresslevel=9))
    return total


# ---- the renderer's processes, read from /proc -----------------------------------------------------------


def _stat(path: Path) -> tuple[str, int, float] | None:
    """(name, parent pid, CPU seconds) of a /proc stat file, or None when the process is gone."""
    try:
        text = path.read_text()
    except OSError:
        return None
    name = text[text.index("(") + 1 : text.rindex(")")]
    fields = text[text.rindex(")") + 2 :].split()
    return name, int(fields[1]), (int(fields[11]) + int(fields[12])) / CLOCK_TICKS


def renderers(profile: str) -> list[int]:
    """The renderer processes of the Chromium whose --user-data-dir is ``profile``."""
    parents, browser = {}, None
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            # children rewrite their command line as one string: split on spaces too
            command = (entry / "cmdline").read_bytes().replace(b"\0", b" ").split()
        except OSError:
            continue
        stat = _stat(entry / "stat")
        if stat is None:
            continue
        parents[int(entry.name)] = (stat[1], command)
        if f"--user-data-dir={profile}".encode() in command and not any(c.startswith(b"--type=") for c in command):
            browser = int(entry.name)
    found = []
    for pid, (_, command) in parents.items():
        if b"--type=renderer" not in command:
            continue
        ancestor = pid
        while ancestor in parents and ancestor != browser:
            ancestor = parents[ancestor][0]
        if ancestor == browser:
            found.append(pid)
    return found


def _anonymous_mb(pid: int) -> float:
    """The process's resident anonymous memory (MB): its heaps, wasm memories and compiled code, without the
    file-backed pages of RSS (Chromium's own code, libraries, fonts), which the browser's processes share."""
    try:
        rollup = Path(f"/proc/{pid}/smaps_rollup").read_text()
    except OSError:
        return 0.0
    found = re.search(r"^Anonymous:\s+(\d+)", rollup, re.MULTILINE)
    return int(found.group(1)) / 1024 if found else 0.0


def renderer_usage(profile: str) -> dict[str, float]:
    """The largest renderer's RSS (MB) and its CPU seconds: main thread, workers, whole process."""
    best: dict[str, float] = {"rss": 0.0, "anon": 0.0, "main": 0.0, "workers": 0.0, "process": 0.0}
    for pid in renderers(profile):
        try:
            status = Path(f"/proc/{pid}/status").read_text()
        except OSError:
            continue
        rss = int(re.search(r"VmRSS:\s+(\d+)", status).group(1)) / 1024
        if rss <= best["rss"]:
            continue
        usage = {
            "rss": rss,
            "anon": _anonymous_mb(pid),
            "main": 0.0,
            "workers": 0.0,
            "process": (_stat(Path(f"/proc/{pid}/stat")) or ("", 0, 0))[2],
        }
        for task in Path(f"/proc/{pid}/task").glob("*"):
            stat = _stat(task / "stat")
            if stat is None:
                continue
            if task.name == str(pid):  # the renderer's main thread (CrRendererMain, named after the process)
                usage["main"] += stat[2]
            elif stat[0].startswith("DedicatedWorker"):
                usage["workers"] += stat[2]
        best = usage
    return best


# ---- one visit ----------------------------------------------------------------------------------------


def wait_for(page, expression: str, errors: list[str], url: str) -> None:  # noqa: ANN001
    deadline = time.monotonic() + TIMEOUT_S
    while not page.evaluate(expression):
        if errors or time.monotonic() > deadline:
            raise RuntimeError(f"{url}: {expression} never came: {(errors or ['timeout'])[-1][:300]}")
        page.wait_for_timeout(20)


def marks_of(page) -> dict[str, float]:  # noqa: ANN001
    return page.evaluate(
        """() => Object.fromEntries(performance.getEntriesByType('mark')
                 .filter(m => m.name.startsWith('tablier-')).map(m => [m.name, m.startTime]))"""
    )


def visit(context, profile: str, url: str, variant: Variant, root: Path) -> dict[str, float]:  # noqa: ANN001
    """Open ``url`` once in ``context``; the figures of that visit."""
    errors: list[str] = []
    fetched: set[str] = set()

    def on_console(message) -> None:  # noqa: ANN001
        if message.type == "error":
            errors.append(message.text)

    def on_response(response) -> None:  # noqa: ANN001
        if not response.from_service_worker and response.status < 300:
            fetched.add(urlsplit(response.url).path)

    context.on("console", on_console)
    context.on("response", on_response)
    page = context.new_page()
    if variant.app:
        # The plain URL, as a player opens it (a query string such as the ?dice= test hook would take the page past
        # the service worker's static route, assets/sw.js): the same dice every run come from a seeded
        # crypto.getRandomValues instead.
        page.add_init_script(SEEDED_RANDOM)
        page.add_init_script(ROBOT)
    page.goto(url, wait_until="commit")
    wait_for(page, "!!document.documentElement && document.documentElement.dataset.engine === 'ready'", errors, url)
    usage = renderer_usage(profile)
    served = sum(served_size(root / p.lstrip("/")) for p in fetched if (root / p.lstrip("/")).is_file())
    marks = marks_of(page)
    result = {
        "paint": marks.get("tablier-board-static", marks.get("tablier-board-drawn")),
        "ready": marks["tablier-engine-ready"],
        "rss": usage["rss"],
        "anon": usage["anon"],
        "cpu_main": usage["main"] * 1000,
        "cpu_workers": usage["workers"] * 1000,
        "cpu_process": usage["process"] * 1000,
        "served": served,
    }
    if variant.app:
        result["micropython_paint"] = marks["tablier-board-drawn"]
        boot = page.evaluate(
            "() => [document.documentElement.dataset.engineBoot, document.documentElement.dataset.engineBootMs]"
        )
        result["boot_snapshot"] = float(boot[0] == "snapshot")
        result.update({"boot_" + name: ms for name, ms in json.loads(boot[1] or "{}").items()})
        wait_for(page, "!!window.benchRobot && ['done', 'refused'].includes(window.benchRobot.step())", errors, url)
        robot = page.evaluate("() => ({times: benchRobot.times, rolls: benchRobot.rolls(), step: benchRobot.step()})")
        if robot["step"] != "done":
            raise RuntimeError(f"{url}: the tapped checker was not lit, or had no destination lit")
        usage = renderer_usage(profile)
        result["move"] = robot["times"]["lit"]
        result["rolls"] = robot["rolls"]
        result["move_cpu_main"] = usage["main"] * 1000
        result["move_cpu_workers"] = usage["workers"] * 1000
        result["move_cpu_process"] = usage["process"] * 1000
        result["step"] = robot["times"]["moved"]
        for name in ("start", "roll0", "roll1", "tap", "to"):
            if name in robot["times"]:
                result["at_" + name] = robot["times"][name]
    if variant.label == "phases":
        result.update({"phase_" + k: v for k, v in page.evaluate("() => window.phases").items()})
    if errors:
        raise RuntimeError(f"{url}: console error: {errors[-1][:300]}")
    page.close()
    context.remove_listener("console", on_console)
    context.remove_listener("response", on_response)
    return result


def install(context, url: str, variant: Variant) -> None:  # noqa: ANN001 - playwright BrowserContext
    """A first visit that leaves the service worker (the app's pages have one; it registers once the page has
    been left alone for 2 s after the engine is ready) installed and active."""
    page = context.new_page()
    page.goto(url)
    page.wait_for_selector("html[data-engine=ready]", state="attached", timeout=TIMEOUT_S * 1000)
    if variant.app:
        page.wait_for_function("() => navigator.serviceWorker.ready.then(() => true)", timeout=TIMEOUT_S * 1000)
    if "/app/" in url:  # the app as built saves its memory snapshot once idle (the variants never do)
        page.wait_for_selector("html[data-engine-snapshot=saved]", state="attached", timeout=120_000)
    page.close()


def runs(playwright, url: str, count: int, warm: bool, variant: Variant, root: Path, executable: str = CHROMIUM):  # noqa: ANN001, ANN201
    """``count`` visits of ``url``, each in a new browser: cold (a fresh profile each) or warm (one profile,
    after a first visit that installs the site); their figures.  ``executable``: the browser to start."""
    results = []
    with tempfile.TemporaryDirectory(ignore_cleanup_errors=True) as shared:
        for index in range(count + (1 if warm else 0)):
            profile = shared if warm else tempfile.mkdtemp()
            context = playwright.chromium.launch_persistent_context(
                profile, executable_path=executable, headless=True, args=CHROMIUM_ARGS
            )
            try:
                if warm and index == 0:
                    install(context, url, variant)
                else:
                    results.append(visit(context, profile, url, variant, root))
            finally:
                context.close()
            if not warm:
                shutil.rmtree(profile, ignore_errors=True)
    return results


def measure_tablet(playwright, url: str, pages: dict, count: int, root: Path, table: dict) -> None:  # noqa: ANN001
    """Warm visits of the reference and the app with every browser thread at a quarter of a CPU
    (bench/throttle.py): ``table[("tablet", label)]``."""
    with throttle.ThreadThrottle(TABLET_FACTOR, CHROMIUM) as slow:
        for label in (REFERENCE.label, *[label for label in pages if label not in (REFERENCE.label, "phases")][:1]):
            variant, path = pages[label]
            started = time.perf_counter()
            try:
                results = runs(playwright, url + path, count, True, variant, root, slow.executable)
            except RuntimeError as exc:
                print(f"  FAILED tablet {label}: {exc}", flush=True)
                continue
            table[("tablet", label)] = medians(results)
            took = time.perf_counter() - started
            slowed = f"every thread at 1/{TABLET_FACTOR} of a CPU"
            print(f"  measured tablet {label} ({count} warm runs, {slowed}, {took:.0f} s)", flush=True)
    print(f"  (the thread watcher used {slow.watcher_cpu_s:.1f} s of CPU)", flush=True)


def medians(results: list[dict[str, float]]) -> dict[str, float]:
    keys = set().union(*results)
    return {key: statistics.median(r[key] for r in results if key in r) for key in keys}


# ---- the report ---------------------------------------------------------------------------------------


def tablet(row: dict[str, float], wall: str, prefix: str = "") -> tuple[float, float]:
    """The estimate at ×4 CPU: + 3 × the busier thread's CPU (low), + 3 × the whole renderer's (high)."""
    busier = max(row[prefix + "cpu_main"], row[prefix + "cpu_workers"])
    return row[wall] + 3 * busier, row[wall] + 3 * row[prefix + "cpu_process"]


def s(ms: float) -> str:
    return f"{ms / 1000:.2f} s"


def report(table: dict, labels: list[str], runs_count: int, site: tuple[int, int]) -> list[tuple[str, str, str]]:
    """Print the figures; answer the README rows (figure, value, target)."""
    ref = REFERENCE.label
    print(f"\nmedians over {runs_count} runs; reference = {ref} in the same run")
    head = f"{'mode':5} {'page':26} {'paint':>7} {'MPy':>7} {'ready':>7} {'ratio':>6} {'move':>7}"
    print(head + f" {'RSS MB':>7} {'anon MB':>7} {'CPU main/work/all ms':>21} {'served KB':>10}")
    for mode in ("cold", "warm"):
        for label in [ref, *labels]:
            row = table.get((mode, label))
            if row is None:
                print(f"{mode:5} {label:26} failed")
                continue
            ratio = row["ready"] / table[(mode, ref)]["ready"] if (mode, ref) in table else float("nan")
            cpu = f"{row['cpu_main']:.0f}/{row['cpu_workers']:.0f}/{row['cpu_process']:.0f}"
            print(
                f"{mode:5} {label:26} {row['paint']:7.0f} {row.get('micropython_paint', 0):7.0f} {row['ready']:7.0f}"
                f" {ratio:6.2f} {row.get('move', 0):7.0f} {row['rss']:7.0f} {row['anon']:7.0f}"
                f" {cpu:>21} {row['served'] / 1000:10.0f}"
            )
    rows = []
    app = labels[0]
    cold, warm = table.get(("cold", app)), table.get(("warm", app))
    rcold, rwarm = table.get(("cold", ref)), table.get(("warm", ref))
    if not (cold and warm and rcold and rwarm):
        return rows
    print(f"\ntablet class (×4 CPU, estimated from /proc CPU time per thread; {app} / {ref}):")
    for mode, row, rrow in (("cold", cold, rcold), ("warm", warm, rwarm)):
        ready_lo, ready_hi = tablet(row, "ready")
        move_lo, move_hi = tablet(row, "move", "move_")
        ref_lo, ref_hi = tablet(rrow, "ready")
        print(
            f"  {mode}: engine ready {s(ready_lo)}–{s(ready_hi)} (reference {s(ref_lo)}–{s(ref_hi)}),"
            f" first legal move {s(move_lo)}–{s(move_hi)}"
        )
    tablet_row, tablet_ref = table.get(("tablet", app)), table.get(("tablet", ref))
    if tablet_row and tablet_ref:
        print(f"\ntablet class (×{TABLET_FACTOR}, measured: every browser thread at 1/{TABLET_FACTOR} of a CPU), warm:")
        print(
            f"  {app}: first paint {s(tablet_row['paint'])}, MicroPython {s(tablet_row['micropython_paint'])},"
            f" engine ready {s(tablet_row['ready'])}, first legal move {s(tablet_row['move'])};"
            f" {ref}: ready {s(tablet_ref['ready'])} (ratio {tablet_row['ready'] / tablet_ref['ready']:.2f})"
        )
    print("\nfirst legal move, the app's main-thread steps (ms from navigation, medians):")
    for mode, row in (("cold", cold), ("warm", warm)):
        steps = ", ".join(f"{k[3:]} {row[k]:.0f}" for k in ("at_start", "at_roll0", "at_roll1", "at_tap") if k in row)
        print(
            f"  {mode}: {steps}, lit {row['move']:.0f} ({row['rolls']:.0f} rolls);"
            f" its first step tapped {row['at_to']:.0f}, answered {row['step']:.0f}"
        )
    print("\nthe app's worker, ms since it started (html[data-engine-boot-ms], medians):")
    for mode, row in (("cold", cold), ("warm", warm)):
        boot = "from its snapshot" if row.get("boot_snapshot", 0) >= 0.5 else "fresh"
        steps = ", ".join(
            f"{k[5:]} {v:.0f}"
            for k, v in sorted(row.items(), key=lambda kv: kv[1])
            if k.startswith("boot_") and k != "boot_snapshot"
        )
        print(f"  {mode} ({boot}): {steps}")
    for mode in ("cold", "warm"):
        phases = table.get((mode, "phases"))
        if phases is None:
            continue
        p = {k[6:]: v for k, v in phases.items() if k.startswith("phase_")}
        print(f"\nwhere the time goes, {mode} (the engine's path in a plain worker, ms; the app's marks below):")
        print(f"  worker created by the page at {p['page_created']:.0f}, its script runs at {p['start']:.0f}")
        print(f"  pyodide.mjs imported:                    {p['imported'] - p['start']:6.0f}")
        print(f"  wasm fetch + compile + instantiate:      {p['wasm']:6.0f}")
        print(f"  Python's start with its stdlib (rest):   {p['python'] - p['imported'] - p['wasm']:6.0f}")
        print(f"  engine wheel fetched and unpacked:       {p['unpacked'] - p['python']:6.0f}")
        print(f"  engine import (from tablier import api): {p['engine'] - p['unpacked']:6.0f}")
        print(f"  first call (api.hello()):                {p['first_call'] - p['engine']:6.0f}")
        row = table[(mode, app)]
        print(
            f"  app: static frame {row['paint']:.0f}, MicroPython up and drawn {row['micropython_paint']:.0f}"
            f" (PyScript + MicroPython bootstrap), engine ready {row['ready']:.0f}"
            f" ({row['ready'] - p['first_call']:+.0f} against the plain worker's path)"
        )
    ratio = lambda mode: table[(mode, app)]["ready"] / table[(mode, ref)]["ready"]  # noqa: E731
    rows.append(
        (
            "First paint of the board, cold / warm",
            f"{s(cold['paint'])} / {s(warm['paint'])} (MicroPython's: {s(cold['micropython_paint'])}"
            f" / {s(warm['micropython_paint'])}; reference {s(rcold['paint'])} / {s(rwarm['paint'])})",
            "≤ 0.3 s",
        )
    )
    rows.append(
        (
            "Engine ready, cold: app / bare Pyodide worker",
            f"{s(cold['ready'])} / {s(rcold['ready'])} = **{ratio('cold'):.2f}**",
            "",
        )
    )
    rows.append(
        (
            "Engine ready, warm: app / bare Pyodide worker",
            f"{s(warm['ready'])} / {s(rwarm['ready'])} = **{ratio('warm'):.2f}**",
            "≤ 0.5",
        )
    )
    rows.append(
        (
            "First legal move (Start, roll-off, roll, tap: checker lit), cold / warm",
            f"{s(cold['move'])} / {s(warm['move'])}",
            "≤ 3.0 / 1.5 s",
        )
    )
    rows.append(
        (
            "Its first step answered (the lit checker tapped to a lit point at once; the engine's first answer), "
            "cold / warm",
            f"{s(cold['step'])} / {s(warm['step'])}",
            "–",
        )
    )
    lo, hi = tablet(warm, "move", "move_")
    estimate = f"estimate from CPU times (+ 3 × CPU time per thread): {s(lo)}–{s(hi)}"
    if tablet_row and tablet_ref:
        rows.append(
            (
                f"Tablet class ×{TABLET_FACTOR}, warm first legal move: measured, every browser thread at"
                f" 1/{TABLET_FACTOR} of a CPU (`bench/throttle.py`)",
                f"**{s(tablet_row['move'])}** (engine ready {s(tablet_row['ready'])}; reference ready"
                f" {s(tablet_ref['ready'])}); {estimate}",
                "≤ 4 s",
            )
        )
    else:
        rows.append((f"Tablet class ×{TABLET_FACTOR}, warm first legal move", estimate, "≤ 4 s"))
    rows.append(
        (
            "Renderer memory at ready (RSS): app / bare Pyodide worker",
            f"{cold['rss']:.0f} / {rcold['rss']:.0f} MB = **{cold['rss'] / rcold['rss']:.2f}**"
            f" (warm {warm['rss']:.0f} / {rwarm['rss']:.0f} MB); of it anonymous memory (heaps, wasm memories,"
            f" compiled code; RSS less the shared file pages, such as Chromium's own code):"
            f" {cold['anon']:.0f} / {rcold['anon']:.0f} MB = {cold['anon'] / rcold['anon']:.2f}"
            f" (warm {warm['anon']:.0f} / {rwarm['anon']:.0f} MB = {warm['anon'] / rwarm['anon']:.2f})",
            "≤ 1.1",
        )
    )
    rows.append(
        (
            "Bytes, cold: fetched before ready, as a static host serves them (gzip where it applies); whole site",
            f"{cold['served'] / 1e6:.1f} MB (reference {rcold['served'] / 1e6:.1f} MB);"
            f" {site[1] / 1e6:.1f} MB ({site[0] / 1e6:.1f} MB raw)",
            "≤ +10 %",
        )
    )
    return rows


def write_readme(rows: list[tuple[str, str, str]], command: str) -> None:
    """Replace the README performance table's load rows (those of bench/load.py and the `same` rows after)."""
    readme = ROOT / "README.md"
    lines = readme.read_text().split("\n")
    start = next(i for i, line in enumerate(lines) if line.startswith("|") and "bench/load.py" in line)
    end = start + 1
    while end < len(lines) and lines[end].startswith("|") and ("| same" in lines[end] or "bench/load.py" in lines[end]):
        end += 1
    new = [
        f"| {figure} | {value} | {target} | {'`' + command + '`' if i == 0 else 'same'} |"
        for i, (figure, value, target) in enumerate(rows)
    ]
    keep = [line for line in lines[start:end] if "gzip -9" in line]  # the app's own files: not a figure of this table
    readme.write_text("\n".join(lines[:start] + new + keep + lines[end:]))
    print(f"README.md: {len(new)} rows written")


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=5, help="cold and warm runs per page (default 5)")
    parser.add_argument("--variants", default="app", help="comma-separated: " + ", ".join(VARIANTS) + " (default app)")
    parser.add_argument("--write-readme", action="store_true", help="write the figures into README.md's table")
    args = parser.parse_args(argv)
    from playwright.sync_api import sync_playwright

    chosen = [name for name in args.variants.split(",") if name]
    for name in chosen:
        if name not in VARIANTS:
            parser.error(f"unknown variant {name!r} (known: {', '.join(VARIANTS)})")
    dist = build.DIST
    build.build()
    print(f"app's own files (all but vendored runtimes), gzip -9: {app_own_gzip_bytes(dist) / 1024:.1f} KiB")
    site = site_bytes(dist)
    table: dict = {}
    with tempfile.TemporaryDirectory() as tmp:
        root = Path(tmp)
        (root / "app").symlink_to(dist)
        (root / "bare").symlink_to(build.PYODIDE_DIR)
        pages = {REFERENCE.label: (REFERENCE, REFERENCE.prepare(root, dist))}
        pages["phases"] = (Variant("phases", phases_page, app=False), phases_page(root, dist))
        for name in chosen:
            pages[VARIANTS[name].label] = (VARIANTS[name], VARIANTS[name].prepare(root, dist))
        server = SiteServer(root)
        try:
            with sync_playwright() as playwright:
                for mode in ("cold", "warm"):
                    for label, (variant, path) in pages.items():
                        started = time.perf_counter()
                        try:
                            results = runs(playwright, server.url + path, args.runs, mode == "warm", variant, root)
                        except RuntimeError as exc:
                            print(f"  FAILED {mode} {label}: {exc}", flush=True)
                            continue
                        table[(mode, label)] = medians(results)
                        took = time.perf_counter() - started
                        print(f"  measured {mode:4} {label} ({args.runs} runs, {took:.0f} s)", flush=True)
                why_not = throttle.unavailable()
                if why_not is None:
                    measure_tablet(playwright, server.url, pages, args.runs, root, table)
                else:
                    print(f"  tablet class not measured ({why_not}): the estimate from CPU times only", flush=True)
        finally:
            server.stop()
    labels = [VARIANTS[name].label for name in chosen]
    print(f"\nload average at the end: {os.getloadavg()[0]:.1f} (1 min), {os.getloadavg()[2]:.1f} (15 min)")
    rows = report(table, labels, args.runs, site)
    command = f".venv/bin/python bench/load.py --runs {args.runs}"
    print("\nREADME rows:")
    for figure, value, target in rows:
        print(f"| {figure} | {value} | {target} | `{command}` |")
    if args.write_readme and rows:
        write_readme(rows, command)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
