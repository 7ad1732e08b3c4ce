"""Swedish Tables (rules.md §2; seed 000 part 2: the Swedish revision of Révertier)."""

from __future__ import annotations

from .common import DICE

GAME = "swedish-tables"

TEXT = {
    "en": {
        "title": "Swedish Tables",
        "source": "Source: the Swedish revision of Le Jeu du Révertier (Charpentier, Paris, 1699), credited to an "
        "association linked to the Vasa Museum, as retold by the Académie des jeux oubliés (Le Salon des jeux).",
        "sections": [
            {
                "title": "The game",
                "body": [
                    "Révertier revised in Sweden: the blocked player no longer waits, he forces his way in, and "
                    "figures win as in trictrac. Everything not changed here is Révertier: the talons in opposite "
                    "corners, both players going counter-clockwise, the roll-off with a rethrow, the outward leg "
                    "where you may not stack except on the tête, hitting lone checkers, entering through your "
                    "first quadrant.",
                ],
            },
            DICE["en"],
            {
                "title": "Forcing an entry",
                "body": [
                    "When you have more checkers on the bar than points of your first quadrant you could normally "
                    "enter (empty, or holding one opposing checker), a checker may enter on a point held by two or "
                    "more opposing checkers: all of them go to their owner's bar. The condition is checked before "
                    "each entry. A player whose last checker (fourteen already off) is on the bar may not force.",
                ],
            },
            {
                "title": "Forcing a prime",
                "body": [
                    "Six or more consecutive points of a player's return leg, each with two or more of his "
                    "checkers, form a prime (bouchage); his tête never belongs to it. The opponent may stop or "
                    "pause on any point of a prime, entering included: all the checkers there go to the bar. A "
                    "player with a single checker left to bear off may not force.",
                ],
            },
            {
                "title": "The slow bear-off",
                "body": [
                    "When bearing off you must play as many points inside the board as the dice allow; a checker "
                    "borne off counts only the points up to the last point. Example: White has checkers on j and "
                    "h and throws 3-2. Bearing off the checker on h with both dice plays 4 points inside; j to l "
                    "and h to k plays 5, so only the latter is allowed.",
                ],
            },
            {
                "title": "Ways to win",
                "body": [
                    [
                        "Sortie, bearing off all fifteen first: 1 point.",
                        "Simple (or petite) couronne, three checkers on each of your last five points: 2 points.",
                        "Double couronne, five on each of your last three points: 2 points.",
                        "Escalier, seven on your last point, five on the one before, three on the one before that: "
                        "2 points.",
                        "Tour, all fifteen on your last point: 2 points.",
                        "Hermite: 1 point more for a sortie or a figure while the opponent has a checker on the bar.",
                        "Jan, the opponent permanently blocked as in Révertier (more checkers on his bar than "
                        "points of his first quadrant free of his own checkers) when your hits alone did it: "
                        "4 points.",
                        "Jan forcé, the opponent permanently blocked by a play in which you forced a point (an "
                        "entry or a prime) and the checkers that forcing sent to his bar are needed for the "
                        "block: without them he would not be blocked. The Swedish rules say the excess checkers "
                        "on the bar come from the forcing; it makes no difference whether the forcing or an "
                        "ordinary hit comes last in the play. Example: you enter by forcing a point and then "
                        "hit a lone checker, and he is blocked only because of the checkers forced: jan forcé, "
                        "not jan. The great stroke of the game: 6 points.",
                    ],
                ],
            },
            {
                "title": "Winning at once",
                "body": [
                    "A throw that can win in any of these ways may be played against the dice rules, for example a "
                    "couronne completed with the lower die alone; the game ends there and the other die is void. "
                    "You may instead play normally, and the game goes on. A figure only passed through in the "
                    "middle of a normal play does not count. If several wins come together, the highest counts.",
                ],
            },
        ],
    },
    "fr": {
        "title": "Tables suédoises",
        "source": "Source : la révision suédoise du Jeu du Révertier (Charpentier, Paris, 1699), attribuée à une "
        "association liée au musée Vasa, d'après l'Académie des jeux oubliés (Le Salon des jeux).",
        "sections": [
            {
                "title": "Le jeu",
                "body": [
                    "Le Révertier revu en Suède : le joueur bloqué n'attend plus, il force le passage, et des "
                    "figures font gagner comme au trictrac. Tout ce qui n'est pas changé ici est du Révertier : "
                    "les talons dans des coins opposés, les deux joueurs tournant en sens inverse des aiguilles "
                    "d'une montre, la priorité avec relance, le jeu aller où l'on n'empile que sur la tête, les "
                    "dames isolées battues, la rentrée par le premier quadrant.",
                ],
            },
            DICE["fr"],
            {
                "title": "Forcer la rentrée",
                "body": [
                    "Quand vous avez plus de dames sur la barre que de flèches de votre premier quadrant "
                    "normalement accessibles (vides, ou portant une seule dame adverse), une dame peut rentrer sur "
                    "une flèche tenue par deux dames adverses ou plus : toutes sont renvoyées sur la barre de leur "
                    "camp. La condition s'apprécie avant chaque rentrée. Un joueur dont la dernière dame (quatorze "
                    "déjà sorties) est sur la barre ne peut pas forcer.",
                ],
            },
            {
                "title": "Forcer un bouchage",
                "body": [
                    "Six flèches consécutives ou plus du jeu de retour d'un joueur, chargées chacune de deux de "
                    "ses dames ou plus, forment un bouchage ; sa tête n'en fait jamais partie. L'adversaire peut "
                    "s'arrêter ou se reposer sur n'importe quelle flèche du bouchage, rentrée comprise : toutes "
                    "les dames qui s'y trouvent vont sur la barre. Un joueur qui n'a plus qu'une dame à sortir ne "
                    "peut pas forcer.",
                ],
            },
            {
                "title": "La sortie lente",
                "body": [
                    "Pendant la sortie, il faut jouer dans le tablier le maximum de points amenés par les dés ; "
                    "une dame sortie ne compte que les points jusqu'à la dernière flèche. Exemple : les Blancs ont "
                    "une dame en j et une en h et amènent 3 et 2. Sortir la dame de h avec les deux dés joue 4 "
                    "points dans le tablier ; j en l et h en k en joue 5 : seul ce coup est permis.",
                ],
            },
            {
                "title": "Manières de gagner",
                "body": [
                    [
                        "Sortie, être le premier à sortir ses quinze dames : 1 point.",
                        "Simple (ou petite) couronne, trois dames sur chacune de vos cinq dernières flèches : "
                        "2 points.",
                        "Double couronne, cinq dames sur chacune de vos trois dernières flèches : 2 points.",
                        "Escalier, sept dames sur la dernière flèche, cinq sur l'avant-dernière, trois sur la "
                        "précédente : 2 points.",
                        "Tour, les quinze dames sur la dernière flèche : 2 points.",
                        "Hermite : 1 point de plus pour une sortie ou une figure quand l'adversaire a une dame sur "
                        "la barre.",
                        "Jan, l'adversaire bloqué définitivement comme au Révertier (plus de dames sur sa barre "
                        "que de flèches de son premier quadrant sans dame à lui) par vos seuls renvois : "
                        "4 points.",
                        "Jan forcé, l'adversaire bloqué définitivement par un coup où vous avez forcé une flèche "
                        "(à la rentrée ou dans un bouchage) et où les dames que ce forçage a renvoyées sur sa "
                        "barre sont nécessaires au blocage : sans elles, il ne serait pas bloqué. Les règles "
                        "suédoises le disent ainsi : « les dames excédentaires sur la barre proviennent du "
                        "forçage ». Peu importe que le forçage ou un renvoi ordinaire vienne en dernier dans le "
                        "coup. Exemple : vous rentrez en forçant une flèche, puis vous battez une dame isolée, et "
                        "l'adversaire n'est bloqué que grâce aux dames forcées : jan forcé, non jan. Le grand "
                        "coup du jeu : 6 points.",
                    ],
                ],
            },
            {
                "title": "Gagner sur-le-champ",
                "body": [
                    "Un coup de dés qui peut gagner de l'une de ces manières peut se jouer en dérogeant aux règles "
                    "des dés, par exemple une couronne achevée avec le seul dé faible ; la partie s'arrête là et "
                    "l'autre dé ne compte pas. On peut aussi jouer normalement, et la partie continue. Une figure "
                    "seulement traversée au milieu d'un coup normal ne compte pas. Si plusieurs gains coïncident, "
                    "le plus fort l'emporte.",
                ],
            },
        ],
    },
}
