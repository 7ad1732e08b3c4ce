"""The address bar names the game on the play screen (``#game=<saved id>``), so a reload, a bookmark or the
browser's Back and Forward find it again (docs/saved-games.md, *The way back to a game*).

Showing a saved game on the play screen pushes ``#game=<id>`` (replaces it when another game was named:
New game, Rematch); going home by a button pushes the address without the fragment.  Back and Forward
(``popstate``) open what the address names: the home screen, or the game.  At start a ``#game=`` naming a
stored game opens it at once (with a home entry under it, so Back goes home); one naming a game that no
longer exists says so at the top of the home screen (``#home-notice``, shown from its top, so the words are in
view at any size; hidden again when a game is shown).  ``#record=`` links are transfer.py's and are left alone.
"""

import asyncio

from pyscript.ffi import create_proxy

from ui.store.transfer import LINK_KEY
from ui.texts import text

GAME_KEY = "game="


def game_in(fragment):
    """The saved id a URL fragment names (``#game=<id>``), or None."""
    fragment = str(fragment or "").lstrip("#")
    if not fragment.startswith(GAME_KEY):
        return None
    name = fragment[len(GAME_KEY) :].split("&")[0]
    return name or None


class Address:
    """Keeps ``location`` in step with the screen; ``app`` has ``play``, ``saved``, ``go_home``."""

    def __init__(self, document, window, app, autosave):
        self.document = document
        self.window = window
        self.app = app
        self.autosave = autosave
        self._proxy = create_proxy(self._popped)
        window.addEventListener("popstate", self._proxy)
        app.play.listeners.append(self.heard)

    def named(self):
        """The saved game's id the address names (``#game=``), or None."""
        return game_in(self.window.location.hash)

    def _home_url(self):
        location = self.window.location
        return str(location.pathname) + str(location.search)

    def heard(self, event, play):
        """A game shown on the play screen (new or opened): the address names its saved entry."""
        entry = self.autosave.entry
        if event != "start" or entry is None or play.record is None:
            return
        self.document.getElementById("home-notice").hidden = True
        named = self.named()
        if named == entry["id"]:
            return
        url = self._home_url() + "#" + GAME_KEY + entry["id"]
        # New game or Rematch: this game takes the other's place in the history; a #record= link opened (stored
        # as a saved game) gives way to its #game=, so Back does not import the link a second time.
        if named is not None or str(self.window.location.hash).startswith("#" + LINK_KEY):
            self.window.history.replaceState(None, "", url)
        else:
            self.window.history.pushState(None, "", url)

    def left(self):
        """The player went home by a button: Back returns to the game."""
        if self.named() is not None:
            self.window.history.pushState(None, "", self._home_url())

    async def begin(self):
        """At start, after the saved games are checked: open the game the address names, if any, unless the
        player has gone to the play screen meanwhile (Start before the engine was ready): that game stays, and
        names itself in the address once shown, or now if it was shown before this bar listened (opening the
        entry it had just named would restart it, and drop a throw in flight)."""
        if str(self.document.body.getAttribute("data-mode")) == "play":
            self.heard("start", self.app.play)
            return
        named = self.named()
        if named is None:
            return
        entry = self.app.saved.stored(named)
        home = self._home_url()
        self.window.history.replaceState(None, "", home)
        if entry is None:
            self._missing()
            return
        self.window.history.pushState(None, "", home + "#" + GAME_KEY + named)  # Back: the home screen
        await self.app.saved.open_in_play(entry)

    def _missing(self):
        """Say at the top of the home screen, scrolled to its top, that the game named is not saved any more
        (``data-t``: the words follow a change of language)."""
        notice = self.document.getElementById("home-notice")
        notice.setAttribute("data-t", "game_missing")
        notice.setAttribute("data-key", "game_missing")
        notice.textContent = text(self.app.saved.lang, "game_missing")
        notice.hidden = False
        for name in ("home", "stage"):
            self.document.getElementById(name).scrollTop = 0

    def _popped(self, event):
        named = self.named()
        mode = str(self.document.body.getAttribute("data-mode"))
        if named is None:
            if mode == "play":
                self.app.play.leave()
            return
        shown = (self.autosave.entry or {}).get("id") if mode == "play" else None
        if named == shown:
            return
        entry = self.app.saved.stored(named)
        if entry is None:
            self.window.history.replaceState(None, "", self._home_url())
            if mode == "play":
                self.app.play.leave()
            self._missing()
            return
        asyncio.create_task(self.app.saved.open_in_play(entry))
