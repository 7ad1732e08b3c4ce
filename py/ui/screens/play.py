"""The play screen: the board canvas, the Roll button, whose turn, the log, the end dialog.

Generic over games: it keeps the game record (the single source of truth), sends
each action to the engine and draws the view model it gets back with the
renderer of the view's kind.  It never decides anything the rules decide.
"""

import asyncio
import json
import time

from pyscript.ffi import create_proxy

from ui.boards.renderers import renderer_for
from ui.host.url_options import url_options
from ui.input.keys import BoardKeys
from ui.input.pointer import BoardPointer
from ui.input.routes import reach
from ui.screens import heading
from ui.screens.match import end_words, seat_namer
from ui.texts import points, text
from ui.turns.mirror import Mirror

# The dice tumble while the engine answers the throw: for at least ROLL_MIN_MS (the throw is seen), at most
# ROLL_MAX_MS (then they wait still for a slow answer), a new face every ROLL_FRAME_MS, then every ROLL_SLOW_MS
# past ROLL_MIN_MS (a late answer, as while the engine boots: fewer redraws, so the main thread leaves the CPU to
# the engine); none under reduced motion.  Timed by the clock from the click, not by frames: a frame's drawing
# takes time of its own on a slow device.  The dice land at ROLL_MIN_MS if the answer is there, else as soon as
# it comes (no frame's wait runs past either), once they have shown two faces at least, each for ROLL_HOLD_MS
# at least (one display frame).
ROLL_FRAME_MS = 40
ROLL_SLOW_MS = 140
ROLL_HOLD_MS = 20
ROLL_MIN_MS = 120
ROLL_MAX_MS = 400
# Work that can wait for the player (the stored games' checks, ui/store/saved_games.py) waits until the screen has
# awaited no engine answer for QUIET_MS, looking every QUIET_POLL_MS.
QUIET_MS = 1000
QUIET_POLL_MS = 100


class Play:
    def __init__(self, document, window, canvas, dice, on_home):
        self.document = document
        self.window = window
        self.canvas = canvas
        self.dice = dice
        self.on_home = on_home
        self.engine = None
        self.games = None  # the engine's games() entries (names, option descriptions for the heading)
        self.lang = "en"
        self.game_id = None
        self.options = {}  # the rule options the game was started with (kept for New game and Rematch)
        self.bots = {}  # seat (int) → bot level (str) for each seat the bot plays; empty: hot-seat
        self.bot_turn = False  # set by the bot driver (ui/turns/bot.py) while it plays: the human's input waits
        self.record = None
        self.view = None
        self.renderer = None
        self.busy = False
        self.quiet_since = time.ticks_ms()  # when the screen last stopped awaiting the engine (quiet())
        self.steps = []  # the steps of the turn being built, [from, to, die] as the view names points
        self.turn_play = None  # the notation of the built turn once complete (sent with Confirm)
        self.generation = 0  # bumped by every new game and by leaving: late answers of older games are dropped
        get = lambda name: document.getElementById(name)  # noqa: E731
        self.section = get("play")
        self.turn = get("turn")
        self.players = get("players")
        self.throw = get("throw")
        self.roll_button = get("roll")
        self.message = get("message")
        self.log = get("log")
        self.dialog = get("end")
        self.undo_button = get("undo")
        self.confirm_button = get("confirm")
        self.auto_confirm = get("auto-confirm")
        self.turn_row = get("turn-row")
        self.auto_row = get("auto-row")
        self.listeners = []  # functions called as fn(event, play) after "start", "action" and "over"
        self.url_options = url_options(window)  # options given to every new game (test hook ?options=…)
        self._proxies = []
        self._listen(self.roll_button, "click", lambda event: self.request_roll())
        self._listen(canvas.canvas, "click", self._tapped)
        self._listen(canvas.canvas, "keydown", self._key)
        self._listen(get("new-game"), "click", lambda event: self.restart())
        self._listen(get("to-home"), "click", lambda event: self.leave())
        self._listen(get("end-new"), "click", lambda event: self.rematch(False))
        self._listen(get("end-swap"), "click", lambda event: self.rematch(True))
        self._listen(get("end-home"), "click", lambda event: self.leave())
        self._listen(get("end-close"), "click", lambda event: self.dialog.close())
        self._listen(self.undo_button, "click", lambda event: self.undo())
        self._listen(self.confirm_button, "click", lambda event: self.confirm())
        self.keys = BoardKeys(self)  # arrows, Enter/Space, Escape, U, C, R on the canvas
        self.pointer = BoardPointer(self)  # dragging checkers
        self.mirror = Mirror(document, self)  # the board in words, moves announced

    def _listen(self, element, name, handler):
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener(name, proxy)

    def show(self, visible):
        self.section.hidden = not visible
        if not visible:
            self.document.title = text(self.lang, "title")

    def to_top(self):
        """The panel at its top (a new game, the next game of a match): the heading, the turn and Roll in view."""
        self.section.scrollTop = 0
        self.document.getElementById("stage").scrollTop = 0

    def _notify(self, event):
        """Tell the listeners (autosave, the bot, the host page) what happened: they read the record and view."""
        for listener in self.listeners:
            listener(event, self)

    # ---- game flow --------------------------------------------------------------

    async def start(self, game_id, options=None, bots=None, booting=None):
        """A new game of ``game_id`` with the rule ``options`` (engine defaults for the others); ``bots`` maps
        each seat the bot plays (int) to its level (str, one of the game's ``bot_levels``); none: hot-seat.
        ``booting``: the engine while it boots (Start clicked before it was ready): the worker answers the new
        game the moment it is ready; if it never is, the page says why (main.py) and no game starts."""
        generation, payload = self._new(game_id, options, bots)
        if booting is None:
            answer = await self.engine.call("new_game", payload)
        else:
            try:
                answer = await booting.call("new_game", payload)
            except Exception:  # the worker could not start (assets/engine.js rejects what it was sent)
                return
        if generation == self.generation:
            self._begin(answer)

    def start_from_opening(self, game_id, bots, booting, opening):
        """Begin a new game of ``game_id`` with its default options at once, in the caller's own turn, from
        ``opening``: the engine's answer to it as build.py wrote it (openings.json, ``api.openings``; it differs
        by seed in the record's seed only), while the engine boots (``booting``: the calls that follow wait in the
        worker, or come from the game's book, assets/engine.js; main.py sets the engine again once it is ready).
        Answers False, having done nothing, where the page's address gives rule options: then :meth:`start`."""
        if self.url_options:
            return False
        generation, payload = self._new(game_id, None, bots)
        self.engine = booting
        answer = json.loads(json.dumps(opening))  # a copy: the answer becomes this game's record and view
        answer["record"]["seed"] = payload["seed"]
        self._begin(answer)
        return True

    def _new(self, game_id, options, bots):
        """Set the screen up for a new game: answers its generation and the engine's ``new_game`` payload."""
        self.game_id = game_id
        self.options = dict(self.url_options)
        self.options.update(options or {})
        self.bots = {int(seat): level for seat, level in (bots or {}).items()}
        self.bot_turn = False
        self.generation += 1
        self.record = None
        self.view = None
        self.dialog.close()
        self._set_busy(True)
        payload = {"game": game_id, "options": self.options, "seed": self.dice.seed(), "lang": self.lang}
        return self.generation, payload

    def _begin(self, answer):
        """Show the new game the engine answered (or its error)."""
        self._set_busy(False)
        if "error" in answer:
            self._error(answer["error"])
            return
        self.log.innerHTML = ""
        self._update(answer, notify="start")

    async def open(self, record, bots=None):
        """Show the game of ``record`` where it stands (its log included), the bot playing the seats ``bots``
        names (as in :meth:`start`; keys may be strings, as stored in JSON); answers the engine's error or None."""
        self.game_id = record.get("game")
        self.options = dict(record.get("options") or {})
        self.bots = {int(seat): level for seat, level in (bots or {}).items()}
        self.bot_turn = False
        self.generation += 1
        generation = self.generation
        self.dialog.close()
        self._set_busy(True)
        answer = await self.engine.call("view", {"record": record, "lang": self.lang})
        if generation != self.generation:
            return None
        self._set_busy(False)
        if "error" in answer:
            self._error(answer["error"])
            return answer["error"]
        self.log.innerHTML = ""
        self._update(answer, answer.get("history") or [], notify="start")
        return None

    def show_position(self, answer):
        """A position with no game behind it (``api.position``, embed's ``position=``): drawn and described,
        nothing to play (no record: the page keeps it read-only)."""
        self.generation += 1
        self.record = None
        self.view = answer["view"]
        self.renderer = renderer_for(answer["kind"])
        self.document.body.setAttribute("data-kind", answer["kind"])
        self.steps = []
        self.turn_play = None
        self.log.innerHTML = ""
        self.canvas.show(self.renderer, self.view)
        self.turn.textContent = self.renderer.turn_text(self.view, self.lang)
        self.players.innerHTML = ""
        for line in self.renderer.player_lines(self.view, self.lang):
            item = self.document.createElement("li")
            item.textContent = line
            self.players.appendChild(item)
        self.throw.textContent = self.renderer.throw_text(self.view, self.lang)
        self.roll_button.hidden = True
        self.section.setAttribute("data-position", answer["position"])

    def restart(self):
        """New game: the same game, options and opponent (also during the bot's turn, whose answer is dropped)."""
        if self.game_id and (not self.busy or self.bot_turn):
            asyncio.create_task(self.start(self.game_id, self.options, self.bots))

    def rematch(self, swap):
        """The same game, options and opponent again, the bot taking the other seat when ``swap``."""
        if swap:
            self.bots = {1 - seat: level for seat, level in self.bots.items()}
        self.restart()

    def leave(self):
        self.generation += 1
        self.bot_turn = False
        self.record = None
        self.view = None
        self.section.removeAttribute("data-actions")  # no game on the screen: the next one sets it afresh
        self._set_busy(False)
        self.dialog.close()
        self.on_home()

    def _tapped(self, event):
        if self.view is None or self.renderer is None:
            return
        x, y = self.canvas.point(event)
        self.tap_at(x, y)

    def tap_at(self, x, y):
        """A tap (or the keyboard's Enter) at CSS pixel (x, y) of the board."""
        if self.busy or self.view is None or self.renderer is None:
            return
        self.dispatch(self.renderer.hit(x, y, self.view))

    def dispatch(self, intent):
        """Carry out a board intent: from a tap, a drop (ui/input/pointer.py) or a key (ui/input/keys.py)."""
        if intent == "roll":
            self.request_roll()
        elif intent == "redraw":
            self.message.hidden = True
            self.canvas.show(self.renderer, self.view)
        elif intent and "step" in intent:
            self.renderer.tapped_at = self.window.performance.now()  # the board reports tap → redrawn
            asyncio.create_task(self._turn(self.steps + [intent["step"]]))
        elif intent and "steps" in intent:  # a route of several dice (ui/input/routes.py, the die chooser)
            self.renderer.tapped_at = self.window.performance.now()
            asyncio.create_task(self._turn(self.steps + intent["steps"]))
        elif intent and "route" in intent:
            asyncio.create_task(reach(self, intent["route"][0], intent["route"][1]))
        elif intent and "probe" in intent:
            asyncio.create_task(self._turn(self.steps, intent["probe"]))
        elif intent:
            asyncio.create_task(self._send(intent, tapped=True))

    def _key(self, event):
        self.keys.key(event)

    # ---- a tables turn, step by step ---------------------------------------------------

    async def _turn(self, steps, probe=None):
        """Ask the engine for the turn after ``steps`` (or why ``probe`` is refused) and show it."""
        if self.busy:
            return
        generation = self.generation
        self._set_busy(True)
        try:
            payload = {"record": self.record, "steps": steps, "lang": self.lang}
            if probe is not None:
                payload["probe"] = probe
            answer = await self._ask("turn", payload)
        finally:
            if generation == self.generation:
                self._set_busy(False)
        if generation != self.generation:
            return
        if answer is None or "error" in answer:
            self.canvas.show(self.renderer, self.view)
            if answer is not None:
                self._refused(answer["error"])
            return
        self.steps = steps
        self._show_turn(answer)
        if self.turn_play and self.steps and self.auto_confirm.checked and not answer["view"].get("destinations"):
            self.confirm()

    def _show_turn(self, answer):
        self.view = answer["view"]
        self.turn_play = answer.get("play")
        self.message.hidden = True
        self.renderer.reset()
        self.canvas.show(self.renderer, self.view)
        self.turn.textContent = self.renderer.turn_text(self.view, self.lang)
        self._controls()

    def undo(self):
        if self.busy or not self.steps:
            return
        asyncio.create_task(self._turn(self.steps[:-1]))

    def send(self, action):
        """Send ``action`` (e.g. the cube's ``{"play": "double"}``) unless the screen is busy."""
        if not self.busy and self.view is not None:
            asyncio.create_task(self._send(action))

    def confirm(self):
        if self.busy or not self.turn_play:
            return
        asyncio.create_task(self._send({"play": self.turn_play}))

    def _controls(self):
        """Undo and Confirm: shown while a turn is built on the board."""
        view = self.view or {}
        stepwise = "destinations" in view  # tables turns, built step by step
        building = view.get("phase") == "play" and (stepwise or bool(view.get("must_pass")))
        self.turn_row.hidden = not building
        self.undo_button.hidden = not stepwise
        # The auto option: tables games, and boards that say they take it (Reversi's forced passes).
        self.auto_row.hidden = "exits" not in view and not getattr(self.renderer, "auto_option", False)
        # Reversi has no turns to confirm: its option only plays forced moves and passes.
        auto_key = "auto_confirm" if "exits" in view else "auto_forced"
        self.document.getElementById("auto-label").textContent = text(self.lang, auto_key)
        self.undo_button.disabled = self.busy or not self.steps
        self.confirm_button.disabled = self.busy or not self.turn_play
        key = "pass" if self.turn_play == "pass" else "confirm"
        self.confirm_button.textContent = text(self.lang, key)
        self.section.setAttribute("data-steps", str(len(self.steps)))
        self.section.setAttribute("data-complete", "true" if self.turn_play else "false")

    def _refused(self, error):
        """The engine's explanation of a refused tap, in the visible box."""
        words = error.get(self.lang) or error.get("en") or ""
        self.message.textContent = text(self.lang, "refused") + " " + words
        self.message.hidden = False
        self.section.setAttribute("data-refused", str(int(self.section.getAttribute("data-refused") or "0") + 1))

    def request_roll(self):
        if self.busy or self.view is None or self.view.get("phase") != "roll":
            return
        self._set_busy(True)
        self.roll_button.textContent = text(self.lang, "rolling")
        try:
            throw = self._throw()  # in the click's own turn: the tumble starts with the click, not a task later
        except Exception:
            self._set_busy(False)
            raise
        asyncio.create_task(self._roll(throw))

    def _throw(self):
        """Throw the dice now: send them to the engine and show the tumble's first frame.  Answers what
        :meth:`_roll` lands: (the values, the answer's task, an event set once it is there, the start time)."""
        values = self.dice.roll(self.renderer.dice_count(self.view))
        pending = self.engine.start("act", {"record": self.record, "action": {"roll": values}, "lang": self.lang})
        landed = asyncio.Event()
        answering = asyncio.create_task(self._answered(pending, landed))
        if not self._reduced_motion():
            self._tumble(values, 0)
        return values, answering, landed, time.ticks_ms()

    def _tumble(self, values, elapsed):
        """Show the dice tumbling, ``elapsed`` ms into the throw: new faces, spinning slower as they land."""
        spin = 0.5 * max((ROLL_MIN_MS - elapsed) / ROLL_FRAME_MS, 1)
        anim = {
            "faces": [self.dice.face() for _ in values],
            "tilts": [spin * (1 if i % 2 else -1) for i in range(len(values))],
            "seat": self.view.get("turn", 0),
            "rolloff": bool(self.view.get("rolloff")),
        }
        self.canvas.show(self.renderer, self.view, anim)

    async def _roll(self, throw=None):
        """Throw the dice (or land ``throw``, begun by :meth:`_throw`) and show the engine's answer."""
        generation = self.generation
        try:
            values, answering, landed, started = throw or self._throw()
            if not self._reduced_motion():
                faces = 1  # the first, shown by _throw
                while generation == self.generation:  # left or restarted mid-throw: draw nothing more of it
                    elapsed = time.ticks_diff(time.ticks_ms(), started)
                    if faces >= 2 and ((elapsed >= ROLL_MIN_MS and landed.is_set()) or elapsed >= ROLL_MAX_MS):
                        break
                    self._tumble(values, elapsed)
                    faces += 1
                    await self._tumble_wait(elapsed, landed)
            answer = await answering
        finally:
            if generation == self.generation:
                self._set_busy(False)
        if generation != self.generation:
            return
        if "error" in answer:
            self.canvas.show(self.renderer, self.view)
            self.roll_button.textContent = self.renderer.roll_label(self.view, self.lang)
            self._error(answer["error"])
            return
        self._update(answer)

    async def _answered(self, pending, landed):
        """The engine's decoded answer to a throw; sets ``landed`` once it is there.  A refused throw is an error,
        not a crash: sent while the engine booted (a game begun from its opening), it is refused if the engine
        cannot start (assets/engine.js then says why in ``tablierEngine.failed``); otherwise the engine failed on
        it, and the game stays as it was."""
        try:
            return await self.engine.parse(pending)
        except Exception as failure:
            if self.window.tablierEngine.failed:
                return {"error": {lang: text(lang, "engine_failed") for lang in ("en", "fr")}}
            self.window.console.warn("Tablier: the engine failed on a throw:", str(failure))
            return {"error": {lang: text(lang, "engine_broke") for lang in ("en", "fr")}}
        finally:
            landed.set()

    async def _ask(self, name, payload):
        """The engine's decoded answer to a call, or None if the engine could not start (``tablierEngine.failed``,
        assets/engine.js): a game begun from its opening reaches its first play from its book, before the engine
        is up; if it never is, the page says why nothing more can be played, and nothing crashes."""
        try:
            return await self.engine.call(name, payload)
        except Exception:
            if not self.window.tablierEngine.failed:
                raise
            self._error({lang: text(lang, "engine_failed") for lang in ("en", "fr")})
            return None

    @staticmethod
    async def _tumble_wait(elapsed, landed):
        """Wait for the tumble's next face, shown ``elapsed`` ms into the throw: at least ROLL_HOLD_MS, never
        past ROLL_MIN_MS otherwise, and from then on ROLL_SLOW_MS at most, no later than the answer (``landed``)."""
        if elapsed + ROLL_HOLD_MS < ROLL_MIN_MS:
            await asyncio.sleep_ms(min(ROLL_FRAME_MS, ROLL_MIN_MS - elapsed))
            return
        await asyncio.sleep_ms(ROLL_HOLD_MS)
        try:
            await asyncio.wait_for_ms(landed.wait(), max(0, min(ROLL_SLOW_MS, ROLL_MAX_MS - elapsed) - ROLL_HOLD_MS))
        except asyncio.TimeoutError:  # noqa: UP041 (MicroPython has no builtin TimeoutError)
            return  # still in flight: the next frame

    async def _send(self, action, tapped=False, bot=False):
        if self.busy and not bot:  # the bot driver sends while it holds the board
            return
        generation = self.generation
        self._set_busy(True)
        try:
            answer = await self._ask("act", {"record": self.record, "action": action, "lang": self.lang})
        finally:
            if generation == self.generation:
                self._set_busy(False)
        if generation != self.generation or answer is None:
            return
        if "error" in answer:
            if tapped:  # a tap on the board the rules refuse: the engine's explanation
                self.canvas.show(self.renderer, self.view)
                self._refused(answer["error"])
            else:
                self._error(answer["error"])
        else:
            self._update(answer)

    async def set_lang(self, lang):
        """Redraw the game in ``lang``: the engine gives the view and every throw's narration again."""
        self.lang = lang
        while self.busy:  # let a throw in flight land first, then translate the game it produced
            await asyncio.sleep_ms(20)
        if self.record is None or self.lang != lang:
            return
        generation = self.generation
        record = self.record
        steps = self.steps
        self._set_busy(True)
        answer = await self._ask("view", {"record": record, "lang": lang})
        if generation != self.generation or self.record is not record or self.lang != lang or answer is None:
            self._set_busy(False)
            return
        self._set_busy(False)
        if "error" in answer:
            self._error(answer["error"])
            return
        self.log.innerHTML = ""
        self._update(answer, answer.get("history") or [], reopen=False)
        if steps:  # the turn being built, in the new language
            await self._turn(steps)

    # ---- drawing -----------------------------------------------------------------

    def _reduced_motion(self):
        return bool(self.window.matchMedia("(prefers-reduced-motion: reduce)").matches)

    async def quiet(self):
        """Returns once the screen has awaited no engine answer for QUIET_MS: what can wait then does not queue in
        the worker ahead of the player's throws (a player who clicked Start before the engine was ready)."""
        while self.busy or time.ticks_diff(time.ticks_ms(), self.quiet_since) < QUIET_MS:
            await asyncio.sleep_ms(QUIET_POLL_MS)

    def _set_busy(self, busy):
        if self.busy and not busy:
            self.quiet_since = time.ticks_ms()
        self.busy = busy
        self.section.setAttribute("data-busy", "true" if busy else "false")
        self.roll_button.disabled = busy or self.view is None or self.view.get("phase") != "roll"
        if self.view is not None:
            self._controls()

    def _update(self, answer, history=None, reopen=True, notify="action"):
        self.record = answer["record"]
        self.view = answer["view"]
        if self.renderer is None or self.renderer.kind != answer["kind"]:
            self.renderer = renderer_for(answer["kind"])
            self.document.body.setAttribute("data-kind", answer["kind"])  # the CSS sizes a square board
        if hasattr(self.renderer, "viewer"):  # against the bot the board reads from the human's side
            self.renderer.viewer = 1 - list(self.bots)[0] if len(self.bots) == 1 else None
        if hasattr(self.renderer, "motion"):  # boards with their own short animations (Reversi's flips)
            self.renderer.motion(None if self._reduced_motion() else self.canvas.request)
        self.steps = []
        view = self.view
        # A turn with no legal move: the engine's empty play, "pass", waits for Confirm.
        passing = (view.get("complete") and not view.get("destinations")) or view.get("must_pass")
        self.turn_play = "pass" if passing else None
        if hasattr(self.renderer, "reset"):
            self.renderer.reset()
        lang = self.lang
        self.message.hidden = True
        if history is None:
            history = [view.get("last_throw")] if self.record["actions"] else []
        logged = getattr(self.renderer, "logged", None)
        for throw in history:
            if throw and (logged is None or logged(throw)):
                self._log(throw)
        self.canvas.show(self.renderer, view)
        self.turn.textContent = self.renderer.turn_text(view, lang)
        self.players.innerHTML = ""
        for line in self.renderer.player_lines(view, lang):
            item = self.document.createElement("li")
            item.textContent = line
            self.players.appendChild(item)
        self.throw.textContent = self.renderer.throw_text(view, lang)
        self.roll_button.textContent = self.renderer.roll_label(view, lang)
        self.roll_button.disabled = self.busy or view.get("phase") != "roll"
        self.roll_button.hidden = self.renderer.dice_count(view) == 0  # Reversi: no dice
        self.section.setAttribute("data-actions", str(len(self.record["actions"])))
        self.section.setAttribute("data-phase", view.get("phase", ""))
        self._controls()
        heading.show(self.document, self.games, self.record, lang)
        if reopen and notify == "start":
            self.to_top()
        if reopen:
            self._notify(notify)
        if view.get("phase") == "over":
            if reopen:
                self._notify("over")
            self._end(reopen)
        elif reopen and view.get("only") and self.auto_confirm.checked:
            # A turn with a single legal play (or none: "pass") plays itself when the option is on.
            asyncio.create_task(self._send({"play": view["only"]}))

    def _log(self, throw):
        heading, sentences = self.renderer.log_entry(throw, self.view, self.lang)
        item = self.document.createElement("li")
        title = self.document.createElement("strong")
        title.textContent = heading
        item.appendChild(title)
        body = self.document.createElement("span")
        body.textContent = " ".join(sentences)
        item.appendChild(body)
        self.log.insertBefore(item, self.log.firstChild)

    def _end(self, reopen):
        outcome = self.view["outcome"]
        lang = self.lang
        winner = outcome.get("winner")
        if winner is None:
            title = text(lang, "draw")
        elif hasattr(self.renderer, "seat_name"):
            title = text(lang, "wins", who=self.renderer.seat_name(winner, self.view, lang))
        else:
            title = text(lang, "wins", who=self.view["players"][winner]["colour"])
        words = [title, points(lang, outcome["points"]), outcome.get("text") or outcome.get("reason_text", "")]
        match_words = end_words(self.view, lang, seat_namer(self.renderer, self.view))
        if match_words:  # a match: its result, in the dialog and in the line above the board
            words = match_words
            self.turn.textContent = words[0] + " · " + words[1]
        self.document.getElementById("end-title").textContent = words[0]
        self.document.getElementById("end-points").textContent = words[1]
        self.document.getElementById("end-reason").textContent = words[2]
        self.dialog.setAttribute("data-winner", "" if winner is None else str(winner))
        self.document.getElementById("end-swap").hidden = not self.bots  # hot-seat: the players swap chairs
        if reopen and not self.dialog.open:
            self.dialog.showModal()

    def _error(self, error):
        words = error.get(self.lang) or error.get("en") or ""
        self.message.textContent = text(self.lang, "engine_error") + " " + words
        self.message.hidden = False
