"""The JSON view model of a tables state for the renderer (no rules needed to draw).

Points are given by absolute index A0..A23 (rules.md §0.1) as stacks
``[owner seat, count]`` (``[owner seat, count, "pinned"]`` for a pinned checker,
listed first as it lies under the pinner's, Plakoto), with labels from the mover's side (standard numbers,
or the game's own letters through the ``point_labels`` hook); ``colours`` gives each seat's colour
("white": light checkers, "black": dark ones) and ``seat_names`` their names in the view's language
(seat 0 is Black in Révertier and Swedish Tables, White elsewhere).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ..protocol import Lang
from ..texts import text
from .geometry import BAR, OFF

if TYPE_CHECKING:
    from .state import TablesState
    from .turn import TurnBuilder


def state_view(state: TablesState, lang: Lang = "en", builder: TurnBuilder | None = None) -> dict[str, Any]:
    """Everything the board renderer shows for ``state`` (or a partial turn of it)."""
    from .state import Stage
    from .turn import TurnBuilder

    if builder is None and state.stage is Stage.PLAY:
        builder = TurnBuilder(state)

    rules = state.rules
    geometry = rules.geometry
    view: dict[str, Any] = {
        "game": rules.id,
        "name": rules.names.get(lang, rules.names["en"]),
        "stage": state.stage.value,
        "phase": state.phase.value,
        "turn": state.seat,
        "draws": [list(d) for d in state.draws],
        "dice": _dice(state, builder),
        "cube": {"value": state.cube, "owner": state.cube_owner, "enabled": rules.cube_enabled()},
        "last_play": None if state.last is None else {"seat": state.last[0], "text": state.last[1]},
        "legal": [state.play_to_str(p) for p in state.legal_plays()] if state.stage is not Stage.PLAY else [],
        "outcome": None,
        "colours": list(rules.colours),
        "seat_names": list(rules.seat_names().get(lang) or rules.seat_names()["en"]),
    }
    if state.result is not None:
        view["outcome"] = {
            "winner": state.result.winner,
            "points": state.result.points,
            "reason": state.result.reason,
            "reason_text": text(state.result.reason, lang),
        }
    if rules.start_draws:  # Toutes tables 225, Backgammon 225: what the draws decide, then the start drawn
        view["start_draw"] = rules.start_words(state.draws, lang)
    position = builder.position if builder is not None else state.position
    if position is None:
        return view
    points: list[list[list[Any]]] = [[] for _ in range(24)]
    pinned = rules.pinned(position)
    for seat in (0, 1):
        for r in range(1, 25):
            if position[seat][r]:
                stack: list[Any] = [seat, position[seat][r]]
                if (seat, r) in pinned:  # [seat, count, "pinned"], listed first: the bottom of the point
                    points[geometry.abs_point[seat][r]].insert(0, [*stack, "pinned"])
                else:
                    points[geometry.abs_point[seat][r]].append(stack)
    view.update(
        points=points,
        labels=rules.point_labels(state.seat),
        seat_labels=[rules.point_labels(0), rules.point_labels(1)],  # each seat's own reading (against a bot)
        bar=[position[0][BAR], position[1][BAR]],
        off=[position[0][OFF], position[1][OFF]],
        pips=[position.pips(0), position.pips(1)],
    )
    view.update(rules.view_extras(position))
    if builder is not None:
        abs_of = geometry.abs_point[state.seat]

        def where(r: int) -> int | str:
            return "bar" if r == BAR else "off" if r == OFF else abs_of[r]

        view["movable"] = [where(r) for r in builder.movable()]
        view["destinations"] = [
            {"from": where(s.frm), "to": where(s.to), "die": s.die, "hit": s.hit} for s in builder.next_steps
        ]
        view["further"] = [
            {"from": where(frm), "to": where(to), "via": [where(r) for r in via], "dice": list(dice)}
            for frm, to, via, dice in further_steps(builder)
        ]
        name = state.point_name
        view["steps"] = [f"{name(s.frm)}/{name(s.to)}" for s in builder.steps]
        view["complete"] = builder.complete
        view["plays"] = len(state.checker_plays) if state.lazy is None else None  # None: too many to list (Giul)
    return view


def further_steps(builder: TurnBuilder) -> list[tuple[int, int, list[int], tuple[int, ...]]]:
    """The points a checker reaches with two dice or more in this turn, one checker moving on from its own stop
    (route indices: ``(from, to, stops on the way, dice in order)``), each destination once per checker, the first
    route found kept; bearing off is left out (the tray is lit by one die).  Lit on the board with the stop shown,
    as one-die destinations are."""
    found: dict[tuple[int, int], tuple[int, int, list[int], tuple[int, ...]]] = {}
    single = {(s.frm, s.to) for s in builder.next_steps}

    def walk(at: TurnBuilder, start: int, here: int, via: list[int], dice: tuple[int, ...]) -> None:
        tried = set()
        for step in at.next_steps:
            if step.frm != here or step.to == OFF or (step.to, step.die) in tried:
                continue
            tried.add((step.to, step.die))
            route = (*dice, step.die)
            if via or dice:
                key = (start, step.to)
                if key not in single and key not in found:
                    found[key] = (start, step.to, list(via), route)
            walk(at.step(step.frm, step.to, step.die), start, step.to, [*via, step.to], route)

    for frm in builder.movable():
        walk(builder, frm, frm, [], ())
    return list(found.values())


def _dice(state: TablesState, builder: TurnBuilder | None) -> list[dict[str, Any]]:
    """The dice of the turn, each marked used or not (used ones first consumed)."""
    if not state.dice:
        return []
    left = list(builder.dice_left) if builder is not None else list(state.play_dice)
    dice = []
    for d in state.play_dice:
        unused = d in left
        if unused:
            left.remove(d)
        dice.append({"value": d, "used": not unused})
    return dice
