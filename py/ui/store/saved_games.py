"""Saved games plugged into the app: the store, autosave, the home list, the replay viewer (docs/saved-games.md)."""

import asyncio

from pyscript.ffi import create_proxy

from ui.screens.replay import Replay
from ui.screens.saved import Saved
from ui.store.address import Address
from ui.store.autosave import Autosave
from ui.store.storage import Store


def local_storage(window):
    """The browser's localStorage, or None where it is denied (some third-party frames)."""
    return window.localStorage if window.tablierStorage.available() else None


def attach(app, document, window, canvas):
    """Create the saved-games parts and give them to ``app`` (``app.saved``, ``app.replay``)."""
    store = Store(local_storage(window), window.tablierStorage)
    autosave = Autosave(document, window, store, app.play)
    app.saved = Saved(document, window, store, autosave, app)
    app.autosave = autosave
    app.replay = Replay(document, window, canvas, app)
    review_from_end_dialog(app, document)


def review_from_end_dialog(app, document):
    """The end dialog's "Review this game": the game just finished, opened in the replay and reviewed."""

    def review(event):
        entry = app.saved.autosave.entry
        stored = app.saved._entry(entry["id"]) if entry is not None else None
        if stored is None or app.saved.engine is None:
            return
        document.getElementById("end").close()
        asyncio.create_task(app.replay.open_review(stored, app.lang))

    proxy = create_proxy(review)
    app.replay.review._proxies.append(proxy)
    document.getElementById("end-review").addEventListener("click", proxy)


async def start(app, document, window):
    """Once the engine is ready: check the game the URL fragment names (``#game=``, ui/store/address.py) and
    open it, then check the other stored games (a player who reloads finds his game without waiting for the
    engine to replay every saved one), then open the game a ``#record=`` link gives.  A player who clicked Start
    before the engine was ready keeps that game (the address names it), and the stored games are checked once
    the play screen is quiet (Play.quiet): his first throws do not wait behind them in the worker."""
    section = document.getElementById("saved")
    app.address = Address(document, window, app, app.autosave)
    try:
        if str(document.body.getAttribute("data-mode")) == "play":
            await app.address.begin()
            await app.play.quiet()
            await app.saved.load()
        else:
            named = app.address.named()
            if named is not None:
                await app.saved.load(only=named)
            await app.address.begin()
            await app.saved.load(skip=named)
        await app.saved.open_link()
    finally:
        section.setAttribute("data-loaded", "true")


def start_soon(app, document, window):
    asyncio.create_task(start(app, document, window))
