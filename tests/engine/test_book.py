"""The book build.py writes (``tablier.book``): the page answers a new game's first throws from it while the engine
boots, so each answer must be what ``api.act`` answers, for any seed, and a throw the book does not hold must be
left to the engine."""

from __future__ import annotations

import itertools
import json
import random
from typing import Any

import pytest

from tablier import api, book
from tablier.protocol import LANGS

BOOKS = book.books()
THROWS = [list(dice) for dice in itertools.product(range(1, 7), repeat=2)]


def as_json(value: Any) -> Any:
    """``value`` as the page receives it (JSON text, decoded)."""
    return json.loads(json.dumps(value))


def test_the_listed_games_that_begin_with_throws_have_books_in_each_language() -> None:
    listed = {entry["id"] for entry in api.games() if entry["home"]}
    assert set(BOOKS) <= listed
    assert all(set(books) == set(LANGS) for books in BOOKS.values())
    # the roll-off, then the first throw: the first choice comes after two throws in each of these
    assert {"revertier", "swedish-tables", "toutes-tables", "portes", "plakoto", "fevga", "giul", "tavli"} <= set(BOOKS)
    for game in listed - set(BOOKS):  # Reversi begins with a choice; the others throw among too many positions
        opening = api.openings()[game]["en"]
        assert opening["view"]["phase"] != "roll" or book.book(game, "en") is None


@pytest.mark.parametrize("game", sorted(BOOKS))
def test_every_answer_to_the_first_two_throws_is_the_engines(game: str) -> None:
    found = as_json(BOOKS[game]["en"])
    seed = random.Random(game).randrange(2**31 - 1)
    opening = api.new_game(game, None, seed, "en")
    choices = 0
    for first in THROWS:
        after = api.act(opening["record"], {"roll": first}, "en")
        assert book.answer(found, opening["record"], {"roll": first}) == as_json(after), (game, first)
        if after["view"]["phase"] != "roll":
            continue
        for second in THROWS:
            expected = api.act(after["record"], {"roll": second}, "en")
            assert book.answer(found, after["record"], {"roll": second}) == as_json(expected), (game, first, second)
            choices += expected["view"]["phase"] == "play"
    assert choices > 0, "no path of the book reaches a choice"


@pytest.mark.parametrize("game", sorted(BOOKS))
def test_runs_of_throws_stay_in_the_book_until_a_choice(game: str) -> None:
    """Random runs (ties in the roll-off repeat it), in each language, with random seeds: every throw before the
    first choice is answered by the book, as the engine answers it; the choice itself is not the book's."""
    rng = random.Random(f"{game} runs")
    for lang in LANGS:
        found = as_json(BOOKS[game][lang])
        for _ in range(60):
            answer = api.new_game(game, None, rng.randrange(2**31 - 1), lang)
            ties = rng.randrange(3)  # force a few ties first: the longest runs
            while answer["view"]["phase"] == "roll":
                die = rng.randint(1, 6)
                dice = [die, die] if ties else [die, rng.randint(1, 6)]
                ties = max(0, ties - 1)
                expected = api.act(answer["record"], {"roll": dice}, lang)
                assert book.answer(found, answer["record"], {"roll": dice}) == as_json(expected)
                answer = expected
            assert answer["view"]["phase"] == "play"
            assert book.answer(found, answer["record"], {"play": "pass"}) is None
            assert book.answer(found, answer["record"], {"roll": [1, 2]}) is None


def test_the_book_leaves_other_games_options_and_records_to_the_engine() -> None:
    found = as_json(BOOKS["portes"]["en"])
    opening = api.new_game("portes", None, 7, "en")["record"]
    throw = {"roll": [6, 1]}
    assert book.answer(found, opening, throw) is not None
    assert book.answer(found, api.new_game("plakoto", None, 7, "en")["record"], throw) is None
    options = dict(opening["options"], loser_starts=not opening["options"]["loser_starts"])
    assert book.answer(found, dict(opening, options=options), throw) is None
    assert book.answer(found, dict(opening, format=opening["format"] + 1), throw) is None
    assert book.answer(found, opening, {"play": "pass"}) is None
    assert book.answer(found, dict(opening, actions=[{"play": "pass"}]), throw) is None
