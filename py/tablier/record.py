"""Game records: ``{format, game, options, seed, actions}`` as JSON.

An action is ``{"roll": [d1, d2, ...]}`` (a chance event) or ``{"play": "<notation>"}``
(the mover's choice, written in the game's own notation).  Replaying the actions
from the variant's initial state reproduces the game exactly.  Loading validates
every action and names the first bad one.

Format versions (``format``; see docs/saved-games.md):

- **0**, the pre-release shape: no ``format`` key (or ``"format": 0``), the actions under ``"moves"``,
  each a list of dice (a roll) or a string (a play); ``options`` and ``seed`` may be missing.
- **1**, the current one: ``{format: 1, game, options, seed, actions}``, and optionally ``review``
  (the game's review, :mod:`tablier.review`; kept when it fits the actions, dropped otherwise, never
  needed to replay; builds before it ignore the key).

:func:`migrate` brings any older record to the current version; :func:`load` migrates and replays.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from .protocol import GameState, IllegalActionError, NotationError, Phase
from .registry import find_variant
from .review.data import valid as review_valid

FORMAT_VERSION = 1
MAX_ACTIONS = 100_000
MAX_RECORD_BYTES = 2_000_000
"""The largest record file :func:`load` reads (a finished game is a few kilobytes)."""


class RecordError(ValueError):
    """A record that cannot be loaded, with the reason in words."""


def new_record(game: str, options: Mapping[str, Any] | None = None, seed: int = 0) -> dict[str, Any]:
    """An empty record for a new game."""
    variant = find_variant(game)
    return {
        "format": FORMAT_VERSION,
        "game": variant.id,
        "options": variant.options(options),
        "seed": seed,
        "actions": [],
    }


def apply_action(state: GameState[Any], action: Mapping[str, Any]) -> GameState[Any]:
    """Apply one record action to ``state``; ValueError subclasses on bad input."""
    if not isinstance(action, Mapping) or len(action) != 1:
        raise RecordError('an action must be an object with exactly one key, "roll" or "play"')
    ((kind, value),) = action.items()
    if kind == "roll":
        if state.phase is not Phase.ROLL:
            raise RecordError(f"a roll is not due now (the game expects: {state.phase.value})")
        if not isinstance(value, list) or not all(type(d) is int and 1 <= d <= 6 for d in value):
            raise RecordError("a roll must be a list of dice values from 1 to 6")
        return state.apply_roll(value)
    if kind == "play":
        if state.phase is Phase.OVER or (state.phase is Phase.ROLL and not state.legal_plays()):
            raise RecordError(f"a play is not due now (the game expects: {state.phase.value})")
        if not isinstance(value, str):
            raise RecordError("a play must be written as a string")
        return state.apply_play(state.parse_play(value))
    raise RecordError(f'unknown action kind {kind!r} (expected "roll" or "play")')


def replay(record: Mapping[str, Any] | str) -> list[GameState[Any]]:
    """Every state of a record, from the initial one to the last; RecordError on bad input."""
    data = _parse(record)
    variant = find_variant(data["game"])
    try:
        state = variant.new_game(data["options"], data["seed"])
    except (ValueError, TypeError, KeyError) as exc:
        raise RecordError(f"invalid options or seed: {exc}") from None
    states = [state]
    for index, action in enumerate(data["actions"]):
        try:
            state = apply_action(state, action)
        except (IllegalActionError, NotationError, RecordError, ValueError) as exc:
            raise RecordError(f"action {index} ({json.dumps(action)[:80]}): {exc}") from None
        states.append(state)
    return states


def _from_version_0(record: Mapping[str, Any]) -> dict[str, Any]:
    """Version 0 (pre-release): ``moves`` holds dice lists (rolls) and strings (plays); no ``format``."""
    moves = record.get("moves", [])
    if not isinstance(moves, list):
        raise RecordError('"moves" must be a list')
    actions = []
    for index, move in enumerate(moves):
        if isinstance(move, list):
            actions.append({"roll": move})
        elif isinstance(move, str):
            actions.append({"play": move})
        else:
            raise RecordError(f"move {index} must be a list of dice or a play written as a string")
    return {
        "format": 1,
        "game": record.get("game"),
        "options": record.get("options", {}),
        "seed": record.get("seed", 0),
        "actions": actions,
    }


MIGRATIONS = {0: _from_version_0}
"""Per older format version, the function that rewrites a record of that version as the next one."""


def version_of(record: Mapping[str, Any]) -> Any:
    """The record's format version; a record without ``format`` but with ``moves`` is version 0."""
    if "format" not in record and "moves" in record:
        return 0
    return record.get("format")


def migrate(record: Mapping[str, Any]) -> dict[str, Any]:
    """``record`` rewritten in the current format, one version at a time; RecordError for an unknown version."""
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object")
    data = dict(record)
    version = version_of(data)
    while type(version) is not int or version != FORMAT_VERSION:
        step = MIGRATIONS.get(version) if type(version) is int else None
        if step is None:
            raise RecordError(f"unknown record format {version!r} (this version reads {FORMAT_VERSION} and older)")
        data = step(data)
        version = version_of(data)
    return data


def load(record: Mapping[str, Any] | str | bytes) -> dict[str, Any]:
    """A record from JSON text, bytes or data, migrated and checked by replaying it: the current-format
    record, or RecordError saying in words what is wrong (bad bytes, JSON, version, game or action)."""
    return load_states(record)[0]


def load_states(record: Mapping[str, Any] | str | bytes) -> tuple[dict[str, Any], list[GameState[Any]]]:
    """As :func:`load`, with every state of the game (from the initial one to the last)."""
    if isinstance(record, bytes | bytearray):
        if len(record) > MAX_RECORD_BYTES:
            raise RecordError(f"the file is too large ({len(record)} bytes; a record is at most {MAX_RECORD_BYTES})")
        try:
            record = bytes(record).decode("utf-8")
        except UnicodeDecodeError:
            raise RecordError("not a text file (it is not UTF-8)") from None
    if isinstance(record, str) and len(record) > MAX_RECORD_BYTES:
        raise RecordError(f"the file is too large ({len(record)} characters; a record is at most {MAX_RECORD_BYTES})")
    data = {"format": FORMAT_VERSION, **_parse(record)}
    variant = find_variant(data["game"])
    try:
        data.update(game=variant.id, options=variant.options(data["options"]))
    except (ValueError, TypeError) as exc:
        raise RecordError(f"invalid options: {exc}") from None
    return data, replay(data)


def _parse(record: Mapping[str, Any] | str) -> dict[str, Any]:
    if isinstance(record, str):
        try:
            record = json.loads(record)
        except (json.JSONDecodeError, RecursionError) as exc:
            raise RecordError(f"not valid JSON: {exc}") from None
    record = migrate(record)
    game = record.get("game")
    if not isinstance(game, str):
        raise RecordError('"game" must be a game id')
    try:
        find_variant(game)
    except KeyError as exc:
        raise RecordError(str(exc.args[0])) from None
    options = record.get("options", {})
    seed = record.get("seed", 0)
    actions = record.get("actions", [])
    if not isinstance(options, Mapping):
        raise RecordError('"options" must be an object')
    if type(seed) is not int:
        raise RecordError('"seed" must be an integer')
    if not isinstance(actions, Sequence) or isinstance(actions, str):
        raise RecordError('"actions" must be a list')
    if len(actions) > MAX_ACTIONS:
        raise RecordError(f"too many actions ({len(actions)} > {MAX_ACTIONS})")
    parsed = {"game": game, "options": dict(options), "seed": seed, "actions": list(actions)}
    if review_valid(record.get("review"), len(actions)):
        parsed["review"] = record["review"]  # optional; one that does not fit is dropped, never refused
    return parsed
