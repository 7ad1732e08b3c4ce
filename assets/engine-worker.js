// The engine worker: boots the vendored Pyodide, unpacks the engine wheel and answers the main thread's
// calls (docs/ui.md, "Main thread ↔ worker").  A plain module worker rather than PyScript's: it starts as
// soon as the page's head runs (not after MicroPython), and it needs no storage (PyScript's worker
// bootstrap always opens IndexedDB, which a frame with blocked storage is denied).
//
// Messages in: {id, name, text} calls a function of py/worker.py with one JSON text.  Out: first
// {ready: hello's JSON text, boot: "snapshot" | "fresh"} or {failed: "why"}; then {id, text} or {id, error}.
// URLs are resolved against this file's own (absolute) URL, so it also runs when imported by the data:
// worker that an opaque-origin frame must use (assets/engine.js).
//
// Memory snapshot: after a fresh boot, once the engine has been idle for a moment, the worker saves a
// Pyodide memory snapshot (the heap after warm(): every engine module and its data; about 31 MB, made here)
// in Cache Storage, keyed by the Pyodide version and the engine wheel's content hash, with its SHA-256.
// Later visits restore it instead of starting Python and importing the engine.  A snapshot that fails
// its digest, Pyodide's own build check or the first call is deleted, the boot goes on without it, and
// a new one is saved.  Where Cache Storage is denied, every boot is fresh.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const WHEEL = "__TABLIER_WHEEL__"; // build.py writes the engine wheel's file name,
const BUILD = "__TABLIER_BUILD__"; // and the Pyodide version with a hash of all the snapshot holds
const SNAPSHOTS = "tablier.engine-snapshots"; // not "tablier-…": the service worker keeps those to its own
const IDLE_MS = 2000;
const site = (path) => new URL(`../${path}`, import.meta.url).href;
const SNAPSHOT_KEY = site(`engine-snapshot/${BUILD}`);

function fetched(path) {
  return fetch(site(path)).then((response) => {
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response;
  });
}

const message = (error) => String(error && error.message ? error.message : error);
const phases = {}; // where the boot's time went (ms since the worker started), sent with {ready}
const phase = (name) => (phases[name] = Math.round(performance.now()));
const pending = [];
let exports = null;
let lastCall = 0;

function answer({ id, name, text }) {
  lastCall = performance.now();
  try {
    postMessage({ id, text: exports.get(name)(text) });
  } catch (error) {
    postMessage({ id, error: message(error) });
  }
}

onmessage = (event) => (exports ? answer(event.data) : pending.push(event.data));

async function digest(bytes) {
  const hash = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(hash, (byte) => byte.toString(16).padStart(2, "0")).join("");
}

async function snapshotCache() {
  try {
    return await caches.open(SNAPSHOTS); // denied in third-party and sandboxed frames
  } catch {
    return null;
  }
}

// The stored snapshot's bytes, checked against their SHA-256 (a promise: Pyodide fetches and compiles its
// wasm meanwhile); rejects if they do not match.
async function checkedSnapshot(response) {
  const bytes = new Uint8Array(await response.arrayBuffer());
  phase("snapshot read");
  if ((await digest(bytes)) !== response.headers.get("x-tablier-sha256")) throw new Error("its digest does not match");
  phase("snapshot checked");
  return bytes;
}

// The engine wheel unpacked into site-packages: the engine's files (a restored heap has the modules but not the
// file system).
function unpack(pyodide, wheel) {
  pyodide.unpackArchive(wheel, "zip", { extractDir: pyodide.runPython("import sysconfig; sysconfig.get_path('purelib')") });
}

// What every boot does once Python runs: a fresh seed for Python's random from the browser's cryptographic
// source (a restored heap would otherwise replay the same numbers; the game seeds and dice come from the
// main thread's crypto, this is for anything else), and the exported functions.
function wire(pyodide) {
  const seed = Array.from(crypto.getRandomValues(new Uint32Array(8))).join(":");
  pyodide.runPython(`import random; random.seed("${seed}")`);
  const module = pyodide.pyimport("tablier_worker");
  const names = module.__export__.toJs();
  return new Map(names.map((name) => [name, module[name]]));
}

// A heap saved after warm() (py/worker.py) holds every engine module and its data: the first calls need no
// file, and the wheel is unpacked once they are answered (after ready: see boot).
async function restore(response) {
  const pyodide = await loadPyodide({ indexURL: site("pyodide/"), _loadSnapshot: checkedSnapshot(response) });
  phase("pyodide restored");
  const functions = wire(pyodide);
  phase("engine wired");
  const hello = functions.get("hello")();
  if (!JSON.parse(hello).games.length) throw new Error("the restored engine lists no games");
  return { pyodide, functions, hello };
}

async function fresh(wheel, source, snapshots) {
  const pyodide = await loadPyodide({ indexURL: site("pyodide/"), _makeSnapshot: snapshots });
  phase("pyodide started");
  pyodide.FS.writeFile("/lib/tablier_worker.py", source); // py/worker.py, importable (and kept in a snapshot)
  pyodide.runPython("import sys; sys.path.append('/lib')");
  unpack(pyodide, wheel);
  const functions = wire(pyodide);
  phase("engine imported");
  return { pyodide, functions, hello: functions.get("hello")() };
}

async function saveSnapshot(pyodide, cache) {
  while (performance.now() - lastCall < IDLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  }
  try {
    exports.get("warm")();
    const bytes = pyodide.makeMemorySnapshot();
    const headers = { "content-type": "application/octet-stream", "x-tablier-sha256": await digest(bytes) };
    await cache.put(SNAPSHOT_KEY, new Response(bytes, { headers }));
    for (const request of await cache.keys()) { // older builds' snapshots of this site
      if (request.url.startsWith(site("engine-snapshot/")) && request.url !== SNAPSHOT_KEY) await cache.delete(request);
    }
    postMessage({ snapshot: bytes.length });
  } catch (error) {
    console.warn("Tablier: no engine snapshot saved:", message(error));
  }
}

async function boot() {
  const wheel = fetched(`wheels/${WHEEL}`).then((response) => response.arrayBuffer());
  const source = fetched("py/worker.py").then((response) => response.text());
  const cache = await snapshotCache();
  const stored = cache && (await cache.match(SNAPSHOT_KEY).catch(() => null));
  let engine = null;
  if (stored) {
    try {
      engine = await restore(stored);
    } catch (error) {
      console.warn("Tablier: the engine snapshot was refused, it will be replaced:", message(error));
      await cache.delete(SNAPSHOT_KEY).catch(() => {});
    }
  }
  const restored = engine !== null;
  engine ??= await fresh(await wheel, await source, cache !== null);
  exports = engine.functions;
  lastCall = performance.now();
  phase("ready");
  postMessage({ ready: engine.hello, boot: restored ? "snapshot" : "fresh", phases });
  pending.splice(0).forEach(answer);
  if (restored) {
    const files = () => wheel.then((bytes) => unpack(engine.pyodide, bytes));
    setTimeout(() => files().catch((error) => console.warn("Tablier: the engine's files:", message(error))));
  } else if (cache) saveSnapshot(engine.pyodide, cache);
}

boot().catch((error) => postMessage({ failed: message(error) }));
