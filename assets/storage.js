// localStorage for the MicroPython main thread (py/ui/prefs.py).  Where storage is denied (third-party
// iframes, blocked cookies) merely reading window.localStorage throws, and MicroPython cannot catch a
// JavaScript exception thrown synchronously: it would stop the whole script.  So the guard lives here.
globalThis.tablierStorage = {
  get(key) {
    try { return globalThis.localStorage.getItem(key); } catch { return null; }
  },
  set(key, value) {
    try { globalThis.localStorage.setItem(key, value); return true; } catch { return false; }
  },
};
