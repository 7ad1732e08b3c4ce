"""The Dames Rabattues board: one table, each player's six points with standing and knocked-down checkers.

Draws only what the engine's view model says (docs/dames-rabattues.md, "View model"):
per seat six points with ``standing`` (still stacked) and ``down`` (laid flat)
checkers, ``off`` in the tray, ``last_throw`` (dice, doublet, events), ``turn``,
``rolloff`` and ``outcome``.  White (seat 0, N) plays on the top row, Black
(seat 1, S) on the bottom row; point 1 is on the left for both, as on the
tables board (abs 12..17 on top, 11..6 below).  No rules here: the only input
this game takes is a throw of the dice.
"""

from ui.boards import draw
from ui.screens.match import score_line
from ui.texts import points, text

# Board proportions in units of one point's width.
SIDE = 0.5
EDGE = 0.7
ROW = 4.2
BAND = 1.9
GAP = 0.2
TRAY = 1.25
BOARD_W = SIDE + 6 + GAP + TRAY + SIDE
BOARD_H = EDGE + ROW + BAND + ROW + EDGE
MARK = "#1f4e9a"


class DamesRenderer:
    """Renderer of kind "dames"; see ui/boards/renderers.py for the interface."""

    kind = "dames"

    def __init__(self):
        self.box = None

    # ---- canvas ---------------------------------------------------------------

    def draw(self, ctx, width, height, view, anim):
        u = min(width / BOARD_W, height / BOARD_H)
        x0 = (width - u * BOARD_W) / 2
        y0 = (height - u * BOARD_H) / 2
        self.box = (x0, y0, u * BOARD_W, u * BOARD_H)
        field_x = x0 + SIDE * u
        top_y = y0 + EDGE * u
        band_y = top_y + ROW * u
        bottom_y = band_y + BAND * u
        inner_w = (6 + GAP + TRAY) * u
        tray_x = field_x + (6 + GAP) * u

        draw.rounded_rect(ctx, x0, y0, u * BOARD_W, u * BOARD_H, u * 0.25)
        ctx.fillStyle = draw.WOOD
        ctx.fill()
        ctx.fillStyle = draw.FELT
        ctx.fillRect(field_x, top_y, 6 * u, 2 * ROW * u + BAND * u)
        ctx.fillStyle = "#ddcdb0"
        ctx.fillRect(field_x, band_y, inner_w, BAND * u)
        for seat in (0, 1):
            ctx.fillStyle = draw.WOOD_DARK
            ctx.fillRect(tray_x, top_y if seat == 0 else bottom_y, TRAY * u, ROW * u)

        players = view["players"] if view else None
        last = view.get("last_throw") if view else None
        marked = {}
        if last and not anim:
            for event in last.get("events", ()):
                if "abs" in event:
                    marked[event["abs"]] = True
        for seat in (0, 1):
            row_y = top_y if seat == 0 else bottom_y
            base = row_y if seat == 0 else row_y + ROW * u
            step = 1 if seat == 0 else -1
            for k in range(1, 7):
                column_x = field_x + (k - 1) * u
                info = players[seat]["points"][k - 1] if players else None
                absolute = 11 + k if seat == 0 else 12 - k
                self._point(ctx, column_x, base, step, u, absolute, info, seat, marked.get(absolute))
                number_y = y0 + EDGE * u / 2 if seat == 0 else bottom_y + ROW * u + EDGE * u / 2
                draw.label(ctx, str(k), column_x + u / 2, number_y, u * 0.36, draw.PAPER)
            off = players[seat]["off"] if players else 0
            self._tray(ctx, tray_x, row_y, u, seat, off, view)
        self._band(ctx, field_x, band_y, inner_w, u, view, anim)

    def _point(self, ctx, x, base, step, u, absolute, info, seat, marked):
        tip = base + step * ROW * u * 0.94
        ctx.fillStyle = draw.POINT_DARK if absolute % 2 == 0 else draw.POINT_LIGHT
        ctx.beginPath()
        ctx.moveTo(x + u * 0.04, base)
        ctx.lineTo(x + u * 0.96, base)
        ctx.lineTo(x + u / 2, tip)
        ctx.closePath()
        ctx.fill()
        if marked:
            top = min(base, base + step * ROW * u) + u * 0.06
            ctx.save()
            ctx.lineWidth = max(2, u * 0.08)
            ctx.strokeStyle = draw.PAPER
            ctx.strokeRect(x + u * 0.05, top, u * 0.9, ROW * u - u * 0.12)
            ctx.setLineDash([u * 0.18, u * 0.12])
            ctx.strokeStyle = MARK
            ctx.strokeRect(x + u * 0.05, top, u * 0.9, ROW * u - u * 0.12)
            ctx.restore()
        if not info:
            return
        radius = u * 0.42
        thick = u * 0.3
        ry = radius * 0.38
        cx = x + u / 2
        pad = u * 0.12
        standing = info["standing"]
        reach = pad
        if standing:
            height = standing * thick + 2 * ry
            region_top = base + pad if step > 0 else base - pad - height
            for i in range(standing):
                draw.standing_man(ctx, cx, region_top + (standing - 1 - i) * thick, radius, thick, seat)
            reach = pad + height + u * 0.1
        for i in range(info["down"]):
            centre = base + step * (reach + radius + i * radius * 2.02)
            draw.flat_man(ctx, cx, centre, radius, seat)

    def _tray(self, ctx, x, row_y, u, seat, off, view):
        slab = min(u * 0.24, (ROW * u - u * 0.9) / 15)
        fill, edge = draw.man_colours(seat)
        for i in range(off):
            y = row_y + u * 0.12 + i * slab if seat == 0 else row_y + ROW * u - u * 0.12 - (i + 1) * slab
            draw.rounded_rect(ctx, x + u * 0.14, y, TRAY * u - u * 0.28, slab, slab * 0.3)
            ctx.fillStyle = fill
            ctx.fill()
            ctx.lineWidth = 1
            ctx.strokeStyle = edge
            ctx.stroke()
        count_y = row_y + ROW * u - u * 0.4 if seat == 0 else row_y + u * 0.4
        draw.label(ctx, str(off), x + TRAY * u / 2, count_y, u * 0.42, draw.PAPER, "center", "700")

    def _band(self, ctx, x, y, w, u, view, anim):
        size = u * 1.2
        centre_x = x + 3 * u
        middle = y + BAND * u / 2
        top = middle - size / 2
        last = view.get("last_throw") if view else None
        over = view and view.get("phase") == "over"
        faded = [False, False]
        if anim:
            values = anim["faces"]
            tilts = anim.get("tilts", (0, 0))
            rolloff = bool(anim.get("rolloff"))
            seat = anim.get("seat", 0)
        elif last:
            values = last["dice"]
            tilts = (0, 0)
            rolloff = bool(last.get("rolloff"))
            seat = last["by"]
            faded = self._lost(last)
        else:
            values = (0, 0)
            tilts = (0, 0)
            rolloff = True
            seat = 0
            faded = [True, True]
        seats = (0, 1) if rolloff else (seat, seat)
        for i in range(2):
            dx = centre_x - size - u * 0.15 if i == 0 else centre_x + u * 0.15
            draw.die(ctx, dx, top, size, values[i], seats[i], faded[i], tilts[i])
        if rolloff and view:
            # The roll-off: one die each, White's on the left, Black's on the right.
            names = [player["colour"] for player in view["players"]]
            draw.label(ctx, names[0], centre_x - size - u * 0.3, middle, u * 0.32, draw.INK, "right", "700")
            draw.label(ctx, names[1], centre_x + size + u * 0.3, middle, u * 0.32, draw.INK, "left", "700")
        elif last and last.get("doublet") and not anim:
            draw.label(ctx, last["doublet"], x + w - u * 0.2, middle, u * 0.34, draw.INK, "right", "700")
        if view and not anim and not view.get("rolloff"):
            marked = view["outcome"]["winner"] if over else view.get("turn", 0)
            if marked is not None:
                self._marker(ctx, x + u * 0.75, middle, u, marked, over)

    def _lost(self, throw):
        """Which of the two dice drawn are greyed: one per die value that the events say was lost."""
        lost = [event["die"] for event in throw.get("events", ()) if event.get("action") == "lost"]
        faded = [False, False]
        for i, value in enumerate(throw["dice"]):
            if value in lost:
                lost.remove(value)
                faded[i] = True
        return faded

    def _marker(self, ctx, cx, cy, u, seat, crown):
        """The seat to throw (or the winner): its checker and an arrow pointing at its row."""
        draw.flat_man(ctx, cx, cy, u * 0.36, seat)
        direction = -1 if seat == 0 else 1
        tip = cy + direction * u * 0.85
        ctx.beginPath()
        ctx.moveTo(cx - u * 0.2, tip - direction * u * 0.3)
        ctx.lineTo(cx + u * 0.2, tip - direction * u * 0.3)
        ctx.lineTo(cx, tip)
        ctx.closePath()
        ctx.fillStyle = draw.INK
        ctx.fill()
        if crown:
            draw.label(ctx, "★", cx + u * 0.55, cy, u * 0.45, draw.INK)

    def hit(self, x, y, view):
        """Any tap on the board throws the dice when a throw is due (the game has no other input)."""
        if not view or view.get("phase") != "roll" or not self.box:
            return None
        bx, by, bw, bh = self.box
        if bx <= x <= bx + bw and by <= y <= by + bh:
            return "roll"
        return None

    # ---- words around the board ----------------------------------------------------

    def dice_count(self, view):
        return 2

    def roll_label(self, view, lang):
        return text(lang, "rolloff_button" if view.get("rolloff") else "roll")

    def turn_text(self, view, lang):
        players = view["players"]
        if view["phase"] == "over":
            outcome = view["outcome"]
            if outcome["winner"] is None:
                return text(lang, "draw")
            who = players[outcome["winner"]]["colour"]
            return text(lang, "wins", who=who) + " · " + points(lang, outcome["points"])
        if view.get("rolloff"):
            return text(lang, "rolloff_prompt")
        who = players[view["turn"]]["colour"]
        last = view.get("last_throw")
        if last and last.get("doublet") and last.get("by") == view["turn"]:
            return text(lang, "throws_again", who=who)
        return text(lang, "to_throw", who=who)

    def player_lines(self, view, lang):
        lines = []
        for player in view["players"]:
            if player["stage"] == "knockdown":
                key = "knockdowns_left"
            elif player["stage"] == "bearoff":
                key = "bearing_off"
            else:
                key = "all_off"
            lines.append(text(lang, key, who=player["colour"], n=player["knockdowns_left"], off=player["off"]))
        match = score_line(view, lang)
        if match:
            lines.append(match)
        return lines

    def log_entry(self, throw, view, lang):
        """(heading, sentences) for one throw: e.g. ("White 1-1 · Bezas", ["White knocks down …", …])."""
        dice = throw["dice"]
        colours = [p["colour"] for p in view["players"]]
        if throw.get("rolloff"):
            heading = text(lang, "rolloff") + " · " + colours[0] + " " + str(dice[0]) + ", "
            heading += colours[1] + " " + str(dice[1])
        else:
            heading = colours[throw["by"]] + " " + str(dice[0]) + "-" + str(dice[1])
            if throw.get("doublet"):
                heading += " · " + throw["doublet"]
        return heading, [event["text"] for event in throw.get("events", ())]

    def throw_text(self, view, lang):
        """The last throw in words for the panel (the dice and the doublet's old name)."""
        last = view.get("last_throw")
        if not last:
            return ""
        heading, _ = self.log_entry(last, view, lang)
        return heading
