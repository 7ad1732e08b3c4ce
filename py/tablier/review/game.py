"""Reviewing a whole game, one decision at a time (the worker stays responsive).

A review is plain data kept in the record under ``"review"`` (optional, never
needed to replay; docs/review.md)::

    {"version": 1, "level": "hard", "next": index of the next action to look at,
     "actions": number of actions of the record reviewed, "done": bool,
     "moves": [{"at": action index, "seat", ...grade}], "summary": per seat,
     "solver_from": first action graded by the exact solver (Reversi) or None,
     "opening": Reversi's known opening and where the game left it (:mod:`.openings`),
     "note": {en, fr} or None (a game without decisions)}

:func:`review_step` grades the next decision after ``next`` and returns the
review brought forward; the page calls it again until ``done``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..protocol import GameState
from ..reversi.state import ReversiState
from ..tables.state import Stage
from . import cube, openings, reversi, tables
from .data import current
from .verdicts import summary

NO_DECISIONS = {
    "en": "Dames Rabattues has no decisions to review: each throw plays itself, as Charpentier's rules of 1699 "
    "make every use of the dice forced.",
    "fr": "Les Dames rabattues n'ont aucun choix à revoir : chaque coup se joue de lui-même, les règles de "
    "Charpentier (1699) imposant tout emploi des dés.",
}


def grade(state: GameState[Any], action: Mapping[str, Any]) -> dict[str, Any] | None:
    """The grade of ``action`` made in ``state``, or None (a roll, a forced play, a game without
    decisions).  A cube decision is graded by :mod:`.cube`: a double, a take, a drop, and a throw where
    the player could have doubled (when doubling was right or close)."""
    text = action.get("play")
    game = tables.tables_game(state)
    if game is not None and game.stage in (Stage.ROLL, Stage.CUBE):
        if "roll" in action:
            return cube.grade(state, None)
        return cube.grade(state, text) if isinstance(text, str) else None
    if not isinstance(text, str):
        return None
    if isinstance(state, ReversiState):
        return reversi.grade(state, text)
    if game is not None:
        return tables.grade(state, text)
    return None


def step(states: list[GameState[Any]], actions: list[Mapping[str, Any]], review: Any) -> dict[str, Any]:
    """The review brought forward by one decision (or to the end when no decision is left)."""
    data = current(review, len(actions))
    index = data["next"]
    while index < len(actions):
        graded = grade(states[index], actions[index])
        index += 1
        if graded is not None:
            graded = {"at": index - 1, "seat": states[index - 1].turn, **graded}
            data["moves"] = [*data["moves"], graded]
            if graded.get("exact") and data["solver_from"] is None:
                data["solver_from"] = graded["at"]
            break
    data["next"] = index
    data["done"] = index >= len(actions)
    if isinstance(states[0], ReversiState):
        data["opening"] = openings.opening([str(a.get("play")) for a in actions])
    data["summary"] = summary(data["moves"])
    if data["done"] and not any(_decides(s) for s in states):
        data["note"] = NO_DECISIONS
    return data


def _decides(state: GameState[Any]) -> bool:
    return isinstance(state, ReversiState) or tables.tables_game(state) is not None
