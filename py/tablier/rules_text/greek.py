"""Sections shared by the Tavli games (rules.md §6.1; seed 004: Le Tavli, Grecomania)."""

from __future__ import annotations

SOURCE = {
    "en": "Source: « Le Tavli : jeu national en Grèce » (Grecomania), completed by the usual Greek rules of "
    "Tavli (bkgm.com, play65, BrainKing; for Plakoto, J. Mamoun's primer).",
    "fr": "Source : « Le Tavli : jeu national en Grèce » (Grecomania), complété par les règles grecques "
    "usuelles du tavli (bkgm.com, play65, BrainKing ; pour le Plakoto, le manuel de J. Mamoun).",
}

WHO_STARTS = {
    "en": "Who starts: in the first game each player throws one die (ties are thrown again) and the higher "
    "throws both dice again and plays them, so a game may open with a doublet. In a match, the winner of the "
    "previous game starts the next (an option gives it to the loser: « Honneur au perdant ! »). After a drawn "
    "Plakoto (both mothers pinned) there is no winner, and Grecomania's rules say only who starts after a win: "
    "the next game opens with a roll-off, as the first one does.",
    "fr": "Qui commence : à la première partie chaque joueur lance un dé (on relance les égalités) et le plus "
    "fort reprend les deux dés et joue ce qu'il amène ; une partie peut donc s'ouvrir sur un doublet. En match, "
    "le gagnant de la partie précédente commence la suivante (une option la donne au perdant : « Honneur au "
    "perdant ! »). Après un Plakoto nul (les deux mères clouées), il n'y a pas de gagnant, et les règles de "
    "Grecomania ne disent que qui commence après une victoire : la partie suivante s'ouvre par la priorité aux "
    "dés, comme la première.",
}


CONNECTION = {
    "en": "Option, off by default, the connection rule: a die higher than needed bears off a checker only if "
    "you have at least one checker on every home point from the edge to your farthest one. With checkers on "
    "your 4, 2 and 1 points and a 5 or a 6, nothing can be played.",
    "fr": "Option, désactivée par défaut, la règle de connexion : un dé plus fort que nécessaire ne sort une dame "
    "que si vous avez au moins une dame sur chaque flèche du jan, du bord jusqu'à la plus éloignée. Avec des "
    "dames sur vos flèches 4, 2 et 1 et un 5 ou un 6, rien ne peut se jouer.",
}

SCORING = {
    "en": "Scoring: 1 point, or 2 if the loser has borne off no checker. There is no 3-point win and no doubling cube.",
    "fr": "Marque : 1 point, ou 2 si le perdant n'a sorti aucune dame. Il n'y a ni gain de 3 points ni videau.",
}
