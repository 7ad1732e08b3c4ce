"""The Hint button of the play panel: the engine's best play for the human to move, on the board and in words.

It asks the worker ``hint`` (the hard bot's choice with its reasons, EN/FR) and marks the play on
the board (each tables step from → to; a Reversi square), with the reason under the button.  Any
action, new game or a change of screen clears it; an answer for a position that has moved on is dropped.
"""

import asyncio

from pyscript.ffi import create_proxy

from ui.boards.marks import Marked, step_moves
from ui.screens.match import played_id
from ui.texts import text


class Hint:
    """Wires #hint (in #hint-row) and #hint-text to ``play`` (register ``hint.listener`` in ``play.listeners``)."""

    def __init__(self, document, play):
        self.play = play
        self.row = document.getElementById("hint-row")
        self.button = document.getElementById("hint")
        self.words = document.getElementById("hint-text")
        self.games = {}  # game id → the engine's games() entry: a hint needs the game's bot
        self._proxy = create_proxy(lambda event: self.ask())
        self.button.addEventListener("click", self._proxy)

    def set_games(self, games):
        self.games = {game["id"]: game for game in games}

    def listener(self, event, play):
        """Each new position: the old hint goes; the button is there for games with decisions, and waits
        while the bot plays."""
        self.words.hidden = True
        self.words.textContent = ""
        play.section.removeAttribute("data-hint")
        self.row.hidden = not self.games.get(played_id(play), {}).get("bot_levels")
        self.button.disabled = play.bot_turn

    def ask(self):
        play = self.play
        view = play.view or {}
        if play.busy or play.bot_turn or view.get("phase") != "play":
            self._show(text(play.lang, "hint_when"))
            return
        asyncio.create_task(self._ask(play, play.generation, play.record))

    async def _ask(self, play, generation, record):
        self.button.disabled = True
        try:
            answer = await play.engine.call("hint", {"record": record, "lang": play.lang})
        finally:
            self.button.disabled = play.bot_turn
        if generation != play.generation or play.record is not record:
            return
        if "error" in answer:
            self._show(answer["error"].get(play.lang) or answer["error"].get("en", ""))
            return
        hint = answer["hint"]
        notation = hint.get("play") or hint.get("move") or ""
        steps = hint.get("shown_steps") or []
        moves = step_moves(steps, play.view.get("mover_seat", play.view.get("turn"))) if steps else [[None, notation]]
        play.canvas.show(Marked(play.renderer, moves), play.view)
        play.section.setAttribute("data-hint", notation)
        self._show(text(play.lang, "hint_text", play=notation, reason=hint.get("reason", "")))

    def _show(self, words):
        self.words.textContent = words
        self.words.hidden = False
