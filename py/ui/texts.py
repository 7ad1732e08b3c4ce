"""The interface's own words in English and French (the engine's texts come in its view model)."""

LANGS = ("en", "fr")

TEXTS = {
    "en": {
        "title": "Tablier — historical table games and Reversi",
        "choose": "Choose a game",
        "loading_games": "The games appear when the rules engine is ready…",
        "opponent": "Opponent",
        "friend": "A friend on this device",
        "bot": "The bot (coming soon)",
        "start": "Start",
        "board_soon": "board coming soon",
        "roll": "Roll the dice",
        "rolloff_button": "Roll off",
        "rolling": "Rolling…",
        "log": "Game log",
        "new_game": "New game",
        "home": "Back to home",
        "close": "Look at the board",
        "wins": "{who} wins",
        "draw": "Draw",
        "points_1": "{n} point",
        "points_n": "{n} points",
        "to_throw": "{who} to throw",
        "throws_again": "{who} throws again (doublet)",
        "rolloff_prompt": "Roll-off: each player throws one die, the higher starts.",
        "rolloff": "Roll-off",
        "over": "Game over",
        "tap_to_roll": "Tap the board or press Roll",
        "starting": "Starting the rules engine…",
        "ready": "Engine ready",
        "games": "{n} games",
        "board_label": "Game board",
        "lang_switch": "Français",
        "lang_switch_label": "Passer en français",
        "engine_error": "The engine could not do this:",
        "knockdowns_left": "{who}: {n} to knock down, {off} off",
        "bearing_off": "{who}: bearing off, {off} off",
        "all_off": "{who}: all {off} off",
        "off": "off",
        "draw_start": "Draw the start",
        "draw_prompt": "Draw the starting position: each player throws one die.",
        "draw_title": "Start draw",
        "to_move": "{who} to move",
        "no_move": "{who} cannot move: confirm to pass",
        "no_move_log": "No move possible.",
        "pips_line": "{who}: {pips} pips, {off} off",
        "undo": "Undo",
        "confirm": "Confirm",
        "pass": "Pass",
        "auto_confirm": "Confirm turns by themselves, play forced ones",
        "refused": "Not allowed:",
        "match_line": "Match to {n} · now {game} · White {a}, Black {b}",
        "discs_line": "{who}: {n} discs",
        "disc_line": "{who}: {n} disc",
        "to_play": "to play",
        "turned_1": "{n} disc turned.",
        "turned_n": "{n} discs turned.",
        "last_move": "Last move:",
        "marks_line": "Talons (round marks): {t0} White, {t1} Black · têtes (diamonds): {h0}, {h1}",
        "bouchage_line": "Band by the letters: a bouchage (six points or more), which the other side may force",
        "entry_blocked_line": "{who}: more checkers on the bar than open entry points (ringed)",
        "cube_prompt": "{who}: take the cube at {n} or drop?",
        "cube_centre": "in the middle",
        "cube_line": "Cube: {n}, {who}",
        "cube_double": "doubles.",
        "cube_take": "takes the cube.",
        "cube_drop": "drops: the game is over.",
        "double": "Double",
        "take": "Take",
        "drop": "Drop",
        "rules": "Rules of the game",
        "rules_close": "Close",
        "contrast": "High contrast",
        "keys_help": "Keys on the board: arrows move, Enter or Space selects and plays, Esc lets go, U undoes, "
        "C confirms, R rolls.",
        "mirror_title": "The board in words",
        "m_none": "none",
        "m_empty": "empty",
        "m_men_1": "1 {who} checker",
        "m_men_n": "{n} {who} checkers",
        "m_pinned": "pinned",
        "m_point": "Point {label}: {what}",
        "m_bar": "Bar: {what}",
        "m_bar_name": "bar",
        "m_tray": "{who} borne off: {n}",
        "m_dice": "Dice: {dice}",
        "m_used": "{d} used",
        "m_movable": "can move",
        "m_selected": "chosen",
        "m_reach": "destination with {dice}",
        "m_movable_list": "Checkers that can move: {spots}",
        "m_reach_list": "The checker on {frm} can go to: {to}",
        "m_steps": "Played this turn: {steps}",
        "m_complete": "Turn complete: press C to confirm.",
        "m_choose": "Two dice reach it: choose the die to play first, {dice}",
        "m_die": "Die {d}",
        "m_discs": "{who} discs: {squares}",
        "m_disc": "{who} disc",
        "m_legal": "Legal squares: {squares}",
        "m_legal_square": "legal",
        "m_dames_point": "{who}'s point {k}: {up} standing, {down} down",
    },
    "fr": {
        "title": "Tablier — jeux de tables historiques et Reversi",
        "choose": "Choisissez un jeu",
        "loading_games": "Les jeux s'affichent quand le moteur des règles est prêt…",
        "opponent": "Adversaire",
        "friend": "Un ami sur cet appareil",
        "bot": "Le robot (bientôt)",
        "start": "Commencer",
        "board_soon": "plateau bientôt disponible",
        "roll": "Lancer les dés",
        "rolloff_button": "Tirer la priorité",
        "rolling": "Les dés roulent…",
        "log": "Journal de la partie",
        "new_game": "Nouvelle partie",
        "home": "Retour à l'accueil",
        "close": "Voir le tablier",
        "wins": "Les {who} gagnent",
        "draw": "Partie nulle",
        "points_1": "{n} point",
        "points_n": "{n} points",
        "to_throw": "Aux {who} de lancer",
        "throws_again": "Les {who} relancent (doublet)",
        "rolloff_prompt": "Priorité : chaque joueur lance un dé, le plus fort commence.",
        "rolloff": "Priorité",
        "over": "Partie finie",
        "tap_to_roll": "Touchez le tablier ou « Lancer »",
        "starting": "Démarrage du moteur des règles…",
        "ready": "Moteur prêt",
        "games": "{n} jeux",
        "board_label": "Tablier de jeu",
        "lang_switch": "English",
        "lang_switch_label": "Switch to English",
        "engine_error": "Le moteur n'a pas pu faire cela :",
        "knockdowns_left": "{who} : {n} à rabattre, {off} sorties",
        "bearing_off": "{who} : sortie des dames, {off} sorties",
        "all_off": "{who} : les {off} dames sorties",
        "off": "sorties",
        "draw_start": "Tirer le départ",
        "draw_prompt": "Tirage de la position de départ : chaque joueur lance un dé.",
        "draw_title": "Tirage du départ",
        "to_move": "Aux {who} de jouer",
        "no_move": "Les {who} ne peuvent pas jouer : confirmez pour passer",
        "no_move_log": "Aucun coup possible.",
        "pips_line": "{who} : {pips} points à courir, {off} sorties",
        "undo": "Annuler",
        "confirm": "Valider",
        "pass": "Passer",
        "auto_confirm": "Valider les coups d'eux-mêmes, jouer les coups forcés",
        "refused": "Interdit :",
        "match_line": "Match en {n} · en cours : {game} · Blancs {a}, Noirs {b}",
        "discs_line": "{who} : {n} pions",
        "disc_line": "{who} : {n} pion",
        "to_play": "au trait",
        "turned_1": "{n} pion retourné.",
        "turned_n": "{n} pions retournés.",
        "last_move": "Dernier coup :",
        "marks_line": "Talons (marques rondes) : {t0} Blancs, {t1} Noirs · têtes (losanges) : {h0}, {h1}",
        "bouchage_line": "Bande près des lettres : un bouchage (six flèches ou plus), que l'adversaire peut forcer",
        "entry_blocked_line": "{who} : plus de dames sur la barre que de flèches d'entrée ouvertes (cerclées)",
        "cube_prompt": "{who} : accepter le videau à {n} ou abandonner ?",
        "cube_centre": "au milieu",
        "cube_line": "Videau : {n}, {who}",
        "cube_double": "double.",
        "cube_take": "accepte le videau.",
        "cube_drop": "refuse : la partie est finie.",
        "double": "Doubler",
        "take": "Accepter",
        "drop": "Refuser",
        "rules": "Règles du jeu",
        "rules_close": "Fermer",
        "contrast": "Contraste élevé",
        "keys_help": "Clavier sur le tablier : flèches pour se déplacer, Entrée ou Espace pour choisir et jouer, "
        "Échap pour lâcher, U pour annuler, C pour valider, R pour lancer.",
        "mirror_title": "Le tablier en mots",
        "m_none": "aucune",
        "m_empty": "vide",
        "m_men_1": "1 dame des {who}",
        "m_men_n": "{n} dames des {who}",
        "m_pinned": "prisonnière",
        "m_point": "Flèche {label} : {what}",
        "m_bar": "Barre : {what}",
        "m_bar_name": "barre",
        "m_tray": "Sorties des {who} : {n}",
        "m_dice": "Dés : {dice}",
        "m_used": "{d} joué",
        "m_movable": "peut jouer",
        "m_selected": "choisie",
        "m_reach": "destination avec {dice}",
        "m_movable_list": "Dames qui peuvent jouer : {spots}",
        "m_reach_list": "La dame de {frm} peut aller en : {to}",
        "m_steps": "Joué ce tour : {steps}",
        "m_complete": "Coup complet : C pour valider.",
        "m_choose": "Deux dés y mènent : choisissez le dé à jouer d'abord, {dice}",
        "m_die": "Dé {d}",
        "m_discs": "Pions {who} : {squares}",
        "m_disc": "pion des {who}",
        "m_legal": "Cases jouables : {squares}",
        "m_legal_square": "jouable",
        "m_dames_point": "{who}, flèche {k} : {up} debout, {down} abattues",
    },
}


def choose_lang(stored, preferred):
    """The interface language: the stored choice if valid, else the first of ``preferred`` (the browser's
    languages, e.g. ["fr-CA", "en"]) whose primary subtag is a language of the app, else English."""
    if stored in LANGS:
        return stored
    for tag in preferred:
        primary = str(tag).split("-")[0].lower()
        if primary in LANGS:
            return primary
    return "en"


def text(lang, key, **values):
    """The interface text ``key`` in ``lang`` (English if missing), formatted with ``values``."""
    table = TEXTS.get(lang) or TEXTS["en"]
    words = table.get(key) or TEXTS["en"].get(key) or key
    return words.format(**values) if values else words


def points(lang, n):
    """ "1 point", "2 points"."""
    return text(lang, "points_1" if n == 1 else "points_n", n=n)


def apply(document, lang):
    """Translate every element marked data-t="key" (its text) or data-t-label="key" (its aria-label)."""
    nodes = document.querySelectorAll("[data-t]")
    for i in range(nodes.length):
        node = nodes.item(i)
        node.textContent = text(lang, node.getAttribute("data-t"))
    nodes = document.querySelectorAll("[data-t-label]")
    for i in range(nodes.length):
        node = nodes.item(i)
        node.setAttribute("aria-label", text(lang, node.getAttribute("data-t-label")))
    document.documentElement.setAttribute("lang", lang)
    document.querySelector("title").textContent = text(lang, "title")
