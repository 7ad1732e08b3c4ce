"""Main thread (MicroPython): the empty board and the home screen at once, then the engine worker.

No rules live here: the engine runs in the Pyodide worker named "engine" and
answers plain JSON strings (docs/ui.md).  The main thread draws the view models
it gets back and sends the user's choices.

Only what the first paint needs is imported before it; the screens are imported
right after, while the worker boots.
"""

import json

from pyscript import document, window
from pyscript.ffi import create_proxy

from ui import texts
from ui.boards.board import EmptyTablesRenderer
from ui.boards.canvas import BoardCanvas
from ui.contrast import Contrast
from ui.host import embed
from ui.screens.status import Status
from ui.store import prefs

settings = embed.read(window)  # embed mode's URL parameters (docs/embed.md)
embed.layout(document, settings)
lang = settings.lang or texts.choose_lang(prefs.load(window, "tablier.lang"), prefs.browser_languages(window))
if lang != "en":
    texts.apply(document, lang)
contrast = Contrast(document, window, lambda: canvas.request())  # before the first paint: the board's palette
EMPTY = EmptyTablesRenderer()
canvas = BoardCanvas(document.getElementById("board"), window)
canvas.renderer = EMPTY
canvas.draw()
document.documentElement.setAttribute("data-board", "drawn")
window.performance.mark("tablier-board-drawn")
status = Status(document)
status.show(texts.text(lang, "starting"))

import asyncio  # noqa: E402 - after the first paint on purpose

from ui.engine import Engine  # noqa: E402
from ui.screens.home import Home  # noqa: E402
from ui.screens.match import MatchInterlude, played_id  # noqa: E402
from ui.screens.play import Play  # noqa: E402
from ui.screens.rules import RulesPanel  # noqa: E402
from ui.store.saved_games import attach, start_soon  # noqa: E402
from ui.turns.bot import BotDriver  # noqa: E402
from ui.turns.cube_buttons import CubeButtons  # noqa: E402
from ui.turns.dice import Dice  # noqa: E402
from ui.turns.hint import Hint  # noqa: E402


class App:
    """Switches between the home and play screens and carries the language."""

    def __init__(self, canvas, lang):
        self.lang = lang
        self.canvas = canvas
        self.home = Home(document, self.start, window, self.chosen)
        self.play = Play(document, window, canvas, Dice(window), self.go_home)
        self.play.lang = lang
        # During a match the Rules button shows the rules of the game the match plays.
        shown = {"rules-home": lambda: self.home.selected, "rules-play": lambda: played_id(self.play)}
        self.rules = RulesPanel(document, shown)
        self.rules.lang = lang
        self.bot = BotDriver(document, window)
        self.hint = Hint(document, self.play)
        self.interlude = MatchInterlude(document, lambda play: self.bot.listener("action", play))
        self.play.listeners.append(self.interlude.listener)  # before the bot's: it holds the bot between games
        self.play.listeners.append(self.bot.listener)
        self.play.listeners.append(self.hint.listener)  # after the bot's: it reads whether the bot holds the board
        self.game_count = None  # set once the engine has answered
        self.saved = None  # the saved games on the home screen, and the replay viewer (ui/store/saved_games.py)
        self.replay = None
        self.autosave = None
        self.address = None  # the address bar's #game= (ui/store/address.py), outside embed mode
        self._proxies = [create_proxy(self.toggle_lang)]
        document.getElementById("lang").addEventListener("click", self._proxies[0])
        self.home.render(lang)

    def show_ready(self):
        if self.game_count is not None:
            status.ready(texts.text(self.lang, "ready") + " · " + texts.text(self.lang, "games", n=self.game_count))

    def resized(self):
        self.canvas.request()

    def set_mode(self, mode):
        if document.body.getAttribute("data-mode") != mode:  # a new screen opens at its top, the board in view
            for name in ("stage", "home", "play", "replay"):
                document.getElementById(name).scrollTop = 0
        document.body.setAttribute("data-mode", mode)
        self.home.show(mode == "home")
        self.play.show(mode == "play")
        if self.replay is not None:
            self.replay.show(mode == "replay")
        self.canvas.request()

    def start(self, game_id, options=None, bots=None):
        """Play ``game_id`` with rule ``options``; ``bots`` maps each seat the bot plays to its level.
        Before the engine is ready, a game with no options given begins at once from its opening (openings.json,
        Play.start_from_opening), its first throws come from its book or wait in the worker; for any other, the
        play screen says the engine is starting, and the new game is asked for at once: the worker answers it the
        moment it is ready (it keeps the calls sent while it boots)."""
        self.set_mode("play")
        if self.play.engine is None:
            booting = Engine(window.tablierEngine)
            opening = None if options else window.tablierEngine.opening(game_id, self.lang)  # JSON text, or None
            if opening and self.play.start_from_opening(game_id, bots, booting, json.loads(opening)):
                return
            self.play.turn.textContent = texts.text(self.lang, "starting")
            self.play._set_busy(True)
            asyncio.create_task(self.play.start(game_id, options, bots, booting=booting))
            return
        asyncio.create_task(self.play.start(game_id, options, bots))

    def chosen(self, game_id):
        """A game chosen on the home screen while the engine boots: its book is fetched now, so that its first
        throws land at once if it is started before the engine is ready (assets/engine.js)."""
        if self.play.engine is None:
            window.tablierEngine.book(game_id, self.lang)

    def go_home(self):
        if self.address is not None:
            self.address.left()
        self.set_mode("home")
        self.canvas.show(EMPTY, None)
        if self.saved is not None:
            self.saved.refresh()

    def toggle_lang(self, event=None):
        self.lang = "fr" if self.lang == "en" else "en"
        prefs.save(window, "tablier.lang", self.lang)  # storage may be denied: then only this visit remembers
        texts.apply(document, self.lang)
        self.home.render(self.lang)
        self.show_ready()
        if self.saved is not None:
            self.saved.set_lang(self.lang)
            self.replay.set_lang(self.lang)
        asyncio.create_task(self.play.set_lang(self.lang))
        asyncio.create_task(self.rules.set_lang(self.lang))


app = App(canvas, lang)
cube_buttons = CubeButtons(document, app.play)
embed.show_storage_note(document, window, lang)
embedding = embed.Embed(app, settings, document, window) if settings.given else None
attach(app, document, window, canvas)
# Redraw whenever the board's box changes size (window resize, rotation, home/play layout).
resize_observer = window.ResizeObserver.new(create_proxy(lambda entries, observer: app.resized()))
resize_observer.observe(document.getElementById("board-wrap"))


def list_static_games(text):
    """The home screen lists the games of build.py's games.json (``text``): Start works while the engine boots.
    Where it cannot be read, the engine's own answer fills the list once it is ready."""
    try:
        games = json.loads(text or "null")
    except ValueError:
        return
    if isinstance(games, list) and app.home.games is None:
        app.home.set_games(games)
        listed.append(games)


listed = []  # games.json's list once shown: hello() answers the same list, which then need not be decoded again


async def static_games():
    """The engine's game list and its new games as build.py wrote them (games.json, openings.json), listed once
    both are read, so that Start finds the openings and a game started then begins at once."""
    written = window.tablierEngine.written  # fetched by assets/engine.js from the page's first moment
    await written("openings.json")  # read (and kept by engine.js) before the list is shown
    list_static_games(await written("games.json"))


if embedding is None:
    # Both files are usually read long before MicroPython is up: then the list is shown in this same task (each
    # await of a browser promise waits for a turn of the main thread's event loop, 50-150 ms while the page loads).
    read_now = window.tablierEngine.writtenNow
    if read_now("openings.json") is not None and read_now("games.json") is not None:
        list_static_games(read_now("games.json"))
    else:
        asyncio.create_task(static_games())

window.tablierEngine.shown()  # the screens are up: the worker's held-back boot work goes on (assets/engine.js)
hello = await window.tablierEngine.ready  # noqa: F704 - PyScript runs this module with top-level await
# hello() is mostly the game list (20 KB, 20-25 ms to decode here), and it comes while the player may be throwing
info = {"games": listed[0]} if listed and window.tablierEngine.failed is None else json.loads(hello)
if "boot_error" in info:  # the platform cannot run the engine here (assets/engine.js): say so, no traceback
    embed.show_engine_failure(document, window, lang, info["boot_error"])
else:
    window.performance.mark("tablier-engine-ready")
    app.play.engine = Engine(window.tablierEngine)
    app.rules.ready(app.play.engine)
    if app.home.games is None:  # games.json came first otherwise: the same list, already shown (maybe chosen from)
        app.home.set_games(info["games"])
    app.play.games = info["games"]
    app.bot.set_games(info["games"])
    app.hint.set_games(info["games"])
    app.game_count = len(app.home.games)
    app.show_ready()
    document.documentElement.setAttribute("data-engine", "ready")
    if embedding is not None:
        await embedding.begin(info["games"])  # noqa: F704
    else:  # an embedded frame shows what its parameters say, not the saved games or a #record= link
        start_soon(app, document, window)
