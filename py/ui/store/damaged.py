"""The "Damaged games" part of the saved-games section (``#saved-problems``): the entries set aside.

Each one is listed by what can still be read of it (its game and date, else its rank), never by its key, with
the reason in the interface's language, and three buttons: Download (the exact text as stored), Delete (for
good) and Dismiss (not shown again: remembered in ``tablier.dismissed``).  An entry too big to copy into the
quarantine, left where it was, is listed the same way (docs/saved-games.md, *Robustness*).
"""

from pyscript.ffi import create_proxy

from ui import checked
from ui.texts import text


def reason_words(reason, lang):
    """A stored reason in ``lang``: ``{lang: words}``, or the plain text an earlier version stored."""
    if isinstance(reason, dict):
        return str(reason.get(lang) or reason.get("en") or "")
    return str(reason or "")


def described(raw, names, lang, rank):
    """What the player can recognise of a damaged entry: "Portes, saved 2026-01-02 10:30", else "Saved game 2"."""
    data, problem = checked.read_json(raw or "", checked.MAX_ENTRY_CHARS)
    record = data.get("record") if problem is None and isinstance(data, dict) else None
    game = record.get("game") if isinstance(record, dict) else None
    when = data.get("updated") if isinstance(record, dict) else None
    name = names.get(game) if isinstance(game, str) else None
    if name and isinstance(when, str):
        return text(lang, "damaged_of", game=name, when=when[:16].replace("T", " "))
    return name or text(lang, "damaged_nth", n=rank)


class Damaged:
    def __init__(self, document, store, saved):
        self.document = document
        self.store = store
        self.saved = saved  # the saved-games section: download, say, the games' names
        get = document.getElementById
        self.box = get("saved-problems")
        self.list = get("damaged-list")
        self.extra = {}  # id -> reason of entries that could not even be marked (storage full): this visit only
        self._proxies = []

    def shown(self):
        """``[(id, reason)]`` of the damaged entries not dismissed."""
        dismissed = self.store.dismissed()
        found = self.store.quarantined()
        known = set(game_id for game_id, _ in found)
        found += [(game_id, reason) for game_id, reason in self.extra.items() if game_id not in known]
        return [(game_id, reason) for game_id, reason in found if game_id not in dismissed]

    def render(self, lang):
        doc = self.document
        self.list.innerHTML = ""
        self._proxies = []
        shown = self.shown()
        names = self.saved.game_names(lang)
        for rank, (game_id, reason) in enumerate(shown, 1):
            item = doc.createElement("li")
            item.className = "damaged-game"
            words = doc.createElement("span")
            what = described(self.store.damaged_text(game_id), names, lang, rank)
            words.textContent = text(lang, "damaged_item", what=what, reason=reason_words(reason, lang))
            item.appendChild(words)
            row = doc.createElement("div")
            row.className = "saved-actions"
            for key, action in (
                ("damaged_download", self.download),
                ("delete", self.delete),
                ("damaged_dismiss", self.dismiss),
            ):
                button = doc.createElement("button")
                button.type = "button"
                button.className = "small " + key
                button.textContent = text(lang, key)
                proxy = create_proxy(self._bound(action, game_id, rank))
                self._proxies.append(proxy)
                button.addEventListener("click", proxy)
                row.appendChild(button)
            item.appendChild(row)
            self.list.appendChild(item)
        self.box.hidden = not shown
        self.box.setAttribute("data-count", str(len(shown)))

    def _bound(self, action, game_id, rank):
        return lambda event: action(game_id, rank)

    def download(self, game_id, rank):
        """The exact stored text, handed to the browser by assets/storage.js (it may be too big for Python)."""
        place = self.store.damaged_place(game_id)
        if place is not None:
            self.store.writer.download(place[0], place[1], "tablier-damaged-" + str(rank) + ".json")

    def delete(self, game_id, rank):
        if self.store.delete_damaged(game_id):
            self.extra.pop(game_id, None)
            self.saved.say("damaged_deleted")
        self.render(self.saved.lang)

    def dismiss(self, game_id, rank):
        self.store.dismiss([game_id])
        self.render(self.saved.lang)
