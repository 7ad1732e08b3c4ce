"""The Reversi board: 8×8 squares, coordinates a–h and 1–8, discs, legal squares, the last move and its flips.

Draws only what the engine's view model says (docs/reversi.md, ``view.py``): ``cells`` (64, a1..h8 row by
row from the top, ``"black"``, ``"white"`` or None), ``squares`` (their names), ``legal`` (the squares of
the player to move), ``must_pass``, ``last_move``, ``flipped`` (the discs the last move turned), ``counts``,
``turn``, ``status`` (the engine's sentence); the API adds ``outcome``, ``last_throw`` (the last play, for
the log) and ``only``.  Rows 1–8 run from top to bottom, as in the engine.  Black discs are dark with a light
outline, White discs light with a dark outline, on a neutral board: nothing depends on telling red from green.

Input: a tap on a square sends it as a play; the engine plays it or explains why not (occupied, flips
nothing, must pass).  Passing is a button of the play screen (``must_pass``).
"""

import json
import math

from pyscript import window

from ui.boards import draw
from ui.texts import text

BOARD = "#cdb994"  # neutral sand: both disc colours stand out on it
LINE = "#3a2c1e"
MARK = "#1f4e9a"
GLOW = "#f2b33d"
FLIP_MS = 260  # the discs a move turns, turned over on the board (not under prefers-reduced-motion)
BAND = 0.62  # width of the coordinate band around the squares, in squares
SEAT_OF = {"black": 1, "white": 0}  # draw.man_colours: seat 0 light, seat 1 dark
SEATS = {"en": ("Black", "White"), "fr": ("Noirs", "Blancs")}
"""Names of the players in the play screen's sentences ("{who} wins", "Les {who} gagnent")."""


def seat_name(seat, lang):
    return (SEATS.get(lang) or SEATS["en"])[seat]


def colour_seat(colour):
    return 0 if colour == "black" else 1


class ReversiRenderer:
    """Renderer of kind "reversi"; see ui/boards/renderers.py for the interface."""

    kind = "reversi"
    auto_option = True  # the play screen's auto option plays a forced pass (or a single legal square)

    def __init__(self):
        self.layout = None
        self.tapped_at = None  # performance.now() of a tap that sent a play, until the board is redrawn
        self.request = None  # asks the canvas for another frame while discs turn over; None: no animation
        self.shown = None  # (last move, flipped) of the view drawn last: a new move starts the flip
        self.flip_from = None  # performance.now() when the flip of the last move started

    def motion(self, request):
        """The play screen's redraw request, or None when the user prefers reduced motion."""
        self.request = request

    # ---- geometry -----------------------------------------------------------------

    def _layout(self, width, height):
        cell = min(width, height) / (8 + 2 * BAND)
        side = cell * (8 + 2 * BAND)
        x0 = (width - side) / 2
        y0 = (height - side) / 2
        self.layout = {"cell": cell, "x0": x0, "y0": y0, "side": side, "gx": x0 + BAND * cell, "gy": y0 + BAND * cell}
        return self.layout

    def targets(self):
        """Centres of the 64 squares in CSS pixels, by name (for tests)."""
        lay = self.layout
        if not lay:
            return {}
        cell = lay["cell"]
        spots = {}
        for index in range(64):
            name = "abcdefgh"[index % 8] + str(index // 8 + 1)
            spots[name] = [lay["gx"] + (index % 8 + 0.5) * cell, lay["gy"] + (index // 8 + 0.5) * cell]
        return spots

    # ---- canvas -----------------------------------------------------------------

    def draw(self, ctx, width, height, view, anim):
        lay = self._layout(width, height)
        cell, gx, gy = lay["cell"], lay["gx"], lay["gy"]
        draw.rounded_rect(ctx, lay["x0"], lay["y0"], lay["side"], lay["side"], cell * 0.18)
        ctx.fillStyle = draw.WOOD
        ctx.fill()
        ctx.fillStyle = BOARD
        ctx.fillRect(gx, gy, 8 * cell, 8 * cell)
        ctx.strokeStyle = LINE
        ctx.lineWidth = max(1, cell * 0.025)
        ctx.beginPath()
        for k in range(9):
            ctx.moveTo(gx + k * cell, gy)
            ctx.lineTo(gx + k * cell, gy + 8 * cell)
            ctx.moveTo(gx, gy + k * cell)
            ctx.lineTo(gx + 8 * cell, gy + k * cell)
        ctx.stroke()
        ctx.fillStyle = LINE
        for kx, ky in ((2, 2), (6, 2), (2, 6), (6, 6)):  # the four marks of an Othello board
            ctx.beginPath()
            ctx.arc(gx + kx * cell, gy + ky * cell, max(2, cell * 0.07), 0, 6.2832)
            ctx.fill()
        size = cell * 0.34
        for k in range(8):
            letter = "abcdefgh"[k]
            x = gx + (k + 0.5) * cell
            draw.label(ctx, letter, x, lay["y0"] + BAND * cell / 2, size, draw.PAPER)
            draw.label(ctx, letter, x, gy + 8 * cell + BAND * cell / 2, size, draw.PAPER)
            y = gy + (k + 0.5) * cell
            draw.label(ctx, str(k + 1), lay["x0"] + BAND * cell / 2, y, size, draw.PAPER)
            draw.label(ctx, str(k + 1), gx + 8 * cell + BAND * cell / 2, y, size, draw.PAPER)
        view = view or {}
        cells = view.get("cells") or self._start()
        squares = view.get("squares") or []
        index_of = {name: i for i, name in enumerate(squares)}
        last = index_of.get(view.get("last_move"))
        flipped = {index_of[name] for name in view.get("flipped") or [] if name in index_of}
        if last is not None:
            self._last(ctx, last, lay)
        turning = self._turning(view)
        radius = cell * 0.4
        for index in range(64):
            colour = cells[index]
            if colour is None:
                continue
            cx, cy = gx + (index % 8 + 0.5) * cell, gy + (index // 8 + 0.5) * cell
            if turning is not None and index in flipped:
                # Turned over about its vertical axis: the old colour until halfway, then the new one.
                before = "white" if colour == "black" else "black"
                ctx.save()
                ctx.translate(cx, cy)
                ctx.scale(max(0.04, abs(math.cos(math.pi * turning))), 1)
                self._disc(ctx, 0, 0, radius, before if turning < 0.5 else colour)
                ctx.restore()
                continue
            self._disc(ctx, cx, cy, radius, colour)
            if index in flipped:
                self._flipped(ctx, cx, cy, radius, cell)
            if index == last:
                ctx.beginPath()
                ctx.arc(cx, cy, cell * 0.09, 0, 6.2832)
                ctx.fillStyle = MARK
                ctx.fill()
                ctx.lineWidth = max(1, cell * 0.025)
                ctx.strokeStyle = draw.PAPER
                ctx.stroke()
        if view.get("phase") == "play":
            mover = view.get("turn", "black")
            for name in view.get("legal") or []:
                index = index_of.get(name)
                if index is not None:
                    cx, cy = gx + (index % 8 + 0.5) * cell, gy + (index // 8 + 0.5) * cell
                    self._legal(ctx, cx, cy, cell, mover)
            # The player to move: its disc in the top-left corner of the frame.
            corner = BAND * cell / 2
            self._disc(ctx, lay["x0"] + corner, lay["y0"] + corner, corner * 0.62, mover)
        ctx.canvas.setAttribute("data-targets", json.dumps(self.targets()))
        if self.tapped_at is not None:
            ctx.canvas.setAttribute("data-tap-ms", str(window.performance.now() - self.tapped_at))
            self.tapped_at = None

    def _turning(self, view):
        """How far the flip of the last move has gone (0..1), or None when nothing is turning."""
        key = (view.get("last_move"), tuple(view.get("flipped") or ()))
        now = window.performance.now()
        if key != self.shown:
            first = self.shown is None
            self.shown = key
            self.flip_from = now if self.request is not None and key[1] and not first else None
        if self.flip_from is None or self.request is None:
            return None
        progress = (now - self.flip_from) / FLIP_MS
        if progress >= 1:
            self.flip_from = None
            return None
        self.request()
        return progress

    def _start(self):
        """The starting position, drawn before the engine answers (d4 White, e4 Black, d5 Black, e5 White)."""
        cells = [None] * 64
        cells[27], cells[28], cells[35], cells[36] = "white", "black", "black", "white"
        return cells

    def _disc(self, ctx, cx, cy, radius, colour):
        fill, edge = draw.man_colours(SEAT_OF.get(colour, 1))
        ctx.beginPath()
        ctx.arc(cx, cy, radius, 0, 6.2832)
        ctx.fillStyle = fill
        ctx.fill()
        ctx.lineWidth = max(1.2, radius * 0.1)
        ctx.strokeStyle = edge
        ctx.stroke()

    def _last(self, ctx, index, lay):
        """The square of the last move: a blue frame over a light one."""
        cell = lay["cell"]
        x = lay["gx"] + (index % 8) * cell
        y = lay["gy"] + (index // 8) * cell
        inset = cell * 0.06
        ctx.save()
        ctx.lineWidth = max(3, cell * 0.1)
        ctx.strokeStyle = draw.PAPER
        ctx.strokeRect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset)
        ctx.lineWidth = max(2, cell * 0.06)
        ctx.strokeStyle = MARK
        ctx.strokeRect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset)
        ctx.restore()

    def _flipped(self, ctx, cx, cy, radius, cell):
        """A disc the last move turned: an amber ring with a dark edge around it."""
        ctx.save()
        ctx.beginPath()
        ctx.arc(cx, cy, radius + cell * 0.045, 0, 6.2832)
        ctx.lineWidth = max(3, cell * 0.09)
        ctx.strokeStyle = LINE
        ctx.stroke()
        ctx.lineWidth = max(2, cell * 0.055)
        ctx.strokeStyle = GLOW
        ctx.stroke()
        ctx.restore()

    def _legal(self, ctx, cx, cy, cell, mover):
        """A square the player to move may take: a small disc of his colour, ringed."""
        fill, edge = draw.man_colours(SEAT_OF.get(mover, 1))
        ctx.save()
        ctx.beginPath()
        ctx.arc(cx, cy, cell * 0.15, 0, 6.2832)
        ctx.fillStyle = fill
        ctx.fill()
        ctx.lineWidth = max(1.5, cell * 0.04)
        ctx.strokeStyle = edge
        ctx.stroke()
        ctx.beginPath()
        ctx.setLineDash([cell * 0.08, cell * 0.06])
        ctx.arc(cx, cy, cell * 0.34, 0, 6.2832)
        ctx.lineWidth = max(1, cell * 0.03)
        ctx.strokeStyle = LINE
        ctx.stroke()
        ctx.restore()

    # ---- input --------------------------------------------------------------------

    def hit(self, x, y, view):
        """A tap on a square while the game is on: ``{"play": "<square>"}`` (the engine plays or explains)."""
        if not view or view.get("phase") != "play" or not self.layout:
            return None
        lay = self.layout
        column = int((x - lay["gx"]) // lay["cell"])
        row = int((y - lay["gy"]) // lay["cell"])
        if not (0 <= column < 8 and 0 <= row < 8):
            return None
        squares = view.get("squares") or []
        if len(squares) != 64:
            return None
        self.tapped_at = window.performance.now()
        return {"play": squares[row * 8 + column]}

    def target_box(self, name):
        """The square ``name``'s box (x, y, w, h) in CSS pixels, for the keyboard's focus ring (ui/input/keys.py)."""
        centre = self.targets().get(name)
        if centre is None:
            return None
        cell = self.layout["cell"]
        return centre[0] - cell / 2, centre[1] - cell / 2, cell, cell

    def key_start(self, view, targets):
        """The keyboard's focus lands first on the first legal square (else the centre, d4)."""
        legal = (view or {}).get("legal") or []
        return legal[0] if legal else "d4"

    def reset(self):
        """Nothing to forget: a tap is a whole play (``tapped_at`` stays until the board is redrawn)."""

    # ---- words around the board ----------------------------------------------------

    def dice_count(self, view):
        return 0

    def seat_name(self, seat, view, lang):
        return seat_name(seat, lang)

    def roll_label(self, view, lang):
        return text(lang, "roll")

    def turn_text(self, view, lang):
        return view.get("status") or ""

    def player_lines(self, view, lang):
        counts = view.get("counts") or {}
        names = view.get("players") or {}
        lines = []
        for colour in ("black", "white"):
            n = counts.get(colour, 0)
            line = text(lang, "disc_line" if n == 1 else "discs_line", who=names.get(colour, colour), n=n)
            if view.get("phase") == "play" and view.get("turn") == colour:
                line += " · " + text(lang, "to_play")
            lines.append(line)
        return lines

    def log_entry(self, throw, view, lang):
        """(heading, sentences) for one play: ("Black d3", ["1 disc turned."]) or ("White pass", [...])."""
        who = (view.get("players") or {}).get(("black", "white")[throw["by"]], "")
        play = throw.get("play") or ""
        if play == "pass":
            return who + " · " + text(lang, "pass"), [text(lang, "no_move_log")]
        flipped = throw.get("flipped") or 0
        return who + " " + play, [text(lang, "turned_1" if flipped == 1 else "turned_n", n=flipped)]

    def throw_text(self, view, lang):
        last = view.get("last_throw")
        if not last:
            return ""
        heading, _ = self.log_entry(last, view, lang)
        return text(lang, "last_move") + " " + heading
