"""A match to N points over any game (rules.md §0.6; the Crawford rule for games with a cube, §4.9)."""

from __future__ import annotations

GAME = "match"

TEXT = {
    "en": {
        "title": "Match",
        "source": "Source: the match customs of the sources (an agreed number of points: Charpentier, 1699; "
        "Grecomania's Tavli) and the Crawford rule of modern backgammon.",
        "sections": [
            {
                "title": "Playing a match",
                "body": [
                    "A match is a series of games, of one game or several in turn, played until a player reaches "
                    "the number of points agreed beforehand. Each game scores its own points, and who opens each "
                    "game follows that game's rules.",
                    "With a doubling cube, the game after a player first comes within one point of the target is "
                    "played without the cube (Crawford rule).",
                ],
            },
        ],
    },
    "fr": {
        "title": "Match",
        "source": "Source : l'usage du match dans les sources (un nombre de points convenu : Charpentier, 1699 ; le "
        "tavli de Grecomania) et la règle de Crawford du backgammon moderne.",
        "sections": [
            {
                "title": "Jouer un match",
                "body": [
                    "Un match est une suite de parties, d'un seul jeu ou de plusieurs à tour de rôle, jouée jusqu'à "
                    "ce qu'un joueur atteigne le nombre de points convenu d'avance. Chaque partie marque ses "
                    "propres points, et qui ouvre chaque partie suit les règles de ce jeu.",
                    "Avec un videau, la partie qui suit le moment où un joueur arrive à un point du but se joue "
                    "sans videau (règle de Crawford).",
                ],
            },
        ],
    },
}
