"""One throw of the dice on the play screen: sent to the engine at the click, the dice tumbling until it answers.

The dice tumble for at least ROLL_MIN_MS (the throw is seen), at most ROLL_MAX_MS (then they wait still for a
slow answer), a new face every ROLL_FRAME_MS, then every ROLL_SLOW_MS past ROLL_MIN_MS (a late answer, as while
the engine boots: fewer redraws, so the main thread leaves the CPU to the engine); none under reduced motion.
Timed by the clock from the click, not by frames: a frame's drawing takes time of its own on a slow device.

The faces and the landing are decided in the board's animation frames (``BoardCanvas.frame_hooks``), before the
frame is drawn, and the answer is taken from its promise's callback: the dice land in the first frame past
ROLL_MIN_MS that has the answer, once they have shown two faces, each for one frame at least.  Timed by
MicroPython's asyncio instead, every wake-up (a face, the answer, the landing) was a ``setTimeout`` that ran only
after the frame being drawn (15-50 ms each): a throw landed 130-220 ms after its click where 120 ms were asked
for (README, *Performance*).
"""

import asyncio
import json
import time

ROLL_FRAME_MS = 40
ROLL_SLOW_MS = 140
ROLL_MIN_MS = 120
ROLL_MAX_MS = 400


class Throw:
    """The throw of ``values`` answered by ``pending`` (the engine's JSON text, a JS promise), on the screen
    ``play`` (ui/screens/play.py).  It lands itself (``play.land_throw``) and then sets ``done``; a throw of a game
    left or restarted meanwhile draws nothing more and lands nothing."""

    def __init__(self, play, values, pending, motion):
        self.play = play
        self.values = values
        self.generation = play.generation
        self.started = time.ticks_ms()
        self.text = None  # the engine's answer, once it is there
        self.failure = None  # or why it gave none
        self.arrived = False
        self.done = asyncio.Event()  # set once landed or dropped
        self.faces = 0  # the faces shown so far
        self.face_at = 0  # ms into the throw when the last face was shown
        self.ticking = motion  # the frames decide the faces and the landing; without motion, the answer lands
        self._hook = self.tick  # one bound method, added to the canvas's hooks and removed from them
        if motion:
            play.canvas.frame_hooks.append(self._hook)
            self._face(0)
        pending.then(self._answered, self._refused)

    def _elapsed(self):
        return time.ticks_diff(time.ticks_ms(), self.started)

    def _face(self, elapsed):
        """Show new faces, ``elapsed`` ms into the throw, spinning slower as they land."""
        play = self.play
        spin = 0.5 * max((ROLL_MIN_MS - elapsed) / ROLL_FRAME_MS, 1)
        anim = {
            "faces": [play.dice.face() for _ in self.values],
            "tilts": [spin * (1 if i % 2 else -1) for i in range(len(self.values))],
            "seat": play.view.get("turn", 0),
            "rolloff": bool(play.view.get("rolloff")),
        }
        play.canvas.show(play.renderer, play.view, anim)
        self.faces += 1
        self.face_at = elapsed

    def tick(self):
        """At the start of a frame, before it is drawn: the landing if it is due, else a new face if one is due.
        Answers whether the next frame is wanted: past ROLL_MAX_MS the dice wait still, and the answer lands as it
        comes."""
        if self.generation != self.play.generation:
            self._stop()
            self._finish()
            return False
        elapsed = self._elapsed()
        if self.arrived and self.faces >= 2 and elapsed >= ROLL_MIN_MS:
            self._stop()
            self._land()
            return False
        due = self.face_at + (ROLL_FRAME_MS if self.face_at + ROLL_FRAME_MS <= ROLL_MIN_MS else ROLL_SLOW_MS)
        if elapsed >= due and (elapsed < ROLL_MAX_MS or self.faces < 2):
            self._face(elapsed)  # drawn in this frame: a landing comes in a later one
            return True
        if elapsed >= ROLL_MAX_MS:
            self._stop()
            return False
        return True

    def _stop(self):
        if self.ticking:
            self.ticking = False
            self.play.canvas.frame_hooks.remove(self._hook)

    def _answered(self, text):
        self.text = text
        self._arrive()

    def _refused(self, failure):
        self.failure = failure
        self._arrive()

    def _arrive(self):
        """The engine's answer is here (a promise's callback): landed now if no frame will, else by a frame, and
        by ROLL_MAX_MS at the latest where none comes (a hidden page, a frame out of view: no frames there)."""
        self.arrived = True
        if not self.ticking:
            self._land()
        else:
            self.play.window.setTimeout(self._late, max(0, ROLL_MAX_MS - self._elapsed()))

    def _late(self):
        self._stop()
        self._land()

    def _land(self):
        """Show the answer, once, if the game is still the one thrown in."""
        if self.done.is_set():
            return
        self._finish()
        if self.generation == self.play.generation:
            self.play.land_throw(self._answer())

    def _answer(self):
        """The decoded answer, or the error that says why there is none."""
        if self.failure is not None:
            return self.play.throw_refused(self.failure)
        try:
            return json.loads(self.text)
        except (TypeError, ValueError) as failure:
            return self.play.throw_refused(failure)

    def _finish(self):
        """Set ``done``.  Outside MicroPython's asyncio loop (a frame, a promise's callback), an Event set wakes its
        waiters (the bot's throw) only once the loop runs again: a task created runs it at once."""
        self.done.set()
        asyncio.create_task(_loop_turn())


async def _loop_turn():
    """Nothing: created, it runs MicroPython's asyncio loop (Throw._finish)."""
