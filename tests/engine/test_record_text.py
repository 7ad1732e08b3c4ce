"""The text notation of a whole game (notation_text.py): header, one line per throw, plays as in the record."""

from __future__ import annotations

import re

import pytest
from record_games import random_game

from tablier.notation_text import game_text
from tablier.record import RecordError


def lines_of(text: str) -> list[str]:
    return [line for line in text.splitlines() if re.match(r"\d+\. ", line)]


@pytest.mark.parametrize("game", ["portes", "plakoto", "toutes-tables-225", "revertier"])
def test_a_tables_game_has_one_line_per_roll_holding_its_dice_and_play(game: str) -> None:
    record, states = random_game(game, seed=11)
    text = game_text(record)
    rolls = [action["roll"] for action in record["actions"] if "roll" in action]
    plays = [action["play"] for action in record["actions"] if "play" in action]
    lines = lines_of(text)
    assert len(lines) == len(rolls) + sum(p in ("double", "take", "drop") for p in plays)
    dice_in_lines = [line.split(":")[0].split()[-1] for line in lines if re.search(r"\d-\d", line.split(":")[0])]
    assert dice_in_lines == ["-".join(map(str, roll)) for roll in rolls]
    at = 0
    for play in plays:  # every play, in the order of the record
        at = text.index(play, at) + len(play)
    assert f'[Game "{states[0].variant.names["en"]}"]' in text


def test_the_roll_off_is_named_and_the_seats_follow_the_game() -> None:
    record, states = random_game("portes", seed=4)
    text = game_text(record)
    assert lines_of(text)[0].startswith("1. roll-off ")
    winner = states[-1].outcome.winner
    assert f"winner {('White', 'Black')[winner]}, {states[-1].outcome.points} point" in text
    assert "vainqueur" in game_text(record, "fr") and "priorité" in game_text(record, "fr")


def test_reversi_has_one_line_per_play_black_first() -> None:
    record, _ = random_game("reversi", seed=6)
    lines = lines_of(game_text(record))
    assert len(lines) == len(record["actions"])
    assert lines[0] == f"1. Black: {record['actions'][0]['play']}"
    assert lines[1].startswith("2. White: ")


def test_dames_rabattues_lists_every_throw() -> None:
    record, _ = random_game("dames-rabattues", seed=8)
    lines = lines_of(game_text(record))
    assert len(lines) == len(record["actions"])


def test_an_unfinished_game_says_so_and_a_bad_record_is_refused() -> None:
    record, _ = random_game("portes", seed=9, limit=6)
    assert '[Result "unfinished"]' in game_text(record)
    with pytest.raises(RecordError):
        game_text({**record, "actions": [{"play": "24/1"}]})
