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
from .dice_stats import dice_stats as _dice_stats
from .games import load_all
from .match import MatchVariant
from .match_setup import describe as describe_match
from .notation_text import game_text as _game_text
from .options import describe
from .position_text import format_position, parse_position
from .protocol import LANGS, GameState, IllegalActionError, NotationError
from .record import RecordError, apply_action, load_states, new_record, replay
from .registry import find_variant, variants
from .rules_text import rules_text
from .strength import words as strength_words

KINDS: Mapping[str, str] = {
    "dames-rabattues": "dames",
    "reversi": "reversi",
}
"""The board a game is drawn on (the UI picks its renderer by kind); any other game is a tables game."""
DEFAULT_KIND = "tables"

NOT_ON_HOME: frozenset[str] = frozenset({"match"})
"""Registered games that are not chosen on their own from the home screen (a match is set up around a game)."""

CATALOGUE: Mapping[str, Mapping[str, Mapping[str, str]]] = {
    "revertier": {
        "description": {
            "en": "Both players run the same way from diagonally opposite corners; a blocked player loses at once.",
            "fr": "Les deux joueurs tournent dans le même sens depuis des coins opposés ; le joueur bloqué perd.",
        },
        "origin": {"en": "France, 1699 (Charpentier, Paris)", "fr": "France, 1699 (Charpentier, Paris)"},
    },
    "swedish-tables": {
        "description": {
            "en": "Révertier with forcings, a slow bear-off and rich ways to win: beaux jeux, jan, hermite.",
            "fr": "Le Révertier avec forçages, sortie lente et gains variés : beaux jeux, jan, hermite.",
        },
        "origin": {"en": "Sweden, modern revision of Révertier", "fr": "Suède, révision moderne du Révertier"},
    },
    "dames-rabattues": {
        "description": {
            "en": "A race without choices: knock down your stacked checkers, then bear them off; the dice decide.",
            "fr": "Une course sans choix : rabattez vos dames empilées, puis sortez-les ; les dés décident.",
        },
        "origin": {"en": "France, 1699 (Charpentier, Paris)", "fr": "France, 1699 (Charpentier, Paris)"},
    },
    "toutes-tables": {
        "description": {
            "en": "The French ancestor of backgammon: race and hit around the board, single or double game.",
            "fr": "L'ancêtre français du backgammon : course et prises autour du tablier, partie simple ou double.",
        },
        "origin": {"en": "France, 1699 (Charpentier, Paris)", "fr": "France, 1699 (Charpentier, Paris)"},
    },
    "toutes-tables-225": {
        "description": {
            "en": "Toutes tables from one of 225 starting positions drawn with the dice.",
            "fr": "Toutes tables depuis l'une des 225 positions de départ tirées aux dés.",
        },
        "origin": {"en": "After the 1699 rules", "fr": "D'après les règles de 1699"},
    },
    "backgammon-225": {
        "description": {
            "en": "Modern backgammon from one of 225 drawn starting positions, with an optional doubling cube.",
            "fr": "Le backgammon moderne depuis l'une des 225 positions tirées au sort, videau en option.",
        },
        "origin": {"en": "Modern rules", "fr": "Règles modernes"},
    },
    "portes": {
        "description": {
            "en": "The Greek form of backgammon, first game of Tavli: no cube, gammon for 2.",
            "fr": "La forme grecque du backgammon, premier jeu du tavli : sans videau, gammon à 2.",
        },
        "origin": {"en": "Greece (Tavli)", "fr": "Grèce (tavli)"},
    },
    "plakoto": {
        "description": {
            "en": "Second game of Tavli: no hitting, but a lone checker can be pinned under an opponent's.",
            "fr": "Deuxième jeu du tavli : pas de prise, mais une dame seule peut être clouée par l'adversaire.",
        },
        "origin": {"en": "Greece (Tavli)", "fr": "Grèce (tavli)"},
    },
    "fevga": {
        "description": {
            "en": "Third game of Tavli: both run the same way, a single checker closes a point.",
            "fr": "Troisième jeu du tavli : tous deux tournent dans le même sens, une seule dame ferme une flèche.",
        },
        "origin": {"en": "Greece (Tavli)", "fr": "Grèce (tavli)"},
    },
    "giul": {
        "description": {
            "en": "Fevga where a doublet also plays every higher doublet up to double six.",
            "fr": "Le Fevga où un doublet fait aussi jouer tous les doublets supérieurs jusqu'au double six.",
        },
        "origin": {"en": "Greece (Tavli)", "fr": "Grèce (tavli)"},
    },
    "tavli": {
        "description": {
            "en": "A Tavli match: Portes, Plakoto and Fevga in turn.",
            "fr": "Un match de tavli : Portes, Plakoto et Fevga à tour de rôle.",
        },
        "origin": {"en": "Greece", "fr": "Grèce"},
    },
    "reversi": {
        "description": {
            "en": "Outflank and flip your opponent's discs on an 8×8 board; most discs wins.",
            "fr": "Encadrez et retournez les pions adverses sur un damier 8×8 ; le plus de pions gagne.",
        },
        "origin": {"en": "England, 1880s", "fr": "Angleterre, années 1880"},
    },
}
"""One-line description and origin of each game, in English and French (a game may also carry its own)."""

CACHE_SIZE = 8
_cache: OrderedDict[str, GameState[Any]] = OrderedDict()


def _both(message: str) -> dict[str, str]:
    return {lang: message for lang in LANGS}


def _lang(lang: str | None) -> str:
    return lang if lang in LANGS else "en"


def _kind(variant: Any) -> str:
    """The board kind of ``variant`` (its own ``kind`` attribute, else :data:`KINDS`)."""
    return getattr(variant, "kind", None) or KINDS.get(variant.id, DEFAULT_KIND)


def _record_kind(record: Mapping[str, Any]) -> str:
    """The board ``record`` is drawn on: its game's, or for a match of the generic ``match`` the board of the
    games it plays (a match of Dames Rabattues is drawn on the Dames board)."""
    variant = find_variant(record["game"])
    games = (record.get("options") or {}).get("games") if isinstance(variant, MatchVariant) else None
    first = games if isinstance(games, str) else games[0] if isinstance(games, list) and games else None
    try:
        return _kind(find_variant(first)) if isinstance(first, str) else _kind(variant)
    except KeyError:
        return _kind(variant)


def _entry(variant: Any) -> dict[str, Any]:
    info = getattr(variant, "catalogue", None) or CATALOGUE.get(variant.id, {})
    names = dict(variant.names)
    return {
        "id": variant.id,
        "kind": _kind(variant),
        "names": names,
        "description": dict(info.get("description", _both(""))),
        "origin": dict(info.get("origin", _both(""))),
        "options": dict(variant.option_defaults),
        "option_specs": describe(variant.option_defaults),
        "seats": {lang: list(variant.seat_names.get(lang) or variant.seat_names["en"]) for lang in LANGS},
        "home": variant.id not in NOT_ON_HOME,
        "match": describe_match(variant.id),
        "bot_levels": list(BOTS[_kind(variant)][0]) if _kind(variant) in BOTS else [],
        "bot_strength": _strength(variant.id, BOTS[_kind(variant)][0] if _kind(variant) in BOTS else ()),
    }


def _strength(game_id: str, levels: tuple[str, ...]) -> dict[str, dict[str, str]]:
    """{level: {"en", "fr"}}: each measured level's strength in words (tablier.strength; unmeasured: absent)."""
    described = {level: strength_words(game_id, level) for level in levels}
    return {level: words for level, words in described.items() if words is not None}


def games() -> list[dict[str, Any]]:
    """Every registered game: id, board kind, names, description and origin (EN/FR), option defaults,
    and ``home``: whether the home screen lists it; ``bot_levels`` and ``bot_strength`` ({level: {"en", "fr"}},
    each measured level's strength in words, tablier.strength).  Ordered as the catalogue, then any other game in
    registration order (so the order never depends on which modules were imported first)."""
    load_all()
    order = {game_id: index for index, game_id in enumerate(CATALOGUE)}
    ranked = sorted(variants(), key=lambda v: order.get(v.id, len(order)))
    return [_entry(v) for v in ranked]


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


def _answer(
    record: dict[str, Any], state: GameState[Any], lang: str, before: GameState[Any] | None = None
) -> dict[str, Any]:
    return {"record": record, "kind": _record_kind(record), "view": _shown(state, lang, before, record)}


def _shown(
    state: GameState[Any],
    lang: str,
    before: GameState[Any] | None,
    record: Mapping[str, Any],
    changed: bool = True,
) -> dict[str, Any]:
    """The view the page draws: the game's own view, the seat to act as a number (``mover_seat``, whatever the
    game's own ``turn`` says) and what each board needs besides (:func:`_tables_extras`, :func:`_board_extras`)."""
    view = state.view(_lang(lang))
    view["mover_seat"] = state.turn
    _tables_extras(view, state, before, record, changed)
    _board_extras(view, state, before, record)
    _match_extras(view, state, before)
    return view


def _match_extras(view: dict[str, Any], state: GameState[Any], before: GameState[Any] | None) -> None:
    """``match.ended``: the game of a match that the last action finished (an entry of ``match.games``), when it
    did; the board then shows the next game's start (or the match's end), so no point is marked as changed."""
    match = view.get("match")
    finished = len(getattr(state, "history", ()))
    if match is None or before is None or len(getattr(before, "history", ())) >= finished:
        return
    match["ended"] = match["games"][-1]
    if "changed" in view:
        view["changed"] = []


def _tables_extras(
    view: dict[str, Any],
    state: GameState[Any],
    before: GameState[Any] | None,
    record: Mapping[str, Any],
    changed: bool = True,
) -> None:
    """What a tables board needs beyond the engine's view: where each seat bears off (row 0 bottom, 1 top;
    side 0 right, 1 left, from its last point, rules.md §0.1) and ``last_throw``, the last action seen as a throw
    (``{by, dice, stage, play}``) for the log; ``only``, the notation of the single legal play when there is
    just one (``pass`` when no move), which the UI may play by itself."""
    state, before = _tables_state(state), _tables_state(before)
    rules = getattr(state, "rules", None)
    geometry = getattr(rules, "geometry", None)
    if geometry is None or "last_throw" in view:
        return
    view["exits"] = _exits(geometry)
    plays = getattr(state, "checker_plays", None) or [] if getattr(state, "lazy", None) is None else []
    if len(plays) == 1:
        view["only"] = state.play_to_str(plays[0])
    actions = record.get("actions") or []
    view["last_throw"] = _throw(before, actions[-1]) if before is not None and actions else None
    if changed:
        view["changed"] = _changed(record, geometry)


def _board_extras(
    view: dict[str, Any], state: GameState[Any], before: GameState[Any] | None, record: Mapping[str, Any]
) -> None:
    """What the generic play screen needs from a game whose view has no ``outcome`` of its own (Reversi):
    ``outcome`` (``{winner, points, reason, text}``, the text being the view's ``status`` sentence once the
    game is over), ``last_throw`` (``{by, play, flipped}``: the last action, for the log) and ``only``,
    the single legal play when there is just one (``pass`` included)."""
    if "outcome" in view or "last_throw" in view:
        return
    outcome = state.outcome
    view["outcome"] = (
        None
        if outcome is None
        else {
            "winner": outcome.winner,
            "points": outcome.points,
            "reason": outcome.reason,
            "text": view.get("status", ""),
        }
    )
    actions = record.get("actions") or []
    if before is not None and actions and "play" in actions[-1]:
        flipped = view.get("flipped")
        view["last_throw"] = {
            "by": before.turn,
            "play": actions[-1]["play"],
            "flipped": len(flipped) if isinstance(flipped, list) else 0,
        }
    else:
        view["last_throw"] = None
    plays = state.legal_plays() if outcome is None else []
    if len(plays) == 1:
        view["only"] = state.play_to_str(plays[0])


def _changed(record: Mapping[str, Any], geometry: Any) -> list[int]:
    """The absolute points the last play changed, while it is the last play or followed by one throw."""
    actions = list(record.get("actions") or [])
    last = len(actions) - 1
    if last >= 1 and "roll" in actions[last] and "play" in actions[last - 1]:
        last -= 1
    if last < 0 or "play" not in actions[last] or actions[last]["play"] in ("double", "take", "drop"):
        return []
    try:
        earlier = _tables_state(_state({**record, "actions": actions[:last]})).position
        after = _tables_state(_state({**record, "actions": actions[: last + 1]})).position
    except (RecordError, KeyError, ValueError, TypeError, AttributeError):
        return []
    if earlier is None or after is None:
        return []
    stacks = [_stacks(earlier, geometry), _stacks(after, geometry)]
    return [a for a in range(24) if stacks[0][a] != stacks[1][a]]


def _stacks(position: Any, geometry: Any) -> list[tuple[int, int]]:
    """(seat 0 count, seat 1 count) on each absolute point."""
    counts = [[0, 0] for _ in range(24)]
    for seat in (0, 1):
        for r in range(1, 25):
            counts[geometry.abs_point[seat][r]][seat] += position[seat][r]
    return [(a, b) for a, b in counts]


def _tables_state(state: Any) -> Any:
    """The tables game being played: ``state`` itself, or the current game of a match."""
    if state is None or hasattr(state, "rules"):
        return state
    return getattr(state, "game", state)


def _exits(geometry: Any) -> list[list[int]]:
    """[row, side] of each seat's last point: row 0 bottom / 1 top, side 0 right / 1 left of the bar."""
    return [[0 if a < 12 else 1, 0 if a < 6 or a >= 18 else 1] for a in (geometry.abs_point[s][24] for s in (0, 1))]


def _throw(before: GameState[Any], action: Mapping[str, Any]) -> dict[str, Any]:
    """One tables action for the log: who, the dice, the stage it was made in, the play's notation."""
    stage = getattr(getattr(before, "stage", None), "value", "")
    if "roll" in action:
        return {"by": before.turn, "dice": list(action["roll"]), "stage": stage, "play": None}
    dice = list(getattr(before, "dice", ()) or ())
    return {"by": before.turn, "dice": dice, "stage": stage, "play": _written(before, action.get("play"))}


def _written(before: Any, play: Any) -> Any:
    """A recorded play as the game writes plays now: an older Révertier record's standard numbers in the
    board's letters (``TablesState.written``); other games' plays as recorded."""
    game = _tables_state(before)
    written = getattr(game, "written", None)
    return written(play) if isinstance(play, str) and written is not None else play


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


def openings() -> dict[str, dict[str, dict[str, Any]]]:
    """``{game id: {lang: answer}}``: :func:`new_game`'s answer for every game the home screen lists, with its
    default options and seed 0.  A new game's answer differs by its seed in the record's ``seed`` only (no game
    draws anything from it at the start: a drawn start is thrown with the dice, rules.md §4.8), so the page can
    begin a game with one of these and its own seed before the engine is ready (build.py writes openings.json)."""
    return {
        entry["id"]: {lang: new_game(entry["id"], None, 0, lang) for lang in LANGS}
        for entry in games()
        if entry["home"]
    }


def position(game: str, text: str, lang: str = "en") -> dict[str, Any]:
    """The view of a position literal (``tablier.position_text``): ``{kind, view, position}``, ``position``
    being the literal written back in its canonical form, or ``{error}``.  No game stands behind it: the view
    has no record and nothing can be played from it (embed mode shows it read-only)."""
    load_all()
    try:
        state = parse_position(game, text)
    except (KeyError, ValueError, TypeError) as exc:
        return {"error": _both(str(exc.args[0]) if exc.args else str(exc))}
    view = state.view(_lang(lang))
    _tables_extras(view, state, None, {"actions": []}, False)
    _board_extras(view, state, None, {"actions": []})
    return {"kind": _kind(find_variant(game)), "view": view, "position": format_position(state)}


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
    return _answer(updated, following, lang, state)


def view(record: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """The current view of ``record`` in ``lang``, plus ``history``: each action's ``last_throw`` (or None).

    Used when the language changes or a saved game is resumed, to rebuild the log.  A record of an older format
    (embed's ``record=``, a link) is answered migrated: ``record`` is the one the page goes on with.
    """
    load_all()
    try:
        data, states = load_states(record)
    except (RecordError, KeyError, ValueError, TypeError) as exc:
        return {"error": _both(str(exc.args[0]) if exc.args else str(exc))}
    code = _lang(lang)
    _remember(data, states[-1])
    answer = _answer(data, states[-1], code, states[-2] if len(states) > 1 else None)
    actions = data["actions"]
    answer["history"] = [_logged(state, code, states[i], actions[: i + 1]) for i, state in enumerate(states[1:])]
    return answer


def _logged(state: GameState[Any], lang: str, before: GameState[Any], actions: list[Any]) -> Any:
    """The log's entry for the last of ``actions`` (from ``before`` to ``state``): the ``last_throw`` of the view
    :func:`act` answered then.  A tables board's is the throw itself (:func:`_tables_extras`), so a long game's
    history needs no view of every position (a Giul cascade's plays are costly to list)."""
    if getattr(getattr(_tables_state(state), "rules", None), "geometry", None) is not None:
        return _throw(_tables_state(before), actions[-1])
    return _shown(state, lang, before, {"actions": actions}, False).get("last_throw")


_builders: OrderedDict[str, Any] = OrderedDict()


def _route(state: Any, where: Any) -> int:
    """A point as the view names it (absolute A0..A23, "bar", "off") as the mover's route index."""
    if where == "bar":
        return 0
    if where == "off":
        return 25
    if type(where) is not int or not 0 <= where < 24:
        raise ValueError(f"not a point: {where!r}")
    return state.rules.geometry.abs_point[state.seat].index(where)


def _builder(record: Mapping[str, Any], steps: list[Any]) -> Any:
    """The TurnBuilder after ``steps`` ([from, to, die] in view terms), cached by record and steps."""
    key = _key({"record": record, "steps": steps})
    builder = _builders.get(key)
    if builder is not None:
        _builders.move_to_end(key)
        return builder
    if steps:
        builder = _builder(record, steps[:-1])
        frm, to, die = (list(steps[-1]) + [None, None, None])[:3]
        builder = builder.step(_route(builder.state, frm), _route(builder.state, to), die)
    else:
        from .tables import TurnBuilder

        state = _tables_state(_state(record))
        if getattr(state, "rules", None) is None:
            raise ValueError("step-by-step play is for tables games")
        builder = TurnBuilder(state)
    _builders[key] = builder
    while len(_builders) > 4 * CACHE_SIZE:
        _builders.popitem(last=False)
    return builder


def turn(record: Mapping[str, Any], steps: list[Any], lang: str = "en", probe: Any = None) -> dict[str, Any]:
    """A tables turn built step by step: ``steps`` are ``[from, to, die]`` in the view's terms (absolute
    point, "bar", "off"; ``die`` may be None when one die fits).

    Returns ``{kind, view, play}``: the view of the partial turn (movable checkers, destinations with
    their dice, the position so far, ``complete``) and, when complete, ``play``, the notation to send
    with :func:`act`.  A refused step gives ``{error: {en, fr}}``, the engine's explanation.  ``probe``
    (``[from, to]``, ``to`` may be None) asks why that step is refused after ``steps``: ``{error}``.
    """
    load_all()
    code = _lang(lang)
    try:
        builder = _builder(record, list(steps))
        if probe is not None:
            frm = _route(builder.state, probe[0])
            if probe[1] is not None:
                return {"error": builder.explain(frm, _route(builder.state, probe[1]))}
            left = builder.dice_left or builder.state.play_dice
            return {"error": builder.explain(frm, min(frm + max(left), 25))}
    except IllegalActionError as exc:
        return {"error": {lang: exc.explanation.get(lang, str(exc)) for lang in LANGS}}
    except (RecordError, NotationError, KeyError, ValueError, TypeError, IndexError) as exc:
        return {"error": _both(str(exc.args[0]) if exc.args else str(exc))}
    view = builder.view(code)
    view["exits"] = _exits(builder.state.rules.geometry)
    view["changed"] = _changed(record, builder.state.rules.geometry)
    play = builder.state.play_to_str(builder.play()) if builder.complete else None
    return {"kind": _record_kind(record), "view": view, "play": play}


def _shown_steps(state: Any, steps: list[tuple[int, int, int]]) -> list[list[Any]]:
    """Steps ``(from, to, die)`` in the mover's route indices as the view names points: ``[from, to, die]``
    with absolute points A0..A23, "bar" and "off" (what ``turn`` takes and the board draws)."""
    game = _tables_state(state)
    route = game.rules.geometry.abs_point[game.seat]
    name = lambda r: "bar" if r == 0 else "off" if r == 25 else route[r]  # noqa: E731
    return [[name(frm), name(to), die] for frm, to, die in steps]


def _tables_bot(state: Any, level: str, budget_ms: float | None, seed: int) -> tuple[str | None, dict[str, Any]]:
    from .bots import LEVELS, choose_play
    from .tables.moves import Play

    budget = LEVELS[level].budget_ms if budget_ms is None else budget_ms
    play, info = choose_play(state, level, budget_ms=budget, seed=seed)
    if isinstance(play, Play):
        info["shown_steps"] = _shown_steps(state, [(s.frm, s.to, s.die) for s in play.steps])
    return (None if play is None else info["play"]), info


def _reversi_bot(state: Any, level: str, budget_ms: float | None, seed: int) -> tuple[str | None, dict[str, Any]]:
    from .reversi.bot import choose_move

    play, info = choose_move(state, level, budget_ms=budget_ms, seed=seed)  # None: the level's own budget
    return (play if isinstance(play, str) else state.play_to_str(play)), info


def _tables_hint(state: Any, lang: str) -> dict[str, Any]:
    from .bots import hint as tables_hint

    advice = tables_hint(state, lang)
    advice["shown_steps"] = _shown_steps(state, [(frm, to, die) for frm, to, die, _ in advice["steps"]])
    return advice


def _reversi_hint(state: Any, lang: str) -> dict[str, Any]:
    from .reversi.bot import hint as reversi_hint

    advice = reversi_hint(state)
    advice["reasons"] = _reversi_reasons(advice)
    advice["reason"] = "; ".join(advice["reasons"][lang])
    return advice


REVERSI_REASONS: Mapping[str, Mapping[str, str]] = {
    "pass": {"en": "no square flips a disc: you must pass", "fr": "aucune case ne retourne de pion : vous passez"},
    "wins": {
        "en": "wins by {n} discs with best play from both sides",
        "fr": "gagne de {n} pions si chacun joue au mieux",
    },
    "loses": {
        "en": "loses by only {n} discs with best play from both sides",
        "fr": "ne perd que de {n} pions si chacun joue au mieux",
    },
    "draws": {"en": "draws with best play from both sides", "fr": "fait nulle si chacun joue au mieux"},
    "best": {
        "en": "the strongest square by the expert evaluation (depth {d})",
        "fr": "la meilleure case selon l'évaluation experte (profondeur {d})",
    },
}
"""Why a Reversi hint is best, in words (rules.md §5.4: the disc count decides)."""


def _reversi_reasons(advice: Mapping[str, Any]) -> dict[str, list[str]]:
    if advice.get("move") == "pass":
        key, values = "pass", {}
    elif advice.get("exact") and advice.get("margin") is not None:
        margin = int(advice["margin"])
        key = "wins" if margin > 0 else "loses" if margin < 0 else "draws"
        values = {"n": abs(margin)}
    else:
        key, values = "best", {"d": advice.get("depth", 0)}
    return {lang: [REVERSI_REASONS[key][lang].format(**values)] for lang in LANGS}


BOTS: Mapping[str, tuple[tuple[str, ...], Any, Any]] = {
    "tables": (("easy", "medium", "hard"), _tables_bot, _tables_hint),
    "reversi": (("easy", "medium", "hard", "expert"), _reversi_bot, _reversi_hint),
}
"""Per board kind: the bot's levels, its move chooser and its hint (Dames Rabattues has no decisions)."""
BOT_BUDGET_MS: float | None = None
"""Default think time per bot move: None, each level's own wall-clock budget (``budget_ms`` of its
``Level`` in ``tablier.bots.search`` or ``tablier.reversi.bot``, docs/bots.md and docs/reversi.md)."""


def _bot(record: Mapping[str, Any]) -> tuple[GameState[Any], tuple[tuple[str, ...], Any, Any]]:
    state = _state(record)
    kind = _record_kind(record)
    if kind not in BOTS:
        raise RecordError(f"{record['game']} has no decisions to make: the dice play it")
    return state, BOTS[kind]


def bot_move(
    record: Mapping[str, Any], level: str, budget_ms: float | None = BOT_BUDGET_MS, seed: int = 0
) -> dict[str, Any]:
    """The bot's action for the player to move: ``{"action": {"play": notation} or None, "info", "steps"}``
    (None when the dice must be rolled; ``steps``: a tables play's ``[from, to, die]`` as the view names
    points, for the board to show it step by step), or ``{"error": {"en", "fr"}}``."""
    try:
        state, (levels, choose, _) = _bot(record)
        if level not in levels:
            return {"error": _both(f"unknown bot level {level!r}; levels: {', '.join(levels)}")}
        play, info = choose(state, level, budget_ms, seed)
    except (RecordError, ValueError, KeyError) as exc:
        return {"error": _both(str(exc))}
    steps = info.pop("shown_steps", [])
    action = None if play is None else {"play": play}
    return {"action": action, "info": json.loads(json.dumps(info, default=str)), "steps": steps}


def hint(record: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """The best play for the player to move with its evaluation (and, for tables games,
    reasons a learner understands): ``{"hint": {...}}`` or ``{"error": {"en", "fr"}}``."""
    try:
        state, (_, _, advise) = _bot(record)
        return {"hint": json.loads(json.dumps(advise(state, _lang(lang)), default=str))}
    except (RecordError, ValueError, KeyError) as exc:
        return {"error": _both(str(exc))}


def rules(game: str, lang: str = "en") -> dict[str, Any]:
    """The rules of ``game`` (id or alias) in ``lang`` (English if not EN/FR): ``{"game", "lang", "rules"}``,
    ``rules`` being ``{title, source, sections: [{title, body: [paragraph or list of items]}]}`` (plain text,
    never HTML; tablier.rules_text), or ``{"error": {"en", "fr"}}`` for an unknown game."""
    load_all()
    try:
        game_id = find_variant(str(game)).id
    except KeyError as exc:
        return {"error": _both(str(exc.args[0]))}
    text = rules_text(game_id, _lang(lang))
    if text is None:
        return {
            "error": {
                "en": f"No rules text for the game {game_id!r} yet.",
                "fr": f"Pas encore de texte des règles pour le jeu {game_id!r}.",
            }
        }
    return {"game": game_id, "lang": _lang(lang), "rules": json.loads(json.dumps(text))}


# ---- saved games: loading, summaries, replay, text notation, dice statistics (docs/saved-games.md) ----


def _summary(record: Mapping[str, Any], state: GameState[Any]) -> dict[str, Any]:
    """What the saved-games list shows of a game: its names, length, phase, result and match score."""
    variant = find_variant(record["game"])
    outcome = state.outcome
    score = getattr(state, "score", None)
    playing = getattr(getattr(state, "game", None), "variant", None) or variant  # a match: the game it plays
    return {
        "game": variant.id,
        "names": _names(variant, record),
        "seats": {lang: list(playing.seat_names.get(lang) or playing.seat_names["en"]) for lang in LANGS},
        "kind": _record_kind(record),
        "actions": len(record["actions"]),
        "phase": state.phase.value,
        "winner": None if outcome is None else outcome.winner,
        "points": None if outcome is None else outcome.points,
        "score": list(score) if isinstance(score, tuple) else None,
    }


def _names(variant: Any, record: Mapping[str, Any]) -> dict[str, str]:
    """The game's names in each language; a match of the generic ``match`` adds the games it plays
    ("Match · Portes"), as the list shows no other sign of them."""
    names = {lang: variant.names.get(lang) or variant.names["en"] for lang in LANGS}
    games = (record.get("options") or {}).get("games") if isinstance(variant, MatchVariant) else None
    if not isinstance(games, list):
        return names
    played = [find_variant(game) for game in games]
    return {lang: " · ".join([names[lang]] + [v.names.get(lang) or v.names["en"] for v in played]) for lang in LANGS}


def load_record(record: Any) -> dict[str, Any]:
    """A record from data or JSON text (any format version), migrated and checked by replaying it:
    ``{record, summary}``, or ``{error: {en, fr}}`` saying what is wrong (JSON, version, game, action)."""
    load_all()
    try:
        data, states = load_states(record)
    except RecordError as exc:
        return {"error": _both(str(exc))}
    return {"record": data, "summary": _summary(data, states[-1])}


def check_records(records: list[Any]) -> list[dict[str, Any]]:
    """:func:`load_record` for each of ``records`` (the saved games, checked when the app starts), each on its
    own: whatever one of them raises refuses that one only, in words."""
    return [_checked(record) for record in records] if isinstance(records, list) else []


def _checked(record: Any) -> dict[str, Any]:
    try:
        return load_record(record)
    except ImportError:
        raise  # the engine's own fault, not the record's (assets/engine-worker.js then asks again)
    except Exception as exc:  # noqa: BLE001 - one saved game must never hide the others
        return {"error": _both(f"the rules engine could not read it ({type(exc).__name__})")}


def replay_views(record: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """Every view of a game at once, for the replay viewer: ``{record, kind, views}`` where ``views[i]`` is the
    view after the first ``i`` actions (with ``last_throw``, the action that led there), or ``{error}``."""
    load_all()
    try:
        data, states = load_states(record)
    except RecordError as exc:
        return {"error": _both(str(exc))}
    code = _lang(lang)
    views = []
    for index, state in enumerate(states):
        before = states[index - 1] if index else None
        shown = _shown(state, code, before, {"actions": data["actions"][:index]}, False)
        shown.pop("only", None)  # a replay is read-only: nothing plays itself
        views.append(shown)
    return {"record": data, "kind": _record_kind(data), "views": views}


def game_text(record: Mapping[str, Any], lang: str = "en") -> dict[str, Any]:
    """The whole game as readable text (:mod:`tablier.notation_text`): ``{text}`` or ``{error}``."""
    load_all()
    try:
        return {"text": _game_text(record, _lang(lang))}
    except RecordError as exc:
        return {"error": _both(str(exc))}


def review_step(record: Mapping[str, Any]) -> dict[str, Any]:
    """One more decision of ``record`` graded by the strongest level (:mod:`tablier.review`), resuming the
    review the record carries: ``{record, review, progress: [actions looked at, actions]}`` (the record with
    its ``review``), or ``{error}``.  Call again until ``review.done``; a tables move's steps come as the view
    names points (``[from, to, die]``, for the board's arrows); principles come in English and French."""
    from .review.game import step

    load_all()
    try:
        data, states = load_states(record)
    except RecordError as exc:
        return {"error": _both(str(exc))}
    before = len(data.get("review", {}).get("moves", []))
    review = step(states, data["actions"], data.get("review"))
    if len(review["moves"]) > before:
        move = review["moves"][-1] = dict(review["moves"][-1])
        if move["scale"] == "equity":
            state = states[move["at"]]
            move["top"] = [[play, value, _shown_steps(state, steps)] for play, value, steps in move["top"]]
            move["played_steps"] = _shown_steps(state, move["played_steps"])
    updated = {**data, "review": review}
    return {"record": updated, "review": review, "progress": [review["next"], len(data["actions"])]}


def dice_stats(records: list[Any]) -> dict[str, Any]:
    """Dice statistics over ``records`` (:mod:`tablier.dice_stats`): counts, expectations, chi-square tests."""
    load_all()
    return _dice_stats(records if isinstance(records, list) else [])
