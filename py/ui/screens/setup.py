"""The home screen's set-up of a game: the opponent (a friend, or the bot and its level), the human's
seat, and the game's rule options, each drawn as a labelled control from the engine's description.

The engine describes every option in ``games()`` (``option_specs``: key, type "bool" or "choice",
label and choices in EN/FR, default; see ``tablier/options.py``), so this module holds no rule:
it draws what it is told and hands back ``(options, bots)`` for ``Play.start``.  The choices are
kept per game while the page lives, and the opponent, level and seat in localStorage.
"""

import json

from pyscript.ffi import create_proxy

from ui.boards.renderers import renderer_for
from ui.boards.tables import seat_name as tables_seat_name
from ui.store import prefs
from ui.texts import text

STORAGE_KEY = "tablier.setup"


def _words(texts, lang):
    return texts.get(lang) or texts.get("en") or ""


class Setup:
    """The #setup controls for the chosen game; ``read()`` gives ``(options, bots)``."""

    def __init__(self, document, window):
        self.document = document
        self.window = window
        get = document.getElementById
        self.level_row = get("level-row")
        self.level = get("bot-level")
        self.seat_row = get("seat-row")
        self.seat = get("seat")
        self.dice_only = get("bot-dice-only")
        self.rules = get("rule-options")
        self.rule_list = get("rule-list")
        self.radios = document.querySelectorAll("input[name=opponent]")
        self.game = None
        self.lang = "en"
        self.chosen = {}  # game id → {option key: value} the user set
        self.saved = self._load()
        self._proxies = [create_proxy(self._changed)]
        self._option_proxies = []  # the rule controls' handlers, replaced with the controls
        for i in range(self.radios.length):
            radio = self.radios.item(i)
            radio.checked = radio.value == self.saved.get("opponent", "friend")
            radio.addEventListener("change", self._proxies[0])
        self.level.addEventListener("change", self._proxies[0])
        self.seat.addEventListener("change", self._proxies[0])

    # ---- what the user chose ---------------------------------------------------------

    def opponent(self):
        for i in range(self.radios.length):
            radio = self.radios.item(i)
            if radio.checked:
                return radio.value
        return "friend"

    def read(self):
        """``(options, bots)`` for ``Play.start``: the rule options set here, and {seat: level} for the bot."""
        game = self.game
        options = dict(self.chosen.get(game["id"], {})) if game else {}
        if self.opponent() != "bot" or game is None:
            return options, {}
        levels = game.get("bot_levels") or []
        level = self.level.value if self.level.value in levels else (levels[len(levels) // 2] if levels else "")
        human = self.seat.value
        if human == "random":
            human = "0" if self.window.Math.random() < 0.5 else "1"
        return options, {1 - int(human): level}

    def _changed(self, event=None):
        self.saved = {"opponent": self.opponent(), "level": self.level.value, "seat": self.seat.value}
        prefs.save(self.window, STORAGE_KEY, json.dumps(self.saved))  # denied storage: remembered for this visit
        self._opponent_rows()

    def _load(self):
        try:
            saved = json.loads(prefs.load(self.window, STORAGE_KEY) or "{}")
        except ValueError:  # a damaged entry: start from the defaults
            saved = {}
        return saved if isinstance(saved, dict) else {}

    # ---- drawing -----------------------------------------------------------------------

    def show(self, game, lang):
        """Draw the controls for ``game`` (an entry of the engine's ``games()``) in ``lang``."""
        self.game = game
        self.lang = lang
        self._levels()
        self._seats()
        self._options()
        self._opponent_rows()

    def _opponent_rows(self):
        bot = self.opponent() == "bot" and self.game is not None
        has_levels = bool(self.game and self.game.get("bot_levels"))
        self.level_row.hidden = not (bot and has_levels)
        self.dice_only.hidden = not (bot and not has_levels)
        self.seat_row.hidden = not bot

    def _fill(self, select, items, wanted):
        """Replace ``select``'s options by ``items`` ([(value, words)]); keep ``wanted`` if offered."""
        select.innerHTML = ""
        values = [value for value, _ in items]
        for value, words in items:
            option = self.document.createElement("option")
            option.value = value
            option.textContent = words
            select.appendChild(option)
        if wanted in values:
            select.value = wanted
        elif values:
            select.value = values[len(values) // 2] if select is self.level else values[0]

    def _levels(self):
        """Each level by name and, when measured, how strong it is (the engine's words, from the benches)."""
        levels = (self.game or {}).get("bot_levels") or []
        strength = (self.game or {}).get("bot_strength") or {}
        wanted = self.level.value or self.saved.get("level")
        items = []
        for level in levels:
            words = text(self.lang, "level_" + level)
            measured = strength.get(level, {}).get(self.lang)
            items.append((level, f"{words} — {measured}" if measured else words))
        self._fill(self.level, items, wanted)

    def _seats(self):
        renderer = renderer_for(self.game["kind"]) if self.game else None
        name = getattr(renderer, "seat_name", None)
        named = ((self.game or {}).get("seats") or {}).get(self.lang)  # the game's colours (Révertier: Black first)
        items = []
        for seat in (0, 1):
            if named and len(named) == 2:
                who = named[seat]
            else:
                who = name(seat, None, self.lang) if name else tables_seat_name(seat, self.lang)
            items.append((str(seat), who))
        items.append(("random", text(self.lang, "side_random")))
        self._fill(self.seat, items, self.seat.value or self.saved.get("seat"))

    def _options(self):
        """One labelled control per option the engine describes (checkbox or select)."""
        doc = self.document
        self.rule_list.innerHTML = ""
        self._option_proxies = []
        specs = [s for s in (self.game or {}).get("option_specs") or [] if s["type"] in ("bool", "choice")]
        if (self.game or {}).get(
            "match"
        ):  # the match length first: a choice like the rule options (ui/screens/match.py)
            specs = [self.game["match"]] + specs
        self.rules.hidden = not specs
        if not specs:
            return
        chosen = self.chosen.setdefault(self.game["id"], {})
        for spec in specs:
            key = spec["key"]
            value = chosen.get(key, spec["default"])
            item = doc.createElement("li")
            label = doc.createElement("label")
            label.className = "rule-option"
            words = doc.createElement("span")
            words.textContent = _words(spec["label"], self.lang)
            if spec["type"] == "bool":
                control = doc.createElement("input")
                control.type = "checkbox"
                control.checked = bool(value)
                label.appendChild(control)
                label.appendChild(words)
            else:
                control = doc.createElement("select")
                for index, choice in enumerate(spec["choices"]):
                    option = doc.createElement("option")
                    option.value = str(index)
                    option.textContent = _words(choice["label"], self.lang)
                    option.selected = choice["value"] == value
                    control.appendChild(option)
                label.appendChild(words)
                label.appendChild(control)
            control.setAttribute("data-option", key)
            proxy = create_proxy(self._option_setter(spec, control, chosen))
            self._option_proxies.append(proxy)
            control.addEventListener("change", proxy)
            item.appendChild(label)
            self.rule_list.appendChild(item)

    def _option_setter(self, spec, control, chosen):
        def changed(event):
            if spec["type"] == "bool":
                value = bool(control.checked)
            else:
                value = spec["choices"][int(control.value)]["value"]
            if value == spec["default"]:
                chosen.pop(spec["key"], None)
            else:
                chosen[spec["key"]] = value

        return changed
