"""Position literals by game: a board written as one line of URL-safe text (embed mode's ``position=``).

The tables games use ``tables.position_text`` (``S:24x2,13x5,8x3,6x5/N:…/S/62``), Reversi uses
``reversi.position_text`` (``8/8/8/3OX3/3XO3/8/8/8/X``).  Dames Rabattues has no decisions to show and
a match is not one board: they have no literal.
"""

from __future__ import annotations

from typing import Any

from .protocol import GameState
from .registry import find_variant
from .reversi import position_text as reversi_text
from .reversi.state import ReversiState, ReversiVariant
from .tables import position_text as tables_text
from .tables.state import TablesState
from .tables.variant import TablesVariant


def parse_position(game: str, text: str) -> GameState[Any]:
    """The state the literal ``text`` describes in ``game``; KeyError for an unknown game, ValueError otherwise."""
    variant = find_variant(game)
    if not isinstance(text, str):
        raise ValueError("a position is written as a string")
    if isinstance(variant, TablesVariant):
        return tables_text.parse(variant, text)
    if isinstance(variant, ReversiVariant):
        return reversi_text.parse(text)
    raise ValueError(f"{variant.names['en']} has no position literal (tables games and Reversi have one)")


def format_position(state: GameState[Any]) -> str:
    """The literal of ``state`` (inverse of :func:`parse_position`)."""
    if isinstance(state, TablesState):
        return tables_text.format_text(state)
    if isinstance(state, ReversiState):
        return reversi_text.format_text(state)
    raise ValueError("only tables games and Reversi have a position literal")
