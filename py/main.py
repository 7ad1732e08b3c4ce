"""Main thread (MicroPython): the empty board and the home screen at once, then the engine worker.

No rules live here: the engine runs in the Pyodide worker named "engine" and
answers plain JSON strings (docs/ui.md).  The main thread draws the view models
it gets back and sends the user's choices.

Only what the first paint needs is imported before it; the screens are imported
right after, while the worker boots.
"""

import json

from pyscript import document, window, workers
from pyscript.ffi import create_proxy

from ui import texts
from ui.board import EmptyTablesRenderer
from ui.canvas import BoardCanvas
from ui.status import Status


def stored_lang():
    try:
        lang = window.localStorage.getItem("tablier.lang")
    except Exception:  # storage may be disabled
        lang = None
    return lang if lang in texts.LANGS else "en"


lang = stored_lang()
if lang != "en":
    texts.apply(document, lang)
EMPTY = EmptyTablesRenderer()
canvas = BoardCanvas(document.getElementById("board"), window)
canvas.renderer = EMPTY
canvas.draw()
document.documentElement.setAttribute("data-board", "drawn")
window.performance.mark("tablier-board-drawn")
status = Status(document)
status.show(texts.text(lang, "starting"))

import asyncio  # noqa: E402 - after the first paint on purpose

from ui.bot import BotDriver  # noqa: E402
from ui.cube_buttons import CubeButtons  # noqa: E402
from ui.dice import Dice  # noqa: E402
from ui.engine import Engine  # noqa: E402
from ui.hint import Hint  # noqa: E402
from ui.home import Home  # noqa: E402
from ui.play import Play  # noqa: E402


class App:
    """Switches between the home and play screens and carries the language."""

    def __init__(self, canvas, lang):
        self.lang = lang
        self.canvas = canvas
        self.home = Home(document, self.start, window)
        self.play = Play(document, window, canvas, Dice(window), self.go_home)
        self.play.lang = lang
        self.bot = BotDriver(document, window)
        self.hint = Hint(document, self.play)
        self.play.listeners.append(self.bot.listener)
        self.play.listeners.append(self.hint.listener)  # after the bot's: it reads whether the bot holds the board
        self.game_count = None  # set once the engine has answered
        self._proxies = [create_proxy(self.toggle_lang)]
        document.getElementById("lang").addEventListener("click", self._proxies[0])
        self.home.render(lang)

    def show_ready(self):
        if self.game_count is not None:
            status.ready(texts.text(self.lang, "ready") + " · " + texts.text(self.lang, "games", n=self.game_count))

    def resized(self):
        self.canvas.request()

    def set_mode(self, mode):
        document.body.setAttribute("data-mode", mode)
        self.home.show(mode == "home")
        self.play.show(mode == "play")
        self.canvas.request()

    def start(self, game_id, options=None, bots=None):
        """Play ``game_id`` with rule ``options``; ``bots`` maps each seat the bot plays to its level."""
        if self.play.engine is None:
            return
        self.set_mode("play")
        asyncio.create_task(self.play.start(game_id, options, bots))

    def go_home(self):
        self.set_mode("home")
        self.canvas.show(EMPTY, None)

    def toggle_lang(self, event=None):
        self.lang = "fr" if self.lang == "en" else "en"
        try:  # noqa: SIM105 - MicroPython has no contextlib
            window.localStorage.setItem("tablier.lang", self.lang)
        except Exception:  # storage may be disabled
            pass
        texts.apply(document, self.lang)
        self.home.render(self.lang)
        self.show_ready()
        asyncio.create_task(self.play.set_lang(self.lang))


app = App(canvas, lang)
cube_buttons = CubeButtons(document, app.play)
# Redraw whenever the board's box changes size (window resize, rotation, home/play layout).
resize_observer = window.ResizeObserver.new(create_proxy(lambda entries, observer: app.resized()))
resize_observer.observe(document.getElementById("board-wrap"))

worker = await workers["engine"]  # noqa: F704 - PyScript runs this module with top-level await
info = json.loads(await worker.hello())  # noqa: F704
window.performance.mark("tablier-engine-ready")
app.play.engine = Engine(worker)
app.home.set_games(info["games"])
app.bot.set_games(info["games"])
app.hint.set_games(info["games"])
app.game_count = len(app.home.games)
app.show_ready()
document.documentElement.setAttribute("data-engine", "ready")
