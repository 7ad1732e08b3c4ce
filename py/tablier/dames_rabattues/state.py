"""Game states of Dames Rabattues and the registered variant.

A game is a sequence of rolls only (rules.md §3.5, §9.12): first the roll-off,
one roll ``[white_die, black_die]`` per attempt until the dice differ (seed 001 §4:
"chacun lance un dé"); then each roll ``[d1, d2]`` is one throw of the player
whose turn it is, resolved completely by :func:`resolve_throw`.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any, ClassVar, NoReturn

from ..protocol import GameState, IllegalActionError, Lang, Outcome, Phase, Variant
from .board import Side
from .events import ROLLOFF, Event
from .narration import throw_line
from .resolve import resolve_throw
from .texts import GAME_NAMES, GAME_OVER, NO_CHOICES, REASONS, TWO_DICE, pick
from .view import build_view


@dataclass(frozen=True)
class Throw:
    """The last roll: who threw (None for a roll-off, where both do), the dice, what happened."""

    by: int | None
    dice: tuple[int, int]
    events: tuple[Event, ...]

    def line(self, lang: Lang = "en") -> str:
        """The readable export line of this throw (e.g. "White 5-2: knocks down 5, ...")."""
        return throw_line(self.by, self.dice, self.events, lang)


@dataclass(frozen=True)
class DamesState(GameState[str]):
    """Both sides, who throws next, the roll-off winner (None before), winner, last throw."""

    variant: ClassVar[Variant]

    sides: tuple[Side, Side] = (Side(), Side())
    thrower: int = 0
    starter: int | None = None
    winner: int | None = None
    primacy: bool = False
    last: Throw | None = None

    @property
    def turn(self) -> int:
        """The seat that throws next (0 during the roll-off, where both seats throw one die)."""
        return self.thrower

    @property
    def phase(self) -> Phase:
        """Always ROLL until someone has no checker left: the game has no decisions."""
        return Phase.OVER if self.winner is not None else Phase.ROLL

    @property
    def rolloff(self) -> bool:
        """Whether the roll-off for the first throw is still due (seed 001 §4)."""
        return self.starter is None

    @property
    def outcome(self) -> Outcome | None:
        """One point to the first player with every checker borne off (seed 001 §12)."""
        if self.winner is None:
            return None
        return Outcome(self.winner, 1, "primacy" if self.primacy else "off")

    def legal_plays(self) -> Sequence[str]:
        """None: every throw plays itself (rules.md §3.5)."""
        return ()

    def apply_roll(self, dice: Sequence[int]) -> DamesState:
        """The roll-off attempt or the throw ``dice``, resolved completely."""
        if self.winner is not None:
            raise IllegalActionError(GAME_OVER)
        if len(dice) != 2 or not all(type(d) is int and 1 <= d <= 6 for d in dice):
            raise IllegalActionError(TWO_DICE)
        pair = (dice[0], dice[1])
        if self.starter is None:
            return self._rolloff(pair)
        result = resolve_throw(self.sides, self.thrower, pair)
        doublet = pair[0] == pair[1]
        return DamesState(
            sides=result.sides,
            thrower=self.thrower if doublet else 1 - self.thrower,
            starter=self.starter,
            winner=result.winner,
            primacy=any(e.primacy for e in result.events),
            last=Throw(self.thrower, pair, result.events),
        )

    def _rolloff(self, pair: tuple[int, int]) -> DamesState:
        """One die each; the higher throws both dice to start, a tie throws again (seed 001 §4)."""
        white, black = pair
        starter = None if white == black else (0 if white > black else 1)
        event = Event(ROLLOFF, dice=pair, seat=starter)
        return DamesState(thrower=starter or 0, starter=starter, last=Throw(None, pair, (event,)))

    def apply_play(self, play: str) -> NoReturn:
        """Always refused: there is nothing to choose (seed 001 §8–11)."""
        raise IllegalActionError(NO_CHOICES)

    def play_to_str(self, play: str) -> NoReturn:
        """Always refused: no play exists in this game."""
        raise IllegalActionError(NO_CHOICES)

    def parse_play(self, text: str) -> NoReturn:
        """Always refused: a record of this game holds rolls only."""
        raise IllegalActionError(NO_CHOICES)

    def view(self, lang: Lang = "en") -> dict[str, Any]:
        """The JSON-able view model (see :mod:`.view`)."""
        return build_view(self, lang)


class DamesRabattues(Variant):
    """Les Dames Rabattues (Charpentier, Paris 1699; seed 001; rules.md §3)."""

    id: ClassVar[str] = "dames-rabattues"
    aliases: ClassVar[tuple[str, ...]] = ("rabattues", "dames", "dames rabattues")
    names: ClassVar[Mapping[Lang, str]] = GAME_NAMES

    def new_game(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> DamesState:
        """The start position, roll-off due; no options, and the seed is not used (dice come from outside)."""
        self.options(options)
        return DamesState()

    def reason_text(self, reason: str, lang: Lang = "en") -> str:
        """An outcome's reason in words (a match lists each game's result)."""
        return str(pick(REASONS, lang)[reason])


DAMES_RABATTUES = DamesRabattues()
DamesState.variant = DAMES_RABATTUES
