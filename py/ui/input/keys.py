"""The keyboard on the board canvas: every action of the play screen without a mouse (issues 8 and 10).

Arrow keys move a focus ring among the board's tap targets (the renderer's ``targets()``: points, bar
and trays, Reversi's squares, the die chooser's faces while it is open), to the nearest target in that
direction.  Enter or Space throws the dice when a throw is due, otherwise taps the focused target (select
a checker, play to a destination, play a square); the first press only shows where the focus is.
Escape lets go of the chosen checker (and closes the chooser), U or Backspace undoes a step, C confirms
(or passes), R throws.  The focused target is described in words in ``#board-focus`` (ui/turns/mirror.py).
The canvas publishes the focused target in ``data-focus`` (tests).
"""

from pyscript.ffi import create_proxy

ARROWS = {"ArrowLeft": (-1, 0), "ArrowRight": (1, 0), "ArrowUp": (0, -1), "ArrowDown": (0, 1)}
RING = "#1f4e9a"


class BoardKeys:
    def __init__(self, play):
        self.play = play
        self.focus = None  # the name of the focused target
        self.shown = False  # the ring is drawn only while the keyboard drives the board
        canvas = play.canvas
        canvas.overlays.append(self._ring)
        self._proxies = []
        for name, handler in (("blur", self._hide), ("pointerdown", self._hide)):
            proxy = create_proxy(handler)
            self._proxies.append(proxy)
            canvas.canvas.addEventListener(name, proxy)

    def _hide(self, event=None):
        if self.shown:
            self.shown = False
            self.play.canvas.request()

    def _targets(self):
        renderer = self.play.renderer
        return renderer.targets() if hasattr(renderer, "targets") else {}

    def key(self, event):
        """Handle one keydown on the canvas; keys the board does not use are left to the browser."""
        play = self.play
        if play.view is None or play.renderer is None or event.ctrlKey or event.metaKey or event.altKey:
            return
        key = event.key
        if key in ARROWS:
            self._move(ARROWS[key])
        elif key in ("Enter", " "):
            self._press()
        elif key == "Escape":
            self._let_go()
        elif key in ("u", "U", "Backspace"):
            play.undo()
        elif key in ("c", "C"):
            play.confirm()
        elif key in ("r", "R"):
            play.request_roll()
        else:
            return
        event.preventDefault()

    def _focus_on(self, name):
        self.focus = name
        self.shown = True
        self.play.canvas.canvas.setAttribute("data-focus", name)
        self.play.mirror.focus(name)
        self.play.canvas.request()

    def _start(self, targets):
        renderer = self.play.renderer
        if hasattr(renderer, "key_start"):
            name = renderer.key_start(self.play.view, targets)
            if name in targets:
                return name
        return sorted(targets)[0]

    def _move(self, direction):
        targets = self._targets()
        if not targets:
            return
        if self.focus not in targets or not self.shown:
            self._focus_on(self.focus if self.focus in targets else self._start(targets))
            return
        fx, fy = targets[self.focus]
        dx, dy = direction
        best = None
        for name in sorted(targets):
            x, y = targets[name]
            along = (x - fx) * dx + (y - fy) * dy
            if along <= 1:
                continue
            score = along + 2 * (abs(x - fx) * abs(dy) + abs(y - fy) * abs(dx))
            if best is None or score < best[0]:
                best = (score, name)
        if best is not None:
            self._focus_on(best[1])

    def _press(self):
        play = self.play
        if play.view.get("phase") == "roll":
            play.request_roll()
            return
        targets = self._targets()
        if not targets:
            return
        if self.focus not in targets or not self.shown:
            self._focus_on(self.focus if self.focus in targets else self._start(targets))
            return
        x, y = targets[self.focus]
        play.tap_at(x, y)

    def _let_go(self):
        play = self.play
        if hasattr(play.renderer, "reset"):
            play.renderer.reset()
        play.message.hidden = True
        play.canvas.show(play.renderer, play.view)

    def _ring(self, ctx, width, height):
        """The focus ring: a white band under a blue one, visible on light and dark parts of the board."""
        if not self.shown or self.focus is None:
            return
        renderer = self.play.renderer
        box = renderer.target_box(self.focus) if hasattr(renderer, "target_box") else None
        if box is None:
            centre = self._targets().get(self.focus)
            if centre is None:
                return
            box = (centre[0] - 22, centre[1] - 22, 44, 44)
        x, y, w, h = box
        ctx.save()
        ctx.lineWidth = 6
        ctx.strokeStyle = "#ffffff"
        ctx.strokeRect(x + 2, y + 2, w - 4, h - 4)
        ctx.lineWidth = 3
        ctx.strokeStyle = RING
        ctx.strokeRect(x + 2, y + 2, w - 4, h - 4)
        ctx.restore()
