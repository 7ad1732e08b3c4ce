// Pyodide's dynamic linker, made quicker at every boot of the engine worker.  build.py puts this file in the
// vendored pyodide.asm.mjs in place of Emscripten's `reportUndefinedSymbols`, and has the main module's exports
// go through `exportsInGOT` (README, *Performance*; both measured in the worker's boot phases).
//
// - Emscripten wraps each JavaScript function whose address the main module takes (about 260, mostly WebGL's)
//   in a wasm module of its own: one compile and one instantiation each, 0.14-0.17 s of a boot on the 2-core
//   machine.  `addFunctionsAtOnce` wraps them all in one module.  The table slots are given in the same order
//   as before, so a memory snapshot made by one boot holds the same function pointers as the next boot.
// - Emscripten gives every one of the main module's exports (about 8,600) a table slot, growing the table one
//   slot at a time (about 0.1 s), in case a side module links against them later.  Only the entries the main
//   module imports itself are filled now (`exportsInGOT`).  A side module would still link: its imports make
//   new entries, which `reportUndefinedSymbols` resolves once it is loaded (Emscripten's loader calls it).

var exportsInGOT = (exports) =>
  Object.fromEntries(Object.keys(GOT).filter((name) => name in exports).map((name) => [name, exports[name]]));

var reportUndefinedSymbols = () => {
  var functions = [];
  for (var [symName, entry] of Object.entries(GOT)) {
    if (entry.value != -1) continue;
    var value = resolveGlobalSymbol(symName, true).sym;
    if (!value && !entry.required) {
      entry.value = 0;
    } else if (!value) {
      throw new Error(`Dynamic linking error: undefined symbol '${symName}'`);
    } else if (typeof value == "function") {
      functions.push([entry, value]);
    } else if (typeof value == "number") {
      entry.value = value;
    } else if (typeof value.value == "number") {
      entry.value = value;
    } else {
      throw new Error(`bad export type for '${symName}': ${typeof value} (${value})`);
    }
  }
  addFunctionsAtOnce(functions);
};

// Gives each [GOT entry, function] its table slot, as addFunction does one by one; the JavaScript functions
// that a table cannot hold are wrapped together, in one module that imports them and exports them again.
var addFunctionsAtOnce = (functions) => {
  var wrap = [];
  for (var [entry, func] of functions) {
    var slot = getFunctionAddress(func);
    if (!slot) {
      slot = getEmptyTableSlot();
      try {
        setWasmTableEntry(slot, func);
      } catch (err) {
        if (!(err instanceof TypeError)) throw err;
        wrap.push([slot, func]);
      }
      functionsInTableMap.set(func, slot);
    }
    entry.value = slot;
  }
  if (!wrap.length) return;
  var leb = (n) => {
    var out = [];
    do {
      var low = n & 127;
      n >>>= 7;
      out.push(n ? low | 128 : low);
    } while (n);
    return out;
  };
  var vector = (items) => [...leb(items.length), ...items.flat()];
  var section = (id, body) => [id, ...leb(body.length), ...body];
  var name = (text) => [...leb(text.length), ...Array.from(text, (c) => c.charCodeAt(0))];
  var types = new Map();
  for (var [, func] of wrap) if (!types.has(func.sig)) types.set(func.sig, types.size);
  var signature = (sig) => [96, ...generateTypePack(sig.slice(1)), ...generateTypePack(sig[0] === "v" ? "" : sig[0])];
  var bytes = Uint8Array.from([
    ...[0, 97, 115, 109, 1, 0, 0, 0],
    ...section(1, vector([...types.keys()].map(signature))),
    ...section(2, vector(wrap.map(([, func], k) => [...name("e"), ...name(`f${k}`), 0, ...leb(types.get(func.sig))]))),
    ...section(7, vector(wrap.map((_, k) => [...name(`f${k}`), 0, ...leb(k)]))),
  ]);
  var imports = Object.fromEntries(wrap.map(([, func], k) => [`f${k}`, func]));
  var instance = new WebAssembly.Instance(new WebAssembly.Module(bytes), { e: imports });
  wrap.forEach(([slot], k) => setWasmTableEntry(slot, instance.exports[`f${k}`]));
};
