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
