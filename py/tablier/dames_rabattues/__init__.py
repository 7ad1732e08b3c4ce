"""Les Dames Rabattues (1699): a self-playing tables game, registered as ``dames-rabattues``.

Seed 001 (``dames-rabattues.fr.txt``); rules.md §3 and §9.12.
"""

from ..registry import register
from .export import transcript
from .state import DAMES_RABATTUES, DamesRabattues, DamesState, Throw

register(DAMES_RABATTUES)

__all__ = ["DAMES_RABATTUES", "DamesRabattues", "DamesState", "Throw", "transcript"]
