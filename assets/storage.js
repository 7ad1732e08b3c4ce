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
