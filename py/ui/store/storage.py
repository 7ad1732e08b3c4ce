"""Saved games in localStorage: one key per game, an index, a quarantine for entries that do not load.

Keys (docs/saved-games.md):

- ``tablier.game.<id>``: an entry ``{id, rev, created, updated, record, bots, names, status}``, where
  ``record`` is the engine's game record (seed and actions, never a dump of the state), ``rev`` a revision
  counter bumped by every save, ``status`` ``{phase, winner, points, score}`` as last seen (``score``: a match's);
- ``tablier.games``: the index, the ids from the most recently saved;
- ``tablier.quarantine.<id>``: an entry that could not be loaded, kept (never deleted) with the reason.

Plain Python over any object with getItem/key/length (the browser's localStorage, or a dict-backed
stand-in in the tests) and a writer with ``set(key, value)`` and ``remove(key)`` answering "saved", "full"
or "failed" (in the browser ``assets/storage.js``, because an exception thrown by setItem does not reach
MicroPython's ``except``).  Writes never damage what is stored: a failed write (storage full) leaves the
previous value in place, and a save whose revision is not the stored one is refused.
"""

import json

PREFIX = "tablier.game."
INDEX = "tablier.games"
QUARANTINE = "tablier.quarantine."

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
        """The ids of the stored games, most recently saved first (the index, completed by the keys)."""
        try:
            listed = json.loads(self._get(INDEX) or "[]")
        except ValueError:
            listed = []
        present = [key[len(PREFIX) :] for key in self._keys(PREFIX)]
        ordered = [i for i in listed if isinstance(i, str) and i in present]
        return ordered + [i for i in present if i not in ordered]

    def raw(self, game_id):
        return self._get(PREFIX + game_id)

    def read(self, game_id):
        """The entry ``game_id`` as data, or (None, reason) when it is not an entry."""
        text = self.raw(game_id)
        if text is None:
            return None, "missing"
        try:
            entry = json.loads(text)
        except ValueError:
            return None, "not JSON"
        if not isinstance(entry, dict) or not isinstance(entry.get("record"), dict):
            return None, "not a saved game"
        if not isinstance(entry.get("rev"), int):
            entry["rev"] = 0
        entry["id"] = game_id
        return entry, None

    def rev(self, game_id):
        """The stored revision of ``game_id`` (None when absent, -1 when unreadable, 0 when unnumbered)."""
        text = self.raw(game_id)
        if text is None:
            return None
        try:
            rev = json.loads(text).get("rev", 0)
        except (ValueError, AttributeError):
            return -1
        return rev if isinstance(rev, int) else 0

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
        """Move a stored entry that does not load to the quarantine, with the reason; True once done.

        When the quarantine key cannot be written (storage full), the entry stays where it is."""
        text = self.raw(game_id)
        if text is None:
            return False
        kept = json.dumps({"reason": reason, "raw": text})
        if self._set(QUARANTINE + game_id, kept) != SAVED:
            return False
        return self.delete(game_id)

    def quarantined(self):
        """``[(id, reason)]`` of the entries set aside."""
        found = []
        for key in self._keys(QUARANTINE):
            try:
                reason = json.loads(self._get(key) or "{}").get("reason", "")
            except (ValueError, AttributeError):
                reason = ""
            found.append((key[len(QUARANTINE) :], str(reason)))
        return found
