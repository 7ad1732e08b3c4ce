"""Test hook: ``?options=cube:true,to:3`` in the page URL gives the rule options of the games started
from the home screen (the browser tests start Backgammon 225 with its cube and a short Tavli match this
way).  Values ``true``/``false`` are booleans, digits numbers, anything else a string; the engine checks
them and explains a bad one.
"""


def _value(word):
    if word in ("true", "false"):
        return word == "true"
    if word.isdigit():
        return int(word)
    return word


def url_options(window):
    """The options the page URL names (``{}`` when none)."""
    search = str(window.location.search or "")
    options = {}
    for part in search.lstrip("?").split("&"):
        if part.startswith("options="):
            for item in part[8:].replace("%2C", ",").replace("%2c", ",").replace("%3A", ":").split(","):
                key, _, word = item.partition(":")
                if key.strip():
                    options[key.strip()] = _value(word.strip())
    return options
