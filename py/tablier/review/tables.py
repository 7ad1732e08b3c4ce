"""Grading one decision of a tables game with the hard level's evaluation.

Every legal play (a sample for a Giul cascade, plus the play made) is valued at
1-ply; the best few and the play made are then searched at 2-ply (the hard level's
expectimax over the opponent's 21 rolls), so the play made and the best play are
compared at the same depth.  A turn with a single legal play is not graded; a cube
decision is graded by :mod:`.cube` (docs/review.md).
"""

from __future__ import annotations

import random
from typing import Any

from ..bots.evaluate import evaluate_terms, longest_run
from ..bots.search import LEVELS, Counter, Situation, play_value, situation, two_ply
from ..tables.moves import Play
from ..tables.state import Stage, TablesState
from .principles import Said, say
from .verdicts import verdict

DEEP = 3
"""Plays searched at 2-ply besides the play made: the best ones at 1-ply."""

PRINCIPLES: dict[str, tuple[str, ...]] = {
    "portes": ("blot",),
    "toutes-tables": ("blot",),
    "toutes-tables-225": ("blot",),
    "backgammon-225": ("blot",),
    "plakoto": ("mother",),
    "fevga": ("fevga-block",),
    "giul": ("fevga-block",),
    "revertier": ("blocage",),
    "swedish-tables": ("blocage",),
}
"""The principles checked in each game (:mod:`.principles`)."""

BLOT_SHOTS = 6
"""A blot is named when the play made leaves at least this many more hitting rolls than the best."""


def tables_game(state: Any) -> TablesState | None:
    """The tables game of ``state`` (the current game of a match), or None."""
    game = getattr(state, "game", state)
    return game if isinstance(game, TablesState) else None


def grade(state: Any, text: str) -> dict[str, Any] | None:
    """The grade of the play ``text`` made in ``state``, or None when there was nothing to decide.

    Returns ``{"scale": "equity", "played", "best", "equity", "best_equity", "loss", "verdict",
    "win" (the mover's winning chance after the play made), "top": [[play, equity, steps], ...],
    "played_steps", "principles": [{en, fr}]}``; steps are ``(from, to, die)`` in route indices."""
    game = tables_game(state)
    if game is None or game.stage is not Stage.PLAY:
        return None
    sit = situation(state, LEVELS["hard"])
    played = game.parse_play(text)
    plays = list(sit.profile.candidate_plays(game, LEVELS["hard"].sample, random.Random(0)))
    if not any(p.result == played.result for p in plays):
        plays.append(played)  # a cascade's sample may miss the play made
    if len(plays) < 2:
        return None
    counter = Counter(0, None)
    shallow = sorted(((play_value(sit, p), i, p) for i, p in enumerate(plays)), key=lambda t: (-t[0], t[1]))
    chosen = [t for t in shallow[:DEEP]]
    if not any(p.result == played.result for _, _, p in chosen):
        chosen.append(next(t for t in shallow if t[2].result == played.result))
    deep = []
    for _, i, play in chosen:
        value = two_ply(sit, play, counter, LEVELS["hard"].replies)
        deep.append((play_value(sit, play) if value is None else value, i, play))
    deep.sort(key=lambda t: (-t[0], t[1]))
    best_value, _, best = deep[0]
    mine = next(v for v, _, p in deep if p.result == played.result)
    if best.result == played.result:
        best_value = mine
    loss = max(0.0, best_value - mine)
    said = verdict(loss, "equity")
    seat = sit.seat
    win = sit.win(played.result[seat], sit.profile.geometry.permute(played.result[1 - seat]))
    outcome = game.rules.play_outcome(game.position, seat, played)
    if outcome is not None:
        win = 0.5 if outcome.winner is None else float(outcome.winner == seat)
    return {
        "scale": "equity",
        "played": game.play_to_str(played),
        "best": game.play_to_str(best),
        "equity": round(mine, 4),
        "best_equity": round(best_value, 4),
        "loss": round(loss, 4),
        "verdict": said,
        "win": round(win, 3),
        "top": [[game.play_to_str(p), round(v, 4), _steps(p)] for v, _, p in deep[:3]],
        "played_steps": _steps(played),
        "principles": [] if said == "best" else principles(sit, played, best),
    }


def _steps(play: Play) -> list[tuple[int, int, int]]:
    return [(s.frm, s.to, s.die) for s in play.steps]


def principles(sit: Situation, played: Play, best: Play) -> list[Said]:
    """The principles of the game that ``played`` broke where ``best`` did not."""
    game_id = sit.state.rules.id
    seat, permute = sit.seat, sit.profile.geometry.permute
    out: list[Said] = []
    for name in PRINCIPLES.get(game_id, ()):
        mine, theirs = played.result[seat], played.result[1 - seat]
        good, good_theirs = best.result[seat], best.result[1 - seat]
        if name in ("blot", "blocage"):
            t_mine = evaluate_terms(sit.profile, mine, permute(theirs))
            t_best = evaluate_terms(sit.profile, good, permute(good_theirs))
            if name == "blot" and t_mine.contact and t_mine.shots >= t_best.shots + BLOT_SHOTS:
                out.append(say("blot", game_id, n=t_mine.shots, m=t_best.shots))
            danger = t_mine.values.get("blocage-danger", 0.0) - t_best.values.get("blocage-danger", 0.0)
            if name == "blocage" and danger < -1.0:
                out.append(say("blocage", game_id))
        elif name == "mother" and mine[1] == 1 and good[1] != 1:
            out.append(say("mother", game_id))
        elif name == "fevga-block":
            run_mine = longest_run([mine[r] >= 1 for r in range(26)], 1, 24)[0]
            run_best = longest_run([good[r] >= 1 for r in range(26)], 1, 24)[0]
            if run_best >= 4 and run_best > run_mine:
                out.append(say("fevga-block", game_id, n=run_best))
    return out
