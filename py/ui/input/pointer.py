"""Dragging a checker with the mouse, a pen or a finger (pointer events on the board canvas).

A press that moves more than ``DRAG_PX`` on a checker the renderer may grab (``grab(x, y, view)``, only
the movable ones the view lists) drags it: the renderer draws it under the pointer (``drag_to``) and,
on release, ``drop(x, y, view)`` gives the same intent as a tap there (a step, the die chooser, the
engine's explanation) or puts the checker back.  Any other press is a tap where it began, taken on
``pointerup`` (Chromium does not always follow a touch with a click, e.g. the first tap after a drag); the
click that follows a tap or a drag is swallowed, and the canvas's own click handler is left for clicks no
pointer made.  The CSS sets ``touch-action: none`` on the tables board so the page does not scroll while a
finger drags.
"""

from pyscript.ffi import create_proxy

DRAG_PX = 8  # CSS pixels of movement that turn a press into a drag


class BoardPointer:
    def __init__(self, play):
        self.play = play
        self.press = None  # (pointerId, x, y) of the press that may become a tap or a drag
        self.dragging = False
        self.swallow = False  # the click after a tap or a drag taken here is not a second tap
        canvas = play.canvas.canvas
        self._proxies = []
        for name, handler in (
            ("pointerdown", self._down),
            ("pointermove", self._move),
            ("pointerup", self._up),
            ("pointercancel", self._cancel),
        ):
            self._listen(canvas, name, handler)
        proxy = create_proxy(self._click)
        self._proxies.append(proxy)
        canvas.addEventListener("click", proxy, True)  # capture: before the play screen's tap handler

    def _listen(self, element, name, handler):
        proxy = create_proxy(handler)
        self._proxies.append(proxy)
        element.addEventListener(name, proxy)

    def _down(self, event):
        play = self.play
        self.swallow = False
        self.press = None
        if event.button != 0 or play.view is None:
            return
        x, y = play.canvas.point(event)
        self.press = (event.pointerId, x, y)

    def _move(self, event):
        play = self.play
        if self.press is None or event.pointerId != self.press[0]:
            return
        x, y = play.canvas.point(event)
        if not self.dragging:
            _, x0, y0 = self.press
            if abs(x - x0) + abs(y - y0) < DRAG_PX:
                return
            grab = getattr(play.renderer, "grab", None)
            if play.busy or grab is None or not grab(x0, y0, play.view):
                return  # nothing to pick up there: the release taps where the press began
            self.dragging = True
            play.canvas.canvas.setPointerCapture(event.pointerId)
            play.message.hidden = True
        event.preventDefault()
        play.renderer.drag_to(x, y)
        play.canvas.request()

    def _up(self, event):
        play = self.play
        if self.press is None or event.pointerId != self.press[0]:
            return
        _, x0, y0 = self.press
        self.press = None
        self.swallow = True
        if not self.dragging:
            play.tap_at(x0, y0)
            return
        x, y = play.canvas.point(event)
        self.dragging = False
        intent = play.renderer.drop(x, y, play.view)
        if play.busy:  # an answer landed meanwhile: the checker goes back
            play.canvas.show(play.renderer, play.view)
            return
        play.dispatch(intent)

    def _cancel(self, event):
        if self.dragging:
            self.dragging = False
            self.play.renderer.drag = None
            self.play.renderer.selected = None
            self.play.canvas.show(self.play.renderer, self.play.view)
        self.press = None

    def _click(self, event):
        if self.swallow:
            self.swallow = False
            event.stopImmediatePropagation()
