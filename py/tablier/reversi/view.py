"""The JSON-able view model a renderer needs to draw a Reversi state (rules.md §5)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..protocol import Lang
from . import texts
from .bitboard import NAMES, PASS, PASS_NAME, squares_of

if TYPE_CHECKING:
    from .state import ReversiState

SEAT_COLOURS = ("black", "white")


def build_view(state: ReversiState, lang: Lang = "en") -> dict[str, Any]:
    """Board cells (a1..h8, row by row from the top), legal squares, last move, flips, counts, status."""
    black, white = state.counts
    cells = ["black" if state.black >> i & 1 else "white" if state.white >> i & 1 else None for i in range(64)]
    outcome = state.outcome
    if outcome is not None:
        mine, theirs = (black, white) if outcome.winner != 1 else (white, black)
        key = "draw" if outcome.winner is None else f"win-{outcome.reason}"
        status = texts.text(key, lang, outcome.winner, mine=mine, theirs=theirs)
    elif not state.moves:
        status = texts.text("to-pass", lang, state.to_move)
    else:
        status = texts.text("to-move", lang, state.to_move)
    last = state.last
    return {
        "game": "reversi",
        "cells": cells,
        "squares": list(NAMES),
        "turn": SEAT_COLOURS[state.to_move],
        "phase": state.phase.value,
        "legal": [NAMES[i] for i in squares_of(state.moves)],
        "must_pass": not state.finished and not state.moves,
        "last_move": None if last is None else PASS_NAME if last == PASS else NAMES[last],
        "flipped": [NAMES[i] for i in squares_of(state.flipped)],
        "counts": {"black": black, "white": white, "empty": 64 - black - white},
        "winner": None if outcome is None or outcome.winner is None else SEAT_COLOURS[outcome.winner],
        "over": outcome is not None,
        "status": status,
        "players": {c: texts.colour(i, lang) for i, c in enumerate(SEAT_COLOURS)},
    }
