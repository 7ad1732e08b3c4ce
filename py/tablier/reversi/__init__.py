"""Reversi / Othello: bitboard engine, game states, view model and bot (rules.md §5; seed 003).

Importing this package registers the variant as ``reversi`` (alias ``othello``).
"""

from __future__ import annotations

from ..registry import register
from .state import VARIANT, ReversiState, ReversiVariant

register(VARIANT)

__all__ = ["VARIANT", "ReversiState", "ReversiVariant"]
