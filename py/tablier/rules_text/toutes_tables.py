"""Toutes tables (rules.md §4.1–4.7; seed 002: Règles du Toute-Table, Charpentier, Paris 1699)."""

from __future__ import annotations

from .common import BACKGAMMON_START, BEAR_OFF, DICE, DOUBLET_NAMES, HITTING, NUMBERS, ROLL_OFF

GAME = "toutes-tables"

SOURCE = {
    "en": "Source: Suite du jeu de Trictrac, règles du Toute-Table, Charpentier, Paris, 1699, as retold by the "
    "Académie des jeux oubliés (Le Salon des jeux), with the Encyclopédie's article « Toute-table ».",
    "fr": "Source : Suite du jeu de Trictrac, règles du Toute-Table, Charpentier, Paris, 1699, d'après "
    "l'Académie des jeux oubliés (Le Salon des jeux) et l'article « Toute-table » de l'Encyclopédie.",
}

NO_PRIVILEGES = {
    "en": {
        "title": "No privileges",
        "body": [
            "You must always play the greatest number of points the dice allow; a checker borne off counts the "
            "points up to the edge of the board, not the excess of the die. This only matters when bearing off. "
            "Example: one checker on your 3-point, two on your 2-point, an opposing blot on your 1-point, and "
            "you throw 6-1. A backgammon player may play 3 to 2 and bear off from the 2 (3 points used); in "
            "Toutes tables you must hit with 2 to 1 and bear off the checker on the 3 (4 points).",
        ],
    },
    "fr": {
        "title": "Pas de privilège",
        "body": [
            "Il faut toujours jouer le maximum de points amenés par les dés ; une dame sortie compte les points "
            "jusqu'au bord du tablier, pas l'excédent du dé. Cela ne joue que pendant la sortie. Exemple : une "
            "dame sur votre troisième flèche, deux sur la deuxième, une dame adverse isolée sur la première, et "
            "vous amenez 6 et As. Au backgammon on peut jouer de la troisième à la deuxième et sortir une dame de "
            "la deuxième (3 points joués) ; au Toutes tables il faut battre de la deuxième à la première et sortir "
            "la dame de la troisième (4 points).",
        ],
    },
}

SCORING = {
    "en": {
        "title": "Winning",
        "body": [
            [
                "Single game, 1 point: when you bear off your fifteenth checker, your opponent has borne off at "
                "least one, or has all his checkers in his jan de retour.",
                "Double game, 2 points: otherwise (a checker on the bar counts as outside).",
                "No triple game and no doubling cube; a match is played to a number of points agreed beforehand.",
            ],
        ],
    },
    "fr": {
        "title": "Gain de la partie",
        "body": [
            [
                "Partie simple, 1 point : quand vous sortez votre quinzième dame, l'adversaire en a sorti au moins "
                "une, ou a toutes ses dames dans son jan de retour.",
                "Partie double, 2 points : sinon (une dame sur la barre compte comme dehors).",
                "Pas de partie triple ni de videau ; on joue en un nombre de points convenu d'avance.",
            ],
        ],
    },
}

TEXT = {
    "en": {
        "title": "Toutes tables",
        "source": SOURCE["en"],
        "sections": [
            {
                "title": "The game",
                "body": [
                    "The old French name of backgammon, cited by Rabelais; the English name won after 1815. The "
                    "players move in opposite directions, hit lone checkers and race their fifteen checkers home, "
                    "with one rule of their own: no privileges.",
                ],
            },
            {
                "title": "Start",
                "body": [
                    BACKGAMMON_START["en"] + " " + NUMBERS["en"],
                    "Your first quadrant (points 24 to 19) is the petit jan, your home the jan de retour. Two "
                    "checkers on a point make a case, a lone checker a demi-case.",
                    ROLL_OFF["en"],
                ],
            },
            DICE["en"],
            HITTING["en"],
            BEAR_OFF["en"],
            NO_PRIVILEGES["en"],
            {"title": SCORING["en"]["title"], "body": SCORING["en"]["body"] + [DOUBLET_NAMES["en"]]},
        ],
    },
    "fr": {
        "title": "Toutes tables",
        "source": SOURCE["fr"],
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "L'ancien nom français du backgammon, cité par Rabelais ; le nom anglais l'a emporté après "
                    "1815. Les joueurs tournent en sens contraires, battent les dames isolées et ramènent leurs "
                    "quinze dames chez eux, avec une règle qui leur est propre : pas de privilège.",
                ],
            },
            {
                "title": "Départ",
                "body": [
                    BACKGAMMON_START["fr"] + " " + NUMBERS["fr"],
                    "Votre premier quadrant (flèches 24 à 19) est le petit jan, le dernier le jan de retour. Deux "
                    "dames sur une flèche font une case, une dame seule une demi-case.",
                    ROLL_OFF["fr"],
                ],
            },
            DICE["fr"],
            HITTING["fr"],
            BEAR_OFF["fr"],
            NO_PRIVILEGES["fr"],
            {"title": SCORING["fr"]["title"], "body": SCORING["fr"]["body"] + [DOUBLET_NAMES["fr"]]},
        ],
    },
}
