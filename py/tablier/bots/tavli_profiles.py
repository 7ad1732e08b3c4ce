"""The bot's profiles for the Greek Tavli games without hitting: Plakoto, Fevga, Giul.

- Plakoto (rules.md §6.3): a lone checker is pinned, not hit; a pinned checker
  cannot move and its point is lost to its owner; the mother (the last checker
  on the start point r1) pinned while the pinner's own r1 is empty loses 2.
- Fevga and Giul (rules.md §6.4–6.5): one checker holds a point, so blocks are
  cheap and decisive; the opponent's starting quarter (the mover's r13–18) is
  where he must get out; the postillon rule leaves the opening without choice
  for the mover (the move generator enforces it), but an opponent still in his
  postillon phase is slowed by every point held in front of his runner.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import ClassVar

from ..tables.plakoto import pinned_points as pinned
from .evaluate import Terms, shot_risk
from .profiles import ContraryProfile, ParallelProfile, _table, register_profile

MOTHER_STAKE = 60.0
"""Pips a pinned mother is worth (a 2-point loss: about twice a game's swing)."""


@register_profile("plakoto")
class PlakotoProfile(ContraryProfile):
    """Plakoto: pins instead of hits, and the mother checker."""

    hits = False  # the shared blot term would price a hit; a pin is priced below
    beginner_terms = (*ContraryProfile.beginner_terms, "pins", "mother-danger")
    """A beginner sees pins and knows the mother rule (the game's headline rules)."""
    network = "plakoto"
    bearoff_table = True  # the standard bear-off (§6.3); pins need contact, which a race has no more
    """Hard judges by Plakoto's own network (pins as inputs; its 1-ply beat the hand-made 1-ply 77–84 %)."""
    easy_noise = 8.0
    """With 14 easy beat random only 86 %; with 8, 92 % (docs/bots.md, *Calibration of easy's noise*)."""
    medium_noise = 2.0
    """Medium beats the σ = 8 easy 66 % (60.8 % with 4); hard (the network) keeps its lead over it."""

    def extra_terms(self, own: Sequence[int], opp: Sequence[int], terms: Terms) -> None:
        """Pinned checkers (each side's, by how far it is from home), the risk of
        being pinned (the opponent is on roll), and the mother rule (§6.3, §9.16).

        ``own`` is in the mover's route; ``opp`` in the mover's route too, but its
        pin mask (index 26) in the opponent's own route."""
        v = terms.values
        other = self.other
        v["pins"] = sum(8.0 + 0.4 * (25 - r) for r in pinned(opp)) - sum(8.0 + 0.4 * (25 - r) for r in pinned(own))
        if not terms.contact:
            return
        free = list(own[:25])
        if free[1] == 1:  # the mother: priced by the rule below
            free[1] = 0
        _, loss = shot_risk(free, opp, other, True)
        v["pin-risk"] = -loss
        theirs_r1 = opp[24]  # the opponent's start point (his r1) is the mover's r24
        if own[1] == 1 and not theirs_r1:
            shots, _ = shot_risk(mother_only(own), opp, other, True)
            v["mother-danger"] = -MOTHER_STAKE * shots / 36.0
        if theirs_r1 == 1 and not own[1]:
            permute = self.geometry.permute
            shots, _ = shot_risk(mother_only(permute(tuple(opp))), permute(tuple(own)), other, True)
            v["mother-threat"] = MOTHER_STAKE * shots / 36.0 / 2.0  # he moves first


def mother_only(side: Sequence[int]) -> list[int]:
    """``side`` with its mother (alone on r1) as its only blot: the points it holds block paths."""
    out = [n if n >= 2 else 0 for n in side[:25]]
    out[1] = 1
    return out


@register_profile("fevga")
class FevgaProfile(ParallelProfile):
    """Fevga and Giul: one checker holds a point; blocks and the starting quarters.

    Giul's cascades need no code here: the shared hooks sample its lazy turns.

    Hard judges Fevga by its network (blocks, start quarter and pips, trained by self-play, 35,000 games) and
    the hand-made terms, 70 % and 30 %: each alone is about as strong as the other, yet the mix beat the
    hand-made hard 73.0 % of 1,000 games (half each: 67.8 %), and hard beat medium 88.25 % of 400 games where
    the hand-made hard won 67.5 % of the same games (docs/bots.md, *Fevga: the network beside the terms*).
    """

    network = "fevga"
    net_share = 0.7

    hits = False
    doubles = True  # gammon 2 (rules.md §6.4)
    hold = 1
    stack_ok = 1  # the start point, where all fifteen begin
    beginner_terms = (*ParallelProfile.beginner_terms, "prime")
    """A beginner sees blocks (one checker holds a point: the game's headline idea)."""
    easy_noise = 4.0  # with 14 easy beat random only 81.5 % (docs/bots.md)
    weights: ClassVar[dict[str, float]] = {**ParallelProfile.weights, "point": 3.0, "prime": 3.0}
    point_value = _table(
        {13: 0.6, 14: 1.4, 15: 1.4, 16: 1.3, 17: 1.2, 18: 1.1}
        | {19: 0.9, 20: 0.9, 21: 0.8, 22: 0.7, 23: 0.6, 24: 0.5}
        | {r: 0.3 for r in range(2, 13)}
    )

    def extra_terms(self, own: Sequence[int], opp: Sequence[int], terms: Terms) -> None:
        """The opponent's starting quarter (mover's r13–18) held against the
        checkers he still has at the start, and points in front of his runner
        while he is still in his postillon phase (§6.4)."""
        v = terms.values
        other = self.other
        at_start = opp[other[1]]  # his start point r1 (``other`` is its own inverse)
        held = sum(1 for r in range(13, 19) if own[r])
        if at_start and held:
            v["start-quarter"] = 1.5 * held * min(at_start, 5)
        target = 13 if self.rules.options.get("postillon", "opponent-quarter") == "opponent-quarter" else 19
        front = max((other[i] for i in range(1, 25) if opp[i]), default=25)
        if front < target:  # his runner has not arrived: only it may move
            blocked = sum(1 for q in range(front + 1, min(front + 6, 24) + 1) if own[other[q]])
            if blocked:
                v["postillon-block"] = 2.0 * blocked


@register_profile("giul")
class GiulProfile(FevgaProfile):
    """Giul: Fevga's strategy; its cascades of doublets (rules.md §6.5) make it the game of most luck:
    hard beats random only 86.5 %, medium 87.5 % with σ = 3 (200 games each; docs/bots.md).

    With so little room above random, the levels are set apart by noise: medium σ = 12 pips (hard
    beats it 68 %; 62.5 % with σ = 3), and easy chooses almost at random among the plays within its
    margin (σ = 200: medium beats it 67.5 %; 62.5 % with σ = 14, 64.5 % with σ = 30 against σ = 8).

    Hard judges by Fevga's mix of its network and the terms (inherited): it beat medium 71.3 % over 1,000 games
    (half each: 70.5 % of 400), where the terms alone won 66.5 % of 400 (at 1-ply the mix won only 64.0 % of 200:
    its 2-ply matters)."""

    easy_noise = 200.0
    medium_noise = 12.0
