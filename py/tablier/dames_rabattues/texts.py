"""French and English words of the game: names, doublets, rule explanations, end reasons.

Seed 001 §7 (doublet names), §8–11 (no choices), §12 (1 point); rules.md §0.3, §3.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import TypeVar

from ..protocol import Lang

GAME_NAMES: Mapping[Lang, str] = {"en": "Dames Rabattues", "fr": "Dames rabattues"}

COLOURS: Mapping[Lang, tuple[str, str]] = {"en": ("White", "Black"), "fr": ("Blancs", "Noirs")}
"""Seat 0 and seat 1, named as in the seed ("les Blancs", "les Noirs")."""

DOUBLETS: Mapping[int, str] = {
    6: "Sonnés",
    5: "Quines",
    4: "Carmes",
    3: "Ternes",
    2: "Double deux",
    1: "Bezas",
}
"""Old names of the doublets, kept in French in every language (seed 001 §7; rules.md §0.3)."""

STAGES: Mapping[Lang, Mapping[str, str]] = {
    "en": {"knockdown": "knocking down", "bearoff": "bearing off", "done": "all borne off"},
    "fr": {"knockdown": "rabattre les dames", "bearoff": "sortie des dames", "done": "toutes sorties"},
}

NO_CHOICES: Mapping[Lang, str] = {
    "en": "Dames Rabattues §8–11: the game involves no choices; every throw of the dice "
    "is played automatically, so there is nothing to play but the next throw.",
    "fr": "Dames rabattues §8–11 : le jeu ne comporte aucun choix ; chaque coup de dés "
    "se joue de lui-même, il n'y a rien à jouer sinon le prochain coup de dés.",
}

GAME_OVER: Mapping[Lang, str] = {
    "en": "Dames Rabattues §12: the game is over; a player has borne off all his checkers.",
    "fr": "Dames rabattues §12 : la partie est finie ; un joueur a sorti toutes ses dames.",
}

TWO_DICE: Mapping[Lang, str] = {
    "en": "Dames Rabattues §1, §4: a throw is two dice from 1 to 6 "
    "(for the roll-off, one die per player: White's first, then Black's).",
    "fr": "Dames rabattues §1, §4 : un coup, ce sont deux dés de 1 à 6 "
    "(pour la priorité, un dé par joueur : celui des Blancs, puis celui des Noirs).",
}

REASONS: Mapping[Lang, Mapping[str, str]] = {
    "en": {
        "off": "all checkers borne off: 1 point",
        "primacy": "all checkers borne off, first by primacy of the throw: 1 point",
    },
    "fr": {
        "off": "toutes les dames sorties : 1 point",
        "primacy": "toutes les dames sorties, les premières par la primauté du jeu : 1 point",
    },
}


T = TypeVar("T")


def pick(table: Mapping[Lang, T], lang: Lang) -> T:
    """The entry for ``lang``, falling back to English."""
    return table.get(lang, table["en"])
