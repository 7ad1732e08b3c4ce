"""Whole-turn legal play generation (rules.md §0.4).

Depth-first search over die orders from the mover's view; a node already seen
with the same dice left is not searched again (its leaves are known).  Then:
1. keep the plays using the most dice; 2. for a simple roll where one die only
can be played, keep those using the higher die if any; 3. the game's filters;
4. the game's overrides.  Games that can end in the middle of a turn have each
surviving play cut at its first game-ending move.  Plays are deduplicated by
resulting position.
"""

from __future__ import annotations

from .moves import Leaf, Step
from .position import Side
from .rules import TablesRules


def all_leaves(rules: TablesRules, own: Side, opp: Side, dice: tuple[int, ...]) -> list[Leaf]:
    """Every maximal sequence of single moves (unfiltered, one per search node).

    For a doublet under rules where a move never makes a move from a point
    further back legal (``rules.point_order_free``), only sequences moving from
    points in non-decreasing route order are searched: every other order
    reaches the same positions.
    """
    leaves: list[Leaf] = []
    seen: set[tuple[Side, Side, tuple[int, ...], int, tuple[Side, Side] | None]] = set()
    single_moves = rules.single_moves
    in_order = rules.in_order if rules.dice_ordered else None
    point_order = len(set(dice)) == 1 and rules.point_order_free
    ends = rules.ends_game if rules.ends_mid_turn else None

    def search(
        own: Side, opp: Side, left: tuple[int, ...], steps: tuple[Step, ...], lowest: int, cut: tuple[Side, Side] | None
    ) -> None:
        moved = False
        tried = -1
        ordered = in_order is not None and in_order(left)
        for i, die in enumerate(left):
            if die == tried:
                continue
            tried = die
            rest = left[:i] + left[i + 1 :]
            for step, own2, opp2 in single_moves(own, opp, die):
                moved = True
                start = step.frm if point_order else 0
                if start < lowest:
                    continue
                # Where a play is cut (its first game-ending move, §0.4) depends on the
                # path: paths to one node that end the game at different positions differ.
                cut2 = cut if cut is not None or ends is None or not ends(own2, opp2) else (own2, opp2)
                key = (own2, opp2, rest, start, cut2)
                if key not in seen:
                    seen.add(key)
                    search(own2, opp2, rest, (*steps, step), start, cut2)
            if ordered:
                break
        if not moved:
            leaves.append(Leaf(steps, own, opp))

    search(own, opp, dice, (), 0, None)
    return leaves


def dice_filters(leaves: list[Leaf], dice: tuple[int, ...]) -> list[Leaf]:
    """§0.4 filters 1 (most dice) and 2 (higher die for a simple roll)."""
    most = max(len(leaf.steps) for leaf in leaves)
    kept = [leaf for leaf in leaves if len(leaf.steps) == most]
    if most == 1 and len(dice) == 2 and dice[0] != dice[1]:
        high = max(dice)
        with_high = [leaf for leaf in kept if leaf.steps[0].die == high]
        if with_high:
            return with_high
    return kept


def cut_at_game_end(rules: TablesRules, leaf: Leaf, own: Side, opp: Side) -> Leaf:
    """``leaf`` stopped at its first single move that ends the game (§0.4)."""
    for i, step in enumerate(leaf.steps):
        _, own, opp = rules.make_move(own, opp, step.frm, step.to, step.die)
        if rules.ends_game(own, opp):
            return Leaf(leaf.steps[: i + 1], own, opp)
    return leaf


def legal_leaves(rules: TablesRules, own: Side, opp: Side, dice: tuple[int, ...]) -> list[Leaf]:
    """One leaf per legal resulting position, filters and overrides applied;
    for games that can end mid-turn, each play is then cut at its game end."""
    kept = rules.filter_plays(dice_filters(all_leaves(rules, own, opp, dice), dice), dice)
    if rules.ends_mid_turn:
        kept = [cut_at_game_end(rules, leaf, own, opp) for leaf in kept]
    unique: dict[tuple[Side, Side], Leaf] = {}
    for leaf in (*kept, *rules.extra_plays(own, opp, dice)):
        unique.setdefault((leaf.own, leaf.opp), leaf)
    return list(unique.values())
