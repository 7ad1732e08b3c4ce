"""What a user interface needs to offer a game's rule options: a label and, for a choice, its choices.

Each option key means the same rule in every game that has it (``connection`` is the same
rule in Portes, Plakoto, Fevga, Giul and the Tavli match), so the words live here once, by
key.  The variants hold the defaults (``option_defaults``); :func:`describe` joins the two
into the list the home screen draws, one labelled control per option.  A key without words
here is still listed, labelled by its key, so a new option never disappears from the UI.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

OPTION_TEXTS: Mapping[str, Mapping[str, Any]] = {
    "to": {
        "label": {"en": "Match length", "fr": "Longueur du match"},
        "choices": {
            3: {"en": "3 points", "fr": "3 points"},
            5: {"en": "5 points", "fr": "5 points"},
            7: {"en": "7 points", "fr": "7 points"},
        },
        "source": "seed 004; rules.md §6.1",
    },
    "loser_starts": {
        "label": {
            "en": "The loser of a game starts the next one",
            "fr": "Le perdant d'une partie commence la suivante",
        },
        "source": "seed 004 « Honneur au perdant ! »; rules.md §6.1",
    },
    "connection": {
        "label": {
            "en": "Connection rule: no overshooting bear-off across a gap",
            "fr": "Règle de connexion : pas de sortie au-delà d'un trou",
        },
        "source": "seed 004 « Règle de connection »; rules.md §6.1",
    },
    "postillon": {
        "label": {"en": "The postillon must reach", "fr": "Le postillon doit atteindre"},
        "choices": {
            "opponent-quarter": {
                "en": "the opponent's starting quarter",
                "fr": "le jan de départ adverse",
            },
            "last-quarter": {"en": "the last quarter (Jacquet form)", "fr": "le dernier jan (forme du jacquet)"},
        },
        "source": "seed 004; rules.md §6.4, §9.14",
    },
    "release": {
        "label": {
            "en": "A six-point block is not allowed while",
            "fr": "Un barrage de six cases est interdit tant que",
        },
        "choices": {
            "behind": {
                "en": "every opposing checker is behind it",
                "fr": "toutes les dames adverses sont derrière lui",
            },
            "adjacent": {
                "en": "every opposing checker is on the point just behind it",
                "fr": "toutes les dames adverses sont sur la case juste derrière",
            },
        },
        "source": "seed 004; rules.md §9.15",
    },
    "cube": {
        "label": {"en": "Doubling cube", "fr": "Videau (cube de doublement)"},
        "source": "rules.md §4.9",
    },
    "always_must_play": {
        "label": {
            "en": "No pass while blocked: always play what can be played",
            "fr": "Pas de passe quand on est bloqué : toujours jouer ce qui peut l'être",
        },
        "source": "seed 000 §15; rules.md §1.7",
    },
}
"""Words for each option key: ``label`` (EN/FR), ``choices`` (value → EN/FR) for a choice among values."""


def describe(defaults: Mapping[str, Any]) -> list[dict[str, Any]]:
    """One entry per option of a game: ``{key, type, default, label, choices?, source?}``.

    ``type`` is ``"bool"`` (a checkbox) or ``"choice"`` (``choices``: ``[{value, label}]`` in order);
    an option whose default is neither a boolean nor listed with choices is ``"value"`` (kept at its
    default: the home screen has no control for it)."""
    described = []
    for key, default in defaults.items():
        words = OPTION_TEXTS.get(key, {})
        label = dict(words.get("label", {"en": key, "fr": key}))
        entry: dict[str, Any] = {"key": key, "default": default, "label": label}
        if "choices" in words:
            entry["type"] = "choice"
            entry["choices"] = [{"value": value, "label": dict(label)} for value, label in words["choices"].items()]
        elif type(default) is bool:
            entry["type"] = "bool"
        else:
            entry["type"] = "value"
        if "source" in words:
            entry["source"] = words["source"]
        described.append(entry)
    return described
