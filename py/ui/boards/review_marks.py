"""The review's marks over any board: the best play (blue arrows, as a hint) beside the play made (red).

Built on ui/boards/marks.py's target names, so one overlay serves every board (tables steps, Reversi squares).
"""

from ui.boards.marks import Marked, _arrow, _ring, mark_moves

PLAYED = "#c0392b"  # red, dashed: the play made (drawn under the best play's blue and amber)


class Compared(Marked):
    """``renderer`` with ``best`` and ``played`` marked (``[[from, to], ...]`` of target names, ``from`` None
    for a Reversi square); when the play made is the best only the best is drawn."""

    def __init__(self, renderer, best, played):
        super().__init__(renderer, best)
        self.played = [] if played == best else played

    def draw(self, ctx, width, height, view, anim):
        self.renderer.draw(ctx, width, height, view, anim)
        spots = self.renderer.targets() if hasattr(self.renderer, "targets") else {}
        size = max(8, min(width, height) / 30)
        for frm, to in self.played:
            start, end = spots.get(frm), spots.get(to)
            if start and end:
                ctx.setLineDash([size * 0.5, size * 0.35])
                _arrow(ctx, start, end, size, PLAYED)
                ctx.setLineDash([])
            if end:
                _ring(ctx, end, size * 1.25, PLAYED)
        mark_moves(ctx, spots, size, self.moves)
