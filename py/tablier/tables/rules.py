"""The rules-object base class: every tables game is a set of hook overrides.

The core (:mod:`.movegen`, :mod:`.state`) never asks which game it plays; it
calls these hooks.  Defaults are standard backgammon mechanics (rules.md §0):
contrary geometry, hit a lone opposing checker, no stop or rest on two or more,
bar checkers enter first, BO-std bear-off (§0.5), filters 1–2 of §0.4.

Hooks meant for later games: ``geometry`` (parallel family), ``ends_mid_turn``
and ``ends_game`` (a play cut at a game-ending move), ``blocked``
(Révertier's jeu-aller ban), ``land`` (Plakoto pins; a side tuple may carry
game-specific slots after index 25, which the core copies untouched),
``bear_off_blocked`` (connection rule, Plakoto pins), ``dice_for_roll`` and
``dice_ordered`` (Giul cascade), ``filter_plays`` (max pips, slow bear-off,
Fevga blocks), ``extra_plays`` (Swedish winning derogation), ``outcome``.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import TYPE_CHECKING, Any, ClassVar

from ..protocol import Lang, MatchContext, Outcome
from .geometry import BAR, CONTRARY, OFF, Geometry
from .moves import STEPS, Leaf, Play, Step
from .notation import point_name
from .position import CHECKERS, Position, Side, side_from_points

if TYPE_CHECKING:
    from .state import TablesState

STANDARD_START: dict[int, int] = {1: 2, 12: 5, 17: 3, 19: 5}  # rules.md §4.1
"""Backgammon start by route index: points 24, 13, 8 and 6."""

Move = tuple[Step, Side, Side]

COLOUR_NAMES: dict[str, dict[Lang, str]] = {
    "white": {"en": "White", "fr": "Blancs"},
    "black": {"en": "Black", "fr": "Noirs"},
}
"""The players named by the colour of their checkers, as the sources name them (« les Blancs »)."""


class TablesRules:
    """Hooks of one tables game; instantiated with the game's merged options."""

    id: ClassVar[str]
    names: ClassVar[Mapping[Lang, str]]
    source: ClassVar[Mapping[Lang, str]]
    """Short source citation used in explanations, e.g. "Toutes tables, 1699"."""
    geometry: ClassVar[Geometry] = CONTRARY
    opening: ClassVar[str] = "rethrow"
    """Roll-off outcome: "rethrow" (the winner throws both dice) or "roll-off-dice"
    (the winner plays the two roll-off dice, modern backgammon)."""
    start_draws: ClassVar[int] = 0
    """How many non-double rolls draw the start position (Toutes tables 225: 2)."""
    ends_mid_turn: ClassVar[bool] = False
    """True if a single move can end the game before the dice are used up
    (Révertier blocage, Plakoto mother): plays are then cut with ``ends_game``."""
    dice_ordered: ClassVar[bool] = False
    """True if the dice of a roll must be played in the given order (Giul cascade);
    ``in_order`` may limit it to some rolls."""
    option_defaults: ClassVar[Mapping[str, Any]] = {}
    colours: ClassVar[tuple[str, str]] = ("white", "black")
    """The colour of seat 0 (S) and seat 1 (N): light ("white") or dark ("black") checkers.  Seat 0 is
    White by default; a game whose source names the colours may differ (Révertier: Black on *a*, seat S)."""

    def __init__(self, options: Mapping[str, Any]) -> None:
        self.options = dict(options)
        cls = type(self)
        self._standard_landing = cls.blocked is TablesRules.blocked and cls.land is TablesRules.land
        # A move can never make legal a move from a point further back under the
        # standard landing and hitting: doublets are then searched in point order.
        # A game overriding ``blocked`` or ``land`` (Révertier's jeu-aller ban,
        # Fevga's postillon, Plakoto pins) is searched in every order.
        self.point_order_free = self._standard_landing and not cls.dice_ordered
        self._point_names = tuple(
            tuple(self.point_labels(seat)[self.geometry.abs_point[seat][r]] for r in range(1, 25)) for seat in (0, 1)
        )

    def __eq__(self, other: object) -> bool:
        return type(other) is type(self) and other.options == self.options

    def __hash__(self) -> int:
        return hash((type(self).__name__, tuple(sorted(self.options.items()))))

    # --- start -------------------------------------------------------------
    def start_position(self, draws: Sequence[tuple[int, int]]) -> Position:
        """The initial position (``draws`` are the start rolls, if any)."""
        side = side_from_points(STANDARD_START)
        return Position(side, side)

    def match_start(
        self, context: MatchContext, previous: TablesState | None
    ) -> tuple[int, tuple[tuple[int, int], ...]] | None:
        """Who opens a game of a match: None for the game's own opening (draw and
        roll-off), or (seat throwing first, start draws to reuse).  Default: None."""
        return None

    def cube_enabled(self) -> bool:
        """Whether a doubling cube is in play in this game."""
        return False

    # --- dice --------------------------------------------------------------
    def dice_for_roll(self, roll: Sequence[int]) -> tuple[int, ...]:
        """The dice to play: both values, or four times a doublet (§0.3)."""
        a, b = roll
        return (a,) * 4 if a == b else (max(a, b), min(a, b))

    def in_order(self, left: tuple[int, ...]) -> bool:
        """Whether the dice left must be played in their order (only the first may be
        played next).  Default: ``dice_ordered``; Giul orders its cascades only."""
        return self.dice_ordered

    # --- single moves ------------------------------------------------------
    def blocked(self, own: Side, opp: Side, frm: int, to: int) -> str | None:
        """Why a checker may not stop or rest on point ``to`` (a text id), or None."""
        return "blocked-point" if opp[to] >= 2 else None

    def land(self, own: list[int], opp: list[int], to: int) -> bool:
        """Effect of landing on ``to`` (lists are mutated); True if it hit."""
        if opp[to] == 1:
            opp[to] = 0
            opp[BAR] += 1
            return True
        return False

    def bear_off_blocked(self, own: Side, opp: Side, frm: int, die: int) -> str | None:
        """Why the checker on ``frm`` may not bear off with ``die``, or None (BO-std, §0.5)."""
        if any(own[BAR:19]):
            return "bear-off-home"
        if frm + die > OFF and any(own[19:frm]):
            return "bear-off-farthest"
        return None

    def single_moves(self, own: Side, opp: Side, die: int) -> list[Move]:
        """Every single move with ``die``: (step, own after, opp after).

        Hot path: with the default ``blocked`` and ``land`` hooks the landing test
        and the hit are inlined (same rules, no method calls).
        """
        moves: list[Move] = []
        if own[BAR]:
            if self.blocked(own, opp, BAR, die) is None:
                moves.append(self.make_move(own, opp, BAR, die, die))
            return moves
        home = not any(own[BAR:19])
        standard = self._standard_landing
        for frm in range(1, 25):
            if not own[frm]:
                continue
            to = frm + die
            if to >= OFF:
                if home and self.bear_off_blocked(own, opp, frm, die) is None:
                    mine = list(own)
                    mine[frm] -= 1
                    mine[OFF] += 1
                    moves.append((STEPS[0][die][frm], tuple(mine), opp))
            elif not standard:
                if self.blocked(own, opp, frm, to) is None:
                    moves.append(self.make_move(own, opp, frm, to, die))
            elif opp[to] < 2:
                mine = list(own)
                mine[frm] -= 1
                mine[to] += 1
                if opp[to]:
                    theirs = list(opp)
                    theirs[to] = 0
                    theirs[BAR] += 1
                    moves.append((STEPS[1][die][frm], tuple(mine), tuple(theirs)))
                else:
                    moves.append((STEPS[0][die][frm], tuple(mine), opp))
        return moves

    def make_move(self, own: Side, opp: Side, frm: int, to: int, die: int) -> Move:
        """Apply one move (already known to be allowed)."""
        mine = list(own)
        mine[frm] -= 1
        mine[to] += 1
        if to == OFF or not opp[to]:
            return STEPS[0][die][frm], tuple(mine), opp
        theirs = list(opp)
        hit = self.land(mine, theirs, to)
        return STEPS[hit][die][frm], tuple(mine), tuple(theirs)

    # --- whole plays -------------------------------------------------------
    def filter_plays(self, leaves: list[Leaf], dice: tuple[int, ...]) -> list[Leaf]:
        """Game-specific filters after §0.4 filters 1–2 (default: none)."""
        return leaves

    def filter_reason(self) -> str:
        """Text id naming the game-specific filter (for explanations)."""
        return "not-legal"

    def preferred(self, leaf: Leaf) -> bool:
        """Whether a play's end is kept by the game's filter when a game's filter is
        "keep the preferred plays if any" (Fevga's block rules).  Read by lazy turns
        (:mod:`.lazy`), which apply the filter this way.  Default: every end."""
        return True

    def lazy_turn(self, dice: tuple[int, ...]) -> bool:
        """True if turns with these dice are too large to enumerate (Giul cascades):
        the state then answers legality step by step (:mod:`.lazy`).  Default: False."""
        return False

    def extra_plays(self, own: Side, opp: Side, dice: tuple[int, ...]) -> list[Leaf]:
        """Plays legal despite the filters (overrides, §0.4 step 4; default none)."""
        return []

    # --- end ---------------------------------------------------------------
    def ends_game(self, own: Side, opp: Side) -> bool:
        """Whether the game is over after a single move (read when ``ends_mid_turn``)."""
        return own[OFF] == CHECKERS

    def winner(self, position: Position) -> int | None:
        """The seat that has won, if any (default: all 15 borne off)."""
        for seat in (0, 1):
            if position[seat][OFF] == CHECKERS:
                return seat
        return None

    def outcome(self, position: Position, winner: int) -> Outcome:
        """Points and reason of a finished game (before any cube)."""
        return Outcome(winner, 1, "single")

    def play_outcome(self, before: Position, seat: int, play: Play) -> Outcome | None:
        """The outcome if ``play`` of ``seat`` from ``before`` ends the game, else None
        (Swedish jan forcé needs the move; default: ``result`` of the play's position)."""
        return self.result(play.result)

    # --- texts and view ----------------------------------------------------
    def citation(self, text_id: str) -> Mapping[Lang, str]:
        """The ``{source}`` of explanation ``text_id`` (default: ``source``;
        a game may add the section of its source that states that rule)."""
        return self.source

    def view_extras(self, position: Position) -> dict[str, Any]:
        """Game-specific keys added to the view model (e.g. talon and tête marks)."""
        return {}

    def result(self, position: Position) -> Outcome | None:
        """The outcome if the game is over at ``position``, else None (before any
        cube).  Default: ``winner`` then ``outcome``.  A game with draws (Plakoto's
        two pinned mothers) overrides it and returns ``Outcome(None, 0, reason)``."""
        winner = self.winner(position)
        return None if winner is None else self.outcome(position, winner)

    def pinned(self, position: Position) -> frozenset[tuple[int, int]]:
        """(seat, route index) of every pinned checker, for the view (Plakoto; default none)."""
        return frozenset()

    # --- labels ------------------------------------------------------------
    @classmethod
    def seat_names(cls) -> dict[Lang, tuple[str, str]]:
        """Seat 0 and seat 1 by the name of their colour, per language (``colours``)."""
        return {lang: (COLOUR_NAMES[cls.colours[0]][lang], COLOUR_NAMES[cls.colours[1]][lang]) for lang in ("en", "fr")}

    def point_labels(self, seat: int) -> list[str]:
        """Labels of the 24 absolute points from ``seat``'s side (default: 25 − r)."""
        labels = [""] * 24
        for r in range(1, 25):
            labels[self.geometry.abs_point[seat][r]] = str(25 - r)
        return labels

    def point_name(self, seat: int, r: int) -> str:
        """How a play of ``seat`` names its route index r: the label of that point on the board
        (:meth:`point_labels`: standard numbers, or Révertier's letters), ``bar`` or ``off``."""
        if r in (BAR, OFF):
            return point_name(r)
        return self._names(seat)[r - 1]

    def read_point(self, seat: int, word: str) -> int | None:
        """The route index of ``seat`` that a point name other than a standard number stands for (a
        letter of Révertier's board), or None: standard numbers are read in every game (notation.py)."""
        if word.isdigit():
            return None
        names = self._names(seat)
        return names.index(word) + 1 if word in names else None

    def _names(self, seat: int) -> tuple[str, ...]:
        """The board labels of ``seat``'s route indices 1..24 (computed with the rules object)."""
        return self._point_names[seat]
