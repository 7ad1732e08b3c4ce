"""Embed mode: the page's URL parameters read, checked and applied (docs/embed.md).

``?game=<id>&embed=1&lang=fr|en&opponent=friend|bot-easy|bot-medium|bot-hard|bot-expert&record=…&move=N
&position=…&readonly=1&host=<origin>&review=1``.  ``embed=1`` gives the compact layout with no home screen (CSS under
``body[data-embed]``); ``record=`` is a game record as base64url of its compact JSON (the encoding of the game
links), stepped through with the replay bar (ui/host/replay_bar.py) from where it stands or from position ``move=``;
``position=`` a position literal of the engine (``tablier.position_text``), shown read-only; ``readonly=1``
lets nobody move; ``review=1`` shows the game review of ``record=`` (ui/host/embed_review.py).
A bad parameter stops the start with a message in the frame saying which
parameter is wrong and what it accepts; unknown parameters are left alone (``dice=`` is the test hook).
"""

import asyncio

from pyscript.ffi import create_proxy

from ui import checked, texts
from ui.host import messages as host
from ui.host.replay_bar import ReplayBar

PARAMETERS = ("game", "embed", "lang", "opponent", "record", "move", "position", "readonly", "host", "review")
FLAGS = ("0", "1")
BOT_SEAT = 1  # the visitor plays the first seat (South, Black in Reversi), the bot the second
BLOCKED_EVENTS = ("click", "pointerdown", "pointerup", "mousedown", "touchstart", "keydown")


def decode_record(text):
    """``(record, None)`` from base64url of a record's compact JSON (padding optional), read by the checked
    reader (ui/checked.py: size, depth, finite numbers, the record's fields), else ``(None, refusal)``."""
    record, problem = checked.encoded_record(text)
    if problem is None and checked.newer(record):
        return None, ("newer_version", {})
    return record, problem


def is_origin(text):
    """``https://host[:port]`` or ``http://host[:port]``, nothing after: what ``event.origin`` looks like."""
    if not isinstance(text, str) or "://" not in text:
        return False
    scheme, rest = text.split("://", 1)
    if scheme not in ("http", "https") or not rest or len(text) > 200:
        return False
    return all(c.isalpha() or c.isdigit() or c in ".-:[]" for c in rest)


class Settings:
    """The embed parameters of the page's URL, checked; ``errors`` lists ``(key, values)`` for texts.text."""

    def __init__(self, values):
        self.given = any(values.get(name) is not None for name in PARAMETERS if name != "lang")
        self.errors = []
        self.game = values.get("game")
        self.embed = self._choice(values, "embed", FLAGS) == "1"
        self.readonly = self._choice(values, "readonly", FLAGS) == "1"
        self.lang = self._choice(values, "lang", texts.LANGS)
        self.opponent = self._choice(values, "opponent", host.OPPONENTS) or "friend"
        self.host = values.get("host")
        if self.host is not None and not is_origin(self.host):
            self.errors.append(("embed_bad_host", {"value": self.host[:80]}))
        self.position = values.get("position")
        self.record = None
        if values.get("record") is not None:
            self.record, problem = decode_record(values["record"])
            if problem is not None:
                self.errors.append(("embed_bad_record", {"why": problem}))
        if self.position is not None:
            self.readonly = True  # a diagram: no game stands behind it
            if self.record is not None or values.get("record") is not None:
                self.errors.append(("embed_both", {}))
            if not self.game:
                self.errors.append(("embed_needs_game", {}))
            _, problem = checked.position(self.position)
            if problem is not None:
                self.errors.append(("embed_bad_position", {"why": problem}))
        self.review = self._choice(values, "review", FLAGS) == "1"  # the game review with record= (docs/review.md)
        if self.review and values.get("record") is None:
            self.errors.append(("embed_review_needs_record", {}))
        self.move = values.get("move")  # checked against the game once the engine has replayed it
        if self.move is not None and values.get("record") is None:
            self.errors.append(("embed_needs_record", {}))
        if self.record is not None and self.game and self.game != self.record["game"]:
            self.errors.append(("embed_record_game", {"record": self.record["game"], "game": self.game}))

    def _choice(self, values, name, choices):
        value = values.get(name)
        if value is not None and value not in choices:
            self.errors.append(("embed_bad_choice", {"name": name, "value": value[:40], "choices": ", ".join(choices)}))
            return None
        return value


def read(window):
    """The Settings of the page's URL (``URLSearchParams`` decodes ``+`` and ``%xx``)."""
    params = window.URLSearchParams.new(window.location.search)
    values = {}
    for name in PARAMETERS:
        if params.has(name):
            values[name] = str(params.get(name))
    return Settings(values)


def show_storage_note(document, window, lang):
    """Say so when storage is blocked: the game still plays, nothing is kept (data-t follows the language)."""
    if not storage_blocked(window):
        return
    line = note(document)
    line.id = "storage-note"
    line.setAttribute("data-t", "storage_blocked")
    line.textContent = texts.text(lang, "storage_blocked")


def show_engine_failure(document, window, lang, why):
    """The engine cannot start here (the platform refuses its worker): one sentence and a link that opens the
    page in a new tab, where it can; the reason goes to the console for whoever debugs the host page."""
    window.console.warn("Tablier: the rules engine did not start:", why)
    document.documentElement.setAttribute("data-engine", "failed")
    line = note(document, "alert")
    line.id = "engine-failure"
    words = document.createElement("span")
    words.setAttribute("data-t", "engine_failed")
    words.textContent = texts.text(lang, "engine_failed")
    link = document.createElement("a")
    link.href = window.location.href
    link.target = "_blank"
    link.rel = "noopener"
    link.setAttribute("data-t", "open_new_tab")
    link.textContent = texts.text(lang, "open_new_tab")
    line.appendChild(words)
    line.appendChild(document.createTextNode(" "))
    line.appendChild(link)
    status = document.getElementById("status-text")
    status.textContent = texts.text(lang, "engine_failed_status")
    document.getElementById("status-progress").hidden = True


def storage_blocked(window):
    """True when this page cannot keep anything (storage denied: a sandboxed frame, blocked third-party
    storage).  Asked through ``tablierStorage`` (assets/storage.js): in MicroPython a JavaScript getter that
    throws cannot be caught, so Python never reads ``window.localStorage`` itself."""
    return not window.tablierStorage.available()


def note(document, role="note"):
    """A line under the header, above the board and the panel; returns it to be filled."""
    line = document.createElement("p")
    line.className = "page-note"
    line.setAttribute("role", role)
    stage = document.getElementById("stage")
    stage.parentNode.insertBefore(line, stage)
    return line


def layout(document, settings):
    """Before the first paint: the compact layout (``body[data-embed]``) and the read-only mark."""
    if settings.embed:
        document.body.setAttribute("data-embed", "1")
    if settings.readonly:
        document.body.setAttribute("data-readonly", "1")


class Embed:
    """Applies the Settings once the engine is ready: start a game, open a record or show a position."""

    def __init__(self, app, settings, document, window):
        self.app = app
        self.settings = settings
        self.document = document
        self.window = window
        self.games = {}
        self.host = host.Host(
            window, settings.host, {"tablier:new-game": self._new_game, "tablier:set-lang": self._lang}
        )
        self._proxies = []
        self.replay = None  # the replay bar of record=
        self.review = None  # its game review (review=1)
        if settings.record is not None:
            shown = lambda fields: self.host.send("tablier:move-shown", fields)  # noqa: E731
            self.replay = ReplayBar(document, app.play, app.lang, settings.readonly, shown)
        if settings.readonly or self.replay is not None:
            self._block_board()
        if settings.errors:  # said at once, while the engine boots
            self._fail(settings.errors[0])

    async def begin(self, games):
        """Check the game against the engine's list and start what the parameters ask for."""
        self.games = {game["id"]: game for game in games if game.get("home", True)}  # not "match" on its own
        settings = self.settings
        play = self.app.play
        play.listeners.append(self.host.played)
        if settings.errors:
            return
        if settings.game and settings.game not in self.games:
            self._fail(("embed_bad_game", {"value": settings.game[:40], "known": ", ".join(self.games)}))
            return
        self.host.listen(self.games)
        self.host.send("tablier:ready", {"games": list(self.games), "lang": self.app.lang})
        if settings.position is not None:
            await self._position(settings.game, settings.position)
        elif settings.record is not None:
            await self._record(settings.record)
        elif settings.game:
            self._start(settings.game, settings.opponent)

    def _bots(self, game_id, opponent):
        """``(bots, None)``: the seats the bot plays for ``opponent`` (none for a friend), or ``(None, error)``."""
        if opponent == "friend":
            return {}, None
        level = opponent[len("bot-") :]
        levels = self.games[game_id].get("bot_levels") or []
        if levels and level not in levels:
            return None, ("embed_no_bot", {"game": game_id, "level": level})
        # A game with no decisions (Dames Rabattues) has no levels: the bot only throws for its side.
        return {BOT_SEAT: level if levels else ""}, None

    def _start(self, game_id, opponent):
        self.app.play.section.removeAttribute("data-position")
        bots, error = self._bots(game_id, opponent)
        if error is not None:
            self._fail(error)
            return
        self.app.set_mode("play")
        asyncio.create_task(self.app.play.start(game_id, None, bots or None))

    async def _record(self, record):
        """record=: the replay bar over the game, from ``move=`` or where it stands (playable unless read-only)."""
        settings = self.settings
        game_id = record["game"]
        bots, error = (
            ({}, None) if settings.readonly or game_id not in self.games else self._bots(game_id, settings.opponent)
        )
        if error is not None:
            self._fail(error)
            return
        self.app.set_mode("play")
        problem = await self.replay.begin(record, settings.move, bots)
        if settings.review and (problem is None or problem[0] == "embed_bad_move"):
            from ui.host.embed_review import EmbedReview

            self.review = EmbedReview(self.document, self.app, self.replay)
            await self.review.begin(record)
        if problem is None:
            return
        if problem[0] == "embed_bad_move":  # the game is shown at its last position: said, nothing lost
            line = note(self.document, "alert")
            line.id = "embed-warning"
            line.textContent = texts.text(self.app.lang, problem[0], **problem[1])
            self.document.body.setAttribute("data-embed-warning", problem[0])
        else:
            self._fail(problem)

    async def _position(self, game_id, text):
        self.app.set_mode("play")
        answer = await self.app.play.engine.call("position", {"game": game_id, "position": text, "lang": self.app.lang})
        if "error" in answer:
            self._fail(("embed_bad_position", {"why": answer["error"].get(self.app.lang) or answer["error"]["en"]}))
            return
        self.app.play.show_position(answer)

    def _fail(self, error):
        """The reason the frame cannot show what it was asked, in words, instead of a blank page."""
        key, values = error
        lang = self.app.lang
        values = {name: checked.words(v, lang) if isinstance(v, tuple) else v for name, v in values.items()}
        line = note(self.document, "alert")
        line.id = "embed-error"
        line.textContent = texts.text(self.app.lang, "embed_error") + " " + texts.text(self.app.lang, key, **values)
        self.document.body.setAttribute("data-embed-error", key)

    def _block_board(self):
        """Read-only, or a position of record= viewed: taps and keys on the board stop at its box (capture
        phase), before any handler sees them."""
        wrap = self.document.getElementById("board-wrap")
        proxy = create_proxy(self._blocked)
        self._proxies.append(proxy)
        for name in BLOCKED_EVENTS:
            wrap.addEventListener(name, proxy, True)

    def _blocked(self, event):
        if self.settings.readonly or (self.replay is not None and self.replay.viewing):
            event.stopPropagation()

    # ---- inbound messages from the named host origin -------------------------------

    def _new_game(self, fields):
        game_id = fields.get("game") or self.app.play.game_id or self.settings.game
        if game_id in self.games:
            self._start(game_id, fields.get("opponent") or self.settings.opponent)

    def _lang(self, fields):
        lang = fields["lang"]
        app = self.app
        if lang == app.lang:
            return
        app.lang = lang  # not stored: the host page chose it for this frame
        texts.apply(self.document, lang)
        app.home.render(lang)
        app.show_ready()
        asyncio.create_task(app.rules.set_lang(lang))
        if app.play.record is None and self.settings.position is not None:
            app.play.lang = lang
            asyncio.create_task(self._position(self.settings.game, self.settings.position))
        else:
            asyncio.create_task(self._play_lang(lang))

    async def _play_lang(self, lang):
        await self.app.play.set_lang(lang)
        if self.replay is not None:
            self.replay.set_lang()
