"""A new game's first throws, answered ahead of time: the book build.py writes for the page (book/<game>.<lang>.json).

A game begun before the engine's worker is ready starts from its opening (:func:`tablier.api.openings`). Its
first throws, the roll-off and the first roll, need no choice from anyone: each answer is a function of the
position and the dice alone. So the engine answers them all here, once, on CPython, and the page
(``assets/engine.js``) answers such a throw from the book: the player rolls and sees the checkers they can move
while the worker still boots. The first choice (a play) is the worker's to answer.

A book is a graph. Node 0 is the opening; a node is a view reached by throws alone, and the state behind it;
``throws[n][key]`` is the node a throw leads to (``key``: the dice as ``"6,1"``). Nodes whose states are equal
share their throws: the answer to a throw depends on the state before it and the dice only, the record and seed
aside (a roll-off's tie leads back to the opening's state, so a run of ties stays in the book). A game whose
throws before the first choice reach more than :data:`MAX_STATES` states (a start drawn with the dice among 225,
or Dames Rabattues, whose every throw resolves itself) gets no book: its throws wait for the worker as any other
call.
"""

from __future__ import annotations

import itertools
import json
from collections.abc import Mapping
from typing import Any

from . import api
from .protocol import LANGS
from .record import replay

FORMAT = 1
# Every throw the page can make: two dice, in the order thrown (ui/turns/dice.py).
THROWS = tuple(list(dice) for dice in itertools.product(range(1, 7), repeat=2))
# States expanded: 3 in the games with a book (the opening, each seat having won the roll-off). Dames Rabattues is
# throws alone to its end (no choice ever), and the 225-start games reach 2,731 states before the first choice.
MAX_STATES = 64


def throw_key(dice: list[int]) -> str:
    return ",".join(str(die) for die in dice)


def book(game: str, lang: str) -> dict[str, Any] | None:
    """The book of ``game``'s new game with its default options, in ``lang``: ``{format, game, lang, kind,
    record_format, options, views, nodes, throws}``; ``nodes[n]`` is ``[index into views, index into throws or
    -1]`` (-1: a choice is due, or the game is over). None if the game does not begin with a throw, or has no
    small book."""
    opening = api.new_game(game, None, 0, lang)
    if "error" in opening or opening["view"].get("phase") != "roll":
        return None
    views: list[dict[str, Any]] = []
    view_index: dict[str, int] = {}
    nodes: list[list[int]] = []
    node_index: dict[tuple[Any, int], int] = {}
    throws: list[dict[str, int]] = []
    throws_index: dict[Any, int] = {}
    expand: list[tuple[dict[str, Any], int]] = []  # (the record that reached a state, its index into throws)

    def node(answer: Mapping[str, Any]) -> int:
        """The node of ``answer``'s view and state, added (and its state queued for expansion) if new."""
        record = answer["record"]
        view = answer["view"]
        key = json.dumps(view, sort_keys=True, separators=(",", ":"))
        if key not in view_index:
            view_index[key] = len(views)
            views.append(view)
        state = replay(record)[-1]
        identity = (state, view_index[key])
        if identity not in node_index:
            moves = -1
            if view.get("phase") == "roll":
                if state not in throws_index:
                    throws_index[state] = len(throws)
                    throws.append({})
                    expand.append((record, throws_index[state]))
                moves = throws_index[state]
            node_index[identity] = len(nodes)
            nodes.append([view_index[key], moves])
        return node_index[identity]

    node(opening)
    while expand:
        if len(throws) > MAX_STATES:
            return None
        record, moves = expand.pop(0)
        for dice in THROWS:
            answer = api.act(record, {"roll": dice}, lang)
            if "error" in answer:
                raise ValueError(f"{game}: the throw {dice} after {record['actions']} is refused: {answer['error']}")
            throws[moves][throw_key(dice)] = node(answer)
    return {
        "format": FORMAT,
        "game": game,
        "lang": lang,
        "kind": opening["kind"],
        "record_format": opening["record"]["format"],
        "options": opening["record"]["options"],
        "views": views,
        "nodes": nodes,
        "throws": throws,
    }


def answer(book: Mapping[str, Any], record: Mapping[str, Any], action: Mapping[str, Any]) -> dict[str, Any] | None:
    """What ``book`` answers to ``action`` on ``record`` (as :func:`tablier.api.act` would), or None when it does
    not hold it: another game, options or record format, an action that is not a throw, a path off the book.
    ``assets/engine.js`` does the same lookup in the page."""
    if record.get("game") != book["game"] or record.get("format") != book["record_format"]:
        return None
    if record.get("options") != book["options"]:
        return None
    node = 0
    for step in [*record.get("actions", []), action]:
        moves = book["nodes"][node][1]
        if set(step) != {"roll"} or moves < 0:
            return None
        node = book["throws"][moves].get(throw_key(step["roll"]))
        if node is None:
            return None
    actions = [*record.get("actions", []), dict(action)]
    view = book["views"][book["nodes"][node][0]]
    return {"record": {**record, "actions": actions}, "kind": book["kind"], "view": view}


def books() -> dict[str, dict[str, dict[str, Any]]]:
    """``{game id: {lang: book}}`` for every game the home screen lists that has one (build.py writes each)."""
    written: dict[str, dict[str, dict[str, Any]]] = {}
    for game in api.openings():
        for lang in LANGS:
            found = book(game, lang)
            if found is not None:
                written.setdefault(game, {})[lang] = found
    return written
