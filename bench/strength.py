"""The benches' writer of ``py/tablier/strength.json``: the levels' measured strength (tablier.strength).

``record(game, level, opponent, score, games, command)`` replaces the row of that pairing with
the new figure, its 95 % Wilson interval and today's date, and keeps the file in the format
``tablier.strength.check`` accepts.  Called by ``bench/bots.py --strength``,
``bench/bots_vs_gnubg.py --strength`` and ``bench/reversi.py --vs-random N --strength``.
"""

from __future__ import annotations

import datetime
import json
import math
import os
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "py"))

from tablier.strength import FILE, FORMAT, check  # noqa: E402


def wilson(score: float, n: int, z: float = 1.96) -> tuple[float, float]:
    """95 % Wilson score interval of a proportion."""
    if not n:
        return 0.0, 1.0
    p = score / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def record(game: str, level: str, opponent: str, score: float, games: int, command: str, path: Path = FILE) -> dict:
    """Write one measured pairing into ``path`` (replacing the same game, level and opponent); the row."""
    data = json.loads(path.read_text(encoding="utf-8")) if path.exists() else {"format": FORMAT, "rows": []}
    low, high = wilson(score, games)
    row = {
        "game": game,
        "level": level,
        "opponent": opponent,
        "score": score,
        "games": games,
        "low": round(low, 4),
        "high": round(high, 4),
        "date": datetime.date.today().isoformat(),
        "command": command,
    }
    key = (game, level, opponent)
    data["rows"] = [r for r in data["rows"] if (r["game"], r["level"], r["opponent"]) != key] + [row]
    data["rows"].sort(key=lambda r: (r["game"], r["level"], r["opponent"]))
    errors = check(data)
    if errors:
        raise ValueError("; ".join(errors))
    # Written aside then renamed: benches running side by side read a whole file, never one being written.
    scratch = path.with_name(f".{path.name}.{os.getpid()}")
    scratch.write_text(json.dumps(data, indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    os.replace(scratch, path)
    return row
