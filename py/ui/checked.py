"""The checked reader: every input from outside the app goes through here before anything else reads it.

Outside input is a stored entry (``tablier.game.<id>``), an imported file, a backup file, a ``#record=`` link,
embed's ``?record=`` and ``?position=``, and a host page's message.  Each reader answers ``(value, None)`` or
``(None, refusal)``, a refusal being ``(key, values)`` for :func:`ui.texts.text` (a sentence in the player's
language, never a traceback):

- the text's length is checked first, then its nesting depth by a scan of the text itself (no recursion),
  so a deeply nested text never reaches ``json.loads``, ``json.dumps`` or the engine worker;
- numbers that are not finite (``1e999``, ``NaN``, ``Infinity``) are refused;
- a record's ``game``, ``format``, ``seed``, ``options`` and ``actions`` (or version 0's ``moves``), and an
  entry's ``names``, ``bots``, ``status``, ``rev`` and dates are type-checked; the rules are the engine's to check.

Plain Python, run by MicroPython on the main thread and tested on CPython (tests/engine/test_checked.py, the
fuzz test of every entry point).
"""

import json

from ui.texts import LANGS, text

MAX_DEPTH = 32  # a record is 4 deep ({"actions": [{"roll": [..]}]}), an entry 5, a backup 7
# The main thread's MicroPython cannot take a text of about 2,000,000 characters from JavaScript (its heap):
# 1,000,000 characters is some 60,000 actions, thirty times the longest match.  The engine's own limit is 2 MB.
MAX_RECORD_CHARS = 1000000
MAX_ENTRY_CHARS = MAX_RECORD_CHARS + 10000
MAX_BACKUP_CHARS = 1000000  # (MicroPython's heap) some 200 long games; a known limit (docs/saved-games.md)
MAX_LINK_CHARS = 1340000  # base64url of a record of MAX_RECORD_CHARS
MAX_POSITION = 300
RECORD_FORMAT = 1  # tablier.record.FORMAT_VERSION: the newest record format this build reads (a test keeps them equal)
MAX_NAME = 40
MAX_OPTIONS = 40
MAX_TEXT = 200  # an option's text value, a game id, a date
BOT_SEATS = ("0", "1")
POSITION_CHARS = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789/:,.-"
BASE64URL = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
INF = float("inf")


def refused(key, **values):
    return None, (key, values)


def depth_of(text, limit):
    """The nesting depth of JSON ``text`` (brackets outside strings) as far as ``limit`` needs: above ``limit``
    exactly when the text is nested deeper, else a bound of its depth.  Counted with string methods, segment by
    segment between quotes (MicroPython runs a loop over every character of a long game far too slowly); only a
    segment that could go past the limit is scanned character by character."""
    outside = text.replace("\\\\", "").replace('\\"', "").split('"')[::2]  # escapes only occur in strings
    depth = deepest = 0
    for part in outside:
        opens = part.count("[") + part.count("{")
        if depth + opens > limit:
            for char in part:
                if char == "[" or char == "{":
                    depth += 1
                    if depth > limit:
                        return depth
                elif char == "]" or char == "}":
                    depth -= 1
            continue
        deepest = max(deepest, depth + opens)
        depth += opens - part.count("]") - part.count("}")
    return deepest


def finite(data):
    """True when no number in ``data`` (decoded JSON) is infinite or NaN (walked without recursion)."""
    pending = [data]
    while pending:
        value = pending.pop()
        if isinstance(value, float):
            if value != value or value == INF or value == -INF:
                return False
        elif isinstance(value, dict):
            pending.extend(value.values())
        elif isinstance(value, list):
            pending.extend(value)
    return True


def read_json(text, max_chars):
    """Decoded JSON ``text`` of at most ``max_chars`` characters and MAX_DEPTH levels, with finite numbers."""
    if not isinstance(text, str):
        return refused("bad_not_text")
    if len(text) > max_chars:
        return refused("bad_too_large", n=len(text), most=max_chars)
    if depth_of(text, MAX_DEPTH) > MAX_DEPTH:
        return refused("bad_too_deep", most=MAX_DEPTH)
    try:
        data = json.loads(text)
    except Exception:  # ValueError; CPython's int-digits limit; MicroPython's own errors
        return refused("bad_not_json")
    if not finite(data):
        return refused("bad_not_finite")
    return data, None


def is_int(value):
    return isinstance(value, int) and not isinstance(value, bool)


def short_text(value, most=MAX_TEXT):
    return isinstance(value, str) and len(value) <= most


def option_value(value, depth=0):
    """An option's value: a flag, a whole number, a short text, a short list of short texts (a match's games),
    or, two levels at most, the options of the games a match plays (``game_options``)."""
    if value is None or isinstance(value, bool) or is_int(value) or short_text(value):
        return True
    if isinstance(value, dict):
        return depth < 2 and len(value) <= MAX_OPTIONS and all(option_value(v, depth + 1) for v in value.values())
    return isinstance(value, list) and len(value) <= 20 and all(short_text(item) for item in value)


def newer(record):
    """True when ``record`` says it is in a format newer than this build reads (kept untouched, never refused)."""
    version = record.get("format") if isinstance(record, dict) else None
    return is_int(version) and version > RECORD_FORMAT


def record(data):
    """A game record's shape (the engine checks its rules); version 0 has ``moves`` and may lack the rest."""
    if not isinstance(data, dict):
        return refused("bad_not_record")
    if not short_text(data.get("game")) or not data.get("game"):
        return refused("bad_field", field="game")
    if newer(data):
        return data, None  # a later version's: nothing more of it is this build's to judge
    version = data.get("format", 0 if "moves" in data else None)
    if version is None:  # neither a record (format 1) nor an early one (moves)
        return refused("bad_no_format")
    if not is_int(version):
        return refused("bad_field", field="format")
    if not is_int(data.get("seed", 0)):
        return refused("bad_field", field="seed")
    options = data.get("options", {})
    if options is not None and not isinstance(options, dict):
        return refused("bad_field", field="options")
    if options and (len(options) > MAX_OPTIONS or not all(option_value(value) for value in options.values())):
        return refused("bad_field", field="options")
    field, kinds = ("moves", (list, str)) if version == 0 else ("actions", dict)
    actions = data.get(field, [])
    if not isinstance(actions, list) or not all(isinstance(action, kinds) for action in actions):
        return refused("bad_field", field=field)
    return data, None


def names(value):
    """The players' names: None, or two texts (cut to MAX_NAME characters)."""
    if value is None:
        return None, None
    if not isinstance(value, list) or len(value) != 2 or not all(n is None or isinstance(n, str) for n in value):
        return refused("bad_field", field="names")
    return [n[:MAX_NAME] if n else "" for n in value], None


def bots(value):
    """The bot's level by seat: None, or ``{"0"|"1": level}`` with short texts as levels."""
    if value is None:
        return None, None
    if not isinstance(value, dict) or not all(seat in BOT_SEATS for seat in value):
        return refused("bad_field", field="bots")
    if not all(short_text(level, 20) for level in value.values()):
        return refused("bad_field", field="bots")
    return value, None


def status(value):
    """The entry's status as last seen: ``{phase, winner, points, score}``, each optional."""
    if value is None:
        return {}, None
    if not isinstance(value, dict) or not short_text(value.get("phase", "")):
        return refused("bad_field", field="status")
    for key in ("winner", "points"):
        if value.get(key) is not None and not is_int(value[key]):
            return refused("bad_field", field="status")
    score = value.get("score")
    if score is not None and not (isinstance(score, list) and len(score) == 2 and all(is_int(n) for n in score)):
        return refused("bad_field", field="status")
    return value, None


def entry_data(data):
    """A saved game's entry (decoded): ``{id, rev, created, updated, record, bots, names, status}``, checked.
    An entry whose record is in a newer format is answered as it is (``newer``: kept untouched)."""
    if not isinstance(data, dict) or not isinstance(data.get("record"), dict):
        return refused("bad_not_entry")
    if newer(data["record"]):
        return data, None
    checked = dict(data)
    for key, reader in (("record", record), ("names", names), ("bots", bots), ("status", status)):
        value, problem = reader(data.get(key))
        if problem is not None:
            return None, problem
        checked[key] = value
    for key in ("created", "updated"):
        if data.get(key) is not None and not short_text(data[key]):
            return refused("bad_field", field=key)
    rev = data.get("rev")
    checked["rev"] = rev if is_int(rev) else 0
    return checked, None


def stored_entry(text):
    """A stored entry's text, read and checked (:func:`entry_data`)."""
    data, problem = read_json(text, MAX_ENTRY_CHARS)
    return (None, problem) if problem is not None else entry_data(data)


def import_file(text):
    """``(record, names, None)`` from an imported file (a record as exported, ``names`` optional), or
    ``(None, None, refusal)``."""
    data, problem = read_json(text, MAX_RECORD_CHARS)
    if problem is None and (not isinstance(data, dict) or "game" not in data):
        problem = ("bad_not_record", {})
    if problem is not None:
        return None, None, problem
    found, problem = names(data.get("names"))
    if problem is not None:
        return None, None, problem
    shape, problem = record({key: value for key, value in data.items() if key != "names"})
    return shape, found, problem


def base64url_bytes(text):
    """The bytes of base64url ``text`` (RFC 4648 §5, padding optional); ValueError on any other character."""
    out = bytearray()
    bits = value = 0
    for char in text.rstrip("="):
        digit = BASE64URL.find(char)
        if digit < 0:
            raise ValueError("not base64url")
        value = (value << 6 | digit) & 0xFFFFFF
        bits += 6
        if bits >= 8:
            bits -= 8
            out.append(value >> bits & 0xFF)
    return bytes(out)


def encoded_record(text):
    """A record from base64url of its compact JSON (a ``#record=`` link, embed's ``?record=``)."""
    if not isinstance(text, str) or not text.strip():
        return refused("bad_empty")
    if len(text) > MAX_LINK_CHARS:
        return refused("bad_too_large", n=len(text), most=MAX_LINK_CHARS)
    try:
        data = base64url_bytes(text.strip())
    except ValueError:
        return refused("bad_not_base64")
    try:
        decoded = data.decode("utf-8")
    except Exception:  # UnicodeError (MicroPython's may differ): bytes, but not text
        return refused("bad_not_json")
    data, problem = read_json(decoded, MAX_RECORD_CHARS)
    return (None, problem) if problem is not None else record(data)


def position(text):
    """Embed's ``?position=``: a short literal of letters, digits and ``/:,.-`` (the engine reads the rest)."""
    if not isinstance(text, str) or not text:
        return refused("bad_empty")
    if len(text) > MAX_POSITION:
        return refused("bad_too_large", n=len(text), most=MAX_POSITION)
    if not all(char in POSITION_CHARS for char in text):
        return refused("bad_position_chars")
    return text, None


def backup(text):
    """A backup file: ``{"tablier": "backup", "version": 1, "games": [entry, …]}``; answers the list of
    entries, each checked on its own later (``[(data, refusal)]`` is the caller's: one bad game refuses no other)."""
    data, problem = read_json(text, MAX_BACKUP_CHARS)
    if problem is not None:
        return None, problem
    if not isinstance(data, dict) or data.get("tablier") != "backup" or not isinstance(data.get("games"), list):
        return refused("bad_not_backup")
    return data["games"], None


def words(refusal, lang):
    """A refusal as a sentence part in ``lang``."""
    key, values = refusal
    return text(lang, key, **values)


def in_every_language(refusal):
    """A refusal in each language of the interface (a quarantined entry's reason): ``{lang: words}``."""
    return {lang: words(refusal, lang) for lang in LANGS}
