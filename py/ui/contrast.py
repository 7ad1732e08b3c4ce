"""The high-contrast switch: the page's colours (CSS on html[data-contrast]) and the boards' palette.

The palette is ui/boards/draw.py's.

Remembered in localStorage; with nothing stored it follows the system's ``prefers-contrast: more``.
"""

from pyscript.ffi import create_proxy

from ui.boards import draw
from ui.store import prefs

KEY = "tablier.contrast"


class Contrast:
    """Drives the #contrast toggle button (aria-pressed); ``on_change()`` redraws the board."""

    def __init__(self, document, window, on_change):
        self.document = document
        self.window = window
        self.on_change = on_change
        self.button = document.getElementById("contrast")
        stored = prefs.load(window, KEY)
        self.more = stored == "more" if stored in ("more", "normal") else self._system_prefers_more()
        self._proxy = create_proxy(lambda event: self.toggle())
        self.button.addEventListener("click", self._proxy)
        self.apply()

    def _system_prefers_more(self):
        return bool(self.window.matchMedia("(prefers-contrast: more)").matches)

    def apply(self):
        name = "more" if self.more else "normal"
        self.document.documentElement.setAttribute("data-contrast", name)
        self.button.setAttribute("aria-pressed", "true" if self.more else "false")
        draw.use_palette(name)

    def toggle(self):
        self.more = not self.more
        prefs.save(self.window, KEY, "more" if self.more else "normal")
        self.apply()
        self.on_change()
