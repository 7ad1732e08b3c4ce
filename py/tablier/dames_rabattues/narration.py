"""Sentences for each event of a throw, and one export line per throw, in French and English.

Seed 001 §8–11 (what a die does, who uses it, lost dice, rethrow, primacy).
"""

from __future__ import annotations

from collections.abc import Sequence

from ..protocol import Lang
from .board import BEAROFF, KNOCKDOWN
from .events import LOST, PHASE2, RETHROW, ROLLOFF, WIN, Event
from .texts import COLOURS, DOUBLETS, pick

_SENTENCES = {
    "en": {
        KNOCKDOWN: "{who} knocks down a checker on point {point}.",
        BEAROFF: "{who} bears off a checker from point {point}.",
        "passed-" + KNOCKDOWN: "{thrower} cannot use the {die}, so {who} uses it to knock down a checker "
        "on point {point}.",
        "passed-" + BEAROFF: "{thrower} cannot use the {die}, so {who} uses it to bear off a checker "
        "from point {point}.",
        PHASE2: "{who} has knocked down every checker and now bears them off.",
        LOST: "Neither player can use the {die}: it is lost.",
        WIN: "{who} has borne off every checker and wins the game (1 point).",
        "primacy": " {other} could have finished on this throw too, but the thrower has primacy.",
        RETHROW: "Doublet: {who} throws again.",
        "rolloff": "Roll-off: White {0}, Black {1}. {who} throws first.",
        "tie": "Roll-off: White {0}, Black {1}. A tie: throw again.",
    },
    "fr": {
        KNOCKDOWN: "Les {who} rabattent une dame de leur flèche {point}.",
        BEAROFF: "Les {who} sortent une dame de leur flèche {point}.",
        "passed-" + KNOCKDOWN: "Les {thrower} ne pouvant jouer le {die}, les {who} en profitent pour "
        "rabattre une dame de leur flèche {point}.",
        "passed-" + BEAROFF: "Les {thrower} ne pouvant jouer le {die}, les {who} en profitent pour "
        "sortir une dame de leur flèche {point}.",
        PHASE2: "Les {who} ont rabattu toutes leurs dames et commencent à les sortir.",
        LOST: "Aucun des deux joueurs ne peut jouer le {die} : il est perdu.",
        WIN: "Les {who} ont sorti toutes leurs dames et gagnent la partie (1 point).",
        "primacy": " Les {other} pouvaient aussi finir sur ce coup, mais le lanceur a la primauté du jeu.",
        RETHROW: "Doublet : les {who} relancent les dés.",
        "rolloff": "Priorité : Blancs {0}, Noirs {1}. Les {who} lancent les premiers.",
        "tie": "Priorité : Blancs {0}, Noirs {1}. Égalité : on relance.",
    },
}

_LINE_WORDS = {
    "en": {KNOCKDOWN: "knocks down {point}", BEAROFF: "bears off {point}", PHASE2: "{who} all down",
           LOST: "{die} lost", WIN: "{who} wins", "primacy": "{who} wins by primacy",
           RETHROW: "{who} throws again", "rolloff": "Roll-off: White {0}, Black {1}",
           "starts": "{who} starts", "tie": "tie"},
    "fr": {KNOCKDOWN: "rabattent {point}", BEAROFF: "sortent {point}", PHASE2: "tout rabattu pour les {who}",
           LOST: "{die} perdu", WIN: "les {who} gagnent", "primacy": "les {who} gagnent par primauté",
           RETHROW: "les {who} rejouent", "rolloff": "Priorité : Blancs {0}, Noirs {1}",
           "starts": "les {who} commencent", "tie": "égalité"},
}  # fmt: skip


def _colour(seat: int | None, lang: Lang) -> str:
    return pick(COLOURS, lang)[seat or 0]


def sentence(event: Event, lang: Lang = "en") -> str:
    """One full sentence narrating ``event`` (e.g. "White knocks down a checker on point 5.")."""
    words = pick(_SENTENCES, lang)
    who = _colour(event.seat, lang)
    if event.action == ROLLOFF:
        dice = event.dice or ()
        return words["rolloff" if event.seat is not None else "tie"].format(*dice, who=who)
    if event.action == RETHROW:
        return words[RETHROW].format(who=_colour(event.by, lang))
    key = event.action
    if key in (KNOCKDOWN, BEAROFF) and event.by != event.seat:
        key = "passed-" + key
    text = words[key].format(who=who, thrower=_colour(event.by, lang), point=event.die, die=event.die)
    if event.action == WIN and event.primacy:
        text += words["primacy"].format(other=_colour(1 - (event.seat or 0), lang))
    return text


def throw_line(by: int | None, dice: Sequence[int], events: Sequence[Event], lang: Lang = "en") -> str:
    """The export line of a throw, e.g. "White 5-2: knocks down 5, White all down, bears off 2"."""
    words = pick(_LINE_WORDS, lang)
    if by is None:
        (rolloff,) = events
        end = words["starts"] if rolloff.seat is not None else words["tie"]
        semicolon = " ;" if lang == "fr" else ";"
        return f"{words['rolloff'].format(*dice)}{semicolon} {end.format(who=_colour(rolloff.seat, lang))}"
    high, low = sorted(dice, reverse=True)
    name = f" ({DOUBLETS[high]})" if high == low else ""
    parts = []
    for event in events:
        key = "primacy" if event.action == WIN and event.primacy else event.action
        who = _colour(event.by if event.action == RETHROW else event.seat, lang)
        part = words[key].format(who=who, point=event.die, die=event.die)
        if event.action in (KNOCKDOWN, BEAROFF) and event.seat != by:
            part = f"{who} {part}" if lang == "en" else f"les {who} {part}"
        parts.append(part)
    colon = " :" if lang == "fr" else ":"
    return f"{_colour(by, lang)} {high}-{low}{name}{colon} {', '.join(parts)}"
