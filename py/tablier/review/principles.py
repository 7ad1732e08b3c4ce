"""Principles the games' own sources name, said of a reviewed play in their words.

Each check compares the play made with the best play and, when the play broke a
principle that the rules or the sources of its game state, returns a sentence
in English and French naming that source (never a file of ours):

- a blot left to the opponent's shots, where hitting is the rule (Portes, after
  « Le Tavli : jeu national en Grèce », Grecomania: « pour prendre un pion adverse,
  il faut le recouvrir lorsqu'il est seul sur une flèche »; Toutes tables, after the
  Règles du Toute-Table, Charpentier, Paris, 1699);
- the mother (« mana », the starting point) left alone in Plakoto, where a pinned
  mother loses the game double (Grecomania, with the usual Greek rules);
- a Fevga block missed (« un pion simple bloque une position », Grecomania);
- a Révertier blocage risked (the « blocage définitif » of Le Jeu du Révertier,
  Charpentier, Paris, 1699, which wins the game double);
- a Reversi corner given away (the corners can never be flipped: the French leaflet
  « Jeux du monde » and the World Othello Federation's rules).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..protocol import Lang

Said = dict[Lang, str]

SOURCES: Mapping[str, Said] = {
    "tavli": {"en": "« Le Tavli » (Grecomania)", "fr": "« Le Tavli » (Grecomania)"},
    "toutes-tables": {
        "en": "the Règles du Toute-Table (Charpentier, Paris, 1699)",
        "fr": "les Règles du Toute-Table (Charpentier, Paris, 1699)",
    },
    "revertier": {
        "en": "Le Jeu du Révertier (Charpentier, Paris, 1699)",
        "fr": "Le Jeu du Révertier (Charpentier, Paris, 1699)",
    },
    "swedish": {
        "en": "the Swedish revision of Le Jeu du Révertier (1699)",
        "fr": "la révision suédoise du Jeu du Révertier (1699)",
    },
    "backgammon": {"en": "the modern rules of backgammon", "fr": "les règles modernes du backgammon"},
    "reversi": {
        "en": "the leaflet « Jeux du monde » and the World Othello Federation's rules",
        "fr": "la fiche « Jeux du monde » et les règles de la Fédération mondiale d'Othello",
    },
}
"""The sources a principle is cited from, by their names."""

GAME_SOURCE: Mapping[str, str] = {
    "portes": "tavli",
    "plakoto": "tavli",
    "fevga": "tavli",
    "giul": "tavli",
    "toutes-tables": "toutes-tables",
    "toutes-tables-225": "toutes-tables",
    "backgammon-225": "backgammon",
    "revertier": "revertier",
    "swedish-tables": "swedish",
    "reversi": "reversi",
}
"""Which source speaks for each game's principles."""

TEXTS: Mapping[str, Said] = {
    "blot": {
        "en": "left a blot that {n} rolls out of 36 hit, where the best play left {m}: a checker alone on a "
        "point is taken ({source})",
        "fr": "a laissé une dame seule que {n} coups sur 36 touchent, où le meilleur coup en laissait {m} : "
        "une dame seule sur une flèche est prise ({source})",
    },
    "mother": {
        "en": "left the mother alone on the starting point (« mana »), where a pin wins the opponent the game "
        "double ({source})",
        "fr": "a laissé la mère seule sur la case de départ (« mana »), où une dame adverse qui la bloque gagne "
        "la partie double ({source})",
    },
    "fevga-block": {
        "en": "missed a block of {n} points in a row (« un pion simple bloque une position », {source})",
        "fr": "a manqué un barrage de {n} cases de suite (« un pion simple bloque une position », {source})",
    },
    "blocage": {
        "en": "risked the « blocage définitif », the block that wins the opponent the game double ({source})",
        "fr": "a risqué le « blocage définitif », qui fait gagner la partie double à l'adversaire ({source})",
    },
    "corner": {
        "en": "gave the opponent the corner {square}, a disc that can never be flipped ({source})",
        "fr": "a donné à l'adversaire le coin {square}, un pion qui ne peut plus être retourné ({source})",
    },
}


def say(principle: str, game: str, **values: object) -> Said:
    """The sentence of ``principle`` for ``game``, citing the game's source by name."""
    source = SOURCES[GAME_SOURCE.get(game, "backgammon")]
    return {lang: text.format(source=source[lang], **values) for lang, text in TEXTS[principle].items()}  # type: ignore[misc]
