"""Hints: the best play for the player to move, with reasons a learner understands.

The reasons come from what the chosen play changes, weighed by the evaluation:
a win, checkers borne off, hits, a point made (named by the game's own labels:
"your 5-point", "point l"), a prime, blots left and the rolls that hit them,
a back checker escaped, the race, the game's own terms (blocage threat, beau
jeu).  Every reason is given in English and French.
"""

from __future__ import annotations

from typing import Any

from ..protocol import LANGS, Lang
from ..tables.geometry import BAR, OFF
from ..tables.moves import Play
from .evaluate import Terms, evaluate_terms, longest_run
from .search import LEVELS, Situation, choose, situation

REASONS: dict[str, dict[Lang, str]] = {
    "wins": {"en": "wins the game ({n} points)", "fr": "gagne la partie ({n} points)"},
    "wins-1": {"en": "wins the game", "fr": "gagne la partie"},
    "bears-off": {"en": "bears off {n} checkers", "fr": "sort {n} dames"},
    "bears-off-1": {"en": "bears off a checker", "fr": "sort une dame"},
    "hits": {"en": "hits {n} checkers", "fr": "bat {n} dames adverses"},
    "hits-1": {"en": "hits a checker", "fr": "bat une dame adverse"},
    "enters": {"en": "brings your checker in from the bar", "fr": "rentre votre dame de la barre"},
    "makes-point": {"en": "makes your {label}-point", "fr": "fait votre case {label}"},
    "makes-point-letter": {"en": "makes point {label}", "fr": "fait la case {label}"},
    "prime": {"en": "builds a prime of {n} points", "fr": "construit un barrage de {n} cases"},
    "no-blot": {"en": "leaves no blot", "fr": "ne laisse aucune demi-case"},
    "safe-blot": {
        "en": "leaves a blot that only {n} rolls out of 36 hit",
        "fr": "laisse une demi-case que seuls {n} coups sur 36 touchent",
    },
    "safe-blot-1": {
        "en": "leaves a blot that only one roll out of 36 hits",
        "fr": "laisse une demi-case qu'un seul coup sur 36 touche",
    },
    "no-shot": {"en": "leaves no blot within reach", "fr": "ne laisse aucune demi-case à portée"},
    "fewer-shots": {
        "en": "cuts the opponent's hitting rolls from {a} to {b} out of 36",
        "fr": "réduit les coups adverses qui touchent de {a} à {b} sur 36",
    },
    "escapes": {"en": "escapes a back checker", "fr": "dégage une dame de l'arrière"},
    "race-lead": {"en": "keeps the race lead ({n} pips)", "fr": "garde l'avance à la course ({n} points)"},
    "race": {"en": "uses the roll fully in the race", "fr": "joue le coup en entier pour la course"},
    "blocage-threat": {
        "en": "threatens to block the opponent for good",
        "fr": "menace de bloquer l'adversaire définitivement",
    },
    "blocage-safety": {
        "en": "keeps you safe from the permanent block",
        "fr": "vous met à l'abri du blocage définitif",
    },
    "beau-jeu": {"en": "builds towards a beau jeu (2 points)", "fr": "prépare un beau jeu (2 points)"},
    "no-bouchage": {
        "en": "avoids a six-point block the opponent could force",
        "fr": "évite une bouchage de six cases que l'adversaire pourrait forcer",
    },
    "roll": {"en": "roll the dice", "fr": "lancez les dés"},
    "best": {"en": "the strongest play by the evaluation", "fr": "le meilleur coup selon l'évaluation"},
    "only": {"en": "the only legal play", "fr": "le seul coup permis"},
    "double": {
        "en": "double: you win about {p} % of the games from here",
        "fr": "doublez : vous gagnez environ {p} % des parties d'ici",
    },
    "no-double": {
        "en": "do not double yet: about {p} % to win",
        "fr": "ne doublez pas encore : environ {p} % de gain",
    },
    "take": {
        "en": "take: you still win about {p} % of the games",
        "fr": "acceptez : vous gagnez encore environ {p} % des parties",
    },
    "drop": {
        "en": "drop: you win only about {p} % of the games",
        "fr": "refusez : vous ne gagnez qu'environ {p} % des parties",
    },
}


def _say(key: str, **values: Any) -> dict[Lang, str]:
    return {lang: REASONS[key][lang].format(**values) for lang in LANGS}


def _count(key: str, n: int) -> dict[Lang, str]:
    return _say(key + "-1") if n == 1 else _say(key, n=n)


def _terms(sit: Situation, side: tuple[int, ...], theirs: tuple[int, ...]) -> Terms:
    return evaluate_terms(sit.profile, side, sit.profile.geometry.permute(theirs))


def point_label(sit: Situation, r: int) -> dict[Lang, str]:
    """ "makes your 5-point" with the game's own point label (numbers or letters)."""
    rules, seat = sit.state.rules, sit.seat
    label = rules.point_labels(seat)[rules.geometry.abs_point[seat][r]]
    return _say("makes-point" if label.isdigit() else "makes-point-letter", label=label)


def reasons_for(sit: Situation, play: Play) -> list[dict[Lang, str]]:
    """Why ``play`` is good, most important first (at most four)."""
    state, seat, rules = sit.state, sit.seat, sit.state.rules
    assert state.position is not None
    before, after = state.position[seat], play.result[seat]
    opp_before, opp_after = state.position[1 - seat], play.result[1 - seat]
    out: list[dict[Lang, str]] = []
    outcome = rules.play_outcome(state.position, seat, play)
    if outcome is not None and outcome.winner == seat:
        points = outcome.points
        return [_say("wins", n=points) if points > 1 else _say("wins-1")]
    hits = opp_after[BAR] - opp_before[BAR]
    if hits > 0:
        out.append(_count("hits", hits))
    if before[BAR] and not after[BAR]:
        out.append(_say("enters"))
    off = after[OFF] - before[OFF]
    if off > 0:
        out.append(_count("bears-off", off))
    profile = sit.profile
    made = [r for r in range(1, 25) if after[r] >= 2 and before[r] < 2 and profile.point_value[r] > 0]
    if made:
        out.append(point_label(sit, max(made, key=lambda r: profile.point_value[r])))
    t_before = _terms(sit, before, opp_before)
    t_after = _terms(sit, after, opp_after)
    if t_after.contact:
        run_after = longest_run([after[r] >= 2 for r in range(26)], 1, 24)[0]
        run_before = longest_run([before[r] >= 2 for r in range(26)], 1, 24)[0]
        if run_after >= 4 and run_after > run_before:
            out.append(_say("prime", n=run_after))
        if not t_after.blots:
            out.append(_say("no-blot"))
        elif not t_after.shots:
            out.append(_say("no-shot"))
        elif t_after.shots <= 11:
            out.append(_say("safe-blot-1") if t_after.shots == 1 else _say("safe-blot", n=t_after.shots))
        elif t_after.shots < t_before.shots - 4:
            out.append(_say("fewer-shots", a=t_before.shots, b=t_after.shots))
        if profile.escape_reason and sum(after[1:7]) < sum(before[1:7]):
            out.append(_say("escapes"))
    elif not t_before.contact or not made:
        lead = t_after.opp_pips - t_after.own_pips
        out.append(_say("race-lead", n=lead) if lead > 0 else _say("race"))
    for term, key in (("blocage-threat", "blocage-threat"), ("beau-jeu", "beau-jeu")):
        if t_after.values.get(term, 0.0) > t_before.values.get(term, 0.0) + 1.0:
            out.append(_say(key))
    if t_after.values.get("blocage-danger", 0.0) > t_before.values.get("blocage-danger", 0.0) + 5.0:
        out.append(_say("blocage-safety"))
    if "bouchage" in t_before.values and "bouchage" not in t_after.values:
        out.append(_say("no-bouchage"))
    return out[:4] or [_say("best")]


def hint(state: Any, lang: Lang = "en", nodes: int | None = None, seed: int = 0) -> dict[str, Any]:
    """The best play (level hard, deterministic) with its evaluation and reasons.

    Returns ``{"play": notation or None, "index": position in legal_plays(),
    "steps": [[from, to, die, hit], ...] (route indices of the mover),
    "evaluation": expected points, "win": winning chance, "reasons": {"en": [...],
    "fr": [...]}, "reason": the reasons joined in ``lang``}``.
    """
    play, info = choose(state, "hard", seed=seed, nodes=nodes)
    result: dict[str, Any] = {"play": info.get("play"), "index": None, "steps": []}
    if isinstance(play, Play):
        sit = situation(state, LEVELS["hard"])
        legal = None if sit.state.lazy is not None else sit.state.checker_plays  # a cascade is never listed
        result["index"] = None if legal is None else legal.index(play)
        result["steps"] = [[s.frm, s.to, s.die, s.hit] for s in play.steps]
        reasons = [_say("only")] if legal is not None and len(legal) == 1 else reasons_for(sit, play)
        own, theirs = play.result[sit.seat], play.result[1 - sit.seat]
        winner = sit.state.rules.winner(play.result)
        win = sit.win(own, sit.profile.geometry.permute(theirs)) if winner is None else float(winner == sit.seat)
        result["evaluation"] = info.get("evaluation")
        result["win"] = round(win, 3)
    elif "win" not in info:  # nothing to decide: the dice must be rolled
        reasons = [_say("roll")]
        result["evaluation"] = result["win"] = None
    else:
        p = round(100 * info["win"])
        key = {None: "no-double", "double": "double", "take": "take", "drop": "drop"}[play]
        reasons = [_say(key, p=p)]
        result["evaluation"] = None
        result["win"] = info.get("win")
    result["reasons"] = {lang_: [r[lang_] for r in reasons] for lang_ in LANGS}
    result["reason"] = "; ".join(result["reasons"].get(lang, result["reasons"]["en"]))
    return result
