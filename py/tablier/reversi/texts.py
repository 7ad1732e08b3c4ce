"""French and English texts for Reversi: names, explanations, outcomes.

Rules from rules.md §5 and seed 003 (``shared/seeds/reversi.fr.txt``); the texts cite the leaflet by its name.
"""

from __future__ import annotations

from ..protocol import Lang

NAMES: dict[Lang, str] = {"en": "Reversi", "fr": "Reversi"}
COLOURS: dict[Lang, tuple[str, str]] = {"en": ("Black", "White"), "fr": ("Noirs", "Blancs")}

_TEXTS: dict[str, dict[Lang, str]] = {
    "occupied": {
        "en": "{square} is already occupied: a disc is placed on an empty square (the leaflet « Jeux du monde »).",
        "fr": "{square} est déjà occupée : on pose un pion sur une case vide (fiche « Jeux du monde »).",
    },
    "no-flip": {
        "en": "A disc on {square} would flip no opposing disc: every disc placed must bracket and flip "
        "at least one (the leaflet « Jeux du monde »: « Tout pion posé doit obligatoirement permettre de "
        "retourner un ou plusieurs pions adverses »).",
        "fr": "Un pion en {square} ne retournerait aucun pion adverse : tout pion posé doit obligatoirement "
        "permettre de retourner un ou plusieurs pions adverses (fiche « Jeux du monde »).",
    },
    "must-pass": {
        "en": "{player} has no move that flips a disc and must pass (the leaflet « Jeux du monde »: "
        "« Si on ne peut retourner aucun pion adverse, on passe son tour »).",
        "fr": "Les {player} n'ont aucun coup qui retourne un pion et doivent passer (fiche « Jeux du monde » : "
        "« Si on ne peut retourner aucun pion adverse, on passe son tour »).",
    },
    "no-pass": {
        "en": "{player} cannot pass: passing is allowed only when no legal move exists "
        "(the leaflet « Jeux du monde »).",
        "fr": "Les {player} ne peuvent pas passer : on ne passe que si aucun coup n'est possible "
        "(fiche « Jeux du monde »).",
    },
    "game-over": {
        "en": "The game is over: neither player can move (the leaflet « Jeux du monde »).",
        "fr": "La partie est terminée : aucun des deux joueurs ne peut jouer (fiche « Jeux du monde »).",
    },
    "win-discs": {
        "en": "{player} wins {mine}–{theirs} (more discs wins).",
        "fr": "Les {player} gagnent {mine}–{theirs} (le plus de pions gagne).",
    },
    "win-wipe-out": {
        "en": "{player} wins by flipping every opposing disc ({mine}–0; the leaflet « Jeux du monde »).",
        "fr": "Les {player} gagnent en retournant tous les pions adverses ({mine}–0 ; fiche « Jeux du monde »).",
    },
    "draw": {
        "en": "Draw, {mine}–{theirs} (equal disc counts).",
        "fr": "Partie nulle, {mine}–{theirs} (autant de pions de chaque couleur).",
    },
    "to-move": {"en": "{player} to move.", "fr": "Aux {player} de jouer."},
    "to-pass": {
        "en": "{player} has no legal move and must pass.",
        "fr": "Les {player} n'ont aucun coup possible et doivent passer.",
    },
    "bad-notation": {
        "en": "{text!r} is not a Reversi move: write a square a1–h8 or 'pass'.",
        "fr": "{text!r} n'est pas un coup de Reversi : écrire une case a1–h8 ou « pass ».",
    },
}


def text(key: str, lang: Lang = "en", seat: int | None = None, **fields: object) -> str:
    """The sentence ``key`` in ``lang`` (English if unknown), with ``fields`` filled in.

    ``seat`` fills ``{player}`` with that seat's colour name in ``lang``.
    """
    forms = _TEXTS[key]
    if seat is not None:
        fields["player"] = colour(seat, lang)
    return forms.get(lang, forms["en"]).format(**fields)


def texts(key: str, seat: int | None = None, **fields: object) -> dict[Lang, str]:
    """The sentence ``key`` in every language, e.g. for an IllegalActionError."""
    return {lang: text(key, lang, seat, **fields) for lang in _TEXTS[key]}


def colour(seat: int, lang: Lang = "en") -> str:
    """The name of the colour playing from ``seat`` (0 Black, 1 White)."""
    return COLOURS.get(lang, COLOURS["en"])[seat]
