"""The core hosts other games through hooks alone: toy rules objects prove it.

These are not real games; each overrides one hook the later games need
(rules.md §1–§2, §6.3–§6.5) and checks the core honours it.
"""

from __future__ import annotations

from tablier.protocol import Outcome
from tablier.tables import Position, TablesRules, TablesVariant, pos
from tablier.tables.geometry import CONTRARY, PARALLEL
from tablier.tables.movegen import legal_leaves
from tablier.tables.moves import Leaf, mover_view
from tablier.tables.position import side_from_points

START = pos("S: 24x2 13x5 8x3 6x5 / N: 24x2 13x5 8x3 6x5")


def test_geometry_families_match_rules_section_0_2() -> None:
    south, north = CONTRARY.abs_point
    assert (south[1], south[24], north[1], north[24]) == (23, 0, 0, 23)  # S: A23 → A0, N: A0 → A23
    south, north = PARALLEL.abs_point
    assert (south[1], south[24], north[1], north[24]) == (23, 0, 11, 12)  # N starts A11, bears off A12
    assert all(CONTRARY.other[r] == 25 - r for r in range(1, 25))
    assert all(PARALLEL.other[r] == (r + 11) % 24 + 1 for r in range(1, 25))


class HitEndsTheGame(TablesRules):
    """Toy: the first hit ends the game at once (like Révertier's blocage, §1.9)."""

    id = "toy-hit-ends"
    names = {"en": "toy", "fr": "jouet"}
    source = {"en": "toy", "fr": "jouet"}
    ends_mid_turn = True

    def ends_game(self, own, opp) -> bool:
        return opp[0] > 0

    def winner(self, position: Position) -> int | None:
        return 0 if position.north[0] else 1 if position.south[0] else None

    def outcome(self, position: Position, winner: int) -> Outcome:
        return Outcome(winner, 2, "single")


def test_a_play_is_cut_at_its_game_ending_move() -> None:
    toy = TablesVariant(HitEndsTheGame)
    position = pos("S: 24x2 13x5 8x3 6x5 / N: 24x1 13x5 8x3 6x5 22x1")  # N blot on S's 3-point
    state = toy.setup(position, 0, (5, 1))
    cut = [p for p in state.legal_plays() if any(s.hit for s in p.steps)]
    assert cut and all(p.steps[-1].hit for p in cut)  # every play stops at its hit
    assert any(len(p.steps) == 1 for p in cut)  # 8/3* then stop: the 1 is void
    assert any(len(p.steps) == 2 for p in cut)  # the 1 first, then 8/3*: the same node, cut elsewhere
    over = state.apply_play(cut[0])
    assert over.outcome == Outcome(0, 2, "single")


class NoStackingOnOwnPoints(TablesRules):
    """Toy: a checker may not stop on its own checkers (Révertier's jeu aller, §1.5)."""

    id = "toy-no-stack"
    names = {"en": "toy", "fr": "jouet"}
    source = {"en": "toy", "fr": "jouet"}
    geometry = PARALLEL

    def start_position(self, draws) -> Position:
        side = side_from_points({1: 15})
        return Position(side, side)

    def blocked(self, own, opp, frm, to) -> str | None:
        return "blocked-point" if own[to] or opp[to] >= 2 else None


def test_parallel_geometry_and_a_landing_hook() -> None:
    toy = TablesVariant(NoStackingOnOwnPoints)
    state = toy.setup(toy.rules_class({}).start_position(()), 1, (3, 3))
    (play,) = state.legal_plays()  # r1→r4→r7→r10 then r1→r4; r13 is S's talon
    assert play.result.north[1:14] == (13, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0)
    own, opp = mover_view(state.position, 1, PARALLEL)
    assert opp[13] == 15  # S's talon is N's r13 in the parallel family


class Cascade(TablesRules):
    """Toy: a doublet also plays every higher doublet, in order (Giul, §6.5)."""

    id = "toy-cascade"
    names = {"en": "toy", "fr": "jouet"}
    source = {"en": "toy", "fr": "jouet"}
    dice_ordered = True

    def dice_for_roll(self, roll) -> tuple[int, ...]:
        a, b = roll
        if a != b:
            return (max(a, b), min(a, b))
        return tuple(d for d in range(a, 7) for _ in range(4))


def test_ordered_dice_cascade() -> None:
    rules = Cascade({})
    position = pos("S: 24x15 / N: 1x15")
    own, opp = mover_view(position, 0, rules.geometry)
    leaves = legal_leaves(rules, own, opp, rules.dice_for_roll((5, 5)))
    assert leaves and all([s.die for s in leaf.steps] == [5] * 4 + [6] * 4 for leaf in leaves)
    simple = legal_leaves(rules, own, opp, rules.dice_for_roll((2, 1)))
    assert all([s.die for s in leaf.steps] == [2, 1] for leaf in simple)  # ordered: the higher first


class MayPass(TablesRules):
    """Toy: passing is always allowed (like Révertier's temporary block, §1.7)."""

    id = "toy-may-pass"
    names = {"en": "toy", "fr": "jouet"}
    source = {"en": "toy", "fr": "jouet"}

    def extra_plays(self, own, opp, dice) -> list[Leaf]:
        return [Leaf((), own, opp)]


def test_overrides_add_plays_after_the_filters() -> None:
    state = TablesVariant(MayPass).setup(START, 0, (6, 5))
    texts = {state.play_to_str(p) for p in state.legal_plays()}
    assert "pass" in texts and len(texts) == 8
    assert state.apply_play(state.parse_play("pass")).position == START
