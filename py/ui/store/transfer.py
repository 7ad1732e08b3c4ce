"""Moving games in and out: links in the URL fragment, record files to download and to import.

``encode_link(record)`` / ``decode_link(fragment)`` are plain functions (the embed mode calls the decoder):
the fragment is ``#record=<base64url of the record's compact JSON>``, so a link works on a static host
and can be pasted into a course page.  ``parse_import(text)`` reads an imported file's text.  Neither
checks the rules: the engine's ``load_record`` does, and refuses an illegal game in words.
"""

import json

LINK_KEY = "record="
MAX_IMPORT_BYTES = 2000000  # the engine's own limit too (tablier.record.MAX_RECORD_BYTES)
MAX_NAME = 40
ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"


def b64url_encode(data):
    """Base64url of ``data`` (bytes) without padding."""
    out = []
    for i in range(0, len(data), 3):
        chunk = data[i : i + 3]
        n = int.from_bytes(bytes(chunk) + b"\0" * (3 - len(chunk)), "big")
        digits = [ALPHABET[(n >> shift) & 63] for shift in (18, 12, 6, 0)]
        out.append("".join(digits[: len(chunk) + 1]))
    return "".join(out)


def b64url_decode(text):
    """Bytes of base64url ``text`` (padding optional); ValueError on a character outside the alphabet."""
    text = text.rstrip("=")
    if len(text) % 4 == 1:
        raise ValueError("truncated")
    out = bytearray()
    for i in range(0, len(text), 4):
        chunk = text[i : i + 4]
        n = 0
        for char in chunk:
            index = ALPHABET.find(char)
            if index < 0:
                raise ValueError("not base64url")
            n = n * 64 + index
        n <<= 6 * (4 - len(chunk))
        out.extend(n.to_bytes(3, "big")[: len(chunk) - 1])
    return bytes(out)


def compact(data):
    try:
        return json.dumps(data, separators=(",", ":"))
    except TypeError:  # a MicroPython without separators
        return json.dumps(data)


def encode_link(record):
    """The URL fragment (with its ``#``) that opens ``record``."""
    return "#" + LINK_KEY + b64url_encode(compact(record).encode("utf-8"))


def decode_link(fragment):
    """``(record, None)`` from a URL fragment made by :func:`encode_link`, or ``(None, reason key)``:
    ``"no_link"`` (no record in it), ``"link_broken"`` (not base64url/UTF-8/JSON, or not an object)."""
    fragment = str(fragment or "").lstrip("#")
    if not fragment.startswith(LINK_KEY):
        return None, "no_link"
    body = fragment[len(LINK_KEY) :].split("&")[0]
    if len(body) > MAX_IMPORT_BYTES:
        return None, "link_broken"
    try:
        record = json.loads(b64url_decode(body).decode("utf-8"))
    except (ValueError, UnicodeError):
        return None, "link_broken"
    if not isinstance(record, dict):
        return None, "link_broken"
    return record, None


def clean_names(names):
    """Players' names from an imported file: at most two strings of at most MAX_NAME characters, else None."""
    if not isinstance(names, list) or len(names) != 2:
        return None
    return [name[:MAX_NAME] if isinstance(name, str) else "" for name in names]


def parse_import(text):
    """``(record, names, None)`` from an imported file's text, or ``(None, None, reason key)``.

    The file is a record (as exported), optionally with ``names``; the engine checks the game itself."""
    if len(text) > MAX_IMPORT_BYTES:
        return None, None, "import_too_large"
    try:
        data = json.loads(text)
    except ValueError:
        return None, None, "import_not_json"
    if not isinstance(data, dict) or "game" not in data:
        return None, None, "import_not_record"
    if "format" not in data and "moves" not in data:  # neither a record (format 1) nor an early one (moves)
        return None, None, "import_no_format"
    names = clean_names(data.get("names"))
    record = {key: value for key, value in data.items() if key != "names"}
    return record, names, None


def export_text(record, names):
    """The JSON file of a game: its record, and the players' names when known."""
    data = dict(record)
    if names:
        data["names"] = names
    return json.dumps(data)


def file_stem(entry_game, when):
    """A file name stem such as ``tablier-portes-2026-11-22``."""
    safe = "".join(c if c in ALPHABET else "-" for c in str(entry_game))  # MicroPython has no str.isalnum
    return "tablier-" + safe + "-" + when[:10]
