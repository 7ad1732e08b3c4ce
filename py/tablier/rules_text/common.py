"""Sections shared by the tables games (rules.md §0.3–0.5), in English and French."""

from __future__ import annotations

DICE = {
    "en": {
        "title": "The dice",
        "body": [
            "Both players throw the same two dice. With two different numbers you move one checker by each "
            "number, or one checker by both; it then pauses on the point in between, which must be open to it. "
            "A doublet is played four times, by one to four checkers.",
            [
                "You must play both numbers if you can; if only one of them can be played, it must be the higher "
                "one when possible.",
                "With a doublet, play as many of the four moves as you can.",
                "A number that cannot be played is lost.",
            ],
        ],
    },
    "fr": {
        "title": "Les dés",
        "body": [
            "Les deux joueurs lancent les deux mêmes dés. Sur un coup simple, on joue une dame de chaque nombre, "
            "ou une seule dame des deux ; elle marque alors un temps de repos sur la flèche intermédiaire, qui "
            "doit lui être ouverte. Un doublet se joue quatre fois, avec une à quatre dames.",
            [
                "On doit jouer les deux nombres si on le peut ; si l'un des deux seulement est jouable, c'est le "
                "plus fort qu'il faut jouer si c'est possible.",
                "Sur un doublet, on joue autant des quatre coups que possible.",
                "Un nombre qui ne peut pas être joué est perdu.",
            ],
        ],
    },
}

HITTING = {
    "en": {
        "title": "Hitting and entering",
        "body": [
            "No checker may stop or pause on a point held by two or more opposing checkers. Stopping or pausing "
            "on a lone opposing checker hits it: it goes to the bar, the band in the middle.",
            "Checkers on the bar must all come back in, through your first quadrant, before any other checker "
            "moves: a die showing n enters on your point 25 − n (a 1 on your 24-point, a 6 on your 19-point), if "
            "it is open. A die that cannot enter is lost.",
        ],
    },
    "fr": {
        "title": "Battre et rentrer",
        "body": [
            "Aucune dame ne peut s'arrêter ni se reposer sur une flèche tenue par deux dames adverses ou plus. "
            "Celle qui s'arrête ou se repose sur une dame adverse isolée la bat : la dame battue va sur la "
            "barre, la bande du milieu.",
            "Les dames de la barre doivent toutes rentrer, par votre premier quadrant, avant qu'aucune autre "
            "ne bouge : un dé qui montre n fait rentrer sur votre flèche 25 − n (un as sur la 24, un six sur la "
            "19), si elle est ouverte. Un dé qui ne peut pas rentrer est perdu.",
        ],
    },
}

BEAR_OFF = {
    "en": {
        "title": "Bearing off",
        "body": [
            "Once all your checkers are in your last quadrant, you may take them off the board. A die that "
            "takes a checker exactly past the last point bears it off. A higher die bears off a checker only "
            "from your farthest occupied point; from anywhere else it must be played inside the board. Bearing "
            "off is never compulsory while the die can be played inside.",
        ],
    },
    "fr": {
        "title": "La sortie",
        "body": [
            "Quand toutes vos dames sont dans votre dernier quadrant, vous pouvez les sortir du tablier. Un dé "
            "qui mène une dame juste au-delà de la dernière flèche la sort. Un dé plus fort ne sort une dame "
            "que de votre flèche occupée la plus éloignée ; partout ailleurs il se joue dans le tablier. Sortir "
            "n'est jamais obligatoire tant que le dé peut se jouer dans le tablier.",
        ],
    },
}

DOUBLET_NAMES = {
    "en": "The old French names of the doublets, shown by the app: Sonnés (6-6), Quines (5-5), Carmes (4-4), "
    "Ternes (3-3), Double deux (2-2) and Bezas (1-1); an ace is called As.",
    "fr": "Les anciens noms des doublets, que l'application affiche : Sonnés (6-6), Quines (5-5), Carmes (4-4), "
    "Ternes (3-3), Double deux (2-2) et Bezas (1-1) ; le 1 se dit As.",
}

ROLL_OFF = {
    "en": "Who starts: each player throws one die (ties are thrown again); the higher throws both dice again "
    "and plays them, so a game may open with a doublet.",
    "fr": "Qui commence : chaque joueur lance un dé (on relance les égalités) ; le plus fort reprend les deux "
    "dés et joue ce qu'il amène, si bien qu'une partie peut s'ouvrir sur un doublet.",
}

NUMBERS = {
    "en": "The board numbers the points from the side of the player to move: his route starts on his 24-point "
    "and ends on his 1-point, in his home quadrant (points 1 to 6), from which he bears off.",
    "fr": "Le tablier numérote les flèches du côté du joueur qui a le trait : son parcours part de sa flèche 24 et "
    "finit sur sa flèche 1, dans son jan de retour (flèches 1 à 6), d'où il sort ses dames.",
}

BACKGAMMON_START = {
    "en": "Each player has two checkers on his 24-point (in the opponent's home), five on his 13-point, three on "
    "his 8-point and five on his 6-point: the layout of today's backgammon.",
    "fr": "Chaque joueur a deux dames sur sa flèche 24 (dans le jan de l'adversaire), cinq sur sa 13, trois sur sa 8 "
    "et cinq sur sa 6 : la position du backgammon d'aujourd'hui.",
}
