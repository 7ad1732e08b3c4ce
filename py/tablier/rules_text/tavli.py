"""The Tavli match (rules.md §6.1; seed 004): Portes, Plakoto and Fevga in turn."""

from __future__ import annotations

from .greek import CONNECTION, SCORING, SOURCE

GAME = "tavli"

TEXT = {
    "en": {
        "title": "Tavli",
        "source": SOURCE["en"],
        "sections": [
            {
                "title": "The match",
                "body": [
                    "Greeks play Tavli as a match that changes game every time: Portes, then Plakoto, then Fevga, "
                    "then Portes again, whoever wins. The first to reach the agreed score, 5 points here (3 or 7 "
                    "as options), wins the match.",
                ],
            },
            {
                "title": "The three games",
                "body": [
                    [
                        "Portes: backgammon without the cube; lone checkers are hit and re-enter from the bar.",
                        "Plakoto: everyone starts on one point; lone checkers are pinned, not hit; pinning the "
                        "opponent's last checker on his starting point, his mother, can win the game at once.",
                        "Fevga: both run the same way from opposite corners; a single checker holds a point; one "
                        "checker, the postillon, must first reach the opponent's starting quarter.",
                    ],
                    "Each game has its own rules page with the details.",
                ],
            },
            {
                "title": "Who starts and scoring",
                "body": [
                    "The first game opens with a roll-off: each player throws one die, the higher throws both dice "
                    "again and plays them. Each later game is opened by the winner of the game before (an option "
                    "gives it to the loser: « Honneur au perdant ! »). " + SCORING["en"],
                    CONNECTION["en"] + " It then applies to all three games.",
                ],
            },
        ],
    },
    "fr": {
        "title": "Tavli",
        "source": SOURCE["fr"],
        "sections": [
            {
                "title": "Le match",
                "body": [
                    "Les Grecs jouent le tavli en match, en changeant de jeu à chaque partie : Portes, puis "
                    "Plakoto, puis Fevga, puis de nouveau Portes, quel que soit le gagnant. Le premier à atteindre "
                    "le score convenu, ici 5 points (3 ou 7 en option), gagne le match.",
                ],
            },
            {
                "title": "Les trois jeux",
                "body": [
                    [
                        "Portes : le backgammon sans videau ; les dames isolées sont battues et rentrent par la barre.",
                        "Plakoto : chacun part d'une seule flèche ; les dames isolées sont clouées, pas battues ; "
                        "clouer la dernière dame adverse restée sur sa flèche de départ, la mère, peut gagner la "
                        "partie sur-le-champ.",
                        "Fevga : les deux courent dans le même sens depuis des coins opposés ; une seule dame tient "
                        "une flèche ; une dame, le postillon, doit d'abord atteindre le quart de départ adverse.",
                    ],
                    "Chaque jeu a sa propre page de règles, avec le détail.",
                ],
            },
            {
                "title": "Qui commence et marque",
                "body": [
                    "La première partie s'ouvre par la priorité : chaque joueur lance un dé, le plus fort reprend "
                    "les deux dés et joue ce qu'il amène. Chaque partie suivante est ouverte par le gagnant de la "
                    "précédente (une option la donne au perdant : « Honneur au perdant ! »). " + SCORING["fr"],
                    CONNECTION["fr"] + " Elle vaut alors pour les trois jeux.",
                ],
            },
        ],
    },
}
