"""Per-game marks on the tables board, drawn from the view model's game keys (no rules here).

- ``marks`` (Révertier, Swedish Tables; rules.md §1.2): each seat's talon (r1, its starting stack) and
  tête (r12).  The point's letter is set on a mark of the owner's colours: round for the talon, a
  diamond for the tête.
- ``bouchages`` (Swedish Tables; rules.md §2.2): the points of a run of six or more points of 2+ checkers,
  which the other side may force; a band in the builder's colours between them and their letters.
- ``entry_blocked`` (rules.md §1.7, §2.1): a seat with more checkers on the bar than open entry points; a
  dashed ring around its checkers on the bar.

The words for these marks are in the play panel (``lines``), so the board needs no text of its own.
"""

from ui.boards import draw
from ui.texts import text

LABEL_PX = 12  # the smallest label and pip count, in CSS px: legible on a phone


def label(ctx, lay, view, point, x, y, words):
    """The label ``words`` of ``point`` at (x, y), on a mark of the owner's colours when the point is a talon
    (a round mark) or a tête (a diamond)."""
    u = lay["u"]
    marks = view.get("marks") or {}
    for kind in ("talon", "tete"):
        seats = marks.get(kind) or []
        if point in seats:
            fill, edge = draw.man_colours(draw.seat_tone(view, seats.index(point)))
            h = min(u * 0.6, lay["edge"] * 0.9)
            if kind == "talon":
                draw.rounded_rect(ctx, x - u * 0.4, y - h / 2, u * 0.8, h, h / 2)
            else:
                r = h * 0.62
                ctx.beginPath()
                ctx.moveTo(x, y - r)
                ctx.lineTo(x + r * 1.15, y)
                ctx.lineTo(x, y + r)
                ctx.lineTo(x - r * 1.15, y)
                ctx.closePath()
            ctx.fillStyle = fill
            ctx.fill()
            ctx.lineWidth = max(1.5, u * 0.05)
            ctx.strokeStyle = edge
            ctx.stroke()
            draw.label(ctx, words, x, y, max(LABEL_PX, u * 0.34), edge, "center", "700")
            return
    draw.label(ctx, words, x, y, max(LABEL_PX, u * 0.36), draw.PAPER)


def bouchages(ctx, lay, view, column_x):
    """A band in the builder's colours along the base of each bouchage point."""
    u = lay["u"]
    for seat, points in enumerate(view.get("bouchages") or []):
        fill, edge = draw.man_colours(draw.seat_tone(view, seat))
        for point in points:
            x = column_x(point)
            top_row = point >= 12
            h = u * 0.18
            y = lay["top"] - h if top_row else lay["bottom"]
            ctx.fillStyle = fill
            ctx.fillRect(x + u * 0.04, y, u * 0.92, h)
            ctx.lineWidth = max(1, u * 0.03)
            ctx.strokeStyle = edge
            ctx.strokeRect(x + u * 0.04, y, u * 0.92, h)


def entry_blocked(ctx, lay, view, seat, cx, cy, radius):
    """A dashed ring around ``seat``'s checkers on the bar when it is blocked at the entry."""
    blocked = view.get("entry_blocked") or []
    if seat >= len(blocked) or not blocked[seat]:
        return
    ctx.save()
    ctx.setLineDash([radius * 0.3, radius * 0.2])
    ctx.lineWidth = max(2, radius * 0.14)
    ctx.strokeStyle = draw.ACCENT
    ctx.beginPath()
    ctx.arc(cx, cy, radius * 1.25, 0, 6.2832)
    ctx.stroke()
    ctx.restore()


def lines(view, lang, seat_name):
    """The panel's words for the marks on the board."""
    found = []
    marks = view.get("marks")
    labels = view.get("labels") or []
    if marks and len(labels) == 24:
        talon = [labels[a] for a in marks.get("talon") or []]
        tete = [labels[a] for a in marks.get("tete") or []]
        if len(talon) == 2 and len(tete) == 2:
            who = (seat_name(0, lang), seat_name(1, lang))
            found.append(
                text(lang, "marks_line", t0=talon[0], w0=who[0], t1=talon[1], w1=who[1], h0=tete[0], h1=tete[1])
            )
    if any(view.get("bouchages") or []):
        found.append(text(lang, "bouchage_line"))
    for seat, blocked in enumerate(view.get("entry_blocked") or []):
        if blocked:
            found.append(text(lang, "entry_blocked_line", who=seat_name(seat, lang)))
    return found
