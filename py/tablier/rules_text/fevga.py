"""Fevga (rules.md §6.1 and §6.4, §9.14–9.15; seed 004)."""

from __future__ import annotations

from .common import BEAR_OFF, DICE, NUMBERS
from .greek import CONNECTION, SCORING, SOURCE, WHO_STARTS

GAME = "fevga"

START = {
    "en": {
        "title": "Start",
        "body": [
            "Each player stacks all fifteen checkers on his 24-point, a corner diagonally opposite the other's: "
            "one at the top right, the other at the bottom left. Both go counter-clockwise, so your 12-point is "
            "your opponent's starting point. " + NUMBERS["en"],
            WHO_STARTS["en"],
        ],
    },
    "fr": {
        "title": "Départ",
        "body": [
            "Chaque joueur empile ses quinze dames sur sa flèche 24, un coin opposé en diagonale à celui de "
            "l'autre : l'un en haut à droite, l'autre en bas à gauche. Tous deux tournent en sens inverse des "
            "aiguilles d'une montre : votre flèche 12 est donc la flèche de départ de l'adversaire. " + NUMBERS["fr"],
            WHO_STARTS["fr"],
        ],
    },
}

CLOSED = {
    "en": {
        "title": "No hitting",
        "body": [
            "A point holding any opposing checker, even a single one, is closed to you: you may neither stop nor "
            "pause there.",
        ],
    },
    "fr": {
        "title": "Pas de prise",
        "body": [
            "Une flèche qui porte une dame adverse, même seule, vous est fermée : on ne peut ni s'y arrêter ni "
            "s'y reposer.",
        ],
    },
}

POSTILLON = {
    "en": {
        "title": "The postillon",
        "body": [
            "Until one of your checkers has reached your opponent's starting quarter (your points 12 to 7), you "
            "may move only the first checker you took off your starting point, the postillon. Once it is there, "
            "even in the middle of a turn, all your checkers are free; dice it cannot use are lost. An option "
            "asks it to reach your home quarter instead, as in the French jacquet.",
        ],
    },
    "fr": {
        "title": "Le postillon",
        "body": [
            "Tant qu'aucune de vos dames n'a atteint le quart de départ de l'adversaire (vos flèches 12 à 7), "
            "vous ne pouvez jouer que la première dame sortie de votre flèche de départ, le postillon. Dès qu'il "
            "y est, même au milieu d'un coup, toutes vos dames sont libres ; les dés qu'il ne peut pas employer "
            "sont perdus. Une option lui demande plutôt d'atteindre votre jan de retour, comme au jacquet.",
        ],
    },
}

BLOCKS = {
    "en": {
        "title": "Blocks",
        "body": [
            [
                "You may never occupy all six points of your starting quarter (24 to 19) at once.",
                "Six points in a row held by you form a block. It may not stand while every opposing checker "
                "still on the board is behind it: you must open a way (an option applies this only when they are "
                "all on the point just behind the block).",
                "The six points are counted along your opponent's way, since the barrier stands in front of "
                "him (Grecomania: the blocked player has gathered all his checkers « derrière la barrière »). "
                "So a block may run across your own starting corner, from your last points (1, 2, …) on to your "
                "24, 23, …, which he passes one after the other; six of your points across his starting corner "
                "are no block.",
                "Both rules judge the position at the end of your play, and give way when no play avoids them.",
            ],
        ],
    },
    "fr": {
        "title": "Barrières",
        "body": [
            [
                "On ne peut jamais occuper à la fois les six flèches de son quart de départ (24 à 19).",
                "Six flèches de suite tenues par vous forment une barrière. Elle ne peut pas rester en place "
                "quand toutes les dames adverses encore sur le tablier sont derrière elle : il faut ouvrir un "
                "passage (une option ne l'exige que si elles sont toutes sur la flèche juste derrière).",
                "Les six flèches se comptent sur le parcours de l'adversaire, puisque la barrière se dresse "
                "devant lui (Grecomania : le joueur bloqué a rassemblé tous ses pions « derrière la barrière »). "
                "Une barrière peut donc passer par votre coin de départ, de vos dernières flèches (1, 2, …) à vos "
                "flèches 24, 23, …, qu'il franchit l'une après l'autre ; six de vos flèches de part et d'autre "
                "de son coin de départ ne font pas une barrière.",
                "Ces deux règles jugent la position à la fin du coup, et cèdent quand aucun coup ne les évite.",
            ],
        ],
    },
}

TEXT = {
    "en": {
        "title": "Fevga",
        "source": SOURCE["en"],
        "sections": [
            {
                "title": "The game",
                "body": [
                    "The third game of Tavli; its name means run. The hardest of the three to explain and to "
                    "play well: a game of speed and placing, where a single checker holds a point.",
                ],
            },
            START["en"],
            DICE["en"],
            CLOSED["en"],
            POSTILLON["en"],
            BLOCKS["en"],
            {"title": BEAR_OFF["en"]["title"], "body": BEAR_OFF["en"]["body"] + [CONNECTION["en"]]},
            {"title": "Winning", "body": [SCORING["en"]]},
        ],
    },
    "fr": {
        "title": "Fevga",
        "source": SOURCE["fr"],
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "Le troisième jeu du tavli ; son nom signifie courir. Le plus difficile des trois à expliquer "
                    "et à bien jouer : un jeu de vitesse et de placement, où une seule dame tient une flèche.",
                ],
            },
            START["fr"],
            DICE["fr"],
            CLOSED["fr"],
            POSTILLON["fr"],
            BLOCKS["fr"],
            {"title": BEAR_OFF["fr"]["title"], "body": BEAR_OFF["fr"]["body"] + [CONNECTION["fr"]]},
            {"title": "Gain de la partie", "body": [SCORING["fr"]]},
        ],
    },
}
