"""Révertier (rules.md §1; seed 000 part 1: Le Jeu du Révertier, Charpentier, Paris 1699)."""

from __future__ import annotations

from .common import BEAR_OFF, DICE, DOUBLET_NAMES, ROLL_OFF

GAME = "revertier"

TEXT = {
    "en": {
        "title": "Révertier",
        "source": "Source: Le Jeu du Révertier, Charpentier, Paris, 1699, as retold by the Académie des jeux "
        "oubliés (Le Salon des jeux).",
        "sections": [
            {
                "title": "The game",
                "body": [
                    "A tables game of the Ancien Régime, close to backgammon, in which both players travel the "
                    "same way round the board. You win by bearing off your fifteen checkers first, or by shutting "
                    "your opponent out for good.",
                ],
            },
            {
                "title": "Start and route",
                "body": [
                    "Each player stacks his fifteen checkers on a single point, his talon, on the opponent's side "
                    "at the opponent's left hand: Black on the top-right corner, White on the bottom-left corner. "
                    "Both go counter-clockwise: Black along the top row, then the bottom row; White along the "
                    "bottom row, then the top row. The points are lettered a to l along the top row (right to "
                    "left) and m to x along the bottom row (left to right): Black's talon is a, White's m. The "
                    "game log writes every play with these letters, as the 1699 rules do: f/i k/off moves a "
                    "checker from f to i and bears one off from k; an asterisk marks a hit, (2) a move made "
                    "twice.",
                    ROLL_OFF["en"],
                ],
            },
            DICE["en"],
            {
                "title": "Outward leg and tête",
                "body": [
                    "The first twelve points of your route, from the talon to your tête (the twelfth point), are "
                    "the outward leg. There, a checker may not stop or pause on a point that already holds one of "
                    "yours, except on the tête, where you may stack. On the return leg, the other row, you may "
                    "stack freely. Anywhere, a point held by two or more opposing checkers is closed.",
                ],
            },
            {
                "title": "Hitting and entering",
                "body": [
                    "Stopping or pausing on a lone opposing checker sends it to the bar. Your checkers on the bar "
                    "must all re-enter, through your first quadrant (the talon is its first point), before "
                    "anything else moves, under the outward-leg rules: never on a point holding one of yours (so "
                    "never on the talon while it holds any), never on two or more opposing checkers. Dice that "
                    "cannot enter are lost.",
                    "Temporary block: while you have more checkers on the bar than open points in your first "
                    "quadrant, you may pass your turn and wait (an option makes you enter whenever you can). Not "
                    "while your opponent can enter no checker from his bar: the wait would never end.",
                ],
            },
            {
                "title": "Permanent block",
                "body": [
                    "If you have more checkers on the bar than points of your first quadrant holding none of your "
                    "own checkers, you can never bring them all in: your opponent wins at once, 2 points.",
                    "If both players have a checker on the bar that can never enter, no one can move again: the "
                    "rules of 1699 name no winner, and the game is drawn.",
                ],
            },
            {
                "title": BEAR_OFF["en"]["title"],
                "body": BEAR_OFF["en"]["body"]
                + ["Révertier has no rule about playing the most points: any play that uses the dice rightly is good."],
            },
            {
                "title": "Winning",
                "body": [
                    [
                        "First to bear off all fifteen: 1 point, whether or not the opponent has begun bearing off.",
                        "Permanent block of the opponent: 2 points.",
                    ],
                    DOUBLET_NAMES["en"],
                ],
            },
        ],
    },
    "fr": {
        "title": "Révertier",
        "source": "Source : Le Jeu du Révertier, Charpentier, Paris, 1699, d'après l'Académie des jeux oubliés "
        "(Le Salon des jeux).",
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "Un jeu de tables de l'Ancien Régime, proche du backgammon, où les deux joueurs tournent dans "
                    "le même sens. On gagne en sortant le premier ses quinze dames, ou en mettant l'adversaire "
                    "dans l'incapacité définitive de jouer.",
                ],
            },
            {
                "title": "Départ et parcours",
                "body": [
                    "Chaque joueur empile ses quinze dames sur une seule flèche, son talon, du côté de "
                    "l'adversaire et à la main gauche de celui-ci : les Noirs dans le coin en haut à droite, les "
                    "Blancs dans le coin en bas à gauche. Tous deux tournent en sens inverse des aiguilles d'une "
                    "montre : les Noirs par la rangée du haut puis celle du bas, les Blancs par la rangée du bas "
                    "puis celle du haut. Les flèches portent les lettres a à l en haut (de droite à gauche) et m "
                    "à x en bas (de gauche à droite) : le talon des Noirs est en a, celui des Blancs en m. Le "
                    "journal écrit chaque coup avec ces lettres, comme les règles de 1699 : f/i k/off joue une "
                    "dame de f en i et sort une dame de k ; un astérisque marque une dame battue, (2) un "
                    "déplacement fait deux fois.",
                    ROLL_OFF["fr"],
                ],
            },
            DICE["fr"],
            {
                "title": "Jeu aller et tête",
                "body": [
                    "Les douze premières flèches de votre parcours, du talon à votre tête (la douzième), forment "
                    "le jeu aller. Une dame ne peut pas s'y arrêter ni s'y reposer sur une flèche qui porte déjà "
                    "une des vôtres, sauf sur la tête, où l'on peut empiler. Au jeu de retour, l'autre rangée, "
                    "on empile librement. Partout, une flèche tenue par deux dames adverses ou plus est fermée.",
                ],
            },
            {
                "title": "Battre et rentrer",
                "body": [
                    "S'arrêter ou se reposer sur une dame adverse isolée l'envoie sur la barre. Vos dames de la "
                    "barre doivent toutes rentrer par votre premier quadrant (le talon en est la première flèche) "
                    "avant que rien d'autre ne bouge, selon les règles du jeu aller : jamais sur une flèche qui "
                    "porte une des vôtres (donc jamais sur le talon tant qu'il en porte), jamais sur deux dames "
                    "adverses ou plus. Les dés qui ne peuvent pas rentrer sont perdus.",
                    "Blocage temporaire : tant que vous avez plus de dames sur la barre que de flèches ouvertes "
                    "dans votre premier quadrant, vous pouvez passer votre tour et attendre (une option oblige à "
                    "rentrer dès qu'on le peut). Pas si l'adversaire ne peut rentrer aucune "
                    "dame de sa barre : l'attente ne finirait jamais.",
                ],
            },
            {
                "title": "Blocage définitif",
                "body": [
                    "Si vous avez plus de dames sur la barre que de flèches de votre premier quadrant sans aucune "
                    "de vos dames, vous ne pourrez jamais toutes les rentrer : l'adversaire gagne aussitôt, "
                    "partie double (2 points).",
                    "Si chacun a sur la barre une dame qui ne pourra jamais rentrer, personne ne peut plus jouer : "
                    "les règles de 1699 ne donnent pas de vainqueur, la partie est nulle.",
                ],
            },
            {
                "title": BEAR_OFF["fr"]["title"],
                "body": BEAR_OFF["fr"]["body"]
                + [
                    "Le Révertier n'oblige pas à jouer le plus de points : tout coup qui emploie correctement les "
                    "dés est bon."
                ],
            },
            {
                "title": "Gain de la partie",
                "body": [
                    [
                        "Le premier à sortir ses quinze dames : 1 point, que l'adversaire ait commencé ou non à "
                        "sortir les siennes.",
                        "Blocage définitif de l'adversaire : 2 points.",
                    ],
                    DOUBLET_NAMES["fr"],
                ],
            },
        ],
    },
}
