"""The doubling cube on the tables board (Backgammon 225 with its ``cube`` option; rules.md §4.9).

Drawn from the view's ``cube`` (``{value, owner, enabled}``) in the bar's middle band: in the centre while
nobody owns it (showing 64, as a real cube does at 1), pushed towards its owner's home row once taken.
While a double waits for an answer (stage ``cube``), it shows the offered value, ringed, next to the
player who must take or drop.
"""

from ui.boards import draw

RING = "#f2b33d"


def cube_place(view, lay):
    """(centre y, value shown, offered) of the cube, or None when the game has no cube."""
    cube = view.get("cube") or {}
    if not cube.get("enabled"):
        return None
    u = lay["u"]
    shift = u * 0.42
    value = cube.get("value", 1)
    offered = view.get("stage") == "cube"
    owner = view.get("turn", 0) if offered else cube.get("owner")
    if offered:
        value *= 2
    if owner is None:
        return lay["middle"], value, False
    row = lay["exits"][owner][0]  # the owner's home row: 0 bottom, 1 top
    return lay["middle"] + (shift if row == 0 else -shift), value, offered


def draw_cube(ctx, view, lay, bar_centre_x):
    """Draw the cube in the bar's middle band (nothing for a game without a cube)."""
    place = cube_place(view, lay)
    if place is None:
        return
    u = lay["u"]
    cy, value, offered = place
    size = u * 0.74
    x, y = bar_centre_x - size / 2, cy - size / 2
    if offered:
        ctx.save()
        ctx.lineWidth = max(2.5, u * 0.1)
        ctx.strokeStyle = RING
        draw.rounded_rect(ctx, x - u * 0.08, y - u * 0.08, size + u * 0.16, size + u * 0.16, size * 0.22)
        ctx.stroke()
        ctx.restore()
    draw.rounded_rect(ctx, x, y, size, size, size * 0.14)
    ctx.fillStyle = draw.PAPER
    ctx.fill()
    ctx.lineWidth = max(1.5, u * 0.05)
    ctx.strokeStyle = draw.INK
    ctx.stroke()
    words = "64" if value == 1 else str(value)
    draw.label(ctx, words, bar_centre_x, cy, size * (0.5 if len(words) < 3 else 0.4), draw.INK, "center", "700")
