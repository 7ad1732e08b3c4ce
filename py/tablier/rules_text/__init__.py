"""The rules of every game in English and French, as plain data (never HTML).

Written in the app's own words from rules.md (which cites the sources); one module per game.  A text is::

    {"title": str, "source": str, "sections": [{"title": str, "body": [block, ...]}, ...]}

where a block is a paragraph (a string) or a bulleted list (a list of strings).  Both languages of a game
have the same sections and the same shape of blocks (tests/engine/test_rules_text.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..protocol import Lang
from . import (
    backgammon_225,
    dames_rabattues,
    fevga,
    giul,
    match,
    plakoto,
    portes,
    reversi,
    revertier,
    swedish_tables,
    tavli,
    toutes_tables,
    toutes_tables_225,
)

RulesText = Mapping[str, Any]

TEXTS: Mapping[str, Mapping[Lang, RulesText]] = {
    module.GAME: module.TEXT
    for module in (
        revertier,
        swedish_tables,
        dames_rabattues,
        toutes_tables,
        toutes_tables_225,
        backgammon_225,
        portes,
        plakoto,
        fevga,
        giul,
        tavli,
        reversi,
        match,
    )
}
"""Game id → language → rules text."""


def rules_text(game_id: str, lang: Lang) -> RulesText | None:
    """The rules of ``game_id`` in ``lang`` (None when the game has no text in that language)."""
    return TEXTS.get(game_id, {}).get(lang)
