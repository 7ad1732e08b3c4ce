"""French and English texts for Reversi: names, explanations, outcomes.

Rules cited: rules.md §5 and seed 003 (``shared/seeds/reversi.fr.txt``).
"""

from __future__ import annotations

from ..protocol import Lang

NAMES: dict[Lang, str] = {"en": "Reversi", "fr": "Reversi"}
COLOURS: dict[Lang, tuple[str, str]] = {"en": ("Black", "White"), "fr": ("Noir", "Blanc")}

_TEXTS: dict[str, dict[Lang, str]] = {
    "occupied": {
        "en": "{square} is already occupied: a disc is placed on an empty square (rules.md §5.2; seed 003).",
        "fr": "{square} est déjà occupée : on pose un pion sur une case vide (rules.md §5.2 ; seed 003).",
    },
    "no-flip": {
        "en": "A disc on {square} would flip no opposing disc: every disc placed must bracket and flip "
        "at least one (rules.md §5.2; seed 003: « Tout pion posé doit obligatoirement permettre de "
        "retourner un ou plusieurs pions adverses »).",
        "fr": "Un pion en {square} ne retournerait aucun pion adverse : tout pion posé doit obligatoirement "
        "permettre de retourner un ou plusieurs pions adverses (rules.md §5.2 ; seed 003).",
    },
    "must-pass": {
        "en": "{player} has no move that flips a disc and must pass (rules.md §5.3; seed 003: "
        "« Si on ne peut retourner aucun pion adverse, on passe son tour »).",
        "fr": "{player} n'a aucun coup qui retourne un pion et doit passer (rules.md §5.3 ; seed 003 : "
        "« Si on ne peut retourner aucun pion adverse, on passe son tour »).",
    },
    "no-pass": {
        "en": "{player} cannot pass: passing is allowed only when no legal move exists (rules.md §5.3).",
        "fr": "{player} ne peut pas passer : on ne passe que si aucun coup n'est possible (rules.md §5.3).",
    },
    "game-over": {
        "en": "The game is over: neither player can move (rules.md §5.3; seed 003).",
        "fr": "La partie est terminée : aucun des deux joueurs ne peut jouer (rules.md §5.3 ; seed 003).",
    },
    "win-discs": {
        "en": "{player} wins {mine}–{theirs} (more discs wins, rules.md §5.4).",
        "fr": "{player} gagne {mine}–{theirs} (le plus de pions gagne, rules.md §5.4).",
    },
    "win-wipe-out": {
        "en": "{player} wins by flipping every opposing disc ({mine}–0; rules.md §5.3; seed 003).",
        "fr": "{player} gagne en retournant tous les pions adverses ({mine}–0 ; rules.md §5.3 ; seed 003).",
    },
    "draw": {
        "en": "Draw, {mine}–{theirs} (equal disc counts, rules.md §5.4).",
        "fr": "Partie nulle, {mine}–{theirs} (autant de pions de chaque couleur, rules.md §5.4).",
    },
    "to-move": {"en": "{player} to move.", "fr": "{player} joue."},
    "to-pass": {
        "en": "{player} has no legal move and must pass.",
        "fr": "{player} n'a aucun coup possible et doit passer.",
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
