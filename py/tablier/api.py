"""The engine's API to the browser: plain JSON-able data in and out.

The worker (py/worker.py) wraps each function with json.loads/json.dumps.  The game
record ``{format, game, options, seed, actions}`` is the single source of truth: the
main thread keeps it and sends it back with each action; a small cache of the last
states avoids replaying a record from scratch on every call.

Nothing here raises across the boundary for a bad action: :func:`act` returns
``{"error": {"en": ..., "fr": ...}}`` with the engine's explanation instead.
"""

from __future__ import annotations

import json
import sys
from collections import OrderedDict
from collections.abc import Mapping
from typing import Any

from . import __version__
from .games import load_all
from .protocol import LANGS, GameState, IllegalActionError, NotationError
from .record import RecordError, apply_action, new_record, replay
from .registry import find_variant, variants

KINDS: Mapping[str, str] = {
    "dames-rabattues": "dames",
    "reversi": "reversi",
}
"""The board a game is drawn on (the UI picks its renderer by kind); any other game is a tables game."""
DEFAULT_KIND = "tables"

CATALOGUE: Mapping[str, Mapping[str, Mapping[str, str]]] = {
    "dames-rabattues": {
        "description": {
            "en": "A race without choices: knock down your stacked checkers, then bear them off; the dice decide.",
            "fr": "Une course sans choix : rabattez vos dames empilées, puis sortez-les ; les dés décident.",
        },
        "origin": {"en": "France, 1699 (Charpentier, Paris)", "fr": "France, 1699 (Charpentier, Paris)"},
    },
    "reversi": {
        "description": {
            "en": "Outflank and flip your opponent's discs on an 8×8 board; most discs wins.",
            "fr": "Encadrez et retournez les pions adverses sur un damier 8×8 ; le plus de pions gagne.",
        },
        "origin": {"en": "England, 1883", "fr": "Angleterre, 1883"},
    },
    "toutes-tables": {
        "description": {
            "en": "The French ancestor of backgammon, from one of 225 random starts.",
            "fr": "L'ancêtre français du backgammon, depuis l'un des 225 départs au hasard.",
        },
        "origin": {"en": "France, 1699", "fr": "France, 1699"},
    },
    "backgammon-225": {
        "description": {
            "en": "Backgammon from one of 225 random starting positions, with the doubling cube.",
            "fr": "Le backgammon depuis l'une des 225 positions de départ au hasard, avec le videau.",
        },
        "origin": {"en": "Modern variant", "fr": "Variante moderne"},
    },
    "portes": {
        "description": {
            "en": "The Greek form of backgammon, first game of a Tavli match.",
            "fr": "La forme grecque du backgammon, première partie d'un match de Tavli.",
        },
        "origin": {"en": "Greece (Tavli)", "fr": "Grèce (Tavli)"},
    },
}
"""One-line description and origin of each game, in English and French (a game may also carry its own)."""

CACHE_SIZE = 8
_cache: OrderedDict[str, GameState[Any]] = OrderedDict()


def _both(message: str) -> dict[str, str]:
    return {lang: message for lang in LANGS}


def _lang(lang: str | None) -> str:
    return lang if lang in LANGS else "en"


def _entry(variant: Any) -> dict[str, Any]:
    info = getattr(variant, "catalogue", None) or CATALOGUE.get(variant.id, {})
    names = dict(variant.names)
    return {
        "id": variant.id,
        "kind": getattr(variant, "kind", None) or KINDS.get(variant.id, DEFAULT_KIND),
        "names": names,
        "description": dict(info.get("description", _both(""))),
        "origin": dict(info.get("origin", _both(""))),
        "options": dict(variant.option_defaults),
    }


def games() -> list[dict[str, Any]]:
    """Every registered game: id, board kind, names, description and origin (EN/FR), option defaults."""
    load_all()
    return [_entry(v) for v in variants()]


def hello() -> dict[str, Any]:
    """Engine version, Python version and the games it knows (as in :func:`games`)."""
    return {
        "engine": "tablier",
        "version": __version__,
        "python": sys.version.split()[0],
        "games": games(),
    }


def _key(record: Mapping[str, Any]) -> str:
    return json.dumps(record, sort_keys=True, separators=(",", ":"))


def _remember(record: Mapping[str, Any], state: GameState[Any]) -> None:
    key = _key(record)
    _cache[key] = state
    _cache.move_to_end(key)
    while len(_cache) > CACHE_SIZE:
        _cache.popitem(last=False)


def _state(record: Mapping[str, Any]) -> GameState[Any]:
    """The last state of ``record``, from the cache or by replaying it (RecordError if invalid)."""
    state = _cache.get(_key(record))
    if state is None:
        state = replay(record)[-1]
        _remember(record, state)
    return state


def _answer(record: dict[str, Any], state: GameState[Any], lang: str) -> dict[str, Any]:
    return {
        "record": record,
        "kind": _entry(find_variant(record["game"]))["kind"],
        "view": state.view(_lang(lang)),
    }


def new_game(game: str, options: Mapping[str, Any] | None = None, seed: int = 0, lang: str = "en") -> dict[str, Any]:
    """A new game: ``{record, kind, view}``, or ``{error}`` for an unknown game or bad options."""
    load_all()
    try:
        record = new_record(game, options, seed)
        state = find_variant(game).new_game(record["options"], seed)
    except (KeyError, ValueError, TypeError) as exc:
        return {"error": _both(str(exc.args[0]) if exc.args else str(exc))}
    _remember(record, state)
    return _answer(record, state, lang)


def act(record: Mapping[str, Any], action: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """Apply ``action`` (``{"roll": [...]}`` or ``{"play": "..."}``) to the game of ``record``.

    Returns ``{record, kind, view}`` with the action appended to the record, or
    ``{error: {en, fr}}``: the rule's explanation for an illegal action, the reason for a bad record.
    """
    load_all()
    try:
        state = _state(record)
        following = apply_action(state, action)
    except IllegalActionError as exc:
        return {"error": {lang: exc.explanation.get(lang, str(exc)) for lang in LANGS}}
    except (RecordError, NotationError, KeyError, ValueError, TypeError) as exc:
        return {"error": _both(str(exc.args[0]) if exc.args else str(exc))}
    updated = dict(record)
    updated["actions"] = [*record.get("actions", []), dict(action)]
    _remember(updated, following)
    return _answer(updated, following, lang)


def view(record: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """The current view of ``record`` in ``lang``, plus ``history``: each action's ``last_throw`` (or None).

    Used when the language changes or a saved game is resumed, to rebuild the log.
    """
    load_all()
    try:
        states = replay(record)
    except (RecordError, KeyError, ValueError, TypeError) as exc:
        return {"error": _both(str(exc.args[0]) if exc.args else str(exc))}
    code = _lang(lang)
    _remember(dict(record), states[-1])
    answer = _answer(dict(record), states[-1], code)
    answer["history"] = [state.view(code).get("last_throw") for state in states[1:]]
    return answer
