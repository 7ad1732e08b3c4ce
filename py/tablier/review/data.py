"""The shape of a review kept in a record (plain data; no engine imports, so records load it cheaply).

``{"version": 1, "level": "hard", "next", "actions", "done", "moves": [...], "summary": per seat,
"solver_from", "note"}``; see :mod:`.game` and docs/review.md."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .verdicts import VERDICTS, summary

VERSION = 1
"""The review format this build writes and reads; a review of another version is ignored, never refused."""


def empty(actions: int) -> dict[str, Any]:
    """A review not started, for a record of ``actions`` actions."""
    return {
        "version": VERSION,
        "level": "hard",
        "next": 0,
        "actions": actions,
        "done": False,
        "moves": [],
        "summary": summary([]),
        "solver_from": None,
        "note": None,
    }


def _move_ok(move: Any, actions: int) -> bool:
    return (
        isinstance(move, Mapping)
        and type(move.get("at")) is int
        and 0 <= move["at"] < actions
        and move.get("seat") in (0, 1)
        and move.get("verdict") in VERDICTS
        and isinstance(move.get("loss"), int | float)
        and isinstance(move.get("top"), list)
    )


def valid(review: Any, actions: int) -> bool:
    """Whether ``review`` is a review of this version that fits a record of ``actions`` actions."""
    if not isinstance(review, Mapping) or review.get("version") != VERSION:
        return False
    nxt, moves = review.get("next"), review.get("moves")
    if type(nxt) is not int or not 0 <= nxt <= actions or not isinstance(moves, list):
        return False
    return all(_move_ok(m, actions) and m["at"] < nxt for m in moves)


def current(review: Any, actions: int) -> dict[str, Any]:
    """``review`` brought up to a record of ``actions`` actions when valid (a review stopped part way
    resumes; a finished one of a shorter record goes on with the new actions), else a new one."""
    if not valid(review, actions):
        return empty(actions)
    data = dict(review)
    data.update(actions=actions, done=data["next"] >= actions, summary=summary(data["moves"]))
    return data
