"""Saved games in localStorage: one key per game, an index, a quarantine for entries that do not load.

Keys (docs/saved-games.md):

- ``tablier.game.<id>``: an entry ``{id, rev, created, updated, record, bots, names, status}``, where
  ``record`` is the engine's game record (seed and actions, never a dump of the state), ``rev`` a revision
  counter bumped by every save, ``status`` ``{phase, winner, points, score}`` as last seen (``score``: a match's);
- ``tablier.games``: the index, the ids from the most recently saved;
- ``tablier.quarantine.<id>``: an entry that could not be loaded, kept (never deleted) with the reason
  ``{reason: {en, fr}, raw}``; an entry too big to copy there stays under its own key, marked
  ``{reason, in_place: true}`` here (and left out of the games);
- ``tablier.dismissed``: the damaged entries the player dismissed (not shown again).

Every entry is read through the checked reader (ui/checked.py) on its own: a damaged one never hides the others.

Plain Python over any object with getItem/key/length (the browser's localStorage, or a dict-backed
stand-in in the tests) and a writer with ``set(key, value)`` and ``remove(key)`` answering "saved", "full"
or "failed" (in the browser ``assets/storage.js``, because an exception thrown by setItem does not reach
MicroPython's ``except``).  Writes never damage what is stored: a failed write (storage full) leaves the
previous value in place, and a save whose revision is not the stored one is refused.
"""

import json

from ui import checked

PREFIX = "tablier.game."
INDEX = "tablier.games"
QUARANTINE = "tablier.quarantine."
DISMISSED = "tablier.dismissed"

SAVED = "saved"
FULL = "full"  # QuotaExceededError: nothing was written
CONFLICT = "conflict"  # another tab saved a newer revision of this game
FAILED = "failed"  # storage refused for another reason (disabled, private mode)


class Store:
    """The saved games of this browser; ``storage`` is localStorage or None when the browser denies it."""

    def __init__(self, storage, writer):
        self.storage = storage
        self.writer = writer

    def _set(self, key, value):
        if self.storage is None:
            return FAILED
        return str(self.writer.set(key, value))

    def _get(self, key):
        try:
            return self.storage.getItem(key)
        except Exception:  # storage denied
            return None

    def size(self, key):
        """The length of the value stored under ``key`` (-1: none), asked without reading it when the writer
        can (a text too big for the main thread's heap is never handed to it)."""
        measure = getattr(self.writer, "size", None)
        if measure is not None:
            return int(measure(key))
        value = self._get(key)
        return -1 if value is None else len(value)

    def readable(self, key):
        """The value under ``key`` when there is one small enough to read here, else None."""
        if self.storage is None or self.size(key) > checked.MAX_ENTRY_CHARS + 1000:
            return None
        return self._get(key)

    def _keys(self, prefix):
        keys = []
        try:
            for i in range(int(self.storage.length)):
                key = self.storage.key(i)
                if key and str(key).startswith(prefix):
                    keys.append(str(key))
        except Exception:  # storage denied
            return []
        return keys

    def ids(self):
        """The ids of the stored games, most recently saved first (the index, completed by the keys); an entry
        set aside where it is (too big to copy to the quarantine) is not one of them."""
        try:
            listed = json.loads(self._get(INDEX) or "[]")
        except ValueError:
            listed = []
        if not isinstance(listed, list):
            listed = []
        marked = set(key[len(QUARANTINE) :] for key in self._keys(QUARANTINE))
        present = [key[len(PREFIX) :] for key in self._keys(PREFIX)]
        present = [i for i in present if i not in marked]
        ordered = [i for i in listed if isinstance(i, str) and i in present]
        return ordered + [i for i in present if i not in ordered]

    def raw(self, game_id):
        return self._get(PREFIX + game_id)

    def read(self, game_id):
        """The entry ``game_id`` checked (ui/checked.py), or (None, refusal) when it is not a readable entry."""
        size = self.size(PREFIX + game_id)
        if size > checked.MAX_ENTRY_CHARS:
            return None, ("bad_too_large", {"n": size, "most": checked.MAX_ENTRY_CHARS})
        text = self.raw(game_id)
        if text is None:
            return None, ("bad_empty", {})
        entry, problem = checked.stored_entry(str(text))
        if entry is None:
            return None, problem
        entry["id"] = game_id
        return entry, None

    def rev(self, game_id):
        """The stored revision of ``game_id`` (None when absent, -1 when unreadable, 0 when unnumbered)."""
        if self.size(PREFIX + game_id) < 0:
            return None
        text = self.readable(PREFIX + game_id)
        if text is None:
            return -1
        data, problem = checked.read_json(str(text), checked.MAX_ENTRY_CHARS)
        if problem is not None or not isinstance(data, dict):
            return -1
        rev = data.get("rev", 0)
        return rev if checked.is_int(rev) else 0

    def save(self, entry, expected):
        """Write ``entry`` as revision ``expected + 1`` if the stored revision is ``expected`` (None: new).

        Answers SAVED (``entry["rev"]`` updated), CONFLICT, FULL or FAILED; on any refusal the stored
        value is left as it was."""
        game_id = entry["id"]
        if self.rev(game_id) != expected:
            return CONFLICT
        written = dict(entry)
        written["rev"] = (expected or 0) + 1
        result = self._set(PREFIX + game_id, json.dumps(written))
        if result != SAVED:
            return result
        entry["rev"] = written["rev"]
        self._index_first(game_id)
        persist = getattr(self.writer, "persist", None)
        if persist is not None:  # the player has a saved game: ask the browser to keep the storage (once a page)
            persist()
        return SAVED

    def _index_first(self, game_id):
        ids = [game_id] + [i for i in self.ids() if i != game_id]
        self._set(INDEX, json.dumps(ids))  # when this fails, the index is completed from the keys

    def restore(self, game_id, raw):
        """Put back a deleted entry exactly as it was stored (its text); SAVED, FULL or FAILED."""
        result = self._set(PREFIX + game_id, raw)
        if result == SAVED:
            self._index_first(game_id)
        return result

    def delete(self, game_id):
        if self.storage is None or str(self.writer.remove(PREFIX + game_id)) != SAVED:
            return False
        self._set(INDEX, json.dumps([i for i in self.ids() if i != game_id]))
        return True

    def set_aside(self, game_id, reason):
        """Move a stored entry that does not load to the quarantine, with the reason (``{lang: words}``).

        An entry too big to copy (storage full) stays under its key, marked in the quarantine (it is no longer
        one of the games); True once moved or marked.  When not even the mark can be written, nothing changes."""
        if self.size(PREFIX + game_id) < 0:
            return False
        text = self.readable(PREFIX + game_id)
        if text is not None and self._set(QUARANTINE + game_id, json.dumps({"reason": reason, "raw": text})) == SAVED:
            return self.delete(game_id)
        return self._set(QUARANTINE + game_id, json.dumps({"reason": reason, "in_place": True})) == SAVED

    def quarantined(self):
        """``[(id, reason)]`` of the entries set aside; ``reason`` is ``{lang: words}`` (a plain text for
        entries set aside by an earlier version)."""
        found = []
        for key in self._keys(QUARANTINE):
            data, problem = checked.read_json(str(self.readable(key) or ""), checked.MAX_ENTRY_CHARS + 1000)
            reason = data.get("reason", "") if problem is None and isinstance(data, dict) else ""
            found.append((key[len(QUARANTINE) :], reason if isinstance(reason, (str, dict)) else ""))
        return found

    def damaged_place(self, game_id):
        """Where a damaged entry's exact text is: ``(key, field)``, ``field`` "raw" for a quarantine copy (a
        JSON object holding it), None for an entry in place; None when there is no such entry."""
        if self.size(QUARANTINE + game_id) < 0:
            return (PREFIX + game_id, None) if self.size(PREFIX + game_id) >= 0 else None
        if self.size(QUARANTINE + game_id) < 5000:  # a mark, or a small copy
            try:
                data = json.loads(self._get(QUARANTINE + game_id))
            except Exception:  # not written by this store
                data = None
            if isinstance(data, dict) and data.get("in_place"):
                return PREFIX + game_id, None
        return QUARANTINE + game_id, "raw"

    def damaged_text(self, game_id):
        """The exact text of a damaged entry as it was stored (from the quarantine, or in place); None when it
        is too big to read here (``damaged_place`` says where it is)."""
        kept = self.readable(QUARANTINE + game_id)
        if kept is None:
            return self.readable(PREFIX + game_id)
        try:
            data = json.loads(kept)
        except Exception:  # a quarantine value not written by this store: itself the text to keep
            return kept
        if isinstance(data, dict) and isinstance(data.get("raw"), str):
            return data["raw"]
        return self.readable(PREFIX + game_id) if isinstance(data, dict) and data.get("in_place") else kept

    def delete_damaged(self, game_id):
        """Delete a damaged entry for good (its quarantine copy or mark, and the entry left in place)."""
        done = True
        for key in (QUARANTINE + game_id, PREFIX + game_id):
            if self.size(key) >= 0 and (self.storage is None or str(self.writer.remove(key)) != SAVED):
                done = False
        self._set(DISMISSED, json.dumps([i for i in self.dismissed() if i != game_id]))
        return done

    def dismissed(self):
        """The damaged entries the player dismissed (ids)."""
        data, problem = checked.read_json(str(self._get(DISMISSED) or "[]"), 100000)
        return [i for i in data if isinstance(i, str)] if problem is None and isinstance(data, list) else []

    def dismiss(self, game_ids):
        """Remember that the player has seen these damaged entries (they are not shown again)."""
        known = self.dismissed()
        return self._set(DISMISSED, json.dumps(known + [i for i in game_ids if i not in known]))
