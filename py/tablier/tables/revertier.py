"""Le Révertier (Charpentier, 1699; seed 000 part 1; rules.md §1).

Parallel geometry (both players go counter-clockwise, starting diagonally
opposite); all 15 checkers start on the talon (r1); the tête is r12.  In the
jeu aller (r1–12) a checker may not stop or rest on a point holding one of its
own, except on the tête (§11); a lone opposing checker is hit (§12); bar
checkers enter in r1–6 under the same restrictions, so never on the talon while
it holds own checkers (§13); BO-std bear-off (§14).  A player with more checkers
on the bar than points of his entry quadrant free of his own checkers is blocked
for good: the game ends at once, 2 points to the opponent (§15–16), checked after
every single move.  While he only has more checkers on the bar than normally open
entry points he may pass (temporary block, §15; option ``always_must_play``).  Should both
players have a checker on the bar that no die can enter, neither can ever move again: the
game ends drawn (``Revertier.mutually_blocked``; the seed names no winner for it).
Bearing off all 15 first wins 1 point (§16).  Every game opens with a roll-off,
the higher die throwing both dice again (§6).  Seat S is Black, talon *a*; seat N
is White, talon *m* (§2); plays are written in the seed's letters (``f/i k/off``).
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any, ClassVar

from ..protocol import Lang, Outcome
from .geometry import BAR, OFF, PARALLEL
from .moves import Leaf, mover_view
from .position import CHECKERS, Position, Side, side_from_points
from .rules import TablesRules

TALON = 1
TETE = 12
ENTRY = range(1, 7)
LETTERS = "abcdefghijklmnopqrstuvwx"
"""Point letters of the seed's diagrams: a..l = A23..A12, m..x = A11..A0 (rules.md §0.2)."""


def from_letters(text: str) -> Position:
    """A position in the seed's letters: ``from_letters("B: a4 e f bar3 / W: b2 c3 d")``.

    B is Black (seat S, talon a, tête l), W is White (seat N, talon m, tête x);
    each token is a letter a..x, ``bar`` or ``off`` with an optional count
    (default 1); checkers not listed are off.
    """
    sides: dict[str, Side] = {}
    for part in text.split("/"):
        label, _, body = part.partition(":")
        seat = label.strip().upper()
        if seat not in ("B", "W") or seat in sides:
            raise ValueError(f"expected 'B: ...' and 'W: ...', got {part.strip()!r}")
        stacks: dict[int, int] = {}
        for token in body.split():
            match = re.fullmatch(r"(bar|off|[a-x])(\d{0,2})", token.lower())
            if not match:
                raise ValueError(f"bad token {token!r} (expected e.g. a4, f, bar3)")
            where, count = match.group(1), int(match.group(2) or 1)
            if where in ("bar", "off"):
                r = BAR if where == "bar" else OFF
            else:
                r = LETTERS.index(where) + 1 if seat == "B" else (LETTERS.index(where) - 12) % 24 + 1
            stacks[r] = stacks.get(r, 0) + count
        sides[seat] = side_from_points(stacks)
    if len(sides) != 2:
        raise ValueError("a position needs both 'B:' and 'W:'")
    return Position(sides["B"], sides["W"])


def open_entries(own: Side, opp: Side) -> int:
    """Acc: entry points r1–6 normally open to the mover (empty or one opposing
    checker; never a point holding his own, so never his occupied talon)."""
    return sum(1 for r in ENTRY if not own[r] and opp[r] < 2)


def blocked_for_good(side: Side) -> bool:
    """§15 (rules.md §1.9): F < k, F = points of the side's r1–6 without its own
    checkers, k = its checkers on the bar (``side`` indexed by its own route)."""
    return side[BAR] > sum(1 for r in ENTRY if not side[r])


def opponent_blocked_for_good(opp: Side) -> bool:
    """:func:`blocked_for_good` of the opponent seen from the mover (parallel
    family: the opponent's r1–6 are the mover's r13–18)."""
    return opp[BAR] > sum(1 for r in range(13, 19) if not opp[r])


class Revertier(TablesRules):
    """The rules of 1699 as given by seed 000, part 1."""

    id = "revertier"
    names: ClassVar = {"en": "Révertier", "fr": "Révertier"}
    source: ClassVar = {"en": "Révertier, 1699", "fr": "Révertier, 1699"}
    geometry = PARALLEL
    ends_mid_turn = True
    option_defaults: ClassVar = {"always_must_play": False}
    colours: ClassVar = ("black", "white")
    """§2: « Le talon des Blancs se trouve en « m » celui des Noirs en « a » »: seat S, whose talon is *a*
    (the top-right corner, A23) and who sits at the bottom of the seed's figure (« NOIRS »), is Black; seat
    N (talon *m*, « BLANCS » at the top) is White.  A mapping of seats to colours only: the seats, their
    routes and the roll-off are unchanged, so records (which store seats and plays) need no migration."""
    sections: ClassVar[Mapping[str, str]] = {
        "blocked-point": "§11",
        "enter-first": "§13",
        "bear-off-home": "§14",
        "bear-off-farthest": "§14",
        "max-dice": "§10",
        "higher-die": "§10",
    }
    """Section of seed 000 (part 1) stating the rule of a core explanation."""

    def start_position(self, draws: Any) -> Position:
        """All 15 on the talon, r1 (§2)."""
        side = side_from_points({TALON: CHECKERS})
        return Position(side, side)

    def blocked(self, own: Side, opp: Side, frm: int, to: int) -> str | None:
        """§11 and §13: never on two or more opposing checkers; in the jeu aller,
        except the tête, never on a point holding an own checker (entries too,
        hence never on the talon while it holds own checkers)."""
        if opp[to] >= 2:
            return "rev-blocked-point"
        if to < TETE and own[to]:
            if frm == BAR:
                return "rev-talon-entry" if to == TALON else "rev-entry-own"
            return "rev-jeu-aller"
        return None

    def extra_plays(self, own: Side, opp: Side, dice: tuple[int, ...]) -> list[Leaf]:
        """Temporary block (§15, rules.md §1.7 and §9.6): while more checkers are on
        the bar than entry points are normally open, the player may pass, « jusqu'à ce
        que les cases occupées par les Blancs soient libérées ou vulnérables ».  Not
        while the opponent has a checker on the bar that no die enters: he can never
        move again before the player does, so the wait would never end, and passing
        would repeat the position for ever."""
        if self.options["always_must_play"] or own[BAR] <= open_entries(own, opp):
            return []
        if self.opponent_cannot_enter(own, opp):
            return []
        return [Leaf((), own, opp)]

    def ends_game(self, own: Side, opp: Side) -> bool:
        """After every single move: all borne off, the opponent blocked for good, or both blocked for ever."""
        return own[OFF] == CHECKERS or opponent_blocked_for_good(opp) or self.mutually_blocked(own, opp)

    def mutually_blocked(self, own: Side, opp: Side) -> bool:
        """Neither player can ever move again (``own``, ``opp`` in the mover's view): each has a checker on the
        bar that no die can enter, and while one is there no other checker may move (§13), so the checkers
        holding the other's entry points never leave.  The blocage définitif (§15) counts among the points
        left to a player those « occupées par l'adversaire », who will move on some day; here he cannot, yet
        F ≥ k may hold for both, and without this the game would go on for ever, both passing.  The seed
        names no winner for it: the game ends drawn (``mutual-block``)."""
        return bool(opp[BAR]) and self.cannot_enter(own, opp) and self.opponent_cannot_enter(own, opp)

    def cannot_enter(self, own: Side, opp: Side) -> bool:
        """Whether ``own`` (``opp`` in its view) has a checker on the bar that no die can enter (§13)."""
        return own[BAR] > 0 and all(self.blocked(own, opp, BAR, die) is not None for die in ENTRY)

    def opponent_cannot_enter(self, own: Side, opp: Side) -> bool:
        """:meth:`cannot_enter` of the opponent (``own``, ``opp`` in the mover's view)."""
        return opp[BAR] > 0 and self.cannot_enter(self.geometry.permute(opp), self.geometry.permute(own))

    def result(self, position: Position) -> Outcome | None:
        """A win (``winner``, ``outcome``), or the draw of two players blocked for ever (``mutually_blocked``)."""
        found = super().result(position)
        # the bar first: bots ask this of every position they weigh, and the view's permutation costs more
        if found is None and position[1][BAR] and self.mutually_blocked(*mover_view(position, 0, self.geometry)):
            return Outcome(None, 0, "mutual-block")
        return found

    def winner(self, position: Position) -> int | None:
        for seat in (0, 1):
            if position[seat][OFF] == CHECKERS or blocked_for_good(position[1 - seat]):
                return seat
        return None

    def outcome(self, position: Position, winner: int) -> Outcome:
        """§16: 1 point for bearing off first, 2 for blocking the opponent for good."""
        if blocked_for_good(position[1 - winner]):
            return Outcome(winner, 2, "blocage-definitif")
        return Outcome(winner, 1, "sortie")

    def citation(self, text_id: str) -> Mapping[Lang, str]:
        """The source with the section of seed 000 part 1 that states the rule
        (Swedish Tables inherits these rules, so it cites them the same way)."""
        section = Revertier.sections.get(text_id)
        if section is None:
            return self.source
        return {lang: f"{name}, {section}" for lang, name in Revertier.source.items()}

    def point_labels(self, seat: int) -> list[str]:
        """The seed's letters a..x, the same from both sides (§2)."""
        return [LETTERS[23 - a] for a in range(24)]

    def view_extras(self, position: Position) -> dict[str, Any]:
        """For the board marks: the absolute points of each seat's talon and tête (§2), and ``entry_blocked``,
        per seat, whether it has more checkers on the bar than entry points normally open (k > Acc: the
        temporary block of §15, when Révertier lets it pass and Swedish Tables lets it force, part 2 §1)."""
        abs_point = self.geometry.abs_point
        blocked = []
        for seat in (0, 1):
            own, opp = mover_view(position, seat, self.geometry)
            blocked.append(own[BAR] > open_entries(own, opp))
        return {
            "marks": {"talon": [abs_point[s][TALON] for s in (0, 1)], "tete": [abs_point[s][TETE] for s in (0, 1)]},
            "entry_blocked": blocked,
        }
