"""Game records: ``{format, game, options, seed, actions}`` as JSON.

An action is ``{"roll": [d1, d2, ...]}`` (a chance event) or ``{"play": "<notation>"}``
(the mover's choice, written in the game's own notation).  Replaying the actions
from the variant's initial state reproduces the game exactly.  Loading validates
every action and names the first bad one.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from .protocol import GameState, IllegalActionError, NotationError, Phase
from .registry import find_variant

FORMAT_VERSION = 1
MAX_ACTIONS = 100_000


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


def _parse(record: Mapping[str, Any] | str) -> dict[str, Any]:
    if isinstance(record, str):
        try:
            record = json.loads(record)
        except json.JSONDecodeError as exc:
            raise RecordError(f"not valid JSON: {exc}") from None
    if not isinstance(record, Mapping):
        raise RecordError("a record must be a JSON object")
    if record.get("format") != FORMAT_VERSION:
        found = record.get("format")
        raise RecordError(f"unknown record format {found!r} (this version reads {FORMAT_VERSION})")
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
    return {"game": game, "options": dict(options), "seed": seed, "actions": list(actions)}
