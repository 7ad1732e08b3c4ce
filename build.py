#!/usr/bin/env python3
"""Build Tablier's self-contained static site into dist/, and optionally serve it.

    python3 build.py                 build dist/
    python3 build.py serve [--port N] [--host H]
                                     build, then serve dist/ on http://127.0.0.1:N/

Everything the page loads comes from dist/: PyScript, Pyodide and MicroPython are
taken from node_modules (exact versions locked in package-lock.json, installed by
`npm ci` when missing or stale), the engine is packed as a wheel, and a service
worker precaches every file under a content-hash version.  All URLs are relative,
so dist/ works under any sub-path.
"""

from __future__ import annotations

import argparse
import base64
import errno
import functools
import gzip
import hashlib
import http.server
import io
import json
import re
import shutil
import subprocess
import sys
import tarfile
import tempfile
import zipfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent
DIST = ROOT / "dist"
NODE_MODULES = ROOT / "node_modules"
PYSCRIPT_DIST = NODE_MODULES / "@pyscript" / "core" / "dist"
PYODIDE_DIR = NODE_MODULES / "pyodide"
MICROPYTHON_DIR = NODE_MODULES / "@micropython" / "micropython-webassembly-pyscript"

PYODIDE_FILES = ("pyodide.mjs", "pyodide.asm.mjs", "pyodide.asm.wasm", "python_stdlib.zip", "pyodide-lock.json")
BYTECODE_SCRIPT = ROOT / "build_bytecode.mjs"
BYTECODE_CACHE = ROOT / ".build-cache" / "bytecode"
BUILD_REQUIREMENTS = ROOT / "requirements-build.txt"
TOOLS_VENV = ROOT / ".build-cache" / "tools"
UI_ARCHIVE = "py/ui.tar.gz"
MICROPYTHON_FILES = ("micropython.mjs", "micropython.wasm")
# PyScript chunks loaded only by features the app does not use (editor UI, terminal UI, zip for mpy).
PYSCRIPT_UNUSED = re.compile(r"^(codemirror|xterm|zip-|service-worker)")
# Hashed PyScript chunks on the main thread's path to the first paint.
PYSCRIPT_PRELOADED = re.compile(r"^(core|mpy|toml)-[\w-]+\.js$")
SITE_FILES = ("index.html", "pyscript.toml")
ENGINE_WORKER = "assets/engine-worker.js"
MIME_TYPES = {
    ".mjs": "text/javascript",
    ".js": "text/javascript",
    ".wasm": "application/wasm",
    ".json": "application/json",
    ".webmanifest": "application/manifest+json",
    ".toml": "text/plain",
    ".py": "text/x-python",
    ".whl": "application/zip",
    ".zip": "application/zip",
    ".svg": "image/svg+xml",
}


class BuildError(RuntimeError):
    """A build step failed; the message says what to do."""


def run_npm_ci() -> None:
    """Install the locked npm packages when node_modules is missing or older than the lock file."""
    lock = ROOT / "package-lock.json"
    marker = NODE_MODULES / ".package-lock.json"
    if marker.exists() and marker.stat().st_mtime >= lock.stat().st_mtime:
        return
    npm = shutil.which("npm")
    if npm is None or shutil.which("node") is None:
        raise BuildError(
            "node and npm are needed to fetch the locked PyScript, Pyodide and MicroPython packages.\n"
            "Install them (Debian: apt-get install -y nodejs npm) and run this command again."
        )
    print("build: npm ci (installing the locked runtime packages)")
    result = subprocess.run([npm, "ci", "--no-audit", "--no-fund"], cwd=ROOT)
    if result.returncode != 0:
        raise BuildError("npm ci failed: see its output above")


def package_version(directory: Path) -> str:
    return json.loads((directory / "package.json").read_text())["version"]


def check_runtime_versions() -> dict[str, str]:
    """The Pyodide and MicroPython versions must be the ones the pinned @pyscript/core expects."""
    bundle = "\n".join(p.read_text(errors="replace") for p in PYSCRIPT_DIST.glob("core-*.js"))
    expected = {
        "pyodide": re.search(r'type:"pyodide",module:\(\w+="([^"]+)"\)', bundle),
        "micropython": re.search(r'type:"micropython",module:\(\w+="([^"]+)"\)', bundle),
    }
    installed = {"pyodide": package_version(PYODIDE_DIR), "micropython": package_version(MICROPYTHON_DIR)}
    versions = {"@pyscript/core": package_version(PYSCRIPT_DIST.parent)}
    for name, match in expected.items():
        if match is None:
            raise BuildError(f"cannot find the {name} version expected by @pyscript/core in its bundle")
        if match.group(1) != installed[name]:
            raise BuildError(
                f"@pyscript/core {versions['@pyscript/core']} expects {name} {match.group(1)}, "
                f"but package-lock.json installs {installed[name]}: pin {name} to {match.group(1)} "
                "in package.json, run npm install, and commit package-lock.json"
            )
        versions[name] = installed[name]
    return versions


def engine_version() -> str:
    text = (ROOT / "py" / "tablier" / "__init__.py").read_text()
    match = re.search(r'__version__ = "([^"]+)"', text)
    if match is None:
        raise BuildError("py/tablier/__init__.py must define __version__")
    return match.group(1)


def build_wheel(out_dir: Path, bytecode: list[tuple[str, bytes]] = ()) -> Path:
    """Pack py/tablier as a pure-Python wheel (deterministic: fixed timestamps, sorted entries).  With the
    ``bytecode`` entries (``tablier/**/NAME.pyc``), each stands in for its module's source: the engine worker puts
    the wheel itself on ``sys.path`` and Python's zip importer reads these (a sourceless module in its own place;
    it ignores ``__pycache__``), with no file unpacked (README, *Performance*)."""
    version = engine_version()
    name = f"tablier-{version}-py3-none-any.whl"
    info = f"tablier-{version}.dist-info"
    compiled = {path for path, _ in bytecode}
    sources = sorted(p for p in (ROOT / "py" / "tablier").rglob("*") if p.is_file() and p.suffix in {".py", ".json"})
    entries: list[tuple[str, bytes]] = [
        (path, p.read_bytes()) for p in sources if (path := p.relative_to(ROOT / "py").as_posix()) + "c" not in compiled
    ]
    entries.extend(bytecode)
    entries.sort()
    entries.append((f"{info}/METADATA", f"Metadata-Version: 2.1\nName: tablier\nVersion: {version}\n".encode()))
    wheel_meta = "Wheel-Version: 1.0\nGenerator: tablier-build\nRoot-Is-Purelib: true\nTag: py3-none-any\n"
    entries.append((f"{info}/WHEEL", wheel_meta.encode()))
    record_lines = []
    for path, data in entries:
        digest = base64.urlsafe_b64encode(hashlib.sha256(data).digest()).rstrip(b"=").decode()
        record_lines.append(f"{path},sha256={digest},{len(data)}")
    record_lines.append(f"{info}/RECORD,,")
    entries.append((f"{info}/RECORD", ("\n".join(record_lines) + "\n").encode()))
    out_dir.mkdir(parents=True, exist_ok=True)
    target = out_dir / name
    with zipfile.ZipFile(target, "w", zipfile.ZIP_DEFLATED) as archive:
        for path, data in entries:
            item = zipfile.ZipInfo(path, date_time=(2020, 1, 1, 0, 0, 0))
            item.compress_type = zipfile.ZIP_DEFLATED
            archive.writestr(item, data)
    return target


def compile_bytecode(wheel: Path) -> Path:
    """The stdlib zip and the engine's .pyc compiled by the vendored Pyodide under Node (build_bytecode.mjs),
    so their magic number is the browser's CPython's.  Cached in .build-cache/ by the hash of every input."""
    digest = hashlib.sha256()
    for path in (BYTECODE_SCRIPT, PYODIDE_DIR / "package.json", PYODIDE_DIR / "python_stdlib.zip", wheel):
        digest.update(path.read_bytes())
    folder = BYTECODE_CACHE / digest.hexdigest()[:20]
    if not (folder / "engine_pyc.zip").exists():
        node = shutil.which("node")
        if node is None:
            raise BuildError("node is needed to compile the bytecode (Debian: apt-get install -y nodejs)")
        folder.mkdir(parents=True, exist_ok=True)
        command = [node, str(BYTECODE_SCRIPT), str(PYODIDE_DIR), str(wheel), str(folder)]
        if subprocess.run(command, cwd=ROOT).returncode != 0:
            shutil.rmtree(folder, ignore_errors=True)
            raise BuildError("compiling the bytecode in Pyodide under Node failed: see its output above")
        for stale in BYTECODE_CACHE.iterdir():
            if stale != folder:
                shutil.rmtree(stale, ignore_errors=True)
    return folder


def mpy_cross(micropython: str) -> Path:
    """The pinned mpy-cross (requirements-build.txt) in .build-cache/tools/, installed when missing or when
    the pin changed; its MicroPython version must be the vendored one's (package ``1.28.0-6``: ``v1.28.0``)."""
    binary = TOOLS_VENV / "bin" / "mpy-cross"
    stamp = TOOLS_VENV / BUILD_REQUIREMENTS.name
    if not binary.exists() or not stamp.exists() or stamp.read_bytes() != BUILD_REQUIREMENTS.read_bytes():
        print("build: installing the pinned build tools (requirements-build.txt) into .build-cache/tools/")
        shutil.rmtree(TOOLS_VENV, ignore_errors=True)
        steps = (
            [sys.executable, "-m", "venv", str(TOOLS_VENV)],
            [str(TOOLS_VENV / "bin" / "python"), "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
            + ["-r", str(BUILD_REQUIREMENTS)],
        )
        for step in steps:
            if subprocess.run(step, cwd=ROOT).returncode != 0:
                shutil.rmtree(TOOLS_VENV, ignore_errors=True)
                raise BuildError(
                    "installing mpy-cross failed: see the output above "
                    "(Debian needs python3-venv: apt-get install -y python3-venv)"
                )
        shutil.copy2(BUILD_REQUIREMENTS, stamp)
    reported = subprocess.run([str(binary), "--version"], capture_output=True, text=True).stdout
    wanted = "v" + micropython.split("-")[0]
    if f"MicroPython {wanted} " not in reported:
        raise BuildError(
            f"mpy-cross reports {reported.strip()!r}, but the vendored MicroPython is {micropython}: "
            f"pin mpy-cross to {wanted[1:]} in requirements-build.txt"
        )
    return binary


def pack_ui(compiler: Path, target: Path, modules: dict[str, str]) -> None:
    """py/ui/ and ``modules`` (more sources by path: PyScript's package) compiled to .mpy (no compiling at each
    page load) in one gzipped tar: one request instead of one per module; assets/ui-files.js unpacks it into
    MicroPython's file system.  Deterministic: sorted entries, fixed times and owners."""
    sources = ROOT / "py"
    entries = {p.relative_to(sources).as_posix(): p for p in (sources / "ui").rglob("*")}
    entries = {name: path for name, path in entries.items() if "__pycache__" not in path.parts}
    buffer = io.BytesIO()
    with (
        tempfile.TemporaryDirectory(prefix="tablier-mpy-") as scratch,
        tarfile.open(fileobj=buffer, mode="w", format=tarfile.USTAR_FORMAT) as archive,
    ):
        for name, text in modules.items():
            entries[name] = Path(scratch, name)
            entries[name].parent.mkdir(parents=True, exist_ok=True)
            entries[name].write_text(text)
            entries.setdefault(name.rpartition("/")[0], entries[name].parent)
        compiled = Path(scratch) / "module.mpy"
        for name, path in sorted(entries.items()):
            if path.is_dir():
                item = tarfile.TarInfo(name)
                item.type, item.mode = tarfile.DIRTYPE, 0o755
                archive.addfile(item)
            elif path.suffix == ".py":
                command = [str(compiler), "-s", name, "-o", str(compiled), str(path)]
                result = subprocess.run(command, capture_output=True, text=True)
                if result.returncode != 0:
                    raise BuildError(f"mpy-cross could not compile {name}:\n{result.stderr}")
                data = compiled.read_bytes()
                item = tarfile.TarInfo(name.removesuffix(".py") + ".mpy")
                item.size, item.mode = len(data), 0o644
                archive.addfile(item, io.BytesIO(data))
    with open(target, "wb") as raw, gzip.GzipFile(fileobj=raw, mode="wb", mtime=0, filename="") as packed:
        packed.write(buffer.getvalue())


# PyScript's Python package, as its core holds it: {pyscript: {"__init__.py": "...", ...}}, written into the file
# system by Python code that its main thread runs before each script (the same core's MPY_PRE_RUN).
PYSCRIPT_PACKAGE = re.compile(
    r'\w+\("\.",(\{pyscript:\{.*?\}\})\),\w+\.push\("import pyscript as _pyscript"\)', re.DOTALL
)
# The Python code MicroPython runs before a script: the package's writes, then its import.
MPY_PRE_RUN = re.compile(r'const (\w+)="mpy"===(\w+)\?(\w+)\.replace\(\w+,""\):\3')
PYSCRIPT_IMPORT = "import pyscript as _pyscript\\ndel _pyscript"  # in a JavaScript string


def pyscript_package(core_text: str) -> dict | None:
    """The ``pyscript`` folder of PyScript's package as its core's text holds it (module name → source), or None."""
    found = PYSCRIPT_PACKAGE.search(core_text)
    return json.loads(found.group(1).replace("{pyscript:", '{"pyscript":', 1))["pyscript"] if found else None


def take_pyscript_package(core: Path) -> dict[str, str]:
    """PyScript's Python package, taken out of its core (``core``) and returned as sources by path, for pack_ui.
    The core wrote the package as source at every start, and MicroPython compiled its 32 KB of writes, then the
    modules (README *Performance*); now MicroPython only imports the modules, from .mpy.  The build stops if this
    PyScript does not hold them as the patch expects."""
    text = core.read_text()
    tree = pyscript_package(text)
    pre_run = MPY_PRE_RUN.search(text)
    if tree is None or pre_run is None or len(MPY_PRE_RUN.findall(text)) != 1:
        raise BuildError(f"{core.name}: PyScript's package or its pre-run code is not where build.py expects it")
    if not isinstance(tree, dict) or not tree or not all(isinstance(v, str) for v in tree.values()):
        raise BuildError(f"{core.name}: PyScript's package is not one folder of modules")
    variable, kind, code = pre_run.groups()
    patched = f'const {variable}="mpy"==={kind}?"{PYSCRIPT_IMPORT}":{code}'
    core.write_text(text[: pre_run.start()] + patched + text[pre_run.end() :])
    return {f"pyscript/{name}": source for name, source in tree.items()}


def copy_files(names: tuple[str, ...], source: Path, target: Path) -> None:
    target.mkdir(parents=True, exist_ok=True)
    for name in names:
        if not (source / name).exists():
            raise BuildError(f"{source / name} is missing: delete node_modules and build again")
        shutil.copy2(source / name, target / name)


COMPILE_HINT = "//# allFunctionsCalledOnLoad\n"


def add_compile_hint(script: Path) -> None:
    """V8's compile hint on Pyodide's 1.2 MB loader script: its functions are compiled as the worker imports it,
    off the critical path, instead of one by one, lazily, while Pyodide sets up its module (about 0.15 s of a
    warm boot, README *Performance*).  A comment: other engines ignore it."""
    script.write_text(COMPILE_HINT + script.read_text())


LINKER = ROOT / "build_linker.js"
# Emscripten's reportUndefinedSymbols in the locked Pyodide: the first 16 hex digits of its text's SHA-256.
LINKER_REPLACED = "912f771ffabb7499"
EXPORTS_GOT = "updateGOT(origExports);"  # the main module's exports given table slots, in receiveInstance


def patch_linker(script: Path) -> None:
    """Put build_linker.js in Pyodide's loader script: its dynamic linker then wraps the JavaScript functions
    the main module takes the address of in one wasm module, not one each, and gives table slots only to the
    exports the main module imports itself (about 0.2 s of every engine boot, README *Performance*).  The
    build stops if this Pyodide's linker is not the one the file was written for."""
    source = script.read_text()
    start = source.find("var reportUndefinedSymbols=()=>{")
    end = source.find("var loadDylibs=", start)
    replaced = source[start:end] if start >= 0 and end >= 0 else ""
    if hashlib.sha256(replaced.encode()).hexdigest()[:16] != LINKER_REPLACED or source.count(EXPORTS_GOT) != 1:
        raise BuildError(f"{script.name}: its linker is not the one {LINKER.name} replaces (check it, then its hash)")
    source = source[:start] + LINKER.read_text() + "\n" + source[end:]
    script.write_text(source.replace(EXPORTS_GOT, "updateGOT(exportsInGOT(origExports));"))


# Pyodide's finalizeBootstrap in the locked loader, up to its globals: from a restored heap it still compiles
# Python source five times (an import of _pyodide_core, which the heap holds, and four eval_code calls), which makes
# V8 compile CPython's parser and compiler before the engine's first call.
RESTORE_COMPILES = (
    "API.finalizeBootstrap=function(t,e){t&&Hr();"
    'let[r,n]=API.rawRun("import _pyodide_core");r&&API.fatal_loading_error(`Failed to import _pyodide_core\\n`,n),'
    'API.runPythonInternal_dict=API._pyodide._base.eval_code("{}"),'
    'API.importlib=API.runPythonInternal("import importlib; importlib");'
    'let o=API.importlib.import_module;API.sys=o("sys"),API.os=o("os");'
    'let i=API.runPythonInternal("import __main__; __main__.__dict__"),'
    's=API.runPythonInternal("import builtins; builtins.__dict__");'
)
RESTORE_CALLS = (
    "API.finalizeBootstrap=function(t,e){t&&Hr();"
    "const b=t&&API._pyodide._base.builtins;"  # a restored heap, whose _pyodide._base has imported builtins
    'if(b){API.runPythonInternal_dict=b.dict(),API.importlib=b.__import__("importlib")}'
    'else{let[r,n]=API.rawRun("import _pyodide_core");'
    "r&&API.fatal_loading_error(`Failed to import _pyodide_core\\n`,n),"
    'API.runPythonInternal_dict=API._pyodide._base.eval_code("{}"),'
    'API.importlib=API.runPythonInternal("import importlib; importlib")}'
    'let o=API.importlib.import_module;API.sys=o("sys"),API.os=o("os");'
    'let i=b?o("__main__").__dict__:API.runPythonInternal("import __main__; __main__.__dict__"),'
    's=b?b.__dict__:API.runPythonInternal("import builtins; builtins.__dict__");'
)


def patch_restore(script: Path) -> None:
    """Pyodide's finalizeBootstrap, from a restored heap, gets the objects it keeps (a dict, importlib, the
    globals of __main__ and builtins) by calls into the heap instead of compiling Python source for each: the
    engine's first calls then do not wait for V8 to compile CPython's parser and compiler (README *Performance*).
    A fresh start runs Pyodide's code as it was.  The build stops if this Pyodide's code is not the one replaced."""
    source = script.read_text()
    if source.count(RESTORE_COMPILES) != 1:
        raise BuildError(f"{script.name}: its finalizeBootstrap is not the one build.py patches (check it)")
    script.write_text(source.replace(RESTORE_COMPILES, RESTORE_CALLS))


def write_engine_answers(target: Path) -> None:
    """Some of the engine's answers (run here on CPython) as JSON files, so that the page needs no engine for
    them: the game list (``tablier.api.games()``, games.json: the home screen shows it before the engine worker
    has booted, py/ui/screens/home.py), each listed game's new game (``tablier.api.openings()``, openings.json: a
    game started before the engine is ready begins at once, py/ui/screens/play.py) and the answers to its first
    throws (``tablier.book.books()``, book/<game>.<lang>.json, null for a game with no book: assets/engine.js
    answers them while the worker boots)."""
    (target / "games.json").write_text(engine_answer("games.json", "api.games()"))
    (target / "openings.json").write_text(engine_answer("openings.json", "api.openings()"))
    (target / "book").mkdir(exist_ok=True)
    books = json.loads(engine_answer("book", "book.books()"))
    for game, answers in json.loads((target / "openings.json").read_text()).items():
        for lang in answers:
            found = books.get(game, {}).get(lang)  # null: the page sends the game's first throws to the worker
            (target / "book" / f"{game}.{lang}.json").write_text(json.dumps(found, separators=(",", ":")))


def engine_answer(name: str, call: str) -> str:
    """The JSON text of ``call`` (on the engine's modules ``api`` or ``book``), run by CPython in a process of
    its own so that the build does not import the engine."""
    code = f"import json; from tablier import api, book; print(json.dumps({call}, separators=(',', ':')))"
    result = subprocess.run([sys.executable, "-c", code], cwd=ROOT / "py", capture_output=True, text=True)
    if result.returncode != 0:
        raise BuildError(f"the engine's {name} could not be made:\n{result.stderr}")
    return result.stdout


def copy_tree(source: Path, target: Path, suffixes: set[str]) -> None:
    for path in sorted(source.rglob("*")):
        if path.is_file() and path.suffix in suffixes and "__pycache__" not in path.parts:
            destination = target / path.relative_to(source)
            destination.parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(path, destination)


def check_configs() -> None:
    """The main thread's PyScript config must name the vendored interpreter and list only built files."""
    text = (ROOT / "pyscript.toml").read_text()
    if 'interpreter = "./micropython/micropython.mjs"' not in text:
        raise BuildError('pyscript.toml must set interpreter = "./micropython/micropython.mjs" (else: a CDN)')
    for source in re.findall(r'^"\./([^"]+)"\s*=', text, re.MULTILINE):
        if not (DIST / source).exists():
            raise BuildError(f"pyscript.toml lists ./{source}, which the build did not produce")


def name_engine_wheel(wheel: Path, pyodide: str) -> None:
    """Write into the engine worker (assets/engine-worker.js) the engine wheel's file name, and the key of
    its memory snapshots: the Pyodide version and a hash of what a snapshot holds (the wheel, the stdlib
    zip, py/worker.py) and of the loader script, whose linker decides the function pointers it holds; and of the
    wasm, which the worker saves beside the snapshot under that key."""
    worker = DIST / ENGINE_WORKER
    source = worker.read_text()
    digest = hashlib.sha256()
    pyodide_dir = DIST / "pyodide"
    for path in (
        wheel,
        pyodide_dir / "python_stdlib.zip",
        DIST / "py" / "worker.py",
        pyodide_dir / "pyodide.asm.mjs",
        pyodide_dir / "pyodide.asm.wasm",
    ):
        digest.update(path.read_bytes())
    build_key = f"{pyodide}-{digest.hexdigest()[:16]}"
    for placeholder, value in (("__TABLIER_WHEEL__", wheel.name), ("__TABLIER_BUILD__", build_key)):
        if f'"{placeholder}"' not in source:
            raise BuildError(f'{ENGINE_WORKER} must hold the placeholder "{placeholder}"')
        source = source.replace(placeholder, value)
    worker.write_text(source)


def add_chunk_preloads(page: Path) -> None:
    """Preload the hashed PyScript chunks the main thread needs, next to core.js's own preload."""
    anchor = '<link rel="modulepreload" href="./pyscript/core.js">'
    html = page.read_text()
    if anchor not in html:
        raise BuildError(f"index.html must keep the line {anchor} (chunk preloads go after it)")
    chunks = sorted(p.name for p in PYSCRIPT_DIST.glob("*.js") if PYSCRIPT_PRELOADED.match(p.name))
    lines = "".join(f'\n  <link rel="modulepreload" href="./pyscript/{name}">' for name in chunks)
    page.write_text(html.replace(anchor, anchor + lines))


# The files written into the built page in place of their tags, each allowed by its SHA-256 in the page's
# Content-Security-Policy (no 'unsafe-inline'): no request holds the page's parser, its first frame or the engine's
# start (README *Performance*).  As (tag, file, element, the policy's directive).
INLINED = (
    ('<link rel="stylesheet" href="./assets/style.css">', "assets/style.css", "style", "style-src 'self'"),
    ('<script src="./assets/first-paint.js"></script>', "assets/first-paint.js", "script", "script-src 'self'"),
    ('<script src="./assets/engine.js"></script>', "assets/engine.js", "script", "script-src 'self'"),
)


def inline_into_page(page: Path) -> None:
    """Write the page's stylesheet, its first frame's script and the engine's start (INLINED) into it.  Fetched,
    each waited for its own answer, through the service worker's cache on a return visit: the stylesheet held the
    scripts, the first frame's script held the first frame and the engine worker's start (the engine's start once
    cost a cold first move about 0.3 s; the stylesheet and the first frame's script, the static frame 45-80 ms)."""
    html = page.read_text()
    for tag, name, element, directive in INLINED:
        if html.count(tag) != 1 or html.count(directive) != 1:
            raise BuildError(f"index.html must hold {tag} once, and a Content-Security-Policy with {directive}")
        text = (DIST / name).read_text()
        if f"</{element}" in text.lower():
            raise BuildError(f"{name} cannot be written into a page: it holds </{element}")
        digest = base64.b64encode(hashlib.sha256(text.encode()).digest()).decode()
        html = html.replace(tag, f"<{element}>{text}</{element}>").replace(directive, f"{directive} 'sha256-{digest}'")
        (DIST / name).unlink()
    page.write_text(html)


def write_service_worker() -> str:
    """Write dist/sw.js with the precache list of every file and a content-hash version."""
    files = sorted(p.relative_to(DIST).as_posix() for p in DIST.rglob("*") if p.is_file() and p.name != "sw.js")
    digest = hashlib.sha256()
    for name in files:
        digest.update(name.encode() + b"\0" + (DIST / name).read_bytes())
    version = digest.hexdigest()[:16]
    template = (ROOT / "assets" / "sw.js").read_text()
    precache = json.dumps(["./", *(f"./{name}" for name in files)], indent=0)
    source = template.replace("__TABLIER_VERSION__", version).replace("__TABLIER_PRECACHE__", precache)
    (DIST / "sw.js").write_text(source)
    return version


def build() -> dict[str, str]:
    """Write dist/ from scratch and return the versions it holds."""
    run_npm_ci()
    versions = check_runtime_versions()
    if DIST.exists():
        shutil.rmtree(DIST)
    DIST.mkdir()
    for name in SITE_FILES:
        shutil.copy2(ROOT / name, DIST / name)
    add_chunk_preloads(DIST / "index.html")
    (DIST / "pyscript").mkdir()
    for path in sorted(PYSCRIPT_DIST.iterdir()):
        if path.suffix in {".js", ".css"} and not PYSCRIPT_UNUSED.match(path.name):
            shutil.copy2(path, DIST / "pyscript" / path.name)
    copy_files(PYODIDE_FILES, PYODIDE_DIR, DIST / "pyodide")
    patch_linker(DIST / "pyodide" / "pyodide.asm.mjs")
    patch_restore(DIST / "pyodide" / "pyodide.asm.mjs")
    add_compile_hint(DIST / "pyodide" / "pyodide.asm.mjs")
    copy_files(MICROPYTHON_FILES, MICROPYTHON_DIR, DIST / "micropython")
    copy_tree(ROOT / "assets", DIST / "assets", {".css", ".js", ".svg", ".png", ".webmanifest"})
    (DIST / "assets" / "sw.js").unlink()
    inline_into_page(DIST / "index.html")
    shutil.copy2(ROOT / "assets" / "embed-demo.html", DIST / "embed-demo.html")  # docs/embed.md
    copy_files(("main.py", "worker.py"), ROOT / "py", DIST / "py")  # the engine: a wheel; py/ui/: .mpy
    (core,) = (DIST / "pyscript").glob("core-*.js")
    pack_ui(mpy_cross(versions["micropython"]), DIST / UI_ARCHIVE, take_pyscript_package(core))
    wheel = build_wheel(DIST / "wheels")
    compiled = compile_bytecode(wheel)
    shutil.copy2(compiled / "python_stdlib.zip", DIST / "pyodide" / "python_stdlib.zip")
    with zipfile.ZipFile(compiled / "engine_pyc.zip") as archive:
        wheel = build_wheel(DIST / "wheels", [(name, archive.read(name)) for name in archive.namelist()])
    name_engine_wheel(wheel, versions["pyodide"])
    check_configs()
    write_engine_answers(DIST)
    versions["site"] = write_service_worker()
    return versions


class Handler(http.server.SimpleHTTPRequestHandler):
    """Static files with the MIME types PyScript needs (.mjs, .wasm), no caching headers, and CORS open to
    every origin as GitHub Pages sends it (a frame sandboxed without allow-same-origin needs it)."""

    extensions_map = {**http.server.SimpleHTTPRequestHandler.extensions_map, **MIME_TYPES}
    protocol_version = "HTTP/1.1"  # keep-alive: one connection serves many files

    def end_headers(self) -> None:
        self.send_header("Cache-Control", "no-cache")
        self.send_header("Access-Control-Allow-Origin", "*")
        super().end_headers()

    def log_message(self, format: str, *args: object) -> None:  # noqa: A002 - base class signature
        if "--verbose" in sys.argv:
            super().log_message(format, *args)


class Server(http.server.ThreadingHTTPServer):
    """A threading HTTP server that does not print a traceback when a browser drops a connection."""

    daemon_threads = True

    def handle_error(self, request: object, client_address: object) -> None:
        if not isinstance(sys.exc_info()[1], ConnectionError):
            super().handle_error(request, client_address)


def serve(host: str, port: int) -> None:
    handler = functools.partial(Handler, directory=str(DIST))
    try:
        server = Server((host, port), handler)
    except OSError as exc:
        if exc.errno == errno.EADDRINUSE:
            message = f"port {port} is already in use: stop the other server or pick another with --port N"
            raise BuildError(message) from None
        raise
    print(f"Serving Tablier at http://{host}:{server.server_address[1]}/  (Ctrl+C to stop)", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        print("\nstopped")
    finally:
        server.server_close()


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description="Build (and serve) Tablier's static site in dist/.")
    parser.add_argument("command", nargs="?", choices=["build", "serve"], default="build")
    parser.add_argument("--port", type=int, default=8000, help="port for serve (default 8000)")
    parser.add_argument("--host", default="127.0.0.1", help="address for serve (default 127.0.0.1)")
    parser.add_argument("--verbose", action="store_true", help="log every request when serving")
    args = parser.parse_args(argv)
    try:
        versions = build()
        summary = ", ".join(f"{name} {version}" for name, version in versions.items())
        print(f"build: dist/ written ({summary})")
        if args.command == "serve":
            serve(args.host, args.port)
    except BuildError as exc:
        print(f"build.py: error: {exc}", file=sys.stderr)
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
