"""A whole game as readable text: a header, then one numbered line per throw (or per play where a game
has no dice), each play in the game's own notation (``state.play_to_str``, as in the record; an older
record's standard numbers are shown in the board's letters in Révertier and Swedish Tables).

The seat names come from the game's rules object (``Variant.seat_names``: White/Black by default,
Black first in Reversi, rules.md §5.1); a roll made while both players throw one die each (the
roll-off, rules.md §0.3, or the start draw of the 225 games) is written as such.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .protocol import GameState, Lang
from .record import load_states
from .registry import find_variant

WORDS: Mapping[Lang, Mapping[str, str]] = {
    "en": {
        "game": "Game",
        "options": "Options",
        "seed": "Seed",
        "result": "Result",
        "unfinished": "unfinished",
        "draw": "draw",
        "wins": "winner {who}, {points} {unit}: {reason}",
        "point": "point",
        "points": "points",
        "roll-off": "roll-off",
        "draw-start": "start draw",
        "yes": "yes",
        "no": "no",
    },
    "fr": {
        "game": "Jeu",
        "options": "Options",
        "seed": "Graine",
        "result": "Résultat",
        "unfinished": "partie en cours",
        "draw": "partie nulle",
        "wins": "vainqueur {who}, {points} {unit} : {reason}",
        "point": "point",
        "points": "points",
        "roll-off": "priorité",
        "draw-start": "tirage du départ",
        "yes": "oui",
        "no": "non",
    },
}
"""The words of the text notation's header and lines."""

SHARED_ROLLS: Mapping[str, str] = {"roll-off": "roll-off", "draw": "draw-start"}
"""Stages of a tables game in which each player throws one die (rules.md §0.3; the 225 start draw),
with the word naming such a roll."""


def seat_name(game: str, seat: int, lang: Lang, state: GameState[Any] | None = None) -> str:
    """The name of ``seat`` in ``game`` (the rules object's ``seat_names``); in a match, those of the game
    being played in ``state`` (Black is seat 0 in Révertier, White in the other tables games)."""
    playing = getattr(getattr(state, "game", state), "variant", None)
    names = getattr(playing, "seat_names", None) or find_variant(game).seat_names
    return (names.get(lang) or names["en"])[seat]


def _shared_roll(state: GameState[Any]) -> str | None:
    """The word naming the roll due in ``state`` when it gives one die to each player, else None."""
    game = getattr(state, "game", state)  # a match's current game
    stage = getattr(getattr(game, "stage", None), "value", None)
    if stage in SHARED_ROLLS:
        return SHARED_ROLLS[stage]
    return "roll-off" if getattr(game, "rolloff", False) else None


def _value(value: Any, words: Mapping[str, str]) -> str:
    if value is True:
        return words["yes"]
    if value is False:
        return words["no"]
    if isinstance(value, list):
        return "/".join(str(item) for item in value)
    return str(value)


def _result(game: str, state: GameState[Any], lang: Lang) -> str:
    words = WORDS[lang]
    outcome = state.outcome
    if outcome is None:
        return words["unfinished"]
    if outcome.winner is None:
        return words["draw"]
    shown = state.view(lang)
    told = shown.get("outcome") or {}
    reason = told.get("reason_text") or told.get("text") or shown.get("status") or outcome.reason
    unit = words["point"] if outcome.points == 1 else words["points"]
    who = seat_name(game, outcome.winner, lang, state)
    return words["wins"].format(who=who, points=outcome.points, unit=unit, reason=reason)


def _written(state: GameState[Any], play: str) -> str:
    """A recorded play in the game's current notation (an older Révertier record's standard numbers in the
    board's letters, ``TablesState.written``); as recorded in the other games."""
    game = getattr(state, "game", state)  # a match's current game
    written = getattr(game, "written", None)
    return written(play) if written is not None else play


def game_text(record: Mapping[str, Any] | str, lang: Lang = "en") -> str:
    """The game of ``record`` as text in ``lang`` (RecordError for a bad record)."""
    data, states = load_states(record)
    lang = lang if lang in WORDS else "en"
    words = WORDS[lang]
    game = data["game"]
    variant = find_variant(game)
    options = ", ".join(
        f"{key}: {_value(value, words)}" for key, value in sorted(variant.options(data["options"]).items())
    )
    lines = [
        f'[{words["game"]} "{variant.names.get(lang) or variant.names["en"]}"]',
        f'[{words["options"]} "{options}"]',
        f'[{words["seed"]} "{data["seed"]}"]',
        f'[{words["result"]} "{_result(game, states[-1], lang)}"]',
        "",
    ]
    turns: list[list[str]] = []
    line: list[str] | None = None  # the words of the current line; None when the next play starts a new one
    shared = False  # the current line's roll gave one die to each player: its play names who made it
    for before, action in zip(states, data["actions"], strict=False):
        who = seat_name(game, before.turn, lang, before)
        if "roll" in action:
            shared = _shared_roll(before)
            dice = "-".join(str(d) for d in action["roll"])
            line = [f"{len(turns) + 1}. {words[shared] if shared else who} {dice}:"]
            turns.append(line)
            continue
        if line is None:
            shared = None
            line = [f"{len(turns) + 1}. {who}:"]
            turns.append(line)
        play = _written(before, action["play"])
        line.append(f"{who} {play}" if shared else play)
        line = None
    lines.extend(" ".join(words_of).rstrip(":") for words_of in turns)
    return "\n".join(lines) + "\n"
