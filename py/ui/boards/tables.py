"""The 24-point tables board: Toutes tables, Portes, Backgammon 225, Révertier, Swedish Tables…

Draws only what the engine's view model says (docs/tables-engine.md, ``view.py``):
``points`` A0..A23 as ``[seat, count]`` stacks, ``labels`` from the mover's side,
``bar``, ``off``, ``pips``, ``dice`` (used or not), ``movable`` and ``destinations``
(from, to, die), ``last_play``, ``outcome``; the API adds ``exits`` (the row and side
where each seat bears off), ``changed`` (points the last play changed) and
``last_throw``.  Points follow rules.md §0.1: A0 bottom right, increasing clockwise
(A0..A11 along the bottom from right to left, A12..A23 along the top from left to
right), the bar in the middle.  Each seat's checkers are light or dark as the view's ``colours`` say (seat 0
is Black, dark, in Révertier and Swedish Tables, after the seed's « le talon des Noirs [se trouve] en « a » »;
light elsewhere), and the seats are named by the view's ``seat_names``.

Input: tap a movable checker (it is ringed), then a highlighted destination (a
tray to bear off), or drag the checker there (ui/input/pointer.py).  A destination
several dice away is found by asking the engine step by step (ui/input/routes.py).
When two dice reach the same destination (bearing off with either die, or two
routes through different points) a chooser of the dice faces opens near it
(``offer``).  A tap anywhere else asks the engine why it is refused.
"""

import json

from pyscript import window

from ui.boards import draw, tables_marks
from ui.boards.cube import draw_cube
from ui.boards.layer import UnderDice
from ui.screens.match import score_line
from ui.texts import points, text

# Board proportions in units of one point's width.
SIDE = 0.4
TRAY = 1.3
BAR = 1.0
EDGE = 0.7
MID = 1.7
ROW_MIN = 5.0
ROW_MAX = 9.5
MARK = "#1f4e9a"
GLOW = "#f2b33d"
SEATS = {"en": ("White", "Black"), "fr": ("Blancs", "Noirs")}
DOUBLETS = {6: "Sonnés", 5: "Quines", 4: "Carmes", 3: "Ternes", 2: "Double deux", 1: "Bezas"}
"""Old names of the doublets, kept in French in every language (rules.md §0.3)."""


def seat_name(seat, lang, view=None):
    """The name of ``seat``: the view's ``seat_names`` (the game's colours), else White for seat 0."""
    names = (view or {}).get("seat_names")
    if names and len(names) == 2:
        return names[seat]
    return (SEATS.get(lang) or SEATS["en"])[seat]


def doublet_name(dice):
    if len(dice) >= 2 and all(d == dice[0] for d in dice):
        return DOUBLETS.get(dice[0], "")
    return ""


class TablesRenderer:
    """Renderer of kind "tables"; see ui/boards/renderers.py for the interface."""

    kind = "tables"

    def __init__(self):
        self.selected = None  # the point ("bar" or A0..A23) of the checker chosen to move
        self.layout = None
        self.tapped_at = None  # performance.now() of the tap on a destination, until the board is redrawn
        self.drag = None  # {"from", "x", "y"}: the checker dragged under the pointer
        self.choice = None  # {"to", "options": [[step, ...], ...], "boxes"}: the die chooser, when open
        self.shown = None  # the view being drawn (its ``colours`` give each seat's tone)
        self.viewer = None  # the seat whose side the point labels are read from (the human's against the bot)
        self.under = UnderDice()  # the board under the dice, while they tumble

    def labels(self, view):
        """The points' labels: from the viewer's side when one is set (they stay put while the bot plays),
        else from the mover's (hot-seat: each player reads his own numbers)."""
        by_seat = view.get("seat_labels")
        if self.viewer is not None and by_seat:
            return by_seat[self.viewer]
        return view.get("labels") or []

    # ---- geometry -----------------------------------------------------------------

    def _layout(self, width, height, view):
        exits = (view or {}).get("exits") or [[0, 0], [1, 0]]
        left_tray = any(side == 1 for _, side in exits)
        units_w = SIDE + (TRAY if left_tray else 0) + 12 + BAR + TRAY + SIDE
        u = min(width / units_w, height / (2 * EDGE + MID + 2 * ROW_MIN))
        row = max(ROW_MIN, min(ROW_MAX, (height / u - 2 * EDGE - MID) / 2))
        board_w = units_w * u
        board_h = (2 * EDGE + MID + 2 * row) * u
        x0 = (width - board_w) / 2
        y0 = (height - board_h) / 2
        field_x = x0 + (SIDE + (TRAY if left_tray else 0)) * u
        top = y0 + EDGE * u
        self.layout = {
            "u": u,
            "edge": EDGE * u,
            "row": row * u,
            "x0": x0,
            "y0": y0,
            "w": board_w,
            "h": board_h,
            "field_x": field_x,
            "top": top,
            "bottom": top + (2 * row + MID) * u,
            "middle": top + (row + MID / 2) * u,
            "bar_x": field_x + 6 * u,
            "tray_right": field_x + (12 + BAR) * u,
            "tray_left": x0 + SIDE * u if left_tray else None,
            "exits": exits,
        }
        return self.layout

    def _column_x(self, point):
        """Left edge of absolute point ``point``'s column."""
        lay = self.layout
        u = lay["u"]
        column = 11 - point if point < 12 else point - 12
        return lay["field_x"] + column * u + (BAR * u if column >= 6 else 0)

    def _tray_box(self, seat):
        lay = self.layout
        row, side = lay["exits"][seat]
        x = lay["tray_left"] if side == 1 and lay["tray_left"] is not None else lay["tray_right"]
        half = (lay["bottom"] - lay["top"]) / 2
        y = lay["top"] if row == 1 else lay["top"] + half
        return x, y, TRAY * lay["u"], half

    def targets(self):
        """Centres of the tap targets in CSS pixels: each point A0..A23, "bar" and the trays (for tests)."""
        lay = self.layout
        if not lay:
            return {}
        if self.choice and self.choice.get("boxes"):  # the open chooser: its dice only, "choice-<die>"
            return {self._choice_name(i): [x + w / 2, y + h / 2] for i, (x, y, w, h) in enumerate(self.choice["boxes"])}
        u = lay["u"]
        spots = {}
        for point in range(24):
            x = self._column_x(point) + u / 2
            y = lay["bottom"] - u * 0.6 if point < 12 else lay["top"] + u * 0.6
            spots[str(point)] = [x, y]
        spots["bar"] = [lay["bar_x"] + u * BAR / 2, lay["middle"] - u * 1.5]
        for seat in (0, 1):
            x, y, w, h = self._tray_box(seat)
            spots["off" + str(seat)] = [x + w / 2, y + h / 2]
        return spots

    def _spot(self, x, y):
        """What is under CSS pixel (x, y): an absolute point, "bar", "off", or None."""
        lay = self.layout
        if not lay:
            return None
        u = lay["u"]
        if not (lay["top"] <= y <= lay["bottom"]):
            return None
        for seat in (0, 1):
            tx, ty, tw, th = self._tray_box(seat)
            if tx <= x <= tx + tw and ty <= y <= ty + th:
                return "off"
        if lay["bar_x"] <= x <= lay["bar_x"] + BAR * u:
            return "bar"
        column_x = x - lay["field_x"]
        if column_x < 0 or column_x > (12 + BAR) * u:
            return None
        right = column_x >= (6 + BAR) * u
        column = min(11, 6 + int((column_x - (6 + BAR) * u) / u) if right else int(column_x / u))
        if y < lay["middle"]:
            return 12 + column
        return 11 - column

    # ---- canvas -----------------------------------------------------------------

    def _tone(self, seat):
        """0 (light) or 1 (dark): the colour of ``seat``'s checkers on the board being drawn."""
        return draw.seat_tone(self.shown, seat)

    def _under_key(self, ctx, width, height, view, anim):
        """What the board under tumbling dice shows (ui/boards/layer.py), or None when it is not kept: at rest,
        or while a checker is dragged or the dice chooser is open."""
        if not anim or self.drag is not None or self.choice is not None:
            return None
        canvas = ctx.canvas
        # the view itself, not its id: the key holds it, and a tuple compares the same object by identity first
        return (view, width, height, canvas.width, canvas.height, self.selected, self.viewer, draw.WOOD)

    def draw(self, ctx, width, height, view, anim):
        key = self._under_key(ctx, width, height, view, anim)
        if self.under.paint(ctx, key):  # a later face of a tumble: the board is the first face's
            self._dice(ctx, view or {}, anim, self.layout)
            return
        shown, marks = self._board(ctx, width, height, view, anim)
        self.under.keep(ctx, key)
        lay = self.layout
        self._dice(ctx, shown, anim, lay)
        if self.drag is not None:
            self._dragged(ctx, shown.get("turn", 0), lay)
        if self.choice is not None:
            self._chooser(ctx, shown.get("turn", 0), lay)
        reach, further, stops = marks["reach"], marks["further"], marks["stops"]
        ctx.canvas.setAttribute("data-targets", json.dumps(self.targets()))
        ctx.canvas.setAttribute("data-movable", json.dumps(marks["movable"]))  # the ringed checkers, for tests
        ctx.canvas.setAttribute("data-labels", json.dumps(marks["labels"]))
        ctx.canvas.setAttribute("data-lit", json.dumps({"one": list(reach), "more": list(further), "stops": stops}))
        ctx.canvas.setAttribute("data-label-px", str(max(tables_marks.LABEL_PX, lay["u"] * 0.34)))
        if self.tapped_at is not None and self.selected is None:
            ctx.canvas.setAttribute("data-tap-ms", str(window.performance.now() - self.tapped_at))
            self.tapped_at = None

    def _board(self, ctx, width, height, view, anim):
        """Everything but the dice, the dragged checker and the chooser: returns the view as drawn (the dragged
        checker lifted from its stack) and the marks shown, for the canvas's test attributes."""
        self.shown = view
        lay = self._layout(width, height, view)
        u = lay["u"]
        draw.rounded_rect(ctx, lay["x0"], lay["y0"], lay["w"], lay["h"], u * 0.25)
        ctx.fillStyle = draw.WOOD
        ctx.fill()
        ctx.fillStyle = draw.FELT
        ctx.fillRect(lay["field_x"], lay["top"], 12 * u + BAR * u, lay["bottom"] - lay["top"])
        ctx.fillStyle = draw.WOOD_DARK
        ctx.fillRect(lay["bar_x"], lay["top"], BAR * u, lay["bottom"] - lay["top"])
        for x in (lay["tray_right"], lay["tray_left"]):
            if x is not None:
                ctx.fillRect(x, lay["top"], TRAY * u, lay["bottom"] - lay["top"])
        view = view or {}
        playing = view.get("phase") == "play" and "destinations" in view and not anim
        movable = view.get("movable", []) if playing else []
        reach = {}
        further, stops = self.further(view) if playing else ({}, [])
        if playing and self.selected is not None:
            for dest in view["destinations"]:
                if dest["from"] == self.selected:
                    reach[dest["to"]] = dest["die"]
        changed = set(view.get("changed") or []) if not view.get("steps") else set()
        labels = self.labels(view)
        if self.drag is not None:  # the dragged checker leaves its stack
            view = self._lifted(view)
        stacks = view.get("points") or [[] for _ in range(24)]
        for point in range(24):
            target = 1 if point in reach else 2 if point in further else 0
            self._point(ctx, point, stacks[point], target, point in changed, movable, lay)
            if point in stops:
                self._stop(ctx, point, lay)
            if point < len(labels):
                x = self._column_x(point) + u / 2
                y = lay["y0"] + EDGE * u / 2 if point >= 12 else lay["bottom"] + EDGE * u / 2
                tables_marks.label(ctx, lay, view, point, x, y, labels[point])
        tables_marks.bouchages(ctx, lay, view, self._column_x)
        self._bar(ctx, view, movable, lay)
        draw_cube(ctx, view, lay, lay["bar_x"] + BAR * u / 2)
        for seat in (0, 1):
            self._tray(ctx, seat, (view.get("off") or [0, 0])[seat], "off" in reach and seat == view.get("turn"))
        self._pips(ctx, view, lay)
        return view, {"reach": reach, "further": further, "stops": stops, "movable": movable, "labels": labels}

    def _point(self, ctx, point, stack, target, changed, movable, lay):
        u = lay["u"]
        x = self._column_x(point)
        top_row = point >= 12
        base = lay["top"] if top_row else lay["bottom"]
        step = 1 if top_row else -1
        depth = lay["row"] * 0.92
        ctx.fillStyle = draw.POINT_DARK if point % 2 == 0 else draw.POINT_LIGHT
        ctx.beginPath()
        ctx.moveTo(x + u * 0.04, base)
        ctx.lineTo(x + u * 0.96, base)
        ctx.lineTo(x + u / 2, base + step * depth)
        ctx.closePath()
        ctx.fill()
        if changed:
            ctx.save()
            ctx.setLineDash([u * 0.18, u * 0.12])
            ctx.lineWidth = max(2, u * 0.07)
            ctx.strokeStyle = MARK
            y = base if top_row else base - lay["row"]
            ctx.strokeRect(x + u * 0.05, y + u * 0.04, u * 0.9, lay["row"] - u * 0.08)
            ctx.restore()
        if target:  # 1: one die takes the chosen checker there; 2: several dice (a dashed edge)
            ctx.save()
            ctx.globalAlpha = 0.55 if target == 1 else 0.35
            ctx.fillStyle = GLOW
            y = base if top_row else base - lay["row"]
            ctx.fillRect(x + u * 0.04, y, u * 0.92, lay["row"])
            if target == 2:
                ctx.globalAlpha = 1
                ctx.setLineDash([u * 0.14, u * 0.1])
                ctx.lineWidth = max(2, u * 0.06)
                ctx.strokeStyle = GLOW
                ctx.strokeRect(x + u * 0.07, y + u * 0.03, u * 0.86, lay["row"] - u * 0.06)
            ctx.restore()
        if not stack:
            return
        self._stack(ctx, x + u / 2, base, step, stack, point in movable, self.selected == point, lay)

    def further(self, view):
        """``({to: first die}, stops)``: the points the chosen checker reaches with several dice (the view's
        ``further``, one-die destinations excluded) and the points it stops on along the way."""
        lit, stops = {}, []
        if self.selected is None:
            return lit, stops
        for dest in view.get("further") or []:
            if dest["from"] == self.selected and dest["to"] not in lit:
                lit[dest["to"]] = dest["dice"][0]
                stops += [point for point in dest["via"] if point not in stops]
        return lit, stops

    def _stop(self, ctx, point, lay):
        """A stop on the way to a destination several dice away: a ring at the foot of the point."""
        u = lay["u"]
        top_row = point >= 12
        x = self._column_x(point) + u / 2
        y = lay["top"] + u * 0.3 if top_row else lay["bottom"] - u * 0.3
        ctx.save()
        ctx.beginPath()
        ctx.arc(x, y, u * 0.2, 0, 6.2832)
        ctx.fillStyle = GLOW
        ctx.fill()
        ctx.lineWidth = max(1.5, u * 0.05)
        ctx.strokeStyle = draw.INK
        ctx.stroke()
        ctx.restore()

    def _stack(self, ctx, cx, base, step, stack, movable, selected, lay):
        """The checkers of ``stack`` (``[seat, count(, "pinned")]`` from the bottom: a pinned checker of
        Plakoto lies under its pinner) from ``base`` towards the middle; a number on the last if they overflow."""
        u = lay["u"]
        radius = u * 0.46
        fits = max(1, int(lay["row"] / (2 * radius)))
        total = sum(part[1] for part in stack)
        place = 0
        centre = base
        for part in stack:
            seat, count = part[0], part[1]
            for _ in range(count):
                if place < fits:
                    centre = base + step * (radius + place * 2 * radius)
                    draw.flat_man(ctx, cx, centre, radius, self._tone(seat))
                    if len(part) > 2 and part[2] == "pinned":
                        self._pin(ctx, cx, centre, radius, seat)
                place += 1
        if total > fits:
            fill, edge = draw.man_colours(self._tone(stack[-1][0]))
            draw.label(ctx, str(total), cx, centre, radius * 0.95, edge, "center", "700")
        if movable or selected:
            ctx.save()
            ctx.beginPath()
            ctx.arc(cx, centre, radius * 1.02, 0, 6.2832)
            ctx.lineWidth = max(2.5, u * 0.12) if selected else max(2, u * 0.07)
            ctx.strokeStyle = MARK if selected else GLOW
            ctx.stroke()
            ctx.restore()

    def _pin(self, ctx, cx, cy, radius, seat):
        """A pinned checker: a cross over it, in its own outline colour."""
        fill, edge = draw.man_colours(self._tone(seat))
        ctx.save()
        ctx.strokeStyle = edge
        ctx.lineWidth = max(2, radius * 0.16)
        d = radius * 0.5
        ctx.beginPath()
        ctx.moveTo(cx - d, cy - d)
        ctx.lineTo(cx + d, cy + d)
        ctx.moveTo(cx + d, cy - d)
        ctx.lineTo(cx - d, cy + d)
        ctx.stroke()
        ctx.restore()

    def _bar(self, ctx, view, movable, lay):
        u = lay["u"]
        cx = lay["bar_x"] + BAR * u / 2
        bar = view.get("bar") or [0, 0]
        for seat in (0, 1):
            if not bar[seat]:
                continue
            # On the bar, each seat's checkers wait on the half away from where it bears off.
            row = lay["exits"][seat][0]
            base = lay["middle"] - MID * u / 2 if row == 0 else lay["middle"] + MID * u / 2
            step = -1 if row == 0 else 1
            self._stack(ctx, cx, base, step, [[seat, bar[seat]]], "bar" in movable, self.selected == "bar", lay)
            tables_marks.entry_blocked(ctx, lay, view, seat, cx, base + step * u * 0.46, u * 0.46)

    def _tray(self, ctx, seat, off, target):
        lay = self.layout
        u = lay["u"]
        x, y, w, h = self._tray_box(seat)
        if target:
            ctx.save()
            ctx.globalAlpha = 0.6
            ctx.fillStyle = GLOW
            ctx.fillRect(x, y, w, h)
            ctx.restore()
        slab = min(u * 0.26, (h - u * 1.0) / 15)
        fill, edge = draw.man_colours(self._tone(seat))
        from_top = lay["exits"][seat][0] == 1
        for i in range(off):
            sy = y + u * 0.12 + i * slab if from_top else y + h - u * 0.12 - (i + 1) * slab
            draw.rounded_rect(ctx, x + u * 0.14, sy, w - u * 0.28, slab, slab * 0.3)
            ctx.fillStyle = fill
            ctx.fill()
            ctx.lineWidth = 1
            ctx.strokeStyle = edge
            ctx.stroke()
        if off:
            count_y = y + h - u * 0.4 if from_top else y + u * 0.4
            draw.label(ctx, str(off), x + w / 2, count_y, u * 0.42, draw.PAPER, "center", "700")

    def _dice(self, ctx, view, anim, lay):
        """The dice on the board's right half: the tumbling faces, the throw to play, or the last throw."""
        u = lay["u"]
        middle = lay["middle"]
        size = min(u * 1.05, MID * u * 0.8)
        right_x = lay["bar_x"] + BAR * u + 3 * u
        last = view.get("last_throw")
        values, faded, seats = [], [], []
        if anim:
            values = anim["faces"]
            seats = [0, 1] if anim.get("rolloff") else [anim.get("seat", 0)] * len(values)
            faded = [False] * len(values)
        elif view.get("dice"):
            values = [d["value"] for d in view["dice"]]
            faded = [d["used"] for d in view["dice"]]
            seats = [view.get("turn", 0)] * len(values)
        elif last and last.get("dice") and view.get("phase") != "over":
            values = last["dice"]
            rolloff = last.get("stage") in ("roll-off", "draw")
            seats = [0, 1] if rolloff else [last["by"]] * len(values)
            faded = [not rolloff] * len(values)
        tilts = (anim or {}).get("tilts") or [0] * len(values)
        n = len(values)
        if n:
            gap = u * 0.15
            each = size if n <= 2 else min(size, (5.6 * u - gap * (n - 1)) / n)
            start = right_x - (n * each + (n - 1) * gap) / 2
            for i in range(n):
                tilt = tilts[i] if i < len(tilts) else 0
                tone = self._tone(seats[i])
                draw.die(ctx, start + i * (each + gap), middle - each / 2, each, values[i], tone, faded[i], tilt)
            name = doublet_name(values) if not anim and n == 4 else ""
            if name:
                draw.label(ctx, name, right_x, middle + each / 2 + u * 0.32, u * 0.3, draw.INK, "center", "700")

    def _pips(self, ctx, view, lay):
        """The pip counts on the board's left half, the seat to play ringed."""
        u = lay["u"]
        middle = lay["middle"]
        pips = view.get("pips")
        if pips:
            left_x = lay["field_x"]
            for seat in (0, 1):
                cx = left_x + u * (0.6 + 2.9 * seat)
                draw.flat_man(ctx, cx, middle, u * 0.28, self._tone(seat))
                size = max(tables_marks.LABEL_PX, u * 0.36)
                draw.label(ctx, str(pips[seat]), cx + u * 0.4, middle, size, draw.INK, "left", "700")
            if view.get("phase") != "over":
                turn = view.get("turn", 0)
                cx = left_x + u * (0.6 + 2.9 * turn)
                ctx.save()
                ctx.beginPath()
                ctx.arc(cx, middle, u * 0.4, 0, 6.2832)
                ctx.lineWidth = max(2, u * 0.08)
                ctx.strokeStyle = MARK
                ctx.stroke()
                ctx.restore()

    # ---- input --------------------------------------------------------------------

    def hit(self, x, y, view):
        """A tap: "roll", "redraw" (selection changed), {"step": [from, to, die]}, {"steps": [...]} (a choice
        of the die chooser), {"route": [from, to]} (a destination no single die reaches: ui/input/routes.py asks the
        engine) or {"probe": [from, to]} (the engine explains why not)."""
        if not view or not self.layout:
            return None
        lay = self.layout
        inside = lay["x0"] <= x <= lay["x0"] + lay["w"] and lay["y0"] <= y <= lay["y0"] + lay["h"]
        if view.get("phase") == "roll":
            return "roll" if inside else None
        if view.get("phase") != "play" or "destinations" not in view:
            return None
        if self.choice is not None:  # the chooser is open: a tap on a die picks it, anywhere else closes it
            picked = self._picked(x, y)
            self.choice = None
            if picked is None:
                return "redraw"
            self.selected = None
            return {"steps": picked}
        spot = self._spot(x, y)
        if spot is None:
            if self.selected is None:
                return None
            self.selected = None
            return "redraw"
        movable = view.get("movable", [])
        if self.selected is not None:
            chosen = self.selected
            if spot == chosen:
                self.selected = None
                return "redraw"
            if spot in movable and not self._dice_to(view, chosen, spot) and spot not in self.further(view)[0]:
                self.selected = spot
                return "redraw"
            return self._towards(view, chosen, spot)
        if spot in movable:
            self.selected = spot
            return "redraw"
        return {"probe": [spot, None]}

    def _dice_to(self, view, chosen, spot):
        """The dice that take the checker on ``chosen`` to ``spot`` in one step (the view's destinations)."""
        dice = []
        for dest in view["destinations"]:
            if dest["from"] == chosen and dest["to"] == spot and dest["die"] not in dice:
                dice.append(dest["die"])
        return dice

    def _towards(self, view, chosen, spot):
        """The intent for moving the checker on ``chosen`` to ``spot``."""
        dice = self._dice_to(view, chosen, spot)
        if len(dice) == 1:
            self.selected = None
            return {"step": [chosen, spot, dice[0]]}
        if dice:  # bearing off with either die: the player chooses (the other die stays for the next step)
            return self.offer(spot, [[[chosen, spot, die]] for die in sorted(dice, reverse=True)])
        return {"route": [chosen, spot]}

    def offer(self, to, options):
        """Open the die chooser at ``to`` for ``options`` (each a list of steps, told apart by its first die)."""
        self.choice = {"to": to, "options": options, "boxes": []}
        return "redraw"

    def _choice_name(self, index):
        return "choice-" + str(self.choice["options"][index][0][2])

    def _picked(self, x, y):
        for i, (bx, by, bw, bh) in enumerate(self.choice.get("boxes") or []):
            if bx <= x <= bx + bw and by <= y <= by + bh:
                return self.choice["options"][i]
        return None

    def _chooser(self, ctx, seat, lay):
        """The faces of the dice that may be played first, in a framed box over the middle of the destination's
        half of the board; each face is a tap target."""
        u = lay["u"]
        to = self.choice["to"]
        if to == "off":
            tx, ty, tw, th = self._tray_box(seat)
            centre = tx - u * 1.6 if tx > lay["bar_x"] else tx + tw + u * 1.6
        else:
            centre = self._column_x(to) + u / 2
        options = self.choice["options"]
        size = u * 1.1
        gap = u * 0.3
        width = len(options) * size + (len(options) + 1) * gap
        height = size + 2 * gap
        left = min(max(centre - width / 2, lay["field_x"]), lay["field_x"] + (12 + BAR) * u - width)
        top = lay["middle"] - height / 2
        ctx.save()
        draw.rounded_rect(ctx, left, top, width, height, u * 0.2)
        ctx.fillStyle = draw.PAPER
        ctx.fill()
        ctx.lineWidth = max(2.5, u * 0.1)
        ctx.strokeStyle = MARK
        ctx.stroke()
        ctx.restore()
        boxes = []
        for i, option in enumerate(options):
            x = left + gap + i * (size + gap)
            draw.die(ctx, x, top + gap, size, option[0][2], self._tone(seat))
            boxes.append((x, top + gap, size, size))
        self.choice["boxes"] = boxes

    # ---- dragging (ui/input/pointer.py) ------------------------------------------------------

    def grab(self, x, y, view):
        """Start dragging the checker under (x, y) if the view lists it as movable; True if it was."""
        if not view or view.get("phase") != "play" or "destinations" not in view or self.choice is not None:
            return False
        spot = self._spot(x, y)
        if spot is None or spot == "off" or spot not in view.get("movable", []):
            return False
        self.selected = spot
        self.drag = {"from": spot, "x": x, "y": y}
        return True

    def drag_to(self, x, y):
        self.drag["x"] = x
        self.drag["y"] = y

    def drop(self, x, y, view):
        """The intent of releasing the dragged checker at (x, y): a step (or route, or chooser) to a
        destination, the engine's explanation elsewhere on the board; back home on its own point or outside."""
        frm = self.drag["from"]
        self.drag = None
        spot = self._spot(x, y)
        if spot is None or spot == frm:
            self.selected = None
            return "redraw"
        return self._towards(view, frm, spot)

    def _lifted(self, view):
        """A copy of ``view`` with the dragged checker taken off its point or the bar."""
        frm = self.drag["from"]
        lifted = dict(view)
        if frm == "bar":
            bar = list(view.get("bar") or [0, 0])
            seat = view.get("turn", 0)
            bar[seat] = max(0, bar[seat] - 1)
            lifted["bar"] = bar
            return lifted
        stacks = list(view.get("points") or [[] for _ in range(24)])
        stack = [list(part) for part in stacks[frm]]
        if stack:
            stack[-1][1] -= 1
            if not stack[-1][1]:
                stack.pop()
        stacks[frm] = stack
        lifted["points"] = stacks
        return lifted

    def _dragged(self, ctx, seat, lay):
        radius = lay["u"] * 0.5
        x, y = self.drag["x"], self.drag["y"]
        ctx.save()
        ctx.shadowColor = "rgba(0, 0, 0, 0.35)"
        ctx.shadowBlur = radius * 0.5
        ctx.shadowOffsetY = radius * 0.2
        draw.flat_man(ctx, x, y, radius, self._tone(seat))
        ctx.restore()
        ctx.save()
        ctx.beginPath()
        ctx.arc(x, y, radius * 1.02, 0, 6.2832)
        ctx.lineWidth = max(2.5, lay["u"] * 0.12)
        ctx.strokeStyle = MARK
        ctx.stroke()
        ctx.restore()

    # ---- keyboard (ui/input/keys.py) ---------------------------------------------------------

    def target_box(self, name):
        """The box (x, y, w, h) of the tap target ``name`` in CSS pixels, for the keyboard's focus ring."""
        lay = self.layout
        if not lay:
            return None
        u = lay["u"]
        if name.startswith("choice-"):
            for i, box in enumerate((self.choice or {}).get("boxes") or []):
                if self._choice_name(i) == name:
                    return box
            return None
        if name == "bar":
            return lay["bar_x"], lay["top"], BAR * u, lay["bottom"] - lay["top"]
        if name.startswith("off"):
            return self._tray_box(int(name[3:]))
        point = int(name)
        y = lay["top"] if point >= 12 else lay["bottom"] - lay["row"]
        return self._column_x(point), y, u, lay["row"]

    def key_start(self, view, targets):
        """Where the keyboard's focus lands first: the chooser's first die, the chosen checker, the first
        movable one, else the first point."""
        if self.choice is not None and targets:
            return next(iter(targets))
        if self.selected is not None:
            return str(self.selected)
        movable = (view or {}).get("movable") or []
        if movable and (view or {}).get("phase") == "play":
            return str(movable[0])
        return "0"

    def reset(self):
        self.selected = None
        self.drag = None
        self.choice = None

    # ---- words around the board ----------------------------------------------------

    def dice_count(self, view):
        return 2

    def seat_name(self, seat, view, lang):
        return seat_name(seat, lang, view)

    def roll_label(self, view, lang):
        stage = view.get("stage")
        if stage == "draw":
            return text(lang, "draw_start")
        return text(lang, "rolloff_button" if stage == "roll-off" else "roll")

    def turn_text(self, view, lang):
        stage = view.get("stage")
        if view.get("phase") == "over":
            outcome = view["outcome"]
            who = seat_name(outcome["winner"], lang, view)
            return text(lang, "wins", who=who) + " · " + points(lang, outcome["points"])
        if stage == "draw":
            return text(lang, "draw_prompt")
        if stage == "roll-off":
            return text(lang, "rolloff_prompt")
        who = seat_name(view.get("turn", 0), lang, view)
        if stage == "cube":
            return text(lang, "cube_prompt", who=who, n=(view.get("cube") or {}).get("value", 1) * 2)
        if view.get("phase") == "play":
            if not view.get("destinations") and view.get("complete") and not view.get("steps"):
                return text(lang, "no_move", who=who)
            return text(lang, "to_move", who=who)
        return text(lang, "to_throw", who=who)

    def player_lines(self, view, lang):
        pips = view.get("pips")
        off = view.get("off") or [0, 0]
        drawn = [(view.get("start_draw") or {}).get("text")] if view.get("start_draw") else []  # the 225 starts
        if not pips:
            return drawn
        who = [seat_name(s, lang, view) for s in (0, 1)]
        lines = drawn + [text(lang, "pips_line", who=who[s], pips=pips[s], off=off[s]) for s in (0, 1)]
        lines += tables_marks.lines(view, lang, lambda seat, lang: seat_name(seat, lang, view))
        cube = view.get("cube") or {}
        if cube.get("enabled"):
            owner = cube.get("owner")
            who = text(lang, "cube_centre") if owner is None else seat_name(owner, lang, view)
            lines.append(text(lang, "cube_line", n=cube.get("value", 1), who=who))
        match = score_line(view, lang)
        if match:
            lines.append(match)
        return lines

    def log_entry(self, throw, view, lang):
        """(heading, sentences) for one action: a roll-off, a throw, or a play."""
        dice = throw.get("dice") or []
        stage = throw.get("stage")
        if throw.get("play"):
            heading = seat_name(throw["by"], lang, view) + " " + "-".join(str(d) for d in dice)
            name = doublet_name(dice)
            if name:
                heading += " · " + name
            play = throw["play"]
            if play in ("double", "take", "drop"):  # the cube's actions (rules.md §4.9)
                return seat_name(throw["by"], lang, view), [text(lang, "cube_" + play)]
            return heading, [text(lang, "no_move_log") if play == "pass" else play]
        if stage in ("roll-off", "draw"):
            heading = text(lang, "rolloff" if stage == "roll-off" else "draw_title")
            first, second = seat_name(0, lang, view), seat_name(1, lang, view)
            heading += " · " + first + " " + str(dice[0]) + ", " + second + " " + str(dice[1])
            return heading, []
        return "", []

    def logged(self, throw):
        """Only plays and roll-offs go to the log (a throw shows in the heading of its play)."""
        return bool(throw.get("play")) or throw.get("stage") in ("roll-off", "draw")

    def throw_text(self, view, lang):
        dice = [d["value"] for d in view.get("dice") or []]
        if not dice:
            return ""
        words = seat_name(view.get("turn", 0), lang, view) + " " + "-".join(str(d) for d in dice[:2])
        name = doublet_name(dice)
        return words + (" · " + name if name else "")
