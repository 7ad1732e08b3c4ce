"""The game protocol every Tablier game implements (tables games and Reversi).

A *variant* is a rules object (one per game, registered by id and aliases in
:mod:`tablier.registry`).  It builds immutable *game states*.  A state knows
whose turn it is, which kind of step is due (a roll, a play, or nothing because
the game is over), the legal plays, and returns a new state when an action is
applied.  Chance is explicit: dice are actions of their own (``Roll``), given
from outside (the browser's random source, a seeded RNG in tests), so that a
game record is ``{format, game, options, seed, actions}`` and replaying it
reproduces the game exactly.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any, ClassVar, Generic, TypeVar

Lang = str  # "en" or "fr"
LANGS: tuple[Lang, ...] = ("en", "fr")


class Phase(StrEnum):
    """What kind of step is due next."""

    ROLL = "roll"  # a chance event: dice must be thrown
    PLAY = "play"  # the player to move chooses among legal_plays()
    OVER = "over"  # the game has an outcome


@dataclass(frozen=True)
class Outcome:
    """How a game ended: winner seat (None for a draw), points won, reason id.

    ``reason`` is a stable machine id (e.g. ``"single"``, ``"partie-double"``,
    ``"gammon"``, ``"mother"``, ``"discs"``); :func:`tablier.texts.text`
    renders it in a language.
    """

    winner: int | None
    points: int
    reason: str


class IllegalActionError(ValueError):
    """An action that the rules do not allow in this state.

    ``explanation`` maps a language to a sentence naming the rule and its
    source, e.g. ``{"en": "A checker may not stop on a point held by two or
    more opposing checkers (Toutes tables, 1699)."}``.
    """

    def __init__(self, explanation: Mapping[Lang, str]) -> None:
        super().__init__(explanation.get("en", next(iter(explanation.values()), "")))
        self.explanation = dict(explanation)


class NotationError(ValueError):
    """A play written in text that cannot be parsed."""


PlayT = TypeVar("PlayT")


class GameState(ABC, Generic[PlayT]):
    """An immutable, hashable state of one game of some variant."""

    variant: Variant  # the rules object that made this state (class or instance attribute)

    @property
    @abstractmethod
    def turn(self) -> int:
        """Seat to act next: 0 or 1 (for a roll, the seat that throws)."""

    @property
    @abstractmethod
    def phase(self) -> Phase:
        """Which kind of step is due."""

    @abstractmethod
    def legal_plays(self) -> Sequence[PlayT]:
        """Every legal play of the player to move.

        In phase PLAY one of them must be chosen.  In phase ROLL the list may hold
        optional plays made instead of rolling (the doubling cube: ``double``);
        it is empty otherwise and in phase OVER.
        """

    @abstractmethod
    def apply_roll(self, dice: Sequence[int]) -> GameState[PlayT]:
        """The state after a chance event (phase must be ROLL)."""

    @abstractmethod
    def apply_play(self, play: PlayT) -> GameState[PlayT]:
        """The state after a legal play; raises IllegalActionError otherwise."""

    @property
    @abstractmethod
    def outcome(self) -> Outcome | None:
        """The result once phase is OVER, else None."""

    @abstractmethod
    def play_to_str(self, play: PlayT) -> str:
        """Readable notation of a play in this state (e.g. ``24/18 13/8``, ``d3``)."""

    @abstractmethod
    def parse_play(self, text: str) -> PlayT:
        """The legal play written as ``text``; NotationError or IllegalActionError."""

    @abstractmethod
    def view(self, lang: Lang = "en") -> dict[str, Any]:
        """A JSON-able view model for the renderer (no rules needed to draw it)."""


@dataclass(frozen=True)
class MatchContext:
    """Where a game sits in a match (see :mod:`tablier.match`).

    ``previous`` is the final state of the previous game (None for the first);
    ``crawford`` is True for the Crawford game (no doubling cube).
    """

    index: int
    score: tuple[int, int]
    target: int
    previous: GameState[Any] | None
    crawford: bool = False


class Variant(ABC):
    """A game's rules object: metadata plus a factory for its initial state."""

    id: ClassVar[str]
    aliases: ClassVar[tuple[str, ...]] = ()
    names: ClassVar[Mapping[Lang, str]]
    option_defaults: ClassVar[Mapping[str, Any]] = {}
    seat_names: ClassVar[Mapping[Lang, tuple[str, str]]] = {"en": ("White", "Black"), "fr": ("Blancs", "Noirs")}
    """Seat 0 and seat 1 by name (used by the text notation of a game)."""

    def options(self, given: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Defaults updated with ``given``; unknown keys are an error."""
        merged = dict(self.option_defaults)
        for key, value in (given or {}).items():
            if key not in merged:
                raise ValueError(f"{self.id}: unknown option {key!r}")
            merged[key] = value
        return merged

    @abstractmethod
    def new_game(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> GameState[Any]:
        """The initial state of a game with these options and seed."""

    def new_match_game(self, options: Mapping[str, Any] | None, seed: int, context: MatchContext) -> GameState[Any]:
        """The initial state of a game inside a match; override when who starts
        (or the start position) depends on the previous game.  Default: a new game."""
        return self.new_game(options, seed)
