"""Portes (rules.md §6.1–6.2; seed 004)."""

from __future__ import annotations

from .common import BEAR_OFF, DICE, HITTING
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
                    "The two players move in opposite directions. Each has two checkers on the first point of his "
                    "route (in the opponent's home), five on his twelfth, three on his seventeenth and five on his "
                    "nineteenth, as in backgammon.",
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
                    "Les deux joueurs tournent en sens contraires. Chacun a deux dames sur la première flèche de "
                    "son parcours (dans le jan de l'adversaire), cinq sur la douzième, trois sur la dix-septième "
                    "et cinq sur la dix-neuvième, comme au backgammon.",
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
