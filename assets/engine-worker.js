// The engine worker: boots the vendored Pyodide, imports the engine from its wheel and answers the main thread's
// calls (docs/ui.md, "Main thread ↔ worker").  A plain module worker rather than PyScript's: it starts as
// soon as the page's head runs (not after MicroPython), and it needs no storage (PyScript's worker
// bootstrap always opens IndexedDB, which a frame with blocked storage is denied).
//
// Messages in: {id, name, text} calls a function of py/worker.py with one JSON text.  Out: first
// {ready: hello's JSON text, boot: "snapshot" | "fresh", wasm: "stored" | "fetched", phases} or {failed: "why"};
// then {id, text} or {id, error}; and {snapshot: length} once a fresh boot saved one, {files: {stdlib, engine}}
// (their sizes) once a restored one wrote its files, {wasm: length} once Pyodide's wasm was saved beside the snapshot.
// URLs are resolved against this file's own (absolute) URL, so it also runs when imported by the data:
// worker that an opaque-origin frame must use (assets/engine.js).
//
// Memory snapshot: after a fresh boot, once the engine has been idle for a moment, the worker saves a
// Pyodide memory snapshot (the heap after warm(): every engine module and its data; about 31 MB, made here)
// in the origin private file system, named by the Pyodide version, the engine wheel's content hash and the
// site's URL (two deployments on one origin keep their own), behind a header with its length and checksum.
// Later visits read it with a synchronous access handle (about 20× faster than a Cache Storage body of
// the same size, README *Performance*) and restore it instead of starting Python and importing the engine;
// the files a restored Python reads only for what its heap lacks (the standard library, the engine's own) are
// written once the worker has been idle, or at once if a call asks for a module the heap lacks.
// A snapshot that fails its length or checksum, Pyodide's own build check or the first call is deleted, the
// boot goes on without it, and a new one is saved.  Pyodide's wasm is saved beside it and read the same way; a
// damaged one is refused (checksum, compile), fetched instead and replaced.  Where that file system is denied,
// every boot is fresh and fetches the wasm.
//
// Pyodide's loader is imported, not a static import: the worker's code then runs before that file is fetched, and
// its first step, the lookup of the stored wasm (below), starts about 25 ms sooner.
const pyodideLoader = import("../pyodide/pyodide.mjs");
const loadPyodide = async (options) => (await pyodideLoader).loadPyodide(options);

const WHEEL = "__TABLIER_WHEEL__"; // build.py writes the engine wheel's file name,
const BUILD = "__TABLIER_BUILD__"; // and the Pyodide version with a hash of all the snapshot holds
const IDLE_MS = 2000;
const site = (path) => new URL(`../${path}`, import.meta.url).href;
const SNAPSHOT_DIR = "tablier-engine-snapshots";

function fetched(path) {
  return fetch(site(path)).then((response) => {
    if (!response.ok) throw new Error(`${path}: HTTP ${response.status}`);
    return response;
  });
}

// The page first: on a return visit the worker's heaviest work, compiling the stored wasm and restoring the
// snapshot, waits until the page's main thread has shown its screens ({shown: true}, posted by engine.js when
// MicroPython is up), or for its first call, or PAGE_WAIT_MS at most.  On a 2-core machine (and a tablet) both
// threads otherwise share the cores while PyScript and MicroPython start, and the Start button comes later; the
// engine, restored in about 0.3 s, is still ready long before a player's first move needs it.  A first visit
// waits for nothing (its boot is the longest path), nor does the import of Pyodide's script (gating it delayed a
// first visit by 0.4 s).
const PAGE_WAIT_MS = 2500;
let pageUp;
const pageShown = new Promise((resolve) => {
  pageUp = (why) => {
    phase(`page: ${why}`);
    pageUp = () => {};
    resolve();
  };
});
setTimeout(() => pageUp("waited"), PAGE_WAIT_MS);

// Pyodide compiles its 9.6 MB wasm only once its 1.2 MB script is imported and, from a snapshot, once the heap
// is read.  Compiled from the worker's first moment instead, off this thread, it overlaps both: Pyodide's own
// fetch of that file gets a placeholder, and its streaming instantiation gets this module.  After the first visit
// the wasm comes from the origin private file system (saved beside the snapshot, see storedWasm): read in a few
// milliseconds, where Cache Storage gave it at about 45 MB/s through the pipe that Pyodide's script shares.
const WASM_URL = site("pyodide/pyodide.asm.wasm");
const browserFetch = globalThis.fetch.bind(globalThis);
const browserInstantiateStreaming = WebAssembly.instantiateStreaming;
const snapshotFolder = openSnapshotFolder(); // this build's files are looked up at once, the wasm first
let wasmSource = "fetched"; // or "stored", once the stored wasm compiled
const compiledWasm = snapshotFolder
  .then((folder) => folder && storedWasm(folder))
  .catch(() => null) // damaged or unreadable: fetched, and replaced once the worker is idle
  .then((module) => {
    if (module) wasmSource = "stored";
    return module ?? WebAssembly.compileStreaming(browserFetch(WASM_URL));
  });
compiledWasm.then(() => phase("wasm compiled"), () => {}); // instantiated from a fresh fetch below if this failed
import(site("pyodide/pyodide.asm.mjs")) // its script too (Pyodide's own import then finds it loaded)
  .then(() => phase("script imported"))
  .catch(() => {});
// Its lock file too is fetched from the worker's first moment; Pyodide's own fetch of it gets that response, once.
const early = new Map(
  ["pyodide/pyodide-lock.json"].map((path) => {
    const response = browserFetch(site(path));
    response.catch(() => {}); // a failure reaches Pyodide when it asks
    return [site(path), response];
  })
);
// Pyodide holds its start until its standard library (3.2 MB) is in its file system.  A restored heap has imported
// every module the engine's calls need, so while restore() loads Pyodide it gets an empty zip at once, and the real
// one is written with the engine's files (see boot): on a return visit the library no longer shares the worker's
// reads with the wasm and Pyodide's script, nor holds Pyodide's start.
const STDLIB_URL = site("pyodide/python_stdlib.zip");
const EMPTY_ZIP = new Uint8Array([0x50, 0x4b, 0x05, 0x06, ...new Array(18).fill(0)]); // its end record alone
let emptyStdlib = false; // true while restore() loads Pyodide
const placeholders = new WeakSet();
globalThis.fetch = (resource, options) => {
  const url = String(resource);
  if (url === STDLIB_URL && emptyStdlib) return Promise.resolve(new Response(EMPTY_ZIP));
  if (early.has(url)) {
    const response = early.get(url);
    early.delete(url);
    return response;
  }
  if (url !== WASM_URL) return browserFetch(resource, options);
  const placeholder = new Response(null);
  placeholders.add(placeholder);
  return Promise.resolve(placeholder);
};
WebAssembly.instantiateStreaming = async (source, imports) => {
  const response = await source;
  if (!placeholders.has(response)) return browserInstantiateStreaming(response, imports);
  try {
    const module = await compiledWasm;
    const instance = await WebAssembly.instantiate(module, imports);
    phase("wasm instantiated");
    return { module, instance };
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
let missingFiles = null; // after a restore, until its files are written: writes them (once) and resolves

function answer(call) {
  lastCall = performance.now();
  try {
    postMessage({ id: call.id, text: exports.get(call.name)(call.text) });
  } catch (error) {
    // A module the restored heap lacks, asked for before the files are written: they are written at once and the
    // call is answered again (every call is a function of its text alone).
    if (missingFiles && /ImportError|ModuleNotFoundError/.test(message(error))) {
      missingFiles().then(() => answer(call));
    } else {
      postMessage({ id: call.id, error: message(error) });
    }
  }
}

onmessage = (event) => {
  if (event.data.shown) return pageUp("shown");
  pageUp("call"); // a call waits on the engine: nothing is held back any longer
  return exports ? answer(event.data) : pending.push(event.data);
};

// A 32-bit FNV-1a over 32-bit words (then the odd bytes), continued from ``hash``: it catches a damaged or
// truncated file in milliseconds, where a SHA-256 of the heap took 80-230 ms on the boot's critical path.
function fnv(bytes, hash = 0x811c9dc5) {
  const words = new Uint32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2);
  for (let i = 0; i < words.length; i++) hash = Math.imul(hash ^ words[i], 0x01000193);
  for (let i = words.length * 4; i < bytes.length; i++) hash = Math.imul(hash ^ bytes[i], 0x01000193);
  return hash >>> 0;
}

// The snapshot file of this build of this site, and of no other: `${SNAPSHOT_NAME}${heap's length}.heap`.  The name
// holds the length because Pyodide sizes its memory by it before it instantiates: known from the folder's
// listing, it lets Pyodide load while the file is opened and read (see restore).
const SITE_TAG = fnv(new TextEncoder().encode(site(""))).toString(16);
const SNAPSHOT_NAME = `${BUILD}-${SITE_TAG}-`;
const snapshotFileName = (length) => `${SNAPSHOT_NAME}${length}.heap`;

// The file keeps the heap sparse: half of its 4 KiB pages are zeros, and a page never written is never
// resident.  Big-endian header: "TBS2", the heap's length, the checksum, the prefix's length (Pyodide's own
// header, before the heap's first page); then a bitmap of the pages stored (rounded to 4 bytes), the prefix
// (rounded to 4 bytes) and the non-zero pages.  The checksum is fnv() from 0x811c9dc5 ^ length over everything
// after the header.  It is read and written through a small buffer (a buffer handed to the file system stays alive
// until a garbage collection); its stored pages are read into a buffer of their own, freed once Pyodide has them.
const SNAPSHOT_MAGIC = 0x54425332;
const HEADER_BYTES = 16;
const PAGE = 4096;
const CHUNK_PAGES = 256;
const READ_CHUNK = 65536;
const round4 = (n) => (n + 3) & ~3;

function pageCount(length, prefix) {
  return Math.ceil((length - prefix) / PAGE);
}

// The bytes of page ``page`` (the last one may be short), and whether the bitmap says it is stored.
const pageBytes = (length, prefix, page) => Math.min(PAGE, length - prefix - page * PAGE);
const bitmapFor = (pages) => new Uint8Array(round4(Math.ceil(pages / 8)));
const isStored = (bitmap, page) => (bitmap[page >>> 3] & (1 << (page & 7))) !== 0;

function isZero(bytes) {
  const words = new Int32Array(bytes.buffer, bytes.byteOffset, bytes.length >>> 2);
  for (let i = 0; i < words.length; i++) if (words[i] !== 0) return false;
  for (let i = words.length * 4; i < bytes.length; i++) if (bytes[i] !== 0) return false;
  return true;
}

// Reads ``target`` from the file behind ``access`` at byte ``at`` through a small buffer: a buffer handed to the
// file system stays alive until a garbage collection, where ``target`` can then be freed at once (transfer(0)).
function readThrough(access, target, at) {
  const scratch = new Uint8Array(Math.min(target.length, READ_CHUNK));
  for (let from = 0; from < target.length; from += scratch.length) {
    const chunk = scratch.subarray(0, Math.min(scratch.length, target.length - from));
    access.read(chunk, { at: at + from });
    target.set(chunk, from);
  }
}

// The pages of ``heap`` (after its prefix) in runs of at most CHUNK_PAGES stored ones: [page, ...] each.
function* storedRuns(bitmap, pages) {
  let run = [];
  for (let page = 0; page < pages; page++) {
    if (!isStored(bitmap, page)) continue;
    run.push(page);
    if (run.length === CHUNK_PAGES) yield run.splice(0);
  }
  if (run.length) yield run;
}

async function openSnapshotFolder() {
  if (!globalThis.FileSystemSyncAccessHandle) return null; // a browser with no synchronous file access
  try {
    return await (await navigator.storage.getDirectory()).getDirectoryHandle(SNAPSHOT_DIR, { create: true });
  } catch {
    return null; // denied in third-party and sandboxed frames, and where the browser has no such file system
  }
}

// The wasm saved beside the snapshot: a 16-byte big-endian header ("TBW1", the wasm's length, its fnv() from
// 0x811c9dc5 ^ length, 0), then the wasm.  Its name holds BUILD, whose Pyodide version and hash cover the wasm.
const WASM_MAGIC = 0x54425731;
const WASM_FILE = `${BUILD}-${SITE_TAG}.wasm`;

// The stored wasm, read and compiled (a promise of the module), or null if there is none.  Compiling starts as
// soon as the bytes are read, and the checksum is checked meanwhile; a file that fails it or the compile throws.
async function storedWasm(folder) {
  let access;
  try {
    access = await (await folder.getFileHandle(WASM_FILE)).createSyncAccessHandle();
  } catch {
    return null; // none yet (or another tab holds it)
  }
  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  let wasm;
  try {
    access.read(header, { at: 0 });
    const length = header.getUint32(4);
    if (header.getUint32(0) !== WASM_MAGIC || access.getSize() !== HEADER_BYTES + length) {
      throw new Error("the stored wasm's length does not match");
    }
    wasm = new Uint8Array(length);
    readThrough(access, wasm, HEADER_BYTES);
    phase("wasm read");
  } finally {
    access.close(); // not held while the page comes first
  }
  await pageShown;
  const module = WebAssembly.compile(wasm);
  module.catch(() => {}); // awaited below, once the checksum passed
  if (fnv(wasm, 0x811c9dc5 ^ wasm.length) !== header.getUint32(8)) {
    throw new Error("the stored wasm's checksum does not match");
  }
  wasm.buffer.transfer(0); // the module holds its own copy
  return await module;
}

// Saves Pyodide's wasm beside the snapshot, and removes this site's wasm of other builds.
async function saveWasm(folder) {
  const wasm = new Uint8Array(await (await browserFetch(WASM_URL)).arrayBuffer());
  const header = new DataView(new ArrayBuffer(HEADER_BYTES));
  header.setUint32(0, WASM_MAGIC);
  header.setUint32(4, wasm.length);
  header.setUint32(8, fnv(wasm, 0x811c9dc5 ^ wasm.length));
  const access = await (await folder.getFileHandle(WASM_FILE, { create: true })).createSyncAccessHandle();
  try {
    access.truncate(0);
    access.write(header, { at: 0 });
    access.write(wasm, { at: HEADER_BYTES });
    access.flush();
  } finally {
    access.close();
  }
  await removeEntries(folder, (other) => other.endsWith(`-${SITE_TAG}.wasm`) && other !== WASM_FILE);
  postMessage({ wasm: wasm.length });
}

const wasmNotSaved = (error) => console.warn("Tablier: Pyodide's wasm not saved:", message(error));

// This build's snapshot file as {name, file, length}, or null if there is none.
async function snapshotFile(folder) {
  try {
    for await (const [name, file] of folder.entries()) {
      const length = Number(name.slice(SNAPSHOT_NAME.length, -".heap".length));
      if (name.startsWith(SNAPSHOT_NAME) && Number.isSafeInteger(length) && name === snapshotFileName(length)) {
        return { name, file, length };
      }
    }
  } catch {
    // no listing: no snapshot
  }
  return null;
}

// Reads the snapshot file whose name gives its length ``length``: its prefix (Pyodide's own header) into ``head``,
// its stored pages end to end into a buffer of their own, checked against the file's header; resolves with
// {head, pages, prefix, bitmap, length}.  Rejects if they do not match, or if another tab holds the file (a fresh
// boot then, which saves nothing while the file is held).  The heap's zero pages are never allocated.
async function readSnapshot(file, length, head) {
  const access = await file.createSyncAccessHandle();
  phase("snapshot opened");
  try {
    const header = new DataView(new ArrayBuffer(HEADER_BYTES));
    access.read(header, { at: 0 });
    const prefix = header.getUint32(12);
    if (header.getUint32(0) !== SNAPSHOT_MAGIC || prefix > length) throw new Error("it is not this format");
    if (header.getUint32(4) !== length) throw new Error("its length is not its name's");
    if (round4(prefix) > head.length) throw new Error(`its prefix (${prefix} bytes) is longer than the worker reads`);
    const bitmap = bitmapFor(pageCount(length, prefix));
    access.read(bitmap, { at: HEADER_BYTES });
    let stored = 0;
    for (let page = 0; page < pageCount(length, prefix); page++) {
      if (isStored(bitmap, page)) stored += pageBytes(length, prefix, page);
    }
    const at = HEADER_BYTES + bitmap.length;
    if (access.getSize() !== at + round4(prefix) + stored) throw new Error("its length does not match");
    const prefixBytes = head.subarray(0, round4(prefix));
    access.read(prefixBytes, { at });
    const pages = new Uint8Array(stored);
    readThrough(access, pages, at + prefixBytes.length);
    phase("snapshot read");
    if (fnv(pages, fnv(prefixBytes, fnv(bitmap, 0x811c9dc5 ^ length))) !== header.getUint32(8)) {
      throw new Error("its checksum does not match");
    }
    return { head, pages, prefix, bitmap, length };
  } finally {
    access.close();
  }
}

async function writeSnapshot(folder, heap) {
  const prefix = new DataView(heap.buffer, heap.byteOffset).getUint32(4, true); // where Pyodide's heap starts
  const pages = pageCount(heap.length, prefix);
  const bitmap = bitmapFor(pages);
  const page = (k) => heap.subarray(prefix + k * PAGE, Math.min(heap.length, prefix + (k + 1) * PAGE));
  for (let k = 0; k < pages; k++) if (!isZero(page(k))) bitmap[k >>> 3] |= 1 << (k & 7);
  const scratch = new Uint8Array(Math.max(round4(prefix), CHUNK_PAGES * PAGE));
  scratch.set(heap.subarray(0, prefix));
  scratch.fill(0, prefix, round4(prefix));
  const name = snapshotFileName(heap.length);
  const access = await (await folder.getFileHandle(name, { create: true })).createSyncAccessHandle();
  try {
    access.truncate(0);
    let at = HEADER_BYTES;
    let hash = 0x811c9dc5 ^ heap.length;
    const put = (bytes) => {
      hash = fnv(bytes, hash);
      at += access.write(bytes, { at });
    };
    put(bitmap);
    put(scratch.subarray(0, round4(prefix)));
    for (const run of storedRuns(bitmap, pages)) {
      let size = 0;
      for (const k of run) {
        scratch.set(page(k), size);
        size += pageBytes(heap.length, prefix, k);
      }
      put(scratch.subarray(0, size));
    }
    const header = new DataView(new ArrayBuffer(HEADER_BYTES));
    header.setUint32(0, SNAPSHOT_MAGIC);
    header.setUint32(4, heap.length);
    header.setUint32(8, hash);
    header.setUint32(12, prefix);
    access.write(header, { at: 0 });
    access.flush();
  } finally {
    access.close();
  }
  // This site's other snapshots: older builds' (their names ended with the site's tag before they held the
  // length), and this build's of another length.
  const ofThisSite = (other) => other.endsWith(`-${SITE_TAG}.heap`) || /-(\w+)-\d+\.heap$/.exec(other)?.[1] === SITE_TAG;
  await removeEntries(folder, (other) => ofThisSite(other) && other !== name);
}

// Removes the folder's entries that ``stale`` names (listed first: a listing does not survive its removals).
async function removeEntries(folder, stale) {
  const names = [];
  for await (const name of folder.keys()) if (stale(name)) names.push(name);
  for (const name of names) await folder.removeEntry(name);
}

// Pyodide copies the whole heap into its fresh (all-zero) memory with one HEAP8.set() of the snapshot past its
// prefix; while it restores, that copy writes the stored pages from their own buffer, and clears a zero page only
// if it is not zero already (the wasm's own data, what Pyodide's start wrote), so the heap's zero pages stay
// unresident.  Only pages below the fresh memory's program break are looked at (writtenUpTo of ``snapshot.module``,
// Pyodide's module, which restore() sets): nothing past it was written yet, its data, stack and every allocation
// lie below it (traced: the look at every zero page took 95 of 1,738 samples of a warm restore).  Any other set()
// is the browser's own.
function sparseCopy(snapshot) {
  const { head, pages, prefix, bitmap, length } = snapshot;
  const browserSet = Int8Array.prototype.set;
  Int8Array.prototype.set = function (source, offset = 0) {
    if (!source || source.buffer !== head.buffer || source.byteOffset !== prefix || offset !== 0) {
      return browserSet.call(this, source, offset);
    }
    const written = snapshot.module ? writtenUpTo(snapshot.module) : length;
    let at = 0;
    for (let page = 0; page < pageCount(length, prefix); page++) {
      const [from, size] = [page * PAGE, pageBytes(length, prefix, page)];
      if (isStored(bitmap, page)) browserSet.call(this, pages.subarray(at, (at += size)), from);
      else if (from < written && !isZero(this.subarray(from, from + size))) this.fill(0, from, from + size);
    }
  };
  return () => (Int8Array.prototype.set = browserSet);
}

// The engine wheel, imported where it lies: build.py puts each module's .pyc in the wheel in place of its source,
// and Python's zip importer reads them and the engine's data (importlib.resources) from the one file.  Unpacking its
// 200 entries into site-packages cost a cold boot 0.1-0.2 s (Pyodide's unpackArchive, in Python).
const ENGINE = `/lib/${WHEEL}`;

// What every boot does once Python runs: a fresh seed for Python's random from the browser's cryptographic
// source (a restored heap would otherwise replay the same numbers; the game seeds and dice come from the
// main thread's crypto, this is for anything else), and the exported functions.
function wire(pyodide) {
  const seed = Array.from(crypto.getRandomValues(new Uint32Array(8))).join(":");
  const random = pyodide.pyimport("random"); // no Python source to compile (runPython: 61 samples of 1,738)
  random.seed(seed);
  random.destroy();
  const module = pyodide.pyimport("tablier_worker");
  const names = module.__export__.toJs();
  return new Map(names.map((name) => [name, module[name]]));
}

// A heap saved after warm() (py/worker.py) holds every engine module and its data: the first calls need no
// file, and the files are written once the worker has been idle for IDLE_MS (see boot).  The file is opened and
// read while Pyodide loads, compiles and links its module: Pyodide's createPyodideModule option waits for the read
// only before Pyodide copies the heap in.  Pyodide is handed only the snapshot's prefix (SNAPSHOT_HEAD; its wasm
// makes its own memory, of the heap's size), and the stored pages are copied from their own buffer (sparseCopy): a
// heap-sized buffer beside Pyodide's memory and the wasm went far past V8's 64 MB allocation limit for a worker,
// and each restore paid for a garbage collection (traced: 85 ms of collections before the first move, now 40).
const SNAPSHOT_HEAD = 4096; // room for Pyodide's own header and its JSON (128 bytes with this Pyodide)

// Where a fresh Pyodide module has written up to: its program break (sbrk(0)), checked to lie within its memory;
// its whole memory if it has no sbrk (another build of Pyodide).
function writtenUpTo(module) {
  const size = module.HEAP8.length;
  const brk = typeof module._sbrk === "function" ? module._sbrk(0) >>> 0 : size;
  return brk > 0 && brk <= size ? brk : size;
}
async function restore({ file, length }) {
  const head = new Uint8Array(SNAPSHOT_HEAD);
  let snapshot = null;
  let undoSparseCopy = null;
  const read = readSnapshot(file, length, head).then((read) => (undoSparseCopy = sparseCopy((snapshot = read))));
  read.catch(() => {}); // refused before Pyodide awaits it: its rejection reaches boot() through loadPyodide
  const createPyodideModule = async (settings) => {
    const module = await (await import(site("pyodide/pyodide.asm.mjs"))).default(settings);
    await read;
    // A fresh module's memory is the wasm's own (30 MiB with this Pyodide), whatever the heap's length: a heap
    // longer than that (the engine's data grew, 7 Dec: 36 MiB) would not fit, and every restore failed.  It is
    // grown through Pyodide's allocator (a block as long as the heap, freed at once; the copy then replaces the
    // allocator's state with the heap's).
    if (module.HEAP8.length < snapshot.length) module._free(module._malloc(snapshot.length));
    snapshot.module = module; // its program break is read when its heap is copied in (sparseCopy)
    return module;
  };
  const options = { indexURL: site("pyodide/"), _loadSnapshot: head, createPyodideModule };
  emptyStdlib = true;
  const pyodide = await loadPyodide(options).finally(() => {
    undoSparseCopy?.();
    emptyStdlib = false;
  });
  phase("pyodide restored");
  // The pages read, which Pyodide's memory now holds a copy of: a transfer to zero bytes detaches that buffer and
  // frees its memory at once, not at a later collection.
  snapshot.pages.buffer.transfer(0);
  const functions = wire(pyodide);
  phase("engine wired");
  const hello = functions.get("hello")();
  if (!JSON.parse(hello).games.length) throw new Error("the restored engine lists no games");
  return { pyodide, functions, hello };
}

// What a restored heap's Python lacks on disk, written over the empty standard library and where the engine was:
// the real library and the engine's wheel (the zip importer's tables of contents, which the heap holds, are these
// very files': the snapshot's name holds a hash of both, build.py).
async function writeRestoredFiles(pyodide) {
  const [stdlib, [wheel]] = await Promise.all([
    fetched("pyodide/python_stdlib.zip").then((response) => response.arrayBuffer()),
    engineFiles(),
  ]);
  const path = `/lib/${pyodide.FS.readdir("/lib").find((entry) => /^python\d+\.zip$/.test(entry))}`;
  pyodide.FS.writeFile(path, new Uint8Array(stdlib), { canOwn: true }); // the file is these bytes, not a copy
  pyodide.FS.writeFile(ENGINE, new Uint8Array(wheel), { canOwn: true });
  postMessage({ files: { stdlib: pyodide.FS.stat(path).size, engine: pyodide.FS.stat(ENGINE).size } }); // on disk now
}

async function fresh(snapshots) {
  const files = engineFiles(); // fetched while Python starts
  const pyodide = await loadPyodide({ indexURL: site("pyodide/"), _makeSnapshot: snapshots });
  phase("pyodide started");
  const [wheel, source] = await files;
  pyodide.FS.writeFile("/lib/tablier_worker.py", source); // py/worker.py, importable (and kept in a snapshot)
  pyodide.FS.writeFile(ENGINE, new Uint8Array(wheel), { canOwn: true });
  pyodide.runPython(`import sys; sys.path[:0] = ["${ENGINE}"]; sys.path.append("/lib")`);
  const functions = wire(pyodide);
  phase("engine imported");
  return { pyodide, functions, hello: functions.get("hello")() };
}

// The engine wheel and py/worker.py, fetched once, when first needed: a fresh boot needs them at once, a
// restored heap only once the player's first moves are answered (see writeRestoredFiles).
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
    const length = heap.length;
    await writeSnapshot(folder, heap);
    heap.buffer.transfer(0); // freed now, not at a later collection
    await caches.delete("tablier.engine-snapshots"); // where earlier versions kept theirs (31 MB each)
    if (wasmSource !== "stored") await saveWasm(folder).catch(wasmNotSaved);
    postMessage({ snapshot: length });
  } catch (error) {
    console.warn("Tablier: no engine snapshot saved:", message(error));
  }
}

async function boot() {
  const folder = await snapshotFolder;
  const snapshot = folder && (await snapshotFile(folder));
  let engine = null;
  if (snapshot) {
    try {
      await pageShown;
      engine = await restore(snapshot);
    } catch (error) {
      console.warn("Tablier: the engine snapshot was refused, it will be replaced:", message(error));
      await folder.removeEntry(snapshot.name).catch(() => {});
    }
  }
  const restored = engine !== null;
  engine ??= await fresh(folder !== null);
  exports = engine.functions;
  lastCall = performance.now();
  phase("ready");
  postMessage({ ready: engine.hello, boot: restored ? "snapshot" : "fresh", wasm: wasmSource, phases });
  pending.splice(0).forEach(answer);
  if (restored) {
    let writing = null;
    missingFiles = () =>
      (writing ??= writeRestoredFiles(engine.pyodide)
        .catch((error) => console.warn("Tablier: the engine's files:", message(error)))
        .finally(() => (missingFiles = null)));
    idle()
      .then(() => missingFiles?.())
      .then(() => wasmSource !== "stored" && saveWasm(folder))
      .catch(wasmNotSaved);
  } else if (folder) saveSnapshot(engine.pyodide, folder);
}

boot().catch((error) => postMessage({ failed: message(error) }));
