// Whether this page may keep anything, decided before the Python scripts run: read by py/ui/embed.py.
// Where storage is denied (a sandboxed frame, blocked third-party storage) reading localStorage throws, and in
// MicroPython a throwing JavaScript getter cannot be caught with try/except: Python reads this mark instead.
try {
  localStorage.setItem("tablier.probe", "1");
  localStorage.removeItem("tablier.probe");
  document.documentElement.dataset.storage = "available";
} catch {
  document.documentElement.dataset.storage = "blocked";
}
