"""Marks drawn over any board: a move's origin and destination (the bot's step, a hint).

The boards publish the centres of their tap targets (``renderer.targets()``: tables points
"0".."23", "bar", "off0"/"off1"; Reversi squares "a1".."h8"), so one overlay serves every
board without knowing its geometry.
"""

import math

FROM = "#1f6fd1"  # blue ring: where the move starts
TO = "#e0a100"  # amber disc and ring: where it ends (readable for colour-blind players: shape differs too)


class Marked:
    """A renderer drawn as ``renderer`` with ``moves`` marked on top: ``[[from, to], ...]`` of target names
    (``from`` may be None: a Reversi square).  It draws; everything else (the board in words, targets) is the
    wrapped renderer's."""

    def __init__(self, renderer, moves):
        self.renderer = renderer
        self.moves = moves
        self.kind = renderer.kind

    def __getattr__(self, name):
        return getattr(self.renderer, name)

    def draw(self, ctx, width, height, view, anim):
        self.renderer.draw(ctx, width, height, view, anim)
        spots = self.renderer.targets() if hasattr(self.renderer, "targets") else {}
        mark_moves(ctx, spots, max(8, min(width, height) / 30), self.moves)


def mark_moves(ctx, spots, size, moves):
    """Draw ``moves`` (``[[from, to], ...]`` of target names) at the targets' centres ``spots``."""
    for frm, to in moves:
        start, end = spots.get(frm), spots.get(to)
        if start and end:
            _arrow(ctx, start, end, size)
        if start:
            _ring(ctx, start, size, FROM)
        if end:
            _ring(ctx, end, size, TO)
            ctx.beginPath()
            ctx.arc(end[0], end[1], size * 0.35, 0, 2 * math.pi)
            ctx.fillStyle = TO
            ctx.fill()


def _ring(ctx, centre, size, colour):
    ctx.beginPath()
    ctx.arc(centre[0], centre[1], size, 0, 2 * math.pi)
    ctx.lineWidth = max(3, size * 0.3)
    ctx.strokeStyle = "#1d1711"
    ctx.stroke()
    ctx.lineWidth = max(2, size * 0.18)
    ctx.strokeStyle = colour
    ctx.stroke()


def _arrow(ctx, start, end, size, colour=FROM):
    dx, dy = end[0] - start[0], end[1] - start[1]
    length = math.sqrt(dx * dx + dy * dy)
    if length < size * 2:
        return
    ux, uy = dx / length, dy / length
    x0, y0 = start[0] + ux * size, start[1] + uy * size
    x1, y1 = end[0] - ux * size, end[1] - uy * size
    ctx.beginPath()
    ctx.moveTo(x0, y0)
    ctx.lineTo(x1, y1)
    ctx.moveTo(x1, y1)
    ctx.lineTo(x1 - ux * size * 0.8 - uy * size * 0.5, y1 - uy * size * 0.8 + ux * size * 0.5)
    ctx.moveTo(x1, y1)
    ctx.lineTo(x1 - ux * size * 0.8 + uy * size * 0.5, y1 - uy * size * 0.8 - ux * size * 0.5)
    ctx.lineWidth = max(2, size * 0.22)
    ctx.strokeStyle = colour
    ctx.stroke()


def quiet(view):
    """``view`` without the mover's input highlights (the tables' movable checkers, Reversi's legal squares):
    during the bot's turn the board shows only the bot's move."""
    if not view or not (view.get("movable") or view.get("legal")):
        return view
    shown = dict(view)
    shown["movable"] = []
    if isinstance(view.get("legal"), list) and "squares" in view:  # Reversi's legal squares, not the cube's actions
        shown["legal"] = []
    return shown


def spot(where, seat):
    """The target name of a point as the view names it: A0..A23 → "0".."23", "bar", "off" → "off<seat>"."""
    if where == "off":
        return "off" + str(seat)
    return str(where)


def step_moves(steps, seat):
    """Tables steps ``[from, to, die]`` (view terms) as marks ``[[from, to], ...]`` for ``seat``'s move."""
    return [[spot(step[0], seat), spot(step[1], seat)] for step in steps]
