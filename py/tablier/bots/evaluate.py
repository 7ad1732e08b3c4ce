"""Position evaluation for the tables games (pure Python, fast enough for 2-ply).

A position is evaluated from the side of the player who has just moved (the
other player is on roll), in the mover's view: ``own`` is his 26-tuple by route
index, ``opp`` the opponent's checkers re-indexed to the mover's route (see
:func:`tablier.tables.moves.mover_view`).  The geometry's ``other`` table maps a
mover index to the opponent's own route index, so every term below is written
once for both board families (contrary and parallel).

The evaluation is a sum of named terms in *pips* (a race lead of one pip is
worth 1), turned into a winning chance by a logistic curve whose width grows
with the pips left, then into an expected score using each game's value of a
double win (gammon, partie double) and the match score.  Games add their own
terms through :class:`Profile` hooks (see :mod:`.profiles`).
"""

from __future__ import annotations

import math
from collections.abc import Sequence
from dataclasses import dataclass, field
from operator import mul
from typing import TYPE_CHECKING

from ..tables.geometry import BAR

if TYPE_CHECKING:
    from .profiles import Profile

ROLLS: tuple[tuple[int, int, int], ...] = tuple((a, b, 1 if a == b else 2) for a in range(1, 7) for b in range(a, 7))
"""The 21 distinct rolls with their weight out of 36."""

ON_ROLL = 4.0
"""Pips the player on roll is worth ahead (about half a roll)."""


@dataclass
class Terms:
    """The named terms of one evaluation (pips), for hints and tests."""

    values: dict[str, float] = field(default_factory=dict)
    contact: bool = True
    shots: int = 0  # rolls out of 36 that hit at least one of the mover's blots
    blots: int = 0
    own_pips: int = 0
    opp_pips: int = 0

    @property
    def total(self) -> float:
        return sum(self.values.values())


OWN_WEIGHTS = tuple(25 - r for r in range(26))


def pips_own(own: Sequence[int]) -> int:
    return sum(map(mul, own, OWN_WEIGHTS))


def pips_opp(opp: Sequence[int], other: Sequence[int]) -> int:
    return sum((25 - other[i]) * opp[i] for i in range(25) if opp[i])


def shot_risk(own: Sequence[int], opp: Sequence[int], other: Sequence[int], hits: bool) -> tuple[int, float]:
    """(rolls out of 36 hitting a blot of the mover, expected pips lost by the hits).

    Computed in the opponent's route: his checker on p (0 = bar) reaches q = p + d.
    Direct shots with one die, indirect ones with both dice (or 2–4 steps of a
    doublet) when the resting points are not held by two or more of the mover's
    checkers.  While the opponent has a checker on the bar only entering shots
    count.  A hit costs the blot's progress (its route index) plus a tempo.
    """
    if not hits:
        return 0, 0.0
    blots = [j for j in range(1, 25) if own[j] == 1]
    if not blots:
        return 0, 0.0
    sources = (0,) if opp[BAR] else [other[i] for i in range(1, 25) if opp[i]]
    direct = [0.0] * 7
    by_dist: dict[int, list[tuple[int, float]]] = {}
    for j in blots:
        q = other[j]
        loss = j + 10.0
        for p in sources:
            d = q - p
            if 0 < d <= 24:
                if d <= 6 and loss > direct[d]:
                    direct[d] = loss
                if d >= 2:
                    by_dist.setdefault(d, []).append((p, loss))
    if not by_dist and not any(direct):
        return 0, 0.0
    block = {other[j] for j in range(1, 25) if own[j] >= 2}
    count = 0
    total = 0.0
    get = by_dist.get
    for a, b, w in ROLLS:
        worst = direct[a] if direct[a] > direct[b] else direct[b]
        if a != b:
            pairs = get(a + b)
            if pairs:
                for p, loss in pairs:
                    if loss > worst and (p + a not in block or p + b not in block):
                        worst = loss
        else:
            for k in (2, 3, 4):
                pairs = get(a * k)
                if pairs:
                    for p, loss in pairs:
                        if loss > worst and all(p + a * s not in block for s in range(1, k)):
                            worst = loss
        if worst:
            count += w
            total += w * worst
    return count, total / 36.0


def wastage(side: Sequence[int]) -> float:
    """Pips a bear-off side will waste: heavy low points, gaps on the high home
    points, and about one pip per checker left (after Keith's race count)."""
    extra = 2 * max(0, side[24] - 1) + max(0, side[23] - 1) + max(0, side[22] - 3)
    extra += sum(1 for r in (19, 20, 21) if not side[r] and any(side[:r]))
    return extra + sum(side[1:25]) + side[BAR]


def quick_value(profile: Profile, own: Sequence[int], opp: Sequence[int]) -> float:
    """A cheap screen of a position (race, points made, blots), for pruning replies."""
    pv = profile.point_value
    hold = profile.hold
    value = pips_opp(opp, profile.other) - pips_own(own)
    for r in range(1, 25):
        n = own[r]
        if n >= hold:
            value += 6.0 * pv[r]
        elif n == 1:
            value -= 4.0
    return value


def longest_run(made: list[bool], lo: int, hi: int) -> tuple[int, int]:
    """(length, first index) of the longest run of made points in lo..hi."""
    best = (0, 0)
    run = 0
    for r in range(lo, hi + 1):
        if made[r]:
            run += 1
            if run > best[0]:
                best = (run, r - run + 1)
        else:
            run = 0
    return best


def side_terms(profile: Profile, own: Sequence[int], opp: Sequence[int], opp_pips: int) -> dict[str, float]:
    """Structure of ``own`` (its view) against ``opp``: points, prime, board, bar, back, stacks."""
    other = profile.other
    w = profile.weights
    made = [own[r] >= profile.hold for r in range(26)]
    pv = profile.point_value
    out = {"points": w["point"] * sum(pv[r] for r in range(1, 25) if made[r]), "prime": 0.0}
    # primes, worth more with opposing checkers behind them
    length, start = longest_run(made, 1, 24)
    if length >= 3:
        lo = min(other[r] for r in range(start, start + length))
        behind = sum(opp[i] for i in range(25) if opp[i] and other[i] < lo)
        out["prime"] = w["prime"] * (length - 2) ** 2 * (0.5 + min(behind, 4) / 4)
    # the board the opponent must enter, against his checkers on the bar
    board = sum(1 for r in profile.own_board if made[r])
    out["board"] = w["board"] * board * board * opp[BAR] / 6.0
    opp_board = sum(1 for r in profile.opp_board if opp[r] >= profile.hold)
    out["bar"] = -w["bar"] * own[BAR] * (4.0 + opp_board * opp_board / 2.0)
    # back checkers: trapped behind the opponent, worse as his race shortens
    back = sum(own[1:7]) if profile.hits else 0
    out["back"] = -w["back"] * back * (1.0 + 3.0 * max(0.0, (140 - opp_pips) / 100.0)) if back else 0.0
    # stacks: checkers beyond the third on a point are poorly used
    out["stack"] = -w["stack"] * sum(own[r] - 3 for r in range(1, 25) if own[r] > 3 and r != profile.stack_ok)
    return out


def in_contact(own: Sequence[int], opp: Sequence[int], other: Sequence[int]) -> bool:
    """Whether any checker can still meet an opposing one (``opp`` in the mover's view)."""
    own_back = next((r for r in range(25) if own[r]), 25)
    opp_back_theirs = min((other[i] for i in range(25) if opp[i]), default=25)
    own_front_theirs = max((other[j] for j in range(1, 25) if own[j]), default=0)
    opp_front = max((i for i in range(1, 25) if opp[i]), default=0)
    return bool(opp[BAR]) or own_back < opp_front or opp_back_theirs < own_front_theirs


def evaluate_terms(profile: Profile, own: tuple[int, ...], opp: tuple[int, ...]) -> Terms:
    """The named terms, in pips, of the position for the player who just moved."""
    other = profile.other
    t = Terms()
    v = t.values
    own_pips = pips_own(own)
    opp_pips = pips_opp(opp, other)
    t.own_pips, t.opp_pips = own_pips, opp_pips
    v["race"] = opp_pips - own_pips - ON_ROLL
    contact = in_contact(own, opp, other)
    t.contact = contact
    w = profile.weights
    theirs_own = profile.geometry.permute(opp)
    mine_theirs = profile.geometry.permute(own)
    if contact:
        # blots and the chance of being hit (the opponent is on roll)
        shots, loss = shot_risk(own, opp, other, profile.hits)
        t.shots = shots
        t.blots = sum(1 for r in range(1, 25) if own[r] == 1)
        opp_board = sum(1 for r in profile.opp_board if opp[r] >= 2)
        v["blots"] = -w["blot"] * loss * (1.0 + 0.15 * opp_board)
        # structure: each side's own terms, the opponent's subtracted
        mine = side_terms(profile, own, opp, opp_pips)
        theirs = side_terms(profile, theirs_own, mine_theirs, own_pips)
        for key, value in mine.items():
            v[key] = value - theirs[key]
    else:
        # pure race: pips wasted in the bear-off (a Keith-like count)
        v["wastage"] = -w["wastage"] * (wastage(own) - wastage(theirs_own))
    profile.extra_terms(own, opp, t)
    return t


def win_chance(terms: Terms) -> float:
    """Logistic winning chance from the total (width grows with the pips left)."""
    width = 0.6 * math.sqrt(terms.own_pips + terms.opp_pips + 16)
    x = terms.total / width
    if x > 30:
        return 1.0
    if x < -30:
        return 0.0
    return 1.0 / (1.0 + math.exp(-x))


def gammon_chances(profile: Profile, own: tuple[int, ...], opp: tuple[int, ...], terms: Terms) -> tuple[float, float]:
    """Rough chances of a double win for the mover and for the opponent."""
    if not profile.doubles:
        return 0.0, 0.0
    lead = terms.opp_pips - terms.own_pips
    mine = theirs = 0.0
    if profile.double_win_possible(profile.geometry.permute(opp)):
        mine = min(0.6, max(0.0, (lead - 30) / 120.0 + 0.04 * opp[BAR]))
    if profile.double_win_possible(own):
        theirs = min(0.6, max(0.0, (-lead - 30) / 120.0 + 0.04 * own[BAR]))
    return mine, theirs


def hand_chances(profile: Profile, own: tuple[int, ...], opp: tuple[int, ...]) -> tuple[float, float, float]:
    """(win, double win, double loss) of the player who just moved by the hand-made terms, the chances that
    :func:`equity` weighs (its double-win chances are given a win or a loss; these are not): a network's outputs."""
    terms = evaluate_terms(profile, own, opp)
    p = win_chance(terms)
    g_own, g_opp = gammon_chances(profile, own, opp, terms)
    return p, p * g_own, (1.0 - p) * g_opp


def equity(profile: Profile, own: tuple[int, ...], opp: tuple[int, ...], ctx: MatchCtx) -> float:
    """Expected points (from −3 to 3 or so) of the player who just moved."""
    terms = evaluate_terms(profile, own, opp)
    p = win_chance(terms)
    g_own, g_opp = gammon_chances(profile, own, opp, terms)
    return p * (1.0 + g_own * ctx.extra_mine) - (1.0 - p) * (1.0 + g_opp * ctx.extra_theirs)


@dataclass(frozen=True)
class MatchCtx:
    """What a double win is worth to each side (gammons, match score), and the
    cap on points that count (a player needing 1 point gains nothing by more)."""

    extra_mine: float = 1.0
    extra_theirs: float = 1.0
    need_mine: int = 99
    need_theirs: int = 99

    def flipped(self) -> MatchCtx:
        return MatchCtx(self.extra_theirs, self.extra_mine, self.need_theirs, self.need_mine)

    def points(self, points: int, mine: bool) -> float:
        """The value of a finished game worth ``points`` to its winner."""
        need = self.need_mine if mine else self.need_theirs
        return float(min(points, need)) if need < 99 else float(points)
