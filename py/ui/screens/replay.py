"""The replay viewer (#replay): any saved game step by step, read-only, on the board canvas.

The engine gives every view of the game at once (``replay_views``: one call instead of one per step,
bench/replay.py); stepping only redraws.  First, back, forward, last, a slider and the list of actions
(a click jumps there); the dice of the turn shown are those of the view (the board draws them, and the
line under the buttons names them).  Export and the dice statistics of this game are at hand.  The views and
the stepping are ui/screens/replay_steps.py's, shared with embed's replay bar.
"""

import asyncio

from pyscript.ffi import create_proxy

from ui.screens.replay_steps import Steps, action_text, dice_text, keyed, turn_rows
from ui.screens.review import Review
from ui.store import dice_table
from ui.texts import text


class Replay:
    def __init__(self, document, window, canvas, app):
        self.document = document
        self.window = window
        self.canvas = canvas
        self.app = app
        self.entry = None
        self.steps = Steps()
        self.lang = app.lang
        get = document.getElementById
        self.section = get("replay")
        self.title = get("replay-title")
        self.where = get("replay-where")
        self.dice = get("replay-dice")
        self.turn = get("replay-turn")
        self.slider = get("replay-pos")
        self.moves = get("replay-moves")
        self.stats_box = get("replay-stats")
        self.message = get("replay-message")
        self._proxies = []
        self._row_proxies = []
        self.row_ends = []  # the position after each row of the move list
        self._listen(get("replay-first"), "click", lambda event: self.go(0))
        self._listen(get("replay-back"), "click", lambda event: self.go(self.steps.pos - 1))
        self._listen(get("replay-forward"), "click", lambda event: self.go(self.steps.pos + 1))
        self._listen(get("replay-last"), "click", lambda event: self.go(self.steps.last()))
        self._listen(self.slider, "input", lambda event: self.go(int(self.slider.value)))
        self._listen(get("replay-home"), "click", lambda event: self.app.go_home())
        self._listen(get("replay-stats-button"), "click", lambda event: asyncio.create_task(self.show_stats()))
        self._listen(get("replay-export"), "click", lambda event: self._export())
        self._listen(self.section, "keydown", self._key)
        self.review = Review(document, self)  # the game review (ui/screens/review.py)

    def _listen(self, element, name, handler):
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener(name, proxy)

    def show(self, visible):
        self.section.hidden = not visible
        if not visible:
            self.review.stop()  # leaving pauses the review; it resumes from where it stopped

    async def open(self, entry, lang):
        """Ask the engine for every view of ``entry``'s game, then show its start."""
        self.entry = entry
        self.lang = lang
        self.app.set_mode("replay")
        self.section.setAttribute("data-busy", "true")
        error = await self.steps.load(self.app.play.engine, entry["record"], lang)
        self.section.setAttribute("data-busy", "false")
        self.stats_box.hidden = True
        if error is not None:
            self.message.textContent = text(lang, "engine_error") + " " + (error.get(lang) or "")
            self.message.hidden = False
            return
        self.message.hidden = True
        self.document.body.setAttribute("data-kind", self.steps.kind)
        self.title.textContent = self.app.saved.game_name(entry)
        self.slider.max = str(self.steps.last())
        self._list_moves()
        self.review.open(self.steps.record)
        self.go(0)

    async def open_review(self, entry, lang):
        """Open ``entry``'s game and review it (the end dialog's and the saved list's "Review this game")."""
        await self.open(entry, lang)
        self.review.start()

    def set_lang(self, lang):
        if self.entry is not None and not self.section.hidden:
            position = self.steps.pos
            asyncio.create_task(self._reopen(lang, position))

    async def _reopen(self, lang, position):
        await self.open(self.entry, lang)
        self.go(position)

    def _list_moves(self):
        """One row per turn (the throw and its play together, ``turn_rows``), numbered by turn; a click shows
        the position after it."""
        doc = self.document
        self.moves.innerHTML = ""
        self._row_proxies = []
        self.row_ends = []
        steps = self.steps
        for first, last in turn_rows(steps.actions):
            view = steps.views[last + 1]
            throw = view.get("last_throw")
            if throw and hasattr(steps.renderer, "log_entry"):
                heading, sentences = steps.renderer.log_entry(throw, view, self.lang)
                if not heading and not sentences:  # a throw whose play is still to come: its dice
                    heading = steps.renderer.throw_text(view, self.lang)
                words = (heading + " " + " ".join(sentences)).strip()
            else:
                words = action_text(steps.actions[last], self.lang)
            item = doc.createElement("li")
            item.setAttribute("data-first", str(first))  # the row's actions, first to last (the review's marks)
            item.setAttribute("data-last", str(last))
            button = doc.createElement("button")
            button.type = "button"
            button.className = "move"
            button.textContent = words or action_text(steps.actions[last], self.lang)
            proxy = create_proxy(self._jumper(last + 1))
            self._row_proxies.append(proxy)
            button.addEventListener("click", proxy)
            item.appendChild(button)
            self.moves.appendChild(item)
            self.row_ends.append(last + 1)

    def _jumper(self, position):
        return lambda event: self.go(position)

    def _key(self, event):
        position = keyed(event.key, self.steps.pos, self.steps.last())
        if position is not None and event.target.tagName != "INPUT":
            event.preventDefault()
            self.go(position)

    def go(self, position):
        """Show the game after ``position`` actions (clamped to the game)."""
        steps = self.steps
        if not steps.views:
            return
        position = steps.clamp(position)
        steps.pos = position
        view = steps.views[position]
        self.canvas.show(self.review.renderer(steps.renderer, position), view)
        lang = self.lang
        total = steps.last()
        self.where.textContent = text(lang, "replay_where", n=position, total=total)
        self.turn.textContent = steps.renderer.turn_text(view, lang)
        self.dice.textContent = dice_text(steps.renderer, view, lang)
        self.slider.value = str(position)
        self.section.setAttribute("data-pos", str(position))
        self.section.setAttribute("data-total", str(total))
        items = self.moves.children
        shown = -1  # the row of the turn the position belongs to
        for i, end in enumerate(self.row_ends):
            if end <= position:
                shown = i
        for i in range(items.length):
            current = i == shown and position > 0
            items.item(i).className = "current" if current else ""
            if current:
                items.item(i).setAttribute("aria-current", "step")
            else:
                items.item(i).removeAttribute("aria-current")
        self.review.at(position)

    def _export(self):
        if self.entry is not None:
            self.app.saved._export_json(self.entry["id"])

    async def show_stats(self):
        if self.entry is None:
            return
        stats = await self.app.play.engine.call("dice_stats", {"records": [self.entry["record"]]})
        dice_table.fill(self.document, self.stats_box, stats, self.lang)
        self.stats_box.hidden = False
