"""Inbound messages from the host page, schema version 1 (docs/embed.md): what ``ui/host/messages.py`` obeys.

Plain Python (tested on CPython, runs in MicroPython): the message's JSON text is read by the checked reader
(ui/checked.py: at most ``MAX_INBOUND`` characters, a bounded depth, finite numbers) and must be an object whose
``type`` is known and whose every field is valid; ``version``, when given, must be 1 (the schema's).  Anything
else is refused with a reason, which the page answers as ``tablier:rejected`` (in English: the host page's
developer reads it).
"""

from ui import checked
from ui.texts import LANGS

MAX_INBOUND = 2000  # characters of JSON: the inbound messages are a few fields
OPPONENTS = ("friend", "bot-easy", "bot-medium", "bot-hard", "bot-expert")  # expert: Reversi only
FIELDS = {"tablier:set-lang": ("lang",), "tablier:new-game": ("game", "opponent")}
VERSION = 1  # the messages' schema version (ui/host/messages.py)


def read(text, game_ids):
    """``(kind, fields)`` for the JSON text of a valid message, else ``(None, reason)`` (``text`` None: the
    data could not be written as JSON)."""
    if isinstance(text, str) and len(text) > MAX_INBOUND:
        return None, "a message is at most " + str(MAX_INBOUND) + " characters of JSON"
    data, problem = checked.read_json(text, MAX_INBOUND)
    if problem is not None:
        if problem[0] in ("bad_not_text", "bad_not_json"):
            return None, "a message is a JSON object"
        return None, "a message is a JSON object: " + checked.words(problem, "en")
    return check(data, game_ids)


def check(data, game_ids):
    """``(kind, fields)`` for a valid message, else ``(None, reason)``; ``data`` is decoded JSON."""
    if not isinstance(data, dict):
        return None, "a message is a JSON object"
    kind = data.get("type")
    if not isinstance(kind, str) or kind not in FIELDS:
        return None, "unknown type"
    extra = [key for key in data if key not in ("type", "version") and key not in FIELDS[kind]]
    if extra:
        return None, "unknown field " + str(extra[0])
    if "version" in data and (not checked.is_int(data["version"]) or data["version"] != VERSION):
        return None, "version must be " + str(VERSION)
    if kind == "tablier:set-lang" and data.get("lang") not in LANGS:
        return None, "lang must be en or fr"
    if "game" in data and data["game"] not in game_ids:
        return None, "unknown game"
    if "opponent" in data and data["opponent"] not in OPPONENTS:
        return None, "opponent must be one of " + ", ".join(OPPONENTS)
    return kind, {key: data[key] for key in data if key not in ("type", "version")}
