"""An upper bound for lazy turns: could these dice be played if every checker moved alone?

A Giul cascade where no play uses every die (rules.md §6.5: the turn stops at the
first number that cannot be played) made :class:`~.lazy.LazyTurn` search every
reachable position to learn the longest play: 200,000 positions, seconds of CPU.
This relaxation proves most of them useless at once.

The relaxed game moves each checker as if it were alone on the board, against the
opponent as he stands.  Every rule that links the mover's checkers only forbids
moves (Fevga's postillon, a checker on the bar first, bearing off only once all
are home, the farthest checker first when a die overshoots), so each real move is
a relaxed one, and dice the relaxed game cannot play, the real one cannot either.
Two refinements keep the bound close:

- no checker bears off while the pips needed to bring every checker home
  (r19–24, §0.5) exceed the dice;
- checkers are counted together: the relaxed game must find, for each checker, a
  run of moves (so many dice of each number, in the cascade's order) such that the
  runs together use every die.  That is a small covering problem over the numbers
  of the cascade, solved exactly by a set of "dice still to use" vectors.

Valid for rules whose opponent does not change during a turn (no hits; Giul) and
whose dice are played in their order, or are all one number.
"""

from __future__ import annotations

from .geometry import OFF
from .position import Side
from .rules import TablesRules

HOME = 19  # the first point of the mover's home (r19–24, §0.5)
MAX_WORK = 5_000
"""Steps of the covering search after which it gives up (a free bear-off's proofs take
100,000–450,000); then, for as many dice or more, the turn keeps only the pip test."""
USEFUL = (64, 4)
"""After 64 questions, the bound stops answering if it proved fewer than 1 in 4 (a free
bear-off, where nearly every position can go on: the plain search is then faster)."""


def runs(dice: tuple[int, ...]) -> tuple[tuple[int, int], ...]:
    """The dice as (number, how many) in their order: (1, 1, 2) → ((1, 2), (2, 1))."""
    out: list[tuple[int, int]] = []
    for die in dice:
        if out and out[-1][0] == die:
            out[-1] = (die, out[-1][1] + 1)
        else:
            out.append((die, 1))
    return tuple(out)


class AloneBound:
    """Whether dice could be played, each checker moving alone against ``opp``."""

    def __init__(self, rules: TablesRules, opp: Side) -> None:
        self.rules = rules
        self.opp = opp
        self._to: dict[tuple[int, int], tuple[int, ...]] = {}
        self._far: dict[tuple[int, tuple[int, ...], bool], int] = {}
        self.costly_from = 1 << 30  # the fewest dice whose covering search was given up
        self.asked = 0
        self.proved = 0
        self._runs: dict[tuple[int, tuple[tuple[int, int], ...], bool], tuple[list[int], int]] = {}

    def to(self, frm: int, die: int, off: bool) -> tuple[int, ...]:
        """Where a lone checker on ``frm`` may go with ``die`` (``off``: bearing off allowed)."""
        found = self._to.get((frm, die))
        if found is None:
            alone = [0] * 26
            alone[frm] = 1
            found = tuple(step.to for step, _, _ in self.rules.single_moves(tuple(alone), self.opp, die))
            self._to[frm, die] = found
        return found if off else tuple(to for to in found if to != OFF)

    def can_play(self, own: Side, dice: tuple[int, ...], effort: int = 1) -> bool:
        """False only if no sequence of single moves plays all of ``dice`` in this order
        (True without looking once it has proved almost nothing: see ``USEFUL``).
        ``effort``: the covering search may take that many times ``MAX_WORK``."""
        if self.asked >= USEFUL[0] and self.proved * USEFUL[1] < self.asked:
            return True
        self.asked += 1
        if self._relaxed_plays(own, dice, effort):
            return True
        self.proved += 1
        return False

    def _relaxed_plays(self, own: Side, dice: tuple[int, ...], effort: int) -> bool:
        """Whether the relaxed game plays all of ``dice``: the pip test, then the covering search."""
        off = sum(own[r] * (HOME - r) for r in range(HOME)) <= sum(dice)
        if self._pips(own, dice, off) < sum(dice):
            return False
        if len(dice) >= self.costly_from:
            return True
        covered = self._covers(own, runs(dice), off, effort * MAX_WORK)
        if covered is None:  # given up: so many dice or more are not tried again
            self.costly_from = len(dice)
            return True
        return covered

    def _covers(self, own: Side, groups: tuple[tuple[int, int], ...], off: bool, most_work: int) -> bool | None:
        """Whether the checkers' runs together can use every die of ``groups`` (None: given up
        after ``most_work`` steps).  Vectors are packed 4 bits per number (3 for a count ≤ 4,
        the top one a guard against borrows)."""
        guard = _pack([8] * len(groups))
        checkers = [self._checker_runs(r, groups, off) for r in range(OFF) for _ in range(own[r])]
        checkers = sorted((c for c in checkers if c[0]), key=lambda c: -len(c[0]))  # the most versatile first
        most_after = [0] * (len(checkers) + 1)  # per number, the most the checkers after the i-th could use
        for i in range(len(checkers) - 1, -1, -1):
            total = most_after[i + 1] + checkers[i][1]  # fields ≤ 7 + 4: no carry into the next field
            over = (total & guard) >> 3
            most_after[i] = total & ~(over * 15) | over * 7  # a field of 8 or more becomes 7
        start = _pack([n for _, n in groups])
        if _minus(start, most_after[0], guard):
            return False  # even every checker using its most of each number falls short
        if not _greedy(start, [uses for uses, _ in checkers], guard):
            return True  # each checker in turn taking the run that covers most: every die used
        needs = {start}
        work = 0
        for i, (uses, _) in enumerate(checkers):
            rest = most_after[i + 1]
            after = set()
            work += len(needs) * (len(uses) + 1)
            if work > most_work:
                return None  # too costly to prove (a free bear-off, say): the search will tell
            for need in needs:
                guarded = need | guard
                for use in (0, *uses):
                    left = guarded - use  # _minus inlined: the hot loop
                    left &= ((left & guard) >> 3) * 15 & ~guard
                    if not left:
                        return True
                    over = (left | guard) - rest
                    if not over & ((over & guard) >> 3) * 15 & ~guard:  # the others could still cover it
                        after.add(left)
            if not after:
                return False
            needs = after
        return False

    def _pips(self, own: Side, dice: tuple[int, ...], off: bool) -> int:
        """The most pips the checkers could move: each to the farthest point it can reach
        alone with some of ``dice`` in order (bearing off counts up to a 6 from r24)."""
        total = 0
        for r in range(OFF):
            if own[r]:
                far = self._farthest(r, dice, off)
                total += own[r] * ((OFF + 5 if far == OFF else far) - r)
        return total

    def _farthest(self, frm: int, dice: tuple[int, ...], off: bool) -> int:
        """The farthest point (OFF: borne off) a lone checker on ``frm`` reaches with some of ``dice``."""
        key = (frm, dice, off)
        if key in self._far:
            return self._far[key]
        far = frm
        seen = {(frm, 0)}
        todo = [(frm, 0)]
        while todo:
            at, i = todo.pop()
            far = max(far, at)
            if i == len(dice) or at == OFF:
                continue
            for nxt in ((at, i + 1), *((to, i + 1) for to in self.to(at, dice[i], off))):
                if nxt not in seen:
                    seen.add(nxt)
                    todo.append(nxt)
        self._far[key] = far
        return far

    def _checker_runs(self, frm: int, groups: tuple[tuple[int, int], ...], off: bool) -> tuple[list[int], int]:
        """What one checker on ``frm`` can use alone: for each run of moves, how many dice
        of each number (packed 4 bits per number), keeping only the maximal ones; and the
        most of each number in any run."""
        key = (frm, groups, off)
        found = self._runs.get(key)
        if found is None:
            counts: set[tuple[int, ...]] = set()
            used = [0] * len(groups)

            def walk(at: int, g: int) -> None:
                if g == len(groups):
                    counts.add(tuple(used))
                    return
                walk(at, g + 1)  # no further die of this number
                die, many = groups[g]
                if used[g] < many and at != OFF:
                    for to in self.to(at, die, off):
                        used[g] += 1
                        walk(to, g)
                        used[g] -= 1

            walk(frm, 0)
            counts.discard((0,) * len(groups))
            maximal = [c for c in counts if not any(d != c and all(map(int.__ge__, d, c)) for d in counts)]
            most = [max((c[g] for c in maximal), default=0) for g in range(len(groups))]
            found = [_pack(c) for c in maximal], _pack(most)
            self._runs[key] = found
        return found


def _pack(counts: list[int] | tuple[int, ...]) -> int:
    """Counts per number, 4 bits each, the first number lowest."""
    return sum(n << 4 * i for i, n in enumerate(counts))


def _minus(need: int, use: int, guard: int) -> int:
    """``need - use`` field by field, no field below 0 (fields of 4 bits, the top one a guard)."""
    left = (need | guard) - use  # a field's guard bit survives unless use > need there
    return left & ((left & guard) >> 3) * 15 & ~guard  # such fields become 0


def _greedy(need: int, checkers: list[list[int]], guard: int) -> int:
    """What is left of ``need`` when each checker in turn takes the run that covers most of it."""
    for uses in checkers:
        if not need:
            break
        need = min((_minus(need, use, guard) for use in uses), key=_count)
    return need


def _count(packed: int) -> int:
    """The sum of the 4-bit fields."""
    total = 0
    while packed:
        total += packed & 15
        packed >>= 4
    return total
