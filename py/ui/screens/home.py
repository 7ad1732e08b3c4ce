"""The home screen (DOM, accessible): the registered games, their set-up (ui/screens/setup.py), Start."""

from pyscript.ffi import create_proxy

from ui.boards.renderers import playable
from ui.screens.match import match_start
from ui.screens.setup import Setup
from ui.texts import text


class Home:
    """Fills #game-list from the engine's game list; calls ``on_start(game_id, options, bots)``, and
    ``on_choose(game_id)`` when a game is chosen (the first one listed, or the player's choice)."""

    def __init__(self, document, on_start, window, on_choose):
        self.document = document
        self.section = document.getElementById("home")
        self.list = document.getElementById("game-list")
        self.start = document.getElementById("start")
        self.games = None
        self.selected = None
        self.lang = "en"
        self.on_start = on_start
        self.on_choose = on_choose
        self.setup = Setup(document, window)
        self._start = create_proxy(self._clicked)
        self.start.addEventListener("click", self._start)

    def show(self, visible):
        self.section.hidden = not visible

    def set_games(self, games):
        listed = [game for game in games if game.get("home", True)]
        # The games whose board is drawn come first; the others follow, marked "board coming soon".
        self.games = [g for g in listed if playable(g["kind"])] + [g for g in listed if not playable(g["kind"])]
        for game in self.games:
            if self.selected is None and playable(game["kind"]):
                self.selected = game["id"]
                self.on_choose(self.selected)
        self.render()

    def render(self, lang=None):
        if lang:
            self.lang = lang
        lang = self.lang
        doc = self.document
        self.list.innerHTML = ""
        if self.games is None:
            item = doc.createElement("li")
            item.className = "loading"
            item.textContent = text(lang, "loading_games")
            self.list.appendChild(item)
            self.start.disabled = True
            return
        for game in self.games:
            ready = playable(game["kind"])
            item = doc.createElement("li")
            label = doc.createElement("label")
            label.className = "game" + ("" if ready else " soon")
            radio = doc.createElement("input")
            radio.type = "radio"
            radio.name = "game"
            radio.value = game["id"]
            radio.disabled = not ready
            radio.checked = game["id"] == self.selected
            radio.addEventListener("change", create_proxy(self._chooser(game["id"])))
            body = doc.createElement("span")
            body.className = "game-text"
            name = doc.createElement("strong")
            name.textContent = game["names"].get(lang) or game["names"].get("en") or game["id"]
            desc = doc.createElement("span")
            desc.className = "desc"
            desc.textContent = game["description"].get(lang) or game["description"].get("en") or ""
            origin = doc.createElement("span")
            origin.className = "origin"
            words = game["origin"].get(lang) or game["origin"].get("en") or ""
            origin.textContent = words if ready else (words + " · " + text(lang, "board_soon")).strip(" ·")
            body.appendChild(name)
            body.appendChild(desc)
            body.appendChild(origin)
            label.appendChild(radio)
            label.appendChild(body)
            item.appendChild(label)
            self.list.appendChild(item)
        self.start.disabled = self.selected is None
        self.setup.show(self._game(self.selected), lang)

    def _game(self, game_id):
        for game in self.games or []:
            if game["id"] == game_id:
                return game
        return None

    def _chooser(self, game_id):
        def choose(event):
            self.selected = game_id
            self.setup.show(self._game(game_id), self.lang)
            self.on_choose(game_id)

        return choose

    def _clicked(self, event):
        if self.selected:
            options, bots = self.setup.read()
            game_id, options = match_start(self._game(self.selected), options)
            self.on_start(game_id, options, bots)
