"""build.py: the engine wheel, the runtime version check, and the precache list."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(ROOT))

import build  # noqa: E402

from tablier import book  # noqa: E402


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


def test_built_site_is_self_contained(tmp_path: Path) -> None:
    build.build()
    sw = (build.DIST / "sw.js").read_text()
    precache = json.loads(re.search(r"const PRECACHE = (\[.*?\]);", sw, re.DOTALL).group(1))
    files = {"./" + p.relative_to(build.DIST).as_posix() for p in build.DIST.rglob("*") if p.is_file()}
    assert set(precache) == (files - {"./sw.js"}) | {"./"}
    for name in build.PYODIDE_FILES:
        assert f"./pyodide/{name}" in precache
    assert not any(name.endswith(".map") for name in precache)
    # Pyodide's loader as npm installs it with build_linker.js and the restore patch in it, after V8's compile hint
    # (a comment); compared as a flag: a difference between two 1.2 MB texts takes pytest minutes to print
    loader = (build.DIST / "pyodide" / "pyodide.asm.mjs").read_text()
    assert loader.startswith(build.COMPILE_HINT)
    linked_loader(tmp_path)
    build.patch_restore(tmp_path / "pyodide.asm.mjs")
    same = loader[len(build.COMPILE_HINT) :] == (tmp_path / "pyodide.asm.mjs").read_text()
    assert same, "the built loader is not npm's with build_linker.js and patch_restore's change"
    # the engine wheel that the worker imports in place: each module as its .pyc where its source would be (Python's
    # zip importer ignores __pycache__), the data files beside them, and no source to compile
    (wheel,) = (build.DIST / "wheels").glob("tablier-*.whl")
    with zipfile.ZipFile(wheel) as archive:
        names = set(archive.namelist())
    engine = build.ROOT / "py"
    modules = {p.relative_to(engine).as_posix() for p in (engine / "tablier").rglob("*.py")}
    data = {p.relative_to(engine).as_posix() for p in (engine / "tablier").rglob("*.json")}
    assert {name + "c" for name in modules} | data <= names
    assert not names & modules and not any("__pycache__" in name for name in names)
    # the stylesheet, the first frame's script and the engine's start written into the page, each allowed by its
    # hash in its directive, and none served on its own
    page = (build.DIST / "index.html").read_text()
    policy = re.search(r'http-equiv="Content-Security-Policy" content="([^"]*)"', page).group(1)
    directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
    for name, element, directive in (
        ("assets/style.css", "style", "style-src"),
        ("assets/first-paint.js", "script", "script-src"),
        ("assets/engine.js", "script", "script-src"),
    ):
        text = (build.ROOT / name).read_text()
        digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
        assert page.count(f"<{element}>{text}</{element}>") == 1 and f"'sha256-{digest}'" in directives[directive]
        assert "./" + name not in precache and name not in page and not (build.DIST / name).exists()
    for text_file in build.DIST.rglob("*.html"):
        assert not re.search(r'(src|href)="(https?:)?//', text_file.read_text()), text_file
    # a book for each listed game and language, null where the game has none, so that the page asks for one file
    books = book.books()
    openings = json.loads((build.DIST / "openings.json").read_text())
    written = {p.name for p in (build.DIST / "book").iterdir()}
    assert written == {f"{game}.{lang}.json" for game, answers in openings.items() for lang in answers}
    for game, answers in openings.items():
        for lang in answers:
            found = json.loads((build.DIST / "book" / f"{game}.{lang}.json").read_text())
            assert found == json.loads(json.dumps(books.get(game, {}).get(lang))), (game, lang)


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


def linked_loader(folder: Path) -> str:
    """Pyodide's loader as npm installs it, patched by build.patch_linker in ``folder``."""
    script = folder / "pyodide.asm.mjs"
    script.write_text((build.PYODIDE_DIR / "pyodide.asm.mjs").read_text())
    build.patch_linker(script)
    return script.read_text()


def test_the_linker_patch_refuses_a_loader_it_was_not_written_for(tmp_path: Path) -> None:
    build.run_npm_ci()
    loader = (build.PYODIDE_DIR / "pyodide.asm.mjs").read_text()
    script = tmp_path / "pyodide.asm.mjs"
    for changed in (
        loader.replace("var reportUndefinedSymbols=()=>{", "var reportUndefinedSymbols=()=>{0;"),
        loader.replace(build.EXPORTS_GOT, "updateGOT(origExports,true);"),
    ):
        script.write_text(changed)
        with pytest.raises(build.BuildError, match="its linker is not the one build_linker.js replaces"):
            build.patch_linker(script)
        assert script.read_text() == changed  # left as it was


def test_the_restore_patch_replaces_pyodides_compiles_or_the_build_stops(tmp_path: Path) -> None:
    build.run_npm_ci()
    original = (build.PYODIDE_DIR / "pyodide.asm.mjs").read_text()
    script = tmp_path / "pyodide.asm.mjs"
    script.write_text(original)
    build.patch_restore(script)
    patched = script.read_text()
    start = original.index(build.RESTORE_COMPILES)
    assert patched == original[:start] + build.RESTORE_CALLS + original[start + len(build.RESTORE_COMPILES) :]
    # a fresh start still runs each of Pyodide's own statements, in its own order
    fresh = build.RESTORE_CALLS.split("else{", 1)[1]
    for statement in ('API.rawRun("import _pyodide_core")', 'eval_code("{}")', '"import importlib; importlib"'):
        assert statement in fresh
    with pytest.raises(build.BuildError, match="its finalizeBootstrap is not the one build.py patches"):
        build.patch_restore(script)  # patched already
    assert script.read_text() == patched
    script.write_text(original.replace('eval_code("{}")', 'eval_code("{ }")'))
    with pytest.raises(build.BuildError, match="its finalizeBootstrap is not the one build.py patches"):
        build.patch_restore(script)


# Emscripten's table helpers, its linker and build_linker.js's, each run in a context of its own by node on the
# same symbols: the table slots, the calls through them and the wasm modules compiled are compared.
LINKER_RUN = r"""
const vm = require("vm"), fs = require("fs");
const [loader, linker] = process.argv.slice(2).map((path) => fs.readFileSync(path, "utf8"));
const between = (text, from, to) => text.slice(text.indexOf(from), text.indexOf(to, text.indexOf(from)));
const helpers = between(loader, "var updateTableMap=", "var updateGOT=");
const original = between(loader, "var reportUndefinedSymbols=", "var loadDylibs=");
function run(code) {
  const calls = [];
  const record = (name, sig, result) => Object.assign((...args) => (calls.push([name, ...args]), result), { sig });
  const symbols = {
    glBind: record("glBind", "vi"), add: record("add", "iii", 7), half: record("half", "dd", 0.5),
    big: record("big", "jj", 5n), again: null, data: 4096, weak: null, ref: record("ref", "ee", null),
  };
  symbols.again = symbols.glBind; // one function under two names: one slot
  const context = {
    WebAssembly, Object, Array, Uint8Array, Map, Error, TypeError, WeakMap, modules: 0,
    wasmTable: new WebAssembly.Table({ initial: 3, element: "anyfunc" }), wasmTableMirror: [],
    resolveGlobalSymbol: (name) => ({ sym: symbols[name] }),
  };
  context.getWasmTableEntry = (index) => context.wasmTable.get(index);
  context.GOT = Object.fromEntries(
    Object.keys(symbols).map((name) => [name, Object.assign({ value: -1 }, { required: name !== "weak" })])
  );
  vm.createContext(context);
  vm.runInContext(`const Compile = WebAssembly.Module;
    WebAssembly.Module = function (bytes) { modules++; return new Compile(bytes); };
    ${helpers}\n${code}\nreportUndefinedSymbols();`, context);
  const slots = Object.fromEntries(Object.entries(context.GOT).map(([name, entry]) => [name, entry.value]));
  const table = context.wasmTable;
  table.get(slots.glBind)(3);
  const results = [table.get(slots.add)(1, 2), table.get(slots.half)(2), String(table.get(slots.big)(9n))];
  return { slots, results, calls: calls.map(String), modules: context.modules, length: table.length };
}
console.log(JSON.stringify({ emscripten: run(original), ours: run(linker) }));
"""


def test_the_linker_gives_the_same_slots_and_calls_with_one_module(tmp_path: Path) -> None:
    build.run_npm_ci()
    script = tmp_path / "run.js"
    script.write_text(LINKER_RUN)
    loader = build.PYODIDE_DIR / "pyodide.asm.mjs"
    result = subprocess.run(["node", str(script), str(loader), str(build.LINKER)], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    runs = json.loads(result.stdout)
    emscripten, ours = runs["emscripten"], runs["ours"]
    assert emscripten["modules"] == 5  # one module per JavaScript function (glBind, add, half, big, ref)
    assert ours["modules"] == 1
    for key in ("slots", "results", "calls", "length"):
        assert ours[key] == emscripten[key], key
    slots = ours["slots"]
    assert slots["data"] == 4096 and slots["weak"] == 0 and slots["again"] == slots["glBind"]
    assert ours["results"] == [7, 0.5, "5"]
    assert ours["calls"] == ["glBind,3", "add,1,2", "half,2", "big,9"]


def test_pyscript_package_is_taken_out_of_the_core_or_the_build_stops(tmp_path: Path) -> None:
    build.run_npm_ci()
    (source,) = build.PYSCRIPT_DIST.glob("core-*.js")
    original = source.read_text()
    core = tmp_path / source.name
    core.write_text(original)
    modules = build.take_pyscript_package(core)
    assert {"pyscript/__init__.py", "pyscript/context.py", "pyscript/ffi.py"} <= set(modules)
    assert "def create_proxy" in modules["pyscript/ffi.py"]
    # only MicroPython's pre-run code changed: it imports the package instead of writing it first
    pre_run = build.MPY_PRE_RUN.search(original)
    variable, kind, code = pre_run.groups()
    replaced = f'const {variable}="mpy"==={kind}?"{build.PYSCRIPT_IMPORT}":{code}'
    assert core.read_text() == original[: pre_run.start()] + replaced + original[pre_run.end() :]
    with pytest.raises(build.BuildError, match="not where build.py expects it"):
        build.take_pyscript_package(core)  # patched already: no pre-run code left to patch
    core.write_text(original.replace("import pyscript as _pyscript", "import pyscript"))
    with pytest.raises(build.BuildError, match="not where build.py expects it"):
        build.take_pyscript_package(core)


def test_the_load_benchs_variants_boot_without_the_snapshot(tmp_path: Path) -> None:
    """bench/load.py's pyc and source variants turn the worker's snapshot off by editing its text: a renamed
    function must stop the bench, not measure the app twice under another label."""
    sys.path.insert(0, str(build.ROOT / "bench"))
    import load  # noqa: PLC0415 - the bench's module, only for this test

    dist = tmp_path / "dist"
    (dist / build.ENGINE_WORKER).parent.mkdir(parents=True)
    shutil.copy2(build.ROOT / "assets" / "engine-worker.js", dist / build.ENGINE_WORKER)
    load.prepare_variant(dist, tmp_path / "pyc", bytecode=True)
    worker = (tmp_path / "pyc" / build.ENGINE_WORKER).read_text()
    assert "return null; // bench/load.py: a variant without snapshot" in worker
    (dist / build.ENGINE_WORKER).write_text("async function anotherName() {}\n")
    with pytest.raises(RuntimeError, match="to turn off the snapshot"):
        load.prepare_variant(dist, tmp_path / "other", bytecode=True)
