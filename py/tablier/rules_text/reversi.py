"""Reversi (rules.md §5; seed 003, with the World Othello Federation's starting position)."""

from __future__ import annotations

GAME = "reversi"

TEXT = {
    "en": {
        "title": "Reversi",
        "source": "Source: a French leaflet on Reversi (« Jeux du monde »), with the rules of the World Othello "
        "Federation for the starting position.",
        "sections": [
            {
                "title": "The game",
                "body": [
                    "Invented in England in the 1880s by Waterman, Reversi stayed English and was forgotten early in "
                    "the 20th century. Relaunched in Japan and sold in France in the 1970s as Othello, it became a "
                    "great success, with world championships. The aim: have more discs of your colour than your "
                    "opponent at the end.",
                ],
            },
            {
                "title": "Start",
                "body": [
                    "An 8 × 8 board, columns a to h and rows 1 to 8 (row 1 at the top). Four discs start in the "
                    "centre: White on d4 and e5, Black on e4 and d5. Black moves first.",
                ],
            },
            {
                "title": "Moves",
                "body": [
                    [
                        "On your turn, place one disc of your colour on an empty square so that one or more "
                        "straight lines of opposing discs, with no gap, lie between it and a disc of yours: "
                        "across, down or diagonally.",
                        "Every such line, in all eight directions, is turned over to your colour.",
                        "Only lines through the disc just placed turn: discs turned over do not turn others.",
                        "A move must turn at least one disc.",
                    ],
                ],
            },
            {
                "title": "Passing and the end",
                "body": [
                    "A player who cannot turn any disc passes; passing is not allowed when a move exists. The game "
                    "ends when neither player can move: the board is full, or one colour has gone. The player with "
                    "more discs wins; equal counts are a draw.",
                ],
            },
        ],
    },
    "fr": {
        "title": "Reversi",
        "source": "Source : une fiche française sur le Reversi (« Jeux du monde »), avec les règles de la "
        "Fédération mondiale d'Othello pour la position de départ.",
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "Inventé en Angleterre dans les années 1880 par Waterman, le Reversi reste anglais et tombe "
                    "dans l'oubli au début du XXe siècle. Relancé au Japon et vendu en France dans les années 70 "
                    "sous le nom d'Othello, il connaît un immense succès, avec des championnats du monde. Le but : "
                    "avoir à la fin plus de pions de sa couleur que l'adversaire.",
                ],
            },
            {
                "title": "Départ",
                "body": [
                    "Un damier de 8 × 8 cases, colonnes a à h et rangées 1 à 8 (la rangée 1 en haut). Quatre pions "
                    "au centre : les Blancs en d4 et e5, les Noirs en e4 et d5. Les Noirs commencent.",
                ],
            },
            {
                "title": "Les coups",
                "body": [
                    [
                        "À son tour, on pose un pion de sa couleur sur une case vide de sorte qu'une ou plusieurs "
                        "lignes droites de pions adverses, sans trou, soient encadrées entre lui et un de ses "
                        "pions : en ligne, en colonne ou en diagonale.",
                        "Toutes les lignes ainsi encadrées, dans les huit directions, sont retournées.",
                        "Seules les lignes qui passent par le pion posé sont retournées : les pions retournés n'en "
                        "retournent pas d'autres.",
                        "Un coup doit retourner au moins un pion.",
                    ],
                ],
            },
            {
                "title": "Passer et fin de partie",
                "body": [
                    "Le joueur qui ne peut retourner aucun pion passe ; on ne peut pas passer quand un coup existe. "
                    "La partie s'achève quand aucun des deux ne peut plus jouer : le damier est plein, ou une "
                    "couleur a disparu. Le joueur qui a le plus de pions gagne ; à égalité, la partie est nulle.",
                ],
            },
        ],
    },
}
