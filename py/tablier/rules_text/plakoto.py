"""Plakoto (rules.md §6.1 and §6.3; seed 004, with Mamoun's primer for the mother checker)."""

from __future__ import annotations

from .common import BEAR_OFF, DICE, NUMBERS
from .greek import CONNECTION, SCORING, SOURCE, WHO_STARTS

GAME = "plakoto"

TEXT = {
    "en": {
        "title": "Plakoto",
        "source": SOURCE["en"],
        "sections": [
            {
                "title": "The game",
                "body": [
                    "The second game of Tavli; its name comes from plakono, to lay one thing on another. Nothing "
                    "is ever hit: a lone checker is pinned under an opposing one instead.",
                ],
            },
            {
                "title": "Start",
                "body": [
                    "Each player stacks all fifteen checkers on his 24-point, the corner of the opponent's home "
                    "(the mana), and the two move in opposite directions. Your home is the quadrant where your "
                    "opponent started. " + NUMBERS["en"],
                    WHO_STARTS["en"],
                ],
            },
            DICE["en"],
            {
                "title": "Pinning",
                "body": [
                    "Stopping or pausing on a point with a single opposing checker pins it: it stays under your "
                    "checker and cannot move until all of yours have left that point. You may add more checkers "
                    "on top. You may not stop or pause on a point with two or more opposing checkers, nor on a "
                    "point where one of your own checkers is pinned.",
                ],
            },
            {
                "title": "The mother checker",
                "body": [
                    "Your last checker still on your starting point is your mother.",
                    [
                        "Pin your opponent's mother while none of your checkers is left on your own starting point, "
                        "and you win 2 points at once.",
                        "Pin it while you still have checkers there, and play goes on: you win as soon as your "
                        "starting point is empty with her still pinned.",
                        "If both mothers are pinned, the game is a draw.",
                    ],
                ],
            },
            {
                "title": BEAR_OFF["en"]["title"],
                "body": BEAR_OFF["en"]["body"]
                + [
                    "In Plakoto none of your checkers may be pinned: if one is pinned later, bearing off waits "
                    "until it is free. " + CONNECTION["en"]
                ],
            },
            {"title": "Winning", "body": [SCORING["en"]]},
        ],
    },
    "fr": {
        "title": "Plakoto",
        "source": SOURCE["fr"],
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "Le deuxième jeu du tavli ; son nom vient de plakono, poser une chose sur une autre. On ne bat "
                    "jamais : une dame isolée est clouée sous une dame adverse.",
                ],
            },
            {
                "title": "Départ",
                "body": [
                    "Chaque joueur empile ses quinze dames sur sa flèche 24, le coin du jan de l'adversaire (la "
                    "mana), et les deux tournent en sens contraires. Votre jan est le quadrant d'où l'adversaire "
                    "est parti. " + NUMBERS["fr"],
                    WHO_STARTS["fr"],
                ],
            },
            DICE["fr"],
            {
                "title": "Clouer",
                "body": [
                    "S'arrêter ou se reposer sur une flèche portant une seule dame adverse la cloue : elle reste "
                    "sous votre dame et ne peut plus bouger tant que toutes les vôtres n'ont pas quitté la flèche. "
                    "Vous pouvez en ajouter d'autres par-dessus. On ne peut ni s'arrêter ni se reposer sur une "
                    "flèche portant deux dames adverses ou plus, ni sur une flèche où l'une de vos dames est "
                    "clouée.",
                ],
            },
            {
                "title": "La dame mère",
                "body": [
                    "Votre dernière dame restée sur votre flèche de départ est votre mère.",
                    [
                        "Clouez la mère adverse alors qu'il ne reste aucune de vos dames sur votre propre flèche "
                        "de départ, et vous gagnez aussitôt 2 points.",
                        "Clouez-la alors qu'il vous en reste, et le jeu continue : vous gagnez dès que votre flèche "
                        "de départ est vide et la mère toujours clouée.",
                        "Si les deux mères sont clouées, la partie est nulle.",
                    ],
                ],
            },
            {
                "title": BEAR_OFF["fr"]["title"],
                "body": BEAR_OFF["fr"]["body"]
                + [
                    "Au Plakoto aucune de vos dames ne doit être clouée : si l'une l'est plus tard, la sortie "
                    "attend qu'elle soit libérée. " + CONNECTION["fr"]
                ],
            },
            {"title": "Gain de la partie", "body": [SCORING["fr"]]},
        ],
    },
}
