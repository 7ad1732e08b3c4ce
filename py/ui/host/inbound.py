"""Inbound messages from the host page, schema version 1 (docs/embed.md): what ``ui/host/messages.py`` obeys.

Plain Python (tested on CPython, runs in MicroPython): the message's JSON text must be at most
``MAX_INBOUND`` characters and an object whose ``type`` is known and whose every field is valid; anything
else is refused with a reason, which the page answers as ``tablier:rejected``.
"""

import json

from ui.texts import LANGS

MAX_INBOUND = 2000  # characters of JSON: the inbound messages are a few fields
OPPONENTS = ("friend", "bot-easy", "bot-medium", "bot-hard", "bot-expert")  # expert: Reversi only
FIELDS = {"tablier:set-lang": ("lang",), "tablier:new-game": ("game", "opponent")}


def read(text, game_ids):
    """``(kind, fields)`` for the JSON text of a valid message, else ``(None, reason)`` (``text`` None: the
    data could not be written as JSON)."""
    if not isinstance(text, str):
        return None, "a message is a JSON object"
    if len(text) > MAX_INBOUND:
        return None, "a message is at most " + str(MAX_INBOUND) + " characters of JSON"
    try:
        data = json.loads(text)
    except ValueError:
        return None, "a message is a JSON object"
    return check(data, game_ids)


def check(data, game_ids):
    """``(kind, fields)`` for a valid message, else ``(None, reason)``; ``data`` is decoded JSON."""
    if not isinstance(data, dict):
        return None, "a message is a JSON object"
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        return None, "unknown type"
    extra = [key for key in data if key != "type" and key not in FIELDS[kind]]
    if extra:
        return None, "unknown field " + str(extra[0])
    if kind == "tablier:set-lang" and data.get("lang") not in LANGS:
        return None, "lang must be en or fr"
    if "game" in data and data["game"] not in game_ids:
        return None, "unknown game"
    if "opponent" in data and data["opponent"] not in OPPONENTS:
        return None, "opponent must be one of " + ", ".join(OPPONENTS)
    return kind, {key: data[key] for key in data if key != "type"}
