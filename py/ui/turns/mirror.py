"""The board in words for screen readers, and the announcements of moves and throws (issue 10 item 4).

``#mirror`` (visually hidden, readable) lists the position from the view model only, after each redraw:
whose turn, each point with its checkers, the bar, the trays, the dice, the movable checkers and where
the chosen one may go (Reversi: the discs of each colour and the legal squares; Dames Rabattues: each
point's standing and knocked-down checkers).  Each item carries ``data-key``: the board's target name
("0".."23", "bar", "off0", "a1"…) or the line's role.  ``#announce`` (``aria-live="polite"``) says each
action as the log says it (the engine's narration) and whose turn follows; ``#board-focus`` describes the
keyboard's focused target.  Words in EN and FR come from ui/texts.py.  No rules here.
"""

from ui.texts import text


def _men(lang, n, who):
    return text(lang, "m_men_1" if n == 1 else "m_men_n", n=n, who=who)


def _join(lang, items):
    return ", ".join(str(item) for item in items) if items else text(lang, "m_none")


class TablesWords:
    """Kind "tables": ``points`` ([seat, count(, "pinned")] stacks by absolute point), ``labels`` from the
    mover's side, ``bar``, ``off``, ``dice``, ``movable``, ``destinations``, ``steps``, ``complete``."""

    def name(self, view, spot, lang):
        if spot == "bar":
            return text(lang, "m_bar_name")
        if spot == "off":
            return text(lang, "off")
        labels = view.get("labels") or []
        return labels[spot] if isinstance(spot, int) and spot < len(labels) else str(spot)

    def lines(self, view, renderer, lang):
        seats = [renderer.seat_name(s, view, lang) for s in (0, 1)]
        playing = view.get("phase") == "play" and "destinations" in view
        movable = (view.get("movable") or []) if playing else []
        selected = getattr(renderer, "selected", None)
        reach = {}
        for dest in view.get("destinations") or []:
            if playing and dest["from"] == selected:
                reach.setdefault(dest["to"], []).append(dest["die"])
        lines = [("turn", renderer.turn_text(view, lang))]
        for i, line in enumerate(renderer.player_lines(view, lang)):
            lines.append(("player" + str(i), line))
        dice = view.get("dice") or []
        if dice:
            faces = [text(lang, "m_used", d=d["value"]) if d["used"] else str(d["value"]) for d in dice]
            lines.append(("dice", text(lang, "m_dice", dice=_join(lang, faces))))
        stacks = view.get("points") or []
        for point in range(len(stacks)):
            parts = []
            for part in stacks[point]:
                words = _men(lang, part[1], seats[part[0]])
                if len(part) > 2 and part[2] == "pinned":
                    words += " (" + text(lang, "m_pinned") + ")"
                parts.append(words)
            lines.append((str(point), self._spot_line(view, point, parts, movable, selected, reach, lang)))
        bar = view.get("bar") or [0, 0]
        parts = [_men(lang, bar[s], seats[s]) for s in (0, 1) if bar[s]]
        lines.append(("bar", self._spot_line(view, "bar", parts, movable, selected, reach, lang)))
        off = view.get("off") or [0, 0]
        turn = view.get("turn", 0)
        for seat in (0, 1):
            line = text(lang, "m_tray", who=seats[seat], n=off[seat])
            if seat == turn and "off" in reach:
                line += " · " + text(lang, "m_reach", dice=_join(lang, reach["off"]))
            lines.append(("off" + str(seat), line))
        if playing:
            lines.extend(self._moves(view, renderer, movable, selected, reach, lang))
        return lines

    def _spot_line(self, view, spot, parts, movable, selected, reach, lang):
        what = _join(lang, parts) if parts else text(lang, "m_empty")
        line = text(lang, "m_bar" if spot == "bar" else "m_point", label=self.name(view, spot, lang), what=what)
        if spot == selected:
            line += " · " + text(lang, "m_selected")
        elif spot in movable:
            line += " · " + text(lang, "m_movable")
        if spot in reach:
            line += " · " + text(lang, "m_reach", dice=_join(lang, reach[spot]))
        return line

    def _moves(self, view, renderer, movable, selected, reach, lang):
        lines = []
        if view.get("steps"):
            lines.append(("steps", text(lang, "m_steps", steps=_join(lang, view["steps"]))))
        choice = getattr(renderer, "choice", None)
        if choice:
            faces = [option[0][2] for option in choice["options"]]
            lines.append(("choice", text(lang, "m_choose", dice=_join(lang, faces))))
        elif selected is not None:
            where = [self.name(view, to, lang) for to in reach]
            lines.append(
                ("reach", text(lang, "m_reach_list", frm=self.name(view, selected, lang), to=_join(lang, where)))
            )
        elif movable:
            names = [self.name(view, spot, lang) for spot in movable]
            lines.append(("movable", text(lang, "m_movable_list", spots=_join(lang, names))))
        if view.get("complete") and not view.get("destinations"):
            lines.append(("complete", text(lang, "m_complete")))
        return lines

    def target(self, view, renderer, name, lang, lines):
        if name.startswith("choice-"):
            return text(lang, "m_die", d=name[7:])
        for key, line in lines:
            if key == name:
                return line
        return name


class ReversiWords:
    """Kind "reversi": ``cells`` by ``squares``, ``legal``, ``players`` (names by colour), ``status``."""

    def lines(self, view, renderer, lang):
        lines = [("turn", renderer.turn_text(view, lang))]
        for i, line in enumerate(renderer.player_lines(view, lang)):
            lines.append(("player" + str(i), line))
        names = view.get("players") or {}
        cells = view.get("cells") or []
        squares = view.get("squares") or []
        for colour in ("black", "white"):
            where = [squares[i] for i in range(len(cells)) if cells[i] == colour and i < len(squares)]
            lines.append((colour, text(lang, "m_discs", who=names.get(colour, colour), squares=_join(lang, where))))
        if view.get("phase") == "play":
            lines.append(("legal", text(lang, "m_legal", squares=_join(lang, view.get("legal") or []))))
        last = renderer.throw_text(view, lang)
        if last:
            lines.append(("last", last))
        return lines

    def target(self, view, renderer, name, lang, lines):
        squares = view.get("squares") or []
        cells = view.get("cells") or []
        if name not in squares:
            return name
        colour = cells[squares.index(name)]
        what = (
            text(lang, "m_disc", who=(view.get("players") or {}).get(colour, colour))
            if colour
            else text(lang, "m_empty")
        )
        if name in (view.get("legal") or []):
            what += " · " + text(lang, "m_legal_square")
        return name + ": " + what


class DamesWords:
    """Kind "dames": ``players`` with their six ``points`` (``standing``, ``down``), ``off`` and stage."""

    def lines(self, view, renderer, lang):
        lines = [("turn", renderer.turn_text(view, lang))]
        for i, line in enumerate(renderer.player_lines(view, lang)):
            lines.append(("player" + str(i), line))
        for player in view.get("players") or []:
            for info in player["points"]:
                words = text(
                    lang, "m_dames_point", who=player["colour"], k=info["point"], up=info["standing"], down=info["down"]
                )
                lines.append((str(info["abs"]), words))
        last = renderer.throw_text(view, lang)
        if last:
            lines.append(("last", last))
        return lines

    def target(self, view, renderer, name, lang, lines):
        return name


WORDS = {"tables": TablesWords(), "reversi": ReversiWords(), "dames": DamesWords()}
"""How each board kind is told in words (the kinds of ui/boards/renderers.py)."""


class Mirror:
    """Keeps ``#mirror-list``, ``#announce`` and ``#board-focus`` in step with the play screen."""

    def __init__(self, document, play):
        self.document = document
        self.play = play
        self.list = document.getElementById("mirror-list")
        self.announce = document.getElementById("announce")
        self.focus_line = document.getElementById("board-focus")
        self.items = []  # the <li> elements, reused from one redraw to the next
        self.shown = []  # (key, text) of each item, to touch only what changed
        self.lines = []
        play.canvas.watchers.append(self.update)
        play.listeners.append(self.told)

    def _words(self, renderer):
        return WORDS.get(getattr(renderer, "kind", None))

    def update(self, renderer, view):
        """Rewrite the items that changed since the last redraw (none on the home screen)."""
        words = self._words(renderer)
        lang = self.play.lang
        self.lines = words.lines(view, renderer, lang) if words and view else []
        for i, (key, line) in enumerate(self.lines):
            if i == len(self.items):
                item = self.document.createElement("li")
                self.list.appendChild(item)
                self.items.append(item)
                self.shown.append(None)
            if self.shown[i] != (key, line):
                self.items[i].setAttribute("data-key", key)
                self.items[i].textContent = line
                self.shown[i] = (key, line)
        while len(self.items) > len(self.lines):
            self.list.removeChild(self.items.pop())
            self.shown.pop()
        keys = getattr(self.play, "keys", None)
        if keys is not None and keys.focus is not None and keys.shown:
            self.focus(keys.focus)

    def focus(self, name):
        """Describe the keyboard's focused target in ``#board-focus``."""
        play = self.play
        words = self._words(play.renderer)
        if words is None or play.view is None:
            return
        line = words.target(play.view, play.renderer, name, play.lang, self.lines)
        if self.focus_line.textContent != line:
            self.focus_line.textContent = line

    def told(self, event, play):
        """A listener of the play screen: announce the last action in the log's words, then whose turn it is."""
        view = play.view
        renderer = play.renderer
        if view is None or renderer is None or event == "over":
            return
        lang = play.lang
        parts = []
        throw = view.get("last_throw")
        if event == "action" and throw:
            logged = getattr(renderer, "logged", None)
            if logged is None or logged(throw):
                heading, sentences = renderer.log_entry(throw, view, lang)
                parts.append(" ".join([heading] + list(sentences)).strip())
            else:
                parts.append(renderer.throw_text(view, lang))
        parts.append(renderer.turn_text(view, lang))
        self.announce.textContent = ". ".join(part for part in parts if part)
