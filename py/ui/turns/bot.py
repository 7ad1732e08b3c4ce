"""The bot at the table: it plays the seats ``Play.bots`` names, and shows its play step by step.

Driven by ``Play.listeners``: after "start" and each "action", when the seat to act is the bot's,
the driver holds the board (``play.bot_turn``, the play screen busy: the human's controls are
disabled), throws the dice for the bot with the same animation as the human's throw, or asks the
worker ``bot_move`` while "The bot is thinking…" shows; then it shows the play on the board and
sends it.  A tables play is shown one step at a time through the worker's ``turn`` with growing step
lists (each step marked from → to); a Reversi move marks its square before the discs turn.  The
delay between steps is the speed chosen in the play panel (kept in localStorage), none under
``prefers-reduced-motion``.  Every answer is dropped when ``play.generation`` moved on (new game,
home).  The board's answers stay the engine's: the bot only chooses among its legal plays.
"""

import asyncio
import json

from pyscript.ffi import create_proxy

from ui.boards.marks import Marked, quiet, step_moves
from ui.screens.match import played_id
from ui.store import prefs
from ui.texts import text

SPEEDS = {"slow": 1100, "normal": 600, "fast": 250, "instant": 0}
"""Milliseconds each step of the bot's play stays on the board."""
DEFAULT_SPEED = "normal"
TURN_MAX_MS = 4000
"""A long play (a Giul cascade of 16 steps) is shown faster so that a turn takes at most this long."""
STORAGE_KEY = "tablier.bot_speed"


class BotDriver:
    """Plays the bot's turns of ``play`` (register ``driver.listener`` in ``play.listeners``)."""

    def __init__(self, document, window):
        self.window = window
        get = document.getElementById
        self.row = get("bot-row")
        self.status = get("bot-status")
        self.speed = get("bot-speed")
        self.games = {}  # game id → the engine's games() entry (its bot levels)
        self.playing = False  # between the first bot action of a turn and the human's turn
        stored = self._stored_speed()
        self.speed.value = stored if stored in SPEEDS else DEFAULT_SPEED
        self._proxy = create_proxy(self._speed_changed)
        self.speed.addEventListener("change", self._proxy)

    def set_games(self, games):
        self.games = {game["id"]: game for game in games}

    # ---- the speed control -----------------------------------------------------------

    def _stored_speed(self):
        return prefs.load(self.window, STORAGE_KEY)

    def _speed_changed(self, event=None):
        prefs.save(self.window, STORAGE_KEY, self.speed.value)  # denied storage: the choice lasts for this visit

    def delay_ms(self, steps):
        """How long each of ``steps`` shown steps stays on the board."""
        if self.window.matchMedia("(prefers-reduced-motion: reduce)").matches:
            return 0
        delay = SPEEDS.get(self.speed.value, SPEEDS[DEFAULT_SPEED])
        return min(delay, TURN_MAX_MS // max(1, steps))

    # ---- turns -------------------------------------------------------------------------

    def listener(self, event, play):
        """After "start", each "action" and "over": hold the board and act when the bot is to act."""
        if play.record is not None:
            play.section.setAttribute("data-record", json.dumps(play.record))  # the game so far, for tests
        self.row.hidden = not play.bots
        view = play.view or {}
        seat = view.get("mover_seat")
        if event == "over" or view.get("phase") in (None, "over") or seat not in play.bots:
            self._release(play)
            return
        if getattr(play, "interlude", False):  # between two games of a match: the bot waits (ui/screens/match.py)
            self._release(play)
            return
        if not self.playing:
            self.playing = True
            self.window.performance.mark("tablier-bot-turn-start")
        play.bot_turn = True
        play._set_busy(True)
        play.canvas.show(play.renderer, quiet(view))  # replaces the human's highlights drawn before this frame
        asyncio.create_task(self._act(play, play.generation, seat))

    def _release(self, play):
        """The human's turn (or the end): give the board back."""
        play.bot_turn = False
        play.section.setAttribute("data-bot", "")
        self.status.textContent = ""
        self.status.classList.remove("thinking")
        if self.playing:
            self.playing = False
            self.window.performance.mark("tablier-bot-turn-end")

    def _say(self, play, state, words):
        play.section.setAttribute("data-bot", state)
        self.status.textContent = words
        if state == "thinking":
            self.status.classList.add("thinking")
        else:
            self.status.classList.remove("thinking")

    def _level(self, play, seat):
        levels = self.games.get(played_id(play), {}).get("bot_levels") or []
        level = play.bots.get(seat)
        return level if level in levels else (levels[len(levels) // 2] if levels else level)

    async def _act(self, play, generation, seat):
        record = play.record
        view = play.view
        if view["phase"] == "roll" and not view.get("legal"):  # the dice are due, no cube to offer
            self._say(play, "rolling", text(play.lang, "bot_rolls"))
            await play._roll()
        else:
            answer = await self._think(play, generation, seat)
            if answer is None:
                return
            if answer.get("action") is None:  # no double: the bot throws
                self._say(play, "rolling", text(play.lang, "bot_rolls"))
                await play._roll()
            else:
                action = answer["action"]
                self._say(play, "moving", text(play.lang, "bot_plays", play=action["play"]))
                await self._show(play, generation, answer, seat)
                if generation != play.generation:
                    return
                await play._send(action, bot=True)
        if generation == play.generation and play.record is record:  # refused: say why, give the board back
            play._set_busy(False)
            self._release(play)

    async def _think(self, play, generation, seat):
        """Ask the worker for the bot's move (within the level's own think time, which the engine sets);
        None when the answer is stale or an error (then shown)."""
        self._say(play, "thinking", text(play.lang, "bot_thinking"))
        began = self.window.performance.now()
        payload = {
            "record": play.record,
            "level": self._level(play, seat),
            "seed": (play.record.get("seed", 0) + len(play.record["actions"])) % 2147483647,
        }
        answer = await play.engine.call("bot_move", payload)
        if generation != play.generation:
            return None
        play.section.setAttribute("data-think-ms", str(self.window.performance.now() - began))
        if "error" in answer:
            play._set_busy(False)
            self._release(play)
            play._error(answer["error"])
            return None
        return answer

    async def _show(self, play, generation, answer, seat):
        """The bot's play on the board before it is sent: each tables step, or the Reversi square."""
        steps = answer.get("steps") or []
        square = answer["action"]["play"]
        targets = play.renderer.targets() if hasattr(play.renderer, "targets") else {}
        shown = len(steps) if steps else (1 if square in targets else 0)
        delay = self.delay_ms(shown)
        if not shown or not delay:
            return
        for size in range(1, shown + 1):
            if steps:
                turn = await play.engine.call("turn", {"record": play.record, "steps": steps[:size], "lang": play.lang})
                if generation != play.generation or "error" in turn:
                    return
                view, moves = turn["view"], step_moves(steps[size - 1 : size], seat)
            else:
                view, moves = play.view, [[None, square]]
            if hasattr(play.renderer, "reset"):
                play.renderer.reset()
            play.canvas.show(Marked(play.renderer, moves), quiet(view))
            play.section.setAttribute("data-bot-step", str(size) + "/" + str(shown))
            await asyncio.sleep_ms(delay)
            if generation != play.generation:
                return
