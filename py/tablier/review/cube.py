"""Grading a cube decision of Backgammon 225 (the doubling cube): double or not, take or drop.

The hard level's evaluation (the learned network where the game has one) gives the chances of the
player on roll before his throw (0-ply): win ``p``, gammon win and loss.  They become cubeful equities
by Janowski's money-game approximation (« Take-points in money games », 1993), normalised to the cube
before the decision (docs/review.md):

- ``W`` = 1 + gammon win / p and ``L`` = 1 + gammon loss / (1 - p), the average value of a win and a
  loss (a gammon counts what the score makes it worth, 2 in a money game);
- cubeless ``E = p(W + L) - L``; with a fully live cube (efficiency 1) the owner's equity is
  ``p(W + L + ½) - L`` up to 1 (his cash), his opponent's ``p(W + L + ½) - L - ½`` down to -1, and a
  centred cube's goes linearly from -1 at the take point ``(L - ½)/(W + L + ½)`` to 1 at the cash
  point ``(L + 1)/(W + L + ½)`` (a side too good to cash plays on for the cubeless E);
- the cubeful equity is ``x × live + (1 - x) × cubeless``, with the cube efficiency ``x`` = 2/3.

Then: no double = the equity with the cube as it is; double, take = 2 × the equity with the opponent
owning the cube; double, drop = +1; doubling is worth the lower of the two (the opponent chooses).  The
taker compares 2 × his equity owning the cube with -1.
"""

from __future__ import annotations

from typing import Any

from ..bots.evaluate import evaluate_terms, gammon_chances, win_chance
from ..bots.search import LEVELS, Situation, situation
from ..tables.state import DOUBLE, DROP, TAKE, Stage
from .verdicts import THRESHOLDS, verdict

EFFICIENCY = 2 / 3
"""Janowski's cube efficiency ``x``: 0 a dead cube, 1 a fully live one; 2/3 is the value usually quoted
for middle-game positions."""

NO_DOUBLE = "no double"
"""The name of the decision not to double (the action recorded is the throw itself)."""

CLOSE = THRESHOLDS["equity"][0]
"""A throw without doubling is graded only when doubling was right or within this equity of it
(gnubg's "close or actual" cube decisions), so that the many obvious ones do not fill the review."""


def on_roll(sit: Situation, seat: int) -> tuple[float, float, float]:
    """(win, gammon win, gammon loss) of ``seat``, on roll before his throw, by the hard evaluation."""
    position = sit.state.position
    assert position is not None
    # the network and the terms judge the side that just moved, the other on roll: that is ``seat``'s opponent
    own, opp = position[1 - seat], sit.profile.geometry.permute(position[seat])
    if sit.learned:
        win, g_win, g_loss = sit.profile.learned_chances(own, opp)
    else:
        terms = evaluate_terms(sit.profile, own, opp)
        win = win_chance(terms)
        g_win, g_loss = gammon_chances(sit.profile, own, opp, terms)
    return 1.0 - win, g_loss, g_win


def cubeful(p: float, w: float, loss: float, owner: str, x: float = EFFICIENCY) -> float:
    """Janowski's equity of a side winning ``p`` with wins worth ``w`` and losses ``loss`` on average,
    the cube ``owner`` being "centred", "mine" or "theirs" (in units of the cube)."""
    dead = p * (w + loss) - loss
    line = p * (w + loss + 0.5) - loss
    if owner == "mine":
        live = max(min(line, 1.0), dead)
    elif owner == "theirs":
        live = min(max(line - 0.5, -1.0), dead)
    elif abs(dead) > 1.0:
        live = dead
    else:
        take, cash = (loss - 0.5) / (w + loss + 0.5), (loss + 1.0) / (w + loss + 0.5)
        live = max(-1.0, min(1.0, -1.0 + 2.0 * (p - take) / (cash - take)))
    return x * live + (1.0 - x) * dead


def _values(sit: Situation, chances: tuple[float, float, float]) -> tuple[float, float, float]:
    """(p, W, L) of the deciding side from its chances, gammons valued by the score (:class:`MatchCtx`)."""
    p, g_win, g_loss = chances
    w = 1.0 + (g_win * sit.ctx.extra_mine / p if p > 0 else 0.0)
    loss = 1.0 + (g_loss * sit.ctx.extra_theirs / (1.0 - p) if p < 1 else 0.0)
    return p, w, loss


def options(state: Any) -> tuple[list[tuple[str, float]], float] | None:
    """The cube options of the side to decide in ``state`` with their equities (his view, units of the
    cube before the decision), best first, and his winning chance; None when there is no cube decision."""
    sit = situation(state, LEVELS["hard"])
    game, seat = sit.state, sit.seat
    if game.stage is Stage.CUBE:
        doubler = on_roll(sit, 1 - seat)
        p, w, loss = _values(sit, (1.0 - doubler[0], doubler[2], doubler[1]))
        found = [(TAKE, 2.0 * cubeful(p, w, loss, "mine")), (DROP, -1.0)]
    elif game.stage is Stage.ROLL and game.may_double():
        p, w, loss = _values(sit, on_roll(sit, seat))
        now = cubeful(p, w, loss, "mine" if game.cube_owner == seat else "centred")
        double = min(2.0 * cubeful(p, w, loss, "theirs"), 1.0)
        found = [(NO_DOUBLE, now), (DOUBLE, double)]
    else:
        return None
    return sorted(found, key=lambda o: -o[1]), p


def grade(state: Any, action: str | None) -> dict[str, Any] | None:
    """The grade of the cube ``action`` ("double", "take", "drop", or None: a throw without doubling)
    made in ``state``, in the shape of :func:`.tables.grade`; None when it was no cube decision, or a
    throw without doubling far from a double."""
    found = options(state)
    if found is None:
        return None
    top, win = found
    played = NO_DOUBLE if action is None else action
    values = dict(top)
    if played not in values:
        return None
    best, best_value = top[0]
    loss = max(0.0, best_value - values[played])
    if played == NO_DOUBLE and values[DOUBLE] < values[NO_DOUBLE] - CLOSE:
        return None
    return {
        "scale": "equity",
        "cube": True,
        "played": played,
        "best": best,
        "equity": round(values[played], 4),
        "best_equity": round(best_value, 4),
        "loss": round(loss, 4),
        "verdict": verdict(loss, "equity"),
        "win": round(win, 3),
        "top": [[name, round(value, 4), []] for name, value in top],
        "played_steps": [],
        "principles": [],
    }
