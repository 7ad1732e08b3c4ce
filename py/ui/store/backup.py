"""Back up all games to one file, and restore from it by merging (docs/saved-games.md, *Backup*).

The file is ``{"tablier": "backup", "version": 1, "created": <ISO date>, "games": [entry, …]}``, each entry as
stored (with its ``id``).  Restoring never overwrites: a game whose id is free keeps it, one identical to the
stored game is already here, and a different game under a taken id is added under a new id.
Plain Python (tested on CPython); the engine checks each game's rules before anything is stored.
"""

import json

from ui import checked
from ui.store.storage import PREFIX, QUARANTINE

VERSION = 1
ID_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def backup_text(store, when):
    """The backup file of every stored game (entries as stored; damaged ones are not games)."""
    games = []
    for game_id in store.ids():
        data, problem = checked.read_json(str(store.readable(PREFIX + game_id) or ""), checked.MAX_ENTRY_CHARS)
        if problem is None and isinstance(data, dict):
            data["id"] = game_id
            games.append(data)
    return json.dumps({"tablier": "backup", "version": VERSION, "created": when, "games": games})


def usable_id(value):
    return isinstance(value, str) and 0 < len(value) <= 64 and all(char in ID_CHARS for char in value)


def same_game(stored, incoming):
    """The stored entry and the backup's hold the same game (record and names)."""
    return stored["record"] == incoming["record"] and stored.get("names") == incoming.get("names")


def placement(store, games, incoming):
    """Where a checked backup entry goes: ``("same", id)`` when a stored game is that game already, else
    ``("add", id)``: its own id when no entry (of any kind) holds it, else None (a new one).  ``games`` maps
    the ids of the readable stored games to their entries (the caller adds each game it stores)."""
    for game_id, stored in games.items():
        if same_game(stored, incoming):
            return "same", game_id
    game_id = incoming.get("id")
    free = usable_id(game_id) and game_id not in games and store.size(PREFIX + game_id) < 0
    if free and store.size(QUARANTINE + game_id) < 0:
        return "add", game_id
    return "add", None
