"""Choosing a play: the three levels and the 2-ply expectimax.

- easy: a beginner's play.  Among the plays that are not blunders (within a
  margin of the best by the full evaluation, taking a win when there is one,
  bearing off as many checkers as possible when bearing off), pick by a weak
  evaluation (race and points made, blind to shots) plus heavy noise.
- medium: the same safety rules as easy with a narrower margin, then the full
  evaluation (pips) plus a calibrated noise drawn from the seed, as gnubg's
  levels are one evaluation with noise: a sound player who misjudges.
- hard: the full evaluation without noise (the profile's learned network where
  the game has one, :mod:`.net`) at 1-ply, then for the best few
  candidates a 2-ply expectimax over the opponent's 21 rolls (he answers
  each with his 1-ply best play), within a node budget (one node = one
  position evaluated).

Everything is deterministic given the seed and the node budget; a wall-clock
budget (``budget_ms``) can also stop the 2-ply early (then it is not).
"""

from __future__ import annotations

import random
import time
from dataclasses import dataclass
from typing import Any

from ..protocol import Phase
from ..tables.geometry import OFF
from ..tables.moves import Play, from_view
from ..tables.state import DOUBLE, DROP, TAKE, Stage, TablesState
from .bearoff import fewest_rolls
from .evaluate import (
    ROLLS,
    MatchCtx,
    equity,
    evaluate_terms,
    gammon_chances,
    in_contact,
    quick_value,
    win_chance,
)
from .profiles import Profile, profile_for


@dataclass(frozen=True)
class Level:
    """Settings of one level."""

    name: str
    margin: float | None = 0.0  # easy, medium: plays within this equity of the best are "not blunders" (None: profile)
    noise: float | None = 0.0  # easy, medium: noise (pips, one Gaussian draw per play); None: the profile's
    judgement: str = ""  # easy, medium: "beginner" (race, points made) or "full" (the whole evaluation)
    width: int = 0  # hard: candidates searched at 2-ply
    prune: float = 0.0  # hard: candidates worse than the best 1-ply by more are skipped
    nodes: int = 0  # hard: node budget of the 2-ply
    replies: int = 0  # hard: opponent replies per roll fully evaluated (after a cheap screen)
    # Plays considered at most where a turn cannot be listed (a Giul cascade, rules.md §6.5): the sample
    # draws up to 4 × this many random walks; 100 keeps a cascade under 0.1 s on CPython where 400 took
    # up to 5 s, for about the same number of distinct results (12 against 13, median of 21 cascades).
    sample: int = 100
    # ... and the work those walks may do: nodes of the cascade's search expanded (after the first
    # play), a deterministic stand-in for time (bench/giul_cascades.py: about 30,000 per CPU second
    # in CPython); it keeps a decision on the largest cascades near a quarter of a second.
    sample_nodes: int | None = 8000
    learned: bool = False  # judge by the profile's learned network, when it has one (docs/bots.md)
    # The app's wall-clock stop per decision (tablier.api.bot_move sends it; tests and benches pass
    # ``budget_ms`` or nothing): None, the node budget alone bounds the level.
    budget_ms: float | None = None


LEVELS: dict[str, Level] = {
    "easy": Level("easy", margin=None, noise=None, judgement="beginner"),
    "medium": Level("medium", margin=0.15, noise=None, judgement="full"),
    "hard": Level("hard", width=5, prune=0.25, nodes=2500, replies=4, learned=True, budget_ms=1000),
}


@dataclass
class Situation:
    """A tables state to play, with its profile and what the points are worth."""

    state: TablesState
    profile: Profile
    ctx: MatchCtx
    learned: bool = False  # positions valued by the profile's network instead of the hand-made terms

    @property
    def seat(self) -> int:
        return self.state.seat

    def equity(self, own: tuple[int, ...], opp: tuple[int, ...], ctx: MatchCtx) -> float:
        """Expected points of the player who just moved (mover's view, the other on roll)."""
        if self.learned:
            return self.profile.learned_equity(own, opp, ctx)
        return equity(self.profile, own, opp, ctx)

    def win(self, own: tuple[int, ...], opp: tuple[int, ...]) -> float:
        """Winning chance of the player who just moved (mover's view, the other on roll)."""
        if self.learned:
            return self.profile.learned_chances(own, opp)[0]
        return win_chance(evaluate_terms(self.profile, own, opp))


def situation(state: Any, level: Level | None = None) -> Situation:
    """Unwrap a match (its score sets what double wins are worth) or a game; ``level``
    judges by the profile's network when it asks for one and the game has one."""
    game = getattr(state, "game", state)
    if not isinstance(game, TablesState):
        raise TypeError("the tables bots play tables games only")
    ctx = MatchCtx()
    if game is not state and hasattr(state, "score"):
        seat = game.seat
        need_mine = state.target - state.score[seat]
        need_theirs = state.target - state.score[1 - seat]
        ctx = MatchCtx(
            extra_mine=0.0 if need_mine <= 1 else 1.0,
            extra_theirs=0.0 if need_theirs <= 1 else 1.0,
            need_mine=need_mine,
            need_theirs=need_theirs,
        )
    profile = profile_for(game.rules)
    learned = level is not None and level.learned and profile.network is not None
    return Situation(game, profile, ctx, learned)


class Counter:
    """Nodes evaluated, against a node budget and an optional deadline."""

    def __init__(self, nodes: int, budget_ms: float | None) -> None:
        self.nodes = 0
        self.limit = nodes
        self.deadline = None if budget_ms is None else time.perf_counter() + budget_ms / 1000.0

    def exhausted(self) -> bool:
        if self.limit and self.nodes >= self.limit:
            return True
        return self.deadline is not None and time.perf_counter() > self.deadline


def play_value(sit: Situation, play: Play) -> float:
    """Equity of ``play`` for the mover (a win: its points, capped by the match)."""
    rules, seat = sit.state.rules, sit.seat
    result = play.result
    assert sit.state.position is not None
    outcome = rules.play_outcome(sit.state.position, seat, play)
    if outcome is not None:
        if outcome.winner is None:  # a draw (Plakoto's two pinned mothers)
            return 0.0
        value = sit.ctx.points(outcome.points, outcome.winner == seat)
        return value if outcome.winner == seat else -value
    return sit.equity(result[seat], sit.profile.geometry.permute(result[1 - seat]), sit.ctx)


def two_ply(sit: Situation, play: Play, counter: Counter, replies: int = 0) -> float | None:
    """Expected equity of ``play`` over the opponent's 21 rolls, each answered by
    his 1-ply best play; None if the budget ran out."""
    rules, profile, seat = sit.state.rules, sit.profile, sit.seat
    geometry = profile.geometry
    result = play.result
    if rules.result(result) is not None:
        return play_value(sit, play)
    them = 1 - seat
    own, opp = result[them], geometry.permute(result[seat])  # the opponent's view
    flipped = sit.ctx.flipped()
    total = 0.0
    for a, b, w in ROLLS:
        if counter.exhausted():
            return None
        dice = rules.dice_for_roll((a, b))
        leaves = profile.reply_leaves(own, opp, dice)
        if replies and len(leaves) > replies:
            leaves = sorted(leaves, key=lambda leaf: -quick_value(profile, leaf.own, leaf.opp))[:replies]
        best = -99.0
        for leaf in leaves:
            counter.nodes += 1
            position = from_view(leaf.own, leaf.opp, them, geometry)
            outcome = rules.play_outcome(result, them, Play(leaf.steps, position))
            if outcome is not None:
                if outcome.winner is None:  # a draw
                    value = 0.0
                else:
                    value = flipped.points(outcome.points, outcome.winner == them)
                    value = value if outcome.winner == them else -value
            else:
                value = sit.equity(leaf.own, leaf.opp, flipped)
            if value > best:
                best = value
        if not leaves:  # no legal reply at all: the position stays (a pass)
            best = -sit.equity(result[seat], geometry.permute(result[them]), sit.ctx)
        total += w * best
    return -total / 36.0


def race_contact(sit: Situation) -> bool:
    """Whether the position to play still has contact (else it is a pure race)."""
    assert sit.state.position is not None
    seat, geometry = sit.seat, sit.profile.geometry
    own, opp = sit.state.position[seat], geometry.permute(sit.state.position[1 - seat])
    return in_contact(own, opp, geometry.other)


def borne_off(sit: Situation, play: Play) -> int:
    return play.result[sit.seat][OFF]


def judged_value(sit: Situation, play: Play, judgement: str) -> float:
    """The evaluation in pips a noisy level judges by: "beginner" is the profile's
    ``beginner_terms`` (race, points made, blind to shots; the blocage in the
    Révertier family), "full" every term."""
    seat = sit.seat
    terms = evaluate_terms(sit.profile, play.result[seat], sit.profile.geometry.permute(play.result[1 - seat]))
    if judgement == "full":
        return terms.total
    return sum(terms.values.get(name, 0.0) for name in sit.profile.beginner_terms)


def rank(sit: Situation, plays: list[Play], counter: Counter) -> list[tuple[float, int, Play]]:
    """Plays by 1-ply equity, best first (ties keep the legal order)."""
    scored = []
    for i, play in enumerate(plays):
        counter.nodes += 1
        scored.append((play_value(sit, play), i, play))
    scored.sort(key=lambda t: (-t[0], t[1]))
    return scored


def choose_checker_play(
    sit: Situation, level: Level, seed: int, budget_ms: float | None, nodes: int | None
) -> tuple[Play, dict[str, Any]]:
    """The play of ``level`` and what the search saw."""
    rng = random.Random(seed)
    plays = sit.profile.candidate_plays(sit.state, level.sample, rng, level.sample_nodes)
    if sit.learned and not race_contact(sit):
        # a race: bear off as many checkers as the roll allows (the network, trained on
        # few races, can misjudge these by a hair; the hand-made levels' safety rule)
        most_off = max(borne_off(sit, p) for p in plays)
        plays = [p for p in plays if borne_off(sit, p) == most_off]
        if sit.profile.bearoff_table:  # then the fewest rolls left to bear off, by the one-sided table
            plays = fewest_rolls(plays, sit.seat, sit.state.position[1 - sit.seat])
    counter = Counter(level.nodes if nodes is None else nodes, budget_ms)
    info: dict[str, Any] = {"level": level.name, "plays": len(plays)}
    if len(plays) == 1:
        info.update(nodes=0, evaluation=None, depth=0)
        return plays[0], info
    ranked = rank(sit, plays, counter)
    best_value, _, best = ranked[0]
    depth = 1
    if level.judgement:
        best = noisy_pick(sit, level, ranked, rng)
        best_value = next(v for v, _, p in ranked if p is best)
    elif level.width:
        searched: list[tuple[float, int, Play]] = []
        for value, i, play in ranked[: level.width]:
            if searched and value < ranked[0][0] - level.prune:
                break
            deep = two_ply(sit, play, counter, level.replies)
            if deep is None:
                break
            searched.append((deep, i, play))
        if searched:
            depth = 2
            searched.sort(key=lambda t: (-t[0], t[1]))
            best_value, _, best = searched[0]
            info["searched"] = len(searched)
    info.update(
        nodes=counter.nodes,
        evaluation=round(best_value, 4),
        depth=depth,
        candidates=[[sit.state.play_to_str(p), round(v, 4)] for v, _, p in ranked[:5]],
    )
    return best, info


def noisy_pick(sit: Situation, level: Level, ranked: list[tuple[float, int, Play]], rng: random.Random) -> Play:
    """Easy and medium: never absurd (take a win, bear off as many as the roll
    allows, stay within ``margin`` of the best equity), otherwise the level's
    judgement plus its noise, drawn from the seed."""
    rules = sit.state.rules
    wins = [t for t in ranked if rules.winner(t[2].result) == sit.seat]
    if wins:
        return wins[0][2]
    most_off = max(borne_off(sit, p) for _, _, p in ranked)
    ranked = [t for t in ranked if borne_off(sit, t[2]) == most_off]
    top = ranked[0][0]
    margin = sit.profile.easy_margin if level.margin is None else level.margin
    allowed = [p for v, _, p in ranked if v >= top - margin]
    noise = level.noise
    if noise is None:
        noise = sit.profile.easy_noise if level.judgement == "beginner" else sit.profile.medium_noise
    return max(allowed, key=lambda p: judged_value(sit, p, level.judgement) + rng.gauss(0.0, noise))


def on_roll_chances(sit: Situation) -> tuple[float, float, float]:
    """(win, gammon for, gammon against) of the player on roll (cube decisions)."""
    state, profile = sit.state, sit.profile
    assert state.position is not None
    them = 1 - state.seat
    own, opp = state.position[them], profile.geometry.permute(state.position[state.seat])
    terms = evaluate_terms(profile, own, opp)
    p = win_chance(terms)
    g_them, g_me = gammon_chances(profile, own, opp, terms)
    return 1.0 - p, g_me, g_them


def choose_cube(sit: Situation) -> tuple[str | None, dict[str, Any]]:
    """Double, take or drop by the winning chance (None: roll without doubling)."""
    win, g_for, _ = on_roll_chances(sit)
    info: dict[str, Any] = {"win": round(win, 3), "depth": 0, "nodes": 1}
    if sit.state.stage is Stage.CUBE:
        return (TAKE if win >= 0.25 else DROP), info
    if win >= 0.68 and not (win > 0.85 and g_for > 0.25):
        return DOUBLE, info
    return None, info


def choose(
    state: Any, level: str = "medium", budget_ms: float | None = None, seed: int = 0, nodes: int | None = None
) -> tuple[Any, dict[str, Any]]:
    """The play of the bot at ``level`` for the player to move.

    Returns (play, info): a legal play of ``state.legal_plays()``, or None in
    stage ``roll`` when the bot does not double (then it just rolls).
    """
    if level not in LEVELS:
        raise ValueError(f"unknown level {level!r} (easy, medium, hard)")
    game = getattr(state, "game", state)
    if not isinstance(game, TablesState):
        if state.phase is Phase.OVER or not state.legal_plays():  # Dames Rabattues: dice play themselves
            return None, {"level": level, "play": None, "depth": 0, "nodes": 0, "ms": 0.0}
        raise TypeError("the tables bots play tables games only")
    sit = situation(state, LEVELS[level])
    start = time.perf_counter()
    if sit.state.phase is Phase.OVER:
        raise ValueError("the game is over")
    if sit.state.stage is Stage.PLAY:
        play, info = choose_checker_play(sit, LEVELS[level], seed, budget_ms, nodes)
    elif sit.state.stage in (Stage.CUBE, Stage.ROLL) and sit.state.legal_plays():
        play, info = choose_cube(sit)
    else:  # the dice must be rolled (start draw, roll-off, no cube): nothing to decide
        play, info = None, {"depth": 0, "nodes": 0}
    info["ms"] = round((time.perf_counter() - start) * 1000.0, 2)
    info["play"] = None if play is None else sit.state.play_to_str(play)
    return play, info
