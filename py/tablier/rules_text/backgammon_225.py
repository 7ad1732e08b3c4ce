"""Backgammon 225 (rules.md §4.9; seed 002: modern backgammon from the 225 random starts)."""

from __future__ import annotations

from .common import BEAR_OFF, DICE, HITTING
from .toutes_tables_225 import DRAW, PAIRS

GAME = "backgammon-225"

TEXT = {
    "en": {
        "title": "Backgammon 225",
        "source": "Source: Backgammon 225, proposed with Toutes tables 225 by Philippe Lalanne (Académie des jeux "
        "oubliés, Le Salon des jeux), with the modern rules of backgammon.",
        "sections": [
            {
                "title": "The game",
                "body": [
                    "Today's backgammon, with all its rules, played from one of the 225 drawn starts of Toutes "
                    "tables 225.",
                ],
            },
            DRAW["en"],
            {
                "title": "Who starts",
                "body": [
                    "Each player throws one die (ties are thrown again); the higher plays the two numbers thrown. "
                    + PAIRS["en"],
                ],
            },
            DICE["en"],
            HITTING["en"],
            {
                "title": BEAR_OFF["en"]["title"],
                "body": BEAR_OFF["en"]["body"] + ["Unlike Toutes tables, you need not play the most points."],
            },
            {
                "title": "Winning and the cube",
                "body": [
                    [
                        "A single game: 1 point.",
                        "Gammon, the loser has borne off no checker: 2 points.",
                        "Backgammon, a gammon where the loser still has a checker on the bar or in the winner's "
                        "home quadrant: 3 points.",
                        "Doubling cube (an option, off by default): before throwing, a player may offer to double "
                        "the stake; the other accepts and owns the cube, or gives up the game at the current stake. "
                        "In a match, the game after a player first comes within one point of the target is played "
                        "without the cube (Crawford rule).",
                    ],
                ],
            },
        ],
    },
    "fr": {
        "title": "Backgammon 225",
        "source": "Source : Backgammon 225, proposé avec le Toutes tables 225 par Philippe Lalanne (Académie des "
        "jeux oubliés, Le Salon des jeux), avec les règles modernes du backgammon.",
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "Le backgammon d'aujourd'hui, avec toutes ses règles, joué depuis l'un des 225 départs tirés "
                    "au sort du Toutes tables 225.",
                ],
            },
            DRAW["fr"],
            {
                "title": "Qui commence",
                "body": [
                    "Chaque joueur lance un dé (on relance les égalités) ; le plus fort joue les deux nombres "
                    "amenés. " + PAIRS["fr"],
                ],
            },
            DICE["fr"],
            HITTING["fr"],
            {
                "title": BEAR_OFF["fr"]["title"],
                "body": BEAR_OFF["fr"]["body"]
                + ["Contrairement au Toutes tables, on n'est pas tenu de jouer le plus de points."],
            },
            {
                "title": "Gain et videau",
                "body": [
                    [
                        "Partie simple : 1 point.",
                        "Gammon, le perdant n'a sorti aucune dame : 2 points.",
                        "Backgammon, un gammon où le perdant a encore une dame sur la barre ou dans le jan de "
                        "retour du gagnant : 3 points.",
                        "Videau (en option, désactivé par défaut) : avant de lancer, un joueur peut proposer de "
                        "doubler l'enjeu ; l'autre accepte et prend le videau, ou abandonne la partie à l'enjeu "
                        "en cours. En match, la partie qui suit le moment où un joueur arrive à un point du but se "
                        "joue sans videau (règle de Crawford).",
                    ],
                ],
            },
        ],
    },
}
