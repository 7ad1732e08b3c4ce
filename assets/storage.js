// localStorage calls that never throw into Python. A DOMException thrown by setItem (QuotaExceededError,
// SecurityError where storage is denied) inside a synchronous call from MicroPython stops the calling
// coroutine without reaching its `except`; so each call here answers a status instead (py/ui/storage.py).
globalThis.tablierStorage = {
  available() {
    try {
      window.localStorage.getItem("tablier.games");
      return true;
    } catch (error) {
      return false;
    }
  },
  set(key, value) {
    try {
      window.localStorage.setItem(key, value);
      return "saved";
    } catch (error) {
      return error && error.name === "QuotaExceededError" ? "full" : "failed";
    }
  },
  remove(key) {
    try {
      window.localStorage.removeItem(key);
      return "saved";
    } catch (error) {
      return "failed";
    }
  },
};
