"""The view model of a Dames Rabattues state: everything the renderer draws, as JSON.

Per seat six points with standing (still stacked) and knocked-down checkers and
their absolute board index (rules.md §0.2, §3.1–3.2), the borne-off count, the
last throw with its events and narration, whose throw, the roll-off, the outcome.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..protocol import Lang
from .board import COMPASS, Side, absolute
from .narration import sentence
from .texts import COLOURS, DOUBLETS, GAME_NAMES, REASONS, STAGES, pick

if TYPE_CHECKING:
    from .state import DamesState, Throw


def _stage(side: Side) -> str:
    if side.finished:
        return "done"
    return "knockdown" if side.knocking_down else "bearoff"


def _player(seat: int, side: Side, lang: Lang) -> dict[str, Any]:
    stage = _stage(side)
    return {
        "seat": seat,
        "colour": pick(COLOURS, lang)[seat],
        "compass": COMPASS[seat],
        "stage": stage,
        "stage_text": pick(STAGES, lang)[stage],
        "knockdowns_left": sum(side.pending),
        "off": side.off,
        "points": [
            {
                "point": k,
                "abs": absolute(seat, k),
                "count": side.count[k - 1],
                "pending": side.pending[k - 1],
                "standing": side.standing(k),
                "down": side.count[k - 1] - side.standing(k),
            }
            for k in range(1, 7)
        ],
    }


def _throw(throw: Throw, lang: Lang) -> dict[str, Any]:
    high, low = sorted(throw.dice, reverse=True)
    return {
        "by": throw.by,
        "rolloff": throw.by is None,
        "dice": list(throw.dice),
        "doublet": DOUBLETS[high] if throw.by is not None and high == low else None,
        "events": [{**e.to_json(), "text": sentence(e, lang)} for e in throw.events],
        "line": throw.line(lang),
    }


def build_view(state: DamesState, lang: Lang = "en") -> dict[str, Any]:
    """The JSON-able view of ``state`` in ``lang`` ("en" or "fr")."""
    outcome = state.outcome
    return {
        "game": state.variant.id,
        "name": pick(GAME_NAMES, lang),
        "phase": state.phase.value,
        "turn": state.turn,
        "rolloff": state.rolloff,
        "starter": state.starter,
        "players": [_player(seat, side, lang) for seat, side in enumerate(state.sides)],
        "last_throw": _throw(state.last, lang) if state.last else None,
        "doublet_names": {str(d): name for d, name in DOUBLETS.items()},
        "outcome": None
        if outcome is None
        else {
            "winner": outcome.winner,
            "points": outcome.points,
            "reason": outcome.reason,
            "text": pick(REASONS, lang)[outcome.reason],
        },
    }
