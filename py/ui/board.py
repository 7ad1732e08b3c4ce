"""Drawing of the empty 24-point tables board on a high-DPI canvas.

Points follow rules.md §0.1: A0 bottom-right, increasing clockwise, bar in the middle.
"""

WOOD = "#6b4a2b"
FELT = "#e9dcc3"
POINT_DARK = "#7a2e1f"
POINT_LIGHT = "#c8a46a"
BAR = "#4a321c"


class BoardCanvas:
    """A canvas that fills its container and draws the board at device resolution."""

    def __init__(self, canvas, window):
        self.canvas = canvas
        self.window = window
        self.ctx = canvas.getContext("2d")

    def _fit(self):
        """Size the backing store to CSS size × devicePixelRatio; return CSS width, height."""
        rect = self.canvas.parentElement.getBoundingClientRect()
        width = max(320, int(rect.width))
        height = max(200, min(int(rect.height), int(width * 0.75)))
        ratio = self.window.devicePixelRatio or 1
        self.canvas.style.width = str(width) + "px"
        self.canvas.style.height = str(height) + "px"
        self.canvas.width = int(width * ratio)
        self.canvas.height = int(height * ratio)
        self.ctx.setTransform(ratio, 0, 0, ratio, 0, 0)
        return width, height

    def draw(self):
        """Draw the frame, 24 points, the bar and the two trays."""
        width, height = self._fit()
        ctx = self.ctx
        frame = width * 0.03
        tray = width * 0.07
        ctx.fillStyle = WOOD
        ctx.fillRect(0, 0, width, height)
        inner_w = width - 2 * frame - tray
        inner_h = height - 2 * frame
        bar = inner_w / 13
        point_w = (inner_w - bar) / 12
        ctx.fillStyle = FELT
        ctx.fillRect(frame, frame, inner_w, inner_h)
        ctx.fillStyle = BAR
        ctx.fillRect(frame + 6 * point_w, frame, bar, inner_h)
        depth = inner_h * 0.42
        for index in range(24):
            self._point(index, frame, point_w, bar, inner_h, depth)
        ctx.fillStyle = BAR
        ctx.fillRect(width - frame - tray + frame * 0.5, frame, tray - frame * 0.5, inner_h)

    def _point(self, index, frame, point_w, bar, inner_h, depth):
        """One triangle: A0..A11 on the bottom row (right to left), A12..A23 on top (left to right)."""
        ctx = self.ctx
        if index < 12:
            column = 11 - index
            base, tip = frame + inner_h, frame + inner_h - depth
        else:
            column = index - 12
            base, tip = frame, frame + depth
        left = frame + column * point_w + (bar if column >= 6 else 0)
        ctx.fillStyle = POINT_DARK if index % 2 == 0 else POINT_LIGHT
        ctx.beginPath()
        ctx.moveTo(left, base)
        ctx.lineTo(left + point_w, base)
        ctx.lineTo(left + point_w / 2, tip)
        ctx.closePath()
        ctx.fill()
