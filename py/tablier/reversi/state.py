"""Reversi game states and the Reversi variant (rules.md §5; seed 003).

Plays are written in their notation: a square ``a1``-``h8`` or ``pass``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from typing import Any, ClassVar

from ..protocol import GameState, IllegalActionError, Lang, NotationError, Outcome, Phase, Variant
from . import texts
from .bitboard import NAMES, PASS, PASS_NAME, SQUARES, START_BLACK, START_WHITE, flips, legal_moves
from .view import build_view

BLACK, WHITE = 0, 1


@dataclass(frozen=True)
class ReversiState(GameState[str]):
    """A position with the seat to move, plus the last play and the discs it flipped.

    ``black`` and ``white`` are bitboards (bit ``i`` = square ``NAMES[i]``);
    ``last`` is a square index, ``PASS`` or None (game start).
    """

    variant: ClassVar[Variant]

    black: int = START_BLACK
    white: int = START_WHITE
    to_move: int = BLACK
    last: int | None = None
    flipped: int = field(default=0, compare=False)

    @classmethod
    def from_diagram(cls, diagram: str, to_move: int = BLACK) -> ReversiState:
        """A position from 8 rows of ``X`` (Black), ``O`` (White), ``.`` (empty), row 1 first."""
        cells = [c for c in diagram if c in "XO."]
        if len(cells) != 64:
            raise ValueError(f"a diagram needs 64 cells, got {len(cells)}")
        black = sum(1 << i for i, c in enumerate(cells) if c == "X")
        white = sum(1 << i for i, c in enumerate(cells) if c == "O")
        return cls(black, white, to_move)

    @property
    def mover_discs(self) -> tuple[int, int]:
        """``(P, O)``: the bitboards of the player to move and of the opponent."""
        return (self.black, self.white) if self.to_move == BLACK else (self.white, self.black)

    @cached_property
    def moves(self) -> int:
        """Bitboard of the mover's legal placements (rules.md §5.2)."""
        return legal_moves(*self.mover_discs)

    @cached_property
    def finished(self) -> bool:
        """True when neither player can move (rules.md §5.3)."""
        p, o = self.mover_discs
        return not self.moves and not legal_moves(o, p)

    @property
    def turn(self) -> int:
        return self.to_move

    @property
    def phase(self) -> Phase:
        return Phase.OVER if self.finished else Phase.PLAY

    def legal_plays(self) -> list[str]:
        if self.finished:
            return []
        if not self.moves:
            return [PASS_NAME]
        return [NAMES[i] for i in range(64) if self.moves >> i & 1]

    def apply_roll(self, dice: Sequence[int]) -> ReversiState:
        raise IllegalActionError(
            {
                "en": "Reversi uses no dice.",
                "fr": "Le Reversi se joue sans dés.",
            }
        )

    def apply_play(self, play: str) -> ReversiState:
        return self.play_square(self._check(self._parse(play)))

    def play_square(self, square: int) -> ReversiState:
        """The state after a play known to be legal: a square index or ``PASS``."""
        if square == PASS:
            return ReversiState(self.black, self.white, 1 - self.to_move, PASS, 0)
        p, o = self.mover_discs
        bit = 1 << square
        flipped = flips(p, o, square)
        p, o = p | bit | flipped, o ^ flipped
        black, white = (p, o) if self.to_move == BLACK else (o, p)
        return ReversiState(black, white, 1 - self.to_move, square, flipped)

    @property
    def counts(self) -> tuple[int, int]:
        """Disc counts ``(black, white)``."""
        return self.black.bit_count(), self.white.bit_count()

    @property
    def outcome(self) -> Outcome | None:
        """More discs wins, equal is a draw (rules.md §5.4); a wipe-out wins (seed 003)."""
        if not self.finished:
            return None
        black, white = self.counts
        if black == white:
            return Outcome(None, 0, "discs")
        winner = BLACK if black > white else WHITE
        return Outcome(winner, 1, "wipe-out" if min(black, white) == 0 else "discs")

    def play_to_str(self, play: str) -> str:
        return play

    def parse_play(self, text: str) -> str:
        return NAMES[s] if (s := self._check(self._parse(text))) != PASS else PASS_NAME

    def view(self, lang: Lang = "en") -> dict[str, Any]:
        return build_view(self, lang)

    @staticmethod
    def _parse(text: str) -> int:
        """The square index (or PASS) written as ``text``; NotationError if unreadable."""
        key = text.strip().lower() if isinstance(text, str) else ""
        if key == PASS_NAME:
            return PASS
        if key in SQUARES:
            return SQUARES[key]
        raise NotationError(texts.text("bad-notation", "en", text=text))

    def _check(self, square: int) -> int:
        """``square`` if it is a legal play here, else IllegalActionError explaining why."""
        if self.finished:
            raise IllegalActionError(texts.texts("game-over"))
        if square == PASS:
            if self.moves:
                raise IllegalActionError(texts.texts("no-pass", self.to_move))
            return square
        if not self.moves:
            raise IllegalActionError(texts.texts("must-pass", self.to_move))
        if (self.black | self.white) >> square & 1:
            raise IllegalActionError(texts.texts("occupied", square=NAMES[square]))
        if not self.moves >> square & 1:
            raise IllegalActionError(texts.texts("no-flip", square=NAMES[square]))
        return square


class ReversiVariant(Variant):
    """Reversi / Othello: 8×8, standard start, Black first (rules.md §5.1; seed 003)."""

    id: ClassVar[str] = "reversi"
    aliases: ClassVar[tuple[str, ...]] = ("othello",)
    names: ClassVar[Mapping[Lang, str]] = texts.NAMES
    seat_names: ClassVar[Mapping[Lang, tuple[str, str]]] = texts.COLOURS

    def new_game(self, options: Mapping[str, Any] | None = None, seed: int = 0) -> ReversiState:
        self.options(options)
        return ReversiState()


VARIANT = ReversiVariant()
ReversiState.variant = VARIANT
