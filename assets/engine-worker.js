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
// in the origin private file system, named by the Pyodide version, the engine wheel's content hash and the
// site's URL (two deployments on one origin keep their own), behind a header with its length and checksum.
// Later visits read it with a synchronous access handle (about 20× faster than a Cache Storage body of
// the same size, README *Performance*) and restore it instead of starting Python and importing the engine.
// A snapshot that fails its length or checksum, Pyodide's own build check or the first call is deleted, the
// boot goes on without it, and a new one is saved.  Where that file system is denied, every boot is fresh.
import { loadPyodide } from "../pyodide/pyodide.mjs";

const WHEEL = "__TABLIER_WHEEL__"; // build.py writes the engine wheel's file name,
const BUILD = "__TABLIER_BUILD__"; // and the Pyodide version with a hash of all the snapshot holds
const IDLE_MS = 2000;
const site = (path) => new URL(`../${path}`, import.meta.url).href;
const SNAPSHOT_DIR = "tablier-engine-snapshots";
const SNAPSHOT_MAGIC = 0x5442534e; // "TBSN", then the heap's length and checksum: 12 bytes, then the heap
const HEADER_BYTES = 12;

function fetched(path) {
  return fetch(site(path)).then((response) => {
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response;
  });
}

// Pyodide compiles its 9.6 MB wasm only once its 1.2 MB script is imported and, from a snapshot, once the heap
// is read.  Compiled from the worker's first moment instead, off this thread, it overlaps both: Pyodide's own
// fetch of that file gets a placeholder, and its streaming instantiation gets this module.
const WASM_URL = site("pyodide/pyodide.asm.wasm");
const browserFetch = globalThis.fetch.bind(globalThis);
const browserInstantiateStreaming = WebAssembly.instantiateStreaming;
const compiledWasm = WebAssembly.compileStreaming(browserFetch(WASM_URL));
compiledWasm.catch(() => {}); // instantiated from a fresh fetch below if this failed
import(site("pyodide/pyodide.asm.mjs")).catch(() => {}); // its script too (Pyodide's own import then finds it loaded)
const placeholders = new WeakSet();
globalThis.fetch = (resource, options) => {
  if (String(resource) !== WASM_URL) return browserFetch(resource, options);
  const placeholder = new Response(null);
  placeholders.add(placeholder);
  return Promise.resolve(placeholder);
};
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  if (!placeholders.has(response)) return browserInstantiateStreaming(response, imports);
  try {
    const module = await compiledWasm;
    return { module, instance: await WebAssembly.instantiate(module, imports) };
  } catch {
    return browserInstantiateStreaming(browserFetch(WASM_URL), imports);
  }
};

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

// A 32-bit FNV-1a over 32-bit words (then the odd bytes): it catches a damaged or truncated heap in about
// 20 ms, where a SHA-256 took 80-230 ms on the boot's critical path.
function checksum(bytes) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2);
  let hash = 0x811c9dc5 ^ bytes.length;
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 0x01000193);
  for (let i = words.length * 4; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  return hash >>> 0;
}

// The snapshot file of this build of this site, and of no other.
const SITE_TAG = checksum(new TextEncoder().encode(site(""))).toString(16);
const SNAPSHOT_FILE = `${BUILD}-${SITE_TAG}.heap`;

async function snapshotFolder() {
  if (!globalThis.FileSystemSyncAccessHandle) return null; // a browser with no synchronous file access
  try {
    return await (await navigator.storage.getDirectory()).getDirectoryHandle(SNAPSHOT_DIR, { create: true });
  } catch {
    return null; // denied in third-party and sandboxed frames, and where the browser has no such file system
  }
}

// This build's snapshot file, or null if there is none.
async function snapshotFile(folder) {
  return folder.getFileHandle(SNAPSHOT_FILE).catch(() => null);
}

// The heap in the snapshot file, checked against its header; rejects if it does not match, or if another tab
// holds the file (a fresh boot then, which saves nothing while the file is held).
async function readSnapshot(file) {
  const access = await file.createSyncAccessHandle();
  phase("snapshot opened");
  try {
    const header = new DataView(new ArrayBuffer(HEADER_BYTES));
    access.read(header, { at: 0 });
    const length = header.getUint32(4);
    if (header.getUint32(0) !== SNAPSHOT_MAGIC || access.getSize() !== HEADER_BYTES + length) {
      throw new Error("its length does not match");
    }
    const heap = new Uint8Array(length);
    access.read(heap, { at: HEADER_BYTES });
    phase("snapshot read");
    if (checksum(heap) !== header.getUint32(8)) throw new Error("its checksum does not match");
    phase("snapshot checked");
    return heap;
  } finally {
    access.close();
  }
}

async function writeSnapshot(folder, heap) {
  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  header.setUint32(0, SNAPSHOT_MAGIC);
  header.setUint32(4, heap.length);
  header.setUint32(8, checksum(heap));
  const access = await (await folder.getFileHandle(SNAPSHOT_FILE, { create: true })).createSyncAccessHandle();
  try {
    access.truncate(0);
    access.write(header, { at: 0 });
    access.write(heap, { at: HEADER_BYTES });
    access.flush();
  } finally {
    access.close();
  }
  for await (const name of folder.keys()) { // older builds' snapshots of this site
    if (name.endsWith(`-${SITE_TAG}.heap`) && name !== SNAPSHOT_FILE) await folder.removeEntry(name);
  }
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
// file, and the wheel is unpacked once the worker has been idle for IDLE_MS (see boot).  The file is read while
// Pyodide loads its scripts.
async function restore(file) {
  const heap = readSnapshot(file);
  heap.catch(() => {}); // refused before Pyodide awaits it: its rejection reaches boot() through loadPyodide
  const pyodide = await loadPyodide({ indexURL: site("pyodide/"), _loadSnapshot: heap });
  phase("pyodide restored");
  // Pyodide keeps its options, hence this promise and the 31 MB it read, which the heap now holds a copy of:
  // its buffer is moved out (detached), and the moved one, referenced nowhere, is freed.
  const read = (await heap).buffer;
  structuredClone(read, { transfer: [read] });
  const functions = wire(pyodide);
  phase("engine wired");
  const hello = functions.get("hello")();
  if (!JSON.parse(hello).games.length) throw new Error("the restored engine lists no games");
  return { pyodide, functions, hello };
}

async function fresh(snapshots) {
  const files = engineFiles(); // fetched while Python starts
  const pyodide = await loadPyodide({ indexURL: site("pyodide/"), _makeSnapshot: snapshots });
  phase("pyodide started");
  const [wheel, source] = await files;
  pyodide.FS.writeFile("/lib/tablier_worker.py", source); // py/worker.py, importable (and kept in a snapshot)
  pyodide.runPython("import sys; sys.path.append('/lib')");
  unpack(pyodide, wheel);
  const functions = wire(pyodide);
  phase("engine imported");
  return { pyodide, functions, hello: functions.get("hello")() };
}

// The engine wheel and py/worker.py, fetched once, when first needed: a fresh boot needs them at once, a
// restored heap only once the player's first moves are answered (its wheel is unpacked then).
let downloads = null;
function engineFiles() {
  downloads ??= Promise.all([
    fetched(`wheels/${WHEEL}`).then((response) => response.arrayBuffer()),
    fetched("py/worker.py").then((response) => response.text()),
  ]);
  return downloads;
}

// Resolves once no call has come for IDLE_MS: the work that can wait does not delay the player's first moves.
async function idle() {
  while (performance.now() - lastCall < IDLE_MS) {
    await new Promise((resolve) => setTimeout(resolve, IDLE_MS));
  }
}

async function saveSnapshot(pyodide, folder) {
  await idle();
  try {
    exports.get("warm")();
    const heap = pyodide.makeMemorySnapshot();
    await writeSnapshot(folder, heap);
    await caches.delete("tablier.engine-snapshots"); // where earlier versions kept theirs (31 MB each)
    postMessage({ snapshot: heap.length });
  } catch (error) {
    console.warn("Tablier: no engine snapshot saved:", message(error));
  }
}

async function boot() {
  const folder = await snapshotFolder();
  const file = folder && (await snapshotFile(folder));
  let engine = null;
  if (file) {
    try {
      engine = await restore(file);
    } catch (error) {
      console.warn("Tablier: the engine snapshot was refused, it will be replaced:", message(error));
      await folder.removeEntry(SNAPSHOT_FILE).catch(() => {});
    }
  }
  const restored = engine !== null;
  engine ??= await fresh(folder !== null);
  exports = engine.functions;
  lastCall = performance.now();
  phase("ready");
  postMessage({ ready: engine.hello, boot: restored ? "snapshot" : "fresh", phases });
  pending.splice(0).forEach(answer);
  if (restored) {
    const files = async () => unpack(engine.pyodide, (await engineFiles())[0]);
    idle().then(files).catch((error) => console.warn("Tablier: the engine's files:", message(error)));
  } else if (folder) saveSnapshot(engine.pyodide, folder);
}

boot().catch((error) => postMessage({ failed: message(error) }));
