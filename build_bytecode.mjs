// Compiles Python bytecode with the vendored Pyodide itself, so the .pyc files match the CPython
// version of the browser's interpreter (not the build machine's).  Run by build.py:
//
//   node build_bytecode.mjs PYODIDE_DIR ENGINE_WHEEL OUT_DIR
//
// Boots Pyodide under Node, unpacks the engine wheel, imports every engine module, then writes
//   OUT_DIR/python_stdlib.zip  the stdlib zip, each module loaded so far replaced by its .pyc
//   OUT_DIR/engine_pyc.zip     tablier/**/NAME.pyc for every engine module NAME.py: sourceless, in the
//                              module's own place, as Python's zip importer reads them (it ignores __pycache__)
// The .pyc files are unchecked-hash (PEP 552): no timestamp, never compared with a source.
import { readFileSync, writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { pathToFileURL } from "node:url";

const [pyodideDir, wheel, outDir] = process.argv.slice(2).map((p) => resolve(p));
const { loadPyodide } = await import(pathToFileURL(`${pyodideDir}/pyodide.mjs`).href);
const pyodide = await loadPyodide({ indexURL: `${pyodideDir}/` });
pyodide.FS.writeFile("/tmp/engine.whl", readFileSync(wheel));
pyodide.runPython(`
import importlib.util, io, pkgutil, sys, sysconfig, zipfile
from importlib._bootstrap_external import _code_to_hash_pyc

SITE = sysconfig.get_path("purelib")
STDLIB = next(p for p in sys.path if p.endswith(".zip"))
STAMP = (2020, 1, 1, 0, 0, 0)

def pyc(source, filename):
    code = compile(source, filename, "exec", dont_inherit=True)
    return bytes(_code_to_hash_pyc(code, importlib.util.source_hash(source), checked=False))

with zipfile.ZipFile("/tmp/engine.whl") as archive:
    archive.extractall(SITE)
import tablier
for module in pkgutil.walk_packages(tablier.__path__, "tablier."):
    importlib.import_module(module.name)
import json  # py/worker.py

loaded = {m.__file__[len(STDLIB) + 1:] for m in list(sys.modules.values())
          if (getattr(m, "__file__", None) or "").startswith(STDLIB + "/")}
with zipfile.ZipFile(STDLIB) as source, zipfile.ZipFile("/tmp/python_stdlib.zip", "w") as target:
    for info in source.infolist():
        data = source.read(info)
        name = info.filename
        if name in loaded:
            data, name = pyc(data, f"{STDLIB}/{name}"), name[:-3] + ".pyc"
        item = zipfile.ZipInfo(name, date_time=STAMP)
        item.compress_type = zipfile.ZIP_DEFLATED
        target.writestr(item, data)

tag = sys.implementation.cache_tag
with zipfile.ZipFile("/tmp/engine.whl") as source, zipfile.ZipFile("/tmp/engine_pyc.zip", "w") as target:
    for name in sorted(source.namelist()):
        if name.startswith("tablier/") and name.endswith(".py"):
            item = zipfile.ZipInfo(name + "c", date_time=STAMP)
            item.compress_type = zipfile.ZIP_DEFLATED
            target.writestr(item, pyc(source.read(name), f"{SITE}/{name}"))
print(f"bytecode: {len(loaded)} stdlib modules, Python {sys.version.split()[0]}, {tag}")
`);
for (const name of ["python_stdlib.zip", "engine_pyc.zip"]) {
  writeFileSync(`${outDir}/${name}`, pyodide.FS.readFile(`/tmp/${name}`));
}
