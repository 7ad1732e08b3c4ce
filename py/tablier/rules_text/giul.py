"""Giul (rules.md §6.5 and §9.17; seed 004): Fevga with cascading doublets."""

from __future__ import annotations

from .common import BEAR_OFF
from .fevga import BLOCKS, CLOSED, POSTILLON, START
from .greek import SCORING, SOURCE

GAME = "giul"

TEXT = {
    "en": {
        "title": "Giul",
        "source": SOURCE["en"],
        "sections": [
            {
                "title": "The game",
                "body": [
                    "A variation of Fevga that differs from it only in doublets; every other rule is Fevga's.",
                ],
            },
            START["en"],
            {
                "title": "Doublets climb to double six",
                "body": [
                    "With two different numbers, play both if you can, else the higher. After the four moves of a "
                    "doublet you also play four moves of every higher doublet, up to double six, in that order: "
                    "4-4 gives four 4s, then four 5s, then four 6s. Play as many of these moves as you can; the "
                    "first number you cannot play ends your turn.",
                ],
            },
            CLOSED["en"],
            POSTILLON["en"],
            BLOCKS["en"],
            BEAR_OFF["en"],
            {"title": "Winning", "body": [SCORING["en"]]},
        ],
    },
    "fr": {
        "title": "Giul",
        "source": SOURCE["fr"],
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "Une variante du Fevga qui n'en diffère que par les doublets ; toutes les autres règles sont "
                    "celles du Fevga.",
                ],
            },
            START["fr"],
            {
                "title": "Les doublets montent jusqu'aux six",
                "body": [
                    "Sur un coup simple, on joue les deux nombres si on le peut, sinon le plus fort. Après les "
                    "quatre coups d'un doublet, on joue aussi quatre coups de chaque doublet supérieur, jusqu'au "
                    "double six, dans cet ordre : un double 4 donne quatre 4, puis quatre 5, puis quatre 6. On en "
                    "joue autant que possible ; le premier nombre qu'on ne peut pas jouer termine le coup.",
                ],
            },
            CLOSED["fr"],
            POSTILLON["fr"],
            BLOCKS["fr"],
            BEAR_OFF["fr"],
            {"title": "Gain de la partie", "body": [SCORING["fr"]]},
        ],
    },
}
