"""How strong each bot level is, in words a player understands, from measured figures only.

The figures live in ``strength.json`` next to this module, written by the benchmarks
(``bench/strength.py``: ``bench/bots.py --strength``, ``bench/bots_vs_gnubg.py --strength``,
``bench/reversi.py --vs-random N --strength``), never typed by hand.  Each row is one pairing:
game, level, opponent, score (wins plus half the draws), games, the 95 % Wilson interval, the
date and the command that measured it.  A level is described against an outside program
(GNU Backgammon, GRhino) when one was measured, else against random play (a uniform choice
among the legal plays).
"""

from __future__ import annotations

import json
from functools import cache
from importlib.resources import files
from typing import Any

FILE = files(__package__) / "strength.json"
FORMAT = 1
ROW_FIELDS = {"game": str, "level": str, "opponent": str, "score": (int, float), "games": int}
ROW_FIELDS |= {"low": float, "high": float, "date": str, "command": str}
OPPONENTS: dict[str, dict[str, str]] = {
    "random": {"en": "random play", "fr": "un jeu au hasard"},
    "gnubg-beginner": {"en": "GNU Backgammon beginner", "fr": "GNU Backgammon débutant"},
    "gnubg-intermediate": {"en": "GNU Backgammon intermediate", "fr": "GNU Backgammon intermédiaire"},
    "gnubg-expert": {"en": "GNU Backgammon expert", "fr": "GNU Backgammon expert"},
    "grhino-3": {"en": "GRhino level 3", "fr": "GRhino niveau 3"},
}
"""The opponents a row may name, in words (the outside programs first in preference: any but random)."""
WIDE = 0.4
"""A row whose 95 % interval is wider than this says only its games (2 of 2 won is no "about as strong")."""


def check(data: Any) -> list[str]:
    """What is wrong with ``data`` as the benches write it (empty: well formed)."""
    if not isinstance(data, dict) or data.get("format") != FORMAT or not isinstance(data.get("rows"), list):
        return [f"expected {{'format': {FORMAT}, 'rows': [...]}}"]
    errors = []
    for i, row in enumerate(data["rows"]):
        if not isinstance(row, dict) or set(row) != set(ROW_FIELDS):
            errors.append(f"row {i}: fields must be {sorted(ROW_FIELDS)}")
            continue
        wrong = [name for name, kind in ROW_FIELDS.items() if not isinstance(row[name], kind)]
        if wrong:
            errors.append(f"row {i}: wrong types for {wrong}")
        elif row["opponent"] not in OPPONENTS:
            errors.append(f"row {i}: unknown opponent {row['opponent']!r}")
        elif not (row["games"] > 0 and 0 <= row["score"] <= row["games"]):
            errors.append(f"row {i}: score {row['score']} of {row['games']} games")
        elif not (0.0 <= row["low"] <= row["score"] / row["games"] <= row["high"] <= 1.0):
            errors.append(f"row {i}: the interval {row['low']}–{row['high']} must hold the rate")
    return errors


@cache
def rows() -> tuple[dict[str, Any], ...]:
    """The measured rows (none if the file is missing or malformed: then no level claims anything)."""
    try:
        data = json.loads(FILE.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return ()
    return () if check(data) else tuple(data["rows"])


def best_row(game: str, level: str) -> dict[str, Any] | None:
    """The row that says most about ``level`` in ``game``: an outside program's (most games first), else random's."""
    mine = [row for row in rows() if row["game"] == game and row["level"] == level]
    mine.sort(key=lambda row: (row["opponent"] == "random", -row["games"]))
    return mine[0] if mine else None


def words(game: str, level: str) -> dict[str, str] | None:
    """``{"en", "fr"}``: how strong ``level`` is in ``game``, from its measured row, or None if unmeasured.

    Too few games to say more (a 95 % interval wider than ``WIDE``): "won S of N games against X";
    else "about as strong as X" when the interval holds 50 %; above it "beat random play in N % of G
    games" or "stronger than X (N % of G games)"; below it "won N % of G games against X"."""
    row = best_row(game, level)
    if row is None:
        return None
    name = OPPONENTS[row["opponent"]]
    en, fr = name["en"], name["fr"]
    than = ("qu'" if fr[0] in "aeiouéèêh" else "que ") + fr  # French elision: qu'un jeu, que GNU
    pct = round(100 * row["score"] / row["games"])
    if row["high"] - row["low"] > WIDE:
        score, games = f"{row['score']:g}", row["games"]
        return {
            "en": f"won {score} of {games} games against {en}",
            "fr": f"{score} parties gagnées sur {games} contre {fr}",
        }
    if row["low"] <= 0.5 <= row["high"]:
        return {"en": f"about as strong as {en}", "fr": f"à peu près aussi fort {than}"}
    of_en, of_fr = f"{pct} % of {row['games']} games", f"{pct} % de {row['games']} parties"
    if row["low"] > 0.5 and row["opponent"] == "random":
        return {"en": f"beat {en} in {of_en}", "fr": f"a battu {fr} dans {of_fr}"}
    if row["low"] > 0.5:
        return {"en": f"stronger than {en} ({of_en})", "fr": f"plus fort {than} ({of_fr})"}
    return {"en": f"won {of_en} against {en}", "fr": f"a gagné {of_fr} contre {fr}"}
