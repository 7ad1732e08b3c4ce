"""The Tavli match (seed 004; rules.md §6.1, §9.13, §9.18): Portes → Plakoto → Fevga in rotation.

The registered game ``tavli`` is a preset of the generic ``match``: options
``{"to": 3 | 5 | 7, "loser_starts": bool, "connection": bool}``.  The first
game opens by roll-off, the higher die throwing both dice again (so a doublet
may open); each later game is opened by the winner of the previous one (the
loser with ``loser_starts``; after a drawn Plakoto, by a new roll-off, as no
rule says otherwise).  ``connection`` applies the connection bear-off rule to
all three games.  No cube, so no Crawford game.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, ClassVar

from ..match import MatchState, MatchVariant
from ..protocol import Lang, MatchContext

ROTATION = ("portes", "plakoto", "fevga")


class TavliVariant(MatchVariant):
    """A Tavli match: the three games in rotation to 3, 5 or 7 points."""

    id: ClassVar[str] = "tavli"
    aliases: ClassVar[tuple[str, ...]] = ("tavli-match",)
    names: ClassVar[Mapping[Lang, str]] = {
        "en": "Tavli (Portes, Plakoto, Fevga)",
        "fr": "Tavli (Portes, Plakoto, Fevga)",
    }
    option_defaults: ClassVar[Mapping[str, Any]] = {"to": 5, "loser_starts": False, "connection": False}

    def new_game(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> MatchState:
        merged = self.options(options)
        if merged["to"] not in (3, 5, 7) or type(merged["to"]) is not int:
            raise ValueError('tavli: "to" is 3, 5 or 7 points')
        for key in ("loser_starts", "connection"):
            if type(merged[key]) is not bool:
                raise ValueError(f'tavli: "{key}" is true or false')
        each = {"loser_starts": merged["loser_starts"], "connection": merged["connection"]}
        match = {
            "games": list(ROTATION),
            "to": merged["to"],
            "crawford": False,
            "game_options": dict.fromkeys(ROTATION, each),
        }
        first = self._game(match, seed, MatchContext(0, (0, 0), merged["to"], None))
        return MatchState(self, json.dumps(match, sort_keys=True), seed, first)
