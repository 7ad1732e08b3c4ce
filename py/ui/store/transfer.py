"""Moving games in and out: links in the URL fragment, record files to download and to import.

``encode_link(record)`` / ``decode_link(fragment)`` are plain functions (the embed mode calls the decoder):
the fragment is ``#record=<base64url of the record's compact JSON>``, so a link works on a static host
and can be pasted into a course page.  ``parse_import(text)`` reads an imported file's text.  Neither
checks the rules: the engine's ``load_record`` does, and refuses an illegal game in words.
"""

import json

from ui import checked

LINK_KEY = "record="
MAX_IMPORT_BYTES = checked.MAX_RECORD_CHARS  # the engine's own limit too (tablier.record.MAX_RECORD_BYTES)
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
    return checked.base64url_bytes(text)


def compact(data):
    try:
        return json.dumps(data, separators=(",", ":"))
    except TypeError:  # a MicroPython without separators
        return json.dumps(data)


def encode_link(record):
    """The URL fragment (with its ``#``) that opens ``record``."""
    return "#" + LINK_KEY + b64url_encode(compact(record).encode("utf-8"))


def decode_link(fragment):
    """``(record, None)`` from a URL fragment made by :func:`encode_link`, or ``(None, "no_link")`` (no record in
    it), or ``(None, refusal)`` (ui/checked.py: not base64url, UTF-8, JSON, too deep, not a record)."""
    fragment = str(fragment or "").lstrip("#")
    if not fragment.startswith(LINK_KEY):
        return None, "no_link"
    return checked.encoded_record(fragment[len(LINK_KEY) :].split("&")[0])


def parse_import(text):
    """``(record, names, None)`` from an imported file's text, or ``(None, None, refusal)`` (ui/checked.py).

    The file is a record (as exported), optionally with ``names``; the engine checks the game itself."""
    return checked.import_file(text)


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
