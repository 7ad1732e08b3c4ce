"""The play screen's heading and the document title: the game's name and the rule options in force
(e.g. "Fevga · The postillon must reach: the last quarter (Jacquet form)"), or the match around it.

Everything comes from the engine's ``games()`` entries: names, and ``option_specs`` (each option's label,
default and the labels of its choices).  An option is named when it differs from the game's default.
"""

from ui.screens.match import played_game
from ui.texts import text

APP_TITLE = "Tablier"


def _entry(games, game_id):
    for game in games or []:
        if game["id"] == game_id:
            return game
    return None


def _words(words, lang):
    return (words or {}).get(lang) or (words or {}).get("en") or ""


def option_words(game, options, lang):
    """The options of ``options`` that differ from ``game``'s defaults, each as its label (a switch turned on,
    or off: "no …") or "label: choice"."""
    shown = []
    for spec in game.get("option_specs") or []:
        key = spec["key"]
        if key not in options or options[key] == spec.get("default"):
            continue
        value = options[key]
        label = _words(spec.get("label"), lang)
        if spec.get("type") == "choice":
            choice = [c for c in spec.get("choices") or [] if c["value"] == value]
            shown.append(label + ": " + (_words(choice[0]["label"], lang) if choice else str(value)))
        elif spec.get("type") == "bool":
            shown.append(label if value else text(lang, "option_off", label=label))
    return shown


def heading(games, record, lang):
    """The heading of the game of ``record``: its name (a match's length and game) and its options."""
    played = played_game(record)
    game = _entry(games, played)
    name = _words(game["names"], lang) if game else str(played or "")
    options = (record or {}).get("options") or {}
    if (record or {}).get("game") == "match":
        name = text(lang, "match_heading", n=options.get("to", ""), game=name)
        options = (options.get("game_options") or {}).get(played) or {}
    parts = [name] + (option_words(game, options, lang) if game else [])
    return " · ".join(part for part in parts if part)


def show(document, games, record, lang):
    """Write the heading into #play-title and the document title."""
    words = heading(games, record, lang)
    document.getElementById("play-title").textContent = words
    document.title = words + " — " + APP_TITLE if words else APP_TITLE
