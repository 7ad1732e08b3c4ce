"""The empty 24-point tables board, drawn on the home screen and while the engine boots.

Points follow rules.md §0.1: A0 bottom-right, increasing clockwise, bar in the middle.
The tables games' renderer (checkers, bar, trays) will grow from this module.
"""

from ui.boards import draw


class EmptyTablesRenderer:
    """Draws the frame, 24 points, the bar and the tray, centred in the canvas (4:3)."""

    kind = "tables"

    def draw(self, ctx, width, height, view, anim):
        board_w = min(width, height * 4 / 3)
        board_h = board_w * 0.75
        x0 = (width - board_w) / 2
        y0 = (height - board_h) / 2
        frame = board_w * 0.03
        tray = board_w * 0.07
        ctx.fillStyle = draw.WOOD
        ctx.fillRect(x0, y0, board_w, board_h)
        inner_w = board_w - 2 * frame - tray
        inner_h = board_h - 2 * frame
        bar = inner_w / 13
        point_w = (inner_w - bar) / 12
        ctx.fillStyle = draw.FELT
        ctx.fillRect(x0 + frame, y0 + frame, inner_w, inner_h)
        ctx.fillStyle = draw.WOOD_DARK
        ctx.fillRect(x0 + frame + 6 * point_w, y0 + frame, bar, inner_h)
        depth = inner_h * 0.42
        for index in range(24):
            if index < 12:
                column = 11 - index
                base, tip = y0 + frame + inner_h, y0 + frame + inner_h - depth
            else:
                column = index - 12
                base, tip = y0 + frame, y0 + frame + depth
            left = x0 + frame + column * point_w + (bar if column >= 6 else 0)
            ctx.fillStyle = draw.POINT_DARK if index % 2 == 0 else draw.POINT_LIGHT
            ctx.beginPath()
            ctx.moveTo(left, base)
            ctx.lineTo(left + point_w, base)
            ctx.lineTo(left + point_w / 2, tip)
            ctx.closePath()
            ctx.fill()
        ctx.fillStyle = draw.WOOD_DARK
        ctx.fillRect(x0 + board_w - frame - tray + frame * 0.5, y0 + frame, tray - frame * 0.5, inner_h)

    def hit(self, x, y, view):
        return None
