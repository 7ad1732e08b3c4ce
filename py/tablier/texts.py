"""French and English texts for explanations and outcome reasons.

Every user-facing sentence the engines produce has a stable id here; callers
fill ``{placeholders}`` (typically ``{source}``, the game's short citation).
"""

from __future__ import annotations

from collections.abc import Mapping

from .protocol import LANGS, Lang

TEXTS: dict[str, Mapping[Lang, str]] = {
    # the start of Toutes tables 225 and Backgammon 225, drawn by two throws
    "start-draw-first": {
        "en": "The start is drawn by two throws of two different dice (a doublet is thrown again), one of 225 "
        "starts. White's throw places the 2 back checkers (lower die) and the 5 home checkers (higher die); "
        "Black's, the 5 midpoint checkers (lower die) and the 3 outer ones (higher die). Draws left: {n}.",
        "fr": "Le départ, l'un des 225, est tiré par deux coups de deux dés différents (un doublet se relance). "
        "Le coup des Blancs place les 2 dames du fond (petit dé) et les 5 dames du jan de retour (grand dé) ; "
        "celui des Noirs, les 5 dames du milieu (petit dé) et les 3 dames extérieures (grand dé). "
        "Tirages restants : {n}.",
    },
    "start-draw-second": {
        "en": "White drew {first}: the back and home checkers are placed. Black's throw places the 5 midpoint "
        "checkers (lower die) and the 3 outer ones (higher die). Draws left: {n}.",
        "fr": "Les Blancs ont tiré {first} : les dames du fond et du jan de retour sont placées. Le coup des Noirs "
        "place les 5 dames du milieu (petit dé) et les 3 dames extérieures (grand dé). Tirages restants : {n}.",
    },
    "start-drawn": {
        "en": "Start no. {n} of 225 (draws {dice}).",
        "fr": "Départ n° {n} sur 225 (tirages {dice}).",
    },
    # illegal single steps (tables)
    "blocked-point": {
        "en": "A checker may not stop or rest on a point held by two or more opposing checkers ({source}).",
        "fr": "Une dame ne peut ni s'arrêter ni se reposer sur une flèche occupée par "
        "deux dames adverses ou plus ({source}).",
    },
    "enter-first": {
        "en": "Every checker on the bar must enter before any other checker moves ({source}).",
        "fr": "Toutes les dames de la barre doivent rentrer avant qu'une autre dame ne bouge ({source}).",
    },
    "bear-off-home": {
        "en": "Checkers may be borne off only when all of them are in the home quarter ({source}).",
        "fr": "On ne peut sortir ses dames que lorsqu'elles sont toutes dans le jan de retour ({source}).",
    },
    "bear-off-farthest": {
        "en": "A die larger than needed may bear off only the checker farthest from the edge ({source}).",
        "fr": "Un dé plus fort que nécessaire ne sort que la dame la plus éloignée de la bande ({source}).",
    },
    "connection": {
        "en": "Connection rule: a die larger than needed bears off only if the home points "
        "from the edge to the farthest checker have no gap ({source}).",
        "fr": "Règle de connexion : un dé plus fort que nécessaire ne sort une dame que si les flèches "
        "du jan, de la bande à la dame la plus éloignée, sont toutes occupées ({source}).",
    },
    "no-die": {
        "en": "No remaining die takes this checker to that point.",
        "fr": "Aucun dé restant ne mène cette dame sur cette flèche.",
    },
    "not-your-checker": {
        "en": "You have no checker there.",
        "fr": "Vous n'avez pas de dame à cet endroit.",
    },
    "max-dice": {
        "en": "You must play both dice if you can, and as many moves of a doublet as possible ({source}).",
        "fr": "Il faut jouer les deux dés si c'est possible, et autant de coups d'un doublet que possible ({source}).",
    },
    "higher-die": {
        "en": "When only one die can be played, it must be the higher one if possible ({source}).",
        "fr": "Si l'on ne peut jouer qu'un dé, il faut jouer le plus fort si c'est possible ({source}).",
    },
    "max-pips": {
        "en": "No privileges: you must play the greatest number of points the dice allow ({source}).",
        "fr": "Pas de privilège : il faut jouer le maximum de points amenés par les dés ({source}).",
    },
    "turn-complete": {
        "en": "Your turn is complete: confirm it or undo a move.",
        "fr": "Votre coup est complet : validez-le ou annulez un déplacement.",
    },
    "not-your-turn": {
        "en": "No checker move is due now.",
        "fr": "Ce n'est pas le moment de déplacer une dame.",
    },
    "cube-not-allowed": {
        "en": "The doubling cube is not available now ({source}).",
        "fr": "Le videau n'est pas disponible maintenant ({source}).",
    },
    "not-legal": {
        "en": "This play is not legal here.",
        "fr": "Ce coup n'est pas permis ici.",
    },
    # outcome reasons
    "single": {"en": "single game", "fr": "partie simple"},
    "gammon": {"en": "gammon", "fr": "gammon"},
    "backgammon": {"en": "backgammon", "fr": "backgammon"},
    "partie-simple": {"en": "single game (partie simple)", "fr": "partie simple"},
    "partie-double": {"en": "double game (partie double)", "fr": "partie double"},
    "drop": {"en": "double refused", "fr": "videau refusé"},
    "match": {"en": "match won", "fr": "match gagné"},
    # --- Révertier and Swedish Tables (seed 000; rules.md §1–2) ---------------
    "rev-blocked-point": {
        "en": "Révertier §11: a checker may neither stop nor rest on a point held by more than one opposing checker.",
        "fr": "Révertier §11 : une dame ne peut s'arrêter ni même se reposer sur une flèche occupée par "
        "plus d'une dame adverse.",
    },
    "rev-jeu-aller": {
        "en": "Révertier §11: in the jeu aller a checker may not stop or rest on a point holding one of its own, "
        "except the tête.",
        "fr": "Révertier §11 : au jeu aller, à l'exception de la tête, une dame ne peut s'arrêter ni même se reposer "
        "sur une flèche occupée par une dame de sa couleur.",
    },
    "rev-entry-own": {
        "en": "Révertier §13: entering is in the jeu aller, so a checker may not enter on a point holding one of "
        "its own.",
        "fr": "Révertier §13 : étant au jeu aller, on ne peut pas rentrer sur une case occupée par une de ses "
        "propres dames.",
    },
    "rev-talon-entry": {
        "en": "Révertier §13: a checker may not enter on the talon while it still holds one of your checkers.",
        "fr": "Révertier §13 : il n'est pas possible de rentrer sur le talon s'il contient encore au moins une de "
        "ses propres dames.",
    },
    "sw-no-forcing": {
        "en": "Swedish Tables §1: a point held by two or more opposing checkers may be forced from the bar only "
        "while you have more checkers on the bar than normally open points in your entry quadrant.",
        "fr": "Tables suédoises §1 : on ne peut forcer en rentrant une flèche de deux dames adverses ou plus que "
        "s'il y a davantage de dames sur la barre que de flèches normalement accessibles dans le premier quadrant.",
    },
    "sw-last-checker": {
        "en": "Swedish Tables §1–2: with only one checker left to bear off, a player may no longer force a point.",
        "fr": "Tables suédoises §1–2 : un joueur qui n'a plus qu'une dame à sortir n'a plus le droit de forcer "
        "une flèche.",
    },
    "sw-slow-bear-off": {
        "en": "Swedish Tables §4 (bearing off): you must play inside the board the greatest number of the points "
        "thrown.",
        "fr": "Tables suédoises §4 (manière de sortir) : on doit jouer dans le tablier le maximum de points "
        "amenés par les dés.",
    },
    # outcome reasons (Révertier, Swedish Tables)
    "sortie": {"en": "sortie: 1 point", "fr": "sortie : 1 point"},
    "blocage-definitif": {
        "en": "blocage définitif (a permanent block): 2 points",
        "fr": "blocage définitif : 2 points",
    },
    "mutual-block": {
        "en": "draw: both players are blocked for ever (each has a checker on the bar that can never enter, "
        "since the points it needs are held by the other's checkers, which can no longer move; the Révertier "
        "of 1699 names no winner for this)",
        "fr": "partie nulle : les deux joueurs sont bloqués pour toujours (chacun a une dame sur la barre qui "
        "ne pourra jamais rentrer, car les flèches qu'il lui faut sont tenues par les dames de l'autre, qui "
        "ne peuvent plus bouger ; le Révertier de 1699 ne donne pas de vainqueur dans ce cas)",
    },
    "sortie+hermite": {"en": "sortie + hermite: 2 points", "fr": "sortie + hermite : 2 points"},
    "simple-couronne": {"en": "simple couronne: 2 points", "fr": "simple couronne : 2 points"},
    "simple-couronne+hermite": {
        "en": "simple couronne + hermite: 3 points",
        "fr": "simple couronne + hermite : 3 points",
    },
    "double-couronne": {"en": "double couronne: 2 points", "fr": "double couronne : 2 points"},
    "double-couronne+hermite": {
        "en": "double couronne + hermite: 3 points",
        "fr": "double couronne + hermite : 3 points",
    },
    "escalier": {"en": "escalier: 2 points", "fr": "escalier : 2 points"},
    "escalier+hermite": {"en": "escalier + hermite: 3 points", "fr": "escalier + hermite : 3 points"},
    "tour": {"en": "tour: 2 points", "fr": "tour : 2 points"},
    "tour+hermite": {"en": "tour + hermite: 3 points", "fr": "tour + hermite : 3 points"},
    "jan": {
        "en": "jan: 4 points (the opponent has more checkers on the bar than points of his first quadrant "
        "free of his own: blocked for good by ordinary hits)",
        "fr": "jan : 4 points (l'adversaire a plus de dames sur la barre que de flèches de son premier "
        "quadrant sans dame à lui : bloqué définitivement par des renvois ordinaires)",
    },
    "jan-force": {
        "en": "jan forcé: 6 points (the opponent is blocked for good, and without the checkers this play's "
        "forcing sent to his bar he would not be)",
        "fr": "jan forcé : 6 points (l'adversaire est bloqué définitivement, et sans les dames que le forçage "
        "de ce coup a renvoyées sur sa barre il ne le serait pas)",
    },
    # --- Tavli: Plakoto, Fevga, Giul (rules.md §6.3–6.5, seed 004) ---
    "pinned-checker": {
        "en": "This checker is pinned: it cannot move until every opposing checker on it has left ({source}).",
        "fr": "Cette dame est bloquée sous une dame adverse : elle ne peut bouger tant que les dames "
        "qui la recouvrent ne sont pas parties ({source}).",
    },
    "pinned-point": {
        "en": "One of your checkers is pinned on that point: it counts as the opponent's ({source}).",
        "fr": "Une de vos dames est bloquée sur cette flèche : elle compte comme une flèche adverse ({source}).",
    },
    "bear-off-pinned": {
        "en": "No checker may be borne off while one of yours is pinned ({source}).",
        "fr": "On ne peut sortir aucune dame tant qu'une des siennes est bloquée ({source}).",
    },
    "held-point": {
        "en": "A single checker holds a point: no stop or rest where an opposing checker stands ({source}).",
        "fr": "Un pion simple bloque une position : on ne peut ni s'arrêter ni se reposer "
        "sur une flèche occupée par l'adversaire ({source}).",
    },
    "postillon": {
        "en": "Only your first checker may move until it has reached the opponent's starting quarter ({source}).",
        "fr": "Seul votre premier pion peut avancer tant qu'il n'a pas atteint le quart de départ "
        "de l'adversaire ({source}).",
    },
    "postillon-last-quarter": {
        "en": "Only your first checker may move until it has reached the last quarter of its route ({source}).",
        "fr": "Seul votre premier pion peut avancer tant qu'il n'a pas atteint le dernier quart "
        "du parcours ({source}).",
    },
    "fevga-blocks": {
        "en": "This turn would end with all six points of your starting quarter held, or with a six-point "
        "block that every opposing checker is stuck behind; another play avoids it ({source}).",
        "fr": "Ce coup finirait avec les six flèches de votre quart de départ occupées, ou avec une barrière "
        "de six flèches derrière laquelle l'adversaire a rassemblé tous ses pions ; un autre coup "
        "l'évite ({source}).",
    },
    "cascade-order": {
        "en": "Giul: the doublets are played in order, four moves of each, from the one thrown up to 6-6 ({source}).",
        "fr": "Giul : les doubles se jouent dans l'ordre, quatre coups chacun, du double obtenu "
        "jusqu'au double six ({source}).",
    },
    "mother": {"en": "mother checker pinned", "fr": "mana (dame mère) bloquée"},
    "draw": {"en": "draw: both mothers pinned", "fr": "partie nulle : les deux manas bloquées"},
}


def text(text_id: str, lang: Lang = "en", **params: str) -> str:
    """The sentence ``text_id`` in ``lang`` with its placeholders filled."""
    entry = TEXTS[text_id]
    return entry.get(lang, entry["en"]).format(**params)


def texts(text_id: str, sources: Mapping[Lang, str] | None = None) -> dict[Lang, str]:
    """The sentence in every language; ``sources`` gives ``{source}`` per language."""
    return {lang: text(text_id, lang, source=(sources or {}).get(lang, "")) for lang in LANGS}
