// Starts the engine worker (assets/engine-worker.js) right after the board's first frame, while the page is parsed,
// in parallel with PyScript and MicroPython: build.py writes this script into the built page, allowed by its hash
// in the page's Content-Security-Policy, so that no request comes first.  It gives the main thread its calls:
// - tablierEngine.ready resolves with the JSON text of hello(), or {"boot_error": why} if the worker cannot start
//   (the page then says so); tablierEngine.failed then holds why (null until then), so that a call refused for
//   that reason is told apart from a call the engine failed on;
// - tablierEngine.shown() tells the worker that the page's screens are shown: a return visit's heaviest boot work
//   waits for it (or for the first call, or 2.5 s), so that it does not slow the page's own start;
// - tablierEngine.call(name, jsonText) resolves with the answer's JSON text (docs/ui.md);
// - the engine's answers that build.py wrote are fetched from the first moment, long before MicroPython asks:
//   tablierEngine.written(name) resolves with the text of games.json or openings.json (or null),
//   tablierEngine.writtenNow(name) gives it at once if it is read already (else null), and once
//   openings.json is read, tablierEngine.opening(game, lang) gives the JSON text of that game's new game in that
//   language (or null), parsed here: MicroPython decodes only the game it starts;
// - tablierEngine.book(game, lang) fetches (once) that game's book (book/<game>.<lang>.json, tablier/book.py: the
//   engine's answers to a new game's first throws, written by build.py; null for a game with none): the first
//   listed game's are fetched once games.json and openings.json are read, the home screen asks for the chosen
//   game's while the engine boots, and a game begun from its opening for its own;
//   tablierEngine.call("act", …) answers a throw on a record the book holds from it, at once, while the worker
//   may still boot; any other call goes to the worker.
(() => {
  const url = new URL("assets/engine-worker.js", document.baseURI).href; // the page is at the site's top
  const calls = new Map();
  let next = 0;
  let settle;
  const ready = new Promise((resolve) => (settle = resolve));
  let failure = null;
  const failed = (why) => {
    failure = String(why);
    settle(JSON.stringify({ boot_error: String(why) }));
    for (const { reject } of calls.values()) reject(new Error(String(why)));
    calls.clear();
  };

  function start() {
    if (self.origin !== "null") return new Worker(url, { type: "module" });
    // An opaque origin (a frame sandboxed without allow-same-origin) may not start a worker from the
    // site's URL, and Chromium refuses it a module worker from a blob: URL too; a data: module worker
    // starts, and imports the real script by its absolute URL (a cross-origin module import, allowed
    // where the site sends CORS headers, as GitHub Pages does).
    const source = `import ${JSON.stringify(url)};\n`;
    return new Worker(`data:text/javascript,${encodeURIComponent(source)}`, { type: "module" });
  }

  let worker = null;
  try {
    worker = start();
  } catch (error) {
    failed(error && error.message ? error.message : error);
  }
  // after the worker, so that on HTTP/1.1 its script does not queue behind them
  const read = new Map(); // the texts read so far (null: unreadable), for writtenNow
  const written = new Map(
    ["games.json", "openings.json"].map((name) => [
      name,
      fetch(new URL(`../${name}`, url))
        .then((response) => (response.ok ? response.text() : null))
        .catch(() => null)
        .then((text) => (read.set(name, text), text)),
    ])
  );
  let openings = null;
  written.get("openings.json").then((text) => {
    try {
      openings = JSON.parse(text);
    } catch {
      openings = null; // unreadable: a game started early waits for the engine's own answer
    }
  });
  const readJSON = (path) =>
    fetch(new URL(path, url))
      .then((response) => (response.ok ? response.json() : null))
      .catch(() => null);
  const books = new Map(); // "game.lang" → a promise of the parsed book, or of null (none, or unreadable)
  function book(game, lang) {
    const key = `${game}.${lang}`;
    if (!books.has(key)) books.set(key, readJSON(`../book/${encodeURIComponent(game)}.${encodeURIComponent(lang)}.json`));
    return books.get(key);
  }
  // The game the home screen selects first (the first of games.json's listed ones): its books, in each language of
  // its opening, are fetched as soon as both files are read (about 0.5 s into a visit), not when MicroPython lists
  // the games: a page's requests then wait 0.1-0.3 s for the browser's cache while the engine's worker boots, and
  // a player who starts that game at once throws with its book already read.
  Promise.all([written.get("games.json"), written.get("openings.json")]).then(([games]) => {
    try {
      const first = JSON.parse(games).find((game) => game.home !== false);
      for (const lang of Object.keys(openings?.[first.id] ?? {})) book(first.id, lang);
    } catch {
      // no list, or not shaped as build.py writes it: the home screen asks for the book of the game chosen
    }
  });
  // JSON with its keys sorted, so that two option sets compare whatever order their keys came in.
  const canonical = (value) =>
    JSON.stringify(value, (key, v) =>
      v && typeof v === "object" && !Array.isArray(v)
        ? Object.fromEntries(Object.keys(v).sort().map((k) => [k, v[k]]))
        : v
    );
  // The book's answer to an act call ({record, action, lang}), or null: tablier/book.py's answer(), in the page.
  function fromBook(found, asked) {
    const { record, action, lang } = asked;
    if (!found || found.lang !== lang || !record || record.game !== found.game) return null;
    if (record.format !== found.record_format || canonical(record.options) !== canonical(found.options)) return null;
    const steps = [...(Array.isArray(record.actions) ? record.actions : [null]), action];
    let node = 0;
    for (const step of steps) {
      const moves = found.nodes[node][1];
      if (!step || typeof step !== "object" || Object.keys(step).join() !== "roll" || moves < 0) return null;
      if (!Array.isArray(step.roll)) return null;
      node = found.throws[moves][step.roll.join(",")];
      if (node === undefined) return null;
    }
    const answer = { record: { ...record, actions: steps }, kind: found.kind, view: found.views[found.nodes[node][0]] };
    return JSON.stringify(answer);
  }
  function fromWorker(name, text) {
    if (failure !== null || !worker) return Promise.reject(new Error(failure ?? "the engine did not start"));
    const id = next++;
    return new Promise((resolve, reject) => {
      calls.set(id, { resolve, reject });
      worker.postMessage({ id, name, text });
    });
  }

  if (worker) {
    worker.onmessage = ({ data }) => {
      if ("ready" in data) {
        performance.mark("tablier-worker-ready");
        document.documentElement.dataset.engineBoot = data.boot; // "snapshot" or "fresh"
        document.documentElement.dataset.engineWasm = data.wasm; // "stored" or "fetched"
        document.documentElement.dataset.engineBootMs = JSON.stringify(data.phases); // bench/load.py
        settle(data.ready);
      } else if ("snapshot" in data) {
        document.documentElement.dataset.engineSnapshot = "saved"; // for the next visit
      } else if ("wasm" in data) {
        document.documentElement.dataset.engineWasmSaved = String(data.wasm); // its length, for the next visit
      } else if ("files" in data) {
        document.documentElement.dataset.engineFiles = JSON.stringify(data.files); // written after a restore
      } else if ("failed" in data) {
        failed(data.failed);
      } else {
        const call = calls.get(data.id);
        calls.delete(data.id);
        if (call && "error" in data) call.reject(new Error(data.error));
        else if (call) call.resolve(data.text);
      }
    };
    worker.onerror = (event) => {
      event.preventDefault();
      failed(event.message || "the engine's script could not be loaded");
    };
  }

  globalThis.tablierEngine = {
    ready,
    get failed() {
      return failure;
    },
    written(name) {
      return written.get(name) ?? Promise.resolve(null);
    },
    writtenNow(name) {
      return read.get(name) ?? null; // null until read (or if unreadable): then await written(name)
    },
    opening(game, lang) {
      const answer = openings?.[game]?.[lang];
      if (!answer || typeof answer !== "object") return null;
      book(game, lang); // its first throws are likely next
      return JSON.stringify(answer);
    },
    book(game, lang) {
      book(String(game), String(lang));
    },
    shown() {
      worker?.postMessage({ shown: true }); // the page's screens are up: a return visit's boot goes on (engine-worker.js)
    },
    call(name, text) {
      if (name !== "act" || failure !== null) return fromWorker(name, text);
      let asked;
      try {
        asked = JSON.parse(text);
      } catch {
        return fromWorker(name, text);
      }
      const key = `${asked?.record?.game}.${asked?.lang}`;
      if (!books.has(key)) return fromWorker(name, text);
      return books.get(key).then((found) => {
        let answer = null;
        try {
          answer = fromBook(found, asked);
        } catch {
          answer = null; // a book not shaped as build.py writes it: the worker answers
        }
        return answer ?? fromWorker(name, text);
      });
    },
  };
})();
