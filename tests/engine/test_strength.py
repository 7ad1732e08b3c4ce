"""The levels' strength in words comes from the benches' measured figures (tablier.strength)."""

from __future__ import annotations

import importlib.util
import json
from pathlib import Path

import pytest

from tablier import api, strength
from tablier.match import MatchVariant
from tablier.registry import find_variant

ROOT = Path(__file__).resolve().parents[2]
SPEC = importlib.util.spec_from_file_location("bench_strength", ROOT / "bench" / "strength.py")
assert SPEC is not None and SPEC.loader is not None
writer = importlib.util.module_from_spec(SPEC)
SPEC.loader.exec_module(writer)


def test_the_shipped_file_is_as_the_benches_write_it() -> None:
    data = json.loads(strength.FILE.read_text(encoding="utf-8"))
    assert strength.check(data) == []
    for row in data["rows"]:
        writers = ("bench/bots.py", "bench/reversi.py", "bench/bots_vs_gnubg.py", "bench/reversi_vs_grhino.py")
        assert row["command"].split()[0] in writers
        assert (row["low"], row["high"]) == tuple(round(x, 4) for x in writer.wilson(row["score"], row["games"]))


def test_every_level_of_every_game_with_a_bot_says_how_strong_it_is() -> None:
    """Words for each level, built from its row: the percentage is the row's score over its games.
    A match (Tavli's three games, a match of any game) is measured by its games: no words of its own."""
    for game in api.games():
        if isinstance(find_variant(game["id"]), MatchVariant):
            assert game["bot_strength"] == {}
            continue
        assert set(game["bot_strength"]) == set(game["bot_levels"]), game["id"]
        for level, words in game["bot_strength"].items():
            row = strength.best_row(game["id"], level)
            assert row is not None and words == strength.words(game["id"], level)
            name = strength.OPPONENTS[row["opponent"]]
            assert name["en"] in words["en"] and name["fr"] in words["fr"]
            if row["high"] - row["low"] > strength.WIDE:  # too few games: the count is said
                assert f"{row['score']:g} of {row['games']} games" in words["en"]
            elif not row["low"] <= 0.5 <= row["high"]:  # the percentage is said
                assert f"{round(100 * row['score'] / row['games'])} %" in words["en"]


def test_words_follow_the_row_the_writer_records(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    path = tmp_path / "strength.json"
    writer.record("portes", "hard", "random", 19.5, 20, "bench/bots.py --game portes", path)
    writer.record("portes", "hard", "gnubg-intermediate", 236, 418, "bench/bots_vs_gnubg.py", path)
    writer.record("portes", "medium", "gnubg-expert", 10, 40, "bench/bots_vs_gnubg.py", path)
    writer.record("portes", "easy", "gnubg-expert", 19, 40, "bench/bots_vs_gnubg.py", path)
    writer.record("portes", "medium", "gnubg-expert", 11, 40, "bench/bots_vs_gnubg.py", path)  # replaces
    data = json.loads(path.read_text(encoding="utf-8"))
    assert strength.check(data) == [] and len(data["rows"]) == 4
    monkeypatch.setattr(strength, "FILE", path)
    strength.rows.cache_clear()
    try:
        # the outside program first; 236 of 418 is 51.7-61.1 %: above 50 %
        assert strength.words("portes", "hard") == {
            "en": "stronger than GNU Backgammon intermediate (56 % of 418 games)",
            "fr": "plus fort que GNU Backgammon intermédiaire (56 % de 418 parties)",
        }
        assert strength.words("portes", "medium")["en"] == "won 28 % of 40 games against GNU Backgammon expert"
        # 19 of 40: 50 % inside the interval
        assert strength.words("portes", "easy")["fr"] == "à peu près aussi fort que GNU Backgammon expert"
        writer.record("fevga", "hard", "random", 2.0, 2, "bench/bots.py --game fevga", path)  # 34-100 %
        writer.record("fevga", "easy", "random", 21.0, 40, "bench/bots.py --game fevga", path)  # 37-67 %
        strength.rows.cache_clear()
        assert strength.words("fevga", "hard") == {
            "en": "won 2 of 2 games against random play",
            "fr": "2 parties gagnées sur 2 contre un jeu au hasard",
        }
        assert strength.words("fevga", "easy")["fr"] == "à peu près aussi fort qu'un jeu au hasard"
        assert strength.words("giul", "hard") is None
        path.write_text('{"format": 1, "rows": [{"game": "portes"}]}')
        strength.rows.cache_clear()
        assert strength.words("portes", "hard") is None  # a malformed file claims nothing
    finally:
        strength.rows.cache_clear()


def test_check_refuses_figures_that_do_not_hold() -> None:
    row = {"game": "portes", "level": "hard", "opponent": "random", "score": 19.0, "games": 20}
    row |= {"low": 0.76, "high": 0.99, "date": "2026-11-25", "command": "bench/bots.py"}
    assert strength.check({"format": 1, "rows": [row]}) == []
    assert strength.check({"format": 1, "rows": [row | {"score": 21.0}]})
    assert strength.check({"format": 1, "rows": [row | {"low": 0.96}]})
    assert strength.check({"format": 1, "rows": [row | {"opponent": "a friend"}]})
    assert strength.check({"format": 2, "rows": []})
