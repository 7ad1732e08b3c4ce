"""The position literal of Reversi, written like a chess FEN: ``8/8/8/3OX3/3XO3/8/8/8/X`` is the start.

Eight rows separated by ``/``, row 1 first (as the board and the engine number them, rules.md §5.1),
each from column a to h: ``X`` a Black disc, ``O`` a White disc, a digit that many empty squares (``.``
one empty square); then the side to move, ``X`` or ``O`` (Black when left out).  Letters may be lower case.
"""

from __future__ import annotations

from .bitboard import SQUARES
from .state import BLACK, WHITE, ReversiState

MAX_LENGTH = 120
SIDES = ("X", "O")


class PositionTextError(ValueError):
    """A Reversi literal that does not describe a board, with the reason in words."""


def parse(text: str) -> ReversiState:
    """The state a literal describes; PositionTextError if it is wrong."""
    if len(text) > MAX_LENGTH:
        raise PositionTextError(f"a position has at most {MAX_LENGTH} characters")
    fields = [field.strip().upper() for field in text.strip().split("/")]
    if len(fields) not in (8, 9):
        raise PositionTextError("expected 8 rows separated by '/', then optionally the side to move (X or O)")
    to_move = fields[8] if len(fields) == 9 else "X"
    if to_move not in SIDES:
        raise PositionTextError(f"the side to move is X (Black) or O (White), not {to_move!r}")
    black = white = 0
    for row, cells in enumerate(fields[:8]):
        column = 0
        for cell in cells:
            if cell.isdigit() and cell != "0":
                column += int(cell)
            elif cell in "XO.":
                if cell != "." and column < 8:
                    bit = 1 << (row * 8 + column)
                    black, white = (black | bit, white) if cell == "X" else (black, white | bit)
                column += 1
            else:
                raise PositionTextError(f"row {row + 1}: {cell!r} is not X, O, '.' or a digit 1-8")
        if column != 8:
            raise PositionTextError(f"row {row + 1} has {column} squares instead of 8")
    return ReversiState(black, white, BLACK if to_move == "X" else WHITE)


def format_text(state: ReversiState) -> str:
    """The literal of ``state`` (inverse of :func:`parse`)."""
    rows = []
    for row in range(8):
        text, empty = "", 0
        for column in range(8):
            bit = 1 << SQUARES["abcdefgh"[column] + str(row + 1)]
            cell = "X" if state.black & bit else "O" if state.white & bit else ""
            if cell:
                text += (str(empty) if empty else "") + cell
                empty = 0
            else:
                empty += 1
        rows.append(text + (str(empty) if empty else ""))
    return "/".join([*rows, SIDES[state.to_move]])
