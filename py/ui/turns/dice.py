"""Dice thrown on the main thread with the browser's cryptographic random source.

Test hook: ``?dice=5,2,4,3`` in the page URL queues those values; they are used
first, in order, then the cryptographic source takes over.  Browser tests use it
to play deterministic complete games by clicking.
"""


def _queued(window):
    search = str(window.location.search or "")
    values = []
    for part in search.lstrip("?").split("&"):
        if part.startswith("dice="):
            for item in part[5:].replace("%2C", ",").replace("%2c", ",").split(","):
                item = item.strip()
                if item.isdigit() and 1 <= int(item) <= 6:
                    values.append(int(item))
    return values


class Dice:
    """``roll(n)`` gives n dice values 1..6, unbiased (rejection sampling of random bytes)."""

    def __init__(self, window):
        self.window = window
        self.queue = _queued(window)
        self.buffer = window.Uint8Array.new(32)

    def seed(self):
        """A game's seed, 0..2**31-2, from the cryptographic source (the bots' choices derive from it)."""
        word = self.window.Uint32Array.new(1)
        self.window.crypto.getRandomValues(word)
        return int(word[0]) % 2147483647

    def face(self):
        """A random face for the roll animation only (any source will do)."""
        return int(self.window.Math.random() * 6) + 1

    def roll(self, count):
        values = []
        while len(values) < count:
            if self.queue:
                values.append(self.queue.pop(0))
                continue
            self.window.crypto.getRandomValues(self.buffer)
            for i in range(32):
                byte = self.buffer[i]
                if byte < 252 and len(values) < count:
                    values.append(byte % 6 + 1)
        return values
