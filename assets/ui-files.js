// The main thread's Python modules (py/ui/ compiled to .mpy, one gzipped tar written by build.py) are fetched as
// soon as this module runs and unpacked by the browser into MicroPython's file system before py/main.py runs.
// Listed in pyscript.toml's [files], they were fetched only once MicroPython was up, and unpacked by its gzip and
// tarfile modules on the main thread (README, *The main thread's modules as .mpy in one archive*).
import { hooks } from "../pyscript/core.js";

const ARCHIVE = "py/ui.tar.gz";
const text = new TextDecoder();

// The regular files of a ustar archive as [path, bytes]; its folders are made from the paths.
function ustarFiles(tar) {
  const files = [];
  let at = 0;
  while (at + 512 <= tar.length && tar[at] !== 0) {
    const field = (from, length) => text.decode(tar.subarray(at + from, at + from + length)).replace(/\0[^]*$/, "");
    const path = [field(345, 155), field(0, 100)].filter(Boolean).join("/");
    const size = parseInt(field(124, 12).trim() || "0", 8);
    const type = field(156, 1);
    if (!Number.isSafeInteger(size) || at + 512 + size > tar.length) throw new Error(`${ARCHIVE} is damaged at ${path}`);
    if (type === "0" || type === "") files.push([path, tar.slice(at + 512, at + 512 + size)]);
    else if (type !== "5") throw new Error(`${ARCHIVE}: ${path} is neither a file nor a folder`);
    at += 512 + Math.ceil(size / 512) * 512;
  }
  return files;
}

const archive = fetch(new URL(`../${ARCHIVE}`, import.meta.url)).then(async (response) => {
  if (!response.ok) throw new Error(`${ARCHIVE}: HTTP ${response.status}`);
  const tar = await new Response(response.body.pipeThrough(new DecompressionStream("gzip"))).arrayBuffer();
  return ustarFiles(new Uint8Array(tar));
});
archive.catch(() => {}); // a failure is PyScript's to report, when main.py's run awaits it below

// Emscripten's FS.ErrnoError is an Error subclass whose constructor captures a stack trace and looks up its message
// in the wasm (strerror): MicroPython's imports probe about 550 paths that do not exist while the page starts, and
// each miss built one, 70-90 ms of the main thread in all.  The file system's callers read only its name and errno
// (they return -errno to the C code), so a light one that keeps the prototype (instanceof still holds) replaces it.
function lightErrnoError(FS) {
  const heavy = FS.ErrnoError;
  function ErrnoError(errno) {
    if (!new.target) return new ErrnoError(errno);
    this.name = "ErrnoError";
    this.errno = errno;
  }
  ErrnoError.prototype = heavy.prototype;
  FS.ErrnoError = ErrnoError;
}

hooks.main.onBeforeRunAsync.add(async (wrap) => {
  const { FS } = wrap.interpreter;
  lightErrnoError(FS);
  const folders = new Set(); // each made once: mkdirTree throws (and catches) an error per folder that exists
  for (const [path, bytes] of await archive) {
    const folder = path.slice(0, path.lastIndexOf("/"));
    if (!folders.has(folder)) FS.mkdirTree(folder);
    folders.add(folder);
    FS.writeFile(path, bytes);
  }
});
