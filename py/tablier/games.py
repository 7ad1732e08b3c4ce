"""Imports every game module so that each registers its variant."""

from __future__ import annotations

import importlib

GAME_MODULES: tuple[str, ...] = ("tablier.tables", "tablier.dames_rabattues", "tablier.reversi", "tablier.match")


def load_all() -> None:
    """Register every game (importing a game module registers it)."""
    for name in GAME_MODULES:
        importlib.import_module(name)
