"""Portes (rules.md §6.1–6.2; seed 004)."""

from __future__ import annotations

from .common import BACKGAMMON_START, BEAR_OFF, DICE, HITTING, NUMBERS
from .greek import CONNECTION, SCORING, SOURCE, WHO_STARTS

GAME = "portes"

TEXT = {
    "en": {
        "title": "Portes",
        "source": SOURCE["en"],
        "sections": [
            {
                "title": "The game",
                "body": [
                    "The first game of Tavli, the national game of Greece, played in every kafeneio. It is "
                    "backgammon without the doubling cube. Its name means doors: two checkers on a point make a "
                    "door the opponent may not land on.",
                ],
            },
            {
                "title": "Start",
                "body": [
                    "The two players move in opposite directions. " + BACKGAMMON_START["en"] + " " + NUMBERS["en"],
                    WHO_STARTS["en"],
                ],
            },
            DICE["en"],
            HITTING["en"],
            {"title": BEAR_OFF["en"]["title"], "body": BEAR_OFF["en"]["body"] + [CONNECTION["en"]]},
            {"title": "Winning", "body": [SCORING["en"]]},
        ],
    },
    "fr": {
        "title": "Portes",
        "source": SOURCE["fr"],
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "Le premier jeu du tavli, le jeu national grec, que l'on joue dans chaque kafeneio. C'est le "
                    "backgammon sans videau. Son nom signifie portes : deux dames sur une flèche forment une porte "
                    "où l'adversaire ne peut pas se poser.",
                ],
            },
            {
                "title": "Départ",
                "body": [
                    "Les deux joueurs tournent en sens contraires. " + BACKGAMMON_START["fr"] + " " + NUMBERS["fr"],
                    WHO_STARTS["fr"],
                ],
            },
            DICE["fr"],
            HITTING["fr"],
            {"title": BEAR_OFF["fr"]["title"], "body": BEAR_OFF["fr"]["body"] + [CONNECTION["fr"]]},
            {"title": "Gain de la partie", "body": [SCORING["fr"]]},
        ],
    },
}
