"""Toutes tables 225 (rules.md §4.8 and §9.1–9.3; seed 002: the 225 random starts, after the rules of 1699)."""

from __future__ import annotations

from .common import BEAR_OFF, DICE, HITTING
from .toutes_tables import NO_PRIVILEGES, SCORING

GAME = "toutes-tables-225"

SOURCE = {
    "en": "Source: Toutes tables 225, a variant proposed by Philippe Lalanne (Académie des jeux oubliés, Le Salon "
    "des jeux) on the rules of the Toute-Table, Charpentier, Paris, 1699; the placing rule is rebuilt from a "
    "damaged text.",
    "fr": "Source : Toutes tables 225, variante proposée par Philippe Lalanne (Académie des jeux oubliés, Le Salon "
    "des jeux) sur les règles du Toute-Table, Charpentier, Paris, 1699 ; la règle de placement est reconstituée "
    "d'après un texte abîmé.",
}

DRAW = {
    "en": {
        "title": "Drawing the start",
        "body": [
            "Two throws, each thrown again until the dice differ (15 possible throws each, so 15 × 15 = 225 "
            "starts). They place the four stacks of the usual start (2, 5, 3 and 5 checkers), the same for both "
            "players, each on his own side, with the points numbered from his side as the board shows them:",
            [
                "First throw, the home quadrant: a die showing v means your v-point. The lower die places the "
                "opponent's two back checkers, the higher die your stack of five.",
                "Second throw, the outer quadrant: a die showing v means your point 13 − v (an ace your 12-point, a "
                "six your 7-point). The lower die places the opponent's five checkers, the higher die your three.",
                "The throws 1-6 and 1-5 give the usual start; both players always have the same pip count, "
                "between 144 and 184.",
            ],
        ],
    },
    "fr": {
        "title": "Le tirage du départ",
        "body": [
            "Deux coups de dés, chacun relancé jusqu'à ce que les dés diffèrent (15 coups possibles chacun, donc "
            "15 × 15 = 225 départs). Ils placent les quatre piles du départ habituel (2, 5, 3 et 5 dames), les "
            "mêmes pour les deux joueurs, chacun de son côté, les flèches étant numérotées de son côté comme le "
            "tablier les montre :",
            [
                "Premier coup, le jan de retour : un dé qui montre v désigne votre flèche v. Le dé faible place les "
                "deux dames de fond de l'adversaire, le dé fort votre pile de cinq.",
                "Second coup, le quadrant extérieur : un dé qui montre v désigne votre flèche 13 − v (un as votre "
                "flèche 12, un six votre flèche 7). Le dé faible place les cinq dames de l'adversaire, le dé fort "
                "vos trois.",
                "Les coups 6 et As puis 5 et As donnent le départ habituel ; les deux joueurs ont toujours le même "
                "nombre de points à courir, entre 144 et 184.",
            ],
        ],
    },
}

PAIRS = {
    "en": "In a match each drawn start serves two games in a row: the player who did not open the first game "
    "opens the second by throwing both dice; then a new start is drawn.",
    "fr": "En match, chaque départ tiré sert pour deux parties de suite : le joueur qui n'a pas commencé la "
    "première commence la seconde en lançant les deux dés ; puis on tire un nouveau départ.",
}

TEXT = {
    "en": {
        "title": "Toutes tables 225",
        "source": SOURCE["en"],
        "sections": [
            {
                "title": "The game",
                "body": [
                    "Toutes tables played from one of 225 starting positions drawn at random, as Fischer did for "
                    "chess with his 960 starts: openings learnt by heart no longer help, and beginners get their "
                    "chance back. Every other rule is that of Toutes tables.",
                ],
            },
            DRAW["en"],
            {
                "title": "Who starts",
                "body": [
                    "Each player throws one die (ties are thrown again); the higher throws both dice again and "
                    "plays them. " + PAIRS["en"],
                ],
            },
            DICE["en"],
            HITTING["en"],
            BEAR_OFF["en"],
            NO_PRIVILEGES["en"],
            SCORING["en"],
        ],
    },
    "fr": {
        "title": "Toutes tables 225",
        "source": SOURCE["fr"],
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "Le Toutes tables joué depuis l'une de 225 positions de départ tirées au hasard, comme Fischer "
                    "l'a fait pour les échecs avec ses 960 départs : les ouvertures apprises par cœur ne servent "
                    "plus, et les débutants retrouvent leur chance. Toutes les autres règles sont celles du Toutes "
                    "tables.",
                ],
            },
            DRAW["fr"],
            {
                "title": "Qui commence",
                "body": [
                    "Chaque joueur lance un dé (on relance les égalités) ; le plus fort reprend les deux dés et "
                    "joue ce qu'il amène. " + PAIRS["fr"],
                ],
            },
            DICE["fr"],
            HITTING["fr"],
            BEAR_OFF["fr"],
            NO_PRIVILEGES["fr"],
            SCORING["fr"],
        ],
    },
}
