"""The interface's words (py/ui/texts.py, imported on CPython): every key in both languages, same placeholders."""

from __future__ import annotations

import string

from ui import texts


def placeholders(words: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(words) if name is not None}


def test_every_key_exists_in_every_language() -> None:
    keys = {lang: set(table) for lang, table in texts.TEXTS.items()}
    assert set(keys) == set(texts.LANGS)
    for lang in texts.LANGS:
        assert keys[lang] == keys["en"], f"{lang}: missing {keys['en'] - keys[lang]}, extra {keys[lang] - keys['en']}"


def test_every_translation_has_the_same_placeholders_and_is_not_empty() -> None:
    for key, english in texts.TEXTS["en"].items():
        for lang in texts.LANGS:
            words = texts.TEXTS[lang][key]
            assert words.strip(), (lang, key)
            assert placeholders(words) == placeholders(english), (lang, key, words)


def test_the_language_is_the_stored_one_else_the_browsers_first_known_else_english() -> None:
    assert texts.choose_lang("fr", ["en-US"]) == "fr"
    assert texts.choose_lang(None, ["de-DE", "fr-CA", "en"]) == "fr"
    assert texts.choose_lang(None, ["EN-gb", "fr"]) == "en"
    assert texts.choose_lang("klingon", ["de", "it"]) == "en"
    assert texts.choose_lang(None, []) == "en"
