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
