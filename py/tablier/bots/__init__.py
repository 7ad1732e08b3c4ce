"""Bots for the tables games: levels easy, medium and hard, and hints.

Plain-data entry points for the worker API:

- :func:`choose_play` ``(state, level, budget_ms, seed, nodes) -> (play, info)``
- :func:`hint` ``(state, lang) -> {"play", "steps", "evaluation", "win", "reasons", "reason"}``
"""

from __future__ import annotations

from .hint import hint
from .profiles import PROFILES, Profile, profile_for, register_profile
from .search import LEVELS, choose
from .tavli_profiles import FevgaProfile, GiulProfile, PlakotoProfile  # registers the Tavli profiles

choose_play = choose

__all__ = [
    "LEVELS",
    "PROFILES",
    "FevgaProfile",
    "GiulProfile",
    "PlakotoProfile",
    "Profile",
    "choose_play",
    "hint",
    "profile_for",
    "register_profile",
]
