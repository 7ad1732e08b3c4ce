"""The board under the dice, kept while they tumble.

A throw's tumble redraws the board for each face (ui/turns/dice.py), and only the dice change: the first face's
board, drawn whole, is copied into a canvas of its own, and each later face paints that copy back and draws its
dice over it (a full tables board took 13-30 ms a face on the test machine, more on a tablet; the copy 1-8 ms).
The copy is kept under a key that says what it shows (the view, the sizes, the selection, the theme); any other
key draws the board whole again, and a draw at rest frees the copy.
"""


class UnderDice:
    """A copy of the board as drawn under ``key``, painted back while the key stays the same."""

    def __init__(self):
        self.copy = None  # a canvas of the board canvas's backing size
        self.key = None

    def paint(self, ctx, key):
        """Paint the kept board onto ``ctx`` if it was kept under ``key``; return whether it was."""
        if key is None or key != self.key:
            return False
        ctx.save()
        ctx.setTransform(1, 0, 0, 1, 0, 0)  # the copy is in device pixels
        ctx.drawImage(self.copy, 0, 0)
        ctx.restore()
        return True

    def keep(self, ctx, key):
        """Keep a copy of what ``ctx``'s canvas shows now, under ``key``; a key of None frees the copy."""
        if key is None:
            if self.copy is not None:
                self.copy.width = self.copy.height = 0  # its memory is given back at once
            self.copy = self.key = None
            return
        canvas = ctx.canvas
        if self.copy is None:
            self.copy = canvas.ownerDocument.createElement("canvas")
        if self.copy.width != canvas.width or self.copy.height != canvas.height:
            self.copy.width = canvas.width
            self.copy.height = canvas.height
        copy = self.copy.getContext("2d")
        copy.clearRect(0, 0, self.copy.width, self.copy.height)
        copy.drawImage(canvas, 0, 0)
        self.key = key
