"""Swedish Tables (*Tables suédoises*; seed 000 part 2; rules.md §2).

Every Révertier rule applies (:mod:`.revertier`) except the temporary-block
pass, plus:

- entry forcing (§1): while more checkers are on the bar than entry points are
  normally open (re-checked before each entry), a checker may enter on a point
  held by two or more opposing checkers, which all go to the bar;
- forcing a bouchage (§2): a point of a run of six or more consecutive points of
  the opponent's jeu de retour (his r13–24, never his talon or tête) holding two
  or more of his checkers each may be forced by stopping or resting on it;
- no forcing of either kind with only one checker left to bear off;
- the slow bear-off (§4): the play must use the most points inside the board;
- the winning derogation (§4 "Fin de partie"): any sequence of single moves that
  wins may be played despite the dice rules, and ends the game at once;
- the ways to win (§3): sortie 1, beaux jeux 2, hermite +1 on both when the loser
  has a checker on the bar, jan 4, jan forcé 6; the highest applies (rules.md §9.10).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar

from ..protocol import Lang, Outcome
from .beaux_jeux import beau_jeu
from .geometry import BAR, OFF
from .moves import Leaf, Play, Step
from .position import CHECKERS, Position, Side
from .revertier import Revertier, blocked_for_good, open_entries, opponent_blocked_for_good

BOUCHAGE = 6
"""Consecutive points of 2+ checkers that make a bouchage (§2)."""


def bouchage_points(builder: Side, first: int) -> set[int]:
    """Indices ``first``..``first + 11`` of ``builder`` (his r13–24 seen from
    wherever) that lie in a run of six or more consecutive points of 2+ checkers."""
    points: set[int] = set()
    run: list[int] = []
    for r in range(first, first + 13):
        if r < first + 12 and builder[r] >= 2:
            run.append(r)
            continue
        if len(run) >= BOUCHAGE:
            points.update(run)
        run = []
    return points


def inside_points(steps: tuple[Step, ...]) -> int:
    """Points played inside the board (§4, rules.md §2.3): a die in full, or
    24 − r for a checker borne off from r (the band and any overshoot do not count)."""
    return sum(step.die if step.to < OFF else 24 - step.frm for step in steps)


class SwedishTables(Revertier):
    """Révertier with forcings, the slow bear-off, the derogation and the figures."""

    id = "swedish-tables"
    names: ClassVar = {"en": "Swedish Tables", "fr": "Tables suédoises"}
    source: ClassVar = {"en": "Swedish Tables", "fr": "Tables suédoises"}
    option_defaults: ClassVar = {}

    # --- forcings -----------------------------------------------------------
    def blocked(self, own: Side, opp: Side, frm: int, to: int) -> str | None:
        """Révertier's §11/§13 restrictions, except that a point of two or more
        opposing checkers may be forced: from the bar while k > Acc (§1), or when it
        belongs to a bouchage (§2); never with one checker left to bear off."""
        if opp[to] < 2:
            return super().blocked(own, opp, frm, to)
        entry_forcing = frm == BAR and own[BAR] > open_entries(own, opp)
        if entry_forcing or (to < 13 and to in bouchage_points(opp, 1)):
            return None if own[OFF] < CHECKERS - 1 else "sw-last-checker"
        return "sw-no-forcing" if frm == BAR else "rev-blocked-point"

    def land(self, own: list[int], opp: list[int], to: int) -> bool:
        """A lone checker is hit; a forced point sends all its checkers to the bar."""
        if opp[to]:
            opp[BAR] += opp[to]
            opp[to] = 0
            return True
        return False

    # --- filters and the derogation -------------------------------------------
    def filter_plays(self, leaves: list[Leaf], dice: tuple[int, ...]) -> list[Leaf]:
        """The slow bear-off (§4): keep the plays using the most points inside the board."""
        best = max(inside_points(leaf.steps) for leaf in leaves)
        return [leaf for leaf in leaves if inside_points(leaf.steps) == best]

    def filter_reason(self) -> str:
        return "sw-slow-bear-off"

    def extra_plays(self, own: Side, opp: Side, dice: tuple[int, ...]) -> list[Leaf]:
        """Winning derogation (§4 "Fin de partie", rules.md §2.5): every sequence of
        single moves that reaches a win (sortie, beau jeu, jan, jan forcé), stopped
        there: « lorsque l'on peut sur un coup de dés gagner la partie par n'importe
        quel moyen […] on est autorisé à y déroger ».  Every such prefix is offered,
        a longer one too: a beau jeu does not end the game by itself (the player may
        go on, « la partie continue »), so the search goes on past it to the next
        win (2-2 from v6 w5 x4: v→x once is the double couronne, three times the
        escalier); a sortie or a jan ends the game, so nothing follows them.
        No temporary-block pass: forcing replaces it."""
        found: list[Leaf] = []
        seen: set[tuple[Side, Side, tuple[int, ...]]] = set()

        def search(own: Side, opp: Side, left: tuple[int, ...], steps: tuple[Step, ...]) -> None:
            if not _may_win(own, opp, len(left)):
                return
            for die in dict.fromkeys(left):
                i = left.index(die)
                rest = left[:i] + left[i + 1 :]
                for step, own2, opp2 in self.single_moves(own, opp, die):
                    key = (own2, opp2, rest)
                    if key in seen:
                        continue
                    seen.add(key)
                    won = _wins(own2, opp2)
                    if won:
                        found.append(Leaf((*steps, step), own2, opp2))
                    if rest and not (won and self.ends_game(own2, opp2)):
                        search(own2, opp2, rest, (*steps, step))

        search(own, opp, dice, ())
        return found

    # --- end ----------------------------------------------------------------
    def winner(self, position: Position) -> int | None:
        """Révertier's ends (sortie, blocked for good), or a beau jeu at the end of a play."""
        found = super().winner(position)
        if found is None:
            for seat in (0, 1):
                if beau_jeu(position[seat]):
                    return seat
        return found

    def outcome(self, position: Position, winner: int) -> Outcome:
        """Without the play: jan (4), a beau jeu (2) or sortie (1), hermite +1."""
        return self._score(position, winner, position, winner)

    def play_outcome(self, before: Position, seat: int, play: Play) -> Outcome | None:
        """The play's win, if it ends the game (jan forcé depends on the play's forcings)."""
        winner = self.winner(play.result)
        if winner is None:
            return super().play_outcome(before, seat, play)  # no win: Révertier's draw, or the game goes on
        return self._score(before, seat, play.result, winner)

    def _score(self, before: Position, seat: int, after: Position, winner: int) -> Outcome:
        """§3, highest first (rules.md §9.10): jan forcé 6 when the checkers sent
        to the bar by ``seat``'s forcings from ``before`` to ``after`` are needed for
        the block, else jan 4; a beau jeu 2; sortie 1; hermite +1 on the last two if
        the loser has a checker on the bar."""
        loser = after[1 - winner]
        if blocked_for_good(loser):
            was = before[1 - winner]
            forced = sum(was[r] for r in range(1, 25) if was[r] >= 2 and not loser[r]) if seat == winner else 0
            free = sum(1 for r in range(1, 7) if not loser[r])
            if forced and loser[BAR] - forced <= free:
                return Outcome(winner, 6, "jan-force")
            return Outcome(winner, 4, "jan")
        figure = beau_jeu(after[winner])
        reason, points = (figure, 2) if figure else ("sortie", 1)
        if loser[BAR]:
            return Outcome(winner, points + 1, reason + "+hermite")
        return Outcome(winner, points, reason)

    # --- texts and view ---------------------------------------------------------
    def citation(self, text_id: str) -> Mapping[Lang, str]:
        """Part 2 §4 restates the dice priority; the rest is Révertier's."""
        if text_id in ("max-dice", "higher-die"):
            return {lang: f"{name}, §4" for lang, name in self.source.items()}
        return super().citation(text_id)

    def view_extras(self, position: Position) -> dict[str, Any]:
        """Talon and tête marks, and each seat's bouchage points (forceable by the other)."""
        extras = super().view_extras(position)
        abs_point = self.geometry.abs_point
        extras["bouchages"] = [
            sorted(abs_point[seat][r] for r in bouchage_points(position[seat], 13)) for seat in (0, 1)
        ]
        return extras


def _wins(own: Side, opp: Side) -> bool:
    """Whether the mover has won: all off, the opponent blocked for good, a beau jeu."""
    return own[OFF] == CHECKERS or opponent_blocked_for_good(opp) or bool(beau_jeu(own))


def _may_win(own: Side, opp: Side, moves: int) -> bool:
    """A cheap bound: can ``moves`` more single moves possibly reach a win?

    Sortie: at most ``moves`` checkers left.  Beau jeu: none off and at most
    ``moves`` checkers outside r20–24.  Jan: only checkers sent to the bar from
    outside the opponent's r1–6 (the mover's r13–18) raise k − F, one per hit,
    all of a forced point (forcings happen in the mover's r1–12 only).
    """
    if CHECKERS - own[OFF] <= moves:
        return True
    if not own[OFF] and sum(own[:20]) <= moves:
        return True
    gap = sum(1 for r in range(13, 19) if not opp[r]) - opp[BAR]
    gains = sorted((opp[r] if r < 13 else min(opp[r], 1) for r in (*range(1, 13), *range(19, 25))), reverse=True)
    return sum(gains[:moves]) > gap
