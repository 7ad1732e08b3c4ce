"""Which games the home screen offers as a match to N points, and with which lengths (rules.md §0.6).

A game listed here is offered "a single game" or a match of the registered game ``match`` over that one
game (:mod:`tablier.match`).  The sources agree a target before play: Dames Rabattues (seed 001 §12;
rules.md §3.6: 1 point a game), Toutes tables and its 225 forms (seed 002; rules.md §4.7), Tavli's games
(seed 004; rules.md §6.1: to 5 or 7, 3 also common); Révertier and Swedish Tables use the same convention
(rules.md §1.10).  The lengths are those of Tavli for all.  The Crawford rule only matters with a doubling
cube, so it is on for Backgammon 225 alone (rules.md §4.9: cube and Crawford rule optional in match play).
Reversi is not listed: its seed gives no match convention, and the recommended one (rules.md §5.5: colours
alternating, ½ point a draw) is not the points model of a match here (whole points, fixed seats).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

LENGTHS: tuple[int, ...] = (1, 3, 5, 7)
"""1 is a single game (no match); the others are matches to that many points (rules.md §6.1)."""

MATCH_GAMES: Mapping[str, Mapping[str, Any]] = {
    "revertier": {"crawford": False, "source": "rules.md §0.6, §1.10"},
    "swedish-tables": {"crawford": False, "source": "rules.md §0.6, §1.10, §2.6"},
    "dames-rabattues": {"crawford": False, "source": "seed 001 §12; rules.md §3.6"},
    "toutes-tables": {"crawford": False, "source": "seed 002; rules.md §4.7"},
    "toutes-tables-225": {"crawford": False, "source": "seed 002; rules.md §4.7, §4.8"},
    "backgammon-225": {"crawford": True, "source": "rules.md §4.9"},
    "portes": {"crawford": False, "source": "seed 004; rules.md §6.1"},
    "plakoto": {"crawford": False, "source": "seed 004; rules.md §6.1"},
    "fevga": {"crawford": False, "source": "seed 004; rules.md §6.1"},
    "giul": {"crawford": False, "source": "seed 004; rules.md §6.1"},
}
"""Per game: whether its matches play the Crawford game, and the source of its match custom."""

LABEL: Mapping[str, str] = {"en": "Match length", "fr": "Longueur du match"}
SINGLE: Mapping[str, str] = {"en": "A single game", "fr": "Une seule partie"}
TO_N: Mapping[str, str] = {"en": "Match to {n} points", "fr": "Match en {n} points"}


def describe(game_id: str) -> dict[str, Any] | None:
    """The home screen's match control for ``game_id``, as an option description (``tablier.options``):
    ``{key: "match", type: "choice", default: 1, label, choices: [{value, label}], crawford, source}``,
    or None when the game is not played as a match."""
    entry = MATCH_GAMES.get(game_id)
    if entry is None:
        return None
    choices = [
        {"value": n, "label": dict(SINGLE) if n == 1 else {lang: words.format(n=n) for lang, words in TO_N.items()}}
        for n in LENGTHS
    ]
    return {
        "key": "match",
        "type": "choice",
        "default": LENGTHS[0],
        "label": dict(LABEL),
        "choices": choices,
        "crawford": bool(entry["crawford"]),
        "source": entry["source"],
    }
