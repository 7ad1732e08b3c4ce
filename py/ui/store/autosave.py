"""Autosave: the game on the play screen is saved after every action (a ``Play.listeners`` function).

An entry holds the engine's record plus what the record does not: the bot levels by seat
(``play.bots``), the players' names, when it was created and saved,
and a revision counter.  Two tabs on one game never overwrite each other silently: a save whose
revision is not the stored one is refused (``Store.save``), and the ``storage`` event tells this tab at
once when another tab saved the game; the player then loads the newer game or keeps this one as a copy.
When storage is full the game goes on, the player is told, and may delete the oldest finished game.
"""

import asyncio

from pyscript.ffi import create_proxy

from ui.store.storage import CONFLICT, FULL, PREFIX, SAVED
from ui.texts import text


def now_iso(window):
    return str(window.Date.new().toISOString())


def new_id(window):
    return "g" + str(int(window.Date.now())) + "-" + str(int(window.Math.random() * 1000000))


def new_entry(window, record, names=None, bots=None):
    """An entry not stored yet (``rev`` None)."""
    when = now_iso(window)
    return {
        "id": new_id(window),
        "rev": None,
        "created": when,
        "updated": when,
        "record": record,
        "bots": bots,
        "names": names,
        "status": {"phase": "", "winner": None, "points": None},
    }


class Autosave:
    def __init__(self, document, window, store, play):
        self.document = document
        self.window = window
        self.store = store
        self.play = play
        self.entry = None  # the entry of the game on the play screen
        self.next_entry = None  # the entry the next Play.open continues (resume, import, link)
        self.stale = False  # another tab saved this game since: this tab no longer saves it
        get = document.getElementById
        self.notice = get("save-notice")
        self.notice_text = get("save-notice-text")
        self.reload_button = get("save-reload")
        self.copy_button = get("save-copy")
        self.free_button = get("save-free")
        self._proxies = [
            create_proxy(lambda event: asyncio.create_task(self.load_newer())),
            create_proxy(lambda event: self.keep_copy()),
            create_proxy(lambda event: self.free_space()),
            create_proxy(self._storage_event),
        ]
        self.reload_button.addEventListener("click", self._proxies[0])
        self.copy_button.addEventListener("click", self._proxies[1])
        self.free_button.addEventListener("click", self._proxies[2])
        window.onstorage = self._proxies[3]
        play.listeners.append(self.heard)

    def heard(self, event, play):
        if event == "start":
            self.stale = False
            self._hide()
            if self.next_entry is not None:
                self.entry, self.next_entry = self.next_entry, None
                if self.entry.get("rev") is not None:
                    return  # a stored game opened as it is: saving it again would only bump its revision
            else:
                self.entry = new_entry(self.window, play.record, bots=play.bots)
        if self.entry is not None and play.record is not None and not self.stale:
            self.save()

    def save(self):
        entry = self.entry
        view = self.play.view or {}
        outcome = view.get("outcome") or {}
        entry["record"] = self.play.record
        entry["updated"] = now_iso(self.window)
        entry["bots"] = self.play.bots
        entry["status"] = {
            "phase": view.get("phase", ""),
            "winner": outcome.get("winner"),
            "points": outcome.get("points"),
            "score": (view.get("match") or {}).get("score"),  # a match's score (the list shows it)
        }
        result = self.store.save(entry, entry.get("rev"))
        self.play.section.setAttribute("data-saved", result)
        if result == SAVED:
            self._hide()
        elif result == CONFLICT:
            self._conflict()
        else:
            self._show("storage_full" if result == FULL else "storage_denied", free=result == FULL)
        return result

    # ---- two tabs ------------------------------------------------------------------------

    def _storage_event(self, event):
        entry = self.entry
        if entry is None or self.play.record is None or str(event.key) != PREFIX + entry["id"]:
            return
        if self.store.rev(entry["id"]) != entry.get("rev"):
            self._conflict()

    def _conflict(self):
        self.stale = True
        self._show("save_conflict", conflict=True)

    async def load_newer(self):
        entry, _ = self.store.read(self.entry["id"]) if self.entry else (None, None)
        if entry is None:
            return
        self.next_entry = entry
        bots = entry.get("bots")
        await self.play.open(entry["record"], bots if isinstance(bots, dict) else None)

    def keep_copy(self):
        """This tab's game saved under a new id; the other tab keeps the original."""
        if self.entry is None:
            return
        copy = new_entry(self.window, self.play.record, self.entry.get("names"), self.entry.get("bots"))
        self.entry = copy
        self.stale = False
        self.save()

    # ---- storage full --------------------------------------------------------------------

    def free_space(self):
        """Delete the oldest finished game (never the one on the screen), then save again."""
        oldest = None
        for game_id in self.store.ids():
            entry, _ = self.store.read(game_id)
            if entry is None or game_id == (self.entry or {}).get("id"):
                continue
            finished = (entry.get("status") or {}).get("phase") == "over"
            if finished and (oldest is None or str(entry.get("updated")) < str(oldest.get("updated"))):
                oldest = entry
        if oldest is None:
            self._show("storage_full_none", free=False)
            return
        self.store.delete(oldest["id"])
        if self.entry is not None:
            self.save()

    # ---- the notice in the play panel ----------------------------------------------------

    def _show(self, key, conflict=False, free=False):
        self.notice_text.textContent = text(self.play.lang, key)
        self.notice.setAttribute("data-notice", key)
        self.reload_button.hidden = not conflict
        self.copy_button.hidden = not conflict
        self.free_button.hidden = not free
        self.notice.hidden = False

    def _hide(self):
        self.notice.hidden = True
        self.notice.setAttribute("data-notice", "")
