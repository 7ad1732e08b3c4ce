"""Lazy turns: legality step by step, for turns too large to enumerate (Giul cascades).

rules.md §6.5 warns that a Giul cascade can have tens of thousands of legal
plays.  When ``rules.lazy_turn(dice)`` is true the state never builds the
list: a :class:`LazyTurn` answers the questions the UI, the parser and the
bots ask, each by a memoised depth-first search that stops at its first witness:

- ``longest``: the most dice any sequence of single moves can use (§0.4 filter 1).
  When no play uses every die, that search visits every reachable position: 200,000
  in one Giul 1-1 cascade.  Past ``SEARCH_BUDGET`` positions the turn switches to a
  branch and bound, where :class:`~.alone.AloneBound` proves most positions useless;
- ``reaches(node)``: whether a sequence through ``node`` uses that many dice;
- ``avoidable``: whether a longest play ends in a position the game prefers
  (``rules.preferred``; the game's filter is "keep the preferred plays if any",
  like Fevga's block rules);
- ``next_steps(node)``: the single moves from which a legal play can still be
  completed; ``is_legal_end(node)``; ``find(result)``: one legal play reaching
  a resulting position; ``walks(rng)``: random legal plays for bots, their work
  counted by ``expanded`` (nodes whose moves were generated).

Limits (asserted by the rules that enable it): no mid-turn game end and no
higher-die filter (both only matter for two-dice rolls or ended games); the bound
is used only while the opponent's checkers stay as they were (no hits).
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from functools import cached_property

from .alone import AloneBound
from .moves import Leaf, Step
from .position import Side
from .rules import Move, TablesRules

Node = tuple[Side, Side, tuple[int, ...]]
SEARCH_BUDGET = 10_000
"""Positions the plain search may expand, for the longest play and then for which
positions reach it (about 0.25 s of CPU), before the turn switches to the bounded search."""
ASK_FROM = 6
"""The fewest further dice for which the bound is asked (a smaller search is cheaper)."""
ROOT_EFFORT = 40
"""How much more work the bound may spend on the turn's start (one question that can end
the whole search)."""


class _Costly(Exception):
    """The plain search went over its budget."""


class LazyTurn:
    """Legality of one turn's steps without enumerating its plays."""

    def __init__(self, rules: TablesRules, own: Side, opp: Side, dice: tuple[int, ...]) -> None:
        self.rules = rules
        self.root: Node = (own, opp, dice)
        self.total = len(dice)
        self._moves: dict[Node, list[tuple[Step, Node]]] = {}
        self._best: dict[Node, int] = {}
        self._budget = SEARCH_BUDGET  # positions the plain search may still expand
        self.bounded = False  # whether the plain search was too costly (then the bound is used)
        self._bound = AloneBound(rules, opp)
        self._cannot: dict[Node, int] = {}  # the fewest further dice proven unplayable
        self._reaches: dict[Node, bool] = {}
        self._good: dict[Node, bool] = {}
        self._finish: dict[Node, bool] = {}
        self._found: dict[tuple[Side, Side | None], tuple[tuple[Step, ...], Node] | None] = {}

    # --- the search graph -----------------------------------------------------
    def moves(self, node: Node) -> list[tuple[Step, Node]]:
        """Single moves from ``node`` with the dice the rules allow now (ordered: the first)."""
        found = self._moves.get(node)
        if found is None:
            own, opp, left = node
            dice = left[:1] if self.rules.in_order(left) else tuple(dict.fromkeys(left))
            found = []
            for die in dice:
                i = left.index(die)
                rest = left[:i] + left[i + 1 :]
                move: Move
                for move in self.rules.single_moves(own, opp, die):
                    step, own2, opp2 = move
                    found.append((step, (own2, opp2, rest)))
            self._moves[node] = found
        return found

    def possible(self, node: Node, need: int) -> bool:
        """Whether ``need`` more dice might be played from ``node`` (False is a proof)."""
        own, opp, left = node
        if need <= 0:
            return True
        if need > len(left) or need >= self._cannot.get(node, need + 1):
            return False
        if need < ASK_FROM or opp is not self.root[1] or not (self.rules.in_order(left) or len(set(left)) == 1):
            return True
        if self._bound.can_play(own, left[:need], ROOT_EFFORT if node is self.root else 1):
            return True
        self._cannot[node] = need
        return False

    def best(self, node: Node) -> int:
        """The most further single moves from ``node`` (stops once all dice are used)."""
        found = self._best.get(node)
        if found is None:
            self._budget -= 1
            if self._budget < 0:
                raise _Costly
            found = 0
            for _, child in self.moves(node):
                found = max(found, 1 + self.best(child))
                if found == len(node[2]):
                    break
            self._best[node] = found
        return found

    @cached_property
    def longest(self) -> int:
        """The number of dice a legal play uses (§0.4 filter 1): the plain search of every
        reachable position, or past ``SEARCH_BUDGET`` positions the bounded one."""
        try:
            return self.best(self.root)
        except _Costly:
            self.bounded = True
            return self._longest_bounded()

    def _longest_bounded(self) -> int:
        """The deepest node, searched depth first.  Whenever the best found grows, the
        turn's start asks the bound whether it can be beaten (no: the search is over);
        and before its second child, and again after the best has grown, each node asks
        whether it can beat it."""
        best = 0
        seen: set[Node] = set()

        def search(node: Node) -> bool:
            """Search ``node``; False once the longest is known."""
            nonlocal best
            seen.add(node)
            depth = self.depth(node)
            if depth > best:
                best = depth
                if best == self.total or not self.possible(self.root, best + 1):
                    return False
            asked = -1
            for i, (_, child) in enumerate(self.moves(node)):
                if i and best > asked:
                    asked = best
                    if not self.possible(node, best + 1 - depth):
                        return True
                if child not in seen and not search(child):
                    return False
            return True

        search(self.root)
        return best

    def reaches(self, node: Node) -> bool:
        """Whether some sequence of single moves through ``node`` uses ``longest`` dice:
        from the plain search's results, else depth first to the first witness, asking
        the bound before the second child."""
        longest = self.longest  # first: it may decide ``bounded``
        if node in self._best:
            return self.depth(node) + self._best[node] >= longest
        if not self.bounded:
            try:
                return self.depth(node) + self.best(node) >= longest
            except _Costly:  # the plain search's budget, shared by every question, is spent
                self.bounded = True
        found = self._reaches.get(node)
        if found is None:
            need = longest - self.depth(node)
            found = need == 0
            for i, (_, child) in enumerate(self.moves(node)):
                if i == 1 and not self.possible(node, need):
                    break
                if self.reaches(child):
                    found = True
                    break
            self._reaches[node] = found
        return found

    def depth(self, node: Node) -> int:
        return self.total - len(node[2])

    def _preferred_end(self, node: Node) -> bool:
        """A longest play through ``node`` can end in a preferred position."""
        found = self._good.get(node)
        if found is None:
            if not self.reaches(node):
                found = False
            elif not self.moves(node):
                found = self.rules.preferred(Leaf((), node[0], node[1]))
            else:
                found = any(self._preferred_end(child) for _, child in self.moves(node))
            self._good[node] = found
        return found

    @property
    def avoidable(self) -> bool:
        """Whether some longest play ends in a preferred position (then only those are legal)."""
        return self._preferred_end(self.root)

    def is_legal_end(self, node: Node) -> bool:
        """``node`` ends a legal play: no move left, all the dice it could use, and
        preferred if any longest play is."""
        if self.moves(node) or self.depth(node) != self.longest:
            return False
        return not self.avoidable or self.rules.preferred(Leaf((), node[0], node[1]))

    def can_finish(self, node: Node) -> bool:
        """A legal play can be completed from ``node`` (depth-first, first witness)."""
        found = self._finish.get(node)
        if found is None:
            if not self.reaches(node):
                found = False
            elif not self.moves(node):
                found = self.is_legal_end(node)
            else:
                found = any(self.can_finish(child) for _, child in self.moves(node))
            self._finish[node] = found
        return found

    def next_steps(self, node: Node) -> list[tuple[Step, Node]]:
        """The single moves from ``node`` that can still lead to a legal play."""
        return [(step, child) for step, child in self.moves(node) if self.can_finish(child)]

    # --- whole plays ------------------------------------------------------------
    def walk(self, steps: tuple[Step, ...]) -> Node | None:
        """The end node of ``steps`` if they make a legal play, else None."""
        node = self.root
        for step in steps:
            for taken, child in self.next_steps(node):
                if taken == step:
                    node = child
                    break
            else:
                return None
        return node if self.is_legal_end(node) else None

    def read(self, segments: list[tuple[int, int]]) -> tuple[tuple[Step, ...], Node] | None:
        """The legal play whose single moves are ``segments`` in this order, if any."""
        node, steps = self.root, ()
        for frm, to in segments:
            for step, child in self.next_steps(node):
                if (step.frm, step.to) == (frm, to):
                    node, steps = child, (*steps, step)
                    break
            else:
                return None
        return (steps, node) if self.is_legal_end(node) else None

    def find(self, own: Side, opp: Side | None) -> tuple[tuple[Step, ...], Node] | None:
        """One legal play ending at (``own``, ``opp``): its steps and end node, or
        None.  ``opp`` None: any opposing side (a play written as moves only).

        Pruned by the fact that checkers only move forward: the number of the
        mover's checkers at or beyond any point never decreases, and the pips
        still to move are those of the dice still to use (fewer only with a
        bear-off, which may overshoot).
        """
        if (own, opp) in self._found:
            return self._found[own, opp]
        target = _beyond(own)
        failed: set[Node] = set()
        longest = self.longest

        def fits(node: Node) -> bool:
            beyond = _beyond(node[0])
            if any(a > b for a, b in zip(beyond, target, strict=True)):
                return False
            left = node[2]
            need = longest - self.depth(node)
            if need != len(left) and not self.rules.in_order(left):
                return True
            pips = sum(target) - sum(beyond)
            dice = sum(left[:need])
            return pips == dice or (pips < dice and target[25] > beyond[25])

        def search(node: Node) -> tuple[tuple[Step, ...], Node] | None:
            if node in failed or not self.reaches(node):
                return None
            if not self.moves(node):
                found = node[0] == own and opp in (None, node[1]) and self.is_legal_end(node)
                return ((), node) if found else None
            # first the moves landing where the result has more checkers than now
            mine = node[0]
            for step, child in sorted(self.moves(node), key=lambda m: mine[m[0].to] >= own[m[0].to]):
                if fits(child):
                    rest = search(child)
                    if rest is not None:
                        return (step, *rest[0]), rest[1]
            failed.add(node)
            return None

        found = search(self.root) if fits(self.root) else None
        self._found[own, opp] = found
        return found

    def walks(self, rng: random.Random) -> Iterator[tuple[tuple[Step, ...], Node]]:
        """Endless random legal plays: at each step a uniform choice among the legal next steps,
        drawn as the first that can finish in a shuffled order of the single moves (so only the
        steps tried pay the search for a witness, not every sibling)."""
        if not self.can_finish(self.root):
            return
        while True:
            node, steps = self.root, ()
            while True:
                options = list(self.moves(node))
                rng.shuffle(options)
                chosen = next(((step, child) for step, child in options if self.can_finish(child)), None)
                if chosen is None:
                    break
                steps = (*steps, chosen[0])
                node = chosen[1]
            yield steps, node

    def fresh(self) -> LazyTurn:
        """The same turn with nothing searched yet (work counted from zero, whatever was asked before)."""
        own, opp, dice = self.root
        return LazyTurn(self.rules, own, opp, dice)

    @property
    def expanded(self) -> int:
        """Nodes whose single moves were generated so far (the work done, a measure of time)."""
        return len(self._moves)

    def iterate(self) -> Iterator[tuple[tuple[Step, ...], Node]]:
        """Every legal play once per resulting position (lazily; may be very long)."""
        seen: set[tuple[Side, Side]] = set()
        visited: set[Node] = set()

        def walk(node: Node, steps: tuple[Step, ...]) -> Iterator[tuple[tuple[Step, ...], Node]]:
            if node in visited:
                return
            visited.add(node)
            options = self.next_steps(node)
            if not options:
                if (node[0], node[1]) not in seen:
                    seen.add((node[0], node[1]))
                    yield steps, node
                return
            for step, child in options:
                yield from walk(child, (*steps, step))

        if self.can_finish(self.root):
            yield from walk(self.root, ())


def _beyond(side: Side) -> list[int]:
    """Checkers at or beyond each route index 0..25 (suffix sums)."""
    sums = [0] * 26
    total = 0
    for r in range(25, -1, -1):
        total += side[r]
        sums[r] = total
    return sums
