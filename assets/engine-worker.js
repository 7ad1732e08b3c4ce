// The engine worker: boots the vendored Pyodide, unpacks the engine wheel and answers the main thread's
// calls (docs/ui.md, "Main thread ↔ worker").  A plain module worker rather than PyScript's: it starts as
// soon as the page's head runs (not after MicroPython), and it touches no storage at all (PyScript's
// worker bootstrap always opens IndexedDB, which a frame with blocked storage is denied).
//
// Messages in: {id, name, text} calls a function of py/worker.py with one JSON text.  Out: first
// {ready: hello's JSON text} or {failed: "why"}; then {id, text} or {id, error} for each call.
// URLs are resolved against this file's own (absolute) URL, so it also runs when imported by the blob:
// worker that an opaque-origin frame must use (assets/engine.js).
import { loadPyodide } from "../pyodide/pyodide.mjs";

const WHEEL = "__TABLIER_WHEEL__"; // build.py writes the engine wheel's file name here
const site = (path) => new URL(`../${path}`, import.meta.url).href;

function fetched(path) {
  return fetch(site(path)).then((response) => {
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response;
  });
}

const pending = [];
let exports = null;

function answer({ id, name, text }) {
  try {
    postMessage({ id, text: exports.get(name)(text) });
  } catch (error) {
    postMessage({ id, error: String(error && error.message ? error.message : error) });
  }
}

onmessage = (event) => (exports ? answer(event.data) : pending.push(event.data));

async function boot() {
  const wheel = fetched(`wheels/${WHEEL}`).then((response) => response.arrayBuffer());
  const source = fetched("py/worker.py").then((response) => response.text());
  const pyodide = await loadPyodide({ indexURL: site("pyodide/"), env: { PYTHONDONTWRITEBYTECODE: "1" } });
  pyodide.unpackArchive(await wheel, "zip", { extractDir: pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')") });
  // Seed Python's own random from the browser's cryptographic source (no game relies on it: the
  // dice are thrown on the main thread, the bots are seeded by each call; this is for anything else).
  const seed = crypto.getRandomValues(new Uint32Array(8));
  pyodide.globals.set("_tablier_seed", Array.from(seed).join(":"));
  pyodide.runPython("import random; random.seed(_tablier_seed); del _tablier_seed");
  const namespace = pyodide.globals.get("dict")();
  pyodide.runPython(await source, { globals: namespace, filename: "worker.py" });
  const names = namespace.get("__export__").toJs();
  exports = new Map(names.map((name) => [name, namespace.get(name)]));
  postMessage({ ready: exports.get("hello")() });
  pending.splice(0).forEach(answer);
}

boot().catch((error) => postMessage({ failed: String(error && error.message ? error.message : error) }));
