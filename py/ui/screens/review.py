"""The game review in the replay viewer (docs/review.md): ask, follow, and read the bot's verdicts.

"Review this game" asks the worker for one graded decision at a time (``review_step``), so the page stays
responsive: a progress bar follows, Stop (or leaving the replay) pauses, and the review resumes where it
stopped, since it lives in the record (``record.review``) and is stored with a finished game.  Once there is a
review: a verdict mark on each graded move of the list, a small graph of the evaluation (click: go to that
decision), at a graded decision the best play as blue arrows beside the play made in red with the bot's top
three plays and their equity, the principles the game's sources name, and a summary per player.
"""

import asyncio

from pyscript.ffi import create_proxy

from ui.boards.marks import step_moves
from ui.boards.review_marks import Compared
from ui.texts import text

MARKS = {"best": "✓", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""The sign of each verdict in the move list (as chess annotations; the class and the title say it in words)."""
COLOURS = {"best": "#2e7d32", "inaccuracy": "#b7950b", "mistake": "#d35400", "blunder": "#c0392b"}


def seat0_chance(move):
    """The winning chance of the first seat after ``move`` (the graph's height)."""
    win = move.get("win", 0.5)
    return win if move["seat"] == 0 else 1 - win


def loss_words(move, lang):
    """How much the play made lost, in the units of its scale."""
    best = option_words(move, move["best"], lang)
    if move.get("scale") == "win":
        return text(lang, "review_lost_win", loss=round(100 * move["loss"]), best=best)
    return text(lang, "review_lost_equity", loss=f"{move['loss']:.3f}", best=best)


def opening_words(opening, lang):
    """Reversi: the known opening the game followed and the move where it left the known openings."""
    if not isinstance(opening, dict):
        return ""
    words = ""
    name, source = opening.get("name"), opening.get("source") or {}
    if isinstance(name, dict):
        words += " " + text(lang, "review_opening", name=name.get(lang, name.get("en")), source=source.get(lang, ""))
    left = opening.get("left")
    if isinstance(left, int):
        key = "review_left_book" if opening.get("deviated") else "review_book_ended"
        words += " " + text(lang, key, n=left + 1)
    return words


def option_words(move, option, lang):
    """A play as written, or a cube decision's option in the interface's language ("double", "ne pas doubler")."""
    return text(lang, "review_cube_" + option) if move.get("cube") else option


def value_words(move, value):
    """A top play's value: equity (+0.123) or winning chance (62 %)."""
    if move.get("scale") == "win":
        return f"{round(100 * value)} %"
    return f"{value:+.3f}"


class Review:
    """The review parts of the replay viewer ``replay`` (ui/screens/replay.py, or embed's
    ui/host/embed_review.py), built before ``anchor`` (the viewer's move list)."""

    def __init__(self, document, replay, anchor=None, prefix="review"):
        self.document = document
        self.prefix = prefix  # the ids of its parts: "review", "-graph", … (embed's: "bar-review…")
        self.anchor = anchor or document.getElementById("replay-moves")  # the review goes before it
        self.replay = replay
        self.review = None
        self.running = False
        self.generation = 0
        self._proxies = []
        self._build()

    # ---- the page ------------------------------------------------------------------------

    def _element(self, tag, element_id=None, css=None, parent=None):
        node = self.document.createElement(tag)
        if element_id:
            node.id = self.prefix + element_id
        if css:
            node.className = css
        (parent or self.box).appendChild(node)
        return node

    def _listen(self, element, name, handler):
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener(name, proxy)

    def _build(self):
        doc = self.document
        self.box = doc.createElement("div")
        self.box.id = self.prefix
        self.box.className = "review"
        self.anchor.parentNode.insertBefore(self.box, self.anchor)
        row = self._element("div", None, "review-actions")
        self.start_button = self._element("button", "-start", "primary", row)
        self.start_button.type = "button"
        self.stop_button = self._element("button", "-stop", None, row)
        self.stop_button.type = "button"
        self.stop_button.hidden = True
        self.progress = self._element("progress", "-progress", "review-progress")
        self.progress.hidden = True
        self.status = self._element("p", "-status")
        self.status.setAttribute("aria-live", "polite")
        self.graph = self._element("canvas", "-graph", "review-graph")
        self.graph.hidden = True
        self.graph.setAttribute("role", "img")
        self.detail = self._element("div", "-move", "review-move")
        self.detail.hidden = True
        self.summary = self._element("div", "-summary", "review-summary")
        self.summary.hidden = True
        self._listen(self.start_button, "click", lambda event: self.start())
        self._listen(self.stop_button, "click", lambda event: self.stop())
        self._listen(self.graph, "click", self._graph_click)

    # ---- state ---------------------------------------------------------------------------

    def open(self, record):
        """A new game in the viewer: its stored review (if any) is shown; a running review stops."""
        self.stop()
        self.generation += 1
        review = record.get("review") if isinstance(record, dict) else None
        self.review = dict(review) if isinstance(review, dict) else None
        if self.review is not None and self.review.get("next", 0) < len(record.get("actions", [])):
            self.review["done"] = False  # the game went on after its review: the new moves wait for a resume
        self.render()

    def graded(self):
        return {move["at"]: move for move in (self.review or {}).get("moves", [])}

    def start(self):
        if self.running or self.replay.steps.record is None:
            return
        self.running = True
        asyncio.create_task(self._run(self.generation))

    def stop(self):
        """Pause the review (it resumes from where it stopped)."""
        self.running = False

    async def _run(self, generation):
        steps = self.replay.steps
        record = dict(steps.record)
        if self.review is not None:
            record["review"] = self.review
        engine = self.replay.app.play.engine
        self.render()
        try:
            while self.running and generation == self.generation:
                answer = await engine.call("review_step", {"record": record})
                if generation != self.generation:
                    return
                if "error" in answer:
                    self.status.textContent = answer["error"].get(self.replay.lang) or answer["error"].get("en", "")
                    break
                record = answer["record"]
                self.review = answer["review"]
                steps.record = record
                self._store(record)
                self.render()
                if self.review.get("done"):
                    break
        finally:
            if generation == self.generation:
                self.running = False
                self.render()

    def _store(self, record):
        """Keep the review with the saved game when the game is over (a game in progress keeps saving itself)."""
        entry = self.replay.entry
        saved = self.replay.app.saved
        if entry is None or saved is None or not saved._over(entry):
            return
        stored = saved._entry(entry["id"])
        if stored is None or len(stored["record"].get("actions", [])) != len(record["actions"]):
            return
        stored["record"] = dict(stored["record"])
        stored["record"]["review"] = record["review"]
        if saved.store.save(stored, stored.get("rev")) == "saved":
            entry["record"], entry["rev"] = stored["record"], stored["rev"]
            auto = saved.autosave
            if auto.entry is not None and auto.entry.get("id") == entry["id"]:
                auto.entry["rev"] = stored["rev"]

    # ---- drawing -------------------------------------------------------------------------

    def render(self):
        lang = self.replay.lang
        review = self.review
        steps = self.replay.steps
        has_decisions = steps.kind in ("tables", "reversi")
        self.start_button.hidden = self.running or not has_decisions or bool(review and review.get("done"))
        self.start_button.textContent = text(lang, "review_resume" if review else "review")
        self.stop_button.hidden = not self.running
        self.stop_button.textContent = text(lang, "review_stop")
        self.box.setAttribute("data-state", self._state())
        total = len(steps.actions)
        looked = (review or {}).get("next", 0)
        self.progress.hidden = not self.running
        self.progress.setAttribute("aria-label", text(lang, "review_progress_label"))
        self.progress.max = max(1, total)
        self.progress.value = looked
        self.status.textContent = self._status(lang, looked, total)
        self.status.hidden = not self.status.textContent
        self._marks(lang)
        self._draw_graph()
        self._summary(lang)
        self.replay.go(steps.pos)  # the board's arrows, the decision's words and the graph's cursor

    def _state(self):
        if self.running:
            return "running"
        if self.review is None:
            return "none"
        return "done" if self.review.get("done") else "stopped"

    def _status(self, lang, looked, total):
        review = self.review
        if self.running:
            return text(lang, "review_running", n=looked, total=total)
        if review is None:
            return ""
        note = review.get("note")
        if isinstance(note, dict):
            return note.get(lang) or note.get("en", "")
        if not review.get("done"):
            return text(lang, "review_stopped", n=looked, total=total)
        graded = len(review.get("moves", []))
        words = text(lang, "review_done", graded=graded) if graded else text(lang, "review_none")
        if review.get("solver_from") is not None:
            words += " " + text(lang, "review_solver_from", n=review["solver_from"] + 1)
        return words + opening_words(review.get("opening"), lang)

    def _marks(self, lang):
        """The verdict sign of each graded action in the move list (in the row of its turn); Reversi: the move
        that left the known openings (◇) and the first one the exact solver graded (∎)."""
        graded = self.graded()
        review = self.review or {}
        opening = review.get("opening") if isinstance(review.get("opening"), dict) else {}
        phases = {
            opening.get("left"): ("◇", "review_left_mark", "left-book"),
            review.get("solver_from"): ("∎", "review_solver_mark", "solver"),
        }
        rows = self.replay.moves.children
        for i in range(rows.length):
            row = rows.item(i)
            olds = row.querySelectorAll(".verdict, .phase")
            for k in range(olds.length):
                row.removeChild(olds.item(k))
            row.removeAttribute("data-verdict")
            row.removeAttribute("data-phase")
            first, last = int(row.getAttribute("data-first")), int(row.getAttribute("data-last"))
            for at in range(first, last + 1):  # a row is a turn: its throw, cube actions and play
                if at in phases:
                    sign, key, name = phases[at]
                    mark = self.document.createElement("span")
                    mark.className = "phase"
                    mark.textContent = sign
                    mark.title = text(lang, key)
                    row.setAttribute("data-phase", name)
                    row.appendChild(mark)
                move = graded.get(at)
                if move is None:
                    continue
                mark = self.document.createElement("span")
                mark.className = "verdict verdict-" + move["verdict"]
                mark.textContent = MARKS[move["verdict"]]
                mark.title = text(lang, "review_verdict_" + move["verdict"])
                row.setAttribute("data-verdict", move["verdict"])
                row.appendChild(mark)

    def _draw_graph(self):
        moves = (self.review or {}).get("moves", [])
        self.graph.hidden = not moves
        self.graph.setAttribute("aria-label", text(self.replay.lang, "review_graph_label"))
        self.graph.setAttribute("data-points", str(len(moves)))
        if not moves:
            return
        width = max(200, int(self.graph.clientWidth or 300))
        height = 90
        self.graph.width = width
        self.graph.height = height
        ctx = self.graph.getContext("2d")
        ctx.fillStyle = "#fbf6ec"
        ctx.fillRect(0, 0, width, height)
        ctx.strokeStyle = "#b9a682"
        ctx.lineWidth = 1
        ctx.beginPath()
        ctx.moveTo(0, height / 2)
        ctx.lineTo(width, height / 2)
        ctx.stroke()
        total = max(1, len(self.replay.steps.actions))
        points = [(self._x(move["at"], total, width), (1 - seat0_chance(move)) * (height - 8) + 4) for move in moves]
        ctx.strokeStyle = "#3b2a1a"
        ctx.lineWidth = 2
        ctx.beginPath()
        for i, (x, y) in enumerate(points):
            if i == 0:
                ctx.moveTo(x, y)
            else:
                ctx.lineTo(x, y)
        ctx.stroke()
        for i, move in enumerate(moves):  # (MicroPython's zip takes no strict=)
            x, y = points[i]
            ctx.fillStyle = COLOURS[move["verdict"]]
            ctx.beginPath()
            radius = 2.5 if move["verdict"] == "best" else 4.5
            ctx.arc(x, y, radius, 0, 6.2832)
            ctx.fill()
        pos = self.replay.steps.pos
        ctx.strokeStyle = "#1f6fd1"
        ctx.beginPath()
        x = self._x(max(0, pos - 0.5), total, width)
        ctx.moveTo(x, 0)
        ctx.lineTo(x, height)
        ctx.stroke()

    @staticmethod
    def _x(at, total, width):
        return 6 + (width - 12) * (at + 0.5) / total

    def _graph_click(self, event):
        moves = (self.review or {}).get("moves", [])
        if not moves:
            return
        width = max(1, self.graph.clientWidth)
        total = max(1, len(self.replay.steps.actions))
        x = event.offsetX * self.graph.width / width
        nearest = min(moves, key=lambda move: abs(self._x(move["at"], total, self.graph.width) - x))
        self.replay.go(nearest["at"])

    def _summary(self, lang):
        review = self.review
        self.summary.innerHTML = ""
        if not review or not review.get("moves"):
            self.summary.hidden = True
            return
        self.summary.hidden = False
        title = self._element("h3", None, None, self.summary)
        title.textContent = text(lang, "review_summary_title")
        view = self.replay.steps.views[0] if self.replay.steps.views else {}
        for seat, counts in enumerate(review.get("summary", [])):
            line = self._element("p", None, "review-seat", self.summary)
            line.setAttribute("data-seat", str(seat))
            line.setAttribute("data-error-rate", str(counts.get("error_rate", 0)))
            values = dict(counts["counts"])
            line.textContent = text(
                lang,
                "review_summary_line",
                who=self._seat_name(seat, view, lang),
                rate=round(100 * counts.get("error_rate", 0)),
                **values,
            )

    def _seat_name(self, seat, view, lang):
        renderer = self.replay.steps.renderer
        if hasattr(renderer, "seat_name"):
            return renderer.seat_name(seat, view, lang)
        players = view.get("players") or []
        return players[seat]["colour"] if seat < len(players) else str(seat + 1)

    # ---- one position --------------------------------------------------------------------

    def move_at(self, position):
        """The graded decision shown at ``position``: the one to make there, else the one that led there."""
        graded = self.graded()
        return graded.get(position) or graded.get(position - 1)

    def renderer(self, renderer, position):
        """The board's renderer at ``position``: at a graded decision, the best play and the play made marked."""
        move = self.graded().get(position)
        self.replay.section.setAttribute("data-review-arrows", "false")
        if move is None or move.get("cube"):  # a cube decision moves no checker: nothing to draw
            return renderer
        view = self.replay.steps.views[position]
        seat = view.get("mover_seat", move["seat"])
        if move.get("scale") == "win":
            best, played = [[None, move["best"]]], [[None, move["played"]]]
        else:
            best = step_moves(move["top"][0][2], seat)
            played = step_moves(move.get("played_steps") or [], seat)
        self.replay.section.setAttribute("data-review-arrows", "true")
        return Compared(renderer, best, played)

    def at(self, position):
        """The replay shows ``position``: the decision's words and the graph's cursor follow."""
        self.show_at(position)
        self._draw_graph()

    def show_at(self, position):
        """The verdict, the words and the top three plays of the decision at (or just before) ``position``."""
        lang = self.replay.lang
        move = self.move_at(position)
        self.detail.innerHTML = ""
        self.detail.hidden = move is None
        if move is None:
            return
        self.detail.setAttribute("data-verdict", move["verdict"])
        self.detail.setAttribute("data-at", str(move["at"]))
        view = self.replay.steps.views[move["at"]] if self.replay.steps.views else {}
        head = self._element("p", None, "review-verdict verdict-" + move["verdict"], self.detail)
        head.textContent = text(
            lang,
            "review_move",
            who=self._seat_name(move["seat"], view, lang),
            play=option_words(move, move["played"], lang),
            verdict=text(lang, "review_verdict_" + move["verdict"]),
        )
        if move["verdict"] != "best":
            self._element("p", None, None, self.detail).textContent = loss_words(move, lang)
        for principle in move.get("principles", []):
            said = self._element("p", None, "review-principle", self.detail)
            said.textContent = principle.get(lang) or principle.get("en", "")
        if move.get("exact"):
            self._element("p", None, "review-exact", self.detail).textContent = text(lang, "review_exact")
        self._element("p", None, "review-top-title", self.detail).textContent = text(lang, "review_top")
        top = self._element("ol", "-top", "review-top", self.detail)
        for entry in move.get("top", [])[:3]:
            item = self._element("li", None, None, top)
            words = option_words(move, entry[0], lang) + " · " + value_words(move, entry[1])
            if entry[0] == move["played"]:
                words += " (" + text(lang, "review_played_mark") + ")"
                item.className = "played"
            item.textContent = words
