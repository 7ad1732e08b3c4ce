"""Small canvas drawing helpers shared by the board renderers: colours, dice, checkers, text."""

import math

# Light and dark, with outlines: readable without telling red from green.  The renderers read these module
# globals at draw time (draw.WOOD, ...), so use_palette() recolours every board.
WOOD = "#6b4a2b"
WOOD_DARK = "#4a321c"
FELT = "#e9dcc3"
POINT_DARK = "#7a2e1f"
POINT_LIGHT = "#c8a46a"
PAPER = "#f6efe2"
INK = "#1d1711"
ACCENT = "#f2b33d"
LIGHT_MAN = "#f7f1e3"
LIGHT_EDGE = "#2b2118"
DARK_MAN = "#231c17"
DARK_EDGE = "#f0e6d2"

NAMES = ("WOOD", "WOOD_DARK", "FELT", "POINT_DARK", "POINT_LIGHT", "PAPER", "INK", "ACCENT")
NAMES += ("LIGHT_MAN", "LIGHT_EDGE", "DARK_MAN", "DARK_EDGE")
PALETTES = {
    "normal": {name: globals()[name] for name in NAMES},
    # High contrast (the page's switch, or prefers-contrast: more): a black frame on white felt, points set
    # well apart from the felt and from each other, pure black and white pieces with opposite outlines.
    "more": {
        "WOOD": "#1a1109",
        "WOOD_DARK": "#000000",
        "FELT": "#ffffff",
        "POINT_DARK": "#4d0f05",
        "POINT_LIGHT": "#9c6110",
        "PAPER": "#ffffff",
        "INK": "#000000",
        "ACCENT": "#ffb000",
        "LIGHT_MAN": "#ffffff",
        "LIGHT_EDGE": "#000000",
        "DARK_MAN": "#000000",
        "DARK_EDGE": "#ffffff",
    },
}


def use_palette(name):
    """Draw every board with palette ``name``: "normal" or "more" (high contrast)."""
    globals().update(PALETTES.get(name) or PALETTES["normal"])


PIPS = {
    1: ((0.5, 0.5),),
    2: ((0.27, 0.27), (0.73, 0.73)),
    3: ((0.27, 0.27), (0.5, 0.5), (0.73, 0.73)),
    4: ((0.27, 0.27), (0.73, 0.27), (0.27, 0.73), (0.73, 0.73)),
    5: ((0.27, 0.27), (0.73, 0.27), (0.5, 0.5), (0.27, 0.73), (0.73, 0.73)),
    6: ((0.27, 0.25), (0.73, 0.25), (0.27, 0.5), (0.73, 0.5), (0.27, 0.75), (0.73, 0.75)),
}


def man_colours(tone):
    """Fill and outline of light (tone 0) or dark (tone 1) checkers."""
    return (LIGHT_MAN, LIGHT_EDGE) if tone == 0 else (DARK_MAN, DARK_EDGE)


def seat_tone(view, seat):
    """The tone (0 light, 1 dark) of ``seat``'s checkers: the view's ``colours`` ("white" or "black" per seat:
    seat 0 is Black in Révertier and Swedish Tables), else seat 0 light and seat 1 dark."""
    colours = (view or {}).get("colours")
    if colours and seat in (0, 1) and len(colours) == 2:
        return 1 if colours[seat] == "black" else 0
    return seat


def rounded_rect(ctx, x, y, w, h, r):
    ctx.beginPath()
    ctx.moveTo(x + r, y)
    ctx.lineTo(x + w - r, y)
    ctx.arcTo(x + w, y, x + w, y + r, r)
    ctx.lineTo(x + w, y + h - r)
    ctx.arcTo(x + w, y + h, x + w - r, y + h, r)
    ctx.lineTo(x + r, y + h)
    ctx.arcTo(x, y + h, x, y + h - r, r)
    ctx.lineTo(x, y + r)
    ctx.arcTo(x, y, x + r, y, r)
    ctx.closePath()


def die(ctx, x, y, size, value, seat=0, faded=False, tilt=0.0):
    """One die with ``value`` pips, light or dark like the seat's checkers, optionally tilted (rolling)."""
    fill, edge = man_colours(seat)
    ctx.save()
    ctx.globalAlpha = 0.45 if faded else 1.0
    ctx.translate(x + size / 2, y + size / 2)
    if tilt:
        ctx.rotate(tilt)
    ctx.translate(-size / 2, -size / 2)
    rounded_rect(ctx, 0, 0, size, size, size * 0.16)
    ctx.fillStyle = fill
    ctx.fill()
    ctx.lineWidth = max(1.5, size * 0.05)
    ctx.strokeStyle = edge
    ctx.stroke()
    ctx.fillStyle = edge
    radius = size * 0.085
    for px, py in PIPS.get(value, ()):
        ctx.beginPath()
        ctx.arc(px * size, py * size, radius, 0, 2 * math.pi)
        ctx.fill()
    ctx.restore()


def flat_man(ctx, cx, cy, radius, seat):
    """A checker seen from above: a disc with an outline and an inner ring."""
    fill, edge = man_colours(seat)
    ctx.beginPath()
    ctx.arc(cx, cy, radius, 0, 2 * math.pi)
    ctx.fillStyle = fill
    ctx.fill()
    ctx.lineWidth = max(1.2, radius * 0.12)
    ctx.strokeStyle = edge
    ctx.stroke()
    ctx.beginPath()
    ctx.arc(cx, cy, radius * 0.62, 0, 2 * math.pi)
    ctx.lineWidth = max(1, radius * 0.06)
    ctx.stroke()


def standing_man(ctx, cx, top, radius, thick, seat):
    """A checker standing in a stack, seen from the side: an ellipse on a short cylinder, top at ``top``."""
    fill, edge = man_colours(seat)
    ry = radius * 0.38
    ctx.beginPath()
    ctx.ellipse(cx, top + ry + thick, radius, ry, 0, 0, math.pi)
    ctx.lineTo(cx - radius, top + ry)
    ctx.ellipse(cx, top + ry, radius, ry, 0, math.pi, 2 * math.pi)
    ctx.closePath()
    ctx.fillStyle = fill
    ctx.fill()
    ctx.lineWidth = max(1.2, radius * 0.1)
    ctx.strokeStyle = edge
    ctx.stroke()
    ctx.beginPath()
    ctx.ellipse(cx, top + ry, radius, ry, 0, 0, 2 * math.pi)
    ctx.stroke()


def label(ctx, text, x, y, size, colour, align="center", weight="600"):
    ctx.font = weight + " " + str(int(size)) + "px system-ui, sans-serif"
    ctx.fillStyle = colour
    ctx.textAlign = align
    ctx.textBaseline = "middle"
    ctx.fillText(text, x, y)
