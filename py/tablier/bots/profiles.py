"""What the bot knows about each game: an evaluator profile per game id.

Shared code never asks which game it plays: it looks up the game's profile in
:data:`PROFILES` (by ``rules.id``), falling back on the profile of the board
family.  A profile holds the weights, the value of each point, whether
checkers can be hit, whether a double win exists, a hook for the game's own
terms (``extra_terms``) and two hooks for games whose turns cannot all be
listed (``candidate_plays`` and ``reply_leaves``, e.g. Giul: a bounded sample).

A new game plugs in with::

    @register_profile("my-game")
    class MyGameProfile(ContraryProfile):
        hits = False
        def extra_terms(self, own, opp, terms): ...  # the game's own terms

(Plakoto, Fevga and Giul have theirs in :mod:`.tavli_profiles`.)
"""

from __future__ import annotations

import random
from collections.abc import Callable, Sequence
from typing import Any, ClassVar

from ..tables.geometry import BAR, OFF, PARALLEL
from ..tables.movegen import legal_leaves
from ..tables.moves import Leaf
from ..tables.rules import TablesRules
from .evaluate import MatchCtx, Terms, hand_chances, shot_risk
from .net import load_net, term_inputs

PROFILES: dict[str, type[Profile]] = {}


def register_profile(*game_ids: str) -> Callable[[type[Profile]], type[Profile]]:
    """Class decorator: the profile of these game ids."""

    def deco(cls: type[Profile]) -> type[Profile]:
        for gid in game_ids:
            PROFILES[gid] = cls
        return cls

    return deco


def profile_for(rules: TablesRules) -> Profile:
    """The profile of a game (its registered one, else its board family's)."""
    cls = PROFILES.get(rules.id)
    if cls is None:
        cls = ParallelProfile if rules.geometry is PARALLEL else ContraryProfile
    return cls(rules)


def _table(values: dict[int, float]) -> tuple[float, ...]:
    return tuple(values.get(r, 0.0) for r in range(26))


class Profile:
    """Defaults: standard backgammon strategy (contrary family)."""

    hits: ClassVar[bool] = True
    """Whether a lone checker can be hit (Plakoto pins, Fevga has neither)."""
    doubles: ClassVar[bool] = True
    """Whether an ordinary win can be worth double (gammon, partie double)."""
    escape_reason: ClassVar[bool] = True
    """Whether leaving r1–6 is "escaping a back checker" (not from a talon start)."""
    hold: ClassVar[int] = 2
    """Checkers that make a point (one in Fevga and Giul, rules.md §6.4)."""
    stack_ok: ClassVar[int] = -1
    """A point where big stacks are normal (the Révertier tête)."""
    beginner_terms: ClassVar[tuple[str, ...]] = ("race", "points", "board")
    """The terms the easy level judges by: what a beginner sees (no shots)."""
    easy_margin: ClassVar[float] = 0.35
    """Easy never plays worse than the best by more than this (expected points): no absurd play."""
    easy_noise: ClassVar[float] = 14.0
    """Easy's noise on the beginner's judgement (pips), calibrated per game so that easy
    beats random ≥ 90 % and medium beats easy ≥ 65 % (docs/bots.md, *Levels*)."""
    medium_noise: ClassVar[float] = 20.0
    """Medium's noise on the full evaluation (pips), calibrated per game so that hard
    beats medium and medium beats easy ≥ 65 % (docs/bots.md, *Levels*)."""
    weights: ClassVar[dict[str, float]] = {
        "blot": 1.0,
        "point": 6.0,
        "prime": 4.0,
        "board": 6.0,
        "bar": 2.0,
        "back": 1.5,
        "stack": 1.0,
        "wastage": 1.0,
    }
    point_value: ClassVar[tuple[float, ...]] = _table(
        {
            # by route index r (standard point n = 25 − r)
            24: 0.2,
            23: 0.5,
            22: 0.8,
            21: 1.2,
            20: 1.6,
            19: 1.4,
            18: 1.1,
            17: 0.7,
            16: 0.5,
            15: 0.4,
            14: 0.2,
            13: 0.2,
            12: 0.3,
            11: 0.2,
            10: 0.2,
            9: 0.2,
            8: 0.2,
            7: 0.6,
            6: 0.6,
            5: 0.9,
            4: 0.7,
            3: 0.4,
            2: 0.3,
            1: 0.2,
        }
    )

    network: ClassVar[str | None] = None
    """The learned evaluation hard judges by (``weights/<name>.json``, :mod:`.net`), or None:
    the hand-made terms.  Set only where it beats them (docs/bots.md, *The learned evaluation*)."""
    net_share: ClassVar[float] = 1.0
    """The network's share of what hard judges by; the hand-made terms' chances (``evaluate.hand_chances``) make
    up the rest, output by output, so that with ``net_excess`` 1 the expected points are the same mix.  1 where the
    network alone beats the terms; Fevga 0.7 (docs/bots.md, *Fevga: the network beside the terms*)."""
    net_excess: ClassVar[float] = 1.0
    """What the network's second and third outputs mean: the expected points of the mover's win
    (output 2) and of his loss (output 3) beyond the first, over this; so the expected points are
    2·win − 1 + net_excess · (output 2 − output 3).  1 where the most a game pays is 2 (the gammon:
    the outputs are then the chances of a double win and a double loss); the training
    (``train/td.py``) reads it from here."""

    @property
    def bearoff_table(self) -> bool:
        """Whether hard bears off in a race by the one-sided table (:mod:`.bearoff`): only where the game bears
        off by the standard rule (rules.md §0.5) with every play the table assumes legal."""
        return False

    def __init__(self, rules: TablesRules) -> None:
        self.rules = rules
        self.geometry = rules.geometry
        self.other = rules.geometry.other
        # where the opponent enters (seen from the mover), and where the mover enters
        self.own_board = tuple(self.other[d] for d in range(1, 7))
        self.opp_board = tuple(range(1, 7))

    # --- evaluation hooks -----------------------------------------------------
    def extra_terms(self, own: Sequence[int], opp: Sequence[int], terms: Terms) -> None:
        """Add the game's own terms to ``terms.values`` (default: none)."""

    def double_win_possible(self, loser: Sequence[int]) -> bool:
        """Whether ``loser`` (his own route) could still lose double (default: none off)."""
        return not loser[OFF]

    def learned_chances(self, own: tuple[int, ...], opp: tuple[int, ...]) -> tuple[float, float, float]:
        """(win, gammon win, gammon loss) of the mover by the profile's network (``own``, ``opp`` in his view), mixed
        with the hand-made terms' by ``net_share``."""
        assert self.network is not None
        net = load_net(self.network)
        terms = term_inputs(self, own, opp, net.terms) if net.terms else ()
        chances = net.chances(own, self.geometry.permute(opp), terms)
        if self.net_share == 1.0:
            return chances
        share, hand = self.net_share, hand_chances(self, own, opp)
        win, gammon_win, gammon_loss = (share * n + (1.0 - share) * h for n, h in zip(chances, hand, strict=True))
        return win, gammon_win, gammon_loss

    def learned_equity(self, own: tuple[int, ...], opp: tuple[int, ...], ctx: MatchCtx) -> float:
        """Expected points of the mover by the profile's network (``own``, ``opp`` in his view)."""
        win, gammon_win, gammon_loss = self.learned_chances(own, opp)
        return 2.0 * win - 1.0 + self.net_excess * (gammon_win * ctx.extra_mine - gammon_loss * ctx.extra_theirs)

    # --- play generation hooks (Giul: a bounded sample) ----------------------------
    def candidate_plays(self, state: Any, limit: int, rng: random.Random, nodes: int | None = None) -> list[Any]:
        """The plays the bot chooses among: every legal play, or a bounded random sample of
        them (at most ``limit``, within ``nodes`` of search) when the turn is too big to list
        (a Giul cascade, rules.md §6.5)."""
        if state.lazy is not None:
            return state.sample_plays(limit, rng, nodes)
        return list(state.legal_plays())

    def reply_leaves(self, own: tuple[int, ...], opp: tuple[int, ...], dice: tuple[int, ...]) -> list[Leaf]:
        """The opponent's plays for one roll, in his view: all legal ones, or none for a
        turn too big to list (a Giul cascade, rules.md §6.5), which the search then
        values as the position stands."""
        if self.rules.lazy_turn(dice):
            return []
        return legal_leaves(self.rules, own, opp, dice)


class ContraryProfile(Profile):
    """Toutes tables, Backgammon 225, Portes and any contrary-family game."""


@register_profile("toutes-tables", "toutes-tables-225")
class ToutesTablesProfile(ContraryProfile):
    """Toutes tables: no privileges (the maximum-pips rule) and the partie double.

    - In a bear-off with contact the maximum-pips rule forbids the safe plays
      that waste pips, so gaps in the home board are dearer: penalised.
    - The loser escapes the partie double by bringing all his checkers home (not
      only by bearing one off).
    - Hard judges by Portes's network (same board, movement and hitting; the maximum-pips
      rule only narrows the plays it compares): against the hand-made hard it won 55.5 % in
      Toutes tables 225, and hard beat medium 76.5 % with it against 66.5 % (200 games each,
      docs/bots.md, *The learned evaluation*).
    """

    network = "portes"

    def extra_terms(self, own: Sequence[int], opp: Sequence[int], terms: Terms) -> None:
        if terms.contact and not any(own[BAR:19]):
            gaps = sum(1 for r in range(19, 25) if not own[r] and any(own[19:r]))
            terms.values["max-pips"] = -1.5 * gaps

    def double_win_possible(self, loser: Sequence[int]) -> bool:
        return not loser[OFF] and any(loser[BAR:19])

    def learned_equity(self, own: tuple[int, ...], opp: tuple[int, ...], ctx: MatchCtx) -> float:
        """The network's gammon (the loser bore off none) stands for the partie double, which
        the loser also escapes by bringing all his checkers home (§4.6): none once he has."""
        win, gammon_win, gammon_loss = self.learned_chances(own, opp)
        if not self.double_win_possible(self.geometry.permute(opp)):
            gammon_win = 0.0
        if not self.double_win_possible(own):
            gammon_loss = 0.0
        return 2.0 * win - 1.0 + self.net_excess * (gammon_win * ctx.extra_mine - gammon_loss * ctx.extra_theirs)


@register_profile("backgammon-225", "portes")
class ModernProfile(ContraryProfile):
    """Backgammon 225 and Portes: gammon when the loser has borne off none (rules.md §6.1,
    §4.9; Backgammon 225's triple win is valued as a gammon by the network)."""

    network = "portes"

    @property
    def bearoff_table(self) -> bool:
        """The standard bear-off, unless the connection rule is on (an overshoot then needs more, §6.1)."""
        return not self.rules.options.get("connection", False)


class ParallelProfile(Profile):
    """Révertier family: both sides go the same way, starting 12 points apart.

    The mover's r13–18 are the opponent's entry quarter (his r1–6): points made
    there block his entry and his start; r19–24 is the home (the opponent's
    r7–12, on his way to his tête); r12 is the tête, where stacking is allowed.
    """

    medium_noise = 3.0  # medium already misjudges the blocage and the tête; more noise falls to easy

    doubles = False
    escape_reason = False
    stack_ok = 12
    point_value = _table(
        {12: 0.8, 13: 0.2, 14: 1.4, 15: 1.4, 16: 1.4, 17: 1.3, 18: 1.2}
        | {19: 1.0, 20: 1.0, 21: 1.0, 22: 0.9, 23: 0.8, 24: 0.6}
    )


MARGIN_WEIGHT = {3: 0.1, 2: 0.25, 1: 0.6}
"""How close a hit brings a permanent block, by free entry points minus checkers on the bar."""


def margin_weight(margin: int) -> float:
    """The weight of the blocage terms at ``margin`` (free entry points minus checkers on the
    bar): 1 where one more hit blocks for good, 0 where it is far."""
    return MARGIN_WEIGHT.get(margin, 1.0 if margin <= 0 else 0.0)


@register_profile("revertier")
class RevertierProfile(ParallelProfile):
    """Révertier: 1 point for bearing off first, 2 for the blocage définitif."""

    jan_points: ClassVar[float] = 2.0
    """Points won by blocking the opponent for good (Révertier 2, Swedish jan 4)."""
    beginner_terms = (*ParallelProfile.beginner_terms, "blocage-danger", "blocage-threat")
    """A beginner is taught the blocage first (rules.md §1.9): easy sees it."""
    easy_noise = 9.0  # with 14, random's hits blocked easy for good: it beat random only 82 % (docs/bots.md)
    network = "revertier"
    """Hard judges Révertier by its own network (``weights/revertier.json``, trained by self-play on these rules:
    the blocage définitif is its double win), which beats the hand-made terms (docs/bots.md, *Révertier's
    network*); easy and medium keep the terms."""

    def extra_terms(self, own: Sequence[int], opp: Sequence[int], terms: Terms) -> None:
        """The permanent block (*blocage définitif*, rules.md §1.9): F < k loses.

        F = entry points r1–6 free of one's own checkers, k = checkers on the bar.
        Own danger: few free entry points and blots the opponent can hit; threat:
        the same for the opponent (his r1–6 are the mover's r13–18).
        """
        v = terms.values
        stake = 30.0 * self.jan_points  # pips a blocage is worth
        other = self.other
        margin = sum(1 for r in range(1, 7) if not own[r]) - own[BAR]
        weight = margin_weight(margin)
        if weight:
            # a hit on a blot outside r1–6 raises k without freeing an entry point
            masked = [0 if 1 <= r <= 6 and n == 1 else n for r, n in enumerate(own)]
            shots, _ = shot_risk(masked, opp, other, True)
            if shots:
                v["blocage-danger"] = -stake * (shots / 36.0) * weight
        board = [other[d] for d in range(1, 7)]
        margin_opp = sum(1 for i in board if not opp[i]) - opp[BAR]
        weight = margin_weight(margin_opp)
        if weight:
            permute = self.geometry.permute
            theirs = permute(tuple(opp))
            masked = [0 if 1 <= r <= 6 and n == 1 else n for r, n in enumerate(theirs)]
            shots, _ = shot_risk(masked, permute(tuple(own)), other, True)
            if shots:
                v["blocage-threat"] = stake * (shots / 36.0) * weight / 2.0


BEAUX_JEUX = (
    {20: 3, 21: 3, 22: 3, 23: 3, 24: 3},
    {22: 5, 23: 5, 24: 5},
    {22: 3, 23: 5, 24: 7},
    {24: 15},
)


@register_profile("swedish-tables")
class SwedishProfile(RevertierProfile):
    """Swedish Tables: jans (4, forcé 6), beaux jeux (2), forcings.

    - A bouchage (six points of 2+ in a row in r13–24) can be forced by the
      opponent: all its checkers on the forced point go to the bar.  Keep primes
      at five points.
    - While the opponent has more checkers on the bar than open entry points he
      may force the mover's points in his entry quarter: stacks there are at risk.
    - The beaux jeux (couronnes, escalier, tour) win 2 before any checker is off.
    """

    jan_points = 4.0
    beginner_terms = (*RevertierProfile.beginner_terms, "blots")
    """Every hit brings a jan (4 points) nearer: easy is taught to leave few blots."""
    easy_noise = 8.0
    easy_margin = 0.2  # with 0.35 random play's hits punished easy's worst choices: it beat random 88.5 %
    medium_noise = 0.5  # medium is the plain 1-ply: with easy seeing blots, more noise falls to easy's level
    network = "swedish-tables"
    """Hard judges by Swedish Tables' own network (40,000 self-play games on these rules, its outputs over
    :attr:`net_excess`): Révertier's knows neither the jans (4, 6), the beaux jeux nor the forcings.  It beat the
    hand-made hard 76.2 % of 1,000 games (73.5–78.7 %), in less than half its think time (docs/bots.md,
    *Swedish Tables' network*)."""
    net_excess = 5.0
    """A win pays 1 to 6 points (§3: sortie 1, beau jeu 2, hermite +1 on those two, jan 4, jan forcé 6):
    a network for this game gives the expected points beyond the first of a win and of a loss, over 5."""

    def extra_terms(self, own: Sequence[int], opp: Sequence[int], terms: Terms) -> None:
        super().extra_terms(own, opp, terms)
        v = terms.values
        run = best = 0
        for r in range(13, 25):
            run = run + 1 if own[r] >= 2 else 0
            best = max(best, run)
        if best >= 6:
            v["bouchage"] = -10.0 - 3.0 * (best - 6)
        other = self.other
        board = [other[d] for d in range(1, 7)]
        open_opp = sum(1 for i in board if not opp[i] and own[i] < 2)
        if opp[BAR] > open_opp:
            v["forcing-risk"] = -1.5 * sum(own[i] for i in board if own[i] >= 2)
        if not own[OFF]:
            near = max(sum(min(own[r], n) for r, n in fig.items()) for fig in BEAUX_JEUX)
            if near >= 9:
                v["beau-jeu"] = 2.5 * (near - 8)
