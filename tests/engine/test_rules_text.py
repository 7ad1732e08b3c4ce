"""The rules texts: every registered game in English and French, the same structure, a source, plain text."""

from __future__ import annotations

import json
import re

import pytest

from tablier import api
from tablier.games import load_all
from tablier.protocol import LANGS
from tablier.registry import variants

load_all()
GAME_IDS = sorted(v.id for v in variants())
WORDS_PER_MINUTE = 230  # a reader of rules, not a skimmer
MAX_MINUTES = 3.5


def rules(game: str, lang: str) -> dict:
    answer = json.loads(json.dumps(api.rules(game, lang)))
    assert "error" not in answer, answer
    return answer["rules"]


def shape(text: dict) -> list[list[object]]:
    """Per section, per block: "p" for a paragraph, the item count for a list."""
    sections = text["sections"]
    return [["p" if isinstance(block, str) else len(block) for block in section["body"]] for section in sections]


def strings(text: dict) -> list[str]:
    found = [text["title"], text["source"]]
    for section in text["sections"]:
        found.append(section["title"])
        for block in section["body"]:
            found.extend([block] if isinstance(block, str) else block)
    return found


@pytest.mark.parametrize("game", GAME_IDS)
def test_every_registered_game_has_rules_in_both_languages_with_the_same_structure(game: str) -> None:
    texts = {lang: rules(game, lang) for lang in LANGS}
    shapes = {lang: shape(text) for lang, text in texts.items()}
    assert shapes["en"] == shapes["fr"], f"{game}: sections or blocks differ between English and French"
    assert all(shapes["en"]), f"{game}: a section without a body"
    assert texts["en"] != texts["fr"], f"{game}: the French text is the English one"


@pytest.mark.parametrize("game", GAME_IDS)
@pytest.mark.parametrize("lang", LANGS)
def test_each_text_names_its_source_is_plain_text_and_readable_in_a_few_minutes(game: str, lang: str) -> None:
    text = rules(game, lang)
    assert text["source"].startswith("Source"), text["source"]
    assert len(text["source"]) > len("Source: ") + 20, "the source names a work, not just a word"
    every = strings(text)
    assert all(isinstance(s, str) and s.strip() == s and s for s in every), f"{game}/{lang}: empty or padded text"
    assert not any(re.search(r"<[a-zA-Z/!]|&[a-z]+;", s) for s in every), f"{game}/{lang}: markup in a rules text"
    words = sum(len(s.split()) for s in every)
    assert 50 <= words <= WORDS_PER_MINUTE * MAX_MINUTES, f"{game}/{lang}: {words} words"


@pytest.mark.parametrize("variant", variants(), ids=lambda v: v.id)
def test_the_title_is_the_games_name_in_that_language(variant) -> None:  # noqa: ANN001
    for lang in LANGS:
        assert rules(variant.id, lang)["title"] == variant.names[lang].split(" (")[0]


def test_sources_name_the_historical_works() -> None:
    """The sources rules.md gives for each game (§1–§6) appear in its source line."""
    expected = {
        "revertier": ("Révertier", "1699"),
        "swedish-tables": ("Révertier", "Vasa"),
        "dames-rabattues": ("Dames rabattues", "1699"),
        "toutes-tables": ("Toute-Table", "1699"),
        "toutes-tables-225": ("225", "1699"),
        "backgammon-225": ("225",),
        "portes": ("Tavli",),
        "plakoto": ("Tavli", "Mamoun"),
        "fevga": ("Tavli",),
        "giul": ("Tavli",),
        "tavli": ("Tavli",),
        "reversi": ("Reversi", "Othello"),
    }
    for game, words in expected.items():
        for lang in LANGS:
            source = rules(game, lang)["source"]
            assert all(word in source for word in words), (game, lang, source)


def test_aliases_and_languages_fall_back_and_unknown_games_are_explained() -> None:
    assert api.rules("tavli-plakoto", "fr")["game"] == "plakoto"
    assert api.rules("reversi", "de")["lang"] == "en"
    error = api.rules("chess", "fr")["error"]
    assert set(error) == set(LANGS) and "chess" in error["en"]


def test_the_225_draw_the_text_describes_is_the_engines() -> None:
    """Toutes tables 225 / Backgammon 225: the text says 1-6 then 1-5 give the usual start and that the pip
    counts run from 144 to 184; the engine's 225 starts (rules.md §4.8) must agree."""
    from tablier.tables.position import Position, side_from_points
    from tablier.tables.rules import STANDARD_START
    from tablier.tables.starts225 import all_starts_225, start_225

    standard = side_from_points(STANDARD_START)
    assert start_225((1, 6), (1, 5)) == Position(standard, standard)
    pips = sorted({start.pips(0) for start in all_starts_225()})
    assert all(start.pips(0) == start.pips(1) for start in all_starts_225())
    for game in ("toutes-tables-225", "backgammon-225"):
        for lang in LANGS:
            draw = " ".join(strings(rules(game, lang)))
            assert f"{pips[0]} " in draw and f" {pips[-1]}" in draw, (game, lang, pips[0], pips[-1])
            assert ("1-6 and 1-5" if lang == "en" else "6 et As puis 5 et As") in draw
