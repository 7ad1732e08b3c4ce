"""Embed's replay bar (docs/embed.md, issue 10): the game of ``record=`` stepped through inside the frame.

First, back, forward, last (buttons of at least 44 px; ←/→/Home/End while the bar has focus), "Move n of N",
whose turn, the dice of the turn shown and the action that led there.  Position ``n`` is the game after its
first ``n`` actions, a throw of the dice counting as one, as in the record (ui/screens/replay_steps.py, shared with
the replay viewer).

The bar steps through the game on the play screen (``Play.record``), or through the record given while no
game is open there (a frame opened at an earlier ``move=``).  Its last position, when the play screen holds
the game, is the play screen itself: drawn by it, playable unless read-only.  Any other position is *viewed*:
the board draws the engine's view of it (``replay_views``, asked again only when the game or the language
changed), ``body[data-viewing]`` hides the live game's controls, and embed.py's blocker keeps taps and keys
off the board.  Without ``readonly=1``, "Play from here" opens the record cut at the position shown on the
play screen (``Play.open``), the bot playing the seats ``bots`` names.  Stepping waits while the play screen
is busy (a throw, the bot's turn).  Each position the visitor (or the frame's start) brings up is told to
``on_shown`` (the host page's ``tablier:move-shown``); following the game as it is played is not (the host
hears ``tablier:move-played``).
"""

import asyncio

from pyscript.ffi import create_proxy

from ui.screens.replay_steps import Steps, action_text, dice_text, keyed
from ui.texts import text

BUTTONS = (
    ("first", "replay_first_label", "◀◀"),
    ("back", "replay_back_label", "◀"),
    ("forward", "replay_forward_label", "▶"),
    ("last", "replay_last_label", "▶▶"),
)
MAX_MOVE_DIGITS = 6


def move_number(value, last):
    """The position ``move=`` names: a whole number of actions from 0 to ``last``; None for anything else."""
    if not value or len(value) > MAX_MOVE_DIGITS or not all(c in "0123456789" for c in value):
        return None
    number = int(value)
    return number if number <= last else None


class ReplayBar:
    """The bar at the top of the play panel (``#replay-bar``), hidden until :meth:`begin`."""

    def __init__(self, document, play, lang, readonly, on_shown):
        self.document = document
        self.play = play
        self.readonly = readonly
        self.bots = {}  # seat → bot level for "Play from here" (embed's opponent=), set by begin
        self.on_shown = on_shown  # fn(fields) for each position brought up
        self.steps = Steps()
        self.loaded = None  # (game record, lang) the views in ``steps`` are of
        self.loading = False
        self.wanted = None  # the position asked for while the views load
        self.began = False
        self.viewing = False  # an earlier position is on the board, not the game on the play screen
        self.pos = 0
        self.told = None
        self.action = None  # the action that led to the position shown
        self._proxies = []
        self.decorate = None  # fn(renderer, position) -> the renderer of a viewed position (the review's marks)
        self.shown_listeners = []  # fn(position) for each position described (the review's words follow)
        self.element = self._build(lang)
        play.listeners.append(self._played)

    # ---- the bar in the page ------------------------------------------------------

    def _build(self, lang):
        doc = self.document
        bar = doc.createElement("div")
        bar.id = "replay-bar"
        bar.className = "replay-bar"
        bar.hidden = True
        bar.setAttribute("role", "group")
        bar.setAttribute("data-t-label", "replay")
        bar.setAttribute("aria-label", text(lang, "replay"))
        row = doc.createElement("div")
        row.className = "replay-steps"
        moves = {
            "first": lambda event: self.go(0),
            "back": lambda event: self.go(self.pos - 1),
            "forward": lambda event: self.go(self.pos + 1),
            "last": lambda event: self.go(self._last()),
        }
        for name, label, glyph in BUTTONS:
            button = doc.createElement("button")
            button.type = "button"
            button.id = "replay-bar-" + name
            button.textContent = glyph
            button.setAttribute("data-t-label", label)
            button.setAttribute("aria-label", text(lang, label))
            self._listen(button, "click", moves[name])
            row.appendChild(button)
        bar.appendChild(row)
        self.where = self._line(bar, "where")
        self.where.setAttribute("aria-live", "polite")
        self.turn = self._line(bar, "turn")
        self.turn.className = "turn"
        self.dice = self._line(bar, "dice")
        self.dice.className = "throw"
        self.move = self._line(bar, "move")
        self.move.setAttribute("aria-live", "polite")  # with "Move n of N": what led to the position shown
        self.play_button = doc.createElement("button")
        self.play_button.type = "button"
        self.play_button.id = "replay-bar-play"
        self.play_button.className = "primary"
        self.play_button.hidden = True
        self.play_button.setAttribute("data-t", "play_from_here")
        self.play_button.textContent = text(lang, "play_from_here")
        self._listen(self.play_button, "click", lambda event: self.play_from_here())
        bar.appendChild(self.play_button)
        self._listen(bar, "keydown", self._key)
        section = doc.getElementById("play")
        section.insertBefore(bar, section.firstChild)
        return bar

    def _line(self, bar, name):
        line = self.document.createElement("p")
        line.id = "replay-bar-" + name
        bar.appendChild(line)
        return line

    def _listen(self, element, name, handler):
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener(name, proxy)

    def _key(self, event):
        position = keyed(event.key, self.pos, self._last())
        if position is not None:
            event.preventDefault()
            self.go(position)

    # ---- which game, which position --------------------------------------------------

    def _game(self):
        """The game stepped through: the play screen's, else the record given (viewed only)."""
        return self.play.record if self.play.record is not None else self.steps.record

    def _last(self):
        game = self._game()
        return len(game["actions"]) if game is not None else 0

    def _fresh(self, game):
        return self.loaded is not None and self.loaded[0] is game and self.loaded[1] == self.play.lang

    async def begin(self, record, move, bots):
        """Show ``record`` (record=) at position ``move`` (move=, text or None): at its last position the play
        screen opens it (playable unless read-only, the bot playing the seats ``bots`` names); an earlier one
        is viewed.  Answers ``(key, values)`` for the frame's message line, or None: ``embed_bad_record`` with
        the engine's error (nothing shown), or ``embed_bad_move`` (the game shown at its last position).
        Without ``move`` the views wait for the first step back: the frame opens as fast as a plain record."""
        self.bots = bots
        lang = self.play.lang
        problem = None
        if move is not None:  # the views first: the number is checked against the game's length
            error = await self.steps.load(self.play.engine, record, lang)
            if error is not None:
                return "embed_bad_record", {"why": error.get(lang) or error.get("en") or ""}
            record = self.steps.record
            last = self.steps.last()
            target = move_number(move, last)
            if target is None:
                problem = ("embed_bad_move", {"value": move[:12], "total": last})
            elif target < last:
                self.play.game_id = record["game"]  # the Rules button shows this game's rules
                self.loaded = (record, lang)
                self._show_first(target)
                return None
        error = await self.play.open(record, bots)
        if error is not None:
            return "embed_bad_record", {"why": error.get(lang) or error.get("en") or ""}
        if move is not None:
            self.loaded = (self.play.record, lang)  # the game just opened: the views in hand are its own
        self._show_first(len(self.play.record["actions"]))
        return problem

    def _show_first(self, target):
        self.began = True
        self.element.hidden = False
        self._bring(target)  # even when the bot already holds the board: the bar shows where the game is

    def go(self, target):
        """Bring up position ``target`` (clamped to the game); ignored while the play screen is busy."""
        if self.began and not self.play.busy:
            self._bring(target)

    def _bring(self, target):
        game = self._game()
        if game is None:
            return
        if self.loading:
            self.wanted = target
            return
        last = len(game["actions"])
        target = max(0, min(last, target))
        if target == last and self.play.record is not None:
            self._show_live()
        elif self._fresh(game):
            self._show_view(target, last)
        else:
            asyncio.create_task(self._load(game, target))
            return
        self._tell()

    async def _load(self, game, target):
        """The views of ``game`` in the current language, then position ``target`` (or a later request)."""
        lang = self.play.lang
        self.loading = True
        self.wanted = target
        self.element.setAttribute("data-busy", "true")
        try:
            error = await self.steps.load(self.play.engine, game, lang)
        finally:
            self.loading = False
            self.element.setAttribute("data-busy", "false")
        if error is not None:
            self.move.textContent = text(lang, "engine_error") + " " + (error.get(lang) or error.get("en") or "")
            return
        self.loaded = (game, lang)
        self._bring(self.wanted)

    def set_lang(self):
        """After the play screen changed language: the lines again, a viewed position's view again."""
        if self.began:
            self._bring(self.pos)

    def play_from_here(self):
        """Continue the game from the position viewed: the play screen opens the record cut there."""
        if self.readonly or not self.viewing or self.play.busy or self.loading:
            return
        record = dict(self.steps.record)
        record["actions"] = self.steps.actions[: self.pos]
        asyncio.create_task(self._open(record))

    async def _open(self, record):
        error = await self.play.open(record, self.bots)
        if error is None:
            self.document.getElementById("board").focus()  # the button is gone: the game is on the board

    # ---- drawing -----------------------------------------------------------------------

    def _played(self, event, play):
        """Play's listener: the bar follows the game on the play screen (opened, a move, a new game)."""
        if self.began and play.record is not None and event != "over":
            self._show_live()
            self.told = (self.pos, True)

    def _show_live(self):
        play = self.play
        if self.viewing:
            self.viewing = False
            self.document.body.removeAttribute("data-viewing")
            play.canvas.show(play.renderer, play.view)
        actions = play.record["actions"]
        self.pos = len(actions)
        self._describe(self.pos, self.pos, play.renderer, play.view, actions[-1] if actions else None)

    def _show_view(self, position, last):
        steps = self.steps
        self.viewing = True
        self.document.body.setAttribute("data-viewing", "1")
        self.pos = position
        view = steps.views[position]
        renderer = steps.renderer if self.decorate is None else self.decorate(steps.renderer, position)
        self.play.canvas.show(renderer, view)
        self._describe(position, last, steps.renderer, view, steps.actions[position - 1] if position else None)

    def _describe(self, position, last, renderer, view, action):
        lang = self.play.lang
        self.where.textContent = text(lang, "replay_move", n=position, total=last)
        self.turn.textContent = renderer.turn_text(view, lang)
        self.dice.textContent = dice_text(renderer, view, lang)
        self.move.textContent = action_text(action, lang)
        self.play_button.hidden = self.readonly or not self.viewing
        self.element.setAttribute("data-move", str(position))
        self.element.setAttribute("data-moves", str(last))
        self.element.setAttribute("data-live", "false" if self.viewing else "true")
        self.action = action
        for listener in self.shown_listeners:
            listener(position)

    def _tell(self):
        """``on_shown`` for a position brought up, once per change."""
        shown = (self.pos, not self.viewing)
        if shown == self.told:
            return
        self.told = shown
        game = self._game()
        action = self.action
        self.on_shown(
            {
                "game": game["game"],
                "move": self.pos,
                "moves": self._last(),
                "live": not self.viewing,
                "action": action,
                "notation": action.get("play") if action else None,
                "lang": self.play.lang,
            }
        )
