"""The tables core and its games (rules.md §0, §4, §6).

Importing this package registers Toutes tables, Toutes tables 225,
Backgammon 225, the Tavli games (Portes, Plakoto, Fevga, Giul) and the Tavli
match preset ``tavli`` (docs/tavli.md).  A new game is a :class:`TablesRules` subclass in its
own module plus one ``register`` line here.
"""

from __future__ import annotations

from ..registry import register
from .backgammon_225 import Backgammon225
from .fevga import Fevga
from .giul import Giul
from .plakoto import Plakoto
from .portes import Portes
from .position import Position, pos, pos_str
from .revertier import Revertier
from .rules import TablesRules
from .state import Stage, TablesState
from .swedish_tables import SwedishTables
from .tavli import TavliVariant
from .toutes_tables import ToutesTables
from .toutes_tables_225 import ToutesTables225
from .turn import TurnBuilder
from .variant import TablesVariant

TOUTES_TABLES = register(TablesVariant(ToutesTables, ("toute-table", "toute table")))
TOUTES_TABLES_225 = register(TablesVariant(ToutesTables225, ("tt225",)))
BACKGAMMON_225 = register(TablesVariant(Backgammon225, ("bg225",)))
PORTES = register(TablesVariant(Portes, ("tavli-portes",)))
REVERTIER = register(TablesVariant(Revertier, ("réverquier", "reverquier", "révertier")))
SWEDISH_TABLES = register(TablesVariant(SwedishTables, ("tables-suedoises", "tables suédoises", "swedish")))
PLAKOTO = register(TablesVariant(Plakoto, ("tavli-plakoto",)))
FEVGA = register(TablesVariant(Fevga, ("tavli-fevga", "moultezim")))
GIUL = register(TablesVariant(Giul, ("tavli-giul",)))
TAVLI = register(TavliVariant())

__all__ = [
    "BACKGAMMON_225",
    "FEVGA",
    "GIUL",
    "PLAKOTO",
    "PORTES",
    "REVERTIER",
    "SWEDISH_TABLES",
    "TAVLI",
    "TOUTES_TABLES",
    "TOUTES_TABLES_225",
    "Position",
    "Stage",
    "TablesRules",
    "TablesState",
    "TablesVariant",
    "TurnBuilder",
    "pos",
    "pos_str",
]
