"""Dames Rabattues (rules.md §3; seed 001: Les Dames rabattues, Charpentier, Paris 1699)."""

from __future__ import annotations

from .common import DOUBLET_NAMES, ROLL_OFF

GAME = "dames-rabattues"

TEXT = {
    "en": {
        "title": "Dames Rabattues",
        "source": "Source: Les Dames rabattues, Charpentier, Paris, 1699 (following the Trictrac of 1698), as "
        "retold by the Académie des jeux oubliés (Le Salon des jeux).",
        "sections": [
            {
                "title": "The game",
                "body": [
                    "A little tables game, like the Tourne-case Rabelais mentions, loved by children. It is pure "
                    "chance: no decision is left to the players, so the app plays every throw for you. Watch the "
                    "dice closely all the same, since a die you cannot use may serve your opponent.",
                ],
            },
            {
                "title": "Start",
                "body": [
                    "Each player uses only the six points on his own side of the left half of the board; the "
                    "right half is only for throwing the dice. Points 1, 2 and 3 hold a stack of two checkers "
                    "each, points 4, 5 and 6 a stack of three.",
                    ROLL_OFF["en"],
                ],
            },
            {
                "title": "Knocking down",
                "body": [
                    "A die showing n knocks down one checker of your point n: it comes off the stack and lies flat "
                    "in front of the point. A point is done when a single checker still stands, so each player "
                    "has nine checkers to knock down. A die whose point is done knocks down nothing.",
                ],
            },
            {
                "title": "Bearing off",
                "body": [
                    "Once all your checkers are knocked down, even in the middle of a throw, a die showing n bears "
                    "off one checker from your point n, if one is left there. Dice are never added together, and "
                    "checkers never move from point to point.",
                ],
            },
            {
                "title": "Using the dice",
                "body": [
                    [
                        "Use as many of your dice as you can, in the order that uses the most.",
                        "A die you cannot use is used by your opponent, if he can.",
                        "A die that neither player can use is lost.",
                        "A doublet counts as two dice only; once it has been played, the same player throws again.",
                    ],
                    DOUBLET_NAMES["en"],
                ],
            },
            {
                "title": "Winning",
                "body": [
                    "The first to bear off all fifteen checkers wins 1 point. If both could finish on the same "
                    "throw, the thrower wins, since he uses the dice first. A match is played to a number of points "
                    "agreed beforehand.",
                ],
            },
        ],
    },
    "fr": {
        "title": "Dames rabattues",
        "source": "Source : Les Dames rabattues, Charpentier, Paris, 1699 (à la suite du Trictrac de 1698), "
        "d'après l'Académie des jeux oubliés (Le Salon des jeux).",
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "Un petit jeu de tables, comme le Tourne-case que cite Rabelais, très apprécié des enfants. "
                    "C'est un jeu de pur hasard : les joueurs n'ont aucun choix, l'application joue donc chaque "
                    "coup pour vous. Suivez tout de même chaque coup de dés, car un dé que vous ne pouvez pas "
                    "employer peut servir à l'adversaire.",
                ],
            },
            {
                "title": "Départ",
                "body": [
                    "Chaque joueur n'utilise que les six flèches de son côté, dans la moitié gauche du tablier ; "
                    "la moitié droite ne sert qu'à lancer les dés. Les flèches 1, 2 et 3 portent chacune une pile "
                    "de deux dames, les flèches 4, 5 et 6 une pile de trois.",
                    ROLL_OFF["fr"],
                ],
            },
            {
                "title": "Rabattre",
                "body": [
                    "Un dé qui montre n rabat une dame de votre flèche n : on la descend de la pile et on la couche "
                    "devant la flèche. Une flèche est rabattue quand il n'y reste qu'une dame debout ; chaque "
                    "joueur a donc neuf dames à rabattre. Un dé dont la flèche est rabattue ne rabat rien.",
                ],
            },
            {
                "title": "La sortie",
                "body": [
                    "Quand toutes vos dames sont rabattues, même au milieu d'un coup, un dé qui montre n sort une "
                    "dame de votre flèche n, s'il en reste une. Les dés ne s'additionnent jamais et les dames ne "
                    "vont jamais d'une flèche à une autre.",
                ],
            },
            {
                "title": "L'emploi des dés",
                "body": [
                    [
                        "On emploie le plus possible de ses dés, dans l'ordre qui en emploie le plus.",
                        "Un dé que vous ne pouvez pas employer est joué par l'adversaire, s'il le peut.",
                        "Un dé qu'aucun des deux ne peut employer est perdu.",
                        "Un doublet ne vaut que deux dés ; une fois joué, le même joueur relance.",
                    ],
                    DOUBLET_NAMES["fr"],
                ],
            },
            {
                "title": "Gain de la partie",
                "body": [
                    "Le premier à sortir ses quinze dames gagne 1 point. Si les deux pouvaient finir sur le même "
                    "coup, celui qui a lancé gagne, puisqu'il emploie les dés le premier. On joue en un nombre de "
                    "points convenu d'avance.",
                ],
            },
        ],
    },
}
