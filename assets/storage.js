// localStorage for the MicroPython main thread (py/ui/prefs.py, py/ui/storage.py). Where storage is denied
// (third-party iframes, blocked cookies) merely reading window.localStorage throws, and a DOMException thrown
// by setItem (QuotaExceededError) inside a synchronous call from MicroPython stops the calling coroutine
// without reaching its `except`. So every call is guarded here and answers a value or a status instead.
globalThis.tablierStorage = {
  available() {
    try {
      globalThis.localStorage.getItem("tablier.games");
      return true;
    } catch (error) {
      return false;
    }
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
