// localStorage for the MicroPython main thread (py/ui/prefs.py, py/ui/storage.py). Where storage is denied
// (third-party iframes, blocked cookies) merely reading window.localStorage throws, and a DOMException thrown
// by setItem (QuotaExceededError) inside a synchronous call from MicroPython stops the calling coroutine
// without reaching its `except`. So every call is guarded here and answers a value or a status instead.
globalThis.tablierStorage = {
  // A probe write (and its removal): some browsers let a frame read storage but refuse every write. Full
  // storage (QuotaExceededError) is still storage: the games there stay readable.
  available() {
    try {
      const storage = globalThis.localStorage;
      storage.setItem("tablier.probe", "1");
      storage.removeItem("tablier.probe");
      return true;
    } catch (error) {
      return Boolean(error && error.name === "QuotaExceededError");
    }
  },
  // The length of a stored value, without handing it to Python (MicroPython's heap cannot take a text of some
  // 2,000,000 characters): -1 when there is none.
  size(key) {
    try {
      const value = globalThis.localStorage.getItem(key);
      return value === null ? -1 : value.length;
    } catch (error) {
      return -1;
    }
  },
  // Download a stored value exactly as stored (or, with `field`, that text field of its JSON: a quarantined
  // entry's "raw"), as a file named `name`, without the text crossing into Python. True once done.
  download(key, field, name) {
    try {
      let text = globalThis.localStorage.getItem(key);
      if (text !== null && field) text = JSON.parse(text)[field];
      if (typeof text !== "string") return false;
      const url = URL.createObjectURL(new Blob([text], { type: "application/json;charset=utf-8" }));
      const link = document.createElement("a");
      link.href = url;
      link.download = name;
      document.body.appendChild(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 1000);
      return true;
    } catch (error) {
      return false;
    }
  },
  // Ask the browser to keep this site's storage (not evicted under pressure), once a page, when the player
  // has a saved game (py/ui/store/storage.py calls it after a save). The answer is html[data-persist].
  persist() {
    const storage = globalThis.navigator && globalThis.navigator.storage;
    const root = globalThis.document && globalThis.document.documentElement;
    if (globalThis.tablierPersistAsked || !storage || !storage.persist || !root) return;
    globalThis.tablierPersistAsked = true;
    storage.persisted()
      .then((already) => already || storage.persist())
      .then((granted) => { root.dataset.persist = granted ? "granted" : "denied"; })
      .catch(() => { root.dataset.persist = "unavailable"; });
  },
  get(key) {
    try {
      return globalThis.localStorage.getItem(key);
    } catch (error) {
      return null;
    }
  },
  set(key, value) {
    try {
      globalThis.localStorage.setItem(key, value);
      return "saved";
    } catch (error) {
      return error && error.name === "QuotaExceededError" ? "full" : "failed";
    }
  },
  remove(key) {
    try {
      globalThis.localStorage.removeItem(key);
      return "saved";
    } catch (error) {
      return "failed";
    }
  },
};

// PyScript's core opens an IndexedDB database for pyscript.fs (which this app does not use) as soon as it
// loads. Where storage is denied that open fails, and PyScript's handler turns the failure into an uncaught
// InvalidStateError and an unhandled rejection (of the IDB error event, or of the SecurityError an opaque
// origin throws). Nothing depends on it: these are marked handled here (only these), so the console keeps
// showing real errors. This file runs before PyScript.
if (!globalThis.tablierIdbNoise) {
  globalThis.tablierIdbNoise = true;
  addEventListener("unhandledrejection", (event) => {
    const reason = event.reason;
    const denied = reason instanceof DOMException && reason.name === "SecurityError"
      && /Indexed Database/.test(reason.message);
    if (denied || (reason instanceof Event && reason.target instanceof IDBOpenDBRequest)) event.preventDefault();
  });
  addEventListener("error", (event) => {
    const error = event.error;
    if (error && error.name === "InvalidStateError" && /dispatchEvent/.test(error.message)
        && /IDBOpenDBRequest/.test(String(error.stack))) {
      event.preventDefault();
    }
  });
}
